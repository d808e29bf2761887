//! Completion per set and rarity: distinct card numbers owned, and printings owned with and
//! without the shining (※) ones.

use std::collections::HashMap;

use serde::Serialize;

use crate::card::{CardIndex, CardNumber, Rarity};

use super::Collection;

/// `owned` of `total`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Progress {
    /// How many are owned (at least one copy).
    pub owned: u32,
    /// How many there are.
    pub total: u32,
}

impl Progress {
    /// The share owned, from 0.0 to 1.0 (1.0 for an empty total).
    pub fn fraction(self) -> f64 {
        if self.total == 0 {
            1.0
        } else {
            f64::from(self.owned) / f64::from(self.total)
        }
    }

    /// A text bar of `width` cells: `[#####.....]`.
    pub fn bar(self, width: usize) -> String {
        let filled = ((self.fraction() * width as f64).round() as usize).min(width);
        format!("[{}{}]", "#".repeat(filled), ".".repeat(width - filled))
    }

    fn add(&mut self, other: Progress) {
        self.owned = self.owned.saturating_add(other.owned);
        self.total = self.total.saturating_add(other.total);
    }

    fn count(&mut self, owned: bool) {
        self.total += 1;
        self.owned += u32::from(owned);
    }
}

/// The completion of one rarity of one set, or of a whole set (`rarity: None`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SetCompletion {
    /// The set code (`BP01`).
    pub set_code: String,
    /// The rarity, or `None` for the whole set.
    pub rarity: Option<Rarity>,
    /// Distinct card numbers of which some printing is owned (102.1.1: ※ and variants share
    /// the number): what a player needs to build decks.
    pub numbers: Progress,
    /// Printings without the shining ones (day/night/A-C art variants are printings too).
    pub without_shining: Progress,
    /// Every printing, shining ones included: the collector's master set.
    pub with_shining: Progress,
}

/// Completion per set and rarity, in set order then rarity order (`Rarity::ALL`).
pub fn completion(collection: &Collection, index: &CardIndex) -> Vec<SetCompletion> {
    let mut rows: Vec<SetCompletion> = Vec::new();
    let mut row_of: HashMap<(&str, Rarity), usize> = HashMap::new();
    // Catalog order keeps the printings of a card number together (set, then number, then
    // base before ※ and variants), so each number is counted when the next one starts.
    let mut current: Option<(usize, &CardNumber, bool)> = None;
    let mut last: Option<(&str, Rarity, usize)> = None;
    for card in index.kayou_cards() {
        let row = match last {
            Some((set, rarity, row)) if set == card.set_code && rarity == card.rarity => row,
            _ => {
                let key = (card.set_code.as_str(), card.rarity);
                let row = *row_of.entry(key).or_insert_with(|| {
                    rows.push(SetCompletion {
                        set_code: card.set_code.clone(),
                        rarity: Some(card.rarity),
                        numbers: Progress::default(),
                        without_shining: Progress::default(),
                        with_shining: Progress::default(),
                    });
                    rows.len() - 1
                });
                last = Some((key.0, key.1, row));
                row
            }
        };
        let owned = collection.owned(&card.card_id) > 0;
        let Some(entry) = rows.get_mut(row) else {
            continue;
        };
        entry.with_shining.count(owned);
        if !card.shining {
            entry.without_shining.count(owned);
        }
        current = match current {
            Some((r, number, any)) if r == row && *number == card.number => {
                Some((r, number, any || owned))
            }
            previous => {
                if let Some((r, _, any)) = previous
                    && let Some(entry) = rows.get_mut(r)
                {
                    entry.numbers.count(any);
                }
                Some((row, &card.number, owned))
            }
        };
    }
    if let Some((r, _, any)) = current
        && let Some(entry) = rows.get_mut(r)
    {
        entry.numbers.count(any);
    }
    rows.sort_by(|a, b| (&a.set_code, a.rarity).cmp(&(&b.set_code, b.rarity)));
    rows
}

/// One row per set adding up its rarities (`rarity: None`), in set order.
pub fn set_totals(rows: &[SetCompletion]) -> Vec<SetCompletion> {
    let mut totals: Vec<SetCompletion> = Vec::new();
    for row in rows {
        let total = match totals.iter_mut().find(|t| t.set_code == row.set_code) {
            Some(total) => total,
            None => {
                totals.push(SetCompletion {
                    set_code: row.set_code.clone(),
                    rarity: None,
                    numbers: Progress::default(),
                    without_shining: Progress::default(),
                    with_shining: Progress::default(),
                });
                let Some(total) = totals.last_mut() else {
                    continue;
                };
                total
            }
        };
        total.numbers.add(row.numbers);
        total.without_shining.add(row.without_shining);
        total.with_shining.add(row.with_shining);
    }
    totals.sort_by(|a, b| a.set_code.cmp(&b.set_code));
    totals
}
