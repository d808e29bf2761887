//! L1 decks: the deck model (sections placed by card type), and its text formats.
//!
//! A parsed list becomes a legal deck only through `format::validate`; this module only knows
//! what is in the list and in which order.

mod deck_model;
mod error;
mod text_format;

pub use deck_model::{Deck, DeckEntry, Section};
pub use error::{DeckLineError, DeckLineProblem, DeckWarning};
pub use text_format::{ParsedDeck, parse_text, print_text};
