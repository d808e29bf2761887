//! [`CardFilter`]: the one card filter every chooser, count and condition uses.

use serde::{Deserialize, Serialize};

use super::Cmp;
use crate::card::CardType;

/// Which cards a text means: "1 other face-up 「Pegasus」 Character with Cost of Force of
/// Harmony 3 or less adorned with an Item". Every part is an AND; an empty part matches all.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct CardFilter {
    /// Card types, any of (empty: any card).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub types: Vec<CardType>,
    /// 「X」 names or keywords, any of (a 「X」 in a text names a card name or a keyword, 102.1).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
    /// 「X」 keywords the card must not have ("without the keyword 「Dragon」").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub names_none: Vec<String>,
    /// Cost of Force of Harmony compared with a number ("with Cost of Force of Harmony 3 or less").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost: Option<(Cmp, u8)>,
    /// Inspiration compared with a number; the current Inspiration in the Adventure Area (607).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inspiration: Option<(Cmp, u8)>,
    /// Tapped (`Some(true)`) or untapped (`Some(false)`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tapped: Option<bool>,
    /// Face up or face down (Scenes).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub face_up: Option<bool>,
    /// Adorned with an Item or not (Characters).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub adorned: Option<bool>,
    /// Has a Treat or not (207.2.1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub treat: Option<bool>,
    /// A card other than the ability's source ("other 「Earth Pony」").
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub other: bool,
    /// A Scene with an `[Inspo Boost]` ability.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub inspo_boost: bool,
}

impl CardFilter {
    /// Any card.
    pub fn any() -> CardFilter {
        CardFilter::default()
    }

    /// Cards of one type.
    pub fn of(card_type: CardType) -> CardFilter {
        CardFilter {
            types: vec![card_type],
            ..CardFilter::default()
        }
    }

    /// Whether the filter asks for nothing but card types.
    pub fn is_any_but_types(&self) -> bool {
        CardFilter {
            types: Vec::new(),
            ..self.clone()
        }
        .is_any()
    }

    /// Whether the filter asks for nothing at all.
    pub fn is_any(&self) -> bool {
        *self == CardFilter::default()
    }

    /// Whether a card with these facts passes the parts of the filter that do not depend on
    /// the table (type, names/keywords, cost, printed Inspiration). `has` answers whether the
    /// card has a name or keyword. The engine checks the table state parts itself.
    #[inline]
    pub fn matches_printed(
        &self,
        card_type: CardType,
        cost: Option<u8>,
        inspiration: Option<u8>,
        has: impl Fn(&str) -> bool,
    ) -> bool {
        let num = |want: Option<(Cmp, u8)>, have: Option<u8>| match want {
            None => true,
            Some((cmp, n)) => have.is_some_and(|v| cmp.holds(i32::from(v), i32::from(n))),
        };
        // The cheap tests first; names (string comparisons) last.
        (self.types.is_empty() || self.types.contains(&card_type))
            && num(self.cost, cost)
            && num(self.inspiration, inspiration)
            && (self.names.is_empty() || self.names.iter().any(|n| has(n)))
            && !self.names_none.iter().any(|n| has(n))
    }
}
