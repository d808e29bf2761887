//! ponydeck: deck builder, collection manager and goldfish table for the Kayou My Little Pony
//! Card Game.
//!
//! Layers point downward only (see `docs/architecture.md`): `card` (L0) knows nothing else;
//! `search` (L1) works on the in-memory card index; `catalog` (L2) is the only SQLite user;
//! `cli` and `ui` (L3) are the only ones that touch files and the screen.

// No unwrap/expect in the program: bad input never panics (tests may unwrap).
#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]

pub mod ability;
pub mod card;
pub mod catalog;
pub mod cli;
pub mod collection;
pub mod dbg;
pub mod deck;
pub mod engine;
pub mod format;
pub mod fuzz_targets;
pub mod limits;
pub mod lorcana;
pub mod search;
pub mod sim;
pub mod stats;
#[cfg(feature = "gui")]
pub mod ui;
