//! Decks shuffled as they are dealt (103.1). A shuffle only marks the deck unsettled; a card's
//! place is decided (one Fisher-Yates step: a uniformly chosen card of the unsettled part goes to
//! the next place from the top) the first time something reaches it: a draw, a look, a reveal, a
//! card put at the bottom. The order that results is distributed exactly as a full shuffle's, and
//! a seed still replays exactly; but dealing a hand costs nine steps rather than fifty, and the
//! unsettled cards have no order anyone (a policy included) could peek at.
//!
//! Decks are stored bottom first: the top `settled` cards (the end of the list) are in their
//! final order; the cards below them are the unsettled part, in no meaningful order.

use super::{CardHandle, DeckKind, GameState};
use crate::engine::Side;

/// `settled` when every card of the deck is in its final order.
pub(crate) const ALL_SETTLED: u8 = u8::MAX;

impl GameState {
    fn deck_parts(&mut self, side: Side, deck: DeckKind) -> (&mut Vec<CardHandle>, &mut u8) {
        let p = &mut self.players[side];
        match deck {
            DeckKind::Main => (&mut p.main_deck, &mut p.main_settled),
            DeckKind::Scene => (&mut p.scene_deck, &mut p.scene_settled),
        }
    }

    /// Decides the places of the top `n` cards of `deck` (fewer when the deck is smaller).
    pub(crate) fn settle_deck(&mut self, side: Side, deck: DeckKind, n: usize) {
        let p = &mut self.players[side];
        let (cards, settled) = match deck {
            DeckKind::Main => (&mut p.main_deck, &mut p.main_settled),
            DeckKind::Scene => (&mut p.scene_deck, &mut p.scene_settled),
        };
        let len = cards.len();
        let mut done = usize::from(*settled).min(len);
        while done < n.min(len) {
            // The next place from the top; the unsettled cards are at 0..=top.
            let top = len - 1 - done;
            let pick = self.rng.below(top + 1);
            cards.swap(top, pick);
            done += 1;
        }
        *settled = if done >= len {
            ALL_SETTLED
        } else {
            u8::try_from(done).unwrap_or(ALL_SETTLED)
        };
    }

    /// Takes the top card of `deck` (its place decided first).
    pub(crate) fn pop_deck(&mut self, side: Side, deck: DeckKind) -> Option<CardHandle> {
        self.settle_deck(side, deck, 1);
        let (cards, settled) = self.deck_parts(side, deck);
        let card = cards.pop()?;
        if *settled != ALL_SETTLED {
            *settled = settled.saturating_sub(1);
        }
        Some(card)
    }

    /// 103.1: shuffles `deck`: every place is undecided again (no randomness is drawn yet).
    pub(crate) fn shuffle_deck(&mut self, side: Side, deck: DeckKind) {
        let (cards, settled) = self.deck_parts(side, deck);
        *settled = if cards.is_empty() { ALL_SETTLED } else { 0 };
    }

    /// Puts `card` on top of `deck`.
    pub(crate) fn put_on_top(&mut self, side: Side, deck: DeckKind, card: CardHandle) {
        let (cards, settled) = self.deck_parts(side, deck);
        cards.push(card);
        if *settled != ALL_SETTLED {
            *settled = settled.saturating_add(1).min(ALL_SETTLED - 1);
        }
    }

    /// Puts `card` at the bottom of `deck`: the places above are decided first, so that the
    /// bottom is a place of its own.
    pub(crate) fn put_at_bottom(&mut self, side: Side, deck: DeckKind, card: CardHandle) {
        let len = self.deck_parts(side, deck).0.len();
        self.settle_deck(side, deck, len);
        let (cards, settled) = self.deck_parts(side, deck);
        cards.insert(0, card);
        *settled = ALL_SETTLED;
    }

    /// Takes the card at list index `i` out of `deck` (a search, a sandbox move); whether it
    /// was the top card.
    pub(crate) fn take_from_deck(
        &mut self,
        side: Side,
        deck: DeckKind,
        i: usize,
    ) -> Option<(CardHandle, bool)> {
        let (cards, settled) = self.deck_parts(side, deck);
        let len = cards.len();
        if i >= len {
            return None;
        }
        let in_settled = *settled == ALL_SETTLED || i >= len - usize::from(*settled);
        let card = cards.remove(i);
        if in_settled && *settled != ALL_SETTLED {
            *settled = settled.saturating_sub(1);
        }
        Some((card, in_settled && i + 1 == len))
    }
}
