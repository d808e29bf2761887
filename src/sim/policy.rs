//! [`GoldfishPolicy`]: `fast`, the bulk player: one scoring rule a decision, deterministic, on
//! the board its seat sees (docs/players.md).
//!
//! The player, one decision at a time:
//! - Opening hand (103.4.1): mulligan (once, 103.4.1c) a hand with no Character that costs 2
//!   or less to play (its effective cost, 503.1.4), else keep.
//! - Decisions of abilities (615): the most valuable pick (your card of the highest cost plus
//!   Inspiration, the rival's Character of the highest Inspiration; when discarding, the
//!   cheapest card; the leftmost empty slot; a looked-at card stays on top when it costs 3 or
//!   less), but a pick in a lane of this turn's Contact that the player loses or ties comes
//!   first, and when the options are Characters in play each is tried and the one that gains
//!   most in this turn's lanes is taken. An ability left to the player is marked done at once.
//! - Main Phase (403): every legal play is scored (`GoldfishPolicy::score_play`) and the best
//!   positive one made: a Character into the slot whose lane it wins or holds alone in this
//!   turn's Contact (held back when every lane would retire it; a 2.0.0 Replace only to save a
//!   lane); an Item onto the Character that gains most, never over an Item as good (203); an
//!   Event, `[Tap]`, `[Eat Treat]` or Explore only when trying it in a world dealt from the
//!   player's view ([`SideView::trial_world`]) shows it does something, a pump (Inspiration
//!   only) only where it turns a lane. Otherwise the Contact Phase begins.
//! - Contact (404): in a contested lane it Inspo Boosts (404.3.1; as the non-turn player in
//!   its own step, 404.3.2) while behind, only when its boosts can at least tie the lane; it
//!   ends its turn rather than Contact a lane it loses when no later lane pays; in a lane it
//!   holds alone it Promotes when allowed, else Intervenes only the rival Plan that blocks its
//!   next Promote (605), else takes no action.
//!
//! Trying a play copies the world (a few hundred allocations a game); the engine's own
//! actions do not allocate.

use crate::card::CardType;
use crate::engine::{
    Action, ChosenRef, DecisionKind, Event, Game, GameState, InspirationStep, LaneChoice, Phase,
    Side, SideView,
};

/// A safety net: a game longer than this many actions stops as not won (a policy loop guard;
/// a normal 40-turn game takes a few hundred actions).
pub const MAX_ACTIONS_PER_GAME: u32 = 20_000;

/// How a simulated game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameOutcome {
    /// You won on this turn (turns count both players' turns from 1).
    Won {
        /// The turn.
        turn: u16,
    },
    /// Not won: the turn cap was passed, the rival won (e.g. you drew from an empty Main Deck,
    /// 502.1.1c), or the action guard stopped the game.
    NotWon,
}

/// The turns the simulator samples the board on (turns count both players' turns; yours are
/// the odd ones when you go first).
pub const SAMPLED_TURNS: usize = 16;

/// Your board at the end of one of your turns (405), as the simulator samples it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TurnSample {
    /// The game reached the end of this turn.
    pub reached: bool,
    /// Cards that left your Main Deck so far: drawn, looked at and taken, made Plans (a deck
    /// whose abilities draw sees more).
    pub cards_seen: u16,
    /// Characters in your Adventure Area.
    pub characters: u8,
    /// Their Inspiration added up (607: with every modifier and continuous ability).
    pub inspiration: u16,
}

/// The built-in goldfish player, with its reused buffers.
#[derive(Debug, Clone)]
pub struct GoldfishPolicy {
    legal: Vec<Action>,
    /// The Main Phase plays being scored.
    candidates: Vec<Action>,
    events: Vec<Event>,
    /// The events of an action being tried.
    trial_events: Vec<Event>,
    /// The world plays are tried in this decision (made at the first try).
    world: Option<GameState>,
    /// The last copy of the world an action was tried in, kept for its buffers.
    spare: Option<GameState>,
    /// A player inside the search's playouts: the world it plays in was already dealt at
    /// random, so it tries actions there directly.
    playout: bool,
    /// Answering the choices of a tried card (no trials within a trial).
    in_trial: bool,
    /// The last game's board at the end of each turn (index = turn).
    samples: [TurnSample; SAMPLED_TURNS],
}

impl Default for GoldfishPolicy {
    fn default() -> GoldfishPolicy {
        GoldfishPolicy::new()
    }
}

impl GoldfishPolicy {
    /// A policy with buffers sized for a game.
    pub fn new() -> GoldfishPolicy {
        GoldfishPolicy {
            legal: Vec::with_capacity(256),
            candidates: Vec::with_capacity(64),
            events: Vec::with_capacity(256),
            trial_events: Vec::with_capacity(64),
            world: None,
            spare: None,
            playout: false,
            in_trial: false,
            samples: [TurnSample::default(); SAMPLED_TURNS],
        }
    }

    /// The player inside the search's playouts (it tries actions in the dealt world itself).
    pub(crate) fn for_playouts() -> GoldfishPolicy {
        GoldfishPolicy {
            playout: true,
            ..GoldfishPolicy::new()
        }
    }

    /// Restarts `game` with `seed` and plays it to the end or past `turn_cap` (a game still
    /// going after turn `turn_cap` is not won).
    pub fn play(&mut self, game: &mut Game, seed: u64, turn_cap: u16) -> GameOutcome {
        game.restart(seed);
        self.samples = [TurnSample::default(); SAMPLED_TURNS];
        let deck_size = game.table().main_handles().count();
        for _ in 0..MAX_ACTIONS_PER_GAME {
            let state = game.state();
            match state.winner {
                Some(Side::You) => return GameOutcome::Won { turn: state.turn },
                Some(Side::Rival) => return GameOutcome::NotWon,
                None => {}
            }
            if state.turn > turn_cap {
                return GameOutcome::NotWon;
            }
            let action = self.choose(game);
            if action == Action::EndTurn {
                self.sample(game, deck_size);
            }
            self.events.clear();
            if game.apply_into(action, &mut self.events).is_err() {
                // Every chosen action is legal; a refusal would be an engine bug. Stop the game
                // rather than loop.
                return GameOutcome::NotWon;
            }
        }
        GameOutcome::NotWon
    }

    /// The board of the last game played, at the end of each turn (index = turn number).
    pub fn samples(&self) -> &[TurnSample; SAMPLED_TURNS] {
        &self.samples
    }

    /// Notes the board as your turn ends.
    fn sample(&mut self, game: &Game, deck_size: usize) {
        let state = game.state();
        let Some(sample) = self.samples.get_mut(usize::from(state.turn)) else {
            return;
        };
        let table = game.table();
        let mut characters = 0u8;
        let mut inspiration = 0u16;
        for (slot, s) in state.acting().adventure.iter().enumerate() {
            if s.is_some() {
                characters += 1;
                inspiration += u16::from(state.inspiration_of(table, slot));
            }
        }
        *sample = TurnSample {
            reached: true,
            cards_seen: u16::try_from(deck_size.saturating_sub(state.acting().main_deck.len()))
                .unwrap_or(u16::MAX),
            characters,
            inspiration,
        };
    }

    /// The action this policy takes next in `game` (for `goldfish --auto`), for the player to
    /// act, from what that player may see.
    pub fn next_action(&mut self, game: &Game) -> Action {
        self.choose_seen(&game.side_view())
    }

    /// The next action.
    fn choose(&mut self, game: &Game) -> Action {
        self.choose_seen(&game.side_view())
    }

    /// The next action of the player whose view this is (it sees nothing else).
    pub fn choose_seen(&mut self, view: &SideView<'_>) -> Action {
        let table = view.table();
        if view.phase() == Phase::Setup {
            let playable_early = view.hand().iter().any(|card| {
                table.card_type(*card) == CardType::Character && view.effective_cost(*card) <= 2
            });
            return if playable_early || view.hand_decided() {
                Action::Keep
            } else {
                Action::Mulligan
            };
        }
        if view.decision().is_some() {
            return self.answer_decision(view);
        }
        if view.has_pending() {
            return Action::ResolvePending;
        }
        match view.phase() {
            Phase::Main => self.best_play(view).unwrap_or(Action::BeginContact),
            Phase::Contact if view.current_lane().is_some() => {
                if let Some(boost) = self.boost_if_behind(view) {
                    return boost;
                }
                if GoldfishPolicy::better_to_stop(view) {
                    return Action::EndTurn;
                }
                GoldfishPolicy::lane_action(view)
            }
            _ => Action::EndTurn,
        }
    }

    /// 615: the answer to the open decision. Among the options, the most valuable first: your
    /// card of the highest cost plus Inspiration, the rival's Character of the highest
    /// Inspiration; when discarding, the card of the lowest cost; for a move within the
    /// Adventure Area the leftmost empty slot; a looked-at card stays on top when it costs 3 or
    /// less. When the options are Characters in play (a buff, a debuff, a Retire), each is
    /// first tried: the one that gains most in the lanes of this turn's Contact is taken.
    fn answer_decision(&mut self, view: &SideView<'_>) -> Action {
        let Some(decision) = view.decision() else {
            return Action::ChooseDone;
        };
        let table = view.table();
        view.legal_actions_into(&mut self.legal);
        let discard = decision.kind == DecisionKind::Discard;
        let value = |pick: ChosenRef| -> i32 {
            let v = match pick {
                ChosenRef::Card(_) | ChosenRef::RivalSlot(_) => view.pick_inspiration(pick),
                // The leftmost empty slot.
                ChosenRef::Slot(slot) => -i32::from(slot),
                // Keep a card on top when it is cheap enough to play soon.
                ChosenRef::Top | ChosenRef::Bottom => {
                    let keep = view.decision_subject().is_some_and(|c| table.cost(c) <= 3);
                    i32::from((pick == ChosenRef::Top) == keep)
                }
            };
            if discard { -v } else { v }
        };
        let in_play = |pick: ChosenRef| match pick {
            ChosenRef::RivalSlot(_) => true,
            ChosenRef::Card(card) => view
                .adventure()
                .iter()
                .flatten()
                .any(|s| s.character == card),
            _ => false,
        };
        let picks: Vec<ChosenRef> = self
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::Choose { pick } => Some(*pick),
                _ => None,
            })
            .collect();
        let lane_aware = !self.in_trial
            && view.turn() >= 3
            && picks.len() >= 2
            && !discard
            && picks.iter().all(|p| in_play(*p));
        // A pick in a lane of this turn's Contact that the player loses or ties comes first (a
        // buff turns it, a Retire or debuff of the rival's Character there saves its own): the
        // cheap rule, used inside trials too, where nothing is tried again.
        let contact_now = view.turn() >= 3 && !discard;
        let need = |pick: ChosenRef| -> i32 {
            let slot = match pick {
                ChosenRef::Card(card) => view
                    .adventure()
                    .iter()
                    .position(|s| s.is_some_and(|s| s.character == card)),
                ChosenRef::RivalSlot(lane) => Some(usize::from(lane)),
                _ => None,
            };
            let behind = slot.is_some_and(|s| {
                adventure_has(view, s)
                    && matches!(
                        lane_outcome(view, s, view.inspiration_of(s)),
                        LaneOutcome::Lost | LaneOutcome::Tied
                    )
            });
            if contact_now && behind { 500 } else { 0 }
        };
        let mut best: Option<(i32, ChosenRef)> = None;
        for pick in picks {
            let mut score = value(pick) + need(pick);
            if lane_aware {
                self.world = None;
                let gained = self
                    .try_action(view, Action::Choose { pick })
                    .map_or(0, |t| t.lanes_gained);
                score += 1_000 * gained;
            }
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, pick));
            }
        }
        best.map_or(Action::ChooseDone, |(_, pick)| Action::Choose { pick })
    }

    /// 404.3.1: in a contested lane the player would lose or tie (by the Inspiration it can
    /// see), flip the first face-up Scene with [Inspo Boost] it may use whose boost would do
    /// something for the Character in the lane. The same in the non-turn player's step
    /// (404.3.2): its view's lane, legal boosts and Inspirations are its own.
    fn boost_if_behind(&mut self, view: &SideView<'_>) -> Option<Action> {
        let lane = view.current_lane()?;
        if !view.lane_contested() {
            return None;
        }
        // The Scene first (the same one the legal list would give first among those whose
        // boost helps: 404.3.1a and its condition), then the Inspiration (every continuous
        // effect, 607), which costs the most to count.
        let scene = view
            .inspo_boost_scenes()
            .find(|&scene| view.inspo_boost_applies(scene))?;
        let (mine, theirs) = (view.inspiration_of(lane), view.rival_inspiration_of(lane));
        if mine > theirs {
            return None;
        }
        // Only when the boosts it has can at least tie the lane (a tie retires both, 404.3.3):
        // a Scene flipped for a lane lost anyway is a boost gone (204.5.2a).
        let usable = view
            .inspo_boost_scenes()
            .filter(|&s| view.inspo_boost_applies(s))
            .count();
        let action = Action::InspoBoost { scene };
        if !self.in_trial {
            self.world = None;
            let gain = self
                .try_action(view, action)
                .map_or(0, |t| i32::from(t.inspiration[lane]) - i32::from(mine));
            let reach = i32::from(mine) + gain * i32::try_from(usable).unwrap_or(0);
            if reach < i32::from(theirs) {
                return None;
            }
        }
        Some(action)
    }

    /// In its own Contact, at a contested lane its Character loses (its boosts spent or too
    /// few), whether to end the turn here rather than Contact: the Character stays to block
    /// the lane in the rival's turn. Not when a later lane still pays (a lane it holds alone,
    /// where it Promotes or Intervenes, or a contested lane it wins, or may tie or win with
    /// its boosts).
    fn better_to_stop(view: &SideView<'_>) -> bool {
        let Some(lane) = view.current_lane() else {
            return false;
        };
        if view.inspiration_step() != InspirationStep::TurnPlayer
            || !view.lane_contested()
            || lane_outcome(view, lane, view.inspiration_of(lane)) != LaneOutcome::Lost
        {
            return false;
        }
        // Its face-up boosts, counted +1 each for a later lane (which of them applies there is
        // known only when that lane resolves, 404.3.1a).
        let boosts = view.inspo_boost_scenes().count();
        !view.lanes_after_current().any(|slot| {
            let mine = view.inspiration_of(slot);
            let reach = mine.saturating_add(u8::try_from(boosts).unwrap_or(u8::MAX));
            adventure_has(view, slot)
                && (matches!(
                    lane_outcome(view, slot, mine),
                    LaneOutcome::Open | LaneOutcome::Won
                ) || reach >= view.rival_inspiration_of(slot))
        })
    }

    /// 404.4: the action of the lane being resolved. In a contested lane, the Contact. In an
    /// uncontested one: Promote when allowed; else Intervene only when the rival's lowest Plan
    /// is the one on the stage the player would reach next (it is what blocks the Promote; any
    /// other Intervene only gives the rival its Plan card back, 605), else take no action.
    fn lane_action(view: &SideView<'_>) -> Action {
        let holds_lane = view
            .current_lane()
            .is_some_and(|lane| adventure_has(view, lane));
        let choice = if !holds_lane || view.lane_contested() || view.can_promote() {
            LaneChoice::Auto
        } else {
            let next = usize::from(view.story_position());
            let lowest = view.rival().plans.iter().position(|p| *p);
            if lowest == Some(next) {
                LaneChoice::Intervene
            } else {
                LaneChoice::Pass
            }
        };
        Action::ResolveLane { choice }
    }

    /// The Main Phase play that gains most on the board the player sees, or `None` when no
    /// play is worth making (then the Contact Phase begins). Every legal play of each printing
    /// in hand is scored ([`GoldfishPolicy::score_play`]), and the activated abilities and
    /// Explores after them; the best positive score wins, the earlier candidate on a tie.
    fn best_play(&mut self, view: &SideView<'_>) -> Option<Action> {
        let table = view.table();
        let available = view.payable_total();
        self.candidates.clear();
        // One printing once: copies in hand play the same.
        let mut seen = [0u64; 4];
        for (card, cost) in view.hand_costs() {
            if cost > available {
                continue;
            }
            let canonical = usize::from(table.canonical(card));
            let (word, bit) = (canonical / 64, 1u64 << (canonical % 64));
            match seen.get_mut(word) {
                Some(w) if *w & bit != 0 => continue,
                Some(w) => *w |= bit,
                None => {}
            }
            view.play_actions_into(card, &mut self.legal);
            self.candidates.extend_from_slice(&self.legal);
        }
        // Activated abilities and Explore, from the legal list (few, and only with the chips).
        view.legal_actions_into(&mut self.legal);
        self.candidates
            .extend(self.legal.iter().copied().filter(|a| {
                matches!(
                    a,
                    Action::ActivateTap { .. }
                        | Action::ActivateTreat { .. }
                        | Action::Explore { .. }
                )
            }));
        self.world = None;
        let mut best: Option<(i32, Action)> = None;
        for i in 0..self.candidates.len() {
            let action = self.candidates[i];
            let Some(score) = self.score_play(view, action) else {
                continue;
            };
            if score > 0 && best.is_none_or(|(b, _)| score > b) {
                best = Some((score, action));
            }
        }
        best.map(|(_, action)| action)
    }

    /// What a lane is worth to the player's Character of Inspiration `inspiration` in `slot`
    /// in the coming Contact (404.3, 404.4): an uncontested lane takes an action (Promote or
    /// Intervene), a contested one is won, tied (both retire, 404.3.3) or lost (it retires:
    /// worst when the Contact is this turn, 404.1.0 skips it on turns 1 and 2).
    fn lane_value(view: &SideView<'_>, slot: usize, inspiration: u8) -> i32 {
        if view.turn() < 3 && view.phase() == Phase::Main {
            // No Contact this turn (404.1.0): the lanes as the rival's next Contact finds them.
            return match lane_outcome(view, slot, inspiration) {
                LaneOutcome::Lost => LANE_LOST_LATER,
                LaneOutcome::Tied => LANE_TIED,
                _ => LANE_OPEN,
            };
        }
        match lane_outcome(view, slot, inspiration) {
            LaneOutcome::Open => LANE_OPEN,
            LaneOutcome::Won => LANE_WON,
            LaneOutcome::Tied => LANE_TIED,
            LaneOutcome::Lost if view.turn() >= 3 => LANE_LOST_NOW,
            LaneOutcome::Lost => LANE_LOST_LATER,
        }
    }

    /// The score of a Main Phase play (`None`: not worth making, or it does nothing).
    /// Characters first (by printed cost, the stronger card, and the lane each slot faces),
    /// then Items (the Character that gains most, never over a better Item), then Events,
    /// then activated abilities and Explores, each only when trying it shows it does something.
    fn score_play(&mut self, view: &SideView<'_>, action: Action) -> Option<i32> {
        let table = view.table();
        let adventure = view.adventure();
        match action {
            Action::PlayCharacter { card, slot } => {
                let s = usize::from(slot);
                let mine = table.inspiration(card);
                let lane = GoldfishPolicy::lane_value(view, s, mine);
                let base = 100 + 10 * i32::from(table.cost(card));
                match adventure.get(s).copied().flatten() {
                    // Held back rather than played into a lane where it only retires.
                    None if lane == LANE_LOST_NOW => None,
                    None => Some(base + lane),
                    // 2.0.0 Replace: only when the Character there would retire in this
                    // Contact and the new one wins or holds the lane.
                    Some(_) => {
                        let old = GoldfishPolicy::lane_value(view, s, view.inspiration_of(s));
                        (old == LANE_LOST_NOW && lane >= LANE_WON).then_some(base / 2 + lane - old)
                    }
                }
            }
            Action::PlayItem { card, slot } => {
                let s = usize::from(slot);
                let occupant = adventure.get(s).copied().flatten()?;
                // Never over an Item as good (203: the earlier one retires).
                if super::audit::item_over_as_good(view, card, slot) {
                    return None;
                }
                let replaced = occupant.item.map_or(0, |old| i32::from(table.cost(old)));
                let before = view.inspiration_of(s);
                let trial = self.try_action(view, action)?;
                let after = trial.inspiration[s];
                let gain = i32::from(after) - i32::from(before);
                let flip = GoldfishPolicy::lane_value(view, s, after)
                    - GoldfishPolicy::lane_value(view, s, before);
                Some(60 + 10 * i32::from(table.cost(card)) - 10 * replaced + 5 * gain + flip)
            }
            // A pump (Inspiration only) waits for the Contact where it turns a lane (404.3.3).
            Action::PlayEvent { card } => {
                let trial = self.try_action(view, action)?;
                (trial.did_something && (!trial.pump_only || trial.lanes_gained > 0))
                    .then(|| 40 + 10 * i32::from(table.cost(card)) + trial.lanes_gained)
            }
            Action::ActivateTap { .. } | Action::ActivateTreat { .. } | Action::Explore { .. } => {
                let trial = self.try_action(view, action)?;
                (trial.did_something && (!trial.pump_only || trial.lanes_gained > 0))
                    .then_some(20 + trial.lanes_gained)
            }
            _ => None,
        }
    }

    /// Whether `action` would do something beyond paying its cost and moving its own card, tried
    /// in a world dealt from the view (for the play audit).
    pub fn does_something(&mut self, view: &SideView<'_>, action: Action) -> bool {
        self.world = None;
        self.try_action(view, action)
            .is_some_and(|trial| trial.did_something)
    }

    /// Tries `action` in a world dealt from the player's view (made once a decision), and
    /// says what it did.
    fn try_action(&mut self, view: &SideView<'_>, action: Action) -> Option<Trial> {
        if self.world.is_none() {
            self.world = Some(if self.playout {
                view.playout_world()
            } else {
                view.trial_world()
            });
        }
        let world = self.world.as_ref()?;
        // A copy of the world to try the action in, into the buffers of the last one.
        let mut state = match self.spare.take() {
            Some(mut spare) => {
                spare.clone_from(world);
                spare
            }
            None => world.clone(),
        };
        let trial = self.try_in(&mut state, view, action);
        self.spare = Some(state);
        trial
    }

    /// [`GoldfishPolicy::try_action`] in `state`, a copy of the world.
    fn try_in(
        &mut self,
        state: &mut GameState,
        view: &SideView<'_>,
        action: Action,
    ) -> Option<Trial> {
        let table = view.table();
        self.trial_events.clear();
        state
            .apply_action(table, action, &mut self.trial_events)
            .ok()?;
        // The card's own choices answered as this player would (615), so that what it does is
        // seen: a few steps at most, and only while the player itself is to act.
        let was_in_trial = std::mem::replace(&mut self.in_trial, true);
        let world = self.world.take();
        for _ in 0..TRIAL_STEPS {
            let after = SideView::new(state, table);
            if state.winner.is_some() || state.to_act != view.side() {
                break;
            }
            let next = if after.decision().is_some() {
                self.answer_decision(&after)
            } else if after.has_pending() {
                Action::ResolvePending
            } else {
                break;
            };
            if state
                .apply_action(table, next, &mut self.trial_events)
                .is_err()
            {
                break;
            }
        }
        self.world = world;
        self.in_trial = was_in_trial;
        let played = match action {
            Action::PlayEvent { card } | Action::PlayItem { card, .. } => Some(card),
            _ => None,
        };
        // What the action did beyond its cost and the card's own move: a card drawn, looked
        // at or moved, an Inspiration or token changed, a Character retired.
        let mut did_something = false;
        let mut pump_only = true;
        for event in &self.trial_events {
            let effect = match event {
                // An untap is never a cost (608, 610.4.0): it does something.
                Event::TappedChanged { tapped, .. } => !*tapped,
                Event::Paid { .. }
                | Event::Flipped { .. }
                | Event::PhaseBegan { .. }
                | Event::Seat { .. }
                | Event::Chose { .. }
                | Event::PendingAdded { .. }
                | Event::Resolving { .. }
                | Event::PendingResolved { .. } => false,
                Event::Moved { card, .. } => Some(*card) != played,
                _ => true,
            };
            if effect {
                did_something = true;
                pump_only &= matches!(event, Event::InspirationChanged { .. });
            }
        }
        let after = SideView::new(state, table);
        let mut inspiration = [0u8; 3];
        let mut lanes_gained = 0;
        if state.to_act == view.side() {
            for (slot, value) in inspiration.iter_mut().enumerate() {
                if adventure_has(&after, slot) {
                    *value = after.inspiration_of(slot);
                }
                let before = if adventure_has(view, slot) {
                    GoldfishPolicy::lane_value(view, slot, view.inspiration_of(slot))
                } else {
                    0
                };
                let now = if adventure_has(&after, slot) {
                    GoldfishPolicy::lane_value(&after, slot, *value)
                } else {
                    0
                };
                lanes_gained += now - before;
            }
        }
        Some(Trial {
            did_something,
            pump_only: did_something && pump_only,
            inspiration,
            lanes_gained,
        })
    }
}

/// How a lane would go for the player's Character of Inspiration `inspiration` in `slot`, by
/// the Inspiration the player sees now (404.3.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaneOutcome {
    /// No rival Character faces it: uncontested (404.4).
    Open,
    /// It has more Inspiration: the rival's retires.
    Won,
    /// The same: both retire.
    Tied,
    /// Less: it retires.
    Lost,
}

/// [`LaneOutcome`] of the player's slot `slot` for a Character of Inspiration `inspiration`.
pub fn lane_outcome(view: &SideView<'_>, slot: usize, inspiration: u8) -> LaneOutcome {
    if !view.rival_in_lane(slot) {
        return LaneOutcome::Open;
    }
    let rival = view.rival_inspiration_of(slot);
    match inspiration.cmp(&rival) {
        std::cmp::Ordering::Greater => LaneOutcome::Won,
        std::cmp::Ordering::Equal => LaneOutcome::Tied,
        std::cmp::Ordering::Less => LaneOutcome::Lost,
    }
}

/// Whether the player has a Character in `slot`.
fn adventure_has(view: &SideView<'_>, slot: usize) -> bool {
    matches!(view.adventure().get(slot), Some(Some(_)))
}

/// What trying an action showed.
#[derive(Debug, Clone, Copy)]
struct Trial {
    /// It did something beyond paying and moving its own card.
    did_something: bool,
    /// All it did was change Inspiration (a pump: worth it only where it turns a lane).
    pump_only: bool,
    /// The Inspiration of the player's Characters afterwards, by slot.
    inspiration: [u8; 3],
    /// How much the lanes' values rose with it.
    lanes_gained: i32,
}

/// [`GoldfishPolicy::lane_value`]: an uncontested lane (Promote or Intervene).
const LANE_OPEN: i32 = 30;
/// A contested lane the Character wins.
const LANE_WON: i32 = 40;
/// A tie: both retire.
const LANE_TIED: i32 = 5;
/// A lane lost in this turn's Contact.
const LANE_LOST_NOW: i32 = -80;
/// A lane lost in a later Contact (turns 1 and 2 have none, 404.1.0).
const LANE_LOST_LATER: i32 = -20;

/// The most steps a trial plays to answer the tried card's own choices.
const TRIAL_STEPS: usize = 8;
