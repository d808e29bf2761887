//! Long random-action runs of the engine: game after game of random legal actions (and some
//! sandbox moves) over the six SD01 starters and both rules, checking after every action that
//! every one of the 70 cards is in exactly one zone and nothing panics; in the first games,
//! also that undo/redo and a save/load round trip give back the exact state, at every
//! [`CHECK_EVERY`]th step and the last (undo and load replay the log, so checking every step
//! was quadratic in the game's length).
//!
//! CI plays `PONYDECK_LONG_RUN_ACTIONS` actions (default 20,000). The long run of
//! `docs/reliability.md` is
//! `PONYDECK_LONG_RUN_ACTIONS=2000000 cargo test --release --test engine engine_long_run -- --nocapture`.
//!
//! The golden runs pin what seeded games do: a hash over every action and outcome of a fixed
//! set of two-player and goldfish games. A change to the engine or the built-in players that
//! changes any game changes the hash; change the pinned value only on purpose, saying why in the
//! commit.

use crate::game;

use game::{assert_every_card_once, catalog, starter_deck};
use ponydeck::engine::{Action, CardHandle, Game, GameConfig, SandboxAction, Side, Zone};
use ponydeck::format::RulesVersion;
use ponydeck::sim::{GoldfishPolicy, Opponent, RandomPlayer, game_seed, play_duel};
use rand::{RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;

const DECKS: [&str; 6] = ["SD01A", "SD01B", "SD01C", "SD01D", "SD01E", "SD01F"];

/// Games whose steps are also undone, redone, saved and loaded (every [`CHECK_EVERY`]th and
/// the last).
const CHECKED_GAMES: u64 = 3;

/// In a checked game, the steps undone, redone, saved and loaded: every this many, and the last.
const CHECK_EVERY: usize = 16;

/// A game's steps at most.
const STEPS: usize = 2000;

fn actions_to_play() -> u64 {
    std::env::var("PONYDECK_LONG_RUN_ACTIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000)
}

#[test]
fn millions_of_random_actions_keep_every_card_and_round_trip() {
    let target = actions_to_play();
    let decks: Vec<_> = DECKS.iter().map(|d| starter_deck(d)).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(14);
    let (mut played, mut games, mut refused_sandbox) = (0u64, 0u64, 0u64);
    let mut legal = Vec::new();
    while played < target {
        let seed: u64 = rng.random();
        let config = GameConfig {
            rules: if rng.random() {
                RulesVersion::V2_0_0
            } else {
                RulesVersion::V1_3_0
            },
            first_player: rng.random(),
            rival_plans: rng.random_range(0..5),
            shuffle: true,
        };
        let deck = &decks[rng.random_range(0..decks.len())];
        let mut game = Game::new(deck, catalog(), config, seed).expect("a starter deck sets up");
        let checked = games < CHECKED_GAMES;
        for step in 0..STEPS {
            game.legal_actions_into(&mut legal);
            let context = format!("game {games} (seed {seed}, {config:?}) step {step}");
            let before = checked.then(|| game.state().clone());
            if rng.random_range(0..100) < 5 {
                let card = CardHandle(rng.random_range(0..70));
                let to =
                    [Zone::Hand, Zone::MainDeckBottom, Zone::Retirement][rng.random_range(0..3)];
                if game
                    .apply(Action::Sandbox(SandboxAction::Move { card, to }))
                    .is_err()
                {
                    refused_sandbox += 1;
                    continue;
                }
            } else {
                let Some(&action) = legal.get(rng.random_range(0..legal.len().max(1))) else {
                    break; // The game is over.
                };
                if let Err(e) = game.apply(action) {
                    panic!("{context}: legal {action:?} refused: {e}");
                }
            }
            played += 1;
            assert_every_card_once(&game, &context);
            let sampled =
                step % CHECK_EVERY == 0 || step + 1 == STEPS || game.state().winner().is_some();
            if let Some(before) = before
                && sampled
            {
                let after = game.state().clone();
                game.undo().expect("undo");
                assert_eq!(game.state(), &before, "{context}: undo");
                game.redo().expect("redo");
                assert_eq!(game.state(), &after, "{context}: redo");
                let json = game.to_json().expect("saves");
                let loaded = Game::from_json(&json, catalog()).expect("loads");
                assert_eq!(loaded.state(), game.state(), "{context}: save/load");
            }
            if game.state().winner().is_some() {
                break;
            }
        }
        games += 1;
    }
    eprintln!(
        "{played} actions in {games} games ({refused_sandbox} sandbox moves refused cleanly)"
    );
}

/// FNV-1a over the text of every game, so the pinned value does not depend on Rust's hasher.
#[derive(Debug)]
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn add(&mut self, text: &str) {
        for byte in text.bytes() {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

fn golden_config(i: u64) -> GameConfig {
    GameConfig {
        rules: if i.is_multiple_of(2) {
            RulesVersion::V1_3_0
        } else {
            RulesVersion::V2_0_0
        },
        first_player: !i.is_multiple_of(3),
        rival_plans: 4,
        shuffle: true,
    }
}

/// Plays `games` two-player games over pairs of starters, both rules and both seats, the
/// built-in goldfish player against itself and against the random player, and hashes every
/// action and outcome.
fn two_player_hash(games: u64) -> (u64, Fnv) {
    let decks: Vec<_> = DECKS.iter().map(|d| starter_deck(d)).collect();
    let mut hash = Fnv::new();
    let mut events = Vec::new();
    let mut actions = 0;
    for i in 0..games {
        let (you, rival) = (
            &decks[(i % 6) as usize],
            &decks[((i / 6 + i + 1) % 6) as usize],
        );
        let seed = game_seed(44, i);
        let mut game = Game::new_two_player(you, rival, catalog(), golden_config(i), seed)
            .expect("two starters make a game");
        game.set_recording(true);
        let mut first = GoldfishPolicy::new();
        let (mut second, mut random) = (GoldfishPolicy::new(), RandomPlayer::default());
        let other: &mut dyn Opponent = if i % 4 == 3 { &mut random } else { &mut second };
        let outcome = play_duel(&mut game, seed, 40, &mut first, other, &mut events);
        actions += game.log().len() as u64;
        hash.add(&format!("{i} {outcome:?} {:?}\n", game.log()));
    }
    (actions, hash)
}

/// Plays `games` goldfish games of each starter against the passive rival with the built-in
/// goldfish player, and hashes every action and outcome.
fn goldfish_hash(games: u64) -> (u64, Fnv) {
    let mut hash = Fnv::new();
    let mut actions = 0;
    for (d, name) in DECKS.iter().enumerate() {
        let deck = starter_deck(name);
        for i in 0..games {
            let seed = game_seed(45 + d as u64, i);
            let mut game = Game::new(&deck, catalog(), golden_config(i), seed).expect("a game");
            game.set_recording(true);
            let outcome = GoldfishPolicy::new().play(&mut game, seed, 30);
            let winner: Option<Side> = game.state().winner();
            actions += game.log().len() as u64;
            hash.add(&format!(
                "{name} {i} {outcome:?} {winner:?} {:?}\n",
                game.log()
            ));
        }
    }
    (actions, hash)
}

#[test]
fn seeded_two_player_games_play_exactly_as_pinned() {
    let (actions, hash) = two_player_hash(240);
    assert_eq!(
        (actions, format!("{:016x}", hash.0)),
        (15665, "bea9a2e54715898b".to_string()),
        "the 240 golden two-player games changed: if on purpose, pin the new value and say why \
         in the commit"
    );
}

#[test]
fn seeded_goldfish_games_play_exactly_as_pinned() {
    let (actions, hash) = goldfish_hash(40);
    assert_eq!(
        (actions, format!("{:016x}", hash.0)),
        (5174, "4267afdfff88dd4e".to_string()),
        "the 240 golden goldfish games changed: if on purpose, pin the new value and say why in \
         the commit"
    );
}
