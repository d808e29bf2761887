//! Dreamborn.ink's collection CSV (Lorcana): `Set Number,Card Number,Variant,Count,Name,Color,
//! Rarity`, one row per printing and variant (`normal`, `foil`), set numbers zero-padded
//! (`005`), promos numbered within their group (`2/P2`, with the card's set before it), lettered
//! numbers as printed (`4a`), names quoted. The header is Dreamborn's own, as its exports carry
//! it (a real 2,888-row export is `tests/fixtures/collection/dreamborn_collection_export.csv`).
//!
//! ponydeck keeps one owned count per printing: a row's normal and foil copies add up. The
//! `Name` checks the number: where Dreamborn numbers a card differently from the catalog (or
//! numbers a promo the catalog lacks), the name finds the printing.

use crate::card::{Card, CardId, CardIndex, Game, letters_of};

use super::import_batch::{BatchBuilder, CsvTable, count_cell, unknown_card};
use super::{Collection, ImportRow, write_csv_row};

/// The header Dreamborn writes.
pub const HEADER: [&str; 7] = [
    "Set Number",
    "Card Number",
    "Variant",
    "Count",
    "Name",
    "Color",
    "Rarity",
];

/// The printing a row's numbers name: `005` / `121` is 5-121, `001` / `24/P1` is P1-024.
fn card_id_of(set: &str, number: &str) -> Option<CardId> {
    let number = number.trim();
    let (number, group) = match number.split_once('/') {
        Some((number, group)) => (number.trim(), group.trim().to_string()),
        None => {
            let set = set.trim().trim_start_matches('0');
            (
                number,
                if set.is_empty() {
                    "0".to_string()
                } else {
                    set.to_string()
                },
            )
        }
    };
    CardId::parse_in(Game::Lorcana, &format!("{group}-{number}")).ok()
}

/// The printing named `name`, preferring one of the set or promo group the row gave.
fn by_name<'a>(name: &str, near: Option<&CardId>, cards: &'a CardIndex) -> Option<&'a Card> {
    let printings = cards.named_loosely(name);
    let set = near.map(|id| id.as_str().split('-').next().unwrap_or("").to_string());
    printings
        .iter()
        .find(|c| set.as_deref() == Some(c.set_code.as_str()))
        .or_else(|| printings.first())
        .copied()
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
        "the file is empty; a Dreamborn collection CSV starts with the header Set Number,Card Number,Variant,Count,Name,Color,Rarity",
    ) else {
        return;
    };
    let columns = (
        table.column("Set Number"),
        table.column("Card Number"),
        table.column("Count"),
    );
    let (Some(set_col), Some(number_col), Some(count_col)) = columns else {
        return out.bad(
            table.header.line,
            "the header must name the columns Set Number, Card Number and Count (Dreamborn's export: Set Number,Card Number,Variant,Count,Name,Color,Rarity)",
        );
    };
    let name_col = table.column("Name");
    while let Some(record) = table.next_row(out, progress) {
        let line = record.line;
        let cell = |col: usize| record.fields.get(col).map_or("", |f| f.as_str());
        let name = name_col.map(cell).map(str::trim).filter(|n| !n.is_empty());
        let numbered = card_id_of(cell(set_col), cell(number_col));
        let by_number = numbered.as_ref().and_then(|id| lookup.printing(id));
        let card = match (by_number, name) {
            (Some(card), Some(name)) if letters_of(&card.name) != letters_of(name) => {
                by_name(name, numbered.as_ref(), lookup).or(Some(card))
            }
            (Some(card), _) => Some(card),
            (None, Some(name)) => by_name(name, numbered.as_ref(), lookup),
            (None, None) => None,
        };
        let Some(card) = card else {
            let reason = match &numbered {
                Some(id) => unknown_card(id, lookup, out.wants_suggestions()),
                None => format!(
                    "set {} number {} names no printing; Dreamborn writes e.g. 005,121 or 001,24/P1",
                    crate::limits::short(cell(set_col).trim()),
                    crate::limits::short(cell(number_col).trim())
                ),
            };
            out.bad(line, reason);
            continue;
        };
        let owned = match count_cell(cell(count_col), "Count") {
            Ok(Some(n)) => n,
            Ok(None) => {
                out.bad(
                    line,
                    format!(
                        "the Count of {} is empty; write how many you own, e.g. 0 or 3",
                        card.id
                    ),
                );
                continue;
            }
            Err(reason) => {
                out.bad(line, reason);
                continue;
            }
        };
        out.row(ImportRow {
            line,
            card_id: card.id.clone(),
            owned,
            wishlist: None,
            trade: None,
            notes: None,
        });
    }
}

/// The set number Dreamborn writes before a printing's card number: its numbered set, or for a
/// promo the numbered set of the card's first printing (`000` where it has none).
fn set_number(card: &Card, cards: &CardIndex) -> String {
    let set = card.set_code.parse::<u32>().ok().or_else(|| {
        cards
            .with_copy_key(&card.copy_key)
            .iter()
            .filter_map(|c| c.set_code.parse::<u32>().ok())
            .min()
    });
    format!("{:03}", set.unwrap_or(0))
}

/// Writes a Lorcana collection as Dreamborn's CSV: one `normal` row per printing held, in
/// catalog order (ponydeck keeps no foil count; wishlist, trade and notes have no column).
/// Printings the catalog lacks cannot be numbered and are left out (the caller says so).
pub fn write_dreamborn_csv(collection: &Collection, cards: &CardIndex) -> String {
    let mut out = String::new();
    write_csv_row(&mut out, &HEADER, false);
    for (card_id, holding) in collection.entries_in_catalog_order(cards) {
        let Some(card) = cards.printing(card_id) else {
            continue;
        };
        if holding.owned == 0 {
            continue;
        }
        let (number, suffix) = card.id.as_str().split_once('-').map_or(("", ""), |(_, n)| {
            let digits = n.chars().take_while(char::is_ascii_digit).count();
            (n.get(..digits).unwrap_or(""), n.get(digits..).unwrap_or(""))
        });
        let number = match number.trim_start_matches('0') {
            "" => format!("0{suffix}"),
            trimmed => format!("{trimmed}{suffix}"),
        };
        let card_number = if card.set_code.parse::<u32>().is_ok() {
            number
        } else {
            format!("{number}/{}", card.set_code)
        };
        let colour = card.lorcana().map(|d| d.inks.join("/")).unwrap_or_default();
        write_csv_row(
            &mut out,
            &[
                set_number(card, cards).as_str(),
                &card_number,
                "normal",
                &holding.owned.to_string(),
                &card.name,
                &colour,
                &card.rarity,
            ],
            false,
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dreamborn_numbers_are_printing_ids() {
        let id = |s, n| card_id_of(s, n).map(|id| id.to_string());
        assert_eq!(id("005", "121").as_deref(), Some("5-121"));
        assert_eq!(id("003", "4a").as_deref(), Some("3-004a"));
        assert_eq!(id("001", "24/P1").as_deref(), Some("P1-024"));
        assert_eq!(id("002", "24A/P2").as_deref(), Some("P2-024a"));
        assert_eq!(id("", "x"), None);
    }
}
