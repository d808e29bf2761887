//! Deck-construction rules as data ([`Format`]: sections, copy rule, extra rules) for every
//! game, and the one validator that reads them ([`validate_game`]; [`validate`] for a Kayou
//! deck).

mod formats;
mod rules_version;
mod validate;
mod validation;
mod validation_warning;
mod violation;

pub use formats::{CopyKeyKind, CopyRule, ExtraRule, Format, FormatId, Legality, SectionSpec};
pub use rules_version::RulesVersion;
pub use validate::{validate, validate_game};
pub use validation::{SectionCount, Validation};
pub use validation_warning::{ValidationWarning, WarningCode};
pub use violation::{Violation, ViolationCode};
