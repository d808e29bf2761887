//! Sandbox actions: each is logged and undoable, and moves cards without losing any.

use crate::game;

use game::{TestGame, assert_every_card_once, hand_ids, in_hand};
use ponydeck::engine::{
    Action, ActionError, DeckKind, Duration, Event, PendingKind, Present, SandboxAction, TapTarget,
    Token, Zone,
};

fn sandbox(game: &mut ponydeck::engine::Game, action: SandboxAction) -> Vec<Event> {
    let before = game.state().clone();
    let events = game
        .apply(Action::Sandbox(action))
        .unwrap_or_else(|e| panic!("{action:?}: {e}"));
    assert_eq!(game.log().last(), Some(&Action::Sandbox(action)));
    // Each sandbox action is undoable to the exact state, and redoable.
    let after = game.state().clone();
    game.undo().expect("undo");
    assert_eq!(game.state(), &before);
    game.redo().expect("redo");
    assert_eq!(game.state(), &after);
    assert_every_card_once(game, &format!("after {action:?}"));
    events
}

#[test]
fn draw_and_discard_move_cards_between_main_deck_hand_and_retirement_rule_601_and_602() {
    let mut game = TestGame::sd01a().kept();
    sandbox(&mut game, SandboxAction::Draw { count: 2 });
    assert_eq!(game.state().acting().hand.len(), 7);
    let card = in_hand(&game, "SD01A-SR01");
    sandbox(&mut game, SandboxAction::Discard { card });
    assert_eq!(game.view().you.retirement, ["SD01A-SR01"]);
}

#[test]
fn any_card_moves_to_any_zone_and_to_the_top_or_bottom_of_a_deck_rule_609_1() {
    let mut game = TestGame::sd01a().kept();
    let card = in_hand(&game, "SD01A-U01");
    sandbox(
        &mut game,
        SandboxAction::Move {
            card,
            to: Zone::MainDeckTop,
        },
    );
    assert_eq!(game.state().acting().main_deck.last(), Some(&card));
    sandbox(
        &mut game,
        SandboxAction::Move {
            card,
            to: Zone::MainDeckBottom,
        },
    );
    assert_eq!(game.state().acting().main_deck.first(), Some(&card));
    sandbox(
        &mut game,
        SandboxAction::Move {
            card,
            to: Zone::Character(2),
        },
    );
    assert!(game.view().you.adventure[2].is_some());
    let item = in_hand(&game, "SD01A-SR02");
    sandbox(
        &mut game,
        SandboxAction::Move {
            card: item,
            to: Zone::Item(2),
        },
    );
    // Leaving the Adventure Area, the Character's Item goes to the Retirement Area (306.2.3).
    sandbox(
        &mut game,
        SandboxAction::Move {
            card,
            to: Zone::Hand,
        },
    );
    assert_eq!(game.view().you.retirement, ["SD01A-SR02"]);
    let plan = game.state().acting().plans[0].expect("plan").card;
    sandbox(
        &mut game,
        SandboxAction::Move {
            card: plan,
            to: Zone::Hand,
        },
    );
    assert_eq!(game.view().you.plans, 3);
    sandbox(
        &mut game,
        SandboxAction::Move {
            card,
            to: Zone::Plan(0),
        },
    );
    assert_eq!(game.view().you.plans, 4);
    let story = game.state().acting().stories[0];
    assert!(matches!(
        game.apply(Action::Sandbox(SandboxAction::Move {
            card: story,
            to: Zone::Hand
        })),
        Err(ActionError::Sandbox(_))
    ));
}

#[test]
fn looking_at_the_top_cards_moves_nothing_rule_613_2_0() {
    let mut game = TestGame::sd01a().kept();
    let events = sandbox(
        &mut game,
        SandboxAction::LookAtTop {
            deck: DeckKind::Main,
            count: 2,
        },
    );
    let top = *game.state().acting().main_deck.last().expect("top");
    assert_eq!(
        events.first(),
        Some(&Event::Looked {
            card: top,
            position: 0
        })
    );
    assert_eq!(events.len(), 2);
}

#[test]
fn shuffling_uses_the_seeded_rng_inside_the_state_rule_103_1_1() {
    let mut a = TestGame::sd01a().kept();
    let mut b = TestGame::sd01a().kept();
    sandbox(
        &mut a,
        SandboxAction::Shuffle {
            deck: DeckKind::Main,
        },
    );
    b.apply(Action::Sandbox(SandboxAction::Shuffle {
        deck: DeckKind::Main,
    }))
    .expect("shuffle");
    assert_eq!(a.state(), b.state());
}

#[test]
fn tapping_untapping_and_flipping_change_only_that_card_rule_610_and_204_5_2() {
    let mut game = TestGame::sd01a().kept();
    sandbox(
        &mut game,
        SandboxAction::SetTapped {
            target: TapTarget::Scene(1),
            tapped: true,
        },
    );
    assert!(game.state().acting().scene_area[1].tapped);
    sandbox(&mut game, SandboxAction::FlipScene { scene: 0 });
    assert!(game.state().acting().scene_area[0].face_up);
    sandbox(
        &mut game,
        SandboxAction::SetTapped {
            target: TapTarget::MainCharacter,
            tapped: true,
        },
    );
    assert!(game.view().you.main_character_tapped);
}

#[test]
fn inspiration_changes_tokens_and_presents_apply_to_a_character_rule_207_2() {
    let mut game = TestGame::sd01a().kept();
    let card = in_hand(&game, "SD01A-U01");
    sandbox(
        &mut game,
        SandboxAction::Move {
            card,
            to: Zone::Character(0),
        },
    );
    sandbox(
        &mut game,
        SandboxAction::ChangeInspiration {
            slot: 0,
            delta: 2,
            duration: Duration::Permanent,
        },
    );
    assert_eq!(
        game.view().you.adventure[0].as_ref().map(|a| a.inspiration),
        Some(6)
    );
    sandbox(
        &mut game,
        SandboxAction::GiveToken {
            slot: 0,
            token: Token::Treat,
        },
    );
    assert!(
        game.view().you.adventure[0]
            .as_ref()
            .is_some_and(|a| a.treat)
    );
    sandbox(
        &mut game,
        SandboxAction::RemoveToken {
            slot: 0,
            token: Token::Treat,
        },
    );
    for present in [Present::PinkiePie, Present::TwilightSparkle] {
        sandbox(
            &mut game,
            SandboxAction::GiveToken {
                slot: 0,
                token: Token::Present(present),
            },
        );
    }
    // Pinkie Pie's Present: +1 Inspiration this turn, carried out at once (207.2.2c).
    sandbox(
        &mut game,
        SandboxAction::UnwrapPresent {
            slot: 0,
            present: Present::PinkiePie,
        },
    );
    assert_eq!(
        game.view().you.adventure[0].as_ref().map(|a| a.inspiration),
        Some(7)
    );
    // Twilight Sparkle's Present becomes a pending ability with its unwrap text.
    sandbox(
        &mut game,
        SandboxAction::UnwrapPresent {
            slot: 0,
            present: Present::TwilightSparkle,
        },
    );
    let pending = &game.view().pending[0];
    assert_eq!(pending.kind, PendingKind::Present(Present::TwilightSparkle));
    assert!(pending.text.starts_with("Reveal the top 2 cards"));
    assert!(
        game.apply(Action::Sandbox(SandboxAction::UnwrapPresent {
            slot: 0,
            present: Present::Rarity
        }))
        .is_err()
    );
}

#[test]
fn a_plan_can_be_revealed_and_sparring_rivals_placed_and_removed() {
    let mut game = TestGame::sd01a().kept();
    sandbox(&mut game, SandboxAction::RevealPlan { stage: 2 });
    assert!(game.state().acting().plans[2].is_some_and(|p| p.revealed));
    sandbox(
        &mut game,
        SandboxAction::PlaceSparring {
            lane: 1,
            inspiration: 6,
        },
    );
    assert_eq!(game.view().rival.adventure, [None, Some(6), None]);
    sandbox(&mut game, SandboxAction::RemoveSparring { lane: 1 });
    assert_eq!(game.view().rival.adventure, [None, None, None]);
    assert_eq!(hand_ids(&game).len(), 5);
}
