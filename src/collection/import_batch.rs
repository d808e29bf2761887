//! Reading a collection file: the formats, the rows read, and the bad rows reported.

use std::fmt;

use crate::card::{CardId, CardIndex, Game};

use super::{dreamborn_csv, pony_binder_csv, pony_binder_json, ponydeck_csv};

/// The collection file formats (`docs/collection-formats.md`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ImportFormat {
    /// ponydeck's CSV: a header and the columns `id,quantity,wishlist,trade,notes`.
    PonydeckCsv,
    /// pony-binder's CSV export: `Set,Number,Name,Rarity,Shining,Quantity,Wishlist,Trade`.
    PonyBinderCsv,
    /// pony-binder's backup JSON: `{app:'pony-binder', version:1, profile:{cards:{..}}}`.
    PonyBinderJson,
    /// Dreamborn.ink's Lorcana collection CSV: `Set Number,Card Number,Variant,Count,Name,
    /// Color,Rarity`.
    DreambornCsv,
}

impl ImportFormat {
    /// Every format, in the order the command line lists them.
    pub const ALL: [ImportFormat; 4] = [
        ImportFormat::PonydeckCsv,
        ImportFormat::PonyBinderCsv,
        ImportFormat::PonyBinderJson,
        ImportFormat::DreambornCsv,
    ];

    /// The name on the command line (`ponydeck-csv`).
    pub fn code(self) -> &'static str {
        match self {
            ImportFormat::PonydeckCsv => "ponydeck-csv",
            ImportFormat::PonyBinderCsv => "pony-binder-csv",
            ImportFormat::PonyBinderJson => "pony-binder-json",
            ImportFormat::DreambornCsv => "dreamborn-csv",
        }
    }

    /// Whether a game's collection is kept in this format: the ponydeck CSV serves every game,
    /// the pony-binder files only Kayou's (they name Kayou's sets, numbers and shining mark),
    /// Dreamborn's CSV only Lorcana's.
    pub fn serves(self, game: Game) -> bool {
        match self {
            ImportFormat::PonydeckCsv => true,
            ImportFormat::PonyBinderCsv | ImportFormat::PonyBinderJson => game.has_card_numbers(),
            ImportFormat::DreambornCsv => game == Game::Lorcana,
        }
    }

    /// The formats a game's collection is kept in, the default first.
    pub fn of_game(game: Game) -> Vec<ImportFormat> {
        ImportFormat::ALL
            .into_iter()
            .filter(|f| f.serves(game))
            .collect()
    }

    /// Reads a name written by [`ImportFormat::code`], case-insensitively.
    pub fn parse(text: &str) -> Option<ImportFormat> {
        ImportFormat::ALL
            .into_iter()
            .find(|f| f.code().eq_ignore_ascii_case(text.trim()))
    }

    /// Tells the format from the content: JSON starts with `{`; a CSV header with `Number`
    /// and `Quantity` is pony-binder's; one with `Set Number` and `Card Number` Dreamborn's;
    /// one with `id` is ponydeck's.
    pub fn detect(text: &str) -> Option<ImportFormat> {
        let text = text.trim_start_matches('\u{feff}').trim_start();
        if text.starts_with('{') {
            return Some(ImportFormat::PonyBinderJson);
        }
        let header = text.lines().next()?.to_ascii_lowercase();
        let columns: Vec<&str> = header
            .split(',')
            .map(|c| c.trim().trim_matches('"').trim())
            .collect();
        if columns.contains(&"number") && columns.contains(&"quantity") {
            Some(ImportFormat::PonyBinderCsv)
        } else if columns.contains(&"set number") && columns.contains(&"card number") {
            Some(ImportFormat::DreambornCsv)
        } else if columns.contains(&"id") {
            Some(ImportFormat::PonydeckCsv)
        } else {
            None
        }
    }
}

impl fmt::Display for ImportFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// One row of a collection file: the new values for one printing. A field the format does not
/// carry is `None` and keeps what the collection has (unless the import replaces everything).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportRow {
    /// The line of the file the row is on (for JSON, the line of the card's key).
    pub line: usize,
    /// The printing.
    pub card_id: CardId,
    /// Copies owned.
    pub owned: u32,
    /// Copies wanted, if the format says.
    pub wishlist: Option<u32>,
    /// Copies offered for trade, if the format says.
    pub trade: Option<u32>,
    /// Notes, if the format says.
    pub notes: Option<String>,
}

/// A collection file read without errors.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportBatch {
    /// The format read.
    pub format: ImportFormat,
    /// One row per printing, in file order. Rows repeating a printing are added into its first
    /// row (counts summed, notes joined with `; `).
    pub rows: Vec<ImportRow>,
    /// Rows skipped because they record nothing (no copies, wish or trade) for a printing the
    /// catalog does not have; pony-binder exports list its whole card list this way.
    pub skipped_empty_unknown: usize,
    /// Printings of rows kept although the catalog does not have them: a ponydeck CSV holds
    /// what the collection held, cards of a newer catalog included, and reads back whole.
    pub kept_unknown: Vec<CardId>,
}

impl ImportBatch {
    /// The sentence about [`ImportBatch::kept_unknown`], if any were kept: how many, the first
    /// few IDs, and that they count once the catalog has them.
    pub fn kept_unknown_sentence(&self) -> Option<String> {
        let n = self.kept_unknown.len();
        if n == 0 {
            return None;
        }
        let shown: Vec<&str> = self
            .kept_unknown
            .iter()
            .take(5)
            .map(CardId::as_str)
            .collect();
        Some(format!(
            "{n} printing{} not in this catalog {} kept as {} ({}{}); {} once the catalog has {}",
            if n == 1 { "" } else { "s" },
            if n == 1 { "was" } else { "were" },
            if n == 1 { "it is" } else { "they are" },
            shown.join(", "),
            if n > shown.len() { ", ..." } else { "" },
            if n == 1 { "it counts" } else { "they count" },
            if n == 1 { "it" } else { "them" },
        ))
    }
}

/// A row that could not be read, with its line and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadRow {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong and what to do, as one sentence.
    pub reason: String,
    /// Whether the row's only fault is a printing the catalog lacks (a ponydeck CSV then
    /// imports with [`parse_import_keeping_unknown`]).
    pub unknown_card: bool,
}

impl fmt::Display for BadRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

/// Reads a collection file in `format` (one the game's collection is kept in,
/// [`ImportFormat::serves`]), checking every printing against the game's catalog. All or
/// nothing: any bad row makes the whole file an error listing every bad row, in line order.
/// `progress(done, total)` is called now and then for large files.
pub fn parse_import(
    format: ImportFormat,
    text: &str,
    lookup: &CardIndex,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<ImportBatch, Vec<BadRow>> {
    read_batch(BatchBuilder::new(format), text, lookup, progress)
}

/// [`parse_import`], but a ponydeck CSV row of a well-formed printing the catalog lacks is
/// kept ([`ImportBatch::kept_unknown`]) instead of bad: what a collection held under a newer
/// catalog reads back whole (`collection import --keep-unknown`).
pub fn parse_import_keeping_unknown(
    format: ImportFormat,
    text: &str,
    lookup: &CardIndex,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<ImportBatch, Vec<BadRow>> {
    let mut builder = BatchBuilder::new(format);
    builder.keeps_unknown = true;
    read_batch(builder, text, lookup, progress)
}

fn read_batch(
    mut builder: BatchBuilder,
    text: &str,
    lookup: &CardIndex,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<ImportBatch, Vec<BadRow>> {
    let format = builder.format;
    match format {
        ImportFormat::PonydeckCsv => ponydeck_csv::read(text, lookup, &mut builder, progress),
        ImportFormat::PonyBinderCsv => pony_binder_csv::read(text, lookup, &mut builder, progress),
        ImportFormat::PonyBinderJson => {
            pony_binder_json::read(text, lookup, &mut builder, progress)
        }
        ImportFormat::DreambornCsv => dreamborn_csv::read(text, lookup, &mut builder, progress),
    }
    builder.finish()
}

/// Collects rows and bad rows while a format reader walks a file.
pub(crate) struct BatchBuilder {
    format: ImportFormat,
    rows: Vec<ImportRow>,
    position: std::collections::HashMap<CardId, usize, rustc_hash::FxBuildHasher>,
    bad: Vec<BadRow>,
    skipped_empty_unknown: usize,
    kept_unknown: Vec<CardId>,
    keeps_unknown: bool,
}

impl BatchBuilder {
    fn new(format: ImportFormat) -> BatchBuilder {
        BatchBuilder {
            format,
            rows: Vec::new(),
            position: std::collections::HashMap::default(),
            bad: Vec::new(),
            skipped_empty_unknown: 0,
            kept_unknown: Vec::new(),
            keeps_unknown: false,
        }
    }

    /// A row whose printing the catalog lacks: kept (and noted) when the import keeps such
    /// rows, else a bad row. Whether the row goes on.
    pub(crate) fn unknown_printing(
        &mut self,
        line: usize,
        card_id: &CardId,
        lookup: &CardIndex,
    ) -> bool {
        if self.keeps_unknown {
            if !self.kept_unknown.contains(card_id) {
                self.kept_unknown.push(card_id.clone());
            }
            return true;
        }
        let reason = unknown_card(card_id, lookup, self.wants_suggestions());
        self.bad.push(BadRow {
            line,
            reason,
            unknown_card: true,
        });
        false
    }

    /// Records a bad row.
    pub(crate) fn bad(&mut self, line: usize, reason: impl Into<String>) {
        self.bad.push(BadRow {
            line,
            reason: reason.into(),
            unknown_card: false,
        });
    }

    /// Whether a bad row should still carry "did you mean" suggestions (they cost a scan of
    /// the catalog each, so only the first few get them).
    pub(crate) fn wants_suggestions(&self) -> bool {
        self.bad.len() < 20
    }

    /// Counts a row skipped because it records nothing for a printing the catalog lacks.
    pub(crate) fn skip_empty_unknown(&mut self) {
        self.skipped_empty_unknown += 1;
    }

    /// Adds a good row, merging it into an earlier row of the same printing; merged counts
    /// past the collection's limit make the row bad (never cut silently).
    pub(crate) fn row(&mut self, row: ImportRow) {
        if let Some(&i) = self.position.get(&row.card_id)
            && let Some(first) = self.rows.get_mut(i)
        {
            let max = u64::from(crate::limits::MAX_COLLECTION_COUNT);
            let over = |a: Option<u32>, b: Option<u32>| {
                u64::from(a.unwrap_or(0)) + u64::from(b.unwrap_or(0)) > max
            };
            if over(Some(first.owned), Some(row.owned))
                || over(first.wishlist, row.wishlist)
                || over(first.trade, row.trade)
            {
                let (line, card_id) = (row.line, row.card_id);
                return self.bad(
                    line,
                    format!(
                        "with the earlier rows of {card_id} this makes more than {max} copies, more than ponydeck keeps; write the real count"
                    ),
                );
            }
            first.owned = first.owned.saturating_add(row.owned);
            first.wishlist = add_options(first.wishlist, row.wishlist);
            first.trade = add_options(first.trade, row.trade);
            first.notes = match (first.notes.take(), row.notes) {
                (Some(a), Some(b)) if !a.is_empty() && !b.is_empty() => Some(format!("{a}; {b}")),
                (Some(a), Some(b)) => Some(if a.is_empty() { b } else { a }),
                (a, b) => a.or(b),
            };
            return;
        }
        self.position.insert(row.card_id.clone(), self.rows.len());
        self.rows.push(row);
    }

    fn finish(mut self) -> Result<ImportBatch, Vec<BadRow>> {
        if self.bad.is_empty() {
            Ok(ImportBatch {
                format: self.format,
                rows: self.rows,
                skipped_empty_unknown: self.skipped_empty_unknown,
                kept_unknown: self.kept_unknown,
            })
        } else {
            self.bad.sort_by_key(|b| b.line);
            Err(self.bad)
        }
    }
}

fn add_options(a: Option<u32>, b: Option<u32>) -> Option<u32> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.saturating_add(b)),
        (a, b) => a.or(b),
    }
}

/// Reads a count cell: a whole number from 0. Empty is `None`.
pub(crate) fn count_cell(text: &str, column: &str) -> Result<Option<u32>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let max = crate::limits::MAX_COLLECTION_COUNT;
    match text.parse::<u32>() {
        Ok(n) if n <= max => Ok(Some(n)),
        Ok(_) => Err(format!(
            "{column} {text} is more than ponydeck keeps ({max} at most); write the real count"
        )),
        Err(_) if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => Err(format!(
            "{column} {} is more than ponydeck keeps ({max} at most); write the real count",
            crate::limits::short(text)
        )),
        Err(_) => Err(format!(
            "{column} '{}' is not a whole number from 0; write a count such as 0, 1 or 4",
            crate::limits::short(text)
        )),
    }
}

/// The reason for a printing the catalog does not have, with suggestions.
pub(crate) fn unknown_card(card_id: &CardId, lookup: &CardIndex, with_suggestions: bool) -> String {
    let suggestions: Vec<String> = if with_suggestions {
        lookup
            .closest(card_id.as_str(), 3)
            .iter()
            .map(|c| c.id.to_string())
            .collect()
    } else {
        Vec::new()
    };
    if suggestions.is_empty() {
        format!("no card {card_id} in the catalog; fix the ID or remove the row")
    } else {
        format!(
            "no card {card_id} in the catalog (did you mean {}?); fix the ID or remove the row",
            suggestions.join(", ")
        )
    }
}

/// A CSV collection file being read: its header, then its rows one by one, with progress
/// reported and every row that cannot be read reported as bad and passed over.
pub(crate) struct CsvTable {
    /// The first record: the column names.
    pub(crate) header: super::CsvRecord,
    rows: std::iter::Enumerate<std::vec::IntoIter<Result<super::CsvRecord, super::CsvLineError>>>,
    total: usize,
}

impl CsvTable {
    /// Reads `text` as CSV; `None` when it is empty or its header cannot be read (reported:
    /// `empty` says what the file must start with).
    pub(crate) fn read(text: &str, out: &mut BatchBuilder, empty: &str) -> Option<CsvTable> {
        let records = super::read_csv(text);
        let total = records.len();
        let mut records = records.into_iter();
        match records.next() {
            Some(Ok(header)) => Some(CsvTable {
                header,
                rows: records.enumerate(),
                total,
            }),
            Some(Err(e)) => {
                out.bad(e.line, e.message);
                None
            }
            None => {
                out.bad(1, empty);
                None
            }
        }
    }

    /// Where the header names the column `name` (any case, spaces around ignored).
    pub(crate) fn column(&self, name: &str) -> Option<usize> {
        self.header
            .fields
            .iter()
            .position(|f| f.trim().eq_ignore_ascii_case(name))
    }

    /// The next row that reads (one that does not is reported to `out` and passed over),
    /// with the progress reported first.
    pub(crate) fn next_row(
        &mut self,
        out: &mut BatchBuilder,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<super::CsvRecord> {
        for (done, row) in self.rows.by_ref() {
            report_progress(progress, done + 2, self.total);
            match row {
                Ok(record) => return Some(record),
                Err(e) => out.bad(e.line, e.message),
            }
        }
        None
    }
}

/// A progress callback every `step` rows of `total`.
pub(crate) fn report_progress(progress: &mut dyn FnMut(usize, usize), done: usize, total: usize) {
    let step = (total / 20).max(5000);
    if done.is_multiple_of(step) || done == total {
        progress(done, total);
    }
}
