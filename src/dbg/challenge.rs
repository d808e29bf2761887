//! Hurdles and Final Challenges as printed: name, level, Cloud Limit, Sugar Cubes required,
//! Setback and Reward text, Chaos text (Hurdles) and Cloud Cover text (Final Challenges).
//! Anything the player has not entered yet is `None`.

use serde::{Deserialize, Serialize};

use super::count_rule::CountRule;
use super::cube::CubeColor;

/// Which of the two oversized challenge cards a [`Challenge`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChallengeKind {
    /// A Hurdle, Level 1 to 3.
    Hurdle,
    /// A Final Challenge, Level 2 or 3 ("there are no Level 1 Final Challenges").
    FinalChallenge,
}

impl ChallengeKind {
    /// The name in sentences.
    pub fn name(self) -> &'static str {
        match self {
            ChallengeKind::Hurdle => "Hurdle",
            ChallengeKind::FinalChallenge => "Final Challenge",
        }
    }

    /// The levels printed on this kind ("Hurdles and the Final Challenge").
    pub fn levels(self) -> std::ops::RangeInclusive<u8> {
        match self {
            ChallengeKind::Hurdle => 1..=3,
            ChallengeKind::FinalChallenge => 2..=3,
        }
    }
}

/// A Hurdle or a Final Challenge card.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Challenge {
    /// The printed name.
    pub name: String,
    /// The difficulty level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    /// The Cloud Limit ("More on Hurdles and Final Challenges: Cloud Limit").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cloud_limit: Option<CountRule>,
    /// The Sugar Cubes required to attempt it ("Sugar Cubes Required to Overcome"). For a Final
    /// Challenge the per-player part is each player's share.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cubes: Option<CountRule>,
    /// The colour of those cubes; `None` when any colour will do or it is not entered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cube_color: Option<CubeColor>,
    /// The Setback text, resolved once when the Cloud Limit is reached.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setback: Option<String>,
    /// The Reward text, resolved when it is overcome.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reward: Option<String>,
    /// A Hurdle's Chaos text, read when it is flipped for an attempt ("Chaos").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chaos: Option<String>,
    /// A Final Challenge's two Cloud Cover effects (active at 3 and at 8 Clouds).
    #[serde(default, skip_serializing_if = "no_cloud_cover")]
    pub cloud_cover: [Option<String>; 2],
    /// The player's own notes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
}

fn no_cloud_cover(texts: &[Option<String>; 2]) -> bool {
    texts.iter().all(Option::is_none)
}

impl Challenge {
    /// A card with only a name and a level.
    pub fn named(name: &str, level: u8) -> Challenge {
        Challenge {
            name: name.to_string(),
            level: Some(level),
            ..Challenge::default()
        }
    }

    /// What is wrong with this card as a `kind`, one sentence each; empty when it is fine.
    /// A missing level is wrong for a Hurdle (setup sorts them by level).
    pub fn problems(&self, kind: ChallengeKind) -> Vec<String> {
        let mut problems = Vec::new();
        if self.name.trim().is_empty() {
            problems.push(format!("a {} needs a name", kind.name()));
        }
        match self.level {
            Some(level) if !kind.levels().contains(&level) => problems.push(format!(
                "level {level} is not a {} level; they are {} to {}",
                kind.name(),
                kind.levels().start(),
                kind.levels().end()
            )),
            None if kind == ChallengeKind::Hurdle => {
                problems.push("a Hurdle needs its level (1, 2 or 3)".to_string());
            }
            _ => {}
        }
        if self.cloud_limit.is_some_and(CountRule::is_zero) {
            problems.push("a Cloud Limit of 0 cannot be printed; enter the card's number".into());
        }
        if kind == ChallengeKind::Hurdle && !no_cloud_cover(&self.cloud_cover) {
            problems.push("only Final Challenges have Cloud Cover text".into());
        }
        if kind == ChallengeKind::FinalChallenge && self.chaos.is_some() {
            problems.push(
                "only Hurdles have Chaos text (a Final Challenge is never flipped for Chaos)"
                    .into(),
            );
        }
        problems
    }

    /// What a game needs that is not entered yet: the Cloud Limit and the Sugar Cubes.
    pub fn missing_for_play(&self) -> Vec<&'static str> {
        let mut missing = Vec::new();
        if self.cloud_limit.is_none() {
            missing.push("Cloud Limit");
        }
        if self.cubes.is_none() {
            missing.push("Sugar Cubes required");
        }
        missing
    }

    /// Whether a game can use it: its Cloud Limit and Sugar Cubes are entered.
    pub fn is_playable(&self) -> bool {
        self.missing_for_play().is_empty()
    }

    /// The level for sentences: `Level 2`, or `level not entered`.
    pub fn level_text(&self) -> String {
        self.level
            .map_or_else(|| "level not entered".into(), |l| format!("Level {l}"))
    }
}
