//! [`AbilityCoverage`]: how many printings' ability texts the engine carries out by itself.
//!
//! The engine today automates no ability text: a triggered or activated ability becomes a
//! pending ability (504.4.1) that the player resolves with sandbox moves, and the engine exposes
//! no list of automated abilities. [`engine_automates`] is the single place that answers for a
//! card; it says `false` for every card until the engine parses abilities into typed effects
//! and reports which ones it carries out (then this function asks the engine).

use crate::card::{Card, CardIndex};

/// Whether the engine carries out this card's ability text by itself. Today: never (see the
/// module documentation).
pub fn engine_automates(card: &Card) -> bool {
    let _ = card;
    false
}

/// Printings with ability text (from sets with known stats), split by whether the engine
/// carries the text out.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AbilityCoverage {
    /// Printings with ability text whose stats are known.
    pub with_text: usize,
    /// Printing IDs the engine carries out, in catalog order.
    pub automated: Vec<String>,
    /// Printing IDs the engine leaves to the player, in catalog order.
    pub manual: Vec<String>,
}

impl AbilityCoverage {
    /// Counts the catalog.
    pub fn of(index: &CardIndex) -> AbilityCoverage {
        let mut coverage = AbilityCoverage::default();
        for card in index.cards() {
            let has_text = card
                .ability
                .as_deref()
                .is_some_and(|t| !t.trim().is_empty());
            if !card.stats_known || !has_text {
                continue;
            }
            coverage.with_text += 1;
            let id = card.card_id.to_string();
            if engine_automates(card) {
                coverage.automated.push(id);
            } else {
                coverage.manual.push(id);
            }
        }
        coverage
    }
}
