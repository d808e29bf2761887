//! [`GoldfishPolicy`]: a simple, deterministic player for simulated goldfish games.
//!
//! The policy, one decision at a time:
//! - Opening hand (103.4.1): mulligan (once, 103.4.1c) a hand with no Character that costs 2
//!   or less to play (its effective cost, 503.1.4: "costs 1 less while ..." counted), else keep.
//! - Abilities: the engine carries out every ability it automates (504); the policy answers
//!   their decisions (615): among the options it picks the most valuable first — your card of
//!   the highest cost plus Inspiration (so a buff, a return to the hand or a Character brought
//!   back takes the strongest card), the rival's Character of the highest Inspiration (so a
//!   Retire or a "-N" hits the biggest threat) — and, when discarding, the card of the lowest
//!   cost; for a move within the Adventure Area the leftmost empty slot; a looked-at card stays
//!   on top when it costs 3 or less, else it goes to the bottom. An ability left to the player
//!   is marked done at once (as if it did nothing).
//! - Main Phase (403): play the most expensive affordable Character into an empty slot of the
//!   Adventure Area (never Replace); when none, the most expensive affordable Item (onto the
//!   first Character that may adorn it), then the most expensive affordable Event; repeat.
//!   "Affordable" is the effective cost (`GameState::effective_cost`: printed plus every cost
//!   change that applies now, 607); "most expensive" is the printed cost (the stronger card).
//!   No activated (`[Tap]`, `[Eat Treat]`) or Explore abilities are used.
//! - Then the Contact Phase (404) with the default lane choices ([`LaneChoice::Auto`]: Promote
//!   when allowed, else Intervene), and the end of the turn (405; the engine discards down to 10).
//!   In a contested lane (a rival that plays, or a sparring Character) that the player would
//!   lose or tie by the Inspiration it sees, it first flips a face-up Scene with [Inspo Boost]
//!   (404.3.1) whose boost would do something for that Character, one at a time while it is
//!   still behind. As the non-turn player in the other player's Contact it does the same in its
//!   own Inspiration step (404.3.2): the step is a Contact lane seen from its side, so the same
//!   rule (and the same code) decides, and its `ResolveLane` ends the step.
//!
//! The hot path reuses two buffers (legal actions and events): no allocation per action once
//! they have their capacity.

use crate::card::CardType;
use crate::engine::{
    Action, CardHandle, ChosenRef, DecisionKind, Event, Game, LaneChoice, Phase, Side, SideView,
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
    /// The hand ranked for the Main Phase: rank, printed cost, position and card packed in
    /// one integer (best is largest), so ranking is one integer sort.
    ranked: Vec<u64>,
    events: Vec<Event>,
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
            ranked: Vec::with_capacity(32),
            events: Vec::with_capacity(256),
            samples: [TurnSample::default(); SAMPLED_TURNS],
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
        for (slot, s) in state.you.adventure.iter().enumerate() {
            if s.is_some() {
                characters += 1;
                inspiration += u16::from(state.inspiration_of(table, slot));
            }
        }
        *sample = TurnSample {
            reached: true,
            cards_seen: u16::try_from(deck_size.saturating_sub(state.you.main_deck.len()))
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
        if let Some(decision) = view.decision() {
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
            let best = self
                .legal
                .iter()
                .filter_map(|a| match a {
                    Action::Choose { pick } => Some(*pick),
                    _ => None,
                })
                .max_by_key(|pick| value(*pick));
            return best.map_or(Action::ChooseDone, |pick| Action::Choose { pick });
        }
        if view.has_pending() {
            return Action::ResolvePending;
        }
        match view.phase() {
            Phase::Main => self.best_play(view).unwrap_or(Action::BeginContact),
            Phase::Contact if view.current_lane().is_some() => {
                self.boost_if_behind(view).unwrap_or(Action::ResolveLane {
                    choice: LaneChoice::Auto,
                })
            }
            _ => Action::EndTurn,
        }
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
        if view.inspiration_of(lane) > view.rival_inspiration_of(lane) {
            return None;
        }
        Some(Action::InspoBoost { scene })
    }

    /// The most expensive Character into an empty slot, else Item, else Event, among the legal
    /// plays (the first copy in hand, the first slot, on a tie). The hand is ranked first, and
    /// only the best-ranked cards are checked for legality (`SideView::play_actions_into`)
    /// until one can be played.
    fn best_play(&mut self, view: &SideView<'_>) -> Option<Action> {
        let table = view.table();
        let adventure = view.adventure();
        let empty_slot = adventure.iter().any(Option::is_none);
        let any_character = adventure.iter().any(Option::is_some);
        // This policy plays Characters only into an empty slot, Items only onto a Character:
        // a rank by type, 0 for a card it does not play (a table, not a branch per card: the
        // types in a hand come in no order a branch could learn).
        let mut rank_of = [0u64; CardType::ALL.len()];
        rank_of[CardType::Character as usize] = if empty_slot { 3 } else { 0 };
        rank_of[CardType::Item as usize] = if any_character { 2 } else { 0 };
        rank_of[CardType::Event as usize] = 1;
        // Cards that cost more than the player can pay are not ranked at all (the legal list
        // would not have them).
        let available = view.payable_total();
        // Best first: rank, then printed cost, then the earlier card in hand (the position's
        // complement in 16 bits, no clamp: a hand holds at most 256 cards, one handle each);
        // 0 for a card not ranked. The best card usually has a legal play: it is tried before
        // any sort.
        let key = |position: usize, (card, effective_cost): (CardHandle, u8)| -> u64 {
            let rank = rank_of[table.card_type(card) as usize];
            let earlier = u64::from(!(position as u16));
            let key =
                rank << 40 | u64::from(table.cost(card)) << 32 | earlier << 8 | u64::from(card.0);
            if effective_cost <= available { key } else { 0 }
        };
        // The best card found without its position: the hand walked from its last card, a card
        // as good by rank and cost (the bits above 32) taking the place of the one kept, so the
        // earliest of equals is kept (the same card as the greatest `key`, for fewer
        // instructions a card).
        let best = view
            .hand_costs()
            .rev()
            .fold(0, |best: u64, (card, effective_cost)| {
                let rank = rank_of[table.card_type(card) as usize];
                let quick = rank << 40 | u64::from(table.cost(card)) << 32 | u64::from(card.0);
                let quick = if effective_cost <= available {
                    quick
                } else {
                    0
                };
                if quick >= best & !0xFFFF_FFFF {
                    quick
                } else {
                    best
                }
            });
        if best >> 40 == 0 {
            return None;
        }
        if let Some(action) = self.first_play(view, CardHandle((best & 0xFF) as u8)) {
            return Some(action);
        }
        self.ranked.clear();
        self.ranked.extend(
            view.hand_costs()
                .enumerate()
                .map(|(position, card)| key(position, card))
                .filter(|&k| k >> 40 != 0 && k & 0xFF != best & 0xFF),
        );
        self.ranked.sort_unstable();
        let mut tried: Option<(u64, u8)> =
            Some((best >> 32, table.canonical(CardHandle((best & 0xFF) as u8))));
        for i in (0..self.ranked.len()).rev() {
            let key = self.ranked[i];
            let card = CardHandle((key & 0xFF) as u8);
            // A copy of a card already tried (same rank, cost and printing) plays no better.
            let printing = (key >> 32, table.canonical(card));
            if tried == Some(printing) {
                continue;
            }
            tried = Some(printing);
            if let Some(action) = self.first_play(view, card) {
                return Some(action);
            }
        }
        None
    }

    /// The first legal play of `card` this policy makes: a Character into an empty slot, an
    /// Item or an Event.
    fn first_play(&mut self, view: &SideView<'_>, card: CardHandle) -> Option<Action> {
        let adventure = view.adventure();
        view.play_actions_into(card, &mut self.legal);
        self.legal.iter().copied().find(|action| match *action {
            Action::PlayCharacter { slot, .. } => adventure
                .get(usize::from(slot))
                .is_some_and(Option::is_none),
            Action::PlayItem { .. } | Action::PlayEvent { .. } => true,
            _ => false,
        })
    }
}
