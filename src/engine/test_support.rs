//! What the engine's own tests share: the shipped catalog and the starter decks as games
//! deal them.

use crate::catalog::Catalog;
use crate::deck::Section;

use super::GameDeck;

/// The catalog shipped beside the crate (`cards.db`).
pub(super) fn shipped_catalog() -> Catalog {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    Catalog::open(&root.join("cards.db")).expect("cards.db")
}

/// The first `n` Kayou starter decks (SD01A, SD01B, ...), as a game deals them.
pub(super) fn starter_decks(n: usize) -> Vec<GameDeck> {
    crate::deck::starters()
        .iter()
        .take(n)
        .map(|s| GameDeck {
            main: s.deck.expanded(Section::Main),
            scene: s.deck.expanded(Section::Scene),
            stories: s.deck.expanded(Section::Story),
            main_character: s.deck.expanded(Section::MainCharacter)[0].clone(),
        })
        .collect()
}
