//! Odds for several conditions at once, in the opening hand or by a turn (CLI.md Additions
//! 1.1, "Odds"): the exact probability that the cards looked at hold at least `K_i` cards
//! matching condition `i` for every `i`, a card that matches two conditions counting for one of
//! them only ("without double use").
//!
//! The deck is split into classes by which conditions a card matches (a bit mask). The cards
//! looked at are one or more disjoint groups of positions of the shuffled Main Deck; since every
//! order is equally likely, the class counts in the groups follow a multivariate hypergeometric
//! law, which is summed exactly over every way to fill the groups (`u128` counts, one division
//! at the end). Whether a hand meets the conditions is a transportation problem; by Hall's
//! theorem it does exactly when, for every set `S` of conditions, the hand holds at least
//! `sum(K_i, i in S)` cards matching some condition of `S`.

use super::odds::{HAND_SIZE, Odds, OddsError, binomial};

/// The most conditions one question may have (2^6 classes).
pub const MAX_NEEDS: usize = 6;

/// Cards that take the four Plans after the kept hand (103.5).
const PLANS: u32 = 4;

/// Which cards are looked at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// The first `cards` cards of the Main Deck. With `mulligan`, a player whose first look
    /// fails puts the top five on the bottom and looks at the `cards` after them (as
    /// `odds --cards N --mulligan` always did).
    FirstCards {
        /// Cards looked at.
        cards: u32,
        /// Mulligan once when the look fails.
        mulligan: bool,
    },
    /// The hand at the start of your Main Phase of turn `turn` (turns count both players'
    /// turns): five cards, the four Plans taken from the cards after them, then one draw in each
    /// of your turns' Start Phase except the first player's turn 1. With `mulligan`, the player
    /// mulligans exactly when the opening five fail the conditions (103.4.1a: the five go to
    /// the bottom, five new ones are drawn).
    ByTurn {
        /// The turn.
        turn: u32,
        /// You play first.
        first_player: bool,
        /// Mulligan once when the opening hand fails.
        mulligan: bool,
    },
}

impl Look {
    /// Cards in hand at the start of your Main Phase of `turn`.
    pub fn hand_at_turn(turn: u32, first_player: bool) -> u32 {
        let draws = if first_player {
            // Your turns are 1, 3, 5, ...; turn 1 draws nothing (103.6).
            turn.div_ceil(2).saturating_sub(1)
        } else {
            turn / 2
        };
        HAND_SIZE + draws
    }
}

/// A question: the deck as `(mask, count)` classes (bit `i` set: the card matches condition
/// `i`), the `at_least` of each condition, and what is looked at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MultiQuestion {
    /// Cards per class; classes may repeat and need not cover every mask.
    pub classes: Vec<(u32, u32)>,
    /// `K_i` for each condition, in order.
    pub at_least: Vec<u32>,
    /// The cards looked at.
    pub look: Look,
}

/// Whether a hand with `counts[c]` cards of class `masks[c]` meets every `K_i` without using
/// a card twice (Hall's condition over every set of conditions).
pub fn meets(masks: &[u32], counts: &[u32], at_least: &[u32]) -> bool {
    let conditions = at_least.len();
    (1u32..(1 << conditions)).all(|set| {
        let wanted: u32 = (0..conditions)
            .filter(|i| set & (1 << i) != 0)
            .map(|i| at_least.get(i).copied().unwrap_or(0))
            .sum();
        let held: u32 = masks
            .iter()
            .zip(counts)
            .filter(|(mask, _)| **mask & set != 0)
            .map(|(_, n)| *n)
            .sum();
        held >= wanted
    })
}

/// When a question succeeds, given the class counts in each group of positions.
type Success<'a> = Box<dyn Fn(&[Vec<u32>]) -> bool + 'a>;

/// The exact odds of a question.
pub fn multi_odds(question: &MultiQuestion) -> Result<Odds, OddsError> {
    if question.at_least.len() > MAX_NEEDS {
        return Err(OddsError::TooManyNeeds {
            needs: question.at_least.len(),
        });
    }
    // Merge classes with the same mask.
    let mut classes: Vec<(u32, u32)> = Vec::new();
    for &(mask, count) in &question.classes {
        match classes.iter_mut().find(|(m, _)| *m == mask) {
            Some((_, n)) => *n += count,
            None if count > 0 => classes.push((mask, count)),
            None => {}
        }
    }
    classes.sort_unstable();
    let deck: u32 = classes.iter().map(|(_, n)| n).sum();
    if deck > 120 {
        return Err(OddsError::TooLarge { deck });
    }
    let masks: Vec<u32> = classes.iter().map(|(m, _)| *m).collect();
    let sizes: Vec<u32> = classes.iter().map(|(_, n)| *n).collect();
    let at_least = &question.at_least;
    let ok = |counts: &[u32]| meets(&masks, counts, at_least);
    // The groups of positions, and when the question succeeds given each group's counts.
    let (groups, success): (Vec<u32>, Success<'_>) = match question.look {
        Look::FirstCards {
            cards,
            mulligan: false,
        } => {
            if cards > deck {
                return Err(OddsError::CardsExceedDeck { deck, cards });
            }
            (
                vec![cards],
                Box::new(|g: &[Vec<u32>]| g.first().is_some_and(|h| ok(h))),
            )
        }
        Look::FirstCards {
            cards,
            mulligan: true,
        } => {
            if cards + HAND_SIZE > deck {
                return Err(OddsError::MulliganReachesBottom { deck, cards });
            }
            // Positions only in the first look, in both, only in the second.
            let only_first = cards.min(HAND_SIZE);
            let both = cards.saturating_sub(HAND_SIZE);
            (
                vec![only_first, both, only_first],
                Box::new(move |g: &[Vec<u32>]| {
                    let sum = |x: &Vec<u32>, y: &Vec<u32>| -> Vec<u32> {
                        x.iter().zip(y).map(|(a, b)| a + b).collect()
                    };
                    let (Some(a), Some(b), Some(c)) = (g.first(), g.get(1), g.get(2)) else {
                        return false;
                    };
                    ok(&sum(a, b)) || ok(&sum(b, c))
                }),
            )
        }
        Look::ByTurn {
            turn,
            first_player,
            mulligan,
        } => {
            if turn == 0 {
                return Err(OddsError::NoSuchTurn);
            }
            let hand = Look::hand_at_turn(turn, first_player);
            let drawn = hand - HAND_SIZE;
            // Without a mulligan the hand is 1..5 and the draws after the Plans: by symmetry,
            // any `hand` positions. With one, the opening five and then the second hand with
            // its draws, disjoint.
            let reach = if mulligan {
                2 * HAND_SIZE + PLANS + drawn
            } else {
                HAND_SIZE + PLANS + drawn
            };
            if reach > deck {
                return Err(OddsError::CardsExceedDeck { deck, cards: reach });
            }
            if mulligan {
                (
                    vec![HAND_SIZE, hand],
                    Box::new(|g: &[Vec<u32>]| {
                        g.first().is_some_and(|h| ok(h)) || g.get(1).is_some_and(|h| ok(h))
                    }),
                )
            } else {
                (
                    vec![hand],
                    Box::new(|g: &[Vec<u32>]| g.first().is_some_and(|h| ok(h))),
                )
            }
        }
    };
    let too_large = OddsError::TooLarge { deck };
    let mut total: u128 = 1;
    let mut left = deck;
    for &size in &groups {
        total = total
            .checked_mul(binomial(left, size).ok_or(too_large)?)
            .ok_or(too_large)?;
        left -= size;
    }
    let mut filled: Vec<Vec<u32>> = Vec::new();
    let mut favourable: u128 = 0;
    let mut steps: u64 = 0;
    fill_groups(
        &groups,
        &sizes,
        &mut filled,
        1,
        &mut favourable,
        &mut steps,
        &*success,
    )
    .ok_or(too_large)?;
    Ok(Odds { favourable, total })
}

/// Enumerates every way to fill the remaining groups with class counts, adding the ways of
/// those that succeed. `None` on overflow or when the enumeration is too long to be instant.
fn fill_groups(
    groups: &[u32],
    left: &[u32],
    filled: &mut Vec<Vec<u32>>,
    ways: u128,
    favourable: &mut u128,
    steps: &mut u64,
    success: &dyn Fn(&[Vec<u32>]) -> bool,
) -> Option<()> {
    let Some((&size, rest)) = groups.split_first() else {
        if success(filled) {
            *favourable = favourable.checked_add(ways)?;
        }
        return Some(());
    };
    let mut counts = vec![0u32; left.len()];
    fill_classes(0, size, left, &mut counts, ways, &mut |counts, ways| {
        *steps += 1;
        if *steps > 20_000_000 {
            return None;
        }
        let remaining: Vec<u32> = left.iter().zip(counts).map(|(l, c)| l - c).collect();
        filled.push(counts.to_vec());
        let result = fill_groups(rest, &remaining, filled, ways, favourable, steps, success);
        filled.pop();
        result
    })
}

/// Every way to put `size` cards of the classes `left[class..]` into one group: `done` is
/// called with each class vector and its number of ways. `None` on overflow, or when `done`
/// says stop. Every game's odds count with it (`game_odds` too).
pub(super) fn fill_classes(
    class: usize,
    size: u32,
    left: &[u32],
    counts: &mut Vec<u32>,
    ways: u128,
    done: &mut dyn FnMut(&[u32], u128) -> Option<()>,
) -> Option<()> {
    let Some(&available) = left.get(class) else {
        return if size == 0 {
            done(counts, ways)
        } else {
            Some(())
        };
    };
    let later: u32 = left.get(class + 1..).map_or(0, |l| l.iter().sum());
    let low = size.saturating_sub(later);
    for take in low..=available.min(size) {
        let ways = ways.checked_mul(binomial(available, take)?)?;
        if let Some(c) = counts.get_mut(class) {
            *c = take;
        }
        fill_classes(class + 1, size - take, left, counts, ways, done)?;
    }
    if let Some(c) = counts.get_mut(class) {
        *c = 0;
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::{OddsQuestion, odds};
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    use rand_chacha::ChaCha8Rng;

    fn p(question: &MultiQuestion) -> f64 {
        multi_odds(question).unwrap().probability()
    }

    #[test]
    fn one_condition_without_a_mulligan_is_the_hypergeometric_tail() {
        // P(at least K of 12 matching among the first `cards` of 50), summed by hand.
        for (cards, at_least) in [(5, 1), (7, 2), (10, 3)] {
            let total = binomial(50, cards).unwrap() as f64;
            let tail: f64 = (at_least..=cards.min(12))
                .map(|j| {
                    binomial(12, j).unwrap() as f64 * binomial(38, cards - j).unwrap() as f64
                        / total
                })
                .sum();
            let multi = multi_odds(&MultiQuestion {
                classes: vec![(1, 12), (0, 38)],
                at_least: vec![at_least],
                look: Look::FirstCards {
                    cards,
                    mulligan: false,
                },
            })
            .unwrap();
            assert!(
                (tail - multi.probability()).abs() < 1e-12,
                "{cards} {at_least}"
            );
        }
    }

    #[test]
    fn two_disjoint_conditions_match_the_closed_form() {
        // 10 A and 8 B of 50, at least 1 of each in 5: inclusion-exclusion,
        // 1 - C(40,5)/C(50,5) - C(42,5)/C(50,5) + C(32,5)/C(50,5).
        let c = |n, k| binomial(n, k).unwrap() as f64;
        let expected = 1.0 - (c(40, 5) + c(42, 5) - c(32, 5)) / c(50, 5);
        let got = p(&MultiQuestion {
            classes: vec![(0b01, 10), (0b10, 8), (0, 32)],
            at_least: vec![1, 1],
            look: Look::FirstCards {
                cards: 5,
                mulligan: false,
            },
        });
        assert!((got - expected).abs() < 1e-12, "{got} vs {expected}");
    }

    #[test]
    fn a_card_matching_both_conditions_counts_for_one_only() {
        // 4 cards match both, nothing else matches: 1 of each needs 2 of the 4 in 5 cards.
        let c = |n, k| binomial(n, k).unwrap() as f64;
        let at_most_one = (c(46, 5) + 4.0 * c(46, 4)) / c(50, 5);
        let got = p(&MultiQuestion {
            classes: vec![(0b11, 4), (0, 46)],
            at_least: vec![1, 1],
            look: Look::FirstCards {
                cards: 5,
                mulligan: false,
            },
        });
        assert!((got - (1.0 - at_most_one)).abs() < 1e-12);
    }

    #[test]
    fn by_turn_counts_the_draws_of_your_turns_only_rule_103_6() {
        assert_eq!(Look::hand_at_turn(1, true), 5);
        assert_eq!(Look::hand_at_turn(2, true), 5);
        assert_eq!(Look::hand_at_turn(3, true), 6);
        assert_eq!(Look::hand_at_turn(5, true), 7);
        assert_eq!(Look::hand_at_turn(2, false), 6);
        assert_eq!(Look::hand_at_turn(4, false), 7);
        // By turn 5 going first the hand holds 7 cards: the same as the first 7.
        let by_turn = p(&MultiQuestion {
            classes: vec![(1, 9), (0, 41)],
            at_least: vec![2],
            look: Look::ByTurn {
                turn: 5,
                first_player: true,
                mulligan: false,
            },
        });
        let first_seven = odds(OddsQuestion {
            deck: 50,
            matching: 9,
            cards: 7,
            at_least: 2,
            mulligan: false,
        })
        .unwrap()
        .probability();
        assert!((by_turn - first_seven).abs() < 1e-12);
    }

    /// The physical process, shuffled: deal, mulligan if the opening five fail, set four Plans,
    /// draw; then check by trying every way to assign the hand's cards to conditions.
    fn simulate(
        classes: &[(u32, u32)],
        at_least: &[u32],
        look: Look,
        games: u32,
        seed: u64,
    ) -> f64 {
        let mut deck: Vec<u32> = classes
            .iter()
            .flat_map(|&(m, n)| std::iter::repeat_n(m, n as usize))
            .collect();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let assignable = |hand: &[u32]| -> bool {
            // Brute force: give each card to one condition it matches (or none).
            fn go(hand: &[u32], need: &mut Vec<i64>) -> bool {
                if need.iter().all(|&n| n <= 0) {
                    return true;
                }
                let Some((&card, rest)) = hand.split_first() else {
                    return false;
                };
                for i in 0..need.len() {
                    if card & (1 << i) != 0 && need[i] > 0 {
                        need[i] -= 1;
                        let found = go(rest, need);
                        need[i] += 1;
                        if found {
                            return true;
                        }
                    }
                }
                go(rest, need)
            }
            go(hand, &mut at_least.iter().map(|&k| i64::from(k)).collect())
        };
        let mut hits = 0u32;
        for _ in 0..games {
            deck.shuffle(&mut rng);
            let hit = match look {
                Look::FirstCards { cards, mulligan } => {
                    let first = &deck[..cards as usize];
                    assignable(first) || (mulligan && assignable(&deck[5..5 + cards as usize]))
                }
                Look::ByTurn {
                    turn,
                    first_player,
                    mulligan,
                } => {
                    let draws = (Look::hand_at_turn(turn, first_player) - 5) as usize;
                    let mut top = 0;
                    if mulligan && !assignable(&deck[..5]) {
                        top = 5;
                    }
                    let mut hand: Vec<u32> = deck[top..top + 5].to_vec();
                    hand.extend_from_slice(&deck[top + 9..top + 9 + draws]);
                    assignable(&hand)
                }
            };
            hits += u32::from(hit);
        }
        f64::from(hits) / f64::from(games)
    }

    #[test]
    fn exact_odds_agree_with_a_seeded_monte_carlo_within_four_sigma() {
        let classes = [(0b01, 9), (0b10, 12), (0b11, 3), (0b100, 6), (0, 20)];
        let at_least = [1, 2, 1];
        let games = 20_000;
        for look in [
            Look::FirstCards {
                cards: 5,
                mulligan: false,
            },
            Look::FirstCards {
                cards: 7,
                mulligan: true,
            },
            Look::ByTurn {
                turn: 3,
                first_player: true,
                mulligan: false,
            },
            Look::ByTurn {
                turn: 5,
                first_player: false,
                mulligan: true,
            },
        ] {
            let exact = p(&MultiQuestion {
                classes: classes.to_vec(),
                at_least: at_least.to_vec(),
                look,
            });
            let seen = simulate(&classes, &at_least, look, games, 12);
            let sigma = (exact * (1.0 - exact) / f64::from(games)).sqrt();
            assert!(
                (seen - exact).abs() <= 4.0 * sigma,
                "{look:?}: exact {exact}, simulated {seen}, sigma {sigma}"
            );
        }
    }
}
