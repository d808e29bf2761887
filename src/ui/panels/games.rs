//! The other games' screens, drawn (their catalog is every game's `panels/catalog.rs`): the deck editor
//! with validation (format picker, every violation with its rule) and statistics (cost curve;
//! Lorcana's ink curve and inkable share; Palworld's colours and Lucky cards), the opening-hand
//! practice table (draw, mulligan, draw steps) and the collection. State and commands live in
//! `ui/controllers/games.rs`; the frame draws and sends [`GameCommand`]s.

use crate::card::{Card, Game};
use crate::deck::Section;
use crate::format::Format;
use crate::stats::Mulligan;
use crate::ui::app::AppCommand;
use crate::ui::panels::catalog::card_facts;
use crate::ui::settings::Screen;
use crate::ui::widgets::panel_size::{Edge, fitted};
use crate::ui::widgets::version_history::{VersionPick, version_history_ui};

pub use crate::ui::controllers::games::{
    GameCommand, GameSearch, GameState, GamesPanel, OpenGameDeck,
};

fn send(out: &mut Vec<AppCommand>, game: Game, command: GameCommand) {
    out.push(AppCommand::Game(game, command));
}

impl GamesPanel {
    /// Draws a screen of a game.
    pub fn ui(&mut self, ui: &mut egui::Ui, game: Game, screen: Screen, out: &mut Vec<AppCommand>) {
        let memory_only = self.memory_only();
        let Some(state) = self.state_mut(game) else {
            ui.heading(game.title());
            ui.label(
                "This catalog has no cards of this game. Rebuild it with `ponydeck catalog build`.",
            );
            return;
        };
        match screen {
            Screen::Decks => decks_ui(ui, game, state, memory_only, out),
            Screen::Goldfish => practice_ui(ui, game, state, out),
            // Every game's catalog and collection, and the tracker, are screens of their own.
            Screen::Catalog | Screen::Collection | Screen::Adventures => {}
        }
    }
}

fn search_box(
    ui: &mut egui::Ui,
    caption: &str,
    game: Game,
    state: &mut GameState,
    out: &mut Vec<AppCommand>,
) {
    ui.horizontal(|ui| {
        let label = ui.label(caption);
        let hint = game.search_example();
        let search = &mut state.finder;
        let response = ui
            .add(
                egui::TextEdit::singleline(&mut search.query)
                    .desired_width(ui.available_width().min(420.0))
                    .hint_text(hint),
            )
            .labelled_by(label.id);
        if response.changed() {
            send(out, game, GameCommand::Search(search.query.clone()));
        }
    });
    if let Some(error) = &state.finder.error {
        ui.colored_label(ui.visuals().error_fg_color, error);
    }
}

/// The game's search results as a list of rows of one height (only the visible ones are
/// drawn): `row` draws one card, given its position in the catalog and the row's height.
fn result_rows(
    ui: &mut egui::Ui,
    id_salt: &str,
    state: &GameState,
    mut row: impl FnMut(&mut egui::Ui, usize, &Card, f32),
) {
    let results = &state.finder.results;
    let row_height = ui.spacing().interact_size.y + 2.0;
    egui::ScrollArea::vertical()
        .id_salt(id_salt)
        .auto_shrink(false)
        .show_rows(ui, row_height, results.len(), |ui, rows| {
            for index in rows {
                let Some(&position) = results.get(index) else {
                    continue;
                };
                let Some(card) = state.cards.cards().get(position) else {
                    continue;
                };
                ui.horizontal(|ui| {
                    // Exactly the height show_rows counts on, or the list ends short of the window.
                    ui.set_min_height(row_height);
                    row(ui, position, card, row_height);
                });
            }
        });
}

/// A small button whose accessible name is `name` (screen readers and tests find it by that
/// name), shown as `text` with the name as its tooltip.
fn named_small_button(ui: &mut egui::Ui, text: &str, name: &str) -> egui::Response {
    let button = ui.small_button(text).on_hover_text(name);
    crate::ui::widgets::owned_badge::accessible(&button, name);
    button
}

fn decks_ui(
    ui: &mut egui::Ui,
    game: Game,
    state: &mut GameState,
    memory_only: bool,
    out: &mut Vec<AppCommand>,
) {
    let total = ui.available_width();
    fitted(
        ui,
        Edge::Left,
        "game-deck-library",
        total,
        0.18,
        0.24,
        160.0,
    )
    .show(ui, |ui| {
        ui.add_space(6.0);
        ui.heading("Deck library");
        if memory_only {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                "No user database: decks are kept until you close the window.",
            );
        }
        ui.horizontal(|ui| {
            let label = ui.label("Name");
            ui.add(egui::TextEdit::singleline(&mut state.new_name).desired_width(110.0))
                .labelled_by(label.id);
        });
        if ui.button("New deck").clicked() {
            send(out, game, GameCommand::NewDeck(state.new_name.clone()));
        }
        egui::CollapsingHeader::new("Import a list").show(ui, |ui| {
            if ui.button("Import list").clicked() {
                send(
                    out,
                    game,
                    GameCommand::ImportList {
                        name: state.new_name.clone(),
                        text: state.import_text.clone(),
                    },
                );
            }
            let hint = match game {
                Game::Lorcana => "4 Elsa - Snow Queen\n4 Merlin, Goat",
                _ => "4 EBP01-003\nSoul Deck:\n10 ESOUL-001",
            };
            let label = ui.label("Deck list");
            egui::ScrollArea::vertical()
                .id_salt("game-import-scroll")
                .max_height(160.0)
                .show(ui, |ui| {
                    ui.add(
                        egui::TextEdit::multiline(&mut state.import_text)
                            .desired_rows(5)
                            .hint_text(hint),
                    )
                    .labelled_by(label.id);
                });
        });
        if state.deleted.is_some()
            && ui
                .button("Undo delete")
                .on_hover_text("Bring back the deck deleted last, with every version")
                .clicked()
        {
            send(out, game, GameCommand::UndoDelete);
        }
        ui.separator();
        egui::ScrollArea::vertical()
            .id_salt("game-deck-names")
            .show(ui, |ui| {
                for name in &state.deck_names {
                    let open = state.open.as_ref().is_some_and(|o| &o.name == name);
                    if ui.selectable_label(open, name).clicked() {
                        send(out, game, GameCommand::OpenDeck(name.clone()));
                    }
                }
            });
    });
    let Some(open) = state.open.as_ref() else {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.add_space(24.0);
            ui.heading("No deck open");
            ui.label("Type a name and create a deck, import a list, or open one from the library.");
        });
        return;
    };
    fitted(ui, Edge::Right, "game-deck-side", total, 0.3, 0.36, 260.0).show(ui, |ui| {
        egui::ScrollArea::vertical()
            .id_salt("game-deck-side-scroll")
            .show(ui, |ui| side_ui(ui, game, &state.cards, open, out));
    });
    fitted(ui, Edge::Left, "game-deck-picker", total, 0.2, 0.24, 180.0)
        .show(ui, |ui| picker_ui(ui, game, state, out));
    let Some(open) = state.open.as_ref() else {
        return;
    };
    egui::CentralPanel::default().show(ui, |ui| {
        // Wrapped: the buttons go under a long name rather than under the side panel.
        ui.horizontal_wrapped(|ui| {
            ui.heading(&open.name);
            // The Kayou editor's buttons and keys (the keys are read in `PonydeckApp::shortcuts`).
            if ui
                .add_enabled(open.can_undo(), egui::Button::new("Undo"))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                send(out, game, GameCommand::Undo);
            }
            if ui
                .add_enabled(open.can_redo(), egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Y or Ctrl+Shift+Z")
                .clicked()
            {
                send(out, game, GameCommand::Redo);
            }
            if ui.button("Practise opening hands").clicked() {
                send(out, game, GameCommand::NewHand);
                out.push(AppCommand::Show(Screen::Goldfish));
            }
            if ui
                .button("Copy list")
                .on_hover_text("The deck as a list deck sites import, one card a line")
                .clicked()
            {
                send(out, game, GameCommand::CopyList);
            }
            if ui
                .button("Delete")
                .on_hover_text("Delete this deck and its versions ('Undo delete' brings it back)")
                .clicked()
            {
                send(out, game, GameCommand::DeleteDeck);
            }
        });
        egui::CollapsingHeader::new("Name, notes and tags").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                let label = ui.label("New name");
                let field = ui
                    .add(egui::TextEdit::singleline(&mut state.rename_text).desired_width(160.0))
                    .labelled_by(label.id);
                let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if ui.button("Rename deck").clicked() || enter {
                    send(
                        out,
                        game,
                        GameCommand::RenameDeck(state.rename_text.clone()),
                    );
                }
            });
            let label = ui.label("Notes");
            let notes = ui
                .add(egui::TextEdit::multiline(&mut state.notes_text).desired_rows(2))
                .labelled_by(label.id)
                .on_hover_text("Saved when you leave the box");
            if notes.lost_focus() {
                send(out, game, GameCommand::SetNotes(state.notes_text.clone()));
            }
            ui.horizontal_wrapped(|ui| {
                let label = ui.label("Tags");
                ui.add(egui::TextEdit::singleline(&mut state.tags_text).desired_width(160.0))
                    .labelled_by(label.id);
                if ui.button("Save tags").clicked() {
                    let tags = state
                        .tags_text
                        .split(',')
                        .map(|t| t.trim().to_string())
                        .filter(|t| !t.is_empty())
                        .collect();
                    send(out, game, GameCommand::SetTags(tags));
                }
            });
        });
        let counts: Vec<String> = open
            .format
            .sections
            .iter()
            .map(|s| {
                format!(
                    "{} {}{}",
                    s.label,
                    open.deck.count(s.section),
                    s.target_text()
                )
            })
            .collect();
        ui.label(counts.join(" · "));
        ui.separator();
        egui::ScrollArea::vertical()
            .id_salt("game-deck-sections")
            .auto_shrink(false)
            .show(ui, |ui| {
                for section in open.format.listed_sections() {
                    let label = open.format.label_of(section);
                    let entries = open.deck.section(section);
                    if entries.is_empty() && section == Section::Maybe {
                        continue;
                    }
                    ui.strong(format!("{label} — {}", open.deck.count(section)));
                    for entry in entries {
                        let name = state
                            .cards
                            .printing(&entry.card_id)
                            .map_or(String::new(), |c| c.name.clone());
                        ui.horizontal(|ui| {
                            if ui.small_button("−").on_hover_text("Remove one").clicked() {
                                send(
                                    out,
                                    game,
                                    GameCommand::Remove(section, entry.card_id.clone()),
                                );
                            }
                            if ui.small_button("+").on_hover_text("Add one").clicked() {
                                send(out, game, GameCommand::Add(entry.card_id.clone()));
                            }
                            let line = format!("{} × {name}  ({})", entry.count, entry.card_id);
                            // Elided to the column; hovering shows the whole line.
                            ui.add(egui::Label::new(line).truncate());
                        });
                    }
                    ui.add_space(6.0);
                }
            });
    });
}

/// The deck editor's card finder: its own search (not the catalog's query) with a
/// "+" per printing and the copies the open deck already has.
fn picker_ui(ui: &mut egui::Ui, game: Game, state: &mut GameState, out: &mut Vec<AppCommand>) {
    ui.add_space(6.0);
    search_box(ui, "Find card", game, state, out);
    ui.small(format!(
        "{} of {} printings · + adds one to the open deck",
        state.finder.results.len(),
        state.cards.len()
    ));
    result_rows(
        ui,
        "game-deck-picker-rows",
        state,
        |ui, _, card, row_height| {
            let label = format!("Add {} ({})", card.name, card.id);
            if named_small_button(ui, "+", &label).clicked() {
                send(out, game, GameCommand::Add(card.id.clone()));
            }
            // A fixed-width column, so the names line up whether or not a row has copies.
            let copies = state.open.as_ref().map_or(0, |o| o.deck.copies(&card.id));
            let count = if copies > 0 {
                egui::RichText::new(format!("×{copies}")).strong()
            } else {
                egui::RichText::new("")
            };
            ui.add_sized([22.0, row_height], egui::Label::new(count));
            let cost = card.cost.map_or("-".to_string(), |c| c.to_string());
            ui.add(
                egui::Label::new(format!(
                    "{cost} · {} ({})  {}",
                    card.name,
                    card.id,
                    card_facts(card)
                ))
                .truncate(),
            );
        },
    );
}

/// "×N" when the open deck holds copies of this printing (Maybe not counted).
fn side_ui(
    ui: &mut egui::Ui,
    game: Game,
    cards: &crate::card::CardIndex,
    open: &OpenGameDeck,
    out: &mut Vec<AppCommand>,
) {
    ui.heading("Validation");
    egui::ComboBox::from_label("Format")
        .selected_text(open.format.name)
        .show_ui(ui, |ui| {
            for format in Format::all(game) {
                if ui
                    .selectable_label(format.id == open.format.id, format.name)
                    .clicked()
                {
                    send(out, game, GameCommand::SetFormat(format.id.code));
                }
            }
        });
    let result = &open.validation;
    if result.legal {
        ui.colored_label(egui::Color32::from_rgb(60, 170, 90), "Legal deck");
    } else {
        ui.colored_label(
            ui.visuals().error_fg_color,
            format!(
                "Not legal: {} problem{}",
                result.violations.len(),
                if result.violations.len() == 1 {
                    ""
                } else {
                    "s"
                }
            ),
        );
        for v in &result.violations {
            ui.label(format!("{} (rule {}): {}", v.code, v.rule, v.message));
        }
    }
    ui.small(open.format.source);
    ui.separator();
    crate::ui::widgets::deck_charts::deck_charts_ui(ui, &open.stats, &open.format);
    ui.separator();
    let picked = version_history_ui(
        ui,
        &open.history,
        open.diff.as_ref(),
        false,
        &|section| {
            open.format
                .section(section)
                .map_or(section.header(), |s| s.label)
        },
        &|card_id| cards.printing(card_id).map(|c| c.name.clone()),
    );
    match picked {
        Some(VersionPick::Diff(v)) => send(out, game, GameCommand::ShowVersion(v)),
        Some(VersionPick::Restore(v)) => send(out, game, GameCommand::RestoreVersion(v)),
        None => {}
    }
}

fn practice_ui(ui: &mut egui::Ui, game: Game, state: &mut GameState, out: &mut Vec<AppCommand>) {
    egui::CentralPanel::default().show(ui, |ui| {
        ui.heading("Opening-hand practice");
        let Some(open) = state.open.as_ref() else {
            ui.label("Open a deck on the Decks screen to practise its opening hands.");
            return;
        };
        ui.label(format!("Deck: {}", open.name));
        ui.horizontal(|ui| {
            if ui.button("New hand").clicked() {
                send(out, game, GameCommand::NewHand);
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
                send(out, game, GameCommand::Mulligan);
            }
            if ui
                .add_enabled(table.can_mulligan(), egui::Button::new("Keep"))
                .clicked()
            {
                send(out, game, GameCommand::Keep);
            }
            if ui.button("Draw").on_hover_text("One draw step").clicked() {
                send(out, game, GameCommand::Draw);
            }
        });
        let Some(table) = state.practice.as_ref() else {
            ui.label("Press New hand to shuffle and draw.");
            return;
        };
        let rules = table.rules();
        let inkable = table
            .hand()
            .iter()
            .filter(|id| {
                state
                    .cards
                    .printing(id)
                    .and_then(|c| c.lorcana())
                    .is_some_and(|d| d.inkable)
            })
            .count();
        ui.label(format!(
            "Hand {} · deck {} · draws {}{}",
            table.hand().len(),
            table.library_len(),
            table.draws(),
            if game == Game::Lorcana {
                format!(" · inkable in hand {inkable}")
            } else {
                String::new()
            }
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
                    send(out, game, GameCommand::ToggleBottom(i));
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
