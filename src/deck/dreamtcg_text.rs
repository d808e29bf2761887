//! DreamTCG's text export, exactly as the site writes it (its deck builder's `openExport`):
//!
//! ```text
//! === Friendship Rush ===
//!
//! [Main Character]
//! Twilight Sparkle (SD01-RR01)
//!
//! [Main Deck — 50/50 cards]
//! 4x Twilight Sparkle (SD01A-C01)
//!
//! [Scene Deck]
//! 15x Golden Oak Library (SD01-ER01)
//!
//! [Story Deck]
//! Tier I: Searching for Elements of Harmony (SD01A-C06)
//! ```
//!
//! Reading: the `=== Name ===` title line (or a first line that is no header and no card) names
//! the deck; headers (`[...]`) are read only to find a `[Maybe]` section, since, as in every
//! ponydeck reader, the card's type decides its section. A card line is `Nx Name (ID)`,
//! `Tier I: Name (ID)` or, as the site writes the Main Character, `Name (ID)` with no count. The
//! ID in the last parentheses decides the card; the name is only checked for a warning.
//!
//! Writing: the site's shape byte for byte, so its import (`_parseAndLoadDeckText`, which matches
//! `[Main Character]`, `[Main Deck`, `[Scene Deck]` and `[Story Deck]` at the start of a line)
//! reads the deck back. A Maybe list goes last, after a `[Story Deck]` header: the site's reader
//! then takes its lines for Story lines, which they are not (no `Tier`), and skips them.

use crate::card::{Card, CardIndex, CardType, Game, KayouCard};

use super::card_line::resolve_card;
use super::{Deck, DeckEntry, DeckLineError, DeckLineProblem, ParsedDeck, Section};

/// Reads a DreamTCG text export. Every bad line is reported.
pub fn parse_dreamtcg_text(
    text: &str,
    cards: &CardIndex,
) -> Result<ParsedDeck, Vec<DeckLineError>> {
    let mut deck = Deck::new(Game::Kayou);
    let mut warnings = Vec::new();
    let mut suggestions_left = super::card_line::SUGGESTED_LINES;
    let mut errors = Vec::new();
    let mut in_maybe = false;
    let mut started = false;
    for (i, raw_line) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw_line.trim().trim_start_matches('\u{feff}').trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with("//") {
            continue;
        }
        if let Some(title) = title_of(line) {
            if deck.name.is_none() && !title.is_empty() {
                deck.name = Some(title.to_string());
            }
            started = true;
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

/// The name in a `=== Name ===` title line (the site's first line).
fn title_of(line: &str) -> Option<&str> {
    let inner = line.strip_prefix("===")?.strip_suffix("===")?;
    Some(inner.trim())
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

/// Splits `Nx Name (ID)`, `Tier I: Name (ID)` or a count-less `Name (ID)` (the site's Main
/// Character line) into count, name and ID text.
fn card_line(line: &str) -> Option<(Result<u32, String>, &str, &str)> {
    let body = line.strip_suffix(')')?;
    let open = body.rfind('(')?;
    let id_text = body.get(open + 1..)?.trim();
    let head = body.get(..open)?.trim();
    if let Some(rest) = head
        .get(..5)
        .filter(|p| p.eq_ignore_ascii_case("tier "))
        .and_then(|_| head.get(5..))
    {
        let (_stage, name) = rest.split_once(':')?;
        return Some((Ok(1), name.trim(), id_text));
    }
    let (count_text, name) = head.split_once(char::is_whitespace).unwrap_or((head, ""));
    let digits = count_text.strip_suffix(['x', 'X']).unwrap_or(count_text);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        // No count: one copy, as the site writes its Main Character. The ID must still read as
        // an ID, so a stray `(note)` on a name line stays an error.
        crate::card::CardId::parse(id_text).ok()?;
        return Some((Ok(1), head, id_text));
    }
    let count = match digits.parse::<u32>() {
        Ok(n) if (1..=crate::limits::MAX_DECK_COUNT).contains(&n) => Ok(n),
        _ => Err(count_text.to_string()),
    };
    Some((count, name.trim(), id_text))
}

/// The name DreamTCG writes for a card: the card's name (a Story's title, without subtitle).
fn site_name(card: Option<&Card>) -> String {
    match card {
        Some(card) => card
            .kayou()
            .and_then(|k| k.name.clone())
            .unwrap_or_else(|| card.name.clone()),
        None => String::new(),
    }
}

/// Prints a deck as DreamTCG's export does; both [`parse_dreamtcg_text`] and the site's own
/// import read it back to the same deck.
pub fn print_dreamtcg_text(deck: &Deck, cards: &CardIndex) -> String {
    let mut out = String::new();
    if let Some(name) = &deck.name {
        out.push_str(&format!("=== {name} ===\n"));
    }
    let line = |entry: &DeckEntry| {
        let name = site_name(cards.kayou_card(&entry.card_id));
        format!("{}x {name} ({})\n", entry.count, entry.card_id)
    };
    if !deck.main_character.is_empty() {
        out.push_str("\n[Main Character]\n");
        for entry in &deck.main_character {
            let name = site_name(cards.kayou_card(&entry.card_id));
            if entry.count == 1 {
                out.push_str(&format!("{name} ({})\n", entry.card_id));
            } else {
                out.push_str(&line(entry));
            }
        }
    }
    if !deck.main.is_empty() {
        out.push_str(&format!(
            "\n[Main Deck — {}/50 cards]\n",
            deck.count(Section::Main)
        ));
        deck.main.iter().for_each(|e| out.push_str(&line(e)));
    }
    if !deck.scene.is_empty() {
        out.push_str("\n[Scene Deck]\n");
        deck.scene.iter().for_each(|e| out.push_str(&line(e)));
    }
    if !deck.story.is_empty() || !deck.maybe.is_empty() {
        out.push_str("\n[Story Deck]\n");
        for entry in &deck.story {
            let card = cards.kayou_card(&entry.card_id);
            let stage = card
                .and_then(Card::kayou)
                .filter(|c| c.card_type == CardType::Story)
                .and_then(KayouCard::stage);
            match stage {
                Some(stage) if entry.count == 1 => out.push_str(&format!(
                    "Tier {stage}: {} ({})\n",
                    site_name(card),
                    entry.card_id
                )),
                _ => out.push_str(&line(entry)),
            }
        }
    }
    if !deck.maybe.is_empty() {
        out.push_str("\n[Maybe]\n");
        deck.maybe.iter().for_each(|e| out.push_str(&line(e)));
    }
    out
}
