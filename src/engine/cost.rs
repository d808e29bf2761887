//! The Cost of Force of Harmony a card in your hand costs now (503.1.4, 607, 608), and the
//! activated abilities whose cost is a Treat (207.2.1, 503.1.5).
//!
//! The cost is a query apart from the moves: [`GameState::effective_cost`] adds to the printed
//! cost every continuous "from the hand" change of the card that holds now (`Static(InHand)`,
//! "this card costs 1 less ... while ...", recomputed, never stored) and every "the next X you
//! play" change that matches it (`Duration::NextPlay`), all together, at least 0 (607). The
//! play functions pay it (608), `legal_actions` offers a card whose effective cost can be paid,
//! and the built-in policy reads it.
//!
//! "Next play" changes are state ([`CostChanges`], fixed size, `Copy`): an ability adds one when
//! it resolves, the first matching card played from the hand uses it up, and whatever is left
//! ends at the end of the turn (405.1).

use serde::{Deserialize, Serialize};

use crate::ability::{Ability, Amount, Cost, Duration, Op, Scope, Side, Target, Trigger, Zone};
use crate::card::{CardType, Chip};

use super::decision::Frame;
use super::{
    AbilitySource, ActionError, CardHandle, CardTable, Event, EventLog, GameState, Pending,
    PendingKind,
};

/// The most "next play" cost changes waiting at once (changes of the same printing and ability
/// share an entry: they apply to, and are used up by, the same card).
pub const NEXT_PLAY_MAX: usize = 4;

/// One "the next X you play from your hand this turn costs N less" waiting for its card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextPlayCost {
    /// The card whose ability made the change (its `Op::CostChange` says which cards match).
    pub source: CardHandle,
    /// The ability's index in its card's abilities.
    pub ability: u8,
    /// The step of that ability that is the cost change.
    pub step: u8,
    /// The change (negative: cheaper).
    pub delta: i8,
}

/// Your cost changes that wait for the next matching card (`Duration::NextPlay`), and what the
/// cost abilities remember of this turn: part of the state, so undo, replay and save keep them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct CostChanges {
    /// The waiting changes, oldest first; `None` is a free entry.
    pub next_play: [Option<NextPlayCost>; NEXT_PLAY_MAX],
    /// One of your Scenes was flipped face up this turn (BP03-U07's condition).
    #[serde(default)]
    pub scene_flipped_up: bool,
}

impl CostChanges {
    /// Whether nothing waits and nothing is remembered (the state JSON then leaves the field
    /// out).
    pub fn is_empty(&self) -> bool {
        *self == CostChanges::default()
    }

    /// The waiting changes, oldest first.
    pub fn waiting(&self) -> impl Iterator<Item = &NextPlayCost> {
        self.next_play.iter().flatten()
    }

    /// 405.1: the changes "this turn" end.
    pub fn clear(&mut self) {
        *self = CostChanges::default();
    }
}

/// The filter of the cost change at `entry`, if the table still holds that step.
fn next_play_op<'t>(table: &'t CardTable, entry: &NextPlayCost) -> Option<&'t Op> {
    table
        .abilities(entry.source)
        .get(usize::from(entry.ability))?
        .steps
        .get(usize::from(entry.step))
}

/// Whether the engine carries out a continuous "from the hand" ability: cost changes of this
/// card while it is in the hand (503.1.4), with a condition and an amount it can count.
pub(crate) fn supports_in_hand(
    ability: &Ability,
    supports_condition: impl Fn(&crate::ability::Condition) -> Result<(), &'static str>,
    supports_amount: impl Fn(&Amount) -> Result<(), &'static str>,
) -> Result<(), &'static str> {
    if let Some(condition) = &ability.condition {
        supports_condition(condition)?;
    }
    for op in &ability.steps {
        match op {
            Op::CostChange {
                target: Target::This,
                amount,
                duration: Duration::WhileSource,
            } => supports_amount(amount)?,
            _ => return Err("continuous abilities from the hand other than this card's cost"),
        }
    }
    Ok(())
}

/// Whether the engine carries out a rule-based ability (`Static(Always)`): the Treat token's
/// "at most 1 Treat on each Character" (207.2.1a) is already how a Slot holds its Treat.
pub(crate) fn supports_always(ability: &Ability) -> Result<(), &'static str> {
    let enforced = ability.steps.iter().all(|op| {
        matches!(
            op,
            Op::Rule {
                flag: crate::ability::RuleFlag::OneTreatPerCharacter,
                ..
            }
        )
    });
    if enforced && ability.condition.is_none() {
        Ok(())
    } else {
        Err("rules a card changes while it exists")
    }
}

/// Whether the engine carries out a cost change step of a triggered or activated ability:
/// "the next X you play from your hand this turn costs N less" (a fixed N).
pub(crate) fn supports_cost_change(op: &Op) -> Result<(), &'static str> {
    match op {
        Op::CostChange {
            target:
                Target::All {
                    side: Side::You,
                    zone: Zone::Hand,
                    ..
                },
            amount: Amount::Fixed(_),
            duration: Duration::NextPlay,
        } => Ok(()),
        _ => Err("changes of the Cost of Force of Harmony other than \"the next X you play\""),
    }
}

/// The cost of the card's `[Eat Treat]` activated ability ("Remove a Treat from this
/// Character:", 207.2.1), read from its compiled abilities (also when the engine leaves the
/// card to the player), else from its `[Eat Treat]` chip.
pub(crate) fn treat_cost_of(card: &crate::card::KayouCard) -> Option<Cost> {
    if let Some(compiled) = &card.abilities {
        return compiled
            .abilities
            .iter()
            .find(|a| a.trigger == Trigger::Activated && a.cost.remove_treat)
            .map(|a| a.cost);
    }
    card.chips.contains(&Chip::EatTreat).then_some(Cost {
        tap_self: false,
        remove_treat: true,
    })
}

impl GameState {
    /// 503.1.4, 607: the Cost of Force of Harmony your card `card` costs to play from the hand
    /// now: printed, plus its continuous "from the hand" changes that hold now, plus every
    /// waiting "next play" change it matches, all together, at least 0.
    #[inline]
    pub fn effective_cost(&self, table: &CardTable, card: CardHandle) -> u8 {
        let printed = table.cost(card);
        // Most cards: no change of their own and nothing waiting (checked inline, without a
        // frame).
        if !table.kinds(card).in_hand_cost
            && self.players[self.to_act]
                .cost_changes
                .next_play
                .iter()
                .all(Option::is_none)
        {
            return printed;
        }
        self.changed_cost(table, card, printed)
    }

    /// The cards in your hand, in hand order, each with its effective cost
    /// ([`GameState::effective_cost`], 503.1.4): whether a "next play" change waits is looked
    /// at once for the whole hand, not once a card.
    pub fn hand_costs<'a>(
        &'a self,
        table: &'a CardTable,
    ) -> impl DoubleEndedIterator<Item = (CardHandle, u8)> + 'a {
        let waiting = self.players[self.to_act]
            .cost_changes
            .next_play
            .iter()
            .any(Option::is_some);
        self.players[self.to_act].hand.iter().map(move |&card| {
            let printed = table.cost(card);
            if waiting || table.kinds(card).in_hand_cost {
                (card, self.changed_cost(table, card, printed))
            } else {
                (card, printed)
            }
        })
    }

    /// [`GameState::effective_cost`] once some change may apply.
    #[inline(never)]
    fn changed_cost(&self, table: &CardTable, card: CardHandle, printed: u8) -> u8 {
        let change = self.cost_change(table, card);
        if change == 0 {
            return printed;
        }
        u8::try_from((i32::from(printed) + change).clamp(0, 255)).unwrap_or(0)
    }

    /// The sum of the cost changes that apply to `card` when played from the hand now.
    fn cost_change(&self, table: &CardTable, card: CardHandle) -> i32 {
        let frame = Frame::default();
        let mut total = 0i32;
        let own = if table.kinds(card).in_hand_cost {
            table.abilities(card)
        } else {
            &[]
        };
        for ability in own {
            if !matches!(ability.trigger, Trigger::Static(Scope::InHand)) {
                continue;
            }
            if let Some(condition) = &ability.condition
                && !self.holds(table, card, &frame, condition)
            {
                continue;
            }
            for op in &ability.steps {
                if let Op::CostChange {
                    target: Target::This,
                    amount,
                    ..
                } = op
                {
                    total += self.amount(table, card, &frame, amount);
                }
            }
        }
        for entry in self.players[self.to_act].cost_changes.waiting() {
            if self.next_play_matches(table, entry, card) {
                total += i32::from(entry.delta);
            }
        }
        total
    }

    /// Whether the waiting change `entry` applies to `card` ("the next Item you play").
    fn next_play_matches(&self, table: &CardTable, entry: &NextPlayCost, card: CardHandle) -> bool {
        let Some(Op::CostChange {
            target: Target::All { filter, .. },
            ..
        }) = next_play_op(table, entry)
        else {
            return false;
        };
        matches!(
            table.card_type(card),
            CardType::Character | CardType::Event | CardType::Item
        ) && self.card_matches(table, entry.source, card, filter)
    }

    /// An ability's "the next X you play from your hand this turn costs N less" (its step
    /// `step` of ability `ability` of `source`): it waits for its card (a change of the same
    /// printing and ability joins the one waiting; when every entry is taken the change is lost,
    /// 502.1.1).
    pub(crate) fn add_next_play_cost(
        &mut self,
        table: &CardTable,
        source: CardHandle,
        (ability, step): (u8, u8),
        delta: i8,
        ev: &mut EventLog<'_>,
    ) {
        let canonical = table.canonical(source);
        let changes = &mut self.players[self.to_act].cost_changes.next_play;
        let same = changes.iter_mut().flatten().find(|e| {
            table.canonical(e.source) == canonical && e.ability == ability && e.step == step
        });
        if let Some(entry) = same {
            entry.delta = entry.delta.saturating_add(delta);
        } else if let Some(free) = changes.iter_mut().find(|e| e.is_none()) {
            *free = Some(NextPlayCost {
                source,
                ability,
                step,
                delta,
            });
        } else {
            return;
        }
        ev.push(Event::CostChanged {
            source,
            delta,
            used: false,
        });
    }

    /// The card `card` was played from the hand: the waiting changes it matches are used up.
    /// The common case, inline: nothing waits (no call).
    #[inline]
    pub(crate) fn use_next_play_costs(
        &mut self,
        table: &CardTable,
        card: CardHandle,
        ev: &mut EventLog<'_>,
    ) {
        if self.players[self.to_act]
            .cost_changes
            .next_play
            .iter()
            .all(Option::is_none)
        {
            return;
        }
        self.use_waiting_next_play_costs(table, card, ev);
    }

    /// [`GameState::use_next_play_costs`] when some change waits.
    #[inline(never)]
    fn use_waiting_next_play_costs(
        &mut self,
        table: &CardTable,
        card: CardHandle,
        ev: &mut EventLog<'_>,
    ) {
        for i in 0..NEXT_PLAY_MAX {
            let Some(Some(entry)) = self.players[self.to_act]
                .cost_changes
                .next_play
                .get(i)
                .copied()
            else {
                continue;
            };
            if self.next_play_matches(table, &entry, card) {
                if let Some(slot) = self.players[self.to_act].cost_changes.next_play.get_mut(i) {
                    *slot = None;
                }
                ev.push(Event::CostChanged {
                    source: entry.source,
                    delta: entry.delta,
                    used: true,
                });
            }
        }
    }

    /// The card with the `[Eat Treat]` ability of the Character in `slot` (its own, or its
    /// Item's for a granted one), and that ability's cost.
    fn treat_ability(
        &self,
        table: &CardTable,
        slot: u8,
        source: AbilitySource,
    ) -> Option<(CardHandle, Cost)> {
        let s = self.players[self.to_act]
            .adventure
            .get(usize::from(slot))
            .copied()
            .flatten()?;
        let card = match source {
            AbilitySource::Character => s.character,
            AbilitySource::Item => s.item?,
        };
        Some((card, table.treat_cost(card)?))
    }

    /// Whether the `[Eat Treat]` ability of the Character in `slot` can be used now (503.1.6:
    /// its Treat can be removed, and it is untapped when the cost also says `[Tap]`).
    pub(crate) fn can_activate_treat(
        &self,
        table: &CardTable,
        slot: u8,
        source: AbilitySource,
    ) -> bool {
        let Some(s) = self.players[self.to_act]
            .adventure
            .get(usize::from(slot))
            .copied()
            .flatten()
        else {
            return false;
        };
        self.treat_ability(table, slot, source)
            .is_some_and(|(card, cost)| {
                s.treat && !(cost.tap_self && s.tapped) && self.may_use(table, card)
            })
    }

    /// 207.2.1, 501.3, 503.1.5: use the `[Eat Treat]` ability of the Character in `slot` (or one
    /// its Item gives it): remove its Treat (and tap it when the cost says `[Tap]`); the effect
    /// becomes pending. Removing the Treat is an event (`TreatChanged { placed: false }`).
    pub(crate) fn activate_treat(
        &mut self,
        table: &CardTable,
        slot: u8,
        source: AbilitySource,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        let character = self.character_in(slot, "")?;
        let Some((ability_card, cost)) = self.treat_ability(table, slot, source) else {
            return Err(ActionError::NoSuchAbility {
                card: table.label(character.character),
                what: "[Eat Treat]",
            });
        };
        if !character.treat {
            return Err(ActionError::NoTreat {
                card: table.label(character.character),
            });
        }
        // 501.4: "Only use when ...".
        if !self.may_use(table, ability_card) {
            return Err(ActionError::PlayRestriction {
                card: table.label(ability_card),
            });
        }
        if cost.tap_self && character.tapped {
            return Err(ActionError::AlreadyTapped {
                card: table.label(character.character),
            });
        }
        self.set_treat(character.character, false, ev);
        if cost.tap_self {
            self.tap_character(self.to_act, usize::from(slot), true, ev);
        }
        let ability = table
            .abilities(ability_card)
            .iter()
            .position(|a| a.trigger == Trigger::Activated && a.cost.remove_treat);
        let ability = ability.and_then(|i| u8::try_from(i).ok());
        self.pending.push(Pending {
            source: ability_card,
            kind: PendingKind::Activated,
            automated: ability.is_some(),
            frame: Frame::new(ability.unwrap_or(0)),
            batch: 0,
        });
        ev.push(Event::PendingAdded {
            source: ability_card,
            kind: PendingKind::Activated,
        });
        Ok(())
    }
}

/// "the next Item", "the next 「Nightmare Night」": what a waiting change of `source` is for, in
/// words, for the log.
pub(crate) fn next_play_words(table: &CardTable, source: CardHandle) -> String {
    let filter = table
        .abilities(source)
        .iter()
        .flat_map(|a| &a.steps)
        .find_map(|op| match op {
            Op::CostChange {
                target: Target::All { filter, .. },
                duration: Duration::NextPlay,
                ..
            } => Some(filter),
            _ => None,
        });
    match filter {
        Some(filter) => format!("the next {}", crate::ability::noun(filter, "card")),
        None => "the next card".to_string(),
    }
}
