//! Opening-hand odds: the exact probability that the first cards of a shuffled Main Deck hold
//! at least K cards of a kind, with or without one mulligan (103.4.1a: the hand goes to the
//! bottom of the Main Deck and five new cards are drawn, no reshuffle).
//!
//! The count is the multi-condition engine's ([`super::multi_odds`]) with one condition: exact
//! `u128` integers, one division at the end.

use thiserror::Error;

/// What is asked: out of `deck` cards of which `matching` match, at least `at_least` matching
/// among the first `cards`, optionally with one mulligan when the first look fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OddsQuestion {
    /// Cards in the Main Deck.
    pub deck: u32,
    /// Cards in it that match.
    pub matching: u32,
    /// How many cards from the top are looked at.
    pub cards: u32,
    /// How many matching cards are wanted among them.
    pub at_least: u32,
    /// Mulligan (once) when the first look fails.
    pub mulligan: bool,
}

/// Why a question has no answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum OddsError {
    /// More matching cards than cards in the deck.
    #[error("{matching} matching cards cannot be in a deck of {deck}")]
    MatchingExceedsDeck {
        /// The deck size.
        deck: u32,
        /// The matching count.
        matching: u32,
    },
    /// More cards looked at than the deck holds.
    #[error(
        "the first {cards} cards of a {deck}-card deck cannot be looked at; use --cards {deck} or fewer"
    )]
    CardsExceedDeck {
        /// The deck size.
        deck: u32,
        /// The cards looked at.
        cards: u32,
    },
    /// After a mulligan the look would reach the cards put on the bottom.
    #[error(
        "with --mulligan the first {cards} cards after the mulligan would reach the {hand} cards put on the bottom of a {deck}-card deck; use --cards {} or fewer",
        deck.saturating_sub(*hand)
    )]
    MulliganReachesBottom {
        /// The deck size.
        deck: u32,
        /// The cards looked at.
        cards: u32,
        /// The cards of the hand put on the bottom.
        hand: u32,
    },
    /// More conditions than one question takes.
    #[error("{needs} conditions are too many for one question; ask at most 6 at once")]
    TooManyNeeds {
        /// The conditions asked.
        needs: usize,
    },
    /// Turn 0 does not exist.
    #[error("turns count from 1; use --by-turn 1 or later")]
    NoSuchTurn,
    /// The deck is too large for exact integer counting.
    #[error("a {deck}-card deck is too large to count exactly (at most 120 cards)")]
    TooLarge {
        /// The deck size.
        deck: u32,
    },
}

/// `C(n, k)`, exactly, or `None` when it does not fit in a `u128`.
pub fn binomial(n: u32, k: u32) -> Option<u128> {
    if k > n {
        return Some(0);
    }
    let k = k.min(n - k);
    let mut result: u128 = 1;
    for i in 0..k {
        // result * (n - i) / (i + 1) is an integer at every step (it is C(n, i + 1)).
        result = result.checked_mul(u128::from(n - i))? / u128::from(i + 1);
    }
    Some(result)
}

/// The exact odds of a question: one condition of the multi-condition engine
/// ([`super::multi_odds`]), the matching cards one class and the rest another.
///
/// Without a mulligan the first `cards` positions are looked at. With one (103.4.1a), the
/// first hand is the top five cards; when the first `cards` fail, the hand goes to the bottom
/// and the look is at positions `6..=5 + cards` (the deck is not reshuffled).
pub fn odds(question: OddsQuestion) -> Result<f64, OddsError> {
    let OddsQuestion {
        deck,
        matching,
        cards,
        at_least,
        mulligan,
    } = question;
    if matching > deck {
        return Err(OddsError::MatchingExceedsDeck { deck, matching });
    }
    if cards > deck {
        return Err(OddsError::CardsExceedDeck { deck, cards });
    }
    super::multi_odds::multi_odds(&super::multi_odds::MultiQuestion {
        classes: vec![(1, matching), (0, deck - matching)],
        at_least: vec![at_least],
        look: super::multi_odds::Look::FirstCards { cards, mulligan },
        opening: super::OpeningRules::of(crate::card::Game::Kayou),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    use rand_chacha::ChaCha8Rng;

    fn ask(deck: u32, matching: u32, cards: u32, at_least: u32, mulligan: bool) -> f64 {
        odds(OddsQuestion {
            deck,
            matching,
            cards,
            at_least,
            mulligan,
        })
        .unwrap()
    }

    #[test]
    fn binomials_are_exact() {
        assert_eq!(binomial(50, 5), Some(2_118_760));
        assert_eq!(binomial(46, 5), Some(1_370_754));
        assert_eq!(binomial(50, 25), Some(126_410_606_437_752));
        assert_eq!(binomial(5, 7), Some(0));
        assert_eq!(binomial(0, 0), Some(1));
    }

    #[test]
    fn four_copies_in_fifty_at_least_one_in_the_opening_hand_of_five_rule_103_4() {
        // 1 - C(46,5)/C(50,5) = 1 - 1370754/2118760
        let p = ask(50, 4, 5, 1, false);
        assert!((p - (1.0 - 1_370_754.0 / 2_118_760.0)).abs() < 1e-12);
        assert_eq!(format!("{p:.6}"), "0.353040");
    }

    #[test]
    fn eight_matching_at_least_one_in_five() {
        // 1 - C(42,5)/C(50,5) = 1 - 850668/2118760
        let p = ask(50, 8, 5, 1, false);
        assert!((p - (1.0 - 850_668.0 / 2_118_760.0)).abs() < 1e-12);
        assert_eq!(format!("{p:.6}"), "0.598507");
    }

    #[test]
    fn at_least_two_of_four_in_five_by_hand() {
        // [C(4,2)C(46,3) + C(4,3)C(46,2) + C(4,4)C(46,1)] / C(50,5)
        let favourable = 6.0 * 15_180.0 + 4.0 * 1_035.0 + 46.0;
        let p = ask(50, 4, 5, 2, false);
        assert!((p - favourable / 2_118_760.0).abs() < 1e-12);
    }

    #[test]
    fn mulligan_draws_five_new_cards_from_the_other_45_rule_103_4_1a() {
        // Fail first (no copy in 5): C(46,5)/C(50,5); then 4 copies among 45: at least one in 5
        // is 1 - C(41,5)/C(45,5).
        let fail = 1_370_754.0 / 2_118_760.0;
        let second = 1.0 - 749_398.0 / 1_221_759.0;
        let p = ask(50, 4, 5, 1, true);
        assert!((p - (1.0 - fail + fail * second)).abs() < 1e-12);
    }

    #[test]
    fn mulligan_conditions_on_the_failed_hand_when_two_are_wanted() {
        // K = 2, m = 4: the first hand fails with 0 or 1 copies; the second hand is drawn from
        // 45 cards holding 4 or 3 copies.
        let c = |n, k| binomial(n, k).unwrap() as f64;
        let p_two = |copies: u32, pool: u32| {
            (2..=copies.min(5))
                .map(|j| c(copies, j) * c(pool - copies, 5 - j))
                .sum::<f64>()
                / c(pool, 5)
        };
        let first_ok = p_two(4, 50);
        let fail0 = c(46, 5) / c(50, 5);
        let fail1 = 4.0 * c(46, 4) / c(50, 5);
        let expected = first_ok + fail0 * p_two(4, 45) + fail1 * p_two(3, 45);
        assert!((ask(50, 4, 5, 2, true) - expected).abs() < 1e-12);
    }

    #[test]
    fn edge_cases_zero_wanted_all_matching_and_too_many_wanted() {
        assert_eq!(ask(50, 0, 5, 0, false), 1.0);
        assert_eq!(ask(50, 50, 5, 5, false), 1.0);
        assert_eq!(ask(50, 4, 5, 6, true), 0.0);
        assert_eq!(ask(50, 0, 5, 1, true), 0.0);
        assert_eq!(ask(50, 4, 50, 4, false), 1.0);
    }

    #[test]
    fn impossible_questions_are_errors_not_panics() {
        let q = |deck, matching, cards, mulligan| {
            odds(OddsQuestion {
                deck,
                matching,
                cards,
                at_least: 1,
                mulligan,
            })
        };
        assert!(matches!(
            q(50, 51, 5, false),
            Err(OddsError::MatchingExceedsDeck { .. })
        ));
        assert!(matches!(
            q(50, 4, 51, false),
            Err(OddsError::CardsExceedDeck { .. })
        ));
        assert!(matches!(
            q(50, 4, 46, true),
            Err(OddsError::MulliganReachesBottom { .. })
        ));
        assert!(matches!(
            q(500, 4, 5, false),
            Err(OddsError::TooLarge { .. })
        ));
    }

    /// Shuffles a deck of `matching` marked cards, plays the mulligan rule of 103.4.1a (the
    /// hand of five to the bottom, no reshuffle) and counts successes.
    fn monte_carlo(
        deck: u32,
        matching: u32,
        cards: u32,
        at_least: u32,
        mulligan: bool,
        trials: u32,
    ) -> f64 {
        let mut rng = ChaCha8Rng::seed_from_u64(0x0DD5);
        let mut cards_vec: Vec<bool> = (0..deck).map(|i| i < matching).collect();
        let mut successes = 0u32;
        let n = cards as usize;
        let h = 5;
        for _ in 0..trials {
            cards_vec.shuffle(&mut rng);
            let hits = |from: usize| cards_vec[from..from + n].iter().filter(|m| **m).count();
            let ok = hits(0) >= at_least as usize || (mulligan && hits(h) >= at_least as usize);
            if ok {
                successes += 1;
            }
        }
        f64::from(successes) / f64::from(trials)
    }

    #[test]
    fn exact_odds_agree_with_a_seeded_monte_carlo_shuffle() {
        let trials = 200_000;
        // Binomial standard error at p = 0.5 is about 0.0011; allow five of them.
        let tolerance = 0.006;
        for (deck, matching, cards, at_least, mulligan) in [
            (50, 4, 5, 1, false),
            (50, 8, 5, 1, true),
            (50, 6, 5, 2, true),
            (50, 10, 8, 2, true),
            (50, 12, 3, 1, true),
            (40, 7, 7, 2, false),
        ] {
            let exact = ask(deck, matching, cards, at_least, mulligan);
            let sampled = monte_carlo(deck, matching, cards, at_least, mulligan, trials);
            assert!(
                (exact - sampled).abs() < tolerance,
                "{deck}/{matching}/{cards}/{at_least}/{mulligan}: exact {exact}, sampled {sampled}"
            );
        }
    }
}
