//! `ponydeck tune DECK --field DECK[,DECK...]`: which one-for-one swaps, from the cards that
//! may come in, make the deck win more against the field (CLI.md, Additions 1.2, "tune";
//! the method is `sim::tune`'s).

use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::json;

use crate::card::{CardId, CardIndex, Game};
use crate::catalog::{Catalog, UserDb};
use crate::deck::{Deck, Section, export};
use crate::format::validate;
use crate::sim::{
    PlayerKind, PoolCard, Stopped, TuneAnswer, TuneControl, TuneError, TuneProgress, TuneSettings,
    TuneWatch, catalog_pool, owned_pool, tune_watched,
};
use crate::{errln, outln};

use super::deck_file::read_deck_or_starter;
use super::duel_cmd::{DUEL_TURN_CAP, player};
use super::terminal_text::printable_line;
use super::{CliError, open_catalog, print_json};

/// `ponydeck tune`'s arguments.
#[derive(Debug, Args)]
pub struct TuneArgs {
    /// The deck to improve: a deck file, a starter code or a saved deck.
    pub deck: String,
    /// The decks it expects to meet, comma-separated: files, starter codes or saved decks.
    #[arg(
        long,
        value_delimiter = ',',
        required = true,
        value_name = "DECK[,DECK...]"
    )]
    pub field: Vec<String>,
    /// The cards that may come in: `owned` (your collection), `catalog` (any card) or a
    /// deck-list file.
    #[arg(long, default_value = "owned", value_name = "owned|catalog|FILE")]
    pub pool: String,
    /// Who plays both sides (`ponydeck players`; default: the trusted player for tables).
    #[arg(long, value_name = "NAME[:BUDGET]")]
    pub player: Option<String>,
    /// At most this many swaps in the answer.
    #[arg(long, value_name = "K", default_value_t = 4)]
    pub swaps: usize,
    /// Games per field deck of each confirmation and of the final measure (the race starts
    /// at an eighth of it and doubles).
    #[arg(long, value_name = "N", default_value_t = 400)]
    pub games: u64,
    /// Stop searching after about this many seconds (the best swap so far is still
    /// confirmed, and the final measure still played).
    #[arg(long, value_name = "S")]
    pub seconds: Option<u64>,
    /// The base seed (default: a random one, printed to stderr).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Worker threads (default: all cores). The answer does not depend on it.
    #[arg(long, value_name = "T")]
    pub threads: Option<usize>,
    /// The rules version (default: the newest, 2.0.0).
    #[arg(long, value_name = "1.3.0|2.0.0")]
    pub rules: Option<String>,
    /// Write the tuned deck here, as a deck list.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Never take this card out (repeatable).
    #[arg(long, value_name = "CARD-ID")]
    pub keep: Vec<String>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// A deck named on the command line: a file or a starter code, else a saved deck.
fn named_deck(text: &str, catalog: &Catalog, data: Option<&Path>) -> Result<Deck, CliError> {
    let path = Path::new(text);
    if path.exists() || crate::deck::starter(text).is_some() {
        return read_deck_or_starter(path, catalog.index());
    }
    Ok(super::deck_cmd::resolve_deck(catalog, Game::Kayou, text, data)?.0)
}

/// The cards that may come in, with the copies the tuned deck may hold of each.
fn pool(
    text: &str,
    deck: &Deck,
    cards: &CardIndex,
    data: Option<&Path>,
) -> Result<Vec<PoolCard>, CliError> {
    match text {
        "catalog" => Ok(catalog_pool(cards)),
        "owned" => {
            let db = UserDb::open_default(data)?;
            Ok(owned_pool(&db.collection(Game::Kayou)?, deck, cards))
        }
        file => {
            let list = read_deck_or_starter(Path::new(file), cards)?;
            let mut out: Vec<PoolCard> = Vec::new();
            for section in Section::ALL {
                for entry in list.section(section) {
                    match out.iter_mut().find(|p| p.card_id == entry.card_id) {
                        Some(p) => p.copies = p.copies.saturating_add(entry.count),
                        None => out.push(PoolCard {
                            card_id: entry.card_id.clone(),
                            // The pool's copies come in beside the deck's own.
                            copies: entry
                                .count
                                .saturating_add(deck.copies_in(Section::Main, &entry.card_id)),
                        }),
                    }
                }
            }
            Ok(out)
        }
    }
}

/// Runs `tune`.
pub fn run(args: TuneArgs, catalog: Option<&Path>, data: Option<&Path>) -> Result<(), CliError> {
    let rules = super::rules_version(args.rules.as_deref())?;
    let kind = match &args.player {
        Some(name) => player(name)?,
        None => PlayerKind::TRUSTED_DEFAULT,
    };
    let catalog = open_catalog(catalog)?;
    let cards = catalog.index();
    let deck = named_deck(&args.deck, &catalog, data)?;
    let verdict = validate(&deck, cards, rules);
    if !verdict.legal {
        return Err(CliError::Negative(format!(
            "{} is not a legal deck under rules {}: {}; fix it before tuning it",
            printable_line(&crate::limits::short(&args.deck)),
            rules.as_str(),
            verdict.reasons(crate::limits::LISTED_PROBLEMS)
        )));
    }
    let field: Vec<(String, Deck)> = args
        .field
        .iter()
        .map(|name| Ok((name.clone(), named_deck(name, &catalog, data)?)))
        .collect::<Result<_, CliError>>()?;
    let keep: Vec<CardId> = args
        .keep
        .iter()
        .map(|k| CardId::parse(k).map_err(|e| CliError::Input(format!("--keep {e}"))))
        .collect::<Result<_, _>>()?;
    let pool_cards = pool(&args.pool, &deck, cards, data)?;
    let seed = args.seed.unwrap_or_else(|| {
        let seed = crate::sim::game_seed(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64),
            0,
        );
        errln!("ponydeck: seed {seed} (replay with --seed {seed})");
        seed
    });
    let started = std::time::Instant::now();
    let settings = TuneSettings {
        seed,
        player: kind,
        rules,
        turn_cap: DUEL_TURN_CAP,
        threads: args.threads.unwrap_or_else(|| {
            std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
        }),
        max_swaps: args.swaps,
        first_round: (args.games / 8).max(2),
        confirm: args.games.max(1),
        deadline: args
            .seconds
            .map(|s| started + std::time::Duration::from_secs(s)),
    };
    let answer = tune_with_progress(&deck, &field, &pool_cards, &keep, cards, &settings).map_err(
        |e| match e {
            TuneError::NotLegal { .. } => CliError::Negative(e.to_string()),
            other => CliError::Input(other.to_string()),
        },
    )?;
    let seconds = started.elapsed().as_secs_f64();
    if let Some(out) = &args.out {
        let text = export(&answer.deck, crate::deck::DeckFormat::Ponydeck, cards);
        super::output_file::write_file_atomically(out, text.as_bytes())?;
    }
    let round = |x: f64| (x * 10_000.0).round() / 10_000.0;
    if args.json {
        let value = json!({
            "player": kind.to_string(),
            "field": args.field,
            "pool": args.pool,
            "base": {"win_rate": round(answer.base.win_rate), "interval": [round(answer.base.low), round(answer.base.high)]},
            "swaps": answer.swaps.iter().map(|t| json!({
                "out": t.swap.out.as_str(),
                "in": t.swap.into.as_str(),
                "gain": round(t.gain.mean),
                "interval": [round(t.gain.low), round(t.gain.high)],
            })).collect::<Vec<_>>(),
            "tuned": {"win_rate": round(answer.tuned.win_rate), "interval": [round(answer.tuned.low), round(answer.tuned.high)], "fresh_seeds": true},
            "candidates": answer.candidates,
            "games_per_candidate": (answer.games_per_candidate * 10.0).round() / 10.0,
            "stopped": match answer.stopped {
                Some(Stopped::Asked) => json!("asked"),
                Some(Stopped::Deadline) => json!("deadline"),
                None => serde_json::Value::Null,
            },
            "games": answer.games,
            "seconds": (seconds * 10.0).round() / 10.0,
        });
        return print_json(&value);
    }
    let name = |id: &CardId| {
        cards
            .kayou_card(id)
            .map_or_else(|| id.to_string(), |c| format!("{} {}", id, c.name))
    };
    outln!(
        "{}: {:.1}% against the field ({}), 95% interval {:.1}-{:.1}%, played by {}.",
        printable_line(&args.deck),
        answer.base.win_rate * 100.0,
        args.field.join(", "),
        answer.base.low * 100.0,
        answer.base.high * 100.0,
        kind.label()
    );
    if answer.swaps.is_empty() && answer.stopped.is_none() {
        outln!(
            "No swap is clearly better: of {} legal swaps from the {} pool, none raised the win rate with its whole 95% interval above zero on fresh games.",
            answer.candidates,
            args.pool
        );
    } else {
        for taken in &answer.swaps {
            outln!(
                "  out {}, in {}: {:+.1} points (95% interval {:+.1} to {:+.1})",
                name(&taken.swap.out),
                name(&taken.swap.into),
                taken.gain.mean * 100.0,
                taken.gain.low * 100.0,
                taken.gain.high * 100.0
            );
        }
        outln!(
            "Tuned: {:.1}% (95% interval {:.1}-{:.1}%), measured on games the search never played.",
            answer.tuned.win_rate * 100.0,
            answer.tuned.low * 100.0,
            answer.tuned.high * 100.0
        );
    }
    if let Some(sentence) = answer.stopped_sentence() {
        outln!("{sentence}");
    }
    outln!(
        "{} games, {:.1} s, {} legal swaps considered ({:.0} games each in the first search on average).",
        answer.games,
        seconds,
        answer.candidates,
        answer.games_per_candidate
    );
    Ok(())
}

/// Runs the search with Ctrl+C heard (the first press ends the search and keeps the best so
/// far, which is still confirmed and measured; the second quits at once, exit 130) and its
/// progress on stderr: a live line on a terminal, else a line for each swap taken.
fn tune_with_progress(
    deck: &Deck,
    field: &[(String, Deck)],
    pool: &[PoolCard],
    keep: &[CardId],
    cards: &CardIndex,
    settings: &TuneSettings,
) -> Result<TuneAnswer, TuneError> {
    use std::io::IsTerminal as _;
    let control = std::sync::Arc::new(TuneControl::default());
    let heard = std::sync::Arc::clone(&control);
    // A second handler cannot be set in one process; the search then runs without one.
    let _ = ctrlc::set_handler(move || {
        if heard.stopping() {
            errln!("\nponydeck: stopped.");
            std::process::exit(130);
        }
        heard.stop();
        errln!(
            "\nponydeck: stopping the search; the best swaps so far are confirmed and measured (Ctrl+C again to quit at once)."
        );
    });
    let terminal = std::io::stderr().is_terminal();
    let bar = terminal.then(|| {
        let bar = indicatif::ProgressBar::new_spinner();
        bar.set_style(
            indicatif::ProgressStyle::with_template("{spinner} {elapsed} {wide_msg}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
        );
        bar.enable_steady_tick(std::time::Duration::from_millis(200));
        bar
    });
    let name = |id: &CardId| {
        cards
            .kayou_card(id)
            .map_or_else(|| id.to_string(), |c| format!("{id} {}", c.name))
    };
    let mut told = 0usize;
    let mut progress = |p: &TuneProgress| {
        if p.taken.len() > told {
            told = p.taken.len();
            if let Some(t) = p.taken.last() {
                let line = format!(
                    "swap {}: out {}, in {}: {:+.1} points on fresh games",
                    told,
                    name(&t.swap.out),
                    name(&t.swap.into),
                    t.gain.mean * 100.0
                );
                match &bar {
                    Some(bar) => bar.println(line),
                    None => errln!("ponydeck: {line}"),
                }
            }
        }
        let Some(bar) = &bar else {
            return;
        };
        let leader = p.leaders.first().map_or_else(String::new, |(s, d)| {
            format!(
                "; leading: out {}, in {} {:+.1}",
                name(&s.out),
                name(&s.into),
                d.mean * 100.0
            )
        });
        bar.set_message(format!("{}{leader}", p.describe()));
    };
    let mut watch = TuneWatch {
        control: &control,
        progress: &mut progress,
    };
    let answer = tune_watched(deck, field, pool, keep, cards, settings, &mut watch);
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    answer
}
