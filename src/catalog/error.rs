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
