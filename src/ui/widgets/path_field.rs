//! The path box a screen shows when its file dialog gave no path: the dialog's title, a text
//! box for the path and a button to use it (see `controllers/file_dialog.rs`).

use std::path::PathBuf;

use crate::ui::controllers::file_dialog::{DialogKind, FileChooser};

/// What the user did with the path box this frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PathFieldAction<P> {
    /// Use this path for this purpose.
    Use(P, PathBuf),
    /// Close the box.
    Close,
}

/// Draws the open path box of `chooser`, if any: "No file dialog opened. {title}: type the
/// path here." above "Path [box] [Use path] [✖]"; Enter in the box also uses the path.
pub fn path_field_ui<P: Clone>(
    ui: &mut egui::Ui,
    chooser: &mut FileChooser<P>,
) -> Option<PathFieldAction<P>> {
    let (purpose, request) = chooser.waiting().cloned()?;
    let mut action = None;
    ui.label(format!(
        "No {} dialog opened. {}: type the path here.",
        request.kind.noun(),
        request.title
    ));
    ui.horizontal(|ui| {
        let hint = match (request.kind, &request.file_name) {
            (DialogKind::SaveFile, Some(name)) => format!("/home/me/{name}"),
            (DialogKind::Folder, _) => "/home/me/folder".to_string(),
            _ => "/home/me/file".to_string(),
        };
        let label = ui.label("Path");
        let response = ui
            .add(
                egui::TextEdit::singleline(&mut chooser.text)
                    .hint_text(hint)
                    .desired_width((ui.available_width() - 160.0).clamp(160.0, 420.0)),
            )
            .labelled_by(label.id);
        let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let typed = chooser.text.trim();
        let use_it = ui.add_enabled(!typed.is_empty(), egui::Button::new("Use path"));
        if (use_it.clicked() || entered) && !typed.is_empty() {
            action = Some(PathFieldAction::Use(purpose.clone(), PathBuf::from(typed)));
        }
        let close = ui.small_button("✖").on_hover_text("Close the path box");
        crate::ui::widgets::owned_badge::accessible(&close, "Close the path box");
        if close.clicked() {
            action = Some(PathFieldAction::Close);
        }
    });
    action
}
