//! A notice that asks the user to put something right goes once it is: the failure must not
//! stay on screen beside the success that followed it (found in the window: "Give the new deck
//! a name first." under the deck just created, "No matchup: ..." under the table that then
//! ran). Driven through the accessibility tree at 1024x700 and at a large size.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ponydeck::engine::Action;
use ponydeck::ui::PonydeckApp;
use ponydeck::ui::app::AppCommand;
use ponydeck::ui::panels::goldfish::GoldfishCommand;
use ponydeck::ui::panels::matchup::MatchupCommand;

use common::ui::{
    app_with_db, app_with_games, copy_starter, harness_at, run_matchup_to_its_table,
    select_in_catalog, type_into, untick_starters,
};

/// The sizes every flow here runs at: the smallest window supported and a large one.
const SIZES: [[f32; 2]; 2] = [[1024.0, 700.0], [2560.0, 1440.0]];

fn says(harness: &Harness<'static, PonydeckApp>, text: &str) -> bool {
    harness.query_by_label_contains(text).is_some()
}

/// The app on a fresh user database in a window of `size`, its buttons `clicks` pressed in
/// turn (the screens to go to); the folder must outlive the harness.
fn fresh(
    size: [f32; 2],
    app: fn(&std::path::Path) -> PonydeckApp,
    clicks: &[&str],
) -> (tempfile::TempDir, Harness<'static, PonydeckApp>) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness_at(app(&dir.path().join("user.db")), size);
    harness.run();
    for label in clicks {
        harness.get_by_label(label).click();
        harness.run();
    }
    (dir, harness)
}

fn new_deck_without_a_name_then_with_one_at(size: [f32; 2]) {
    let (_dir, mut harness) = fresh(size, app_with_db, &["Decks"]);
    harness.get_by_label("New deck").click();
    harness.run();
    assert!(
        says(&harness, "Give the new deck a name first."),
        "a deck needs a name"
    );
    type_into(&mut harness, "Name", "Pinkie party");
    harness.get_by_label("New deck").click();
    harness.run();
    assert_eq!(
        harness.state().decks().open_deck().map(|o| o.name.as_str()),
        Some("Pinkie party"),
        "the named deck is made and open"
    );
    assert!(
        !says(&harness, "Give the new deck a name first."),
        "the request for a name goes once the deck is made"
    );
}

#[test]
fn the_request_for_a_deck_name_goes_once_a_named_deck_is_made() {
    for size in SIZES {
        new_deck_without_a_name_then_with_one_at(size);
    }
}

fn a_bad_list_then_a_good_one_at(size: [f32; 2]) {
    let (_dir, mut harness) = fresh(size, app_with_db, &["Decks"]);
    harness.get_by_label("Import a deck").click();
    harness.run();
    type_into(&mut harness, "Paste a deck list", "4 NOT-A-CARD");
    harness.get_by_label("Import pasted list").click();
    harness.run();
    assert!(
        says(&harness, "bad line"),
        "the unreadable list is refused with its line"
    );
    // The same box, emptied, then a list that reads.
    harness.get_by_label("Paste a deck list").focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.key_press(egui::Key::Backspace);
    harness.run();
    harness
        .get_by_label("Paste a deck list")
        .type_text("4 BP01-C19\n");
    harness.run();
    harness.get_by_label("Import pasted list").click();
    harness.run();
    assert!(
        harness.state().decks().open_deck().is_some(),
        "the good list is imported and open"
    );
    assert!(
        !says(&harness, "bad line"),
        "the refusal of the earlier list goes once a list is imported"
    );
}

#[test]
fn a_refused_deck_list_is_taken_back_once_a_list_imports() {
    for size in SIZES {
        a_bad_list_then_a_good_one_at(size);
    }
}

fn add_without_a_deck_then_open_one_at(size: [f32; 2]) {
    let (_dir, mut harness) = fresh(size, app_with_db, &[]);
    select_in_catalog(&mut harness, "id:BP01-C19", "Granny Smith (BP01-C19)");
    // `+` adds the selected card (the detail pane's button may be scrolled out of a small
    // window).
    harness.key_press(egui::Key::Plus);
    harness.run();
    assert!(
        says(&harness, "Open or create a deck on the Decks screen"),
        "adding with no deck open says where to make one"
    );
    harness.get_by_label("Decks").click();
    harness.run();
    type_into(&mut harness, "Name", "Granny's");
    harness.get_by_label("New deck").click();
    harness.run();
    assert!(
        !says(&harness, "Open or create a deck on the Decks screen"),
        "the hint goes once a deck is open"
    );
}

#[test]
fn the_hint_to_open_a_deck_goes_once_one_is_open() {
    for size in SIZES {
        add_without_a_deck_then_open_one_at(size);
    }
}

fn a_lorcana_deck_without_then_with_a_name_at(size: [f32; 2]) {
    let (_dir, mut harness) = fresh(size, app_with_games, &["Lorcana", "Decks"]);
    harness.get_by_label("New deck").click();
    harness.run();
    assert!(says(&harness, "Give the new deck a name first."));
    type_into(&mut harness, "Name", "Amber Steel");
    harness.get_by_label("New deck").click();
    harness.run();
    assert!(says(&harness, "Deck 'Amber Steel' created."));
    assert!(
        !says(&harness, "Give the new deck a name first."),
        "another game's request for a name goes the same way"
    );
}

#[test]
fn another_games_request_for_a_deck_name_goes_once_its_deck_is_made() {
    for size in SIZES {
        a_lorcana_deck_without_then_with_a_name_at(size);
    }
}

fn each_deck_made_or_deleted_replaces_the_last_word_about_one_at(size: [f32; 2]) {
    let (_dir, mut harness) = fresh(size, app_with_games, &["Lorcana", "Decks"]);
    type_into(&mut harness, "Name", "Amber Steel");
    harness.get_by_label("New deck").click();
    harness.run();
    assert!(says(&harness, "Deck 'Amber Steel' created."));
    harness.get_by_label("My Little Pony").click();
    harness.run();
    harness.get_by_label("Decks").click();
    harness.run();
    type_into(&mut harness, "Name", "Pinkie party");
    harness.get_by_label("New deck").click();
    harness.run();
    assert!(
        says(&harness, "Deck 'Pinkie party' created."),
        "a My Little Pony deck says it was made, as the other games' do"
    );
    assert!(
        !says(&harness, "Deck 'Amber Steel' created."),
        "the word about the Lorcana deck goes: it no longer names the deck just made"
    );
    // Low in the side panel: scroll to it, as a user would.
    harness.get_by_label("Name, notes and tags").scroll_to_me();
    harness.run();
    harness.get_by_label("Name, notes and tags").click();
    harness.run();
    harness.get_by_label("Delete deck").scroll_to_me();
    harness.run();
    // The section fits the side panel: its widest row ends inside the window, so the panel's
    // content is not pushed sideways under the deck list (where a click missed the button).
    let tags = harness.get_by_label("Save tags").rect();
    assert!(
        tags.max.x <= size[0],
        "'Save tags' ends at {} in a window {} wide",
        tags.max.x,
        size[0]
    );
    harness.get_by_label("Delete deck").click();
    harness.run();
    assert!(says(&harness, "Deleted deck 'Pinkie party'"));
    harness.get_by_label("Undo delete").click();
    harness.run();
    assert!(says(&harness, "'Pinkie party' is back with its 1 version."));
    assert!(
        !says(&harness, "Use 'Undo delete' to bring it back"),
        "once the deck is back, nothing asks to bring it back"
    );
}

#[test]
fn each_deck_made_or_deleted_replaces_the_last_word_about_a_deck() {
    for size in SIZES {
        each_deck_made_or_deleted_replaces_the_last_word_about_one_at(size);
    }
}

fn a_matchup_with_an_illegal_deck_then_without_it_at(size: [f32; 2]) {
    let (_dir, mut harness) = fresh(size, app_with_db, &["Decks"]);
    type_into(&mut harness, "Name", "Empty");
    harness.get_by_label("New deck").click();
    harness.run();
    harness.get_by_label("Goldfish").click();
    harness.run();
    harness.get_by_label("Matchups…").click();
    harness.run();
    // Two starters and the empty deck, two games a pairing.
    untick_starters(&mut harness, &["SD01C", "SD01D", "SD01E", "SD01F"]);
    // Issue 41: a deck that is not legal is kept out when ticked, with what is wrong.
    harness.get_by_label("Empty").click();
    harness.run();
    assert!(
        says(
            &harness,
            "'Empty' stays out of the matchup: it is not legal under rules 2.0.0: The Main Deck has 0 cards"
        ),
        "the deck kept out is named with what is wrong"
    );
    assert!(
        !harness
            .state()
            .matchup()
            .selected()
            .iter()
            .any(|s| matches!(s, ponydeck::ui::controllers::goldfish::RivalSource::Saved(n) if n == "Empty")),
        "not ticked"
    );
    harness
        .state_mut()
        .apply(AppCommand::Matchup(MatchupCommand::SetGames(2)));
    harness.run();
    run_matchup_to_its_table(&mut harness);
    assert_eq!(
        harness.state().matchup().table().map(|t| t.names.len()),
        Some(2)
    );
    assert!(
        !says(&harness, "stays out of the matchup"),
        "the word goes once a matchup runs"
    );
}

#[test]
fn a_matchup_leaves_an_illegal_deck_out_and_says_so_until_one_runs_without_it() {
    for size in SIZES {
        a_matchup_with_an_illegal_deck_then_without_it_at(size);
    }
}

fn a_refused_move_then_an_accepted_one_at(size: [f32; 2]) {
    let (_dir, mut harness) = fresh(size, app_with_db, &[]);
    copy_starter(&mut harness);
    harness.get_by_label("Goldfish it").click();
    harness.run();
    let goldfish = |command| AppCommand::Goldfish(command);
    harness
        .state_mut()
        .apply(goldfish(GoldfishCommand::NewGame(Some(21))));
    harness.run();
    // 103.4.1: the opening hand comes first; ending the turn now is refused.
    harness
        .state_mut()
        .apply(goldfish(GoldfishCommand::Apply(Action::EndTurn)));
    harness.run();
    assert!(says(&harness, "Not allowed"), "the refusal is shown");
    harness.get_by_label("Keep hand").click();
    harness.run();
    assert!(
        !says(&harness, "Not allowed"),
        "the refusal goes once a move is accepted"
    );
}

#[test]
fn a_refused_goldfish_move_is_taken_back_once_a_move_is_accepted() {
    for size in SIZES {
        a_refused_move_then_an_accepted_one_at(size);
    }
}

fn a_rival_seated_before_a_deck_then_a_deck_dealt_at(size: [f32; 2]) {
    let (_dir, mut harness) = fresh(size, app_with_db, &[]);
    harness.state_mut().apply(AppCommand::SeatRival(
        ponydeck::ui::controllers::goldfish::RivalSource::Starter("SD01C".into()),
        ponydeck::sim::PlayerKind::Fast,
    ));
    harness.run();
    assert!(
        says(&harness, "choose your deck on the Decks screen"),
        "the hint is shown"
    );
    copy_starter(&mut harness);
    harness.get_by_label("Goldfish it").click();
    harness.run();
    assert!(
        !says(&harness, "choose your deck on the Decks screen"),
        "the hint goes once your deck is dealt against the rival"
    );
    assert!(harness.state().goldfish().game().is_some());
}

#[test]
fn the_hint_to_choose_a_deck_for_a_seated_rival_goes_once_a_game_is_dealt() {
    for size in SIZES {
        a_rival_seated_before_a_deck_then_a_deck_dealt_at(size);
    }
}

fn a_long_error_wraps_inside_the_window_at(size: [f32; 2]) {
    let (_dir, mut harness) = fresh(size, app_with_db, &["Decks"]);
    let path = format!("/{}/deck.txt", "a-folder-that-is-not-there".repeat(12));
    harness.state_mut().apply(AppCommand::Deck(
        ponydeck::ui::panels::decks::DeckCommand::ImportPath(path.into()),
    ));
    harness.run();
    let error = harness.get_by_label_contains("a-folder-that-is-not-there");
    let rect = error.rect();
    assert!(
        rect.max.x <= size[0],
        "the error ends at x = {} in a window {} wide",
        rect.max.x,
        size[0]
    );
}

#[test]
fn a_long_error_wraps_inside_the_window() {
    for size in SIZES {
        a_long_error_wraps_inside_the_window_at(size);
    }
}

fn a_deck_that_is_not_legal_is_dealt_with_what_is_wrong_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    // The Twilight Sparkle starter cut to its first three Main Deck lines and no Scene: it
    // deals, but with Force of Harmony 0 every turn.
    let mut short = ponydeck::deck::starters()
        .into_iter()
        .next()
        .expect("a starter")
        .deck;
    short.main.truncate(3);
    short.scene.clear();
    ponydeck::catalog::UserDb::open(&db_path)
        .expect("the database opens")
        .save_deck("Short", &short, "cut")
        .expect("saved");
    let mut harness = common::ui::harness_at(app_with_db(&db_path), size);
    harness.run();
    harness.get_by_label("Decks").click();
    harness.run();
    harness.get_by_label("Short").click();
    harness.run();
    harness.get_by_label("Goldfish it").click();
    harness.run();
    let told = |harness: &Harness<'static, PonydeckApp>| {
        common::ui::notice_texts(harness)
            .into_iter()
            .filter(|t| t.contains("'Short' is not legal under rules 2.0.0: The Main Deck has"))
            .count()
    };
    assert_eq!(
        told(&harness),
        1,
        "{:?}",
        common::ui::notice_texts(&harness)
    );
    assert!(
        harness.state().goldfish().view().is_some(),
        "dealt for practice"
    );
    // Seated as the rival too, it is named with what is wrong.
    harness
        .state_mut()
        .apply(AppCommand::Goldfish(GoldfishCommand::SeatRival {
            name: "Short".into(),
            deck: short,
            opponent: ponydeck::sim::PlayerKind::Fast,
        }));
    harness.run();
    assert_eq!(
        told(&harness),
        2,
        "{:?}",
        common::ui::notice_texts(&harness)
    );
}

#[test]
fn a_deck_that_is_not_legal_is_dealt_with_what_is_wrong() {
    for size in SIZES {
        a_deck_that_is_not_legal_is_dealt_with_what_is_wrong_at(size);
    }
}
