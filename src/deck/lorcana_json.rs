//! The Lorcana deck lists that come as JSON, read into named entries for the site-list reader:
//!
//! - Dreamborn's Tabletop Simulator export: `{"ObjectStates": [{"Name": "DeckCustom",
//!   "ContainedObjects": [{"CardID": 100, "Nickname": "Name - Version"}, ...], "CustomDeck":
//!   {"1": {"FaceURL": ".../005-182_716x1000.jpeg"}}}]}`, one contained object per copy. The
//!   nickname is the card's full name written without apostrophes; the face image's file name
//!   is the printing (`005-182` is 5-182), which decides when its name agrees.
//! - A list of `{"name", "version", "amount"}` objects under `cards` (the inkdecks tournament
//!   lists as a public scraper stores them; `count`, `quantity` and `qty` read as `amount`).
//! - LorcanaJSON's deck data: `{"names": {"en": ...}, "cardsAndAmounts": {"1940": 1, ...}}`,
//!   keyed by Ravensburger's card id.

use serde_json::Value;

use crate::card::{CardId, Game};

use super::card_line::QuotedLines;
use super::{DeckLineError, DeckLineProblem};

/// How an entry names its card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum EntryCard {
    /// A full name (or a name and version joined by ` - `), as written.
    Name(String),
    /// A name, and the printing the file's image says it is.
    NameAndPrinting(String, CardId),
    /// Ravensburger's card id.
    RavensburgerId(i64),
}

/// One card entry of a JSON list: the line its name is on, what names the card, the count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct JsonEntry {
    pub line: usize,
    pub card: EntryCard,
    pub count: u32,
}

/// A JSON list read: its name, if it has one, and its entries in file order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct JsonList {
    pub name: Option<String>,
    pub entries: Vec<JsonEntry>,
}

fn json_error(line: usize, message: impl Into<String>) -> DeckLineError {
    DeckLineError {
        line,
        text: String::new(),
        problem: DeckLineProblem::Json(message.into()),
    }
}

/// Reads a JSON deck list of one of the shapes above.
pub(crate) fn read(text: &str) -> Result<JsonList, DeckLineError> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        json_error(
            e.line().max(1),
            format!("the JSON is not valid ({e}); export the deck again"),
        )
    })?;
    let lines = QuotedLines::new(text);
    if let Some(states) = value.get("ObjectStates").and_then(Value::as_array) {
        return Ok(tabletop_simulator(states, &lines));
    }
    if let Some(amounts) = value.get("cardsAndAmounts").and_then(Value::as_object) {
        let name = value
            .pointer("/names/en")
            .and_then(Value::as_str)
            .map(str::to_string);
        let mut entries = Vec::new();
        for (key, count) in amounts {
            let line = lines.line_of(key);
            let (Ok(rid), Some(count)) = (key.trim().parse::<i64>(), count_of(count)) else {
                return Err(json_error(
                    line,
                    format!(
                        "'{key}' is not a card id with a count; LorcanaJSON writes \"1940\": 2"
                    ),
                ));
            };
            entries.push(JsonEntry {
                line,
                card: EntryCard::RavensburgerId(rid),
                count,
            });
        }
        return Ok(JsonList { name, entries });
    }
    let cards = value
        .get("cards")
        .and_then(Value::as_array)
        .or_else(|| value.as_array());
    let Some(cards) = cards else {
        return Err(json_error(
            1,
            "this JSON is no Lorcana deck ponydeck reads: Dreamborn's Tabletop Simulator export \
             (ObjectStates), a cards list of name, version and amount, or LorcanaJSON's \
             cardsAndAmounts",
        ));
    };
    let name = value
        .get("name")
        .and_then(Value::as_str)
        .map(str::to_string);
    let mut entries = Vec::new();
    for card in cards {
        let base = card
            .get("name")
            .and_then(Value::as_str)
            .unwrap_or("")
            .trim();
        let line = if base.is_empty() {
            1
        } else {
            lines.line_of(base)
        };
        let version = card
            .get("version")
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|v| !v.is_empty());
        let count = ["amount", "count", "quantity", "qty"]
            .iter()
            .find_map(|key| card.get(*key).and_then(count_of));
        let (false, Some(count)) = (base.is_empty(), count) else {
            return Err(json_error(
                line,
                "a card entry needs a name and an amount, e.g. {\"name\": \"Elsa\", \"version\": \
                 \"Snow Queen\", \"amount\": 2}",
            ));
        };
        let written = match version {
            Some(version) => format!("{base} - {version}"),
            None => base.to_string(),
        };
        entries.push(JsonEntry {
            line,
            card: EntryCard::Name(written),
            count,
        });
    }
    Ok(JsonList { name, entries })
}

fn count_of(value: &Value) -> Option<u32> {
    let n = match value {
        Value::Number(n) => n.as_u64()?,
        Value::String(s) => s.trim().parse().ok()?,
        _ => return None,
    };
    u32::try_from(n)
        .ok()
        .filter(|n| (1..=crate::limits::MAX_DECK_COUNT).contains(n))
}

/// Dreamborn's Tabletop Simulator deck: every contained card object is one copy.
fn tabletop_simulator(states: &[Value], lines: &QuotedLines) -> JsonList {
    let mut entries: Vec<JsonEntry> = Vec::new();
    for state in states {
        let faces = state.get("CustomDeck");
        let contained = state.get("ContainedObjects").and_then(Value::as_array);
        let objects: Vec<&Value> = match contained {
            Some(list) => list.iter().collect(),
            // A deck of one card is saved as the card object itself.
            None if state.get("Nickname").is_some() => vec![state],
            None => Vec::new(),
        };
        for object in objects {
            let Some(nickname) = object
                .get("Nickname")
                .and_then(Value::as_str)
                .map(str::trim)
                .filter(|n| !n.is_empty())
            else {
                continue;
            };
            let face = object
                .get("CardID")
                .and_then(Value::as_u64)
                .map(|id| (id / 100).to_string())
                .and_then(|deck| {
                    faces
                        .or_else(|| object.get("CustomDeck"))
                        .and_then(|f| f.get(&deck))
                        .and_then(|d| d.get("FaceURL"))
                        .and_then(Value::as_str)
                })
                .and_then(printing_of_face);
            let card = match face {
                Some(id) => EntryCard::NameAndPrinting(nickname.to_string(), id),
                None => EntryCard::Name(nickname.to_string()),
            };
            match entries.iter_mut().find(|e| e.card == card) {
                Some(entry) => entry.count = entry.count.saturating_add(1),
                None => entries.push(JsonEntry {
                    line: lines.line_of(nickname),
                    card,
                    count: 1,
                }),
            }
        }
    }
    JsonList {
        name: None,
        entries,
    }
}

/// The printing a Dreamborn card image names: `.../005-182_716x1000.jpeg` is 5-182,
/// `.../003-004a_...` is 3-004a.
fn printing_of_face(url: &str) -> Option<CardId> {
    let file = url.rsplit('/').next()?;
    let stem = file.split(['_', '.', '?']).next()?;
    let (set, number) = stem.split_once('-')?;
    let set = match set.trim_start_matches('0') {
        "" => "0",
        trimmed => trimmed,
    };
    CardId::parse_in(Game::Lorcana, &format!("{set}-{number}")).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dreamborn_image_name_is_its_printing() {
        let id = |url| printing_of_face(url).map(|id| id.to_string());
        assert_eq!(
            id("https://images.dreamborn.ink/cards/en/tts/005-182_716x1000.jpeg").as_deref(),
            Some("5-182")
        );
        assert_eq!(
            id("https://x.invalid/003-004a_716x1000.jpeg").as_deref(),
            Some("3-004a")
        );
        assert_eq!(id("https://dreamborn.ink/images/cardback.png"), None);
    }

    #[test]
    fn tabletop_simulator_copies_are_counted_by_card() {
        let text = r#"{"ObjectStates":[{"Name":"DeckCustom","ContainedObjects":[
            {"CardID":100,"Nickname":"Be Prepared"},{"CardID":100,"Nickname":"Be Prepared"},
            {"CardID":201,"Nickname":"Chernabogs Followers - Creatures of Evil"}],
            "CustomDeck":{"1":{"FaceURL":"https://x.invalid/003-128_716x1000.jpeg"},
                          "2":{"FaceURL":"https://x.invalid/001-001_716x1000.jpeg"}}}]}"#;
        let list = read(text).unwrap();
        assert_eq!(list.entries.len(), 2);
        assert_eq!(list.entries[0].count, 2);
        assert_eq!(list.entries[0].line, 2);
    }

    #[test]
    fn json_that_is_no_deck_is_refused_with_what_is_read() {
        let error = read(r#"{"hello": 1}"#).unwrap_err();
        assert!(error.to_string().contains("ObjectStates"), "{error}");
        assert!(read("{").is_err());
    }
}
