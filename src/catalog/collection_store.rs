//! The collection in the user database (`collection` table, migration 0002): load it, set one
//! printing (the quick +/-), and write an import plan in one transaction (all or nothing).

use rusqlite::{Connection, OptionalExtension as _, params};

use crate::card::{CardId, Game};
use crate::collection::{Collection, Holding, ImportBatch, ImportPlan};
use crate::limits::MAX_COLLECTION_COUNT;

use super::{CatalogError, UserDb};

fn count(value: i64) -> u32 {
    u32::try_from(value.max(0)).unwrap_or(u32::MAX)
}

fn read_holding(conn: &Connection, game: Game, card_id: &CardId) -> rusqlite::Result<Holding> {
    conn.prepare_cached(
        "SELECT owned, wishlist, trade, notes FROM collection WHERE game = ?1 AND printing_id = ?2",
    )?
    .query_row(params![game.code(), card_id.as_str()], |row| {
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

fn write_holding(
    conn: &Connection,
    game: Game,
    card_id: &CardId,
    holding: &Holding,
) -> rusqlite::Result<()> {
    if holding.is_empty() {
        conn.prepare_cached("DELETE FROM collection WHERE game = ?1 AND printing_id = ?2")?
            .execute(params![game.code(), card_id.as_str()])?;
    } else {
        conn.prepare_cached(
            "INSERT INTO collection (game, printing_id, owned, wishlist, trade, notes)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (game, printing_id) DO UPDATE SET owned = excluded.owned,
                 wishlist = excluded.wishlist, trade = excluded.trade, notes = excluded.notes",
        )?
        .execute(params![
            game.code(),
            card_id.as_str(),
            i64::from(holding.owned),
            i64::from(holding.wishlist),
            i64::from(holding.trade),
            holding.notes,
        ])?;
    }
    Ok(())
}

/// A collection row whose printing ID ponydeck cannot read (written by another program or a
/// newer ponydeck): kept untouched, shown and exported as it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnreadableRow {
    /// The ID as stored.
    pub printing_id: String,
    /// What the row holds.
    pub holding: Holding,
}

fn all_rows(conn: &Connection, game: Game) -> rusqlite::Result<Vec<(String, Holding)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT printing_id, owned, wishlist, trade, notes FROM collection WHERE game = ?1",
    )?;
    let rows = stmt.query_map([game.code()], |row| {
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
    rows.collect()
}

/// A game's collection, and the rows whose ID the game cannot read, from any connection or
/// transaction.
fn read_collection(
    conn: &Connection,
    game: Game,
) -> rusqlite::Result<(Collection, Vec<UnreadableRow>)> {
    let mut collection = Collection::new();
    let mut unreadable = Vec::new();
    for (id_text, holding) in all_rows(conn, game)? {
        match CardId::parse_in(game, &id_text) {
            Ok(card_id) => collection.set(card_id, holding),
            Err(_) => unreadable.push(UnreadableRow {
                printing_id: id_text,
                holding,
            }),
        }
    }
    unreadable.sort_by(|a, b| a.printing_id.cmp(&b.printing_id));
    Ok((collection, unreadable))
}

impl UserDb {
    /// A game's whole collection. Rows whose ID cannot be read are left out here (see
    /// [`UserDb::unreadable_collection_rows`]); they never block the rest.
    pub fn collection(&self, game: Game) -> Result<Collection, CatalogError> {
        read_collection(self.conn(), game)
            .map(|(collection, _)| collection)
            .map_err(|e| self.sql_error(e))
    }

    /// The rows whose printing ID ponydeck cannot read, sorted by ID, kept as stored.
    pub fn unreadable_collection_rows(
        &self,
        game: Game,
    ) -> Result<Vec<UnreadableRow>, CatalogError> {
        read_collection(self.conn(), game)
            .map(|(_, rows)| rows)
            .map_err(|e| self.sql_error(e))
    }

    /// The holding of one printing (empty if none).
    pub fn collection_holding(
        &self,
        game: Game,
        card_id: &CardId,
    ) -> Result<Holding, CatalogError> {
        read_holding(self.conn(), game, card_id).map_err(|e| self.sql_error(e))
    }

    /// Replaces the holding of one printing, in one transaction.
    pub fn set_collection_holding(
        &mut self,
        game: Game,
        card_id: &CardId,
        holding: &Holding,
    ) -> Result<(), CatalogError> {
        let result = (|| {
            let tx = self.write_transaction()?;
            write_holding(&tx, game, card_id, holding)?;
            tx.commit()
        })();
        result.map_err(|e| self.sql_error(e))
    }

    /// Owns exactly `owned` copies of a printing, keeping its wishlist, trade and notes
    /// (`ponydeck collection set`). Returns the holding now stored.
    pub fn set_owned(
        &mut self,
        game: Game,
        card_id: &CardId,
        owned: u32,
    ) -> Result<Holding, CatalogError> {
        self.change_holding(game, card_id, |h| h.owned = owned)
    }

    /// Adds `delta` copies of a printing (negative removes, never below zero): the quick +/- of
    /// the catalog and card previews. Returns the copies now owned. A count past
    /// [`MAX_COLLECTION_COUNT`] is refused, never cut silently.
    pub fn adjust_owned(
        &mut self,
        game: Game,
        card_id: &CardId,
        delta: i64,
    ) -> Result<u32, CatalogError> {
        let mut refused = None;
        let holding = self.change_holding(game, card_id, |h| {
            let now = i64::from(h.owned).saturating_add(delta).max(0);
            match u32::try_from(now) {
                Ok(n) if n <= MAX_COLLECTION_COUNT => h.owned = n,
                _ => refused = Some(now),
            }
        })?;
        if let Some(now) = refused {
            return Err(CatalogError::TooMany {
                card_id: card_id.to_string(),
                count: now,
                max: MAX_COLLECTION_COUNT,
            });
        }
        Ok(holding.owned)
    }

    /// Wants exactly `copies` more of a printing (its wishlist count), keeping what is owned,
    /// offered and noted. A count past [`MAX_COLLECTION_COUNT`] is refused.
    pub fn set_wanted(
        &mut self,
        game: Game,
        card_id: &CardId,
        copies: u32,
    ) -> Result<Holding, CatalogError> {
        Self::within_limit(card_id, copies)?;
        self.change_holding(game, card_id, |h| h.wishlist = copies)
    }

    /// Offers exactly `copies` of a printing for trade, keeping the rest of its holding. A
    /// count past [`MAX_COLLECTION_COUNT`] is refused.
    pub fn set_for_trade(
        &mut self,
        game: Game,
        card_id: &CardId,
        copies: u32,
    ) -> Result<Holding, CatalogError> {
        Self::within_limit(card_id, copies)?;
        self.change_holding(game, card_id, |h| h.trade = copies)
    }

    fn within_limit(card_id: &CardId, copies: u32) -> Result<(), CatalogError> {
        if copies > MAX_COLLECTION_COUNT {
            return Err(CatalogError::TooMany {
                card_id: card_id.to_string(),
                count: i64::from(copies),
                max: MAX_COLLECTION_COUNT,
            });
        }
        Ok(())
    }

    /// Reads, changes and writes one holding in one (immediate) transaction, and returns the
    /// holding now stored.
    pub fn change_holding(
        &mut self,
        game: Game,
        card_id: &CardId,
        change: impl FnOnce(&mut Holding),
    ) -> Result<Holding, CatalogError> {
        let result = (|| {
            let tx = self.write_transaction()?;
            let mut holding = read_holding(&tx, game, card_id)?;
            let before = holding.clone();
            change(&mut holding);
            if holding != before {
                write_holding(&tx, game, card_id, &holding)?;
            }
            tx.commit()?;
            Ok(holding)
        })();
        result.map_err(|e| self.sql_error(e))
    }

    /// Imports a file's rows in one (immediate) transaction: the collection is read inside it,
    /// the plan made from that read and written, so a second import or window writing at the
    /// same time is never undone (each field the file does not carry keeps its current value).
    /// Returns the plan written. `progress(done, total)` is called every few thousand rows.
    pub fn apply_import(
        &mut self,
        game: Game,
        batch: &ImportBatch,
        replace: bool,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<ImportPlan, CatalogError> {
        let result = (|| {
            let tx = self.write_transaction()?;
            let (current, _) = read_collection(&tx, game)?;
            let plan = ImportPlan::new(&current, batch, replace);
            let total = plan.changes.len();
            let step = (total / 20).max(5000);
            for (i, change) in plan.changes.iter().enumerate() {
                write_holding(&tx, game, &change.card_id, &change.after)?;
                if (i + 1).is_multiple_of(step) {
                    progress(i + 1, total);
                }
            }
            crate::catalog::crash_point("import-before-commit");
            tx.commit()?;
            progress(total, total);
            Ok(plan)
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
        let kayou = Game::Kayou;
        db.set_owned(kayou, &id("※BP01-CR01"), 2).unwrap();
        assert_eq!(db.adjust_owned(kayou, &id("※BP01-CR01"), 1).unwrap(), 3);
        assert_eq!(db.collection(kayou).unwrap().owned(&id("※BP01-CR01")), 3);
        assert_eq!(db.adjust_owned(kayou, &id("※BP01-CR01"), -9).unwrap(), 0);
        assert!(db.collection(kayou).unwrap().is_empty());
    }

    #[test]
    fn each_game_keeps_its_own_collection_with_wishlist_trade_and_notes() {
        let dir = tempfile::tempdir().unwrap();
        let mut db = UserDb::open(&dir.path().join("u.db")).unwrap();
        let elsa = CardId::parse_in(Game::Lorcana, "1-041").unwrap();
        db.set_owned(Game::Lorcana, &elsa, 3).unwrap();
        db.set_wanted(Game::Lorcana, &elsa, 1).unwrap();
        db.change_holding(Game::Lorcana, &elsa, |h| h.notes = "foil".into())
            .unwrap();
        let lorcana = db.collection(Game::Lorcana).unwrap();
        assert_eq!(lorcana.owned(&elsa), 3);
        assert_eq!(
            lorcana.holding(&elsa).map(|h| h.notes.as_str()),
            Some("foil")
        );
        assert!(db.collection(Game::Palworld).unwrap().is_empty());
        assert!(
            db.collection(Game::Kayou).unwrap().is_empty(),
            "not in the Kayou collection"
        );
        assert!(
            db.unreadable_collection_rows(Game::Kayou)
                .unwrap()
                .is_empty(),
            "a Lorcana ID is not an unreadable Kayou row"
        );
        db.set_owned(Game::Lorcana, &elsa, 0).unwrap();
        db.set_wanted(Game::Lorcana, &elsa, 0).unwrap();
        db.change_holding(Game::Lorcana, &elsa, |h| h.notes.clear())
            .unwrap();
        assert!(db.collection(Game::Lorcana).unwrap().is_empty());
    }
}
