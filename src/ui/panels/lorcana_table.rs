//! The Lorcana table, drawn: lore and ink, the open decision on the mat, the cards in play, the
//! hand and the inkwell, each card with the actions it takes now as buttons, and the log. It
//! draws `lorcana::view::TableView` and sends `LorcanaCommand`s; state lives in
//! `ui/controllers/lorcana_table.rs`.

use crate::card::Game;
use crate::lorcana::view::{CardView, TableView};
use crate::ui::app::AppCommand;
use crate::ui::controllers::lorcana_table::{LorcanaCommand, LorcanaTable};
use crate::ui::controllers::practice::PracticeCommand;

fn send(out: &mut Vec<AppCommand>, command: LorcanaCommand) {
    out.push(AppCommand::Practice(
        Game::Lorcana,
        PracticeCommand::Lorcana(command),
    ));
}

/// Draws the table; `open` names the open deck.
pub fn table_ui(
    ui: &mut egui::Ui,
    table: &LorcanaTable,
    open: Option<&str>,
    out: &mut Vec<AppCommand>,
) {
    let view = table.view();
    egui::Panel::top("lorcana-bar").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.heading("Lorcana table");
            match open {
                Some(name) => ui.label(format!("Deck: {name}")),
                None => ui.label("Open a deck on the Decks screen to play it here."),
            };
            ui.separator();
            let can_deal = open.is_some();
            if ui
                .add_enabled(can_deal, egui::Button::new("New game on the play"))
                .on_hover_text("You take the first turn and skip its draw (3.2.3.1)")
                .clicked()
            {
                send(out, LorcanaCommand::NewGame { on_the_play: true });
            }
            if ui
                .add_enabled(can_deal, egui::Button::new("New game on the draw"))
                .on_hover_text("The opponent's first turn passes; you draw on your first turn")
                .clicked()
            {
                send(out, LorcanaCommand::NewGame { on_the_play: false });
            }
            let playing = view.as_ref().is_some_and(|v| !v.over);
            if ui
                .add_enabled(view.is_some(), egui::Button::new("Undo"))
                .clicked()
            {
                send(out, LorcanaCommand::Undo);
            }
            if ui
                .add_enabled(playing, egui::Button::new("Suggest a move"))
                .on_hover_text("The built-in player takes the next action")
                .clicked()
            {
                send(out, LorcanaCommand::Suggest);
            }
            if ui
                .add_enabled(playing, egui::Button::new("Finish my turn"))
                .on_hover_text("The built-in player plays the rest of this turn")
                .clicked()
            {
                send(out, LorcanaCommand::FinishTurn);
            }
        });
    });
    let Some(view) = view else {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.label(
                "Deal a game with New game: a goldfish game of your deck against an opponent who passes (Comprehensive Rules 2.2-4).",
            );
        });
        return;
    };
    egui::Panel::right("lorcana-log")
        .resizable(true)
        .default_size(260.0)
        .show(ui, |ui| log_ui(ui, &view));
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical()
            .id_salt("lorcana-mat")
            .show(ui, |ui| mat_ui(ui, table, &view, out));
    });
}

fn log_ui(ui: &mut egui::Ui, view: &TableView) {
    ui.strong("Log");
    egui::ScrollArea::vertical()
        .id_salt("lorcana-log-lines")
        .stick_to_bottom(true)
        .max_height(ui.available_height() * 0.7)
        .show(ui, |ui| {
            for line in &view.log {
                ui.small(line);
            }
        });
    ui.separator();
    ui.strong(format!("Discard ({})", view.discard.len()));
    for name in view.discard.iter().rev().take(12) {
        ui.small(name);
    }
}

fn mat_ui(ui: &mut egui::Ui, table: &LorcanaTable, view: &TableView, out: &mut Vec<AppCommand>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(
            egui::RichText::new(format!("Lore {} / 20", view.lore))
                .size(28.0)
                .strong(),
        );
        ui.separator();
        ui.label(
            egui::RichText::new(format!("Ink {} ready of {}", view.ink.0, view.ink.1)).size(18.0),
        );
        if view.ink_drops > 0 {
            ui.label(format!("+ {} ink drop(s)", view.ink_drops));
        }
        ui.separator();
        ui.label(format!("Deck {}", view.deck));
        if view.inked {
            ui.label("· inked this turn");
        }
    });
    ui.label(&view.status);
    if let Some((prompt, options)) = &view.decision {
        egui::Frame::group(ui.style())
            .fill(ui.visuals().selection.bg_fill.gamma_multiply(0.25))
            .show(ui, |ui| {
                ui.strong(prompt);
                ui.horizontal_wrapped(|ui| {
                    for (action, label) in options {
                        if ui.button(label).clicked() {
                            send(out, LorcanaCommand::Act(action.clone()));
                        }
                    }
                });
            });
    }
    ui.horizontal_wrapped(|ui| {
        if view.setup {
            let marked = table.bottom.len();
            let label = if marked == 0 {
                "Keep this hand".to_string()
            } else {
                format!(
                    "Mulligan {marked} marked card{}",
                    if marked == 1 { "" } else { "s" }
                )
            };
            if ui
                .button(label)
                .on_hover_text("Marked cards go to the bottom; draw back up to 7 (2.2.2.1)")
                .clicked()
            {
                send(out, LorcanaCommand::Mulligan);
            }
        }
        for (action, label) in &view.general {
            if matches!(action, crate::lorcana::Action::Keep) {
                continue;
            }
            if ui.button(label).clicked() {
                send(out, LorcanaCommand::Act(action.clone()));
            }
        }
    });
    ui.separator();
    ui.strong(format!("In play ({})", view.play.len()));
    cards_ui(ui, "play", &view.play, false, table, out);
    ui.separator();
    ui.strong(format!("Hand ({})", view.hand.len()));
    if view.setup {
        ui.small("Click Bottom on the cards to mulligan (2.2.2.1).");
    }
    cards_ui(ui, "hand", &view.hand, view.setup, table, out);
    ui.separator();
    ui.collapsing(format!("Inkwell ({})", view.inkwell.len()), |ui| {
        ui.horizontal_wrapped(|ui| {
            for card in &view.inkwell {
                let text = if card.exerted {
                    format!("{} (exerted)", card.name)
                } else {
                    card.name.clone()
                };
                ui.small(text);
            }
        });
    });
}

fn cards_ui(
    ui: &mut egui::Ui,
    zone: &str,
    cards: &[CardView],
    setup: bool,
    table: &LorcanaTable,
    out: &mut Vec<AppCommand>,
) {
    // Rows of as many cards as the width holds (a wrapped layout does not wrap framed cards).
    let spacing = ui.spacing().item_spacing.x;
    let per_row = ((ui.available_width() + spacing) / (CARD_WIDTH + 16.0 + spacing))
        .floor()
        .max(1.0) as usize;
    for row in cards.chunks(per_row) {
        ui.horizontal_top(|ui| {
            for card in row {
                card_ui(ui, zone, card, setup, table, out);
            }
        });
    }
}

/// The width of a card on the mat.
const CARD_WIDTH: f32 = 170.0;

fn card_ui(
    ui: &mut egui::Ui,
    zone: &str,
    card: &CardView,
    setup: bool,
    table: &LorcanaTable,
    out: &mut Vec<AppCommand>,
) {
    ui.push_id((zone, card.card), |ui| {
        let frame = egui::Frame::group(ui.style());
        let frame = if card.exerted {
            frame.fill(ui.visuals().faint_bg_color)
        } else {
            frame
        };
        frame.show(ui, |ui| {
            ui.set_width(CARD_WIDTH);
            ui.vertical(|ui| {
                ui.strong(&card.name).on_hover_text(&card.text);
                ui.small(format!("{} · {}", card.id, card.facts));
                if !card.marks.is_empty() {
                    ui.small(card.marks.join(" · "));
                }
                if setup {
                    let mut marked = table.bottom.contains(&card.card);
                    if ui.checkbox(&mut marked, "Bottom").changed() {
                        send(out, LorcanaCommand::ToggleBottom(card.card));
                    }
                }
                for (action, label) in &card.actions {
                    if ui.small_button(label).clicked() {
                        send(out, LorcanaCommand::Act(action.clone()));
                    }
                }
            });
        });
    });
}
