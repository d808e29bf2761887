//! The Adventures in Equestria tracker (`docs/dbg.md`): the bookkeeping rules, setup, storage, the
//! command line and the screen.
//!
//! One test binary for the area (issue 44): each file here is a module, its tests named
//! `module::test` (`cargo test --test tracker MODULE` runs one file's).

#[path = "../common/mod.rs"]
mod common;
#[path = "../dbg_common/mod.rs"]
mod dbg_common;

mod dbg_cli;
mod dbg_rules;
mod dbg_setup;
mod dbg_storage;
mod dbg_ui;
