//! Undo, redo, save/load and replay: a seed plus the action log gives the identical game.

use crate::game;

use game::{TestGame, catalog, in_hand};
use ponydeck::engine::{Action, ActionError, Game, LaneChoice, SAVED_FORMAT, Side};

fn play_a_few_turns(game: &mut Game) {
    let mut legal = Vec::new();
    for step in 0..120 {
        game.legal_actions_into(&mut legal);
        let Some(action) = legal.get(step * 7 % legal.len().max(1)).copied() else {
            break;
        };
        game.apply(action).expect("a legal action applies");
    }
}

#[test]
fn undo_restores_the_exact_prior_state_and_redo_the_later_one() {
    let mut game = TestGame::sd01a().shuffled(5).kept();
    let before = game.state().clone();
    let card = game.state().acting().hand[0];
    let _ = game.apply(Action::PlayCharacter { card, slot: 0 });
    game.apply(Action::EndTurn).expect("end");
    let after = game.state().clone();
    let applied = game.log().len() - 1;
    game.undo_many(applied).expect("undo");
    assert_eq!(game.state(), &before);
    assert!(game.can_redo());
    while game.can_redo() {
        game.redo().expect("redo");
    }
    assert_eq!(game.state(), &after);
    assert_eq!(game.undo_many(99), Err(ActionError::NoHistory("undo")));
}

#[test]
fn undo_goes_back_to_before_the_opening_hand_decision() {
    let mut game = TestGame::sd01a().build();
    let setup = game.state().clone();
    game.apply(Action::Mulligan).expect("mulligan");
    game.undo().expect("undo");
    assert_eq!(game.state(), &setup);
    assert_eq!(game.undo(), Err(ActionError::NoHistory("undo")));
}

#[test]
fn a_new_action_after_undo_clears_the_redo_list() {
    let mut game = TestGame::sd01a().kept();
    game.apply(Action::EndTurn).expect("end");
    game.undo().expect("undo");
    game.apply(Action::BeginContact).expect("contact");
    assert!(!game.can_redo());
}

#[test]
fn a_refused_action_changes_nothing_and_is_not_logged() {
    let mut game = TestGame::sd01a().kept();
    let before = game.state().clone();
    let card = in_hand(&game, "SD01A-SR01");
    assert!(game.apply(Action::PlayCharacter { card, slot: 0 }).is_err());
    assert!(
        game.apply(Action::ResolveLane {
            choice: LaneChoice::Auto
        })
        .is_err()
    );
    assert_eq!(game.state(), &before);
    assert_eq!(game.log(), [Action::Keep]);
}

#[test]
fn a_game_saves_to_json_and_loads_back_identical() {
    let mut game = TestGame::sd01a().shuffled(11).kept();
    play_a_few_turns(&mut game);
    game.undo().expect("undo");
    let text = game.to_json().expect("json");
    let loaded = Game::from_json(&text, catalog()).expect("loads");
    assert_eq!(loaded.state(), game.state());
    assert_eq!(loaded.log(), game.log());
    assert!(loaded.can_redo());
    assert_eq!(loaded.to_json().expect("json"), text);
}

#[test]
fn a_seed_and_the_action_log_replay_the_identical_game() {
    let mut game = TestGame::sd01a().shuffled(23).build();
    play_a_few_turns(&mut game);
    let replayed = Game::replay(
        game.deck(),
        catalog(),
        game.config(),
        game.seed(),
        game.log(),
    )
    .expect("replays");
    assert_eq!(
        serde_json::to_string(replayed.state()).expect("json"),
        serde_json::to_string(game.state()).expect("json")
    );
}

#[test]
fn a_saved_game_whose_state_does_not_match_its_actions_is_refused() {
    let game = TestGame::sd01a().kept();
    let mut saved: serde_json::Value =
        serde_json::from_str(&game.to_json().expect("json")).expect("its own json");
    let turn = saved["state"]["turn"].as_u64().expect("a turn");
    saved["state"]["turn"] = (turn + 1).into();
    assert!(Game::from_json(&saved.to_string(), catalog()).is_err());
}

#[test]
fn undone_actions_redo_in_order_and_actions_describe_themselves() {
    let mut game = TestGame::sd01a().top(&["SD01A-C04"]).kept();
    let card = in_hand(&game, "SD01A-C04");
    let play = Action::PlayCharacter { card, slot: 0 };
    assert_eq!(game.describe(&play), "Play SD01A-C04 Spike into slot 1");
    game.apply(play).expect("play");
    game.apply(Action::EndTurn).expect("end");
    let after = game.state().clone();
    game.undo_many(3).expect("undo");
    assert_eq!(game.redo_many(10), Ok(3));
    assert_eq!(game.state(), &after);
}

/// Saved games written by ponydeck before both players' zones were kept by side (format 1,
/// written by the engine at ef4df68): the zones of the player to act in `you`, the other's in
/// `other`, the passive rival beside them. They load by replaying their actions, and the
/// upgraded state is checked against the replay as any saved state is.
#[test]
fn a_game_saved_in_format_1_still_loads_and_saves_again_in_the_current_format() {
    let goldfish = include_str!("../fixtures/games/kayou_saved_format1_goldfish.json");
    let game = Game::from_json(goldfish, catalog()).expect("a format-1 goldfish game loads");
    assert!(
        !goldfish.contains("\"format\""),
        "written before the format number"
    );
    assert!(game.state().turn() >= 3);
    let view = game.view();
    assert_eq!(
        view.rival.adventure[1],
        Some(3),
        "its sparring Character in lane 2"
    );
    let again = game.to_json().expect("json");
    assert!(again.contains(&format!("\"format\":{SAVED_FORMAT}")));
    let reloaded = Game::from_json(&again, catalog()).expect("loads again");
    assert_eq!(reloaded.state(), game.state());

    // Two-player, saved while the rival (the second player) acts: `you` then held its zones.
    let duel = include_str!("../fixtures/games/kayou_saved_format1_two_player.json");
    assert!(duel.contains("\"seat\":\"rival\""));
    let game = Game::from_json(duel, catalog()).expect("a format-1 two-player game loads");
    assert_eq!(game.to_act(), Side::Rival);
    assert!(game.state().two_player());
    assert!(game.state().turn() >= 4);
}

#[test]
fn a_saved_game_of_a_newer_format_is_refused_with_what_to_do() {
    let game = TestGame::sd01a().shuffled(11).kept();
    let text = game.to_json().expect("json").replacen(
        &format!("\"format\":{SAVED_FORMAT}"),
        "\"format\":99",
        1,
    );
    let Err(err) = Game::from_json(&text, catalog()) else {
        panic!("a newer format must not load");
    };
    let message = err.to_string();
    assert!(
        message.contains("format 99") && message.contains("update ponydeck"),
        "{message}"
    );
}
