//! The command line as a process: the contract (exit codes, stdout, stderr, JSON) of `catalog`,
//! `collection`, `deck`, `games`, `goldfish`, `odds`, `simulate` and `tune`.
//!
//! One test binary for the area (issue 44): each file here is a module, its tests named
//! `module::test` (`cargo test --test cli MODULE` runs one file's).

#[path = "../common/mod.rs"]
mod common;

mod cli_catalog;
mod collection_cli;
mod deck_cli;
mod games_cli;
mod goldfish_cli;
mod lorcana_cli;
mod odds_cli;
mod simulate_cli;
mod tune_cli;
