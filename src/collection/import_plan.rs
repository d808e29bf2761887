//! What an import would change: the preview shown before anything is written.

use crate::card::CardId;

use super::{Collection, Holding, ImportBatch};

/// One printing whose holding an import changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// The printing.
    pub card_id: CardId,
    /// The holding now (empty if none).
    pub before: Holding,
    /// The holding after the import (empty removes it).
    pub after: Holding,
}

/// The changes an import makes to a collection, computed before anything is written, so the
/// player can look first (`--dry-run`) and the store can write them in one transaction.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ImportPlan {
    /// The printings that change, sorted by printing ID.
    pub changes: Vec<Change>,
    /// Rows of the file that change nothing.
    pub unchanged: usize,
    /// Printings cleared because the import replaces the whole collection.
    pub cleared: usize,
}

impl ImportPlan {
    /// Compares a file with the collection. Each row sets its printing's counts; a field the
    /// format does not carry keeps its value. With `replace`, the file becomes the whole
    /// collection: printings it does not list are cleared and missing fields become empty.
    pub fn new(current: &Collection, batch: &ImportBatch, replace: bool) -> ImportPlan {
        let mut plan = ImportPlan::default();
        let mut listed = std::collections::HashSet::with_capacity(batch.rows.len());
        for row in &batch.rows {
            listed.insert(&row.card_id);
            let before = current.holding(&row.card_id).cloned().unwrap_or_default();
            let base = if replace {
                Holding::default()
            } else {
                before.clone()
            };
            let after = Holding {
                owned: row.owned,
                wishlist: row.wishlist.unwrap_or(base.wishlist),
                trade: row.trade.unwrap_or(base.trade),
                notes: row.notes.clone().unwrap_or(base.notes),
            };
            if after == before {
                plan.unchanged += 1;
            } else {
                plan.changes.push(Change {
                    card_id: row.card_id.clone(),
                    before,
                    after,
                });
            }
        }
        if replace {
            for (card_id, holding) in current.entries() {
                if !listed.contains(card_id) {
                    plan.cleared += 1;
                    plan.changes.push(Change {
                        card_id: card_id.clone(),
                        before: holding.clone(),
                        after: Holding::default(),
                    });
                }
            }
        }
        plan.changes.sort_by(|a, b| a.card_id.cmp(&b.card_id));
        plan
    }

    /// Whether the import changes nothing.
    pub fn is_empty(&self) -> bool {
        self.changes.is_empty()
    }

    /// Applies the changes to an in-memory collection (the store does the same in SQLite).
    pub fn apply_to(&self, collection: &mut Collection) {
        for change in &self.changes {
            collection.set(change.card_id.clone(), change.after.clone());
        }
    }

    /// Copies owned before and after, all printings together: `(before, after)`.
    pub fn owned_totals(&self) -> (u64, u64) {
        self.changes.iter().fold((0, 0), |(b, a), c| {
            (b + u64::from(c.before.owned), a + u64::from(c.after.owned))
        })
    }
}
