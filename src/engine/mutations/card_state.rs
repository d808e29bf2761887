//! A card's state in play: tapped or not, face up or down, holding a Treat (207.2.1).

use super::super::{CardHandle, Event, EventLog, GameState, Slot};
use crate::engine::Side;

impl GameState {
    /// Taps or untaps the acting player's Scene at `index` of its Scene Area, and records it.
    pub(crate) fn tap_scene(
        &mut self,
        side: Side,
        index: usize,
        tapped: bool,
        ev: &mut EventLog<'_>,
    ) {
        if let Some(scene) = self.players[side].scene_area.get_mut(index) {
            scene.tapped = tapped;
            ev.push(Event::TappedChanged {
                card: scene.card,
                tapped,
            });
        }
    }

    /// Taps or untaps the acting player's Character in `slot`, and records it.
    pub(crate) fn tap_character(
        &mut self,
        side: Side,
        slot: usize,
        tapped: bool,
        ev: &mut EventLog<'_>,
    ) {
        if let Some(Some(s)) = self.players[side].adventure.get_mut(slot) {
            s.tapped = tapped;
            ev.push(Event::TappedChanged {
                card: s.character,
                tapped,
            });
        }
    }

    /// Taps or untaps the acting player's Main Character (2.0.0), and records it.
    pub(crate) fn tap_main_character(&mut self, side: Side, tapped: bool, ev: &mut EventLog<'_>) {
        self.players[side].main_character_tapped = tapped;
        ev.push(Event::TappedChanged {
            card: self.players[side].main_character,
            tapped,
        });
    }

    /// 402.1: untaps every tapped Scene and Character of the acting player, and its Main Character.
    pub(crate) fn untap_all(&mut self, side: Side, ev: &mut EventLog<'_>) {
        for i in 0..self.players[side].scene_area.len() {
            if self.players[side]
                .scene_area
                .get(i)
                .is_some_and(|s| s.tapped)
            {
                self.tap_scene(side, i, false, ev);
            }
        }
        for slot in 0..self.players[side].adventure.len() {
            if matches!(self.players[side].adventure.get(slot), Some(Some(s)) if s.tapped) {
                self.tap_character(side, slot, false, ev);
            }
        }
        if self.players[side].main_character_tapped {
            self.tap_main_character(side, false, ev);
        }
    }

    /// Taps or untaps `card` wherever it is in play (a Scene of the acting player, a Character of
    /// either player, the acting player's Main Character), recording it when its state changes.
    pub(crate) fn set_tapped(&mut self, card: CardHandle, tapped: bool, ev: &mut EventLog<'_>) {
        let changed = if let Some(scene) = self.players[self.to_act]
            .scene_area
            .iter_mut()
            .find(|s| s.card == card)
        {
            std::mem::replace(&mut scene.tapped, tapped) != tapped
        } else if let Some(slot) = self.any_slot_mut(card) {
            std::mem::replace(&mut slot.tapped, tapped) != tapped
        } else if self.players[self.to_act].main_character == card {
            std::mem::replace(&mut self.players[self.to_act].main_character_tapped, tapped)
                != tapped
        } else {
            false
        };
        if changed {
            ev.push(Event::TappedChanged { card, tapped });
        }
    }

    /// Turns the Scene `card` face up or down, in the acting player's Scene Area or (two-player) the
    /// other player's (204.5.2), recording it when its face changes; a Scene of the acting player's
    /// turned face up counts for "when a Scene is flipped face up" costs (503.1.4). Returns
    /// whether it changed.
    pub(crate) fn flip(&mut self, card: CardHandle, face_up: bool, ev: &mut EventLog<'_>) -> bool {
        let (mine, theirs) = self.players.pair_mut(self.to_act);
        let mine = mine.scene_area.iter_mut().find(|s| s.card == card);
        let yours = mine.is_some();
        let scene = match mine {
            Some(scene) => Some(scene),
            None => theirs.scene_area.iter_mut().find(|s| s.card == card),
        };
        let Some(scene) = scene.filter(|s| s.face_up != face_up) else {
            return false;
        };
        scene.face_up = face_up;
        ev.push(Event::Flipped { card, face_up });
        if yours {
            self.players[self.to_act].cost_changes.scene_flipped_up |= face_up;
        }
        true
    }

    /// Places or removes a Treat on the Character `card` of either player (207.2.1b: at most
    /// one), recording it when that changes.
    pub(crate) fn set_treat(&mut self, card: CardHandle, placed: bool, ev: &mut EventLog<'_>) {
        if let Some(slot) = self.any_slot_mut(card)
            && slot.treat != placed
        {
            slot.treat = placed;
            ev.push(Event::TreatChanged { card, placed });
        }
    }

    /// The slot of the Character `card`, the acting player's or (two-player) the other player's.
    pub(crate) fn any_slot_mut(&mut self, card: CardHandle) -> Option<&mut Slot> {
        let (mine, theirs) = self.players.pair_mut(self.to_act);
        mine.adventure
            .iter_mut()
            .chain(theirs.adventure.iter_mut())
            .flatten()
            .find(|s| s.character == card)
    }
}
