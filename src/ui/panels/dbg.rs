//! The Adventures screen, drawn: *My Little Pony: Adventures in Equestria*, the deck-building
//! game. Three tabs: **Play** (the tracker: the Active Hurdle stack with its Clouds, the Final
//! Challenge with Cloud Cover, attempts with Chaos, each player's cubes and tokens, Situations,
//! Locations, the turn sequence and the log, undo and redo), **Set up** (players, Ponies,
//! Situations, extra Hurdles, seed; saved games to resume) and **Components** (the Hurdles,
//! Final Challenges, Locations and Ponies: add, edit, remove, import, export).
//!
//! The state and its commands live in `ui/controllers/dbg.rs`, with no drawing; this panel draws
//! the cached [`TrackerView`] and sends [`AdventuresCommand`]s.

use crate::dbg::{
    Action, ChallengeChoice, CloudTarget, Component, ComponentKind, CubeColor, GameComponents,
    PhaseView, Situations, TokenKind, Tracker, TrackerView, turn_sequence,
};
use crate::ui::app::AppCommand;
use crate::ui::widgets::owned_badge::accessible;
use crate::ui::widgets::path_field::{PathFieldAction, path_field_ui};

pub use crate::ui::controllers::dbg::{
    AdventuresCommand, AdventuresFile, AdventuresPanel, AdventuresTab, ComponentForm, SetupForm,
    WHERE_NUMBERS_COME_FROM, readiness,
};

impl AdventuresPanel {
    /// Draws the Adventures screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<AppCommand>) {
        egui::Panel::top("adventures-tabs").show(ui, |ui| {
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                ui.strong("Adventures in Equestria");
                for tab in AdventuresTab::ALL {
                    if ui.selectable_label(self.tab == tab, tab.label()).clicked() {
                        out.push(send(AdventuresCommand::ShowTab(tab)));
                    }
                }
            });
            ui.add_space(2.0);
        });
        match self.tab {
            AdventuresTab::Play => self.play_ui(ui, out),
            AdventuresTab::Setup => {
                egui::CentralPanel::default().show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("adventures-setup")
                        .show(ui, |ui| self.setup_ui(ui, out));
                });
            }
            AdventuresTab::Components => {
                egui::CentralPanel::default().show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("adventures-components")
                        .show(ui, |ui| self.components_ui(ui, out));
                });
            }
        }
    }

    fn play_ui(&self, ui: &mut egui::Ui, out: &mut Vec<AppCommand>) {
        let (Some(tracker), Some(view)) = (&self.tracker, &self.view) else {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.add_space(16.0);
                ui.heading("No game tracked yet");
                ui.label(
                    "Set a game up from your components (the Hurdles of each level and a Final \
                     Challenge need their Cloud Limits and Sugar Cubes entered first).",
                );
                ui.label(WHERE_NUMBERS_COME_FROM);
                ui.horizontal_wrapped(|ui| {
                    if ui.button("Enter your cards' numbers").clicked() {
                        out.push(send(AdventuresCommand::ShowTab(AdventuresTab::Components)));
                    }
                    if ui.button("Set up a game").clicked() {
                        out.push(send(AdventuresCommand::ShowTab(AdventuresTab::Setup)));
                    }
                });
                if let Some(last) = self.saved.first() {
                    let label = format!("Resume {}", last.name);
                    if ui.button(&label).on_hover_text(&last.summary).clicked() {
                        out.push(send(AdventuresCommand::Resume(last.name.clone())));
                    }
                }
            });
            return;
        };
        egui::Panel::top("adventures-turn").show(ui, |ui| self.turn_bar_ui(ui, view, out));
        egui::Panel::right("adventures-log")
            .resizable(true)
            .default_size(250.0)
            .show(ui, |ui| self.log_ui(ui, tracker, view));
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("adventures-table")
                .show(ui, |ui| {
                    if let Some(result) = view.result {
                        result_banner_ui(ui, result, view, out);
                    }
                    ui.columns(2, |columns| {
                        if let [left, right] = columns {
                            self.challenges_ui(left, view, out);
                            self.team_ui(right, view, out);
                        }
                    });
                });
        });
    }

    fn turn_bar_ui(&self, ui: &mut egui::Ui, view: &TrackerView, out: &mut Vec<AppCommand>) {
        ui.add_space(2.0);
        ui.horizontal_wrapped(|ui| {
            let pony = view
                .team
                .get(usize::from(view.active_player.saturating_sub(1)))
                .and_then(|p| p.pony.as_deref())
                .map_or(String::new(), |p| format!(" ({p})"));
            let table = if view.players == 1 {
                "solo, counted as 2 players".to_string()
            } else {
                format!("{} players", view.players)
            };
            ui.strong(format!(
                "Turn {} · player {}{pony}",
                view.turn, view.active_player
            ));
            ui.label(format!("· {table} ·"));
            let phase = match view.phase {
                PhaseView::Main => "Main Phase",
                PhaseView::Attempt => "Attempt",
                PhaseView::End => "End Phase next",
                PhaseView::Over => "Game over",
            };
            ui.label(egui::RichText::new(phase).color(ui.visuals().selection.stroke.color));
            ui.separator();
            if ui
                .add_enabled(view.can_undo, egui::Button::new("Undo"))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                out.push(send(AdventuresCommand::Undo));
            }
            if ui
                .add_enabled(view.can_redo, egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Y")
                .clicked()
            {
                out.push(send(AdventuresCommand::Redo));
            }
            if ui
                .button("New game")
                .on_hover_text("Set up another game; this one stays saved")
                .clicked()
            {
                out.push(send(AdventuresCommand::ShowTab(AdventuresTab::Setup)));
            }
            match &self.game_name {
                Some(name) if self.unsaved => {
                    ui.colored_label(
                        ui.visuals().warn_fg_color,
                        format!("“{name}”: the last steps are not saved yet (trying again)"),
                    );
                }
                Some(name) => {
                    ui.weak(format!("saved as “{name}”"));
                }
                None => {
                    ui.colored_label(
                        ui.visuals().warn_fg_color,
                        "not saved: its saved game was deleted",
                    );
                }
            }
        });
        ui.add_space(2.0);
    }

    fn challenges_ui(&self, ui: &mut egui::Ui, view: &TrackerView, out: &mut Vec<AppCommand>) {
        let over = view.result.is_some();
        ui.heading("Active Hurdle stack");
        match view.hurdles.first() {
            None => {
                ui.label("No Hurdle left: Clouds go on the Final Challenge.");
            }
            Some(h) => {
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    let level = h.level.map_or(String::new(), |l| format!("Level {l} · "));
                    if h.face_up {
                        ui.strong(&h.name);
                    } else {
                        let of_level = h.level.map_or(String::new(), |l| format!("Level {l} "));
                        ui.strong(format!(
                            "A {of_level}Hurdle, face down until the next Start of Turn"
                        ));
                    }
                    ui.label(format!(
                        "{level}Cloud Limit {} ({})",
                        h.cloud_limit, h.cloud_limit_printed
                    ));
                    cloud_bar_ui(ui, h.clouds, h.cloud_limit);
                    ui.horizontal(|ui| {
                        let add = ui
                            .add_enabled(!over, egui::Button::new("+ Cloud"))
                            .on_hover_text("A card's Cloud: on the Active Hurdle, or on the Final Challenge when the Hurdle is at its Cloud Limit");
                        accessible(&add, "Add a Cloud to the Active Hurdle");
                        if add.clicked() {
                            out.push(step(Action::Clouds {
                                on: CloudTarget::ActiveHurdle,
                                count: 1,
                            }));
                        }
                        let take = ui
                            .add_enabled(!over && h.clouds > 0, egui::Button::new("− Cloud"))
                            .on_hover_text("A card takes a Cloud off the Active Hurdle");
                        accessible(&take, "Take a Cloud off the Active Hurdle");
                        if take.clicked() {
                            out.push(step(Action::Clouds {
                                on: CloudTarget::ActiveHurdle,
                                count: -1,
                            }));
                        }
                    });
                    if h.setback {
                        ui.colored_label(
                            ui.visuals().warn_fg_color,
                            format!(
                                "Setback resolved (once per game): {}",
                                h.setback_text.as_deref().unwrap_or("read the card")
                            ),
                        );
                    } else if h.face_up
                        && let Some(text) = &h.setback_text
                    {
                        ui.small(format!("Setback at its Cloud Limit: {text}"));
                    }
                    if h.face_up
                        && let Some(text) = &h.reward_text
                    {
                        ui.small(format!("Reward: {text}"));
                    }
                });
                for rest in view.hurdles.iter().skip(1) {
                    let level = rest.level.map_or(String::new(), |l| format!("Level {l} "));
                    ui.weak(format!("Below: a {level}Hurdle, face down"));
                }
            }
        }
        ui.add_space(8.0);
        ui.heading("Final Challenge");
        let fc = &view.final_challenge;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.strong(&fc.name);
            let level = fc.level.map_or(String::new(), |l| format!("Level {l} · "));
            ui.label(format!(
                "{level}Cloud Limit {} ({}): reaching it loses the game",
                fc.cloud_limit, fc.cloud_limit_printed
            ));
            cloud_bar_ui(ui, fc.clouds, fc.cloud_limit);
            ui.horizontal(|ui| {
                let add = ui
                    .add_enabled(!over, egui::Button::new("+ Cloud"))
                    .on_hover_text(
                        "A Cloud straight on the Final Challenge (Situations, card effects)",
                    );
                accessible(&add, "Add a Cloud to the Final Challenge");
                if add.clicked() {
                    out.push(step(Action::Clouds {
                        on: CloudTarget::FinalChallenge,
                        count: 1,
                    }));
                }
                let take = ui
                    .add_enabled(!over && fc.clouds > 0, egui::Button::new("− Cloud"))
                    .on_hover_text("A card takes a Cloud off the Final Challenge");
                accessible(&take, "Take a Cloud off the Final Challenge");
                if take.clicked() {
                    out.push(step(Action::Clouds {
                        on: CloudTarget::FinalChallenge,
                        count: -1,
                    }));
                }
            });
            for (i, at) in [(0usize, 3u32), (1, 8)] {
                let active = fc.cloud_cover[i];
                let text = fc.cloud_cover_text[i].as_deref().unwrap_or("read the card");
                let line = format!(
                    "Cloud Cover {} (at {at} Clouds): {}",
                    i + 1,
                    if active { "ACTIVE" } else { "off" }
                );
                if active {
                    ui.colored_label(ui.visuals().warn_fg_color, format!("{line}. {text}"));
                } else {
                    ui.weak(line);
                }
            }
        });
        ui.add_space(8.0);
        self.attempt_ui(ui, view, out);
    }

    fn attempt_ui(&self, ui: &mut egui::Ui, view: &TrackerView, out: &mut Vec<AppCommand>) {
        if view.result.is_some() {
            return;
        }
        ui.heading("Attempt to overcome");
        if view.hurdles.first().is_some_and(|h| !h.face_up) {
            // "Do not look at the Hurdles that you place face down."
            ui.label("This turn's attempt is over; the next Hurdle is flipped at the next Start of Turn.");
            self.end_turn_ui(ui, view, out);
            return;
        }
        let target = view
            .hurdles
            .first()
            .map_or(view.final_challenge.name.as_str(), |h| h.name.as_str());
        let need = &view.requirement;
        let met = need.met == Some(true);
        // Step 1: an attempt needs the required cubes; when they are not entered the tracker
        // cannot tell, and leaves it to the players.
        let may_attempt = need.met != Some(false);
        ui.colored_label(
            if met {
                egui::Color32::from_rgb(80, 180, 90)
            } else {
                ui.visuals().text_color()
            },
            &need.text,
        );
        let spend_label = match (need.total, need.color) {
            (Some(total), Some(color)) => {
                Some(format!("Overcome {target}, spending {total} {color} cubes"))
            }
            _ => None,
        };
        match view.phase {
            PhaseView::Main => {
                ui.horizontal_wrapped(|ui| {
                    if ui
                        .add_enabled(may_attempt, egui::Button::new(format!("Attempt {target}")))
                        .on_hover_text("Discard the cards played, then flip Chaos (1 Hurdle; 2 for the Final Challenge)")
                        .on_disabled_hover_text(NEEDS_CUBES)
                        .clicked()
                    {
                        out.push(step(Action::Attempt {
                            on: ChallengeChoice::Active,
                        }));
                    }
                    self.overcome_buttons_ui(ui, target, spend_label.as_deref(), may_attempt, met, out);
                });
                overcome_difference_ui(ui, spend_label.is_some());
            }
            PhaseView::Attempt => {
                if let Some(attempt) = &view.attempt {
                    ui.label(format!("Attempt on {}: Chaos", attempt.target));
                    if attempt.chaos.is_empty() {
                        ui.label("Flip the Chaos from the box's unused Hurdles.");
                    }
                    for chaos in &attempt.chaos {
                        ui.label(format!(
                            "• {}: {}",
                            chaos.name,
                            chaos
                                .text
                                .as_deref()
                                .unwrap_or("read its Chaos text on the card")
                        ));
                    }
                }
                ui.horizontal_wrapped(|ui| {
                    self.overcome_buttons_ui(
                        ui,
                        target,
                        spend_label.as_deref(),
                        may_attempt,
                        met,
                        out,
                    );
                    if ui
                        .button("The attempt failed")
                        .on_hover_text(
                            "Keep every cube, token and card; the Chaos Hurdles are discarded",
                        )
                        .clicked()
                    {
                        out.push(step(Action::FailAttempt));
                    }
                });
                overcome_difference_ui(ui, spend_label.is_some());
            }
            PhaseView::End | PhaseView::Over => {
                ui.label("This turn's attempt is over: the active player enters their End Phase.");
            }
        }
        self.end_turn_ui(ui, view, out);
    }

    fn end_turn_ui(&self, ui: &mut egui::Ui, view: &TrackerView, out: &mut Vec<AppCommand>) {
        ui.add_space(8.0);
        let end_text = if view.hurdle_overcome_this_turn {
            "End turn (no Cloud: a Hurdle was overcome)".to_string()
        } else {
            match view.hurdles.first() {
                Some(h) if h.clouds < h.cloud_limit => {
                    "End turn (+1 Cloud on the Active Hurdle)".to_string()
                }
                _ => format!("End turn (+1 Cloud on {})", view.final_challenge.name),
            }
        };
        let end = ui
            .add_enabled(
                view.phase != PhaseView::Attempt,
                egui::Button::new(egui::RichText::new(end_text).strong()),
            )
            .on_hover_text("Enter: the End Phase, then the next player's Start of Turn")
            .on_disabled_hover_text("Overcome the attempt or let it fail first");
        accessible(&end, "End turn");
        if end.clicked() {
            out.push(step(Action::EndTurn));
        }
    }

    fn overcome_buttons_ui(
        &self,
        ui: &mut egui::Ui,
        target: &str,
        spend_label: Option<&str>,
        may_attempt: bool,
        met: bool,
        out: &mut Vec<AppCommand>,
    ) {
        if ui
            .add_enabled(
                may_attempt,
                egui::Button::new(format!("Overcome {target}, cubes spent by hand")),
            )
            .on_hover_text(
                "The attempt succeeds; no count changes: take the cubes spent off with the − buttons",
            )
            .on_disabled_hover_text(NEEDS_CUBES)
            .clicked()
        {
            out.push(step(Action::Overcome {
                on: ChallengeChoice::Active,
                spend: false,
            }));
        }
        if let Some(label) = spend_label
            && ui
                .add_enabled(met, egui::Button::new(label))
                .on_hover_text("The attempt succeeds and ponydeck takes the cubes off the players' counts, the active player's first")
                .on_disabled_hover_text(NEEDS_CUBES)
                .clicked()
        {
            out.push(step(Action::Overcome {
                on: ChallengeChoice::Active,
                spend: true,
            }));
        }
    }

    fn team_ui(&self, ui: &mut egui::Ui, view: &TrackerView, out: &mut Vec<AppCommand>) {
        let over = view.result.is_some();
        ui.heading("Team");
        for p in &view.team {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                let pony = p
                    .pony
                    .as_deref()
                    .map_or(String::new(), |n| format!(" · {n}"));
                let active = if p.player == view.active_player {
                    " (active)"
                } else {
                    ""
                };
                ui.strong(format!("Player {}{pony}{active}", p.player));
                let cubes = [p.cubes.pink, p.cubes.blue, p.cubes.green];
                egui::Grid::new(("adventures-ledger", p.player))
                    .num_columns(4)
                    .show(ui, |ui| {
                        for (color, n) in CubeColor::ALL.into_iter().zip(cubes) {
                            ui.colored_label(
                                cube_rgb(color),
                                format!("■ {} ({})", color, color.meaning()),
                            );
                            counter_ui(
                                ui,
                                n,
                                over,
                                &format!("Player {}: {color} cubes", p.player),
                                |delta| {
                                    step(Action::Cubes {
                                        player: p.player,
                                        color,
                                        delta,
                                    })
                                },
                                out,
                            );
                            ui.end_row();
                        }
                        let tokens = [p.tokens.help, p.tokens.info, p.tokens.r#move];
                        for (kind, n) in TokenKind::ALL.into_iter().zip(tokens) {
                            ui.label(format!("+2 {kind} tokens"));
                            counter_ui(
                                ui,
                                n,
                                over,
                                &format!("Player {}: {kind} tokens", p.player),
                                |delta| {
                                    step(Action::Tokens {
                                        player: p.player,
                                        kind,
                                        delta,
                                    })
                                },
                                out,
                            );
                            ui.end_row();
                        }
                    });
            });
        }
        if view.situations > 0 {
            ui.add_space(6.0);
            ui.label(format!(
                "Situations in the Adventure Row: {} (each adds 1 Cloud to the Final Challenge at the end of a turn)",
                view.situations_in_row
            ));
            ui.horizontal(|ui| {
                let n = view.situations_in_row;
                let minus = ui.add_enabled(!over && n > 0, egui::Button::new("−"));
                accessible(&minus, "One Situation fewer in the Adventure Row");
                if minus.clicked() {
                    out.push(step(Action::SituationsInRow { count: n - 1 }));
                }
                let plus =
                    ui.add_enabled(!over && n < view.situations.min(6), egui::Button::new("+"));
                accessible(&plus, "One Situation more in the Adventure Row");
                if plus.clicked() {
                    out.push(step(Action::SituationsInRow { count: n + 1 }));
                }
            });
        }
        if !view.locations.is_empty() {
            ui.add_space(6.0);
            ui.heading("Locations");
            for (i, l) in view.locations.iter().enumerate() {
                ui.horizontal_wrapped(|ui| {
                    let cost = l
                        .move_cost
                        .map_or(String::new(), |c| format!(" · Move {c}"));
                    ui.label(format!("{}{cost}", l.name));
                    if !l.town_square {
                        let replace = ui
                            .add_enabled(!over, egui::Button::new("Replace").small())
                            .on_hover_text("Its non-repeatable Tasks are all done: the next Location replaces it (Start of Turn, step 2)");
                        accessible(&replace, &format!("Replace {}", l.name));
                        if replace.clicked() {
                            out.push(step(Action::ReplaceLocation {
                                slot: u8::try_from(i + 1).unwrap_or(u8::MAX),
                            }));
                        }
                    }
                });
            }
            ui.weak(match view.location_deck {
                1 => "Location deck: 1 card".to_string(),
                n => format!("Location deck: {n} cards"),
            });
        }
        if !over {
            ui.add_space(6.0);
            ui.collapsing("The Adventure Row cannot be refilled", |ui| {
                ui.label("When the Adventure Row needs refilling and all 6 slots cannot be filled, the team loses.");
                if ui.button("Record the loss").clicked() {
                    out.push(step(Action::AdventureRowUnfilled));
                }
            });
        }
    }

    fn log_ui(&self, ui: &mut egui::Ui, tracker: &Tracker, view: &TrackerView) {
        egui::CollapsingHeader::new("Turn sequence")
            .default_open(false)
            .show(ui, |ui| {
                let mut part = None;
                for s in turn_sequence::TURN_SEQUENCE {
                    if part != Some(s.part) {
                        ui.strong(s.part.name());
                        part = Some(s.part);
                    }
                    let text = if s.tracked {
                        format!("{} ✔ tracked", s.text)
                    } else {
                        s.text.to_string()
                    };
                    ui.small(text);
                }
            });
        egui::CollapsingHeader::new("This game's setup")
            .default_open(false)
            .show(ui, |ui| setup_summary_ui(ui, tracker.game(), view));
        if !self.last_step.is_empty() {
            ui.separator();
            ui.strong("Just now");
            for line in &self.last_step {
                ui.small(line);
            }
        }
        ui.separator();
        ui.strong("Log");
        egui::ScrollArea::vertical()
            .id_salt("adventures-log-scroll")
            .stick_to_bottom(true)
            .show(ui, |ui| {
                for line in &view.log {
                    ui.small(format!("{} · {}", line.turn, line.text));
                }
            });
    }

    fn setup_ui(&self, ui: &mut egui::Ui, out: &mut Vec<AppCommand>) {
        let mut form = self.setup.clone();
        ui.heading("Set up a game");
        ui.label("“Setting Up the Game”: ponydeck draws the Hurdles, the Final Challenge and the Locations from your components with a seed (the same seed gives the same setup).");
        ui.add_space(4.0);
        egui::Grid::new("adventures-setup-grid")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                ui.label("Players");
                ui.horizontal(|ui| {
                    for (n, label) in [
                        (1u8, "Solo"),
                        (2, "2 players"),
                        (3, "3 players"),
                        (4, "4 players"),
                    ] {
                        if ui.selectable_label(form.players == n, label).clicked() {
                            form.players = n;
                        }
                    }
                });
                ui.end_row();
                for i in 0..usize::from(form.players) {
                    let label = ui.label(format!("Player {}'s Pony", i + 1));
                    let chosen = form.ponies[i].clone();
                    egui::ComboBox::from_id_salt(("adventures-pony", i))
                        .selected_text(chosen.as_deref().unwrap_or("Random"))
                        .show_ui(ui, |ui| {
                            ui.selectable_value(&mut form.ponies[i], None, "Random");
                            for pony in &self.components.ponies {
                                ui.selectable_value(
                                    &mut form.ponies[i],
                                    Some(pony.name.clone()),
                                    &pony.name,
                                );
                            }
                        })
                        .response
                        .labelled_by(label.id);
                    ui.end_row();
                }
                ui.label("Situations");
                ui.horizontal(|ui| {
                    for option in Situations::OPTIONS {
                        let n = option.count();
                        let text = match n {
                            0 => "None (first games)".to_string(),
                            4 => "4 (one of each)".to_string(),
                            _ => "8 (all)".to_string(),
                        };
                        if ui.selectable_label(form.situations == n, text).clicked() {
                            form.situations = n;
                        }
                    }
                });
                ui.end_row();
                ui.label("Extra Hurdles");
                ui.horizontal(|ui| {
                    for n in 0..=2u8 {
                        let text = if n == 0 {
                            "None".to_string()
                        } else {
                            format!("+{n}")
                        };
                        if ui.selectable_label(form.extra_hurdles == n, text).clicked() {
                            form.extra_hurdles = n;
                        }
                    }
                });
                ui.end_row();
                let label = ui.label("Seed");
                ui.add(
                    egui::TextEdit::singleline(&mut form.seed_text)
                        .hint_text("empty: a fresh seed")
                        .desired_width(180.0),
                )
                .labelled_by(label.id);
                ui.end_row();
            });
        if form != self.setup {
            out.push(send(AdventuresCommand::SetSetup(form)));
        }
        ui.add_space(6.0);
        let ready = readiness(&self.components);
        for line in &ready {
            ui.label(line);
        }
        if ready.iter().any(|line| line.contains(" — enter one")) {
            ui.label(WHERE_NUMBERS_COME_FROM);
        }
        if ui
            .button(egui::RichText::new("Set up the game").strong())
            .clicked()
        {
            out.push(send(AdventuresCommand::SetUp));
        }
        ui.add_space(12.0);
        ui.heading("Saved games");
        if self.saved.is_empty() {
            ui.weak("None yet: every game is saved as it is played.");
        }
        for game in &self.saved {
            ui.horizontal_wrapped(|ui| {
                let resume = ui.button("Resume").on_hover_text(&game.summary);
                accessible(&resume, &format!("Resume {}", game.name));
                if resume.clicked() {
                    out.push(send(AdventuresCommand::Resume(game.name.clone())));
                }
                let delete = ui.small_button("Delete");
                accessible(&delete, &format!("Delete {}", game.name));
                if delete.clicked() {
                    out.push(send(AdventuresCommand::DeleteSaved(game.name.clone())));
                }
                ui.label(format!("{}: {}", game.name, game.summary));
            });
        }
    }

    fn components_ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<AppCommand>) {
        ui.heading("Components");
        ui.label(format!("Entered: {}.", self.components.summary()));
        ui.label(WHERE_NUMBERS_COME_FROM);
        ui.horizontal(|ui| {
            if ui
                .button("Import…")
                .on_hover_text("Add and replace components from a JSON file")
                .clicked()
            {
                out.push(send(AdventuresCommand::PickImport));
            }
            if ui
                .button("Export…")
                .on_hover_text("Write every component to a JSON file")
                .clicked()
            {
                out.push(send(AdventuresCommand::PickExport));
            }
        });
        match path_field_ui(ui, &mut self.files) {
            Some(PathFieldAction::Use(purpose, path)) => out.push(send(purpose.command(path))),
            Some(PathFieldAction::Close) => out.push(send(AdventuresCommand::ClosePathBox)),
            None => {}
        }
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            for kind in ComponentKind::ALL {
                let plural = match kind {
                    ComponentKind::Hurdle => "Hurdles",
                    ComponentKind::FinalChallenge => "Final Challenges",
                    ComponentKind::Location => "Locations",
                    ComponentKind::Pony => "Ponies",
                };
                if ui.selectable_label(self.kind == kind, plural).clicked() {
                    out.push(send(AdventuresCommand::ShowKind(kind)));
                }
            }
        });
        ui.separator();
        if let Some(form) = &self.form {
            self.form_ui(ui, form, out);
            ui.separator();
        }
        let add = ui.button(format!("Add a {}", self.kind.name()));
        if add.clicked() {
            out.push(send(AdventuresCommand::Edit(None)));
        }
        egui::Grid::new("adventures-component-list")
            .striped(true)
            .num_columns(3)
            .show(ui, |ui| {
                for component in self.components.of_kind(self.kind) {
                    let name = component.name().to_string();
                    ui.label(component.summary());
                    ui.horizontal(|ui| {
                        let edit = ui.small_button("Edit");
                        accessible(&edit, &format!("Edit {name}"));
                        if edit.clicked() {
                            out.push(send(AdventuresCommand::Edit(Some(name.clone()))));
                        }
                        let remove = ui.small_button("Remove");
                        accessible(&remove, &format!("Remove {name}"));
                        if remove.clicked() {
                            out.push(send(AdventuresCommand::Remove(self.kind, name.clone())));
                        }
                        let shipped = self.shipped.find(self.kind, &name);
                        if shipped.is_some() && shipped.as_ref() != Some(&component) {
                            let reset = ui
                                .small_button("Reset")
                                .on_hover_text("Back to what the rulebook names");
                            accessible(&reset, &format!("Reset {name}"));
                            if reset.clicked() {
                                out.push(send(AdventuresCommand::Reset(self.kind, name.clone())));
                            }
                        }
                    });
                    ui.end_row();
                }
            });
        let removed: Vec<Component> = self
            .shipped
            .of_kind(self.kind)
            .into_iter()
            .filter(|c| self.components.find(self.kind, c.name()).is_none())
            .collect();
        for component in removed {
            ui.horizontal(|ui| {
                ui.weak(format!("{} (removed)", component.name()));
                let reset = ui.small_button("Put back");
                accessible(&reset, &format!("Put back {}", component.name()));
                if reset.clicked() {
                    out.push(send(AdventuresCommand::Reset(
                        self.kind,
                        component.name().to_string(),
                    )));
                }
            });
        }
    }

    fn form_ui(&self, ui: &mut egui::Ui, form: &ComponentForm, out: &mut Vec<AppCommand>) {
        let mut edited = form.clone();
        ui.strong(match &form.replaces {
            Some(name) => format!("Edit {}", name),
            None => format!("New {}", form.kind.name()),
        });
        egui::Grid::new("adventures-form")
            .num_columns(2)
            .spacing([12.0, 4.0])
            .show(ui, |ui| {
                field_ui(ui, "Name", &mut edited.name, "");
                match form.kind {
                    ComponentKind::Hurdle | ComponentKind::FinalChallenge => {
                        let hint = if form.kind == ComponentKind::Hurdle {
                            "1, 2 or 3"
                        } else {
                            "2 or 3"
                        };
                        field_ui(ui, "Level", &mut edited.level, hint);
                        field_ui(
                            ui,
                            "Cloud Limit",
                            &mut edited.cloud_limit,
                            "e.g. 2 per player +1",
                        );
                        field_ui(
                            ui,
                            "Sugar Cubes required",
                            &mut edited.cubes,
                            "e.g. 2 per player",
                        );
                        let label = ui.label("Cube colour");
                        ui.horizontal(|ui| {
                            if ui
                                .selectable_label(edited.cube_color.is_none(), "Any / not entered")
                                .clicked()
                            {
                                edited.cube_color = None;
                            }
                            for color in CubeColor::ALL {
                                if ui
                                    .selectable_label(
                                        edited.cube_color == Some(color),
                                        format!("{color} ({})", color.meaning()),
                                    )
                                    .clicked()
                                {
                                    edited.cube_color = Some(color);
                                }
                            }
                        })
                        .response
                        .labelled_by(label.id);
                        ui.end_row();
                        field_ui(ui, "Setback", &mut edited.setback, "");
                        field_ui(ui, "Reward", &mut edited.reward, "");
                        if form.kind == ComponentKind::Hurdle {
                            field_ui(ui, "Chaos", &mut edited.chaos, "e.g. +1 Move per player");
                        } else {
                            field_ui(ui, "Cloud Cover at 3", &mut edited.cloud_cover[0], "");
                            field_ui(ui, "Cloud Cover at 8", &mut edited.cloud_cover[1], "");
                        }
                        field_ui(ui, "Notes", &mut edited.notes, "");
                    }
                    ComponentKind::Location => {
                        field_ui(ui, "Move cost", &mut edited.move_cost, "");
                        ui.label("Town Square");
                        ui.checkbox(
                            &mut edited.town_square,
                            "This is the Ponyville: Town Square",
                        );
                        ui.end_row();
                        field_ui(ui, "Tasks", &mut edited.text, "");
                        field_ui(ui, "Notes", &mut edited.notes, "");
                    }
                    ComponentKind::Pony => {
                        field_ui(ui, "Tenth starting card", &mut edited.tenth_card, "");
                        field_ui(ui, "Starting Side ability", &mut edited.text, "");
                        field_ui(ui, "Flipped side ability", &mut edited.flipped_ability, "");
                    }
                }
            });
        for problem in &form.problems {
            ui.colored_label(ui.visuals().error_fg_color, problem);
        }
        ui.horizontal(|ui| {
            let save = ui.button(egui::RichText::new("Save").strong());
            accessible(&save, &format!("Save the {}", form.kind.name()));
            if save.clicked() {
                out.push(send(AdventuresCommand::SaveForm));
            }
            if ui.button("Cancel").clicked() {
                out.push(send(AdventuresCommand::CancelForm));
            }
        });
        if edited != *form {
            out.push(send(AdventuresCommand::SetForm(Box::new(edited))));
        }
    }
}

fn send(command: AdventuresCommand) -> AppCommand {
    AppCommand::Adventures(command)
}

fn step(action: Action) -> AppCommand {
    send(AdventuresCommand::Step(action))
}

fn cube_rgb(color: CubeColor) -> egui::Color32 {
    match color {
        CubeColor::Pink => egui::Color32::from_rgb(236, 112, 172),
        CubeColor::Blue => egui::Color32::from_rgb(96, 150, 235),
        CubeColor::Green => egui::Color32::from_rgb(96, 190, 110),
    }
}

fn cloud_bar_ui(ui: &mut egui::Ui, clouds: u32, limit: u32) {
    let fraction = if limit == 0 {
        1.0
    } else {
        (clouds as f32 / limit as f32).min(1.0)
    };
    let full = clouds >= limit;
    let bar = egui::ProgressBar::new(fraction)
        .text(format!("☁ {clouds} / {limit} Clouds"))
        .fill(if full {
            ui.visuals().warn_fg_color
        } else {
            egui::Color32::from_rgb(120, 130, 160)
        });
    ui.add(bar);
}

/// A count with − and + buttons whose accessible names are `label: one fewer` / `one more`.
fn counter_ui(
    ui: &mut egui::Ui,
    n: u32,
    over: bool,
    label: &str,
    command: impl Fn(i32) -> AppCommand,
    out: &mut Vec<AppCommand>,
) {
    let minus = ui.add_enabled(!over && n > 0, egui::Button::new("−").small());
    accessible(&minus, &format!("{label}: one fewer"));
    if minus.clicked() {
        out.push(command(-1));
    }
    ui.monospace(format!("{n:>2}"));
    let plus = ui.add_enabled(!over, egui::Button::new("+").small());
    accessible(&plus, &format!("{label}: one more"));
    if plus.clicked() {
        out.push(command(1));
    }
}

fn field_ui(ui: &mut egui::Ui, name: &str, value: &mut String, hint: &str) {
    let label = ui.label(name);
    ui.add(
        egui::TextEdit::singleline(value)
            .hint_text(hint)
            .desired_width(320.0),
    )
    .labelled_by(label.id);
    ui.end_row();
}

fn result_banner_ui(
    ui: &mut egui::Ui,
    result: &str,
    view: &TrackerView,
    out: &mut Vec<AppCommand>,
) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        if result == "won" {
            ui.heading(
                egui::RichText::new(format!(
                    "The team wins! {} Hurdles and the Final Challenge overcome.",
                    view.overcome.len()
                ))
                .color(egui::Color32::from_rgb(80, 180, 90)),
            );
        } else {
            ui.heading(
                egui::RichText::new(format!(
                    "The team loses: {}.",
                    view.loss_reason.unwrap_or("the game is over")
                ))
                .color(ui.visuals().error_fg_color),
            );
        }
        ui.horizontal(|ui| {
            if ui.button("Set up a new game").clicked() {
                out.push(send(AdventuresCommand::ShowTab(AdventuresTab::Setup)));
            }
            ui.label("or Undo the last step.");
        });
    });
    ui.add_space(6.0);
}

/// Why the attempt buttons are off.
const NEEDS_CUBES: &str = "The team does not hold the Sugar Cubes this card requires yet: an \
    attempt needs them (\"Attempt to Overcome\", step 1). Add them with the + buttons first.";

/// What tells the two Overcome buttons apart, in words under them.
fn overcome_difference_ui(ui: &mut egui::Ui, spending_shown: bool) {
    if spending_shown {
        ui.small(
            "Both Overcome buttons record the success. “spending …” takes the required cubes off \
             the players' counts for you (the active player's first; for a Final Challenge each \
             player's share); “cubes spent by hand” changes no count, for when you take them off \
             yourself with − (cubes of several colours, a Chaos cost).",
        );
    } else {
        ui.small(
            "“Overcome …, cubes spent by hand” records the success and changes no count: take the \
             cubes spent off with −. (With the card's cube colour entered, a second button spends \
             them for you.)",
        );
    }
}

fn setup_summary_ui(ui: &mut egui::Ui, game: &GameComponents, view: &TrackerView) {
    if let Some(seed) = view.setup_seed {
        ui.small(format!(
            "Drawn with seed {seed}; {} Situations.",
            view.situations
        ));
    }
    for (i, pony) in game.ponies.iter().enumerate() {
        let deck: Vec<String> = pony
            .starting_deck()
            .iter()
            .map(|e| format!("{}× {}", e.count, e.card))
            .collect();
        ui.small(format!(
            "Player {}: {}: {}",
            i + 1,
            pony.name,
            deck.join(", ")
        ));
    }
    let locations: Vec<&str> = game.locations.iter().map(|l| l.name.as_str()).collect();
    if !locations.is_empty() {
        ui.small(format!("Locations: {}", locations.join(", ")));
    }
    ui.small(format!(
        "Unused Hurdles for Chaos: {} in the deck, {} flipped",
        view.chaos_deck, view.chaos_discard
    ));
    for note in &view.notes {
        ui.small(format!("Note: {note}"));
    }
}
