//! [`Zone`]: the areas an ability counts, chooses or moves cards in (303-308).

use serde::{Deserialize, Serialize};

/// An area of one player's side of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    /// The Adventure Area (Characters and their adorned Items, 303).
    Adventure,
    /// The empty slots of the Adventure Area ("for each empty Adventure Area you have").
    EmptySlots,
    /// The Retirement Area (306).
    Retirement,
    /// The hand (307).
    Hand,
    /// The Deck (609).
    Deck,
    /// The Scene Area (305).
    SceneArea,
    /// The Scene Deck (305).
    SceneDeck,
    /// The Story Area's Plans (304.3, 604).
    Plans,
    /// The cards this ability revealed or looked at (609.2, 613), until it ends.
    Revealed,
}
