//! Story stages I-IV (102.1.3, 104.1.0).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::UnknownWord;

/// A Story stage. The Main Character starts before stage I and wins on reaching stage IV.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Stage {
    /// Stage I.
    I,
    /// Stage II.
    II,
    /// Stage III.
    III,
    /// Stage IV: reaching it wins the game (104.1.0).
    IV,
}

impl Stage {
    /// The four stages in order.
    pub const ALL: [Stage; 4] = [Stage::I, Stage::II, Stage::III, Stage::IV];

    /// 1 for I up to 4 for IV.
    pub fn number(self) -> u8 {
        match self {
            Stage::I => 1,
            Stage::II => 2,
            Stage::III => 3,
            Stage::IV => 4,
        }
    }

    /// The stage with that number (1..=4).
    pub fn from_number(n: u8) -> Option<Stage> {
        Stage::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// The stage at a 0-based position (0 = I), as the engine counts Story positions and Plans.
    pub fn from_index(index: usize) -> Option<Stage> {
        Stage::ALL.get(index).copied()
    }

    /// The roman numeral of the stage at a 0-based position (0 = I); `?` past IV.
    pub fn roman_at(index: usize) -> &'static str {
        Stage::from_index(index).map_or("?", Stage::roman)
    }

    /// The roman numeral.
    pub fn roman(self) -> &'static str {
        match self {
            Stage::I => "I",
            Stage::II => "II",
            Stage::III => "III",
            Stage::IV => "IV",
        }
    }

    /// Reads `I`..`IV` or `1`..`4`.
    pub fn parse(text: &str) -> Result<Stage, UnknownWord> {
        let t = text.trim();
        Stage::ALL
            .into_iter()
            .find(|s| s.roman().eq_ignore_ascii_case(t) || s.number().to_string() == t)
            .ok_or_else(|| UnknownWord {
                what: "Story stage",
                text: text.to_string(),
                expected: "1, 2, 3, 4 or I, II, III, IV",
            })
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.roman())
    }
}
