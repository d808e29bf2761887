//! What a deck needs from the collection, and what it is missing.

use serde::Serialize;

use crate::card::{CardLookup, CardNumber};
use crate::deck::{Deck, Section};

use super::{Collection, Commitments};

/// One card number of a deck against the collection.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Need {
    /// The card number (`BP01-CR01`); any printing of it counts (102.1.1).
    pub number: CardNumber,
    /// Copies the deck uses, all printings together.
    pub need: u32,
    /// Copies owned, all printings together (※ included).
    pub owned: u32,
    /// Copies still to get: `need - (owned - committed)`, at least 0.
    pub missing: u32,
    /// Copies owned but used by other decks (only when commitments are given; left out of
    /// JSON when 0).
    #[serde(skip_serializing_if = "is_zero")]
    pub committed: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Every card number of the deck's playable sections (not Maybe), in deck order (Main
/// Character, Story, Main Deck, Scene Deck; first appearance), with what is owned. Copies of
/// any printing of a number count toward it, in the deck and in the collection (102.1.1).
pub fn deck_needs(deck: &Deck, collection: &Collection, lookup: &impl CardLookup) -> Vec<Need> {
    deck_needs_with(deck, collection, lookup, &Commitments::default())
}

/// Like [`deck_needs`], with copies used by other decks (`commitments`, built from the saved
/// decks other than this one) counted as not available: `missing = need - free copies`.
pub fn deck_needs_with(
    deck: &Deck,
    collection: &Collection,
    lookup: &impl CardLookup,
    commitments: &Commitments,
) -> Vec<Need> {
    let mut needs: Vec<Need> = Vec::new();
    for section in Section::ALL.into_iter().filter(|&s| s != Section::Maybe) {
        for entry in deck.section(section) {
            let number = entry.card_id.number();
            match needs.iter_mut().find(|n| n.number == number) {
                Some(need) => need.need = need.need.saturating_add(entry.count),
                None => needs.push(Need {
                    owned: collection.owned_of_number(&number, lookup),
                    number,
                    need: entry.count,
                    missing: 0,
                    committed: 0,
                }),
            }
        }
    }
    for need in &mut needs {
        need.committed = commitments.committed(&need.number).min(need.owned);
        need.missing = need.need.saturating_sub(need.owned - need.committed);
    }
    needs
}

/// The card numbers the deck lacks copies of (`missing > 0`), in deck order.
pub fn missing_for_deck(
    deck: &Deck,
    collection: &Collection,
    lookup: &impl CardLookup,
) -> Vec<Need> {
    missing_for_deck_with(deck, collection, lookup, &Commitments::default())
}

/// Like [`missing_for_deck`], counting copies used by other decks as not available.
pub fn missing_for_deck_with(
    deck: &Deck,
    collection: &Collection,
    lookup: &impl CardLookup,
    commitments: &Commitments,
) -> Vec<Need> {
    deck_needs_with(deck, collection, lookup, commitments)
        .into_iter()
        .filter(|n| n.missing > 0)
        .collect()
}
