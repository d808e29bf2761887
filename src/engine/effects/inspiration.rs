//! Inspiration changes (607) until the end of the Contact, of the turn or while the source stays.
//!
//! Each effect of the family: whether the engine carries it out (its support check, which a
//! card's ability must pass to be automated) and what it does when it resolves.

use crate::ability::{Duration, Op};

use super::super::abilities::{supports_amount, supports_target};
use super::super::decision::{ChosenRef, Frame};
use super::super::resolve::{StepFlow, TARGETS_MAX};
use super::super::{CardHandle, CardTable, EventLog, GameState};

/// Whether the engine carries out `op` (an effect of this family), or what it lacks for it.
pub(crate) fn supports(op: &Op) -> Result<(), &'static str> {
    match op {
        Op::Inspiration {
            target,
            amount,
            duration,
        } => {
            supports_target(target)?;
            supports_amount(amount)?;
            match duration {
                Duration::Instant
                | Duration::EndOfContact
                | Duration::EndOfTurn
                | Duration::EndOfTurnIfMoved
                | Duration::WhileSource => Ok(()),
                Duration::NextPlay => Err("this duration"),
            }
        }
        _ => Err("this operation"),
    }
}

impl GameState {
    /// Resolves `op` (an effect of this family) for the ability of `source`.
    pub(in crate::engine) fn run_inspiration(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        op: &Op,
        frame: &mut Frame,
        ev: &mut EventLog<'_>,
    ) -> StepFlow {
        match op {
            Op::Inspiration {
                target,
                amount,
                duration,
            } => {
                let delta = i8::try_from(self.amount(table, source, frame, amount).clamp(-99, 99))
                    .unwrap_or(0);
                let mut found = [ChosenRef::default(); TARGETS_MAX];
                let targets = self.targets(table, source, frame, target, &mut found);
                for pick in targets.iter() {
                    self.change_inspiration(*pick, delta, *duration, ev);
                }
                StepFlow::Next
            }
            // Not an effect of this family: `run_op` dispatches by family.
            _ => StepFlow::Next,
        }
    }
}
