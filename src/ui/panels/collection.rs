//! The Collection screen: completion per set and rarity (with and without shining ※
//! printings), the printings by set or rarity with quick +/-, "missing only" and
//! "duplicates / tradeable" views, import with a preview and every bad row, export, and what a
//! deck still needs ("4 owned, 3 in 'Party Rush'") with its wishlist as text or CSV.
//!
//! Files are read, parsed and written in [`CollectionPanel::apply`], after the frame; a large
//! import is parsed on a background thread and its progress shown.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::sync::{Arc, Mutex};

use crate::card::{CardId, CardIndex, CardLookup};
use crate::catalog::UserDb;
use crate::collection::{
    BadRow, Collection, Commitments, ImportBatch, ImportFormat, ImportPlan, Need, Progress,
    SetCompletion, completion, deck_needs_with, set_totals, shopping_list_csv, shopping_list_text,
    write_pony_binder_csv, write_ponydeck_csv,
};
use crate::deck::Deck;
use crate::ui::AppCommand;
use crate::ui::notices::{NoticeLevel, Notices};
use crate::ui::widgets::owned_badge::{OwnedView, accessible};

/// Files larger than this are parsed on a background thread with a progress bar.
const BACKGROUND_IMPORT_BYTES: usize = 256 * 1024;

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

/// What the collection screen asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum CollectionCommand {
    /// Read the collection and saved decks from the database again.
    Reload,
    /// Show only printings whose name or ID contains this text (case-insensitive).
    SetSearch(String),
    /// Add (or with a negative delta remove) owned copies of a printing: the quick +/-.
    Adjust {
        /// The printing.
        card_id: CardId,
        /// Copies to add.
        delta: i64,
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
}

/// A background parse of a large file.
pub struct ImportReading {
    /// The file.
    pub file: String,
    /// Rows read so far and rows in all.
    progress: Arc<(AtomicUsize, AtomicUsize)>,
    result: Mutex<Receiver<Result<ImportBatch, Vec<BadRow>>>>,
    format: ImportFormat,
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

/// The collection screen's state.
pub struct CollectionPanel {
    view: Arc<OwnedView>,
    completion: Vec<SetCompletion>,
    totals: Vec<SetCompletion>,
    saved_decks: Vec<(String, Deck)>,
    sets: Vec<String>,
    grouping: Grouping,
    filter: ListFilter,
    set_filter: Option<String>,
    /// The list's search box.
    pub search_text: String,
    rows: Vec<usize>,
    import: Option<ImportState>,
    deck_choice: Option<String>,
    deck_needs: Option<DeckNeeds>,
    clipboard: Option<String>,
}

impl CollectionPanel {
    /// The panel, reading the collection and saved decks from the user database when there is
    /// one (without one, the collection lives in memory).
    pub fn new(index: &CardIndex, db: Option<&UserDb>, notices: &mut Notices) -> CollectionPanel {
        let mut sets: Vec<String> = index.cards().iter().map(|c| c.set_code.clone()).collect();
        sets.sort();
        sets.dedup();
        let mut panel = CollectionPanel {
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
            deck_choice: None,
            deck_needs: None,
            clipboard: None,
        };
        panel.reload(index, db, None, notices);
        panel
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

    /// The numbers the other screens show.
    pub fn owned_view(&self) -> &Arc<OwnedView> {
        &self.view
    }

    /// Makes the collection numbers readable by the catalog and deck widgets this frame.
    pub fn publish(&self, ctx: &egui::Context) {
        self.view.publish(ctx);
    }

    fn reload(
        &mut self,
        index: &CardIndex,
        db: Option<&UserDb>,
        open: Option<(&str, &Deck)>,
        notices: &mut Notices,
    ) {
        if let Some(db) = db {
            match db.collection() {
                Ok(collection) => self.set_collection(index, collection),
                Err(e) => notices.push(NoticeLevel::Error, e.to_string()),
            }
            let mut saved = Vec::new();
            let summaries = db.decks().unwrap_or_else(|e| {
                notices.push(
                    NoticeLevel::Error,
                    format!("The saved decks could not be read: {e}"),
                );
                Vec::new()
            });
            for summary in summaries {
                match db.load_deck(&summary.name, None) {
                    Ok(deck) => saved.push((summary.name, deck.deck)),
                    Err(e) => notices.push(NoticeLevel::Warning, e.to_string()),
                }
            }
            self.saved_decks = saved;
        } else {
            self.set_collection(index, self.view.collection.clone());
        }
        self.refresh_needs(index, open);
    }

    fn set_collection(&mut self, index: &CardIndex, collection: Collection) {
        self.completion = completion(&collection, index);
        self.totals = set_totals(&self.completion);
        let commitments = Commitments::new(self.saved_decks.iter().map(|(n, d)| (n.as_str(), d)));
        self.view = Arc::new(OwnedView {
            by_number: collection.owned_by_number(),
            collection,
            commitments,
        });
        self.refresh_rows(index);
    }

    fn refresh_rows(&mut self, index: &CardIndex) {
        let collection = &self.view.collection;
        let mut rows: Vec<usize> = index
            .cards()
            .iter()
            .enumerate()
            .filter(|(_, c)| self.set_filter.as_ref().is_none_or(|s| &c.set_code == s))
            .filter(|(_, c)| {
                let wanted = self.search_text.trim().to_lowercase();
                wanted.is_empty()
                    || c.card_id.as_str().to_lowercase().contains(&wanted)
                    || c.display_name().to_lowercase().contains(&wanted)
                    || c.aliases.iter().any(|a| a.to_lowercase().contains(&wanted))
            })
            .filter(|(_, c)| {
                let holding = collection.holding(&c.card_id).cloned().unwrap_or_default();
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
            rows.sort_by_key(|&p| (index.entry(p).map(|(c, _)| c.rarity), p));
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
            CollectionCommand::Adjust { card_id, delta } => {
                let mut collection = self.view.collection.clone();
                if let Some(db) = db
                    && let Err(e) = db.adjust_owned(&card_id, delta)
                {
                    notices.push(NoticeLevel::Error, e.to_string());
                    return;
                }
                collection.adjust_owned(&card_id, delta);
                self.set_collection(index, collection);
                self.refresh_needs(index, open);
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
                if let Some(path) = rfd::FileDialog::new()
                    .set_title("Import a collection file")
                    .add_filter("Collection files", &["csv", "json", "txt"])
                    .pick_file()
                {
                    self.start_import(index, &path, notices);
                }
            }
            CollectionCommand::ImportPath(path) => self.start_import(index, &path, notices),
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
                let Some(ImportState::Preview {
                    file,
                    batch,
                    plan,
                    replace,
                    ..
                }) = self.import.take()
                else {
                    return;
                };
                let mut collection = self.view.collection.clone();
                // The plan is made again inside the write, from the collection as it is then
                // (another window or command may have changed it since the preview).
                let plan = match db {
                    Some(db) => match db.apply_import(&batch, replace, &mut |_, _| {}) {
                        Ok(written) => {
                            match db.collection() {
                                Ok(now) => collection = now,
                                Err(_) => written.apply_to(&mut collection),
                            }
                            written
                        }
                        Err(e) => {
                            notices
                                .push(NoticeLevel::Error, format!("{file} was not imported: {e}"));
                            return;
                        }
                    },
                    None => {
                        plan.apply_to(&mut collection);
                        plan
                    }
                };
                let (before, after) = plan.owned_totals();
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
                    _ => ("collection.csv", "csv"),
                };
                if let Some(path) = rfd::FileDialog::new()
                    .set_title("Export the collection")
                    .set_file_name(name)
                    .add_filter("CSV", &[ext])
                    .save_file()
                {
                    self.export(index, &path, format, notices);
                }
            }
            CollectionCommand::ExportPath(path, format) => {
                self.export(index, &path, format, notices)
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
                if let Some(path) = rfd::FileDialog::new()
                    .set_title("Save the wishlist")
                    .set_file_name(name)
                    .add_filter(ext, &[ext])
                    .save_file()
                {
                    self.write_wishlist(index, &path, format, notices);
                }
            }
            CollectionCommand::WishlistPath(path, format) => {
                self.write_wishlist(index, &path, format, notices)
            }
        }
    }

    fn start_import(&mut self, index: &Arc<CardIndex>, path: &Path, notices: &mut Notices) {
        let file = path.display().to_string();
        let text = match std::fs::read(path) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) => {
                notices.push(
                    NoticeLevel::Error,
                    format!("Could not read {file}: {e}. Check the path and try again."),
                );
                return;
            }
        };
        let Some(format) = ImportFormat::detect(&text) else {
            notices.push(
                NoticeLevel::Error,
                format!(
                    "Could not tell the format of {file}: import a ponydeck CSV (header with id), \
                     a pony-binder CSV (Number and Quantity columns) or a pony-binder backup JSON."
                ),
            );
            return;
        };
        if text.len() >= BACKGROUND_IMPORT_BYTES {
            let progress = Arc::new((AtomicUsize::new(0), AtomicUsize::new(text.lines().count())));
            let (sender, receiver) = std::sync::mpsc::channel();
            let index = Arc::clone(index);
            let counter = Arc::clone(&progress);
            std::thread::spawn(move || {
                let result = crate::collection::parse_import(
                    format,
                    &text,
                    index.as_ref(),
                    &mut |done, total| {
                        counter.0.store(done, Ordering::Relaxed);
                        counter.1.store(total, Ordering::Relaxed);
                    },
                );
                // The panel may have cancelled the import; then nobody listens and the result
                // is dropped on purpose.
                sender.send(result).ok();
            });
            self.import = Some(ImportState::Reading(ImportReading {
                file,
                progress,
                result: Mutex::new(receiver),
                format,
            }));
        } else {
            let result =
                crate::collection::parse_import(format, &text, index.as_ref(), &mut |_, _| {});
            self.finish_import(file, format, result);
        }
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
                    format,
                    bad: vec![BadRow {
                        line: 0,
                        reason: "reading the file stopped unexpectedly; import it again".into(),
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
            Err(bad) => ImportState::Failed { file, format, bad },
        });
    }

    fn export(&self, index: &CardIndex, path: &Path, format: ImportFormat, notices: &mut Notices) {
        let collection = &self.view.collection;
        let text = match format {
            ImportFormat::PonyBinderCsv => {
                let set_name = |code: &str| {
                    index
                        .cards()
                        .iter()
                        .find(|c| c.set_code == code)
                        .map_or_else(|| code.to_string(), |c| c.product.clone())
                };
                write_pony_binder_csv(collection, index, &set_name)
            }
            _ => write_ponydeck_csv(collection, index),
        };
        match crate::cli::write_file_whole(path, text.as_bytes()) {
            Ok(()) => notices.push(
                NoticeLevel::Info,
                format!("Exported the collection to {} ({format}).", path.display()),
            ),
            Err(e) => notices.push(
                NoticeLevel::Error,
                format!(
                    "Could not write {}: {e}. Choose another place.",
                    path.display()
                ),
            ),
        }
    }

    fn write_wishlist(
        &self,
        index: &CardIndex,
        path: &Path,
        format: WishlistFormat,
        notices: &mut Notices,
    ) {
        let Some(text) = self.wishlist(index, format) else {
            notices.push(
                NoticeLevel::Info,
                "Open a deck or choose a saved deck to make its wishlist.",
            );
            return;
        };
        match crate::cli::write_file_whole(path, text.as_bytes()) {
            Ok(()) => notices.push(
                NoticeLevel::Info,
                format!("Saved the wishlist to {}.", path.display()),
            ),
            Err(e) => notices.push(
                NoticeLevel::Error,
                format!(
                    "Could not write {}: {e}. Choose another place.",
                    path.display()
                ),
            ),
        }
    }

    /// Draws the collection screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        if let Some(text) = self.clipboard.take() {
            ui.ctx().copy_text(text);
        }
        let send = |out: &mut Vec<AppCommand>, c: CollectionCommand| {
            out.push(AppCommand::Collection(c));
        };
        egui::Panel::top("collection-top").show(ui, |ui| {
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                ui.heading("My collection");
                let collection = &self.view.collection;
                ui.label(format!(
                    "{} copies of {} printings owned",
                    collection.total_owned(),
                    collection
                        .entries()
                        .iter()
                        .filter(|(_, h)| h.owned > 0)
                        .count()
                ));
                ui.separator();
                if ui
                    .button("Import…")
                    .on_hover_text("ponydeck CSV, pony-binder CSV or pony-binder backup JSON")
                    .clicked()
                {
                    send(out, CollectionCommand::PickImport);
                }
                if ui.button("Export ponydeck CSV…").clicked() {
                    send(
                        out,
                        CollectionCommand::PickExport(ImportFormat::PonydeckCsv),
                    );
                }
                if ui.button("Export pony-binder CSV…").clicked() {
                    send(
                        out,
                        CollectionCommand::PickExport(ImportFormat::PonyBinderCsv),
                    );
                }
            });
            ui.add_space(4.0);
        });
        if self.import.is_some() {
            egui::Panel::top("collection-import").show(ui, |ui| self.import_ui(ui, index, out));
        }
        let total = ui.available_width();
        crate::ui::widgets::panel_size::fitted(
            egui::Panel::left("collection-completion").resizable(true),
            total,
            0.3,
            0.36,
            220.0,
        )
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("collection-completion-scroll")
                .show(ui, |ui| self.completion_ui(ui));
        });
        crate::ui::widgets::panel_size::fitted(
            egui::Panel::right("collection-deck").resizable(true),
            total,
            0.27,
            0.3,
            220.0,
        )
        .show(ui, |ui| self.deck_ui(ui, index, out));
        egui::CentralPanel::default().show(ui, |ui| self.list_ui(ui, index, out));
    }

    fn import_ui(&self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        let send = |out: &mut Vec<AppCommand>, c: CollectionCommand| {
            out.push(AppCommand::Collection(c));
        };
        ui.add_space(4.0);
        match &self.import {
            None => {}
            Some(ImportState::Reading(reading)) => {
                let done = reading.progress.0.load(Ordering::Relaxed);
                let total = reading.progress.1.load(Ordering::Relaxed).max(1);
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(format!("Reading {} ({})…", reading.file, reading.format));
                    ui.add(
                        egui::ProgressBar::new(done as f32 / total as f32)
                            .desired_width(240.0)
                            .text(format!("{done} of {total} lines")),
                    );
                    if ui.button("Cancel import").clicked() {
                        send(out, CollectionCommand::CancelImport);
                    }
                });
                send(out, CollectionCommand::PollImport);
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(100));
            }
            Some(ImportState::Failed { file, format, bad }) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!(
                        "{file} ({format}) has {} bad row{}; nothing was imported. Fix {} and import again:",
                        bad.len(),
                        if bad.len() == 1 { "" } else { "s" },
                        if bad.len() == 1 { "it" } else { "them" }
                    ),
                );
                egui::ScrollArea::vertical()
                    .id_salt("import-bad-rows")
                    .max_height(160.0)
                    .show(ui, |ui| {
                        for row in bad {
                            ui.monospace(row.to_string());
                        }
                    });
                if ui.button("Close").clicked() {
                    send(out, CollectionCommand::CancelImport);
                }
            }
            Some(ImportState::Preview {
                file,
                batch,
                plan,
                replace,
            }) => {
                let (before, after) = plan.owned_totals();
                ui.strong(format!("Import preview: {file} ({})", batch.format));
                ui.label(format!(
                    "{} printings read; {} change ({before} copies owned before, {after} after); {} unchanged{}{}.",
                    batch.rows.len(),
                    plan.changes.len(),
                    plan.unchanged,
                    if plan.cleared > 0 {
                        format!("; {} cleared", plan.cleared)
                    } else {
                        String::new()
                    },
                    if batch.skipped_empty_unknown > 0 {
                        format!(
                            "; {} empty rows of cards not in the catalog skipped",
                            batch.skipped_empty_unknown
                        )
                    } else {
                        String::new()
                    }
                ));
                egui::ScrollArea::vertical()
                    .id_salt("import-changes")
                    .max_height(180.0)
                    .show(ui, |ui| {
                        egui::Grid::new("import-change-grid")
                            .striped(true)
                            .show(ui, |ui| {
                                ui.strong("Printing");
                                ui.strong("Name");
                                ui.strong("Owned");
                                ui.strong("Wishlist");
                                ui.strong("Trade");
                                ui.end_row();
                                for change in plan.changes.iter().take(500) {
                                    let name = index
                                        .card(&change.card_id)
                                        .map(|c| c.display_name())
                                        .unwrap_or_default();
                                    ui.monospace(change.card_id.as_str());
                                    ui.label(name);
                                    for (b, a) in [
                                        (change.before.owned, change.after.owned),
                                        (change.before.wishlist, change.after.wishlist),
                                        (change.before.trade, change.after.trade),
                                    ] {
                                        if a == b {
                                            ui.label(a.to_string());
                                        } else {
                                            ui.strong(format!("{b} → {a}"));
                                        }
                                    }
                                    ui.end_row();
                                }
                            });
                        if plan.changes.len() > 500 {
                            ui.small(format!("…and {} more changes", plan.changes.len() - 500));
                        }
                    });
                ui.horizontal(|ui| {
                    let mut on = *replace;
                    if ui
                        .checkbox(&mut on, "Replace the whole collection")
                        .on_hover_text("Printings not in the file are cleared")
                        .changed()
                    {
                        send(out, CollectionCommand::SetReplace(on));
                    }
                    if ui
                        .add_enabled(!plan.is_empty(), egui::Button::new("Apply import"))
                        .clicked()
                    {
                        send(out, CollectionCommand::ConfirmImport);
                    }
                    if ui.button("Cancel import").clicked() {
                        send(out, CollectionCommand::CancelImport);
                    }
                });
            }
        }
        ui.add_space(4.0);
    }

    fn completion_ui(&self, ui: &mut egui::Ui) {
        ui.add_space(6.0);
        ui.heading("Completion");
        ui.small(
            "Card numbers: any printing counts (102.1.1). Printings with and without shining ※.",
        );
        ui.add_space(4.0);
        egui::Grid::new("completion-grid")
            .striped(true)
            .num_columns(4)
            .show(ui, |ui| {
                ui.strong("Set / rarity");
                ui.strong("Card numbers");
                ui.strong("Printings, no ※");
                ui.strong("With shining ※");
                ui.end_row();
                for total in &self.totals {
                    completion_row(ui, &total.set_code, total, true);
                    for row in self
                        .completion
                        .iter()
                        .filter(|r| r.set_code == total.set_code)
                    {
                        let label = format!(
                            "  {} {}",
                            row.set_code,
                            row.rarity.map(|r| r.code()).unwrap_or_default()
                        );
                        completion_row(ui, &label, row, false);
                    }
                }
            });
    }

    fn list_ui(&self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        let send = |out: &mut Vec<AppCommand>, c: CollectionCommand| {
            out.push(AppCommand::Collection(c));
        };
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let id = egui::Id::unique("collection-search");
            let mut text: String = ui
                .data_mut(|d| d.get_temp::<String>(id))
                .unwrap_or_else(|| self.search_text.clone());
            let label = ui.label("Find");
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut text)
                        .hint_text("name or ID")
                        .desired_width(ui.available_width().min(260.0)),
                )
                .labelled_by(label.id);
            if response.changed() {
                send(out, CollectionCommand::SetSearch(text.clone()));
            }
            ui.data_mut(|d| d.insert_temp(id, text));
        });
        ui.horizontal_wrapped(|ui| {
            for (grouping, label) in [
                (Grouping::BySet, "By set"),
                (Grouping::ByRarity, "By rarity"),
            ] {
                if ui
                    .add(egui::Button::selectable(self.grouping == grouping, label))
                    .clicked()
                {
                    send(out, CollectionCommand::SetGrouping(grouping));
                }
            }
            ui.separator();
            for filter in ListFilter::ALL {
                if ui
                    .add(egui::Button::selectable(
                        self.filter == filter,
                        filter.label(),
                    ))
                    .clicked()
                {
                    send(out, CollectionCommand::SetFilter(filter));
                }
            }
            ui.separator();
            let label = ui.label("Set");
            let mut set = self.set_filter.clone();
            egui::ComboBox::from_id_salt("collection-set")
                .selected_text(set.clone().unwrap_or_else(|| "All sets".into()))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut set, None, "All sets");
                    for code in &self.sets {
                        ui.selectable_value(&mut set, Some(code.clone()), code);
                    }
                })
                .response
                .labelled_by(label.id);
            if set != self.set_filter {
                send(out, CollectionCommand::SetSet(set));
            }
        });
        ui.small(format!(
            "{} printings listed. Owned / wishlist / trade per printing; − and + change the owned copies.",
            self.rows.len()
        ));
        ui.separator();
        let row_height = ui.spacing().interact_size.y + 4.0;
        egui::ScrollArea::vertical()
            .id_salt("collection-list")
            .auto_shrink(false)
            .show_rows(ui, row_height, self.rows.len(), |ui, range| {
                for &position in self.rows.get(range).unwrap_or(&[]) {
                    let Some((card, _)) = index.entry(position) else {
                        continue;
                    };
                    let holding = self
                        .view
                        .collection
                        .holding(&card.card_id)
                        .cloned()
                        .unwrap_or_default();
                    ui.horizontal(|ui| {
                        let minus = ui.add_enabled(holding.owned > 0, egui::Button::new("−"));
                        accessible(&minus, &format!("Remove one owned {}", card.card_id));
                        if minus.clicked() {
                            send(
                                out,
                                CollectionCommand::Adjust {
                                    card_id: card.card_id.clone(),
                                    delta: -1,
                                },
                            );
                        }
                        let plus = ui.button("+");
                        accessible(&plus, &format!("Add one owned {}", card.card_id));
                        if plus.clicked() {
                            send(
                                out,
                                CollectionCommand::Adjust {
                                    card_id: card.card_id.clone(),
                                    delta: 1,
                                },
                            );
                        }
                        let owned =
                            egui::RichText::new(format!("{:>2}×", holding.owned)).monospace();
                        let owned = if holding.owned == 0 {
                            owned.weak()
                        } else {
                            owned.strong()
                        };
                        ui.label(owned);
                        ui.label(
                            egui::RichText::new(format!(
                                "{:<13} {:<4} {}",
                                card.card_id.as_str(),
                                card.rarity.code(),
                                card.display_name()
                            ))
                            .monospace(),
                        );
                        if holding.wishlist > 0 {
                            ui.label(
                                egui::RichText::new(format!("want {}", holding.wishlist))
                                    .color(ui.visuals().warn_fg_color),
                            );
                        }
                        if holding.trade > 0 {
                            ui.label(
                                egui::RichText::new(format!("trade {}", holding.trade))
                                    .color(ui.visuals().hyperlink_color),
                            );
                        }
                        let keep = keep_copies(card);
                        if holding.owned > keep {
                            ui.small(format!("{} spare", holding.owned - keep)).on_hover_text(
                                format!(
                                    "Owned beyond the {keep} one deck can use{}",
                                    if card.everyday {
                                        " (an Everyday card: any number, 102.1.2; a Scene Deck holds 15)"
                                    } else {
                                        " (4 copies per card number, 102.1.0)"
                                    }
                                ),
                            );
                        }
                    });
                }
            });
    }

    fn deck_ui(&self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        let send = |out: &mut Vec<AppCommand>, c: CollectionCommand| {
            out.push(AppCommand::Collection(c));
        };
        ui.add_space(6.0);
        ui.heading("What a deck needs");
        ui.horizontal(|ui| {
            let label = ui.label("Deck");
            let mut choice = self.deck_choice.clone();
            egui::ComboBox::from_id_salt("collection-deck")
                .selected_text(choice.clone().unwrap_or_else(|| {
                    self.deck_needs
                        .as_ref()
                        .map_or_else(|| "The open deck".into(), |n| n.name.clone())
                }))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut choice, None, "The open deck");
                    for (name, _) in &self.saved_decks {
                        ui.selectable_value(&mut choice, Some(name.clone()), name);
                    }
                })
                .response
                .labelled_by(label.id);
            if choice != self.deck_choice {
                send(out, CollectionCommand::ChooseDeck(choice));
            }
        });
        let Some(needs) = &self.deck_needs else {
            ui.label("Open a deck on the Decks screen, or choose a saved deck, to see what it is missing.");
            return;
        };
        let missing = needs.missing();
        let copies: u32 = missing.iter().map(|n| n.missing).sum();
        if missing.is_empty() {
            ui.label(format!(
                "You can build '{}' from your free copies: nothing is missing.",
                needs.name
            ));
        } else {
            ui.label(format!(
                "'{}' is missing {copies} copies of {} cards.",
                needs.name,
                missing.len()
            ));
        }
        ui.horizontal_wrapped(|ui| {
            if ui
                .button("Copy wishlist")
                .on_hover_text("As a text shopping list")
                .clicked()
            {
                send(out, CollectionCommand::CopyWishlist(WishlistFormat::Text));
            }
            if ui.button("Copy wishlist CSV").clicked() {
                send(out, CollectionCommand::CopyWishlist(WishlistFormat::Csv));
            }
            if ui.button("Save wishlist…").clicked() {
                send(
                    out,
                    CollectionCommand::PickWishlistExport(WishlistFormat::Text),
                );
            }
            if ui.button("Save wishlist CSV…").clicked() {
                send(
                    out,
                    CollectionCommand::PickWishlistExport(WishlistFormat::Csv),
                );
            }
        });
        ui.separator();
        egui::ScrollArea::vertical()
            .id_salt("collection-deck-needs")
            .auto_shrink(false)
            .show(ui, |ui| {
                for need in &needs.needs {
                    let first = index.printings(&need.number).first().copied();
                    let name = first.map(|c| c.display_name()).unwrap_or_default();
                    let availability = first
                        .map(|c| self.view.availability(&c.card_id, Some(&needs.name)))
                        .unwrap_or_else(|| format!("{} owned", need.owned));
                    let text = format!("{}× {} {name}: {availability}", need.need, need.number);
                    if need.missing > 0 {
                        ui.colored_label(
                            ui.visuals().warn_fg_color,
                            format!("{text} — missing {}", need.missing),
                        );
                    } else {
                        ui.label(text);
                    }
                }
            });
    }
}

fn completion_row(ui: &mut egui::Ui, label: &str, row: &SetCompletion, strong: bool) {
    if strong {
        ui.strong(label);
    } else {
        ui.label(label);
    }
    for progress in [row.numbers, row.without_shining, row.with_shining] {
        progress_bar(ui, progress);
    }
    ui.end_row();
}

fn progress_bar(ui: &mut egui::Ui, progress: Progress) {
    let text = format!("{}/{}", progress.owned, progress.total);
    ui.add(
        egui::ProgressBar::new(progress.fraction() as f32)
            .desired_width(110.0)
            .text(text),
    );
}

/// How many copies of a printing one deck can use: 4 per card number (102.1.0), or a whole
/// Scene Deck of an Everyday Scene (102.1.2: any number; the Scene Deck holds 15).
fn keep_copies(card: &crate::card::Card) -> u32 {
    let format = crate::format::Format::kayou(crate::format::RulesVersion::NEWEST);
    if card.everyday {
        format.section("scene").map_or(0, |s| s.min)
    } else {
        format.copy.map_or(0, |c| c.limit)
    }
}
