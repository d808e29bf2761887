//! The Practice screen of the other games, drawn: Lorcana's table (`panels/lorcana_table.rs`);
//! for Palworld, the opening-hand practice table: the hand by the game's
//! opening rules, the mulligan (Lorcana's marked cards to the bottom, 2.2.2.1; Palworld's
//! redraw, 6.2.1.7), keep, draw steps and the log. State and commands live in
//! `ui/controllers/practice.rs`.

use crate::card::Game;
use crate::stats::Mulligan;
use crate::ui::app::AppCommand;
use crate::ui::panels::catalog::card_facts;

pub use crate::ui::controllers::practice::{PracticeCommand, PracticePanel, PracticeState};

impl PracticePanel {
    /// Draws a game's practice table; `open` names the game's open deck.
    pub fn ui(&self, ui: &mut egui::Ui, game: Game, open: Option<&str>, out: &mut Vec<AppCommand>) {
        let Some(state) = self.state(game) else {
            return;
        };
        if game == Game::Lorcana {
            crate::ui::panels::lorcana_table::table_ui(ui, &state.lorcana, open, out);
            return;
        }
        practice_ui(ui, game, state, open, out);
    }
}

fn send(out: &mut Vec<AppCommand>, game: Game, command: PracticeCommand) {
    out.push(AppCommand::Practice(game, command));
}

fn practice_ui(
    ui: &mut egui::Ui,
    game: Game,
    state: &PracticeState,
    open: Option<&str>,
    out: &mut Vec<AppCommand>,
) {
    egui::CentralPanel::default().show(ui, |ui| {
        ui.heading("Opening-hand practice");
        let Some(name) = open else {
            ui.label("Open a deck on the Decks screen to practise its opening hands.");
            return;
        };
        ui.label(format!("Deck: {name}"));
        ui.horizontal(|ui| {
            if ui.button("New hand").clicked() {
                send(out, game, PracticeCommand::NewHand);
            }
            let Some(table) = state.practice.as_ref() else {
                return;
            };
            let rules = table.rules();
            let mulligan = match rules.mulligan {
                Mulligan::KeepAndDrawUp => "Mulligan: marked cards to the bottom",
                Mulligan::Reshuffle => "Redraw the hand",
                Mulligan::NewHandFromTop => "Mulligan: a new hand from the top",
            };
            if ui
                .add_enabled(table.can_mulligan(), egui::Button::new(mulligan))
                .on_hover_text(format!("Once, before the first draw ({})", rules.rule))
                .clicked()
            {
                send(out, game, PracticeCommand::Mulligan);
            }
            if ui
                .add_enabled(table.can_mulligan(), egui::Button::new("Keep"))
                .clicked()
            {
                send(out, game, PracticeCommand::Keep);
            }
            if ui.button("Draw").on_hover_text("One draw step").clicked() {
                send(out, game, PracticeCommand::Draw);
            }
        });
        let Some(table) = state.practice.as_ref() else {
            ui.label("Press New hand to shuffle and draw.");
            return;
        };
        let rules = table.rules();
        // Lorcana's cards carry the inkwell symbol (its details say so): count them.
        let details: Vec<_> = table
            .hand()
            .iter()
            .filter_map(|id| state.cards.printing(id).and_then(|c| c.lorcana()))
            .collect();
        let inkable = (!details.is_empty())
            .then(|| details.iter().filter(|d| d.inkable).count())
            .map_or_else(String::new, |n| format!(" · inkable in hand {n}"));
        ui.label(format!(
            "Hand {} · deck {} · draws {}{inkable}",
            table.hand().len(),
            table.library_len(),
            table.draws(),
        ));
        if table.can_mulligan() && rules.mulligan == Mulligan::KeepAndDrawUp {
            ui.small("Click cards to mark them for the bottom of the deck (2.2.2.1).");
        }
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            for (i, id) in table.hand().iter().enumerate() {
                let name = state
                    .cards
                    .printing(id)
                    .map_or(id.to_string(), |c| c.name.clone());
                let marked = state.bottom.contains(&i);
                let button = egui::Button::selectable(marked, format!("{name}\n{id}"))
                    .min_size(egui::vec2(150.0, 60.0));
                let response = ui.add(button);
                if response.clicked()
                    && table.can_mulligan()
                    && rules.mulligan == Mulligan::KeepAndDrawUp
                {
                    send(out, game, PracticeCommand::ToggleBottom(i));
                }
                if let Some(card) = state.cards.printing(id) {
                    response.on_hover_text(card_facts(card));
                }
            }
        });
        ui.separator();
        ui.strong("Log");
        for line in table.log() {
            ui.small(line);
        }
    });
}
