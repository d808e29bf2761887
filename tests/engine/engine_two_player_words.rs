//! A two-player game told from your side (issue 11, "in the app"): the rival's actions and
//! events in the third person, its hidden cards never named (304.3.0) but a removed Plan
//! revealed (605.1.0), cards named with their owner, an ability's doings beside it, and the
//! lane buttons naming the playing rival's real Inspiration (404.3).

use crate::game;

use game::{hand_character, in_hand, scenes, starter_deck, unshuffled_duel};
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
    let mine = game.state().inspiration_of(game.table(), 0);
    assert!(rival > 0);
    let label = game.describe(&Action::ResolveLane {
        choice: LaneChoice::Auto,
    });
    // 404.3.2: the rival boosts after you, so the button does not read as the outcome.
    assert_eq!(
        label,
        format!(
            "Lane 1: Contact: end your Inspiration step, your {mine} against the rival's {rival} so far; the rival may still Inspo Boost (404.3.2)"
        )
    );
}

/// The player to act puts a Character from hand into `slot` (a sandbox move: no cost, no
/// [Appear]).
fn place(game: &mut ponydeck::engine::Game, card: ponydeck::engine::CardHandle, slot: u8) {
    game.apply(Action::Sandbox(SandboxAction::Move {
        card,
        to: Zone::Character(slot),
    }))
    .expect("placed");
}

#[test]
fn an_intervened_plan_is_revealed_in_the_log_rule_605_1_0() {
    // BP01-C17 Scootaloo, no Pre-plan, as the rival's Plan on Story I (its sixth card: five
    // go to the hand, the next four become Plans I..IV). 605.1.0: "turn the removed Plan
    // over"; 404 (1.3.0) Intervene: "The removed Plan is revealed"; 2.0.0: "Rival must
    // reveal the Plan".
    let mut rival = starter_deck("SD01B");
    rival.main[5] = ponydeck::card::CardId::parse("BP01-C17").expect("id");
    let mut game = unshuffled_duel(starter_deck("SD01A"), rival, RulesVersion::V1_3_0, true);
    let mine = hand_character(&game);
    place(&mut game, mine, 0);
    game.apply(Action::EndTurn).expect("turn 1 ends");
    game.apply(Action::EndTurn).expect("turn 2 ends");
    game.apply(Action::BeginContact).expect("contact on turn 3");
    let events = game
        .apply(Action::ResolveLane {
            choice: LaneChoice::Intervene,
        })
        .expect("Intervene");
    let lines = game.describe_events(&events, Side::You, Side::You);
    assert!(
        lines.contains(
            &"The rival's Plan on Story I is removed and revealed: it is BP01-C17 Scootaloo."
                .to_string()
        ),
        "{lines:?}"
    );
    assert!(
        lines.contains(
            &"BP01-C17 Scootaloo moves from a Plan on the rival's Story I to the rival's hand."
                .to_string()
        ),
        "{lines:?}"
    );
    assert!(
        !lines
            .iter()
            .any(|l| l.starts_with("A card moves from a Plan")),
        "{lines:?}"
    );
}

/// The lines of the events of `action`, applied by the player to act, told to you.
fn told_to_you(game: &mut ponydeck::engine::Game, action: Action) -> Vec<String> {
    let seat = game.to_act();
    let mut events = game.apply(action).expect("applied");
    let mut lines = game.describe_events(&events, seat, Side::You);
    // The Appear of BP02-U05 may ask which Scene: the first face-up one of the other side.
    while let Some(decision) = game.state().decision() {
        let seat = game.to_act();
        let pick = game
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Choose { .. }))
            .unwrap_or_else(|| panic!("an answer to {decision:?}"));
        events = game.apply(pick).expect("chosen");
        lines.extend(game.describe_events(&events, seat, Side::You));
    }
    lines
}

#[test]
fn a_scene_flipped_by_the_other_players_ability_is_named_with_its_owner() {
    // BP02-U05 Pinkie Pie: "[Appear] Flip 1 of Rival's Scenes face down." (204.5.2: a Scene
    // is its owner's whoever flips it.) Yours flips the rival's face-up first Scene (103.4.3)
    // on turn 1; the rival's flips the face-up Scene of your turn 1 (402.3) on turn 2.
    let pinkie = ponydeck::card::CardId::parse("BP02-U05").expect("id");
    let (mut you, mut rival) = (starter_deck("SD01A"), starter_deck("SD01B"));
    you.main[0] = pinkie.clone();
    rival.main[0] = pinkie;
    let mut game = unshuffled_duel(you, rival, RulesVersion::V1_3_0, true);
    scenes(&mut game, 3);
    let card = in_hand(&game, "BP02-U05");
    let lines = told_to_you(&mut game, Action::PlayCharacter { card, slot: 0 });
    assert!(
        lines
            .iter()
            .any(|l| l.contains("the rival's SD01-ER02 Fluttershy's Cottage is flipped face down")),
        "{lines:?}"
    );
    game.apply(Action::EndTurn).expect("turn 1 ends");
    scenes(&mut game, 3);
    let card = in_hand(&game, "BP02-U05");
    let lines = told_to_you(&mut game, Action::PlayCharacter { card, slot: 0 });
    assert!(
        lines
            .iter()
            .any(|l| l.contains("your SD01-ER01 Golden Oak Library is flipped face down")),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.contains("The rival's SD01-ER01")),
        "not the rival's: {lines:?}"
    );
}

#[test]
fn a_resolving_ability_is_told_beside_what_it_did_rule_504_4_1() {
    // BP01-U01 Twilight Sparkle: "[Farewell] Draw 1 card.", on both sides of lane 1: a tie
    // retires both (404.3.3) and each Farewell draws (the rival's first, 501.1.1b).
    let twilight = ponydeck::card::CardId::parse("BP01-U01").expect("id");
    let (mut you, mut rival) = (starter_deck("SD01A"), starter_deck("SD01B"));
    you.main[0] = twilight.clone();
    rival.main[0] = twilight;
    let mut game = unshuffled_duel(you, rival, RulesVersion::V1_3_0, true);
    let mine = in_hand(&game, "BP01-U01");
    place(&mut game, mine, 0);
    game.apply(Action::EndTurn).expect("turn 1 ends");
    let theirs = in_hand(&game, "BP01-U01");
    place(&mut game, theirs, 2);
    game.apply(Action::EndTurn).expect("turn 2 ends");
    game.apply(Action::BeginContact).expect("contact on turn 3");
    let auto = Action::ResolveLane {
        choice: LaneChoice::Auto,
    };
    let mut lines = told_to_you(&mut game, auto);
    if game.state().inspiration_step() == ponydeck::engine::InspirationStep::NonTurnPlayer {
        lines.extend(told_to_you(&mut game, auto));
    }
    let drawn = *game
        .state()
        .acting()
        .hand
        .last()
        .expect("the card you drew");
    let label = game.table().label(drawn);
    assert!(
        lines.contains(&format!(
            "[Farewell] of BP01-U01 Twilight Sparkle resolves: you draw {label}; BP01-U01 Twilight Sparkle moves from the Settlement Area to your Retirement Area."
        )),
        "{lines:?}"
    );
    assert!(
        lines.contains(&"[Farewell] of BP01-U01 Twilight Sparkle (the rival's) resolves: the rival draws a card; BP01-U01 Twilight Sparkle moves from the Settlement Area to the rival's Retirement Area.".to_string()),
        "{lines:?}"
    );
    assert!(
        !lines
            .iter()
            .any(|l| l.starts_with("You draw") || l.starts_with("The rival draws")),
        "no draw stands apart from its ability: {lines:?}"
    );
}
