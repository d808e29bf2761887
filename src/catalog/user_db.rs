//! The user's own database (decks, collection, settings): a SQLite file apart from `cards.db`,
//! in the platform data folder or at `--data PATH`. WAL, foreign keys, numbered migrations,
//! and every write in one transaction.

use std::path::{Path, PathBuf};

use rusqlite::Connection;

use super::CatalogError;
use super::migrate::{USER_MIGRATIONS, latest_version, migrate, schema_version};

/// The user's database, open for reading and writing.
#[derive(Debug)]
pub struct UserDb {
    path: PathBuf,
    conn: Connection,
}

impl UserDb {
    /// The default location: `ponydeck.db` in the platform data folder (honours
    /// `XDG_DATA_HOME` on Linux).
    pub fn default_path() -> Option<PathBuf> {
        directories::ProjectDirs::from("", "", "ponydeck")
            .map(|dirs| dirs.data_dir().join("ponydeck.db"))
    }

    /// Opens (creating if needed) and migrates the user database at `path`.
    pub fn open(path: &Path) -> Result<UserDb, CatalogError> {
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(|source| CatalogError::Io {
                path: parent.to_path_buf(),
                source,
            })?;
        }
        let corrupt = |e: rusqlite::Error| CatalogError::Corrupt {
            path: path.to_path_buf(),
            detail: e.to_string(),
        };
        let mut conn = Connection::open(path).map_err(corrupt)?;
        conn.execute_batch(
            "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
        )
        .map_err(corrupt)?;
        let found = schema_version(&conn).map_err(corrupt)?;
        let supported = latest_version(USER_MIGRATIONS);
        if found > supported {
            return Err(CatalogError::TooNew {
                path: path.to_path_buf(),
                found,
                supported,
            });
        }
        migrate(&mut conn, USER_MIGRATIONS).map_err(|source| CatalogError::Sql {
            path: path.to_path_buf(),
            source,
        })?;
        Ok(UserDb {
            path: path.to_path_buf(),
            conn,
        })
    }

    /// Opens the database at `explicit`, else at the default location.
    pub fn open_default(explicit: Option<&Path>) -> Result<UserDb, CatalogError> {
        let path = match explicit {
            Some(p) => p.to_path_buf(),
            None => UserDb::default_path().ok_or_else(|| CatalogError::Missing {
                path: PathBuf::from("(no platform data folder; pass --data PATH)"),
            })?,
        };
        UserDb::open(&path)
    }

    /// Where the database is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A stored setting.
    pub fn setting(&self, key: &str) -> Result<Option<String>, CatalogError> {
        use rusqlite::OptionalExtension as _;
        self.conn()
            .query_row("SELECT value FROM settings WHERE key = ?1", [key], |row| {
                row.get(0)
            })
            .optional()
            .map_err(|e| self.sql_error(e))
    }

    /// Stores a setting, in one transaction.
    pub fn set_setting(&mut self, key: &str, value: &str) -> Result<(), CatalogError> {
        let result = (|| {
            let tx = self.conn_mut().transaction()?;
            tx.execute(
                "INSERT INTO settings (key, value) VALUES (?1, ?2)
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                [key, value],
            )?;
            tx.commit()
        })();
        result.map_err(|e| self.sql_error(e))
    }

    /// The connection, for the storage modules of this layer.
    pub(crate) fn conn(&self) -> &Connection {
        &self.conn
    }

    /// The connection, mutable, to open transactions.
    pub(crate) fn conn_mut(&mut self) -> &mut Connection {
        &mut self.conn
    }

    /// Wraps a SQLite error with this database's path.
    pub(crate) fn sql_error(&self, source: rusqlite::Error) -> CatalogError {
        CatalogError::Sql {
            path: self.path.clone(),
            source,
        }
    }
}
