//! Two-player games: both sides played by built-in opponents ([`Opponent`]), one game
//! ([`play_duel`]) or many ([`simulate_duel`], deterministic for a seed whatever the number of
//! threads).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crate::engine::{Action, Event, Game, Side, SideView, WinBy};

use super::policy::MAX_ACTIONS_PER_GAME;
use super::{GoldfishPolicy, PlayerKind, game_seed};

/// A built-in player: the next action of the player to act ([`Game::to_act`]), decided from
/// that player's [`SideView`] only (it cannot read the rival's hand or any deck order).
pub trait Opponent {
    /// A new game begins: a player with randomness of its own draws it from `seed` (derived
    /// from the game's seed and the player's side by [`player_seed`]), so a game's result
    /// depends on its seed alone, never on the thread or the games played before it.
    fn start_game(&mut self, seed: u64) {
        let _ = seed;
    }

    /// The next action for the player whose view this is.
    fn next_action(&mut self, view: &SideView<'_>) -> Action;
}

impl Opponent for GoldfishPolicy {
    fn next_action(&mut self, view: &SideView<'_>) -> Action {
        self.choose_seen(view)
    }
}

/// The seed of `side`'s player in the game of seed `game`: its own stream, unrelated to the
/// deal and to the other player's.
pub fn player_seed(game: u64, side: Side) -> u64 {
    let salt = match side {
        Side::You => 0x0A5A_5A5A_5A5A_5A5A,
        Side::Rival => 0x05A5_A5A5_A5A5_A5A5,
    };
    game_seed(game ^ salt, 0)
}

/// How a two-player game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DuelEnd {
    /// The winner reached stage IV of its Story, or a Story said it wins (104.1).
    Story,
    /// The loser had to draw from an empty Main Deck (104.2.0).
    DeckOut,
    /// The turn cap was passed with no winner: a draw.
    TurnCap,
    /// The action guard stopped the game (a player or engine fault): a draw, counted apart.
    Stopped,
}

/// How a two-player game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DuelOutcome {
    /// The winner; `None` when the turn cap or the action guard stopped the game.
    pub winner: Option<Side>,
    /// The last turn played (turns count both players' turns from 1).
    pub turn: u16,
    /// Who went first.
    pub first: Side,
    /// How it ended.
    pub end: DuelEnd,
}

/// Restarts `game` (a two-player game) with `seed` and plays it with `you` and `rival` to the
/// end, or until turn `turn_cap` is passed. Each player is told the game began, with its seed
/// ([`player_seed`]). `events` is a reused buffer.
pub fn play_duel(
    game: &mut Game,
    seed: u64,
    turn_cap: u16,
    you: &mut dyn Opponent,
    rival: &mut dyn Opponent,
    events: &mut Vec<Event>,
) -> DuelOutcome {
    play_duel_unless(
        game,
        seed,
        turn_cap,
        you,
        rival,
        events,
        &AtomicBool::new(false),
    )
}

/// [`play_duel`], stopping between two actions once `cancel` is set (a strong player's game
/// takes seconds: a cancel must not wait for its end). A stopped game ends as
/// [`DuelEnd::Stopped`]; the caller throws it away.
pub fn play_duel_unless(
    game: &mut Game,
    seed: u64,
    turn_cap: u16,
    you: &mut dyn Opponent,
    rival: &mut dyn Opponent,
    events: &mut Vec<Event>,
    cancel: &AtomicBool,
) -> DuelOutcome {
    game.restart(seed);
    you.start_game(player_seed(seed, Side::You));
    rival.start_game(player_seed(seed, Side::Rival));
    let players: [&mut dyn Opponent; 2] = [you, rival];
    let first = if game.config().first_player {
        Side::You
    } else {
        Side::Rival
    };
    let mut stopped = true;
    for _ in 0..MAX_ACTIONS_PER_GAME {
        let state = game.state();
        if state.winner.is_some() || state.turn > turn_cap {
            stopped = false;
            break;
        }
        if cancel.load(Ordering::Relaxed) {
            break;
        }
        let view = game.side_view();
        // Indexed rather than matched: the player to act changes often, and one call site
        // whose target is the same policy for both sides is one the processor predicts.
        let action = players[game.to_act().index()].next_action(&view);
        events.clear();
        // Matched rather than `is_err`: the common `Ok` has nothing to drop, so no drop of a
        // whole `Result` follows every action.
        if let Err(_refused) = game.apply_into(action, events) {
            // An opponent chose an action the engine refused: an engine or policy bug. Stop
            // the game rather than loop.
            break;
        }
    }
    let state = game.state();
    let end = match (state.winner, state.won_by) {
        (Some(_), Some(WinBy::DeckOut)) => DuelEnd::DeckOut,
        (Some(_), _) => DuelEnd::Story,
        (None, _) if stopped => DuelEnd::Stopped,
        (None, _) => DuelEnd::TurnCap,
    };
    DuelOutcome {
        winner: state.winner,
        turn: state.turn,
        first,
        end,
    }
}

/// What many two-player games gave.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DuelReport {
    /// Games played.
    pub games: u64,
    /// Games you won.
    pub you: u64,
    /// Games the rival won.
    pub rival: u64,
    /// Games nobody won (the turn cap).
    pub draws: u64,
    /// Games you went first in, and how many of those you won.
    pub first_games: u64,
    /// Of the games you went first in, those you won.
    pub first_wins: u64,
    /// Per turn (index): games you won on that turn.
    pub win_turn: Vec<u64>,
    /// Of the games the rival went first in, those it won.
    pub rival_first_wins: u64,
    /// Per turn (index): games the rival won on that turn.
    pub rival_win_turn: Vec<u64>,
    /// Of the games you went first in, those nobody won.
    pub first_draws: u64,
    /// How the games ended.
    pub ends: DuelEnds,
}

/// How many games ended each way ([`DuelEnd`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DuelEnds {
    /// Won by the Story (104.1).
    pub story: u64,
    /// Won because the loser could not draw (104.2.0).
    pub deck_out: u64,
    /// Drawn at the turn cap.
    pub turn_cap: u64,
    /// Stopped by the action guard (a fault; a draw).
    pub stopped: u64,
}

impl DuelEnds {
    fn add(&mut self, other: &DuelEnds) {
        self.story += other.story;
        self.deck_out += other.deck_out;
        self.turn_cap += other.turn_cap;
        self.stopped += other.stopped;
    }
}

impl DuelReport {
    /// Adds one game.
    pub fn record(&mut self, outcome: DuelOutcome) {
        self.games += 1;
        if outcome.first == Side::You {
            self.first_games += 1;
        }
        match outcome.end {
            DuelEnd::Story => self.ends.story += 1,
            DuelEnd::DeckOut => self.ends.deck_out += 1,
            DuelEnd::TurnCap => self.ends.turn_cap += 1,
            DuelEnd::Stopped => self.ends.stopped += 1,
        }
        match outcome.winner {
            Some(Side::You) => {
                self.you += 1;
                if outcome.first == Side::You {
                    self.first_wins += 1;
                }
                count_turn(&mut self.win_turn, outcome.turn);
            }
            Some(Side::Rival) => {
                self.rival += 1;
                if outcome.first == Side::Rival {
                    self.rival_first_wins += 1;
                }
                count_turn(&mut self.rival_win_turn, outcome.turn);
            }
            None => {
                self.draws += 1;
                if outcome.first == Side::You {
                    self.first_draws += 1;
                }
            }
        }
    }

    /// The same games seen from the rival's side: its wins are "yours", it went first where
    /// you went second. A matchup with the same opponent on both sides plays each pairing
    /// once and reads the mirrored cell from it.
    pub fn mirrored(&self) -> DuelReport {
        DuelReport {
            games: self.games,
            you: self.rival,
            rival: self.you,
            draws: self.draws,
            first_games: self.games - self.first_games,
            first_wins: self.rival_first_wins,
            win_turn: self.rival_win_turn.clone(),
            rival_first_wins: self.first_wins,
            rival_win_turn: self.win_turn.clone(),
            first_draws: self.draws - self.first_draws,
            ends: self.ends,
        }
    }

    /// Adds another report.
    pub fn merge(&mut self, other: &DuelReport) {
        self.games += other.games;
        self.you += other.you;
        self.rival += other.rival;
        self.draws += other.draws;
        self.first_games += other.first_games;
        self.first_wins += other.first_wins;
        self.rival_first_wins += other.rival_first_wins;
        self.first_draws += other.first_draws;
        self.ends.add(&other.ends);
        add_turns(&mut self.win_turn, &other.win_turn);
        add_turns(&mut self.rival_win_turn, &other.rival_win_turn);
    }

    /// Your win rate, a draw counting as half a win (every report and table says so).
    pub fn win_rate(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        self.score() / self.games as f64
    }

    /// Your wins plus half the draws.
    pub fn score(&self) -> f64 {
        self.you as f64 + 0.5 * self.draws as f64
    }

    /// The 95% interval of [`DuelReport::win_rate`] (Wilson's, on the score).
    pub fn interval(&self) -> (f64, f64) {
        wilson_interval_of(self.score(), self.games)
    }

    /// Games you went second in.
    pub fn second_games(&self) -> u64 {
        self.games - self.first_games
    }

    /// Of the games you went second in, those you won.
    pub fn second_wins(&self) -> u64 {
        self.you - self.first_wins
    }
}

/// One more game won on `turn` (the list grows to hold it).
fn count_turn(by_turn: &mut Vec<u64>, turn: u16) {
    let turn = usize::from(turn);
    if by_turn.len() <= turn {
        by_turn.resize(turn + 1, 0);
    }
    if let Some(n) = by_turn.get_mut(turn) {
        *n += 1;
    }
}

/// Adds the per-turn counts `more` to `by_turn`.
fn add_turns(by_turn: &mut Vec<u64>, more: &[u64]) {
    if by_turn.len() < more.len() {
        by_turn.resize(more.len(), 0);
    }
    for (a, b) in by_turn.iter_mut().zip(more) {
        *a += b;
    }
}

/// How a deck-versus-deck simulation runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DuelSettings {
    /// Games to play.
    pub games: u64,
    /// The base seed.
    pub seed: u64,
    /// A game still going after this turn is a draw.
    pub turn_cap: u16,
    /// Worker threads (at least 1).
    pub threads: usize,
    /// Who goes first alternates from game to game (game 0: as `template`'s configuration).
    pub alternate: bool,
    /// Who plays your side.
    pub you: PlayerKind,
    /// Who plays the rival's side.
    pub rival: PlayerKind,
}

/// Plays `settings.games` two-player games of `template` (a game from
/// [`Game::new_two_player`]), each side by its opponent of `settings`, and adds them up.
pub fn simulate_duel(template: &Game, settings: DuelSettings) -> DuelReport {
    simulate_duel_with(
        template,
        settings,
        &AtomicU64::new(0),
        &AtomicBool::new(false),
    )
}

/// [`simulate_duel`], adding each game played to `played` as it goes (so another thread can
/// show progress) and stopping early once `cancel` is set (the report then holds only the
/// games played: the caller throws it away). Uncancelled, the report does not depend on either.
pub fn simulate_duel_with(
    template: &Game,
    settings: DuelSettings,
    played: &AtomicU64,
    cancel: &AtomicBool,
) -> DuelReport {
    let run_range = |range: std::ops::Range<u64>| {
        let mut first = template.clone();
        first.set_recording(false);
        let mut second = first.clone();
        let mut config = second.config();
        config.first_player = !config.first_player;
        second.set_config(config);
        let mut you = settings.you.build(0);
        let mut rival = settings.rival.build(0);
        let mut events = Vec::with_capacity(256);
        let mut report = DuelReport::default();
        for index in range {
            if cancel.load(Ordering::Relaxed) {
                break;
            }
            let game = if settings.alternate && index % 2 == 1 {
                &mut second
            } else {
                &mut first
            };
            let outcome = play_duel_unless(
                game,
                game_seed(settings.seed, index),
                settings.turn_cap,
                you.as_mut(),
                rival.as_mut(),
                &mut events,
                cancel,
            );
            if cancel.load(Ordering::Relaxed) {
                break;
            }
            report.record(outcome);
            played.fetch_add(1, Ordering::Relaxed);
        }
        report
    };
    super::runner::split_games(
        settings.games,
        settings.threads,
        run_range,
        DuelReport::merge,
    )
}

/// The Wilson score interval of a proportion (`successes` of `n`) at 95% (z = 1.96): the
/// bounds for the true rate, good also near 0 and 1 and for small `n`.
pub fn wilson_interval(successes: u64, n: u64) -> (f64, f64) {
    wilson_interval_of(successes as f64, n)
}

/// [`wilson_interval`] of a score that may hold halves (a draw is half a win).
pub fn wilson_interval_of(score: f64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96_f64;
    let n = n as f64;
    let p = score / n;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_mirrored_is_the_same_games_recorded_from_the_rivals_side() {
        let outcomes = [
            (Some(Side::You), 7, Side::You),
            (Some(Side::You), 9, Side::Rival),
            (Some(Side::Rival), 8, Side::You),
            (Some(Side::Rival), 7, Side::Rival),
            (Some(Side::Rival), 11, Side::Rival),
            (None, 60, Side::You),
            (None, 60, Side::Rival),
        ];
        let (mut yours, mut theirs) = (DuelReport::default(), DuelReport::default());
        for (winner, turn, first) in outcomes {
            let end = if winner.is_some() {
                DuelEnd::Story
            } else {
                DuelEnd::TurnCap
            };
            yours.record(DuelOutcome {
                winner,
                turn,
                first,
                end,
            });
            theirs.record(DuelOutcome {
                winner: winner.map(Side::other),
                turn,
                first: first.other(),
                end,
            });
        }
        assert_eq!(yours.mirrored(), theirs);
        assert_eq!(theirs.mirrored(), yours);
        assert_eq!(
            (theirs.you, theirs.first_games, theirs.first_wins),
            (3, 4, 2)
        );
    }
}
