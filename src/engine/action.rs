//! What the player can do: the rules actions of a turn and the sandbox actions (each one an
//! [`Action`], so all are logged, undoable and replayable).

use serde::{Deserialize, Serialize};

use super::decision::ChosenRef;
use super::{CardHandle, Present, Token};

/// Where a card goes in a sandbox move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// The top of the Main Deck (609.1).
    MainDeckTop,
    /// The bottom of the Main Deck.
    MainDeckBottom,
    /// The top of the Scene Deck.
    SceneDeckTop,
    /// The bottom of the Scene Deck.
    SceneDeckBottom,
    /// The Hand.
    Hand,
    /// The Scene Area (face-up, untapped).
    SceneArea,
    /// An empty Adventure Area slot (0-based), as a Character.
    Character(u8),
    /// Adorned to the Character in a slot (0-based), as an Item (an earlier Item retires).
    Item(u8),
    /// A Plan on your Story of this stage index (0 = I), which must have none.
    Plan(u8),
    /// The Retirement Area.
    Retirement,
    /// The Settlement Area.
    Settlement,
    /// The Story Area as a Story or the Main Character (never a destination).
    StoryArea,
}

/// Which deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckKind {
    /// The Main Deck.
    Main,
    /// The Scene Deck.
    Scene,
}

/// What to tap or untap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TapTarget {
    /// A Scene by position in the Scene Area (0-based).
    Scene(u8),
    /// The Character in a slot (0-based).
    Character(u8),
    /// The Main Character.
    MainCharacter,
}

/// How long an Inspiration change lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    /// Until the end of this Contact (404.3.5a).
    Contact,
    /// Until the end of turn (405.1, 606).
    Turn,
    /// While the Character stays in the Adventure Area.
    Permanent,
}

/// Which ability of a slot is activated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AbilitySource {
    /// The Character's own ability.
    Character,
    /// An ability its Item gives it.
    Item,
}

/// What an uncontested lane does (404.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LaneChoice {
    /// Promote when allowed, else Intervene when the rival has a Plan, else nothing. In a
    /// contested lane: Contact.
    Auto,
    /// Promote the Story (404.4, 304.4).
    Promote,
    /// Intervene the rival's lowest Plan (404.4, 605).
    Intervene,
    /// Take no action.
    Pass,
}

/// A free action for what card abilities ask and the engine does not carry out (and for
/// practice). Each is logged and undoable like any other action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SandboxAction {
    /// Draw N cards (601.2; drawing from an empty Main Deck loses, 502.1.1c).
    Draw {
        /// How many.
        count: u8,
    },
    /// Discard a card from the Hand (602.1).
    Discard {
        /// The card.
        card: CardHandle,
    },
    /// Move any card of yours to a zone.
    Move {
        /// The card.
        card: CardHandle,
        /// Where to.
        to: Zone,
    },
    /// Look at the top N cards of a deck (613); nothing moves.
    LookAtTop {
        /// Which deck.
        deck: DeckKind,
        /// How many.
        count: u8,
    },
    /// Shuffle a deck (103.1.1).
    Shuffle {
        /// Which deck.
        deck: DeckKind,
    },
    /// Tap or untap (610).
    SetTapped {
        /// What.
        target: TapTarget,
        /// Tapped afterwards.
        tapped: bool,
    },
    /// Flip a Scene face-up / face-down (204.5.2).
    FlipScene {
        /// Position in the Scene Area (0-based).
        scene: u8,
    },
    /// Change a Character's Inspiration (607).
    ChangeInspiration {
        /// The slot (0-based).
        slot: u8,
        /// By how much.
        delta: i8,
        /// For how long.
        duration: Duration,
    },
    /// Give a token (207.2).
    GiveToken {
        /// The slot (0-based).
        slot: u8,
        /// The token.
        token: Token,
    },
    /// Remove a token without its effect (605.3).
    RemoveToken {
        /// The slot (0-based).
        slot: u8,
        /// The token.
        token: Token,
    },
    /// Unwrap a Present (207.2.2c): it is removed and its effect becomes pending (Pinkie Pie's
    /// +1 Inspiration this turn is applied at once).
    UnwrapPresent {
        /// The slot (0-based).
        slot: u8,
        /// The Present.
        present: Present,
    },
    /// Reveal (or hide again) your Plan on a Story (index 0 = I).
    RevealPlan {
        /// The Story index.
        stage: u8,
    },
    /// Sparring: place a rival Character of this Inspiration in a lane (slot index, 0-based).
    PlaceSparring {
        /// The lane.
        lane: u8,
        /// Its Inspiration.
        inspiration: u8,
    },
    /// Sparring: remove the rival Character from a lane.
    RemoveSparring {
        /// The lane.
        lane: u8,
    },
    /// The rival Intervenes your lowest Plan (404.4): it is removed and a Pre-plan ability on
    /// it is used (605.1.0). For practising against a rival that does not play.
    RivalIntervenes,
}

/// One action of the player. Slots and Scenes are 0-based here (the CLI counts from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// 103.4.1: keep the opening hand.
    Keep,
    /// 103.4.1a: the hand to the bottom of the Main Deck, draw 5 (once, 103.4.1c).
    Mulligan,
    /// 403.2, 503: play a Character into a slot (2.0.0: onto an occupied slot, Replace).
    PlayCharacter {
        /// The card in hand.
        card: CardHandle,
        /// The slot (0-based).
        slot: u8,
    },
    /// 403.3: play an Event.
    PlayEvent {
        /// The card in hand.
        card: CardHandle,
    },
    /// 403.4, 503.2.2: play an Item adorned to the Character in a slot.
    PlayItem {
        /// The card in hand.
        card: CardHandle,
        /// The slot of the Character (0-based).
        slot: u8,
    },
    /// 201.6.4c, 403.1: use an activated "`[Adventure] [Tap]`" ability of a Character.
    ActivateTap {
        /// The slot (0-based).
        slot: u8,
        /// The Character's ability or the one its Item gives.
        source: AbilitySource,
    },
    /// 207.2.1, 501.3: use an activated `[Eat Treat]` ability of a Character ("Remove a Treat
    /// from this Character:"), paid by removing its Treat (and tapping it when the cost also
    /// says `[Tap]`).
    ActivateTreat {
        /// The slot (0-based).
        slot: u8,
        /// The Character's ability or the one its Item gives.
        source: AbilitySource,
    },
    /// 501.3.2: flip a face-up Scene to use its Explore ability (Main Phase).
    Explore {
        /// Position in the Scene Area (0-based).
        scene: u8,
    },
    /// 504.4.1: the top pending ability has been carried out; remove it from the list.
    ResolvePending,
    /// End the Main Phase and begin the Contact Phase (404; skipped on turns 1 and 2).
    BeginContact,
    /// 404.3.1: flip a face-up Scene to Inspo Boost in the current Contact.
    InspoBoost {
        /// Position in the Scene Area (0-based).
        scene: u8,
    },
    /// Resolve the current lane of the Contact Phase (404.3 Contact, 404.4 action).
    ResolveLane {
        /// The action of an uncontested lane.
        choice: LaneChoice,
    },
    /// End the Main Phase with the Contact Phase passing with no action: the End Phase begins
    /// and waits (for 405.2 discards of your choice, then [`Action::EndTurn`]).
    PassContact,
    /// 405.2: discard a card of your choice in the End Phase (only above 10 cards).
    Discard {
        /// The card in hand.
        card: CardHandle,
    },
    /// End the turn (from the Main Phase the Contact Phase passes with no action; 405.2
    /// discards the last cards drawn down to 10), let the rival's turn pass and run your next
    /// Start Phase.
    EndTurn,
    /// A sandbox action.
    Sandbox(SandboxAction),
    /// 615: choose one of the open decision's options.
    Choose {
        /// The option.
        pick: ChosenRef,
    },
    /// 615.1.1: stop choosing ("up to").
    ChooseDone,
}
