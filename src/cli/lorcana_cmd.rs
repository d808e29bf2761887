//! `ponydeck goldfish DECK --game lorcana` and `ponydeck simulate DECK --game lorcana`: the
//! Lorcana table from a script, and many games by the built-in player
//! (`shared/design/CLI.md`, Additions 1.2, "The other games at the table").
//!
//! Verbs (binding): `keep`, `mulligan CARD...` (the cards put on the bottom), `ink CARD`,
//! `play CARD`, `quest CARD`, `challenge CARD TARGET`, `sing SONG CARD...`, `shift CARD onto
//! CARD`, `move CARD to LOCATION`, `activate CARD`, `end`; and as in the Kayou goldfish
//! `choose ...`, `order CARD`, `done`. CARD is a catalog ID (`9-053`): the first copy in the
//! zone the verb reads that can take the action. Exit codes: 0 the script ran; 1 a line was
//! refused by the rules (stderr names the line and the rule; the state before it is printed);
//! 2 the input could not be read (deck, verb, a card ID the catalog does not have).

use std::path::Path;

use serde_json::{Value, json};

use crate::card::{CardId, CardIndex, Game as CardGame};
use crate::format::{Format, validate_game};
use crate::lorcana::player::next_action;
use crate::lorcana::sim::{SeatReport, SimSettings, simulate};
use crate::lorcana::view::TableView;
use crate::lorcana::words::{action_label, decision_prompt, describe};
use crate::lorcana::{
    Action, Config, DecisionKind, Game, Handle, Outcome, Phase, TableCard, table_cards,
};
use crate::{errln, outln};

use super::deck_file::{random_seed, read_deck_or_starter};
use super::goldfish_cmd::GoldfishArgs;
use super::input_file::{read_text, read_text_file};
use super::simulate_cmd::SimulateArgs;
use super::{CliError, open_catalog};
use crate::limits::MAX_DECK_FILE_BYTES;

/// The most games one run plays (each on the play and on the draw).
const MAX_GAMES: u64 = 100_000;
/// A game not won by this many of your turns is not won.
const DEFAULT_TURN_CAP: u32 = 30;

/// The format of `--format` (default Core).
fn format_of(code: Option<&str>) -> Result<Format, CliError> {
    Format::find(CardGame::Lorcana, code).map_err(|e| CliError::Input(format!("--format: {e}")))
}

/// The deck's cards for the table, read from a list file (or a starter code).
fn deck_cards(
    path: &Path,
    cards: &CardIndex,
) -> Result<(crate::deck::Deck, Vec<TableCard>), CliError> {
    let deck = read_deck_or_starter(path, cards)?;
    let table = table_cards(&deck, cards)
        .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
    Ok((deck, table))
}

/// `goldfish DECK --game lorcana ...`.
pub fn goldfish(args: GoldfishArgs, catalog: Option<&Path>) -> Result<(), CliError> {
    if args.rival.is_some() || args.rules.is_some() {
        return Err(CliError::Input(
            "--rival and --rules are for the Kayou table; the Lorcana goldfish plays against a dummy opponent (leave them out)".into(),
        ));
    }
    format_of(args.format.as_deref())?;
    let catalog = open_catalog(catalog)?;
    let cards = catalog.game_index(CardGame::Lorcana)?;
    let (_, table) = deck_cards(&args.deck, cards)?;
    let seed = args.seed.unwrap_or_else(|| {
        let seed = random_seed();
        errln!("seed: {seed}");
        seed
    });
    let script = match &args.script {
        Some(path) => read_text_file(path, MAX_DECK_FILE_BYTES, true, "the script")?,
        None if args.auto => String::new(),
        None => read_text(
            std::io::stdin().lock(),
            MAX_DECK_FILE_BYTES,
            true,
            "the script on stdin",
        )?,
    };
    let mut game = Game::new(
        table,
        Config {
            seed,
            on_the_play: !args.second,
            shuffle: !args.no_shuffle,
        },
    );
    let label = args
        .script
        .as_ref()
        .map_or_else(|| "stdin".to_string(), |p| p.display().to_string());
    let mut refused = None;
    for (i, raw) in script.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let verb = parse(line, cards)
            .map_err(|e| CliError::Input(format!("{label}, line {}: {e}", i + 1)))?;
        if let Err(e) = run_line(&mut game, &verb, args.auto) {
            refused = Some(format!("{label}, line {}: '{line}' is refused: {e}", i + 1));
            break;
        }
    }
    if refused.is_none() && args.auto {
        auto_play(&mut game);
    }
    if args.json {
        outln!(
            "{}",
            serde_json::to_string_pretty(&state_json(&game)).unwrap_or_default()
        );
    } else {
        outln!("{}", board_text(&game));
    }
    match refused {
        Some(reason) => Err(CliError::Negative(reason)),
        None => Ok(()),
    }
}

/// One parsed script line.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Verb {
    Keep,
    Mulligan(Vec<CardId>),
    Ink(CardId),
    Play(CardId),
    Quest(CardId),
    Challenge(CardId, CardId),
    Sing(CardId, Vec<CardId>),
    Shift(CardId, CardId),
    Move(CardId, CardId),
    Activate(CardId),
    End,
    Choose(Vec<String>),
    Order(CardId),
    Done,
}

/// A catalog ID of a Lorcana card (an unknown one is an input error, exit 2).
fn id(word: &str, cards: &CardIndex) -> Result<CardId, String> {
    let id = CardId::parse_in(CardGame::Lorcana, word)
        .map_err(|_| format!("'{word}' is not a Lorcana card ID (write it as 9-053)"))?;
    if cards.printing(&id).is_none() {
        return Err(format!("no card {id} in the catalog; check the ID"));
    }
    Ok(id)
}

fn parse(line: &str, cards: &CardIndex) -> Result<Verb, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let verb = words
        .first()
        .map(|w| w.to_ascii_lowercase())
        .unwrap_or_default();
    let rest = &words[1..];
    let one = |usage: &str| -> Result<CardId, String> {
        match rest {
            [w] => id(w, cards),
            _ => Err(format!("write `{usage}`")),
        }
    };
    let none = |v: Verb| {
        if rest.is_empty() {
            Ok(v)
        } else {
            Err(format!("'{verb}' takes nothing after it"))
        }
    };
    match verb.as_str() {
        "keep" => none(Verb::Keep),
        "end" => none(Verb::End),
        "done" => none(Verb::Done),
        "mulligan" => rest
            .iter()
            .map(|w| id(w, cards))
            .collect::<Result<Vec<_>, _>>()
            .map(Verb::Mulligan),
        "ink" => one("ink CARD").map(Verb::Ink),
        "play" => one("play CARD").map(Verb::Play),
        "quest" => one("quest CARD").map(Verb::Quest),
        "activate" => one("activate CARD").map(Verb::Activate),
        "order" => one("order CARD").map(Verb::Order),
        "challenge" => match rest {
            [a, b] => Ok(Verb::Challenge(id(a, cards)?, id(b, cards)?)),
            _ => Err("write `challenge CARD TARGET`".into()),
        },
        "sing" => match rest {
            [song, singers @ ..] if !singers.is_empty() => Ok(Verb::Sing(
                id(song, cards)?,
                singers
                    .iter()
                    .map(|w| id(w, cards))
                    .collect::<Result<Vec<_>, _>>()?,
            )),
            _ => Err("write `sing SONG CARD...` (the song, then who sings it)".into()),
        },
        "shift" => match rest {
            [card, onto, base] if onto.eq_ignore_ascii_case("onto") => {
                Ok(Verb::Shift(id(card, cards)?, id(base, cards)?))
            }
            _ => Err("write `shift CARD onto CARD`".into()),
        },
        "move" => match rest {
            [card, to, location] if to.eq_ignore_ascii_case("to") => {
                Ok(Verb::Move(id(card, cards)?, id(location, cards)?))
            }
            _ => Err("write `move CARD to LOCATION`".into()),
        },
        "choose" if !rest.is_empty() => Ok(Verb::Choose(
            rest.iter().map(|w| w.to_ascii_lowercase()).collect(),
        )),
        "choose" => Err(
            "write `choose yes|no`, `choose CARD`, `choose top|bottom`, `choose none` or `choose N`"
                .into(),
        ),
        "" => Err("empty line".into()),
        other => Err(format!(
            "'{other}' is not a verb; use keep, mulligan, ink, play, quest, challenge, sing, shift, move, activate, end, choose, order or done"
        )),
    }
}

/// The handles of the cards with this ID in a list, in order.
fn copies(game: &Game, list: &[Handle], id: &CardId) -> Vec<Handle> {
    list.iter()
        .copied()
        .filter(|h| game.card(*h).id == *id)
        .collect()
}

fn in_play(game: &Game, id: &CardId) -> Vec<Handle> {
    let play: Vec<Handle> = game.state().play.iter().map(|p| p.card).collect();
    copies(game, &play, id)
}

/// The first of `candidates` whose action the rules allow, else the first (so the engine says
/// why it is refused), else a sentence saying the card is not there.
fn first_that_can(game: &mut Game, candidates: Vec<Action>, missing: String) -> Result<(), String> {
    let Some(first) = candidates.first().cloned() else {
        return Err(missing);
    };
    let chosen = candidates
        .iter()
        .find(|a| game.allows(a))
        .cloned()
        .unwrap_or(first);
    game.apply(chosen).map(|_| ()).map_err(|e| e.to_string())
}

fn run_line(game: &mut Game, verb: &Verb, auto: bool) -> Result<(), String> {
    if game.state().outcome.is_some() {
        return Err("the game is over".into());
    }
    if game.state().decision.is_some()
        && !matches!(verb, Verb::Choose(_) | Verb::Order(_) | Verb::Done)
    {
        if auto {
            answer_decisions(game);
        } else {
            let answer = match game.state().decision.as_ref().map(|d| d.kind) {
                Some(DecisionKind::Manual) => "say `done` when it is carried out",
                Some(DecisionKind::Order) => "answer it with `order CARD`",
                _ => "answer it with `choose ...`",
            };
            return Err(format!(
                "an ability waits for a decision: {}; {answer}",
                decision_prompt(game)
            ));
        }
    }
    let s = game.state();
    let hand = s.hand.clone();
    let result = match verb {
        Verb::Keep => game.apply(Action::Keep).map(|_| ()).map_err(|e| e.to_string()),
        Verb::Mulligan(ids) => {
            let mut chosen: Vec<Handle> = Vec::new();
            for id in ids {
                let Some(h) = copies(game, &hand, id)
                    .into_iter()
                    .find(|h| !chosen.contains(h))
                else {
                    return Err(format!("{id} is not in your hand (or not that many copies)"));
                };
                chosen.push(h);
            }
            game.apply(Action::Mulligan(chosen))
                .map(|_| ())
                .map_err(|e| e.to_string())
        }
        Verb::Ink(id) => first_that_can(
            game,
            copies(game, &hand, id).into_iter().map(Action::Ink).collect(),
            format!("{id} is not in your hand"),
        ),
        Verb::Play(id) => first_that_can(
            game,
            copies(game, &hand, id).into_iter().map(Action::Play).collect(),
            format!("{id} is not in your hand"),
        ),
        Verb::Quest(id) => first_that_can(
            game,
            in_play(game, id).into_iter().map(Action::Quest).collect(),
            format!("{id} is not in play"),
        ),
        Verb::Challenge(..) => Err(
            "there is nothing to challenge: the goldfish opponent has no characters or locations (4.6.4.2: a challenge needs an exerted opposing character)".into(),
        ),
        Verb::Sing(song, singers) => {
            let Some(song) = copies(game, &hand, song).first().copied() else {
                return Err(format!("{song} is not in your hand"));
            };
            let mut chosen: Vec<Handle> = Vec::new();
            for id in singers {
                let free: Vec<Handle> = in_play(game, id)
                    .into_iter()
                    .filter(|h| !chosen.contains(h))
                    .collect();
                let ready = free
                    .iter()
                    .find(|h| {
                        game.state()
                            .in_play(**h)
                            .is_some_and(|p| !p.exerted && !p.drying)
                    })
                    .or(free.first())
                    .copied();
                let Some(h) = ready else {
                    return Err(format!("{id} is not in play"));
                };
                chosen.push(h);
            }
            game.apply(Action::Sing {
                song,
                singers: chosen,
            })
            .map(|_| ())
            .map_err(|e| e.to_string())
        }
        Verb::Shift(card, onto) => {
            let mut candidates = Vec::new();
            for c in copies(game, &hand, card) {
                for o in in_play(game, onto) {
                    candidates.push(Action::Shift { card: c, onto: o });
                }
            }
            first_that_can(
                game,
                candidates,
                format!("{card} must be in your hand and {onto} in play"),
            )
        }
        Verb::Move(card, location) => {
            let mut candidates = Vec::new();
            for c in in_play(game, card) {
                for l in in_play(game, location) {
                    candidates.push(Action::Move {
                        card: c,
                        location: l,
                    });
                }
            }
            first_that_can(
                game,
                candidates,
                format!("{card} and {location} must both be in play"),
            )
        }
        Verb::Activate(id) => {
            let mut candidates = Vec::new();
            for c in in_play(game, id) {
                for (i, a) in game.card(c).abilities.iter().enumerate() {
                    if matches!(a.ability, crate::lorcana::ability::Ability::Activated { .. })
                        && let Ok(ability) = u8::try_from(i)
                    {
                        candidates.push(Action::Activate { card: c, ability });
                    }
                }
            }
            first_that_can(
                game,
                candidates,
                format!("{id} is not in play with an ability the table activates"),
            )
        }
        Verb::End => game.apply(Action::EndTurn).map(|_| ()).map_err(|e| e.to_string()),
        Verb::Done => game.apply(Action::Done).map(|_| ()).map_err(|e| e.to_string()),
        Verb::Order(id) => {
            let Some(d) = game.state().decision.clone() else {
                return Err("no order is asked".into());
            };
            if d.kind != DecisionKind::Order {
                return Err(format!("the open decision is not an order: {}", decision_prompt(game)));
            }
            let bag = &game.state().bag;
            let option = d
                .options
                .iter()
                .position(|i| bag.get(usize::from(*i)).is_some_and(|p| game.card(p.source).id == *id))
                .ok_or_else(|| format!("{id} has no ability waiting in the bag"))?;
            game.apply(Action::Choose(u8::try_from(option).unwrap_or(0)))
                .map(|_| ())
                .map_err(|e| e.to_string())
        }
        Verb::Choose(words) => choose(game, words),
    };
    if auto && result.is_ok() {
        answer_decisions(game);
    }
    result
}

/// Answers the open decision with a `choose` line's words.
fn choose(game: &mut Game, words: &[String]) -> Result<(), String> {
    for word in words {
        let Some(d) = game.state().decision.clone() else {
            return Err("no decision is open; `choose` answers one".into());
        };
        let option = match (d.kind, word.as_str()) {
            (DecisionKind::May, "yes") => 0,
            (DecisionKind::May, "no") => 1,
            (DecisionKind::TopOrBottom, "top") => 0,
            (DecisionKind::TopOrBottom, "bottom") => 1,
            (_, "none") if d.none_allowed => d.options.len(),
            (_, w) if w.chars().all(|c| c.is_ascii_digit()) => w
                .parse::<usize>()
                .map_err(|e| e.to_string())?
                .saturating_sub(1),
            (
                DecisionKind::Discard
                | DecisionKind::Target
                | DecisionKind::LookTake
                | DecisionKind::Recur
                | DecisionKind::PlayFree
                | DecisionKind::Ready
                | DecisionKind::KeepOnTop
                | DecisionKind::InkFromHand
                | DecisionKind::HandAndInk
                | DecisionKind::PutUnder
                | DecisionKind::ReturnToHand
                | DecisionKind::InkCharacter,
                w,
            ) => {
                let wanted = CardId::parse_in(CardGame::Lorcana, w)
                    .map_err(|_| format!("'{w}' is not a card ID"))?;
                d.options
                    .iter()
                    .position(|h| game.card(*h).id == wanted)
                    .ok_or_else(|| format!("{wanted} is not among the options"))?
            }
            (_, w) => return Err(format!("'{w}' does not answer: {}", decision_prompt(game))),
        };
        game.apply(Action::Choose(u8::try_from(option).unwrap_or(u8::MAX)))
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Lets the built-in player answer every open decision.
fn answer_decisions(game: &mut Game) {
    for _ in 0..1000 {
        if game.state().decision.is_none() {
            return;
        }
        let Some(action) = next_action(game) else {
            return;
        };
        if game.apply(action).is_err() {
            return;
        }
    }
}

/// The built-in player plays on to the end (or 100 of your turns).
fn auto_play(game: &mut Game) {
    for _ in 0..100_000 {
        if game.state().outcome.is_some() || game.state().your_turns > 100 {
            return;
        }
        let Some(action) = next_action(game) else {
            return;
        };
        if game.apply(action).is_err() {
            return;
        }
    }
}

/// The state JSON of the contract.
pub fn state_json(game: &Game) -> Value {
    let s = game.state();
    let id = |h: &Handle| game.card(*h).id.to_string();
    let phase = match s.phase {
        Phase::Setup => "setup",
        Phase::Start => "start",
        Phase::Main => "main",
        Phase::End => "end",
        Phase::Over => "over",
    };
    let result = match s.outcome {
        Some(Outcome::Won) => json!("won"),
        Some(Outcome::Lost) => json!("lost"),
        None => Value::Null,
    };
    let decision = s.decision.as_ref().map(|d| {
        json!({
            "kind": d.kind,
            "prompt": decision_prompt(game),
            "options": game.legal_actions().iter().map(|a| action_label(game, a)).collect::<Vec<_>>(),
        })
    });
    json!({
        "turn": s.turn,
        "your_turn": s.your_turns,
        "phase": phase,
        "result": result,
        "you": {
            "lore": s.lore,
            "hand": s.hand.iter().map(id).collect::<Vec<_>>(),
            "deck": s.deck.len(),
            "inkwell": s.inkwell.iter().map(|i| json!({"card": id(&i.card), "exerted": i.exerted})).collect::<Vec<_>>(),
            "play": s.play.iter().map(|p| json!({
                "card": id(&p.card),
                "exerted": p.exerted,
                "drying": p.drying,
                "damage": p.damage,
                "at": p.at.as_ref().map(id),
                "under": p.under.len(),
            })).collect::<Vec<_>>(),
            "discard": s.discard.iter().map(id).collect::<Vec<_>>(),
            "ink_played_this_turn": s.inked_this_turn > 0,
            "ink_drops": s.ink_drops,
        },
        "opponent": {"lore": 0, "hand": 0, "deck": 0, "play": []},
        "decision": decision,
        "pending": s.bag.iter().map(|p| json!({
            "card": id(&p.source),
            "text": crate::lorcana::words::ability_text(game, p.source, p.ability),
            "manual": p.manual,
        })).collect::<Vec<_>>(),
        "log": game.log().iter().map(|e| describe(game, e)).collect::<Vec<_>>(),
    })
}

/// A readable board, from the one description of the table (`lorcana::view::TableView`).
fn board_text(game: &Game) -> String {
    let view = TableView::of(game);
    let mut out = vec![
        view.status.clone(),
        format!(
            "Lore {} / 20. Ink {} ready of {}{}. Deck {}. Discard {}.",
            view.lore,
            view.ink.0,
            view.ink.1,
            if view.inked { " (inked this turn)" } else { "" },
            view.deck,
            view.discard.len()
        ),
        format!(
            "Hand: {}",
            view.hand
                .iter()
                .map(|c| format!("{} ({})", c.name, c.id))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        "In play:".to_string(),
    ];
    for card in &view.play {
        let marks = if card.marks.is_empty() {
            String::new()
        } else {
            format!(" ({})", card.marks.join(", "))
        };
        out.push(format!("  {} ({}){marks}", card.name, card.id));
    }
    if let Some((prompt, _)) = &view.decision {
        out.push(format!("Waiting: {prompt}"));
    }
    out.push("Log:".into());
    out.extend(view.log.iter().map(|line| format!("  {line}")));
    out.join("\n")
}

/// `simulate DECK --game lorcana --games N`.
pub fn simulate_cmd(args: SimulateArgs, catalog: Option<&Path>) -> Result<(), CliError> {
    if args.rival.is_some() || args.rules.is_some() {
        return Err(CliError::Input(
            "--rival and --rules are for the Kayou table; a Lorcana simulation plays goldfish games (leave them out)".into(),
        ));
    }
    if args.games == 0 || args.games > MAX_GAMES {
        return Err(CliError::Input(format!(
            "--games must be between 1 and {MAX_GAMES} (each is played on the play and on the draw)"
        )));
    }
    let format = format_of(args.format.as_deref())?;
    let catalog = open_catalog(catalog)?;
    let cards = catalog.game_index(CardGame::Lorcana)?;
    let (deck, table) = deck_cards(&args.deck, cards)?;
    let validation = validate_game(&deck, cards, &format);
    if !validation.legal && !args.allow_illegal {
        return Err(CliError::Negative(format!(
            "{} is not legal in {}: {}; fix the list or pass --allow-illegal",
            args.deck.display(),
            format.name,
            validation.reasons(3)
        )));
    }
    let seed = args.seed.unwrap_or_else(|| {
        let seed = random_seed();
        errln!("seed: {seed}");
        seed
    });
    let turn_cap = args.turn_cap.map_or(DEFAULT_TURN_CAP, u32::from);
    let started = std::time::Instant::now();
    let report = simulate(
        &table,
        SimSettings {
            games: args.games,
            seed,
            turn_cap,
        },
    );
    let seconds = started.elapsed().as_secs_f64();
    let manual: Vec<String> = manual_cards(&table);
    if args.json {
        let seat = |r: &SeatReport| {
            json!({
                "games": r.games,
                "won": r.won,
                "won_share": share(r.won, r.games),
                "won_interval": [round(r.won_interval.0), round(r.won_interval.1)],
                "win_turn": {
                    "mean": r.mean_turn.map(round),
                    "median": r.median_turn,
                    "histogram": r.histogram.iter().enumerate().filter(|(_, n)| **n > 0).map(|(i, n)| (format!("{}", i + 1), json!(n))).collect::<serde_json::Map<_, _>>(),
                },
                "decked": r.decked,
                "stumbled_no_ink": r.stumbled_ink,
                "stumbled_no_play": r.stumbled_play,
                "manual_abilities_let_go": r.manual_skipped,
            })
        };
        let value = json!({
            "game": "lorcana",
            "format": format.id.code,
            "games": args.games,
            "seed": seed,
            "turn_cap": turn_cap,
            "turns": "yours (turn 1 is your first turn)",
            "player": "lorcana built-in (lore race)",
            "on_the_play": seat(&report.on_the_play),
            "on_the_draw": seat(&report.on_the_draw),
            "cards_with_manual_abilities": manual,
            "games_per_second": if seconds > 0.0 { (2.0 * args.games as f64 / seconds).round() } else { 0.0 },
        });
        outln!(
            "{}",
            serde_json::to_string_pretty(&value).unwrap_or_default()
        );
        return Ok(());
    }
    outln!(
        "{} games on the play and {} on the draw (seed {seed}, the built-in lore-race player, {}):",
        args.games,
        args.games,
        format.name
    );
    for (label, r) in [
        ("On the play", &report.on_the_play),
        ("On the draw", &report.on_the_draw),
    ] {
        outln!(
            "{label}: 20 lore by your turn {turn_cap} in {} of {} ({:.1}%, 95% interval {:.1}-{:.1}%); median turn {}, mean {}.",
            r.won,
            r.games,
            100.0 * share(r.won, r.games),
            100.0 * r.won_interval.0,
            100.0 * r.won_interval.1,
            r.median_turn.map_or_else(|| "-".into(), |t| t.to_string()),
            r.mean_turn
                .map_or_else(|| "-".into(), |t| format!("{t:.2}")),
        );
        let hist: Vec<String> = r
            .histogram
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .map(|(i, n)| format!("turn {}: {n}", i + 1))
            .collect();
        outln!("  {}", hist.join(", "));
        outln!(
            "  Stumbles in turns 1-4: no ink played in {} games, nothing played in {}; deck-outs: {}.",
            r.stumbled_ink,
            r.stumbled_play,
            r.decked
        );
    }
    if !manual.is_empty() {
        outln!(
            "Abilities the table does not carry out were let go (played as stats and keywords) on: {}.",
            manual.join(", ")
        );
    }
    Ok(())
}

fn share(n: u64, of: u64) -> f64 {
    if of == 0 { 0.0 } else { n as f64 / of as f64 }
}

fn round(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// The deck's cards with an ability left to the player, once each.
fn manual_cards(table: &[TableCard]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for c in table {
        let label = format!("{} ({})", c.name, c.id);
        if c.manual().next().is_some() && !out.contains(&label) {
            out.push(label);
        }
    }
    out
}
