//! The catalog browser of every game, drawn: the search box (the game's query keys, errors
//! inline), quick filters (type, set, rarity, cost and the game's own two), sort, a grid of faces
//! or a list with only the visible rows laid out, each with the copies the open deck holds, and a
//! large preview of the hovered or selected card with its owned copies. The state and its
//! commands live in `ui/controllers/catalog.rs`, with no drawing; the frame draws the cached
//! results and sends [`CatalogCommand`]s.

use crate::card::{Card, CardId, CardIndex, KayouCard};
use crate::deck::Deck;
use crate::ui::app::AppCommand;
use crate::ui::card_images::{CardImage, CardImages};
use crate::ui::widgets::card_face::{CARD_ASPECT, FaceDetail, card_face_ui};
use crate::ui::widgets::deck_charts::ink_color;
use crate::ui::widgets::owned_badge::{accessible, owned_badge_ui};
use crate::ui::widgets::panel_size::{Edge, fitted};

pub use crate::ui::controllers::catalog::{
    CatalogCommand, CatalogFilters, CatalogPanel, SortKey, ViewMode,
};

impl CatalogPanel {
    /// Draws the catalog screen of the panel's game; `open` is the game's open deck (its name
    /// and cards), whose copies each card shows.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        open: Option<(&str, &Deck)>,
        images: &mut CardImages,
        out: &mut Vec<AppCommand>,
    ) {
        egui::Panel::top("catalog-search").show(ui, |ui| self.search_ui(ui, out));
        let total = ui.available_width();
        fitted(ui, Edge::Right, "catalog-preview", total, 0.32, 0.45, 250.0)
            .show(ui, |ui| self.preview_ui(ui, index, images, out));
        let hovered = egui::CentralPanel::default()
            .show(ui, |ui| match self.view {
                ViewMode::Grid => self.grid_ui(ui, index, open, images, out),
                ViewMode::List => self.list_ui(ui, index, open, out),
            })
            .inner;
        self.hovered = hovered;
    }

    fn search_ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<AppCommand>) {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            ui.strong(format!("{} catalog", self.game().title()));
            let label = ui.label("Search");
            let hint = format!("{}   (Ctrl+F)", self.game().search_example());
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.query_text)
                        .hint_text(hint)
                        .desired_width((ui.available_width() - 260.0).max(120.0)),
                )
                .labelled_by(label.id);
            if std::mem::take(&mut self.focus_search) {
                response.request_focus();
            }
            if response.changed() {
                out.push(AppCommand::Catalog(CatalogCommand::SetQuery(
                    self.query_text.clone(),
                )));
            }
            let mut sort = self.sort;
            let caption = ui.label("Sort");
            egui::ComboBox::from_id_salt("catalog-sort")
                .selected_text(sort.label())
                .show_ui(ui, |ui| {
                    for key in SortKey::ALL {
                        ui.selectable_value(&mut sort, key, key.label());
                    }
                })
                .response
                .labelled_by(caption.id);
            if sort != self.sort {
                out.push(AppCommand::Catalog(CatalogCommand::SetSort(sort)));
            }
            for (mode, name) in [(ViewMode::Grid, "Grid"), (ViewMode::List, "List")] {
                if ui.selectable_label(self.view == mode, name).clicked() {
                    out.push(AppCommand::Catalog(CatalogCommand::SetView(mode)));
                }
            }
        });
        match &self.query_error {
            Some(error) => {
                ui.colored_label(ui.visuals().error_fg_color, format!("⚠ {error}"));
            }
            None => {
                ui.label(format!("{} cards", self.results.len()));
            }
        }
        self.filters_ui(ui, out);
        ui.add_space(4.0);
    }

    fn filters_ui(&self, ui: &mut egui::Ui, out: &mut Vec<AppCommand>) {
        let mut filters = self.filters.clone();
        let choices = &self.choices;
        let strings = |values: &[String]| -> Vec<(String, String)> {
            values.iter().map(|v| (v.clone(), v.clone())).collect()
        };
        ui.horizontal_wrapped(|ui| {
            option_combo(ui, "Type", &mut filters.card_type, strings(&choices.types));
            option_combo(ui, "Set", &mut filters.set_code, strings(&choices.sets));
            option_combo(
                ui,
                "Rarity",
                &mut filters.rarity,
                strings(&choices.rarities),
            );
            let costs = choices.costs.iter().map(|c| (*c, c.to_string())).collect();
            option_combo(ui, "Cost", &mut filters.cost, costs);
            for ((name, values), wanted) in choices.facets.iter().zip(filters.facets.iter_mut()) {
                if !values.is_empty() {
                    option_combo(ui, name, wanted, strings(values));
                }
            }
            ui.checkbox(&mut filters.owned_only, "Owned")
                .on_hover_text("Only printings your collection holds");
            ui.checkbox(&mut filters.build_from_owned, "Build from owned")
                .on_hover_text("Only cards you own a copy of (any printing counts)");
            if filters != CatalogFilters::default() && ui.button("Clear filters").clicked() {
                filters = CatalogFilters::default();
            }
        });
        if filters != self.filters {
            out.push(AppCommand::Catalog(CatalogCommand::SetFilters(filters)));
        }
    }

    fn grid_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        open: Option<(&str, &Deck)>,
        images: &mut CardImages,
        out: &mut Vec<AppCommand>,
    ) -> Option<usize> {
        let mut hovered = None;
        // As many columns of at least 150 px as fit, then the tiles grow to fill the width
        // (less the scroll bar).
        let min_tile = 150.0;
        let spacing = ui.spacing().item_spacing;
        let width = (ui.available_width() - ui.spacing().scroll.bar_width - 4.0).max(min_tile);
        let columns = ((width + spacing.x) / (min_tile + spacing.x))
            .floor()
            .max(1.0);
        let tile_width = ((width + spacing.x) / columns - spacing.x).max(min_tile);
        let columns = columns as usize;
        let row_height = tile_width / CARD_ASPECT + spacing.y;
        let rows = self.results.len().div_ceil(columns);
        egui::ScrollArea::vertical()
            .id_salt("catalog-grid")
            .auto_shrink(false)
            .show_rows(ui, row_height, rows, |ui, range| {
                for row in range {
                    let start = row * columns;
                    let end = (start + columns).min(self.results.len());
                    let Some(positions) = self.results.get(start..end) else {
                        continue;
                    };
                    ui.horizontal(|ui| {
                        for &position in positions {
                            let Some(card) = index.cards().get(position) else {
                                continue;
                            };
                            let image = images.image(&card.id);
                            let response = card_face_ui(
                                ui,
                                card,
                                tile_width,
                                FaceDetail::Tile,
                                &image,
                                egui::Sense::click_and_drag(),
                            );
                            // The copies in the open deck, on the tile's lower corner.
                            if let Some(text) = in_deck(open, &card.id) {
                                let corner = response.rect.right_bottom() - egui::vec2(36.0, 26.0);
                                let rect =
                                    egui::Rect::from_min_size(corner, egui::vec2(32.0, 20.0));
                                ui.put(
                                    rect,
                                    egui::Label::new(
                                        egui::RichText::new(text)
                                            .strong()
                                            .background_color(ui.visuals().extreme_bg_color),
                                    ),
                                );
                            }
                            if card_response(&response, position, card, out) {
                                hovered = Some(position);
                            }
                        }
                    });
                }
            });
        hovered
    }

    fn list_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        open: Option<(&str, &Deck)>,
        out: &mut Vec<AppCommand>,
    ) -> Option<usize> {
        let mut hovered = None;
        let row_height = ui.spacing().interact_size.y + 2.0;
        egui::ScrollArea::vertical()
            .id_salt("catalog-list")
            .auto_shrink(false)
            .show_rows(ui, row_height, self.results.len(), |ui, range| {
                for &position in self.results.get(range).unwrap_or(&[]) {
                    let Some(card) = index.cards().get(position) else {
                        continue;
                    };
                    ui.horizontal(|ui| {
                        // Exactly the height show_rows counts on, or the list ends short of
                        // the window.
                        ui.set_min_height(row_height);
                        let plus = ui.small_button("+").on_hover_text("Add to the open deck");
                        accessible(&plus, &format!("Add {} ({})", card.name, card.id));
                        if plus.clicked() {
                            out.push(AppCommand::AddToDeck(card.game, card.id.clone()));
                        }
                        let text = format!(
                            "{} ({})  {} · {}",
                            card.name,
                            card.id,
                            card_facts(card),
                            card.rarity
                        );
                        let selected = self.selected == Some(position);
                        let response = ui
                            .selectable_label(selected, text)
                            .interact(egui::Sense::click_and_drag());
                        if card_response(&response, position, card, out) {
                            hovered = Some(position);
                        }
                        if let (Some(text), Some((name, _))) = (in_deck(open, &card.id), open) {
                            ui.strong(&text).on_hover_text(format!("{text} in {name}"));
                        }
                    });
                }
            });
        hovered
    }

    fn preview_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        images: &mut CardImages,
        out: &mut Vec<AppCommand>,
    ) {
        let Some(card) = self.previewed().and_then(|p| index.cards().get(p)) else {
            ui.add_space(20.0);
            ui.label("Hover or select a card to see it here.");
            ui.label("Double-click a card (or press +) to add it to the open deck.");
            return;
        };
        egui::ScrollArea::vertical()
            .id_salt("catalog-preview-scroll")
            .show(ui, |ui| {
                let image = images.image(&card.id);
                let width = ui.available_width().min(360.0);
                card_face_ui(ui, card, width, FaceDetail::Full, &image, egui::Sense::hover());
                match &image {
                    CardImage::Missing => {
                        ui.small(format!(
                            "No image named {}.png/.jpg/.webp in your image folder; showing the drawn face.",
                            card.id
                        ));
                    }
                    CardImage::Broken(message) => {
                        ui.colored_label(ui.visuals().warn_fg_color, message);
                    }
                    CardImage::Loading => {
                        ui.horizontal(|ui| {
                            ui.spinner();
                            ui.small("Loading image…");
                        });
                    }
                    CardImage::NoFolder | CardImage::Ready(_) => {}
                }
                ui.add_space(6.0);
                card_details_ui(ui, card);
                owned_badge_ui(ui, card, self.collection.owned(&card.id), out);
                if ui.button("Add to deck").clicked() {
                    out.push(AppCommand::AddToDeck(card.game, card.id.clone()));
                }
            });
    }
}

/// `×2` when the open deck holds copies of the printing.
fn in_deck(open: Option<(&str, &Deck)>, card_id: &CardId) -> Option<String> {
    let copies = open?.1.copies(card_id);
    (copies > 0).then(|| format!("×{copies}"))
}

/// Click selects, double-click adds to the deck, dragging carries the card ID. Returns whether
/// the card is hovered.
fn card_response(
    response: &egui::Response,
    position: usize,
    card: &Card,
    out: &mut Vec<AppCommand>,
) -> bool {
    if response.clicked() {
        out.push(AppCommand::Catalog(CatalogCommand::Select(position)));
    }
    if response.double_clicked() {
        out.push(AppCommand::AddToDeck(card.game, card.id.clone()));
    }
    response.dnd_set_drag_payload(card.id.clone());
    response.hovered()
}

/// A combo box over `Option<T>`: "Any" plus each choice.
fn option_combo<T: Clone + PartialEq>(
    ui: &mut egui::Ui,
    label: &str,
    value: &mut Option<T>,
    choices: Vec<(T, String)>,
) {
    let current = value
        .as_ref()
        .and_then(|v| choices.iter().find(|(c, _)| c == v))
        .map_or("Any".to_string(), |(_, name)| name.clone());
    let caption = ui.label(label);
    egui::ComboBox::from_id_salt(label)
        .selected_text(current)
        .height(320.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(value, None, "Any");
            for (choice, name) in choices {
                ui.selectable_value(value, Some(choice), name);
            }
        })
        .response
        .labelled_by(caption.id);
}

/// The card's data as text under the preview: the game's own facts.
pub fn card_details_ui(ui: &mut egui::Ui, card: &Card) {
    match card.kayou() {
        Some(kayou) => kayou_details_ui(ui, card, kayou),
        None => game_details_ui(ui, card),
    }
}

/// One line about a card: its type, cost and its game's own numbers.
pub fn card_facts(card: &Card) -> String {
    let cost = card.cost.map_or("-".into(), |c| c.to_string());
    if let Some(k) = card.kayou() {
        let inspiration = k
            .inspiration
            .map_or(String::new(), |i| format!(" · Inspiration {i}"));
        format!("{} · cost {cost}{inspiration}", card.card_type)
    } else if let Some(d) = card.lorcana() {
        let stats = match (d.strength, d.willpower, d.lore) {
            (Some(s), Some(w), Some(l)) => format!(" · {s}/{w} · lore {l}"),
            (None, Some(w), _) => format!(" · willpower {w}"),
            _ => String::new(),
        };
        format!(
            "{} · {} · cost {cost}{}{stats}",
            card.card_type,
            d.inks.join("/"),
            if d.inkable { " · inkable" } else { "" }
        )
    } else if let Some(d) = card.palworld() {
        let power = d.power.map_or(String::new(), |p| format!(" · power {p}"));
        format!(
            "{} · {} · cost {cost}{}{power}{}",
            card.card_type,
            d.colour.as_deref().unwrap_or("colorless"),
            if d.lucky { " · Lucky" } else { "" },
            if d.preview {
                " · preview (from pre-release reveals)"
            } else {
                ""
            }
        )
    } else {
        format!("{} · cost {cost}", card.card_type)
    }
}

/// Lorcana's and Palworld's facts under the preview.
fn game_details_ui(ui: &mut egui::Ui, card: &Card) {
    ui.heading(&card.name);
    ui.label(format!("{} · {} · {}", card.id, card.set_code, card.rarity));
    if let Some(set) = &card.set_name {
        ui.small(set);
    }
    ui.label(card_facts(card));
    if let Some(d) = card.lorcana() {
        for ink in &d.inks {
            ui.colored_label(ink_color(ink), format!("● {ink}"));
        }
        if !d.classifications.is_empty() {
            ui.label(d.classifications.join(" · "));
        }
        if d.banned_core.is_some() || d.banned_infinity.is_some() {
            ui.colored_label(ui.visuals().error_fg_color, "Banned");
        }
        let legal = |yes: bool| if yes { "legal" } else { "not legal" };
        ui.small(format!(
            "Core: {} · Infinity: {}",
            legal(d.legal_core),
            legal(d.legal_infinity)
        ));
    }
    if let Some(d) = card.palworld() {
        if let Some(ja) = &d.name_ja {
            ui.label(ja);
        }
        if !d.elements.is_empty() {
            ui.label(format!("Elements: {}", d.elements.join(", ")));
        }
        if !d.work_suitability.is_empty() {
            ui.label(format!("Work: {}", d.work_suitability.join(", ")));
        }
    }
    ui.separator();
    match card.text.as_deref() {
        Some("") => {
            ui.small("(no rules text)");
        }
        Some(text) => {
            ui.label(text);
        }
        None => {
            ui.small("(the source has no rules text for this card)");
        }
    }
}

/// A Kayou card's facts under the preview: the record's and Kayou's own (`card`).
fn kayou_details_ui(ui: &mut egui::Ui, record: &Card, card: &KayouCard) {
    ui.heading(&record.name);
    let rarity = if record.id.is_shining() {
        format!("※{}", card.rarity)
    } else {
        card.rarity.to_string()
    };
    ui.label(format!(
        "{} · {} · {} · {}",
        record.id, card.card_type, rarity, card.product
    ));
    // Only Main Deck cards have a cost and only Characters an Inspiration (201-203): an Event
    // shows no "Inspiration ?"; a "?" is a value its type has but the data lacks.
    let known = |value: Option<u8>| value.map_or("?".to_string(), |v| v.to_string());
    let mut numbers = Vec::new();
    if card.card_type.is_main_deck() {
        numbers.push(format!("Cost {}", known(record.cost)));
    }
    if card.card_type == crate::card::CardType::Character {
        numbers.push(format!("Inspiration {}", known(card.inspiration)));
    }
    if !numbers.is_empty() {
        ui.label(numbers.join(" · "));
    }
    if let Some(color) = card.color {
        ui.label(format!("Colour: {color}"));
    }
    if !card.keywords.is_empty() {
        let words: Vec<&str> = card.keywords.iter().map(|k| k.as_str()).collect();
        ui.label(format!("Keywords: {}", words.join(", ")));
    }
    if let Some(text) = &record.text {
        ui.separator();
        ui.label(text);
        ui.small(format!("English text: {}", card.text_origin.describe()));
    }
    if card.text_disputed {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            "Translation disputed: the official Japanese text leaves room; see it below.",
        );
    }
    if card.name_ja.is_some() || card.ability_ja.is_some() {
        egui::CollapsingHeader::new("Official Japanese text")
            .id_salt(("official-text", record.id.as_str()))
            .default_open(card.shows_official_text())
            .show(ui, |ui| {
                if let Some(name) = &card.name_ja {
                    ui.label(name);
                }
                if let Some(text) = &card.ability_ja {
                    ui.label(text);
                }
            });
    }
    if !card.stats_known {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            "Stats unknown: this set is listed by name only so far.",
        );
    }
    for note in &card.notes {
        ui.small(format!("※ {note}"));
    }
    if !card.aliases.is_empty() {
        ui.small(format!("Also known as: {}", card.aliases.join(", ")));
    }
    ui.small(format!("Source: {}", card.source));
}
