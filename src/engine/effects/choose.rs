//! Choosing (615): the cards a later step acts on, by the player or at random.
//!
//! Each effect of the family: whether the engine carries it out (its support check, which a
//! card's ability must pass to be automated) and what it does when it resolves.

use crate::ability::{Op, Side, Zone as AbilityZone};

use super::super::abilities::supports_zone;
use super::super::decision::{DecisionKind, FRAME_CARDS, Frame};
use super::super::resolve::StepFlow;
use super::super::{CardHandle, CardTable, EventLog, GameState};

/// Whether the engine carries out `op` (an effect of this family), or what it lacks for it.
pub(crate) fn supports(op: &Op) -> Result<(), &'static str> {
    match op {
        // The rival's hand is hidden: its cards are only ever picked at random (615).
        Op::Choose {
            picks,
            random: false,
            ..
        } if picks
            .iter()
            .any(|p| p.side != Side::You && p.zone == AbilityZone::Hand) =>
        {
            Err("choosing a card of the rival's hidden hand")
        }
        Op::Choose { picks, .. } => match picks.as_slice() {
            picks if picks.iter().map(|p| usize::from(p.n)).sum::<usize>() <= FRAME_CARDS => picks
                .iter()
                .try_for_each(|pick| supports_zone(pick.side, pick.zone)),
            _ => Err("a choice of more cards than a resolution holds"),
        },
        _ => Err("this operation"),
    }
}

impl GameState {
    /// Resolves `op` (an effect of this family) for the ability of `source`.
    pub(in crate::engine) fn run_choose(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        op: &Op,
        frame: &mut Frame,
        ev: &mut EventLog<'_>,
    ) -> StepFlow {
        match op {
            Op::Choose {
                picks,
                up_to,
                random: false,
            } => {
                frame.pick = 0;
                frame.chosen_len = 0;
                self.ask_picks(table, source, picks, *up_to, frame)
            }
            Op::Choose {
                picks,
                up_to,
                random,
            } => {
                let Some(pick) = picks.first() else {
                    return StepFlow::Next;
                };
                self.fill_options(table, source, frame, pick);
                if *random
                    && pick.side == crate::ability::Side::Rival
                    && pick.zone == AbilityZone::Hand
                    && !self.two_player
                {
                    // The goldfish rival's hand is a count: that many of its cards go away
                    // (to its Retirement Area, which it does not keep).
                    frame.chosen_len = 0;
                    self.passive_hand_retired(pick.n, ev);
                    return StepFlow::Next;
                }
                if *random {
                    frame.chosen_len = 0;
                    for _ in 0..pick.n {
                        if self.options.is_empty() {
                            break;
                        }
                        let i = self.rng.below(self.options.len());
                        let chosen = self.options.swap_remove(i);
                        frame.choose(chosen);
                    }
                    self.options.clear();
                    return StepFlow::Next;
                }
                self.ask(
                    source,
                    DecisionKind::ChooseCards,
                    pick.n,
                    *up_to,
                    frame,
                    false,
                )
            }
            // Not an effect of this family: `run_op` dispatches by family.
            _ => StepFlow::Next,
        }
    }
}
