//! Disney Lorcana at the table: a goldfish game by the Comprehensive Rules (v2.0.1) against a
//! dummy opponent that passes, has no cards and cannot lose (`docs/lorcana.md`).
//!
//! - `ability`: the typed ability model and its compiler from card text (keywords, CR 8;
//!   triggered, activated and static abilities, CR 6); what it does not read stays manual.
//! - `card`: a card as the table plays it (`TableCard`).
//! - `state`: zones, lore, the bag; `rules`: `Game` (setup 2.2, the turn 3, turn actions 4, the
//!   bag 7.7, the game state check 1.8); `legal`: the actions open now.
//! - `words`: every sentence the table says; `view`: one description of the table (what the
//!   app draws); `player`: the built-in player; `sim`: many games.

pub mod ability;
pub mod action;
pub mod card;
mod legal;
pub mod player;
pub mod rules;
pub mod sim;
pub mod state;
pub mod view;
pub mod words;

pub use action::{Action, ActionError, Adjust, Handle};
pub use card::{CardKind, TableCard};
pub use rules::{Config, Game, OPENING_HAND, WINNING_LORE};
pub use state::{DecisionKind, Outcome, Phase, State};
pub use words::Event;

use crate::card::CardIndex;
use crate::deck::Deck;

/// Why a deck can't be set at the table.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// A card of the list is not in the catalog.
    #[error("{0} is not a Lorcana card of the catalog; check the ID or update the catalog")]
    UnknownCard(String),
    /// No cards.
    #[error("the deck has no cards")]
    Empty,
    /// Over the table's size.
    #[error("the deck has {0} cards; the table plays at most 1000")]
    TooBig(u32),
}

/// The cards of a deck, one per copy in list order (its maybe-board left out).
pub fn table_cards(deck: &Deck, cards: &CardIndex) -> Result<Vec<TableCard>, TableError> {
    let mut out = Vec::new();
    let total: u32 = deck.played_entries().map(|(_, e)| e.count).sum();
    if total > 1000 {
        return Err(TableError::TooBig(total));
    }
    for (_, entry) in deck.played_entries() {
        let card = cards
            .printing(&entry.card_id)
            .and_then(TableCard::of)
            .ok_or_else(|| TableError::UnknownCard(entry.card_id.to_string()))?;
        for _ in 0..entry.count {
            out.push(card.clone());
        }
    }
    if out.is_empty() {
        return Err(TableError::Empty);
    }
    Ok(out)
}
