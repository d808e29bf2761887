//! A saved deck's versions, newest first, each with Diff and Restore, and the diff asked for:
//! one widget for every game's deck editor (issue 43: one set of screens). It draws view data
//! and answers what was clicked; the editor's controller does the rest.

use crate::catalog::{DeckVersionInfo, utc_time};
use crate::deck::{DeckDiff, Section};
use crate::ui::widgets::owned_badge::accessible;

/// What the player picked in the version history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VersionPick {
    /// Compare this version with the deck now.
    Diff(i64),
    /// Make this version the deck again.
    Restore(i64),
}

/// The history under a "Version history" heading, opened when `reveal` (a diff was just
/// asked for elsewhere), with the diff of `diff` against the deck now. `section_label` names a
/// section as the game's format does; `card_name` names a printing.
pub fn version_history_ui(
    ui: &mut egui::Ui,
    history: &[DeckVersionInfo],
    diff: Option<&(i64, DeckDiff)>,
    reveal: bool,
    section_label: &dyn Fn(Section) -> &'static str,
    card_name: &dyn Fn(&crate::card::CardId) -> Option<String>,
) -> Option<VersionPick> {
    let mut picked = None;
    egui::CollapsingHeader::new("Version history")
        .open(reveal.then_some(true))
        .show(ui, |ui| {
            ui.small("Edits are kept as one version for each pause of a few seconds.");
            if history.is_empty() {
                ui.small("No saved version yet.");
            }
            for info in history {
                ui.horizontal_wrapped(|ui| {
                    ui.strong(format!("v{}", info.version));
                    ui.small(utc_time(info.saved_at));
                    // A long note (an imported file's path) is cut, not let widen the panel;
                    // its whole text is the hover.
                    ui.add(egui::Label::new(egui::RichText::new(&info.note).small()).truncate())
                        .on_hover_text(&info.note);
                    let diff = ui
                        .small_button("Diff")
                        .on_hover_text("Compare this version with the deck now");
                    accessible(&diff, &format!("Diff v{}", info.version));
                    if diff.clicked() {
                        picked = Some(VersionPick::Diff(info.version));
                    }
                    let restore = ui
                        .small_button("Restore")
                        .on_hover_text("Make this version the deck again (saved as a new version)");
                    accessible(&restore, &format!("Restore v{}", info.version));
                    if restore.clicked() {
                        picked = Some(VersionPick::Restore(info.version));
                    }
                });
            }
            if let Some((version, diff)) = diff {
                ui.separator();
                let heading = ui.strong(format!("Changes since v{version}"));
                if reveal {
                    heading.scroll_to_me(Some(egui::Align::Center));
                }
                if diff.is_empty() {
                    ui.small("No changes.");
                }
                for change in &diff.changes {
                    let delta = change.delta();
                    let color = if delta > 0 {
                        egui::Color32::from_rgb(80, 180, 90)
                    } else {
                        ui.visuals().error_fg_color
                    };
                    let name = card_name(&change.card_id)
                        .map(|n| format!(" {n}"))
                        .unwrap_or_default();
                    ui.colored_label(
                        color,
                        format!(
                            "{delta:+} {}{name} ({}: {} → {})",
                            change.card_id,
                            section_label(change.section),
                            change.before,
                            change.after
                        ),
                    );
                }
            }
        });
    picked
}
