//! L2 storage: the card catalog (`cards.db`, read-only at run time) and its build from
//! `assets/catalog/`. Only this module imports rusqlite.

mod build;
mod collection_store;
mod dbg_store;
mod dbg_store_error;
mod deck_store;
mod deck_store_error;
mod error;
mod file_kind;
pub mod migrate;
#[cfg(test)]
mod migration_tests;
pub mod official;
pub mod other_games;
pub mod source;
mod store;
mod user_db;

pub use build::{BuildReport, build_catalog};
pub use collection_store::UnreadableRow;
pub use dbg_store::SavedDbgGame;
pub use dbg_store_error::DbgStoreError;
pub use deck_store::{DeckSummary, DeckVersionInfo, DeletedDeck, SavedDeck, utc_time};
pub use deck_store_error::DeckStoreError;
pub use error::CatalogError;
pub use file_kind::{
    CATALOG_APPLICATION_ID, FileKind, USER_APPLICATION_ID, file_kind, file_kind_deep,
};
pub use source::{CleanCatalog, SetInfo, SourceFiles, clean};
pub use store::{Catalog, logical_dump};
pub use user_db::{UserDb, migration_backups};

/// The environment variable that makes a test crash ponydeck at a named step (for the crash
/// tests of `tests/reliability/reliability_crash.rs`): `PONYDECK_CRASH_AT=import-before-commit`.
pub const CRASH_AT_VARIABLE: &str = "PONYDECK_CRASH_AT";

/// Ends the process at once, as a kill would (no destructor, no commit), when the crash tests
/// ask for this step; otherwise does nothing.
pub fn crash_point(step: &str) {
    if std::env::var_os(CRASH_AT_VARIABLE).is_some_and(|wanted| wanted == step) {
        std::process::abort();
    }
}

/// Cleans the card data shipped in the binary and builds `cards.db` at `path`.
pub fn build_from_shipped_sources(path: &std::path::Path) -> Result<BuildReport, CatalogError> {
    let mut clean = clean(SourceFiles::shipped())?;
    clean.other_games = other_games::read_other_games(other_games::OtherGameSources::shipped())?;
    build_catalog(&clean, path)
}

/// Cleans the card data in a folder (`kayou_cards_raw.json`, `corrections.json`, the official
/// list `kayou_official_ja.json` with `kayou_official_ja_overrides.json`,
/// `official_decisions.json` and `kayou_text_en_ours.json`, and the other games'
/// `lorcana_cards.json` and `palworld_cards.json`) and builds `cards.db` at `path`.
pub fn build_from_folder(
    folder: &std::path::Path,
    path: &std::path::Path,
) -> Result<BuildReport, CatalogError> {
    let read = |name: &str| {
        let file = folder.join(name);
        std::fs::read_to_string(&file).map_err(|e| CatalogError::Source {
            file: file.display().to_string(),
            message: e.to_string(),
        })
    };
    let (raw_cards, corrections) = (read("kayou_cards_raw.json")?, read("corrections.json")?);
    let (list, overrides) = (
        read("kayou_official_ja.json")?,
        read("kayou_official_ja_overrides.json")?,
    );
    let (decisions, english_ours) = (
        read("official_decisions.json")?,
        read("kayou_text_en_ours.json")?,
    );
    let (lorcana, palworld) = (read("lorcana_cards.json")?, read("palworld_cards.json")?);
    let mut clean = clean(SourceFiles {
        raw_cards: &raw_cards,
        corrections: &corrections,
        official: official::OfficialSources {
            list: &list,
            overrides: &overrides,
            decisions: &decisions,
            english_ours: &english_ours,
        },
    })?;
    clean.other_games = other_games::read_other_games(other_games::OtherGameSources {
        lorcana: &lorcana,
        palworld: &palworld,
    })?;
    build_catalog(&clean, path)
}
