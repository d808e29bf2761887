//! Card identifiers: the printing (`CardId`) and the card number it shares with its other
//! printings (`CardNumber`).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Game;

/// The mark of a shining (alternate-art) printing.
pub const SHINING_MARK: char = '※';

/// Why text is not a card ID.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardIdError {
    /// Nothing was written.
    #[error("a card ID is empty")]
    Empty,
    /// The text does not have the shape `SET-RARITYNN` (for example `BP01-C01`).
    #[error("'{0}' is not a card ID; IDs look like BP01-C01, SD01A-SPR04 or ※BP01-CR01")]
    Malformed(String),
}

/// The ID of one printing within its game, read by that game's rules ([`CardId::parse_in`]).
/// A deck, a collection row and a catalog index each know their game, so the ID does not
/// repeat it. Kayou's: as printed on the card, `BP01-C01`, `※BP01-CR01`, `※SD01-ER01D`,
/// `BP03-ER01-A`, the promo `PR01`, the token `TK-01-A`, the promo reprint `※BP02-CR01-PR`. Stored upper-case with `*` read as `※`, so IDs compare case-insensitively.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardId(String);

/// The card number a printing belongs to. 102.1.1: the shining mark (※) and the day/night or
/// A/B/C art variants do not change the number, so `※BP01-CR01` and `BP01-CR01` share
/// `BP01-CR01`, and `※SD01-ER01D` shares `SD01-ER01`. Compared case-insensitively.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardNumber(String);

/// The prefix of a promotional card's number (`PR01`).
const PROMO_PREFIX: &str = "PR";

/// The product code of token cards (`TK-01`).
const TOKEN_PRODUCT: &str = "TK";

/// The parts of a Kayou card ID.
struct IdParts<'a> {
    /// `SET-RARITYNN`, the card number.
    number: &'a str,
    /// The set or product code before the dash (`BP01`, `SD01A`).
    product: &'a str,
    /// What follows the digits (`D`, `N`, `-A`, `-B2`), if anything.
    variant: &'a str,
}

fn split_id(normalized: &str) -> Option<IdParts<'_>> {
    let rest = normalized.strip_prefix(SHINING_MARK).unwrap_or(normalized);
    // Promotional Characters carry no set and no dash: `PR01`.
    if let Some(after) = rest.strip_prefix(PROMO_PREFIX) {
        let digits = after.chars().take_while(|c| c.is_ascii_digit()).count();
        if digits > 0 {
            let number_len = PROMO_PREFIX.len() + digits;
            return with_variant(rest, number_len, PROMO_PREFIX);
        }
    }
    let dash = rest.find('-')?;
    let product = &rest[..dash];
    if product.is_empty() || !product.chars().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    let after = &rest[dash + 1..];
    let letters = after
        .chars()
        .take_while(|c| c.is_ascii_alphabetic())
        .count();
    let digits = after[letters..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .count();
    // Token cards have no rarity letters: `TK-01` (2.0.0 "Tokens": IDs begin with "TK-").
    let rarity_ok = letters > 0 || product == TOKEN_PRODUCT;
    if !rarity_ok || digits == 0 {
        return None;
    }
    with_variant(rest, dash + 1 + letters + digits, product)
}

/// The parts of `rest` whose first `number_len` bytes are the card number; what follows must be
/// an art variant (`D`, `-A`, `-B2`, `-PR`) or nothing.
fn with_variant<'a>(rest: &'a str, number_len: usize, product: &'a str) -> Option<IdParts<'a>> {
    let variant = rest.get(number_len..)?;
    let variant_ok = variant.is_empty()
        || variant
            .trim_start_matches('-')
            .chars()
            .all(|c| c.is_ascii_alphanumeric())
            && !variant.trim_start_matches('-').is_empty();
    if !variant_ok {
        return None;
    }
    Some(IdParts {
        number: rest.get(..number_len)?,
        product,
        variant,
    })
}

fn normalize(text: &str) -> String {
    text.trim()
        .chars()
        .map(|c| {
            if c == '*' {
                SHINING_MARK
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect()
}

impl CardId {
    /// Reads a printing ID, case-insensitively, with `*` standing for `※`.
    pub fn parse(text: &str) -> Result<CardId, CardIdError> {
        // Checked first: a 1 MB "ID" costs no more than a short one.
        if text.len() > crate::limits::MAX_CARD_ID_CHARS * 4
            || text.trim().chars().count() > crate::limits::MAX_CARD_ID_CHARS
        {
            return Err(CardIdError::Malformed(crate::limits::short(text.trim())));
        }
        let normalized = normalize(text);
        if normalized.is_empty() {
            return Err(CardIdError::Empty);
        }
        if split_id(&normalized).is_none() {
            return Err(CardIdError::Malformed(crate::limits::short(text.trim())));
        }
        Ok(CardId(normalized))
    }

    /// The ID as printed (upper-case, with `※`).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The card number this printing shares with its other printings (102.1.1).
    pub fn number(&self) -> CardNumber {
        match split_id(&self.0) {
            Some(parts) => CardNumber(parts.number.to_string()),
            // Unreachable for a parsed ID; fall back to the whole ID rather than panic.
            None => CardNumber(self.0.trim_start_matches(SHINING_MARK).to_string()),
        }
    }

    /// Whether this is a shining (※) printing.
    pub fn is_shining(&self) -> bool {
        self.0.starts_with(SHINING_MARK)
    }

    /// The product code before the dash: `BP01`, `SD01A`.
    pub fn product(&self) -> &str {
        split_id(&self.0).map_or("", |parts| parts.product)
    }

    /// The art variant after the number (`D`, `N`, `A`, `B2`), if any.
    pub fn variant(&self) -> Option<&str> {
        split_id(&self.0)
            .map(|parts| parts.variant.trim_start_matches('-'))
            .filter(|v| !v.is_empty())
    }
}

impl CardId {
    /// Reads a printing ID by its game's rules:
    /// - Kayou: as [`CardId::parse`] (`BP01-C01`, `※BP01-CR01`).
    /// - Lorcana: `SET-NUMBER[suffix]` (`1-002`, `3-004a`, `P1-012`, `D23-001`); the number is
    ///   padded to three digits, the set upper-cased, the suffix lower-cased. A `/` may stand
    ///   for the dash (`1/002`), as some lists print it.
    /// - Palworld: the English number, `EBP01-001`, `ETD01-012`, `ESOUL-001`, with a parallel
    ///   suffix (`EBP01-001SSP`); upper-cased.
    ///
    /// An ID is read within its game: the same text may be an ID of one game and not another.
    pub fn parse_in(game: Game, text: &str) -> Result<CardId, CardIdError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(CardIdError::Empty);
        }
        if trimmed.chars().count() > crate::limits::MAX_CARD_ID_CHARS {
            return Err(CardIdError::Malformed(crate::limits::short(trimmed)));
        }
        let malformed = || CardIdError::Malformed(crate::limits::short(trimmed));
        match game {
            Game::Kayou => CardId::parse(trimmed),
            Game::Lorcana => lorcana_id(trimmed).map(CardId).ok_or_else(malformed),
            Game::Palworld => palworld_id(trimmed).map(CardId).ok_or_else(malformed),
        }
    }
}

fn lorcana_id(text: &str) -> Option<String> {
    let (set, rest) = text.split_once(['-', '/'])?;
    let set = set.trim().to_ascii_uppercase();
    if set.is_empty() || set.len() > 8 || !set.chars().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    let rest = rest.trim();
    let digits = rest.chars().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || digits > 4 {
        return None;
    }
    let number: u32 = rest.get(..digits)?.parse().ok()?;
    let suffix = rest.get(digits..)?.to_ascii_lowercase();
    if suffix.len() > 1 || !suffix.chars().all(|c| c.is_ascii_lowercase()) {
        return None;
    }
    Some(format!("{set}-{number:03}{suffix}"))
}

fn palworld_id(text: &str) -> Option<String> {
    let upper = text.to_ascii_uppercase();
    // The Japanese numbering is the English one without its leading E (`BP01-066` is
    // `EBP01-066`, `TD02-024` is `ETD02-024`, `SOUL-001` is `ESOUL-001`; SS01 is the same in
    // both): lists published in Japan read as the catalog stores them.
    let upper = if ["BP", "TD", "SOUL-"].iter().any(|p| upper.starts_with(p)) {
        format!("E{upper}")
    } else {
        upper
    };
    let (product, rest) = upper.split_once('-')?;
    let product_ok = product
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic())
        && product.chars().all(|c| c.is_ascii_alphanumeric());
    let digits = rest.chars().take_while(|c| c.is_ascii_digit()).count();
    let suffix_ok = rest
        .get(digits..)
        .is_some_and(|s| s.chars().all(|c| c.is_ascii_alphabetic()));
    (product_ok && digits > 0 && suffix_ok).then_some(upper)
}

impl CardNumber {
    /// Reads a card number; a printing ID is reduced to its number (`※BP01-CR01` -> `BP01-CR01`).
    pub fn parse(text: &str) -> Result<CardNumber, CardIdError> {
        CardId::parse(text).map(|id| id.number())
    }

    /// The number as printed, without the shining mark.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for CardNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::str::FromStr for CardId {
    type Err = CardIdError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        CardId::parse(s)
    }
}

impl Serialize for CardId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for CardId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        CardId::parse(&text).map_err(serde::de::Error::custom)
    }
}

impl Serialize for CardNumber {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for CardNumber {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        CardNumber::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lorcana_ids_are_padded_and_their_suffix_lower_cased() {
        let id = CardId::parse_in(Game::Lorcana, "3-4A").unwrap();
        assert_eq!(id.as_str(), "3-004a");
        assert_eq!(
            CardId::parse_in(Game::Lorcana, "p1/12").unwrap().as_str(),
            "P1-012"
        );
        assert!(CardId::parse_in(Game::Lorcana, "Elsa").is_err());
        assert!(CardId::parse_in(Game::Lorcana, "1-").is_err());
    }

    #[test]
    fn a_japanese_palworld_number_reads_as_the_english_one() {
        for (ja, en) in [
            ("BP01-066", "EBP01-066"),
            ("td02-024", "ETD02-024"),
            ("BP01-001SSP", "EBP01-001SSP"),
            ("SOUL-001", "ESOUL-001"),
            ("SS01-003", "SS01-003"),
        ] {
            assert_eq!(CardId::parse_in(Game::Palworld, ja).unwrap().as_str(), en);
        }
    }

    #[test]
    fn palworld_ids_are_upper_cased_and_keep_their_parallel_suffix() {
        assert_eq!(
            CardId::parse_in(Game::Palworld, "ebp01-001ssp")
                .unwrap()
                .as_str(),
            "EBP01-001SSP"
        );
        assert!(CardId::parse_in(Game::Palworld, "Soul").is_err());
    }

    #[test]
    fn an_id_is_read_by_its_game() {
        let kayou = CardId::parse_in(Game::Kayou, "bp01-c01").unwrap();
        assert_eq!(kayou, CardId::parse("BP01-C01").unwrap());
        assert!(CardId::parse_in(Game::Lorcana, "BP01-C01").is_err());
        assert!(CardId::parse_in(Game::Kayou, "1-041").is_err());
    }

    #[test]
    fn ids_are_case_insensitive_and_star_means_shining() {
        let a = CardId::parse("*bp01-cr01").unwrap();
        let b = CardId::parse("※BP01-CR01").unwrap();
        assert_eq!(a, b);
        assert!(a.is_shining());
        assert_eq!(a.as_str(), "※BP01-CR01");
    }

    #[test]
    fn shining_printing_shares_the_base_card_number_rule_102_1_1() {
        let base = CardId::parse("BP01-CR01").unwrap();
        let shining = CardId::parse("※BP01-CR01").unwrap();
        assert_eq!(base.number(), shining.number());
        assert_eq!(shining.number().as_str(), "BP01-CR01");
    }

    #[test]
    fn day_night_and_abc_variants_share_the_base_card_number() {
        for (id, number, variant) in [
            ("※SD01-ER01D", "SD01-ER01", Some("D")),
            ("※SD01-ER01N", "SD01-ER01", Some("N")),
            ("BP03-ER01-A", "BP03-ER01", Some("A")),
            ("※BP03-ER02-C2", "BP03-ER02", Some("C2")),
            ("SD01A-SPR04", "SD01A-SPR04", None),
            ("PR01", "PR01", None),
            ("TK-01-B", "TK-01", Some("B")),
            ("※BP02-CR01-PR", "BP02-CR01", Some("PR")),
        ] {
            let id = CardId::parse(id).unwrap();
            assert_eq!(id.number().as_str(), number, "{id}");
            assert_eq!(id.variant(), variant, "{id}");
        }
    }

    #[test]
    fn different_products_are_different_numbers() {
        let a = CardNumber::parse("SD01A-C01").unwrap();
        let b = CardNumber::parse("SD01B-C01").unwrap();
        assert_ne!(a, b);
    }

    #[test]
    fn malformed_ids_are_refused_with_the_text() {
        for text in [
            "",
            "BP01",
            "BP01-",
            "BP01-12",
            "-C01",
            "BP01-C01 x",
            "BP01-C01-",
            "PR",
            "PRX-01",
            "TK-",
        ] {
            assert!(CardId::parse(text).is_err(), "{text:?} should be refused");
        }
        assert_eq!(
            CardId::parse("hello").unwrap_err(),
            CardIdError::Malformed("hello".into())
        );
    }
}
