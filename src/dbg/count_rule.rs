//! Numbers as the Hurdles and Final Challenges print them: `3`, `1 per player`,
//! `2 per player +1`, and the player count they are read with ("Solo Rules": a solo game counts
//! as two players in every number).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// How many players sit at the table (1 to [`PlayerCount::MAX`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct PlayerCount(u8);

impl PlayerCount {
    /// The most players the tracker seats: the rulebook's numbers are worked for two to four
    /// players ("2 per player +1 means 5 for two players, 7 for three players, and 9 for four
    /// players"), so four is the largest table (a decision, see `docs/dbg.md`).
    pub const MAX: u8 = 4;

    /// A player count, 1 (solo) to 4.
    pub fn new(players: u8) -> Result<PlayerCount, String> {
        if (1..=Self::MAX).contains(&players) {
            Ok(PlayerCount(players))
        } else {
            Err(format!(
                "{players} players is not a game the tracker keeps; play with 1 (solo) to {} players",
                Self::MAX
            ))
        }
    }

    /// The players at the table.
    pub fn seated(self) -> u8 {
        self.0
    }

    /// The count every number is read with. "Solo Rules": "Play as if there are 2 players in
    /// every aspect of the game: Sugar Cubes needed to Overcome, Cloud Limits... everything!"
    pub fn counted(self) -> u8 {
        self.0.max(2)
    }

    /// Whether this is a solo game.
    pub fn is_solo(self) -> bool {
        self.0 == 1
    }
}

impl TryFrom<u8> for PlayerCount {
    type Error = String;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        PlayerCount::new(value)
    }
}

impl From<PlayerCount> for u8 {
    fn from(value: PlayerCount) -> u8 {
        value.0
    }
}

/// A printed number: `flat`, or `per_player` times the players, plus `flat`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CountRule {
    /// How many for each player (0 for a fixed number).
    pub per_player: u32,
    /// The fixed part (`3`, or the `+1` of `2 per player +1`).
    pub flat: u32,
}

impl CountRule {
    /// A fixed number.
    pub fn fixed(n: u32) -> CountRule {
        CountRule {
            per_player: 0,
            flat: n,
        }
    }

    /// `n per player`, plus `flat`.
    pub fn per_player(n: u32, flat: u32) -> CountRule {
        CountRule {
            per_player: n,
            flat,
        }
    }

    /// Reads `N`, `N per player` or `N per player +M` (any case, spaces around `+` optional).
    pub fn parse(text: &str) -> Result<CountRule, String> {
        let bad = || {
            format!(
                "'{}' is not a printed number; write N, N per player or N per player +M (for example 2 per player +1)",
                crate::limits::short(text)
            )
        };
        let lower = text.trim().to_ascii_lowercase();
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
        match lower.split_once("per player") {
            None => number(&lower).map(CountRule::fixed),
            Some((n, rest)) => {
                let per_player = number(n)?;
                let rest = rest.trim();
                let flat = if rest.is_empty() {
                    0
                } else {
                    let plus = rest.strip_prefix('+').ok_or_else(bad)?;
                    number(plus)?
                };
                Ok(CountRule { per_player, flat })
            }
        }
    }

    /// The number for this table.
    pub fn value(self, players: PlayerCount) -> u32 {
        self.per_player
            .saturating_mul(u32::from(players.counted()))
            .saturating_add(self.flat)
    }

    /// Whether the number is zero for every table.
    pub fn is_zero(self) -> bool {
        self.per_player == 0 && self.flat == 0
    }
}

impl fmt::Display for CountRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.per_player, self.flat) {
            (0, flat) => write!(f, "{flat}"),
            (n, 0) => write!(f, "{n} per player"),
            (n, flat) => write!(f, "{n} per player +{flat}"),
        }
    }
}

impl Serialize for CountRule {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for CountRule {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Text(String),
            Number(u32),
        }
        match Raw::deserialize(deserializer)? {
            Raw::Text(text) => CountRule::parse(&text).map_err(serde::de::Error::custom),
            Raw::Number(n) => Ok(CountRule::fixed(n)),
        }
    }
}

/// Adds the number for this table after every "N ... per player" in a text, so Chaos and card
/// texts read right at a solo table: `+1 Move per player` becomes
/// `+1 Move per player (2 at this table)`.
pub fn with_table_numbers(text: &str, players: PlayerCount) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    let mut out = String::with_capacity(text.len() + 16);
    for (i, word) in words.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(word);
        let ends_phrase = word
            .trim_end_matches(['.', ',', ';', ':', ')', '!'])
            .eq_ignore_ascii_case("player")
            && i > 0
            && words[i - 1].eq_ignore_ascii_case("per");
        if !ends_phrase {
            continue;
        }
        // The number is the nearest word before "per" that reads as one (`+1`, `2`).
        let number = words[..i - 1].iter().rev().take(3).find_map(|w| {
            w.trim_start_matches('+')
                .trim_end_matches(',')
                .parse::<u32>()
                .ok()
        });
        if let Some(n) = number {
            let tail_len = word.len() - word.trim_end_matches(['.', ',', ';', ':', ')', '!']).len();
            let tail = out.split_off(out.len() - tail_len);
            out.push_str(&format!(
                " ({} at this table)",
                n.saturating_mul(u32::from(players.counted()))
            ));
            out.push_str(&tail);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players(n: u8) -> PlayerCount {
        PlayerCount::new(n).unwrap()
    }

    #[test]
    fn printed_numbers_read_as_the_rulebook_works_them() {
        // "Icon Key": "2 per player +1" means 5 for two players, 7 for three, 9 for four.
        let rule = CountRule::parse("2 per player +1").unwrap();
        for (n, want) in [(1, 5), (2, 5), (3, 7), (4, 9)] {
            assert_eq!(rule.value(players(n)), want, "{n} players");
        }
        assert_eq!(CountRule::parse("3").unwrap().value(players(4)), 3);
        assert_eq!(
            CountRule::parse("1 per player").unwrap().value(players(1)),
            2
        );
        assert_eq!(
            CountRule::parse(" 2 Per Player+1 ").unwrap(),
            CountRule::per_player(2, 1)
        );
    }

    #[test]
    fn printed_numbers_write_back_as_read() {
        for text in ["3", "1 per player", "2 per player +1"] {
            assert_eq!(CountRule::parse(text).unwrap().to_string(), text);
        }
    }

    #[test]
    fn malformed_numbers_say_how_to_write_them() {
        for text in ["", "two", "2 per", "2 per player -1", "2 per player +x"] {
            let err = CountRule::parse(text).unwrap_err();
            assert!(err.contains("N per player +M"), "{text}: {err}");
        }
    }

    #[test]
    fn a_solo_table_counts_as_two_players() {
        assert_eq!(players(1).counted(), 2);
        assert_eq!(players(3).counted(), 3);
        assert!(PlayerCount::new(0).is_err());
        assert!(PlayerCount::new(5).is_err());
    }

    #[test]
    fn per_player_phrases_in_texts_get_the_table_number() {
        assert_eq!(
            with_table_numbers("+1 Move per player.", players(1)),
            "+1 Move per player (2 at this table)."
        );
        assert_eq!(
            with_table_numbers("Gain 3 Help per player, then draw", players(3)),
            "Gain 3 Help per player (9 at this table), then draw"
        );
        assert_eq!(
            with_table_numbers("Each player draws", players(2)),
            "Each player draws"
        );
    }
}
