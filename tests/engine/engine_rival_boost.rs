//! 404.3.2 on real cards: in a contested Contact of a two-player game, after the turn player
//! ends its Inspiration step, the non-turn player performs its own ("the specific operation is
//! the same as 404.3.1"), and once it has begun the turn player may not boost any more (2.0.0,
//! Contact step 2). You play SD01A (Twilight Sparkle, Golden Oak Library: "[Inspo Boost] Your
//! 「Twilight Sparkle」 gets +1 Inspiration until the end of this Contact"), first; the rival
//! SD01C (Pinkie Pie, Sugarcube Corner: the same for its 「Pinkie Pie」).

use crate::game;

use game::{starter_deck, unshuffled_duel};
use ponydeck::engine::{
    Action, CardHandle, ContactOutcome, Event, Game, InspirationStep, LaneChoice, Phase,
    SandboxAction, Side, Zone,
};
use ponydeck::format::RulesVersion;
use ponydeck::sim::GoldfishPolicy;

const AUTO: Action = Action::ResolveLane {
    choice: LaneChoice::Auto,
};

/// The first card with this ID in the hand or Main Deck of the player to act.
fn own_card(game: &Game, id: &str) -> CardHandle {
    let you = &game.state().acting();
    you.hand
        .iter()
        .chain(&you.main_deck)
        .copied()
        .find(|c| game.table().card_id(*c) == id)
        .unwrap_or_else(|| panic!("{id} among the cards of the player to act"))
}

/// Sandbox: the player to act puts `id` into its slot `slot`.
fn place(game: &mut Game, id: &str, slot: u8) {
    let card = own_card(game, id);
    game.apply(Action::Sandbox(SandboxAction::Move {
        card,
        to: Zone::Character(slot),
    }))
    .expect("placed");
}

/// Sandbox: the player to act has exactly `n` face-up Scenes with this ID in its Scene Area
/// (the others back to the bottom of its Scene Deck).
fn face_up_scenes(game: &mut Game, id: &str, n: usize) {
    loop {
        let state = game.state();
        let table = game.table();
        let up: Vec<CardHandle> = state
            .acting()
            .scene_area
            .iter()
            .filter(|s| s.face_up && table.card_id(s.card) == id)
            .map(|s| s.card)
            .collect();
        let (card, to) = if up.len() > n {
            (up[0], Zone::SceneDeckBottom)
        } else if up.len() < n {
            let card = state
                .acting()
                .scene_deck
                .iter()
                .copied()
                .find(|c| table.card_id(*c) == id)
                .expect("a Scene left in the Scene Deck");
            (card, Zone::SceneArea)
        } else {
            return;
        };
        game.apply(Action::Sandbox(SandboxAction::Move { card, to }))
            .expect("Scene moved");
    }
}

/// Turn 3, your Main Phase: your Characters `mine` (ID, your slot) were placed on turn 1, the
/// rival's `theirs` (ID, its slot: its slot 3 faces your slot 1) on turn 2, and the rival holds
/// `corners` face-up Sugarcube Corners, you `libraries` face-up Golden Oak Libraries.
fn turn_3(mine: &[(&str, u8)], theirs: &[(&str, u8)], libraries: usize, corners: usize) -> Game {
    let mut game = unshuffled_duel(
        starter_deck("SD01A"),
        starter_deck("SD01C"),
        RulesVersion::V1_3_0,
        true,
    );
    for (id, slot) in mine {
        place(&mut game, id, *slot);
    }
    game.apply(Action::EndTurn).expect("turn 1 ends");
    assert_eq!(game.to_act(), Side::Rival);
    for (id, slot) in theirs {
        place(&mut game, id, *slot);
    }
    face_up_scenes(&mut game, "SD01-ER03", corners);
    game.apply(Action::EndTurn).expect("turn 2 ends");
    assert_eq!(game.to_act(), Side::You);
    face_up_scenes(&mut game, "SD01-ER01", libraries);
    game
}

/// The rival's Inspiration facing your slot `slot`, whoever is to act.
fn rival_inspiration(game: &Game, slot: usize) -> u8 {
    let state = game.state().seen_from(Side::You);
    state.rival_inspiration_of(game.table(), slot)
}

fn boosts(legal: &[Action]) -> usize {
    legal
        .iter()
        .filter(|a| matches!(a, Action::InspoBoost { .. }))
        .count()
}

#[test]
fn the_rival_boosts_after_the_turn_player_and_wins_a_contact_it_would_lose_rule_404_3_2() {
    // Your Twilight Sparkle (5) against its Pinkie Pie (4), its two Sugarcube Corners face up.
    let mut game = turn_3(&[("SD01A-C01", 0)], &[("SD01C-U01", 2)], 0, 2);
    game.apply(Action::BeginContact).expect("contact");
    assert_eq!(game.legal_actions(), vec![AUTO, Action::EndTurn]);
    assert_eq!(game.state().inspiration_of(game.table(), 0), 5);
    assert_eq!(rival_inspiration(&game, 0), 4);
    // Ending your step hands the lane to the rival's step (404.3.2): nothing resolves yet.
    let events = game.apply(AUTO).expect("your Inspiration step ends");
    assert!(
        events.contains(&Event::InspirationStep { slot: 2 }),
        "{events:?}"
    );
    assert!(!events.iter().any(|e| matches!(e, Event::Lane { .. })));
    assert_eq!(game.to_act(), Side::Rival);
    assert_eq!(
        game.state().inspiration_step(),
        InspirationStep::NonTurnPlayer
    );
    assert_eq!(game.state().active(), Side::You, "still your turn");
    // Its view (hidden information) is its own: its legal actions are its own boosts and the
    // end of its step, nothing else.
    let view = game.side_view();
    assert_eq!(view.side(), Side::Rival);
    assert_eq!(view.inspiration_step(), InspirationStep::NonTurnPlayer);
    let mut seen = Vec::new();
    view.legal_actions_into(&mut seen);
    let legal = game.legal_actions();
    assert_eq!(seen, legal);
    assert_eq!(boosts(&legal), 2, "{legal:?}");
    assert_eq!(legal.last(), Some(&AUTO));
    assert_eq!(legal.len(), 3, "no EndTurn in its step: {legal:?}");
    // Its fast policy boosts while behind or tied, one at a time.
    let mut policy = GoldfishPolicy::new();
    for expected in [5, 6] {
        let action = policy.choose_seen(&game.side_view());
        assert!(matches!(action, Action::InspoBoost { .. }), "{action:?}");
        let line = game.describe_for(&action, Side::You);
        assert_eq!(
            line, "The rival flips SD01-ER03 Sugarcube Corner (Inspo Boost)",
            "the log from your side"
        );
        game.apply(action).expect("the rival boosts");
        assert_eq!(game.to_act(), Side::Rival, "still its step after a boost");
        assert_eq!(rival_inspiration(&game, 0), expected);
    }
    let action = policy.choose_seen(&game.side_view());
    assert_eq!(action, AUTO, "ahead, it ends its step");
    let events = game.apply(action).expect("the Contact resolves");
    assert!(
        events.contains(&Event::Lane {
            slot: 0,
            outcome: ContactOutcome::RivalWon
        }),
        "{events:?}"
    );
    let state = game.state();
    assert!(
        state.player(Side::You).adventure[0].is_none(),
        "your Character Retired"
    );
    assert!(state.player(Side::Rival).adventure[2].is_some());
    // 404.3.5a: its "until the end of this Contact" boosts end with the Contact.
    assert_eq!(rival_inspiration(&game, 0), 4);
    assert_eq!(game.to_act(), Side::You);
    assert_eq!(game.state().phase(), Phase::End);
    assert_eq!(game.state().inspiration_step(), InspirationStep::TurnPlayer);
}

#[test]
fn the_turn_player_cannot_boost_once_the_rivals_step_began_rule_404_3_2() {
    // Your Twilight Sparkle (4) boosted once by you, against its Pinkie Pie (4) and one Corner.
    let mut game = turn_3(&[("SD01A-C02", 0)], &[("SD01C-U01", 2)], 2, 1);
    game.apply(Action::BeginContact).expect("contact");
    let legal = game.legal_actions();
    assert_eq!(boosts(&legal), 2, "your two Libraries: {legal:?}");
    let first = legal[0];
    game.apply(first).expect("you boost");
    assert_eq!(game.to_act(), Side::You, "your step goes on");
    game.apply(AUTO).expect("your step ends");
    assert_eq!(game.to_act(), Side::Rival);
    // Your second Library is no longer yours to flip: every listed boost is the rival's.
    let rivals = game.state().acting().scene_area.clone();
    for action in game.legal_actions() {
        if let Action::InspoBoost { scene } = action {
            let card = rivals[usize::from(scene)].card;
            assert_eq!(game.table().card_id(card), "SD01-ER03");
            assert_eq!(game.table().owner(card), Side::Rival);
        }
    }
    let refused = game
        .clone()
        .apply(Action::EndTurn)
        .expect_err("no turn action in the rival's step");
    assert!(refused.to_string().contains("404.3.2"), "{refused}");
    let refused = game
        .clone()
        .apply(Action::ResolveLane {
            choice: LaneChoice::Promote,
        })
        .expect_err("no Promote in the rival's step");
    assert!(refused.to_string().contains("404.3.2"), "{refused}");
    let corner = game
        .state()
        .acting()
        .scene_area
        .iter()
        .position(|s| s.face_up && game.table().card_id(s.card) == "SD01-ER03")
        .expect("its Corner");
    game.apply(Action::InspoBoost {
        scene: u8::try_from(corner).expect("index"),
    })
    .expect("the rival boosts");
    assert_eq!(
        game.to_act(),
        Side::Rival,
        "its boost does not hand the step back"
    );
    let events = game.apply(AUTO).expect("the Contact resolves");
    // 5 against 5: a tie, both Retire (404.3.4); your unused Library stayed face up.
    assert!(
        events.contains(&Event::Lane {
            slot: 0,
            outcome: ContactOutcome::Tie
        }),
        "{events:?}"
    );
    assert_eq!(game.to_act(), Side::You);
    let libraries = game
        .state()
        .acting()
        .scene_area
        .iter()
        .filter(|s| s.face_up && game.table().card_id(s.card) == "SD01-ER01")
        .count();
    assert_eq!(libraries, 1);
    assert_eq!(game.state().phase(), Phase::End);
}

#[test]
fn no_step_for_the_rival_whose_scenes_cannot_boost_its_character_rule_404_3_1a_404_3_2() {
    // Lane 1: your Twilight Sparkle (5) against its Gummy (5): Sugarcube Corner is only for
    // its 「Pinkie Pie」, so no step; a tie. Lane 2: against its Pinkie Pie: its step.
    let mut game = turn_3(
        &[("SD01A-C01", 0), ("SD01A-C02", 1)],
        &[("SD01C-C04", 2), ("SD01C-U01", 1)],
        0,
        2,
    );
    game.apply(Action::BeginContact).expect("contact");
    assert_eq!(game.legal_actions(), vec![AUTO, Action::EndTurn]);
    let events = game.apply(AUTO).expect("lane 1 resolves at once");
    assert!(
        events.contains(&Event::Lane {
            slot: 0,
            outcome: ContactOutcome::Tie
        }),
        "{events:?}"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::InspirationStep { .. })),
        "{events:?}"
    );
    // Lane 2: its Pinkie Pie may be boosted: its step.
    let mut policy = GoldfishPolicy::new();
    for _ in 0..20 {
        if game.to_act() == Side::You && game.state().current_lane() == Some(1) {
            break;
        }
        let action = policy.choose_seen(&game.side_view());
        game.apply(action).expect("lane 1's abilities resolve");
    }
    assert_eq!(game.state().current_lane(), Some(1));
    assert_eq!(game.legal_actions(), vec![AUTO, Action::EndTurn]);
    let events = game.apply(AUTO).expect("your step in lane 2 ends");
    assert!(
        events.contains(&Event::InspirationStep { slot: 1 }),
        "{events:?}"
    );
    assert_eq!(game.to_act(), Side::Rival);
    assert_eq!(boosts(&game.legal_actions()), 2);
}

#[test]
fn without_a_usable_scene_the_rival_gets_no_step_and_the_action_lists_are_unchanged_rule_404_3_2() {
    // Its Pinkie Pie against your Twilight Sparkle, but every Sugarcube Corner is face down.
    let mut game = turn_3(&[("SD01A-C01", 0)], &[("SD01C-U01", 2)], 0, 0);
    game.apply(Action::BeginContact).expect("contact");
    assert_eq!(game.legal_actions(), vec![AUTO, Action::EndTurn]);
    let events = game.apply(AUTO).expect("the lane resolves");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::InspirationStep { .. })),
        "{events:?}"
    );
    assert!(
        events.contains(&Event::Lane {
            slot: 0,
            outcome: ContactOutcome::YouWon
        }),
        "{events:?}"
    );
    assert_eq!(game.to_act(), Side::You);
    assert_eq!(game.legal_actions(), vec![Action::EndTurn]);
}

#[test]
fn in_the_rivals_contact_you_boost_in_your_own_step_and_the_log_says_so_rule_404_3_2() {
    // The rival's turn 4: its Pinkie Pie (4) attacks your Twilight Sparkle (4) with two
    // Libraries of yours face up; you boost in your step and win.
    let mut game = turn_3(&[("SD01A-C02", 0)], &[("SD01C-U01", 2)], 2, 0);
    game.apply(Action::EndTurn)
        .expect("turn 3 ends, no Contact");
    assert_eq!(game.to_act(), Side::Rival);
    face_up_scenes(&mut game, "SD01-ER03", 0);
    game.apply(Action::BeginContact).expect("its Contact");
    // Its lanes go from the first player's (your) left: its slot 3 first.
    assert_eq!(game.state().current_lane(), Some(2));
    let legal = game.legal_actions();
    assert_eq!(legal, vec![AUTO, Action::EndTurn], "it has no usable Scene");
    let said = game.describe_for(&AUTO, Side::You);
    let events = game.apply(AUTO).expect("its step ends");
    assert!(said.starts_with("The rival Contacts"), "{said}");
    assert_eq!(game.to_act(), Side::You);
    let lines = game.describe_events(&events, Side::Rival, Side::You);
    assert!(
        lines.iter().any(|l| l.contains("your Inspiration step")),
        "{lines:?}"
    );
    let legal = game.legal_actions();
    assert_eq!(boosts(&legal), 2, "{legal:?}");
    assert_eq!(legal.last(), Some(&AUTO));
    let end = game.describe(&AUTO);
    assert!(end.contains("end your Inspiration step"), "{end}");
    // 404.3.3: the step is the last chance to boost, so the label says how it ends.
    assert!(
        end.ends_with("your Inspiration 4 against the rival's 4: a tie, both retire (404.3.3)"),
        "{end}"
    );
    let boost = legal[0];
    assert!(
        game.describe(&boost).contains("Golden Oak Library"),
        "{}",
        game.describe(&boost)
    );
    // Seen from the rival, your boost reads as the other player's move.
    let theirs = game.describe_for(&boost, Side::Rival);
    assert!(
        theirs.contains("flips SD01-ER01 Golden Oak Library (Inspo Boost)"),
        "{theirs}"
    );
    game.apply(boost).expect("you boost");
    assert_eq!(game.to_act(), Side::You);
    let end = game.describe(&AUTO);
    assert!(
        end.ends_with("your Inspiration 5 against the rival's 4: yours wins (404.3.3)"),
        "{end}"
    );
    let events = game.apply(AUTO).expect("the Contact resolves");
    // Its lane in its own words: its Character lost ("RivalWon" from the turn player's side).
    assert!(
        events.contains(&Event::Lane {
            slot: 2,
            outcome: ContactOutcome::RivalWon
        }),
        "{events:?}"
    );
    assert_eq!(game.to_act(), Side::Rival, "its turn goes on");
    let you = game.state().seen_from(Side::You);
    assert!(
        you.player(Side::You).adventure[0].is_some(),
        "your Twilight Sparkle stays"
    );
    assert_eq!(
        you.inspiration_of(game.table(), 0),
        4,
        "404.3.5a: your boost ended with the Contact"
    );
}

#[test]
fn a_game_with_the_rivals_step_replays_exactly_from_seed_and_actions() {
    let mut game = turn_3(&[("SD01A-C01", 0)], &[("SD01C-U01", 2)], 0, 2);
    game.apply(Action::BeginContact).expect("contact");
    let mut policy = GoldfishPolicy::new();
    for _ in 0..200 {
        if game.state().winner().is_some() {
            break;
        }
        let action = policy.choose_seen(&game.side_view());
        game.apply(action).expect("legal");
    }
    let saved = game.save();
    let loaded = Game::load(&saved, game::catalog()).expect("replays");
    assert_eq!(loaded.state(), game.state());
}
