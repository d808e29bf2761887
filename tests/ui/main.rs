//! The desktop app under egui_kittest, headless: every screen's flows and layouts at 1024×700 and
//! large sizes, the controllers with no window, notices, and two instances on one database.
//!
//! One test binary for the area (issue 44): each file here is a module, its tests named
//! `module::test` (`cargo test --test ui MODULE` runs one file's).

#![cfg(feature = "gui")]

#[path = "../common/mod.rs"]
mod common;

mod ui_catalog;
mod ui_collection;
mod ui_controllers;
mod ui_deck_editor;
mod ui_decks;
mod ui_games;
mod ui_goldfish;
mod ui_goldfish_costs;
mod ui_goldfish_rival;
mod ui_goldfish_rival_app;
mod ui_goldfish_table;
mod ui_layout;
mod ui_notices;
mod ui_second_instance;
mod ui_tune;
