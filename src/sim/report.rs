//! [`SimReport`]: what many simulated games add up to.

use super::GameOutcome;

/// The distribution of the winning turn over simulated games.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SimReport {
    /// Games played.
    pub games: u64,
    /// Games won by the turn cap.
    pub won: u64,
    /// `wins_by_turn[t]`: games won on turn `t` (turns count both players' turns from 1).
    pub wins_by_turn: Vec<u64>,
}

impl SimReport {
    /// Adds one game.
    pub fn record(&mut self, outcome: GameOutcome) {
        self.games += 1;
        if let GameOutcome::Won { turn } = outcome {
            self.won += 1;
            let t = usize::from(turn);
            if self.wins_by_turn.len() <= t {
                self.wins_by_turn.resize(t + 1, 0);
            }
            if let Some(count) = self.wins_by_turn.get_mut(t) {
                *count += 1;
            }
        }
    }

    /// Adds another report (the order of merging does not matter).
    pub fn merge(&mut self, other: &SimReport) {
        self.games += other.games;
        self.won += other.won;
        if self.wins_by_turn.len() < other.wins_by_turn.len() {
            self.wins_by_turn.resize(other.wins_by_turn.len(), 0);
        }
        for (mine, theirs) in self.wins_by_turn.iter_mut().zip(&other.wins_by_turn) {
            *mine += theirs;
        }
    }

    /// Games not won by the cap.
    pub fn not_won(&self) -> u64 {
        self.games - self.won
    }

    /// `(turn, games won on it)` for each turn with at least one win, earliest first.
    pub fn histogram(&self) -> impl Iterator<Item = (u16, u64)> + '_ {
        self.wins_by_turn
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .map(|(t, n)| (u16::try_from(t).unwrap_or(u16::MAX), *n))
    }

    /// The mean winning turn over won games (`None` when none was won).
    pub fn mean_turn(&self) -> Option<f64> {
        if self.won == 0 {
            return None;
        }
        let sum: u64 = self.histogram().map(|(t, n)| u64::from(t) * n).sum();
        Some(sum as f64 / self.won as f64)
    }

    /// The median winning turn over won games: the lower median, so always a turn number
    /// (`None` when none was won).
    pub fn median_turn(&self) -> Option<u16> {
        if self.won == 0 {
            return None;
        }
        let middle = self.won.div_ceil(2);
        let mut seen = 0;
        for (turn, n) in self.histogram() {
            seen += n;
            if seen >= middle {
                return Some(turn);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mean_median_and_merge_of_winning_turns() {
        let mut a = SimReport::default();
        for turn in [5, 7, 7] {
            a.record(GameOutcome::Won { turn });
        }
        a.record(GameOutcome::NotWon);
        let mut b = SimReport::default();
        b.record(GameOutcome::Won { turn: 9 });
        a.merge(&b);
        assert_eq!((a.games, a.won, a.not_won()), (5, 4, 1));
        assert_eq!(a.histogram().collect::<Vec<_>>(), [(5, 1), (7, 2), (9, 1)]);
        assert_eq!(a.mean_turn(), Some(7.0));
        assert_eq!(a.median_turn(), Some(7));
        assert_eq!(SimReport::default().median_turn(), None);
    }
}
