//! The Lorcana card pool of the shipped catalog (issue 45): sets 1-14 and the promos, every
//! printing with its rules text and found by text search, the data's fixes, and Core legality
//! read from the data (sets 9-14 today), not from a set list in code.

use crate::common;

use ponydeck::card::{CardId, Game};
use ponydeck::catalog::Catalog;
use ponydeck::deck::parse_game_list;
use ponydeck::format::{Format, validate_game};
use ponydeck::search::{Query, search};

fn catalog() -> Catalog {
    Catalog::open(&common::catalog_path()).unwrap()
}

fn id(text: &str) -> CardId {
    CardId::parse_in(Game::Lorcana, text).unwrap()
}

/// The longest word of a text made of letters only: a word the full-text index must know.
fn longest_word(text: &str) -> Option<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .max_by_key(|w| (w.chars().count(), *w))
        .map(str::to_string)
}

#[test]
fn the_catalog_holds_every_printing_of_sets_1_to_14_and_the_promos() {
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    assert_eq!(cards.len(), 3363);
    let in_set = |set: &str| cards.cards().iter().filter(|c| c.set_code == set).count();
    assert_eq!(in_set("13"), 245);
    assert_eq!(in_set("14"), 206);
    assert_eq!(in_set("D23"), 9);
}

#[test]
fn every_printing_has_its_rules_text_so_set_13_set_14_and_the_promos_are_searchable() {
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    assert!(cards.cards().iter().all(|c| c.text.is_some()));
    let mut checked = 0;
    for card in cards.cards() {
        let Some(word) = card.text.as_deref().and_then(longest_word) else {
            continue; // a vanilla character: its name is its only text
        };
        let found = catalog.full_text_search(Game::Lorcana, &word).unwrap();
        assert!(
            found.contains(&card.id),
            "{} ({}) is not found by the word '{word}' of its text",
            card.id,
            card.name
        );
        checked += 1;
    }
    assert!(checked > 3000, "only {checked} cards had a text word");
}

#[test]
fn the_search_box_finds_set_14_and_set_13_cards_by_their_text() {
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    for (query, wanted) in [
        ("o:Hyperia", "14-201"),
        ("Hyperia City Express", "14-201"),
        // 13-002 Ming Lee: the gallery's text, corrected to name Meilin Lee.
        ("o:Meilin s:13", "13-002"),
        // D23-013 Héctor Rivera - Gone to Pieces reprints 14-121.
        ("s:D23 Gone to Pieces", "D23-013"),
    ] {
        let parsed = Query::parse_in(Game::Lorcana, query).unwrap();
        let found: Vec<&str> = search(cards, &parsed)
            .iter()
            .map(|c| c.id.as_str())
            .collect();
        assert!(found.contains(&wanted), "{query}: {found:?}");
    }
}

#[test]
fn elsa_ice_maker_is_c2_006_and_11_103_reads_wreck_it_ralph() {
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    assert_eq!(
        cards.printing(&id("C2-006")).unwrap().name,
        "Elsa - Ice Maker"
    );
    assert_eq!(
        cards.printing(&id("C2-005")).unwrap().name,
        "Pegasus - Gift for Hercules"
    );
    assert_eq!(
        cards.printing(&id("11-103")).unwrap().name,
        "Wreck-It Ralph - Raging Wrecker"
    );
}

#[test]
fn core_is_sets_9_to_14_as_the_card_data_says() {
    // Tournament Rules 1.3.1.1: Core allows the sets in rotation; the data's `legal_core` flag
    // says which, so set 14 (released 2026-10-23) is in and set 8 (rotated 2026-07-17) is out.
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    let core = Format::lorcana_core();
    let verdict = |list: &str| {
        let parsed = parse_game_list(list, cards, &core).unwrap();
        validate_game(&parsed.deck, cards, &core)
    };
    let set_14 = cards.printing(&id("14-201")).unwrap();
    let with_14 = verdict(&format!("4 {}\n", set_14.name));
    assert!(!with_14.codes().contains(&"not-in-format"), "{with_14:#?}");
    let set_8_only = cards
        .cards()
        .iter()
        .find(|c| c.set_code == "8" && c.lorcana().is_some_and(|d| !d.legal_core))
        .unwrap();
    let with_8 = verdict(&format!("4 {}\n", set_8_only.id));
    assert!(with_8.codes().contains(&"not-in-format"), "{with_8:#?}");
    let core_sets: std::collections::BTreeSet<&str> = cards
        .cards()
        .iter()
        .filter(|c| c.set_code.parse::<u32>().is_ok())
        .filter(|c| c.lorcana().is_some_and(|d| d.legal_core))
        .filter(|c| cards.with_copy_key(&c.copy_key).len() == 1)
        .map(|c| c.set_code.as_str())
        .collect();
    assert_eq!(
        core_sets.into_iter().collect::<Vec<_>>(),
        ["10", "11", "12", "13", "14", "9"]
    );
}
