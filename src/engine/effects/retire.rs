//! Retiring a Character by an effect (614), the rival's included.
//!
//! Each effect of the family: whether the engine carries it out (its support check, which a
//! card's ability must pass to be automated) and what it does when it resolves.

use crate::ability::{Op, Protection};

use super::super::abilities::supports_target;
use super::super::decision::{ChosenRef, Frame};
use super::super::resolve::{StepFlow, TARGETS_MAX};
use super::super::{CardHandle, CardTable, EventLog, GameState};

/// Whether the engine carries out `op` (an effect of this family), or what it lacks for it.
pub(crate) fn supports(op: &Op) -> Result<(), &'static str> {
    match op {
        Op::Retire(target) => supports_target(target),
        _ => Err("this operation"),
    }
}

impl GameState {
    /// Resolves `op` (an effect of this family) for the ability of `source`.
    pub(in crate::engine) fn run_retire(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        op: &Op,
        frame: &mut Frame,
        ev: &mut EventLog<'_>,
    ) -> StepFlow {
        match op {
            Op::Retire(target) => {
                let mut found = [ChosenRef::default(); TARGETS_MAX];
                let targets = self.targets(table, source, frame, target, &mut found);
                for pick in targets.iter() {
                    match *pick {
                        ChosenRef::Card(card) => {
                            let shielded = frame.by_event
                                && self.is_protected(table, card, Protection::RetireByEvents);
                            if let Some(slot) = self.slot_of(card)
                                && !shielded
                            {
                                self.retire_character(self.to_act, table, slot, false, ev);
                            }
                        }
                        ChosenRef::RivalSlot(lane) if self.two_player => {
                            // Two-player: the rival's Character Retires from its side (its
                            // Item, tokens and [Farewell] with it, 614).
                            let rival = self.to_act.other();
                            let slot = GameState::facing_slot(usize::from(lane)) as u8;
                            self.on_side_of(table, rival, ev, |g, ev| {
                                g.retire_character(rival, table, slot, false, ev);
                            });
                        }
                        ChosenRef::RivalSlot(lane) => self.retire_sparring(lane, false, ev),
                        ChosenRef::Slot(_) | ChosenRef::Top | ChosenRef::Bottom => {}
                    }
                }
                StepFlow::Next
            }
            // Not an effect of this family: `run_op` dispatches by family.
            _ => StepFlow::Next,
        }
    }
}
