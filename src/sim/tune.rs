//! Deck tuning: which one-for-one swaps make a deck win more against a field of rival decks
//! (issue 42; `docs/tuning.md` is to explain it for players).
//!
//! - **Paired measurement** (common random numbers): a deck and its swapped version play the
//!   same games: game `i` meets field deck `i mod n` with seed [`game_seed`]`(seed, i)`, the
//!   first player alternating, and the players' own randomness comes from that seed. The
//!   swapped card takes the out card's place in the list, so the shuffle puts it where the
//!   out card was: both versions draw the same cards but that one. A swap's effect is the mean
//!   of the per-game differences, with a 95% interval ([`PairedDiff`]).
//! - **A race**: every legal swap is measured on a few games; the better half goes on to twice
//!   as many games, until one is left (successive halving).
//! - **Confirmation** on seeds the race never used: a swap is taken only when its interval lies
//!   above zero; otherwise the answer is "no swap is clearly better" ([`TuneAnswer::swaps`]
//!   empty), never noise presented as a gain. Swaps are taken greedily, each raced again on the
//!   deck the earlier ones changed.
//!
//! Results depend on the seed only, never on the number of threads.

use crate::card::{CardId, CardLookup};
use crate::deck::{Deck, Section};
use crate::engine::{Game, GameConfig, GameDeck};
use crate::format::{RulesVersion, validate};

use super::{PlayerKind, game_seed, play_duel};

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
}

/// The legal swaps of `deck`: each distinct Main Deck card not kept, out, for each pool card of
/// the same kind (a Main Deck card) in, where the swapped deck stays legal under `rules` and
/// holds no more copies of the card than the pool allows.
pub fn legal_swaps(
    deck: &Deck,
    pool: &[PoolCard],
    keep: &[CardId],
    lookup: &impl CardLookup,
    rules: RulesVersion,
) -> Vec<Swap> {
    let mut outs: Vec<CardId> = Vec::new();
    for entry in deck.section(Section::Main) {
        if !keep.contains(&entry.card_id) && !outs.contains(&entry.card_id) {
            outs.push(entry.card_id.clone());
        }
    }
    let mut swaps = Vec::new();
    for out in &outs {
        for candidate in pool {
            let into = &candidate.card_id;
            if into == out
                || !lookup
                    .card(into)
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

/// Plays `deck` against every field deck, `per_deck` games each (game `i` against field deck
/// `i mod n`, seed `game_seed(base, i)`, the first player alternating every round of the
/// field), and returns each game's score in game order: 1 a win, 0.5 a draw, 0 a loss.
pub fn scores(
    deck: &GameDeck,
    field: &[GameDeck],
    lookup: &(impl CardLookup + Sync),
    settings: &TuneSettings,
    base: u64,
    per_deck: u64,
) -> Result<Vec<f64>, TuneError> {
    if field.is_empty() {
        return Err(TuneError::EmptyField);
    }
    let n = field.len() as u64;
    let total = per_deck.saturating_mul(n);
    let threads = settings.threads.max(1) as u64;
    let chunk = total.div_ceil(threads).max(1);
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
    let run = |range: std::ops::Range<u64>| -> Vec<f64> {
        let mut own = games.clone();
        let mut you = settings.player.build(0);
        let mut rival = settings.player.build(0);
        let mut events = Vec::with_capacity(256);
        range
            .map(|i| {
                let deck_at = (i % n) as usize;
                let second = (i / n) % 2 == 1;
                let Some(game) = own.get_mut(deck_at * 2 + usize::from(second)) else {
                    return 0.5;
                };
                let outcome = play_duel(
                    game,
                    game_seed(base, i),
                    settings.turn_cap,
                    you.as_mut(),
                    rival.as_mut(),
                    &mut events,
                );
                match outcome.winner {
                    Some(crate::engine::Side::You) => 1.0,
                    Some(crate::engine::Side::Rival) => 0.0,
                    None => 0.5,
                }
            })
            .collect()
    };
    let ranges: Vec<std::ops::Range<u64>> = (0..threads)
        .map(|t| (t * chunk).min(total)..((t + 1) * chunk).min(total))
        .filter(|r| !r.is_empty())
        .collect();
    let parts: Vec<Vec<f64>> = std::thread::scope(|scope| {
        let handles: Vec<_> = ranges
            .into_iter()
            .map(|r| scope.spawn(move || run(r)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    Ok(parts.into_iter().flatten().collect())
}

/// Finds up to `settings.max_swaps` swaps from `pool` that raise `deck`'s win rate against
/// `field` (named rival decks), leaving the cards of `keep` in. See the module's text.
pub fn tune(
    deck: &Deck,
    field: &[(String, Deck)],
    pool: &[PoolCard],
    keep: &[CardId],
    lookup: &(impl CardLookup + Sync),
    settings: &TuneSettings,
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
    let mut current = (deck.clone(), original.clone());
    let mut taken: Vec<TakenSwap> = Vec::new();
    let mut games = 0u64;
    let mut first_candidates = None;
    for step in 0..settings.max_swaps as u64 {
        if step > 0 && settings.out_of_time() {
            break;
        }
        let swaps = legal_swaps(&current.0, pool, keep, lookup, settings.rules);
        first_candidates.get_or_insert(swaps.len());
        let Some((best, _)) = race(
            &current.1, &swaps, &field, lookup, settings, step, &mut games,
        )?
        else {
            break;
        };
        // Confirmed on seeds the race never used.
        let base = stream(settings.seed, 1_000 + step);
        let before = scores(&current.1, &field, lookup, settings, base, settings.confirm)?;
        let after_deck = swapped_game_deck(&current.1, &best);
        let after = scores(
            &after_deck,
            &field,
            lookup,
            settings,
            base,
            settings.confirm,
        )?;
        games += (before.len() + after.len()) as u64;
        let gain = PairedDiff::of(&after, &before);
        if !gain.clearly_better() {
            break;
        }
        current = (swapped_deck(&current.0, &best), after_deck);
        taken.push(TakenSwap { swap: best, gain });
    }
    // The final measure: the deck as given and as tuned, on seeds nothing above used.
    let base = stream(settings.seed, 9_999);
    let before = scores(&original, &field, lookup, settings, base, settings.confirm)?;
    let after = if taken.is_empty() {
        before.clone()
    } else {
        scores(&current.1, &field, lookup, settings, base, settings.confirm)?
    };
    games += (before.len() + if taken.is_empty() { 0 } else { after.len() }) as u64;
    Ok(TuneAnswer {
        base: Rate::of(&before),
        swaps: taken,
        tuned: Rate::of(&after),
        deck: current.0,
        candidates: first_candidates.unwrap_or(0),
        games,
    })
}

/// Successive halving over `swaps` on the deck `deck`: every candidate plays the same games as
/// the deck (paired); the better half by mean difference goes on with twice the games. The
/// survivor and its last measured difference, or `None` with no candidate.
fn race(
    deck: &GameDeck,
    swaps: &[Swap],
    field: &[GameDeck],
    lookup: &(impl CardLookup + Sync),
    settings: &TuneSettings,
    step: u64,
    games: &mut u64,
) -> Result<Option<(Swap, PairedDiff)>, TuneError> {
    let mut alive: Vec<Swap> = swaps.to_vec();
    let mut per_deck = settings.first_round.max(1);
    let mut round = 0u64;
    loop {
        let base = stream(settings.seed, step * 64 + round);
        let reference = scores(deck, field, lookup, settings, base, per_deck)?;
        *games += reference.len() as u64;
        let mut measured: Vec<(Swap, PairedDiff)> = Vec::with_capacity(alive.len());
        for swap in alive {
            let s = scores(
                &swapped_game_deck(deck, &swap),
                field,
                lookup,
                settings,
                base,
                per_deck,
            )?;
            *games += s.len() as u64;
            let diff = PairedDiff::of(&s, &reference);
            measured.push((swap, diff));
        }
        // Best first; ties keep the candidates' order, so the answer depends on the seed only.
        measured.sort_by(|a, b| b.1.mean.total_cmp(&a.1.mean));
        if measured.len() <= 1 || settings.out_of_time() {
            return Ok(measured.into_iter().next());
        }
        let keep = measured.len().div_ceil(2);
        measured.truncate(keep);
        alive = measured.into_iter().map(|(s, _)| s).collect();
        per_deck = per_deck.saturating_mul(2);
        round += 1;
    }
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
