//! The trigger pass (501.1, 504.1): after each change, every "When ..." / "Whenever ..."
//! ability whose event happened becomes pending. One pass over the [`Event`]s an action
//! produced, rather than a check in each mutation; what the abilities do is resolved later
//! (`resolve.rs`), in the order of the pending list (504).
//!
//! An ability listens while its source is where the card's abilities work (201.6.4): a
//! Character's in the Adventure Area, an Item's while it adorns a Character (an ability it
//! gives works for that Character, 203). An Item that left with its Character still sees that
//! Character Retire ("When adorned Character Retires in Contact": a look back, 614).

use crate::ability::{GameEvent, Op, Side as AbilitySide, Trigger};
use crate::card::CardType;

use super::Zone;
use super::decision::Frame;
use super::{
    CardHandle, CardTable, ContactOutcome, Event, EventLog, GameState, Pending, PendingKind, Side,
};

/// The most abilities one pass sets off (a bound, so a loop of triggers cannot hang).
const TRIGGERS_PER_PASS: usize = 16;

/// The abilities one pass has set off, for "When" (once for simultaneous events, 501.1.3).
struct Fired {
    /// (source, ability index) of each.
    fired: [(CardHandle, u8); TRIGGERS_PER_PASS],
    /// How many.
    len: usize,
}

impl Fired {
    fn contains(&self, key: (CardHandle, u8)) -> bool {
        self.fired.iter().take(self.len).any(|k| *k == key)
    }

    fn push(&mut self, key: (CardHandle, u8)) -> bool {
        match self.fired.get_mut(self.len) {
            Some(slot) => {
                *slot = key;
                self.len += 1;
                true
            }
            None => false,
        }
    }
}

/// The next batch number after `batch` (never 0: 0 means "no batch").
fn next_batch(batch: u16) -> u16 {
    batch.wrapping_add(1).max(1)
}

/// Whether `wanted` (relative to a listener) is the side of a thing that is the listener's
/// (`yours`) or not.
fn side_is(wanted: AbilitySide, yours: bool) -> bool {
    match wanted {
        AbilitySide::You => yours,
        AbilitySide::Rival => !yours,
        AbilitySide::Both => true,
    }
}

impl GameState {
    /// Sets off the abilities listening to the events from `from` on (the events the pass
    /// itself adds, such as a Pre-plan becoming pending, are looked at too). Returns where
    /// the next pass starts.
    ///
    /// The events are from the side of the player to act (`to_act`). In a two-player game the
    /// other player's cards listen to them too, seen from its side: the acting player's "your
    /// Character Retires" is its "Rival's Character Retires" (501.1). Abilities
    /// of both players set off at the same time enter the pending list the turn player's
    /// first, the other player's above them, so the other player's resolve first (504.6,
    /// 501.1.1b, 614.2.1); each player orders its own (a batch each).
    #[inline]
    pub(crate) fn trigger_pass(
        &mut self,
        table: &CardTable,
        ev: &mut EventLog<'_>,
        from: usize,
    ) -> usize {
        self.trigger_pass_from(table, ev, from, self.to_act)
    }

    /// [`GameState::trigger_pass`] for events from `side`'s side (what it did as part of
    /// another player's action: `GameState::on_side_of`).
    #[inline]
    pub(crate) fn trigger_pass_from(
        &mut self,
        table: &CardTable,
        ev: &mut EventLog<'_>,
        from: usize,
        side: Side,
    ) -> usize {
        // Nothing new to look at (most passes of an action's resolution loop), or nothing any
        // ability can listen to (draws, payments, taps, phases): decided here, inlined, before
        // the listening itself sets up, from the kinds the log kept as the events were pushed
        // (no walk over them: how many there are follows no pattern a branch could learn).
        if self.nothing_to_hear(table, ev, from) {
            ev.heard();
            self.scanned_to = ev.len();
            return ev.len();
        }
        let bits = ev.unheard();
        self.listen_pass(table, ev, (from, bits), side)
    }

    /// Whether no listener can hear the events from `from` on (see
    /// [`GameState::trigger_pass`]): none are new, or none of their kinds is one any card
    /// waits for, none is a Retire a look-back counts and no delayed ability listens.
    #[inline]
    pub(crate) fn nothing_to_hear(
        &self,
        table: &CardTable,
        ev: &EventLog<'_>,
        from: usize,
    ) -> bool {
        let bits = if from < ev.len() { ev.unheard() } else { 0 };
        // Delayed abilities (405.1) wait for any kind of event (looked at last: rarely any).
        bits == 0
            || !(table.any_hears(bits)
                || (bits & HEAR_RETIRED != 0 && table.any_looks_back())
                || self.delayed.iter().any(Option::is_some))
    }

    /// The pass over the listeners of both sides for the events from `from` on, whose kinds
    /// are `bits`, from `side`'s side (see [`GameState::trigger_pass`]).
    #[inline(never)]
    fn listen_pass(
        &mut self,
        table: &CardTable,
        ev: &mut EventLog<'_>,
        (from, bits): (usize, u16),
        side: Side,
    ) -> usize {
        let mut fired = Fired {
            fired: [(CardHandle(0), 0); TRIGGERS_PER_PASS],
            len: 0,
        };
        // 504.6: what this pass sets off happens at the same time.
        let batch = next_batch(self.trigger_batch);
        if !self.two_player {
            self.listen_side(table, ev, (from, bits), (side, false), batch, &mut fired);
            if fired.len > 0 {
                self.trigger_batch = batch;
            }
        } else {
            // The turn player's cards first (504.6).
            let other_batch = next_batch(batch);
            if side == self.active {
                self.listen_side(table, ev, (from, bits), (side, false), batch, &mut fired);
                self.listen_other(
                    table,
                    ev,
                    (from, bits),
                    side.other(),
                    other_batch,
                    &mut fired,
                );
            } else {
                self.listen_other(table, ev, (from, bits), side.other(), batch, &mut fired);
                self.listen_side(
                    table,
                    ev,
                    (from, bits),
                    (side, false),
                    other_batch,
                    &mut fired,
                );
            }
            if fired.len > 0 {
                self.trigger_batch = other_batch;
            }
        }
        ev.heard();
        self.scanned_to = ev.len();
        ev.len()
    }

    /// Two-player: the cards of `listener`, the player the events are not from, listen to
    /// them, seen from its side. Whether they listen to these kinds at all is decided inline
    /// (most passes: not), the rest out of line.
    #[inline]
    fn listen_other(
        &mut self,
        table: &CardTable,
        ev: &mut EventLog<'_>,
        (from, bits): (usize, u16),
        listener: Side,
        batch: u16,
        fired: &mut Fired,
    ) {
        if self.hears(table, &self.players[listener], listener) & bits == 0 {
            return;
        }
        self.listen_other_side(table, ev, (from, bits), listener, batch, fired);
    }

    /// [`GameState::listen_other`] for events of kinds the other player's cards listen to.
    #[inline(never)]
    fn listen_other_side(
        &mut self,
        table: &CardTable,
        ev: &mut EventLog<'_>,
        (from, bits): (usize, u16),
        listener: Side,
        batch: u16,
        fired: &mut Fired,
    ) {
        // Most passes hold no event the other player's cards listen to across sides.
        if !ev
            .get(from..)
            .is_some_and(|events| events.iter().any(heard))
        {
            return;
        }
        self.listen_side(table, ev, (from, bits), (listener, true), batch, fired);
    }

    /// The kinds of event (`event_bit`) the cards of `owner` whose zones are `zones` listen
    /// to: its Characters and their Items in the Adventure Area, and every kind while it has a
    /// delayed ability waiting (405.1).
    fn hears(&self, table: &CardTable, zones: &super::PlayerState, owner: Side) -> u16 {
        let delayed = self
            .delayed
            .iter()
            .flatten()
            .any(|d| table.owner(d.source) == owner);
        if delayed {
            return HEAR_ALL;
        }
        zones.adventure.iter().flatten().fold(0, |hears, s| {
            hears | table.kinds(s.character).hears | s.item.map_or(0, |i| table.kinds(i).hears)
        })
    }

    /// The abilities of `listener`'s cards that the events from `from` on set off;
    /// `mirrored`: the events happened on the other player's side. Whether anything there
    /// listens to these kinds is decided inline, the walk over the events out of line.
    #[inline]
    fn listen_side(
        &mut self,
        table: &CardTable,
        ev: &mut EventLog<'_>,
        (from, bits): (usize, u16),
        (listener, mirrored): (Side, bool),
        batch: u16,
        fired: &mut Fired,
    ) {
        // Most boards have no listener at all: then only an Item's look back can fire (in a
        // game with such an Item).
        let hears = self.hears(table, &self.players[listener], listener);
        let look_backs = if mirrored || !table.any_looks_back() {
            0
        } else {
            HEAR_RETIRED
        };
        if (hears | look_backs) & bits == 0 {
            return;
        }
        self.listen_side_events(table, ev, from, (listener, mirrored, hears), batch, fired);
    }

    /// [`GameState::listen_side`] over the events from `from` on, for a side that `hears`
    /// some of their kinds.
    #[inline(never)]
    fn listen_side_events(
        &mut self,
        table: &CardTable,
        ev: &mut EventLog<'_>,
        from: usize,
        (me, mirrored, hears): (Side, bool, u16),
        batch: u16,
        fired: &mut Fired,
    ) {
        let kinds = |card: CardHandle| table.kinds(card).hears;
        let mut i = from;
        while let Some(event) = ev.get(i).copied() {
            i += 1;
            let bit = event_bit(&event);
            if fired.len >= TRIGGERS_PER_PASS || bit == 0 {
                continue;
            }
            let look_back = !mirrored
                && matches!(
                    event,
                    Event::Retired {
                        item: Some(_),
                        in_contact: true,
                        ..
                    }
                );
            if hears & bit == 0 && !look_back {
                continue;
            }
            // Listeners: your Characters and their Items (the Item's own abilities and the
            // ones it gives), then the look back of an Item that left with its Character.
            for slot in 0..self.players[me].adventure.len() {
                let Some(Some(s)) = self.players[me].adventure.get(slot).copied() else {
                    continue;
                };
                if (kinds(s.character) | s.item.map_or(0, kinds)) & bit == 0 {
                    continue;
                }
                self.listen(
                    table,
                    s.character,
                    s.character,
                    (slot, mirrored, me),
                    event,
                    batch,
                    fired,
                    ev,
                );
                if let Some(item) = s.item {
                    self.listen(
                        table,
                        item,
                        s.character,
                        (slot, mirrored, me),
                        event,
                        batch,
                        fired,
                        ev,
                    );
                }
            }
            for d in self.delayed {
                // A delayed ability listens for its controller (the owner of its card).
                let Some(d) = d.filter(|d| table.owner(d.source) == me) else {
                    continue;
                };
                let Some(Op::Delayed { event: wanted, .. }) = table
                    .abilities(d.source)
                    .get(usize::from(d.ability))
                    .and_then(|a| a.steps.get(usize::from(d.step)))
                else {
                    continue;
                };
                // "each time": once per event (501.1.3).
                if let Some(cause) =
                    self.event_matches(table, wanted, event, d.source, (usize::MAX, mirrored, me))
                    && fired.push((d.source, d.ability))
                {
                    self.add_triggered(d.source, d.ability, cause, batch, ev);
                    if let Some(top) = self.pending.last_mut()
                        && top.source == d.source
                    {
                        top.frame.nested = Some(d.step);
                    }
                }
            }
            if look_back
                && let Event::Retired {
                    item: Some(item), ..
                } = event
            {
                self.listen_look_back(table, item, batch, fired, ev);
            }
        }
    }

    /// The abilities of `source` (in the Adventure Area, `holder` in slot `at.0` of `at.2`'s)
    /// that `event` sets off (`at.1`: the event happened on the other player's side).
    #[allow(clippy::too_many_arguments)]
    fn listen(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        holder: CardHandle,
        at: (usize, bool, Side),
        event: Event,
        batch: u16,
        fired: &mut Fired,
        ev: &mut EventLog<'_>,
    ) {
        for index in 0..table.abilities(source).len() {
            let Some(ability) = table.abilities(source).get(index) else {
                break;
            };
            let Trigger::On {
                event: wanted,
                each,
            } = &ability.trigger
            else {
                continue;
            };
            // An Item's own "When" works for the Item; one it gives, for its Character.
            let this = if ability.granted || source == holder {
                holder
            } else {
                source
            };
            let Some(cause) = self.event_matches(table, wanted, event, this, at) else {
                continue;
            };
            let key = (source, index as u8);
            if !*each && fired.contains(key) {
                continue;
            }
            if fired.push(key) {
                self.add_triggered(source, index as u8, cause, batch, ev);
            }
        }
    }

    /// An Item that left with its Character: "When adorned Character Retires in Contact".
    fn listen_look_back(
        &mut self,
        table: &CardTable,
        item: CardHandle,
        batch: u16,
        fired: &mut Fired,
        ev: &mut EventLog<'_>,
    ) {
        for index in 0..table.abilities(item).len() {
            let Some(ability) = table.abilities(item).get(index) else {
                break;
            };
            if ability.trigger
                == (Trigger::On {
                    event: GameEvent::AdornedRetiresInContact,
                    each: false,
                })
                && fired.push((item, index as u8))
            {
                self.add_triggered(item, index as u8, None, batch, ev);
            }
        }
    }

    /// Puts a triggered ability on the pending list (504.1).
    fn add_triggered(
        &mut self,
        source: CardHandle,
        ability: u8,
        cause: Option<CardHandle>,
        batch: u16,
        ev: &mut EventLog<'_>,
    ) {
        let mut frame = Frame::new(ability);
        frame.cause = cause;
        let pending = Pending {
            source,
            kind: PendingKind::When,
            automated: true,
            frame,
            batch,
        };
        // An ability waiting for a decision finishes first (504.3): what its steps set off
        // goes below it.
        match self.decision {
            Some(_) if !self.pending.is_empty() => {
                self.pending.insert(self.pending.len() - 1, pending);
            }
            _ => self.pending.push(pending),
        }
        ev.push(Event::PendingAdded {
            source,
            kind: PendingKind::When,
        });
    }

    /// Whether `event` is the one `wanted` waits for, seen from the Character `this` in slot
    /// `at.0` (`at.1`: the event happened on the other player's side): `Some(cause)` with the
    /// card the event was about. Whose a card is, is its owner's (two-player: each side's
    /// cards are its own); an event about a side says it from the acting player's side.
    fn event_matches(
        &self,
        table: &CardTable,
        wanted: &GameEvent,
        event: Event,
        this: CardHandle,
        (slot, mirrored, listener): (usize, bool, Side),
    ) -> Option<Option<CardHandle>> {
        let yes = |cause: Option<CardHandle>| Some(cause);
        let mine = |card: CardHandle| table.owner(card) == listener;
        // An event's side (`You`: the seat's when it happened), seen from the listener.
        let ours = |side: Side| (side == Side::You) != mirrored;
        match (wanted, event) {
            (
                GameEvent::SelfIntervenes,
                Event::Lane {
                    slot: lane,
                    outcome: ContactOutcome::Intervened(_),
                },
            ) if !mirrored && usize::from(lane) == slot => yes(None),
            (GameEvent::SelfMoves { first_each_turn }, Event::MovedInAdventure { card, .. })
                if card == this =>
            {
                let moves = self.players[listener]
                    .adventure
                    .get(slot)
                    .copied()
                    .flatten()
                    .map_or(0, |s| s.moves_this_turn);
                (!*first_each_turn || moves <= 1).then_some(None)
            }
            (GameEvent::CharacterMoves(side), Event::MovedInAdventure { card, .. })
                if side_is(*side, mine(card)) =>
            {
                yes(Some(card))
            }
            (
                GameEvent::Retires {
                    side,
                    filter,
                    in_contact,
                },
                Event::Retired {
                    card,
                    in_contact: was_in_contact,
                    ..
                },
            ) if (was_in_contact || !*in_contact)
                && card != this
                && side_is(*side, mine(card))
                && self
                    .side_of(listener)
                    .card_matches(table, this, card, filter) =>
            {
                yes(Some(card))
            }
            (
                GameEvent::Retires {
                    side: AbilitySide::Rival | AbilitySide::Both,
                    filter,
                    in_contact,
                },
                Event::RivalRetired {
                    in_contact: was_in_contact,
                    ..
                },
            ) if !mirrored && (was_in_contact || !*in_contact) => {
                // The goldfish rival's Characters have no card to filter by but their type.
                let typed = filter.types.is_empty() || filter.types.contains(&CardType::Character);
                typed.then_some(None)
            }
            (GameEvent::PlanRemoved(wanted), Event::PlanRemoved { side, .. })
                if side_is(*wanted, ours(side)) =>
            {
                yes(None)
            }
            (
                GameEvent::PrePlanUsed(side),
                Event::PendingAdded {
                    source,
                    kind: PendingKind::PrePlan,
                },
            ) if side_is(*side, mine(source)) => yes(Some(source)),
            (GameEvent::TurnEnds(wanted), Event::TurnEnds { side })
                if side_is(*wanted, ours(side)) =>
            {
                yes(None)
            }
            (GameEvent::Discarded(side), Event::Discarded { card })
                if side_is(*side, mine(card)) =>
            {
                yes(Some(card))
            }
            (
                GameEvent::EventPlayed(side),
                Event::Moved {
                    card,
                    from: Zone::Hand,
                    to: Zone::Settlement,
                },
            ) if side_is(*side, mine(card)) && table.card_type(card) == CardType::Event => {
                yes(Some(card))
            }
            (GameEvent::ItemRetired(side), Event::ItemRetired { card })
                if side_is(*side, mine(card)) =>
            {
                yes(Some(card))
            }
            (GameEvent::TreatPlaced, Event::TreatChanged { card, placed: true })
                if card == this =>
            {
                yes(None)
            }
            (
                GameEvent::TreatRemoved,
                Event::TreatChanged {
                    card,
                    placed: false,
                },
            ) if card == this => yes(None),
            _ => None,
        }
    }
}

/// The kinds of event a triggered ability can listen to, one bit each: the `Event` kinds
/// `event_matches` matches on (and the Item's look back, a `Retired`). Most events (draws,
/// payments, taps, phases) have none: [`event_bit`] is 0 and the pass skips them at once.
const HEAR_LANE: u16 = 1 << 0;
const HEAR_MOVED_IN_ADVENTURE: u16 = 1 << 1;
const HEAR_RETIRED: u16 = 1 << 2;
const HEAR_RIVAL_RETIRED: u16 = 1 << 3;
const HEAR_PLAN_REMOVED: u16 = 1 << 4;
const HEAR_PENDING_ADDED: u16 = 1 << 5;
const HEAR_TURN_ENDS: u16 = 1 << 6;
const HEAR_DISCARDED: u16 = 1 << 7;
const HEAR_MOVED: u16 = 1 << 8;
const HEAR_ITEM_RETIRED: u16 = 1 << 9;
const HEAR_TREAT_CHANGED: u16 = 1 << 10;
/// Every kind (a delayed ability, which the mask does not follow).
const HEAR_ALL: u16 = (1 << 11) - 1;

/// The kind bit of `event` for listening (0: nothing can listen to it). Keep this in step
/// with `event_matches` and [`wanted_bits`] (a test over every kind of event and every trigger
/// shape fails when a match would not get through the bits or [`heard`]). One constant per kind of event: a kind only some
/// of whose events can set anything off (a `PendingAdded` of a Pre-plan) has its bit for all
/// of them, and `event_matches` looks at the rest. Two kinds pushed often are narrowed here,
/// their parts being known where most are pushed: a `Lane` has its bit only for an
/// Intervene, a `Moved` only from the hand to the Settlement Area (an Event played), the
/// only ones any ability waits for (every Contact and every draw set the pass going else). The
/// log takes it as each event is pushed ([`super::EventLog::push`]), where the kind is known
/// when the engine is compiled and the match folds to that constant; the pass over the
/// listeners asks it again only of the events some listener may hear.
pub(crate) fn event_bit(event: &Event) -> u16 {
    match event {
        // Only an Intervene can set anything off (SelfIntervenes): the other outcomes, two
        // or three a Contact, leave the pass nothing to look at.
        Event::Lane {
            outcome: ContactOutcome::Intervened(_),
            ..
        } => HEAR_LANE,
        Event::MovedInAdventure { .. } => HEAR_MOVED_IN_ADVENTURE,
        Event::Retired { .. } => HEAR_RETIRED,
        Event::RivalRetired { .. } => HEAR_RIVAL_RETIRED,
        Event::PlanRemoved { .. } => HEAR_PLAN_REMOVED,
        Event::PendingAdded { .. } => HEAR_PENDING_ADDED,
        Event::TurnEnds { .. } => HEAR_TURN_ENDS,
        Event::Discarded { .. } => HEAR_DISCARDED,
        Event::Moved {
            from: Zone::Hand,
            to: Zone::Settlement,
            ..
        } => HEAR_MOVED,
        Event::ItemRetired { .. } => HEAR_ITEM_RETIRED,
        Event::TreatChanged { .. } => HEAR_TREAT_CHANGED,
        _ => 0,
    }
}

/// The kinds of event (as [`event_bit`]) a "When ..." ability waiting for `wanted` can be
/// set off by (`event_matches`); the card table keeps their union per card.
pub(crate) fn wanted_bits(wanted: &GameEvent) -> u16 {
    match wanted {
        GameEvent::SelfIntervenes => HEAR_LANE,
        GameEvent::SelfMoves { .. } | GameEvent::CharacterMoves(_) => HEAR_MOVED_IN_ADVENTURE,
        GameEvent::Retires { .. } => HEAR_RETIRED | HEAR_RIVAL_RETIRED,
        GameEvent::PlanRemoved(_) => HEAR_PLAN_REMOVED,
        GameEvent::PrePlanUsed(_) => HEAR_PENDING_ADDED,
        GameEvent::TurnEnds(_) => HEAR_TURN_ENDS,
        GameEvent::Discarded(_) => HEAR_DISCARDED,
        GameEvent::EventPlayed(_) => HEAR_MOVED,
        GameEvent::ItemRetired(_) => HEAR_ITEM_RETIRED,
        GameEvent::TreatPlaced | GameEvent::TreatRemoved => HEAR_TREAT_CHANGED,
        // The Item's look back ([`GameState::listen_look_back`]), not the pass over listeners.
        GameEvent::AdornedRetiresInContact => 0,
    }
}

/// Whether a triggered ability may listen to this event on the other player's side (the
/// ones [`GameState::event_matches`] looks at, but for a Character's own moves and
/// Intervenes, which happen on its own side; a Treat may be placed on the other's Character).
fn heard(event: &Event) -> bool {
    matches!(
        event,
        Event::Retired { .. }
            | Event::MovedInAdventure { .. }
            | Event::PlanRemoved { .. }
            | Event::PendingAdded {
                kind: PendingKind::PrePlan,
                ..
            }
            | Event::TurnEnds { .. }
            | Event::Discarded { .. }
            | Event::ItemRetired { .. }
            | Event::TreatChanged { .. }
            | Event::Moved {
                to: Zone::Settlement,
                ..
            }
    )
}

/// Whether the engine sets this event off: every one, on either side (against the goldfish
/// rival, which does not play, the rival's side's events just never happen).
pub(crate) fn supports_event(event: &GameEvent) -> Result<(), &'static str> {
    match event {
        GameEvent::SelfIntervenes
        | GameEvent::SelfMoves { .. }
        | GameEvent::CharacterMoves(_)
        | GameEvent::Retires { .. }
        | GameEvent::AdornedRetiresInContact
        | GameEvent::PlanRemoved(_)
        | GameEvent::PrePlanUsed(_)
        | GameEvent::TurnEnds(_)
        | GameEvent::Discarded(_)
        | GameEvent::EventPlayed(_)
        | GameEvent::ItemRetired(_)
        | GameEvent::TreatPlaced
        | GameEvent::TreatRemoved => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    //! The safety net under the hand-kept kinds of event (issue 44): whatever `event_matches`
    //! would set off, the kind bits (`event_bit`, `wanted_bits`) and the other side's filter
    //! (`heard`) let through, so no narrowing for speed can make a supported trigger silent.

    use super::*;
    use crate::ability::{CardFilter, Side as AbilitySide};
    use crate::card::{CardId, CardType};
    use crate::engine::decision::ChosenRef;
    use crate::engine::state::Present;
    use crate::engine::{
        ContactOutcome, DeckKind, Game, GameConfig, GameDeck, PendingKind, Phase, Side,
    };

    /// The index of an event's kind. Exhaustive on purpose: a new kind of event does not
    /// compile until it is given an index here and samples in [`events`].
    fn event_kind(event: &Event) -> usize {
        match event {
            Event::Seat { .. } => 0,
            Event::InspirationStep { .. } => 1,
            Event::TurnBegan { .. } => 2,
            Event::PhaseBegan { .. } => 3,
            Event::Drew { .. } => 4,
            Event::Moved { .. } => 5,
            Event::Mulliganed => 6,
            Event::Paid { .. } => 7,
            Event::Replaced { .. } => 8,
            Event::PendingAdded { .. } => 9,
            Event::Resolving { .. } => 10,
            Event::PendingResolved { .. } => 11,
            Event::TappedChanged { .. } => 12,
            Event::Flipped { .. } => 13,
            Event::Lane { .. } => 14,
            Event::Looked { .. } => 15,
            Event::Shuffled { .. } => 16,
            Event::Changed => 17,
            Event::Won { .. } => 18,
            Event::Chose { .. } => 19,
            Event::InspirationChanged { .. } => 20,
            Event::RivalRetired { .. } => 21,
            Event::RivalHandRetired { .. } => 22,
            Event::TreatChanged { .. } => 23,
            Event::Protected { .. } => 24,
            Event::Retired { .. } => 25,
            Event::PlanRemoved { .. } => 26,
            Event::MovedInAdventure { .. } => 27,
            Event::Discarded { .. } => 28,
            Event::ItemRetired { .. } => 29,
            Event::TurnEnds { .. } => 30,
            Event::LookedAtPlan { .. } => 31,
            Event::LookedAtRivalPlan { .. } => 32,
            Event::CostChanged { .. } => 33,
        }
    }
    const EVENT_KINDS: usize = 34;

    /// The index of a trigger shape, exhaustive like [`event_kind`].
    fn wanted_kind(wanted: &GameEvent) -> usize {
        match wanted {
            GameEvent::SelfIntervenes => 0,
            GameEvent::SelfMoves { .. } => 1,
            GameEvent::CharacterMoves(_) => 2,
            GameEvent::Retires { .. } => 3,
            GameEvent::AdornedRetiresInContact => 4,
            GameEvent::PlanRemoved(_) => 5,
            GameEvent::PrePlanUsed(_) => 6,
            GameEvent::TurnEnds(_) => 7,
            GameEvent::Discarded(_) => 8,
            GameEvent::EventPlayed(_) => 9,
            GameEvent::ItemRetired(_) => 10,
            GameEvent::TreatPlaced => 11,
            GameEvent::TreatRemoved => 12,
        }
    }
    const WANTED_KINDS: usize = 13;

    const ZONES: [Zone; 12] = [
        Zone::MainDeckTop,
        Zone::MainDeckBottom,
        Zone::SceneDeckTop,
        Zone::SceneDeckBottom,
        Zone::Hand,
        Zone::SceneArea,
        Zone::Character(0),
        Zone::Item(0),
        Zone::Plan(0),
        Zone::Retirement,
        Zone::Settlement,
        Zone::StoryArea,
    ];

    const PENDING_KINDS: [PendingKind; 13] = [
        PendingKind::Appear,
        PendingKind::Replace,
        PendingKind::Farewell,
        PendingKind::Triumph,
        PendingKind::Event,
        PendingKind::Activated,
        PendingKind::Explore,
        PendingKind::InspoBoost,
        PendingKind::Story,
        PendingKind::PrePlan,
        PendingKind::When,
        PendingKind::Instead,
        PendingKind::Present(Present::TwilightSparkle),
    ];

    const OUTCOMES: [ContactOutcome; 6] = [
        ContactOutcome::YouWon,
        ContactOutcome::RivalWon,
        ContactOutcome::Tie,
        ContactOutcome::Promoted(0),
        ContactOutcome::Intervened(0),
        ContactOutcome::Passed,
    ];

    /// Events of every kind, each field that can matter in each of its values, about each of
    /// `cards`.
    fn events(cards: &[CardHandle]) -> Vec<Event> {
        let mut out = Vec::new();
        let sides = [Side::You, Side::Rival];
        for side in sides {
            out.push(Event::Seat { side });
            out.push(Event::TurnBegan {
                turn: 3,
                active: side,
            });
            out.push(Event::Won { winner: side });
            out.push(Event::TurnEnds { side });
            for stage in 0..2 {
                out.push(Event::PlanRemoved {
                    side,
                    stage,
                    card: None,
                });
                out.extend(cards.iter().map(|&card| Event::PlanRemoved {
                    side,
                    stage,
                    card: Some(card),
                }));
            }
        }
        out.push(Event::InspirationStep { slot: 0 });
        for phase in [
            Phase::Setup,
            Phase::Start,
            Phase::Main,
            Phase::Contact,
            Phase::End,
        ] {
            out.push(Event::PhaseBegan { phase });
        }
        out.extend([
            Event::Mulliganed,
            Event::Changed,
            Event::Paid {
                cost: 2,
                scenes: 2,
                main_character: true,
            },
            Event::Shuffled {
                deck: DeckKind::Main,
            },
            Event::Shuffled {
                deck: DeckKind::Scene,
            },
            Event::RivalHandRetired { count: 1 },
        ]);
        for slot in 0..3 {
            for outcome in OUTCOMES {
                out.push(Event::Lane { slot, outcome });
            }
            for in_contact in [false, true] {
                out.push(Event::RivalRetired {
                    lane: slot,
                    in_contact,
                });
            }
        }
        for &card in cards {
            out.push(Event::Drew { card });
            for from in ZONES {
                for to in ZONES {
                    out.push(Event::Moved { card, from, to });
                }
            }
            out.push(Event::Replaced { old: card, slot: 0 });
            for kind in PENDING_KINDS {
                out.push(Event::PendingAdded { source: card, kind });
                out.push(Event::Resolving { source: card, kind });
                out.push(Event::PendingResolved { source: card, kind });
            }
            for on in [false, true] {
                out.push(Event::TappedChanged { card, tapped: on });
                out.push(Event::Flipped { card, face_up: on });
                out.push(Event::TreatChanged { card, placed: on });
                out.push(Event::CostChanged {
                    source: card,
                    delta: -1,
                    used: on,
                });
                for item in [None, Some(card)] {
                    out.push(Event::Retired {
                        card,
                        item,
                        in_contact: on,
                    });
                }
            }
            out.push(Event::Looked { card, position: 0 });
            out.push(Event::Chose {
                pick: ChosenRef::Card(card),
            });
            out.push(Event::InspirationChanged {
                target: ChosenRef::Card(card),
                delta: 1,
            });
            out.push(Event::Protected { card });
            out.push(Event::MovedInAdventure {
                card,
                from: 0,
                to: 1,
            });
            out.push(Event::Discarded { card });
            out.push(Event::ItemRetired { card });
            out.push(Event::LookedAtPlan { card, stage: 0 });
            out.push(Event::LookedAtRivalPlan { card, stage: 0 });
        }
        out
    }

    /// Trigger shapes of every kind, on each side, with and without their options.
    fn wanted() -> Vec<GameEvent> {
        let sides = [AbilitySide::You, AbilitySide::Rival, AbilitySide::Both];
        let mut out = vec![
            GameEvent::SelfIntervenes,
            GameEvent::SelfMoves {
                first_each_turn: false,
            },
            GameEvent::SelfMoves {
                first_each_turn: true,
            },
            GameEvent::AdornedRetiresInContact,
            GameEvent::TreatPlaced,
            GameEvent::TreatRemoved,
        ];
        for side in sides {
            out.extend([
                GameEvent::CharacterMoves(side),
                GameEvent::PlanRemoved(side),
                GameEvent::PrePlanUsed(side),
                GameEvent::TurnEnds(side),
                GameEvent::Discarded(side),
                GameEvent::EventPlayed(side),
                GameEvent::ItemRetired(side),
            ]);
            for in_contact in [false, true] {
                out.push(GameEvent::Retires {
                    side,
                    filter: CardFilter::default(),
                    in_contact,
                });
            }
        }
        out
    }

    /// A two-player game of catalog cards: each side's deck holds Characters and Events.
    fn two_player_game() -> Game {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let catalog = crate::catalog::Catalog::open(&root.join("cards.db")).expect("cards.db");
        let index = catalog.index();
        let of = |kind: CardType, n: usize| -> Vec<CardId> {
            let ids = index
                .cards()
                .iter()
                .filter(|c| c.kayou().is_some_and(|k| k.card_type == kind))
                .map(|c| c.id.clone());
            ids.take(n).collect()
        };
        let mut main = of(CardType::Event, 10);
        main.extend(of(CardType::Character, 40));
        let deck = GameDeck {
            main,
            scene: of(CardType::Scene, 15),
            stories: of(CardType::Story, 4),
            main_character: of(CardType::MainCharacter, 1).remove(0),
        };
        let config = GameConfig {
            shuffle: false,
            ..GameConfig::default()
        };
        Game::new_two_player(&deck, &deck, index, config, 7).expect("a two-player game")
    }

    #[test]
    fn every_event_a_trigger_would_match_passes_its_kind_bits_and_the_other_sides_filter() {
        let game = two_player_game();
        let (state, table) = (game.state(), game.table());
        let mine = table.main_handles_of(Side::You);
        let theirs = table.main_handles_of(Side::Rival);
        let event_card = *mine
            .iter()
            .find(|&&h| table.card_type(h) == CardType::Event)
            .expect("an Event in the deck");
        let character = *mine
            .iter()
            .find(|&&h| table.card_type(h) == CardType::Character)
            .expect("a Character in the deck");
        let another = *mine
            .iter()
            .rev()
            .find(|&&h| table.card_type(h) == CardType::Character)
            .expect("another Character");
        let cards = [character, another, event_card, theirs[0], theirs[15]];
        let events = events(&cards);
        let shapes = wanted();
        let mut event_kinds = [false; EVENT_KINDS];
        events
            .iter()
            .for_each(|e| event_kinds[event_kind(e)] = true);
        assert!(event_kinds.iter().all(|&seen| seen), "a kind has no sample");
        let mut set_off = [false; WANTED_KINDS];
        let mut shape_kinds = [false; WANTED_KINDS];
        for shape in &shapes {
            shape_kinds[wanted_kind(shape)] = true;
            for event in &events {
                for mirrored in [false, true] {
                    for slot in [0, usize::MAX] {
                        let Some(_) = state.event_matches(
                            table,
                            shape,
                            *event,
                            character,
                            (slot, mirrored, state.to_act),
                        ) else {
                            continue;
                        };
                        set_off[wanted_kind(shape)] = true;
                        assert_ne!(
                            event_bit(event) & wanted_bits(shape),
                            0,
                            "{shape:?} matches {event:?}, but the pass would never show it \
                             (event_bit / wanted_bits)"
                        );
                        assert!(
                            !mirrored || heard(event),
                            "{shape:?} matches {event:?} on the other side, but the other \
                             side's cards never hear it (heard)"
                        );
                    }
                }
            }
        }
        assert!(
            shape_kinds.iter().all(|&seen| seen),
            "a shape has no sample"
        );
        for shape in &shapes {
            let supported = supports_event(shape).is_ok();
            let heard_by_pass = set_off[wanted_kind(shape)];
            // The Item's look back is the one shape heard outside the pass over listeners.
            if *shape == GameEvent::AdornedRetiresInContact {
                assert_eq!(wanted_bits(shape), 0);
                continue;
            }
            assert!(
                !supported || heard_by_pass,
                "{shape:?} claims support, but no event sets it off"
            );
        }
    }
}
