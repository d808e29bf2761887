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

/// Clicks the Matchups view's box of each of these starters (all are ticked at first: this
/// leaves them out).
pub fn untick_starters(harness: &mut Harness<'static, PonydeckApp>, codes: &[&str]) {
    for code in codes {
        let name = ponydeck::deck::starter(code)
            .and_then(|s| s.deck.name)
            .expect("a starter");
        harness.get_by_label(&name).click();
        harness.run();
    }
}

/// Presses "Run matchup" and runs frames until the table is back (at most a minute).
pub fn run_matchup_to_its_table(harness: &mut Harness<'static, PonydeckApp>) {
    harness.get_by_label("Run matchup").click();
    harness.run();
    let start = std::time::Instant::now();
    while harness.state().matchup().table().is_none() {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "the matchup finishes"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
        harness.step();
    }
    harness.run();
}

/// Opens the Catalog, searches it for `query` and selects the card button `name`.
pub fn select_in_catalog(harness: &mut Harness<'static, PonydeckApp>, query: &str, name: &str) {
    harness.get_by_label("Catalog").click();
    harness.run();
    type_into(harness, "Search", query);
    harness
        .get_by_role_and_label(egui::Role::Button, name)
        .click();
    harness.run();
}

/// Two tests of one flow: `$small` runs `$flow` (a function of the window size) at the smallest
/// window the layout is tested at, 1024×700, and `$large` at 2560×1440.
#[allow(unused_macros)] // Each test crate includes `common`; not all of them use it.
macro_rules! at_both_sizes {
    ($small:ident, $large:ident, $flow:ident) => {
        at_both_sizes!($small, $large, $flow, [2560.0, 1440.0]);
    };
    ($small:ident, $large:ident, $flow:ident, $large_size:expr) => {
        #[test]
        fn $small() {
            $flow([1024.0, 700.0]);
        }

        #[test]
        fn $large() {
            $flow($large_size);
        }
    };
}
#[allow(unused_imports)]
pub(crate) use at_both_sizes;

/// The sentences of the notices on screen, oldest first.
pub fn notice_texts(harness: &Harness<'static, PonydeckApp>) -> Vec<String> {
    harness
        .state()
        .notices()
        .shown()
        .iter()
        .map(|n| n.text.clone())
        .collect()
}
