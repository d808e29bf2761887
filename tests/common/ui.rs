//! The desktop app under egui_kittest: the shipped catalog with a user database, a harness of
//! a given size, and the steps many flows begin with.

use std::path::Path;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ponydeck::card::Game;
use ponydeck::catalog::UserDb;
use ponydeck::ui::{PonydeckApp, Settings, fonts};

/// The app on the shipped catalog and the user database at `db_path` (created if missing).
pub fn app_with_db(db_path: &Path) -> PonydeckApp {
    let db = UserDb::open(db_path).expect("the user database opens");
    PonydeckApp::with_user_db(super::index(), Settings::default(), Some(db))
}

/// The app on the shipped catalog with the other games' cards too (Lorcana, Palworld) and the
/// user database at `db_path`, as `cargo run` opens it.
pub fn app_with_games(db_path: &Path) -> PonydeckApp {
    let catalog = ponydeck::catalog::Catalog::open(&super::catalog_path())
        .expect("the shipped catalog opens");
    let games = [Game::Lorcana, Game::Palworld]
        .into_iter()
        .map(|game| {
            catalog
                .game_index(game)
                .expect("the shipped catalog has the game's cards")
                .clone()
        })
        .collect();
    let db = UserDb::open(db_path).expect("the user database opens");
    PonydeckApp::with_games(catalog.into_index(), games, Settings::default(), Some(db))
}

/// The app on the shipped catalog with no user database (decks in memory).
pub fn app_without_db() -> PonydeckApp {
    PonydeckApp::new(super::index())
}

/// A harness drawing `app` in a window of `size`, with the shipped fonts.
pub fn harness_at(app: PonydeckApp, size: [f32; 2]) -> Harness<'static, PonydeckApp> {
    Harness::builder()
        .with_size(size)
        .with_max_steps(50)
        .with_context_setup(fonts::install_fonts)
        .build_ui_state(|ui, app: &mut PonydeckApp| app.ui(ui), app)
}

/// Focuses the text box labelled `label` and types into it, as a user would.
pub fn type_into(harness: &mut Harness<'static, PonydeckApp>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.run();
    harness.get_by_label(label).type_text(text);
    harness.run();
}

/// Opens the Decks screen and copies the SD01A Twilight Sparkle starter into the library.
pub fn copy_starter(harness: &mut Harness<'static, PonydeckApp>) {
    harness.run();
    harness.get_by_label("Decks").click();
    harness.run();
    harness.get_by_label("Copy a starter deck").click();
    harness.run();
    harness
        .get_by_label("SD01A Twilight Sparkle Starter")
        .click();
    harness.run();
}
