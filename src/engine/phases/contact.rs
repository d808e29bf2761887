//! 404: the Contact Phase. Skipped on turns 1 and 2 (404.1.0); lanes resolve from the first
//! player's left (404.2.0). A contested lane Contacts (404.3: Inspo Boost steps, the lower
//! Inspiration retires, a tie retires both); an uncontested lane takes an action (404.4:
//! Promote the Story unless the rival has a Plan on the stage you would reach, else Intervene
//! the rival's lowest Plan; reaching stage IV wins, 104.1.0); a lane without your Character is
//! skipped (404.5).

use crate::ability::Protection;
use crate::card::Chip;
use crate::engine::{
    ActionError, CardTable, ContactOutcome, Event, EventLog, GameState, InspirationStep,
    LaneChoice, PendingKind, Phase, SceneCard, Side,
};

impl GameState {
    /// Ends the Main Phase: the Contact Phase begins, or on turns 1 and 2 is skipped
    /// (404.1.0) and the End Phase begins.
    pub(crate) fn begin_contact(&mut self, ev: &mut EventLog<'_>) {
        self.lanes_done = 0;
        self.inspiration_step = InspirationStep::TurnPlayer;
        if self.turn <= 2 {
            self.enter_phase(Phase::End, ev);
            return;
        }
        self.enter_phase(Phase::Contact, ev);
        self.skip_lanes_without_you(ev);
    }

    /// The slot of the lane being resolved, if any is left.
    pub fn current_lane(&self) -> Option<usize> {
        (self.phase == Phase::Contact && self.lanes_done < 3)
            .then(|| self.lane_slot(self.lanes_done))
    }

    /// Whether the current lane has Characters on both sides (404.3).
    pub fn lane_contested(&self) -> bool {
        self.current_lane().is_some_and(|slot| {
            matches!(self.players[self.to_act].adventure.get(slot), Some(Some(_)))
                && self.rival_in_lane(slot)
        })
    }

    /// Whether the rival has a Character facing your slot `slot`: a sparring one, or in a
    /// two-player game one of its own (in the slot across, 404.2.0).
    pub fn rival_in_lane(&self, slot: usize) -> bool {
        self.rival_slot(slot).is_some()
    }

    /// 404.4: whether you may Promote now: the rival has no Plan on the next stage.
    pub fn can_promote(&self) -> bool {
        let next = usize::from(self.players[self.to_act].story_position);
        let blocked = self
            .rival_zones()
            .plans
            .get(next)
            .is_none_or(Option::is_some);
        next < 4 && !blocked
    }

    /// 404.4, 605: the rival's lowest Plan, if any (index 0 = stage I).
    pub fn lowest_rival_plan(&self) -> Option<usize> {
        self.lowest_plan(self.to_act.other()).map(usize::from)
    }

    /// 404.3.3, 607: the final Inspiration of your Character in `slot` and of the rival's
    /// facing it: each with its own modifiers, its side's continuous abilities and the other
    /// side's continuous abilities that change the rival's Characters.
    fn lane_inspirations(&self, table: &CardTable, slot: usize) -> (u8, u8) {
        (
            self.inspiration_of(table, slot),
            self.rival_inspiration_of(table, slot),
        )
    }

    /// 404.5: lanes without your Character are skipped; after the last lane, the End Phase.
    /// The common case, inline: your Character is in the next lane (no call, no registers
    /// saved for the loop).
    #[inline]
    fn skip_lanes_without_you(&mut self, ev: &mut EventLog<'_>) {
        if self.lanes_done < 3
            && matches!(
                self.players[self.to_act]
                    .adventure
                    .get(self.lane_slot(self.lanes_done)),
                Some(Some(_))
            )
        {
            return;
        }
        self.skip_empty_lanes(ev);
    }

    /// [`GameState::skip_lanes_without_you`] past the lanes without your Character.
    #[inline(never)]
    fn skip_empty_lanes(&mut self, ev: &mut EventLog<'_>) {
        while self.lanes_done < 3 {
            let slot = self.lane_slot(self.lanes_done);
            if matches!(self.players[self.to_act].adventure.get(slot), Some(Some(_))) {
                return;
            }
            ev.push(Event::Lane {
                slot: slot as u8,
                outcome: ContactOutcome::Passed,
            });
            self.lanes_done += 1;
        }
        self.enter_phase(Phase::End, ev);
    }

    /// Who acts when nothing is pending: the turn player, or in the non-turn player's
    /// Inspiration step of a contested lane (404.3.2) that player.
    pub fn acting_side(&self) -> Side {
        match self.inspiration_step {
            InspirationStep::NonTurnPlayer if self.phase == Phase::Contact => self.active.other(),
            _ => self.active,
        }
    }

    /// 404.3.1, 404.3.1a: whether the acting player may flip this Scene of its Scene Area for its
    /// [Inspo Boost] in the current Contact (face-up, not blocked, usable for its Character).
    pub(crate) fn scene_may_boost(&self, table: &CardTable, scene: &SceneCard) -> bool {
        scene.face_up
            && table.has_chip(scene.card, Chip::InspoBoost)
            && !self.turn_rules.inspo_blocked(scene.card)
            && self.inspo_boost_usable(table, scene.card)
    }

    /// 404.3.2: whether the player who does not act now (the non-turn player, while the turn
    /// player ends its step) has a face-up Scene whose [Inspo Boost] it may use in this
    /// Contact, asked as that player would (a copy of the state with it to act: the lane and
    /// its Character are its own).
    fn other_may_boost(&self, table: &CardTable) -> bool {
        let Some(other) = self.opponent() else {
            return false;
        };
        // Most boards have no face-up Scene with [Inspo Boost] at all: no copy then.
        if !other
            .scene_area
            .iter()
            .any(|s| s.face_up && table.has_chip(s.card, Chip::InspoBoost))
        {
            return false;
        }
        let theirs = self.seen_from(self.to_act.other());
        theirs
            .acting()
            .scene_area
            .iter()
            .any(|s| theirs.scene_may_boost(table, s))
    }

    /// 404.3.1: flip a face-up Scene with [Inspo Boost] in the Inspiration step of a Contact;
    /// its effect becomes pending (the player applies it with a Contact-long Inspiration change).
    pub(crate) fn inspo_boost(
        &mut self,
        table: &CardTable,
        scene: u8,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        if !self.lane_contested() {
            return Err(ActionError::NoContact);
        }
        let card = self.flippable_scene(table, scene, Chip::InspoBoost, "[Inspo Boost]")?;
        if self.turn_rules.inspo_blocked(card) {
            return Err(ActionError::InspoBoostBlocked {
                card: table.label(card),
            });
        }
        if !self.inspo_boost_usable(table, card) {
            let character = self
                .current_lane()
                .and_then(|slot| {
                    self.players[self.to_act]
                        .adventure
                        .get(slot)
                        .copied()
                        .flatten()
                })
                .map_or_else(|| "no Character".to_string(), |s| table.label(s.character));
            return Err(ActionError::InspoBoostNotFor {
                card: table.label(card),
                character,
            });
        }
        self.flip_down(scene, ev);
        self.add_pending(table, card, PendingKind::InspoBoost, ev);
        Ok(())
    }

    /// Checks a lane choice against the current lane without changing anything.
    pub(crate) fn check_lane(&self, choice: LaneChoice) -> Result<(), ActionError> {
        let Some(slot) = self.current_lane() else {
            return Err(ActionError::WrongPhase {
                action: "a lane action",
                phase: self.phase,
                hint: " (404: use `contact` first)",
            });
        };
        let lane = slot as u8 + 1;
        if self.lane_contested() {
            if matches!(choice, LaneChoice::Promote | LaneChoice::Intervene) {
                return Err(ActionError::LaneContested { lane });
            }
            return Ok(());
        }
        if !matches!(self.players[self.to_act].adventure.get(slot), Some(Some(_))) {
            if matches!(choice, LaneChoice::Promote | LaneChoice::Intervene) {
                return Err(ActionError::NoActionInLane { lane });
            }
            return Ok(());
        }
        match choice {
            LaneChoice::Promote if !self.can_promote() => Err(ActionError::PromoteBlocked {
                stage: self.players[self.to_act].story_position.saturating_add(1),
            }),
            LaneChoice::Intervene if self.lowest_rival_plan().is_none() => {
                Err(ActionError::NoPlanToIntervene)
            }
            _ => Ok(()),
        }
    }

    /// Resolves the current lane and moves on (404.3 / 404.4 / 404.5).
    pub(crate) fn resolve_lane(
        &mut self,
        table: &CardTable,
        choice: LaneChoice,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        // 404.3.2: the non-turn player ends its Inspiration step; the Contact resolves from
        // the turn player's side.
        let step_ended = self.inspiration_step == InspirationStep::NonTurnPlayer;
        if step_ended {
            if !matches!(choice, LaneChoice::Auto | LaneChoice::Pass) {
                return Err(ActionError::InNonTurnInspirationStep {
                    action: "a Promote or Intervene",
                });
            }
            self.inspiration_step = InspirationStep::TurnPlayer;
            let active = self.active;
            self.hand_over(table, active, ev);
        } else {
            self.check_lane(choice)?;
        }
        let Some(slot) = self.current_lane() else {
            return Ok(());
        };
        let lane = slot as u8;
        let yours = self.players[self.to_act]
            .adventure
            .get(slot)
            .copied()
            .flatten();
        let theirs = self.rival_in_lane(slot);
        match (yours, theirs) {
            (Some(_), true) if !step_ended && self.other_may_boost(table) => {
                // 404.3.2: the turn player's step is over; the other player's begins (it may
                // Inspo Boost the same way, 404.3.1a from its side).
                self.inspiration_step = InspirationStep::NonTurnPlayer;
                let other = self.active.other();
                self.hand_over(table, other, ev);
                if let Some(theirs) = self.current_lane() {
                    ev.push(Event::InspirationStep { slot: theirs as u8 });
                }
                return Ok(());
            }
            // A sandbox move emptied the lane during the other player's step: no Contact; the
            // turn player takes its lane action.
            _ if step_ended && !(yours.is_some() && theirs) => return Ok(()),
            (Some(mine), true) => {
                // 404.3.3: compare the final Inspiration (607).
                let (my_inspiration, their_inspiration) = self.lane_inspirations(table, slot);
                let outcome = match my_inspiration.cmp(&their_inspiration) {
                    std::cmp::Ordering::Greater => ContactOutcome::YouWon,
                    std::cmp::Ordering::Less => ContactOutcome::RivalWon,
                    std::cmp::Ordering::Equal => ContactOutcome::Tie,
                };
                ev.push(Event::Lane {
                    slot: lane,
                    outcome,
                });
                // What the Contact sets off, for both players, is entered above this.
                let raised_from = self.pending.len();
                // 2.0.0 [Triumph]: the other player's winning Character triggers too.
                if outcome == ContactOutcome::RivalWon
                    && self.rules.triumph_triggers()
                    && self.two_player
                {
                    let facing = GameState::facing_slot(slot);
                    let winner = self
                        .opponent()
                        .and_then(|o| o.adventure.get(facing).copied().flatten())
                        .map(|s| s.character)
                        .filter(|c| table.has_chip(*c, Chip::Triumph));
                    if let Some(winner) = winner {
                        let rival = self.to_act.other();
                        self.on_side_of(table, rival, ev, |g, ev| {
                            g.add_pending(table, winner, PendingKind::Triumph, ev);
                        });
                    }
                }
                // 404.3.4: the turn player acts first.
                // An effect may keep it in the Adventure Area ("won't Retire in Contact").
                if matches!(outcome, ContactOutcome::RivalWon | ContactOutcome::Tie)
                    && !self.is_protected(table, mine.character, Protection::RetireInContact)
                {
                    self.retire_character(self.to_act, table, lane, true, ev);
                }
                if matches!(outcome, ContactOutcome::YouWon | ContactOutcome::Tie) {
                    if self.two_player {
                        // 404.3.4: the rival's Character Retires too, with its Item and its
                        // [Farewell] (its abilities are the rival's).
                        let facing = GameState::facing_slot(slot) as u8;
                        let rival = self.to_act.other();
                        self.on_side_of(table, rival, ev, |g, ev| {
                            if let Some(Some(theirs)) =
                                g.players[rival].adventure.get(usize::from(facing))
                                && !g.is_protected(
                                    table,
                                    theirs.character,
                                    Protection::RetireInContact,
                                )
                            {
                                g.retire_character(rival, table, facing, true, ev);
                            }
                        });
                    } else {
                        self.retire_sparring(lane, true, ev);
                    }
                }
                if outcome == ContactOutcome::YouWon
                    && self.rules.triumph_triggers()
                    && table.has_chip(mine.character, Chip::Triumph)
                {
                    // 2.0.0 [Triumph]: triggers for the winner.
                    self.add_pending(table, mine.character, PendingKind::Triumph, ev);
                }
                self.order_raised_in_contact(table, raised_from);
                // 404.3.5a: "in this Contact" effects end, both players' (their Inspo Boosts).
                if let Some(Some(s)) = self.players[self.to_act].adventure.get_mut(slot) {
                    s.inspiration_contact = 0;
                }
                if self.two_player
                    && let Some(Some(s)) = self.players[self.to_act.other()]
                        .adventure
                        .get_mut(GameState::facing_slot(slot))
                {
                    s.inspiration_contact = 0;
                }
            }
            (Some(_), false) => {
                let choice = match choice {
                    LaneChoice::Auto if self.can_promote() => LaneChoice::Promote,
                    LaneChoice::Auto if self.lowest_rival_plan().is_some() => LaneChoice::Intervene,
                    LaneChoice::Auto => LaneChoice::Pass,
                    other => other,
                };
                match choice {
                    LaneChoice::Promote => self.promote(table, lane, ev),
                    LaneChoice::Intervene => {
                        if let Some(i) = self.lowest_rival_plan() {
                            ev.push(Event::Lane {
                                slot: lane,
                                outcome: ContactOutcome::Intervened(i as u8 + 1),
                            });
                            // 605.1: the goldfish rival's Plans have no Pre-plan; each goes to
                            // its hand. A rival that plays turns its Plan over, and a Pre-plan
                            // on it is used.
                            self.remove_rival_plan(table, i as u8, ev);
                        }
                    }
                    _ => ev.push(Event::Lane {
                        slot: lane,
                        outcome: ContactOutcome::Passed,
                    }),
                }
            }
            _ => ev.push(Event::Lane {
                slot: lane,
                outcome: ContactOutcome::Passed,
            }),
        }
        self.lanes_done += 1;
        if self.winner.is_none() {
            self.skip_lanes_without_you(ev);
        }
        Ok(())
    }

    /// The abilities a Contact set off for both players at the same time (the pending list
    /// from `from` up), each player's kept in the order they were entered: the player whose
    /// abilities resolve first goes on top, the non-turn player under 1.3.0 (501.1.1b), the
    /// turn player under 2.0.0 (Contact, step 3).
    fn order_raised_in_contact(&mut self, table: &CardTable, from: usize) {
        let Some(raised) = self.pending.get_mut(from..) else {
            return;
        };
        let first = if self.rules.turn_player_resolves_first_in_contact() {
            self.active
        } else {
            self.active.other()
        };
        // A stable partition of a few entries (no allocation): the first player's rise to
        // the top, the end of the list.
        let goes_up = |p: &crate::engine::Pending| table.owner(p.source) == first;
        for _ in 0..raised.len() {
            for i in 1..raised.len() {
                let rises = matches!(
                    (raised.get(i - 1), raised.get(i)),
                    (Some(below), Some(above)) if goes_up(below) && !goes_up(above)
                );
                if rises {
                    raised.swap(i - 1, i);
                }
            }
        }
    }

    /// 404.4: move the Main Character to the next Story; stage IV wins (104.1.0), another
    /// stage's "When promoted to this stage" ability becomes pending.
    fn promote(&mut self, table: &CardTable, lane: u8, ev: &mut EventLog<'_>) {
        self.players[self.to_act].story_position = self.players[self.to_act]
            .story_position
            .saturating_add(1)
            .min(4);
        let stage = self.players[self.to_act].story_position;
        ev.push(Event::Lane {
            slot: lane,
            outcome: ContactOutcome::Promoted(stage),
        });
        if stage >= 4 {
            self.win(self.to_act, crate::engine::WinBy::Story, ev);
            return;
        }
        if let Some(story) = self.players[self.to_act]
            .stories
            .get(usize::from(stage) - 1)
            .copied()
            && table.info(story).is_some_and(|i| !i.ability.is_empty())
        {
            self.add_pending(table, story, PendingKind::Story, ev);
        }
    }
}
