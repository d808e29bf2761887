//! Deck versus deck: `simulate DECK --rival RIVAL-DECK` (two-player games, both sides by the
//! built-in opponents) and `matchup DECK...` (every deck against every other, with Wilson
//! intervals). A deck argument is a deck file, or a starter's code (`SD01A`..`SD01F`) when no
//! such file exists.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Instant;

use clap::Args;
use serde_json::{Map, Value, json};

use crate::card::CardIndex;
use crate::engine::{Game, GameConfig, GameDeck};
use crate::errln;
use crate::format::{RulesVersion, validate};
use crate::limits::MAX_SIMULATED_GAMES;
use crate::outln;
use crate::sim::{
    DuelReport, DuelSettings, MatchupPlan, MatchupSettings, PlayerKind, STARTER_CODES,
    pairings_played, simulate_duel,
};

use super::deck_file::{game_deck, random_seed, read_deck_or_starter};
use super::{CliError, open_catalog, print_json};

/// The turn cap of two-player games unless `--turn-cap` says otherwise: high enough that
/// fewer than 1% of games between strong players reach it (docs/players.md).
pub const DUEL_TURN_CAP: u16 = 100;

/// A deck file, or a starter deck's code, as the engine plays it. Unless `allow_illegal`, a
/// deck that breaks the deck rules of `rules` is refused (exit 1) with its violations: its
/// games would describe no deck a player may bring.
pub(crate) fn load_deck(
    arg: &Path,
    cards: &CardIndex,
    rules: RulesVersion,
    allow_illegal: bool,
) -> Result<GameDeck, CliError> {
    let deck = read_deck_or_starter(arg, cards)?;
    if !allow_illegal {
        let verdict = validate(&deck, cards, rules);
        if !verdict.legal {
            let reasons: Vec<String> = verdict
                .violations
                .iter()
                .take(crate::limits::LISTED_PROBLEMS)
                .map(crate::format::Violation::with_rule)
                .collect();
            return Err(CliError::Negative(format!(
                "{} is not a legal deck under rules {}: {}; fix it, or pass --allow-illegal to play it anyway",
                arg.display(),
                rules.as_str(),
                reasons.join("; ")
            )));
        }
    }
    game_deck(&deck, arg, cards)
}

/// A player by name (`fast`, `search:400`, `random`), or a sentence naming the players.
pub(crate) fn player(name: &str) -> Result<PlayerKind, CliError> {
    PlayerKind::parse(name).map_err(|e| CliError::Input(e.to_string()))
}

/// What a two-player simulation needs besides the decks.
pub(crate) struct DuelRun {
    pub rules: RulesVersion,
    pub games: u64,
    pub seed: Option<u64>,
    pub second: bool,
    pub alternate: bool,
    pub threads: usize,
    pub turn_cap: u16,
    pub you: PlayerKind,
    pub rival: PlayerKind,
    pub allow_illegal: bool,
}

fn settings_of(run: &DuelRun, seed: u64) -> DuelSettings {
    DuelSettings {
        games: run.games,
        seed,
        turn_cap: run.turn_cap,
        threads: run.threads,
        alternate: run.alternate,
        you: run.you,
        rival: run.rival,
    }
}

fn template(
    you: &GameDeck,
    rival: &GameDeck,
    cards: &CardIndex,
    run: &DuelRun,
    names: (&str, &str),
) -> Result<Game, CliError> {
    let config = GameConfig {
        rules: run.rules,
        first_player: !run.second,
        rival_plans: 4,
        shuffle: true,
    };
    Game::new_two_player(you, rival, cards, config, 0)
        .map_err(|e| CliError::Input(format!("{} against {}: {e}", names.0, names.1)))
}

fn seed_or_random(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        let seed = random_seed();
        errln!("ponydeck: seed {seed} (replay with --seed {seed})");
        seed
    })
}

/// `simulate DECK --rival RIVAL-DECK`.
pub(crate) fn run_simulate(
    deck: &Path,
    rival: &Path,
    catalog: Option<&Path>,
    run: &DuelRun,
    json_out: bool,
) -> Result<(), CliError> {
    if run.games > MAX_SIMULATED_GAMES {
        return Err(CliError::Input(format!(
            "--games {} is more than ponydeck plays in one run ({MAX_SIMULATED_GAMES} at most)",
            run.games
        )));
    }
    let catalog = open_catalog(catalog)?;
    let cards = catalog.index();
    let you = load_deck(deck, cards, run.rules, run.allow_illegal)?;
    let theirs = load_deck(rival, cards, run.rules, run.allow_illegal)?;
    let names = (deck.display().to_string(), rival.display().to_string());
    let game = template(&you, &theirs, cards, run, (&names.0, &names.1))?;
    let seed = seed_or_random(run.seed);
    let settings = settings_of(run, seed);
    let start = Instant::now();
    let report = simulate_duel(&game, settings);
    let seconds = start.elapsed().as_secs_f64();
    let per_second = if seconds > 0.0 {
        report.games as f64 / seconds
    } else {
        0.0
    };
    if json_out {
        return print_json(&duel_json(&report, &settings, run.rules, per_second));
    }
    let (lo, hi) = report.interval();
    outln!(
        "{} games, {} against {} (rules {}, seed {}, you played by {}, the rival by {}{}):",
        report.games,
        names.0,
        names.1,
        run.rules.as_str(),
        seed,
        run.you,
        run.rival,
        if run.alternate {
            ", first player alternating"
        } else if run.second {
            ", you second"
        } else {
            ", you first"
        }
    );
    outln!(
        "  win rate {:.1}% (95% interval {:.1}%..{:.1}%, a draw counted as half a win): you won {}, the rival {}, {} drawn.",
        100.0 * report.win_rate(),
        100.0 * lo,
        100.0 * hi,
        report.you,
        report.rival,
        report.draws,
    );
    outln!(
        "  how the games ended: {} by the Story, {} by a deck running out, {} drawn at the turn cap ({}){}.",
        report.ends.story,
        report.ends.deck_out,
        report.ends.turn_cap,
        run.turn_cap,
        if report.ends.stopped > 0 {
            format!(", {} stopped by the action guard", report.ends.stopped)
        } else {
            String::new()
        }
    );
    // A side of the split with no games (you always first, or always second) says so rather
    // than "0/0 won (0.0%)".
    let split = |w: u64, n: u64| {
        if n == 0 {
            "no games".to_string()
        } else {
            format!("{w}/{n} won ({:.1}%)", 100.0 * w as f64 / n as f64)
        }
    };
    outln!(
        "  going first: {}; going second: {}.",
        split(report.first_wins, report.first_games),
        split(report.second_wins(), report.second_games())
    );
    for (turn, n) in report.win_turn.iter().enumerate().filter(|(_, n)| **n > 0) {
        outln!("  won on turn {turn:>3}: {n}");
    }
    outln!("{per_second:.0} games/second.");
    Ok(())
}

fn duel_json(
    report: &DuelReport,
    settings: &DuelSettings,
    rules: RulesVersion,
    per_second: f64,
) -> Value {
    let mut histogram = Map::new();
    let mut sum = 0u64;
    for (turn, n) in report.win_turn.iter().enumerate().filter(|(_, n)| **n > 0) {
        histogram.insert(turn.to_string(), json!(n));
        sum += turn as u64 * n;
    }
    let mean = (report.you > 0).then(|| sum as f64 / report.you as f64);
    let mut median = None;
    let mut seen = 0;
    for (turn, n) in report.win_turn.iter().enumerate() {
        seen += n;
        if report.you > 0 && seen * 2 >= report.you {
            median = Some(turn);
            break;
        }
    }
    let (lo, hi) = report.interval();
    let round = |x: f64| (x * 10_000.0).round() / 10_000.0;
    json!({
        "games": report.games,
        "wins": {"you": report.you, "rival": report.rival, "draw": report.draws},
        "win_rate": round(report.win_rate()),
        "win_rate_counts_draws_as": 0.5,
        "win_rate_interval": [round(lo), round(hi)],
        "players": {"you": settings.you.name(), "rival": settings.rival.name()},
        "seats": {
            "first": {"games": report.first_games, "wins": report.first_wins},
            "second": {"games": report.second_games(), "wins": report.second_wins()},
        },
        "ends": {
            "story": report.ends.story,
            "deck_out": report.ends.deck_out,
            "turn_cap": report.ends.turn_cap,
            "stopped": report.ends.stopped,
        },
        "draws": {"turn_cap": report.ends.turn_cap + report.ends.stopped, "simultaneous": 0},
        "turn_cap": settings.turn_cap,
        "first_player": {
            "games": report.first_games,
            "wins": report.first_wins,
        },
        "second_player": {
            "games": report.games - report.first_games,
            "wins": report.you - report.first_wins,
        },
        "win_turn": {
            "mean": mean.map(|m| (m * 1000.0).round() / 1000.0),
            "median": median,
            "histogram": histogram,
        },
        "games_per_second": (per_second * 10.0).round() / 10.0,
        "seed": settings.seed,
        "threads": settings.threads,
        "rules": rules.as_str(),
        "alternate": settings.alternate,
        "opponents": {"you": settings.you.name(), "rival": settings.rival.name()},
    })
}

/// `ponydeck matchup [DECK...] --games N ...`
#[derive(Debug, Args)]
pub struct MatchupArgs {
    /// Deck files or starter codes (default: the six SD01 starters).
    pub decks: Vec<PathBuf>,
    /// Games per pairing (who goes first alternates).
    #[arg(long, value_name = "N", default_value_t = 200)]
    pub games: u64,
    /// The base seed (default: a random one, printed to stderr).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The rules version (default: the newest, 2.0.0).
    #[arg(long, value_name = "1.3.0|2.0.0")]
    pub rules: Option<String>,
    /// The player playing every deck: `fast`, `search[:N]` or `random` (`ponydeck players`;
    /// default: the trusted player for tables).
    #[arg(long, visible_alias = "opponent", value_name = "NAME[:BUDGET]")]
    pub player: Option<String>,
    /// Worker threads (default: all cores). The results do not depend on it.
    #[arg(long, value_name = "T")]
    pub threads: Option<usize>,
    /// A game still going after this turn (both players' turns counted) is a draw.
    #[arg(long, value_name = "C", default_value_t = DUEL_TURN_CAP)]
    pub turn_cap: u16,
    /// Play decks that break the deck rules too (otherwise refused, exit 1).
    #[arg(long)]
    pub allow_illegal: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs `matchup`: each deck against each other deck (rows: the deck, columns: its rival).
pub fn run_matchup(args: MatchupArgs, catalog: Option<&Path>) -> Result<(), CliError> {
    let rules = super::rules_version(args.rules.as_deref())?;
    let kind = match &args.player {
        Some(name) => player(name)?,
        None => PlayerKind::TRUSTED_DEFAULT,
    };
    let paths: Vec<PathBuf> = if args.decks.is_empty() {
        STARTER_CODES.iter().map(PathBuf::from).collect()
    } else {
        args.decks.clone()
    };
    if paths.len() < 2 {
        return Err(CliError::Input(
            "matchup needs at least two decks (or none, for the six starters)".into(),
        ));
    }
    let pairings = pairings_played(paths.len(), kind, kind);
    if args.games.saturating_mul(pairings as u64) > MAX_SIMULATED_GAMES {
        return Err(CliError::Input(format!(
            "{} games for each of {pairings} pairings is more than ponydeck plays in one run \
             ({MAX_SIMULATED_GAMES} at most)",
            args.games,
        )));
    }
    let catalog = open_catalog(catalog)?;
    let cards = catalog.index();
    let decks = paths
        .iter()
        .map(|p| load_deck(p, cards, rules, args.allow_illegal))
        .collect::<Result<Vec<_>, _>>()?;
    let names: Vec<String> = paths
        .iter()
        .map(|p| {
            p.file_stem()
                .map_or_else(|| p.display().to_string(), |s| s.to_string_lossy().into())
        })
        .collect();
    let seed = seed_or_random(args.seed);
    let settings = MatchupSettings {
        games: args.games,
        seed,
        rules,
        turn_cap: args.turn_cap,
        threads: args.threads.unwrap_or_else(|| {
            std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
        }),
        you: kind,
        rival: kind,
    };
    let named: Vec<(String, GameDeck)> = names.iter().cloned().zip(decks).collect();
    let plan =
        MatchupPlan::new(&named, cards, settings).map_err(|e| CliError::Input(e.to_string()))?;
    let Some(result) = plan.run(&AtomicU64::new(0), &AtomicBool::new(false)) else {
        return Err(CliError::Input("the matchup was cancelled".into()));
    };
    let table = &result.cells;
    let round = |x: f64| (x * 10_000.0).round() / 10_000.0;
    let mut cells = Vec::new();
    for (i, row) in table.iter().enumerate() {
        for (j, cell) in row.iter().enumerate() {
            let Some(report) = cell else {
                continue;
            };
            let (lo, hi) = report.interval();
            cells.push(json!({
                "deck": names[i], "rival": names[j], "games": report.games,
                "wins": report.you, "losses": report.rival, "draws": report.draws,
                "win_rate": round(report.win_rate()),
                "interval": [round(lo), round(hi)],
                "seats": {
                    "first": {"games": report.first_games, "wins": report.first_wins},
                    "second": {"games": report.second_games(), "wins": report.second_wins()},
                },
                "ends": {
                    "story": report.ends.story, "deck_out": report.ends.deck_out,
                    "turn_cap": report.ends.turn_cap, "stopped": report.ends.stopped,
                },
            }));
        }
    }
    let row_means: Vec<Value> = names
        .iter()
        .enumerate()
        .map(|(i, name)| json!({"deck": name, "win_rate": round(result.row_mean(i))}))
        .collect();
    if args.json {
        return print_json(&json!({
            "player": kind.name(), "decks": names, "cells": cells, "rows": row_means,
            "win_rate_counts_draws_as": 0.5,
            "games_per_pairing": args.games, "seed": seed, "rules": rules.as_str(),
            "turn_cap": args.turn_cap, "opponent": kind.name(), "pairings": cells,
        }));
    }
    outln!(
        "Win rate of each deck (row) against each rival (column), every deck played by {}, {} games a pairing, first player alternating, rules {}, seed {}, a draw (turn cap {}) counted as half a win; 95% Wilson interval below:",
        kind,
        args.games,
        rules.as_str(),
        seed,
        args.turn_cap,
    );
    let width = 13;
    let mut header = format!("{:<8}", "");
    for name in &names {
        header.push_str(&format!("{name:>width$}"));
    }
    outln!("{header}");
    for (i, name) in names.iter().enumerate() {
        let mut line = format!("{name:<8}");
        let mut bounds = format!("{:<8}", "");
        for cell in &table[i] {
            match cell {
                Some(r) => {
                    let (lo, hi) = r.interval();
                    line.push_str(&format!(
                        "{:>width$}",
                        format!("{:.1}%", 100.0 * r.win_rate())
                    ));
                    bounds.push_str(&format!(
                        "{:>width$}",
                        format!("{:.0}-{:.0}", 100.0 * lo, 100.0 * hi)
                    ));
                }
                None => {
                    line.push_str(&format!("{:>width$}", "-"));
                    bounds.push_str(&format!("{:>width$}", ""));
                }
            }
        }
        outln!("{line}");
        outln!("{bounds}");
    }
    let means: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, name)| format!("{name} {:.1}%", 100.0 * result.row_mean(i)))
        .collect();
    outln!(
        "Each deck's mean win rate against the others: {}.",
        means.join(", ")
    );
    Ok(())
}

/// `ponydeck players [--json]`
#[derive(Debug, Args)]
pub struct PlayersArgs {
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs `players`: every built-in player, how it decides, its budget and whether tables use it
/// by default.
pub fn run_players(args: &PlayersArgs) -> Result<(), CliError> {
    let trusted = PlayerKind::TRUSTED_DEFAULT.base_name();
    if args.json {
        let list: Vec<Value> = PlayerKind::ALL_INFO
            .iter()
            .map(|info| {
                json!({
                    "name": info.name,
                    "budget_unit": info.budget_unit,
                    "default_budget": info.default_budget,
                    "default_for_tables": info.name == trusted,
                    "how": info.how,
                })
            })
            .collect();
        return print_json(&Value::Array(list));
    }
    for info in PlayerKind::ALL_INFO {
        let budget = match (info.default_budget, info.budget_unit) {
            (Some(n), Some(unit)) => format!(" (NAME:N, N {unit}; default {n})"),
            _ => String::new(),
        };
        let default = if info.name == trusted {
            " The default for matchup tables."
        } else {
            ""
        };
        outln!("{}{budget}: {}{default}", info.name, info.how);
    }
    Ok(())
}
