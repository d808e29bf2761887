//! [`Dest`]: where a moved card goes (617: putting in and leaving).

use serde::{Deserialize, Serialize};

/// The destination of a moved card, always on its owner's side (a Rival's card sent to "the
/// Retirement Area" goes to the Rival's, 306.2.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dest {
    /// The hand.
    Hand,
    /// An open slot of the Adventure Area (an Appear triggers, 201.6.1).
    Adventure,
    /// The Retirement Area (leaving the field goes through the Settlement Area, 614).
    Retirement,
    /// The top of the Deck.
    DeckTop,
    /// The bottom of the Deck.
    DeckBottom,
    /// The top or the bottom of the Deck, the controller's choice (a decision).
    DeckTopOrBottom,
    /// The bottom of the Scene Deck.
    SceneDeckBottom,
    /// The top or the bottom of the Scene Deck, the controller's choice.
    SceneDeckTopOrBottom,
    /// The Story Area, face down as a Plan (308).
    Plan,
    /// Adorned to a Character of the controller's Adventure Area (a decision).
    AdornTo,
    /// The Scene Area, in the given state.
    SceneArea {
        /// Face up.
        face_up: bool,
        /// Tapped.
        tapped: bool,
    },
}
