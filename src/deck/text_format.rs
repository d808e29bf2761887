//! The ponydeck text list (`shared/design/CLI.md`, "Deck lists"):
//!
//! ```text
//! # comment
//! Deck: Friendship Rush
//! Main Deck:
//! 4 BP01-C01 Twilight Sparkle
//! 4x BP01-C02
//! 1 *BP01-CR01
//! Maybe:
//! 2 BP01-C03
//! ```

use crate::card::{CardIndex, Game};

use super::card_line::resolve_card;
use super::{Deck, DeckLineError, DeckLineProblem, DeckWarning, Section};

/// A deck read from text, with the warnings worth showing.
#[derive(Debug, Clone, PartialEq)]
pub struct ParsedDeck {
    /// The deck.
    pub deck: Deck,
    /// Friendly warnings (a name that does not match the ID written before it).
    pub warnings: Vec<DeckWarning>,
}

/// Reads a ponydeck text list. Every bad line is reported, not only the first.
pub fn parse_text(text: &str, cards: &CardIndex) -> Result<ParsedDeck, Vec<DeckLineError>> {
    let mut deck = Deck::new(Game::Kayou);
    let mut warnings = Vec::new();
    let mut suggestions_left = super::card_line::SUGGESTED_LINES;
    let mut errors = Vec::new();
    let mut in_maybe = false;
    for (i, raw_line) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw_line.trim().trim_start_matches('\u{feff}');
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = strip_prefix_ignore_case(line, "deck:") {
            let name = name.trim();
            deck.name = (!name.is_empty()).then(|| name.to_string());
            continue;
        }
        if let Some(header) = line.strip_suffix(':') {
            in_maybe = header.trim().eq_ignore_ascii_case("maybe");
            continue;
        }
        let error = |problem| DeckLineError {
            line: line_no,
            text: line.to_string(),
            problem,
        };
        let mut words = line.splitn(3, char::is_whitespace);
        let (Some(count_text), Some(id_text)) = (words.next(), words.next()) else {
            errors.push(error(DeckLineProblem::Malformed));
            continue;
        };
        let written_name = words.next().map(str::trim).filter(|n| !n.is_empty());
        let count_digits = count_text.strip_suffix(['x', 'X']).unwrap_or(count_text);
        if !count_digits.chars().all(|c| c.is_ascii_digit()) || count_digits.is_empty() {
            errors.push(error(DeckLineProblem::Malformed));
            continue;
        }
        let count = match count_digits.parse::<u32>() {
            Ok(n) if (1..=crate::limits::MAX_DECK_COUNT).contains(&n) => n,
            _ => {
                errors.push(error(DeckLineProblem::BadCount(count_text.to_string())));
                continue;
            }
        };
        match resolve_card(
            id_text,
            written_name,
            line_no,
            cards,
            &mut warnings,
            &mut suggestions_left,
        ) {
            Ok(card) => deck.push_line(card, count, in_maybe),
            Err(problem) => errors.push(error(problem)),
        }
    }
    if errors.is_empty() {
        Ok(ParsedDeck { deck, warnings })
    } else {
        Err(errors)
    }
}

fn strip_prefix_ignore_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

/// Prints a deck as a ponydeck text list, with card names for people. `parse_text` reads it
/// back to the same deck.
pub fn print_text(deck: &Deck, cards: &CardIndex) -> String {
    let mut out = String::new();
    if let Some(name) = &deck.name {
        out.push_str(&format!("Deck: {name}\n"));
    }
    for section in Section::ALL {
        let entries = deck.section(section);
        if entries.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&format!("{}:\n", section.header()));
        for entry in entries {
            match cards.kayou_card(&entry.card_id) {
                Some(card) => out.push_str(&format!(
                    "{} {} {}\n",
                    entry.count, entry.card_id, card.name
                )),
                None => out.push_str(&format!("{} {}\n", entry.count, entry.card_id)),
            }
        }
    }
    out
}
