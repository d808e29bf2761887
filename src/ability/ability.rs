//! [`Ability`]: one ability of a card, compiled from its text (501).

use serde::{Deserialize, Serialize};

use super::{Condition, Cost, Op, Trigger};

/// One ability: when it is used, what it costs, when it may be used, what it checks, and
/// what it does, in order (502.1.1).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ability {
    /// When it is used (501).
    pub trigger: Trigger,
    /// What an activated ability asks (503.1.5).
    #[serde(default, skip_serializing_if = "Cost::is_free")]
    pub cost: Cost,
    /// "Only use when ...": checked before the card or ability may be played (501.4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restriction: Option<Condition>,
    /// "If ..." (checked at resolution; when false nothing happens) or "While ..." (a
    /// continuous ability applies only while it holds, 501.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
    /// What it does, in order.
    pub steps: Vec<Op>,
    /// "may": the controller decides whether it happens.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub optional: bool,
    /// An Item's "Adorned Character gains ...": the adorned Character has this ability (203).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub granted: bool,
}

impl Ability {
    /// An ability with this trigger and steps and nothing else.
    pub fn new(trigger: Trigger, steps: Vec<Op>) -> Ability {
        Ability {
            trigger,
            cost: super::Cost::NONE,
            restriction: None,
            condition: None,
            steps,
            optional: false,
            granted: false,
        }
    }
}
