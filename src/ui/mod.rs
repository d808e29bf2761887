//! L3 desktop window (egui/eframe). Only this module draws; it reads view data and sends
//! commands, and never runs SQL, validation or shuffles inside a frame.

pub mod app;
pub mod card_images;
pub mod controllers;
pub mod deck_image;
pub mod fonts;
pub mod notices;
pub mod panels;
pub mod settings;
pub mod widgets;

pub use app::{AppCommand, PonydeckApp};
pub use settings::{Screen, Settings, ThemeChoice};

use std::path::Path;

use crate::card::CardIndex;
use crate::catalog::{Catalog, UserDb};
use crate::cli::catalog_path;

/// Opens the window on the catalog. Returns a sentence for the user when it cannot.
pub fn run(catalog: Option<&Path>, data: Option<&Path>) -> Result<(), String> {
    if !has_display() {
        return Err(
            "there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). \
             Run ponydeck on a desktop, or use the commands: `ponydeck --help`."
                .to_string(),
        );
    }
    let catalog = Catalog::open(&catalog_path(catalog)).map_err(|e| e.to_string())?;
    let mut games = Vec::new();
    for game in [crate::card::Game::Lorcana, crate::card::Game::Palworld] {
        games.push(catalog.game_index(game).map_err(|e| e.to_string())?.clone());
    }
    let index: CardIndex = catalog.into_index();
    // Without a user database the app still opens; decks then live in memory and a notice says so.
    let (db, db_error) = match UserDb::open_default(data) {
        Ok(db) => (Some(db), None),
        Err(e) => (None, Some(e.to_string())),
    };
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("ponydeck")
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([900.0, 560.0]),
        // With --data, the window's settings live beside that database (`NAME.app.ron`), so
        // a second profile keeps its own; otherwise in the platform folder.
        persistence_path: data.map(settings_path_beside),
        ..Default::default()
    };
    eframe::run_native(
        "ponydeck",
        options,
        Box::new(move |cc| {
            fonts::install_fonts(&cc.egui_ctx);
            let settings: Settings = cc
                .storage
                .and_then(|storage| eframe::get_value(storage, eframe::APP_KEY))
                .unwrap_or_default();
            let mut app = PonydeckApp::with_games(index, games, settings, db);
            if let Some(error) = db_error {
                app.notify_error(format!(
                    "Your decks cannot be saved: {error}. Pass --data PATH to use another file."
                ));
            }
            Ok(Box::new(app))
        }),
    )
    .map_err(|e| format!("the window could not be opened: {e}"))
}

/// Where the window's settings are kept for the user database at `data`: `user.db` keeps
/// them in `user.db.app.ron` beside it.
pub fn settings_path_beside(data: &Path) -> std::path::PathBuf {
    let mut name = data
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(".app.ron");
    data.with_file_name(name)
}

fn has_display() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|var| std::env::var_os(var).is_some_and(|v| !v.is_empty()))
}

#[cfg(test)]
mod tests {
    #[test]
    fn settings_live_beside_the_database_given_with_data() {
        assert_eq!(
            super::settings_path_beside(std::path::Path::new("/home/me/family/user.db")),
            std::path::Path::new("/home/me/family/user.db.app.ron")
        );
    }
}
