//! What a player sees in the JSON shape of the `ponydeck goldfish --json` contract
//! (`shared/design/CLI.md`), plus a few extra fields: a reading of the one description of the
//! table, [`TableView`], with card IDs instead of handles.

use serde::Serialize;

use super::table_view::{PlayerTable, RivalTable, TableView};
use super::{CardTable, Game, GameState, PendingKind, Side};

/// A Scene in the view.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SceneView {
    /// The printing ID.
    pub card: String,
    /// Face-up.
    pub face_up: bool,
    /// Tapped.
    pub tapped: bool,
}

/// A Character in a slot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AdventureView {
    /// The printing ID.
    pub card: String,
    /// Tapped.
    pub tapped: bool,
    /// The current Inspiration, with every modifier (607.1).
    pub inspiration: u8,
    /// The printed Inspiration.
    pub base_inspiration: u8,
    /// The adorned Item's ID.
    pub item: Option<String>,
    /// Holds a Treat (207.2.1).
    pub treat: bool,
    /// The Presents it holds (207.2.2).
    pub presents: Vec<&'static str>,
}

/// A hand card's Cost of Force of Harmony: printed and to play it now (503.1.4, 607).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandCostView {
    /// The printing ID.
    pub card: String,
    /// The printed cost.
    pub cost: u8,
    /// What playing it costs now, with every change that applies (at least 0).
    pub effective_cost: u8,
}

/// A "the next X you play this turn costs N less" change waiting for its card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NextPlayCostView {
    /// The card whose ability made it.
    pub source: String,
    /// Which card it is for, in words ("the next Item").
    pub applies_to: String,
    /// The change (negative: cheaper).
    pub delta: i8,
}

/// A pending ability.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PendingView {
    /// The card it is written on.
    pub card: String,
    /// What kind.
    pub kind: PendingKind,
    /// The text to carry out.
    pub text: String,
    /// The engine carries it out (else the player does and marks it done).
    pub automated: bool,
    /// `story`, `appear`, ... as in the state JSON contract.
    pub ability: &'static str,
}

/// The open decision (615), as the state JSON shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DecisionView {
    /// `choose-cards`.
    pub kind: &'static str,
    /// The card whose ability asks.
    pub source: String,
    /// What is asked, in words.
    pub prompt: String,
    /// The options: printing IDs, or `rival slot N`.
    pub options: Vec<String>,
    /// Chosen so far.
    pub chosen: Vec<String>,
    /// The least number to choose.
    pub min: u8,
    /// The most.
    pub max: u8,
}

/// Your side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct YouView {
    /// Hand, in order.
    pub hand: Vec<String>,
    /// Cards in the Main Deck.
    pub main_deck: usize,
    /// Cards in the Scene Deck.
    pub scene_deck: usize,
    /// The Scene Area.
    pub scene_area: Vec<SceneView>,
    /// Slots 1..3.
    pub adventure: Vec<Option<AdventureView>>,
    /// 0 = the Main Character's start position, 1..4 = Story I..IV.
    pub story_stage: u8,
    /// Your Plans left.
    pub plans: usize,
    /// The Retirement Area.
    pub retirement: Vec<String>,
    /// The Settlement Area.
    pub settlement: Vec<String>,
    /// The Main Character is tapped.
    pub main_character_tapped: bool,
    /// Each hand card's cost, in hand order (beside `hand`, which stays a list of IDs).
    pub hand_costs: Vec<HandCostView>,
    /// The "next play" cost changes waiting, oldest first.
    pub next_play_costs: Vec<NextPlayCostView>,
}

/// The rival's side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RivalView {
    /// A Plan on Story I..IV.
    pub plans: Vec<bool>,
    /// Cards in its hand.
    pub hand: u8,
    /// The Inspiration now (607) of its Characters in lanes 1..3 (facing your slots 1..3):
    /// the sparring Characters, or a rival that plays its own.
    pub adventure: Vec<Option<u8>>,
}

/// The whole view. Fields are in the order of the CLI contract's example, extras last.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameView {
    /// Turns of both players from 1 (0 during setup).
    pub turn: u16,
    /// `setup`, `start`, `main`, `contact` or `end`.
    pub phase: &'static str,
    /// `you` or `rival`.
    pub active: &'static str,
    /// `you`, `rival` or null.
    pub winner: Option<&'static str>,
    /// `1.3.0` or `2.0.0`.
    pub rules: &'static str,
    /// Your side.
    pub you: YouView,
    /// The rival.
    pub rival: RivalView,
    /// The seed.
    pub seed: u64,
    /// You are the first player.
    pub first_player: bool,
    /// Pending abilities, the top (next to resolve) first.
    pub pending: Vec<PendingView>,
    /// The decision an ability waits for, if any.
    pub decision: Option<DecisionView>,
}

/// How the state JSON names a pending ability kind.
pub fn pending_name(kind: PendingKind) -> &'static str {
    match kind {
        PendingKind::Appear => "appear",
        PendingKind::Replace => "replace",
        PendingKind::Farewell => "farewell",
        PendingKind::Triumph => "triumph",
        PendingKind::Event => "event",
        PendingKind::Activated => "activated",
        PendingKind::Explore => "explore",
        PendingKind::InspoBoost => "inspo-boost",
        PendingKind::Story => "story",
        PendingKind::PrePlan => "pre-plan",
        PendingKind::When => "triggered",
        PendingKind::Instead => "instead",
        PendingKind::Present(_) => "present",
    }
}

/// A chosen card as the state JSON names it: the rival's Characters by the rival's own slot
/// numbers, those of the state's `rival` (`choose rival slot N`).
pub fn pick_name(table: &CardTable, pick: super::ChosenRef) -> String {
    match pick {
        super::ChosenRef::Card(card) => table.card_id(card).to_string(),
        super::ChosenRef::RivalSlot(lane) => format!(
            "rival slot {}",
            super::GameState::rival_slot_of_lane(table.two_player(), usize::from(lane)) + 1
        ),
        super::ChosenRef::Slot(slot) => format!("slot {}", slot + 1),
        super::ChosenRef::Top => "top".into(),
        super::ChosenRef::Bottom => "bottom".into(),
    }
}

/// The text a pending ability asks the player to carry out.
pub fn pending_text(table: &CardTable, source: super::CardHandle, kind: PendingKind) -> String {
    match kind {
        PendingKind::Present(p) => p.unwrap_text().to_string(),
        _ => table
            .info(source)
            .map(|i| i.ability.clone())
            .unwrap_or_default(),
    }
}

/// The pending abilities of a state, the top (next to resolve) first.
pub(super) fn pending_views(state: &GameState, table: &CardTable) -> Vec<PendingView> {
    state
        .pending
        .iter()
        .rev()
        .map(|pd| PendingView {
            card: table.card_id(pd.source).to_string(),
            kind: pd.kind,
            text: pending_text(table, pd.source, pd.kind),
            automated: pd.automated,
            ability: pending_name(pd.kind),
        })
        .collect()
}

/// The decision a state waits for, if any.
pub(super) fn decision_view(state: &GameState, table: &CardTable) -> Option<DecisionView> {
    state.decision.map(|d| DecisionView {
        kind: d.kind.as_str(),
        source: table.card_id(d.source).to_string(),
        prompt: state.decision_prompt(table),
        options: state.options.iter().map(|o| pick_name(table, *o)).collect(),
        chosen: state
            .pending
            .last()
            .map(|p| {
                p.frame
                    .picks()
                    .iter()
                    .map(|c| pick_name(table, *c))
                    .collect()
            })
            .unwrap_or_default(),
        min: d.min,
        max: d.max,
    })
}

impl GameView {
    /// The `--json` contract's reading of the table you see: the same [`TableView`] the
    /// goldfish panel draws and the CLI's board prints.
    pub fn of_table(view: &TableView) -> GameView {
        let (plans, hand) = match &view.rival {
            RivalTable::Playing(rival) => (
                rival.plans.to_vec(),
                u8::try_from(rival.hand_count).unwrap_or(u8::MAX),
            ),
            RivalTable::Goldfish { hand, plans, .. } => (plans.to_vec(), *hand),
        };
        GameView {
            turn: view.turn,
            phase: view.phase,
            active: view.active,
            winner: view.winner,
            rules: view.rules,
            seed: view.seed,
            first_player: view.first_player,
            you: YouView::of(&view.you),
            // The rival's Characters by the lane they face, each with its Inspiration now
            // (607: its own continuous abilities and yours included).
            rival: RivalView {
                plans,
                hand,
                adventure: view.lanes.iter().map(|l| l.rival_inspiration).collect(),
            },
            pending: view.pending.clone(),
            decision: view.decision.clone(),
        }
    }
}

impl YouView {
    /// A player's own zones as the contract gives them.
    fn of(p: &PlayerTable) -> YouView {
        let ids = |cards: &[super::TableCard]| cards.iter().map(|c| c.card.clone()).collect();
        YouView {
            hand: p.hand.iter().map(|c| c.card.clone()).collect(),
            main_deck: p.main_deck,
            scene_deck: p.scene_deck,
            scene_area: p
                .scene_area
                .iter()
                .map(|s| SceneView {
                    card: s.card.clone(),
                    face_up: s.face_up,
                    tapped: s.tapped,
                })
                .collect(),
            adventure: p
                .adventure
                .iter()
                .map(|slot| {
                    slot.as_ref().map(|c| AdventureView {
                        card: c.card.clone(),
                        tapped: c.tapped,
                        inspiration: c.inspiration,
                        base_inspiration: c.base_inspiration,
                        item: c.item.as_ref().map(|i| i.card.clone()),
                        treat: c.treat,
                        presents: c.presents.clone(),
                    })
                })
                .collect(),
            story_stage: p.story_stage,
            plans: p.plans_left(),
            retirement: ids(&p.retirement),
            settlement: ids(&p.settlement),
            main_character_tapped: p.main_character_tapped,
            hand_costs: p
                .hand
                .iter()
                .map(|c| HandCostView {
                    card: c.card.clone(),
                    cost: c.cost,
                    effective_cost: c.effective_cost,
                })
                .collect(),
            next_play_costs: p.next_play_costs.clone(),
        }
    }
}

impl Game {
    /// What the player sees now: the `--json` contract's reading of [`TableView`].
    pub fn view(&self) -> GameView {
        GameView::of_table(&TableView::of_state(
            &self.state,
            &self.table,
            self.seed,
            Vec::new(),
        ))
    }

    /// Two-player: the rival's side as the view shows yours (its hand is for the caller to
    /// hide; only its count is public).
    pub fn rival_view(&self) -> Option<YouView> {
        if !self.state.two_player() {
            return None;
        }
        let state = self.state.seen_from(Side::Rival);
        Some(YouView::of(&PlayerTable::own(&state, &self.table)))
    }
}
