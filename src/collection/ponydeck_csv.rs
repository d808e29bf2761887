//! The ponydeck collection CSV: a header, then `id,quantity,wishlist,trade,notes` (only `id`
//! and `quantity` required; columns in any order; other columns ignored).

use crate::card::{CardId, CardIndex};

use super::import_batch::{BatchBuilder, CsvTable, count_cell};
use super::{Collection, ImportRow, formula_safe, formula_unescaped, write_csv_row};

/// The header ponydeck writes.
pub const HEADER: [&str; 5] = ["id", "quantity", "wishlist", "trade", "notes"];

pub(crate) fn read(
    text: &str,
    lookup: &CardIndex,
    out: &mut BatchBuilder,
    progress: &mut dyn FnMut(usize, usize),
) {
    let Some(mut table) = CsvTable::read(
        text,
        out,
        "the file is empty; a ponydeck CSV starts with the header id,quantity,wishlist,trade,notes",
    ) else {
        return;
    };
    let (Some(id_col), Some(qty_col)) = (table.column("id"), table.column("quantity")) else {
        return out.bad(
            table.header.line,
            "the header must name the columns id and quantity (and may add wishlist, trade, notes), e.g. 'id,quantity'",
        );
    };
    let (wish_col, trade_col, notes_col) = (
        table.column("wishlist"),
        table.column("trade"),
        table.column("notes"),
    );
    while let Some(record) = table.next_row(out, progress) {
        let line = record.line;
        let cell = |col: usize| record.fields.get(col).map_or("", |f| f.as_str());
        let id_text = cell(id_col).trim();
        let card_id = match CardId::parse_in(lookup.game(), id_text) {
            Ok(card_id) => card_id,
            Err(e) => {
                out.bad(line, format!("{e}"));
                continue;
            }
        };
        if lookup.printing(&card_id).is_none() && !out.unknown_printing(line, &card_id, lookup) {
            continue;
        }
        let owned = match count_cell(cell(qty_col), "quantity") {
            Ok(Some(n)) => n,
            Ok(None) => {
                out.bad(
                    line,
                    format!(
                        "the quantity of {card_id} is empty; write how many you own, e.g. 0 or 3"
                    ),
                );
                continue;
            }
            Err(reason) => {
                out.bad(line, reason);
                continue;
            }
        };
        let optional = |col: Option<usize>, name: &str| match col {
            Some(col) => count_cell(cell(col), name).map(|n| Some(n.unwrap_or(0))),
            None => Ok(None),
        };
        let (wishlist, trade) = match (optional(wish_col, "wishlist"), optional(trade_col, "trade"))
        {
            (Ok(w), Ok(t)) => (w, t),
            (Err(reason), _) | (_, Err(reason)) => {
                out.bad(line, reason);
                continue;
            }
        };
        out.row(ImportRow {
            line,
            card_id,
            owned,
            wishlist,
            trade,
            // Notes as written, spaces included: the round trip gives back what was typed.
            notes: notes_col.map(|col| formula_unescaped(cell(col)).to_string()),
        });
    }
}

/// Writes the collection of any game as a ponydeck CSV, in its catalog's order.
pub fn write_ponydeck_csv(collection: &Collection, cards: &CardIndex) -> String {
    let mut out = String::new();
    write_csv_row(&mut out, &HEADER, false);
    for (card_id, holding) in collection.entries_in_catalog_order(cards) {
        write_csv_row(
            &mut out,
            &[
                card_id.as_str(),
                &holding.owned.to_string(),
                &holding.wishlist.to_string(),
                &holding.trade.to_string(),
                &formula_safe(&holding.notes),
            ],
            false,
        );
    }
    out
}
