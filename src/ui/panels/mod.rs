//! The screens of the window, one panel each. A panel keeps its view data, draws it, and turns
//! what the user does into commands; it changes nothing else inside a frame.

pub mod catalog;
pub mod collection;
pub mod dbg;
pub mod decks;
pub mod goldfish;
pub mod lorcana_table;
pub mod matchup;
pub mod practice;
pub mod tune;
