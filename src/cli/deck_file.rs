//! Reading a deck file for the commands that take one (`deck`, `goldfish`, `odds`, `simulate`,
//! `collection`): a list of any game ([`read_list`]; for Kayou any shape `crate::deck::import`
//! detects), every bad line reported with the file name (exit 2), and the game deck built from
//! it.

use crate::errln;
use std::path::Path;

use crate::card::{CardIndex, Game};
use crate::catalog::Catalog;
use crate::deck::{Deck, DeckFormat, DeckWarning, ImportedDeck, import};
use crate::engine::GameDeck;

use super::CliError;
use super::input_file::read_text_file;
use super::terminal_text::printable_line;
use crate::limits::{LISTED_PROBLEMS, MAX_DECK_FILE_BYTES};

/// The first few problems, one per line with the file, then a count of the rest.
pub fn listed<T: std::fmt::Display>(label: &str, problems: &[T], what: &str) -> String {
    let mut lines: Vec<String> = problems
        .iter()
        .take(LISTED_PROBLEMS)
        .map(|p| format!("{label}: {}", printable_line(&p.to_string())))
        .collect();
    if problems.len() > LISTED_PROBLEMS {
        lines.push(format!(
            "{label}: ... and {} more {what} ({} in all).",
            problems.len() - LISTED_PROBLEMS,
            problems.len()
        ));
    }
    lines.join("\n")
}

/// Reads a deck list of any game from a file, in whichever of the game's formats it is
/// ([`crate::deck::import`]; the format is returned). Every bad line is named with the file
/// (exit 2); warnings go to stderr.
pub fn read_list(
    catalog: &Catalog,
    game: Game,
    path: &Path,
) -> Result<(Deck, DeckFormat), CliError> {
    let imported = read_imported(path, catalog.game_index(game)?)?;
    Ok((imported.deck, imported.format))
}

/// A deck as a list of its game: in `shape` where the game keeps decks in it, else in the
/// game's first format (the other games' deck-site list).
pub fn write_list(catalog: &Catalog, deck: &Deck, shape: DeckFormat) -> Result<String, CliError> {
    let formats = DeckFormat::of_game(deck.game);
    let shape = if formats.contains(&shape) {
        shape
    } else {
        formats.first().copied().unwrap_or(shape)
    };
    Ok(shape.write(deck, catalog.game_index(deck.game)?))
}

fn warn(path: &Path, warnings: &[DeckWarning]) {
    for warning in warnings.iter().take(LISTED_PROBLEMS) {
        errln!(
            "{}: warning: {}",
            path.display(),
            printable_line(&warning.to_string())
        );
    }
    if warnings.len() > LISTED_PROBLEMS {
        errln!(
            "{}: ... and {} more warnings.",
            path.display(),
            warnings.len() - LISTED_PROBLEMS
        );
    }
}

/// Reads and parses a deck file; warnings go to stderr.
pub fn read_deck_file(path: &Path, cards: &CardIndex) -> Result<Deck, CliError> {
    Ok(read_imported(path, cards)?.deck)
}

/// A deck file, or a starter deck's code (`SD01A`..`SD01F`, any case) when no file of that name
/// exists: every command that plays or counts a deck takes either.
pub fn read_deck_or_starter(path: &Path, cards: &CardIndex) -> Result<Deck, CliError> {
    if !path.exists()
        && let Some(starter) = path
            .to_str()
            .and_then(|code| crate::deck::starter_for(cards.game(), code))
    {
        return Ok(starter.deck);
    }
    read_deck_file(path, cards)
}

/// Reads and parses a deck file of any format, keeping the detected format; warnings go to
/// stderr, and every bad line is named with the file.
pub fn read_imported(path: &Path, cards: &CardIndex) -> Result<ImportedDeck, CliError> {
    let text = read_text_file(path, MAX_DECK_FILE_BYTES, true, "the deck")?;
    let imported = import(&text, cards).map_err(|errors| {
        let label = path.display().to_string();
        CliError::Input(listed(&label, &errors, "bad lines"))
    })?;
    warn(path, &imported.warnings);
    Ok(imported)
}

/// A seed from the clock and the process: different each run, printed for replay.
pub fn random_seed() -> u64 {
    use std::hash::{BuildHasher as _, Hasher as _};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    hasher.write_u128(nanos);
    hasher.write_u32(std::process::id());
    hasher.finish()
}

/// The deck as the engine plays it (Stories sorted I..IV, 103.2).
pub fn game_deck(deck: &Deck, path: &Path, cards: &CardIndex) -> Result<GameDeck, CliError> {
    GameDeck::from_deck(deck, cards)
        .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))
}
