//! Writes `cards.db` from the cleaned card data, deterministically: the same sources give the
//! same file.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, params};

use crate::ability::{Automation, compile, render};
use crate::card::{Card, CardIndex, Game};

use super::CatalogError;
use super::file_kind::{CATALOG_APPLICATION_ID, FileKind, file_kind_deep};
use super::migrate::{CATALOG_MIGRATIONS, migrate};
use super::source::CleanCatalog;

/// What a build wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuildReport {
    /// Kayou printings written.
    pub cards: usize,
    /// Other games' printings written (Lorcana, Palworld).
    pub other_cards: usize,
    /// Sets written.
    pub sets: usize,
    /// Cleaning fixes recorded.
    pub fixes: usize,
}

/// Builds the catalog at `path`, replacing any file there only once the new one is complete.
/// Refuses to replace anything but a catalog (or an empty file): a path given by mistake,
/// such as the user's own database, is never written over.
pub fn build_catalog(clean: &CleanCatalog, path: &Path) -> Result<BuildReport, CatalogError> {
    match file_kind_deep(path) {
        FileKind::Missing | FileKind::Empty | FileKind::Catalog => {}
        other => {
            return Err(CatalogError::WouldOverwrite {
                path: path.to_path_buf(),
                what: other.description().to_string(),
            });
        }
    }
    let tmp = temp_path(path);
    let io = |source| CatalogError::Io {
        path: tmp.clone(),
        source,
    };
    if tmp.exists() {
        std::fs::remove_file(&tmp).map_err(io)?;
    }
    let sql = |source| CatalogError::Sql {
        path: tmp.clone(),
        source,
    };
    let report = {
        let mut conn = Connection::open(&tmp).map_err(sql)?;
        conn.execute_batch("PRAGMA page_size = 4096; PRAGMA journal_mode = DELETE;")
            .map_err(sql)?;
        conn.pragma_update(None, "application_id", CATALOG_APPLICATION_ID)
            .map_err(sql)?;
        migrate(&mut conn, CATALOG_MIGRATIONS).map_err(sql)?;
        let report = write_rows(&mut conn, clean).map_err(sql)?;
        conn.execute_batch("VACUUM;").map_err(sql)?;
        report
    };
    std::fs::rename(&tmp, path).map_err(|source| CatalogError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    Ok(report)
}

fn temp_path(path: &Path) -> PathBuf {
    let mut name = path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(".building");
    path.with_file_name(name)
}

fn write_rows(conn: &mut Connection, clean: &CleanCatalog) -> rusqlite::Result<BuildReport> {
    let tx = conn.transaction()?;
    tx.execute(
        "INSERT INTO catalog_meta (key, value) VALUES ('built_by', 'ponydeck catalog build')",
        [],
    )?;
    let kayou_sets = clean
        .sets
        .iter()
        .map(|set| (Game::Kayou, &set.set_code, &set.name));
    let other_sets = clean
        .other_games
        .sets
        .iter()
        .map(|set| (set.game, &set.set_code, &set.name));
    for (game, code, name) in kayou_sets.chain(other_sets) {
        tx.execute(
            "INSERT INTO sets (game, set_code, name) VALUES (?1, ?2, ?3)",
            params![game.code(), code, name],
        )?;
    }
    // Each game in its catalog order, so the file does not depend on the sources' order.
    let kayou = CardIndex::new(Game::Kayou, clean.cards.clone());
    let others = [Game::Lorcana, Game::Palworld]
        .map(|game| CardIndex::new(game, clean.other_games.cards.clone()));
    for index in std::iter::once(&kayou).chain(&others) {
        for card in index.cards() {
            insert_card(&tx, card)?;
        }
    }
    let mut positions: std::collections::BTreeMap<&str, i64> = Default::default();
    let mut fixes: Vec<_> = clean.fixes.iter().collect();
    fixes.sort_by(|a, b| a.card_id.cmp(&b.card_id));
    for fix in fixes {
        let position = positions.entry(fix.card_id.as_str()).or_insert(0);
        let card_id = crate::card::CardId::parse(&fix.card_id)
            .map(|id| id.as_str().to_string())
            .unwrap_or_else(|_| fix.card_id.clone());
        tx.execute(
            "INSERT INTO card_fixes (game, printing_id, position, field, before, after, reason)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                Game::Kayou.code(),
                card_id,
                *position,
                fix.field,
                fix.before,
                fix.after,
                fix.reason
            ],
        )?;
        *position += 1;
    }
    tx.commit()?;
    Ok(BuildReport {
        cards: kayou.len(),
        other_cards: others.iter().map(CardIndex::len).sum(),
        sets: clean.sets.len() + clean.other_games.sets.len(),
        fixes: clean.fixes.len(),
    })
}

/// One printing of any game: the shared facts as columns, the game's own as JSON, its words in
/// the full-text indexes, and (Kayou) its compiled abilities.
fn insert_card(tx: &rusqlite::Transaction<'_>, card: &Card) -> rusqlite::Result<()> {
    let game = card.game().code();
    let id = card.id.as_str();
    tx.execute(
        "INSERT INTO cards (game, printing_id, copy_key, name, card_type, cost, set_code,
             rarity, rules_text, details_json)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        params![
            game,
            id,
            card.copy_key,
            card.name,
            card.card_type,
            card.cost,
            card.set_code,
            card.rarity,
            card.text,
            to_json(&card.details)?,
        ],
    )?;
    let words = card.words();
    tx.execute(
        "INSERT INTO card_text (game, printing_id, names, rules_text) VALUES (?1, ?2, ?3, ?4)",
        params![game, id, words.names, words.text],
    )?;
    if !words.names_ja.is_empty() || !words.text_ja.is_empty() {
        tx.execute(
            "INSERT INTO card_text_ja (game, printing_id, names, rules_text)
             VALUES (?1, ?2, ?3, ?4)",
            params![game, id, words.names_ja, words.text_ja],
        )?;
    }
    insert_compiled(tx, card)
}

/// Compiles a Kayou card's ability text (src/ability) and writes the typed form with its
/// English rendering, or the reason the text stays manual.
fn insert_compiled(tx: &rusqlite::Transaction<'_>, card: &Card) -> rusqlite::Result<()> {
    if card.kayou().is_none() || card.text.as_deref().is_none_or(|t| t.trim().is_empty()) {
        return Ok(());
    }
    let game = card.game().code();
    let id = card.id.as_str();
    let compiled = compile(card);
    for (position, ability) in compiled.abilities.iter().enumerate() {
        tx.execute(
            "INSERT INTO card_abilities (game, printing_id, position, ability_json, rendered)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                game,
                id,
                position as i64,
                to_json(ability)?,
                render(ability)
            ],
        )?;
    }
    let only_adorn = compiled.only_adorn.as_ref().map(to_json).transpose()?;
    let (status, reason) = match &compiled.automation {
        Automation::Automated => ("automated", None),
        Automation::Manual { reason } => ("manual", Some(reason.as_str())),
    };
    tx.execute(
        "INSERT INTO card_automation (game, printing_id, status, reason, only_adorn_json)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![game, id, status, reason, only_adorn],
    )?;
    Ok(())
}

/// A stored value as JSON; a failure becomes the SQL error it is reported as.
fn to_json<T: serde::Serialize>(value: &T) -> rusqlite::Result<String> {
    serde_json::to_string(value).map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))
}
