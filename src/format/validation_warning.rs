//! A warning of `validate`: worth a look, but the deck stays legal.

use serde::{Serialize, Serializer};

/// The stable code of a warning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WarningCode {
    /// No source gives the card's cost, Inspiration or text.
    UnknownStats,
    /// The card is not in the catalog.
    UnknownCard,
}

impl WarningCode {
    /// The stable code string.
    pub fn as_str(self) -> &'static str {
        match self {
            WarningCode::UnknownStats => "unknown-stats",
            WarningCode::UnknownCard => "unknown-card",
        }
    }
}

impl Serialize for WarningCode {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// Something worth showing that does not make the deck illegal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ValidationWarning {
    /// The stable code.
    pub code: WarningCode,
    /// The sentence.
    pub message: String,
    /// The cards involved.
    pub cards: Vec<String>,
}
