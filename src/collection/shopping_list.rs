//! The missing list of a deck as a shopping list or wishlist: text and CSV.

use crate::card::CardIndex;

use super::{Need, formula_safe, write_csv_row};

/// The name of a card for lists: the name of its first printing.
fn name_of(need: &Need, cards: &CardIndex) -> String {
    cards
        .with_copy_key(&need.card)
        .first()
        .map(|card| card.name.clone())
        .unwrap_or_default()
}

/// A shopping list as text: a comment line, then `COUNT KEY NAME` lines (Kayou's
/// `COUNT NUMBER NAME`, Lorcana's `COUNT Name - Version`: the game's deck-list shape, so it can
/// be pasted into other tools or read back as a list).
pub fn shopping_list_text(deck_name: &str, missing: &[Need], lookup: &CardIndex) -> String {
    let total: u32 = missing.iter().map(|n| n.missing).sum();
    let mut out = format!("# Shopping list for '{deck_name}': {total} cards to get\n");
    for need in missing.iter().filter(|n| n.missing > 0) {
        // A key that is the name (Lorcana's full name) is not repeated.
        let name = Some(name_of(need, lookup)).filter(|n| *n != need.card);
        let line = format!(
            "{} {} {}",
            need.missing,
            need.card,
            name.unwrap_or_default()
        );
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
                need.card.as_str(),
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
