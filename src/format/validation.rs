//! What `validate` answers: legal or not, section counts, violations and warnings.

use serde::Serialize;

use super::{ValidationWarning, Violation, ViolationCode};

/// How many cards each section holds (Maybe excluded).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct DeckCounts {
    /// Main Deck cards.
    pub main: u32,
    /// Scene Deck cards.
    pub scene: u32,
    /// Story cards.
    pub story: u32,
    /// Main Character cards.
    pub main_character: u32,
}

/// The verdict on a deck under one set of rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Validation {
    /// No violations.
    pub legal: bool,
    /// The rules version applied (`2.0.0`).
    pub rules: &'static str,
    /// Section sizes.
    pub counts: DeckCounts,
    /// Every violation, in the order of [`ViolationCode::ALL`], then deck order.
    pub violations: Vec<Violation>,
    /// Warnings, in deck order.
    pub warnings: Vec<ValidationWarning>,
}

impl Validation {
    /// The first `max` violations as one sentence's worth, each with its rule ("The Main Deck
    /// has 10 cards; it must have exactly 50 (rule 102); ..."), and how many more.
    pub fn reasons(&self, max: usize) -> String {
        let mut shown: Vec<String> = self
            .violations
            .iter()
            .take(max)
            .map(super::Violation::with_rule)
            .collect();
        if self.violations.len() > max {
            shown.push(format!("and {} more", self.violations.len() - max));
        }
        shown.join("; ")
    }

    /// Whether a violation with this code was found.
    pub fn has(&self, code: ViolationCode) -> bool {
        self.violations.iter().any(|v| v.code == code)
    }

    /// The codes found, in order, for tests and summaries.
    pub fn codes(&self) -> Vec<&'static str> {
        self.violations.iter().map(|v| v.code.as_str()).collect()
    }
}
