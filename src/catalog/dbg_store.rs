//! Adventures in Equestria in the user database (`migrations/user/0004_dbg.sql`): the player's
//! component edits over the shipped list, and saved games. Every write is one transaction.

use rusqlite::{OptionalExtension as _, Transaction, params};
use serde::Serialize;

use crate::dbg::{Component, ComponentEdit, ComponentKind, Components, Tracker};

use super::deck_store::now;
use super::{DbgStoreError, UserDb};

/// A saved game without its steps: what the list of saved games shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SavedDbgGame {
    /// The unique name (compared case-insensitively).
    pub name: String,
    /// A line about it (`Tracker::summary`).
    pub summary: String,
    /// When it was last saved (unix seconds).
    pub saved_at: i64,
}

type Result<T> = std::result::Result<T, DbgStoreError>;

fn put_edit(
    tx: &Transaction<'_>,
    kind: ComponentKind,
    name: &str,
    json: Option<&str>,
) -> rusqlite::Result<()> {
    tx.prepare_cached(
        "INSERT INTO dbg_components (kind, name, component_json, updated_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (kind, name) DO UPDATE SET name = excluded.name,
             component_json = excluded.component_json, updated_at = excluded.updated_at",
    )?
    .execute(params![kind.code(), name.trim(), json, now()])?;
    Ok(())
}

impl UserDb {
    fn dbg_sql(&self, e: rusqlite::Error) -> DbgStoreError {
        DbgStoreError::Storage(self.sql_error(e))
    }

    /// The player's edits, in the order they were first made.
    pub fn dbg_component_edits(&self) -> Result<Vec<ComponentEdit>> {
        let rows: Vec<(String, String, Option<String>)> = (|| {
            let mut stmt = self
                .conn()
                .prepare("SELECT kind, name, component_json FROM dbg_components ORDER BY rowid")?;
            let rows = stmt.query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?;
            rows.collect::<rusqlite::Result<Vec<_>>>()
        })()
        .map_err(|e| self.dbg_sql(e))?;
        let mut edits = Vec::with_capacity(rows.len());
        for (code, name, json) in rows {
            let Some(kind) = ComponentKind::from_code(&code) else {
                return Err(DbgStoreError::DamagedComponent {
                    kind: "component",
                    name,
                    detail: format!("'{code}' is not a kind of component"),
                });
            };
            let component = match json {
                None => None,
                Some(json) => {
                    let component: Component = serde_json::from_str(&json).map_err(|e| {
                        DbgStoreError::DamagedComponent {
                            kind: kind.name(),
                            name: name.clone(),
                            detail: e.to_string(),
                        }
                    })?;
                    if component.kind() != kind {
                        return Err(DbgStoreError::DamagedComponent {
                            kind: kind.name(),
                            name,
                            detail: format!("it holds a {}", component.kind().name()),
                        });
                    }
                    Some(component)
                }
            };
            edits.push(ComponentEdit {
                kind,
                name,
                component,
            });
        }
        Ok(edits)
    }

    /// The components: the shipped list with the player's edits.
    pub fn dbg_components(&self) -> Result<Components> {
        let shipped = Components::shipped().map_err(|e| DbgStoreError::Shipped(e.to_string()))?;
        Ok(shipped.with_edits(&self.dbg_component_edits()?))
    }

    /// Stores a component the player added or edited, in one transaction. `replaces` is the
    /// name it had before, when it was renamed: that name is then removed.
    pub fn save_dbg_component(
        &mut self,
        replaces: Option<&str>,
        component: &Component,
    ) -> Result<()> {
        let json =
            serde_json::to_string(component).map_err(|e| DbgStoreError::DamagedComponent {
                kind: component.kind().name(),
                name: component.name().to_string(),
                detail: e.to_string(),
            })?;
        let result = (|| {
            let tx = self.write_transaction()?;
            if let Some(old) =
                replaces.filter(|old| !old.trim().eq_ignore_ascii_case(component.name().trim()))
            {
                put_edit(&tx, component.kind(), old, None)?;
            }
            put_edit(&tx, component.kind(), component.name(), Some(&json))?;
            tx.commit()
        })();
        result.map_err(|e| self.dbg_sql(e))
    }

    /// Removes a component (a shipped one stays removed until reset), in one transaction.
    pub fn remove_dbg_component(&mut self, kind: ComponentKind, name: &str) -> Result<()> {
        let result = (|| {
            let tx = self.write_transaction()?;
            put_edit(&tx, kind, name, None)?;
            tx.commit()
        })();
        result.map_err(|e| self.dbg_sql(e))
    }

    /// Forgets the player's edit of a component: a shipped one is as shipped again, an added
    /// one is gone.
    pub fn reset_dbg_component(&mut self, kind: ComponentKind, name: &str) -> Result<()> {
        let result = (|| {
            let tx = self.write_transaction()?;
            tx.execute(
                "DELETE FROM dbg_components WHERE kind = ?1 AND name = ?2",
                params![kind.code(), name.trim()],
            )?;
            tx.commit()
        })();
        result.map_err(|e| self.dbg_sql(e))
    }

    /// Stores imported components, all in one transaction (all or nothing).
    pub fn import_dbg_components(&mut self, edits: &[ComponentEdit]) -> Result<()> {
        let mut rows = Vec::with_capacity(edits.len());
        for edit in edits {
            let json = match &edit.component {
                None => None,
                Some(component) => Some(serde_json::to_string(component).map_err(|e| {
                    DbgStoreError::DamagedComponent {
                        kind: edit.kind.name(),
                        name: edit.name.clone(),
                        detail: e.to_string(),
                    }
                })?),
            };
            rows.push((edit.kind, edit.name.as_str(), json));
        }
        let result = (|| {
            let tx = self.write_transaction()?;
            for (kind, name, json) in &rows {
                put_edit(&tx, *kind, name, json.as_deref())?;
            }
            tx.commit()
        })();
        result.map_err(|e| self.dbg_sql(e))
    }

    /// Saves a game under a name (replacing a game of that name, in any case), in one
    /// transaction: the window's save of the game it plays, `dbg play --save NAME --replace`.
    pub fn save_dbg_game(&mut self, name: &str, tracker: &Tracker) -> Result<()> {
        self.put_dbg_game(name, tracker, true)
    }

    /// Saves a game under a name no saved game has (compared case-insensitively), in one
    /// transaction; [`DbgStoreError::NameTaken`] names the saved game that has it, which stays
    /// as it was.
    pub fn save_new_dbg_game(&mut self, name: &str, tracker: &Tracker) -> Result<()> {
        self.put_dbg_game(name, tracker, false)
    }

    /// The name a saved game is stored under, found case-insensitively (`family night` finds
    /// `Family night`).
    pub fn dbg_game_name(&self, name: &str) -> Result<Option<String>> {
        self.conn()
            .query_row(
                "SELECT name FROM dbg_games WHERE name = ?1",
                [name.trim()],
                |row| row.get(0),
            )
            .optional()
            .map_err(|e| self.dbg_sql(e))
    }

    fn put_dbg_game(&mut self, name: &str, tracker: &Tracker, replace: bool) -> Result<()> {
        let name = name.trim();
        if name.is_empty() {
            return Err(DbgStoreError::EmptyName);
        }
        let json = tracker.to_json();
        let summary = tracker.summary();
        let result = (|| -> rusqlite::Result<Option<DbgStoreError>> {
            let tx = self.write_transaction()?;
            if !replace {
                // Read inside the write transaction, so no other save slips in between.
                let taken: Option<(String, String)> = tx
                    .query_row(
                        "SELECT name, summary FROM dbg_games WHERE name = ?1",
                        [name],
                        |row| Ok((row.get(0)?, row.get(1)?)),
                    )
                    .optional()?;
                if let Some((name, summary)) = taken {
                    return Ok(Some(DbgStoreError::NameTaken { name, summary }));
                }
            }
            tx.execute(
                "INSERT INTO dbg_games (name, summary, saved_at, game_json) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (name) DO UPDATE SET name = excluded.name, summary = excluded.summary,
                     saved_at = excluded.saved_at, game_json = excluded.game_json",
                params![name, summary, now(), json],
            )?;
            tx.commit()?;
            Ok(None)
        })();
        match result.map_err(|e| self.dbg_sql(e))? {
            Some(taken) => Err(taken),
            None => Ok(()),
        }
    }

    /// The saved games, the most recently saved first (then by name).
    pub fn dbg_games(&self) -> Result<Vec<SavedDbgGame>> {
        let result = (|| {
            let mut stmt = self.conn().prepare(
                "SELECT name, summary, saved_at FROM dbg_games ORDER BY saved_at DESC, name COLLATE NOCASE",
            )?;
            let rows = stmt.query_map([], |row| {
                Ok(SavedDbgGame {
                    name: row.get(0)?,
                    summary: row.get(1)?,
                    saved_at: row.get(2)?,
                })
            })?;
            rows.collect::<rusqlite::Result<Vec<_>>>()
        })();
        result.map_err(|e| self.dbg_sql(e))
    }

    /// A saved game, read back by replaying its steps.
    pub fn dbg_game(&self, name: &str) -> Result<Tracker> {
        let json: Option<String> = self
            .conn()
            .query_row(
                "SELECT game_json FROM dbg_games WHERE name = ?1",
                [name.trim()],
                |row| row.get(0),
            )
            .optional()
            .map_err(|e| self.dbg_sql(e))?;
        let Some(json) = json else {
            return Err(DbgStoreError::NotFound {
                name: name.to_string(),
            });
        };
        Tracker::from_json(&json).map_err(|e| DbgStoreError::DamagedGame {
            name: name.to_string(),
            detail: e.to_string(),
        })
    }

    /// Deletes a saved game.
    pub fn delete_dbg_game(&mut self, name: &str) -> Result<()> {
        let result = (|| {
            let tx = self.write_transaction()?;
            let n = tx.execute("DELETE FROM dbg_games WHERE name = ?1", [name.trim()])?;
            tx.commit()?;
            Ok(n)
        })();
        match result.map_err(|e| self.dbg_sql(e))? {
            0 => Err(DbgStoreError::NotFound {
                name: name.to_string(),
            }),
            _ => Ok(()),
        }
    }
}
