//! The components one game is played with: the file `ponydeck dbg play --components` reads
//! (`shared/design/CLI.md`) and `ponydeck dbg setup` writes. The Hurdles are listed in the order
//! of the Active Hurdle stack, top first; the Final Challenge beside it. Setup adds the unused
//! Hurdle deck (for Chaos), the Locations, the Ponies and the Situations option.

use serde::{Deserialize, Serialize};

use super::challenge::{Challenge, ChallengeKind};
use super::count_rule::PlayerCount;
use super::error::{ComponentProblem, ComponentsError};
use super::location::Location;
use super::pony::Pony;

/// The "Continuing Adventures" option: 0, 4 (one of each Situation) or 8 (all) Situations
/// shuffled into the Adventure Deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Situations(u8);

impl Situations {
    /// No Situations (the first three games, "Situations: Important").
    pub const NONE: Situations = Situations(0);
    /// The three options.
    pub const OPTIONS: [Situations; 3] = [Situations(0), Situations(4), Situations(8)];

    /// How many Situations are in the Adventure Deck.
    pub fn count(self) -> u8 {
        self.0
    }

    /// The most that can be in the Adventure Row at once (6 slots).
    pub fn most_in_row(self) -> u8 {
        self.0.min(6)
    }
}

impl TryFrom<u8> for Situations {
    type Error = String;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        match value {
            0 | 4 | 8 => Ok(Situations(value)),
            other => Err(format!(
                "{other} Situations is not a Continuing Adventures option; use 0, 4 or 8"
            )),
        }
    }
}

impl From<Situations> for u8 {
    fn from(value: Situations) -> u8 {
        value.0
    }
}

/// The components of one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameComponents {
    /// The Active Hurdle stack, top (the Active Hurdle) first.
    pub hurdles: Vec<Challenge>,
    /// The Final Challenge.
    pub final_challenge: Challenge,
    /// The unused Hurdle deck flipped for Chaos, top first ("Hurdles and the Final Challenge").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chaos: Vec<Challenge>,
    /// The Locations in play: the Town Square and three drawn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub locations: Vec<Location>,
    /// The Location deck, top first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub location_deck: Vec<Location>,
    /// One Pony per player, in turn order (player 1 goes first).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ponies: Vec<Pony>,
    /// Situations in the Adventure Deck.
    #[serde(default)]
    pub situations: Situations,
    /// The seed the setup was drawn with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup_seed: Option<u64>,
    /// What the setup could not do from the entered components, for the players to do by hand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

impl GameComponents {
    /// Reads a game file and checks it for `players`: every Hurdle and the Final Challenge need
    /// a name and a Cloud Limit; levels, when given, are printed levels; Ponies, when listed,
    /// one per player. Every problem is listed.
    pub fn from_json(text: &str, players: PlayerCount) -> Result<GameComponents, ComponentsError> {
        let game: GameComponents =
            serde_json::from_str(text).map_err(|e| ComponentsError::json(&e))?;
        game.check(players)?;
        Ok(game)
    }

    /// The file `ponydeck dbg setup --out` writes (pretty JSON, ends with a newline).
    pub fn to_json(&self) -> String {
        // Plain structs with string keys: serialising cannot fail.
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Checks the game for `players`; see [`GameComponents::from_json`].
    pub fn check(&self, players: PlayerCount) -> Result<(), ComponentsError> {
        let mut problems = Vec::new();
        let mut check = |place: String, card: &Challenge, kind: ChallengeKind| {
            let mut messages = card.problems(kind);
            // A game file may leave a Hurdle's level out (the tracker does not need it).
            messages.retain(|m| !m.starts_with("a Hurdle needs its level"));
            if card.cloud_limit.is_none() {
                messages.push(format!(
                    "a {} in play needs its \"cloud_limit\" (\"N\", \"N per player\" or \"N per player +M\")",
                    kind.name()
                ));
            }
            for message in messages {
                problems.push(ComponentProblem {
                    place: place.clone(),
                    message,
                });
            }
        };
        for (i, hurdle) in self.hurdles.iter().enumerate() {
            check(
                format!(
                    "hurdles[{}] \"{}\"",
                    i + 1,
                    crate::limits::short(&hurdle.name)
                ),
                hurdle,
                ChallengeKind::Hurdle,
            );
        }
        check(
            format!(
                "final_challenge \"{}\"",
                crate::limits::short(&self.final_challenge.name)
            ),
            &self.final_challenge,
            ChallengeKind::FinalChallenge,
        );
        if !self.ponies.is_empty() && self.ponies.len() != usize::from(players.seated()) {
            problems.push(ComponentProblem {
                place: "ponies".into(),
                message: format!(
                    "{} Ponies are listed for {} players; list one per player or none",
                    self.ponies.len(),
                    players.seated()
                ),
            });
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(ComponentsError::Invalid { problems })
        }
    }
}
