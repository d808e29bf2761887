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
use super::{CardHandle, CardTable, ContactOutcome, Event, GameState, Pending, PendingKind, Side};

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

impl GameState {
    /// Sets off the abilities listening to the events from `from` on (the events the pass
    /// itself adds, such as a Pre-plan becoming pending, are looked at too). Returns where
    /// the next pass starts.
    pub(crate) fn trigger_pass(
        &mut self,
        table: &CardTable,
        ev: &mut Vec<Event>,
        from: usize,
    ) -> usize {
        // Nothing new to look at (most passes of an action's resolution loop).
        if from >= ev.len() {
            return ev.len();
        }
        let mut fired = Fired {
            fired: [(CardHandle(0), 0); TRIGGERS_PER_PASS],
            len: 0,
        };
        // 504.6: what this pass sets off happens at the same time.
        let batch = self.trigger_batch.wrapping_add(1).max(1);
        // Most boards have no listener at all: then only an Item's look back can fire.
        let listens = |card: CardHandle| table.kinds(card).listens;
        // Whether anyone listens at all, worked out at the first event that could set
        // something off.
        let mut anyone: Option<bool> = None;
        let mut i = from;
        while let Some(event) = ev.get(i).copied() {
            i += 1;
            if fired.len >= TRIGGERS_PER_PASS || !can_set_off(&event) {
                continue;
            }
            let look_back = matches!(
                event,
                Event::Retired {
                    item: Some(_),
                    in_contact: true,
                    ..
                }
            );
            let anyone = *anyone.get_or_insert_with(|| {
                self.delayed.iter().any(Option::is_some)
                    || self
                        .you
                        .adventure
                        .iter()
                        .flatten()
                        .any(|s| listens(s.character) || s.item.is_some_and(listens))
            });
            if !anyone && !look_back {
                continue;
            }
            // Listeners: your Characters and their Items (the Item's own abilities and the
            // ones it gives), then the look back of an Item that left with its Character.
            for slot in 0..self.you.adventure.len() {
                let Some(Some(s)) = self.you.adventure.get(slot).copied() else {
                    continue;
                };
                if !listens(s.character) && !s.item.is_some_and(listens) {
                    continue;
                }
                self.listen(
                    table,
                    s.character,
                    s.character,
                    slot,
                    event,
                    batch,
                    &mut fired,
                    ev,
                );
                if let Some(item) = s.item {
                    self.listen(table, item, s.character, slot, event, batch, &mut fired, ev);
                }
            }
            for d in self.delayed {
                let Some(d) = d else { continue };
                let Some(Op::Delayed { event: wanted, .. }) = table
                    .abilities(d.source)
                    .get(usize::from(d.ability))
                    .and_then(|a| a.steps.get(usize::from(d.step)))
                else {
                    continue;
                };
                // "each time": once per event (501.1.3).
                if let Some(cause) = self.event_matches(table, wanted, event, d.source, usize::MAX)
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
            if let Event::Retired {
                item: Some(item),
                in_contact: true,
                ..
            } = event
            {
                self.listen_look_back(table, item, batch, &mut fired, ev);
            }
        }
        if fired.len > 0 {
            self.trigger_batch = batch;
        }
        ev.len()
    }

    /// The abilities of `source` (in the Adventure Area, `holder` in `slot`) that `event`
    /// sets off.
    #[allow(clippy::too_many_arguments)]
    fn listen(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        holder: CardHandle,
        slot: usize,
        event: Event,
        batch: u16,
        fired: &mut Fired,
        ev: &mut Vec<Event>,
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
            let Some(cause) = self.event_matches(table, wanted, event, this, slot) else {
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
        ev: &mut Vec<Event>,
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
        ev: &mut Vec<Event>,
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

    /// Whether `event` is the one `wanted` waits for, seen from the Character `this` in
    /// `slot`: `Some(cause)` with the card the event was about.
    fn event_matches(
        &self,
        table: &CardTable,
        wanted: &GameEvent,
        event: Event,
        this: CardHandle,
        slot: usize,
    ) -> Option<Option<CardHandle>> {
        let yes = |cause: Option<CardHandle>| Some(cause);
        match (wanted, event) {
            (
                GameEvent::SelfIntervenes,
                Event::Lane {
                    slot: lane,
                    outcome: ContactOutcome::Intervened(_),
                },
            ) if usize::from(lane) == slot => yes(None),
            (GameEvent::SelfMoves { first_each_turn }, Event::MovedInAdventure { card, .. })
                if card == this =>
            {
                let moves = self
                    .you
                    .adventure
                    .get(slot)
                    .copied()
                    .flatten()
                    .map_or(0, |s| s.moves_this_turn);
                (!*first_each_turn || moves <= 1).then_some(None)
            }
            (GameEvent::CharacterMoves(AbilitySide::You), Event::MovedInAdventure { card, .. }) => {
                yes(Some(card))
            }
            (
                GameEvent::Retires {
                    side: AbilitySide::You,
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
                && self.card_matches(table, this, card, filter) =>
            {
                yes(Some(card))
            }
            (
                GameEvent::Retires {
                    side: AbilitySide::Rival,
                    filter,
                    in_contact,
                },
                Event::RivalRetired {
                    in_contact: was_in_contact,
                    ..
                },
            ) if was_in_contact || !*in_contact => {
                // The goldfish rival's Characters have no card to filter by but their type.
                let typed = filter.types.is_empty() || filter.types.contains(&CardType::Character);
                typed.then_some(None)
            }
            (
                GameEvent::PlanRemoved(AbilitySide::You),
                Event::PlanRemoved {
                    side: Side::You, ..
                },
            ) => yes(None),
            (
                GameEvent::PlanRemoved(AbilitySide::Rival),
                Event::PlanRemoved {
                    side: Side::Rival, ..
                },
            ) => yes(None),
            (
                GameEvent::PrePlanUsed(AbilitySide::You),
                Event::PendingAdded {
                    source,
                    kind: PendingKind::PrePlan,
                },
            ) => yes(Some(source)),
            (GameEvent::TurnEnds(AbilitySide::You), Event::TurnEnds { side: Side::You }) => {
                yes(None)
            }
            (GameEvent::Discarded(AbilitySide::You), Event::Discarded { card }) => yes(Some(card)),
            (
                GameEvent::EventPlayed(AbilitySide::You),
                Event::Moved {
                    card,
                    from: Zone::Hand,
                    to: Zone::Settlement,
                },
            ) if table.card_type(card) == CardType::Event => yes(Some(card)),
            (GameEvent::ItemRetired(AbilitySide::You), Event::ItemRetired { card }) => {
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

/// Whether any ability can listen to `event`: the kinds `event_matches` matches on (and the
/// Item's look back, a `Retired`). Most events (draws, payments, taps, phases) set nothing
/// off, and the pass skips them at once. Keep this in step with `event_matches`.
fn can_set_off(event: &Event) -> bool {
    matches!(
        event,
        Event::Lane { .. }
            | Event::MovedInAdventure { .. }
            | Event::Retired { .. }
            | Event::RivalRetired { .. }
            | Event::PlanRemoved { .. }
            | Event::PendingAdded { .. }
            | Event::TurnEnds { .. }
            | Event::Discarded { .. }
            | Event::Moved { .. }
            | Event::ItemRetired { .. }
            | Event::TreatChanged { .. }
    )
}

/// Whether the engine sets this event off (the rest wait for a rival that plays).
pub(crate) fn supports_event(event: &GameEvent) -> Result<(), &'static str> {
    match event {
        GameEvent::SelfIntervenes
        | GameEvent::SelfMoves { .. }
        | GameEvent::CharacterMoves(AbilitySide::You)
        | GameEvent::Retires {
            side: AbilitySide::You | AbilitySide::Rival,
            ..
        }
        | GameEvent::AdornedRetiresInContact
        | GameEvent::PlanRemoved(AbilitySide::You | AbilitySide::Rival)
        | GameEvent::PrePlanUsed(AbilitySide::You)
        | GameEvent::TurnEnds(AbilitySide::You)
        | GameEvent::Discarded(AbilitySide::You)
        | GameEvent::EventPlayed(AbilitySide::You)
        | GameEvent::ItemRetired(AbilitySide::You)
        | GameEvent::TreatPlaced
        | GameEvent::TreatRemoved => Ok(()),
        _ => Err("events on the rival's side (the goldfish rival does not play)"),
    }
}
