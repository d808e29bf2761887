//! Reading a deck file for the commands that take one (`deck`, `goldfish`, `odds`, `simulate`,
//! `collection`): any format `crate::deck::import` detects, every bad line reported with the
//! file name (exit 2), and the game deck built from it.

use std::path::Path;

use crate::card::CardLookup;
use crate::deck::{Deck, ImportedDeck, import};
use crate::engine::GameDeck;

use super::CliError;

/// Reads and parses a deck file; warnings go to stderr.
pub fn read_deck_file(path: &Path, cards: &impl CardLookup) -> Result<Deck, CliError> {
    Ok(read_imported(path, cards)?.deck)
}

/// Reads and parses a deck file of any format, keeping the detected format; warnings go to
/// stderr, and every bad line is named with the file.
pub fn read_imported(path: &Path, cards: &impl CardLookup) -> Result<ImportedDeck, CliError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        CliError::Input(format!(
            "cannot read the deck {}: {e}; check the path",
            path.display()
        ))
    })?;
    let imported = import(&text, cards).map_err(|errors| {
        CliError::Input(
            errors
                .iter()
                .map(|e| format!("{}: {e}", path.display()))
                .collect::<Vec<_>>()
                .join("\n"),
        )
    })?;
    for warning in &imported.warnings {
        eprintln!("{}: warning: {warning}", path.display());
    }
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
pub fn game_deck(deck: &Deck, path: &Path, cards: &impl CardLookup) -> Result<GameDeck, CliError> {
    GameDeck::from_deck(deck, cards)
        .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))
}
