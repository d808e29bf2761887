//! DreamTCG's deck JSON, as its deck builder saves it (`saveDeck`): `{"deckName", "mc": CARD,
//! "main": [CARD + "qty"], "scene": [CARD + "qty"], "story": [CARD | null; 4]}` where CARD is a
//! card object of the site's library (`{"id", "name", "type", ...}`). Reading also takes bare IDs
//! and `{"id", "qty"}` (older ponydeck exports), and a list for `mc`. ponydeck adds
//! `"maybe": [CARD + "qty"]` when the deck has a Maybe list; the site ignores keys it does not
//! know.

use serde::Serialize;
use serde_json::Value;

use crate::card::{Card, CardIndex, Game};

use super::card_line::{QuotedLines, resolve_card};
use super::{Deck, DeckEntry, DeckLineError, DeckLineProblem, ParsedDeck};

/// Reads DreamTCG deck JSON. Cards are placed by type (the ID decides), except `maybe`.
pub fn parse_dreamtcg_json(
    text: &str,
    cards: &CardIndex,
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
        ..Deck::new(Game::Kayou)
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
        for item in items.into_iter().filter(|item| !item.is_null()) {
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
                Ok(card) => deck.push_line(card, count, maybe),
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

/// A card as DreamTCG's deck JSON holds it: the fields of its card library (`parseCardData`),
/// plus `qty` in the Main and Scene Decks. The site's `loadDeck` looks the card up by `id` and
/// falls back to the object itself.
#[derive(Serialize)]
struct SiteCard {
    id: String,
    name: String,
    #[serde(rename = "type")]
    card_type: String,
    subtype: Vec<String>,
    color: String,
    cost: Option<u8>,
    power: Option<u8>,
    rarity: String,
    deck: String,
    story_stage: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    qty: Option<u32>,
}

#[derive(Serialize)]
struct DreamTcgDeck {
    #[serde(rename = "deckName")]
    deck_name: String,
    mc: OneOrMany,
    main: Vec<SiteCard>,
    scene: Vec<SiteCard>,
    story: Vec<Option<SiteCard>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    maybe: Vec<SiteCard>,
}

/// `mc`: one card object (or `null`), or a list for a deck the site cannot hold.
#[derive(Serialize)]
#[serde(untagged)]
enum OneOrMany {
    One(Option<SiteCard>),
    Many(Vec<SiteCard>),
}

fn site_card(entry: &DeckEntry, qty: Option<u32>, cards: &CardIndex) -> SiteCard {
    let record = cards.kayou_card(&entry.card_id);
    let card = record.and_then(Card::kayou);
    let rarity = record.map_or(String::new(), |c| {
        format!("{}{}", if c.id.is_shining() { "※" } else { "" }, c.rarity)
    });
    SiteCard {
        id: entry.card_id.to_string(),
        name: record
            .map(|r| {
                card.and_then(|c| c.name.clone())
                    .unwrap_or_else(|| r.name.clone())
            })
            .unwrap_or_default(),
        card_type: card.map_or("", |c| c.card_type.name()).to_string(),
        subtype: card.map_or(Vec::new(), |c| {
            c.keywords.iter().map(|k| k.as_str().to_string()).collect()
        }),
        color: card
            .and_then(|c| c.color)
            .map_or(String::new(), |c| c.name().to_string()),
        cost: record.and_then(|c| c.cost),
        power: card.and_then(|c| c.inspiration),
        rarity,
        deck: card.map_or(String::new(), |c| c.product.clone()),
        story_stage: card.and_then(|c| c.stage()).map(|s| s.roman().to_string()),
        qty,
    }
}

/// Prints a deck as DreamTCG's "Save deck" JSON: card objects, the Main Character as one object,
/// the Story as four slots by stage (I..IV, `null` where empty). Both [`parse_dreamtcg_json`]
/// and the site's `loadDeck` read it back to the same deck. A deck the site cannot hold (not one
/// Main Character, or Stories that are not one copy each of rising stages) is written so that
/// ponydeck reads it back exactly: `mc` as a list, `story` as card objects with `qty` in deck
/// order; the site misreads those, and our validator reports such a deck anyway.
pub fn print_dreamtcg_json(deck: &Deck, cards: &CardIndex) -> String {
    let with_qty = |entries: &[DeckEntry]| -> Vec<SiteCard> {
        entries
            .iter()
            .map(|e| site_card(e, Some(e.count), cards))
            .collect()
    };
    let mc = match deck.main_character.as_slice() {
        [] => OneOrMany::One(None),
        [one] if one.count == 1 => OneOrMany::One(Some(site_card(one, None, cards))),
        many => OneOrMany::Many(with_qty(many)),
    };
    let stages: Option<Vec<usize>> = deck
        .story
        .iter()
        .map(|e| {
            let stage = cards.kayou_card(&e.card_id)?.kayou()?.stage()?;
            (e.count == 1).then(|| usize::from(stage.number()).saturating_sub(1))
        })
        .collect();
    let story = match stages {
        Some(slots) if slots.windows(2).all(|w| w[0] < w[1]) && slots.iter().all(|&s| s < 4) => {
            let mut story: Vec<Option<SiteCard>> = (0..4).map(|_| None).collect();
            for (entry, slot) in deck.story.iter().zip(slots) {
                if let Some(place) = story.get_mut(slot) {
                    *place = Some(site_card(entry, None, cards));
                }
            }
            story
        }
        _ => with_qty(&deck.story).into_iter().map(Some).collect(),
    };
    let out = DreamTcgDeck {
        deck_name: deck.name.clone().unwrap_or_default(),
        mc,
        main: with_qty(&deck.main),
        scene: with_qty(&deck.scene),
        story,
        maybe: with_qty(&deck.maybe),
    };
    // Serializing plain structs of strings and numbers cannot fail.
    let mut text = serde_json::to_string_pretty(&out).unwrap_or_default();
    text.push('\n');
    text
}
