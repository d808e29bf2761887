//! [`Game`]: the engine's front door. It owns the card table, the state, and the history
//! (action log and redo list) that undo, redo, save and replay work from. What it says of
//! actions, events and decisions is worded in `describe.rs`.

use crate::card::CardIndex;

use super::{Action, ActionError, CardTable, Event, GameConfig, GameDeck, GameError, GameState};

/// One goldfish game.
#[derive(Debug, Clone)]
pub struct Game {
    pub(crate) deck: GameDeck,
    /// The rival's deck in a two-player game.
    pub(crate) rival_deck: Option<GameDeck>,
    pub(crate) table: CardTable,
    pub(crate) seed: u64,
    /// The state right after setup, before any action: undo replays from here.
    pub(crate) initial: GameState,
    pub(crate) state: GameState,
    pub(crate) log: Vec<Action>,
    pub(crate) redo: Vec<Action>,
    pub(crate) recording: bool,
    scratch: Vec<Event>,
}

impl Game {
    /// Sets a game up (103) from a deck, looking its cards up once.
    pub fn new(
        deck: &GameDeck,
        lookup: &CardIndex,
        config: GameConfig,
        seed: u64,
    ) -> Result<Game, GameError> {
        let table = CardTable::build(deck, lookup)?;
        Ok(Game::from_table(deck, None, table, config, seed))
    }

    /// Sets a two-player game up (103 for both): the rival plays `rival_deck` under the same
    /// rules as you (its own Plans, Scenes, Characters, Contact and Intervene). Each player's
    /// decisions are asked when that player is the one to act ([`GameState::to_act`]): the legal actions are
    /// always those of the player to act.
    pub fn new_two_player(
        deck: &GameDeck,
        rival_deck: &GameDeck,
        lookup: &CardIndex,
        config: GameConfig,
        seed: u64,
    ) -> Result<Game, GameError> {
        let table = CardTable::build_two(deck, rival_deck, lookup)?;
        Ok(Game::from_table(
            deck,
            Some(rival_deck.clone()),
            table,
            config,
            seed,
        ))
    }

    fn from_table(
        deck: &GameDeck,
        rival_deck: Option<GameDeck>,
        table: CardTable,
        config: GameConfig,
        seed: u64,
    ) -> Game {
        let state = GameState::new(&table, config, seed);
        Game {
            rival_deck,
            deck: deck.clone(),
            table,
            seed,
            initial: state.clone(),
            state,
            log: Vec::new(),
            redo: Vec::new(),
            recording: true,
            scratch: Vec::with_capacity(64),
        }
    }

    /// Changes the configuration (who goes first, the rules, ...) and starts over with the
    /// same seed.
    pub fn set_config(&mut self, config: GameConfig) {
        self.state.config = config;
        self.restart(self.seed);
    }

    /// What the player to act may see (hidden information: for the built-in opponents).
    pub fn side_view(&self) -> super::SideView<'_> {
        super::SideView::new(&self.state, &self.table)
    }

    /// The rival's deck, in a two-player game.
    pub fn rival_deck(&self) -> Option<&GameDeck> {
        self.rival_deck.as_ref()
    }

    /// The player who acts now (the legal actions are theirs): you, or in a two-player game
    /// possibly the rival: the turn player, the controller of the top pending ability, or in
    /// a contested lane the non-turn player during its Inspiration step (404.3.2).
    pub fn to_act(&self) -> super::Side {
        self.state.to_act
    }

    /// The state.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The card table (card IDs, names, costs by handle).
    pub fn table(&self) -> &CardTable {
        &self.table
    }

    /// The deck the game was set up from.
    pub fn deck(&self) -> &GameDeck {
        &self.deck
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The configuration.
    pub fn config(&self) -> GameConfig {
        self.state.config
    }

    /// The actions applied so far, in order.
    pub fn log(&self) -> &[Action] {
        &self.log
    }

    /// The legal rules actions now (sandbox actions are always available and not listed).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.state.legal_actions_into(&self.table, &mut out);
        out
    }

    /// The legal rules actions into a reused buffer (no allocation once it has capacity).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        self.state.legal_actions_into(&self.table, out);
    }

    /// Applies an action; on refusal nothing changes. Clears the redo list.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// Applies an action, appending its events to `events` (the allocation-free hot path).
    pub fn apply_into(
        &mut self,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        self.state.apply_action(&self.table, action, events)?;
        if self.recording {
            self.log.push(action);
            self.redo.clear();
        }
        Ok(())
    }

    /// Turns history recording off (for simulation: no log, no undo) or on again. Turning it
    /// off forgets the history.
    pub fn set_recording(&mut self, on: bool) {
        self.recording = on;
        if !on {
            self.log.clear();
            self.redo.clear();
        }
    }

    /// Starts over with a new seed, reusing all buffers (the simulator's next game).
    pub fn restart(&mut self, seed: u64) {
        self.seed = seed;
        self.state.reset(&self.table, seed);
        self.log.clear();
        self.redo.clear();
        if self.recording {
            self.initial.clone_from(&self.state);
        }
    }

    /// Replays `actions` from the initial state (used by undo, redo and load).
    pub(crate) fn rebuild(&mut self, actions_kept: usize) -> Result<(), ActionError> {
        self.state.clone_from(&self.initial);
        let mut events = std::mem::take(&mut self.scratch);
        for action in self.log.iter().take(actions_kept) {
            events.clear();
            self.state.apply_action(&self.table, *action, &mut events)?;
        }
        self.scratch = events;
        Ok(())
    }
}
