//! Which card game a card, catalog or format belongs to.

use serde::{Deserialize, Serialize};

/// The card games ponydeck knows. Shared code takes the game as data instead of assuming Kayou.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
#[serde(rename_all = "lowercase")]
pub enum Game {
    /// The Kayou My Little Pony Card Game.
    #[default]
    Kayou,
}

impl Game {
    /// The stable lowercase code used in databases and on the command line.
    pub fn code(self) -> &'static str {
        match self {
            Game::Kayou => "kayou",
        }
    }

    /// Reads a game code written by [`Game::code`].
    pub fn from_code(code: &str) -> Option<Game> {
        match code.trim().to_ascii_lowercase().as_str() {
            "kayou" | "mlp" => Some(Game::Kayou),
            _ => None,
        }
    }
}
