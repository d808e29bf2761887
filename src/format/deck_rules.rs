//! Deck-construction rules as data. A format is a value of [`DeckRules`]; [`super::validate_with`]
//! reads it and never assumes one game's numbers.
//!
//! Kayou 1.3.0 and 2.0.0 do not differ in deck construction. Both ask for a 50-card Main Deck of
//! Characters, Events and Items, a 15-card Scene Deck, 4 Stories and 1 Main Character (1.3.0
//! section 102; the 2.0.0 abridged text, "Each player's seventy (70)-card Deck"), at most 4 cards
//! of one card number with ※ printings counted with their base (102.1.0, 102.1.1), Everyday cards
//! exempt (102.1.2), and one Story title with stages I-IV and different subtitles (102.1.3).
//! 1.3.0 words the Everyday exemption as "in a Scene Deck" and 2.0.0 as "the Deck"; every Everyday
//! card is a Scene, so the answer is the same. The version is still carried into every
//! [`super::Validation`] so the player sees which rules were applied.

use serde::Serialize;

use crate::card::{CardType, Game};

use super::{Format, RulesVersion};

/// How many cards a section must hold, and the rule that says so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SectionSize {
    /// The exact number of cards required.
    pub cards: u32,
    /// The rule number to cite.
    pub rule: &'static str,
}

/// The deck-construction rules of one format, as data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeckRules {
    /// The game the format belongs to.
    pub game: Game,
    /// The rules version the player sees in results (`2.0.0`).
    pub label: &'static str,
    /// Main Deck size (50).
    pub main: SectionSize,
    /// Scene Deck size (15).
    pub scene: SectionSize,
    /// Story Deck size (4).
    pub story: SectionSize,
    /// Main Character count (1).
    pub main_character: SectionSize,
    /// The card types the Main Deck may hold.
    pub main_types: &'static [CardType],
    /// The rule that names the Main Deck's types.
    pub main_types_rule: &'static str,
    /// At most this many cards of one card number across the whole deck (4).
    pub copy_limit: u32,
    /// The rule of the copy limit.
    pub copy_limit_rule: &'static str,
    /// Everyday cards are exempt from the copy limit (102.1.2).
    pub everyday_exempt: bool,
    /// The Stories must share one title, one of each stage I-IV, different subtitles (102.1.3).
    pub story_structure: bool,
    /// The rule of the Story structure.
    pub story_rule: &'static str,
}

/// 102: a Main Deck holds Character, Event and Item cards.
const KAYOU_MAIN_TYPES: &[CardType] = &[CardType::Character, CardType::Event, CardType::Item];

impl DeckRules {
    /// The Kayou My Little Pony Card Game rules of a version. 1.3.0 and 2.0.0 give the same
    /// numbers (see the module header); only the label differs.
    pub fn kayou(version: RulesVersion) -> DeckRules {
        let format = Format::kayou(version);
        // Every Kayou section is in the format (tested below); a missing one would read as 0.
        let size = |key: &str| {
            format.section(key).map_or(
                SectionSize {
                    cards: 0,
                    rule: "102",
                },
                |s| SectionSize {
                    cards: s.min,
                    rule: s.rule,
                },
            )
        };
        DeckRules {
            game: Game::Kayou,
            label: version.as_str(),
            main: size("main"),
            scene: size("scene"),
            story: size("story"),
            main_character: size("main_character"),
            main_types: KAYOU_MAIN_TYPES,
            main_types_rule: "102",
            copy_limit: format.copy.map_or(4, |c| c.limit),
            copy_limit_rule: "102.1.0",
            everyday_exempt: true,
            story_structure: true,
            story_rule: "102.1.3",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kayou_rules_read_50_15_4_1_and_4_copies_from_the_format() {
        for version in RulesVersion::ALL {
            let rules = DeckRules::kayou(version);
            assert_eq!(
                [
                    rules.main.cards,
                    rules.scene.cards,
                    rules.story.cards,
                    rules.main_character.cards
                ],
                [50, 15, 4, 1]
            );
            assert_eq!(rules.copy_limit, 4);
        }
    }
}
