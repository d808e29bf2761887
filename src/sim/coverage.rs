//! [`AbilityCoverage`]: how many printings' ability texts are automated.
//!
//! "Automated" means the catalog build compiled every sentence of the card's text into typed
//! effects (`src/ability`, stored in `cards.db`) **and** the engine carries every one of them
//! out (`engine::supports`); the rest keep the manual path: the ability becomes a pending
//! ability (504.4.1) that the player resolves with sandbox moves. [`engine_automates`] is the
//! single place that answers for a card.

use std::collections::BTreeMap;

use crate::ability::CompiledCard;
use crate::card::{Card, CardIndex};

/// Whether the engine carries the card's ability text out by itself: compiled in full into
/// typed effects, every one of which the engine executes.
pub fn engine_automates(card: &Card) -> bool {
    compiled(card).is_some_and(|c| c.is_automated()) && crate::engine::manual_reason(card).is_none()
}

/// The compiled form of a Kayou card's text, where the catalog holds one.
fn compiled(card: &Card) -> Option<&CompiledCard> {
    card.kayou().and_then(|k| k.abilities.as_ref())
}

/// Why a card's text stays manual: the compiler's reason, what the engine lacks, or that no
/// compiled form was loaded.
pub fn manual_reason(card: &Card) -> String {
    match compiled(card) {
        None => "the catalog holds no compiled form of this text (rebuild cards.db)".to_string(),
        Some(_) => crate::engine::manual_reason(card).unwrap_or_else(|| "automated".to_string()),
    }
}

/// The figures of one set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SetCoverage {
    /// Printings of the set with ability text (stats known).
    pub with_text: usize,
    /// Of which compiled in full into typed effects.
    pub compiled: usize,
    /// Of which the engine carries out by itself.
    pub automated: usize,
}

/// Printings with ability text (from sets with known stats), split by whether the text is
/// automated.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AbilityCoverage {
    /// Printings with ability text whose stats are known.
    pub with_text: usize,
    /// Printings whose whole text compiled into typed effects (whether or not the engine
    /// carries every effect out yet).
    pub compiled: usize,
    /// Printing IDs automated, in catalog order.
    pub automated: Vec<String>,
    /// Printing IDs left to the player, in catalog order.
    pub manual: Vec<String>,
    /// Why each manual printing is manual, by printing ID.
    pub reasons: BTreeMap<String, String>,
    /// The figures per set code, in set-code order.
    pub by_set: BTreeMap<String, SetCoverage>,
}

impl AbilityCoverage {
    /// Counts the catalog.
    pub fn of(index: &CardIndex) -> AbilityCoverage {
        let mut coverage = AbilityCoverage::default();
        for card in index.cards() {
            let has_text = card.text.as_deref().is_some_and(|t| !t.trim().is_empty());
            if !card.kayou().is_some_and(|k| k.stats_known) || !has_text {
                continue;
            }
            coverage.with_text += 1;
            let set = coverage.by_set.entry(card.set_code.clone()).or_default();
            set.with_text += 1;
            let id = card.id.to_string();
            if compiled(card).is_some_and(|c| c.is_automated()) {
                coverage.compiled += 1;
                set.compiled += 1;
            }
            if engine_automates(card) {
                set.automated += 1;
                coverage.automated.push(id);
            } else {
                coverage.reasons.insert(id.clone(), manual_reason(card));
                coverage.manual.push(id);
            }
        }
        coverage
    }

    /// The compiled share in percent (0 when there is no text at all).
    pub fn compiled_percent(&self) -> f64 {
        if self.with_text == 0 {
            0.0
        } else {
            100.0 * self.compiled as f64 / self.with_text as f64
        }
    }

    /// The automated share in percent (0 when there is no text at all).
    pub fn percent(&self) -> f64 {
        if self.with_text == 0 {
            0.0
        } else {
            100.0 * self.automated.len() as f64 / self.with_text as f64
        }
    }
}
