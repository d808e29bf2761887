//! A Lorcana card as the table plays it: its printed facts from the catalog and its abilities
//! compiled once from its text.

use crate::card::{Card, CardDetails, CardId};

use super::ability::{Ability, Keyword, ReadAbility, Shift, Static, compile};

/// The card type (CR 5.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardKind {
    /// 5.3.
    Character,
    /// 5.4 (songs are actions, 5.4.4).
    Action,
    /// 5.5.
    Item,
    /// 5.6.
    Location,
}

/// One card of a deck, ready to play.
#[derive(Debug, Clone, PartialEq)]
pub struct TableCard {
    /// The printing's ID (`9-053`).
    pub id: CardId,
    /// The full name (`Elsa - Snow Queen`).
    pub name: String,
    /// The name line (`Elsa`): what Shift and "named" read (8.10.1).
    pub base_name: String,
    /// The card type.
    pub kind: CardKind,
    /// A song (5.4.4).
    pub song: bool,
    /// The ink cost (5.2.2).
    pub cost: u8,
    /// The inkwell symbol (4.2.1.1).
    pub inkable: bool,
    /// Strength.
    pub strength: u8,
    /// Willpower (a location's too).
    pub willpower: u8,
    /// Lore ({L}; a location's is gained at Set, 3.2.2.2).
    pub lore: u8,
    /// A location's move cost (5.6.5.1).
    pub move_cost: u8,
    /// Classifications (`Storyborn`, `Hero`).
    pub classifications: Vec<String>,
    /// Every ability, read once (keywords included).
    pub abilities: Vec<ReadAbility>,
}

impl TableCard {
    /// The table's card for a catalog card, or `None` for a card of another game.
    pub fn of(card: &Card) -> Option<TableCard> {
        let CardDetails::Lorcana(d) = &card.details else {
            return None;
        };
        let kind = match card.card_type.as_str() {
            "Character" => CardKind::Character,
            "Item" => CardKind::Item,
            "Location" => CardKind::Location,
            _ => CardKind::Action,
        };
        let song = d.subtype.as_deref() == Some("Song");
        let text = card.text.as_deref().unwrap_or("");
        Some(TableCard {
            id: card.id.clone(),
            name: card.name.clone(),
            base_name: d.base_name.clone(),
            kind,
            song,
            cost: card.cost.unwrap_or(0),
            inkable: d.inkable,
            strength: d.strength.unwrap_or(0),
            willpower: d.willpower.unwrap_or(0),
            lore: d.lore.unwrap_or(0),
            move_cost: d.move_cost.unwrap_or(0),
            classifications: d.classifications.clone(),
            abilities: compile(text, kind == CardKind::Action),
        })
    }

    /// Whether the card has this keyword (numbers aside).
    pub fn has(&self, keyword: fn(&Keyword) -> bool) -> bool {
        self.keywords().any(keyword)
    }

    /// The card's keywords.
    pub fn keywords(&self) -> impl Iterator<Item = &Keyword> {
        self.abilities.iter().filter_map(|a| match &a.ability {
            Ability::Keyword(k) => Some(k),
            _ => None,
        })
    }

    /// Its Shift, if it has one the table reads (8.10).
    pub fn shift(&self) -> Option<&Shift> {
        self.keywords().find_map(|k| match k {
            Keyword::Shift(s) => Some(s),
            _ => None,
        })
    }

    /// The cost it counts as for singing (8.11.2: Singer N, else its cost).
    pub fn sing_value(&self) -> u8 {
        self.keywords()
            .find_map(|k| match k {
                Keyword::Singer(n) => Some(*n),
                _ => None,
            })
            .unwrap_or(self.cost)
    }

    /// Sing Together N (8.12).
    pub fn sing_together(&self) -> Option<u8> {
        self.keywords().find_map(|k| match k {
            Keyword::SingTogether(n) => Some(*n),
            _ => None,
        })
    }

    /// Boost N (8.4).
    pub fn boost(&self) -> Option<u8> {
        self.keywords().find_map(|k| match k {
            Keyword::Boost(n) => Some(*n),
            _ => None,
        })
    }

    /// Its static abilities with their conditions.
    pub fn statics(&self) -> impl Iterator<Item = (&Option<super::ability::Condition>, &Static)> {
        self.abilities.iter().filter_map(|a| match &a.ability {
            Ability::Static { condition, change } => Some((condition, change)),
            _ => None,
        })
    }

    /// Whether it has a classification (compared without case).
    pub fn is_class(&self, class: &str) -> bool {
        self.classifications
            .iter()
            .any(|c| c.eq_ignore_ascii_case(class))
    }

    /// Whether its name line is this name (compared without case or apostrophe style, 8.10.1).
    pub fn is_named(&self, name: &str) -> bool {
        fold(&self.base_name) == fold(name)
    }

    /// The abilities left to the player.
    pub fn manual(&self) -> impl Iterator<Item = &ReadAbility> {
        self.abilities.iter().filter(|a| !a.automated())
    }
}

/// A name compared without case or apostrophe style.
fn fold(name: &str) -> String {
    name.to_lowercase().replace(['’', '‘'], "'")
}

/// How much of a card pool the table carries out: cards whose every ability is automated (or
/// rightly does nothing in a goldfish), of all cards (one per full name).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Coverage {
    /// Distinct cards.
    pub cards: usize,
    /// Cards the table plays exactly.
    pub exact: usize,
    /// Abilities (keywords aside).
    pub abilities: usize,
    /// Abilities left to the player.
    pub manual: usize,
}

/// The coverage of the Lorcana cards of a catalog index, by full name.
pub fn coverage<'a>(cards: impl Iterator<Item = &'a Card>) -> (Coverage, Vec<TableCard>) {
    let mut seen = std::collections::BTreeSet::new();
    let mut out = Coverage::default();
    let mut manual_cards = Vec::new();
    for card in cards {
        let Some(t) = TableCard::of(card) else {
            continue;
        };
        if !seen.insert(t.name.to_lowercase()) {
            continue;
        }
        out.cards += 1;
        let abilities = t
            .abilities
            .iter()
            .filter(|a| !matches!(a.ability, Ability::Keyword(_)))
            .count();
        let manual = t.manual().count();
        out.abilities += abilities;
        out.manual += manual;
        if manual == 0 {
            out.exact += 1;
        } else {
            manual_cards.push(t);
        }
    }
    (out, manual_cards)
}
