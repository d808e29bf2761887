//! What a game starts from: the deck ([`GameDeck`]) and the switches ([`GameConfig`]).

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardId, CardIndex};
use crate::deck::{Deck, Section};
use crate::format::RulesVersion;

use super::GameError;

/// The cards a game is played with, top of each deck first (the order `--no-shuffle` keeps).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameDeck {
    /// The Main Deck, top first.
    pub main: Vec<CardId>,
    /// The Scene Deck, top first.
    pub scene: Vec<CardId>,
    /// The Stories, stage I to IV.
    pub stories: Vec<CardId>,
    /// The Main Character.
    pub main_character: CardId,
}

impl GameDeck {
    /// The deck as the engine plays it: Main and Scene Decks in list order (top first), the
    /// Stories sorted I..IV and the Main Character in place (103.2). Maybe cards stay out.
    pub fn from_deck(deck: &Deck, cards: &CardIndex) -> Result<GameDeck, GameError> {
        let mut stories = deck.expanded(Section::Story);
        stories.sort_by_key(|id| {
            cards
                .printing(id)
                .and_then(Card::kayou)
                .and_then(|c| c.stage())
                .map_or(u8::MAX, |s| s.number())
        });
        let main_character = deck
            .expanded(Section::MainCharacter)
            .into_iter()
            .next()
            .ok_or(GameError::NoMainCharacter)?;
        Ok(GameDeck {
            main: deck.expanded(Section::Main),
            scene: deck.expanded(Section::Scene),
            stories,
            main_character,
        })
    }
}

/// How a game is set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    /// Which rules apply.
    pub rules: RulesVersion,
    /// Whether you are the first player (103.3).
    pub first_player: bool,
    /// How many face-down Plans the rival has, on its Stories I..K (0..=4).
    pub rival_plans: u8,
    /// Shuffle the decks at setup (103.2); `false` keeps the list order.
    pub shuffle: bool,
}

impl Default for GameConfig {
    fn default() -> GameConfig {
        GameConfig {
            rules: RulesVersion::NEWEST,
            first_player: true,
            rival_plans: 4,
            shuffle: true,
        }
    }
}

/// How a game was won (104).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinBy {
    /// 104.1: the winner reached stage IV of its Story, or a Story's "you win the game"
    /// (104.1.1) resolved.
    Story,
    /// 104.2.0: the loser had to draw from an empty Main Deck.
    DeckOut,
}

/// A player of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The player the engine plays for.
    You,
    /// The rival (passive, or playing its own deck in a two-player game).
    Rival,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::You => Side::Rival,
            Side::Rival => Side::You,
        }
    }

    /// 0 for you, 1 for the rival (to index per-player arrays).
    pub fn index(self) -> usize {
        match self {
            Side::You => 0,
            Side::Rival => 1,
        }
    }

    /// `you` or `rival`.
    pub fn as_str(self) -> &'static str {
        match self {
            Side::You => "you",
            Side::Rival => "rival",
        }
    }
}
