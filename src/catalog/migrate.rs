//! A small migration runner: numbered SQL files applied in one transaction, tracked by
//! `PRAGMA user_version`. Used for both `cards.db` and the user database.

use rusqlite::Connection;

/// One numbered migration.
#[derive(Debug, Clone, Copy)]
pub struct Migration {
    /// Its number, from 1, without gaps.
    pub version: i64,
    /// The file name, for messages.
    pub name: &'static str,
    /// The SQL.
    pub sql: &'static str,
}

/// The migrations of `cards.db`, in order.
pub const CATALOG_MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        name: "0001_catalog.sql",
        sql: include_str!("../../migrations/catalog/0001_catalog.sql"),
    },
    Migration {
        version: 2,
        name: "0002_official_text.sql",
        sql: include_str!("../../migrations/catalog/0002_official_text.sql"),
    },
    Migration {
        version: 3,
        name: "0003_card_abilities.sql",
        sql: include_str!("../../migrations/catalog/0003_card_abilities.sql"),
    },
    Migration {
        version: 4,
        name: "0004_other_games.sql",
        sql: include_str!("../../migrations/catalog/0004_other_games.sql"),
    },
    Migration {
        version: 5,
        name: "0005_one_card_table.sql",
        sql: include_str!("../../migrations/catalog/0005_one_card_table.sql"),
    },
];

/// The migrations of the user's database, in order. Append only.
pub const USER_MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        name: "0001_settings.sql",
        sql: include_str!("../../migrations/user/0001_settings.sql"),
    },
    Migration {
        version: 2,
        name: "0002_decks.sql",
        sql: include_str!("../../migrations/user/0002_decks.sql"),
    },
    Migration {
        version: 3,
        name: "0003_collection.sql",
        sql: include_str!("../../migrations/user/0003_collection.sql"),
    },
    Migration {
        version: 4,
        name: "0004_dbg.sql",
        sql: include_str!("../../migrations/user/0004_dbg.sql"),
    },
    Migration {
        version: 5,
        name: "0005_deck_game.sql",
        sql: include_str!("../../migrations/user/0005_deck_game.sql"),
    },
    Migration {
        version: 6,
        name: "0006_one_deck_shape.sql",
        sql: include_str!("../../migrations/user/0006_one_deck_shape.sql"),
    },
];

/// The schema version a fresh catalog has.
pub fn latest_version(migrations: &[Migration]) -> i64 {
    migrations.last().map_or(0, |m| m.version)
}

/// The `user_version` of a database.
pub fn schema_version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("PRAGMA user_version", [], |row| row.get(0))
}

/// Applies every migration newer than the database's version, all in one transaction.
/// Returns the versions applied. The version is read inside the (`IMMEDIATE`) transaction, so
/// two processes opening one database at once never apply a migration twice.
pub fn migrate(conn: &mut Connection, migrations: &[Migration]) -> rusqlite::Result<Vec<i64>> {
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let current = schema_version(&tx)?;
    let mut applied = Vec::new();
    for migration in migrations.iter().filter(|m| m.version > current) {
        tx.execute_batch(migration.sql)?;
        tx.pragma_update(None, "user_version", migration.version)?;
        applied.push(migration.version);
    }
    tx.commit()?;
    Ok(applied)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_are_numbered_from_one_without_gaps() {
        for (i, m) in CATALOG_MIGRATIONS
            .iter()
            .enumerate()
            .chain(USER_MIGRATIONS.iter().enumerate())
        {
            assert_eq!(m.version, i as i64 + 1, "{}", m.name);
            assert!(m.name.starts_with(&format!("{:04}_", m.version)));
        }
    }

    #[test]
    fn migrating_twice_applies_nothing_the_second_time() {
        let mut conn = Connection::open_in_memory().unwrap();
        assert_eq!(
            migrate(&mut conn, CATALOG_MIGRATIONS).unwrap(),
            vec![1, 2, 3, 4, 5]
        );
        assert!(migrate(&mut conn, CATALOG_MIGRATIONS).unwrap().is_empty());
        assert_eq!(schema_version(&conn).unwrap(), 5);
    }
}
