//! Many goldfish games by the built-in player: on which of your turns the deck reaches 20 lore,
//! on the play and on the draw apart, and how often it stumbles (no ink played, nothing played,
//! a deck-out). Game `i` uses `game_seed(seed, i)`; the first half of the games are on the play,
//! the second half on the draw with the same seeds, so the two are compared on the same shuffles.

use std::sync::Arc;

use serde::Serialize;

use crate::sim::game_seed;
use crate::sim::wilson_interval;

use super::action::Action;
use super::card::TableCard;
use super::player::next_action;
use super::rules::{Config, Game};
use super::state::Outcome;

/// The most actions one game may take before it is stopped (a guard, never reached by sense).
const ACTION_CAP: usize = 20_000;

/// How a simulation runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SimSettings {
    /// Games on the play (as many again on the draw).
    pub games: u64,
    /// The base seed.
    pub seed: u64,
    /// A game not won by this many of your turns counts as not won.
    pub turn_cap: u32,
}

/// The outcome of one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameResult {
    /// On the play.
    pub on_the_play: bool,
    /// The turn of yours that reached 20 lore (`None`: not won).
    pub won_on: Option<u32>,
    /// The game's turn counting both players' (when won).
    pub game_turn: Option<u32>,
    /// Lost by a deck-out (1.8.1.2).
    pub decked: bool,
    /// Turns of yours in the first four with no card inked.
    pub no_ink_turns: u32,
    /// Turns of yours in the first four with no card played.
    pub no_play_turns: u32,
    /// Abilities left to the player that it let go.
    pub manual_skipped: u32,
}

/// One game by the built-in player.
pub fn play_one(cards: Arc<Vec<TableCard>>, config: Config, turn_cap: u32) -> GameResult {
    let mut game = Game::with_cards(cards, config);
    let (mut no_ink, mut no_play) = (0, 0);
    let (mut inked, mut played) = (false, false);
    let mut turn = game.state().your_turns;
    for _ in 0..ACTION_CAP {
        let s = game.state();
        if s.outcome.is_some() || s.your_turns > turn_cap {
            break;
        }
        let Some(action) = next_action(&game) else {
            break;
        };
        match &action {
            Action::Ink(_) => inked = true,
            Action::Play(_) | Action::Shift { .. } | Action::Sing { .. } => played = true,
            Action::EndTurn if s.your_turns <= 4 => {
                no_ink += u32::from(!inked);
                no_play += u32::from(!played);
            }
            _ => {}
        }
        if game.apply(action).is_err() {
            break;
        }
        if game.state().your_turns != turn {
            turn = game.state().your_turns;
            inked = false;
            played = false;
        }
    }
    let s = game.state();
    let won = s.outcome == Some(Outcome::Won) && s.your_turns <= turn_cap;
    GameResult {
        on_the_play: config.on_the_play,
        won_on: won.then_some(s.your_turns),
        game_turn: won.then_some(s.turn),
        decked: s.outcome == Some(Outcome::Lost),
        no_ink_turns: no_ink,
        no_play_turns: no_play,
        manual_skipped: s.manual_done,
    }
}

/// What many games of one seat (on the play or on the draw) came to.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct SeatReport {
    /// Games played.
    pub games: u64,
    /// Games won by the turn cap.
    pub won: u64,
    /// The share won, with its 95% Wilson interval.
    pub won_interval: (f64, f64),
    /// Your turn of the win: games per turn (index 0 = turn 1).
    pub histogram: Vec<u64>,
    /// The mean turn of the won games.
    pub mean_turn: Option<f64>,
    /// The median turn of the won games.
    pub median_turn: Option<u32>,
    /// Games lost to a deck-out.
    pub decked: u64,
    /// Games with a turn in the first four with no ink played.
    pub stumbled_ink: u64,
    /// Games with a turn in the first four with nothing played.
    pub stumbled_play: u64,
    /// Abilities left to the player and let go, over all games.
    pub manual_skipped: u64,
}

impl SeatReport {
    fn add(&mut self, r: &GameResult) {
        self.games += 1;
        if let Some(turn) = r.won_on {
            self.won += 1;
            let i = usize::try_from(turn.saturating_sub(1)).unwrap_or(0);
            if self.histogram.len() <= i {
                self.histogram.resize(i + 1, 0);
            }
            self.histogram[i] += 1;
        }
        self.decked += u64::from(r.decked);
        self.stumbled_ink += u64::from(r.no_ink_turns > 0);
        self.stumbled_play += u64::from(r.no_play_turns > 0);
        self.manual_skipped += u64::from(r.manual_skipped);
    }

    fn finish(&mut self) {
        self.won_interval = wilson_interval(self.won, self.games);
        if self.won > 0 {
            let total: u64 = self
                .histogram
                .iter()
                .enumerate()
                .map(|(i, n)| (i as u64 + 1) * n)
                .sum();
            self.mean_turn = Some(total as f64 / self.won as f64);
            let mut seen = 0;
            for (i, n) in self.histogram.iter().enumerate() {
                seen += n;
                if seen * 2 >= self.won {
                    self.median_turn = u32::try_from(i + 1).ok();
                    break;
                }
            }
        }
    }
}

/// Both seats.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct SimReport {
    /// On the play.
    pub on_the_play: SeatReport,
    /// On the draw.
    pub on_the_draw: SeatReport,
}

/// Plays `settings.games` games on the play and as many on the draw, on the same seeds.
pub fn simulate(cards: &[TableCard], settings: SimSettings) -> SimReport {
    let cards = Arc::new(cards.to_vec());
    let mut report = SimReport::default();
    for i in 0..settings.games {
        let seed = game_seed(settings.seed, i);
        for on_the_play in [true, false] {
            let config = Config {
                seed,
                on_the_play,
                shuffle: true,
            };
            let result = play_one(cards.clone(), config, settings.turn_cap);
            if on_the_play {
                report.on_the_play.add(&result);
            } else {
                report.on_the_draw.add(&result);
            }
        }
    }
    report.on_the_play.finish();
    report.on_the_draw.finish();
    report
}
