//! Queries over compiled abilities: which ones the engine carries out, which cards a filter
//! matches on the table, how many a count finds, whether a condition holds (501, 502, 615).
//! Nothing here changes the state; `resolve.rs` carries the steps out.

use crate::ability::{
    Ability, Amount, CardFilter, Cmp, Condition, Op, Scope, Side, Target, Trigger, Zone,
};
use crate::card::{Card, CardType};

use super::card_table::AbilityKinds;
use super::decision::{ChosenRef, Frame};
use super::{CardHandle, CardTable, GameState, PendingKind, PlayerState};

/// The abilities of `card` the engine carries out, or why the player resolves the card by hand.
pub(crate) fn engine_abilities(card: &Card) -> (Vec<Ability>, Option<String>) {
    if card.text.is_none() {
        return (Vec::new(), None);
    }
    let Some(compiled) = card.kayou().and_then(|k| k.abilities.as_ref()) else {
        return (Vec::new(), Some("the text was not compiled".to_string()));
    };
    if let Some(reason) = compiled.manual_reason() {
        return (Vec::new(), Some(reason.to_string()));
    }
    for ability in &compiled.abilities {
        if let Err(why) = supports(ability) {
            return (Vec::new(), Some(why.to_string()));
        }
    }
    (compiled.abilities.clone(), None)
}

/// Why the engine leaves `card`'s text to the player (`None`: it carries every ability of the
/// card out, or the card has no text).
pub fn manual_reason(card: &Card) -> Option<String> {
    let (_, reason) = engine_abilities(card);
    let compiled = card.kayou().and_then(|k| k.abilities.as_ref());
    reason.map(|r| match compiled.and_then(|c| c.manual_reason()) {
        Some(_) => r,
        None => format!("the engine does not yet carry out {r}"),
    })
}

/// Whether the engine carries this ability out, or what it lacks for it.
pub fn supports(ability: &Ability) -> Result<(), &'static str> {
    match &ability.trigger {
        Trigger::Appear
        | Trigger::Farewell
        | Trigger::Promoted
        | Trigger::OnPlay
        | Trigger::InspoBoost
        | Trigger::Explore
        | Trigger::Triumph
        | Trigger::Replace => {}
        // 503.1.5: paid by tapping this card and/or removing its Treat (207.2.1).
        Trigger::Activated if ability.cost.tap_self || ability.cost.remove_treat => {}
        Trigger::Activated => return Err("an activated ability with no cost"),
        Trigger::PrePlan => {}
        Trigger::Static(Scope::InAdventure | Scope::AdornedItem) => {
            return supports_static(ability);
        }
        Trigger::Static(Scope::InHand) => {
            return super::cost::supports_in_hand(ability, supports_condition, supports_amount);
        }
        Trigger::Static(Scope::Always) => return super::cost::supports_always(ability),
        Trigger::On { event, .. } => super::triggers::supports_event(event)?,
        Trigger::Instead(crate::ability::Replaced::AdornedWouldRetire { .. }) => {}
        Trigger::Instead(_) => return Err("replacement effects"),
        Trigger::Leap | Trigger::Enlightenment => return Err("Leap and Enlightenment"),
    }
    if ability.optional {
        return Err("optional (\"may\") abilities");
    }
    if ability.granted
        && !matches!(
            ability.trigger,
            Trigger::Activated | Trigger::Farewell | Trigger::On { .. }
        )
    {
        return Err("abilities an Item gives that are not [Tap], [Farewell] or \"When\" abilities");
    }
    if let Some(condition) = &ability.restriction {
        if !matches!(ability.trigger, Trigger::OnPlay | Trigger::Activated) {
            return Err(
                "\"Only use when\" on an ability that is not an Event's or an activated one",
            );
        }
        supports_condition(condition)?;
    }
    if let Some(condition) = &ability.condition {
        supports_condition(condition)?;
    }
    ability.steps.iter().try_for_each(super::effects::supports)
}

/// 501.2, 607: a continuous ability the engine recomputes: Inspiration changes of this
/// Character, the adorned Character or all matching Characters, while its condition holds.
fn supports_static(ability: &Ability) -> Result<(), &'static str> {
    if let Some(condition) = &ability.condition {
        supports_condition(condition)?;
    }
    for op in &ability.steps {
        match op {
            Op::Inspiration { target, amount, .. } => {
                match target {
                    Target::This | Target::Adorned(_) | Target::NextToAdorned => {}
                    Target::All {
                        zone: Zone::Adventure,
                        side: Side::You | Side::Rival,
                        ..
                    } => {}
                    _ => return Err("continuous abilities on this target"),
                }
                supports_amount(amount)?;
            }
            Op::Protect {
                target: Target::This,
                ..
            } => {}
            _ => return Err("continuous abilities other than Inspiration"),
        }
    }
    Ok(())
}

pub(super) fn supports_zone(side: Side, zone: Zone) -> Result<(), &'static str> {
    match (side, zone) {
        (
            Side::You,
            Zone::Adventure
            | Zone::EmptySlots
            | Zone::Retirement
            | Zone::Hand
            | Zone::Deck
            | Zone::SceneArea
            | Zone::SceneDeck
            | Zone::Plans
            | Zone::Revealed,
        ) => Ok(()),
        // A rival that plays has a Scene Area and a hand of cards; the goldfish rival has
        // no Scenes to choose and a hand count only (`Sided::for_each_match`, `resolve.rs`).
        (
            Side::Rival,
            Zone::Adventure | Zone::EmptySlots | Zone::Plans | Zone::SceneArea | Zone::Hand,
        ) => Ok(()),
        (Side::Both, Zone::Adventure) => Ok(()),
        _ => Err(
            "a zone of the rival the engine does not reach by card (its Retirement Area, decks or Plans)",
        ),
    }
}

pub(super) fn supports_condition(condition: &Condition) -> Result<(), &'static str> {
    match condition {
        Condition::Count { side, zone, .. } => supports_zone(*side, *zone),
        Condition::Compare { a, b, .. } => {
            supports_zone(a.0, a.1)?;
            supports_zone(b.0, b.1)
        }
        Condition::Turn(_) | Condition::SelfAdorned | Condition::SelfHasTreat => Ok(()),
        Condition::All(parts) => parts.iter().try_for_each(supports_condition),
        Condition::RevealedIs(_) => Ok(()),
        Condition::TriggerSourceIs(_) | Condition::SceneFlippedUpThisTurn => Ok(()),
        Condition::ChosenMovedThisTurn => Err("a condition on what happened earlier this turn"),
    }
}

pub(super) fn supports_amount(amount: &Amount) -> Result<(), &'static str> {
    match amount {
        Amount::Fixed(_) => Ok(()),
        Amount::PerCount { side, zone, .. } => supports_zone(*side, *zone),
    }
}

pub(super) fn supports_target(target: &Target) -> Result<(), &'static str> {
    match target {
        Target::This
        | Target::Chosen
        | Target::Adorned(_)
        | Target::OwnItem(_)
        | Target::InContact(_) => Ok(()),
        Target::Rest | Target::NextToAdorned | Target::DeckTop(_) => Ok(()),
        Target::All { side, zone, .. } => supports_zone(*side, *zone),
    }
}

/// For the card at `scene` among `cards`: when its [Inspo Boost] only raises "your X in this
/// Contact" with filters that read printed facts alone (type, cost, names: no Inspiration, no
/// state), the Characters it may be used for (404.3.1a), one bit per handle; the same answer
/// [`GameState::inspo_boost_usable`] gives, decided once per game.
pub(crate) fn boost_fits(cards: &[super::CardInfo], scene: usize) -> Option<[u64; 4]> {
    let info = cards.get(scene)?;
    let ability = info
        .abilities
        .iter()
        .find(|a| matches!(a.trigger, Trigger::InspoBoost))?;
    let mut filters = Vec::new();
    for op in &ability.steps {
        match op {
            Op::Inspiration {
                target: Target::InContact(filter),
                ..
            } if filter.inspiration.is_none()
                && filter.tapped.is_none()
                && filter.face_up.is_none()
                && filter.adorned.is_none()
                && filter.treat.is_none() =>
            {
                filters.push(filter)
            }
            // A step that does something else (or reads the board): usable, or asked in full.
            _ => return None,
        }
    }
    if filters.is_empty() {
        return None;
    }
    let mut fits = [0u64; 4];
    for (handle, card) in cards.iter().enumerate().take(256) {
        // Not usable when no step's filter matches the Character (`inspo_boost_usable`).
        let matches = |filter: &CardFilter| {
            (!filter.other || handle != scene)
                && (!filter.inspo_boost || card.has_chip(crate::card::Chip::InspoBoost))
                && filter.matches_printed(card.card_type, Some(card.cost), None, |name| {
                    card.has_name(name)
                })
        };
        if filters.iter().any(|f| matches(f)) {
            fits[handle / 64] |= 1 << (handle % 64);
        }
    }
    Some(fits)
}

/// The [Inspo Boost] ability of a Scene, if the engine carries it out.
fn inspo_boost_ability(table: &CardTable, scene: CardHandle) -> Option<&Ability> {
    table
        .abilities(scene)
        .iter()
        .find(|a| matches!(a.trigger, Trigger::InspoBoost))
}

/// The trigger of the abilities a pending entry of this kind resolves: always a variant
/// without data ([`ability_index`] compares variants only).
pub(crate) fn trigger_of(kind: PendingKind) -> Option<Trigger> {
    Some(match kind {
        PendingKind::Appear => Trigger::Appear,
        PendingKind::Replace => Trigger::Replace,
        PendingKind::Farewell => Trigger::Farewell,
        PendingKind::Triumph => Trigger::Triumph,
        PendingKind::Event => Trigger::OnPlay,
        PendingKind::Activated => Trigger::Activated,
        PendingKind::Explore => Trigger::Explore,
        PendingKind::InspoBoost => Trigger::InspoBoost,
        PendingKind::Story => Trigger::Promoted,
        PendingKind::PrePlan => Trigger::PrePlan,
        PendingKind::When | PendingKind::Instead | PendingKind::Present(_) => return None,
    })
}

/// The index of `card`'s ability that a pending entry of `kind` resolves, if the engine
/// carries it out.
pub(crate) fn ability_index(table: &CardTable, card: CardHandle, kind: PendingKind) -> Option<u8> {
    let trigger = std::mem::discriminant(&trigger_of(kind)?);
    // The triggers a pending kind resolves carry no data, so the variant is the whole
    // comparison (the derived one, which would also compare events, is a call per ability).
    let position = table
        .abilities(card)
        .iter()
        .position(|a| std::mem::discriminant(&a.trigger) == trigger)?;
    u8::try_from(position).ok()
}

fn cmp_holds(cmp: Cmp, have: i32, want: i32) -> bool {
    cmp.holds(have, want)
}

/// What [`Sided::for_each_continuous_inspiration`] hands each change to: its source, scope,
/// the slot holding it, its target, and a way to count its amount now.
type ContinuousVisit<'a> =
    dyn FnMut(CardHandle, Scope, &super::Slot, &Target, &dyn Fn(&Sided<'_>) -> i32) + 'a;

/// The table seen from one player's side: that player's zones are "yours", the other
/// player's (or the goldfish rival's) the rival's. Abilities read the same whoever controls
/// them (sides are relative to the controller, 501): every query goes through one of these,
/// so the same code answers for either player without moving any zone.
#[derive(Clone, Copy)]
pub(crate) struct Sided<'a> {
    /// The whole state (the turn, the goldfish rival).
    pub(crate) g: &'a GameState,
    /// The zones of the player whose side this is.
    pub(crate) mine: &'a PlayerState,
    /// Two-player: the other player's zones.
    pub(crate) theirs: Option<&'a PlayerState>,
    /// Which player this is.
    pub(crate) me: super::Side,
    /// Inside a continuous ability's condition, amount or target: Inspiration is read with
    /// the Characters' own modifiers only (a continuous change never waits on another, so
    /// they cannot loop).
    pub(crate) plain: bool,
}

impl GameState {
    /// The table from the side of the player who acts now.
    pub(crate) fn sided(&self) -> Sided<'_> {
        self.side_of(self.to_act)
    }

    /// The table from `me`'s side.
    pub(crate) fn side_of(&self, me: super::Side) -> Sided<'_> {
        Sided {
            g: self,
            mine: &self.players[me],
            theirs: self.zones(me.other()),
            me,
            plain: false,
        }
    }

    /// Whether your card `card` (wherever it is) matches `filter`, for the ability of `source`.
    pub(crate) fn card_matches(
        &self,
        table: &CardTable,
        source: CardHandle,
        card: CardHandle,
        filter: &CardFilter,
    ) -> bool {
        self.sided().card_matches(table, source, card, filter)
    }

    /// Visits the cards of `side`'s `zone` that match `filter` (see [`Sided::for_each_match`]).
    pub(crate) fn for_each_match<V: FnMut(ChosenRef) + ?Sized>(
        &self,
        table: &CardTable,
        source: CardHandle,
        frame: &Frame,
        place: (Side, Zone),
        filter: &CardFilter,
        visit: &mut V,
    ) {
        self.sided()
            .for_each_match(table, source, frame, place, filter, visit);
    }

    /// Appends the cards of `side`'s `zone` that match `filter` to `out`, in zone order.
    pub(crate) fn zone_cards_into(
        &self,
        table: &CardTable,
        source: CardHandle,
        frame: &Frame,
        place: (Side, Zone),
        filter: &CardFilter,
        out: &mut Vec<ChosenRef>,
    ) {
        self.for_each_match(table, source, frame, place, filter, &mut |pick| {
            out.push(pick)
        });
    }

    /// The value of an amount now (607: counted when the effect happens).
    pub(crate) fn amount(
        &self,
        table: &CardTable,
        source: CardHandle,
        frame: &Frame,
        amount: &Amount,
    ) -> i32 {
        self.sided().amount(table, source, frame, amount)
    }

    /// Whether a condition holds now, for the ability of `source` (502, 501.4).
    pub(crate) fn holds(
        &self,
        table: &CardTable,
        source: CardHandle,
        frame: &Frame,
        condition: &Condition,
    ) -> bool {
        self.sided().holds(table, source, frame, condition)
    }
}

impl<'a> Sided<'a> {
    /// The same table from the other player's side (two-player only).
    pub(crate) fn opponent(&self) -> Option<Sided<'a>> {
        self.theirs.map(|theirs| Sided {
            g: self.g,
            mine: theirs,
            theirs: Some(self.mine),
            me: self.me.other(),
            plain: self.plain,
        })
    }

    /// This side, reading Inspiration with the Characters' own modifiers only.
    fn plain(&self) -> Sided<'a> {
        Sided {
            plain: true,
            ..*self
        }
    }

    /// The slot holding the Character `card`: this side's (`true`) or the other player's (a
    /// sparring Character of the passive rival included, in its lane).
    fn slot_of(&self, card: CardHandle) -> Option<(usize, super::Slot, bool)> {
        let find = |p: &PlayerState| {
            p.adventure
                .iter()
                .enumerate()
                .find_map(|(i, s)| s.filter(|s| s.character == card).map(|s| (i, s)))
        };
        let rival = self
            .theirs
            .unwrap_or_else(|| &self.g.players[self.me.other()]);
        find(self.mine)
            .map(|(i, s)| (i, s, true))
            .or_else(|| find(rival).map(|(i, s)| (i, s, false)))
    }

    /// Whether the card `card` (this side's, or in a two-player game the other player's,
    /// wherever it is) matches `filter`, for the ability of `source`. A Character's
    /// Inspiration is the one it has now (607.3), every continuous change included. A
    /// compiled filter's printed answer inline (the walks over a zone ask it of every card),
    /// the rest out of line.
    #[inline]
    pub(crate) fn card_matches(
        &self,
        table: &CardTable,
        source: CardHandle,
        card: CardHandle,
        filter: &CardFilter,
    ) -> bool {
        if filter.other && card == source {
            return false;
        }
        // A filter of the table's abilities: its printed part is one bit per card.
        if let Some(passes) = filter.printed.passes(card.0) {
            return passes
                && (filter.printed.complete()
                    || self.card_matches_in_place(table, card, filter, filter.is_stateful()));
        }
        self.card_matches_uncompiled(table, card, filter)
    }

    /// [`Sided::card_matches`] for a filter without a printed answer (not one of the
    /// table's abilities).
    #[inline(never)]
    fn card_matches_uncompiled(
        &self,
        table: &CardTable,
        card: CardHandle,
        filter: &CardFilter,
    ) -> bool {
        if filter.inspo_boost && !table.has_chip(card, crate::card::Chip::InspoBoost) {
            return false;
        }
        let stateful = filter.tapped.is_some()
            || filter.face_up.is_some()
            || filter.adorned.is_some()
            || filter.treat.is_some();
        // Where the card is matters only for its current Inspiration and its state: most
        // filters ask neither, and are answered from the printed facts here.
        if filter.inspiration.is_none() && !stateful {
            let card_type = table.card_type(card);
            return filter.matches_printed(
                card_type,
                table.printed_cost(card),
                (card_type == CardType::Character).then_some(table.inspiration(card)),
                |name| table.has_name(card, name),
            );
        }
        self.card_matches_in_place(table, card, filter, stateful)
    }

    /// [`Sided::card_matches`] for the Scene `scene` of this side's or the other player's
    /// Scene Area, whose state is at hand: a compiled filter that asks no Inspiration ("your
    /// untapped Scenes", counted by conditions) is answered from its printed bit and the
    /// Scene's tapped and face-up state, without looking for the card in every zone. A
    /// Scene is in no slot: a filter asking whether it is adorned or holds a Treat fails.
    #[inline]
    fn scene_matches(
        &self,
        table: &CardTable,
        source: CardHandle,
        scene: &super::SceneCard,
        filter: &CardFilter,
    ) -> bool {
        let card = scene.card;
        match filter.printed.passes(card.0) {
            Some(passes) if filter.inspiration.is_none() => {
                let state_ok = |want: Option<bool>, have: bool| want.is_none_or(|w| w == have);
                !(filter.other && card == source)
                    && passes
                    && state_ok(filter.tapped, scene.tapped)
                    && state_ok(filter.face_up, scene.face_up)
                    && filter.adorned.is_none()
                    && filter.treat.is_none()
            }
            _ => self.card_matches(table, source, card, filter),
        }
    }

    /// [`Sided::card_matches`] for a filter that asks for the card's current Inspiration or
    /// its state: where the card is is looked up.
    #[inline(never)]
    fn card_matches_in_place(
        &self,
        table: &CardTable,
        card: CardHandle,
        filter: &CardFilter,
        stateful: bool,
    ) -> bool {
        let slot = self.slot_of(card);
        let inspiration = match slot {
            Some((i, s, mine)) if filter.inspiration.is_some() && !self.plain => {
                let side = if mine { Some(*self) } else { self.opponent() };
                side.map_or(s.inspiration(table.inspiration(card)), |side| {
                    side.inspiration_at(table, i)
                })
            }
            Some((_, s, _)) => s.inspiration(table.inspiration(card)),
            None => table.inspiration(card),
        };
        let card_type = table.card_type(card);
        let printed = filter.matches_printed(
            card_type,
            table.printed_cost(card),
            (card_type == CardType::Character).then_some(inspiration),
            |name| table.has_name(card, name),
        );
        if !printed {
            return false;
        }
        if !stateful {
            return true;
        }
        let scene = self
            .mine
            .scene_area
            .iter()
            .chain(self.theirs.into_iter().flat_map(|t| t.scene_area.iter()))
            .find(|s| s.card == card);
        let slot = slot.map(|(_, s, _)| s);
        let tapped = slot.map(|s| s.tapped).or(scene.map(|s| s.tapped));
        let state_ok = |want: Option<bool>, have: Option<bool>| want.is_none() || want == have;
        state_ok(filter.tapped, tapped)
            && state_ok(filter.face_up, scene.map(|s| s.face_up))
            && state_ok(filter.adorned, slot.map(|s| s.item.is_some()))
            && state_ok(filter.treat, slot.map(|s| s.treat))
    }

    /// Visits the cards of `side`'s `zone` that match `filter`, in zone order (decks from the
    /// top): this side's by handle; the rival's Characters by the lane (this side's slot) they
    /// face; in a two-player game the rival's Scenes and hand cards by handle (the owner says
    /// whose a card is). The goldfish rival has no Scenes and only a hand count. The visitor
    /// is a type parameter: the counts and lists that walk a zone make no indirect call per
    /// card.
    pub(crate) fn for_each_match<V: FnMut(ChosenRef) + ?Sized>(
        &self,
        table: &CardTable,
        source: CardHandle,
        frame: &Frame,
        (side, zone): (Side, Zone),
        filter: &CardFilter,
        visit: &mut V,
    ) {
        // A Scene of a Scene Area comes with its state (`scene`): see `Sided::scene_matches`.
        let mut matching = |card: CardHandle, scene: Option<&super::SceneCard>| {
            let matches = match scene {
                Some(scene) => self.scene_matches(table, source, scene, filter),
                None => self.card_matches(table, source, card, filter),
            };
            if matches {
                visit(ChosenRef::Card(card));
            }
        };
        if matches!(side, Side::You | Side::Both) {
            let p = self.mine;
            match zone {
                Zone::Adventure => p
                    .adventure
                    .iter()
                    .flatten()
                    .for_each(|s| matching(s.character, None)),
                Zone::Retirement => p.retirement.iter().for_each(|&c| matching(c, None)),
                Zone::Hand => p.hand.iter().for_each(|&c| matching(c, None)),
                Zone::Deck => p.main_deck.iter().rev().for_each(|&c| matching(c, None)),
                Zone::SceneArea => p.scene_area.iter().for_each(|s| matching(s.card, Some(s))),
                Zone::SceneDeck => p.scene_deck.iter().rev().for_each(|&c| matching(c, None)),
                Zone::Plans => p
                    .plans
                    .iter()
                    .flatten()
                    .for_each(|plan| matching(plan.card, None)),
                Zone::Revealed => frame.revealed().iter().for_each(|&c| matching(c, None)),
                Zone::EmptySlots => {}
            }
        }
        if !matches!(side, Side::Rival | Side::Both) {
            return;
        }
        match (self.theirs, zone) {
            (Some(other), Zone::SceneArea) => {
                other
                    .scene_area
                    .iter()
                    .for_each(|s| matching(s.card, Some(s)));
            }
            (Some(other), Zone::Hand) => other.hand.iter().for_each(|&c| matching(c, None)),
            (Some(other), Zone::Adventure) => {
                // Two-player: the rival's own Characters, by the lane (your slot) they face;
                // its Items adorning them by card, when Items are asked for (BP03-SR14).
                let items = filter.types.contains(&CardType::Item);
                for lane in 0..3usize {
                    let Some(Some(s)) = other.adventure.get(GameState::facing_slot(lane)) else {
                        continue;
                    };
                    if self.card_matches(table, source, s.character, filter) {
                        visit(ChosenRef::RivalSlot(lane as u8));
                    }
                    if let Some(item) = s.item.filter(|_| items)
                        && self.card_matches(table, source, item, filter)
                    {
                        visit(ChosenRef::Card(item));
                    }
                }
            }
            // The passive rival's sparring Characters, by lane (the card stands in for the
            // Character: its type and Inspiration are all a filter finds).
            (None, Zone::Adventure) => {
                for (lane, slot) in self.g.players[self.me.other()].adventure.iter().enumerate() {
                    if let Some(s) = slot
                        && self.card_matches(table, source, s.character, filter)
                    {
                        visit(ChosenRef::RivalSlot(lane as u8));
                    }
                }
            }
            _ => {}
        }
    }

    /// How many cards of `side`'s `zone` match `filter` (501.5: counted when asked); empty
    /// slots, the rival's face-down Plans and the goldfish rival's hand count as such.
    pub(crate) fn count(
        &self,
        table: &CardTable,
        source: CardHandle,
        frame: &Frame,
        side: Side,
        zone: Zone,
        filter: &CardFilter,
    ) -> i32 {
        let mut n = 0i32;
        self.for_each_match(table, source, frame, (side, zone), filter, &mut |_| n += 1);
        let (you, rival) = (
            matches!(side, Side::You | Side::Both),
            matches!(side, Side::Rival | Side::Both),
        );
        let empty = |slots: usize| i32::try_from(slots).unwrap_or(0);
        if zone == Zone::EmptySlots {
            if you {
                n += empty(self.mine.adventure.iter().filter(|s| s.is_none()).count());
            }
            if rival {
                let rival = &self.g.players[self.me.other()];
                n += empty(rival.adventure.iter().filter(|s| s.is_none()).count());
            }
        }
        if zone == Zone::Plans && rival {
            n += empty(
                self.g.players[self.me.other()]
                    .plans
                    .iter()
                    .flatten()
                    .count(),
            );
        }
        if zone == Zone::Hand && rival && self.theirs.is_none() && filter.is_any() {
            n += empty(self.g.players[self.me.other()].hand.len());
        }
        n
    }

    /// The value of an amount now (607: counted when the effect happens).
    pub(crate) fn amount(
        &self,
        table: &CardTable,
        source: CardHandle,
        frame: &Frame,
        amount: &Amount,
    ) -> i32 {
        match amount {
            Amount::Fixed(_) => amount.value(0),
            Amount::PerCount {
                side, zone, filter, ..
            } => amount.value(self.count(table, source, frame, *side, *zone, filter)),
        }
    }

    /// Whether a condition holds now, for the ability of `source` (502, 501.4).
    pub(crate) fn holds(
        &self,
        table: &CardTable,
        source: CardHandle,
        frame: &Frame,
        condition: &Condition,
    ) -> bool {
        match condition {
            Condition::Count {
                side,
                zone,
                filter,
                cmp,
                n,
            } => cmp_holds(
                *cmp,
                self.count(table, source, frame, *side, *zone, filter),
                i32::from(*n),
            ),
            Condition::Compare { a, cmp, b, margin } => cmp_holds(
                *cmp,
                self.count(table, source, frame, a.0, a.1, &a.2),
                self.count(table, source, frame, b.0, b.1, &b.2) + i32::from(*margin),
            ),
            Condition::Turn(side) => match side {
                Side::You => self.g.active == self.me,
                Side::Rival => self.g.active != self.me,
                Side::Both => true,
            },
            Condition::SelfAdorned => self
                .mine
                .adventure
                .iter()
                .flatten()
                .any(|s| s.character == source && s.item.is_some()),
            Condition::SelfHasTreat => self
                .mine
                .adventure
                .iter()
                .flatten()
                .any(|s| s.character == source && s.treat),
            Condition::RevealedIs(filter) => frame
                .revealed()
                .first()
                .is_some_and(|card| self.card_matches(table, source, *card, filter)),
            // Whose turn it is first (one comparison, and false half the time), then the
            // others, which may count cards; every part is a question, so the order changes
            // no answer.
            Condition::All(parts) => {
                let turn = |c: &&Condition| matches!(c, Condition::Turn(_));
                parts
                    .iter()
                    .filter(turn)
                    .chain(parts.iter().filter(|c| !turn(c)))
                    .all(|c| self.holds(table, source, frame, c))
            }
            Condition::TriggerSourceIs(filter) => frame
                .cause
                .is_some_and(|card| self.card_matches(table, source, card, filter)),
            Condition::SceneFlippedUpThisTurn => self.mine.cost_changes.scene_flipped_up,
            Condition::ChosenMovedThisTurn => false,
        }
    }
}

impl GameState {
    /// Whether the open decision puts your Plans back in order (613, BP02-C46).
    pub(super) fn orders_plans(&self, table: &CardTable) -> bool {
        self.pending.last().is_some_and(|top| {
            matches!(
                table
                    .abilities(top.source)
                    .get(usize::from(top.frame.ability))
                    .and_then(|a| a.steps.get(usize::from(top.frame.step))),
                Some(Op::LookPlans { reorder: true, .. })
            )
        })
    }

    /// 404.3.1a: whether the [Inspo Boost] of the Scene `scene` may be used in the current
    /// Contact: a boost that only applies to a specific Character ("Your 「Pinkie Pie」 gets
    /// +1 Inspiration until the end of this Contact") only when the player's Character in this
    /// Contact is one.
    pub(crate) fn inspo_boost_usable(&self, table: &CardTable, scene: CardHandle) -> bool {
        // The common case, inline: a Scene whose boost names its Characters by printed facts
        // (`CardTable::boost_fits`, which only such a Scene's ability has) and a Character in
        // this Contact, answered before the ability is looked up.
        if let Some(Some(mine)) = self
            .current_lane()
            .and_then(|slot| self.players[self.to_act].adventure.get(slot))
            && let Some(fits) = table.boost_fits(scene, mine.character)
        {
            return fits;
        }
        self.inspo_boost_usable_in_full(table, scene)
    }

    /// [`GameState::inspo_boost_usable`] asked in full: the ability looked up, its filters
    /// matched against the Character in this Contact.
    #[inline(never)]
    fn inspo_boost_usable_in_full(&self, table: &CardTable, scene: CardHandle) -> bool {
        let Some(ability) = inspo_boost_ability(table, scene) else {
            // Left to the player: the engine cannot tell.
            return true;
        };
        let Some(Some(mine)) = self
            .current_lane()
            .and_then(|slot| self.players[self.to_act].adventure.get(slot))
        else {
            return false;
        };
        if let Some(fits) = table.boost_fits(scene, mine.character) {
            return fits;
        }
        !ability.steps.iter().all(|op| {
            matches!(
                op,
                Op::Inspiration {
                    target: Target::InContact(filter),
                    ..
                } if !self.card_matches(table, scene, mine.character, filter)
            )
        })
    }

    /// 404.3.1: whether the [Inspo Boost] of the Scene `scene` would do something in the
    /// current Contact: it may be used there (404.3.1a) and its condition holds.
    pub(crate) fn inspo_boost_applies(&self, table: &CardTable, scene: CardHandle) -> bool {
        if !self.inspo_boost_usable(table, scene) {
            return false;
        }
        inspo_boost_ability(table, scene)
            .and_then(|a| a.condition.as_ref())
            .is_none_or(|condition| self.holds(table, scene, &Frame::default(), condition))
    }

    /// 501.4: whether an Event's "Only use when ..." allows playing it now.
    pub(crate) fn may_use(&self, table: &CardTable, card: CardHandle) -> bool {
        table.abilities(card).iter().all(|ability| {
            ability
                .restriction
                .as_ref()
                .is_none_or(|c| self.holds(table, card, &Frame::default(), c))
        })
    }

    /// 607: the Inspiration of your Character in `slot` now: printed, plus the modifiers of
    /// effects, plus every continuous ability that applies, yours and (two-player) the
    /// rival's ("every Character in Rival's Adventure Area gets -1"): recomputed, never
    /// stored; at least 0.
    pub fn inspiration_of(&self, table: &CardTable, slot: usize) -> u8 {
        self.sided().inspiration_at(table, slot)
    }

    /// 607: the Inspiration of the rival's Character in `lane` now: its own, its modifiers,
    /// its own continuous abilities (a rival that plays: "your Characters get +1" on its
    /// side, whoever's turn it is) and your continuous abilities that change the rival's
    /// Characters ("all Characters in Rival's Adventure Area get -1 Inspiration"), at least 0.
    pub fn rival_inspiration_of(&self, table: &CardTable, lane: usize) -> u8 {
        let me = self.sided();
        if let Some(them) = me.opponent() {
            return them.inspiration_at(table, GameState::facing_slot(lane));
        }
        let Some(Some(rival)) = self.rival_zones().adventure.get(lane) else {
            return 0;
        };
        // A sparring Character is printed with Inspiration 0 (`card_table::PASSIVE_RIVAL`);
        // your continuous changes reach it as they reach a rival's Character.
        let total = i32::from(rival.inspiration(0)) + me.static_on_rival(table, rival.character);
        u8::try_from(total.clamp(0, 255)).unwrap_or(0)
    }
}

impl Sided<'_> {
    /// 607: the Inspiration of this side's Character in `slot` now: printed, its modifiers,
    /// this side's continuous changes to it and the other player's (at least 0).
    pub(crate) fn inspiration_at(&self, table: &CardTable, slot: usize) -> u8 {
        let Some(Some(mine)) = self.mine.adventure.get(slot) else {
            return 0;
        };
        let card = mine.character;
        let mut total = i32::from(mine.inspiration(table.inspiration(card)));
        // The common case, decided from kind bytes before any walk: nothing on this side
        // can change this Character (its own card and Item reach it, other cards only with
        // a change to other Characters), and no card of the game changes a rival's.
        let reaching = |s: &super::Slot| {
            let reach = if s.character == card {
                AbilityKinds::INSPIRES_OWN | AbilityKinds::INSPIRES_OTHERS
            } else {
                AbilityKinds::INSPIRES_OTHERS
            };
            (table.kinds(s.character).inspires
                | s.item.map_or(0, |item| table.kinds(item).inspires))
                & reach
                != 0
        };
        if self.mine.adventure.iter().flatten().any(reaching) {
            total += self.static_inspiration(table, card);
        }
        if table.any_inspires(AbilityKinds::INSPIRES_RIVAL)
            && let Some(them) = self.opponent()
        {
            total += them.static_on_rival(table, card);
        }
        u8::try_from(total.clamp(0, 255)).unwrap_or(0)
    }

    /// Visits every continuous Inspiration change of this side that holds now (501.2, 607)
    /// to its own Characters, or (`on_rival`) to the other player's: from its Characters in the
    /// Adventure Area and the Items adorning them, each with its source, scope, the slot
    /// holding it, its target, and a way to count its amount. With `only`, the changes that
    /// cannot reach that Character of this side are skipped before their condition is
    /// counted (the Character's own "this Character gets +2", an Item's change to the
    /// Character it adorns): the visitor still decides what applies.
    pub(crate) fn for_each_continuous_inspiration(
        &self,
        table: &CardTable,
        on_rival: bool,
        only: Option<CardHandle>,
        visit: &mut ContinuousVisit<'_>,
    ) {
        // Only the changes to the side asked about (`on_rival`: the other player's
        // Characters), and to `only` when given: an ability with none is skipped before its
        // condition is counted.
        let reaches = |target: &Target, source: CardHandle, slot: &super::Slot| match target {
            Target::All {
                side: Side::Rival, ..
            } => on_rival,
            _ if on_rival => false,
            Target::This => only.is_none_or(|card| card == source),
            Target::Adorned(_) => {
                only.is_none_or(|card| card == slot.character && slot.item == Some(source))
            }
            _ => true,
        };
        let asked = if on_rival {
            AbilityKinds::INSPIRES_RIVAL
        } else {
            AbilityKinds::INSPIRES_OWN | AbilityKinds::INSPIRES_OTHERS
        };
        if !table.any_inspires(asked) {
            return;
        }
        let frame = Frame::default();
        let side = self.plain();
        for slot in self.mine.adventure.iter().flatten() {
            // The kinds of change from this slot that can reach the Characters asked about.
            let inspires = if on_rival {
                AbilityKinds::INSPIRES_RIVAL
            } else if only.is_none_or(|card| card == slot.character) {
                AbilityKinds::INSPIRES_OWN | AbilityKinds::INSPIRES_OTHERS
            } else {
                AbilityKinds::INSPIRES_OTHERS
            };
            // Most slots hold nothing that can: decided from the two kind bytes alone.
            let character_may = table.kinds(slot.character).inspires & inspires != 0;
            let item_may = slot
                .item
                .is_some_and(|item| table.kinds(item).inspires & inspires != 0);
            if !character_may && !item_may {
                continue;
            }
            for (source, scope) in [
                (character_may.then_some(slot.character), Scope::InAdventure),
                (slot.item.filter(|_| item_may), Scope::AdornedItem),
            ] {
                let Some(source) = source else {
                    continue;
                };
                for ability in table.abilities(source) {
                    if !matches!(ability.trigger, Trigger::Static(s) if s == scope)
                        || !ability.steps.iter().any(|op| {
                            matches!(op, Op::Inspiration { target, .. } if reaches(target, source, slot))
                        })
                    {
                        continue;
                    }
                    if let Some(condition) = &ability.condition
                        && !side.holds(table, source, &frame, condition)
                    {
                        continue;
                    }
                    for op in &ability.steps {
                        if let Op::Inspiration { target, amount, .. } = op
                            && reaches(target, source, slot)
                        {
                            let change = |s: &Sided<'_>| s.amount(table, source, &frame, amount);
                            visit(source, scope, slot, target, &change);
                        }
                    }
                }
            }
        }
    }

    /// The sum of this side's continuous Inspiration changes that apply to its Character
    /// `card` (501.2: from Characters in the Adventure Area and their adorned Items).
    fn static_inspiration(&self, table: &CardTable, card: CardHandle) -> i32 {
        let mut total = 0;
        let side = self.plain();
        let adventure = &self.mine.adventure;
        self.for_each_continuous_inspiration(table, false, Some(card), &mut |source, scope, slot, target, change| {
            let applies = match target {
                Target::This => source == card,
                Target::NextToAdorned => {
                    let at = |c: CardHandle| {
                        adventure
                            .iter()
                            .position(|s| s.is_some_and(|s| s.character == c || s.item == Some(c)))
                    };
                    scope == Scope::AdornedItem
                        && matches!((at(source), at(card)), (Some(a), Some(b)) if a.abs_diff(b) == 1)
                }
                Target::Adorned(filter) => {
                    slot.item == Some(source)
                        && slot.character == card
                        && side.card_matches(table, source, card, filter)
                }
                Target::All {
                    side: Side::You,
                    filter,
                    ..
                } => side.card_matches(table, source, card, filter),
                _ => false,
            };
            if applies {
                total += change(&side);
            }
        });
        total
    }

    /// The continuous changes this side's Characters and Items make to the other player's
    /// Character `card` ("all Characters in Rival's Adventure Area get -1 Inspiration",
    /// 501.2), a sparring Character of the passive rival included.
    pub(crate) fn static_on_rival(&self, table: &CardTable, card: CardHandle) -> i32 {
        let mut total = 0;
        let side = self.plain();
        self.for_each_continuous_inspiration(
            table,
            true,
            None,
            &mut |source, _, _, target, change| {
                if let Target::All {
                    side: Side::Rival,
                    filter,
                    ..
                } = target
                    && side.card_matches(table, source, card, filter)
                {
                    total += change(&side);
                }
            },
        );
        total
    }
}

impl GameState {
    /// Whether the Character `card` (its owner's) is kept from leaving by `from`: an effect
    /// this turn (404.4) or a continuous ability of its own that holds now (501.2).
    pub(crate) fn is_protected(
        &self,
        table: &CardTable,
        card: CardHandle,
        from: crate::ability::Protection,
    ) -> bool {
        let owner = table.owner(card);
        let Some(slot) = self.players[owner]
            .adventure
            .iter()
            .flatten()
            .find(|s| s.character == card)
        else {
            return false;
        };
        if slot.protected && from == crate::ability::Protection::RetireInContact {
            return true;
        }
        if !table.kinds(card).protects {
            return false;
        }
        let frame = Frame::default();
        table.abilities(card).iter().any(|ability| {
            matches!(ability.trigger, Trigger::Static(Scope::InAdventure))
                && ability
                    .condition
                    .as_ref()
                    .is_none_or(|c| self.side_of(owner).holds(table, card, &frame, c))
                && ability.steps.iter().any(|op| {
                    matches!(op, Op::Protect { target: Target::This, from: f, .. } if *f == from)
                })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::deck::starters;
    use crate::engine::{Game, GameConfig, GameDeck};
    use crate::sim::{GoldfishPolicy, game_seed};

    /// 607 without the shortcut [`Sided::inspiration_at`] takes from the kind bytes: every
    /// continuous change of both sides walked.
    fn walked(side: &Sided<'_>, table: &CardTable, slot: usize) -> u8 {
        let Some(Some(mine)) = side.mine.adventure.get(slot) else {
            return 0;
        };
        let card = mine.character;
        let mut total = i32::from(mine.inspiration(table.inspiration(card)))
            + side.static_inspiration(table, card);
        if let Some(them) = side.opponent() {
            total += them.static_on_rival(table, card);
        }
        u8::try_from(total.clamp(0, 255)).unwrap_or(0)
    }

    /// Plays `games` two-player games of `game` (seeds of `stream`), the fast policy on both
    /// sides, calling `check` before every action until a game is won or passes turn 40.
    fn play_both_sides(game: &mut Game, stream: u64, games: u64, mut check: impl FnMut(&Game)) {
        let (mut you, mut them) = (GoldfishPolicy::new(), GoldfishPolicy::new());
        let mut events = Vec::new();
        for g in 0..games {
            game.restart(game_seed(stream, g));
            for _ in 0..2_000 {
                let state = game.state();
                if state.winner.is_some() || state.turn > 40 {
                    break;
                }
                check(game);
                let view = game.side_view();
                let action = match game.to_act() {
                    crate::engine::Side::You => you.choose_seen(&view),
                    crate::engine::Side::Rival => them.choose_seen(&view),
                };
                events.clear();
                game.apply_into(action, &mut events)
                    .expect("the policy plays legal actions");
            }
        }
    }

    #[test]
    fn the_inspiration_shortcut_agrees_with_walking_every_continuous_change_rule_607() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let catalog = Catalog::open(&root.join("cards.db")).expect("cards.db");
        let cards = catalog.index().clone();
        let decks: Vec<GameDeck> = starters()
            .iter()
            .map(|s| GameDeck::from_deck(&s.deck, &cards).expect("a starter plays"))
            .collect();
        let mut compared = 0u32;
        let mut changed = 0u32;
        for (i, deck) in decks.iter().enumerate() {
            let rival = &decks[(i + 1) % decks.len()];
            let mut game =
                Game::new_two_player(deck, rival, &cards, GameConfig::default(), 0).expect("game");
            play_both_sides(&mut game, 11, 40, |game| {
                let state = game.state();
                let table = game.table();
                let me = state.sided();
                for side in [Some(me), me.opponent()].into_iter().flatten() {
                    for slot in 0..3 {
                        let printed = side.mine.adventure[slot]
                            .map(|s| s.inspiration(table.inspiration(s.character)));
                        let full = walked(&side, table, slot);
                        assert_eq!(side.inspiration_at(table, slot), full, "slot {slot}");
                        compared += 1;
                        changed += u32::from(printed.is_some_and(|p| full != p));
                    }
                }
            });
        }
        // The games reach Characters whose continuous changes count, so the walk is tested.
        assert!(compared > 10_000, "{compared}");
        assert!(changed > 100, "{changed}");
    }

    #[test]
    fn a_scene_matched_with_its_state_at_hand_matches_as_any_card_does() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let catalog = Catalog::open(&root.join("cards.db")).expect("cards.db");
        let cards = catalog.index().clone();
        let decks: Vec<GameDeck> = starters()
            .iter()
            .map(|s| GameDeck::from_deck(&s.deck, &cards).expect("a starter plays"))
            .collect();
        let (mut compared, mut by_state) = (0u32, [0u32; 2]);
        for (i, deck) in decks.iter().enumerate() {
            let rival = &decks[(i + 1) % decks.len()];
            let mut game =
                Game::new_two_player(deck, rival, &cards, GameConfig::default(), 0).expect("game");
            // Every compiled filter of the game, with the card whose ability holds it.
            let mut filters: Vec<(CardHandle, CardFilter)> = Vec::new();
            for handle in 0..game.table().len() {
                let card = CardHandle(u8::try_from(handle).expect("a handle"));
                for ability in game.table().abilities(card) {
                    ability
                        .clone()
                        .filters_mut(&mut |f| filters.push((card, f.clone())));
                }
            }
            // Filters that ask a Scene's state, as "your untapped Scenes" does, and one that
            // asks a face-up Scene, to test both states (the catalog may hold neither).
            let mut asks = |tapped: Option<bool>, face_up: Option<bool>, complete: bool| {
                let mut filter = CardFilter::of(CardType::Scene);
                filter.tapped = tapped;
                filter.face_up = face_up;
                filter.printed =
                    crate::ability::PrintedSet::new(game.table().len(), complete, |h| {
                        game.table().card_type(CardHandle(h as u8)) == CardType::Scene
                    });
                filters.push((CardHandle(0), filter));
            };
            asks(Some(false), None, false);
            asks(Some(true), Some(true), false);
            asks(None, Some(false), false);
            play_both_sides(&mut game, 12, 10, |game| {
                let state = game.state();
                let table = game.table();
                let me = state.sided();
                for side in [Some(me), me.opponent()].into_iter().flatten() {
                    for scene in &side.mine.scene_area {
                        for (source, filter) in &filters {
                            let full = side.card_matches(table, *source, scene.card, filter);
                            let at_hand = side.scene_matches(table, *source, scene, filter);
                            assert_eq!(at_hand, full, "{filter:?} on {scene:?}");
                            compared += 1;
                            if filter.is_stateful() {
                                by_state[usize::from(full)] += 1;
                            }
                        }
                    }
                }
            });
        }
        // Both answers of a filter asking a state are reached.
        assert!(compared > 10_000, "{compared}");
        assert!(by_state.iter().all(|&n| n > 1_000), "{by_state:?}");
    }

    /// A sparring Character of the passive rival is matched by the one card matcher, through
    /// its stand-in card: its type, its Inspiration now (placed, plus your effects on it this
    /// turn) and its state in play are what a filter finds; a cost or a name it does not have.
    #[test]
    fn a_sparring_character_matches_a_filter_by_its_type_and_inspiration_only() {
        let catalog = super::super::test_support::shipped_catalog();
        let deck = super::super::test_support::starter_decks(1).remove(0);
        let mut game = Game::new(&deck, catalog.index(), GameConfig::default(), 3).expect("a game");
        game.apply(crate::engine::Action::Keep).expect("keep");
        game.apply(crate::engine::Action::Sandbox(
            crate::engine::SandboxAction::PlaceSparring {
                lane: 1,
                inspiration: 3,
            },
        ))
        .expect("a sparring Character in lane 2");
        let table = game.table();
        let state = game.state();
        let source = table.main_character();
        let lanes = |filter: CardFilter| {
            let mut found = Vec::new();
            state.side_of(crate::engine::Side::You).for_each_match(
                table,
                source,
                &Frame::default(),
                (Side::Rival, Zone::Adventure),
                &filter,
                &mut |pick| found.push(pick),
            );
            found
        };
        let character = |inspiration: Option<(Cmp, u8)>, cost: Option<(Cmp, u8)>| CardFilter {
            types: vec![CardType::Character],
            inspiration,
            cost,
            ..CardFilter::default()
        };
        assert_eq!(
            lanes(character(Some((Cmp::AtMost, 3)), None)),
            [ChosenRef::RivalSlot(1)]
        );
        assert!(lanes(character(Some((Cmp::AtMost, 2)), None)).is_empty());
        assert!(
            lanes(character(None, Some((Cmp::AtMost, 9)))).is_empty(),
            "no cost"
        );
        let named = CardFilter {
            names: vec!["twilight sparkle".into()],
            ..character(None, None)
        };
        assert!(lanes(named).is_empty(), "no name");
        // It is in play like any Character: untapped, with no Item and no Treat.
        let untapped = CardFilter {
            tapped: Some(false),
            adorned: Some(false),
            ..character(None, None)
        };
        assert_eq!(lanes(untapped), [ChosenRef::RivalSlot(1)]);
        assert_eq!(state.rival_inspiration_of(table, 1), 3);
    }
}
