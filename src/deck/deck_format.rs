//! Every game's deck-list formats (Kayou's four, the other games' site list), their detection,
//! and import/export through one door.

use std::fmt;

use crate::card::{CardId, CardIndex, Game};
use crate::format::Format;

use super::dreamtcg_json::{parse_dreamtcg_json, print_dreamtcg_json};
use super::dreamtcg_text::{parse_dreamtcg_text, print_dreamtcg_text};
use super::json_format::{PONYDECK_JSON_FORMAT, parse_json, print_json};
use super::{
    Deck, DeckLineError, DeckWarning, ParsedDeck, deck_code, parse_game_list, parse_text,
    print_game_list, print_text, read_game_list,
};

/// A deck-list format ponydeck reads and writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DeckFormat {
    /// The ponydeck text list (`shared/design/CLI.md`): `4 BP01-C01 Twilight Sparkle`.
    Ponydeck,
    /// DreamTCG's text export: `=== Name ===`, `[Main Deck — 50/50 cards]`, `4x Name (ID)`, `Tier I: ...`.
    DreamTcgText,
    /// DreamTCG's deck JSON: `{deckName, mc, main, scene, story}`.
    DreamTcgJson,
    /// ponydeck's own lossless JSON: `{"format": "ponydeck-deck", ...}`.
    Json,
    /// The other games' deck-site list (`shared/design/CLI.md`, "Other games"): Lorcana's
    /// `COUNT Name - Version`, Palworld's `COUNT ID Name` under `Main Deck:` / `Soul Deck:`, or
    /// the Palworld wiki's share code. For Lorcana it is also Dreamborn's text (`--format
    /// dreamborn`) and reads every shape players paste (`docs/deck-formats.md`).
    SiteList,
    /// Lorcana's deck code of Pixelborn, Dreamborn and Inktable: `Name_Version$N|...`,
    /// base64-encoded.
    DeckCode,
}

impl DeckFormat {
    /// Every format, in the order menus list them.
    pub const ALL: [DeckFormat; 6] = [
        DeckFormat::Ponydeck,
        DeckFormat::DreamTcgText,
        DeckFormat::DreamTcgJson,
        DeckFormat::Json,
        DeckFormat::SiteList,
        DeckFormat::DeckCode,
    ];

    /// The formats a game's decks are kept in, the one written by default first: Kayou's
    /// ponydeck list, DreamTCG's text and JSON and ponydeck JSON; the other games' site list,
    /// and Lorcana's deck code.
    pub fn of_game(game: Game) -> &'static [DeckFormat] {
        const KAYOU: [DeckFormat; 4] = [
            DeckFormat::Ponydeck,
            DeckFormat::DreamTcgText,
            DeckFormat::DreamTcgJson,
            DeckFormat::Json,
        ];
        if game.has_card_numbers() {
            &KAYOU
        } else if deck_code::has_deck_code(game) {
            &[DeckFormat::SiteList, DeckFormat::DeckCode]
        } else {
            &[DeckFormat::SiteList]
        }
    }

    /// The name on the command line (`--format dreamtcg`).
    pub fn as_str(self) -> &'static str {
        match self {
            DeckFormat::Ponydeck => "ponydeck",
            DeckFormat::DreamTcgText => "dreamtcg",
            DeckFormat::DreamTcgJson => "dreamtcg-json",
            DeckFormat::Json => "json",
            DeckFormat::SiteList => "site",
            DeckFormat::DeckCode => "deck-code",
        }
    }

    /// Reads a name written by [`DeckFormat::as_str`] (also `txt`, `dreamtcg-text`, and
    /// `dreamborn` for the site list, Dreamborn's text).
    pub fn parse(text: &str) -> Option<DeckFormat> {
        match text.trim().to_ascii_lowercase().as_str() {
            "ponydeck" | "txt" | "text" => Some(DeckFormat::Ponydeck),
            "dreamtcg" | "dreamtcg-text" | "dreamtcg-txt" => Some(DeckFormat::DreamTcgText),
            "dreamtcg-json" => Some(DeckFormat::DreamTcgJson),
            "json" | "ponydeck-json" => Some(DeckFormat::Json),
            "site" | "site-list" | "dreamborn" => Some(DeckFormat::SiteList),
            "deck-code" | "code" | "pixelborn" => Some(DeckFormat::DeckCode),
            _ => None,
        }
    }

    /// The usual file extension.
    pub fn extension(self) -> &'static str {
        match self {
            DeckFormat::Ponydeck
            | DeckFormat::DreamTcgText
            | DeckFormat::SiteList
            | DeckFormat::DeckCode => "txt",
            DeckFormat::DreamTcgJson | DeckFormat::Json => "json",
        }
    }

    /// Which of its game's formats a list is in ([`DeckFormat::detect`] for Kayou's; a Lorcana
    /// deck code, else the site list, for the other games).
    pub fn detect_in(game: Game, text: &str) -> DeckFormat {
        if game.has_card_numbers() {
            DeckFormat::detect(text)
        } else if deck_code::has_deck_code(game) && deck_code::is_deck_code(text) {
            DeckFormat::DeckCode
        } else {
            DeckFormat::SiteList
        }
    }

    /// Which of Kayou's formats a text is in. JSON with `"format": "ponydeck-deck"` (or a `main_character`
    /// key) is ponydeck JSON, other JSON objects DreamTCG JSON; text with `[Header]` lines or
    /// `Name (ID)` card lines is DreamTCG text; anything else the ponydeck list.
    pub fn detect(text: &str) -> DeckFormat {
        let trimmed = text.trim_start_matches('\u{feff}').trim_start();
        if trimmed.starts_with('{') {
            let ours = serde_json::from_str::<serde_json::Value>(trimmed)
                .ok()
                .and_then(|v| {
                    let object = v.as_object()?;
                    Some(
                        object.get("format").and_then(|f| f.as_str()) == Some(PONYDECK_JSON_FORMAT)
                            || object.contains_key("main_character"),
                    )
                })
                .unwrap_or(trimmed.contains(PONYDECK_JSON_FORMAT));
            return if ours {
                DeckFormat::Json
            } else {
                DeckFormat::DreamTcgJson
            };
        }
        let (mut dreamtcg, mut ponydeck) = (0usize, 0usize);
        for line in trimmed.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if line.starts_with('[') && line.ends_with(']') {
                return DeckFormat::DreamTcgText;
            }
            let parenthesized_id = line
                .strip_suffix(')')
                .and_then(|body| body.rsplit_once('('))
                .is_some_and(|(_, id)| CardId::parse(id).is_ok());
            let leading_id = line
                .split_whitespace()
                .nth(1)
                .is_some_and(|word| CardId::parse(word).is_ok());
            dreamtcg += usize::from(parenthesized_id && !leading_id);
            ponydeck += usize::from(leading_id);
        }
        if dreamtcg > ponydeck {
            DeckFormat::DreamTcgText
        } else {
            DeckFormat::Ponydeck
        }
    }

    /// Reads a deck in this format.
    pub fn read(self, text: &str, cards: &CardIndex) -> Result<ParsedDeck, Vec<DeckLineError>> {
        match self {
            DeckFormat::Ponydeck => parse_text(text, cards),
            DeckFormat::DreamTcgText => parse_dreamtcg_text(text, cards),
            DeckFormat::DreamTcgJson => parse_dreamtcg_json(text, cards),
            DeckFormat::Json => parse_json(text, cards),
            DeckFormat::SiteList | DeckFormat::DeckCode => {
                parse_game_list(text, cards, &Format::default_for(cards.game()))
            }
        }
    }

    /// Whether a reader of this format reads every good line of a list with bad lines, so the
    /// rest can be imported (the other games' lists; Kayou's formats are all or nothing).
    pub fn keeps_good_lines(self) -> bool {
        matches!(self, DeckFormat::SiteList | DeckFormat::DeckCode)
    }

    /// Writes a deck in this format. Reading the text back gives the same deck (for decks whose
    /// cards sit in the sections their types decide; ponydeck JSON keeps any placement).
    pub fn write(self, deck: &Deck, cards: &CardIndex) -> String {
        match self {
            DeckFormat::Ponydeck => print_text(deck, cards),
            DeckFormat::DreamTcgText => print_dreamtcg_text(deck, cards),
            DeckFormat::DreamTcgJson => print_dreamtcg_json(deck, cards),
            DeckFormat::Json => print_json(deck, cards),
            DeckFormat::SiteList => print_game_list(deck, cards, &Format::default_for(deck.game)),
            DeckFormat::DeckCode => format!("{}\n", deck_code::print_deck_code(deck, cards)),
        }
    }
}

impl fmt::Display for DeckFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for DeckFormat {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        DeckFormat::parse(s).ok_or_else(|| {
            format!(
                "'{s}' is not a deck format; use ponydeck, dreamtcg, dreamtcg-json, json, site (dreamborn) or deck-code"
            )
        })
    }
}

/// A deck read from a file of any format.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportedDeck {
    /// The deck.
    pub deck: Deck,
    /// The format it was detected as.
    pub format: DeckFormat,
    /// Friendly warnings (a written name that does not match its ID).
    pub warnings: Vec<DeckWarning>,
}

/// Detects the format of a deck list of the index's game and reads it. Every bad line is
/// reported.
pub fn import(text: &str, cards: &CardIndex) -> Result<ImportedDeck, Vec<DeckLineError>> {
    let format = DeckFormat::detect_in(cards.game(), text);
    let parsed = format.read(text, cards)?;
    Ok(ImportedDeck {
        deck: parsed.deck,
        format,
        warnings: parsed.warnings,
    })
}

/// What a lenient import read: the deck of the good lines and every bad line.
#[derive(Debug, Clone, PartialEq)]
pub struct DeckRead {
    /// The deck read (of every good line, where the format keeps them; else empty when any
    /// line is bad).
    pub imported: ImportedDeck,
    /// The bad lines, each with what is wrong and its "did you mean".
    pub bad_lines: Vec<DeckLineError>,
}

impl DeckRead {
    /// Whether the good lines can be imported on their own: some line is bad, the format
    /// read the rest, and the rest holds cards.
    pub fn can_import_the_rest(&self) -> bool {
        !self.bad_lines.is_empty()
            && self.imported.format.keeps_good_lines()
            && !self.imported.deck.is_empty()
    }
}

/// Detects the format of a deck list of the index's game and reads it, keeping the good lines
/// where the format can (the other games' lists): the player then decides whether to import the
/// rest. Kayou's formats read all or nothing: their bad lines come with an empty deck.
pub fn import_keeping_good_lines(text: &str, cards: &CardIndex) -> DeckRead {
    let format = DeckFormat::detect_in(cards.game(), text);
    if format.keeps_good_lines() {
        let read = read_game_list(text, cards, &Format::default_for(cards.game()));
        return DeckRead {
            imported: ImportedDeck {
                deck: read.deck,
                format,
                warnings: read.warnings,
            },
            bad_lines: read.errors,
        };
    }
    match format.read(text, cards) {
        Ok(parsed) => DeckRead {
            imported: ImportedDeck {
                deck: parsed.deck,
                format,
                warnings: parsed.warnings,
            },
            bad_lines: Vec::new(),
        },
        Err(errors) => DeckRead {
            imported: ImportedDeck {
                deck: Deck::new(cards.game()),
                format,
                warnings: Vec::new(),
            },
            bad_lines: errors,
        },
    }
}

/// Writes a deck in a format (see [`DeckFormat::write`]).
pub fn export(deck: &Deck, format: DeckFormat, cards: &CardIndex) -> String {
    format.write(deck, cards)
}
