//! The other games' collections (Lorcana, Palworld): completion per set, counted in printings,
//! and what a deck still needs, counted by what the game's copy limit counts by (Lorcana's full
//! name, 1.10.1.1; Palworld's card name, 6.1.1.2), so a reprint or a parallel printing owned
//! covers the card a list names.

use serde::Serialize;

use crate::card::CardIndex;
use crate::deck::Deck;

use super::Collection;

/// One set of a game: its printings and how many of them are owned.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameSetCompletion {
    /// The set code (`1`, `EBP01`).
    pub set: String,
    /// The set's name, where the catalog has it.
    pub name: Option<String>,
    /// Printings of the set with at least one copy owned.
    pub owned: u32,
    /// Printings of the set in the catalog.
    pub total: u32,
    /// Copies owned of the set's printings, all together.
    pub copies: u32,
}

/// Every set of the game in catalog order, with the printings owned.
pub fn game_completion(cards: &CardIndex, owned: &Collection) -> Vec<GameSetCompletion> {
    let mut sets: Vec<GameSetCompletion> = Vec::new();
    for card in cards.cards() {
        let copies = owned.owned(&card.id);
        let row = match sets.iter_mut().find(|s| s.set == card.set_code) {
            Some(row) => row,
            None => {
                sets.push(GameSetCompletion {
                    set: card.set_code.clone(),
                    name: card.set_name.clone(),
                    owned: 0,
                    total: 0,
                    copies: 0,
                });
                let last = sets.len() - 1;
                &mut sets[last]
            }
        };
        row.total += 1;
        row.owned += u32::from(copies > 0);
        row.copies = row.copies.saturating_add(copies);
    }
    sets
}

/// One card of a deck against the collection.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameNeed {
    /// What the copy limit counts by: the full name (Lorcana) or the card name (Palworld).
    pub card: String,
    /// The printings the deck lists for it, in deck order.
    pub ids: Vec<String>,
    /// Copies the deck plays (Maybe not counted).
    pub need: u32,
    /// Copies owned of every printing that counts as this card.
    pub owned: u32,
    /// Copies still to get: `need - owned`, at least 0.
    pub missing: u32,
}

/// Every card the deck plays, in deck order, with the copies owned of any printing that counts
/// as it.
pub fn game_deck_needs(deck: &Deck, cards: &CardIndex, owned: &Collection) -> Vec<GameNeed> {
    let key_of = |id: &crate::card::CardId| {
        cards
            .printing(id)
            .map_or_else(|| id.to_string(), |c| c.copy_key.clone())
    };
    super::missing::by_copy_key(deck, key_of)
        .into_iter()
        .map(|counted| {
            // A printing the catalog does not know still counts by its own copies.
            let held = if cards.printing(counted.first).is_some() {
                cards
                    .with_copy_key(&counted.key)
                    .iter()
                    .map(|c| owned.owned(&c.id))
                    .fold(0u32, u32::saturating_add)
            } else {
                owned.owned(counted.first)
            };
            GameNeed {
                missing: counted.need.saturating_sub(held),
                ids: counted.ids.iter().map(|id| id.to_string()).collect(),
                card: counted.key,
                need: counted.need,
                owned: held,
            }
        })
        .collect()
}

/// The cards of the deck with copies still to get.
pub fn game_missing_for_deck(deck: &Deck, cards: &CardIndex, owned: &Collection) -> Vec<GameNeed> {
    game_deck_needs(deck, cards, owned)
        .into_iter()
        .filter(|n| n.missing > 0)
        .collect()
}
