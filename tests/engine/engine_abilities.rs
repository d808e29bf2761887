//! Abilities the engine carries out by itself (504), on real cards: one scenario per trigger
//! and operation kind, decisions answered as actions (615), conditions and play restrictions
//! (501.4, 502), continuous Inspiration recomputed (607), and what stays manual.

use crate::game;

use game::{TestGame, catalog, in_hand, place, scenes};
use ponydeck::card::CardId;
use ponydeck::engine::{
    Action, ActionError, ChosenRef, Event, Game, PendingKind, SandboxAction, Zone, supports,
};
use ponydeck::sim::engine_automates;

fn play(game: &mut Game, id: &str, slot: u8) -> Vec<Event> {
    let card = in_hand(game, id);
    game.apply(Action::PlayCharacter { card, slot })
        .unwrap_or_else(|e| panic!("play {id}: {e}"))
}

#[test]
fn appear_with_one_candidate_chooses_it_and_gives_inspiration_until_the_end_of_turn_rule_615_1() {
    // SD01A-SR02 Owlowiscious: "[Appear] Choose 1 「Twilight Sparkle」 in your Adventure Area,
    // it gets +2 Inspiration until the end of turn."
    let mut game = TestGame::sd01a().top(&["SD01A-SR02"]).kept();
    place(&mut game, "SD01A-C02", 0);
    scenes(&mut game, 3);
    let events = play(&mut game, "SD01A-SR02", 1);
    assert!(
        game.state().decision().is_none(),
        "one candidate: no decision"
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PendingResolved {
            kind: PendingKind::Appear,
            ..
        }
    )));
    let view = game.view();
    let twilight = view.you.adventure[0].as_ref().unwrap();
    assert_eq!((twilight.base_inspiration, twilight.inspiration), (4, 6));
    // 405.1: until the end of turn.
    game.apply(Action::EndTurn).expect("end");
    assert_eq!(
        game.view().you.adventure[0].as_ref().unwrap().inspiration,
        4
    );
}

#[test]
fn appear_with_two_candidates_waits_for_a_decision_that_narrows_the_legal_actions_rule_615() {
    let mut game = TestGame::sd01a()
        .top(&["SD01A-SR02", "SD01A-C02", "SD01A-C02"])
        .kept();
    place(&mut game, "SD01A-C02", 0);
    place(&mut game, "SD01A-C02", 2);
    scenes(&mut game, 3);
    play(&mut game, "SD01A-SR02", 1);
    let decision = game.state().decision().expect("a decision");
    assert_eq!((decision.min, decision.max), (1, 1));
    let legal = game.legal_actions();
    assert_eq!(legal.len(), 2, "{legal:?}");
    assert!(legal.iter().all(|a| matches!(a, Action::Choose { .. })));
    // Anything else waits (615).
    assert!(matches!(
        game.apply(Action::BeginContact),
        Err(ActionError::DecisionOpen { .. })
    ));
    let third = game.state().acting().adventure[2].unwrap().character;
    game.apply(Action::Choose {
        pick: ChosenRef::Card(third),
    })
    .expect("choose");
    let view = game.view();
    assert_eq!(view.you.adventure[0].as_ref().unwrap().inspiration, 4);
    assert_eq!(view.you.adventure[2].as_ref().unwrap().inspiration, 6);
    assert!(view.pending.is_empty());
}

#[test]
fn an_if_that_holds_retires_the_rivals_character_and_one_that_does_not_does_nothing_rule_502() {
    // SD01A-SR01: "[Appear] If there is any 「Owlowiscious」 in your Adventure Area, choose 1
    // Character with Inspiration 5 or less in Rival's Adventure Area to Retire."
    let setup = |with_owl: bool| {
        let mut game = TestGame::sd01a().top(&["SD01A-SR01", "SD01A-SR02"]).kept();
        if with_owl {
            place(&mut game, "SD01A-SR02", 0);
        }
        game.apply(Action::Sandbox(SandboxAction::PlaceSparring {
            lane: 1,
            inspiration: 5,
        }))
        .expect("spar");
        game.apply(Action::Sandbox(SandboxAction::PlaceSparring {
            lane: 2,
            inspiration: 7,
        }))
        .expect("spar");
        scenes(&mut game, 5);
        play(&mut game, "SD01A-SR01", 1);
        game
    };
    let game = setup(true);
    assert_eq!(game.view().rival.adventure, [None, None, Some(7)]);
    let game = setup(false);
    assert_eq!(game.view().rival.adventure, [None, Some(5), Some(7)]);
}

#[test]
fn an_event_with_only_use_when_is_not_playable_until_its_condition_holds_rule_501_4() {
    // BP01-SPR06: "Only use when there is any 「Pet」 in your Adventure Area. Draw 2 cards."
    let mut game = TestGame::sd01a().top(&["BP01-SPR06", "SD01A-SR02"]).kept();
    scenes(&mut game, 3);
    let card = in_hand(&game, "BP01-SPR06");
    assert!(!game.legal_actions().contains(&Action::PlayEvent { card }));
    assert!(matches!(
        game.apply(Action::PlayEvent { card }),
        Err(ActionError::PlayRestriction { .. })
    ));
    // Owlowiscious is a 「Pet」.
    place(&mut game, "SD01A-SR02", 0);
    assert!(game.legal_actions().contains(&Action::PlayEvent { card }));
    let hand = game.state().acting().hand.len();
    game.apply(Action::PlayEvent { card }).expect("play");
    assert_eq!(game.state().acting().hand.len(), hand - 1 + 2);
    assert!(
        game.view()
            .you
            .retirement
            .contains(&"BP01-SPR06".to_string())
    );
}

#[test]
fn reveal_top_three_picks_a_matching_card_and_the_rest_go_to_the_retirement_area_rule_609() {
    // BP01-CR03: "[Appear] Reveal the top 3 cards of your Deck, choose 1 Item from them, add it
    // to Hand, move the rest to Retirement Area."
    let mut game = TestGame::sd01a()
        .top(&[
            "BP01-CR03",
            "SD01A-U01",
            "SD01A-U01",
            "SD01A-U02",
            "SD01A-U02",
            // 103.4.2: the four Plans take the next four cards.
            "SD01A-U03",
            "SD01A-U03",
            "SD01A-U04",
            "SD01A-U04",
            "SD01A-C02",
            "SD01A-SPR04",
            "SD01A-C03",
        ])
        .kept();
    scenes(&mut game, 2);
    let deck = game.state().acting().main_deck.len();
    play(&mut game, "BP01-CR03", 0);
    assert!(game.state().decision().is_none(), "one Item among three");
    let view = game.view();
    assert!(view.you.hand.contains(&"SD01A-SPR04".to_string()));
    assert_eq!(view.you.retirement, ["SD01A-C02", "SD01A-C03"]);
    assert_eq!(view.you.main_deck, deck - 3);
}

#[test]
fn a_continuous_ability_is_recomputed_while_its_condition_holds_rule_607() {
    // BP01-C04 Fluttershy: "[Adventure] While there are 5 or more Scenes in your Scene Area,
    // this Character gets +2 Inspiration in your turn."
    let mut game = TestGame::sd01a().top(&["BP01-C04"]).kept();
    place(&mut game, "BP01-C04", 0);
    scenes(&mut game, 4);
    assert_eq!(game.state().inspiration_of(game.table(), 0), 4);
    scenes(&mut game, 5);
    assert_eq!(game.state().inspiration_of(game.table(), 0), 6);
    let view = game.view();
    let slot = view.you.adventure[0].as_ref().unwrap();
    assert_eq!((slot.base_inspiration, slot.inspiration), (4, 6));
    // Nothing is stored: taking a Scene away takes the bonus away.
    let scene = game.state().acting().scene_area[0].card;
    game.apply(Action::Sandbox(SandboxAction::Move {
        card: scene,
        to: Zone::Retirement,
    }))
    .expect("move");
    assert_eq!(game.state().inspiration_of(game.table(), 0), 4);
}

#[test]
fn a_card_with_a_part_the_engine_lacks_stays_pending_for_the_player_with_the_reason_rule_504_4_1() {
    // Every real text compiles today; a text with a sentence no template reads is manual, and
    // coverage lists it with the reason.
    let mut card = catalog()
        .kayou_card(&CardId::parse("BP03-SPR18").unwrap())
        .unwrap()
        .clone();
    card.text = Some(
        "Choose 1 Character in your Adventure Area, it gets +1 Inspiration until the end of turn. It juggles three pies."
            .into(),
    );
    let compiled = ponydeck::ability::compile(&card);
    if let ponydeck::card::CardDetails::Kayou(kayou) = &mut card.details {
        kayou.abilities = Some(compiled);
    }
    assert!(!engine_automates(&card));
    let reason = ponydeck::engine::manual_reason(&card).unwrap();
    assert!(reason.contains("no template"), "{reason}");
    // An ability with a part the engine lacks (a rule change it does not carry out) says why.
    let ability = ponydeck::ability::Ability::new(
        ponydeck::ability::Trigger::OnPlay,
        vec![ponydeck::ability::Op::Rule {
            flag: ponydeck::ability::RuleFlag::OneTreatPerCharacter,
            duration: ponydeck::ability::Duration::EndOfTurn,
        }],
    );
    assert!(supports(&ability).unwrap_err().contains("rule"));
    // A card the engine carries out is automated.
    let owl = catalog()
        .kayou_card(&CardId::parse("SD01A-SR02").unwrap())
        .unwrap();
    assert!(engine_automates(owl));
}

/// The Inspiration of your Character in `slot` as the table shows it (607).
fn inspiration_in(game: &Game, slot: usize) -> u8 {
    game.view().you.adventure[slot]
        .as_ref()
        .expect("a Character")
        .inspiration
}

/// BP01-C17 Scootaloo (a 「Pegasus」, 2 Inspiration) in slot 1, Physical Training and Stunt
/// Show in hand, five untapped Scenes.
fn stunt_show_table() -> Game {
    let mut game = TestGame::sd01a()
        .top(&["BP02-SPR05", "BP03-SPR18", "BP01-C17"])
        .kept();
    place(&mut game, "BP01-C17", 0);
    scenes(&mut game, 5);
    game
}

#[test]
fn stunt_show_gives_three_instead_of_one_to_a_character_that_moved_earlier_this_turn_rule_612_1_2()
{
    // BP02-SPR05 Physical Training: "Choose 1 「Pegasus」 in your Adventure Area, it gets +1
    // Inspiration until the end of turn, move it to 1 of your empty Adventure Areas."
    // BP03-SPR18 Stunt Show: "Choose 1 Character in your Adventure Area, it gets +1
    // Inspiration until the end of turn. Until the end of turn, if that Character has moved or
    // switched in the Adventure Area, it gets +3 Inspiration instead."
    let mut game = stunt_show_table();
    let training = in_hand(&game, "BP02-SPR05");
    game.apply(Action::PlayEvent { card: training })
        .expect("play");
    game.apply(Action::Choose {
        pick: ChosenRef::Slot(2),
    })
    .expect("to slot 3");
    // BP01-C17 Scootaloo: 2 printed, +1 from Physical Training.
    assert_eq!(inspiration_in(&game, 2), 3);
    let stunt = in_hand(&game, "BP03-SPR18");
    game.apply(Action::PlayEvent { card: stunt }).expect("play");
    assert!(
        game.state().pending().is_empty(),
        "one Character: chosen at once"
    );
    assert_eq!(
        inspiration_in(&game, 2),
        6,
        "+3 instead of +1: it has moved"
    );
    game.apply(Action::EndTurn).expect("end");
    assert_eq!(
        game.state().inspiration_of(game.table(), 2),
        2,
        "405.1: both end with the turn"
    );
}

#[test]
fn stunt_show_gives_one_and_then_three_once_the_character_moves_later_that_turn_rule_612_1_2() {
    let mut game = stunt_show_table();
    let stunt = in_hand(&game, "BP03-SPR18");
    game.apply(Action::PlayEvent { card: stunt }).expect("play");
    assert_eq!(inspiration_in(&game, 0), 3, "+1: it has not moved");
    let training = in_hand(&game, "BP02-SPR05");
    game.apply(Action::PlayEvent { card: training })
        .expect("play");
    game.apply(Action::Choose {
        pick: ChosenRef::Slot(1),
    })
    .expect("to slot 2");
    // 2 printed, +1 from Physical Training, +3 instead of +1 from Stunt Show: it moved.
    assert_eq!(inspiration_in(&game, 1), 6);
}

#[test]
fn the_whole_game_replays_from_seed_and_actions_with_decisions_answered() {
    let mut game = TestGame::sd01a()
        .top(&["SD01A-SR02", "SD01A-C02", "SD01A-C02"])
        .kept();
    place(&mut game, "SD01A-C02", 0);
    place(&mut game, "SD01A-C02", 2);
    scenes(&mut game, 3);
    play(&mut game, "SD01A-SR02", 1);
    let third = game.state().acting().adventure[2].unwrap().character;
    game.apply(Action::Choose {
        pick: ChosenRef::Card(third),
    })
    .expect("choose");
    let state = serde_json::to_string(game.state()).unwrap();
    game.undo().expect("undo the choice");
    assert!(game.state().decision().is_some());
    game.redo().expect("redo");
    assert_eq!(serde_json::to_string(game.state()).unwrap(), state);
}
