//! The shipped catalog: built deterministically from `assets/catalog/`, never stale, cleaned as
//! documented, and refused with a clear sentence when missing, damaged or too new.

use std::path::{Path, PathBuf};

use ponydeck::card::{CardId, CardType, Chip, Game};
use ponydeck::catalog::{
    Catalog, CatalogError, build_from_folder, build_from_shipped_sources, logical_dump,
};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn shipped() -> Catalog {
    Catalog::open(&repo().join("cards.db")).expect("the shipped cards.db opens")
}

fn id(text: &str) -> CardId {
    CardId::parse(text).unwrap()
}

#[test]
fn the_committed_cards_db_equals_a_fresh_build_so_it_is_never_stale() {
    let dir = tempfile::tempdir().unwrap();
    let fresh = dir.path().join("cards.db");
    build_from_folder(&repo().join("assets/catalog"), &fresh).unwrap();
    let committed = logical_dump(&repo().join("cards.db")).unwrap();
    let rebuilt = logical_dump(&fresh).unwrap();
    assert!(
        committed == rebuilt,
        "cards.db is stale: run `cargo run --release -- catalog build` and commit cards.db"
    );
}

#[test]
fn two_builds_of_the_same_sources_are_byte_identical() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.db");
    let b = dir.path().join("b.db");
    build_from_shipped_sources(&a).unwrap();
    build_from_shipped_sources(&b).unwrap();
    assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
}

#[test]
fn the_shipped_sources_in_the_binary_are_the_files_in_assets() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.db");
    let b = dir.path().join("b.db");
    build_from_shipped_sources(&a).unwrap();
    build_from_folder(&repo().join("assets/catalog"), &b).unwrap();
    assert_eq!(logical_dump(&a).unwrap(), logical_dump(&b).unwrap());
}

#[test]
fn every_printing_is_in_the_catalog_and_every_one_has_its_stats() {
    let catalog = shipped();
    let cards: Vec<&ponydeck::card::KayouCard> = catalog
        .index()
        .cards()
        .iter()
        .filter_map(ponydeck::card::Card::kayou)
        .collect();
    assert_eq!(cards.len(), 781);
    assert!(cards.iter().all(|c| c.stats_known));
    assert_eq!(
        cards
            .iter()
            .filter(|c| c.card_type == CardType::Character)
            .count(),
        411
    );
}

#[test]
fn every_printing_of_the_english_sources_keeps_its_id_so_saved_decks_keep_their_cards() {
    let raw: Vec<serde_json::Value> = serde_json::from_str(
        &std::fs::read_to_string(repo().join("assets/catalog/kayou_cards_raw.json")).unwrap(),
    )
    .unwrap();
    let catalog = shipped();
    assert_eq!(raw.len(), 713);
    for record in &raw {
        let text = record["id"].as_str().unwrap();
        assert!(
            catalog.index().kayou_card(&id(text)).is_some(),
            "{text} is gone"
        );
    }
}

#[test]
fn editor_markers_are_stripped_and_the_source_flag_stays_as_a_note() {
    let catalog = shipped();
    for (card_id, flag) in [
        ("BP02-ER03", "[incomplete]"),
        ("BP02-SPR04", "[verify]"),
        ("BP02-SPR08", "[?]"),
    ] {
        let record = catalog.index().kayou_card(&id(card_id)).unwrap();
        let card = record.kayou().unwrap();
        let text = format!("{:?} {:?} {:?}", card.name, card.aliases, record.text);
        assert!(!text.contains(flag), "{card_id} still has {flag}: {text}");
        assert!(
            card.notes.iter().any(|n| n.contains(flag)),
            "{card_id} lost its note"
        );
        assert!(
            !catalog.fixes(Game::Kayou, &record.id).unwrap().is_empty(),
            "{card_id} fix not recorded"
        );
    }
}

#[test]
fn chips_written_without_brackets_are_mended_into_chips() {
    let catalog = shipped();
    let record = catalog.index().kayou_card(&id("SD01-ER07")).unwrap();
    let card = record.kayou().unwrap();
    let text = record.text.as_deref().unwrap();
    assert!(
        text.starts_with("[Inspo Boost] Your 「Twilight Sparkle」"),
        "{text}"
    );
    assert_eq!(card.chips, vec![Chip::InspoBoost]);
}

#[test]
fn card_names_written_in_square_brackets_become_name_quotes() {
    let catalog = shipped();
    let record = catalog.index().kayou_card(&id("SD01F-U04")).unwrap();
    assert!(record.text.as_deref().unwrap().contains("「Rarity」"));
    assert_eq!(record.kayou().unwrap().chips, vec![Chip::Appear]);
}

#[test]
fn the_official_english_name_is_used_and_the_fan_name_kept_as_an_alias() {
    let catalog = shipped();
    let card = catalog
        .index()
        .kayou_card(&id("BP02-SPR26"))
        .unwrap()
        .kayou()
        .unwrap();
    assert_eq!(card.name.as_deref(), Some("Fire Ruby"));
    assert_eq!(card.aliases, vec!["Crimson Jewel".to_string()]);
    let story = catalog
        .index()
        .kayou_card(&id("BP02-C25"))
        .unwrap()
        .kayou()
        .unwrap();
    let info = story.story.as_ref().unwrap();
    assert_eq!(info.title, "Lesson Zero");
    assert_eq!(info.subtitle, "Deadline Dilemma");
    assert!(story.aliases.contains(&"Prolong to Crisis".to_string()));
}

#[test]
fn a_shining_printing_shares_its_base_cards_number_and_name_rule_102_1_1() {
    let catalog = shipped();
    let index = catalog.index();
    let printings: Vec<&str> = index
        .with_copy_key(id("BP01-CR01").number().as_str())
        .iter()
        .map(|c| c.id.as_str())
        .collect();
    assert_eq!(printings, ["BP01-CR01", "※BP01-CR01"]);
    let day_night: Vec<&str> = index
        .with_copy_key(id("SD01-ER01").number().as_str())
        .iter()
        .map(|c| c.id.as_str())
        .collect();
    assert_eq!(day_night, ["SD01-ER01", "※SD01-ER01D", "※SD01-ER01N"]);
    let shining = index
        .kayou_card(&id("※BP03-SPR06"))
        .unwrap()
        .kayou()
        .unwrap();
    let base = index
        .kayou_card(&id("BP03-SPR06"))
        .unwrap()
        .kayou()
        .unwrap();
    assert_eq!(shining.name, base.name);
}

#[test]
fn a_missing_catalog_is_refused_with_what_to_do() {
    let err = Catalog::open(Path::new("/nonexistent/cards.db")).unwrap_err();
    assert!(matches!(err, CatalogError::Missing { .. }));
    assert!(err.to_string().contains("ponydeck catalog build"), "{err}");
}

#[test]
fn a_file_that_is_not_a_database_is_refused_as_damaged() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cards.db");
    std::fs::write(
        &path,
        b"this is not sqlite, just some text that is long enough to matter",
    )
    .unwrap();
    let err = Catalog::open(&path).unwrap_err();
    assert!(matches!(err, CatalogError::Corrupt { .. }), "{err:?}");
    assert!(err.to_string().contains("rebuild"), "{err}");
}

#[test]
fn a_catalog_from_a_newer_ponydeck_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cards.db");
    build_from_shipped_sources(&path).unwrap();
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.pragma_update(None, "user_version", 99).unwrap();
    drop(conn);
    let err = Catalog::open(&path).unwrap_err();
    assert!(
        matches!(err, CatalogError::TooNew { found: 99, .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("update ponydeck"), "{err}");
}

#[test]
fn the_full_text_index_finds_words_in_names_aliases_and_text() {
    let catalog = shipped();
    let by_alias = catalog
        .full_text_search(Game::Kayou, "crimson jewel")
        .unwrap();
    assert_eq!(by_alias, vec![id("BP02-SPR26"), id("※BP02-SPR26")]);
    let by_text = catalog
        .full_text_search(Game::Kayou, "philomena rebirth")
        .unwrap();
    assert!(by_text.contains(&id("BP01-C32")), "{by_text:?}");
}

#[test]
fn the_full_text_index_holds_every_games_cards_each_searched_under_its_own_game() {
    let catalog = shipped();
    let lorcana = |text: &str| CardId::parse_in(Game::Lorcana, text).unwrap();
    let elsa = catalog
        .full_text_search(Game::Lorcana, "snow queen freeze")
        .unwrap();
    assert!(elsa.contains(&lorcana("1-041")), "{elsa:?}");
    assert!(elsa.contains(&lorcana("9-053")), "{elsa:?}");
    // The official Japanese name of a Palworld card, two characters: found by substring.
    let alarm = catalog.full_text_search(Game::Palworld, "警鐘").unwrap();
    assert_eq!(
        alarm,
        vec![CardId::parse_in(Game::Palworld, "EBP01-018").unwrap()]
    );
    // A game's words are not another game's.
    assert!(
        catalog
            .full_text_search(Game::Kayou, "snow queen freeze")
            .unwrap()
            .is_empty()
    );
}

#[test]
fn every_games_printings_are_rows_of_the_one_card_table() {
    let catalog = shipped();
    for game in [Game::Kayou, Game::Lorcana, Game::Palworld] {
        let index = catalog.game_index(game).unwrap();
        assert!(!index.is_empty(), "{game:?} has cards");
        assert!(index.cards().iter().all(|card| card.game == game));
    }
    // Kayou's compiled abilities come back with its records (the engine plays from them).
    let twilight = catalog.index().printing(&id("BP01-C01")).unwrap();
    assert!(twilight.kayou().unwrap().abilities.is_some());
}
