//! The Collection screen driven through the accessibility tree (egui_kittest) with a real user
//! database in a temporary folder, as a new player would: import a pony-binder CSV (through the
//! command the file dialog sends), look at the preview, confirm, see completion change, change
//! owned copies with +/-, open a deck and see what it is missing (any printing of a card number
//! counts, 102.1.1), and export the wishlist.
#![cfg(feature = "gui")]

use crate::common;

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ponydeck::card::{CardId, Game};
use ponydeck::ui::panels::collection::{CollectionCommand, ImportState, WishlistFormat};
use ponydeck::ui::panels::decks::DeckCommand;
use ponydeck::ui::{AppCommand, PonydeckApp};

use common::ui::{app_with_db, harness_at};

fn harness(app: PonydeckApp) -> Harness<'static, PonydeckApp> {
    harness_at(app, [1600.0, 1000.0])
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/collection")
        .join(name)
}

fn id(text: &str) -> CardId {
    CardId::parse(text).expect("a valid card ID")
}

fn send(harness: &mut Harness<'static, PonydeckApp>, command: CollectionCommand) {
    harness.state_mut().send(AppCommand::Collection(command));
    harness.run();
}

/// Card numbers of BP01 with some printing owned.
fn bp01_numbers_owned(harness: &Harness<'_, PonydeckApp>) -> u32 {
    harness
        .state()
        .collection()
        .totals()
        .iter()
        .find(|t| t.set_code == "BP01")
        .map_or(0, |t| t.numbers.owned)
}

fn import_pony_binder(harness: &mut Harness<'static, PonydeckApp>) {
    harness.get_by_label("Collection").click();
    harness.run();
    send(
        harness,
        CollectionCommand::ImportPath(fixture("pony_binder.csv")),
    );
    harness.get_by_label_contains("Import preview");
    harness.get_by_label("Apply import").click_accesskit();
    harness.run();
}

#[test]
fn importing_a_pony_binder_csv_shows_a_preview_then_raises_completion_rule_102_1_1() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(app_with_db(&dir.path().join("user.db")));
    harness.run();
    harness.get_by_label("Collection").click();
    harness.run();
    harness.get_by_label_contains("0 copies of 0 printings owned");
    assert_eq!(bp01_numbers_owned(&harness), 0);

    send(
        &mut harness,
        CollectionCommand::ImportPath(fixture("pony_binder.csv")),
    );
    // The preview lists what changes; nothing is written yet.
    harness.get_by_label_contains("Import preview");
    harness.get_by_label_contains("copies owned before");
    assert!(matches!(
        harness.state().collection().import(),
        Some(ImportState::Preview { .. })
    ));
    assert!(harness.state().collection().collection().is_empty());

    harness.get_by_label("Apply import").click_accesskit();
    harness.run();
    assert!(harness.state().collection().import().is_none());
    let collection = harness.state().collection().collection();
    assert_eq!(collection.owned(&id("BP01-C01")), 3);
    assert_eq!(collection.owned(&id("※BP01-CR01")), 1);
    // BP01-C01 and BP01-CR01 (base and ※ count as one number); BP01-C02 is only wished for.
    assert_eq!(bp01_numbers_owned(&harness), 2);
    harness.get_by_label_contains("12 copies of 6 printings owned");

    // A new window over the same database sees the import.
    let again = app_with_db(&dir.path().join("user.db"));
    assert_eq!(again.collection().collection().owned(&id("BP01-C01")), 3);
}

#[test]
fn a_file_with_a_bad_row_reports_its_line_and_imports_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(app_with_db(&dir.path().join("user.db")));
    harness.run();
    harness.get_by_label("Collection").click();
    harness.run();
    send(
        &mut harness,
        CollectionCommand::ImportPath(fixture("bad_row.csv")),
    );
    harness.get_by_label_contains("has 1 bad row; nothing was imported");
    harness.get_by_label_contains("line 3: no card BP01-C99");
    assert!(harness.query_by_label("Apply import").is_none());
    harness.get_by_label("Close").click();
    harness.run();
    assert!(harness.state().collection().import().is_none());
    assert!(harness.state().collection().collection().is_empty());
}

#[test]
fn quick_plus_and_minus_change_owned_copies_on_the_collection_screen_and_the_catalog() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(app_with_db(&dir.path().join("user.db")));
    harness.run();
    harness.get_by_label("Collection").click();
    harness.run();
    send(&mut harness, CollectionCommand::SetSet(Some("BP01".into())));
    harness.get_by_label("Add one owned BP01-C01").click();
    harness.run();
    harness.get_by_label("Add one owned BP01-C01").click();
    harness.run();
    assert_eq!(
        harness
            .state()
            .collection()
            .collection()
            .owned(&id("BP01-C01")),
        2
    );
    assert_eq!(bp01_numbers_owned(&harness), 1);
    harness.get_by_label("Remove one owned BP01-C01").click();
    harness.run();
    assert_eq!(
        harness
            .state()
            .collection()
            .collection()
            .owned(&id("BP01-C01")),
        1
    );

    // The catalog preview shows the same count with its own +/-.
    harness.get_by_label("Catalog").click();
    harness.run();
    harness.get_by_label("Search").focus();
    harness.run();
    harness.get_by_label("Search").type_text("id:BP01-C01");
    harness.run();
    harness.state_mut().send(AppCommand::Catalog(
        ponydeck::ui::panels::catalog::CatalogCommand::SelectStep(1),
    ));
    harness.run();
    harness.get_by_label("Owned: 1");
    harness.get_by_label("Add one owned BP01-C01").click();
    harness.run();
    harness.get_by_label("Owned: 2");

    // "Build from owned" keeps only owned card numbers.
    harness.get_by_label("Build from owned").click();
    harness.run();
    assert!(harness.state().catalog().filters().build_from_owned);
}

#[test]
fn an_open_deck_shows_what_it_is_missing_and_exports_the_wishlist_rule_102_1_1() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(app_with_db(&dir.path().join("user.db")));
    harness.run();
    import_pony_binder(&mut harness);

    // Open Party Rush in the editor, then look at the Collection screen.
    harness
        .state_mut()
        .send(AppCommand::Deck(DeckCommand::ImportPath(fixture(
            "party_rush.txt",
        ))));
    harness.run();
    harness.get_by_label("Collection").click();
    harness.run();
    let needs = harness
        .state()
        .collection()
        .deck_needs()
        .expect("the open deck's needs")
        .clone();
    assert_eq!(needs.name, "Party Rush");
    let need = |number: &str| {
        needs
            .needs
            .iter()
            .find(|n| n.card == number)
            .map(|n| (n.need, n.owned, n.missing))
    };
    // 4 needed, 3 owned.
    assert_eq!(need("BP01-C01"), Some((4, 3, 1)));
    // 2 base + 2 ※ needed; 1 base + 1 ※ owned: both printings count (102.1.1).
    assert_eq!(need("BP01-CR01"), Some((4, 2, 2)));
    harness.get_by_label_contains("'Party Rush' is missing");
    harness.get_by_label_contains("3 owned — missing 1");

    // The deck editor shows the same numbers per entry.
    harness.get_by_label("Decks").click();
    harness.run();
    harness.get_by_label_contains("3/4 owned");
    harness.get_by_label("Collection").click();
    harness.run();

    harness.get_by_label("Copy wishlist").click();
    harness.run();
    assert!(
        harness
            .state()
            .notices()
            .shown()
            .iter()
            .any(|n| n.text.contains("wishlist is on the clipboard"))
    );
    let csv = dir.path().join("wishlist.csv");
    send(
        &mut harness,
        CollectionCommand::WishlistPath(csv.clone(), WishlistFormat::Csv),
    );
    let text = std::fs::read_to_string(&csv).expect("the wishlist was written");
    assert!(text.contains("BP01-C01"), "{text}");
    assert!(text.contains("BP01-CR01"), "{text}");
}

#[test]
fn the_list_has_a_search_box_and_a_full_scene_deck_of_an_everyday_scene_is_not_spare_rule_102_1_2()
{
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(app_with_db(&dir.path().join("user.db")));
    harness.run();
    harness.get_by_label("Collection").click();
    harness.run();
    harness.get_by_label("Find").focus();
    harness.run();
    harness.get_by_label("Find").type_text("BP02-ER01");
    harness.run();
    let rows = harness.state().collection().rows().len();
    assert!((1..=4).contains(&rows), "{rows} rows for BP02-ER01");
    let everyday = CardId::parse("BP02-ER01").unwrap();
    for _ in 0..15 {
        send(
            &mut harness,
            CollectionCommand::Adjust {
                card_id: everyday.clone(),
                delta: 1,
            },
        );
    }
    assert!(
        harness.query_by_label_contains("spare").is_none(),
        "15 copies of an Everyday Scene fill one Scene Deck: none spare"
    );
    send(
        &mut harness,
        CollectionCommand::Adjust {
            card_id: everyday,
            delta: 1,
        },
    );
    harness.get_by_label("1 spare");
}

#[test]
fn where_no_file_dialog_opens_import_offers_a_path_box_that_imports() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = app_with_db(&dir.path().join("user.db"));
    app.set_path_source(|| {
        Box::new(ponydeck::ui::controllers::file_dialog::ScriptedDialog::no_dialog())
    });
    let mut harness = harness(app);
    harness.run();
    harness.get_by_label("Collection").click();
    harness.run();
    harness.get_by_label("Import…").click();
    harness.run();
    harness.get_by_label_contains("No file chosen. If no file dialog opened");
    harness.get_by_label("Path").focus();
    harness.run();
    let path = fixture("pony_binder.csv");
    harness
        .get_by_label("Path")
        .type_text(path.to_str().expect("a UTF-8 path"));
    harness.run();
    harness.get_by_label("Use path").click();
    harness.run();
    harness.get_by_label_contains("Import preview");
    assert!(harness.state().collection().path_box().is_none());
}

#[test]
fn a_right_click_on_a_row_sets_the_copies_wanted_and_for_trade_and_notes_kept_in_the_database_at_1024x700()
 {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    let mut harness = harness_at(app_with_db(&db_path), [1024.0, 700.0]);
    harness.run();
    harness.get_by_label("Collection").click();
    harness.run();
    send(&mut harness, CollectionCommand::SetSet(Some("BP01".into())));
    harness.get_by_label_contains("BP01-C03 ").click_secondary();
    harness.run();
    common::ui::type_into(&mut harness, "Wanted", "2");
    harness.key_press(egui::Key::Enter);
    harness.run();
    common::ui::type_into(&mut harness, "For trade", "1");
    harness.key_press(egui::Key::Enter);
    harness.run();
    common::ui::type_into(&mut harness, "Notes", "NM, binder 2");
    harness.run();

    let holding = harness
        .state()
        .collection()
        .collection()
        .holding(&id("BP01-C03"))
        .cloned()
        .expect("a holding for BP01-C03");
    assert_eq!((holding.owned, holding.wishlist, holding.trade), (0, 2, 1));
    assert_eq!(holding.notes, "NM, binder 2");
    // The row shows both marks beside the owned count, inside the 1024-wide window.
    for mark in ["★2", "↔1"] {
        let node = harness.get_by_label(mark);
        assert!(
            node.rect().max.x <= 1024.0,
            "{mark} is drawn at {:?}, off the window",
            node.rect()
        );
    }
    // The Wishlist filter lists it.
    harness.get_by_label("Wishlist").click();
    harness.run();
    harness.get_by_label_contains("BP01-C03 ");
    drop(harness);

    let db = ponydeck::catalog::UserDb::open(&db_path).expect("the user database opens");
    let stored = db
        .collection_holding(Game::Kayou, &id("BP01-C03"))
        .expect("the holding reads back");
    assert_eq!(
        (stored.wishlist, stored.trade, stored.notes.as_str()),
        (2, 1, "NM, binder 2")
    );
}

#[test]
fn the_printing_list_fills_its_column_to_the_bottom_of_a_1024x700_window() {
    // show_rows draws as many rows as fit at the height it is told; rows drawn shorter than
    // that left the bottom of the list empty.
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness_at(app_with_db(&dir.path().join("user.db")), [1024.0, 700.0]);
    harness.run();
    harness.get_by_label("Collection").click();
    harness.run();
    send(&mut harness, CollectionCommand::SetSet(Some("BP01".into())));
    let bottom = harness
        .get_all_by_label_contains("Add one owned BP01-")
        .map(|node| node.rect().max.y)
        .fold(0.0f32, f32::max);
    assert!(
        bottom > 670.0,
        "the last row drawn ends at y = {bottom}, short of the 700-pixel window"
    );
}

/// A ponydeck CSV holding a printing of a newer catalog, in a window of `size`: the import
/// names it, offers to keep it, and then imports the whole file.
fn a_file_from_a_newer_catalog_imports_keeping_its_printings_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("newer.csv");
    std::fs::write(
        &file,
        "id,quantity,wishlist,trade,notes\r\nBP01-C01,2,0,0,\r\nBP99-C01,3,0,0,newer set\r\n",
    )
    .expect("written");
    let mut harness = harness_at(app_with_db(&dir.path().join("user.db")), size);
    harness.run();
    harness.get_by_label("Collection").click();
    harness.run();
    send(&mut harness, CollectionCommand::ImportPath(file));
    harness.get_by_label_contains("line 3: no card BP99-C01");
    harness
        .get_by_label("Import, keeping the 1 printing this catalog lacks")
        .click();
    harness.run();
    harness.get_by_label_contains("1 printing not in this catalog was kept as it is (BP99-C01)");
    harness.get_by_label("Apply import").click_accesskit();
    harness.run();
    let collection = harness.state().collection().collection();
    assert_eq!(collection.owned(&id("BP99-C01")), 3);
    assert_eq!(collection.owned(&id("BP01-C01")), 2);
}

#[test]
fn a_file_from_a_newer_catalog_imports_keeping_its_printings() {
    for size in [[1024.0, 700.0], [2560.0, 1440.0]] {
        a_file_from_a_newer_catalog_imports_keeping_its_printings_at(size);
    }
}
