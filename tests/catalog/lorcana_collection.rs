//! Dreamborn.ink's collection CSV, both ways, on a real Dreamborn export
//! (`tests/fixtures/collection/dreamborn_collection_export.README.md` names its source).

use crate::common;

use std::path::PathBuf;

use ponydeck::card::{CardId, Game};
use ponydeck::catalog::Catalog;
use ponydeck::collection::{Collection, Holding, ImportFormat, parse_import, write_dreamborn_csv};

fn export_file() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/collection/dreamborn_collection_export.csv");
    std::fs::read_to_string(path).unwrap()
}

fn id(text: &str) -> CardId {
    CardId::parse_in(Game::Lorcana, text).unwrap()
}

#[test]
fn a_real_dreamborn_export_is_told_by_its_header_and_read_whole() {
    let catalog = Catalog::open(&common::catalog_path()).unwrap();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    let text = export_file();
    assert!(text.starts_with("Set Number,Card Number,Variant,Count,Name,Color,Rarity"));
    assert_eq!(
        ImportFormat::detect(&text),
        Some(ImportFormat::DreambornCsv)
    );
    assert!(ImportFormat::DreambornCsv.serves(Game::Lorcana));
    assert!(!ImportFormat::DreambornCsv.serves(Game::Kayou));
    let batch = parse_import(ImportFormat::DreambornCsv, &text, cards, &mut |_, _| {})
        .unwrap_or_else(|bad| panic!("{:#?}", &bad[..bad.len().min(5)]));
    let owned = |card: &str| {
        batch
            .rows
            .iter()
            .find(|r| r.card_id == id(card))
            .map(|r| r.owned)
    };
    // `005,135,normal,2,"Sugar Rush Speedway - Starting Line"`.
    assert_eq!(owned("5-135"), Some(2));
    // A promo numbered in its group: `004,36/P1,foil,3,"Hidden Inkcaster"`.
    assert_eq!(owned("P1-036"), Some(3));
    // Normal and foil copies of one printing add up, and the whole file's copies are kept.
    let total: u64 = text
        .lines()
        .skip(1)
        .filter_map(|l| l.split(',').nth(3))
        .filter_map(|n| n.parse::<u64>().ok())
        .sum();
    assert_eq!(
        batch.rows.iter().map(|r| u64::from(r.owned)).sum::<u64>(),
        total
    );
}

#[test]
fn a_collection_exported_as_dreamborn_csv_reads_back_the_same() {
    let catalog = Catalog::open(&common::catalog_path()).unwrap();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    let mut collection = Collection::default();
    for (card, owned) in [
        ("1-001", 2),
        ("3-004a", 1),
        ("P1-036", 3),
        ("14-201", 4),
        ("C2-006", 1),
    ] {
        collection.set(
            id(card),
            Holding {
                owned,
                ..Holding::default()
            },
        );
    }
    let text = write_dreamborn_csv(&collection, cards);
    assert!(
        text.starts_with("Set Number,Card Number,Variant,Count,Name,Color,Rarity\r\n"),
        "{text}"
    );
    assert!(
        text.contains("001,1,normal,2,Ariel - On Human Legs,Amber,Uncommon"),
        "{text}"
    );
    assert!(text.contains(",36/P1,normal,3,Hidden Inkcaster,"), "{text}");
    let batch = parse_import(ImportFormat::DreambornCsv, &text, cards, &mut |_, _| {}).unwrap();
    let mut back: Vec<(String, u32)> = batch
        .rows
        .iter()
        .map(|r| (r.card_id.to_string(), r.owned))
        .collect();
    back.sort();
    let mut expected: Vec<(String, u32)> = collection
        .entries()
        .iter()
        .map(|(id, h)| (id.to_string(), h.owned))
        .collect();
    expected.sort();
    assert_eq!(back, expected);
}

#[test]
fn a_dreamborn_row_of_no_printing_is_a_bad_row_with_its_line() {
    let catalog = Catalog::open(&common::catalog_path()).unwrap();
    let cards = catalog.game_index(Game::Lorcana).unwrap();
    let text = "Set Number,Card Number,Variant,Count,Name,Color,Rarity\n\
                001,1,normal,2,\"Ariel - On Human Legs\",Amber,Uncommon\n\
                001,999,normal,1,\"Nobody - At All\",Amber,Common\n";
    let bad = parse_import(ImportFormat::DreambornCsv, text, cards, &mut |_, _| {}).unwrap_err();
    assert_eq!(bad.len(), 1);
    assert_eq!(bad[0].line, 3);
}
