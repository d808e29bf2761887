//! L1 statistics over decks: pure functions the CLI prints and the app's charts draw.

mod deck_stats;
mod odds;

pub use deck_stats::{Bucket, DeckStats, deck_stats};
pub use odds::{HAND_SIZE, Odds, OddsError, OddsQuestion, binomial, odds};
