//! Keywords (traits printed under a Character's name: `Unicorn`, `Pet`, `Twilight Sparkle`).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A keyword as printed. The set of keywords is open (new sets add names), so this is text that
/// compares case-insensitively.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Keyword(String);

impl Keyword {
    /// A keyword with surrounding space removed.
    pub fn new(text: &str) -> Keyword {
        Keyword(text.trim().to_string())
    }

    /// The keyword as printed.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether this keyword is `text`, ignoring case.
    pub fn is(&self, text: &str) -> bool {
        self.0.eq_ignore_ascii_case(text.trim())
    }
}

impl PartialEq for Keyword {
    fn eq(&self, other: &Keyword) -> bool {
        self.0.eq_ignore_ascii_case(&other.0)
    }
}

impl Eq for Keyword {}

impl std::hash::Hash for Keyword {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        for b in self.0.bytes() {
            state.write_u8(b.to_ascii_lowercase());
        }
    }
}

impl fmt::Display for Keyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
