//! Turn scenarios (401-405 of the 1.3.0 rules): Start, Main, Contact and End Phases, and the
//! rival's turns passing by themselves. SD01A starter deck, unshuffled unless said.

use crate::game;

use game::{TestGame, advance_to_turn, contact, in_hand, play_character, spar};
use ponydeck::card::CardId;
use ponydeck::engine::{
    Action, ActionError, ContactOutcome, Duration, Event, LaneChoice, PendingKind, Phase,
    SandboxAction, Side, Zone,
};

fn move_to_slot(game: &mut ponydeck::engine::Game, id: &str, slot: u8) {
    let card_id = CardId::parse(id).expect("id");
    let all: Vec<_> = game.state().acting().main_deck.clone();
    let card = game
        .table()
        .find_in(&card_id, &all)
        .expect("card in the Main Deck");
    game.apply(Action::Sandbox(SandboxAction::Move {
        card,
        to: Zone::Character(slot),
    }))
    .expect("move");
}

fn lanes(events: &[Event]) -> Vec<(u8, ContactOutcome)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Lane { slot, outcome } => Some((*slot, *outcome)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_first_player_skips_the_draw_on_turn_one_rule_402_2() {
    let game = TestGame::sd01a().kept();
    assert_eq!(game.state().turn(), 1);
    assert_eq!(game.state().phase(), Phase::Main);
    assert_eq!(game.state().acting().hand.len(), 5);
}

#[test]
fn the_second_player_draws_on_its_first_turn_rule_402_2() {
    let game = TestGame::sd01a().second().kept();
    assert_eq!(game.state().turn(), 2);
    assert_eq!(game.state().acting().hand.len(), 6);
}

#[test]
fn the_start_phase_untaps_draws_and_adds_a_face_up_scene_rule_402_1_to_402_3() {
    let mut game = TestGame::sd01a().top(&["SD01A-C04"]).kept();
    play_character(&mut game, "SD01A-C04", 0);
    assert!(game.state().acting().scene_area.iter().any(|s| s.tapped));
    game.apply(Action::EndTurn).expect("end");
    let state = game.state();
    assert_eq!(state.turn(), 3);
    assert!(state.acting().scene_area.iter().all(|s| !s.tapped));
    assert_eq!(state.acting().scene_area.len(), 3);
    assert!(state.acting().scene_area[2].face_up);
    assert_eq!(state.acting().hand.len(), 5);
}

#[test]
fn the_rivals_turn_passes_by_itself_and_turns_count_both_players_rule_401_1() {
    let mut game = TestGame::sd01a().kept();
    let events = game.apply(Action::EndTurn).expect("end");
    assert!(events.contains(&Event::TurnBegan {
        turn: 2,
        active: Side::Rival
    }));
    assert!(events.contains(&Event::TurnBegan {
        turn: 3,
        active: Side::You
    }));
    assert_eq!(game.state().active(), Side::You);
}

#[test]
fn drawing_from_an_empty_main_deck_loses_rule_104_2_0_and_402_2() {
    let mut game = TestGame::sd01a().kept();
    let left = game.state().acting().main_deck.len() as u8;
    game.apply(Action::Sandbox(SandboxAction::Draw { count: left }))
        .expect("draw all");
    assert_eq!(game.state().winner(), None);
    game.apply(Action::EndTurn).expect("end");
    assert_eq!(game.state().winner(), Some(Side::Rival));
    assert_eq!(game.view().winner, Some("rival"));
    assert_eq!(game.apply(Action::EndTurn), Err(ActionError::GameOver));
}

#[test]
fn the_contact_phase_is_skipped_on_turns_one_and_two_rule_404_1_0() {
    let mut game = TestGame::sd01a().top(&["SD01A-C04"]).kept();
    play_character(&mut game, "SD01A-C04", 0);
    let events = game.apply(Action::BeginContact).expect("contact");
    assert!(lanes(&events).is_empty());
    assert_eq!(game.state().phase(), Phase::End);
    assert_eq!(game.view().rival.plans, [true, true, true, true]);
}

#[test]
fn an_uncontested_lane_promotes_when_the_rival_has_no_plan_on_the_next_stage_rule_404_4() {
    let mut game = TestGame::sd01a().rival_plans(0).top(&["SD01A-C04"]).kept();
    play_character(&mut game, "SD01A-C04", 0);
    advance_to_turn(&mut game, 3);
    game.apply(Action::BeginContact).expect("contact");
    let hand = game.view().you.hand.len();
    let events = game
        .apply(Action::ResolveLane {
            choice: LaneChoice::Auto,
        })
        .expect("lane");
    assert!(lanes(&events).contains(&(0, ContactOutcome::Promoted(1))));
    assert_eq!(game.view().you.story_stage, 1);
    // Story I: "When promoted to this stage, draw 1 card." The engine carries it out (504).
    let resolved = |kind| {
        events
            .iter()
            .any(|e| matches!(e, Event::PendingResolved { kind: k, .. } if *k == kind))
    };
    assert!(resolved(PendingKind::Story));
    assert!(game.state().pending().is_empty());
    assert_eq!(game.view().you.hand.len(), hand + 1);
}

#[test]
fn an_uncontested_lane_intervenes_the_rivals_lowest_plan_when_promotion_is_blocked_rule_404_4_and_605_1()
 {
    let mut game = TestGame::sd01a().top(&["SD01A-C04"]).kept();
    play_character(&mut game, "SD01A-C04", 0);
    advance_to_turn(&mut game, 3);
    let events = contact(&mut game, LaneChoice::Auto);
    assert!(lanes(&events).contains(&(0, ContactOutcome::Intervened(1))));
    assert_eq!(game.view().rival.plans, [false, true, true, true]);
    assert_eq!(game.view().rival.hand, 1);
    assert_eq!(game.view().you.story_stage, 0);
}

#[test]
fn promoting_onto_a_stage_where_the_rival_has_a_plan_is_refused_rule_304_4_0() {
    let mut game = TestGame::sd01a().top(&["SD01A-C04"]).kept();
    play_character(&mut game, "SD01A-C04", 0);
    advance_to_turn(&mut game, 3);
    game.apply(Action::BeginContact).expect("contact");
    let before = game.state().clone();
    let refused = game.apply(Action::ResolveLane {
        choice: LaneChoice::Promote,
    });
    assert_eq!(refused, Err(ActionError::PromoteBlocked { stage: 1 }));
    assert_eq!(game.state(), &before);
}

#[test]
fn promoting_to_stage_four_wins_the_game_rule_104_1_0() {
    let mut game = TestGame::sd01a().rival_plans(0).kept();
    for slot in 0..3 {
        move_to_slot(&mut game, "SD01A-C04", slot);
    }
    advance_to_turn(&mut game, 3);
    contact(&mut game, LaneChoice::Promote);
    assert_eq!(game.view().you.story_stage, 3);
    advance_to_turn(&mut game, 5);
    contact(&mut game, LaneChoice::Promote);
    assert_eq!(game.view().you.story_stage, 4);
    assert_eq!(game.state().winner(), Some(Side::You));
    assert_eq!(game.view().winner, Some("you"));
}

#[test]
fn lanes_resolve_from_the_first_players_left_so_from_the_second_players_right_rule_404_2_0() {
    let mut game = TestGame::sd01a().second().rival_plans(0).kept();
    move_to_slot(&mut game, "SD01A-C04", 0);
    move_to_slot(&mut game, "SD01A-C04", 2);
    advance_to_turn(&mut game, 4);
    let events = contact(&mut game, LaneChoice::Auto);
    let order: Vec<u8> = lanes(&events).iter().map(|(slot, _)| *slot).collect();
    assert_eq!(order, [2, 1, 0]);

    let mut first = TestGame::sd01a().rival_plans(0).kept();
    move_to_slot(&mut first, "SD01A-C04", 0);
    move_to_slot(&mut first, "SD01A-C04", 2);
    advance_to_turn(&mut first, 3);
    let events = contact(&mut first, LaneChoice::Auto);
    let order: Vec<u8> = lanes(&events).iter().map(|(slot, _)| *slot).collect();
    assert_eq!(order, [0, 1, 2]);
}

#[test]
fn in_contact_the_lower_inspiration_retires_and_a_tie_retires_both_rule_404_3_3_and_404_3_4() {
    let mut game = TestGame::sd01a().kept();
    // SD01A-C04 Spike has Inspiration 2, SD01A-C02 Twilight Sparkle 4.
    move_to_slot(&mut game, "SD01A-C04", 0);
    move_to_slot(&mut game, "SD01A-C02", 1);
    move_to_slot(&mut game, "SD01A-C02", 2);
    advance_to_turn(&mut game, 3);
    spar(&mut game, 0, 3);
    spar(&mut game, 1, 4);
    spar(&mut game, 2, 3);
    let events = contact(&mut game, LaneChoice::Auto);
    assert_eq!(
        lanes(&events),
        [
            (0, ContactOutcome::RivalWon),
            (1, ContactOutcome::Tie),
            (2, ContactOutcome::YouWon)
        ]
    );
    let view = game.view();
    assert!(view.you.adventure[0].is_none());
    assert!(view.you.adventure[1].is_none());
    assert!(view.you.adventure[2].is_some());
    assert_eq!(view.rival.adventure, [Some(3), None, None]);
    assert_eq!(view.you.retirement, ["SD01A-C04", "SD01A-C02"]);
}

#[test]
fn inspo_boost_flips_a_face_up_scene_and_its_boost_lasts_until_the_end_of_the_contact_rule_404_3_1()
{
    let mut game = TestGame::sd01a().kept();
    move_to_slot(&mut game, "SD01A-C02", 0);
    advance_to_turn(&mut game, 3);
    spar(&mut game, 0, 5);
    game.apply(Action::BeginContact).expect("contact");
    // Scene 1 is the face-up Golden Oak Library: "[Inspo Boost] Your ｢Twilight Sparkle｣ gets
    // +1 Inspiration until the end of this Contact."
    game.apply(Action::InspoBoost { scene: 1 }).expect("boost");
    assert!(!game.state().acting().scene_area[1].face_up);
    // The engine carries the boost out on the Character in this Contact (404.3.1).
    assert!(game.state().pending().is_empty());
    assert_eq!(
        game.view().you.adventure[0].as_ref().unwrap().inspiration,
        5
    );
    // A face-down Scene cannot boost (204.5.2a).
    assert_eq!(
        game.apply(Action::InspoBoost { scene: 0 }),
        Err(ActionError::SceneFaceDown { scene: 1 })
    );
    let events = game
        .apply(Action::ResolveLane {
            choice: LaneChoice::Auto,
        })
        .expect("lane");
    // 4 + 1 = 5 against 5: a tie, both retire.
    assert!(lanes(&events).contains(&(0, ContactOutcome::Tie)));
}

#[test]
fn the_contact_boost_ends_with_the_contact_rule_404_3_5a() {
    let mut game = TestGame::sd01a().kept();
    move_to_slot(&mut game, "SD01A-C02", 0);
    advance_to_turn(&mut game, 3);
    spar(&mut game, 0, 1);
    game.apply(Action::BeginContact).expect("contact");
    game.apply(Action::Sandbox(SandboxAction::ChangeInspiration {
        slot: 0,
        delta: 2,
        duration: Duration::Contact,
    }))
    .expect("boost");
    assert_eq!(
        game.view().you.adventure[0].as_ref().map(|a| a.inspiration),
        Some(6)
    );
    game.apply(Action::ResolveLane {
        choice: LaneChoice::Auto,
    })
    .expect("lane");
    assert_eq!(
        game.view().you.adventure[0].as_ref().map(|a| a.inspiration),
        Some(4)
    );
}

#[test]
fn until_end_of_turn_inspiration_ends_in_the_end_phase_and_permanent_stays_rule_405_1_0() {
    let mut game = TestGame::sd01a().kept();
    move_to_slot(&mut game, "SD01A-C02", 0);
    for (delta, duration) in [(2, Duration::Turn), (1, Duration::Permanent)] {
        game.apply(Action::Sandbox(SandboxAction::ChangeInspiration {
            slot: 0,
            delta,
            duration,
        }))
        .expect("change");
    }
    assert_eq!(
        game.view().you.adventure[0].as_ref().map(|a| a.inspiration),
        Some(7)
    );
    game.apply(Action::EndTurn).expect("end");
    assert_eq!(
        game.view().you.adventure[0].as_ref().map(|a| a.inspiration),
        Some(5)
    );
}

#[test]
fn inspiration_below_zero_counts_as_zero_rule_607_1_0() {
    let mut game = TestGame::sd01a().kept();
    move_to_slot(&mut game, "SD01A-C04", 0);
    game.apply(Action::Sandbox(SandboxAction::ChangeInspiration {
        slot: 0,
        delta: -3,
        duration: Duration::Turn,
    }))
    .expect("change");
    assert_eq!(
        game.view().you.adventure[0].as_ref().map(|a| a.inspiration),
        Some(0)
    );
}

#[test]
fn the_end_phase_discards_the_last_cards_drawn_down_to_ten_rule_405_2_0() {
    let mut game = TestGame::sd01a().kept();
    game.apply(Action::Sandbox(SandboxAction::Draw { count: 8 }))
        .expect("draw");
    let hand = game.view().you.hand;
    assert_eq!(hand.len(), 13);
    game.apply(Action::EndTurn).expect("end");
    let view = game.view();
    // The last drawn goes first.
    let mut expected = hand[10..].to_vec();
    expected.reverse();
    assert_eq!(view.you.retirement, expected);
    // Turn 3 drew one more.
    assert_eq!(view.you.hand.len(), 11);
}

#[test]
fn the_player_may_choose_the_end_phase_discards_rule_405_2_0() {
    let mut game = TestGame::sd01a().kept();
    game.apply(Action::Sandbox(SandboxAction::Draw { count: 6 }))
        .expect("draw");
    let early = game.apply(Action::Discard {
        card: in_hand(&game, "SD01A-SR01"),
    });
    assert!(matches!(early, Err(ActionError::WrongPhase { .. })));
    game.apply(Action::PassContact).expect("to the End Phase");
    // A card that is not in the hand is refused by its ID and name.
    let story = game.state().acting().stories[0];
    let refused = game.apply(Action::Discard { card: story }).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "SD01A-C06 Searching for Elements of Harmony — Consulting the Guide is not in your hand"
    );
    let card = in_hand(&game, "SD01A-SR01");
    game.apply(Action::Discard { card }).expect("discard");
    assert_eq!(game.view().you.retirement, ["SD01A-SR01"]);
    assert_eq!(game.state().acting().hand.len(), 10);
    let another = in_hand(&game, "SD01A-SR02");
    assert_eq!(
        game.apply(Action::Discard { card: another }),
        Err(ActionError::NoDiscardNeeded { count: 10 })
    );
    game.apply(Action::EndTurn).expect("end");
    assert_eq!(game.view().you.retirement, ["SD01A-SR01"]);
}

#[test]
fn a_character_retired_in_contact_with_farewell_waits_in_the_settlement_area_rule_614_1_2() {
    // SD01A-U03 Spike: "[Farewell] Draw 2 cards, discard 1 card."
    let mut game = TestGame::sd01a().kept();
    move_to_slot(&mut game, "SD01A-U03", 0);
    advance_to_turn(&mut game, 3);
    spar(&mut game, 0, 9);
    game.apply(Action::BeginContact).expect("contact");
    game.apply(Action::ResolveLane {
        choice: LaneChoice::Auto,
    })
    .expect("lane");
    // It waits in the Settlement Area while its Farewell resolves: the engine draws 2 and
    // waits for the discard (615).
    assert_eq!(game.view().you.settlement, ["SD01A-U03"]);
    assert_eq!(game.view().pending[0].kind, PendingKind::Farewell);
    let decision = game.state().decision().expect("the discard is a decision");
    assert_eq!((decision.min, decision.max), (1, 1));
    assert_eq!(
        game.state().options().len(),
        game.state().acting().hand.len()
    );
    let discarded = game.state().options()[0];
    game.apply(Action::Choose { pick: discarded })
        .expect("discard");
    assert_eq!(game.view().you.settlement, Vec::<String>::new());
    assert_eq!(game.view().you.retirement.len(), 2);
    assert_eq!(game.view().you.retirement[1], "SD01A-U03");
}
