//! [`Condition`]: what an "If", "While" or "Only use when" checks (501.4, 501.5).

use serde::{Deserialize, Serialize};

use super::{CardFilter, Cmp, Side, Zone};

/// A yes/no question about the table, asked when an ability resolves ("If", 502), while a
/// continuous ability applies ("While", 501.2), or before a card or ability may be played
/// ("Only use when", 501.4).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Condition {
    /// The number of matching cards in a zone passes the comparison ("If there are 2 or more
    /// Events in your Retirement Area"; "any" is at least 1, "no" is at most 0; 501.5).
    Count {
        /// Whose zone.
        side: Side,
        /// Which zone.
        zone: Zone,
        /// Which cards.
        filter: CardFilter,
        /// The comparison.
        cmp: Cmp,
        /// The number.
        n: u8,
    },
    /// Two counts compared: "Rival has more Plans than you" is `a = Rival's Plans`, `cmp =
    /// AtLeast`, `b = your Plans`, `margin = 1`.
    Compare {
        /// The left-hand count: side, zone, filter.
        a: (Side, Zone, CardFilter),
        /// The comparison of `a` with `b + margin`.
        cmp: Cmp,
        /// The right-hand count.
        b: (Side, Zone, CardFilter),
        /// Added to `b` ("more than" is `AtLeast` with margin 1).
        margin: u8,
    },
    /// It is this player's turn ("in your turn", "in Rival's turn").
    Turn(Side),
    /// The source is adorned with an Item ("While this Character is adorned with Item").
    SelfAdorned,
    /// The source has a Treat (207.2.1).
    SelfHasTreat,
    /// The one card revealed by this ability matches ("if it is Event").
    RevealedIs(CardFilter),
    /// A face-down Scene of the controller was flipped face up this turn.
    SceneFlippedUpThisTurn,
    /// The chosen Character moved or switched in the Adventure Area this turn (612).
    ChosenMovedThisTurn,
    /// The card whose ability set off this trigger matches ("If that Pre-plan belongs to a
    /// 「Star Swirl the Bearded」").
    TriggerSourceIs(CardFilter),
    /// Every condition holds.
    All(Vec<Condition>),
}
