//! The goldfish table seating a rival that plays back, driven through the accessibility tree
//! (egui_kittest) at 1024x700 and at a large size: seat a starter rival from the picker, watch
//! it act (Instant pace), undo your move, switch back to the passive rival; and a matchup of
//! two starters with a small game count shows its table.
#![cfg(feature = "gui")]

use crate::common;

use std::path::Path;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ponydeck::card::CardId;
use ponydeck::catalog::UserDb;
use ponydeck::engine::{Action, SceneView, Side};
use ponydeck::sim::PlayerKind;
use ponydeck::ui::PonydeckApp;
use ponydeck::ui::app::AppCommand;
use ponydeck::ui::controllers::goldfish::{Pace, RivalSource};
use ponydeck::ui::panels::decks::DeckCommand;
use ponydeck::ui::panels::goldfish::GoldfishCommand;
use ponydeck::ui::panels::matchup::MatchupCommand;
use ponydeck::ui::settings::{RememberedRival, Settings};

use common::ui::{
    app_with_db, copy_starter, harness_at, notice_texts, run_matchup_to_its_table, untick_starters,
};

const SMALL: [f32; 2] = [1024.0, 700.0];
const LARGE: [f32; 2] = [1920.0, 1080.0];

fn table_at(db_path: &Path, size: [f32; 2]) -> Harness<'static, PonydeckApp> {
    let mut harness = harness_at(app_with_db(db_path), size);
    copy_starter(&mut harness);
    harness.get_by_label("Goldfish it").click();
    harness.run();
    harness
        .state_mut()
        .apply(AppCommand::Goldfish(GoldfishCommand::NewGame(Some(21))));
    harness.run();
    harness
}

/// Clicks the rival picker and one of its entries.
fn pick_rival(harness: &mut Harness<'static, PonydeckApp>, entry: &str) {
    harness.get_by_label("Rival deck").click();
    harness.run();
    harness.get_by_label(entry).click();
    harness.run();
}

/// Runs frames until the rival has played up to your next decision (the table ticks each
/// frame; at Instant pace one frame plays all its moves).
fn let_the_rival_play(harness: &mut Harness<'static, PonydeckApp>) {
    for _ in 0..20 {
        if !harness.state().goldfish().rival_to_act() {
            return;
        }
        harness.step();
    }
    harness.run();
}

fn a_starter_rival_is_seated_acts_is_undone_and_the_passive_rival_comes_back_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = table_at(&dir.path().join("user.db"), size);
    pick_rival(&mut harness, "SD01B Fluttershy Starter");
    {
        let goldfish = harness.state().goldfish();
        assert_eq!(
            goldfish.rival().map(|r| r.name.as_str()),
            Some("SD01B Fluttershy Starter")
        );
        assert_eq!(
            goldfish.game().map(|g| g.seed()),
            Some(21),
            "the current seed"
        );
        assert!(goldfish.game().is_some_and(|g| g.state().two_player()));
    }
    // Both sides on screen at once, the rival's slots above yours.
    let rival_slot = harness.get_by_label("Rival's slot 3").rect();
    let your_slot = harness.get_by_label("Adventure slot 1").rect();
    assert!(
        rival_slot.bottom() < your_slot.top(),
        "{rival_slot:?} {your_slot:?}"
    );
    assert!(
        your_slot.bottom() < size[1] * 0.75,
        "your slots are on screen above the hand: {your_slot:?}"
    );
    assert!(
        (rival_slot.left() - your_slot.left()).abs() < 30.0,
        "its slot 3 faces your slot 1"
    );
    harness.get_by_label("Instant").click();
    harness.run();
    // Keep, then end your turn: the rival plays its turn 2 at once.
    harness.get_by_label("Keep hand").click();
    harness.run();
    let_the_rival_play(&mut harness);
    harness.get_by_label("End turn").click();
    harness.run();
    let_the_rival_play(&mut harness);
    let game = harness.state().goldfish().game().expect("a game");
    assert_eq!(
        game.to_act(),
        Side::You,
        "your turn again after the rival's"
    );
    assert!(game.state().turn() >= 3);
    let log = harness.state().goldfish().log().join("\n");
    assert!(log.contains("The rival draws a card."), "{log}");
    assert!(log.contains("The rival ends its turn."), "{log}");
    // Its board: its Adventure Area faces yours, its hand a count.
    harness.get_by_label("Rival's slot 1");
    assert!(
        harness
            .get_all_by_label_contains("Rival: SD01B Fluttershy Starter, played by fast")
            .count()
            >= 1
    );

    // Undo: your End turn and the rival's whole turn after it.
    let before_end = game.log().len();
    harness.get_by_label("Undo").click();
    harness.run();
    let game = harness.state().goldfish().game().expect("a game");
    assert_eq!(game.to_act(), Side::You);
    assert_eq!(game.state().turn(), 1, "back before your End turn");
    assert!(game.log().len() < before_end);
    assert!(
        harness
            .state()
            .goldfish()
            .legal()
            .iter()
            .any(|(a, _)| *a == Action::EndTurn)
    );

    // The passive rival is one click away, and gives today's table for the same seed.
    harness.get_by_label("Passive rival (goldfish)").click();
    harness.run();
    let goldfish = harness.state().goldfish();
    assert!(goldfish.rival().is_none());
    assert!(goldfish.game().is_some_and(|g| !g.state().two_player()));
    assert_eq!(goldfish.game().map(|g| g.seed()), Some(21));
}

#[test]
fn a_starter_rival_is_seated_acts_is_undone_and_the_passive_rival_comes_back() {
    a_starter_rival_is_seated_acts_is_undone_and_the_passive_rival_comes_back_at(SMALL);
}

#[test]
fn a_starter_rival_is_seated_acts_is_undone_and_the_passive_rival_comes_back_at_a_large_size() {
    a_starter_rival_is_seated_acts_is_undone_and_the_passive_rival_comes_back_at(LARGE);
}

fn a_matchup_of_two_starters_shows_its_table_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = table_at(&dir.path().join("user.db"), size);
    harness.get_by_label("Matchups…").click();
    harness.run();
    assert!(harness.state().matchup().is_open());
    // Two starters only, two games a pairing.
    untick_starters(&mut harness, &["SD01C", "SD01D", "SD01E", "SD01F"]);
    assert_eq!(harness.state().matchup().selected().len(), 2);
    harness
        .state_mut()
        .apply(AppCommand::Matchup(MatchupCommand::SetGames(2)));
    harness.run();
    run_matchup_to_its_table(&mut harness);
    let table = harness.state().matchup().table().expect("a table");
    assert_eq!(table.names.len(), 2);
    let (report, (lo, hi)) = table.cell(0, 1).expect("SD01A against SD01B");
    assert_eq!(report.games, 2);
    assert!(lo <= report.win_rate() && report.win_rate() <= hi);
    assert!(table.cell(0, 0).is_none(), "no deck plays itself");
    harness.get_by_label("deck \\ rival");
    assert!(
        harness.get_all_by_label("SD01B").count() >= 1,
        "a column per deck"
    );
    harness.get_by_label("Back to the table").click();
    harness.run();
    assert!(!harness.state().matchup().is_open());
}

#[test]
fn a_matchup_of_two_starters_shows_its_table() {
    a_matchup_of_two_starters_shows_its_table_at(SMALL);
}

#[test]
fn a_matchup_of_two_starters_shows_its_table_at_a_large_size() {
    a_matchup_of_two_starters_shows_its_table_at(LARGE);
}

#[test]
fn a_saved_copy_of_a_starter_is_listed_once_and_apart_from_the_starter_in_the_matchups_view() {
    // The table's library holds a copy of SD01A saved under the starter's own name.
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = table_at(&dir.path().join("user.db"), SMALL);
    harness.get_by_label("Matchups…").click();
    harness.run();
    let starter = "SD01A Twilight Sparkle Starter";
    let saved = "SD01A Twilight Sparkle Starter (saved)";
    assert_eq!(
        harness.get_all_by_label(starter).count(),
        1,
        "one entry each"
    );
    assert_eq!(harness.get_all_by_label(saved).count(), 1);
    // The saved copy against the starter alone: the table names them apart.
    untick_starters(&mut harness, &["SD01B", "SD01C", "SD01D", "SD01E", "SD01F"]);
    harness.get_by_label(saved).click();
    harness.run();
    assert_eq!(harness.state().matchup().selected().len(), 2);
    harness
        .state_mut()
        .apply(AppCommand::Matchup(MatchupCommand::SetGames(2)));
    harness.run();
    run_matchup_to_its_table(&mut harness);
    let table = harness.state().matchup().table().expect("a table");
    assert_eq!(table.names, vec![starter.to_string(), saved.to_string()]);
    assert_eq!(harness.get_all_by_label("SD01A (saved)").count(), 1);
}

#[test]
fn goldfish_it_shows_the_table_even_when_the_matchups_view_was_left_open() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = table_at(&dir.path().join("user.db"), SMALL);
    harness.get_by_label("Matchups…").click();
    harness.run();
    assert!(harness.state().matchup().is_open());
    // To the Decks screen (the Matchups view has a "Decks" heading of its own: the shortcut).
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num2);
    harness.run();
    harness.get_by_label("Goldfish it").click();
    harness.run();
    assert!(
        !harness.state().matchup().is_open(),
        "'Goldfish it' opens the table with the deck dealt, not the Matchups view"
    );
    harness.get_by_label("Matchups…");
    harness.get_by_label("New game");
}

#[test]
fn an_empty_goldfish_table_offers_the_deck_open_on_the_decks_screen() {
    for size in [SMALL, LARGE] {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut harness = harness_at(app_with_db(&dir.path().join("user.db")), size);
        copy_starter(&mut harness);
        harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num3);
        harness.run();
        assert!(harness.state().goldfish().game().is_none());
        harness
            .get_by_label("Goldfish 'SD01A Twilight Sparkle Starter'")
            .click();
        harness.run();
        assert!(
            harness.state().goldfish().game().is_some(),
            "one click deals the open deck"
        );
    }
}

/// The app reopened on the same user database with the settings the last window saved, as
/// `cargo run` does through eframe's storage.
fn reopened(db_path: &Path, settings: Settings, size: [f32; 2]) -> Harness<'static, PonydeckApp> {
    let db = UserDb::open(db_path).expect("the user database opens");
    harness_at(
        PonydeckApp::with_user_db(common::index(), settings, Some(db)),
        size,
    )
}

#[test]
fn the_seated_rival_is_seated_again_at_its_pace_when_the_window_reopens_and_forgotten_for_the_passive_goldfish()
 {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    let settings = {
        let mut harness = table_at(&db_path, SMALL);
        pick_rival(&mut harness, "SD01B Fluttershy Starter");
        harness.get_by_label("Instant").click();
        harness.run();
        harness.state().settings()
    };
    assert_eq!(settings.goldfish_pace, Pace::Instant);
    assert_eq!(
        settings.goldfish_rival,
        Some(RememberedRival {
            deck: RivalSource::Starter("SD01B".to_string()),
            opponent: "fast".to_string(),
        })
    );
    let mut harness = reopened(&db_path, settings, SMALL);
    assert_eq!(
        harness.state().goldfish().rival().map(|r| r.name.as_str()),
        Some("SD01B Fluttershy Starter"),
        "seated again before the first frame"
    );
    assert_eq!(
        harness.state().goldfish().pace(),
        Pace::Instant,
        "at its pace"
    );
    assert!(
        notice_texts(&harness).is_empty(),
        "no 'choose your deck' note as the window opens: {:?}",
        notice_texts(&harness)
    );
    harness.run();
    // The table opens where it was left, empty, with the rival in the picker: one click deals
    // the open deck against it.
    harness.get_by_label("Rival deck");
    harness
        .get_by_label("Goldfish 'SD01A Twilight Sparkle Starter'")
        .click();
    harness.run();
    assert!(
        harness
            .state()
            .goldfish()
            .game()
            .is_some_and(|g| g.state().two_player())
    );
    // The passive goldfish: nothing to seat next time.
    harness
        .state_mut()
        .apply(AppCommand::Goldfish(GoldfishCommand::PassiveRival));
    harness.run();
    assert!(harness.state().goldfish().rival().is_none());
    assert_eq!(harness.state().settings().goldfish_rival, None);
    let harness = reopened(&db_path, harness.state().settings(), SMALL);
    assert!(harness.state().goldfish().rival().is_none());
}

#[test]
fn a_saved_rival_comes_back_with_its_opponent_and_a_deleted_one_is_named_once_and_forgotten() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    let saved = RivalSource::Saved("SD01A Twilight Sparkle Starter".to_string());
    let settings = {
        let mut harness = table_at(&db_path, SMALL);
        harness
            .state_mut()
            .apply(AppCommand::SeatRival(saved.clone(), PlayerKind::Fast));
        harness.run();
        // Another opponent for the same rival: remembered too.
        harness
            .state_mut()
            .apply(AppCommand::Goldfish(GoldfishCommand::SetOpponent(
                PlayerKind::SEARCH,
            )));
        harness.run();
        harness.state().settings()
    };
    assert_eq!(
        settings.goldfish_rival,
        Some(RememberedRival {
            deck: saved.clone(),
            opponent: "search:200".to_string(),
        }),
        "the player is remembered with its budget"
    );
    let harness = reopened(&db_path, settings.clone(), LARGE);
    let rival = harness.state().goldfish().rival().expect("seated again");
    assert_eq!(rival.kind, PlayerKind::SEARCH);
    assert!(
        rival.name.contains("SD01A Twilight Sparkle Starter"),
        "{}",
        rival.name
    );
    drop(harness);
    // The deck is gone by the next run (deleted elsewhere, another database): the passive
    // goldfish, one sentence that says why, and nothing remembered any more.
    let gone = tempfile::tempdir().expect("temp dir");
    let harness = reopened(&gone.path().join("user.db"), settings, SMALL);
    assert!(harness.state().goldfish().rival().is_none());
    assert_eq!(harness.state().settings().goldfish_rival, None);
    let texts = notice_texts(&harness);
    assert_eq!(texts.len(), 1, "{texts:?}");
    assert!(
        texts[0].starts_with("The rival seated last time is not seated again: The deck 'SD01A Twilight Sparkle Starter'"),
        "{}",
        texts[0]
    );
}

#[test]
fn a_rival_seated_before_any_deck_is_dealt_is_named_and_its_note_goes_with_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness_at(app_with_db(&dir.path().join("user.db")), SMALL);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num3);
    harness.run();
    pick_rival(&mut harness, "SD01C Pinkie Pie Starter");
    assert_eq!(
        notice_texts(&harness),
        ["'SD01C Pinkie Pie Starter' is seated; choose your deck on the Decks screen to play it."]
    );
    // The empty table says whom the deck will play.
    harness.get_by_label_contains("against 'SD01C Pinkie Pie Starter'");
    harness.get_by_label("Passive rival (goldfish)").click();
    harness.run();
    assert!(harness.state().goldfish().rival().is_none());
    assert!(
        notice_texts(&harness).is_empty(),
        "the note about the seated rival goes with it: {:?}",
        notice_texts(&harness)
    );
}

#[test]
fn the_pace_label_stays_on_the_row_of_its_choices_at_both_sizes() {
    for (size, dealt) in [(SMALL, true), (LARGE, true), (SMALL, false), (LARGE, false)] {
        let dir = tempfile::tempdir().expect("temp dir");
        let db_path = dir.path().join("user.db");
        let mut harness = if dealt {
            table_at(&db_path, size)
        } else {
            let mut harness = harness_at(app_with_db(&db_path), size);
            harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num3);
            harness.run();
            harness
        };
        pick_rival(&mut harness, "SD01B Fluttershy Starter");
        let pace = harness.get_by_label("Pace").rect();
        for choice in ["Slow", "Instant", "Step"] {
            let rect = harness.get_by_label(choice).rect();
            assert!(
                (rect.center().y - pace.center().y).abs() < 4.0,
                "at {size:?} (a game dealt: {dealt}): 'Pace' {pace:?}, '{choice}' {rect:?}"
            );
        }
    }
}

#[test]
fn a_saved_deck_seated_as_the_rival_is_remembered_under_its_new_name_after_a_rename() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    let settings = {
        let mut harness = table_at(&db_path, SMALL);
        let saved = RivalSource::Saved("SD01A Twilight Sparkle Starter".to_string());
        harness
            .state_mut()
            .apply(AppCommand::SeatRival(saved, PlayerKind::Fast));
        harness.run();
        // The Decks screen's Rename, on the deck open there (the same deck).
        harness
            .state_mut()
            .apply(AppCommand::Deck(DeckCommand::Rename(
                "Twilight league".to_string(),
            )));
        harness.run();
        harness.state().settings()
    };
    assert_eq!(
        settings.goldfish_rival.as_ref().map(|r| &r.deck),
        Some(&RivalSource::Saved("Twilight league".to_string()))
    );
    let harness = reopened(&db_path, settings, SMALL);
    assert_eq!(
        harness.state().goldfish().rival().map(|r| r.name.as_str()),
        Some("Twilight league")
    );
    assert!(
        notice_texts(&harness).is_empty(),
        "{:?}",
        notice_texts(&harness)
    );
}

/// The label the mat gives a Scene: its name whichever way it faces, then how it lies.
fn scene_label(harness: &Harness<'static, PonydeckApp>, scene: &SceneView) -> String {
    let id = CardId::parse(&scene.card).expect("a printing ID");
    let name = harness
        .state()
        .index()
        .kayou_card(&id)
        .expect("a catalog card")
        .name
        .clone();
    match (scene.face_up, scene.tapped) {
        (true, false) => name,
        (true, true) => format!("{name} (tapped)"),
        (false, false) => format!("{name} (face down)"),
        (false, true) => format!("{name} (face down, tapped)"),
    }
}

fn every_scene_is_named_face_down_too_rule_305_1_0_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = table_at(&dir.path().join("user.db"), size);
    pick_rival(&mut harness, "SD01B Fluttershy Starter");
    harness.get_by_label("Instant").click();
    harness.run();
    harness.get_by_label("Keep hand").click();
    harness.run();
    let_the_rival_play(&mut harness);
    let game = harness.state().goldfish().game().expect("a game");
    assert!(game.state().first_player(), "seed 21 deals you first");
    let yours = game.view().you.scene_area;
    let theirs = game.rival_view().expect("a rival that plays").scene_area;
    // 103.4.3: the first player's setup Scene lies face down, the second player's face up.
    assert!(!yours[0].face_up, "{yours:?}");
    assert!(theirs[0].face_up, "{theirs:?}");
    // 305.1.0: both Scene Areas are public, face-down cards included.
    for scene in yours.iter().chain(&theirs) {
        let label = scene_label(&harness, scene);
        assert!(
            harness.get_all_by_label(&label).count() >= 1,
            "a button '{label}' for {scene:?}"
        );
    }
    assert!(harness.query_by_label("face-down Scene").is_none());
}

#[test]
fn every_scene_is_named_face_down_too_rule_305_1_0() {
    every_scene_is_named_face_down_too_rule_305_1_0_at(SMALL);
}

#[test]
fn every_scene_is_named_face_down_too_rule_305_1_0_at_a_large_size() {
    every_scene_is_named_face_down_too_rule_305_1_0_at(LARGE);
}

/// Issue 40: the Matchups view plays the trusted player by default and says which player
/// played; an illegal deck is left out with what is wrong; a table by another player keeps the
/// one before it beside it; "Check with the strong player" runs the strong player both ways.
fn the_matchups_view_names_its_player_and_keeps_the_earlier_table_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = table_at(&dir.path().join("user.db"), size);
    harness.get_by_label("Decks").click();
    harness.run();
    common::ui::type_into(&mut harness, "Name", "Ten cards");
    harness.get_by_label("New deck").click();
    harness.run();
    harness.get_by_label("Goldfish").click();
    harness.run();
    harness.get_by_label("Matchups…").click();
    harness.run();
    assert_eq!(
        harness.state().matchup().opponents(),
        (PlayerKind::TRUSTED_DEFAULT, PlayerKind::TRUSTED_DEFAULT)
    );
    untick_starters(&mut harness, &["SD01C", "SD01D", "SD01E", "SD01F"]);
    // Issue 41: a deck that is not legal is not ticked; a notice says what is wrong.
    harness.get_by_label("Ten cards").click();
    harness.run();
    harness.get_by_label_contains("'Ten cards' stays out of the matchup: it is not legal");
    harness
        .state_mut()
        .apply(AppCommand::Matchup(MatchupCommand::SetGames(2)));
    harness.run();
    run_matchup_to_its_table(&mut harness);
    let table = harness.state().matchup().table().expect("a table");
    assert_eq!(table.names.len(), 2, "the illegal deck played no games");
    harness.get_by_label("Played by: every deck played by fast");
    // Another player: its table, and the fast one beside it.
    harness
        .state_mut()
        .apply(AppCommand::Matchup(MatchupCommand::SetOpponents(
            PlayerKind::Random,
            PlayerKind::Random,
        )));
    harness.run();
    let before = harness.state().matchup().table().cloned();
    harness.get_by_label("Run matchup").click();
    harness.run();
    let start = std::time::Instant::now();
    while harness.state().matchup().table() == before.as_ref() {
        assert!(start.elapsed().as_secs() < 60, "the matchup finishes");
        std::thread::sleep(std::time::Duration::from_millis(20));
        harness.step();
    }
    harness.run();
    harness.get_by_label("Played by: every deck played by random");
    harness.get_by_label("The table before it, for comparison");
    harness.get_by_label("Played by: every deck played by fast");
    // The strong check starts with the strong player on both sides, and can be cancelled.
    harness.get_by_label("Check with the strong player").click();
    harness.run();
    assert_eq!(
        harness.state().matchup().opponents(),
        (PlayerKind::SEARCH, PlayerKind::SEARCH)
    );
    assert!(harness.state().matchup().progress().is_some(), "it runs");
    harness.get_by_label("Cancel").click();
    harness.run();
    let start = std::time::Instant::now();
    while harness.state().matchup().progress().is_some() {
        assert!(start.elapsed().as_secs() < 120, "the cancel is heard");
        std::thread::sleep(std::time::Duration::from_millis(20));
        harness.step();
    }
}

#[test]
fn the_matchups_view_names_its_player_and_keeps_the_earlier_table() {
    the_matchups_view_names_its_player_and_keeps_the_earlier_table_at(SMALL);
}

#[test]
fn the_matchups_view_names_its_player_and_keeps_the_earlier_table_at_a_large_size() {
    the_matchups_view_names_its_player_and_keeps_the_earlier_table_at(LARGE);
}

/// Issue 40: the rival is seated as fast, club or strong from the bar, and the mat says which.
fn the_rival_is_played_by_fast_club_or_strong_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = table_at(&dir.path().join("user.db"), size);
    harness
        .state_mut()
        .apply(AppCommand::Goldfish(GoldfishCommand::SetPaused(true)));
    harness.run();
    pick_rival(&mut harness, "SD01B Fluttershy Starter");
    for (name, kind) in PlayerKind::TABLE_STRENGTHS {
        harness.get_by_label(name).click();
        harness.run();
        assert_eq!(harness.state().goldfish().opponent_kind(), kind, "{name}");
        let rival = harness.state().goldfish().rival().expect("seated");
        assert_eq!(rival.kind, kind);
        let shown = format!(
            "Rival: SD01B Fluttershy Starter, played by {}",
            kind.label()
        );
        assert!(
            harness.get_all_by_label_contains(&shown).count() >= 1,
            "the mat names the player: {shown}"
        );
    }
    assert_eq!(
        PlayerKind::TABLE_STRENGTHS.map(|(_, k)| k.label()),
        ["fast", "club (search:25)", "strong (search:200)"]
    );
}

#[test]
fn the_rival_is_played_by_fast_club_or_strong() {
    the_rival_is_played_by_fast_club_or_strong_at(SMALL);
}

#[test]
fn the_rival_is_played_by_fast_club_or_strong_at_a_large_size() {
    the_rival_is_played_by_fast_club_or_strong_at(LARGE);
}
