//! The in-memory card lookup every domain layer uses instead of a database handle.

use std::collections::HashMap;

use super::{Card, CardId, CardNumber};

/// Looks cards up by printing ID and by card number. Tests implement it over a few cards; the
/// app and CLI build a [`CardIndex`] from `cards.db`.
pub trait CardLookup {
    /// The printing with that ID.
    fn card(&self, card_id: &CardId) -> Option<&Card>;

    /// All printings of a card number, base first, in catalog order.
    fn printings(&self, number: &CardNumber) -> Vec<&Card>;

    /// The cards whose ID or name is closest to `text`, best first, for "did you mean".
    fn suggestions(&self, _text: &str, _limit: usize) -> Vec<&Card> {
        Vec::new()
    }

    /// The printing an ID stands for: the printing itself, or, for an official card number
    /// printed only in art variants (`BP03-ER01`, printed as `BP03-ER01-A`, `-B`, `-C`), its
    /// first printing of the same shine (102.1.1: the variants are one card). The second value
    /// says the first printing stood in, for a word to the user.
    fn resolve(&self, card_id: &CardId) -> Option<(&Card, bool)> {
        if let Some(card) = self.card(card_id) {
            return Some((card, false));
        }
        if card_id.variant().is_some() {
            return None;
        }
        self.printings(&card_id.number())
            .into_iter()
            .find(|c| c.card_id.is_shining() == card_id.is_shining())
            .map(|card| (card, true))
    }
}

/// The sentence for a card number read as its first printing ([`CardLookup::resolve`]):
/// `BP03-ER01 is printed only as BP03-ER01-A, BP03-ER01-B, BP03-ER01-C; read as BP03-ER01-A`.
pub fn stood_in_sentence(asked: &CardId, card: &Card, lookup: &impl CardLookup) -> String {
    let printings: Vec<&str> = lookup
        .printings(&card.number)
        .into_iter()
        .filter(|c| c.card_id.is_shining() == asked.is_shining())
        .map(|c| c.card_id.as_str())
        .collect();
    format!(
        "{asked} is printed only as {}; read as {} (102.1.1: one card)",
        printings.join(", "),
        card.card_id
    )
}

/// Lower-cased text of a card, made once so that searches do not allocate per card.
#[derive(Debug, Clone, Default)]
pub struct SearchText {
    /// Name, Story subtitle and aliases, lower-cased, separated by newlines.
    pub names: String,
    /// The ability text, lower-cased.
    pub ability: String,
}

/// All cards of a catalog in catalog order (set, then number, base before ※ and variants).
#[derive(Debug, Clone, Default)]
pub struct CardIndex {
    cards: Vec<Card>,
    text: Vec<SearchText>,
    by_id: HashMap<CardId, usize>,
    by_number: HashMap<CardNumber, Vec<usize>>,
}

impl CardIndex {
    /// Indexes the cards, sorting them into catalog order.
    pub fn new(mut cards: Vec<Card>) -> CardIndex {
        cards.sort_by(|a, b| catalog_order(a).cmp(&catalog_order(b)));
        let text = cards.iter().map(search_text).collect();
        let mut by_id = HashMap::with_capacity(cards.len());
        let mut by_number: HashMap<CardNumber, Vec<usize>> = HashMap::new();
        for (i, card) in cards.iter().enumerate() {
            by_id.insert(card.card_id.clone(), i);
            by_number.entry(card.number.clone()).or_default().push(i);
        }
        CardIndex {
            cards,
            text,
            by_id,
            by_number,
        }
    }

    /// Every card in catalog order.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The number of printings.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the catalog is empty.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The card at a position in catalog order, with its search text.
    pub fn entry(&self, position: usize) -> Option<(&Card, &SearchText)> {
        Some((self.cards.get(position)?, self.text.get(position)?))
    }

    /// The position of a printing in catalog order.
    pub fn position(&self, card_id: &CardId) -> Option<usize> {
        self.by_id.get(card_id).copied()
    }

    /// Cards whose ID or name is closest to `text`, best first, for "did you mean" messages.
    pub fn closest(&self, text: &str, limit: usize) -> Vec<&Card> {
        let wanted: String = text
            .trim()
            .to_lowercase()
            .chars()
            .take(crate::limits::MAX_SUGGESTION_CHARS)
            .collect();
        // The printings of the card number asked for come first (a ※ number printed only in
        // art variants, `※BP03-ER01`, offers them).
        let asked = CardId::parse(&wanted).ok();
        let mut same_number: Vec<usize> = asked
            .as_ref()
            .and_then(|id| self.by_number.get(&id.number()))
            .cloned()
            .unwrap_or_default();
        // Printings of the same shine as the ID asked for first.
        let shine = asked.as_ref().is_some_and(CardId::is_shining);
        same_number.sort_by_key(|&i| {
            self.cards
                .get(i)
                .is_none_or(|c| c.card_id.is_shining() != shine)
        });
        if !same_number.is_empty() {
            return same_number
                .iter()
                .take(limit)
                .filter_map(|&i| self.cards.get(i))
                .collect();
        }
        let mut scored: Vec<(usize, usize)> = self
            .cards
            .iter()
            .enumerate()
            .map(|(i, card)| {
                let id = card.card_id.as_str().to_lowercase();
                let name = card.display_name().to_lowercase();
                let score = edit_distance(&wanted, &id).min(edit_distance(&wanted, &name));
                (score, i)
            })
            .collect();
        scored.sort();
        scored
            .into_iter()
            .take(limit)
            .filter_map(|(_, i)| self.cards.get(i))
            .collect()
    }
}

impl CardLookup for CardIndex {
    fn card(&self, card_id: &CardId) -> Option<&Card> {
        self.cards.get(*self.by_id.get(card_id)?)
    }

    fn printings(&self, number: &CardNumber) -> Vec<&Card> {
        self.by_number
            .get(number)
            .map(|positions| {
                positions
                    .iter()
                    .filter_map(|&i| self.cards.get(i))
                    .collect()
            })
            .unwrap_or_default()
    }

    fn suggestions(&self, text: &str, limit: usize) -> Vec<&Card> {
        self.closest(text, limit)
    }
}

/// The sort key of catalog order: set, then card number with its digits compared as numbers,
/// then the base printing before ※ and variants.
pub fn catalog_order(card: &Card) -> (&str, &str, u32, bool, &str) {
    let (head, digits) = split_trailing_digits(card.number.as_str());
    (
        &card.set_code,
        head,
        digits,
        card.shining,
        card.variant.as_deref().unwrap_or(""),
    )
}

fn split_trailing_digits(text: &str) -> (&str, u32) {
    let cut = text.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let digits = text[cut..].parse().unwrap_or(0);
    (&text[..cut], digits)
}

fn search_text(card: &Card) -> SearchText {
    let mut names = card.name.clone().unwrap_or_default();
    if let Some(story) = &card.story {
        names.push('\n');
        names.push_str(&story.subtitle);
    }
    for alias in &card.aliases {
        names.push('\n');
        names.push_str(alias);
    }
    if let Some(name_ja) = &card.name_ja {
        names.push('\n');
        names.push_str(name_ja);
    }
    let mut ability = card.ability.clone().unwrap_or_default();
    if let Some(ability_ja) = &card.ability_ja {
        ability.push('\n');
        ability.push_str(ability_ja);
    }
    SearchText {
        names: fold(&names),
        ability: fold(&ability),
    }
}

/// Folds text for matching: lower case, typographic apostrophes as `'`, full-width Latin
/// letters and digits as ASCII, and the Japanese name separator `・` dropped (so
/// `トワイライトスパークル` finds `トワイライト・スパークル`).
pub fn fold(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '・' | '･'))
        .map(|c| match c {
            '’' | '‘' | '`' => '\'',
            '“' | '”' => '"',
            '！'..='～' => char::from_u32(u32::from(c) - 0xFEE0).unwrap_or(c),
            other => other,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// Levenshtein distance over characters, for suggestions.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b_chars: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b_chars.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut previous = row.first().copied().unwrap_or(0);
        if let Some(first) = row.first_mut() {
            *first = i + 1;
        }
        for (j, cb) in b_chars.iter().enumerate() {
            let above = row.get(j + 1).copied().unwrap_or(0);
            let left = row.get(j).copied().unwrap_or(0);
            let cost = usize::from(ca != *cb);
            let value = (previous + cost).min(above + 1).min(left + 1);
            previous = above;
            if let Some(cell) = row.get_mut(j + 1) {
                *cell = value;
            }
        }
    }
    row.last().copied().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts_single_edits() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("bp01-c01", "bp01-c01"), 0);
    }
}
