//! Kayou's own facts of a printing ([`KayouCard`]), everything `cards.db` knows of it; the
//! engine plays from these, and [`super::Card`] carries them as its [`super::CardDetails`].

use serde::{Deserialize, Serialize};

use super::{CardId, CardNumber, CardType, Chip, Color, Game, Keyword, Rarity, Stage, TextOrigin};
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

/// One printing of a card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct KayouCard {
    /// The game this card belongs to.
    pub game: Game,
    /// The printing's ID (`※BP01-CR01`).
    pub card_id: CardId,
    /// The card number shared by all printings of the card (102.1.1).
    pub number: CardNumber,
    /// The set code (`BP01`, `SD01`).
    pub set_code: String,
    /// The product it was sold in (`SD01A`, `BP01`).
    pub product: String,
    /// The rarity, without the shining mark.
    pub rarity: Rarity,
    /// A shining (※) printing.
    pub shining: bool,
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
    /// Cost in Force of Harmony.
    pub cost: Option<u8>,
    /// Inspiration.
    pub inspiration: Option<u8>,
    /// An Everyday Scene (102.1.2: any number in a Scene Deck).
    pub everyday: bool,
    /// Title, subtitle and stage of a Story.
    pub story: Option<StoryInfo>,
    /// The English ability text, cleaned.
    pub ability: Option<String>,
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
    /// The name to show: the name, with the Story subtitle, or a placeholder with the ID.
    pub fn display_name(&self) -> String {
        match (&self.name, &self.story) {
            (Some(name), Some(story)) if !story.subtitle.is_empty() => {
                format!("{name} — {}", story.subtitle)
            }
            (Some(name), _) => name.clone(),
            (None, _) => format!("Unknown card {}", self.card_id),
        }
    }

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
