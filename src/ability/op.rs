//! [`Op`]: the operations an ability carries out, in the order written (502.1.1).

use serde::{Deserialize, Serialize};

use super::{Amount, CardFilter, Condition, Dest, Duration, GameEvent, Side, Target, Zone};

/// One part of a choice: "1 Item" of "choose 1 Item and 1 Event in your Retirement Area".
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pick {
    /// How many (exactly, unless the choice is "up to", 615.1.1).
    pub n: u8,
    /// Whose zone.
    pub side: Side,
    /// Which zone.
    pub zone: Zone,
    /// Which cards qualify.
    pub filter: CardFilter,
}

/// What an effect protects from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Protection {
    /// "won't Retire in Contact" / "cannot leave the Adventure Area due to Contact" (404.4).
    RetireInContact,
    /// "won't Retire by Event effects".
    RetireByEvents,
}

/// A rule the effect changes for a while.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RuleFlag {
    /// The Rival's Pre-plan abilities are not used; those Plans go to the Rival's hand.
    RivalPrePlansToHand,
    /// The chosen Scene's `[Inspo Boost]` cannot be used (501.3.1).
    ChosenInspoBoostBlocked,
    /// At most 1 Treat can be placed on each Character (207.2.1).
    OneTreatPerCharacter,
}

/// One operation. An ability is a short list of them, carried out in order; what cannot be
/// carried out is skipped and the rest still happens (502.1.1, 502.1.2).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Op {
    /// A decision: choose cards (`up_to`: 0..=n, 615.1.1; `random`: at random, no decision).
    /// Later operations refer to them as [`Target::Chosen`].
    Choose {
        /// The parts of the choice, all made at once.
        picks: Vec<Pick>,
        /// "up to N".
        up_to: bool,
        /// "at random".
        random: bool,
    },
    /// Draw cards (601).
    Draw(Amount),
    /// Discard cards from the hand, the controller choosing which (602).
    Discard(u8),
    /// Change Inspiration (607: all modifiers together, floor 0).
    Inspiration {
        /// Who gets it.
        target: Target,
        /// How much.
        amount: Amount,
        /// For how long (`WhileSource` for continuous abilities).
        duration: Duration,
    },
    /// Change the Cost of Force of Harmony of cards played from the hand (503.1.4).
    CostChange {
        /// Whose cost: [`Target::This`] or the next matching card played from the hand.
        target: Target,
        /// How much (negative lowers the cost).
        amount: Amount,
        /// `WhileSource` for continuous, `NextPlay` for "the next Item you play".
        duration: Duration,
    },
    /// Retire Characters (614: through the Settlement Area).
    Retire(Target),
    /// Move cards to another area (617).
    Move {
        /// What moves.
        target: Target,
        /// Where to.
        to: Dest,
    },
    /// Move a Character to an empty slot of the same Adventure Area, keeping its state (612).
    MoveInAdventure(Target),
    /// Switch the slots of two Characters of the same Adventure Area, both keeping their state
    /// (612: a switch is a move in the Adventure Area for "moves or switches" triggers). The
    /// target holds the two Characters (usually the last `Choose` of 2).
    Switch(Target),
    /// Reveal (609.2) or look at (613) the top cards of a deck into this ability's revealed
    /// cards.
    Reveal {
        /// `Deck` or `SceneDeck`.
        zone: Zone,
        /// How many.
        n: u8,
        /// Only the controller looks (613), rather than showing both players (609.2).
        look: bool,
    },
    /// Put the revealed cards not picked somewhere (609.3, 613.3).
    Rest {
        /// Where to.
        to: Dest,
        /// The controller orders them ("in any order", 609.3).
        any_order: bool,
    },
    /// Flip Scenes face up or face down (305).
    Flip {
        /// Which Scenes.
        target: Target,
        /// Face up after the flip.
        face_up: bool,
    },
    /// Tap or untap (610).
    SetTapped {
        /// Which cards.
        target: Target,
        /// Tapped after.
        tapped: bool,
    },
    /// Put the top card of a Scene Deck into its Scene Area (305).
    AddScene {
        /// Whose Scene Deck and Scene Area.
        side: Side,
        /// Face up.
        face_up: bool,
        /// Tapped.
        tapped: bool,
    },
    /// Look at Plans (613; `n = 0`: all of them), optionally putting them back in any order.
    LookPlans {
        /// Whose Plans.
        side: Side,
        /// How many (0: all).
        n: u8,
        /// The controller reorders them.
        reorder: bool,
    },
    /// Remove Plans (605: a removed Plan with a Pre-plan triggers it).
    RemovePlan {
        /// Whose Plans.
        side: Side,
        /// How many.
        n: u8,
    },
    /// Protect Characters.
    Protect {
        /// Which Characters.
        target: Target,
        /// From what.
        from: Protection,
        /// For how long.
        duration: Duration,
    },
    /// Place (`add`) or remove a Treat token (207.2.1).
    Treat {
        /// On which Characters.
        target: Target,
        /// Place rather than remove.
        add: bool,
    },
    /// A delayed triggered ability: "Until the end of turn, each time ..." (501.1).
    Delayed {
        /// What sets it off.
        event: GameEvent,
        /// How long it listens.
        duration: Duration,
        /// What it does each time.
        steps: Vec<Op>,
    },
    /// A rule changed for a while.
    Rule {
        /// Which rule.
        flag: RuleFlag,
        /// For how long.
        duration: Duration,
    },
    /// "If ..., ... instead": one of two lists, decided when this op is reached.
    If {
        /// The question.
        condition: Condition,
        /// When it holds.
        then: Vec<Op>,
        /// When it does not.
        otherwise: Vec<Op>,
    },
    /// The controller wins the game (104.1.1).
    WinGame,
}
