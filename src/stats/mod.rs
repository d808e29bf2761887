//! L1 statistics over decks: pure functions the CLI prints and the app's charts draw.

mod deck_stats;

pub use deck_stats::{Bucket, DeckStats, deck_stats};
