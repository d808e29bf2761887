//! The deck editor: the deck library (new, copy a starter, duplicate, rename, delete with undo,
//! tags, notes), the sections with live counts, adding by click, drag and drop or keyboard,
//! the validation panel, statistics charts, undo and redo, autosave, import and export, and
//! the version history with a diff.
//!
//! Validation, statistics and every database write run in [`DecksPanel::apply`], after the
//! frame; the frame only draws the cached [`OpenDeck`].

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::card::{CardId, CardIndex, CardLookup};
use crate::catalog::{DeckSummary, DeckVersionInfo, UserDb, utc_time};
use crate::deck::{Deck, DeckDiff, DeckFormat, Section, diff, export, import, starters};
use crate::format::{RulesVersion, Validation, validate};
use crate::search::{Query, search_positions};
use crate::stats::{DeckStats, Look, OddsNeed, deck_odds, deck_stats, odds_presets};
use crate::ui::app::AppCommand;
use crate::ui::notices::{NoticeLevel, Notices};
use crate::ui::widgets::panel_size::fitted;

/// How long a pause after the last edit has to be before the deck is saved on its own: a burst
/// of edits becomes one version, not one per click.
pub const AUTOSAVE_AFTER: Duration = Duration::from_secs(8);

/// The user-database setting that remembers the deck open at the end of the last session.
const LAST_DECK_SETTING: &str = "ui.last_open_deck";

/// What the deck screen asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum DeckCommand {
    /// Create an empty deck with this name and open it.
    New(String),
    /// Copy a starter deck (by product code) into the library and open it.
    CopyStarter(String),
    /// Open a saved deck.
    Open(String),
    /// Save the open deck under a new name and open the copy.
    Duplicate(String),
    /// Rename the open deck.
    Rename(String),
    /// Delete the open deck (undoable).
    Delete,
    /// Bring back the last deleted deck.
    UndoDelete,
    /// Add copies of a card to a section (`None`: the section its type decides).
    Add {
        /// The printing.
        card_id: CardId,
        /// The section, or by type.
        section: Option<Section>,
    },
    /// Remove one copy of a card from a section.
    Remove {
        /// The printing.
        card_id: CardId,
        /// The section.
        section: Section,
    },
    /// Undo the last edit of the open deck.
    Undo,
    /// Redo the last undone edit.
    Redo,
    /// Save a version now with a note.
    SaveVersion(String),
    /// Save pending edits (the autosave).
    Autosave,
    /// Replace the notes.
    SetNotes(String),
    /// Replace the tags (comma-separated in the box).
    SetTags(Vec<String>),
    /// Import a deck list given as text (pasted) as a new deck.
    ImportText(String),
    /// Pick a file and import it.
    ImportFile,
    /// Read this file and import it.
    ImportPath(PathBuf),
    /// Pick a file and export the open deck in a format.
    ExportFile(DeckFormat),
    /// Write the open deck to this file in a format.
    ExportPath(PathBuf, DeckFormat),
    /// Pick a file and save the open deck as a PNG image (drawn faces and counts).
    ExportImage,
    /// Save the open deck as a PNG image at this path.
    ExportImagePath(PathBuf),
    /// Copy the open deck's list to the clipboard.
    CopyList,
    /// Show the diff between a saved version and the deck now.
    ShowVersion(i64),
    /// Search the card picker.
    Search(String),
    /// Highlight the cards named by a violation.
    Highlight(Vec<String>),
    /// Switch the rules version the deck is checked against.
    SetRules(RulesVersion),
    /// Move one copy of a card between its section and the Maybe list.
    ToggleMaybe {
        /// The printing.
        card_id: CardId,
        /// Where the copy is now.
        from: Section,
    },
    /// Fill the Story with every stage of this Story card's title (102.1.3).
    FillStory(CardId),
    /// Show a card in the detail pane (`None`: nothing selected).
    Select(Option<CardId>),
    /// Make a saved version the deck again (saved as a new version; undoable).
    RestoreVersion(i64),
    /// Ask the odds of conditions (`K:QUERY; K:QUERY`) in the opening hand (turn 0) or by
    /// a turn, going first.
    AskOdds(String, u32),
}

/// The printings of the four stages of a Story card's title (the same product, same shining),
/// in stage order.
fn story_stages(index: &CardIndex, card_id: &CardId) -> Vec<CardId> {
    let Some(card) = index.card(card_id) else {
        return Vec::new();
    };
    let Some(story) = &card.story else {
        return Vec::new();
    };
    let mut stages: Vec<(u8, CardId)> = index
        .cards()
        .iter()
        .filter(|c| {
            c.product == card.product
                && c.shining == card.shining
                && c.story.as_ref().is_some_and(|s| s.title == story.title)
        })
        .filter_map(|c| Some((c.stage()?.number(), c.card_id.clone())))
        .collect();
    stages.sort();
    stages.dedup_by_key(|(stage, _)| *stage);
    stages.into_iter().map(|(_, id)| id).collect()
}

/// The preset odds of a deck, for the statistics panel.
fn preset_odds(deck: &Deck, index: &CardIndex) -> Vec<(String, Result<f64, String>)> {
    odds_presets()
        .into_iter()
        .map(|(label, needs, look)| {
            let answer = OddsNeed::parse_all(needs)
                .and_then(|needs| deck_odds(deck, index, &needs, look).map_err(|e| e.to_string()))
                .map(|a| a.probability);
            (label.to_string(), answer)
        })
        .collect()
}

/// The open deck with its cached view data.
pub struct OpenDeck {
    /// The saved name.
    pub name: String,
    /// The cards.
    pub deck: Deck,
    /// Notes.
    pub notes: String,
    /// Tags.
    pub tags: Vec<String>,
    /// The validation of `deck`, refreshed after each edit.
    pub validation: Validation,
    /// The statistics of `deck`, refreshed after each edit.
    pub stats: DeckStats,
    /// The saved versions, newest first.
    pub history: Vec<DeckVersionInfo>,
    /// The diff shown: a version against the deck now.
    pub diff: Option<(i64, DeckDiff)>,
    /// The statistics panel's preset odds (label, probability or why not), refreshed after
    /// each edit.
    pub odds: Vec<(String, Result<f64, String>)>,
    undo: Vec<Deck>,
    redo: Vec<Deck>,
    edited_at: Option<Instant>,
}

impl OpenDeck {
    /// Whether there are edits not yet saved.
    pub fn unsaved(&self) -> bool {
        self.edited_at.is_some()
    }

    /// Whether an edit can be undone.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether an undone edit can be redone.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}

/// The deck screen's state.
pub struct DecksPanel {
    library: Vec<DeckSummary>,
    open: Option<OpenDeck>,
    deleted: Option<(String, Deck, String, Vec<String>)>,
    rules: RulesVersion,
    highlighted: Vec<String>,
    /// The text of the "new deck" box.
    pub new_name: String,
    /// The text of the rename box.
    pub rename_text: String,
    /// The notes box.
    pub notes_text: String,
    /// The tags box.
    pub tags_text: String,
    /// The paste box.
    pub paste_text: String,
    /// The picker's search box.
    pub search_text: String,
    search_error: Option<String>,
    search_results: Vec<usize>,
    memory_only: bool,
    selected: Option<CardId>,
    /// A file dialog gave no path: the path boxes are open.
    path_box: bool,
    /// The path box of import and export, for where no file dialog opens.
    pub path_text: String,
    /// The card under the pointer this frame, and the one of the last frame (shown).
    hovered: std::cell::Cell<Option<CardId>>,
    hovered_shown: Option<CardId>,
    /// The custom odds box (`K:QUERY; K:QUERY`).
    pub odds_text: String,
    /// The turn of the custom odds question (0: the opening hand).
    pub odds_turn: u32,
    odds_answer: Option<Result<String, String>>,
}

impl DecksPanel {
    /// The panel, reading the library from the user database when there is one.
    pub fn new(index: &CardIndex, db: Option<&UserDb>) -> DecksPanel {
        let mut panel = DecksPanel {
            library: Vec::new(),
            open: None,
            deleted: None,
            rules: RulesVersion::NEWEST,
            highlighted: Vec::new(),
            new_name: String::new(),
            rename_text: String::new(),
            notes_text: String::new(),
            tags_text: String::new(),
            paste_text: String::new(),
            search_text: String::new(),
            search_error: None,
            search_results: (0..index.len()).collect(),
            memory_only: db.is_none(),
            selected: None,
            path_box: false,
            path_text: String::new(),
            hovered: std::cell::Cell::new(None),
            hovered_shown: None,
            odds_text: "1:t:character c<=2; 1:t:event".to_string(),
            odds_turn: 3,
            odds_answer: None,
        };
        if let Some(db) = db {
            panel.library = db.decks().unwrap_or_default();
        }
        panel
    }

    /// The open deck.
    pub fn open_deck(&self) -> Option<&OpenDeck> {
        self.open.as_ref()
    }

    /// The saved decks, by name.
    pub fn library(&self) -> &[DeckSummary] {
        &self.library
    }

    /// Whether pending edits should be saved now (the autosave timer ran out).
    pub fn autosave_due(&self) -> bool {
        self.open
            .as_ref()
            .and_then(|o| o.edited_at)
            .is_some_and(|t| t.elapsed() >= AUTOSAVE_AFTER)
    }

    fn refresh_library(&mut self, db: Option<&UserDb>) {
        if let Some(db) = db {
            self.library = db.decks().unwrap_or_default();
        }
    }

    fn open_deck_value(
        &mut self,
        index: &CardIndex,
        db: Option<&UserDb>,
        name: String,
        deck: Deck,
    ) {
        let summary = self.library.iter().find(|s| s.name == name);
        let notes = summary.map(|s| s.notes.clone()).unwrap_or_default();
        let tags = summary.map(|s| s.tags.clone()).unwrap_or_default();
        let history = db
            .and_then(|db| db.deck_history(&name).ok())
            .map(|mut h| {
                h.reverse();
                h
            })
            .unwrap_or_default();
        self.rename_text = name.clone();
        self.notes_text = notes.clone();
        self.tags_text = tags.join(", ");
        self.highlighted.clear();
        self.open = Some(OpenDeck {
            validation: validate(&deck, index, self.rules),
            stats: deck_stats(&deck, index),
            odds: preset_odds(&deck, index),
            name,
            deck,
            notes,
            tags,
            history,
            diff: None,
            undo: Vec::new(),
            redo: Vec::new(),
            edited_at: None,
        });
    }

    fn save(&mut self, db: Option<&mut UserDb>, note: &str, notices: &mut Notices) {
        let Some(open) = &mut self.open else {
            return;
        };
        let Some(db) = db else {
            open.edited_at = None;
            return;
        };
        match db.save_deck(&open.name, &open.deck, note) {
            Ok(_) => {
                open.edited_at = None;
                let mut history = db.deck_history(&open.name).unwrap_or_default();
                history.reverse();
                open.history = history;
                self.library = db.decks().unwrap_or_default();
            }
            Err(e) => notices.push(
                NoticeLevel::Error,
                format!("Deck '{}' could not be saved: {e}.", open.name),
            ),
        }
    }

    /// Saves pending edits, if any (before switching decks, and at exit).
    pub fn flush(&mut self, db: Option<&mut UserDb>, notices: &mut Notices) {
        if self.open.as_ref().is_some_and(OpenDeck::unsaved) {
            self.save(db, "autosave", notices);
        }
    }

    fn edit(&mut self, index: &CardIndex, change: impl FnOnce(&mut Deck) -> bool) {
        let rules = self.rules;
        let Some(open) = &mut self.open else {
            return;
        };
        let before = open.deck.clone();
        if change(&mut open.deck) {
            open.undo.push(before);
            open.redo.clear();
            open.edited_at = Some(Instant::now());
            open.validation = validate(&open.deck, index, rules);
            open.stats = deck_stats(&open.deck, index);
            open.odds = preset_odds(&open.deck, index);
        }
    }

    fn unique_name(&self, wanted: &str) -> String {
        let taken = |n: &str| self.library.iter().any(|s| s.name.eq_ignore_ascii_case(n));
        if !taken(wanted) {
            return wanted.to_string();
        }
        (2..)
            .map(|i| format!("{wanted} ({i})"))
            .find(|n| !taken(n))
            .unwrap_or_else(|| wanted.to_string())
    }

    fn create(
        &mut self,
        index: &CardIndex,
        mut db: Option<&mut UserDb>,
        name: &str,
        deck: Deck,
        note: &str,
        notices: &mut Notices,
    ) {
        let name = name.trim();
        if name.is_empty() {
            notices.push(NoticeLevel::Error, "Give the new deck a name first.");
            return;
        }
        self.flush(db.as_deref_mut(), notices);
        let name = self.unique_name(name);
        if let Some(db) = db.as_deref_mut()
            && let Err(e) = db.save_deck(&name, &deck, note)
        {
            notices.push(
                NoticeLevel::Error,
                format!("Deck '{name}' could not be saved: {e}."),
            );
            return;
        }
        self.refresh_library(db.as_deref());
        self.open_deck_value(index, db.as_deref(), name, deck);
    }

    /// Applies one command.
    pub fn apply(
        &mut self,
        index: &CardIndex,
        mut db: Option<&mut UserDb>,
        notices: &mut Notices,
        command: DeckCommand,
    ) {
        let before = self.open.as_ref().map(|o| o.name.clone());
        self.apply_command(index, db.as_deref_mut(), notices, command);
        let after = self.open.as_ref().map(|o| o.name.clone());
        if before != after
            && let Some(db) = db
            && let Err(e) = db.set_setting(LAST_DECK_SETTING, after.as_deref().unwrap_or(""))
        {
            notices.push(
                NoticeLevel::Warning,
                format!("The open deck will not be reopened next time: {e}."),
            );
        }
    }

    /// Opens the deck that was open at the end of the last session, if it is still saved.
    pub fn reopen_last(
        &mut self,
        index: &CardIndex,
        db: Option<&mut UserDb>,
        notices: &mut Notices,
    ) {
        let Some(db) = db else {
            return;
        };
        let name = match db.setting(LAST_DECK_SETTING) {
            Ok(Some(name)) if !name.is_empty() => name,
            Ok(_) => return,
            Err(e) => {
                notices.push(
                    NoticeLevel::Warning,
                    format!("The last open deck could not be looked up: {e}."),
                );
                return;
            }
        };
        if self.library.iter().any(|s| s.name == name) {
            self.apply_command(index, Some(db), notices, DeckCommand::Open(name));
        }
    }

    fn apply_command(
        &mut self,
        index: &CardIndex,
        mut db: Option<&mut UserDb>,
        notices: &mut Notices,
        command: DeckCommand,
    ) {
        match command {
            DeckCommand::New(name) => {
                self.create(index, db, &name, Deck::default(), "created", notices);
                self.new_name.clear();
            }
            DeckCommand::CopyStarter(code) => {
                let Some(starter) = starters().into_iter().find(|s| s.code == code) else {
                    notices.push(
                        NoticeLevel::Error,
                        format!("There is no starter deck {code}."),
                    );
                    return;
                };
                let name = starter.deck.name.clone().unwrap_or_else(|| code.clone());
                self.create(
                    index,
                    db,
                    &name,
                    starter.deck,
                    "copied from starter",
                    notices,
                );
            }
            DeckCommand::Open(name) => {
                self.flush(db.as_deref_mut(), notices);
                let Some(db) = db else {
                    return;
                };
                match db.load_deck(&name, None) {
                    Ok(saved) => {
                        let name = saved.summary.name.clone();
                        self.open_deck_value(index, Some(db), name, saved.deck);
                    }
                    Err(e) => notices.push(NoticeLevel::Error, format!("{e}.")),
                }
            }
            DeckCommand::Duplicate(name) => {
                let Some(deck) = self.open.as_ref().map(|o| o.deck.clone()) else {
                    return;
                };
                self.create(index, db, &name, deck, "duplicated", notices);
            }
            DeckCommand::Rename(new) => {
                let new = new.trim().to_string();
                let Some(old) = self.open.as_ref().map(|o| o.name.clone()) else {
                    return;
                };
                if new.is_empty() || new == old {
                    return;
                }
                if let Some(db) = db.as_deref_mut() {
                    if let Err(e) = db.rename_deck(&old, &new) {
                        notices.push(NoticeLevel::Error, format!("{e}."));
                        return;
                    }
                    self.library = db.decks().unwrap_or_default();
                }
                if let Some(open) = &mut self.open {
                    open.name = new;
                }
            }
            DeckCommand::Delete => {
                let Some(open) = self.open.take() else {
                    return;
                };
                if let Some(db) = db.as_deref_mut()
                    && let Err(e) = db.delete_deck(&open.name)
                {
                    notices.push(NoticeLevel::Error, format!("{e}."));
                }
                notices.push(
                    NoticeLevel::Info,
                    format!(
                        "Deleted deck '{}'. Use 'Undo delete' to bring it back.",
                        open.name
                    ),
                );
                self.deleted = Some((open.name, open.deck, open.notes, open.tags));
                self.refresh_library(db.as_deref());
            }
            DeckCommand::UndoDelete => {
                let Some((name, deck, notes, tags)) = self.deleted.take() else {
                    return;
                };
                self.create(
                    index,
                    db.as_deref_mut(),
                    &name,
                    deck,
                    "restored after delete",
                    notices,
                );
                let name = self.open.as_ref().map(|o| o.name.clone()).unwrap_or(name);
                if let Some(db) = db.as_deref_mut() {
                    let _ = db.set_deck_notes(&name, &notes);
                    let _ = db.set_deck_tags(&name, &tags);
                }
                if let Some(open) = &mut self.open {
                    open.notes_text_sync(&notes, &tags);
                }
                self.notes_text = notes;
                self.tags_text = tags.join(", ");
                self.refresh_library(db.as_deref());
            }
            DeckCommand::Add { card_id, section } => {
                let Some(card) = index.card(&card_id) else {
                    return;
                };
                let section = section.unwrap_or(Section::for_type(card.card_type));
                let no_story = self.open.as_ref().is_some_and(|o| o.deck.story.is_empty());
                if section == Section::Story && no_story {
                    // The first Story brings its other stages along (102.1.3).
                    self.apply_command(index, db, notices, DeckCommand::FillStory(card_id));
                    return;
                }
                self.edit(index, |deck| {
                    deck.add_to(section, &card_id, 1);
                    true
                });
            }
            DeckCommand::ToggleMaybe { card_id, from } => {
                let to = if from == Section::Maybe {
                    index
                        .card(&card_id)
                        .map_or(Section::Main, |c| Section::for_type(c.card_type))
                } else {
                    Section::Maybe
                };
                self.edit(index, |deck| {
                    let moved = deck.remove_from(from, &card_id, 1) > 0;
                    if moved {
                        deck.add_to(to, &card_id, 1);
                    }
                    moved
                });
            }
            DeckCommand::FillStory(card_id) => {
                let stages = story_stages(index, &card_id);
                if stages.is_empty() {
                    return;
                }
                let added = std::cell::Cell::new(0);
                self.edit(index, |deck| {
                    for stage in &stages {
                        if deck.copies_in(Section::Story, stage) == 0 {
                            deck.add_to(Section::Story, stage, 1);
                            added.set(added.get() + 1);
                        }
                    }
                    added.get() > 0
                });
                if let Some(title) = index
                    .card(&card_id)
                    .and_then(|c| c.story.as_ref())
                    .map(|s| s.title.clone())
                {
                    notices.push(
                        NoticeLevel::Info,
                        format!(
                            "Story '{title}': added {} stage(s), I to IV (102.1.3).",
                            added.get()
                        ),
                    );
                }
            }
            DeckCommand::Select(card_id) => self.selected = card_id,
            DeckCommand::RestoreVersion(version) => {
                let Some(name) = self.open.as_ref().map(|o| o.name.clone()) else {
                    return;
                };
                let Some(db) = db else {
                    return;
                };
                match db.load_deck(&name, Some(version)) {
                    Ok(saved) => {
                        let restored = saved.deck;
                        self.edit(index, |deck| {
                            let changed = *deck != restored;
                            *deck = restored;
                            changed
                        });
                        if self.open.as_ref().is_some_and(OpenDeck::unsaved) {
                            self.save(Some(db), &format!("restored v{version}"), notices);
                        }
                        notices.push(
                            NoticeLevel::Info,
                            format!("'{name}' is back to version {version} (Ctrl+Z undoes it)."),
                        );
                    }
                    Err(e) => notices.push(
                        NoticeLevel::Error,
                        format!("Version {version} of '{name}' could not be read: {e}."),
                    ),
                }
            }
            DeckCommand::Remove { card_id, section } => {
                self.edit(index, |deck| deck.remove_from(section, &card_id, 1) > 0);
            }
            DeckCommand::Undo | DeckCommand::Redo => {
                let rules = self.rules;
                let Some(open) = &mut self.open else {
                    return;
                };
                let (from, to) = if command == DeckCommand::Undo {
                    (&mut open.undo, &mut open.redo)
                } else {
                    (&mut open.redo, &mut open.undo)
                };
                if let Some(deck) = from.pop() {
                    to.push(std::mem::replace(&mut open.deck, deck));
                    open.edited_at = Some(Instant::now());
                    open.validation = validate(&open.deck, index, rules);
                    open.stats = deck_stats(&open.deck, index);
                    open.odds = preset_odds(&open.deck, index);
                }
            }
            DeckCommand::SaveVersion(note) => {
                let note = if note.trim().is_empty() {
                    "saved"
                } else {
                    note.trim()
                };
                self.save(db, note, notices);
            }
            DeckCommand::Autosave => self.flush(db, notices),
            DeckCommand::SetNotes(notes) => {
                if let Some(open) = &mut self.open {
                    open.notes = notes.clone();
                    if let Some(db) = db
                        && let Err(e) = db.set_deck_notes(&open.name, &notes)
                    {
                        notices.push(NoticeLevel::Error, format!("Notes not saved: {e}."));
                    }
                }
            }
            DeckCommand::SetTags(tags) => {
                if let Some(open) = &mut self.open {
                    open.tags = tags.clone();
                    if let Some(db) = db.as_deref_mut()
                        && let Err(e) = db.set_deck_tags(&open.name, &tags)
                    {
                        notices.push(NoticeLevel::Error, format!("Tags not saved: {e}."));
                    }
                }
                self.refresh_library(db.as_deref());
            }
            DeckCommand::ImportText(text) => {
                self.import_text(index, db, &text, "pasted list", notices)
            }
            DeckCommand::ImportFile => {
                if let Some(path) = rfd::FileDialog::new()
                    .set_title("Import a deck list")
                    .add_filter("Deck lists", &["txt", "json"])
                    .pick_file()
                {
                    self.apply_command(index, db, notices, DeckCommand::ImportPath(path));
                } else {
                    // rfd gives no path both when the user cancels and when no dialog can open
                    // (no desktop portal): say where the path can be typed instead.
                    self.path_box = true;
                    notices.push(
                        NoticeLevel::Info,
                        "No file chosen. If no file dialog opened, type the file's path under \
                         'Import a deck' and press 'Import path'.",
                    );
                }
            }
            DeckCommand::ImportPath(path) => match std::fs::read_to_string(&path) {
                Ok(text) => {
                    self.path_box = false;
                    let from = path
                        .file_name()
                        .map(|n| n.to_string_lossy().to_string())
                        .unwrap_or_default();
                    self.import_text(index, db, &text, &from, notices);
                }
                Err(e) => notices.push(
                    NoticeLevel::Error,
                    format!(
                        "{} could not be read ({e}); check the path.",
                        path.display()
                    ),
                ),
            },
            DeckCommand::ExportFile(format) => {
                let Some(name) = self.open.as_ref().map(|o| o.name.clone()) else {
                    return;
                };
                if let Some(path) = rfd::FileDialog::new()
                    .set_title("Export the deck")
                    .set_file_name(format!("{name}.{}", format.extension()))
                    .save_file()
                {
                    self.apply_command(index, db, notices, DeckCommand::ExportPath(path, format));
                } else {
                    self.path_box = true;
                    notices.push(
                        NoticeLevel::Info,
                        "No file chosen. If no file dialog opened, type a path in the Export… menu \
                         and press the format to save.",
                    );
                }
            }
            DeckCommand::ExportImage => {
                let Some(name) = self.open.as_ref().map(|o| o.name.clone()) else {
                    return;
                };
                if let Some(path) = rfd::FileDialog::new()
                    .set_title("Save the deck as an image")
                    .set_file_name(format!("{name}.png"))
                    .save_file()
                {
                    self.apply_command(index, db, notices, DeckCommand::ExportImagePath(path));
                } else {
                    self.path_box = true;
                    notices.push(
                        NoticeLevel::Info,
                        "No file chosen. If no file dialog opened, type a path in the Export… menu \
                         and press 'Save PNG image'.",
                    );
                }
            }
            DeckCommand::ExportImagePath(path) => {
                let Some(open) = &self.open else {
                    return;
                };
                let written = crate::ui::deck_image::deck_png(&open.deck, index)
                    .map_err(|e| e.to_string())
                    .and_then(|png| std::fs::write(&path, png).map_err(|e| e.to_string()));
                match written {
                    Ok(()) => notices.push(
                        NoticeLevel::Info,
                        format!("Saved '{}' as an image: {}.", open.name, path.display()),
                    ),
                    Err(e) => notices.push(
                        NoticeLevel::Error,
                        format!(
                            "The image of '{}' could not be written to {} ({e}); check the path.",
                            open.name,
                            path.display()
                        ),
                    ),
                }
            }
            DeckCommand::ExportPath(path, format) => {
                let Some(open) = &self.open else {
                    return;
                };
                let text = export(&open.deck, format, index);
                match std::fs::write(&path, text) {
                    Ok(()) => notices.push(
                        NoticeLevel::Info,
                        format!("Exported '{}' to {}.", open.name, path.display()),
                    ),
                    Err(e) => notices.push(
                        NoticeLevel::Error,
                        format!(
                            "{} could not be written ({e}); choose another place.",
                            path.display()
                        ),
                    ),
                }
            }
            DeckCommand::CopyList => {
                // Handled by the frame (the clipboard belongs to egui); nothing to do here.
            }
            DeckCommand::ShowVersion(version) => {
                let Some(open) = &mut self.open else {
                    return;
                };
                let Some(db) = db else {
                    return;
                };
                match db.load_deck(&open.name, Some(version)) {
                    Ok(saved) => open.diff = Some((version, diff(&saved.deck, &open.deck))),
                    Err(e) => notices.push(NoticeLevel::Error, format!("{e}.")),
                }
            }
            DeckCommand::Search(text) => match Query::parse(&text) {
                Ok(query) => {
                    self.search_error = None;
                    self.search_results = search_positions(index, &query);
                }
                Err(e) => self.search_error = Some(e.to_string()),
            },
            DeckCommand::Highlight(cards) => self.highlighted = cards,
            DeckCommand::SetRules(rules) => {
                self.rules = rules;
                if let Some(open) = &mut self.open {
                    open.validation = validate(&open.deck, index, rules);
                }
            }
            DeckCommand::AskOdds(text, turn) => {
                self.odds_text = text.clone();
                self.odds_turn = turn;
                let Some(open) = &self.open else {
                    return;
                };
                let look = if turn == 0 {
                    Look::FirstCards {
                        cards: 5,
                        mulligan: false,
                    }
                } else {
                    Look::ByTurn {
                        turn,
                        first_player: true,
                        mulligan: false,
                    }
                };
                self.odds_answer = Some(OddsNeed::parse_all(&text).and_then(|needs| {
                    let answer =
                        deck_odds(&open.deck, index, &needs, look).map_err(|e| e.to_string())?;
                    let matching: Vec<String> = needs
                        .iter()
                        .zip(&answer.matching)
                        .map(|(n, m)| format!("{} of {m} '{}'", n.at_least, n.text))
                        .collect();
                    let when = if turn == 0 {
                        "in the opening hand".to_string()
                    } else {
                        format!(
                            "by turn {turn} going first ({} cards)",
                            Look::hand_at_turn(turn, true)
                        )
                    };
                    Ok(format!(
                        "{:.1}% · at least {} {when}",
                        answer.probability * 100.0,
                        matching.join(" and ")
                    ))
                }));
            }
        }
    }

    /// The answer to the custom odds question, once asked.
    pub fn odds_answer(&self) -> Option<&Result<String, String>> {
        self.odds_answer.as_ref()
    }

    fn import_text(
        &mut self,
        index: &CardIndex,
        db: Option<&mut UserDb>,
        text: &str,
        from: &str,
        notices: &mut Notices,
    ) {
        match import(text, index) {
            Ok(imported) => {
                for warning in &imported.warnings {
                    notices.push(NoticeLevel::Warning, warning.to_string());
                }
                let name = imported
                    .deck
                    .name
                    .clone()
                    .filter(|n| !n.trim().is_empty())
                    .unwrap_or_else(|| "Imported deck".to_string());
                self.create(
                    index,
                    db,
                    &name,
                    imported.deck,
                    &format!("imported from {from}"),
                    notices,
                );
                self.paste_text.clear();
            }
            Err(errors) => {
                let first: Vec<String> = errors.iter().take(3).map(ToString::to_string).collect();
                notices.push(
                    NoticeLevel::Error,
                    format!(
                        "The deck list has {} bad line(s): {}",
                        errors.len(),
                        first.join("; ")
                    ),
                );
            }
        }
    }

    /// The list text of the open deck, for the clipboard.
    pub fn list_text(&self, index: &CardIndex) -> Option<String> {
        self.open
            .as_ref()
            .map(|o| export(&o.deck, DeckFormat::Ponydeck, index))
    }

    /// Whether the panel keeps decks in memory only (no user database).
    pub fn memory_only(&self) -> bool {
        self.memory_only
    }

    /// Draws the deck screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        self.hovered_shown = self.hovered.take();
        if self.autosave_due() {
            out.push(AppCommand::Deck(DeckCommand::Autosave));
        } else if self.open.as_ref().is_some_and(OpenDeck::unsaved) {
            // Wake up when the autosave is due even if the user does nothing more.
            ui.ctx().request_repaint_after(AUTOSAVE_AFTER);
        }
        // 1024×700 leaves ~890 px here: library, picker and side panel share it with the deck
        // list, which keeps at least a third.
        let total = ui.available_width();
        fitted(
            egui::Panel::left("deck-library").resizable(true),
            total,
            0.17,
            0.22,
            150.0,
        )
        .show(ui, |ui| self.library_ui(ui, out));
        let Some(open) = self.open.take() else {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.add_space(24.0);
                ui.heading("No deck open");
                ui.label(
                    "Create a deck, copy a starter deck, or open one from the library on the left.",
                );
            });
            return;
        };
        fitted(
            egui::Panel::right("deck-side").resizable(true),
            total,
            0.27,
            0.34,
            240.0,
        )
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("deck-side-scroll")
                .show(ui, |ui| self.side_ui(ui, index, &open, out));
        });
        fitted(
            egui::Panel::left("deck-picker").resizable(true),
            total,
            0.22,
            0.28,
            190.0,
        )
        .show(ui, |ui| self.picker_ui(ui, index, out));
        egui::CentralPanel::default().show(ui, |ui| self.sections_ui(ui, index, &open, out));
        self.open = Some(open);
    }

    fn library_ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<AppCommand>) {
        ui.add_space(6.0);
        ui.heading("Deck library");
        if self.memory_only {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                "No user database: decks are kept until you close the window.",
            );
        }
        ui.horizontal(|ui| {
            let label = ui.label("Name");
            ui.add(egui::TextEdit::singleline(&mut self.new_name).desired_width(110.0))
                .labelled_by(label.id);
        });
        if ui.button("New deck").clicked() {
            out.push(AppCommand::Deck(DeckCommand::New(self.new_name.clone())));
        }
        ui.menu_button("Copy a starter deck", |ui| {
            for starter in starters() {
                let label = starter.deck.name.clone().unwrap_or(starter.code.clone());
                if ui.button(label).clicked() {
                    out.push(AppCommand::Deck(DeckCommand::CopyStarter(starter.code)));
                }
            }
        });
        egui::CollapsingHeader::new("Import a deck")
            .open(self.path_box.then_some(true))
            .show(ui, |ui| {
                if ui.button("Import file…").clicked() {
                    out.push(AppCommand::Deck(DeckCommand::ImportFile));
                }
                ui.horizontal(|ui| {
                    let label = ui.label("File path");
                    ui.add(
                        egui::TextEdit::singleline(&mut self.path_text)
                            .desired_width(ui.available_width() - 90.0)
                            .hint_text("/home/me/deck.txt"),
                    )
                    .labelled_by(label.id);
                    if ui.button("Import path").clicked() && !self.path_text.trim().is_empty() {
                        out.push(AppCommand::Deck(DeckCommand::ImportPath(PathBuf::from(
                            self.path_text.trim(),
                        ))));
                    }
                });
                // The button comes first and the box scrolls: a long pasted list never pushes the
                // button off screen.
                if ui.button("Import pasted list").clicked() {
                    out.push(AppCommand::Deck(DeckCommand::ImportText(
                        self.paste_text.clone(),
                    )));
                }
                let label = ui.label("Paste a deck list");
                egui::ScrollArea::vertical()
                    .id_salt("deck-paste-scroll")
                    .max_height(140.0)
                    .show(ui, |ui| {
                        ui.add(
                            egui::TextEdit::multiline(&mut self.paste_text)
                                .desired_rows(3)
                                .desired_width(f32::INFINITY)
                                .hint_text("ponydeck, DreamTCG text or JSON"),
                        )
                        .labelled_by(label.id);
                    });
            });
        if self.deleted.is_some() && ui.button("Undo delete").clicked() {
            out.push(AppCommand::Deck(DeckCommand::UndoDelete));
        }
        ui.separator();
        let open_name = self.open.as_ref().map(|o| o.name.as_str());
        egui::ScrollArea::vertical()
            .id_salt("deck-library-scroll")
            .show(ui, |ui| {
                for summary in &self.library {
                    let selected = open_name == Some(summary.name.as_str());
                    let response = ui
                        .add(egui::Button::selectable(selected, summary.name.as_str()))
                        .on_hover_text(format!(
                            "{} version(s){}",
                            summary.versions,
                            if summary.tags.is_empty() {
                                String::new()
                            } else {
                                format!(" · tags: {}", summary.tags.join(", "))
                            }
                        ));
                    if response.clicked() && !selected {
                        out.push(AppCommand::Deck(DeckCommand::Open(summary.name.clone())));
                    }
                }
            });
    }

    fn picker_ui(&mut self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let label = ui.label("Find card");
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.search_text)
                        .hint_text("name or t:scene c<=2"),
                )
                .labelled_by(label.id);
            if response.changed() {
                out.push(AppCommand::Deck(DeckCommand::Search(
                    self.search_text.clone(),
                )));
            }
        });
        if let Some(error) = &self.search_error {
            ui.colored_label(ui.visuals().error_fg_color, format!("⚠ {error}"));
        } else {
            ui.small(format!(
                "{} cards · click + to add, or drag onto the deck",
                self.search_results.len()
            ));
        }
        let row_height = ui.spacing().interact_size.y + 2.0;
        egui::ScrollArea::vertical()
            .id_salt("deck-picker-scroll")
            .auto_shrink(false)
            .show_rows(ui, row_height, self.search_results.len(), |ui, range| {
                for &position in self.search_results.get(range).unwrap_or(&[]) {
                    let Some((card, _)) = index.entry(position) else {
                        continue;
                    };
                    ui.horizontal(|ui| {
                        let add = ui
                            .small_button("+")
                            .on_hover_text(format!("Add {}", card.display_name()));
                        let label = format!("Add {}", card.display_name());
                        add.widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                        });
                        if add.clicked() {
                            out.push(AppCommand::Deck(DeckCommand::Add {
                                card_id: card.card_id.clone(),
                                section: None,
                            }));
                        }
                        let maybe = ui.small_button("?").on_hover_text(format!(
                            "Add {} to the Maybe list",
                            card.display_name()
                        ));
                        let maybe_label = format!("Maybe {}", card.display_name());
                        maybe.widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Button, true, &maybe_label)
                        });
                        if maybe.clicked() {
                            out.push(AppCommand::Deck(DeckCommand::Add {
                                card_id: card.card_id.clone(),
                                section: Some(Section::Maybe),
                            }));
                        }
                        let cost = card.cost.map_or("-".to_string(), |c| c.to_string());
                        let response = ui
                            .add(
                                egui::Label::new(format!(
                                    "{cost} · {} · {}",
                                    card.display_name(),
                                    card.card_id
                                ))
                                .truncate()
                                .sense(egui::Sense::click_and_drag()),
                            )
                            .on_hover_text(card.ability.clone().unwrap_or_default());
                        response.dnd_set_drag_payload(card.card_id.clone());
                        if response.hovered() {
                            self.hovered.set(Some(card.card_id.clone()));
                        }
                        if response.clicked() {
                            out.push(AppCommand::Deck(DeckCommand::Select(Some(
                                card.card_id.clone(),
                            ))));
                        }
                        if response.double_clicked() {
                            out.push(AppCommand::Deck(DeckCommand::Add {
                                card_id: card.card_id.clone(),
                                section: None,
                            }));
                        }
                    });
                }
            });
    }

    fn sections_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        open: &OpenDeck,
        out: &mut Vec<AppCommand>,
    ) {
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.heading(&open.name);
            if open.unsaved() {
                ui.small("• unsaved (autosaves)");
            } else {
                ui.small("saved");
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(open.can_undo(), egui::Button::new("Undo"))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                out.push(AppCommand::Deck(DeckCommand::Undo));
            }
            if ui
                .add_enabled(open.can_redo(), egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Y or Ctrl+Shift+Z")
                .clicked()
            {
                out.push(AppCommand::Deck(DeckCommand::Redo));
            }
            if ui.button("Save version").on_hover_text("Ctrl+S").clicked() {
                out.push(AppCommand::Deck(DeckCommand::SaveVersion(String::new())));
            }
            if ui
                .button("Copy list")
                .on_hover_text("Copy the deck list to the clipboard")
                .clicked()
            {
                out.push(AppCommand::Deck(DeckCommand::CopyList));
            }
            ui.menu_button("Export…", |ui| {
                for format in DeckFormat::ALL {
                    if ui.button(format.as_str()).clicked() {
                        out.push(AppCommand::Deck(DeckCommand::ExportFile(format)));
                    }
                }
                if ui
                    .button("PNG image")
                    .on_hover_text("The drawn card faces and counts, for sharing")
                    .clicked()
                {
                    out.push(AppCommand::Deck(DeckCommand::ExportImage));
                }
                ui.separator();
                // Where no file dialog opens: type the path, then pick the format.
                let id = egui::Id::unique("deck-export-path");
                let mut path: String = ui
                    .data_mut(|d| d.get_temp::<String>(id))
                    .unwrap_or_default();
                let label = ui.label("Or save to path");
                ui.add(egui::TextEdit::singleline(&mut path).hint_text("/home/me/deck.txt"))
                    .labelled_by(label.id);
                ui.horizontal_wrapped(|ui| {
                    for format in DeckFormat::ALL {
                        let save = ui.add_enabled(
                            !path.trim().is_empty(),
                            egui::Button::new(format!("Save {}", format.as_str())),
                        );
                        if save.clicked() {
                            out.push(AppCommand::Deck(DeckCommand::ExportPath(
                                PathBuf::from(path.trim()),
                                format,
                            )));
                        }
                    }
                    let png = ui
                        .add_enabled(!path.trim().is_empty(), egui::Button::new("Save PNG image"));
                    if png.clicked() {
                        out.push(AppCommand::Deck(DeckCommand::ExportImagePath(
                            PathBuf::from(path.trim()),
                        )));
                    }
                });
                ui.data_mut(|d| d.insert_temp(id, path));
            });
            if ui.button("Goldfish it").clicked() {
                out.push(AppCommand::GoldfishDeck(open.name.clone()));
            }
        });
        let counts = &open.validation.counts;
        ui.label(format!(
            "Main {}/50 · Scene {}/15 · Story {}/4 · Main Character {}/1 · Maybe {}",
            counts.main,
            counts.scene,
            counts.story,
            counts.main_character,
            open.deck.count(Section::Maybe)
        ));
        ui.separator();
        let scroll = egui::ScrollArea::vertical()
            .id_salt("deck-sections")
            .auto_shrink(false)
            .show(ui, |ui| {
                for section in Section::ALL {
                    self.section_ui(ui, index, open, section, out);
                }
            });
        // The whole deck list is a drop target for cards dragged from the picker or catalog.
        let drop = ui.interact(
            scroll.inner_rect,
            egui::Id::unique("deck-drop-zone"),
            egui::Sense::hover(),
        );
        if drop.dnd_hover_payload::<CardId>().is_some() {
            ui.painter().rect_stroke(
                scroll.inner_rect,
                4.0,
                ui.visuals().selection.stroke,
                egui::StrokeKind::Inside,
            );
        }
        if let Some(card_id) = drop.dnd_release_payload::<CardId>() {
            out.push(AppCommand::Deck(DeckCommand::Add {
                card_id: (*card_id).clone(),
                section: None,
            }));
        }
    }

    fn section_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        open: &OpenDeck,
        section: Section,
        out: &mut Vec<AppCommand>,
    ) {
        let entries = open.deck.section(section);
        let target = match section {
            Section::Main => "/50",
            Section::Scene => "/15",
            Section::Story => "/4",
            Section::MainCharacter => "/1",
            Section::Maybe => "",
        };
        ui.strong(format!(
            "{} — {}{target}",
            section.header(),
            open.deck.count(section)
        ));
        if entries.is_empty() {
            ui.small(match section {
                Section::Maybe => "  (empty: press ? by a card to consider it)",
                Section::Story => "  (empty: adding one Story adds its four stages)",
                _ => "  (empty)",
            });
        }
        if section == Section::Story
            && let Some(first) = entries.first()
            && open.deck.count(Section::Story) < 4
            && ui
                .small_button("Fill the Story")
                .on_hover_text("Add the missing stages I to IV of this Story's title (102.1.3)")
                .clicked()
        {
            out.push(AppCommand::Deck(DeckCommand::FillStory(
                first.card_id.clone(),
            )));
        }
        for entry in entries {
            let card = index.card(&entry.card_id);
            let name = card.map_or_else(|| entry.card_id.to_string(), |c| c.display_name());
            let highlighted = self.highlighted.iter().any(|c| c == entry.card_id.as_str());
            ui.horizontal(|ui| {
                if ui
                    .small_button("-")
                    .on_hover_text(format!("Remove one {name}"))
                    .clicked()
                {
                    out.push(AppCommand::Deck(DeckCommand::Remove {
                        card_id: entry.card_id.clone(),
                        section,
                    }));
                }
                if ui
                    .small_button("+")
                    .on_hover_text(format!("Add one more {name}"))
                    .clicked()
                {
                    out.push(AppCommand::Deck(DeckCommand::Add {
                        card_id: entry.card_id.clone(),
                        section: Some(section),
                    }));
                }
                let (arrow, tip) = if section == Section::Maybe {
                    ("↑", format!("Move one {name} from Maybe into the deck"))
                } else {
                    ("?", format!("Move one {name} to the Maybe list"))
                };
                let toggle = ui.small_button(arrow).on_hover_text(&tip);
                toggle.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &tip));
                if toggle.clicked() {
                    out.push(AppCommand::Deck(DeckCommand::ToggleMaybe {
                        card_id: entry.card_id.clone(),
                        from: section,
                    }));
                }
                crate::ui::widgets::owned_badge::need_hint_ui(
                    ui,
                    &entry.card_id,
                    entry.count,
                    &open.deck,
                    &open.name,
                );
                let cost = card
                    .and_then(|c| c.cost)
                    .map_or("-".to_string(), |c| c.to_string());
                let text = egui::RichText::new(format!(
                    "{}× {name}  ({}, cost {cost})",
                    entry.count, entry.card_id
                ));
                let text = if highlighted {
                    text.color(ui.visuals().warn_fg_color).strong()
                } else {
                    text
                };
                // Truncated to the room there is; the card's detail shows on hover and click.
                let response = ui.add(
                    egui::Label::new(text)
                        .truncate()
                        .sense(egui::Sense::click()),
                );
                if response.hovered() {
                    self.hovered.set(Some(entry.card_id.clone()));
                }
                if response.clicked() {
                    out.push(AppCommand::Deck(DeckCommand::Select(Some(
                        entry.card_id.clone(),
                    ))));
                }
            });
        }
        ui.add_space(6.0);
    }

    /// The card under the pointer, else the selected one: its face, text and copy counts.
    fn detail_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        open: &OpenDeck,
        out: &mut Vec<AppCommand>,
    ) {
        let shown = self.hovered_shown.as_ref().or(self.selected.as_ref());
        let Some(card) = shown.and_then(|id| index.card(id)) else {
            ui.small("Hover or click a card to see it here.");
            return;
        };
        ui.horizontal(|ui| {
            let width = (ui.available_width() * 0.4).clamp(90.0, 170.0);
            crate::ui::widgets::card_face::card_face_ui(
                ui,
                card,
                width,
                crate::ui::widgets::card_face::FaceDetail::Tile,
                &crate::ui::card_images::CardImage::NoFolder,
                egui::Sense::hover(),
            );
            ui.vertical(|ui| {
                ui.strong(card.display_name());
                ui.small(format!(
                    "{} · {} · {}{}",
                    card.card_id,
                    card.card_type,
                    card.rarity.code(),
                    card.cost.map_or(String::new(), |c| format!(" · cost {c}"))
                ));
                if let Some(ability) = &card.ability {
                    ui.add(egui::Label::new(egui::RichText::new(ability).small()).wrap());
                }
                let section = Section::for_type(card.card_type);
                for section in [section, Section::Maybe] {
                    let count = open.deck.copies_in(section, &card.card_id);
                    ui.horizontal(|ui| {
                        let minus = ui.add_enabled(count > 0, egui::Button::new("−"));
                        let minus_label = format!("One less in {}", section.header());
                        minus.widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Button, true, &minus_label)
                        });
                        if minus.clicked() {
                            out.push(AppCommand::Deck(DeckCommand::Remove {
                                card_id: card.card_id.clone(),
                                section,
                            }));
                        }
                        ui.label(format!("{count} in {}", section.header()));
                        let plus = ui.button("+");
                        let plus_label = format!("One more in {}", section.header());
                        plus.widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Button, true, &plus_label)
                        });
                        if plus.clicked() {
                            out.push(AppCommand::Deck(DeckCommand::Add {
                                card_id: card.card_id.clone(),
                                section: Some(section),
                            }));
                        }
                    });
                }
            });
        });
    }

    fn side_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        open: &OpenDeck,
        out: &mut Vec<AppCommand>,
    ) {
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.heading("Validation");
            let mut rules = self.rules;
            egui::ComboBox::from_label("Rules")
                .selected_text(rules.as_str())
                .show_ui(ui, |ui| {
                    for version in RulesVersion::ALL {
                        ui.selectable_value(&mut rules, version, version.as_str());
                    }
                });
            if rules != self.rules {
                out.push(AppCommand::Deck(DeckCommand::SetRules(rules)));
            }
        });
        if open.validation.legal {
            ui.colored_label(egui::Color32::from_rgb(80, 180, 90), "✔ Legal deck");
        } else {
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!("{} problem(s)", open.validation.violations.len()),
            );
        }
        for violation in &open.validation.violations {
            let text = format!(
                "{} (rule {}): {}",
                violation.code, violation.rule, violation.message
            );
            let response = ui.add(
                egui::Label::new(egui::RichText::new(text).color(ui.visuals().error_fg_color))
                    .sense(egui::Sense::click()),
            );
            if response
                .on_hover_text("Click to highlight the cards")
                .clicked()
            {
                out.push(AppCommand::Deck(DeckCommand::Highlight(
                    violation.cards.clone(),
                )));
            }
        }
        for warning in &open.validation.warnings {
            ui.colored_label(ui.visuals().warn_fg_color, &warning.message);
        }
        ui.separator();
        ui.heading("Card");
        self.detail_ui(ui, index, open, out);
        ui.separator();
        crate::ui::widgets::deck_charts::deck_charts_ui(ui, &open.stats);
        ui.separator();
        self.odds_ui(ui, open, out);
        ui.separator();
        ui.collapsing("Name, notes and tags", |ui| self.details_ui(ui, open, out));
        ui.collapsing("Version history", |ui| {
            ui.small("Edits are saved as one version after each pause of a few seconds.");
            for info in &open.history {
                ui.horizontal_wrapped(|ui| {
                    ui.strong(format!("v{}", info.version));
                    ui.small(utc_time(info.saved_at));
                    ui.small(&info.note);
                    let diff = ui
                        .small_button("Diff")
                        .on_hover_text("Compare this version with the deck now");
                    diff.widget_info(|| {
                        egui::WidgetInfo::labeled(
                            egui::Role::Button,
                            true,
                            format!("Diff v{}", info.version),
                        )
                    });
                    if diff.clicked() {
                        out.push(AppCommand::Deck(DeckCommand::ShowVersion(info.version)));
                    }
                    let restore = ui
                        .small_button("Restore")
                        .on_hover_text("Make this version the deck again (saved as a new version)");
                    restore.widget_info(|| {
                        egui::WidgetInfo::labeled(
                            egui::Role::Button,
                            true,
                            format!("Restore v{}", info.version),
                        )
                    });
                    if restore.clicked() {
                        out.push(AppCommand::Deck(DeckCommand::RestoreVersion(info.version)));
                    }
                });
            }
            if let Some((version, diff)) = &open.diff {
                ui.separator();
                ui.strong(format!("Changes since v{version}"));
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
                    ui.colored_label(
                        color,
                        format!(
                            "{delta:+} {} ({}: {} → {})",
                            change.card_id,
                            change.section.header(),
                            change.before,
                            change.after
                        ),
                    );
                }
            }
        });
    }

    fn odds_ui(&self, ui: &mut egui::Ui, open: &OpenDeck, out: &mut Vec<AppCommand>) {
        ui.heading("Odds");
        ui.small("Exact, over every shuffle of the Main Deck; a card counts for one condition.");
        egui::Grid::new("deck-odds-presets")
            .num_columns(2)
            .striped(true)
            .show(ui, |ui| {
                for (label, answer) in &open.odds {
                    ui.add(egui::Label::new(label.as_str()).wrap());
                    match answer {
                        Ok(p) => ui.strong(format!("{:.1}%", p * 100.0)),
                        Err(e) => ui.weak("—").on_hover_text(e.as_str()),
                    };
                    ui.end_row();
                }
            });
        let id = egui::Id::unique("deck-odds-query");
        let mut text: String = ui
            .data_mut(|d| d.get_temp::<String>(id))
            .unwrap_or_else(|| self.odds_text.clone());
        let mut turn: u32 = ui
            .data_mut(|d| d.get_temp::<u32>(id.with("turn")))
            .unwrap_or(self.odds_turn);
        let label = ui.label("Your question (K:QUERY; K:QUERY)");
        let response = ui
            .add(
                egui::TextEdit::singleline(&mut text)
                    .desired_width(f32::INFINITY)
                    .hint_text("1:t:character c<=2; 1:t:event"),
            )
            .labelled_by(label.id);
        let mut ask = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        ui.horizontal(|ui| {
            let label = ui.label("By turn");
            ui.add(egui::DragValue::new(&mut turn).range(0..=20))
                .labelled_by(label.id)
                .on_hover_text("0: the opening hand; turns count both players' turns");
            ask |= ui.button("Compute odds").clicked();
        });
        if ask {
            out.push(AppCommand::Deck(DeckCommand::AskOdds(text.clone(), turn)));
        }
        match &self.odds_answer {
            Some(Ok(answer)) => {
                ui.strong(answer);
            }
            Some(Err(e)) => {
                ui.colored_label(ui.visuals().error_fg_color, e);
            }
            None => {}
        }
        ui.data_mut(|d| {
            d.insert_temp(id, text);
            d.insert_temp(id.with("turn"), turn);
        });
    }

    fn details_ui(&self, ui: &mut egui::Ui, open: &OpenDeck, out: &mut Vec<AppCommand>) {
        // The boxes edit copies kept in egui's memory per deck; a button sends the change.
        let id = egui::Id::unique(("deck-details", &open.name));
        let mut rename: String = ui
            .data_mut(|d| d.get_temp::<String>(id.with("rename")))
            .unwrap_or_else(|| self.rename_text.clone());
        let mut notes: String = ui
            .data_mut(|d| d.get_temp::<String>(id.with("notes")))
            .unwrap_or_else(|| self.notes_text.clone());
        let mut tags: String = ui
            .data_mut(|d| d.get_temp::<String>(id.with("tags")))
            .unwrap_or_else(|| self.tags_text.clone());
        ui.horizontal(|ui| {
            let label = ui.label("Rename to");
            ui.add(egui::TextEdit::singleline(&mut rename).desired_width(150.0))
                .labelled_by(label.id);
            if ui.button("Rename").clicked() {
                out.push(AppCommand::Deck(DeckCommand::Rename(rename.clone())));
            }
        });
        if ui.button("Duplicate").clicked() {
            out.push(AppCommand::Deck(DeckCommand::Duplicate(format!(
                "{} copy",
                self.rename_text
            ))));
        }
        let label = ui.label("Notes");
        ui.add(egui::TextEdit::multiline(&mut notes).desired_rows(3))
            .labelled_by(label.id);
        if ui.button("Save notes").clicked() {
            out.push(AppCommand::Deck(DeckCommand::SetNotes(notes.clone())));
        }
        ui.horizontal(|ui| {
            let label = ui.label("Tags");
            ui.add(egui::TextEdit::singleline(&mut tags).desired_width(150.0))
                .labelled_by(label.id);
            if ui.button("Save tags").clicked() {
                let list = tags
                    .split(',')
                    .map(|t| t.trim().to_string())
                    .filter(|t| !t.is_empty())
                    .collect();
                out.push(AppCommand::Deck(DeckCommand::SetTags(list)));
            }
        });
        ui.separator();
        if ui.button("Delete deck").clicked() {
            out.push(AppCommand::Deck(DeckCommand::Delete));
        }
        ui.data_mut(|d| {
            d.insert_temp(id.with("rename"), rename);
            d.insert_temp(id.with("notes"), notes);
            d.insert_temp(id.with("tags"), tags);
        });
    }
}

impl OpenDeck {
    fn notes_text_sync(&mut self, notes: &str, tags: &[String]) {
        self.notes = notes.to_string();
        self.tags = tags.to_vec();
    }
}
