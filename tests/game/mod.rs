//! The `TestGame` builder for engine scenarios: real cards from `cards.db` and the SD01 starter
//! decks of `assets/catalog/kayou_starter_decks_raw.json`.
#![allow(dead_code)]

use std::path::Path;
use std::sync::OnceLock;

use ponydeck::card::{CardId, CardIndex, CardType};
use ponydeck::catalog::Catalog;
use ponydeck::engine::{
    Action, CardHandle, Event, Game, GameConfig, GameDeck, LaneChoice, Phase, SandboxAction, Zone,
};
use ponydeck::format::RulesVersion;

/// The shipped catalog, opened once.
pub fn catalog() -> &'static CardIndex {
    static INDEX: OnceLock<CardIndex> = OnceLock::new();
    INDEX.get_or_init(|| {
        Catalog::open(&Path::new(env!("CARGO_MANIFEST_DIR")).join("cards.db"))
            .expect("cards.db opens")
            .into_index()
    })
}

/// An SD01 starter deck (`SD01A`..`SD01F`) in list order, top first.
pub fn starter_deck(name: &str) -> GameDeck {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/catalog/kayou_starter_decks_raw.json"),
    )
    .expect("starter decks");
    let decks: serde_json::Value = serde_json::from_str(&text).expect("json");
    let deck = decks
        .as_array()
        .expect("array")
        .iter()
        .find(|d| d["deck"] == name)
        .expect("deck present");
    let id = |v: &serde_json::Value| CardId::parse(v.as_str().expect("id")).expect("card id");
    let expand = |list: &serde_json::Value| -> Vec<CardId> {
        list.as_array()
            .expect("entries")
            .iter()
            .flat_map(|e| {
                std::iter::repeat_n(id(&e["id"]), e["qty"].as_u64().expect("qty") as usize)
            })
            .collect()
    };
    GameDeck {
        main: expand(&deck["main_deck"]),
        scene: expand(&deck["scene_deck"]),
        stories: deck["story_deck"]
            .as_array()
            .expect("stories")
            .iter()
            .map(id)
            .collect(),
        main_character: id(&deck["main_character"]),
    }
}

/// Builds scenario games.
pub struct TestGame {
    pub deck: GameDeck,
    pub config: GameConfig,
    pub seed: u64,
}

impl TestGame {
    /// The SD01A starter (Twilight Sparkle), unshuffled, first player, 1.3.0, four rival Plans.
    pub fn sd01a() -> TestGame {
        TestGame::starter("SD01A")
    }

    /// A starter deck, unshuffled, first player, 1.3.0.
    pub fn starter(name: &str) -> TestGame {
        TestGame {
            deck: starter_deck(name),
            config: GameConfig {
                rules: RulesVersion::V1_3_0,
                first_player: true,
                rival_plans: 4,
                shuffle: false,
            },
            seed: 1,
        }
    }

    /// Puts these printings on top of the Main Deck, in order (the bottom cards make room, so
    /// the deck keeps its size).
    pub fn top(mut self, ids: &[&str]) -> TestGame {
        let mut new: Vec<CardId> = ids.iter().map(|s| CardId::parse(s).expect("id")).collect();
        let keep = self.deck.main.len().saturating_sub(new.len());
        new.extend(self.deck.main.iter().take(keep).cloned());
        self.deck.main = new;
        self
    }

    /// Puts these Scenes on top of the Scene Deck, in order.
    pub fn scenes_top(mut self, ids: &[&str]) -> TestGame {
        let mut new: Vec<CardId> = ids.iter().map(|s| CardId::parse(s).expect("id")).collect();
        let keep = self.deck.scene.len().saturating_sub(new.len());
        new.extend(self.deck.scene.iter().take(keep).cloned());
        self.deck.scene = new;
        self
    }

    /// Under these rules.
    pub fn rules(mut self, rules: RulesVersion) -> TestGame {
        self.config.rules = rules;
        self
    }

    /// As the second player.
    pub fn second(mut self) -> TestGame {
        self.config.first_player = false;
        self
    }

    /// With K rival Plans.
    pub fn rival_plans(mut self, k: u8) -> TestGame {
        self.config.rival_plans = k;
        self
    }

    /// Shuffled with this seed.
    pub fn shuffled(mut self, seed: u64) -> TestGame {
        self.config.shuffle = true;
        self.seed = seed;
        self
    }

    /// The game at the opening-hand decision.
    pub fn build(self) -> Game {
        Game::new(&self.deck, catalog(), self.config, self.seed).expect("game sets up")
    }

    /// The game after keeping the hand: your first Main Phase.
    pub fn kept(self) -> Game {
        let mut game = self.build();
        game.apply(Action::Keep).expect("keep");
        game
    }
}

/// The handle of the first card in hand with this ID.
pub fn in_hand(game: &Game, id: &str) -> CardHandle {
    let id = CardId::parse(id).expect("id");
    game.table()
        .find_in(&id, &game.state().acting().hand)
        .unwrap_or_else(|| panic!("{id} in hand"))
}

/// The IDs of the hand.
pub fn hand_ids(game: &Game) -> Vec<String> {
    game.view().you.hand
}

/// Plays a Character from hand into a slot (0-based).
pub fn play_character(game: &mut Game, id: &str, slot: u8) -> Vec<Event> {
    let card = in_hand(game, id);
    game.apply(Action::PlayCharacter { card, slot })
        .unwrap_or_else(|e| panic!("play {id}: {e}"))
}

/// Resolves every pending ability: a decision takes its first option (or stops choosing), an
/// ability left to the player is marked done.
pub fn resolve_all(game: &mut Game) {
    while !game.state().pending().is_empty() && game.state().winner().is_none() {
        let action = if game.state().decision().is_some() {
            game.legal_actions()
                .into_iter()
                .find(|a| matches!(a, Action::Choose { .. }))
                .unwrap_or(Action::ChooseDone)
        } else {
            Action::ResolvePending
        };
        game.apply(action).expect("resolve");
    }
}

/// Ends turns until your Main Phase of turn `turn` or later.
pub fn advance_to_turn(game: &mut Game, turn: u16) {
    while game.state().turn() < turn && game.state().winner().is_none() {
        resolve_all(game);
        game.apply(Action::EndTurn).expect("end turn");
    }
}

/// Untaps every Scene (sandbox), to pay freely in scenarios.
pub fn untap_scenes(game: &mut Game) {
    for i in 0..game.state().acting().scene_area.len() {
        game.apply(Action::Sandbox(SandboxAction::SetTapped {
            target: ponydeck::engine::TapTarget::Scene(i as u8),
            tapped: false,
        }))
        .expect("untap");
    }
}

/// Begins Contact and resolves every lane with `choice`.
pub fn contact(game: &mut Game, choice: LaneChoice) -> Vec<Event> {
    let mut events = game.apply(Action::BeginContact).expect("contact");
    while game.state().phase() == Phase::Contact && game.state().winner().is_none() {
        resolve_all(game);
        events.extend(game.apply(Action::ResolveLane { choice }).expect("lane"));
    }
    resolve_all(game);
    events
}

/// Moves a card of the Main Deck (or, failing that, the hand) into a slot with a sandbox move
/// (no Appear, 201.6.1).
pub fn place(game: &mut Game, id: &str, slot: u8) {
    let card_id = CardId::parse(id).expect("id");
    let deck: Vec<_> = game.state().acting().main_deck.clone();
    let hand: Vec<_> = game.state().acting().hand.clone();
    let card = game
        .table()
        .find_in(&card_id, &deck)
        .or_else(|| game.table().find_in(&card_id, &hand))
        .expect("in the deck or the hand");
    game.apply(Action::Sandbox(SandboxAction::Move {
        card,
        to: Zone::Character(slot),
    }))
    .expect("move");
}

/// Adds Scenes from the Scene Deck until the Scene Area holds `n`, all untapped.
pub fn scenes(game: &mut Game, n: usize) {
    while game.state().acting().scene_area.len() < n {
        let card = *game.state().acting().scene_deck.last().expect("a Scene");
        game.apply(Action::Sandbox(SandboxAction::Move {
            card,
            to: Zone::SceneArea,
        }))
        .expect("scene");
    }
    untap_scenes(game);
}

/// Sandbox: a rival sparring Character of this Inspiration in a lane (0-based).
pub fn spar(game: &mut Game, lane: u8, inspiration: u8) {
    game.apply(Action::Sandbox(SandboxAction::PlaceSparring {
        lane,
        inspiration,
    }))
    .expect("spar");
}

/// Sandbox: moves the first card with this ID from the hand to adorn the Character in `slot`.
pub fn adorn_from_hand(game: &mut Game, id: &str, slot: u8) {
    let card = in_hand(game, id);
    game.apply(Action::Sandbox(SandboxAction::Move {
        card,
        to: Zone::Item(slot),
    }))
    .expect("adorn");
}

/// Sandbox: moves the first card with this ID from the hand to the Retirement Area.
pub fn retire_from_hand(game: &mut Game, id: &str) {
    let card = in_hand(game, id);
    game.apply(Action::Sandbox(SandboxAction::Move {
        card,
        to: Zone::Retirement,
    }))
    .expect("to the Retirement Area");
}

/// An unshuffled two-player game, both hands kept: turn 1 is about to be played (issue 11).
pub fn unshuffled_duel(you: GameDeck, rival: GameDeck, rules: RulesVersion, first: bool) -> Game {
    let config = GameConfig {
        rules,
        first_player: first,
        rival_plans: 4,
        shuffle: false,
    };
    let mut game =
        Game::new_two_player(&you, &rival, catalog(), config, 1).expect("a two-player game");
    game.apply(Action::Keep).expect("keep");
    game.apply(Action::Keep).expect("keep");
    game
}

/// The first Character in the hand of the player to act.
pub fn hand_character(game: &Game) -> CardHandle {
    *game
        .state()
        .acting()
        .hand
        .iter()
        .find(|c| game.table().card_type(**c) == CardType::Character)
        .expect("a Character in hand")
}

/// Ends the turn player's Inspiration step in the current (contested) lane and, when the
/// non-turn player's step follows (404.3.2), ends that one too without a boost: the Contact
/// resolves. The events of both.
pub fn resolve_contact(game: &mut Game) -> Vec<Event> {
    let auto = Action::ResolveLane {
        choice: LaneChoice::Auto,
    };
    let mut events = game.apply(auto).expect("the turn player's step ends");
    if game.state().inspiration_step() == ponydeck::engine::InspirationStep::NonTurnPlayer {
        events.extend(game.apply(auto).expect("the non-turn player's step ends"));
    }
    events
}

/// Fails the test unless each of your 70 cards (50 Main, 15 Scene, 4 Story, the Main
/// Character: 102) is in exactly one zone, and each card of the table (the passive rival's
/// too) in one zone of its player: no card lost or doubled by whatever happened, which
/// `context` names.
pub fn assert_every_card_once(game: &Game, context: &str) {
    let all: Vec<u8> = game
        .state()
        .all_cards_sorted()
        .iter()
        .map(|c| c.0)
        .collect();
    assert_eq!(all, (0..70).collect::<Vec<u8>>(), "{context}");
    // And the passive rival's stand-ins (its Plans, hand, sparring Characters, Stories and
    // Main Character) each in one of its zones.
    let table: Vec<u8> = game
        .state()
        .all_cards_both_sorted()
        .iter()
        .map(|c| c.0)
        .collect();
    let n = u8::try_from(game.table().len()).expect("at most 255 cards");
    assert_eq!(table, (0..n).collect::<Vec<u8>>(), "{context}");
}

/// Plays random legal actions with no heap allocation once its buffer is warm (the
/// allocation tests count every allocation of the process): a 64-bit linear congruential
/// generator picks among the legal actions.
pub struct RandomPlay {
    legal: Vec<Action>,
    pick: u64,
}

impl RandomPlay {
    pub fn new(seed: u64) -> RandomPlay {
        RandomPlay {
            legal: Vec::with_capacity(256),
            pick: seed,
        }
    }

    /// Applies one random legal action, its events in `events` (cleared first), and returns
    /// it; `None` when no action is legal (the game is over). A refused legal action fails
    /// the test.
    pub fn step(&mut self, game: &mut Game, events: &mut Vec<Event>) -> Option<Action> {
        game.legal_actions_into(&mut self.legal);
        if self.legal.is_empty() {
            return None;
        }
        self.pick = self
            .pick
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let action = self.legal[((self.pick >> 33) % self.legal.len() as u64) as usize];
        events.clear();
        game.apply_into(action, events)
            .unwrap_or_else(|e| panic!("{action:?} is legal and applies: {e}"));
        Some(action)
    }
}
