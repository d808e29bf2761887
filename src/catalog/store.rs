//! Opening `cards.db` read-only and loading it into a [`CardIndex`].

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags, Row};

use crate::ability::{Ability, Automation, CompiledCard};

use crate::card::{
    Card, CardDetails, CardId, CardIndex, CardType, Chip, Color, Game, KayouCard, Keyword, Rarity,
    Stage, StoryInfo, TextOrigin,
};

use super::CatalogError;
use super::file_kind::{FileKind, classify_unstamped, file_kind};
use super::migrate::{CATALOG_MIGRATIONS, latest_version, schema_version};
use super::source::SetInfo;
use super::user_db::immutable_uri;

/// The card catalog: every card in memory, and the read-only database for full-text search.
#[derive(Debug)]
pub struct Catalog {
    path: PathBuf,
    conn: Connection,
    index: CardIndex,
    sets: Vec<SetInfo>,
    /// The other games' cards, loaded the first time they are asked for (Kayou commands never
    /// pay for them).
    others: [std::sync::OnceLock<CardIndex>; 2],
}

impl Catalog {
    /// Opens a catalog read-only, checks that it is a catalog (by `application_id`, never a
    /// user database), its integrity and its schema version, and loads every card.
    pub fn open(path: &Path) -> Result<Catalog, CatalogError> {
        if !path.is_file() {
            return Err(CatalogError::Missing {
                path: path.to_path_buf(),
            });
        }
        let corrupt = |e: rusqlite::Error| CatalogError::Corrupt {
            path: path.to_path_buf(),
            detail: e.to_string(),
        };
        let not_catalog = |kind: FileKind| CatalogError::NotCatalog {
            path: path.to_path_buf(),
            what: kind.description().to_string(),
        };
        let kind = file_kind(path).map_err(|source| CatalogError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        match kind {
            FileKind::UserDb | FileKind::OtherSqlite => return Err(not_catalog(kind)),
            FileKind::Empty | FileKind::NotSqlite => {
                return Err(CatalogError::Corrupt {
                    path: path.to_path_buf(),
                    detail: kind.description().to_string(),
                });
            }
            _ => {}
        }
        let conn = open_read_only(path).map_err(corrupt)?;
        if kind == FileKind::Unstamped {
            match classify_unstamped(&conn).map_err(corrupt)? {
                FileKind::Catalog => {}
                other => return Err(not_catalog(other)),
            }
        }
        let check: String = conn
            .query_row("PRAGMA quick_check(1)", [], |row| row.get(0))
            .map_err(corrupt)?;
        if check != "ok" {
            return Err(CatalogError::Corrupt {
                path: path.to_path_buf(),
                detail: format!("the integrity check found: {check}"),
            });
        }
        let found = schema_version(&conn).map_err(corrupt)?;
        let supported = latest_version(CATALOG_MIGRATIONS);
        if found > supported {
            return Err(CatalogError::TooNew {
                path: path.to_path_buf(),
                found,
                supported,
            });
        }
        if found < supported {
            return Err(CatalogError::TooOld {
                path: path.to_path_buf(),
                found,
                supported,
            });
        }
        let cards = load_cards(&conn).map_err(corrupt)?;
        let sets = load_sets(&conn).map_err(corrupt)?;
        Ok(Catalog {
            path: path.to_path_buf(),
            conn,
            index: CardIndex::new(Game::Kayou, cards),
            sets,
            others: Default::default(),
        })
    }

    /// The cards of a game; Lorcana's and Palworld's are loaded on first use.
    pub fn game_index(&self, game: Game) -> Result<&CardIndex, CatalogError> {
        let cell = match game {
            Game::Kayou => return Ok(&self.index),
            Game::Lorcana => &self.others[0],
            Game::Palworld => &self.others[1],
        };
        if let Some(index) = cell.get() {
            return Ok(index);
        }
        let cards = load_game_cards(&self.conn, game).map_err(|e| CatalogError::Corrupt {
            path: self.path.clone(),
            detail: e.to_string(),
        })?;
        // Another caller may have set it first; either value is the same cards.
        Ok(cell.get_or_init(|| CardIndex::new(game, cards)))
    }

    /// The sets of a game, by code, with their names.
    pub fn game_sets(&self, game: Game) -> Result<Vec<SetInfo>, CatalogError> {
        load_sets_of(&self.conn, game).map_err(|e| CatalogError::Corrupt {
            path: self.path.clone(),
            detail: e.to_string(),
        })
    }

    /// Where the catalog was opened from.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Every card, indexed.
    pub fn index(&self) -> &CardIndex {
        &self.index
    }

    /// Gives up the catalog, keeping only its cards.
    pub fn into_index(self) -> CardIndex {
        self.index
    }

    /// The sets, by code.
    pub fn sets(&self) -> &[SetInfo] {
        &self.sets
    }

    /// Printings whose names or ability text, English or official Japanese, hold every word of
    /// `words`, by the FTS5 indexes (`card_text` by words, `card_text_ja` by trigrams, so
    /// Japanese needs no spaces; a Japanese word of fewer than three characters is looked up by
    /// substring), in catalog order.
    pub fn full_text_search(&self, words: &str) -> Result<Vec<CardId>, CatalogError> {
        let words: Vec<&str> = words.split_whitespace().collect();
        if words.is_empty() {
            return Ok(Vec::new());
        }
        let quote = |w: &str| format!("\"{}\"", w.replace('"', "\"\""));
        let english: Vec<String> = words.iter().map(|w| quote(w)).collect();
        let sql_err = |source| CatalogError::Sql {
            path: self.path.clone(),
            source,
        };
        let mut ids: Vec<String> = self
            .conn
            .prepare_cached("SELECT printing_id FROM card_text WHERE card_text MATCH ?1")
            .map_err(sql_err)?
            .query_map([english.join(" ")], |row| row.get::<_, String>(0))
            .map_err(sql_err)?
            .collect::<Result<_, _>>()
            .map_err(sql_err)?;
        // Trigram MATCH needs three characters a word; shorter words are matched with LIKE,
        // which the trigram index also serves.
        let (long, short): (Vec<&str>, Vec<&str>) =
            words.iter().partition(|w| w.chars().count() >= 3);
        let mut sql = String::from("SELECT printing_id FROM card_text_ja WHERE 1");
        let mut args: Vec<String> = Vec::new();
        if !long.is_empty() {
            sql.push_str(" AND card_text_ja MATCH ?");
            args.push(long.iter().map(|w| quote(w)).collect::<Vec<_>>().join(" "));
        }
        for word in short {
            sql.push_str(" AND (names || ' ' || ability_text) LIKE ? ESCAPE '\\'");
            let escaped = word
                .replace('\\', "\\\\")
                .replace('%', "\\%")
                .replace('_', "\\_");
            args.push(format!("%{escaped}%"));
        }
        let japanese: Vec<String> = self
            .conn
            .prepare(&sql)
            .map_err(sql_err)?
            .query_map(rusqlite::params_from_iter(args.iter()), |row| {
                row.get::<_, String>(0)
            })
            .map_err(sql_err)?
            .collect::<Result<_, _>>()
            .map_err(sql_err)?;
        ids.extend(japanese);
        let mut found: Vec<CardId> = ids.iter().filter_map(|id| CardId::parse(id).ok()).collect();
        found.sort_by_key(|id| self.index.position(id));
        found.dedup();
        Ok(found)
    }

    /// The cleaning fixes recorded for one printing: `(field, before, after, reason)`.
    pub fn fixes(&self, card_id: &CardId) -> Result<Vec<[String; 4]>, CatalogError> {
        let sql_err = |source| CatalogError::Sql {
            path: self.path.clone(),
            source,
        };
        let mut stmt = self
            .conn
            .prepare(
                "SELECT field, before, after, reason FROM card_fixes
                 WHERE printing_id = ?1 ORDER BY position",
            )
            .map_err(sql_err)?;
        stmt.query_map([card_id.as_str()], |row| {
            Ok([row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?])
        })
        .map_err(sql_err)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(sql_err)
    }
}

/// Opens a catalog read-only; a WAL-mode catalog in a read-only folder (no `-shm` can be
/// made there) is opened as immutable, which the catalog is at run time.
fn open_read_only(path: &Path) -> rusqlite::Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let plain = Connection::open_with_flags(path, flags)
        .and_then(|conn| schema_version(&conn).map(|_| conn));
    match plain {
        Ok(conn) => Ok(conn),
        Err(e) if e.sqlite_error_code() == Some(rusqlite::ErrorCode::CannotOpen) => {
            let conn = Connection::open_with_flags(
                immutable_uri(path),
                flags | OpenFlags::SQLITE_OPEN_URI,
            )?;
            schema_version(&conn)?;
            Ok(conn)
        }
        Err(e) => Err(e),
    }
}

fn bad_value(column: &str, value: &str) -> rusqlite::Error {
    rusqlite::Error::InvalidColumnName(format!("{column} = '{value}'"))
}

fn load_sets(conn: &Connection) -> rusqlite::Result<Vec<SetInfo>> {
    load_sets_of(conn, Game::Kayou)
}

fn load_sets_of(conn: &Connection, game: Game) -> rusqlite::Result<Vec<SetInfo>> {
    let mut stmt =
        conn.prepare("SELECT set_code, name FROM sets WHERE game = ?1 ORDER BY set_code")?;
    stmt.query_map([game.code()], |row| {
        Ok(SetInfo {
            set_code: row.get(0)?,
            name: row.get(1)?,
        })
    })?
    .collect()
}

fn load_lists(
    conn: &Connection,
    table: &str,
    column: &str,
) -> rusqlite::Result<HashMap<String, Vec<String>>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT printing_id, {column} FROM {table} ORDER BY printing_id, position"
    ))?;
    let mut lists: HashMap<String, Vec<String>> = HashMap::new();
    let rows = stmt.query_map([], |row| {
        Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?))
    })?;
    for row in rows {
        let (id, value) = row?;
        lists.entry(id).or_default().push(value);
    }
    Ok(lists)
}

/// Every printing of another game from `game_cards`.
fn load_game_cards(conn: &Connection, game: Game) -> rusqlite::Result<Vec<Card>> {
    let mut stmt = conn.prepare(
        "SELECT printing_id, copy_key, name, card_type, cost, set_code, rarity, rules_text,
                details_json
         FROM game_cards WHERE game = ?1 ORDER BY printing_id",
    )?;
    let rows = stmt.query_map([game.code()], |row| {
        let id_text: String = row.get(0)?;
        let id =
            CardId::parse_in(game, &id_text).map_err(|_| bad_value("printing_id", &id_text))?;
        let details_text: String = row.get(8)?;
        let details: CardDetails = serde_json::from_str(&details_text)
            .map_err(|e| bad_value("details_json", &e.to_string()))?;
        Ok(Card {
            game,
            id,
            copy_key: row.get(1)?,
            name: row.get(2)?,
            card_type: row.get(3)?,
            cost: row.get(4)?,
            set_code: row.get(5)?,
            set_name: None,
            rarity: row.get(6)?,
            text: row.get(7)?,
            details,
        })
    })?;
    let mut cards = rows.collect::<rusqlite::Result<Vec<Card>>>()?;
    let names: HashMap<String, String> = load_sets_of(conn, game)?
        .into_iter()
        .map(|s| (s.set_code, s.name))
        .collect();
    for card in &mut cards {
        card.set_name = names.get(&card.set_code).cloned();
    }
    Ok(cards)
}

fn load_cards(conn: &Connection) -> rusqlite::Result<Vec<Card>> {
    let mut aliases = load_lists(conn, "card_aliases", "alias")?;
    let mut keywords = load_lists(conn, "card_keywords", "keyword")?;
    let mut chips = load_lists(conn, "card_chips", "chip")?;
    let mut notes = load_lists(conn, "card_notes", "note")?;
    let mut compiled = load_compiled(conn)?;
    let mut stmt = conn.prepare(
        "SELECT printing_id, game, set_code, product, rarity, variant, card_type, type_inferred,
                name, color, cost, inspiration, everyday, story_title, story_subtitle,
                story_stage, ability_text, stats_known, source, name_ja, ability_ja,
                text_origin, text_disputed
         FROM cards",
    )?;
    let rows = stmt.query_map([], |row| {
        let id_text: String = row.get("printing_id")?;
        let card_id = CardId::parse(&id_text).map_err(|_| bad_value("printing_id", &id_text))?;
        let id = card_id.as_str().to_string();
        let mut card = card_from_row(row)?;
        card.aliases = aliases.remove(&id).unwrap_or_default();
        card.keywords = keywords
            .remove(&id)
            .unwrap_or_default()
            .iter()
            .map(|k| Keyword::new(k))
            .collect();
        card.chips = chips
            .remove(&id)
            .unwrap_or_default()
            .iter()
            .map(|c| Chip::parse(c).map_err(|_| bad_value("chip", c)))
            .collect::<rusqlite::Result<_>>()?;
        card.notes = notes.remove(&id).unwrap_or_default();
        card.abilities = compiled.remove(&id);
        Ok(Card::kayou_card(
            card_id,
            row.get("set_code")?,
            small(row, "cost")?,
            row.get("ability_text")?,
            card,
        ))
    })?;
    rows.collect()
}

/// The compiled abilities of every printing with ability text, by printing ID.
fn load_compiled(conn: &Connection) -> rusqlite::Result<HashMap<String, CompiledCard>> {
    let json_error = |column: &str, e: serde_json::Error| bad_value(column, &e.to_string());
    let mut abilities: HashMap<String, Vec<Ability>> = HashMap::new();
    let mut stmt = conn.prepare(
        "SELECT printing_id, ability_json FROM card_abilities ORDER BY printing_id, position",
    )?;
    let rows = stmt.query_map([], |row| {
        Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?))
    })?;
    for row in rows {
        let (id, json) = row?;
        let ability = serde_json::from_str(&json).map_err(|e| json_error("ability_json", e))?;
        abilities.entry(id).or_default().push(ability);
    }
    let mut out = HashMap::new();
    let mut stmt =
        conn.prepare("SELECT printing_id, status, reason, only_adorn_json FROM card_automation")?;
    let rows = stmt.query_map([], |row| {
        Ok((
            row.get::<_, String>(0)?,
            row.get::<_, String>(1)?,
            row.get::<_, Option<String>>(2)?,
            row.get::<_, Option<String>>(3)?,
        ))
    })?;
    for row in rows {
        let (id, status, reason, only_adorn) = row?;
        let automation = match status.as_str() {
            "automated" => Automation::Automated,
            "manual" => Automation::Manual {
                reason: reason.unwrap_or_default(),
            },
            other => return Err(bad_value("status", other)),
        };
        let only_adorn = only_adorn
            .map(|json| serde_json::from_str(&json).map_err(|e| json_error("only_adorn_json", e)))
            .transpose()?;
        let compiled = CompiledCard {
            abilities: abilities.remove(&id).unwrap_or_default(),
            only_adorn,
            automation,
        };
        out.insert(id, compiled);
    }
    Ok(out)
}

fn small(row: &Row<'_>, column: &str) -> rusqlite::Result<Option<u8>> {
    let value: Option<i64> = row.get(column)?;
    value
        .map(|v| u8::try_from(v).map_err(|_| bad_value(column, &v.to_string())))
        .transpose()
}

/// Kayou's own facts of a `cards` row, without the lists (aliases, keywords, chips, notes) and
/// the compiled abilities, which are in other tables.
fn card_from_row(row: &Row<'_>) -> rusqlite::Result<KayouCard> {
    let game_text: String = row.get("game")?;
    Game::from_code(&game_text).ok_or_else(|| bad_value("game", &game_text))?;
    let rarity_text: String = row.get("rarity")?;
    let rarity = Rarity::parse(&rarity_text).map_err(|_| bad_value("rarity", &rarity_text))?;
    let type_text: String = row.get("card_type")?;
    let card_type = CardType::parse(&type_text).map_err(|_| bad_value("card_type", &type_text))?;
    let color = match row.get::<_, Option<String>>("color")? {
        Some(c) => Some(Color::parse(&c).ok_or_else(|| bad_value("color", &c))?),
        None => None,
    };
    let origin_text: String = row.get("text_origin")?;
    let text_origin = TextOrigin::from_code(&origin_text)
        .ok_or_else(|| bad_value("text_origin", &origin_text))?;
    let story = match row.get::<_, Option<String>>("story_title")? {
        Some(title) => Some(StoryInfo {
            title,
            subtitle: row
                .get::<_, Option<String>>("story_subtitle")?
                .unwrap_or_default(),
            stage: small(row, "story_stage")?.and_then(Stage::from_number),
        }),
        None => None,
    };
    Ok(KayouCard {
        product: row.get("product")?,
        rarity,
        variant: row.get("variant")?,
        card_type,
        type_inferred: row.get("type_inferred")?,
        name: row.get("name")?,
        aliases: Vec::new(),
        keywords: Vec::new(),
        color,
        inspiration: small(row, "inspiration")?,
        everyday: row.get("everyday")?,
        story,
        chips: Vec::new(),
        text_origin,
        text_disputed: row.get("text_disputed")?,
        name_ja: row.get("name_ja")?,
        ability_ja: row.get("ability_ja")?,
        stats_known: row.get("stats_known")?,
        source: row.get("source")?,
        notes: Vec::new(),
        abilities: None,
    })
}

/// A canonical text of every row of every catalog table, to compare two catalogs' content.
pub fn logical_dump(path: &Path) -> Result<String, CatalogError> {
    let corrupt = |e: rusqlite::Error| CatalogError::Corrupt {
        path: path.to_path_buf(),
        detail: e.to_string(),
    };
    let conn =
        Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(corrupt)?;
    let mut out = format!("user_version {}\n", schema_version(&conn).map_err(corrupt)?);
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'card_text_%' ORDER BY name")
        .map_err(corrupt)?
        .query_map([], |row| row.get(0))
        .map_err(corrupt)?
        .collect::<Result<_, _>>()
        .map_err(corrupt)?;
    for table in tables {
        out.push_str(&format!("table {table}\n"));
        let mut stmt = conn
            .prepare(&format!("SELECT * FROM \"{table}\" ORDER BY 1, 2"))
            .map_err(corrupt)?;
        let columns = stmt.column_count();
        let mut rows = stmt.query([]).map_err(corrupt)?;
        while let Some(row) = rows.next().map_err(corrupt)? {
            for i in 0..columns {
                let value: rusqlite::types::Value = row.get(i).map_err(corrupt)?;
                out.push_str(&format!("{value:?}\t"));
            }
            out.push('\n');
        }
    }
    Ok(out)
}
