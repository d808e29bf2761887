//! ponydeck's own deck JSON: lossless, sections kept as written.
//!
//! ```json
//! {"format": "ponydeck-deck", "version": 1, "name": "Friendship Rush",
//!  "main_character": [{"id": "SD01-RR01", "count": 1, "name": "Twilight Sparkle"}],
//!  "story": [...], "main": [...], "scene": [...], "maybe": [...]}
//! ```
//!
//! `name` on an entry is for people; it is only checked for a warning.

use serde::{Deserialize, Serialize};

use crate::card::{CardIndex, Game};

use super::card_line::{QuotedLines, resolve_card};
use super::dreamtcg_json::json_error;
use super::{Deck, DeckEntry, DeckLineError, DeckLineProblem, ParsedDeck, Section};

/// The value of the `format` key.
pub const PONYDECK_JSON_FORMAT: &str = "ponydeck-deck";

#[derive(Serialize, Deserialize)]
struct JsonEntry {
    id: String,
    count: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
}

#[derive(Serialize, Deserialize)]
struct JsonDeck {
    format: String,
    #[serde(default = "one")]
    version: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(default)]
    main_character: Vec<JsonEntry>,
    #[serde(default)]
    story: Vec<JsonEntry>,
    #[serde(default)]
    main: Vec<JsonEntry>,
    #[serde(default)]
    scene: Vec<JsonEntry>,
    #[serde(default)]
    maybe: Vec<JsonEntry>,
}

fn one() -> u32 {
    1
}

/// Reads ponydeck deck JSON. Sections are kept as written (validation flags misplaced cards).
pub fn parse_json(text: &str, cards: &CardIndex) -> Result<ParsedDeck, Vec<DeckLineError>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let parsed: JsonDeck = serde_json::from_str(text).map_err(|e| vec![json_error(text, &e)])?;
    let mut deck = Deck {
        name: parsed.name.filter(|n| !n.trim().is_empty()),
        ..Deck::new(Game::Kayou)
    };
    let quoted = QuotedLines::new(text);
    let mut warnings = Vec::new();
    let mut suggestions_left = super::card_line::SUGGESTED_LINES;
    let mut errors = Vec::new();
    for (section, entries) in [
        (Section::MainCharacter, parsed.main_character),
        (Section::Story, parsed.story),
        (Section::Main, parsed.main),
        (Section::Scene, parsed.scene),
        (Section::Maybe, parsed.maybe),
    ] {
        for entry in entries {
            let line = quoted.line_of(&entry.id);
            if entry.count == 0 || entry.count > crate::limits::MAX_DECK_COUNT {
                errors.push(DeckLineError {
                    line,
                    text: entry.id.clone(),
                    problem: DeckLineProblem::BadCount(entry.count.to_string()),
                });
                continue;
            }
            match resolve_card(
                &entry.id,
                entry.name.as_deref(),
                line,
                cards,
                &mut warnings,
                &mut suggestions_left,
            ) {
                Ok(card) => deck.section_mut(section).push(DeckEntry {
                    card_id: card.id.clone(),
                    count: entry.count,
                }),
                Err(problem) => errors.push(DeckLineError {
                    line,
                    text: entry.id,
                    problem,
                }),
            }
        }
    }
    if errors.is_empty() {
        Ok(ParsedDeck { deck, warnings })
    } else {
        Err(errors)
    }
}

/// Prints a deck as ponydeck JSON, with card names for people; [`parse_json`] reads it back to
/// the same deck.
pub fn print_json(deck: &Deck, cards: &CardIndex) -> String {
    let entries = |section: Section| -> Vec<JsonEntry> {
        deck.section(section)
            .iter()
            .map(|e| JsonEntry {
                id: e.card_id.to_string(),
                count: e.count,
                name: cards.kayou_card(&e.card_id).map(|c| c.name.clone()),
            })
            .collect()
    };
    let out = JsonDeck {
        format: PONYDECK_JSON_FORMAT.to_string(),
        version: 1,
        name: deck.name.clone(),
        main_character: entries(Section::MainCharacter),
        story: entries(Section::Story),
        main: entries(Section::Main),
        scene: entries(Section::Scene),
        maybe: entries(Section::Maybe),
    };
    let mut text = serde_json::to_string_pretty(&out).unwrap_or_default();
    text.push('\n');
    text
}
