//! 403: the Main Phase. Playing Characters (into an empty slot, or under 2.0.0 onto an occupied
//! one as a Replace), Events (through the Settlement Area, 308.1.1) and Items (adorned,
//! 203/503.2.2), activated "[Adventure] [Tap]" abilities (201.6.4c) and Explore (501.3.2).
//! Abilities the engine does not carry out become pending (504) for the player to resolve.

use crate::card::{CardType, Chip};
use crate::engine::decision::Frame;
use crate::engine::{
    AbilitySource, ActionError, CardHandle, CardTable, Event, EventLog, GameState, Pending,
    PendingKind, Slot, Zone,
};

impl GameState {
    /// Checks that `card` is in hand with the type wanted; its place in the hand (the play
    /// takes it from there once paid for: the hand is searched once).
    fn hand_card(
        &self,
        table: &CardTable,
        card: CardHandle,
        wanted: CardType,
    ) -> Result<usize, ActionError> {
        let Some(position) = self.players[self.to_act]
            .hand
            .iter()
            .position(|c| *c == card)
        else {
            return Err(ActionError::NotThere {
                card: table.label(card),
                zone: "hand",
            });
        };
        let card_type = table.card_type(card);
        if card_type != wanted {
            return Err(ActionError::WrongType {
                card: table.label(card),
                card_type: card_type.name(),
                wanted: wanted.name(),
            });
        }
        Ok(position)
    }

    /// Adds a pending ability on top of the list (504.3).
    pub(crate) fn add_pending(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        kind: PendingKind,
        ev: &mut EventLog<'_>,
    ) {
        let ability = super::super::abilities::ability_index(table, source, kind);
        self.pending.push(Pending {
            source,
            kind,
            automated: ability.is_some(),
            frame: Frame::new(ability.unwrap_or(0)),
            batch: 0,
        });
        ev.push(Event::PendingAdded { source, kind });
    }

    /// 403.2, 503.2.1: play a Character into `slot`. An occupied slot is a Replace (2.0.0):
    /// the old Character and its Item go to the Retirement Area and neither Appear nor
    /// Farewell triggers; the new Character's [Replace] ability does.
    pub(crate) fn play_character(
        &mut self,
        table: &CardTable,
        card: CardHandle,
        slot: u8,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        let position = self.hand_card(table, card, CardType::Character)?;
        let index = usize::from(slot);
        let Some(occupant) = self.players[self.to_act].adventure.get(index).copied() else {
            return Err(ActionError::NoSuchSlot {
                slot: slot.saturating_add(1),
            });
        };
        if let Some(old) = occupant
            && !self.rules.allows_replace()
        {
            return Err(ActionError::SlotOccupied {
                slot: slot.saturating_add(1),
                occupant: table.label(old.character),
                rules: self.rules.as_str(),
            });
        }
        // 503.1.4: the cost with every change that applies now.
        let cost = self.effective_cost(table, card);
        self.check_payment(table, card, cost)?;
        self.players[self.to_act].hand.remove(position);
        self.pay(cost, ev);
        self.use_next_play_costs(table, card, ev);
        if let Some(old) = occupant {
            // 2.0.0 Replace: straight to the Retirement Area, no Farewell.
            self.put(
                self.to_act,
                old.character,
                Zone::Character(slot),
                Zone::Retirement,
                ev,
            );
            if let Some(item) = old.item {
                self.put(self.to_act, item, Zone::Item(slot), Zone::Retirement, ev);
            }
            ev.push(Event::Replaced {
                old: old.character,
                slot,
            });
        }
        self.put(self.to_act, card, Zone::Hand, Zone::Character(slot), ev);
        if occupant.is_some() {
            if table.has_chip(card, Chip::Replace) {
                self.add_pending(table, card, PendingKind::Replace, ev);
            }
        } else if table.has_chip(card, Chip::Appear) {
            // 201.6.1, 503.3.1.
            self.add_pending(table, card, PendingKind::Appear, ev);
        }
        Ok(())
    }

    /// 403.3, 503.2.3: play an Event: it enters the Settlement Area and its ability becomes
    /// pending; once resolved it moves to the Retirement Area (403.3.1).
    pub(crate) fn play_event(
        &mut self,
        table: &CardTable,
        card: CardHandle,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        let position = self.hand_card(table, card, CardType::Event)?;
        if !self.may_use(table, card) {
            return Err(ActionError::PlayRestriction {
                card: table.label(card),
            });
        }
        // 503.1.4: the cost with every change that applies now.
        let cost = self.effective_cost(table, card);
        self.check_payment(table, card, cost)?;
        self.players[self.to_act].hand.remove(position);
        self.pay(cost, ev);
        self.use_next_play_costs(table, card, ev);
        self.put(self.to_act, card, Zone::Hand, Zone::Settlement, ev);
        self.add_pending(table, card, PendingKind::Event, ev);
        Ok(())
    }

    /// 403.4, 503.2.2: play an Item adorned to the Character in `slot`, honouring "Only adorn
    /// ｢X｣"; an Item it already holds goes to the Retirement Area.
    pub(crate) fn play_item(
        &mut self,
        table: &CardTable,
        card: CardHandle,
        slot: u8,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        let position = self.hand_card(table, card, CardType::Item)?;
        let character = self.character_in(slot, " to adorn (503.1.8)")?;
        if !table.may_adorn(card, character.character) {
            let names = table
                .info(card)
                .map(|i| i.only_adorn.join(" or "))
                .unwrap_or_default();
            return Err(ActionError::OnlyAdorn {
                item: table.label(card),
                names,
                character: table.label(character.character),
                slot: slot.saturating_add(1),
            });
        }
        // 503.1.4: the cost with every change that applies now.
        let cost = self.effective_cost(table, card);
        self.check_payment(table, card, cost)?;
        self.players[self.to_act].hand.remove(position);
        self.pay(cost, ev);
        self.use_next_play_costs(table, card, ev);
        // 306.2.2: the Item it held goes to the Retirement Area as this one adorns it.
        self.put(self.to_act, card, Zone::Hand, Zone::Item(slot), ev);
        Ok(())
    }

    /// The Character in a slot, or why not.
    pub(crate) fn character_in(&self, slot: u8, why: &'static str) -> Result<Slot, ActionError> {
        match self.players[self.to_act].adventure.get(usize::from(slot)) {
            None => Err(ActionError::NoSuchSlot {
                slot: slot.saturating_add(1),
            }),
            Some(None) => Err(ActionError::SlotEmpty {
                slot: slot.saturating_add(1),
                why,
            }),
            Some(Some(s)) => Ok(*s),
        }
    }

    /// 201.6.4c, 501.3: tap the Character in `slot` to use its "[Adventure] [Tap]" ability (or
    /// one its Item gives it); the effect becomes pending.
    pub(crate) fn activate_tap(
        &mut self,
        table: &CardTable,
        slot: u8,
        source: AbilitySource,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        let character = self.character_in(slot, "")?;
        let ability_card = match source {
            AbilitySource::Character => character.character,
            AbilitySource::Item => character.item.ok_or(ActionError::NoSuchAbility {
                card: table.label(character.character),
                what: "Item-given [Tap]",
            })?,
        };
        if !table.has_chip(ability_card, Chip::Tap) {
            return Err(ActionError::NoSuchAbility {
                card: table.label(ability_card),
                what: "[Adventure] [Tap]",
            });
        }
        if table.tap_needs_treat(ability_card) {
            // BP03-CR05: its [Tap] ability also removes a Treat (`ActivateTreat`).
            return Err(ActionError::NoSuchAbility {
                card: table.label(ability_card),
                what: "Treat-free [Tap]",
            });
        }
        if character.tapped {
            return Err(ActionError::AlreadyTapped {
                card: table.label(character.character),
            });
        }
        // 501.4: "Only use when ...".
        if !self.may_use(table, ability_card) {
            return Err(ActionError::PlayRestriction {
                card: table.label(ability_card),
            });
        }
        self.tap_character(self.to_act, usize::from(slot), true, ev);
        self.add_pending(table, ability_card, PendingKind::Activated, ev);
        Ok(())
    }

    /// Checks that a face-up Scene at `scene` carries `chip`.
    pub(crate) fn flippable_scene(
        &self,
        table: &CardTable,
        scene: u8,
        chip: Chip,
        what: &'static str,
    ) -> Result<CardHandle, ActionError> {
        let Some(s) = self.players[self.to_act].scene_area.get(usize::from(scene)) else {
            return Err(ActionError::NoSuchScene {
                scene: scene.saturating_add(1),
                count: self.players[self.to_act].scene_area.len(),
            });
        };
        if !s.face_up {
            return Err(ActionError::SceneFaceDown {
                scene: scene.saturating_add(1),
            });
        }
        if !table.has_chip(s.card, chip) {
            return Err(ActionError::NoSuchAbility {
                card: table.label(s.card),
                what,
            });
        }
        Ok(s.card)
    }

    /// Flips the acting player's face-up Scene at `scene` face down (tapped or not).
    pub(crate) fn flip_down(&mut self, scene: u8, ev: &mut EventLog<'_>) {
        if let Some(card) = self.players[self.to_act]
            .scene_area
            .get(usize::from(scene))
            .map(|s| s.card)
        {
            self.flip(card, false, ev);
        }
    }

    /// 501.3.2: flip a face-up Scene to use its Explore ability; the effect becomes pending.
    pub(crate) fn explore(
        &mut self,
        table: &CardTable,
        scene: u8,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        let card = self.flippable_scene(table, scene, Chip::Explore, "[Explore]")?;
        self.flip_down(scene, ev);
        self.add_pending(table, card, PendingKind::Explore, ev);
        Ok(())
    }

    /// 504.4.1: the top pending ability is done. An Event then moves from the Settlement Area
    /// to the Retirement Area (403.3.1), a Character that said Farewell likewise (614.1.3).
    pub(crate) fn resolve_pending(&mut self, ev: &mut EventLog<'_>) -> Result<(), ActionError> {
        match self.pending.last() {
            None => return Err(ActionError::NothingPending),
            Some(top) if top.automated => return Err(ActionError::ResolvesItself),
            Some(_) => {}
        }
        if let Some(done) = self.pending.pop() {
            self.settle(done, ev);
        }
        Ok(())
    }
}
