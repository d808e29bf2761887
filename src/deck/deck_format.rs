//! The four deck-list formats, their detection, and import/export through one door.

use std::fmt;

use crate::card::{CardId, CardIndex};

use super::dreamtcg_json::{parse_dreamtcg_json, print_dreamtcg_json};
use super::dreamtcg_text::{parse_dreamtcg_text, print_dreamtcg_text};
use super::json_format::{PONYDECK_JSON_FORMAT, parse_json, print_json};
use super::{Deck, DeckLineError, DeckWarning, ParsedDeck, parse_text, print_text};

/// A deck-list format ponydeck reads and writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DeckFormat {
    /// The ponydeck text list (`shared/design/CLI.md`): `4 BP01-C01 Twilight Sparkle`.
    Ponydeck,
    /// DreamTCG's text export: `=== Name ===`, `[Main Deck — 50/50 cards]`, `4x Name (ID)`, `Tier I: ...`.
    DreamTcgText,
    /// DreamTCG's deck JSON: `{deckName, mc, main, scene, story}`.
    DreamTcgJson,
    /// ponydeck's own lossless JSON: `{"format": "ponydeck-deck", ...}`.
    Json,
}

impl DeckFormat {
    /// Every format, in the order menus list them.
    pub const ALL: [DeckFormat; 4] = [
        DeckFormat::Ponydeck,
        DeckFormat::DreamTcgText,
        DeckFormat::DreamTcgJson,
        DeckFormat::Json,
    ];

    /// The name on the command line (`--format dreamtcg`).
    pub fn as_str(self) -> &'static str {
        match self {
            DeckFormat::Ponydeck => "ponydeck",
            DeckFormat::DreamTcgText => "dreamtcg",
            DeckFormat::DreamTcgJson => "dreamtcg-json",
            DeckFormat::Json => "json",
        }
    }

    /// Reads a name written by [`DeckFormat::as_str`] (also `txt`, `dreamtcg-text`).
    pub fn parse(text: &str) -> Option<DeckFormat> {
        match text.trim().to_ascii_lowercase().as_str() {
            "ponydeck" | "txt" | "text" => Some(DeckFormat::Ponydeck),
            "dreamtcg" | "dreamtcg-text" | "dreamtcg-txt" => Some(DeckFormat::DreamTcgText),
            "dreamtcg-json" => Some(DeckFormat::DreamTcgJson),
            "json" | "ponydeck-json" => Some(DeckFormat::Json),
            _ => None,
        }
    }

    /// The usual file extension.
    pub fn extension(self) -> &'static str {
        match self {
            DeckFormat::Ponydeck | DeckFormat::DreamTcgText => "txt",
            DeckFormat::DreamTcgJson | DeckFormat::Json => "json",
        }
    }

    /// Which format a text is in. JSON with `"format": "ponydeck-deck"` (or a `main_character`
    /// key) is ponydeck JSON, other JSON objects DreamTCG JSON; text with `[Header]` lines or
    /// `Name (ID)` card lines is DreamTCG text; anything else the ponydeck list.
    pub fn detect(text: &str) -> DeckFormat {
        let trimmed = text.trim_start_matches('\u{feff}').trim_start();
        if trimmed.starts_with('{') {
            let ours = serde_json::from_str::<serde_json::Value>(trimmed)
                .ok()
                .and_then(|v| {
                    let object = v.as_object()?;
                    Some(
                        object.get("format").and_then(|f| f.as_str()) == Some(PONYDECK_JSON_FORMAT)
                            || object.contains_key("main_character"),
                    )
                })
                .unwrap_or(trimmed.contains(PONYDECK_JSON_FORMAT));
            return if ours {
                DeckFormat::Json
            } else {
                DeckFormat::DreamTcgJson
            };
        }
        let (mut dreamtcg, mut ponydeck) = (0usize, 0usize);
        for line in trimmed.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if line.starts_with('[') && line.ends_with(']') {
                return DeckFormat::DreamTcgText;
            }
            let parenthesized_id = line
                .strip_suffix(')')
                .and_then(|body| body.rsplit_once('('))
                .is_some_and(|(_, id)| CardId::parse(id).is_ok());
            let leading_id = line
                .split_whitespace()
                .nth(1)
                .is_some_and(|word| CardId::parse(word).is_ok());
            dreamtcg += usize::from(parenthesized_id && !leading_id);
            ponydeck += usize::from(leading_id);
        }
        if dreamtcg > ponydeck {
            DeckFormat::DreamTcgText
        } else {
            DeckFormat::Ponydeck
        }
    }

    /// Reads a deck in this format.
    pub fn read(self, text: &str, cards: &CardIndex) -> Result<ParsedDeck, Vec<DeckLineError>> {
        match self {
            DeckFormat::Ponydeck => parse_text(text, cards),
            DeckFormat::DreamTcgText => parse_dreamtcg_text(text, cards),
            DeckFormat::DreamTcgJson => parse_dreamtcg_json(text, cards),
            DeckFormat::Json => parse_json(text, cards),
        }
    }

    /// Writes a deck in this format. Reading the text back gives the same deck (for decks whose
    /// cards sit in the sections their types decide; ponydeck JSON keeps any placement).
    pub fn write(self, deck: &Deck, cards: &CardIndex) -> String {
        match self {
            DeckFormat::Ponydeck => print_text(deck, cards),
            DeckFormat::DreamTcgText => print_dreamtcg_text(deck, cards),
            DeckFormat::DreamTcgJson => print_dreamtcg_json(deck, cards),
            DeckFormat::Json => print_json(deck, cards),
        }
    }
}

impl fmt::Display for DeckFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for DeckFormat {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        DeckFormat::parse(s).ok_or_else(|| {
            format!("'{s}' is not a deck format; use ponydeck, dreamtcg, dreamtcg-json or json")
        })
    }
}

/// A deck read from a file of any format.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportedDeck {
    /// The deck.
    pub deck: Deck,
    /// The format it was detected as.
    pub format: DeckFormat,
    /// Friendly warnings (a written name that does not match its ID).
    pub warnings: Vec<DeckWarning>,
}

/// Detects the format of a deck list and reads it. Every bad line is reported.
pub fn import(text: &str, cards: &CardIndex) -> Result<ImportedDeck, Vec<DeckLineError>> {
    let format = DeckFormat::detect(text);
    let parsed = format.read(text, cards)?;
    Ok(ImportedDeck {
        deck: parsed.deck,
        format,
        warnings: parsed.warnings,
    })
}

/// Writes a deck in a format (see [`DeckFormat::write`]).
pub fn export(deck: &Deck, format: DeckFormat, cards: &CardIndex) -> String {
    format.write(deck, cards)
}
