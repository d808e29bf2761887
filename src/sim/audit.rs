//! [`PlayAudit`]: counts the plays of a player that the issue of trusted players names as
//! faults, for each player alike (an [`Audited`] player wraps any [`Opponent`]):
//! - an Item played onto a Character whose Item is as good or better (it retires, 203);
//! - an Event, activated ability ([Tap], [Eat Treat]) or Explore that does nothing beyond its
//!   cost (tried in a world dealt from the player's view);
//! - a Character played into a lane where it retires in this turn's Contact (404.3: the rival's
//!   Character there has more Inspiration) when another empty slot would not lose.

use crate::engine::{Action, SideView};

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
        let table = view.table();
        match action {
            Action::PlayItem { card, slot } => {
                self.items += 1;
                let held = view
                    .adventure()
                    .get(usize::from(slot))
                    .copied()
                    .flatten()
                    .and_then(|s| s.item);
                if held.is_some_and(|old| table.cost(old) >= table.cost(card)) {
                    self.items_over_better += 1;
                }
            }
            Action::PlayEvent { .. } => {
                self.events += 1;
                if !tester.does_something(view, action) {
                    self.events_idle += 1;
                }
            }
            Action::ActivateTap { .. } | Action::ActivateTreat { .. } | Action::Explore { .. } => {
                self.abilities += 1;
                if !tester.does_something(view, action) {
                    self.abilities_idle += 1;
                }
            }
            Action::PlayCharacter { card, slot } if view.turn() >= 3 => {
                let adventure = view.adventure();
                if adventure
                    .get(usize::from(slot))
                    .is_some_and(Option::is_some)
                {
                    return;
                }
                self.characters += 1;
                let inspiration = table.inspiration(card);
                let lost = |s: usize| lane_outcome(view, s, inspiration) == LaneOutcome::Lost;
                let other_holds = (0..3).any(|s| {
                    s != usize::from(slot)
                        && adventure.get(s).is_some_and(Option::is_none)
                        && !lost(s)
                });
                if lost(usize::from(slot)) && other_holds {
                    self.characters_lost += 1;
                }
            }
            _ => {}
        }
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
