//! How long `format::validate` takes on a full 70-card deck (the UI validates on every edit).
//! Prints the time per validation for a legal starter and for a deck with every kind of
//! violation. Run with `cargo bench --no-default-features --bench validate`.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

use ponydeck::catalog::Catalog;
use ponydeck::deck::{Section, starters};
use ponydeck::format::{RulesVersion, validate};

fn main() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cards.db");
    let catalog = match Catalog::open(&path) {
        Ok(catalog) => catalog,
        Err(e) => {
            eprintln!("validate bench: {e}");
            return;
        }
    };
    let cards = catalog.index();
    let Some(legal) = starters().into_iter().next().map(|s| s.deck) else {
        eprintln!("validate bench: no starter decks");
        return;
    };
    let mut broken = legal.clone();
    for (section, id, count) in [
        (Section::Main, "BP01-CR01", 3),
        (Section::Main, "※BP01-CR01", 3),
        (Section::Story, "BP01-C28", 1),
        (Section::Story, "SD01A-C08", 1),
        (Section::MainCharacter, "SD01-RR02", 1),
        (Section::Scene, "BP02-ER01", 6),
    ] {
        if let Ok(card_id) = ponydeck::card::CardId::parse(id) {
            broken.add_to(section, &card_id, count);
        }
    }
    for (label, deck) in [
        ("legal 70-card starter", &legal),
        ("deck with 7 violations", &broken),
    ] {
        let rounds = 20_000u32;
        let violations = validate(deck, cards, RulesVersion::NEWEST).violations.len();
        let start = Instant::now();
        for _ in 0..rounds {
            black_box(validate(black_box(deck), cards, RulesVersion::NEWEST));
        }
        let per = start.elapsed() / rounds;
        println!(
            "validate {label} ({} cards, {violations} violations): {:.2} µs per validation",
            deck.count(Section::Main)
                + deck.count(Section::Scene)
                + deck.count(Section::Story)
                + deck.count(Section::MainCharacter),
            per.as_secs_f64() * 1e6
        );
    }
}
