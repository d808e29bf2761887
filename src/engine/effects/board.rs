//! The board: flipping and tapping (204.5.2, 402.1), Treats (207.2.1), protection (404.4), a Scene
//! added (402.3).
//!
//! Each effect of the family: whether the engine carries it out (its support check, which a
//! card's ability must pass to be automated) and what it does when it resolves.

use crate::ability::{Op, Protection, Side};

use super::super::abilities::supports_target;
use super::super::decision::{ChosenRef, Frame};
use super::super::resolve::{StepFlow, TARGETS_MAX};
use super::super::{CardHandle, CardTable, Event, EventLog, GameState};

/// Whether the engine carries out `op` (an effect of this family), or what it lacks for it.
pub(crate) fn supports(op: &Op) -> Result<(), &'static str> {
    match op {
        Op::Flip { target, .. } | Op::SetTapped { target, .. } => supports_target(target),
        Op::AddScene {
            side: Side::You | Side::Rival,
            ..
        } => Ok(()),
        Op::Treat { target, .. } => supports_target(target),
        Op::Protect {
            target,
            from: crate::ability::Protection::RetireInContact,
            ..
        } => supports_target(target),
        Op::Protect { .. } => Err("protection from Event effects for a while"),
        _ => Err("this operation"),
    }
}

impl GameState {
    /// Resolves `op` (an effect of this family) for the ability of `source`.
    pub(in crate::engine) fn run_board(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        op: &Op,
        frame: &mut Frame,
        ev: &mut EventLog<'_>,
    ) -> StepFlow {
        match op {
            Op::Flip { target, face_up } => {
                let mut found = [ChosenRef::default(); TARGETS_MAX];
                let targets = self.targets(table, source, frame, target, &mut found);
                for pick in targets.iter() {
                    let ChosenRef::Card(card) = *pick else {
                        continue;
                    };
                    // Two-player: the rival's Scene too (204.5.2), in its own Scene Area.
                    self.flip(card, *face_up, ev);
                }
                StepFlow::Next
            }
            Op::SetTapped { target, tapped } => {
                let mut found = [ChosenRef::default(); TARGETS_MAX];
                let targets = self.targets(table, source, frame, target, &mut found);
                for pick in targets.iter() {
                    // Two-player: a rival's Character by its lane, too (BP03-GR10).
                    if let Some(card) = self.pick_card(*pick) {
                        self.set_tapped(card, *tapped, ev);
                    }
                }
                StepFlow::Next
            }
            Op::AddScene {
                side: crate::ability::Side::Rival,
                face_up,
                tapped,
            } => {
                // Two-player: the rival adds the Scene from its own Scene Deck; the goldfish
                // rival has none (502.1.1b: skipped).
                if self.two_player {
                    let (rival, face_up, tapped) = (self.to_act.other(), *face_up, *tapped);
                    self.on_side_of(table, rival, ev, |g, ev| {
                        g.add_scene(rival, face_up, tapped, ev);
                    });
                }
                StepFlow::Next
            }
            Op::AddScene {
                face_up, tapped, ..
            } => {
                self.add_scene(self.to_act, *face_up, *tapped, ev);
                StepFlow::Next
            }
            Op::Treat { target, add } => {
                let mut found = [ChosenRef::default(); TARGETS_MAX];
                let targets = self.targets(table, source, frame, target, &mut found);
                for pick in targets.iter() {
                    // Both players' Characters (BP03-GR03: "in both players' Adventure Areas").
                    if let Some(card) = self.pick_card(*pick) {
                        self.set_treat(card, *add, ev);
                    }
                }
                StepFlow::Next
            }
            Op::Protect { target, from, .. } => {
                if *from != Protection::RetireInContact {
                    return StepFlow::Next;
                }
                let mut found = [ChosenRef::default(); TARGETS_MAX];
                let targets = self.targets(table, source, frame, target, &mut found);
                for pick in targets.iter() {
                    if let ChosenRef::Card(card) = *pick
                        && let Some(slot) = self.your_slot_mut(card)
                    {
                        slot.protected = true;
                        ev.push(Event::Protected { card });
                    }
                }
                StepFlow::Next
            }
            // Not an effect of this family: `run_op` dispatches by family.
            _ => StepFlow::Next,
        }
    }
}
