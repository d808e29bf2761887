//! The opening-hand practice table of the other games: shuffle, draw the opening hand, take the
//! game's mulligan once, then draw step by step. Pure and seeded, so the app and tests replay it.
//!
//! - Lorcana (2.2.1.4, 2.2.2): 7 cards; any chosen cards go to the bottom of the deck, the
//!   player draws back up to 7, and a player who altered the hand shuffles the deck (2.2.2.3).
//! - Palworld (6.2.1.6, 6.2.1.7): 5 cards; the redraw puts the whole hand back, shuffles and
//!   draws 5, once per game (6.2.1.7.1).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::card::CardId;
use crate::deck::{Deck, Section};
use crate::format::Format;

use super::{Mulligan, OpeningRules};

/// Why a practice step cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PracticeError {
    /// The deck holds fewer cards than the opening hand.
    #[error("the deck has {cards} cards; an opening hand needs {hand}")]
    DeckTooSmall {
        /// Cards in the deck.
        cards: usize,
        /// The opening hand.
        hand: u32,
    },
    /// The mulligan was taken, or a card was drawn after the opening hand.
    #[error("the hand can be changed only once, before the first draw ({rule})")]
    MulliganUsed {
        /// The rule to cite.
        rule: &'static str,
    },
    /// A chosen card is not in the hand.
    #[error("card {0} is not in the hand; choose cards from 1 to the hand's size")]
    NotInHand(usize),
    /// No card is left to draw.
    #[error("the deck is empty")]
    EmptyDeck,
}

/// One practice game.
#[derive(Debug, Clone)]
pub struct PracticeTable {
    rules: OpeningRules,
    /// The deck, top first.
    library: Vec<CardId>,
    hand: Vec<CardId>,
    /// The mulligan is still open.
    can_mulligan: bool,
    draws: u32,
    rng: ChaCha8Rng,
    log: Vec<String>,
}

fn shuffle(cards: &mut [CardId], rng: &mut ChaCha8Rng) {
    use rand::Rng;
    // Fisher-Yates with the engine's own bounded draw.
    for i in (1..cards.len()).rev() {
        let bound = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let j = usize::try_from(rng.next_u32() % bound).unwrap_or(0);
        cards.swap(i, j);
    }
}

impl PracticeTable {
    /// Shuffles the deck's first section (Lorcana's deck, Palworld's Main Deck) and draws the
    /// opening hand.
    pub fn new(deck: &Deck, format: &Format, seed: u64) -> Result<PracticeTable, PracticeError> {
        let rules = OpeningRules::of(deck.game);
        let section = format.sections.first().map_or(Section::Main, |s| s.section);
        let mut library: Vec<CardId> = deck
            .section(section)
            .iter()
            .flat_map(|e| std::iter::repeat_n(e.card_id.clone(), e.count as usize))
            .collect();
        if library.len() < rules.hand as usize {
            return Err(PracticeError::DeckTooSmall {
                cards: library.len(),
                hand: rules.hand,
            });
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        shuffle(&mut library, &mut rng);
        let mut table = PracticeTable {
            rules,
            library,
            hand: Vec::new(),
            can_mulligan: true,
            draws: 0,
            rng,
            log: Vec::new(),
        };
        table.draw_up_to(rules.hand);
        table.log.push(format!(
            "Shuffled and drew {} cards ({}).",
            rules.hand, rules.rule
        ));
        Ok(table)
    }

    fn draw_up_to(&mut self, size: u32) {
        while self.hand.len() < size as usize && !self.library.is_empty() {
            let card = self.library.remove(0);
            self.hand.push(card);
        }
    }

    /// The game's opening rules.
    pub fn rules(&self) -> OpeningRules {
        self.rules
    }

    /// The hand, in the order drawn.
    pub fn hand(&self) -> &[CardId] {
        &self.hand
    }

    /// Cards left in the deck.
    pub fn library_len(&self) -> usize {
        self.library.len()
    }

    /// The cards left in the deck, top first (for tests and the bottom-of-deck view).
    pub fn library(&self) -> &[CardId] {
        &self.library
    }

    /// Whether the hand can still be changed.
    pub fn can_mulligan(&self) -> bool {
        self.can_mulligan
    }

    /// Cards drawn after the opening hand.
    pub fn draws(&self) -> u32 {
        self.draws
    }

    /// What happened, one sentence per step.
    pub fn log(&self) -> &[String] {
        &self.log
    }

    /// The game's mulligan. Kayou: `chosen` is ignored; the hand goes to the bottom of the deck
    /// in its order and a new hand is drawn from the top, without a shuffle (103.4.1a).
    /// Lorcana: the cards at `chosen` (positions in the hand, from 0) go to the bottom, the hand
    /// is drawn back up to 7 and, if any card went, the deck is shuffled (2.2.2). Palworld:
    /// `chosen` is ignored; the whole hand goes back, the deck is shuffled, 5 are drawn
    /// (6.2.1.7).
    pub fn mulligan(&mut self, chosen: &[usize]) -> Result<(), PracticeError> {
        if !self.can_mulligan {
            return Err(PracticeError::MulliganUsed {
                rule: self.rules.rule,
            });
        }
        match self.rules.mulligan {
            Mulligan::NewHandFromTop => {
                let hand = std::mem::take(&mut self.hand);
                self.library.extend(hand);
                self.draw_up_to(self.rules.hand);
                self.log.push(format!(
                    "Mulliganed: the hand went to the bottom of the deck, {} new cards from the top, no shuffle (103.4.1a).",
                    self.rules.hand
                ));
            }
            Mulligan::KeepAndDrawUp => {
                if let Some(&bad) = chosen.iter().find(|&&i| i >= self.hand.len()) {
                    return Err(PracticeError::NotInHand(bad + 1));
                }
                let mut positions: Vec<usize> = chosen.to_vec();
                positions.sort_unstable();
                positions.dedup();
                let mut bottomed = Vec::with_capacity(positions.len());
                for &i in positions.iter().rev() {
                    bottomed.push(self.hand.remove(i));
                }
                bottomed.reverse();
                let n = bottomed.len();
                self.library.extend(bottomed);
                self.draw_up_to(self.rules.hand);
                if n > 0 {
                    shuffle(&mut self.library, &mut self.rng);
                }
                self.log.push(format!(
                    "Put {n} card{} on the bottom, drew back up to {}{} (2.2.2).",
                    if n == 1 { "" } else { "s" },
                    self.rules.hand,
                    if n > 0 { " and shuffled" } else { "" }
                ));
            }
            Mulligan::Reshuffle => {
                let hand = std::mem::take(&mut self.hand);
                self.library.extend(hand);
                shuffle(&mut self.library, &mut self.rng);
                self.draw_up_to(self.rules.hand);
                self.log.push(format!(
                    "Redrew: the hand went back, the deck was shuffled, {} new cards (6.2.1.7).",
                    self.rules.hand
                ));
            }
        }
        self.can_mulligan = false;
        Ok(())
    }

    /// Keeps the hand: the mulligan is no longer open.
    pub fn keep(&mut self) {
        if self.can_mulligan {
            self.can_mulligan = false;
            self.log.push("Kept the hand.".into());
        }
    }

    /// One draw step (the turn's draw): the top card into the hand. Closes the mulligan.
    pub fn draw(&mut self) -> Result<(), PracticeError> {
        if self.library.is_empty() {
            return Err(PracticeError::EmptyDeck);
        }
        self.can_mulligan = false;
        let card = self.library.remove(0);
        self.hand.push(card);
        self.draws += 1;
        self.log.push(format!("Drew a card (draw {}).", self.draws));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Game;

    fn deck(game: Game, section: Section, ids: &[(&str, u32)]) -> Deck {
        let mut deck = Deck::new(game);
        for (id, n) in ids {
            deck.add_to(section, &CardId::parse_in(game, id).unwrap(), *n);
        }
        deck
    }

    #[test]
    fn a_lorcana_hand_of_seven_keeps_seven_after_bottoming_three_2_2_2() {
        let d = deck(
            Game::Lorcana,
            Section::Main,
            &[("1-001", 30), ("1-002", 30)],
        );
        let mut t = PracticeTable::new(&d, &Format::lorcana_core(), 7).unwrap();
        assert_eq!(t.hand().len(), 7);
        assert_eq!(t.library_len(), 53);
        t.mulligan(&[0, 2, 4]).unwrap();
        assert_eq!(t.hand().len(), 7);
        assert_eq!(t.library_len(), 53);
        assert!(t.mulligan(&[]).is_err(), "only once");
        t.draw().unwrap();
        assert_eq!((t.hand().len(), t.draws()), (8, 1));
    }

    #[test]
    fn a_kayou_mulligan_puts_the_five_on_the_bottom_and_draws_the_next_five_103_4_1a() {
        let d = deck(
            Game::Kayou,
            Section::Main,
            &[("BP01-C01", 25), ("BP01-C02", 25)],
        );
        let mut t =
            PracticeTable::new(&d, &Format::kayou(crate::format::RulesVersion::NEWEST), 5).unwrap();
        let first: Vec<CardId> = t.hand().to_vec();
        let next: Vec<CardId> = t.library().iter().take(5).cloned().collect();
        t.mulligan(&[]).unwrap();
        assert_eq!(t.hand(), &next[..], "the next five, no shuffle");
        let bottom: Vec<CardId> = t.library().iter().rev().take(5).rev().cloned().collect();
        assert_eq!(bottom, first, "the first five at the bottom, in order");
        assert!(t.mulligan(&[]).is_err(), "only once");
    }

    #[test]
    fn bottomed_cards_are_not_drawn_back_before_the_shuffle() {
        // Without a shuffle (nothing bottomed) the top of the deck is unchanged.
        let d = deck(Game::Lorcana, Section::Main, &[("1-001", 60)]);
        let mut t = PracticeTable::new(&d, &Format::lorcana_core(), 1).unwrap();
        let top: Vec<_> = t.library().to_vec();
        t.mulligan(&[]).unwrap();
        assert_eq!(t.library(), &top[..]);
    }

    #[test]
    fn a_palworld_redraw_returns_all_five_and_draws_five_6_2_1_7() {
        let d = deck(
            Game::Palworld,
            Section::Main,
            &[("EBP01-001", 25), ("EBP01-002", 25)],
        );
        let mut t = PracticeTable::new(&d, &Format::palworld(), 3).unwrap();
        assert_eq!((t.hand().len(), t.library_len()), (5, 45));
        t.mulligan(&[]).unwrap();
        assert_eq!((t.hand().len(), t.library_len()), (5, 45));
        assert!(matches!(
            t.mulligan(&[]),
            Err(PracticeError::MulliganUsed { .. })
        ));
    }

    #[test]
    fn the_same_seed_gives_the_same_hand() {
        let d = deck(
            Game::Lorcana,
            Section::Main,
            &[("1-001", 20), ("1-002", 20), ("1-003", 20)],
        );
        let a = PracticeTable::new(&d, &Format::lorcana_core(), 42).unwrap();
        let b = PracticeTable::new(&d, &Format::lorcana_core(), 42).unwrap();
        assert_eq!(a.hand(), b.hand());
    }

    #[test]
    fn a_deck_smaller_than_the_hand_is_refused() {
        let d = deck(Game::Palworld, Section::Main, &[("EBP01-001", 4)]);
        assert!(matches!(
            PracticeTable::new(&d, &Format::palworld(), 0),
            Err(PracticeError::DeckTooSmall { cards: 4, hand: 5 })
        ));
    }
}
