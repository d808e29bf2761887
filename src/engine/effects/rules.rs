//! Rules for a while, cost changes (503.1.4), delayed abilities (501.1), conditions within an
//! ability ("If ...") and winning by an effect (104).
//!
//! Each effect of the family: whether the engine carries it out (its support check, which a
//! card's ability must pass to be automated) and what it does when it resolves.

use crate::ability::{Duration, Op, RuleFlag};

use super::super::abilities::supports_condition;
use super::super::decision::{ChosenRef, Frame};
use super::super::resolve::StepFlow;
use super::super::{CardHandle, CardTable, EventLog, GameState};

/// Whether the engine carries out `op` (an effect of this family), or what it lacks for it.
pub(crate) fn supports(op: &Op) -> Result<(), &'static str> {
    match op {
        Op::WinGame => Ok(()),
        Op::If {
            condition,
            then,
            otherwise,
        } => {
            supports_condition(condition)?;
            for op in then.iter().chain(otherwise) {
                // A choice inside waits for its decision like any step (`frame.branch`); an
                // "If" inside another, or a cost change (keyed by its step), is not carried out.
                if matches!(op, Op::If { .. } | Op::CostChange { .. }) {
                    return Err("an \"If ... instead\" inside another, or with a cost change");
                }
                super::supports(op)?;
            }
            Ok(())
        }
        Op::CostChange { .. } => super::super::cost::supports_cost_change(op),
        Op::Delayed {
            event,
            duration: Duration::EndOfTurn,
            steps,
        } => {
            super::super::triggers::supports_event(event)?;
            steps.iter().try_for_each(super::supports)
        }
        Op::Delayed { .. } => Err("delayed abilities that last other than until the end of turn"),
        Op::Rule {
            flag: RuleFlag::ChosenInspoBoostBlocked | RuleFlag::RivalPrePlansToHand,
            duration: Duration::EndOfTurn,
        } => Ok(()),
        Op::Rule { .. } => Err("changes of a rule for a while"),
        _ => Err("this operation"),
    }
}

impl GameState {
    /// Resolves `op` (an effect of this family) for the ability of `source`.
    pub(in crate::engine) fn run_rules(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        op: &Op,
        frame: &mut Frame,
        ev: &mut EventLog<'_>,
    ) -> StepFlow {
        match op {
            Op::Rule {
                flag: RuleFlag::ChosenInspoBoostBlocked,
                ..
            } => {
                // BP03-SPR12: the chosen Scenes' [Inspo Boost] cannot be used until the end of
                // turn (405.1 clears it).
                for pick in frame.chosen() {
                    if let ChosenRef::Card(card) = *pick
                        && let Some(free) = self
                            .turn_rules
                            .inspo_blocked
                            .iter_mut()
                            .find(|b| b.is_none() || **b == Some(card))
                    {
                        *free = Some(card);
                    }
                }
                StepFlow::Next
            }
            Op::Rule {
                flag: RuleFlag::RivalPrePlansToHand,
                ..
            } => {
                // BP02-SPR03: this turn the rival's removed Plans go to its hand, their
                // Pre-plans unused (`mutations/plans.rs`).
                if let Some(flag) = self
                    .turn_rules
                    .no_pre_plans
                    .get_mut(self.to_act.other().index())
                {
                    *flag = true;
                }
                StepFlow::Next
            }
            Op::Rule { .. } => StepFlow::Next,
            Op::If {
                condition,
                then,
                otherwise,
            } => self.run_branch(table, source, (condition, then, otherwise), frame, ev),
            Op::CostChange { amount, .. } => {
                // 503.1.4: "the next X you play from your hand this turn costs N less" waits
                // for its card (`abilities::supports` keeps only that kind of cost change).
                let delta = i8::try_from(self.amount(table, source, frame, amount).clamp(-99, 99))
                    .unwrap_or(0);
                self.add_next_play_cost(table, source, (frame.ability, frame.step), delta, ev);
                StepFlow::Next
            }
            Op::Delayed { .. } => {
                // 501.1: it listens until the end of turn (405.1 clears it).
                if frame.nested.is_none()
                    && let Some(free) = self.delayed.iter_mut().find(|d| d.is_none())
                {
                    *free = Some(super::super::DelayedAbility {
                        source,
                        ability: frame.ability,
                        step: frame.step,
                    });
                }
                StepFlow::Next
            }
            Op::WinGame => {
                // 104.1.1: a Story IV's "you win the game".
                self.win(self.to_act, super::super::WinBy::Story, ev);
                StepFlow::Next
            }
            // Not an effect of this family: `run_op` dispatches by family.
            _ => StepFlow::Next,
        }
    }
}
