//! What a step did, one sentence each, citing the rulebook section that made it happen. The
//! tracker's log is these sentences; the CLI prints them and the Adventures screen lists them.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::challenge::ChallengeKind;
use super::cube::{CubeColor, TokenKind};

/// Why Clouds were added.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CloudCause {
    /// A card or effect (`cloud N`).
    Played,
    /// End Phase, step 1.
    EndPhase,
    /// Situations in the Adventure Row at the end of the turn ("Resolve a Situation").
    Situations,
}

/// How the game was lost ("How to Win or Lose").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LossReason {
    /// The Final Challenge reached its Cloud Limit.
    FinalChallengeCloudLimit,
    /// The Adventure Row could not be refilled.
    AdventureRowUnfilled,
}

impl LossReason {
    /// The sentence of the rulebook.
    pub fn text(self) -> &'static str {
        match self {
            LossReason::FinalChallengeCloudLimit => "the Final Challenge reached its Cloud Limit",
            LossReason::AdventureRowUnfilled => {
                "the Adventure Row needed to be refilled and all 6 slots could not be filled"
            }
        }
    }
}

/// One thing that happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// Clouds were placed on a card.
    CloudsAdded {
        /// The card.
        name: String,
        /// Hurdle or Final Challenge.
        kind: ChallengeKind,
        /// How many.
        count: u32,
        /// Clouds on it now.
        clouds: u32,
        /// Its Cloud Limit at this table.
        limit: u32,
        /// Placed on the Final Challenge because the Active Hurdle was at its limit or none
        /// was left.
        overflow: bool,
        /// Why.
        cause: CloudCause,
    },
    /// Clouds were taken off a card.
    CloudsRemoved {
        /// The card.
        name: String,
        /// How many.
        count: u32,
        /// Clouds on it now.
        clouds: u32,
        /// Its Cloud Limit.
        limit: u32,
    },
    /// A Hurdle reached its Cloud Limit: its Setback resolves, once per game.
    SetbackResolved {
        /// The Hurdle.
        name: String,
        /// Its Setback text, if entered.
        text: Option<String>,
    },
    /// A Cloud Cover effect turned on or off.
    CloudCover {
        /// 1 (3 or more Clouds) or 2 (8 or more).
        effect: u8,
        /// On or off.
        active: bool,
        /// Its text, if entered.
        text: Option<String>,
    },
    /// An attempt began.
    AttemptBegun {
        /// Its target.
        name: String,
        /// Hurdle or Final Challenge.
        kind: ChallengeKind,
    },
    /// A Hurdle was flipped for its Chaos text.
    ChaosFlipped {
        /// The Hurdle flipped.
        name: String,
        /// Its Chaos text, if entered.
        text: Option<String>,
    },
    /// No unused Hurdle was entered to flip: the players flip one from the box.
    ChaosFromTheBox,
    /// The flipped Chaos Hurdles were shuffled into a new unused Hurdle deck.
    ChaosReshuffled {
        /// How many.
        cards: usize,
    },
    /// A player spent Sugar Cubes for an overcome.
    CubesSpent {
        /// The player, from 1.
        player: u8,
        /// The colour.
        color: CubeColor,
        /// How many.
        count: u32,
    },
    /// A Hurdle or the Final Challenge was overcome.
    Overcome {
        /// The card.
        name: String,
        /// Hurdle or Final Challenge.
        kind: ChallengeKind,
        /// Its Reward text, if entered.
        reward: Option<String>,
        /// Clouds returned to the supply.
        clouds_returned: u32,
    },
    /// The attempt failed.
    AttemptFailed {
        /// Its target.
        name: String,
    },
    /// The team won.
    Won {
        /// Hurdles overcome (3, more with extra Hurdles).
        hurdles: usize,
    },
    /// The team lost.
    Lost {
        /// How.
        reason: LossReason,
    },
    /// A player's turn ended.
    TurnEnded {
        /// The player, from 1.
        player: u8,
    },
    /// End Phase, step 1c: no Cloud this turn.
    NoCloudAfterOvercome,
    /// A player's turn began.
    TurnBegan {
        /// The turn, from 1.
        turn: u32,
        /// The player, from 1.
        player: u8,
        /// Their Pony, if known.
        pony: Option<String>,
    },
    /// Start of Turn, step 3: the top of the Active Hurdle stack was flipped face up.
    HurdleFlipped {
        /// The Hurdle.
        name: String,
        /// Its level.
        level: Option<u8>,
    },
    /// A player's Sugar Cubes changed.
    CubesChanged {
        /// The player, from 1.
        player: u8,
        /// The colour.
        color: CubeColor,
        /// Before.
        before: u32,
        /// After.
        after: u32,
        /// The change asked for (differs from `after - before` only in a step of a game saved
        /// under version 1, where a count stopped at 0).
        asked: i32,
    },
    /// A player's Resource Tokens changed.
    TokensChanged {
        /// The player, from 1.
        player: u8,
        /// The kind.
        kind: TokenKind,
        /// Before.
        before: u32,
        /// After.
        after: u32,
        /// The change asked for.
        asked: i32,
    },
    /// The number of Situations in the Adventure Row changed.
    SituationsInRow {
        /// Now.
        count: u8,
    },
    /// A Location left play; the next of the Location deck replaced it, if any.
    LocationReplaced {
        /// The one that left.
        left: String,
        /// The one that came, if the deck had one.
        came: Option<String>,
    },
}

fn clouds(n: u32) -> String {
    if n == 1 {
        "1 Cloud".into()
    } else {
        format!("{n} Clouds")
    }
}

fn quoted(text: &Option<String>) -> String {
    match text {
        Some(t) => format!(": \"{t}\""),
        None => " (its text is not entered: read the card)".into(),
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::CloudsAdded {
                name,
                count,
                clouds: now,
                limit,
                overflow,
                cause,
                ..
            } => {
                let why = match (cause, overflow) {
                    (CloudCause::EndPhase, false) => " (End Phase, step 1)",
                    (CloudCause::EndPhase, true) => {
                        " (End Phase, step 1b: the Active Hurdle is at its Cloud Limit or none is left)"
                    }
                    (CloudCause::Situations, _) => {
                        " (each Situation in the Adventure Row at the end of the turn, \"Resolve a Situation\")"
                    }
                    (CloudCause::Played, true) => {
                        " instead of the Active Hurdle (at its Cloud Limit or none left, \"Cloud Limit\")"
                    }
                    (CloudCause::Played, false) => "",
                };
                write!(f, "{} on {name}{why}: {now}/{limit}.", clouds(*count))
            }
            Event::CloudsRemoved {
                name,
                count,
                clouds: now,
                limit,
            } => write!(f, "{} taken off {name}: {now}/{limit}.", clouds(*count)),
            Event::SetbackResolved { name, text } => write!(
                f,
                "{name} reached its Cloud Limit: resolve its Setback once{} (\"Cloud Limit\": only once per game).",
                quoted(text)
            ),
            Event::CloudCover {
                effect,
                active,
                text,
            } => {
                let at = if *effect == 1 { 3 } else { 8 };
                if *active {
                    write!(
                        f,
                        "Cloud Cover {effect} is now active for all players ({at} or more Clouds on the Final Challenge){}.",
                        quoted(text)
                    )
                } else {
                    write!(
                        f,
                        "Cloud Cover {effect} is no longer active (fewer than {at} Clouds on the Final Challenge)."
                    )
                }
            }
            Event::AttemptBegun { name, kind } => {
                let flips = match kind {
                    ChallengeKind::Hurdle => "flip 1 Hurdle",
                    ChallengeKind::FinalChallenge => "flip 2 Hurdles",
                };
                write!(
                    f,
                    "Attempt on {name}: discard the cards played this turn that are not Ongoing, then {flips} for Chaos (\"Attempt to Overcome\", steps 2-3)."
                )
            }
            Event::ChaosFlipped { name, text } => {
                write!(f, "Chaos from {name}{}.", quoted(text))
            }
            Event::ChaosFromTheBox => f.write_str(
                "The tracker holds no unused Hurdle to flip: flip one from the box and read its Chaos text.",
            ),
            Event::ChaosReshuffled { cards } => write!(
                f,
                "The unused Hurdle deck ran out: the {cards} flipped Chaos Hurdles are shuffled into a new one (\"Chaos\")."
            ),
            Event::CubesSpent {
                player,
                color,
                count,
            } => write!(f, "Player {player} spends {count} {color} cubes."),
            Event::Overcome {
                name,
                kind,
                reward,
                clouds_returned,
            } => match kind {
                ChallengeKind::Hurdle => {
                    write!(f, "{name} is overcome! Resolve its Reward{}", quoted(reward))?;
                    if *clouds_returned > 0 {
                        let verb = if *clouds_returned == 1 { "returns" } else { "return" };
                        write!(f, "; its {} {verb} to the supply", clouds(*clouds_returned))?;
                    }
                    f.write_str("; no Cloud is added this End Phase (step 1c).")
                }
                ChallengeKind::FinalChallenge => {
                    write!(f, "{name}, the Final Challenge, is overcome!")
                }
            },
            Event::AttemptFailed { name } => write!(
                f,
                "The attempt on {name} fails: the players keep their cubes, tokens and cards; the Chaos Hurdles are discarded and {name} stays (step 6)."
            ),
            Event::Won { hurdles } => write!(
                f,
                "The team wins: {hurdles} Hurdles and the Final Challenge overcome (\"How to Win or Lose\")."
            ),
            Event::Lost { reason } => {
                write!(
                    f,
                    "The team loses: {} (\"How to Win or Lose\").",
                    reason.text()
                )
            }
            Event::TurnEnded { player } => write!(f, "Player {player}'s End Phase."),
            Event::NoCloudAfterOvercome => f.write_str(
                "No Cloud this End Phase: a Hurdle was overcome this turn (End Phase, step 1c).",
            ),
            Event::TurnBegan { turn, player, pony } => match pony {
                Some(pony) => write!(f, "Turn {turn}: player {player} ({pony})."),
                None => write!(f, "Turn {turn}: player {player}."),
            },
            Event::HurdleFlipped { name, level } => match level {
                Some(level) => write!(
                    f,
                    "The Active Hurdle is flipped face up: {name} (Level {level}) (Start of Turn, step 3)."
                ),
                None => write!(
                    f,
                    "The Active Hurdle is flipped face up: {name} (Start of Turn, step 3)."
                ),
            },
            Event::CubesChanged {
                player,
                color,
                before,
                after,
                asked,
            } => {
                let changed = i64::from(*after) - i64::from(*before);
                write!(f, "Player {player}: {color} cubes {before} → {after}")?;
                if changed != i64::from(*asked) {
                    write!(f, " (asked {asked:+}; it stopped at 0, as ponydeck did when this step was saved)")?;
                }
                f.write_str(".")
            }
            Event::TokensChanged {
                player,
                kind,
                before,
                after,
                asked,
            } => {
                let changed = i64::from(*after) - i64::from(*before);
                write!(f, "Player {player}: {kind} tokens {before} → {after}")?;
                if changed != i64::from(*asked) {
                    write!(f, " (asked {asked:+}; it stopped at 0, as ponydeck did when this step was saved)")?;
                }
                f.write_str(".")
            }
            Event::SituationsInRow { count } => {
                write!(f, "Situations in the Adventure Row: {count}.")
            }
            Event::LocationReplaced { left, came } => match came {
                Some(came) => write!(
                    f,
                    "{left} leaves play and {came} replaces it; Ponies there return to the Town Square (Start of Turn, step 2)."
                ),
                None => write!(
                    f,
                    "{left} leaves play; the Location deck is empty, so nothing replaces it (Start of Turn, step 2)."
                ),
            },
        }
    }
}
