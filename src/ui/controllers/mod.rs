//! The screens' state and commands, apart from drawing: no egui here. Each controller applies
//! the commands its panel sends, after the frame, and reports every result and error to the
//! user once (as a notice); tests drive them with no window.

pub mod decks;
pub mod games;
pub mod goldfish;
