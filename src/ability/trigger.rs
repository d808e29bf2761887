//! [`Trigger`]: when an ability is used (501: triggered, continuous, activated, rule-based).

use serde::{Deserialize, Serialize};

use super::GameEvent;

/// Where a continuous ability works from (501.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Scope {
    /// `[Adventure]`: while the source is in the Adventure Area (201.6.4).
    InAdventure,
    /// An Item's text: while it adorns a Character (203).
    AdornedItem,
    /// From the hand: "this Character gets -1 Cost ... when played from Hand" (503.1.4).
    InHand,
    /// A rule of the game while the card exists (a token's "At most 1 Treat", 501.4).
    Always,
}

/// What an "instead" replaces (a replacement effect).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Replaced {
    /// The adorned Character would Retire (`in_contact`: only in Contact, 404.4).
    AdornedWouldRetire {
        /// Only when it would Retire in Contact.
        in_contact: bool,
    },
    /// The Rival's Pre-plan abilities would be used (605.1). No current text compiles to it:
    /// BP02-SPR03 is an Event that sets `RuleFlag::RivalPrePlansToHand` for the turn.
    RivalPrePlan,
}

/// When an ability is used.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Trigger {
    /// `[Appear]`: this Character enters the Adventure Area (201.6.1, 503.3.1).
    Appear,
    /// `[Farewell]`: this Character leaves the Adventure Area for the Retirement Area, through
    /// the Settlement Area (201.6.2, 614.1.2).
    Farewell,
    /// `[Pre-plan]`: this card is removed from the Story Area as a Plan (201.6.3, 605.1).
    PrePlan,
    /// A Story's "When promoted to this stage" (202).
    Promoted,
    /// An Event's ability, on play (503.2.3).
    OnPlay,
    /// `[Adventure]` with a cost (`[Tap]`, `[Eat Treat]`): an activated ability, used in the
    /// controller's Main Phase with nothing pending (501.3, 503.1.1).
    Activated,
    /// `[Inspo Boost]`: a Scene's activated ability in the Inspiration Step (501.3.1, 204.5.2).
    InspoBoost,
    /// `[Explore]`: flip this Scene to use it (501.3.2).
    Explore,
    /// `[Triumph]` (2.0.0).
    Triumph,
    /// `[Leap]` (2.0.0).
    Leap,
    /// `[Replace]` (2.0.0).
    Replace,
    /// `[Enlightenment]` (2.0.0).
    Enlightenment,
    /// A continuous ability: recomputed, never stored as a modifier (501.2, 607).
    Static(Scope),
    /// "When" (`each: false`) / "Whenever" (`each: true`) an event happens (501.1.3). It listens
    /// while its source is where the card's abilities work: a Character in the Adventure Area
    /// (`[Adventure]`, 201.6.4), an Item while it adorns a Character, a granted ability while
    /// its holder is in the Adventure Area.
    On {
        /// The event.
        event: GameEvent,
        /// "Whenever": once per occurrence, also for simultaneous ones.
        each: bool,
    },
    /// "... instead": a replacement effect.
    Instead(Replaced),
}

impl Trigger {
    /// Whether the ability is used from the hand or a player's decision rather than by an event.
    pub fn is_activated(&self) -> bool {
        matches!(
            self,
            Trigger::Activated | Trigger::InspoBoost | Trigger::Explore
        )
    }

    /// Whether the ability is continuous (no pending entry, 501.2).
    pub fn is_static(&self) -> bool {
        matches!(self, Trigger::Static(_))
    }
}
