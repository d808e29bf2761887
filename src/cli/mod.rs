//! L3 command line: the subcommands of `shared/design/CLI.md`. Each subcommand lives in its own
//! file; this one holds the argument types, catalog resolution and exit codes.

mod catalog_cmd;
mod collection_cmd;
mod dbg_cmd;
mod deck_cmd;
mod deck_file;
mod duel_cmd;
mod goldfish_cmd;
mod input_file;
mod lorcana_cmd;
mod odds_cmd;
mod output_file;
mod simulate_cmd;
mod terminal_text;
mod tune_cmd;
mod validation_report;

pub use collection_cmd::deck_missing;
pub use goldfish_cmd::parse_goldfish_script;
pub use input_file::read_text_file;
pub use output_file::{note_stdout, write_file_whole};

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::card::Game;
use crate::catalog::{Catalog, CatalogError};

/// Command-line arguments.
#[derive(Debug, Parser)]
#[command(
    name = "ponydeck",
    version,
    about = "Deck builder, collection manager and goldfish table for the Kayou My Little Pony Card Game.\n\nWith no arguments, opens the desktop window."
)]
pub struct Cli {
    /// The card catalog (default: cards.db in the current folder, else beside the program).
    #[arg(long, global = true, value_name = "PATH")]
    pub catalog: Option<PathBuf>,
    /// The user's database of decks and collection (default: the platform data folder).
    #[arg(long, global = true, value_name = "PATH")]
    pub data: Option<PathBuf>,
    /// The game: kayou (the default), lorcana or palworld (every `deck` and `collection`
    /// command, `catalog search|show|stats`, `odds`; Lorcana also `goldfish`, `simulate` and
    /// `catalog coverage`).
    #[arg(long, global = true, value_name = "GAME", default_value_t = Game::Kayou)]
    pub game: Game,
    /// What to do; none opens the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Search and inspect the card catalog, or rebuild it.
    #[command(subcommand)]
    Catalog(catalog_cmd::CatalogCommand),
    /// Track owned, wished and traded copies; import, export, completion, what decks miss.
    #[command(subcommand)]
    Collection(collection_cmd::CollectionCommand),
    /// Validate, save, compare and export decks.
    #[command(subcommand)]
    Deck(deck_cmd::DeckCommand),
    /// Set up and keep the books of My Little Pony: Adventures in Equestria (the deck-building game).
    #[command(subcommand)]
    Dbg(dbg_cmd::DbgCommand),
    /// Play a solitaire game against a passive rival from a script (one action per line).
    Goldfish(goldfish_cmd::GoldfishArgs),
    /// The exact probability of drawing matching cards in the first cards of the deck (Kayou's
    /// Main Deck), by the game's opening hand and mulligan.
    Odds(odds_cmd::OddsArgs),
    /// Play many goldfish games with a built-in policy and report the winning turns.
    Simulate(simulate_cmd::SimulateArgs),
    /// Play decks against each other (default: the six starters) and report win rates.
    Matchup(duel_cmd::MatchupArgs),
    /// List the built-in players (`--policy`, `--opponent`, `--player`): how each decides, its
    /// budget and which one tables use by default.
    Players(duel_cmd::PlayersArgs),
    /// Which one-for-one swaps, from the cards that may come in, make a deck win more against
    /// the decks it expects to meet (paired games, confirmed on fresh seeds).
    Tune(tune_cmd::TuneArgs),
}

/// Why a command did not succeed, and so which exit code it ends with.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The input could not be read: unknown card, malformed file or query, missing file (exit 2).
    #[error("{0}")]
    Input(String),
    /// The answer is negative, or an action was refused (exit 1). The message is already shown.
    #[error("{0}")]
    Negative(String),
}

impl CliError {
    /// The process exit code of the contract.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Input(_) => 2,
            CliError::Negative(_) => 1,
        }
    }
}

impl From<CatalogError> for CliError {
    fn from(e: CatalogError) -> CliError {
        CliError::Input(e.to_string())
    }
}

/// Runs a parsed command line, printing results to stdout and errors to stderr.
pub fn run(cli: Cli) -> ExitCode {
    let game = cli.game;
    // The table commands need the rules engine, which plays Kayou only so far.
    let no_engine = |what: &str| {
        Err(CliError::Input(format!(
            "{what} is for the Kayou game only: the rules engine plays no other game yet; leave out --game {game}"
        )))
    };
    let result = match cli.command {
        Some(Command::Catalog(cmd)) => catalog_cmd::run(cmd, cli.catalog.as_deref(), game),
        Some(Command::Collection(cmd)) => {
            collection_cmd::run(cmd, cli.catalog.as_deref(), cli.data.as_deref(), game)
        }
        Some(Command::Deck(cmd)) => {
            deck_cmd::run(cmd, cli.catalog.as_deref(), cli.data.as_deref(), game)
        }
        Some(Command::Dbg(cmd)) => dbg_cmd::run(cmd, cli.data.as_deref()),
        Some(Command::Goldfish(args)) if game == Game::Lorcana => {
            lorcana_cmd::goldfish(args, cli.catalog.as_deref())
        }
        Some(Command::Simulate(args)) if game == Game::Lorcana => {
            lorcana_cmd::simulate_cmd(args, cli.catalog.as_deref())
        }
        Some(Command::Goldfish(_)) if !game.has_engine() => no_engine("goldfish"),
        Some(Command::Goldfish(args)) => goldfish_cmd::run(args, cli.catalog.as_deref()),
        Some(Command::Odds(args)) => odds_cmd::run(args, cli.catalog.as_deref(), game),
        Some(Command::Simulate(_)) if !game.has_engine() => no_engine("simulate"),
        Some(Command::Simulate(args)) => simulate_cmd::run(args, cli.catalog.as_deref()),
        Some(Command::Matchup(_)) if !game.has_engine() => no_engine("matchup"),
        Some(Command::Matchup(args)) => duel_cmd::run_matchup(args, cli.catalog.as_deref()),
        Some(Command::Players(args)) => duel_cmd::run_players(&args),
        Some(Command::Tune(_)) if !game.has_engine() => no_engine("tune"),
        Some(Command::Tune(args)) => {
            tune_cmd::run(args, cli.catalog.as_deref(), cli.data.as_deref())
        }
        None => Err(CliError::Input("no command given".into())),
    };
    // Every line printed went out whole, or the exit code says the output is incomplete.
    // (An answer of "no", exit 1, whose output was cut short is incomplete too: exit 2.)
    let result = match (result, output_file::stdout_result()) {
        (Err(e @ CliError::Input(_)), _) | (Ok(()), Err(e)) | (Err(_), Err(e)) => Err(e),
        (result, Ok(())) => result,
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let text = e.to_string();
            if !text.is_empty() {
                // Names and notes from files reach messages: never send their escapes raw.
                crate::errln!("ponydeck: {}", terminal_text::printable(&text));
            }
            ExitCode::from(e.exit_code())
        }
    }
}

/// The catalog path: `--catalog`, else `cards.db` in the current folder, else beside the
/// executable.
pub fn catalog_path(explicit: Option<&Path>) -> PathBuf {
    if let Some(path) = explicit {
        return path.to_path_buf();
    }
    let here = PathBuf::from("cards.db");
    if here.is_file() {
        return here;
    }
    std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.join("cards.db")))
        .filter(|p| p.is_file())
        .unwrap_or(here)
}

/// The ` --game G` a command line needs to name `game`: nothing for the default game.
pub fn game_flag(game: Game) -> String {
    if game == Game::default() {
        String::new()
    } else {
        format!(" --game {game}")
    }
}

/// Opens the catalog named on the command line.
pub fn open_catalog(explicit: Option<&Path>) -> Result<Catalog, CliError> {
    Ok(Catalog::open(&catalog_path(explicit))?)
}

/// The `--rules` of a command: the newest rules when it is not given.
pub(crate) fn rules_version(arg: Option<&str>) -> Result<crate::format::RulesVersion, CliError> {
    match arg {
        None => Ok(crate::format::RulesVersion::NEWEST),
        Some(text) => text.parse().map_err(CliError::Input),
    }
}

/// Like `println!`, but a closed stdout (`ponydeck ... | head`) ends output quietly instead of
/// panicking.
#[macro_export]
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        $crate::cli::note_stdout(writeln!(std::io::stdout().lock(), $($arg)*));
    }};
}

/// Like `eprintln!`, but a standard error that cannot be written (`2>/dev/full`, a closed
/// terminal) is passed over instead of panicking: the exit code still tells the outcome.
#[macro_export]
macro_rules! errln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr().lock(), $($arg)*);
    }};
}

/// Like `eprint!`, with [`errln!`]'s care.
#[macro_export]
macro_rules! err_print {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stderr().lock(), $($arg)*);
    }};
}

/// Prints a value as pretty JSON. Scripts read it, so a failed write (a full disk behind a
/// redirection) is an error, not a silent exit 0; a reader that stopped reading (`| head`) is
/// not.
pub fn print_json(value: &serde_json::Value) -> Result<(), CliError> {
    let mut text = serde_json::to_string_pretty(value)
        .map_err(|e| CliError::Input(format!("could not write JSON: {e}")))?;
    text.push('\n');
    match output_file::write_stdout(text.as_bytes()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other.map_err(output_file::stdout_error),
    }
}
