//! The catalog screen driven through the accessibility tree (egui_kittest), on the shipped
//! `cards.db`: search, inline errors, filters, selection and preview, image fallbacks.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ponydeck::ui::app::AppCommand;
use ponydeck::ui::panels::catalog::{CatalogCommand, CatalogFilters, ViewMode};
use ponydeck::ui::{PonydeckApp, Screen};

use common::ui::{app_without_db, harness_at, type_into};

fn harness(app: PonydeckApp) -> Harness<'static, PonydeckApp> {
    harness_at(app, [1400.0, 900.0])
}

#[test]
fn typing_a_query_narrows_the_results_and_clicking_a_card_previews_it() {
    let mut harness = harness(app_without_db());
    harness.run();
    let all = harness.state().catalog().results().len();
    assert!(all > 700, "the whole catalog is listed at start");

    type_into(&mut harness, "Search", "id:BP01-C19");
    harness.run();
    assert_eq!(harness.state().catalog().results().len(), 1);

    harness
        .get_by_role_and_label(egui::Role::Button, "Granny Smith (BP01-C19)")
        .click();
    harness.run();
    assert!(harness.state().catalog().selected().is_some());
    // The preview draws the ability text with its 「」 brackets: the harness panics on a
    // missing glyph, so this also proves the shipped font covers them.
    harness.get_by_label("Preview of Granny Smith");
    harness.get_by_label_contains("「Earth Pony」");
}

#[test]
fn a_query_that_does_not_parse_shows_its_error_inline_and_keeps_the_last_results() {
    let mut harness = harness(app_without_db());
    harness.run();
    type_into(&mut harness, "Search", "t:character (");
    harness.run();
    assert!(harness.state().catalog().query_error().is_some());
    let error = harness
        .state()
        .catalog()
        .query_error()
        .unwrap_or("")
        .to_string();
    harness.get_by_label_contains(&error);
    assert!(harness.state().catalog().results().len() > 700);
}

#[test]
fn quick_filters_and_the_list_view_show_only_matching_cards() {
    let mut harness = harness(app_without_db());
    harness.run();
    let filters = CatalogFilters {
        card_type: Some("Story".to_string()),
        ..CatalogFilters::default()
    };
    harness
        .state_mut()
        .send(AppCommand::Catalog(CatalogCommand::SetFilters(filters)));
    harness.run();
    harness.get_by_label("List").click();
    harness.run();
    assert_eq!(harness.state().catalog().view(), ViewMode::List);
    let app = harness.state();
    let results = app.catalog().results();
    assert!(!results.is_empty());
    assert!(results.iter().all(|&p| {
        app.index()
            .cards()
            .get(p)
            .and_then(ponydeck::card::Card::kayou)
            .is_some_and(|c| c.card_type == ponydeck::card::CardType::Story)
    }));
}

#[test]
fn shining_printings_with_the_reference_mark_render_in_the_grid() {
    let mut harness = harness(app_without_db());
    harness.run();
    type_into(&mut harness, "Search", "is:shining");
    harness.run();
    assert!(!harness.state().catalog().results().is_empty());
    harness
        .state_mut()
        .send(AppCommand::Catalog(CatalogCommand::SelectStep(1)));
    harness.run();
    // The preview's details line starts with the ※ printing ID and the ※ rarity.
    harness
        .get_all_by_label_contains("※")
        .next()
        .expect("a ※ ID is drawn");
}

#[test]
fn the_side_bar_switches_screens_and_the_theme() {
    let mut harness = harness(app_without_db());
    harness.run();
    harness.get_by_label("Goldfish").click();
    harness.run();
    assert_eq!(harness.state().settings().screen, Screen::Goldfish);
    harness.get_by_label("Light theme").click();
    harness.run();
    assert_eq!(
        harness.state().settings().theme,
        ponydeck::ui::ThemeChoice::Light
    );
    harness.get_by_label("Dark theme");
    harness.get_by_label("Shortcuts").click();
    harness.run();
    assert!(harness.state().help_open());
    harness.get_by_label("Keyboard shortcuts");
}

#[test]
fn a_missing_or_corrupt_image_falls_back_to_the_drawn_face_with_a_note() {
    let folder = tempfile::tempdir().expect("temp dir");
    std::fs::write(folder.path().join("BP01-C19.png"), b"not a png").expect("write");
    let mut harness = harness(app_without_db());
    harness.run();
    // The search first, so that the folder is read for this one card only: set before it,
    // every card on the first screen is looked up on the loader thread, and the frames wait
    // on them (a spinner repaints while any is loading).
    type_into(&mut harness, "Search", "id:BP01-C19");
    harness.run();
    harness.state_mut().send(AppCommand::SetImageFolder(Some(
        folder.path().to_path_buf(),
    )));
    harness.run_steps(2);
    harness
        .get_by_role_and_label(egui::Role::Button, "Granny Smith (BP01-C19)")
        .click();
    // The image is read on a background thread; step until it reports.
    for _ in 0..200 {
        harness.run_steps(2);
        if harness
            .query_by_label_contains("is not a readable image")
            .is_some()
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    harness.get_by_label_contains("is not a readable image");
    harness.get_by_label("Preview of Granny Smith");
}

#[test]
fn a_valid_image_in_the_folder_is_loaded_off_the_ui_thread() {
    let folder = tempfile::tempdir().expect("temp dir");
    let image = image::RgbaImage::from_pixel(63, 88, image::Rgba([200, 100, 50, 255]));
    image
        .save(folder.path().join("BP01-C19.png"))
        .expect("write png");
    let card_id = ponydeck::card::CardId::parse("BP01-C19").expect("id");
    let loaded = ponydeck::ui::card_images::load_card_image(folder.path(), &card_id)
        .expect("decodes")
        .expect("found");
    assert_eq!(loaded.size, [63, 88]);
    let missing = ponydeck::card::CardId::parse("BP01-C18").expect("id");
    assert!(
        ponydeck::ui::card_images::load_card_image(folder.path(), &missing)
            .expect("no error")
            .is_none()
    );
}

#[test]
fn where_no_folder_dialog_opens_card_images_offers_a_path_box_that_sets_the_folder() {
    let folder = tempfile::tempdir().expect("temp dir");
    let mut app = app_without_db();
    app.set_path_source(|| {
        Box::new(ponydeck::ui::controllers::file_dialog::ScriptedDialog::no_dialog())
    });
    let mut harness = harness(app);
    harness.run();
    harness.get_by_label("Card images…").click();
    harness.run();
    harness.get_by_label_contains("No folder chosen. If no folder dialog opened");
    // A path that is not a folder: said so, and the box stays for another try.
    type_into(&mut harness, "Path", "/no/such/folder");
    harness.get_by_label("Use path").click();
    harness.run();
    harness.get_by_label_contains("is not a folder");
    harness.get_by_label("Path");
    harness.get_by_label("Close the path box").click();
    harness.run();
    assert!(harness.query_by_label("Path").is_none(), "closed");

    harness.get_by_label("Card images…").click();
    harness.run();
    let path = folder.path().to_str().expect("a UTF-8 path").to_string();
    type_into(&mut harness, "Path", &path);
    harness.get_by_label("Use path").click();
    harness.run();
    assert_eq!(
        harness.state().settings().image_folder.as_deref(),
        Some(folder.path())
    );
    assert!(harness.query_by_label("Path").is_none(), "used, so closed");
    assert!(
        harness.query_by_label_contains("is not a folder").is_none(),
        "the refused path is past once a folder is set"
    );
}

/// A card added from the catalog to the open deck, in a window of `size`: a notice says so with
/// the copies now in the deck, and the card panel counts them in the deck at once (not only
/// once the deck has autosaved).
fn adding_from_the_catalog_is_told_and_counted_at_once_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness_at(common::ui::app_with_db(&dir.path().join("user.db")), size);
    harness.run();
    harness.get_by_label("Decks").click();
    harness.run();
    type_into(&mut harness, "Name", "Patrol");
    harness.get_by_label("New deck").click();
    harness.run();
    common::ui::select_in_catalog(&mut harness, "id:BP01-C19", "Granny Smith (BP01-C19)");
    // Low in the card panel at 1024x700: scrolled to, as a user would.
    harness.get_by_label("Add to deck").scroll_to_me();
    harness.run();
    harness.get_by_label("Add to deck").click();
    harness.run();
    harness.get_by_label_contains("Added Granny Smith (BP01-C19) to 'Patrol': 1 in the deck now.");
    harness.get_by_label_contains("1 in 'Patrol'");
    // A second copy, as a double-click on the card sends it.
    harness.state_mut().send(AppCommand::AddToDeck(
        ponydeck::card::Game::Kayou,
        ponydeck::card::CardId::parse("BP01-C19").expect("an ID"),
    ));
    harness.run();
    harness.get_by_label_contains("Added Granny Smith (BP01-C19) to 'Patrol': 2 in the deck now.");
    assert!(
        harness
            .query_by_label_contains("Added Granny Smith (BP01-C19) to 'Patrol': 1 in")
            .is_none(),
        "the latest word replaces the one before"
    );
    harness.get_by_label_contains("2 in 'Patrol'");
    assert!(
        harness
            .state()
            .decks()
            .open_deck()
            .is_some_and(|o| o.unsaved()),
        "counted before the autosave"
    );
}

#[test]
fn adding_from_the_catalog_is_told_and_counted_at_once() {
    for size in [[1024.0, 700.0], [2560.0, 1440.0]] {
        adding_from_the_catalog_is_told_and_counted_at_once_at(size);
    }
}

/// An Event's card panel, in a window of `size`: its cost, and no Inspiration (only Characters
/// have one, 201), where it read "Inspiration ?".
fn an_event_shows_its_cost_and_no_inspiration_at(size: [f32; 2]) {
    let mut harness = harness_at(app_without_db(), size);
    harness.run();
    common::ui::select_in_catalog(
        &mut harness,
        "id:BP01-SPR01",
        "Sunlight in the Rain (BP01-SPR01)",
    );
    harness.get_by_label("Cost 2");
    assert!(harness.query_by_label_contains("Inspiration ?").is_none());
    let mut harness = harness_at(app_without_db(), size);
    harness.run();
    common::ui::select_in_catalog(&mut harness, "id:BP01-C19", "Granny Smith (BP01-C19)");
    harness.get_by_label_contains("· Inspiration ");
}

#[test]
fn an_event_shows_its_cost_and_no_inspiration() {
    for size in [[1024.0, 700.0], [2560.0, 1440.0]] {
        an_event_shows_its_cost_and_no_inspiration_at(size);
    }
}
