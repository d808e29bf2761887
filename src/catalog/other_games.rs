//! Reads the other games' card files in `assets/catalog/` (`lorcana_cards.json`,
//! `palworld_cards.json`; see `assets/catalog/SOURCES.md`, section 8) into [`Card`]s.
//!
//! Lorcana: one record per printing; the copy key is the full name (1.10.1.1, 5.3.6.1), the
//! printed exceptions come from the `copy_limit` field. Palworld: one record per card with its
//! printings; each printing becomes a card sharing the card name as copy key (6.1.1.2).

use serde::Deserialize;

use crate::card::{
    Card, CardDetails, CardId, CopyException, Game, LorcanaDetails, PalworldDetails,
};

use super::CatalogError;

/// The shipped Lorcana card file.
pub const LORCANA_CARDS: &str = include_str!("../../assets/catalog/lorcana_cards.json");
/// The shipped Palworld card file.
pub const PALWORLD_CARDS: &str = include_str!("../../assets/catalog/palworld_cards.json");

/// The other games' source files, as text.
#[derive(Debug, Clone, Copy)]
pub struct OtherGameSources<'a> {
    /// `lorcana_cards.json`.
    pub lorcana: &'a str,
    /// `palworld_cards.json`.
    pub palworld: &'a str,
}

impl OtherGameSources<'static> {
    /// The files shipped in the binary.
    pub fn shipped() -> OtherGameSources<'static> {
        OtherGameSources {
            lorcana: LORCANA_CARDS,
            palworld: PALWORLD_CARDS,
        }
    }
}

/// A set of another game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSet {
    /// The game.
    pub game: Game,
    /// The set code.
    pub set_code: String,
    /// Its name (the code where no source names it).
    pub name: String,
}

/// The other games' cards and sets, read from their files.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct OtherGames {
    /// Every printing.
    pub cards: Vec<Card>,
    /// Every set, sorted by game and code.
    pub sets: Vec<GameSet>,
    /// Records left out, with the reason (a second record under an ID already read).
    pub skipped: Vec<String>,
}

#[derive(Deserialize)]
struct RawLorcana {
    id: String,
    name: String,
    base_name: String,
    version: Option<String>,
    #[serde(rename = "type")]
    card_type: String,
    subtype: Option<String>,
    inks: Vec<String>,
    inkable: bool,
    cost: Option<u8>,
    strength: Option<u8>,
    willpower: Option<u8>,
    lore: Option<u8>,
    move_cost: Option<u8>,
    set: String,
    set_name: Option<String>,
    number: u32,
    rarity: String,
    classifications: Option<Vec<String>>,
    text: Option<String>,
    copy_limit: Option<serde_json::Value>,
    legal_core: bool,
    legal_infinity: bool,
    banned: Option<RawBan>,
    ravensburger_id: Option<i64>,
}

#[derive(Deserialize)]
struct RawBan {
    core: Option<String>,
    infinity: Option<String>,
}

#[derive(Deserialize)]
struct RawPalworld {
    id: String,
    name: String,
    main_name: String,
    subtitle: Option<String>,
    name_ja: Option<String>,
    #[serde(rename = "type")]
    card_type: String,
    subtype: Option<String>,
    color: Option<String>,
    lucky: bool,
    cost: Option<u8>,
    power: Option<u32>,
    strike: Option<u8>,
    elements: Vec<String>,
    work_suitability: Vec<String>,
    rarity: String,
    set: String,
    set_name: Option<String>,
    text: Option<String>,
    text_ja: Option<String>,
    deck: String,
    printings: Vec<RawPrinting>,
    #[serde(default)]
    copy_limit: Option<serde_json::Value>,
    #[serde(default)]
    preview: bool,
}

#[derive(Deserialize)]
struct RawPrinting {
    number: String,
    rarity: String,
    parallel: bool,
}

fn source_error(file: &str, message: impl Into<String>) -> CatalogError {
    CatalogError::Source {
        file: file.to_string(),
        message: message.into(),
    }
}

fn copy_exception(
    file: &str,
    id: &str,
    value: &serde_json::Value,
) -> Result<CopyException, CatalogError> {
    match value {
        serde_json::Value::String(s) if s == "no-limit" => Ok(CopyException::NoLimit),
        serde_json::Value::Number(n) => n
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .map(CopyException::UpTo)
            .ok_or_else(|| source_error(file, format!("{id}: copy_limit {n} is not a count"))),
        other => Err(source_error(
            file,
            format!("{id}: copy_limit {other} is neither a count nor \"no-limit\""),
        )),
    }
}

/// Reads both files. A record that does not fit is an error naming the file and the card.
pub fn read_other_games(sources: OtherGameSources<'_>) -> Result<OtherGames, CatalogError> {
    let mut out = OtherGames::default();
    read_lorcana(sources.lorcana, &mut out)?;
    read_palworld(sources.palworld, &mut out)?;
    out.sets
        .sort_by(|a, b| (a.game, &a.set_code).cmp(&(b.game, &b.set_code)));
    out.sets
        .dedup_by(|a, b| a.game == b.game && a.set_code == b.set_code);
    Ok(out)
}

fn add_set(out: &mut OtherGames, game: Game, code: &str, name: Option<&str>) {
    if !out
        .sets
        .iter()
        .any(|s| s.game == game && s.set_code == code)
    {
        out.sets.push(GameSet {
            game,
            set_code: code.to_string(),
            name: name.unwrap_or(code).to_string(),
        });
    }
}

fn read_lorcana(text: &str, out: &mut OtherGames) -> Result<(), CatalogError> {
    const FILE: &str = "lorcana_cards.json";
    let raws: Vec<RawLorcana> =
        serde_json::from_str(text).map_err(|e| source_error(FILE, e.to_string()))?;
    let mut seen = std::collections::HashSet::new();
    for raw in raws {
        let id = CardId::parse_in(Game::Lorcana, &raw.id)
            .map_err(|e| source_error(FILE, format!("{}: {e}", raw.id)))?;
        // Every ID of the shipped file is unique (the source's four collisions are fixed in
        // it: P2-043, D23-008, C2-006, one 9-108 dropped); a second record under an ID read
        // already would be left out, the first kept.
        if !seen.insert(id.clone()) {
            out.skipped.push(format!(
                "{FILE}: a second record for {} ({}) is left out; the first is kept",
                raw.id, raw.name
            ));
            continue;
        }
        let copy = raw
            .copy_limit
            .as_ref()
            .map(|v| copy_exception(FILE, &raw.id, v))
            .transpose()?;
        add_set(out, Game::Lorcana, &raw.set, raw.set_name.as_deref());
        let banned = raw.banned.as_ref();
        out.cards.push(Card {
            game: Game::Lorcana,
            id,
            copy_key: raw.name.clone(),
            name: raw.name,
            card_type: raw.card_type,
            cost: raw.cost,
            set_code: raw.set,
            set_name: raw.set_name,
            rarity: raw.rarity,
            text: raw.text,
            details: CardDetails::Lorcana(LorcanaDetails {
                base_name: raw.base_name,
                version: raw.version,
                subtype: raw.subtype,
                inks: raw.inks,
                inkable: raw.inkable,
                strength: raw.strength,
                willpower: raw.willpower,
                lore: raw.lore,
                move_cost: raw.move_cost,
                classifications: raw.classifications.unwrap_or_default(),
                number: raw.number,
                copy_exception: copy,
                legal_core: raw.legal_core,
                legal_infinity: raw.legal_infinity,
                banned_core: banned.and_then(|b| b.core.clone()),
                banned_infinity: banned.and_then(|b| b.infinity.clone()),
                // 0 and -1 mark printings without an official id in the source.
                ravensburger_id: raw.ravensburger_id.filter(|id| *id > 0),
            }),
        });
    }
    Ok(())
}

fn read_palworld(text: &str, out: &mut OtherGames) -> Result<(), CatalogError> {
    const FILE: &str = "palworld_cards.json";
    let raws: Vec<RawPalworld> =
        serde_json::from_str(text).map_err(|e| source_error(FILE, e.to_string()))?;
    for raw in raws {
        let soul = raw.deck == "soul";
        if !soul && raw.deck != "main" {
            return Err(source_error(
                FILE,
                format!("{}: deck '{}' is neither main nor soul", raw.id, raw.deck),
            ));
        }
        // 2.6.3: colourless cards have no colour.
        let colour = raw.color.clone().filter(|c| c != "colorless");
        // 6.1.3: a card whose text allows any number of copies.
        let copy = raw
            .copy_limit
            .as_ref()
            .map(|v| copy_exception(FILE, &raw.id, v))
            .transpose()?;
        add_set(out, Game::Palworld, &raw.set, raw.set_name.as_deref());
        let printings: Vec<(String, String, bool)> = if raw.printings.is_empty() {
            vec![(raw.id.clone(), raw.rarity.clone(), false)]
        } else {
            raw.printings
                .iter()
                .map(|p| (p.number.clone(), p.rarity.clone(), p.parallel))
                .collect()
        };
        for (number, rarity, parallel) in printings {
            let id = CardId::parse_in(Game::Palworld, &number)
                .map_err(|e| source_error(FILE, format!("{number}: {e}")))?;
            out.cards.push(Card {
                game: Game::Palworld,
                id,
                copy_key: raw.name.clone(),
                name: raw.name.clone(),
                card_type: raw.card_type.clone(),
                cost: raw.cost,
                set_code: raw.set.clone(),
                set_name: raw.set_name.clone(),
                rarity,
                text: raw.text.clone(),
                details: CardDetails::Palworld(PalworldDetails {
                    main_name: raw.main_name.clone(),
                    subtitle: raw.subtitle.clone(),
                    name_ja: raw.name_ja.clone(),
                    colour: colour.clone(),
                    lucky: raw.lucky,
                    subtype: raw.subtype.clone(),
                    power: raw.power,
                    strike: raw.strike,
                    elements: raw.elements.clone(),
                    work_suitability: raw.work_suitability.clone(),
                    soul,
                    parallel,
                    base_id: raw.id.clone(),
                    text_ja: raw.text_ja.clone(),
                    copy_exception: copy,
                    preview: raw.preview,
                }),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_files_hold_3363_distinct_lorcana_and_301_palworld_printings() {
        let games = read_other_games(OtherGameSources::shipped()).unwrap();
        let count = |g| games.cards.iter().filter(|c| c.game() == g).count();
        assert_eq!(count(Game::Lorcana), 3363);
        assert!(games.skipped.is_empty(), "{:?}", games.skipped);
        assert_eq!(count(Game::Palworld), 301);
    }

    #[test]
    fn set_14_is_read_and_core_legal_by_the_data_and_set_8_is_not() {
        let games = read_other_games(OtherGameSources::shipped()).unwrap();
        let lorcana = |set: &'static str| {
            games
                .cards
                .iter()
                .filter(move |c| c.game() == Game::Lorcana && c.set_code == set)
        };
        assert_eq!(lorcana("14").count(), 206);
        assert!(lorcana("14").all(|c| c.lorcana().is_some_and(|d| d.legal_core)));
        assert!(lorcana("14").all(|c| c.text.is_some()));
        assert!(lorcana("13").all(|c| c.text.is_some()));
        // Set 8 left Core on 2026-07-17; its cards with no later reprint are Infinity only.
        assert!(lorcana("8").any(|c| c.lorcana().is_some_and(|d| !d.legal_core)));
    }

    #[test]
    fn printed_copy_exceptions_are_read() {
        let games = read_other_games(OtherGameSources::shipped()).unwrap();
        let exception = |name: &str| {
            games
                .cards
                .iter()
                .find(|c| c.name == name)
                .and_then(|c| c.lorcana())
                .and_then(|d| d.copy_exception)
        };
        assert_eq!(
            exception("Dalmatian Puppy - Tail Wagger"),
            Some(CopyException::UpTo(99))
        );
        assert_eq!(exception("Microbots"), Some(CopyException::NoLimit));
        assert_eq!(exception("The Glass Slipper"), Some(CopyException::UpTo(2)));
    }
}
