//! `ponydeck catalog stats|search|show|coverage|build`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use clap::Subcommand;
use serde_json::{Value, json};

use crate::card::{Card, CardDetails, CardId, CardType, Game, KayouCard, TextOrigin};
use crate::catalog::{build_from_folder, build_from_shipped_sources};
use crate::search::{Query, search};

use crate::errln;
use crate::outln;

use super::terminal_text::{printable, printable_line};
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
        CatalogCommand::Coverage { json } if game == Game::Lorcana => {
            lorcana_coverage(catalog, json)
        }
        CatalogCommand::Coverage { .. } if !game.has_engine() => Err(CliError::Input(format!(
            "catalog coverage counts the engine's abilities; {game} has no engine here yet"
        ))),
        CatalogCommand::Stats { json } => stats(catalog, game, json),
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
            search_cmd(catalog, game, &words.join(" "), json)
        }
        CatalogCommand::Show { card_id, json } => show(catalog, game, &card_id, json),
        CatalogCommand::Coverage { json } => coverage(catalog, json),
        CatalogCommand::Build { from } => build(catalog, from.as_deref()),
    }
}

fn stats(catalog: Option<&Path>, game: Game, json: bool) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let cards = catalog.game_index(game)?;
    let mut by_type: BTreeMap<&str, usize> = BTreeMap::new();
    let mut by_set: BTreeMap<&str, usize> = BTreeMap::new();
    let mut by_rarity: BTreeMap<String, usize> = BTreeMap::new();
    for card in cards.cards() {
        *by_type.entry(card.card_type.as_str()).or_default() += 1;
        *by_set.entry(card.set_code.as_str()).or_default() += 1;
        let shining = if card.id.is_shining() { "※" } else { "" };
        *by_rarity
            .entry(format!("{shining}{}", card.rarity))
            .or_default() += 1;
    }
    // Cards as the copy limit counts them: Kayou's card numbers, Lorcana's full names, Palworld's
    // card names.
    let distinct = cards
        .cards()
        .iter()
        .map(|c| c.copy_key.as_str())
        .collect::<std::collections::BTreeSet<_>>()
        .len();
    let kayou: Vec<(&Card, &KayouCard)> = cards
        .cards()
        .iter()
        .filter_map(|c| Some((c, c.kayou()?)))
        .collect();
    let with_stats = kayou.iter().filter(|(_, k)| k.stats_known).count();
    let shining = kayou.iter().filter(|(c, _)| c.id.is_shining()).count();
    let quality = set_quality(&kayou);
    if json {
        let mut value = json!({
            "game": game.code(),
            "cards": cards.len(),
            "distinct_cards": distinct,
            "by_type": by_type,
            "by_set": by_set,
            "by_rarity": by_rarity,
        });
        if let (Some(object), false) = (value.as_object_mut(), kayou.is_empty()) {
            object.insert("with_stats".into(), json!(with_stats));
            object.insert("card_numbers".into(), json!(distinct));
            object.insert("shining".into(), json!(shining));
            object.insert("sets".into(), json!(quality));
        }
        return print_json(&value);
    }
    if kayou.is_empty() {
        outln!(
            "{}: {} printings of {distinct} cards.",
            game.title(),
            cards.len()
        );
    } else {
        outln!(
            "{} printings of {} card numbers; {} with stats, {} shining (※).",
            cards.len(),
            distinct,
            with_stats,
            shining
        );
    }
    let sets = catalog.game_sets(game)?;
    for (title, counts) in [("By type", by_type), ("By set", by_set)] {
        outln!("{title}:");
        for (key, n) in counts {
            let set_name = sets
                .iter()
                .find(|s| s.set_code == key)
                .map(|s| format!(" ({})", printable_line(&s.name)))
                .unwrap_or_default();
            outln!("  {:<16}{n:>5}{set_name}", printable_line(key));
        }
    }
    outln!("By rarity:");
    for (key, n) in by_rarity {
        outln!("  {:<16}{n:>5}", printable_line(&key));
    }
    if quality.is_empty() {
        return Ok(());
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

fn set_quality(cards: &[(&Card, &KayouCard)]) -> BTreeMap<String, SetQuality> {
    let mut sets: BTreeMap<String, SetQuality> = BTreeMap::new();
    for (record, card) in cards {
        let q = sets.entry(record.set_code.clone()).or_default();
        q.printings += 1;
        q.with_stats += usize::from(card.stats_known);
        q.with_english_text += usize::from(record.text.is_some());
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

/// The JSON object of one card, as `catalog search --json` and `catalog show --json` print it:
/// the shared facts and the game's own.
pub fn card_json(card: &Card) -> Value {
    let kayou = match &card.details {
        CardDetails::Kayou(kayou) => return kayou_json(card, kayou),
        CardDetails::Lorcana(d) => json!({
            "inks": d.inks,
            "inkable": d.inkable,
            "strength": d.strength,
            "willpower": d.willpower,
            "lore": d.lore,
            "classifications": d.classifications,
            "version": d.version,
        }),
        CardDetails::Palworld(d) => json!({
            "colour": d.colour,
            "lucky": d.lucky,
            "power": d.power,
            "strike": d.strike,
            "elements": d.elements,
            "work_suitability": d.work_suitability,
            "soul": d.soul,
            "preview": d.preview,
        }),
    };
    let mut value = json!({
        "id": card.id.as_str(),
        "name": card.name,
        "type": card.card_type,
        "cost": card.cost,
        "set": card.set_code,
        "rarity": card.rarity,
        "text": card.text,
        "copy_key": card.copy_key,
    });
    if let (Some(object), Value::Object(own)) = (value.as_object_mut(), kayou) {
        object.extend(own);
    }
    value
}

/// A Kayou card's JSON object: everything the catalog knows of it, the shared facts from the
/// record and Kayou's own (`card`'s details).
fn kayou_json(record: &Card, card: &KayouCard) -> Value {
    let story = card.story.as_ref();
    json!({
        "id": record.id.as_str(),
        "number": record.copy_key,
        "name": card.name,
        "display_name": record.name,
        "aliases": card.aliases,
        "type": card.card_type.name(),
        "cost": record.cost,
        "inspiration": card.inspiration,
        "set": record.set_code,
        "product": card.product,
        "rarity": card.rarity.code(),
        "shining": record.id.is_shining(),
        "variant": card.variant,
        "color": card.color.map(|c| c.name()),
        "keywords": card.keywords.iter().map(|k| k.as_str()).collect::<Vec<_>>(),
        "chips": card.chips.iter().map(|c| c.label()).collect::<Vec<_>>(),
        "everyday": card.everyday,
        "story_title": story.map(|s| s.title.as_str()),
        "story_subtitle": story.map(|s| s.subtitle.as_str()),
        "stage": card.stage().map(|s| s.number()),
        "text": record.text,
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

fn search_cmd(catalog: Option<&Path>, game: Game, text: &str, json: bool) -> Result<(), CliError> {
    let query = Query::parse_in(game, text)
        .map_err(|e| CliError::Input(format!("{e}\n{}", e.pointer())))?;
    let catalog = open_catalog(catalog)?;
    let found = search(catalog.game_index(game)?, &query);
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

/// One line per card: ID, type, its numbers (Kayou cost/Inspiration or Story stage; the other
/// games' cost), name.
pub fn summary_line(card: &Card) -> String {
    let Some(kayou) = card.kayou() else {
        let cost = card.cost.map_or("-".to_string(), |c| c.to_string());
        return format!(
            "{:<14} {:<14} {cost:>5}  {}",
            card.id.as_str(),
            printable_line(&card.card_type),
            printable_line(&card.name)
        );
    };
    let stats = match (kayou.card_type, card.cost, kayou.inspiration) {
        (CardType::Character, Some(c), Some(i)) => format!("{c}/{i}"),
        (_, Some(c), _) => format!("{c}"),
        (CardType::Story, _, _) => kayou.stage().map(|s| format!("St.{s}")).unwrap_or_default(),
        _ if !kayou.stats_known => "?".to_string(),
        _ => String::new(),
    };
    format!(
        "{:<14} {:<14} {:>5}  {}{}",
        card.id.as_str(),
        kayou.card_type.name(),
        stats,
        card.name,
        if kayou.everyday { "  (Everyday)" } else { "" }
    )
}

fn show(catalog: Option<&Path>, game: Game, text: &str, json: bool) -> Result<(), CliError> {
    let card_id = CardId::parse_in(game, text).map_err(|e| CliError::Input(e.to_string()))?;
    let catalog = open_catalog(catalog)?;
    let index = catalog.game_index(game)?;
    let Some((card, stood_in)) = index.resolve_printing(&card_id) else {
        let near: Vec<String> = index
            .closest(text, 3)
            .iter()
            .map(|c| format!("{} {}", c.id, printable_line(&c.name)))
            .collect();
        return Err(CliError::Input(format!(
            "no card {card_id} in the {} catalog {}; did you mean: {}? (or find it with `ponydeck catalog search{} NAME`)",
            game.title(),
            catalog.path().display(),
            near.join(", "),
            super::game_flag(game)
        )));
    };
    if stood_in {
        errln!(
            "ponydeck: {}.",
            crate::card::stood_in_sentence(&card_id, card, index)
        );
    }
    let fixes = catalog.fixes(game, &card.id)?;
    let printings: Vec<&str> = index
        .with_copy_key(&card.copy_key)
        .iter()
        .map(|c| c.id.as_str())
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
    outln!("{}  {}", card.id, printable_line(&card.name));
    match card.kayou() {
        Some(kayou) => show_kayou(card, kayou),
        None => {
            outln!("{}", printable_line(&facts(card)));
            // Rules text keeps its line breaks (one ability a line); other control
            // characters are still escaped.
            if let Some(text) = card.text.as_deref().filter(|t| !t.is_empty()) {
                outln!("{}", printable(text));
            }
        }
    }
    if printings.len() > 1 {
        outln!(
            "Printings of {}: {}",
            printable_line(&card.copy_key),
            printings.join(", ")
        );
    }
    for [field, before, after, reason] in &fixes {
        outln!("Mended {field}: '{before}' -> '{after}' ({reason})");
    }
    Ok(())
}

/// What `catalog show` says of a Kayou card: the record's facts and Kayou's own (`card`).
fn show_kayou(record: &Card, card: &KayouCard) {
    let shining = if record.id.is_shining() { "※" } else { "" };
    outln!(
        "{} · {} · rarity {shining}{} · card number {}",
        card.card_type,
        record.set_code,
        card.rarity,
        record.copy_key
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
    match (record.cost, card.inspiration) {
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
    if let Some(text) = &record.text {
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
    for note in &card.notes {
        outln!("Data note: {note}");
    }
}

/// One line of another game's card facts, for `catalog show`.
fn facts(card: &Card) -> String {
    let cost = card.cost.map_or("-".to_string(), |c| c.to_string());
    let mut parts = vec![
        card.card_type.clone(),
        format!("cost {cost}"),
        format!("set {}", card.set_code),
        card.rarity.clone(),
    ];
    if let Some(d) = card.lorcana() {
        parts.push(d.inks.join("/"));
        if d.inkable {
            parts.push("inkable".into());
        }
        if let (Some(s), Some(w)) = (d.strength, d.willpower) {
            parts.push(format!("{s}/{w}"));
        }
        if let Some(l) = d.lore {
            parts.push(format!("lore {l}"));
        }
        if !d.classifications.is_empty() {
            parts.push(d.classifications.join(" · "));
        }
    }
    if let Some(d) = card.palworld() {
        parts.push(d.colour.clone().unwrap_or_else(|| "colorless".into()));
        if d.lucky {
            parts.push("Lucky".into());
        }
        if let Some(p) = d.power {
            parts.push(format!("power {p}"));
        }
        if let Some(s) = d.strike {
            parts.push(format!("strike {s}"));
        }
        if d.preview {
            parts.push("preview (from pre-release reveals)".into());
        }
    }
    parts.join(" · ")
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

/// `catalog coverage --game lorcana`: distinct cards (by full name) the Lorcana table plays
/// exactly (every ability carried out, or rightly nothing against a dummy opponent), and each
/// ability it leaves to the player, with its card.
fn lorcana_coverage(catalog: Option<&Path>, json: bool) -> Result<(), CliError> {
    let catalog = open_catalog(catalog)?;
    let cards = catalog.game_index(Game::Lorcana)?;
    let (coverage, manual) = crate::lorcana::card::coverage(cards.cards().iter());
    let percent = if coverage.cards == 0 {
        0.0
    } else {
        100.0 * coverage.exact as f64 / coverage.cards as f64
    };
    let left: Vec<serde_json::Value> = manual
        .iter()
        .flat_map(|c| {
            c.manual().map(move |a| {
                serde_json::json!({"card": c.id.to_string(), "name": c.name, "text": a.text})
            })
        })
        .collect();
    if json {
        return print_json(&serde_json::json!({
            "game": "lorcana",
            "cards": coverage.cards,
            "exact": coverage.exact,
            "percent": (percent * 10.0).round() / 10.0,
            "abilities": coverage.abilities,
            "manual_abilities": coverage.manual,
            "manual": left,
        }));
    }
    outln!(
        "{} of {} Lorcana cards ({percent:.1}%) are played exactly at the table: every ability carried out, or nothing against a dummy opponent. {} of {} abilities are left to the player:",
        coverage.exact,
        coverage.cards,
        coverage.manual,
        coverage.abilities
    );
    for m in &left {
        outln!(
            "  {} {}: {}",
            m["card"].as_str().unwrap_or_default(),
            m["name"].as_str().unwrap_or_default(),
            m["text"].as_str().unwrap_or_default()
        );
    }
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
