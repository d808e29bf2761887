//! [`RandomPlayer`]: uniform over the legal actions, the floor every report can be compared
//! with. Its randomness is drawn from each game's seed ([`Opponent::start_game`]).

use crate::engine::{Action, EngineRng, SideView};

use super::Opponent;

/// A player that takes any legal action with the same chance.
#[derive(Debug, Clone)]
pub struct RandomPlayer {
    legal: Vec<Action>,
    rng: EngineRng,
}

impl Default for RandomPlayer {
    fn default() -> RandomPlayer {
        RandomPlayer {
            legal: Vec::with_capacity(64),
            rng: EngineRng::new(0),
        }
    }
}

impl Opponent for RandomPlayer {
    fn start_game(&mut self, seed: u64) {
        self.rng = EngineRng::new(seed);
    }

    fn next_action(&mut self, view: &SideView<'_>) -> Action {
        view.legal_actions_into(&mut self.legal);
        match self.legal.len() {
            0 => Action::EndTurn,
            n => self.legal[self.rng.below(n)],
        }
    }
}
