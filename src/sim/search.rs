//! [`SearchPolicy`]: the strong built-in player (`search:N`), determinized Monte Carlo over the
//! fast player, raced over every legal action by successive halving.
//!
//! How it decides: where the player has a single sensible action (setup is decided as the fast
//! player does, a lone legal action is taken), it does what the fast player does. Everywhere
//! else (the Main Phase, a lane choice, an Inspo Boost, an ability's decision) every legal
//! action is a candidate but the plays the audit counts as faults (`sim::audit::fault`: an
//! Item over one as good, an Event or ability that does nothing, a Character into a lane it
//! loses while another would hold), each dominated by another legal play. A playout deals a full game consistent with what the player sees
//! ([`SideView::determinize`]: the rival's hand, both decks' order and face-down Plans drawn at
//! random from the cards it cannot see), applies the candidate and plays the game out with the
//! fast player on both sides, up to [`HORIZON_TURNS`] turns ahead. A win scores 1, a loss 0, an
//! unfinished game the share of the Story each side has climbed.
//!
//! The budget N is the playouts of one decision, spent by successive halving: the candidates
//! get an equal share of a round's playouts, the better half by mean score goes on to the next
//! round, until one is left (about log2(candidates) rounds). Playout `j` of every candidate
//! uses the same deal (common random numbers), so candidates are compared on the same games.
//! Ties keep the fast player's own choice. Its randomness is drawn from the game's seed
//! ([`Opponent::start_game`]) and the decision's number in the game, so a game's result does
//! not depend on which thread plays it. It never reads the real game: only its view.

use crate::engine::{Action, CardTable, Event, GameState, Phase, Side, SideView};

use super::audit::fault;
use super::player::SEARCH_DEFAULT_BUDGET;
use super::{GoldfishPolicy, Opponent, game_seed};

/// How many turns a playout looks ahead before it is scored as unfinished.
pub const HORIZON_TURNS: u16 = 14;

/// The most actions a playout plays (a loop guard).
const ROLLOUT_ACTIONS: u32 = 3_000;

/// One candidate action and its playouts so far.
#[derive(Debug, Clone, Copy)]
struct Arm {
    action: Action,
    total: f64,
    plays: u32,
}

impl Arm {
    fn mean(&self) -> f64 {
        if self.plays == 0 {
            0.0
        } else {
            self.total / f64::from(self.plays)
        }
    }
}

/// The strong player.
#[derive(Debug, Clone)]
pub struct SearchPolicy {
    budget: u32,
    fast: GoldfishPolicy,
    rollout: GoldfishPolicy,
    tester: GoldfishPolicy,
    legal: Vec<Action>,
    arms: Vec<Arm>,
    events: Vec<Event>,
    seed: u64,
    decisions: u64,
}

impl SearchPolicy {
    /// The strong player at its default budget, its first game's randomness from `seed` (the
    /// same seed, the same choices).
    pub fn new(seed: u64) -> SearchPolicy {
        let mut policy = SearchPolicy::with_budget(SEARCH_DEFAULT_BUDGET);
        policy.start_game(seed);
        policy
    }

    /// The strong player with `budget` playouts a decision (at least 1).
    pub fn with_budget(budget: u32) -> SearchPolicy {
        SearchPolicy {
            budget: budget.max(1),
            fast: GoldfishPolicy::new(),
            rollout: GoldfishPolicy::for_playouts(),
            tester: GoldfishPolicy::new(),
            legal: Vec::with_capacity(64),
            arms: Vec::with_capacity(64),
            events: Vec::with_capacity(256),
            seed: 0,
            decisions: 0,
        }
    }

    /// Plays `state` out from here with the fast player on both sides; the score for `me`.
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

    /// Plays `more` further playouts of the candidate at `arm` (playout numbers continue from
    /// those it has, so every candidate's playout `j` is the same deal).
    fn extend(&mut self, view: &SideView<'_>, decision_seed: u64, arm: usize, more: u32) {
        let table = view.table();
        let me = view.side();
        let Some(&Arm { action, plays, .. }) = self.arms.get(arm) else {
            return;
        };
        let mut total = 0.0;
        for j in plays..plays.saturating_add(more) {
            let mut state = view.determinize(game_seed(decision_seed, u64::from(j)));
            self.events.clear();
            total += if state.apply_action(table, action, &mut self.events).is_err() {
                // Every listed action is legal; a refusal would be an engine bug: never pick it.
                -1.0
            } else {
                self.play_out(table, state, me)
            };
        }
        if let Some(a) = self.arms.get_mut(arm) {
            a.total += total;
            a.plays += more;
        }
    }
}

impl Opponent for SearchPolicy {
    fn start_game(&mut self, seed: u64) {
        self.seed = seed;
        self.decisions = 0;
    }

    fn next_action(&mut self, view: &SideView<'_>) -> Action {
        let fallback = self.fast.choose_seen(view);
        if view.phase() == Phase::Setup || view.rival_adventure().is_none() {
            return fallback;
        }
        view.legal_actions_into(&mut self.legal);
        if self.legal.len() <= 1 {
            return fallback;
        }
        // Every legal action, the fast player's own first (it wins ties).
        self.arms.clear();
        self.arms.push(Arm {
            action: fallback,
            total: 0.0,
            plays: 0,
        });
        for i in 0..self.legal.len() {
            let action = self.legal[i];
            // A play the audit counts as a fault is dominated by another legal one: not a
            // candidate (`sim::audit::fault`).
            if action != fallback && fault(view, action, &mut self.tester).is_none() {
                self.arms.push(Arm {
                    action,
                    total: 0.0,
                    plays: 0,
                });
            }
        }
        if self.arms.len() == 1 {
            return fallback;
        }
        self.decisions = self.decisions.wrapping_add(1);
        let decision_seed = game_seed(self.seed, self.decisions);
        // Successive halving: `rounds` rounds of an equal share of the budget, the better half
        // (by mean score; the earlier candidate on a tie) kept after each.
        let candidates = self.arms.len();
        let rounds = usize::BITS - (candidates - 1).leading_zeros();
        let per_round = self.budget / rounds.max(1);
        let mut alive = candidates;
        while alive > 1 {
            let share = u32::try_from(per_round as usize / alive)
                .unwrap_or(u32::MAX)
                .max(1);
            for arm in 0..alive {
                self.extend(view, decision_seed, arm, share);
            }
            // A stable sort: equal means keep their order, the fast player's choice first.
            self.arms[..alive].sort_by(|a, b| b.mean().total_cmp(&a.mean()));
            alive = alive.div_ceil(2);
        }
        self.arms.first().map_or(fallback, |arm| arm.action)
    }
}
