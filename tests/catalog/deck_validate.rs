//! Deck validation under rules 1.3.0 and 2.0.0 (section 102), with real cards: one case per
//! violation code, the starters, ※ and day/night printings, the Everyday exemption.

use crate::common;

use common::{add, id, index, remove, starter_deck};
use ponydeck::deck::{Deck, Section, starters};
use ponydeck::format::{RulesVersion, ViolationCode, validate};

#[test]
fn all_six_sd01_starter_decks_are_legal_under_both_rules_versions() {
    let cards = index();
    let all = starters();
    assert_eq!(all.len(), 6);
    for starter in &all {
        for version in RulesVersion::ALL {
            let result = validate(&starter.deck, &cards, version);
            assert!(
                result.legal,
                "{} under {version}: {:?}",
                starter.code, result.violations
            );
            assert_eq!(result.format.code, version.as_str());
            assert_eq!(
                (
                    result.count(Section::Main),
                    result.count(Section::Scene),
                    result.count(Section::Story),
                    result.count(Section::MainCharacter)
                ),
                (50, 15, 4, 1)
            );
        }
    }
}

/// One case per row: a change to the SD01A starter and the codes it must produce.
type Case = (&'static str, fn(&mut Deck), &'static [&'static str]);

fn cases() -> Vec<Case> {
    vec![
        (
            "a 49-card Main Deck breaks rule 102",
            |d| remove(d, Section::Main, "SD01A-C01", 1),
            &["main-deck-size"],
        ),
        (
            "a 51-card Main Deck breaks rule 102",
            |d| add(d, Section::Main, "BP01-C01", 1),
            &["main-deck-size"],
        ),
        (
            "a Scene in the Main Deck is the wrong type (102)",
            |d| {
                remove(d, Section::Main, "SD01A-C01", 1);
                add(d, Section::Main, "BP02-ER01", 1);
            },
            &["main-deck-type"],
        ),
        (
            "a card missing from the catalog in the Main Deck has no known type",
            |d| {
                remove(d, Section::Main, "SD01A-C01", 1);
                add(d, Section::Main, "BP09-C01", 1);
            },
            &["main-deck-type"],
        ),
        (
            "14 Scenes break rule 102",
            |d| remove(d, Section::Scene, "SD01-ER01", 1),
            &["scene-deck-size"],
        ),
        (
            "3 Stories break rule 102.1.3 and leave a stage missing",
            |d| remove(d, Section::Story, "SD01A-C09", 1),
            &["story-deck-size", "story-stages"],
        ),
        (
            "no Main Character breaks rule 102",
            |d| remove(d, Section::MainCharacter, "SD01-RR01", 1),
            &["main-character-count"],
        ),
        (
            "two Main Characters break rule 102",
            |d| add(d, Section::MainCharacter, "SD01-RR02", 1),
            &["main-character-count"],
        ),
        (
            "five copies of one number with a shining printing break rule 102.1.0",
            |d| {
                remove(d, Section::Main, "SD01A-C01", 4);
                remove(d, Section::Main, "SD01A-C02", 1);
                add(d, Section::Main, "BP01-CR01", 3);
                add(d, Section::Main, "※BP01-CR01", 2);
            },
            &["copy-limit"],
        ),
        (
            "a Story of another title breaks rule 102.1.3",
            |d| {
                remove(d, Section::Story, "SD01A-C09", 1);
                add(d, Section::Story, "BP01-C28", 1);
            },
            &["story-title"],
        ),
        (
            "a repeated stage breaks rule 102.1.3",
            |d| {
                remove(d, Section::Story, "SD01A-C09", 1);
                add(d, Section::Story, "SD01A-C08", 1);
            },
            &["story-stages"],
        ),
        (
            "six of a BP02 Scene are legal: every Scene bears the Everyday mark (102.1.2)",
            |d| {
                remove(d, Section::Scene, "SD01-ER01", 6);
                add(d, Section::Scene, "BP02-ER01", 4);
                add(d, Section::Scene, "※BP02-ER01D", 2);
            },
            &[],
        ),
        (
            "the Treat token is never a deck card (2.0.0 Tokens; 102)",
            |d| {
                remove(d, Section::Main, "SD01A-C01", 1);
                add(d, Section::Main, "TK-01-A", 1);
            },
            &["main-deck-type"],
        ),
        (
            "Everyday Scenes in base, day and night printings are exempt (102.1.2)",
            |d| {
                remove(d, Section::Scene, "SD01-ER01", 10);
                add(d, Section::Scene, "※SD01-ER01D", 5);
                add(d, Section::Scene, "※SD01-ER01N", 5);
            },
            &[],
        ),
        (
            "four copies across base and shining printings are allowed (102.1.1)",
            |d| {
                remove(d, Section::Main, "SD01A-C01", 4);
                add(d, Section::Main, "BP01-CR01", 2);
                add(d, Section::Main, "※BP01-CR01", 2);
            },
            &[],
        ),
        (
            "Maybe cards are never validated",
            |d| add(d, Section::Maybe, "SD01A-C01", 9),
            &[],
        ),
        (
            "everything wrong at once is reported at once",
            |d| {
                remove(d, Section::Main, "SD01A-C01", 1);
                remove(d, Section::Scene, "SD01-ER01", 1);
                remove(d, Section::MainCharacter, "SD01-RR01", 1);
                remove(d, Section::Story, "SD01A-C09", 1);
                add(d, Section::Story, "BP01-C28", 1);
            },
            &[
                "main-deck-size",
                "scene-deck-size",
                "main-character-count",
                "story-title",
            ],
        ),
    ]
}

#[test]
fn each_violation_code_is_found_with_real_cards_under_both_rules_versions_rule_102() {
    let cards = index();
    for (what, change, expected) in cases() {
        let mut deck = starter_deck("SD01A");
        change(&mut deck);
        for version in RulesVersion::ALL {
            let result = validate(&deck, &cards, version);
            assert_eq!(
                result.codes(),
                expected.to_vec(),
                "{what} ({version}): {:#?}",
                result.violations
            );
            assert_eq!(result.legal, expected.is_empty(), "{what}");
            assert_eq!(result.format.code, version.as_str());
        }
    }
}

#[test]
fn the_two_rules_versions_give_the_same_verdict_on_deck_construction() {
    let cards = index();
    for (what, change, _) in cases() {
        let mut deck = starter_deck("SD01B");
        change_if_applicable(&mut deck, change);
        let old = validate(&deck, &cards, RulesVersion::V1_3_0);
        let new = validate(&deck, &cards, RulesVersion::V2_0_0);
        assert_eq!(old.violations, new.violations, "{what}");
        assert_eq!((old.format.code, new.format.code), ("1.3.0", "2.0.0"));
    }
}

/// The SD01A cases name SD01A cards; on another starter only the changes that apply are made.
fn change_if_applicable(deck: &mut Deck, change: fn(&mut Deck)) {
    let mut a = starter_deck("SD01A");
    let before = a.clone();
    change(&mut a);
    let delta = ponydeck::deck::diff(&before, &a);
    for entry in delta.changes {
        if entry.delta() > 0 {
            deck.add_to(entry.section, &entry.card_id, entry.delta() as u32);
        }
    }
}

#[test]
fn the_copy_limit_message_names_the_number_and_the_shining_printing_rule_102_1_1() {
    let cards = index();
    let mut deck = starter_deck("SD01A");
    remove(&mut deck, Section::Main, "SD01A-C01", 4);
    remove(&mut deck, Section::Main, "SD01A-C02", 1);
    add(&mut deck, Section::Main, "BP01-CR01", 3);
    add(&mut deck, Section::Main, "※BP01-CR01", 2);
    let result = validate(&deck, &cards, RulesVersion::default());
    let violation = &result.violations[0];
    assert_eq!(violation.code, ViolationCode::CopyLimit);
    assert_eq!(violation.rule, "102.1.0");
    assert_eq!(violation.cards, ["BP01-CR01"]);
    assert_eq!(
        violation.message,
        "5 copies of BP01-CR01 Twilight Sparkle (including ※BP01-CR01); at most 4."
    );
}

#[test]
fn day_and_night_printings_of_a_non_everyday_number_count_together_rule_102_1_1() {
    let cards = index();
    let mut deck = starter_deck("SD01A");
    // 2 base + 2 shining + 1 more of the same number across sections: 5.
    remove(&mut deck, Section::Main, "SD01A-C01", 4);
    remove(&mut deck, Section::Main, "SD01A-C02", 1);
    add(&mut deck, Section::Main, "BP01-CR01", 2);
    add(&mut deck, Section::Main, "※BP01-CR01", 2);
    add(&mut deck, Section::Main, "BP01-CR01", 1);
    let result = validate(&deck, &cards, RulesVersion::default());
    assert_eq!(result.codes(), ["copy-limit"]);
    assert!(deck.copies_of_number(&id("※BP01-CR01").number()) == 5);
}

#[test]
fn cards_with_unknown_stats_are_a_warning_not_a_violation() {
    // Every shipped card has its stats now; a catalog of a future set may not.
    let mut cards: Vec<_> = index().cards().to_vec();
    for card in cards.iter_mut().filter(|c| c.id == id("BP03-C01")) {
        if let ponydeck::card::CardDetails::Kayou(card) = &mut card.details {
            card.stats_known = false;
        }
    }
    let cards = ponydeck::card::CardIndex::new(ponydeck::card::Game::Kayou, cards);
    let mut deck = starter_deck("SD01A");
    remove(&mut deck, Section::Main, "SD01A-C01", 1);
    add(&mut deck, Section::Main, "BP03-C01", 1);
    let result = validate(&deck, &cards, RulesVersion::default());
    assert!(result.legal, "{:?}", result.violations);
    assert_eq!(result.warnings.len(), 1);
    assert_eq!(result.warnings[0].cards, ["BP03-C01"]);
}

#[test]
fn validation_json_has_the_contract_fields() {
    let cards = index();
    let result = validate(&starter_deck("SD01C"), &cards, RulesVersion::V1_3_0);
    let value = serde_json::to_value(&result).unwrap();
    assert_eq!(value["legal"], true);
    assert_eq!(value["rules"], "1.3.0");
    assert_eq!(value["counts"]["main_character"], 1);
    assert!(value["violations"].as_array().unwrap().is_empty());
}
