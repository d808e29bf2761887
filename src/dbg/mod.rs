//! L1 bookkeeping for *My Little Pony: Adventures in Equestria*, the cooperative deck-building
//! game (not the Kayou card game: nothing here touches `engine`'s rules). No card list of the
//! game is public, so ponydeck does not play it; it keeps the books the players keep on paper,
//! citing the rulebook's sections:
//!
//! - [`components`]: the Hurdles, Final Challenges, Locations and Ponies, shipped as far as the
//!   rulebook names them and completed by the player (the user database keeps the edits);
//! - [`setup`]: "Setting Up the Game", drawn with the project's seeded [`EngineRng`](crate::engine::EngineRng)
//!   (same components, options and seed, same game) into a [`GameComponents`];
//! - [`Tracker`]: Clouds and their overflow, Setbacks, Cloud Cover, attempts with Chaos,
//!   cubes and tokens, turns, win and loss, undo and redo, save and resume, through
//!   [`Tracker::apply`] taking an [`Action`] and returning [`Event`]s or a [`Refusal`].
//!
//! A solo game counts as two players in every number ("Solo Rules"). Where the rulebook leaves
//! room the choices are written in `docs/dbg.md`.
//!
//! Egui-free and SQLite-free: `catalog` stores it, `cli` and `ui` drive it.

mod action;
mod attempt;
mod challenge;
mod clouds;
pub mod components;
mod count_rule;
mod cube;
mod error;
mod event;
mod game_components;
mod location;
mod pony;
mod refusal;
pub mod setup;
mod state;
mod table;
mod tracker;
mod turn;
pub mod turn_sequence;
mod view;

pub use action::{Action, ChallengeChoice, CloudTarget};
pub use attempt::Requirement;
pub use challenge::{Challenge, ChallengeKind};
pub use components::{COMPONENTS_FORMAT, Component, ComponentEdit, ComponentKind, Components};
pub use count_rule::{CountRule, PlayerCount, with_table_numbers};
pub use cube::{CubeColor, TokenKind};
pub use error::{ComponentProblem, ComponentsError, SavedGameError, SetupError};
pub use event::{CloudCause, Event, LossReason};
pub use game_components::{GameComponents, Situations};
pub use location::Location;
pub use pony::{DeckEntry, Pony, SHARED_STARTING_CARDS};
pub use refusal::Refusal;
pub use setup::{SetupOptions, set_up};
pub use state::{
    Attempt, FinalInPlay, GameResult, HurdleInPlay, LogLine, PlayerLedger, TrackerState,
};
pub use tracker::{SAVED_GAME_FORMAT, Tracker};
pub use view::{
    AttemptView, ChaosView, CubesView, FinalView, HurdleView, LocationView, PhaseView, PlayerView,
    RequirementView, TokensView, TrackerView,
};
