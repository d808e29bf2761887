//! Card colours (the frame colour of Main Deck cards and Stories).

use std::fmt;

use serde::{Deserialize, Serialize};

/// The colour printed on a card's frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[allow(missing_docs)]
pub enum Color {
    White,
    Pink,
    Purple,
    Blue,
    Orange,
    Yellow,
    Indigo,
}

impl Color {
    /// Every colour, in display order.
    pub const ALL: [Color; 7] = [
        Color::Purple,
        Color::Pink,
        Color::Yellow,
        Color::Orange,
        Color::Blue,
        Color::Indigo,
        Color::White,
    ];

    /// The English name.
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Pink => "Pink",
            Color::Purple => "Purple",
            Color::Blue => "Blue",
            Color::Orange => "Orange",
            Color::Yellow => "Yellow",
            Color::Indigo => "Indigo",
        }
    }

    /// Reads a colour name, case-insensitively.
    pub fn parse(text: &str) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(text.trim()))
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
