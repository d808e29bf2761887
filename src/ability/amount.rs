//! [`Amount`]: a number in an effect, fixed or counted when the effect happens.

use serde::{Deserialize, Serialize};

use super::{CardFilter, Side, Zone};

/// How many: "+2", or "+1 for each 「Pet」 in your Adventure Area" (counted when the effect
/// resolves; for continuous effects, whenever it is recomputed, 607).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Amount {
    /// A fixed number (negative for "-1 Inspiration").
    Fixed(i8),
    /// `base + each × count(side, zone, filter)`.
    PerCount {
        /// The part that does not depend on the count ("+1, and an additional +1 for each").
        base: i8,
        /// Added for each counted card.
        each: i8,
        /// Whose zone is counted.
        side: Side,
        /// Which zone is counted.
        zone: Zone,
        /// Which cards count.
        filter: CardFilter,
    },
}

impl Amount {
    /// The value, given the count the engine made for a `PerCount`.
    pub fn value(&self, count: i32) -> i32 {
        match self {
            Amount::Fixed(n) => i32::from(*n),
            Amount::PerCount { base, each, .. } => i32::from(*base) + i32::from(*each) * count,
        }
    }
}
