//! Sugar Cubes and Resource Tokens ("Clouds, Sugar Cubes, and Other Resources", "Resource
//! Tokens"): what each player keeps between turns.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A Sugar Cube colour. "Pink, Blue, and Green Sugar Cubes in the supply represent Work,
/// Knowledge, and Friendship."
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CubeColor {
    /// Work.
    Pink,
    /// Knowledge.
    Blue,
    /// Friendship.
    Green,
}

impl CubeColor {
    /// Every colour, in the order the tracker lists them.
    pub const ALL: [CubeColor; 3] = [CubeColor::Pink, CubeColor::Blue, CubeColor::Green];

    /// The word in scripts and files.
    pub fn name(self) -> &'static str {
        match self {
            CubeColor::Pink => "pink",
            CubeColor::Blue => "blue",
            CubeColor::Green => "green",
        }
    }

    /// What the colour stands for.
    pub fn meaning(self) -> &'static str {
        match self {
            CubeColor::Pink => "Work",
            CubeColor::Blue => "Knowledge",
            CubeColor::Green => "Friendship",
        }
    }

    /// Reads a colour word (`pink`, `work`, any case).
    pub fn parse(word: &str) -> Option<CubeColor> {
        match word.to_ascii_lowercase().as_str() {
            "pink" | "work" => Some(CubeColor::Pink),
            "blue" | "knowledge" => Some(CubeColor::Blue),
            "green" | "friendship" => Some(CubeColor::Green),
            _ => None,
        }
    }

    /// The position in a `[u32; 3]` of cubes.
    pub fn index(self) -> usize {
        match self {
            CubeColor::Pink => 0,
            CubeColor::Blue => 1,
            CubeColor::Green => 2,
        }
    }
}

impl fmt::Display for CubeColor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A Resource Token: +2 Help, +2 Info or +2 Move ("Resource Tokens").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TokenKind {
    /// +2 Help.
    Help,
    /// +2 Info.
    Info,
    /// +2 Move.
    Move,
}

impl TokenKind {
    /// Every kind, in the order the tracker lists them.
    pub const ALL: [TokenKind; 3] = [TokenKind::Help, TokenKind::Info, TokenKind::Move];

    /// The word in scripts and files.
    pub fn name(self) -> &'static str {
        match self {
            TokenKind::Help => "help",
            TokenKind::Info => "info",
            TokenKind::Move => "move",
        }
    }

    /// Reads a token word (any case).
    pub fn parse(word: &str) -> Option<TokenKind> {
        match word.to_ascii_lowercase().as_str() {
            "help" => Some(TokenKind::Help),
            "info" => Some(TokenKind::Info),
            "move" => Some(TokenKind::Move),
            _ => None,
        }
    }

    /// The position in a `[u32; 3]` of tokens.
    pub fn index(self) -> usize {
        match self {
            TokenKind::Help => 0,
            TokenKind::Info => 1,
            TokenKind::Move => 2,
        }
    }
}

impl fmt::Display for TokenKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
