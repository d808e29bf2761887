//! `ponydeck odds DECK --filter QUERY [--at-least K] [--cards N] [--mulligan] [--json]`: the
//! exact probability that the first N cards of the shuffled Main Deck hold at least K cards
//! matching a catalog query (`shared/design/CLI.md`). Exit 2 for an unreadable deck or a
//! malformed query.

use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::json;

use crate::deck::Section;
use crate::outln;
use crate::search::Query;
use crate::stats::{OddsQuestion, odds};

use super::deck_file::read_deck_file;
use super::{CliError, open_catalog, print_json};

/// `ponydeck odds ...`
#[derive(Debug, Args)]
pub struct OddsArgs {
    /// The deck list (any format ponydeck reads).
    pub deck: PathBuf,
    /// Which cards count, in the catalog search syntax (e.g. `t:character c<=2`).
    #[arg(long, value_name = "QUERY", allow_hyphen_values = true)]
    pub filter: String,
    /// How many matching cards are wanted.
    #[arg(long, value_name = "K", default_value_t = 1)]
    pub at_least: u32,
    /// How many cards from the top of the Main Deck (the opening hand is 5).
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub cards: u32,
    /// Mulligan once when the first hand fails (103.4.1a: the hand to the bottom, draw 5).
    #[arg(long)]
    pub mulligan: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs the odds command.
pub fn run(args: OddsArgs, catalog: Option<&Path>) -> Result<(), CliError> {
    let query = Query::parse(&args.filter).map_err(|e| {
        CliError::Input(format!(
            "--filter: {e}\n{}\nfix the query (see `ponydeck catalog search`)",
            e.pointer()
        ))
    })?;
    let catalog = open_catalog(catalog)?;
    let index = catalog.index();
    let deck = read_deck_file(&args.deck, index)?;
    let main = deck.expanded(Section::Main);
    let matching = main
        .iter()
        .filter(|id| {
            index
                .position(id)
                .and_then(|p| index.entry(p))
                .is_some_and(|(card, text)| query.matches(card, text))
        })
        .count();
    let deck_size = u32::try_from(main.len()).unwrap_or(u32::MAX);
    let matching = u32::try_from(matching).unwrap_or(u32::MAX);
    let answer = odds(OddsQuestion {
        deck: deck_size,
        matching,
        cards: args.cards,
        at_least: args.at_least,
        mulligan: args.mulligan,
    })
    .map_err(|e| CliError::Input(format!("{}: {e}", args.deck.display())))?;
    let p = answer.probability();
    // Six decimals, also in the JSON number.
    let rounded: f64 = format!("{p:.6}").parse().unwrap_or(p);
    if args.json {
        return print_json(&json!({
            "probability": rounded,
            "matching": matching,
            "deck": deck_size,
            "cards": args.cards,
            "at_least": args.at_least,
            "mulligan": args.mulligan,
        }));
    }
    let mulligan = if args.mulligan {
        ", mulliganing once when the first hand fails"
    } else {
        ""
    };
    outln!(
        "P(at least {} of {matching} matching cards in the first {} of {deck_size}{mulligan}) = {p:.6}",
        args.at_least,
        args.cards
    );
    Ok(())
}
