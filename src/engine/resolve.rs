//! Carrying abilities out (502, 504): the engine resolves the automated abilities on top of the
//! pending list by themselves, step by step, and stops for a [`Decision`] when a step needs the
//! player's choice (615). What cannot be carried out is skipped and the rest still happens
//! (502.1.1). Abilities left to the player stay pending for them to mark done (504.4.1).

use crate::ability::{Dest, Duration, Op, Target, Zone as AbilityZone};
use crate::card::Chip;

use super::decision::{ChosenRef, Decision, DecisionKind, FRAME_CARDS, Frame};
use super::{
    ActionError, CardHandle, CardTable, Event, GameState, Pending, PendingKind, Side, Zone,
};

/// A step's outcome.
enum StepFlow {
    /// Go on with the next step.
    Next,
    /// Wait for this decision.
    Decide(Decision),
}

/// The most abilities one action may set off and resolve, so that a loop of triggers cannot
/// hang the engine; beyond it the rest stay pending for the player.
const RESOLUTIONS_PER_ACTION: usize = 64;

/// The most cards one step acts on.
const TARGETS_MAX: usize = 24;

impl GameState {
    /// Resolves the automated abilities on top of the pending list until one waits for a
    /// decision, a manual one is on top, the list is empty or the game is over (504.3).
    pub(crate) fn run_abilities(&mut self, table: &CardTable, ev: &mut Vec<Event>) {
        for _ in 0..RESOLUTIONS_PER_ACTION {
            if self.decision.is_some() || self.winner.is_some() {
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
    /// (403.3.1), a Character that said Farewell likewise (614.1.3).
    pub(crate) fn settle(&mut self, done: Pending, ev: &mut Vec<Event>) {
        if matches!(done.kind, PendingKind::Event | PendingKind::Farewell)
            && let Some(position) = self.you.settlement.iter().position(|c| *c == done.source)
        {
            let card = self.you.settlement.remove(position);
            self.you.retirement.push(card);
            ev.push(Event::Moved {
                card,
                from: Zone::Settlement,
                to: Zone::Retirement,
            });
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
        ev: &mut Vec<Event>,
    ) -> Option<Decision> {
        let source = pending.source;
        let ability = table
            .abilities(source)
            .get(usize::from(pending.frame.ability))?;
        let frame = &mut pending.frame;
        if !frame.started {
            frame.started = true;
            frame.this = if ability.granted {
                self.you
                    .adventure
                    .iter()
                    .flatten()
                    .find(|s| s.item == Some(source))
                    .map_or(source, |s| s.character)
            } else {
                source
            };
            // 502: an "If" that does not hold: nothing happens.
            if let Some(condition) = &ability.condition
                && !self.holds(table, source, frame, condition)
            {
                return None;
            }
        }
        while let Some(op) = ability.steps.get(usize::from(frame.step)) {
            if frame.waiting {
                frame.waiting = false;
                self.finish_decided(table, source, op, frame, ev);
            } else if let StepFlow::Decide(decision) = self.run_op(table, source, op, frame, ev) {
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

    /// The part of a step that comes after its decision was answered.
    fn finish_decided(
        &mut self,
        table: &CardTable,
        _source: CardHandle,
        op: &Op,
        frame: &mut Frame,
        ev: &mut Vec<Event>,
    ) {
        if let Op::Discard(_) = op {
            self.discard_chosen(table, frame, ev);
        }
    }

    fn discard_chosen(&mut self, _table: &CardTable, frame: &Frame, ev: &mut Vec<Event>) {
        for pick in frame.chosen() {
            if let ChosenRef::Card(card) = *pick
                && self.take_from_hand(card).is_some()
            {
                self.you.retirement.push(card);
                ev.push(Event::Moved {
                    card,
                    from: Zone::Hand,
                    to: Zone::Retirement,
                });
            }
        }
    }

    /// Fills the decision options and asks for `n` of them, or chooses at once when there is
    /// nothing to decide (615.1: as many as possible; no decision with one way to choose).
    fn ask(
        &mut self,
        source: CardHandle,
        kind: DecisionKind,
        n: u8,
        up_to: bool,
        frame: &mut Frame,
    ) -> StepFlow {
        frame.chosen_len = 0;
        let available = u8::try_from(self.options.len()).unwrap_or(u8::MAX);
        let max = n.min(available).min(FRAME_CARDS as u8);
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
        ev: &mut Vec<Event>,
    ) -> StepFlow {
        match op {
            Op::Choose {
                picks,
                up_to,
                random,
            } => {
                let Some(pick) = picks.first() else {
                    return StepFlow::Next;
                };
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
                if *random {
                    frame.chosen_len = 0;
                    for _ in 0..pick.n {
                        if self.options.is_empty() {
                            break;
                        }
                        let i = self.rng.below(self.options.len());
                        let chosen = self.options.swap_remove(i);
                        frame.choose(chosen);
                    }
                    self.options.clear();
                    return StepFlow::Next;
                }
                self.ask(source, DecisionKind::ChooseCards, pick.n, *up_to, frame)
            }
            Op::Discard(n) => {
                self.options.clear();
                let hand = std::mem::take(&mut self.options);
                let mut hand = hand;
                hand.extend(self.you.hand.iter().map(|c| ChosenRef::Card(*c)));
                self.options = hand;
                match self.ask(source, DecisionKind::Discard, *n, false, frame) {
                    StepFlow::Next => {
                        self.discard_chosen(table, frame, ev);
                        StepFlow::Next
                    }
                    decide => decide,
                }
            }
            Op::Draw(amount) => {
                let n = self.amount(table, source, frame, amount).max(0);
                for _ in 0..n {
                    if !self.draw_one(ev) {
                        break;
                    }
                }
                StepFlow::Next
            }
            Op::Inspiration {
                target,
                amount,
                duration,
            } => {
                let delta = i8::try_from(self.amount(table, source, frame, amount).clamp(-99, 99))
                    .unwrap_or(0);
                let (targets, n) = self.targets(table, source, frame, target);
                for pick in targets.iter().take(n) {
                    self.change_inspiration(*pick, delta, *duration, ev);
                }
                StepFlow::Next
            }
            Op::Retire(target) => {
                let (targets, n) = self.targets(table, source, frame, target);
                for pick in targets.iter().take(n) {
                    match *pick {
                        ChosenRef::Card(card) => {
                            if let Some(slot) = self.slot_of(card) {
                                self.retire_character(table, slot, ev);
                            }
                        }
                        ChosenRef::RivalSlot(lane) => {
                            if let Some(rival) = self.rival.adventure.get_mut(usize::from(lane))
                                && rival.take().is_some()
                            {
                                ev.push(Event::RivalRetired { lane });
                            }
                        }
                    }
                }
                StepFlow::Next
            }
            Op::Move { target, to } => {
                let (targets, n) = self.targets(table, source, frame, target);
                for pick in targets.iter().take(n) {
                    if let ChosenRef::Card(card) = *pick {
                        self.move_to(table, card, *to, ev);
                        frame.forget_revealed(card);
                    }
                }
                StepFlow::Next
            }
            Op::Reveal { zone, n, .. } => {
                frame.revealed_len = 0;
                let deck = match zone {
                    AbilityZone::SceneDeck => &self.you.scene_deck,
                    _ => &self.you.main_deck,
                };
                for (position, card) in deck.iter().rev().take(usize::from(*n)).enumerate() {
                    if let Some(slot) = frame.revealed.get_mut(position) {
                        *slot = *card;
                        frame.revealed_len += 1;
                        ev.push(Event::Looked {
                            card: *card,
                            position: position as u8,
                        });
                    }
                }
                StepFlow::Next
            }
            Op::Rest { to, .. } => {
                let rest = frame.revealed;
                let len = usize::from(frame.revealed_len);
                for card in rest.iter().take(len) {
                    self.move_to(table, *card, *to, ev);
                }
                frame.revealed_len = 0;
                StepFlow::Next
            }
            Op::Flip { target, face_up } => {
                let (targets, n) = self.targets(table, source, frame, target);
                for pick in targets.iter().take(n) {
                    if let ChosenRef::Card(card) = *pick
                        && let Some(scene) = self.you.scene_area.iter_mut().find(|s| s.card == card)
                        && scene.face_up != *face_up
                    {
                        scene.face_up = *face_up;
                        ev.push(Event::Flipped {
                            card,
                            face_up: *face_up,
                        });
                        self.you.cost_changes.scene_flipped_up |= *face_up;
                    }
                }
                StepFlow::Next
            }
            Op::SetTapped { target, tapped } => {
                let (targets, n) = self.targets(table, source, frame, target);
                for pick in targets.iter().take(n) {
                    if let ChosenRef::Card(card) = *pick {
                        self.set_tapped(card, *tapped, ev);
                    }
                }
                StepFlow::Next
            }
            Op::AddScene {
                face_up, tapped, ..
            } => {
                if let Some(card) = self.you.scene_deck.pop() {
                    self.you.scene_area.push(super::SceneCard {
                        card,
                        face_up: *face_up,
                        tapped: *tapped,
                    });
                    ev.push(Event::Moved {
                        card,
                        from: Zone::SceneDeckTop,
                        to: Zone::SceneArea,
                    });
                }
                StepFlow::Next
            }
            Op::Treat { target, add } => {
                let (targets, n) = self.targets(table, source, frame, target);
                for pick in targets.iter().take(n) {
                    if let ChosenRef::Card(card) = *pick
                        && let Some(slot) = self
                            .you
                            .adventure
                            .iter_mut()
                            .flatten()
                            .find(|s| s.character == card)
                        && slot.treat != *add
                    {
                        // 207.2.1b: at most one Treat on a Character.
                        slot.treat = *add;
                        ev.push(Event::TreatChanged { card, placed: *add });
                    }
                }
                StepFlow::Next
            }
            Op::Protect { target, .. } => {
                let (targets, n) = self.targets(table, source, frame, target);
                for pick in targets.iter().take(n) {
                    if let ChosenRef::Card(card) = *pick
                        && let Some(slot) = self
                            .you
                            .adventure
                            .iter_mut()
                            .flatten()
                            .find(|s| s.character == card)
                    {
                        slot.protected = true;
                        ev.push(Event::Protected { card });
                    }
                }
                StepFlow::Next
            }
            Op::If {
                condition,
                then,
                otherwise,
            } => {
                // "If ..., ... instead": the steps of the branch that holds, here and now.
                let branch = if self.holds(table, source, frame, condition) {
                    then
                } else {
                    otherwise
                };
                for op in branch {
                    let _flow = self.run_op(table, source, op, frame, ev);
                }
                StepFlow::Next
            }
            Op::CostChange { amount, .. } => {
                // 503.1.4: "the next X you play from your hand this turn costs N less" waits
                // for its card (`abilities::supports` keeps only that kind of cost change).
                let delta = i8::try_from(self.amount(table, source, frame, amount).clamp(-99, 99))
                    .unwrap_or(0);
                self.add_next_play_cost(table, source, (frame.ability, frame.step), delta, ev);
                StepFlow::Next
            }
            Op::WinGame => {
                // 104.1.1: a Story IV's "you win the game".
                self.win(Side::You, ev);
                StepFlow::Next
            }
            // The engine never keeps an ability with another step (`abilities::supports`).
            _ => StepFlow::Next,
        }
    }

    /// The cards a target means now, in a defined order.
    fn targets(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        frame: &Frame,
        target: &Target,
    ) -> ([ChosenRef; TARGETS_MAX], usize) {
        let mut out = [ChosenRef::default(); TARGETS_MAX];
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
                if let Some(item) = self
                    .you
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
                if let Some(slot) = self
                    .you
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
                    && let Some(Some(mine)) = self.you.adventure.get(slot)
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
            Target::NextToAdorned | Target::DeckTop(_) => {}
        }
        (out, n)
    }

    /// The slot (0-based) holding your Character `card`.
    pub(crate) fn slot_of(&self, card: CardHandle) -> Option<u8> {
        self.you
            .adventure
            .iter()
            .position(|s| s.is_some_and(|s| s.character == card))
            .and_then(|i| u8::try_from(i).ok())
    }

    fn change_inspiration(
        &mut self,
        pick: ChosenRef,
        delta: i8,
        duration: Duration,
        ev: &mut Vec<Event>,
    ) {
        match pick {
            ChosenRef::Card(card) => {
                let Some(slot) = self
                    .you
                    .adventure
                    .iter_mut()
                    .flatten()
                    .find(|s| s.character == card)
                else {
                    return;
                };
                let field = match duration {
                    Duration::EndOfContact => &mut slot.inspiration_contact,
                    Duration::WhileSource => &mut slot.inspiration_permanent,
                    Duration::Instant | Duration::EndOfTurn | Duration::NextPlay => {
                        &mut slot.inspiration_turn
                    }
                };
                *field = field.saturating_add(delta);
            }
            ChosenRef::RivalSlot(lane) => {
                let Some(Some(rival)) = self.rival.adventure.get_mut(usize::from(lane)) else {
                    return;
                };
                rival.modifier = rival.modifier.saturating_add(delta);
            }
        }
        ev.push(Event::InspirationChanged {
            target: pick,
            delta,
        });
    }

    fn set_tapped(&mut self, card: CardHandle, tapped: bool, ev: &mut Vec<Event>) {
        let changed = if let Some(scene) = self.you.scene_area.iter_mut().find(|s| s.card == card) {
            std::mem::replace(&mut scene.tapped, tapped) != tapped
        } else if let Some(slot) = self
            .you
            .adventure
            .iter_mut()
            .flatten()
            .find(|s| s.character == card)
        {
            std::mem::replace(&mut slot.tapped, tapped) != tapped
        } else if self.you.main_character == card {
            std::mem::replace(&mut self.you.main_character_tapped, tapped) != tapped
        } else {
            false
        };
        if changed {
            ev.push(Event::TappedChanged { card, tapped });
        }
    }

    /// Moves your card to a destination of an ability (617); a Character entering the
    /// Adventure Area takes the first empty slot and its Appear triggers (201.6.1).
    fn move_to(&mut self, table: &CardTable, card: CardHandle, to: Dest, ev: &mut Vec<Event>) {
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
                match self.you.adventure.iter().position(Option::is_none) {
                    Some(slot) => Zone::Character(slot as u8),
                    // 502.1.1: no empty slot, nothing happens.
                    None => return,
                }
            }
            Dest::DeckTopOrBottom | Dest::SceneDeckTopOrBottom | Dest::Plan | Dest::AdornTo => {
                return;
            }
        };
        if self.move_card(card, zone, ev).is_err() {
            return;
        }
        match (to, zone) {
            (Dest::SceneArea { face_up, tapped }, _) => {
                if let Some(scene) = self.you.scene_area.last_mut() {
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

    /// 615: one answer to the open decision. The decision closes when enough are chosen.
    pub(crate) fn choose(
        &mut self,
        table: &CardTable,
        pick: ChosenRef,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let Some(decision) = self.decision else {
            return Err(ActionError::NoDecision);
        };
        let Some(top) = self.pending.last_mut() else {
            return Err(ActionError::NoDecision);
        };
        if !self.options.contains(&pick) || top.frame.chosen().contains(&pick) {
            return Err(ActionError::NotAnOption);
        }
        top.frame.choose(pick);
        ev.push(Event::Chose { pick });
        if top.frame.chosen_len >= decision.max {
            self.close_decision(table, ev);
        }
        Ok(())
    }

    /// 615.1.1: stop choosing ("up to"): allowed once the least number is chosen.
    pub(crate) fn choose_done(
        &mut self,
        table: &CardTable,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let Some(decision) = self.decision else {
            return Err(ActionError::NoDecision);
        };
        let chosen = self.pending.last().map_or(0, |p| p.frame.chosen_len);
        if chosen < decision.min {
            return Err(ActionError::TooFewChosen {
                chosen,
                min: decision.min,
            });
        }
        self.close_decision(table, ev);
        Ok(())
    }

    fn close_decision(&mut self, table: &CardTable, ev: &mut Vec<Event>) {
        self.decision = None;
        self.options.clear();
        self.run_abilities(table, ev);
    }
}
