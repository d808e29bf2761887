//! `ponydeck collection set|import|export|show|completion|missing|wishlist`, and
//! [`deck_missing`] for `ponydeck deck missing`.

use std::path::{Path, PathBuf};

use clap::Subcommand;
use serde_json::json;

use crate::card::{CardId, CardIndex, Game};
use crate::catalog::{Catalog, UserDb};
use crate::collection::{
    Commitments, Holding, ImportFormat, ImportPlan, Need, SetCompletion, completion,
    missing_for_deck_with, parse_import, parse_import_keeping_unknown, set_totals,
    shopping_list_csv, shopping_list_text, write_dreamborn_csv, write_pony_binder_csv,
    write_ponydeck_csv,
};
use crate::deck::Deck;
use crate::errln;
use crate::outln;

use super::output_file::write_output;
use super::terminal_text::printable_line;
use super::{CliError, game_flag, open_catalog, print_json};
use crate::limits::{LISTED_PROBLEMS, MAX_COLLECTION_COUNT, MAX_COLLECTION_FILE_BYTES, short};

/// Files with more rows than this show their progress on stderr.
const PROGRESS_ABOVE: usize = 20_000;

/// The arguments of `deck missing` (and its alias `collection missing`).
#[derive(Debug, clap::Args)]
pub struct MissingArgs {
    /// A deck file or a saved deck's name.
    pub deck: String,
    /// Print JSON: [{"number" (Kayou) or "card", "ids", "need", "owned", "missing"}, ...].
    #[arg(long)]
    pub json: bool,
    /// Count copies used by your other saved decks as taken.
    #[arg(long)]
    pub free: bool,
    /// Other deck files whose copies are taken (repeatable).
    #[arg(long, value_name = "DECK")]
    pub committed: Vec<PathBuf>,
}

/// `ponydeck collection ...`
#[derive(Debug, Subcommand)]
pub enum CollectionCommand {
    /// Own exactly N copies of one printing (base, ※ and day/night printings count apart).
    Set {
        /// The printing ID, e.g. BP01-C01 or *BP01-CR01.
        card_id: String,
        /// How many copies you own.
        count: u32,
    },
    /// Want exactly N more copies of one printing (its wishlist count; 0 takes it off).
    Want {
        /// The printing ID.
        card_id: String,
        /// How many copies you want.
        count: u32,
    },
    /// Offer exactly N copies of one printing for trade (0 takes the offer back).
    Trade {
        /// The printing ID.
        card_id: String,
        /// How many copies you offer.
        count: u32,
    },
    /// Add (or with a negative count remove) copies of one printing: the quick +/-.
    Add {
        /// The printing ID.
        card_id: String,
        /// Copies to add; negative removes (never below zero).
        #[arg(allow_hyphen_values = true, default_value_t = 1)]
        delta: i64,
    },
    /// Import a collection file, all or nothing; prints what changes.
    Import {
        /// The file to read.
        file: PathBuf,
        /// ponydeck-csv, pony-binder-csv, pony-binder-json (Kayou) or dreamborn-csv (Lorcana)
        /// (default: told from the content).
        #[arg(long, value_parser = parse_format)]
        format: Option<ImportFormat>,
        /// Print what would change and change nothing.
        #[arg(long)]
        dry_run: bool,
        /// Make the file the whole collection: printings it does not list are cleared.
        #[arg(long)]
        replace: bool,
        /// Keep a ponydeck CSV's rows of printings this catalog lacks (a collection exported
        /// under a newer catalog) instead of refusing the file.
        #[arg(long)]
        keep_unknown: bool,
    },
    /// Export the collection (default: ponydeck-csv to stdout).
    Export {
        /// ponydeck-csv, pony-binder-csv (Kayou) or dreamborn-csv (Lorcana).
        #[arg(long, value_parser = parse_format)]
        format: Option<ImportFormat>,
        /// Write to this file instead of stdout.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// List the owned printings.
    Show {
        /// Print JSON: [{"id": "BP01-C01", "owned": 3}, ...] (the contract's shape; wanted and
        /// for-trade copies are in the text and in `export`).
        #[arg(long)]
        json: bool,
    },
    /// Completion per set and rarity: distinct card numbers owned, and printings with and
    /// without the shining ones.
    Completion {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// What a deck is missing (the same as `ponydeck deck missing DECK`).
    Missing(MissingArgs),
    /// The missing cards of a deck as a shopping list.
    Wishlist {
        /// A deck file or a saved deck's name.
        deck: String,
        /// CSV (number,name,need,owned,missing) instead of text.
        #[arg(long)]
        csv: bool,
        /// Write to this file instead of stdout.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// Count copies used by your other saved decks as taken.
        #[arg(long)]
        free: bool,
        /// Other deck files whose copies are taken (repeatable).
        #[arg(long, value_name = "DECK")]
        committed: Vec<PathBuf>,
    },
}

fn parse_format(text: &str) -> Result<ImportFormat, String> {
    ImportFormat::parse(text).ok_or_else(|| {
        format!("'{text}' is not a collection format; use ponydeck-csv, pony-binder-csv, pony-binder-json or dreamborn-csv (Lorcana)")
    })
}

/// Runs a collection subcommand for a game (`--game`): `set`, `add`, `want`, `trade` and
/// `show` the same for every game; `completion` and `missing` each game's own (Kayou's count
/// card numbers per rarity, the others' printings per set); every game imports and exports the
/// ponydeck CSV, and the pony-binder files and the shopping list are Kayou's.
pub fn run(
    cmd: CollectionCommand,
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
) -> Result<(), CliError> {
    match cmd {
        CollectionCommand::Set { card_id, count } => set(catalog, data, game, &card_id, count),
        CollectionCommand::Add { card_id, delta } => add(catalog, data, game, &card_id, delta),
        CollectionCommand::Want { card_id, count } => {
            mark(catalog, data, game, &card_id, count, Mark::Wanted)
        }
        CollectionCommand::Trade { card_id, count } => {
            mark(catalog, data, game, &card_id, count, Mark::ForTrade)
        }
        CollectionCommand::Show { json } => show(catalog, data, game, json),
        CollectionCommand::Import {
            file,
            format,
            dry_run,
            replace,
            keep_unknown,
        } => import(
            catalog,
            data,
            game,
            &file,
            format,
            dry_run,
            replace,
            keep_unknown,
        ),
        CollectionCommand::Export { format, out } => {
            export(catalog, data, game, format, out.as_deref())
        }
        CollectionCommand::Completion { json } => completion_cmd(catalog, data, game, json),
        CollectionCommand::Missing(args) => deck_missing(game, &args, catalog, data),
        CollectionCommand::Wishlist {
            deck,
            csv,
            out,
            free,
            committed,
        } => {
            let args = MissingArgs {
                deck,
                json: false,
                free,
                committed,
            };
            wishlist(game, &args, csv, out.as_deref(), catalog, data)
        }
    }
}

fn open_user_db(data: Option<&Path>) -> Result<UserDb, CliError> {
    Ok(UserDb::open_default(data)?)
}

fn read_file(path: &Path) -> Result<String, CliError> {
    super::input_file::read_text_file(
        path,
        MAX_COLLECTION_FILE_BYTES,
        false,
        "the collection file",
    )
}

fn card_label(catalog: &Catalog, game: Game, card_id: &CardId) -> String {
    let name = catalog
        .game_index(game)
        .ok()
        .and_then(|cards| cards.printing(card_id))
        .map(|card| card.name.clone());
    match name {
        Some(name) => format!("{card_id} {name}"),
        None => format!("{card_id} (not in the catalog)"),
    }
}

/// Parses a printing ID of a game and checks that the catalog has it. A Kayou number printed
/// only in art variants reads as its first printing, said once (102.1.1).
fn known_card(catalog: &Catalog, game: Game, text: &str) -> Result<CardId, CliError> {
    let card_id = CardId::parse_in(game, text)
        .map_err(|e| CliError::Input(format!("{e} (a {} ID)", game.title())))?;
    let cards = catalog.game_index(game)?;
    if let Some((card, true)) = cards.resolve_printing(&card_id) {
        errln!(
            "ponydeck: {}.",
            crate::card::stood_in_sentence(&card_id, card, cards)
        );
        return Ok(card.id.clone());
    }
    if cards.printing(&card_id).is_none() {
        let suggestions: Vec<String> = cards
            .closest(text, 3)
            .iter()
            .map(|c| format!("{} {}", c.id, c.name))
            .collect();
        let hint = if suggestions.is_empty() {
            format!(
                "find it with `ponydeck catalog search{} NAME`",
                game_flag(game)
            )
        } else {
            format!("did you mean {}?", suggestions.join(", "))
        };
        // The default game goes unnamed, as on the command line.
        let which = if game == Game::default() {
            String::new()
        } else {
            format!("{} ", game.title())
        };
        return Err(CliError::Input(format!(
            "no {which}card {card_id} in the catalog; {hint}"
        )));
    }
    Ok(card_id)
}

/// ` --game G` for a game other than Kayou, for the commands a message suggests.
fn set(
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
    card_id: &str,
    count: u32,
) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let card_id = known_card(&catalog, game, card_id)?;
    if count > MAX_COLLECTION_COUNT {
        return Err(CliError::Input(format!(
            "{count} copies of {card_id} is more than ponydeck keeps ({MAX_COLLECTION_COUNT} at most); nothing was changed"
        )));
    }
    let mut db = open_user_db(data)?;
    let holding = db.set_owned(game, &card_id, count)?;
    outln!(
        "{}: {} owned.",
        card_label(&catalog, game, &card_id),
        holding.owned
    );
    Ok(())
}

/// Which count of a holding `want` and `trade` set.
#[derive(Clone, Copy)]
enum Mark {
    Wanted,
    ForTrade,
}

fn mark(
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
    card_id: &str,
    count: u32,
    mark: Mark,
) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let card_id = known_card(&catalog, game, card_id)?;
    let mut db = open_user_db(data)?;
    let holding = match mark {
        Mark::Wanted => db.set_wanted(game, &card_id, count)?,
        Mark::ForTrade => db.set_for_trade(game, &card_id, count)?,
    };
    outln!(
        "{}: {} owned, {} wanted, {} for trade.",
        card_label(&catalog, game, &card_id),
        holding.owned,
        holding.wishlist,
        holding.trade
    );
    Ok(())
}

fn add(
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
    card_id: &str,
    delta: i64,
) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let card_id = known_card(&catalog, game, card_id)?;
    let owned = open_user_db(data)?.adjust_owned(game, &card_id, delta)?;
    outln!("{}: {owned} owned.", card_label(&catalog, game, &card_id));
    Ok(())
}

/// A progress bar on stderr for large files (drawn only when stderr is a terminal, by
/// `indicatif`), fed by the `(done, total)` callbacks of reading and writing.
fn progress_printer(label: String, total_hint: usize) -> impl FnMut(usize, usize) {
    let mut bar: Option<indicatif::ProgressBar> = None;
    move |done, total| {
        if total_hint <= PROGRESS_ABOVE && total <= PROGRESS_ABOVE {
            return;
        }
        let bar = bar.get_or_insert_with(|| {
            let bar = indicatif::ProgressBar::new(total as u64);
            bar.set_style(
                indicatif::ProgressStyle::with_template("{msg} {bar:30} {human_pos}/{human_len}")
                    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
            );
            bar.set_message(label.clone());
            bar
        });
        bar.set_length(total as u64);
        bar.set_position(done as u64);
        if done >= total {
            bar.finish_and_clear();
        }
    }
}

fn describe_change(before: &Holding, after: &Holding) -> String {
    let mut parts = Vec::new();
    for (name, b, a) in [
        ("owned", before.owned, after.owned),
        ("wishlist", before.wishlist, after.wishlist),
        ("trade", before.trade, after.trade),
    ] {
        if b != a {
            parts.push(format!("{name} {b} -> {a}"));
        }
    }
    if before.notes != after.notes {
        parts.push(format!(
            "notes '{}' -> '{}'",
            printable_line(&short(&before.notes)),
            printable_line(&short(&after.notes))
        ));
    }
    parts.join(", ")
}

#[allow(clippy::too_many_arguments)]
fn import(
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
    file: &Path,
    format: Option<ImportFormat>,
    dry_run: bool,
    replace: bool,
    keep_unknown: bool,
) -> Result<(), CliError> {
    let text = read_file(file)?;
    let format = match format {
        Some(format) => format,
        None => ImportFormat::detect(&text).ok_or_else(|| {
            CliError::Input(format!(
                "could not tell the format of {}; pass --format ponydeck-csv, pony-binder-csv, pony-binder-json or dreamborn-csv",
                file.display()
            ))
        })?,
    };
    let catalog = open_catalog(catalog)?;
    let lines = text.lines().count();
    let mut reading = progress_printer(format!("reading {}", file.display()), lines);
    // Every game reads the ponydeck CSV; the pony-binder files are Kayou's, Dreamborn's
    // Lorcana's.
    if !format.serves(game) {
        return Err(CliError::Input(format!(
            "{} is a {format} file, {}; a {} collection imports from a {}",
            file.display(),
            owner_of(format),
            game.title(),
            formats_of(game)
        )));
    }
    let cards = catalog.game_index(game)?;
    let read = if keep_unknown {
        parse_import_keeping_unknown(format, &text, cards, &mut reading)
    } else {
        parse_import(format, &text, cards, &mut reading)
    };
    let batch = read.map_err(|bad| {
        let mut message = format!(
            "{} ({format}) has {} bad row{}; nothing was imported. Fix {} and import again:",
            file.display(),
            bad.len(),
            if bad.len() == 1 { "" } else { "s" },
            if bad.len() == 1 { "it" } else { "them" }
        );
        for row in bad.iter().take(LISTED_PROBLEMS) {
            message.push_str(&format!(
                "\n  {}: {}",
                file.display(),
                printable_line(&row.to_string())
            ));
        }
        if bad.len() > LISTED_PROBLEMS {
            message.push_str(&format!(
                "\n  ... and {} more bad rows (the last on line {}).",
                bad.len() - LISTED_PROBLEMS,
                bad.last().map_or(0, |b| b.line)
            ));
        }
        if format == ImportFormat::PonydeckCsv && bad.iter().all(|b| b.unknown_card) {
            message.push_str(
                "\nIf the file was exported with a newer catalog, pass --keep-unknown to keep those printings as they are.",
            );
        }
        CliError::Input(message)
    })?;
    let mut db = open_user_db(data)?;
    let plan = if dry_run {
        ImportPlan::new(&db.collection(game)?, &batch, replace)
    } else {
        let mut writing = progress_printer("writing".to_string(), batch.rows.len());
        db.apply_import(game, &batch, replace, &mut writing)?
    };
    let (before, after) = plan.owned_totals();
    outln!(
        "{} ({format}): {} printings read; {} change ({} copies owned before, {} after){}; {} unchanged.",
        file.display(),
        batch.rows.len(),
        plan.changes.len(),
        before,
        after,
        if plan.cleared > 0 {
            format!(", {} cleared by --replace", plan.cleared)
        } else {
            String::new()
        },
        plan.unchanged
    );
    if let Some(kept) = batch.kept_unknown_sentence() {
        outln!("{kept}.");
    }
    if batch.skipped_empty_unknown > 0 {
        outln!(
            "{} empty rows for printings not in ponydeck's catalog were skipped.",
            batch.skipped_empty_unknown
        );
    }
    let shown = if dry_run { plan.changes.len() } else { 20 };
    for change in plan.changes.iter().take(shown) {
        outln!(
            "  {}: {}",
            card_label(&catalog, game, &change.card_id),
            describe_change(&change.before, &change.after)
        );
    }
    if plan.changes.len() > shown {
        outln!("  ... and {} more.", plan.changes.len() - shown);
    }
    if dry_run {
        outln!("Dry run: nothing was changed.");
        return Ok(());
    }
    outln!("Imported into {}.", db.path().display());
    Ok(())
}

fn export(
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
    format: Option<ImportFormat>,
    out: Option<&Path>,
) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let db = open_user_db(data)?;
    let collection = db.collection(game)?;
    let unreadable = db.unreadable_collection_rows(game)?;
    let cards = catalog.game_index(game)?;
    let mut text = match format.unwrap_or(ImportFormat::PonydeckCsv) {
        other if !other.serves(game) => {
            return Err(CliError::Input(format!(
                "{other} is {}; a {} collection exports as {} (ponydeck-csv when --format is left out)",
                owner_of(other),
                game.title(),
                formats_of(game)
            )));
        }
        ImportFormat::PonydeckCsv => write_ponydeck_csv(&collection, cards),
        ImportFormat::DreambornCsv => write_dreamborn_csv(&collection, cards),
        ImportFormat::PonyBinderCsv => {
            let set_name = |code: &str| set_name(&catalog, code);
            write_pony_binder_csv(&collection, cards, &set_name)
        }
        ImportFormat::PonyBinderJson => {
            return Err(CliError::Input(
                "ponydeck cannot write pony-binder-json; export --format pony-binder-csv or ponydeck-csv".into(),
            ));
        }
    };
    // Rows whose ID ponydeck cannot read are written as stored, so the backup is whole
    // (Dreamborn's CSV numbers printings by set and number, which such a row does not have).
    let pony_binder = format == Some(ImportFormat::PonyBinderCsv);
    let dreamborn = format == Some(ImportFormat::DreambornCsv);
    let unreadable = if dreamborn {
        let left_out = unreadable.len()
            + collection
                .entries()
                .iter()
                .filter(|(id, h)| h.owned > 0 && cards.printing(id).is_none())
                .count();
        if left_out > 0 {
            errln!(
                "ponydeck: {left_out} printing{} not in this catalog {} left out: Dreamborn's CSV names a printing by its set and number.",
                if left_out == 1 { "" } else { "s" },
                if left_out == 1 { "was" } else { "were" },
            );
        }
        Vec::new()
    } else {
        unreadable
    };
    for row in &unreadable {
        let h = &row.holding;
        let yes = |n: u32| if n > 0 { "Yes" } else { "" };
        let (owned, wishlist, trade) = (
            h.owned.to_string(),
            h.wishlist.to_string(),
            h.trade.to_string(),
        );
        let notes = crate::collection::formula_safe(&h.notes);
        let fields: Vec<&str> = if pony_binder {
            vec![
                "",
                row.printing_id.as_str(),
                "",
                "",
                "",
                &owned,
                yes(h.wishlist),
                yes(h.trade),
            ]
        } else {
            vec![row.printing_id.as_str(), &owned, &wishlist, &trade, &notes]
        };
        crate::collection::write_csv_row(&mut text, &fields, pony_binder);
    }
    write_output(&text, out)?;
    let unknown = collection
        .entries()
        .iter()
        .filter(|(id, _)| cards.printing(id).is_none())
        .count();
    if !unreadable.is_empty() {
        errln!(
            "ponydeck: {} row{} with IDs ponydeck cannot read were written as stored: {}.",
            unreadable.len(),
            if unreadable.len() == 1 { "" } else { "s" },
            unreadable
                .iter()
                .take(LISTED_PROBLEMS)
                .map(|r| printable_line(&short(&r.printing_id)).into_owned())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    if let Some(path) = out {
        let extra = if unknown > 0 {
            format!(" ({unknown} not in this catalog, written with what their IDs tell)")
        } else {
            String::new()
        };
        errln!(
            "Wrote {} printings to {}{extra}.",
            collection.len() + unreadable.len(),
            path.display()
        );
    }
    Ok(())
}

/// Whose collection format `format` is, for a sentence: `a Kayou collection format`.
fn owner_of(format: ImportFormat) -> &'static str {
    match format {
        ImportFormat::DreambornCsv => "a Lorcana collection format",
        ImportFormat::PonyBinderCsv | ImportFormat::PonyBinderJson => "a Kayou collection format",
        ImportFormat::PonydeckCsv => "the ponydeck CSV",
    }
}

/// The collection formats of a game, for a sentence: `ponydeck CSV or dreamborn-csv`.
fn formats_of(game: Game) -> String {
    let codes: Vec<&str> = ImportFormat::of_game(game)
        .iter()
        .map(|f| f.code())
        .collect();
    codes.join(" or ")
}

fn set_name(catalog: &Catalog, code: &str) -> String {
    catalog
        .sets()
        .iter()
        .find(|s| s.set_code == code)
        .map_or_else(|| code.to_string(), |s| s.name.clone())
}

fn show(
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
    json: bool,
) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let db = open_user_db(data)?;
    let collection = db.collection(game)?;
    let unreadable = db.unreadable_collection_rows(game)?;
    let owned = collection.entries_in_catalog_order(catalog.game_index(game)?);
    let owned: Vec<_> = owned.into_iter().filter(|(_, h)| h.owned > 0).collect();
    if json {
        let rows: Vec<_> = owned
            .iter()
            .map(|(id, h)| json!({"id": id.as_str(), "owned": h.owned}))
            .collect();
        return print_json(&json!(rows));
    }
    if owned.is_empty() && unreadable.is_empty() {
        let flag = game_flag(game);
        outln!(
            "The collection is empty; add cards with `ponydeck{flag} collection set CARD-ID N` or `ponydeck{flag} collection import FILE`."
        );
        return Ok(());
    }
    for (card_id, holding) in &owned {
        let mut marks = String::new();
        if holding.wishlist > 0 {
            marks.push_str(&format!(" (want {})", holding.wishlist));
        }
        if holding.trade > 0 {
            marks.push_str(&format!(" (trade {})", holding.trade));
        }
        outln!(
            "{} {}{marks}",
            holding.owned,
            card_label(&catalog, game, card_id)
        );
    }
    if !unreadable.is_empty() {
        outln!(
            "{} row{} with IDs ponydeck cannot read (kept as stored): {}",
            unreadable.len(),
            if unreadable.len() == 1 { "" } else { "s" },
            unreadable
                .iter()
                .take(LISTED_PROBLEMS)
                .map(|r| format!(
                    "{} x{}",
                    printable_line(&short(&r.printing_id)),
                    r.holding.owned
                ))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    outln!(
        "{} printings, {} copies.",
        owned.len(),
        collection.total_owned()
    );
    Ok(())
}

/// `collection completion [--game G] [--json]`. Kayou's per set and rarity, counting card
/// numbers (102.1.1) with the printings with and without ※ beside; the other games' per set,
/// counting printings as their collectors number them, with the copies held. JSON rows:
/// `{"set", "name", "rarity", "owned", "total", "without_shining", "with_shining", "copies"}`.
fn completion_cmd(
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
    json: bool,
) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let collection = open_user_db(data)?.collection(game)?;
    let by_number = game.has_card_numbers();
    let mut rows = completion(&collection, catalog.game_index(game)?);
    if !by_number {
        rows = set_totals(&rows);
    }
    let counted = |r: &SetCompletion| if by_number { r.numbers } else { r.with_shining };
    if json {
        let rows: Vec<_> = rows
            .iter()
            .map(|r| {
                json!({
                    "set": r.set_code,
                    "name": r.name,
                    "rarity": r.rarity.map(|x| x.code()),
                    "owned": counted(r).owned,
                    "total": counted(r).total,
                    "without_shining": r.without_shining,
                    "with_shining": r.with_shining,
                    "copies": r.copies,
                })
            })
            .collect();
        return print_json(&json!(rows));
    }
    if !by_number {
        outln!(
            "{:<8}{:>10}{:>8}{:>8}  Name",
            "Set",
            "Printings",
            "",
            "Copies"
        );
        for row in &rows {
            outln!(
                "{:<8}{:>10}{:>7.1}%{:>8}  {}",
                printable_line(&row.set_code),
                format!("{}/{}", row.with_shining.owned, row.with_shining.total),
                row.with_shining.fraction() * 100.0,
                row.copies,
                printable_line(row.name.as_deref().unwrap_or(""))
            );
        }
        return Ok(());
    }
    outln!(
        "{:<6}{:<8}{:>9} {:<12}{:>12}{:>12}",
        "Set",
        "Rarity",
        "Numbers",
        "",
        "Without ※",
        "With ※"
    );
    let totals = set_totals(&rows);
    for total in &totals {
        for row in rows
            .iter()
            .filter(|r| r.set_code == total.set_code)
            .chain([total])
        {
            let rarity = row.rarity.map_or("all", |r| r.code());
            outln!(
                "{:<6}{:<8}{:>9} {:<12}{:>12}{:>12}",
                row.set_code,
                rarity,
                format!("{}/{}", row.numbers.owned, row.numbers.total),
                row.numbers.bar(10),
                format!(
                    "{}/{}",
                    row.without_shining.owned, row.without_shining.total
                ),
                format!("{}/{}", row.with_shining.owned, row.with_shining.total),
            );
        }
    }
    Ok(())
}

fn deck_title(deck: &Deck, path: &Path) -> String {
    deck.name.clone().unwrap_or_else(|| {
        path.file_stem().map_or_else(
            || path.display().to_string(),
            |s| s.to_string_lossy().into_owned(),
        )
    })
}

/// The deck named on the command line (a file, else a saved deck of the game), its title, and
/// what it is missing. With `free`, copies used by the other saved decks are taken; so are
/// those of the `committed` deck files.
fn missing_of(
    game: Game,
    args: &MissingArgs,
    catalog: Option<&Path>,
    data: Option<&Path>,
) -> Result<(Catalog, String, Vec<Need>), CliError> {
    let catalog = open_catalog(catalog)?;
    let deck_text = args.deck.as_str();
    let (deck, label) = super::deck_cmd::resolve_deck(&catalog, game, deck_text, data)?;
    let title = match &deck.name {
        Some(name) => name.clone(),
        None if Path::new(deck_text).is_file() => deck_title(&deck, Path::new(deck_text)),
        None => label,
    };
    let mut others: Vec<(String, Deck)> = args
        .committed
        .iter()
        .map(|p| {
            super::deck_file::read_list(&catalog, game, p).map(|(d, _)| (deck_title(&d, p), d))
        })
        .collect::<Result<_, _>>()?;
    let db = open_user_db(data)?;
    if args.free {
        let this = deck_text
            .rsplit_once('@')
            .map_or(deck_text, |(name, _)| name);
        let saved = db.decks(game).map_err(|e| CliError::Input(e.to_string()))?;
        for summary in saved {
            if summary.name.eq_ignore_ascii_case(this.trim()) {
                continue;
            }
            let other = db
                .load_deck(game, &summary.name, None)
                .map_err(|e| CliError::Input(e.to_string()))?;
            others.push((summary.name, other.deck));
        }
    }
    let cards = catalog.game_index(game)?;
    let commitments = Commitments::new(others.iter().map(|(name, d)| (name.as_str(), d)), cards);
    let collection = db.collection(game)?;
    let missing = missing_for_deck_with(&deck, &collection, cards, &commitments);
    Ok((catalog, title, missing))
}

/// One need as `deck missing --json` prints it: the copy key under the game's word for it
/// (`number` for Kayou's card number, `card` for the name the other games count by), the
/// printings the deck lists, `need`, `owned`, `missing`, and `committed` when above 0.
fn need_json(game: Game, need: &Need) -> serde_json::Value {
    let mut value = json!({
        game.copy_key_field(): need.card,
        "ids": need.ids,
        "need": need.need,
        "owned": need.owned,
        "missing": need.missing,
    });
    if let (Some(object), true) = (value.as_object_mut(), need.committed > 0) {
        object.insert("committed".into(), json!(need.committed));
    }
    value
}

/// `ponydeck deck missing DECK [--game G] [--json]`: the cards the deck lacks copies of, any
/// printing under the card's copy key counting as owned (Kayou's card number, 102.1.1; the
/// full name for Lorcana, 1.10.1.1; the card name for Palworld, 6.1.1.2). JSON:
/// `[{"number": "BP01-CR01", "ids": ["BP01-CR01"], "need": 4, "owned": 1, "missing": 3}, ...]`
/// in deck order (`"card"` for the other games). Exit 0 whether or not cards are missing; 2
/// when the deck cannot be read. DECK is a deck file or a saved deck's name. With `free`,
/// copies used by the other saved decks are taken, as are those of the `committed` deck
/// files; their count appears as `"committed"` when above 0.
pub fn deck_missing(
    game: Game,
    args: &MissingArgs,
    catalog: Option<&Path>,
    data: Option<&Path>,
) -> Result<(), CliError> {
    let (catalog, title, missing) = missing_of(game, args, catalog, data)?;
    if args.json {
        return print_json(&serde_json::Value::Array(
            missing.iter().map(|n| need_json(game, n)).collect(),
        ));
    }
    let title = printable_line(&title);
    if missing.is_empty() {
        outln!("You own every card of '{title}'.");
        return Ok(());
    }
    let cards = catalog.game_index(game)?;
    let copies: u32 = missing.iter().map(|n| n.missing).sum();
    outln!(
        "'{title}' is missing {copies} cards ({} {}):",
        missing.len(),
        game.distinct_cards_word()
    );
    for need in &missing {
        let used = if need.committed > 0 {
            format!(" ({} in other decks)", need.committed)
        } else {
            String::new()
        };
        outln!(
            "  {}: need {}, own {}{used}, missing {}",
            printable_line(&named_key(need, cards)),
            need.need,
            need.owned,
            need.missing
        );
    }
    Ok(())
}

/// A need's copy key as a report names it: with the card's name where the key is a number
/// (`BP01-CR01 Twilight Sparkle`), with the printings listed where the key is the name
/// (`Elsa - Snow Queen (1-042)`).
fn named_key(need: &Need, cards: &CardIndex) -> String {
    match cards.with_copy_key(&need.card).first() {
        Some(card) if card.name != need.card => format!("{} {}", need.card, card.name),
        _ if need.ids.is_empty() => need.card.clone(),
        _ => {
            let ids: Vec<&str> = need.ids.iter().map(|id| id.as_str()).collect();
            format!("{} ({})", need.card, ids.join(", "))
        }
    }
}

fn wishlist(
    game: Game,
    args: &MissingArgs,
    csv: bool,
    out: Option<&Path>,
    catalog: Option<&Path>,
    data: Option<&Path>,
) -> Result<(), CliError> {
    let (catalog, title, missing) = missing_of(game, args, catalog, data)?;
    let cards = catalog.game_index(game)?;
    let text = if csv {
        shopping_list_csv(&missing, cards)
    } else {
        shopping_list_text(&title, &missing, cards)
    };
    write_output(&text, out)
}
