//! [`SideView`]: what one player may see of a game, for the built-in opponents (hidden
//! information). A policy gets a `SideView`, never the [`GameState`]: it reads the player's own
//! hand, every public zone (Adventure Areas, Scene Areas, Retirement Areas, the Main Characters'
//! Story positions), the rival's hand and deck only as counts, Plans only when revealed, and no
//! deck order. [`SideView::determinize`] deals a full state consistent with what the player
//! sees (the hidden cards shuffled by the caller's seed), for search.

use crate::card::Chip;

use super::decision::Frame;
use super::{
    Action, CardHandle, CardTable, ChosenRef, Decision, EngineRng, GameState, InspirationStep,
    Phase, Side, Slot,
};

/// One player's view of a game (borrowed: no allocation to make one).
#[derive(Debug, Clone, Copy)]
pub struct SideView<'a> {
    state: &'a GameState,
    table: &'a CardTable,
}

/// What a player sees of the rival's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RivalSeen {
    /// Cards in its hand.
    pub hand: usize,
    /// Cards in its Main Deck.
    pub main_deck: usize,
    /// Which of its Stories hold a Plan.
    pub plans: [bool; 4],
    /// Its Main Character's Story position (0..4).
    pub story_position: u8,
}

impl<'a> SideView<'a> {
    /// The view of the player to act now ([`GameState::to_act`]).
    pub fn new(state: &'a GameState, table: &'a CardTable) -> SideView<'a> {
        SideView { state, table }
    }

    /// The card table (printed facts of every card, public).
    pub fn table(&self) -> &'a CardTable {
        self.table
    }

    /// Which player this view is for.
    pub fn side(&self) -> Side {
        self.state.to_act
    }

    /// The turn, from 1 (0 during setup).
    pub fn turn(&self) -> u16 {
        self.state.turn
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.state.phase
    }

    /// Whether the player has decided its opening hand.
    pub fn hand_decided(&self) -> bool {
        self.state.hand_decided()
    }

    /// The player's own hand.
    pub fn hand(&self) -> &'a [CardHandle] {
        &self.state.acting().hand
    }

    /// The player's own Adventure Area.
    pub fn adventure(&self) -> &'a [Option<Slot>; 3] {
        &self.state.acting().adventure
    }

    /// Cards left in the player's own Main Deck (not their order).
    pub fn main_deck_len(&self) -> usize {
        self.state.acting().main_deck.len()
    }

    /// The player's own Plans that an effect revealed (`None`: no Plan, or face-down).
    pub fn revealed_plans(&self) -> [Option<CardHandle>; 4] {
        self.state
            .acting()
            .plans
            .map(|p| p.and_then(|p| p.revealed.then_some(p.card)))
    }

    /// What the player sees of the rival.
    pub fn rival(&self) -> RivalSeen {
        let o = self.state.rival_zones();
        RivalSeen {
            hand: o.hand.len(),
            // The passive rival's "deck" holds its stand-ins, not cards it draws.
            main_deck: if self.state.two_player() {
                o.main_deck.len()
            } else {
                0
            },
            plans: o.plans.map(|p| p.is_some()),
            story_position: o.story_position,
        }
    }

    /// The rival's Adventure Area (public), from its own left; `None` for a passive rival.
    pub fn rival_adventure(&self) -> Option<&'a [Option<Slot>; 3]> {
        self.state.opponent().map(|o| &o.adventure)
    }

    /// What a hand card costs the player now (503.1.4).
    pub fn effective_cost(&self, card: CardHandle) -> u8 {
        self.state.effective_cost(self.table, card)
    }

    /// The player's hand in order, each card with what it costs the player now (503.1.4):
    /// the same costs as [`SideView::effective_cost`], for the whole hand at once.
    pub fn hand_costs(&self) -> impl DoubleEndedIterator<Item = (CardHandle, u8)> + 'a {
        self.state.hand_costs(self.table)
    }

    /// The Force of Harmony the player can pay now (608).
    pub fn payable_total(&self) -> u8 {
        self.state.payable().total()
    }

    /// 607: the Inspiration of the player's Character in `slot`.
    pub fn inspiration_of(&self, slot: usize) -> u8 {
        self.state.inspiration_of(self.table, slot)
    }

    /// 607: the Inspiration of the rival's Character facing the player's slot `lane`.
    pub fn rival_inspiration_of(&self, lane: usize) -> u8 {
        self.state.rival_inspiration_of(self.table, lane)
    }

    /// 404.3: whether the rival has a Character facing the player's slot `slot` (the lane
    /// would be contested in a Contact now).
    pub fn rival_in_lane(&self, slot: usize) -> bool {
        self.state.rival_in_lane(slot)
    }

    /// A full state to try the player's actions in, consistent with what it sees: the hidden
    /// cards dealt by a fixed seed ([`SideView::determinize`]), so what a player learns from
    /// trying an action there depends on nothing it cannot see.
    pub fn trial_world(&self) -> GameState {
        self.determinize(0x7E57_1A1D)
    }

    /// The real state, for a player inside a playout of a world already dealt at random from
    /// its view (the search's playouts): nothing there is hidden that the search did not deal.
    pub(crate) fn playout_world(&self) -> GameState {
        self.state.clone()
    }

    /// The open decision, if any.
    pub fn decision(&self) -> Option<Decision> {
        self.state.decision
    }

    /// Whether abilities are pending.
    pub fn has_pending(&self) -> bool {
        !self.state.pending.is_empty()
    }

    /// The card a "top or bottom" decision is about (a card the player looked at).
    pub fn decision_subject(&self) -> Option<CardHandle> {
        let frame: &Frame = &self.state.pending.last()?.frame;
        frame.subject.or_else(|| frame.revealed().first().copied())
    }

    /// The lane being resolved in the Contact Phase (the player's slot).
    pub fn current_lane(&self) -> Option<usize> {
        self.state.current_lane()
    }

    /// The slots of the lanes still to resolve after the current one, in order (404.2.0).
    pub fn lanes_after_current(&self) -> impl Iterator<Item = usize> + '_ {
        let from = if self.state.phase == super::Phase::Contact {
            self.state.lanes_done.saturating_add(1)
        } else {
            3
        };
        (from..3).map(|n| self.state.lane_slot(n))
    }

    /// Whether the current lane is contested (404.3).
    pub fn lane_contested(&self) -> bool {
        self.state.lane_contested()
    }

    /// Whose Inspiration step of the contested lane it is (404.3.1, 404.3.2): in the
    /// non-turn player's, this view is that player's and its legal actions are its boosts and
    /// the end of its step.
    pub fn inspiration_step(&self) -> InspirationStep {
        self.state.inspiration_step
    }

    /// Whether the player may Promote now (404.4).
    pub fn can_promote(&self) -> bool {
        self.state.can_promote()
    }

    /// The player's Main Character's Story position (0..4).
    pub fn story_position(&self) -> u8 {
        self.state.acting().story_position
    }

    /// The legal ways to play the hand card `card` now (into a reused buffer, cleared
    /// first): the same actions [`SideView::legal_actions_into`] lists for it, without
    /// listing the rest.
    pub fn play_actions_into(&self, card: CardHandle, out: &mut Vec<Action>) {
        out.clear();
        if self.state.phase != Phase::Main
            || self.state.winner.is_some()
            || self.state.decision.is_some()
            || !self.state.pending.is_empty()
        {
            return;
        }
        let available = self.state.payable().total();
        self.state
            .play_actions_into(self.table, card, available, out);
    }

    /// 404.3.1: whether an Inspo Boost with the player's Scene at `scene` (its index in the
    /// Scene Area) would do something for its Character in the current Contact.
    pub fn inspo_boost_applies(&self, scene: u8) -> bool {
        self.state
            .acting()
            .scene_area
            .get(usize::from(scene))
            .is_some_and(|s| self.state.inspo_boost_applies(self.table, s.card))
    }

    /// 404.3.1: the Scene Area positions of the player's face-up Scenes with [Inspo Boost] it
    /// has not been stopped from using this turn, in Scene Area order: the candidates for an
    /// Inspo Boost before 404.3.1a and the boost's condition are checked
    /// ([`SideView::inspo_boost_applies`]). No allocation: an iterator over the Scene Area.
    pub fn inspo_boost_scenes(&self) -> impl Iterator<Item = u8> + '_ {
        let table = self.table;
        let state = self.state;
        state
            .acting()
            .scene_area
            .iter()
            .enumerate()
            .filter(move |(_, s)| {
                s.face_up
                    && table.has_chip(s.card, Chip::InspoBoost)
                    && !state.turn_rules.inspo_blocked(s.card)
            })
            .filter_map(|(i, _)| u8::try_from(i).ok())
    }

    /// The legal actions of the player (into a reused buffer).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        self.state.legal_actions_into(self.table, out);
    }

    /// A full game state consistent with what the player sees: every card hidden from it (its
    /// own Main and Scene Decks and face-down Plans; the rival's hand, decks and face-down
    /// Plans) is pooled, sorted and dealt back at random with `seed` (the rival's hidden cards
    /// among the rival's hidden places, the player's among its own), and the state gets a fresh
    /// RNG. Two games that differ only in what the player cannot see give the same result.
    pub fn determinize(&self, seed: u64) -> GameState {
        let mut state = self.state.clone();
        let mut rng = EngineRng::new(seed);
        let mut pool: Vec<CardHandle> = Vec::with_capacity(self.table.len());
        // Your own hidden cards: the Main Deck and face-down Plans; the Scene Deck apart.
        let (me, two_player) = (state.to_act, state.two_player);
        let (you, other) = state.players.pair_mut(me);
        {
            pool.clear();
            pool.extend(&you.main_deck);
            pool.extend(
                you.plans
                    .iter()
                    .flatten()
                    .filter(|p| !p.revealed)
                    .map(|p| p.card),
            );
            deal_back(&mut pool, &mut rng, |dealt| {
                for card in you.main_deck.iter_mut() {
                    *card = dealt.next_card();
                }
                for plan in you.plans.iter_mut().flatten().filter(|p| !p.revealed) {
                    plan.card = dealt.next_card();
                }
            });
            pool.clear();
            pool.extend(&you.scene_deck);
            deal_back(&mut pool, &mut rng, |dealt| {
                for card in you.scene_deck.iter_mut() {
                    *card = dealt.next_card();
                }
            });
            you.main_settled = super::lazy_deck::ALL_SETTLED;
            you.scene_settled = super::lazy_deck::ALL_SETTLED;
        }
        if two_player {
            pool.clear();
            pool.extend(&other.hand);
            pool.extend(&other.main_deck);
            pool.extend(
                other
                    .plans
                    .iter()
                    .flatten()
                    .filter(|p| !p.revealed)
                    .map(|p| p.card),
            );
            deal_back(&mut pool, &mut rng, |dealt| {
                for card in other.hand.iter_mut() {
                    *card = dealt.next_card();
                }
                for card in other.main_deck.iter_mut() {
                    *card = dealt.next_card();
                }
                for plan in other.plans.iter_mut().flatten().filter(|p| !p.revealed) {
                    plan.card = dealt.next_card();
                }
            });
            pool.clear();
            pool.extend(&other.scene_deck);
            deal_back(&mut pool, &mut rng, |dealt| {
                for card in other.scene_deck.iter_mut() {
                    *card = dealt.next_card();
                }
            });
            other.main_settled = super::lazy_deck::ALL_SETTLED;
            other.scene_settled = super::lazy_deck::ALL_SETTLED;
        }
        state.rng = EngineRng::new(seed ^ 0x5DEE_CE66_D1CE_4E5B);
        state
    }

    /// The value of a pick for the fast policy's choices (cost plus Inspiration of a card, the
    /// Inspiration of a rival's Character).
    pub fn pick_inspiration(&self, pick: ChosenRef) -> i32 {
        match pick {
            ChosenRef::Card(card) => {
                i32::from(self.table.cost(card)) + i32::from(self.table.inspiration(card))
            }
            ChosenRef::RivalSlot(lane) => i32::from(self.rival_inspiration_of(usize::from(lane))),
            _ => 0,
        }
    }
}

/// Cards dealt back in order.
struct Dealt<'p> {
    cards: std::slice::Iter<'p, CardHandle>,
}

impl Dealt<'_> {
    fn next_card(&mut self) -> CardHandle {
        self.cards.next().copied().unwrap_or_default()
    }
}

/// Sorts `pool` (forgetting where its cards were), shuffles it with `rng` and hands it out.
fn deal_back(pool: &mut [CardHandle], rng: &mut EngineRng, fill: impl FnOnce(&mut Dealt<'_>)) {
    pool.sort_unstable();
    for i in (1..pool.len()).rev() {
        let j = rng.below(i + 1);
        pool.swap(i, j);
    }
    let mut dealt = Dealt { cards: pool.iter() };
    fill(&mut dealt);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameConfig, Phase};
    use crate::format::RulesVersion;
    use crate::sim::{GoldfishPolicy, Opponent, SearchPolicy};

    /// A two-player game of SD01A against SD01B played by the fast policy on both sides until
    /// your Main Phase of turn 5.
    fn midgame() -> Game {
        let catalog = super::super::test_support::shipped_catalog();
        let decks = super::super::test_support::starter_decks(2);
        let config = GameConfig {
            rules: RulesVersion::V2_0_0,
            first_player: true,
            rival_plans: 4,
            shuffle: true,
        };
        let mut game = Game::new_two_player(&decks[0], &decks[1], catalog.index(), config, 11)
            .expect("two starters make a game");
        let mut policy = GoldfishPolicy::new();
        while !(game.state().turn() >= 5
            && game.state().phase() == Phase::Main
            && game.to_act() == Side::You
            && game.state().pending().is_empty())
        {
            assert!(game.state().winner().is_none() && game.state().turn() < 30);
            let action = policy.next_action(&game);
            game.apply(action).expect("legal");
        }
        game
    }

    /// `state` with everything you cannot see changed: the rival's hand traded with cards of its
    /// deck, both decks reordered, your face-down Plan traded with a deck card, another RNG.
    fn hidden_changed(state: &GameState) -> GameState {
        let mut b = state.clone();
        assert_eq!(b.to_act(), Side::You);
        let [you, other] = &mut b.players.0;
        let (h, d) = (other.hand[0], other.main_deck[0]);
        other.hand[0] = d;
        other.main_deck[0] = h;
        other.main_deck.reverse();
        if let Some(plan) = other.plans.iter_mut().flatten().next() {
            std::mem::swap(&mut other.main_deck[1], &mut plan.card);
        }
        you.main_deck.reverse();
        if let Some(plan) = you.plans.iter_mut().flatten().find(|p| !p.revealed) {
            std::mem::swap(&mut you.main_deck[0], &mut plan.card);
        }
        b.rng = EngineRng::new(987_654);
        assert_ne!(&b, state);
        b
    }

    #[test]
    fn neither_opponent_can_read_the_rivals_hand_or_any_deck_order() {
        assert_eq!(crate::deck::starters()[1].code, "SD01B");
        let game = midgame();
        let a = game.state().clone();
        let b = hidden_changed(&a);
        let table = game.table();
        let (va, vb) = (SideView::new(&a, table), SideView::new(&b, table));
        // What a view deals for search depends only on what you see.
        assert_eq!(va.determinize(3), vb.determinize(3));
        assert_eq!(va.rival(), vb.rival());
        // Both built-in opponents decide the same in both games.
        let fast = |v: &SideView<'_>| GoldfishPolicy::new().choose_seen(v);
        assert_eq!(fast(&va), fast(&vb));
        let search = |v: &SideView<'_>| SearchPolicy::new(5).next_action(v);
        assert_eq!(search(&va), search(&vb));
    }
}
