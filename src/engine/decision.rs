//! A choice an ability waits for (a [`Decision`], answered by [`crate::engine::Action::Choose`]),
//! and the fixed-size resolution [`Frame`] each pending ability carries (504).

use serde::{Deserialize, Serialize};

use super::CardHandle;

/// A card an ability can choose: one of yours by handle, or the rival's Character in a slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChosenRef {
    /// One of your cards.
    Card(CardHandle),
    /// The rival's Character in this slot (0-based, opposite your slot of the same number).
    RivalSlot(u8),
    /// Your Adventure Area slot (0-based): where a Character moves (612).
    Slot(u8),
    /// The top of the deck (a revealed card put back, 609.3).
    Top,
    /// The bottom of the deck.
    Bottom,
}

impl Default for ChosenRef {
    fn default() -> ChosenRef {
        ChosenRef::Card(CardHandle(0))
    }
}

/// What a decision asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DecisionKind {
    /// Choose cards among the options (615.1).
    ChooseCards,
    /// Choose cards of your hand to discard (602.1).
    Discard,
    /// Choose an empty slot of your Adventure Area (612.1.0).
    ChooseSlot,
    /// Put a card on the top or the bottom of its deck.
    TopBottom,
    /// Which of the abilities set off at the same time resolves first (504.6): the options
    /// are their cards.
    Order,
}

impl DecisionKind {
    /// The name used in the state JSON (`choose-cards`).
    pub fn as_str(self) -> &'static str {
        match self {
            DecisionKind::ChooseCards => "choose-cards",
            DecisionKind::Discard => "choose-cards",
            DecisionKind::ChooseSlot => "choose-slot",
            DecisionKind::TopBottom => "top-bottom",
            DecisionKind::Order => "order",
        }
    }
}

/// The open decision: the top pending ability waits until it is answered. The options are in
/// [`crate::engine::GameState::options`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The card whose ability asks.
    pub source: CardHandle,
    /// What is asked.
    pub kind: DecisionKind,
    /// How many must be chosen ("up to" allows 0, 615.1.1).
    pub min: u8,
    /// How many may be chosen.
    pub max: u8,
}

/// The most cards one ability keeps chosen or revealed at once (the texts choose at most 3 and
/// reveal at most 5).
pub const FRAME_CARDS: usize = 8;

/// Where a pending ability is in its resolution: the next step, what it chose, what it
/// revealed. Fixed size, so resolving allocates nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Frame {
    /// The ability's index in its card's abilities.
    pub ability: u8,
    /// The next step to carry out.
    pub step: u8,
    /// The step waiting for the open decision; it finishes once the decision is answered.
    pub waiting: bool,
    /// The resolution started (its "If" condition was checked, 502).
    pub started: bool,
    /// The card "this" means: the source, or for an ability an Item gives, the adorned
    /// Character (203).
    pub this: CardHandle,
    /// How many of `chosen` hold a card.
    pub chosen_len: u8,
    /// The cards chosen by the last choice ("it", "them").
    pub chosen: [ChosenRef; FRAME_CARDS],
    /// How many of `revealed` hold a card.
    pub revealed_len: u8,
    /// The cards revealed or looked at that are still on top of the deck (609.2, 613).
    pub revealed: [CardHandle; FRAME_CARDS],
    /// Which part of a choice of several kinds ("1 Item and 1 Event") is being asked.
    #[serde(default)]
    pub pick: u8,
    /// The card the triggering event was about ("that Pre-plan", "that Character"; 501.1).
    #[serde(default)]
    pub cause: Option<CardHandle>,
    /// Where the open decision's picks start in `chosen` (earlier picks of the same step stay).
    #[serde(default)]
    pub pick_start: u8,
    /// The card a step with a decision acts on once it is answered (the Character that moves,
    /// the Item that adorns).
    #[serde(default)]
    pub subject: Option<CardHandle>,
    /// The ability is an Event's (for "won't Retire by Event effects").
    #[serde(default)]
    pub by_event: bool,
    /// A delayed ability set off: the steps are those of the ability's `Op::Delayed` at this
    /// index (501.1: "Until the end of turn, each time ...").
    #[serde(default)]
    pub nested: Option<u8>,
    /// Inside the branch of an "If ..., ... instead" step that waits for a decision: whether
    /// the condition held, and the branch's step.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub branch: Option<(bool, u8)>,
}

impl Frame {
    /// A frame at the start of ability `ability`.
    pub fn new(ability: u8) -> Frame {
        Frame {
            ability,
            ..Frame::default()
        }
    }

    /// The picks of the open decision so far.
    pub fn picks(&self) -> &[ChosenRef] {
        self.chosen
            .get(usize::from(self.pick_start)..usize::from(self.chosen_len))
            .unwrap_or(&[])
    }

    /// Forgets the picks of the last decision (a slot or top/bottom answer), keeping what
    /// was chosen before it ("it" still means the Character).
    pub fn drop_picks(&mut self) {
        self.chosen_len = self.pick_start.min(self.chosen_len);
    }

    /// The chosen cards.
    pub fn chosen(&self) -> &[ChosenRef] {
        self.chosen
            .get(..usize::from(self.chosen_len))
            .unwrap_or(&[])
    }

    /// The revealed cards still waiting.
    pub fn revealed(&self) -> &[CardHandle] {
        self.revealed
            .get(..usize::from(self.revealed_len))
            .unwrap_or(&[])
    }

    /// Adds a chosen card (ignored when full).
    pub fn choose(&mut self, pick: ChosenRef) {
        if let Some(slot) = self.chosen.get_mut(usize::from(self.chosen_len)) {
            *slot = pick;
            self.chosen_len += 1;
        }
    }

    /// Forgets a revealed card (it moved).
    pub fn forget_revealed(&mut self, card: CardHandle) {
        let len = usize::from(self.revealed_len);
        if let Some(i) = self.revealed.iter().take(len).position(|c| *c == card) {
            self.revealed.copy_within(i + 1..len, i);
            self.revealed_len -= 1;
        }
    }
}
