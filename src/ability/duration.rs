//! [`Duration`]: how long an effect lasts (611).

use serde::{Deserialize, Serialize};

/// How long a modification lasts. Modifiers with a duration are recomputed by the engine, never
/// folded into the printed value (607).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Duration {
    /// Happens once (a move, a draw); nothing to undo.
    Instant,
    /// "until the end of this Contact" (Inspo Boost, 404.3).
    EndOfContact,
    /// "until the end of turn" (cleared at 405.1).
    EndOfTurn,
    /// A continuous effect: while the source stays where its ability works (611.3).
    WhileSource,
    /// "the next X you play": ends when it is used, or at the end of turn (405.1).
    NextPlay,
    /// "until the end of turn, if that Character has moved or switched in the Adventure Area":
    /// until the end of turn (405.1), counted only while the Character has moved or switched
    /// within the Adventure Area this turn (612.1.2), whether before or after the effect.
    EndOfTurnIfMoved,
}
