//! The user's own database (decks, collection, settings): a SQLite file apart from `cards.db`,
//! in the platform data folder or at `--data PATH`. WAL, foreign keys, numbered migrations,
//! and every write in one `BEGIN IMMEDIATE` transaction that reads what it changes inside it,
//! so two processes never undo each other and the busy timeout does its work.
//!
//! Opening checks before it changes anything: the file must be a ponydeck user database (by
//! `application_id`, never the catalog), not empty, and pass `PRAGMA quick_check`. A new
//! database is built in a temporary file and linked into place whole; an old one is copied to
//! `NAME.backup-vN-TIME` (the newest three kept) before a migration.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags, Transaction, TransactionBehavior};

use super::CatalogError;
use super::file_kind::{FileKind, USER_APPLICATION_ID, classify_unstamped, file_kind};
use super::migrate::{USER_MIGRATIONS, latest_version, migrate, schema_version};

/// How long a write waits for another process's write to finish.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// How many backups made before migrations are kept.
const KEPT_BACKUPS: usize = 3;

/// The user's database, open for reading and writing (or only reading, when the file or its
/// folder is read-only).
#[derive(Debug)]
pub struct UserDb {
    path: PathBuf,
    conn: Connection,
    read_only: bool,
    /// Why the file opened for reading only when that was a failing disk (full, or an I/O
    /// error making the WAL's shared memory) rather than permissions: writes then say so.
    write_trouble: Option<String>,
}

impl UserDb {
    /// The default location: `ponydeck.db` in the platform data folder (honours
    /// `XDG_DATA_HOME` on Linux).
    pub fn default_path() -> Option<PathBuf> {
        directories::ProjectDirs::from("", "", "ponydeck")
            .map(|dirs| dirs.data_dir().join("ponydeck.db"))
    }

    /// Opens (creating if needed), checks and migrates the user database at `path`.
    pub fn open(path: &Path) -> Result<UserDb, CatalogError> {
        let io = |source| CatalogError::Io {
            path: path.to_path_buf(),
            source,
        };
        let kind = file_kind(path).map_err(io)?;
        match kind {
            FileKind::Missing => create_new(path)?,
            FileKind::Empty => {
                return Err(CatalogError::UserDbEmpty {
                    path: path.to_path_buf(),
                });
            }
            FileKind::NotSqlite => {
                return Err(CatalogError::UserDbCorrupt {
                    path: path.to_path_buf(),
                    detail: "it is not a SQLite database".into(),
                });
            }
            FileKind::Catalog | FileKind::OtherSqlite => {
                return Err(CatalogError::NotUserDb {
                    path: path.to_path_buf(),
                    what: kind.description().into(),
                });
            }
            FileKind::UserDb | FileKind::Unstamped => {}
        }
        let (conn, read_only, write_trouble) = connect(path)?;
        let mut db = UserDb {
            path: path.to_path_buf(),
            conn,
            read_only,
            write_trouble,
        };
        db.check_and_migrate()?;
        sweep_leftovers(path, LEFTOVER_AGE);
        Ok(db)
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

    fn check_and_migrate(&mut self) -> Result<(), CatalogError> {
        let corrupt = |path: &Path, e: rusqlite::Error| CatalogError::UserDbCorrupt {
            path: path.to_path_buf(),
            detail: e.to_string(),
        };
        let path = self.path.clone();
        let application_id: i32 = self
            .conn
            .query_row("PRAGMA application_id", [], |row| row.get(0))
            .map_err(|e| corrupt(&path, e))?;
        if application_id == 0 {
            let kind = classify_unstamped(&self.conn).map_err(|e| corrupt(&path, e))?;
            if kind != FileKind::UserDb {
                return Err(CatalogError::NotUserDb {
                    path,
                    what: kind.description().into(),
                });
            }
        }
        let problems: Vec<String> = (|| {
            let mut stmt = self.conn.prepare("PRAGMA quick_check")?;
            let rows = stmt.query_map([], |row| row.get::<_, String>(0))?;
            rows.collect::<rusqlite::Result<Vec<_>>>()
        })()
        .map_err(|e| corrupt(&path, e))?;
        if problems.first().map(String::as_str) != Some("ok") {
            return Err(CatalogError::UserDbCorrupt {
                path,
                detail: format!("the integrity check found: {}", problems.join("; ")),
            });
        }
        let found = schema_version(&self.conn).map_err(|e| corrupt(&path, e))?;
        let supported = latest_version(USER_MIGRATIONS);
        if found > supported {
            return Err(CatalogError::TooNew {
                path,
                found,
                supported,
            });
        }
        if !self.read_only {
            // Only now that the file is known to be a user database may anything change it.
            // WAL unless the file system cannot do it; the rollback journal is safe too.
            let _mode: String = self
                .conn
                .pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0))
                .map_err(|e| self.sql_error(e))?;
        }
        if found == supported && application_id == USER_APPLICATION_ID {
            return Ok(());
        }
        if self.read_only {
            return Err(CatalogError::ReadOnly {
                path,
                detail: format!(
                    "it needs upgrading from schema {found} to {supported} and cannot be written"
                ),
            });
        }
        if found > 0 && found < supported {
            backup_before_migration(&self.conn, &path, found)?;
        }
        migrate(&mut self.conn, USER_MIGRATIONS).map_err(|e| self.sql_error(e))?;
        self.conn
            .pragma_update(None, "application_id", USER_APPLICATION_ID)
            .map_err(|e| self.sql_error(e))?;
        Ok(())
    }

    /// Where the database is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the database could only be opened for reading (a read-only file or folder).
    pub fn is_read_only(&self) -> bool {
        self.read_only
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
            let tx = self.write_transaction()?;
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

    /// A write transaction: `BEGIN IMMEDIATE` takes the write lock first (waiting up to the
    /// busy timeout), so everything read inside it is current until it commits.
    pub(crate) fn write_transaction(&mut self) -> rusqlite::Result<Transaction<'_>> {
        self.conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
    }

    /// Wraps a SQLite error with this database's path, as a sentence for the user.
    pub(crate) fn sql_error(&self, source: rusqlite::Error) -> CatalogError {
        match (classify_error(&self.path, source), &self.write_trouble) {
            (CatalogError::ReadOnly { path, .. }, Some(trouble)) => CatalogError::CannotWrite {
                path,
                detail: trouble.clone(),
            },
            (e, _) => e,
        }
    }
}

/// Turns a SQLite error into the sentence the user needs: busy, read-only, damaged, or else
/// the plain database error.
fn classify_error(path: &Path, source: rusqlite::Error) -> CatalogError {
    match source.sqlite_error_code() {
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => CatalogError::Busy {
            path: path.to_path_buf(),
            seconds: BUSY_TIMEOUT.as_secs(),
        },
        Some(ErrorCode::DiskFull | ErrorCode::SystemIoFailure) => CatalogError::CannotWrite {
            path: path.to_path_buf(),
            detail: source.to_string(),
        },
        Some(ErrorCode::ReadOnly) => CatalogError::ReadOnly {
            path: path.to_path_buf(),
            detail: source.to_string(),
        },
        Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => CatalogError::UserDbCorrupt {
            path: path.to_path_buf(),
            detail: source.to_string(),
        },
        _ => CatalogError::Sql {
            path: path.to_path_buf(),
            source,
        },
    }
}

/// Opens a connection with the busy timeout set first; falls back to reading only when the
/// file or its folder cannot be written (a WAL database then opens as immutable if its
/// `-shm` file cannot be made).
fn connect(path: &Path) -> Result<(Connection, bool, Option<String>), CatalogError> {
    let setup = |conn: &Connection| -> rusqlite::Result<()> {
        conn.busy_timeout(BUSY_TIMEOUT)?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        // Reading the schema touches the file (and the -shm of a WAL database).
        schema_version(conn).map(drop)
    };
    let writable = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .and_then(|conn| setup(&conn).map(|()| conn));
    match writable {
        Ok(conn) if !conn.is_readonly(rusqlite::MAIN_DB).unwrap_or(true) => Ok((conn, false, None)),
        first => {
            let reason = match &first {
                Ok(_) => "the file is read-only".to_string(),
                Err(e) => e.to_string(),
            };
            // A full or failing disk, not permissions: reading may still work, but a write
            // must say what is wrong (not "make the file writable").
            let trouble = match &first {
                Err(e)
                    if matches!(
                        e.sqlite_error_code(),
                        Some(ErrorCode::DiskFull | ErrorCode::SystemIoFailure)
                    ) =>
                {
                    Some(e.to_string())
                }
                _ => None,
            };
            drop(first);
            read_only_connection(path)
                .map(|(conn, read_only)| (conn, read_only, trouble))
                .map_err(|e| match e.sqlite_error_code() {
                    Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => {
                        CatalogError::UserDbCorrupt {
                            path: path.to_path_buf(),
                            detail: e.to_string(),
                        }
                    }
                    _ => CatalogError::ReadOnly {
                        path: path.to_path_buf(),
                        detail: format!("{reason}; reading it failed too: {e}"),
                    },
                })
        }
    }
}

fn read_only_connection(path: &Path) -> rusqlite::Result<(Connection, bool)> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let plain = Connection::open_with_flags(path, flags).and_then(|conn| {
        conn.busy_timeout(BUSY_TIMEOUT)?;
        schema_version(&conn)?;
        Ok(conn)
    });
    match plain {
        Ok(conn) => Ok((conn, true)),
        Err(_) => {
            // A WAL database in a read-only folder has no -shm to share; nobody can write it
            // there, so reading it as immutable is safe.
            let conn = Connection::open_with_flags(
                immutable_uri(path),
                flags | OpenFlags::SQLITE_OPEN_URI,
            )?;
            schema_version(&conn)?;
            Ok((conn, true))
        }
    }
}

/// `file:PATH?immutable=1`, with the characters a URI reserves escaped.
pub(crate) fn immutable_uri(path: &Path) -> String {
    let text = path.to_string_lossy();
    let mut uri = String::from("file:");
    for c in text.chars() {
        match c {
            '%' => uri.push_str("%25"),
            '?' => uri.push_str("%3f"),
            '#' => uri.push_str("%23"),
            other => uri.push(other),
        }
    }
    uri.push_str("?immutable=1");
    uri
}

/// Builds a new database in a temporary file and links it into place whole, so a second
/// process opening the same new path at the same moment finds either nothing or a complete
/// database (never a half-made one), and a 0-byte file is never a database in the making.
fn create_new(path: &Path) -> Result<(), CatalogError> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(|source| CatalogError::Io {
            path: parent.to_path_buf(),
            source,
        })?;
    }
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let mut name = path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(format!(".new-{}-{nanos}", std::process::id()));
    let tmp = path.with_file_name(name);
    let built = (|| -> rusqlite::Result<()> {
        let mut conn = Connection::open(&tmp)?;
        conn.pragma_update(None, "application_id", USER_APPLICATION_ID)?;
        migrate(&mut conn, USER_MIGRATIONS)?;
        conn.pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get::<_, String>(0))?;
        // Closing checkpoints the WAL into the file and removes it.
        conn.close().map_err(|(_, e)| e)
    })();
    if let Err(e) = built {
        let _ = std::fs::remove_file(&tmp);
        return Err(classify_error(path, e));
    }
    let linked = match std::fs::hard_link(&tmp, path) {
        Ok(()) => Ok(()),
        // Another process made it first: use theirs.
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        // A file system without hard links: a rename, which could replace a database made a
        // moment ago by another process, so only when there still is none.
        Err(_) if !path.exists() => std::fs::rename(&tmp, path),
        Err(e) => Err(e),
    };
    let _ = std::fs::remove_file(&tmp);
    linked.map_err(|source| CatalogError::Io {
        path: path.to_path_buf(),
        source,
    })
}

/// Copies the database to `NAME.backup-vVERSION-SECONDS` beside it (a consistent copy, by
/// `VACUUM INTO`) and keeps only the newest few such copies.
fn backup_before_migration(
    conn: &Connection,
    path: &Path,
    version: i64,
) -> Result<(), CatalogError> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "ponydeck.db".into());
    let prefix = format!("{name}.backup-");
    let backup = path.with_file_name(format!("{prefix}v{version}-{secs:012}"));
    // The copy is made under a `.partial` name and renamed whole: a process killed while
    // copying leaves a `.partial` file (swept later), never a backup that looks good. The name
    // is this process's and this attempt's own, so two connections of one process opening the
    // same old database never write (or delete) each other's copy.
    static ATTEMPT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let attempt = ATTEMPT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let partial = path.with_file_name(format!(
        "{prefix}v{version}-{secs:012}.partial-{}-{attempt}",
        std::process::id()
    ));
    let copied = conn
        .execute("VACUUM INTO ?1", [partial.to_string_lossy()])
        .map_err(|e| classify_error(path, e))
        .and_then(|_| {
            std::fs::rename(&partial, &backup).map_err(|source| CatalogError::Io {
                path: backup.clone(),
                source,
            })
        });
    if let Err(e) = copied {
        let _ = std::fs::remove_file(&partial);
        // Two processes upgrading at the same second make the same copy; one is enough.
        if !backup.exists() {
            return Err(e);
        }
    }
    let folder = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut backups: Vec<(u64, PathBuf)> = std::fs::read_dir(folder)
        .map_err(|source| CatalogError::Io {
            path: folder.to_path_buf(),
            source,
        })?
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let file = entry.file_name().to_string_lossy().into_owned();
            if file.contains(".partial-") {
                return None;
            }
            let secs = file
                .strip_prefix(&prefix)?
                .rsplit_once('-')?
                .1
                .parse::<u64>()
                .ok()?;
            Some((secs, entry.path()))
        })
        .collect();
    backups.sort();
    let excess = backups.len().saturating_sub(KEPT_BACKUPS);
    for (_, old) in backups.into_iter().take(excess) {
        std::fs::remove_file(&old).map_err(|source| CatalogError::Io { path: old, source })?;
    }
    Ok(())
}

/// How old a temporary file beside the database must be before it counts as left over by a
/// killed process (making one takes milliseconds; another process may be making one now).
pub const LEFTOVER_AGE: std::time::Duration = std::time::Duration::from_secs(600);

/// Removes what killed processes left beside the database at `path`, best effort: temporary
/// new databases (`NAME.new-*`) and unfinished backups (`NAME.backup-*.partial-*`) older than
/// `age`, empty backups, and journal, WAL or shared-memory files of such files that are gone.
/// The database's own `-journal`, `-wal` and `-shm` are never touched (a hot journal is what
/// recovers it). The paths removed.
pub fn sweep_leftovers(path: &Path, age: std::time::Duration) -> Vec<PathBuf> {
    let Some(name) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return Vec::new();
    };
    let folder = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let (new_prefix, backup_prefix) = (format!("{name}.new-"), format!("{name}.backup-"));
    let mut removed = Vec::new();
    for entry in entries.filter_map(Result::ok) {
        let file = entry.file_name().to_string_lossy().into_owned();
        let ours = file.starts_with(&new_prefix) || file.starts_with(&backup_prefix);
        let Ok(meta) = entry.metadata() else {
            continue;
        };
        if !ours || !meta.is_file() {
            continue;
        }
        let old = meta
            .modified()
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|elapsed| elapsed >= age);
        let companion_of = ["-journal", "-wal", "-shm"]
            .iter()
            .find_map(|suffix| file.strip_suffix(suffix));
        let leftover = match companion_of {
            // A journal of a file that is gone recovers nothing.
            Some(base) => !folder.join(base).exists(),
            None if file.starts_with(&new_prefix) => old,
            None if file.contains(".partial-") => old,
            None => meta.len() == 0,
        };
        if leftover && std::fs::remove_file(entry.path()).is_ok() {
            removed.push(entry.path());
        }
    }
    removed
}

/// The backups made before migrations of the database at `path`, oldest first.
pub fn migration_backups(path: &Path) -> Vec<PathBuf> {
    let Some(name) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return Vec::new();
    };
    let prefix = format!("{name}.backup-");
    let folder = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut found: Vec<(String, PathBuf)> = std::fs::read_dir(folder)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let file = entry.file_name().to_string_lossy().into_owned();
            if file.contains(".partial-") || file.ends_with("-journal") {
                return None;
            }
            let stamp = file.strip_prefix(&prefix)?.rsplit_once('-')?.1.to_string();
            Some((stamp, entry.path()))
        })
        .collect();
    found.sort();
    found.into_iter().map(|(_, p)| p).collect()
}
