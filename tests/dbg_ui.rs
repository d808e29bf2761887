//! The Adventures screen driven through the accessibility tree (egui_kittest) at 1024×700 with
//! a real user database, as a new player would: find that the shipped components cannot set a
//! game up, enter a Hurdle by hand, import the rest of a (test) box, set up a solo game, track
//! it to a win, then set up another and track it to a loss, undo, and resume the first.
#![cfg(feature = "gui")]

mod common;

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ponydeck::ui::panels::dbg::AdventuresCommand;
use ponydeck::ui::{AppCommand, PonydeckApp};

use common::ui::{app_with_db, harness_at, notice_texts, type_into};

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

/// Overcomes the Active Hurdle (or the Final Challenge), the team gaining the cubes first, and
/// ends the turn, by the buttons.
fn overcome_and_end(harness: &mut Harness<'static, PonydeckApp>) {
    gain_required(harness);
    let target = view(harness)
        .hurdles
        .first()
        .map(|h| h.name.clone())
        .unwrap_or_else(|| view(harness).final_challenge.name);
    click(harness, &format!("Overcome {target}"));
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
