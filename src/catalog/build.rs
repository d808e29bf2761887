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
    for set in &clean.sets {
        tx.execute(
            "INSERT INTO sets (game, set_code, name) VALUES ('kayou', ?1, ?2)",
            params![set.set_code, set.name],
        )?;
    }
    // Catalog order, so the file does not depend on the source's order.
    let index = CardIndex::new(Game::Kayou, clean.cards.clone());
    for card in index.cards() {
        insert_card(&tx, card)?;
    }
    for set in &clean.other_games.sets {
        tx.execute(
            "INSERT INTO sets (game, set_code, name) VALUES (?1, ?2, ?3)",
            params![set.game.code(), set.set_code, set.name],
        )?;
    }
    let mut other: Vec<&Card> = clean.other_games.cards.iter().collect();
    other.sort_by(|a, b| a.id.cmp(&b.id));
    for card in &other {
        insert_game_card(&tx, card)?;
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
            "INSERT INTO card_fixes (printing_id, position, field, before, after, reason)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                card_id, *position, fix.field, fix.before, fix.after, fix.reason
            ],
        )?;
        *position += 1;
    }
    tx.commit()?;
    Ok(BuildReport {
        cards: index.len(),
        other_cards: other.len(),
        sets: clean.sets.len() + clean.other_games.sets.len(),
        fixes: clean.fixes.len(),
    })
}

/// Compiles the card's ability text (src/ability) and writes the typed form with its English
/// rendering, or the reason the text stays manual.
fn insert_compiled(tx: &rusqlite::Transaction<'_>, card: &Card) -> rusqlite::Result<()> {
    if card.text.as_deref().is_none_or(|t| t.trim().is_empty()) {
        return Ok(());
    }
    let id = card.id.as_str();
    let compiled = compile(card);
    for (position, ability) in compiled.abilities.iter().enumerate() {
        tx.execute(
            "INSERT INTO card_abilities (printing_id, position, ability_json, rendered)
             VALUES (?1, ?2, ?3, ?4)",
            params![id, position as i64, to_json(ability)?, render(ability)],
        )?;
    }
    let only_adorn = compiled.only_adorn.as_ref().map(to_json).transpose()?;
    let (status, reason) = match &compiled.automation {
        Automation::Automated => ("automated", None),
        Automation::Manual { reason } => ("manual", Some(reason.as_str())),
    };
    tx.execute(
        "INSERT INTO card_automation (printing_id, status, reason, only_adorn_json)
         VALUES (?1, ?2, ?3, ?4)",
        params![id, status, reason, only_adorn],
    )?;
    Ok(())
}

/// A stored value as JSON; a failure becomes the SQL error it is reported as.
fn to_json<T: serde::Serialize>(value: &T) -> rusqlite::Result<String> {
    serde_json::to_string(value).map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))
}

/// One Kayou printing: the shared facts from the record, Kayou's own from its details (a card
/// of another game is not written here).
fn insert_card(tx: &rusqlite::Transaction<'_>, record: &Card) -> rusqlite::Result<()> {
    let Some(card) = record.kayou() else {
        return Ok(());
    };
    let id = record.id.as_str();
    let story = card.story.as_ref();
    tx.execute(
        "INSERT INTO cards (printing_id, game, card_number, set_code, product, rarity, shining,
             variant, card_type, type_inferred, name, color, cost, inspiration, everyday,
             story_title, story_subtitle, story_stage, ability_text, stats_known, source,
             name_ja, ability_ja, text_origin, text_disputed)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17,
             ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25)",
        params![
            id,
            record.game.code(),
            record.copy_key,
            record.set_code,
            card.product,
            card.rarity.code(),
            record.id.is_shining(),
            card.variant,
            card.card_type.name(),
            card.type_inferred,
            card.name,
            card.color.map(|c| c.name()),
            record.cost,
            card.inspiration,
            card.everyday,
            story.map(|s| s.title.as_str()),
            story.map(|s| s.subtitle.as_str()),
            story.and_then(|s| s.stage).map(|s| s.number()),
            record.text,
            card.stats_known,
            card.source,
            card.name_ja,
            card.ability_ja,
            card.text_origin.code(),
            card.text_disputed,
        ],
    )?;
    for (table, column, values) in [
        ("card_aliases", "alias", card.aliases.clone()),
        (
            "card_keywords",
            "keyword",
            card.keywords
                .iter()
                .map(|k| k.as_str().to_string())
                .collect(),
        ),
        (
            "card_chips",
            "chip",
            card.chips.iter().map(|c| c.label().to_string()).collect(),
        ),
        ("card_notes", "note", card.notes.clone()),
    ] {
        for (position, value) in values.iter().enumerate() {
            tx.execute(
                &format!(
                    "INSERT INTO {table} (printing_id, position, {column}) VALUES (?1, ?2, ?3)"
                ),
                params![id, position as i64, value],
            )?;
        }
    }
    let mut names = card.name.clone().unwrap_or_default();
    if let Some(story) = story {
        names.push(' ');
        names.push_str(&story.subtitle);
    }
    for alias in &card.aliases {
        names.push(' ');
        names.push_str(alias);
    }
    tx.execute(
        "INSERT INTO card_text (printing_id, names, ability_text) VALUES (?1, ?2, ?3)",
        params![id, names, record.text.as_deref().unwrap_or("")],
    )?;
    insert_compiled(tx, record)?;
    if card.name_ja.is_some() || card.ability_ja.is_some() {
        tx.execute(
            "INSERT INTO card_text_ja (printing_id, names, ability_text) VALUES (?1, ?2, ?3)",
            params![
                id,
                card.name_ja.as_deref().unwrap_or(""),
                card.ability_ja.as_deref().unwrap_or("")
            ],
        )?;
    }
    Ok(())
}

/// One printing of another game: the shared fields as columns, the game's own as JSON.
fn insert_game_card(tx: &rusqlite::Transaction<'_>, card: &Card) -> rusqlite::Result<()> {
    tx.execute(
        "INSERT INTO game_cards (game, printing_id, copy_key, name, card_type, cost, set_code,
             rarity, rules_text, details_json)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        params![
            card.game().code(),
            card.id.as_str(),
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
    Ok(())
}
