//! 608: paying the Cost of Force of Harmony by tapping exactly that many Scenes (face-down ones
//! first, so face-up Scenes stay free for Explore and Inspo Boost), plus, under 2.0.0, the
//! second player's Main Character in the first two rounds.

use super::{ActionError, CardHandle, CardTable, Event, EventLog, GameState};

/// What can pay right now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Payable {
    /// Untapped Scenes.
    pub scenes: u8,
    /// 2.0.0: the Main Character can pay one more.
    pub main_character: bool,
}

impl Payable {
    /// The Force of Harmony available.
    pub fn total(self) -> u8 {
        self.scenes.saturating_add(u8::from(self.main_character))
    }
}

impl GameState {
    /// 2.0.0: the second player may tap the Main Character for one Force of Harmony during the
    /// first two rounds (turns 1-4), when it is untapped.
    pub fn main_character_can_pay(&self) -> bool {
        // `&`, not `&&`: four cheap facts, and which player is first alternates from one
        // call to the next (a branch on it would be guessed wrong half the time).
        self.rules.second_player_main_character_pays()
            & !self.first_player()
            & (self.turn <= 4)
            & !self.players[self.to_act].main_character_tapped
    }

    /// What can pay now.
    pub fn payable(&self) -> Payable {
        let scenes = self.players[self.to_act]
            .scene_area
            .iter()
            .filter(|s| !s.tapped)
            .count();
        Payable {
            scenes: u8::try_from(scenes).unwrap_or(u8::MAX),
            main_character: self.main_character_can_pay(),
        }
    }

    /// 608.1: whether `cost` can be paid, else the refusal in numbers. The answer inline,
    /// the refusal's words out of line (their frame is not set up for a payment that fits).
    #[inline]
    pub(crate) fn check_payment(
        &self,
        table: &CardTable,
        card: CardHandle,
        cost: u8,
    ) -> Result<(), ActionError> {
        let payable = self.payable();
        if payable.total() >= cost {
            return Ok(());
        }
        Err(cannot_pay(table, card, cost, payable))
    }

    /// 608.2: taps exactly `cost`: face-down Scenes first, then face-up ones, then the Main
    /// Character (2.0.0). Call after [`GameState::check_payment`].
    pub(crate) fn pay(&mut self, cost: u8, ev: &mut EventLog<'_>) {
        // The untapped Scenes by face, one bit a place, from one pass with no branch per
        // Scene (which are tapped and which face up follows no pattern a processor learns);
        // a Scene Area holds at most the 15 cards of a Scene Deck.
        let (mut down, mut up) = (0u64, 0u64);
        for (i, scene) in self.players[self.to_act]
            .scene_area
            .iter()
            .enumerate()
            .take(64)
        {
            let free = u64::from(!scene.tapped);
            down |= (free & u64::from(!scene.face_up)) << i;
            up |= (free & u64::from(scene.face_up)) << i;
        }
        let mut left = cost;
        let mut scenes = 0u8;
        for mut free in [down, up] {
            while left > 0 && free != 0 {
                let i = free.trailing_zeros() as usize;
                free &= free - 1;
                if i < self.players[self.to_act].scene_area.len() {
                    self.tap_scene(self.to_act, i, true, ev);
                    left -= 1;
                    scenes += 1;
                }
            }
        }
        let main_character = left > 0 && self.main_character_can_pay();
        if main_character {
            self.tap_main_character(self.to_act, true, ev);
        }
        ev.push(Event::Paid {
            cost,
            scenes,
            main_character,
        });
    }
}

/// 608.1: the refusal of a payment of `cost` for `card` with only `payable`.
#[cold]
#[inline(never)]
fn cannot_pay(table: &CardTable, card: CardHandle, cost: u8, payable: Payable) -> ActionError {
    let plural = if payable.scenes == 1 { "" } else { "s" };
    let available = if payable.main_character {
        format!(
            "{} untapped Scene{plural} and the Main Character (2.0.0) give {}",
            payable.scenes,
            payable.total()
        )
    } else {
        format!("{} untapped Scene{plural}", payable.scenes)
    };
    ActionError::CannotPay {
        card: table.label(card),
        cost,
        available,
    }
}
