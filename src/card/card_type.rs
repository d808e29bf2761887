//! Card types (201-206 of the 1.3.0 rules).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::UnknownWord;

/// What kind of card this is. The type decides which deck section a card goes in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CardType {
    /// A Character, played into an Adventure Area slot.
    Character,
    /// An Event, resolved through the Settlement Area.
    Event,
    /// An Item, adorned to a Character.
    Item,
    /// A Scene, from the Scene Deck; pays Force of Harmony.
    Scene,
    /// One stage of a Story.
    Story,
    /// The Main Character, which walks the Story stages.
    #[serde(rename = "Main Character")]
    MainCharacter,
    /// A token (not put in a deck).
    Token,
}

impl CardType {
    /// Every type, in display order.
    pub const ALL: [CardType; 7] = [
        CardType::Character,
        CardType::Event,
        CardType::Item,
        CardType::Scene,
        CardType::Story,
        CardType::MainCharacter,
        CardType::Token,
    ];

    /// The English name as printed.
    pub fn name(self) -> &'static str {
        match self {
            CardType::Character => "Character",
            CardType::Event => "Event",
            CardType::Item => "Item",
            CardType::Scene => "Scene",
            CardType::Story => "Story",
            CardType::MainCharacter => "Main Character",
            CardType::Token => "Token",
        }
    }

    /// Reads a type name or a short form (`main`, `mc`), case-insensitively.
    pub fn parse(text: &str) -> Result<CardType, UnknownWord> {
        let lower = text.trim().to_ascii_lowercase();
        let found = match lower.as_str() {
            "character" | "char" => CardType::Character,
            "event" => CardType::Event,
            "item" => CardType::Item,
            "scene" => CardType::Scene,
            "story" => CardType::Story,
            "main character" | "main" | "mc" | "maincharacter" | "main_character" => {
                CardType::MainCharacter
            }
            "token" => CardType::Token,
            _ => {
                return Err(UnknownWord {
                    what: "card type",
                    text: text.to_string(),
                    expected: "character, event, item, scene, story, main",
                });
            }
        };
        Ok(found)
    }

    /// Whether the card goes in the Main Deck (Character, Event, Item; 101.2).
    pub fn is_main_deck(self) -> bool {
        matches!(self, CardType::Character | CardType::Event | CardType::Item)
    }
}

impl fmt::Display for CardType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
