//! What every deck-list reader does with one card reference: read the ID, find the card (or
//! suggest the closest ones), and warn when a written name does not match the ID.

use crate::card::{Card, CardId, CardIndex, CardType, fold};

use super::{DeckLineProblem, DeckWarning};

/// How many unknown cards of one list get "did you mean" suggestions: each costs a pass over
/// the catalog, so a list of thousands of unknown IDs must not cost thousands of passes.
pub(crate) const SUGGESTED_LINES: usize = crate::limits::LISTED_PROBLEMS;

/// Finds the card a list line names. `written_name`, when given, is only checked for a
/// friendly warning: the ID decides. `suggestions_left` counts down the unknown cards that
/// still get suggestions.
pub(crate) fn resolve_card<'a>(
    id_text: &str,
    written_name: Option<&str>,
    line: usize,
    cards: &'a CardIndex,
    warnings: &mut Vec<DeckWarning>,
    suggestions_left: &mut usize,
) -> Result<&'a Card, DeckLineProblem> {
    let Ok(card_id) = CardId::parse(id_text) else {
        return Err(DeckLineProblem::Malformed);
    };
    let Some((printing, stood_in)) = cards.resolve_printing(&card_id) else {
        let suggestions = if *suggestions_left > 0 {
            *suggestions_left -= 1;
            cards
                .closest(id_text, 3)
                .iter()
                .map(|c| format!("{} {}", c.id, c.name))
                .collect()
        } else {
            Vec::new()
        };
        return Err(DeckLineProblem::UnknownCard {
            card_id: card_id.to_string(),
            suggestions,
        });
    };
    if printing.kayou().is_none() {
        return Err(DeckLineProblem::Malformed);
    }
    if stood_in {
        // Said once per list, at the first line that names the number.
        let message = crate::card::stood_in_sentence(&card_id, printing, cards);
        if !warnings.iter().any(|w| w.message == message) {
            warnings.push(DeckWarning { line, message });
        }
    }
    if let Some(name) = written_name.map(str::trim).filter(|n| !n.is_empty())
        && !name_matches(printing, name)
    {
        warnings.push(DeckWarning {
            line,
            message: format!(
                "the name '{name}' does not match {} {}; the ID decides, so the card is {}",
                printing.id, printing.name, printing.name
            ),
        });
    }
    Ok(printing)
}

/// Whether a written name is the card's name, its display name, an alias, or the Story
/// title/subtitle, ignoring case and punctuation.
pub(crate) fn name_matches(card: &Card, written: &str) -> bool {
    let wanted = squash(written);
    let mut names: Vec<String> = vec![card.name.clone()];
    if let Some(kayou) = card.kayou() {
        if kayou.card_type == CardType::Token || kayou.name.is_none() {
            return true;
        }
        names.extend(kayou.aliases.iter().cloned());
        names.extend(kayou.name.clone());
        if let Some(story) = &kayou.story {
            names.push(story.subtitle.clone());
            names.push(format!("{} {}", story.title, story.subtitle));
        }
    }
    names.iter().any(|n| squash(n) == wanted)
}

fn squash(text: &str) -> String {
    fold(text).chars().filter(|c| c.is_alphanumeric()).collect()
}

/// The 1-based line where each quoted string of a JSON text first appears (case-insensitive),
/// found in one pass: JSON readers use it to point at the card a message is about, in time
/// linear in the file however many cards it lists.
pub(crate) struct QuotedLines {
    lines: std::collections::HashMap<String, usize>,
}

impl QuotedLines {
    /// Reads every `"..."` of the text once (escapes are kept as written).
    pub(crate) fn new(text: &str) -> QuotedLines {
        let mut lines = std::collections::HashMap::new();
        let mut line = 1;
        let mut start: Option<usize> = None;
        let mut escaped = false;
        for (at, c) in text.char_indices() {
            if c == '\n' {
                line += 1;
            }
            match (start, c) {
                (Some(_), '\\') if !escaped => {
                    escaped = true;
                    continue;
                }
                (Some(from), '"') if !escaped => {
                    if let Some(s) = text.get(from + 1..at) {
                        lines.entry(s.to_lowercase()).or_insert(line);
                    }
                    start = None;
                }
                (None, '"') => start = Some(at),
                _ => {}
            }
            escaped = false;
        }
        QuotedLines { lines }
    }

    /// The line of the first `"needle"`, or 1.
    pub(crate) fn line_of(&self, needle: &str) -> usize {
        self.lines.get(&needle.to_lowercase()).copied().unwrap_or(1)
    }
}
