//! L1 goldfish engine: one player's side of a Kayou game played by the rules (1.3.0, or 2.0.0
//! through the switches of [`RulesVersion`](crate::format::RulesVersion)) against a passive
//! rival.
//!
//! Layout, by concern: [`card_table`] (small copyable card handles over a per-game table),
//! `state` (zones), `setup` (103), `phases/` (401-405, one file per phase), `action`,
//! `event`, `payment` (608), `sandbox` (free moves for abilities the engine leaves to the
//! player), `legal` (the legal actions), `history` (undo, redo, replay) and `view` (what the UI
//! and the CLI show).
//!
//! The hot path (`apply` on a state, `legal_actions_into`) works on `u8` handles and fixed
//! arrays and does not allocate per action once the zone vectors have their capacity.

mod action;
pub mod card_table;
mod config;
mod error;
mod event;
mod game;
mod history;
mod legal;
mod payment;
mod phases;
mod rng;
mod sandbox;
mod setup;
mod state;
mod view;

pub use action::{
    AbilitySource, Action, DeckKind, Duration, LaneChoice, SandboxAction, TapTarget, Zone,
};
pub use card_table::{CardHandle, CardInfo, CardTable};
pub use config::{GameConfig, GameDeck, Side};
pub use error::{ActionError, GameError};
pub use event::{ContactOutcome, Event};
pub use game::Game;
pub use history::SavedGame;
pub use rng::EngineRng;
pub use state::{
    CARD_COUNT_MAX, GameState, HAND_LIMIT, Pending, PendingKind, Phase, PlanCard, PlayerState,
    Present, RivalState, SceneCard, Slot, SparringCharacter, Token,
};
pub use view::{AdventureView, GameView, PendingView, RivalView, SceneView, YouView};
