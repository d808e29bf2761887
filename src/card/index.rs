//! The in-memory card lookup every domain layer uses instead of a database handle.

use std::collections::HashMap;

use super::{Card, CardId, Game, KayouCard, fold_name};

/// The sentence for a card number read as its first printing ([`CardIndex::resolve_printing`]):
/// `BP03-ER01 is printed only as BP03-ER01-A, BP03-ER01-B, BP03-ER01-C; read as BP03-ER01-A`.
pub fn stood_in_sentence(asked: &CardId, card: &Card, index: &CardIndex) -> String {
    let printings: Vec<&str> = index
        .with_copy_key(&card.copy_key)
        .into_iter()
        .filter(|c| c.id.is_shining() == asked.is_shining())
        .map(|c| c.id.as_str())
        .collect();
    format!(
        "{asked} is printed only as {}; read as {} (102.1.1: one card)",
        printings.join(", "),
        card.id
    )
}

/// Lower-cased text of a card, made once so that searches do not allocate per card.
#[derive(Debug, Clone, Default)]
pub struct SearchText {
    /// Names (Kayou: name, Story subtitle, aliases; official Japanese names), folded, one a line.
    pub names: String,
    /// The rules text, English then official Japanese, folded.
    pub ability: String,
}

/// The cards of one game in catalog order, looked up by printing ID, by copy key (Kayou's card
/// number, 102.1.1; Lorcana's full name; Palworld's card name) and by folded name. Every game's
/// catalog is one of these; a Kayou card's own facts are its [`Card::kayou`].
#[derive(Debug, Clone, Default)]
pub struct CardIndex {
    game: Game,
    cards: Vec<Card>,
    text: Vec<SearchText>,
    by_id: HashMap<CardId, usize>,
    by_key: HashMap<String, Vec<usize>>,
    by_name: HashMap<String, Vec<usize>>,
    by_letters: HashMap<String, Vec<usize>>,
}

impl CardIndex {
    /// Indexes the cards of `game` (other games' cards are left out), sorting them into
    /// catalog order.
    pub fn new(game: Game, cards: Vec<Card>) -> CardIndex {
        let mut cards: Vec<Card> = cards.into_iter().filter(|c| c.game == game).collect();
        cards.sort_by(|a, b| match (a.kayou(), b.kayou()) {
            (Some(_), Some(_)) => catalog_order(a).cmp(&catalog_order(b)),
            _ => set_order(&a.set_code)
                .cmp(&set_order(&b.set_code))
                .then_with(|| a.id.cmp(&b.id)),
        });
        let text = cards.iter().map(search_text).collect();
        let mut by_id = HashMap::with_capacity(cards.len());
        let mut by_key: HashMap<String, Vec<usize>> = HashMap::new();
        let mut by_name: HashMap<String, Vec<usize>> = HashMap::new();
        let mut by_letters: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, card) in cards.iter().enumerate() {
            by_id.insert(card.id.clone(), i);
            by_key.entry(card.copy_key.clone()).or_default().push(i);
            by_name.entry(fold_name(&card.name)).or_default().push(i);
            by_letters
                .entry(letters_of(&card.name))
                .or_default()
                .push(i);
        }
        CardIndex {
            game,
            cards,
            text,
            by_id,
            by_key,
            by_name,
            by_letters,
        }
    }

    /// The game indexed.
    pub fn game(&self) -> Game {
        self.game
    }

    /// Every printing in catalog order.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The card types in the order the game lists them: Kayou's by its types (201), the others'
    /// as their catalogs first print them.
    pub fn type_order(&self) -> Vec<String> {
        self.ordered(
            |c| &c.card_type,
            |k| super::CardType::ALL.iter().position(|&t| t == k.card_type),
        )
    }

    /// The rarities in the order the game ranks them: Kayou's rarity ladder, the others' as
    /// their catalogs first print them.
    pub fn rarity_order(&self) -> Vec<String> {
        self.ordered(
            |c| &c.rarity,
            |k| super::Rarity::ALL.iter().position(|&r| r == k.rarity),
        )
    }

    /// The distinct values of a field, by a Kayou rank where there is one, else by first
    /// appearance.
    fn ordered(
        &self,
        field: impl Fn(&Card) -> &String,
        kayou_rank: impl Fn(&KayouCard) -> Option<usize>,
    ) -> Vec<String> {
        let mut seen: Vec<(usize, usize, &String)> = Vec::new();
        for (at, card) in self.cards.iter().enumerate() {
            let value = field(card);
            if !seen.iter().any(|(_, _, v)| *v == value) {
                let rank = card.kayou().and_then(&kayou_rank).unwrap_or(usize::MAX);
                seen.push((rank, at, value));
            }
        }
        seen.sort();
        seen.into_iter().map(|(_, _, v)| v.clone()).collect()
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

    /// The printing with this ID.
    pub fn printing(&self, id: &CardId) -> Option<&Card> {
        self.by_id.get(id).and_then(|&i| self.cards.get(i))
    }

    /// The copy key an ID counts under (what the game's copy limit counts by): its printing's;
    /// for a printing the catalog lacks, Kayou's card number read from the ID (102.1.1: ※ and
    /// art variants share it), another game's ID itself.
    pub fn copy_key_of(&self, id: &CardId) -> String {
        match self.printing(id) {
            Some(card) => card.copy_key.clone(),
            None if self.game.has_card_numbers() => id.number().as_str().to_string(),
            None => id.as_str().to_string(),
        }
    }

    /// The printing an ID stands for: the printing itself, or, for an official Kayou card number
    /// printed only in art variants (`BP03-ER01`, printed as `BP03-ER01-A`, `-B`, `-C`), its
    /// first printing of the same shine (102.1.1: the variants are one card). The second value
    /// says the first printing stood in, for a word to the user.
    pub fn resolve_printing(&self, card_id: &CardId) -> Option<(&Card, bool)> {
        if let Some(card) = self.printing(card_id) {
            return Some((card, false));
        }
        if !self.game.has_card_numbers() || card_id.variant().is_some() {
            return None;
        }
        self.with_copy_key(card_id.number().as_str())
            .into_iter()
            .find(|c| c.id.is_shining() == card_id.is_shining())
            .map(|card| (card, true))
    }

    /// The Kayou printing with that ID (none for another game's card).
    pub fn kayou_card(&self, card_id: &CardId) -> Option<&Card> {
        self.printing(card_id).filter(|c| c.kayou().is_some())
    }

    /// The position of a printing in catalog order.
    pub fn position(&self, card_id: &CardId) -> Option<usize> {
        self.by_id.get(card_id).copied()
    }

    /// The printings with this name (curly or straight apostrophes, any dash, any case), in
    /// catalog order.
    pub fn named(&self, name: &str) -> Vec<&Card> {
        self.by_name
            .get(&fold_name(name))
            .map(|ix| ix.iter().filter_map(|&i| self.cards.get(i)).collect())
            .unwrap_or_default()
    }

    /// The printings whose name has the same letters and digits as `name`, whatever its
    /// punctuation, spacing, case and accents: how lists written without apostrophes name a
    /// card (Dreamborn's Tabletop Simulator export writes `We Dont Talk About Bruno`). In
    /// catalog order; empty for a name with no letters.
    pub fn named_loosely(&self, name: &str) -> Vec<&Card> {
        let key = letters_of(name);
        if key.is_empty() {
            return Vec::new();
        }
        self.by_letters
            .get(&key)
            .map(|ix| ix.iter().filter_map(|&i| self.cards.get(i)).collect())
            .unwrap_or_default()
    }

    /// The printings sharing a copy key, in catalog order.
    pub fn with_copy_key(&self, key: &str) -> Vec<&Card> {
        self.by_key
            .get(key)
            .map(|ix| ix.iter().filter_map(|&i| self.cards.get(i)).collect())
            .unwrap_or_default()
    }

    /// The names closest to `text`, best first, for "did you mean" under a name.
    pub fn names_like(&self, text: &str, limit: usize) -> Vec<&Card> {
        if text.chars().count() > crate::limits::MAX_SUGGESTION_CHARS {
            // Nothing is within half its length of a name this long.
            return Vec::new();
        }
        let wanted = fold_name(text);
        let mut scored: Vec<(usize, &Card)> = self
            .by_name
            .iter()
            .filter_map(|(name, ix)| {
                let card = ix.first().and_then(|&i| self.cards.get(i))?;
                let distance = if name.contains(&wanted) && !wanted.is_empty() {
                    name.len().saturating_sub(wanted.len()).min(3)
                } else {
                    edit_distance(name, &wanted)
                };
                Some((distance, card))
            })
            .collect();
        scored.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.id.cmp(&b.1.id)));
        scored
            .into_iter()
            .take(limit)
            .filter(|(d, _)| *d <= wanted.chars().count().max(4) / 2)
            .map(|(_, c)| c)
            .collect()
    }

    /// Cards whose ID or name is closest to `text`, best first, for "did you mean" under an
    /// ID: the printings of the card number asked for first (a ※ number printed only in art
    /// variants, `※BP03-ER01`, offers them), then by edit distance to ID or name.
    pub fn closest(&self, text: &str, limit: usize) -> Vec<&Card> {
        let wanted: String = text
            .trim()
            .to_lowercase()
            .chars()
            .take(crate::limits::MAX_SUGGESTION_CHARS)
            .collect();
        let asked = CardId::parse_in(self.game, &wanted).ok();
        let mut same_number: Vec<usize> = asked
            .as_ref()
            .filter(|_| self.game.has_card_numbers())
            .and_then(|id| self.by_key.get(id.number().as_str()))
            .cloned()
            .unwrap_or_default();
        // Printings of the same shine as the ID asked for first.
        let shine = asked.as_ref().is_some_and(CardId::is_shining);
        same_number.sort_by_key(|&i| self.cards.get(i).is_none_or(|c| c.id.is_shining() != shine));
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
                let id = card.id.as_str().to_lowercase();
                let name = card.name.to_lowercase();
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

/// A name's letters and digits, lower case, accents dropped: the key of
/// [`CardIndex::named_loosely`].
pub fn letters_of(name: &str) -> String {
    fold_name(name)
        .chars()
        .filter_map(|c| match c {
            'á' | 'à' | 'â' | 'ä' | 'ā' | 'ã' => Some('a'),
            'é' | 'è' | 'ê' | 'ë' | 'ē' => Some('e'),
            'í' | 'ì' | 'î' | 'ï' | 'ī' => Some('i'),
            'ó' | 'ò' | 'ô' | 'ö' | 'ō' | 'õ' => Some('o'),
            'ú' | 'ù' | 'û' | 'ü' | 'ū' => Some('u'),
            'ñ' => Some('n'),
            'ç' => Some('c'),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .collect()
}

/// Sort key of another game's set code: numbered sets by number, then the others by code.
fn set_order(code: &str) -> (u8, u32, String) {
    match code.parse::<u32>() {
        Ok(n) => (0, n, String::new()),
        Err(_) => (1, 0, code.to_string()),
    }
}

/// The sort key of catalog order: set, then card number with its digits compared as numbers,
/// then the base printing before ※ and variants (Kayou's art variant, where the card has one).
pub fn catalog_order(card: &Card) -> (&str, &str, u32, bool, &str) {
    let (head, digits) = split_trailing_digits(card.copy_key.as_str());
    (
        &card.set_code,
        head,
        digits,
        card.id.is_shining(),
        card.kayou()
            .and_then(|k| k.variant.as_deref())
            .unwrap_or(""),
    )
}

fn split_trailing_digits(text: &str) -> (&str, u32) {
    let cut = text.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let digits = text[cut..].parse().unwrap_or(0);
    (&text[..cut], digits)
}

fn search_text(card: &Card) -> SearchText {
    let words = card.words();
    let joined = |english: String, japanese: &str| {
        if japanese.is_empty() {
            english
        } else {
            format!("{english}\n{japanese}")
        }
    };
    SearchText {
        names: fold(&joined(words.names, &words.names_ja)),
        ability: fold(&joined(words.text, &words.text_ja)),
    }
}

/// Folds text for matching: lower case, typographic apostrophes as `'`, long dashes as `-`,
/// full-width Latin letters and digits as ASCII, and the Japanese name separator `・` dropped
/// (so `トワイライトスパークル` finds `トワイライト・スパークル`).
pub fn fold(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '・' | '･'))
        .map(|c| match c {
            '’' | '‘' | '`' => '\'',
            '“' | '”' => '"',
            '\u{2013}' | '\u{2014}' | '\u{2212}' => '-',
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
