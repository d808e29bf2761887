//! The game state: both players' zones of 1.3.0 section 3 by side (`players[side]`: yours and
//! the rival's, its own deck's or the passive rival's stand-ins), who acts (`to_act`), the turn,
//! phase and step, the pending abilities (504) and the seeded RNG. Everything is plain data,
//! serializable and comparable; the fields are the engine's own, read from outside through
//! queries.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{CardHandle, EngineRng, GameConfig, Side};
use crate::format::RulesVersion;

/// 405.2: the hand limit at the end of the turn.
pub const HAND_LIMIT: usize = 10;

/// The most cards a game can hold (handles are `u8`).
pub const CARD_COUNT_MAX: usize = 255;

/// The phases of a turn (401.2), plus the setup before turn 1 (103).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 103: before turn 1, waiting for the opening-hand decision.
    Setup,
    /// 402: untap, draw, add a Scene.
    Start,
    /// 403: play cards and activated abilities.
    Main,
    /// 404: the lanes Contact or take actions.
    Contact,
    /// 405: effects end, discard to 10.
    End,
}

impl Phase {
    /// The name used in JSON (`setup`, `start`, `main`, `contact`, `end`).
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Start => "start",
            Phase::Main => "main",
            Phase::Contact => "contact",
            Phase::End => "end",
        }
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The six Presents (Gifts) of 207.2.2b.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Present {
    /// Twilight Sparkle's Present.
    TwilightSparkle,
    /// Fluttershy's Present.
    Fluttershy,
    /// Pinkie Pie's Present.
    PinkiePie,
    /// Applejack's Present.
    Applejack,
    /// Rainbow Dash's Present.
    RainbowDash,
    /// Rarity's Present.
    Rarity,
}

impl Present {
    /// All six, in the order of 207.2.2b.
    pub const ALL: [Present; 6] = [
        Present::TwilightSparkle,
        Present::Fluttershy,
        Present::PinkiePie,
        Present::RainbowDash,
        Present::Applejack,
        Present::Rarity,
    ];

    /// The bit of this Present in [`Slot::presents`].
    pub fn bit(self) -> u8 {
        1u8 << (self as u8)
    }

    /// The name as printed.
    pub fn name(self) -> &'static str {
        match self {
            Present::TwilightSparkle => "Twilight Sparkle's Present",
            Present::Fluttershy => "Fluttershy's Present",
            Present::PinkiePie => "Pinkie Pie's Present",
            Present::Applejack => "Applejack's Present",
            Present::RainbowDash => "Rainbow Dash's Present",
            Present::Rarity => "Rarity's Present",
        }
    }

    /// 207.2.2c: what unwrapping it does.
    pub fn unwrap_text(self) -> &'static str {
        match self {
            Present::TwilightSparkle => {
                "Reveal the top 2 cards of the Deck, choose 1 to add to your Hand, and place the other at the bottom of the Deck."
            }
            Present::Fluttershy => {
                "Choose 1 Character with Cost of Force of Harmony 3 or less in your Retirement Area and add it to your Hand."
            }
            Present::PinkiePie => {
                "The Character who received this gift gets +1 Inspiration this turn."
            }
            Present::Applejack => {
                "The Character who received this gift gains \"[Adventure] [Tap] Choose 1 of your Scenes and untap it.\" this turn."
            }
            Present::RainbowDash => {
                "You may move the Character who received this gift to any empty slot of your Adventure Area."
            }
            Present::Rarity => {
                "Choose 1 Character in the Rival's Adventure Area; it gets -1 Inspiration this turn."
            }
        }
    }
}

/// A token on a Character (207.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Token {
    /// A Treat (Candy in the 1.3.0 translation, 207.2.1): at most one per Character.
    Treat,
    /// A Present (Gift, 207.2.2).
    Present(Present),
}

/// A Scene in the Scene Area.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SceneCard {
    /// The card.
    pub card: CardHandle,
    /// Face-up (its abilities usable) or face-down (only pays Force of Harmony, 204.5.2a).
    pub face_up: bool,
    /// Tapped.
    pub tapped: bool,
}

/// One of the three Adventure Area slots holding a Character.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    /// The Character.
    pub character: CardHandle,
    /// Its adorned Item (203: at most one).
    pub item: Option<CardHandle>,
    /// Tapped.
    pub tapped: bool,
    /// Inspiration modifier that lasts while it stays in the Adventure Area.
    pub inspiration_permanent: i8,
    /// Inspiration modifier until the end of turn (405.1, 606).
    pub inspiration_turn: i8,
    /// Inspiration modifier until the end of this Contact (404.3.5a, Inspo Boost).
    pub inspiration_contact: i8,
    /// Holds a Treat / Candy (207.2.1).
    pub treat: bool,
    /// The Presents it holds, one bit each ([`Present::bit`]).
    pub presents: u8,
    /// An effect keeps it from Retiring in Contact until the end of turn (404.4, 405.1).
    #[serde(default)]
    pub protected: bool,
    /// How often it moved or switched within the Adventure Area this turn (612.1.2).
    #[serde(default)]
    pub moves_this_turn: u8,
    /// Inspiration modifier until the end of turn that counts only while it has moved or
    /// switched this turn (BP03-SPR18's "+3 instead", 405.1, 612.1.2).
    #[serde(default)]
    pub inspiration_turn_if_moved: i8,
}

impl Slot {
    /// A Character freshly placed.
    pub fn new(character: CardHandle) -> Slot {
        Slot {
            character,
            item: None,
            tapped: false,
            inspiration_permanent: 0,
            inspiration_turn: 0,
            inspiration_contact: 0,
            treat: false,
            presents: 0,
            protected: false,
            moves_this_turn: 0,
            inspiration_turn_if_moved: 0,
        }
    }

    /// 607.1: the Inspiration with all modifiers, at least 0.
    pub fn inspiration(&self, printed: u8) -> u8 {
        let total = i16::from(printed)
            + i16::from(self.inspiration_permanent)
            + i16::from(self.inspiration_turn)
            + i16::from(self.inspiration_contact)
            + if self.moves_this_turn > 0 {
                i16::from(self.inspiration_turn_if_moved)
            } else {
                0
            };
        u8::try_from(total.clamp(0, 255)).unwrap_or(0)
    }
}

fn side_you() -> Side {
    Side::You
}

fn is_you(side: &Side) -> bool {
    *side == Side::You
}

/// A saved game from before decks were dealt lazily: its decks are in their final order.
fn all_settled() -> u8 {
    super::lazy_deck::ALL_SETTLED
}

/// A Plan: a card face-down on one of your Stories (304.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlanCard {
    /// The card.
    pub card: CardHandle,
    /// Revealed by an effect (sandbox).
    pub revealed: bool,
}

/// Your zones (section 3 of 1.3.0).
///
/// Decks are stored bottom first: the **last** element is the top card, so drawing is a pop.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    /// The Main Deck, bottom first (last = top). Only the top `main_settled` cards are in
    /// their final order (103.1, decided as they are reached: `lazy_deck.rs`).
    pub main_deck: Vec<CardHandle>,
    /// The Scene Deck, bottom first (last = top); likewise `scene_settled`.
    pub scene_deck: Vec<CardHandle>,
    /// How many cards from the top of the Main Deck are in their final order (255: all).
    #[serde(default = "all_settled")]
    pub main_settled: u8,
    /// How many cards from the top of the Scene Deck are in their final order (255: all).
    #[serde(default = "all_settled")]
    pub scene_settled: u8,
    /// The Hand, in the order the cards came in (last = drawn last).
    pub hand: Vec<CardHandle>,
    /// The Scene Area, in the order the Scenes came in.
    pub scene_area: Vec<SceneCard>,
    /// The Adventure Area: slots 1..3 from your left.
    pub adventure: [Option<Slot>; 3],
    /// The Main Character.
    pub main_character: CardHandle,
    /// The Main Character is tapped (2.0.0: it pays Force of Harmony for the second player).
    pub main_character_tapped: bool,
    /// The Main Character's position: 0 = left of the Story Area, 1..4 = on Story I..IV.
    pub story_position: u8,
    /// Stories I..IV.
    pub stories: [CardHandle; 4],
    /// The Plans on Stories I..IV.
    pub plans: [Option<PlanCard>; 4],
    /// The Retirement Area.
    pub retirement: Vec<CardHandle>,
    /// The Settlement Area (308): Events and Characters whose abilities are being resolved,
    /// and the Items that wait there with their Character (306.2.3).
    pub settlement: Vec<CardHandle>,
    /// Which Character each Item in the Settlement Area adorned, (Character, Item): the Item
    /// goes to the Retirement Area when its Character leaves the Settlement Area (306.2.3,
    /// 614.1.3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub settlement_items: Vec<(CardHandle, CardHandle)>,
    /// "The next X you play costs N less" changes waiting for their card (503.1.4, 405.1).
    #[serde(default, skip_serializing_if = "super::CostChanges::is_empty")]
    pub cost_changes: super::CostChanges,
    /// The opening hand was decided, kept or mulliganed (103.4.1).
    #[serde(default)]
    pub hand_decided: bool,
}

/// Both players' zones, indexed by [`Side`].
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Players(pub [PlayerState; 2]);

// Copies of the state are many (each card the players' lookahead tries is played on one): a
// copy into a state already held reuses its buffers (`clone_from`). Every field is named, so a
// field added later must be copied here too.
impl Clone for PlayerState {
    fn clone(&self) -> PlayerState {
        let PlayerState {
            main_deck,
            scene_deck,
            main_settled,
            scene_settled,
            hand,
            scene_area,
            adventure,
            main_character,
            main_character_tapped,
            story_position,
            stories,
            plans,
            retirement,
            settlement,
            settlement_items,
            cost_changes,
            hand_decided,
        } = self;
        PlayerState {
            main_deck: main_deck.clone(),
            scene_deck: scene_deck.clone(),
            main_settled: *main_settled,
            scene_settled: *scene_settled,
            hand: hand.clone(),
            scene_area: scene_area.clone(),
            adventure: *adventure,
            main_character: *main_character,
            main_character_tapped: *main_character_tapped,
            story_position: *story_position,
            stories: *stories,
            plans: *plans,
            retirement: retirement.clone(),
            settlement: settlement.clone(),
            settlement_items: settlement_items.clone(),
            cost_changes: *cost_changes,
            hand_decided: *hand_decided,
        }
    }

    fn clone_from(&mut self, source: &PlayerState) {
        let PlayerState {
            main_deck,
            scene_deck,
            main_settled,
            scene_settled,
            hand,
            scene_area,
            adventure,
            main_character,
            main_character_tapped,
            story_position,
            stories,
            plans,
            retirement,
            settlement,
            settlement_items,
            cost_changes,
            hand_decided,
        } = source;
        self.main_deck.clone_from(main_deck);
        self.scene_deck.clone_from(scene_deck);
        self.main_settled = *main_settled;
        self.scene_settled = *scene_settled;
        self.hand.clone_from(hand);
        self.scene_area.clone_from(scene_area);
        self.adventure = *adventure;
        self.main_character = *main_character;
        self.main_character_tapped = *main_character_tapped;
        self.story_position = *story_position;
        self.stories = *stories;
        self.plans = *plans;
        self.retirement.clone_from(retirement);
        self.settlement.clone_from(settlement);
        self.settlement_items.clone_from(settlement_items);
        self.cost_changes = *cost_changes;
        self.hand_decided = *hand_decided;
    }
}

impl Clone for Players {
    fn clone(&self) -> Players {
        Players(self.0.clone())
    }

    fn clone_from(&mut self, source: &Players) {
        self.0.clone_from(&source.0);
    }
}

impl std::ops::Index<Side> for Players {
    type Output = PlayerState;
    #[inline]
    fn index(&self, side: Side) -> &PlayerState {
        // `Side::index` as a cast: a load, no branch (the hot path reads zones this way).
        &self.0[side as usize]
    }
}

impl std::ops::IndexMut<Side> for Players {
    #[inline]
    fn index_mut(&mut self, side: Side) -> &mut PlayerState {
        &mut self.0[side as usize]
    }
}

impl Players {
    /// Both players' zones, mutably: `side`'s first.
    #[inline]
    pub fn pair_mut(&mut self, side: Side) -> (&mut PlayerState, &mut PlayerState) {
        let [you, rival] = &mut self.0;
        match side {
            Side::You => (you, rival),
            Side::Rival => (rival, you),
        }
    }
}

/// A delayed ability waiting for its event until the end of turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DelayedAbility {
    /// The card whose ability made it.
    pub source: CardHandle,
    /// That ability's index on the card.
    pub ability: u8,
    /// The index of its `Op::Delayed` step.
    pub step: u8,
}

/// 404.3.1-404.3.2: whose Inspiration step of the contested lane being resolved it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InspirationStep {
    /// 404.3.1: the turn player's (it may Inspo Boost; its `ResolveLane` ends the step). Also
    /// the state outside a Contact.
    #[default]
    TurnPlayer,
    /// 404.3.2: the non-turn player's, after the turn player ended its own: it acts, may
    /// Inspo Boost the same way, and its `ResolveLane` resolves the Contact. The turn player
    /// may no longer boost in this Contact (2.0.0, Contact step 2).
    NonTurnPlayer,
}

impl InspirationStep {
    /// Whether this is the turn player's step (the default: not saved).
    pub fn is_turn_player(&self) -> bool {
        *self == InspirationStep::TurnPlayer
    }
}

/// Rules an effect changes until the end of turn (405.1 clears them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TurnRules {
    /// Scenes whose [Inspo Boost] cannot be used this turn (BP03-SPR12 Set Obstacle, 501.3.1).
    #[serde(default)]
    pub inspo_blocked: [Option<CardHandle>; 2],
    /// Whose Pre-plan abilities are not used this turn: their removed Plans go to the hand
    /// instead (BP02-SPR03 Arrange the Bookshelf, 605.1). Indexed by [`Side::index`].
    #[serde(default)]
    pub no_pre_plans: [bool; 2],
}

impl TurnRules {
    /// Nothing changed.
    pub fn is_default(&self) -> bool {
        *self == TurnRules::default()
    }

    /// Whether the Scene `card`'s [Inspo Boost] is blocked this turn.
    pub fn inspo_blocked(&self, card: CardHandle) -> bool {
        self.inspo_blocked.contains(&Some(card))
    }
}

/// What kind of ability waits on the pending list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PendingKind {
    /// 201.6.1: a Character entered the Adventure Area.
    Appear,
    /// 2.0.0: a Character Replaced another.
    Replace,
    /// 201.6.2, 614.1.2: a Character left the Adventure Area.
    Farewell,
    /// 2.0.0: a Character won a Contact.
    Triumph,
    /// 503.2.3: an Event in the Settlement Area.
    Event,
    /// 201.6.4c: an activated Adventure ability paid with Tap.
    Activated,
    /// 501.3.2: a Scene flipped to Explore.
    Explore,
    /// 404.3.1: a Scene flipped to Inspo Boost.
    InspoBoost,
    /// 204 Story: "When promoted to this stage".
    Story,
    /// 201.6.3, 605.1: a Plan with a Pre-plan ability was removed.
    PrePlan,
    /// 501.1: a "When ..." / "Whenever ..." ability set off by an event (the ability is the
    /// frame's).
    When,
    /// A replacement effect ("... instead") used in place of what would have happened (the
    /// ability is the frame's).
    Instead,
    /// 207.2.2c: a Present unwrapped.
    Present(Present),
}

/// An ability waiting to be resolved by the player (504). The engine does not carry out card
/// text yet; the player does it with sandbox actions and marks it done.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// The card the ability is written on (for a Present: the Character holding it).
    pub source: CardHandle,
    /// What kind of ability.
    pub kind: PendingKind,
    /// The engine carries it out (else the player does, and marks it done).
    #[serde(default)]
    pub automated: bool,
    /// Where its resolution is.
    #[serde(default)]
    pub frame: super::decision::Frame,
    /// Abilities set off at the same time by one trigger pass share a nonzero batch: their
    /// controller orders them (504.6) before the first of them resolves.
    #[serde(default)]
    pub batch: u16,
}

/// The whole game.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// The rules in force.
    pub(crate) rules: RulesVersion,
    /// The configuration the game started with.
    pub(crate) config: GameConfig,
    /// Turns of both players, from 1; 0 during setup.
    pub(crate) turn: u16,
    /// The phase.
    pub(crate) phase: Phase,
    /// Whose turn it is.
    pub(crate) active: Side,
    /// The winner, when the game is over.
    pub(crate) winner: Option<Side>,
    /// How the winner won (104), when the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) won_by: Option<super::WinBy>,
    /// In the Contact Phase: how many lanes (in 404.2 order) are resolved.
    pub(crate) lanes_done: u8,
    /// In a contested lane: whose Inspiration step it is (404.3.1, 404.3.2).
    #[serde(default, skip_serializing_if = "InspirationStep::is_turn_player")]
    pub(crate) inspiration_step: InspirationStep,
    /// Both players' zones, by side (`players[side]`): yours, and the rival's: its own deck's
    /// in a two-player game; else the passive rival's stand-ins (its Plans, the cards in its
    /// hand, its sparring Characters: `card_table::PASSIVE_RIVAL`).
    /// Boxed: a copy of the state (the players' lookahead makes many) moves a pointer, not both
    /// players' zones.
    pub(crate) players: Box<Players>,
    /// Whether the rival plays its own deck (a two-player game).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(crate) two_player: bool,
    /// Who acts now: the turn player, the controller of the top pending ability, the
    /// non-turn player in its Inspiration step (404.3.2), or the player deciding its opening
    /// hand (103.4.1b). Always [`Side::You`] without a rival deck.
    #[serde(default = "side_you", skip_serializing_if = "is_you")]
    pub(crate) to_act: Side,
    /// The pending list (504), bottom first: the last element is the top, resolved first.
    pub(crate) pending: Vec<Pending>,
    /// The decision the top pending ability waits for.
    #[serde(default)]
    pub(crate) decision: Option<super::decision::Decision>,
    /// The options of the open decision, in a defined order.
    #[serde(default)]
    pub(crate) options: Vec<super::decision::ChosenRef>,
    /// This turn's "at the end of your turn" abilities were set off (405).
    #[serde(default)]
    pub(crate) turn_end_triggered: bool,
    /// Within one action: the events before this index were already looked at by a trigger
    /// pass (the End Phase resolves its abilities before the turn passes). Always 0 between
    /// actions.
    #[serde(skip)]
    pub(crate) scanned_to: usize,
    /// The last batch number given to simultaneous triggered abilities.
    #[serde(default)]
    pub(crate) trigger_batch: u16,
    /// Delayed abilities listening until the end of turn ("Until the end of turn, each time
    /// ...", 501.1): the card, its ability and the step holding the `Op::Delayed`.
    #[serde(default)]
    pub(crate) delayed: [Option<DelayedAbility>; 2],
    /// Rules effects changed until the end of turn.
    #[serde(default, skip_serializing_if = "TurnRules::is_default")]
    pub(crate) turn_rules: TurnRules,
    /// The seeded RNG.
    pub(crate) rng: EngineRng,
}

impl Clone for GameState {
    fn clone(&self) -> GameState {
        let GameState {
            rules,
            config,
            turn,
            phase,
            active,
            winner,
            won_by,
            lanes_done,
            inspiration_step,
            players,
            two_player,
            to_act,
            pending,
            decision,
            options,
            turn_end_triggered,
            scanned_to,
            trigger_batch,
            delayed,
            turn_rules,
            rng,
        } = self;
        GameState {
            rules: *rules,
            config: *config,
            turn: *turn,
            phase: *phase,
            active: *active,
            winner: *winner,
            won_by: *won_by,
            lanes_done: *lanes_done,
            inspiration_step: *inspiration_step,
            players: players.clone(),
            two_player: *two_player,
            to_act: *to_act,
            pending: pending.clone(),
            decision: *decision,
            options: options.clone(),
            turn_end_triggered: *turn_end_triggered,
            scanned_to: *scanned_to,
            trigger_batch: *trigger_batch,
            delayed: *delayed,
            turn_rules: *turn_rules,
            rng: rng.clone(),
        }
    }

    /// [`PlayerState`]'s `clone_from`: the zones, the pending list and the options reuse the
    /// buffers already held.
    fn clone_from(&mut self, source: &GameState) {
        let GameState {
            rules,
            config,
            turn,
            phase,
            active,
            winner,
            won_by,
            lanes_done,
            inspiration_step,
            players,
            two_player,
            to_act,
            pending,
            decision,
            options,
            turn_end_triggered,
            scanned_to,
            trigger_batch,
            delayed,
            turn_rules,
            rng,
        } = source;
        self.rules = *rules;
        self.config = *config;
        self.turn = *turn;
        self.phase = *phase;
        self.active = *active;
        self.winner = *winner;
        self.won_by = *won_by;
        self.lanes_done = *lanes_done;
        self.inspiration_step = *inspiration_step;
        self.players.clone_from(players);
        self.two_player = *two_player;
        self.to_act = *to_act;
        self.pending.clone_from(pending);
        self.decision = *decision;
        self.options.clone_from(options);
        self.turn_end_triggered = *turn_end_triggered;
        self.scanned_to = *scanned_to;
        self.trigger_batch = *trigger_batch;
        self.delayed = *delayed;
        self.turn_rules = *turn_rules;
        self.rng.clone_from(rng);
    }
}

/// Reading the state from outside the engine: its fields are the engine's own, changed only
/// by [`super::Game::apply`].
impl GameState {
    /// The rules in force.
    pub fn rules(&self) -> RulesVersion {
        self.rules
    }

    /// The configuration the game started with.
    pub fn config(&self) -> GameConfig {
        self.config
    }

    /// Turns of both players, from 1; 0 during setup.
    pub fn turn(&self) -> u16 {
        self.turn
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose turn it is.
    pub fn active(&self) -> Side {
        self.active
    }

    /// The winner, when the game is over.
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// How the winner won (104), when the game is over.
    pub fn won_by(&self) -> Option<super::WinBy> {
        self.won_by
    }

    /// In the Contact Phase: how many lanes (in 404.2 order) are resolved.
    pub fn lanes_done(&self) -> u8 {
        self.lanes_done
    }

    /// In a contested lane: whose Inspiration step it is (404.3.1, 404.3.2).
    pub fn inspiration_step(&self) -> InspirationStep {
        self.inspiration_step
    }

    /// The pending list (504), bottom first: the last element is the top, resolved first.
    pub fn pending(&self) -> &[Pending] {
        &self.pending
    }

    /// The decision the top pending ability waits for.
    pub fn decision(&self) -> &Option<super::decision::Decision> {
        &self.decision
    }

    /// The options of the open decision, in a defined order.
    pub fn options(&self) -> &[super::decision::ChosenRef] {
        &self.options
    }

    /// Delayed abilities listening until the end of turn (501.1).
    pub fn delayed(&self) -> &[Option<DelayedAbility>; 2] {
        &self.delayed
    }

    /// Rules effects changed until the end of turn.
    pub fn turn_rules(&self) -> &TurnRules {
        &self.turn_rules
    }
}

impl GameState {
    /// Who acts now (see [`GameState::to_act`]).
    #[inline]
    pub fn to_act(&self) -> Side {
        self.to_act
    }

    /// The zones of `side`.
    #[inline]
    pub fn player(&self, side: Side) -> &PlayerState {
        &self.players[side]
    }

    /// The zones of the player who acts now.
    #[inline]
    pub fn acting(&self) -> &PlayerState {
        &self.players[self.to_act]
    }

    /// Whether the player who acts now decided its opening hand (103.4.1).
    pub fn hand_decided(&self) -> bool {
        self.acting().hand_decided
    }

    /// Whether the player who acts now is the first player; without a rival deck, whether you
    /// are.
    pub fn first_player(&self) -> bool {
        self.is_first(self.to_act)
    }

    /// Whether `side` is the first player.
    pub fn is_first(&self, side: Side) -> bool {
        (side == Side::You) == self.config.first_player
    }

    /// Whether this is a two-player game (the rival plays its own deck).
    #[inline]
    pub fn two_player(&self) -> bool {
        self.two_player
    }

    /// The zones of a player (in a game without a rival deck, the rival has none: `None`).
    pub fn zones(&self, side: Side) -> Option<&PlayerState> {
        (side == Side::You || self.two_player).then(|| &self.players[side])
    }

    /// The zones of the rival of the player who acts now: the other player's, or the passive
    /// rival's stand-ins (its Plans, hand and sparring Characters).
    #[inline]
    pub fn rival_zones(&self) -> &PlayerState {
        &self.players[self.to_act.other()]
    }

    /// The rival's Character facing the acting player's slot `lane` (404.2.0), if any.
    #[inline]
    pub fn rival_slot(&self, lane: usize) -> Option<&Slot> {
        self.rival_zones()
            .adventure
            .get(GameState::rival_slot_of_lane(self.two_player, lane))?
            .as_ref()
    }

    /// The zones of the acting player's opponent in a two-player game.
    pub(crate) fn opponent(&self) -> Option<&PlayerState> {
        self.zones(self.to_act.other())
    }

    /// The state as `side` would act in it (a copy with `side` to act: for views, which read
    /// the acting player's zones as "yours").
    pub fn seen_from(&self, side: Side) -> GameState {
        let mut copy = self.clone();
        copy.to_act = side;
        copy
    }

    /// `side` comes to act, saying so in the events (two-player only).
    pub(crate) fn act_as(&mut self, side: Side, ev: &mut super::EventLog<'_>) {
        if self.to_act != side && self.two_player {
            self.to_act = side;
            ev.push(super::Event::Seat { side });
        }
    }

    /// Two-player: the opponent's slot facing the acting player's slot `slot` (the players face each
    /// other, so the acting player's left is the opponent's right).
    pub fn facing_slot(slot: usize) -> usize {
        2usize.saturating_sub(slot.min(2))
    }

    /// The slot (0-based) of the rival's Character that faces your slot `lane`, as the state,
    /// the log and `choose rival slot N` number it: with a rival that plays, its own slot
    /// ([`GameState::facing_slot`]: your slot i faces its slot 4-i, counting from 1);
    /// against the goldfish rival, whose sparring Characters stand in lanes, the lane. Its own
    /// inverse: it also gives the lane of the rival's slot.
    pub fn rival_slot_of_lane(two_player: bool, lane: usize) -> usize {
        if two_player {
            GameState::facing_slot(lane)
        } else {
            lane.min(2)
        }
    }

    /// 404.2.0: the slot (0-based, from your left) of the `n`-th lane to resolve: lanes go from
    /// the first player's left; the players face each other, so for the second player that is
    /// from their right.
    pub fn lane_slot(&self, n: u8) -> usize {
        let n = usize::from(n.min(2));
        if self.first_player() { n } else { 2 - n }
    }

    /// Every card handle in the zones of both players, sorted: exactly `0..n` when every card
    /// of the table is accounted for (a two-player game's table holds both decks; a goldfish
    /// game's, your deck and the passive rival's stand-ins).
    pub fn all_cards_both_sorted(&self) -> Vec<CardHandle> {
        let mut all = self.players[Side::You].all_cards();
        all.extend(self.players[Side::Rival].all_cards());
        all.sort();
        all
    }

    /// Every card handle in your zones, for accounting (the Settlement Area included).
    pub fn count_cards(&self) -> usize {
        let p = self.acting();
        p.main_deck.len()
            + p.scene_deck.len()
            + p.hand.len()
            + p.scene_area.len()
            + p.adventure
                .iter()
                .flatten()
                .map(|s| 1 + usize::from(s.item.is_some()))
                .sum::<usize>()
            + 1
            + 4
            + p.plans.iter().flatten().count()
            + p.retirement.len()
            + p.settlement.len()
    }

    /// Every card handle in your zones, sorted: exactly `0..n` when every card is accounted for.
    pub fn all_cards_sorted(&self) -> Vec<CardHandle> {
        let mut all = self.acting().all_cards();
        all.sort();
        all
    }

    /// Your Plans left.
    pub fn plans_left(&self) -> usize {
        self.acting().plans.iter().flatten().count()
    }
}

impl PlayerState {
    /// Every card handle in these zones, unsorted (the Settlement Area included).
    pub fn all_cards(&self) -> Vec<CardHandle> {
        let p = self;
        let mut all: Vec<CardHandle> = Vec::with_capacity(80);
        all.extend(&p.main_deck);
        all.extend(&p.scene_deck);
        all.extend(&p.hand);
        all.extend(p.scene_area.iter().map(|s| s.card));
        for slot in p.adventure.iter().flatten() {
            all.push(slot.character);
            all.extend(slot.item);
        }
        all.push(p.main_character);
        all.extend(p.stories);
        all.extend(p.plans.iter().flatten().map(|plan| plan.card));
        all.extend(&p.retirement);
        all.extend(&p.settlement);
        all
    }
}
