//! The tracker: a game's state with its history. [`Tracker::apply`] takes one [`Action`],
//! returns what happened or why it was refused (a refused step changes nothing), and keeps the
//! action for undo and redo. Undo replays the actions from the first turn, which is exact
//! because the RNG lives in the state; a saved game is the components, the player count, the
//! seed and the actions.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::count_rule::PlayerCount;
use super::error::{ComponentsError, SavedGameError};
use super::event::Event;
use super::game_components::GameComponents;
use super::refusal::Refusal;
use super::state::{GameResult, TrackerState};
use super::view::TrackerView;

/// The `format` of a saved game.
pub const SAVED_GAME_FORMAT: &str = "ponydeck-dbg-game";

/// A tracked game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tracker {
    game: GameComponents,
    initial: TrackerState,
    actions: Vec<Action>,
    redo: Vec<Action>,
    state: TrackerState,
}

/// A saved game on disk or in the user database.
#[derive(Serialize, Deserialize)]
struct SavedTracker {
    format: String,
    version: u32,
    players: PlayerCount,
    seed: u64,
    game: GameComponents,
    actions: Vec<Action>,
    #[serde(default)]
    redo: Vec<Action>,
}

impl Tracker {
    /// A game at the start of turn 1. Refused when the components do not pass
    /// [`GameComponents::check`] for `players`.
    pub fn new(
        game: GameComponents,
        players: PlayerCount,
        seed: u64,
    ) -> Result<Tracker, ComponentsError> {
        game.check(players)?;
        let initial = TrackerState::new(&game, players, seed);
        Ok(Tracker {
            game,
            state: initial.clone(),
            initial,
            actions: Vec::new(),
            redo: Vec::new(),
        })
    }

    /// Applies one step. A refused step changes nothing; an applied one clears redo.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, Refusal> {
        let events = step(&mut self.state, action)?;
        self.actions.push(action);
        self.redo.clear();
        Ok(events)
    }

    /// Undoes the last step; returns it.
    pub fn undo(&mut self) -> Result<Action, Refusal> {
        let action = *self.actions.last().ok_or(Refusal::NoHistory("undo"))?;
        let kept = &self.actions[..self.actions.len() - 1];
        self.state = replay(&self.initial, kept)?;
        self.actions.pop();
        self.redo.push(action);
        Ok(action)
    }

    /// Redoes the last undone step; returns it.
    pub fn redo(&mut self) -> Result<Action, Refusal> {
        let action = self.redo.pop().ok_or(Refusal::NoHistory("redo"))?;
        match step(&mut self.state, action) {
            Ok(_) => {
                self.actions.push(action);
                Ok(action)
            }
            Err(e) => {
                self.redo.push(action);
                Err(e)
            }
        }
    }

    /// Whether there is a step to undo.
    pub fn can_undo(&self) -> bool {
        !self.actions.is_empty()
    }

    /// Whether there is a step to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The steps applied, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The state now.
    pub fn state(&self) -> &TrackerState {
        &self.state
    }

    /// The components the game is played with.
    pub fn game(&self) -> &GameComponents {
        &self.game
    }

    /// What the screen and the CLI show.
    pub fn view(&self) -> TrackerView {
        TrackerView::new(&self.state, self.can_undo(), self.can_redo())
    }

    /// A line for a list of saved games: `Solo (Rarity), turn 4: Hurdle 2 of 3, 1/9 Clouds on
    /// Best Night Ever?`.
    pub fn summary(&self) -> String {
        let s = &self.state;
        let table = if s.players().is_solo() {
            "Solo".to_string()
        } else {
            format!("{} players", s.players().seated())
        };
        let ponies: Vec<&str> = s
            .ledgers()
            .iter()
            .filter_map(|l| l.pony.as_ref().map(|p| p.name.as_str()))
            .collect();
        let ponies = if ponies.is_empty() {
            String::new()
        } else {
            format!(" ({})", ponies.join(", "))
        };
        let total = s.hurdles().len() + s.overcome().len();
        let fc = s.final_challenge();
        let stage = match (s.result(), s.active_hurdle()) {
            (Some(GameResult::Won), _) => "won".to_string(),
            (Some(GameResult::Lost(_)), _) => "lost".to_string(),
            (None, Some(_)) => format!("Hurdle {} of {total}", s.overcome().len() + 1),
            (None, None) => "the Final Challenge".to_string(),
        };
        format!(
            "{table}{ponies}, turn {}: {stage}, {}/{} Clouds on {}",
            s.turn(),
            fc.clouds,
            fc.cloud_limit,
            fc.card.name
        )
    }

    /// The saved form (JSON): components, players, seed and steps.
    pub fn to_json(&self) -> String {
        let saved = SavedTracker {
            format: SAVED_GAME_FORMAT.to_string(),
            version: 1,
            players: self.initial.players(),
            seed: self.initial.seed(),
            game: self.game.clone(),
            actions: self.actions.clone(),
            redo: self.redo.clone(),
        };
        // Plain structs with string keys: serialising cannot fail.
        serde_json::to_string(&saved).unwrap_or_default()
    }

    /// Reads a saved game back by replaying its steps.
    pub fn from_json(text: &str) -> Result<Tracker, SavedGameError> {
        let saved: SavedTracker =
            serde_json::from_str(text).map_err(|e| SavedGameError::Json(e.to_string()))?;
        if saved.format != SAVED_GAME_FORMAT {
            return Err(SavedGameError::Json(format!(
                "its format is '{}', not '{SAVED_GAME_FORMAT}'",
                saved.format
            )));
        }
        let mut tracker = Tracker::new(saved.game, saved.players, saved.seed)
            .map_err(SavedGameError::Components)?;
        for (i, action) in saved.actions.into_iter().enumerate() {
            tracker
                .apply(action)
                .map_err(|reason| SavedGameError::Replay {
                    step: i + 1,
                    reason,
                })?;
        }
        tracker.redo = saved.redo;
        Ok(tracker)
    }
}

/// The state after `actions` from `initial`. Each was applied from this same state before, so
/// each applies again (the RNG is part of the state).
fn replay(initial: &TrackerState, actions: &[Action]) -> Result<TrackerState, Refusal> {
    let mut state = initial.clone();
    for action in actions {
        step(&mut state, *action)?;
    }
    Ok(state)
}

/// One step on a copy of the state, kept only when it is not refused.
fn step(state: &mut TrackerState, action: Action) -> Result<Vec<Event>, Refusal> {
    if let Some(result) = state.result() {
        let text = match result {
            GameResult::Won => "won".to_string(),
            GameResult::Lost(reason) => format!("lost: {}", reason.text()),
        };
        return Err(Refusal::GameOver(text));
    }
    let mut next = state.clone();
    let mut events = Vec::new();
    match action {
        Action::Clouds { on, count } => {
            let n = count.unsigned_abs();
            if count >= 0 {
                next.add_clouds(on, n, super::event::CloudCause::Played, &mut events);
            } else {
                next.remove_clouds(on, n, &mut events);
            }
        }
        Action::Attempt { on } => next.begin_attempt(on, &mut events)?,
        Action::Overcome { on, spend } => next.succeed_attempt(on, spend, &mut events)?,
        Action::FailAttempt => next.fail_attempt(&mut events)?,
        Action::EndTurn => next.end_turn(&mut events)?,
        Action::Cubes {
            player,
            color,
            delta,
        } => next.change_cubes(player, color, delta, &mut events)?,
        Action::Tokens {
            player,
            kind,
            delta,
        } => next.change_tokens(player, kind, delta, &mut events)?,
        Action::SituationsInRow { count } => next.set_situations_in_row(count, &mut events)?,
        Action::ReplaceLocation { slot } => next.replace_location(slot, &mut events)?,
        Action::AdventureRowUnfilled => next.adventure_row_unfilled(&mut events),
    }
    next.record(state.turn(), &events);
    *state = next;
    Ok(events)
}
