//! What the players tell the tracker, one bookkeeping step each. Scripts (`ponydeck dbg play`)
//! and the Adventures screen both become these.

use serde::{Deserialize, Serialize};

use super::cube::{CubeColor, TokenKind};

/// Where Clouds go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CloudTarget {
    /// The Active Hurdle, overflowing to the Final Challenge at its Cloud Limit or when no
    /// Hurdle is left ("Play Cards", "Cloud Limit").
    ActiveHurdle,
    /// The Final Challenge itself (Situations, card effects).
    FinalChallenge,
}

/// Which challenge an attempt is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChallengeChoice {
    /// The Active Hurdle, or the Final Challenge when no Hurdle is left.
    Active,
    /// The Final Challenge by name: refused while a Hurdle is active.
    FinalChallenge,
}

/// One bookkeeping step. Players are numbered from 1 in turn order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Adds `count` Clouds (a negative count takes Clouds off, never below 0).
    Clouds {
        /// Where.
        on: CloudTarget,
        /// How many.
        count: i32,
    },
    /// Begins an attempt: flips the Chaos Hurdle(s) ("Attempt to Overcome", step 3); refused
    /// while the team does not hold the required Sugar Cubes (step 1).
    Attempt {
        /// On what.
        on: ChallengeChoice,
    },
    /// The attempt succeeds (begun here if it was not): step 5; refused while the team does not
    /// hold the required Sugar Cubes (step 1). With `spend`, the Sugar Cubes
    /// the card requires are taken from the players' cubes.
    Overcome {
        /// On what.
        on: ChallengeChoice,
        /// Spend the required Sugar Cubes from the players' cubes.
        spend: bool,
    },
    /// The open attempt fails: step 6.
    FailAttempt,
    /// The End Phase, then the next player's Start of Turn.
    EndTurn,
    /// A player gains (or spends) Sugar Cubes; taking more than the player holds is refused.
    Cubes {
        /// The player, from 1.
        player: u8,
        /// The colour.
        color: CubeColor,
        /// How many to add (negative: remove).
        delta: i32,
    },
    /// A player gains (or spends) Resource Tokens; taking more than the player holds is
    /// refused.
    Tokens {
        /// The player, from 1.
        player: u8,
        /// The kind.
        kind: TokenKind,
        /// How many to add (negative: remove).
        delta: i32,
    },
    /// How many Situations are in the Adventure Row now.
    SituationsInRow {
        /// The number.
        count: u8,
    },
    /// A Location in play leaves (all its non-repeatable Tasks done) and the next of the
    /// Location deck replaces it (Start of Turn, step 2).
    ReplaceLocation {
        /// Its place among the Locations in play, from 1.
        slot: u8,
    },
    /// The Adventure Row needs refilling and its 6 slots cannot be filled: the game is lost.
    AdventureRowUnfilled,
}
