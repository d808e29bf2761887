//! Cards moved, drawn, discarded, revealed and rested: the draw (601), a discard (602), a move by
//! an ability (617), moving or switching within the Adventure Area (612), revealing (613), the rest
//! of the cards looked at.
//!
//! Each effect of the family: whether the engine carries it out (its support check, which a
//! card's ability must pass to be automated) and what it does when it resolves.

use crate::ability::{Dest, Op, Zone as AbilityZone};

use super::super::abilities::{supports_amount, supports_target};
use super::super::decision::{ChosenRef, DecisionKind, FRAME_CARDS, Frame};
use super::super::resolve::{StepFlow, TARGETS_MAX};
use super::super::{CardHandle, CardTable, Event, EventLog, GameState};

/// Whether the engine carries out `op` (an effect of this family), or what it lacks for it.
pub(crate) fn supports(op: &Op) -> Result<(), &'static str> {
    match op {
        Op::Draw(amount) => supports_amount(amount),
        Op::Discard(n) if usize::from(*n) <= FRAME_CARDS => Ok(()),
        Op::Move { target, to } => {
            supports_target(target)?;
            match to {
                Dest::Hand
                | Dest::Adventure
                | Dest::Retirement
                | Dest::DeckTop
                | Dest::DeckBottom
                | Dest::SceneDeckBottom
                | Dest::SceneArea { .. }
                | Dest::Plan
                | Dest::AdornTo
                | Dest::DeckTopOrBottom
                | Dest::SceneDeckTopOrBottom => Ok(()),
            }
        }
        Op::Reveal { zone, n, .. }
            if matches!(zone, AbilityZone::Deck | AbilityZone::SceneDeck)
                && usize::from(*n) <= FRAME_CARDS =>
        {
            Ok(())
        }
        Op::Rest { to, .. } => match to {
            Dest::Retirement
            | Dest::DeckBottom
            | Dest::DeckTop
            | Dest::Hand
            | Dest::SceneDeckBottom
            | Dest::DeckTopOrBottom
            | Dest::SceneDeckTopOrBottom => Ok(()),
            _ => Err("a destination that needs a choice"),
        },
        Op::MoveInAdventure(target) => supports_target(target),
        _ => Err("this operation"),
    }
}

impl GameState {
    /// Resolves `op` (an effect of this family) for the ability of `source`.
    pub(in crate::engine) fn run_cards(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        op: &Op,
        frame: &mut Frame,
        ev: &mut EventLog<'_>,
    ) -> StepFlow {
        match op {
            Op::Discard(n) => {
                self.options.clear();
                let hand = std::mem::take(&mut self.options);
                let mut hand = hand;
                hand.extend(
                    self.players[self.to_act]
                        .hand
                        .iter()
                        .map(|c| ChosenRef::Card(*c)),
                );
                self.options = hand;
                match self.ask(source, DecisionKind::Discard, *n, false, frame, false) {
                    StepFlow::Next => {
                        self.discard_chosen(table, frame, ev);
                        StepFlow::Next
                    }
                    decide => decide,
                }
            }
            Op::Draw(amount) => {
                let n = self.amount(table, source, frame, amount).max(0);
                for _ in 0..n {
                    if !self.draw_one(self.to_act, ev) {
                        break;
                    }
                }
                StepFlow::Next
            }
            Op::Move {
                target,
                to: to @ (Dest::AdornTo | Dest::DeckTopOrBottom | Dest::SceneDeckTopOrBottom),
            } => {
                // One card, and a decision: onto which Character, or the top or the bottom.
                let mut found = [ChosenRef::default(); TARGETS_MAX];
                let targets = self.targets(table, source, frame, target, &mut found);
                let Some(card) = targets.iter().find_map(|p| match p {
                    ChosenRef::Card(card) => Some(*card),
                    _ => None,
                }) else {
                    return StepFlow::Next;
                };
                frame.subject = Some(card);
                if *to != Dest::AdornTo {
                    return self.ask_top_or_bottom(source, frame);
                }
                self.options.clear();
                for s in self.players[self.to_act].adventure.iter().flatten() {
                    if s.character != card && table.may_adorn(card, s.character) {
                        self.options.push(ChosenRef::Card(s.character));
                    }
                }
                match self.ask(source, DecisionKind::ChooseCards, 1, false, frame, true) {
                    StepFlow::Next => {
                        self.finish_adorn(table, frame, ev);
                        StepFlow::Next
                    }
                    decide => decide,
                }
            }
            Op::Move { target, to } => {
                let mut found = [ChosenRef::default(); TARGETS_MAX];
                let targets = self.targets(table, source, frame, target, &mut found);
                for pick in targets.iter() {
                    if let ChosenRef::Card(card) = *pick {
                        // Two-player: a card of the rival's (its Scene, a card of its hand)
                        // moves within its own zones, from its side (617).
                        let owner = table.owner(card);
                        let theirs = owner != self.to_act && self.two_player;
                        // "When you move an adorned Item ..." (BP03-U16) is the mover's: a
                        // rival's Item moved by your effect is not the rival's doing.
                        let adorned_item = !theirs
                            && *to == Dest::Retirement
                            && self.players[self.to_act]
                                .adventure
                                .iter()
                                .flatten()
                                .any(|s| s.item == Some(card));
                        let to = *to;
                        self.on_side_of(table, owner, ev, |g, ev| {
                            g.move_to(owner, table, card, to, ev);
                        });
                        frame.forget_revealed(card);
                        if adorned_item {
                            ev.push(Event::ItemRetired { card });
                        }
                    }
                }
                StepFlow::Next
            }
            Op::MoveInAdventure(target) => {
                let mut found = [ChosenRef::default(); TARGETS_MAX];
                let targets = self.targets(table, source, frame, target, &mut found);
                let Some(card) = targets.iter().find_map(|p| match p {
                    ChosenRef::Card(card) if self.slot_of(*card).is_some() => Some(*card),
                    _ => None,
                }) else {
                    return StepFlow::Next;
                };
                frame.subject = Some(card);
                self.options.clear();
                for (slot, s) in self.players[self.to_act].adventure.iter().enumerate() {
                    if s.is_none() {
                        self.options.push(ChosenRef::Slot(slot as u8));
                    }
                }
                // 612.1.0: with no empty slot the move cannot be performed.
                match self.ask(source, DecisionKind::ChooseSlot, 1, false, frame, true) {
                    StepFlow::Next => {
                        self.finish_move_in_adventure(frame, ev);
                        StepFlow::Next
                    }
                    decide => decide,
                }
            }
            Op::Reveal { zone, n, .. } => {
                frame.revealed_len = 0;
                let kind = match zone {
                    AbilityZone::SceneDeck => super::super::DeckKind::Scene,
                    _ => super::super::DeckKind::Main,
                };
                self.settle_deck(self.to_act, kind, usize::from(*n));
                let deck = match zone {
                    AbilityZone::SceneDeck => &self.players[self.to_act].scene_deck,
                    _ => &self.players[self.to_act].main_deck,
                };
                for (position, card) in deck.iter().rev().take(usize::from(*n)).enumerate() {
                    if let Some(slot) = frame.revealed.get_mut(position) {
                        *slot = *card;
                        frame.revealed_len += 1;
                        ev.push(Event::Looked {
                            card: *card,
                            position: position as u8,
                        });
                    }
                }
                StepFlow::Next
            }
            Op::Rest {
                to: Dest::DeckTopOrBottom | Dest::SceneDeckTopOrBottom,
                ..
            } => {
                if frame.revealed_len == 0 {
                    return StepFlow::Next;
                }
                frame.subject = None;
                self.ask_top_or_bottom(source, frame)
            }
            Op::Rest { to, .. } => {
                let rest = frame.revealed;
                let len = usize::from(frame.revealed_len);
                for card in rest.iter().take(len) {
                    self.move_to(self.to_act, table, *card, *to, ev);
                }
                frame.revealed_len = 0;
                StepFlow::Next
            }
            // Not an effect of this family: `run_op` dispatches by family.
            _ => StepFlow::Next,
        }
    }
}
