//! The card data the catalog is built from (`assets/catalog/`), and its cleaning.
//!
//! The raw file is kept exactly as collected (see `assets/catalog/SOURCES.md`). Cleaning happens
//! here, at build time, by general rules plus the hand-written `corrections.json`; every change is
//! recorded as a [`Fix`] that lands in the `card_fixes` table, and every source flag stays on the
//! card as a data-quality note.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::card::{
    Card, CardId, CardType, Chip, Color, KayouCard, Keyword, Rarity, Stage, StoryInfo, TextOrigin,
};

use super::CatalogError;
use super::official::{self, MergeOutcome, OfficialSources};

/// The raw card file shipped in the binary, so `catalog build` works from anywhere.
pub const RAW_CARDS: &str = include_str!("../../assets/catalog/kayou_cards_raw.json");
/// The hand-written corrections shipped in the binary.
pub const CORRECTIONS: &str = include_str!("../../assets/catalog/corrections.json");

/// Editor markers left in the source text by its authors.
const EDITOR_MARKERS: [&str; 3] = ["[incomplete]", "[verify]", "[?]"];

/// One record of `kayou_cards_raw.json`, as collected.
#[derive(Debug, Clone, Default, Deserialize)]
#[allow(missing_docs)]
pub struct RawCard {
    pub id: String,
    pub base_id: String,
    pub alt_art: bool,
    pub variant: Option<String>,
    pub set: String,
    pub set_name: String,
    pub product: String,
    pub rarity: String,
    #[serde(rename = "type")]
    pub card_type: String,
    pub type_inferred: bool,
    pub name: Option<String>,
    pub name_official_en: Option<String>,
    pub keywords: Vec<String>,
    pub color: Option<String>,
    pub cost: Option<u8>,
    pub inspiration: Option<u8>,
    pub everyday: Option<bool>,
    pub ability: Option<String>,
    pub chips: Vec<String>,
    pub story_title: Option<String>,
    pub story_subtitle: Option<String>,
    pub story_stage: Option<String>,
    pub stats_known: bool,
    pub source: String,
    pub data_flags: Vec<String>,
}

/// A hand-written correction of one field of one raw record.
#[derive(Debug, Clone, Deserialize)]
pub struct Correction {
    /// The printing ID.
    pub id: String,
    /// `name`, `name_official_en`, `ability` or `story_subtitle`.
    pub field: String,
    /// The text that must be there (a correction that no longer applies fails the build).
    pub from: String,
    /// What to put instead.
    pub to: String,
    /// Why, for the record.
    pub reason: String,
    /// `official-ja` where the official Japanese text decided the correction.
    #[serde(default)]
    pub source: Option<String>,
    /// The corrected text is one reading of an official text that leaves room.
    #[serde(default)]
    pub disputed: bool,
    /// What was decided, for a disputed correction.
    #[serde(default)]
    pub note: Option<String>,
}

/// The `source` of a correction taken from the official Japanese text.
const OFFICIAL_CORRECTION: &str = "official-ja";

/// All the files the catalog is built from.
#[derive(Debug, Clone, Copy)]
pub struct SourceFiles<'a> {
    /// `kayou_cards_raw.json`.
    pub raw_cards: &'a str,
    /// `corrections.json`.
    pub corrections: &'a str,
    /// The official Japanese list and ponydeck's additions to it.
    pub official: OfficialSources<'a>,
}

impl SourceFiles<'static> {
    /// The files shipped in the binary.
    pub fn shipped() -> SourceFiles<'static> {
        SourceFiles {
            raw_cards: RAW_CARDS,
            corrections: CORRECTIONS,
            official: OfficialSources::shipped(),
        }
    }
}

/// One change cleaning made to a card, kept in `card_fixes`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fix {
    /// The printing ID.
    pub card_id: String,
    /// The field changed.
    pub field: String,
    /// The value before.
    pub before: String,
    /// The value after.
    pub after: String,
    /// Why.
    pub reason: String,
}

/// A set of the catalog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetInfo {
    /// `BP01`.
    pub set_code: String,
    /// `Fantasy Wonderland`.
    pub name: String,
}

/// The cleaned catalog, ready to be written to SQLite.
#[derive(Debug, Clone)]
pub struct CleanCatalog {
    /// Sets by code.
    pub sets: Vec<SetInfo>,
    /// Kayou's cards in source order.
    pub cards: Vec<Card>,
    /// Every change cleaning made.
    pub fixes: Vec<Fix>,
    /// The other games' cards and sets (Lorcana, Palworld), read by
    /// [`super::other_games::read_other_games`]; empty when only Kayou is built.
    pub other_games: super::other_games::OtherGames,
}

/// Reads and cleans the raw card file with the corrections, and merges the official Japanese
/// card list into it (see [`official`]).
pub fn clean(files: SourceFiles<'_>) -> Result<CleanCatalog, CatalogError> {
    let raws: Vec<RawCard> =
        serde_json::from_str(files.raw_cards).map_err(|e| CatalogError::Source {
            file: "kayou_cards_raw.json".into(),
            message: e.to_string(),
        })?;
    let corrections: Vec<Correction> =
        serde_json::from_str(files.corrections).map_err(|e| CatalogError::Source {
            file: "corrections.json".into(),
            message: e.to_string(),
        })?;
    let mut fixes = Vec::new();
    let mut raws = raws;
    apply_corrections(&mut raws, &corrections, &mut fixes)?;
    // After the corrections, so a new ※ printing copies its base card's corrected text.
    let merged = official::merge(&mut raws, files.official, &mut fixes)?;

    // Base names, for shining printings listed under another name.
    let base_names: BTreeMap<String, String> = raws
        .iter()
        .filter(|r| !r.alt_art && r.variant.is_none())
        .filter_map(|r| Some((r.base_id.clone(), best_name(r)?)))
        .collect();

    let mut sets: BTreeMap<String, String> = BTreeMap::new();
    let mut cards = Vec::with_capacity(raws.len());
    for raw in &raws {
        sets.entry(raw.set.clone())
            .or_insert_with(|| raw.set_name.clone());
        cards.push(clean_card(
            raw,
            &base_names,
            &corrections,
            &merged,
            &mut fixes,
        )?);
    }
    Ok(CleanCatalog {
        sets: sets
            .into_iter()
            .map(|(set_code, name)| SetInfo { set_code, name })
            .collect(),
        cards,
        fixes,
        other_games: Default::default(),
    })
}

/// The Japanese name and text, where the English text comes from and whether it is disputed.
fn add_text_facts(
    card_id: &CardId,
    ability: Option<&str>,
    card: &mut KayouCard,
    corrections: &[Correction],
    merged: &MergeOutcome,
) {
    let id = card_id.as_str();
    if let Some(japanese) = merged.japanese.get(id) {
        card.name_ja = Some(japanese.name.clone());
        card.ability_ja = japanese.ability.clone();
        for other in &japanese.other_names {
            if !card.aliases.contains(other) {
                card.aliases.push(other.clone());
            }
        }
    }
    // A new printing's English text is its base card's.
    let text_id = merged.text_from.get(id).map_or(id, String::as_str);
    let correction = corrections.iter().find(|c| {
        c.field == "ability"
            && c.source.as_deref() == Some(OFFICIAL_CORRECTION)
            && CardId::parse(&c.id).is_ok_and(|c_id| c_id.as_str() == text_id)
    });
    card.text_origin = if ability.is_none() {
        TextOrigin::None
    } else if merged.english_ours.contains(id) || merged.english_ours.contains(text_id) {
        TextOrigin::Ponydeck
    } else if correction.is_some() {
        TextOrigin::Corrected
    } else {
        TextOrigin::Fan
    };
    card.text_disputed = ability.is_some() && correction.is_some_and(|c| c.disputed);
    if card.text_disputed
        && let Some(note) = correction.and_then(|c| c.note.as_ref())
    {
        card.notes.push(format!("translation disputed: {note}"));
    }
}

fn apply_corrections(
    raws: &mut [RawCard],
    corrections: &[Correction],
    fixes: &mut Vec<Fix>,
) -> Result<(), CatalogError> {
    for c in corrections {
        let stale = || CatalogError::Source {
            file: "corrections.json".into(),
            message: format!(
                "the correction of {} {} expects '{}', which is not there; update or remove it",
                c.id, c.field, c.from
            ),
        };
        let raw = raws.iter_mut().find(|r| r.id == c.id).ok_or_else(stale)?;
        let slot = match c.field.as_str() {
            "name" => &mut raw.name,
            "name_official_en" => &mut raw.name_official_en,
            "ability" => &mut raw.ability,
            "story_subtitle" => &mut raw.story_subtitle,
            "story_title" => &mut raw.story_title,
            _ => return Err(stale()),
        };
        let current = slot.clone().unwrap_or_default();
        if !current.contains(&c.from) {
            return Err(stale());
        }
        let after = current.replacen(&c.from, &c.to, 1);
        fixes.push(Fix {
            card_id: c.id.clone(),
            field: c.field.clone(),
            before: current,
            after: after.clone(),
            reason: c.reason.clone(),
        });
        *slot = Some(after);
    }
    Ok(())
}

fn strip_markers(text: &str) -> String {
    let mut out = text.to_string();
    for marker in EDITOR_MARKERS {
        out = out.replace(marker, "");
    }
    out.replace('\u{200b}', "").trim().to_string()
}

fn best_name(raw: &RawCard) -> Option<String> {
    raw.name_official_en
        .as_deref()
        .or(raw.name.as_deref())
        .map(strip_markers)
        .filter(|n| !n.is_empty())
}

/// Splits an official Story name `Title -- Subtitle` (also `——`, ` - `, `- `).
fn split_story_name(official: &str) -> Option<(String, String)> {
    for separator in ["——", "--", " - ", "- "] {
        if let Some((title, subtitle)) = official.split_once(separator) {
            let (title, subtitle) = (title.trim(), subtitle.trim());
            if !title.is_empty() && !subtitle.is_empty() {
                return Some((title.to_string(), subtitle.to_string()));
            }
        }
    }
    None
}

/// Mends chips written without brackets at the start of the text (`Inspo Boost Your ...`),
/// and card names written in square brackets (`[Rarity]`) into 「」 name quotes.
fn mend_ability(text: &str) -> String {
    let mut out = text.to_string();
    for chip in Chip::ALL {
        let label = chip.label();
        if let Some(rest) = out.strip_prefix(label)
            && rest.starts_with(' ')
        {
            out = format!("[{label}]{rest}");
        }
    }
    let mut mended = String::with_capacity(out.len());
    let mut rest = out.as_str();
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']') else {
            break;
        };
        let inner = &rest[open + 1..open + close];
        mended.push_str(&rest[..open]);
        if Chip::parse(inner).is_ok() {
            mended.push_str(&rest[open..=open + close]);
        } else {
            mended.push('「');
            mended.push_str(inner);
            mended.push('」');
        }
        rest = &rest[open + close + 1..];
    }
    mended.push_str(rest);
    mended
}

/// The chips of a cleaned text, in order of first appearance.
pub fn chips_of(text: &str) -> Vec<Chip> {
    let mut chips = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']') else {
            break;
        };
        if let Ok(chip) = Chip::parse(&rest[open + 1..open + close])
            && !chips.contains(&chip)
        {
            chips.push(chip);
        }
        rest = &rest[open + close + 1..];
    }
    chips
}

fn record_fix(fixes: &mut Vec<Fix>, id: &str, field: &str, before: &str, after: &str, why: &str) {
    if before != after {
        fixes.push(Fix {
            card_id: id.to_string(),
            field: field.to_string(),
            before: before.to_string(),
            after: after.to_string(),
            reason: why.to_string(),
        });
    }
}

fn clean_card(
    raw: &RawCard,
    base_names: &BTreeMap<String, String>,
    corrections: &[Correction],
    merged: &MergeOutcome,
    fixes: &mut Vec<Fix>,
) -> Result<Card, CatalogError> {
    let bad = |what: &str, value: &str| CatalogError::Source {
        file: "kayou_cards_raw.json".into(),
        message: format!("card {}: {what} '{value}' is not understood", raw.id),
    };
    let card_id = CardId::parse(&raw.id).map_err(|_| bad("ID", &raw.id))?;
    if card_id.number().as_str() != raw.base_id.to_uppercase() {
        return Err(bad("base ID", &raw.base_id));
    }
    let card_type = CardType::parse(&raw.card_type).map_err(|_| bad("type", &raw.card_type))?;
    let rarity = Rarity::parse(&raw.rarity).map_err(|_| bad("rarity", &raw.rarity))?;
    let color = match &raw.color {
        Some(c) => Some(Color::parse(c).ok_or_else(|| bad("colour", c))?),
        None => None,
    };
    let mut notes: Vec<String> = raw.data_flags.clone();
    let mut aliases: Vec<String> = Vec::new();

    // Names: the official English name where known; the fan name stays as an alias.
    let fan_name = raw
        .name
        .as_deref()
        .map(strip_markers)
        .filter(|n| !n.is_empty());
    if let Some(original) = &raw.name {
        record_fix(
            fixes,
            &raw.id,
            "name",
            original,
            fan_name.as_deref().unwrap_or(""),
            "removed editor markers",
        );
    }
    let official = raw.name_official_en.as_deref().map(strip_markers);
    let mut story = None;
    let mut name = fan_name.clone();
    if card_type == CardType::Story {
        let fan_title = raw.story_title.clone().or_else(|| fan_name.clone());
        let fan_subtitle = raw.story_subtitle.clone().map(|s| s.trim().to_string());
        let (title, subtitle) = match official.as_deref().and_then(split_story_name) {
            Some((title, subtitle)) => {
                if let Some(fan) = &fan_subtitle
                    && !fan.eq_ignore_ascii_case(&subtitle)
                {
                    aliases.push(fan.clone());
                    record_fix(
                        fixes,
                        &raw.id,
                        "story_subtitle",
                        fan,
                        &subtitle,
                        "official English subtitle; the fan subtitle is kept as an alias",
                    );
                }
                (Some(title), subtitle)
            }
            None => (fan_title, fan_subtitle.unwrap_or_default()),
        };
        name = title.clone().or(name);
        let stage = match raw.story_stage.as_deref() {
            Some(s) => Some(Stage::parse(s).map_err(|_| bad("stage", s))?),
            None => None,
        };
        story = Some(StoryInfo {
            title: title.unwrap_or_default(),
            subtitle,
            stage,
        });
    } else if let Some(official) = official.filter(|o| !o.is_empty()) {
        if let Some(fan) = &fan_name
            && fan != &official
        {
            aliases.push(fan.clone());
            record_fix(
                fixes,
                &raw.id,
                "name",
                fan,
                &official,
                "official English name; the fan name is kept as an alias",
            );
        }
        name = Some(official);
    }
    // A shining printing listed under another name than its base takes the base name.
    if raw.alt_art
        && let (Some(base), Some(own)) = (base_names.get(&raw.base_id), name.clone())
        && base != &own
        && card_type != CardType::Story
    {
        aliases.push(own.clone());
        record_fix(
            fixes,
            &raw.id,
            "name",
            &own,
            base,
            "a shining printing shares its base card's name (102.1.1)",
        );
        name = Some(base.clone());
    }
    if name.is_none() {
        notes.push("no source names this card".to_string());
    }

    let ability = match &raw.ability {
        Some(text) => {
            let stripped = strip_markers(text);
            record_fix(
                fixes,
                &raw.id,
                "ability",
                text,
                &stripped,
                "removed editor markers",
            );
            let mended = mend_ability(&stripped);
            record_fix(
                fixes,
                &raw.id,
                "ability",
                &stripped,
                &mended,
                "chip label put in brackets and card names in 「」",
            );
            Some(mended).filter(|t| !t.is_empty())
        }
        None => None,
    };
    let chips = ability.as_deref().map(chips_of).unwrap_or_default();
    let keywords: Vec<Keyword> = raw.keywords.iter().map(|k| Keyword::new(k)).collect();
    let everyday = raw.everyday == Some(true) || keywords.iter().any(|k| k.is("Everyday"));
    if !raw.stats_known {
        notes.push("stats unknown: cost, Inspiration and text are not in any source".to_string());
    }
    aliases.dedup();

    let mut details = KayouCard {
        product: raw.product.clone(),
        rarity,
        variant: raw.variant.clone(),
        card_type,
        type_inferred: raw.type_inferred,
        name,
        aliases,
        keywords,
        color,
        inspiration: raw.inspiration,
        everyday,
        story,
        chips,
        text_origin: TextOrigin::None,
        text_disputed: false,
        abilities: None,
        name_ja: None,
        ability_ja: None,
        stats_known: raw.stats_known,
        source: raw.source.clone(),
        notes,
    };
    add_text_facts(
        &card_id,
        ability.as_deref(),
        &mut details,
        corrections,
        merged,
    );
    Ok(Card::kayou_card(
        card_id,
        raw.set.clone(),
        raw.cost,
        ability,
        details,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chip_written_without_brackets_is_mended() {
        assert_eq!(
            mend_ability("Inspo Boost Your 「Rarity」 gets +1 Inspiration."),
            "[Inspo Boost] Your 「Rarity」 gets +1 Inspiration."
        );
    }

    #[test]
    fn card_names_in_square_brackets_become_name_quotes() {
        assert_eq!(
            mend_ability("[Appear] Choose 1 [Rarity] in your Adventure Area."),
            "[Appear] Choose 1 「Rarity」 in your Adventure Area."
        );
    }

    #[test]
    fn official_story_names_split_into_title_and_subtitle() {
        assert_eq!(
            split_story_name("Over a Barrel——Train Heist"),
            Some(("Over a Barrel".into(), "Train Heist".into()))
        );
        assert_eq!(
            split_story_name("Sweet and Elite- Best Friends Ever!"),
            Some(("Sweet and Elite".into(), "Best Friends Ever!".into()))
        );
    }

    #[test]
    fn chips_are_listed_once_in_order() {
        assert_eq!(
            chips_of("[Adventure] [Tap], draw. [Adventure] again"),
            vec![Chip::Adventure, Chip::Tap]
        );
    }
}
