//! Odds for several conditions at once, in the opening hand or by a turn, for every game (CLI.md
//! Additions 1.1, "Odds"; issue 43: one odds engine): the exact probability that the cards looked
//! at hold at least `K_i` cards matching condition `i` for every `i`, a card that matches two
//! conditions counting for one of them only ("without double use"). The game's opening hand and
//! mulligan are data ([`OpeningRules`]).
//!
//! The deck is split into classes by which conditions a card matches (a bit mask). The cards
//! looked at are one or more disjoint groups of positions of the shuffled deck; since every
//! order is equally likely, the class counts in the groups follow a multivariate hypergeometric
//! law, which is summed exactly over every way to fill the groups (`u128` counts, one division
//! at the end). Whether a hand meets the conditions is a transportation problem; by Hall's
//! theorem it does exactly when, for every set `S` of conditions, the hand holds at least
//! `sum(K_i, i in S)` cards matching some condition of `S`. A mulligan that shuffles (Lorcana's,
//! Palworld's) weighs each first hand by its ways and counts the second look the same way.

use super::odds::{OddsError, binomial};
use super::opening::{Mulligan, OpeningRules};

/// The most conditions one question may have (2^6 classes).
pub const MAX_NEEDS: usize = 6;

/// The most cards a deck may have for exact counting.
const MAX_DECK: u32 = 120;

/// Which cards are looked at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// The first `cards` cards of the deck, the opening hand asked about. With `mulligan`, a
    /// player whose first look fails takes the game's mulligan: Kayou's puts the top five on the
    /// bottom and looks at the `cards` after them (as `odds --cards N --mulligan` always did);
    /// Lorcana's and Palworld's change the `cards` looked at as their hand.
    FirstCards {
        /// Cards looked at.
        cards: u32,
        /// Mulligan once when the look fails.
        mulligan: bool,
    },
    /// The hand at the start of your Main Phase of turn `turn` (turns count both players'
    /// turns): the opening hand, the cards the game sets aside after it (Kayou's four Plans),
    /// then one draw in each of your turns except the first player's turn 1. With `mulligan`,
    /// the player mulligans exactly when the opening hand fails the conditions.
    ByTurn {
        /// The turn.
        turn: u32,
        /// You play first.
        first_player: bool,
        /// Mulligan once when the opening hand fails.
        mulligan: bool,
    },
}

/// A question: the deck as `(mask, count)` classes (bit `i` set: the card matches condition
/// `i`), the `at_least` of each condition, what is looked at, and the game's opening.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MultiQuestion {
    /// Cards per class; classes may repeat and need not cover every mask.
    pub classes: Vec<(u32, u32)>,
    /// `K_i` for each condition, in order.
    pub at_least: Vec<u32>,
    /// The cards looked at.
    pub look: Look,
    /// The game's opening hand and mulligan.
    pub opening: OpeningRules,
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

/// The exact probability of a question.
pub fn multi_odds(question: &MultiQuestion) -> Result<f64, OddsError> {
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
    if deck > MAX_DECK {
        return Err(OddsError::TooLarge { deck });
    }
    let masks: Vec<u32> = classes.iter().map(|(m, _)| *m).collect();
    let sizes: Vec<u32> = classes.iter().map(|(_, n)| *n).collect();
    let at_least = &question.at_least;
    let ok = |counts: &[u32]| meets(&masks, counts, at_least);
    let opening = question.opening;
    // The hand first looked at, the cards set aside after it, the draws after those.
    let (hand, set_aside, draws, mulligan) = match question.look {
        Look::FirstCards { cards, mulligan } => (cards, 0, 0, mulligan),
        Look::ByTurn {
            turn,
            first_player,
            mulligan,
        } => {
            if turn == 0 {
                return Err(OddsError::NoSuchTurn);
            }
            (
                opening.hand,
                opening.set_aside,
                OpeningRules::draws_by_turn(turn, first_player),
                mulligan,
            )
        }
    };
    let seen = hand + draws;
    let first_reach = seen + set_aside;
    if first_reach > deck {
        return Err(OddsError::CardsExceedDeck {
            deck,
            cards: first_reach,
        });
    }
    let one_look = |n: u32| {
        count(deck, &sizes, &[n], &|g: &[Vec<u32>]| {
            g.first().is_some_and(|h| ok(h))
        })
    };
    if !mulligan {
        // The hand and the draws after the set-aside cards: by symmetry, any `seen` positions.
        return one_look(seen);
    }
    match opening.mulligan {
        Mulligan::NewHandFromTop => {
            let new_hand = opening.hand;
            if matches!(question.look, Look::FirstCards { .. }) {
                if hand + new_hand > deck {
                    return Err(OddsError::MulliganReachesBottom {
                        deck,
                        cards: hand,
                        hand: new_hand,
                    });
                }
                // Positions only in the first look, in both, only in the second.
                let only_first = hand.min(new_hand);
                let both = hand.saturating_sub(new_hand);
                return count(
                    deck,
                    &sizes,
                    &[only_first, both, only_first],
                    &|g: &[Vec<u32>]| {
                        let sum = |x: &Vec<u32>, y: &Vec<u32>| -> Vec<u32> {
                            x.iter().zip(y).map(|(a, b)| a + b).collect()
                        };
                        let (Some(a), Some(b), Some(c)) = (g.first(), g.get(1), g.get(2)) else {
                            return false;
                        };
                        ok(&sum(a, b)) || ok(&sum(b, c))
                    },
                );
            }
            // The opening hand, then the second hand with its draws, disjoint (the first went
            // to the bottom).
            let reach = new_hand + first_reach;
            if reach > deck {
                return Err(OddsError::CardsExceedDeck { deck, cards: reach });
            }
            count(deck, &sizes, &[new_hand, seen], &|g: &[Vec<u32>]| {
                g.first().is_some_and(|h| ok(h)) || g.get(1).is_some_and(|h| ok(h))
            })
        }
        Mulligan::Reshuffle => {
            // The player redraws exactly when the first hand fails; the deck is shuffled, so
            // the second look is a fresh one.
            let open = one_look(hand)?;
            let look = one_look(seen)?;
            Ok(open + (1.0 - open) * look)
        }
        Mulligan::KeepAndDrawUp => keep_and_draw_up(deck, &masks, &sizes, at_least, hand, draws),
    }
}

/// The probability that the groups of positions (filled in order from the shuffled deck of
/// `deck` cards in classes of `sizes`) succeed: favourable fillings over all, exactly.
fn count(
    deck: u32,
    sizes: &[u32],
    groups: &[u32],
    success: &dyn Fn(&[Vec<u32>]) -> bool,
) -> Result<f64, OddsError> {
    let too_large = OddsError::TooLarge { deck };
    let mut total: u128 = 1;
    let mut left = deck;
    for &size in groups {
        total = total
            .checked_mul(binomial(left, size).ok_or(too_large)?)
            .ok_or(too_large)?;
        left = left.saturating_sub(size);
    }
    let mut filled: Vec<Vec<u32>> = Vec::new();
    let mut favourable: u128 = 0;
    let mut steps: u64 = 0;
    fill_groups(
        groups,
        sizes,
        &mut filled,
        1,
        &mut favourable,
        &mut steps,
        success,
    )
    .ok_or(too_large)?;
    Ok(if total == 0 {
        0.0
    } else {
        favourable as f64 / total as f64
    })
}

/// The cards of a failed hand the conditions can use: for each condition in turn, up to its
/// count of cards matching it, cards matching fewer conditions first. The rest go to the bottom.
fn kept(masks: &[u32], hand: &[u32], need: &[u32]) -> Vec<u32> {
    let mut left: Vec<u32> = hand.to_vec();
    let mut keep = vec![0u32; hand.len()];
    let mut order: Vec<usize> = (0..masks.len()).collect();
    order.sort_by_key(|&i| masks.get(i).map_or(0, |m| m.count_ones()));
    for (c, wanted) in need.iter().enumerate() {
        let mut wanted = *wanted;
        for &i in &order {
            let matches = masks.get(i).is_some_and(|m| m & (1 << c) != 0);
            if !matches || wanted == 0 {
                continue;
            }
            if let (Some(l), Some(k)) = (left.get_mut(i), keep.get_mut(i)) {
                let take = (*l).min(wanted);
                *l -= take;
                *k += take;
                wanted -= take;
            }
        }
    }
    keep
}

/// Lorcana's mulligan (2.2.2): a hand that fails keeps what the conditions can use, puts the
/// rest on the bottom, draws back up from the shuffled rest, then draws `draws`.
fn keep_and_draw_up(
    deck: u32,
    masks: &[u32],
    sizes: &[u32],
    need: &[u32],
    hand: u32,
    draws: u32,
) -> Result<f64, OddsError> {
    let too_large = OddsError::TooLarge { deck };
    let total = binomial(deck, hand).ok_or(too_large)?;
    let mut sum = 0.0f64;
    let mut error = None;
    let mut counts = vec![0u32; sizes.len()];
    fill_classes(0, hand, sizes, &mut counts, 1, &mut |h, ways| {
        let weight = ways as f64 / total as f64;
        // A hand that meets the conditions is kept.
        if meets(masks, h, need) {
            sum += weight;
            return Some(());
        }
        let keep = kept(masks, h, need);
        let bottomed: u32 = h.iter().sum::<u32>() - keep.iter().sum::<u32>();
        let rest: Vec<u32> = sizes.iter().zip(h).map(|(c, x)| c - x).collect();
        let redraw = bottomed + draws;
        if redraw > deck - hand {
            error = Some(OddsError::CardsExceedDeck {
                deck,
                cards: hand + redraw,
            });
            return None;
        }
        let second = count(deck - hand, &rest, &[redraw], &|g: &[Vec<u32>]| {
            g.first().is_some_and(|d| {
                let all: Vec<u32> = keep.iter().zip(d).map(|(a, b)| a + b).collect();
                meets(masks, &all, need)
            })
        });
        match second {
            Ok(p) => {
                sum += weight * p;
                Some(())
            }
            Err(e) => {
                error = Some(e);
                None
            }
        }
    });
    match error {
        Some(e) => Err(e),
        None => Ok(sum),
    }
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
/// says stop.
fn fill_classes(
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
    use crate::card::Game;
    use crate::stats::{OddsQuestion, odds};
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    use rand_chacha::ChaCha8Rng;

    fn p(question: &MultiQuestion) -> f64 {
        multi_odds(question).unwrap()
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
                opening: OpeningRules::of(Game::Kayou),
            })
            .unwrap();
            assert!((tail - multi).abs() < 1e-12, "{cards} {at_least}");
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
            opening: OpeningRules::of(Game::Kayou),
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
            opening: OpeningRules::of(Game::Kayou),
        });
        assert!((got - (1.0 - at_most_one)).abs() < 1e-12);
    }

    #[test]
    fn by_turn_counts_the_draws_of_your_turns_only_rule_103_6() {
        assert_eq!(OpeningRules::of(Game::Kayou).hand_at_turn(1, true), 5);
        assert_eq!(OpeningRules::of(Game::Kayou).hand_at_turn(2, true), 5);
        assert_eq!(OpeningRules::of(Game::Kayou).hand_at_turn(3, true), 6);
        assert_eq!(OpeningRules::of(Game::Kayou).hand_at_turn(5, true), 7);
        assert_eq!(OpeningRules::of(Game::Kayou).hand_at_turn(2, false), 6);
        assert_eq!(OpeningRules::of(Game::Kayou).hand_at_turn(4, false), 7);
        // By turn 5 going first the hand holds 7 cards: the same as the first 7.
        let by_turn = p(&MultiQuestion {
            classes: vec![(1, 9), (0, 41)],
            at_least: vec![2],
            look: Look::ByTurn {
                turn: 5,
                first_player: true,
                mulligan: false,
            },
            opening: OpeningRules::of(Game::Kayou),
        });
        let first_seven = odds(OddsQuestion {
            deck: 50,
            matching: 9,
            cards: 7,
            at_least: 2,
            mulligan: false,
        })
        .unwrap();
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
                    let draws = (OpeningRules::of(Game::Kayou).hand_at_turn(turn, first_player) - 5)
                        as usize;
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
                opening: OpeningRules::of(Game::Kayou),
            });
            let seen = simulate(&classes, &at_least, look, games, 12);
            let sigma = (exact * (1.0 - exact) / f64::from(games)).sqrt();
            assert!(
                (seen - exact).abs() <= 4.0 * sigma,
                "{look:?}: exact {exact}, simulated {seen}, sigma {sigma}"
            );
        }
    }

    fn hyper_at_least(deck: u32, hits: u32, n: u32, k: u32) -> f64 {
        let total = binomial(deck, n).unwrap() as f64;
        (k..=n.min(hits))
            .map(|j| {
                binomial(hits, j).unwrap() as f64 * binomial(deck - hits, n - j).unwrap() as f64
                    / total
            })
            .sum()
    }

    /// At least `k` of `hits` in a deck of the game, looking at its opening hand.
    fn opening_hand(game: Game, hits: u32, deck: u32, k: u32, mulligan: bool) -> f64 {
        let opening = OpeningRules::of(game);
        p(&MultiQuestion {
            classes: vec![(1, hits), (0, deck - hits)],
            at_least: vec![k],
            look: Look::FirstCards {
                cards: opening.hand,
                mulligan,
            },
            opening,
        })
    }

    #[test]
    fn a_lorcana_hand_without_any_hit_bottoms_all_seven_and_draws_seven_more_2_2_2() {
        // At least 1 of 4 copies in 60: a failed hand bottoms all 7 and draws 7 of the other
        // 53, which still hold all 4.
        let miss1 = 1.0 - hyper_at_least(60, 4, 7, 1);
        let miss2 = 1.0 - hyper_at_least(53, 4, 7, 1);
        let p = opening_hand(Game::Lorcana, 4, 60, 1, true);
        assert!((p - (1.0 - miss1 * miss2)).abs() < 1e-12, "{p}");
    }

    #[test]
    fn a_lorcana_mulligan_keeps_the_hits_and_redraws_the_rest_2_2_2() {
        // Closed form for K = 2: sum over j hits in the first 7 of P(j) * P(at least 2 - j in
        // 7 - j draws from the 53 left, which hold 20 - j hits).
        let (deck, hits, k) = (60u32, 20u32, 2u32);
        let mut want = 0.0;
        for j in 0..=7u32 {
            let pj = hyper_at_least(deck, hits, 7, j) - hyper_at_least(deck, hits, 7, j + 1);
            want += if j >= k {
                pj
            } else {
                pj * hyper_at_least(deck - 7, hits - j, 7 - j, k - j)
            };
        }
        let p = opening_hand(Game::Lorcana, hits, deck, k, true);
        assert!((p - want).abs() < 1e-12, "{p} vs {want}");
    }

    #[test]
    fn a_palworld_redraw_is_a_second_independent_hand_6_2_1_7() {
        let p1 = hyper_at_least(50, 8, 5, 1);
        let p = opening_hand(Game::Palworld, 8, 50, 1, true);
        assert!((p - (p1 + (1.0 - p1) * p1)).abs() < 1e-12);
    }

    #[test]
    fn a_kayou_mulligan_takes_five_new_cards_from_the_top_without_a_shuffle_103_4_1a() {
        // The second hand is five other cards of the same deck: 1 - P(miss 10 positions).
        let miss = binomial(46, 10).unwrap() as f64 / binomial(50, 10).unwrap() as f64;
        let p = opening_hand(Game::Kayou, 4, 50, 1, true);
        assert!((p - (1.0 - miss)).abs() < 1e-12, "{p}");
    }

    #[test]
    fn without_a_mulligan_every_game_looks_at_its_hand_size() {
        for (game, hand) in [(Game::Kayou, 5), (Game::Lorcana, 7), (Game::Palworld, 5)] {
            let p = opening_hand(game, 12, 50, 2, false);
            assert!(
                (p - hyper_at_least(50, 12, hand, 2)).abs() < 1e-12,
                "{game}"
            );
        }
    }

    #[test]
    fn by_turn_draws_count_from_the_game_s_hand() {
        // Lorcana, going second, turn 4: 7 + 2 cards seen.
        let q = MultiQuestion {
            classes: vec![(1, 10), (0, 50)],
            at_least: vec![3],
            look: Look::ByTurn {
                turn: 4,
                first_player: false,
                mulligan: false,
            },
            opening: OpeningRules::of(Game::Lorcana),
        };
        assert!((p(&q) - hyper_at_least(60, 10, 9, 3)).abs() < 1e-12);
    }

    #[test]
    fn a_card_matching_two_conditions_counts_for_one_of_them() {
        // Deck of 2 cards both matching A and B; need 1 A and 1 B in a 1-card look: impossible.
        let q = MultiQuestion {
            classes: vec![(0b11, 2)],
            at_least: vec![1, 1],
            look: Look::FirstCards {
                cards: 1,
                mulligan: false,
            },
            opening: OpeningRules::of(Game::Palworld),
        };
        assert_eq!(p(&q), 0.0);
    }
}
