//! The collection table in the user database: a database from before the collection (the
//! frozen schema 2) is migrated and keeps its saved decks; every write is one transaction.

use crate::common;

use ponydeck::card::{CardId, Game};
use ponydeck::catalog::UserDb;
use ponydeck::collection::{Collection, Holding, ImportBatch, ImportFormat, ImportPlan, ImportRow};

fn id(text: &str) -> CardId {
    CardId::parse(text).unwrap()
}

#[test]
fn a_database_from_before_the_collection_migrates_keeps_its_decks_and_stores_copies() {
    let dir = tempfile::tempdir().unwrap();
    let path = common::frozen_user_db(2, dir.path());
    let mut db = UserDb::open(&path).unwrap();
    assert_eq!(
        db.deck_summary(Game::Kayou, "Frozen Rush")
            .unwrap()
            .versions,
        2
    );
    db.set_owned(Game::Kayou, &id("BP01-C01"), 2).unwrap();
    drop(db);
    let db = UserDb::open(&path).unwrap();
    assert_eq!(
        db.collection(Game::Kayou,).unwrap().owned(&id("BP01-C01")),
        2
    );
    assert_eq!(db.decks(Game::Kayou).unwrap().len(), 1);
}

#[test]
fn an_import_plan_is_written_whole_and_previewing_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = UserDb::open(&dir.path().join("user.db")).unwrap();
    db.set_collection_holding(
        Game::Kayou,
        &id("BP01-C02"),
        &Holding {
            owned: 0,
            wishlist: 2,
            trade: 0,
            notes: "want".into(),
        },
    )
    .unwrap();
    let batch = ImportBatch {
        format: ImportFormat::PonydeckCsv,
        rows: vec![
            ImportRow {
                line: 2,
                card_id: id("BP01-C01"),
                owned: 3,
                wishlist: None,
                trade: None,
                notes: None,
            },
            ImportRow {
                line: 3,
                card_id: id("※BP01-CR01"),
                owned: 1,
                wishlist: Some(0),
                trade: Some(1),
                notes: Some("mint".into()),
            },
        ],
        skipped_empty_unknown: 0,
        kept_unknown: Vec::new(),
    };
    let plan = ImportPlan::new(&db.collection(Game::Kayou).unwrap(), &batch, false);
    assert_eq!(plan.changes.len(), 2);
    assert_eq!(db.collection(Game::Kayou,).unwrap().len(), 1);
    let mut seen = Vec::new();
    let written = db
        .apply_import(Game::Kayou, &batch, false, &mut |done, total| {
            seen.push((done, total))
        })
        .unwrap();
    assert_eq!(
        written, plan,
        "nothing changed between the preview and the write"
    );
    assert_eq!(seen.last(), Some(&(2, 2)));
    let mut expected = Collection::from_holdings([(
        id("BP01-C02"),
        Holding {
            owned: 0,
            wishlist: 2,
            trade: 0,
            notes: "want".into(),
        },
    )]);
    plan.apply_to(&mut expected);
    assert_eq!(db.collection(Game::Kayou,).unwrap(), expected);
}
