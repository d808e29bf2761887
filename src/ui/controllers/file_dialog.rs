//! Choosing a file or a folder: the system's dialog where one opens, else a path typed into a
//! box on the screen. rfd gives no path both when the user cancels and when no dialog can open
//! at all (no desktop portal, as under a bare X server), so a dialog with no answer always
//! opens the screen's path box and says, once, where to type the path. Every screen uses this
//! one [`FileChooser`]; the box itself is drawn by `widgets/path_field.rs`.

use std::collections::VecDeque;
use std::path::PathBuf;

use crate::ui::notices::{NoticeLevel, Notices};

/// What kind of dialog a request opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DialogKind {
    /// Choose an existing file to read.
    OpenFile,
    /// Choose where to write a file.
    SaveFile,
    /// Choose a folder.
    Folder,
}

impl DialogKind {
    /// "file" or "folder", for sentences.
    pub fn noun(self) -> &'static str {
        match self {
            DialogKind::OpenFile | DialogKind::SaveFile => "file",
            DialogKind::Folder => "folder",
        }
    }
}

/// One question for a file dialog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathRequest {
    /// Open, save or folder.
    pub kind: DialogKind,
    /// The dialog's title, also the label of the path box.
    pub title: String,
    /// The file name offered when saving.
    pub file_name: Option<String>,
    /// A filter: its name and the extensions it lets through.
    pub filter: Option<(String, Vec<String>)>,
}

impl PathRequest {
    /// A dialog choosing a file to read.
    pub fn open_file(title: &str) -> PathRequest {
        PathRequest {
            kind: DialogKind::OpenFile,
            title: title.to_string(),
            file_name: None,
            filter: None,
        }
    }

    /// A dialog choosing where to write a file, offering `file_name`.
    pub fn save_file(title: &str, file_name: &str) -> PathRequest {
        PathRequest {
            kind: DialogKind::SaveFile,
            title: title.to_string(),
            file_name: Some(file_name.to_string()),
            filter: None,
        }
    }

    /// A dialog choosing a folder.
    pub fn folder(title: &str) -> PathRequest {
        PathRequest {
            kind: DialogKind::Folder,
            title: title.to_string(),
            file_name: None,
            filter: None,
        }
    }

    /// The same request, showing only files with these extensions.
    pub fn with_filter(mut self, name: &str, extensions: &[&str]) -> PathRequest {
        self.filter = Some((
            name.to_string(),
            extensions.iter().map(|e| e.to_string()).collect(),
        ));
        self
    }
}

/// Where chosen paths come from: the system's dialogs, or answers given in advance (tests).
pub trait PathSource {
    /// The path chosen for a request, or `None` when the user cancelled or no dialog opened.
    fn ask(&mut self, request: &PathRequest) -> Option<PathBuf>;
}

/// The system's file dialogs (rfd). Where none can open, it answers `None` at once.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemDialog;

impl PathSource for SystemDialog {
    fn ask(&mut self, request: &PathRequest) -> Option<PathBuf> {
        let mut dialog = rfd::FileDialog::new().set_title(request.title.as_str());
        if let Some(name) = &request.file_name {
            dialog = dialog.set_file_name(name.as_str());
        }
        if let Some((name, extensions)) = &request.filter {
            dialog = dialog.add_filter(name.as_str(), extensions);
        }
        match request.kind {
            DialogKind::OpenFile => dialog.pick_file(),
            DialogKind::SaveFile => dialog.save_file(),
            DialogKind::Folder => dialog.pick_folder(),
        }
    }
}

/// Answers given in advance, in order; `None` (and every question past the last answer) is a
/// dialog that gave no path, as where no dialog can open. For tests.
#[derive(Debug, Clone, Default)]
pub struct ScriptedDialog {
    answers: VecDeque<Option<PathBuf>>,
}

impl ScriptedDialog {
    /// A source answering these paths in turn.
    pub fn new(answers: impl IntoIterator<Item = Option<PathBuf>>) -> ScriptedDialog {
        ScriptedDialog {
            answers: answers.into_iter().collect(),
        }
    }

    /// A source where no dialog ever opens.
    pub fn no_dialog() -> ScriptedDialog {
        ScriptedDialog::default()
    }
}

impl PathSource for ScriptedDialog {
    fn ask(&mut self, _request: &PathRequest) -> Option<PathBuf> {
        self.answers.pop_front().flatten()
    }
}

/// A screen's way to a path: the dialog first, then its path box. `P` says what a typed path
/// is for (import, export in a format, ...), so the box sends the right command.
pub struct FileChooser<P> {
    source: Box<dyn PathSource>,
    waiting: Option<(P, PathRequest)>,
    /// The notice saying where to type the path, while the box is open.
    hint: Option<u64>,
    /// The text of the path box, edited in place while typing.
    pub text: String,
}

impl<P> Default for FileChooser<P> {
    fn default() -> Self {
        FileChooser::new(Box::new(SystemDialog))
    }
}

impl<P> FileChooser<P> {
    /// A chooser asking `source` first.
    pub fn new(source: Box<dyn PathSource>) -> FileChooser<P> {
        FileChooser {
            source,
            waiting: None,
            hint: None,
            text: String::new(),
        }
    }

    /// Asks from now on `source` (tests answer for the dialog this way).
    pub fn set_source(&mut self, source: Box<dyn PathSource>) {
        self.source = source;
    }

    /// Asks the dialog for a path for `purpose`. With none, opens the path box for it and tells
    /// the user once where to type the path instead: `fallback` ends the sentence "If no file
    /// dialog opened, …" (say where the box is and which button to press).
    pub fn choose(
        &mut self,
        purpose: P,
        request: PathRequest,
        fallback: &str,
        notices: &mut Notices,
    ) -> Option<PathBuf> {
        match self.source.ask(&request) {
            Some(path) => {
                self.close(notices);
                Some(path)
            }
            None => {
                let noun = request.kind.noun();
                self.hint = Some(notices.push_with_id(
                    NoticeLevel::Info,
                    format!("No {noun} chosen. If no {noun} dialog opened, {fallback}."),
                ));
                self.waiting = Some((purpose, request));
                None
            }
        }
    }

    /// What the open path box is for, and the request the dialog could not answer.
    pub fn waiting(&self) -> Option<&(P, PathRequest)> {
        self.waiting.as_ref()
    }

    /// Whether the path box is open.
    pub fn is_open(&self) -> bool {
        self.waiting.is_some()
    }

    /// Closes the path box (its path was used, or the user closed it), empties it, and takes
    /// back the notice that said where to type.
    pub fn close(&mut self, notices: &mut Notices) {
        self.waiting = None;
        self.text.clear();
        if let Some(notice_id) = self.hint.take() {
            notices.dismiss(notice_id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dialog_with_no_answer_opens_the_path_box_and_says_where_to_type_once() {
        let mut chooser: FileChooser<u8> = FileChooser::new(Box::new(ScriptedDialog::no_dialog()));
        let mut notices = Notices::default();
        let request = PathRequest::open_file("Import a thing").with_filter("Things", &["txt"]);
        let got = chooser.choose(7, request.clone(), "type it below", &mut notices);
        assert_eq!(got, None);
        assert_eq!(chooser.waiting(), Some(&(7, request)));
        let texts: Vec<&str> = notices.shown().iter().map(|n| n.text.as_str()).collect();
        assert_eq!(
            texts,
            ["No file chosen. If no file dialog opened, type it below."]
        );
    }

    #[test]
    fn a_dialog_with_an_answer_closes_the_path_box_and_says_nothing() {
        let mut chooser: FileChooser<()> = FileChooser::new(Box::new(ScriptedDialog::new([
            None,
            Some(PathBuf::from("/tmp/a.json")),
        ])));
        let mut notices = Notices::default();
        chooser.choose((), PathRequest::folder("F"), "type it", &mut notices);
        assert!(chooser.is_open());
        assert!(notices.shown()[0].text.starts_with("No folder chosen."));
        let got = chooser.choose((), PathRequest::save_file("S", "a.json"), "x", &mut notices);
        assert_eq!(got, Some(PathBuf::from("/tmp/a.json")));
        assert!(!chooser.is_open());
        assert_eq!(notices.shown(), [], "the hint went with the box");
    }
}
