//! One verdict on a deck as `deck validate`, `deck import` and `deck show` print it, for every
//! game (issue 43): in JSON the verdict's own serde form (the contract's Kayou keys in their
//! order, `legal`, `rules`, `counts`, `violations`, `warnings`, then `game` and `format`); in
//! words, one line of counts and a line a problem.

use serde_json::Value;

use crate::format::{Format, Validation};
use crate::outln;

use super::{CliError, print_json};

/// A verdict and the format it was reached under.
pub struct ValidationReport<'a> {
    result: &'a Validation,
    format: &'a Format,
}

impl<'a> ValidationReport<'a> {
    /// A deck's verdict under the format it was checked against.
    pub fn new(result: &'a Validation, format: &'a Format) -> ValidationReport<'a> {
        ValidationReport { result, format }
    }

    /// The JSON: `legal`, `rules`, `counts`, `violations`, `warnings`, `game`, `format`.
    pub fn json(&self) -> Result<Value, CliError> {
        serde_json::to_value(self.result)
            .map_err(|e| CliError::Input(format!("could not write JSON: {e}")))
    }

    /// Prints the JSON.
    pub fn print_json(&self) -> Result<(), CliError> {
        print_json(&self.json()?)
    }

    /// Prints the verdict in words, the deck named `label`.
    pub fn print(&self, label: &str) {
        let counts: Vec<String> = self
            .format
            .sections
            .iter()
            .map(|s| format!("{} {}", s.label, self.result.count(s.section)))
            .collect();
        let counts = counts.join(", ");
        let under = self.format.checked_against();
        if self.result.legal {
            outln!("{label}: legal {under} ({counts}).");
        } else {
            let n = self.result.violations.len();
            outln!(
                "{label}: not legal {under} ({counts}); {n} problem{}:",
                if n == 1 { "" } else { "s" }
            );
            for v in &self.result.violations {
                outln!("  {} (rule {}): {}", v.code, v.rule, v.message);
            }
        }
        for w in &self.result.warnings {
            outln!("  warning: {}", w.message);
        }
    }
}
