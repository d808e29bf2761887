//! One verdict on a deck as `deck validate`, `deck import` and `deck show` print it, for every
//! game (issue 43): the contract's Kayou keys in their order (`legal`, `rules`, `counts`,
//! `violations`, `warnings`), then `game` and `format`; in words, one line of counts and a line
//! a problem.

use serde_json::{Map, Value, json};

use crate::card::Game;
use crate::format::{
    Format, GameValidation, RulesVersion, Validation, ValidationWarning, Violation,
};
use crate::outln;

use super::{CliError, print_json};

/// A verdict, whichever game's validator gave it.
pub struct ValidationReport<'a> {
    legal: bool,
    game: Game,
    /// The format's code (Kayou: the rules version).
    format: &'a str,
    /// What the deck is checked against, for the sentence: `under rules 2.0.0`,
    /// `in Lorcana Core Constructed`.
    under: String,
    /// Each section: its JSON key, its name and its cards.
    counts: Vec<(&'static str, &'static str, u32)>,
    violations: &'a [Violation],
    warnings: &'a [ValidationWarning],
}

impl<'a> ValidationReport<'a> {
    /// A Kayou deck's verdict under a rules version.
    pub fn kayou(result: &'a Validation, rules: RulesVersion) -> ValidationReport<'a> {
        let c = result.counts;
        ValidationReport {
            legal: result.legal,
            game: Game::Kayou,
            format: rules.as_str(),
            under: format!("under rules {}", result.rules),
            counts: vec![
                ("main", "Main Deck", c.main),
                ("scene", "Scene Deck", c.scene),
                ("story", "Story", c.story),
                ("main_character", "Main Character", c.main_character),
            ],
            violations: &result.violations,
            warnings: &result.warnings,
        }
    }

    /// Another game's verdict under a format.
    pub fn game(result: &'a GameValidation, format: &Format) -> ValidationReport<'a> {
        ValidationReport {
            legal: result.legal,
            game: format.id.game,
            format: result.format.code,
            under: format!("in {} {}", format.id.game.title(), format.name),
            counts: format
                .sections
                .iter()
                .map(|s| {
                    (
                        s.key,
                        s.label,
                        result.counts.get(s.key).copied().unwrap_or(0),
                    )
                })
                .collect(),
            violations: &result.violations,
            warnings: &[],
        }
    }

    /// The JSON: `legal`, `rules`, `counts`, `violations`, `warnings`, `game`, `format`.
    pub fn json(&self) -> Value {
        let counts: Map<String, Value> = self
            .counts
            .iter()
            .map(|(key, _, n)| ((*key).to_string(), json!(n)))
            .collect();
        json!({
            "legal": self.legal,
            "rules": self.format,
            "counts": counts,
            "violations": self.violations,
            "warnings": self.warnings,
            "game": self.game.code(),
            "format": self.format,
        })
    }

    /// Prints the JSON.
    pub fn print_json(&self) -> Result<(), CliError> {
        print_json(&self.json())
    }

    /// Prints the verdict in words, the deck named `label`.
    pub fn print(&self, label: &str) {
        let counts: Vec<String> = self
            .counts
            .iter()
            .map(|(_, name, n)| format!("{name} {n}"))
            .collect();
        let counts = counts.join(", ");
        if self.legal {
            outln!("{label}: legal {} ({counts}).", self.under);
        } else {
            let n = self.violations.len();
            outln!(
                "{label}: not legal {} ({counts}); {n} problem{}:",
                self.under,
                if n == 1 { "" } else { "s" }
            );
            for v in self.violations {
                outln!("  {} (rule {}): {}", v.code, v.rule, v.message);
            }
        }
        for w in self.warnings {
            outln!("  warning: {}", w.message);
        }
    }
}
