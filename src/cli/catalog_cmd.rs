//! `ponydeck catalog stats|search|show|coverage|build`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use clap::Subcommand;
use serde_json::{Value, json};

use crate::card::{CardId, CardLookup, CardType, Game, KayouCard, TextOrigin};
use crate::catalog::{build_from_folder, build_from_shipped_sources};
use crate::search::{Query, search};

use crate::errln;
use crate::outln;

use super::{CliError, open_catalog, print_json};

/// `ponydeck catalog ...`
#[derive(Debug, Subcommand)]
pub enum CatalogCommand {
    /// Count the printings by type, set and rarity.
    Stats {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Search the catalog with the query syntax (e.g. `t:character k:unicorn c<=2`).
    Search {
        /// The query; several words are joined with spaces.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true)]
        query: Vec<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Show everything the catalog knows of one printing.
    Show {
        /// The printing ID, e.g. BP01-C01 or *BP01-CR01.
        card_id: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// How many printings' ability texts the engine carries out by itself.
    Coverage {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Rebuild the catalog from the card data (writes --catalog, default ./cards.db).
    Build {
        /// A folder with kayou_cards_raw.json and corrections.json (default: the data shipped
        /// inside ponydeck, the same as assets/catalog/).
        #[arg(long, value_name = "DIR")]
        from: Option<PathBuf>,
    },
}

/// Runs a catalog subcommand.
pub fn run(cmd: CatalogCommand, catalog: Option<&Path>, game: Game) -> Result<(), CliError> {
    match cmd {
        CatalogCommand::Show { card_id, json } if game != Game::Kayou => {
            super::game_cmd::show_cmd(&open_catalog(catalog)?, game, &card_id, json)
        }
        CatalogCommand::Coverage { .. } if game != Game::Kayou => Err(CliError::Input(format!(
            "catalog coverage counts the Kayou engine's abilities; {game} has no engine here"
        ))),
        CatalogCommand::Stats { json } if game != Game::Kayou => {
            super::game_cmd::stats_cmd(&open_catalog(catalog)?, game, json)
        }
        CatalogCommand::Stats { json } => stats(catalog, json),
        CatalogCommand::Search { query, json } => {
            // The query takes hyphen values (`-t:event`), so `--json` and `--game G` after it
            // arrive here.
            let mut json = json;
            let mut game = game;
            let mut words: Vec<&str> = Vec::new();
            let mut rest = query.iter().map(String::as_str);
            while let Some(word) = rest.next() {
                match word {
                    "--json" => json = true,
                    "--game" => {
                        let code = rest.next().unwrap_or("");
                        game = code.parse().map_err(CliError::Input)?;
                    }
                    w => match w.strip_prefix("--game=") {
                        Some(code) => game = code.parse().map_err(CliError::Input)?,
                        None => words.push(w),
                    },
                }
            }
            if game != Game::Kayou {
                return super::game_cmd::search_cmd(
                    &open_catalog(catalog)?,
                    game,
                    &words.join(" "),
                    json,
                );
            }
            search_cmd(catalog, &words.join(" "), json)
        }
        CatalogCommand::Show { card_id, json } => show(catalog, &card_id, json),
        CatalogCommand::Coverage { json } => coverage(catalog, json),
        CatalogCommand::Build { from } => build(catalog, from.as_deref()),
    }
}

fn stats(catalog: Option<&Path>, json: bool) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let cards: Vec<&crate::card::KayouCard> = catalog.index().kayou_cards().collect();
    let mut by_type: BTreeMap<&str, usize> = BTreeMap::new();
    let mut by_set: BTreeMap<&str, usize> = BTreeMap::new();
    let mut by_rarity: BTreeMap<String, usize> = BTreeMap::new();
    for card in &cards {
        *by_type.entry(card.card_type.name()).or_default() += 1;
        *by_set.entry(card.set_code.as_str()).or_default() += 1;
        let rarity = format!("{}{}", if card.shining { "※" } else { "" }, card.rarity);
        *by_rarity.entry(rarity).or_default() += 1;
    }
    let with_stats = cards.iter().filter(|c| c.stats_known).count();
    let shining = cards.iter().filter(|c| c.shining).count();
    let quality = set_quality(&cards);
    let numbers = cards
        .iter()
        .map(|c| &c.number)
        .collect::<std::collections::BTreeSet<_>>()
        .len();
    if json {
        return print_json(&json!({
            "cards": cards.len(),
            "with_stats": with_stats,
            "card_numbers": numbers,
            "shining": shining,
            "by_type": by_type,
            "by_set": by_set,
            "by_rarity": by_rarity,
            "sets": quality,
        }));
    }
    outln!(
        "{} printings of {} card numbers; {} with stats, {} shining (※).",
        cards.len(),
        numbers,
        with_stats,
        shining
    );
    for (title, counts) in [("By type", by_type), ("By set", by_set)] {
        outln!("{title}:");
        for (key, n) in counts {
            let set_name = catalog
                .sets()
                .iter()
                .find(|s| s.set_code == key)
                .map(|s| format!(" ({})", s.name))
                .unwrap_or_default();
            outln!("  {key:<16}{n:>5}{set_name}");
        }
    }
    outln!("By rarity:");
    for (key, n) in by_rarity {
        outln!("  {key:<16}{n:>5}");
    }
    outln!(
        "Data quality by set (printings / with stats / English text / official Japanese text / disputed):"
    );
    for (set, q) in &quality {
        outln!(
            "  {set:<8}{:>5} {:>5} {:>5} {:>5} {:>5}   English text: {} fan, {} corrected from the official text, {} by ponydeck",
            q.printings,
            q.with_stats,
            q.with_english_text,
            q.with_official_text,
            q.disputed,
            q.english_fan,
            q.english_corrected,
            q.english_ponydeck
        );
    }
    Ok(())
}

/// What the catalog knows of one set's printings (`catalog stats`).
#[derive(Debug, Default, serde::Serialize)]
struct SetQuality {
    printings: usize,
    with_stats: usize,
    with_english_text: usize,
    with_official_text: usize,
    disputed: usize,
    english_fan: usize,
    english_corrected: usize,
    english_ponydeck: usize,
}

fn set_quality(cards: &[&KayouCard]) -> BTreeMap<String, SetQuality> {
    let mut sets: BTreeMap<String, SetQuality> = BTreeMap::new();
    for card in cards {
        let q = sets.entry(card.set_code.clone()).or_default();
        q.printings += 1;
        q.with_stats += usize::from(card.stats_known);
        q.with_english_text += usize::from(card.ability.is_some());
        q.with_official_text += usize::from(card.ability_ja.is_some());
        q.disputed += usize::from(card.text_disputed);
        match card.text_origin {
            TextOrigin::Fan => q.english_fan += 1,
            TextOrigin::Corrected => q.english_corrected += 1,
            TextOrigin::Ponydeck => q.english_ponydeck += 1,
            TextOrigin::None => {}
        }
    }
    sets
}

/// The JSON object of one card, as `catalog search --json` and `catalog show --json` print it.
pub fn card_json(card: &KayouCard) -> Value {
    let story = card.story.as_ref();
    json!({
        "id": card.card_id.as_str(),
        "number": card.number.as_str(),
        "name": card.name,
        "display_name": card.display_name(),
        "aliases": card.aliases,
        "type": card.card_type.name(),
        "cost": card.cost,
        "inspiration": card.inspiration,
        "set": card.set_code,
        "product": card.product,
        "rarity": card.rarity.code(),
        "shining": card.shining,
        "variant": card.variant,
        "color": card.color.map(|c| c.name()),
        "keywords": card.keywords.iter().map(|k| k.as_str()).collect::<Vec<_>>(),
        "chips": card.chips.iter().map(|c| c.label()).collect::<Vec<_>>(),
        "everyday": card.everyday,
        "story_title": story.map(|s| s.title.as_str()),
        "story_subtitle": story.map(|s| s.subtitle.as_str()),
        "stage": card.stage().map(|s| s.number()),
        "text": card.ability,
        "text_origin": card.text_origin.code(),
        "text_disputed": card.text_disputed,
        "name_ja": card.name_ja,
        "text_ja": card.ability_ja,
        "stats_known": card.stats_known,
        "type_inferred": card.type_inferred,
        "notes": card.notes,
        // Issue 10: the compiled text, as plain sentences, and whether it is automated.
        "automation": card.abilities.as_ref().map(|c| if c.is_automated() { "automated" } else { "manual" }),
        "manual_reason": card.abilities.as_ref().and_then(|c| c.manual_reason()),
        "effects": card.abilities.as_ref().map(crate::ability::render_card),
    })
}

fn search_cmd(catalog: Option<&Path>, text: &str, json: bool) -> Result<(), CliError> {
    let query = Query::parse(text).map_err(|e| CliError::Input(format!("{e}\n{}", e.pointer())))?;
    let catalog = open_catalog(catalog)?;
    let found = search(catalog.index(), &query);
    if json {
        return print_json(&Value::Array(found.iter().map(|c| card_json(c)).collect()));
    }
    for card in &found {
        outln!("{}", summary_line(card));
    }
    errln!(
        "{} card{} found.",
        found.len(),
        if found.len() == 1 { "" } else { "s" }
    );
    Ok(())
}

/// One line per card: ID, type, cost/Inspiration, name.
pub fn summary_line(card: &KayouCard) -> String {
    let stats = match (card.card_type, card.cost, card.inspiration) {
        (CardType::Character, Some(c), Some(i)) => format!("{c}/{i}"),
        (_, Some(c), _) => format!("{c}"),
        (CardType::Story, _, _) => card.stage().map(|s| format!("St.{s}")).unwrap_or_default(),
        _ if !card.stats_known => "?".to_string(),
        _ => String::new(),
    };
    format!(
        "{:<14} {:<14} {:>5}  {}{}",
        card.card_id.as_str(),
        card.card_type.name(),
        stats,
        card.display_name(),
        if card.everyday { "  (Everyday)" } else { "" }
    )
}

fn show(catalog: Option<&Path>, text: &str, json: bool) -> Result<(), CliError> {
    let card_id = CardId::parse(text).map_err(|e| CliError::Input(e.to_string()))?;
    let catalog = open_catalog(catalog)?;
    let index = catalog.index();
    let Some((card, stood_in)) = index.resolve(&card_id) else {
        let near: Vec<String> = index
            .closest(text, 3)
            .iter()
            .map(|c| format!("{} {}", c.id, c.name))
            .collect();
        return Err(CliError::Input(format!(
            "no card {card_id} in the catalog {}; did you mean: {}?",
            catalog.path().display(),
            near.join(", ")
        )));
    };
    if stood_in {
        errln!(
            "ponydeck: {}.",
            crate::card::stood_in_sentence(&card_id, card, index)
        );
    }
    let fixes = catalog.fixes(&card.card_id)?;
    let printings: Vec<&str> = index
        .printings(&card.number)
        .iter()
        .map(|c| c.card_id.as_str())
        .collect();
    if json {
        let mut value = card_json(card);
        if let Some(object) = value.as_object_mut() {
            object.insert("printings".into(), json!(printings));
            object.insert(
                "fixes".into(),
                Value::Array(
                    fixes
                        .iter()
                        .map(|[field, before, after, reason]| {
                            json!({"field": field, "before": before, "after": after, "reason": reason})
                        })
                        .collect(),
                ),
            );
        }
        return print_json(&value);
    }
    outln!("{}  {}", card.card_id, card.display_name());
    let shining = if card.shining { "※" } else { "" };
    outln!(
        "{} · {} · rarity {shining}{} · card number {}",
        card.card_type,
        card.set_code,
        card.rarity,
        card.number
    );
    if !card.aliases.is_empty() {
        outln!("Also known as: {}", card.aliases.join("; "));
    }
    if let Some(color) = card.color {
        outln!("Colour: {color}");
    }
    if !card.keywords.is_empty() {
        let words: Vec<&str> = card.keywords.iter().map(|k| k.as_str()).collect();
        outln!("Keywords: {}", words.join(", "));
    }
    match (card.cost, card.inspiration) {
        (Some(c), Some(i)) => outln!("Cost {c} · Inspiration {i}"),
        (Some(c), None) => outln!("Cost {c}"),
        _ => {}
    }
    if let Some(story) = &card.story {
        let stage = story.stage.map(|s| s.roman()).unwrap_or("?");
        outln!(
            "Story: {} — {} (stage {stage})",
            story.title,
            story.subtitle
        );
    }
    if card.everyday {
        outln!("Everyday Scene: any number may be in a Scene Deck (102.1.2).");
    }
    if let Some(text) = &card.ability {
        let disputed = if card.text_disputed {
            "; translation disputed, see the official text"
        } else {
            ""
        };
        outln!("\n{text}\n  ({}{disputed})\n", card.text_origin.describe());
        match &card.abilities {
            Some(compiled) if compiled.is_automated() => {
                outln!("What the engine does:");
                for sentence in crate::ability::render_card(compiled) {
                    outln!("  - {sentence}");
                }
                outln!();
            }
            Some(compiled) => outln!(
                "Not automated: {} (resolve it by hand).\n",
                compiled.manual_reason().unwrap_or("no reason recorded")
            ),
            None => {}
        }
    }
    if let Some(name_ja) = &card.name_ja {
        outln!("Official Japanese name: {name_ja}");
    }
    if let Some(text_ja) = &card.ability_ja {
        outln!("Official Japanese text:\n{text_ja}\n");
    }
    if !card.stats_known {
        outln!("Stats unknown: no source gives this card's cost, Inspiration or text.");
    }
    if printings.len() > 1 {
        outln!("Printings of {}: {}", card.number, printings.join(", "));
    }
    for note in &card.notes {
        outln!("Data note: {note}");
    }
    for [field, before, after, reason] in &fixes {
        outln!("Mended {field}: '{before}' -> '{after}' ({reason})");
    }
    Ok(())
}

fn build(catalog: Option<&Path>, from: Option<&Path>) -> Result<(), CliError> {
    let target = catalog
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("cards.db"));
    let report = match from {
        Some(folder) => build_from_folder(folder, &target)?,
        None => build_from_shipped_sources(&target)?,
    };
    outln!(
        "Built {}: {} printings in {} sets, {} cleaning fixes recorded; {} printings of other games (Lorcana, Palworld).",
        target.display(),
        report.cards,
        report.sets,
        report.fixes,
        report.other_cards
    );
    Ok(())
}

/// `catalog coverage`: printings with ability text (stats known) that the engine carries out,
/// and those it leaves to the player (see [`crate::sim::AbilityCoverage`]).
fn coverage(catalog: Option<&Path>, json: bool) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let coverage = crate::sim::AbilityCoverage::of(catalog.index());
    if json {
        let by_set: serde_json::Map<String, serde_json::Value> = coverage
            .by_set
            .iter()
            .map(|(set, c)| {
                (
                    set.clone(),
                    json!({"with_text": c.with_text, "compiled": c.compiled, "automated": c.automated}),
                )
            })
            .collect();
        return print_json(&json!({
            "with_text": coverage.with_text,
            "compiled": coverage.compiled,
            "automated": coverage.automated.len(),
            "percent": (coverage.percent() * 10.0).round() / 10.0,
            "automated_cards": coverage.automated,
            "manual": coverage.manual,
            "reasons": coverage.reasons,
            "by_set": by_set,
        }));
    }
    outln!(
        "{} printings with ability text (stats known): {} compile into typed effects; the engine carries out {} by itself ({:.1}%), {} are left to the player (pending abilities, 504.4.1).",
        coverage.with_text,
        coverage.compiled,
        coverage.automated.len(),
        coverage.percent(),
        coverage.manual.len()
    );
    for (set, c) in &coverage.by_set {
        outln!(
            "  {set}: {} of {} compiled, {} carried out by the engine",
            c.compiled,
            c.with_text,
            c.automated
        );
    }
    for (id, reason) in &coverage.reasons {
        outln!("  manual {id}: {reason}");
    }
    Ok(())
}
