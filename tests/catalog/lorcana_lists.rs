//! Lorcana deck lists in the shapes players paste (shared/design/CLI.md, Additions 1.2, "The
//! other games at the table"), proven on lists taken from where they were published
//! (`tests/fixtures/games/lorcana/README.md` names each source): the 2026 tournament lists of
//! inkdecks as a public scraper stores them, the official starter decks of sets 9, 10 and 12 as
//! LorcanaJSON lists them, Dreamborn's Tabletop Simulator export, Dreamborn's text and the deck
//! code. A bad line never stops the rest: it is named with its "did you mean".

use crate::common;

use std::collections::BTreeMap;
use std::path::PathBuf;

use ponydeck::card::{CardIndex, Game};
use ponydeck::catalog::Catalog;
use ponydeck::deck::{
    Deck, DeckFormat, DeckLineProblem, Section, export, import, import_keeping_good_lines,
    read_game_list,
};
use ponydeck::format::{Format, validate_game};

fn fixture(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/games")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn catalog() -> Catalog {
    Catalog::open(&common::catalog_path()).unwrap()
}

/// The deck's Main section by copy key (full name, 1.10.1.1): what every rule counts.
fn by_name(deck: &Deck, cards: &CardIndex) -> BTreeMap<String, u32> {
    let mut out = BTreeMap::new();
    for entry in deck.section(Section::Main) {
        *out.entry(cards.copy_key_of(&entry.card_id)).or_insert(0) += entry.count;
    }
    out
}

const TOURNAMENT_LISTS: [&str; 8] = [
    "inkdecks_2026_amber-emerald_c1bad0bb.json",
    "inkdecks_2026_emerald-sapphire_17274798.json",
    "inkdecks_2026_amber-amethyst_6f8c501a.json",
    "inkdecks_2026_amber-steel_5ab16418.json",
    "inkdecks_2026_amethyst-ruby_8e44811c.json",
    "inkdecks_2026_amethyst-steel_56425e61.json",
    "inkdecks_2026_amethyst-sapphire_200a6b49.json",
    "inkdecks_2026_amber-ruby_950a0f54.json",
];

const STARTER_DECKS: [&str; 6] = [
    "starter_s9_princess_power.json",
    "starter_s9_standout_headliners.json",
    "starter_s10_spectacular_specters.json",
    "starter_s10_on_the_case.json",
    "starter_s12_playful_teamwork.json",
    "starter_s12_daring_heroics.json",
];

#[test]
fn the_eight_tournament_lists_of_2026_import_as_published_and_are_infinity_not_core_today() {
    // Played in spring 2026 under the Core of then (sets 5-11); sets 5-8 rotated out on
    // 2026-07-17, so each is legal in Infinity (Tournament Rules 1.3.1.2) and not in Core
    // (1.3.1.1), and only for cards whose every printing is in sets 1-8.
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    for name in TOURNAMENT_LISTS {
        let text = fixture(&format!("lorcana/{name}"));
        let imported = import(&text, cards).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert_eq!(
            imported
                .deck
                .section(Section::Main)
                .iter()
                .map(|e| e.count)
                .sum::<u32>(),
            60,
            "{name}"
        );
        let infinity = validate_game(&imported.deck, cards, &Format::lorcana_infinity());
        assert!(infinity.legal, "{name}: {infinity:#?}");
        let core = validate_game(&imported.deck, cards, &Format::lorcana_core());
        assert!(!core.legal, "{name}");
        assert!(
            core.codes().iter().all(|c| *c == "not-in-format"),
            "{name}: {core:#?}"
        );
        for violation in &core.violations {
            for card in &violation.cards {
                let id = ponydeck::card::CardId::parse_in(Game::Lorcana, card).unwrap();
                let printings = cards.with_copy_key(&cards.copy_key_of(&id));
                assert!(
                    !printings.is_empty()
                        && !printings
                            .iter()
                            .any(|c| c.set_code.parse::<u32>().is_ok_and(|s| s >= 9)),
                    "{name}: {card} is refused in Core but has a printing of a Core set"
                );
            }
        }
    }
}

#[test]
fn the_six_starter_decks_of_sets_9_10_and_12_import_from_lorcanajson_and_are_core_legal() {
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    for name in STARTER_DECKS {
        let text = fixture(&format!("lorcana/{name}"));
        let imported = import(&text, cards).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert!(
            imported.deck.name.is_some(),
            "{name}: the deck keeps its English name"
        );
        let core = validate_game(&imported.deck, cards, &Format::lorcana_core());
        assert!(core.legal, "{name}: {core:#?}");
        let deck = core
            .counts
            .iter()
            .find(|c| c.key == "deck")
            .map(|c| c.count);
        assert_eq!(deck, Some(60), "{name}");
    }
}

#[test]
fn dreamborns_tabletop_simulator_export_is_read_with_names_written_without_apostrophes() {
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    let text = fixture("lorcana/dreamborn_tts_all_cards_5.json");
    let imported = import(&text, cards).unwrap_or_else(|e| panic!("{e:?}"));
    let names = by_name(&imported.deck, cards);
    assert_eq!(names.values().sum::<u32>(), 96);
    // `Tianas Palace - Jazz Restaurant`, `Chernabogs Followers - Creatures of Evil`.
    assert_eq!(
        names
            .get("Tiana’s Palace - Jazz Restaurant")
            .or(names.get("Tiana's Palace - Jazz Restaurant")),
        Some(&1)
    );
    assert!(
        names
            .keys()
            .any(|n| n.starts_with("Chernabog") && n.contains("Followers"))
    );
    // The image names the printing: Dalmatian Puppy's `003-004a` is 3-004a, not another
    // of the five arts.
    let puppy = imported
        .deck
        .section(Section::Main)
        .iter()
        .find(|e| cards.copy_key_of(&e.card_id) == "Dalmatian Puppy - Tail Wagger")
        .map(|e| e.card_id.to_string());
    assert_eq!(puppy.as_deref(), Some("3-004a"));
}

#[test]
fn dreamborn_text_reads_name_comma_version_and_the_enchanted_marker() {
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    let imported = import(&fixture("lorcana_dreamborn_export.txt"), cards).unwrap();
    let names = by_name(&imported.deck, cards);
    assert_eq!(names.get("Elsa - Spirit of Winter"), Some(&1));
    assert_eq!(names.get("Merlin - Goat"), Some(&4));
    // `*E*` asks for the Enchanted art: the Enchanted printing where the catalog has one.
    let anna = imported
        .deck
        .section(Section::Main)
        .iter()
        .find(|e| cards.copy_key_of(&e.card_id) == "Anna - True-Hearted")
        .and_then(|e| cards.printing(&e.card_id))
        .unwrap();
    let enchanted_exists = cards
        .named("Anna - True-Hearted")
        .iter()
        .any(|c| c.rarity.eq_ignore_ascii_case("enchanted"));
    assert_eq!(
        anna.rarity.eq_ignore_ascii_case("enchanted"),
        enchanted_exists
    );
}

#[test]
fn the_deck_code_reads_as_the_list_it_encodes() {
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    let code = import(
        &fixture("lorcana/deck_code_derived_amber-steel_5ab16418.txt"),
        cards,
    )
    .unwrap();
    assert_eq!(code.format, DeckFormat::DeckCode);
    let list = import(
        &fixture("lorcana/inkdecks_2026_amber-steel_5ab16418.json"),
        cards,
    )
    .unwrap();
    assert_eq!(by_name(&code.deck, cards), by_name(&list.deck, cards));
}

#[test]
fn dreamborn_text_and_the_deck_code_export_and_read_back_to_the_same_cards() {
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    for name in TOURNAMENT_LISTS.iter().chain(STARTER_DECKS.iter()) {
        let deck = import(&fixture(&format!("lorcana/{name}")), cards)
            .unwrap()
            .deck;
        for format in [DeckFormat::SiteList, DeckFormat::DeckCode] {
            let text = export(&deck, format, cards);
            let back = import(&text, cards).unwrap_or_else(|e| panic!("{name} {format}: {e:?}"));
            assert_eq!(back.format, format, "{name}");
            assert_eq!(
                by_name(&back.deck, cards),
                by_name(&deck, cards),
                "{name} {format}"
            );
        }
        // Dreamborn's text names the printing's own name and version: the same printings.
        let text = export(&deck, DeckFormat::SiteList, cards);
        let back = import(&text, cards).unwrap().deck;
        assert_eq!(
            back.section(Section::Main).len(),
            deck.section(Section::Main).len(),
            "{name}"
        );
    }
    assert_eq!(DeckFormat::parse("dreamborn"), Some(DeckFormat::SiteList));
    assert_eq!(DeckFormat::parse("deck-code"), Some(DeckFormat::DeckCode));
}

/// The contract's other shapes. No list exported by TCG Online or Lorcanito was found in public
/// repositories (see the fixtures' README), so these lines follow the shapes CLI.md names.
#[test]
fn tcg_online_one_line_lists_rarity_suffixes_and_a_maybeboard_are_read() {
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    let core = Format::lorcana_core();
    let one_line = read_game_list(
        "Elsa - Spirit of Winter:2,Malicious, Mean, and Scary:3\n",
        cards,
        &core,
    );
    assert!(one_line.errors.is_empty(), "{:?}", one_line.errors);
    let names = by_name(&one_line.deck, cards);
    assert_eq!(names.get("Elsa - Spirit of Winter"), Some(&2));
    assert_eq!(names.get("Malicious, Mean, and Scary"), Some(&3));

    let suffixes = read_game_list(
        "1 Elsa - Spirit of Winter (ENCHANTED)\n2 Stitch - Rock Star (PROMO)\n--- MAYBEBOARD ---\n1 Be Prepared\n",
        cards,
        &core,
    );
    assert!(suffixes.errors.is_empty(), "{:?}", suffixes.errors);
    let printing = |name: &str| {
        suffixes
            .deck
            .section(Section::Main)
            .iter()
            .find(|e| cards.copy_key_of(&e.card_id) == name)
            .and_then(|e| cards.printing(&e.card_id))
            .unwrap()
    };
    assert!(
        printing("Elsa - Spirit of Winter")
            .rarity
            .eq_ignore_ascii_case("enchanted")
    );
    // A promo printing: one of the promo groups (P1, DIS, ...), not a numbered set.
    assert!(
        printing("Stitch - Rock Star")
            .set_code
            .parse::<u32>()
            .is_err()
    );
    assert_eq!(suffixes.deck.maybe.len(), 1);
}

#[test]
fn one_bad_line_is_named_with_its_suggestion_and_the_rest_is_read() {
    let catalog = catalog();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    let text = "4 Elsa - Spirit of Winter\n4 Elsa - Sprit of Winter\n4 Be Prepared\n";
    let read = import_keeping_good_lines(text, cards);
    assert!(read.can_import_the_rest());
    assert_eq!(read.bad_lines.len(), 1);
    let bad = &read.bad_lines[0];
    assert_eq!(bad.line, 2);
    match &bad.problem {
        DeckLineProblem::UnknownCard { suggestions, .. } => assert!(
            suggestions
                .iter()
                .any(|s| s.starts_with("Elsa - Spirit of Winter")),
            "{suggestions:?}"
        ),
        other => panic!("{other:?}"),
    }
    assert!(
        bad.to_string()
            .contains("did you mean Elsa - Spirit of Winter"),
        "{bad}"
    );
    assert_eq!(by_name(&read.imported.deck, cards).values().sum::<u32>(), 8);
    // The strict reader refuses the list, as before.
    assert!(import(text, cards).is_err());
}
