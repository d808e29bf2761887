//! The passive rival's zones (`card_table::PASSIVE_RIVAL`): its Plans going to its hand
//! (605.1.0), cards of its hand going away, and its sparring Characters: a stand-in placed in a
//! lane with the Inspiration the player gives it, changed by your effects until the end of
//! turn, and back in its deck when it leaves (Retired in a Contact, 404.3.4, or by an effect,
//! or taken away). A stand-in is always in a lane or in that deck.

use super::super::{ActionError, CardTable, Event, EventLog, GameState, Side, Slot};

impl GameState {
    /// Places a sparring Character of Inspiration `inspiration` in `lane` (0-based), or gives
    /// the one there that Inspiration (its changes gone).
    pub(crate) fn place_sparring(
        &mut self,
        table: &CardTable,
        lane: u8,
        inspiration: u8,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        let Some(card) = table.sparring_card(usize::from(lane)) else {
            return Err(ActionError::NoSuchSlot {
                slot: lane.saturating_add(1),
            });
        };
        let Ok(base) = i8::try_from(inspiration) else {
            return Err(ActionError::Sandbox(format!(
                "a sparring Character's Inspiration is at most {} (asked for {inspiration})",
                i8::MAX
            )));
        };
        let rival = &mut self.players[Side::Rival];
        if let Some(at) = rival.main_deck.iter().position(|&c| c == card) {
            rival.main_deck.remove(at);
        }
        let mut slot = Slot::new(card);
        slot.inspiration_permanent = base;
        if let Some(place) = rival.adventure.get_mut(usize::from(lane)) {
            *place = Some(slot);
        }
        ev.push(Event::Changed);
        Ok(())
    }

    /// Takes the sparring Character in `lane` away (back to the passive rival's deck);
    /// whether there was one.
    pub(crate) fn take_sparring(&mut self, lane: usize) -> bool {
        let rival = &mut self.players[Side::Rival];
        let Some(slot) = rival.adventure.get_mut(lane).and_then(Option::take) else {
            return false;
        };
        rival.main_deck.push(slot.character);
        true
    }

    /// The sparring Character in `lane` Retires (404.3.4 in a Contact, or by an effect).
    pub(crate) fn retire_sparring(&mut self, lane: u8, in_contact: bool, ev: &mut EventLog<'_>) {
        if self.take_sparring(usize::from(lane)) {
            ev.push(Event::RivalRetired { lane, in_contact });
        }
    }

    /// Your effect changes the Inspiration of the sparring Character in `lane` until the end
    /// of turn (405.1); whether there is one.
    pub(crate) fn change_sparring(&mut self, lane: u8, delta: i8) -> bool {
        let Some(Some(slot)) = self.players[Side::Rival]
            .adventure
            .get_mut(usize::from(lane))
        else {
            return false;
        };
        slot.inspiration_turn = slot.inspiration_turn.saturating_add(delta);
        true
    }

    /// 605.1.0: the passive rival's Plan on `stage` is removed: an unknown card with no
    /// Pre-plan, it goes to its hand. Whether there was one.
    pub(crate) fn passive_plan_to_hand(&mut self, stage: u8, ev: &mut EventLog<'_>) -> bool {
        let rival = &mut self.players[Side::Rival];
        let Some(plan) = rival
            .plans
            .get_mut(usize::from(stage))
            .and_then(Option::take)
        else {
            return false;
        };
        rival.hand.push(plan.card);
        ev.push(Event::PlanRemoved {
            side: Side::Rival,
            stage,
            card: None,
        });
        true
    }

    /// Up to `n` cards of the passive rival's hand, which nobody knows, go to its Retirement
    /// Area (a random discard, 602).
    pub(crate) fn passive_hand_retired(&mut self, n: u8, ev: &mut EventLog<'_>) {
        let rival = &mut self.players[Side::Rival];
        let count = usize::from(n).min(rival.hand.len());
        if count == 0 {
            return;
        }
        let kept = rival.hand.len() - count;
        rival.retirement.extend(rival.hand.drain(kept..));
        ev.push(Event::RivalHandRetired {
            count: u8::try_from(count).unwrap_or(u8::MAX),
        });
    }
}
