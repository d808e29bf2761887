//! The End Phase and the next Start of Turn ("Turn Sequence"):
//! - End Phase, step 1: 1 Cloud on the Active Hurdle (the Final Challenge when it is at its
//!   Cloud Limit or no Hurdle is left), none in a turn that overcame a Hurdle (step 1c);
//! - then 1 Cloud on the Final Challenge for each Situation in the Adventure Row ("Resolve a
//!   Situation": "At the end of your turn, each Situation ... adds 1 Cloud");
//! - steps 2-3 (discard, draw 5) are the players' own;
//! - the next player clockwise; Start of Turn, step 3: a face-down Active Hurdle is flipped.

use super::action::CloudTarget;
use super::event::{CloudCause, Event};
use super::refusal::Refusal;
use super::state::TrackerState;

impl TrackerState {
    /// The active player's End Phase, then the next player's Start of Turn.
    pub(super) fn end_turn(&mut self, events: &mut Vec<Event>) -> Result<(), Refusal> {
        if let Some(attempt) = &self.attempt {
            let target = match (attempt.on_final, self.hurdles.first()) {
                (false, Some(h)) => h.card.name.clone(),
                _ => self.final_challenge.card.name.clone(),
            };
            return Err(Refusal::AttemptOpen { target });
        }
        events.push(Event::TurnEnded {
            player: self.active + 1,
        });
        if self.overcame_hurdle {
            events.push(Event::NoCloudAfterOvercome);
        } else {
            self.add_clouds(CloudTarget::ActiveHurdle, 1, CloudCause::EndPhase, events);
        }
        let situations = u32::from(self.situations_in_row);
        if situations > 0 {
            self.add_clouds(
                CloudTarget::FinalChallenge,
                situations,
                CloudCause::Situations,
                events,
            );
        }
        if self.result.is_some() {
            return Ok(());
        }
        self.turn += 1;
        self.active = (self.active + 1) % self.players.seated();
        self.attempted = false;
        self.overcame_hurdle = false;
        events.push(self.turn_began());
        if let Some(hurdle) = self.hurdles.first_mut()
            && !hurdle.face_up
        {
            hurdle.face_up = true;
            events.push(Event::HurdleFlipped {
                name: hurdle.card.name.clone(),
                level: hurdle.card.level,
            });
        }
        Ok(())
    }
}
