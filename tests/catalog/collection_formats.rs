//! The collection file formats against the shipped catalog: fixtures for the ponydeck CSV,
//! pony-binder's CSV and its backup JSON, round trips, and all-or-nothing refusal.

use std::path::{Path, PathBuf};

use ponydeck::card::{CardId, CardIndex};
use ponydeck::catalog::Catalog;
use ponydeck::collection::{
    Collection, Holding, ImportBatch, ImportFormat, ImportPlan, parse_import,
    write_pony_binder_csv, write_ponydeck_csv,
};

fn index() -> CardIndex {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("cards.db");
    Catalog::open(&path).unwrap().into_index()
}

fn fixture(name: &str) -> String {
    let path: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "tests/fixtures/collection",
        name,
    ]
    .iter()
    .collect();
    std::fs::read_to_string(path).unwrap()
}

fn parse(format: ImportFormat, text: &str, index: &CardIndex) -> ImportBatch {
    parse_import(format, text, index, &mut |_, _| {}).unwrap()
}

fn id(text: &str) -> CardId {
    CardId::parse(text).unwrap()
}

fn collection_of(batch: &ImportBatch) -> Collection {
    let mut collection = Collection::new();
    ImportPlan::new(&Collection::new(), batch, false).apply_to(&mut collection);
    collection
}

#[test]
fn pony_binder_csv_keeps_base_shining_and_day_night_printings_apart_rule_102_1_1() {
    let index = index();
    let text = fixture("pony_binder.csv");
    assert_eq!(
        ImportFormat::detect(&text),
        Some(ImportFormat::PonyBinderCsv)
    );
    let batch = parse(ImportFormat::PonyBinderCsv, &text, &index);
    let collection = collection_of(&batch);
    assert_eq!(collection.owned(&id("BP01-C01")), 3);
    assert_eq!(collection.owned(&id("BP01-CR01")), 1);
    assert_eq!(collection.owned(&id("※BP01-CR01")), 1);
    assert_eq!(collection.holding(&id("※BP01-CR01")).unwrap().trade, 1);
    assert_eq!(collection.owned(&id("※SD01-ER01D")), 1);
    assert_eq!(collection.owned(&id("※SD01-ER01N")), 0);
    assert_eq!(collection.owned(&id("BP03-ER01-A")), 4);
    assert_eq!(collection.holding(&id("BP01-C02")).unwrap().wishlist, 1);
    // The ※BP02 row (a printing the catalog has from the official list) records nothing.
    assert_eq!(batch.skipped_empty_unknown, 0);
    assert_eq!(batch.rows.first().unwrap().line, 2);
}

#[test]
fn pony_binder_backup_json_maps_its_ids_to_ponydeck_printings() {
    let index = index();
    let text = fixture("pony_binder_backup.json");
    assert_eq!(
        ImportFormat::detect(&text),
        Some(ImportFormat::PonyBinderJson)
    );
    let batch = parse(ImportFormat::PonyBinderJson, &text, &index);
    let collection = collection_of(&batch);
    for (card_id, owned) in [
        ("BP01-C01", 3),
        ("※BP01-CR01", 1),
        ("SD01-ER07", 2),
        ("※SD01-ER01D", 1),
        ("※BP03-ER02-C2", 1),
        ("※BP03-RR01", 1),
        ("BP02-C02", 0),
    ] {
        assert_eq!(collection.owned(&id(card_id)), owned, "{card_id}");
    }
    assert_eq!(collection.holding(&id("BP02-C02")).unwrap().wishlist, 1);
    let line_of = |card: &str| {
        batch
            .rows
            .iter()
            .find(|r| r.card_id == id(card))
            .unwrap()
            .line
    };
    assert_eq!(line_of("BP01-C01"), 9);
    assert_eq!(line_of("BP02-C02"), 15);
}

#[test]
fn ponydeck_csv_reads_quoted_notes_star_ids_and_crlf() {
    let index = index();
    let text = fixture("ponydeck.csv");
    assert_eq!(ImportFormat::detect(&text), Some(ImportFormat::PonydeckCsv));
    let collection = collection_of(&parse(ImportFormat::PonydeckCsv, &text, &index));
    let c01 = collection.holding(&id("BP01-C01")).unwrap();
    assert_eq!(
        c01,
        &Holding {
            owned: 4,
            wishlist: 0,
            trade: 1,
            notes: "binder 1, page 2".into()
        }
    );
    assert_eq!(
        collection.holding(&id("※BP01-CR01")).unwrap().notes,
        "says \"mint\""
    );
    assert_eq!(collection.owned(&id("SD01-ER01")), 15);
}

#[test]
fn ponydeck_csv_with_only_id_and_quantity_keeps_wishlist_and_notes() {
    let index = index();
    let current = Collection::from_holdings([(
        id("BP01-C01"),
        Holding {
            owned: 1,
            wishlist: 2,
            trade: 0,
            notes: "keep me".into(),
        },
    )]);
    let batch = parse(
        ImportFormat::PonydeckCsv,
        "id,quantity\nBP01-C01,3\n",
        &index,
    );
    let plan = ImportPlan::new(&current, &batch, false);
    let after = &plan.changes.first().unwrap().after;
    assert_eq!((after.owned, after.wishlist), (3, 2));
    assert_eq!(after.notes, "keep me");
}

#[test]
fn exports_read_back_to_the_same_collection() {
    let index = index();
    let original = collection_of(&parse(
        ImportFormat::PonydeckCsv,
        &fixture("ponydeck.csv"),
        &index,
    ));
    let csv = write_ponydeck_csv(&original, &index);
    let again = collection_of(&parse(ImportFormat::PonydeckCsv, &csv, &index));
    assert_eq!(again, original);

    let binder = collection_of(&parse(
        ImportFormat::PonyBinderCsv,
        &fixture("pony_binder.csv"),
        &index,
    ));
    let csv = write_pony_binder_csv(&binder, &index, &|code| code.to_string());
    assert!(csv.starts_with("\"Set\",\"Number\",\"Name\""));
    assert!(csv.contains("\"※SD01-ER01-day\""));
    let again = collection_of(&parse(ImportFormat::PonyBinderCsv, &csv, &index));
    assert_eq!(again, binder);
}

#[test]
fn a_file_with_one_bad_row_is_refused_whole_naming_its_line() {
    let index = index();
    let bad = parse_import(
        ImportFormat::PonydeckCsv,
        &fixture("bad_row.csv"),
        &index,
        &mut |_, _| {},
    )
    .unwrap_err();
    assert_eq!(bad.len(), 1);
    assert_eq!(bad[0].line, 3);
    assert!(bad[0].reason.contains("BP01-C99"), "{}", bad[0].reason);
}

#[test]
fn every_bad_row_is_reported_with_its_line_in_order() {
    let index = index();
    let bad = parse_import(
        ImportFormat::PonydeckCsv,
        &fixture("many_bad_rows.csv"),
        &index,
        &mut |_, _| {},
    )
    .unwrap_err();
    let lines: Vec<usize> = bad.iter().map(|b| b.line).collect();
    assert_eq!(lines, [3, 4, 5, 6, 7]);
}

#[test]
fn bad_pony_binder_rows_and_entries_are_reported() {
    let index = index();
    let csv = "\"Set\",\"Number\",\"Quantity\",\"Wishlist\"\n\"x\",\"BP01-C01\",\"2\",\"maybe\"\n\"x\",\"※BP02-SPR03\",\"1\",\"\"\n";
    let bad = parse_import(ImportFormat::PonyBinderCsv, csv, &index, &mut |_, _| {}).unwrap_err();
    assert_eq!(bad.iter().map(|b| b.line).collect::<Vec<_>>(), [2, 3]);

    let json = "{\"app\":\"pony-binder\",\"version\":1,\"profile\":{\"cards\":{\n\"kctcgbpfwc01\":{\"q\":-1},\n\"nonsense\":{\"q\":1}\n}}}";
    let bad = parse_import(ImportFormat::PonyBinderJson, json, &index, &mut |_, _| {}).unwrap_err();
    assert_eq!(bad.iter().map(|b| b.line).collect::<Vec<_>>(), [2, 3]);

    let bad = parse_import(
        ImportFormat::PonyBinderJson,
        "{\"app\":\"other\"}",
        &index,
        &mut |_, _| {},
    )
    .unwrap_err();
    assert!(bad[0].reason.contains("not a pony-binder backup"));
}

#[test]
fn replacing_clears_what_the_file_does_not_list() {
    let index = index();
    let current = Collection::from_holdings([
        (id("BP01-C01"), Holding::owned(2)),
        (id("BP01-C02"), Holding::owned(1)),
    ]);
    let batch = parse(
        ImportFormat::PonydeckCsv,
        "id,quantity\nBP01-C01,2\n",
        &index,
    );
    assert!(ImportPlan::new(&current, &batch, false).is_empty());
    let plan = ImportPlan::new(&current, &batch, true);
    assert_eq!(plan.cleared, 1);
    let mut after = current.clone();
    plan.apply_to(&mut after);
    assert_eq!(after.owned(&id("BP01-C02")), 0);
    assert_eq!(after.owned(&id("BP01-C01")), 2);
}

mod never_panics {
    use super::*;
    use ponydeck::collection::{read_csv, write_csv_row};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn written_csv_rows_read_back_field_for_field(
            rows in proptest::collection::vec(
                proptest::collection::vec("[^\u{feff}]{0,12}", 1..5), 1..5)
        ) {
            let mut text = String::new();
            for row in &rows {
                write_csv_row(&mut text, row, false);
            }
            let read: Vec<Vec<String>> = read_csv(&text)
                .into_iter()
                .map(|r| r.unwrap().fields)
                .collect();
            // A row of one blank, unquoted field is a blank line, which readers skip.
            let blank = |r: &Vec<String>| {
                r.len() == 1
                    && r[0].trim().is_empty()
                    && !r[0].contains([',', '"', '\n', '\r'])
            };
            let expected: Vec<Vec<String>> = rows.into_iter().filter(|r| !blank(r)).collect();
            prop_assert_eq!(read, expected);
        }

        #[test]
        fn any_text_is_read_or_refused_without_panicking(text in "(?s).{0,300}") {
            let index = index_once();
            for format in ImportFormat::ALL {
                let _ = parse_import(format, &text, index, &mut |_, _| {});
            }
        }
    }

    fn index_once() -> &'static CardIndex {
        static INDEX: std::sync::OnceLock<CardIndex> = std::sync::OnceLock::new();
        INDEX.get_or_init(index)
    }
}

#[test]
fn a_large_csv_reports_progress_up_to_its_last_line_bad_rows_included() {
    let index = index();
    for (format, header, row, bad) in [
        (
            ImportFormat::PonydeckCsv,
            "id,quantity",
            "BP01-C01,1",
            "\"unclosed,1",
        ),
        (
            ImportFormat::PonyBinderCsv,
            "Set,Number,Name,Rarity,Shining,Quantity,Wishlist,Trade",
            "\"BP01\",\"BP01-C01\",\"Twilight Sparkle\",\"C\",\"\",\"1\",\"\",\"\"",
            "\"unclosed,1",
        ),
    ] {
        // 12,000 rows, then a bad one: the file is refused as a whole,
        // and the progress still runs over every line of it.
        let mut text = format!("{header}\n");
        for _ in 0..12_000 {
            text.push_str(row);
            text.push('\n');
        }
        text.push_str(bad);
        let mut calls = Vec::new();
        let result = parse_import(format, &text, &index, &mut |done, total| {
            calls.push((done, total))
        });
        assert!(
            result.is_err(),
            "{format:?}: the bad last row refuses the file"
        );
        assert_eq!(
            calls.last(),
            Some(&(12_002, 12_002)),
            "{format:?}: {calls:?}"
        );
        assert!(calls.len() >= 3, "{format:?}: {calls:?}");
    }
}
