//! Locations ("Setting Up the Game: Locations", "Move to a Location"): the Move cost printed in
//! the upper right corner, and whether it is the Ponyville: Town Square every game starts at.

use serde::{Deserialize, Serialize};

/// A Location card.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Location {
    /// The printed name.
    pub name: String,
    /// The Move cost to move a Pony there; `None` when not entered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_cost: Option<u32>,
    /// The Ponyville: Town Square: always in play, never drawn, its Tasks Repeatable.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub town_square: bool,
    /// The Tasks as printed, or the player's notes on them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tasks: Option<String>,
    /// Notes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
}

impl Location {
    /// What is wrong with this Location, one sentence each.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        if self.name.trim().is_empty() {
            problems.push("a Location needs a name".to_string());
        }
        problems
    }
}
