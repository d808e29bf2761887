//! Routes an action to the phase that handles it, after the checks every action shares: the
//! game is not over (104), the opening hand comes first (103.4.1), and cards or activated
//! abilities wait until the pending list is empty (503.1.1).

use crate::engine::{
    Action, ActionError, CardTable, Event, EventLog, GameState, InspirationStep, Phase,
};

impl GameState {
    /// Applies one action, appending what happened to `events`, then resolves the automated
    /// abilities it set off (504). A refused action changes nothing. Inside the crate only: the
    /// built-in players look ahead with it on a copy of the state; from outside, `Game::apply`
    /// is the one way in, and it keeps the log that replays and undo read.
    pub(crate) fn apply_action(
        &mut self,
        table: &CardTable,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let ev = &mut EventLog::new(events);
        let start = ev.len();
        self.scanned_to = start;
        // Matched rather than kept: the common `Ok` is built anew after the abilities run,
        // not a whole `Result` carried across them.
        match self.apply_rules_action(table, action, ev) {
            Ok(()) => {
                let from = self.scanned_to.max(start);
                self.run_abilities(table, ev, from);
                self.scanned_to = 0;
                Ok(())
            }
            Err(refused) => {
                self.scanned_to = 0;
                Err(refused)
            }
        }
    }

    fn apply_rules_action(
        &mut self,
        table: &CardTable,
        action: Action,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        if self.winner.is_some() {
            return Err(ActionError::GameOver);
        }
        match action {
            Action::Choose { pick } => return self.choose(table, pick, ev),
            Action::ChooseDone => return self.choose_done(table, ev),
            _ => {}
        }
        if self.decision.is_some() {
            return Err(ActionError::DecisionOpen {
                prompt: self.decision_prompt(table),
            });
        }
        match action {
            Action::Keep | Action::Mulligan => {
                if self.hand_decided() || self.phase != Phase::Setup {
                    return Err(ActionError::HandDecided);
                }
                self.decide_hand(action == Action::Mulligan, ev);
                return Ok(());
            }
            Action::Sandbox(sandbox) => return self.apply_sandbox(table, sandbox, ev),
            Action::ResolvePending => return self.resolve_pending(ev),
            Action::Choose { .. } | Action::ChooseDone => {}
            _ => {}
        }
        if self.phase == Phase::Setup {
            return Err(ActionError::WrongPhase {
                action: action.name(),
                phase: self.phase,
                hint: " (103.4.1: keep or mulligan first)",
            });
        }
        if !self.pending.is_empty() {
            return Err(ActionError::PendingAbilities {
                count: self.pending.len(),
            });
        }
        // 404.3.2: the non-turn player's Inspiration step: its Inspo Boosts and its end only.
        if self.inspiration_step == InspirationStep::NonTurnPlayer
            && !matches!(
                action,
                Action::InspoBoost { .. } | Action::ResolveLane { .. }
            )
        {
            return Err(ActionError::InNonTurnInspirationStep {
                action: action.name(),
            });
        }
        let main_only = |state: &GameState| {
            if state.phase == Phase::Main {
                Ok(())
            } else {
                Err(ActionError::WrongPhase {
                    action: action.name(),
                    phase: state.phase,
                    hint: " (403: only in your Main Phase)",
                })
            }
        };
        match action {
            Action::PlayCharacter { card, slot } => {
                main_only(self)?;
                self.play_character(table, card, slot, ev)
            }
            Action::PlayEvent { card } => {
                main_only(self)?;
                self.play_event(table, card, ev)
            }
            Action::PlayItem { card, slot } => {
                main_only(self)?;
                self.play_item(table, card, slot, ev)
            }
            Action::ActivateTap { slot, source } => {
                main_only(self)?;
                self.activate_tap(table, slot, source, ev)
            }
            Action::ActivateTreat { slot, source } => {
                main_only(self)?;
                self.activate_treat(table, slot, source, ev)
            }
            Action::Explore { scene } => {
                main_only(self)?;
                self.explore(table, scene, ev)
            }
            Action::BeginContact => {
                main_only(self)?;
                self.begin_contact(ev);
                Ok(())
            }
            Action::PassContact => {
                main_only(self)?;
                self.lanes_done = 0;
                self.enter_phase(Phase::End, ev);
                Ok(())
            }
            Action::InspoBoost { scene } => self.inspo_boost(table, scene, ev),
            Action::ResolveLane { choice } => self.resolve_lane(table, choice, ev),
            Action::Discard { card } => self.end_phase_discard(table, card, ev),
            Action::EndTurn => self.end_turn(table, ev),
            Action::Keep
            | Action::Mulligan
            | Action::Sandbox(_)
            | Action::ResolvePending
            | Action::Choose { .. }
            | Action::ChooseDone => Ok(()),
        }
    }
}
