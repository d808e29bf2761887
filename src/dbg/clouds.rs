//! Clouds ("Clouds, Sugar Cubes, and Other Resources", "More on Hurdles and Final Challenges"):
//! - a Cloud goes on the Active Hurdle; when that reaches its Cloud Limit the Setback resolves,
//!   once per game ("Cloud Limit");
//! - a Cloud for a Hurdle already at its Cloud Limit, or when no Hurdle is left, goes on the
//!   Final Challenge instead ("Play Cards", End Phase step 1b);
//! - 3 or more Clouds on the Final Challenge turn on its first Cloud Cover effect, 8 or more
//!   both ("Cloud Cover");
//! - the Final Challenge reaching its Cloud Limit loses the game ("How to Win or Lose").

use super::action::CloudTarget;
use super::challenge::ChallengeKind;
use super::event::{CloudCause, Event, LossReason};
use super::state::{GameResult, TrackerState};

impl TrackerState {
    /// Places `count` Clouds one at a time, each by the overflow rules, and stops when the game
    /// is lost. Consecutive Clouds on one card make one event.
    pub(super) fn add_clouds(
        &mut self,
        on: CloudTarget,
        count: u32,
        cause: CloudCause,
        events: &mut Vec<Event>,
    ) {
        for _ in 0..count {
            if self.result.is_some() {
                break;
            }
            let target = match (on, self.hurdles.first()) {
                (CloudTarget::ActiveHurdle, Some(h)) if h.clouds < h.cloud_limit => {
                    CloudTarget::ActiveHurdle
                }
                _ => CloudTarget::FinalChallenge,
            };
            let overflow = on == CloudTarget::ActiveHurdle && target == CloudTarget::FinalChallenge;
            match (target, self.hurdles.first_mut()) {
                (CloudTarget::ActiveHurdle, Some(hurdle)) => {
                    hurdle.clouds += 1;
                    push_cloud(
                        events,
                        Event::CloudsAdded {
                            name: hurdle.card.name.clone(),
                            kind: ChallengeKind::Hurdle,
                            count: 1,
                            clouds: hurdle.clouds,
                            limit: hurdle.cloud_limit,
                            overflow: false,
                            cause,
                        },
                    );
                    if hurdle.clouds >= hurdle.cloud_limit && !hurdle.setback {
                        hurdle.setback = true;
                        events.push(Event::SetbackResolved {
                            name: hurdle.card.name.clone(),
                            text: hurdle.card.setback.clone(),
                        });
                    }
                }
                _ => self.add_final_cloud(overflow, cause, events),
            }
        }
    }

    fn add_final_cloud(&mut self, overflow: bool, cause: CloudCause, events: &mut Vec<Event>) {
        let before = self.final_challenge.cloud_cover();
        self.final_challenge.clouds += 1;
        let fc = &self.final_challenge;
        push_cloud(
            events,
            Event::CloudsAdded {
                name: fc.card.name.clone(),
                kind: ChallengeKind::FinalChallenge,
                count: 1,
                clouds: fc.clouds,
                limit: fc.cloud_limit,
                overflow,
                cause,
            },
        );
        self.cloud_cover_changes(before, events);
        if self.final_challenge.clouds >= self.final_challenge.cloud_limit {
            self.result = Some(GameResult::Lost(LossReason::FinalChallengeCloudLimit));
            events.push(Event::Lost {
                reason: LossReason::FinalChallengeCloudLimit,
            });
        }
    }

    /// Takes up to `count` Clouds off the Active Hurdle (the Final Challenge when no Hurdle is
    /// left) or the Final Challenge. A Setback that resolved stays resolved.
    pub(super) fn remove_clouds(&mut self, on: CloudTarget, count: u32, events: &mut Vec<Event>) {
        match (on, self.hurdles.first_mut()) {
            (CloudTarget::ActiveHurdle, Some(hurdle)) => {
                let taken = count.min(hurdle.clouds);
                hurdle.clouds -= taken;
                if taken > 0 {
                    events.push(Event::CloudsRemoved {
                        name: hurdle.card.name.clone(),
                        count: taken,
                        clouds: hurdle.clouds,
                        limit: hurdle.cloud_limit,
                    });
                }
            }
            _ => {
                let before = self.final_challenge.cloud_cover();
                let fc = &mut self.final_challenge;
                let taken = count.min(fc.clouds);
                fc.clouds -= taken;
                if taken > 0 {
                    events.push(Event::CloudsRemoved {
                        name: fc.card.name.clone(),
                        count: taken,
                        clouds: fc.clouds,
                        limit: fc.cloud_limit,
                    });
                }
                self.cloud_cover_changes(before, events);
            }
        }
    }

    fn cloud_cover_changes(&self, before: [bool; 2], events: &mut Vec<Event>) {
        let after = self.final_challenge.cloud_cover();
        for (i, (was, is)) in before.into_iter().zip(after).enumerate() {
            if was != is {
                events.push(Event::CloudCover {
                    effect: if i == 0 { 1 } else { 2 },
                    active: is,
                    text: self.final_challenge.card.cloud_cover[i].clone(),
                });
            }
        }
    }
}

/// Pushes a one-Cloud event, merging it into the previous one when that was on the same card
/// for the same reason.
fn push_cloud(events: &mut Vec<Event>, event: Event) {
    if let (
        Some(Event::CloudsAdded {
            name: last_name,
            count: last_count,
            clouds: last_clouds,
            overflow: last_overflow,
            cause: last_cause,
            ..
        }),
        Event::CloudsAdded {
            name,
            clouds,
            overflow,
            cause,
            ..
        },
    ) = (events.last_mut(), &event)
        && *last_name == *name
        && *last_overflow == *overflow
        && *last_cause == *cause
    {
        *last_count += 1;
        *last_clouds = *clouds;
        return;
    }
    events.push(event);
}
