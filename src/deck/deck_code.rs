//! The Lorcana deck code of Pixelborn, Dreamborn and Inktable: the deck as the text
//! `TITLE$COUNT|TITLE$COUNT|...|`, base64-encoded (standard alphabet, UTF-8 text).
//!
//! TITLE is the card's name and version joined by `_` (`Elsa_Spirit of Winter`, Pixelborn's own
//! form, kept by Dreamborn's export), or by ` - ` as some builders write it, or the name alone
//! for a card with no version (`Be Prepared`). The format is read from public encoders
//! (`docs/deck-formats.md` names them); this code is ours. Inktable's and Lorcanito's import
//! links carry the code in their `id=` / `list=` parameter; such a link is read too.

use base64::Engine;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};

use crate::card::{CardIndex, Game};

use super::{Deck, Section};

/// The longest code read: a deck of 60 different cards is under 4 KB of code.
const MAX_CODE_CHARS: usize = 64 * 1024;

fn engine(alphabet: &base64::alphabet::Alphabet) -> GeneralPurpose {
    GeneralPurpose::new(
        alphabet,
        GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
    )
}

/// The code a pasted text holds: the text itself when it is one word, or the `id=` / `list=`
/// parameter of an import link.
fn code_of(text: &str) -> Option<String> {
    let text = text.trim_start_matches('\u{feff}').trim();
    if text.is_empty() || text.len() > MAX_CODE_CHARS || text.contains(char::is_whitespace) {
        return None;
    }
    let code = match text.split_once('?') {
        Some((_, query)) => query.split('&').find_map(|pair| {
            let (key, value) = pair.split_once('=')?;
            matches!(key, "id" | "list" | "deck").then(|| percent_decoded(value))
        })?,
        None => text.to_string(),
    };
    Some(code)
}

/// `%2B`, `%2F`, `%3D` and the like as the characters they stand for (a link's escapes).
fn percent_decoded(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        out.push_str(rest.get(..at).unwrap_or(""));
        let byte = rest
            .get(at + 1..at + 3)
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match byte {
            Some(b) if b.is_ascii() => {
                out.push(char::from(b));
                rest = rest.get(at + 3..).unwrap_or("");
            }
            _ => {
                out.push('%');
                rest = rest.get(at + 1..).unwrap_or("");
            }
        }
    }
    out.push_str(rest);
    out
}

/// The entries of a deck code, `(title, count)` in the code's order, or `None` when the text is
/// not a deck code. A title is as written with `_` read as ` - `; a count that is not a whole
/// number is kept as `None` for the caller to report.
pub(crate) fn decode(text: &str) -> Option<Vec<(String, Option<u32>)>> {
    let code = code_of(text)?;
    let bytes = engine(&base64::alphabet::STANDARD)
        .decode(code.as_bytes())
        .or_else(|_| engine(&base64::alphabet::URL_SAFE).decode(code.as_bytes()))
        .ok()?;
    let plain = String::from_utf8(bytes).ok()?;
    if !plain.contains('$') {
        return None;
    }
    let mut entries = Vec::new();
    for entry in plain.split('|').map(str::trim).filter(|e| !e.is_empty()) {
        let (title, count) = entry.rsplit_once('$')?;
        let title = match title.split_once('_') {
            Some((name, version)) => format!("{} - {}", name.trim(), version.trim()),
            None => title.trim().to_string(),
        };
        entries.push((title, count.trim().parse::<u32>().ok()));
    }
    (!entries.is_empty()).then_some(entries)
}

/// Whether a text is a deck code (or an import link holding one).
pub fn is_deck_code(text: &str) -> bool {
    decode(text).is_some()
}

/// The deck code of a deck's Main section: `Name_Version$N|` per full name (printings of one
/// name added together, as the sites key cards by title), in deck order, base64-encoded. A card
/// the catalog lacks is written by its ID, which no site reads; a Kayou or Palworld card by its
/// name.
pub fn print_deck_code(deck: &Deck, cards: &CardIndex) -> String {
    let mut titles: Vec<(String, u32)> = Vec::new();
    for entry in deck.section(Section::Main) {
        let card = cards.printing(&entry.card_id);
        let title = match card.and_then(|c| c.lorcana().map(|d| (c, d))) {
            Some((_, details)) => match &details.version {
                Some(version) => format!("{}_{version}", details.base_name),
                None => details.base_name.clone(),
            },
            None => card.map_or_else(|| entry.card_id.to_string(), |c| c.name.clone()),
        };
        match titles.iter_mut().find(|(t, _)| *t == title) {
            Some((_, count)) => *count += entry.count,
            None => titles.push((title, entry.count)),
        }
    }
    let plain: String = titles
        .iter()
        .map(|(title, count)| format!("{title}${count}|"))
        .collect();
    engine(&base64::alphabet::STANDARD).encode(plain.as_bytes())
}

/// Whether a game's decks have a deck code (Lorcana's).
pub fn has_deck_code(game: Game) -> bool {
    game == Game::Lorcana
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(plain: &str) -> String {
        engine(&base64::alphabet::STANDARD).encode(plain)
    }

    #[test]
    fn a_code_reads_as_its_titles_and_counts_with_underscore_as_the_version_dash() {
        let code =
            encoded("Elsa_Spirit of Winter$2|Be Prepared$4|Tiana's Palace_Jazz Restaurant$1|");
        assert_eq!(
            decode(&code).unwrap(),
            vec![
                ("Elsa - Spirit of Winter".to_string(), Some(2)),
                ("Be Prepared".to_string(), Some(4)),
                ("Tiana's Palace - Jazz Restaurant".to_string(), Some(1)),
            ]
        );
    }

    #[test]
    fn an_import_link_is_read_by_its_code_parameter() {
        let code = encoded("Elsa - Spirit of Winter$3|");
        let link = format!(
            "https://example.invalid/lor/import?svc=dreamborn&name=x&id={}",
            code.replace('=', "%3D").replace('+', "%2B")
        );
        assert_eq!(
            decode(&link).unwrap(),
            vec![("Elsa - Spirit of Winter".to_string(), Some(3))]
        );
    }

    #[test]
    fn words_and_base64_that_is_not_a_deck_are_not_codes() {
        assert!(decode("4 Elsa - Spirit of Winter").is_none());
        assert!(decode("Elsa").is_none());
        assert!(decode(&encoded("hello world")).is_none());
        assert!(
            decode(&encoded("\u{0}\u{1}$|")).is_some_and(|e| e.iter().all(|(_, n)| n.is_none()))
        );
        assert!(decode("").is_none());
    }
}
