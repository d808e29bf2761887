//! Mutations: the one place each change to the zones is made and recorded. A card arriving in a
//! zone ([`GameState::put`]) records its `Event::Moved` here and nowhere else; the draw (601),
//! a discard (602), a Character leaving play (614, `leave_play`), tapping, flipping and Treats
//! (`card_state`), Plans (604, 605, `plans`) and the passive rival's stand-ins (`passive_rival`)
//! are made here too, whoever asks for them (a phase, an effect, the sandbox), each naming the
//! side whose zones it changes. Rules code says what happens; these say how the zones change
//! and which event the log, and so the trigger pass, sees. What the other player does inside an
//! action is done through [`GameState::on_side_of`].
//!
//! [`GameState::on_side_of`]: super::GameState::on_side_of
//!
//! [`GameState::put`]: super::GameState::put

mod card_state;
mod leave_play;
mod passive_rival;
mod plans;
mod zones;

use super::{CardTable, Event, EventLog, GameState, Side};

impl GameState {
    /// Two-player, within an action: the events so far are looked at by the trigger pass from
    /// the side they happened on, then `side` acts.
    pub(crate) fn hand_over(&mut self, table: &CardTable, side: Side, ev: &mut EventLog<'_>) {
        if side == self.to_act || !self.two_player {
            return;
        }
        let from = self.scanned_to.min(ev.len());
        self.trigger_pass(table, ev, from);
        self.act_as(side, ev);
        self.scanned_to = ev.len();
    }

    /// Two-player, within an action: what `side` does as its own though another player acts
    /// (its Character Retires in a Contact, an Intervene removes its Plan and sets off its
    /// Pre-plan, its winning Character's [Triumph]): `act` names `side` in what it changes, and
    /// who acts does not change. The trigger pass looks at the events before from the acting
    /// player's side and at `act`'s from `side`'s (an event says "you" for the side it
    /// happened on); in the log an `Event::Seat` marks where `side`'s events begin and
    /// another where the acting player's go on.
    pub(crate) fn on_side_of<R>(
        &mut self,
        table: &CardTable,
        side: Side,
        ev: &mut EventLog<'_>,
        act: impl FnOnce(&mut GameState, &mut EventLog<'_>) -> R,
    ) -> R {
        let me = self.to_act;
        if side == me || !self.two_player {
            return act(self, ev);
        }
        let from = self.scanned_to.min(ev.len());
        self.trigger_pass_from(table, ev, from, me);
        ev.push(Event::Seat { side });
        self.scanned_to = ev.len();
        let done = act(self, ev);
        let from = self.scanned_to.min(ev.len());
        self.trigger_pass_from(table, ev, from, side);
        ev.push(Event::Seat { side: me });
        self.scanned_to = ev.len();
        done
    }
}
