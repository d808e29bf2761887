//! The catalog browser: the search box (catalog query syntax, errors inline), quick filters,
//! sort, a grid or list of results with only the visible rows laid out, and a large preview of
//! the hovered or selected card.

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardIndex, CardType, Chip, Rarity};
use crate::collection::Collection;
use crate::search::{Query, search_positions};
use crate::ui::app::AppCommand;
use crate::ui::card_images::{CardImage, CardImages};
use crate::ui::widgets::card_face::{CARD_ASPECT, FaceDetail, card_face_ui};

/// Grid of faces or a dense list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ViewMode {
    /// Card faces in rows.
    #[default]
    Grid,
    /// One line per printing.
    List,
}

/// The order of the results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum SortKey {
    /// Set, then number (catalog order).
    #[default]
    Catalog,
    /// Name, A to Z.
    Name,
    /// Cost, low to high, then catalog order.
    Cost,
    /// Card type, then catalog order.
    Type,
    /// Rarity, then catalog order.
    Rarity,
}

impl SortKey {
    /// Every sort, in menu order.
    pub const ALL: [SortKey; 5] = [
        SortKey::Catalog,
        SortKey::Name,
        SortKey::Cost,
        SortKey::Type,
        SortKey::Rarity,
    ];

    /// The menu label.
    pub fn label(self) -> &'static str {
        match self {
            SortKey::Catalog => "Set and number",
            SortKey::Name => "Name",
            SortKey::Cost => "Cost",
            SortKey::Type => "Type",
            SortKey::Rarity => "Rarity",
        }
    }
}

/// The quick filters beside the search box; all must hold.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CatalogFilters {
    /// Only this card type.
    pub card_type: Option<CardType>,
    /// Only this set code.
    pub set_code: Option<String>,
    /// Only this rarity.
    pub rarity: Option<Rarity>,
    /// Only this cost.
    pub cost: Option<u8>,
    /// Only cards with this keyword.
    pub keyword: Option<String>,
    /// Only cards whose text has this chip.
    pub chip: Option<Chip>,
    /// Only printings the collection holds at least one copy of.
    pub owned_only: bool,
    /// "Build from owned": only card numbers of which some printing is owned (102.1.1).
    pub owned: Option<crate::collection::OwnedByNumber>,
}

impl CatalogFilters {
    /// Whether a card passes every filter; `collection` answers the "owned" filter.
    pub fn matches(&self, card: &Card, collection: &Collection) -> bool {
        (!self.owned_only || collection.owned(&card.card_id) > 0)
            && self.card_type.is_none_or(|t| card.card_type == t)
            && self.set_code.as_ref().is_none_or(|s| &card.set_code == s)
            && self.rarity.is_none_or(|r| card.rarity == r)
            && self.cost.is_none_or(|c| card.cost == Some(c))
            && self.keyword.as_ref().is_none_or(|k| card.has_keyword(k))
            && self.chip.is_none_or(|c| card.has_chip(c))
            && self.owned.as_ref().is_none_or(|o| o.has(&card.number, 1))
    }
}

/// What the catalog screen asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum CatalogCommand {
    /// Run a new search.
    SetQuery(String),
    /// Change the quick filters.
    SetFilters(CatalogFilters),
    /// Change the sort.
    SetSort(SortKey),
    /// Grid or list.
    SetView(ViewMode),
    /// Select the card at a catalog position.
    Select(usize),
    /// Move the selection up or down the results.
    SelectStep(i32),
}

/// The values offered by the quick filters, gathered once from the catalog.
#[derive(Debug, Clone, Default)]
struct FilterChoices {
    sets: Vec<String>,
    costs: Vec<u8>,
    keywords: Vec<String>,
}

impl FilterChoices {
    fn from_index(index: &CardIndex) -> FilterChoices {
        let mut sets: Vec<String> = index.cards().iter().map(|c| c.set_code.clone()).collect();
        sets.sort();
        sets.dedup();
        let mut costs: Vec<u8> = index.cards().iter().filter_map(|c| c.cost).collect();
        costs.sort_unstable();
        costs.dedup();
        let mut keywords: Vec<String> = index
            .cards()
            .iter()
            .flat_map(|c| c.keywords.iter().map(|k| k.as_str().to_string()))
            .collect();
        keywords.sort_by_key(|k| k.to_lowercase());
        keywords.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
        FilterChoices {
            sets,
            costs,
            keywords,
        }
    }
}

/// The catalog screen's state and view data.
pub struct CatalogPanel {
    /// The text in the search box (edited in place while typing).
    pub query_text: String,
    query: Query,
    query_error: Option<String>,
    filters: CatalogFilters,
    sort: SortKey,
    view: ViewMode,
    results: Vec<usize>,
    selected: Option<usize>,
    hovered: Option<usize>,
    choices: FilterChoices,
    focus_search: bool,
    collection: Collection,
}

impl CatalogPanel {
    /// The panel over a catalog, showing every card.
    pub fn new(index: &CardIndex, sort: SortKey, view: ViewMode) -> CatalogPanel {
        let mut panel = CatalogPanel {
            query_text: String::new(),
            query: Query::All,
            query_error: None,
            filters: CatalogFilters::default(),
            sort,
            view,
            results: Vec::new(),
            selected: None,
            hovered: None,
            choices: FilterChoices::from_index(index),
            focus_search: false,
            collection: Collection::new(),
        };
        panel.refresh(index);
        panel
    }

    /// Catalog positions of the results, in display order.
    pub fn results(&self) -> &[usize] {
        &self.results
    }

    /// The error of the last search text, if it did not parse.
    pub fn query_error(&self) -> Option<&str> {
        self.query_error.as_deref()
    }

    /// The selected card's catalog position.
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    /// The current sort.
    pub fn sort(&self) -> SortKey {
        self.sort
    }

    /// Grid or list.
    pub fn view(&self) -> ViewMode {
        self.view
    }

    /// The quick filters in force.
    pub fn filters(&self) -> &CatalogFilters {
        &self.filters
    }

    /// Replaces the collection the "Owned" filter reads (after it changes) and refreshes.
    pub fn set_collection(&mut self, index: &CardIndex, collection: Collection) {
        self.collection = collection;
        self.refresh(index);
    }

    /// Puts the keyboard focus in the search box on the next frame.
    pub fn focus_search(&mut self) {
        self.focus_search = true;
    }

    /// Applies one command: searching, filtering and sorting happen here, never in a frame.
    pub fn apply(&mut self, index: &CardIndex, command: CatalogCommand) {
        match command {
            CatalogCommand::SetQuery(text) => match Query::parse(&text) {
                Ok(query) => {
                    self.query = query;
                    self.query_error = None;
                    self.refresh(index);
                }
                Err(e) => self.query_error = Some(e.to_string()),
            },
            CatalogCommand::SetFilters(filters) => {
                self.filters = filters;
                self.refresh(index);
            }
            CatalogCommand::SetSort(sort) => {
                self.sort = sort;
                self.refresh(index);
            }
            CatalogCommand::SetView(view) => self.view = view,
            CatalogCommand::Select(position) => self.selected = Some(position),
            CatalogCommand::SelectStep(step) => {
                let at = self
                    .selected
                    .and_then(|s| self.results.iter().position(|&p| p == s));
                let next = match at {
                    Some(i) => i
                        .saturating_add_signed(step as isize)
                        .min(self.results.len().saturating_sub(1)),
                    None => 0,
                };
                if let Some(&position) = self.results.get(next) {
                    self.selected = Some(position);
                }
            }
        }
    }

    fn refresh(&mut self, index: &CardIndex) {
        let mut results: Vec<usize> = search_positions(index, &self.query)
            .into_iter()
            .filter(|&p| {
                index
                    .entry(p)
                    .is_some_and(|(c, _)| self.filters.matches(c, &self.collection))
            })
            .collect();
        let card = |p: usize| index.entry(p).map(|(c, _)| c);
        match self.sort {
            SortKey::Catalog => {}
            SortKey::Name => results
                .sort_by_cached_key(|&p| (card(p).map(|c| c.display_name().to_lowercase()), p)),
            SortKey::Cost => {
                results.sort_by_key(|&p| (card(p).map(|c| c.cost.unwrap_or(u8::MAX)), p))
            }
            SortKey::Type => results.sort_by_key(|&p| (card(p).map(|c| c.card_type), p)),
            SortKey::Rarity => results.sort_by_key(|&p| (card(p).map(|c| c.rarity), p)),
        }
        self.results = results;
    }

    /// The card the preview shows: the hovered one, else the selected one.
    fn previewed(&self) -> Option<usize> {
        self.hovered.or(self.selected)
    }

    /// Draws the catalog screen.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        images: &mut CardImages,
        out: &mut Vec<AppCommand>,
    ) {
        egui::Panel::top("catalog-search").show(ui, |ui| self.search_ui(ui, out));
        let total = ui.available_width();
        crate::ui::widgets::panel_size::fitted(
            egui::Panel::right("catalog-preview").resizable(true),
            total,
            0.32,
            0.45,
            250.0,
        )
        .show(ui, |ui| self.preview_ui(ui, index, images, out));
        let hovered = egui::CentralPanel::default()
            .show(ui, |ui| match self.view {
                ViewMode::Grid => self.grid_ui(ui, index, images, out),
                ViewMode::List => self.list_ui(ui, index, out),
            })
            .inner;
        self.hovered = hovered;
    }

    fn search_ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<AppCommand>) {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let label = ui.label("Search");
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.query_text)
                        .hint_text("t:character k:unicorn c<=2   (Ctrl+F)")
                        .desired_width(ui.available_width() - 260.0),
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
        ui.horizontal_wrapped(|ui| {
            option_combo(
                ui,
                "Type",
                &mut filters.card_type,
                CardType::ALL.iter().map(|t| (*t, t.name().to_string())),
            );
            option_combo(
                ui,
                "Set",
                &mut filters.set_code,
                self.choices.sets.iter().map(|s| (s.clone(), s.clone())),
            );
            option_combo(
                ui,
                "Rarity",
                &mut filters.rarity,
                Rarity::ALL.iter().map(|r| (*r, r.code().to_string())),
            );
            option_combo(
                ui,
                "Cost",
                &mut filters.cost,
                self.choices.costs.iter().map(|c| (*c, c.to_string())),
            );
            option_combo(
                ui,
                "Keyword",
                &mut filters.keyword,
                self.choices.keywords.iter().map(|k| (k.clone(), k.clone())),
            );
            option_combo(
                ui,
                "Chip",
                &mut filters.chip,
                Chip::ALL.iter().map(|c| (*c, c.label().to_string())),
            );
            ui.checkbox(&mut filters.owned_only, "Owned")
                .on_hover_text("Only printings your collection holds");
            crate::ui::widgets::owned_badge::build_from_owned_ui(ui, &mut filters.owned);
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
                            let Some((card, _)) = index.entry(position) else {
                                continue;
                            };
                            let image = images.image(&card.card_id);
                            let response = card_face_ui(
                                ui,
                                card,
                                tile_width,
                                FaceDetail::Tile,
                                &image,
                                egui::Sense::click_and_drag(),
                            );
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
        out: &mut Vec<AppCommand>,
    ) -> Option<usize> {
        let mut hovered = None;
        let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
        egui::ScrollArea::vertical()
            .id_salt("catalog-list")
            .auto_shrink(false)
            .show_rows(ui, row_height, self.results.len(), |ui, range| {
                for &position in self.results.get(range).unwrap_or(&[]) {
                    let Some((card, _)) = index.entry(position) else {
                        continue;
                    };
                    let selected = self.selected == Some(position);
                    let cost = card.cost.map_or("-".to_string(), |c| c.to_string());
                    let inspiration = card.inspiration.map_or("-".to_string(), |c| c.to_string());
                    let text = format!(
                        "{:<13} {:>2} {:>2}  {:<4} {:<14} {}",
                        card.card_id.as_str(),
                        cost,
                        inspiration,
                        card.rarity.code(),
                        card.card_type.name(),
                        card.display_name()
                    );
                    let response = ui.add(egui::Button::selectable(
                        selected,
                        egui::RichText::new(text).monospace(),
                    ));
                    let response = response.interact(egui::Sense::click_and_drag());
                    if card_response(&response, position, card, out) {
                        hovered = Some(position);
                    }
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
        let Some((card, _)) = self.previewed().and_then(|p| index.entry(p)) else {
            ui.add_space(20.0);
            ui.label("Hover or select a card to see it here.");
            ui.label("Double-click a card (or press +) to add it to the open deck.");
            return;
        };
        egui::ScrollArea::vertical()
            .id_salt("catalog-preview-scroll")
            .show(ui, |ui| {
                let image = images.image(&card.card_id);
                let width = ui.available_width().min(360.0);
                card_face_ui(ui, card, width, FaceDetail::Full, &image, egui::Sense::hover());
                match &image {
                    CardImage::Missing => {
                        ui.small(format!(
                            "No image named {}.png/.jpg/.webp in your image folder; showing the drawn face.",
                            card.card_id
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
                crate::ui::widgets::owned_badge::owned_badge_ui(ui, &card.card_id, out);
                if ui.button("Add to deck").clicked() {
                    out.push(AppCommand::AddToDeck(card.card_id.clone()));
                }
            });
    }
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
        out.push(AppCommand::AddToDeck(card.card_id.clone()));
    }
    response.dnd_set_drag_payload(card.card_id.clone());
    response.hovered()
}

/// A combo box over `Option<T>`: "Any" plus each choice.
fn option_combo<T: Clone + PartialEq>(
    ui: &mut egui::Ui,
    label: &str,
    value: &mut Option<T>,
    choices: impl Iterator<Item = (T, String)>,
) {
    let choices: Vec<(T, String)> = choices.collect();
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

/// The card's data as text under the preview.
pub fn card_details_ui(ui: &mut egui::Ui, card: &Card) {
    ui.heading(card.display_name());
    let rarity = if card.shining {
        format!("※{}", card.rarity)
    } else {
        card.rarity.to_string()
    };
    ui.label(format!(
        "{} · {} · {} · {}",
        card.card_id, card.card_type, rarity, card.product
    ));
    let cost = card.cost.map_or("?".to_string(), |c| c.to_string());
    let inspiration = card.inspiration.map_or("?".to_string(), |c| c.to_string());
    ui.label(format!("Cost {cost} · Inspiration {inspiration}"));
    if let Some(color) = card.color {
        ui.label(format!("Colour: {color}"));
    }
    if !card.keywords.is_empty() {
        let words: Vec<&str> = card.keywords.iter().map(|k| k.as_str()).collect();
        ui.label(format!("Keywords: {}", words.join(", ")));
    }
    if let Some(text) = &card.ability {
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
            .id_salt(("official-text", card.card_id.as_str()))
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
