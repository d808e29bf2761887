//! Every game's opening hand and mulligan, as data ([`OpeningRules`]), read by the one odds
//! engine ([`super::multi_odds`]) and the practice table:
//!
//! - Kayou: 5 cards (103.4); one mulligan puts the five on the bottom of the Main Deck and draws
//!   five new ones, with no shuffle (103.4.1a); the four Plans are set aside from the cards after
//!   the kept hand (103.5); the first player skips the draw of turn 1 (103.6).
//! - Lorcana: 7 cards (2.2.1.4); the player may put any number on the bottom of the deck, draw
//!   back up to 7 and shuffle (2.2.2, once). A player whose hand fails the conditions keeps the
//!   cards the conditions can use and puts the rest on the bottom. The starting player skips the
//!   draw of turn 1 (3.2.3.1).
//! - Palworld: 5 cards (6.2.1.6); the player may redraw once: the whole hand back into the deck,
//!   shuffle, draw 5 (6.2.1.7, 6.2.1.7.1); a player redraws exactly when the first five fail.
//!   The first player skips the draw of turn 1 (7.3.1).
//!
//! Turns count both players' turns.

use crate::card::Game;

/// How a player may change the opening hand, once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mulligan {
    /// The hand to the bottom, a new hand from the top, no shuffle (Kayou 103.4.1a).
    NewHandFromTop,
    /// Any cards to the bottom, draw back up, shuffle: the cards the conditions can use are kept
    /// (Lorcana 2.2.2).
    KeepAndDrawUp,
    /// The whole hand back, shuffle, draw again (Palworld 6.2.1.7).
    Reshuffle,
}

/// A game's opening hand, as data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpeningRules {
    /// Cards in the opening hand.
    pub hand: u32,
    /// Cards set aside from the top after the kept hand, before any draw (Kayou's four Plans,
    /// 103.5).
    pub set_aside: u32,
    /// How the hand may be changed, once.
    pub mulligan: Mulligan,
    /// The rules to cite.
    pub rule: &'static str,
    /// The rule of the first player's skipped draw.
    pub draw_rule: &'static str,
}

impl OpeningRules {
    /// The opening of a game.
    pub fn of(game: Game) -> OpeningRules {
        match game {
            Game::Kayou => OpeningRules {
                hand: 5,
                set_aside: 4,
                mulligan: Mulligan::NewHandFromTop,
                rule: "103.4, 103.4.1a, 103.5",
                draw_rule: "103.6",
            },
            Game::Lorcana => OpeningRules {
                hand: 7,
                set_aside: 0,
                mulligan: Mulligan::KeepAndDrawUp,
                rule: "2.2.1.4, 2.2.2",
                draw_rule: "3.2.3.1",
            },
            Game::Palworld => OpeningRules {
                hand: 5,
                set_aside: 0,
                mulligan: Mulligan::Reshuffle,
                rule: "6.2.1.6, 6.2.1.7",
                draw_rule: "7.3.1",
            },
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

    /// Cards in hand at the start of your Main Phase of `turn`.
    pub fn hand_at_turn(&self, turn: u32, first_player: bool) -> u32 {
        self.hand + Self::draws_by_turn(turn, first_player)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_player_skips_the_draw_of_turn_one() {
        assert_eq!(OpeningRules::draws_by_turn(1, true), 0);
        assert_eq!(OpeningRules::draws_by_turn(3, true), 1);
        assert_eq!(OpeningRules::draws_by_turn(2, false), 1);
        assert_eq!(OpeningRules::draws_by_turn(4, false), 2);
    }

    #[test]
    fn a_kayou_hand_is_five_and_grows_by_one_each_own_turn_103_6() {
        let kayou = OpeningRules::of(Game::Kayou);
        assert_eq!(kayou.hand_at_turn(1, true), 5);
        assert_eq!(kayou.hand_at_turn(3, true), 6);
        assert_eq!(kayou.hand_at_turn(2, false), 6);
        assert_eq!(OpeningRules::of(Game::Lorcana).hand_at_turn(1, false), 7);
    }
}
