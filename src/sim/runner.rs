//! [`simulate`]: many goldfish games across threads. Game `i` is always played with the seed
//! [`game_seed`]`(base, i)` and the reports are added up, so a seed gives the same distribution
//! whatever the number of threads.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::engine::Game;

use super::{GoldfishPolicy, SimReport};

/// How a simulation runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SimSettings {
    /// Games to play.
    pub games: u64,
    /// The base seed.
    pub seed: u64,
    /// A game still going after this turn is not won (turns count both players).
    pub turn_cap: u16,
    /// Worker threads (at least 1).
    pub threads: usize,
}

/// The seed of game `index`: the base seed and the game number mixed by SplitMix64, so
/// neighbouring games get unrelated shuffles.
pub fn game_seed(base: u64, index: u64) -> u64 {
    let mut z = base.wrapping_add(index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays `settings.games` games of `template` (its deck and configuration; its history is not
/// kept) and adds up their outcomes. Games are split into contiguous ranges, one per thread.
pub fn simulate(template: &Game, settings: SimSettings) -> SimReport {
    simulate_with_progress(template, settings, &AtomicU64::new(0))
}

/// How many games a worker plays between two updates of the progress counter.
const PROGRESS_BATCH: u64 = 64;

/// [`simulate`], adding the number of games played to `played` as it goes (every few games),
/// so another thread can show progress. The report does not depend on it.
pub fn simulate_with_progress(
    template: &Game,
    settings: SimSettings,
    played: &AtomicU64,
) -> SimReport {
    let run_range = |range: std::ops::Range<u64>| {
        let mut game = template.clone();
        game.set_recording(false);
        let mut policy = GoldfishPolicy::new();
        let mut report = SimReport::default();
        let mut unreported = 0;
        for index in range {
            let outcome = policy.play(
                &mut game,
                game_seed(settings.seed, index),
                settings.turn_cap,
            );
            report.record(outcome);
            report.record_board(policy.samples());
            unreported += 1;
            if unreported == PROGRESS_BATCH {
                played.fetch_add(unreported, Ordering::Relaxed);
                unreported = 0;
            }
        }
        played.fetch_add(unreported, Ordering::Relaxed);
        report
    };
    split_games(
        settings.games,
        settings.threads,
        run_range,
        SimReport::merge,
    )
}

/// Plays games `0..games` in contiguous ranges, one per thread (at least 1), with `run_range`,
/// and merges the reports in range order. A worker cannot panic short of an engine bug; its
/// games are then missing from the report rather than taking the program down.
pub(crate) fn split_games<R: Default + Send>(
    games: u64,
    threads: usize,
    run_range: impl Fn(std::ops::Range<u64>) -> R + Sync,
    merge: impl Fn(&mut R, &R),
) -> R {
    let threads = u64::try_from(threads.max(1)).unwrap_or(1).min(games.max(1));
    if threads <= 1 {
        return run_range(0..games);
    }
    let per_thread = games.div_ceil(threads);
    let mut total = R::default();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let start = (t * per_thread).min(games);
                let end = ((t + 1) * per_thread).min(games);
                let run_range = &run_range;
                scope.spawn(move || run_range(start..end))
            })
            .collect();
        for handle in handles {
            if let Ok(report) = handle.join() {
                merge(&mut total, &report);
            }
        }
    });
    total
}
