//! Undo, redo, save and load. The history is the seed plus the action log: undo replays the
//! log minus its last actions from the state after setup, which is exact because the RNG lives
//! inside the state. A saved game is the deck, the configuration, the seed and the log; loading
//! replays it and checks the result against the saved state. Saved games carry a format
//! number; older formats are upgraded as they load ([`SAVED_FORMAT`]).

use serde::{Deserialize, Serialize};

use crate::card::CardIndex;

use super::{Action, ActionError, Game, GameConfig, GameDeck, GameError, GameState};

/// The format [`Game::to_json`] writes. 1 (no `format` field): the state held the zones of the
/// player to act in `you`, the other player's in `other`, who that was in `seat`, and the
/// passive rival apart (`rival`: Plan flags, a hand count, sparring Inspirations); 2: both
/// players' zones in `players`, by side (the passive rival's stand-in cards included), and who
/// acts in `to_act`.
pub const SAVED_FORMAT: u32 = 2;

fn format_one() -> u32 {
    1
}

/// A game on disk (JSON).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The format it was written in ([`SAVED_FORMAT`]); files without one are format 1.
    #[serde(default = "format_one")]
    pub format: u32,
    /// The deck, top first.
    pub deck: GameDeck,
    /// The configuration.
    pub config: GameConfig,
    /// The seed.
    pub seed: u64,
    /// The actions applied, in order.
    pub actions: Vec<Action>,
    /// Actions undone that can be redone (the next redo last).
    pub redo: Vec<Action>,
    /// The state the actions lead to (checked on load).
    pub state: GameState,
    /// A two-player game: the rival's deck, top first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rival_deck: Option<GameDeck>,
}

/// What format 1 kept of the passive rival: Plan flags, a hand count and the sparring
/// Characters' Inspiration now, by lane.
#[derive(Debug, Default, Deserialize)]
struct PassiveRivalV1 {
    plans: [bool; 4],
    hand: u8,
    adventure: [Option<SparringV1>; 3],
}

/// A format-1 sparring Character.
#[derive(Debug, Deserialize)]
struct SparringV1 {
    inspiration: u8,
    #[serde(default)]
    modifier: i8,
}

impl PassiveRivalV1 {
    /// Whether the passive rival of `state` is this one.
    fn agrees_with(&self, state: &GameState) -> bool {
        let rival = &state.players[super::Side::Rival];
        let now = |s: &SparringV1| {
            u8::try_from((i16::from(s.inspiration) + i16::from(s.modifier)).clamp(0, 255))
                .unwrap_or(0)
        };
        rival.plans.map(|p| p.is_some()) == self.plans
            && rival.hand.len() == usize::from(self.hand)
            && rival
                .adventure
                .iter()
                .zip(&self.adventure)
                .all(|(slot, v1)| slot.map(|s| s.inspiration(0)) == v1.as_ref().map(now))
    }
}

/// Brings a saved game of an older format to [`SAVED_FORMAT`], in place; for a format-1 game
/// against the passive rival, what it kept of that rival, to check against the replay.
fn upgrade(saved: &mut serde_json::Value) -> Result<Option<PassiveRivalV1>, GameError> {
    let format = saved
        .get("format")
        .map_or(Some(1), serde_json::Value::as_u64)
        .ok_or_else(|| GameError::Saved("its \"format\" is not a number".into()))?;
    if format > u64::from(SAVED_FORMAT) {
        return Err(GameError::Saved(format!(
            "it was saved in format {format} by a newer ponydeck; this one reads formats 1 to {SAVED_FORMAT}: update ponydeck"
        )));
    }
    let mut passive = None;
    if format == 1
        && let Some(state) = saved.get_mut("state").and_then(|s| s.as_object_mut())
    {
        passive = upgrade_state_from_1(state)?;
    }
    if let Some(saved) = saved.as_object_mut() {
        saved.insert("format".into(), SAVED_FORMAT.into());
    }
    Ok(passive)
}

/// Format 1 to 2: `you` held the zones of `seat` (the player to act; `you` when absent) and
/// `other` the other player's (absent without a rival deck), with `hand_decided` and
/// `other_hand_decided` beside them; now `players` holds both by side, each with its own
/// `hand_decided`, and `to_act` says who acts. The passive rival (`rival`) is returned apart:
/// format 1 kept no cards for it.
fn upgrade_state_from_1(
    state: &mut serde_json::Map<String, serde_json::Value>,
) -> Result<Option<PassiveRivalV1>, GameError> {
    use serde_json::Value;
    let rival = state.remove("rival");
    let seat = state.remove("seat");
    let rival_acts = seat.as_ref().and_then(Value::as_str) == Some("rival");
    let mut zones = state.remove("you").unwrap_or(Value::Null);
    let other = state.remove("other").filter(|o| !o.is_null());
    let decided = state.remove("hand_decided").unwrap_or(Value::Bool(false));
    let other_decided = state
        .remove("other_hand_decided")
        .unwrap_or(Value::Bool(false));
    if let Some(zones) = zones.as_object_mut() {
        zones.insert("hand_decided".into(), decided);
    }
    let two_player = other.is_some();
    let passive = match (&other, rival) {
        (None, Some(rival)) => Some(
            serde_json::from_value::<PassiveRivalV1>(rival)
                .map_err(|e| GameError::Saved(format!("its passive rival: {e}")))?,
        ),
        _ => None,
    };
    let other = match other {
        Some(mut o) => {
            if let Some(fields) = o.as_object_mut() {
                fields.insert("hand_decided".into(), other_decided);
            }
            o
        }
        // Taken from the replay once checked against `passive`.
        None => zones.clone(),
    };
    let players = if rival_acts {
        vec![other, zones]
    } else {
        vec![zones, other]
    };
    state.insert("players".into(), Value::Array(players));
    if two_player {
        state.insert("two_player".into(), Value::Bool(true));
    }
    if let Some(seat) = seat {
        state.insert("to_act".into(), seat);
    }
    Ok(passive)
}

impl Game {
    /// Whether there is something to undo.
    pub fn can_undo(&self) -> bool {
        !self.log.is_empty()
    }

    /// Whether there is something to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Undoes the last action; returns it.
    pub fn undo(&mut self) -> Result<Action, ActionError> {
        let undone = self.undo_many(1)?;
        undone
            .into_iter()
            .next()
            .ok_or(ActionError::NoHistory("undo"))
    }

    /// Undoes the last `count` actions at once (one replay); returns them, latest first.
    pub fn undo_many(&mut self, count: usize) -> Result<Vec<Action>, ActionError> {
        if count == 0 || self.log.len() < count {
            return Err(ActionError::NoHistory("undo"));
        }
        let mut undone = Vec::with_capacity(count);
        for _ in 0..count {
            if let Some(action) = self.log.pop() {
                self.redo.push(action);
                undone.push(action);
            }
        }
        self.rebuild(self.log.len())?;
        Ok(undone)
    }

    /// Redoes the last undone action.
    pub fn redo(&mut self) -> Result<Action, ActionError> {
        let Some(action) = self.redo.pop() else {
            return Err(ActionError::NoHistory("redo"));
        };
        let mut events = Vec::new();
        if let Err(e) = self.state.apply_action(&self.table, action, &mut events) {
            self.redo.push(action);
            return Err(e);
        }
        self.log.push(action);
        Ok(action)
    }

    /// Redoes up to `count` undone actions; returns how many were redone.
    pub fn redo_many(&mut self, count: usize) -> Result<usize, ActionError> {
        let mut done = 0;
        while done < count && self.can_redo() {
            self.redo()?;
            done += 1;
        }
        Ok(done)
    }

    /// The game as saved data.
    pub fn save(&self) -> SavedGame {
        SavedGame {
            format: SAVED_FORMAT,
            deck: self.deck.clone(),
            config: self.state.config,
            seed: self.seed,
            actions: self.log.clone(),
            redo: self.redo.clone(),
            state: self.state.clone(),
            rival_deck: self.rival_deck.clone(),
        }
    }

    /// The game as JSON text.
    pub fn to_json(&self) -> Result<String, GameError> {
        serde_json::to_string(&self.save()).map_err(|e| GameError::Saved(e.to_string()))
    }

    /// Loads a saved game by replaying its actions from the seed; the result must equal the
    /// saved state.
    pub fn load(saved: &SavedGame, lookup: &CardIndex) -> Result<Game, GameError> {
        let mut game = Game::replay_saved(saved, lookup)?;
        game.check_saved(saved)?;
        Ok(game)
    }

    /// The game a saved game's seed and actions give.
    fn replay_saved(saved: &SavedGame, lookup: &CardIndex) -> Result<Game, GameError> {
        let mut game = match &saved.rival_deck {
            None => Game::new(&saved.deck, lookup, saved.config, saved.seed)?,
            Some(rival) => {
                Game::new_two_player(&saved.deck, rival, lookup, saved.config, saved.seed)?
            }
        };
        game.replay_actions(&saved.actions)?;
        Ok(game)
    }

    /// Checks the replayed game against the saved state and takes the saved redo list.
    fn check_saved(&mut self, saved: &SavedGame) -> Result<(), GameError> {
        if self.state != saved.state {
            return Err(GameError::Saved(
                "replaying its actions does not give the saved state (the catalog or the engine changed)"
                    .into(),
            ));
        }
        self.redo.clone_from(&saved.redo);
        Ok(())
    }

    /// Loads a game from JSON text, in this format or an older one.
    pub fn from_json(text: &str, lookup: &CardIndex) -> Result<Game, GameError> {
        let mut value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| GameError::Saved(e.to_string()))?;
        let passive = upgrade(&mut value)?;
        let mut saved: SavedGame =
            serde_json::from_value(value).map_err(|e| GameError::Saved(e.to_string()))?;
        let Some(passive) = passive else {
            return Game::load(&saved, lookup);
        };
        // Format 1 kept no cards for the passive rival: its stand-ins are the replay's, once
        // what format 1 did keep of it agrees.
        let mut game = Game::replay_saved(&saved, lookup)?;
        if !passive.agrees_with(&game.state) {
            return Err(GameError::Saved(
                "replaying its actions does not give the saved passive rival (the catalog or the engine changed)"
                    .into(),
            ));
        }
        saved.state.players[super::Side::Rival] = game.state.players[super::Side::Rival].clone();
        game.check_saved(&saved)?;
        Ok(game)
    }

    /// A game from a seed and an action log: the same inputs give the identical state.
    pub fn replay(
        deck: &GameDeck,
        lookup: &CardIndex,
        config: GameConfig,
        seed: u64,
        actions: &[Action],
    ) -> Result<Game, GameError> {
        let mut game = Game::new(deck, lookup, config, seed)?;
        game.replay_actions(actions)?;
        Ok(game)
    }

    /// Applies `actions` in order (a load or a replay); the first refusal is an error.
    fn replay_actions(&mut self, actions: &[Action]) -> Result<(), GameError> {
        let game = self;
        let mut events = Vec::new();
        for (i, action) in actions.iter().enumerate() {
            events.clear();
            game.apply_into(*action, &mut events).map_err(|e| {
                GameError::Saved(format!(
                    "action {} ({}) is refused: {e}",
                    i + 1,
                    action.name()
                ))
            })?;
        }
        Ok(())
    }

    /// The state right after setup.
    pub fn initial_state(&self) -> &GameState {
        &self.initial
    }
}
