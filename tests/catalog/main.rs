//! The catalog and storage: the shipped catalog's build and contents, deck files and sites, the
//! collection (domain, formats, storage), the search syntax, deck validation of every game, and the
//! fuzz corpus replay.
//!
//! One test binary for the area (issue 44): each file here is a module, its tests named
//! `module::test` (`cargo test --test catalog MODULE` runs one file's).

#[path = "../common/mod.rs"]
mod common;

mod catalog_build;
mod catalog_official;
mod collection_domain;
mod collection_formats;
mod collection_storage;
mod deck_dreamtcg_site;
mod deck_formats;
mod deck_validate;
mod fuzz_corpus;
mod games_validate;
mod lorcana_collection;
mod lorcana_lists;
mod lorcana_pool;
mod search_syntax;
