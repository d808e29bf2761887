//! Completion per set (and per rarity for Kayou) for every game: distinct cards owned by copy
//! key (Kayou's card numbers), printings owned with and without the shining (※) ones, and the
//! copies held.

use std::collections::HashMap;

use serde::Serialize;

use crate::card::{CardIndex, Rarity};

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

/// The completion of one rarity of one set, or of a whole set (`rarity: None`; the other games'
/// rows are whole sets).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SetCompletion {
    /// The set code (`BP01`, `1`).
    pub set_code: String,
    /// The set's name, where the catalog has it.
    pub name: Option<String>,
    /// The Kayou rarity, or `None` for a whole set.
    pub rarity: Option<Rarity>,
    /// Distinct cards by copy key of which some printing is owned (Kayou's card numbers,
    /// 102.1.1: ※ and variants share the number): what a player needs to build decks.
    pub numbers: Progress,
    /// Printings without the shining ones (day/night/A-C art variants are printings too).
    pub without_shining: Progress,
    /// Every printing, shining ones included: the collector's master set.
    pub with_shining: Progress,
    /// Copies owned of the printings, all together.
    pub copies: u32,
}

impl SetCompletion {
    fn new(set_code: &str, name: Option<String>, rarity: Option<Rarity>) -> SetCompletion {
        SetCompletion {
            set_code: set_code.to_string(),
            name,
            rarity,
            numbers: Progress::default(),
            without_shining: Progress::default(),
            with_shining: Progress::default(),
            copies: 0,
        }
    }
}

/// Completion per set, and per rarity for Kayou's typed rarities, in set order then rarity
/// order (`Rarity::ALL`), for every game's catalog.
pub fn completion(collection: &Collection, index: &CardIndex) -> Vec<SetCompletion> {
    let mut rows: Vec<SetCompletion> = Vec::new();
    let mut row_of: HashMap<(&str, Option<Rarity>), usize> = HashMap::new();
    // Whether some printing of a copy key is owned, per row.
    let mut keys: HashMap<(usize, &str), bool> = HashMap::new();
    for card in index.cards() {
        let rarity = card.kayou().map(|k| k.rarity);
        let row = *row_of
            .entry((card.set_code.as_str(), rarity))
            .or_insert_with(|| {
                rows.push(SetCompletion::new(
                    &card.set_code,
                    card.set_name.clone(),
                    rarity,
                ));
                rows.len() - 1
            });
        let copies = collection.owned(&card.id);
        let Some(entry) = rows.get_mut(row) else {
            continue;
        };
        entry.with_shining.count(copies > 0);
        if !card.id.is_shining() {
            entry.without_shining.count(copies > 0);
        }
        entry.copies = entry.copies.saturating_add(copies);
        *keys.entry((row, card.copy_key.as_str())).or_default() |= copies > 0;
    }
    for ((row, _), owned) in keys {
        if let Some(entry) = rows.get_mut(row) {
            entry.numbers.count(owned);
        }
    }
    // Sets in catalog order (Kayou's by code, the other games' numbered sets by number), then
    // rarities in `Rarity::ALL` order.
    let mut first_row: HashMap<String, usize> = HashMap::new();
    for (i, row) in rows.iter().enumerate() {
        first_row.entry(row.set_code.clone()).or_insert(i);
    }
    rows.sort_by_key(|r| (first_row.get(&r.set_code).copied(), r.rarity));
    rows
}

/// One row per set adding up its rarities (`rarity: None`), in the rows' set order.
pub fn set_totals(rows: &[SetCompletion]) -> Vec<SetCompletion> {
    let mut totals: Vec<SetCompletion> = Vec::new();
    for row in rows {
        let total = match totals.iter_mut().find(|t| t.set_code == row.set_code) {
            Some(total) => total,
            None => {
                totals.push(SetCompletion::new(&row.set_code, row.name.clone(), None));
                let Some(total) = totals.last_mut() else {
                    continue;
                };
                total
            }
        };
        total.numbers.add(row.numbers);
        total.without_shining.add(row.without_shining);
        total.with_shining.add(row.with_shining);
        total.copies = total.copies.saturating_add(row.copies);
    }
    totals
}
