//! Adventures in Equestria in the user database (migration 0004): the player's component
//! edits over the shipped list and saved games; an older database migrates and keeps its data.

use crate::common;
use crate::dbg_common;

use dbg_common::{apply, clouds, end, standard, tracker};
use ponydeck::card::Game;
use ponydeck::catalog::{DbgStoreError, UserDb};
use ponydeck::dbg::{
    Action, Challenge, Component, ComponentKind, Components, CountRule, CubeColor,
};

fn open(dir: &tempfile::TempDir) -> UserDb {
    UserDb::open(&dir.path().join("user.db")).unwrap()
}

#[test]
fn a_database_from_before_the_tracker_migrates_and_keeps_its_decks_and_collection() {
    let dir = tempfile::tempdir().unwrap();
    let path = common::frozen_user_db(3, dir.path());
    let db = UserDb::open(&path).unwrap();
    assert_eq!(
        db.deck_summary(Game::Kayou, "Frozen Rush")
            .unwrap()
            .versions,
        2
    );
    let owned = db
        .collection(Game::Kayou)
        .unwrap()
        .owned(&ponydeck::card::CardId::parse("BP01-C01").unwrap());
    assert_eq!(owned, 3);
    assert_eq!(db.dbg_components().unwrap(), Components::shipped().unwrap());
    assert!(db.dbg_games().unwrap().is_empty());
}

fn completed_enchantress() -> Challenge {
    Challenge {
        cloud_limit: Some(CountRule::per_player(2, 1)),
        cubes: Some(CountRule::per_player(2, 0)),
        cube_color: Some(CubeColor::Pink),
        setback: Some("Test Setback text.".into()),
        reward: Some("The active player gains 1 Pink and 1 Blue Cube.".into()),
        ..Challenge::named("Evil Enchantress", 2)
    }
}

#[test]
fn edits_to_shipped_and_added_components_are_kept_over_the_shipped_list() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut db = open(&dir);
        db.save_dbg_component(
            Some("Evil Enchantress"),
            &Component::Hurdle(completed_enchantress()),
        )
        .unwrap();
        db.save_dbg_component(None, &Component::Hurdle(Challenge::named("Test Added", 1)))
            .unwrap();
        db.remove_dbg_component(ComponentKind::Pony, "Pinkie Pie")
            .unwrap();
    }
    let db = open(&dir);
    let components = db.dbg_components().unwrap();
    assert_eq!(components.hurdles.len(), 2);
    assert_eq!(components.hurdles[0].name, "Test Added", "Level 1 first");
    assert_eq!(components.hurdles[1], completed_enchantress());
    assert_eq!(components.ponies.len(), 5);
    assert!(components.find(ComponentKind::Pony, "Pinkie Pie").is_none());
}

#[test]
fn renaming_removes_the_old_name_and_resetting_brings_back_the_shipped_card() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = open(&dir);
    let renamed = Challenge {
        name: "Evil Enchantress (mine)".into(),
        ..completed_enchantress()
    };
    db.save_dbg_component(Some("Evil Enchantress"), &Component::Hurdle(renamed))
        .unwrap();
    let names: Vec<String> = db
        .dbg_components()
        .unwrap()
        .hurdles
        .into_iter()
        .map(|h| h.name)
        .collect();
    assert_eq!(names, ["Evil Enchantress (mine)"]);
    db.reset_dbg_component(ComponentKind::Hurdle, "evil enchantress")
        .unwrap();
    db.reset_dbg_component(ComponentKind::Hurdle, "Evil Enchantress (mine)")
        .unwrap();
    assert_eq!(db.dbg_components().unwrap(), Components::shipped().unwrap());
}

#[test]
fn an_import_writes_only_what_changes_all_in_one_go() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = open(&dir);
    let mut file = Components::shipped().unwrap();
    file.hurdles = vec![completed_enchantress(), Challenge::named("Test Added", 3)];
    let text = file.to_json();
    let imported = Components::from_json(&text).unwrap();
    let current = db.dbg_components().unwrap();
    let edits = current.edits_to_import(&imported);
    assert_eq!(
        edits.len(),
        2,
        "the unchanged Ponies and Town Square are not edits"
    );
    db.import_dbg_components(&edits).unwrap();
    assert_eq!(db.dbg_components().unwrap().hurdles.len(), 2);
    assert!(
        db.dbg_components()
            .unwrap()
            .edits_to_import(&imported)
            .is_empty()
    );
}

#[test]
fn saved_games_are_listed_newest_first_resumed_exactly_and_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = open(&dir);
    let mut t = tracker(2, standard());
    clouds(&mut t, 2);
    end(&mut t);
    apply(
        &mut t,
        Action::Cubes {
            player: 2,
            color: CubeColor::Blue,
            delta: 3,
        },
    );
    db.save_dbg_game("Friday game", &t).unwrap();
    let games = db.dbg_games().unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(
        games[0].summary,
        "2 players, turn 2: Hurdle 1 of 3, 0/9 Clouds on Best Night Ever?"
    );
    assert_eq!(db.dbg_game("friday GAME").unwrap(), t);
    // Saving again under the name replaces it.
    end(&mut t);
    db.save_dbg_game("Friday game", &t).unwrap();
    assert_eq!(db.dbg_games().unwrap().len(), 1);
    assert_eq!(db.dbg_game("Friday game").unwrap().view().turn, 3);
    db.delete_dbg_game("Friday game").unwrap();
    assert!(matches!(
        db.dbg_game("Friday game"),
        Err(DbgStoreError::NotFound { .. })
    ));
    assert!(matches!(
        db.save_dbg_game("  ", &t),
        Err(DbgStoreError::EmptyName)
    ));
}

#[test]
fn a_damaged_row_is_reported_with_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("user.db");
    drop(UserDb::open(&path).unwrap());
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute(
            "INSERT INTO dbg_components (kind, name, component_json, updated_at) VALUES ('hurdle', 'Bad', '{', 0)",
            [],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO dbg_games (name, summary, saved_at, game_json) VALUES ('Broken', '', 0, 'not json')",
            [],
        )
        .unwrap();
    }
    let db = UserDb::open(&path).unwrap();
    let err = db.dbg_components().unwrap_err().to_string();
    assert!(
        err.contains("the Hurdle 'Bad'") && err.contains("remove it"),
        "{err}"
    );
    let err = db.dbg_game("Broken").unwrap_err().to_string();
    assert!(
        err.contains("'Broken' cannot be read back") && err.contains("delete it"),
        "{err}"
    );
}
