//! [`PlayAudit`]: counts the plays of a player that the issue of trusted players names as
//! faults, for each player alike (an [`Audited`] player wraps any [`Opponent`]):
//! - an Item played onto a Character whose Item is as good or better (it retires, 203);
//! - an Event, activated ability ([Tap], [Eat Treat]) or Explore that does nothing beyond its
//!   cost (tried in a world dealt from the player's view);
//! - a Character played into a lane where it retires in this turn's Contact (404.3: the rival's
//!   Character there has more Inspiration) when another empty slot would not lose.

use crate::engine::{Action, CardHandle, SideView};

use super::{GoldfishPolicy, LaneOutcome, Opponent, lane_outcome};

/// How many plays of each kind, and how many of them were faults.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PlayAudit {
    /// Items played.
    pub items: u64,
    /// Items played over an Item as good or better.
    pub items_over_better: u64,
    /// Events played.
    pub events: u64,
    /// Events that did nothing.
    pub events_idle: u64,
    /// Activated abilities and Explores used.
    pub abilities: u64,
    /// Abilities that did nothing.
    pub abilities_idle: u64,
    /// Characters played into an empty slot on a turn with a Contact (turn 3 on).
    pub characters: u64,
    /// Characters played into a lane they lose this turn when another empty slot would not.
    pub characters_lost: u64,
}

impl PlayAudit {
    /// Adds another audit.
    pub fn merge(&mut self, other: &PlayAudit) {
        self.items += other.items;
        self.items_over_better += other.items_over_better;
        self.events += other.events;
        self.events_idle += other.events_idle;
        self.abilities += other.abilities;
        self.abilities_idle += other.abilities_idle;
        self.characters += other.characters;
        self.characters_lost += other.characters_lost;
    }

    /// Looks at `action`, about to be taken from `view`.
    pub fn record(&mut self, view: &SideView<'_>, action: Action, tester: &mut GoldfishPolicy) {
        let faulty = fault(view, action, tester).is_some();
        let (plays, faults) = match action {
            Action::PlayItem { .. } => (&mut self.items, &mut self.items_over_better),
            Action::PlayEvent { .. } => (&mut self.events, &mut self.events_idle),
            Action::ActivateTap { .. } | Action::ActivateTreat { .. } | Action::Explore { .. } => {
                (&mut self.abilities, &mut self.abilities_idle)
            }
            Action::PlayCharacter { slot, .. }
                if view.turn() >= 3
                    && view
                        .adventure()
                        .get(usize::from(slot))
                        .is_some_and(Option::is_none) =>
            {
                (&mut self.characters, &mut self.characters_lost)
            }
            _ => return,
        };
        *plays += 1;
        if faulty {
            *faults += 1;
        }
    }
}

/// The kinds of faulty play the audit counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// An Item onto a Character whose Item is as good or better (203).
    ItemOverBetter,
    /// An Event, activated ability or Explore that does nothing beyond its cost.
    Idle,
    /// A Character into a lane it loses in this turn's Contact while another empty slot would
    /// not (404.3.3).
    LostLane,
}

/// 203: whether the Item `card` adorned to the Character in `slot` would retire an Item as
/// good or better (by printed cost, the stronger card).
pub fn item_over_as_good(view: &SideView<'_>, card: CardHandle, slot: u8) -> bool {
    let table = view.table();
    view.adventure()
        .get(usize::from(slot))
        .copied()
        .flatten()
        .and_then(|s| s.item)
        .is_some_and(|old| table.cost(old) >= table.cost(card))
}

/// Whether `action`, from `view`, is one of the faulty plays the audit counts (`tester` tries
/// Events and abilities in a world dealt from the view). The strong player does not consider
/// these plays: each is dominated by another legal one.
pub fn fault(view: &SideView<'_>, action: Action, tester: &mut GoldfishPolicy) -> Option<Fault> {
    let table = view.table();
    match action {
        Action::PlayItem { card, slot } => {
            item_over_as_good(view, card, slot).then_some(Fault::ItemOverBetter)
        }
        Action::PlayEvent { .. }
        | Action::ActivateTap { .. }
        | Action::ActivateTreat { .. }
        | Action::Explore { .. } => (!tester.does_something(view, action)).then_some(Fault::Idle),
        Action::PlayCharacter { card, slot } if view.turn() >= 3 => {
            let adventure = view.adventure();
            if adventure
                .get(usize::from(slot))
                .is_some_and(Option::is_some)
            {
                return None;
            }
            let inspiration = table.inspiration(card);
            let lost = |s: usize| lane_outcome(view, s, inspiration) == LaneOutcome::Lost;
            let other_holds = (0..3).any(|s| {
                s != usize::from(slot) && adventure.get(s).is_some_and(Option::is_none) && !lost(s)
            });
            (lost(usize::from(slot)) && other_holds).then_some(Fault::LostLane)
        }
        _ => None,
    }
}

/// A player whose plays are audited.
pub struct Audited {
    /// The player.
    pub inner: Box<dyn Opponent + Send>,
    /// What its plays were.
    pub audit: PlayAudit,
    tester: GoldfishPolicy,
}

impl Audited {
    /// Audits `inner`.
    pub fn new(inner: Box<dyn Opponent + Send>) -> Audited {
        Audited {
            inner,
            audit: PlayAudit::default(),
            tester: GoldfishPolicy::new(),
        }
    }
}

impl Opponent for Audited {
    fn start_game(&mut self, seed: u64) {
        self.inner.start_game(seed);
    }

    fn next_action(&mut self, view: &SideView<'_>) -> Action {
        let action = self.inner.next_action(view);
        self.audit.record(view, action, &mut self.tester);
        action
    }
}
