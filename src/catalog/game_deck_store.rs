//! Decks and collections of the other games in the user's database: decks in `decks` with their
//! `game` (migration 0005), each version the serde JSON of [`GameDeck`]; collection rows in
//! `collection` under their game (migration 0003 keyed it by game from the start).

use rusqlite::{OptionalExtension as _, params};

use crate::card::{Game, GameCardId};
use crate::deck::GameDeck;
use crate::limits::MAX_COLLECTION_COUNT;

use super::deck_store::{insert_version, now};
use super::{DeckStoreError, UserDb};

type Result<T> = std::result::Result<T, DeckStoreError>;

impl UserDb {
    /// Saves a deck of another game as a new version (creating it on its first save). A name
    /// already used by a deck of another game is refused. One transaction.
    pub fn save_game_deck(&mut self, name: &str, deck: &GameDeck, note: &str) -> Result<i64> {
        let name = name.trim();
        if name.is_empty() {
            return Err(DeckStoreError::EmptyName);
        }
        let mut stored = deck.clone();
        stored.name = Some(name.to_string());
        let json = serde_json::to_string(&stored).map_err(|e| DeckStoreError::Damaged {
            name: name.to_string(),
            version: 0,
            detail: e.to_string(),
        })?;
        let time = now();
        let game = deck.game.code();
        let result = (|| -> rusqlite::Result<Option<i64>> {
            let tx = self.write_transaction()?;
            let Some((_, version)) = insert_version(&tx, game, name, note, &json, time)? else {
                return Ok(None);
            };
            tx.commit()?;
            Ok(Some(version))
        })();
        match result {
            Ok(Some(version)) => Ok(version),
            Ok(None) => Err(DeckStoreError::NameTaken {
                name: name.to_string(),
            }),
            Err(e) => Err(DeckStoreError::Storage(self.sql_error(e))),
        }
    }

    /// The names of a game's saved decks, sorted case-insensitively.
    pub fn game_deck_names(&self, game: Game) -> Result<Vec<String>> {
        let result = (|| -> rusqlite::Result<Vec<String>> {
            let mut stmt = self.conn().prepare(
                "SELECT name FROM decks WHERE game = ?1 ORDER BY name COLLATE NOCASE, deck_id",
            )?;
            let rows = stmt.query_map([game.code()], |r| r.get(0))?;
            rows.collect()
        })();
        result.map_err(|e| DeckStoreError::Storage(self.sql_error(e)))
    }

    /// The newest version of a game's saved deck.
    pub fn load_game_deck(&self, game: Game, name: &str) -> Result<GameDeck> {
        let found = self
            .conn()
            .query_row(
                "SELECT v.deck_json, v.version, d.name FROM decks d JOIN deck_versions v
                     ON v.deck_id = d.deck_id
                 WHERE d.game = ?1 AND d.name = ?2 ORDER BY v.version DESC LIMIT 1",
                params![game.code(), name.trim()],
                |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, i64>(1)?,
                        r.get::<_, String>(2)?,
                    ))
                },
            )
            .optional()
            .map_err(|e| DeckStoreError::Storage(self.sql_error(e)))?;
        let Some((json, version, stored_name)) = found else {
            return Err(DeckStoreError::NotFound {
                name: name.to_string(),
            });
        };
        let mut deck: GameDeck =
            serde_json::from_str(&json).map_err(|e| DeckStoreError::Damaged {
                name: stored_name.clone(),
                version,
                detail: e.to_string(),
            })?;
        deck.name = Some(stored_name);
        Ok(deck)
    }

    /// The owned copies of a game's printings, by ID, sorted. Rows whose ID the game cannot read
    /// are left out here (they stay in the database untouched).
    pub fn game_owned(
        &self,
        game: Game,
    ) -> std::result::Result<Vec<(GameCardId, u32)>, super::CatalogError> {
        let result = (|| -> rusqlite::Result<Vec<(String, i64)>> {
            let mut stmt = self.conn().prepare(
                "SELECT printing_id, owned FROM collection WHERE game = ?1 AND owned > 0
                 ORDER BY printing_id",
            )?;
            let rows = stmt.query_map([game.code()], |r| Ok((r.get(0)?, r.get(1)?)))?;
            rows.collect()
        })();
        let rows = result.map_err(|e| self.sql_error(e))?;
        Ok(rows
            .into_iter()
            .filter_map(|(id, n)| {
                let id = GameCardId::parse(game, &id).ok()?;
                Some((id, u32::try_from(n.max(0)).unwrap_or(u32::MAX)))
            })
            .collect())
    }

    /// Own exactly `owned` copies of a printing of another game (0 removes the row).
    pub fn set_game_owned(
        &mut self,
        card_id: &GameCardId,
        owned: u32,
    ) -> std::result::Result<(), super::CatalogError> {
        let owned = owned.min(MAX_COLLECTION_COUNT);
        let game = card_id.game.code();
        let result = (|| -> rusqlite::Result<()> {
            let tx = self.write_transaction()?;
            if owned == 0 {
                tx.execute(
                    "DELETE FROM collection WHERE game = ?1 AND printing_id = ?2",
                    params![game, card_id.as_str()],
                )?;
            } else {
                tx.execute(
                    "INSERT INTO collection (game, printing_id, owned) VALUES (?1, ?2, ?3)
                     ON CONFLICT (game, printing_id) DO UPDATE SET owned = excluded.owned",
                    params![game, card_id.as_str(), i64::from(owned)],
                )?;
            }
            tx.commit()
        })();
        result.map_err(|e| self.sql_error(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deck(game: Game, id: &str) -> GameDeck {
        let mut d = GameDeck::new(game);
        d.add_to("deck", &GameCardId::parse(game, id).unwrap(), 4);
        d
    }

    #[test]
    fn a_lorcana_deck_saves_and_loads_and_stays_out_of_the_kayou_library() {
        let dir = tempfile::tempdir().unwrap();
        let mut db = UserDb::open(&dir.path().join("u.db")).unwrap();
        let saved = deck(Game::Lorcana, "1-041");
        assert_eq!(db.save_game_deck("Elsa", &saved, "first").unwrap(), 1);
        assert_eq!(db.save_game_deck("Elsa", &saved, "again").unwrap(), 2);
        let loaded = db.load_game_deck(Game::Lorcana, "elsa").unwrap();
        assert_eq!(loaded.section("deck"), saved.section("deck"));
        assert_eq!(db.game_deck_names(Game::Lorcana).unwrap(), ["Elsa"]);
        assert!(db.decks().unwrap().is_empty(), "not a Kayou deck");
        assert!(db.game_deck_names(Game::Palworld).unwrap().is_empty());
        // A Kayou deck cannot take the name, nor a Palworld one.
        assert!(matches!(
            db.save_deck("Elsa", &crate::deck::Deck::default(), ""),
            Err(DeckStoreError::NameTaken { .. })
        ));
        assert!(matches!(
            db.save_game_deck("Elsa", &deck(Game::Palworld, "EBP01-001"), ""),
            Err(DeckStoreError::NameTaken { .. })
        ));
        // Nor can another game's deck take a Kayou deck's name.
        db.save_deck("Rush", &crate::deck::Deck::default(), "")
            .unwrap();
        assert!(matches!(
            db.save_game_deck("rush", &saved, ""),
            Err(DeckStoreError::NameTaken { .. })
        ));
        assert_eq!(db.decks().unwrap()[0].versions, 1);
    }

    #[test]
    fn other_games_own_copies_apart_from_kayou() {
        let dir = tempfile::tempdir().unwrap();
        let mut db = UserDb::open(&dir.path().join("u.db")).unwrap();
        let elsa = GameCardId::parse(Game::Lorcana, "1-041").unwrap();
        db.set_game_owned(&elsa, 3).unwrap();
        assert_eq!(db.game_owned(Game::Lorcana).unwrap(), [(elsa.clone(), 3)]);
        assert!(db.game_owned(Game::Palworld).unwrap().is_empty());
        assert!(
            db.collection().unwrap().is_empty(),
            "not in the Kayou collection"
        );
        db.set_game_owned(&elsa, 0).unwrap();
        assert!(db.game_owned(Game::Lorcana).unwrap().is_empty());
    }
}
