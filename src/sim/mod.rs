//! L1 simulation: goldfish games played by a built-in policy over the engine, many at a time,
//! and the engine's ability coverage. Pure: no files, no screen; the CLI prints the results.
//!
//! - [`GoldfishPolicy`]: the simple player (mulligan rule, plays, Contact, end of turn).
//! - [`SimReport`]: the distribution of the winning turn over many games.
//! - [`simulate`]: runs games across threads, deterministic for a seed whatever the thread count.
//! - [`play_duel`], [`simulate_duel`]: two-player games, each side by an [`Opponent`]
//!   named by a [`PlayerKind`] ([`GoldfishPolicy`] `fast`, [`SearchPolicy`] `search:N`,
//!   [`RandomPlayer`] `random`), deciding from a [`crate::engine::SideView`] only, its own
//!   randomness drawn from the game's seed.
//! - [`MatchupPlan`]: every deck against every other ([`MatchupTable`], Wilson intervals).
//! - [`AbilityCoverage`]: which printings' ability texts the engine carries out by itself.

mod audit;
mod coverage;
mod duel;
mod matchup;
mod player;
mod policy;
mod random;
mod report;
mod runner;
mod search;
mod tune;

pub use audit::{Audited, Fault, PlayAudit, fault};
pub use coverage::{AbilityCoverage, SetCoverage, engine_automates, manual_reason};
pub use duel::{
    DuelEnd, DuelEnds, DuelOutcome, DuelReport, DuelSettings, Opponent, play_duel,
    play_duel_unless, player_seed, simulate_duel, simulate_duel_with, wilson_interval,
    wilson_interval_of,
};
pub use matchup::{
    Lean, MatchupError, MatchupPlan, MatchupSettings, MatchupTable, STARTER_CODES, pairings_played,
};
pub use player::{
    PlayerInfo, PlayerKind, PlayerNameError, SEARCH_DEFAULT_BUDGET, SEARCH_MAX_BUDGET,
};
pub use policy::{
    GameOutcome, GoldfishPolicy, LaneOutcome, MAX_ACTIONS_PER_GAME, SAMPLED_TURNS, TurnSample,
    lane_outcome,
};
pub use random::RandomPlayer;
pub use report::{SimReport, TurnTotals};
pub use runner::{SimSettings, game_seed, simulate, simulate_with_progress};
pub use search::{HORIZON_TURNS, SearchPolicy};
pub use tune::{
    PairedDiff, PoolCard, Rate, Stopped, Swap, TakenSwap, TuneAnswer, TuneControl, TuneError,
    TuneProgress, TuneSettings, TuneStage, TuneWatch, catalog_pool, legal_swaps, owned_pool,
    scores, tune, tune_watched,
};
