//! The deck editor's state and its commands, with no drawing (no egui): the deck library, the
//! open deck with its cached validation, statistics and odds, undo and redo, autosave, import
//! and export, versions. [`DecksPanel::apply`] runs each [`DeckCommand`] after the frame and
//! reports every outcome and error to the user once, as a notice; `panels/decks.rs` draws.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::card::{Card, CardId, CardIndex, Game};
use crate::catalog::{DeckSummary, DeckVersionInfo, DeletedDeck, UserDb};
use crate::deck::{
    Deck, DeckDiff, DeckFormat, Section, diff, export, free_deck_name, import_keeping_good_lines,
    starters_for,
};
use crate::format::{Format, RulesVersion, Validation, validate_game};
use crate::search::{Query, search_positions};
use crate::stats::{DeckStats, Look, OddsNeed, deck_odds, deck_stats, odds_example, odds_presets};
use crate::ui::controllers::edit_history::EditHistory;
use crate::ui::controllers::file_dialog::{FileChooser, PathRequest, PathSource};
use crate::ui::controllers::save_backoff::SaveBackoff;
use crate::ui::notices::{NoticeLevel, Notices, Topic};

/// How long a pause after the last edit has to be before the deck is saved on its own: a burst
/// of edits becomes one version, not one per click.
pub const AUTOSAVE_AFTER: Duration = Duration::from_secs(8);

/// The user-database setting that remembers the deck open at the end of the last session.
const LAST_DECK_SETTING: &str = "ui.last_open_deck";

/// The setting that remembers a game's open deck: Kayou's as it always was, the others' with
/// the game's code after it.
fn last_deck_setting(game: Game) -> String {
    if game == Game::default() {
        LAST_DECK_SETTING.to_string()
    } else {
        format!("{LAST_DECK_SETTING}.{}", game.code())
    }
}

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
    /// The notes as typed; they save with the autosave, like the cards.
    SetNotes(String),
    /// Replace the tags (comma-separated in the box).
    SetTags(Vec<String>),
    /// Import a deck list given as text (pasted) as a new deck.
    ImportText(String),
    /// Pick a file and import it.
    ImportFile,
    /// Read this file and import it.
    ImportPath(PathBuf),
    /// Import the good lines of the list whose bad lines are shown ([`PendingImport`]).
    ImportTheRest,
    /// Import nothing of the list whose bad lines are shown.
    DropPendingImport,
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
    /// Switch the rules version the deck is checked against (the game's format of that
    /// version, where it has one: Kayou's 1.3.0 and 2.0.0).
    SetRules(RulesVersion),
    /// Check the deck against another of its game's formats (Lorcana's Core or Infinity).
    SetFormat(&'static str),
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
    /// Make these swaps in the Main Deck (a copy of the first card out, the second in) and
    /// save them as a new version with this note, then show that version's diff against the
    /// one before (undoable). Edits not yet saved are saved first, as their own version.
    ApplySwaps {
        /// Out and in, in order.
        swaps: Vec<(CardId, CardId)>,
        /// The version's note.
        note: String,
    },
}

/// The printings of the four stages of a Story card's title (the same product, same shining),
/// in stage order.
pub(crate) fn story_stages(index: &CardIndex, card_id: &CardId) -> Vec<CardId> {
    let Some(card) = index.printing(card_id).and_then(Card::kayou) else {
        return Vec::new();
    };
    let Some(story) = &card.story else {
        return Vec::new();
    };
    let mut stages: Vec<(u8, CardId)> = index
        .cards()
        .iter()
        .filter_map(|record| {
            let c = record.kayou()?;
            let same = c.product == card.product
                && record.id.is_shining() == card_id.is_shining()
                && c.story.as_ref().is_some_and(|s| s.title == story.title);
            if !same {
                return None;
            }
            Some((c.stage()?.number(), record.id.clone()))
        })
        .collect();
    stages.sort();
    stages.dedup_by_key(|(stage, _)| *stage);
    stages.into_iter().map(|(_, id)| id).collect()
}

/// The preset odds of a deck, for the statistics panel.
pub(crate) fn preset_odds(deck: &Deck, index: &CardIndex) -> Vec<(String, Result<f64, String>)> {
    odds_presets(index.game())
        .into_iter()
        .map(|(label, needs, look)| {
            let answer = OddsNeed::parse_all(index.game(), needs)
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
    /// The edits that can be undone and redone.
    pub(crate) edits: EditHistory<Deck>,
    /// When the cards were edited since the last saved version.
    pub(crate) edited_at: Option<Instant>,
    /// When the notes were typed since they were last saved.
    pub(crate) notes_edited_at: Option<Instant>,
    /// The failed saves in a row, and when to try again (never every frame).
    pub(crate) backoff: SaveBackoff,
}

impl OpenDeck {
    /// Whether there are edits (cards or notes) not yet saved.
    pub fn unsaved(&self) -> bool {
        self.last_edit().is_some()
    }

    /// When the newest edit not yet saved was made.
    fn last_edit(&self) -> Option<Instant> {
        self.edited_at.max(self.notes_edited_at)
    }

    /// Whether edits made at `edited` are due for saving at `now`: the pause after the edit,
    /// or, after a failed save, the backoff's wait.
    fn autosave_due_at(&self, edited: Instant, now: Instant) -> bool {
        if self.backoff.is_failing() {
            self.backoff.due(now)
        } else {
            now.saturating_duration_since(edited) >= AUTOSAVE_AFTER
        }
    }

    /// How long until the autosave is due, if anything waits to be saved.
    pub fn autosave_wait(&self) -> Option<Duration> {
        let edited = self.last_edit()?;
        let now = Instant::now();
        Some(
            self.backoff
                .wait(now)
                .unwrap_or_else(|| (edited + AUTOSAVE_AFTER).saturating_duration_since(now)),
        )
    }

    /// Whether an edit can be undone.
    pub fn can_undo(&self) -> bool {
        self.edits.can_undo()
    }

    /// Whether an undone edit can be redone.
    pub fn can_redo(&self) -> bool {
        self.edits.can_redo()
    }
}

/// What a deck file dialog is for: its path box is the Import section's for an import, and
/// the Export… menu's for an export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeckFile {
    /// A deck list to import.
    Import,
    /// A file to export the deck to.
    Export,
}

/// A pasted or opened list with bad lines whose other lines were read: the bad lines are shown
/// with their "did you mean", and the player imports the rest or drops it.
#[derive(Debug, Clone)]
pub struct PendingImport {
    /// The deck of the good lines.
    pub(crate) deck: Deck,
    /// Where the list came from (`pasted list`, a file name).
    pub from: String,
    /// Each bad line as a sentence: `line 2: no card ...; did you mean ...?`.
    pub bad_lines: Vec<String>,
    /// The warnings of the good lines.
    pub(crate) warnings: Vec<String>,
    /// The cards the good lines hold.
    pub cards: u32,
}

/// A deleted deck that "Undo delete" can bring back.
#[derive(Debug, Clone)]
pub(crate) enum Deleted {
    /// Deleted from the database, with its whole history.
    Saved(DeletedDeck),
    /// A deck that was never saved (no database): its cards, notes and tags.
    Unsaved {
        name: String,
        deck: Deck,
        notes: String,
        tags: Vec<String>,
    },
}

/// One game's deck screen state.
pub struct DecksPanel {
    game: Game,
    /// The format decks are checked against.
    pub(crate) format: Format,
    pub(crate) library: Vec<DeckSummary>,
    pub(crate) open: Option<OpenDeck>,
    /// The deck deleted last, for "Undo delete": what the database gave back when deleting
    /// (every version), or, without a database, the open deck as it was.
    pub(crate) deleted: Option<Deleted>,
    pub(crate) rules: RulesVersion,
    pub(crate) highlighted: Vec<String>,
    /// The version history is to be opened and shown at the next frame (a diff was asked for
    /// by something other than its own Diff button: tuning swaps applied).
    pub(crate) reveal_history: std::cell::Cell<bool>,
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
    /// A list with bad lines waiting for the player's word (import the rest, or not).
    pub pending_import: Option<PendingImport>,
    /// The picker's search box.
    pub search_text: String,
    pub(crate) search_error: Option<String>,
    pub(crate) search_results: Vec<usize>,
    pub(crate) memory_only: bool,
    pub(crate) selected: Option<CardId>,
    /// Database problems met while refreshing, shown once after the command.
    pub(crate) db_errors: Vec<String>,
    /// The file dialogs; when one gives no path, the path boxes are open.
    pub(crate) files: FileChooser<DeckFile>,
    /// The path box of import and export, for where no file dialog opens.
    pub path_text: String,
    /// The card under the pointer this frame, and the one of the last frame (shown).
    pub(crate) hovered: std::cell::Cell<Option<CardId>>,
    pub(crate) hovered_shown: Option<CardId>,
    /// The custom odds box (`K:QUERY; K:QUERY`).
    pub odds_text: String,
    /// The turn of the custom odds question (0: the opening hand).
    pub odds_turn: u32,
    pub(crate) odds_answer: Option<Result<String, String>>,
}

impl DecksPanel {
    /// The panel, reading the library from the user database when there is one.
    pub fn new(index: &CardIndex, db: Option<&UserDb>) -> DecksPanel {
        let mut panel = DecksPanel {
            game: index.game(),
            format: Format::default_for(index.game()),
            library: Vec::new(),
            open: None,
            deleted: None,
            rules: RulesVersion::NEWEST,
            highlighted: Vec::new(),
            reveal_history: std::cell::Cell::new(false),
            new_name: String::new(),
            rename_text: String::new(),
            notes_text: String::new(),
            tags_text: String::new(),
            paste_text: String::new(),
            pending_import: None,
            search_text: String::new(),
            search_error: None,
            search_results: (0..index.len()).collect(),
            memory_only: db.is_none(),
            selected: None,
            db_errors: Vec::new(),
            files: FileChooser::default(),
            path_text: String::new(),
            hovered: std::cell::Cell::new(None),
            hovered_shown: None,
            odds_text: odds_example(index.game()).to_string(),
            odds_turn: 3,
            odds_answer: None,
        };
        if let Some(db) = db {
            panel.read_library(db);
        }
        panel
    }

    /// Reads the library, or keeps the old one and notes why not (shown once, after the command).
    fn read_library(&mut self, db: &UserDb) {
        match db.decks(self.game) {
            Ok(library) => self.library = library,
            Err(e) => self.db_errors.push(format!(
                "Your saved decks could not be listed ({e}); the list may be out of date. \
                 Restart ponydeck; if it persists, check the user database's folder."
            )),
        }
    }

    /// The saved versions of a deck, newest first, or none with a note of why.
    fn read_history(&mut self, db: &UserDb, name: &str) -> Vec<DeckVersionInfo> {
        match db.deck_history(self.game, name) {
            Ok(mut history) => {
                history.reverse();
                history
            }
            Err(e) => {
                self.db_errors.push(format!(
                    "The version history of '{name}' could not be read ({e})."
                ));
                Vec::new()
            }
        }
    }

    /// The open deck.
    pub fn open_deck(&self) -> Option<&OpenDeck> {
        self.open.as_ref()
    }

    /// The saved decks, by name.
    pub fn library(&self) -> &[DeckSummary] {
        &self.library
    }

    /// Whether pending edits should be saved now: the pause after the last edit is over, or
    /// the wait after a failed save.
    pub fn autosave_due(&self) -> bool {
        self.open.as_ref().is_some_and(|o| {
            o.last_edit()
                .is_some_and(|t| o.autosave_due_at(t, Instant::now()))
        })
    }

    pub(crate) fn refresh_library(&mut self, db: Option<&UserDb>) {
        if let Some(db) = db {
            self.read_library(db);
        }
    }

    pub(crate) fn open_deck_value(
        &mut self,
        index: &CardIndex,
        db: Option<&UserDb>,
        name: String,
        deck: Deck,
    ) {
        let summary = self.library.iter().find(|s| s.name == name);
        let notes = summary.map(|s| s.notes.clone()).unwrap_or_default();
        let tags = summary.map(|s| s.tags.clone()).unwrap_or_default();
        let history = match db {
            Some(db) => self.read_history(db, &name),
            None => Vec::new(),
        };
        self.rename_text = name.clone();
        self.notes_text = notes.clone();
        self.tags_text = tags.join(", ");
        self.highlighted.clear();
        // An answer about the deck shown before is no answer about this one.
        self.odds_answer = None;
        self.open = Some(OpenDeck {
            validation: validate_game(&deck, index, &self.format),
            stats: deck_stats(&deck, index, Section::Main),
            odds: preset_odds(&deck, index),
            name,
            deck,
            notes,
            tags,
            history,
            diff: None,
            edits: EditHistory::default(),
            edited_at: None,
            notes_edited_at: None,
            backoff: SaveBackoff::default(),
        });
    }

    /// Saves the open deck's cards as a new version, and its notes when they were typed
    /// since. A failure is told once and tried again after a growing wait ([`SaveBackoff`]).
    pub(crate) fn save(&mut self, db: Option<&mut UserDb>, note: &str, notices: &mut Notices) {
        self.save_pending(db, Some(note), notices);
    }

    /// Saves the notes typed since their last save and, with `version_note`, the cards as a
    /// new version with that note: one path for the autosave, Ctrl+S and the exit.
    fn save_pending(
        &mut self,
        db: Option<&mut UserDb>,
        version_note: Option<&str>,
        notices: &mut Notices,
    ) {
        let Some(open) = &mut self.open else {
            return;
        };
        let Some(db) = db else {
            open.edited_at = None;
            open.notes_edited_at = None;
            return;
        };
        let saved = (|| {
            if open.notes_edited_at.is_some() {
                db.set_deck_notes(self.game, &open.name, &open.notes)?;
                open.notes_edited_at = None;
            }
            if let Some(note) = version_note {
                db.save_deck(&open.name, &open.deck, note)?;
                open.edited_at = None;
            }
            Ok::<_, crate::catalog::DeckStoreError>(())
        })();
        match saved {
            Ok(()) => {
                if open.backoff.succeeded() {
                    notices.push_about(
                        Topic::DeckSave,
                        NoticeLevel::Info,
                        format!("Deck '{}' is saved again.", open.name),
                    );
                }
                if version_note.is_some() {
                    let name = open.name.clone();
                    let history = self.read_history(db, &name);
                    if let Some(open) = &mut self.open {
                        open.history = history;
                    }
                }
                self.read_library(db);
            }
            Err(e) => {
                let now = Instant::now();
                let first = open.backoff.failed(now);
                let wait = open.backoff.wait(now).unwrap_or_default();
                if first {
                    notices.push_about(
                        Topic::DeckSave,
                        NoticeLevel::Error,
                        format!(
                            "Deck '{}' could not be saved: {e}. Your edits stay in the \
                             window; saving is tried again in {} s, and Ctrl+S tries now.",
                            open.name,
                            wait.as_secs()
                        ),
                    );
                }
            }
        }
    }

    /// Saves pending edits, if any (before switching decks, and at exit).
    pub fn flush(&mut self, db: Option<&mut UserDb>, notices: &mut Notices) {
        match self.open.as_ref() {
            Some(o) if o.edited_at.is_some() => self.save(db, "autosave", notices),
            Some(o) if o.notes_edited_at.is_some() => self.save_pending(db, None, notices),
            _ => {}
        }
        for problem in self.db_errors.drain(..) {
            notices.push(NoticeLevel::Error, problem);
        }
    }

    pub(crate) fn edit(&mut self, index: &CardIndex, change: impl FnOnce(&mut Deck) -> bool) {
        let Some(open) = &mut self.open else {
            return;
        };
        let before = open.deck.clone();
        if change(&mut open.deck) {
            open.edits.record(before);
            self.edited(index);
        }
    }

    /// After the open deck's cards changed (an edit, an undo or a redo): pending for the
    /// autosave, and its verdict, statistics and odds again.
    fn edited(&mut self, index: &CardIndex) {
        let Some(open) = &mut self.open else {
            return;
        };
        open.edited_at = Some(Instant::now());
        open.validation = validate_game(&open.deck, index, &self.format);
        open.stats = deck_stats(&open.deck, index, Section::Main);
        open.odds = preset_odds(&open.deck, index);
        if self.odds_answer.is_some() {
            self.answer_odds(index);
        }
    }

    /// `wanted`, or `wanted (2)`, ... when a deck of any game has that name.
    pub(crate) fn unique_name(&self, wanted: &str, db: Option<&UserDb>) -> String {
        free_deck_name(wanted, |n| {
            self.library.iter().any(|s| s.name.eq_ignore_ascii_case(n))
                || db.is_some_and(|db| db.deck_name_taken(n).unwrap_or(false))
        })
    }

    pub(crate) fn create(
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
            notices.push_about(
                Topic::NewDeck,
                NoticeLevel::Error,
                "Give the new deck a name first.",
            );
            return;
        }
        self.flush(db.as_deref_mut(), notices);
        let name = self.unique_name(name, db.as_deref());
        if let Some(db) = db.as_deref_mut()
            && let Err(e) = db.save_deck(&name, &deck, note)
        {
            notices.push_about(
                Topic::NewDeck,
                NoticeLevel::Error,
                format!("Deck '{name}' could not be saved: {e}."),
            );
            return;
        }
        notices.push_about(
            Topic::NewDeck,
            NoticeLevel::Info,
            format!("Deck '{name}' {note}."),
        );
        self.refresh_library(db.as_deref());
        self.open_deck_value(index, db.as_deref(), name, deck);
    }

    /// A Story of another title while the deck holds one title: the deck takes the new
    /// title's four stages instead (102.1.3: one title, I to IV), in one step that undo takes
    /// back. Whether it did.
    fn swap_story(&mut self, index: &CardIndex, card_id: &CardId, notices: &mut Notices) -> bool {
        let title_of = |id: &CardId| {
            index
                .printing(id)
                .and_then(Card::kayou)
                .and_then(|c| c.story.as_ref())
                .map(|s| s.title.clone())
        };
        let held = self.open.as_ref().and_then(|o| {
            let mut titles = o.deck.story.iter().map(|e| title_of(&e.card_id));
            let first = titles.next().flatten()?;
            titles.all(|t| t.as_ref() == Some(&first)).then_some(first)
        });
        let (Some(held), Some(wanted)) = (held, title_of(card_id)) else {
            return false;
        };
        let stages = story_stages(index, card_id);
        if held == wanted || stages.is_empty() {
            return false;
        }
        self.edit(index, |deck| {
            deck.story.clear();
            for stage in &stages {
                deck.add_to(Section::Story, stage, 1);
            }
            true
        });
        notices.push(
            NoticeLevel::Info,
            format!(
                "Story '{held}' became '{wanted}', stages I to IV (102.1.3: one title); Undo \
                 takes it back."
            ),
        );
        true
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
        for problem in self.db_errors.drain(..) {
            notices.push(NoticeLevel::Error, problem);
        }
        let after = self.open.as_ref().map(|o| o.name.clone());
        if after.is_some() {
            notices.settled(Topic::NoDeckOpen(self.game));
        }
        if before != after
            && let Some(db) = db
            && let Err(e) = db.set_setting(
                &last_deck_setting(self.game),
                after.as_deref().unwrap_or(""),
            )
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
        for problem in self.db_errors.drain(..) {
            notices.push(NoticeLevel::Error, problem);
        }
        let Some(db) = db else {
            return;
        };
        let name = match db.setting(&last_deck_setting(self.game)) {
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
        for problem in self.db_errors.drain(..) {
            notices.push(NoticeLevel::Error, problem);
        }
    }

    pub(crate) fn apply_command(
        &mut self,
        index: &CardIndex,
        mut db: Option<&mut UserDb>,
        notices: &mut Notices,
        command: DeckCommand,
    ) {
        match command {
            DeckCommand::New(name) => {
                self.create(index, db, &name, Deck::new(self.game), "created", notices);
                self.new_name.clear();
            }
            DeckCommand::CopyStarter(code) => {
                let Some(starter) = starters_for(self.game).into_iter().find(|s| s.code == code)
                else {
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
                match db.load_deck(self.game, &name, None) {
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
                    if let Err(e) = db.rename_deck(self.game, &old, &new) {
                        notices.push(NoticeLevel::Error, format!("{e}."));
                        return;
                    }
                    self.read_library(db);
                }
                if let Some(open) = &mut self.open {
                    open.name = new;
                }
            }
            DeckCommand::Delete => {
                // The edits not yet autosaved become the newest version, which the delete
                // keeps for "Undo delete" with the others.
                self.flush(db.as_deref_mut(), notices);
                let Some(open) = self.open.take() else {
                    return;
                };
                let deleted = match db.as_deref_mut() {
                    Some(db) => match db.delete_deck(self.game, &open.name) {
                        Ok(deleted) => Deleted::Saved(deleted),
                        Err(e) => {
                            notices.push(NoticeLevel::Error, format!("{e}."));
                            self.open = Some(open);
                            return;
                        }
                    },
                    None => Deleted::Unsaved {
                        name: open.name.clone(),
                        deck: open.deck,
                        notes: open.notes,
                        tags: open.tags,
                    },
                };
                let versions = match &deleted {
                    Deleted::Saved(d) => d.summary.versions,
                    Deleted::Unsaved { .. } => 1,
                };
                notices.deck_deleted(&open.name, versions);
                self.deleted = Some(deleted);
                self.odds_answer = None;
                self.refresh_library(db.as_deref());
            }
            DeckCommand::UndoDelete => {
                let Some(deleted) = self.deleted.take() else {
                    return;
                };
                match deleted {
                    Deleted::Saved(deleted) => {
                        let Some(db) = db.as_deref_mut() else {
                            return;
                        };
                        match db.restore_deck(&deleted) {
                            Ok(summary) => {
                                notices.deck_back(&summary.name, Ok(summary.versions));
                                self.refresh_library(Some(db));
                                self.apply_command(
                                    index,
                                    Some(db),
                                    notices,
                                    DeckCommand::Open(summary.name),
                                );
                            }
                            Err(e) => {
                                notices.deck_back(&deleted.summary.name, Err(&e));
                                self.deleted = Some(Deleted::Saved(deleted));
                            }
                        }
                    }
                    Deleted::Unsaved {
                        name,
                        deck,
                        notes,
                        tags,
                    } => {
                        self.create(
                            index,
                            db.as_deref_mut(),
                            &name,
                            deck,
                            "restored after delete",
                            notices,
                        );
                        if let Some(open) = &mut self.open {
                            open.notes_text_sync(&notes, &tags);
                        }
                        self.notes_text = notes;
                        self.tags_text = tags.join(", ");
                        self.refresh_library(db.as_deref());
                    }
                }
            }
            DeckCommand::Add { card_id, section } => {
                let Some(card) = index.printing(&card_id) else {
                    return;
                };
                let section = section.unwrap_or(self.format.section_to_add(&card.card_type));
                let no_story = self.open.as_ref().is_some_and(|o| o.deck.story.is_empty());
                if section == Section::Story && no_story {
                    // The first Story brings its other stages along (102.1.3).
                    self.apply_command(index, db, notices, DeckCommand::FillStory(card_id));
                    return;
                }
                if section == Section::Story && self.swap_story(index, &card_id, notices) {
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
                        .printing(&card_id)
                        .map_or(Section::Main, |c| self.format.section_to_add(&c.card_type))
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
                    .printing(&card_id)
                    .and_then(Card::kayou)
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
                match db.load_deck(self.game, &name, Some(version)) {
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
                        notices.version_restored(&name, version, Ok(()));
                    }
                    Err(e) => notices.version_restored(&name, version, Err(&e)),
                }
            }
            DeckCommand::Remove { card_id, section } => {
                self.edit(index, |deck| deck.remove_from(section, &card_id, 1) > 0);
            }
            DeckCommand::Undo | DeckCommand::Redo => {
                let undo = command == DeckCommand::Undo;
                if self
                    .open
                    .as_mut()
                    .is_some_and(|open| open.edits.step(&mut open.deck, undo))
                {
                    self.edited(index);
                }
            }
            DeckCommand::ApplySwaps { swaps, note } => {
                if self.open.is_none() {
                    return;
                }
                self.flush(db.as_deref_mut(), notices);
                let earlier = self
                    .open
                    .as_ref()
                    .and_then(|o| o.history.first().map(|v| v.version));
                let mut missing = None;
                self.edit(index, |deck| {
                    let mut changed = false;
                    for (out, into) in &swaps {
                        if deck.copies_in(Section::Main, out) == 0 {
                            missing = Some(out.clone());
                            continue;
                        }
                        deck.remove_from(Section::Main, out, 1);
                        deck.add_to(Section::Main, into, 1);
                        changed = true;
                    }
                    changed
                });
                if let Some(out) = missing {
                    notices.push(
                        NoticeLevel::Warning,
                        format!(
                            "{out} is no longer in the Main Deck (edited since the search): that swap was left out."
                        ),
                    );
                }
                if self.open.as_ref().is_some_and(OpenDeck::unsaved) {
                    self.save(db.as_deref_mut(), &note, notices);
                }
                if let Some(version) = earlier {
                    self.apply_command(index, db, notices, DeckCommand::ShowVersion(version));
                    self.reveal_history.set(true);
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
                // Typed notes save as the cards do: after a pause, when another deck opens,
                // and when the window closes.
                if let Some(open) = &mut self.open
                    && open.notes != notes
                {
                    open.notes = notes.clone();
                    open.notes_edited_at = Some(Instant::now());
                    self.notes_text = notes;
                }
            }
            DeckCommand::SetTags(tags) => {
                if let Some(open) = &mut self.open {
                    open.tags = tags.clone();
                    if let Some(db) = db.as_deref_mut()
                        && let Err(e) = db.set_deck_tags(self.game, &open.name, &tags)
                    {
                        notices.push(NoticeLevel::Error, format!("Tags not saved: {e}."));
                    }
                }
                self.refresh_library(db.as_deref());
            }
            DeckCommand::ImportText(text) => {
                self.import_text(index, db, &text, "pasted list", notices)
            }
            DeckCommand::ImportTheRest => {
                if let Some(pending) = self.pending_import.take() {
                    notices.settled(Topic::DeckList);
                    for warning in &pending.warnings {
                        notices.push(NoticeLevel::Warning, warning.clone());
                    }
                    notices.push(
                        NoticeLevel::Warning,
                        format!(
                            "{} bad line(s) of {} left out: {}",
                            pending.bad_lines.len(),
                            pending.from,
                            pending.bad_lines.join("; ")
                        ),
                    );
                    self.save_imported(index, db, pending.deck, &pending.from, notices);
                }
            }
            DeckCommand::DropPendingImport => {
                if self.pending_import.take().is_some() {
                    notices.push_about(
                        Topic::DeckList,
                        NoticeLevel::Info,
                        "Nothing was imported; fix the list and import it again.".to_string(),
                    );
                }
            }
            DeckCommand::ImportFile => {
                let request = PathRequest::open_file("Import a deck list")
                    .with_filter("Deck lists", &["txt", "json"]);
                let fallback = "type the file's path under 'Import a deck' and press 'Import path'";
                if let Some(path) = self
                    .files
                    .choose(DeckFile::Import, request, fallback, notices)
                {
                    self.apply_command(index, db, notices, DeckCommand::ImportPath(path));
                }
            }
            DeckCommand::ImportPath(path) => match crate::cli::read_text_file(
                &path,
                crate::limits::MAX_DECK_FILE_BYTES,
                true,
                "the deck list",
            ) {
                Ok(text) => {
                    self.files.close(notices);
                    let from = path
                        .file_name()
                        .map(|n| n.to_string_lossy().to_string())
                        .unwrap_or_default();
                    self.import_text(index, db, &text, &from, notices);
                }
                Err(e) => notices.push(NoticeLevel::Error, format!("{e}.")),
            },
            DeckCommand::ExportFile(format) => {
                let Some(name) = self.open.as_ref().map(|o| o.name.clone()) else {
                    return;
                };
                let request = PathRequest::save_file(
                    "Export the deck",
                    &format!("{name}.{}", format.extension()),
                );
                let fallback = "type a path in the Export… menu and press the format to save";
                if let Some(path) = self
                    .files
                    .choose(DeckFile::Export, request, fallback, notices)
                {
                    self.apply_command(index, db, notices, DeckCommand::ExportPath(path, format));
                }
            }
            DeckCommand::ExportImage => {
                let Some(name) = self.open.as_ref().map(|o| o.name.clone()) else {
                    return;
                };
                let request =
                    PathRequest::save_file("Save the deck as an image", &format!("{name}.png"));
                let fallback = "type a path in the Export… menu and press 'Save PNG image'";
                if let Some(path) = self
                    .files
                    .choose(DeckFile::Export, request, fallback, notices)
                {
                    self.apply_command(index, db, notices, DeckCommand::ExportImagePath(path));
                }
            }
            DeckCommand::ExportImagePath(path) => {
                let Some(open) = &self.open else {
                    return;
                };
                let written = crate::ui::deck_image::deck_png(&open.deck, index)
                    .map_err(|e| e.to_string())
                    .and_then(|png| {
                        crate::cli::write_file_whole(&path, &png).map_err(|e| e.to_string())
                    });
                match written {
                    Ok(()) => {
                        notices.push_about(
                            Topic::FileWrite,
                            NoticeLevel::Info,
                            format!("Saved '{}' as an image: {}.", open.name, path.display()),
                        );
                        self.files.close(notices);
                    }
                    Err(e) => notices.push_about(
                        Topic::FileWrite,
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
                if super::write_file_told(
                    &path,
                    text.as_bytes(),
                    || format!("Exported '{}' to {}.", open.name, path.display()),
                    notices,
                ) {
                    self.files.close(notices);
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
                match db.load_deck(self.game, &open.name, Some(version)) {
                    Ok(saved) => open.diff = Some((version, diff(&saved.deck, &open.deck))),
                    Err(e) => notices.push(NoticeLevel::Error, format!("{e}.")),
                }
            }
            DeckCommand::Search(text) => match Query::parse_in(self.game, &text) {
                Ok(query) => {
                    self.search_error = None;
                    self.search_results = search_positions(index, &query);
                }
                Err(e) => self.search_error = Some(e.to_string()),
            },
            DeckCommand::Highlight(cards) => self.highlighted = cards,
            DeckCommand::SetRules(rules) => {
                self.rules = rules;
                if let Ok(format) = Format::find(self.game, Some(rules.as_str())) {
                    self.set_format(index, format);
                }
            }
            DeckCommand::SetFormat(code) => match Format::find(self.game, Some(code)) {
                Ok(format) => self.set_format(index, format),
                Err(e) => notices.push(NoticeLevel::Error, format!("{e}.")),
            },
            DeckCommand::AskOdds(text, turn) => {
                self.odds_text = text;
                self.odds_turn = turn;
                self.answer_odds(index);
            }
        }
    }

    /// Answers the custom odds question of the odds box for the open deck (none without one):
    /// asked again after each edit, and gone when another deck opens, so an answer on screen
    /// is always about the deck shown.
    fn answer_odds(&mut self, index: &CardIndex) {
        let Some(open) = &self.open else {
            self.odds_answer = None;
            return;
        };
        let (text, turn) = (&self.odds_text, self.odds_turn);
        let opening = crate::stats::OpeningRules::of(self.game);
        let look = if turn == 0 {
            Look::FirstCards {
                cards: opening.hand,
                mulligan: false,
            }
        } else {
            Look::ByTurn {
                turn,
                first_player: true,
                mulligan: false,
            }
        };
        self.odds_answer = Some(OddsNeed::parse_all(self.game, text).and_then(|needs| {
            let answer = deck_odds(&open.deck, index, &needs, look).map_err(|e| e.to_string())?;
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
                    opening.hand_at_turn(turn, true)
                )
            };
            Ok(format!(
                "{:.1}% · at least {} {when}",
                answer.probability * 100.0,
                matching.join(" and ")
            ))
        }));
    }

    /// The answer to the custom odds question, once asked.
    pub fn odds_answer(&self) -> Option<&Result<String, String>> {
        self.odds_answer.as_ref()
    }

    pub(crate) fn import_text(
        &mut self,
        index: &CardIndex,
        db: Option<&mut UserDb>,
        text: &str,
        from: &str,
        notices: &mut Notices,
    ) {
        if text.trim().is_empty() {
            notices.push_about(
                Topic::DeckList,
                NoticeLevel::Info,
                format!(
                    "There is no list to import: paste one ({}).",
                    self.game.list_example()
                ),
            );
            return;
        }
        self.pending_import = None;
        let read = import_keeping_good_lines(text, index);
        if read.can_import_the_rest() {
            // Some lines are bad, the rest was read: the player decides.
            let imported = read.imported;
            self.pending_import = Some(PendingImport {
                cards: imported
                    .deck
                    .section(Section::Main)
                    .iter()
                    .map(|e| e.count)
                    .sum::<u32>()
                    + imported.deck.maybe.iter().map(|e| e.count).sum::<u32>(),
                deck: imported.deck,
                from: from.to_string(),
                bad_lines: read.bad_lines.iter().map(ToString::to_string).collect(),
                warnings: imported.warnings.iter().map(ToString::to_string).collect(),
            });
            // The box of bad lines under the import section says it all; an earlier notice
            // about the list is settled.
            notices.settled(Topic::DeckList);
            return;
        }
        if !read.bad_lines.is_empty() {
            let errors = read.bad_lines;
            let first: Vec<String> = errors.iter().take(3).map(ToString::to_string).collect();
            notices.push_about(
                Topic::DeckList,
                NoticeLevel::Error,
                format!(
                    "The deck list has {} bad line(s): {}",
                    errors.len(),
                    first.join("; ")
                ),
            );
            return;
        }
        let imported = read.imported;
        if imported.deck.is_empty() {
            notices.push_about(
                Topic::DeckList,
                NoticeLevel::Error,
                format!(
                    "No card was read from {from}: a list has a line per card, its count first \
                     ({}). Nothing was imported.",
                    self.game.list_example()
                ),
            );
            return;
        }
        notices.settled(Topic::DeckList);
        for warning in &imported.warnings {
            notices.push(NoticeLevel::Warning, warning.to_string());
        }
        self.save_imported(index, db, imported.deck, from, notices);
    }

    /// Saves a deck read from a list as a new deck (its own name, the new-deck box's, or
    /// `Imported deck`), and clears the boxes.
    fn save_imported(
        &mut self,
        index: &CardIndex,
        db: Option<&mut UserDb>,
        deck: Deck,
        from: &str,
        notices: &mut Notices,
    ) {
        let name = deck
            .name
            .clone()
            .filter(|n| !n.trim().is_empty())
            .or_else(|| Some(self.new_name.trim().to_string()).filter(|n| !n.is_empty()))
            .unwrap_or_else(|| "Imported deck".to_string());
        self.create(
            index,
            db,
            &name,
            deck,
            &format!("imported from {from}"),
            notices,
        );
        self.paste_text.clear();
        self.new_name.clear();
    }

    /// The list text of the open deck, for the clipboard, in the game's first list shape. A
    /// deck site's list is its card lines only, with no name line and no Maybe cards, since a
    /// site's importer reads every line as a card (Dreamborn's: `(\d+)x?\s+(.+)`).
    pub fn list_text(&self, index: &CardIndex) -> Option<String> {
        let open = self.open.as_ref()?;
        let format = DeckFormat::of_game(self.game)
            .first()
            .copied()
            .unwrap_or(DeckFormat::Ponydeck);
        let mut deck = open.deck.clone();
        if format == DeckFormat::SiteList {
            deck.name = None;
            deck.maybe.clear();
        }
        Some(export(&deck, format, index))
    }

    /// The rules version decks are validated under.
    pub fn rules(&self) -> RulesVersion {
        self.rules
    }

    /// The game whose decks these are.
    pub fn game(&self) -> Game {
        self.game
    }

    /// The format decks are checked against.
    pub fn format(&self) -> &Format {
        &self.format
    }

    /// Checks the open deck against another format.
    fn set_format(&mut self, index: &CardIndex, format: Format) {
        self.format = format;
        if let Some(open) = &mut self.open {
            open.validation = validate_game(&open.deck, index, &self.format);
        }
    }

    /// Whether the path boxes are open because a file dialog gave no path.
    pub fn path_box_open(&self) -> bool {
        self.files.is_open()
    }

    /// Whether the Import section's path box is open (an import's dialog gave no path).
    pub fn import_path_box_open(&self) -> bool {
        self.files
            .waiting()
            .is_some_and(|(purpose, _)| *purpose == DeckFile::Import)
    }

    /// Answers the file dialogs from `source` from now on (tests answer for the dialog).
    pub fn set_path_source(&mut self, source: Box<dyn PathSource>) {
        self.files.set_source(source);
    }

    /// Whether the panel keeps decks in memory only (no user database).
    pub fn memory_only(&self) -> bool {
        self.memory_only
    }
}

impl OpenDeck {
    pub(crate) fn notes_text_sync(&mut self, notes: &str, tags: &[String]) {
        self.notes = notes.to_string();
        self.tags = tags.to_vec();
    }
}
