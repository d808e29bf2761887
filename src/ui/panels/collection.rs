//! The Collection screen of every game, drawn: completion per set (Kayou's per rarity too, with
//! and without shining ※ printings), the printings by set or rarity with quick +/-, "missing only" and
//! "duplicates / tradeable" views, import with a preview and every bad row, export, and what a
//! deck still needs ("4 owned, 3 in 'Party Rush'") with its wishlist as text or CSV.
//!
//! The state and its commands live in `ui/controllers/collection.rs`, with no drawing; the frame
//! draws the cached view and sends [`CollectionCommand`]s.

use std::sync::atomic::Ordering;

use crate::card::{Card, CardIndex};
use crate::collection::{ImportFormat, Progress, SetCompletion};
use crate::ui::AppCommand;
use crate::ui::widgets::owned_badge::accessible;
use crate::ui::widgets::panel_size::{Edge, fitted};
use crate::ui::widgets::path_field::{PathFieldAction, path_field_ui};

use crate::ui::controllers::collection::keep_copies;
pub use crate::ui::controllers::collection::{
    CollectionCommand, CollectionFile, CollectionPanel, DeckNeeds, Grouping, ImportReading,
    ImportState, ListFilter, WishlistFormat,
};

impl CollectionPanel {
    /// Makes the collection numbers readable by the catalog and deck widgets this frame.
    pub fn publish(&self, ctx: &egui::Context) {
        self.view.publish(ctx);
    }

    /// Draws the collection screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        if let Some(text) = self.clipboard.take() {
            ui.ctx().copy_text(text);
        }
        let send = |out: &mut Vec<AppCommand>, c: CollectionCommand| {
            out.push(AppCommand::Collection(c));
        };
        egui::Panel::top("collection-top").show(ui, |ui| {
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                ui.heading("My collection");
                ui.weak(self.game().title());
                let collection = &self.view.collection;
                ui.label(format!(
                    "{} copies of {} printings owned",
                    collection.total_owned(),
                    collection
                        .entries()
                        .iter()
                        .filter(|(_, h)| h.owned > 0)
                        .count()
                ));
                ui.separator();
                let game = self.game();
                let pony_binder = ImportFormat::PonyBinderCsv.serves(game);
                let dreamborn = ImportFormat::DreambornCsv.serves(game);
                let kinds = if pony_binder {
                    "ponydeck CSV, pony-binder CSV or pony-binder backup JSON"
                } else if dreamborn {
                    "ponydeck CSV or Dreamborn collection CSV"
                } else {
                    "ponydeck CSV"
                };
                if ui.button("Import…").on_hover_text(kinds).clicked() {
                    send(out, CollectionCommand::PickImport);
                }
                if ui.button("Export ponydeck CSV…").clicked() {
                    send(
                        out,
                        CollectionCommand::PickExport(ImportFormat::PonydeckCsv),
                    );
                }
                if pony_binder && ui.button("Export pony-binder CSV…").clicked() {
                    send(
                        out,
                        CollectionCommand::PickExport(ImportFormat::PonyBinderCsv),
                    );
                }
                if dreamborn && ui.button("Export Dreamborn CSV…").clicked() {
                    send(
                        out,
                        CollectionCommand::PickExport(ImportFormat::DreambornCsv),
                    );
                }
            });
            ui.add_space(4.0);
        });
        if self.files.is_open() {
            egui::Panel::top("collection-path").show(ui, |ui| {
                match path_field_ui(ui, &mut self.files) {
                    Some(PathFieldAction::Use(purpose, path)) => {
                        send(out, purpose.command(path));
                    }
                    Some(PathFieldAction::Close) => send(out, CollectionCommand::ClosePathBox),
                    None => {}
                }
            });
        }
        if self.import.is_some() {
            egui::Panel::top("collection-import").show(ui, |ui| self.import_ui(ui, index, out));
        }
        let total = ui.available_width();
        fitted(
            ui,
            Edge::Left,
            "collection-completion",
            total,
            0.28,
            0.36,
            220.0,
        )
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("collection-completion-scroll")
                // The panel's width, not its content's: the bars are sized from it.
                .auto_shrink([false, true])
                .show(ui, |ui| self.completion_ui(ui));
        });
        fitted(ui, Edge::Right, "collection-deck", total, 0.27, 0.3, 220.0)
            .show(ui, |ui| self.deck_ui(ui, index, out));
        egui::CentralPanel::default().show(ui, |ui| self.list_ui(ui, index, out));
    }

    fn import_ui(&self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        let send = |out: &mut Vec<AppCommand>, c: CollectionCommand| {
            out.push(AppCommand::Collection(c));
        };
        ui.add_space(4.0);
        match &self.import {
            None => {}
            Some(ImportState::Reading(reading)) => {
                let done = reading.progress.0.load(Ordering::Relaxed);
                let total = reading.progress.1.load(Ordering::Relaxed).max(1);
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(format!("Reading {} ({})…", reading.file, reading.format));
                    ui.add(
                        egui::ProgressBar::new(done as f32 / total as f32)
                            .desired_width(240.0)
                            .text(format!("{done} of {total} lines")),
                    );
                    if ui.button("Cancel import").clicked() {
                        send(out, CollectionCommand::CancelImport);
                    }
                });
                send(out, CollectionCommand::PollImport);
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(100));
            }
            Some(ImportState::Failed {
                file, format, bad, ..
            }) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!(
                        "{file} ({format}) has {} bad row{}; nothing was imported. Fix {} and import again:",
                        bad.len(),
                        if bad.len() == 1 { "" } else { "s" },
                        if bad.len() == 1 { "it" } else { "them" }
                    ),
                );
                egui::ScrollArea::vertical()
                    .id_salt("import-bad-rows")
                    .max_height(160.0)
                    .show(ui, |ui| {
                        for row in bad {
                            ui.monospace(row.to_string());
                        }
                    });
                let unknown_only = *format == ImportFormat::PonydeckCsv
                    && !bad.is_empty()
                    && bad.iter().all(|b| b.unknown_card);
                ui.horizontal_wrapped(|ui| {
                    if unknown_only
                        && ui
                            .button(format!(
                                "Import, keeping the {} printing{} this catalog lacks",
                                bad.len(),
                                if bad.len() == 1 { "" } else { "s" }
                            ))
                            .on_hover_text(
                                "For a file exported under a newer catalog: the printings are \
                                 kept as they are and count once the catalog has them.",
                            )
                            .clicked()
                    {
                        send(out, CollectionCommand::ImportKeepingUnknown);
                    }
                    if ui.button("Close").clicked() {
                        send(out, CollectionCommand::CancelImport);
                    }
                });
            }
            Some(ImportState::Preview {
                file,
                batch,
                plan,
                replace,
            }) => {
                let (before, after) = plan.owned_totals();
                ui.strong(format!("Import preview: {file} ({})", batch.format));
                ui.label(format!(
                    "{} printings read; {} change ({before} copies owned before, {after} after); {} unchanged{}{}.",
                    batch.rows.len(),
                    plan.changes.len(),
                    plan.unchanged,
                    if plan.cleared > 0 {
                        format!("; {} cleared", plan.cleared)
                    } else {
                        String::new()
                    },
                    if batch.skipped_empty_unknown > 0 {
                        format!(
                            "; {} empty rows of cards not in the catalog skipped",
                            batch.skipped_empty_unknown
                        )
                    } else {
                        String::new()
                    }
                ));
                if let Some(kept) = batch.kept_unknown_sentence() {
                    ui.label(format!("{kept}."));
                }
                egui::ScrollArea::vertical()
                    .id_salt("import-changes")
                    .max_height(180.0)
                    .show(ui, |ui| {
                        egui::Grid::new("import-change-grid")
                            .striped(true)
                            .show(ui, |ui| {
                                ui.strong("Printing");
                                ui.strong("Name");
                                ui.strong("Owned");
                                ui.strong("Wishlist");
                                ui.strong("Trade");
                                ui.end_row();
                                for change in plan.changes.iter().take(500) {
                                    let name = index
                                        .printing(&change.card_id)
                                        .map(|c| c.name.clone())
                                        .unwrap_or_default();
                                    ui.monospace(change.card_id.as_str());
                                    ui.label(name);
                                    for (b, a) in [
                                        (change.before.owned, change.after.owned),
                                        (change.before.wishlist, change.after.wishlist),
                                        (change.before.trade, change.after.trade),
                                    ] {
                                        if a == b {
                                            ui.label(a.to_string());
                                        } else {
                                            ui.strong(format!("{b} → {a}"));
                                        }
                                    }
                                    ui.end_row();
                                }
                            });
                        if plan.changes.len() > 500 {
                            ui.small(format!("…and {} more changes", plan.changes.len() - 500));
                        }
                    });
                ui.horizontal(|ui| {
                    let mut on = *replace;
                    if ui
                        .checkbox(&mut on, "Replace the whole collection")
                        .on_hover_text("Printings not in the file are cleared")
                        .changed()
                    {
                        send(out, CollectionCommand::SetReplace(on));
                    }
                    if ui
                        .add_enabled(!plan.is_empty(), egui::Button::new("Apply import"))
                        .clicked()
                    {
                        send(out, CollectionCommand::ConfirmImport);
                    }
                    if ui.button("Cancel import").clicked() {
                        send(out, CollectionCommand::CancelImport);
                    }
                });
            }
        }
        ui.add_space(4.0);
    }

    fn completion_ui(&self, ui: &mut egui::Ui) {
        ui.add_space(6.0);
        ui.heading("Completion");
        // Kayou counts card numbers and printings with and without shining ※ (102.1.1); the
        // other games count cards (their copy key) and printings.
        let shining = self.game().has_card_numbers();
        let columns: &[Column] = if shining {
            &[
                (
                    "Numbers",
                    "Card numbers owned: any printing counts, ※ included (102.1.1)",
                    |r| r.numbers,
                ),
                (
                    "No ※",
                    "Printings owned, leaving out the shining (※) ones",
                    |r| r.without_shining,
                ),
                (
                    "With ※",
                    "Printings owned, the shining (※) ones included",
                    |r| r.with_shining,
                ),
            ]
        } else {
            &[
                (
                    "Cards",
                    "Cards owned: any printing of the card counts",
                    |r| r.numbers,
                ),
                ("Printings", "Printings owned", |r| r.with_shining),
            ]
        };
        if shining {
            ui.small(
                "Card numbers: any printing counts (102.1.1). Printings with and without shining ※.",
            );
        }
        let (owned, total, copies) = self.totals.iter().fold((0, 0, 0u32), |(o, t, c), set| {
            (
                o + set.with_shining.owned,
                t + set.with_shining.total,
                c.saturating_add(set.copies),
            )
        });
        ui.label(format!("{owned} of {total} printings · {copies} copies"));
        ui.add_space(4.0);
        // The bars share what the set column leaves, so the last one shows at 1024×700 too;
        // short headers, with the long names on hover, keep the columns that narrow.
        let font = egui::TextStyle::Body.resolve(ui.style());
        let set_column = self
            .totals
            .iter()
            .map(|total| total.set_code.clone())
            .chain(self.completion.iter().map(completion_label))
            .map(|label| {
                ui.painter()
                    .layout_no_wrap(label, font.clone(), egui::Color32::WHITE)
                    .size()
                    .x
            })
            .fold(0.0, f32::max);
        let spacing = ui.spacing().item_spacing.x;
        let n = columns.len() as f32;
        // What is left, less a pixel or two so the grid never pushes the panel wider.
        let bar_width = ((ui.available_width() - set_column - n * spacing - 2.0) / n)
            .floor()
            .clamp(50.0, 160.0);
        egui::Grid::new("completion-grid")
            .striped(true)
            .num_columns(columns.len() + 1)
            .show(ui, |ui| {
                ui.strong("Set");
                for (header, hover, _) in columns {
                    ui.strong(*header).on_hover_text(*hover);
                }
                ui.end_row();
                for total in &self.totals {
                    completion_row(ui, &total.set_code, total, true, bar_width, columns);
                    for row in self
                        .completion
                        .iter()
                        .filter(|r| r.set_code == total.set_code && r.rarity.is_some())
                    {
                        completion_row(ui, &completion_label(row), row, false, bar_width, columns);
                    }
                }
            });
    }

    fn list_ui(&self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        let send = |out: &mut Vec<AppCommand>, c: CollectionCommand| {
            out.push(AppCommand::Collection(c));
        };
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let id = egui::Id::unique("collection-search");
            let mut text: String = ui
                .data_mut(|d| d.get_temp::<String>(id))
                .unwrap_or_else(|| self.search_text.clone());
            let label = ui.label("Find");
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut text)
                        .hint_text(format!("name, ID or {}", self.game().search_example()))
                        .desired_width(ui.available_width().min(260.0)),
                )
                .labelled_by(label.id);
            if response.changed() {
                send(out, CollectionCommand::SetSearch(text.clone()));
            }
            ui.data_mut(|d| d.insert_temp(id, text));
        });
        ui.horizontal_wrapped(|ui| {
            for (grouping, label) in [
                (Grouping::BySet, "By set"),
                (Grouping::ByRarity, "By rarity"),
            ] {
                if ui
                    .add(egui::Button::selectable(self.grouping == grouping, label))
                    .clicked()
                {
                    send(out, CollectionCommand::SetGrouping(grouping));
                }
            }
            ui.separator();
            for filter in ListFilter::ALL {
                if ui
                    .add(egui::Button::selectable(
                        self.filter == filter,
                        filter.label(),
                    ))
                    .clicked()
                {
                    send(out, CollectionCommand::SetFilter(filter));
                }
            }
            ui.separator();
            let label = ui.label("Set");
            let mut set = self.set_filter.clone();
            egui::ComboBox::from_id_salt("collection-set")
                .selected_text(set.clone().unwrap_or_else(|| "All sets".into()))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut set, None, "All sets");
                    for code in &self.sets {
                        ui.selectable_value(&mut set, Some(code.clone()), code);
                    }
                })
                .response
                .labelled_by(label.id);
            if set != self.set_filter {
                send(out, CollectionCommand::SetSet(set));
            }
        });
        ui.small(format!(
            "{} printings listed. Owned / wishlist / trade per printing; − and + change the owned copies, a right-click the wanted (★) and for-trade (↔) ones.",
            self.rows.len()
        ));
        ui.separator();
        let (any_wanted, any_offered) = self.view.collection.any_wanted_or_offered();
        let row_height = ui.spacing().interact_size.y + 4.0;
        // Both ways: at 1024×700 a row (its name, "spare") is wider than the middle column, and
        // what does not fit is scrolled to rather than cut off.
        egui::ScrollArea::both()
            .id_salt("collection-list")
            .auto_shrink(false)
            .show_rows(ui, row_height, self.rows.len(), |ui, range| {
                let shown = self.rows.get(range).unwrap_or(&[]);
                // The IDs in a column as wide as the widest of the rows on screen.
                let id_chars = shown
                    .iter()
                    .filter_map(|&position| index.cards().get(position))
                    .map(|card| card.id.as_str().chars().count())
                    .max()
                    .unwrap_or(0);
                for &position in shown {
                    let Some(card) = index.cards().get(position) else {
                        continue;
                    };
                    let holding = self
                        .view
                        .collection
                        .holding(&card.id)
                        .cloned()
                        .unwrap_or_default();
                    let row = ui.horizontal(|ui| {
                        // Labels that take no click, so a right-click anywhere on the row
                        // reaches the row's menu.
                        ui.style_mut().interaction.selectable_labels = false;
                        // Exactly the height show_rows counts on, or the list ends short of the window.
                        ui.set_min_height(row_height);
                        let minus = ui.add_enabled(holding.owned > 0, egui::Button::new("−"));
                        accessible(&minus, &format!("Remove one owned {}", card.id));
                        if minus.clicked() {
                            send(
                                out,
                                CollectionCommand::Adjust {
                                    card_id: card.id.clone(),
                                    delta: -1,
                                },
                            );
                        }
                        let plus = ui.button("+");
                        accessible(&plus, &format!("Add one owned {}", card.id));
                        if plus.clicked() {
                            send(
                                out,
                                CollectionCommand::Adjust {
                                    card_id: card.id.clone(),
                                    delta: 1,
                                },
                            );
                        }
                        let owned =
                            egui::RichText::new(format!("{:>2}×", holding.owned)).monospace();
                        let owned = if holding.owned == 0 {
                            owned.weak()
                        } else {
                            owned.strong()
                        };
                        ui.label(owned);
                        // Wanted and for-trade copies in columns of their own, right after the
                        // owned count, so they show at 1024×700 without scrolling; a column
                        // appears once any printing has such copies, each cell of one width so
                        // the IDs stay in line.
                        let cell = |ui: &mut egui::Ui, copies: u32, mark: &str, color| {
                            let text = if copies > 0 {
                                format!("{mark}{copies}")
                            } else {
                                String::new()
                            };
                            ui.add_sized(
                                [26.0, ui.spacing().interact_size.y],
                                egui::Label::new(egui::RichText::new(text).color(color)),
                            );
                        };
                        if any_wanted {
                            cell(ui, holding.wishlist, "★", ui.visuals().warn_fg_color);
                        }
                        if any_offered {
                            cell(ui, holding.trade, "↔", ui.visuals().hyperlink_color);
                        }
                        // The ID in a column of one width (the widest shown), then the
                        // name in the body font so that it fits at 1024×700. No rarity
                        // column: the ID carries it (BP01-SR03, PR01, TK-01-A).
                        let mut line = egui::text::LayoutJob::default();
                        line.append(
                            &format!("{:<id_chars$} ", card.id.as_str()),
                            0.0,
                            egui::TextFormat::simple(
                                egui::TextStyle::Monospace.resolve(ui.style()),
                                ui.visuals().text_color(),
                            ),
                        );
                        line.append(
                            &card.name,
                            0.0,
                            egui::TextFormat::simple(
                                egui::TextStyle::Body.resolve(ui.style()),
                                ui.visuals().strong_text_color(),
                            ),
                        );
                        ui.label(line);
                        let keep = keep_copies(card);
                        if holding.owned > keep {
                            ui.small(format!("{} spare", holding.owned - keep))
                                .on_hover_text(format!(
                                    "Owned beyond the {keep} one deck can use{}",
                                    keep_reason(card)
                                ));
                        }
                    });
                    // Right-click a row: the wanted and the for-trade copies of the printing.
                    // The menu stays open while its numbers are typed or dragged; a click
                    // outside it closes it.
                    let row = row
                        .response
                        .interact(egui::Sense::click())
                        .on_hover_ui(|ui| {
                            // In full, for a name wider than the list.
                            ui.strong(format!(
                                "{} {} ({})",
                                card.id.as_str(),
                                card.name,
                                card.rarity
                            ));
                            if !holding.notes.is_empty() {
                                ui.label(format!("Notes: {}", holding.notes));
                            }
                            ui.label(
                                "★ copies wanted, ↔ copies for trade; right-click to change them \
                                 or write notes",
                            );
                        });
                    egui::Popup::context_menu(&row)
                        .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside)
                        .show(|ui| holding_menu(ui, card, &holding, out));
                }
            });
    }

    fn deck_ui(&self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        let send = |out: &mut Vec<AppCommand>, c: CollectionCommand| {
            out.push(AppCommand::Collection(c));
        };
        ui.add_space(6.0);
        ui.heading("What a deck needs");
        ui.horizontal(|ui| {
            let label = ui.label("Deck");
            let mut choice = self.deck_choice.clone();
            egui::ComboBox::from_id_salt("collection-deck")
                .selected_text(choice.clone().unwrap_or_else(|| {
                    self.deck_needs
                        .as_ref()
                        .map_or_else(|| "The open deck".into(), |n| n.name.clone())
                }))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut choice, None, "The open deck");
                    for (name, _) in &self.saved_decks {
                        ui.selectable_value(&mut choice, Some(name.clone()), name);
                    }
                })
                .response
                .labelled_by(label.id);
            if choice != self.deck_choice {
                send(out, CollectionCommand::ChooseDeck(choice));
            }
        });
        let Some(needs) = &self.deck_needs else {
            ui.label("Open a deck on the Decks screen, or choose a saved deck, to see what it is missing.");
            return;
        };
        let missing = needs.missing();
        let copies: u32 = missing.iter().map(|n| n.missing).sum();
        if missing.is_empty() {
            ui.label(format!(
                "You can build '{}' from your free copies: nothing is missing.",
                needs.name
            ));
        } else {
            ui.label(format!(
                "'{}' is missing {copies} copies of {} cards.",
                needs.name,
                missing.len()
            ));
        }
        ui.horizontal_wrapped(|ui| {
            if ui
                .button("Copy wishlist")
                .on_hover_text("As a text shopping list")
                .clicked()
            {
                send(out, CollectionCommand::CopyWishlist(WishlistFormat::Text));
            }
            if ui.button("Copy wishlist CSV").clicked() {
                send(out, CollectionCommand::CopyWishlist(WishlistFormat::Csv));
            }
            if ui.button("Save wishlist…").clicked() {
                send(
                    out,
                    CollectionCommand::PickWishlistExport(WishlistFormat::Text),
                );
            }
            if ui.button("Save wishlist CSV…").clicked() {
                send(
                    out,
                    CollectionCommand::PickWishlistExport(WishlistFormat::Csv),
                );
            }
        });
        ui.separator();
        egui::ScrollArea::vertical()
            .id_salt("collection-deck-needs")
            .auto_shrink(false)
            .show(ui, |ui| {
                for need in &needs.needs {
                    // Kayou's key is the card number, named after it; the others' is the name.
                    // Named as printed; Kayou's card number (its copy key) before the name.
                    let name = index
                        .with_copy_key(&need.card)
                        .first()
                        .map_or_else(|| need.card.clone(), |c| c.name.clone());
                    let name = if name.starts_with(&need.card) {
                        name
                    } else {
                        format!("{} {name}", need.card)
                    };
                    let availability = self.view.availability(&need.card, Some(&needs.name));
                    let text = format!("{}× {name}: {availability}", need.need);
                    if need.missing > 0 {
                        ui.colored_label(
                            ui.visuals().warn_fg_color,
                            format!("{text} — missing {}", need.missing),
                        );
                    } else {
                        ui.label(text);
                    }
                }
            });
    }
}

/// A rarity's row of the completion table, under its set's ("  BP01 SPR").
fn completion_label(row: &SetCompletion) -> String {
    format!(
        "  {} {}",
        row.set_code,
        row.rarity.map(|r| r.code()).unwrap_or_default()
    )
}

/// A column of the completion table: its header, its hover and what it counts.
type Column = (&'static str, &'static str, fn(&SetCompletion) -> Progress);

fn completion_row(
    ui: &mut egui::Ui,
    label: &str,
    row: &SetCompletion,
    strong: bool,
    bar_width: f32,
    columns: &[Column],
) {
    let label = if strong {
        ui.strong(label)
    } else {
        ui.label(label)
    };
    if let Some(name) = &row.name {
        label.on_hover_text(name);
    }
    for (_, _, progress) in columns {
        progress_bar(ui, progress(row), bar_width);
    }
    ui.end_row();
}

fn progress_bar(ui: &mut egui::Ui, progress: Progress, width: f32) {
    let text = format!("{}/{}", progress.owned, progress.total);
    ui.add(
        egui::ProgressBar::new(progress.fraction() as f32)
            .desired_width(width)
            .text(text),
    );
}

/// The menu a right-click on a collection row opens: the copies wanted and for trade, and the
/// notes, each sent as it changes (a click outside closes the menu and keeps them).
fn holding_menu(
    ui: &mut egui::Ui,
    card: &Card,
    holding: &crate::collection::Holding,
    out: &mut Vec<AppCommand>,
) {
    ui.label(format!("{} {}", card.id, card.name));
    let count = |ui: &mut egui::Ui, label: &str, mut copies: u32| -> Option<u32> {
        ui.horizontal(|ui| {
            let label = ui.label(label);
            ui.add(egui::DragValue::new(&mut copies).range(0..=crate::limits::MAX_COLLECTION_COUNT))
                .labelled_by(label.id)
                .changed()
                .then_some(copies)
        })
        .inner
    };
    let card_id = card.id.clone();
    if let Some(copies) = count(ui, "Wanted", holding.wishlist) {
        out.push(AppCommand::Collection(CollectionCommand::SetWanted {
            card_id: card_id.clone(),
            copies,
        }));
    }
    if let Some(copies) = count(ui, "For trade", holding.trade) {
        out.push(AppCommand::Collection(CollectionCommand::SetForTrade {
            card_id: card_id.clone(),
            copies,
        }));
    }
    let mut notes = holding.notes.clone();
    let label = ui.label("Notes");
    let edit = ui
        .add(
            egui::TextEdit::multiline(&mut notes)
                .hint_text("condition, language, where it is")
                .char_limit(crate::limits::MAX_LINE_CHARS)
                .desired_rows(2)
                .desired_width(220.0),
        )
        .labelled_by(label.id);
    if edit.changed() {
        out.push(AppCommand::Collection(CollectionCommand::SetNotes {
            card_id,
            notes,
        }));
    }
}

/// Why a deck can use only so many copies of a card, for the "spare" hover.
fn keep_reason(card: &Card) -> &'static str {
    if card.kayou().is_some_and(|k| k.everyday) {
        " (an Everyday card: any number, 102.1.2; a Scene Deck holds 15)"
    } else if card.kayou().is_some() {
        " (4 copies per card number, 102.1.0)"
    } else if card.lorcana().is_some() {
        " (4 copies of a full name, 1.10.1.1, or what its own text allows)"
    } else {
        " (4 copies of a card name, 6.1.1.2)"
    }
}
