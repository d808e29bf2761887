//! Deck tuning at the size of issue 42's benchmark: the SD01A starter weakened by hand (its
//! four SD01A-C02 Twilight Sparkle, cost 2, swapped for four BP03-U14 Philomena, cost 5), tuned
//! against a five-deck field (SD01B to SD01F) with a pool of the four removed Twilights among
//! the 21 BP01 commons, by the trusted default player on two threads, `ponydeck tune`'s default
//! budget (`--games 400`).
//!
//! It prints the candidates, the games each candidate played in the first search, the time,
//! and the tuning run's games per second as a ratio to the same player's games per second in a
//! plain run of the same field measured in the same process (the baseline); then how much of
//! the weakening the tuned deck won back, the deck as shipped, as weakened and as tuned all
//! measured on the same fresh seeds. Nothing is asserted.
//!
//! `-- --strong` measures the three decks again with the strong player (`search:100`), the
//! confirmation issue 42 asks for; it takes several minutes.
//!
//! Run: `cargo bench --no-default-features --bench tune [-- --strong]`.

use std::path::Path;
use std::time::Instant;

use ponydeck::card::{CardId, CardIndex};
use ponydeck::catalog::Catalog;
use ponydeck::deck::{Deck, Section, starter};
use ponydeck::engine::GameDeck;
use ponydeck::format::RulesVersion;
use ponydeck::sim::{PairedDiff, PlayerKind, PoolCard, Rate, TuneSettings, scores, tune};

fn id(text: &str) -> CardId {
    CardId::parse(text).expect("an ID")
}

fn deck(code: &str) -> Deck {
    starter(code).expect("a shipped starter").deck
}

fn settings(player: PlayerKind, threads: usize) -> TuneSettings {
    // `ponydeck tune`'s defaults: `--games 400` (the race starts at an eighth), four swaps.
    TuneSettings {
        seed: 2026,
        player,
        rules: RulesVersion::NEWEST,
        turn_cap: 100,
        threads,
        max_swaps: 4,
        first_round: 50,
        confirm: 400,
        deadline: None,
    }
}

/// A deck's win rate against the field on `per_deck` games per field deck, seeds `base`, and
/// its games' scores.
fn rate(
    d: &Deck,
    field: &[GameDeck],
    cards: &CardIndex,
    s: &TuneSettings,
    base: u64,
    per_deck: u64,
) -> (Rate, Vec<f64>) {
    let dealt = GameDeck::from_deck(d, cards).expect("dealt");
    let games = scores(&dealt, field, cards, s, base, per_deck).expect("played");
    let n = games.len();
    let sum: f64 = games.iter().sum();
    let (low, high) = ponydeck::sim::wilson_interval_of(sum, n as u64);
    (
        Rate {
            win_rate: sum / n as f64,
            low,
            high,
            games: n,
        },
        games,
    )
}

fn show(label: &str, r: &Rate) {
    println!(
        "  {label:<10} {:5.1}% (95% interval {:.1}-{:.1}%, {} games)",
        r.win_rate * 100.0,
        r.low * 100.0,
        r.high * 100.0,
        r.games
    );
}

fn main() {
    let strong = std::env::args().any(|a| a == "--strong");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let catalog = Catalog::open(&root.join("cards.db")).expect("cards.db");
    let cards = catalog.index();
    let original = deck("SD01A");
    let mut weak = original.clone();
    weak.remove_from(Section::Main, &id("SD01A-C02"), 4);
    weak.add_to(Section::Main, &id("BP03-U14"), 4);
    let names = ["SD01B", "SD01C", "SD01D", "SD01E", "SD01F"];
    let field: Vec<(String, Deck)> = names.iter().map(|n| (n.to_string(), deck(n))).collect();
    let dealt_field: Vec<GameDeck> = field
        .iter()
        .map(|(_, d)| GameDeck::from_deck(d, cards).expect("dealt"))
        .collect();
    let mut pool = vec![PoolCard {
        card_id: id("SD01A-C02"),
        copies: 4,
    }];
    for n in 1..=21 {
        pool.push(PoolCard {
            card_id: id(&format!("BP01-C{n:02}")),
            copies: 1,
        });
    }
    let keep = [id("BP03-U14")];
    let threads = 2;
    let player = PlayerKind::TRUSTED_DEFAULT;
    let s = settings(player, threads);
    println!(
        "tune: SD01A weakened (4x SD01A-C02 -> 4x BP03-U14, kept in), field {}, pool SD01A-C02 x4 + BP01-C01..C21, player {}, {threads} threads",
        names.join(","),
        player.label()
    );

    // The baseline: the same player's plain games per second against the same field.
    let baseline_games = 40_000 / names.len() as u64;
    let dealt_weak = GameDeck::from_deck(&weak, cards).expect("dealt");
    let start = Instant::now();
    let plain = scores(&dealt_weak, &dealt_field, cards, &s, 77, baseline_games).expect("played");
    let plain_rate = plain.len() as f64 / start.elapsed().as_secs_f64();
    println!(
        "baseline: {} plain games, {:.0} games/s",
        plain.len(),
        plain_rate
    );

    let start = Instant::now();
    let answer = tune(&weak, &field, &pool, &keep, cards, &s).expect("tuned");
    let seconds = start.elapsed().as_secs_f64();
    let tune_rate = answer.games as f64 / seconds;
    println!(
        "tuning: {} legal swaps, {:.0} games per candidate in the first search, {} games in all, {:.1} s, {:.0} games/s (ratio to the baseline {:.2})",
        answer.candidates,
        answer.games_per_candidate,
        answer.games,
        seconds,
        tune_rate,
        tune_rate / plain_rate
    );
    for taken in &answer.swaps {
        println!(
            "  out {}, in {}: {:+.1} points (95% interval {:+.1} to {:+.1})",
            taken.swap.out,
            taken.swap.into,
            taken.gain.mean * 100.0,
            taken.gain.low * 100.0,
            taken.gain.high * 100.0
        );
    }

    let recovery = |label: &str, s: &TuneSettings, per_deck: u64| {
        // The same fresh seeds for all three decks (the search never used seed 31337).
        let (shipped, _) = rate(&original, &dealt_field, cards, s, 31_337, per_deck);
        let (weakened, weak_games) = rate(&weak, &dealt_field, cards, s, 31_337, per_deck);
        let (tuned, tuned_games) = rate(&answer.deck, &dealt_field, cards, s, 31_337, per_deck);
        println!("{label}:");
        show("shipped", &shipped);
        show("weakened", &weakened);
        show("tuned", &tuned);
        let loss = shipped.win_rate - weakened.win_rate;
        if loss > 0.0 {
            println!(
                "  recovered {:.0}% of the {:.1} points the weakening cost",
                (tuned.win_rate - weakened.win_rate) / loss * 100.0,
                loss * 100.0
            );
        } else {
            println!("  the weakening cost nothing measurable on these games");
        }
        let gain = PairedDiff::of(&tuned_games, &weak_games);
        println!(
            "  tuned against weakened, paired game by game: {:+.1} points (95% interval {:+.1} to {:+.1})",
            gain.mean * 100.0,
            gain.low * 100.0,
            gain.high * 100.0
        );
    };
    recovery(&format!("fresh seeds, {}", player.label()), &s, 2_000);
    if strong {
        let search = PlayerKind::Search { budget: 100 };
        let start = Instant::now();
        recovery(
            &format!("fresh seeds, {}", search.label()),
            &settings(search, threads),
            60,
        );
        println!("  ({:.0} s)", start.elapsed().as_secs_f64());
    }
}
