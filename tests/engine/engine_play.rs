//! Paying Force of Harmony (608) and playing cards (403, 503, 203, 308; 2.0.0 Replace), with
//! the rules versions as switches. SD01 starter cards.

use crate::game;

use game::{TestGame, advance_to_turn, in_hand, play_character, resolve_all, untap_scenes};
use ponydeck::engine::{
    AbilitySource, Action, ActionError, Event, Game, PendingKind, Phase, SandboxAction, TapTarget,
    Zone,
};
use ponydeck::format::RulesVersion;

#[test]
fn paying_taps_exactly_the_cost_face_down_scenes_first_rule_608_2_0() {
    let mut game = TestGame::sd01a().top(&["SD01A-C04"]).kept();
    let events = play_character(&mut game, "SD01A-C04", 0);
    let scenes = &game.state().acting().scene_area;
    assert!(scenes[0].tapped && !scenes[0].face_up);
    assert!(!scenes[1].tapped);
    assert!(events.contains(&Event::Paid {
        cost: 1,
        scenes: 1,
        main_character: false
    }));
}

#[test]
fn a_card_that_cannot_be_paid_is_refused_with_the_numbers_rule_608_1_0() {
    let mut game = TestGame::sd01a().kept();
    let before = game.state().clone();
    let card = in_hand(&game, "SD01A-SR01");
    let refused = game
        .apply(Action::PlayCharacter { card, slot: 0 })
        .expect_err("too expensive");
    assert_eq!(
        refused.to_string(),
        "SD01A-SR01 Twilight Sparkle costs 5, 2 untapped Scenes (608.1)"
    );
    assert_eq!(game.state(), &before);
}

#[test]
fn under_2_0_0_the_second_players_main_character_pays_one_more_in_the_first_two_rounds() {
    let mut game = TestGame::sd01a()
        .rules(RulesVersion::V2_0_0)
        .second()
        .top(&["SD01A-SR02", "SD01A-SR02"])
        .kept();
    // Turn 2: two Scenes and the Main Character pay Owlowiscious's 3.
    let events = play_character(&mut game, "SD01A-SR02", 0);
    assert!(events.contains(&Event::Paid {
        cost: 3,
        scenes: 2,
        main_character: true
    }));
    assert!(game.view().you.main_character_tapped);
    resolve_all(&mut game);
    advance_to_turn(&mut game, 4);
    assert!(game.state().main_character_can_pay());
    advance_to_turn(&mut game, 6);
    assert!(!game.state().main_character_can_pay());
}

#[test]
fn under_1_3_0_the_main_character_never_pays_rule_608_1_0() {
    let mut game = TestGame::sd01a()
        .second()
        .top(&["SD01A-SR02", "SD01A-SR02"])
        .kept();
    let card = in_hand(&game, "SD01A-SR02");
    let refused = game
        .apply(Action::PlayCharacter { card, slot: 0 })
        .expect_err("3 > 2");
    assert!(refused.to_string().contains("costs 3, 2 untapped Scenes"));
}

#[test]
fn under_2_0_0_the_first_player_has_no_extra_force_of_harmony() {
    let game = TestGame::sd01a().rules(RulesVersion::V2_0_0).kept();
    assert!(!game.state().main_character_can_pay());
}

#[test]
fn a_text_the_engine_leaves_to_the_player_waits_pending_with_its_text_rule_504_1_0() {
    // Every real text compiles today: BP03-SPR18 Stunt Show is given a second sentence no
    // template reads ("It juggles three pies."), so the whole text is left to the player.
    let text = "Choose 1 Character in your Adventure Area, it gets +1 Inspiration until the end of turn. It juggles three pies.";
    let cards = game::catalog()
        .cards()
        .iter()
        .cloned()
        .map(|mut card| {
            if card.id.as_str() == "BP03-SPR18" {
                card.text = Some(text.into());
                let compiled = ponydeck::ability::compile(&card);
                if let ponydeck::card::CardDetails::Kayou(kayou) = &mut card.details {
                    kayou.abilities = Some(compiled);
                }
            }
            card
        })
        .collect();
    let cards = ponydeck::card::CardIndex::new(ponydeck::card::Game::Kayou, cards);
    let setup = TestGame::sd01a().top(&["BP03-SPR18", "SD01A-C04"]);
    let mut game = Game::new(&setup.deck, &cards, setup.config, setup.seed).expect("game");
    game.apply(Action::Keep).expect("keep");
    let card = in_hand(&game, "BP03-SPR18");
    game.apply(Action::PlayEvent { card }).expect("played");
    let view = game.view();
    assert_eq!(view.pending.len(), 1);
    assert_eq!(view.pending[0].kind, PendingKind::Event);
    assert!(!view.pending[0].automated);
    assert!(
        view.pending[0]
            .text
            .starts_with("Choose 1 Character in your")
    );
    // 503.1.1: no card is played while an ability is pending.
    let card = in_hand(&game, "SD01A-C04");
    assert_eq!(
        game.apply(Action::PlayCharacter { card, slot: 0 }),
        Err(ActionError::PendingAbilities { count: 1 })
    );
    game.apply(Action::ResolvePending).expect("done");
    assert!(game.view().pending.is_empty());
}

#[test]
fn under_1_3_0_a_character_goes_only_into_an_empty_slot_rule_303_and_503_1_7() {
    let mut game = TestGame::sd01a().top(&["SD01A-C04", "SD01A-C04"]).kept();
    play_character(&mut game, "SD01A-C04", 0);
    let card = in_hand(&game, "SD01A-C04");
    let refused = game
        .apply(Action::PlayCharacter { card, slot: 0 })
        .expect_err("occupied");
    assert!(matches!(refused, ActionError::SlotOccupied { slot: 1, .. }));
}

#[test]
fn under_2_0_0_a_character_replaces_the_one_in_an_occupied_slot_with_its_item_and_no_appear_or_farewell()
 {
    let mut game = TestGame::sd01a()
        .rules(RulesVersion::V2_0_0)
        .top(&["SD01A-C02", "SD01A-SPR04", "SD01A-U04"])
        .kept();
    play_character(&mut game, "SD01A-C02", 0);
    advance_to_turn(&mut game, 3);
    untap_scenes(&mut game);
    let item = in_hand(&game, "SD01A-SPR04");
    game.apply(Action::PlayItem {
        card: item,
        slot: 0,
    })
    .expect("adorn");
    untap_scenes(&mut game);
    // SD01A-U04 Spike has [Appear]; a Replace does not trigger it.
    let events = play_character(&mut game, "SD01A-U04", 0);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Replaced { slot: 0, .. }))
    );
    let view = game.view();
    assert_eq!(
        view.you.adventure[0].as_ref().map(|a| a.card.as_str()),
        Some("SD01A-U04")
    );
    assert_eq!(view.you.retirement, ["SD01A-C02", "SD01A-SPR04"]);
    assert!(view.pending.is_empty());
}

#[test]
fn an_event_goes_through_the_settlement_area_to_the_retirement_area_rule_308_1_1_and_403_3_1() {
    // SD01A-SPR01 Field Research: "Choose 1 「Twilight Sparkle」 in your Adventure Area, it
    // gets +2 Inspiration until the end of turn." The engine carries it out (504): with no
    // Twilight Sparkle there is nothing to choose (502.1.1), and the Event still passes
    // through the Settlement Area to the Retirement Area.
    let mut game = TestGame::sd01a().top(&["SD01A-SPR01"]).kept();
    let card = in_hand(&game, "SD01A-SPR01");
    let events = game.apply(Action::PlayEvent { card }).expect("event");
    let moves: Vec<(Zone, Zone)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Moved { card: c, from, to } if *c == card => Some((*from, *to)),
            _ => None,
        })
        .collect();
    assert_eq!(
        moves,
        [
            (Zone::Hand, Zone::Settlement),
            (Zone::Settlement, Zone::Retirement)
        ]
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PendingResolved {
            kind: PendingKind::Event,
            ..
        }
    )));
    assert!(game.view().pending.is_empty());
    assert!(game.view().you.settlement.is_empty());
    assert_eq!(game.view().you.retirement, ["SD01A-SPR01"]);
}

#[test]
fn an_item_only_adorns_the_characters_it_names_rule_203_and_503_2_2() {
    // Guiding Tome: "Only adorn ｢Twilight Sparkle｣."
    let mut game = TestGame::sd01a()
        .top(&["SD01A-C04", "SD01A-SPR04", "SD01A-C02"])
        .kept();
    play_character(&mut game, "SD01A-C04", 0);
    untap_scenes(&mut game);
    let item = in_hand(&game, "SD01A-SPR04");
    let refused = game
        .apply(Action::PlayItem {
            card: item,
            slot: 0,
        })
        .expect_err("Spike is no Twilight Sparkle");
    assert!(
        refused
            .to_string()
            .contains("may only adorn Twilight Sparkle")
    );
    assert_eq!(
        game.apply(Action::PlayItem {
            card: item,
            slot: 1
        }),
        Err(ActionError::SlotEmpty {
            slot: 2,
            why: " to adorn (503.1.8)"
        })
    );
    advance_to_turn(&mut game, 3);
    untap_scenes(&mut game);
    play_character(&mut game, "SD01A-C02", 1);
    untap_scenes(&mut game);
    game.apply(Action::PlayItem {
        card: item,
        slot: 1,
    })
    .expect("Twilight Sparkle adorns it");
    assert_eq!(
        game.view().you.adventure[1]
            .as_ref()
            .and_then(|a| a.item.clone()),
        Some("SD01A-SPR04".to_string())
    );
}

#[test]
fn a_new_item_sends_the_earlier_item_to_the_retirement_area_rule_203() {
    let mut game = TestGame::sd01a()
        .top(&["SD01A-C02", "SD01A-SPR04", "SD01A-SPR04"])
        .kept();
    play_character(&mut game, "SD01A-C02", 0);
    advance_to_turn(&mut game, 3);
    for _ in 0..2 {
        untap_scenes(&mut game);
        let item = in_hand(&game, "SD01A-SPR04");
        game.apply(Action::PlayItem {
            card: item,
            slot: 0,
        })
        .expect("adorn");
    }
    assert_eq!(game.view().you.retirement, ["SD01A-SPR04"]);
    assert!(
        game.view().you.adventure[0]
            .as_ref()
            .is_some_and(|a| a.item.is_some())
    );
}

#[test]
fn an_activated_tap_ability_taps_the_character_and_waits_as_pending_rule_201_6_4c_and_501_3_0() {
    // SD01-SPR08 Today's Homework: Only adorn ｢Twilight Sparkle｣ or ｢Spike｣; the adorned
    // Character gains "[Adventure] [Tap] Draw 1 card ...".
    let mut game = TestGame::sd01a().top(&["SD01A-C04", "SD01-SPR08"]).kept();
    play_character(&mut game, "SD01A-C04", 0);
    untap_scenes(&mut game);
    let item = in_hand(&game, "SD01-SPR08");
    game.apply(Action::PlayItem {
        card: item,
        slot: 0,
    })
    .expect("Spike adorns it");
    let hand_before = game.view().you.hand.len();
    assert_eq!(
        game.apply(Action::ActivateTap {
            slot: 0,
            source: AbilitySource::Character
        }),
        Err(ActionError::NoSuchAbility {
            card: "SD01A-C04 Spike".into(),
            what: "[Adventure] [Tap]"
        })
    );
    game.apply(Action::ActivateTap {
        slot: 0,
        source: AbilitySource::Item,
    })
    .expect("activate");
    assert!(game.state().acting().adventure[0].is_some_and(|s| s.tapped));
    // The granted ability "Draw 1 card." resolves by itself (504).
    assert!(game.view().pending.is_empty());
    assert_eq!(game.view().you.hand.len(), hand_before + 1);
    assert!(matches!(
        game.apply(Action::ActivateTap {
            slot: 0,
            source: AbilitySource::Item
        }),
        Err(ActionError::AlreadyTapped { .. })
    ));
}

#[test]
fn cards_are_played_only_in_the_main_phase_rule_403() {
    let mut game = TestGame::sd01a().top(&["SD01A-C04"]).build();
    let card = in_hand(&game, "SD01A-C04");
    assert!(matches!(
        game.apply(Action::PlayCharacter { card, slot: 0 }),
        Err(ActionError::WrongPhase {
            phase: Phase::Setup,
            ..
        })
    ));
    game.apply(Action::Keep).expect("keep");
    game.apply(Action::PassContact).expect("to the End Phase");
    assert!(matches!(
        game.apply(Action::PlayCharacter { card, slot: 0 }),
        Err(ActionError::WrongPhase {
            phase: Phase::End,
            ..
        })
    ));
}

#[test]
fn the_legal_actions_list_only_what_can_be_paid() {
    let game = TestGame::sd01a().kept();
    // Hand SR01 (5), SR01, SR02 (3), SR02, U01 (3) against two Scenes: nothing to play.
    let legal = game.legal_actions();
    assert_eq!(legal, [Action::BeginContact, Action::EndTurn]);
    let mut tapped = TestGame::sd01a().top(&["SD01A-C04"]).kept();
    tapped
        .apply(Action::Sandbox(SandboxAction::SetTapped {
            target: TapTarget::Scene(0),
            tapped: true,
        }))
        .expect("tap");
    assert!(
        tapped
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::PlayCharacter { .. }))
    );
}

#[test]
fn explore_needs_a_face_up_scene_with_an_explore_ability_rule_501_3_2() {
    let mut game = TestGame::sd01a().kept();
    // Golden Oak Library has [Inspo Boost], no [Explore]; Scene 1 is face-down.
    assert_eq!(
        game.apply(Action::Explore { scene: 0 }),
        Err(ActionError::SceneFaceDown { scene: 1 })
    );
    assert!(matches!(
        game.apply(Action::Explore { scene: 1 }),
        Err(ActionError::NoSuchAbility {
            what: "[Explore]",
            ..
        })
    ));
    assert!(matches!(
        game.apply(Action::Explore { scene: 7 }),
        Err(ActionError::NoSuchScene { scene: 8, count: 2 })
    ));
}
