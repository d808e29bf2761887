//! The official Japanese card list (`kayou_official_ja.json`, a snapshot of mlptcg-jp.com's card
//! list; see `assets/catalog/SOURCES.md` §6) merged into the raw English card data at catalog
//! build:
//!
//! - the printings no English source has (the promos PR01-PR06, the BP02 ※ printings, the PR
//!   reprints of ※BP02-CR01-06, the ※SD01-CR printings of BP01 packs, the Treat token TK-01);
//! - BP03's cost, Inspiration, keywords, type and Story stage (the English sources give names
//!   only), with English text of ponydeck's own rendering (`kayou_text_en_ours.json`);
//! - the Everyday mark of every Scene (102.1.2), from the list and its overrides file;
//! - a check of every printing's type, cost, Inspiration and Story stage against the list, each
//!   difference fixed and recorded as a [`Fix`] naming the official list as its source;
//! - the Japanese name and text of every printing, kept beside the English.
//!
//! Where the list holds several records for one card ID, `official_decisions.json` says which
//! printing each record is; the build refuses an ID that is not decided.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;

use crate::card::{CardId, CardType};

use super::CatalogError;
use super::source::{Fix, RawCard};

/// The official Japanese card list shipped in the binary.
pub const OFFICIAL_JA: &str = include_str!("../../assets/catalog/kayou_official_ja.json");
/// The overrides file that comes with the list (Everyday marks read from the card images).
pub const OFFICIAL_OVERRIDES: &str =
    include_str!("../../assets/catalog/kayou_official_ja_overrides.json");
/// ponydeck's decisions on the list's duplicate and faulty records.
pub const OFFICIAL_DECISIONS: &str = include_str!("../../assets/catalog/official_decisions.json");
/// ponydeck's English renderings of official texts no English source has.
pub const ENGLISH_OURS: &str = include_str!("../../assets/catalog/kayou_text_en_ours.json");

/// Where every merged value comes from, as named in `card_fixes` and notes.
pub const OFFICIAL_SOURCE: &str = "official Japanese card list (mlptcg-jp.com, 2026-10-05)";

/// The source label of printings that only the official list has.
const OFFICIAL_SOURCE_LABEL: &str = "mlptcg-jp.com:cardlist (via nobuRogue/mlptcg-deckbuilder)";

/// The four files of the official list and ponydeck's additions to it.
#[derive(Debug, Clone, Copy)]
pub struct OfficialSources<'a> {
    /// `kayou_official_ja.json`.
    pub list: &'a str,
    /// `kayou_official_ja_overrides.json`.
    pub overrides: &'a str,
    /// `official_decisions.json`.
    pub decisions: &'a str,
    /// `kayou_text_en_ours.json`.
    pub english_ours: &'a str,
}

impl OfficialSources<'static> {
    /// The files shipped in the binary.
    pub fn shipped() -> OfficialSources<'static> {
        OfficialSources {
            list: OFFICIAL_JA,
            overrides: OFFICIAL_OVERRIDES,
            decisions: OFFICIAL_DECISIONS,
            english_ours: ENGLISH_OURS,
        }
    }
}

#[derive(Debug, Deserialize)]
struct OfficialList {
    cards: Vec<OfficialRecord>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
struct OfficialRecord {
    record_id: String,
    id: String,
    card_no: String,
    name: String,
    series: String,
    sub_series: String,
    rarity: String,
    #[serde(rename = "type")]
    card_type: String,
    harmony: Option<u8>,
    idea: Option<u8>,
    #[serde(default)]
    keywords: Vec<String>,
    #[serde(default)]
    effect: String,
    story_stage: Option<u8>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Overrides {
    daily_card_nos: Vec<String>,
    non_daily_card_nos: Vec<String>,
    #[serde(rename = "$verified")]
    verified: String,
}

#[derive(Debug, Deserialize)]
struct Decisions {
    records: Vec<RecordDecision>,
    stats_from_base: Vec<StatsFromBase>,
}

#[derive(Debug, Deserialize)]
struct RecordDecision {
    record_id: String,
    printing: Option<String>,
    reason: String,
}

#[derive(Debug, Deserialize)]
struct StatsFromBase {
    printing: String,
    reason: String,
}

#[derive(Debug, Deserialize)]
struct EnglishOurs {
    keywords: Vec<KeywordName>,
    cards: Vec<OurText>,
    names: Vec<OurName>,
}

#[derive(Debug, Deserialize)]
struct KeywordName {
    ja: String,
    en: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct OurText {
    card_number: String,
    ja: String,
    ability: String,
}

#[derive(Debug, Deserialize)]
struct OurName {
    card_number: String,
    name: String,
    subtitle: Option<String>,
}

/// The Japanese name and text of one printing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct JapaneseText {
    /// The official name (Stories: `Title——Subtitle`).
    pub name: String,
    /// The official ability text, if the card has one.
    pub ability: Option<String>,
    /// Other official names of the same printing (the site spells a few twice).
    pub other_names: Vec<String>,
}

/// What the merge adds beside the raw records.
#[derive(Debug, Clone, Default)]
pub struct MergeOutcome {
    /// The Japanese name and text of each printing, by printing ID.
    pub japanese: BTreeMap<String, JapaneseText>,
    /// Printings whose English text is ponydeck's rendering of the official text.
    pub english_ours: BTreeSet<String>,
    /// New printings that copy their base card's English text: printing ID -> base ID.
    pub text_from: BTreeMap<String, String>,
}

fn source_error(file: &str, message: String) -> CatalogError {
    CatalogError::Source {
        file: file.to_string(),
        message,
    }
}

fn parse<'de, T: Deserialize<'de>>(file: &str, text: &'de str) -> Result<T, CatalogError> {
    serde_json::from_str(text).map_err(|e| source_error(file, e.to_string()))
}

/// The card type the list names in Japanese.
fn card_type_of(record: &OfficialRecord) -> Result<CardType, CatalogError> {
    Ok(match record.card_type.as_str() {
        "キャラ" => CardType::Character,
        "イベント" => CardType::Event,
        "アイテム" => CardType::Item,
        "シーン" => CardType::Scene,
        "ストーリー" => CardType::Story,
        "主役" => CardType::MainCharacter,
        "トークン" => CardType::Token,
        other => {
            return Err(source_error(
                "kayou_official_ja.json",
                format!(
                    "record {} ({}): the card type '{other}' is not known",
                    record.record_id, record.id
                ),
            ));
        }
    })
}

/// The product a record was sold in: the starter deck's own code, the booster set, or PR.
fn product_of(record: &OfficialRecord, number: &str) -> String {
    match (record.series.as_str(), record.sub_series.as_str()) {
        ("スターターデッキ", _) => number.split('-').next().unwrap_or(number).to_string(),
        (_, "友情の始まり") => "SD01".to_string(),
        (_, "不思議な旅") => "BP01".to_string(),
        (_, "混沌の悪戯") => "BP02".to_string(),
        (_, "ナイトメアナイト") => "BP03".to_string(),
        _ => "PR".to_string(),
    }
}

/// Keywords the list uses for what is not a trait or a name.
fn is_mark_keyword(keyword: &str) -> bool {
    keyword.starts_with("ステージマーク") || keyword == "日常" || keyword == "トークン"
}

/// The Everyday mark (日常) in the list's keywords.
const EVERYDAY_JA: &str = "日常";

/// Only these types carry a cost (the list gives Scenes and one Main Character a cost by mistake;
/// SOURCES_official_ja.md, "Known faults").
fn has_cost(card_type: CardType) -> bool {
    matches!(
        card_type,
        CardType::Character | CardType::Event | CardType::Item
    )
}

fn normalize_id(text: &str) -> String {
    CardId::parse(text).map_or_else(|_| text.to_string(), |id| id.as_str().to_string())
}

/// Merges the official list into `raws` (see the module docs); every change is pushed to `fixes`.
pub fn merge(
    raws: &mut Vec<RawCard>,
    sources: OfficialSources<'_>,
    fixes: &mut Vec<Fix>,
) -> Result<MergeOutcome, CatalogError> {
    let list: OfficialList = parse("kayou_official_ja.json", sources.list)?;
    let overrides: Overrides = parse("kayou_official_ja_overrides.json", sources.overrides)?;
    let decisions: Decisions = parse("official_decisions.json", sources.decisions)?;
    let ours: EnglishOurs = parse("kayou_text_en_ours.json", sources.english_ours)?;

    let (printings, mut decision_notes) = assign_printings(&list.cards, &decisions)?;
    let stats_from_base: BTreeMap<String, &str> = decisions
        .stats_from_base
        .iter()
        .map(|s| (normalize_id(&s.printing), s.reason.as_str()))
        .collect();
    let keyword_names: BTreeMap<&str, &[String]> = ours
        .keywords
        .iter()
        .map(|k| (k.ja.as_str(), k.en.as_slice()))
        .collect();
    let our_texts: BTreeMap<String, &OurText> = ours
        .cards
        .iter()
        .map(|t| (normalize_id(&t.card_number), t))
        .collect();
    let our_names: BTreeMap<String, &OurName> = ours
        .names
        .iter()
        .map(|n| (normalize_id(&n.card_number), n))
        .collect();

    let mut outcome = MergeOutcome::default();
    for (printing, records) in &printings {
        let Some(record) = records.first().copied() else {
            continue;
        };
        let card_type = card_type_of(record)?;
        let position = match raws.iter().position(|r| normalize_id(&r.id) == *printing) {
            Some(position) => position,
            None => {
                let (raw, base) = new_printing(printing, record, card_type, raws, &keyword_names)?;
                if let Some(base) = base.filter(|_| raw.ability.is_some()) {
                    outcome.text_from.insert(printing.clone(), base);
                }
                raws.push(raw);
                raws.len() - 1
            }
        };
        let Some(raw) = raws.get_mut(position) else {
            continue;
        };
        raw.data_flags
            .extend(decision_notes.remove(printing).unwrap_or_default());
        if let Some(reason) = stats_from_base.get(printing) {
            raw.data_flags.push(format!(
                "the official list gives this printing another card's stats and text; {reason}"
            ));
        } else {
            check_stats(raw, record, card_type, &keyword_names, fixes)?;
        }
        if card_type == CardType::Scene {
            mark_everyday(raw, record, &overrides, fixes);
        }
        if let Some(name) = our_names.get(&normalize_id(&raw.base_id)) {
            name_from_ours(raw, name, fixes);
        }
        let effect = record.effect.trim();
        if raw.ability.is_none() && !effect.is_empty() && !stats_from_base.contains_key(printing) {
            let number = normalize_id(&raw.base_id);
            let ours = our_texts.get(&number).ok_or_else(|| {
                source_error(
                    "kayou_text_en_ours.json",
                    format!(
                        "{printing} has official text but no English text; add an English rendering for {number}"
                    ),
                )
            })?;
            if ours.ja.trim() != effect {
                return Err(source_error(
                    "kayou_text_en_ours.json",
                    format!(
                        "the English rendering of {number} was written for another official text than the list's; render the list's text again"
                    ),
                ));
            }
            raw.ability = Some(ours.ability.clone());
            raw.data_flags.push(
                "English text written by ponydeck from the official Japanese text (no English source has it)"
                    .to_string(),
            );
            outcome.english_ours.insert(printing.clone());
        }
        let ability = if stats_from_base.contains_key(printing) {
            None
        } else {
            Some(effect.to_string()).filter(|e| !e.is_empty())
        };
        let mut other_names: Vec<String> = records
            .iter()
            .skip(1)
            .map(|r| r.name.clone())
            .filter(|n| n != &record.name)
            .collect();
        other_names.dedup();
        outcome.japanese.insert(
            printing.clone(),
            JapaneseText {
                name: record.name.clone(),
                ability,
                other_names,
            },
        );
    }
    // Printings whose Japanese text had to come from the base card (mislabelled records).
    for printing in stats_from_base.keys() {
        let base = CardId::parse(printing)
            .map(|id| id.number().as_str().to_string())
            .unwrap_or_default();
        let base_text = outcome.japanese.get(&base).map(|t| t.ability.clone());
        if let (Some(ability), Some(text)) = (base_text, outcome.japanese.get_mut(printing)) {
            text.ability = ability;
        }
    }
    Ok(outcome)
}

/// Which printing each record of the list is: by the decisions file where it names the record,
/// else the record's own ID. Printing ID -> its records, first the one that decides.
/// Also returns each decision's reason as a note on the printing it concerns.
type Assignment<'a> = (
    BTreeMap<String, Vec<&'a OfficialRecord>>,
    BTreeMap<String, Vec<String>>,
);

fn assign_printings<'a>(
    records: &'a [OfficialRecord],
    decisions: &Decisions,
) -> Result<Assignment<'a>, CatalogError> {
    let decided: BTreeMap<&str, &RecordDecision> = decisions
        .records
        .iter()
        .map(|d| (d.record_id.as_str(), d))
        .collect();
    let mut per_id: BTreeMap<&str, usize> = BTreeMap::new();
    for record in records {
        *per_id.entry(record.id.as_str()).or_default() += 1;
    }
    let mut printings: BTreeMap<String, Vec<&OfficialRecord>> = BTreeMap::new();
    let mut notes: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for record in records {
        let printing = match decided.get(record.record_id.as_str()) {
            Some(decision) => {
                let about = decision.printing.as_deref().unwrap_or(&record.id);
                notes.entry(normalize_id(about)).or_default().push(format!(
                    "official list record {}: {}",
                    record.record_id, decision.reason
                ));
                match &decision.printing {
                    Some(printing) => printing.clone(),
                    None => continue,
                }
            }
            None if per_id.get(record.id.as_str()).copied().unwrap_or(0) > 1 => {
                return Err(source_error(
                    "official_decisions.json",
                    format!(
                        "the official list has several records of {} (record {} among them); say in official_decisions.json which printing each one is",
                        record.id, record.record_id
                    ),
                ));
            }
            None => record.id.clone(),
        };
        let id = CardId::parse(&printing).map_err(|_| {
            source_error(
                "official_decisions.json",
                format!("record {}: '{printing}' is not a card ID", record.record_id),
            )
        })?;
        if id.number().as_str() != record.card_no.trim() {
            return Err(source_error(
                "official_decisions.json",
                format!(
                    "record {} is card number {}, but the printing {printing} is not",
                    record.record_id, record.card_no
                ),
            ));
        }
        printings
            .entry(id.as_str().to_string())
            .or_default()
            .push(record);
    }
    Ok((printings, notes))
}

/// English keywords for the list's Japanese ones (traits and names; marks left out).
fn english_keywords(
    record: &OfficialRecord,
    names: &BTreeMap<&str, &[String]>,
) -> Result<Vec<String>, CatalogError> {
    let mut out: Vec<String> = Vec::new();
    for keyword in record.keywords.iter().filter(|k| !is_mark_keyword(k)) {
        let english = names.get(keyword.as_str()).ok_or_else(|| {
            source_error(
                "kayou_text_en_ours.json",
                format!(
                    "{}: the keyword '{keyword}' has no English name; add it to the keywords list",
                    record.id
                ),
            )
        })?;
        for word in english.iter() {
            if !out.contains(word) {
                out.push(word.clone());
            }
        }
    }
    Ok(out)
}

/// A printing only the official list has, made from its base card where one exists (then also
/// the base printing's ID, whose English text it shares).
fn new_printing(
    printing: &str,
    record: &OfficialRecord,
    card_type: CardType,
    raws: &[RawCard],
    keyword_names: &BTreeMap<&str, &[String]>,
) -> Result<(RawCard, Option<String>), CatalogError> {
    let id = CardId::parse(printing).map_err(|_| {
        source_error(
            "official_decisions.json",
            format!("'{printing}' is not a card ID"),
        )
    })?;
    let number = id.number().as_str().to_string();
    let base = raws
        .iter()
        .find(|r| normalize_id(&r.id) == number)
        .or_else(|| raws.iter().find(|r| normalize_id(&r.base_id) == number));
    // 2.0.0 "Tokens": a Token card has no rarity (the list files TK-01 under PR).
    let rarity = match card_type {
        CardType::Token => "TK".to_string(),
        _ => record.rarity.trim_end_matches('※').to_string(),
    };
    let product = product_of(record, &number);
    let variant = id.variant().map(str::to_string);
    let mut flags = vec![format!(
        "printing listed only by the {OFFICIAL_SOURCE}; its English name and text are its base card's"
    )];
    let base_id = base.map(|b| normalize_id(&b.id));
    let raw = match base {
        Some(base) => RawCard {
            id: id.as_str().to_string(),
            base_id: number,
            alt_art: id.is_shining(),
            variant,
            product,
            // The PR reprints keep their card number's rarity, so completion counts the number
            // once (102.1.1); the product says they are promos.
            rarity: base.rarity.clone(),
            source: OFFICIAL_SOURCE_LABEL.to_string(),
            data_flags: std::mem::take(&mut flags),
            ..base.clone()
        },
        None => {
            let keywords = if matches!(card_type, CardType::Character | CardType::MainCharacter) {
                english_keywords(record, keyword_names)?
            } else {
                Vec::new()
            };
            // A Character with no English source is named by its name keyword.
            let name = keyword_names
                .get(record.name.as_str())
                .and_then(|names| names.first().cloned());
            let (set, set_name) = match card_type {
                CardType::Token => ("TK", "Tokens"),
                _ => ("PR", "Promotional cards"),
            };
            RawCard {
                id: id.as_str().to_string(),
                base_id: number,
                alt_art: id.is_shining(),
                variant,
                set: set.to_string(),
                set_name: set_name.to_string(),
                product,
                rarity,
                card_type: card_type.name().to_string(),
                type_inferred: false,
                name,
                name_official_en: None,
                keywords,
                color: None,
                cost: record.harmony.filter(|_| has_cost(card_type)),
                inspiration: record.idea.filter(|_| card_type == CardType::Character),
                everyday: None,
                ability: None,
                chips: Vec::new(),
                story_title: None,
                story_subtitle: None,
                story_stage: None,
                stats_known: true,
                source: OFFICIAL_SOURCE_LABEL.to_string(),
                data_flags: vec![format!(
                    "printing listed only by the {OFFICIAL_SOURCE}; English name from its keywords"
                )],
            }
        }
    };
    Ok((raw, base_id))
}

fn push_fix(fixes: &mut Vec<Fix>, id: &str, field: &str, before: String, after: String, why: &str) {
    if before != after {
        fixes.push(Fix {
            card_id: id.to_string(),
            field: field.to_string(),
            before,
            after,
            reason: why.to_string(),
        });
    }
}

fn show(value: Option<u8>) -> String {
    value.map_or_else(String::new, |v| v.to_string())
}

/// Checks (or, for cards with no stats yet, fills) type, cost, Inspiration, keywords and Story
/// stage against the official record.
fn check_stats(
    raw: &mut RawCard,
    record: &OfficialRecord,
    card_type: CardType,
    keyword_names: &BTreeMap<&str, &[String]>,
    fixes: &mut Vec<Fix>,
) -> Result<(), CatalogError> {
    let filling = !raw.stats_known;
    let why = if filling {
        format!("from the {OFFICIAL_SOURCE}: no English source gives this card's stats")
    } else {
        format!("the {OFFICIAL_SOURCE} gives this value")
    };
    let id = raw.id.clone();
    if raw.card_type != card_type.name() {
        push_fix(
            fixes,
            &id,
            "card_type",
            raw.card_type.clone(),
            card_type.name().to_string(),
            &why,
        );
        raw.card_type = card_type.name().to_string();
    }
    if raw.type_inferred {
        raw.type_inferred = false;
        raw.data_flags
            .retain(|f| !f.starts_with("card type inferred"));
    }
    let cost = record.harmony.filter(|_| has_cost(card_type));
    if cost.is_some() && raw.cost != cost {
        push_fix(fixes, &id, "cost", show(raw.cost), show(cost), &why);
        raw.cost = cost;
    }
    let inspiration = record.idea.filter(|_| card_type == CardType::Character);
    if inspiration.is_some() && raw.inspiration != inspiration {
        push_fix(
            fixes,
            &id,
            "inspiration",
            show(raw.inspiration),
            show(inspiration),
            &why,
        );
        raw.inspiration = inspiration;
    }
    if let Some(stage) = record.story_stage.filter(|_| card_type == CardType::Story) {
        let numeral = match stage {
            1 => "I",
            2 => "II",
            3 => "III",
            _ => "IV",
        };
        let current = raw.story_stage.clone().unwrap_or_default();
        if !current.eq_ignore_ascii_case(numeral) && current != stage.to_string() {
            push_fix(
                fixes,
                &id,
                "story_stage",
                current,
                numeral.to_string(),
                &why,
            );
            raw.story_stage = Some(numeral.to_string());
        }
    }
    if filling {
        if matches!(card_type, CardType::Character | CardType::MainCharacter) {
            let keywords = english_keywords(record, keyword_names)?;
            push_fix(
                fixes,
                &id,
                "keywords",
                raw.keywords.join(", "),
                keywords.join(", "),
                &why,
            );
            raw.keywords = keywords;
        }
        raw.stats_known = true;
        raw.data_flags
            .retain(|f| !f.starts_with("no cost/inspiration/ability text"));
        raw.source = format!("{} + {OFFICIAL_SOURCE_LABEL}", raw.source);
    }
    Ok(())
}

/// 102.1.2: the Everyday mark, from the list's 日常 keyword or the overrides read from the card
/// images; the reason is kept on the card.
fn mark_everyday(
    raw: &mut RawCard,
    record: &OfficialRecord,
    overrides: &Overrides,
    fixes: &mut Vec<Fix>,
) {
    let number = record.card_no.trim();
    let listed = record.keywords.iter().any(|k| k == EVERYDAY_JA);
    let seen = overrides.daily_card_nos.iter().any(|n| n == number);
    let not_seen = overrides.non_daily_card_nos.iter().any(|n| n == number);
    // The overrides' `$verified` note starts with the date the images were checked.
    let checked = overrides.verified.get(..10).unwrap_or("2026-10-05");
    let before = raw.everyday == Some(true) || raw.keywords.iter().any(|k| k == "Everyday");
    let agrees = if before {
        "; the English fan data marks it Everyday too"
    } else {
        ""
    };
    let (everyday, reason) = if not_seen {
        (
            false,
            format!(
                "not Everyday: the card image shows no Everyday mark (checked by eye on {checked}, kayou_official_ja_overrides.json)"
            ),
        )
    } else if listed {
        (
            true,
            format!(
                "Everyday (102.1.2): the {OFFICIAL_SOURCE} gives the keyword 日常 (Everyday){agrees}"
            ),
        )
    } else if seen {
        (
            true,
            format!(
                "Everyday (102.1.2): the card image bears the Everyday mark (all 20 Scene kinds checked by eye on {checked}, kayou_official_ja_overrides.json){agrees}"
            ),
        )
    } else {
        return;
    };
    if before != everyday {
        push_fix(
            fixes,
            &raw.id.clone(),
            "everyday",
            before.to_string(),
            everyday.to_string(),
            &reason,
        );
    }
    raw.everyday = Some(everyday);
    if !everyday {
        raw.keywords.retain(|k| k != "Everyday");
    }
    raw.data_flags.push(reason);
}

/// A name no English source gives, from ponydeck's rendering of the official name.
fn name_from_ours(raw: &mut RawCard, name: &OurName, fixes: &mut Vec<Fix>) {
    let english = match &name.subtitle {
        Some(subtitle) => format!("{}——{subtitle}", name.name),
        None => name.name.clone(),
    };
    if raw.name_official_en.as_deref() == Some(english.as_str()) {
        return;
    }
    push_fix(
        fixes,
        &raw.id.clone(),
        "name_official_en",
        raw.name_official_en.clone().unwrap_or_default(),
        english.clone(),
        "no English source names this card; ponydeck's rendering of the official Japanese name",
    );
    raw.name_official_en = Some(english);
    raw.data_flags
        .push("English name written by ponydeck from the official Japanese name".to_string());
}
