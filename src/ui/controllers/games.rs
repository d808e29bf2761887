//! The other games' screens (Disney Lorcana, the Palworld card game) apart from drawing, where
//! they are still their own (their catalog and collection are every game's panels): the deck
//! editor with its format's validation and statistics and the opening-hand practice table.
//! [`GamesPanel::apply`] runs
//! each [`GameCommand`] after the frame and reports every outcome once, as a notice;
//! `panels/games.rs` draws. No egui here.

use std::sync::Arc;

use crate::card::{CardId, CardIndex, Game};
use crate::catalog::{DeckVersionInfo, DeletedDeck, UserDb};
use crate::deck::{
    Deck, DeckDiff, Section, diff, free_deck_name, parse_game_list, print_game_list,
};
use crate::format::{Format, Validation, validate_game};
use crate::search::{Query, search_positions};
use crate::stats::{DeckStats, PracticeTable, deck_stats};
use crate::ui::controllers::edit_history::EditHistory;
use crate::ui::notices::{NoticeLevel, Notices, Topic};

/// What the other games' screens ask for.
#[derive(Debug, Clone, PartialEq)]
pub enum GameCommand {
    /// Run the deck editor's card finder with this query.
    Search(String),
    /// Create an empty deck with this name and open it.
    NewDeck(String),
    /// Open a saved deck.
    OpenDeck(String),
    /// Rename the open deck (its versions stay).
    RenameDeck(String),
    /// Replace the open deck's notes.
    SetNotes(String),
    /// Replace the open deck's tags.
    SetTags(Vec<String>),
    /// Delete the open deck with its versions (undoable).
    DeleteDeck,
    /// Bring back the deck deleted last, whole.
    UndoDelete,
    /// Read a pasted deck list into a new deck with this name.
    ImportList {
        /// The deck's name.
        name: String,
        /// The list.
        text: String,
    },
    /// Add one copy of a card to the open deck (to the section its type decides).
    Add(CardId),
    /// Remove one copy of a card from a section of the open deck.
    Remove(Section, CardId),
    /// Undo the last edit of the open deck (saved at once, like any edit).
    Undo,
    /// Redo the last undone edit (saved at once, like any edit).
    Redo,
    /// Compare a saved version of the open deck with the deck now.
    ShowVersion(i64),
    /// Make a saved version the open deck again (saved as a new version; undoable).
    RestoreVersion(i64),
    /// Validate the open deck under another format of the game.
    SetFormat(&'static str),
    /// Shuffle the open deck and draw an opening hand.
    NewHand,
    /// Mark or unmark a hand card to go to the bottom (Lorcana's mulligan).
    ToggleBottom(usize),
    /// Take the mulligan (Lorcana: the marked cards; Palworld: the whole hand).
    Mulligan,
    /// Keep the hand.
    Keep,
    /// Draw one card.
    Draw,
    /// Put the open deck on the clipboard as a list deck sites import (`4 Name - Version` a
    /// line); the frame does it, as the clipboard belongs to the window.
    CopyList,
}

/// One screen's search box: what is typed, why it cannot be read, and the matching cards.
#[derive(Debug, Clone, Default)]
pub struct GameSearch {
    /// The text typed.
    pub query: String,
    /// Why the query cannot be read.
    pub error: Option<String>,
    /// Positions of the matching cards, in catalog order.
    pub results: Vec<usize>,
}

/// The open deck of a game with its cached verdict and statistics.
#[derive(Debug, Clone)]
pub struct OpenGameDeck {
    /// The saved name.
    pub name: String,
    /// The cards.
    pub deck: Deck,
    /// The format validated against.
    pub format: Format,
    /// The verdict after the last edit.
    pub validation: Validation,
    /// The statistics after the last edit.
    pub stats: DeckStats,
    /// The saved versions, newest first.
    pub history: Vec<DeckVersionInfo>,
    /// The diff shown: a version against the deck now.
    pub diff: Option<(i64, DeckDiff)>,
    /// The edits that can be undone and redone (as the Kayou editor's).
    pub(crate) edits: EditHistory<Deck>,
}

impl OpenGameDeck {
    /// Whether an edit can be undone.
    pub fn can_undo(&self) -> bool {
        self.edits.can_undo()
    }

    /// Whether an undone edit can be redone.
    pub fn can_redo(&self) -> bool {
        self.edits.can_redo()
    }

    /// Changes the deck with `change`; a change that altered it can be undone.
    fn change(&mut self, change: impl FnOnce(&mut Deck, &Format)) -> bool {
        let before = self.deck.clone();
        change(&mut self.deck, &self.format);
        if self.deck == before {
            return false;
        }
        self.edits.record(before);
        true
    }

    /// Steps back (`undo`) or forward through the edits; whether there was one to step over.
    fn step(&mut self, undo: bool) -> bool {
        self.edits.step(&mut self.deck, undo)
    }
}

/// One game's screens' state.
#[derive(Debug)]
pub struct GameState {
    /// The game's cards.
    pub cards: Arc<CardIndex>,
    /// The deck editor's card finder (its own box: the catalog's query is not found here).
    pub finder: GameSearch,
    /// Saved decks' names.
    pub deck_names: Vec<String>,
    /// The open deck.
    pub open: Option<OpenGameDeck>,
    /// The name box.
    pub new_name: String,
    /// The open deck's rename box.
    pub rename_text: String,
    /// The open deck's notes box.
    pub notes_text: String,
    /// The open deck's tags box (comma-separated).
    pub tags_text: String,
    /// The deck deleted last, with every version, for 'Undo delete'.
    pub deleted: Option<DeletedDeck>,
    /// The paste box.
    pub import_text: String,
    /// The practice table.
    pub practice: Option<PracticeTable>,
    /// Hand positions marked for the bottom.
    pub bottom: Vec<usize>,
    seed: u64,
}

impl GameState {
    fn new(cards: Arc<CardIndex>) -> GameState {
        let all = GameSearch {
            query: String::new(),
            error: None,
            results: (0..cards.len()).collect(),
        };
        GameState {
            cards,
            finder: all,
            deck_names: Vec::new(),
            open: None,
            new_name: String::new(),
            rename_text: String::new(),
            notes_text: String::new(),
            tags_text: String::new(),
            deleted: None,
            import_text: String::new(),
            practice: None,
            bottom: Vec::new(),
            seed: 1,
        }
    }
}

/// Lorcana's and Palworld's screens.
#[derive(Debug)]
pub struct GamesPanel {
    games: Vec<(Game, GameState)>,
    memory_only: bool,
}

impl GamesPanel {
    /// The screens over the games' cards, with their saved decks.
    pub fn new(
        games: Vec<Arc<CardIndex>>,
        db: Option<&UserDb>,
        notices: &mut Notices,
    ) -> GamesPanel {
        let mut panel = GamesPanel {
            games: games
                .into_iter()
                .map(|cards| (cards.game(), GameState::new(cards)))
                .collect(),
            memory_only: db.is_none(),
        };
        if let Some(db) = db {
            for (game, state) in &mut panel.games {
                state.deck_names = library(db, *game, notices);
            }
        }
        panel
    }

    /// The games the panel has cards for, in order.
    pub fn games(&self) -> Vec<Game> {
        self.games.iter().map(|(g, _)| *g).collect()
    }

    /// Decks live in memory only (no user database).
    pub fn memory_only(&self) -> bool {
        self.memory_only
    }

    /// A game's state.
    pub fn state(&self, game: Game) -> Option<&GameState> {
        self.games.iter().find(|(g, _)| *g == game).map(|(_, s)| s)
    }

    /// A game's state, to change (text boxes).
    pub fn state_mut(&mut self, game: Game) -> Option<&mut GameState> {
        self.games
            .iter_mut()
            .find(|(g, _)| *g == game)
            .map(|(_, s)| s)
    }

    /// Applies one command to a game's state.
    pub fn apply(
        &mut self,
        game: Game,
        db: Option<&mut UserDb>,
        notices: &mut Notices,
        command: GameCommand,
    ) {
        let Some(state) = self.state_mut(game) else {
            notices.push(
                NoticeLevel::Error,
                format!("The {} cards are not in this catalog; rebuild it with `ponydeck catalog build`.", game.title()),
            );
            return;
        };
        Self::apply_to(game, state, db, notices, command);
    }

    fn apply_to(
        game: Game,
        state: &mut GameState,
        mut db: Option<&mut UserDb>,
        notices: &mut Notices,
        command: GameCommand,
    ) {
        match command {
            GameCommand::Search(query) => {
                let cards = Arc::clone(&state.cards);
                let search = &mut state.finder;
                search.query = query;
                match Query::parse_in(game, &search.query) {
                    Ok(parsed) => {
                        search.error = None;
                        search.results = search_positions(&cards, &parsed);
                    }
                    Err(e) => search.error = Some(e.to_string()),
                }
            }
            GameCommand::NewDeck(name) => {
                let name = name.trim().to_string();
                if name.is_empty() {
                    notices.push_about(
                        Topic::NewDeck,
                        NoticeLevel::Error,
                        "Type a name for the new deck first.",
                    );
                    return;
                }
                let mut deck = Deck::new(game);
                deck.name = Some(name.clone());
                open_deck(state, name, deck, db.as_deref_mut(), notices, "created");
            }
            GameCommand::OpenDeck(name) => {
                let Some(db) = db.as_deref() else {
                    return;
                };
                match db.load_deck(game, &name, None) {
                    Ok(saved) => {
                        let deck = saved.deck;
                        let format = Format::default_for(game);
                        let mut open = cached(state.cards.as_ref(), name, deck, format);
                        open.history = read_history(db, game, &open.name, notices);
                        state.rename_text = open.name.clone();
                        if let Ok(summary) = db.deck_summary(game, &open.name) {
                            state.notes_text = summary.notes;
                            state.tags_text = summary.tags.join(", ");
                        }
                        state.open = Some(open);
                        state.practice = None;
                        notices.settled(Topic::NoDeckOpen(game));
                    }
                    Err(e) => notices.push(NoticeLevel::Error, e.to_string()),
                }
            }
            GameCommand::RenameDeck(new) => {
                let new = new.trim().to_string();
                let Some(old) = state.open.as_ref().map(|o| o.name.clone()) else {
                    return;
                };
                if new.is_empty() || new == old {
                    return;
                }
                if let Some(db) = db.as_deref_mut() {
                    match db.rename_deck(game, &old, &new) {
                        Ok(_) => state.deck_names = library(db, game, notices),
                        Err(e) => {
                            notices.push(NoticeLevel::Error, format!("{e}."));
                            return;
                        }
                    }
                }
                if let Some(open) = state.open.as_mut() {
                    open.name = new.clone();
                    open.deck.name = Some(new.clone());
                }
                state.rename_text = new;
            }
            GameCommand::SetNotes(notes) => {
                let (Some(open), Some(db)) = (state.open.as_ref(), db.as_deref_mut()) else {
                    return;
                };
                if let Err(e) = db.set_deck_notes(game, &open.name, &notes) {
                    notices.push(
                        NoticeLevel::Error,
                        format!("The notes were not saved: {e}."),
                    );
                    return;
                }
                state.notes_text = notes;
            }
            GameCommand::SetTags(tags) => {
                let (Some(open), Some(db)) = (state.open.as_ref(), db.as_deref_mut()) else {
                    return;
                };
                if let Err(e) = db.set_deck_tags(game, &open.name, &tags) {
                    notices.push(NoticeLevel::Error, format!("The tags were not saved: {e}."));
                    return;
                }
                state.tags_text = tags.join(", ");
            }
            GameCommand::DeleteDeck => {
                let Some(name) = state.open.as_ref().map(|o| o.name.clone()) else {
                    return;
                };
                let Some(db) = db.as_deref_mut() else {
                    // Nothing saved to delete: the deck is closed.
                    state.open = None;
                    return;
                };
                match db.delete_deck(game, &name) {
                    Ok(deleted) => {
                        notices.deck_deleted(&name, deleted.summary.versions);
                        state.deleted = Some(deleted);
                        state.open = None;
                        state.practice = None;
                        state.deck_names = library(db, game, notices);
                    }
                    Err(e) => notices.push(NoticeLevel::Error, format!("{e}.")),
                }
            }
            GameCommand::UndoDelete => {
                let (Some(deleted), Some(db)) = (state.deleted.take(), db.as_deref_mut()) else {
                    return;
                };
                match db.restore_deck(&deleted) {
                    Ok(summary) => {
                        notices.deck_back(&summary.name, Ok(summary.versions));
                        state.deck_names = library(db, game, notices);
                        Self::apply_to(
                            game,
                            state,
                            Some(db),
                            notices,
                            GameCommand::OpenDeck(summary.name),
                        );
                    }
                    Err(e) => {
                        notices.deck_back(&deleted.summary.name, Err(&e));
                        state.deleted = Some(deleted);
                    }
                }
            }
            GameCommand::ImportList { name, text } => {
                let name = name.trim().to_string();
                if name.is_empty() {
                    notices.push_about(
                        Topic::NewDeck,
                        NoticeLevel::Error,
                        "Type a name for the imported deck in the Name box first.",
                    );
                    return;
                }
                let format = Format::default_for(game);
                match parse_game_list(&text, &state.cards, &format) {
                    Ok(parsed) => {
                        notices.settled(Topic::DeckList);
                        for warning in parsed.warnings.iter().take(3) {
                            notices.push(NoticeLevel::Warning, warning.to_string());
                        }
                        let mut deck = parsed.deck;
                        deck.name = Some(name.clone());
                        open_deck(state, name, deck, db.as_deref_mut(), notices, "imported");
                        state.import_text.clear();
                    }
                    Err(errors) => {
                        let lines: Vec<String> =
                            errors.iter().take(3).map(|e| e.to_string()).collect();
                        notices.push_about(
                            Topic::DeckList,
                            NoticeLevel::Error,
                            format!(
                                "The list was not imported: {}{}",
                                lines.join("; "),
                                if errors.len() > 3 {
                                    format!(" (and {} more)", errors.len() - 3)
                                } else {
                                    String::new()
                                }
                            ),
                        );
                    }
                }
            }
            GameCommand::Add(card_id) => {
                let Some(card) = state.cards.printing(&card_id).cloned() else {
                    return;
                };
                let Some(open) = state.open.as_mut() else {
                    notices.push_about(
                        Topic::NoDeckOpen(game),
                        NoticeLevel::Info,
                        format!(
                            "Create or open a {} deck on the Decks screen to add {} to it.",
                            game.title(),
                            card.name
                        ),
                    );
                    return;
                };
                if open.change(|deck, format| deck.place(format, &card, 1, false)) {
                    edited(state, db.as_deref_mut(), notices, EDITS_NOTE);
                }
            }
            GameCommand::Remove(section, card_id) => {
                let Some(open) = state.open.as_mut() else {
                    return;
                };
                if open.change(|deck, _| {
                    deck.remove_from(section, &card_id, 1);
                }) {
                    edited(state, db.as_deref_mut(), notices, EDITS_NOTE);
                }
            }
            GameCommand::Undo | GameCommand::Redo => {
                let undo = command == GameCommand::Undo;
                if state.open.as_mut().is_some_and(|open| open.step(undo)) {
                    edited(state, db.as_deref_mut(), notices, EDITS_NOTE);
                }
            }
            GameCommand::ShowVersion(version) => {
                let (Some(open), Some(db)) = (state.open.as_mut(), db.as_deref()) else {
                    return;
                };
                match db.load_deck(game, &open.name, Some(version)) {
                    Ok(saved) => open.diff = Some((version, diff(&saved.deck, &open.deck))),
                    Err(e) => notices.push(NoticeLevel::Error, format!("{e}.")),
                }
            }
            GameCommand::RestoreVersion(version) => {
                let (Some(open), Some(db_ref)) = (state.open.as_mut(), db.as_deref()) else {
                    return;
                };
                let name = open.name.clone();
                match db_ref.load_deck(game, &name, Some(version)) {
                    Ok(saved) => {
                        let restored = saved.deck;
                        if open.change(|deck, _| *deck = restored) {
                            let note = format!("restored v{version}");
                            edited(state, db, notices, &note);
                        }
                        notices.version_restored(&name, version, Ok(()));
                    }
                    Err(e) => notices.version_restored(&name, version, Err(&e)),
                }
            }
            GameCommand::SetFormat(code) => {
                let Some(open) = state.open.as_mut() else {
                    return;
                };
                match Format::find(game, Some(code)) {
                    Ok(format) => {
                        open.validation = validate_game(&open.deck, &state.cards, &format);
                        open.format = format;
                    }
                    Err(e) => notices.push(NoticeLevel::Error, e),
                }
            }
            GameCommand::NewHand => {
                let Some(open) = state.open.as_ref() else {
                    notices.push_about(
                        Topic::NoDeckOpen(game),
                        NoticeLevel::Info,
                        "Open a deck to practise its opening hands.",
                    );
                    return;
                };
                state.seed = state
                    .seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                match PracticeTable::new(&open.deck, &open.format, state.seed) {
                    Ok(table) => {
                        state.practice = Some(table);
                        state.bottom.clear();
                    }
                    Err(e) => notices.push(NoticeLevel::Error, format!("No hand was drawn: {e}.")),
                }
            }
            GameCommand::ToggleBottom(i) => {
                if let Some(at) = state.bottom.iter().position(|&b| b == i) {
                    state.bottom.remove(at);
                } else {
                    state.bottom.push(i);
                }
            }
            GameCommand::Mulligan => {
                let Some(table) = state.practice.as_mut() else {
                    return;
                };
                if let Err(e) = table.mulligan(&state.bottom) {
                    notices.push(NoticeLevel::Error, format!("No mulligan: {e}."));
                }
                state.bottom.clear();
            }
            GameCommand::Keep => {
                if let Some(table) = state.practice.as_mut() {
                    table.keep();
                }
                state.bottom.clear();
            }
            GameCommand::Draw => {
                let Some(table) = state.practice.as_mut() else {
                    return;
                };
                if let Err(e) = table.draw() {
                    notices.push(NoticeLevel::Error, format!("No card drawn: {e}."));
                }
                state.bottom.clear();
            }
            GameCommand::CopyList => {
                // Handled by the frame (the clipboard belongs to egui); nothing to do here.
            }
        }
    }

    /// The open deck of a game as a list deck sites import: its card lines only (`4 Name -
    /// Version`; Palworld's under its section headers), with no name line and no Maybe cards,
    /// since a site's importer reads every line as a card (Dreamborn's: `(\d+)x?\s+(.+)`).
    pub fn list_text(&self, game: Game) -> Option<String> {
        let state = self.state(game)?;
        let open = state.open.as_ref()?;
        let mut deck = open.deck.clone();
        deck.name = None;
        deck.maybe.clear();
        Some(print_game_list(&deck, &state.cards, &open.format))
    }
}

fn cached(cards: &CardIndex, name: String, deck: Deck, format: Format) -> OpenGameDeck {
    let validation = validate_game(&deck, cards, &format);
    let main = format.sections.first().map_or(Section::Main, |s| s.section);
    let stats = deck_stats(&deck, cards, main);
    OpenGameDeck {
        name,
        deck,
        format,
        validation,
        stats,
        history: Vec::new(),
        diff: None,
        edits: EditHistory::default(),
    }
}

fn open_deck(
    state: &mut GameState,
    name: String,
    deck: Deck,
    mut db: Option<&mut UserDb>,
    notices: &mut Notices,
    what: &str,
) {
    let game = deck.game;
    // A new deck never writes over a saved one, of this game or another.
    let name = free_deck_name(&name, |n| {
        state.deck_names.iter().any(|d| d.eq_ignore_ascii_case(n))
            || db
                .as_deref()
                .is_some_and(|db| db.deck_name_taken(n).unwrap_or(false))
    });
    let mut deck = deck;
    deck.name = Some(name.clone());
    if let Some(db) = db.as_deref_mut() {
        if let Err(e) = db.save_deck(&name, &deck, what) {
            notices.push_about(
                Topic::NewDeck,
                NoticeLevel::Error,
                format!("The deck was not saved: {e}"),
            );
            return;
        }
        if !state
            .deck_names
            .iter()
            .any(|n| n.eq_ignore_ascii_case(&name))
        {
            state.deck_names.push(name.clone());
            state.deck_names.sort_by_key(|n| n.to_lowercase());
        }
    }
    let format = Format::default_for(game);
    let mut open = cached(&state.cards, name.clone(), deck, format);
    if let Some(db) = db.as_deref() {
        open.history = read_history(db, game, &name, notices);
    }
    state.open = Some(open);
    state.practice = None;
    state.new_name.clear();
    state.rename_text = name.clone();
    state.notes_text.clear();
    state.tags_text.clear();
    notices.settled(Topic::NoDeckOpen(game));
    notices.push_about(
        Topic::NewDeck,
        NoticeLevel::Info,
        format!("Deck '{name}' {what}."),
    );
}

/// The note of the version a burst of card edits is kept in.
const EDITS_NOTE: &str = "edits";

/// After an edit: the verdict and statistics again, and the deck saved at once, a burst of
/// edits as one version ([`UserDb::save_deck_coalesced`]; a restore is a version of its own).
fn edited(state: &mut GameState, db: Option<&mut UserDb>, notices: &mut Notices, note: &str) {
    let Some(open) = state.open.take() else {
        return;
    };
    let mut refreshed = cached(&state.cards, open.name, open.deck, open.format);
    refreshed.edits = open.edits;
    refreshed.history = open.history;
    if let Some(db) = db {
        match db.save_deck_coalesced(
            &refreshed.name,
            &refreshed.deck,
            note,
            crate::ui::controllers::decks::AUTOSAVE_AFTER,
        ) {
            Ok(_) => {
                refreshed.history = read_history(db, refreshed.deck.game, &refreshed.name, notices);
            }
            Err(e) => notices.push(NoticeLevel::Error, format!("The edit was not saved: {e}")),
        }
    }
    state.open = Some(refreshed);
}

/// The names of a game's saved decks, sorted (none, with a word, when they cannot be read).
fn library(db: &UserDb, game: Game, notices: &mut Notices) -> Vec<String> {
    match db.decks(game) {
        Ok(decks) => decks.into_iter().map(|d| d.name).collect(),
        Err(e) => {
            notices.push(NoticeLevel::Error, e.to_string());
            Vec::new()
        }
    }
}

/// The saved versions of a deck, newest first (none, with a word, when they cannot be read).
fn read_history(
    db: &UserDb,
    game: Game,
    name: &str,
    notices: &mut Notices,
) -> Vec<DeckVersionInfo> {
    match db.deck_history(game, name) {
        Ok(mut history) => {
            history.reverse();
            history
        }
        Err(e) => {
            notices.push(
                NoticeLevel::Warning,
                format!("The version history of '{name}' could not be read ({e})."),
            );
            Vec::new()
        }
    }
}
