//! L1 statistics over decks: pure functions the CLI prints and the app's charts draw.

mod deck_odds;
mod deck_stats;
mod multi_odds;
mod odds;
mod opening;
mod practice_table;

pub use deck_odds::{
    DeckOdds, OddsNeed, deck_odds, odds_example, odds_presets, section_odds, split_need,
};
pub use deck_stats::{Bucket, DeckStats, InkCurve, Spread, deck_stats};
pub use multi_odds::{Look, MAX_NEEDS, MultiQuestion, meets, multi_odds};
pub use odds::{OddsError, OddsQuestion, binomial, odds};
pub use opening::{Mulligan, OpeningRules};
pub use practice_table::{PracticeError, PracticeTable};
