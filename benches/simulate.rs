//! Throughput of `ponydeck simulate`'s built-in goldfish policy on the six SD01 starter decks, on
//! one thread: games per second with the engine carrying the abilities out, measured in the same
//! run as the same decks with every ability left to the player (the policy then marks each one
//! done at once, the figure before the engine executed abilities), and the allocations once the
//! buffers are warm (counted by a wrapping global allocator).
//!
//! Run: `cargo bench --no-default-features --bench simulate`.

#[path = "support/counting_alloc.rs"]
mod counting_alloc;

use std::path::Path;
use std::time::Instant;

use ponydeck::card::{CardDetails, CardIndex};
use ponydeck::catalog::Catalog;
use ponydeck::deck::{Section, starters};
use ponydeck::engine::{Game, GameConfig, GameDeck};
use ponydeck::sim::{DuelReport, GoldfishPolicy, SimReport, game_seed, play_duel};

/// One measured run: games per second, the report and the allocations.
fn measure(deck: &GameDeck, cards: &CardIndex, games: u64) -> (f64, SimReport, u64) {
    let mut game = Game::new(deck, cards, GameConfig::default(), 0).expect("game");
    game.set_recording(false);
    let mut policy = GoldfishPolicy::new();
    // Warm-up: buffers reach their capacity.
    for g in 0..500 {
        policy.play(&mut game, game_seed(1, g), 40);
    }
    let mut report = SimReport::default();
    // Room for every turn up to the cap, so recording does not allocate either.
    report.wins_by_turn.reserve(64);
    let allocations_before = counting_alloc::allocations();
    let start = Instant::now();
    for g in 0..games {
        report.record(policy.play(&mut game, game_seed(1, g), 40));
    }
    let seconds = start.elapsed().as_secs_f64();
    let allocations = counting_alloc::allocations() - allocations_before;
    (games as f64 / seconds, report, allocations)
}

/// Opening hands per second the engine deals: a new game from a seed (103.1 shuffle, 103.4.1 the
/// hand of five, 103.4.2 the four Plans), as the simulator starts every game.
fn engine_opening_hands(deck: &GameDeck, cards: &CardIndex, hands: u64) -> (f64, u64) {
    let mut game = Game::new(deck, cards, GameConfig::default(), 0).expect("game");
    game.set_recording(false);
    let mut checksum = 0u64;
    let start = Instant::now();
    for h in 0..hands {
        game.restart(game_seed(2, h));
        checksum = checksum.wrapping_add(u64::from(game.state().acting().hand[0].0));
    }
    (hands as f64 / start.elapsed().as_secs_f64(), checksum)
}

/// The same, as a bare loop: a partial Fisher-Yates of the nine cards that matter (the hand and
/// the Plans) over a 50-card array, with the engine's generator (ChaCha8) seeded per hand.
fn bare_partial_fisher_yates(hands: u64) -> (f64, u64) {
    use rand::{Rng, SeedableRng};
    let mut deck: [u16; 50] = std::array::from_fn(|i| i as u16);
    let mut checksum = 0u64;
    let start = Instant::now();
    for h in 0..hands {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(game_seed(2, h));
        for i in 0..9 {
            let j = i + (rng.next_u32() as usize % (deck.len() - i));
            deck.swap(i, j);
        }
        checksum = checksum.wrapping_add(u64::from(deck[0]));
    }
    (hands as f64 / start.elapsed().as_secs_f64(), checksum)
}

/// Two-player games per second (issue 11): `deck` against `rival`, the fast policy on both sides,
/// abilities on, first player alternating; and the allocations once warm.
fn measure_duel(
    deck: &GameDeck,
    rival: &GameDeck,
    cards: &CardIndex,
    games: u64,
) -> (f64, DuelReport, u64) {
    let mut game =
        Game::new_two_player(deck, rival, cards, GameConfig::default(), 0).expect("game");
    game.set_recording(false);
    let mut second = game.clone();
    let mut config = second.config();
    config.first_player = false;
    second.set_config(config);
    let (mut a, mut b) = (GoldfishPolicy::new(), GoldfishPolicy::new());
    let mut events = Vec::with_capacity(256);
    for g in 0..300 {
        play_duel(&mut game, game_seed(3, g), 60, &mut a, &mut b, &mut events);
        play_duel(
            &mut second,
            game_seed(3, g),
            60,
            &mut a,
            &mut b,
            &mut events,
        );
    }
    let mut report = DuelReport::default();
    report.win_turn.reserve(80);
    let allocations_before = counting_alloc::allocations();
    let start = Instant::now();
    for g in 0..games {
        let target = if g % 2 == 0 { &mut game } else { &mut second };
        report.record(play_duel(
            target,
            game_seed(4, g),
            60,
            &mut a,
            &mut b,
            &mut events,
        ));
    }
    let seconds = start.elapsed().as_secs_f64();
    let allocations = counting_alloc::allocations() - allocations_before;
    (games as f64 / seconds, report, allocations)
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let catalog = Catalog::open(&root.join("cards.db")).expect("cards.db");
    let with_abilities = catalog.index().clone();
    // The same catalog with no compiled abilities: every ability is left to the player.
    let without_abilities = CardIndex::new(
        ponydeck::card::Game::Kayou,
        with_abilities
            .cards()
            .iter()
            .cloned()
            .map(|mut card| {
                if let CardDetails::Kayou(kayou) = &mut card.details {
                    kayou.abilities = None;
                }
                card
            })
            .collect(),
    );
    let games = 20_000u64;
    println!(
        "simulate: {games} goldfish games per deck (rules 2.0.0, built-in policy, one thread)"
    );
    let (mut on_total, mut off_total) = (0.0, 0.0);
    for starter in starters() {
        let deck = &starter.deck;
        let deck = GameDeck {
            main: deck.expanded(Section::Main),
            scene: deck.expanded(Section::Scene),
            stories: deck.expanded(Section::Story),
            main_character: deck.expanded(Section::MainCharacter)[0].clone(),
        };
        // Two rounds, interleaved, the best of each: other work on the machine then slows
        // both sides alike rather than one.
        let (mut off, off_report, _) = measure(&deck, &without_abilities, games);
        let (mut on, on_report, mut allocations) = measure(&deck, &with_abilities, games);
        let (off2, _, _) = measure(&deck, &without_abilities, games);
        let (on2, _, allocations2) = measure(&deck, &with_abilities, games);
        off = off.max(off2);
        on = on.max(on2);
        allocations = allocations.max(allocations2);
        on_total += on;
        off_total += off;
        println!(
            "  {}: abilities on {on:.0} games/s (mean winning turn {:.2}), off {off:.0} games/s (mean {:.2}); ratio {:.2}; {allocations} allocations ({:.4} per game)",
            starter.code,
            on_report.mean_turn().unwrap_or(0.0),
            off_report.mean_turn().unwrap_or(0.0),
            on / off,
            allocations as f64 / games as f64
        );
    }
    println!(
        "  six starters: abilities on {:.0} games/s on average, off {:.0}; ratio {:.2}",
        on_total / 6.0,
        off_total / 6.0,
        on_total / off_total
    );
    // Two-player: each starter against the next one (SD01A-SD01B, ..., SD01F-SD01A).
    let decks: Vec<(String, GameDeck)> = starters()
        .into_iter()
        .map(|s| {
            let deck = GameDeck {
                main: s.deck.expanded(Section::Main),
                scene: s.deck.expanded(Section::Scene),
                stories: s.deck.expanded(Section::Story),
                main_character: s.deck.expanded(Section::MainCharacter)[0].clone(),
            };
            (s.code, deck)
        })
        .collect();
    let duel_games = 10_000u64;
    let mut duel_total = 0.0;
    println!(
        "two-player: {duel_games} games per pairing (fast policy both sides, abilities on, first player alternating, one thread)"
    );
    for i in 0..decks.len() {
        let (a, b) = (&decks[i], &decks[(i + 1) % decks.len()]);
        let (rate, report, allocations) = measure_duel(&a.1, &b.1, &with_abilities, duel_games);
        duel_total += rate;
        println!(
            "  {} vs {}: {rate:.0} games/s; {} won {:.1}%, {} {}, unfinished {}; {allocations} allocations ({:.4} per game)",
            a.0,
            b.0,
            a.0,
            100.0 * report.win_rate(),
            b.0,
            report.rival,
            report.draws,
            allocations as f64 / duel_games as f64
        );
    }
    println!(
        "  two-player {:.0} games/s on average, beside the passive goldfish {:.0} games/s (abilities on)",
        duel_total / decks.len() as f64,
        on_total / 6.0
    );
    let hands = 200_000u64;
    let first = starters().into_iter().next().expect("a starter");
    let deck = GameDeck {
        main: first.deck.expanded(Section::Main),
        scene: first.deck.expanded(Section::Scene),
        stories: first.deck.expanded(Section::Story),
        main_character: first.deck.expanded(Section::MainCharacter)[0].clone(),
    };
    let (bare, bare_sum) = bare_partial_fisher_yates(hands);
    let (engine, engine_sum) = engine_opening_hands(&deck, &with_abilities, hands);
    println!(
        "opening hands ({hands}, {}): engine deal {engine:.0}/s, bare partial Fisher-Yates {bare:.0}/s; ratio {:.2} (checksums {engine_sum} {bare_sum})",
        first.code,
        engine / bare
    );
}
