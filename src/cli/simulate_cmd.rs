//! `ponydeck simulate DECK --games N [--seed S] [--second] [--rules 1.3.0|2.0.0] [--threads T]
//! [--turn-cap C] [--json]`: N goldfish games played by the built-in policy
//! ([`crate::sim::GoldfishPolicy`]), reporting the distribution of the winning turn (turns
//! count both players' turns), the share not won by the turn cap, and games per second.

use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Args;
use serde_json::{Map, Value, json};

use crate::engine::{Game, GameConfig};
use crate::errln;
use crate::format::RulesVersion;
use crate::limits::{MAX_SIMULATED_GAMES, MAX_SIMULATION_THREADS};
use crate::outln;
use crate::sim::{SimReport, SimSettings, simulate_with_progress};

use super::deck_file::{game_deck, random_seed, read_deck_or_starter};
use super::{CliError, open_catalog, print_json};

/// The default turn cap: 40 turns counting both players (20 of yours).
pub const DEFAULT_TURN_CAP: u16 = 40;

/// `ponydeck simulate ...`
#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The deck list (any format ponydeck reads).
    pub deck: PathBuf,
    /// How many games to play.
    #[arg(long, value_name = "N")]
    pub games: u64,
    /// The base seed (default: a random one, printed to stderr); game i uses a seed derived
    /// from it and i.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Play as the second player.
    #[arg(long)]
    pub second: bool,
    /// The rules version (default: the newest, 2.0.0).
    #[arg(long, value_name = "1.3.0|2.0.0")]
    pub rules: Option<String>,
    /// Worker threads (default: all cores). The results do not depend on it.
    #[arg(long, value_name = "T")]
    pub threads: Option<usize>,
    /// A game still going after this turn (both players' turns counted) is not won (default:
    /// 40 against the passive rival; with `--rival`, 100, and the game is a draw).
    #[arg(long, value_name = "C")]
    pub turn_cap: Option<u16>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
    /// Play two-player games against this deck (a deck file or a starter code such as SD01B):
    /// the rival plays it under every rule that applies to you.
    #[arg(long, value_name = "RIVAL-DECK")]
    pub rival: Option<PathBuf>,
    /// With `--rival`: alternate who goes first from game to game.
    #[arg(long)]
    pub alternate: bool,
    /// With `--rival`: who plays your deck: `fast`, `search[:N]` or `random` (`ponydeck
    /// players`).
    #[arg(
        long,
        visible_alias = "player",
        value_name = "NAME[:BUDGET]",
        default_value = "fast"
    )]
    pub policy: String,
    /// With `--rival`: who plays the rival's deck (as `--policy`).
    #[arg(long, value_name = "NAME[:BUDGET]", default_value = "fast")]
    pub opponent: String,
    /// With `--rival`: play decks that break the deck rules too (otherwise refused, exit 1).
    #[arg(long)]
    pub allow_illegal: bool,
    /// With `--game lorcana`: the format (`core`, the default, or `infinity`); Kayou takes
    /// `--rules`.
    #[arg(long, value_name = "FORMAT")]
    pub format: Option<String>,
}

/// Runs the simulate command.
pub fn run(args: SimulateArgs, catalog: Option<&Path>) -> Result<(), CliError> {
    if args.format.is_some() {
        return Err(CliError::Input(
            "--format is for --game lorcana; the Kayou table takes --rules 1.3.0|2.0.0".into(),
        ));
    }
    let rules = super::rules_version(args.rules.as_deref())?;
    if args.games > MAX_SIMULATED_GAMES {
        return Err(CliError::Input(format!(
            "--games {} is more than ponydeck plays in one run ({MAX_SIMULATED_GAMES} at most, about an hour); run several smaller simulations with different --seed values",
            args.games
        )));
    }
    if let Some(threads) = args.threads.filter(|&t| t > MAX_SIMULATION_THREADS) {
        return Err(CliError::Input(format!(
            "--threads {threads} is more than ponydeck starts ({MAX_SIMULATION_THREADS} at most); one per core is fastest"
        )));
    }
    if args.threads == Some(0) {
        return Err(CliError::Input(
            "--threads 0: use at least one thread".into(),
        ));
    }
    if let Some(rival) = &args.rival {
        let run = super::duel_cmd::DuelRun {
            rules,
            games: args.games,
            seed: args.seed,
            second: args.second,
            alternate: args.alternate,
            threads: args.threads.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
            }),
            turn_cap: args.turn_cap.unwrap_or(super::duel_cmd::DUEL_TURN_CAP),
            you: super::duel_cmd::player(&args.policy)?,
            rival: super::duel_cmd::player(&args.opponent)?,
            allow_illegal: args.allow_illegal,
        };
        return super::duel_cmd::run_simulate(&args.deck, rival, catalog, &run, args.json);
    }
    if args.alternate {
        return Err(CliError::Input(
            "--alternate needs --rival RIVAL-DECK (against the passive rival you choose --second)"
                .into(),
        ));
    }
    let catalog = open_catalog(catalog)?;
    let cards = catalog.index();
    let deck = read_deck_or_starter(&args.deck, cards)?;
    let deck = game_deck(&deck, &args.deck, cards)?;
    let config = GameConfig {
        rules,
        first_player: !args.second,
        rival_plans: 4,
        shuffle: true,
    };
    let template = Game::new(&deck, cards, config, 0)
        .map_err(|e| CliError::Input(format!("{}: {e}", args.deck.display())))?;
    let seed = match args.seed {
        Some(seed) => seed,
        None => {
            let seed = random_seed();
            errln!("ponydeck: seed {seed} (replay with --seed {seed})");
            seed
        }
    };
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let settings = SimSettings {
        games: args.games,
        seed,
        turn_cap: args.turn_cap.unwrap_or(DEFAULT_TURN_CAP),
        threads,
    };
    let start = Instant::now();
    let report = simulate_showing_progress(&template, settings);
    let seconds = start.elapsed().as_secs_f64();
    let games_per_second = if seconds > 0.0 {
        report.games as f64 / seconds
    } else {
        0.0
    };
    if args.json {
        return print_json(&report_json(&report, &settings, rules, games_per_second));
    }
    print_text(&report, &settings, rules, games_per_second);
    Ok(())
}

/// Runs the simulation; when stderr is a terminal, a progress line (games played, rate, time
/// left) is drawn there and cleared at the end. Piped or redirected output never sees it.
fn simulate_showing_progress(template: &Game, settings: SimSettings) -> SimReport {
    use std::io::IsTerminal as _;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    let played = AtomicU64::new(0);
    if !std::io::stderr().is_terminal() {
        return simulate_with_progress(template, settings, &played);
    }
    let bar = indicatif::ProgressBar::new(settings.games);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "simulating {bar:30} {human_pos}/{human_len} games, {eta} left",
        )
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let done = AtomicBool::new(false);
    let report = std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let report = simulate_with_progress(template, settings, &played);
            done.store(true, Ordering::Release);
            report
        });
        while !done.load(Ordering::Acquire) {
            bar.set_position(played.load(Ordering::Relaxed));
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        worker.join()
    });
    bar.finish_and_clear();
    // A worker cannot panic short of an engine bug; the games are then reported as none.
    report.unwrap_or_default()
}

fn report_json(
    report: &SimReport,
    settings: &SimSettings,
    rules: RulesVersion,
    games_per_second: f64,
) -> Value {
    let mut histogram = Map::new();
    for (turn, n) in report.histogram() {
        histogram.insert(turn.to_string(), json!(n));
    }
    let round = |x: f64| (x * 100.0).round() / 100.0;
    let board: Vec<Value> = report
        .board_by_turn()
        .filter_map(|(turn, totals)| {
            let (cards, characters, inspiration) = totals.means()?;
            Some(json!({
                "turn": turn,
                "games": totals.games,
                "cards_seen": round(cards),
                "characters": round(characters),
                "inspiration": round(inspiration),
            }))
        })
        .collect();
    json!({
        "games": report.games,
        "won": report.won,
        "not_won": report.not_won(),
        "turn_cap": settings.turn_cap,
        "win_turn": {
            "mean": report.mean_turn().map(|m| (m * 1000.0).round() / 1000.0),
            "median": report.median_turn(),
            "histogram": histogram,
        },
        "board_by_turn": board,
        "games_per_second": (games_per_second * 10.0).round() / 10.0,
        "seed": settings.seed,
        "threads": settings.threads,
        "rules": rules.as_str(),
    })
}

fn print_text(
    report: &SimReport,
    settings: &SimSettings,
    rules: RulesVersion,
    games_per_second: f64,
) {
    let share = |n: u64| {
        if report.games == 0 {
            0.0
        } else {
            100.0 * n as f64 / report.games as f64
        }
    };
    outln!(
        "{} games (rules {}, seed {}, {} thread{}): {} won ({:.1}%), {} not won by turn {} ({:.1}%).",
        report.games,
        rules.as_str(),
        settings.seed,
        settings.threads,
        if settings.threads == 1 { "" } else { "s" },
        report.won,
        share(report.won),
        report.not_won(),
        settings.turn_cap,
        share(report.not_won()),
    );
    if let (Some(mean), Some(median)) = (report.mean_turn(), report.median_turn()) {
        outln!("Winning turn (both players' turns counted): mean {mean:.2}, median {median}.");
        let widest = report.histogram().map(|(_, n)| n).max().unwrap_or(1).max(1);
        for (turn, n) in report.histogram() {
            let bar = "#".repeat(usize::try_from(n * 40 / widest).unwrap_or(0).max(1));
            outln!("  turn {turn:>3}: {n:>8} ({:>5.1}%) {bar}", share(n));
        }
    }
    let mut header = false;
    for (turn, totals) in report.board_by_turn() {
        let Some((cards, characters, inspiration)) = totals.means() else {
            continue;
        };
        if !header {
            outln!("Your board at the end of your turns (means over the games still going):");
            outln!("  turn   games  cards seen  Characters  Inspiration");
            header = true;
        }
        outln!(
            "  {turn:>4} {:>7} {cards:>11.2} {characters:>11.2} {inspiration:>12.2}",
            totals.games
        );
    }
    outln!("{games_per_second:.0} games/second.");
}
