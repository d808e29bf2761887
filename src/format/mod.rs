//! L1 deck-construction rules as data, and the validator.

mod rules_version;

pub use rules_version::RulesVersion;
