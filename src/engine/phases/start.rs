//! 402: the Start Phase (untap, draw, add a Scene), and the rival's turn passing by itself.

use crate::engine::{Event, EventLog, GameState, Phase, Side, Zone};

impl GameState {
    /// Your turn begins: 402.1 untap, 402.2 draw (not on the first player's turn 1; an empty
    /// Main Deck loses, 104.2.0), 402.3 add a Scene face-up if the Scene Deck has one; then the
    /// Main Phase (403).
    pub(crate) fn begin_your_turn(&mut self, ev: &mut EventLog<'_>) {
        self.active = self.to_act;
        ev.push(Event::TurnBegan {
            turn: self.turn,
            active: self.to_act,
        });
        self.enter_phase(Phase::Start, ev);
        // 402.1: untap all tapped Characters and Scenes (and the Main Character, 2.0.0).
        self.untap_all(self.to_act, ev);
        // 402.2: the first player skips the draw on turn 1.
        if self.turn != 1 && !self.draw_one(self.to_act, ev) {
            return;
        }
        // 402.3: add a Scene face-up, if the Scene Deck has one.
        if let Some(card) = self.pop_deck(self.to_act, crate::engine::DeckKind::Scene) {
            self.put(self.to_act, card, Zone::SceneDeckTop, Zone::SceneArea, ev);
        }
        self.enter_phase(Phase::Main, ev);
    }

    /// The rival's turn passes by itself: it never plays cards, its Characters (sparring ones)
    /// never Contact on its turn. Then your next turn begins.
    pub(crate) fn pass_rival_turn(&mut self, ev: &mut EventLog<'_>) {
        self.active = Side::Rival;
        ev.push(Event::TurnBegan {
            turn: self.turn,
            active: Side::Rival,
        });
        self.turn = self.turn.saturating_add(1);
        self.begin_your_turn(ev);
    }

    /// Sets the phase and says so.
    pub(crate) fn enter_phase(&mut self, phase: Phase, ev: &mut EventLog<'_>) {
        self.phase = phase;
        ev.push(Event::PhaseBegan { phase });
    }
}
