//! "Improve this deck", drawn: the decks you expect to meet (ticked), the cards that may come
//! in, the player, the time budget and the most swaps; the search's progress with the best
//! swaps so far, Stop and Abandon; the answer's table (out, in, gain with its 95% interval,
//! and why: the gain against each field deck, the games the swap changed, the win turn), each
//! row applying the swaps up to it as a new version of the deck. The state lives in
//! `ui/controllers/tune.rs`.

use crate::card::{CardId, CardIndex};
use crate::catalog::DeckSummary;
use crate::sim::{PlayerKind, TakenSwap};
use crate::ui::app::AppCommand;
pub use crate::ui::controllers::tune::{
    BUDGETS, POLL, PoolChoice, TuneCommand, TunePanel, TuneResult,
};

fn budget_label(seconds: u64) -> String {
    if seconds < 60 {
        format!("{seconds} s")
    } else {
        format!("{} min", seconds / 60)
    }
}

/// A card's name and printing: two printings of one name (two Twilight Sparkles) differ.
fn card_name(index: &CardIndex, id: &CardId) -> String {
    index
        .kayou_card(id)
        .map_or_else(|| id.to_string(), |c| format!("{} ({id})", c.name))
}

fn points(x: f64) -> String {
    format!("{:+.1}", x * 100.0)
}

/// Why a swap helps, in a line: the gain against each field deck, the games it changed and
/// the mean turn of the deck's wins before and after.
pub fn why_text(taken: &TakenSwap, field: &[String]) -> String {
    let mut parts: Vec<String> = Vec::new();
    if field.len() > 1 {
        let per: Vec<String> = field
            .iter()
            .zip(&taken.by_rival)
            .map(|(name, d)| {
                format!(
                    "{} {}",
                    crate::ui::panels::matchup::short(name),
                    points(d.mean)
                )
            })
            .collect();
        parts.push(format!("against {}", per.join(", ")));
    }
    parts.push(format!(
        "changed {} of {} games",
        taken.changed, taken.gain.games
    ));
    if let (Some(before), Some(after)) = taken.win_turn {
        parts.push(format!("wins on turn {before:.1} -> {after:.1}"));
    }
    parts.join("; ")
}

impl TunePanel {
    /// Draws the view for the open deck (`None`: no deck open); `library` is the saved decks
    /// it offers beside the starters as the field.
    pub fn ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        library: &[DeckSummary],
        open: Option<&str>,
        out: &mut Vec<AppCommand>,
    ) {
        if self.running() {
            ui.ctx().request_repaint_after(POLL);
        }
        let send = |out: &mut Vec<AppCommand>, c: TuneCommand| out.push(AppCommand::Tune(c));
        egui::ScrollArea::both().id_salt("tune-scroll").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                match open {
                    Some(name) => ui.heading(format!("Improve '{name}'")),
                    None => ui.heading("Improve a deck"),
                };
                if ui
                    .button("Back to the deck")
                    .on_hover_text("The deck editor, as you left it (a search running goes on)")
                    .clicked()
                {
                    send(out, TuneCommand::Open(false));
                }
            });
            ui.add(egui::Label::new(
                "Which one-for-one swaps make this deck win more against the decks you expect to meet? Every legal swap is tried in simulated games, the same games for the deck and the swapped deck; the promising ones get more games, and a swap is proposed only when its gain stays above zero on fresh games.",
            ).wrap());
            if open.is_none() {
                ui.add_space(6.0);
                ui.label("Open a deck on the left first (Back to the deck).");
                return;
            }
            ui.add_space(4.0);
            self.settings_ui(ui, library, out);
            ui.add_space(6.0);
            self.run_ui(ui, index, out);
            if let Some(result) = self.result() {
                ui.add_space(6.0);
                ui.separator();
                result_ui(ui, index, result, open, out);
            }
        });
    }

    fn settings_ui(&self, ui: &mut egui::Ui, library: &[DeckSummary], out: &mut Vec<AppCommand>) {
        let send = |out: &mut Vec<AppCommand>, c: TuneCommand| out.push(AppCommand::Tune(c));
        let idle = !self.running();
        ui.strong("Decks you expect to meet");
        if let Some((source, on)) =
            crate::ui::widgets::deck_ticks::deck_ticks(ui, self.field(), library, idle)
        {
            send(out, TuneCommand::Select(source, on));
        }
        ui.horizontal_wrapped(|ui| {
            ui.weak("Field lists:");
            for list in self.field_lists() {
                let current = list.decks == self.field();
                if ui
                    .add_enabled(idle, egui::Button::selectable(current, &list.name))
                    .on_hover_text(format!("Tick these {} decks", list.decks.len()))
                    .clicked()
                {
                    send(out, TuneCommand::UseField(list.name.clone()));
                }
                let forget = ui
                    .small_button("✖")
                    .on_hover_text(format!("Forget the list '{}'", list.name));
                crate::ui::widgets::owned_badge::accessible(
                    &forget,
                    &format!("Forget {}", list.name),
                );
                if forget.clicked() {
                    send(out, TuneCommand::DeleteField(list.name.clone()));
                }
            }
            let id = ui.make_persistent_id("tune-field-name");
            let mut name: String = ui.data_mut(|d| d.get_temp(id)).unwrap_or_default();
            let label = ui.label("Save as");
            ui.add(
                egui::TextEdit::singleline(&mut name)
                    .desired_width(120.0)
                    .hint_text("name"),
            )
            .labelled_by(label.id);
            if ui
                .add_enabled(!name.trim().is_empty(), egui::Button::new("Save field"))
                .on_hover_text(
                    "Keep the decks ticked as a field list, to tick them again in one click",
                )
                .clicked()
            {
                send(out, TuneCommand::SaveField(name.clone()));
                name.clear();
            }
            ui.data_mut(|d| d.insert_temp(id, name));
        });
        ui.horizontal_wrapped(|ui| {
            ui.strong("Cards that may come in:");
            for (choice, hover) in [
                (
                    PoolChoice::Owned,
                    "Your collection beyond this deck's copies; never more copies than you own",
                ),
                (
                    PoolChoice::Catalog,
                    "Any Main Deck card of the catalog (slower: many more swaps to try)",
                ),
            ] {
                if ui
                    .add_enabled(
                        idle,
                        egui::Button::selectable(self.pool() == choice, choice.label()),
                    )
                    .on_hover_text(hover)
                    .clicked()
                {
                    send(out, TuneCommand::SetPool(choice));
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.strong("Played by:");
            for (name, kind) in PlayerKind::TABLE_STRENGTHS {
                if ui
                    .add_enabled(
                        idle,
                        egui::Button::selectable(self.player() == kind, name),
                    )
                    .on_hover_text(player_hover(name, kind))
                    .clicked()
                {
                    send(out, TuneCommand::SetPlayer(kind));
                }
            }
            ui.separator();
            ui.strong("Time:");
            for seconds in BUDGETS {
                if ui
                    .add_enabled(
                        idle,
                        egui::Button::selectable(self.seconds() == seconds, budget_label(seconds)),
                    )
                    .on_hover_text("How long the search runs; the best swap found by then is still checked on fresh games")
                    .clicked()
                {
                    send(out, TuneCommand::SetSeconds(seconds));
                }
            }
            ui.separator();
            ui.strong("At most");
            let mut swaps = self.max_swaps();
            if ui
                .add_enabled(idle, egui::DragValue::new(&mut swaps).range(1..=8))
                .on_hover_text("Swaps are found one after another, each on the deck the earlier ones changed")
                .changed()
            {
                send(out, TuneCommand::SetSwaps(swaps));
            }
            ui.label("swaps");
        });
    }

    fn run_ui(&self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        let send = |out: &mut Vec<AppCommand>, c: TuneCommand| out.push(AppCommand::Tune(c));
        let Some((_, progress, elapsed, budget, stopping)) = self.progress() else {
            if ui
                .button("Find better swaps")
                .on_hover_text("Search now, for the time chosen; you can stop it early and keep the best so far")
                .clicked()
            {
                out.push(AppCommand::RunTune);
            }
            return;
        };
        ui.horizontal_wrapped(|ui| {
            ui.spinner();
            let share = (elapsed / budget.max(1) as f64).min(1.0) as f32;
            ui.add(
                egui::ProgressBar::new(share)
                    .desired_width(220.0)
                    .text(format!("{elapsed:.0} of {budget} s")),
            );
            if ui
                .add_enabled(!stopping, egui::Button::new("Stop"))
                .on_hover_text(
                    "End the search now: the best swaps so far are still checked on fresh games",
                )
                .clicked()
            {
                send(out, TuneCommand::Stop);
            }
            if ui
                .button("Abandon")
                .on_hover_text("Throw the search away at once")
                .clicked()
            {
                send(out, TuneCommand::Abandon);
            }
        });
        let Some(progress) = progress else {
            ui.label("Starting…");
            return;
        };
        ui.label(progress.describe());
        if stopping {
            ui.weak("Stopping: checking the best swaps so far on fresh games.");
        }
        if !progress.taken.is_empty() {
            ui.strong("Swaps confirmed so far");
            for (k, taken) in progress.taken.iter().enumerate() {
                ui.label(format!(
                    "{}. {} out, {} in: {} points",
                    k + 1,
                    card_name(index, &taken.swap.out),
                    card_name(index, &taken.swap.into),
                    points(taken.gain.mean)
                ));
            }
        }
        if !progress.leaders.is_empty() {
            ui.strong("Leading in the race (not yet confirmed)");
            egui::Grid::new("tune-leaders")
                .striped(true)
                .show(ui, |ui| {
                    for (swap, diff) in &progress.leaders {
                        ui.label(format!("{} out", card_name(index, &swap.out)));
                        ui.label(format!("{} in", card_name(index, &swap.into)));
                        ui.label(format!(
                            "{} points on {} games",
                            points(diff.mean),
                            diff.games
                        ));
                        ui.end_row();
                    }
                });
        }
    }
}

fn player_hover(name: &str, kind: PlayerKind) -> String {
    match kind {
        PlayerKind::Search { budget } => format!(
            "{name} ({kind}): the strong player, {budget} playouts a decision; seconds a game, so the search tries far fewer games and finds only large gains"
        ),
        _ => format!(
            "{name}: the bulk player, thousands of games a second; the player tables trust by default"
        ),
    }
}

fn result_ui(
    ui: &mut egui::Ui,
    index: &CardIndex,
    result: &TuneResult,
    open: Option<&str>,
    out: &mut Vec<AppCommand>,
) {
    let answer = &result.answer;
    let rate = |r: &crate::sim::Rate| {
        format!(
            "{:.1}% (95% interval {:.1}-{:.1}%, {} games)",
            r.win_rate * 100.0,
            r.low * 100.0,
            r.high * 100.0,
            r.games
        )
    };
    ui.heading("Answer");
    ui.add(
        egui::Label::new(format!(
            "'{}' wins {} against {}, played by {}.",
            result.deck_name,
            rate(&answer.base),
            result.field.join(", "),
            result.player.label()
        ))
        .wrap(),
    );
    if let Some(text) = answer.stopped_sentence() {
        ui.add(egui::Label::new(egui::RichText::new(text).weak()).wrap());
    }
    if answer.swaps.is_empty() && answer.stopped.is_none() {
        ui.add(
            egui::Label::new(format!(
                "No swap is clearly better: of {} legal swaps from {}, none raised the win rate with its whole 95% interval above zero on fresh games. The deck is as good as these games can tell.",
                answer.candidates,
                result.pool.label()
            ))
            .wrap(),
        );
    } else {
        let same_deck = open == Some(result.deck_name.as_str());
        let count = answer.swaps.len();
        for (k, taken) in answer.swaps.iter().enumerate() {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal_wrapped(|ui| {
                    ui.strong(format!("{}.", k + 1));
                    ui.label("Out");
                    ui.strong(card_name(index, &taken.swap.out));
                    ui.label("in");
                    ui.strong(card_name(index, &taken.swap.into));
                    ui.label(format!(
                        "{} points (95% interval {} to {})",
                        points(taken.gain.mean),
                        points(taken.gain.low),
                        points(taken.gain.high)
                    ))
                    .on_hover_text("The gain in win rate over the deck before this swap, measured on fresh games");
                    let label = if k + 1 == count && k > 0 {
                        "Apply all".to_string()
                    } else if k == 0 {
                        "Apply 1".to_string()
                    } else {
                        format!("Apply 1-{}", k + 1)
                    };
                    if ui
                        .add_enabled(same_deck, egui::Button::new(label))
                        .on_hover_text("Make the swaps up to this one (each was measured on the deck the ones before it changed) and save them as a new version of the deck, with a note; the editor then shows what changed")
                        .clicked()
                    {
                        out.push(AppCommand::ApplyTune(k + 1));
                    }
                });
                ui.add(egui::Label::new(egui::RichText::new(why_text(taken, &result.field)).weak()).wrap());
            });
        }
        ui.add(
            egui::Label::new(format!(
                "Tuned: {}, measured on games the search never played.",
                rate(&answer.tuned)
            ))
            .wrap(),
        );
        if !same_deck {
            ui.weak(format!("Open '{}' to apply these swaps.", result.deck_name));
        }
    }
    ui.weak(format!(
        "{} games in {:.0} s; {} legal swaps from {}, {:.0} games each in the first search.",
        answer.games,
        result.seconds,
        answer.candidates,
        result.pool.label(),
        answer.games_per_candidate
    ));
    if ui.button("Clear").clicked() {
        out.push(AppCommand::Tune(TuneCommand::Clear));
    }
}
