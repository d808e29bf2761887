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

/// The saved-game version written now. Version 2 refuses a count below 0 and an attempt without
/// the required Sugar Cubes (`shared/design/CLI.md`, Additions 1.2); version 1 let a count stop
/// at 0 and an overcome go without cubes.
const SAVED_GAME_VERSION: u32 = 2;

/// Which rules a step is applied under: a game saved under version 1 replays its steps as they
/// were played then, so no saved game becomes unreadable; every new step follows the rules now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StepRules {
    /// The rules now.
    Current,
    /// Saved-game version 1: a removal stops at 0, an attempt needs no cubes.
    SavedVersion1,
}

/// A tracked game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tracker {
    game: GameComponents,
    initial: TrackerState,
    actions: Vec<Action>,
    /// How many of the first `actions` were played under saved-game version 1 rules.
    version1_steps: usize,
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
    /// Version 2: how many of the first `actions` were played under version 1 (a version 1 game
    /// resumed and saved again).
    #[serde(default)]
    version1_steps: usize,
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
            version1_steps: 0,
            redo: Vec::new(),
        })
    }

    /// Applies one step. A refused step changes nothing; an applied one clears redo.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, Refusal> {
        let events = step(&mut self.state, action, StepRules::Current)?;
        // A new step after an undo leaves the version 1 history behind.
        self.version1_steps = self.version1_steps.min(self.actions.len());
        self.actions.push(action);
        self.redo.clear();
        Ok(events)
    }

    /// Undoes the last step; returns it.
    pub fn undo(&mut self) -> Result<Action, Refusal> {
        let action = *self.actions.last().ok_or(Refusal::NoHistory("undo"))?;
        let kept = &self.actions[..self.actions.len() - 1];
        self.state = replay(&self.initial, kept, self.version1_steps)?;
        self.actions.pop();
        self.redo.push(action);
        Ok(action)
    }

    /// Redoes the last undone step; returns it.
    pub fn redo(&mut self) -> Result<Action, Refusal> {
        let action = self.redo.pop().ok_or(Refusal::NoHistory("redo"))?;
        let rules = self.rules_of(self.actions.len());
        match step(&mut self.state, action, rules) {
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

    /// The rules the step at `index` of the history was played under.
    fn rules_of(&self, index: usize) -> StepRules {
        if index < self.version1_steps {
            StepRules::SavedVersion1
        } else {
            StepRules::Current
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
            version: SAVED_GAME_VERSION,
            players: self.initial.players(),
            seed: self.initial.seed(),
            game: self.game.clone(),
            actions: self.actions.clone(),
            redo: self.redo.clone(),
            version1_steps: self.version1_steps,
        };
        // Plain structs with string keys: serialising cannot fail.
        serde_json::to_string(&saved).unwrap_or_default()
    }

    /// Reads a saved game back by replaying its steps (a version 1 game's under the rules it
    /// was played with).
    pub fn from_json(text: &str) -> Result<Tracker, SavedGameError> {
        let saved: SavedTracker =
            serde_json::from_str(text).map_err(|e| SavedGameError::Json(e.to_string()))?;
        if saved.format != SAVED_GAME_FORMAT {
            return Err(SavedGameError::Json(format!(
                "its format is '{}', not '{SAVED_GAME_FORMAT}'",
                saved.format
            )));
        }
        let history = saved.actions.len() + saved.redo.len();
        let version1_steps = match saved.version {
            1 => history,
            SAVED_GAME_VERSION => saved.version1_steps.min(history),
            other => {
                return Err(SavedGameError::Json(format!(
                    "its version is {other}, and this ponydeck reads versions 1 and \
                     {SAVED_GAME_VERSION}; update ponydeck"
                )));
            }
        };
        let mut tracker = Tracker::new(saved.game, saved.players, saved.seed)
            .map_err(SavedGameError::Components)?;
        tracker.version1_steps = version1_steps;
        for (i, action) in saved.actions.into_iter().enumerate() {
            let rules = tracker.rules_of(i);
            step(&mut tracker.state, action, rules).map_err(|reason| SavedGameError::Replay {
                step: i + 1,
                reason,
            })?;
            tracker.actions.push(action);
        }
        tracker.redo = saved.redo;
        Ok(tracker)
    }
}

/// The state after `actions` from `initial`, the first `version1_steps` under saved-game
/// version 1 rules. Each was applied from this same state before, under the same rules, so each
/// applies again (the RNG is part of the state).
fn replay(
    initial: &TrackerState,
    actions: &[Action],
    version1_steps: usize,
) -> Result<TrackerState, Refusal> {
    let mut state = initial.clone();
    for (i, action) in actions.iter().enumerate() {
        let rules = if i < version1_steps {
            StepRules::SavedVersion1
        } else {
            StepRules::Current
        };
        step(&mut state, *action, rules)?;
    }
    Ok(state)
}

/// One step on a copy of the state, kept only when it is not refused.
fn step(state: &mut TrackerState, action: Action, rules: StepRules) -> Result<Vec<Event>, Refusal> {
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
        Action::Attempt { on } => next.begin_attempt(on, rules, &mut events)?,
        Action::Overcome { on, spend } => next.succeed_attempt(on, spend, rules, &mut events)?,
        Action::FailAttempt => next.fail_attempt(&mut events)?,
        Action::EndTurn => next.end_turn(&mut events)?,
        Action::Cubes {
            player,
            color,
            delta,
        } => next.change_cubes(player, color, delta, rules, &mut events)?,
        Action::Tokens {
            player,
            kind,
            delta,
        } => next.change_tokens(player, kind, delta, rules, &mut events)?,
        Action::SituationsInRow { count } => next.set_situations_in_row(count, &mut events)?,
        Action::ReplaceLocation { slot } => next.replace_location(slot, &mut events)?,
        Action::AdventureRowUnfilled => next.adventure_row_unfilled(&mut events),
    }
    next.record(state.turn(), &events);
    *state = next;
    Ok(events)
}
