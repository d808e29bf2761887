//! Kayou's own facts of a printing ([`KayouCard`]): what only Kayou's cards carry. The facts
//! every game shares (ID, card number, set, cost, text) are the record's, [`super::Card`], which
//! carries these as its [`super::CardDetails`]; the engine plays from the two.

use serde::{Deserialize, Serialize};

use super::{CardType, Chip, Color, Keyword, Rarity, Stage, TextOrigin};
use crate::ability::CompiledCard;

/// The Story part of a Story card (102.1.3: one title, distinct subtitles, stages I-IV).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoryInfo {
    /// The primary title shared by the four Stories of a Story Deck.
    pub title: String,
    /// The secondary title of this stage.
    pub subtitle: String,
    /// The stage; `None` only where no source states it.
    pub stage: Option<Stage>,
}

/// Kayou's own facts of one printing (its ID, set, cost and text are its [`super::Card`]'s).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct KayouCard {
    /// The product it was sold in (`SD01A`, `BP01`).
    pub product: String,
    /// The rarity, without the shining mark.
    pub rarity: Rarity,
    /// The art variant (`D`/`N` day and night, `A`..`C2`), if any.
    pub variant: Option<String>,
    /// The card type.
    pub card_type: CardType,
    /// The type was inferred from the numbering pattern, not stated by a source.
    pub type_inferred: bool,
    /// The official English name where one is known, else the best fan name; `None` when no
    /// source names the card.
    pub name: Option<String>,
    /// Other names the card is known by (fan translations); search finds these too.
    pub aliases: Vec<String>,
    /// Keywords, in printed order.
    pub keywords: Vec<Keyword>,
    /// Frame colour, where known.
    pub color: Option<Color>,
    /// Inspiration.
    pub inspiration: Option<u8>,
    /// An Everyday Scene (102.1.2: any number in a Scene Deck).
    pub everyday: bool,
    /// Title, subtitle and stage of a Story.
    pub story: Option<StoryInfo>,
    /// The ability chips in the text, in order of first appearance.
    pub chips: Vec<Chip>,
    /// Where the English ability text comes from.
    pub text_origin: TextOrigin,
    /// The English text may not say exactly what the card does (the official Japanese text
    /// leaves the reading open); shown with the official text beside it.
    pub text_disputed: bool,
    /// The official Japanese name (Stories: `Title——Subtitle`), where the official list has it.
    pub name_ja: Option<String>,
    /// The official Japanese ability text, where the card has one.
    pub ability_ja: Option<String>,
    /// Cost, Inspiration and text are known. BP03 cards are listed by name only.
    pub stats_known: bool,
    /// Where the data comes from.
    pub source: String,
    /// Data-quality notes to show the user (what is uncertain or was mended).
    pub notes: Vec<String>,
    /// The ability text compiled into typed effects at catalog build (`None` for a card without
    /// ability text, or one not loaded from a catalog).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abilities: Option<CompiledCard>,
}

impl KayouCard {
    /// The Story stage, for Story cards.
    pub fn stage(&self) -> Option<Stage> {
        self.story.as_ref().and_then(|s| s.stage)
    }

    /// Whether the Japanese text should be shown beside the English: the card has official
    /// text, and its English is not a checked fan translation (or is disputed).
    pub fn shows_official_text(&self) -> bool {
        self.ability_ja.is_some()
            && (self.text_disputed
                || matches!(
                    self.text_origin,
                    TextOrigin::Corrected | TextOrigin::Ponydeck
                ))
    }

    /// Whether the card has the keyword.
    pub fn has_keyword(&self, keyword: &str) -> bool {
        self.keywords.iter().any(|k| k.is(keyword))
    }

    /// Whether the ability text carries the chip.
    pub fn has_chip(&self, chip: Chip) -> bool {
        self.chips.contains(&chip)
    }
}
