//! Leaving play (614): a Character leaves the Adventure Area, by Contact or by an effect.

use crate::card::Chip;
use crate::engine::Side;
use crate::engine::{CardTable, Event, EventLog, GameState, PendingKind, Zone};

impl GameState {
    /// 404.3.4b, 614: your Character leaves the Adventure Area; its tokens are removed
    /// (207.2.1b, 207.2.2e). A Character with a [Farewell], its own or one its Item gives it
    /// (203), waits in the Settlement Area while the abilities are pending (614.1.2), with its
    /// Item, which goes to the Retirement Area when the Character does (306.2.3, 614.1.3:
    /// `GameState::settle`); others go straight to the Retirement Area with their Item.
    pub(crate) fn retire_character(
        &mut self,
        side: Side,
        table: &CardTable,
        slot: u8,
        in_contact: bool,
        ev: &mut EventLog<'_>,
    ) {
        // "When adorned Character would Retire [in Contact], move this Item to your Retirement
        // Area instead": the Character stays; the Item's ability says what happens (614).
        if let Some(Some(s)) = self.players[side].adventure.get(usize::from(slot))
            && let Some(item) = s.item
            && let Some(index) = table.abilities(item).iter().position(|a| {
                matches!(
                    a.trigger,
                    crate::ability::Trigger::Instead(crate::ability::Replaced::AdornedWouldRetire {
                        in_contact: only_in_contact
                    }) if in_contact || !only_in_contact
                )
            })
        {
            let mut frame = crate::engine::Frame::new(u8::try_from(index).unwrap_or(0));
            frame.cause = Some(s.character);
            self.pending.push(crate::engine::Pending {
                source: item,
                kind: PendingKind::Instead,
                automated: true,
                frame,
                batch: 0,
            });
            ev.push(Event::PendingAdded {
                source: item,
                kind: PendingKind::Instead,
            });
            return;
        }
        let Some(taken) = self.players[side]
            .adventure
            .get_mut(usize::from(slot))
            .and_then(Option::take)
        else {
            return;
        };
        ev.push(Event::Retired {
            card: taken.character,
            item: taken.item,
            in_contact,
        });
        let card = taken.character;
        // 203, 614: a [Farewell] the Item gave the Character triggers as it leaves.
        let item_farewell = taken.item.filter(|item| {
            table
                .abilities(*item)
                .iter()
                .any(|a| a.granted && a.trigger == crate::ability::Trigger::Farewell)
        });
        let own_farewell = table.has_chip(card, Chip::Farewell);
        // 614.1.1-614.1.2: with a [Farewell] to play, the Character waits in the Settlement
        // Area, and its Item with it (306.2.3).
        let to = if own_farewell || item_farewell.is_some() {
            Zone::Settlement
        } else {
            Zone::Retirement
        };
        if let Some(item) = taken.item {
            if to == Zone::Settlement {
                self.players[side].settlement_items.push((card, item));
            }
            self.put(side, item, Zone::Item(slot), to, ev);
        }
        if to == Zone::Settlement {
            self.put(side, card, Zone::Character(slot), Zone::Settlement, ev);
            if let Some(item) = item_farewell {
                self.add_pending(table, item, PendingKind::Farewell, ev);
                if let Some(top) = self.pending.last_mut() {
                    top.frame.cause = Some(card);
                }
            }
            if own_farewell {
                self.add_pending(table, card, PendingKind::Farewell, ev);
            }
        } else {
            self.put(side, card, Zone::Character(slot), Zone::Retirement, ev);
        }
    }
}
