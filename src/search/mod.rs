//! L1 catalog search: the query syntax of `shared/design/CLI.md`, parsed once per game into a
//! [`Query`] and matched against a game's in-memory [`CardIndex`](crate::card::CardIndex). The
//! CLI's `catalog search`, `odds` and the app's search boxes use the same parser for every game;
//! each game adds its own keys (Kayou `k:` `a:` `stage:`, Lorcana `ink:` `class:`, Palworld
//! `el:` `work:`, ...).

mod lexer;
mod query;

pub use query::{Comparison, NumberField, Query, QueryError, Term};

use crate::card::{Card, CardIndex};

/// The cards matching `query`, in catalog order (set, then number).
pub fn search<'a>(index: &'a CardIndex, query: &Query) -> Vec<&'a Card> {
    (0..index.len())
        .filter_map(|i| index.entry(i))
        .filter(|(card, text)| query.matches(card, text))
        .map(|(card, _)| card)
        .collect()
}

/// Positions (in catalog order) of the cards matching `query`, for views that keep positions.
pub fn search_positions(index: &CardIndex, query: &Query) -> Vec<usize> {
    (0..index.len())
        .filter(|&i| {
            index
                .entry(i)
                .is_some_and(|(card, text)| query.matches(card, text))
        })
        .collect()
}
