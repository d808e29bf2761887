//! DreamTCG interop, proven against the site's own reader (Additions 1.1, "Deck lists: DreamTCG
//! text as the site writes it"). The fixtures in `tests/fixtures/decks/dreamtcg_site/` are the
//! site's own output for the six starters (see its README). `site` below is a line-by-line port
//! of the site's importers (`_parseAndLoadDeckText` and `loadDeck` in DreamTCG/MLP-DB
//! `deckbuilder/index.html`): what the site holds after reading a text or JSON.

use crate::common;

use std::collections::BTreeMap;
use std::sync::OnceLock;

use common::index;
use ponydeck::card::{CardId, CardIndex};
use ponydeck::deck::{Deck, DeckFormat, Section, export, import, starters};
use ponydeck::format::{RulesVersion, validate};

fn cards() -> &'static CardIndex {
    static CARDS: OnceLock<CardIndex> = OnceLock::new();
    CARDS.get_or_init(index)
}

fn site_fixture(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/decks/dreamtcg_site")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

/// The port of the site's deck importers.
mod site {
    use super::*;

    /// What the site's deck builder holds: `state.mc`, `state.main`, `state.scene`,
    /// `state.story` (four tiers) and the deck-name field.
    #[derive(Debug, Default, PartialEq, Eq)]
    pub struct Held {
        pub name: Option<String>,
        pub mc: Option<String>,
        pub main: Vec<(String, u32)>,
        pub scene: Vec<(String, u32)>,
        pub story: [Option<String>; 4],
    }

    /// `libMap[id]`: the site keys its library by the exact ID string.
    fn known(id: &str) -> bool {
        CardId::parse(id)
            .ok()
            .and_then(|card_id| cards().kayou_card(&card_id))
            .is_some_and(|card| card.id.as_str() == id)
    }

    /// `line.match(/^(.+?)\s*\(([^)]+)\)\s*$/)`: the text before the last `(...)` and its ID.
    fn name_and_id(line: &str) -> Option<(&str, &str)> {
        let body = line.strip_suffix(')')?;
        let open = body.rfind('(')?;
        let id = body.get(open + 1..)?;
        let name = body.get(..open)?.trim_end();
        (!id.is_empty() && !id.contains(')') && !name.is_empty()).then_some((name, id))
    }

    /// `_parseAndLoadDeckText(text)`.
    pub fn read_text(text: &str) -> Held {
        #[derive(PartialEq)]
        enum In {
            Nothing,
            Mc,
            Main,
            Scene,
            Story,
        }
        let mut held = Held::default();
        let mut section = In::Nothing;
        for raw in text.split('\n') {
            let line = raw.trim();
            if line.is_empty() {
                continue;
            }
            if line.starts_with("===") && line.ends_with("===") {
                held.name = Some(
                    line.trim_start_matches('=')
                        .trim_end_matches('=')
                        .trim()
                        .to_string(),
                );
                continue;
            }
            if line.starts_with("[Main Character]") {
                section = In::Mc;
                continue;
            }
            if line.starts_with("[Main Deck") {
                section = In::Main;
                continue;
            }
            if line.starts_with("[Scene Deck]") {
                section = In::Scene;
                continue;
            }
            if line.starts_with("[Story Deck]") {
                section = In::Story;
                continue;
            }
            match section {
                In::Nothing => {}
                In::Mc => {
                    if let Some((_, id)) = name_and_id(line)
                        && known(id)
                    {
                        held.mc = Some(id.to_string());
                    }
                }
                In::Story => {
                    // /^Tier\s+(I{1,4}|IV):\s*(.+?)\s*\(([^)]+)\)\s*$/i
                    let Some(rest) = line
                        .get(..4)
                        .filter(|t| t.eq_ignore_ascii_case("tier"))
                        .and_then(|_| line.get(4..))
                    else {
                        continue;
                    };
                    let rest = rest.trim_start();
                    let Some((tier, card)) = rest.split_once(':') else {
                        continue;
                    };
                    let slot = match tier.to_uppercase().as_str() {
                        "I" => 0,
                        "II" => 1,
                        "III" => 2,
                        "IV" => 3,
                        _ => continue,
                    };
                    if let Some((_, id)) = name_and_id(card.trim_start())
                        && known(id)
                    {
                        held.story[slot] = Some(id.to_string());
                    }
                }
                In::Main | In::Scene => {
                    // /^(\d+)x\s+(.+?)\s*\(([^)]+)\)\s*$/
                    let Some((count, rest)) = line.split_once("x") else {
                        continue;
                    };
                    let Ok(qty) = count.parse::<u32>() else {
                        continue;
                    };
                    if !count.chars().all(|c| c.is_ascii_digit())
                        || !rest.starts_with(char::is_whitespace)
                    {
                        continue;
                    }
                    let Some((_, id)) = name_and_id(rest.trim_start()) else {
                        continue;
                    };
                    if !known(id) {
                        continue;
                    }
                    let (list, cap) = if section == In::Main {
                        (&mut held.main, 4)
                    } else {
                        (&mut held.scene, u32::MAX)
                    };
                    match list.iter_mut().find(|(e, _)| e == id) {
                        Some((_, q)) => *q = (*q + qty).min(cap),
                        None => list.push((id.to_string(), qty.min(cap))),
                    }
                }
            }
        }
        held
    }

    /// `loadDeck(input)`: `mc` must be an object (`data.mc.id`), the lists objects with `qty`,
    /// `story` four slots by position.
    pub fn read_json(text: &str) -> Result<Held, String> {
        let data: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let id_of = |card: &serde_json::Value| -> Result<String, String> {
            card.get("id")
                .and_then(|id| id.as_str())
                .map(str::to_string)
                .ok_or_else(|| format!("{card} is not a card object: data.mc.id is undefined"))
        };
        let mut held = Held {
            name: data
                .get("deckName")
                .and_then(|n| n.as_str())
                .filter(|n| !n.is_empty())
                .map(str::to_string),
            ..Held::default()
        };
        if let Some(mc) = data.get("mc").filter(|mc| !mc.is_null()) {
            held.mc = Some(id_of(mc)?);
        }
        for (key, list) in [("main", &mut held.main), ("scene", &mut held.scene)] {
            for card in data
                .get(key)
                .and_then(|l| l.as_array())
                .into_iter()
                .flatten()
            {
                if card.is_null() {
                    continue;
                }
                let qty = card
                    .get("qty")
                    .and_then(|q| q.as_u64())
                    .ok_or_else(|| format!("{card} has no qty"))?;
                list.push((id_of(card)?, u32::try_from(qty).map_err(|e| e.to_string())?));
            }
        }
        for (slot, card) in data
            .get("story")
            .and_then(|l| l.as_array())
            .into_iter()
            .flatten()
            .enumerate()
        {
            if card.is_null() {
                continue;
            }
            let Some(place) = held.story.get_mut(slot) else {
                return Err(format!("story slot {slot} is past Tier IV"));
            };
            *place = Some(id_of(card)?);
        }
        Ok(held)
    }

    /// What the site would hold for one of our decks, if it read it perfectly.
    pub fn expected(deck: &Deck) -> Held {
        let list = |section: Section| {
            deck.section(section)
                .iter()
                .map(|e| (e.card_id.to_string(), e.count))
                .collect()
        };
        let mut story: [Option<String>; 4] = Default::default();
        for entry in &deck.story {
            let card = cards().kayou_card(&entry.card_id).unwrap().kayou().unwrap();
            let stage = card.stage().unwrap().number() as usize;
            story[stage - 1] = Some(entry.card_id.to_string());
        }
        Held {
            name: deck.name.clone(),
            mc: deck.main_character.first().map(|e| e.card_id.to_string()),
            main: list(Section::Main),
            scene: list(Section::Scene),
            story,
        }
    }
}

/// The same cards in each section, whatever the order of the lines.
fn same_cards(a: &site::Held, b: &site::Held) -> bool {
    let sorted = |l: &[(String, u32)]| l.iter().cloned().collect::<BTreeMap<_, _>>();
    a.name == b.name
        && a.mc == b.mc
        && a.story == b.story
        && sorted(&a.main) == sorted(&b.main)
        && sorted(&a.scene) == sorted(&b.scene)
}

fn sorted_deck(deck: &Deck) -> Deck {
    let mut deck = deck.clone();
    for section in Section::ALL {
        deck.section_mut(section)
            .sort_by(|a, b| a.card_id.cmp(&b.card_id));
    }
    deck
}

#[test]
fn the_six_starters_as_the_site_exports_them_import_legal_with_their_names() {
    for starter in starters() {
        let code = starter.code.to_lowercase();
        for (file, format) in [
            (format!("{code}.txt"), DeckFormat::DreamTcgText),
            (format!("{code}.json"), DeckFormat::DreamTcgJson),
        ] {
            let imported = import(&site_fixture(&file), cards()).unwrap();
            assert_eq!(imported.format, format, "{file}");
            assert_eq!(imported.deck.name, starter.deck.name, "{file}");
            assert!(
                imported.warnings.is_empty(),
                "{file}: {:?}",
                imported.warnings
            );
            assert_eq!(
                sorted_deck(&imported.deck),
                sorted_deck(&starter.deck),
                "{file}"
            );
            let result = validate(&imported.deck, cards(), RulesVersion::default());
            assert!(result.legal, "{file}: {:?}", result.violations);
        }
    }
}

#[test]
fn the_port_of_the_site_reader_reads_the_site_fixtures_as_the_starters() {
    for starter in starters() {
        let code = starter.code.to_lowercase();
        let expected = site::expected(&starter.deck);
        let text = site::read_text(&site_fixture(&format!("{code}.txt")));
        assert!(same_cards(&text, &expected), "{code}.txt: {text:?}");
        let json = site::read_json(&site_fixture(&format!("{code}.json"))).unwrap();
        assert!(same_cards(&json, &expected), "{code}.json: {json:?}");
    }
}

#[test]
fn our_dreamtcg_exports_of_the_starters_read_back_in_the_site_reader_to_the_same_deck() {
    for starter in starters() {
        let expected = site::expected(&starter.deck);
        let text = export(&starter.deck, DeckFormat::DreamTcgText, cards());
        let held = site::read_text(&text);
        assert!(
            same_cards(&held, &expected),
            "{}: {held:?}\n{text}",
            starter.code
        );
        let json = export(&starter.deck, DeckFormat::DreamTcgJson, cards());
        let held = site::read_json(&json).unwrap();
        assert!(same_cards(&held, &expected), "{}: {held:?}", starter.code);
    }
}

#[test]
fn our_dreamtcg_text_export_has_exactly_the_lines_the_site_writes() {
    // The site sorts its Main Deck by rarity; we keep the deck's own order (it is the draw order
    // of `--no-shuffle`). Apart from that order the text is the site's, line for line.
    for starter in starters() {
        let code = starter.code.to_lowercase();
        let ours = export(&starter.deck, DeckFormat::DreamTcgText, cards());
        let theirs = site_fixture(&format!("{code}.txt"));
        let lines = |t: &str| {
            let mut l: Vec<String> = t.split('\n').map(str::to_string).collect();
            l.sort();
            l
        };
        assert_eq!(lines(&ours), lines(&theirs), "{code}");
        let first = |t: &str| t.lines().take(4).collect::<Vec<_>>().join("\n");
        assert_eq!(first(&ours), first(&theirs), "{code}");
    }
}

#[test]
fn our_dreamtcg_exports_read_back_in_ponydeck_to_the_identical_deck() {
    for starter in starters() {
        for format in [DeckFormat::DreamTcgText, DeckFormat::DreamTcgJson] {
            let text = export(&starter.deck, format, cards());
            let back = import(&text, cards()).unwrap();
            assert_eq!(back.format, format);
            assert!(back.warnings.is_empty(), "{:?}", back.warnings);
            assert_eq!(back.deck, starter.deck, "{} {format}", starter.code);
        }
    }
}

#[test]
fn a_maybe_list_survives_our_reader_and_is_skipped_by_the_site_reader() {
    let mut deck = starters().remove(0).deck;
    deck.add_to(Section::Maybe, &CardId::parse("BP01-C01").unwrap(), 2);
    let text = export(&deck, DeckFormat::DreamTcgText, cards());
    assert_eq!(import(&text, cards()).unwrap().deck, deck);
    let mut without = deck.clone();
    without.maybe.clear();
    assert!(same_cards(
        &site::read_text(&text),
        &site::expected(&without)
    ));
    // Even a deck with no Story: the Maybe lines never land in the Scene Deck.
    let mut no_story = deck.clone();
    no_story.story.clear();
    let text = export(&no_story, DeckFormat::DreamTcgText, cards());
    let held = site::read_text(&text);
    assert_eq!(held.scene, [("SD01-ER01".to_string(), 15)]);
    assert_eq!(held.story, [None, None, None, None]);
}

#[test]
fn the_site_title_line_names_the_deck_and_a_countless_main_character_line_is_one_copy() {
    let text = "=== Friendship Rush ===\n\n[Main Character]\nTwilight Sparkle (SD01-RR01)\n";
    let deck = import(text, cards()).unwrap().deck;
    assert_eq!(deck.name.as_deref(), Some("Friendship Rush"));
    assert_eq!(deck.count(Section::MainCharacter), 1);
}

#[test]
fn a_site_name_that_does_not_match_its_id_is_a_warning_and_the_id_decides() {
    let text = site_fixture("sd01a.txt").replace(
        "4x Owlowiscious (SD01A-C05)",
        "4x Twilight Sparkle (SD01A-C05)",
    );
    let imported = import(&text, cards()).unwrap();
    assert_eq!(imported.warnings.len(), 1);
    assert_eq!(imported.warnings[0].line, 17);
    assert_eq!(
        imported
            .deck
            .copies_in(Section::Main, &CardId::parse("SD01A-C05").unwrap()),
        4
    );
}

#[test]
fn bare_ids_for_the_main_character_are_not_what_the_site_reads() {
    // Why our JSON writes card objects: the site reads `data.mc.id`.
    assert!(site::read_json(r#"{"deckName": "x", "mc": "SD01-RR01"}"#).is_err());
    let ours = export(
        &starters().remove(0).deck,
        DeckFormat::DreamTcgJson,
        cards(),
    );
    let value: serde_json::Value = serde_json::from_str(&ours).unwrap();
    assert_eq!(value["mc"]["id"], "SD01-RR01");
    assert_eq!(value["mc"]["type"], "Main Character");
    assert_eq!(value["story"].as_array().unwrap().len(), 4);
    assert_eq!(value["story"][2]["story_stage"], "III");
}
