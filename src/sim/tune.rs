//! Deck tuning: which one-for-one swaps make a deck win more against a field of rival decks
//! (issue 42; `docs/tuning.md` is to explain it for players).
//!
//! - **Paired measurement** (common random numbers): a deck and its swapped version play the
//!   same games: game `i` meets field deck `i mod n` with seed [`game_seed`]`(seed, i)`, the
//!   first player alternating, and the players' own randomness comes from that seed. The
//!   swapped card takes the out card's place in the list, so the shuffle puts it where the
//!   out card was: both versions draw the same cards but that one. A swap's effect is the mean
//!   of the per-game differences, with a 95% interval ([`PairedDiff`]).
//! - **A screen, then a race**: every legal swap is measured on a few games, and ranked by an
//!   additive fit (the out card's mean over every in card, plus the in card's mean over every out
//!   card): each figure pools many candidates' games, so the fit ranks far better than each
//!   candidate's own few games. The best quarter goes on to a race where the better half goes on
//!   to twice as many games, until one is left (successive halving).
//! - **Confirmation** on seeds the race never used: a swap is taken only when its interval lies
//!   above zero; otherwise the answer is "no swap is clearly better" ([`TuneAnswer::swaps`]
//!   empty), never noise presented as a gain. Swaps are taken greedily, each raced again on the
//!   deck the earlier ones changed.
//!
//! Results depend on the seed only, never on the number of threads. A run tells its progress
//! ([`TuneProgress`]) and can be stopped ([`TuneControl`]): stopping keeps the best so far,
//! which is still confirmed and measured; quitting abandons the run.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::card::{Card, CardId, CardIndex, CardNumber};
use crate::deck::{Deck, Section};
use crate::engine::{Game, GameConfig, GameDeck};
use crate::format::{RulesVersion, validate};

use super::{PlayerKind, game_seed, play_duel_unless};

/// How a tuning run plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TuneSettings {
    /// The base seed; the race, the confirmations and the final measure use seeds derived
    /// from it that never meet.
    pub seed: u64,
    /// Who plays both sides.
    pub player: PlayerKind,
    /// The rules the games and the deck's legality follow.
    pub rules: RulesVersion,
    /// A game still going after this turn is a draw.
    pub turn_cap: u16,
    /// Worker threads (at least 1).
    pub threads: usize,
    /// At most this many swaps in the answer.
    pub max_swaps: usize,
    /// Games per field deck in the race's first round (doubled each round).
    pub first_round: u64,
    /// Games per field deck of each confirmation and of the final measure.
    pub confirm: u64,
    /// When the search stops taking new rounds and steps (`--seconds`): the race keeps its
    /// best so far, which is still confirmed, and the final measure is still played.
    pub deadline: Option<std::time::Instant>,
}

impl TuneSettings {
    fn out_of_time(&self) -> bool {
        self.deadline
            .is_some_and(|at| std::time::Instant::now() >= at)
    }
}

/// A card that may come in, and how many copies of it the deck may hold at most (the copies
/// owned, for the `owned` pool).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PoolCard {
    /// The printing.
    pub card_id: CardId,
    /// The most copies the tuned deck may hold.
    pub copies: u32,
}

/// One swap: a copy of `out` leaves the Main Deck, a copy of `into` comes in.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Swap {
    /// The card taken out.
    pub out: CardId,
    /// The card put in.
    pub into: CardId,
}

/// A mean difference of paired per-game scores with its 95% interval.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PairedDiff {
    /// The mean difference (a win is 1, a draw 0.5, a loss 0).
    pub mean: f64,
    /// The interval's lower bound.
    pub low: f64,
    /// The interval's upper bound.
    pub high: f64,
    /// Games compared.
    pub games: usize,
}

impl PairedDiff {
    /// The paired difference of `a` against `b` (game by game; the shorter length counts),
    /// with the normal 95% interval of the mean.
    pub fn of(a: &[f64], b: &[f64]) -> PairedDiff {
        let d: Vec<f64> = a.iter().zip(b).map(|(x, y)| x - y).collect();
        let n = d.len();
        if n == 0 {
            return PairedDiff {
                mean: 0.0,
                low: -1.0,
                high: 1.0,
                games: 0,
            };
        }
        let mean = d.iter().sum::<f64>() / n as f64;
        let var = if n > 1 {
            d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64
        } else {
            1.0
        };
        let half = 1.96 * (var / n as f64).sqrt();
        PairedDiff {
            mean,
            low: mean - half,
            high: mean + half,
            games: n,
        }
    }

    /// Whether the whole interval lies above zero: the swap clearly helps.
    pub fn clearly_better(&self) -> bool {
        self.low > 0.0
    }
}

/// A swap taken, with its gain measured on fresh seeds.
#[derive(Debug, Clone, PartialEq)]
pub struct TakenSwap {
    /// The swap.
    pub swap: Swap,
    /// Its gain in win rate over the deck before it, on the confirmation seeds.
    pub gain: PairedDiff,
    /// Its gain against each field deck, in the field's order (same games).
    pub by_rival: Vec<PairedDiff>,
    /// Confirmation games whose result the swap changed.
    pub changed: usize,
    /// The mean turn the deck won on before the swap and after it (`None`: no win).
    pub win_turn: (Option<f64>, Option<f64>),
}

/// Why a run ended before its search was done.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stopped {
    /// The time budget ran out.
    Deadline,
    /// The user asked ([`TuneControl::stop`]).
    Asked,
}

/// Where a run is, told after every candidate measured.
#[derive(Debug, Clone, PartialEq)]
pub struct TuneProgress {
    /// The swap being searched for (0: the first).
    pub step: usize,
    /// What the run is doing.
    pub stage: TuneStage,
    /// Games played so far.
    pub games: u64,
    /// Candidates measured in this stage, and how many it measures.
    pub done: usize,
    /// How many the stage measures.
    pub of: usize,
    /// The best candidates of the last finished round, best first (at most five).
    pub leaders: Vec<(Swap, PairedDiff)>,
    /// The swaps taken so far.
    pub taken: Vec<TakenSwap>,
}

impl TuneProgress {
    /// Where the run is, in a sentence (the window's progress line).
    pub fn describe(&self) -> String {
        let stage = match self.stage {
            TuneStage::Screening => format!("screening every swap ({} of {})", self.done, self.of),
            TuneStage::Racing { round, games } => format!(
                "race round {round}: {} of {} swaps, {games} games each",
                self.done, self.of
            ),
            TuneStage::Confirming => "confirming the best swap on fresh games".to_string(),
            TuneStage::Measuring => "measuring the tuned deck on fresh games".to_string(),
        };
        format!(
            "Swap {}: {stage}; {} games so far.",
            self.step + 1,
            self.games
        )
    }
}

/// The stages of a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TuneStage {
    /// Every legal swap on a few games.
    Screening,
    /// Successive halving: the round (from 1) and games per candidate.
    Racing {
        /// The round.
        round: u32,
        /// Games each candidate plays in it.
        games: u64,
    },
    /// The race's winner on fresh seeds.
    Confirming,
    /// The deck as given and as tuned on the last fresh seeds.
    Measuring,
}

/// Stops a run from another thread (Ctrl+C, the window's Stop): [`TuneControl::stop`] ends the
/// search and keeps the best so far (still confirmed and measured); [`TuneControl::quit`]
/// abandons the run at once.
#[derive(Debug, Default)]
pub struct TuneControl {
    stop: AtomicBool,
    quit: AtomicBool,
}

impl TuneControl {
    /// Ends the search; the swaps found so far are confirmed and measured.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Abandons the run between two actions of a game.
    pub fn quit(&self) {
        self.stop();
        self.quit.store(true, Ordering::Relaxed);
    }

    /// Whether [`TuneControl::stop`] was asked.
    pub fn stopping(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

/// What a run reports to and hears from its caller.
pub struct TuneWatch<'a> {
    /// Stop and quit.
    pub control: &'a TuneControl,
    /// Called after every candidate measured, from the calling thread.
    pub progress: &'a mut dyn FnMut(&TuneProgress),
}

/// A win rate with its 95% interval.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rate {
    /// Mean score (draws as half).
    pub win_rate: f64,
    /// The interval's lower bound.
    pub low: f64,
    /// The interval's upper bound.
    pub high: f64,
    /// Games played.
    pub games: usize,
}

impl Rate {
    fn of(scores: &[f64]) -> Rate {
        let games = scores.len();
        let sum: f64 = scores.iter().sum();
        let (low, high) = super::wilson_interval_of(sum, games as u64);
        Rate {
            win_rate: if games == 0 { 0.0 } else { sum / games as f64 },
            low,
            high,
            games,
        }
    }
}

/// What a tuning run found.
#[derive(Debug, Clone, PartialEq)]
pub struct TuneAnswer {
    /// The deck as given, on the final seeds.
    pub base: Rate,
    /// The swaps taken, in order; empty when no swap was clearly better.
    pub swaps: Vec<TakenSwap>,
    /// The deck with every swap, measured on the final seeds (never used by the search).
    pub tuned: Rate,
    /// The tuned deck as a deck list.
    pub deck: Deck,
    /// Legal swaps considered at the first step.
    pub candidates: usize,
    /// Games played in all.
    pub games: u64,
    /// Games each first-step candidate played, on average.
    pub games_per_candidate: f64,
    /// Why the search ended early, if it did.
    pub stopped: Option<Stopped>,
}

impl TuneAnswer {
    /// Why the search ended early, in a sentence (`None`: it ran to its end).
    pub fn stopped_sentence(&self) -> Option<String> {
        let why = match self.stopped? {
            Stopped::Asked => "Stopped when asked",
            Stopped::Deadline => "The time budget ended the search",
        };
        Some(if self.swaps.is_empty() {
            format!(
                "{why} before a swap was confirmed: the best one tried by then was not clearly better on fresh games. Give it more time to try every swap."
            )
        } else {
            format!(
                "{why}: these are the best swaps found by then, each confirmed on fresh games; more time may find more."
            )
        })
    }
}

/// Why tuning could not run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TuneError {
    /// The deck breaks the deck rules.
    #[error("the deck is not legal under rules {rules}: {reasons}")]
    NotLegal {
        /// The rules version.
        rules: &'static str,
        /// Its violations.
        reasons: String,
    },
    /// A deck cannot be dealt (no Main Character).
    #[error("'{name}' cannot be played: {reason}")]
    Deal {
        /// The deck.
        name: String,
        /// Why.
        reason: String,
    },
    /// No field deck.
    #[error("the field has no deck; name at least one rival deck")]
    EmptyField,
    /// The run was abandoned ([`TuneControl::quit`]).
    #[error("the tuning run was stopped before any answer was measured")]
    Quit,
}

/// The legal swaps of `deck`: each distinct Main Deck card not kept, out, for each pool card of
/// the same kind (a Main Deck card) in, where the swapped deck stays legal under `rules` and
/// holds no more copies of the card than the pool allows. Printings of one card (one number,
/// 102.1.1) play alike: a card is never swapped for another printing of itself, and of two
/// printings only the first met is tried, in or out.
pub fn legal_swaps(
    deck: &Deck,
    pool: &[PoolCard],
    keep: &[CardId],
    lookup: &CardIndex,
    rules: RulesVersion,
) -> Vec<Swap> {
    let number =
        |id: &CardId| -> Option<CardNumber> { lookup.kayou_card(id).map(|c| c.id.number()) };
    let mut outs: Vec<(CardId, Option<CardNumber>)> = Vec::new();
    for entry in deck.section(Section::Main) {
        let n = number(&entry.card_id);
        let seen = outs
            .iter()
            .any(|(id, m)| *id == entry.card_id || (n.is_some() && *m == n));
        if !keep.contains(&entry.card_id) && !seen {
            outs.push((entry.card_id.clone(), n));
        }
    }
    let mut ins: Vec<(&PoolCard, Option<CardNumber>)> = Vec::new();
    for candidate in pool {
        let n = number(&candidate.card_id);
        let seen = ins
            .iter()
            .any(|(p, m)| p.card_id == candidate.card_id || (n.is_some() && *m == n));
        if !seen {
            ins.push((candidate, n));
        }
    }
    let mut swaps = Vec::new();
    for (out, out_number) in &outs {
        for (candidate, in_number) in &ins {
            let into = &candidate.card_id;
            if into == out
                || (in_number.is_some() && in_number == out_number)
                || !lookup
                    .printing(into)
                    .and_then(Card::kayou)
                    .is_some_and(|c| c.card_type.is_main_deck())
            {
                continue;
            }
            let mut swapped = deck.clone();
            swapped.remove_from(Section::Main, out, 1);
            swapped.add_to(Section::Main, into, 1);
            if swapped.copies_in(Section::Main, into) > candidate.copies {
                continue;
            }
            if validate(&swapped, lookup, rules).legal {
                swaps.push(Swap {
                    out: out.clone(),
                    into: into.clone(),
                });
            }
        }
    }
    swaps
}

/// The `catalog` pool: every Main Deck printing of the catalog, any number of copies (the
/// copy limits still hold).
pub fn catalog_pool(cards: &crate::card::CardIndex) -> Vec<PoolCard> {
    cards
        .cards()
        .iter()
        .filter(|c| c.kayou().is_some_and(|k| k.card_type.is_main_deck()))
        .map(|c| PoolCard {
            card_id: c.id.clone(),
            copies: u32::MAX,
        })
        .collect()
}

/// The `owned` pool: every Main Deck card of the collection owned beyond the deck's own
/// copies; the tuned deck holds at most the copies owned.
pub fn owned_pool(
    collection: &crate::collection::Collection,
    deck: &Deck,
    lookup: &CardIndex,
) -> Vec<PoolCard> {
    collection
        .entries()
        .into_iter()
        .filter(|(id, h)| {
            h.owned > 0
                && lookup
                    .printing(id)
                    .and_then(Card::kayou)
                    .is_some_and(|c| c.card_type.is_main_deck())
        })
        // A card the deck holds already counts against the copies owned.
        .filter(|(id, h)| h.owned > deck.copies_in(Section::Main, id))
        .map(|(id, h)| PoolCard {
            card_id: id.clone(),
            copies: h.owned,
        })
        .collect()
}

/// `game` with `swap` made in place: the first copy of `out` in the Main Deck list becomes
/// `into`, so a shuffle puts the new card where the old one was (paired games).
fn swapped_game_deck(deck: &GameDeck, swap: &Swap) -> GameDeck {
    let mut swapped = deck.clone();
    if let Some(slot) = swapped.main.iter_mut().find(|c| **c == swap.out) {
        *slot = swap.into.clone();
    }
    swapped
}

/// The deck list with `swap` made.
fn swapped_deck(deck: &Deck, swap: &Swap) -> Deck {
    let mut swapped = deck.clone();
    swapped.remove_from(Section::Main, &swap.out, 1);
    swapped.add_to(Section::Main, &swap.into, 1);
    swapped
}

/// The seeds of the race's step `step`, of its confirmations and of the final measure: one
/// base each, derived from the run's seed so that they never meet.
fn stream(seed: u64, purpose: u64) -> u64 {
    game_seed(seed ^ 0x7475_6E65_0000_0000, purpose)
}

/// One game of the deck: its score (1 a win, 0.5 a draw, 0 a loss) and its last turn.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Played {
    score: f64,
    turn: u16,
}

fn score_of(games: &[Played]) -> Vec<f64> {
    games.iter().map(|g| g.score).collect()
}

/// Plays `deck` against every field deck, `per_deck` games each (game `i` against field deck
/// `i mod n`, seed `game_seed(base, i)`, the first player alternating every round of the
/// field), and returns each game's score in game order: 1 a win, 0.5 a draw, 0 a loss.
pub fn scores(
    deck: &GameDeck,
    field: &[GameDeck],
    lookup: &CardIndex,
    settings: &TuneSettings,
    base: u64,
    per_deck: u64,
) -> Result<Vec<f64>, TuneError> {
    let never = AtomicBool::new(false);
    Ok(play(deck, field, lookup, settings, base, per_deck, &never)?
        .map(|games| score_of(&games))
        .unwrap_or_default())
}

/// [`scores`] with each game's turn, or `None` once `abort` is set (between two actions).
fn play(
    deck: &GameDeck,
    field: &[GameDeck],
    lookup: &CardIndex,
    settings: &TuneSettings,
    base: u64,
    per_deck: u64,
    abort: &AtomicBool,
) -> Result<Option<Vec<Played>>, TuneError> {
    if field.is_empty() {
        return Err(TuneError::EmptyField);
    }
    let n = field.len() as u64;
    let total = per_deck.saturating_mul(n);
    let mut games: Vec<Game> = Vec::with_capacity(field.len() * 2);
    for rival in field {
        for first in [true, false] {
            let config = GameConfig {
                rules: settings.rules,
                first_player: first,
                rival_plans: 4,
                shuffle: true,
            };
            let mut game = Game::new_two_player(deck, rival, lookup, config, 0).map_err(|e| {
                TuneError::Deal {
                    name: "the deck".into(),
                    reason: e.to_string(),
                }
            })?;
            game.set_recording(false);
            games.push(game);
        }
    }
    let run = |range: std::ops::Range<u64>| -> Vec<Played> {
        let mut own = games.clone();
        let mut you = settings.player.build(0);
        let mut rival = settings.player.build(0);
        let mut events = Vec::with_capacity(256);
        let mut out = Vec::with_capacity(range.end.saturating_sub(range.start) as usize);
        for i in range {
            let deck_at = (i % n) as usize;
            let second = (i / n) % 2 == 1;
            let Some(game) = own.get_mut(deck_at * 2 + usize::from(second)) else {
                break;
            };
            let outcome = play_duel_unless(
                game,
                game_seed(base, i),
                settings.turn_cap,
                you.as_mut(),
                rival.as_mut(),
                &mut events,
                abort,
            );
            if abort.load(Ordering::Relaxed) {
                break;
            }
            let score = match outcome.winner {
                Some(crate::engine::Side::You) => 1.0,
                Some(crate::engine::Side::Rival) => 0.0,
                None => 0.5,
            };
            out.push(Played {
                score,
                turn: outcome.turn,
            });
        }
        out
    };
    // Each thread plays its range in order; the ranges are joined in order, so the scores
    // are in game order whatever the number of threads.
    let played = super::runner::split_games(total, settings.threads, run, |all, part| {
        all.extend_from_slice(part);
    });
    if abort.load(Ordering::Relaxed) {
        return Ok(None);
    }
    Ok(Some(played))
}

/// Finds up to `settings.max_swaps` swaps from `pool` that raise `deck`'s win rate against
/// `field` (named rival decks), leaving the cards of `keep` in. See the module's text.
pub fn tune(
    deck: &Deck,
    field: &[(String, Deck)],
    pool: &[PoolCard],
    keep: &[CardId],
    lookup: &CardIndex,
    settings: &TuneSettings,
) -> Result<TuneAnswer, TuneError> {
    let control = TuneControl::default();
    let mut quiet = |_: &TuneProgress| {};
    let mut watch = TuneWatch {
        control: &control,
        progress: &mut quiet,
    };
    tune_watched(deck, field, pool, keep, lookup, settings, &mut watch)
}

/// [`tune`], telling its progress and heeding stop and quit (see [`TuneControl`]).
pub fn tune_watched(
    deck: &Deck,
    field: &[(String, Deck)],
    pool: &[PoolCard],
    keep: &[CardId],
    lookup: &CardIndex,
    settings: &TuneSettings,
    watch: &mut TuneWatch<'_>,
) -> Result<TuneAnswer, TuneError> {
    let verdict = validate(deck, lookup, settings.rules);
    if !verdict.legal {
        return Err(TuneError::NotLegal {
            rules: settings.rules.as_str(),
            reasons: verdict.reasons(3),
        });
    }
    if field.is_empty() {
        return Err(TuneError::EmptyField);
    }
    let dealt = |name: &str, d: &Deck| {
        GameDeck::from_deck(d, lookup).map_err(|e| TuneError::Deal {
            name: name.to_string(),
            reason: e.to_string(),
        })
    };
    let field: Vec<GameDeck> = field
        .iter()
        .map(|(name, d)| dealt(name, d))
        .collect::<Result<_, _>>()?;
    let original = dealt("the deck", deck)?;
    let mut run = Run {
        field: &field,
        lookup,
        settings,
        watch,
        step: 0,
        games: 0,
        candidate_games: 0,
        leaders: Vec::new(),
        taken: Vec::new(),
        stopped: None,
    };
    let mut current = (deck.clone(), original.clone());
    let mut first_candidates = None;
    for step in 0..settings.max_swaps {
        run.step = step;
        if step > 0 && run.should_stop() {
            break;
        }
        let swaps = legal_swaps(&current.0, pool, keep, lookup, settings.rules);
        first_candidates.get_or_insert(swaps.len());
        let Some(best) = run.race(&current.1, &swaps)? else {
            break;
        };
        // Confirmed on seeds the race never used.
        run.leaders.clear();
        run.tell(TuneStage::Confirming, 0, 2);
        let base = stream(settings.seed, 1_000 + step as u64);
        let before = run.measure(&current.1, base)?;
        let after_deck = swapped_game_deck(&current.1, &best);
        let after = run.measure(&after_deck, base)?;
        let gain = PairedDiff::of(&score_of(&after), &score_of(&before));
        if !gain.clearly_better() {
            break;
        }
        let n = field.len();
        let by_rival = (0..n)
            .map(|r| {
                let pick = |g: &[Played]| -> Vec<f64> {
                    g.iter().skip(r).step_by(n).map(|p| p.score).collect()
                };
                PairedDiff::of(&pick(&after), &pick(&before))
            })
            .collect();
        let changed = before
            .iter()
            .zip(&after)
            .filter(|(b, a)| b.score != a.score)
            .count();
        let win_turn = |g: &[Played]| {
            let wins: Vec<f64> = g
                .iter()
                .filter(|p| p.score == 1.0)
                .map(|p| f64::from(p.turn))
                .collect();
            (!wins.is_empty()).then(|| wins.iter().sum::<f64>() / wins.len() as f64)
        };
        current = (swapped_deck(&current.0, &best), after_deck);
        run.taken.push(TakenSwap {
            swap: best,
            gain,
            by_rival,
            changed,
            win_turn: (win_turn(&before), win_turn(&after)),
        });
    }
    // The final measure: the deck as given and as tuned, on seeds nothing above used.
    run.tell(TuneStage::Measuring, 0, 2);
    let base = stream(settings.seed, 9_999);
    let before = score_of(&run.measure(&original, base)?);
    let after = if run.taken.is_empty() {
        before.clone()
    } else {
        score_of(&run.measure(&current.1, base)?)
    };
    let candidates = first_candidates.unwrap_or(0);
    Ok(TuneAnswer {
        base: Rate::of(&before),
        swaps: run.taken,
        tuned: Rate::of(&after),
        deck: current.0,
        candidates,
        games: run.games,
        games_per_candidate: if candidates == 0 {
            0.0
        } else {
            run.candidate_games as f64 / candidates as f64
        },
        stopped: run.stopped,
    })
}

/// A run's state: what it has played and found, and whom it tells.
struct Run<'a, 'w> {
    field: &'a [GameDeck],
    lookup: &'a CardIndex,
    settings: &'a TuneSettings,
    watch: &'a mut TuneWatch<'w>,
    step: usize,
    games: u64,
    /// Games the first step's candidates played (the reference's games not counted).
    candidate_games: u64,
    leaders: Vec<(Swap, PairedDiff)>,
    taken: Vec<TakenSwap>,
    stopped: Option<Stopped>,
}

impl Run<'_, '_> {
    /// Whether the search must end now (asked, or out of time); says why once.
    fn should_stop(&mut self) -> bool {
        if self.watch.control.stopping() {
            self.stopped.get_or_insert(Stopped::Asked);
        } else if self.settings.out_of_time() {
            self.stopped.get_or_insert(Stopped::Deadline);
        }
        self.stopped.is_some()
    }

    fn tell(&mut self, stage: TuneStage, done: usize, of: usize) {
        let progress = TuneProgress {
            step: self.step,
            stage,
            games: self.games,
            done,
            of,
            leaders: self.leaders.iter().take(5).cloned().collect(),
            taken: self.taken.clone(),
        };
        (self.watch.progress)(&progress);
    }

    /// A search's games: `None` once stopped.
    fn search(
        &mut self,
        deck: &GameDeck,
        base: u64,
        per_deck: u64,
    ) -> Result<Option<Vec<f64>>, TuneError> {
        let played = play(
            deck,
            self.field,
            self.lookup,
            self.settings,
            base,
            per_deck,
            &self.watch.control.stop,
        )?;
        let Some(played) = played else {
            self.should_stop();
            return Ok(None);
        };
        self.games += played.len() as u64;
        Ok(Some(score_of(&played)))
    }

    /// A confirmation's or the final measure's games, stopped only by quit.
    fn measure(&mut self, deck: &GameDeck, base: u64) -> Result<Vec<Played>, TuneError> {
        let played = play(
            deck,
            self.field,
            self.lookup,
            self.settings,
            base,
            self.settings.confirm,
            &self.watch.control.quit,
        )?
        .ok_or(TuneError::Quit)?;
        self.games += played.len() as u64;
        Ok(played)
    }

    /// Measures `swaps` on `per_deck` games each, paired with `deck` on seeds `base`, in order,
    /// until stopped: the candidates measured, and whether all were.
    fn round(
        &mut self,
        deck: &GameDeck,
        swaps: &[Swap],
        base: u64,
        per_deck: u64,
        stage: TuneStage,
    ) -> Result<(Vec<(Swap, PairedDiff)>, bool), TuneError> {
        let Some(reference) = self.search(deck, base, per_deck)? else {
            return Ok((Vec::new(), false));
        };
        let mut measured = Vec::with_capacity(swaps.len());
        for (k, swap) in swaps.iter().enumerate() {
            if self.should_stop() {
                return Ok((measured, false));
            }
            let Some(s) = self.search(&swapped_game_deck(deck, swap), base, per_deck)? else {
                return Ok((measured, false));
            };
            if self.step == 0 {
                self.candidate_games += s.len() as u64;
            }
            measured.push((swap.clone(), PairedDiff::of(&s, &reference)));
            self.tell(stage, k + 1, swaps.len());
        }
        Ok((measured, true))
    }

    /// The screen and the race over `swaps` on `deck` (see the module's text): the survivor,
    /// or the best so far when stopped, or `None` with no candidate measured.
    fn race(&mut self, deck: &GameDeck, swaps: &[Swap]) -> Result<Option<Swap>, TuneError> {
        let first = self.settings.first_round.max(1);
        let step = self.step as u64;
        self.leaders.clear();
        self.tell(TuneStage::Screening, 0, swaps.len());
        // In an order drawn from the seed: a screen stopped part way has tried every kind of
        // swap a little, not every card in for the first few cards out.
        let mut order: Vec<Swap> = swaps.to_vec();
        {
            use rand::SeedableRng as _;
            use rand::seq::SliceRandom as _;
            let mut rng =
                rand_chacha::ChaCha8Rng::seed_from_u64(stream(self.settings.seed, step * 64 + 63));
            order.shuffle(&mut rng);
        }
        let (mut measured, whole) = self.round(
            deck,
            &order,
            stream(self.settings.seed, step * 64),
            first,
            TuneStage::Screening,
        )?;
        if !whole {
            // Stopped in the screen: the best of those measured, by their own games.
            measured.sort_by(|a, b| b.1.mean.total_cmp(&a.1.mean));
            return Ok(measured.into_iter().next().map(|(s, _)| s));
        }
        let mut alive = screened(&measured);
        let mut per_deck = first.saturating_mul(2);
        let mut round = 1u32;
        loop {
            if alive.len() <= 1 {
                return Ok(alive.into_iter().next());
            }
            let stage = TuneStage::Racing {
                round,
                games: per_deck.saturating_mul(self.field.len() as u64),
            };
            let base = stream(self.settings.seed, step * 64 + u64::from(round));
            let (mut measured, whole) = self.round(deck, &alive, base, per_deck, stage)?;
            // Best first; ties keep the candidates' order, so the answer depends on the seed
            // only.
            measured.sort_by(|a, b| b.1.mean.total_cmp(&a.1.mean));
            if !whole {
                // Stopped: the best of this round's measured (the last round's best are
                // measured first), else the last round's best.
                return Ok(measured
                    .into_iter()
                    .next()
                    .map(|(s, _)| s)
                    .or_else(|| alive.into_iter().next()));
            }
            self.leaders = measured.iter().take(5).cloned().collect();
            let keep = measured.len().div_ceil(2);
            alive = measured.into_iter().take(keep).map(|(s, _)| s).collect();
            per_deck = per_deck.saturating_mul(2);
            round += 1;
        }
    }
}

/// The screen's survivors, best first: the best quarter (at least eight) by the additive fit
/// `out mean + in mean - grand mean` of the screen's paired differences, and the best eighth
/// by their own games (a pair that works better than its cards' means, kept in the race).
fn screened(measured: &[(Swap, PairedDiff)]) -> Vec<Swap> {
    let count = measured.len();
    if count == 0 {
        return Vec::new();
    }
    let grand = measured.iter().map(|(_, d)| d.mean).sum::<f64>() / count as f64;
    let mean_where = |f: &dyn Fn(&Swap) -> bool| {
        let (sum, n) = measured
            .iter()
            .filter(|(s, _)| f(s))
            .fold((0.0, 0usize), |(sum, n), (_, d)| (sum + d.mean, n + 1));
        if n == 0 { grand } else { sum / n as f64 }
    };
    let mut fitted: Vec<(usize, f64)> = measured
        .iter()
        .enumerate()
        .map(|(k, (swap, _))| {
            let out = mean_where(&|s: &Swap| s.out == swap.out);
            let into = mean_where(&|s: &Swap| s.into == swap.into);
            (k, out + into - grand)
        })
        .collect();
    fitted.sort_by(|a, b| b.1.total_cmp(&a.1));
    let mut own: Vec<usize> = (0..count).collect();
    own.sort_by(|&a, &b| measured[b].1.mean.total_cmp(&measured[a].1.mean));
    let mut keep: Vec<usize> = fitted
        .iter()
        .take(count.div_ceil(4).max(8))
        .map(|(k, _)| *k)
        .collect();
    for k in own.into_iter().take(count.div_ceil(8)) {
        if !keep.contains(&k) {
            keep.push(k);
        }
    }
    keep.into_iter().map(|k| measured[k].0.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paired_difference_has_an_interval_and_zero_games_say_nothing() {
        let d = PairedDiff::of(&[1.0, 1.0, 0.0, 1.0], &[0.0, 1.0, 0.0, 0.0]);
        assert!((d.mean - 0.5).abs() < 1e-9);
        assert!(d.low < d.mean && d.mean < d.high);
        let none = PairedDiff::of(&[], &[]);
        assert!(!none.clearly_better());
    }
}
