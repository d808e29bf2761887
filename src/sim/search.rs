//! [`SearchPolicy`]: the stronger built-in opponent, determinized Monte Carlo over the fast
//! policy.
//!
//! How it decides: where the player has a single sensible action (setup is decided as the fast
//! policy does, a lone legal action is taken), it does what the fast policy does. Everywhere
//! else (the Main Phase, a lane choice, an ability's decision) it tries each legal action
//! (at most [`CANDIDATES_MAX`]): for each, [`ROLLOUTS`] times, it deals a full game consistent
//! with what it sees ([`SideView::determinize`]: the rival's hand, both decks' order and
//! face-down Plans drawn at random from the cards it cannot see), applies the action and plays
//! the game out with the fast policy on both sides, up to [`HORIZON_TURNS`] turns ahead. A win
//! scores 1, a loss 0, an unfinished game the share of the Story each side has climbed. It
//! takes the action of the best average (ties: the fast policy's own choice). It never reads
//! the real game: only its view.

use crate::engine::{Action, CardTable, Event, GameState, Phase, Side, SideView};

use super::{GoldfishPolicy, Opponent};

/// The most actions compared at one decision.
pub const CANDIDATES_MAX: usize = 10;

/// Games played out per candidate action.
pub const ROLLOUTS: u32 = 12;

/// How many turns a rollout looks ahead before it is scored as unfinished.
pub const HORIZON_TURNS: u16 = 14;

/// The most actions a rollout plays (a loop guard).
const ROLLOUT_ACTIONS: u32 = 3_000;

/// The determinized Monte Carlo opponent.
#[derive(Debug, Clone)]
pub struct SearchPolicy {
    fast: GoldfishPolicy,
    rollout: GoldfishPolicy,
    legal: Vec<Action>,
    candidates: Vec<Action>,
    events: Vec<Event>,
    seed: u64,
    decisions: u64,
}

impl SearchPolicy {
    /// A search opponent whose random deals follow `seed` (the same seed, the same choices).
    pub fn new(seed: u64) -> SearchPolicy {
        SearchPolicy {
            fast: GoldfishPolicy::new(),
            rollout: GoldfishPolicy::new(),
            legal: Vec::with_capacity(64),
            candidates: Vec::with_capacity(CANDIDATES_MAX),
            events: Vec::with_capacity(256),
            seed,
            decisions: 0,
        }
    }

    /// Plays `state` out from here with the fast policy on both sides; the score for `me`.
    fn play_out(&mut self, table: &CardTable, mut state: GameState, me: Side) -> f64 {
        let horizon = state.turn.saturating_add(HORIZON_TURNS);
        for _ in 0..ROLLOUT_ACTIONS {
            if state.winner.is_some() || state.turn > horizon {
                break;
            }
            let action = self.rollout.choose_seen(&SideView::new(&state, table));
            self.events.clear();
            if state.apply_action(table, action, &mut self.events).is_err() {
                break;
            }
        }
        match state.winner {
            Some(winner) => f64::from(u8::from(winner == me)),
            None => {
                let mine = state.zones(me).map_or(0, |z| z.story_position);
                let theirs = state.zones(me.other()).map_or(0, |z| z.story_position);
                0.5 + (f64::from(mine) - f64::from(theirs)) / 8.0
            }
        }
    }
}

impl Opponent for SearchPolicy {
    fn next_action(&mut self, view: &SideView<'_>) -> Action {
        let fallback = self.fast.choose_seen(view);
        if view.phase() == Phase::Setup || view.rival_adventure().is_none() {
            return fallback;
        }
        view.legal_actions_into(&mut self.legal);
        if self.legal.len() <= 1 {
            return fallback;
        }
        self.candidates.clear();
        self.candidates.push(fallback);
        for action in &self.legal {
            if self.candidates.len() >= CANDIDATES_MAX {
                break;
            }
            if !self.candidates.contains(action) {
                self.candidates.push(*action);
            }
        }
        self.decisions = self.decisions.wrapping_add(1);
        let table = view.table();
        let me = view.side();
        let mut best = (f64::MIN, fallback);
        for i in 0..self.candidates.len() {
            let Some(action) = self.candidates.get(i).copied() else {
                break;
            };
            let mut total = 0.0;
            for r in 0..ROLLOUTS {
                // The same deals for every candidate (common random numbers).
                let seed = super::game_seed(self.seed ^ self.decisions, u64::from(r));
                let mut state = view.determinize(seed);
                self.events.clear();
                if state.apply_action(table, action, &mut self.events).is_err() {
                    total = f64::MIN;
                    break;
                }
                total += self.play_out(table, state, me);
            }
            if total > best.0 {
                best = (total, action);
            }
        }
        best.1
    }
}
