//! Where a card's English ability text comes from.

use serde::{Deserialize, Serialize};

/// The origin of a card's English ability text, shown beside it so a player knows how far to
/// trust it.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
#[serde(rename_all = "lowercase")]
pub enum TextOrigin {
    /// The card has no ability text.
    #[default]
    None,
    /// The fan translation, as collected (it agrees with the official Japanese text).
    Fan,
    /// The fan translation, corrected against the official Japanese text.
    Corrected,
    /// Written by ponydeck from the official Japanese text (no English source has it).
    Ponydeck,
}

impl TextOrigin {
    /// Every origin.
    pub const ALL: [TextOrigin; 4] = [
        TextOrigin::None,
        TextOrigin::Fan,
        TextOrigin::Corrected,
        TextOrigin::Ponydeck,
    ];

    /// The stable code used in `cards.db`.
    pub fn code(self) -> &'static str {
        match self {
            TextOrigin::None => "none",
            TextOrigin::Fan => "fan",
            TextOrigin::Corrected => "corrected",
            TextOrigin::Ponydeck => "ponydeck",
        }
    }

    /// Reads a code written by [`TextOrigin::code`].
    pub fn from_code(code: &str) -> Option<TextOrigin> {
        TextOrigin::ALL.into_iter().find(|o| o.code() == code)
    }

    /// A short phrase for the card view.
    pub fn describe(self) -> &'static str {
        match self {
            TextOrigin::None => "no ability text",
            TextOrigin::Fan => "fan translation, checked against the official Japanese text",
            TextOrigin::Corrected => "fan translation corrected from the official Japanese text",
            TextOrigin::Ponydeck => "English by ponydeck from the official Japanese text",
        }
    }
}
