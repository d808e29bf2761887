//! The Cost of Force of Harmony a card costs now (503.1.4, 607, 608) and the activated
//! abilities paid with a Treat (207.2.1), on real cards: continuous "from the hand" changes
//! recomputed, "the next X you play this turn" used up once and ended at 405.1, the floor of 0,
//! playability in the legal actions, `[Eat Treat]` as a legal action with its cost paid.

use crate::game;

use game::{TestGame, catalog, in_hand, place, scenes, untap_scenes};
use ponydeck::card::CardId;
use ponydeck::engine::{
    AbilitySource, Action, ActionError, ChosenRef, Event, Game, PendingKind, SandboxAction, Token,
    Zone,
};
use ponydeck::sim::engine_automates;

/// Keeps only `n` Scenes in the Scene Area (the rest to the Retirement Area), all untapped.
fn only_scenes(game: &mut Game, n: usize) {
    while game.state().acting().scene_area.len() > n {
        let card = game
            .state()
            .acting()
            .scene_area
            .last()
            .expect("a Scene")
            .card;
        game.apply(Action::Sandbox(SandboxAction::Move {
            card,
            to: Zone::Retirement,
        }))
        .expect("scene away");
    }
    scenes(game, n);
}

/// What the first copy of `id` in hand costs to play now.
fn cost_now(game: &Game, id: &str) -> u8 {
    game.state().effective_cost(game.table(), in_hand(game, id))
}

fn give_treat(game: &mut Game, slot: u8) {
    game.apply(Action::Sandbox(SandboxAction::GiveToken {
        slot,
        token: Token::Treat,
    }))
    .expect("treat");
}

fn paid(events: &[Event]) -> Option<u8> {
    events.iter().find_map(|e| match e {
        Event::Paid { cost, .. } => Some(*cost),
        _ => None,
    })
}

#[test]
fn every_cost_change_and_treat_cost_ability_of_the_brief_is_carried_out_by_the_engine() {
    for id in [
        "BP01-C23",
        "BP01-GR05",
        "BP01-GR11",
        "BP01-SR10",
        "BP01-U03",
        "BP02-U01",
        "BP02-U13",
        "BP02-U14",
        "BP02-U15",
        "BP02-U16",
        "BP03-C10",
        "BP03-SR02",
        "TK-01-A",
        "BP02-GR03",
        "BP03-CR02",
        "BP03-CR03",
        "BP03-U07",
    ] {
        let card = catalog().kayou_card(&CardId::parse(id).unwrap()).unwrap();
        assert!(
            engine_automates(card),
            "{id}: {:?}",
            ponydeck::engine::manual_reason(card)
        );
    }
}

#[test]
fn bp03_u07_costs_two_less_after_a_scene_was_flipped_face_up_this_turn_rule_405_1() {
    // BP03-U07: "While this card is in your hand and one of your Scenes was flipped face up
    // this turn, this card costs 2 less Force of Harmony to play."
    let mut game = TestGame::sd01a().top(&["BP03-U07"]).kept();
    scenes(&mut game, 2);
    let up = game
        .state()
        .acting()
        .scene_area
        .iter()
        .position(|s| s.face_up)
        .expect("face up");
    let printed = cost_now(&game, "BP03-U07");
    let flip = Action::Sandbox(SandboxAction::FlipScene { scene: up as u8 });
    game.apply(flip).expect("face down");
    assert_eq!(
        cost_now(&game, "BP03-U07"),
        printed,
        "flipped face down only"
    );
    game.apply(flip).expect("face up");
    assert_eq!(cost_now(&game, "BP03-U07"), printed - 2);
    game.apply(Action::EndTurn).expect("end");
    assert_eq!(cost_now(&game, "BP03-U07"), printed, "a new turn");
}

#[test]
fn bp02_u14_costs_one_less_for_each_sweetie_belle_or_scootaloo_in_your_adventure_area_rule_503_1_4()
{
    // BP02-U14 Apple Bloom (cost 5): "While this card is in your hand, this card costs 1 less
    // Force of Harmony for each 「Sweetie Belle」 or 「Scootaloo」 in your Adventure Area to play."
    let mut game = TestGame::sd01a()
        .top(&["BP02-U14", "BP01-C16", "BP01-C17"])
        .kept();
    assert_eq!(cost_now(&game, "BP02-U14"), 5);
    place(&mut game, "BP01-C16", 0);
    assert_eq!(cost_now(&game, "BP02-U14"), 4);
    place(&mut game, "BP01-C17", 1);
    assert_eq!(cost_now(&game, "BP02-U14"), 3);
    // The view shows the printed and the effective cost side by side.
    let view = game.view();
    let shown = view
        .you
        .hand_costs
        .iter()
        .find(|c| c.card == "BP02-U14")
        .expect("in the view");
    assert_eq!((shown.cost, shown.effective_cost), (5, 3));
    // 607: recomputed, never stored: Sweetie Belle leaving raises it again.
    let sweetie = game.state().acting().adventure[0].unwrap().character;
    game.apply(Action::Sandbox(SandboxAction::Move {
        card: sweetie,
        to: Zone::Retirement,
    }))
    .expect("move");
    assert_eq!(cost_now(&game, "BP02-U14"), 4);
}

#[test]
fn a_card_made_playable_by_its_reduction_is_a_legal_action_and_pays_the_reduced_cost_rule_608() {
    let mut game = TestGame::sd01a()
        .top(&["BP02-U14", "BP01-C16", "BP01-C17"])
        .kept();
    only_scenes(&mut game, 3);
    let apple_bloom = in_hand(&game, "BP02-U14");
    let playable = |game: &Game| {
        game.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::PlayCharacter { card, slot: 2 } if *card == apple_bloom))
    };
    // Cost 5 with 3 Scenes: not playable.
    place(&mut game, "BP01-C16", 0);
    assert!(!playable(&game), "4 > 3 untapped Scenes");
    place(&mut game, "BP01-C17", 1);
    assert!(playable(&game), "3 with Sweetie Belle and Scootaloo");
    let events = game
        .apply(Action::PlayCharacter {
            card: apple_bloom,
            slot: 2,
        })
        .expect("plays for 3");
    assert_eq!(paid(&events), Some(3));
    assert!(game.state().acting().scene_area.iter().all(|s| s.tapped));
}

#[test]
fn bp01_gr05_costs_one_less_only_while_your_adventure_area_is_empty_rule_501_2() {
    // BP01-GR05 Rainbow Dash (cost 7): "While this card is in your hand and there is no
    // Character in your Adventure Area, this card costs 1 less Force of Harmony to play."
    let mut game = TestGame::sd01a().top(&["BP01-GR05", "BP01-C16"]).kept();
    assert_eq!(cost_now(&game, "BP01-GR05"), 6);
    place(&mut game, "BP01-C16", 0);
    assert_eq!(cost_now(&game, "BP01-GR05"), 7);
}

#[test]
fn bp02_u13_counts_the_rivals_plans_and_bp02_u01_your_own_rule_607() {
    // BP02-U13 Spike (cost 9): 1 less for each Plan in Rival's Story Area; BP02-U01 Twilight
    // Sparkle (cost 9): 1 less for each Plan in your Story Area.
    let game = TestGame::sd01a()
        .rival_plans(3)
        .top(&["BP02-U13", "BP02-U01"])
        .kept();
    assert_eq!(cost_now(&game, "BP02-U13"), 9 - 3);
    assert_eq!(game.state().plans_left(), 4);
    assert_eq!(cost_now(&game, "BP02-U01"), 9 - 4);
}

#[test]
fn bp02_gr03_makes_the_next_item_cost_two_less_once_and_not_below_zero_rule_607_1() {
    // BP02-GR03 Pinkie Pie: "[Appear] The next Item you play from your Hand this turn gets -2
    // Cost of Force of Harmony." SD01C-SPR02 Instrument Set costs 1: 1 - 2 is 0, not -1.
    let mut game = TestGame::sd01a()
        .top(&["BP02-GR03", "SD01C-SPR02", "SD01-SPR09", "SD01-SPR09"])
        .kept();
    scenes(&mut game, 5);
    assert_eq!(cost_now(&game, "SD01C-SPR02"), 1);
    let events = game
        .apply(Action::PlayCharacter {
            card: in_hand(&game, "BP02-GR03"),
            slot: 0,
        })
        .expect("play Pinkie Pie");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CostChanged { used: false, .. }))
    );
    assert!(game.state().pending().is_empty(), "the Appear resolved");
    // Every Item in hand shows the change; a Character does not match "Item".
    assert_eq!(cost_now(&game, "SD01C-SPR02"), 0);
    assert_eq!(cost_now(&game, "SD01-SPR09"), 0);
    assert_eq!(game.view().you.next_play_costs.len(), 1);
    assert_eq!(
        game.view().you.next_play_costs[0].applies_to,
        "the next Item"
    );
    // With every Scene tapped, the 0-cost Item is still playable.
    let events = game
        .apply(Action::PlayItem {
            card: in_hand(&game, "SD01C-SPR02"),
            slot: 0,
        })
        .expect("adorn for 0");
    assert_eq!(paid(&events), Some(0));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CostChanged { used: true, .. }))
    );
    // Used up: the next Item costs its printed 2 again.
    assert_eq!(cost_now(&game, "SD01-SPR09"), 2);
    assert!(game.view().you.next_play_costs.is_empty());
    assert!(game.state().acting().cost_changes.is_empty());
}

#[test]
fn bp02_gr03s_change_ends_at_the_end_of_turn_when_no_item_used_it_rule_405_1() {
    let mut game = TestGame::sd01a().top(&["BP02-GR03", "SD01-SPR09"]).kept();
    scenes(&mut game, 5);
    game.apply(Action::PlayCharacter {
        card: in_hand(&game, "BP02-GR03"),
        slot: 0,
    })
    .expect("play");
    assert_eq!(cost_now(&game, "SD01-SPR09"), 0);
    // It is state: the saved state carries it, undo and redo keep it.
    let json = serde_json::to_value(game.state()).expect("json");
    assert!(
        json["players"][0]["cost_changes"]["next_play"].is_array(),
        "{json}"
    );
    game.undo().expect("undo");
    assert_eq!(cost_now(&game, "SD01-SPR09"), 2);
    game.redo().expect("redo");
    assert_eq!(cost_now(&game, "SD01-SPR09"), 0);
    game.apply(Action::EndTurn).expect("end");
    assert_eq!(cost_now(&game, "SD01-SPR09"), 2);
    // With none waiting the state JSON has no new key.
    let json = serde_json::to_value(game.state()).expect("json");
    assert!(json["players"][0].get("cost_changes").is_none());
}

#[test]
fn two_next_item_changes_apply_together_and_one_item_uses_both_rule_607_2() {
    let mut game = TestGame::sd01a()
        .top(&["BP02-GR03", "BP02-GR03", "SD01-SPR09", "SD01-SPR09"])
        .kept();
    scenes(&mut game, 5);
    for slot in [0, 1] {
        untap_scenes(&mut game);
        game.apply(Action::PlayCharacter {
            card: in_hand(&game, "BP02-GR03"),
            slot,
        })
        .expect("play");
    }
    assert_eq!(game.view().you.next_play_costs[0].delta, -4);
    assert_eq!(cost_now(&game, "SD01-SPR09"), 0);
    untap_scenes(&mut game);
    game.apply(Action::PlayItem {
        card: in_hand(&game, "SD01-SPR09"),
        slot: 0,
    })
    .expect("adorn");
    assert_eq!(cost_now(&game, "SD01-SPR09"), 2);
}

#[test]
fn bp03_cr03s_eat_treat_removes_the_treat_and_gives_every_nightmare_night_two_rule_207_2_1() {
    // BP03-CR03 Pinkie Pie: "[Adventure] [Eat Treat] Remove a Treat from this Character: All
    // 「Nightmare Night」 in your Adventure Area get +2 Inspiration until the end of turn."
    let mut game = TestGame::sd01a()
        .top(&["BP03-CR03", "BP03-C16", "BP01-C16"])
        .kept();
    place(&mut game, "BP03-CR03", 0);
    place(&mut game, "BP03-C16", 1);
    place(&mut game, "BP01-C16", 2);
    let treat = Action::ActivateTreat {
        slot: 0,
        source: AbilitySource::Character,
    };
    // No Treat, no ability (503.1.6: the cost cannot be paid).
    assert!(!game.legal_actions().contains(&treat));
    assert!(matches!(
        game.apply(treat),
        Err(ActionError::NoTreat { .. })
    ));
    give_treat(&mut game, 0);
    let legal = game.legal_actions();
    assert!(legal.contains(&treat), "{legal:?}");
    let events = game.apply(treat).expect("eat the Treat");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TreatChanged { placed: false, .. }))
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PendingResolved {
            kind: PendingKind::Activated,
            ..
        }
    )));
    let slots = game.state().acting().adventure;
    assert!(!slots[0].unwrap().treat);
    assert!(!slots[0].unwrap().tapped, "[Eat Treat] alone does not tap");
    let view = game.view();
    let insp: Vec<(u8, u8)> = view
        .you
        .adventure
        .iter()
        .map(|s| {
            s.as_ref()
                .map_or((0, 0), |s| (s.base_inspiration, s.inspiration))
        })
        .collect();
    assert_eq!(
        insp,
        [(6, 8), (4, 6), (2, 2)],
        "Sweetie Belle is no Nightmare Night"
    );
    assert!(!game.legal_actions().contains(&treat), "the Treat is gone");
    game.apply(Action::EndTurn).expect("end");
    assert_eq!(game.state().inspiration_of(game.table(), 0), 6);
}

#[test]
fn bp03_cr02s_eat_treat_lowers_the_rivals_character_and_raises_itself_rule_501_3() {
    // BP03-CR02 Fluttershy: "[Eat Treat] Remove a Treat from this Character: choose 1 Character
    // in Rival's Adventure Area, it gets -2 Inspiration until the end of turn, this card +2."
    let mut game = TestGame::sd01a().top(&["BP03-CR02"]).kept();
    place(&mut game, "BP03-CR02", 0);
    give_treat(&mut game, 0);
    for lane in [1, 2] {
        game.apply(Action::Sandbox(SandboxAction::PlaceSparring {
            lane,
            inspiration: 6,
        }))
        .expect("spar");
    }
    game.apply(Action::ActivateTreat {
        slot: 0,
        source: AbilitySource::Character,
    })
    .expect("eat");
    // Two rival Characters: a decision.
    assert!(game.state().decision().is_some());
    game.apply(Action::Choose {
        pick: ChosenRef::RivalSlot(2),
    })
    .expect("choose");
    assert_eq!(game.view().rival.adventure, [None, Some(6), Some(4)]);
    assert_eq!(game.state().inspiration_of(game.table(), 0), 5 + 2);
}

#[test]
fn bp03_cr05s_tap_and_treat_cost_is_paid_whole_and_its_tap_alone_is_no_action_rule_503_1_6() {
    // BP03-CR05 Rainbow Dash: "[Adventure] [Tap] [Eat Treat] Tap this Character and remove a
    // Treat from it: the next 「Nightmare Night」 you play ... -2": its cost is both at once.
    let mut game = TestGame::sd01a().top(&["BP03-CR05"]).kept();
    place(&mut game, "BP03-CR05", 0);
    let tap = Action::ActivateTap {
        slot: 0,
        source: AbilitySource::Character,
    };
    let treat = Action::ActivateTreat {
        slot: 0,
        source: AbilitySource::Character,
    };
    assert!(!game.legal_actions().contains(&tap));
    assert!(
        game.apply(tap).is_err(),
        "no [Tap] ability without the Treat"
    );
    give_treat(&mut game, 0);
    assert!(game.legal_actions().contains(&treat));
    assert!(!game.legal_actions().contains(&tap));
    let events = game.apply(treat).expect("tap and eat");
    let slot = game.state().acting().adventure[0].unwrap();
    assert!(slot.tapped && !slot.treat);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TreatChanged { placed: false, .. }))
    );
    // Both abilities are carried out: the cost change waits for the next Nightmare Night, and
    // "When a Treat is removed from this Character" gave +1 until the end of turn (501.1).
    assert!(game.state().pending().is_empty());
    let view = game.view();
    let dash = view.you.adventure[0].as_ref().expect("Rainbow Dash");
    assert_eq!(dash.inspiration, dash.base_inspiration + 1);
    // Tapped with a Treat again: the [Tap] part cannot be paid.
    give_treat(&mut game, 0);
    assert!(!game.legal_actions().contains(&treat));
    assert!(matches!(
        game.apply(treat),
        Err(ActionError::AlreadyTapped { .. })
    ));
}

#[test]
fn the_log_says_what_a_cost_change_does_in_plain_words() {
    let mut game = TestGame::sd01a().top(&["BP02-GR03", "SD01-SPR09"]).kept();
    scenes(&mut game, 5);
    let events = game
        .apply(Action::PlayCharacter {
            card: in_hand(&game, "BP02-GR03"),
            slot: 0,
        })
        .expect("play");
    let lines: Vec<String> = events
        .iter()
        .filter_map(|e| game.describe_event(e))
        .collect();
    assert!(
        lines
            .iter()
            .any(|l| l.contains("the next Item you play this turn costs 2 less")),
        "{lines:?}"
    );
}

#[test]
fn the_built_in_policy_plays_a_card_its_reduction_made_affordable() {
    let mut game = TestGame::sd01a()
        .top(&["BP02-U14", "BP01-C16", "BP01-C17"])
        .kept();
    only_scenes(&mut game, 3);
    place(&mut game, "BP01-C16", 0);
    place(&mut game, "BP01-C17", 1);
    let apple_bloom = in_hand(&game, "BP02-U14");
    let mut policy = ponydeck::sim::GoldfishPolicy::new();
    assert_eq!(
        policy.next_action(&game),
        Action::PlayCharacter {
            card: apple_bloom,
            slot: 2
        }
    );
}
