//! Why a components file, a game file or a setup could not be used: sentences that name the
//! place (entry and field, or line and column) and say what to do.

use std::fmt;

/// One thing wrong with one entry of a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentProblem {
    /// Where: `hurdles[2] "Evil Enchantress"`, `final_challenge`.
    pub place: String,
    /// What is wrong and what to write instead.
    pub message: String,
}

impl fmt::Display for ComponentProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

/// A components or game file that cannot be used. All problems are listed, not only the first.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ComponentsError {
    /// Not JSON of the expected shape.
    #[error("{message} (line {line}, column {column})")]
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the JSON reader said.
        message: String,
    },
    /// JSON of the right shape, with entries that cannot be used.
    #[error("{}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Invalid {
        /// Every problem, in file order.
        problems: Vec<ComponentProblem>,
    },
}

impl ComponentsError {
    /// From a JSON reader error.
    pub fn json(e: &serde_json::Error) -> ComponentsError {
        // The reader's sentence may quote a whole value of the file (an unknown colour).
        ComponentsError::Json {
            line: e.line(),
            column: e.column(),
            message: crate::limits::excerpt(&e.to_string(), 2 * crate::limits::EXCERPT_CHARS),
        }
    }

    /// One sentence per problem, each prefixed with `file` (for the CLI and the app); see
    /// [`ComponentsError::listed_lines`] for a list of bounded length.
    pub fn lines(&self, file: &str) -> Vec<String> {
        match self {
            ComponentsError::Json { .. } => vec![format!(
                "{file}: {self}; the file must be JSON as `ponydeck dbg components export` writes it"
            )],
            ComponentsError::Invalid { problems } => {
                problems.iter().map(|p| format!("{file}: {p}")).collect()
            }
        }
    }
}

impl ComponentsError {
    /// The first [`LISTED_PROBLEMS`](crate::limits::LISTED_PROBLEMS) of [`ComponentsError::lines`],
    /// then `... and N more problems (M in all)`: a file of a million bad entries is told in a
    /// few lines.
    pub fn listed_lines(&self, file: &str) -> Vec<String> {
        let mut lines = self.lines(file);
        let all = lines.len();
        let listed = crate::limits::LISTED_PROBLEMS;
        if all > listed {
            lines.truncate(listed);
            lines.push(format!(
                "{file}: ... and {} more problems ({all} in all); fix these and read it again",
                all - listed
            ));
        }
        lines
    }
}

/// Why a game could not be set up from the components ("Setting Up the Game").
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// No Hurdle of a level can be drawn.
    #[error(
        "no Level {level} Hurdle with its Cloud Limit and Sugar Cubes is entered{skipped}; \
         enter the Hurdles of your box (Adventures: Components, or `ponydeck dbg components import`)",
        skipped = skipped_text(*incomplete)
    )]
    NoHurdle {
        /// The level.
        level: u8,
        /// How many Hurdles of that level lack a number.
        incomplete: usize,
    },
    /// No Final Challenge can be drawn.
    #[error(
        "no Final Challenge with its Cloud Limit and Sugar Cubes is entered{skipped}; \
         enter the Final Challenges of your box (Adventures: Components)",
        skipped = skipped_text(*incomplete)
    )]
    NoFinalChallenge {
        /// How many Final Challenges lack a number.
        incomplete: usize,
    },
    /// More extra Hurdles than there are complete Hurdles left.
    #[error(
        "{wanted} extra Hurdles were asked for but only {available} more complete Hurdles are entered; \
         ask for fewer or enter more Hurdles"
    )]
    NotEnoughExtraHurdles {
        /// Asked for.
        wanted: u8,
        /// Left to draw.
        available: usize,
    },
    /// A Pony chosen that is not among the components.
    #[error("there is no Pony Character named '{name}'; the Ponies are {known}")]
    UnknownPony {
        /// The name given.
        name: String,
        /// The names known, comma-separated.
        known: String,
    },
    /// The same Pony chosen twice.
    #[error("{name} is chosen by two players; each player plays a different Pony")]
    PonyTwice {
        /// The Pony.
        name: String,
    },
    /// More Ponies named than players, or not enough Ponies to go round.
    #[error("{0}")]
    Ponies(String),
    /// A Situations option other than 0, 4 or 8.
    #[error(
        "{0} Situations is not a Continuing Adventures option; use 0, 4 (one of each) or 8 (all)"
    )]
    Situations(u8),
}

fn skipped_text(incomplete: usize) -> String {
    match incomplete {
        0 => String::new(),
        1 => " (1 is entered without them)".to_string(),
        n => format!(" ({n} are entered without them)"),
    }
}

/// Why a saved game could not be read back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SavedGameError {
    /// Not a saved game's JSON.
    #[error("it is not a saved Adventures in Equestria game ({0})")]
    Json(String),
    /// Its components no longer pass the checks.
    #[error("its components cannot be used: {0}")]
    Components(ComponentsError),
    /// A saved step is refused on replay.
    #[error("step {step} of the saved game is refused on replay: {reason}")]
    Replay {
        /// The step, from 1.
        step: usize,
        /// Why.
        reason: super::refusal::Refusal,
    },
}
