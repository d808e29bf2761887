//! Copies already committed to saved decks, so a player sees what is free
//! ("4 owned, 3 in 'Party Rush'"), counted by copy key (what the game's copy limit counts by:
//! Kayou's card number, 102.1.1; Lorcana's full name; Palworld's card name).

use std::collections::HashMap;

use crate::card::CardIndex;
use crate::deck::{Deck, Section};

/// How many copies of a card (by copy key) one deck uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckUse {
    /// The deck's name.
    pub deck: String,
    /// Copies of the number in its playable sections (not Maybe), any printing (102.1.1).
    pub copies: u32,
}

/// Copies of each card number used by a set of decks (every printing of a number counts
/// toward it, 102.1.1; Maybe cards are not in the deck and commit nothing).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Commitments {
    by_key: HashMap<String, Vec<DeckUse>>,
}

impl Commitments {
    /// Counts the decks given as (name, deck). Pass the saved decks other than the one being
    /// edited, so its own copies do not count against it.
    pub fn new<'a>(
        decks: impl IntoIterator<Item = (&'a str, &'a Deck)>,
        cards: &CardIndex,
    ) -> Commitments {
        let mut by_key: HashMap<String, Vec<DeckUse>> = HashMap::new();
        for (name, deck) in decks {
            let mut per_deck: Vec<(String, u32)> = Vec::new();
            for section in Section::ALL.into_iter().filter(|&s| s != Section::Maybe) {
                for entry in deck.section(section) {
                    let number = cards.copy_key_of(&entry.card_id);
                    match per_deck.iter_mut().find(|(n, _)| *n == number) {
                        Some((_, copies)) => *copies = copies.saturating_add(entry.count),
                        None => per_deck.push((number, entry.count)),
                    }
                }
            }
            for (number, copies) in per_deck {
                by_key.entry(number).or_default().push(DeckUse {
                    deck: name.to_string(),
                    copies,
                });
            }
        }
        for uses in by_key.values_mut() {
            uses.sort_by(|a, b| a.deck.cmp(&b.deck));
        }
        Commitments { by_key }
    }

    /// The decks using a card (by copy key), sorted by deck name.
    pub fn uses(&self, key: &str) -> &[DeckUse] {
        self.by_key.get(key).map_or(&[], Vec::as_slice)
    }

    /// Copies of a card (by copy key) committed to the decks, all together.
    pub fn committed(&self, key: &str) -> u32 {
        self.uses(key)
            .iter()
            .map(|u| u.copies)
            .fold(0, u32::saturating_add)
    }

    /// Copies left free when `owned` copies are owned (never below zero).
    pub fn free(&self, key: &str, owned: u32) -> u32 {
        owned.saturating_sub(self.committed(key))
    }
}

/// The sentence a card preview shows: `4 owned, 3 in 'Party Rush'`, `4 owned, 2 in 'A', 2 in
/// 'B' (none free)`, or `4 owned` when no deck uses the card.
pub fn availability(owned: u32, uses: &[DeckUse]) -> String {
    let mut text = format!("{owned} owned");
    for u in uses {
        text.push_str(&format!(", {} in '{}'", u.copies, u.deck));
    }
    let committed: u32 = uses.iter().map(|u| u.copies).fold(0, u32::saturating_add);
    if !uses.is_empty() {
        if committed >= owned {
            text.push_str(" (none free)");
        } else {
            text.push_str(&format!(" ({} free)", owned - committed));
        }
    }
    text
}
