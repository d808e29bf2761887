//! The deck editor driven through the accessibility tree (egui_kittest) with a real user
//! database in a temporary folder: copy a starter, search and add a card from the catalog, see
//! a violation (102.2 deck size) appear and clear, save, and reopen the deck in a new window.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ponydeck::card::Game;
use ponydeck::catalog::UserDb;
use ponydeck::deck::Section;
use ponydeck::ui::PonydeckApp;

use common::ui::{app_with_db, copy_starter, harness_at, select_in_catalog, type_into};

fn harness(app: PonydeckApp) -> Harness<'static, PonydeckApp> {
    harness_at(app, [1500.0, 950.0])
}

fn violation_codes(harness: &Harness<'_, PonydeckApp>) -> Vec<&'static str> {
    harness
        .state()
        .decks()
        .open_deck()
        .map(|o| o.validation.codes())
        .unwrap_or_default()
}

#[test]
fn adding_a_card_from_the_catalog_breaks_the_main_deck_size_rule_102_2_and_undo_clears_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(app_with_db(&dir.path().join("user.db")));

    // Copy the Twilight Sparkle starter: a legal deck.
    copy_starter(&mut harness);
    assert!(
        violation_codes(&harness).is_empty(),
        "the starter is legal: {:?}",
        violation_codes(&harness)
    );
    harness.get_by_label_contains("Legal deck");

    // Search the catalog and add one more Main Deck card: 51 cards.
    select_in_catalog(&mut harness, "id:BP01-C19", "Granny Smith (BP01-C19)");
    harness.get_by_label("Add to deck").click();
    harness.run();
    harness.get_by_label("Decks").click();
    harness.run();
    assert!(violation_codes(&harness).contains(&"main-deck-size"));
    harness.get_by_label_contains("main-deck-size");

    // Undo the edit: legal again.
    harness.get_by_label("Undo").click();
    harness.run();
    assert!(violation_codes(&harness).is_empty());
    harness.get_by_label_contains("Legal deck");
}

#[test]
fn a_saved_deck_reopens_with_the_same_cards_in_a_new_window() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    let saved = {
        let mut harness = harness(app_with_db(&db_path));
        harness.run();
        harness.get_by_label("Decks").click();
        harness.run();
        type_into(&mut harness, "Name", "Night Patrol");
        harness.run();
        harness.get_by_label("New deck").click();
        harness.run();
        type_into(&mut harness, "Find card", "id:SD01-C01");
        harness.run();
        // The picker's add button for the one result.
        harness.get_by_label("Add Twilight Sparkle").click();
        harness.run();
        harness.get_by_label("Save version").click();
        harness.run();
        let open = harness.state().decks().open_deck().expect("a deck is open");
        assert!(!open.unsaved());
        open.deck.clone()
    };
    assert_eq!(saved.count(Section::Main), 1);

    let mut harness = harness(app_with_db(&db_path));
    harness.run();
    harness.get_by_label("Decks").click();
    harness.run();
    // The last open deck is open again; its library entry is the selected one.
    harness
        .get_all_by_label("Night Patrol")
        .next()
        .expect("the deck is listed")
        .click();
    harness.run();
    let open = harness
        .state()
        .decks()
        .open_deck()
        .expect("the deck reopened");
    assert_eq!(open.name, "Night Patrol");
    assert_eq!(open.deck.main, saved.main);
    assert!(
        open.history.len() >= 2,
        "created and saved versions are kept"
    );
}

#[test]
fn the_owned_filter_shows_only_printings_the_collection_holds() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    {
        let mut db = UserDb::open(&db_path).expect("db");
        let card_id = ponydeck::card::CardId::parse("BP01-C19").expect("id");
        db.set_owned(Game::Kayou, &card_id, 2).expect("owned");
    }
    let mut harness = harness(app_with_db(&db_path));
    harness.run();
    harness.get_by_label("Owned").click();
    harness.run();
    let app = harness.state();
    let ids: Vec<String> = app
        .catalog()
        .results()
        .iter()
        .filter_map(|&p| app.index().entry(p).map(|(c, _)| c.id.to_string()))
        .collect();
    assert_eq!(ids, vec!["BP01-C19".to_string()]);
}

#[test]
fn the_statistics_panel_shows_preset_odds_and_answers_a_custom_question() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(app_with_db(&dir.path().join("user.db")));
    copy_starter(&mut harness);
    // 15 Characters of cost <= 2 among 50: 1 - C(35,5)/C(50,5) = 84.7%.
    harness.get_by_label("A Character of cost ≤ 2 in the opening hand");
    harness.get_by_label("84.7%");
    let odds = &harness.state().decks().open_deck().unwrap().odds;
    assert_eq!(odds.len(), 4);
    assert!(odds.iter().all(|(_, p)| p.is_ok()), "{odds:?}");
    type_into(&mut harness, "Your question (K:QUERY; K:QUERY)", "x");
    harness.state_mut().apply(ponydeck::ui::AppCommand::Deck(
        ponydeck::ui::panels::decks::DeckCommand::AskOdds("2:t:character c<=2".into(), 0),
    ));
    harness.run();
    let answer = harness
        .state()
        .decks()
        .odds_answer()
        .cloned()
        .unwrap()
        .unwrap();
    assert!(answer.contains("2 of 15 't:character c<=2'"), "{answer}");
    harness.get_by_label(&answer);
    harness.state_mut().apply(ponydeck::ui::AppCommand::Deck(
        ponydeck::ui::panels::decks::DeckCommand::AskOdds("2 t:character".into(), 0),
    ));
    harness.run();
    let error = harness
        .state()
        .decks()
        .odds_answer()
        .cloned()
        .unwrap()
        .unwrap_err();
    assert!(error.contains("K:QUERY"), "{error}");
}

/// A deck saved three times, deleted from its side panel, then brought back with "Undo
/// delete", in a window of `size`: all three versions come back, not only the newest.
fn a_deleted_deck_comes_back_with_its_whole_history_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    {
        let mut db = UserDb::open(&db_path).expect("the user database opens");
        let starter = ponydeck::deck::starters()
            .into_iter()
            .next()
            .expect("a starter deck");
        for note in ["first", "second", "third"] {
            db.save_deck("Night Patrol", &starter.deck, note)
                .expect("saved");
        }
    }
    let mut harness = harness_at(app_with_db(&db_path), size);
    harness.run();
    harness.get_by_label("Decks").click();
    harness.run();
    harness.get_by_label("Night Patrol").click();
    harness.run();
    harness.get_by_label("Name, notes and tags").scroll_to_me();
    harness.run();
    harness.get_by_label("Name, notes and tags").click();
    harness.run();
    harness.get_by_label("Delete deck").scroll_to_me();
    harness.run();
    harness.get_by_label("Delete deck").click();
    harness.run();
    harness.get_by_label_contains("Deleted deck 'Night Patrol' and its 3 versions");
    harness.get_by_label("Undo delete").click();
    harness.run();
    harness.get_by_label_contains("'Night Patrol' is back with its 3 versions");
    let open = harness
        .state()
        .decks()
        .open_deck()
        .expect("the deck is open again");
    assert_eq!(
        open.history
            .iter()
            .map(|v| v.note.as_str())
            .collect::<Vec<_>>(),
        ["third", "second", "first"],
        "the whole history comes back, newest first"
    );
    drop(harness);
    let db = UserDb::open(&db_path).expect("the user database opens");
    assert_eq!(
        db.deck_history(Game::Kayou, "Night Patrol")
            .expect("saved")
            .len(),
        3
    );
}

#[test]
fn a_deleted_deck_comes_back_with_its_whole_history() {
    for size in [[1024.0, 700.0], [2560.0, 1440.0]] {
        a_deleted_deck_comes_back_with_its_whole_history_at(size);
    }
}

/// Settings kept in memory, as eframe's storage is when the window closes.
#[derive(Default)]
struct MemoryStorage(std::collections::HashMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// Notes typed into a deck with no button pressed, in a window of `size`: closing the window
/// (eframe's save at exit) keeps them, as it keeps the cards.
fn typed_notes_are_kept_when_the_window_closes_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    let mut harness = harness_at(app_with_db(&db_path), size);
    copy_starter(&mut harness);
    harness.get_by_label("Name, notes and tags").scroll_to_me();
    harness.run();
    harness.get_by_label("Name, notes and tags").click();
    harness.run();
    harness.get_by_label("Notes").scroll_to_me();
    harness.run();
    type_into(&mut harness, "Notes", "Mulligan for a Scene");
    let name = harness
        .state()
        .decks()
        .open_deck()
        .expect("the starter is open")
        .name
        .clone();
    eframe::App::save(harness.state_mut(), &mut MemoryStorage::default());
    drop(harness);
    let db = UserDb::open(&db_path).expect("the user database opens");
    assert_eq!(
        db.deck_summary(Game::Kayou, &name).expect("saved").notes,
        "Mulligan for a Scene"
    );
}

#[test]
fn typed_notes_are_kept_when_the_window_closes() {
    for size in [[1024.0, 700.0], [2560.0, 1440.0]] {
        typed_notes_are_kept_when_the_window_closes_at(size);
    }
}

/// A custom odds answer for one deck, then another deck opened, in a window of `size`: the
/// answer about the first deck is gone (it was shown under a deck without any Event).
fn a_custom_odds_answer_goes_with_its_deck_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness_at(app_with_db(&dir.path().join("user.db")), size);
    copy_starter(&mut harness);
    // The box holds "1:t:character c<=2; 1:t:event" at first.
    harness.get_by_label("Compute odds").scroll_to_me();
    harness.run();
    harness.get_by_label("Compute odds").click();
    harness.run();
    let answer = harness
        .state()
        .decks()
        .odds_answer()
        .cloned()
        .expect("an answer")
        .expect("a probability");
    assert!(answer.contains("'t:event'"), "{answer}");
    type_into(&mut harness, "Name", "Empty");
    harness.get_by_label("New deck").click();
    harness.run();
    assert_eq!(
        harness.state().decks().open_deck().map(|o| o.name.as_str()),
        Some("Empty")
    );
    assert!(
        harness.state().decks().odds_answer().is_none(),
        "no answer about another deck stays on screen"
    );
    assert!(harness.query_by_label(&answer).is_none());
}

#[test]
fn a_custom_odds_answer_goes_with_its_deck() {
    for size in [[1024.0, 700.0], [2560.0, 1440.0]] {
        a_custom_odds_answer_goes_with_its_deck_at(size);
    }
}

/// Exporting where no file dialog opens, in a window of `size`: the Import section's path box
/// stays shut (the export's path is typed in the Export… menu), and a failed export's error
/// gives way to the success that follows it.
fn an_export_without_a_dialog_leaves_the_import_box_shut_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = app_with_db(&dir.path().join("user.db"));
    app.set_path_source(|| {
        Box::new(ponydeck::ui::controllers::file_dialog::ScriptedDialog::no_dialog())
    });
    let mut harness = harness_at(app, size);
    copy_starter(&mut harness);
    // The Export… menu's first format, as its button sends it.
    harness.state_mut().apply(ponydeck::ui::AppCommand::Deck(
        ponydeck::ui::panels::decks::DeckCommand::ExportFile(ponydeck::deck::DeckFormat::Ponydeck),
    ));
    harness.run();
    harness.get_by_label_contains("No file chosen");
    assert!(
        harness.query_by_label("Import path").is_none(),
        "the Import section stays shut for an export"
    );
    let send = |harness: &mut Harness<'static, PonydeckApp>, path: std::path::PathBuf| {
        harness.state_mut().apply(ponydeck::ui::AppCommand::Deck(
            ponydeck::ui::panels::decks::DeckCommand::ExportPath(
                path,
                ponydeck::deck::DeckFormat::Ponydeck,
            ),
        ));
        harness.run();
    };
    send(&mut harness, dir.path().join("no/such/folder/deck.txt"));
    harness.get_by_label_contains("Could not write");
    send(&mut harness, dir.path().join("deck.txt"));
    harness.get_by_label_contains("Exported");
    assert!(
        harness.query_by_label_contains("Could not write").is_none(),
        "the error gave way to the success"
    );
    assert!(harness.query_by_label_contains("No file chosen").is_none());
}

#[test]
fn an_export_without_a_dialog_leaves_the_import_box_shut() {
    for size in [[1024.0, 700.0], [2560.0, 1440.0]] {
        an_export_without_a_dialog_leaves_the_import_box_shut_at(size);
    }
}

/// The rules chosen on the deck screen, in a window of `size`: the goldfish table plays under
/// them too, and the next start remembers them (one choice for the whole app).
fn the_rules_choice_is_one_for_the_app_and_remembered_at(size: [f32; 2]) {
    use ponydeck::format::RulesVersion;
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    let mut harness = harness_at(app_with_db(&db_path), size);
    copy_starter(&mut harness);
    harness.get_by_label("Rules").click();
    harness.run();
    harness.get_by_label("1.3.0").click();
    harness.run();
    assert_eq!(harness.state().decks().rules(), RulesVersion::V1_3_0);
    assert_eq!(
        harness.state().goldfish().rules(),
        RulesVersion::V1_3_0,
        "the goldfish table follows the same choice"
    );
    let settings = harness.state().settings();
    assert_eq!(settings.rules, RulesVersion::V1_3_0);
    drop(harness);
    let db = UserDb::open(&db_path).expect("the user database opens");
    let again = PonydeckApp::with_user_db(common::index(), settings, Some(db));
    assert_eq!(again.decks().rules(), RulesVersion::V1_3_0, "remembered");
    assert_eq!(again.goldfish().rules(), RulesVersion::V1_3_0);
}

#[test]
fn the_rules_choice_is_one_for_the_app_and_remembered() {
    for size in [[1024.0, 700.0], [2560.0, 1440.0]] {
        the_rules_choice_is_one_for_the_app_and_remembered_at(size);
    }
}
