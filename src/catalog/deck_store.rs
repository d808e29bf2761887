//! Saved decks of every game in the user's database (`migrations/user/0002_decks.sql`, the
//! game since 0005, one stored shape since 0006): name, notes, tags, created/updated times, and
//! a version history where every save is a version. Each game has its own library: a deck is
//! found under its game, and names are unique across games. Every write is
//! one transaction, so a killed process leaves either the old or the new state.

use rusqlite::{OptionalExtension as _, Transaction, params};
use serde::Serialize;

use crate::card::Game;
use crate::deck::Deck;

use super::{DeckStoreError, UserDb};

/// A saved deck without its cards: what a deck list shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeckSummary {
    /// The database's id of the deck.
    pub deck_id: i64,
    /// The game the deck is for.
    pub game: Game,
    /// The unique name (compared case-insensitively).
    pub name: String,
    /// Free notes.
    pub notes: String,
    /// Tags, sorted.
    pub tags: Vec<String>,
    /// When it was first saved (unix seconds).
    pub created_at: i64,
    /// When it last changed (unix seconds).
    pub updated_at: i64,
    /// How many versions it has (the newest is this number).
    pub versions: i64,
}

/// One entry of a deck's history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeckVersionInfo {
    /// The version, from 1.
    pub version: i64,
    /// When it was saved (unix seconds).
    pub saved_at: i64,
    /// What the save was about (`imported from deck.txt`).
    pub note: String,
}

/// Unix seconds as `2026-11-29 21:30 UTC`, how saved versions show their time.
pub fn utc_time(secs: i64) -> String {
    let days = secs.div_euclid(86_400);
    let rest = secs.rem_euclid(86_400);
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        rest / 3600,
        rest % 3600 / 60
    )
}

/// A saved deck with the cards of one version.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedDeck {
    /// The deck's record.
    pub summary: DeckSummary,
    /// Which version `deck` is.
    pub version: i64,
    /// The cards; its name is the deck's current name.
    pub deck: Deck,
}

/// A deck as it was when deleted: its record and every version, so it can come back whole
/// ([`UserDb::restore_deck`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeletedDeck {
    /// Its record (name, notes, tags, times, how many versions).
    pub summary: DeckSummary,
    versions: Vec<StoredVersion>,
}

/// One stored version, as the database holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct StoredVersion {
    version: i64,
    saved_at: i64,
    note: String,
    json: String,
}

/// Now, in unix seconds.
pub(super) fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

type Result<T> = std::result::Result<T, DeckStoreError>;

/// Saves `json` as the next version of the deck `name` of `game` (the `decks.game` code),
/// creating the deck on its first save, within `tx`: its id and the new version, or `None`
/// when the name belongs to a deck of another game (names are unique across games).
pub(super) fn insert_version(
    tx: &Transaction<'_>,
    game: &str,
    name: &str,
    note: &str,
    json: &str,
    time: i64,
) -> rusqlite::Result<Option<(i64, i64)>> {
    let existing: Option<(i64, String)> = tx
        .query_row(
            "SELECT deck_id, game FROM decks WHERE name = ?1",
            [name],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let deck_id = match existing {
        Some((_, other)) if other != game => return Ok(None),
        Some((id, _)) => {
            tx.execute(
                "UPDATE decks SET updated_at = ?2 WHERE deck_id = ?1",
                params![id, time],
            )?;
            id
        }
        None => {
            tx.execute(
                "INSERT INTO decks (name, created_at, updated_at, game) VALUES (?1, ?2, ?2, ?3)",
                params![name, time, game],
            )?;
            tx.last_insert_rowid()
        }
    };
    let version: i64 = tx.query_row(
        "SELECT COALESCE(MAX(version), 0) + 1 FROM deck_versions WHERE deck_id = ?1",
        [deck_id],
        |r| r.get(0),
    )?;
    tx.execute(
        "INSERT INTO deck_versions (deck_id, version, saved_at, note, deck_json)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![deck_id, version, time, note, json],
    )?;
    Ok(Some((deck_id, version)))
}

/// The stored JSON of a deck saved under `name` (the name is kept inside it too).
fn stored_json(name: &str, deck: &Deck) -> Result<String> {
    if name.is_empty() {
        return Err(DeckStoreError::EmptyName);
    }
    let mut stored = deck.clone();
    stored.name = Some(name.to_string());
    serde_json::to_string(&stored).map_err(|e| DeckStoreError::Damaged {
        name: name.to_string(),
        version: 0,
        detail: e.to_string(),
    })
}

impl UserDb {
    fn deck_sql(&self, e: rusqlite::Error) -> DeckStoreError {
        DeckStoreError::Storage(self.sql_error(e))
    }

    /// Saves a deck under a name as a new version: creates the deck on its first save. Returns
    /// the saved record and the new version number. One transaction.
    pub fn save_deck(&mut self, name: &str, deck: &Deck, note: &str) -> Result<(DeckSummary, i64)> {
        self.save_deck_with(name, deck, note, None, None)
    }

    /// Saves a deck as a new version and, when given, replaces its notes and tags, all in one
    /// transaction (`deck import --notes --tags`): a crash leaves the deck before or after,
    /// never a version saved with the old notes.
    pub fn save_deck_with(
        &mut self,
        name: &str,
        deck: &Deck,
        note: &str,
        notes: Option<&str>,
        tags: Option<&[String]>,
    ) -> Result<(DeckSummary, i64)> {
        let name = name.trim();
        let json = stored_json(name, deck)?;
        let time = now();
        let result = (|| -> rusqlite::Result<Option<i64>> {
            let tx = self.write_transaction()?;
            // A deck of another game keeps its name: never add a version of this game to it.
            let Some((deck_id, version)) =
                insert_version(&tx, deck.game.code(), name, note, &json, time)?
            else {
                return Ok(None);
            };
            crate::catalog::crash_point("deck-save-after-version");
            if let Some(notes) = notes {
                write_notes(&tx, deck_id, notes, time)?;
            }
            if let Some(tags) = tags {
                write_tags(&tx, deck_id, tags, time)?;
            }
            crate::catalog::crash_point("deck-save-before-commit");
            tx.commit()?;
            Ok(Some(version))
        })();
        self.saved_version(deck.game, name, result)
    }

    /// The record and version of a save's transaction: `None` when the name belongs to a deck
    /// of another game.
    fn saved_version(
        &self,
        game: Game,
        name: &str,
        result: rusqlite::Result<Option<i64>>,
    ) -> Result<(DeckSummary, i64)> {
        let version =
            result
                .map_err(|e| self.deck_sql(e))?
                .ok_or_else(|| DeckStoreError::NameTaken {
                    name: name.to_string(),
                })?;
        Ok((self.deck_summary(game, name)?, version))
    }

    /// Every saved deck of a game, sorted by name (case-insensitively).
    pub fn decks(&self, game: Game) -> Result<Vec<DeckSummary>> {
        self.summaries(game, None)
    }

    /// The records of every deck of a game, or of the one with that name (case-insensitively).
    fn summaries(&self, game: Game, name: Option<&str>) -> Result<Vec<DeckSummary>> {
        let result = (|| -> rusqlite::Result<Vec<DeckSummary>> {
            let mut stmt = self.conn().prepare(
                "SELECT d.deck_id, d.name, d.notes, d.created_at, d.updated_at,
                        (SELECT COUNT(*) FROM deck_versions v WHERE v.deck_id = d.deck_id)
                 FROM decks d WHERE d.game = ?2 AND (?1 IS NULL OR d.name = ?1)
                 ORDER BY d.name COLLATE NOCASE, d.deck_id",
            )?;
            let rows = stmt.query_map(params![name, game.code()], |r| {
                Ok(DeckSummary {
                    deck_id: r.get(0)?,
                    game,
                    name: r.get(1)?,
                    notes: r.get(2)?,
                    tags: Vec::new(),
                    created_at: r.get(3)?,
                    updated_at: r.get(4)?,
                    versions: r.get(5)?,
                })
            })?;
            let mut decks = rows.collect::<rusqlite::Result<Vec<_>>>()?;
            for deck in &mut decks {
                deck.tags = tags_of(self.conn(), deck.deck_id)?;
            }
            Ok(decks)
        })();
        result.map_err(|e| self.deck_sql(e))
    }

    /// Whether a deck of any game has this name (compared case-insensitively, as the
    /// library does: names are unique across games).
    pub fn deck_name_taken(&self, name: &str) -> Result<bool> {
        self.conn()
            .query_row("SELECT 1 FROM decks WHERE name = ?1", [name.trim()], |_| {
                Ok(())
            })
            .optional()
            .map(|found| found.is_some())
            .map_err(|e| self.deck_sql(e))
    }

    /// The record of one deck of a game.
    pub fn deck_summary(&self, game: Game, name: &str) -> Result<DeckSummary> {
        self.summaries(game, Some(name.trim()))?
            .into_iter()
            .next()
            .ok_or_else(|| DeckStoreError::NotFound {
                name: name.to_string(),
            })
    }

    /// A deck with the cards of a version (the newest when `version` is `None`).
    pub fn load_deck(&self, game: Game, name: &str, version: Option<i64>) -> Result<SavedDeck> {
        let summary = self.deck_summary(game, name)?;
        let wanted = version.unwrap_or(summary.versions);
        let json: Option<String> = self
            .conn()
            .query_row(
                "SELECT deck_json FROM deck_versions WHERE deck_id = ?1 AND version = ?2",
                params![summary.deck_id, wanted],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.deck_sql(e))?;
        let Some(json) = json else {
            return Err(DeckStoreError::NoSuchVersion {
                name: summary.name,
                version: wanted,
                latest: summary.versions,
            });
        };
        let mut deck: Deck = serde_json::from_str(&json).map_err(|e| DeckStoreError::Damaged {
            name: summary.name.clone(),
            version: wanted,
            detail: e.to_string(),
        })?;
        if deck.game != game {
            return Err(DeckStoreError::Damaged {
                name: summary.name,
                version: wanted,
                detail: format!("it holds a {} deck", deck.game.title()),
            });
        }
        deck.name = Some(summary.name.clone());
        Ok(SavedDeck {
            summary,
            version: wanted,
            deck,
        })
    }

    /// A deck's versions, oldest first.
    pub fn deck_history(&self, game: Game, name: &str) -> Result<Vec<DeckVersionInfo>> {
        let summary = self.deck_summary(game, name)?;
        let result = (|| -> rusqlite::Result<Vec<DeckVersionInfo>> {
            let mut stmt = self.conn().prepare(
                "SELECT version, saved_at, note FROM deck_versions
                 WHERE deck_id = ?1 ORDER BY version",
            )?;
            let rows = stmt.query_map([summary.deck_id], |r| {
                Ok(DeckVersionInfo {
                    version: r.get(0)?,
                    saved_at: r.get(1)?,
                    note: r.get(2)?,
                })
            })?;
            rows.collect()
        })();
        result.map_err(|e| self.deck_sql(e))
    }

    /// Renames a deck; its history stays. One transaction, which checks the new name inside
    /// it, so two renames to one name give one rename and one "name taken".
    pub fn rename_deck(&mut self, game: Game, old: &str, new: &str) -> Result<DeckSummary> {
        let new = new.trim();
        if new.is_empty() {
            return Err(DeckStoreError::EmptyName);
        }
        let old_name = old.trim().to_string();
        let outcome = (|| -> rusqlite::Result<std::result::Result<(), DeckStoreError>> {
            let tx = self.write_transaction()?;
            let Some((deck_id, current)) = deck_id_of(&tx, game, &old_name)? else {
                return Ok(Err(DeckStoreError::NotFound {
                    name: old_name.clone(),
                }));
            };
            if !new.eq_ignore_ascii_case(&current) && name_taken(&tx, new)? {
                return Ok(Err(DeckStoreError::NameTaken {
                    name: new.to_string(),
                }));
            }
            tx.execute(
                "UPDATE decks SET name = ?2, updated_at = ?3 WHERE deck_id = ?1",
                params![deck_id, new, now()],
            )?;
            tx.commit()?;
            Ok(Ok(()))
        })();
        match outcome {
            Ok(Ok(())) => self.deck_summary(game, new),
            Ok(Err(e)) => Err(e),
            Err(e) if is_unique_violation(&e) => Err(DeckStoreError::NameTaken {
                name: new.to_string(),
            }),
            Err(e) => Err(self.deck_sql(e)),
        }
    }

    /// Deletes a deck and its whole history. One transaction, which reads what it deletes:
    /// the returned [`DeletedDeck`] holds every version, so [`UserDb::restore_deck`] can bring
    /// the deck back whole.
    pub fn delete_deck(&mut self, game: Game, name: &str) -> Result<DeletedDeck> {
        let summary = self.deck_summary(game, name)?;
        let mut versions = Vec::new();
        self.write(game, &summary.name, |tx, deck_id| {
            let mut stmt = tx.prepare(
                "SELECT version, saved_at, note, deck_json FROM deck_versions
                 WHERE deck_id = ?1 ORDER BY version",
            )?;
            versions = stmt
                .query_map([deck_id], |r| {
                    Ok(StoredVersion {
                        version: r.get(0)?,
                        saved_at: r.get(1)?,
                        note: r.get(2)?,
                        json: r.get(3)?,
                    })
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            drop(stmt);
            tx.execute("DELETE FROM decks WHERE deck_id = ?1", [deck_id])
                .map(drop)
        })?;
        Ok(DeletedDeck { summary, versions })
    }

    /// Brings a deleted deck back with its whole history, notes, tags and times. One
    /// transaction; refused when its name has been taken since.
    pub fn restore_deck(&mut self, deleted: &DeletedDeck) -> Result<DeckSummary> {
        let s = &deleted.summary;
        let outcome = (|| -> rusqlite::Result<bool> {
            let tx = self.write_transaction()?;
            if name_taken(&tx, &s.name)? {
                return Ok(false);
            }
            tx.execute(
                "INSERT INTO decks (name, notes, created_at, updated_at, game)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![s.name, s.notes, s.created_at, s.updated_at, s.game.code()],
            )?;
            let deck_id = tx.last_insert_rowid();
            for v in &deleted.versions {
                tx.execute(
                    "INSERT INTO deck_versions (deck_id, version, saved_at, note, deck_json)
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![deck_id, v.version, v.saved_at, v.note, v.json],
                )?;
            }
            write_tags(&tx, deck_id, &s.tags, s.updated_at)?;
            tx.commit()?;
            Ok(true)
        })();
        match outcome {
            Ok(true) => self.deck_summary(s.game, &s.name),
            Ok(false) => Err(DeckStoreError::NameTaken {
                name: s.name.clone(),
            }),
            Err(e) if is_unique_violation(&e) => Err(DeckStoreError::NameTaken {
                name: s.name.clone(),
            }),
            Err(e) => Err(self.deck_sql(e)),
        }
    }

    /// Replaces a deck's notes. One transaction.
    pub fn set_deck_notes(&mut self, game: Game, name: &str, notes: &str) -> Result<()> {
        self.write(game, name, |tx, deck_id| {
            write_notes(tx, deck_id, notes, now())
        })
    }

    /// Replaces a deck's tags (trimmed, empty ones dropped). One transaction.
    pub fn set_deck_tags(&mut self, game: Game, name: &str, tags: &[String]) -> Result<()> {
        self.write(game, name, |tx, deck_id| {
            write_tags(tx, deck_id, tags, now())
        })
    }

    /// Runs one write to the deck of `game` named `name` in one (immediate) transaction that
    /// finds the deck inside it.
    fn write(
        &mut self,
        game: Game,
        name: &str,
        body: impl FnOnce(&Transaction<'_>, i64) -> rusqlite::Result<()>,
    ) -> Result<()> {
        let name = name.trim().to_string();
        let outcome = (|| -> rusqlite::Result<bool> {
            let tx = self.write_transaction()?;
            let Some((deck_id, _)) = deck_id_of(&tx, game, &name)? else {
                return Ok(false);
            };
            body(&tx, deck_id)?;
            tx.commit()?;
            Ok(true)
        })();
        match outcome {
            Ok(true) => Ok(()),
            Ok(false) => Err(DeckStoreError::NotFound { name }),
            Err(e) => Err(self.deck_sql(e)),
        }
    }
}

/// The id and stored name of the deck of `game` named `name`: one game's library never finds,
/// and so never renames, annotates or deletes, a deck of another game.
fn deck_id_of(
    tx: &Transaction<'_>,
    game: Game,
    name: &str,
) -> rusqlite::Result<Option<(i64, String)>> {
    tx.query_row(
        "SELECT deck_id, name FROM decks WHERE name = ?1 AND game = ?2",
        params![name, game.code()],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
    .optional()
}

/// Whether a deck of any game has the name `name` (names are unique across games).
fn name_taken(tx: &Transaction<'_>, name: &str) -> rusqlite::Result<bool> {
    tx.query_row("SELECT 1 FROM decks WHERE name = ?1", [name], |_| Ok(()))
        .optional()
        .map(|found| found.is_some())
}

fn is_unique_violation(e: &rusqlite::Error) -> bool {
    matches!(
        e,
        rusqlite::Error::SqliteFailure(f, _)
            if f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
    )
}

fn write_notes(tx: &Transaction<'_>, deck_id: i64, notes: &str, time: i64) -> rusqlite::Result<()> {
    tx.execute(
        "UPDATE decks SET notes = ?2, updated_at = ?3 WHERE deck_id = ?1",
        params![deck_id, notes, time],
    )
    .map(drop)
}

fn write_tags(
    tx: &Transaction<'_>,
    deck_id: i64,
    tags: &[String],
    time: i64,
) -> rusqlite::Result<()> {
    tx.execute("DELETE FROM deck_tags WHERE deck_id = ?1", [deck_id])?;
    for tag in tags.iter().map(|t| t.trim()).filter(|t| !t.is_empty()) {
        tx.execute(
            "INSERT OR IGNORE INTO deck_tags (deck_id, tag) VALUES (?1, ?2)",
            params![deck_id, tag],
        )?;
    }
    tx.execute(
        "UPDATE decks SET updated_at = ?2 WHERE deck_id = ?1",
        params![deck_id, time],
    )
    .map(drop)
}

fn tags_of(conn: &rusqlite::Connection, deck_id: i64) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare("SELECT tag FROM deck_tags WHERE deck_id = ?1 ORDER BY tag")?;
    let rows = stmt.query_map([deck_id], |r| r.get(0))?;
    rows.collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::CardId;
    use crate::deck::Section;

    fn deck(count: u32) -> Deck {
        let mut deck = Deck::new(Game::Kayou);
        deck.add_to(Section::Main, &CardId::parse("BP01-C01").unwrap(), count);
        deck
    }

    #[test]
    fn each_save_is_a_version_and_any_version_reads_back() {
        let dir = tempfile::tempdir().unwrap();
        let mut db = UserDb::open(&dir.path().join("user.db")).unwrap();
        db.save_deck("Rush", &deck(2), "first").unwrap();
        let (summary, version) = db.save_deck("rush", &deck(3), "second").unwrap();
        assert_eq!(
            (summary.name.as_str(), summary.versions, version),
            ("Rush", 2, 2)
        );
        assert_eq!(
            db.load_deck(Game::Kayou, "Rush", Some(1))
                .unwrap()
                .deck
                .count(Section::Main),
            2
        );
        assert_eq!(
            db.load_deck(Game::Kayou, "Rush", None)
                .unwrap()
                .deck
                .count(Section::Main),
            3
        );
        let history = db.deck_history(Game::Kayou, "Rush").unwrap();
        assert_eq!(
            history.iter().map(|h| h.note.as_str()).collect::<Vec<_>>(),
            ["first", "second"]
        );
        assert!(matches!(
            db.load_deck(Game::Kayou, "Rush", Some(9)),
            Err(DeckStoreError::NoSuchVersion { latest: 2, .. })
        ));
    }

    #[test]
    fn renaming_keeps_history_and_refuses_a_taken_name() {
        let dir = tempfile::tempdir().unwrap();
        let mut db = UserDb::open(&dir.path().join("user.db")).unwrap();
        db.save_deck("A", &deck(1), "").unwrap();
        db.save_deck("A", &deck(2), "").unwrap();
        db.save_deck("B", &deck(1), "").unwrap();
        assert!(matches!(
            db.rename_deck(Game::Kayou, "A", "b"),
            Err(DeckStoreError::NameTaken { .. })
        ));
        db.rename_deck(Game::Kayou, "A", "C").unwrap();
        let saved = db.load_deck(Game::Kayou, "C", None).unwrap();
        assert_eq!(
            (saved.summary.versions, saved.deck.name.as_deref()),
            (2, Some("C"))
        );
        db.set_deck_tags(
            Game::Kayou,
            "C",
            &["aggro".into(), " ".into(), "blue".into()],
        )
        .unwrap();
        db.set_deck_notes(Game::Kayou, "C", "fast").unwrap();
        let summary = db.deck_summary(Game::Kayou, "c").unwrap();
        assert_eq!(
            (summary.tags, summary.notes.as_str()),
            (vec!["aggro".to_string(), "blue".to_string()], "fast")
        );
        db.delete_deck(Game::Kayou, "C").unwrap();
        assert_eq!(db.decks(Game::Kayou).unwrap().len(), 1);
        assert!(matches!(
            db.load_deck(Game::Kayou, "C", None),
            Err(DeckStoreError::NotFound { .. })
        ));
    }

    #[test]
    fn a_lorcana_deck_has_versions_and_stays_in_its_own_library() {
        let dir = tempfile::tempdir().unwrap();
        let mut db = UserDb::open(&dir.path().join("user.db")).unwrap();
        let mut elsa = Deck::new(Game::Lorcana);
        let id = CardId::parse_in(Game::Lorcana, "1-001").unwrap();
        elsa.add_to(Section::Main, &id, 4);
        assert_eq!(db.save_deck("Elsa", &elsa, "first").unwrap().1, 1);
        elsa.add_to(Section::Main, &id, 0);
        elsa.add_to(Section::Maybe, &id, 1);
        assert_eq!(db.save_deck("Elsa", &elsa, "second").unwrap().1, 2);
        db.save_deck("Rush", &deck(1), "").unwrap();

        let first = db.load_deck(Game::Lorcana, "elsa", Some(1)).unwrap();
        assert_eq!(first.deck.game, Game::Lorcana);
        assert_eq!(first.deck.copies(&id), 4);
        assert!(first.deck.maybe.is_empty());
        assert_eq!(db.deck_history(Game::Lorcana, "Elsa").unwrap().len(), 2);
        db.set_deck_notes(Game::Lorcana, "Elsa", "ramp").unwrap();
        let names = |db: &UserDb, game| -> Vec<String> {
            db.decks(game)
                .unwrap()
                .into_iter()
                .map(|d| d.name)
                .collect()
        };
        assert_eq!(names(&db, Game::Lorcana), ["Elsa"]);
        assert_eq!(names(&db, Game::Kayou), ["Rush"]);
        assert!(names(&db, Game::Palworld).is_empty());

        // One game's library never finds another's deck.
        for found in [
            db.rename_deck(Game::Kayou, "Elsa", "Anna").map(drop),
            db.set_deck_notes(Game::Kayou, "Elsa", "x"),
            db.delete_deck(Game::Kayou, "Elsa").map(drop),
            db.load_deck(Game::Palworld, "Rush", None).map(drop),
        ] {
            assert!(matches!(found, Err(DeckStoreError::NotFound { .. })));
        }
        // Names stay unique across games.
        assert!(matches!(
            db.rename_deck(Game::Kayou, "Rush", "elsa"),
            Err(DeckStoreError::NameTaken { .. })
        ));
        assert!(matches!(
            db.save_deck("Elsa", &deck(1), ""),
            Err(DeckStoreError::NameTaken { .. })
        ));
        // A deleted Lorcana deck comes back under its game.
        let deleted = db.delete_deck(Game::Lorcana, "Elsa").unwrap();
        db.restore_deck(&deleted).unwrap();
        assert_eq!(
            db.deck_summary(Game::Lorcana, "Elsa").unwrap().notes,
            "ramp"
        );
    }

    #[test]
    fn a_deleted_deck_comes_back_with_its_whole_history_notes_and_tags() {
        let dir = tempfile::tempdir().unwrap();
        let mut db = UserDb::open(&dir.path().join("user.db")).unwrap();
        db.save_deck("Rush", &deck(1), "first").unwrap();
        db.save_deck("Rush", &deck(2), "second").unwrap();
        db.save_deck("Rush", &deck(3), "third").unwrap();
        db.set_deck_notes(Game::Kayou, "Rush", "mull for Scenes")
            .unwrap();
        db.set_deck_tags(Game::Kayou, "Rush", &["aggro".into()])
            .unwrap();
        let before = db.deck_summary(Game::Kayou, "Rush").unwrap();
        let history = db.deck_history(Game::Kayou, "Rush").unwrap();

        let deleted = db.delete_deck(Game::Kayou, "rush").unwrap();
        assert!(db.decks(Game::Kayou).unwrap().is_empty());
        let back = db.restore_deck(&deleted).unwrap();

        assert_eq!(
            back.versions, 3,
            "every version is back, not only the newest"
        );
        assert_eq!(db.deck_history(Game::Kayou, "Rush").unwrap(), history);
        assert_eq!(
            (back.notes.as_str(), back.tags.clone(), back.created_at),
            (
                before.notes.as_str(),
                before.tags.clone(),
                before.created_at
            )
        );
        assert_eq!(
            db.load_deck(Game::Kayou, "Rush", Some(1))
                .unwrap()
                .deck
                .count(Section::Main),
            1
        );

        db.delete_deck(Game::Kayou, "Rush").unwrap();
        db.save_deck("rush", &deck(1), "a new deck of that name")
            .unwrap();
        assert!(matches!(
            db.restore_deck(&deleted),
            Err(DeckStoreError::NameTaken { .. })
        ));
    }

    #[test]
    fn a_version_1_database_gains_the_deck_tables_and_keeps_its_settings() {
        use crate::catalog::migrate::{USER_MIGRATIONS, latest_version, migrate, schema_version};
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.db");
        {
            let mut conn = rusqlite::Connection::open(&path).unwrap();
            migrate(&mut conn, &USER_MIGRATIONS[..1]).unwrap();
            conn.execute(
                "INSERT INTO settings (key, value) VALUES ('theme', 'dark')",
                [],
            )
            .unwrap();
            assert_eq!(schema_version(&conn).unwrap(), 1);
        }
        let mut db = UserDb::open(&path).unwrap();
        assert_eq!(
            schema_version(db.conn()).unwrap(),
            latest_version(USER_MIGRATIONS)
        );
        assert_eq!(db.setting("theme").unwrap().as_deref(), Some("dark"));
        db.save_deck("New", &deck(1), "").unwrap();
        assert_eq!(db.decks(Game::Kayou).unwrap().len(), 1);
    }
}
