//! L1 collection, for every game: the copies a player owns, wants and offers, per printing, and
//! what follows from them: completion per set (and per rarity for Kayou), what a deck is
//! missing and copies committed to other decks, both by copy key (any printing of a Kayou card
//! number counts, 102.1.1; a Lorcana full name, 1.10.1.1; a Palworld card name, 6.1.1.2), and
//! the import/export formats (ponydeck CSV for every game, pony-binder CSV and backup JSON for
//! Kayou, Dreamborn's CSV for Lorcana; see `docs/collection-formats.md`).
//!
//! Pure: no SQLite, no files. Storage lives in `catalog::collection_store`, file I/O in `cli`.

mod collection_model;
mod commitments;
mod completion;
mod csv_text;
mod dreamborn_csv;
mod holding;
mod import_batch;
mod import_plan;
mod missing;
mod pony_binder_csv;
mod pony_binder_id;
mod pony_binder_json;
mod ponydeck_csv;
mod shopping_list;

pub use collection_model::Collection;
pub use commitments::{Commitments, DeckUse, availability};
pub use completion::{Progress, SetCompletion, completion, set_totals};
pub use csv_text::{
    CsvLineError, CsvRecord, formula_safe, formula_unescaped, read_csv, write_csv_row,
};
pub use dreamborn_csv::write_dreamborn_csv;
pub use holding::Holding;
pub use import_batch::{
    BadRow, ImportBatch, ImportFormat, ImportRow, parse_import, parse_import_keeping_unknown,
};
pub use import_plan::{Change, ImportPlan};
pub use missing::{Need, deck_needs, deck_needs_with, missing_for_deck, missing_for_deck_with};
pub use pony_binder_csv::{rarity_name, write_pony_binder_csv};
pub use pony_binder_id::card_id_from_pony_binder;
pub use ponydeck_csv::write_ponydeck_csv;
pub use shopping_list::{shopping_list_csv, shopping_list_text};
