//! The deck editor of every game, drawn (the game and its format are the panel's values): the deck library (new, copy a starter, duplicate, rename, delete with
//! undo, tags, notes), the sections with live counts, adding by click, drag and drop or keyboard,
//! the card detail, the validation panel, statistics charts and odds, the version history with a
//! diff. The state and its commands live in `ui/controllers/decks.rs`, with no drawing; the
//! frame only draws the cached [`OpenDeck`] and sends [`DeckCommand`]s.

use std::path::PathBuf;

use crate::card::{Card, CardId, CardIndex};
use crate::deck::{DeckFormat, Section, starters_for};
use crate::format::RulesVersion;
use crate::ui::app::AppCommand;
use crate::ui::widgets::owned_badge::accessible;
use crate::ui::widgets::panel_size::{Edge, fitted, keep_within};
use crate::ui::widgets::version_history::{VersionPick, version_history_ui};

pub use crate::ui::controllers::decks::{AUTOSAVE_AFTER, DeckCommand, DecksPanel, OpenDeck};

impl DecksPanel {
    /// Draws the deck screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        self.hovered_shown = self.hovered.take();
        if self.autosave_due() {
            out.push(AppCommand::Deck(DeckCommand::Autosave));
        } else if let Some(wait) = self.open.as_ref().and_then(OpenDeck::autosave_wait) {
            // Wake up when the autosave is due even if the user does nothing more.
            ui.ctx().request_repaint_after(wait);
        }
        // 1024×700 leaves ~890 px here: library, picker and side panel share it with the deck
        // list, which keeps priority: about 40% by default, and more than a quarter however the
        // panels are dragged (or remembered from a larger window).
        let total = ui.available_width();
        fitted(ui, Edge::Left, "deck-library", total, 0.13, 0.19, 100.0).show(ui, |ui| {
            keep_within(ui);
            self.library_ui(ui, out);
        });
        self.pending_import_ui(ui.ctx(), out);
        let Some(open) = self.open.take() else {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.add_space(24.0);
                ui.heading("No deck open");
                ui.label(if starters_for(self.game()).is_empty() {
                    "Create a deck, import a list, or open one from the library on the left."
                } else {
                    "Create a deck, copy a starter deck, or open one from the library on the left."
                });
            });
            return;
        };
        fitted(ui, Edge::Right, "deck-side", total, 0.22, 0.3, 200.0).show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("deck-side-scroll")
                .show(ui, |ui| {
                    keep_within(ui);
                    self.side_ui(ui, index, &open, out);
                });
        });
        fitted(ui, Edge::Left, "deck-picker", total, 0.16, 0.24, 130.0).show(ui, |ui| {
            keep_within(ui);
            self.picker_ui(ui, index, &open, out);
        });
        egui::CentralPanel::default().show(ui, |ui| self.sections_ui(ui, index, &open, out));
        self.open = Some(open);
    }

    /// A list with bad lines: each is shown with its "did you mean", in a window over the
    /// screen (the library column is too narrow and may clip), and the player imports the rest
    /// or not.
    fn pending_import_ui(&self, ctx: &egui::Context, out: &mut Vec<AppCommand>) {
        let Some(pending) = &self.pending_import else {
            return;
        };
        egui::Window::new("Bad lines in the deck list")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 80.0])
            .max_width(560.0)
            .show(ctx, |ui| {
                ui.label(format!(
                    "{} has {} line(s) ponydeck cannot read:",
                    pending.from,
                    pending.bad_lines.len()
                ));
                egui::ScrollArea::vertical()
                    .id_salt("deck-bad-lines-scroll")
                    .max_height(160.0)
                    .show(ui, |ui| {
                        for line in &pending.bad_lines {
                            ui.add(egui::Label::new(line.as_str()).wrap());
                        }
                    });
                ui.horizontal_wrapped(|ui| {
                    if ui
                        .button(format!("Import the rest ({} cards)", pending.cards))
                        .on_hover_text("Save the cards of the other lines as a new deck")
                        .clicked()
                    {
                        out.push(AppCommand::Deck(DeckCommand::ImportTheRest));
                    }
                    if ui.button("Don't import").clicked() {
                        out.push(AppCommand::Deck(DeckCommand::DropPendingImport));
                    }
                });
            });
    }

    fn library_ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<AppCommand>) {
        let game = self.game();
        ui.add_space(6.0);
        ui.heading("Deck library");
        if self.memory_only {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                "No user database: decks are kept until you close the window.",
            );
        }
        ui.horizontal(|ui| {
            let label = ui.label("Name");
            ui.add(
                egui::TextEdit::singleline(&mut self.new_name)
                    .desired_width(ui.available_width().min(110.0)),
            )
            .labelled_by(label.id);
        });
        if ui.button("New deck").clicked() {
            out.push(AppCommand::Deck(DeckCommand::New(self.new_name.clone())));
        }
        let starters = starters_for(self.game());
        if !starters.is_empty() {
            ui.menu_button("Copy a starter deck", |ui| {
                for starter in starters {
                    let label = starter.deck.name.clone().unwrap_or(starter.code.clone());
                    if ui.button(label).clicked() {
                        out.push(AppCommand::Deck(DeckCommand::CopyStarter(starter.code)));
                    }
                }
            });
        }
        egui::CollapsingHeader::new("Import a deck")
            .open(self.import_path_box_open().then_some(true))
            .show(ui, |ui| {
                if ui.button("Import file…").clicked() {
                    out.push(AppCommand::Deck(DeckCommand::ImportFile));
                }
                // The box on a row of its own: the library column is narrow at 1024×700, and a
                // box beside its label and button had no width left to type in.
                let label = ui.label("File path");
                ui.add(
                    egui::TextEdit::singleline(&mut self.path_text)
                        .desired_width(f32::INFINITY)
                        .hint_text("/home/me/deck.txt"),
                )
                .labelled_by(label.id);
                if ui.button("Import path").clicked() && !self.path_text.trim().is_empty() {
                    out.push(AppCommand::Deck(DeckCommand::ImportPath(PathBuf::from(
                        self.path_text.trim(),
                    ))));
                }
                // The button comes first and the box scrolls: a long pasted list never pushes the
                // button off screen.
                if ui.button("Import pasted list").clicked() {
                    out.push(AppCommand::Deck(DeckCommand::ImportText(
                        self.paste_text.clone(),
                    )));
                }
                let label = ui.label("Paste a deck list");
                egui::ScrollArea::vertical()
                    .id_salt("deck-paste-scroll")
                    .max_height(140.0)
                    .show(ui, |ui| {
                        ui.add(
                            egui::TextEdit::multiline(&mut self.paste_text)
                                .desired_rows(3)
                                .desired_width(f32::INFINITY)
                                .hint_text(game.list_example()),
                        )
                        .labelled_by(label.id);
                    });
            });
        if self.deleted.is_some() && ui.button("Undo delete").clicked() {
            out.push(AppCommand::Deck(DeckCommand::UndoDelete));
        }
        ui.separator();
        let open_name = self.open.as_ref().map(|o| o.name.as_str());
        egui::ScrollArea::vertical()
            .id_salt("deck-library-scroll")
            .show(ui, |ui| {
                for summary in &self.library {
                    let selected = open_name == Some(summary.name.as_str());
                    let response = ui
                        .add(egui::Button::selectable(selected, summary.name.as_str()))
                        .on_hover_text(format!(
                            "{} version(s){}",
                            summary.versions,
                            if summary.tags.is_empty() {
                                String::new()
                            } else {
                                format!(" · tags: {}", summary.tags.join(", "))
                            }
                        ));
                    if response.clicked() && !selected {
                        out.push(AppCommand::Deck(DeckCommand::Open(summary.name.clone())));
                    }
                }
            });
    }

    fn picker_ui(
        &mut self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        open: &OpenDeck,
        out: &mut Vec<AppCommand>,
    ) {
        let game = self.game();
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let label = ui.label("Find card");
            let response = ui
                .add(
                    // As wide as the column leaves, never wider: a wider box grew the column
                    // after a click, moving the deck list under the pointer.
                    egui::TextEdit::singleline(&mut self.search_text)
                        .desired_width(f32::INFINITY)
                        .hint_text(format!("name or {}", game.search_example())),
                )
                .labelled_by(label.id);
            if response.changed() {
                out.push(AppCommand::Deck(DeckCommand::Search(
                    self.search_text.clone(),
                )));
            }
        });
        if let Some(error) = &self.search_error {
            ui.colored_label(ui.visuals().error_fg_color, format!("⚠ {error}"));
        } else {
            ui.small(format!(
                "{} cards · click + to add, or drag onto the deck",
                self.search_results.len()
            ));
        }
        let row_height = ui.spacing().interact_size.y + 2.0;
        egui::ScrollArea::vertical()
            .id_salt("deck-picker-scroll")
            .auto_shrink(false)
            .show_rows(ui, row_height, self.search_results.len(), |ui, range| {
                let shown = self.search_results.get(range).unwrap_or(&[]);
                // A button is named after its card, and after its printing too where another
                // row on screen has the name (a parallel or shining printing).
                let name_of = |p: &usize| index.cards().get(*p).map(|c| c.name.as_str());
                let shared =
                    |name: &str| shown.iter().filter(|p| name_of(p) == Some(name)).count() > 1;
                for &position in shown {
                    let Some(card) = index.cards().get(position) else {
                        continue;
                    };
                    let add_label = if shared(&card.name) {
                        format!("Add {} ({})", card.name, card.id)
                    } else {
                        format!("Add {}", card.name)
                    };
                    ui.horizontal(|ui| {
                        // Exactly the height show_rows counts on, or the list ends short of the window.
                        ui.set_min_height(row_height);
                        let add = ui
                            .small_button("+")
                            .on_hover_text(format!("Add {}", card.name));
                        accessible(&add, &add_label);
                        if add.clicked() {
                            out.push(AppCommand::Deck(DeckCommand::Add {
                                card_id: card.id.clone(),
                                section: None,
                            }));
                        }
                        let maybe = ui
                            .small_button("?")
                            .on_hover_text(format!("Add {} to the Maybe list", card.name));
                        accessible(&maybe, &format!("Maybe {}", card.name));
                        if maybe.clicked() {
                            out.push(AppCommand::Deck(DeckCommand::Add {
                                card_id: card.id.clone(),
                                section: Some(Section::Maybe),
                            }));
                        }
                        // The copies the deck holds already, before the name the column truncates.
                        let copies = open.deck.copies(&card.id);
                        if copies > 0 {
                            ui.strong(format!("×{copies}"))
                                .on_hover_text(format!("{copies} in {}", open.name));
                        }
                        let cost = card.cost.map_or("-".to_string(), |c| c.to_string());
                        let response = ui
                            .add(
                                // The name first: it is what a narrow column still shows.
                                egui::Label::new(format!(
                                    "{} · cost {cost} · {}",
                                    card.name, card.id
                                ))
                                .truncate()
                                .sense(egui::Sense::click_and_drag()),
                            )
                            .on_hover_text(card.text.clone().unwrap_or_default());
                        response.dnd_set_drag_payload(card.id.clone());
                        if response.hovered() {
                            self.hovered.set(Some(card.id.clone()));
                        }
                        if response.clicked() {
                            out.push(AppCommand::Deck(DeckCommand::Select(Some(card.id.clone()))));
                        }
                        if response.double_clicked() {
                            out.push(AppCommand::Deck(DeckCommand::Add {
                                card_id: card.id.clone(),
                                section: None,
                            }));
                        }
                    });
                }
            });
    }

    fn sections_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        open: &OpenDeck,
        out: &mut Vec<AppCommand>,
    ) {
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.heading(&open.name);
            if open.unsaved() {
                ui.small("• unsaved (autosaves)");
            } else {
                ui.small("saved");
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(open.can_undo(), egui::Button::new("Undo"))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                out.push(AppCommand::Deck(DeckCommand::Undo));
            }
            if ui
                .add_enabled(open.can_redo(), egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Y or Ctrl+Shift+Z")
                .clicked()
            {
                out.push(AppCommand::Deck(DeckCommand::Redo));
            }
            if ui.button("Save version").on_hover_text("Ctrl+S").clicked() {
                out.push(AppCommand::Deck(DeckCommand::SaveVersion(String::new())));
            }
            if ui
                .button("Copy list")
                .on_hover_text("Copy the deck list to the clipboard")
                .clicked()
            {
                out.push(AppCommand::Deck(DeckCommand::CopyList));
            }
            // A click inside must not close the menu: its path box takes one. Each button
            // closes it when it has sent its command.
            let export_menu = egui::containers::menu::MenuConfig::new()
                .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
            egui::containers::menu::MenuButton::new("Export…")
                .config(export_menu)
                .ui(ui, |ui| {
                    for &format in DeckFormat::of_game(self.game()) {
                        if ui.button(format.as_str()).clicked() {
                            out.push(AppCommand::Deck(DeckCommand::ExportFile(format)));
                            ui.close();
                        }
                    }
                    if ui
                        .button("PNG image")
                        .on_hover_text("The drawn card faces and counts, for sharing")
                        .clicked()
                    {
                        out.push(AppCommand::Deck(DeckCommand::ExportImage));
                        ui.close();
                    }
                    ui.separator();
                    // Where no file dialog opens: type the path, then pick the format.
                    let id = egui::Id::unique("deck-export-path");
                    let mut path: String = ui
                        .data_mut(|d| d.get_temp::<String>(id))
                        .unwrap_or_default();
                    let label = ui.label("Or save to path");
                    ui.add(egui::TextEdit::singleline(&mut path).hint_text("/home/me/deck.txt"))
                        .labelled_by(label.id);
                    ui.horizontal_wrapped(|ui| {
                        for &format in DeckFormat::of_game(self.game()) {
                            let save = ui.add_enabled(
                                !path.trim().is_empty(),
                                egui::Button::new(format!("Save {}", format.as_str())),
                            );
                            if save.clicked() {
                                out.push(AppCommand::Deck(DeckCommand::ExportPath(
                                    PathBuf::from(path.trim()),
                                    format,
                                )));
                                ui.close();
                            }
                        }
                        let png = ui.add_enabled(
                            !path.trim().is_empty(),
                            egui::Button::new("Save PNG image"),
                        );
                        if png.clicked() {
                            out.push(AppCommand::Deck(DeckCommand::ExportImagePath(
                                PathBuf::from(path.trim()),
                            )));
                            ui.close();
                        }
                    });
                    ui.data_mut(|d| d.insert_temp(id, path));
                });
            // The table and tuning play the game by its rules engine; Lorcana has a table of
            // its own; the other games practise their opening hands.
            let practice_label = if self.game().has_table() {
                "Goldfish it"
            } else {
                "Practise opening hands"
            };
            if !self.game().has_engine() && ui.button(practice_label).clicked() {
                out.push(AppCommand::Practice(
                    self.game(),
                    crate::ui::panels::practice::PracticeCommand::NewHand,
                ));
                out.push(AppCommand::Show(crate::ui::settings::Screen::Goldfish));
            }
            if self.game().has_engine() {
                if ui.button("Goldfish it").clicked() {
                    out.push(AppCommand::GoldfishDeck(open.name.clone()));
                }
                if ui
                    .button("Improve this deck…")
                    .on_hover_text("Find the swaps that win more against the decks you expect to meet, from the cards you own or the whole catalog")
                    .clicked()
                {
                    out.push(AppCommand::Tune(crate::ui::panels::tune::TuneCommand::Open(true)));
                }
            }
        });
        // Each section of the format with its count and target, then Maybe.
        let mut counts: Vec<String> = self
            .format
            .sections
            .iter()
            .map(|spec| {
                format!(
                    "{} {}{}",
                    self.format.label_of(spec.section),
                    open.validation.count(spec.section),
                    spec.target_text()
                )
            })
            .collect();
        counts.push(format!("Maybe {}", open.deck.count(Section::Maybe)));
        ui.label(counts.join(" · "));
        ui.separator();
        let scroll = egui::ScrollArea::vertical()
            .id_salt("deck-sections")
            .auto_shrink(false)
            .show(ui, |ui| {
                for section in self.format.listed_sections() {
                    self.section_ui(ui, index, open, section, out);
                }
            });
        // The whole deck list is a drop target for cards dragged from the picker or catalog.
        let drop = ui.interact(
            scroll.inner_rect,
            egui::Id::unique("deck-drop-zone"),
            egui::Sense::hover(),
        );
        if drop.dnd_hover_payload::<CardId>().is_some() {
            ui.painter().rect_stroke(
                scroll.inner_rect,
                4.0,
                ui.visuals().selection.stroke,
                egui::StrokeKind::Inside,
            );
        }
        if let Some(card_id) = drop.dnd_release_payload::<CardId>() {
            out.push(AppCommand::Deck(DeckCommand::Add {
                card_id: (*card_id).clone(),
                section: None,
            }));
        }
    }

    fn section_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        open: &OpenDeck,
        section: Section,
        out: &mut Vec<AppCommand>,
    ) {
        let entries = open.deck.section(section);
        let target = self
            .format
            .section(section)
            .map(|spec| spec.target_text())
            .unwrap_or_default();
        let title = (section == Section::Story)
            .then(|| {
                entries
                    .first()
                    .and_then(|e| index.printing(&e.card_id))
                    .and_then(Card::kayou)
                    .and_then(|c| c.story.as_ref())
                    .map(|s| format!(" · {}", s.title))
            })
            .flatten()
            .unwrap_or_default();
        ui.add(
            egui::Label::new(
                egui::RichText::new(format!(
                    "{} — {}{target}{title}",
                    section.header(),
                    open.deck.count(section)
                ))
                .strong(),
            )
            .truncate(),
        );
        if entries.is_empty() {
            ui.small(match section {
                Section::Maybe => "  (empty: press ? by a card to consider it)",
                Section::Story => "  (empty: adding one Story adds its four stages)",
                _ => "  (empty)",
            });
        }
        if section == Section::Story
            && let Some(first) = entries.first()
            && open.deck.count(Section::Story) < 4
            && ui
                .small_button("Fill the Story")
                .on_hover_text("Add the missing stages I to IV of this Story's title (102.1.3)")
                .clicked()
        {
            out.push(AppCommand::Deck(DeckCommand::FillStory(
                first.card_id.clone(),
            )));
        }
        for entry in entries {
            let record = index.printing(&entry.card_id);
            let card = record.and_then(Card::kayou);
            let name = record.map_or_else(|| entry.card_id.to_string(), |c| c.name.clone());
            // A Story's stages share one title: the stage and its own subtitle come first, so
            // the four rows read apart however narrow the column.
            let row_name = match card.and_then(|c| c.story.as_ref().map(|s| (c, s))) {
                Some((c, story)) if section == Section::Story => format!(
                    "Stage {}: {}",
                    c.stage().map_or("?".to_string(), |s| s.to_string()),
                    if story.subtitle.is_empty() {
                        &story.title
                    } else {
                        &story.subtitle
                    }
                ),
                _ => name.clone(),
            };
            let highlighted = self.highlighted.iter().any(|c| c == entry.card_id.as_str());
            ui.horizontal(|ui| {
                if ui
                    .small_button("-")
                    .on_hover_text(format!("Remove one {name}"))
                    .clicked()
                {
                    out.push(AppCommand::Deck(DeckCommand::Remove {
                        card_id: entry.card_id.clone(),
                        section,
                    }));
                }
                if ui
                    .small_button("+")
                    .on_hover_text(format!("Add one more {name}"))
                    .clicked()
                {
                    out.push(AppCommand::Deck(DeckCommand::Add {
                        card_id: entry.card_id.clone(),
                        section: Some(section),
                    }));
                }
                let (arrow, tip) = if section == Section::Maybe {
                    ("↑", format!("Move one {name} from Maybe into the deck"))
                } else {
                    ("?", format!("Move one {name} to the Maybe list"))
                };
                let toggle = ui.small_button(arrow).on_hover_text(&tip);
                toggle.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &tip));
                if toggle.clicked() {
                    out.push(AppCommand::Deck(DeckCommand::ToggleMaybe {
                        card_id: entry.card_id.clone(),
                        from: section,
                    }));
                }
                crate::ui::widgets::owned_badge::need_hint_ui(
                    ui,
                    index,
                    &entry.card_id,
                    entry.count,
                    &open.deck,
                    &open.name,
                );
                let cost = record
                    .and_then(|c| c.cost)
                    .map_or("-".to_string(), |c| c.to_string());
                let text = egui::RichText::new(format!(
                    "{}× {row_name}  ({}, cost {cost})",
                    entry.count, entry.card_id
                ));
                let text = if highlighted {
                    text.color(ui.visuals().warn_fg_color).strong()
                } else {
                    text
                };
                // Truncated to the room there is; the card's detail shows on hover and click.
                let response = ui.add(
                    egui::Label::new(text)
                        .truncate()
                        .sense(egui::Sense::click()),
                );
                if response.hovered() {
                    self.hovered.set(Some(entry.card_id.clone()));
                }
                if response.clicked() {
                    out.push(AppCommand::Deck(DeckCommand::Select(Some(
                        entry.card_id.clone(),
                    ))));
                }
            });
        }
        ui.add_space(6.0);
    }

    /// The card under the pointer, else the selected one: its face, text and copy counts.
    fn detail_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        open: &OpenDeck,
        out: &mut Vec<AppCommand>,
    ) {
        let shown = self.hovered_shown.as_ref().or(self.selected.as_ref());
        let Some(record) = shown.and_then(|id| index.printing(id)) else {
            ui.small("Hover or click a card to see it here.");
            return;
        };
        let card = record;
        // Side by side where there is room, else the face above its text and buttons.
        let layout = if ui.available_width() >= 320.0 {
            egui::Layout::left_to_right(egui::Align::Min)
        } else {
            egui::Layout::top_down(egui::Align::Min)
        };
        ui.with_layout(layout, |ui| {
            let width = (ui.available_width() * 0.4).clamp(90.0, 170.0);
            crate::ui::widgets::card_face::card_face_ui(
                ui,
                record,
                width,
                crate::ui::widgets::card_face::FaceDetail::Tile,
                &crate::ui::card_images::CardImage::NoFolder,
                egui::Sense::hover(),
            );
            ui.vertical(|ui| {
                ui.strong(&card.name);
                ui.small(format!(
                    "{} · {} · {}{}",
                    card.id,
                    card.card_type,
                    card.rarity,
                    card.cost.map_or(String::new(), |c| format!(" · cost {c}"))
                ));
                if let Some(ability) = &card.text {
                    ui.add(egui::Label::new(egui::RichText::new(ability).small()).wrap());
                }
                let section = self.format.section_to_add(&card.card_type);
                for section in [section, Section::Maybe] {
                    let count = open.deck.copies_in(section, &card.id);
                    ui.horizontal(|ui| {
                        let minus = ui.add_enabled(count > 0, egui::Button::new("−"));
                        accessible(&minus, &format!("One less in {}", section.header()));
                        if minus.clicked() {
                            out.push(AppCommand::Deck(DeckCommand::Remove {
                                card_id: card.id.clone(),
                                section,
                            }));
                        }
                        ui.label(format!("{count} in {}", section.header()));
                        let plus = ui.button("+");
                        accessible(&plus, &format!("One more in {}", section.header()));
                        if plus.clicked() {
                            out.push(AppCommand::Deck(DeckCommand::Add {
                                card_id: card.id.clone(),
                                section: Some(section),
                            }));
                        }
                    });
                }
            });
        });
    }

    fn side_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        open: &OpenDeck,
        out: &mut Vec<AppCommand>,
    ) {
        ui.add_space(6.0);
        ui.heading("Validation");
        ui.horizontal(|ui| {
            let formats = crate::format::Format::all(self.game());
            if formats.len() > 1 {
                // The game's formats (Lorcana's Core, Infinity and Limited).
                let mut code = self.format.id.code;
                let label = ui.label("Format");
                egui::ComboBox::from_id_salt("deck-format")
                    .selected_text(self.format.name)
                    .show_ui(ui, |ui| {
                        for format in &formats {
                            ui.selectable_value(&mut code, format.id.code, format.name);
                        }
                    })
                    .response
                    .labelled_by(label.id);
                if code != self.format.id.code {
                    out.push(AppCommand::Deck(DeckCommand::SetFormat(code)));
                }
            } else if crate::format::Format::find(self.game(), Some(self.rules.as_str())).is_ok() {
                // A game whose format is its rules version (Kayou's 1.3.0 and 2.0.0), for
                // the whole app.
                let mut rules = self.rules;
                egui::ComboBox::from_label("Rules")
                    .selected_text(rules.as_str())
                    .show_ui(ui, |ui| {
                        for version in RulesVersion::ALL {
                            ui.selectable_value(&mut rules, version, version.as_str());
                        }
                    });
                if rules != self.rules {
                    out.push(AppCommand::SetRules(rules));
                }
            } else {
                ui.label(self.format.name);
            }
        });
        if open.validation.legal {
            ui.colored_label(egui::Color32::from_rgb(80, 180, 90), "✔ Legal deck");
        } else {
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!("{} problem(s)", open.validation.violations.len()),
            );
        }
        for violation in &open.validation.violations {
            let text = format!(
                "{} (rule {}): {}",
                violation.code, violation.rule, violation.message
            );
            let response = ui.add(
                egui::Label::new(egui::RichText::new(text).color(ui.visuals().error_fg_color))
                    .sense(egui::Sense::click()),
            );
            if response
                .on_hover_text("Click to highlight the cards")
                .clicked()
            {
                out.push(AppCommand::Deck(DeckCommand::Highlight(
                    violation.cards.clone(),
                )));
            }
        }
        for warning in &open.validation.warnings {
            ui.colored_label(ui.visuals().warn_fg_color, &warning.message);
        }
        ui.separator();
        ui.heading("Card");
        self.detail_ui(ui, index, open, out);
        ui.separator();
        crate::ui::widgets::deck_charts::deck_charts_ui(ui, &open.stats, &self.format);
        ui.separator();
        self.odds_ui(ui, open, out);
        ui.separator();
        ui.collapsing("Name, notes and tags", |ui| self.details_ui(ui, open, out));
        // Opened once when swaps were applied, so the diff they made is in view.
        let reveal = self.reveal_history.take();
        let picked = version_history_ui(
            ui,
            &open.history,
            open.diff.as_ref(),
            reveal,
            &|section| self.format.label_of(section),
            &|card_id| index.printing(card_id).map(|c| c.name.clone()),
        );
        match picked {
            Some(VersionPick::Diff(v)) => out.push(AppCommand::Deck(DeckCommand::ShowVersion(v))),
            Some(VersionPick::Restore(v)) => {
                out.push(AppCommand::Deck(DeckCommand::RestoreVersion(v)));
            }
            None => {}
        }
    }

    fn odds_ui(&self, ui: &mut egui::Ui, open: &OpenDeck, out: &mut Vec<AppCommand>) {
        ui.heading("Odds");
        let deck = if self.game() == crate::card::Game::Kayou {
            "the Main Deck"
        } else {
            "the deck"
        };
        ui.small(format!(
            "Exact, over every shuffle of {deck}; a card counts for one condition."
        ));
        for (label, answer) in &open.odds {
            // The number first, in a fixed-width column, so the sentence can wrap beside it.
            ui.horizontal(|ui| {
                let number = match answer {
                    Ok(p) => egui::RichText::new(format!("{:.1}%", p * 100.0)).strong(),
                    Err(_) => egui::RichText::new("—").weak(),
                };
                let shown = ui.add_sized([52.0, 18.0], egui::Label::new(number));
                if let Err(e) = answer {
                    shown.on_hover_text(e.as_str());
                }
                ui.add(egui::Label::new(label.as_str()).wrap());
            });
        }
        let id = egui::Id::unique("deck-odds-query");
        let mut text: String = ui
            .data_mut(|d| d.get_temp::<String>(id))
            .unwrap_or_else(|| self.odds_text.clone());
        let mut turn: u32 = ui
            .data_mut(|d| d.get_temp::<u32>(id.with("turn")))
            .unwrap_or(self.odds_turn);
        let label = ui.label("Your question (K:QUERY; K:QUERY)");
        let response = ui
            .add(
                egui::TextEdit::singleline(&mut text)
                    .desired_width(f32::INFINITY)
                    .hint_text(crate::stats::odds_example(self.game())),
            )
            .labelled_by(label.id);
        let mut ask = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        ui.horizontal(|ui| {
            let label = ui.label("By turn");
            ui.add(egui::DragValue::new(&mut turn).range(0..=20))
                .labelled_by(label.id)
                .on_hover_text("0: the opening hand; turns count both players' turns");
            ask |= ui.button("Compute odds").clicked();
        });
        if ask {
            out.push(AppCommand::Deck(DeckCommand::AskOdds(text.clone(), turn)));
        }
        match &self.odds_answer {
            Some(Ok(answer)) => {
                ui.strong(answer);
            }
            Some(Err(e)) => {
                ui.colored_label(ui.visuals().error_fg_color, e);
            }
            None => {}
        }
        ui.data_mut(|d| {
            d.insert_temp(id, text);
            d.insert_temp(id.with("turn"), turn);
        });
    }

    fn details_ui(&self, ui: &mut egui::Ui, open: &OpenDeck, out: &mut Vec<AppCommand>) {
        // The boxes edit copies kept in egui's memory per deck; a button sends the change.
        let id = egui::Id::unique(("deck-details", &open.name));
        let mut rename: String = ui
            .data_mut(|d| d.get_temp::<String>(id.with("rename")))
            .unwrap_or_else(|| self.rename_text.clone());
        let mut notes: String = ui
            .data_mut(|d| d.get_temp::<String>(id.with("notes")))
            .unwrap_or_else(|| self.notes_text.clone());
        let mut tags: String = ui
            .data_mut(|d| d.get_temp::<String>(id.with("tags")))
            .unwrap_or_else(|| self.tags_text.clone());
        let label = ui.label("Rename to");
        if field_and_button(ui, &mut rename, label.id, "Rename") {
            out.push(AppCommand::Deck(DeckCommand::Rename(rename.clone())));
        }
        if ui.button("Duplicate").clicked() {
            out.push(AppCommand::Deck(DeckCommand::Duplicate(format!(
                "{} copy",
                self.rename_text
            ))));
        }
        let label = ui.label("Notes");
        let typed = ui
            .add(egui::TextEdit::multiline(&mut notes).desired_rows(3))
            .labelled_by(label.id)
            .on_hover_text("Saved as you type, like the cards");
        if typed.changed() {
            out.push(AppCommand::Deck(DeckCommand::SetNotes(notes.clone())));
        }
        let label = ui.label("Tags");
        if field_and_button(ui, &mut tags, label.id, "Save tags") {
            let list = tags
                .split(',')
                .map(|t| t.trim().to_string())
                .filter(|t| !t.is_empty())
                .collect();
            out.push(AppCommand::Deck(DeckCommand::SetTags(list)));
        }
        ui.separator();
        if ui.button("Delete deck").clicked() {
            out.push(AppCommand::Deck(DeckCommand::Delete));
        }
        ui.data_mut(|d| {
            d.insert_temp(id.with("rename"), rename);
            d.insert_temp(id.with("notes"), notes);
            d.insert_temp(id.with("tags"), tags);
        });
    }
}

/// A one-line box labelled by `label` and its button on one row as wide as the panel: the box
/// takes the width the button leaves (a fixed width overflowed the side panel at 1024x700 and
/// pushed its content sideways, half under the deck list). Whether the button was clicked.
fn field_and_button(ui: &mut egui::Ui, text: &mut String, label: egui::Id, button: &str) -> bool {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let button_width = ui
        .painter()
        .layout_no_wrap(button.to_string(), font, egui::Color32::PLACEHOLDER)
        .size()
        .x
        + 2.0 * ui.spacing().button_padding.x;
    let field_width = (ui.available_width() - button_width - ui.spacing().item_spacing.x).max(40.0);
    ui.horizontal(|ui| {
        ui.add(egui::TextEdit::singleline(text).desired_width(field_width))
            .labelled_by(label);
        ui.button(button).clicked()
    })
    .inner
}
