//! L1 catalog search: the query syntax of `shared/design/CLI.md`, parsed once into a [`Query`]
//! and matched against the in-memory [`CardIndex`](crate::card::CardIndex). The CLI's
//! `catalog search` and the app's search box use the same parser.

mod game_query;
mod lexer;
mod query;

pub use game_query::{
    GameQuery, GameTerm, NumberField, game_matches, parse_game_query, search_game,
};
pub use query::{Comparison, Expr, Query, QueryError, Term, parse_with};

use crate::card::{CardIndex, KayouCard};

/// The cards matching `query`, in catalog order (set, then number).
pub fn search<'a>(index: &'a CardIndex, query: &Query) -> Vec<&'a KayouCard> {
    (0..index.len())
        .filter_map(|i| index.entry(i))
        .filter(|(card, text)| query.matches(card, text))
        .filter_map(|(card, _)| card.kayou())
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
