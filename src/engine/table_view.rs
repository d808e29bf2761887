//! [`TableView`]: the table as a player sees it, built by the engine for whoever draws or prints
//! it (the goldfish panel, the CLI's board): your zones card by card (handles to act on, IDs,
//! names, costs, Inspiration), the rival's public zones, the lanes that face each other, the
//! pending abilities, the open decision, and the actions offered now, each with its label. Only
//! your own hand and Main Deck are listed card by card; the rival's hidden zones are counts
//! (304.3.0). The JSON contract of `ponydeck goldfish --json`, [`GameView`](super::GameView), is
//! read from it.

use std::borrow::Cow;

use super::payment::Payable;
use super::view::{DecisionView, PendingView, decision_view, pending_views};
use super::{
    Action, CardHandle, CardTable, ChosenRef, Game, GameState, PlayerState, Present, Side,
};

/// A card on the table: its handle (to act on it), printing ID and name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableCard {
    /// The handle, for actions.
    pub handle: CardHandle,
    /// The printing ID.
    pub card: String,
    /// The name.
    pub name: String,
}

impl TableCard {
    fn of(table: &CardTable, handle: CardHandle) -> TableCard {
        TableCard {
            handle,
            card: table.card_id(handle).to_string(),
            name: table.name(handle).to_string(),
        }
    }
}

/// A card in your hand, with its Cost of Force of Harmony (503.1.4, 607).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandCardView {
    /// The handle, for actions.
    pub handle: CardHandle,
    /// The printing ID.
    pub card: String,
    /// The name.
    pub name: String,
    /// The printed cost.
    pub cost: u8,
    /// What playing it costs now, with every change that applies (at least 0).
    pub effective_cost: u8,
}

/// One printing in your Main Deck, for a search that shows no order: how many copies, and the
/// handle of the first of them in deck order (the one a move takes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckCardView {
    /// The first copy in deck order.
    pub handle: CardHandle,
    /// The printing ID.
    pub card: String,
    /// The name.
    pub name: String,
    /// Copies of this printing in the deck.
    pub copies: usize,
}

/// A Scene in a Scene Area.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SceneCardView {
    /// The handle, for actions.
    pub handle: CardHandle,
    /// The printing ID.
    pub card: String,
    /// The name.
    pub name: String,
    /// Face-up (its ability usable) or face-down (204.5.2a).
    pub face_up: bool,
    /// Tapped.
    pub tapped: bool,
}

/// A Character in an Adventure slot, with its Item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CharacterView {
    /// The Character's handle, for actions.
    pub handle: CardHandle,
    /// Its printing ID.
    pub card: String,
    /// Its name.
    pub name: String,
    /// Tapped.
    pub tapped: bool,
    /// The current Inspiration, with every modifier (607.1).
    pub inspiration: u8,
    /// The printed Inspiration.
    pub base_inspiration: u8,
    /// The Item adorning it.
    pub item: Option<TableCard>,
    /// Holds a Treat (207.2.1).
    pub treat: bool,
    /// The Presents it holds (207.2.2).
    pub presents: Vec<&'static str>,
}

/// One player's zones as the table shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerTable {
    /// Your hand, in order; empty for the rival, whose hand is hidden (`hand_count` tells its
    /// size).
    pub hand: Vec<HandCardView>,
    /// Cards in the hand.
    pub hand_count: usize,
    /// Cards in the Main Deck.
    pub main_deck: usize,
    /// Your Main Deck by printing, sorted by ID (no order shows); empty for the rival.
    pub main_deck_cards: Vec<DeckCardView>,
    /// Cards in the Scene Deck.
    pub scene_deck: usize,
    /// The Scene Area.
    pub scene_area: Vec<SceneCardView>,
    /// Slots 1..3, in this player's own order.
    pub adventure: [Option<CharacterView>; 3],
    /// 0 = the Main Character's start position, 1..4 = Story I..IV.
    pub story_stage: u8,
    /// The Stories I..IV.
    pub stories: [TableCard; 4],
    /// Which Stories hold a Plan (face down, 304.3.0).
    pub plans: [bool; 4],
    /// The Retirement Area.
    pub retirement: Vec<TableCard>,
    /// The Settlement Area.
    pub settlement: Vec<TableCard>,
    /// The Main Character.
    pub main_character: TableCard,
    /// The Main Character is tapped.
    pub main_character_tapped: bool,
    /// Your "next play" cost changes waiting, oldest first (empty for the rival).
    pub next_play_costs: Vec<super::NextPlayCostView>,
}

impl PlayerTable {
    /// The Plans left.
    pub fn plans_left(&self) -> usize {
        self.plans.iter().filter(|p| **p).count()
    }

    fn of(state: &GameState, zones: &PlayerState, table: &CardTable, own: bool) -> PlayerTable {
        let cards = |handles: &[CardHandle]| {
            handles
                .iter()
                .map(|h| TableCard::of(table, *h))
                .collect::<Vec<_>>()
        };
        let hand = if own {
            zones
                .hand
                .iter()
                .map(|&handle| HandCardView {
                    handle,
                    card: table.card_id(handle).to_string(),
                    name: table.name(handle).to_string(),
                    cost: table.cost(handle),
                    effective_cost: state.effective_cost(table, handle),
                })
                .collect()
        } else {
            Vec::new()
        };
        let main_deck_cards = if own {
            deck_search(table, &zones.main_deck)
        } else {
            Vec::new()
        };
        // The current Inspiration is the acting player's; the other player's is read from its facing
        // lane (607: both players' continuous abilities included).
        let inspiration = |slot: usize| {
            if own {
                state.inspiration_of(table, slot)
            } else {
                state.rival_inspiration_of(table, GameState::facing_slot(slot))
            }
        };
        PlayerTable {
            hand,
            hand_count: zones.hand.len(),
            main_deck: zones.main_deck.len(),
            main_deck_cards,
            scene_deck: zones.scene_deck.len(),
            scene_area: zones
                .scene_area
                .iter()
                .map(|s| SceneCardView {
                    handle: s.card,
                    card: table.card_id(s.card).to_string(),
                    name: table.name(s.card).to_string(),
                    face_up: s.face_up,
                    tapped: s.tapped,
                })
                .collect(),
            adventure: [0, 1, 2].map(|i| {
                zones
                    .adventure
                    .get(i)
                    .copied()
                    .flatten()
                    .map(|s| CharacterView {
                        handle: s.character,
                        card: table.card_id(s.character).to_string(),
                        name: table.name(s.character).to_string(),
                        tapped: s.tapped,
                        inspiration: inspiration(i),
                        base_inspiration: table.inspiration(s.character),
                        item: s.item.map(|h| TableCard::of(table, h)),
                        treat: s.treat,
                        presents: Present::ALL
                            .iter()
                            .filter(|pr| s.presents & pr.bit() != 0)
                            .map(|pr| pr.name())
                            .collect(),
                    })
            }),
            story_stage: zones.story_position,
            stories: zones.stories.map(|h| TableCard::of(table, h)),
            plans: zones.plans.map(|p| p.is_some()),
            retirement: cards(&zones.retirement),
            settlement: cards(&zones.settlement),
            main_character: TableCard::of(table, zones.main_character),
            main_character_tapped: zones.main_character_tapped,
            next_play_costs: if own {
                zones
                    .cost_changes
                    .waiting()
                    .map(|e| super::NextPlayCostView {
                        source: table.card_id(e.source).to_string(),
                        applies_to: super::cost::next_play_words(table, e.source),
                        delta: e.delta,
                    })
                    .collect()
            } else {
                Vec::new()
            },
        }
    }

    /// The zones of the player to act in `state`, as its own table shows them.
    pub(super) fn own(state: &GameState, table: &CardTable) -> PlayerTable {
        PlayerTable::of(state, state.acting(), table, true)
    }
}

/// The Main Deck by printing, sorted by ID, each with the first copy in deck order.
fn deck_search(table: &CardTable, deck: &[CardHandle]) -> Vec<DeckCardView> {
    let mut firsts: Vec<CardHandle> = deck.to_vec();
    // Stable: of equal IDs the first in deck order stays first, and is the one kept.
    firsts.sort_by(|a, b| table.card_id(*a).cmp(table.card_id(*b)));
    firsts.dedup_by(|a, b| table.card_id(*a) == table.card_id(*b));
    firsts
        .into_iter()
        .map(|handle| {
            let id = table.card_id(handle);
            DeckCardView {
                handle,
                card: id.to_string(),
                name: table.name(handle).to_string(),
                copies: deck.iter().filter(|c| table.card_id(**c) == id).count(),
            }
        })
        .collect()
}

/// A sparring Character of the goldfish rival.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SparringView {
    /// Its Inspiration now (607: its modifier and your continuous abilities included).
    pub inspiration: u8,
    /// Its Inspiration as placed.
    pub base_inspiration: u8,
}

/// The rival's side of the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RivalTable {
    /// A rival that plays its own deck: its public zones (its hand and decks as counts).
    Playing(Box<PlayerTable>),
    /// The passive goldfish rival.
    Goldfish {
        /// Cards in its hand.
        hand: u8,
        /// A Plan on Story I..IV.
        plans: [bool; 4],
        /// Its sparring Characters in lanes 1..3 (facing your slots 1..3).
        sparring: [Option<SparringView>; 3],
    },
}

/// What faces your Adventure slot: the lane.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaneView {
    /// The rival's slot (0-based, its own numbering) facing yours: with a rival that plays, its
    /// slot 3 faces your slot 1; the goldfish rival's sparring Characters stand in the lanes.
    pub rival_slot: usize,
    /// The Inspiration now (607) of the rival's Character there, if there is one.
    pub rival_inspiration: Option<u8>,
}

/// The table as you see it, whoever is to act.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableView {
    /// Turns of both players from 1 (0 during setup).
    pub turn: u16,
    /// `setup`, `start`, `main`, `contact` or `end`.
    pub phase: &'static str,
    /// Whose turn: `you` or `rival`.
    pub active: &'static str,
    /// `you`, `rival` or `None`.
    pub winner: Option<&'static str>,
    /// `1.3.0` or `2.0.0`.
    pub rules: &'static str,
    /// The seed.
    pub seed: u64,
    /// You are the first player.
    pub first_player: bool,
    /// Who acts now (the offered actions are yours only when it is you).
    pub to_act: Side,
    /// 404.3.2: it is your Inspiration step in the rival's Contact.
    pub your_inspiration_step: bool,
    /// Your zones.
    pub you: PlayerTable,
    /// The rival's side.
    pub rival: RivalTable,
    /// What faces your slots 1..3.
    pub lanes: [LaneView; 3],
    /// The Force of Harmony you can pay now (608).
    pub force: Payable,
    /// Pending abilities, the top (next to resolve) first.
    pub pending: Vec<PendingView>,
    /// The decision an ability waits for, if any.
    pub decision: Option<DecisionView>,
    /// The options of your open decision (615), chosen ones included; empty when no decision of
    /// yours is open.
    pub picks: Vec<ChosenRef>,
    /// Practice: the goldfish rival may Intervene your lowest Plan now (a Plan left, no
    /// decision open).
    pub rival_may_intervene: bool,
    /// The actions offered to you now, each with its label (one per label; two copies of a
    /// card told apart by where they are). Empty while the rival acts.
    pub actions: Vec<(Action, String)>,
}

impl TableView {
    /// The table of a game, as you see it.
    pub fn of(game: &Game) -> TableView {
        let actions = if game.to_act() == Side::You {
            game.offered_actions()
        } else {
            Vec::new()
        };
        TableView::of_state(game.state(), game.table(), game.seed(), actions)
    }

    /// The table of a state as you see it, with `actions` offered (the rival may be the one to
    /// act: the table is still yours).
    pub(super) fn of_state(
        real: &GameState,
        table: &CardTable,
        seed: u64,
        actions: Vec<(Action, String)>,
    ) -> TableView {
        let rival_to_act = real.to_act != Side::You;
        let shown = if rival_to_act {
            Cow::Owned(real.seen_from(Side::You))
        } else {
            Cow::Borrowed(real)
        };
        let state: &GameState = &shown;
        let two_player = state.two_player();
        let rival = match state.opponent() {
            Some(other) => {
                RivalTable::Playing(Box::new(PlayerTable::of(state, other, table, false)))
            }
            None => {
                RivalTable::Goldfish {
                    hand: u8::try_from(state.rival_zones().hand.len()).unwrap_or(u8::MAX),
                    plans: state.rival_zones().plans.map(|p| p.is_some()),
                    sparring: [0, 1, 2].map(|lane| {
                        state.rival_slot(lane).map(|s| SparringView {
                            inspiration: state.rival_inspiration_of(table, lane),
                            // Placed with this Inspiration (`Game`'s sandbox).
                            base_inspiration: u8::try_from(s.inspiration_permanent).unwrap_or(0),
                        })
                    }),
                }
            }
        };
        let lanes = [0, 1, 2].map(|lane| {
            let rival_slot = GameState::rival_slot_of_lane(two_player, lane);
            let occupied = state.rival_slot(lane).is_some();
            LaneView {
                rival_slot,
                rival_inspiration: occupied.then(|| state.rival_inspiration_of(table, lane)),
            }
        });
        TableView {
            turn: state.turn,
            phase: state.phase.as_str(),
            active: state.active.as_str(),
            winner: state.winner.map(Side::as_str),
            rules: state.rules.as_str(),
            seed,
            to_act: if rival_to_act { Side::Rival } else { Side::You },
            your_inspiration_step: state.winner.is_none()
                && !rival_to_act
                && state.active == Side::Rival
                && state.inspiration_step == super::InspirationStep::NonTurnPlayer,
            first_player: state.first_player(),
            you: PlayerTable::own(state, table),
            rival,
            lanes,
            force: state.payable(),
            pending: pending_views(state, table),
            decision: decision_view(state, table),
            picks: if rival_to_act || state.decision.is_none() {
                Vec::new()
            } else {
                state.options.to_vec()
            },
            rival_may_intervene: state.lowest_plan(state.to_act).is_some()
                && state.decision.is_none(),
            actions,
        }
    }

    /// Whether this is a two-player game (the rival plays its own deck).
    pub fn two_player(&self) -> bool {
        matches!(self.rival, RivalTable::Playing(_))
    }

    /// The action offered now that is this pick of your open decision (615), if it is one.
    pub fn choice(&self, pick: ChosenRef) -> Option<Action> {
        self.picks
            .contains(&pick)
            .then_some(Action::Choose { pick })
    }

    /// The hand card with this handle.
    pub fn hand_card(&self, handle: CardHandle) -> Option<&HandCardView> {
        self.you.hand.iter().find(|c| c.handle == handle)
    }
}

/// "cost 3", or "cost 3 → 2" when an ability changes what it costs now (503.1.4).
pub(super) fn cost_words(printed: u8, now: u8) -> String {
    if printed == now {
        format!("cost {printed}")
    } else {
        format!("cost {printed} → {now}")
    }
}

impl HandCardView {
    /// Its cost in words: "cost 3", or "cost 3 → 2" when an ability changes it (503.1.4).
    pub fn cost_words(&self) -> String {
        cost_words(self.cost, self.effective_cost)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameConfig;

    /// What the table shows of your side is what the state holds, card by card.
    fn assert_holds_your_state(game: &Game, view: &TableView) {
        let shown = game.state().seen_from(Side::You);
        let (table, you) = (game.table(), shown.acting());
        let hand: Vec<(CardHandle, &str, u8)> = view
            .you
            .hand
            .iter()
            .map(|c| (c.handle, c.card.as_str(), c.effective_cost))
            .collect();
        let held: Vec<(CardHandle, &str, u8)> = you
            .hand
            .iter()
            .map(|h| (*h, table.card_id(*h), shown.effective_cost(table, *h)))
            .collect();
        assert_eq!(hand, held, "the hand");
        for (slot, (shown_slot, held)) in view.you.adventure.iter().zip(&you.adventure).enumerate()
        {
            assert_eq!(
                shown_slot.as_ref().map(|c| (
                    c.handle,
                    c.inspiration,
                    c.item.as_ref().map(|i| i.handle)
                )),
                held.map(|s| (s.character, shown.inspiration_of(table, slot), s.item)),
                "slot {}",
                slot + 1
            );
        }
        let scenes: Vec<(CardHandle, bool, bool)> = view
            .you
            .scene_area
            .iter()
            .map(|s| (s.handle, s.face_up, s.tapped))
            .collect();
        let held: Vec<(CardHandle, bool, bool)> = you
            .scene_area
            .iter()
            .map(|s| (s.card, s.face_up, s.tapped))
            .collect();
        assert_eq!(scenes, held, "the Scene Area");
        assert_eq!(
            (
                view.you.main_deck,
                view.you.scene_deck,
                view.you.plans_left()
            ),
            (
                you.main_deck.len(),
                you.scene_deck.len(),
                shown.plans_left()
            )
        );
        assert_eq!(
            view.you
                .main_deck_cards
                .iter()
                .map(|c| c.copies)
                .sum::<usize>(),
            you.main_deck.len(),
            "the search lists every card of the Main Deck"
        );
        let retired: Vec<CardHandle> = view.you.retirement.iter().map(|c| c.handle).collect();
        assert_eq!(retired, you.retirement);
        assert_eq!(view.you.story_stage, you.story_position);
        // The JSON contract's view says the same of your side.
        let json = game.view();
        let ids: Vec<&str> = view.you.hand.iter().map(|c| c.card.as_str()).collect();
        assert_eq!(ids, json.you.hand);
        assert_eq!(view.you.scene_area.len(), json.you.scene_area.len());
    }

    /// Every offered action has a label, no two share one, and each is the action's own words
    /// (a decision's options told apart by where they are and by number).
    fn assert_labelled(game: &Game, view: &TableView) {
        if game.to_act() != Side::You {
            assert!(
                view.actions.is_empty(),
                "nothing is offered while the rival acts"
            );
            return;
        }
        let mut labels = std::collections::BTreeSet::new();
        for (action, label) in &view.actions {
            assert!(!label.is_empty(), "{action:?} has a label");
            assert!(
                labels.insert(label.clone()),
                "one button per label: {label}"
            );
            assert!(label.starts_with(&game.action_label(*action)), "{label}");
        }
        for action in game.legal_actions() {
            let words = game.action_label(action);
            assert!(
                view.actions.iter().any(|(_, l)| l.starts_with(&words)),
                "{words} is offered"
            );
        }
    }

    #[test]
    fn the_table_of_a_goldfish_and_a_two_player_game_holds_what_the_state_holds_with_every_action_labelled()
     {
        let catalog = super::super::test_support::shipped_catalog();
        let cards = catalog.index();
        let decks = super::super::test_support::starter_decks(2);
        let goldfish = Game::new(&decks[0], cards, GameConfig::default(), 11).expect("a game");
        let two_player =
            Game::new_two_player(&decks[0], &decks[1], cards, GameConfig::default(), 11)
                .expect("a game");
        let mut kinds = 0;
        for mut game in [goldfish, two_player] {
            for step in 0..160 {
                let view = TableView::of(&game);
                assert_holds_your_state(&game, &view);
                assert_labelled(&game, &view);
                assert_eq!(view.two_player(), game.state().two_player());
                match &view.rival {
                    RivalTable::Playing(rival) => {
                        let theirs = game.state().seen_from(Side::Rival);
                        assert!(rival.hand.is_empty(), "the rival's hand is hidden");
                        assert_eq!(rival.hand_count, theirs.acting().hand.len());
                        assert_eq!(rival.scene_area.len(), theirs.acting().scene_area.len());
                        kinds |= 1;
                    }
                    RivalTable::Goldfish { hand, plans, .. } => {
                        assert_eq!(
                            (*hand, *plans),
                            (
                                game.state().rival_zones().hand.len() as u8,
                                game.state().rival_zones().plans.map(|p| p.is_some())
                            )
                        );
                        kinds |= 2;
                    }
                }
                let legal = game.legal_actions();
                if game.state().winner.is_some() || legal.is_empty() {
                    break;
                }
                // Walk the game: a different action now and then, so plays and Contacts come.
                let action = legal[step % legal.len()];
                game.apply(action).expect("a legal action applies");
            }
        }
        assert_eq!(kinds, 3, "both a playing and a goldfish rival shown");
    }
}
