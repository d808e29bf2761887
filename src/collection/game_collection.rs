//! The other games' collections (Lorcana, Palworld): completion per set, counted in printings,
//! and what a deck still needs, counted by what the game's copy limit counts by (Lorcana's full
//! name, 1.10.1.1; Palworld's card name, 6.1.1.2), so a reprint or a parallel printing owned
//! covers the card a list names.

use serde::Serialize;

use crate::card::GameIndex;
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
pub fn game_completion(cards: &GameIndex, owned: &Collection) -> Vec<GameSetCompletion> {
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
pub fn game_deck_needs(deck: &Deck, cards: &GameIndex, owned: &Collection) -> Vec<GameNeed> {
    let mut needs: Vec<GameNeed> = Vec::new();
    for (_, entry) in deck.played_entries() {
        let key = cards
            .card(&entry.card_id)
            .map_or_else(|| entry.card_id.to_string(), |c| c.copy_key.clone());
        let id = entry.card_id.to_string();
        match needs.iter_mut().find(|n| n.card == key) {
            Some(need) => {
                need.need = need.need.saturating_add(entry.count);
                if !need.ids.contains(&id) {
                    need.ids.push(id);
                }
            }
            None => {
                let held = cards
                    .with_copy_key(&key)
                    .iter()
                    .map(|c| owned.owned(&c.id))
                    .fold(0u32, u32::saturating_add);
                // A printing the catalog does not know still counts by its own copies.
                let held = if cards.card(&entry.card_id).is_some() {
                    held
                } else {
                    owned.owned(&entry.card_id)
                };
                needs.push(GameNeed {
                    card: key,
                    ids: vec![id],
                    need: entry.count,
                    owned: held,
                    missing: 0,
                });
            }
        }
    }
    for need in &mut needs {
        need.missing = need.need.saturating_sub(need.owned);
    }
    needs
}

/// The cards of the deck with copies still to get.
pub fn game_missing_for_deck(deck: &Deck, cards: &GameIndex, owned: &Collection) -> Vec<GameNeed> {
    game_deck_needs(deck, cards, owned)
        .into_iter()
        .filter(|n| n.missing > 0)
        .collect()
}
