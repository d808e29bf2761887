//! The official Japanese card list merged into the catalog: BP03 stats and text, the promos and
//! ※ printings no English source has, Everyday Scenes, official stats checked against ours, the
//! Japanese name and text beside the English, and the English texts corrected from it.

use crate::common;

use std::collections::BTreeMap;

use common::{add, catalog_path, id, index, remove};
use ponydeck::card::{Card, CardType, Chip, Game, Rarity, TextOrigin};
use ponydeck::catalog::Catalog;
use ponydeck::collection::{Collection, Holding, completion, set_totals};
use ponydeck::deck::{Deck, Section};
use ponydeck::format::{RulesVersion, validate};
use ponydeck::search::{Query, search};

fn found(query: &str) -> Vec<String> {
    let cards = index();
    let query = Query::parse(query).unwrap();
    search(&cards, &query)
        .iter()
        .map(|c| c.id.as_str().to_string())
        .collect()
}

#[test]
fn every_printing_of_sd01_bp01_bp02_bp03_and_the_promos_has_its_stats() {
    let cards = index();
    let mut by_set: BTreeMap<&str, usize> = BTreeMap::new();
    for record in cards.cards() {
        let card = record.kayou().unwrap();
        *by_set.entry(record.set_code.as_str()).or_default() += 1;
        assert!(card.stats_known, "{} has no stats", record.id);
        if matches!(card.card_type, CardType::Character) {
            assert!(
                record.cost.is_some() && card.inspiration.is_some(),
                "{} lacks cost or Inspiration",
                record.id
            );
        }
        if matches!(card.card_type, CardType::Event | CardType::Item) {
            assert!(record.cost.is_some(), "{} lacks its cost", record.id);
        }
    }
    assert!(cards.len() >= 760, "{} printings", cards.len());
    for (set, n) in [
        ("SD01", 212),
        ("BP01", 173),
        ("BP02", 197),
        ("BP03", 190),
        ("PR", 6),
        ("TK", 3),
    ] {
        assert_eq!(by_set.get(set).copied(), Some(n), "{set}");
    }
}

#[test]
fn bp03_cards_have_the_official_cost_inspiration_keywords_and_english_text() {
    let cards = index();
    let record = cards.kayou_card(&id("BP03-CR01")).unwrap();
    let twilight = record.kayou().unwrap();
    assert_eq!((record.cost, twilight.inspiration), (Some(3), Some(4)));
    assert!(twilight.has_keyword("Nightmare Night"));
    assert!(twilight.has_keyword("Unicorn"));
    assert!(!twilight.type_inferred);
    assert_eq!(twilight.text_origin, TextOrigin::Ponydeck);
    assert!(twilight.has_chip(Chip::EatTreat));
    assert!(
        twilight
            .ability_ja
            .as_deref()
            .unwrap()
            .contains("キャンディ")
    );
    let text = record.text.as_deref().unwrap();
    assert!(text.contains("Treat"), "{text}");
    // Every BP03 card the official list gives text has English text, marked as ponydeck's.
    for record in cards.cards().iter().filter(|c| c.set_code == "BP03") {
        let card = record.kayou().unwrap();
        assert_eq!(
            record.text.is_some(),
            card.ability_ja.is_some(),
            "{}",
            record.id
        );
        if record.text.is_some() {
            assert_eq!(card.text_origin, TextOrigin::Ponydeck, "{}", record.id);
        }
    }
}

#[test]
fn new_bp03_keywords_have_english_names() {
    assert!(!found("k:alicorn s:bp03").is_empty());
    assert!(!found("k:changeling").is_empty());
    assert_eq!(found("k:\"nightmare night\"").len(), 29);
}

#[test]
fn the_four_unnamed_bp03_stories_get_their_names_and_stages() {
    let cards = index();
    for (card_id, stage) in [
        ("BP03-C37", 1),
        ("BP03-C38", 2),
        ("BP03-C39", 3),
        ("BP03-C40", 4),
    ] {
        let card = cards.kayou_card(&id(card_id)).unwrap().kayou().unwrap();
        let story = card.story.as_ref().unwrap();
        assert_eq!(story.title, "Applejack and the Missing Moonlight Map");
        assert!(!story.subtitle.is_empty(), "{card_id}");
        assert_eq!(card.stage().map(|s| s.number()), Some(stage));
        assert!(card.name_ja.as_deref().unwrap().contains("——"));
    }
    let c43 = cards.kayou_card(&id("BP03-C43")).unwrap().kayou().unwrap();
    assert_eq!(
        c43.story.as_ref().unwrap().subtitle,
        "The Captain's Disguise"
    );
}

/// A legal all-BP03 deck: 50 Main, 15 Scene, a four-stage Story and a Main Character (102).
fn bp03_deck() -> Deck {
    let mut deck = Deck::new(Game::Kayou);
    for n in 1..=12 {
        add(&mut deck, Section::Main, &format!("BP03-C{n:02}"), 4);
    }
    add(&mut deck, Section::Main, "BP03-C13", 2);
    add(&mut deck, Section::Scene, "BP03-ER01-A", 8);
    add(&mut deck, Section::Scene, "BP03-ER02-B", 7);
    for n in 25..=28 {
        add(&mut deck, Section::Story, &format!("BP03-C{n}"), 1);
    }
    add(&mut deck, Section::MainCharacter, "BP03-RR01", 1);
    deck
}

#[test]
fn a_bp03_deck_validates_under_both_rules_versions() {
    let cards = index();
    for version in RulesVersion::ALL {
        let result = validate(&bp03_deck(), &cards, version);
        assert!(result.legal, "{version}: {:?}", result.violations);
        assert!(result.warnings.is_empty(), "{:?}", result.warnings);
    }
}

#[test]
fn six_copies_of_a_bp02_scene_are_legal_because_every_scene_is_everyday_rule_102_1_2() {
    let cards = index();
    let mut deck = bp03_deck();
    remove(&mut deck, Section::Scene, "BP03-ER02-B", 7);
    add(&mut deck, Section::Scene, "BP02-ER03", 6);
    add(&mut deck, Section::Scene, "※BP02-ER03N", 1);
    let result = validate(&deck, &cards, RulesVersion::V1_3_0);
    assert!(result.legal, "{:?}", result.violations);
    for (record, card) in cards
        .cards()
        .iter()
        .map(|c| (c, c.kayou().unwrap()))
        .filter(|(_, c)| c.card_type == CardType::Scene)
    {
        assert!(card.everyday, "{} is not Everyday", record.id);
        assert!(
            card.notes
                .iter()
                .any(|n| n.starts_with("Everyday (102.1.2)")),
            "{} has no reason for its Everyday mark",
            record.id
        );
    }
    assert_eq!(found("is:everyday s:bp02").len(), 18);
}

#[test]
fn bp02_u13_has_the_official_cost_9_and_inspiration_8() {
    let cards = index();
    let spike = cards.kayou_card(&id("BP02-U13")).unwrap();
    assert_eq!(
        (spike.cost, spike.kayou().unwrap().inspiration),
        (Some(9), Some(8))
    );
    let catalog = Catalog::open(&catalog_path()).unwrap();
    let fixes = catalog.fixes(Game::Kayou, &spike.id).unwrap();
    assert!(
        fixes
            .iter()
            .any(|[field, before, after, reason]| field == "cost"
                && before == "8"
                && after == "9"
                && reason.contains("official Japanese card list")),
        "{fixes:?}"
    );
}

#[test]
fn the_promos_are_found_by_s_pr_with_their_own_stats() {
    let promos = found("s:pr");
    assert!(promos.contains(&"PR01".to_string()), "{promos:?}");
    assert!(promos.contains(&"※BP02-CR01-PR".to_string()), "{promos:?}");
    let cards = index();
    let record = cards.kayou_card(&id("PR01")).unwrap();
    let pr01 = record.kayou().unwrap();
    assert_eq!(pr01.name.as_deref(), Some("Twilight Sparkle"));
    assert_eq!((record.cost, pr01.inspiration), (Some(7), Some(8)));
    assert!(pr01.has_keyword("Alicorn"));
    assert_eq!(pr01.rarity, Rarity::PR);
    assert_eq!(record.text, None);
    // The PR reprint shares its card number with BP02-CR01 (102.1.1).
    let reprint = cards.kayou_card(&id("※BP02-CR01-PR")).unwrap();
    assert_eq!(reprint.id.number(), id("BP02-CR01").number());
    assert_eq!(cards.with_copy_key(&reprint.copy_key).len(), 3);
}

#[test]
fn cheap_bp03_characters_are_found_by_cost() {
    let cheap = found("s:bp03 t:character c<=2");
    assert!(!cheap.is_empty());
    let cards = index();
    assert!(
        cheap
            .iter()
            .all(|c| cards.kayou_card(&id(c)).unwrap().cost <= Some(2))
    );
}

#[test]
fn the_bp02_shining_printings_and_the_treat_token_are_in_the_catalog() {
    let cards = index();
    for printing in [
        "※BP02-ER01D",
        "※BP02-ER06N",
        "※BP02-CR12",
        "※BP02-GR06",
        "※BP02-RR01",
        "※BP02-SPR26",
        "※SD01-CR01",
    ] {
        let card = cards.kayou_card(&id(printing)).unwrap();
        assert!(card.id.is_shining(), "{printing}");
        let base = cards.with_copy_key(&card.copy_key)[0];
        assert_eq!(
            card.kayou().unwrap().name,
            base.kayou().unwrap().name,
            "{printing}"
        );
        assert_eq!(card.text, base.text, "{printing}");
    }
    let treat = cards.kayou_card(&id("TK-01-A")).unwrap().kayou().unwrap();
    assert_eq!(treat.card_type, CardType::Token);
    assert_eq!(treat.name.as_deref(), Some("Treat"));
    assert_eq!(treat.rarity, Rarity::TK);
}

#[test]
fn a_japanese_name_finds_its_card_with_or_without_the_name_dot() {
    let with_dot = found("トワイライト・スパークル s:bp01 t:character");
    let without = found("トワイライトスパークル s:bp01 t:character");
    assert!(with_dot.contains(&"BP01-C01".to_string()), "{with_dot:?}");
    assert_eq!(with_dot, without);
    assert!(found("ゴールデン・オーク図書館").contains(&"SD01-ER01".to_string()));
    assert!(found("o:キャンディ").len() > 20);
}

#[test]
fn the_trigram_index_finds_japanese_words_without_spaces() {
    let catalog = Catalog::open(&catalog_path()).unwrap();
    let found = catalog.full_text_search(Game::Kayou, "キャンディ").unwrap();
    assert!(found.contains(&id("BP03-CR01")), "{found:?}");
    let short = catalog.full_text_search(Game::Kayou, "図書館").unwrap();
    assert!(short.contains(&id("SD01-ER01")), "{short:?}");
    let two = catalog.full_text_search(Game::Kayou, "休憩").unwrap();
    assert!(!two.is_empty());
}

/// The English texts corrected from the official Japanese text: one row per card, naming what
/// the corrected text must say (ABILITIES.md §2.2 and the review of every other text).
const CORRECTED: &[(&str, &str)] = &[
    ("BP02-ER01", "[Inspo Boost] Your 「Twilight Sparkle」"),
    ("BP02-ER06", "[Inspo Boost] Your 「Rarity」"),
    ("BP02-C05", "[Adventure]"),
    ("BP02-C27", "top 3 cards"),
    ("BP02-C33", "face down"),
    ("BP02-SPR19", "+2 Inspiration"),
    ("BP02-SPR21", "[Pre-plan]"),
    ("BP02-SPR27", "[Pre-plan]"),
    ("BP02-SPR23", "[Adventure] [Tap]"),
    ("BP02-SPR01", "Only use when"),
    ("BP02-SPR17", "Only use when"),
    ("BP02-CR06", "6 or more"),
    ("BP02-SR01", "+1 Inspiration"),
    ("BP02-SR12", "tapped"),
    ("BP02-SPR09", "tapped"),
    ("BP02-CR08", "Adventure Area"),
    ("BP02-GR04", "bottom"),
    ("SD01E-C07", "Inspiration 2 or less"),
    ("SD01E-C08", "「Rainbow Dash」"),
    ("SD01F-C07", "all Characters in your Adventure Area"),
    ("BP01-SPR10", "or more"),
    ("BP02-U13", "from Hand"),
];

#[test]
fn each_corrected_text_says_what_the_official_text_says() {
    let cards = index();
    for (card_id, must_say) in CORRECTED {
        let record = cards.kayou_card(&id(card_id)).unwrap();
        let card = record.kayou().unwrap();
        let text = record.text.as_deref().unwrap_or("");
        assert!(
            text.contains(must_say),
            "{card_id} should say {must_say:?}: {text}"
        );
        assert_eq!(card.text_origin, TextOrigin::Corrected, "{card_id}");
        assert!(card.ability_ja.is_some(), "{card_id}");
    }
    // The BP02 Scenes now carry their Inspo Boost chip, so the engine can offer it (404.3.1).
    assert!(
        cards
            .kayou_card(&id("BP02-ER03"))
            .and_then(Card::kayou)
            .unwrap()
            .has_chip(Chip::InspoBoost)
    );
}

#[test]
fn every_correction_in_the_data_took_effect_and_names_its_card() {
    let corrections: Vec<serde_json::Value> = serde_json::from_str(
        &std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("assets/catalog/corrections.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let cards = index();
    let mut official = 0;
    for correction in &corrections {
        let card_id = correction["id"].as_str().unwrap();
        if correction["field"] != "ability" || correction["source"] != "official-ja" {
            continue;
        }
        official += 1;
        let card = cards.kayou_card(&id(card_id)).unwrap().kayou().unwrap();
        assert_eq!(card.text_origin, TextOrigin::Corrected, "{card_id}");
        assert_eq!(
            card.text_disputed,
            correction["disputed"] == true,
            "{card_id}"
        );
    }
    assert!(
        official >= 80,
        "{official} corrections from the official text"
    );
}

#[test]
fn disputed_translations_are_flagged_with_both_texts_and_the_reading_chosen() {
    let cards = index();
    for card_id in ["BP02-SR08", "BP01-SPR23", "SD01-SPR07"] {
        let card = cards.kayou_card(&id(card_id)).unwrap().kayou().unwrap();
        assert!(card.text_disputed, "{card_id}");
        assert!(card.shows_official_text(), "{card_id}");
        assert!(
            card.notes
                .iter()
                .any(|n| n.starts_with("translation disputed")),
            "{card_id}"
        );
    }
}

#[test]
fn set_completion_counts_bp03_and_the_promos() {
    let cards = index();
    let collection = Collection::from_holdings([
        (id("PR01"), Holding::owned(1)),
        (id("BP03-C01"), Holding::owned(2)),
        (id("※BP02-CR01-PR"), Holding::owned(1)),
    ]);
    let report = set_totals(&completion(&collection, &cards));
    let pr = report.iter().find(|s| s.set_code == "PR").unwrap();
    assert_eq!((pr.numbers.owned, pr.numbers.total), (1, 6));
    let bp03 = report.iter().find(|s| s.set_code == "BP03").unwrap();
    assert_eq!((bp03.numbers.owned, bp03.numbers.total), (1, 140));
    // The PR reprint of ※BP02-CR01 is a printing of the BP02 card number, counted once.
    let bp02 = report.iter().find(|s| s.set_code == "BP02").unwrap();
    assert_eq!((bp02.numbers.owned, bp02.numbers.total), (1, 144));
    assert_eq!(bp02.with_shining.total, 197);
}
