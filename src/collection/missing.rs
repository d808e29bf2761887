//! What a deck needs from the collection, and what it is missing.

use serde::Serialize;

use crate::card::{CardId, CardIndex};
use crate::deck::Deck;

use super::{Collection, Commitments};

/// One card of a deck against the collection, by copy key (what the game's copy limit counts
/// by: Kayou's card number, 102.1.1; Lorcana's full name, 1.10.1.1; Palworld's card name,
/// 6.1.1.2): copies of any printing under the key count, in the deck and in the collection.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Need {
    /// The copy key (`BP01-CR01`, `Elsa - Snow Queen`).
    pub card: String,
    /// The printings the deck lists for it, in deck order.
    pub ids: Vec<CardId>,
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

/// Every card of the deck's playable sections (not Maybe), in deck order (first appearance),
/// with what is owned.
pub fn deck_needs(deck: &Deck, collection: &Collection, cards: &CardIndex) -> Vec<Need> {
    deck_needs_with(deck, collection, cards, &Commitments::default())
}

/// Like [`deck_needs`], with copies used by other decks (`commitments`, built from the saved
/// decks other than this one) counted as not available: `missing = need - free copies`.
pub fn deck_needs_with(
    deck: &Deck,
    collection: &Collection,
    cards: &CardIndex,
    commitments: &Commitments,
) -> Vec<Need> {
    by_copy_key(deck, |id| cards.copy_key_of(id))
        .into_iter()
        .map(|counted| {
            let owned = collection.owned_of_key(&counted.key, cards);
            let committed = commitments.committed(&counted.key).min(owned);
            Need {
                missing: counted.need.saturating_sub(owned - committed),
                ids: counted.ids.into_iter().cloned().collect(),
                card: counted.key,
                need: counted.need,
                owned,
                committed,
            }
        })
        .collect()
}

/// The copies a deck plays of one copy key (what its game's copy limit counts by: Kayou's card
/// number, 102.1.1; Lorcana's full name, 1.10.1.1; Palworld's card name, 6.1.1.2).
pub(crate) struct CopiesOfKey<'a> {
    /// The key.
    pub key: String,
    /// Every printing the deck lists for it, in deck order.
    pub ids: Vec<&'a CardId>,
    /// Copies the deck plays, all those printings together.
    pub need: u32,
}

/// The deck's played cards (not Maybe) grouped by copy key, in deck order (first
/// appearance): one counting for every game's needs.
pub(crate) fn by_copy_key(deck: &Deck, key_of: impl Fn(&CardId) -> String) -> Vec<CopiesOfKey<'_>> {
    let mut counted: Vec<CopiesOfKey<'_>> = Vec::new();
    for (_, entry) in deck.played_entries() {
        let key = key_of(&entry.card_id);
        match counted.iter_mut().find(|c| c.key == key) {
            Some(c) => {
                c.need = c.need.saturating_add(entry.count);
                if !c.ids.contains(&&entry.card_id) {
                    c.ids.push(&entry.card_id);
                }
            }
            None => counted.push(CopiesOfKey {
                key,
                ids: vec![&entry.card_id],
                need: entry.count,
            }),
        }
    }
    counted
}

/// The cards the deck lacks copies of (`missing > 0`), in deck order.
pub fn missing_for_deck(deck: &Deck, collection: &Collection, cards: &CardIndex) -> Vec<Need> {
    missing_for_deck_with(deck, collection, cards, &Commitments::default())
}

/// Like [`missing_for_deck`], counting copies used by other decks as not available.
pub fn missing_for_deck_with(
    deck: &Deck,
    collection: &Collection,
    cards: &CardIndex,
    commitments: &Commitments,
) -> Vec<Need> {
    deck_needs_with(deck, collection, cards, commitments)
        .into_iter()
        .filter(|n| n.missing > 0)
        .collect()
}
