//! `ponydeck odds DECK --need 'K:QUERY' [--need ...] [--cards N | --by-turn T [--second]]
//! [--mulligan] [--json]` (and the older `--filter QUERY [--at-least K]`, the same as one
//! `--need`): the exact probability that the cards looked at hold at least K cards matching each
//! catalog query at once, a card counting for one query only (`shared/design/CLI.md`, "Odds").
//! Exit 2 for an unreadable deck, a malformed query or an impossible question.

use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::json;

use crate::card::Game;
use crate::deck::Section;
use crate::format::Format;
use crate::outln;
use crate::search::Query;
use crate::stats::{Look, OddsError, OpeningRules, section_odds, split_need};

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
    /// How many cards from the top of the deck (the opening hand: Kayou 5 from the Main Deck,
    /// Lorcana 7, Palworld 5).
    #[arg(long, value_name = "N", conflicts_with = "by_turn")]
    pub cards: Option<u32>,
    /// The hand at the start of your main phase of turn T instead (turns count both players';
    /// the first player skips the first draw).
    #[arg(long, value_name = "T")]
    pub by_turn: Option<u32>,
    /// With --by-turn: you play second (you draw on your first turn).
    #[arg(long, requires = "by_turn")]
    pub second: bool,
    /// Mulligan once when the first hand fails, by the game's rule (Kayou 103.4.1a: the hand to
    /// the bottom, draw 5; Lorcana 2.2.2: unwanted cards to the bottom, draw back to 7;
    /// Palworld 6.2.1.7: a new hand).
    #[arg(long)]
    pub mulligan: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// Where the single condition of `--filter` comes from, for messages.
const FILTER: &str = "--filter";

/// One condition as written: at least `at_least` cards matching `text`.
struct Need {
    at_least: u32,
    text: String,
    /// Where it was written, for messages (`--filter`, `--need '2:t:event'`).
    origin: String,
}

/// The conditions of `--filter` and `--need`, in order.
fn needs_of(args: &OddsArgs, example: &str) -> Result<Vec<Need>, CliError> {
    let mut needs = Vec::new();
    if let Some(filter) = &args.filter {
        needs.push(Need {
            at_least: args.at_least,
            text: filter.trim().to_string(),
            origin: FILTER.to_string(),
        });
    }
    for text in &args.needs {
        let (at_least, query) = split_need(text, example).map_err(|e| {
            CliError::Input(format!(
                "--need {e} (see `ponydeck catalog search` for the query syntax)"
            ))
        })?;
        needs.push(Need {
            at_least,
            text: query.trim().to_string(),
            origin: format!("--need '{}'", crate::limits::short(text.trim())),
        });
    }
    if needs.is_empty() {
        return Err(CliError::Input(format!(
            "say which cards count: --need 'K:QUERY' (e.g. --need '{example}') or --filter QUERY"
        )));
    }
    Ok(needs)
}

/// A query of the game's search syntax that failed to read, as the player should see it.
fn query_error(game: Game, need: &Need, e: &crate::search::QueryError) -> CliError {
    let flag = super::game_flag(game);
    // The `--filter` query is shown with a pointer under the error; a `--need` is quoted in
    // short (its own text may be long).
    let pointer = if need.origin == FILTER {
        format!("\n{}", e.pointer())
    } else {
        String::new()
    };
    CliError::Input(format!(
        "{}: {e}{pointer}\nfix the query (see `ponydeck catalog search{flag}`)",
        need.origin
    ))
}

/// Runs the odds command for a deck of any game: its opening hand and mulligan
/// ([`OpeningRules`]), its search syntax for the conditions.
pub fn run(args: OddsArgs, catalog: Option<&Path>, game: Game) -> Result<(), CliError> {
    let example = crate::stats::odds_example(game)
        .split(';')
        .next()
        .unwrap_or_default();
    let needs = needs_of(&args, example)?;
    let catalog = open_catalog(catalog)?;
    let deck = read_deck_or_starter(&args.deck, catalog.game_index(game)?)?;
    let opening = OpeningRules::of(game);
    let section = Format::default_for(game)
        .sections
        .first()
        .map_or(Section::Main, |s| s.section);
    let cards = args.cards.unwrap_or(opening.hand);
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
    let at_least: Vec<u32> = needs.iter().map(|n| n.at_least).collect();
    let fail = |e: OddsError| CliError::Input(format!("{}: {e}", args.deck.display()));
    // Each game's search syntax decides which cards a condition counts.
    let index = catalog.game_index(game)?;
    let queries: Vec<Query> = needs
        .iter()
        .map(|n| Query::parse_in(game, &n.text).map_err(|e| query_error(game, n, &e)))
        .collect::<Result<_, _>>()?;
    let answer = section_odds(&deck, section, &at_least, look, |i, card_id| {
        let entry = index.position(card_id).and_then(|p| index.entry(p));
        queries
            .get(i)
            .is_some_and(|q| entry.is_some_and(|(card, text)| q.matches(card, text)))
    })
    .map_err(fail)?;
    let p = answer.probability;
    let deck_size = answer.deck;
    // Six decimals, also in the JSON number.
    let rounded: f64 = format!("{p:.6}").parse().unwrap_or(p);
    let single = args.needs.is_empty() && args.by_turn.is_none();
    if single {
        let matching = answer.matching.first().copied().unwrap_or(0);
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
    let matching = answer.matching;
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
                        json!(opening.hand_at_turn(turn, !args.second)),
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
            opening.hand_at_turn(turn, !args.second),
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
