//! What a player holds of one printing.

use serde::{Deserialize, Serialize};

/// The copies of one printing a player owns, wants and offers, with free notes.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holding {
    /// Copies owned.
    pub owned: u32,
    /// Copies wanted (the wishlist).
    pub wishlist: u32,
    /// Copies offered for trade.
    pub trade: u32,
    /// The player's notes (condition, language, where it is).
    pub notes: String,
}

impl Holding {
    /// A holding of `owned` copies and nothing else.
    pub fn owned(owned: u32) -> Holding {
        Holding {
            owned,
            ..Holding::default()
        }
    }

    /// Whether there is nothing to remember: no copies, no wish, no trade, no notes.
    pub fn is_empty(&self) -> bool {
        self.owned == 0 && self.wishlist == 0 && self.trade == 0 && self.notes.is_empty()
    }
}
