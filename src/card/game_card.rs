//! The game-neutral card: fields every game shares ([`GameCard`]) plus each game's own details
//! ([`GameDetails`]), under an ID scoped by its game ([`GameCardId`]).
//!
//! The Kayou engine keeps its own [`Card`] type; [`GameCard::from_kayou`] wraps it so the shared
//! catalog, deck and format code can treat all games alike.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{Card, CardId, CardIdError, Game};

/// A printing's ID within its game: `kayou:BP01-C01`, `lorcana:1-002`, `palworld:EBP01-001SSP`.
/// Stored normalised (see [`GameCardId::parse`]), so IDs compare as the game compares them.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct GameCardId {
    /// The game the ID belongs to.
    pub game: Game,
    /// The normalised ID text.
    id: String,
}

impl GameCardId {
    /// Reads a printing ID of a game.
    ///
    /// - Kayou: as [`CardId::parse`] (`BP01-C01`, `※BP01-CR01`).
    /// - Lorcana: `SET-NUMBER[suffix]` (`1-002`, `3-004a`, `P1-012`, `D23-001`); the number is
    ///   padded to three digits, the set upper-cased, the suffix lower-cased. A `/` may stand
    ///   for the dash (`1/002`), as some lists print it.
    /// - Palworld: the English number, `EBP01-001`, `ETD01-012`, `ESOUL-001`, with a parallel
    ///   suffix (`EBP01-001SSP`); upper-cased.
    pub fn parse(game: Game, text: &str) -> Result<GameCardId, CardIdError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(CardIdError::Empty);
        }
        if trimmed.chars().count() > crate::limits::MAX_CARD_ID_CHARS {
            return Err(CardIdError::Malformed(crate::limits::short(trimmed)));
        }
        let id = match game {
            Game::Kayou => CardId::parse(trimmed)?.as_str().to_string(),
            Game::Lorcana => lorcana_id(trimmed)
                .ok_or_else(|| CardIdError::Malformed(crate::limits::short(trimmed)))?,
            Game::Palworld => palworld_id(trimmed)
                .ok_or_else(|| CardIdError::Malformed(crate::limits::short(trimmed)))?,
        };
        Ok(GameCardId { game, id })
    }

    /// The ID as text, without the game.
    pub fn as_str(&self) -> &str {
        &self.id
    }

    /// The Kayou ID, for a Kayou card.
    pub fn kayou(&self) -> Option<CardId> {
        (self.game == Game::Kayou)
            .then(|| CardId::parse(&self.id).ok())
            .flatten()
    }
}

impl From<&CardId> for GameCardId {
    fn from(id: &CardId) -> GameCardId {
        GameCardId {
            game: Game::Kayou,
            id: id.as_str().to_string(),
        }
    }
}

impl fmt::Display for GameCardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.id)
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

/// A printed exception to a format's copy limit (Lorcana: "You may have up to 99 copies", "any
/// number of"; 1.10.1.1 allows the card's own text to override the limit).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CopyException {
    /// The card allows up to this many copies.
    UpTo(u32),
    /// The card allows any number of copies.
    NoLimit,
}

/// Disney Lorcana's own card facts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LorcanaDetails {
    /// The name line (`Elsa`).
    pub base_name: String,
    /// The version (`Snow Queen`); actions and items have none.
    pub version: Option<String>,
    /// `Song` for songs.
    pub subtype: Option<String>,
    /// Ink types; a dual-ink card has two (5.2.5.1: it counts as each).
    pub inks: Vec<String>,
    /// The inkwell symbol around the cost.
    pub inkable: bool,
    /// Strength.
    pub strength: Option<u8>,
    /// Willpower.
    pub willpower: Option<u8>,
    /// Lore.
    pub lore: Option<u8>,
    /// A location's move cost.
    pub move_cost: Option<u8>,
    /// Classifications (`Storyborn`, `Hero`, `Princess`).
    pub classifications: Vec<String>,
    /// The collector number within the set.
    pub number: u32,
    /// The printed exception to the 4-copy limit, if any.
    pub copy_exception: Option<CopyException>,
    /// Some printing of the card is in a Core-legal set.
    pub legal_core: bool,
    /// Legal in Infinity.
    pub legal_infinity: bool,
    /// Banned in Core since this date.
    pub banned_core: Option<String>,
    /// Banned in Infinity since this date.
    pub banned_infinity: Option<String>,
}

/// The Palworld card game's own card facts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PalworldDetails {
    /// The main name (`Jormuntide Ignis`).
    pub main_name: String,
    /// The subtitle (`Savage Lava Dragon`).
    pub subtitle: Option<String>,
    /// The official Japanese name.
    pub name_ja: Option<String>,
    /// `red`, `blue`, `green` or `purple`; `None` for colourless cards and Souls (2.6.3).
    pub colour: Option<String>,
    /// The Lucky icon (2.10).
    pub lucky: bool,
    /// `Normal Pal` or `Lucky Pal`.
    pub subtype: Option<String>,
    /// Power.
    pub power: Option<u32>,
    /// Strike.
    pub strike: Option<u8>,
    /// Elements (`Fire`, `Dragon`).
    pub elements: Vec<String>,
    /// Work suitability (`Kindling`).
    pub work_suitability: Vec<String>,
    /// A Soul card (4.8, 6.1.2): kept in the Soul deck, not the Main Deck.
    pub soul: bool,
    /// A parallel (alternate-art) printing.
    pub parallel: bool,
    /// The card's base number (the non-parallel printing).
    pub base_id: String,
    /// The official Japanese text.
    pub text_ja: Option<String>,
}

/// What only one game's cards carry.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameDetails {
    /// A Kayou card: the full record the engine plays with.
    Kayou(Box<Card>),
    /// A Lorcana card.
    Lorcana(LorcanaDetails),
    /// A Palworld card.
    Palworld(PalworldDetails),
}

/// One printing of a card of any game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameCard {
    /// The printing's ID, scoped by its game.
    pub id: GameCardId,
    /// The full name: Kayou's name, Lorcana's `Name - Version`, Palworld's `Main – Subtitle`.
    pub name: String,
    /// The card type (`Character`, `Action`, `Pal`, `Soul`).
    pub card_type: String,
    /// The cost, where the card has one.
    pub cost: Option<u8>,
    /// The set code (`BP01`, `1`, `EBP01`).
    pub set_code: String,
    /// The set's name, where known.
    pub set_name: Option<String>,
    /// The rarity as printed (`Common`, `RR`).
    pub rarity: String,
    /// The English rules text, where known.
    pub text: Option<String>,
    /// What the copy limit counts by: the card number (Kayou 102.1.1), the full name (Lorcana
    /// 1.10.1.1) or the card name (Palworld 6.1.1.2).
    pub copy_key: String,
    /// The game's own facts.
    pub details: GameDetails,
}

impl GameCard {
    /// The game of the card.
    pub fn game(&self) -> Game {
        self.id.game
    }

    /// Wraps a Kayou card.
    pub fn from_kayou(card: &Card) -> GameCard {
        GameCard {
            id: GameCardId::from(&card.card_id),
            name: card.display_name(),
            card_type: card.card_type.name().to_string(),
            cost: card.cost,
            set_code: card.set_code.clone(),
            set_name: None,
            rarity: card.rarity.code().to_string(),
            text: card.ability.clone(),
            copy_key: card.number.as_str().to_string(),
            details: GameDetails::Kayou(Box::new(card.clone())),
        }
    }

    /// The Lorcana details, for a Lorcana card.
    pub fn lorcana(&self) -> Option<&LorcanaDetails> {
        match &self.details {
            GameDetails::Lorcana(d) => Some(d),
            _ => None,
        }
    }

    /// The Palworld details, for a Palworld card.
    pub fn palworld(&self) -> Option<&PalworldDetails> {
        match &self.details {
            GameDetails::Palworld(d) => Some(d),
            _ => None,
        }
    }

    /// The Kayou record, for a Kayou card.
    pub fn kayou(&self) -> Option<&Card> {
        match &self.details {
            GameDetails::Kayou(c) => Some(c),
            _ => None,
        }
    }
}

/// Folds a card name for matching: case, curly and straight apostrophes and quotes, the dashes
/// between name and version (`-`, `–`, `—`) and runs of spaces do not matter.
pub fn fold_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut space = false;
    for c in name.trim().chars() {
        let c = match c {
            '\u{2018}' | '\u{2019}' | '\u{02bc}' | '`' | '\u{00b4}' => '\'',
            '\u{201c}' | '\u{201d}' => '"',
            '\u{2013}' | '\u{2014}' | '\u{2212}' => '-',
            c => c,
        };
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !out.is_empty() {
            out.push(' ');
        }
        space = false;
        out.extend(c.to_lowercase());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lorcana_ids_are_padded_and_their_suffix_lower_cased() {
        let id = GameCardId::parse(Game::Lorcana, "3-4A").unwrap();
        assert_eq!(id.as_str(), "3-004a");
        assert_eq!(
            GameCardId::parse(Game::Lorcana, "p1/12").unwrap().as_str(),
            "P1-012"
        );
        assert!(GameCardId::parse(Game::Lorcana, "Elsa").is_err());
        assert!(GameCardId::parse(Game::Lorcana, "1-").is_err());
    }

    #[test]
    fn palworld_ids_are_upper_cased_and_keep_their_parallel_suffix() {
        assert_eq!(
            GameCardId::parse(Game::Palworld, "ebp01-001ssp")
                .unwrap()
                .as_str(),
            "EBP01-001SSP"
        );
        assert!(GameCardId::parse(Game::Palworld, "Soul").is_err());
    }

    #[test]
    fn the_same_text_is_a_different_id_in_another_game() {
        let kayou = GameCardId::parse(Game::Kayou, "BP01-C01").unwrap();
        assert_eq!(kayou.kayou().unwrap().as_str(), "BP01-C01");
        assert!(GameCardId::parse(Game::Lorcana, "BP01-C01").is_err());
    }

    #[test]
    fn names_fold_curly_apostrophes_dashes_and_case() {
        assert_eq!(
            fold_name("Flotsam - Ursula’s Spy"),
            fold_name("flotsam  —  ursula's spy")
        );
    }
}
