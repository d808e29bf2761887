//! The collection in the user database (`collection` table, migration 0002): load it, set one
//! printing (the quick +/-), and write an import plan in one transaction (all or nothing).

use rusqlite::{Connection, OptionalExtension as _, params};

use crate::card::{CardId, Game};
use crate::collection::{Collection, Holding, ImportPlan};

use super::{CatalogError, UserDb};

/// The game the collection rows belong to. Other games will pass theirs.
const GAME: Game = Game::Kayou;

fn count(value: i64) -> u32 {
    u32::try_from(value.max(0)).unwrap_or(u32::MAX)
}

fn read_holding(conn: &Connection, card_id: &CardId) -> rusqlite::Result<Holding> {
    conn.prepare_cached(
        "SELECT owned, wishlist, trade, notes FROM collection WHERE game = ?1 AND printing_id = ?2",
    )?
    .query_row(params![GAME.code(), card_id.as_str()], |row| {
        Ok(Holding {
            owned: count(row.get(0)?),
            wishlist: count(row.get(1)?),
            trade: count(row.get(2)?),
            notes: row.get(3)?,
        })
    })
    .optional()
    .map(Option::unwrap_or_default)
}

fn write_holding(conn: &Connection, card_id: &CardId, holding: &Holding) -> rusqlite::Result<()> {
    if holding.is_empty() {
        conn.prepare_cached("DELETE FROM collection WHERE game = ?1 AND printing_id = ?2")?
            .execute(params![GAME.code(), card_id.as_str()])?;
    } else {
        conn.prepare_cached(
            "INSERT INTO collection (game, printing_id, owned, wishlist, trade, notes)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (game, printing_id) DO UPDATE SET owned = excluded.owned,
                 wishlist = excluded.wishlist, trade = excluded.trade, notes = excluded.notes",
        )?
        .execute(params![
            GAME.code(),
            card_id.as_str(),
            i64::from(holding.owned),
            i64::from(holding.wishlist),
            i64::from(holding.trade),
            holding.notes,
        ])?;
    }
    Ok(())
}

impl UserDb {
    /// The whole collection. A stored ID that is no longer a valid card ID is a damaged file.
    pub fn collection(&self) -> Result<Collection, CatalogError> {
        let rows: Vec<(String, Holding)> = (|| {
            let mut stmt = self.conn().prepare(
                "SELECT printing_id, owned, wishlist, trade, notes FROM collection WHERE game = ?1",
            )?;
            let rows = stmt.query_map([GAME.code()], |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    Holding {
                        owned: count(row.get(1)?),
                        wishlist: count(row.get(2)?),
                        trade: count(row.get(3)?),
                        notes: row.get(4)?,
                    },
                ))
            })?;
            rows.collect::<rusqlite::Result<Vec<_>>>()
        })()
        .map_err(|e| self.sql_error(e))?;
        let mut collection = Collection::new();
        for (id_text, holding) in rows {
            let card_id = CardId::parse(&id_text).map_err(|e| CatalogError::Corrupt {
                path: self.path().to_path_buf(),
                detail: format!("the collection holds '{id_text}', which is not a card ID: {e}"),
            })?;
            collection.set(card_id, holding);
        }
        Ok(collection)
    }

    /// The holding of one printing (empty if none).
    pub fn collection_holding(&self, card_id: &CardId) -> Result<Holding, CatalogError> {
        read_holding(self.conn(), card_id).map_err(|e| self.sql_error(e))
    }

    /// Replaces the holding of one printing, in one transaction.
    pub fn set_collection_holding(
        &mut self,
        card_id: &CardId,
        holding: &Holding,
    ) -> Result<(), CatalogError> {
        let result = (|| {
            let tx = self.conn_mut().transaction()?;
            write_holding(&tx, card_id, holding)?;
            tx.commit()
        })();
        result.map_err(|e| self.sql_error(e))
    }

    /// Owns exactly `owned` copies of a printing, keeping its wishlist, trade and notes
    /// (`ponydeck collection set`). Returns the holding now stored.
    pub fn set_owned(&mut self, card_id: &CardId, owned: u32) -> Result<Holding, CatalogError> {
        self.update_holding(card_id, |h| h.owned = owned)
    }

    /// Adds `delta` copies of a printing (negative removes, never below zero): the quick +/- of
    /// the catalog and card previews. Returns the copies now owned.
    pub fn adjust_owned(&mut self, card_id: &CardId, delta: i64) -> Result<u32, CatalogError> {
        self.update_holding(card_id, |h| {
            let now = i64::from(h.owned).saturating_add(delta).max(0);
            h.owned = u32::try_from(now).unwrap_or(u32::MAX);
        })
        .map(|h| h.owned)
    }

    /// Reads, changes and writes one holding in one transaction.
    fn update_holding(
        &mut self,
        card_id: &CardId,
        change: impl FnOnce(&mut Holding),
    ) -> Result<Holding, CatalogError> {
        let result = (|| {
            let tx = self.conn_mut().transaction()?;
            let mut holding = read_holding(&tx, card_id)?;
            change(&mut holding);
            write_holding(&tx, card_id, &holding)?;
            tx.commit()?;
            Ok(holding)
        })();
        result.map_err(|e| self.sql_error(e))
    }

    /// Writes an import plan in one transaction: every change or none. `progress(done, total)`
    /// is called every few thousand rows.
    pub fn apply_import(
        &mut self,
        plan: &ImportPlan,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<(), CatalogError> {
        let total = plan.changes.len();
        let step = (total / 20).max(5000);
        let result = (|| {
            let tx = self.conn_mut().transaction()?;
            for (i, change) in plan.changes.iter().enumerate() {
                write_holding(&tx, &change.card_id, &change.after)?;
                if (i + 1).is_multiple_of(step) {
                    progress(i + 1, total);
                }
            }
            tx.commit()?;
            progress(total, total);
            Ok(())
        })();
        result.map_err(|e| self.sql_error(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(text: &str) -> CardId {
        CardId::parse(text).unwrap()
    }

    #[test]
    fn holdings_round_trip_and_empty_ones_are_deleted() {
        let dir = tempfile::tempdir().unwrap();
        let mut db = UserDb::open(&dir.path().join("user.db")).unwrap();
        db.set_owned(&id("※BP01-CR01"), 2).unwrap();
        assert_eq!(db.adjust_owned(&id("※BP01-CR01"), 1).unwrap(), 3);
        assert_eq!(db.collection().unwrap().owned(&id("※BP01-CR01")), 3);
        assert_eq!(db.adjust_owned(&id("※BP01-CR01"), -9).unwrap(), 0);
        assert!(db.collection().unwrap().is_empty());
    }
}
