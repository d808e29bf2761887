//! Cards arriving in a zone, the draw (601), the discard (602) and a move between slots (612).

use super::super::{
    ActionError, CardHandle, CardTable, DeckKind, Event, EventLog, GameState, PlanCard, SceneCard,
    Slot, WinBy, Zone,
};
use crate::engine::Side;

impl GameState {
    /// 612: `side`'s Character `card` moves from its slot `from` to the empty slot `to`, keeping
    /// its state (Item, Treat, Inspiration); the move is counted for its turn.
    pub(in crate::engine) fn move_in_adventure(
        &mut self,
        side: Side,
        card: CardHandle,
        from: u8,
        to: u8,
        ev: &mut EventLog<'_>,
    ) {
        let area = &mut self.players[side].adventure;
        let mut moved = area.get_mut(usize::from(from)).and_then(Option::take);
        if let Some(slot) = moved.as_mut() {
            slot.moves_this_turn = slot.moves_this_turn.saturating_add(1);
        }
        if let Some(target) = area.get_mut(usize::from(to)) {
            *target = moved;
        }
        ev.push(Event::MovedInAdventure { card, from, to });
    }

    /// 601.1: draw the top card. Returns `false` (and makes the rival the winner, 104.2.0,
    /// 402.2) when the Main Deck is empty.
    pub(crate) fn draw_one(&mut self, side: Side, ev: &mut EventLog<'_>) -> bool {
        match self.pop_deck(side, DeckKind::Main) {
            Some(card) => {
                self.players[side].hand.push(card);
                ev.push(Event::Drew { card });
                true
            }
            None => {
                // 104.2.0: the player who cannot draw loses.
                self.win(side.other(), WinBy::DeckOut, ev);
                false
            }
        }
    }

    /// Puts `card`, already taken out of `from`, into the acting player's `to`, and records the move:
    /// the one place an `Event::Moved` is pushed. A Scene arrives face up and untapped
    /// ([`GameState::put_scene`] for another state); a Character takes its slot; an Item
    /// adorns the slot's Character, sending the Item it held to the Retirement Area first
    /// (306.2.2); a card is put as a Plan face down (304.4.0).
    pub(crate) fn put(
        &mut self,
        side: Side,
        card: CardHandle,
        from: Zone,
        to: Zone,
        ev: &mut EventLog<'_>,
    ) {
        match to {
            Zone::MainDeckTop => self.put_on_top(side, DeckKind::Main, card),
            Zone::MainDeckBottom => self.put_at_bottom(side, DeckKind::Main, card),
            Zone::SceneDeckTop => self.put_on_top(side, DeckKind::Scene, card),
            Zone::SceneDeckBottom => self.put_at_bottom(side, DeckKind::Scene, card),
            Zone::Hand => self.players[side].hand.push(card),
            Zone::SceneArea => {
                self.put_scene(side, card, from, true, false, ev);
                return;
            }
            Zone::Character(slot) => {
                if let Some(target) = self.players[side].adventure.get_mut(usize::from(slot)) {
                    *target = Some(Slot::new(card));
                }
            }
            Zone::Item(slot) => {
                let old = match self.players[side].adventure.get_mut(usize::from(slot)) {
                    Some(Some(s)) => s.item.replace(card),
                    _ => None,
                };
                if let Some(old) = old {
                    self.put(side, old, Zone::Item(slot), Zone::Retirement, ev);
                }
            }
            Zone::Plan(stage) => {
                if let Some(target) = self.players[side].plans.get_mut(usize::from(stage)) {
                    *target = Some(PlanCard {
                        card,
                        revealed: false,
                    });
                }
            }
            Zone::Retirement | Zone::StoryArea => self.players[side].retirement.push(card),
            Zone::Settlement => self.players[side].settlement.push(card),
        }
        ev.push(Event::Moved { card, from, to });
    }

    /// Puts the Scene `card`, already taken out of `from`, into the acting player's Scene Area face up
    /// or down, tapped or not, and records the move.
    pub(crate) fn put_scene(
        &mut self,
        side: Side,
        card: CardHandle,
        from: Zone,
        face_up: bool,
        tapped: bool,
        ev: &mut EventLog<'_>,
    ) {
        self.players[side].scene_area.push(SceneCard {
            card,
            face_up,
            tapped,
        });
        ev.push(Event::Moved {
            card,
            from,
            to: Zone::SceneArea,
        });
    }

    /// Takes `card` out of the acting player's hand, if it is there.
    pub(crate) fn take_from_hand(&mut self, side: Side, card: CardHandle) -> Option<CardHandle> {
        let position = self.players[side].hand.iter().position(|c| *c == card)?;
        Some(self.players[side].hand.remove(position))
    }

    /// 602: an effect makes the acting player discard `card` from its hand to its Retirement Area (a
    /// "When ... discards" ability hears it). Nothing happens when the card is not in the hand.
    /// The End Phase's hand limit is not a discard (602.3): it [`GameState::put`]s.
    pub(crate) fn discard(&mut self, side: Side, card: CardHandle, ev: &mut EventLog<'_>) {
        if self.take_from_hand(side, card).is_some() {
            self.put(side, card, Zone::Hand, Zone::Retirement, ev);
            ev.push(Event::Discarded { card });
        }
    }

    /// 614.1.3: `card` leaves the Settlement Area for the Retirement Area, when it is there (an
    /// ability may have taken it elsewhere, 614.1.3a).
    pub(crate) fn settlement_to_retirement(
        &mut self,
        side: Side,
        card: CardHandle,
        ev: &mut EventLog<'_>,
    ) {
        if let Some(position) = self.players[side]
            .settlement
            .iter()
            .position(|c| *c == card)
        {
            let card = self.players[side].settlement.remove(position);
            self.put(side, card, Zone::Settlement, Zone::Retirement, ev);
        }
    }

    /// Puts `card` from the acting player's hand into its Retirement Area with no discard that sets
    /// anything off (602.3, 405.2.0: the End Phase's hand limit; a sandbox move); refused,
    /// naming the card, when the hand does not hold it.
    pub(crate) fn discard_from_hand(
        &mut self,
        side: Side,
        table: &CardTable,
        card: CardHandle,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        if self.take_from_hand(side, card).is_none() {
            return Err(ActionError::NotThere {
                card: table.label(card),
                zone: "hand",
            });
        }
        self.put(side, card, Zone::Hand, Zone::Retirement, ev);
        Ok(())
    }
}
