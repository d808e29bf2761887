//! Opening-hand odds of the other games, exactly, with each game's opening hand and mulligan as
//! data ([`OpeningRules`]):
//!
//! - Lorcana: 7 cards (2.2.1.4); the player may put any number on the bottom of the deck, draw
//!   back up to 7 and shuffle (2.2.2, once). A player whose hand fails the conditions keeps the
//!   cards the conditions can use and puts the rest on the bottom ([`Mulligan::ToBottom`]).
//! - Palworld: 5 cards (6.2.1.6); the player may redraw once: the whole hand back into the deck,
//!   shuffle, draw 5 (6.2.1.7, 6.2.1.7.1) ([`Mulligan::Redraw`]); a player redraws exactly when
//!   the first five fail.
//!
//! Draws by turn: one per own turn, the starting player skipping turn 1 (Lorcana 3.2.3.1,
//! Palworld 7.3.1); turns count both players' turns.
//!
//! Cards are split into classes by which conditions they match (bit masks); the cards looked at
//! follow a multivariate hypergeometric law, summed exactly over every class vector (integer
//! counts, one division per term). A hand meets the conditions when a card can be given to each
//! needed slot without double use ([`super::meets`]).

use crate::card::Game;

use super::{binomial, meets};

/// How a player may change the opening hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mulligan {
    /// Any number of cards to the bottom, draw back up, shuffle (Lorcana 2.2.2).
    ToBottom,
    /// The whole hand back, shuffle, draw again (Palworld 6.2.1.7).
    Redraw,
}

/// A game's opening hand, as data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpeningRules {
    /// Cards in the opening hand.
    pub hand: u32,
    /// How the hand may be changed, once.
    pub mulligan: Mulligan,
    /// The rules to cite.
    pub rule: &'static str,
    /// The rule of the first player's skipped draw.
    pub draw_rule: &'static str,
}

impl OpeningRules {
    /// The opening of a game other than Kayou (Kayou's is in [`super::Look`]).
    pub fn of(game: Game) -> Option<OpeningRules> {
        match game {
            Game::Kayou => None,
            Game::Lorcana => Some(OpeningRules {
                hand: 7,
                mulligan: Mulligan::ToBottom,
                rule: "2.2.1.4, 2.2.2",
                draw_rule: "3.2.3.1",
            }),
            Game::Palworld => Some(OpeningRules {
                hand: 5,
                mulligan: Mulligan::Redraw,
                rule: "6.2.1.6, 6.2.1.7",
                draw_rule: "7.3.1",
            }),
        }
    }

    /// Cards drawn after the opening hand by the start of your Main Phase of `turn` (both
    /// players' turns counted; the first player skips the draw of turn 1).
    pub fn draws_by_turn(turn: u32, first_player: bool) -> u32 {
        if first_player {
            turn.div_ceil(2).saturating_sub(1)
        } else {
            turn / 2
        }
    }
}

/// What is asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameOddsQuestion {
    /// Cards of the deck per class: `(mask, count)`, bit `i` set when the card matches
    /// condition `i`. Cards matching nothing have mask 0.
    pub classes: Vec<(u32, u32)>,
    /// At least this many cards for each condition.
    pub at_least: Vec<u32>,
    /// Cards looked at first (the opening hand, or `--cards N`).
    pub hand: u32,
    /// Cards drawn after the hand (by turn).
    pub draws: u32,
    /// The mulligan, if the player takes it when the hand fails.
    pub mulligan: Option<Mulligan>,
}

/// Why a question has no answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameOddsError {
    /// More cards looked at than the deck has.
    #[error("{cards} cards cannot be drawn from a {deck}-card deck; ask for {deck} or fewer")]
    TooManyCards {
        /// The deck size.
        deck: u32,
        /// The cards wanted.
        cards: u32,
    },
    /// Too many conditions.
    #[error("at most 6 conditions at once; this question has {0}")]
    TooManyNeeds(usize),
    /// The numbers are too large to count exactly.
    #[error("the deck is too large to count the odds exactly")]
    TooLarge,
}

/// The probability, exactly summed.
pub fn game_odds(question: &GameOddsQuestion) -> Result<f64, GameOddsError> {
    if question.at_least.len() > 6 {
        return Err(GameOddsError::TooManyNeeds(question.at_least.len()));
    }
    let deck: u32 = question.classes.iter().map(|(_, n)| n).sum();
    let seen = question.hand.saturating_add(question.draws);
    if seen > deck {
        return Err(GameOddsError::TooManyCards { deck, cards: seen });
    }
    let masks: Vec<u32> = question.classes.iter().map(|(m, _)| *m).collect();
    let counts: Vec<u32> = question.classes.iter().map(|(_, n)| *n).collect();
    let need = &question.at_least;
    let look = probability(&counts, seen, &|v| meets(&masks, v, need))?;
    match question.mulligan {
        None => Ok(look),
        Some(Mulligan::Redraw) => {
            let open = probability(&counts, question.hand, &|v| meets(&masks, v, need))?;
            Ok(open + (1.0 - open) * look)
        }
        Some(Mulligan::ToBottom) => to_bottom(question, &masks, &counts, deck),
    }
}

/// P(a random `n`-card draw from `counts` satisfies `ok`).
fn probability(counts: &[u32], n: u32, ok: &dyn Fn(&[u32]) -> bool) -> Result<f64, GameOddsError> {
    let deck: u32 = counts.iter().sum();
    let total = binomial(deck, n).ok_or(GameOddsError::TooLarge)?;
    let mut favourable: u128 = 0;
    let mut overflow = false;
    each_draw(counts, n, &mut |v, ways| {
        if ok(v) {
            match favourable.checked_add(ways) {
                Some(f) => favourable = f,
                None => overflow = true,
            }
        }
    })?;
    if overflow {
        return Err(GameOddsError::TooLarge);
    }
    Ok(if total == 0 {
        0.0
    } else {
        favourable as f64 / total as f64
    })
}

/// Calls `f` with every class vector of an `n`-card draw and its number of ways (the one
/// enumeration of the odds engine, [`super::multi_odds::fill_classes`]).
fn each_draw(counts: &[u32], n: u32, f: &mut dyn FnMut(&[u32], u128)) -> Result<(), GameOddsError> {
    let mut v = vec![0u32; counts.len()];
    super::multi_odds::fill_classes(0, n, counts, &mut v, 1, &mut |v, ways| {
        f(v, ways);
        Some(())
    })
    .ok_or(GameOddsError::TooLarge)
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

fn to_bottom(
    question: &GameOddsQuestion,
    masks: &[u32],
    counts: &[u32],
    deck: u32,
) -> Result<f64, GameOddsError> {
    let need = &question.at_least;
    let hand = question.hand;
    let total = binomial(deck, hand).ok_or(GameOddsError::TooLarge)?;
    let mut sum = 0.0f64;
    let mut error = None;
    each_draw(counts, hand, &mut |h, ways| {
        if error.is_some() {
            return;
        }
        let weight = ways as f64 / total as f64;
        // A hand that meets the conditions is kept.
        if meets(masks, h, need) {
            sum += weight;
            return;
        }
        let keep = kept(masks, h, need);
        let bottomed: u32 = h.iter().sum::<u32>() - keep.iter().sum::<u32>();
        let rest: Vec<u32> = counts.iter().zip(h).map(|(c, x)| c - x).collect();
        let redraw = bottomed + question.draws;
        if redraw > deck - hand {
            error = Some(GameOddsError::TooManyCards {
                deck,
                cards: hand + redraw,
            });
            return;
        }
        match probability(&rest, redraw, &|g| {
            let all: Vec<u32> = keep.iter().zip(g).map(|(a, b)| a + b).collect();
            meets(masks, &all, need)
        }) {
            Ok(p) => sum += weight * p,
            Err(e) => error = Some(e),
        }
    })?;
    match error {
        Some(e) => Err(e),
        None => Ok(sum),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hyper_at_least(deck: u32, hits: u32, n: u32, k: u32) -> f64 {
        let total = binomial(deck, n).unwrap() as f64;
        (k..=n.min(hits))
            .map(|j| {
                binomial(hits, j).unwrap() as f64 * binomial(deck - hits, n - j).unwrap() as f64
                    / total
            })
            .sum()
    }

    fn one(hits: u32, deck: u32, k: u32, hand: u32, draws: u32, m: Option<Mulligan>) -> f64 {
        game_odds(&GameOddsQuestion {
            classes: vec![(1, hits), (0, deck - hits)],
            at_least: vec![k],
            hand,
            draws,
            mulligan: m,
        })
        .unwrap()
    }

    #[test]
    fn without_a_mulligan_the_odds_are_the_hypergeometric_tail() {
        let p = one(20, 60, 2, 7, 0, None);
        assert!((p - hyper_at_least(60, 20, 7, 2)).abs() < 1e-12);
    }

    #[test]
    fn a_lorcana_hand_without_any_hit_bottoms_all_seven_and_draws_seven_more_2_2_2() {
        // At least 1 of 4 copies in 60: the closed form is 1 - C(56,7)/C(60,7) for the first
        // hand; a failed hand bottoms all 7 and draws 7 of the other 53, which still hold all 4.
        let miss1 = 1.0 - hyper_at_least(60, 4, 7, 1);
        let miss2 = 1.0 - hyper_at_least(53, 4, 7, 1);
        let p = one(4, 60, 1, 7, 0, Some(Mulligan::ToBottom));
        assert!((p - (1.0 - miss1 * miss2)).abs() < 1e-12, "{p}");
    }

    #[test]
    fn a_lorcana_mulligan_keeps_the_hits_and_redraws_the_rest() {
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
        let p = one(hits, deck, k, 7, 0, Some(Mulligan::ToBottom));
        assert!((p - want).abs() < 1e-12, "{p} vs {want}");
    }

    #[test]
    fn a_palworld_redraw_is_a_second_independent_hand_6_2_1_7() {
        let p1 = hyper_at_least(50, 8, 5, 1);
        let p = one(8, 50, 1, 5, 0, Some(Mulligan::Redraw));
        assert!((p - (p1 + (1.0 - p1) * p1)).abs() < 1e-12);
    }

    #[test]
    fn the_first_player_skips_the_draw_of_turn_one() {
        assert_eq!(OpeningRules::draws_by_turn(1, true), 0);
        assert_eq!(OpeningRules::draws_by_turn(3, true), 1);
        assert_eq!(OpeningRules::draws_by_turn(2, false), 1);
        assert_eq!(OpeningRules::draws_by_turn(4, false), 2);
    }

    #[test]
    fn a_card_matching_two_conditions_counts_for_one_of_them() {
        // Deck of 2 cards both matching A and B; need 1 A and 1 B in a 1-card look: impossible.
        let q = GameOddsQuestion {
            classes: vec![(0b11, 2)],
            at_least: vec![1, 1],
            hand: 1,
            draws: 0,
            mulligan: None,
        };
        assert_eq!(game_odds(&q).unwrap(), 0.0);
    }
}
