//! The other games on the command line (`--game lorcana|palworld`, `shared/design/CLI.md`,
//! "Other games"): reading their deck lists, `deck validate`, `deck convert`, `catalog search`
//! and `catalog stats`, and `odds`.

use std::path::Path;

use serde_json::json;

use crate::card::{CardIndex, Game};
use crate::catalog::Catalog;
use crate::deck::{Deck, Section};
use crate::format::Format;
use crate::outln;

use super::terminal_text::printable_line;
use super::{CliError, print_json};

/// The format named by `--format` for a game (its default when not given).
pub fn format_of(game: Game, code: Option<&str>) -> Result<Format, CliError> {
    Format::find(game, code).map_err(|e| CliError::Input(format!("--format: {e}")))
}

/// The cards of a game in the catalog.
pub fn cards_of(catalog: &Catalog, game: Game) -> Result<&CardIndex, CliError> {
    Ok(catalog.game_index(game)?)
}

/// Reads a deck list of a game (see [`super::deck_file::read_list`]).
fn read_game_deck(catalog: &Catalog, game: Game, path: &Path) -> Result<Deck, CliError> {
    Ok(super::deck_file::read_list(catalog, game, path)?.0)
}

/// `deck convert FILE --game G`: the list in the form deck sites import.
pub fn convert_cmd(
    catalog: &Catalog,
    game: Game,
    format: Option<&str>,
    file: &Path,
    share: bool,
) -> Result<(), CliError> {
    let format = format_of(game, format)?;
    let cards = cards_of(catalog, game)?;
    let deck = read_game_deck(catalog, game, file)?;
    let text = if share {
        let main = format.sections.first().map_or(Section::Main, |s| s.section);
        format!("{}\n", crate::deck::print_share_code(&deck, main))
    } else {
        crate::deck::print_game_list(&deck, cards, &format)
    };
    super::output_file::write_stdout(text.as_bytes()).map_err(super::output_file::stdout_error)
}

fn open_db(data: Option<&Path>) -> Result<crate::catalog::UserDb, CliError> {
    Ok(crate::catalog::UserDb::open_default(data)?)
}

/// A game's collection.
fn owned_of(data: Option<&Path>, game: Game) -> Result<crate::collection::Collection, CliError> {
    Ok(open_db(data)?.collection(game)?)
}

/// `collection completion --game G [--json]`: per set, the printings owned of the catalog's.
/// JSON: `[{"set": "1", "name": "The First Chapter", "owned": 12, "total": 216, "copies": 30}]`.
pub fn collection_completion_cmd(
    catalog: &Catalog,
    data: Option<&Path>,
    game: Game,
    json: bool,
) -> Result<(), CliError> {
    let cards = cards_of(catalog, game)?;
    let rows = crate::collection::game_completion(cards, &owned_of(data, game)?);
    if json {
        return print_json(&json!(rows));
    }
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
            printable_line(&row.set),
            format!("{}/{}", row.owned, row.total),
            if row.total == 0 {
                0.0
            } else {
                f64::from(row.owned) * 100.0 / f64::from(row.total)
            },
            row.copies,
            printable_line(row.name.as_deref().unwrap_or(""))
        );
    }
    Ok(())
}

/// `deck missing DECK --game G [--json]`: the cards the deck (a list file, or a saved deck of
/// the game) lacks copies of, any printing that counts as the card (its copy-limit key: the
/// full name for Lorcana, 1.10.1.1; the card name for Palworld, 6.1.1.2) counting as owned.
/// JSON: `[{"card": "Elsa - Snow Queen", "ids": ["1-042"], "need": 4, "owned": 1,
/// "missing": 3}, ...]` in deck order. Exit 0 whether or not cards are missing.
pub fn deck_missing_cmd(
    catalog: &Catalog,
    data: Option<&Path>,
    game: Game,
    args: &super::collection_cmd::MissingArgs,
) -> Result<(), CliError> {
    if args.free || !args.committed.is_empty() {
        return Err(CliError::Input(format!(
            "--free and --committed are for Kayou decks so far; with --game {game} leave them out"
        )));
    }
    let cards = cards_of(catalog, game)?;
    let (deck, label) = super::deck_cmd::resolve_deck(catalog, game, &args.deck, data)?;
    let path = Path::new(&args.deck);
    let title = match (&deck.name, path.file_stem()) {
        (Some(name), _) => name.clone(),
        (None, Some(stem)) if path.is_file() => stem.to_string_lossy().into_owned(),
        (None, _) => label,
    };
    let missing = crate::collection::game_missing_for_deck(&deck, cards, &owned_of(data, game)?);
    if args.json {
        return print_json(&json!(missing));
    }
    let title = printable_line(&title);
    if missing.is_empty() {
        outln!("You own every card of '{title}'.");
        return Ok(());
    }
    let copies: u32 = missing.iter().map(|n| n.missing).sum();
    outln!(
        "'{title}' is missing {copies} cards ({} different):",
        missing.len()
    );
    for need in &missing {
        outln!(
            "  {} ({}): need {}, own {}, missing {}",
            printable_line(&need.card),
            need.ids.join(", "),
            need.need,
            need.owned,
            need.missing
        );
    }
    Ok(())
}
