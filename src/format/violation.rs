//! A violation: a broken deck-construction rule, with its stable code.

use std::fmt;

use serde::{Serialize, Serializer};

/// The stable code of a violation (`shared/design/CLI.md`). Scripts match on these strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ViolationCode {
    /// The Main Deck does not hold exactly 50 cards.
    MainDeckSize,
    /// A card in the Main Deck is not a Character, Event or Item (a token, an unknown card).
    MainDeckType,
    /// The Scene Deck does not hold exactly 15 Scenes.
    SceneDeckSize,
    /// The Story Deck does not hold exactly 4 Stories.
    StoryDeckSize,
    /// Not exactly 1 Main Character.
    MainCharacterCount,
    /// More copies of one card number than allowed.
    CopyLimit,
    /// The Stories do not share one title.
    StoryTitle,
    /// The Stories are not one each of stages I-IV, or repeat a subtitle.
    StoryStages,
    /// A deck (Lorcana's deck, Palworld's Main Deck) has too few or too many cards.
    DeckSize,
    /// More ink types than the format allows (Lorcana 1.10.1.1; a dual-ink card counts as both).
    InkCount,
    /// A banned card.
    Banned,
    /// A card from a set the format does not allow.
    NotInFormat,
    /// More Lucky-icon cards than allowed (Palworld 6.1.1.3).
    LuckyLimit,
    /// The Soul deck does not hold the Soul cards it must (Palworld 6.1.2).
    SoulDeckSize,
    /// More colours than the format allows.
    ColourCount,
}

impl ViolationCode {
    /// Every code, in the order results list them.
    pub const ALL: [ViolationCode; 15] = [
        ViolationCode::MainDeckSize,
        ViolationCode::MainDeckType,
        ViolationCode::SceneDeckSize,
        ViolationCode::StoryDeckSize,
        ViolationCode::MainCharacterCount,
        ViolationCode::CopyLimit,
        ViolationCode::StoryTitle,
        ViolationCode::StoryStages,
        ViolationCode::DeckSize,
        ViolationCode::InkCount,
        ViolationCode::Banned,
        ViolationCode::NotInFormat,
        ViolationCode::LuckyLimit,
        ViolationCode::SoulDeckSize,
        ViolationCode::ColourCount,
    ];

    /// The stable code string (`copy-limit`).
    pub fn as_str(self) -> &'static str {
        match self {
            ViolationCode::MainDeckSize => "main-deck-size",
            ViolationCode::MainDeckType => "main-deck-type",
            ViolationCode::SceneDeckSize => "scene-deck-size",
            ViolationCode::StoryDeckSize => "story-deck-size",
            ViolationCode::MainCharacterCount => "main-character-count",
            ViolationCode::CopyLimit => "copy-limit",
            ViolationCode::StoryTitle => "story-title",
            ViolationCode::StoryStages => "story-stages",
            ViolationCode::DeckSize => "deck-size",
            ViolationCode::InkCount => "ink-count",
            ViolationCode::Banned => "banned",
            ViolationCode::NotInFormat => "not-in-format",
            ViolationCode::LuckyLimit => "lucky-limit",
            ViolationCode::SoulDeckSize => "soul-deck-size",
            ViolationCode::ColourCount => "colour-count",
        }
    }
}

impl fmt::Display for ViolationCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for ViolationCode {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// One broken deck-construction rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Violation {
    /// The stable code.
    pub code: ViolationCode,
    /// The rule number (`102.1.0`).
    pub rule: &'static str,
    /// A sentence a player understands: what is wrong and the limit.
    pub message: String,
    /// The card IDs or numbers involved, in deck order.
    pub cards: Vec<String>,
}

impl Violation {
    /// The sentence with its rule, for one line of a list ("5 copies of ... at most 4 (rule
    /// 102.1.0)").
    pub fn with_rule(&self) -> String {
        format!(
            "{} (rule {})",
            self.message.trim_end_matches('.'),
            self.rule
        )
    }
}
