//! The built-in players by name ([`PlayerKind`]): `fast` (the bulk player), `search:N` (the
//! strong player, N playouts a decision) and `random` (uniform over the legal actions, the
//! floor every report can be compared with). One list, [`PlayerKind::ALL_INFO`], for the CLI's
//! `players`, its error messages and the app's choices.

use std::fmt;

use super::{GoldfishPolicy, Opponent, RandomPlayer, SearchPolicy};

/// A built-in player, as `NAME` or `NAME:BUDGET` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlayerKind {
    /// `fast`: the bulk player ([`GoldfishPolicy`]), one rule a decision.
    Fast,
    /// `search:N`: the strong player ([`SearchPolicy`]), determinized Monte Carlo playouts
    /// raced over every legal action.
    Search {
        /// Playouts a decision.
        budget: u32,
    },
    /// `random`: uniform over the legal actions ([`RandomPlayer`]).
    Random,
}

/// What `ponydeck players` says of one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerInfo {
    /// Its name.
    pub name: &'static str,
    /// How it decides, one sentence.
    pub how: &'static str,
    /// What its budget counts (`None`: it takes none).
    pub budget_unit: Option<&'static str>,
    /// The budget of the bare name.
    pub default_budget: Option<u32>,
}

/// Why a player's name could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayerNameError {
    /// No player of this name.
    #[error("'{name}' is not a built-in player; use one of: {choices}")]
    Unknown {
        /// The name given (cut to 60 characters).
        name: String,
        /// The players, with their budgets.
        choices: String,
    },
    /// The budget is not a positive integer, or the player takes none.
    #[error("'{given}': {reason}; use one of: {choices}")]
    Budget {
        /// The text given (cut to 60 characters).
        given: String,
        /// What is wrong.
        reason: String,
        /// The players, with their budgets.
        choices: String,
    },
}

/// The strong player's default budget (playouts a decision).
pub const SEARCH_DEFAULT_BUDGET: u32 = 200;

/// The most playouts a decision ponydeck accepts (a game would take minutes beyond it).
pub const SEARCH_MAX_BUDGET: u32 = 100_000;

impl PlayerKind {
    /// `search` at its default budget.
    pub const SEARCH: PlayerKind = PlayerKind::Search {
        budget: SEARCH_DEFAULT_BUDGET,
    };

    /// Every player, as `ponydeck players` lists them.
    pub const ALL_INFO: [PlayerInfo; 3] = [
        PlayerInfo {
            name: "fast",
            how: "One rule a decision: plays the card that gains most on the board it sees \
                  (a Character where it wins or holds its lane, an Item on the Character that \
                  gains most and never over a better one, an Event or ability only when it does \
                  something), then Promotes, Intervenes or passes by what each is worth.",
            budget_unit: None,
            default_budget: None,
        },
        PlayerInfo {
            name: "search",
            how: "Determinized Monte Carlo: at each decision it deals the cards it cannot see \
                  at random, tries every legal action, plays each out with the fast player on \
                  both sides, and keeps halving the field until one action is left \
                  (successive halving, the same deals for every action).",
            budget_unit: Some("playouts per decision"),
            default_budget: Some(SEARCH_DEFAULT_BUDGET),
        },
        PlayerInfo {
            name: "random",
            how: "Uniform over the legal actions (setup, plays, choices and lane actions \
                  alike): the floor every other player is compared with.",
            budget_unit: None,
            default_budget: None,
        },
    ];

    /// The player every table (`matchup`, the app's Matchups) uses unless told otherwise.
    pub const TRUSTED_DEFAULT: PlayerKind = PlayerKind::Fast;

    /// The named strengths of the rival at the app's table, weakest first.
    pub const TABLE_STRENGTHS: [(&'static str, PlayerKind); 3] = [
        ("fast", PlayerKind::Fast),
        ("club", PlayerKind::Search { budget: 25 }),
        (
            "strong",
            PlayerKind::Search {
                budget: SEARCH_DEFAULT_BUDGET,
            },
        ),
    ];

    /// Reads `NAME` or `NAME:BUDGET` (`fast`, `random`, `search`, `search:400`).
    pub fn parse(text: &str) -> Result<PlayerKind, PlayerNameError> {
        let text = text.trim();
        let (name, budget) = match text.split_once(':') {
            Some((name, budget)) => (name.trim(), Some(budget.trim())),
            None => (text, None),
        };
        let kind = match name.to_ascii_lowercase().as_str() {
            "fast" => PlayerKind::Fast,
            "random" => PlayerKind::Random,
            "search" => PlayerKind::SEARCH,
            _ => {
                return Err(PlayerNameError::Unknown {
                    name: cut(text),
                    choices: PlayerKind::choices(),
                });
            }
        };
        let Some(budget) = budget else {
            return Ok(kind);
        };
        let budget_error = |reason: String| PlayerNameError::Budget {
            given: cut(text),
            reason,
            choices: PlayerKind::choices(),
        };
        match kind {
            PlayerKind::Search { .. } => match budget.parse::<u32>() {
                Ok(n) if (1..=SEARCH_MAX_BUDGET).contains(&n) => {
                    Ok(PlayerKind::Search { budget: n })
                }
                _ => Err(budget_error(format!(
                    "the budget of search is a whole number of playouts per decision from 1 \
                     to {SEARCH_MAX_BUDGET}"
                ))),
            },
            _ => Err(budget_error(format!("{name} takes no budget"))),
        }
    }

    /// The players as an error message lists them: `fast, search[:N] (default 200), random`.
    pub fn choices() -> String {
        PlayerKind::ALL_INFO
            .iter()
            .map(|info| match info.default_budget {
                Some(n) => format!(
                    "{}[:N] (N {}, default {n})",
                    info.name,
                    info.budget_unit.unwrap_or("a budget")
                ),
                None => info.name.to_string(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Its full name, as [`PlayerKind::parse`] reads it back (`search:200`).
    pub fn name(self) -> String {
        self.to_string()
    }

    /// The player of this name, if it is one ([`PlayerKind::parse`]).
    pub fn from_name(name: &str) -> Option<PlayerKind> {
        PlayerKind::parse(name).ok()
    }

    /// Its bare name (`search` for every budget).
    pub fn base_name(self) -> &'static str {
        match self {
            PlayerKind::Fast => "fast",
            PlayerKind::Search { .. } => "search",
            PlayerKind::Random => "random",
        }
    }

    /// A fresh player of this kind, its first game's randomness from `seed`. Each later game
    /// reseeds it ([`Opponent::start_game`]), so its choices never depend on the thread it
    /// runs on or the games it played before.
    pub fn build(self, seed: u64) -> Box<dyn Opponent + Send> {
        let mut player: Box<dyn Opponent + Send> = match self {
            PlayerKind::Fast => Box::new(GoldfishPolicy::new()),
            PlayerKind::Search { budget } => Box::new(SearchPolicy::with_budget(budget)),
            PlayerKind::Random => Box::new(RandomPlayer::default()),
        };
        player.start_game(seed);
        player
    }

    /// How the window names it: its table strength and what it is (`strong (search:200)`),
    /// else its name (`fast`, `search:37`).
    pub fn label(self) -> String {
        match self.strength_name() {
            Some(name) if name != self.base_name() => format!("{name} ({self})"),
            _ => self.to_string(),
        }
    }

    /// The name of the table strength this player is, if it is one (`club`, `strong`).
    pub fn strength_name(self) -> Option<&'static str> {
        PlayerKind::TABLE_STRENGTHS
            .iter()
            .find(|(_, kind)| *kind == self)
            .map(|(name, _)| *name)
    }
}

/// `fast`, `random`, `search:200`: a search player always with its budget, so a report says
/// exactly who played.
impl fmt::Display for PlayerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerKind::Search { budget } => write!(f, "search:{budget}"),
            other => f.write_str(other.base_name()),
        }
    }
}

/// At most 60 characters of what the user typed, for a message.
fn cut(text: &str) -> String {
    let mut out: String = text.chars().take(60).collect();
    if text.chars().count() > 60 {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_is_read_by_name_with_an_optional_budget() {
        assert_eq!(PlayerKind::parse("fast"), Ok(PlayerKind::Fast));
        assert_eq!(PlayerKind::parse("random"), Ok(PlayerKind::Random));
        assert_eq!(PlayerKind::parse("search"), Ok(PlayerKind::SEARCH));
        assert_eq!(
            PlayerKind::parse("search:400"),
            Ok(PlayerKind::Search { budget: 400 })
        );
        assert_eq!(PlayerKind::Search { budget: 400 }.to_string(), "search:400");
        assert_eq!(
            PlayerKind::parse("Search:7").map(|p| p.to_string()),
            Ok("search:7".into())
        );
    }

    #[test]
    fn an_unknown_player_or_a_bad_budget_names_the_players() {
        for bad in [
            "mcts",
            "search:0",
            "search:-3",
            "search:many",
            "fast:10",
            "search:100001",
        ] {
            let message = PlayerKind::parse(bad).expect_err(bad).to_string();
            assert!(
                message.contains("fast")
                    && message.contains("search")
                    && message.contains("random"),
                "{bad}: {message}"
            );
        }
        let long = "x".repeat(4_000);
        assert!(
            PlayerKind::parse(&long)
                .expect_err("long")
                .to_string()
                .len()
                < 400
        );
    }
}
