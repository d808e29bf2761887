//! The collection: a holding per printing.

use std::collections::HashMap;

use crate::card::{CardId, CardIndex};

use super::Holding;
use rustc_hash::FxBuildHasher as FastHash;

/// Owned, wished and traded copies per printing. Base, ※ and day/night/A-C printings are kept
/// apart; questions about a card number add its printings up (102.1.1).
///
/// Empty holdings are not kept. Every list it returns is in a defined order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Collection {
    holdings: HashMap<CardId, Holding, FastHash>,
}

impl Collection {
    /// An empty collection.
    pub fn new() -> Collection {
        Collection::default()
    }

    /// A collection from (printing, holding) pairs; a later pair for the same printing wins.
    pub fn from_holdings(holdings: impl IntoIterator<Item = (CardId, Holding)>) -> Collection {
        let mut collection = Collection::new();
        for (card_id, holding) in holdings {
            collection.set(card_id, holding);
        }
        collection
    }

    /// The holding of a printing, if anything is held.
    pub fn holding(&self, card_id: &CardId) -> Option<&Holding> {
        self.holdings.get(card_id)
    }

    /// Copies owned of one printing.
    pub fn owned(&self, card_id: &CardId) -> u32 {
        self.holdings.get(card_id).map_or(0, |h| h.owned)
    }

    /// Replaces the holding of a printing (an empty holding removes it).
    pub fn set(&mut self, card_id: CardId, holding: Holding) {
        if holding.is_empty() {
            self.holdings.remove(&card_id);
        } else {
            self.holdings.insert(card_id, holding);
        }
    }

    /// Sets the copies owned of a printing, keeping its wishlist, trade and notes.
    pub fn set_owned(&mut self, card_id: &CardId, owned: u32) {
        let mut holding = self.holdings.get(card_id).cloned().unwrap_or_default();
        holding.owned = owned;
        self.set(card_id.clone(), holding);
    }

    /// Adds `delta` copies (negative removes, never below zero) and returns the new count: the
    /// quick +/- of the catalog and card previews.
    pub fn adjust_owned(&mut self, card_id: &CardId, delta: i64) -> u32 {
        let now = i64::from(self.owned(card_id)).saturating_add(delta);
        let owned = u32::try_from(now.max(0)).unwrap_or(u32::MAX);
        self.set_owned(card_id, owned);
        owned
    }

    /// How many printings have a holding.
    pub fn len(&self) -> usize {
        self.holdings.len()
    }

    /// Whether nothing is held.
    pub fn is_empty(&self) -> bool {
        self.holdings.is_empty()
    }

    /// Every holding, sorted by printing ID.
    pub fn entries(&self) -> Vec<(&CardId, &Holding)> {
        let mut entries: Vec<_> = self.holdings.iter().collect();
        entries.sort_by(|a, b| a.0.cmp(b.0));
        entries
    }

    /// Every holding in catalog order (set, number, base before ※ and variants); printings the
    /// catalog does not know come last, sorted by ID.
    pub fn entries_in_catalog_order(&self, index: &CardIndex) -> Vec<(&CardId, &Holding)> {
        let mut entries: Vec<_> = self
            .holdings
            .iter()
            .map(|(id, h)| (index.position(id).unwrap_or(usize::MAX), id, h))
            .collect();
        entries.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
        entries.into_iter().map(|(_, id, h)| (id, h)).collect()
    }

    /// Copies owned of a card by its copy key (Kayou's card number, 102.1.1: ※ and art
    /// variants share it; Lorcana's full name; Palworld's card name), all its printings
    /// together.
    ///
    /// A key the catalog does not know (after a catalog swap) still counts the copies held of
    /// the printings whose IDs read as it.
    pub fn owned_of_key(&self, key: &str, cards: &CardIndex) -> u32 {
        let printings = cards.with_copy_key(key);
        if printings.is_empty() {
            return self
                .holdings
                .iter()
                .filter(|(card_id, _)| cards.copy_key_of(card_id) == key)
                .map(|(_, h)| h.owned)
                .fold(0u32, u32::saturating_add);
        }
        printings
            .iter()
            .map(|card| self.owned(&card.id))
            .fold(0u32, u32::saturating_add)
    }

    /// Copies owned per copy key (any printing of the card: Kayou's card number with ※ and art
    /// variants folded, 102.1.1), computed once for views that ask about many cards (the owned
    /// counts of the deck editor and the collection's deck needs).
    pub fn owned_by_key(&self, cards: &CardIndex) -> HashMap<String, u32> {
        let mut counts: HashMap<String, u32> = HashMap::new();
        for (card_id, holding) in &self.holdings {
            if holding.owned > 0 {
                let count = counts.entry(cards.copy_key_of(card_id)).or_default();
                *count = count.saturating_add(holding.owned);
            }
        }
        counts
    }

    /// Printings owned beyond `keep` copies, with the spare count, sorted by printing ID: the
    /// "duplicates" view (keep 4, the copy limit of 102.1.0, for players).
    pub fn duplicates(&self, keep: u32) -> Vec<(&CardId, u32)> {
        let mut spare: Vec<(&CardId, u32)> = self
            .holdings
            .iter()
            .filter(|(_, h)| h.owned > keep)
            .map(|(id, h)| (id, h.owned - keep))
            .collect();
        spare.sort();
        spare
    }

    /// Printings marked for trade, with the count offered, sorted by printing ID.
    pub fn for_trade(&self) -> Vec<(&CardId, u32)> {
        let mut offered: Vec<(&CardId, u32)> = self
            .holdings
            .iter()
            .filter(|(_, h)| h.trade > 0)
            .map(|(id, h)| (id, h.trade))
            .collect();
        offered.sort();
        offered
    }

    /// Printings on the wishlist, with the count wanted, sorted by printing ID.
    pub fn wanted(&self) -> Vec<(&CardId, u32)> {
        let mut wanted: Vec<(&CardId, u32)> = self
            .holdings
            .iter()
            .filter(|(_, h)| h.wishlist > 0)
            .map(|(id, h)| (id, h.wishlist))
            .collect();
        wanted.sort();
        wanted
    }

    /// Whether any printing is wanted, and whether any is offered for trade.
    pub fn any_wanted_or_offered(&self) -> (bool, bool) {
        self.holdings.values().fold((false, false), |(w, t), h| {
            (w || h.wishlist > 0, t || h.trade > 0)
        })
    }

    /// Every copy owned, all printings together.
    pub fn total_owned(&self) -> u64 {
        self.holdings.values().map(|h| u64::from(h.owned)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(text: &str) -> CardId {
        CardId::parse(text).unwrap()
    }

    #[test]
    fn quick_minus_never_goes_below_zero_and_forgets_empty_holdings() {
        let mut collection = Collection::new();
        assert_eq!(collection.adjust_owned(&id("BP01-C01"), 2), 2);
        assert_eq!(collection.adjust_owned(&id("BP01-C01"), -5), 0);
        assert!(collection.is_empty());
    }

    #[test]
    fn setting_owned_keeps_the_wishlist_and_notes() {
        let mut collection = Collection::new();
        collection.set(
            id("BP01-C01"),
            Holding {
                owned: 1,
                wishlist: 2,
                trade: 0,
                notes: "binder 2".into(),
            },
        );
        collection.set_owned(&id("BP01-C01"), 0);
        let holding = collection.holding(&id("BP01-C01")).unwrap();
        assert_eq!((holding.owned, holding.wishlist), (0, 2));
        assert_eq!(holding.notes, "binder 2");
    }

    #[test]
    fn owned_by_key_adds_shining_printings_to_their_base_rule_102_1_1() {
        let collection = Collection::from_holdings([
            (id("BP01-CR01"), Holding::owned(1)),
            (id("※BP01-CR01"), Holding::owned(2)),
        ]);
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let catalog = crate::catalog::Catalog::open(&root.join("cards.db")).expect("cards.db");
        let index = catalog.game_index(crate::card::Game::Kayou).expect("Kayou");
        let by_key = collection.owned_by_key(index);
        assert_eq!(by_key.get("BP01-CR01"), Some(&3));
        assert_eq!(by_key.len(), 1, "one card number");
    }
}
