//! [`Side`]: whose cards an ability looks at.

use serde::{Deserialize, Serialize};

/// Whose cards: relative to the ability's controller, so an ability reads the same whichever
/// player owns it (the engine will play both sides).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The controller of the ability ("your").
    You,
    /// The controller's opponent ("Rival's").
    Rival,
    /// Both players ("each player's", "both players'").
    Both,
}
