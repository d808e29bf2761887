//! The screens' state and commands, apart from drawing: no egui here. Each controller applies
//! the commands its panel sends, after the frame, and reports every result and error to the
//! user once (as a notice); tests drive them with no window.

pub mod catalog;
pub mod collection;
pub mod dbg;
pub mod decks;
pub mod edit_history;
pub mod file_dialog;
pub mod goldfish;
pub mod lorcana_table;
pub mod matchup;
pub mod practice;
pub mod save_backoff;
pub mod tune;

use std::path::Path;

use super::notices::{NoticeLevel, Notices, Topic};

/// Writes `bytes` to `path` whole or not at all (a full disk never leaves half a file) and
/// tells the user: `done` on success, else what failed and what to do. Whether it was written.
pub(crate) fn write_file_told(
    path: &Path,
    bytes: &[u8],
    done: impl FnOnce() -> String,
    notices: &mut Notices,
) -> bool {
    match crate::cli::write_file_whole(path, bytes) {
        // The latest word about a file written replaces the one before: an error does not stay
        // above the success that followed it.
        Ok(()) => {
            notices.push_about(Topic::FileWrite, NoticeLevel::Info, done());
            true
        }
        Err(e) => {
            notices.push_about(
                Topic::FileWrite,
                NoticeLevel::Error,
                format!(
                    "Could not write {}: {e}. Choose another place.",
                    path.display()
                ),
            );
            false
        }
    }
}

#[cfg(test)]
mod tests {
    /// Each controller's source, by file name.
    const CONTROLLERS: &[(&str, &str)] = &[
        ("catalog.rs", include_str!("catalog.rs")),
        ("collection.rs", include_str!("collection.rs")),
        ("dbg.rs", include_str!("dbg.rs")),
        ("decks.rs", include_str!("decks.rs")),
        ("file_dialog.rs", include_str!("file_dialog.rs")),
        ("goldfish.rs", include_str!("goldfish.rs")),
        ("matchup.rs", include_str!("matchup.rs")),
        ("save_backoff.rs", include_str!("save_backoff.rs")),
        ("tune.rs", include_str!("tune.rs")),
    ];

    /// Each panel's source, by file name.
    const PANELS: &[(&str, &str)] = &[
        ("catalog.rs", include_str!("../panels/catalog.rs")),
        ("collection.rs", include_str!("../panels/collection.rs")),
        ("dbg.rs", include_str!("../panels/dbg.rs")),
        ("decks.rs", include_str!("../panels/decks.rs")),
        ("goldfish.rs", include_str!("../panels/goldfish.rs")),
        ("matchup.rs", include_str!("../panels/matchup.rs")),
        ("tune.rs", include_str!("../panels/tune.rs")),
    ];

    /// The lines of `sources` whose code (comments left out) names one of `words`.
    fn naming(sources: &[(&str, &str)], words: &[&str]) -> Vec<String> {
        let mut found = Vec::new();
        for (file, text) in sources {
            for (n, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                if words.iter().any(|w| code.contains(w)) {
                    found.push(format!("{file}:{}: {}", n + 1, line.trim()));
                }
            }
        }
        found
    }

    #[test]
    fn no_controller_names_egui_or_eframe() {
        assert_eq!(
            naming(CONTROLLERS, &["egui", "eframe"]),
            Vec::<String>::new()
        );
    }

    #[test]
    fn only_the_file_chooser_opens_system_dialogs() {
        let others: Vec<(&str, &str)> = CONTROLLERS
            .iter()
            .copied()
            .filter(|(file, _)| *file != "file_dialog.rs")
            .chain(PANELS.iter().copied())
            .collect();
        assert_eq!(naming(&others, &["rfd"]), Vec::<String>::new());
    }

    #[test]
    fn panels_only_draw_no_database_file_or_dialog_calls() {
        let found = naming(PANELS, &["UserDb", "std::fs", "write_file_whole", "rfd::"]);
        assert_eq!(found, Vec::<String>::new());
    }
}
