//! Plans looked at, put back in order and removed (604, 605, 613).
//!
//! Each effect of the family: whether the engine carries it out (its support check, which a
//! card's ability must pass to be automated) and what it does when it resolves.

use crate::ability::{Op, Side};

use super::super::decision::{ChosenRef, Decision, DecisionKind, Frame};
use super::super::resolve::StepFlow;
use super::super::{CardHandle, CardTable, Event, EventLog, GameState};

/// Whether the engine carries out `op` (an effect of this family), or what it lacks for it.
pub(crate) fn supports(op: &Op) -> Result<(), &'static str> {
    match op {
        Op::LookPlans {
            side: Side::You,
            n: 0,
            reorder: true,
        } => Ok(()),
        Op::LookPlans { reorder: true, .. } => Err("putting some Plans back in another order"),
        Op::LookPlans { .. } | Op::RemovePlan { .. } => Ok(()),
        _ => Err("this operation"),
    }
}

impl GameState {
    /// Resolves `op` (an effect of this family) for the ability of `source`.
    pub(in crate::engine) fn run_plans(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        op: &Op,
        frame: &mut Frame,
        ev: &mut EventLog<'_>,
    ) -> StepFlow {
        match op {
            Op::LookPlans {
                side: crate::ability::Side::You,
                n: 0,
                reorder: true,
            } => {
                // 613: you look at all your Plans, then put them back in the order you choose:
                // the first chosen goes on the lowest Story holding a Plan, and so on.
                self.options.clear();
                for (stage, plan) in self.players[self.to_act].plans.iter().enumerate() {
                    if let Some(plan) = plan {
                        ev.push(Event::LookedAtPlan {
                            card: plan.card,
                            stage: stage as u8,
                        });
                        self.options.push(ChosenRef::Card(plan.card));
                    }
                }
                let n = u8::try_from(self.options.len()).unwrap_or(0);
                if n < 2 {
                    // One Plan or none: no order to choose.
                    self.options.clear();
                    return StepFlow::Next;
                }
                frame.chosen_len = 0;
                frame.pick_start = 0;
                StepFlow::Decide(Decision {
                    source,
                    kind: DecisionKind::ChooseCards,
                    min: n,
                    max: n,
                })
            }
            Op::LookPlans { side, n, .. } => {
                // 613: only you see them, until the ability settles (613.3.0); they stay in
                // their order. The playing rival's Plans are looked at from its lowest Story up;
                // the goldfish rival's Plans are not cards to look at.
                if *side == crate::ability::Side::Rival
                    && let Some(other) = self.opponent()
                {
                    let mut left = if *n == 0 { 4 } else { *n };
                    for (stage, plan) in other.plans.iter().enumerate() {
                        if left == 0 {
                            break;
                        }
                        if let Some(plan) = plan {
                            ev.push(Event::LookedAtRivalPlan {
                                card: plan.card,
                                stage: stage as u8,
                            });
                            left -= 1;
                        }
                    }
                }
                if *side == crate::ability::Side::You {
                    let mut left = if *n == 0 { 4 } else { *n };
                    for stage in 0..4u8 {
                        if left == 0 {
                            break;
                        }
                        if let Some(Some(plan)) =
                            self.players[self.to_act].plans.get(usize::from(stage))
                        {
                            ev.push(Event::LookedAtPlan {
                                card: plan.card,
                                stage,
                            });
                            left -= 1;
                        }
                    }
                }
                StepFlow::Next
            }
            Op::RemovePlan { side, n } => {
                for _ in 0..*n {
                    let removed = match side {
                        crate::ability::Side::Rival => self
                            .lowest_rival_plan()
                            .is_some_and(|stage| self.remove_rival_plan(table, stage as u8, ev)),
                        _ => self.lowest_plan(self.to_act).is_some_and(|stage| {
                            self.remove_own_plan(self.to_act, table, stage, ev)
                        }),
                    };
                    if !removed {
                        break;
                    }
                }
                StepFlow::Next
            }
            // Not an effect of this family: `run_op` dispatches by family.
            _ => StepFlow::Next,
        }
    }
}
