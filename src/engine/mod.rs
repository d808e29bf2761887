//! The Kayou engine: a game played by the rules (1.3.0, or 2.0.0 through the switches of
//! [`RulesVersion`](crate::format::RulesVersion)) between two players, yours and a rival that
//! plays its own deck ([`Game::new_two_player`]) or the passive rival of the goldfish table
//! ([`Game::new`]), whose policy never acts.
//!
//! Layout, by concern: [`card_table`] (small copyable card handles over a per-game table, the
//! passive rival's stand-in cards included), `state` (both players' zones by side,
//! `players[side]`, and who acts, `to_act`), `mutations/` (the one place each change to the zones is made and
//! recorded: a card's arrival, the draw 601, the discard 602, leaving play 614, tap, flip,
//! Treats 207.2.1, Plans 604-605), `setup` (103), `phases/` (401-405, one file per phase), `action`,
//! `event`, `payment` (608), `cost` (what a hand card costs now, 503.1.4, and `[Eat Treat]`
//! costs, 207.2.1), `sandbox` (free moves for abilities the engine leaves to the player),
//! `legal` (the legal actions), `history` (undo, redo, replay), `table_view` (the table the UI
//! draws and the CLI prints, with the offered actions and their labels) and `view` (the
//! `goldfish --json` contract).
//!
//! Rules choices where the texts leave room (1.3.0 decides, cited):
//! - 404.4 (1.3.0: the turn player "may choose to take one action"): an uncontested lane may
//!   pass even when Promotion is blocked; [`LaneChoice::Auto`] Promotes when allowed, else
//!   Intervenes, else passes.
//! - 306.2.3, 614.1.2: a Character that leaves the Adventure Area with a [Farewell] to play
//!   (its own or one its Item gives it) waits in the Settlement Area with its Item until its
//!   last [Farewell] is done; then both go to the Retirement Area (614.1.3).
//! - 2.0.0 Contact, step 3 ("If both Active Player and Rival have Effects which would trigger
//!   at the same time, the Active Player's Effects resolve first"): applied to what a Contact
//!   sets off for both players, their [Farewell]s and [Triumph]s
//!   (`RulesVersion::turn_player_resolves_first_in_contact`); other abilities of both players
//!   set off at the same time resolve the non-turn player's first under either version
//!   (501.1.1b, 504.6), 2.0.0 saying nothing else of them.
//! - 404.3.1a: an Inspo Boost that only applies to a specific Character ("Your 「Pinkie Pie」
//!   gets +1 ... this Contact") may be used only when the player's Character in the Contact is
//!   one; a boost left to the player (not automated) may be used in any contested lane.
//! - 608.2 with the 2.0.0 Main Character: Scenes are tapped first (face-down ones first), the
//!   Main Character only for what the Scenes cannot pay; the total is the same either way.
//! - The passive rival (the default, [`Game::new`]) never draws, plays or Contacts on its own
//!   turn: its zones hold stand-ins for its Plans, hand and sparring Characters
//!   (`card_table::PASSIVE_RIVAL`). A rival that plays its own deck ([`Game::new_two_player`])
//!   is under every rule that applies to you: the rules code reads the zones of the player to
//!   act (`GameState::to_act`), and no zone moves when the other comes to act
//!   (docs/architecture.md, "Two-player games").
//!
//! The hot path (`apply` on a state, `legal_actions_into`) works on `u8` handles and fixed
//! arrays and does not allocate per action once the zone vectors have their capacity.

mod abilities;
mod action;
pub mod card_table;
mod config;
mod cost;
pub mod decision;
mod describe;
mod effects;
mod error;
mod event;
mod game;
mod history;
mod lazy_deck;
mod legal;
mod mutations;
mod payment;
mod phases;
mod resolve;
mod rng;
mod sandbox;
mod setup;
mod side_view;
mod state;
mod table_view;
#[cfg(test)]
mod test_support;
mod triggers;
mod view;

pub use abilities::{manual_reason, supports};
pub use action::{
    AbilitySource, Action, DeckKind, Duration, LaneChoice, SandboxAction, TapTarget, Zone,
};
pub use card_table::{CardHandle, CardInfo, CardTable};
pub use config::{GameConfig, GameDeck, Side, WinBy};
pub use cost::{CostChanges, NEXT_PLAY_MAX, NextPlayCost};
pub use decision::{ChosenRef, Decision, DecisionKind, Frame};
pub use error::{ActionError, GameError};
pub(crate) use event::EventLog;
pub use event::{ContactOutcome, Event};
pub use game::Game;
pub use history::{SAVED_FORMAT, SavedGame};
pub use payment::Payable;
pub use rng::EngineRng;
pub use side_view::{RivalSeen, SideView};
pub use state::{
    CARD_COUNT_MAX, DelayedAbility, GameState, HAND_LIMIT, InspirationStep, Pending, PendingKind,
    Phase, PlanCard, PlayerState, Players, Present, SceneCard, Slot, Token, TurnRules,
};
pub use table_view::{
    CharacterView, DeckCardView, HandCardView, LaneView, PlayerTable, RivalTable, SceneCardView,
    SparringView, TableCard, TableView,
};
pub use view::{
    AdventureView, DecisionView, GameView, HandCostView, NextPlayCostView, PendingView, RivalView,
    SceneView, YouView, pending_name, pick_name,
};
