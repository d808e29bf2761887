//! Property test: long random sequences of legal actions (and sandbox actions) on the six SD01
//! starter decks never panic, always account for all 70 cards, undo to the exact prior state,
//! and replay from seed + log to the identical state. Undo and redo are checked at every
//! [`UNDO_EVERY`]th step and at the last one: undo replays the log from setup, so checking it
//! at every step made the test quadratic in its length.

use crate::game;

use game::{assert_every_card_once, catalog, starter_deck};
use ponydeck::engine::{
    Action, CardHandle, DeckKind, Duration, Game, GameConfig, Present, SandboxAction, TapTarget,
    Token, Zone,
};
use ponydeck::format::RulesVersion;
use proptest::prelude::*;

const DECKS: [&str; 6] = ["SD01A", "SD01B", "SD01C", "SD01D", "SD01E", "SD01F"];

/// Undo and redo are checked at every this many steps (and at the last step).
const UNDO_EVERY: usize = 8;

fn sandbox_action(pick: u32) -> SandboxAction {
    let small = (pick >> 8) as u8;
    let card = CardHandle(((pick >> 4) % 70) as u8);
    let slot = small % 4; // 3 is out of range on purpose: it must be refused cleanly.
    match pick % 14 {
        0 => SandboxAction::Draw { count: small % 3 },
        1 => SandboxAction::Discard { card },
        2 | 3 => {
            let zones = [
                Zone::MainDeckTop,
                Zone::MainDeckBottom,
                Zone::SceneDeckTop,
                Zone::SceneDeckBottom,
                Zone::Hand,
                Zone::SceneArea,
                Zone::Character(slot),
                Zone::Item(slot),
                Zone::Plan(slot),
                Zone::Retirement,
                Zone::Settlement,
                Zone::StoryArea,
            ];
            SandboxAction::Move {
                card,
                to: zones[usize::from(small) % zones.len()],
            }
        }
        4 => SandboxAction::LookAtTop {
            deck: DeckKind::Main,
            count: small % 4,
        },
        5 => SandboxAction::Shuffle {
            deck: if small.is_multiple_of(2) {
                DeckKind::Main
            } else {
                DeckKind::Scene
            },
        },
        6 => SandboxAction::SetTapped {
            target: match small % 3 {
                0 => TapTarget::Scene(small % 5),
                1 => TapTarget::Character(slot),
                _ => TapTarget::MainCharacter,
            },
            tapped: pick & 0x8000 != 0,
        },
        7 => SandboxAction::FlipScene { scene: small % 5 },
        8 => SandboxAction::ChangeInspiration {
            slot,
            delta: (small % 7) as i8 - 3,
            duration: [Duration::Contact, Duration::Turn, Duration::Permanent]
                [usize::from(small % 3)],
        },
        9 => SandboxAction::GiveToken {
            slot,
            token: if small % 7 == 6 {
                Token::Treat
            } else {
                Token::Present(Present::ALL[usize::from(small % 6)])
            },
        },
        10 => SandboxAction::UnwrapPresent {
            slot,
            present: Present::ALL[usize::from(small % 6)],
        },
        11 => SandboxAction::RevealPlan { stage: small % 5 },
        12 => SandboxAction::PlaceSparring {
            lane: slot,
            inspiration: small % 9,
        },
        _ => SandboxAction::RemoveSparring { lane: slot },
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_play_keeps_every_card_undoes_exactly_and_replays_identically(
        seed in any::<u64>(),
        deck in 0usize..6,
        first in any::<bool>(),
        newest in any::<bool>(),
        plans in 0u8..5,
        steps in proptest::collection::vec((0u8..=255, any::<u32>()), 50..300),
    ) {
        let config = GameConfig {
            rules: if newest { RulesVersion::V2_0_0 } else { RulesVersion::V1_3_0 },
            first_player: first,
            rival_plans: plans,
            shuffle: true,
        };
        let mut game = Game::new(&starter_deck(DECKS[deck]), catalog(), config, seed)
            .expect("sets up");
        assert_every_card_once(&game, "after setup");
        let mut legal = Vec::new();
        let last = steps.len() - 1;
        for (step, (kind, pick)) in steps.into_iter().enumerate() {
            game.legal_actions_into(&mut legal);
            let before = game.state().clone();
            if kind < 215 {
                let Some(action) = legal.get(pick as usize % legal.len().max(1)).copied() else {
                    break; // The game is over.
                };
                let applied = game.apply(action);
                prop_assert!(applied.is_ok(), "legal {action:?} refused: {applied:?}");
            } else {
                let action = Action::Sandbox(sandbox_action(pick));
                if game.apply(action).is_err() {
                    prop_assert_eq!(game.state(), &before, "a refused action changed nothing");
                    continue;
                }
            }
            assert_every_card_once(&game, &format!("after {:?}", game.log().last()));
            let over = game.state().winner().is_some();
            if step % UNDO_EVERY != 0 && step != last && !over {
                continue;
            }
            let after = game.state().clone();
            game.undo().expect("undo");
            prop_assert_eq!(game.state(), &before, "undo restores the exact prior state");
            game.redo().expect("redo");
            prop_assert_eq!(game.state(), &after);
        }
        let replayed = Game::replay(game.deck(), catalog(), config, seed, game.log())
            .expect("replays");
        prop_assert_eq!(
            serde_json::to_string(replayed.state()).expect("json"),
            serde_json::to_string(game.state()).expect("json")
        );
        let loaded = Game::from_json(&game.to_json().expect("json"), catalog()).expect("loads");
        prop_assert_eq!(loaded.state(), game.state());
    }
}
