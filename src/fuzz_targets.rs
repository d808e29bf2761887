//! The parser entry points that the fuzz targets (`fuzz/`, run by `cargo fuzz`) and the corpus
//! replay test (`tests/catalog/fuzz_corpus.rs`, run by `cargo test`) share: each takes any bytes and
//! must return without panicking, hanging or overflowing the stack. See `docs/reliability.md`.

use std::sync::OnceLock;

use crate::card::{CardIndex, Game};
use crate::collection::{ImportFormat, parse_import};
use crate::deck::{DeckFormat, import, import_keeping_good_lines};
use crate::search::Query;

/// The shipped catalog, cleaned from the card data compiled into the binary (no file needed).
pub fn shipped_index() -> &'static CardIndex {
    static INDEX: OnceLock<CardIndex> = OnceLock::new();
    INDEX.get_or_init(|| {
        crate::catalog::clean(crate::catalog::SourceFiles::shipped())
            .map(|clean| CardIndex::new(crate::card::Game::Kayou, clean.cards))
            .unwrap_or_default()
    })
}

/// The shipped Lorcana cards, read from the card file compiled into the binary: the other
/// games' readers (deck pastes, Dreamborn's collection CSV) are fuzzed against them.
pub fn shipped_lorcana_index() -> &'static CardIndex {
    static INDEX: OnceLock<CardIndex> = OnceLock::new();
    INDEX.get_or_init(|| {
        crate::catalog::other_games::read_other_games(
            crate::catalog::other_games::OtherGameSources::shipped(),
        )
        .map(|games| CardIndex::new(Game::Lorcana, games.cards))
        .unwrap_or_default()
    })
}

/// The names of the targets, as `fuzz/fuzz_targets/NAME.rs` and `fuzz/corpus/NAME/`.
pub const TARGETS: [&str; 5] = [
    "deck_list",
    "goldfish_script",
    "search_query",
    "collection_file",
    "card_data",
];

/// Runs the target called `name` on `data`; `false` for an unknown name.
pub fn run_target(name: &str, data: &[u8]) -> bool {
    match name {
        "deck_list" => deck_list(data),
        "goldfish_script" => goldfish_script(data),
        "search_query" => search_query(data),
        "collection_file" => collection_file(data),
        "card_data" => card_data(data),
        _ => return false,
    }
    true
}

/// Deck lists in every format: detected, and each format read on its own; what reads is
/// written back in every format.
pub fn deck_list(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let index = shipped_index();
    if let Ok(imported) = import(text, index) {
        for &format in DeckFormat::of_game(Game::Kayou) {
            let _ = format.write(&imported.deck, index);
        }
    }
    for &format in DeckFormat::of_game(Game::Kayou) {
        let _ = format.read(text, index);
    }
    // Lorcana's pastes: every shape, good lines kept, what reads written back.
    let lorcana = shipped_lorcana_index();
    let read = import_keeping_good_lines(text, lorcana);
    for &format in DeckFormat::of_game(Game::Lorcana) {
        let _ = format.write(&read.imported.deck, lorcana);
    }
    let _ = read.bad_lines.iter().map(ToString::to_string).count();
}

/// Goldfish scripts, as `ponydeck goldfish --script` reads them.
pub fn goldfish_script(data: &[u8]) {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = crate::cli::parse_goldfish_script(text, shipped_index());
    }
}

/// Catalog search queries, parsed and matched against every card.
pub fn search_query(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(query) = Query::parse(text) {
        let _ = crate::search::search(shipped_index(), &query);
    } else if let Err(e) = Query::parse(text) {
        let _ = (e.to_string(), e.pointer());
    }
}

/// Collection files in every import format, and format detection.
pub fn collection_file(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = ImportFormat::detect(text);
    for format in ImportFormat::ALL {
        let _ = parse_import(format, text, shipped_index(), &mut |_, _| {});
    }
    let _ = parse_import(
        ImportFormat::DreambornCsv,
        text,
        shipped_lorcana_index(),
        &mut |_, _| {},
    );
}

/// The card data loader (`catalog build`): the raw card JSON, and after a NUL byte the
/// corrections JSON (default: none).
pub fn card_data(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (raw, corrections) = text.split_once('\0').unwrap_or((text, "[]"));
    let files = crate::catalog::SourceFiles {
        raw_cards: raw,
        corrections,
        official: crate::catalog::official::OfficialSources::shipped(),
    };
    // Any input is read or refused with a sentence; the result itself is not needed.
    let _ = crate::catalog::clean(files);
}
