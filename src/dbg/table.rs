//! The rest of the table the tracker keeps: each player's Sugar Cubes and Resource Tokens
//! ("Sugar Cubes and Resource Tokens you gain are never lost until you spend them": a removal
//! of more than a player holds is refused, `shared/design/CLI.md`, Additions 1.2), the Situations in the Adventure Row, the Locations in play (Start of
//! Turn, step 2) and the loss by an Adventure Row that cannot be refilled.

use super::cube::{CubeColor, TokenKind};
use super::event::{Event, LossReason};
use super::refusal::Refusal;
use super::state::{GameResult, PlayerLedger, TrackerState};
use super::tracker::StepRules;

/// Adds `delta` to a count held by `player`: a removal of more than the count is refused
/// (`what` names the count), except under the rules of saved-game version 1, where it stopped at
/// 0 (a game saved then replays as it was played).
fn adjusted(
    count: u32,
    delta: i32,
    rules: StepRules,
    player: u8,
    what: String,
) -> Result<u32, Refusal> {
    let now = i64::from(count) + i64::from(delta);
    if now < 0 && rules == StepRules::Current {
        return Err(Refusal::BelowZero {
            player,
            what,
            holds: count,
            taken: delta.unsigned_abs(),
        });
    }
    Ok(u32::try_from(now.max(0)).unwrap_or(u32::MAX))
}

impl TrackerState {
    fn ledger_mut(&mut self, player: u8) -> Result<&mut PlayerLedger, Refusal> {
        let players = self.players.seated();
        player
            .checked_sub(1)
            .and_then(|i| self.ledgers.get_mut(usize::from(i)))
            .ok_or(Refusal::NoSuchPlayer { player, players })
    }

    /// A player gains or spends Sugar Cubes.
    pub(super) fn change_cubes(
        &mut self,
        player: u8,
        color: CubeColor,
        delta: i32,
        rules: StepRules,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let ledger = self.ledger_mut(player)?;
        let before = ledger.cubes[color.index()];
        let after = adjusted(before, delta, rules, player, format!("{color} cubes"))?;
        ledger.cubes[color.index()] = after;
        events.push(Event::CubesChanged {
            player,
            color,
            before,
            after,
            asked: delta,
        });
        Ok(())
    }

    /// A player gains or spends Resource Tokens.
    pub(super) fn change_tokens(
        &mut self,
        player: u8,
        kind: TokenKind,
        delta: i32,
        rules: StepRules,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let ledger = self.ledger_mut(player)?;
        let before = ledger.tokens[kind.index()];
        let after = adjusted(before, delta, rules, player, format!("{kind} tokens"))?;
        ledger.tokens[kind.index()] = after;
        events.push(Event::TokensChanged {
            player,
            kind,
            before,
            after,
            asked: delta,
        });
        Ok(())
    }

    /// Sets how many Situations are in the Adventure Row.
    pub(super) fn set_situations_in_row(
        &mut self,
        count: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if self.situations.count() == 0 && count > 0 {
            return Err(Refusal::NoSituations);
        }
        if count > self.situations.most_in_row() {
            return Err(Refusal::TooManySituations {
                most: self.situations.most_in_row(),
                in_deck: self.situations.count(),
            });
        }
        self.situations_in_row = count;
        events.push(Event::SituationsInRow { count });
        Ok(())
    }

    /// A Location with Task Tokens on all its non-repeatable Tasks leaves play; the next of
    /// the Location deck replaces it, if there is one.
    pub(super) fn replace_location(
        &mut self,
        slot: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let count = self.locations.len();
        let index = usize::from(slot.saturating_sub(1));
        let Some(location) = self.locations.get(index).filter(|_| slot >= 1) else {
            return Err(Refusal::NoSuchLocation { slot, count });
        };
        if location.town_square {
            return Err(Refusal::TownSquareStays);
        }
        let left = self.locations.remove(index);
        let came = if self.location_deck.is_empty() {
            None
        } else {
            let next = self.location_deck.remove(0);
            self.locations.insert(index, next.clone());
            Some(next.name)
        };
        events.push(Event::LocationReplaced {
            left: left.name.clone(),
            came,
        });
        self.location_discard.push(left);
        Ok(())
    }

    /// The Adventure Row could not be refilled: the game is lost.
    pub(super) fn adventure_row_unfilled(&mut self, events: &mut Vec<Event>) {
        self.result = Some(GameResult::Lost(LossReason::AdventureRowUnfilled));
        events.push(Event::Lost {
            reason: LossReason::AdventureRowUnfilled,
        });
    }
}
