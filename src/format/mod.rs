//! L1 deck-construction rules as data ([`DeckRules`]), and the validator ([`validate`]).
//!
//! A format is data: other games' rules become further [`DeckRules`] values read by the same
//! [`validate_with`].

mod deck_rules;
mod game_format;
mod game_validate;
mod rules_version;
mod validate;
mod validation;
mod validation_warning;
mod violation;

pub use deck_rules::{DeckRules, SectionSize};
pub use game_format::{
    CopyKeyKind, CopyRule, ExtraRule, Format, FormatId, Legality, MAYBE, SectionSpec,
};
pub use game_validate::{GameValidation, validate_game};
pub use rules_version::RulesVersion;
pub use validate::{validate, validate_with};
pub use validation::{DeckCounts, Validation};
pub use validation_warning::{ValidationWarning, WarningCode};
pub use violation::{Violation, ViolationCode};
