//! The six SD01 "Friendships Begin" starter decks, shipped as presets a player can copy into
//! their library. The lists come from DreamTCG/MLP-DB's battle simulator (see
//! `assets/catalog/SOURCES.md`).

use serde::Deserialize;

use crate::card::{CardId, Game};

use super::{Deck, DeckEntry};

const STARTERS_JSON: &str = include_str!("../../assets/catalog/kayou_starter_decks_raw.json");

/// A preset deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StarterDeck {
    /// The product code (`SD01A`).
    pub code: String,
    /// The deck, named `SD01A Twilight Sparkle Starter`.
    pub deck: Deck,
    /// Where the list comes from.
    pub source: String,
}

#[derive(Deserialize)]
struct RawEntry {
    id: String,
    qty: u32,
}

#[derive(Deserialize)]
struct RawStarter {
    deck: String,
    main_character: String,
    main_deck: Vec<RawEntry>,
    scene_deck: Vec<RawEntry>,
    story_deck: Vec<String>,
    source: String,
}

/// The hero of each SD01 starter, by product letter.
fn hero(code: &str) -> &'static str {
    match code.chars().last() {
        Some('A') => "Twilight Sparkle",
        Some('B') => "Fluttershy",
        Some('C') => "Pinkie Pie",
        Some('D') => "Applejack",
        Some('E') => "Rainbow Dash",
        Some('F') => "Rarity",
        _ => "",
    }
}

/// The starter decks, in product order. The data ships inside the program; a test checks all
/// six read and are legal, so an empty list here means a broken build, not bad user input.
pub fn starters() -> Vec<StarterDeck> {
    let Ok(raw) = serde_json::from_str::<Vec<RawStarter>>(STARTERS_JSON) else {
        return Vec::new();
    };
    raw.into_iter()
        .filter_map(|s| {
            let entries = |list: &[RawEntry]| -> Option<Vec<DeckEntry>> {
                list.iter()
                    .map(|e| {
                        Some(DeckEntry {
                            card_id: CardId::parse(&e.id).ok()?,
                            count: e.qty,
                        })
                    })
                    .collect()
            };
            let deck = Deck {
                game: Game::Kayou,
                name: Some(format!("{} {} Starter", s.deck, hero(&s.deck)).replace("  ", " ")),
                main_character: vec![DeckEntry {
                    card_id: CardId::parse(&s.main_character).ok()?,
                    count: 1,
                }],
                story: s
                    .story_deck
                    .iter()
                    .map(|id| {
                        Some(DeckEntry {
                            card_id: CardId::parse(id).ok()?,
                            count: 1,
                        })
                    })
                    .collect::<Option<Vec<_>>>()?,
                main: entries(&s.main_deck)?,
                scene: entries(&s.scene_deck)?,
                soul: Vec::new(),
                maybe: Vec::new(),
            };
            Some(StarterDeck {
                code: s.deck,
                deck,
                source: s.source,
            })
        })
        .collect()
}

/// The starter with that product code (`SD01A`, case-insensitive).
pub fn starter(code: &str) -> Option<StarterDeck> {
    starters()
        .into_iter()
        .find(|s| s.code.eq_ignore_ascii_case(code.trim()))
}

/// The starter decks ponydeck ships for a game (only Kayou's so far: no source in the data gives
/// the other games' starter lists).
pub fn starters_for(game: Game) -> Vec<StarterDeck> {
    match game {
        Game::Kayou => starters(),
        Game::Lorcana | Game::Palworld => Vec::new(),
    }
}

/// A game's starter with that product code (case-insensitive).
pub fn starter_for(game: Game, code: &str) -> Option<StarterDeck> {
    starters_for(game)
        .into_iter()
        .find(|s| s.code.eq_ignore_ascii_case(code.trim()))
}
