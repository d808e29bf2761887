//! Plans (304.4, 604, 605): becoming a Plan, and removing one. A removed Plan of yours is
//! turned over; with a Pre-plan ability it waits in the Settlement Area while the ability
//! resolves and then goes to the Retirement Area (308.1.2, 306.2.4); without one it goes to
//! your hand (605.1.0). A Pre-plan that cannot be carried out at all is skipped and the Plan
//! goes to the Retirement Area under 1.3.0 (605.2.0), to the hand under 2.0.0.

use crate::ability::{Dest, Op, Target, Trigger};

use super::super::decision::Frame;
use super::super::{
    CardHandle, CardTable, Event, EventLog, GameState, PendingKind, PlanCard, Zone,
};
use crate::engine::Side;

impl GameState {
    /// 604.1.0: the Story a new Plan of `side`'s goes on: the highest stage without a Plan.
    pub fn plan_stage_for_new(&self, side: Side) -> Option<u8> {
        (0..4u8).rev().find(|stage| {
            matches!(
                self.players[side].plans.get(usize::from(*stage)),
                Some(None)
            )
        })
    }

    /// 404.4 (Intervene): the lowest stage holding one of `side`'s Plans.
    pub fn lowest_plan(&self, side: Side) -> Option<u8> {
        (0..4u8).find(|stage| {
            matches!(
                self.players[side].plans.get(usize::from(*stage)),
                Some(Some(_))
            )
        })
    }

    /// 605.1.0: removes `side`'s Plan on `stage`; its Pre-plan ability, if it has one, becomes
    /// pending (a rival's Intervene, an effect's "remove"). Returns whether a Plan was there.
    /// Its events are from `side`'s side: `side` acts, or this runs in
    /// [`GameState::on_side_of`].
    pub(crate) fn remove_own_plan(
        &mut self,
        side: Side,
        table: &CardTable,
        stage: u8,
        ev: &mut EventLog<'_>,
    ) -> bool {
        let Some(PlanCard { card, .. }) = self.players[side]
            .plans
            .get_mut(usize::from(stage))
            .and_then(Option::take)
        else {
            return false;
        };
        ev.push(Event::PlanRemoved {
            side: Side::You,
            stage,
            card: Some(card),
        });
        let pre_plan = table
            .abilities(card)
            .iter()
            .position(|a| matches!(a.trigger, Trigger::PrePlan));
        let has_chip = table.has_chip(card, crate::card::Chip::PrePlan);
        // BP02-SPR03: this turn this player's Pre-plans are not used; the Plan goes to the
        // hand (605.1.0, as a Plan without one).
        let no_pre_plans = self
            .turn_rules
            .no_pre_plans
            .get(side.index())
            .copied()
            .unwrap_or(false);
        let to = match pre_plan {
            _ if no_pre_plans => Zone::Hand,
            Some(index) => {
                if self.pre_plan_performable(side, table, card, index) {
                    Zone::Settlement
                } else if self.rules.unperformable_pre_plan_to_hand() {
                    Zone::Hand
                } else {
                    Zone::Retirement
                }
            }
            // A Pre-plan the engine leaves to the player: it resolves it from the Settlement
            // Area and marks it done.
            None if has_chip => Zone::Settlement,
            None => Zone::Hand,
        };
        self.put(side, card, Zone::Plan(stage), to, ev);
        if to == Zone::Settlement {
            self.add_pending(table, card, PendingKind::PrePlan, ev);
        }
        true
    }

    /// Removes the rival's Plan on `stage` (the goldfish rival's Plans are unknown cards with
    /// no Pre-plan: they go to its hand, 605.1.0). A rival that plays turns its own Plan over:
    /// a Pre-plan on it becomes pending, controlled by the rival (605.1).
    pub(crate) fn remove_rival_plan(
        &mut self,
        table: &CardTable,
        stage: u8,
        ev: &mut EventLog<'_>,
    ) -> bool {
        if self.two_player {
            let rival = self.to_act.other();
            return self.on_side_of(table, rival, ev, |g, ev| {
                g.remove_own_plan(rival, table, stage, ev)
            });
        }
        self.passive_plan_to_hand(stage, ev)
    }

    /// 605.2.0: whether any part of the Pre-plan ability `index` of `card` can be carried out
    /// now: its "If" holds and its first step has something to act on.
    fn pre_plan_performable(
        &self,
        side: Side,
        table: &CardTable,
        card: CardHandle,
        index: usize,
    ) -> bool {
        let Some(ability) = table.abilities(card).get(index) else {
            return false;
        };
        let frame = Frame::default();
        let sided = self.side_of(side);
        if let Some(condition) = &ability.condition
            && !sided.holds(table, card, &frame, condition)
        {
            return false;
        }
        match ability.steps.first() {
            Some(Op::Choose { picks, .. }) => picks.iter().any(|pick| {
                let mut any = false;
                sided.for_each_match(
                    table,
                    card,
                    &frame,
                    (pick.side, pick.zone),
                    &pick.filter,
                    &mut |_| any = true,
                );
                any
            }),
            Some(Op::Move {
                target: Target::This,
                to: Dest::Adventure,
            }) => self.players[side].adventure.iter().any(Option::is_none),
            Some(Op::Move {
                target: Target::This,
                to: Dest::AdornTo,
            }) => self.players[side].adventure.iter().any(Option::is_some),
            Some(Op::Draw(_)) => !self.players[side].main_deck.is_empty(),
            _ => true,
        }
    }
}
