//! What the player can do at the Lorcana table, and why an action is refused (with the rule).

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A card of the game: its place in the deck list as dealt (0..deck size).
pub type Handle = u16;

/// One action. A seed and the list of actions replay a game exactly.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// 2.2.2: keep the opening hand.
    Keep,
    /// 2.2.2.1: put these cards on the bottom, draw back up to 7, shuffle (2.2.2.3).
    Mulligan(Vec<Handle>),
    /// 4.2: put an inkable card from hand into the inkwell (once per turn, 4.2.3).
    Ink(Handle),
    /// 4.3: play a card from hand, paying its cost in ink.
    Play(Handle),
    /// 8.10: play a character by its Shift cost on top of one of yours.
    Shift {
        /// The card in hand.
        card: Handle,
        /// The character in play it goes on.
        onto: Handle,
    },
    /// 5.4.4.2, 8.12: play a song for free by exerting singers.
    Sing {
        /// The song in hand.
        song: Handle,
        /// The characters that sing it.
        singers: Vec<Handle>,
    },
    /// 4.5: quest with a character.
    Quest(Handle),
    /// 4.7: move a character to a location.
    Move {
        /// The character.
        card: Handle,
        /// The location.
        location: Handle,
    },
    /// 4.4: use an activated ability (the ability's place among the card's abilities).
    Activate {
        /// The card in play.
        card: Handle,
        /// Which of its abilities.
        ability: u8,
    },
    /// 8.4: Boost: pay N to put the top card of your deck under this card.
    Boost(Handle),
    /// 3.4: end the turn; the opponent's turn passes and your next one begins.
    EndTurn,
    /// Answer the open decision with its option number.
    Choose(u8),
    /// The ability left to you has been carried out (or you let it go).
    Done,
    /// By hand, for an ability the table does not carry out.
    Adjust(Adjust),
}

/// Changes made by hand while an ability is left to the player.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Adjust {
    /// Draw a card.
    Draw,
    /// Gain 1 lore.
    GainLore,
    /// Lose 1 lore.
    LoseLore,
    /// Put the top card of the deck into the inkwell, exerted.
    InkTop,
    /// Ready a card in play.
    Ready(Handle),
    /// Exert a card in play.
    Exert(Handle),
    /// Put 1 damage counter on a card in play.
    Damage(Handle),
    /// Remove 1 damage counter.
    Heal(Handle),
    /// Banish a card in play.
    Banish(Handle),
    /// Return a card in play or in the discard to the hand.
    ToHand(Handle),
    /// Discard a card from the hand.
    Discard(Handle),
}

/// Why an action was refused, with the rule that refuses it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ActionError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The opening hand is still to be kept or mulliganed.
    #[error("keep or mulligan the opening hand first (2.2.2)")]
    OpeningHand,
    /// Keep/mulligan after the game began.
    #[error("the opening hand was already decided (2.2.2.1: one mulligan, before the game)")]
    NotOpening,
    /// A decision is open.
    #[error("an ability waits for a decision: {0}")]
    DecisionOpen(String),
    /// No decision is open.
    #[error("no decision is open")]
    NoDecision,
    /// An option number out of range.
    #[error("there is no option {0}")]
    NoOption(u8),
    /// The card is not where the action needs it.
    #[error("{card} is not in your {zone}")]
    NotIn {
        /// The card's ID.
        card: String,
        /// The zone.
        zone: &'static str,
    },
    /// Already inked this turn.
    #[error("you already put a card into your inkwell this turn (4.2.3: once per turn)")]
    InkedThisTurn,
    /// The card has no inkwell symbol.
    #[error("{0} is not inkable (4.2.1.1: only cards with the inkwell symbol)")]
    NotInkable(String),
    /// Not enough ready ink.
    #[error("{card} costs {cost} and you have {ready} ready ink (4.3.2.4)")]
    NotEnoughInk {
        /// The card's ID.
        card: String,
        /// The cost to pay.
        cost: u8,
        /// Ready ink cards.
        ready: u8,
    },
    /// A character still drying.
    #[error("{0} is drying: it was played this turn (5.1.1.11)")]
    Drying(String),
    /// An exerted card.
    #[error("{0} is exerted (4.5.1.2, 4.4.2)")]
    Exerted(String),
    /// Reckless or "can't quest".
    #[error("{0} can't quest (8.7.2 Reckless, or its own text)")]
    CantQuest(String),
    /// Not a character.
    #[error("{0} is not a character (5.3.4: only characters quest, sing and move)")]
    NotCharacter(String),
    /// Shift onto a wrong base.
    #[error(
        "{card} can't Shift onto {onto} (8.10.1: onto one of your characters with the same name)"
    )]
    BadShift {
        /// The card's ID.
        card: String,
        /// The base.
        onto: String,
    },
    /// No Shift keyword the table reads.
    #[error("{0} has no Shift the table reads (8.10)")]
    NoShift(String),
    /// Not a song.
    #[error("{0} is not a song (5.4.4)")]
    NotSong(String),
    /// The singers can't pay.
    #[error("{song} costs {cost} to sing; the singers count {total} (5.4.4.2, 8.11, 8.12)")]
    SingersTooSmall {
        /// The song's ID.
        song: String,
        /// Its cost.
        cost: u8,
        /// The singers' total (or the lone singer's value).
        total: u8,
    },
    /// Several singers without Sing Together.
    #[error("{0} has no Sing Together: one character sings it (5.4.4.2)")]
    OneSinger(String),
    /// A singer that can't sing.
    #[error("{0} can't sing songs (its own text)")]
    CantSing(String),
    /// Not a location.
    #[error("{0} is not a location (4.7.1)")]
    NotLocation(String),
    /// Already at that location.
    #[error("{card} is already at {location} (4.7)")]
    AlreadyThere {
        /// The character's ID.
        card: String,
        /// The location's ID.
        location: String,
    },
    /// No such activated ability.
    #[error("{0} has no ability the table can activate there")]
    NoAbility(String),
    /// No Boost or used this turn.
    #[error("{0} can't Boost now (8.4: once during your turn, with a card in your deck)")]
    NoBoost(String),
    /// Only with an ability left to the player.
    #[error("changes by hand are for an ability left to you (say `done` when it is carried out)")]
    NoManual,
    /// An Adventurous character that can quest has not.
    #[error(
        "{0} is Adventurous: it must quest each turn if able (its reminder text); quest with it before ending the turn"
    )]
    MustQuest(String),
    /// A card type that can't be played this way.
    #[error("{0} can't be played that way")]
    CantPlay(String),
}
