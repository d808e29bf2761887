//! The Collection screen's state and commands for every game, with no drawing (no egui): the
//! game's collection and its completion per set (and, for Kayou, per rarity), the printings listed (by set or rarity, filtered, searched),
//! imports with their preview and every bad row, exports, the needs of a deck and its wishlist.
//! Files are read, parsed and written and the user database changed in
//! [`CollectionPanel::apply`], after the frame; a large import is parsed on a background thread.
//! Every database and file error reaches the user once, as a notice; `panels/collection.rs`
//! draws.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::sync::{Arc, Mutex};

use crate::card::{Card, CardId, CardIndex, CopyException, Game};
use crate::catalog::UserDb;
use crate::collection::{
    BadRow, Collection, Commitments, DeckUse, Holding, ImportBatch, ImportFormat, ImportPlan, Need,
    SetCompletion, availability, completion, deck_needs_with, set_totals, shopping_list_csv,
    shopping_list_text, write_dreamborn_csv, write_pony_binder_csv, write_ponydeck_csv,
};
use crate::deck::{Deck, Section};
use crate::search::Query;
use crate::ui::controllers::file_dialog::{FileChooser, PathRequest, PathSource};
use crate::ui::notices::{NoticeLevel, Notices, Topic};

/// Files larger than this are parsed on a background thread with a progress bar.
const BACKGROUND_IMPORT_BYTES: usize = 256 * 1024;

/// What other screens show of the collection: refreshed by the collection panel after every
/// change, read by widgets during a frame (`widgets/owned_badge.rs` publishes it).
#[derive(Debug, Clone, Default)]
pub struct OwnedView {
    /// The game whose collection this is.
    pub game: Option<Game>,
    /// The copies held per printing.
    pub collection: Collection,
    /// Copies owned per copy key (any printing of the card: Kayou's card number, 102.1.1).
    pub by_key: HashMap<String, u32>,
    /// Copies used by every saved deck.
    pub commitments: Commitments,
}

impl OwnedView {
    /// Copies owned of a card, any printing (its copy key).
    pub fn owned_of_key(&self, key: &str) -> u32 {
        self.by_key.get(key).copied().unwrap_or(0)
    }

    /// `4 owned, 3 in 'Party Rush' (1 free)` for a card (its copy key), leaving out the deck
    /// named `except`.
    pub fn availability(&self, key: &str, except: Option<&str>) -> String {
        let uses: Vec<DeckUse> = self
            .commitments
            .uses(key)
            .iter()
            .filter(|u| except.is_none_or(|e| !u.deck.eq_ignore_ascii_case(e)))
            .cloned()
            .collect();
        availability(self.owned_of_key(key), &uses)
    }
}

/// How the printings list is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Grouping {
    /// By set, then catalog order.
    #[default]
    BySet,
    /// By rarity, then set and catalog order.
    ByRarity,
}

/// Which printings the list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ListFilter {
    /// Every printing.
    #[default]
    All,
    /// Printings with no copy owned.
    MissingOnly,
    /// Printings owned beyond 4 copies (the copy limit, 102.1.0) or offered for trade.
    DuplicatesTradeable,
    /// Printings on the wishlist.
    Wishlist,
}

impl ListFilter {
    /// Every filter, in toolbar order.
    pub const ALL: [ListFilter; 4] = [
        ListFilter::All,
        ListFilter::MissingOnly,
        ListFilter::DuplicatesTradeable,
        ListFilter::Wishlist,
    ];

    /// The toolbar label.
    pub fn label(self) -> &'static str {
        match self {
            ListFilter::All => "All printings",
            ListFilter::MissingOnly => "Missing only",
            ListFilter::DuplicatesTradeable => "Duplicates / tradeable",
            ListFilter::Wishlist => "Wishlist",
        }
    }
}

/// The wishlist formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WishlistFormat {
    /// A plain shopping list.
    Text,
    /// CSV with a header.
    Csv,
}

/// What a path from a file dialog (or the path box) is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CollectionFile {
    /// A collection file to import.
    Import,
    /// Where to export the collection, in a format.
    Export(ImportFormat),
    /// Where to save the wishlist, in a format.
    Wishlist(WishlistFormat),
}

impl CollectionFile {
    /// The command that uses a path for this.
    pub fn command(self, path: PathBuf) -> CollectionCommand {
        match self {
            CollectionFile::Import => CollectionCommand::ImportPath(path),
            CollectionFile::Export(format) => CollectionCommand::ExportPath(path, format),
            CollectionFile::Wishlist(format) => CollectionCommand::WishlistPath(path, format),
        }
    }
}

/// Where the path box is, for the sentence shown when no file dialog opened.
const PATH_BOX_HINT: &str =
    "type the path in the box under the Collection toolbar and press 'Use path'";

/// What the collection screen asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum CollectionCommand {
    /// Read the collection and saved decks from the database again.
    Reload,
    /// The deck open in the editor changed (not yet autosaved): its copies count as it is now
    /// in every "N in 'deck'" (no database read).
    DeckEdited,
    /// Show only printings whose name or ID contains this text (case-insensitive).
    SetSearch(String),
    /// Add (or with a negative delta remove) owned copies of a printing: the quick +/-.
    Adjust {
        /// The printing.
        card_id: CardId,
        /// Copies to add.
        delta: i64,
    },
    /// Want exactly this many more copies of a printing (its wishlist count).
    SetWanted {
        /// The printing.
        card_id: CardId,
        /// Copies wanted.
        copies: u32,
    },
    /// Offer exactly this many copies of a printing for trade.
    SetForTrade {
        /// The printing.
        card_id: CardId,
        /// Copies offered.
        copies: u32,
    },
    /// Replace the notes of a printing (condition, language, where it is).
    SetNotes {
        /// The printing.
        card_id: CardId,
        /// The notes.
        notes: String,
    },
    /// Order the list by set or rarity.
    SetGrouping(Grouping),
    /// Change the list filter.
    SetFilter(ListFilter),
    /// Show one set only, or every set.
    SetSet(Option<String>),
    /// Open the file dialog to choose a collection file to import.
    PickImport,
    /// Read a collection file and show what importing it would change.
    ImportPath(PathBuf),
    /// Read the file that failed again, keeping its rows of printings the catalog lacks (a
    /// ponydeck CSV exported under a newer catalog).
    ImportKeepingUnknown,
    /// Check on a background import.
    PollImport,
    /// Whether the import replaces the whole collection.
    SetReplace(bool),
    /// Write the previewed import.
    ConfirmImport,
    /// Close the import preview or error list.
    CancelImport,
    /// Open the save dialog to export the collection.
    PickExport(ImportFormat),
    /// Export the collection to a file.
    ExportPath(PathBuf, ImportFormat),
    /// Which deck's needs to show: a saved deck by name, or `None` for the open deck.
    ChooseDeck(Option<String>),
    /// Put the wishlist of the chosen deck on the clipboard.
    CopyWishlist(WishlistFormat),
    /// Open the save dialog for the wishlist.
    PickWishlistExport(WishlistFormat),
    /// Write the wishlist to a file.
    WishlistPath(PathBuf, WishlistFormat),
    /// Close the path box.
    ClosePathBox,
}

/// A background parse of a large file.
pub struct ImportReading {
    /// The file.
    pub file: String,
    /// Rows read so far and rows in all.
    pub(crate) progress: Arc<(AtomicUsize, AtomicUsize)>,
    result: Mutex<Receiver<Result<ImportBatch, Vec<BadRow>>>>,
    /// The format being read.
    pub format: ImportFormat,
}

/// Where an import stands.
pub enum ImportState {
    /// A large file being read.
    Reading(ImportReading),
    /// The file was read: the changes, waiting for the player to confirm.
    Preview {
        /// The file.
        file: String,
        /// The rows read.
        batch: ImportBatch,
        /// What importing changes.
        plan: ImportPlan,
        /// Whether the file replaces the whole collection.
        replace: bool,
    },
    /// The file has bad rows; nothing can be imported.
    Failed {
        /// The file.
        file: String,
        /// The file's path, to read it again.
        path: PathBuf,
        /// The format read.
        format: ImportFormat,
        /// Every bad row, in line order.
        bad: Vec<BadRow>,
    },
}

/// The deck whose needs are shown.
#[derive(Debug, Clone, Default)]
pub struct DeckNeeds {
    /// Its name.
    pub name: String,
    /// Every card number it uses, with owned, committed and missing copies.
    pub needs: Vec<Need>,
}

impl DeckNeeds {
    /// The card numbers still missing copies.
    pub fn missing(&self) -> Vec<Need> {
        self.needs
            .iter()
            .filter(|n| n.missing > 0)
            .cloned()
            .collect()
    }
}

/// One game's collection screen state.
pub struct CollectionPanel {
    game: Game,
    pub(crate) view: Arc<OwnedView>,
    pub(crate) completion: Vec<SetCompletion>,
    pub(crate) totals: Vec<SetCompletion>,
    pub(crate) saved_decks: Vec<(String, Deck)>,
    pub(crate) sets: Vec<String>,
    pub(crate) grouping: Grouping,
    pub(crate) filter: ListFilter,
    pub(crate) set_filter: Option<String>,
    /// The list's search box.
    pub search_text: String,
    pub(crate) rows: Vec<usize>,
    pub(crate) import: Option<ImportState>,
    /// The file being imported, and whether rows of printings the catalog lacks are kept.
    import_path: Option<(PathBuf, bool)>,
    pub(crate) deck_choice: Option<String>,
    pub(crate) deck_needs: Option<DeckNeeds>,
    /// Text for the clipboard, handed to the frame once.
    pub(crate) clipboard: Option<String>,
    /// The file dialogs, and the path box when one gave no path.
    pub(crate) files: FileChooser<CollectionFile>,
}

impl CollectionPanel {
    /// The panel, reading the collection and saved decks from the user database when there is
    /// one (without one, the collection lives in memory).
    pub fn new(index: &CardIndex, db: Option<&UserDb>, notices: &mut Notices) -> CollectionPanel {
        let mut sets: Vec<String> = index.cards().iter().map(|c| c.set_code.clone()).collect();
        sets.sort();
        sets.dedup();
        let mut panel = CollectionPanel {
            game: index.game(),
            view: Arc::new(OwnedView::default()),
            completion: Vec::new(),
            totals: Vec::new(),
            saved_decks: Vec::new(),
            sets,
            grouping: Grouping::default(),
            filter: ListFilter::default(),
            set_filter: None,
            search_text: String::new(),
            rows: Vec::new(),
            import: None,
            import_path: None,
            deck_choice: None,
            deck_needs: None,
            clipboard: None,
            files: FileChooser::default(),
        };
        panel.reload(index, db, None, notices);
        panel
    }

    /// The game whose collection this is.
    pub fn game(&self) -> Game {
        self.game
    }

    /// The collection shown.
    pub fn collection(&self) -> &Collection {
        &self.view.collection
    }

    /// Completion per set and rarity.
    pub fn completion(&self) -> &[SetCompletion] {
        &self.completion
    }

    /// Completion per set, rarities added up.
    pub fn totals(&self) -> &[SetCompletion] {
        &self.totals
    }

    /// Catalog positions of the listed printings, in display order.
    pub fn rows(&self) -> &[usize] {
        &self.rows
    }

    /// The import in progress, if any.
    pub fn import(&self) -> Option<&ImportState> {
        self.import.as_ref()
    }

    /// The needs of the chosen deck, if a deck is open or chosen.
    pub fn deck_needs(&self) -> Option<&DeckNeeds> {
        self.deck_needs.as_ref()
    }

    /// Answers the file dialogs from `source` from now on (tests answer for the dialog).
    pub fn set_path_source(&mut self, source: Box<dyn PathSource>) {
        self.files.set_source(source);
    }

    /// What the open path box is for, when a file dialog gave no path.
    pub fn path_box(&self) -> Option<CollectionFile> {
        self.files.waiting().map(|(purpose, _)| *purpose)
    }

    /// The numbers the other screens show.
    pub fn owned_view(&self) -> &Arc<OwnedView> {
        &self.view
    }

    fn reload(
        &mut self,
        index: &CardIndex,
        db: Option<&UserDb>,
        open: Option<(&str, &Deck)>,
        notices: &mut Notices,
    ) {
        if let Some(db) = db {
            // The saved decks first: the collection's commitments are counted from them.
            let mut saved = Vec::new();
            match db.decks(self.game) {
                Ok(summaries) => {
                    for summary in summaries {
                        match db.load_deck(self.game, &summary.name, None) {
                            Ok(deck) => saved.push((summary.name, deck.deck)),
                            Err(e) => notices.push(
                                NoticeLevel::Warning,
                                format!(
                                    "The copies deck '{}' uses are not counted: {e}.",
                                    summary.name
                                ),
                            ),
                        }
                    }
                    self.saved_decks = saved;
                }
                Err(e) => notices.push(
                    NoticeLevel::Error,
                    format!(
                        "The saved decks could not be read: {e}. The copies they use may be out \
                         of date."
                    ),
                ),
            }
            let collection = match db.collection(self.game) {
                Ok(collection) => collection,
                Err(e) => {
                    notices.push(
                        NoticeLevel::Error,
                        format!(
                            "Your collection could not be read: {e}. The counts shown may be out \
                             of date; restart ponydeck, and if it persists check the user \
                             database's folder."
                        ),
                    );
                    self.view.collection.clone()
                }
            };
            self.set_collection(index, collection);
        } else {
            self.set_collection(index, self.view.collection.clone());
        }
        self.refresh_needs(index, open);
    }

    /// Changes one printing's wanted or for-trade copies or notes in the database (when there
    /// is one) and on screen; a refused write is told once and changes nothing.
    fn change_holding(
        &mut self,
        index: &CardIndex,
        db: Option<&mut UserDb>,
        notices: &mut Notices,
        card_id: &CardId,
        what: &str,
        change: impl Fn(&mut Holding),
    ) {
        let mut holding = self
            .view
            .collection
            .holding(card_id)
            .cloned()
            .unwrap_or_default();
        match db.map(|db| db.change_holding(self.game, card_id, &change)) {
            Some(Ok(stored)) => holding = stored,
            Some(Err(e)) => {
                notices.push(
                    NoticeLevel::Error,
                    format!("{what} of {card_id} were not changed: {e}."),
                );
                return;
            }
            None => change(&mut holding),
        }
        // Wanted, for-trade and notes change neither completion, the copies per number nor the
        // decks' commitments: only this holding and the rows (the Wishlist and tradeable
        // filters), so a note typed key by key recounts nothing else.
        Arc::make_mut(&mut self.view)
            .collection
            .set(card_id.clone(), holding);
        self.refresh_rows(index);
    }

    fn set_collection(&mut self, index: &CardIndex, collection: Collection) {
        self.completion = completion(&collection, index);
        self.totals = set_totals(&self.completion);
        let commitments =
            Commitments::new(self.saved_decks.iter().map(|(n, d)| (n.as_str(), d)), index);
        self.view = Arc::new(OwnedView {
            game: Some(index.game()),
            by_key: collection.owned_by_key(index),
            collection,
            commitments,
        });
        self.refresh_rows(index);
    }

    fn refresh_rows(&mut self, index: &CardIndex) {
        let collection = &self.view.collection;
        let wanted = self.search_text.trim().to_lowercase();
        // A name or ID as typed, or the game's query language (`el:water cost:7`).
        let query = (!wanted.is_empty())
            .then(|| Query::parse_in(self.game, &self.search_text).ok())
            .flatten();
        let mut rows: Vec<usize> = index
            .cards()
            .iter()
            .enumerate()
            .filter(|(_, c)| self.set_filter.as_ref().is_none_or(|s| &c.set_code == s))
            .filter(|&(p, c)| {
                wanted.is_empty()
                    || c.id.as_str().to_lowercase().contains(&wanted)
                    || c.name.to_lowercase().contains(&wanted)
                    || c.kayou().is_some_and(|k| {
                        k.aliases.iter().any(|a| a.to_lowercase().contains(&wanted))
                    })
                    || query.as_ref().is_some_and(|q| {
                        index
                            .entry(p)
                            .is_some_and(|(card, text)| q.matches(card, text))
                    })
            })
            .filter(|(_, c)| {
                let holding = collection.holding(&c.id).cloned().unwrap_or_default();
                match self.filter {
                    ListFilter::All => true,
                    ListFilter::MissingOnly => holding.owned == 0,
                    ListFilter::DuplicatesTradeable => {
                        holding.owned > keep_copies(c) || holding.trade > 0
                    }
                    ListFilter::Wishlist => holding.wishlist > 0,
                }
            })
            .map(|(p, _)| p)
            .collect();
        if self.grouping == Grouping::ByRarity {
            let order = index.rarity_order();
            let rank = |p: usize| {
                index
                    .cards()
                    .get(p)
                    .and_then(|c| order.iter().position(|r| r == &c.rarity))
            };
            rows.sort_by_key(|&p| (rank(p), p));
        }
        self.rows = rows;
    }

    fn refresh_needs(&mut self, index: &CardIndex, open: Option<(&str, &Deck)>) {
        let chosen: Option<(String, Deck)> = match &self.deck_choice {
            Some(name) => self
                .saved_decks
                .iter()
                .find(|(n, _)| n == name)
                .map(|(n, d)| (n.clone(), d.clone())),
            // With no deck open, show the first saved deck rather than nothing.
            None => open
                .map(|(n, d)| (n.to_string(), d.clone()))
                .or_else(|| self.saved_decks.first().cloned()),
        };
        self.deck_needs = chosen.map(|(name, deck)| {
            let others = Commitments::new(
                self.saved_decks
                    .iter()
                    .filter(|(n, _)| !n.eq_ignore_ascii_case(&name))
                    .map(|(n, d)| (n.as_str(), d)),
                index,
            );
            DeckNeeds {
                needs: deck_needs_with(&deck, &self.view.collection, index, &others),
                name,
            }
        });
    }

    fn wishlist(&self, index: &CardIndex, format: WishlistFormat) -> Option<String> {
        let needs = self.deck_needs.as_ref()?;
        let missing = needs.missing();
        Some(match format {
            WishlistFormat::Text => {
                shopping_list_text(&format!("Wishlist for '{}'", needs.name), &missing, index)
            }
            WishlistFormat::Csv => shopping_list_csv(&missing, index),
        })
    }

    /// Applies one command: database writes, file reads and parsing happen here, never in a
    /// frame. `open` is the deck open in the editor.
    pub fn apply(
        &mut self,
        index: &Arc<CardIndex>,
        db: Option<&mut UserDb>,
        open: Option<(&str, &Deck)>,
        notices: &mut Notices,
        command: CollectionCommand,
    ) {
        match command {
            CollectionCommand::Reload => self.reload(index, db.as_deref(), open, notices),
            CollectionCommand::DeckEdited => {
                let Some((name, deck)) = open else {
                    return;
                };
                match self
                    .saved_decks
                    .iter_mut()
                    .find(|(n, _)| n.eq_ignore_ascii_case(name))
                {
                    Some((_, saved)) if saved == deck => return,
                    Some((_, saved)) => *saved = deck.clone(),
                    None => self.saved_decks.push((name.to_string(), deck.clone())),
                }
                let commitments =
                    Commitments::new(self.saved_decks.iter().map(|(n, d)| (n.as_str(), d)), index);
                Arc::make_mut(&mut self.view).commitments = commitments;
            }
            CollectionCommand::Adjust { card_id, delta } => {
                let mut collection = self.view.collection.clone();
                if let Some(db) = db
                    && let Err(e) = db.adjust_owned(self.game, &card_id, delta)
                {
                    notices.push(
                        NoticeLevel::Error,
                        format!("The copies of {card_id} were not changed: {e}."),
                    );
                    return;
                }
                collection.adjust_owned(&card_id, delta);
                self.set_collection(index, collection);
                self.refresh_needs(index, open);
            }
            CollectionCommand::SetWanted { card_id, copies } => {
                self.change_holding(index, db, notices, &card_id, "The wanted copies", |h| {
                    h.wishlist = copies;
                });
            }
            CollectionCommand::SetForTrade { card_id, copies } => {
                self.change_holding(index, db, notices, &card_id, "The copies for trade", |h| {
                    h.trade = copies;
                });
            }
            CollectionCommand::SetNotes { card_id, notes } => {
                self.change_holding(index, db, notices, &card_id, "The notes", |h| {
                    h.notes.clone_from(&notes);
                });
            }
            CollectionCommand::SetGrouping(grouping) => {
                self.grouping = grouping;
                self.refresh_rows(index);
            }
            CollectionCommand::SetFilter(filter) => {
                self.filter = filter;
                self.refresh_rows(index);
            }
            CollectionCommand::SetSet(set) => {
                self.set_filter = set;
                self.refresh_rows(index);
            }
            CollectionCommand::SetSearch(text) => {
                self.search_text = text;
                self.refresh_rows(index);
            }
            CollectionCommand::PickImport => {
                let request = PathRequest::open_file("Import a collection file")
                    .with_filter("Collection files", &["csv", "json", "txt"]);
                if let Some(path) =
                    self.files
                        .choose(CollectionFile::Import, request, PATH_BOX_HINT, notices)
                {
                    self.start_import(index, &path, false, notices);
                }
            }
            CollectionCommand::ImportPath(path) => {
                if self.start_import(index, &path, false, notices) {
                    self.files.close(notices);
                }
            }
            CollectionCommand::ImportKeepingUnknown => {
                if let Some(ImportState::Failed { path, .. }) = self.import.take() {
                    self.start_import(index, &path, true, notices);
                }
            }
            CollectionCommand::ClosePathBox => self.files.close(notices),
            CollectionCommand::PollImport => self.poll_import(),
            CollectionCommand::SetReplace(on) => {
                if let Some(ImportState::Preview {
                    batch,
                    plan,
                    replace,
                    ..
                }) = &mut self.import
                {
                    *replace = on;
                    *plan = ImportPlan::new(&self.view.collection, batch, on);
                }
            }
            CollectionCommand::ConfirmImport => {
                if !matches!(self.import, Some(ImportState::Preview { .. })) {
                    return;
                }
                let Some(ImportState::Preview {
                    file,
                    batch,
                    plan,
                    replace,
                }) = self.import.take()
                else {
                    return;
                };
                let mut collection = self.view.collection.clone();
                // The plan is made again inside the write, from the collection as it is then
                // (another window or command may have changed it since the preview).
                let plan = match db {
                    Some(db) => match db.apply_import(self.game, &batch, replace, &mut |_, _| {}) {
                        Ok(written) => {
                            match db.collection(self.game) {
                                Ok(now) => collection = now,
                                Err(e) => {
                                    // The import is written; show it applied to what was read.
                                    notices.push(
                                        NoticeLevel::Warning,
                                        format!(
                                            "{file} was imported, but the collection could not \
                                             be read back ({e}); the counts shown may be out of \
                                             date until ponydeck restarts."
                                        ),
                                    );
                                    written.apply_to(&mut collection);
                                }
                            }
                            written
                        }
                        Err(e) => {
                            notices.push_about(
                                Topic::CollectionImport,
                                NoticeLevel::Error,
                                format!(
                                    "{file} was not imported: {e}. Nothing changed; the preview \
                                     stays open to try again."
                                ),
                            );
                            self.import = Some(ImportState::Preview {
                                file,
                                batch,
                                plan,
                                replace,
                            });
                            return;
                        }
                    },
                    None => {
                        plan.apply_to(&mut collection);
                        plan
                    }
                };
                let (before, after) = plan.owned_totals();
                notices.settled(Topic::CollectionImport);
                notices.push(
                    NoticeLevel::Info,
                    format!(
                        "Imported {file}: {} printings changed ({before} copies before, {after} after).",
                        plan.changes.len()
                    ),
                );
                self.set_collection(index, collection);
                self.refresh_needs(index, open);
            }
            CollectionCommand::CancelImport => self.import = None,
            CollectionCommand::PickExport(format) => {
                let (name, ext) = match format {
                    ImportFormat::PonyBinderCsv => ("collection-pony-binder.csv", "csv"),
                    ImportFormat::DreambornCsv => ("collection-dreamborn.csv", "csv"),
                    _ => ("collection.csv", "csv"),
                };
                let request =
                    PathRequest::save_file(&format!("Export the collection as {format}"), name)
                        .with_filter("CSV", &[ext]);
                let purpose = CollectionFile::Export(format);
                if let Some(path) = self.files.choose(purpose, request, PATH_BOX_HINT, notices) {
                    self.export(index, &path, format, notices);
                }
            }
            CollectionCommand::ExportPath(path, format) => {
                if self.export(index, &path, format, notices) {
                    self.files.close(notices);
                }
            }
            CollectionCommand::ChooseDeck(choice) => {
                self.deck_choice = choice;
                self.refresh_needs(index, open);
            }
            CollectionCommand::CopyWishlist(format) => {
                if let Some(text) = self.wishlist(index, format) {
                    self.clipboard = Some(text);
                    notices.push(NoticeLevel::Info, "The wishlist is on the clipboard.");
                }
            }
            CollectionCommand::PickWishlistExport(format) => {
                let (name, ext) = match format {
                    WishlistFormat::Text => ("wishlist.txt", "txt"),
                    WishlistFormat::Csv => ("wishlist.csv", "csv"),
                };
                let request =
                    PathRequest::save_file("Save the wishlist", name).with_filter(ext, &[ext]);
                let purpose = CollectionFile::Wishlist(format);
                if let Some(path) = self.files.choose(purpose, request, PATH_BOX_HINT, notices) {
                    self.write_wishlist(index, &path, format, notices);
                }
            }
            CollectionCommand::WishlistPath(path, format) => {
                if self.write_wishlist(index, &path, format, notices) {
                    self.files.close(notices);
                }
            }
        }
    }

    /// Reads a file to import: `false` (and a notice) when it cannot be read or its format is
    /// unknown.
    fn start_import(
        &mut self,
        index: &Arc<CardIndex>,
        path: &Path,
        keep_unknown: bool,
        notices: &mut Notices,
    ) -> bool {
        let read = if keep_unknown {
            crate::collection::parse_import_keeping_unknown
        } else {
            crate::collection::parse_import
        };
        self.import_path = Some((path.to_path_buf(), keep_unknown));
        let file = path.display().to_string();
        let text = match crate::cli::read_text_file(
            path,
            crate::limits::MAX_COLLECTION_FILE_BYTES,
            false,
            "the collection file",
        ) {
            Ok(text) => text,
            Err(e) => {
                notices.push_about(Topic::CollectionImport, NoticeLevel::Error, format!("{e}."));
                return false;
            }
        };
        let kinds = if ImportFormat::PonyBinderCsv.serves(self.game) {
            "a ponydeck CSV (header with id), a pony-binder CSV (Number and Quantity columns) or a \
             pony-binder backup JSON"
        } else if ImportFormat::DreambornCsv.serves(self.game) {
            "a ponydeck CSV (header with id) or a Dreamborn collection CSV (Set Number, Card \
             Number, Variant, Count)"
        } else {
            "a ponydeck CSV (header with id)"
        };
        let format = match ImportFormat::detect(&text) {
            Some(format) if format.serves(self.game) => format,
            Some(format) => {
                notices.push_about(
                    Topic::CollectionImport,
                    NoticeLevel::Error,
                    format!(
                        "{file} is a {format} file, which holds {} cards: a {} collection \
                         imports {kinds}.",
                        if format == ImportFormat::DreambornCsv {
                            "Disney Lorcana"
                        } else {
                            "My Little Pony"
                        },
                        self.game.title()
                    ),
                );
                return false;
            }
            None => {
                notices.push_about(
                    Topic::CollectionImport,
                    NoticeLevel::Error,
                    format!("Could not tell the format of {file}: import {kinds}."),
                );
                return false;
            }
        };
        // This file reads: what an earlier one could not is past.
        notices.settled(Topic::CollectionImport);
        if text.len() >= BACKGROUND_IMPORT_BYTES {
            let progress = Arc::new((AtomicUsize::new(0), AtomicUsize::new(text.lines().count())));
            let (sender, receiver) = std::sync::mpsc::channel();
            let index = Arc::clone(index);
            let counter = Arc::clone(&progress);
            std::thread::spawn(move || {
                let result = read(format, &text, index.as_ref(), &mut |done, total| {
                    counter.0.store(done, Ordering::Relaxed);
                    counter.1.store(total, Ordering::Relaxed);
                });
                if sender.send(result).is_err() {
                    // The import was cancelled: nobody listens, the result is not wanted.
                }
            });
            self.import = Some(ImportState::Reading(ImportReading {
                file,
                progress,
                result: Mutex::new(receiver),
                format,
            }));
        } else {
            let result = read(format, &text, index.as_ref(), &mut |_, _| {});
            self.finish_import(file, format, result);
        }
        true
    }

    fn poll_import(&mut self) {
        let Some(ImportState::Reading(reading)) = &self.import else {
            return;
        };
        let received = match reading.result.lock() {
            Ok(receiver) => receiver.try_recv(),
            Err(_) => Err(TryRecvError::Disconnected),
        };
        let (file, format) = (reading.file.clone(), reading.format);
        match received {
            Ok(result) => self.finish_import(file, format, result),
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => {
                self.import = Some(ImportState::Failed {
                    file,
                    path: self.import_path.clone().map(|(p, _)| p).unwrap_or_default(),
                    format,
                    bad: vec![BadRow {
                        line: 0,
                        reason: "reading the file stopped unexpectedly; import it again".into(),
                        unknown_card: false,
                    }],
                });
            }
        }
    }

    fn finish_import(
        &mut self,
        file: String,
        format: ImportFormat,
        result: Result<ImportBatch, Vec<BadRow>>,
    ) {
        self.import = Some(match result {
            Ok(batch) => ImportState::Preview {
                file,
                plan: ImportPlan::new(&self.view.collection, &batch, false),
                batch,
                replace: false,
            },
            Err(bad) => ImportState::Failed {
                file,
                path: self.import_path.clone().map(|(p, _)| p).unwrap_or_default(),
                format,
                bad,
            },
        });
    }

    /// Writes the collection to a file: whether it was written (else a notice says why).
    fn export(
        &self,
        index: &CardIndex,
        path: &Path,
        format: ImportFormat,
        notices: &mut Notices,
    ) -> bool {
        let collection = &self.view.collection;
        let text = match format {
            ImportFormat::PonyBinderCsv => {
                let set_name = |code: &str| {
                    index
                        .cards()
                        .iter()
                        .find(|c| c.set_code == code)
                        .and_then(|c| c.set_name.clone().or(c.kayou().map(|k| k.product.clone())))
                        .unwrap_or_else(|| code.to_string())
                };
                write_pony_binder_csv(collection, index, &set_name)
            }
            ImportFormat::DreambornCsv => write_dreamborn_csv(collection, index),
            _ => write_ponydeck_csv(collection, index),
        };
        super::write_file_told(
            path,
            text.as_bytes(),
            || format!("Exported the collection to {} ({format}).", path.display()),
            notices,
        )
    }

    /// Writes the wishlist to a file: whether it was written (else a notice says why).
    fn write_wishlist(
        &self,
        index: &CardIndex,
        path: &Path,
        format: WishlistFormat,
        notices: &mut Notices,
    ) -> bool {
        let Some(text) = self.wishlist(index, format) else {
            notices.push_about(
                Topic::NoDeckOpen(self.game),
                NoticeLevel::Info,
                "Open a deck or choose a saved deck to make its wishlist.",
            );
            return false;
        };
        notices.settled(Topic::NoDeckOpen(self.game));
        super::write_file_told(
            path,
            text.as_bytes(),
            || format!("Saved the wishlist to {}.", path.display()),
            notices,
        )
    }
}

/// How many copies of a printing one deck can use: the game's copy limit (Kayou 102.1.0,
/// Lorcana 1.10.1.1, Palworld 6.1.1.2), a Lorcana card's own exception, or a whole Scene Deck
/// of an Everyday Scene (102.1.2: any number; the Scene Deck holds 15).
pub(crate) fn keep_copies(card: &Card) -> u32 {
    let format = crate::format::Format::default_for(card.game);
    if card.kayou().is_some_and(|k| k.everyday) {
        return format.section(Section::Scene).map_or(0, |s| s.min);
    }
    match card.lorcana().and_then(|d| d.copy_exception) {
        Some(CopyException::UpTo(n)) => n,
        Some(CopyException::NoLimit) => u32::MAX,
        None => format.copy.map_or(0, |c| c.limit),
    }
}
