//! The tracker's state: the Active Hurdle stack with its Clouds, the Final Challenge, the unused
//! Hurdle deck for Chaos, the Locations, each player's Sugar Cubes and Resource Tokens, whose
//! turn it is and what this turn has done, the result, the seeded RNG and the log. The rules
//! that change it live beside it by concern: `clouds`, `attempt`, `turn`, `table`.

use serde::{Deserialize, Serialize};

use crate::engine::EngineRng;

use super::challenge::Challenge;
use super::count_rule::PlayerCount;
use super::cube::{CubeColor, TokenKind};
use super::event::{Event, LossReason};
use super::game_components::{GameComponents, Situations};
use super::location::Location;
use super::pony::Pony;

/// A Hurdle on the Active Hurdle stack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HurdleInPlay {
    /// The card.
    pub card: Challenge,
    /// Its Cloud Limit at this table.
    pub cloud_limit: u32,
    /// Clouds on it.
    pub clouds: u32,
    /// Whether its Setback has resolved (once per game).
    pub setback: bool,
    /// Whether it is face up (the top one is flipped at the Start of Turn).
    pub face_up: bool,
}

/// The Final Challenge beside the stack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalInPlay {
    /// The card.
    pub card: Challenge,
    /// Its Cloud Limit at this table.
    pub cloud_limit: u32,
    /// Clouds on it.
    pub clouds: u32,
}

impl FinalInPlay {
    /// "Cloud Cover": the first effect is active at 3 or more Clouds, both at 8 or more.
    pub fn cloud_cover(&self) -> [bool; 2] {
        [self.clouds >= 3, self.clouds >= 8]
    }
}

/// What one player keeps: Sugar Cubes and Resource Tokens ("never lost until you spend them").
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PlayerLedger {
    /// The Pony played, if known.
    pub pony: Option<Pony>,
    /// Sugar Cubes by colour (pink, blue, green).
    pub cubes: [u32; 3],
    /// Resource Tokens by kind (help, info, move).
    pub tokens: [u32; 3],
}

impl PlayerLedger {
    /// Cubes of a colour.
    pub fn cubes_of(&self, color: CubeColor) -> u32 {
        self.cubes[color.index()]
    }

    /// Tokens of a kind.
    pub fn tokens_of(&self, kind: TokenKind) -> u32 {
        self.tokens[kind.index()]
    }

    /// Cubes of a colour, or of every colour for `None`.
    pub fn cubes_matching(&self, color: Option<CubeColor>) -> u32 {
        match color {
            Some(color) => self.cubes_of(color),
            None => self.cubes.iter().sum(),
        }
    }
}

/// An attempt in progress: its target and the Chaos Hurdles flipped for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    /// On the Final Challenge (else the Active Hurdle).
    pub on_final: bool,
    /// The Hurdles flipped for Chaos (none when the players flip them from the box).
    pub chaos: Vec<Challenge>,
}

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameResult {
    /// 3 Hurdles (or more) and the Final Challenge overcome.
    Won,
    /// Lost, and how.
    Lost(LossReason),
}

impl GameResult {
    /// `won` or `lost`, as the CLI's JSON has it.
    pub fn word(self) -> &'static str {
        match self {
            GameResult::Won => "won",
            GameResult::Lost(_) => "lost",
        }
    }
}

/// One line of the game log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogLine {
    /// The turn it happened in.
    pub turn: u32,
    /// The sentence.
    pub text: String,
}

/// The whole state of a tracked game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrackerState {
    pub(super) players: PlayerCount,
    pub(super) turn: u32,
    /// The active player, from 0.
    pub(super) active: u8,
    pub(super) hurdles: Vec<HurdleInPlay>,
    pub(super) overcome: Vec<Challenge>,
    pub(super) final_challenge: FinalInPlay,
    pub(super) chaos_deck: Vec<Challenge>,
    pub(super) chaos_discard: Vec<Challenge>,
    pub(super) locations: Vec<Location>,
    pub(super) location_deck: Vec<Location>,
    pub(super) location_discard: Vec<Location>,
    pub(super) situations: Situations,
    pub(super) situations_in_row: u8,
    pub(super) ledgers: Vec<PlayerLedger>,
    pub(super) attempted: bool,
    pub(super) overcame_hurdle: bool,
    pub(super) attempt: Option<Attempt>,
    pub(super) result: Option<GameResult>,
    pub(super) rng: EngineRng,
    pub(super) log: Vec<LogLine>,
    pub(super) notes: Vec<String>,
    pub(super) setup_seed: Option<u64>,
}

impl TrackerState {
    /// The state at the start of turn 1: the Level 1 Hurdle face up on top, the rest face
    /// down, no Clouds, no cubes, player 1 to go. `game` must have passed
    /// [`GameComponents::check`].
    pub(super) fn new(game: &GameComponents, players: PlayerCount, seed: u64) -> TrackerState {
        let limit = |card: &Challenge| card.cloud_limit.map_or(1, |rule| rule.value(players));
        let hurdles = game
            .hurdles
            .iter()
            .enumerate()
            .map(|(i, card)| HurdleInPlay {
                card: card.clone(),
                cloud_limit: limit(card),
                clouds: 0,
                setback: false,
                face_up: i == 0,
            })
            .collect();
        let ledgers = (0..players.seated())
            .map(|i| PlayerLedger {
                pony: game.ponies.get(usize::from(i)).cloned(),
                ..PlayerLedger::default()
            })
            .collect();
        let mut state = TrackerState {
            players,
            turn: 1,
            active: 0,
            hurdles,
            overcome: Vec::new(),
            final_challenge: FinalInPlay {
                card: game.final_challenge.clone(),
                cloud_limit: limit(&game.final_challenge),
                clouds: 0,
            },
            chaos_deck: game.chaos.clone(),
            chaos_discard: Vec::new(),
            locations: game.locations.clone(),
            location_deck: game.location_deck.clone(),
            location_discard: Vec::new(),
            situations: game.situations,
            situations_in_row: 0,
            ledgers,
            attempted: false,
            overcame_hurdle: false,
            attempt: None,
            result: None,
            rng: EngineRng::new(seed),
            log: Vec::new(),
            notes: game.notes.clone(),
            setup_seed: game.setup_seed,
        };
        let begun = state.turn_began();
        state.record(1, &[begun]);
        state
    }

    /// Appends events to the log: from turn `turn`, and from a new turn on once one begins.
    pub(super) fn record(&mut self, mut turn: u32, events: &[Event]) {
        for event in events {
            if let Event::TurnBegan { turn: began, .. } = event {
                turn = *began;
            }
            self.log.push(LogLine {
                turn,
                text: event.to_string(),
            });
        }
    }

    /// The event that opens the active player's turn.
    pub(super) fn turn_began(&self) -> Event {
        Event::TurnBegan {
            turn: self.turn,
            player: self.active + 1,
            pony: self
                .ledgers
                .get(usize::from(self.active))
                .and_then(|l| l.pony.as_ref())
                .map(|p| p.name.clone()),
        }
    }

    /// The player count.
    pub fn players(&self) -> PlayerCount {
        self.players
    }

    /// The turn, from 1 (every player's turn counts).
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// The active player, from 1.
    pub fn active_player(&self) -> u8 {
        self.active + 1
    }

    /// The Active Hurdle stack, top first.
    pub fn hurdles(&self) -> &[HurdleInPlay] {
        &self.hurdles
    }

    /// The Active Hurdle: the top of the stack.
    pub fn active_hurdle(&self) -> Option<&HurdleInPlay> {
        self.hurdles.first()
    }

    /// The Hurdles overcome, in order.
    pub fn overcome(&self) -> &[Challenge] {
        &self.overcome
    }

    /// The Final Challenge.
    pub fn final_challenge(&self) -> &FinalInPlay {
        &self.final_challenge
    }

    /// The players' cubes and tokens, in turn order.
    pub fn ledgers(&self) -> &[PlayerLedger] {
        &self.ledgers
    }

    /// The open attempt.
    pub fn attempt(&self) -> Option<&Attempt> {
        self.attempt.as_ref()
    }

    /// Whether this turn has had its attempt.
    pub fn attempted(&self) -> bool {
        self.attempted
    }

    /// Whether a Hurdle was overcome this turn (End Phase, step 1c).
    pub fn overcame_hurdle(&self) -> bool {
        self.overcame_hurdle
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    /// The unused Hurdle deck, top first.
    pub fn chaos_deck(&self) -> &[Challenge] {
        &self.chaos_deck
    }

    /// The Chaos Hurdles flipped and discarded.
    pub fn chaos_discard(&self) -> &[Challenge] {
        &self.chaos_discard
    }

    /// The Locations in play.
    pub fn locations(&self) -> &[Location] {
        &self.locations
    }

    /// The Location deck, top first.
    pub fn location_deck(&self) -> &[Location] {
        &self.location_deck
    }

    /// The Situations option of the game.
    pub fn situations(&self) -> Situations {
        self.situations
    }

    /// Situations in the Adventure Row now.
    pub fn situations_in_row(&self) -> u8 {
        self.situations_in_row
    }

    /// The log, oldest first.
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// What the setup left to do by hand.
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    /// The seed of the setup, if it was drawn by ponydeck.
    pub fn setup_seed(&self) -> Option<u64> {
        self.setup_seed
    }

    /// The seed of the tracker's own draws (Chaos reshuffles).
    pub fn seed(&self) -> u64 {
        self.rng.seed()
    }
}
