//! A two-player game told from your side (issue 11, "in the app"): the rival's actions and
//! events in the third person, its hidden cards never named (304.3.0), and the lane buttons
//! naming the playing rival's real Inspiration (404.3).

mod game;

use game::{hand_character, starter_deck, unshuffled_duel};
use ponydeck::engine::{Action, Event, LaneChoice, SandboxAction, Side, Zone};
use ponydeck::format::RulesVersion;

#[test]
fn the_rivals_draw_is_told_without_naming_the_card_rule_304_3_0() {
    let mut game = unshuffled_duel(
        starter_deck("SD01A"),
        starter_deck("SD01B"),
        RulesVersion::V1_3_0,
        true,
    );
    let events = game.apply(Action::EndTurn).expect("turn 1 ends");
    assert_eq!(game.to_act(), Side::Rival);
    let drawn = events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Drew { card } => Some(*card),
            _ => None,
        })
        .expect("the rival draws on turn 2 (402.2)");
    let lines = game.describe_events(&events, Side::You, Side::You);
    assert!(
        lines.iter().any(|l| l == "The rival draws a card."),
        "{lines:?}"
    );
    let name = game.table().name(drawn).to_string();
    let id = game.table().card_id(drawn).to_string();
    assert!(
        !lines
            .iter()
            .any(|l| l.contains("draws") && (l.contains(&id) || l.contains(&name))),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "Turn 2 begins (the rival's turn)."),
        "{lines:?}"
    );
}

#[test]
fn the_rivals_play_is_told_in_the_third_person_from_its_own_slots() {
    let mut game = unshuffled_duel(
        starter_deck("SD01A"),
        starter_deck("SD01B"),
        RulesVersion::V1_3_0,
        true,
    );
    game.apply(Action::EndTurn).expect("turn 1 ends");
    let play = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::PlayCharacter { slot: 0, .. }))
        .expect("the rival can play a Character on turn 2");
    let line = game.describe_for(&play, Side::You);
    assert!(line.starts_with("The rival plays "), "{line}");
    assert!(line.ends_with(" into its slot 1"), "{line}");
    assert_eq!(
        game.describe_for(&Action::EndTurn, Side::You),
        "The rival ends its turn"
    );
    // The player to act, told to itself: the words of `describe`.
    assert_eq!(game.describe_for(&play, Side::Rival), game.describe(&play));
    let events = game.apply(play).expect("the rival plays");
    let lines = game.describe_events(&events, Side::Rival, Side::You);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("The rival pays ") && l.contains("Force of Harmony")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("from the rival's hand to the rival's slot 1")),
        "a card played from the hand is public: {lines:?}"
    );
    assert!(!lines.iter().any(|l| l.starts_with("You ")), "{lines:?}");
}

#[test]
fn the_lane_button_names_the_playing_rivals_inspiration_rule_404_3() {
    let mut game = unshuffled_duel(
        starter_deck("SD01A"),
        starter_deck("SD01A"),
        RulesVersion::V1_3_0,
        true,
    );
    let mine = hand_character(&game);
    game.apply(Action::Sandbox(SandboxAction::Move {
        card: mine,
        to: Zone::Character(0),
    }))
    .expect("placed");
    game.apply(Action::EndTurn).expect("turn 1 ends");
    let theirs = hand_character(&game);
    // Its slot 3 faces your slot 1.
    game.apply(Action::Sandbox(SandboxAction::Move {
        card: theirs,
        to: Zone::Character(2),
    }))
    .expect("placed");
    game.apply(Action::EndTurn).expect("turn 2 ends");
    game.apply(Action::BeginContact).expect("contact on turn 3");
    assert!(game.state().lane_contested());
    let rival = game.state().rival_inspiration_of(game.table(), 0);
    assert!(rival > 0);
    let label = game.describe(&Action::ResolveLane {
        choice: LaneChoice::Auto,
    });
    assert_eq!(
        label,
        format!("Lane 1: Contact against the rival's Inspiration {rival} (the lower retires)")
    );
}
