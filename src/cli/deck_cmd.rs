//! `ponydeck deck validate|import|starters|list|show|export|diff|rename|delete|stats|notes|tag`.

use std::io::{BufRead as _, Write as _};
use std::path::{Path, PathBuf};

use clap::Subcommand;
use serde_json::json;

use crate::card::{Card, Game};
use crate::catalog::{Catalog, DeckStoreError, UserDb};
use crate::deck::{Deck, DeckDiff, DeckFormat, Section, diff, starter_for, starters_for};
use crate::err_print;
use crate::errln;
use crate::format::{Format, RulesVersion, validate_game};
use crate::outln;
use crate::stats::{Bucket, Spread, deck_stats};

use super::deck_file::{read_list, write_list};
use super::output_file::write_output;
use super::terminal_text::{printable, printable_line};
use super::validation_report::ValidationReport;
use super::{CliError, open_catalog, print_json};
use crate::limits::short;

/// `ponydeck deck ...`
#[derive(Debug, Subcommand)]
pub enum DeckCommand {
    /// Check a deck list against the deck-construction rules (exit 0 legal, 1 not, 2 unreadable).
    Validate {
        /// The deck list (ponydeck text, DreamTCG text or JSON, ponydeck JSON).
        file: PathBuf,
        /// The rules version: 1.3.0 or 2.0.0 (default: the newest, 2.0.0).
        #[arg(long, default_value_t = RulesVersion::NEWEST)]
        rules: RulesVersion,
        /// With --game lorcana: core (default), infinity, limited (draft, 35) or sealed (40);
        /// with --game palworld: standard.
        #[arg(long, value_name = "FORMAT")]
        format: Option<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Read a Lorcana or Palworld deck list (`--game`) and print it in the form deck sites
    /// import (`COUNT Name - Version` for Lorcana, `COUNT ID Name` for Palworld).
    Convert {
        /// The deck list.
        file: PathBuf,
        /// The format whose sections the list is printed in (default: the game's first).
        #[arg(long, value_name = "FORMAT")]
        format: Option<String>,
        /// Palworld: print the wiki's deck-share code (`EBP01-001x3,...`) instead.
        #[arg(long)]
        share: bool,
    },
    /// Save a deck list (any format) or a starter deck into your library as a new version.
    Import {
        /// The deck list; leave out with --starter.
        #[arg(required_unless_present = "starter")]
        file: Option<PathBuf>,
        /// The name to save under (default: the list's name, else the file name).
        #[arg(long)]
        name: Option<String>,
        /// Copy a starter deck (see `ponydeck deck starters`), e.g. SD01A.
        #[arg(long, value_name = "CODE", conflicts_with = "file")]
        starter: Option<String>,
        /// Notes to keep with the deck.
        #[arg(long)]
        notes: Option<String>,
        /// Tags, comma-separated.
        #[arg(long, value_delimiter = ',')]
        tags: Option<Vec<String>>,
        /// Save the cards of the good lines when some lines of a Lorcana or Palworld list
        /// cannot be read (each bad line is still named, with its "did you mean").
        #[arg(long)]
        skip_bad_lines: bool,
    },
    /// List the starter decks that ship with ponydeck.
    Starters {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// List your saved decks.
    List {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Show a saved deck: its cards, legality and history.
    Show {
        /// The deck's name (`NAME@VERSION` for an older version).
        name: String,
        /// The rules version to check against.
        #[arg(long, default_value_t = RulesVersion::NEWEST)]
        rules: RulesVersion,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Write a saved deck as a list.
    Export {
        /// The deck's name (`NAME@VERSION` for an older version).
        name: String,
        /// ponydeck, dreamtcg, dreamtcg-json or json (Kayou); site (= dreamborn) or deck-code
        /// (Lorcana); site (Palworld). A format the game does not keep writes its site list.
        #[arg(long, default_value = "ponydeck")]
        format: DeckFormat,
        /// Write to this file instead of stdout.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Compare two decks: saved names (`NAME@VERSION`) or files. With one name: its previous
    /// version against its newest.
    Diff {
        /// The old deck.
        old: String,
        /// The new deck.
        new: Option<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Rename a saved deck (its history stays).
    Rename {
        /// The current name.
        old: String,
        /// The new name.
        new: String,
    },
    /// Delete a saved deck and its history (asks first unless --yes).
    Delete {
        /// The deck's name.
        name: String,
        /// Do not ask.
        #[arg(long)]
        yes: bool,
    },
    /// What a deck file or saved deck is missing from your collection (any printing of a card
    /// number counts as owned, ※ included).
    Missing(super::collection_cmd::MissingArgs),
    /// Cost curve, types, keywords and Inspiration spread of a deck file or saved deck.
    Stats {
        /// A deck file or a saved deck's name.
        deck: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Replace a saved deck's notes.
    Notes {
        /// The deck's name.
        name: String,
        /// The notes.
        text: String,
    },
    /// Replace a saved deck's tags.
    Tag {
        /// The deck's name.
        name: String,
        /// The tags (none clears them).
        tags: Vec<String>,
    },
}

/// Runs a deck subcommand for a game (`--game`): every command but `convert` (the other games'
/// lists in their sites' shapes) and `starters` serves every game, each reading and writing the
/// game's own lists.
pub fn run(
    cmd: DeckCommand,
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
) -> Result<(), CliError> {
    match cmd {
        DeckCommand::Validate {
            file,
            rules,
            format,
            json,
        } => {
            let format = format_for(game, rules, format.as_deref())?;
            validate_cmd(catalog, game, &file, &format, json)
        }
        DeckCommand::Convert {
            file,
            format,
            share,
        } => {
            let format = format_for(game, RulesVersion::default(), format.as_deref())?;
            convert_cmd(&open_catalog(catalog)?, &format, &file, share)
        }
        DeckCommand::Import {
            file,
            name,
            starter,
            notes,
            tags,
            skip_bad_lines,
        } => import_cmd(
            catalog,
            data,
            game,
            file.as_deref(),
            ImportOptions { skip_bad_lines },
            name,
            starter,
            notes,
            tags,
        ),
        DeckCommand::Starters { json } => starters_cmd(catalog, game, json),
        DeckCommand::List { json } => list_cmd(data, game, json),
        DeckCommand::Show { name, rules, json } => {
            let format = format_for(game, rules, None)?;
            show_cmd(catalog, data, game, &name, &format, json)
        }
        DeckCommand::Export { name, format, out } => {
            export_cmd(catalog, data, game, &name, format, out.as_deref())
        }
        DeckCommand::Diff { old, new, json } => {
            diff_cmd(catalog, data, game, &old, new.as_deref(), json)
        }
        DeckCommand::Rename { old, new } => {
            let summary = open_db(data)?
                .rename_deck(game, &old, &new)
                .map_err(store_error)?;
            outln!(
                "Renamed '{}' to '{}'.",
                printable_line(&old),
                printable_line(&summary.name)
            );
            Ok(())
        }
        DeckCommand::Delete { name, yes } => delete_cmd(data, game, &name, yes),
        DeckCommand::Stats { deck, json } => stats_cmd(catalog, data, game, &deck, json),
        DeckCommand::Missing(args) => {
            super::collection_cmd::deck_missing(game, &args, catalog, data)
        }
        DeckCommand::Notes { name, text } => {
            open_db(data)?
                .set_deck_notes(game, &name, &text)
                .map_err(store_error)?;
            outln!("Notes of '{}' saved.", printable_line(&name));
            Ok(())
        }
        DeckCommand::Tag { name, tags } => {
            open_db(data)?
                .set_deck_tags(game, &name, &tags)
                .map_err(store_error)?;
            outln!("Tags of '{}' saved.", printable_line(&name));
            Ok(())
        }
    }
}

/// The format a deck is checked against: for Kayou its rules version (`--format 1.3.0` reads as
/// `--rules 1.3.0`), for the other games `--format` (their default when not given).
/// `deck convert FILE [--game G]`: the list in the form its game's deck site imports (Kayou:
/// DreamTCG's text; Lorcana `COUNT Name - Version`; Palworld `COUNT ID Name` under its deck
/// headings), or with `--share` the share code of the format's first section (`IDxN,...`, as
/// the Palworld wiki reads it).
fn convert_cmd(
    catalog: &Catalog,
    format: &Format,
    file: &Path,
    share: bool,
) -> Result<(), CliError> {
    let game = format.id.game;
    let deck = read_list(catalog, game, file)?.0;
    let text = if share {
        let first = format.sections.first().map_or(Section::Main, |s| s.section);
        format!("{}\n", crate::deck::print_share_code(&deck, first))
    } else {
        write_list(catalog, &deck, DeckFormat::DreamTcgText)?
    };
    super::output_file::write_stdout(text.as_bytes()).map_err(super::output_file::stdout_error)
}

fn format_for(game: Game, rules: RulesVersion, format: Option<&str>) -> Result<Format, CliError> {
    match (game, format) {
        (Game::Kayou, None) => Ok(Format::kayou(rules)),
        (Game::Kayou, Some(code)) => RulesVersion::parse(code).map(Format::kayou).ok_or_else(|| {
            CliError::Input(format!(
                "--format: '{code}' is not a Kayou rules version; expected 1.3.0 or 2.0.0 (or use --game lorcana|palworld)"
            ))
        }),
        (game, code) => Format::find(game, code).map_err(|e| CliError::Input(format!("--format: {e}"))),
    }
}

fn open_db(data: Option<&Path>) -> Result<UserDb, CliError> {
    Ok(UserDb::open_default(data)?)
}

fn store_error(e: DeckStoreError) -> CliError {
    match e {
        DeckStoreError::NameTaken { .. } => CliError::Negative(e.to_string()),
        other => CliError::Input(other.to_string()),
    }
}

fn validate_cmd(
    catalog: Option<&Path>,
    game: Game,
    file: &Path,
    format: &Format,
    json: bool,
) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let (deck, _) = read_list(&catalog, game, file)?;
    let result = validate_game(&deck, catalog.game_index(game)?, format);
    let report = ValidationReport::new(&result, format);
    if json {
        report.print_json()?;
    } else {
        report.print(&file.display().to_string());
    }
    if result.legal {
        Ok(())
    } else {
        Err(CliError::Negative(String::new()))
    }
}

#[allow(clippy::too_many_arguments)]
/// How `deck import` treats a list with bad lines.
struct ImportOptions {
    /// Save the good lines of a list whose reader keeps them.
    skip_bad_lines: bool,
}

#[allow(clippy::too_many_arguments)]
fn import_cmd(
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
    file: Option<&Path>,
    options: ImportOptions,
    name: Option<String>,
    starter_code: Option<String>,
    notes: Option<String>,
    tags: Option<Vec<String>>,
) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let (deck, origin, shape) = match (file, &starter_code) {
        (_, Some(code)) => {
            let Some(found) = starter_for(game, code) else {
                let codes: Vec<String> = starters_for(game).into_iter().map(|s| s.code).collect();
                return Err(CliError::Input(if codes.is_empty() {
                    format!("ponydeck ships no starter decks for {}", game.title())
                } else {
                    format!(
                        "no starter deck {}; the starters are {}",
                        crate::limits::short(code),
                        codes.join(", ")
                    )
                }));
            };
            (found.deck, format!("starter {}", found.code), None)
        }
        (Some(path), None) if options.skip_bad_lines => {
            let (deck, shape) = read_good_lines(&catalog, game, path)?;
            (
                deck,
                format!("imported from {}", path.display()),
                Some(shape),
            )
        }
        (Some(path), None) => {
            let (deck, shape) = read_list(&catalog, game, path).map_err(|e| match e {
                CliError::Input(lines) => CliError::Input(format!(
                    "{lines}\nNothing was saved; fix the deck list and try again."
                )),
                other => other,
            })?;
            (
                deck,
                format!("imported from {}", path.display()),
                Some(shape),
            )
        }
        (None, None) => {
            return Err(CliError::Input(
                "give a deck file or --starter CODE".to_string(),
            ));
        }
    };
    let name = name
        .or_else(|| deck.name.clone())
        .or_else(|| {
            file.and_then(|p| p.file_stem())
                .map(|s| s.to_string_lossy().into_owned())
        })
        .unwrap_or_default();
    let mut db = open_db(data)?;
    let (summary, version) = db
        .save_deck_with(&name, &deck, &origin, notes.as_deref(), tags.as_deref())
        .map_err(store_error)?;
    let format = Format::default_for(game);
    let result = validate_game(&deck, catalog.game_index(game)?, &format);
    let shape = shape.map(|f| format!(", {f} format")).unwrap_or_default();
    outln!(
        "Saved '{}' as version {version} ({}{shape}).",
        printable_line(&summary.name),
        printable_line(&origin)
    );
    ValidationReport::new(&result, &format).print(&printable_line(&summary.name));
    Ok(())
}

fn starters_cmd(catalog: Option<&Path>, game: Game, json: bool) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let cards = catalog.index();
    let all = starters_for(game);
    if all.is_empty() && !json {
        outln!(
            "ponydeck ships no starter decks for {} (no source gives their lists).",
            game.title()
        );
        return Ok(());
    }
    if json {
        let list: Vec<_> = all
            .iter()
            .map(|s| {
                json!({
                    "code": s.code,
                    "name": s.deck.name,
                    "main_character": s.deck.main_character.first().map(|e| e.card_id.as_str()),
                    "source": s.source,
                })
            })
            .collect();
        return print_json(&json!(list));
    }
    for s in &all {
        let story = s
            .deck
            .story
            .first()
            .and_then(|e| cards.printing(&e.card_id))
            .and_then(Card::kayou)
            .and_then(|c| c.story.as_ref().map(|st| st.title.clone()))
            .unwrap_or_default();
        outln!(
            "{:<6} {}  (Story: {story})",
            s.code,
            s.deck
                .name
                .as_deref()
                .unwrap_or("")
                .trim_start_matches(s.code.as_str())
                .trim()
        );
    }
    errln!("Copy one into your library with `ponydeck deck import --starter CODE`.");
    Ok(())
}

fn list_cmd(data: Option<&Path>, game: Game, json: bool) -> Result<(), CliError> {
    let decks = open_db(data)?.decks(game).map_err(store_error)?;
    if json {
        let value = serde_json::to_value(&decks)
            .map_err(|e| CliError::Input(format!("could not write JSON: {e}")))?;
        return print_json(&value);
    }
    if decks.is_empty() {
        let flag = super::game_flag(game);
        outln!("No saved decks yet; add one with `ponydeck deck import FILE{flag}`.");
    }
    for d in &decks {
        let tags = if d.tags.is_empty() {
            String::new()
        } else {
            format!("  [{}]", printable_line(&d.tags.join(", ")))
        };
        outln!(
            "{}  (v{}, updated {}){tags}",
            printable_line(&d.name),
            d.versions,
            utc_time(d.updated_at)
        );
    }
    Ok(())
}

/// The saved deck `text` names: a deck of exactly that name (which may hold an `@`, such as
/// `X@2`), else `NAME@VERSION`.
fn saved_name_and_version<'a>(db: &UserDb, game: Game, text: &'a str) -> (&'a str, Option<i64>) {
    if db.deck_summary(game, text).is_ok() {
        return (text, None);
    }
    name_and_version(text)
}

/// Splits `NAME@VERSION`.
fn name_and_version(text: &str) -> (&str, Option<i64>) {
    if let Some((name, version)) = text.rsplit_once('@')
        && let Ok(v) = version.trim().trim_start_matches(['v', 'V']).parse::<i64>()
    {
        return (name, Some(v));
    }
    (text, None)
}

fn show_cmd(
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
    text: &str,
    format: &Format,
    json: bool,
) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let db = open_db(data)?;
    let (name, version) = saved_name_and_version(&db, game, text);
    let saved = db.load_deck(game, name, version).map_err(store_error)?;
    let history = db.deck_history(game, name).map_err(store_error)?;
    let result = validate_game(&saved.deck, catalog.game_index(game)?, format);
    if json {
        return print_json(&json!({
            "deck": saved.summary,
            "version": saved.version,
            "cards": saved.deck,
            "validation": result,
            "history": history,
        }));
    }
    let s = &saved.summary;
    outln!(
        "{} (version {} of {}; created {}, updated {})",
        printable_line(&s.name),
        saved.version,
        s.versions,
        utc_time(s.created_at),
        utc_time(s.updated_at)
    );
    if !s.tags.is_empty() {
        outln!("Tags: {}", printable_line(&s.tags.join(", ")));
    }
    if !s.notes.is_empty() {
        outln!("Notes: {}", printable(&s.notes));
    }
    outln!();
    let list = write_list(&catalog, &saved.deck, DeckFormat::Ponydeck)?;
    outln!("{}", printable(list.trim_end()));
    outln!();
    ValidationReport::new(&result, format).print(&printable_line(&s.name));
    outln!();
    outln!("History:");
    for h in &history {
        outln!(
            "  v{}  {}  {}",
            h.version,
            utc_time(h.saved_at),
            printable_line(&h.note)
        );
    }
    Ok(())
}

/// A list's good lines, each bad line named on stderr with its "did you mean" (`deck import
/// --skip-bad-lines`); a list of no good line, or in a format read all or nothing, is refused.
fn read_good_lines(
    catalog: &Catalog,
    game: Game,
    path: &Path,
) -> Result<(Deck, DeckFormat), CliError> {
    let cards = catalog.game_index(game)?;
    let text =
        crate::cli::read_text_file(path, crate::limits::MAX_DECK_FILE_BYTES, true, "the deck")?;
    let read = crate::deck::import_keeping_good_lines(&text, cards);
    let label = path.display().to_string();
    if !read.bad_lines.is_empty() && !read.can_import_the_rest() {
        return Err(CliError::Input(format!(
            "{}\nNothing was saved; fix the deck list and try again.",
            super::deck_file::listed(&label, &read.bad_lines, "bad lines")
        )));
    }
    for warning in &read.imported.warnings {
        errln!("{label}: warning: {}", printable_line(&warning.to_string()));
    }
    if !read.bad_lines.is_empty() {
        errln!(
            "{}\n{label}: {} bad line{} left out; the rest is saved.",
            super::deck_file::listed(&label, &read.bad_lines, "bad lines"),
            read.bad_lines.len(),
            if read.bad_lines.len() == 1 { "" } else { "s" }
        );
    }
    Ok((read.imported.deck, read.imported.format))
}

fn export_cmd(
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
    text: &str,
    shape: DeckFormat,
    out: Option<&Path>,
) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let db = open_db(data)?;
    let (name, version) = saved_name_and_version(&db, game, text);
    let saved = db.load_deck(game, name, version).map_err(store_error)?;
    let list = write_list(&catalog, &saved.deck, shape)?;
    write_output(&list, out)?;
    if let Some(path) = out {
        // The shape written: the one asked for where the game keeps decks in it.
        let written = DeckFormat::of_game(game);
        let shape = if written.contains(&shape) {
            shape.to_string()
        } else {
            format!("{} list", game.title())
        };
        errln!(
            "Wrote '{}' version {} to {} ({shape}).",
            printable_line(&saved.summary.name),
            saved.version,
            path.display()
        );
    }
    Ok(())
}

/// A deck named on the command line: a file if one exists at that path, else a saved deck
/// (`NAME@VERSION` for an older version). Returns the deck and a label for messages.
pub(super) fn resolve_deck(
    catalog: &Catalog,
    game: Game,
    text: &str,
    data: Option<&Path>,
) -> Result<(Deck, String), CliError> {
    let path = Path::new(text);
    if path.is_file() {
        return Ok((read_list(catalog, game, path)?.0, text.to_string()));
    }
    let db = open_db(data)?;
    let (name, version) = saved_name_and_version(&db, game, text);
    match db.load_deck(game, name, version) {
        Ok(saved) => Ok((
            saved.deck,
            format!("{} v{}", saved.summary.name, saved.version),
        )),
        Err(DeckStoreError::NotFound { .. }) => {
            let (which, flag) = match game {
                Game::Kayou => (String::new(), String::new()),
                game => (format!("{} ", game.title()), format!(" --game {game}")),
            };
            Err(CliError::Input(format!(
                "'{}' is neither a deck file nor a saved {which}deck; check the path, or `ponydeck deck list{flag}` for the saved decks",
                printable_line(&short(text)),
            )))
        }
        Err(e) => Err(store_error(e)),
    }
}

fn diff_cmd(
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
    old: &str,
    new: Option<&str>,
    json: bool,
) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let ((before, before_label), (after, after_label)) = match new {
        Some(new) => (
            resolve_deck(&catalog, game, old, data)?,
            resolve_deck(&catalog, game, new, data)?,
        ),
        None => {
            let db = open_db(data)?;
            let latest = db.load_deck(game, old, None).map_err(store_error)?;
            if latest.version < 2 {
                return Err(CliError::Input(format!(
                    "deck '{}' has only one version; name two decks or versions to compare (NAME@1 NAME@2)",
                    latest.summary.name
                )));
            }
            let previous = db
                .load_deck(game, old, Some(latest.version - 1))
                .map_err(store_error)?;
            let label = |v: i64| format!("{} v{v}", latest.summary.name);
            (
                (previous.deck, label(previous.version)),
                (latest.deck.clone(), label(latest.version)),
            )
        }
    };
    let changes = diff(&before, &after);
    if json {
        return print_json(&diff_json(&changes, &before_label, &after_label));
    }
    let cards = catalog.game_index(game)?;
    let format = Format::default_for(game);
    outln!("{before_label} -> {after_label}:");
    if changes.is_empty() {
        outln!("  no differences.");
    }
    if let Some((old, new)) = &changes.renamed {
        outln!(
            "  name: {} -> {}",
            old.as_deref().unwrap_or("(none)"),
            new.as_deref().unwrap_or("(none)")
        );
    }
    for c in &changes.changes {
        let name = cards
            .printing(&c.card_id)
            .map_or("", |card| card.name.as_str());
        let section = format.label_of(c.section);
        outln!(
            "  {:<15} {:+} {} {name} ({} -> {})",
            format!("{section}:"),
            c.delta(),
            c.card_id,
            c.before,
            c.after
        );
    }
    Ok(())
}

fn diff_json(changes: &DeckDiff, before: &str, after: &str) -> serde_json::Value {
    json!({
        "from": before,
        "to": after,
        "renamed": changes.renamed.as_ref().map(|(a, b)| json!({"from": a, "to": b})),
        "changes": changes.changes.iter().map(|c| json!({
            "section": c.section,
            "id": c.card_id.as_str(),
            "before": c.before,
            "after": c.after,
            "delta": c.delta(),
        })).collect::<Vec<_>>(),
    })
}

fn delete_cmd(data: Option<&Path>, game: Game, name: &str, yes: bool) -> Result<(), CliError> {
    let mut db = open_db(data)?;
    let summary = db.deck_summary(game, name).map_err(store_error)?;
    if !yes {
        err_print!(
            "Delete deck '{}' and its {} version{}? [y/N] ",
            printable_line(&summary.name),
            summary.versions,
            if summary.versions == 1 { "" } else { "s" }
        );
        let _ = std::io::stderr().flush();
        let mut answer = String::new();
        let _ = std::io::stdin().lock().read_line(&mut answer);
        if !answer.ends_with('\n') {
            // No answer (end of input): end the prompt's line before the message.
            errln!();
        }
        if !matches!(answer.trim().to_ascii_lowercase().as_str(), "y" | "yes") {
            return Err(CliError::Negative(format!(
                "deck '{}' was not deleted; answer y, or pass --yes",
                summary.name
            )));
        }
    }
    let deleted = db.delete_deck(game, name).map_err(store_error)?.summary;
    outln!(
        "Deleted '{}' and its {} version{}.",
        printable_line(&deleted.name),
        deleted.versions,
        if deleted.versions == 1 { "" } else { "s" }
    );
    Ok(())
}

fn stats_cmd(
    catalog: Option<&Path>,
    data: Option<&Path>,
    game: Game,
    text: &str,
    json: bool,
) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let (deck, label) = resolve_deck(&catalog, game, text, data)?;
    let format = Format::default_for(game);
    let main = format.sections.first().map_or(Section::Main, |s| s.section);
    let stats = deck_stats(&deck, catalog.game_index(game)?, main);
    if json {
        let value = serde_json::to_value(&stats)
            .map_err(|e| CliError::Input(format!("could not write JSON: {e}")))?;
        return print_json(&value);
    }
    outln!(
        "{label}: {} {} cards",
        stats.main_cards,
        format.label_of(main)
    );
    let bars = |title: &str, buckets: &[Bucket]| {
        outln!("{title}:");
        for b in buckets {
            outln!(
                "  {:>3} | {:<20} {}",
                b.label,
                "#".repeat(b.cards.min(20) as usize),
                b.cards
            );
        }
    };
    let list = |buckets: &[Bucket]| {
        buckets
            .iter()
            .map(|b| format!("{} {}", b.label, b.cards))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let cost = match stats.spread {
        Spread::Inspiration { .. } => "Cost curve (Force of Harmony)",
        _ => "Cost curve",
    };
    bars(cost, &stats.curve);
    if stats.unknown_cost > 0 {
        outln!("  unknown cost: {}", stats.unknown_cost);
    }
    if let Some(avg) = stats.average_cost {
        outln!("  average cost {avg:.2}");
    }
    match &stats.spread {
        Spread::Inspiration {
            keywords,
            inspiration,
            unknown_inspiration,
            average_inspiration,
        } => {
            bars("Inspiration of Characters", inspiration);
            if *unknown_inspiration > 0 {
                outln!("  unknown Inspiration: {unknown_inspiration}");
            }
            if let Some(avg) = average_inspiration {
                outln!("  average Inspiration {avg:.2}");
            }
            outln!("Types: {}", list(&stats.types));
            outln!("Keywords: {}", list(keywords));
        }
        Spread::Inks {
            ink_curves,
            inkable,
        } => {
            for ink in ink_curves {
                outln!("  {}: {}", ink.ink, list(&ink.curve));
            }
            outln!("Types: {}", list(&stats.types));
            outln!(
                "Inkable: {inkable} of {} ({:.0}%)",
                stats.main_cards,
                100.0 * stats.inkable_share()
            );
        }
        Spread::Colours { colours, lucky } => {
            outln!("Types: {}", list(&stats.types));
            outln!("Colours: {}", list(colours));
            outln!("Lucky cards: {lucky}");
        }
    }
    let other: Vec<String> = format
        .sections
        .iter()
        .skip(1)
        .map(|s| format!("{} {}", s.label, deck.count(s.section)))
        .collect();
    if !other.is_empty() {
        outln!("Other sections: {}", other.join(", "));
    }
    Ok(())
}

/// Unix seconds as `2026-11-29 21:30 UTC`.
fn utc_time(secs: i64) -> String {
    crate::catalog::utc_time(secs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unix_times_print_as_utc_dates() {
        assert_eq!(utc_time(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_time(1_795_987_800), "2026-11-29 21:30 UTC");
    }

    #[test]
    fn a_version_suffix_selects_an_older_version() {
        assert_eq!(name_and_version("Rush@2"), ("Rush", Some(2)));
        assert_eq!(name_and_version("Rush@v3"), ("Rush", Some(3)));
        assert_eq!(name_and_version("me@home"), ("me@home", None));
    }
}
