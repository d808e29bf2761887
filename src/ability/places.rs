//! Queries over a compiled [`Ability`]: which areas of which side it reads or changes, and
//! whether it asks the player anything. The engine uses them to decide what it can execute
//! (e.g. texts that read the Rival's Scene Area against a rival that has none, §2.3 of
//! ABILITIES.md) without matching any English.

use super::{Ability, Amount, CardFilter, Condition, Dest, GameEvent, Op, Side, Target, Zone};

impl Ability {
    /// Every (side, zone) the ability reads or changes, in first-use order, without repeats.
    /// The ability's own card and the cards it chose or revealed are not listed.
    pub fn places(&self) -> Vec<(Side, Zone)> {
        let mut out = Vec::new();
        if let Some(c) = &self.restriction {
            condition_places(c, &mut out);
        }
        if let Some(c) = &self.condition {
            condition_places(c, &mut out);
        }
        if let super::Trigger::On {
            event: GameEvent::Retires { side, .. },
            ..
        } = &self.trigger
        {
            push(&mut out, *side, Zone::Adventure);
        }
        ops_places(&self.steps, &mut out);
        out
    }

    /// Whether the ability reads or changes anything on the Rival's side.
    pub fn touches_rival(&self) -> bool {
        self.places()
            .iter()
            .any(|(side, _)| matches!(side, Side::Rival | Side::Both))
    }

    /// Whether carrying it out asks the controller a decision (a choice of cards not at random,
    /// a discard, a slot, top or bottom, an order, a Character to adorn).
    pub fn needs_decision(&self) -> bool {
        fn any(ops: &[Op]) -> bool {
            ops.iter().any(|op| match op {
                Op::Choose { random, .. } => !random,
                Op::Discard(_) | Op::MoveInAdventure(_) => true,
                Op::Switch(_) => false,
                Op::Move { to, .. } => matches!(
                    to,
                    Dest::DeckTopOrBottom | Dest::SceneDeckTopOrBottom | Dest::AdornTo
                ),
                Op::Rest { to, any_order } => {
                    *any_order || matches!(to, Dest::DeckTopOrBottom | Dest::SceneDeckTopOrBottom)
                }
                Op::LookPlans { reorder, .. } => *reorder,
                Op::If {
                    then, otherwise, ..
                } => any(then) || any(otherwise),
                Op::Delayed { steps, .. } => any(steps),
                _ => false,
            })
        }
        self.optional || any(&self.steps)
    }
}

fn push(out: &mut Vec<(Side, Zone)>, side: Side, zone: Zone) {
    if zone != Zone::Revealed && !out.contains(&(side, zone)) {
        out.push((side, zone));
    }
}

fn condition_places(c: &Condition, out: &mut Vec<(Side, Zone)>) {
    match c {
        Condition::Count { side, zone, .. } => push(out, *side, *zone),
        Condition::Compare { a, b, .. } => {
            push(out, a.0, a.1);
            push(out, b.0, b.1);
        }
        Condition::All(list) => list.iter().for_each(|c| condition_places(c, out)),
        Condition::Turn(_)
        | Condition::SelfAdorned
        | Condition::SelfHasTreat
        | Condition::RevealedIs(_)
        | Condition::SceneFlippedUpThisTurn
        | Condition::ChosenMovedThisTurn
        | Condition::TriggerSourceIs(_) => {}
    }
}

fn amount_places(a: &Amount, out: &mut Vec<(Side, Zone)>) {
    if let Amount::PerCount { side, zone, .. } = a {
        push(out, *side, *zone);
    }
}

fn target_places(t: &Target, out: &mut Vec<(Side, Zone)>) {
    match t {
        Target::All { side, zone, .. } => push(out, *side, *zone),
        Target::DeckTop(_) => push(out, Side::You, Zone::Deck),
        Target::NextToAdorned | Target::InContact(_) => push(out, Side::You, Zone::Adventure),
        Target::This | Target::Adorned(_) | Target::OwnItem(_) | Target::Chosen | Target::Rest => {}
    }
}

fn ops_places(ops: &[Op], out: &mut Vec<(Side, Zone)>) {
    for op in ops {
        match op {
            Op::Choose { picks, .. } => picks.iter().for_each(|p| push(out, p.side, p.zone)),
            Op::Draw(a) => {
                push(out, Side::You, Zone::Deck);
                amount_places(a, out);
            }
            Op::Discard(_) => push(out, Side::You, Zone::Hand),
            Op::Inspiration { target, amount, .. } | Op::CostChange { target, amount, .. } => {
                target_places(target, out);
                amount_places(amount, out);
            }
            Op::Retire(t) | Op::MoveInAdventure(t) | Op::Switch(t) | Op::Flip { target: t, .. } => {
                target_places(t, out)
            }
            Op::SetTapped { target, .. }
            | Op::Protect { target, .. }
            | Op::Treat { target, .. }
            | Op::Move { target, .. } => target_places(target, out),
            Op::Reveal { zone, .. } => push(out, Side::You, *zone),
            Op::Rest { .. } | Op::Rule { .. } | Op::WinGame => {}
            Op::AddScene { side, .. } => {
                push(out, *side, Zone::SceneDeck);
                push(out, *side, Zone::SceneArea);
            }
            Op::LookPlans { side, .. } | Op::RemovePlan { side, .. } => {
                push(out, *side, Zone::Plans)
            }
            Op::Delayed { event, steps, .. } => {
                if let GameEvent::Retires { side, .. } = event {
                    push(out, *side, Zone::Adventure);
                }
                ops_places(steps, out);
            }
            Op::If {
                condition,
                then,
                otherwise,
            } => {
                condition_places(condition, out);
                ops_places(then, out);
                ops_places(otherwise, out);
            }
        }
    }
}

impl Ability {
    /// Visits every card filter of the ability, mutably: its restriction and condition, the
    /// event it waits for, and every step's picks, targets, amounts and conditions (nested
    /// steps too). The engine's card table fills in each filter's [`super::PrintedSet`].
    pub fn filters_mut(&mut self, visit: &mut dyn FnMut(&mut CardFilter)) {
        for condition in [&mut self.restriction, &mut self.condition]
            .into_iter()
            .flatten()
        {
            condition_filters(condition, visit);
        }
        if let super::Trigger::On { event, .. } = &mut self.trigger {
            event_filters(event, visit);
        }
        ops_filters(&mut self.steps, visit);
    }
}

fn condition_filters(c: &mut Condition, visit: &mut dyn FnMut(&mut CardFilter)) {
    match c {
        Condition::Count { filter, .. }
        | Condition::RevealedIs(filter)
        | Condition::TriggerSourceIs(filter) => visit(filter),
        Condition::Compare { a, b, .. } => {
            visit(&mut a.2);
            visit(&mut b.2);
        }
        Condition::All(list) => list.iter_mut().for_each(|c| condition_filters(c, visit)),
        Condition::Turn(_)
        | Condition::SelfAdorned
        | Condition::SelfHasTreat
        | Condition::SceneFlippedUpThisTurn
        | Condition::ChosenMovedThisTurn => {}
    }
}

fn event_filters(e: &mut GameEvent, visit: &mut dyn FnMut(&mut CardFilter)) {
    if let GameEvent::Retires { filter, .. } = e {
        visit(filter);
    }
}

fn amount_filters(a: &mut Amount, visit: &mut dyn FnMut(&mut CardFilter)) {
    if let Amount::PerCount { filter, .. } = a {
        visit(filter);
    }
}

fn target_filters(t: &mut Target, visit: &mut dyn FnMut(&mut CardFilter)) {
    match t {
        Target::All { filter, .. }
        | Target::Adorned(filter)
        | Target::OwnItem(filter)
        | Target::InContact(filter) => visit(filter),
        Target::This
        | Target::Chosen
        | Target::NextToAdorned
        | Target::DeckTop(_)
        | Target::Rest => {}
    }
}

fn ops_filters(ops: &mut [Op], visit: &mut dyn FnMut(&mut CardFilter)) {
    for op in ops {
        match op {
            Op::Choose { picks, .. } => picks.iter_mut().for_each(|p| visit(&mut p.filter)),
            Op::Draw(a) => amount_filters(a, visit),
            Op::Inspiration { target, amount, .. } | Op::CostChange { target, amount, .. } => {
                target_filters(target, visit);
                amount_filters(amount, visit);
            }
            Op::Retire(t) | Op::MoveInAdventure(t) | Op::Switch(t) | Op::Flip { target: t, .. } => {
                target_filters(t, visit)
            }
            Op::SetTapped { target, .. }
            | Op::Protect { target, .. }
            | Op::Treat { target, .. }
            | Op::Move { target, .. } => target_filters(target, visit),
            Op::Delayed { event, steps, .. } => {
                event_filters(event, visit);
                ops_filters(steps, visit);
            }
            Op::If {
                condition,
                then,
                otherwise,
            } => {
                condition_filters(condition, visit);
                ops_filters(then, visit);
                ops_filters(otherwise, visit);
            }
            Op::Discard(_)
            | Op::Reveal { .. }
            | Op::Rest { .. }
            | Op::AddScene { .. }
            | Op::LookPlans { .. }
            | Op::RemovePlan { .. }
            | Op::Rule { .. }
            | Op::WinGame => {}
        }
    }
}
