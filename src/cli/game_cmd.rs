//! The other games on the command line (`--game lorcana|palworld`, `shared/design/CLI.md`,
//! "Other games"): reading their deck lists, `deck validate`, `deck convert`, `catalog search`
//! and `catalog stats`, and `odds`.

use std::path::Path;

use serde_json::json;

use crate::card::{Card, CardIndex, Game};
use crate::catalog::Catalog;
use crate::deck::{Deck, Section};
use crate::format::Format;
use crate::outln;
use crate::search::{parse_game_query, search_game};

use super::terminal_text::printable_line;
use super::{CliError, print_json};

/// The format named by `--format` for a game (its default when not given).
pub fn format_of(game: Game, code: Option<&str>) -> Result<Format, CliError> {
    Format::find(game, code).map_err(|e| CliError::Input(format!("--format: {e}")))
}

/// The cards of a game in the catalog.
pub fn cards_of(catalog: &Catalog, game: Game) -> Result<&CardIndex, CliError> {
    Ok(catalog.game_index(game)?)
}

/// Reads a deck list of a game (see [`super::deck_file::read_list`]).
fn read_game_deck(catalog: &Catalog, game: Game, path: &Path) -> Result<Deck, CliError> {
    Ok(super::deck_file::read_list(catalog, game, path)?.0)
}

/// `deck convert FILE --game G`: the list in the form deck sites import.
pub fn convert_cmd(
    catalog: &Catalog,
    game: Game,
    format: Option<&str>,
    file: &Path,
    share: bool,
) -> Result<(), CliError> {
    let format = format_of(game, format)?;
    let cards = cards_of(catalog, game)?;
    let deck = read_game_deck(catalog, game, file)?;
    let text = if share {
        let main = format.sections.first().map_or(Section::Main, |s| s.section);
        format!("{}\n", crate::deck::print_share_code(&deck, main))
    } else {
        crate::deck::print_game_list(&deck, cards, &format)
    };
    super::output_file::write_stdout(text.as_bytes()).map_err(super::output_file::stdout_error)
}

/// One card as `catalog search --json` prints it for another game.
pub fn card_json(card: &Card) -> serde_json::Value {
    let mut value = json!({
        "id": card.id.as_str(),
        "name": card.name,
        "type": card.card_type,
        "cost": card.cost,
        "set": card.set_code,
        "rarity": card.rarity,
    });
    if let Some(object) = value.as_object_mut() {
        if let Some(d) = card.lorcana() {
            object.insert("inks".into(), json!(d.inks));
            object.insert("inkable".into(), json!(d.inkable));
            object.insert("strength".into(), json!(d.strength));
            object.insert("willpower".into(), json!(d.willpower));
            object.insert("lore".into(), json!(d.lore));
            object.insert("classifications".into(), json!(d.classifications));
            object.insert("version".into(), json!(d.version));
        }
        if let Some(d) = card.palworld() {
            object.insert("colour".into(), json!(d.colour));
            object.insert("lucky".into(), json!(d.lucky));
            object.insert("power".into(), json!(d.power));
            object.insert("strike".into(), json!(d.strike));
            object.insert("elements".into(), json!(d.elements));
            object.insert("work_suitability".into(), json!(d.work_suitability));
            object.insert("soul".into(), json!(d.soul));
        }
    }
    value
}

/// `catalog search QUERY --game G [--json]`.
pub fn search_cmd(catalog: &Catalog, game: Game, query: &str, json: bool) -> Result<(), CliError> {
    let parsed = parse_game_query(game, query).map_err(|e| {
        CliError::Input(format!("{e}\n{}\nfix the query and try again", e.pointer()))
    })?;
    let cards = cards_of(catalog, game)?;
    let found = search_game(cards, &parsed);
    if json {
        return print_json(&serde_json::Value::Array(
            found.iter().map(|c| card_json(c)).collect(),
        ));
    }
    for card in &found {
        let cost = card.cost.map_or("-".to_string(), |c| c.to_string());
        outln!(
            "{:<14} {:<44} {:<10} cost {cost}",
            card.id.as_str(),
            printable_line(&card.name),
            card.card_type
        );
    }
    outln!(
        "{} printing{}.",
        found.len(),
        if found.len() == 1 { "" } else { "s" }
    );
    Ok(())
}

/// `catalog stats --game G [--json]`: printings by type and set.
pub fn stats_cmd(catalog: &Catalog, game: Game, json: bool) -> Result<(), CliError> {
    let cards = cards_of(catalog, game)?;
    let mut by_type = std::collections::BTreeMap::<&str, u32>::new();
    let mut by_set = std::collections::BTreeMap::<&str, u32>::new();
    for card in cards.cards() {
        *by_type.entry(card.card_type.as_str()).or_default() += 1;
        *by_set.entry(card.set_code.as_str()).or_default() += 1;
    }
    if json {
        return print_json(&json!({
            "game": game.code(),
            "cards": cards.len(),
            "by_type": by_type,
            "by_set": by_set,
        }));
    }
    outln!("{}: {} printings.", game.title(), cards.len());
    for (t, n) in by_type {
        outln!("  {t}: {n}");
    }
    Ok(())
}

/// `catalog show ID --game G [--json]`: one printing with its game's facts and text.
pub fn show_cmd(catalog: &Catalog, game: Game, id: &str, json: bool) -> Result<(), CliError> {
    let cards = cards_of(catalog, game)?;
    let card_id = crate::card::CardId::parse_in(game, id)
        .map_err(|e| CliError::Input(format!("{e} (a {} ID)", game.title())))?;
    let card = cards.printing(&card_id).ok_or_else(|| {
        CliError::Input(format!(
            "no {} card {card_id} in the catalog; find it with `ponydeck catalog search --game {game} NAME`",
            game.title()
        ))
    })?;
    if json {
        let mut value = card_json(card);
        if let Some(object) = value.as_object_mut() {
            object.insert("text".into(), json!(card.text));
            object.insert("copy_key".into(), json!(card.copy_key));
        }
        return print_json(&value);
    }
    outln!("{} {}", card.id, printable_line(&card.name));
    outln!("{}", printable_line(&facts(card)));
    if let Some(text) = card.text.as_deref().filter(|t| !t.is_empty()) {
        outln!("{}", printable_line(text));
    }
    Ok(())
}

fn open_db(data: Option<&Path>) -> Result<crate::catalog::UserDb, CliError> {
    Ok(crate::catalog::UserDb::open_default(data)?)
}

/// One line of a card's own facts, for `catalog show`.
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
    }
    parts.join(" · ")
}

/// A game's collection.
fn owned_of(data: Option<&Path>, game: Game) -> Result<crate::collection::Collection, CliError> {
    Ok(open_db(data)?.collection(game)?)
}

/// `collection completion --game G [--json]`: per set, the printings owned of the catalog's.
/// JSON: `[{"set": "1", "name": "The First Chapter", "owned": 12, "total": 216, "copies": 30}]`.
pub fn collection_completion_cmd(
    catalog: &Catalog,
    data: Option<&Path>,
    game: Game,
    json: bool,
) -> Result<(), CliError> {
    let cards = cards_of(catalog, game)?;
    let rows = crate::collection::game_completion(cards, &owned_of(data, game)?);
    if json {
        return print_json(&json!(rows));
    }
    outln!(
        "{:<8}{:>10}{:>8}{:>8}  Name",
        "Set",
        "Printings",
        "",
        "Copies"
    );
    for row in &rows {
        outln!(
            "{:<8}{:>10}{:>7.1}%{:>8}  {}",
            printable_line(&row.set),
            format!("{}/{}", row.owned, row.total),
            if row.total == 0 {
                0.0
            } else {
                f64::from(row.owned) * 100.0 / f64::from(row.total)
            },
            row.copies,
            printable_line(row.name.as_deref().unwrap_or(""))
        );
    }
    Ok(())
}

/// `deck missing DECK --game G [--json]`: the cards the deck (a list file, or a saved deck of
/// the game) lacks copies of, any printing that counts as the card (its copy-limit key: the
/// full name for Lorcana, 1.10.1.1; the card name for Palworld, 6.1.1.2) counting as owned.
/// JSON: `[{"card": "Elsa - Snow Queen", "ids": ["1-042"], "need": 4, "owned": 1,
/// "missing": 3}, ...]` in deck order. Exit 0 whether or not cards are missing.
pub fn deck_missing_cmd(
    catalog: &Catalog,
    data: Option<&Path>,
    game: Game,
    args: &super::collection_cmd::MissingArgs,
) -> Result<(), CliError> {
    if args.free || !args.committed.is_empty() {
        return Err(CliError::Input(format!(
            "--free and --committed are for Kayou decks so far; with --game {game} leave them out"
        )));
    }
    let cards = cards_of(catalog, game)?;
    let (deck, label) = super::deck_cmd::resolve_deck(catalog, game, &args.deck, data)?;
    let path = Path::new(&args.deck);
    let title = match (&deck.name, path.file_stem()) {
        (Some(name), _) => name.clone(),
        (None, Some(stem)) if path.is_file() => stem.to_string_lossy().into_owned(),
        (None, _) => label,
    };
    let missing = crate::collection::game_missing_for_deck(&deck, cards, &owned_of(data, game)?);
    if args.json {
        return print_json(&json!(missing));
    }
    let title = printable_line(&title);
    if missing.is_empty() {
        outln!("You own every card of '{title}'.");
        return Ok(());
    }
    let copies: u32 = missing.iter().map(|n| n.missing).sum();
    outln!(
        "'{title}' is missing {copies} cards ({} different):",
        missing.len()
    );
    for need in &missing {
        outln!(
            "  {} ({}): need {}, own {}, missing {}",
            printable_line(&need.card),
            need.ids.join(", "),
            need.need,
            need.owned,
            need.missing
        );
    }
    Ok(())
}
