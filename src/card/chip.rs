//! Ability chips: the bracketed labels that open an ability text (`[Appear]`, `[Tap]`, ...).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::UnknownWord;

/// An ability chip as printed in brackets at the start of an ability.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Chip {
    /// `[Appear]`: when this Character enters the Adventure Area.
    Appear,
    /// `[Farewell]`: when this Character leaves for the Retirement Area.
    Farewell,
    /// `[Adventure]`: while this Character is in the Adventure Area.
    Adventure,
    /// `[Pre-plan]`: when this card is revealed as a Plan.
    #[serde(rename = "Pre-plan")]
    PrePlan,
    /// `[Inspo Boost]`: a Scene effect used in Contact.
    #[serde(rename = "Inspo Boost")]
    InspoBoost,
    /// `[Explore]`.
    Explore,
    /// `[Triumph]`.
    Triumph,
    /// `[Leap]`.
    Leap,
    /// `[Replace]`.
    Replace,
    /// `[Enlightenment]`.
    Enlightenment,
    /// `[Tap]`: a cost, tap this card.
    Tap,
    /// `[Give Treat]` (BP03, キャンディ配る): an ability that places a Treat token (207.2.1).
    #[serde(rename = "Give Treat")]
    GiveTreat,
    /// `[Eat Treat]` (BP03, キャンディ食べる): an ability whose cost removes a Treat (207.2.1).
    #[serde(rename = "Eat Treat")]
    EatTreat,
}

impl Chip {
    /// Every chip.
    pub const ALL: [Chip; 13] = [
        Chip::Appear,
        Chip::Farewell,
        Chip::Adventure,
        Chip::PrePlan,
        Chip::InspoBoost,
        Chip::Explore,
        Chip::Triumph,
        Chip::Leap,
        Chip::Replace,
        Chip::Enlightenment,
        Chip::Tap,
        Chip::GiveTreat,
        Chip::EatTreat,
    ];

    /// The label as printed between brackets.
    pub fn label(self) -> &'static str {
        match self {
            Chip::Appear => "Appear",
            Chip::Farewell => "Farewell",
            Chip::Adventure => "Adventure",
            Chip::PrePlan => "Pre-plan",
            Chip::InspoBoost => "Inspo Boost",
            Chip::Explore => "Explore",
            Chip::Triumph => "Triumph",
            Chip::Leap => "Leap",
            Chip::Replace => "Replace",
            Chip::Enlightenment => "Enlightenment",
            Chip::Tap => "Tap",
            Chip::GiveTreat => "Give Treat",
            Chip::EatTreat => "Eat Treat",
        }
    }

    /// The one-word code used in searches (`a:inspo`).
    pub fn code(self) -> &'static str {
        match self {
            Chip::Appear => "appear",
            Chip::Farewell => "farewell",
            Chip::Adventure => "adventure",
            Chip::PrePlan => "pre-plan",
            Chip::InspoBoost => "inspo",
            Chip::Explore => "explore",
            Chip::Triumph => "triumph",
            Chip::Leap => "leap",
            Chip::Replace => "replace",
            Chip::Enlightenment => "enlightenment",
            Chip::Tap => "tap",
            Chip::GiveTreat => "give-treat",
            Chip::EatTreat => "eat-treat",
        }
    }

    /// Reads a label or code, case-insensitively (`Inspo Boost`, `inspo`, `preplan`).
    pub fn parse(text: &str) -> Result<Chip, UnknownWord> {
        let t = text.trim().trim_start_matches('[').trim_end_matches(']');
        let squashed: String = t
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        Chip::ALL
            .into_iter()
            .find(|chip| {
                let label: String = chip
                    .label()
                    .chars()
                    .filter(|c| c.is_ascii_alphanumeric())
                    .collect::<String>()
                    .to_ascii_lowercase();
                label == squashed || chip.code().replace('-', "") == squashed
            })
            .ok_or_else(|| UnknownWord {
                what: "ability chip",
                text: text.to_string(),
                expected: "appear, farewell, adventure, pre-plan, inspo, explore, triumph, leap, replace, enlightenment, tap, give-treat, eat-treat",
            })
    }
}

impl fmt::Display for Chip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_chip_reads_back_from_its_label_and_its_code() {
        for chip in Chip::ALL {
            assert_eq!(Chip::parse(chip.label()), Ok(chip));
            assert_eq!(Chip::parse(chip.code()), Ok(chip));
            assert_eq!(Chip::parse(&format!("[{}]", chip.label())), Ok(chip));
        }
        assert_eq!(Chip::parse("preplan"), Ok(Chip::PrePlan));
        assert!(Chip::parse("sparkle").is_err());
    }
}
