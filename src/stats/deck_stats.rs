//! A deck's shape, for every game (issue 43: one statistics model): the cost curve and types of
//! its main section, and the game's own spread: Kayou's Inspiration and keywords, Lorcana's ink
//! curves (a dual-ink card counts under each of its inks, 5.2.5.1) and inkable share, Palworld's
//! colours and Lucky count. Cards whose stats are unknown are counted apart, never guessed.

use serde::Serialize;

use crate::card::{Card, CardId, CardIndex, CardType, Game, KayouCard};
use crate::deck::{Deck, Section};

/// One bar of a chart: a label and how many cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Bucket {
    /// What the bar counts (`3` for cost 3, `Character`, `Unicorn`).
    pub label: String,
    /// Cards (copies, not distinct printings).
    pub cards: u32,
}

/// One ink's cost curve.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct InkCurve {
    /// The ink (`Amber`).
    pub ink: String,
    /// Cards by cost, one bucket per cost of the whole deck's curve.
    pub curve: Vec<Bucket>,
}

/// What only one game's statistics chart. Its JSON is flattened into the stats' (Kayou's fields
/// are the contract's).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Spread {
    /// Kayou: the Inspiration of the Characters and the keywords.
    Inspiration {
        /// Keywords, most cards first, then by name.
        keywords: Vec<Bucket>,
        /// Characters by Inspiration, lowest first (every value from the lowest to the
        /// highest).
        inspiration: Vec<Bucket>,
        /// Characters with no known Inspiration.
        unknown_inspiration: u32,
        /// The average Inspiration of the Characters with a known value.
        average_inspiration: Option<f64>,
    },
    /// Lorcana: each ink's cost curve, and the cards with the inkwell symbol.
    Inks {
        /// The cost curve of each ink, inks in first-seen order.
        ink_curves: Vec<InkCurve>,
        /// Cards with the inkwell symbol.
        inkable: u32,
    },
    /// Palworld: the colours, and the cards with the Lucky icon.
    Colours {
        /// Cards by colour (`colorless` for none), in first-seen order.
        colours: Vec<Bucket>,
        /// Cards with the Lucky icon (at most 8, 6.1.1.3).
        lucky: u32,
    },
}

/// The shape of a deck's main section (Kayou's and Palworld's Main Deck, Lorcana's deck).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DeckStats {
    /// Cards in the section.
    pub main_cards: u32,
    /// Cards by cost, lowest first (every cost from 0 to the highest).
    pub curve: Vec<Bucket>,
    /// Cards with no known cost.
    pub unknown_cost: u32,
    /// The average cost of the cards with a known cost.
    pub average_cost: Option<f64>,
    /// Cards by type, in the game's order of types (Kayou: Character, Event, Item), else
    /// first seen.
    pub types: Vec<Bucket>,
    /// The game's own spread.
    #[serde(flatten)]
    pub spread: Spread,
}

impl DeckStats {
    /// Lorcana's inkable share, from 0 to 1 (0 for an empty deck or another game).
    pub fn inkable_share(&self) -> f64 {
        match self.spread {
            Spread::Inks { inkable, .. } if self.main_cards > 0 => {
                f64::from(inkable) / f64::from(self.main_cards)
            }
            _ => 0.0,
        }
    }
}

/// What the statistics read of one printing.
struct Facts<'a> {
    cost: Option<u8>,
    type_name: &'a str,
    /// Where the type sorts (Kayou's `CardType::ALL`); others by first seen.
    type_rank: usize,
    /// `Some` for a card whose Inspiration is charted (a Kayou Character).
    inspiration: Option<Option<u8>>,
    keywords: Vec<&'a str>,
    inks: &'a [String],
    inkable: bool,
    colour: Option<&'a str>,
    lucky: bool,
}

impl<'a> Facts<'a> {
    fn of_kayou(record: &Card, card: &'a KayouCard) -> Facts<'a> {
        Facts {
            cost: record.cost,
            type_name: card.card_type.name(),
            type_rank: CardType::ALL
                .iter()
                .position(|t| *t == card.card_type)
                .unwrap_or(usize::MAX),
            inspiration: (card.card_type == CardType::Character).then_some(card.inspiration),
            keywords: card.keywords.iter().map(|k| k.as_str()).collect(),
            inks: &[],
            inkable: false,
            colour: None,
            lucky: false,
        }
    }

    fn of(card: &'a Card) -> Facts<'a> {
        if let Some(kayou) = card.kayou() {
            return Facts::of_kayou(card, kayou);
        }
        let lorcana = card.lorcana();
        let palworld = card.palworld();
        Facts {
            cost: card.cost,
            type_name: &card.card_type,
            type_rank: usize::MAX,
            inspiration: None,
            keywords: Vec::new(),
            inks: lorcana.map_or(&[][..], |d| d.inks.as_slice()),
            inkable: lorcana.is_some_and(|d| d.inkable),
            colour: palworld.map(|d| d.colour.as_deref().unwrap_or("colorless")),
            lucky: palworld.is_some_and(|d| d.lucky),
        }
    }
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

fn bump(buckets: &mut Vec<Bucket>, label: &str, n: u32) {
    match buckets.iter_mut().find(|b| b.label == label) {
        Some(b) => b.cards += n,
        None => buckets.push(Bucket {
            label: label.to_string(),
            cards: n,
        }),
    }
}

/// Computes the stats of a section of a deck of any game.
pub fn deck_stats(deck: &Deck, cards: &CardIndex, section: Section) -> DeckStats {
    stats_of(deck, section, |id| cards.printing(id).map(Facts::of))
}

fn stats_of<'a>(
    deck: &Deck,
    section: Section,
    facts_of: impl Fn(&CardId) -> Option<Facts<'a>>,
) -> DeckStats {
    let mut costs: Vec<(u8, u32)> = Vec::new();
    let mut inspiration: Vec<(u8, u32)> = Vec::new();
    let mut unknown_cost = 0;
    let mut unknown_inspiration = 0;
    let mut types: Vec<(usize, Bucket)> = Vec::new();
    let mut keywords: Vec<Bucket> = Vec::new();
    let mut inked: Vec<(u8, u32, &'a [String])> = Vec::new();
    let mut inkable = 0;
    let mut colours: Vec<Bucket> = Vec::new();
    let mut lucky = 0;
    for entry in deck.section(section) {
        let n = entry.count;
        let Some(card) = facts_of(&entry.card_id) else {
            unknown_cost += n;
            continue;
        };
        match card.cost {
            Some(cost) => {
                costs.push((cost, n));
                inked.push((cost, n, card.inks));
            }
            None => unknown_cost += n,
        }
        match card.inspiration {
            Some(Some(value)) => inspiration.push((value, n)),
            Some(None) => unknown_inspiration += n,
            None => {}
        }
        match types.iter_mut().find(|(_, b)| b.label == card.type_name) {
            Some((_, bucket)) => bucket.cards += n,
            None => types.push((
                card.type_rank,
                Bucket {
                    label: card.type_name.to_string(),
                    cards: n,
                },
            )),
        }
        for keyword in &card.keywords {
            bump(&mut keywords, keyword, n);
        }
        if card.inkable {
            inkable += n;
        }
        if let Some(colour) = card.colour {
            bump(&mut colours, colour, n);
        }
        if card.lucky {
            lucky += n;
        }
    }
    types.sort_by_key(|(rank, _)| *rank);
    keywords.sort_by(|a, b| b.cards.cmp(&a.cards).then_with(|| a.label.cmp(&b.label)));
    let curve = dense(&costs, true);
    let spread = match deck.game {
        Game::Kayou => Spread::Inspiration {
            keywords,
            inspiration: dense(&inspiration, false),
            unknown_inspiration,
            average_inspiration: average(&inspiration),
        },
        Game::Lorcana => Spread::Inks {
            ink_curves: ink_curves(&inked, curve.len()),
            inkable,
        },
        Game::Palworld => Spread::Colours { colours, lucky },
    };
    DeckStats {
        main_cards: deck.count(section),
        curve,
        unknown_cost,
        average_cost: average(&costs),
        types: types.into_iter().map(|(_, b)| b).collect(),
        spread,
    }
}

/// Each ink's cost curve over the costs `0..costs` of the whole deck's curve, inks in
/// first-seen order.
fn ink_curves(inked: &[(u8, u32, &[String])], costs: usize) -> Vec<InkCurve> {
    let mut inks: Vec<&String> = Vec::new();
    for (_, _, card_inks) in inked {
        for ink in card_inks.iter() {
            if !inks.contains(&ink) {
                inks.push(ink);
            }
        }
    }
    inks.into_iter()
        .map(|ink| InkCurve {
            ink: ink.clone(),
            curve: (0..costs)
                .map(|v| Bucket {
                    label: v.to_string(),
                    cards: inked
                        .iter()
                        .filter(|(c, _, i)| usize::from(*c) == v && i.contains(ink))
                        .map(|(_, n, _)| n)
                        .sum(),
                })
                .collect(),
        })
        .collect()
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
