//! The missing list of a deck as a shopping list or wishlist: text and CSV.

use crate::card::CardIndex;

use super::{Need, formula_safe, write_csv_row};

/// The name of a card number for lists: the name of its first printing.
fn name_of(need: &Need, lookup: &CardIndex) -> String {
    lookup
        .kayou_printings(&need.number)
        .first()
        .map(|card| card.display_name())
        .unwrap_or_default()
}

/// A shopping list as text: a comment line, then `COUNT NUMBER NAME` lines (the deck-list
/// shape, so it can be pasted into other tools or read back as a list).
pub fn shopping_list_text(deck_name: &str, missing: &[Need], lookup: &CardIndex) -> String {
    let total: u32 = missing.iter().map(|n| n.missing).sum();
    let mut out = format!("# Shopping list for '{deck_name}': {total} cards to get\n");
    for need in missing.iter().filter(|n| n.missing > 0) {
        let name = name_of(need, lookup);
        let line = format!("{} {} {}", need.missing, need.number, name);
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// A shopping list as CSV: `number,name,need,owned,missing`, one row per card number.
pub fn shopping_list_csv(missing: &[Need], lookup: &CardIndex) -> String {
    let mut out = String::new();
    write_csv_row(
        &mut out,
        &["number", "name", "need", "owned", "missing"],
        false,
    );
    for need in missing.iter().filter(|n| n.missing > 0) {
        write_csv_row(
            &mut out,
            &[
                need.number.as_str(),
                &formula_safe(&name_of(need, lookup)),
                &need.need.to_string(),
                &need.owned.to_string(),
                &need.missing.to_string(),
            ],
            false,
        );
    }
    out
}
