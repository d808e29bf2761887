//! The deck lists of the Lorcana and Palworld deck sites, read into a [`Deck`] and written
//! back.
//!
//! Lists are read in the shapes players paste (see `docs/deck-formats.md`): `COUNT[x] CARD`
//! where CARD is a printing ID (`1-002`, `EBP01-001`), a full name (`Elsa - Snow Queen`, with
//! `–`, `—` or Dreamborn's `Elsa, Snow Queen`; curly, straight or no apostrophes), an ID
//! followed by the name, `Name (ID)` or `Name (SET) NUMBER`. Dreamborn's `*E*` marker and the
//! TCG Online / Lorcanito rarity suffixes (`(ENCHANTED)`, `(PROMO)`) choose the printing of
//! that rarity where the catalog has one. `#` and `//` start comments; `Deck: NAME` names the
//! deck; a line ending in `:` or starting with `---` is a header (`Maybe:` and `--- MAYBEBOARD`
//! start the Maybe list, other headers end it: the card's type places it, as for Kayou). One
//! line may hold a whole list: TCG Online's `Name:N,Name:N` or the Palworld wiki's deck-share
//! code `EBP01-001x3,EBP01-003x4`. A whole paste may also be a Pixelborn/Dreamborn deck code
//! (`deck_code`), or JSON: Dreamborn's Tabletop Simulator export, a scraper's list of name,
//! version and amount, or LorcanaJSON's deck data (`lorcana_json`).
//!
//! A bad line never stops the others: [`read_game_list`] gives the deck of the good lines and
//! every bad line with its "did you mean"; [`parse_game_list`] refuses the list when any line
//! is bad.

use std::collections::HashMap;

use crate::card::{Card, CardId, CardIndex, Game, fold_name};
use crate::format::Format;

use super::lorcana_json::{self, EntryCard};
use super::{Deck, DeckLineError, DeckLineProblem, DeckWarning, ParsedDeck, Section, deck_code};

/// A list read line by line: the deck of every good line, the friendly warnings, and the bad
/// lines (each with its "did you mean" where one is close).
#[derive(Debug, Clone, PartialEq)]
pub struct GameListRead {
    /// The deck of the lines that were read.
    pub deck: Deck,
    /// Friendly warnings (a written name that does not match its ID).
    pub warnings: Vec<DeckWarning>,
    /// The lines that could not be read, in line order.
    pub errors: Vec<DeckLineError>,
}

/// Reads a deck list of a game. Every bad line is reported, not only the first; the list is
/// refused when any line is bad ([`read_game_list`] keeps the good lines).
pub fn parse_game_list(
    text: &str,
    cards: &CardIndex,
    format: &Format,
) -> Result<ParsedDeck, Vec<DeckLineError>> {
    let read = read_game_list(text, cards, format);
    if read.errors.is_empty() {
        Ok(ParsedDeck {
            deck: read.deck,
            warnings: read.warnings,
        })
    } else {
        Err(read.errors)
    }
}

/// Reads a deck list of a game, keeping the good lines: the deck of every line read, and every
/// bad line with what is wrong and the closest cards.
pub fn read_game_list(text: &str, cards: &CardIndex, format: &Format) -> GameListRead {
    let mut reader = ListReader {
        cards,
        format,
        deck: Deck::new(cards.game()),
        errors: Vec::new(),
        warnings: Vec::new(),
        suggestions_left: super::card_line::SUGGESTED_LINES,
        by_ravensburger_id: None,
    };
    let whole = text.trim_start_matches('\u{feff}').trim();
    if cards.game() == Game::Lorcana {
        if whole.starts_with('{') || whole.starts_with('[') {
            reader.read_json(whole);
            return reader.finish();
        }
        if let Some(entries) = deck_code::decode(whole) {
            reader.read_code(whole, entries);
            return reader.finish();
        }
    }
    reader.read_lines(text);
    reader.finish()
}

struct ListReader<'a> {
    cards: &'a CardIndex,
    format: &'a Format,
    deck: Deck,
    errors: Vec<DeckLineError>,
    warnings: Vec<DeckWarning>,
    suggestions_left: usize,
    by_ravensburger_id: Option<HashMap<i64, &'a Card>>,
}

impl<'a> ListReader<'a> {
    fn finish(mut self) -> GameListRead {
        self.errors.sort_by_key(|e| e.line);
        GameListRead {
            deck: self.deck,
            warnings: self.warnings,
            errors: self.errors,
        }
    }

    fn bad(&mut self, line: usize, raw: &str, problem: DeckLineProblem) {
        self.errors.push(DeckLineError {
            line,
            text: raw.to_string(),
            problem,
        });
    }

    fn read_lines(&mut self, text: &str) {
        let mut maybe = false;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let content = strip_comment(raw).trim().trim_start_matches('\u{feff}');
            if content.is_empty() {
                continue;
            }
            if let Some(name) = strip_prefix_ignore_case(content, "deck:") {
                let name = name.trim();
                if !name.is_empty() {
                    self.deck.name = Some(name.to_string());
                }
                continue;
            }
            // `Maybe:`, and TCG Online's / Lorcanito's `--- MAYBEBOARD ---`.
            if let Some(header) = content.strip_prefix("---") {
                maybe = fold_name(header).contains("maybe");
                continue;
            }
            if content.ends_with(':') && !content.starts_with(|c: char| c.is_ascii_digit()) {
                maybe = fold_name(content.trim_end_matches(':')) == "maybe";
                continue;
            }
            if let Some(entries) = share_entries(content) {
                for (id_text, count) in entries {
                    let found = CardId::parse_in(self.deck.game, id_text)
                        .ok()
                        .and_then(|id| self.cards.printing(&id));
                    match found {
                        Some(card) => self.deck.place(self.format, card, count, maybe),
                        None => self.bad(
                            line,
                            raw,
                            DeckLineProblem::UnknownCard {
                                card_id: crate::limits::short(id_text),
                                suggestions: Vec::new(),
                            },
                        ),
                    }
                }
                continue;
            }
            if let Some(entries) = colon_entries(content) {
                for (name, count) in entries {
                    self.add_named(line, raw, name, count, maybe);
                }
                continue;
            }
            let Some((count, rest)) = split_count(content) else {
                self.bad(line, raw, DeckLineProblem::Malformed);
                continue;
            };
            let count = match count.parse::<u32>() {
                Ok(n) if (1..=crate::limits::MAX_DECK_COUNT).contains(&n) => n,
                _ => {
                    self.bad(line, raw, DeckLineProblem::BadCount(count.to_string()));
                    continue;
                }
            };
            self.add_named(line, raw, rest, count, maybe);
        }
    }

    /// One card of a list, named by ID, name or both, placed `count` times.
    fn add_named(&mut self, line: usize, raw: &str, text: &str, count: u32, maybe: bool) {
        match resolve(
            text,
            self.cards,
            line,
            &mut self.warnings,
            &mut self.suggestions_left,
        ) {
            Ok(card) => self.deck.place(self.format, card, count, maybe),
            Err(problem) => self.bad(line, raw, problem),
        }
    }

    fn read_code(&mut self, raw: &str, entries: Vec<(String, Option<u32>)>) {
        let shown = crate::limits::short(raw);
        for (title, count) in entries {
            match count.filter(|n| (1..=crate::limits::MAX_DECK_COUNT).contains(n)) {
                Some(count) => self.add_named(1, &shown, &title, count, false),
                None => self.bad(1, &shown, DeckLineProblem::BadCount(format!("{title}$"))),
            }
        }
    }

    fn read_json(&mut self, text: &str) {
        let list = match lorcana_json::read(text) {
            Ok(list) => list,
            Err(error) => return self.errors.push(error),
        };
        if let Some(name) = list.name.filter(|n| !n.trim().is_empty()) {
            self.deck.name = Some(name);
        }
        for entry in list.entries {
            let raw = text.lines().nth(entry.line.saturating_sub(1)).unwrap_or("");
            match entry.card {
                EntryCard::Name(name) => self.add_named(entry.line, raw, &name, entry.count, false),
                EntryCard::NameAndPrinting(name, id) => {
                    let printed = self
                        .cards
                        .printing(&id)
                        .filter(|card| same_letters(&card.name, &name));
                    match printed {
                        Some(card) => self.deck.place(self.format, card, entry.count, false),
                        None => self.add_named(entry.line, raw, &name, entry.count, false),
                    }
                }
                EntryCard::RavensburgerId(rid) => {
                    let cards = self.cards;
                    let index = self.by_ravensburger_id.get_or_insert_with(|| {
                        let mut map: HashMap<i64, &Card> = HashMap::new();
                        for card in cards.cards() {
                            if let Some(rid) = card.lorcana().and_then(|d| d.ravensburger_id) {
                                // A few ids are shared by a card and its reprint: the first
                                // (catalog order) stands for both, as any printing counts alike.
                                map.entry(rid).or_insert(card);
                            }
                        }
                        map
                    });
                    match index.get(&rid).copied() {
                        Some(card) => self.deck.place(self.format, card, entry.count, false),
                        None => self.bad(
                            entry.line,
                            raw,
                            DeckLineProblem::UnknownCard {
                                card_id: format!("with Ravensburger id {rid}"),
                                suggestions: Vec::new(),
                            },
                        ),
                    }
                }
            }
        }
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

/// TCG Online's one-line list (`Elsa - Spirit of Winter:2,Be Prepared:4`): every entry is
/// `NAME:COUNT`, entries joined by commas (a name may hold commas of its own). `None` when the
/// line is not one.
fn colon_entries(content: &str) -> Option<Vec<(&str, u32)>> {
    if content.starts_with(|c: char| c.is_ascii_digit()) || !content.contains(':') {
        return None;
    }
    let mut out = Vec::new();
    let mut start = 0;
    let mut search = 0;
    while let Some(offset) = content.get(search..)?.find(':') {
        let colon = search + offset;
        let after = content.get(colon + 1..)?;
        let digits = after.chars().take_while(char::is_ascii_digit).count();
        let rest = after.get(digits..)?.trim_start();
        if digits > 0 && (rest.is_empty() || rest.starts_with(',')) {
            let name = content.get(start..colon)?.trim();
            let count: u32 = after.get(..digits)?.parse().ok()?;
            if name.is_empty() || !(1..=crate::limits::MAX_DECK_COUNT).contains(&count) {
                return None;
            }
            out.push((name, count));
            let consumed = content.len() - rest.len();
            start = (consumed + 1).min(content.len());
            search = start;
            if rest.is_empty() {
                return Some(out);
            }
        } else {
            search = colon + 1;
        }
    }
    None
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

/// The card a line's text names: an ID, an ID and a name, a name with `(ID)` or `(SET) NUMBER`
/// after it, or a name alone (`Name - Version`, `Name, Version`, with or without apostrophes),
/// with Dreamborn's `*E*` or a rarity suffix (`(ENCHANTED)`, `(PROMO)`) choosing the printing.
fn resolve<'a>(
    text: &str,
    cards: &'a CardIndex,
    line: usize,
    warnings: &mut Vec<DeckWarning>,
    suggestions_left: &mut usize,
) -> Result<&'a Card, DeckLineProblem> {
    let enchanted = text.contains("*E*");
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
    // `Name (SET) NUMBER`, as Lorcast-based tools write a printing.
    if let Some((head, number)) = text.rsplit_once(char::is_whitespace)
        && let Some(open) = head.rfind('(')
        && head.ends_with(')')
        && let Some(set) = head.get(open + 1..head.len() - 1)
        && let Ok(id) = CardId::parse_in(game, &format!("{set}-{number}"))
        && let Some(card) = cards.printing(&id)
    {
        return Ok(card);
    }
    // `Name (ENCHANTED)`: a rarity asked for.
    let (name, rarity) = match text.rfind('(') {
        Some(open)
            if text.ends_with(')')
                && text.get(open + 1..text.len() - 1).is_some_and(|r| {
                    !r.is_empty() && r.chars().all(|c| c.is_alphabetic() || c == ' ')
                }) =>
        {
            (
                text.get(..open).unwrap_or(text).trim(),
                text.get(open + 1..text.len() - 1).map(str::trim),
            )
        }
        _ => (text, None),
    };
    let rarity = rarity.or(enchanted.then_some("Enchanted"));
    if let Some(card) = by_name(name, rarity, cards) {
        return Ok(card);
    }
    let suggestions = if *suggestions_left > 0 {
        *suggestions_left -= 1;
        cards
            .names_like(name, 3)
            .iter()
            .map(|c| format!("{} ({})", c.name, c.id))
            .collect()
    } else {
        Vec::new()
    };
    Err(DeckLineProblem::UnknownCard {
        card_id: crate::limits::short(name),
        suggestions,
    })
}

/// A name alone: as written, then Dreamborn's `Name, Version` read as `Name - Version`, then
/// by its letters alone (a name written without its apostrophes). `rarity` prefers a printing
/// of that rarity (`Enchanted`; `Promo` is any promo group's printing).
fn by_name<'a>(text: &str, rarity: Option<&str>, cards: &'a CardIndex) -> Option<&'a Card> {
    let pick = |printings: Vec<&'a Card>| preferred_of_rarity(printings, rarity);
    if let Some(card) = pick(cards.named(text)) {
        return Some(card);
    }
    // Only the first comma separates name and version (`Elsa, Spirit of Winter`).
    if let Some((name, version)) = text.split_once(',')
        && let Some(card) = pick(cards.named(&format!("{} - {}", name.trim(), version.trim())))
    {
        return Some(card);
    }
    pick(cards.named_loosely(text))
}

/// Whether two names have the same letters (punctuation, case and apostrophes aside).
fn same_letters(a: &str, b: &str) -> bool {
    crate::card::letters_of(a) == crate::card::letters_of(b)
}

/// [`preferred`] among the printings of a rarity, when one is asked for and printed.
fn preferred_of_rarity<'a>(printings: Vec<&'a Card>, rarity: Option<&str>) -> Option<&'a Card> {
    if let Some(rarity) = rarity {
        let wanted = fold_name(rarity);
        let of_rarity: Vec<&Card> = printings
            .iter()
            .copied()
            .filter(|c| {
                if wanted == "promo" {
                    c.set_code.parse::<u32>().is_err()
                } else {
                    fold_name(&c.rarity).replace('_', " ") == wanted
                }
            })
            .collect();
        if let Some(card) = preferred(of_rarity) {
            return Some(card);
        }
    }
    preferred(printings)
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
