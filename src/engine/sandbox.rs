//! Sandbox actions: the free moves a player makes to carry out card text the engine does not
//! yet automate (draw, discard, move any card, look, shuffle, tap, flip, Inspiration, tokens,
//! Plans) and sparring rivals for practising Contact. Each is an [`Action`](super::Action), so
//! it is logged, undoable and replayed like the others.

use super::{
    ActionError, CardHandle, CardTable, DeckKind, Duration, Event, EventLog, GameState,
    PendingKind, Present, SandboxAction, Slot, TapTarget, Token, Zone,
};
use crate::engine::Side;

/// Where a card was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Found {
    MainDeck(usize),
    SceneDeck(usize),
    Hand(usize),
    SceneArea(usize),
    Character(usize),
    Item(usize),
    Plan(usize),
    Retirement(usize),
    Settlement(usize),
    StoryArea,
}

fn sandbox_error(text: &str) -> ActionError {
    ActionError::Sandbox(text.to_string())
}

impl GameState {
    fn find_card(&self, side: Side, card: CardHandle) -> Option<Found> {
        let p = &self.players[side];
        let at = |v: &[CardHandle]| v.iter().position(|c| *c == card);
        if let Some(i) = at(&p.main_deck) {
            return Some(Found::MainDeck(i));
        }
        if let Some(i) = at(&p.scene_deck) {
            return Some(Found::SceneDeck(i));
        }
        if let Some(i) = at(&p.hand) {
            return Some(Found::Hand(i));
        }
        if let Some(i) = p.scene_area.iter().position(|s| s.card == card) {
            return Some(Found::SceneArea(i));
        }
        for (i, slot) in p.adventure.iter().enumerate() {
            if let Some(s) = slot {
                if s.character == card {
                    return Some(Found::Character(i));
                }
                if s.item == Some(card) {
                    return Some(Found::Item(i));
                }
            }
        }
        if let Some(i) = p
            .plans
            .iter()
            .position(|pl| pl.is_some_and(|pl| pl.card == card))
        {
            return Some(Found::Plan(i));
        }
        if let Some(i) = at(&p.retirement) {
            return Some(Found::Retirement(i));
        }
        if let Some(i) = at(&p.settlement) {
            return Some(Found::Settlement(i));
        }
        if p.stories.contains(&card) || p.main_character == card {
            return Some(Found::StoryArea);
        }
        None
    }

    /// Where one of your cards is, in words ("in your hand", "in slot 2"), to tell apart two
    /// copies of a card offered by one decision.
    pub fn place_of(&self, card: CardHandle) -> Option<String> {
        Some(match self.find_card(self.to_act, card)? {
            Found::MainDeck(_) => "in your Main Deck".into(),
            Found::SceneDeck(_) => "in your Scene Deck".into(),
            Found::Hand(_) => "in your hand".into(),
            Found::SceneArea(_) => "in your Scene Area".into(),
            Found::Character(i) => format!("in slot {}", i + 1),
            Found::Item(i) => format!("on the Character in slot {}", i + 1),
            Found::Plan(i) => format!("in your Plan on Story {}", i + 1),
            Found::Retirement(_) => "in your Retirement Area".into(),
            Found::Settlement(_) => "in your Settlement Area".into(),
            Found::StoryArea => "in your Story Area".into(),
        })
    }

    fn slot_mut(&mut self, slot: u8) -> Result<&mut Slot, ActionError> {
        match self.players[self.to_act]
            .adventure
            .get_mut(usize::from(slot))
        {
            Some(Some(s)) => Ok(s),
            Some(None) => Err(ActionError::SlotEmpty {
                slot: slot.saturating_add(1),
                why: "",
            }),
            None => Err(ActionError::NoSuchSlot {
                slot: slot.saturating_add(1),
            }),
        }
    }

    /// Applies a sandbox action.
    pub(crate) fn apply_sandbox(
        &mut self,
        table: &CardTable,
        action: SandboxAction,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        match action {
            SandboxAction::Draw { count } => {
                // 601.2, 502.1.1c: drawing from an empty Main Deck loses.
                for _ in 0..count {
                    if !self.draw_one(self.to_act, ev) {
                        break;
                    }
                }
            }
            SandboxAction::Discard { card } => {
                self.discard_from_hand(self.to_act, table, card, ev)?
            }
            SandboxAction::Move { card, to } => self.move_card(self.to_act, card, to, ev)?,
            SandboxAction::LookAtTop { deck, count } => {
                self.settle_deck(self.to_act, deck, usize::from(count));
                let cards = match deck {
                    DeckKind::Main => &self.players[self.to_act].main_deck,
                    DeckKind::Scene => &self.players[self.to_act].scene_deck,
                };
                for (position, card) in cards.iter().rev().take(usize::from(count)).enumerate() {
                    ev.push(Event::Looked {
                        card: *card,
                        position: position as u8,
                    });
                }
            }
            SandboxAction::Shuffle { deck } => {
                self.shuffle_deck(self.to_act, deck);
                ev.push(Event::Shuffled { deck });
            }
            SandboxAction::SetTapped { target, tapped } => match target {
                TapTarget::Scene(i) => {
                    let count = self.players[self.to_act].scene_area.len();
                    if usize::from(i) >= count {
                        return Err(ActionError::NoSuchScene {
                            scene: i.saturating_add(1),
                            count,
                        });
                    }
                    self.tap_scene(self.to_act, usize::from(i), tapped, ev);
                }
                TapTarget::Character(slot) => {
                    self.slot_mut(slot)?;
                    self.tap_character(self.to_act, usize::from(slot), tapped, ev);
                }
                TapTarget::MainCharacter => self.tap_main_character(self.to_act, tapped, ev),
            },
            SandboxAction::FlipScene { scene } => {
                let count = self.players[self.to_act].scene_area.len();
                let s = self.players[self.to_act]
                    .scene_area
                    .get(usize::from(scene))
                    .ok_or(ActionError::NoSuchScene {
                        scene: scene.saturating_add(1),
                        count,
                    })?;
                let (card, face_up) = (s.card, !s.face_up);
                self.flip(card, face_up, ev);
            }
            SandboxAction::ChangeInspiration {
                slot,
                delta,
                duration,
            } => {
                let s = self.slot_mut(slot)?;
                let field = match duration {
                    Duration::Contact => &mut s.inspiration_contact,
                    Duration::Turn => &mut s.inspiration_turn,
                    Duration::Permanent => &mut s.inspiration_permanent,
                };
                *field = field.saturating_add(delta);
                ev.push(Event::Changed);
            }
            SandboxAction::GiveToken { slot, token } => {
                let s = self.slot_mut(slot)?;
                match token {
                    // 207.2.1a: at most one Treat; a second is simply not given.
                    Token::Treat => {
                        let card = s.character;
                        self.set_treat(card, true, ev);
                    }
                    Token::Present(p) => s.presents |= p.bit(),
                }
                ev.push(Event::Changed);
            }
            SandboxAction::RemoveToken { slot, token } => {
                let s = self.slot_mut(slot)?;
                match token {
                    // 605.3: removed without its effect; "when a Treat is removed" still sees it.
                    Token::Treat => {
                        let card = s.character;
                        self.set_treat(card, false, ev);
                    }
                    Token::Present(p) => s.presents &= !p.bit(),
                }
                ev.push(Event::Changed);
            }
            SandboxAction::UnwrapPresent { slot, present } => {
                let s = self.slot_mut(slot)?;
                if s.presents & present.bit() == 0 {
                    return Err(sandbox_error(&format!(
                        "the Character in slot {} holds no {} (207.2.2c)",
                        slot + 1,
                        present.name()
                    )));
                }
                s.presents &= !present.bit();
                let character = s.character;
                if present == Present::PinkiePie {
                    // 207.2.2c: +1 Inspiration this turn, carried out at once.
                    s.inspiration_turn = s.inspiration_turn.saturating_add(1);
                    ev.push(Event::Changed);
                } else {
                    self.add_pending(table, character, PendingKind::Present(present), ev);
                }
            }
            SandboxAction::RevealPlan { stage } => {
                let Some(Some(plan)) = self.players[self.to_act].plans.get_mut(usize::from(stage))
                else {
                    return Err(sandbox_error(&format!(
                        "there is no Plan on your Story {} to reveal",
                        crate::card::Stage::roman_at(usize::from(stage))
                    )));
                };
                plan.revealed = !plan.revealed;
                ev.push(Event::Changed);
            }
            SandboxAction::PlaceSparring { .. }
            | SandboxAction::RemoveSparring { .. }
            | SandboxAction::RivalIntervenes
                if self.two_player =>
            {
                return Err(sandbox_error(
                    "the rival plays its own deck in this game: there is no sparring rival",
                ));
            }
            SandboxAction::PlaceSparring { lane, inspiration } => {
                self.place_sparring(table, lane, inspiration, ev)?;
            }
            SandboxAction::RemoveSparring { lane } => {
                if usize::from(lane) >= self.players[super::Side::Rival].adventure.len() {
                    return Err(ActionError::NoSuchSlot {
                        slot: lane.saturating_add(1),
                    });
                }
                self.take_sparring(usize::from(lane));
                ev.push(Event::Changed);
            }
            SandboxAction::RivalIntervenes => {
                let Some(stage) = self.lowest_plan(self.to_act) else {
                    return Err(sandbox_error("you have no Plan left to Intervene"));
                };
                self.remove_own_plan(self.to_act, table, stage, ev);
            }
        }
        Ok(())
    }

    /// Moves any card of yours to a zone. Stories and the Main Character stay put (304.6).
    pub(crate) fn move_card(
        &mut self,
        side: Side,
        card: CardHandle,
        to: Zone,
        ev: &mut EventLog<'_>,
    ) -> Result<(), ActionError> {
        let Some(found) = self.find_card(side, card) else {
            return Err(sandbox_error(&format!(
                "card #{} is not in this game",
                card.0
            )));
        };
        if found == Found::StoryArea {
            return Err(sandbox_error(
                "Stories and the Main Character stay in the Story Area (304.6.0)",
            ));
        }
        // Check the destination before anything moves.
        match to {
            Zone::Character(slot) => match self.players[side].adventure.get(usize::from(slot)) {
                None => return Err(ActionError::NoSuchSlot { slot: slot + 1 }),
                Some(Some(_)) if found != Found::Character(usize::from(slot)) => {
                    return Err(sandbox_error(&format!(
                        "slot {} already holds a Character (303)",
                        slot + 1
                    )));
                }
                _ => {}
            },
            Zone::Item(slot) => match self.players[side].adventure.get(usize::from(slot)) {
                None => return Err(ActionError::NoSuchSlot { slot: slot + 1 }),
                Some(None) => {
                    return Err(ActionError::SlotEmpty {
                        slot: slot + 1,
                        why: " to adorn",
                    });
                }
                Some(Some(s)) if s.character == card => {
                    return Err(sandbox_error("a Character cannot adorn itself"));
                }
                _ => {}
            },
            Zone::Plan(stage) => match self.players[side].plans.get(usize::from(stage)) {
                None => return Err(sandbox_error("Stories are I to IV")),
                Some(Some(_)) if found != Found::Plan(usize::from(stage)) => {
                    return Err(sandbox_error(&format!(
                        "Story {} already has a Plan (304.4.0: at most one)",
                        stage + 1
                    )));
                }
                _ => {}
            },
            Zone::StoryArea => {
                return Err(sandbox_error("nothing moves into the Story Area but Plans"));
            }
            _ => {}
        }
        let from = self.remove_found(side, found, ev);
        self.put(side, card, from, to, ev);
        Ok(())
    }

    /// Takes a found card out of its zone; a Character's Item goes to the Retirement Area.
    fn remove_found(&mut self, side: Side, found: Found, ev: &mut EventLog<'_>) -> Zone {
        let p = &mut self.players[side];
        match found {
            Found::MainDeck(i) => {
                let top = self
                    .take_from_deck(side, DeckKind::Main, i)
                    .is_some_and(|(_, top)| top);
                if top {
                    Zone::MainDeckTop
                } else {
                    Zone::MainDeckBottom
                }
            }
            Found::SceneDeck(i) => {
                let top = self
                    .take_from_deck(side, DeckKind::Scene, i)
                    .is_some_and(|(_, top)| top);
                if top {
                    Zone::SceneDeckTop
                } else {
                    Zone::SceneDeckBottom
                }
            }
            Found::Hand(i) => {
                p.hand.remove(i);
                Zone::Hand
            }
            Found::SceneArea(i) => {
                p.scene_area.remove(i);
                Zone::SceneArea
            }
            Found::Character(i) => {
                let slot = i as u8;
                if let Some(taken) = p.adventure.get_mut(i).and_then(Option::take)
                    && let Some(item) = taken.item
                {
                    self.put(side, item, Zone::Item(slot), Zone::Retirement, ev);
                }
                Zone::Character(slot)
            }
            Found::Item(i) => {
                if let Some(Some(s)) = p.adventure.get_mut(i) {
                    s.item = None;
                }
                Zone::Item(i as u8)
            }
            Found::Plan(i) => {
                if let Some(plan) = p.plans.get_mut(i) {
                    *plan = None;
                }
                Zone::Plan(i as u8)
            }
            Found::Retirement(i) => {
                p.retirement.remove(i);
                Zone::Retirement
            }
            Found::Settlement(i) => {
                p.settlement.remove(i);
                Zone::Settlement
            }
            Found::StoryArea => Zone::StoryArea,
        }
    }
}
