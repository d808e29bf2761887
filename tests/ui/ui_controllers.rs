//! The catalog, collection and Adventures controllers driven by their commands alone, with no
//! window (no kittest): what each command gives, and that every database and file error
//! reaches the user once, as a notice. A user database that refuses writes (a trigger that
//! aborts them) or has lost a table stands for a read-only or damaged file; a scripted file
//! dialog stands for a desktop where no dialog opens.
#![cfg(feature = "gui")]

use crate::common;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use ponydeck::card::{CardIndex, CardType, Game};
use ponydeck::catalog::UserDb;
use ponydeck::collection::ImportFormat;
use ponydeck::dbg::{Action, CloudTarget};
use ponydeck::ui::controllers::catalog::{
    CatalogCommand, CatalogFilters, CatalogPanel, SortKey, ViewMode,
};
use ponydeck::ui::controllers::collection::{
    CollectionCommand, CollectionFile, CollectionPanel, ImportState, WishlistFormat,
};
use ponydeck::ui::controllers::dbg::{
    AdventuresCommand, AdventuresFile, AdventuresPanel, AdventuresTab, ComponentForm, SetupForm,
};
use ponydeck::ui::controllers::file_dialog::ScriptedDialog;
use ponydeck::ui::controllers::save_backoff::FIRST_RETRY;
use ponydeck::ui::notices::{NoticeLevel, Notices};

use common::id;

fn index() -> Arc<CardIndex> {
    Arc::new(common::index())
}

fn fixture(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(path)
}

/// The notices shown, as (level, sentence).
fn shown(notices: &Notices) -> Vec<(NoticeLevel, String)> {
    notices
        .shown()
        .iter()
        .map(|n| (n.level, n.text.clone()))
        .collect()
}

/// The error notices containing `text`.
fn errors_with(notices: &Notices, text: &str) -> Vec<String> {
    shown(notices)
        .into_iter()
        .filter(|(level, t)| *level == NoticeLevel::Error && t.contains(text))
        .map(|(_, t)| t)
        .collect()
}

/// A fresh user database in a temporary folder, with its path.
fn user_db(dir: &tempfile::TempDir) -> (UserDb, PathBuf) {
    let path = dir.path().join("user.db");
    (UserDb::open(&path).expect("the user database opens"), path)
}

/// Makes every write to `table` fail from now on, as in a file that cannot be written.
fn refuse_writes(db_path: &Path, table: &str) {
    let conn = rusqlite::Connection::open(db_path).expect("a second connection");
    let mut script = String::new();
    for op in ["INSERT", "UPDATE", "DELETE"] {
        script.push_str(&format!(
            "CREATE TRIGGER refuse_{op}_{table} BEFORE {op} ON {table} \
             BEGIN SELECT RAISE(ABORT, 'the test refuses writes'); END;\n"
        ));
    }
    conn.execute_batch(&script).expect("the triggers are made");
}

/// Lets writes to `table` through again (undoes [`refuse_writes`]), as room made on a disk.
fn allow_writes(db_path: &Path, table: &str) {
    let conn = rusqlite::Connection::open(db_path).expect("a second connection");
    let mut script = String::new();
    for op in ["INSERT", "UPDATE", "DELETE"] {
        script.push_str(&format!("DROP TRIGGER refuse_{op}_{table};\n"));
    }
    conn.execute_batch(&script)
        .expect("the triggers are dropped");
}

/// Drops a table behind the open database's back, as damage would.
fn lose_table(db_path: &Path, table: &str) {
    let conn = rusqlite::Connection::open(db_path).expect("a second connection");
    conn.execute_batch(&format!("DROP TABLE {table};"))
        .expect("the table is dropped");
}

// Catalog.

fn catalog(index: &CardIndex) -> CatalogPanel {
    CatalogPanel::new(index, SortKey::Catalog, ViewMode::Grid)
}

#[test]
fn a_search_command_gives_only_matching_cards_in_catalog_order() {
    let index = index();
    let mut panel = catalog(&index);
    let all = panel.results().len();
    assert_eq!(all, index.len(), "an empty query lists every printing");
    panel.apply(&index, CatalogCommand::SetQuery("t:character c<=2".into()));
    assert_eq!(panel.query_error(), None);
    let results = panel.results().to_vec();
    assert!(!results.is_empty() && results.len() < all);
    for &position in &results {
        let record = index.cards().get(position).expect("a catalog position");
        let card = record.kayou().expect("a Kayou card");
        assert_eq!(card.card_type, CardType::Character, "{}", record.id);
        assert!(record.cost.is_some_and(|c| c <= 2), "{}", record.id);
    }
    assert!(results.windows(2).all(|w| w[0] < w[1]), "catalog order");
}

#[test]
fn a_query_that_does_not_parse_gives_its_sentence_and_keeps_the_last_results() {
    let index = index();
    let mut panel = catalog(&index);
    panel.apply(&index, CatalogCommand::SetQuery("t:scene".into()));
    let scenes = panel.results().to_vec();
    panel.apply(&index, CatalogCommand::SetQuery("c<=".into()));
    let error = panel.query_error().expect("the parse error is kept");
    assert!(error.len() > 10, "a sentence, not a code: {error}");
    assert_eq!(panel.results(), scenes.as_slice());
    panel.apply(&index, CatalogCommand::SetQuery("t:scene".into()));
    assert_eq!(panel.query_error(), None, "a good query clears it");
}

#[test]
fn sorting_by_cost_and_stepping_the_selection_follow_the_results() {
    let index = index();
    let mut panel = catalog(&index);
    panel.apply(&index, CatalogCommand::SetQuery("t:character".into()));
    panel.apply(&index, CatalogCommand::SetSort(SortKey::Cost));
    let costs: Vec<u8> = panel
        .results()
        .iter()
        .filter_map(|&p| index.entry(p).and_then(|(c, _)| c.cost))
        .collect();
    assert!(costs.windows(2).all(|w| w[0] <= w[1]), "{costs:?}");
    panel.apply(&index, CatalogCommand::SelectStep(1));
    assert_eq!(panel.selected(), panel.results().first().copied());
    panel.apply(&index, CatalogCommand::SelectStep(1));
    assert_eq!(panel.selected(), panel.results().get(1).copied());
    panel.apply(&index, CatalogCommand::SelectStep(-5));
    assert_eq!(panel.selected(), panel.results().first().copied());
}

#[test]
fn the_owned_filter_lists_only_printings_the_collection_holds() {
    let index = index();
    let mut panel = catalog(&index);
    let mut collection = ponydeck::collection::Collection::new();
    collection.adjust_owned(&id("BP01-C01"), 2);
    panel.set_collection(&index, collection);
    panel.apply(
        &index,
        CatalogCommand::SetFilters(CatalogFilters {
            owned_only: true,
            ..CatalogFilters::default()
        }),
    );
    let ids: Vec<String> = panel
        .results()
        .iter()
        .filter_map(|&p| index.entry(p).map(|(c, _)| c.id.to_string()))
        .collect();
    assert_eq!(ids, ["BP01-C01"]);
}

// Decks: its dialogs use the same chooser.

#[test]
fn with_no_file_dialog_the_deck_import_box_opens_and_a_typed_path_imports() {
    use ponydeck::ui::controllers::decks::{DeckCommand, DecksPanel};
    let index = index();
    let dir = tempfile::tempdir().unwrap();
    let (mut db, _) = user_db(&dir);
    let mut notices = Notices::default();
    let mut panel = DecksPanel::new(&index, Some(&db));
    panel.set_path_source(Box::new(ScriptedDialog::no_dialog()));
    panel.apply(&index, Some(&mut db), &mut notices, DeckCommand::ImportFile);
    assert!(panel.path_box_open());
    assert!(
        shown(&notices)[0]
            .1
            .contains("type the file's path under 'Import a deck'"),
        "{:?}",
        shown(&notices)
    );
    let list = dir.path().join("deck.txt");
    std::fs::write(&list, "Deck: Typed\n4 BP01-C01\n").unwrap();
    panel.apply(
        &index,
        Some(&mut db),
        &mut notices,
        DeckCommand::ImportPath(list),
    );
    assert!(!panel.path_box_open());
    assert_eq!(panel.open_deck().map(|o| o.name.as_str()), Some("Typed"));
}

#[test]
fn a_failing_autosave_is_told_once_and_waits_before_it_tries_again() {
    use ponydeck::ui::controllers::decks::{DeckCommand, DecksPanel};
    let index = index();
    let dir = tempfile::tempdir().unwrap();
    let (mut db, path) = user_db(&dir);
    let mut notices = Notices::default();
    let mut panel = DecksPanel::new(&index, Some(&db));
    panel.apply(
        &index,
        Some(&mut db),
        &mut notices,
        DeckCommand::New("Patrol".into()),
    );
    panel.apply(
        &index,
        Some(&mut db),
        &mut notices,
        DeckCommand::Add {
            card_id: id("BP01-C01"),
            section: None,
        },
    );
    refuse_writes(&path, "deck_versions");
    for _ in 0..3 {
        panel.apply(&index, Some(&mut db), &mut notices, DeckCommand::Autosave);
        assert!(
            !panel.autosave_due(),
            "after a failure the next try waits; it is not made at the next frame"
        );
    }
    let told = errors_with(&notices, "'Patrol' could not be saved");
    assert_eq!(told.len(), 1, "told once: {:?}", shown(&notices));
    assert!(told[0].contains("tried again in"), "{}", told[0]);
    assert!(
        panel.open_deck().is_some_and(|o| o.unsaved()),
        "the edit stays, waiting"
    );

    let conn = rusqlite::Connection::open(&path).unwrap();
    for op in ["INSERT", "UPDATE", "DELETE"] {
        conn.execute_batch(&format!("DROP TRIGGER refuse_{op}_deck_versions"))
            .unwrap();
    }
    panel.apply(
        &index,
        Some(&mut db),
        &mut notices,
        DeckCommand::SaveVersion(String::new()),
    );
    assert!(errors_with(&notices, "could not be saved").is_empty());
    assert!(
        shown(&notices)
            .iter()
            .any(|(_, t)| t == "Deck 'Patrol' is saved again."),
        "{:?}",
        shown(&notices)
    );
    assert_eq!(db.deck_summary(Game::Kayou, "Patrol").unwrap().versions, 2);
}

// Collection.

/// The Collection screen's controller over a fresh user database, with no file dialog, and the
/// notices it reports to.
struct CollectionScreen {
    index: Arc<CardIndex>,
    dir: tempfile::TempDir,
    db: UserDb,
    path: PathBuf,
    notices: Notices,
    panel: CollectionPanel,
}

impl CollectionScreen {
    fn new() -> CollectionScreen {
        let index = index();
        let dir = tempfile::tempdir().unwrap();
        let (db, path) = user_db(&dir);
        let mut notices = Notices::default();
        let mut panel = CollectionPanel::new(&index, Some(&db), &mut notices);
        panel.set_path_source(Box::new(ScriptedDialog::no_dialog()));
        CollectionScreen {
            index,
            dir,
            db,
            path,
            notices,
            panel,
        }
    }

    /// Applies a command as the app does after a frame.
    fn apply(&mut self, command: CollectionCommand) {
        self.panel.apply(
            &self.index,
            Some(&mut self.db),
            None,
            &mut self.notices,
            command,
        );
    }

    fn adjust(&mut self, card: &str, delta: i64) {
        self.apply(CollectionCommand::Adjust {
            card_id: id(card),
            delta,
        });
    }
}

#[test]
fn adding_and_removing_a_copy_is_written_to_the_user_database() {
    let mut screen = CollectionScreen::new();
    for delta in [1, 1, -1] {
        screen.adjust("BP01-C01", delta);
    }
    assert_eq!(screen.panel.collection().owned(&id("BP01-C01")), 1);
    assert_eq!(
        screen
            .db
            .collection(Game::Kayou,)
            .unwrap()
            .owned(&id("BP01-C01")),
        1
    );
    assert_eq!(shown(&screen.notices), []);
}

#[test]
fn a_copy_the_database_refuses_to_write_is_not_counted_and_the_error_is_shown_once() {
    let mut screen = CollectionScreen::new();
    refuse_writes(&screen.path, "collection");
    for _ in 0..2 {
        screen.adjust("BP01-C01", 1);
    }
    assert_eq!(screen.panel.collection().owned(&id("BP01-C01")), 0);
    let errors = errors_with(&screen.notices, "BP01-C01");
    assert_eq!(errors.len(), 1, "{:?}", shown(&screen.notices));
    assert!(errors[0].contains("not changed"), "{}", errors[0]);
    assert_eq!(shown(&screen.notices).len(), 1);
}

#[test]
fn a_collection_that_cannot_be_read_says_so_once_and_keeps_the_counts_shown() {
    let mut screen = CollectionScreen::new();
    screen.adjust("BP01-C01", 3);
    lose_table(&screen.path, "collection");
    for _ in 0..3 {
        screen.apply(CollectionCommand::Reload);
    }
    let errors = errors_with(&screen.notices, "Your collection could not be read");
    assert_eq!(errors.len(), 1, "{:?}", shown(&screen.notices));
    assert_eq!(screen.panel.collection().owned(&id("BP01-C01")), 3);
}

#[test]
fn an_import_the_database_refuses_is_reported_and_changes_nothing() {
    let mut screen = CollectionScreen::new();
    screen.apply(CollectionCommand::ImportPath(fixture(
        "collection/pony_binder.csv",
    )));
    assert!(matches!(
        screen.panel.import(),
        Some(ImportState::Preview { plan, .. }) if !plan.is_empty()
    ));
    refuse_writes(&screen.path, "collection");
    screen.apply(CollectionCommand::ConfirmImport);
    let errors = errors_with(&screen.notices, "was not imported");
    assert_eq!(errors.len(), 1, "{:?}", shown(&screen.notices));
    assert!(
        matches!(screen.panel.import(), Some(ImportState::Preview { .. })),
        "the preview stays for another try"
    );
    assert_eq!(screen.panel.collection().total_owned(), 0);
    assert_eq!(screen.db.collection(Game::Kayou,).unwrap().total_owned(), 0);
}

#[test]
fn with_no_file_dialog_the_path_box_opens_and_a_typed_path_imports() {
    let mut screen = CollectionScreen::new();
    screen.apply(CollectionCommand::PickImport);
    assert_eq!(screen.panel.path_box(), Some(CollectionFile::Import));
    let said = shown(&screen.notices);
    assert_eq!(said.len(), 1);
    assert!(
        said[0]
            .1
            .starts_with("No file chosen. If no file dialog opened, type the path"),
        "{said:?}"
    );
    // A typed path that does not exist: the error, and the box stays for another try.
    let missing = screen.dir.path().join("missing.csv");
    screen.apply(CollectionFile::Import.command(missing));
    assert_eq!(errors_with(&screen.notices, "missing.csv").len(), 1);
    assert_eq!(screen.panel.path_box(), Some(CollectionFile::Import));
    screen.apply(CollectionFile::Import.command(fixture("collection/pony_binder.csv")));
    assert!(matches!(
        screen.panel.import(),
        Some(ImportState::Preview { .. })
    ));
    assert_eq!(screen.panel.path_box(), None, "used, so closed");
    assert!(
        shown(&screen.notices)
            .iter()
            .all(|(_, text)| !text.starts_with("No file chosen")),
        "the hint goes with the box: {:?}",
        shown(&screen.notices)
    );
    assert_eq!(
        errors_with(&screen.notices, "missing.csv"),
        Vec::<String>::new(),
        "the file that could not be read is past once one reads"
    );
}

#[test]
fn every_collection_dialog_falls_back_to_the_path_box_for_its_own_purpose() {
    let mut screen = CollectionScreen::new();
    let picks = [
        (
            CollectionCommand::PickExport(ImportFormat::PonydeckCsv),
            CollectionFile::Export(ImportFormat::PonydeckCsv),
        ),
        (
            CollectionCommand::PickExport(ImportFormat::PonyBinderCsv),
            CollectionFile::Export(ImportFormat::PonyBinderCsv),
        ),
        (
            CollectionCommand::PickWishlistExport(WishlistFormat::Csv),
            CollectionFile::Wishlist(WishlistFormat::Csv),
        ),
    ];
    for (pick, purpose) in picks {
        screen.apply(pick);
        assert_eq!(screen.panel.path_box(), Some(purpose));
    }
    let out = screen.dir.path().join("collection.csv");
    screen.apply(CollectionFile::Export(ImportFormat::PonydeckCsv).command(out.clone()));
    assert!(out.is_file(), "{:?}", shown(&screen.notices));
    assert_eq!(screen.panel.path_box(), None);
    screen.apply(CollectionCommand::PickExport(ImportFormat::PonydeckCsv));
    screen.apply(CollectionCommand::ClosePathBox);
    assert_eq!(screen.panel.path_box(), None);
}

#[test]
fn an_export_to_a_folder_that_does_not_exist_says_so_and_keeps_the_path_box() {
    let mut screen = CollectionScreen::new();
    screen.apply(CollectionCommand::PickExport(ImportFormat::PonydeckCsv));
    let bad = screen.dir.path().join("no such folder").join("c.csv");
    screen.apply(CollectionCommand::ExportPath(
        bad,
        ImportFormat::PonydeckCsv,
    ));
    let errors = errors_with(&screen.notices, "Could not write");
    assert_eq!(errors.len(), 1, "{:?}", shown(&screen.notices));
    assert!(errors[0].contains("Choose another place"), "{}", errors[0]);
    assert!(screen.panel.path_box().is_some());
}

// Adventures.

fn adventures(db: &UserDb, notices: &mut Notices) -> AdventuresPanel {
    let mut panel = AdventuresPanel::new(Some(db), notices);
    panel.set_path_source(Box::new(ScriptedDialog::no_dialog()));
    panel
}

/// The Adventures screen's controller over a fresh user database, with no file dialog, and
/// the notices it reports to.
struct AdventuresScreen {
    dir: tempfile::TempDir,
    db: UserDb,
    path: PathBuf,
    notices: Notices,
    panel: AdventuresPanel,
}

impl AdventuresScreen {
    fn new() -> AdventuresScreen {
        let dir = tempfile::tempdir().unwrap();
        let (db, path) = user_db(&dir);
        let mut notices = Notices::default();
        let panel = adventures(&db, &mut notices);
        AdventuresScreen {
            dir,
            db,
            path,
            notices,
            panel,
        }
    }

    /// The screen with the test box imported, ready to set a game up.
    fn with_box() -> AdventuresScreen {
        let mut screen = AdventuresScreen::new();
        screen.apply(AdventuresCommand::ImportPath(fixture("dbg/test_box.json")));
        screen
    }

    /// Applies a command as the app does after a frame.
    fn apply(&mut self, command: AdventuresCommand) {
        self.panel
            .apply(Some(&mut self.db), &mut self.notices, command);
    }
}

fn seeded(seed: &str) -> SetupForm {
    SetupForm {
        seed_text: seed.into(),
        ..SetupForm::default()
    }
}

#[test]
fn the_shipped_components_alone_set_no_game_up_and_say_why() {
    let mut screen = AdventuresScreen::new();
    screen.apply(AdventuresCommand::SetUp);
    assert!(screen.panel.tracker().is_none());
    assert_eq!(errors_with(&screen.notices, "No game:").len(), 1);
    // With the box's components the game is set up, and the refusal goes.
    screen.apply(AdventuresCommand::ImportPath(fixture("dbg/test_box.json")));
    screen.apply(AdventuresCommand::SetUp);
    assert!(screen.panel.tracker().is_some());
    assert_eq!(
        errors_with(&screen.notices, "No game:"),
        Vec::<String>::new()
    );
}

#[test]
fn a_seeded_setup_is_tracked_saved_and_steps_undo_and_redo() {
    let mut screen = AdventuresScreen::with_box();
    screen.apply(AdventuresCommand::SetSetup(seeded("42")));
    screen.apply(AdventuresCommand::SetUp);
    assert_eq!(screen.panel.tab(), AdventuresTab::Play);
    let view = screen.panel.view().expect("a game is tracked").clone();
    assert_eq!(view.setup_seed.unwrap_or(view.seed), 42);
    let name = screen
        .panel
        .game_name()
        .expect("saved as it is played")
        .to_string();
    assert_eq!(screen.db.dbg_games().unwrap().len(), 1);

    let clouds = |panel: &AdventuresPanel| panel.view().map(|v| v.hurdles[0].clouds);
    let cloud = Action::Clouds {
        on: CloudTarget::ActiveHurdle,
        count: 1,
    };
    screen.apply(AdventuresCommand::Step(cloud));
    assert_eq!(clouds(&screen.panel), Some(1));
    assert_eq!(
        screen.db.dbg_game(&name).unwrap().view().hurdles[0].clouds,
        1
    );
    screen.apply(AdventuresCommand::Undo);
    assert_eq!(clouds(&screen.panel), Some(0));
    screen.apply(AdventuresCommand::Redo);
    assert_eq!(clouds(&screen.panel), Some(1));
    screen.apply(AdventuresCommand::Step(Action::EndTurn));
    assert_eq!(screen.panel.view().map(|v| v.turn), Some(2));
    assert!(
        shown(&screen.notices)
            .iter()
            .all(|(level, _)| *level == NoticeLevel::Info),
        "{:?}",
        shown(&screen.notices)
    );
}

#[test]
fn a_seed_that_is_not_a_number_is_named_and_a_fresh_one_used() {
    let mut screen = AdventuresScreen::with_box();
    screen.apply(AdventuresCommand::SetSetup(seeded("forty-two")));
    screen.apply(AdventuresCommand::SetUp);
    assert!(screen.panel.tracker().is_some());
    let warned: Vec<_> = shown(&screen.notices)
        .into_iter()
        .filter(|(level, text)| *level == NoticeLevel::Warning && text.contains("'forty-two'"))
        .collect();
    assert_eq!(warned.len(), 1, "{:?}", shown(&screen.notices));
}

#[test]
fn steps_the_database_refuses_to_save_are_reported_once() {
    let mut screen = AdventuresScreen::with_box();
    screen.apply(AdventuresCommand::SetUp);
    refuse_writes(&screen.path, "dbg_games");
    let cloud = Action::Clouds {
        on: CloudTarget::ActiveHurdle,
        count: 1,
    };
    for _ in 0..3 {
        screen.apply(AdventuresCommand::Step(cloud));
    }
    assert_eq!(
        screen.panel.view().map(|v| v.hurdles[0].clouds),
        Some(3),
        "the game goes on"
    );
    let errors = errors_with(&screen.notices, "could not be saved");
    assert_eq!(errors.len(), 1, "{:?}", shown(&screen.notices));
}

// Issue 41, item 6: a failing save is said once (not at every step, even once dismissed) and
// tried again later, less and less often, until the game is saved with every step.
#[test]
fn a_failing_save_is_said_once_and_tried_again_later_until_every_step_is_saved() {
    let mut screen = AdventuresScreen::with_box();
    screen.apply(AdventuresCommand::SetUp);
    let name = screen.panel.game_name().expect("saved").to_string();
    refuse_writes(&screen.path, "dbg_games");
    let cloud = Action::Clouds {
        on: CloudTarget::ActiveHurdle,
        count: 1,
    };
    screen.apply(AdventuresCommand::Step(cloud));
    assert_eq!(
        errors_with(&screen.notices, "could not be saved").len(),
        1,
        "{:?}",
        shown(&screen.notices)
    );
    // The player reads it and dismisses it: the next steps do not bring it back.
    let said = screen
        .notices
        .shown()
        .iter()
        .find(|n| n.text.contains("could not be saved"))
        .map(|n| n.notice_id)
        .expect("said");
    screen.notices.dismiss(said);
    for _ in 0..2 {
        screen.apply(AdventuresCommand::Step(cloud));
    }
    assert_eq!(
        errors_with(&screen.notices, "could not be saved"),
        Vec::<String>::new()
    );
    assert!(screen.panel.has_unsaved_steps());
    // Tried again after a wait, not at once and not at every frame; a failed try waits longer.
    let now = Instant::now();
    assert!(!screen.panel.save_retry_due(now));
    let first = screen.panel.save_retry_wait(now).expect("a try is waiting");
    assert!(first <= FIRST_RETRY, "{first:?}");
    assert!(screen.panel.save_retry_due(now + FIRST_RETRY));
    screen.apply(AdventuresCommand::RetrySave);
    let second = screen
        .panel
        .save_retry_wait(Instant::now())
        .expect("still waiting");
    assert!(second > FIRST_RETRY, "{second:?}");
    assert_eq!(
        errors_with(&screen.notices, "could not be saved"),
        Vec::<String>::new(),
        "not said again"
    );
    // Room again: the next try saves every step and says so.
    allow_writes(&screen.path, "dbg_games");
    screen.apply(AdventuresCommand::RetrySave);
    assert!(!screen.panel.has_unsaved_steps());
    assert!(
        shown(&screen.notices)
            .iter()
            .any(|(level, text)| *level == NoticeLevel::Info && text.contains("saved again")),
        "{:?}",
        shown(&screen.notices)
    );
    let saved = screen.db.dbg_game(&name).expect("saved");
    assert_eq!(saved.view().hurdles[0].clouds, 3);
}

#[test]
fn a_component_the_database_refuses_keeps_the_form_open_with_the_error() {
    let mut screen = AdventuresScreen::new();
    refuse_writes(&screen.path, "dbg_components");
    screen.apply(AdventuresCommand::Edit(None));
    let mut form = screen.panel.form().expect("the editor is open").clone();
    form.name = "Test Hurdle".into();
    form.level = "1".into();
    form.cloud_limit = "2".into();
    form.cubes = "2".into();
    screen.apply(AdventuresCommand::SetForm(Box::new(form)));
    screen.apply(AdventuresCommand::SaveForm);
    assert!(screen.panel.form().is_some(), "kept for another try");
    assert_eq!(
        errors_with(&screen.notices, "Test Hurdle was not saved").len(),
        1
    );
    assert!(
        screen
            .panel
            .components()
            .hurdles
            .iter()
            .all(|h| h.name != "Test Hurdle")
    );
}

#[test]
fn a_form_with_bad_numbers_is_not_saved_and_lists_its_problems() {
    let mut screen = AdventuresScreen::new();
    let mut form = ComponentForm::new(ponydeck::dbg::ComponentKind::Location);
    form.name = "Test Meadow".into();
    form.move_cost = "far".into();
    screen.apply(AdventuresCommand::SetForm(Box::new(form)));
    screen.apply(AdventuresCommand::SaveForm);
    let problems = &screen.panel.form().expect("still open").problems;
    assert!(
        problems.iter().any(|p| p.contains("'far' is not a number")),
        "{problems:?}"
    );
    assert_eq!(shown(&screen.notices), []);
}

#[test]
fn with_no_file_dialog_the_adventures_path_box_imports_and_exports() {
    let mut screen = AdventuresScreen::new();
    screen.apply(AdventuresCommand::PickImport);
    assert_eq!(screen.panel.path_box(), Some(AdventuresFile::Import));
    assert!(shown(&screen.notices)[0].1.starts_with("No file chosen."));
    let command = AdventuresFile::Import.command(fixture("dbg/test_box.json"));
    screen.apply(command);
    assert_eq!(screen.panel.path_box(), None);
    assert_eq!(screen.panel.components().hurdles.len(), 6);

    screen.apply(AdventuresCommand::PickExport);
    assert_eq!(screen.panel.path_box(), Some(AdventuresFile::Export));
    let out = screen.dir.path().join("components.json");
    let command = AdventuresFile::Export.command(out.clone());
    screen.apply(command);
    assert_eq!(screen.panel.path_box(), None);
    let written = std::fs::read_to_string(&out).expect("written");
    assert!(written.contains("Test Hurdle"), "{written}");
}

#[test]
fn a_components_file_that_cannot_be_read_is_reported_and_imports_nothing() {
    let mut screen = AdventuresScreen::new();
    let before = screen.panel.components().clone();
    let bad = screen.dir.path().join("bad.json");
    std::fs::write(&bad, "{ not json").unwrap();
    screen.apply(AdventuresCommand::ImportPath(bad));
    assert_eq!(errors_with(&screen.notices, "Nothing imported").len(), 1);
    assert_eq!(screen.panel.components(), &before);
    // A file that reads: the refusal of the bad one goes.
    screen.apply(AdventuresCommand::ImportPath(fixture("dbg/test_box.json")));
    assert_eq!(screen.panel.components().hurdles.len(), 6);
    assert_eq!(
        errors_with(&screen.notices, "Nothing imported"),
        Vec::<String>::new(),
        "{:?}",
        shown(&screen.notices)
    );
}

#[test]
fn lost_saved_games_are_reported_once_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let (db, path) = user_db(&dir);
    lose_table(&path, "dbg_games");
    let mut notices = Notices::default();
    let panel = adventures(&db, &mut notices);
    assert!(panel.saved().is_empty());
    let errors = errors_with(&notices, "saved Adventures games could not be listed");
    assert_eq!(errors.len(), 1, "{:?}", shown(&notices));
}

/// Issue 43: the deck screen's controller keeps any game's decks. A Lorcana list imported, a
/// card added to the section its format gives it (1.10.1.1: one deck), undo and redo, a saved
/// version and its diff, Core then Infinity, the game's own odds (its 7-card hand, 2.2.1), all
/// kept under Lorcana and the deck reopened at the next start.
#[test]
fn the_deck_controller_keeps_a_lorcana_deck_with_undo_versions_formats_and_odds() {
    use ponydeck::card::CardId;
    use ponydeck::deck::Section;
    use ponydeck::ui::controllers::decks::{DeckCommand, DecksPanel};
    let catalog = ponydeck::catalog::Catalog::open(&common::catalog_path()).unwrap();
    let index = catalog.game_index(Game::Lorcana).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (mut db, _) = user_db(&dir);
    let mut notices = Notices::default();
    let mut panel = DecksPanel::new(index, Some(&db));
    assert_eq!(
        (panel.game(), panel.format().id.code),
        (Game::Lorcana, "core")
    );
    let list = std::fs::read_to_string(fixture("games/lorcana_core_amber_steel.txt")).unwrap();
    panel.apply(
        index,
        Some(&mut db),
        &mut notices,
        DeckCommand::ImportText(list),
    );
    let name = panel
        .open_deck()
        .expect("the imported deck is open")
        .name
        .clone();
    let main = |p: &DecksPanel| p.open_deck().unwrap().deck.count(Section::Main);
    assert_eq!(main(&panel), 60);
    assert!(panel.open_deck().unwrap().validation.legal);
    let elsa = CardId::parse_in(Game::Lorcana, "1-042").unwrap();
    panel.apply(
        index,
        Some(&mut db),
        &mut notices,
        DeckCommand::Add {
            card_id: elsa.clone(),
            section: None,
        },
    );
    assert_eq!(main(&panel), 61);
    assert_eq!(panel.open_deck().unwrap().deck.copies(&elsa), 1);
    panel.apply(index, Some(&mut db), &mut notices, DeckCommand::Undo);
    assert_eq!(main(&panel), 60);
    panel.apply(index, Some(&mut db), &mut notices, DeckCommand::Redo);
    assert_eq!(main(&panel), 61);
    panel.apply(
        index,
        Some(&mut db),
        &mut notices,
        DeckCommand::SaveVersion("with Elsa".into()),
    );
    let history = panel.open_deck().unwrap().history.clone();
    assert!(history.len() >= 2, "{history:?}");
    let first = history.last().unwrap().version;
    panel.apply(
        index,
        Some(&mut db),
        &mut notices,
        DeckCommand::ShowVersion(first),
    );
    let (_, diff) = panel.open_deck().unwrap().diff.clone().expect("a diff");
    assert!(!diff.is_empty(), "the first version lacks Elsa");
    panel.apply(
        index,
        Some(&mut db),
        &mut notices,
        DeckCommand::SetFormat("infinity"),
    );
    assert_eq!(panel.format().id.code, "infinity");
    // Kayou's rules version is no format of Lorcana: the format stays.
    panel.apply(
        index,
        Some(&mut db),
        &mut notices,
        DeckCommand::SetRules(ponydeck::format::RulesVersion::V1_3_0),
    );
    assert_eq!(panel.format().id.code, "infinity");
    let odds = &panel.open_deck().unwrap().odds;
    assert!(
        !odds.is_empty() && odds.iter().all(|(_, p)| p.is_ok()),
        "{odds:?}"
    );
    assert!(odds[0].0.contains("opening hand"));
    panel.apply(index, Some(&mut db), &mut notices, DeckCommand::Autosave);
    assert_eq!(
        db.decks(Game::Lorcana)
            .unwrap()
            .iter()
            .map(|s| s.name.as_str())
            .collect::<Vec<_>>(),
        [name.as_str()]
    );
    assert!(db.decks(Game::Kayou).unwrap().is_empty());
    let mut again = DecksPanel::new(index, Some(&db));
    again.reopen_last(index, Some(&mut db), &mut notices);
    assert_eq!(again.open_deck().map(|o| o.name.clone()), Some(name));
    assert_eq!(again.open_deck().unwrap().deck.copies(&elsa), 1);
    // Kayou's last deck is its own setting: a Kayou panel reopens nothing.
    let kayou = index_of_kayou();
    let mut kayou_panel = DecksPanel::new(&kayou, Some(&db));
    kayou_panel.reopen_last(&kayou, Some(&mut db), &mut notices);
    assert!(kayou_panel.open_deck().is_none());
}

fn index_of_kayou() -> Arc<CardIndex> {
    index()
}

/// Issue 43: a Palworld deck in the same controller: a Soul card goes to the Soul deck its
/// format keeps beside the Main Deck (6.1.2), and the deck is legal with its 10 Souls.
#[test]
fn the_deck_controller_puts_a_palworld_soul_in_the_soul_deck_rule_6_1_2() {
    use ponydeck::card::CardId;
    use ponydeck::deck::Section;
    use ponydeck::ui::controllers::decks::{DeckCommand, DecksPanel};
    let catalog = ponydeck::catalog::Catalog::open(&common::catalog_path()).unwrap();
    let index = catalog.game_index(Game::Palworld).unwrap();
    let mut notices = Notices::default();
    let mut panel = DecksPanel::new(index, None);
    let list = std::fs::read_to_string(fixture("games/palworld_red.txt")).unwrap();
    panel.apply(index, None, &mut notices, DeckCommand::ImportText(list));
    let open = panel.open_deck().expect("the imported deck is open");
    assert_eq!(
        (open.name.as_str(), open.deck.count(Section::Soul)),
        ("Red", 10)
    );
    assert!(open.validation.legal, "{:?}", open.validation.violations);
    let soul = CardId::parse_in(Game::Palworld, "ESOUL-001").unwrap();
    panel.apply(
        index,
        None,
        &mut notices,
        DeckCommand::Add {
            card_id: soul,
            section: None,
        },
    );
    let open = panel.open_deck().unwrap();
    assert_eq!(
        (
            open.deck.count(Section::Soul),
            open.deck.count(Section::Main)
        ),
        (11, 50)
    );
    assert!(!open.validation.legal, "11 Souls break the Soul deck of 10");
}

/// An empty paste, or a list with no card line, imports nothing and says why, naming the shape
/// of the game's lists: no empty deck appears in the library.
#[test]
fn a_paste_with_no_card_line_imports_nothing_and_says_what_a_list_looks_like() {
    use ponydeck::ui::controllers::decks::{DeckCommand, DecksPanel};
    let catalog = ponydeck::catalog::Catalog::open(&common::catalog_path()).unwrap();
    let index = catalog.game_index(Game::Lorcana).unwrap();
    let mut notices = Notices::default();
    let mut panel = DecksPanel::new(index, None);
    panel.apply(
        index,
        None,
        &mut notices,
        DeckCommand::ImportText("  \n".into()),
    );
    assert!(panel.open_deck().is_none());
    assert!(shown(&notices)[0].1.contains("There is no list to import"));
    panel.apply(
        index,
        None,
        &mut notices,
        DeckCommand::ImportText("Deck: Amber Steel".into()),
    );
    assert!(panel.open_deck().is_none() && panel.library().is_empty());
    let said = shown(&notices);
    assert!(
        said.iter()
            .any(|(_, t)| t.contains("No card was read") && t.contains("Elsa")),
        "{said:?}"
    );
}

/// A Kayou Token added in the one deck editor lands in the Main Deck, where validation says why
/// it does not belong (207; `main-deck-type`), not unseen in Maybe.
#[test]
fn a_token_added_to_a_kayou_deck_lands_in_the_main_deck_and_is_flagged_rule_207() {
    use ponydeck::deck::Section;
    use ponydeck::ui::controllers::decks::{DeckCommand, DecksPanel};
    let index = index();
    let mut notices = Notices::default();
    let mut panel = DecksPanel::new(&index, None);
    panel.apply(
        &index,
        None,
        &mut notices,
        DeckCommand::New("Tokens".into()),
    );
    panel.apply(
        &index,
        None,
        &mut notices,
        DeckCommand::Add {
            card_id: id("TK-01-A"),
            section: None,
        },
    );
    let open = panel.open_deck().unwrap();
    assert_eq!(open.deck.copies_in(Section::Main, &id("TK-01-A")), 1);
    assert!(
        open.validation
            .violations
            .iter()
            .any(|v| v.code.to_string() == "main-deck-type"),
        "{:?}",
        open.validation.violations
    );
}
