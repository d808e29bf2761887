//! Why an action is refused ([`ActionError`], with the rule and the numbers) or a game cannot
//! start or load ([`GameError`]).

use crate::engine::Phase;

/// Why the rules (or the state) forbid an action. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    /// 104: the game has a winner.
    #[error("the game is over; no more actions (104)")]
    GameOver,
    /// The action belongs to another phase.
    #[error("{action} is not possible in the {phase} phase{hint}")]
    WrongPhase {
        /// What was tried.
        action: &'static str,
        /// The current phase.
        phase: Phase,
        /// A hint with the rule.
        hint: &'static str,
    },
    /// 503.1.1: pending abilities must be resolved first.
    #[error("{count} pending abilit{} must be resolved first (503.1.1, 504.4)", if *count == 1 { "y" } else { "ies" })]
    PendingAbilities {
        /// How many are waiting.
        count: usize,
    },
    /// 103.4.1c: only one mulligan, and only during setup.
    #[error("the opening hand was already decided (103.4.1c: one mulligan, before turn 1)")]
    HandDecided,
    /// The card is not where the action needs it.
    #[error("{card} is not in your {zone}")]
    NotThere {
        /// The card.
        card: String,
        /// The zone searched.
        zone: &'static str,
    },
    /// The card has the wrong type for the action.
    #[error(
        "{card} is a{} {card_type}, not a{} {wanted}",
        an(card_type),
        an(wanted)
    )]
    WrongType {
        /// The card.
        card: String,
        /// Its type.
        card_type: &'static str,
        /// The type the action plays.
        wanted: &'static str,
    },
    /// 608: not enough Force of Harmony.
    #[error("{card} costs {cost}, {available} (608.1)")]
    CannotPay {
        /// The card.
        card: String,
        /// Its cost.
        cost: u8,
        /// What could pay, in words ("3 untapped Scenes").
        available: String,
    },
    /// Slots are 1..3.
    #[error("slot {slot} does not exist; the Adventure Area has slots 1, 2 and 3 (303)")]
    NoSuchSlot {
        /// The slot asked for (1-based).
        slot: u8,
    },
    /// 303, 503.1.7: the slot holds a Character.
    #[error(
        "slot {slot} holds {occupant}; under {rules} a Character goes into an empty slot (303, 503.1.7)"
    )]
    SlotOccupied {
        /// The slot (1-based).
        slot: u8,
        /// Who is there.
        occupant: String,
        /// The rules in force.
        rules: &'static str,
    },
    /// 303.3: all three slots are full.
    #[error("the Adventure Area is full (303.3.0)")]
    AdventureFull,
    /// An empty slot where a Character is needed.
    #[error("slot {slot} has no Character{why}")]
    SlotEmpty {
        /// The slot (1-based).
        slot: u8,
        /// The rule.
        why: &'static str,
    },
    /// 203, 503.2.2: "Only adorn ｢X｣".
    #[error("{item} may only adorn {names}; {character} in slot {slot} is not one (203, 503.2.2)")]
    OnlyAdorn {
        /// The Item.
        item: String,
        /// The allowed names.
        names: String,
        /// The Character tried.
        character: String,
        /// The slot (1-based).
        slot: u8,
    },
    /// 501.3, 610.2: the card is already tapped.
    #[error("{card} is already tapped (501.3.0, 610.2.0)")]
    AlreadyTapped {
        /// The card.
        card: String,
    },
    /// The card has no ability of that kind.
    #[error("{card} has no {what} ability")]
    NoSuchAbility {
        /// The card.
        card: String,
        /// The chip.
        what: &'static str,
    },
    /// An effect blocks this Scene's [Inspo Boost] this turn (BP03-SPR12).
    #[error("{card}'s [Inspo Boost] cannot be used until the end of turn: an effect blocks it")]
    InspoBoostBlocked {
        /// The Scene.
        card: String,
    },
    /// 404.3.1a: the Scene's [Inspo Boost] only applies to a specific Character, and the
    /// player's Character in this Contact is not one.
    #[error(
        "{card}'s [Inspo Boost] only applies to a specific Character, and {character} in this Contact is not one (404.3.1a)"
    )]
    InspoBoostNotFor {
        /// The Scene.
        card: String,
        /// The player's Character in this Contact.
        character: String,
    },
    /// A Scene index that does not exist.
    #[error("Scene {scene} does not exist; your Scene Area has {count}")]
    NoSuchScene {
        /// The Scene (1-based).
        scene: u8,
        /// How many there are.
        count: usize,
    },
    /// 204.5.2a, 501.3.1: a face-down Scene cannot be flipped for its ability.
    #[error(
        "Scene {scene} is face-down; only a face-up Scene can be flipped for its ability (204.5.2a)"
    )]
    SceneFaceDown {
        /// The Scene (1-based).
        scene: u8,
    },
    /// 404.4.1: promotion blocked by a rival Plan.
    #[error(
        "the rival has a Plan on stage {stage}, so you cannot Promote to it; Intervene instead (304.4.0, 404.4)"
    )]
    PromoteBlocked {
        /// The stage (1..4).
        stage: u8,
    },
    /// 404.4: nothing to Intervene.
    #[error("the rival has no Plan left to Intervene (404.4)")]
    NoPlanToIntervene,
    /// 404.4: a lane action without a Character of yours in it.
    #[error("lane {lane} has no Character of yours to take an action (404.5)")]
    NoActionInLane {
        /// The lane (1-based slot number).
        lane: u8,
    },
    /// 404.3: a lane choice in a contested lane.
    #[error("lane {lane} is contested; Characters Contact there, no Promote or Intervene (404.3)")]
    LaneContested {
        /// The lane (1-based).
        lane: u8,
    },
    /// 404.3.1: Inspo Boost only in a Contact between two Characters.
    #[error(
        "Inspo Boost is used only in the Inspiration step of a Contact between two Characters (404.3.1, 501.3.1)"
    )]
    NoContact,
    /// 404.3.2: in the non-turn player's Inspiration step only its Inspo Boosts and the end of
    /// its step are allowed.
    #[error(
        "{action} is not allowed now: it is your Inspiration step in the other player's Contact; Inspo Boost with a face-up Scene or end the step (`ResolveLane`, 404.3.2)"
    )]
    InNonTurnInspirationStep {
        /// What was tried.
        action: &'static str,
    },
    /// 405.2: discarding in the End Phase only above ten cards.
    #[error("you hold {count} cards; the End Phase discard is only down to 10 (405.2.0)")]
    NoDiscardNeeded {
        /// Cards in hand.
        count: usize,
    },
    /// Nothing pending.
    #[error("no ability is pending")]
    NothingPending,
    /// The top pending ability is carried out by the engine, not marked done by hand.
    #[error("the top pending ability resolves by itself (504); answer its decision instead")]
    ResolvesItself,
    /// An ability waits for a decision; only an answer is accepted.
    #[error("an ability waits for a decision: {prompt}; answer it with 'choose' (615)")]
    DecisionOpen {
        /// What the decision asks.
        prompt: String,
    },
    /// A choice with no decision open.
    #[error("no decision is open")]
    NoDecision,
    /// An answer that is not among the options.
    #[error("that card is not among the options of the open decision (or was chosen already)")]
    NotAnOption,
    /// Stopping a choice before the least number is chosen.
    #[error("{chosen} chosen; choose at least {min} (615.1)")]
    TooFewChosen {
        /// How many are chosen.
        chosen: u8,
        /// The least.
        min: u8,
    },
    /// 501.4: an Event or an activated ability whose "Only use when ..." does not hold.
    #[error("{card} can only be used when its condition holds (501.4: \"Only use when ...\")")]
    PlayRestriction {
        /// The card.
        card: String,
    },
    /// 207.2.1, 503.1.6: an `[Eat Treat]` cost with no Treat to remove.
    #[error(
        "{card} has no Treat to remove, so its [Eat Treat] ability cannot be used (207.2.1, 503.1.6)"
    )]
    NoTreat {
        /// The Character.
        card: String,
    },
    /// A sandbox move that cannot be done.
    #[error("{0}")]
    Sandbox(String),
    /// Undo/redo with nothing to undo or redo.
    #[error("nothing to {0}")]
    NoHistory(&'static str),
}

fn an(word: &str) -> &'static str {
    if word.starts_with(['A', 'E', 'I', 'O', 'U', 'a', 'e', 'i', 'o', 'u']) {
        "n"
    } else {
        ""
    }
}

/// Why a game could not be set up or loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// A card of the deck is not in the catalog.
    #[error("card {card_id} is not in the catalog; check the ID or update cards.db")]
    UnknownCard {
        /// The ID.
        card_id: String,
    },
    /// A card in the wrong part of the deck.
    #[error(
        "{card_id} is a {card_type}, which does not belong in the {section} part of a game deck (102)"
    )]
    WrongSection {
        /// The ID.
        card_id: String,
        /// Its type.
        card_type: &'static str,
        /// The part.
        section: &'static str,
    },
    /// Not four Stories.
    #[error("a game needs exactly 4 Stories (stages I-IV), not {count} (102.1.3)")]
    StoryCount {
        /// How many were given.
        count: usize,
    },
    /// More than 255 cards.
    #[error("a game deck of {count} cards is too large; the engine plays up to 255")]
    TooManyCards {
        /// How many.
        count: usize,
    },
    /// The deck has no Main Character (103.2).
    #[error("the deck has no Main Character; add one (e.g. '1 SD01-RR01')")]
    NoMainCharacter,
    /// A saved game that does not load.
    #[error("the saved game does not load: {0}")]
    Saved(String),
}
