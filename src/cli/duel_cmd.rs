//! Deck versus deck: `simulate DECK --rival RIVAL-DECK` (two-player games, both sides by the
//! built-in opponents) and `matchup DECK...` (every deck against every other, with Wilson
//! intervals). A deck argument is a deck file, or a starter's code (`SD01A`..`SD01F`) when no
//! such file exists.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Instant;

use clap::Args;
use serde_json::{Map, Value, json};

use crate::card::CardLookup;
use crate::engine::{Game, GameConfig, GameDeck};
use crate::format::RulesVersion;
use crate::limits::MAX_SIMULATED_GAMES;
use crate::outln;
use crate::sim::{
    DuelReport, DuelSettings, MatchupPlan, MatchupSettings, OpponentKind, STARTER_CODES,
    pairings_played, simulate_duel, wilson_interval,
};

use super::deck_file::{game_deck, random_seed, read_deck_or_starter};
use super::{CliError, open_catalog, print_json};

/// A deck file, or a starter deck's code.
pub(crate) fn load_deck(arg: &Path, cards: &impl CardLookup) -> Result<GameDeck, CliError> {
    game_deck(&read_deck_or_starter(arg, cards)?, arg, cards)
}

/// An opponent by name, or a sentence naming the choices.
pub(crate) fn opponent(name: &str) -> Result<OpponentKind, CliError> {
    OpponentKind::from_name(name).ok_or_else(|| {
        CliError::Input(format!(
            "'{name}' is not a built-in opponent; use one of: {}",
            OpponentKind::NAMES.join(", ")
        ))
    })
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
    pub you: OpponentKind,
    pub rival: OpponentKind,
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
    cards: &impl CardLookup,
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
        eprintln!("ponydeck: seed {seed} (replay with --seed {seed})");
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
    let you = load_deck(deck, cards)?;
    let theirs = load_deck(rival, cards)?;
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
    let (lo, hi) = wilson_interval(report.you, report.games);
    outln!(
        "{} games, {} against {} (rules {}, seed {}, you: {}, rival: {}{}):",
        report.games,
        names.0,
        names.1,
        run.rules.as_str(),
        seed,
        run.you.name(),
        run.rival.name(),
        if run.alternate {
            ", first player alternating"
        } else if run.second {
            ", you second"
        } else {
            ", you first"
        }
    );
    outln!(
        "  you won {} ({:.1}%, 95% interval {:.1}%..{:.1}%), the rival {}, {} unfinished by turn {}.",
        report.you,
        100.0 * report.win_rate(),
        100.0 * lo,
        100.0 * hi,
        report.rival,
        report.draws,
        run.turn_cap
    );
    let second_games = report.games - report.first_games;
    let second_wins = report.you - report.first_wins;
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
        split(second_wins, second_games)
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
    let (lo, hi) = wilson_interval(report.you, report.games);
    let round = |x: f64| (x * 10_000.0).round() / 10_000.0;
    json!({
        "games": report.games,
        "wins": {"you": report.you, "rival": report.rival, "draw": report.draws},
        "win_rate": round(report.win_rate()),
        "win_rate_interval": [round(lo), round(hi)],
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
    /// The opponent playing every deck (`fast` or `search`).
    #[arg(long, value_name = "NAME", default_value = "fast")]
    pub opponent: String,
    /// Worker threads (default: all cores).
    #[arg(long, value_name = "T")]
    pub threads: Option<usize>,
    /// A game still going after this turn is unfinished.
    #[arg(long, value_name = "C", default_value_t = 60)]
    pub turn_cap: u16,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs `matchup`: each deck against each other deck (rows: the deck, columns: its rival).
pub fn run_matchup(args: MatchupArgs, catalog: Option<&Path>) -> Result<(), CliError> {
    let rules = super::rules_version(args.rules.as_deref())?;
    let kind = opponent(&args.opponent)?;
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
        .map(|p| load_deck(p, cards))
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
    let mut rows = Vec::new();
    for (i, row) in table.iter().enumerate() {
        for (j, cell) in row.iter().enumerate() {
            let Some(report) = cell else {
                continue;
            };
            let (lo, hi) = wilson_interval(report.you, report.games);
            rows.push(json!({
                "deck": names[i], "rival": names[j], "games": report.games,
                "wins": report.you, "losses": report.rival, "draws": report.draws,
                "win_rate": (report.win_rate() * 10_000.0).round() / 10_000.0,
                "interval": [(lo * 10_000.0).round() / 10_000.0, (hi * 10_000.0).round() / 10_000.0],
            }));
        }
    }
    if args.json {
        return print_json(&json!({
            "games_per_pairing": args.games, "seed": seed, "rules": rules.as_str(),
            "opponent": kind.name(), "pairings": rows,
        }));
    }
    outln!(
        "Win rate of each deck (row) against each rival (column), {} games a pairing, first player alternating, rules {}, seed {}, opponent {}; 95% Wilson interval below:",
        args.games,
        rules.as_str(),
        seed,
        kind.name()
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
                    let (lo, hi) = wilson_interval(r.you, r.games);
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
    Ok(())
}
