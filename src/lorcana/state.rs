//! The state of a Lorcana goldfish game: your zones, lore and the bag; the dummy opponent has
//! nothing (LORCANA.md §1), so its turns pass.

use serde::Serialize;

use crate::engine::EngineRng;

use super::ability::{Effect, Kind};
use super::action::Handle;

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 2.2.2: the opening hand is kept or mulliganed.
    Setup,
    /// 3.2: the Start-of-Turn phase (the bag resolves at Set and after the draw).
    Start,
    /// 3.3: the Main phase: turn actions.
    Main,
    /// 3.4: the End-of-Turn phase (end-of-turn abilities resolve).
    End,
    /// The game is over.
    Over,
}

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// 1.8.1.1: 20 or more lore.
    Won,
    /// 1.8.1.2: you ended your turn with no cards in your deck.
    Lost,
}

/// A card in your inkwell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ink {
    /// The card.
    pub card: Handle,
    /// Exerted (used to pay this turn).
    pub exerted: bool,
}

/// A card in play (characters, items, locations).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InPlay {
    /// The card (the top of its stack).
    pub card: Handle,
    /// Exerted.
    pub exerted: bool,
    /// 5.1.2.1: played this turn (a character can't quest, sing or {E} yet).
    pub drying: bool,
    /// Damage counters (1.9).
    pub damage: u8,
    /// The location it is at (4.7).
    pub at: Option<Handle>,
    /// Cards under it (Shift 8.10.4, Boost 8.4): not in play.
    pub under: Vec<Handle>,
    /// It was played by Shift (for "if you used Shift").
    pub shifted: bool,
    /// Boost used this turn (8.4.2).
    pub boosted: bool,
    /// +{L} for this turn from effects.
    pub lore_this_turn: u8,
    /// "They can't quest for the rest of this turn".
    pub no_quest_this_turn: bool,
}

impl InPlay {
    /// A card entering play (5.1.2): ready, undamaged; a character drying.
    pub fn new(card: Handle, drying: bool) -> InPlay {
        InPlay {
            card,
            exerted: false,
            drying,
            damage: 0,
            at: None,
            under: Vec::new(),
            shifted: false,
            boosted: false,
            lore_this_turn: 0,
            no_quest_this_turn: false,
        }
    }
}

/// An ability in the bag (7.7), waiting to resolve.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    /// The card whose ability it is.
    pub source: Handle,
    /// The ability's place among the card's abilities.
    pub ability: u8,
    /// Left to the player (not compiled): shown with its text until `done`.
    pub manual: bool,
}

/// An ability being resolved, its effects in order (6.1.2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resolving {
    /// The card.
    pub source: Handle,
    /// The effects.
    pub effects: Vec<Effect>,
    /// The next effect to carry out.
    pub next: usize,
}

/// What a decision asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DecisionKind {
    /// 6.1.4: "you may": yes or no.
    May,
    /// Choose a card in hand to discard.
    Discard,
    /// 7.7.4.2: which of your abilities in the bag resolves next.
    Order,
    /// An ability left to you: carry it out by hand, then `done`.
    Manual,
    /// Choose one of your characters (it gets +{L} this turn).
    Target,
    /// The top card of your deck: option 0 keeps it on top, option 1 puts it on the bottom.
    TopOrBottom,
    /// The cards looked at: take one of the options into your hand, or none.
    LookTake,
    /// A card of your discard to return to your hand.
    Recur,
    /// A card of your hand to play for free, or none.
    PlayFree,
    /// One of your characters to ready.
    Ready,
    /// The card looked at that stays on top (the rest go to the bottom).
    KeepOnTop,
    /// A card of your hand to put into your inkwell, exerted.
    InkFromHand,
    /// The card looked at that goes into your hand (the other into your inkwell).
    HandAndInk,
    /// One of your cards with Boost to put the top card of your deck under.
    PutUnder,
    /// One of your characters to return to your hand.
    ReturnToHand,
    /// One of your characters to put into your inkwell, exerted.
    InkCharacter,
}

/// An open decision and its options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    /// The question.
    pub kind: DecisionKind,
    /// The card whose ability asks.
    pub source: Handle,
    /// For `Discard` the hand cards, for `Order` the bag's entries (their places).
    pub options: Vec<Handle>,
    /// Discards still to choose; for `Target` the lore it gives.
    pub left: u8,
    /// "None" is an answer too: the option after the last (`Choose(options.len())`).
    pub none_allowed: bool,
}

/// The whole state.
#[derive(Debug, Clone)]
pub struct State {
    /// Both players' turns counted from 1 (0 before the game begins).
    pub turn: u32,
    /// Your turns so far.
    pub your_turns: u32,
    /// You took the first turn (on the play).
    pub on_the_play: bool,
    /// Where the game is.
    pub phase: Phase,
    /// The result.
    pub outcome: Option<Outcome>,
    /// Lore (1.11; never below 0).
    pub lore: u32,
    /// The deck, its top last.
    pub deck: Vec<Handle>,
    /// The hand.
    pub hand: Vec<Handle>,
    /// The inkwell.
    pub inkwell: Vec<Ink>,
    /// Cards in play.
    pub play: Vec<InPlay>,
    /// The discard, the newest last.
    pub discard: Vec<Handle>,
    /// Cards put into the inkwell by the turn action this turn (4.2.3).
    pub inked_this_turn: u8,
    /// Songs played this turn (for "if you played a song this turn").
    pub songs_this_turn: u8,
    /// "You pay N less for the next X you play this turn" (4.3.6), in the order gained.
    pub next_costs_less: Vec<(Kind, u8)>,
    /// The bag (7.7).
    pub bag: Vec<Pending>,
    /// The ability resolving.
    pub resolving: Option<Resolving>,
    /// The open decision.
    pub decision: Option<Decision>,
    /// The game's randomness (shuffles).
    pub rng: EngineRng,
    /// Draws that found the deck empty (1.8.1.2 is checked at the end of the turn).
    pub failed_draws: u32,
    /// Abilities left to the player and let go with `done` (for the report).
    pub manual_done: u32,
    /// 3.2.3: the Start phase's draw is still to come.
    pub start_draw_pending: bool,
    /// The characters the resolving ability just readied ("they" of its next sentence).
    pub last_targets: Vec<Handle>,
    /// Cards looked at from the top of the deck, waiting for a choice (not in the deck).
    pub looking: Vec<Handle>,
    /// Quests this turn.
    pub quests_this_turn: u8,
    /// Characters played (or Shifted) this turn.
    pub characters_played_this_turn: u8,
    /// "Once during your turn" abilities used this turn (card, ability).
    pub once_used: Vec<(Handle, u8)>,
    /// Ink drops (set 14; they stay until removed to pay).
    pub ink_drops: u32,
    /// The discard's size when your turn began.
    pub discard_at_turn_start: usize,
}

impl State {
    /// Ready ink cards.
    pub fn ready_ink(&self) -> u8 {
        u8::try_from(self.inkwell.iter().filter(|i| !i.exerted).count()).unwrap_or(u8::MAX)
    }

    /// What can pay a cost now: ready ink and ink drops (set 14: "each ink drop may be removed
    /// to pay 1 {I}").
    pub fn ink_to_pay(&self) -> u8 {
        self.ready_ink()
            .saturating_add(u8::try_from(self.ink_drops).unwrap_or(u8::MAX))
    }

    /// The card in play, by handle.
    pub fn in_play(&self, card: Handle) -> Option<&InPlay> {
        self.play.iter().find(|p| p.card == card)
    }

    /// The card in play, by handle, to change.
    pub fn in_play_mut(&mut self, card: Handle) -> Option<&mut InPlay> {
        self.play.iter_mut().find(|p| p.card == card)
    }

    /// Whether it is your turn (the dummy's turns pass by themselves).
    pub fn your_turn(&self) -> bool {
        matches!(self.phase, Phase::Start | Phase::Main | Phase::End)
    }
}
