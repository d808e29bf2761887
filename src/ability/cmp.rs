//! [`Cmp`]: the comparisons in card texts ("N or less", "N or more", "exactly N").

use serde::{Deserialize, Serialize};

/// How a number is compared with the one in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cmp {
    /// "N or more", "any" (= 1 or more).
    AtLeast,
    /// "N or less", "no" (= 0 or less).
    AtMost,
    /// "there are 3 Characters".
    Exactly,
}

impl Cmp {
    /// Whether `value` passes the comparison with `n`.
    pub fn holds(self, value: i32, n: i32) -> bool {
        match self {
            Cmp::AtLeast => value >= n,
            Cmp::AtMost => value <= n,
            Cmp::Exactly => value == n,
        }
    }
}
