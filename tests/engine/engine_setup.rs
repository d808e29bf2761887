//! Setup scenarios (103 of the 1.3.0 rules) on the SD01A starter deck.

use crate::game;

use game::{TestGame, assert_every_card_once, hand_ids};
use ponydeck::engine::{Action, ActionError, Phase, Side};

#[test]
fn no_shuffle_keeps_the_list_order_and_draws_the_top_five_rule_103_4_1() {
    let game = TestGame::sd01a().build();
    assert_eq!(game.state().phase(), Phase::Setup);
    assert_eq!(
        hand_ids(&game),
        [
            "SD01A-SR01",
            "SD01A-SR01",
            "SD01A-SR02",
            "SD01A-SR02",
            "SD01A-U01"
        ]
    );
    assert_eq!(game.state().acting().main_deck.len(), 45);
}

#[test]
fn shuffling_with_the_same_seed_gives_the_same_hand_and_another_seed_another_rule_103_1() {
    let a = TestGame::sd01a().shuffled(42).build();
    let b = TestGame::sd01a().shuffled(42).build();
    assert_eq!(a.state(), b.state());
    let different = (43..60).any(|seed| {
        TestGame::sd01a()
            .shuffled(seed)
            .build()
            .state()
            .acting()
            .main_deck
            != a.state().acting().main_deck
    });
    assert!(different);
}

#[test]
fn a_mulligan_puts_the_hand_at_the_bottom_and_draws_five_new_cards_rule_103_4_1a() {
    let mut game = TestGame::sd01a().build();
    game.apply(Action::Mulligan).expect("mulligan");
    // The next five of the list: U01 U01 U02 U02 U02.
    assert_eq!(
        hand_ids(&game),
        [
            "SD01A-U01",
            "SD01A-U01",
            "SD01A-U02",
            "SD01A-U02",
            "SD01A-U02"
        ]
    );
    let table = game.table();
    let bottom: Vec<&str> = game.state().acting().main_deck[..5]
        .iter()
        .map(|c| table.card_id(*c))
        .collect();
    assert_eq!(
        bottom,
        [
            "SD01A-SR01",
            "SD01A-SR01",
            "SD01A-SR02",
            "SD01A-SR02",
            "SD01A-U01"
        ]
    );
}

#[test]
fn only_one_mulligan_and_only_before_turn_one_rule_103_4_1c() {
    let mut game = TestGame::sd01a().build();
    game.apply(Action::Mulligan).expect("mulligan");
    assert_eq!(game.apply(Action::Mulligan), Err(ActionError::HandDecided));
    assert_eq!(game.apply(Action::Keep), Err(ActionError::HandDecided));
}

#[test]
fn four_plans_come_from_the_top_onto_stories_one_to_four_after_the_hand_rule_103_4_2() {
    let game = TestGame::sd01a().kept();
    let table = game.table();
    let plans: Vec<&str> = game
        .state()
        .acting()
        .plans
        .iter()
        .map(|p| table.card_id(p.expect("plan").card))
        .collect();
    assert_eq!(plans, ["SD01A-U01", "SD01A-U01", "SD01A-U02", "SD01A-U02"]);
    assert_eq!(game.view().you.plans, 4);
    assert_eq!(game.view().rival.plans, [true, true, true, true]);
}

#[test]
fn the_first_player_places_the_first_scene_face_down_rule_103_4_3() {
    let game = TestGame::sd01a().kept();
    let scenes = &game.state().acting().scene_area;
    // Setup's face-down Scene, then turn 1's Start Phase adds a face-up one (402.3).
    assert_eq!(scenes.len(), 2);
    assert!(!scenes[0].face_up);
    assert!(scenes[1].face_up);
}

#[test]
fn the_second_player_places_the_first_scene_face_up_rule_103_4_3() {
    let game = TestGame::sd01a().second().kept();
    let scenes = &game.state().acting().scene_area;
    assert!(scenes.iter().all(|s| s.face_up));
    assert_eq!(scenes.len(), 2);
}

#[test]
fn the_rival_has_k_plans_on_its_stories_one_to_k() {
    let game = TestGame::sd01a().rival_plans(2).kept();
    assert_eq!(game.view().rival.plans, [true, true, false, false]);
}

#[test]
fn the_main_character_starts_left_of_the_stories_and_the_stories_are_in_stage_order_rule_103_2() {
    let game = TestGame::sd01a().kept();
    assert_eq!(game.view().you.story_stage, 0);
    let table = game.table();
    let stages: Vec<u8> = game
        .state()
        .acting()
        .stories
        .iter()
        .map(|s| {
            table
                .info(*s)
                .and_then(|i| i.stage)
                .expect("stage")
                .number()
        })
        .collect();
    assert_eq!(stages, [1, 2, 3, 4]);
    assert_eq!(game.state().active(), Side::You);
}

#[test]
fn all_seventy_cards_are_accounted_for_after_setup() {
    let game = TestGame::sd01a().shuffled(9).kept();
    assert_every_card_once(&game, "after setup with seed 9");
}
