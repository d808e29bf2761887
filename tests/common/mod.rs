//! Shared helpers of the tests: the shipped catalog and small deck builders here; the binary
//! run as a process in [`cli`]; the app under egui_kittest in [`ui`].
#![allow(dead_code)]

pub mod cli;
#[cfg(feature = "gui")]
pub mod ui;

use std::path::PathBuf;

use ponydeck::card::{CardId, CardIndex};
use ponydeck::catalog::Catalog;
use ponydeck::deck::{Deck, Section, starter};

/// The repository's `cards.db`.
pub fn catalog_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cards.db")
}

/// A copy, in `dir`, of the frozen user database of schema `version`
/// (`tests/fixtures/db/user_vN.db`, written by the ponydeck of that schema: from v2 on it holds
/// the deck 'Frozen Rush', from v3 on a collection with 3 BP01-C01).
pub fn frozen_user_db(version: u32, dir: &std::path::Path) -> PathBuf {
    let path = dir.join("old.db");
    let frozen = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(format!("tests/fixtures/db/user_v{version}.db"));
    std::fs::copy(&frozen, &path).unwrap();
    path
}

/// The shipped catalog as an index.
pub fn index() -> CardIndex {
    Catalog::open(&catalog_path()).unwrap().into_index()
}

/// A printing ID.
pub fn id(text: &str) -> CardId {
    CardId::parse(text).unwrap()
}

/// A starter deck by code.
pub fn starter_deck(code: &str) -> Deck {
    starter(code).unwrap().deck
}

/// Moves `count` copies of a card into or out of a section.
pub fn add(deck: &mut Deck, section: Section, card: &str, count: u32) {
    deck.add_to(section, &id(card), count);
}

/// Removes copies from a section.
pub fn remove(deck: &mut Deck, section: Section, card: &str, count: u32) {
    assert_eq!(deck.remove_from(section, &id(card), count), count, "{card}");
}

/// The action a test plays through a game with, from the legal actions and their labels, the
/// first of the best rank: play a Character into an empty slot (not over one), resolve a lane
/// (here when `lanes_early`), resolve the top ability, take an ability's first option or stop
/// choosing, discard, begin the Contact, resolve a lane (here otherwise), end the turn.
pub fn sensible_action(
    legal: &[(ponydeck::engine::Action, String)],
    lanes_early: bool,
) -> Option<(ponydeck::engine::Action, String)> {
    use ponydeck::engine::Action;
    let rank = |(action, label): &(Action, String)| -> Option<u8> {
        Some(match action {
            Action::PlayCharacter { .. } if !label.contains("replacing") => 0,
            Action::ResolveLane { .. } if lanes_early => 1,
            Action::ResolvePending => 2,
            Action::Choose { .. } => 3,
            Action::ChooseDone => 4,
            Action::Discard { .. } => 5,
            Action::BeginContact => 6,
            Action::ResolveLane { .. } => 7,
            Action::EndTurn => 8,
            _ => return None,
        })
    };
    legal
        .iter()
        .filter_map(|entry| Some((rank(entry)?, entry)))
        .min_by_key(|(r, _)| *r)
        .map(|(_, entry)| entry.clone())
}
