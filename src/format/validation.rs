//! What the validator answers: legal or not, section counts, violations and warnings.

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::deck::Section;

use super::{FormatId, ValidationWarning, Violation, ViolationCode};

/// The cards in one section of a deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SectionCount {
    /// The section.
    pub section: Section,
    /// Its name in reports' JSON (`main`; Lorcana's `deck`).
    pub key: &'static str,
    /// The cards in it.
    pub count: u32,
}

/// The verdict on a deck of any game under one format. Its JSON is the contract's verdict
/// (`deck validate --json`): `legal`, `rules` (the format's code), `counts` by section name,
/// `violations`, `warnings`, then `game` and `format`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Validation {
    /// No violations.
    pub legal: bool,
    /// The format applied (Kayou's code is its rules version, `2.0.0`).
    pub format: FormatId,
    /// Cards in each of the format's sections, in the format's order, each with its name in
    /// reports (Maybe excluded).
    pub counts: Vec<SectionCount>,
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

    /// Cards in a section of the format (0 for a section it does not have).
    pub fn count(&self, section: Section) -> u32 {
        self.counts
            .iter()
            .find(|c| c.section == section)
            .map_or(0, |c| c.count)
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

impl Serialize for Validation {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Counts<'a>(&'a [SectionCount]);
        impl Serialize for Counts<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(self.0.len()))?;
                for c in self.0 {
                    map.serialize_entry(c.key, &c.count)?;
                }
                map.end()
            }
        }
        let mut map = serializer.serialize_map(Some(7))?;
        map.serialize_entry("legal", &self.legal)?;
        map.serialize_entry("rules", self.format.code)?;
        map.serialize_entry("counts", &Counts(&self.counts))?;
        map.serialize_entry("violations", &self.violations)?;
        map.serialize_entry("warnings", &self.warnings)?;
        map.serialize_entry("game", self.format.game.code())?;
        map.serialize_entry("format", self.format.code)?;
        map.end()
    }
}
