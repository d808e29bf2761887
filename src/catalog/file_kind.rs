//! Which kind of ponydeck file a path holds, told by SQLite's `application_id` (bytes 68-71
//! of the file header, readable even when the rest is damaged) and, for files written before
//! ponydeck stamped them, by their tables. The user database refuses to be a catalog and the
//! catalog a user database, and `catalog build` writes over nothing but a catalog.

use std::io::Read as _;
use std::path::Path;

use rusqlite::{Connection, OpenFlags};

/// `application_id` of `cards.db`: "PNDC".
pub const CATALOG_APPLICATION_ID: i32 = 0x504e_4443;

/// `application_id` of the user database: "PNDU".
pub const USER_APPLICATION_ID: i32 = 0x504e_4455;

/// What is at a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// Nothing.
    Missing,
    /// A file of 0 bytes.
    Empty,
    /// A file that does not start with the SQLite header.
    NotSqlite,
    /// A ponydeck card catalog.
    Catalog,
    /// A ponydeck user database.
    UserDb,
    /// A SQLite database of another program (another `application_id`).
    OtherSqlite,
    /// A SQLite database without an `application_id`: an older ponydeck file or another
    /// program's; [`classify_unstamped`] looks at its tables.
    Unstamped,
}

impl FileKind {
    /// How a message names the kind ("the card catalog").
    pub fn description(self) -> &'static str {
        match self {
            FileKind::Missing => "missing",
            FileKind::Empty => "an empty file",
            FileKind::NotSqlite => "not a SQLite database",
            FileKind::Catalog => "the card catalog",
            FileKind::UserDb => "a ponydeck user database (decks and collection)",
            FileKind::OtherSqlite => "another program's database",
            FileKind::Unstamped => "a SQLite database ponydeck does not know",
        }
    }
}

/// Reads the kind of the file at `path` from its header alone.
pub fn file_kind(path: &Path) -> std::io::Result<FileKind> {
    let mut file = match crate::limits::open_input(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(FileKind::Missing),
        Err(e) => return Err(e),
    };
    let mut header = Vec::with_capacity(100);
    (&mut file).take(100).read_to_end(&mut header)?;
    if header.is_empty() {
        return Ok(FileKind::Empty);
    }
    if header.len() < 100 || !header.starts_with(b"SQLite format 3\0") {
        return Ok(FileKind::NotSqlite);
    }
    let id = header
        .get(68..72)
        .and_then(|b| <[u8; 4]>::try_from(b).ok())
        .map_or(0, i32::from_be_bytes);
    Ok(match id {
        CATALOG_APPLICATION_ID => FileKind::Catalog,
        USER_APPLICATION_ID => FileKind::UserDb,
        0 => FileKind::Unstamped,
        _ => FileKind::OtherSqlite,
    })
}

/// Tells an unstamped SQLite database by its tables: a catalog has `catalog_meta`, a user
/// database `settings` (its first migration); an empty schema is a new user database.
pub fn classify_unstamped(conn: &Connection) -> rusqlite::Result<FileKind> {
    let has = |table: &str| -> rusqlite::Result<bool> {
        conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1)",
            [table],
            |row| row.get(0),
        )
    };
    let tables: i64 = conn.query_row(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'",
        [],
        |row| row.get(0),
    )?;
    Ok(if has("catalog_meta")? {
        FileKind::Catalog
    } else if has("settings")? || tables == 0 {
        FileKind::UserDb
    } else {
        FileKind::OtherSqlite
    })
}

/// The kind of the file at `path`, looking at the tables of an unstamped database.
pub fn file_kind_deep(path: &Path) -> FileKind {
    match file_kind(path) {
        Ok(FileKind::Unstamped) => {
            Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)
                .and_then(|conn| classify_unstamped(&conn))
                .unwrap_or(FileKind::Unstamped)
        }
        Ok(kind) => kind,
        Err(_) => FileKind::NotSqlite,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_told_apart_by_their_header() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x");
        assert_eq!(file_kind(&path).unwrap(), FileKind::Missing);
        std::fs::write(&path, "").unwrap();
        assert_eq!(file_kind(&path).unwrap(), FileKind::Empty);
        std::fs::write(&path, "4 BP01-C01\n").unwrap();
        assert_eq!(file_kind(&path).unwrap(), FileKind::NotSqlite);
        std::fs::remove_file(&path).unwrap();
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch("CREATE TABLE t (x); PRAGMA application_id = 1347306563;")
            .unwrap();
        drop(conn);
        assert_eq!(file_kind(&path).unwrap(), FileKind::Catalog);
    }
}
