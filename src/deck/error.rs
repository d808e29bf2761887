//! What can be wrong with a deck list's lines, and friendly warnings.

use std::fmt;

/// What is wrong with one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeckLineProblem {
    /// The line is not `COUNT[x] CARD-ID [NAME]`, a header or a comment.
    Malformed,
    /// The count is not a whole number from 1.
    BadCount(String),
    /// The JSON is not valid, or lacks what a deck needs; the sentence says what.
    Json(String),
    /// The ID is not in the catalog; the closest IDs and names are suggested.
    UnknownCard {
        /// The ID as written.
        card_id: String,
        /// `ID Name` of the closest cards.
        suggestions: Vec<String>,
    },
}

/// One bad line of a deck list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckLineError {
    /// The line number, from 1.
    pub line: usize,
    /// The line as written.
    pub text: String,
    /// What is wrong.
    pub problem: DeckLineProblem,
}

impl fmt::Display for DeckLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.problem {
            DeckLineProblem::Malformed => write!(
                f,
                "line {}: '{}' is not a card line; write COUNT CARD-ID [NAME], e.g. '4 BP01-C01 Twilight Sparkle'",
                self.line,
                crate::limits::short(&self.text)
            ),
            DeckLineProblem::BadCount(count) => write!(
                f,
                "line {}: '{}' is not a card count; write a whole number from 1 to {}, e.g. '4 BP01-C01'",
                self.line,
                crate::limits::short(count),
                crate::limits::MAX_DECK_COUNT
            ),
            DeckLineProblem::Json(message) => write!(f, "line {}: {message}", self.line),
            DeckLineProblem::UnknownCard {
                card_id,
                suggestions,
            } => {
                write!(f, "line {}: no card {card_id} in the catalog", self.line)?;
                if suggestions.is_empty() {
                    write!(f, "; check the ID")
                } else {
                    write!(f, "; did you mean {}?", suggestions.join(", "))
                }
            }
        }
    }
}

impl std::error::Error for DeckLineError {}

/// Something worth telling the player that does not stop the deck being read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckWarning {
    /// The line number, from 1.
    pub line: usize,
    /// The sentence.
    pub message: String,
}

impl fmt::Display for DeckWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}
