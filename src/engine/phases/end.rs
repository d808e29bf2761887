//! 405: the End Phase. Until-end-of-turn effects end (405.1); the hand is discarded down to 10
//! (405.2: the player's choice through [`Action::Discard`](crate::engine::Action), else the
//! last cards drawn); then the rival's turn passes.

use crate::engine::Side;
use crate::engine::{
    ActionError, CardHandle, CardTable, Event, EventLog, GameState, HAND_LIMIT, Phase, Zone,
};

impl GameState {
    /// 405.2: discard a card of your choice while above ten cards in the End Phase.
    pub(crate) fn end_phase_discard(
        &mut self,
        table: &CardTable,
        card: CardHandle,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        if self.phase != Phase::End {
            return Err(ActionError::WrongPhase {
                action: "the hand-limit discard",
                phase: self.phase,
                hint: " (405.2.0: it is part of the End Phase)",
            });
        }
        if self.players[self.to_act].hand.len() <= HAND_LIMIT {
            return Err(ActionError::NoDiscardNeeded {
                count: self.players[self.to_act].hand.len(),
            });
        }
        self.discard_from_hand(self.to_act, table, card, ev)
    }

    /// Ends your turn from the Main, Contact or End Phase: lanes not yet resolved take no
    /// action, 405.1 ends until-end-of-turn effects, 405.2 discards the last cards drawn down
    /// to 10, the rival's turn passes and your next Start Phase runs.
    pub(crate) fn end_turn(
        &mut self,
        table: &CardTable,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        if !matches!(self.phase, Phase::Main | Phase::Contact | Phase::End) {
            return Err(ActionError::WrongPhase {
                action: "ending the turn",
                phase: self.phase,
                hint: "",
            });
        }
        if self.phase != Phase::End {
            self.enter_phase(Phase::End, ev);
        }
        // 405: "at the end of your turn" abilities trigger and resolve before the turn ends;
        // one that waits (a decision, or one left to the player) keeps the End Phase open.
        if !self.turn_end_triggered {
            self.turn_end_triggered = true;
            let start = ev.len();
            ev.push(Event::TurnEnds { side: Side::You });
            self.run_abilities(table, ev, start);
            self.scanned_to = ev.len();
            if !self.pending.is_empty() || self.winner.is_some() {
                return Ok(());
            }
        }
        self.turn_end_triggered = false;
        // 405.1: clearing step (both players' Characters: the turn's effects on the rival's
        // end too).
        // Each side's three slots on their own (a chained, flattened walk over both compiles
        // to a loop several times as long).
        let clear = |adventure: &mut [Option<crate::engine::Slot>; 3]| {
            for slot in adventure.iter_mut().flatten() {
                slot.inspiration_turn = 0;
                slot.inspiration_turn_if_moved = 0;
                slot.inspiration_contact = 0;
                slot.protected = false;
                slot.moves_this_turn = 0;
            }
        };
        let (mine, theirs) = self.players.pair_mut(self.to_act);
        clear(&mut mine.adventure);
        clear(&mut theirs.adventure);
        self.delayed = [None; 2];
        self.turn_rules = crate::engine::TurnRules::default();
        // "the next X you play this turn" that no card used.
        self.players[self.to_act].cost_changes.clear();
        // 405.2: down to ten, the last cards drawn first.
        while self.players[self.to_act].hand.len() > HAND_LIMIT {
            let Some(card) = self.players[self.to_act].hand.pop() else {
                break;
            };
            self.put(self.to_act, card, Zone::Hand, Zone::Retirement, ev);
        }
        self.lanes_done = 0;
        self.inspiration_step = crate::engine::InspirationStep::TurnPlayer;
        self.turn = self.turn.saturating_add(1);
        if self.two_player {
            // Two-player: the other player's turn begins (402).
            let next = self.to_act.other();
            self.hand_over(table, next, ev);
            self.begin_your_turn(ev);
            return Ok(());
        }
        self.pass_rival_turn(ev);
        Ok(())
    }
}
