//! A deck's shape: the cost curve, types, keywords and the Inspiration spread of the Main Deck.

use serde::Serialize;

use crate::card::{CardLookup, CardType};
use crate::deck::{Deck, Section};

/// One bar of a chart: a label and how many cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Bucket {
    /// What the bar counts (`3` for cost 3, `Character`, `Unicorn`).
    pub label: String,
    /// Cards (copies, not distinct printings).
    pub cards: u32,
}

/// The shape of a deck's Main Deck. Cards whose stats are unknown are counted apart, never
/// guessed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DeckStats {
    /// Main Deck cards.
    pub main_cards: u32,
    /// Cards by Cost of Force of Harmony, lowest cost first (every cost from 0 to the highest).
    pub curve: Vec<Bucket>,
    /// Main Deck cards with no known cost.
    pub unknown_cost: u32,
    /// The average cost of the cards with a known cost.
    pub average_cost: Option<f64>,
    /// Main Deck cards by type (Character, Event, Item), in that order, types present only.
    pub types: Vec<Bucket>,
    /// Keywords of Main Deck cards, most cards first, then by name.
    pub keywords: Vec<Bucket>,
    /// Characters by Inspiration, lowest first (every value from the lowest to the highest).
    pub inspiration: Vec<Bucket>,
    /// Characters with no known Inspiration.
    pub unknown_inspiration: u32,
    /// The average Inspiration of the Characters with a known value.
    pub average_inspiration: Option<f64>,
}

fn dense(counts: &[(u8, u32)], from_zero: bool) -> Vec<Bucket> {
    let (Some(low), Some(high)) = (
        counts.iter().map(|(v, _)| *v).min(),
        counts.iter().map(|(v, _)| *v).max(),
    ) else {
        return Vec::new();
    };
    let low = if from_zero { 0 } else { low };
    (low..=high)
        .map(|v| Bucket {
            label: v.to_string(),
            cards: counts.iter().filter(|(x, _)| *x == v).map(|(_, n)| n).sum(),
        })
        .collect()
}

fn average(counts: &[(u8, u32)]) -> Option<f64> {
    let cards: u32 = counts.iter().map(|(_, n)| n).sum();
    (cards > 0).then(|| {
        let total: f64 = counts
            .iter()
            .map(|(v, n)| f64::from(*v) * f64::from(*n))
            .sum();
        total / f64::from(cards)
    })
}

/// Computes the stats of a deck's Main Deck. Cards missing from the lookup count as unknown.
pub fn deck_stats(deck: &Deck, cards: &impl CardLookup) -> DeckStats {
    let mut costs: Vec<(u8, u32)> = Vec::new();
    let mut inspiration: Vec<(u8, u32)> = Vec::new();
    let mut unknown_cost = 0;
    let mut unknown_inspiration = 0;
    let mut types: Vec<Bucket> = Vec::new();
    let mut keywords: Vec<Bucket> = Vec::new();
    for entry in deck.section(Section::Main) {
        let n = entry.count;
        let Some(card) = cards.card(&entry.card_id) else {
            unknown_cost += n;
            continue;
        };
        match card.cost {
            Some(cost) => costs.push((cost, n)),
            None => unknown_cost += n,
        }
        if card.card_type == CardType::Character {
            match card.inspiration {
                Some(value) => inspiration.push((value, n)),
                None => unknown_inspiration += n,
            }
        }
        let type_name = card.card_type.name();
        match types.iter_mut().find(|b| b.label == type_name) {
            Some(bucket) => bucket.cards += n,
            None => types.push(Bucket {
                label: type_name.to_string(),
                cards: n,
            }),
        }
        for keyword in &card.keywords {
            match keywords.iter_mut().find(|b| b.label == keyword.as_str()) {
                Some(bucket) => bucket.cards += n,
                None => keywords.push(Bucket {
                    label: keyword.as_str().to_string(),
                    cards: n,
                }),
            }
        }
    }
    let type_rank = |label: &str| {
        CardType::ALL
            .iter()
            .position(|t| t.name() == label)
            .unwrap_or(usize::MAX)
    };
    types.sort_by_key(|b| type_rank(&b.label));
    keywords.sort_by(|a, b| b.cards.cmp(&a.cards).then_with(|| a.label.cmp(&b.label)));
    DeckStats {
        main_cards: deck.count(Section::Main),
        curve: dense(&costs, true),
        unknown_cost,
        average_cost: average(&costs),
        types,
        keywords,
        inspiration: dense(&inspiration, false),
        unknown_inspiration,
        average_inspiration: average(&inspiration),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_fill_the_gaps_between_the_lowest_and_highest_value() {
        let buckets = dense(&[(1, 2), (3, 4), (1, 1)], true);
        let pairs: Vec<(String, u32)> = buckets.into_iter().map(|b| (b.label, b.cards)).collect();
        assert_eq!(
            pairs,
            [
                ("0".into(), 0),
                ("1".into(), 3),
                ("2".into(), 0),
                ("3".into(), 4)
            ]
        );
        assert_eq!(average(&[(1, 1), (3, 1)]), Some(2.0));
        assert_eq!(average(&[]), None);
    }
}
