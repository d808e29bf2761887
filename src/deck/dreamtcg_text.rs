//! DreamTCG's text export:
//!
//! ```text
//! Deck: Friendship Rush
//! [Main Character]
//! 1x Twilight Sparkle (SD01-RR01)
//! [Story]
//! Tier I: Searching for Elements of Harmony — Consulting the Guide (SD01A-C06)
//! [Main Deck — 50/50 cards]
//! 4x Twilight Sparkle (SD01A-C01)
//! [Scene Deck — 15/15 cards]
//! 15x Golden Oak Library (SD01-ER01)
//! ```
//!
//! Headers (`[...]`) are read only to find a `[Maybe]` section: as in every ponydeck reader the
//! card's type decides its section. The ID in the last parentheses decides the card; the name
//! is only checked for a warning. A first line that is no header and no card is the deck name.

use crate::card::{CardLookup, CardType};

use super::card_line::resolve_card;
use super::{Deck, DeckEntry, DeckLineError, DeckLineProblem, ParsedDeck, Section};

/// Reads a DreamTCG text export. Every bad line is reported.
pub fn parse_dreamtcg_text(
    text: &str,
    cards: &impl CardLookup,
) -> Result<ParsedDeck, Vec<DeckLineError>> {
    let mut deck = Deck::default();
    let mut warnings = Vec::new();
    let mut suggestions_left = super::card_line::SUGGESTED_LINES;
    let mut errors = Vec::new();
    let mut in_maybe = false;
    let mut started = false;
    for (i, raw_line) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw_line.trim().trim_start_matches('\u{feff}');
        if line.is_empty() || line.starts_with('#') || line.starts_with("//") {
            continue;
        }
        if let Some(header) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            in_maybe = header.trim().to_lowercase().starts_with("maybe");
            started = true;
            continue;
        }
        let error = |problem| DeckLineError {
            line: line_no,
            text: line.to_string(),
            problem,
        };
        let Some((count, name, id_text)) = card_line(line) else {
            if !started && deck.name.is_none() {
                let name = strip_deck_label(line);
                deck.name = (!name.is_empty()).then(|| name.to_string());
                started = true;
                continue;
            }
            errors.push(error(DeckLineProblem::Malformed));
            continue;
        };
        started = true;
        let count = match count {
            Ok(n) => n,
            Err(text) => {
                errors.push(error(DeckLineProblem::BadCount(text)));
                continue;
            }
        };
        match resolve_card(
            id_text,
            Some(name),
            line_no,
            cards,
            &mut warnings,
            &mut suggestions_left,
        ) {
            Ok(card) => {
                let section = if in_maybe {
                    Section::Maybe
                } else {
                    Section::for_type(card.card_type)
                };
                deck.section_mut(section).push(DeckEntry {
                    card_id: card.card_id.clone(),
                    count,
                });
            }
            Err(problem) => errors.push(error(problem)),
        }
    }
    if errors.is_empty() {
        Ok(ParsedDeck { deck, warnings })
    } else {
        Err(errors)
    }
}

fn strip_deck_label(line: &str) -> &str {
    for label in ["deck name:", "deck:", "name:"] {
        if let Some(head) = line.get(..label.len())
            && head.eq_ignore_ascii_case(label)
        {
            return line.get(label.len()..).unwrap_or("").trim();
        }
    }
    line
}

/// Splits `Nx Name (ID)` or `Tier I: Name (ID)` into count, name and ID text.
fn card_line(line: &str) -> Option<(Result<u32, String>, &str, &str)> {
    let body = line.strip_suffix(')')?;
    let open = body.rfind('(')?;
    let id_text = body.get(open + 1..)?.trim();
    let head = body.get(..open)?.trim();
    if let Some(rest) = head
        .strip_prefix("Tier ")
        .or_else(|| head.strip_prefix("tier "))
    {
        let (_stage, name) = rest.split_once(':')?;
        return Some((Ok(1), name.trim(), id_text));
    }
    let (count_text, name) = head.split_once(char::is_whitespace).unwrap_or((head, ""));
    let digits = count_text.strip_suffix(['x', 'X']).unwrap_or(count_text);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let count = match digits.parse::<u32>() {
        Ok(n) if (1..=crate::limits::MAX_DECK_COUNT).contains(&n) => Ok(n),
        _ => Err(count_text.to_string()),
    };
    Some((count, name.trim(), id_text))
}

/// Prints a deck as DreamTCG text; [`parse_dreamtcg_text`] reads it back to the same deck.
pub fn print_dreamtcg_text(deck: &Deck, cards: &impl CardLookup) -> String {
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
        let header = match section {
            Section::Main => format!("[Main Deck — {}/50 cards]", deck.count(section)),
            Section::Scene => format!("[Scene Deck — {}/15 cards]", deck.count(section)),
            other => format!("[{}]", other.header()),
        };
        out.push_str(&header);
        out.push('\n');
        for entry in entries {
            let card = cards.card(&entry.card_id);
            let name = card.map(|c| c.display_name()).unwrap_or_default();
            let stage = card
                .filter(|c| c.card_type == CardType::Story && section == Section::Story)
                .and_then(|c| c.stage());
            match stage {
                Some(stage) if entry.count == 1 => {
                    out.push_str(&format!("Tier {stage}: {name} ({})\n", entry.card_id));
                }
                _ => out.push_str(&format!("{}x {name} ({})\n", entry.count, entry.card_id)),
            }
        }
    }
    out
}
