//! pony-binder's CSV export: `Set,Number,Name,Rarity,Shining,Quantity,Wishlist,Trade`, every
//! value quoted, `Number` like `BP01-C01`, `※BP01-CR01` or `※SD01-ER01-day`, and `Shining`,
//! `Wishlist`, `Trade` either `Yes` or empty. Its export lists every card it knows, owned or
//! not.

use crate::card::{Card, CardId, CardIndex, Rarity};

use super::import_batch::{BatchBuilder, CsvTable, count_cell, unknown_card};
use super::{Collection, ImportRow, formula_safe, write_csv_row};

/// The header pony-binder writes.
pub const HEADER: [&str; 8] = [
    "Set", "Number", "Name", "Rarity", "Shining", "Quantity", "Wishlist", "Trade",
];

/// pony-binder's name for a rarity (`Silver Rare` for SR).
pub fn rarity_name(rarity: Rarity) -> &'static str {
    match rarity {
        Rarity::C => "Common",
        Rarity::U => "Uncommon",
        Rarity::SR => "Silver Rare",
        Rarity::SPR => "Sapphire Rare",
        Rarity::GR => "Gold Rare",
        Rarity::CR => "Colorful Rare",
        Rarity::ER => "Emerald Rare",
        Rarity::RR => "Ruby Rare",
        Rarity::TK => "Token",
        Rarity::PR => "Promo",
    }
}

/// Reads a pony-binder `Number` (`※SD01-ER01-day`) as a printing ID (`※SD01-ER01D`).
fn card_id_from_number(number: &str, shining_column: bool) -> Option<CardId> {
    let text = number.trim().replace('*', "※");
    let (marked, base) = match text.strip_prefix('※') {
        Some(base) => (true, base.to_string()),
        None => (false, text.clone()),
    };
    let upper = base.to_ascii_uppercase();
    let base = if let Some(head) = upper.strip_suffix("-DAY") {
        format!("{head}D")
    } else if let Some(head) = upper.strip_suffix("-NIGHT") {
        format!("{head}N")
    } else {
        upper
    };
    let mark = if marked || shining_column { "※" } else { "" };
    CardId::parse(&format!("{mark}{base}")).ok()
}

/// Reads a `Yes`-or-empty cell (also `No`, `true`, `false`, `1`, `0`).
fn flag_cell(text: &str, column: &str) -> Result<bool, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "" | "no" | "false" | "0" => Ok(false),
        "yes" | "true" | "1" | "y" => Ok(true),
        other => Err(format!(
            "{column} '{}' is not Yes or empty",
            crate::limits::short(other)
        )),
    }
}

pub(crate) fn read(
    text: &str,
    lookup: &CardIndex,
    out: &mut BatchBuilder,
    progress: &mut dyn FnMut(usize, usize),
) {
    let Some(mut table) = CsvTable::read(
        text,
        out,
        "the file is empty; a pony-binder CSV starts with the header Set,Number,Name,Rarity,Shining,Quantity,Wishlist,Trade",
    ) else {
        return;
    };
    let (Some(number_col), Some(qty_col)) = (table.column("Number"), table.column("Quantity"))
    else {
        return out.bad(
            table.header.line,
            "the header must name the columns Number and Quantity, as pony-binder writes: Set,Number,Name,Rarity,Shining,Quantity,Wishlist,Trade",
        );
    };
    let (shining_col, wish_col, trade_col) = (
        table.column("Shining"),
        table.column("Wishlist"),
        table.column("Trade"),
    );
    while let Some(record) = table.next_row(out, progress) {
        let line = record.line;
        let cell = |col: Option<usize>| {
            col.and_then(|c| record.fields.get(c))
                .map_or("", |f| f.as_str())
        };
        let flags = (
            flag_cell(cell(shining_col), "Shining"),
            flag_cell(cell(wish_col), "Wishlist"),
            flag_cell(cell(trade_col), "Trade"),
            count_cell(cell(Some(qty_col)), "Quantity"),
        );
        let (shining, wish, trade, owned) = match flags {
            (Ok(s), Ok(w), Ok(t), Ok(q)) => (s, w, t, q.unwrap_or(0)),
            (Err(reason), ..)
            | (_, Err(reason), ..)
            | (_, _, Err(reason), _)
            | (.., Err(reason)) => {
                out.bad(line, reason);
                continue;
            }
        };
        let number = cell(Some(number_col));
        let Some(card_id) = card_id_from_number(number, shining) else {
            out.bad(
                line,
                format!("Number '{}' is not a card number; pony-binder writes numbers like BP01-C01 or ※BP01-CR01", crate::limits::short(number.trim())),
            );
            continue;
        };
        if lookup.kayou_card(&card_id).is_none() {
            if owned == 0 && !wish && !trade {
                out.skip_empty_unknown();
            } else {
                let reason = unknown_card(&card_id, lookup, out.wants_suggestions());
                out.bad(line, reason);
            }
            continue;
        }
        out.row(ImportRow {
            line,
            card_id,
            owned,
            wishlist: Some(u32::from(wish)),
            trade: Some(u32::from(trade)),
            notes: None,
        });
    }
}

/// pony-binder's `Number` for a printing: `※SD01-ER01-day` for a day/night printing.
fn pony_binder_number(card: &Card) -> String {
    let mark = if card.id.is_shining() { "※" } else { "" };
    let number = &card.copy_key;
    match card.kayou().and_then(|k| k.variant.as_deref()) {
        Some("D") => format!("{mark}{number}-day"),
        Some("N") => format!("{mark}{number}-night"),
        Some(v) => format!("{mark}{number}-{v}"),
        None => format!("{mark}{number}"),
    }
}

/// pony-binder's `Number` for a printing the catalog does not know, from its ID alone.
fn number_from_id(card_id: &CardId) -> String {
    let mark = if card_id.is_shining() { "※" } else { "" };
    let number = card_id.number();
    match card_id.variant() {
        Some("D") => format!("{mark}{number}-day"),
        Some("N") => format!("{mark}{number}-night"),
        Some(v) => format!("{mark}{number}-{v}"),
        None => format!("{mark}{number}"),
    }
}

/// The rarity an ID spells (`BP04-SR03` is Silver Rare), for printings the catalog lacks.
fn rarity_from_id(card_id: &CardId) -> String {
    let number = card_id.number();
    let code: String = number
        .as_str()
        .split_once('-')
        .map_or("", |(_, rest)| rest)
        .chars()
        .take_while(char::is_ascii_alphabetic)
        .collect();
    Rarity::parse(&code).map_or(code, |r| rarity_name(r).to_string())
}

/// Writes the held printings as a pony-binder CSV, in catalog order, every value quoted.
/// `set_name` gives the set's name for the `Set` column (pony-binder writes names).
/// Printings the catalog does not know (after a catalog swap) are written too, with what
/// their IDs tell (set code, number, rarity) and no name, so an export never drops a row.
pub fn write_pony_binder_csv(
    collection: &Collection,
    index: &CardIndex,
    set_name: &dyn Fn(&str) -> String,
) -> String {
    let mut out = String::new();
    write_csv_row(&mut out, &HEADER, true);
    let yes = |b: bool| if b { "Yes" } else { "" };
    for (card_id, holding) in collection.entries_in_catalog_order(index) {
        let Some((card, kayou)) = index
            .printing(card_id)
            .and_then(|card| Some((card, card.kayou()?)))
        else {
            write_csv_row(
                &mut out,
                &[
                    card_id.product(),
                    &number_from_id(card_id),
                    "",
                    &rarity_from_id(card_id),
                    yes(card_id.is_shining()),
                    &holding.owned.to_string(),
                    yes(holding.wishlist > 0),
                    yes(holding.trade > 0),
                ],
                true,
            );
            continue;
        };
        write_csv_row(
            &mut out,
            &[
                set_name(&card.set_code).as_str(),
                &pony_binder_number(card),
                &formula_safe(kayou.name.as_deref().unwrap_or_default()),
                rarity_name(kayou.rarity),
                yes(card.id.is_shining()),
                &holding.owned.to_string(),
                yes(holding.wishlist > 0),
                yes(holding.trade > 0),
            ],
            true,
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn day_and_night_numbers_read_as_variant_printings() {
        let id = |n, s| card_id_from_number(n, s).map(|id| id.to_string());
        assert_eq!(id("※SD01-ER01-day", true).as_deref(), Some("※SD01-ER01D"));
        assert_eq!(id("SD01-ER01-night", true).as_deref(), Some("※SD01-ER01N"));
        assert_eq!(id("※BP01-CR01", false).as_deref(), Some("※BP01-CR01"));
        assert_eq!(id("BP03-ER01-A", false).as_deref(), Some("BP03-ER01-A"));
        assert_eq!(id("nonsense", false), None);
    }
}
