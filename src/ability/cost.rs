//! [`Cost`]: what an activated ability asks before it goes on the pending list (603.2).

use serde::{Deserialize, Serialize};

/// The cost of an activated ability, paid when it is used (603.2). Both may be asked at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Cost {
    /// `[Tap]`: tap this card (an untapped card only).
    pub tap_self: bool,
    /// `[Eat Treat]` "Remove a Treat from this Character:" (207.2.1).
    pub remove_treat: bool,
}

impl Cost {
    /// No cost at all.
    pub const NONE: Cost = Cost {
        tap_self: false,
        remove_treat: false,
    };

    /// Whether nothing is to be paid.
    pub fn is_free(&self) -> bool {
        *self == Cost::NONE
    }
}
