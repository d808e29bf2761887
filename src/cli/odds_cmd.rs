//! `ponydeck odds DECK --need 'K:QUERY' [--need ...] [--cards N | --by-turn T [--second]]
//! [--mulligan] [--json]` (and the older `--filter QUERY [--at-least K]`, the same as one
//! `--need`): the exact probability that the cards looked at hold at least K cards matching each
//! catalog query at once, a card counting for one query only (`shared/design/CLI.md`, "Odds").
//! Exit 2 for an unreadable deck, a malformed query or an impossible question.

use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::json;

use crate::deck::Section;
use crate::outln;
use crate::search::Query;
use crate::stats::{Look, OddsNeed, OddsQuestion, OpeningRules, deck_odds, odds};

use super::deck_file::read_deck_or_starter;
use super::{CliError, open_catalog, print_json};

/// `ponydeck odds ...`
#[derive(Debug, Args)]
pub struct OddsArgs {
    /// The deck list (any format ponydeck reads).
    pub deck: PathBuf,
    /// Which cards count, in the catalog search syntax (e.g. `t:character c<=2`); the same as
    /// `--need 'K:QUERY'` with K from `--at-least`.
    #[arg(long, value_name = "QUERY", allow_hyphen_values = true)]
    pub filter: Option<String>,
    /// How many cards matching `--filter` are wanted.
    #[arg(long, value_name = "K", default_value_t = 1)]
    pub at_least: u32,
    /// A condition `K:QUERY`: at least K cards matching QUERY (repeat for several at once; a
    /// card counts for one condition only).
    #[arg(long = "need", value_name = "K:QUERY", allow_hyphen_values = true)]
    pub needs: Vec<String>,
    /// How many cards from the top of the Main Deck (the opening hand is 5).
    #[arg(long, value_name = "N", conflicts_with = "by_turn")]
    pub cards: Option<u32>,
    /// The hand at the start of your Main Phase of turn T instead (turns count both players').
    #[arg(long, value_name = "T")]
    pub by_turn: Option<u32>,
    /// With --by-turn: you play second (you draw on your first turn).
    #[arg(long, requires = "by_turn")]
    pub second: bool,
    /// Mulligan once when the first hand fails (103.4.1a: the hand to the bottom, draw 5).
    #[arg(long)]
    pub mulligan: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs the odds command.
pub fn run(
    args: OddsArgs,
    catalog: Option<&Path>,
    game: crate::card::Game,
) -> Result<(), CliError> {
    if game != crate::card::Game::Kayou {
        return super::game_cmd::odds_cmd(&args, catalog, game);
    }
    let single = args.needs.is_empty() && args.by_turn.is_none();
    let mut needs = Vec::new();
    if let Some(filter) = &args.filter {
        let query = Query::parse(filter).map_err(|e| {
            CliError::Input(format!(
                "--filter: {e}\n{}\nfix the query (see `ponydeck catalog search`)",
                e.pointer()
            ))
        })?;
        needs.push(OddsNeed {
            at_least: args.at_least,
            text: filter.trim().to_string(),
            query,
        });
    }
    for text in &args.needs {
        needs.push(OddsNeed::parse(text).map_err(|e| {
            CliError::Input(format!(
                "--need {e} (see `ponydeck catalog search` for the query syntax)"
            ))
        })?);
    }
    if needs.is_empty() {
        return Err(CliError::Input(
            "say which cards count: --need 'K:QUERY' (e.g. --need '1:t:character c<=2') or --filter QUERY"
                .into(),
        ));
    }
    let catalog = open_catalog(catalog)?;
    let index = catalog.index();
    let deck = read_deck_or_starter(&args.deck, index)?;
    let main = deck.expanded(Section::Main);
    let deck_size = u32::try_from(main.len()).unwrap_or(u32::MAX);
    let cards = args.cards.unwrap_or(5);
    let fail =
        |e: crate::stats::OddsError| CliError::Input(format!("{}: {e}", args.deck.display()));
    if single {
        let matching = main
            .iter()
            .filter(|id| {
                index
                    .position(id)
                    .and_then(|p| index.entry(p))
                    .is_some_and(|(card, text)| {
                        needs.first().is_some_and(|n| n.query.matches(card, text))
                    })
            })
            .count();
        let matching = u32::try_from(matching).unwrap_or(u32::MAX);
        let answer = odds(OddsQuestion {
            deck: deck_size,
            matching,
            cards,
            at_least: args.at_least,
            mulligan: args.mulligan,
        })
        .map_err(fail)?;
        let p = answer;
        // Six decimals, also in the JSON number.
        let rounded: f64 = format!("{p:.6}").parse().unwrap_or(p);
        if args.json {
            return print_json(&json!({
                "probability": rounded,
                "exact": true,
                "matching": matching,
                "deck": deck_size,
                "cards": cards,
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
            "P(at least {} of {matching} matching cards in the first {cards} of {deck_size}{mulligan}) = {p:.6}",
            args.at_least,
        );
        return Ok(());
    }
    let look = match args.by_turn {
        Some(turn) => Look::ByTurn {
            turn,
            first_player: !args.second,
            mulligan: args.mulligan,
        },
        None => Look::FirstCards {
            cards,
            mulligan: args.mulligan,
        },
    };
    let answer = deck_odds(&deck, index, &needs, look).map_err(fail)?;
    let matching = answer.matching;
    let p = answer.probability;
    let rounded: f64 = format!("{p:.6}").parse().unwrap_or(p);
    if args.json {
        let needs_json: Vec<_> = needs
            .iter()
            .zip(&matching)
            .map(|(n, m)| json!({"at_least": n.at_least, "query": n.text, "matching": m}))
            .collect();
        let mut value = json!({
            "probability": rounded,
            "exact": true,
            "needs": needs_json,
            "deck": deck_size,
            "mulligan": args.mulligan,
        });
        if let Some(object) = value.as_object_mut() {
            match args.by_turn {
                Some(turn) => {
                    object.insert("by_turn".into(), json!(turn));
                    object.insert("second".into(), json!(args.second));
                    object.insert(
                        "hand".into(),
                        json!(
                            OpeningRules::of(crate::card::Game::Kayou)
                                .hand_at_turn(turn, !args.second)
                        ),
                    );
                }
                None => {
                    object.insert("cards".into(), json!(cards));
                }
            }
        }
        return print_json(&value);
    }
    let conditions: Vec<String> = needs
        .iter()
        .zip(&matching)
        .map(|(n, m)| format!("at least {} of {m} '{}'", n.at_least, n.text))
        .collect();
    let looked = match args.by_turn {
        Some(turn) => format!(
            "in the hand at your Main Phase of turn {turn} ({} cards, {})",
            OpeningRules::of(crate::card::Game::Kayou).hand_at_turn(turn, !args.second),
            if args.second { "second" } else { "first" }
        ),
        None => format!("in the first {cards} of {deck_size}"),
    };
    let mulligan = if args.mulligan {
        ", mulliganing once when the opening hand fails"
    } else {
        ""
    };
    outln!(
        "P({} {looked}{mulligan}) = {p:.6}",
        conditions.join(" and ")
    );
    Ok(())
}
