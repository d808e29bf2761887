//! L1 decks: the deck model of every game (sections placed by card type), Kayou's four list
//! formats (ponydeck text, DreamTCG text, DreamTCG JSON, ponydeck JSON) with format detection,
//! the Lorcana and Palworld sites' lists (every shape Lorcana players paste, the deck code), deck diffs, and the starter-deck presets.
//!
//! A parsed list becomes a legal deck only through `format::validate`; this module only knows
//! what is in the list and in which order.

mod card_line;
mod deck_code;
mod deck_diff;
mod deck_format;
mod deck_model;
mod dreamtcg_json;
mod dreamtcg_text;
mod error;
mod json_format;
mod lorcana_json;
mod site_list;
mod starters;
mod text_format;

pub use deck_code::{has_deck_code, is_deck_code, print_deck_code};
pub use deck_diff::{DeckDiff, DiffEntry, diff};
pub use deck_format::{
    DeckFormat, DeckRead, ImportedDeck, export, import, import_keeping_good_lines,
};
pub use deck_model::{Deck, DeckEntry, Section};
pub use dreamtcg_json::{parse_dreamtcg_json, print_dreamtcg_json};
pub use dreamtcg_text::{parse_dreamtcg_text, print_dreamtcg_text};
pub use error::{DeckLineError, DeckLineProblem, DeckWarning};
pub use json_format::{PONYDECK_JSON_FORMAT, parse_json, print_json};
pub use site_list::{
    GameListRead, parse_game_list, print_game_list, print_share_code, read_game_list,
};
pub use starters::{StarterDeck, starter, starter_for, starters, starters_for};
pub use text_format::{ParsedDeck, parse_text, print_text};

/// `wanted`, or the first of `wanted (2)`, `wanted (3)`, ... that `taken` says is free: the
/// name a new deck gets, so that creating one never writes over a saved deck (names are
/// compared case-insensitively by the library).
pub fn free_deck_name(wanted: &str, taken: impl Fn(&str) -> bool) -> String {
    if !taken(wanted) {
        return wanted.to_string();
    }
    (2..)
        .map(|i| format!("{wanted} ({i})"))
        .find(|n| !taken(n))
        .unwrap_or_else(|| wanted.to_string())
}
