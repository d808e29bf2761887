//! Migrations from frozen old user databases (`tests/fixtures/db/user_vN.db`, written once by
//! the ponydeck of that schema and never again) to the latest schema: the data survives, the
//! schema equals a fresh database's, a backup of the old file is kept, and the database is
//! stamped with ponydeck's `application_id`.

use std::path::{Path, PathBuf};

use rusqlite::Connection;

use super::file_kind::USER_APPLICATION_ID;
use super::migrate::{USER_MIGRATIONS, latest_version, migrate, schema_version};
use super::{UserDb, migration_backups};
use crate::card::{CardId, Game};
use crate::deck::{DeckEntry, Section};

fn fixture(version: i64) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/db/user_v{version}.db"))
}

/// The schema as SQLite keeps it, without the sizes of the text.
fn schema(conn: &Connection) -> Vec<(String, String, String)> {
    let mut stmt = conn
        .prepare(
            "SELECT type, name, COALESCE(sql, '') FROM sqlite_master
             WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
        )
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get::<_, String>(2)?)))
        .unwrap()
        .map(|r| {
            let (kind, name, sql) = r.unwrap();
            (
                kind,
                name,
                sql.split_whitespace().collect::<Vec<_>>().join(" "),
            )
        })
        .collect()
}

fn fresh_schema() -> Vec<(String, String, String)> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fresh.db");
    drop(UserDb::open(&path).unwrap());
    schema(&Connection::open(&path).unwrap())
}

/// Writes the frozen databases. Run once per schema version, when it is the newest, with
/// `cargo test --lib write_frozen_user_databases -- --ignored`; never rewrite an old one.
#[test]
#[ignore = "writes the frozen fixtures; run by hand for a new schema version only"]
fn write_frozen_user_databases() {
    for version in 1..=latest_version(USER_MIGRATIONS) {
        let path = fixture(version);
        if path.exists() {
            continue;
        }
        let mut conn = Connection::open(&path).unwrap();
        let upto = usize::try_from(version).unwrap();
        migrate(&mut conn, &USER_MIGRATIONS[..upto]).unwrap();
        conn.execute_batch("INSERT INTO settings (key, value) VALUES ('theme', 'dark');")
            .unwrap();
        if version >= 2 {
            // Since 0006 a stored deck names its game.
            let game = if version >= 6 {
                r#""game":"kayou","#
            } else {
                ""
            };
            conn.execute_batch(&format!(
                r#"INSERT INTO decks (deck_id, name, notes, created_at, updated_at)
                       VALUES (1, 'Frozen Rush', 'kept since v2', 1700000000, 1700000100);
                   INSERT INTO deck_tags (deck_id, tag) VALUES (1, 'aggro');
                   INSERT INTO deck_versions (deck_id, version, saved_at, note, deck_json) VALUES
                       (1, 1, 1700000000, 'first', '{{{game}"name":"Frozen Rush","main_character":[],"story":[],"main":[{{"card_id":"BP01-C01","count":4}}],"scene":[],"maybe":[]}}'),
                       (1, 2, 1700000100, 'second', '{{{game}"name":"Frozen Rush","main_character":[],"story":[],"main":[{{"card_id":"BP01-C01","count":3}}],"scene":[],"maybe":[]}}');"#
            ))
            .unwrap();
        }
        if version >= 3 {
            conn.execute_batch(
                "INSERT INTO collection (game, printing_id, owned, wishlist, trade, notes) VALUES
                     ('kayou', 'BP01-C01', 3, 1, 0, 'mint'),
                     ('kayou', '※BP01-CR01', 1, 0, 1, '');",
            )
            .unwrap();
        }
    }
}

#[test]
fn every_frozen_user_database_migrates_to_the_fresh_schema_keeping_its_data() {
    let fresh = fresh_schema();
    for version in 1..=latest_version(USER_MIGRATIONS) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ponydeck.db");
        std::fs::copy(fixture(version), &path).unwrap();
        let db = UserDb::open(&path).unwrap();
        assert_eq!(
            schema(db.conn()),
            fresh,
            "schema after migrating v{version}"
        );
        assert_eq!(
            schema_version(db.conn()).unwrap(),
            latest_version(USER_MIGRATIONS)
        );
        let stamp: i32 = db
            .conn()
            .query_row("PRAGMA application_id", [], |r| r.get(0))
            .unwrap();
        assert_eq!(stamp, USER_APPLICATION_ID, "v{version}");
        assert_eq!(db.setting("theme").unwrap().as_deref(), Some("dark"));
        if version >= 2 {
            let summary = db.deck_summary(Game::Kayou, "frozen rush").unwrap();
            assert_eq!(
                (summary.versions, summary.notes.as_str()),
                (2, "kept since v2")
            );
            assert_eq!(summary.tags, ["aggro"]);
            db.load_deck(Game::Kayou, "Frozen Rush", Some(1)).unwrap();
            // 0005: a deck saved before other games existed is a Kayou deck.
            let game: String = db
                .conn()
                .query_row(
                    "SELECT game FROM decks WHERE name = 'Frozen Rush'",
                    [],
                    |r| r.get(0),
                )
                .unwrap();
            assert_eq!(game, "kayou", "v{version}");
        }
        if version >= 3 {
            let collection = db.collection(Game::Kayou).unwrap();
            assert_eq!(collection.owned(&CardId::parse("BP01-C01").unwrap()), 3);
        }
        let backups = migration_backups(&path);
        if version < latest_version(USER_MIGRATIONS) {
            assert_eq!(backups.len(), 1, "v{version}: {backups:?}");
            let old = Connection::open(&backups[0]).unwrap();
            assert_eq!(
                schema_version(&old).unwrap(),
                version,
                "the backup is the old file"
            );
        } else {
            assert!(backups.is_empty(), "no migration, no backup: {backups:?}");
        }
    }
}

#[test]
fn backups_before_migrations_are_rotated_keeping_the_newest_three() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ponydeck.db");
    for stamp in [100, 200, 300, 400] {
        std::fs::write(
            dir.path()
                .join(format!("ponydeck.db.backup-v1-{stamp:012}")),
            "old",
        )
        .unwrap();
    }
    std::fs::copy(fixture(1), &path).unwrap();
    drop(UserDb::open(&path).unwrap());
    let kept: Vec<String> = migration_backups(&path)
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(kept.len(), 3, "{kept:?}");
    assert!(kept[0].ends_with("000000000300"), "{kept:?}");
    assert!(
        !kept.iter().any(|k| k.ends_with("000000000100")),
        "{kept:?}"
    );
}

#[test]
fn migration_6_gives_every_saved_deck_one_shape_and_keeps_each_version() {
    // A version-5 database with decks of all three games as ponydeck 5 stored them: Kayou's as
    // the old `Deck`, the others as the old `GameDeck` (sections of keyed entries, IDs with their
    // game), and one Kayou version whose JSON is damaged.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ponydeck.db");
    std::fs::copy(fixture(5), &path).unwrap();
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(
            r#"INSERT INTO decks (deck_id, name, created_at, updated_at, game) VALUES
                   (2, 'Elsa Ramp', 1700000000, 1700000100, 'lorcana'),
                   (3, 'Fire Pals', 1700000000, 1700000000, 'palworld'),
                   (4, 'Broken', 1700000000, 1700000000, 'kayou');
               INSERT INTO deck_versions (deck_id, version, saved_at, note, deck_json) VALUES
                   (2, 1, 1700000000, 'imported', '{"game":"lorcana","name":"Elsa Ramp","sections":[{"key":"deck","entries":[{"card_id":{"game":"lorcana","id":"1-041"},"count":4},{"card_id":{"game":"lorcana","id":"1-001"},"count":2}]}]}'),
                   (2, 2, 1700000100, 'edited', '{"game":"lorcana","name":"Elsa Ramp","sections":[{"key":"deck","entries":[{"card_id":{"game":"lorcana","id":"1-041"},"count":3}]},{"key":"maybe","entries":[{"card_id":{"game":"lorcana","id":"1-001"},"count":1}]}]}'),
                   (3, 1, 1700000000, '', '{"game":"palworld","name":null,"sections":[{"key":"soul","entries":[{"card_id":{"game":"palworld","id":"ESOUL-001"},"count":10}]},{"key":"main","entries":[{"card_id":{"game":"palworld","id":"EBP01-001SSP"},"count":4}]}]}'),
                   (4, 1, 1700000000, '', '{"name":"Broken","main":[');"#,
        )
        .unwrap();
    }
    let db = UserDb::open(&path).unwrap();
    let id = |game, text| CardId::parse_in(game, text).unwrap();

    let first = db
        .load_deck(Game::Lorcana, "Elsa Ramp", Some(1))
        .unwrap()
        .deck;
    assert_eq!(first.game, Game::Lorcana);
    assert_eq!(
        first.main,
        [
            DeckEntry {
                card_id: id(Game::Lorcana, "1-041"),
                count: 4
            },
            DeckEntry {
                card_id: id(Game::Lorcana, "1-001"),
                count: 2
            }
        ],
        "Lorcana's one section is its Main Deck, entries in their order"
    );
    let second = db.load_deck(Game::Lorcana, "Elsa Ramp", None).unwrap();
    assert_eq!(second.version, 2);
    assert_eq!(second.deck.count(Section::Main), 3);
    assert_eq!(second.deck.count(Section::Maybe), 1);
    assert_eq!(
        db.deck_history(Game::Lorcana, "Elsa Ramp").unwrap().len(),
        2
    );

    let pals = db
        .load_deck(Game::Palworld, "Fire Pals", None)
        .unwrap()
        .deck;
    assert_eq!(pals.count(Section::Soul), 10);
    assert_eq!(pals.copies(&id(Game::Palworld, "EBP01-001SSP")), 4);

    let kayou = db
        .load_deck(Game::Kayou, "Frozen Rush", Some(1))
        .unwrap()
        .deck;
    assert_eq!((kayou.game, kayou.count(Section::Main)), (Game::Kayou, 4));
    assert!(
        matches!(
            db.load_deck(Game::Kayou, "Broken", None),
            Err(super::DeckStoreError::Damaged { .. })
        ),
        "a damaged version stays damaged, and the migration does not fail on it"
    );
    // Every readable version is stored in the one shape, with its game.
    let shapes: Vec<(String, bool)> = {
        let mut stmt = db
            .conn()
            .prepare(
                "SELECT json_extract(deck_json, '$.game'), json_type(deck_json, '$.sections') IS NULL
                 FROM deck_versions WHERE json_valid(deck_json) ORDER BY deck_id, version",
            )
            .unwrap();
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    };
    assert_eq!(
        shapes,
        [
            ("kayou".to_string(), true),
            ("kayou".to_string(), true),
            ("lorcana".to_string(), true),
            ("lorcana".to_string(), true),
            ("palworld".to_string(), true),
        ]
    );
}

#[test]
fn a_collection_row_with_an_unreadable_id_does_not_hide_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ponydeck.db");
    let db = UserDb::open(&path).unwrap();
    db.conn()
        .execute_batch(
            "INSERT INTO collection (printing_id, owned) VALUES ('BP01-C01', 2), ('BP9 C01 ★', 5);",
        )
        .unwrap();
    assert_eq!(db.collection(Game::Kayou,).unwrap().len(), 1);
    let unreadable = db.unreadable_collection_rows(Game::Kayou).unwrap();
    assert_eq!(unreadable.len(), 1);
    assert_eq!(
        (
            unreadable[0].printing_id.as_str(),
            unreadable[0].holding.owned
        ),
        ("BP9 C01 ★", 5)
    );
}

#[test]
fn two_connections_opening_one_old_database_migrate_it_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ponydeck.db");
    std::fs::copy(fixture(1), &path).unwrap();
    let threads: Vec<_> = (0..3)
        .map(|_| {
            let path = path.clone();
            std::thread::spawn(move || UserDb::open(&path).map(drop))
        })
        .collect();
    for t in threads {
        t.join().unwrap().unwrap();
    }
    let db = UserDb::open(&path).unwrap();
    assert_eq!(
        schema_version(db.conn()).unwrap(),
        latest_version(USER_MIGRATIONS)
    );
}

#[test]
fn opening_sweeps_what_killed_processes_left_and_keeps_real_backups_and_fresh_work() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("user.db");
    drop(UserDb::open(&path).unwrap());
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    let file = |name: &str, bytes: &[u8], old: bool| {
        let at = dir.path().join(name);
        std::fs::write(&at, bytes).unwrap();
        if old {
            std::fs::File::options()
                .write(true)
                .open(&at)
                .unwrap()
                .set_modified(hour_ago)
                .unwrap();
        }
        at
    };
    let gone = [
        file("user.db.new-41-7", b"SQLite format 3\0", true),
        file("user.db.new-41-7-journal", b"j", true),
        file("user.db.new-40-1-journal", b"orphan", false),
        file("user.db.backup-v1-000000000001", b"", true),
        file("user.db.backup-v4-000000000009.partial-41", b"half", true),
    ];
    let kept = [
        file("user.db.backup-v2-000000000002", b"a real backup", true),
        file("user.db.new-42-9", b"being made right now", false),
        file("notes.txt", b"not ponydeck's", true),
    ];
    drop(UserDb::open(&path).unwrap());
    for at in gone {
        assert!(!at.exists(), "{} is left over and goes", at.display());
    }
    for at in kept {
        assert!(at.exists(), "{} stays", at.display());
    }
    assert_eq!(
        migration_backups(&path),
        [dir.path().join("user.db.backup-v2-000000000002")]
    );
}
