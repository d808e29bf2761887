//! Carrying abilities out (502, 504): the engine resolves the automated abilities on top of the
//! pending list by themselves, step by step, and stops for a [`Decision`] when a step needs the
//! player's choice (615). What cannot be carried out is skipped and the rest still happens
//! (502.1.1). Abilities left to the player stay pending for them to mark done (504.4.1).

use crate::ability::{Dest, Duration, Op, Target};
use crate::card::Chip;

use super::decision::{ChosenRef, Decision, DecisionKind, FRAME_CARDS, Frame};
use super::{
    ActionError, CardHandle, CardTable, Event, EventLog, GameState, Pending, PendingKind, Zone,
};
use crate::engine::Side;

/// A step's outcome.
pub(super) enum StepFlow {
    /// Go on with the next step.
    Next,
    /// Wait for this decision.
    Decide(Decision),
}

/// The most abilities one action may set off and resolve, so that a loop of triggers cannot
/// hang the engine; beyond it the rest stay pending for the player.
const RESOLUTIONS_PER_ACTION: usize = 64;

/// The most cards one step acts on.
pub(super) const TARGETS_MAX: usize = 24;

impl GameState {
    /// Resolves the automated abilities on top of the pending list until one waits for a
    /// decision, a manual one is on top, the list is empty or the game is over (504.3). Before
    /// each, the trigger pass looks at what happened since `from` (501.1).
    #[inline]
    pub(crate) fn run_abilities(&mut self, table: &CardTable, ev: &mut EventLog<'_>, from: usize) {
        // Most actions set nothing off: what the first round of the loop below would do then
        // (the trigger pass's bookkeeping, nothing pending, the player already the one to
        // act), decided inline.
        if self.winner.is_none()
            && self.decision.is_none()
            && self.pending.is_empty()
            && (!self.two_player || self.turn == 0 || self.acting_side() == self.to_act)
            && self.nothing_to_hear(table, ev, from.max(self.scanned_to.min(ev.len())))
        {
            ev.heard();
            self.scanned_to = ev.len();
            return;
        }
        self.resolve_loop(table, ev, from);
    }

    /// [`GameState::run_abilities`] once something may be set off or pending.
    #[inline(never)]
    fn resolve_loop(&mut self, table: &CardTable, ev: &mut EventLog<'_>, from: usize) {
        let mut from = from;
        for _ in 0..RESOLUTIONS_PER_ACTION {
            if self.winner.is_none() {
                // What a step's hand-over already looked at is not looked at twice.
                let from_here = from.max(self.scanned_to.min(ev.len()));
                from = self.trigger_pass(table, ev, from_here);
            }
            if self.decision.is_some() || self.winner.is_some() {
                return;
            }
            let Some(top) = self.pending.last() else {
                // Two-player: with nothing pending, the turn player acts again (or, in its
                // Inspiration step of the turn player's Contact, the other player: 404.3.2).
                if self.two_player && self.turn > 0 {
                    let acting = self.acting_side();
                    if acting != self.to_act {
                        self.act_as(acting, ev);
                    }
                }
                return;
            };
            // Two-player: an ability is resolved (and its decisions made, its order among the
            // abilities set off with it too: 504.6) by its controller, the owner of its card.
            let owner = table.owner(top.source);
            if owner != self.to_act && self.two_player {
                self.act_as(owner, ev);
                from = ev.len();
                self.scanned_to = from;
                continue;
            }
            // 504.6: abilities set off at the same time: the controller says which goes first.
            if let Some(decision) = self.order_decision() {
                self.decision = Some(decision);
                return;
            }
            let Some(top) = self.pending.last() else {
                return;
            };
            if !top.automated {
                return;
            }
            let Some(mut current) = self.pending.pop() else {
                return;
            };
            ev.push(Event::Resolving {
                source: current.source,
                kind: current.kind,
            });
            match self.resolve_steps(table, &mut current, ev) {
                None => self.settle(current, ev),
                // It waits on top, above whatever its steps set off (504.3).
                Some(decision) => {
                    self.decision = Some(decision);
                    self.pending.push(current);
                }
            }
        }
    }

    /// 504.4: an ability is done: an Event goes from the Settlement Area to the Retirement Area
    /// (403.3.1), a Plan whose Pre-plan it was likewise (306.2.4), and a Character that said
    /// Farewell once its last [Farewell] is done, with the Item that waited with it (614.1.3,
    /// 306.2.3).
    pub(crate) fn settle(&mut self, done: Pending, ev: &mut EventLog<'_>) {
        match done.kind {
            PendingKind::Event | PendingKind::PrePlan => {
                self.settlement_to_retirement(self.to_act, done.source, ev);
            }
            PendingKind::Farewell => {
                // The Character that left: the source, or for a [Farewell] its Item gave it,
                // the Character it adorned (`retire_character`).
                let leaving = |p: &Pending| p.frame.cause.unwrap_or(p.source);
                let character = leaving(&done);
                let more = self
                    .pending
                    .iter()
                    .any(|p| p.kind == PendingKind::Farewell && leaving(p) == character);
                if !more {
                    self.settlement_to_retirement(self.to_act, character, ev);
                    while let Some(i) = self.players[self.to_act]
                        .settlement_items
                        .iter()
                        .position(|(c, _)| *c == character)
                    {
                        let (_, item) = self.players[self.to_act].settlement_items.remove(i);
                        self.settlement_to_retirement(self.to_act, item, ev);
                    }
                }
            }
            _ => {}
        }
        ev.push(Event::PendingResolved {
            source: done.source,
            kind: done.kind,
        });
    }

    /// Carries the steps of `pending` out from where it is; `Some` when it waits for a decision.
    fn resolve_steps(
        &mut self,
        table: &CardTable,
        pending: &mut Pending,
        ev: &mut EventLog<'_>,
    ) -> Option<Decision> {
        let source = pending.source;
        let ability = table
            .abilities(source)
            .get(usize::from(pending.frame.ability))?;
        let frame = &mut pending.frame;
        if !frame.started {
            frame.started = true;
            frame.this = if ability.granted {
                self.players[self.to_act]
                    .adventure
                    .iter()
                    .flatten()
                    .find(|s| s.item == Some(source))
                    .map(|s| s.character)
                    .or(frame.cause)
                    .unwrap_or(source)
            } else {
                source
            };
            frame.by_event = pending.kind == PendingKind::Event;
            // 502: an "If" that does not hold: nothing happens (a delayed ability was made
            // when it held).
            if let Some(condition) = &ability.condition
                && frame.nested.is_none()
                && !self.holds(table, source, frame, condition)
            {
                return None;
            }
        }
        // A delayed ability set off carries out the steps of its `Op::Delayed`.
        let steps: &[Op] = match frame.nested {
            Some(i) => match ability.steps.get(usize::from(i)) {
                Some(Op::Delayed { steps, .. }) => steps,
                _ => &[],
            },
            None => &ability.steps,
        };
        while let Some(op) = steps.get(usize::from(frame.step)) {
            // An "If" finishes its own waiting step (the decision is inside its branch).
            let flow = if frame.waiting && !matches!(op, Op::If { .. }) {
                frame.waiting = false;
                self.finish_decided(table, source, op, frame, ev)
            } else {
                self.run_op(table, source, op, frame, ev)
            };
            if let StepFlow::Decide(decision) = flow {
                frame.waiting = true;
                return Some(decision);
            }
            frame.step = frame.step.saturating_add(1);
            if self.winner.is_some() {
                return None;
            }
        }
        None
    }

    /// The part of a step that comes after its decision was answered (it may ask again: the
    /// next part of a choice of several kinds).
    fn finish_decided(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        op: &Op,
        frame: &mut Frame,
        ev: &mut EventLog<'_>,
    ) -> StepFlow {
        match op {
            Op::Discard(_) => {
                self.discard_chosen(table, frame, ev);
                StepFlow::Next
            }
            Op::Choose { picks, up_to, .. } => {
                frame.pick = frame.pick.saturating_add(1);
                self.ask_picks(table, source, picks, *up_to, frame)
            }
            Op::MoveInAdventure(_) => {
                self.finish_move_in_adventure(frame, ev);
                StepFlow::Next
            }
            Op::LookPlans { reorder: true, .. } => {
                self.finish_plan_order(frame, ev);
                StepFlow::Next
            }
            Op::Move {
                to: Dest::AdornTo, ..
            } => {
                self.finish_adorn(table, frame, ev);
                StepFlow::Next
            }
            Op::Move { to, .. } | Op::Rest { to, .. } => {
                self.finish_top_or_bottom(table, *to, frame, ev);
                StepFlow::Next
            }
            _ => StepFlow::Next,
        }
    }

    /// 615: asks the parts of a choice from `frame.pick` on, each a decision of its own; the
    /// chosen cards of every part stay together ("them").
    pub(super) fn ask_picks(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        picks: &[crate::ability::Pick],
        up_to: bool,
        frame: &mut Frame,
    ) -> StepFlow {
        while let Some(pick) = picks.get(usize::from(frame.pick)) {
            self.fill_options(table, source, frame, pick);
            // A card chosen for an earlier part is not chosen twice.
            let mut options = std::mem::take(&mut self.options);
            options.retain(|o| !frame.chosen().contains(o));
            self.options = options;
            let first = frame.pick == 0;
            if let StepFlow::Decide(decision) = self.ask(
                source,
                DecisionKind::ChooseCards,
                pick.n,
                up_to,
                frame,
                !first,
            ) {
                return StepFlow::Decide(decision);
            }
            frame.pick = frame.pick.saturating_add(1);
        }
        frame.pick = 0;
        frame.pick_start = 0;
        StepFlow::Next
    }

    /// The decision options: the cards of `pick`'s zone that match its filter, in zone order
    /// (the buffer is reused).
    pub(super) fn fill_options(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        frame: &Frame,
        pick: &crate::ability::Pick,
    ) {
        let mut options = std::mem::take(&mut self.options);
        options.clear();
        self.zone_cards_into(
            table,
            source,
            frame,
            (pick.side, pick.zone),
            &pick.filter,
            &mut options,
        );
        self.options = options;
    }

    /// 612: the Character `frame.subject` moves to the chosen empty slot, keeping its state.
    pub(super) fn finish_move_in_adventure(&mut self, frame: &mut Frame, ev: &mut EventLog<'_>) {
        let to = frame.picks().iter().find_map(|p| match p {
            ChosenRef::Slot(slot) => Some(*slot),
            _ => None,
        });
        frame.drop_picks();
        let (Some(card), Some(to)) = (frame.subject.take(), to) else {
            return;
        };
        let Some(from) = self.slot_of(card) else {
            return;
        };
        let (Some(Some(_)), Some(None)) = (
            self.players[self.to_act].adventure.get(usize::from(from)),
            self.players[self.to_act].adventure.get(usize::from(to)),
        ) else {
            return;
        };
        self.move_in_adventure(self.to_act, card, from, to, ev);
    }

    /// Your Plans go back on the Stories that held them, in the chosen order (the first on
    /// the lowest); each keeps whether it was revealed.
    fn finish_plan_order(&mut self, frame: &mut Frame, ev: &mut EventLog<'_>) {
        let mut order = [None; 4];
        for (slot, pick) in order.iter_mut().zip(frame.picks()) {
            if let ChosenRef::Card(card) = *pick {
                *slot = self.players[self.to_act]
                    .plans
                    .iter()
                    .flatten()
                    .find(|p| p.card == card)
                    .copied();
            }
        }
        frame.drop_picks();
        let chosen = order.iter().flatten().count();
        if chosen != self.players[self.to_act].plans.iter().flatten().count() {
            return;
        }
        let mut next = order.into_iter().flatten();
        for plan in self.players[self.to_act].plans.iter_mut().flatten() {
            if let Some(new) = next.next() {
                *plan = new;
            }
        }
        ev.push(Event::Changed);
    }

    /// An Item (`frame.subject`) adorns the chosen Character (203).
    pub(super) fn finish_adorn(
        &mut self,
        table: &CardTable,
        frame: &mut Frame,
        ev: &mut EventLog<'_>,
    ) {
        let character = frame.picks().iter().find_map(|p| match p {
            ChosenRef::Card(card) => Some(*card),
            _ => None,
        });
        frame.drop_picks();
        let (Some(item), Some(character)) = (frame.subject.take(), character) else {
            return;
        };
        if let Some(slot) = self.slot_of(character)
            && table.may_adorn(item, character)
        {
            let _moved = self
                .move_card(self.to_act, item, Zone::Item(slot), ev)
                .is_ok();
        }
    }

    /// The answer to "the top or the bottom of the Deck" for the cards still revealed (or
    /// `frame.subject`).
    fn finish_top_or_bottom(
        &mut self,
        table: &CardTable,
        to: Dest,
        frame: &mut Frame,
        ev: &mut EventLog<'_>,
    ) {
        let bottom = frame.picks().contains(&ChosenRef::Bottom);
        frame.drop_picks();
        let dest = match (to, bottom) {
            (Dest::SceneDeckTopOrBottom, true) => Dest::SceneDeckBottom,
            (Dest::SceneDeckTopOrBottom, false) => Dest::DeckTop,
            (_, true) => Dest::DeckBottom,
            (_, false) => Dest::DeckTop,
        };
        if let Some(card) = frame.subject.take() {
            self.move_to(self.to_act, table, card, dest, ev);
            frame.forget_revealed(card);
            return;
        }
        let rest = frame.revealed;
        let len = usize::from(frame.revealed_len);
        // Put back the last looked-at first so that the top card stays on top.
        for card in rest.iter().take(len).rev() {
            self.move_to(self.to_act, table, *card, dest, ev);
        }
        frame.revealed_len = 0;
    }

    /// Asks "the top or the bottom?" for the revealed cards (or `frame.subject`).
    pub(super) fn ask_top_or_bottom(&mut self, source: CardHandle, frame: &mut Frame) -> StepFlow {
        self.options.clear();
        self.options.push(ChosenRef::Top);
        self.options.push(ChosenRef::Bottom);
        frame.pick_start = frame.chosen_len;
        StepFlow::Decide(Decision {
            source,
            kind: DecisionKind::TopBottom,
            min: 1,
            max: 1,
        })
    }

    pub(super) fn discard_chosen(
        &mut self,
        _table: &CardTable,
        frame: &Frame,
        ev: &mut EventLog<'_>,
    ) {
        for pick in frame.chosen() {
            if let ChosenRef::Card(card) = *pick {
                self.discard(self.to_act, card, ev);
            }
        }
    }

    /// Asks for `n` of the decision options, or chooses at once when there is nothing to
    /// decide (615.1: as many as possible; no decision with one way to choose). `keep`: the
    /// picks add to what this step chose before (else they replace it).
    pub(super) fn ask(
        &mut self,
        source: CardHandle,
        kind: DecisionKind,
        n: u8,
        up_to: bool,
        frame: &mut Frame,
        keep: bool,
    ) -> StepFlow {
        if !keep {
            frame.chosen_len = 0;
        }
        frame.pick_start = frame.chosen_len;
        let room = (FRAME_CARDS as u8).saturating_sub(frame.chosen_len);
        let available = u8::try_from(self.options.len()).unwrap_or(u8::MAX);
        let max = n.min(available).min(room);
        if max == 0 {
            return StepFlow::Next;
        }
        if !up_to && available <= n {
            for pick in self.options.iter().take(usize::from(max)) {
                frame.choose(*pick);
            }
            self.options.clear();
            return StepFlow::Next;
        }
        StepFlow::Decide(Decision {
            source,
            kind,
            min: if up_to { 0 } else { max },
            max,
        })
    }

    fn run_op(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        op: &Op,
        frame: &mut Frame,
        ev: &mut EventLog<'_>,
    ) -> StepFlow {
        match super::effects::family(op) {
            super::effects::Family::Cards => self.run_cards(table, source, op, frame, ev),
            super::effects::Family::Choose => self.run_choose(table, source, op, frame, ev),
            super::effects::Family::Inspiration => {
                self.run_inspiration(table, source, op, frame, ev)
            }
            super::effects::Family::Retire => self.run_retire(table, source, op, frame, ev),
            super::effects::Family::Plans => self.run_plans(table, source, op, frame, ev),
            super::effects::Family::Board => self.run_board(table, source, op, frame, ev),
            super::effects::Family::Rules => self.run_rules(table, source, op, frame, ev),
        }
    }

    /// "If ..., ... instead": the steps of the branch that holds when the "If" is reached
    /// (decided once, 502.1), carried out in order; a choice among them waits for its decision
    /// like any step (`frame.branch` says where the branch is).
    pub(super) fn run_branch(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        (condition, then, otherwise): (&crate::ability::Condition, &[Op], &[Op]),
        frame: &mut Frame,
        ev: &mut EventLog<'_>,
    ) -> StepFlow {
        let (holds, mut at) = match frame.branch {
            Some(branch) => branch,
            None => (self.holds(table, source, frame, condition), 0),
        };
        let ops = if holds { then } else { otherwise };
        while let Some(op) = ops.get(usize::from(at)) {
            let flow = if frame.waiting {
                frame.waiting = false;
                self.finish_decided(table, source, op, frame, ev)
            } else {
                self.run_op(table, source, op, frame, ev)
            };
            if let StepFlow::Decide(decision) = flow {
                frame.branch = Some((holds, at));
                return StepFlow::Decide(decision);
            }
            at = at.saturating_add(1);
            if self.winner.is_some() {
                break;
            }
        }
        frame.branch = None;
        StepFlow::Next
    }

    /// Puts the top card of your Scene Deck into your Scene Area (an ability's "add 1 Scene").
    pub(super) fn add_scene(
        &mut self,
        side: Side,
        face_up: bool,
        tapped: bool,
        ev: &mut EventLog<'_>,
    ) {
        if let Some(card) = self.pop_deck(side, super::DeckKind::Scene) {
            self.put_scene(side, card, Zone::SceneDeckTop, face_up, tapped, ev);
        }
    }

    /// The cards a target means now, in a defined order: the first of `out`, filled here (a
    /// buffer of the caller's, not an array returned, which the compiler copies byte by byte).
    pub(super) fn targets<'o>(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        frame: &Frame,
        target: &Target,
        out: &'o mut [ChosenRef; TARGETS_MAX],
    ) -> &'o [ChosenRef] {
        let mut n = 0usize;
        let mut push = |pick: ChosenRef| {
            if let Some(slot) = out.get_mut(n) {
                *slot = pick;
                n += 1;
            }
        };
        match target {
            Target::This => push(ChosenRef::Card(frame.this)),
            Target::OwnItem(filter) => {
                if let Some(item) = self.players[self.to_act]
                    .adventure
                    .iter()
                    .flatten()
                    .find(|s| s.character == frame.this)
                    .and_then(|s| s.item)
                    && self.card_matches(table, source, item, filter)
                {
                    push(ChosenRef::Card(item));
                }
            }
            Target::Chosen => frame.chosen().iter().copied().for_each(&mut push),
            Target::Rest => frame
                .revealed()
                .iter()
                .map(|c| ChosenRef::Card(*c))
                .for_each(&mut push),
            Target::Adorned(filter) => {
                if let Some(slot) = self.players[self.to_act]
                    .adventure
                    .iter()
                    .flatten()
                    .find(|s| s.item == Some(source))
                    && self.card_matches(table, source, slot.character, filter)
                {
                    push(ChosenRef::Card(slot.character));
                }
            }
            Target::InContact(filter) => {
                if let Some(slot) = self.current_lane()
                    && let Some(Some(mine)) = self.players[self.to_act].adventure.get(slot)
                    && self.card_matches(table, source, mine.character, filter)
                {
                    push(ChosenRef::Card(mine.character));
                }
            }
            Target::All { side, zone, filter } => {
                let mut found = std::mem::take(&mut self.options);
                found.clear();
                self.zone_cards_into(table, source, frame, (*side, *zone), filter, &mut found);
                found.iter().copied().for_each(&mut push);
                found.clear();
                self.options = found;
            }
            Target::DeckTop(count) => {
                self.settle_deck(self.to_act, super::DeckKind::Main, usize::from(*count));
                self.players[self.to_act]
                    .main_deck
                    .iter()
                    .rev()
                    .take(usize::from(*count))
                    .map(|c| ChosenRef::Card(*c))
                    .for_each(&mut push);
            }
            Target::NextToAdorned => {
                if let Some(at) = self.players[self.to_act]
                    .adventure
                    .iter()
                    .position(|s| s.is_some_and(|s| s.item == Some(source)))
                {
                    for (i, s) in self.players[self.to_act].adventure.iter().enumerate() {
                        if let Some(s) = s
                            && i.abs_diff(at) == 1
                        {
                            push(ChosenRef::Card(s.character));
                        }
                    }
                }
            }
        }
        &out[..n]
    }

    /// Your Character `card`'s slot, to change it.
    pub(super) fn your_slot_mut(&mut self, card: CardHandle) -> Option<&mut super::Slot> {
        self.players[self.to_act]
            .adventure
            .iter_mut()
            .flatten()
            .find(|s| s.character == card)
    }

    /// The slot (0-based) holding your Character `card`.
    pub(crate) fn slot_of(&self, card: CardHandle) -> Option<u8> {
        self.players[self.to_act]
            .adventure
            .iter()
            .position(|s| s.is_some_and(|s| s.character == card))
            .and_then(|i| u8::try_from(i).ok())
    }

    pub(super) fn change_inspiration(
        &mut self,
        pick: ChosenRef,
        delta: i8,
        duration: Duration,
        ev: &mut EventLog<'_>,
    ) {
        match pick {
            ChosenRef::Card(card) => {
                let Some(slot) = self.your_slot_mut(card) else {
                    return;
                };
                let field = match duration {
                    Duration::EndOfContact => &mut slot.inspiration_contact,
                    Duration::WhileSource => &mut slot.inspiration_permanent,
                    Duration::Instant | Duration::EndOfTurn | Duration::NextPlay => {
                        &mut slot.inspiration_turn
                    }
                    Duration::EndOfTurnIfMoved => &mut slot.inspiration_turn_if_moved,
                };
                *field = field.saturating_add(delta);
            }
            ChosenRef::RivalSlot(lane) if self.two_player => {
                let facing = GameState::facing_slot(usize::from(lane));
                let Some(Some(slot)) = self.players[self.to_act.other()].adventure.get_mut(facing)
                else {
                    return;
                };
                let field = match duration {
                    Duration::EndOfContact => &mut slot.inspiration_contact,
                    Duration::WhileSource => &mut slot.inspiration_permanent,
                    Duration::Instant | Duration::EndOfTurn | Duration::NextPlay => {
                        &mut slot.inspiration_turn
                    }
                    Duration::EndOfTurnIfMoved => &mut slot.inspiration_turn_if_moved,
                };
                *field = field.saturating_add(delta);
            }
            ChosenRef::RivalSlot(lane) => {
                if !self.change_sparring(lane, delta) {
                    return;
                }
            }
            ChosenRef::Slot(_) | ChosenRef::Top | ChosenRef::Bottom => return,
        }
        ev.push(Event::InspirationChanged {
            target: pick,
            delta,
        });
    }

    /// The card a pick names: yours or (two-player) the rival's, the rival's Character in a
    /// lane included; `None` for a goldfish rival's Character, a slot or top / bottom.
    pub(super) fn pick_card(&self, pick: ChosenRef) -> Option<CardHandle> {
        match pick {
            ChosenRef::Card(card) => Some(card),
            ChosenRef::RivalSlot(lane) => self
                .opponent()
                .and_then(|o| o.adventure.get(GameState::facing_slot(usize::from(lane))))
                .copied()
                .flatten()
                .map(|s| s.character),
            _ => None,
        }
    }

    /// Moves your card to a destination of an ability (617); a Character entering the
    /// Adventure Area takes the first empty slot and its Appear triggers (201.6.1).
    pub(super) fn move_to(
        &mut self,
        side: Side,
        table: &CardTable,
        card: CardHandle,
        to: Dest,
        ev: &mut EventLog<'_>,
    ) {
        let is_scene = table.card_type(card) == crate::card::CardType::Scene;
        let zone = match to {
            Dest::Hand => Zone::Hand,
            Dest::Retirement => Zone::Retirement,
            Dest::DeckTop if is_scene => Zone::SceneDeckTop,
            Dest::DeckBottom if is_scene => Zone::SceneDeckBottom,
            Dest::DeckTop => Zone::MainDeckTop,
            Dest::DeckBottom => Zone::MainDeckBottom,
            Dest::SceneDeckBottom => Zone::SceneDeckBottom,
            Dest::SceneArea { .. } => Zone::SceneArea,
            Dest::Adventure => {
                match self.players[side]
                    .adventure
                    .iter()
                    .position(Option::is_none)
                {
                    Some(slot) => Zone::Character(slot as u8),
                    // 502.1.1: no empty slot, nothing happens.
                    None => return,
                }
            }
            Dest::Plan => match self.plan_stage_for_new(side) {
                Some(stage) => Zone::Plan(stage),
                // 604.1.0: no Story without a Plan: nothing happens (502.1.1).
                None => return,
            },
            Dest::DeckTopOrBottom | Dest::SceneDeckTopOrBottom | Dest::AdornTo => {
                return;
            }
        };
        if self.move_card(side, card, zone, ev).is_err() {
            return;
        }
        match (to, zone) {
            (Dest::SceneArea { face_up, tapped }, _) => {
                if let Some(scene) = self.players[side].scene_area.last_mut() {
                    scene.face_up = face_up;
                    scene.tapped = tapped;
                }
            }
            (_, Zone::Character(_)) if table.has_chip(card, Chip::Appear) => {
                self.add_pending(table, card, PendingKind::Appear, ev);
            }
            _ => {}
        }
    }

    /// 504.6: when the abilities on top of the pending list were set off at the same time
    /// (one batch) and differ, the decision of which resolves first; its options are their
    /// cards.
    fn order_decision(&mut self) -> Option<Decision> {
        let top = *self.pending.last()?;
        if top.batch == 0 {
            return None;
        }
        let group = self
            .pending
            .iter()
            .rev()
            .take_while(|p| p.batch == top.batch)
            .count();
        if group < 2 {
            return None;
        }
        self.options.clear();
        let start = self.pending.len() - group;
        for p in self.pending.iter().skip(start).rev() {
            let pick = ChosenRef::Card(p.source);
            if !self.options.contains(&pick) {
                self.options.push(pick);
            }
        }
        if self.options.len() < 2 {
            // The same card's abilities: the order is the card's (no choice to make).
            self.options.clear();
            if let Some(p) = self.pending.last_mut() {
                p.batch = 0;
            }
            return None;
        }
        Some(Decision {
            source: top.source,
            kind: DecisionKind::Order,
            min: 1,
            max: 1,
        })
    }

    /// 504.6: the chosen card's ability goes to the top and resolves first.
    fn choose_order(&mut self, pick: ChosenRef, ev: &mut EventLog<'_>) -> Result<(), ActionError> {
        let ChosenRef::Card(card) = pick else {
            return Err(ActionError::NotAnOption);
        };
        if !self.options.contains(&pick) {
            return Err(ActionError::NotAnOption);
        }
        let Some(batch) = self.pending.last().map(|p| p.batch) else {
            return Err(ActionError::NoDecision);
        };
        let Some(i) = self
            .pending
            .iter()
            .rposition(|p| p.batch == batch && p.source == card)
        else {
            return Err(ActionError::NotAnOption);
        };
        let mut first = self.pending.remove(i);
        first.batch = 0;
        self.pending.push(first);
        ev.push(Event::Chose { pick });
        self.decision = None;
        self.options.clear();
        Ok(())
    }

    /// 615: one answer to the open decision. The decision closes when enough are chosen.
    pub(crate) fn choose(
        &mut self,
        table: &CardTable,
        pick: ChosenRef,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        let Some(decision) = self.decision else {
            return Err(ActionError::NoDecision);
        };
        if decision.kind == DecisionKind::Order {
            return self.choose_order(pick, ev);
        }
        let Some(top) = self.pending.last_mut() else {
            return Err(ActionError::NoDecision);
        };
        if !self.options.contains(&pick) || top.frame.picks().contains(&pick) {
            return Err(ActionError::NotAnOption);
        }
        top.frame.choose(pick);
        ev.push(Event::Chose { pick });
        if top.frame.picks().len() >= usize::from(decision.max) {
            self.close_decision(table, ev);
        }
        Ok(())
    }

    /// 615.1.1: stop choosing ("up to"): allowed once the least number is chosen.
    pub(crate) fn choose_done(
        &mut self,
        table: &CardTable,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        let Some(decision) = self.decision else {
            return Err(ActionError::NoDecision);
        };
        let chosen = self.pending.last().map_or(0, |p| {
            u8::try_from(p.frame.picks().len()).unwrap_or(u8::MAX)
        });
        if chosen < decision.min {
            return Err(ActionError::TooFewChosen {
                chosen,
                min: decision.min,
            });
        }
        self.close_decision(table, ev);
        Ok(())
    }

    /// The decision is answered; the resolution goes on when the action ends
    /// ([`GameState::apply_action`] runs the abilities).
    fn close_decision(&mut self, _table: &CardTable, _ev: &mut EventLog<'_>) {
        self.decision = None;
        self.options.clear();
    }
}
