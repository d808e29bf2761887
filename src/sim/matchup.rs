//! Matchups: every deck of a list against every other deck, two-player games with the first
//! player alternating, each pairing's win rate with its 95% Wilson interval (with the same
//! opponent on both sides, each pair of decks is played once and fills both its cells). One
//! implementation for `ponydeck matchup` and the app's Matchups view: the templates are dealt
//! on the caller's thread (they need the catalog), the games can then run anywhere, with a
//! progress counter and a cancel flag.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crate::card::CardIndex;
use crate::engine::{Game, GameConfig, GameDeck};
use crate::format::RulesVersion;

use super::{DuelReport, DuelSettings, PlayerKind, simulate_duel_with};

/// The six SD01 starters' codes, the default matchup.
pub const STARTER_CODES: [&str; 6] = ["SD01A", "SD01B", "SD01C", "SD01D", "SD01E", "SD01F"];

/// How a matchup runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchupSettings {
    /// Games per pairing (who goes first alternates).
    pub games: u64,
    /// The base seed (every pairing uses it).
    pub seed: u64,
    /// The rules version.
    pub rules: RulesVersion,
    /// A game still going after this turn is unfinished.
    pub turn_cap: u16,
    /// Worker threads (at least 1).
    pub threads: usize,
    /// Who plays the row deck.
    pub you: PlayerKind,
    /// Who plays the column deck.
    pub rival: PlayerKind,
}

/// Why a matchup cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MatchupError {
    /// Fewer than two decks.
    #[error("a matchup needs at least two decks")]
    TooFewDecks,
    /// A pairing could not be dealt.
    #[error("{deck} against {rival}: {reason}")]
    Deal {
        /// The row deck.
        deck: String,
        /// The column deck.
        rival: String,
        /// What the engine said.
        reason: String,
    },
}

/// How many pairings a matchup of `decks` decks plays: every ordered pair of different decks,
/// or, with the same opponent on both sides, every unordered pair once (its games, seen from
/// the other side, are the mirrored pairing's: the same games either way round, so the table
/// cannot contradict itself and takes half the games).
pub fn pairings_played(decks: usize, you: PlayerKind, rival: PlayerKind) -> usize {
    let ordered = decks * decks.saturating_sub(1);
    if you == rival { ordered / 2 } else { ordered }
}

/// The dealt pairings of a matchup, ready to play (on any thread).
#[derive(Debug, Clone)]
pub struct MatchupPlan {
    names: Vec<String>,
    /// `(row, column, template)` for every pairing played ([`pairings_played`]).
    pairings: Vec<(usize, usize, Game)>,
    settings: MatchupSettings,
}

/// A matchup's results: row deck against column deck.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchupTable {
    /// The decks, in row (and column) order.
    pub names: Vec<String>,
    /// `cells[row][column]`: the row deck's games against the column deck (`None` on the
    /// diagonal).
    pub cells: Vec<Vec<Option<DuelReport>>>,
    /// The settings it ran with.
    pub settings: MatchupSettings,
}

impl MatchupPlan {
    /// Deals every pairing of `decks` (name and deck) under `settings`.
    pub fn new(
        decks: &[(String, GameDeck)],
        lookup: &CardIndex,
        settings: MatchupSettings,
    ) -> Result<MatchupPlan, MatchupError> {
        if decks.len() < 2 {
            return Err(MatchupError::TooFewDecks);
        }
        let config = GameConfig {
            rules: settings.rules,
            first_player: true,
            rival_plans: 4,
            shuffle: true,
        };
        let mirrored = settings.you == settings.rival;
        let mut pairings = Vec::new();
        for (i, (name_a, a)) in decks.iter().enumerate() {
            for (j, (name_b, b)) in decks.iter().enumerate() {
                if i == j || (mirrored && j < i) {
                    continue;
                }
                let game = Game::new_two_player(a, b, lookup, config, 0).map_err(|e| {
                    MatchupError::Deal {
                        deck: name_a.clone(),
                        rival: name_b.clone(),
                        reason: e.to_string(),
                    }
                })?;
                pairings.push((i, j, game));
            }
        }
        Ok(MatchupPlan {
            names: decks.iter().map(|(n, _)| n.clone()).collect(),
            pairings,
            settings,
        })
    }

    /// The games the whole matchup plays.
    pub fn total_games(&self) -> u64 {
        self.settings
            .games
            .saturating_mul(self.pairings.len() as u64)
    }

    /// Plays every pairing, adding each game to `played`; `None` when `cancel` was set before
    /// the end.
    pub fn run(&self, played: &AtomicU64, cancel: &AtomicBool) -> Option<MatchupTable> {
        let n = self.names.len();
        let mut cells: Vec<Vec<Option<DuelReport>>> = vec![vec![None; n]; n];
        let duel = DuelSettings {
            games: self.settings.games,
            seed: self.settings.seed,
            turn_cap: self.settings.turn_cap,
            threads: self.settings.threads,
            alternate: true,
            you: self.settings.you,
            rival: self.settings.rival,
        };
        for (i, j, game) in &self.pairings {
            let report = simulate_duel_with(game, duel, played, cancel);
            if cancel.load(Ordering::Relaxed) {
                return None;
            }
            // The same opponent on both sides: the column deck's games against the row deck
            // are these, seen from its side.
            if self.settings.you == self.settings.rival
                && let Some(cell) = cells.get_mut(*j).and_then(|row| row.get_mut(*i))
            {
                *cell = Some(report.mirrored());
            }
            if let Some(cell) = cells.get_mut(*i).and_then(|row| row.get_mut(*j)) {
                *cell = Some(report);
            }
        }
        Some(MatchupTable {
            names: self.names.clone(),
            cells,
            settings: self.settings,
        })
    }
}

impl MatchupTable {
    /// The row deck's mean win rate over its cells (each rival counted once, draws as half).
    pub fn row_mean(&self, row: usize) -> f64 {
        let rates: Vec<f64> = self
            .cells
            .get(row)
            .into_iter()
            .flatten()
            .flatten()
            .map(DuelReport::win_rate)
            .collect();
        if rates.is_empty() {
            0.0
        } else {
            rates.iter().sum::<f64>() / rates.len() as f64
        }
    }

    /// The row deck's win rate against the column deck and its 95% Wilson interval.
    pub fn cell(&self, row: usize, column: usize) -> Option<(&DuelReport, (f64, f64))> {
        let report = self.cells.get(row)?.get(column)?.as_ref()?;
        Some((report, report.interval()))
    }
}

/// Which way a pairing leans, read from its 95% interval rather than from its rate alone: a
/// rate from a few games whose interval still holds 50% leans neither way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lean {
    /// The whole interval is above 50%: the row deck is favoured.
    Favoured,
    /// The interval holds 50%: the games played cannot tell.
    Even,
    /// The whole interval is below 50%.
    Unfavoured,
}

impl Lean {
    /// The lean of a win rate's interval `(low, high)`.
    pub fn of((low, high): (f64, f64)) -> Lean {
        if low > 0.5 {
            Lean::Favoured
        } else if high < 0.5 {
            Lean::Unfavoured
        } else {
            Lean::Even
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::deck::starters;
    use crate::sim::wilson_interval;

    fn settings(games: u64, you: PlayerKind, rival: PlayerKind) -> MatchupSettings {
        MatchupSettings {
            games,
            seed: 5,
            rules: RulesVersion::NEWEST,
            turn_cap: 40,
            threads: 1,
            you,
            rival,
        }
    }

    #[test]
    fn with_the_same_opponent_both_ways_each_pair_of_decks_is_played_once_for_both_cells() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let catalog = Catalog::open(&root.join("cards.db")).expect("cards.db");
        let decks: Vec<(String, GameDeck)> = starters()
            .iter()
            .take(3)
            .map(|s| {
                let deck = GameDeck::from_deck(&s.deck, catalog.index()).expect("a starter");
                (s.code.clone(), deck)
            })
            .collect();
        let fast = PlayerKind::Fast;
        let plan =
            MatchupPlan::new(&decks, catalog.index(), settings(40, fast, fast)).expect("the plan");
        // Three pairs of decks, not six ordered pairings.
        assert_eq!(plan.total_games(), 3 * 40);
        let table = plan
            .run(&AtomicU64::new(0), &AtomicBool::new(false))
            .expect("not cancelled");
        for (row, column) in [(0, 1), (0, 2), (1, 2)] {
            let (a, _) = table.cell(row, column).expect("a cell");
            let (b, _) = table.cell(column, row).expect("its mirror");
            assert_eq!(*b, a.mirrored());
            assert_eq!(
                a.you + b.you + a.draws,
                40,
                "the two rates and the draws make 100%"
            );
        }
        // Different opponents: each ordered pairing is its own games.
        let mixed = MatchupPlan::new(
            &decks,
            catalog.index(),
            settings(40, fast, PlayerKind::SEARCH),
        )
        .expect("the plan");
        assert_eq!(mixed.total_games(), 6 * 40);
        assert_eq!(pairings_played(6, fast, fast), 15);
        assert_eq!(pairings_played(6, PlayerKind::SEARCH, fast), 30);
    }

    #[test]
    fn a_pairing_leans_only_when_its_whole_interval_is_on_one_side_of_half() {
        // 9 of 20 (45%): the interval (about 26-66%) holds 50%.
        assert_eq!(Lean::of(wilson_interval(9, 20)), Lean::Even);
        // 440 of 1000 (44%, about 41-47%) and 560 of 1000 (56%, about 53-59%).
        assert_eq!(Lean::of(wilson_interval(440, 1000)), Lean::Unfavoured);
        assert_eq!(Lean::of(wilson_interval(560, 1000)), Lean::Favoured);
        assert_eq!(Lean::of(wilson_interval(500, 1000)), Lean::Even);
        // 18 of 20 (90%): few games, but clear.
        assert_eq!(Lean::of(wilson_interval(18, 20)), Lean::Favoured);
    }
}
