//! The application: its state, the commands the UI sends, and the frame.

use crate::card::{Card, CardIndex};
use crate::search::{Query, search_positions};

/// What the user asked for during a frame; applied once after it.
#[derive(Debug, Clone, PartialEq)]
pub enum AppCommand {
    /// The search text changed.
    Search(String),
    /// A card was selected in the list.
    Select(usize),
}

/// The ponydeck window.
pub struct PonydeckApp {
    index: CardIndex,
    query_text: String,
    query_error: Option<String>,
    results: Vec<usize>,
    selected: Option<usize>,
    commands: Vec<AppCommand>,
}

impl PonydeckApp {
    /// The app over a loaded catalog.
    pub fn new(index: CardIndex) -> PonydeckApp {
        let results = (0..index.len()).collect();
        PonydeckApp {
            index,
            query_text: String::new(),
            query_error: None,
            results,
            selected: None,
            commands: Vec::new(),
        }
    }

    /// Positions of the cards the search shows.
    pub fn results(&self) -> &[usize] {
        &self.results
    }

    /// Applies one command.
    pub fn apply(&mut self, command: AppCommand) {
        match command {
            AppCommand::Search(text) => match Query::parse(&text) {
                Ok(query) => {
                    self.results = search_positions(&self.index, &query);
                    self.query_error = None;
                }
                Err(e) => self.query_error = Some(e.to_string()),
            },
            AppCommand::Select(position) => self.selected = Some(position),
        }
    }

    /// Draws the whole window into `ui`.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("search").show(ui, |ui| self.search_ui(ui));
        egui::Panel::right("preview")
            .min_size(320.0)
            .show(ui, |ui| {
                self.preview_ui(ui);
            });
        egui::CentralPanel::default().show(ui, |ui| self.list_ui(ui));
        for command in std::mem::take(&mut self.commands) {
            self.apply(command);
        }
    }

    fn search_ui(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            ui.label("Search");
            let response = ui.add(
                egui::TextEdit::singleline(&mut self.query_text)
                    .hint_text("t:character k:unicorn c<=2")
                    .desired_width(f32::INFINITY),
            );
            if response.changed() {
                self.commands
                    .push(AppCommand::Search(self.query_text.clone()));
            }
        });
        match &self.query_error {
            Some(error) => {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
            None => {
                ui.label(format!("{} cards", self.results.len()));
            }
        }
    }

    fn list_ui(&mut self, ui: &mut egui::Ui) {
        let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
        egui::ScrollArea::vertical().auto_shrink(false).show_rows(
            ui,
            row_height,
            self.results.len(),
            |ui, range| {
                for &position in self.results.get(range).unwrap_or(&[]) {
                    let Some((card, _)) = self.index.entry(position) else {
                        continue;
                    };
                    let selected = self.selected == Some(position);
                    let text = format!("{:<14} {}", card.card_id, card.display_name());
                    if ui.selectable_label(selected, text).clicked() {
                        self.commands.push(AppCommand::Select(position));
                    }
                }
            },
        );
    }

    fn preview_ui(&self, ui: &mut egui::Ui) {
        let Some((card, _)) = self.selected.and_then(|p| self.index.entry(p)) else {
            ui.label("Select a card to see it here.");
            return;
        };
        card_details_ui(ui, card);
    }
}

fn card_details_ui(ui: &mut egui::Ui, card: &Card) {
    ui.heading(card.display_name());
    ui.label(format!(
        "{} · {} · {}",
        card.card_id, card.card_type, card.rarity
    ));
    if let (Some(c), Some(i)) = (card.cost, card.inspiration) {
        ui.label(format!("Cost {c} · Inspiration {i}"));
    }
    if let Some(text) = &card.ability {
        ui.separator();
        ui.label(text);
    }
    for note in &card.notes {
        ui.small(note);
    }
}

impl eframe::App for PonydeckApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        PonydeckApp::ui(self, ui);
    }
}
