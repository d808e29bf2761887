//! Errors of the storage layer, each a sentence that says what to do.

use std::path::PathBuf;

/// What went wrong with a catalog or user database.
#[derive(Debug, thiserror::Error)]
pub enum CatalogError {
    /// The catalog file is not there.
    #[error(
        "no card catalog at {path}; run `ponydeck catalog build` in the ponydeck folder, or pass --catalog PATH"
    )]
    Missing {
        /// Where it was looked for.
        path: PathBuf,
    },
    /// The file is not a SQLite database, or is damaged.
    #[error(
        "the card catalog {path} is damaged or not a ponydeck catalog ({detail}); rebuild it with `ponydeck catalog build --catalog {path}`"
    )]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What SQLite said.
        detail: String,
    },
    /// The user database is not a SQLite file, or is damaged.
    #[error(
        "your database {path} is damaged or not a ponydeck database ({detail}); nothing was changed. Restore it from a backup (ponydeck keeps {path}.backup-* beside it before every upgrade), or pass --data PATH to use another file"
    )]
    UserDbCorrupt {
        /// The file.
        path: PathBuf,
        /// What SQLite or ponydeck found.
        detail: String,
    },
    /// The user database file exists but is empty (0 bytes): a failed copy, a full disk.
    #[error(
        "your database {path} is an empty file (0 bytes), perhaps cut short by a failed copy or a full disk; ponydeck will not start it afresh over it. Restore it from a backup ({path}.backup-*), or delete it to begin a new one"
    )]
    UserDbEmpty {
        /// The file.
        path: PathBuf,
    },
    /// The file given as the user database is a card catalog (or another kind of file).
    #[error(
        "{path} is {what}, not your ponydeck database; nothing was changed. Pass your own database with --data PATH (the card catalog goes with --catalog)"
    )]
    NotUserDb {
        /// The file.
        path: PathBuf,
        /// What it is instead ("the card catalog", "another program's database").
        what: String,
    },
    /// The file given as the catalog is a user database (or another kind of file).
    #[error(
        "{path} is {what}, not a ponydeck card catalog; pass the catalog with --catalog PATH (your decks and collection go with --data)"
    )]
    NotCatalog {
        /// The file.
        path: PathBuf,
        /// What it is instead.
        what: String,
    },
    /// `catalog build` was asked to write over a file that is not a catalog.
    #[error(
        "{path} is {what}, not a ponydeck card catalog, so `catalog build` will not write over it; move it away or pass another --catalog PATH"
    )]
    WouldOverwrite {
        /// The file.
        path: PathBuf,
        /// What it is.
        what: String,
    },
    /// The user database cannot be written (a read-only file or folder).
    #[error(
        "your database {path} is read-only ({detail}); nothing was changed. Make the file and its folder writable, or copy it elsewhere and pass --data PATH"
    )]
    ReadOnly {
        /// The file.
        path: PathBuf,
        /// What SQLite said.
        detail: String,
    },
    /// The disk under the user database is full or failing.
    #[error(
        "your database {path} cannot be written: {detail}; nothing was changed. Is the disk full? Free some space, then try again"
    )]
    CannotWrite {
        /// The file.
        path: PathBuf,
        /// What SQLite said.
        detail: String,
    },
    /// Another process held the database for longer than ponydeck waits.
    #[error(
        "your database {path} is busy: another ponydeck (a window or a command) kept it locked for {seconds} seconds; nothing was changed, try again"
    )]
    Busy {
        /// The file.
        path: PathBuf,
        /// How long ponydeck waited.
        seconds: u64,
    },
    /// A count would pass the collection's limit.
    #[error(
        "{count} copies of {card_id} is more than ponydeck keeps ({max} at most); nothing was changed"
    )]
    TooMany {
        /// The printing.
        card_id: String,
        /// The count asked for.
        count: i64,
        /// The limit.
        max: u32,
    },
    /// The file was made by a newer ponydeck.
    #[error(
        "{path} has schema version {found}, newer than this ponydeck understands ({supported}); update ponydeck"
    )]
    TooNew {
        /// The file.
        path: PathBuf,
        /// The file's version.
        found: i64,
        /// The newest version this build knows.
        supported: i64,
    },
    /// The catalog was made by an older ponydeck.
    #[error(
        "the card catalog {path} has schema version {found}, older than this ponydeck ({supported}); rebuild it with `ponydeck catalog build --catalog {path}`"
    )]
    TooOld {
        /// The file.
        path: PathBuf,
        /// The file's version.
        found: i64,
        /// The version this build writes.
        supported: i64,
    },
    /// The source data could not be read or cleaned.
    #[error("the card data in {file} could not be read: {message}")]
    Source {
        /// The source file.
        file: String,
        /// What is wrong.
        message: String,
    },
    /// A database operation failed.
    #[error("database error in {path}: {source}")]
    Sql {
        /// The database file.
        path: PathBuf,
        /// SQLite's error.
        source: rusqlite::Error,
    },
    /// A file could not be written or moved.
    #[error("could not write {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        source: std::io::Error,
    },
}
