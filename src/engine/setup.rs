//! 103: setting the game up. Shuffle (or keep the list order), place the Main Character and
//! Stories, draw five; after the keep-or-mulligan decision, four Plans and the first Scene, then
//! turn 1 begins.

use super::card_table::PASSIVE_HIDDEN;
use super::{
    CardTable, DeckKind, EngineRng, Event, EventLog, GameConfig, GameState, InspirationStep, Phase,
    PlayerState, Players, Side, TurnRules, WinBy, Zone,
};

/// 103.4.1: the opening hand.
pub const OPENING_HAND: usize = 5;

impl GameState {
    /// A game set up up to the opening-hand decision (103.1-103.4.1).
    pub fn new(table: &CardTable, config: GameConfig, seed: u64) -> GameState {
        let mut state = GameState {
            rules: config.rules,
            config,
            turn: 0,
            phase: Phase::Setup,
            active: Side::You,
            winner: None,
            won_by: None,
            lanes_done: 0,
            inspiration_step: InspirationStep::TurnPlayer,
            players: Box::new(Players([
                PlayerState::empty(table, Side::You),
                PlayerState::empty(table, Side::Rival),
            ])),
            two_player: table.two_player(),
            to_act: Side::You,
            pending: Vec::with_capacity(16),
            decision: None,
            options: Vec::with_capacity(64),
            turn_end_triggered: false,
            scanned_to: 0,
            trigger_batch: 0,
            delayed: [None; 2],
            turn_rules: TurnRules::default(),
            rng: EngineRng::new(seed),
        };
        state.reset(table, seed);
        state
    }

    /// Sets the game up again from the same deck with a new seed, reusing the zone buffers (no
    /// allocation once they have their capacity): the simulator's way to start the next game.
    pub fn reset(&mut self, table: &CardTable, seed: u64) {
        let config = self.config;
        self.rules = config.rules;
        self.turn = 0;
        self.phase = Phase::Setup;
        self.active = Side::You;
        self.winner = None;
        self.won_by = None;
        self.lanes_done = 0;
        self.inspiration_step = InspirationStep::TurnPlayer;
        self.pending.clear();
        self.decision = None;
        self.options.clear();
        self.turn_end_triggered = false;
        self.scanned_to = 0;
        self.trigger_batch = 0;
        self.delayed = [None; 2];
        self.turn_rules = TurnRules::default();
        self.rng = EngineRng::new(seed);
        self.to_act = Side::You;
        self.deal(table, Side::You);
        if !self.two_player {
            self.seat_passive_rival(table, config.rival_plans);
        } else {
            // A rival that plays: its own deck, shuffled and dealt the same way (103).
            self.to_act = Side::Rival;
            self.deal(table, Side::Rival);
            // 103.4.1b: the first player decides first whether to mulligan, so it acts first;
            // the second player decides once it has (`decide_hand`).
            if config.first_player {
                self.to_act = Side::You;
            }
        }
    }

    /// 103.2 for the passive rival: its stand-ins in place, a face-down card on each of its
    /// Stories I..`plans` (no Pre-plan), the other face-down cards and its three sparring
    /// Characters in its deck, which it never draws from.
    fn seat_passive_rival(&mut self, table: &CardTable, plans: u8) {
        let p = &mut self.players[Side::Rival];
        p.main_deck.clear();
        p.scene_deck.clear();
        p.hand.clear();
        p.scene_area.clear();
        p.adventure = [None; 3];
        p.main_character = table.main_character_of(Side::Rival);
        p.main_character_tapped = false;
        p.story_position = 0;
        p.stories = table.story_handles_of(Side::Rival);
        p.plans = [None; 4];
        p.retirement.clear();
        p.settlement.clear();
        p.settlement_items.clear();
        p.cost_changes.clear();
        p.hand_decided = true;
        // Bottom first: the face-down cards are the top of this "deck".
        p.main_deck
            .extend_from_slice(table.main_handles_of(Side::Rival));
        let k = usize::from(plans.min(PASSIVE_HIDDEN));
        for plan in p.plans.iter_mut().take(k) {
            if let Some(card) = p.main_deck.pop() {
                *plan = Some(super::PlanCard {
                    card,
                    revealed: false,
                });
            }
        }
    }

    /// 103.1-103.4.1 for `side`, the player to act: the zones emptied, the decks in list order
    /// and shuffled, five cards drawn.
    fn deal(&mut self, table: &CardTable, side: Side) {
        let config = self.config;
        let p = &mut self.players[side];
        p.hand_decided = false;
        p.main_deck.clear();
        p.scene_deck.clear();
        p.hand.clear();
        p.scene_area.clear();
        p.adventure = [None; 3];
        p.main_character = table.main_character_of(side);
        p.main_character_tapped = false;
        p.story_position = 0;
        p.stories = table.story_handles_of(side);
        p.plans = [None; 4];
        p.retirement.clear();
        p.settlement.clear();
        p.settlement_items.clear();
        p.cost_changes.clear();
        // Stored bottom first: the list's top card ends up last.
        p.main_deck.extend_from_slice(table.main_handles_of(side));
        p.scene_deck.extend_from_slice(table.scene_handles_of(side));
        p.main_settled = super::lazy_deck::ALL_SETTLED;
        p.scene_settled = super::lazy_deck::ALL_SETTLED;
        // 103.1: shuffle the Main Deck and the Scene Deck (each place decided when reached).
        if config.shuffle {
            self.shuffle_deck(self.to_act, DeckKind::Main);
            self.shuffle_deck(self.to_act, DeckKind::Scene);
        }
        // 103.4.1: draw five (no events: setup is the game's starting point).
        for _ in 0..OPENING_HAND {
            if let Some(card) = self.pop_deck(self.to_act, DeckKind::Main) {
                self.players[self.to_act].hand.push(card);
            }
        }
    }

    /// 103.4.1a-c: keep or mulligan, then 103.4.2 Plans, 103.4.3 the first Scene, and turn 1.
    pub(crate) fn decide_hand(&mut self, mulligan: bool, ev: &mut EventLog<'_>) {
        if mulligan {
            // 103.4.1a: the hand goes to the bottom (in hand order), then five new cards. The
            // places above are decided first, so that the bottom is a place of its own.
            let len = self.players[self.to_act].main_deck.len();
            self.settle_deck(self.to_act, DeckKind::Main, len);
            let p = &mut self.players[self.to_act];
            for (i, card) in p.hand.drain(..).enumerate() {
                p.main_deck.insert(i, card);
            }
            p.main_settled = super::lazy_deck::ALL_SETTLED;
            ev.push(Event::Mulliganed);
            for _ in 0..OPENING_HAND {
                self.draw_one(self.to_act, ev);
            }
        }
        self.players[self.to_act].hand_decided = true;
        // 103.4.2: the top four cards become Plans on Stories I..IV, in stage order (604.1: only
        // onto a Story without a Plan, should a sandbox move have placed one already).
        for stage in 0..4u8 {
            if !matches!(
                self.players[self.to_act].plans.get(usize::from(stage)),
                Some(None)
            ) {
                continue;
            }
            let Some(card) = self.pop_deck(self.to_act, DeckKind::Main) else {
                break;
            };
            if !matches!(
                self.players[self.to_act].plans.get(usize::from(stage)),
                Some(None)
            ) {
                continue;
            }
            self.put(self.to_act, card, Zone::MainDeckTop, Zone::Plan(stage), ev);
        }
        // 103.4.3: the first Scene, face-down for the first player, face-up for the second.
        if let Some(card) = self.pop_deck(self.to_act, DeckKind::Scene) {
            let face_up = !self.first_player();
            self.put_scene(self.to_act, card, Zone::SceneDeckTop, face_up, false, ev);
        }
        if self.two_player {
            // Two-player: the other player decides its hand in turn; when both have, the first
            // player's turn 1 begins.
            if !self.players[self.to_act.other()].hand_decided {
                let next = self.to_act.other();
                self.act_as(next, ev);
                return;
            }
            self.turn = 1;
            let first = if self.config.first_player {
                Side::You
            } else {
                Side::Rival
            };
            self.act_as(first, ev);
            self.begin_your_turn(ev);
            return;
        }
        self.turn = 1;
        if self.first_player() {
            self.begin_your_turn(ev);
        } else {
            self.pass_rival_turn(ev);
        }
    }

    /// The game ends with a winner (104).
    pub(crate) fn win(&mut self, winner: Side, by: WinBy, ev: &mut EventLog<'_>) {
        if self.winner.is_none() {
            self.winner = Some(winner);
            self.won_by = Some(by);
            ev.push(Event::Won { winner });
        }
    }
}

impl PlayerState {
    /// Empty zones for `side`'s cards, with room for every card of the table.
    pub(crate) fn empty(table: &CardTable, side: Side) -> PlayerState {
        let capacity = table.len();
        PlayerState {
            main_deck: Vec::with_capacity(capacity),
            main_settled: super::lazy_deck::ALL_SETTLED,
            scene_settled: super::lazy_deck::ALL_SETTLED,
            scene_deck: Vec::with_capacity(capacity),
            hand: Vec::with_capacity(capacity),
            scene_area: Vec::with_capacity(capacity),
            adventure: [None; 3],
            main_character: table.main_character_of(side),
            main_character_tapped: false,
            story_position: 0,
            stories: table.story_handles_of(side),
            plans: [None; 4],
            retirement: Vec::with_capacity(capacity),
            settlement: Vec::with_capacity(capacity),
            settlement_items: Vec::with_capacity(capacity),
            cost_changes: super::CostChanges::default(),
            hand_decided: false,
        }
    }
}
