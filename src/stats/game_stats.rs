//! The shape of another game's deck, for the deck editor's charts: the cost curve, Lorcana's
//! ink curve (cost per ink; a dual-ink card counts under each of its inks, 5.2.5.1) and inkable
//! share, Palworld's colours and Lucky count.

use serde::Serialize;

use crate::card::GameIndex;
use crate::deck::{Deck, Section};

use super::Bucket;

/// One ink's cost curve.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct InkCurve {
    /// The ink (`Amber`).
    pub ink: String,
    /// Cards by cost, one bucket per cost of the whole deck's curve.
    pub curve: Vec<Bucket>,
}

/// The shape of a deck's first section (Lorcana's deck, Palworld's Main Deck).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
pub struct GameDeckStats {
    /// Cards counted.
    pub cards: u32,
    /// Cards by cost, every cost from 0 to the highest.
    pub curve: Vec<Bucket>,
    /// Lorcana: the cost curve of each ink, inks in first-seen order.
    pub ink_curves: Vec<InkCurve>,
    /// Lorcana: cards with the inkwell symbol.
    pub inkable: u32,
    /// Cards by type, in first-seen order.
    pub types: Vec<Bucket>,
    /// Palworld: cards by colour (`colorless` for none), in first-seen order.
    pub colours: Vec<Bucket>,
    /// Palworld: cards with the Lucky icon.
    pub lucky: u32,
}

impl GameDeckStats {
    /// The inkable share, from 0 to 1 (0 for an empty deck).
    pub fn inkable_share(&self) -> f64 {
        if self.cards == 0 {
            0.0
        } else {
            f64::from(self.inkable) / f64::from(self.cards)
        }
    }
}

fn bump(buckets: &mut Vec<Bucket>, label: &str, n: u32) {
    match buckets.iter_mut().find(|b| b.label == label) {
        Some(b) => b.cards += n,
        None => buckets.push(Bucket {
            label: label.to_string(),
            cards: n,
        }),
    }
}

/// Computes the stats of a deck's section.
pub fn game_deck_stats(deck: &Deck, cards: &GameIndex, section: Section) -> GameDeckStats {
    let mut stats = GameDeckStats::default();
    let mut costs: Vec<(u8, u32, Vec<String>)> = Vec::new();
    for entry in deck.section(section) {
        let Some(card) = cards.card(&entry.card_id) else {
            continue;
        };
        let n = entry.count;
        stats.cards += n;
        bump(&mut stats.types, &card.card_type, n);
        let inks: Vec<String> = card.lorcana().map(|d| d.inks.clone()).unwrap_or_default();
        if let Some(cost) = card.cost {
            costs.push((cost, n, inks.clone()));
        }
        if let Some(d) = card.lorcana()
            && d.inkable
        {
            stats.inkable += n;
        }
        if let Some(d) = card.palworld() {
            bump(
                &mut stats.colours,
                d.colour.as_deref().unwrap_or("colorless"),
                n,
            );
            if d.lucky {
                stats.lucky += n;
            }
        }
    }
    let high = costs.iter().map(|(c, _, _)| *c).max();
    if let Some(high) = high {
        stats.curve = (0..=high)
            .map(|v| Bucket {
                label: v.to_string(),
                cards: costs
                    .iter()
                    .filter(|(c, _, _)| *c == v)
                    .map(|(_, n, _)| n)
                    .sum(),
            })
            .collect();
        let mut inks: Vec<String> = Vec::new();
        for (_, _, card_inks) in &costs {
            for ink in card_inks {
                if !inks.contains(ink) {
                    inks.push(ink.clone());
                }
            }
        }
        stats.ink_curves = inks
            .into_iter()
            .map(|ink| InkCurve {
                curve: (0..=high)
                    .map(|v| Bucket {
                        label: v.to_string(),
                        cards: costs
                            .iter()
                            .filter(|(c, _, i)| *c == v && i.contains(&ink))
                            .map(|(_, n, _)| n)
                            .sum(),
                    })
                    .collect(),
                ink,
            })
            .collect();
    }
    stats
}
