//! The rules actions legal right now, in a defined order. Sandbox actions are always available
//! and not listed. Every listed action succeeds when applied (a property test checks this).

use crate::card::{CardType, Chip};

use super::{
    AbilitySource, Action, CardHandle, CardTable, GameState, InspirationStep, LaneChoice, Phase,
};

impl GameState {
    /// Appends the legal rules actions to `out` (cleared first). No allocation once `out` has
    /// its capacity. Copies of the same printing in hand are listed once (the first copy).
    pub fn legal_actions_into(&self, table: &CardTable, out: &mut Vec<Action>) {
        out.clear();
        if self.winner.is_some() {
            return;
        }
        if self.phase == Phase::Setup {
            if !self.hand_decided() {
                out.push(Action::Keep);
                out.push(Action::Mulligan);
            }
            return;
        }
        if let Some(decision) = self.decision {
            let chosen = self.pending.last().map_or(&[][..], |p| p.frame.picks());
            for pick in &self.options {
                if !chosen.contains(pick) {
                    out.push(Action::Choose { pick: *pick });
                }
            }
            if chosen.len() >= usize::from(decision.min) {
                out.push(Action::ChooseDone);
            }
            return;
        }
        if !self.pending.is_empty() {
            if self.pending.last().is_some_and(|p| !p.automated) {
                out.push(Action::ResolvePending);
            }
            return;
        }
        match self.phase {
            Phase::Main => self.main_actions(table, out),
            Phase::Contact => {
                if self.lane_contested() {
                    for (i, scene) in self.players[self.to_act].scene_area.iter().enumerate() {
                        if self.scene_may_boost(table, scene) {
                            out.push(Action::InspoBoost { scene: i as u8 });
                        }
                    }
                    out.push(Action::ResolveLane {
                        choice: LaneChoice::Auto,
                    });
                    if self.inspiration_step == InspirationStep::NonTurnPlayer {
                        // 404.3.2: the non-turn player's step: its boosts, and its end.
                        return;
                    }
                } else if self.inspiration_step == InspirationStep::NonTurnPlayer {
                    // A sandbox move ended the Contact: the step ends (404.3.2).
                    out.push(Action::ResolveLane {
                        choice: LaneChoice::Auto,
                    });
                    return;
                } else if !self.current_lane().is_some_and(|slot| {
                    matches!(self.players[self.to_act].adventure.get(slot), Some(Some(_)))
                }) {
                    // A sandbox move emptied the lane: nothing to do but pass (404.5).
                    out.push(Action::ResolveLane {
                        choice: LaneChoice::Pass,
                    });
                } else {
                    if self.can_promote() {
                        out.push(Action::ResolveLane {
                            choice: LaneChoice::Promote,
                        });
                    }
                    if self.lowest_rival_plan().is_some() {
                        out.push(Action::ResolveLane {
                            choice: LaneChoice::Intervene,
                        });
                    }
                    out.push(Action::ResolveLane {
                        choice: LaneChoice::Pass,
                    });
                }
                out.push(Action::EndTurn);
            }
            Phase::End => {
                if self.players[self.to_act].hand.len() > super::HAND_LIMIT {
                    for (i, card) in self.players[self.to_act].hand.iter().enumerate() {
                        if !self.earlier_copy_in_hand(table, i) {
                            out.push(Action::Discard { card: *card });
                        }
                    }
                }
                out.push(Action::EndTurn);
            }
            Phase::Setup | Phase::Start => {}
        }
    }

    /// Whether a card at `i` in hand has the same printing as an earlier card in hand.
    fn earlier_copy_in_hand(&self, table: &CardTable, i: usize) -> bool {
        let Some(card) = self.players[self.to_act].hand.get(i) else {
            return false;
        };
        let canonical = table.canonical(*card);
        self.players[self.to_act]
            .hand
            .iter()
            .take(i)
            .any(|c| table.canonical(*c) == canonical)
    }

    /// Appends the legal ways to play the hand card `card` now (403, 503; 608: its cost now,
    /// 503.1.4, is at most `available`, the Force of Harmony the player can pay). The one
    /// definition of a legal play: [`GameState::legal_actions_into`] lists these for the first
    /// copy of each printing in hand, and a policy may ask for one card only.
    pub(crate) fn play_actions_into(
        &self,
        table: &CardTable,
        card: CardHandle,
        available: u8,
        out: &mut Vec<Action>,
    ) {
        let kind = table.card_type(card);
        if !matches!(kind, CardType::Character | CardType::Event | CardType::Item)
            || self.effective_cost(table, card) > available
        {
            return;
        }
        match kind {
            CardType::Character => {
                for (slot, occupant) in self.players[self.to_act].adventure.iter().enumerate() {
                    if occupant.is_none() || self.rules.allows_replace() {
                        out.push(Action::PlayCharacter {
                            card,
                            slot: slot as u8,
                        });
                    }
                }
            }
            // 501.4: an Event whose "Only use when ..." does not hold is not playable.
            CardType::Event if self.may_use(table, card) => {
                out.push(Action::PlayEvent { card });
            }
            CardType::Item => {
                for (slot, occupant) in self.players[self.to_act].adventure.iter().enumerate() {
                    if let Some(s) = occupant
                        && table.may_adorn(card, s.character)
                    {
                        out.push(Action::PlayItem {
                            card,
                            slot: slot as u8,
                        });
                    }
                }
            }
            _ => {}
        }
    }

    fn main_actions(&self, table: &CardTable, out: &mut Vec<Action>) {
        // Only in the Main Phase with nothing pending (503.1.1); checked by the caller.
        let available = self.payable().total();
        // The printings already listed (copies in hand are listed once): one bit per
        // canonical handle.
        let mut listed = [0u64; 4];
        for card in self.players[self.to_act].hand.iter().copied() {
            let canonical = usize::from(table.canonical(card));
            let (word, bit) = (canonical / 64, 1u64 << (canonical % 64));
            match listed.get_mut(word) {
                Some(w) if *w & bit != 0 => continue,
                Some(w) => *w |= bit,
                None => {}
            }
            self.play_actions_into(table, card, available, out);
        }
        for (slot, occupant) in self.players[self.to_act].adventure.iter().enumerate() {
            let Some(s) = occupant else { continue };
            // 207.2.1: [Eat Treat] abilities, paid with this Character's Treat.
            if s.treat {
                for source in [AbilitySource::Character, AbilitySource::Item] {
                    if self.can_activate_treat(table, slot as u8, source) {
                        out.push(Action::ActivateTreat {
                            slot: slot as u8,
                            source,
                        });
                    }
                }
            }
            if s.tapped {
                continue;
            }
            // 501.4: "Only use when ..." on the ability.
            if table.has_chip(s.character, Chip::Tap)
                && !table.tap_needs_treat(s.character)
                && self.may_use(table, s.character)
            {
                out.push(Action::ActivateTap {
                    slot: slot as u8,
                    source: AbilitySource::Character,
                });
            }
            if s.item.is_some_and(|item| {
                table.has_chip(item, Chip::Tap)
                    && !table.tap_needs_treat(item)
                    && self.may_use(table, item)
            }) {
                out.push(Action::ActivateTap {
                    slot: slot as u8,
                    source: AbilitySource::Item,
                });
            }
        }
        for (i, scene) in self.players[self.to_act].scene_area.iter().enumerate() {
            if scene.face_up && table.has_chip(scene.card, Chip::Explore) {
                out.push(Action::Explore { scene: i as u8 });
            }
        }
        out.push(Action::BeginContact);
        if self.players[self.to_act].hand.len() > super::HAND_LIMIT {
            out.push(Action::PassContact);
        }
        out.push(Action::EndTurn);
    }
}
