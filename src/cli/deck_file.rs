//! Reading a deck file for `odds` and `simulate`: any format `crate::deck::import` detects,
//! every bad line reported with the file name (exit 2), and the game deck built from it.

use std::path::Path;

use crate::card::CardLookup;
use crate::deck::{Deck, Section, import};
use crate::engine::GameDeck;

use super::CliError;

/// Reads and parses a deck file; warnings go to stderr.
pub fn read_deck_file(path: &Path, cards: &impl CardLookup) -> Result<Deck, CliError> {
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
        eprintln!("ponydeck: {}: {warning}", path.display());
    }
    Ok(imported.deck)
}

/// The deck as the engine plays it (Stories sorted I..IV, 103.2).
pub fn game_deck(deck: &Deck, path: &Path, cards: &impl CardLookup) -> Result<GameDeck, CliError> {
    let mut stories = deck.expanded(Section::Story);
    stories.sort_by_key(|id| {
        cards
            .card(id)
            .and_then(|c| c.stage())
            .map_or(u8::MAX, |s| s.number())
    });
    let main_character = deck
        .expanded(Section::MainCharacter)
        .into_iter()
        .next()
        .ok_or_else(|| {
            CliError::Input(format!(
                "{}: the deck has no Main Character; add one line with its ID (e.g. '1 SD01-RR01')",
                path.display()
            ))
        })?;
    Ok(GameDeck {
        main: deck.expanded(Section::Main),
        scene: deck.expanded(Section::Scene),
        stories,
        main_character,
    })
}
