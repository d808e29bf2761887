//! The four deck-list formats: each read from a fixture, detected, and written back so that
//! parse(print(deck)) == deck. Input errors name the line.

use crate::common;

use std::sync::OnceLock;

use common::{id, index};
use ponydeck::card::{CardIndex, CardType, Game};
use ponydeck::deck::{Deck, DeckFormat, DeckLineProblem, Section, diff, export, import, starters};
use ponydeck::format::{RulesVersion, validate};
use proptest::prelude::*;

fn cards() -> &'static CardIndex {
    static CARDS: OnceLock<CardIndex> = OnceLock::new();
    CARDS.get_or_init(index)
}

fn fixture(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/decks")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn each_fixture_is_detected_read_and_legal() {
    for (file, format, name) in [
        (
            "sd01e_ponydeck.txt",
            DeckFormat::Ponydeck,
            "Rainbow Dash Rush",
        ),
        (
            "dreamtcg_site/sd01a.txt",
            DeckFormat::DreamTcgText,
            "SD01A Twilight Sparkle Starter",
        ),
        (
            "sd01b_dreamtcg.txt",
            DeckFormat::DreamTcgText,
            "SD01B Fluttershy Starter",
        ),
        (
            "sd01c_dreamtcg.json",
            DeckFormat::DreamTcgJson,
            "SD01C Pinkie Pie Starter",
        ),
        (
            "sd01d_ponydeck.json",
            DeckFormat::Json,
            "SD01D Applejack Starter",
        ),
    ] {
        let imported = import(&fixture(file), cards()).unwrap();
        assert_eq!(imported.format, format, "{file}");
        assert_eq!(imported.deck.name.as_deref(), Some(name), "{file}");
        let result = validate(&imported.deck, cards(), RulesVersion::default());
        assert!(result.legal, "{file}: {:?}", result.violations);
    }
}

#[test]
fn the_hand_written_list_places_cards_by_type_and_keeps_maybe_apart() {
    let deck = import(&fixture("sd01e_ponydeck.txt"), cards())
        .unwrap()
        .deck;
    assert_eq!(deck.main_character[0].card_id, id("※SD01-RR05"));
    assert_eq!(deck.count(Section::Scene), 15);
    assert_eq!(deck.copies_in(Section::Scene, &id("※SD01-ER05D")), 5);
    assert_eq!(deck.copies_in(Section::Main, &id("SD01E-U01")), 3);
    assert_eq!(deck.maybe.len(), 1);
    assert_eq!(deck.copies_of_number(&id("SD01-ER05").number()), 15);
}

#[test]
fn every_starter_and_fixture_round_trips_through_every_format() {
    let mut decks: Vec<Deck> = starters().into_iter().map(|s| s.deck).collect();
    decks.push(
        import(&fixture("sd01e_ponydeck.txt"), cards())
            .unwrap()
            .deck,
    );
    for deck in &decks {
        for &format in DeckFormat::of_game(Game::Kayou) {
            let text = export(deck, format, cards());
            let back = import(&text, cards()).unwrap_or_else(|e| panic!("{format}: {e:?}\n{text}"));
            assert_eq!(back.format, format, "{text}");
            assert_eq!(&back.deck, deck, "{format}:\n{text}");
            assert!(back.warnings.is_empty(), "{format}: {:?}", back.warnings);
        }
    }
}

fn placed_deck() -> impl Strategy<Value = Deck> {
    let n = cards().len();
    (
        proptest::collection::vec((0..n, 1u32..6, any::<bool>()), 0..40),
        proptest::option::of("[A-Za-z][A-Za-z0-9 ']{0,20}[A-Za-z0-9]"),
    )
        .prop_map(|(picks, name)| {
            let mut deck = Deck {
                name,
                ..Deck::new(Game::Kayou)
            };
            for (i, count, maybe) in picks {
                let Some(card) = cards().cards().get(i) else {
                    continue;
                };
                if card.kayou().is_some_and(|k| k.card_type == CardType::Token) {
                    continue;
                }
                let section = if maybe {
                    Section::Maybe
                } else {
                    ponydeck::format::Format::kayou(ponydeck::format::RulesVersion::NEWEST)
                        .section_to_add(&card.card_type)
                };
                deck.section_mut(section).push(ponydeck::deck::DeckEntry {
                    card_id: card.id.clone(),
                    count,
                });
            }
            deck
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn any_deck_of_real_cards_round_trips_through_every_format(deck in placed_deck()) {
        for &format in DeckFormat::of_game(Game::Kayou) {
            let text = export(&deck, format, cards());
            let back = format.read(&text, cards()).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
            prop_assert_eq!(&back.deck, &deck, "{}:\n{}", format, text);
        }
    }
}

#[test]
fn formats_are_detected_from_the_text() {
    for (text, format) in [
        ("4 BP01-C01\n", DeckFormat::Ponydeck),
        (
            "# comment (with parentheses)\n4x BP01-C01\n",
            DeckFormat::Ponydeck,
        ),
        (
            "[Main Deck — 1/50 cards]\n1x Twilight Sparkle (BP01-C01)\n",
            DeckFormat::DreamTcgText,
        ),
        ("1x Twilight Sparkle (BP01-C01)\n", DeckFormat::DreamTcgText),
        (
            "{\"deckName\": \"x\", \"mc\": \"SD01-RR01\"}",
            DeckFormat::DreamTcgJson,
        ),
        (
            "{\"format\": \"ponydeck-deck\", \"main\": []}",
            DeckFormat::Json,
        ),
        ("", DeckFormat::Ponydeck),
        (
            "4 BP01-C01 Twilight Sparkle (Alicorn)\n",
            DeckFormat::Ponydeck,
        ),
        (
            "Deck: Mine\n2x Spike (SD01A-C04)\n1 Owl (SD01A-C03)\n",
            DeckFormat::DreamTcgText,
        ),
    ] {
        assert_eq!(DeckFormat::detect(text), format, "{text:?}");
    }
}

#[test]
fn bad_lines_are_all_reported_with_their_line_numbers_and_suggestions() {
    let errors = import(&fixture("bad_lines.txt"), cards()).unwrap_err();
    let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, [3, 4, 5]);
    assert_eq!(errors[0].problem, DeckLineProblem::Malformed);
    assert!(matches!(errors[1].problem, DeckLineProblem::BadCount(_)));
    let DeckLineProblem::UnknownCard {
        card_id,
        suggestions,
    } = &errors[2].problem
    else {
        panic!("{:?}", errors[2]);
    };
    assert_eq!(card_id, "BP01-C999");
    assert_eq!(suggestions.len(), 3);
    assert!(
        errors[2]
            .to_string()
            .starts_with("line 5: no card BP01-C999 in the catalog; did you mean BP01-C09")
    );
}

#[test]
fn unknown_ids_in_json_point_at_their_line() {
    let text = "{\n  \"deckName\": \"x\",\n  \"mc\": \"SD01-RR01\",\n  \"main\": [\n    {\"id\": \"BP01-C999\", \"qty\": 2}\n  ]\n}\n";
    let errors = import(text, cards()).unwrap_err();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].line, 5);
    let broken = import("{\n  \"deckName\": \"x\",\n  \"mc\": \n}", cards()).unwrap_err();
    assert_eq!(broken[0].line, 4);
    assert!(matches!(broken[0].problem, DeckLineProblem::Json(_)));
}

#[test]
fn a_diff_lists_changed_counts_per_section_in_deck_order() {
    let before = starters().remove(0).deck;
    let mut after = before.clone();
    after.remove_from(Section::Main, &id("SD01A-C01"), 2);
    after.add_to(Section::Main, &id("BP01-C01"), 2);
    after.name = Some("Renamed".into());
    let d = diff(&before, &after);
    let rows: Vec<(String, i64)> = d
        .changes
        .iter()
        .map(|c| (c.card_id.to_string(), c.delta()))
        .collect();
    assert_eq!(
        rows,
        [("SD01A-C01".to_string(), -2), ("BP01-C01".to_string(), 2)]
    );
    assert!(d.renamed.is_some());
    assert!(diff(&before, &before).is_empty());
}
