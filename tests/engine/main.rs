//! The rules engine and what drives it in-process: abilities and their compiler, costs, triggers,
//! turns, two-player play, history (undo, redo, save, replay), the sandbox, the long random runs
//! and golden runs, and the simulator and tuner of `ponydeck::sim`.
//!
//! One test binary for the area (issue 44): each file here is a module, its tests named
//! `module::test` (`cargo test --test engine MODULE` runs one file's).

#[path = "../common/mod.rs"]
mod common;
#[path = "../game/mod.rs"]
mod game;

mod ability_compile;
mod engine_abilities;
mod engine_costs;
mod engine_history;
mod engine_long_run;
mod engine_play;
mod engine_props;
mod engine_rival_boost;
mod engine_rival_rules;
mod engine_sandbox;
mod engine_setup;
mod engine_triggers;
mod engine_turn;
mod engine_two_player;
mod engine_two_player_words;
mod lorcana_table;
mod sim_policy;
mod sim_tune;
