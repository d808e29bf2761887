//! The Adventures screen driven through the accessibility tree (egui_kittest) at 1024×700 with
//! a real user database, as a new player would: find that the shipped components cannot set a
//! game up, enter a Hurdle by hand, import the rest of a (test) box, set up a solo game, track
//! it to a win, then set up another and track it to a loss, undo, and resume the first.
#![cfg(feature = "gui")]

use crate::common;

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use ponydeck::ui::panels::dbg::AdventuresCommand;
use ponydeck::ui::{AppCommand, PonydeckApp};

use common::ui::{app_with_db, at_both_sizes, harness_at, notice_texts, type_into};

fn harness(db_path: &Path) -> Harness<'static, PonydeckApp> {
    harness_at(app_with_db(db_path), [1024.0, 700.0])
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/dbg")
        .join(name)
}

fn click(harness: &mut Harness<'static, PonydeckApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

fn view(harness: &Harness<'static, PonydeckApp>) -> ponydeck::dbg::TrackerView {
    harness
        .state()
        .adventures()
        .view()
        .cloned()
        .expect("a game is tracked")
}

/// Gives every player the cubes the current target requires, by the + buttons ("Attempt to
/// Overcome", step 1: only a team holding them may attempt).
fn gain_required(harness: &mut Harness<'static, PonydeckApp>) {
    let v = view(harness);
    let need = v.requirement.clone();
    let color = need.color.expect("the colour is entered").to_string();
    for player in 1..=v.players {
        for _ in 0..need.total.expect("the cubes are entered") {
            click(
                harness,
                &format!("Player {player}: {color} cubes: one more"),
            );
        }
    }
}

/// Overcomes the Active Hurdle (or the Final Challenge), the team gaining the cubes first and
/// spending them by hand, and ends the turn, by the buttons.
fn overcome_and_end(harness: &mut Harness<'static, PonydeckApp>) {
    gain_required(harness);
    let target = view(harness)
        .hurdles
        .first()
        .map(|h| h.name.clone())
        .unwrap_or_else(|| view(harness).final_challenge.name);
    click(harness, &format!("Overcome {target}, cubes spent by hand"));
    if view(harness).result.is_none() {
        click(harness, "End turn");
    }
}

#[test]
fn a_solo_game_is_set_up_and_tracked_to_a_win_and_another_to_a_loss() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(&dir.path().join("user.db"));
    harness.run();
    click(&mut harness, "Adventures");
    harness.get_by_label("No game tracked yet");

    // The rulebook prints no Cloud Limit: the shipped components alone set nothing up.
    click(&mut harness, "Set up");
    harness.get_by_label_contains("Level 1 Hurdles ready to draw: 0 of 0 entered");
    click(&mut harness, "Set up the game");
    assert!(
        notice_texts(&harness)
            .iter()
            .any(|n| n.contains("no Level 1 Hurdle")),
        "{:?}",
        notice_texts(&harness)
    );
    assert!(harness.state().adventures().tracker().is_none());

    // Enter one Hurdle by hand, as printed on the (test) card.
    click(&mut harness, "Components");
    click(&mut harness, "Add a Hurdle");
    type_into(&mut harness, "Name", "Test Hurdle 1A");
    type_into(&mut harness, "Level", "1");
    type_into(&mut harness, "Cloud Limit", "1 per player +1");
    type_into(&mut harness, "Sugar Cubes required", "2 per player");
    click(&mut harness, "pink (Work)");
    click(&mut harness, "Save the Hurdle");
    assert!(
        harness.state().adventures().form().is_none(),
        "saved and closed"
    );
    harness.get_by_label_contains("Test Hurdle 1A (Level 1): Cloud Limit 1 per player +1");

    // The rest of the box from a file (what the Import… dialog sends).
    harness
        .state_mut()
        .send(AppCommand::Adventures(AdventuresCommand::ImportPath(
            fixture("test_box.json"),
        )));
    harness.run();
    assert_eq!(harness.state().adventures().components().hurdles.len(), 7);

    // A solo game, seeded.
    click(&mut harness, "Set up");
    type_into(&mut harness, "Seed", "42");
    click(&mut harness, "Set up the game");
    let start = view(&harness);
    assert_eq!((start.players, start.counted_players), (1, 2));
    assert_eq!(start.hurdles.len(), 3);
    assert_eq!(start.hurdles[0].level, Some(1));
    let first_game = harness
        .state()
        .adventures()
        .game_name()
        .expect("saved as it is played")
        .to_string();

    // Turn 1: a card's Cloud, then cubes gained, and the Hurdle overcome spending them.
    click(&mut harness, "Add a Cloud to the Active Hurdle");
    assert_eq!(view(&harness).hurdles[0].clouds, 1);
    let need = view(&harness).requirement.clone();
    let color = need.color.expect("the colour is entered").to_string();
    for _ in 0..need.total.expect("the cubes are entered") {
        click(&mut harness, &format!("Player 1: {color} cubes: one more"));
    }
    let target = view(&harness).hurdles[0].name.clone();
    click(
        &mut harness,
        &format!(
            "Overcome {target}, spending {} {color} cubes",
            need.total.unwrap_or(0)
        ),
    );
    let v = view(&harness);
    assert_eq!(v.overcome, [target]);
    assert_eq!(
        v.team[0].cubes.pink + v.team[0].cubes.blue + v.team[0].cubes.green,
        0
    );
    click(&mut harness, "End turn");
    assert_eq!(
        view(&harness).hurdles[0].clouds,
        0,
        "no Cloud after an overcome"
    );
    // Turns 2 and 3: an attempt with Chaos, then the overcome; then the Final Challenge.
    let next = view(&harness).hurdles[0].name.clone();
    gain_required(&mut harness);
    click(&mut harness, &format!("Attempt {next}"));
    assert_eq!(
        view(&harness).attempt.as_ref().map(|a| a.chaos.len()),
        Some(1)
    );
    overcome_and_end(&mut harness);
    overcome_and_end(&mut harness);
    overcome_and_end(&mut harness);
    assert_eq!(view(&harness).result, Some("won"));
    harness.get_by_label_contains("The team wins!");

    // Another solo game, tracked to a loss: Clouds on the Final Challenge up to its limit.
    click(&mut harness, "Set up a new game");
    click(&mut harness, "Set up the game");
    let second_game = harness.state().adventures().game_name().map(String::from);
    assert_ne!(
        second_game.as_deref(),
        Some(first_game.as_str()),
        "a new name"
    );
    let limit = view(&harness).final_challenge.cloud_limit;
    for _ in 0..limit {
        click(&mut harness, "Add a Cloud to the Final Challenge");
    }
    let v = view(&harness);
    assert_eq!(v.result, Some("lost"));
    assert_eq!(v.final_challenge.cloud_cover, [true, true]);
    harness.get_by_label("The team loses: the Final Challenge reached its Cloud Limit.");

    // Undo takes the last Cloud back; the saved list has both games; the first resumes won.
    click(&mut harness, "Undo");
    assert_eq!(view(&harness).result, None);
    click(&mut harness, "New game");
    click(&mut harness, &format!("Resume {first_game}"));
    assert_eq!(view(&harness).result, Some("won"));
    assert_eq!(harness.state().adventures().saved().len(), 2);
}

#[test]
fn where_no_file_dialog_opens_export_offers_a_path_box_that_writes_the_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(&dir.path().join("user.db"));
    harness.state_mut().set_path_source(|| {
        Box::new(ponydeck::ui::controllers::file_dialog::ScriptedDialog::no_dialog())
    });
    harness.run();
    click(&mut harness, "Adventures");
    click(&mut harness, "Components");
    click(&mut harness, "Export…");
    assert!(
        notice_texts(&harness)
            .iter()
            .any(|n| n.starts_with("No file chosen. If no file dialog opened")),
        "{:?}",
        notice_texts(&harness)
    );
    let out = dir.path().join("components.json");
    type_into(&mut harness, "Path", out.to_str().expect("a UTF-8 path"));
    click(&mut harness, "Use path");
    assert!(out.is_file(), "{:?}", notice_texts(&harness));
    assert!(harness.state().adventures().path_box().is_none());
}

/// The Adventures screen at `size` with the test box imported and a solo game set up with seed
/// 42 (test cards: `tests/fixtures/dbg/test_box.json`).
fn solo_game_at(db_path: &Path, size: [f32; 2]) -> Harness<'static, PonydeckApp> {
    let mut harness = harness_at(app_with_db(db_path), size);
    harness.run();
    click(&mut harness, "Adventures");
    harness
        .state_mut()
        .send(AppCommand::Adventures(AdventuresCommand::ImportPath(
            fixture("test_box.json"),
        )));
    harness.run();
    click(&mut harness, "Set up");
    type_into(&mut harness, "Seed", "42");
    click(&mut harness, "Set up the game");
    assert!(harness.state().adventures().tracker().is_some());
    harness
}

fn is_enabled(harness: &Harness<'static, PonydeckApp>, label: &str) -> bool {
    !harness.get_by_label(label).accesskit_node().is_disabled()
}

// Issue 41, item 22: "Attempt to Overcome", step 1 (an attempt needs the required Sugar
// Cubes), and two Overcome buttons that say what each does.
at_both_sizes!(
    the_overcome_buttons_say_how_they_differ_and_wait_for_the_required_cubes,
    the_overcome_buttons_say_how_they_differ_and_wait_for_the_required_cubes_at_a_large_size,
    overcome_buttons_at
);

fn overcome_buttons_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = solo_game_at(&dir.path().join("user.db"), size);
    let v = view(&harness);
    let target = v.hurdles[0].name.clone();
    let need = v.requirement.clone();
    let (total, color) = (
        need.total.expect("entered"),
        need.color.expect("entered").to_string(),
    );
    let by_hand = format!("Overcome {target}, cubes spent by hand");
    let spending = format!("Overcome {target}, spending {total} {color} cubes");
    let attempt = format!("Attempt {target}");
    harness.get_by_label_contains("Both Overcome buttons record the success");
    harness.get_by_label_contains("changes no count");
    for label in [&by_hand, &spending, &attempt] {
        assert!(
            !is_enabled(&harness, label),
            "{label}: the team holds no cubes yet"
        );
    }
    for _ in 0..total {
        click(&mut harness, &format!("Player 1: {color} cubes: one more"));
    }
    for label in [&by_hand, &spending, &attempt] {
        assert!(
            is_enabled(&harness, label),
            "{label}: the team holds them now"
        );
    }
    // "cubes spent by hand" changes no count; the players take them off with −.
    click(&mut harness, &by_hand);
    let v = view(&harness);
    assert_eq!(v.overcome, [target]);
    let held = v.team[0].cubes.pink + v.team[0].cubes.blue + v.team[0].cubes.green;
    assert_eq!(held, total, "no count changed");
}

// Issue 41, item 22: a newcomer is told where the numbers come from and how to enter them.
at_both_sizes!(
    a_newcomer_is_told_where_the_numbers_come_from_and_how_to_enter_them,
    a_newcomer_is_told_where_the_numbers_come_from_and_how_to_enter_them_at_a_large_size,
    newcomer_at
);

fn newcomer_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness_at(app_with_db(&dir.path().join("user.db")), size);
    harness.run();
    click(&mut harness, "Adventures");
    harness.get_by_label("No game tracked yet");
    harness.get_by_label_contains("Where the numbers come from");
    harness.get_by_label_contains("its rulebook prints no Cloud Limit");
    harness.get_by_label_contains("in the gray Cloud at its upper left");
    click(&mut harness, "Enter your cards' numbers");
    assert_eq!(
        harness.state().adventures().tab(),
        ponydeck::ui::panels::dbg::AdventuresTab::Components
    );
    harness.get_by_label("Add a Hurdle");
    harness.get_by_label_contains("Where the numbers come from");
}

// Issue 41, item 6: deleting the saved game being played is said once.
at_both_sizes!(
    deleting_the_game_being_played_says_once_that_its_steps_are_no_longer_saved,
    deleting_the_game_being_played_says_once_that_its_steps_are_no_longer_saved_at_a_large_size,
    delete_played_at
);

fn delete_played_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    let mut harness = solo_game_at(&db_path, size);
    let name = harness
        .state()
        .adventures()
        .game_name()
        .expect("saved as it is played")
        .to_string();
    click(&mut harness, "Add a Cloud to the Active Hurdle");
    click(&mut harness, "Set up");
    click(&mut harness, &format!("Delete {name}"));
    let said = |harness: &Harness<'static, PonydeckApp>| {
        notice_texts(harness)
            .into_iter()
            .filter(|n| n.contains(&name) && n.contains("no longer saved"))
            .count()
    };
    assert_eq!(said(&harness), 1, "{:?}", notice_texts(&harness));
    click(&mut harness, "Play");
    harness.get_by_label("not saved: its saved game was deleted");
    click(&mut harness, "Add a Cloud to the Active Hurdle");
    click(&mut harness, "End turn");
    assert_eq!(said(&harness), 1, "said once: {:?}", notice_texts(&harness));
    assert!(
        harness.state().adventures().saved().is_empty(),
        "the deleted game is not written back"
    );
}

/// Makes every write to `table` fail (`true`) or lets them through again (`false`), as a disk
/// that fills and then has room again.
fn refuse_writes(db_path: &Path, table: &str, refuse: bool) {
    let conn = rusqlite::Connection::open(db_path).expect("a second connection");
    let mut script = String::new();
    for op in ["INSERT", "UPDATE", "DELETE"] {
        script.push_str(&if refuse {
            format!(
                "CREATE TRIGGER refuse_{op} BEFORE {op} ON {table} \
                 BEGIN SELECT RAISE(ABORT, 'the test refuses writes'); END;\n"
            )
        } else {
            format!("DROP TRIGGER refuse_{op};\n")
        });
    }
    conn.execute_batch(&script).expect("the triggers change");
}

// Issue 41, item 6: the tracker's own saving, when it fails: said once, tried again after a
// wait (not every frame), and said again when the game is saved with every step.
at_both_sizes!(
    a_failing_save_is_said_once_and_retried_after_a_wait_until_it_succeeds,
    a_failing_save_is_said_once_and_retried_after_a_wait_until_it_succeeds_at_a_large_size,
    failing_save_at
);

fn failing_save_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    let mut harness = solo_game_at(&db_path, size);
    let name = harness
        .state()
        .adventures()
        .game_name()
        .expect("saved as it is played")
        .to_string();
    refuse_writes(&db_path, "dbg_games", true);
    click(&mut harness, "Add a Cloud to the Active Hurdle");
    click(&mut harness, "Add a Cloud to the Active Hurdle");
    let failed = |harness: &Harness<'static, PonydeckApp>| {
        notice_texts(harness)
            .into_iter()
            .filter(|n| n.contains("could not be saved"))
            .count()
    };
    assert_eq!(failed(&harness), 1, "{:?}", notice_texts(&harness));
    harness.get_by_label_contains("the last steps are not saved yet");
    // Room again; the frames drawn before the wait is over do not try.
    refuse_writes(&db_path, "dbg_games", false);
    for _ in 0..5 {
        harness.run();
    }
    assert!(harness.state().adventures().has_unsaved_steps());
    let wait = harness
        .state()
        .adventures()
        .save_retry_wait(std::time::Instant::now())
        .expect("a try is waiting");
    std::thread::sleep(wait + std::time::Duration::from_millis(50));
    harness.run();
    assert!(!harness.state().adventures().has_unsaved_steps());
    assert!(
        notice_texts(&harness)
            .iter()
            .any(|n| n.contains(&name) && n.contains("saved again")),
        "{:?}",
        notice_texts(&harness)
    );
    harness.get_by_label(&format!("saved as “{name}”"));
    let db = ponydeck::catalog::UserDb::open(&db_path).expect("opens");
    assert_eq!(
        db.dbg_game(&name).expect("saved").view().hurdles[0].clouds,
        2
    );
}
