//! The card record of every game: the facts every game shares ([`Card`]) plus the game's own
//! ([`CardDetails`]: Kayou's [`KayouCard`], Lorcana's and Palworld's details), under its game and
//! an ID read by that game's rules ([`CardId::parse_in`]). The copy key is what the game's copy
//! limit counts by: Kayou's card number with the ※ folded (102.1.1), Lorcana's full name, the
//! Palworld card name.

use serde::{Deserialize, Serialize};

use super::{CardId, Game, KayouCard};

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
    /// Ravensburger's culture-invariant card id (the key of LorcanaJSON's deck lists); `None`
    /// where no source has it (set 14), and shared by a few reprints in the source.
    #[serde(default)]
    pub ravensburger_id: Option<i64>,
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
    /// The card's own text lifts the copy limit (総合ルール 6.1.3: "any number of copies").
    #[serde(default)]
    pub copy_exception: Option<CopyException>,
    /// Known only from pre-release reveals (not yet checked against the printed card).
    #[serde(default)]
    pub preview: bool,
}

/// What only one game's cards carry.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardDetails {
    /// A Kayou card's own facts (with the shared ones above, what the engine plays with).
    Kayou(Box<KayouCard>),
    /// A Lorcana card.
    Lorcana(LorcanaDetails),
    /// A Palworld card.
    Palworld(PalworldDetails),
}

/// One printing of a card of any game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Card {
    /// The game.
    pub game: Game,
    /// The printing's ID, read by its game's rules.
    pub id: CardId,
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
    pub details: CardDetails,
}

/// A card's words as search reads them, in English and in the official Japanese: names (one a
/// line) and rules text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardWords {
    /// The names: Kayou's name, Story subtitle and aliases (not the shown name, so an unnamed
    /// card is not found by "unknown"); the others' full name.
    pub names: String,
    /// The English rules text.
    pub text: String,
    /// The official Japanese names.
    pub names_ja: String,
    /// The official Japanese rules text.
    pub text_ja: String,
}

impl Card {
    /// The card's words for search: the in-memory search and the catalog's full-text indexes
    /// read the same ones.
    pub fn words(&self) -> CardWords {
        let mut words = CardWords {
            names: self.name.clone(),
            text: self.text.clone().unwrap_or_default(),
            ..CardWords::default()
        };
        match &self.details {
            CardDetails::Kayou(kayou) => {
                let mut names = vec![kayou.name.clone().unwrap_or_default()];
                names.extend(kayou.story.iter().map(|s| s.subtitle.clone()));
                names.extend(kayou.aliases.iter().cloned());
                words.names = names.join("\n");
                words.names_ja = kayou.name_ja.clone().unwrap_or_default();
                words.text_ja = kayou.ability_ja.clone().unwrap_or_default();
            }
            CardDetails::Palworld(palworld) => {
                words.names_ja = palworld.name_ja.clone().unwrap_or_default();
                words.text_ja = palworld.text_ja.clone().unwrap_or_default();
            }
            CardDetails::Lorcana(_) => {}
        }
        words
    }

    /// The game of the card.
    pub fn game(&self) -> Game {
        self.game
    }

    /// A Kayou card: the shared facts, and Kayou's own; the name (with the Story subtitle, or a
    /// placeholder with the ID for an unnamed card), the copy key (the card number, 102.1.1),
    /// the type and the rarity are read from them.
    pub fn kayou_card(
        id: CardId,
        set_code: String,
        cost: Option<u8>,
        text: Option<String>,
        details: KayouCard,
    ) -> Card {
        let name = match (&details.name, &details.story) {
            (Some(name), Some(story)) if !story.subtitle.is_empty() => {
                format!("{name} — {}", story.subtitle)
            }
            (Some(name), _) => name.clone(),
            (None, _) => format!("Unknown card {id}"),
        };
        Card {
            game: Game::Kayou,
            copy_key: id.number().as_str().to_string(),
            id,
            name,
            card_type: details.card_type.name().to_string(),
            cost,
            set_code,
            set_name: None,
            rarity: details.rarity.code().to_string(),
            text,
            details: CardDetails::Kayou(Box::new(details)),
        }
    }

    /// The two filters a catalog screen offers for the card's game beyond type, set, rarity and
    /// cost, each named, with this card's values: Kayou's keywords and text chips, Lorcana's
    /// inks and classifications, Palworld's colour and elements.
    pub fn facets(&self) -> [(&'static str, Vec<String>); 2] {
        match &self.details {
            CardDetails::Kayou(k) => [
                (
                    "Keyword",
                    k.keywords.iter().map(|w| w.as_str().to_string()).collect(),
                ),
                (
                    "Chip",
                    k.chips.iter().map(|c| c.label().to_string()).collect(),
                ),
            ],
            CardDetails::Lorcana(d) => [
                ("Ink", d.inks.clone()),
                ("Classification", d.classifications.clone()),
            ],
            CardDetails::Palworld(d) => [
                ("Colour", d.colour.iter().cloned().collect()),
                ("Element", d.elements.clone()),
            ],
        }
    }

    /// The Lorcana details, for a Lorcana card.
    pub fn lorcana(&self) -> Option<&LorcanaDetails> {
        match &self.details {
            CardDetails::Lorcana(d) => Some(d),
            _ => None,
        }
    }

    /// The Palworld details, for a Palworld card.
    pub fn palworld(&self) -> Option<&PalworldDetails> {
        match &self.details {
            CardDetails::Palworld(d) => Some(d),
            _ => None,
        }
    }

    /// Kayou's own facts, for a Kayou card.
    pub fn kayou(&self) -> Option<&KayouCard> {
        match &self.details {
            CardDetails::Kayou(c) => Some(c),
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
    fn names_fold_curly_apostrophes_dashes_and_case() {
        assert_eq!(
            fold_name("Flotsam - Ursula’s Spy"),
            fold_name("flotsam  —  ursula's spy")
        );
    }
}
