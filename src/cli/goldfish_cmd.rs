//! `ponydeck goldfish DECK [--seed N] [--second] [--rules 1.3.0|2.0.0] [--rival-plans K]
//! [--no-shuffle] [--script FILE] [--json]`: a solitaire game against a passive rival, one
//! script line at a time (`shared/design/CLI.md`).
//!
//! Besides the contract's verbs, `spar LANE INSPIRATION` places a rival sparring Character in
//! a lane (1..3), to practise Contact (404.3). `activate CARD-ID` (Additions 1.1) uses the
//! `[Adventure] [Tap]` or `[Eat Treat]` ability of that Character (or of its Item).
//!
//! Abilities (CLI.md Additions 1.1): the engine carries out what it automates; when one needs a
//! choice the game waits, and the next line must answer it with `choose ...` or `order ...` (`--auto` answers
//! with the built-in policy). A line that reaches a decision stops there; `contact` again
//! resumes a Contact Phase. The state JSON adds `decision`, `pending` and `log`.
//!
//! Exit codes: 0 the script ran; 1 a line was refused by the rules (the state before that line
//! is printed, stderr names the line and the reason); 2 the input could not be read (deck file,
//! unknown verb, malformed line, a card ID that names no card of the catalog, whatever the
//! verb).

use std::path::{Path, PathBuf};

use clap::Args;

use crate::card::{Card, CardId, CardIndex, CardType};
use crate::engine::{
    AbilitySource, Action, ActionError, CardHandle, ChosenRef, Event, Game, GameConfig, GameState,
    InspirationStep, LaneChoice, Phase, RivalTable, SandboxAction, Side, TableView,
};
use crate::errln;
use crate::outln;
use crate::sim::{GoldfishPolicy, Opponent};

use super::deck_file::{game_deck, random_seed, read_deck_or_starter};
use super::input_file::{read_text, read_text_file};
use super::{CliError, open_catalog};
use crate::limits::{MAX_DECK_FILE_BYTES, excerpt, short};

/// `ponydeck goldfish ...`
#[derive(Debug, Args)]
pub struct GoldfishArgs {
    /// The deck list (.txt, the ponydeck text format).
    pub deck: PathBuf,
    /// The seed (default: a random one, printed to stderr).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Play as the second player.
    #[arg(long)]
    pub second: bool,
    /// The rules version (default: the newest, 2.0.0).
    #[arg(long, value_name = "1.3.0|2.0.0")]
    pub rules: Option<String>,
    /// How many face-down Plans the rival has on its Stories I..K.
    #[arg(long, value_name = "K", default_value_t = 4)]
    pub rival_plans: u8,
    /// Keep the deck list's order instead of shuffling.
    #[arg(long)]
    pub no_shuffle: bool,
    /// The script of actions, one per line (default: stdin).
    #[arg(long, value_name = "FILE")]
    pub script: Option<PathBuf>,
    /// Print the final state as JSON.
    #[arg(long)]
    pub json: bool,
    /// Answer every decision with the built-in policy (the one `simulate` uses).
    #[arg(long)]
    pub auto: bool,
    /// The rival plays this deck (a deck file or a starter code such as SD01B) by the built-in
    /// opponent: a two-player game.
    #[arg(long, value_name = "RIVAL-DECK")]
    pub rival: Option<PathBuf>,
    /// With `--rival`: the seed of the rival's opponent (default: the game's seed).
    #[arg(long, value_name = "N")]
    pub rival_seed: Option<u64>,
    /// With `--rival`: who plays the rival: `fast`, `search[:N]` or `random` (`ponydeck
    /// players`).
    #[arg(long, value_name = "NAME[:BUDGET]", default_value = "fast")]
    pub opponent: String,
    /// With `--game lorcana`: the format (`core`, the default, or `infinity`); Kayou takes
    /// `--rules`.
    #[arg(long, value_name = "FORMAT")]
    pub format: Option<String>,
}

/// One parsed script line.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Verb {
    Keep,
    Mulligan,
    Play {
        card_id: CardId,
        card_type: CardType,
        slot: Option<u8>,
        on: Option<u8>,
    },
    Contact([LaneChoice; 3]),
    End(Vec<CardId>),
    /// Sparring (an addition to the contract): a rival Character of this Inspiration in a lane.
    Spar {
        lane: u8,
        inspiration: u8,
    },
    /// An answer to the open decision.
    Choose(Vec<Answer>),
    /// `done`: mark the top pending ability (one left to the player) done.
    Done,
    /// `activate CARD-ID`: the `[Adventure] [Tap]` or `[Eat Treat]` ability of that Character
    /// in your Adventure Area, or the one its Item (that ID) gives it.
    Activate(CardId),
    /// `boost SCENE-ID`: Inspo Boost with that face-up Scene in the current Contact (404.3.1).
    Boost(CardId),
    /// `explore SCENE-ID`: flip that face-up Scene for its Explore ability (501.3.2).
    Explore(CardId),
    /// `rival intervene`: the passive rival Intervenes your lowest Plan (605; practice).
    RivalIntervenes,
    /// `order CARD-ID ...`: the order of abilities set off at the same time (504.6), first
    /// first.
    Order(Vec<CardId>),
}

/// One word of a `choose` line.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Answer {
    Card(CardId),
    Slot(u8),
    /// The rival's slot (0-based) by its own numbering, as in the state's `rival`.
    RivalSlot(u8),
    Top,
    Bottom,
    None,
}

/// The game, its log in plain words, and how decisions are answered.
struct Session {
    game: Game,
    log: Vec<String>,
    auto: bool,
    policy: GoldfishPolicy,
    /// With `--rival`: who plays the rival's deck.
    rival: Option<Box<dyn Opponent + Send>>,
}

/// A script line with its number.
#[derive(Debug, Clone)]
struct Line {
    number: usize,
    text: String,
    verb: Verb,
}

/// Runs the goldfish command.
pub fn run(args: GoldfishArgs, catalog: Option<&Path>) -> Result<(), CliError> {
    if args.format.is_some() {
        return Err(CliError::Input(
            "--format is for --game lorcana; the Kayou table takes --rules 1.3.0|2.0.0".into(),
        ));
    }
    let catalog = open_catalog(catalog)?;
    let cards = catalog.index();
    let rules = super::rules_version(args.rules.as_deref())?;
    if args.rival_plans > 4 {
        return Err(CliError::Input(format!(
            "--rival-plans {} is too many; the rival has four Stories, so use 0 to 4",
            args.rival_plans
        )));
    }
    let deck = game_deck(&read_deck_or_starter(&args.deck, cards)?, &args.deck, cards)?;
    let script_text = read_script(args.script.as_deref())?;
    let script_name = args
        .script
        .as_ref()
        .map_or_else(|| "stdin".to_string(), |p| p.display().to_string());
    let lines = parse_script(&script_text, &script_name, cards)?;
    let seed = match args.seed {
        Some(seed) => seed,
        None => {
            let seed = random_seed();
            errln!("ponydeck: seed {seed} (replay with --seed {seed})");
            seed
        }
    };
    let config = GameConfig {
        rules,
        first_player: !args.second,
        rival_plans: args.rival_plans,
        shuffle: !args.no_shuffle,
    };
    let (game, rival) = match &args.rival {
        None => (
            Game::new(&deck, cards, config, seed)
                .map_err(|e| CliError::Input(format!("{}: {e}", args.deck.display())))?,
            None,
        ),
        Some(rival_path) => {
            if lines.iter().any(|l| matches!(l.verb, Verb::Spar { .. })) {
                return Err(CliError::Input(
                    "`spar` is refused with --rival: the rival plays its own Characters".into(),
                ));
            }
            // Practice: the table seats any deck it can deal (goldfish plays yours as it is).
            let rival_deck = super::duel_cmd::load_deck(rival_path, cards, config.rules, true)?;
            let kind = super::duel_cmd::player(&args.opponent)?;
            let game =
                Game::new_two_player(&deck, &rival_deck, cards, config, seed).map_err(|e| {
                    CliError::Input(format!(
                        "{} against {}: {e}",
                        args.deck.display(),
                        rival_path.display()
                    ))
                })?;
            (game, Some(kind.build(args.rival_seed.unwrap_or(seed))))
        }
    };
    let mut session = Session {
        game,
        log: Vec::new(),
        auto: args.auto,
        policy: GoldfishPolicy::new(),
        rival,
    };
    // 103.4.1b: going second against a rival that plays, the rival decides on its opening
    // hand before your first line.
    rival_plays(&mut session).map_err(CliError::Negative)?;
    let mut refusal = None;
    for line in &lines {
        let before = session.game.log().len();
        let logged = session.log.len();
        if let Err(reason) = run_line(&mut session, line) {
            let applied = session.game.log().len() - before;
            if applied > 0 {
                // The state before the line: nothing of a refused line stays.
                if session.game.undo_many(applied).is_err() {
                    errln!("ponydeck: could not take back line {}", line.number);
                }
            }
            session.log.truncate(logged);
            refusal = Some(format!(
                "{script_name} line {}: `{}` is refused: {reason}",
                line.number,
                short(&line.text)
            ));
            break;
        }
    }
    print_state(&session, args.json)?;
    match refusal {
        Some(message) => Err(CliError::Negative(message)),
        None => Ok(()),
    }
}

fn read_script(path: Option<&Path>) -> Result<String, CliError> {
    match path {
        Some(path) => read_text_file(path, MAX_DECK_FILE_BYTES, true, "the script"),
        None => read_text(
            std::io::stdin().lock(),
            MAX_DECK_FILE_BYTES,
            true,
            "the script on stdin",
        ),
    }
}

/// Reads a goldfish script as `ponydeck goldfish` does, before anything is played; returns how
/// many action lines it has, or the first unknown verb or malformed line (exit 2).
pub fn parse_goldfish_script(text: &str, cards: &CardIndex) -> Result<usize, CliError> {
    parse_script(text, "the script", cards).map(|lines| lines.len())
}

/// Reads every line before anything is played: an unknown verb or malformed line is exit 2.
fn parse_script(text: &str, script_name: &str, cards: &CardIndex) -> Result<Vec<Line>, CliError> {
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let number = i + 1;
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let verb = parse_verb(content, cards).map_err(|problem| {
            CliError::Input(format!(
                "{script_name} line {number}: `{}`: {}",
                short(content),
                excerpt(&problem, 400)
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

fn parse_slot(word: Option<&str>, what: &str) -> Result<u8, String> {
    let word = word.ok_or_else(|| format!("'{what}' needs a slot number 1, 2 or 3"))?;
    match word.parse::<u8>() {
        Ok(n @ 1..=3) => Ok(n - 1),
        _ => Err(format!("'{word}' is not a slot; slots are 1, 2 and 3")),
    }
}

/// A card ID of a script line, read before anything is played: an ID that cannot be read or
/// names no card of the catalog is an input error (exit 2, CLI.md "Exit codes"), whichever
/// verb it follows; an ID of the catalog that is not where the verb looks is refused when the
/// line is played (exit 1).
fn catalog_id(word: &str, cards: &CardIndex) -> Result<CardId, String> {
    let card_id = CardId::parse(word).map_err(|e| e.to_string())?;
    if cards.kayou_card(&card_id).is_none() {
        return Err(format!("no card {card_id} in the catalog; check the ID"));
    }
    Ok(card_id)
}

fn parse_verb(content: &str, cards: &CardIndex) -> Result<Verb, String> {
    let mut words = content.split_whitespace();
    let verb = words.next().unwrap_or("").to_ascii_lowercase();
    let rest: Vec<&str> = words.collect();
    let no_more = |verb: Verb, rest: &[&str]| {
        if rest.is_empty() {
            Ok(verb)
        } else {
            Err(format!(
                "'{}' takes nothing after it",
                content.split_whitespace().next().unwrap_or("")
            ))
        }
    };
    match verb.as_str() {
        "keep" => no_more(Verb::Keep, &rest),
        "mulligan" => no_more(Verb::Mulligan, &rest),
        "play" => {
            let Some(id_text) = rest.first() else {
                return Err("write `play CARD-ID [slot N | on N]`".into());
            };
            let card_id = catalog_id(id_text, cards)?;
            let card = cards
                .printing(&card_id)
                .and_then(Card::kayou)
                .ok_or_else(|| format!("no card {card_id} in the catalog; check the ID"))?;
            let mut slot = None;
            let mut on = None;
            let mut tail = rest.iter().skip(1);
            while let Some(word) = tail.next() {
                match word.to_ascii_lowercase().as_str() {
                    "slot" => slot = Some(parse_slot(tail.next().copied(), "slot")?),
                    "on" => on = Some(parse_slot(tail.next().copied(), "on")?),
                    other => {
                        return Err(format!(
                            "'{other}' is not understood; write `play CARD-ID [slot N]` or `play ITEM-ID on N`"
                        ));
                    }
                }
            }
            match card.card_type {
                CardType::Character if on.is_some() => {
                    return Err("a Character goes into a slot: write `slot N`, not `on N`".into());
                }
                CardType::Event if slot.is_some() || on.is_some() => {
                    return Err("an Event takes no slot; write `play EVENT-ID`".into());
                }
                CardType::Item if slot.is_some() => {
                    return Err(
                        "an Item is adorned: write `on N` for the Character in slot N".into(),
                    );
                }
                CardType::Character | CardType::Event | CardType::Item => {}
                other => {
                    return Err(format!(
                        "{card_id} is a {}; only Characters, Events and Items are played from the hand",
                        other.name()
                    ));
                }
            }
            Ok(Verb::Play {
                card_id,
                card_type: card.card_type,
                slot,
                on,
            })
        }
        "contact" => {
            if rest.len() > 3 {
                return Err("`contact` takes at most one word per lane (three)".into());
            }
            let mut choices = [LaneChoice::Auto; 3];
            for (choice, word) in choices.iter_mut().zip(&rest) {
                *choice = match word.to_ascii_lowercase().as_str() {
                    "promote" => LaneChoice::Promote,
                    "intervene" => LaneChoice::Intervene,
                    "-" => LaneChoice::Auto,
                    "pass" | "none" => LaneChoice::Pass,
                    other => {
                        return Err(format!(
                            "'{other}' is not a lane choice; use promote, intervene, pass or -"
                        ));
                    }
                };
            }
            Ok(Verb::Contact(choices))
        }
        "end" => {
            let discards = rest
                .iter()
                .map(|w| catalog_id(w, cards))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Verb::End(discards))
        }
        "spar" => {
            let lane = parse_slot(rest.first().copied(), "spar")?;
            let inspiration = rest
                .get(1)
                .and_then(|w| w.parse::<u8>().ok())
                .ok_or_else(|| "write `spar LANE INSPIRATION`, e.g. `spar 2 5`".to_string())?;
            if rest.len() > 2 {
                return Err("write `spar LANE INSPIRATION`, e.g. `spar 2 5`".into());
            }
            Ok(Verb::Spar { lane, inspiration })
        }
        "choose" => {
            let mut answers = Vec::new();
            let mut words = rest.iter().peekable();
            while let Some(word) = words.next() {
                let lower = word.to_ascii_lowercase();
                let answer = match lower.as_str() {
                    "none" => Answer::None,
                    "top" => Answer::Top,
                    "bottom" => Answer::Bottom,
                    "slot" => Answer::Slot(parse_slot(words.next().copied(), "slot")?),
                    "rival" => {
                        if words.next().map(|w| w.to_ascii_lowercase()).as_deref() != Some("slot") {
                            return Err("write `choose rival slot N`".into());
                        }
                        Answer::RivalSlot(parse_slot(words.next().copied(), "rival slot")?)
                    }
                    _ => Answer::Card(catalog_id(word, cards)?),
                };
                answers.push(answer);
            }
            if answers.is_empty() {
                return Err(
                    "write `choose CARD-ID ...`, `choose slot N`, `choose rival slot N`, `choose top`, `choose bottom` or `choose none`"
                        .into(),
                );
            }
            Ok(Verb::Choose(answers))
        }
        "done" => no_more(Verb::Done, &rest),
        "activate" => match rest.as_slice() {
            [id] => Ok(Verb::Activate(catalog_id(id, cards)?)),
            _ => Err(
                "write `activate CARD-ID` (a Character in your Adventure Area or its Item)".into(),
            ),
        },
        "boost" | "explore" => {
            let [word] = rest.as_slice() else {
                return Err(format!("write `{verb} CARD-ID`, e.g. `{verb} SD01A-C05`"));
            };
            let id = catalog_id(word, cards)?;
            Ok(match verb.as_str() {
                "boost" => Verb::Boost(id),
                _ => Verb::Explore(id),
            })
        }
        "order" => {
            if rest.is_empty() {
                return Err("write `order CARD-ID ...`, the first to resolve first".into());
            }
            rest.iter()
                .map(|w| catalog_id(w, cards))
                .collect::<Result<Vec<_>, _>>()
                .map(Verb::Order)
        }
        "rival" => match rest.as_slice() {
            [word] if word.eq_ignore_ascii_case("intervene") => Ok(Verb::RivalIntervenes),
            _ => Err("write `rival intervene` (the rival Intervenes your lowest Plan)".into()),
        },
        "" => Err("empty line".into()),
        other => Err(format!(
            "'{other}' is not a verb; use keep, mulligan, play, contact, end, spar, choose, order, done, boost, explore, activate or rival intervene"
        )),
    }
}

/// Carries out one line as engine actions. Abilities left to the player are logged to stderr
/// and marked done; a line that reaches a decision stops there (the next line answers it).
fn run_line(session: &mut Session, line: &Line) -> Result<(), String> {
    if session.game.state().winner.is_some() {
        return Err(ActionError::GameOver.to_string());
    }
    if session.game.state().decision.is_some()
        && !matches!(line.verb, Verb::Choose(_) | Verb::Order(_))
    {
        return Err(format!(
            "an ability waits for a decision: {}; answer it with `choose ...`",
            session.game.state().decision_prompt(session.game.table())
        ));
    }
    // 404.3.2: your Inspiration step in the rival's Contact waits for `boost` lines; `contact`
    // ends it, and any other line ends it (and any that follow) without a boost first.
    if !matches!(line.verb, Verb::Boost(_) | Verb::Contact(_)) {
        end_your_steps(session, line)?;
    }
    match &line.verb {
        Verb::Keep => step(session, line, Action::Keep),
        Verb::Mulligan => step(session, line, Action::Mulligan),
        Verb::Play {
            card_id,
            card_type,
            slot,
            on,
        } => {
            let game = &session.game;
            let card = hand_card(game, card_id)?;
            let action = match card_type {
                CardType::Character => {
                    let slot = match slot {
                        Some(s) => *s,
                        None => first_empty_slot(game)?,
                    };
                    Action::PlayCharacter { card, slot }
                }
                CardType::Item => {
                    let slot = match on {
                        Some(s) => *s,
                        None => first_adornable(game, card)?,
                    };
                    Action::PlayItem { card, slot }
                }
                _ => Action::PlayEvent { card },
            };
            step(session, line, action)
        }
        Verb::Contact(choices) => {
            let state = session.game.state();
            // A `contact` line after one that stopped for Inspo Boost resumes at that lane.
            let mut exempt = state.phase == Phase::Contact;
            if state.phase != Phase::Contact {
                for (i, choice) in choices.iter().enumerate() {
                    if matches!(choice, LaneChoice::Promote | LaneChoice::Intervene)
                        && state.phase == Phase::Main
                        && state.turn > 2
                        && state.acting().adventure.get(i).is_some_and(Option::is_none)
                    {
                        return Err(ActionError::NoActionInLane { lane: i as u8 + 1 }.to_string());
                    }
                }
                step(session, line, Action::BeginContact)?;
            }
            while let Some(slot) = session.game.state().current_lane() {
                if session.game.state().winner.is_some() || session.game.state().decision.is_some()
                {
                    break;
                }
                if !exempt && !session.auto && boost_possible(&session.game, slot) {
                    // 404.3.1: the next lines may boost; `contact` again resumes here.
                    break;
                }
                exempt = false;
                // Your step in the rival's Contact takes no lane words (404.3.2).
                let choice = if in_your_step(&session.game) {
                    LaneChoice::Auto
                } else {
                    choices.get(slot).copied().unwrap_or(LaneChoice::Auto)
                };
                step(session, line, Action::ResolveLane { choice })?;
            }
            Ok(())
        }
        Verb::Boost(id) => {
            let scene = scene_index(
                &session.game,
                id,
                |a, i| matches!(a, Action::InspoBoost { scene } if *scene == i),
            )?;
            step(session, line, Action::InspoBoost { scene })
        }
        Verb::Explore(id) => {
            let scene = scene_index(
                &session.game,
                id,
                |a, i| matches!(a, Action::Explore { scene } if *scene == i),
            )?;
            step(session, line, Action::Explore { scene })
        }
        Verb::RivalIntervenes => step(
            session,
            line,
            Action::Sandbox(SandboxAction::RivalIntervenes),
        ),
        Verb::Order(ids) => {
            // The cards of the last order asked: once one is left it needs no question.
            let mut asked: Vec<String> = Vec::new();
            for id in ids {
                let state = session.game.state();
                if state.decision.map(|d| d.kind) != Some(crate::engine::DecisionKind::Order) {
                    if asked.iter().any(|a| a == id.as_str()) {
                        continue;
                    }
                    return Err(format!(
                        "no order of simultaneous abilities is asked (504.6); {id} is left over"
                    ));
                }
                asked = state
                    .options
                    .iter()
                    .filter_map(|o| match o {
                        ChosenRef::Card(h) => Some(session.game.table().card_id(*h).to_string()),
                        _ => None,
                    })
                    .collect();
                let table = session.game.table();
                let pick = state
                    .options
                    .iter()
                    .copied()
                    .find(|o| matches!(o, ChosenRef::Card(h) if table.card_id(*h) == id.as_str()))
                    .ok_or_else(|| {
                        format!("{id} is not among the options ({})", options_text(session))
                    })?;
                step(session, line, Action::Choose { pick })?;
            }
            Ok(())
        }
        Verb::Spar { lane, inspiration } => step(
            session,
            line,
            Action::Sandbox(SandboxAction::PlaceSparring {
                lane: *lane,
                inspiration: *inspiration,
            }),
        ),
        Verb::End(discards) => {
            if !discards.is_empty() && session.game.state().phase == Phase::Main {
                step(session, line, Action::PassContact)?;
            }
            for card_id in discards {
                let card = hand_card(&session.game, card_id)?;
                step(session, line, Action::Discard { card })?;
            }
            step(session, line, Action::EndTurn)
        }
        Verb::Choose(answers) => choose(session, line, answers),
        Verb::Done => step(session, line, Action::ResolvePending),
        Verb::Activate(card_id) => {
            let action = activate_action(&session.game, card_id)?;
            step(session, line, action)
        }
    }
}

/// 404.3.1: whether the lane in `slot` is contested (by a sparring Character or the playing
/// rival's own) and one of your face-up Scenes could Inspo Boost in it, you being to act.
fn boost_possible(game: &Game, slot: usize) -> bool {
    let state = game.state();
    game.to_act() == Side::You
        && state.current_lane() == Some(slot)
        && state.lane_contested()
        && game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::InspoBoost { .. }))
}

/// 404.3.2: whether it is your Inspiration step in the rival's Contact (you are the non-turn
/// player and may Inspo Boost before its Contact resolves).
fn in_your_step(game: &Game) -> bool {
    let state = game.state();
    state.winner.is_none()
        && game.to_act() == Side::You
        && state.active == Side::Rival
        && state.inspiration_step == InspirationStep::NonTurnPlayer
}

/// 404.3.2: ends your Inspiration steps in the rival's Contact without a boost (each end lets
/// the rival's turn go on, which may bring the next one).
fn end_your_steps(session: &mut Session, line: &Line) -> Result<(), String> {
    for _ in 0..3 {
        if !in_your_step(&session.game) {
            break;
        }
        step(
            session,
            line,
            Action::ResolveLane {
                choice: LaneChoice::Auto,
            },
        )?;
    }
    Ok(())
}

/// The position of the face-up Scene with this ID whose action `fits` is legal now.
fn scene_index(game: &Game, id: &CardId, fits: impl Fn(&Action, u8) -> bool) -> Result<u8, String> {
    let legal = game.legal_actions();
    let table = game.table();
    game.state()
        .acting()
        .scene_area
        .iter()
        .enumerate()
        .filter(|(_, s)| table.card_id(s.card) == id.as_str())
        .map(|(i, _)| i as u8)
        .find(|i| legal.iter().any(|a| fits(a, *i)))
        .ok_or_else(|| {
            format!("no face-up {id} in your Scene Area can do that now (404.3.1, 501.3.2)")
        })
}

/// `activate CARD-ID`: the slot holding that Character (or its Item), and whichever of its
/// `[Tap]` and `[Eat Treat]` abilities can be used now (the `[Tap]` one first); when neither
/// can, the one it has, so the engine says why it is refused.
fn activate_action(game: &Game, card_id: &CardId) -> Result<Action, String> {
    let table = game.table();
    let same = |h: CardHandle| {
        table.card_id(h) == card_id.as_str()
            || table
                .info(h)
                .is_some_and(|i| i.card_id.number() == card_id.number())
    };
    let found = game
        .state()
        .acting()
        .adventure
        .iter()
        .enumerate()
        .find_map(|(slot, s)| {
            let s = s.as_ref()?;
            if same(s.character) {
                Some((slot as u8, AbilitySource::Character, s.character))
            } else {
                s.item
                    .filter(|item| same(*item))
                    .map(|item| (slot as u8, AbilitySource::Item, item))
            }
        });
    let Some((slot, source, card)) = found else {
        return Err(format!(
            "{card_id} is not in your Adventure Area (nor an Item adorning a Character there)"
        ));
    };
    let tap = Action::ActivateTap { slot, source };
    let treat = Action::ActivateTreat { slot, source };
    let legal = game.legal_actions();
    if legal.contains(&tap) {
        return Ok(tap);
    }
    if legal.contains(&treat) {
        return Ok(treat);
    }
    Ok(if table.treat_cost(card).is_some() {
        treat
    } else {
        tap
    })
}

/// Answers the open decision with the words of a `choose` line; the line is the whole answer,
/// so the choice ends after it (615.1.1 where "up to" allows fewer).
fn choose(session: &mut Session, line: &Line, answers: &[Answer]) -> Result<(), String> {
    let Some(decision) = session.game.state().decision else {
        return Err("no decision is open; `choose` answers one".into());
    };
    for answer in answers {
        let state = session.game.state();
        let chosen: Vec<ChosenRef> = state
            .pending
            .last()
            .map(|p| p.frame.picks().to_vec())
            .unwrap_or_default();
        let open = |pick: &ChosenRef| !chosen.contains(pick);
        let pick = match answer {
            Answer::None => {
                if !chosen.is_empty() || answers.len() > 1 {
                    return Err("`none` stands alone: choose nothing".into());
                }
                break;
            }
            Answer::Card(card_id) => state
                .options
                .iter()
                .filter(|o| open(o))
                .find(|o| matches!(o, ChosenRef::Card(h) if session.game.table().card_id(*h) == card_id.as_str()))
                .or_else(|| {
                    state.options.iter().filter(|o| open(o)).find(|o| {
                        matches!(o, ChosenRef::Card(h) if session.game.table().info(*h).is_some_and(|i| i.card_id.number() == card_id.number()))
                    })
                })
                .copied()
                .ok_or_else(|| format!("{card_id} is not among the options ({})", options_text(session)))?,
            Answer::Slot(slot) if state.options.contains(&ChosenRef::Slot(*slot)) => {
                ChosenRef::Slot(*slot)
            }
            Answer::Top | Answer::Bottom => {
                let pick = if *answer == Answer::Top {
                    ChosenRef::Top
                } else {
                    ChosenRef::Bottom
                };
                if !state.options.contains(&pick) {
                    return Err(format!(
                        "`{}` does not answer this decision ({})",
                        if pick == ChosenRef::Top { "top" } else { "bottom" },
                        options_text(session)
                    ));
                }
                pick
            }
            Answer::Slot(slot) => {
                let character = state
                    .acting()
                    .adventure
                    .get(usize::from(*slot))
                    .copied()
                    .flatten()
                    .map(|s| ChosenRef::Card(s.character));
                character
                    .filter(|c| state.options.contains(c) && open(c))
                    .ok_or_else(|| format!("slot {} is not among the options ({})", slot + 1, options_text(session)))?
            }
            Answer::RivalSlot(slot) => {
                // The rival's slot by its own number, as the state and the log give it (its
                // slot i faces your slot 4-i); the engine names it by the lane it faces.
                let lane = GameState::rival_slot_of_lane(state.two_player(), usize::from(*slot));
                let pick = ChosenRef::RivalSlot(u8::try_from(lane).unwrap_or(0));
                if !state.options.contains(&pick) || !open(&pick) {
                    return Err(format!(
                        "the rival's slot {} is not among the options ({})",
                        slot + 1,
                        options_text(session)
                    ));
                }
                pick
            }
        };
        step(session, line, Action::Choose { pick })?;
        if session.game.state().decision != Some(decision) {
            break;
        }
    }
    if session.game.state().decision == Some(decision) {
        step(session, line, Action::ChooseDone)?;
    }
    Ok(())
}

fn options_text(session: &Session) -> String {
    let state = session.game.state();
    let names: Vec<String> = state
        .options
        .iter()
        .map(|o| crate::engine::pick_name(session.game.table(), *o))
        .collect();
    format!("options: {}", names.join(", "))
}

/// Applies one action and logs what happened; abilities left to the player are logged and
/// marked done; with `--auto` decisions are answered by the built-in policy.
fn step(session: &mut Session, line: &Line, action: Action) -> Result<(), String> {
    apply_logged(session, action)?;
    loop {
        if session.game.state().decision.is_some() {
            if !session.auto {
                return Ok(());
            }
            let answer = session.policy.next_action(&session.game);
            apply_logged(session, answer)?;
            continue;
        }
        let Some(top) = session.game.view().pending.first().cloned() else {
            return Ok(());
        };
        errln!(
            "ponydeck: line {}: pending {:?} ability of {} skipped (the engine leaves it to the player; resolve it yourself in the app): {}",
            line.number,
            top.kind,
            top.card,
            top.text
        );
        apply_logged(session, Action::ResolvePending)?;
    }
}

fn apply_logged(session: &mut Session, action: Action) -> Result<(), String> {
    let seat = session.game.to_act();
    let events: Vec<Event> = session.game.apply(action).map_err(|e| e.to_string())?;
    log_events(session, &events, seat);
    rival_plays(session)
}

/// The events of an action by `seat`, in plain words from your side: the rival's are told in
/// the third person, its hidden cards unnamed (304.3.0).
fn log_events(session: &mut Session, events: &[Event], seat: Side) {
    let lines = session.game.describe_events(events, seat, Side::You);
    session.log.extend(lines);
}

/// With `--rival`: while the rival is to act, its opponent plays (each move logged).
fn rival_plays(session: &mut Session) -> Result<(), String> {
    for _ in 0..crate::sim::MAX_ACTIONS_PER_GAME {
        let game = &session.game;
        if game.state().winner.is_some() || session.rival.is_none() {
            return Ok(());
        }
        if game.to_act() != Side::Rival {
            // --auto never stops for boosts: your Inspiration step in the rival's Contact
            // ends without one (404.3.2).
            if session.auto && in_your_step(game) {
                let action = Action::ResolveLane {
                    choice: LaneChoice::Auto,
                };
                let said = format!("{}.", game.describe(&action));
                let events = session.game.apply(action).map_err(|e| e.to_string())?;
                session.log.push(said);
                log_events(session, &events, Side::You);
                continue;
            }
            return Ok(());
        }
        let Some(rival) = session.rival.as_mut() else {
            return Ok(());
        };
        let action = rival.next_action(&game.side_view());
        let said = format!("{}.", game.describe_for(&action, Side::You));
        let events = session
            .game
            .apply(action)
            .map_err(|e| format!("the rival's move was refused (an engine bug): {e}"))?;
        session.log.push(said);
        log_events(session, &events, Side::Rival);
    }
    Ok(())
}

fn hand_card(game: &Game, card_id: &CardId) -> Result<CardHandle, String> {
    game.table()
        .find_in(card_id, &game.state().acting().hand)
        .ok_or_else(|| format!("{card_id} is not in your hand"))
}

fn first_empty_slot(game: &Game) -> Result<u8, String> {
    let state = game.state();
    state
        .acting()
        .adventure
        .iter()
        .position(Option::is_none)
        .map(|i| i as u8)
        .ok_or_else(|| {
            if state.rules.allows_replace() {
                "the Adventure Area is full (303.3.0); name a slot to Replace its Character (2.0.0)"
                    .to_string()
            } else {
                ActionError::AdventureFull.to_string()
            }
        })
}

fn first_adornable(game: &Game, item: CardHandle) -> Result<u8, String> {
    let state = game.state();
    state
        .acting()
        .adventure
        .iter()
        .position(|s| s.is_some_and(|s| game.table().may_adorn(item, s.character)))
        .map(|i| i as u8)
        .ok_or_else(|| {
            format!(
                "no Character in your Adventure Area can adorn {} (503.1.8)",
                game.table().card_id(item)
            )
        })
}

fn print_state(session: &Session, json: bool) -> Result<(), CliError> {
    let game = &session.game;
    if json {
        let view = game.view();
        // Straight from the struct, so the keys keep the contract's order; the log last.
        let mut value = serde_json::to_value(&view)
            .map_err(|e| CliError::Input(format!("could not write JSON: {e}")))?;
        if let Some(object) = value.as_object_mut() {
            if let Some(rival) = game.rival_view() {
                // A rival that plays: the same fields as yours, its hand only as a count.
                let mut rival = serde_json::to_value(&rival)
                    .map_err(|e| CliError::Input(format!("could not write JSON: {e}")))?;
                if let Some(r) = rival.as_object_mut() {
                    r.insert(
                        "hand".into(),
                        serde_json::json!(game.side_view().rival().hand),
                    );
                    r.remove("hand_costs");
                    r.remove("next_play_costs");
                }
                object.insert("rival".into(), rival);
            }
            if game.state().two_player() {
                // 404.3.2: whose Inspiration step of the lane being resolved it is, when it is
                // the non-turn player's ("you" in the rival's Contact, "rival" in yours).
                let step =
                    (game.state().inspiration_step == InspirationStep::NonTurnPlayer).then(|| {
                        match game.to_act() {
                            Side::You => "you",
                            Side::Rival => "rival",
                        }
                    });
                object.insert("inspiration_step".into(), serde_json::json!(step));
            }
            object.insert("log".into(), serde_json::json!(session.log));
        }
        let text = serde_json::to_string_pretty(&value)
            .map_err(|e| CliError::Input(format!("could not write JSON: {e}")))?;
        outln!("{text}");
        return Ok(());
    }
    outln!("{}", board_text(&TableView::of(game)));
    Ok(())
}

/// The readable board, from the engine's view of the table.
fn board_text(view: &TableView) -> String {
    let mut out = String::new();
    let winner = view
        .winner
        .map_or(String::new(), |w| format!("  — winner: {w}"));
    out.push_str(&format!(
        "Turn {} ({}), {} phase, rules {}{}\n",
        view.turn, view.active, view.phase, view.rules, winner
    ));
    if view.your_inspiration_step {
        out.push_str(
            "Your Inspiration step in the rival's Contact (404.3.2): `boost SCENE-ID`, or `contact` to end it\n",
        );
    }
    match &view.rival {
        RivalTable::Playing(rival) => {
            out.push_str(&format!(
                "Rival:  Story stage {}, {} Plans, hand {}, Main Deck {}, Scene Area {}\n",
                rival.story_stage,
                rival.plans_left(),
                rival.hand_count,
                rival.main_deck,
                rival.scene_area.len()
            ));
            for (i, slot) in rival.adventure.iter().enumerate() {
                if let Some(s) = slot {
                    out.push_str(&format!(
                        "        its slot {} (facing your slot {}): {} — Inspiration {}{}\n",
                        i + 1,
                        3 - i,
                        s.card,
                        s.inspiration,
                        if s.tapped { " (tapped)" } else { "" }
                    ));
                }
            }
        }
        RivalTable::Goldfish {
            hand,
            plans,
            sparring,
        } => {
            let plans: Vec<&str> = plans
                .iter()
                .map(|p| if *p { "Plan" } else { "-" })
                .collect();
            out.push_str(&format!(
                "Rival:  plans on Stories I-IV [{}], hand {hand}\n",
                plans.join(", "),
            ));
            for (i, r) in sparring.iter().enumerate() {
                if let Some(r) = r {
                    out.push_str(&format!(
                        "        lane {}: sparring Character, Inspiration {}\n",
                        i + 1,
                        r.inspiration
                    ));
                }
            }
        }
    }
    let stage = match view.you.story_stage {
        0 => "start".to_string(),
        n => ["I", "II", "III", "IV"]
            .get(usize::from(n) - 1)
            .map_or(n.to_string(), |s| (*s).to_string()),
    };
    out.push_str(&format!(
        "You:    Story stage {stage}, {} Plans, Main Deck {}, Scene Deck {}{}\n",
        view.you.plans_left(),
        view.you.main_deck,
        view.you.scene_deck,
        if view.you.main_character_tapped {
            ", Main Character tapped"
        } else {
            ""
        }
    ));
    out.push_str("Adventure Area:\n");
    for (i, slot) in view.you.adventure.iter().enumerate() {
        match slot {
            Some(s) => {
                let item = s.item.as_ref().map_or(String::new(), |item| {
                    format!(" + {} {}", item.card, item.name)
                });
                out.push_str(&format!(
                    "  {}: {} {} — Inspiration {}{}{}\n",
                    i + 1,
                    s.card,
                    s.name,
                    s.inspiration,
                    if s.tapped { " (tapped)" } else { "" },
                    item
                ));
            }
            None => out.push_str(&format!("  {}: empty\n", i + 1)),
        }
    }
    out.push_str("Scene Area:");
    if view.you.scene_area.is_empty() {
        out.push_str(" none");
    }
    for s in &view.you.scene_area {
        out.push_str(&format!(
            " [{} {}{}]",
            s.card,
            if s.face_up { "up" } else { "down" },
            if s.tapped { ", tapped" } else { "" }
        ));
    }
    out.push('\n');
    out.push_str(&format!("Hand ({}):\n", view.you.hand.len()));
    for card in &view.you.hand {
        out.push_str(&format!(
            "  {} {} ({})\n",
            card.card,
            card.name,
            card.cost_words()
        ));
    }
    let retirement: Vec<&str> = view
        .you
        .retirement
        .iter()
        .map(|c| c.card.as_str())
        .collect();
    out.push_str(&format!(
        "Retirement Area: {}",
        if retirement.is_empty() {
            "empty".to_string()
        } else {
            retirement.join(" ")
        }
    ));
    out
}
