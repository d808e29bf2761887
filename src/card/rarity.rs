//! Rarities. Whether a printing is shining (※) is kept apart, on the card.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::UnknownWord;

/// The rarity code printed on a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rarity {
    /// Common.
    C,
    /// Uncommon.
    U,
    /// Super Rare.
    SR,
    /// Special Rare (Events and Items).
    SPR,
    /// Gold Rare.
    GR,
    /// Character Rare.
    CR,
    /// Scene (Everyday) Rare.
    ER,
    /// Main Character Rare.
    RR,
    /// Token.
    TK,
    /// Promotional printing (PR01-PR06, the PR reprints of BP02-CR01-06).
    PR,
}

impl Rarity {
    /// Every rarity, in collector order.
    pub const ALL: [Rarity; 10] = [
        Rarity::C,
        Rarity::U,
        Rarity::SR,
        Rarity::SPR,
        Rarity::GR,
        Rarity::CR,
        Rarity::ER,
        Rarity::RR,
        Rarity::TK,
        Rarity::PR,
    ];

    /// The code as printed.
    pub fn code(self) -> &'static str {
        match self {
            Rarity::C => "C",
            Rarity::U => "U",
            Rarity::SR => "SR",
            Rarity::SPR => "SPR",
            Rarity::GR => "GR",
            Rarity::CR => "CR",
            Rarity::ER => "ER",
            Rarity::RR => "RR",
            Rarity::TK => "TK",
            Rarity::PR => "PR",
        }
    }

    /// Reads a rarity code, case-insensitively; a leading `※` is ignored.
    pub fn parse(text: &str) -> Result<Rarity, UnknownWord> {
        let trimmed = text.trim().trim_start_matches(['※', '*']);
        Rarity::ALL
            .into_iter()
            .find(|r| r.code().eq_ignore_ascii_case(trimmed))
            .ok_or_else(|| UnknownWord {
                what: "rarity",
                text: text.to_string(),
                expected: "c, u, sr, spr, gr, cr, er, rr, tk, pr",
            })
    }
}

impl fmt::Display for Rarity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
