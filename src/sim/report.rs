//! [`SimReport`]: what many simulated games add up to.

use super::{GameOutcome, SAMPLED_TURNS, TurnSample};

/// The board at the end of one turn, added up over the games that reached it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TurnTotals {
    /// Games that reached the end of this turn.
    pub games: u64,
    /// Cards that had left the Main Deck, summed.
    pub cards_seen: u64,
    /// Characters in the Adventure Area, summed.
    pub characters: u64,
    /// Their Inspiration, summed.
    pub inspiration: u64,
}

impl TurnTotals {
    /// The means over the games that reached the turn: (cards seen, Characters, Inspiration).
    pub fn means(&self) -> Option<(f64, f64, f64)> {
        if self.games == 0 {
            return None;
        }
        let n = self.games as f64;
        Some((
            self.cards_seen as f64 / n,
            self.characters as f64 / n,
            self.inspiration as f64 / n,
        ))
    }
}

/// The distribution of the winning turn over simulated games, and the board by turn.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SimReport {
    /// Games played.
    pub games: u64,
    /// Games won by the turn cap.
    pub won: u64,
    /// `wins_by_turn[t]`: games won on turn `t` (turns count both players' turns from 1).
    pub wins_by_turn: Vec<u64>,
    /// `board[t]`: the board at the end of turn `t`, over the games that reached it.
    pub board: [TurnTotals; SAMPLED_TURNS],
}

impl SimReport {
    /// Adds one game's board by turn.
    pub fn record_board(&mut self, samples: &[TurnSample; SAMPLED_TURNS]) {
        for (total, sample) in self.board.iter_mut().zip(samples) {
            if sample.reached {
                total.games += 1;
                total.cards_seen += u64::from(sample.cards_seen);
                total.characters += u64::from(sample.characters);
                total.inspiration += u64::from(sample.inspiration);
            }
        }
    }

    /// `(turn, totals)` for each turn some game reached the end of, earliest first.
    pub fn board_by_turn(&self) -> impl Iterator<Item = (u16, &TurnTotals)> + '_ {
        self.board
            .iter()
            .enumerate()
            .filter(|(_, t)| t.games > 0)
            .map(|(turn, t)| (u16::try_from(turn).unwrap_or(u16::MAX), t))
    }

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
        for (mine, theirs) in self.board.iter_mut().zip(&other.board) {
            mine.games += theirs.games;
            mine.cards_seen += theirs.cards_seen;
            mine.characters += theirs.characters;
            mine.inspiration += theirs.inspiration;
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
