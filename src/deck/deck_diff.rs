//! What changed between two decks (two saved versions, or a file and a saved deck).

use serde::Serialize;

use crate::card::CardId;

use super::{Deck, Section};

/// One printing whose count changed in one section.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DiffEntry {
    /// The section.
    pub section: Section,
    /// The printing.
    pub card_id: CardId,
    /// Copies before.
    pub before: u32,
    /// Copies after.
    pub after: u32,
}

impl DiffEntry {
    /// Copies added (positive) or removed (negative).
    pub fn delta(&self) -> i64 {
        i64::from(self.after) - i64::from(self.before)
    }
}

/// The differences between two decks: per section, per printing, in section order, then in the
/// order cards first appear in the old deck, then in the new one. Reordering alone is not a
/// change.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct DeckDiff {
    /// The old and new names, when the name changed.
    pub renamed: Option<(Option<String>, Option<String>)>,
    /// Counts that changed.
    pub changes: Vec<DiffEntry>,
}

impl DeckDiff {
    /// Whether the two decks hold the same cards under the same name.
    pub fn is_empty(&self) -> bool {
        self.renamed.is_none() && self.changes.is_empty()
    }
}

/// Compares two decks.
pub fn diff(before: &Deck, after: &Deck) -> DeckDiff {
    let mut changes = Vec::new();
    for section in Section::ALL {
        let mut ids: Vec<&CardId> = Vec::new();
        for entry in before.section(section).iter().chain(after.section(section)) {
            if !ids.contains(&&entry.card_id) {
                ids.push(&entry.card_id);
            }
        }
        for card_id in ids {
            let (old, new) = (
                before.copies_in(section, card_id),
                after.copies_in(section, card_id),
            );
            if old != new {
                changes.push(DiffEntry {
                    section,
                    card_id: card_id.clone(),
                    before: old,
                    after: new,
                });
            }
        }
    }
    DeckDiff {
        renamed: (before.name != after.name).then(|| (before.name.clone(), after.name.clone())),
        changes,
    }
}
