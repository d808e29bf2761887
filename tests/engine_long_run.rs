//! Long random-action runs of the engine: game after game of random legal actions (and some
//! sandbox moves) over the six SD01 starters and both rules, checking after every action that
//! every one of the 70 cards is in exactly one zone and nothing panics; in the first games,
//! also that undo/redo and a save/load round trip give back the exact state at every step.
//!
//! CI plays `PONYDECK_LONG_RUN_ACTIONS` actions (default 20,000). The long run of
//! `docs/reliability.md` is
//! `PONYDECK_LONG_RUN_ACTIONS=2000000 cargo test --release --test engine_long_run -- --nocapture`.

mod game;

use game::{assert_every_card_once, catalog, starter_deck};
use ponydeck::engine::{Action, CardHandle, Game, GameConfig, SandboxAction, Zone};
use ponydeck::format::RulesVersion;
use rand::{RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;

const DECKS: [&str; 6] = ["SD01A", "SD01B", "SD01C", "SD01D", "SD01E", "SD01F"];

/// Games whose every step is also undone, redone, saved and loaded.
const CHECKED_GAMES: u64 = 3;

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
        for step in 0..2000 {
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
            if let Some(before) = before {
                let after = game.state().clone();
                game.undo().expect("undo");
                assert_eq!(game.state(), &before, "{context}: undo");
                game.redo().expect("redo");
                assert_eq!(game.state(), &after, "{context}: redo");
                let json = game.to_json().expect("saves");
                let loaded = Game::from_json(&json, catalog()).expect("loads");
                assert_eq!(loaded.state(), game.state(), "{context}: save/load");
            }
            if game.state().winner.is_some() {
                break;
            }
        }
        games += 1;
    }
    eprintln!(
        "{played} actions in {games} games ({refused_sandbox} sandbox moves refused cleanly)"
    );
}
