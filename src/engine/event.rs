//! What happened: the events an action produces, in order, for logs and animations.

use serde::{Deserialize, Serialize};

use super::decision::ChosenRef;
use super::{CardHandle, DeckKind, PendingKind, Phase, Side, Zone};

/// How a lane of the Contact Phase ended (404.3, 404.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ContactOutcome {
    /// Your Character had the higher Inspiration; the rival's retires.
    YouWon,
    /// The rival's Character had the higher Inspiration; yours retires.
    RivalWon,
    /// A tie: both retire (404.3.3).
    Tie,
    /// Uncontested: you Promoted to this stage.
    Promoted(u8),
    /// Uncontested: you Intervened the rival's Plan on this stage.
    Intervened(u8),
    /// No action taken in this lane.
    Passed,
}

/// One thing that happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// Two-player: from here on the events are from this player's side (its zones are
    /// "yours" in the events that follow, until the next `Seat`): it comes to act, or what it
    /// does within the other player's action begins (`GameState::on_side_of`).
    Seat {
        /// The player whose side the events that follow are from.
        side: Side,
    },
    /// 404.3.2: the non-turn player's Inspiration step began in a contested lane (it acts
    /// now, and may Inspo Boost before the Contact resolves).
    InspirationStep {
        /// The lane: the slot of that player (0-based, from its left).
        slot: u8,
    },
    /// A turn began.
    TurnBegan {
        /// The turn number.
        turn: u16,
        /// Whose turn.
        active: Side,
    },
    /// A phase began.
    PhaseBegan {
        /// The phase.
        phase: Phase,
    },
    /// You drew a card.
    Drew {
        /// The card.
        card: CardHandle,
    },
    /// A card moved between zones.
    Moved {
        /// The card.
        card: CardHandle,
        /// From.
        from: Zone,
        /// To.
        to: Zone,
    },
    /// The opening hand went to the bottom (103.4.1a).
    Mulliganed,
    /// Force of Harmony paid (608).
    Paid {
        /// The cost.
        cost: u8,
        /// Scenes tapped.
        scenes: u8,
        /// The Main Character tapped too (2.0.0).
        main_character: bool,
    },
    /// A Character Replaced another (2.0.0).
    Replaced {
        /// The old Character.
        old: CardHandle,
        /// The slot.
        slot: u8,
    },
    /// An ability became pending (504).
    PendingAdded {
        /// Its card.
        source: CardHandle,
        /// Its kind.
        kind: PendingKind,
    },
    /// The top pending ability begins, or after a decision goes on, to resolve (504.4.1): the
    /// events that follow, up to its `PendingResolved` or the decision it waits for, are what
    /// it does (the log tells them beside its card).
    Resolving {
        /// Its card.
        source: CardHandle,
        /// Its kind.
        kind: PendingKind,
    },
    /// A pending ability was resolved.
    PendingResolved {
        /// Its card.
        source: CardHandle,
        /// Its kind.
        kind: PendingKind,
    },
    /// A card was tapped or untapped.
    TappedChanged {
        /// The card.
        card: CardHandle,
        /// Tapped now.
        tapped: bool,
    },
    /// A Scene was flipped.
    Flipped {
        /// The Scene.
        card: CardHandle,
        /// Face-up now.
        face_up: bool,
    },
    /// A lane resolved.
    Lane {
        /// The slot of the lane (0-based).
        slot: u8,
        /// What happened.
        outcome: ContactOutcome,
    },
    /// A card seen by a look (613): position 0 is the top.
    Looked {
        /// The card.
        card: CardHandle,
        /// Position from the top.
        position: u8,
    },
    /// A deck was shuffled.
    Shuffled {
        /// Which deck.
        deck: DeckKind,
    },
    /// Something changed that the UI just redraws (tokens, Inspiration, sparring, plan reveal).
    Changed,
    /// The game ended.
    Won {
        /// The winner.
        winner: Side,
    },
    /// A card was chosen for an ability (615).
    Chose {
        /// The card.
        pick: ChosenRef,
    },
    /// An ability changed a Character's Inspiration (607).
    InspirationChanged {
        /// The Character.
        target: ChosenRef,
        /// By how much.
        delta: i8,
    },
    /// An ability Retired the rival's Character in a lane.
    RivalRetired {
        /// The lane (0-based slot).
        lane: u8,
        /// It Retired in Contact (404.3.4) rather than by an effect.
        #[serde(default)]
        in_contact: bool,
    },
    /// Cards at random from the goldfish rival's hand went to its Retirement Area (its hand
    /// is a count only: it has that many fewer cards).
    RivalHandRetired {
        /// How many.
        count: u8,
    },
    /// A Treat was placed on (or removed from) your Character (207.2.1).
    TreatChanged {
        /// The Character.
        card: CardHandle,
        /// Placed rather than removed.
        placed: bool,
    },
    /// An effect keeps your Character from Retiring in Contact this turn.
    Protected {
        /// The Character.
        card: CardHandle,
    },
    /// Your Character Retired (614), with the Item it was adorned with.
    Retired {
        /// The Character.
        card: CardHandle,
        /// Its Item, which goes where it goes (the Settlement Area while a [Farewell] is
        /// played, then the Retirement Area: 306.2.3).
        item: Option<CardHandle>,
        /// It Retired in Contact (404.3.4).
        in_contact: bool,
    },
    /// A Plan was removed (605): yours (with its card) or the rival's.
    PlanRemoved {
        /// Whose Plan.
        side: Side,
        /// The Story it was on (0 = I).
        stage: u8,
        /// Your Plan's card (the rival's Plans are not known).
        card: Option<CardHandle>,
    },
    /// Your Character moved within the Adventure Area (612), keeping its state.
    MovedInAdventure {
        /// The Character.
        card: CardHandle,
        /// From this slot (0-based).
        from: u8,
        /// To this slot.
        to: u8,
    },
    /// An effect made you discard a card (602; the End Phase's hand limit is not a discard
    /// that triggers, 602.3).
    Discarded {
        /// The card.
        card: CardHandle,
    },
    /// An effect moved your adorned Item to the Retirement Area.
    ItemRetired {
        /// The Item.
        card: CardHandle,
    },
    /// A turn is ending: its "at the end of your turn" abilities trigger (405).
    TurnEnds {
        /// Whose turn.
        side: Side,
    },
    /// You looked at a Plan of yours (613): only you see it, until the ability settles.
    LookedAtPlan {
        /// The Plan's card.
        card: CardHandle,
        /// The Story it is on (0 = I).
        stage: u8,
    },
    /// You looked at a Plan of the rival's (613, "look at 1 of Rival's Plans"): only you see
    /// it, until the ability settles; it stays where it is (613.2.0).
    LookedAtRivalPlan {
        /// The Plan's card.
        card: CardHandle,
        /// The rival's Story it is on (0 = I).
        stage: u8,
    },
    /// A "the next X you play this turn costs N less" change waits for its card (`used:
    /// false`), or the card it was for was played and used it up (`used: true`) (503.1.4).
    CostChanged {
        /// The card whose ability made the change.
        source: CardHandle,
        /// The change (negative: cheaper).
        delta: i8,
        /// Used up by the card just played.
        used: bool,
    },
}

/// The events of the action being applied, as they are logged, with the kinds of those the
/// trigger pass has not looked at yet (`triggers::event_bit`, one bit a kind that a "When ..."
/// ability can wait for). The bit is taken as each event is pushed, where its kind is known
/// when the engine is compiled, so it costs nothing; the pass then needs no walk over the new
/// events to learn whether any of them can set anything off (501.1).
pub(crate) struct EventLog<'a> {
    events: &'a mut Vec<Event>,
    /// The kinds among the events pushed since the trigger pass last looked (a superset of
    /// those it has still to look at: see [`EventLog::unheard`]).
    unheard: u16,
}

impl<'a> EventLog<'a> {
    /// A log appending to `events` (what it holds already is not the action's: not looked at).
    pub(crate) fn new(events: &'a mut Vec<Event>) -> EventLog<'a> {
        EventLog { events, unheard: 0 }
    }

    /// Logs an event.
    #[inline]
    pub(crate) fn push(&mut self, event: Event) {
        self.unheard |= super::triggers::event_bit(&event);
        self.events.push(event);
    }

    /// The kinds of the events pushed since [`EventLog::heard`]: every kind among the events
    /// from where the trigger pass starts (it never starts before the point it last reached).
    pub(crate) fn unheard(&self) -> u16 {
        self.unheard
    }

    /// The trigger pass has looked at every event so far.
    pub(crate) fn heard(&mut self) {
        self.unheard = 0;
    }
}

impl std::ops::Deref for EventLog<'_> {
    type Target = [Event];

    fn deref(&self) -> &[Event] {
        self.events
    }
}
