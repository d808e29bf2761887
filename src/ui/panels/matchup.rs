//! The Matchups view, drawn: the decks to play (the starters and the saved decks, ticked),
//! games per pairing, who plays each side, Run with its progress bar and Cancel, and the table:
//! each row deck's win rate against each column deck with its 95% Wilson interval, the
//! first-player split in the cell's tooltip. The state lives in `ui/controllers/matchup.rs`.

use crate::catalog::DeckSummary;
use crate::sim::{Lean, PlayerKind};
use crate::ui::app::AppCommand;
pub use crate::ui::controllers::matchup::{MatchupCommand, MatchupPanel, POLL};

/// A deck's short name for a column header: a starter's code (a saved copy of one: the code
/// and "(saved)"), else the first 14 characters.
pub(crate) fn short(name: &str) -> String {
    let first = name.split_whitespace().next().unwrap_or(name);
    if first.len() == 5 && first.starts_with("SD01") {
        if name.ends_with(" (saved)") {
            return format!("{first} (saved)");
        }
        return first.to_string();
    }
    let mut out: String = name.chars().take(14).collect();
    if name.chars().count() > 14 {
        out.push('…');
    }
    out
}

impl MatchupPanel {
    /// Draws the Matchups view; `library` is the saved decks it offers beside the starters.
    pub fn ui(&self, ui: &mut egui::Ui, library: &[DeckSummary], out: &mut Vec<AppCommand>) {
        if self.progress().is_some() {
            ui.ctx().request_repaint_after(POLL);
        }
        let send = |out: &mut Vec<AppCommand>, c: MatchupCommand| out.push(AppCommand::Matchup(c));
        egui::ScrollArea::both()
            .id_salt("matchup-scroll")
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.heading("Matchups");
                    if ui
                        .button("Back to the table")
                        .on_hover_text("The goldfish table, as you left it")
                        .clicked()
                    {
                        send(out, MatchupCommand::Open(false));
                    }
                });
                ui.label(
                    "Every ticked deck plays every other, the first player alternating; each cell is the row deck's win rate against the column deck. With the same player on both sides, each pair of decks plays once and its games fill both its cells.",
                );
                ui.add_space(4.0);
                ui.strong("Decks");
                if let Some((source, on)) = crate::ui::widgets::deck_ticks::deck_ticks(
                    ui,
                    &self.selected,
                    library,
                    true,
                ) {
                    send(out, MatchupCommand::Select(source, on));
                }
                ui.horizontal_wrapped(|ui| {
                    let mut games = self.games;
                    let label = ui.label("Games per pairing");
                    if ui
                        .add(egui::DragValue::new(&mut games).range(1..=10_000))
                        .labelled_by(label.id)
                        .changed()
                    {
                        send(out, MatchupCommand::SetGames(games));
                    }
                    for preset in [20, 200, 1000] {
                        if ui
                            .selectable_label(self.games == preset, preset.to_string())
                            .on_hover_text(format!("{preset} games a pairing"))
                            .clicked()
                        {
                            send(out, MatchupCommand::SetGames(preset));
                        }
                    }
                    ui.separator();
                    for (row, what) in [(true, "Rows played by"), (false, "columns by")] {
                        ui.label(what);
                        let current = if row { self.you } else { self.rival };
                        for (name, kind) in PlayerKind::TABLE_STRENGTHS {
                            if ui
                                .selectable_label(current == kind, name)
                                .on_hover_text(player_hover(name, kind))
                                .clicked()
                            {
                                let (you, rival) = if row {
                                    (kind, self.rival)
                                } else {
                                    (self.you, kind)
                                };
                                send(out, MatchupCommand::SetOpponents(you, rival));
                            }
                        }
                    }
                });
                ui.horizontal_wrapped(|ui| match self.progress() {
                    Some((played, total)) => {
                        let share = if total == 0 {
                            0.0
                        } else {
                            played as f32 / total as f32
                        };
                        ui.add(
                            egui::ProgressBar::new(share)
                                .desired_width(260.0)
                                .text(format!("{played} of {total} games")),
                        );
                        if ui.button("Cancel").clicked() {
                            send(out, MatchupCommand::Cancel);
                        }
                    }
                    None => {
                        let enough = self.selected.len() >= 2;
                        if ui
                            .add_enabled(enough, egui::Button::new("Run matchup"))
                            .on_disabled_hover_text("Tick at least two decks")
                            .clicked()
                        {
                            out.push(AppCommand::RunMatchup);
                        }
                        let strong = PlayerKind::SEARCH;
                        if (self.you, self.rival) != (strong, strong)
                            && ui
                                .add_enabled(
                                    enough,
                                    egui::Button::new("Check with the strong player"),
                                )
                                .on_hover_text(format!(
                                    "The same decks played by the strong player ({strong}) on both sides: slower (seconds a game), but its table is the one to trust; the table you have stays beside it"
                                ))
                                .clicked()
                        {
                            send(out, MatchupCommand::SetOpponents(strong, strong));
                            out.push(AppCommand::RunMatchup);
                        }
                        let pairings = crate::sim::pairings_played(
                            self.selected.len(),
                            self.you,
                            self.rival,
                        );
                        ui.weak(format!(
                            "{pairings} pairings × {} games = {} games",
                            self.games,
                            pairings as u64 * self.games
                        ));
                    }
                });
                ui.separator();
                self.table_ui(ui);
            });
    }

    fn table_ui(&self, ui: &mut egui::Ui) {
        for (name, why) in self.left_out() {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!("{name} was left out: not legal ({why})."),
            );
        }
        let Some(table) = &self.table else {
            ui.weak("Run a matchup to see its table here.");
            return;
        };
        MatchupPanel::one_table_ui(ui, table, "matchup-table");
        if let Some(earlier) = &self.earlier {
            ui.add_space(8.0);
            ui.separator();
            ui.strong("The table before it, for comparison");
            MatchupPanel::one_table_ui(ui, earlier, "matchup-table-earlier");
        }
    }

    fn one_table_ui(ui: &mut egui::Ui, table: &crate::sim::MatchupTable, id: &str) {
        let s = table.settings;
        let players = if s.you == s.rival {
            format!("every deck played by {}", s.you.label())
        } else {
            format!(
                "rows played by {}, columns by {}",
                s.you.label(),
                s.rival.label()
            )
        };
        ui.strong(format!("Played by: {players}"));
        ui.small(format!(
            "{} games a pairing, first player alternating, rules {}, seed {}, a draw (turn cap {}) counted as half a win; below each rate its 95% Wilson interval, green or red when the whole interval is above or below 50%. Hover a cell for the seats and how the games ended.",
            s.games,
            s.rules.as_str(),
            s.seed,
            s.turn_cap,
        ));
        egui::Grid::new(id)
            .striped(true)
            .spacing([14.0, 6.0])
            .show(ui, |ui| {
                ui.strong("deck \\ rival");
                for name in &table.names {
                    ui.strong(short(name)).on_hover_text(name);
                }
                ui.strong("mean")
                    .on_hover_text("The row deck's mean win rate against the others");
                ui.end_row();
                for (row, name) in table.names.iter().enumerate() {
                    ui.strong(name);
                    for column in 0..table.names.len() {
                        let Some((report, (lo, hi))) = table.cell(row, column) else {
                            ui.weak("—");
                            continue;
                        };
                        let second_games = report.games - report.first_games;
                        let second_wins = report.you - report.first_wins;
                        let rate = 100.0 * report.win_rate();
                        let color = match Lean::of((lo, hi)) {
                            Lean::Favoured => egui::Color32::from_rgb(70, 160, 90),
                            Lean::Unfavoured => egui::Color32::from_rgb(190, 90, 80),
                            Lean::Even => ui.visuals().text_color(),
                        };
                        ui.vertical(|ui| {
                            ui.colored_label(color, format!("{rate:.0}%"));
                            ui.small(format!("{:.0}–{:.0}", 100.0 * lo, 100.0 * hi));
                        })
                        .response
                        .on_hover_text(format!(
                            "{} against {}: {} won, {} lost, {} drawn at the turn cap of {} games (95% interval {:.1}%–{:.1}%).\nGoing first: {}/{} won; going second: {}/{} won.\nEnded by the Story {}, by a deck running out {}.",
                            name,
                            table.names.get(column).map_or("", String::as_str),
                            report.you,
                            report.rival,
                            report.draws,
                            report.games,
                            100.0 * lo,
                            100.0 * hi,
                            report.first_wins,
                            report.first_games,
                            second_wins,
                            second_games,
                            report.ends.story,
                            report.ends.deck_out,
                        ));
                    }
                    ui.strong(format!("{:.0}%", 100.0 * table.row_mean(row)));
                    ui.end_row();
                }
            });
    }
}

/// What a player choice means, for its hover.
fn player_hover(name: &str, kind: PlayerKind) -> String {
    match kind {
        PlayerKind::Search { budget } => format!(
            "{name} ({kind}): the strong player, trying every move in games played out from what it can see, {budget} playouts a decision; seconds a game, so use a few games a pairing"
        ),
        _ => {
            format!("{name}: the bulk player, thousands of games a second; the default for tables")
        }
    }
}
