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
    /// The printed part of this filter decided ahead of time for every card of one game
    /// ([`PrintedSet`]): filled in by the engine's card table for the filters of its own
    /// abilities, empty elsewhere. Never saved, and never makes two filters differ.
    #[serde(skip)]
    pub printed: PrintedSet,
}

/// Which cards of one game pass a filter's printed part (types, names and keywords, cost,
/// [Inspo Boost]: everything but the current Inspiration and the card's state): one bit per
/// card handle, so a zone walk tests a bit rather than comparing names. A cache of the
/// filter's other fields: equal to every other `PrintedSet` and hashed as nothing, so a
/// compiled filter still equals the same filter uncompiled.
#[derive(Debug, Clone, Copy, Default)]
pub struct PrintedSet {
    /// One bit per card handle (a game has at most 256).
    bits: [u64; 4],
    /// Filled in: the bits are the printed answer for every handle.
    ready: bool,
    /// The filter asks nothing beyond its printed part (no current Inspiration, no tapped,
    /// face-up, adorned or Treat state): the bit is the whole answer but for "other".
    complete: bool,
}

impl PrintedSet {
    /// The set of the handles `0..len` for which `passes` holds; `complete` when the filter
    /// asks nothing more.
    pub fn new(len: usize, complete: bool, passes: impl Fn(usize) -> bool) -> PrintedSet {
        let mut bits = [0u64; 4];
        for handle in 0..len.min(256) {
            if passes(handle)
                && let Some(word) = bits.get_mut(handle / 64)
            {
                *word |= 1 << (handle % 64);
            }
        }
        PrintedSet {
            bits,
            ready: true,
            complete,
        }
    }

    /// `None` when not filled in; else whether the card of this handle passes the printed part.
    #[inline]
    pub fn passes(&self, handle: u8) -> Option<bool> {
        let word = self.bits[usize::from(handle >> 6)];
        self.ready.then_some(word >> (handle & 63) & 1 != 0)
    }

    /// Whether the printed part is the whole filter (see [`PrintedSet::new`]).
    #[inline]
    pub fn complete(&self) -> bool {
        self.complete
    }
}

impl PartialEq for PrintedSet {
    fn eq(&self, _: &PrintedSet) -> bool {
        true
    }
}

impl Eq for PrintedSet {}

impl std::hash::Hash for PrintedSet {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
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

    /// Whether the filter asks about the card's state (tapped, face up, adorned, Treat).
    pub fn is_stateful(&self) -> bool {
        self.tapped.is_some()
            || self.face_up.is_some()
            || self.adorned.is_some()
            || self.treat.is_some()
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
