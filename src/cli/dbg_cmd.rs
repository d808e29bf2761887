//! `ponydeck dbg`: the Adventures in Equestria tracker (`shared/design/CLI.md`, "`ponydeck
//! dbg`").
//!
//! - `dbg play --players N --components FILE [--seed S] [--script FILE] [--json]`: the game's
//!   bookkeeping from a script, one step per line (the contract's verbs `cloud N`,
//!   `cloud final N`, `overcome`, `overcome final`, `end`, `cubes P COLOUR ±N`,
//!   `token P KIND ±N`, and these additions: `attempt [final]`, `fail`,
//!   `overcome [final] spend`, `situations N`, `replace-location N`, `row-unfilled`, `undo`).
//!   `--resume NAME` continues a saved game instead, `--save NAME` saves the result (refused
//!   when another saved game has the name, in any case, unless `--replace`).
//! - `dbg setup`: draws a game from the components ("Setting Up the Game"), as a summary or as
//!   the game file `dbg play --components` reads.
//! - `dbg components list|export|import`: the component library (shipped plus the player's).
//! - `dbg games`: the saved games.
//!
//! Exit codes: 0 the script ran; 1 a line was refused (the state before it is printed, stderr
//! names the line and the reason) or `--save` names another saved game; 2 the input could not be
//! read.
//!
//! Reliability (`docs/reliability.md`): the script and the components files are read with the
//! limits of `crate::limits`, a message quotes at most 60 characters of what was read and lists
//! the first 10 problems, and every `--out` file is written whole or not at all.

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};

use crate::catalog::UserDb;
use crate::dbg::{
    Action, ChallengeChoice, CloudTarget, ComponentKind, Components, CubeColor, GameComponents,
    PhaseView, PlayerCount, SetupOptions, Situations, TokenKind, Tracker, TrackerView, set_up,
};
use crate::errln;
use crate::outln;

use super::deck_file::random_seed;
use super::input_file;
use super::output_file::{write_file_atomically, write_stdout_checked};
use super::{CliError, print_json};
use crate::catalog::DbgStoreError;
use crate::limits::{MAX_DBG_FILE_BYTES, MAX_DECK_FILE_BYTES, short};

/// `ponydeck dbg ...`
#[derive(Debug, Subcommand)]
pub enum DbgCommand {
    /// Keep a game's books from a script, one step per line.
    Play(PlayArgs),
    /// Draw a game's setup from the components (seeded: the same seed, the same setup).
    Setup(SetupArgs),
    /// The Hurdles, Final Challenges, Locations and Ponies: list, export, import.
    #[command(subcommand)]
    Components(ComponentsCommand),
    /// The saved games.
    Games(GamesArgs),
}

/// `ponydeck dbg play ...`
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Players at the table, 1 (solo, counted as 2 in every number) to 4.
    #[arg(long, value_name = "N", required_unless_present = "resume")]
    pub players: Option<u8>,
    /// The game file: the Hurdles (top of the Active Hurdle stack first) and the Final Challenge.
    #[arg(long, value_name = "FILE", required_unless_present = "resume")]
    pub components: Option<PathBuf>,
    /// The seed of the tracker's draws (Chaos reshuffles); default: a random one, printed.
    #[arg(long, conflicts_with = "resume")]
    pub seed: Option<u64>,
    /// The script, one step per line (default: stdin).
    #[arg(long, value_name = "FILE")]
    pub script: Option<PathBuf>,
    /// Print the final state as JSON.
    #[arg(long)]
    pub json: bool,
    /// Continue the saved game of this name (instead of --players and --components).
    #[arg(long, value_name = "NAME", conflicts_with_all = ["players", "components"])]
    pub resume: Option<String>,
    /// Save the game under this name in the user database afterwards (refused when another
    /// saved game has the name, in any case, unless --replace).
    #[arg(long, value_name = "NAME")]
    pub save: Option<String>,
    /// With --save: replace the saved game of that name.
    #[arg(long, requires = "save")]
    pub replace: bool,
}

/// `ponydeck dbg setup ...`
#[derive(Debug, Args)]
pub struct SetupArgs {
    /// Players at the table, 1 (solo) to 4.
    #[arg(long, value_name = "N")]
    pub players: u8,
    /// A player's Pony, in turn order (repeat; players without one draw at random).
    #[arg(long = "pony", value_name = "NAME")]
    pub ponies: Vec<String>,
    /// Situations shuffled into the Adventure Deck ("Continuing Adventures"): 0, 4 or 8.
    #[arg(long, value_name = "0|4|8", default_value_t = 0)]
    pub situations: u8,
    /// Hurdles added to the Active Hurdle stack for difficulty.
    #[arg(long, value_name = "K", default_value_t = 0)]
    pub extra_hurdles: u8,
    /// The seed of the draw (default: a random one, printed).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Write the game file here (for `dbg play --components`).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Print the game file as JSON instead of the summary.
    #[arg(long)]
    pub json: bool,
}

/// `ponydeck dbg components ...`
#[derive(Debug, Subcommand)]
pub enum ComponentsCommand {
    /// List every component, marking what is not entered yet.
    List {
        /// Print the components file (as `export` writes it).
        #[arg(long)]
        json: bool,
    },
    /// Write the components (shipped plus yours) as JSON.
    Export {
        /// The file (default: stdout).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Add and replace components from a JSON file (all or nothing; nothing is removed).
    Import {
        /// The file, as `export` writes it.
        file: PathBuf,
        /// Show what would change, change nothing.
        #[arg(long)]
        dry_run: bool,
    },
}

/// `ponydeck dbg games ...`
#[derive(Debug, Args)]
pub struct GamesArgs {
    /// Print the list as JSON.
    #[arg(long)]
    pub json: bool,
    /// Delete the saved game of this name.
    #[arg(long, value_name = "NAME")]
    pub delete: Option<String>,
}

/// Runs a `dbg` subcommand.
pub fn run(command: DbgCommand, data: Option<&Path>) -> Result<(), CliError> {
    match command {
        DbgCommand::Play(args) => play(args, data),
        DbgCommand::Setup(args) => setup(args, data),
        DbgCommand::Components(cmd) => components(cmd, data),
        DbgCommand::Games(args) => games(args, data),
    }
}

fn input(e: impl std::fmt::Display) -> CliError {
    CliError::Input(e.to_string())
}

fn players(n: u8) -> Result<PlayerCount, CliError> {
    PlayerCount::new(n).map_err(|e| CliError::Input(format!("--players {n}: {e}")))
}

/// A components or game file, at most [`MAX_DBG_FILE_BYTES`].
fn read_components_file(path: &Path) -> Result<String, CliError> {
    input_file::read_text_file(path, MAX_DBG_FILE_BYTES, false, "the components file")
}

/// The script: a file, or stdin; at most [`MAX_DECK_FILE_BYTES`], lines of at most
/// [`MAX_LINE_CHARS`](crate::limits::MAX_LINE_CHARS) characters.
fn read_script(path: Option<&Path>) -> Result<String, CliError> {
    match path {
        Some(path) => input_file::read_text_file(path, MAX_DECK_FILE_BYTES, true, "the script"),
        None => input_file::read_text(
            std::io::stdin().lock(),
            MAX_DECK_FILE_BYTES,
            true,
            "the script on stdin",
        ),
    }
}

/// A components file's problems, the first few of them.
fn components_error(e: &crate::dbg::ComponentsError, file: &str) -> CliError {
    CliError::Input(e.listed_lines(file).join("\n"))
}

/// The saved game `--save NAME` would replace, unless that is allowed: the one resumed, or
/// `--replace`.
fn check_save_name(args: &PlayArgs, db: &UserDb) -> Result<(), CliError> {
    let Some(name) = &args.save else {
        return Ok(());
    };
    let resumed = args
        .resume
        .as_deref()
        .is_some_and(|r| r.trim().eq_ignore_ascii_case(name.trim()));
    if args.replace || resumed {
        return Ok(());
    }
    if let Some(taken) = db.dbg_game_name(name).map_err(input)? {
        let summary = db
            .dbg_games()
            .map_err(input)?
            .into_iter()
            .find(|g| g.name == taken)
            .map(|g| g.summary)
            .unwrap_or_default();
        return Err(save_refused(DbgStoreError::NameTaken {
            name: taken,
            summary,
        }));
    }
    Ok(())
}

/// A save refused because the name is taken is exit 1 (an answer, not unreadable input).
fn save_refused(e: DbgStoreError) -> CliError {
    match e {
        DbgStoreError::NameTaken { .. } => CliError::Negative(e.to_string()),
        other => input(other),
    }
}

fn seed_or_random(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        let seed = random_seed();
        errln!("ponydeck: seed {seed} (replay with --seed {seed})");
        seed
    })
}

fn play(args: PlayArgs, data: Option<&Path>) -> Result<(), CliError> {
    let script_text = read_script(args.script.as_deref())?;
    let script_name = args
        .script
        .as_ref()
        .map_or_else(|| "stdin".to_string(), |p| p.display().to_string());
    let lines = parse_script(&script_text, &script_name)?;
    let mut db = None;
    if args.save.is_some() {
        // Before anything runs: a name that would silently replace another game is refused.
        let opened = UserDb::open_default(data)?;
        check_save_name(&args, &opened)?;
        db = Some(opened);
    }
    let mut tracker = match (&args.resume, args.players, &args.components) {
        (Some(name), _, _) => {
            let opened = match db.take() {
                Some(db) => db,
                None => UserDb::open_default(data)?,
            };
            let tracker = opened.dbg_game(name).map_err(input)?;
            db = Some(opened);
            tracker
        }
        (None, Some(n), Some(path)) => {
            let players = players(n)?;
            let text = read_components_file(path)?;
            let file = path.display().to_string();
            let game = GameComponents::from_json(&text, players)
                .map_err(|e| components_error(&e, &file))?;
            let seed = seed_or_random(args.seed);
            Tracker::new(game, players, seed).map_err(|e| components_error(&e, &file))?
        }
        _ => {
            return Err(CliError::Input(
                "give --players N and --components FILE, or --resume NAME".into(),
            ));
        }
    };
    let mut refusal = None;
    for line in &lines {
        let result = match line.verb {
            Verb::Step(action) => tracker.apply(action).map(|_| ()),
            Verb::Undo => tracker.undo().map(|_| ()),
        };
        if let Err(reason) = result {
            refusal = Some(format!(
                "{script_name} line {}: `{}` is refused: {reason}",
                line.number,
                short(&line.text)
            ));
            break;
        }
    }
    let view = tracker.view();
    if args.json {
        // Straight from the struct, so the keys keep the contract's order.
        let text = serde_json::to_string_pretty(&view)
            .map_err(|e| CliError::Input(format!("could not write JSON: {e}")))?;
        outln!("{text}");
    } else {
        outln!("{}", board_text(&view).trim_end());
    }
    if let Some(name) = &args.save {
        let db = match db.as_mut() {
            Some(db) => db,
            None => db.insert(UserDb::open_default(data)?),
        };
        let resumed = args
            .resume
            .as_deref()
            .is_some_and(|r| r.trim().eq_ignore_ascii_case(name.trim()));
        let saved = if args.replace || resumed {
            db.save_dbg_game(name, &tracker)
        } else {
            db.save_new_dbg_game(name, &tracker)
        };
        saved.map_err(save_refused)?;
        errln!("ponydeck: saved as '{name}' in {}", db.path().display());
    }
    match refusal {
        Some(message) => Err(CliError::Negative(message)),
        None => Ok(()),
    }
}

/// One script step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Verb {
    Step(Action),
    Undo,
}

/// A script line with its number.
#[derive(Debug, Clone)]
struct Line {
    number: usize,
    text: String,
    verb: Verb,
}

/// Reads every line before anything is applied: a malformed line is exit 2.
fn parse_script(text: &str, script_name: &str) -> Result<Vec<Line>, CliError> {
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let number = i + 1;
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let verb = parse_verb(content).map_err(|problem| {
            CliError::Input(format!(
                "{script_name} line {number}: `{}`: {problem}",
                short(content)
            ))
        })?;
        lines.push(Line {
            number,
            text: content.to_string(),
            verb,
        });
    }
    Ok(lines)
}

const VERBS: &str = "cloud, overcome, attempt, fail, end, cubes, token, situations, \
                     replace-location, row-unfilled or undo";

fn signed(word: Option<&str>, usage: &str) -> Result<i32, String> {
    let word = word.ok_or_else(|| format!("write `{usage}`"))?;
    let digits = word.strip_prefix('+').unwrap_or(word);
    digits
        .parse::<i32>()
        .map_err(|_| format!("'{}' is not a number; write `{usage}`", short(word)))
}

fn unsigned(word: Option<&str>, usage: &str) -> Result<u8, String> {
    let word = word.ok_or_else(|| format!("write `{usage}`"))?;
    word.parse::<u8>()
        .map_err(|_| format!("'{}' is not a number; write `{usage}`", short(word)))
}

fn parse_verb(content: &str) -> Result<Verb, String> {
    let lower = content.to_ascii_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let (verb, rest) = words.split_first().map_or(("", &[][..]), |(v, r)| (*v, r));
    let only = |verb: Verb, rest: &[&str], usage: &str| {
        if rest.is_empty() {
            Ok(verb)
        } else {
            Err(format!("write `{usage}` with nothing after it"))
        }
    };
    let step = |action| Ok(Verb::Step(action));
    match verb {
        "cloud" | "clouds" => {
            const USAGE: &str = "cloud N` or `cloud final N";
            let (on, count_word, more) = match rest {
                ["final", n, more @ ..] => (CloudTarget::FinalChallenge, Some(*n), more),
                [n, more @ ..] => (CloudTarget::ActiveHurdle, Some(*n), more),
                [] => (CloudTarget::ActiveHurdle, None, &[][..]),
            };
            if !more.is_empty() {
                return Err(format!("write `{USAGE}`"));
            }
            let count = signed(count_word, USAGE)?;
            step(Action::Clouds { on, count })
        }
        "overcome" | "attempt" => {
            let mut on = ChallengeChoice::Active;
            let mut spend = false;
            for word in rest {
                match *word {
                    "final" => on = ChallengeChoice::FinalChallenge,
                    "spend" if verb == "overcome" => spend = true,
                    other => {
                        return Err(format!(
                            "'{}' is not understood; write `overcome [final] [spend]` or `attempt [final]`",
                            short(other)
                        ));
                    }
                }
            }
            if verb == "overcome" {
                step(Action::Overcome { on, spend })
            } else {
                step(Action::Attempt { on })
            }
        }
        "fail" => only(Verb::Step(Action::FailAttempt), rest, "fail"),
        "end" => only(Verb::Step(Action::EndTurn), rest, "end"),
        "undo" => only(Verb::Undo, rest, "undo"),
        "row-unfilled" => only(
            Verb::Step(Action::AdventureRowUnfilled),
            rest,
            "row-unfilled",
        ),
        "cubes" | "cube" => {
            const USAGE: &str = "cubes P pink|blue|green ±N";
            let [player, color, delta] = rest else {
                return Err(format!("write `{USAGE}`"));
            };
            let player = unsigned(Some(player), USAGE)?;
            let color = CubeColor::parse(color).ok_or_else(|| {
                format!(
                    "'{}' is not a Sugar Cube colour; use pink, blue or green",
                    short(color)
                )
            })?;
            let delta = signed(Some(delta), USAGE)?;
            step(Action::Cubes {
                player,
                color,
                delta,
            })
        }
        "token" | "tokens" => {
            const USAGE: &str = "token P help|info|move ±N";
            let [player, kind, delta] = rest else {
                return Err(format!("write `{USAGE}`"));
            };
            let player = unsigned(Some(player), USAGE)?;
            let kind = TokenKind::parse(kind).ok_or_else(|| {
                format!(
                    "'{}' is not a Resource Token; use help, info or move",
                    short(kind)
                )
            })?;
            let delta = signed(Some(delta), USAGE)?;
            step(Action::Tokens {
                player,
                kind,
                delta,
            })
        }
        "situations" => {
            const USAGE: &str = "situations N";
            let [count] = rest else {
                return Err(format!("write `{USAGE}`"));
            };
            step(Action::SituationsInRow {
                count: unsigned(Some(count), USAGE)?,
            })
        }
        "replace-location" => {
            const USAGE: &str = "replace-location N";
            let [slot] = rest else {
                return Err(format!("write `{USAGE}`"));
            };
            step(Action::ReplaceLocation {
                slot: unsigned(Some(slot), USAGE)?,
            })
        }
        other => Err(format!("'{}' is not a verb; use {VERBS}", short(other))),
    }
}

/// The readable table.
fn board_text(view: &TrackerView) -> String {
    let mut out = String::new();
    let table = if view.players == 1 {
        "solo, counted as 2 players".to_string()
    } else {
        format!("{} players", view.players)
    };
    let pony = view
        .team
        .get(usize::from(view.active_player.saturating_sub(1)))
        .and_then(|p| p.pony.as_deref())
        .map_or(String::new(), |p| format!(" ({p})"));
    let phase = match view.phase {
        PhaseView::Main => "Main Phase",
        PhaseView::Attempt => "attempt open",
        PhaseView::End => "attempt made: End Phase next",
        PhaseView::Over => "game over",
    };
    out.push_str(&format!(
        "Turn {}, player {}{pony}, {table}; {phase}\n",
        view.turn, view.active_player
    ));
    out.push_str("Active Hurdle stack (top first):\n");
    if view.hurdles.is_empty() {
        out.push_str("  (none left)\n");
    }
    for (i, h) in view.hurdles.iter().enumerate() {
        let level = h.level.map_or(String::new(), |l| format!(" (Level {l})"));
        let setback = if h.setback { ", Setback resolved" } else { "" };
        let side = if h.face_up { "" } else { ", face down" };
        out.push_str(&format!(
            "  {}. {}{level}: {}/{} Clouds{setback}{side}\n",
            i + 1,
            h.name,
            h.clouds,
            h.cloud_limit
        ));
    }
    let fc = &view.final_challenge;
    let cover = |on: bool| if on { "active" } else { "off" };
    out.push_str(&format!(
        "Final Challenge: {}: {}/{} Clouds; Cloud Cover {} and {}\n",
        fc.name,
        fc.clouds,
        fc.cloud_limit,
        cover(fc.cloud_cover[0]),
        cover(fc.cloud_cover[1])
    ));
    if !view.overcome.is_empty() {
        out.push_str(&format!("Overcome: {}\n", view.overcome.join(", ")));
    }
    out.push_str(&format!("{}\n", view.requirement.text));
    for p in &view.team {
        let pony = p
            .pony
            .as_deref()
            .map_or(String::new(), |n| format!(" ({n})"));
        out.push_str(&format!(
            "Player {}{pony}: cubes pink {}, blue {}, green {}; tokens help {}, info {}, move {}\n",
            p.player,
            p.cubes.pink,
            p.cubes.blue,
            p.cubes.green,
            p.tokens.help,
            p.tokens.info,
            p.tokens.r#move
        ));
    }
    if view.situations > 0 {
        out.push_str(&format!(
            "Situations in the Adventure Row: {} (of {} in the deck)\n",
            view.situations_in_row, view.situations
        ));
    }
    if let Some(result) = view.result {
        let reason = view.loss_reason.map_or(String::new(), |r| format!(": {r}"));
        out.push_str(&format!("Result: {result}{reason}\n"));
    }
    out.push_str("Log:\n");
    for line in &view.log {
        out.push_str(&format!("  [turn {}] {}\n", line.turn, line.text));
    }
    out
}

fn setup(args: SetupArgs, data: Option<&Path>) -> Result<(), CliError> {
    let players = players(args.players)?;
    let situations = Situations::try_from(args.situations)
        .map_err(|e| CliError::Input(format!("--situations {}: {e}", args.situations)))?;
    let db = UserDb::open_default(data)?;
    let components = db.dbg_components().map_err(input)?;
    let seed = seed_or_random(args.seed);
    let options = SetupOptions {
        players,
        ponies: args.ponies.iter().cloned().map(Some).collect(),
        situations,
        extra_hurdles: args.extra_hurdles,
        seed,
    };
    let game = set_up(&components, &options).map_err(input)?;
    if let Some(out) = &args.out {
        write_file_atomically(out, game.to_json().as_bytes())?;
    }
    if args.json {
        let mut text = game.to_json().trim_end().to_string();
        text.push('\n');
        return write_stdout_checked(text.as_bytes());
    }
    outln!(
        "{}",
        setup_text(&game, players, seed, args.out.as_deref()).trim_end()
    );
    Ok(())
}

/// The setup as the players lay it out. Face-down Hurdles are not named: "Do not look at the
/// Hurdles that you place face down."
fn setup_text(
    game: &GameComponents,
    players: PlayerCount,
    seed: u64,
    out: Option<&Path>,
) -> String {
    let mut text = String::new();
    let table = if players.is_solo() {
        "solo (counted as 2 players)".to_string()
    } else {
        format!("{} players", players.seated())
    };
    text.push_str(&format!(
        "Setup, seed {seed}: {table}, {} Situations\n",
        game.situations.count()
    ));
    for (i, pony) in game.ponies.iter().enumerate() {
        let deck: Vec<String> = pony
            .starting_deck()
            .iter()
            .map(|e| format!("{} {}", e.count, e.card))
            .collect();
        text.push_str(&format!(
            "Player {}: {} (starting deck: {})\n",
            i + 1,
            pony.name,
            deck.join(", ")
        ));
    }
    text.push_str("Active Hurdle stack (top first):\n");
    for (i, hurdle) in game.hurdles.iter().enumerate() {
        if i == 0 {
            text.push_str(&format!(
                "  {}, {}, face up\n",
                hurdle.name,
                hurdle.level_text()
            ));
        } else {
            text.push_str(&format!("  a {} Hurdle, face down\n", hurdle.level_text()));
        }
    }
    let fc = &game.final_challenge;
    text.push_str(&format!(
        "Final Challenge: {} ({})\n",
        fc.name,
        fc.level_text()
    ));
    text.push_str(&format!(
        "Unused Hurdle deck (for Chaos): {} cards\n",
        game.chaos.len()
    ));
    let locations: Vec<&str> = game.locations.iter().map(|l| l.name.as_str()).collect();
    text.push_str(&format!(
        "Locations: {}; Location deck: {} cards\n",
        if locations.is_empty() {
            "(none entered)".to_string()
        } else {
            locations.join(", ")
        },
        game.location_deck.len()
    ));
    for note in &game.notes {
        text.push_str(&format!("Note: {note}\n"));
    }
    if let Some(out) = out {
        text.push_str(&format!(
            "Written to {}; track it with `ponydeck dbg play --players {} --components {}`\n",
            out.display(),
            players.seated(),
            out.display()
        ));
    }
    text
}

fn components(command: ComponentsCommand, data: Option<&Path>) -> Result<(), CliError> {
    match command {
        ComponentsCommand::List { json } => {
            let db = UserDb::open_default(data)?;
            let components = db.dbg_components().map_err(input)?;
            if json {
                outln!("{}", components.to_json().trim_end());
            } else {
                outln!("{}", components_text(&components).trim_end());
            }
            Ok(())
        }
        ComponentsCommand::Export { out } => {
            let db = UserDb::open_default(data)?;
            let text = db.dbg_components().map_err(input)?.to_json();
            match out {
                Some(path) => {
                    write_file_atomically(&path, text.as_bytes())?;
                    errln!("ponydeck: components written to {}", path.display());
                }
                None => {
                    let mut text = text.trim_end().to_string();
                    text.push('\n');
                    write_stdout_checked(text.as_bytes())?;
                }
            }
            Ok(())
        }
        ComponentsCommand::Import { file, dry_run } => {
            let text = read_components_file(&file)?;
            let name = file.display().to_string();
            let imported = Components::from_json(&text).map_err(|e| components_error(&e, &name))?;
            let mut db = UserDb::open_default(data)?;
            let current = db.dbg_components().map_err(input)?;
            let edits = current.edits_to_import(&imported);
            for edit in &edits {
                let what = if current.find(edit.kind, &edit.name).is_some() {
                    "replace"
                } else {
                    "add"
                };
                outln!("{what} {} {}", edit.kind.name(), edit.name);
            }
            if dry_run {
                outln!("dry run: {} components would change", edits.len());
                return Ok(());
            }
            db.import_dbg_components(&edits).map_err(input)?;
            outln!(
                "imported {name}: {} components changed; now {}",
                edits.len(),
                db.dbg_components().map_err(input)?.summary()
            );
            Ok(())
        }
    }
}

fn components_text(components: &Components) -> String {
    let mut text = format!("{}\n", components.summary());
    for (kind, heading) in [
        (ComponentKind::Hurdle, "Hurdles"),
        (ComponentKind::FinalChallenge, "Final Challenges"),
        (ComponentKind::Location, "Locations"),
        (ComponentKind::Pony, "Pony Characters"),
    ] {
        text.push_str(&format!("{heading}:\n"));
        for component in components.of_kind(kind) {
            text.push_str(&format!("  {}\n", component.summary()));
        }
    }
    text
}

fn games(args: GamesArgs, data: Option<&Path>) -> Result<(), CliError> {
    let mut db = UserDb::open_default(data)?;
    if let Some(name) = &args.delete {
        db.delete_dbg_game(name).map_err(input)?;
        outln!("deleted the saved game '{name}'");
        return Ok(());
    }
    let games = db.dbg_games().map_err(input)?;
    if args.json {
        let value = serde_json::to_value(&games)
            .map_err(|e| CliError::Input(format!("could not write JSON: {e}")))?;
        return print_json(&value);
    }
    if games.is_empty() {
        outln!("no saved games; `ponydeck dbg play ... --save NAME` saves one");
    }
    for game in games {
        outln!("{}: {}", game.name, game.summary);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_contract_verbs_parse_into_steps() {
        let cases = [
            (
                "cloud 2",
                Action::Clouds {
                    on: CloudTarget::ActiveHurdle,
                    count: 2,
                },
            ),
            (
                "cloud final 3",
                Action::Clouds {
                    on: CloudTarget::FinalChallenge,
                    count: 3,
                },
            ),
            (
                "cloud -1",
                Action::Clouds {
                    on: CloudTarget::ActiveHurdle,
                    count: -1,
                },
            ),
            (
                "overcome",
                Action::Overcome {
                    on: ChallengeChoice::Active,
                    spend: false,
                },
            ),
            (
                "overcome final",
                Action::Overcome {
                    on: ChallengeChoice::FinalChallenge,
                    spend: false,
                },
            ),
            ("end", Action::EndTurn),
            (
                "cubes 2 pink +3",
                Action::Cubes {
                    player: 2,
                    color: CubeColor::Pink,
                    delta: 3,
                },
            ),
            (
                "cubes 1 Blue -1",
                Action::Cubes {
                    player: 1,
                    color: CubeColor::Blue,
                    delta: -1,
                },
            ),
            (
                "token 1 move +2",
                Action::Tokens {
                    player: 1,
                    kind: TokenKind::Move,
                    delta: 2,
                },
            ),
        ];
        for (text, action) in cases {
            assert_eq!(parse_verb(text), Ok(Verb::Step(action)), "{text}");
        }
    }

    #[test]
    fn malformed_lines_say_what_to_write() {
        for (text, hint) in [
            ("cloud", "cloud N"),
            ("cloud many", "not a number"),
            ("cubes 1 purple 2", "pink, blue or green"),
            ("token 1 help", "token P help|info|move"),
            ("end now", "nothing after it"),
            ("dance", "not a verb"),
        ] {
            let err = parse_verb(text).unwrap_err();
            assert!(err.contains(hint), "{text}: {err}");
        }
    }
}
