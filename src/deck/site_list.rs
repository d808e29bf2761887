//! The deck-list text of the Lorcana and Palworld deck sites, read into a [`Deck`] and written
//! back.
//!
//! Lists are read as Lorcana and Palworld deck sites write them (see `docs/cli.md`):
//! `COUNT[x] CARD` where CARD is a printing ID (`1-002`, `EBP01-001`), a full name
//! (`Elsa - Snow Queen`, with `–`, `—` or Dreamborn's `Elsa, Snow Queen`; curly and straight
//! apostrophes alike), or an ID followed by the name. Dreamborn's `*E*` marker (the player
//! wants the Enchanted art) is read and dropped. `#` and `//` start comments; `Deck: NAME`
//! names the deck; the Palworld wiki's deck-share code (`EBP01-001x3,EBP01-003x4`) is read as
//! its entries; a line ending in `:` is a header (`Maybe:` starts the Maybe list, others are
//! ignored: the card's type places it, as for Kayou).

use crate::card::{Card, CardId, CardIndex, Game, fold_name};
use crate::format::Format;

use super::{Deck, DeckLineError, DeckLineProblem, DeckWarning, ParsedDeck, Section};

/// Reads a deck list of a game. Every bad line is reported, not only the first.
pub fn parse_game_list(
    text: &str,
    cards: &CardIndex,
    format: &Format,
) -> Result<ParsedDeck, Vec<DeckLineError>> {
    let mut deck = Deck::new(cards.game());
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    let mut maybe = false;
    let mut suggestions_left = super::card_line::SUGGESTED_LINES;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let content = strip_comment(raw).trim();
        if content.is_empty() {
            continue;
        }
        if let Some(name) = strip_prefix_ignore_case(content, "deck:") {
            let name = name.trim();
            if !name.is_empty() {
                deck.name = Some(name.to_string());
            }
            continue;
        }
        if content.ends_with(':') && !content.starts_with(|c: char| c.is_ascii_digit()) {
            maybe = fold_name(content.trim_end_matches(':')) == "maybe";
            continue;
        }
        let err = |problem| DeckLineError {
            line,
            text: raw.to_string(),
            problem,
        };
        if let Some(entries) = share_entries(content) {
            for (id_text, count) in entries {
                let found = CardId::parse_in(deck.game, id_text)
                    .ok()
                    .and_then(|id| cards.printing(&id));
                match found {
                    Some(card) => deck.place(format, card, count, maybe),
                    None => errors.push(err(DeckLineProblem::UnknownCard {
                        card_id: crate::limits::short(id_text),
                        suggestions: Vec::new(),
                    })),
                }
            }
            continue;
        }
        let Some((count, rest)) = split_count(content) else {
            errors.push(err(DeckLineProblem::Malformed));
            continue;
        };
        let count = match count.parse::<u32>() {
            Ok(n) if (1..=crate::limits::MAX_DECK_COUNT).contains(&n) => n,
            _ => {
                errors.push(err(DeckLineProblem::BadCount(count.to_string())));
                continue;
            }
        };
        match resolve(rest, cards, line, &mut warnings, &mut suggestions_left) {
            Ok(card) => deck.place(format, card, count, maybe),
            Err(problem) => errors.push(err(problem)),
        }
    }
    if errors.is_empty() {
        Ok(ParsedDeck { deck, warnings })
    } else {
        Err(errors)
    }
}

fn strip_comment(line: &str) -> &str {
    let line = line.split('#').next().unwrap_or("");
    match line.find("//") {
        Some(at) => line.get(..at).unwrap_or(line),
        None => line,
    }
}

fn strip_prefix_ignore_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| text.get(prefix.len()..))
        .flatten()
}

/// A deck-share code line (`EBP01-001x3,EBP01-003x4`, the Palworld wiki's form): every
/// comma-separated entry is `IDxN`. `None` when the line is not one.
fn share_entries(content: &str) -> Option<Vec<(&str, u32)>> {
    if !content.contains(',') && !content.contains('x') {
        return None;
    }
    let mut out = Vec::new();
    for entry in content.split(',').map(str::trim).filter(|e| !e.is_empty()) {
        let (id, count) = entry.rsplit_once(['x', 'X'])?;
        let count: u32 = count.parse().ok()?;
        if id.is_empty()
            || !id.contains('-')
            || id.contains(char::is_whitespace)
            || !(1..=crate::limits::MAX_DECK_COUNT).contains(&count)
        {
            return None;
        }
        out.push((id, count));
    }
    (!out.is_empty()).then_some(out)
}

/// The deck-share code of the Palworld card game wiki: the Main Deck's `IDxN` entries, sorted
/// and joined with commas (the Soul deck has no place in it).
pub fn print_share_code(deck: &Deck, section: Section) -> String {
    let mut entries: Vec<String> = deck
        .section(section)
        .iter()
        .map(|e| format!("{}x{}", e.card_id, e.count))
        .collect();
    entries.sort();
    entries.join(",")
}

/// `4 X`, `4x X`, `4 x X`: the count and the rest.
fn split_count(content: &str) -> Option<(&str, &str)> {
    let digits = content.chars().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let count = content.get(..digits)?;
    let mut rest = content.get(digits..)?;
    if let Some(after) = rest.strip_prefix(['x', 'X']) {
        rest = after;
    }
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let mut rest = rest.trim_start();
    if let Some(after) = rest.strip_prefix(['x', 'X'])
        && after.starts_with(char::is_whitespace)
    {
        rest = after.trim_start();
    }
    (!rest.is_empty()).then_some((count, rest))
}

/// The card a line's text names: an ID, an ID and a name, a name with `(ID)` after it, or a
/// name alone (`Name - Version`, `Name, Version`).
fn resolve<'a>(
    text: &str,
    cards: &'a CardIndex,
    line: usize,
    warnings: &mut Vec<DeckWarning>,
    suggestions_left: &mut usize,
) -> Result<&'a Card, DeckLineProblem> {
    let text = text.replace("*E*", "");
    let text = text.trim();
    let game = cards.game();
    // `ID` or `ID Name`.
    let (first, after) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    if let Ok(id) = CardId::parse_in(game, first)
        && let Some(card) = cards.printing(&id)
    {
        let written = after.trim();
        if !written.is_empty() && !name_fits(card, written) {
            warnings.push(DeckWarning {
                line,
                message: format!(
                    "the name '{written}' does not match {} {}; the ID decides, so the card is {}",
                    card.id, card.name, card.name
                ),
            });
        }
        return Ok(card);
    }
    // `Name (ID)`.
    if let Some(open) = text.rfind('(')
        && text.ends_with(')')
        && let Ok(id) = CardId::parse_in(game, text.get(open + 1..text.len() - 1).unwrap_or(""))
        && let Some(card) = cards.printing(&id)
    {
        return Ok(card);
    }
    if let Some(card) = by_name(text, cards) {
        return Ok(card);
    }
    let suggestions = if *suggestions_left > 0 {
        *suggestions_left -= 1;
        cards
            .names_like(text, 3)
            .iter()
            .map(|c| format!("{} ({})", c.name, c.id))
            .collect()
    } else {
        Vec::new()
    };
    Err(DeckLineProblem::UnknownCard {
        card_id: crate::limits::short(text),
        suggestions,
    })
}

/// A name alone: as written, then Dreamborn's `Name, Version` read as `Name - Version`.
fn by_name<'a>(text: &str, cards: &'a CardIndex) -> Option<&'a Card> {
    if let Some(card) = preferred(cards.named(text)) {
        return Some(card);
    }
    // Only the first comma separates name and version (`Elsa, Spirit of Winter`).
    let (name, version) = text.split_once(',')?;
    preferred(cards.named(&format!("{} - {}", name.trim(), version.trim())))
}

/// The printing a name stands for: the newest numbered set's (the one a player most likely
/// holds, and for Lorcana the one in rotation), else the first in catalog order. Any printing
/// of a card counts alike for every rule, so the choice only decides what is shown.
fn preferred(printings: Vec<&Card>) -> Option<&Card> {
    let newest = printings
        .iter()
        .filter_map(|c| c.set_code.parse::<u32>().ok().map(|n| (n, *c)))
        .fold(None::<(u32, &Card)>, |best, (n, c)| match best {
            Some((b, _)) if b >= n => best,
            _ => Some((n, c)),
        });
    newest
        .map(|(_, c)| c)
        .or_else(|| printings.first().copied())
}

/// Whether a written name is the card's full name or its main name, ignoring case,
/// punctuation and spacing (a list typed without the dash still matches).
fn name_fits(card: &Card, written: &str) -> bool {
    let letters = |text: &str| -> String {
        fold_name(text)
            .chars()
            .filter(|c| c.is_alphanumeric())
            .collect()
    };
    let written = letters(written);
    written == letters(&card.name)
        || card
            .palworld()
            .is_some_and(|d| letters(&d.main_name) == written)
        || card
            .lorcana()
            .is_some_and(|d| letters(&d.base_name) == written)
}

/// Writes a deck list in the form deck sites read back: for Lorcana `COUNT Name - Version`
/// (the form Dreamborn, Inktable and Pixelborn import), for Palworld `COUNT ID Name` under
/// `Main Deck:` and `Soul Deck:` headers.
pub fn print_game_list(deck: &Deck, cards: &CardIndex, format: &Format) -> String {
    let mut out = String::new();
    if let Some(name) = &deck.name {
        out.push_str(&format!("Deck: {name}\n"));
    }
    for section in format.listed_sections() {
        let entries = deck.section(section);
        if entries.is_empty() {
            continue;
        }
        let label = format.label_of(section);
        if format.sections.len() > 1 || section == Section::Maybe {
            out.push_str(&format!("{label}:\n"));
        }
        for entry in entries {
            let name = cards.printing(&entry.card_id).map(|c| c.name.as_str());
            match (deck.game, name) {
                (Game::Lorcana, Some(name)) => {
                    out.push_str(&format!("{} {name}\n", entry.count));
                }
                (_, Some(name)) => {
                    out.push_str(&format!("{} {} {name}\n", entry.count, entry.card_id));
                }
                (_, None) => out.push_str(&format!("{} {}\n", entry.count, entry.card_id)),
            }
        }
    }
    out
}
