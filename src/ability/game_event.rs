//! [`GameEvent`]: the happenings a "When"/"Whenever" ability listens to (501.1).

use serde::{Deserialize, Serialize};

use super::{CardFilter, Side};

/// Something that happens in the game and sets off a triggered ability (501.1). Sides are
/// relative to the ability's controller.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameEvent {
    /// This Character Intervenes a Plan (403).
    SelfIntervenes,
    /// This Character moves or switches within the Adventure Area (612); `first_each_turn`
    /// limits it to once a turn.
    SelfMoves {
        /// Only the first time each turn.
        first_each_turn: bool,
    },
    /// A Character of this side moves or switches within the Adventure Area (612).
    CharacterMoves(Side),
    /// A matching Character of this side Retires; `in_contact` narrows it to Contact (404.4).
    Retires {
        /// Whose Character.
        side: Side,
        /// Which Characters.
        filter: CardFilter,
        /// Only when it Retires in Contact.
        in_contact: bool,
    },
    /// The Character this Item adorns Retires in Contact.
    AdornedRetiresInContact,
    /// A Plan of this side is removed (605).
    PlanRemoved(Side),
    /// A Pre-plan ability of this side is used (605.1).
    PrePlanUsed(Side),
    /// This side's turn ends (405).
    TurnEnds(Side),
    /// This side discards a card from the hand (602).
    Discarded(Side),
    /// This side plays an Event (616.1.1).
    EventPlayed(Side),
    /// This side moves an adorned Item from the Adventure Area to the Retirement Area.
    ItemRetired(Side),
    /// A Treat is placed on this Character (207.2.1).
    TreatPlaced,
    /// A Treat is removed from this Character (207.2.1, 605.3).
    TreatRemoved,
}
