//! DreamTCG's deck JSON: `{"deckName", "mc", "main": [{"id", "qty"}], "scene": [{"id", "qty"}],
//! "story": ["ID", ...]}`. `mc` may be an ID or a list of IDs; `story` items may be IDs or
//! `{"id", "qty"}`. ponydeck adds `"maybe": [{"id", "qty"}]` when the deck has a Maybe list;
//! DreamTCG ignores keys it does not know.

use serde::Serialize;
use serde_json::Value;

use crate::card::CardLookup;

use super::card_line::{QuotedLines, resolve_card};
use super::{Deck, DeckEntry, DeckLineError, DeckLineProblem, ParsedDeck, Section};

/// Reads DreamTCG deck JSON. Cards are placed by type (the ID decides), except `maybe`.
pub fn parse_dreamtcg_json(
    text: &str,
    cards: &impl CardLookup,
) -> Result<ParsedDeck, Vec<DeckLineError>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let value: Value = serde_json::from_str(text).map_err(|e| vec![json_error(text, &e)])?;
    let Some(object) = value.as_object() else {
        return Err(vec![DeckLineError {
            line: 1,
            text: String::new(),
            problem: DeckLineProblem::Json(
                "a DreamTCG deck is a JSON object with mc, main, scene and story".into(),
            ),
        }]);
    };
    let mut deck = Deck {
        name: object
            .get("deckName")
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(str::to_string),
        ..Deck::default()
    };
    let quoted = QuotedLines::new(text);
    let mut warnings = Vec::new();
    let mut suggestions_left = super::card_line::SUGGESTED_LINES;
    let mut errors = Vec::new();
    for (key, maybe) in [
        ("mc", false),
        ("story", false),
        ("main", false),
        ("scene", false),
        ("maybe", true),
    ] {
        let Some(items) = object.get(key) else {
            continue;
        };
        let items: Vec<&Value> = match items {
            Value::Array(list) => list.iter().collect(),
            Value::Null => Vec::new(),
            other => vec![other],
        };
        for item in items {
            let Some((id_text, count)) = entry_of(item) else {
                errors.push(DeckLineError {
                    line: quoted.line_of(key),
                    text: item.to_string(),
                    problem: DeckLineProblem::Json(format!(
                        "an entry of \"{key}\" is not a card ID or {{\"id\": ID, \"qty\": N}}"
                    )),
                });
                continue;
            };
            let line = quoted.line_of(&id_text);
            if count == 0 || count > crate::limits::MAX_DECK_COUNT {
                errors.push(DeckLineError {
                    line,
                    text: item.to_string(),
                    problem: DeckLineProblem::BadCount(count.to_string()),
                });
                continue;
            }
            match resolve_card(
                &id_text,
                None,
                line,
                cards,
                &mut warnings,
                &mut suggestions_left,
            ) {
                Ok(card) => {
                    let section = if maybe {
                        Section::Maybe
                    } else {
                        Section::for_type(card.card_type)
                    };
                    deck.section_mut(section).push(DeckEntry {
                        card_id: card.card_id.clone(),
                        count,
                    });
                }
                Err(problem) => errors.push(DeckLineError {
                    line,
                    text: id_text,
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

/// An item: `"ID"` or `{"id": "ID", "qty": N}` (also `count`/`quantity`).
fn entry_of(item: &Value) -> Option<(String, u32)> {
    match item {
        Value::String(id) => Some((id.clone(), 1)),
        Value::Object(map) => {
            let id = map.get("id")?.as_str()?.to_string();
            let count = ["qty", "count", "quantity"]
                .iter()
                .find_map(|k| map.get(*k))
                .map_or(Some(1), Value::as_u64)?;
            Some((id, u32::try_from(count).ok()?))
        }
        _ => None,
    }
}

/// A serde_json syntax error as a line error.
pub(crate) fn json_error(text: &str, e: &serde_json::Error) -> DeckLineError {
    DeckLineError {
        line: e.line().max(1),
        text: text
            .lines()
            .nth(e.line().saturating_sub(1))
            .unwrap_or("")
            .trim()
            .to_string(),
        problem: DeckLineProblem::Json(format!("the JSON is not valid ({e}); fix the file")),
    }
}

#[derive(Serialize)]
struct IdQty<'a> {
    id: &'a str,
    qty: u32,
}

#[derive(Serialize)]
struct DreamTcgDeck<'a> {
    #[serde(rename = "deckName")]
    deck_name: &'a str,
    mc: Value,
    main: Vec<IdQty<'a>>,
    scene: Vec<IdQty<'a>>,
    story: Vec<Value>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    maybe: Vec<IdQty<'a>>,
}

fn id_qty(entries: &[DeckEntry]) -> Vec<IdQty<'_>> {
    entries
        .iter()
        .map(|e| IdQty {
            id: e.card_id.as_str(),
            qty: e.count,
        })
        .collect()
}

/// Prints a deck as DreamTCG JSON; [`parse_dreamtcg_json`] reads it back to the same deck.
pub fn print_dreamtcg_json(deck: &Deck) -> String {
    let mc = match deck.main_character.as_slice() {
        [one] if one.count == 1 => Value::String(one.card_id.to_string()),
        many => Value::Array(
            many.iter()
                .map(|e| serde_json::json!({"id": e.card_id.as_str(), "qty": e.count}))
                .collect(),
        ),
    };
    let story = deck
        .story
        .iter()
        .map(|e| {
            if e.count == 1 {
                Value::String(e.card_id.to_string())
            } else {
                serde_json::json!({"id": e.card_id.as_str(), "qty": e.count})
            }
        })
        .collect();
    let out = DreamTcgDeck {
        deck_name: deck.name.as_deref().unwrap_or(""),
        mc,
        main: id_qty(&deck.main),
        scene: id_qty(&deck.scene),
        story,
        maybe: id_qty(&deck.maybe),
    };
    let mut text = serde_json::to_string_pretty(&out).unwrap_or_default();
    text.push('\n');
    text
}
