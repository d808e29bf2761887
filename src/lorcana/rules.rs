//! The Lorcana goldfish game: the turn loop (CR 3), turn actions (CR 4), the bag (7.7) and the
//! game state check (1.8), against a dummy opponent whose turns pass (LORCANA.md §1).
//!
//! `Game::apply` is the one way in: an action is checked, carried out, and the game runs on by
//! itself (abilities resolve, the dummy's turn passes, your next turn begins) until it needs you
//! again. A refused action changes nothing. A seed and the action list replay a game exactly.

use std::sync::Arc;

use crate::engine::EngineRng;

use super::ability::{
    Ability, Condition, Effect, Keyword, Kind, ReadyOnly, ShiftOnto, Static, Trigger,
};
use super::action::{Action, ActionError, Adjust, Handle};
use super::card::{CardKind, TableCard};
use super::state::{
    Decision, DecisionKind, InPlay, Ink, Outcome, Pending, Phase, Resolving, State,
};
use super::words::Event;

/// 2.2.1.4: the opening hand.
pub const OPENING_HAND: usize = 7;
/// 1.8.1.1: the lore that wins.
pub const WINNING_LORE: u32 = 20;

/// How a game is set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Config {
    /// The seed of the shuffles.
    pub seed: u64,
    /// You take the first turn (and skip its draw, 3.2.3.1).
    pub on_the_play: bool,
    /// Shuffle the deck (else it is dealt as listed, its first card on top).
    pub shuffle: bool,
}

/// A game in progress: the cards, the state, the actions taken and what happened.
#[derive(Debug, Clone)]
pub struct Game {
    cards: Arc<Vec<TableCard>>,
    config: Config,
    state: State,
    actions: Vec<Action>,
    log: Vec<Event>,
}

impl Game {
    /// A new game of these cards (one per copy, in list order), the opening hand dealt.
    pub fn new(cards: Vec<TableCard>, config: Config) -> Game {
        Game::with_cards(Arc::new(cards), config)
    }

    /// A new game sharing an already built card list.
    pub fn with_cards(cards: Arc<Vec<TableCard>>, config: Config) -> Game {
        let count = u16::try_from(cards.len()).unwrap_or(u16::MAX);
        // The deck's top is its last card: the list's first card is dealt first.
        let mut deck: Vec<Handle> = (0..count).rev().collect();
        let mut rng = EngineRng::new(config.seed);
        if config.shuffle {
            shuffle(&mut deck, &mut rng);
        }
        let mut state = State {
            turn: 0,
            your_turns: 0,
            on_the_play: config.on_the_play,
            phase: Phase::Setup,
            outcome: None,
            lore: 0,
            deck,
            hand: Vec::new(),
            inkwell: Vec::new(),
            play: Vec::new(),
            discard: Vec::new(),
            inked_this_turn: 0,
            songs_this_turn: 0,
            next_costs_less: Vec::new(),
            bag: Vec::new(),
            resolving: None,
            decision: None,
            rng,
            failed_draws: 0,
            manual_done: 0,
            start_draw_pending: false,
            last_targets: Vec::new(),
            looking: Vec::new(),
            quests_this_turn: 0,
            characters_played_this_turn: 0,
            once_used: Vec::new(),
            ink_drops: 0,
            discard_at_turn_start: 0,
        };
        // 2.2.1.4: draw seven (setup records no events).
        for _ in 0..OPENING_HAND {
            if let Some(card) = state.deck.pop() {
                state.hand.push(card);
            }
        }
        Game {
            cards,
            config,
            state,
            actions: Vec::new(),
            log: Vec::new(),
        }
    }

    /// Replays a game from its setup and actions.
    pub fn replay(
        cards: Arc<Vec<TableCard>>,
        config: Config,
        actions: &[Action],
    ) -> Result<Game, ActionError> {
        let mut game = Game::with_cards(cards, config);
        for action in actions {
            game.apply(action.clone())?;
        }
        Ok(game)
    }

    /// Takes back the last action (by replaying the others). `false` when there is none.
    pub fn undo(&mut self) -> bool {
        let Some((_, kept)) = self.actions.split_last() else {
            return false;
        };
        match Game::replay(self.cards.clone(), self.config, kept) {
            Ok(game) => {
                *self = game;
                true
            }
            Err(_) => false,
        }
    }

    /// The state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The setup.
    pub fn config(&self) -> Config {
        self.config
    }

    /// The actions taken.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Everything that happened.
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// The cards of the game, by handle.
    pub fn cards(&self) -> &Arc<Vec<TableCard>> {
        &self.cards
    }

    /// A card by handle.
    pub fn card(&self, card: Handle) -> &TableCard {
        &self.cards[usize::from(card)]
    }

    /// Carries out an action and runs the game on until it needs you; a refused action changes
    /// nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        let before = self.state.clone();
        let mut ev = Vec::new();
        match self.perform(&action, &mut ev) {
            Ok(()) => {
                self.flow(&mut ev);
                self.actions.push(action);
                self.log.extend(ev.iter().cloned());
                Ok(ev)
            }
            Err(e) => {
                self.state = before;
                Err(e)
            }
        }
    }

    fn id(&self, card: Handle) -> String {
        self.card(card).id.to_string()
    }

    fn perform(&mut self, action: &Action, ev: &mut Vec<Event>) -> Result<(), ActionError> {
        if self.state.outcome.is_some() {
            return Err(ActionError::GameOver);
        }
        match action {
            Action::Keep | Action::Mulligan(_) if self.state.phase != Phase::Setup => {
                Err(ActionError::NotOpening)
            }
            Action::Keep => {
                ev.push(Event::Kept);
                self.begin(ev);
                Ok(())
            }
            Action::Mulligan(cards) => self.mulligan(cards, ev),
            _ if self.state.phase == Phase::Setup => Err(ActionError::OpeningHand),
            Action::Choose(option) => self.choose(*option, ev),
            Action::Done => match &self.state.decision {
                Some(d) if d.kind == DecisionKind::Manual => {
                    let source = d.source;
                    self.state.decision = None;
                    self.state.manual_done += 1;
                    ev.push(Event::ManualDone { source });
                    Ok(())
                }
                _ => Err(ActionError::NoManual),
            },
            Action::Adjust(adjust) => match &self.state.decision {
                Some(d) if d.kind == DecisionKind::Manual => self.adjust(adjust, ev),
                _ => Err(ActionError::NoManual),
            },
            _ if self.state.decision.is_some() => Err(ActionError::DecisionOpen(
                super::words::decision_prompt(self),
            )),
            Action::Ink(card) => self.ink(*card, ev),
            Action::Play(card) => self.play(*card, ev),
            Action::Shift { card, onto } => self.shift(*card, *onto, ev),
            Action::Sing { song, singers } => self.sing(*song, singers, ev),
            Action::Quest(card) => self.quest(*card, ev),
            Action::Move { card, location } => self.move_to(*card, *location, ev),
            Action::Activate { card, ability } => self.activate(*card, *ability, ev),
            Action::Boost(card) => self.boost(*card, ev),
            Action::EndTurn => {
                // Adventurous (set 14): "must quest each turn if able".
                if let Some(p) = self.state.play.iter().find(|p| {
                    self.card(p.card).has(|k| *k == Keyword::Adventurous)
                        && !p.exerted
                        && !p.drying
                        && self.can_quest(p.card)
                }) {
                    return Err(ActionError::MustQuest(self.id(p.card)));
                }
                self.state.phase = Phase::End;
                ev.push(Event::TurnEnds {
                    turn: self.state.turn,
                });
                // 3.4.1.1: "at the end of your turn" abilities go into the bag.
                self.fire(Trigger::EndOfTurn, None, ev);
                Ok(())
            }
        }
    }

    /// 2.2.2.1: the chosen cards go on the bottom, then draw back up to seven and shuffle.
    fn mulligan(&mut self, cards: &[Handle], ev: &mut Vec<Event>) -> Result<(), ActionError> {
        for (i, card) in cards.iter().enumerate() {
            if !self.state.hand.contains(card) || cards[..i].contains(card) {
                return Err(ActionError::NotIn {
                    card: self.id(*card),
                    zone: "hand",
                });
            }
        }
        // The first card named ends up lowest.
        for (i, card) in cards.iter().enumerate() {
            self.state.hand.retain(|c| c != card);
            self.state.deck.insert(i, *card);
        }
        for _ in 0..cards.len() {
            if let Some(card) = self.state.deck.pop() {
                self.state.hand.push(card);
            }
        }
        if !cards.is_empty() && self.config.shuffle {
            // 2.2.2.3: the deck is shuffled after the new cards are drawn.
            shuffle(&mut self.state.deck, &mut self.state.rng);
        }
        ev.push(Event::Mulliganed {
            count: u8::try_from(cards.len()).unwrap_or(u8::MAX),
        });
        self.begin(ev);
        Ok(())
    }

    /// The first turn: yours on the play; on the draw the dummy's passes first.
    fn begin(&mut self, ev: &mut Vec<Event>) {
        if !self.state.on_the_play {
            self.state.turn += 1;
            ev.push(Event::OpponentPassed {
                turn: self.state.turn,
            });
        }
        self.start_turn(ev);
    }

    /// 3.2.1 Ready and 3.2.2 Set of your turn; the bag and the draw follow in `flow`.
    fn start_turn(&mut self, ev: &mut Vec<Event>) {
        let s = &mut self.state;
        s.turn += 1;
        s.your_turns += 1;
        s.phase = Phase::Start;
        s.inked_this_turn = 0;
        s.songs_this_turn = 0;
        s.quests_this_turn = 0;
        s.characters_played_this_turn = 0;
        s.once_used.clear();
        s.discard_at_turn_start = s.discard.len();
        ev.push(Event::TurnBegins { turn: s.turn });
        // 3.2.1.1: ready every card in play and in the inkwell.
        let stay_exerted: Vec<Handle> = self
            .state
            .play
            .iter()
            .map(|p| p.card)
            .filter(|c| self.static_applies(*c, &Static::CantReady))
            .collect();
        let s = &mut self.state;
        for p in &mut s.play {
            p.exerted = p.exerted && stay_exerted.contains(&p.card);
            p.boosted = false;
        }
        for ink in &mut s.inkwell {
            ink.exerted = false;
        }
        // 3.2.1.4: start-of-turn abilities go into the bag (they resolve after Set).
        self.fire(Trigger::StartOfTurn, None, ev);
        // 3.2.2.1: characters are no longer drying.
        for p in &mut self.state.play {
            p.drying = false;
        }
        // 3.2.2.2: gain the lore of each of your locations.
        let locations: Vec<Handle> = self
            .state
            .play
            .iter()
            .filter(|p| self.card(p.card).kind == CardKind::Location)
            .map(|p| p.card)
            .collect();
        for location in locations {
            let lore = self.lore_of(location);
            if lore > 0 {
                self.state.lore += u32::from(lore);
                ev.push(Event::LocationLore {
                    card: location,
                    lore,
                });
            }
        }
        self.state_check(ev);
        self.state.start_draw_pending = true;
    }

    /// Runs the game on: the ability resolving, the bag, the draw, the end of the turn and the
    /// dummy's turn, until you are to act (a decision or your Main phase) or the game is over.
    fn flow(&mut self, ev: &mut Vec<Event>) {
        // 1.8.1: a game state check after every turn action.
        self.state_check(ev);
        for _ in 0..10_000 {
            if self.state.outcome.is_some() {
                self.state.phase = Phase::Over;
                self.state.decision = None;
                return;
            }
            if self.state.decision.is_some() {
                return;
            }
            if self.state.resolving.is_some() {
                self.continue_resolving(ev);
                continue;
            }
            if !self.state.bag.is_empty() {
                self.next_from_bag(ev);
                continue;
            }
            match self.state.phase {
                Phase::Start if self.state.start_draw_pending => {
                    self.state.start_draw_pending = false;
                    // 3.2.3.1: the starting player skips the draw of the first turn.
                    if !(self.state.on_the_play && self.state.your_turns == 1) {
                        self.draw(ev);
                    }
                }
                Phase::Start => self.state.phase = Phase::Main,
                Phase::End => self.finish_turn(ev),
                _ => return,
            }
        }
    }

    /// 3.4.1.2, 3.4.2: "this turn" effects end; the final check (a deck-out loses, 1.8.1.2);
    /// the dummy's turn passes and yours begins.
    fn finish_turn(&mut self, ev: &mut Vec<Event>) {
        for p in &mut self.state.play {
            p.lore_this_turn = 0;
            p.no_quest_this_turn = false;
        }
        self.state.next_costs_less.clear();
        if self.state.deck.is_empty() {
            self.state.outcome = Some(Outcome::Lost);
            ev.push(Event::Lost);
            return;
        }
        self.state.turn += 1;
        ev.push(Event::OpponentPassed {
            turn: self.state.turn,
        });
        self.start_turn(ev);
    }

    /// 7.7.4.2: with one ability in the bag it resolves; with several that differ, you choose
    /// which resolves next.
    fn next_from_bag(&mut self, ev: &mut Vec<Event>) {
        let bag = &self.state.bag;
        let all_alike = bag.iter().all(|p| {
            p.manual == bag[0].manual
                && self.card(p.source).id == self.card(bag[0].source).id
                && p.ability == bag[0].ability
        });
        if bag.len() > 1 && !all_alike {
            self.state.decision = Some(Decision {
                kind: DecisionKind::Order,
                source: bag[0].source,
                options: (0..u16::try_from(bag.len()).unwrap_or(u16::MAX)).collect(),
                left: 1,
                none_allowed: false,
            });
            return;
        }
        let pending = self.state.bag.remove(0);
        self.start_resolving(pending, ev);
    }

    fn start_resolving(&mut self, pending: Pending, ev: &mut Vec<Event>) {
        let source = pending.source;
        if pending.manual {
            ev.push(Event::ManualLeft {
                source,
                ability: pending.ability,
            });
            self.ask(
                DecisionKind::Manual,
                source,
                vec![pending.ability.into()],
                false,
            );
            return;
        }
        let Some(ability) = self
            .card(source)
            .abilities
            .get(usize::from(pending.ability))
            .map(|a| a.ability.clone())
        else {
            return;
        };
        let Ability::Triggered {
            condition,
            optional,
            once,
            effects,
            ..
        } = ability
        else {
            return;
        };
        // "Once during your turn": the second time in a turn it does nothing.
        if once {
            let key = (source, pending.ability);
            if self.state.once_used.contains(&key) {
                return;
            }
            self.state.once_used.push(key);
        }
        // 6.2.4: the condition is checked on resolution.
        if let Some(c) = &condition
            && !self.holds(c, source)
        {
            ev.push(Event::ConditionNotMet { source });
            return;
        }
        self.state.resolving = Some(Resolving {
            source,
            effects,
            next: 0,
        });
        if optional {
            self.ask(DecisionKind::May, source, vec![0, 1], false);
        }
    }

    /// Carries out the resolving ability's effects in order until one needs a choice.
    fn continue_resolving(&mut self, ev: &mut Vec<Event>) {
        loop {
            let Some(r) = &self.state.resolving else {
                return;
            };
            let Some(effect) = r.effects.get(r.next).cloned() else {
                let source = r.source;
                self.state.resolving = None;
                self.state.last_targets.clear();
                ev.push(Event::Resolved { source });
                self.state_check(ev);
                return;
            };
            let source = r.source;
            if let Some(r) = self.state.resolving.as_mut() {
                r.next += 1;
            }
            self.run(&effect, source, ev);
            self.state_check(ev);
            if self.state.decision.is_some() || self.state.outcome.is_some() {
                return;
            }
        }
    }

    /// One effect (6.1).
    fn run(&mut self, effect: &Effect, source: Handle, ev: &mut Vec<Event>) {
        match effect {
            Effect::Draw(n) => {
                for _ in 0..*n {
                    self.draw(ev);
                }
            }
            Effect::Loot { draw, discard } => {
                for _ in 0..*draw {
                    self.draw(ev);
                }
                if !self.state.hand.is_empty() && *discard > 0 {
                    self.state.decision = Some(Decision {
                        kind: DecisionKind::Discard,
                        source,
                        options: self.state.hand.clone(),
                        left: *discard,
                        none_allowed: false,
                    });
                }
            }
            Effect::GainLore(n) => self.gain_lore(u32::from(*n), source, ev),
            Effect::InkTopOfDeck => {
                if let Some(card) = self.state.deck.pop() {
                    self.state.inkwell.push(Ink {
                        card,
                        exerted: true,
                    });
                    ev.push(Event::InkedFromDeck { card });
                    self.fire(Trigger::Inked, None, ev);
                }
            }
            Effect::InkThisCard => {
                if let Some(i) = self.state.discard.iter().rposition(|c| *c == source) {
                    self.state.discard.remove(i);
                    self.state.inkwell.push(Ink {
                        card: source,
                        exerted: true,
                    });
                    ev.push(Event::IntoInkwell { card: source });
                }
            }
            Effect::LoreThisTurn(n) => {
                if let Some(p) = self.state.in_play_mut(source) {
                    p.lore_this_turn = p.lore_this_turn.saturating_add(*n);
                    ev.push(Event::LoreBoost {
                        card: source,
                        by: *n,
                    });
                }
            }
            Effect::OthersLoreThisTurn { class, by } => {
                let targets: Vec<Handle> = self
                    .state
                    .play
                    .iter()
                    .map(|p| p.card)
                    .filter(|c| {
                        *c != source
                            && self.card(*c).kind == CardKind::Character
                            && class.as_ref().is_none_or(|k| self.card(*c).is_class(k))
                    })
                    .collect();
                for card in targets {
                    if let Some(p) = self.state.in_play_mut(card) {
                        p.lore_this_turn = p.lore_this_turn.saturating_add(*by);
                    }
                    ev.push(Event::LoreBoost { card, by: *by });
                }
            }
            Effect::NextCostsLess { kind, by } => {
                self.state.next_costs_less.push((*kind, *by));
                ev.push(Event::NextCostsLess {
                    kind: *kind,
                    by: *by,
                });
            }
            Effect::Mill(n) => {
                for _ in 0..*n {
                    if let Some(card) = self.state.deck.pop() {
                        self.state.discard.push(card);
                        ev.push(Event::Milled { card });
                    }
                }
            }
            Effect::DiscardChosen(n) => {
                if !self.state.hand.is_empty() {
                    self.state.decision = Some(Decision {
                        kind: DecisionKind::Discard,
                        source,
                        options: self.state.hand.clone(),
                        left: *n,
                        none_allowed: false,
                    });
                }
            }
            Effect::ExertInkwell => {
                for ink in &mut self.state.inkwell {
                    ink.exerted = true;
                }
            }
            Effect::BanishYourCharacters => {
                for card in self.characters() {
                    self.banish(card, ev);
                }
            }
            Effect::InkTopCards(n) => {
                for _ in 0..*n {
                    self.run(&Effect::InkTopOfDeck, source, ev);
                }
            }
            Effect::DiscardHand => {
                for card in std::mem::take(&mut self.state.hand) {
                    self.state.discard.push(card);
                    ev.push(Event::Discarded { card });
                }
            }
            Effect::BanishSelf => {
                if self.state.in_play(source).is_some() {
                    self.banish(source, ev);
                }
            }
            Effect::DamageSelf(n) => {
                if let Some(p) = self.state.in_play_mut(source) {
                    p.damage = p.damage.saturating_add(*n);
                    ev.push(Event::Damaged {
                        card: source,
                        by: *n,
                    });
                }
            }
            Effect::KeepOneOnTop(n) => {
                let looked = self.look_at_top(*n, ev);
                if !looked.is_empty() {
                    self.ask(DecisionKind::KeepOnTop, source, looked, false);
                }
            }
            Effect::RevealTake {
                kind,
                classes,
                else_bottom,
            } => {
                if let Some(top) = self.state.deck.last().copied() {
                    let c = self.card(top);
                    let fits = kind_matches(*kind, c)
                        && (classes.is_empty() || classes.iter().any(|k| c.is_class(k)));
                    ev.push(Event::Revealed { card: top });
                    if fits {
                        self.state.deck.pop();
                        self.state.hand.push(top);
                        ev.push(Event::TookIntoHand { card: top });
                    } else if *else_bottom {
                        self.state.deck.pop();
                        self.state.deck.insert(0, top);
                        ev.push(Event::ToBottom { count: 1 });
                    } else {
                        ev.push(Event::KeptOnTop);
                    }
                }
            }
            Effect::ReadyYours { others } => {
                let targets: Vec<Handle> = self
                    .characters()
                    .into_iter()
                    .filter(|c| !*others || *c != source)
                    .collect();
                for card in &targets {
                    if let Some(p) = self.state.in_play_mut(*card) {
                        p.exerted = false;
                    }
                    ev.push(Event::Readied { card: *card });
                }
                self.state.last_targets = targets;
            }
            Effect::ReadyChosen { another, only } => {
                let options: Vec<Handle> = self
                    .characters()
                    .into_iter()
                    .filter(|c| !*another || *c != source)
                    .filter(|c| {
                        let p = self.state.in_play(*c);
                        match only {
                            ReadyOnly::Any => true,
                            ReadyOnly::AtLocation => p.is_some_and(|p| p.at.is_some()),
                            ReadyOnly::Damaged => p.is_some_and(|p| p.damage > 0),
                        }
                    })
                    .collect();
                self.state.last_targets.clear();
                if !options.is_empty() {
                    self.ask(DecisionKind::Ready, source, options, false);
                }
            }
            Effect::NoQuestThisTurn => {
                let targets = if self.state.last_targets.is_empty() {
                    vec![source]
                } else {
                    self.state.last_targets.clone()
                };
                for card in targets {
                    if let Some(p) = self.state.in_play_mut(card) {
                        p.no_quest_this_turn = true;
                    }
                }
            }
            Effect::ReadySelf => {
                if let Some(p) = self.state.in_play_mut(source) {
                    p.exerted = false;
                    ev.push(Event::Readied { card: source });
                    self.fire(Trigger::Readied, Some(source), ev);
                }
            }
            Effect::ReadyInkwell => {
                for ink in &mut self.state.inkwell {
                    ink.exerted = false;
                }
                ev.push(Event::InkwellReadied);
            }
            Effect::ChosenLoreThisTurn { by: n, class } => {
                let options: Vec<Handle> = self
                    .characters()
                    .into_iter()
                    .filter(|c| class.as_ref().is_none_or(|k| self.card(*c).is_class(k)))
                    .collect();
                if !options.is_empty() {
                    self.state.decision = Some(Decision {
                        kind: DecisionKind::Target,
                        source,
                        options,
                        left: *n,
                        none_allowed: false,
                    });
                }
            }
            Effect::TopOrBottom => {
                if let Some(top) = self.state.deck.last().copied() {
                    self.ask(DecisionKind::TopOrBottom, source, vec![top, top], false);
                }
            }
            Effect::LookTake { n, take, class } => {
                let options: Vec<Handle> = self
                    .look_at_top(*n, ev)
                    .into_iter()
                    .filter(|c| {
                        kind_matches(*take, self.card(*c))
                            && class.as_ref().is_none_or(|k| self.card(*c).is_class(k))
                    })
                    .collect();
                self.ask(DecisionKind::LookTake, source, options, true);
            }
            Effect::Recur(kind) => {
                let options: Vec<Handle> = self
                    .state
                    .discard
                    .iter()
                    .copied()
                    .filter(|c| *c != source && kind_matches(*kind, self.card(*c)))
                    .collect();
                if !options.is_empty() {
                    self.ask(DecisionKind::Recur, source, options, false);
                }
            }
            Effect::InkDrops(n) => {
                self.state.ink_drops += u32::from(*n);
                ev.push(Event::InkDrops {
                    got: *n,
                    total: self.state.ink_drops,
                });
            }
            Effect::HandAndInk(n) => {
                let looked = self.look_at_top(*n, ev);
                if !looked.is_empty() {
                    self.ask(DecisionKind::HandAndInk, source, looked, false);
                }
            }
            Effect::BoostFree => {
                let options: Vec<Handle> = self
                    .state
                    .play
                    .iter()
                    .map(|p| p.card)
                    .filter(|c| self.card(*c).boost().is_some())
                    .collect();
                if !options.is_empty() && !self.state.deck.is_empty() {
                    self.ask(DecisionKind::PutUnder, source, options, false);
                }
            }
            Effect::ReturnChosen | Effect::InkChosenCharacter => {
                let options = self.characters();
                if !options.is_empty() {
                    let kind = if *effect == Effect::ReturnChosen {
                        DecisionKind::ReturnToHand
                    } else {
                        DecisionKind::InkCharacter
                    };
                    self.state.decision = Some(Decision {
                        kind,
                        source,
                        options,
                        left: 1,
                        none_allowed: false,
                    });
                }
            }
            Effect::InkFromHand => {
                if !self.state.hand.is_empty() {
                    self.ask(
                        DecisionKind::InkFromHand,
                        source,
                        self.state.hand.clone(),
                        false,
                    );
                }
            }
            Effect::ReturnSelf => {
                if self.state.in_play(source).is_some() {
                    self.leave_play(source);
                    self.state.discard.retain(|c| *c != source);
                    self.state.hand.push(source);
                    ev.push(Event::TookIntoHand { card: source });
                }
            }
            Effect::PlayFree {
                kind,
                max_cost,
                from_discard,
            } => {
                let from = if *from_discard {
                    &self.state.discard
                } else {
                    &self.state.hand
                };
                let options: Vec<Handle> = from
                    .iter()
                    .copied()
                    .filter(|c| {
                        let card = self.card(*c);
                        kind_matches(*kind, card) && card.cost <= *max_cost
                    })
                    .collect();
                if !options.is_empty() {
                    self.ask(DecisionKind::PlayFree, source, options, true);
                }
            }
            Effect::OpponentOnly | Effect::BoardOnly => ev.push(Event::NoEffect { source }),
        }
    }

    /// Answers the open decision.
    fn choose(&mut self, option: u8, ev: &mut Vec<Event>) -> Result<(), ActionError> {
        let Some(decision) = self.state.decision.clone() else {
            return Err(ActionError::NoDecision);
        };
        if decision.none_allowed && usize::from(option) == decision.options.len() {
            // "None": the cards looked at go to the bottom; nothing is played for free.
            self.state.decision = None;
            self.bottom_looked(ev);
            return Ok(());
        }
        let picked = decision
            .options
            .get(usize::from(option))
            .copied()
            .ok_or(ActionError::NoOption(option))?;
        match decision.kind {
            DecisionKind::May => {
                self.state.decision = None;
                if picked == 1 {
                    ev.push(Event::Declined {
                        source: decision.source,
                    });
                    self.state.resolving = None;
                }
            }
            DecisionKind::Discard => {
                self.state.hand.retain(|c| *c != picked);
                self.state.discard.push(picked);
                ev.push(Event::Discarded { card: picked });
                let left = decision.left.saturating_sub(1);
                self.state.decision = (left > 0 && !self.state.hand.is_empty()).then(|| Decision {
                    options: self.state.hand.clone(),
                    left,
                    ..decision
                });
            }
            DecisionKind::Order => {
                self.state.decision = None;
                let pending = self.state.bag.remove(usize::from(picked));
                self.start_resolving(pending, ev);
            }
            DecisionKind::Manual => return Err(ActionError::NoOption(option)),
            DecisionKind::Target => {
                self.state.decision = None;
                if let Some(p) = self.state.in_play_mut(picked) {
                    p.lore_this_turn = p.lore_this_turn.saturating_add(decision.left);
                }
                ev.push(Event::LoreBoost {
                    card: picked,
                    by: decision.left,
                });
            }
            DecisionKind::KeepOnTop => {
                self.state.decision = None;
                self.state.looking.retain(|c| *c != picked);
                self.bottom_looked(ev);
                self.state.deck.push(picked);
                ev.push(Event::KeptOnTop);
            }
            DecisionKind::Ready => {
                self.state.decision = None;
                if let Some(p) = self.state.in_play_mut(picked) {
                    p.exerted = false;
                }
                self.state.last_targets = vec![picked];
                ev.push(Event::Readied { card: picked });
                self.fire(Trigger::Readied, Some(picked), ev);
            }
            DecisionKind::TopOrBottom => {
                self.state.decision = None;
                if option == 1
                    && let Some(top) = self.state.deck.pop()
                {
                    self.state.deck.insert(0, top);
                    ev.push(Event::ToBottom { count: 1 });
                } else {
                    ev.push(Event::KeptOnTop);
                }
            }
            DecisionKind::LookTake => {
                self.state.decision = None;
                self.state.looking.retain(|c| *c != picked);
                self.state.hand.push(picked);
                ev.push(Event::TookIntoHand { card: picked });
                self.bottom_looked(ev);
            }
            DecisionKind::HandAndInk => {
                self.state.decision = None;
                self.state.looking.retain(|c| *c != picked);
                self.state.hand.push(picked);
                ev.push(Event::TookIntoHand { card: picked });
                for card in std::mem::take(&mut self.state.looking) {
                    self.state.inkwell.push(Ink {
                        card,
                        exerted: true,
                    });
                    ev.push(Event::IntoInkwell { card });
                    self.fire(Trigger::Inked, None, ev);
                }
            }
            DecisionKind::PutUnder => {
                self.state.decision = None;
                if let Some(top) = self.state.deck.pop()
                    && let Some(p) = self.state.in_play_mut(picked)
                {
                    p.under.push(top);
                }
                ev.push(Event::Boosted { card: picked });
                self.fire(Trigger::PutUnder, Some(picked), ev);
            }
            DecisionKind::ReturnToHand => {
                self.state.decision = None;
                self.leave_play(picked);
                self.state.discard.retain(|c| *c != picked);
                self.state.hand.push(picked);
                ev.push(Event::TookIntoHand { card: picked });
            }
            DecisionKind::InkCharacter => {
                self.state.decision = None;
                self.leave_play(picked);
                self.state.discard.retain(|c| *c != picked);
                self.state.inkwell.push(Ink {
                    card: picked,
                    exerted: true,
                });
                ev.push(Event::IntoInkwell { card: picked });
                self.fire(Trigger::Inked, None, ev);
            }
            DecisionKind::InkFromHand => {
                self.state.decision = None;
                self.state.hand.retain(|c| *c != picked);
                self.state.inkwell.push(Ink {
                    card: picked,
                    exerted: true,
                });
                ev.push(Event::IntoInkwell { card: picked });
                self.fire(Trigger::Inked, None, ev);
            }
            DecisionKind::PlayFree => {
                // 6.1.7: played for free, mid-resolution (6.7.7), from the hand or discard.
                self.state.decision = None;
                self.state.hand.retain(|c| *c != picked);
                self.state.discard.retain(|c| *c != picked);
                ev.push(Event::Played {
                    card: picked,
                    cost: 0,
                });
                self.enter(picked, ev);
            }
            DecisionKind::Recur => {
                self.state.decision = None;
                self.state.discard.retain(|c| *c != picked);
                self.state.hand.push(picked);
                ev.push(Event::TookIntoHand { card: picked });
            }
        }
        Ok(())
    }

    /// Opens a decision of your choosing among `options` (or "none", where allowed).
    fn ask(
        &mut self,
        kind: DecisionKind,
        source: Handle,
        options: Vec<Handle>,
        none_allowed: bool,
    ) {
        self.state.decision = Some(Decision {
            kind,
            source,
            options,
            left: 1,
            none_allowed,
        });
    }

    /// Takes the top `n` cards of the deck to look at (top first); they wait in
    /// `State::looking` until a decision puts them somewhere.
    fn look_at_top(&mut self, n: u8, ev: &mut Vec<Event>) -> Vec<Handle> {
        let k = usize::from(n).min(self.state.deck.len());
        let at = self.state.deck.len() - k;
        let mut looked = self.state.deck.split_off(at);
        looked.reverse();
        ev.push(Event::Looked {
            count: u8::try_from(k).unwrap_or(u8::MAX),
        });
        self.state.looking.clone_from(&looked);
        looked
    }

    /// The cards looked at go to the bottom of the deck, in the order they were looked at.
    fn bottom_looked(&mut self, ev: &mut Vec<Event>) {
        let looked = std::mem::take(&mut self.state.looking);
        if looked.is_empty() {
            return;
        }
        ev.push(Event::ToBottom {
            count: u8::try_from(looked.len()).unwrap_or(u8::MAX),
        });
        for (i, card) in looked.into_iter().enumerate() {
            self.state.deck.insert(i, card);
        }
    }

    /// 4.2: ink a card (once per turn; inkable; into the inkwell facedown and ready).
    fn ink(&mut self, card: Handle, ev: &mut Vec<Event>) -> Result<(), ActionError> {
        self.in_hand(card)?;
        if self.state.inked_this_turn >= 1 {
            return Err(ActionError::InkedThisTurn);
        }
        if !self.card(card).inkable {
            return Err(ActionError::NotInkable(self.id(card)));
        }
        self.state.hand.retain(|c| *c != card);
        self.state.inkwell.push(Ink {
            card,
            exerted: false,
        });
        self.state.inked_this_turn += 1;
        ev.push(Event::Inked { card });
        self.fire(Trigger::Inked, None, ev);
        Ok(())
    }

    fn in_hand(&self, card: Handle) -> Result<(), ActionError> {
        if self.state.hand.contains(&card) {
            Ok(())
        } else {
            Err(ActionError::NotIn {
                card: self.id(card),
                zone: "hand",
            })
        }
    }

    fn in_play_as(&self, card: Handle, kind: CardKind) -> Result<&InPlay, ActionError> {
        let p = self.state.in_play(card).ok_or_else(|| ActionError::NotIn {
            card: self.id(card),
            zone: "play area",
        })?;
        if self.card(card).kind != kind {
            return Err(match kind {
                CardKind::Location => ActionError::NotLocation(self.id(card)),
                _ => ActionError::NotCharacter(self.id(card)),
            });
        }
        Ok(p)
    }

    /// Pays `cost` by exerting ready ink (4.3.2.4), then by removing ink drops (set 14), which
    /// last from turn to turn while ink readies each turn.
    fn pay(&mut self, card: Handle, cost: u8) -> Result<(), ActionError> {
        let ready = self.state.ink_to_pay();
        if ready < cost {
            return Err(ActionError::NotEnoughInk {
                card: self.id(card),
                cost,
                ready,
            });
        }
        let mut left = cost;
        for ink in &mut self.state.inkwell {
            if left == 0 {
                break;
            }
            if !ink.exerted {
                ink.exerted = true;
                left -= 1;
            }
        }
        self.state.ink_drops = self.state.ink_drops.saturating_sub(u32::from(left));
        Ok(())
    }

    /// The "next X you play this turn" reductions that apply to this card (4.3.6), summed.
    fn next_reduction(&self, card: Handle) -> u8 {
        let c = self.card(card);
        self.state
            .next_costs_less
            .iter()
            .filter(|(kind, _)| kind_matches(*kind, c))
            .map(|(_, by)| *by)
            .fold(0u8, u8::saturating_add)
    }

    /// Uses up the "next X" reductions this card took.
    fn use_reductions(&mut self, card: Handle) {
        let c = self.cards[usize::from(card)].clone();
        self.state
            .next_costs_less
            .retain(|(kind, _)| !kind_matches(*kind, &c));
    }

    /// What playing this card from hand costs now (4.3.2: its cost, its own statics, the "next
    /// X" reductions; never below 0).
    pub fn cost_to_play(&self, card: Handle) -> u8 {
        let c = self.card(card);
        let mut less = self.next_reduction(card);
        for (condition, change) in c.statics() {
            let holds = condition.as_ref().is_none_or(|k| self.holds(k, card));
            match change {
                Static::FreeSelf if holds => return 0,
                Static::CostLessSelf(n) if holds => less = less.saturating_add(*n),
                _ => {}
            }
        }
        c.cost.saturating_sub(less)
    }

    /// What Shifting this card costs now (8.10, with the same reductions, 4.3.6).
    pub fn shift_cost(&self, card: Handle) -> Option<u8> {
        let shift = self.card(card).shift()?;
        let mut less = self.next_reduction(card);
        for (condition, change) in self.card(card).statics() {
            if let Static::CostLessSelf(n) = change
                && condition.as_ref().is_none_or(|k| self.holds(k, card))
            {
                less = less.saturating_add(*n);
            }
        }
        Some(shift.cost.saturating_sub(less))
    }

    /// 4.3: play a card from hand for its ink cost.
    fn play(&mut self, card: Handle, ev: &mut Vec<Event>) -> Result<(), ActionError> {
        self.in_hand(card)?;
        let cost = self.cost_to_play(card);
        self.pay(card, cost)?;
        self.use_reductions(card);
        self.state.hand.retain(|c| *c != card);
        ev.push(Event::Played { card, cost });
        self.enter(card, ev);
        Ok(())
    }

    /// The played card enters play (4.3.3.1) or, an action, resolves and goes to the discard
    /// (4.3.3.2, 5.4.1.2); its "when you play" abilities go into the bag (4.3.4.1).
    fn enter(&mut self, card: Handle, ev: &mut Vec<Event>) {
        let c = self.cards[usize::from(card)].clone();
        match c.kind {
            CardKind::Action => {
                if c.song {
                    self.state.songs_this_turn = self.state.songs_this_turn.saturating_add(1);
                }
                self.state.discard.push(card);
                let mut effects = Vec::new();
                for (i, a) in c.abilities.iter().enumerate() {
                    match &a.ability {
                        Ability::Resolve { effects: e } => effects.extend(e.iter().cloned()),
                        Ability::Manual => self.state.bag.push(Pending {
                            source: card,
                            ability: u8::try_from(i).unwrap_or(u8::MAX),
                            manual: true,
                        }),
                        _ => {}
                    }
                }
                if !effects.is_empty() {
                    self.state.resolving = Some(Resolving {
                        source: card,
                        effects,
                        next: 0,
                    });
                }
                let kind = if c.song { Kind::Song } else { Kind::Action };
                self.fire(Trigger::YouPlay(kind), Some(card), ev);
            }
            kind => {
                let mut entering = InPlay::new(card, kind == CardKind::Character);
                entering.exerted = c.statics().any(|(cond, change)| {
                    *change == Static::EntersExerted
                        && cond.as_ref().is_none_or(|k| self.holds(k, card))
                });
                for (cond, change) in c.statics() {
                    if let Static::EntersWithDamage(n) = change
                        && cond.as_ref().is_none_or(|k| self.holds(k, card))
                    {
                        entering.damage = *n;
                    }
                }
                self.state.play.push(entering);
                self.fire(Trigger::Played, Some(card), ev);
                if kind == CardKind::Character {
                    self.state.characters_played_this_turn =
                        self.state.characters_played_this_turn.saturating_add(1);
                    self.fire_class(card, ev);
                }
                let you_play = match kind {
                    CardKind::Character => Kind::Character,
                    CardKind::Item => Kind::Item,
                    _ => Kind::Location,
                };
                self.fire(Trigger::YouPlay(you_play), Some(card), ev);
            }
        }
    }

    /// 8.10: Shift onto one of your characters; the new card takes its place, its state and
    /// the cards under it (8.10.4-8.10.6).
    fn shift(
        &mut self,
        card: Handle,
        onto: Handle,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        self.in_hand(card)?;
        let shift = self
            .card(card)
            .shift()
            .cloned()
            .ok_or_else(|| ActionError::NoShift(self.id(card)))?;
        self.in_play_as(onto, CardKind::Character)?;
        let base = self.card(onto);
        let fits = match &shift.onto {
            ShiftOnto::SameName => base.is_named(&self.card(card).base_name),
            ShiftOnto::Classification(class) => base.is_class(class),
            ShiftOnto::Any => true,
        };
        if !fits {
            return Err(ActionError::BadShift {
                card: self.id(card),
                onto: self.id(onto),
            });
        }
        let cost = self.shift_cost(card).unwrap_or(shift.cost);
        self.pay(card, cost)?;
        self.use_reductions(card);
        self.state.hand.retain(|c| *c != card);
        if let Some(p) = self.state.in_play_mut(onto) {
            p.under.push(onto);
            p.card = card;
            p.shifted = true;
            p.boosted = false;
        }
        ev.push(Event::Shifted { card, onto, cost });
        self.state.characters_played_this_turn =
            self.state.characters_played_this_turn.saturating_add(1);
        self.fire(Trigger::Played, Some(card), ev);
        self.fire_class(card, ev);
        self.fire(Trigger::YouPlay(Kind::Character), Some(card), ev);
        Ok(())
    }

    /// 5.4.4.2, 8.11, 8.12: sing a song by exerting ready, dry characters.
    fn sing(
        &mut self,
        song: Handle,
        singers: &[Handle],
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        self.in_hand(song)?;
        let s = self.card(song);
        if !s.song {
            return Err(ActionError::NotSong(self.id(song)));
        }
        let (cost, together) = (s.cost, s.sing_together());
        if singers.is_empty() {
            return Err(ActionError::SingersTooSmall {
                song: self.id(song),
                cost,
                total: 0,
            });
        }
        if singers.len() > 1 && together.is_none() {
            return Err(ActionError::OneSinger(self.id(song)));
        }
        let mut total = 0u8;
        for (i, singer) in singers.iter().enumerate() {
            let p = self.in_play_as(*singer, CardKind::Character)?;
            if singers[..i].contains(singer) {
                return Err(ActionError::NotIn {
                    card: self.id(*singer),
                    zone: "play area",
                });
            }
            if p.exerted {
                return Err(ActionError::Exerted(self.id(*singer)));
            }
            if p.drying {
                return Err(ActionError::Drying(self.id(*singer)));
            }
            if self.static_applies(*singer, &Static::CantSing) {
                return Err(ActionError::CantSing(self.id(*singer)));
            }
            total = total.saturating_add(self.card(*singer).sing_value());
        }
        // 8.12.1: Sing Together N asks a total of N (a lone singer may also pay the cost).
        let needed = match together {
            Some(n) if singers.len() > 1 => n,
            Some(n) => n.min(cost),
            None => cost,
        };
        if total < needed {
            return Err(ActionError::SingersTooSmall {
                song: self.id(song),
                cost: needed,
                total,
            });
        }
        for singer in singers {
            if let Some(p) = self.state.in_play_mut(*singer) {
                p.exerted = true;
            }
            self.fire(Trigger::Sings, Some(*singer), ev);
            self.fire(Trigger::Exerts, Some(*singer), ev);
        }
        self.fire(Trigger::AnySings, None, ev);
        self.use_reductions(song);
        self.state.hand.retain(|c| *c != song);
        ev.push(Event::Sang {
            song,
            singers: singers.to_vec(),
        });
        self.enter(song, ev);
        Ok(())
    }

    /// 4.5: quest: exert a dry, ready character that can quest and gain its {L}.
    fn quest(&mut self, card: Handle, ev: &mut Vec<Event>) -> Result<(), ActionError> {
        let p = self.in_play_as(card, CardKind::Character)?;
        if p.drying {
            return Err(ActionError::Drying(self.id(card)));
        }
        if p.exerted {
            return Err(ActionError::Exerted(self.id(card)));
        }
        if !self.can_quest(card) {
            return Err(ActionError::CantQuest(self.id(card)));
        }
        let lore = self.lore_of(card);
        if let Some(p) = self.state.in_play_mut(card) {
            p.exerted = true;
        }
        self.state.lore += u32::from(lore);
        ev.push(Event::Quested {
            card,
            lore,
            total: self.state.lore,
        });
        self.state.quests_this_turn = self.state.quests_this_turn.saturating_add(1);
        self.fire(Trigger::Quests, Some(card), ev);
        self.fire(Trigger::Exerts, Some(card), ev);
        self.fire(Trigger::AnyQuests, None, ev);
        for class in self.card(card).classifications.clone() {
            self.fire(Trigger::AnyQuestsClass(class), None, ev);
        }
        if let Some(location) = self.state.in_play(card).and_then(|p| p.at) {
            self.fire(Trigger::QuestsHere, Some(location), ev);
        }
        Ok(())
    }

    /// Whether a character may quest by its keywords and texts (8.7.2, "can't quest").
    pub fn can_quest(&self, card: Handle) -> bool {
        !self.card(card).has(|k| *k == Keyword::Reckless)
            && !self
                .state
                .in_play(card)
                .is_some_and(|p| p.no_quest_this_turn)
            && !self.static_applies(card, &Static::CantQuest)
    }

    /// 4.7: move a character to one of your locations, paying its move cost.
    fn move_to(
        &mut self,
        card: Handle,
        location: Handle,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let at = self.in_play_as(card, CardKind::Character)?.at;
        self.in_play_as(location, CardKind::Location)?;
        if at == Some(location) {
            return Err(ActionError::AlreadyThere {
                card: self.id(card),
                location: self.id(location),
            });
        }
        let cost = self.card(location).move_cost;
        self.pay(card, cost)?;
        if let Some(p) = self.state.in_play_mut(card) {
            p.at = Some(location);
        }
        ev.push(Event::MovedTo {
            card,
            location,
            cost,
        });
        self.fire(Trigger::Moves, Some(card), ev);
        self.fire(Trigger::MovesHere, Some(location), ev);
        Ok(())
    }

    /// 4.4: an activated ability: its cost paid ({E} needs a dry character, 4.4.2), then its
    /// effects.
    fn activate(
        &mut self,
        card: Handle,
        ability: u8,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let p = self
            .state
            .in_play(card)
            .cloned()
            .ok_or_else(|| ActionError::NotIn {
                card: self.id(card),
                zone: "play area",
            })?;
        let Some(Ability::Activated {
            exert,
            ink,
            banish_self,
            effects,
        }) = self
            .card(card)
            .abilities
            .get(usize::from(ability))
            .map(|a| a.ability.clone())
        else {
            return Err(ActionError::NoAbility(self.id(card)));
        };
        if exert {
            if p.exerted {
                return Err(ActionError::Exerted(self.id(card)));
            }
            if p.drying {
                return Err(ActionError::Drying(self.id(card)));
            }
        }
        self.pay(card, ink)?;
        if exert && let Some(p) = self.state.in_play_mut(card) {
            p.exerted = true;
            self.fire(Trigger::Exerts, Some(card), ev);
        }
        ev.push(Event::Activated { card, ability });
        if banish_self {
            self.banish(card, ev);
        }
        self.state.resolving = Some(Resolving {
            source: card,
            effects,
            next: 0,
        });
        Ok(())
    }

    /// 8.4: Boost: once during your turn, pay N to put the top card of your deck under it.
    fn boost(&mut self, card: Handle, ev: &mut Vec<Event>) -> Result<(), ActionError> {
        let p = self.state.in_play(card).ok_or_else(|| ActionError::NotIn {
            card: self.id(card),
            zone: "play area",
        })?;
        let Some(n) = self.card(card).boost() else {
            return Err(ActionError::NoBoost(self.id(card)));
        };
        if p.boosted || self.state.deck.is_empty() {
            return Err(ActionError::NoBoost(self.id(card)));
        }
        self.pay(card, n)?;
        if let Some(top) = self.state.deck.pop()
            && let Some(p) = self.state.in_play_mut(card)
        {
            p.under.push(top);
            p.boosted = true;
        }
        ev.push(Event::Boosted { card });
        self.fire(Trigger::PutUnder, Some(card), ev);
        Ok(())
    }

    /// Changes by hand while an ability is left to you.
    fn adjust(&mut self, adjust: &Adjust, ev: &mut Vec<Event>) -> Result<(), ActionError> {
        let in_play = |g: &Game, card: Handle| {
            g.state
                .in_play(card)
                .map(|_| ())
                .ok_or_else(|| ActionError::NotIn {
                    card: g.id(card),
                    zone: "play area",
                })
        };
        match adjust {
            Adjust::Draw => self.draw(ev),
            Adjust::GainLore => self.gain_lore(1, self.manual_source(), ev),
            Adjust::LoseLore => self.state.lore = self.state.lore.saturating_sub(1),
            Adjust::InkTop => self.run(&Effect::InkTopOfDeck, self.manual_source(), ev),
            Adjust::Ready(card) | Adjust::Exert(card) => {
                in_play(self, *card)?;
                let exert = matches!(adjust, Adjust::Exert(_));
                if let Some(p) = self.state.in_play_mut(*card) {
                    p.exerted = exert;
                }
            }
            Adjust::Damage(card) | Adjust::Heal(card) => {
                in_play(self, *card)?;
                let damage = matches!(adjust, Adjust::Damage(_));
                if let Some(p) = self.state.in_play_mut(*card) {
                    p.damage = if damage {
                        p.damage.saturating_add(1)
                    } else {
                        p.damage.saturating_sub(1)
                    };
                }
            }
            Adjust::Banish(card) => {
                in_play(self, *card)?;
                self.banish(*card, ev);
            }
            Adjust::ToHand(card) => {
                if self.state.in_play(*card).is_some() {
                    self.leave_play(*card);
                    self.state.discard.retain(|c| c != card);
                } else if self.state.discard.contains(card) {
                    self.state.discard.retain(|c| c != card);
                } else {
                    return Err(ActionError::NotIn {
                        card: self.id(*card),
                        zone: "play area or discard",
                    });
                }
                self.state.hand.push(*card);
            }
            Adjust::Discard(card) => {
                self.in_hand(*card)?;
                self.state.hand.retain(|c| c != card);
                self.state.discard.push(*card);
                ev.push(Event::Discarded { card: *card });
            }
        }
        ev.push(Event::Adjusted(adjust.clone()));
        self.state_check(ev);
        Ok(())
    }

    fn manual_source(&self) -> Handle {
        self.state.decision.as_ref().map_or(0, |d| d.source)
    }

    /// 3.2.3.1, 7.2: draw the top card; from an empty deck nothing is drawn (the loss comes at
    /// the end of the turn, 1.8.1.2).
    fn draw(&mut self, ev: &mut Vec<Event>) {
        match self.state.deck.pop() {
            Some(card) => {
                self.state.hand.push(card);
                ev.push(Event::Drew { card });
            }
            None => {
                self.state.failed_draws += 1;
                ev.push(Event::DrewNothing);
            }
        }
    }

    fn gain_lore(&mut self, n: u32, source: Handle, ev: &mut Vec<Event>) {
        if n == 0 {
            return;
        }
        self.state.lore += n;
        ev.push(Event::GainedLore {
            source,
            lore: n,
            total: self.state.lore,
        });
    }

    /// Takes a card out of play with the cards under it (8.10.7); they go to the discard.
    fn leave_play(&mut self, card: Handle) {
        if let Some(i) = self.state.play.iter().position(|p| p.card == card) {
            let p = self.state.play.remove(i);
            self.state.discard.extend(p.under.iter().copied());
            self.state.discard.push(card);
            // Characters at a location that left are at no location (4.7).
            for other in &mut self.state.play {
                if other.at == Some(card) {
                    other.at = None;
                }
            }
        }
    }

    /// 1.9.1.4 / 6.1: a card is banished: to the discard; its "when banished" abilities
    /// trigger.
    fn banish(&mut self, card: Handle, ev: &mut Vec<Event>) {
        self.leave_play(card);
        ev.push(Event::Banished { card });
        self.fire(Trigger::Banished, Some(card), ev);
        match self.card(card).kind {
            CardKind::Character => self.fire(Trigger::OtherBanished, None, ev),
            CardKind::Item => self.fire(Trigger::ItemBanished, None, ev),
            _ => {}
        }
    }

    /// 1.8: the game state check: 20 lore wins (1.8.1.1); damage at least equal to willpower
    /// banishes (1.8.1.4); repeated until nothing changes.
    fn state_check(&mut self, ev: &mut Vec<Event>) {
        loop {
            if self.state.outcome.is_none() && self.state.lore >= WINNING_LORE {
                self.state.outcome = Some(Outcome::Won);
                ev.push(Event::Won {
                    lore: self.state.lore,
                });
                return;
            }
            let doomed = self.state.play.iter().find(|p| {
                let c = self.card(p.card);
                c.kind != CardKind::Item && c.willpower > 0 && p.damage >= c.willpower
            });
            match doomed.map(|p| p.card) {
                Some(card) => self.banish(card, ev),
                None => return,
            }
        }
    }

    /// Puts into the bag the abilities that `trigger` sets off: of the card it names (played,
    /// quests, banished) or of every card in play (start and end of turn, "whenever you play").
    fn fire(&mut self, trigger: Trigger, card: Option<Handle>, ev: &mut Vec<Event>) {
        let sources: Vec<Handle> = match (&trigger, card) {
            (Trigger::YouPlay(_) | Trigger::YouPlayClass(_), Some(played)) => self
                .state
                .play
                .iter()
                .map(|p| p.card)
                .filter(|c| *c != played)
                .collect(),
            (_, Some(card)) => vec![card],
            (_, None) => self.state.play.iter().map(|p| p.card).collect(),
        };
        for source in sources {
            let c = self.cards[usize::from(source)].clone();
            for (i, a) in c.abilities.iter().enumerate() {
                let ability = u8::try_from(i).unwrap_or(u8::MAX);
                let fires = match &a.ability {
                    Ability::Triggered { on, .. } => trigger_matches(on, &trigger, &c),
                    Ability::Manual => match super::ability::trigger_of(&a.text) {
                        Some(on) => trigger_matches(&on, &trigger, &c),
                        // A text the table reads no trigger in is shown when the card is
                        // played (actions: when they resolve, in `enter`).
                        None => trigger == Trigger::Played && c.kind != CardKind::Action,
                    },
                    _ => false,
                };
                if fires {
                    self.state.bag.push(Pending {
                        source,
                        ability,
                        manual: matches!(a.ability, Ability::Manual),
                    });
                    ev.push(Event::Triggered { source, ability });
                }
            }
        }
    }

    /// "Whenever you play a X character": each class of the played character, for the other
    /// cards in play.
    fn fire_class(&mut self, card: Handle, ev: &mut Vec<Event>) {
        let classes = self.card(card).classifications.clone();
        for class in classes {
            self.fire(Trigger::YouPlayClass(class), Some(card), ev);
        }
    }

    /// Whether a static change of the card applies now (its condition holds).
    fn static_applies(&self, card: Handle, change: &Static) -> bool {
        self.card(card)
            .statics()
            .any(|(cond, c)| c == change && cond.as_ref().is_none_or(|k| self.holds(k, card)))
    }

    /// A character's (or location's) {L} now: printed, its statics, this turn's boosts; never
    /// below 0 (4.5.3.1).
    pub fn lore_of(&self, card: Handle) -> u8 {
        let c = self.card(card);
        let mut lore = c.lore;
        for (condition, change) in c.statics() {
            let holds = condition.as_ref().is_none_or(|k| self.holds(k, card));
            match change {
                Static::LoreSelf(n) if holds => lore = lore.saturating_add(*n),
                Static::LorePerUnder(n) if holds => {
                    let under = self.state.in_play(card).map_or(0, |p| p.under.len());
                    let by = u8::try_from(under).unwrap_or(u8::MAX).saturating_mul(*n);
                    lore = lore.saturating_add(by);
                }
                _ => {}
            }
        }
        let turn = self.state.in_play(card).map_or(0, |p| p.lore_this_turn);
        lore.saturating_add(turn)
    }

    /// Whether a condition holds for an ability of `source`.
    pub fn holds(&self, condition: &Condition, source: Handle) -> bool {
        let others = || {
            self.state
                .play
                .iter()
                .filter(move |p| p.card != source)
                .map(|p| self.card(p.card))
                .filter(|c| c.kind == CardKind::Character)
        };
        match condition {
            Condition::HaveNamed(name) => others().any(|c| c.is_named(name)),
            Condition::HaveClass(class) => others().any(|c| c.is_class(class)),
            Condition::InkwellAtLeast(n) => self.state.inkwell.len() >= usize::from(*n),
            Condition::OtherCharactersAtLeast(n) => others().count() >= usize::from(*n),
            Condition::YourTurn => self.state.your_turn(),
            Condition::PlayedSongThisTurn => self.state.songs_this_turn > 0,
            Condition::FirstTurnOnTheDraw => !self.state.on_the_play && self.state.your_turns == 1,
            Condition::HandAtLeast(n) => self.state.hand.len() >= usize::from(*n),
            Condition::SelfExerted => self.state.in_play(source).is_some_and(|p| p.exerted),
            Condition::SelfAtLocation => self.state.in_play(source).is_some_and(|p| p.at.is_some()),
            Condition::CharacterHere => self.state.play.iter().any(|p| p.at == Some(source)),
            Condition::HaveKind(kind) => self
                .state
                .play
                .iter()
                .any(|p| p.card != source && kind_matches(*kind, self.card(p.card))),
            Condition::HaveEitherClass(a, b) => others().any(|c| c.is_class(a) || c.is_class(b)),
            Condition::EmptyHand => self.state.hand.is_empty(),
            Condition::Never => false,
            Condition::DiscardHas(kind) => self
                .state
                .discard
                .iter()
                .any(|c| kind_matches(*kind, self.card(*c))),
            Condition::QuestedThisTurn => self.state.quests_this_turn > 0,
            Condition::DiscardedThisTurn(n) => {
                self.state
                    .discard
                    .len()
                    .saturating_sub(self.state.discard_at_turn_start)
                    >= usize::from(*n)
            }
            Condition::UsedShift => self.state.in_play(source).is_some_and(|p| p.shifted),
            Condition::HasCardUnder => self
                .state
                .in_play(source)
                .is_some_and(|p| !p.under.is_empty()),
            Condition::NoDamage => self.state.in_play(source).is_some_and(|p| p.damage == 0),
            Condition::InkwellAllExerted => self.state.inkwell.iter().all(|i| i.exerted),
            Condition::AnyCardUnder => self.state.play.iter().any(|p| !p.under.is_empty()),
            Condition::DiscardAtLeast(n) => self.state.discard.len() >= usize::from(*n),
            Condition::ItemsAtLeast(n) => {
                self.state
                    .play
                    .iter()
                    .filter(|p| self.card(p.card).kind == CardKind::Item)
                    .count()
                    >= usize::from(*n)
            }
            // "Another": besides the one whose ability this is.
            Condition::PlayedCharacterThisTurn => self.state.characters_played_this_turn > 1,
            Condition::SelfStrengthAtLeast(n) => self.card(source).strength >= *n,
        }
    }
}

/// Whether an ability's trigger is the one that happened.
fn trigger_matches(on: &Trigger, happened: &Trigger, card: &TableCard) -> bool {
    match (on, happened) {
        (Trigger::PlayedOrQuests, Trigger::Played | Trigger::Quests)
        | (Trigger::PlayedOrLeaves, Trigger::Played | Trigger::Banished) => true,
        (Trigger::YouPlayClass(want), Trigger::YouPlayClass(class))
        | (Trigger::AnyQuestsClass(want), Trigger::AnyQuestsClass(class)) => {
            want.eq_ignore_ascii_case(class)
        }
        (Trigger::YouPlay(want), Trigger::YouPlay(kind)) => {
            want == kind || (*want == Kind::Action && *kind == Kind::Song) || *want == Kind::Any
        }
        _ => on == happened && card.kind != CardKind::Action,
    }
}

/// Whether a "next X" names this card.
fn kind_matches(kind: Kind, card: &TableCard) -> bool {
    match kind {
        Kind::Character => card.kind == CardKind::Character,
        Kind::Action => card.kind == CardKind::Action,
        Kind::Song => card.song,
        Kind::Item => card.kind == CardKind::Item,
        Kind::Location => card.kind == CardKind::Location,
        Kind::Any => true,
    }
}

/// Fisher-Yates with the game's generator.
fn shuffle(cards: &mut [Handle], rng: &mut EngineRng) {
    for i in (1..cards.len()).rev() {
        let j = rng.below(i + 1);
        cards.swap(i, j);
    }
}
