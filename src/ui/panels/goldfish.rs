//! The goldfish table, drawn: the play mat (Story Area with stages, Plans and the Main Character
//! marker, the rival's Plans and Sparring Characters, three Adventure slots, the Scene Area, deck
//! counts, the Retirement Area with its actions), the hand along the bottom, the phase bar with
//! Force of Harmony, the turn buttons in fixed places, the lane actions named with what they do,
//! plays with their payment, pending abilities, sandbox actions from context menus, the log, the
//! end-of-game banner and the question before a Character is replaced. The state and its
//! commands live in `ui/controllers/goldfish.rs`; the frame draws the engine's cached
//! [`TableView`] (its offered actions and their labels included) and sends actions.

use crate::card::{CardId, CardIndex};
use crate::engine::{
    Action, CardHandle, ChosenRef, DeckKind, Duration, Game, HAND_LIMIT, LaneChoice, PlayerTable,
    RivalTable, SandboxAction, SceneCardView, Side, SparringView, TableView, TapTarget, Zone,
};
use crate::format::RulesVersion;
use crate::ui::app::AppCommand;
use crate::ui::card_images::CardImage;
use crate::ui::widgets::card_face::{CARD_ASPECT, FaceDetail, card_face_ui};
use crate::ui::widgets::panel_size::{Edge, fitted};

use crate::catalog::DeckSummary;
use crate::sim::PlayerKind;
pub(crate) use crate::ui::controllers::goldfish::fresh_seed;
pub use crate::ui::controllers::goldfish::{
    GoldfishCommand, GoldfishPanel, Pace, RivalSource, click_play, game_deck, replace_question,
};

impl GoldfishPanel {
    /// Draws the goldfish screen; `library` is the saved decks the rival picker offers,
    /// `open_deck` the name of the deck open on the Decks screen (offered when no deck is
    /// seated).
    pub fn ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        library: &[DeckSummary],
        open_deck: Option<&str>,
        out: &mut Vec<AppCommand>,
    ) {
        if let Some(wait) = self.wake {
            // The rival is acting: its next move (or the search's answer) comes on a later tick.
            ui.ctx().request_repaint_after(wait);
        }
        egui::Panel::top("goldfish-controls").show(ui, |ui| self.controls_ui(ui, library, out));
        let (Some(game), Some(view)) = (&self.game, &self.view) else {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.add_space(24.0);
                ui.heading("Goldfish");
                // Whom the deck will play: the rival seated, or the passive goldfish.
                let against = self
                    .rival
                    .as_ref()
                    .map(|r| format!(" against '{}'", r.name))
                    .unwrap_or_default();
                match (&self.deck_name, open_deck) {
                    (Some(name), _) => {
                        ui.label(format!("Deck: {name}. Press 'New game' to deal{against}."));
                    }
                    // The deck open on the Decks screen, one click away.
                    (None, Some(open)) => {
                        ui.label(format!("Play the deck open on the Decks screen{against}:"));
                        if ui.button(format!("Goldfish '{open}'")).clicked() {
                            out.push(AppCommand::GoldfishDeck(open.to_string()));
                        }
                    }
                    (None, None) => {
                        ui.label(format!(
                            "Open a deck on the Decks screen and press 'Goldfish it': the table deals a game{against} at once."
                        ));
                    }
                }
            });
            return;
        };
        // The hand spans the whole width at the bottom, one row of tiles tall, so it is on
        // screen at any window size (a longer hand scrolls sideways).
        let tile = hand_tile_width(ui.ctx());
        egui::Panel::bottom("goldfish-hand")
            .resizable(false)
            .exact_size(tile / CARD_ASPECT + 44.0)
            .show(ui, |ui| self.hand_ui(ui, index, view, tile, out));
        let total = ui.available_width();
        fitted(
            ui,
            Edge::Right,
            "goldfish-actions",
            total,
            0.27,
            0.32,
            240.0,
        )
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("goldfish-actions-scroll")
                .show(ui, |ui| self.actions_ui(ui, index, game, view, out));
        });
        fitted(ui, Edge::Left, "goldfish-log", total, 0.17, 0.22, 140.0).show(ui, |ui| {
            ui.heading("Log");
            egui::ScrollArea::vertical()
                .id_salt("goldfish-log-scroll")
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    for line in &self.log {
                        ui.add(egui::Label::new(egui::RichText::new(line).small()).wrap());
                    }
                });
        });
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(winner) = view.winner {
                self.banner_ui(ui, view, winner, out);
            }
            egui::ScrollArea::both()
                .id_salt("goldfish-mat")
                .show(ui, |ui| self.mat_ui(ui, index, view, out));
        });
        if let Some((_, question)) = &self.confirm {
            egui::Modal::new(egui::Id::unique("goldfish-confirm")).show(ui.ctx(), |ui| {
                ui.set_max_width(360.0);
                ui.heading("Replace a Character?");
                ui.label(question);
                ui.horizontal(|ui| {
                    if ui.button("Replace").clicked() {
                        out.push(AppCommand::Goldfish(GoldfishCommand::Confirm));
                    }
                    if ui.button("Cancel").clicked() {
                        out.push(AppCommand::Goldfish(GoldfishCommand::CancelConfirm));
                    }
                });
            });
        }
    }

    fn banner_ui(
        &self,
        ui: &mut egui::Ui,
        view: &TableView,
        winner: &str,
        out: &mut Vec<AppCommand>,
    ) {
        let won = winner == crate::engine::Side::You.as_str();
        let color = if won {
            egui::Color32::from_rgb(60, 150, 80)
        } else {
            egui::Color32::from_rgb(170, 70, 60)
        };
        egui::Frame::new()
            .fill(color)
            .corner_radius(6.0)
            .inner_margin(10.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal_wrapped(|ui| {
                    let text = if won {
                        format!("You won on turn {}!", view.turn)
                    } else {
                        format!("The rival won on turn {}.", view.turn)
                    };
                    ui.label(
                        egui::RichText::new(text)
                            .heading()
                            .strong()
                            .color(egui::Color32::WHITE),
                    );
                    let again = "A new game: a new shuffle, the same rival";
                    let new_game = GoldfishCommand::NewGame(None);
                    command_button(ui, true, "Play again", again, new_game, out);
                    let same = "The same shuffle again";
                    let replay = GoldfishCommand::NewGame(Some(view.seed));
                    command_button(ui, true, "Replay this seed", same, replay, out);
                });
            });
        ui.add_space(6.0);
    }

    /// The rival picker: the passive rival one click away, a starter or a saved deck played by
    /// the fast or the search opponent, and the pace of its moves.
    fn rival_controls_ui(
        &self,
        ui: &mut egui::Ui,
        library: &[DeckSummary],
        out: &mut Vec<AppCommand>,
    ) {
        const PASSIVE: &str = "Passive rival (goldfish)";
        // "Pace", its four choices, Pause and Step with their spacing, at the default font.
        const PACE_CONTROLS_WIDTH: f32 = 360.0;
        {
            ui.separator();
            let kind = self.opponent_kind;
            let current = self.rival.as_ref().map(|r| r.name.clone());
            // Tall enough for the starters and a library without a scroll where the window
            // has the room (the default height cut the list after the starters).
            let room = ui.ctx().content_rect().bottom() - ui.cursor().top() - 24.0;
            egui::ComboBox::from_label("Rival deck")
                .selected_text(current.clone().unwrap_or_else(|| PASSIVE.to_string()))
                .width(230.0)
                .height(room.max(200.0))
                .show_ui(ui, |ui| {
                    if ui.selectable_label(current.is_none(), PASSIVE).clicked() {
                        out.push(AppCommand::Goldfish(GoldfishCommand::PassiveRival));
                    }
                    ui.separator();
                    ui.weak("Starter decks");
                    let starters = crate::deck::starters();
                    for starter in starters.iter().cloned() {
                        let name = starter.deck.name.clone().unwrap_or(starter.code.clone());
                        if ui
                            .selectable_label(current.as_deref() == Some(name.as_str()), &name)
                            .clicked()
                        {
                            out.push(AppCommand::SeatRival(
                                RivalSource::Starter(starter.code),
                                kind,
                            ));
                        }
                    }
                    if !library.is_empty() {
                        ui.separator();
                        ui.weak("Your decks");
                        for deck in library {
                            // A copied starter keeps its name: "(saved)" tells the two apart.
                            let label = crate::ui::controllers::goldfish::saved_deck_label(
                                &deck.name, &starters,
                            );
                            let chosen = current.as_deref() == Some(label.as_str());
                            if ui.selectable_label(chosen, &label).clicked() {
                                out.push(AppCommand::SeatRival(
                                    RivalSource::Saved(deck.name.clone()),
                                    kind,
                                ));
                            }
                        }
                    }
                });
            if self.rival.is_some()
                && ui
                    .button(PASSIVE)
                    .on_hover_text("Back to the passive rival: the same seed dealt again")
                    .clicked()
            {
                out.push(AppCommand::Goldfish(GoldfishCommand::PassiveRival));
            }
            ui.label("played by");
            for (name, choice) in PlayerKind::TABLE_STRENGTHS {
                let what = match choice {
                    PlayerKind::Search { budget } => format!(
                        "{name} ({choice}): the strong player, trying every move in games played out from what it can see, {budget} playouts a decision; takes a moment"
                    ),
                    _ => format!(
                        "{name}: the bulk player, one rule a decision (plays what gains most on the board it sees)"
                    ),
                };
                if ui
                    .selectable_label(kind == choice, name)
                    .on_hover_text(what)
                    .clicked()
                {
                    out.push(AppCommand::Goldfish(GoldfishCommand::SetOpponent(choice)));
                }
            }
            if ui
                .button("Matchups…")
                .on_hover_text("Every deck against every other: win rates with intervals")
                .clicked()
            {
                out.push(AppCommand::Matchup(
                    crate::ui::panels::matchup::MatchupCommand::Open(true),
                ));
            }
            if self.rival.is_none() {
                return;
            }
            // The pace controls wrap as one group: "Pace" never ends a row with its choices on
            // the next one.
            if ui.available_size_before_wrap().x < PACE_CONTROLS_WIDTH {
                ui.end_row();
            } else {
                ui.separator();
            }
            ui.label("Pace");
            for pace in Pace::ALL {
                if ui
                    .selectable_label(self.pace == pace, pace.name())
                    .on_hover_text("How fast the rival's moves follow each other")
                    .clicked()
                {
                    out.push(AppCommand::Goldfish(GoldfishCommand::SetPace(pace)));
                }
            }
            if ui
                .selectable_label(self.paused, "Pause")
                .on_hover_text("Hold the rival: it moves only when you press Step")
                .clicked()
            {
                out.push(AppCommand::Goldfish(GoldfishCommand::SetPaused(
                    !self.paused,
                )));
            }
            let (can_step, step) = (self.rival_to_act(), GoldfishCommand::StepRival);
            let hint = "The rival's next move now";
            command_button(ui, can_step, "Step", hint, step, out);
            if self.thinking() {
                ui.spinner();
                ui.label("The rival is thinking…");
            } else if self.rival_to_act() {
                ui.label(if self.paused {
                    "The rival is to move (paused)."
                } else {
                    "The rival is acting…"
                });
            }
        }
    }

    fn controls_ui(&self, ui: &mut egui::Ui, library: &[DeckSummary], out: &mut Vec<AppCommand>) {
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            ui.strong(self.deck_name.as_deref().unwrap_or("No deck"));
            let mut rules = self.config.rules;
            egui::ComboBox::from_label("Rules version")
                .selected_text(rules.as_str())
                .show_ui(ui, |ui| {
                    for version in RulesVersion::ALL {
                        ui.selectable_value(&mut rules, version, version.as_str());
                    }
                });
            if rules != self.config.rules {
                out.push(AppCommand::SetRules(rules));
            }
            for (first, name) in [(true, "Go first"), (false, "Go second")] {
                if ui
                    .selectable_label(self.config.first_player == first, name)
                    .clicked()
                {
                    out.push(AppCommand::Goldfish(GoldfishCommand::SetFirstPlayer(first)));
                }
            }
            // Keyed by the game's seed: a new game shows its own seed in the box.
            let id = egui::Id::unique(("goldfish-seed-box", &self.seed_text));
            let mut seed: String = ui
                .data_mut(|d| d.get_temp::<String>(id))
                .unwrap_or_else(|| self.seed_text.clone());
            let label = ui.label("Seed");
            ui.add(egui::TextEdit::singleline(&mut seed).desired_width(170.0))
                .labelled_by(label.id);
            let new_game = GoldfishCommand::NewGame(None);
            command_button(ui, true, "New game", "Ctrl+N: a new shuffle", new_game, out);
            let replay = GoldfishCommand::NewGame(seed.trim().parse().ok());
            let hint = "Deal the same game again from the seed in the box";
            command_button(ui, true, "Replay seed", hint, replay, out);
            let can_undo = self.can_undo();
            let can_redo = self.can_redo();
            let undo_hint = if self.rival.is_some() {
                "Ctrl+Z: your last move, and the rival's moves after it"
            } else {
                "Ctrl+Z"
            };
            command_button(ui, can_undo, "Undo", undo_hint, GoldfishCommand::Undo, out);
            command_button(ui, can_redo, "Redo", "Ctrl+Y", GoldfishCommand::Redo, out);
            ui.data_mut(|d| d.insert_temp(id, seed));
            // The rival, in the same flow so the bar stays as short as the window allows.
            self.rival_controls_ui(ui, library, out);
        });
        if let Some(view) = &self.view {
            ui.horizontal(|ui| {
                ui.label(format!(
                    "Turn {} · seed {} · rules {}",
                    view.turn, view.seed, view.rules
                ));
                for phase in ["setup", "start", "main", "contact", "end"] {
                    let current = view.phase == phase;
                    let text = egui::RichText::new(phase);
                    let text = if current {
                        text.strong().color(ui.visuals().selection.stroke.color)
                    } else {
                        text.weak()
                    };
                    ui.label(text);
                    ui.label("›");
                }
                ui.label(if view.to_act == Side::Rival {
                    "the rival to act"
                } else if view.active == Side::Rival.as_str() {
                    "the rival's turn"
                } else {
                    "you to act"
                });
                let payable = view.force;
                let total = view.you.scene_area.len()
                    + usize::from(payable.main_character || view.you.main_character_tapped);
                ui.separator();
                ui.strong(format!("Force of Harmony {}/{total}", payable.total()))
                    .on_hover_text(format!(
                        "{} untapped of {} Scene(s){}: what you can pay now out of all you have (608)",
                        payable.scenes,
                        view.you.scene_area.len(),
                        if payable.main_character {
                            ", plus the Main Character"
                        } else {
                            ""
                        }
                    ));
                if let Some(winner) = view.winner {
                    ui.colored_label(
                        egui::Color32::from_rgb(80, 180, 90),
                        format!("Winner: {winner}"),
                    );
                }
            });
        }
        ui.add_space(4.0);
    }

    fn actions_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        game: &Game,
        view: &TableView,
        out: &mut Vec<AppCommand>,
    ) {
        ui.add_space(4.0);
        if self.rival_to_act() {
            ui.group(|ui| {
                ui.strong(if self.thinking() {
                    "The rival is thinking…"
                } else {
                    "The rival is acting"
                });
                ui.small(
                    "Its moves go in the log as they happen; yours come back when it is done.",
                );
            });
        }
        if self.your_inspiration_step() {
            ui.group(|ui| {
                ui.strong("Your Inspiration step (404.3.2)");
                ui.small(
                    "The rival's Character Contacts yours: Inspo Boost with a face-up Scene (Contact, below), or end your step; then the Contact resolves and the rival goes on.",
                );
            });
        }
        if !view.pending.is_empty() {
            ui.heading("Pending abilities");
            for (i, pending) in view.pending.iter().enumerate() {
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    ui.strong(format!(
                        "{} ({:?})",
                        card_name(index, &pending.card),
                        pending.kind
                    ));
                    ui.label(&pending.text);
                    if i == 0 && self.rival_to_act() {
                        ui.small("The rival's: its opponent resolves it.");
                    } else if i == 0 && !pending.automated {
                        ui.small("Carry it out with the sandbox actions, then press Done.");
                    } else if i == 0 && view.decision.is_none() {
                        ui.small("The engine carries it out.");
                    }
                });
            }
        }
        // The rival's decisions are its opponent's (and may be about its hidden cards).
        if let Some(decision) = view.decision.as_ref().filter(|_| !self.rival_to_act()) {
            ui.heading("Your choice");
            ui.label(&decision.prompt);
            if !decision.chosen.is_empty() {
                ui.small(format!("Chosen: {}", decision.chosen.join(", ")));
            }
            // The answers, here as well as on the mat (outlined there), so they are on screen
            // at any window size.
            ui.horizontal_wrapped(|ui| {
                for (action, label) in &view.actions {
                    if matches!(action, Action::Choose { .. } | Action::ChooseDone)
                        && ui.button(label).clicked()
                    {
                        out.push(AppCommand::Goldfish(GoldfishCommand::Apply(*action)));
                    }
                }
            });
        }
        // A stable layout: the turn buttons always sit in the same place (greyed out when the
        // rules forbid them), the lane actions get a fixed area, plays a scrolling list below.
        ui.heading("Turn");
        let legal_of = |wanted: &dyn Fn(&Action) -> bool| {
            view.actions
                .iter()
                .find(|(a, _)| wanted(a))
                .map(|(a, _)| *a)
        };
        let fixed: [(&str, Action); 6] = [
            ("Keep hand", Action::Keep),
            ("Mulligan", Action::Mulligan),
            (
                if view.turn <= 2 {
                    "End Main Phase"
                } else {
                    "Begin Contact"
                },
                Action::BeginContact,
            ),
            ("Skip Contact", Action::PassContact),
            ("End turn", Action::EndTurn),
            ("Done", Action::ResolvePending),
        ];
        egui::Grid::new("goldfish-turn-buttons")
            .num_columns(2)
            .show(ui, |ui| {
                for (i, (label, action)) in fixed.iter().enumerate() {
                    let legal = legal_of(&|a| a == action).is_some();
                    let response = ui
                        .add_enabled(
                            legal,
                            egui::Button::new(*label).min_size([110.0, 0.0].into()),
                        )
                        .on_hover_text(game.describe(action))
                        .on_disabled_hover_text(not_allowed_words(game, *action));
                    if response.clicked() {
                        out.push(AppCommand::Goldfish(GoldfishCommand::Apply(*action)));
                    }
                    if i % 2 == 1 {
                        ui.end_row();
                    }
                }
            });
        if view.turn <= 2 && view.phase == "main" {
            ui.small("No Contact Phase on turns 1 and 2 (404.1.0).");
        }
        let hand = view.you.hand.len();
        if view
            .actions
            .iter()
            .any(|(a, _)| matches!(a, Action::Discard { .. }))
        {
            ui.small(format!(
                "{hand} cards in hand, {HAND_LIMIT} kept (405.2): pick what to discard under \
                 Play and use, or End turn discards the last cards drawn."
            ));
        }
        ui.separator();
        ui.strong("Contact");
        let lanes: Vec<&(Action, String)> = view
            .actions
            .iter()
            .filter(|(a, _)| matches!(a, Action::ResolveLane { .. } | Action::InspoBoost { .. }))
            .collect();
        // Room for four lane buttons whether or not there are any, so nothing below moves.
        let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
        ui.allocate_ui(egui::vec2(ui.available_width(), row * 4.0), |ui| {
            ui.set_min_height(row * 4.0);
            if lanes.is_empty() {
                ui.weak(if view.phase == "contact" {
                    "No lane to resolve."
                } else {
                    "Lane actions appear here in the Contact Phase."
                });
            }
            let offered = |choice: LaneChoice| {
                lanes
                    .iter()
                    .any(|(a, _)| *a == Action::ResolveLane { choice })
            };
            let why_no_promote = offered(LaneChoice::Intervene) && !offered(LaneChoice::Promote);
            for (action, label) in lanes {
                if ui
                    .add(egui::Button::new(label).wrap())
                    .on_hover_text(game.describe(action))
                    .clicked()
                {
                    out.push(AppCommand::Goldfish(GoldfishCommand::Apply(*action)));
                }
            }
            // A lane with only your Character and no Promote among its actions: say why.
            let next = usize::from(view.you.story_stage);
            if why_no_promote && next < 4 {
                ui.small(format!(
                    "No Promote: the rival has a Plan on Stage {} (304.4.0, 404.4); Intervene removes it.",
                    roman(next)
                ));
            }
        });
        ui.separator();
        ui.strong("Play and use");
        let payable = view.force;
        let others: Vec<&(Action, String)> = view
            .actions
            .iter()
            .filter(|(a, _)| {
                !fixed.iter().any(|(_, f)| f == a)
                    && !matches!(
                        a,
                        Action::ResolveLane { .. }
                            | Action::InspoBoost { .. }
                            | Action::Choose { .. }
                            | Action::ChooseDone
                    )
            })
            .collect();
        // A fixed height for the window size (what the column has left above the Sandbox, at
        // least 200 points), so the Sandbox buttons below never move as plays come and go and a
        // tall window shows a long list without scrolling.
        let plays_height = (ui.available_height() - 130.0).clamp(200.0, 640.0);
        egui::ScrollArea::vertical()
            .id_salt("goldfish-plays")
            .max_height(plays_height)
            .auto_shrink(false)
            .show(ui, |ui| {
                if others.is_empty() {
                    ui.weak("Nothing to play now.");
                }
                for (action, label) in others {
                    let mut response = ui.add(egui::Button::new(label).wrap());
                    if let Some(cost) = play_cost(view, *action) {
                        response = response.on_hover_text(format!(
                            "Pays {cost} Force of Harmony: you have {} ({} untapped Scene(s){})",
                            payable.total(),
                            payable.scenes,
                            if payable.main_character {
                                " + Main Character"
                            } else {
                                ""
                            }
                        ));
                    }
                    if response.clicked() {
                        out.push(AppCommand::Goldfish(GoldfishCommand::Apply(*action)));
                    }
                }
            });
        ui.separator();
        ui.heading("Sandbox");
        ui.horizontal_wrapped(|ui| {
            let sandbox =
                |a: SandboxAction| AppCommand::Goldfish(GoldfishCommand::Apply(Action::Sandbox(a)));
            if ui.button("Draw 1").clicked() {
                out.push(sandbox(SandboxAction::Draw { count: 1 }));
            }
            if ui.button("Shuffle Main Deck").clicked() {
                out.push(sandbox(SandboxAction::Shuffle {
                    deck: DeckKind::Main,
                }));
            }
            if ui.button("Shuffle Scene Deck").clicked() {
                out.push(sandbox(SandboxAction::Shuffle {
                    deck: DeckKind::Scene,
                }));
            }
        });
        ui.small("Right-click cards on the mat for more (move, tap, Inspiration, discard).");
    }

    /// The hand, in a bottom panel of the table so it is on screen at any window size.
    fn hand_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        view: &TableView,
        tile: f32,
        out: &mut Vec<AppCommand>,
    ) {
        let sandbox =
            |a: SandboxAction| AppCommand::Goldfish(GoldfishCommand::Apply(Action::Sandbox(a)));
        ui.strong(format!("Hand ({})", view.you.hand.len()));
        egui::ScrollArea::horizontal()
            .id_salt("goldfish-hand-scroll")
            .show(ui, |ui| ui.horizontal(|ui| {
            for in_hand in &view.you.hand {
                let handle = in_hand.handle;
                let Some(card) = CardId::parse(&in_hand.card).ok().and_then(|id| index.printing(&id)) else {
                    ui.label(&in_hand.card);
                    continue;
                };
                // 503.1.4: a cost changed by an ability shows under the tile.
                let cost = Some(in_hand).filter(|c| c.cost != c.effective_cost);
                let response = ui
                    .vertical(|ui| {
                        let response = card_face_ui(
                            ui,
                            card,
                            tile,
                            FaceDetail::Tile,
                            &CardImage::NoFolder,
                            egui::Sense::click_and_drag(),
                        );
                        if let Some(c) = cost {
                            ui.small(format!("Cost {} → {}", c.cost, c.effective_cost));
                        }
                        response
                    })
                    .inner;
                response.dnd_set_drag_payload(handle);
                if choice(view, ChosenRef::Card(handle)).is_some() {
                    outline_candidate(ui, response.rect);
                }
                let plays: Vec<&(Action, String)> = view
                    .actions
                    .iter()
                    .filter(|(a, _)| action_card(*a) == Some(handle))
                    .collect();
                let click = click_play(view, &plays);
                let payable = view.force;
                let response = match click {
                    Some((_, label)) => response.on_hover_text(format!(
                        "Click or drag onto a slot: {label}. You have {} Force of Harmony ({} untapped Scene(s){}). Right-click for every option.",
                        payable.total(),
                        payable.scenes,
                        if payable.main_character { " + Main Character" } else { "" }
                    )),
                    None => response
                        .on_hover_text("Not playable now. Right-click for sandbox actions."),
                };
                if response.clicked()
                    && let Some((action, _)) = click
                {
                    out.push(AppCommand::Goldfish(GoldfishCommand::Apply(*action)));
                }
                response.context_menu(|ui| {
                    for (action, label) in &plays {
                        if ui.button(label).clicked() {
                            out.push(AppCommand::Goldfish(GoldfishCommand::Apply(*action)));
                        }
                    }
                    if ui.button("Discard (sandbox)").clicked() {
                        out.push(sandbox(SandboxAction::Discard { card: handle }));
                    }
                    if ui.button("To the bottom of the Main Deck").clicked() {
                        out.push(sandbox(SandboxAction::Move {
                            card: handle,
                            to: Zone::MainDeckBottom,
                        }));
                    }
                });
            }
        }));
    }

    fn mat_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        view: &TableView,
        out: &mut Vec<AppCommand>,
    ) {
        // The rival.
        match &view.rival {
            RivalTable::Playing(rival) => self.rival_board_ui(ui, index, view, rival, out),
            RivalTable::Goldfish {
                hand,
                plans,
                sparring,
            } => passive_rival_ui(ui, view, *hand, plans, sparring, out),
        }
        self.your_side_ui(ui, index, view, out);
    }

    /// The rival that plays its own deck: its real zones, what you may see of them (304.3.0:
    /// its hand and decks as counts, its Plans face down).
    fn rival_board_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        view: &TableView,
        rival: &PlayerTable,
        out: &mut Vec<AppCommand>,
    ) {
        ui.group(|ui| {
            ui.horizontal_wrapped(|ui| {
                let who = self
                    .rival
                    .as_ref()
                    .map(|r| format!("Rival: {}, played by {}", r.name, r.kind.label()))
                    .unwrap_or_else(|| "Rival".into());
                ui.strong(who);
                ui.label(format!(
                    "hand {} · Main Deck {} · Scene Deck {}",
                    rival.hand_count, rival.main_deck, rival.scene_deck
                ));
                ui.label("· Scenes:");
                if rival.scene_area.is_empty() {
                    ui.weak("none");
                }
                for scene in &rival.scene_area {
                    ui.add(
                        egui::Button::new(scene_button_text(index, scene)).selected(!scene.tapped),
                    )
                    .on_hover_text(scene_hover_text(index, scene));
                }
            });
            story_line(ui, index, rival);
            // Its Adventure Area faces yours: above your slot 1 is its slot 3 (the lanes).
            let gap = ui.spacing().item_spacing.x;
            let slot_width = ((ui.available_width() - 2.0 * gap) / 3.0 - 16.0).clamp(120.0, 480.0);
            let face = mat_face_width(ui.ctx());
            let face_height = face.map_or(0.0, |w| w / CARD_ASPECT);
            ui.horizontal(|ui| {
                for (mine, facing) in view.lanes.iter().enumerate() {
                    let theirs_slot = facing.rival_slot;
                    let lane = u8::try_from(mine).unwrap_or(0);
                    egui::Frame::group(ui.style())
                        .inner_margin(6.0)
                        .show(ui, |ui| {
                            ui.vertical(|ui| {
                                ui.set_width(slot_width);
                                ui.set_min_height(48.0 + face_height);
                                ui.strong(format!("Rival's slot {}", theirs_slot + 1));
                                let Some(Some(character)) = rival.adventure.get(theirs_slot) else {
                                    ui.weak("empty");
                                    return;
                                };
                                let inspiration =
                                    if character.inspiration == character.base_inspiration {
                                        format!("Inspiration {}", character.inspiration)
                                    } else {
                                        format!(
                                            "Inspiration {} (printed {})",
                                            character.inspiration, character.base_inspiration
                                        )
                                    };
                                ui.add(
                                    egui::Label::new(format!(
                                        "{}{}\n{inspiration}",
                                        card_name(index, &character.card),
                                        if character.tapped { " (tapped)" } else { "" },
                                    ))
                                    .wrap(),
                                )
                                .on_hover_text(card_text(index, &character.card));
                                if let Some(item) = &character.item {
                                    ui.small(format!("Item: {}", card_name(index, &item.card)))
                                        .on_hover_text(card_text(index, &item.card));
                                }
                                if character.treat {
                                    ui.small("Treat");
                                }
                                if let Some(width) = face {
                                    mat_face_ui(ui, index, &character.card, width);
                                }
                                let command = choice(view, ChosenRef::RivalSlot(lane))
                                    .or_else(|| choice(view, ChosenRef::Card(character.handle)));
                                if let Some(command) = command {
                                    let response = ui.button("Choose");
                                    outline_candidate(ui, response.rect);
                                    if response.clicked() {
                                        out.push(command);
                                    }
                                }
                            });
                        });
                }
            });
            if !rival.retirement.is_empty() {
                egui::CollapsingHeader::new(format!(
                    "Rival's Retirement Area ({})",
                    rival.retirement.len()
                ))
                .id_salt("goldfish-rival-retirement")
                .show(ui, |ui| {
                    ui.horizontal_wrapped(|ui| {
                        for card in &rival.retirement {
                            ui.label(card_name(index, &card.card))
                                .on_hover_text(card_text(index, &card.card));
                        }
                    });
                });
            }
        });
    }

    /// Your side of the mat: the Story Area, the Adventure slots, the Scene Area and decks.
    fn your_side_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        view: &TableView,
        out: &mut Vec<AppCommand>,
    ) {
        // Your Story Area (in one line facing a rival that plays, so both sides fit).
        if view.two_player() {
            ui.group(|ui| {
                ui.set_width(ui.available_width());
                story_line(ui, index, &view.you);
            });
        } else {
            story_ui(ui, index, &view.you);
        }
        self.adventure_ui(ui, index, view, out);
    }

    /// Your Adventure slots, the Scene Area, the decks and the Retirement Area.
    fn adventure_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        view: &TableView,
        out: &mut Vec<AppCommand>,
    ) {
        let sandbox =
            |a: SandboxAction| AppCommand::Goldfish(GoldfishCommand::Apply(Action::Sandbox(a)));
        // Adventure slots: three across whatever width there is.
        let gap = ui.spacing().item_spacing.x;
        let slot_width = ((ui.available_width() - 2.0 * gap) / 3.0 - 16.0).clamp(120.0, 480.0);
        let face = mat_face_width(ui.ctx());
        let face_height = face.map_or(0.0, |w| w / CARD_ASPECT);
        ui.horizontal(|ui| {
            for (slot, occupant) in view.you.adventure.iter().enumerate() {
                let slot_u8 = u8::try_from(slot).unwrap_or(0);
                let frame = egui::Frame::group(ui.style()).inner_margin(6.0);
                let shown = frame.show(ui, |ui| {
                    ui.vertical(|ui| {
                        ui.set_width(slot_width);
                        // Room for the name, its Inspiration and an Item, no more: at 1024x700
                        // with a rival seated, the Scene Area below stays on screen.
                        ui.set_min_height(64.0 + face_height);
                        ui.strong(format!("Adventure slot {}", slot + 1));
                        let Some(character) = occupant else {
                            ui.weak("empty");
                            if let Some(command) = choice(view, ChosenRef::Slot(slot_u8))
                                && ui
                                    .button("Move here")
                                    .on_hover_text(
                                        "612: the Character moves here, keeping its state",
                                    )
                                    .clicked()
                            {
                                out.push(command);
                            }
                            return;
                        };
                        let inspiration = if character.inspiration == character.base_inspiration {
                            format!("Inspiration {}", character.inspiration)
                        } else {
                            format!(
                                "Inspiration {} (printed {})",
                                character.inspiration, character.base_inspiration
                            )
                        };
                        let response = ui.add(
                            egui::Label::new(format!(
                                "{}{}\n{inspiration}",
                                card_name(index, &character.card),
                                if character.tapped { " (tapped)" } else { "" },
                            ))
                            .wrap()
                            .sense(egui::Sense::click()),
                        );
                        if let Some(command) = choice(view, ChosenRef::Card(character.handle))
                            && ui.button("Choose").clicked()
                        {
                            out.push(command);
                        }
                        let response = response.on_hover_text(format!(
                            "{}\nRight-click for sandbox actions.",
                            card_text(index, &character.card)
                        ));
                        if let Some(item) = &character.item {
                            ui.small(format!("Item: {}", card_name(index, &item.card)))
                                .on_hover_text(card_text(index, &item.card));
                        }
                        if character.treat {
                            ui.small("Treat");
                        }
                        if let Some(width) = face {
                            mat_face_ui(ui, index, &character.card, width);
                        }
                        response.context_menu(|ui| {
                            for (label, action) in [
                                (
                                    "+1 Inspiration this turn",
                                    SandboxAction::ChangeInspiration {
                                        slot: slot_u8,
                                        delta: 1,
                                        duration: Duration::Turn,
                                    },
                                ),
                                (
                                    "-1 Inspiration this turn",
                                    SandboxAction::ChangeInspiration {
                                        slot: slot_u8,
                                        delta: -1,
                                        duration: Duration::Turn,
                                    },
                                ),
                                (
                                    "Tap",
                                    SandboxAction::SetTapped {
                                        target: TapTarget::Character(slot_u8),
                                        tapped: true,
                                    },
                                ),
                                (
                                    "Untap",
                                    SandboxAction::SetTapped {
                                        target: TapTarget::Character(slot_u8),
                                        tapped: false,
                                    },
                                ),
                            ] {
                                if ui.button(label).clicked() {
                                    out.push(sandbox(action));
                                }
                            }
                            if ui.button("Retire").clicked() {
                                out.push(sandbox(SandboxAction::Move {
                                    card: character.handle,
                                    to: Zone::Retirement,
                                }));
                            }
                        });
                    })
                });
                if choice(view, ChosenRef::Slot(slot_u8)).is_some()
                    || occupant
                        .as_ref()
                        .is_some_and(|c| choice(view, ChosenRef::Card(c.handle)).is_some())
                {
                    outline_candidate(ui, shown.response.rect);
                }
                // A hand card dragged onto the slot plays it there: a Character into (or, under
                // 2.0.0, onto) the slot, an Item onto its Character, an Event anywhere (503).
                let drop = ui.interact(
                    shown.response.rect,
                    egui::Id::unique(("goldfish-slot-drop", slot)),
                    egui::Sense::hover(),
                );
                if let Some(card) = drop.dnd_hover_payload::<CardHandle>() {
                    let playable = drop_action(&view.actions, *card, slot_u8).is_some();
                    let stroke = if playable {
                        ui.visuals().selection.stroke
                    } else {
                        egui::Stroke::new(2.0, ui.visuals().error_fg_color)
                    };
                    ui.painter().rect_stroke(
                        shown.response.rect,
                        4.0,
                        stroke,
                        egui::StrokeKind::Inside,
                    );
                }
                if let Some(card) = drop.dnd_release_payload::<CardHandle>()
                    && let Some(action) = drop_action(&view.actions, *card, slot_u8)
                {
                    out.push(AppCommand::Goldfish(GoldfishCommand::Apply(action)));
                }
            }
        });
        // Scene Area and deck counts.
        ui.group(|ui| {
            ui.horizontal_wrapped(|ui| {
                ui.strong("Scene Area");
                if view.you.scene_area.is_empty() {
                    ui.weak("no Scenes");
                }
                for (i, scene) in view.you.scene_area.iter().enumerate() {
                    let scene_u8 = u8::try_from(i).unwrap_or(0);
                    let text = scene_button_text(index, scene);
                    let candidate = choice(view, ChosenRef::Card(scene.handle));
                    let response = ui
                        .add(egui::Button::new(text).selected(!scene.tapped))
                        .on_hover_text(if scene.face_up {
                            scene_hover_text(index, scene)
                        } else {
                            format!("{}\nRight-click to flip it.", scene_hover_text(index, scene))
                        });
                    if let Some(command) = candidate {
                        outline_candidate(ui, response.rect);
                        if response.clicked() {
                            out.push(command);
                        }
                    }
                    response.context_menu(|ui| {
                        if ui.button("Flip").clicked() {
                            out.push(sandbox(SandboxAction::FlipScene { scene: scene_u8 }));
                        }
                        if ui
                            .button(if scene.tapped { "Untap" } else { "Tap" })
                            .clicked()
                        {
                            out.push(sandbox(SandboxAction::SetTapped {
                                target: TapTarget::Scene(scene_u8),
                                tapped: !scene.tapped,
                            }));
                        }
                    });
                }
            });
            ui.label(format!(
                "Main Deck {} · Scene Deck {} · Retirement {} · Settlement {} · Plans {}",
                view.you.main_deck,
                view.you.scene_deck,
                view.you.retirement.len(),
                view.you.settlement.len(),
                view.you.plans_left()
            ));
            if !view.you.retirement.is_empty() {
                let candidates_here = view
                    .you
                    .retirement
                    .iter()
                    .any(|c| choice(view, ChosenRef::Card(c.handle)).is_some());
                egui::CollapsingHeader::new(format!(
                    "Retirement Area ({})",
                    view.you.retirement.len()
                ))
                .id_salt("goldfish-retirement")
                .open(candidates_here.then_some(true))
                .show(ui, |ui| {
                    ui.horizontal_wrapped(|ui| {
                        for retired in &view.you.retirement {
                            let (card, handle) = (&retired.card, retired.handle);
                            let response =
                                ui.button(card_name(index, card)).on_hover_text(format!(
                                    "{}\nRight-click: back to the hand or the Main Deck.",
                                    card_text(index, card)
                                ));
                            if let Some(command) = choice(view, ChosenRef::Card(handle)) {
                                outline_candidate(ui, response.rect);
                                if response.clicked() {
                                    out.push(command);
                                }
                            }
                            response.context_menu(|ui| {
                                for (label, to) in [
                                    ("Return to the hand", Zone::Hand),
                                    ("To the top of the Main Deck", Zone::MainDeckTop),
                                    ("To the bottom of the Main Deck", Zone::MainDeckBottom),
                                ] {
                                    if ui.button(label).clicked() {
                                        out.push(sandbox(SandboxAction::Move {
                                            card: handle,
                                            to,
                                        }));
                                    }
                                }
                            });
                        }
                    });
                });
            }
            // Searching the Main Deck (a sandbox move, for texts the engine leaves to you):
            // the cards by printing, never in deck order, so nothing of the order shows.
            if view.you.main_deck > 0 {
                let title = format!("Search the Main Deck ({})", view.you.main_deck);
                egui::CollapsingHeader::new(title)
                    .id_salt("goldfish-deck-search")
                    .show(ui, |ui| {
                        ui.horizontal_wrapped(|ui| {
                            for printing in &view.you.main_deck_cards {
                                let (id, copies, handle) =
                                    (printing.card.as_str(), printing.copies, printing.handle);
                                let response = ui
                                    .button(format!("{}× {}", copies, card_name(index, id)))
                                    .on_hover_text(format!(
                                        "{}\nRight-click: take one (the deck is not shuffled after; use Shuffle Main Deck).",
                                        card_text(index, id)
                                    ));
                                response.context_menu(|ui| {
                                    for (label, to) in [
                                        ("To the hand", Zone::Hand),
                                        ("To the top of the Main Deck", Zone::MainDeckTop),
                                        ("To the Retirement Area", Zone::Retirement),
                                    ] {
                                        if ui.button(label).clicked() {
                                            out.push(sandbox(SandboxAction::Move {
                                                card: handle,
                                                to,
                                            }));
                                        }
                                    }
                                });
                            }
                        });
                    });
            }
        });
    }
}

/// The passive goldfish rival: Plans, a hand count, Sparring Characters.
fn passive_rival_ui(
    ui: &mut egui::Ui,
    view: &TableView,
    hand: u8,
    plans: &[bool; 4],
    sparring: &[Option<SparringView>; 3],
    out: &mut Vec<AppCommand>,
) {
    ui.group(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.strong("Rival");
            ui.label(format!("hand {hand}"));
            let plans: Vec<String> = plans
                .iter()
                .enumerate()
                .map(|(i, p)| format!("{}{}", roman(i), if *p { " ▣" } else { " ·" }))
                .collect();
            ui.label(format!("Plans: {}", plans.join("  ")));
            for (lane, sparring) in sparring.iter().enumerate() {
                match sparring {
                    Some(character) => {
                        let lane_u8 = u8::try_from(lane).unwrap_or(0);
                        // 607: with its modifier and your continuous abilities on it.
                        let (now, printed) = (character.inspiration, character.base_inspiration);
                        let text = if now == printed {
                            format!("Lane {}: Sparring {now}", lane + 1)
                        } else {
                            format!("Lane {}: Sparring {now} (printed {printed})", lane + 1)
                        };
                        match choice(view, ChosenRef::RivalSlot(lane_u8)) {
                            Some(command) => {
                                let response = ui
                                    .button(format!("{text} · choose"))
                                    .on_hover_text("A candidate of the open choice");
                                outline_candidate(ui, response.rect);
                                if response.clicked() {
                                    out.push(command);
                                }
                            }
                            None => {
                                ui.label(text);
                            }
                        }
                    }
                    None => {
                        ui.weak(format!("Lane {}: —", lane + 1));
                    }
                };
            }
            let intervene = Action::Sandbox(SandboxAction::RivalIntervenes);
            if ui
                .add_enabled(view.rival_may_intervene, egui::Button::new("Rival Intervenes"))
                .on_hover_text(
                    "Practice: the rival Intervenes your lowest Plan (404.4); a Pre-plan on it is used (605.1)",
                )
                .clicked()
            {
                out.push(AppCommand::Goldfish(GoldfishCommand::Apply(intervene)));
            }
        });
    });
}

/// Your Story Area on the goldfish table: every stage named, your Plans on them.
fn story_ui(ui: &mut egui::Ui, index: &CardIndex, you: &PlayerTable) {
    ui.group(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.strong("Story");
            let start = if you.story_stage == 0 {
                "★ Main Character"
            } else {
                "start"
            };
            ui.label(start);
            for (i, story) in you.stories.iter().enumerate() {
                let here = usize::from(you.story_stage) == i + 1;
                let has_plan = you.plans.get(i).copied().unwrap_or(false);
                let text = format!(
                    "{} {}{}{}",
                    roman(i),
                    card_name(index, &story.card),
                    if has_plan { " · Plan" } else { "" },
                    if here { " ★" } else { "" }
                );
                let story_text = card_text(index, &story.card);
                if here {
                    ui.label(egui::RichText::new(text).strong())
                        .on_hover_text(story_text);
                } else {
                    ui.label(text).on_hover_text(story_text);
                }
            }
        });
        ui.small(format!(
            "Main Character: {}{}",
            card_name(index, &you.main_character.card),
            if you.main_character_tapped {
                " (tapped)"
            } else {
                ""
            }
        ));
    });
}

/// The legal action that plays a dragged hand card on an Adventure slot, if there is one.
fn drop_action(legal: &[(Action, String)], card: CardHandle, slot: u8) -> Option<Action> {
    legal
        .iter()
        .map(|(action, _)| *action)
        .find(|action| match *action {
            Action::PlayCharacter { card: c, slot: s } | Action::PlayItem { card: c, slot: s } => {
                c == card && s == slot
            }
            Action::PlayEvent { card: c } => c == card,
            _ => false,
        })
}

/// Why a turn button is greyed: the rule's words where "not allowed now" would puzzle.
fn not_allowed_words(game: &Game, action: Action) -> String {
    match action {
        // 405.2.0: passing the Contact is offered only to choose the discards over the hand
        // limit; End turn also leaves the lanes without action.
        Action::PassContact => {
            "Skip Contact is for a hand over 10 cards, to go to the End Phase and \
             choose what to discard (405.2.0); End turn also ends the turn without a Contact."
                .to_string()
        }
        _ => format!("{}: not allowed now", game.describe(&action)),
    }
}

/// The hand card an action plays, if any.
fn action_card(action: Action) -> Option<CardHandle> {
    match action {
        Action::PlayCharacter { card, .. }
        | Action::PlayEvent { card }
        | Action::PlayItem { card, .. }
        | Action::Discard { card }
        | Action::Choose {
            pick: ChosenRef::Card(card),
        } => Some(card),
        _ => None,
    }
}

/// The option of your open decision this pick is, as a command (615), if it is one.
fn choice(view: &TableView, pick: ChosenRef) -> Option<AppCommand> {
    view.choice(pick)
        .map(|action| AppCommand::Goldfish(GoldfishCommand::Apply(action)))
}

/// Outlines a candidate of the open decision on the mat (615: the choice is asked in place).
fn outline_candidate(ui: &egui::Ui, rect: egui::Rect) {
    ui.painter().rect_stroke(
        rect,
        4.0,
        egui::Stroke::new(3.0, ui.visuals().selection.stroke.color),
        egui::StrokeKind::Inside,
    );
}

/// The Force of Harmony a play costs (608).
fn play_cost(view: &TableView, action: Action) -> Option<u8> {
    match action {
        Action::PlayCharacter { card, .. }
        | Action::PlayEvent { card }
        | Action::PlayItem { card, .. } => view.hand_card(card).map(|c| c.effective_cost),
        _ => None,
    }
}

fn card_name(index: &CardIndex, card_id: &str) -> String {
    CardId::parse(card_id)
        .ok()
        .and_then(|id| index.kayou_card(&id).map(|c| c.name.clone()))
        .unwrap_or_else(|| card_id.to_string())
}

/// A Scene's button on the mat: its name whichever way it faces, since the Scene Area is public,
/// face-down cards included, for both players (305.1.0); then how it lies.
fn scene_button_text(index: &CardIndex, scene: &SceneCardView) -> String {
    let name = card_name(index, &scene.card);
    match (scene.face_up, scene.tapped) {
        (true, false) => name,
        (true, true) => format!("{name} (tapped)"),
        (false, false) => format!("{name} (face down)"),
        (false, true) => format!("{name} (face down, tapped)"),
    }
}

/// A Scene's hover text: the card, and for a face-down one what it can still do (204.5.2a).
fn scene_hover_text(index: &CardIndex, scene: &SceneCardView) -> String {
    let text = card_text(index, &scene.card);
    if scene.face_up {
        text
    } else {
        format!(
            "{text}\nFace down: it still pays Force of Harmony, but its ability cannot be used \
             (204.5.2a)."
        )
    }
}

/// A card's name, type line and ability text, for hover text on the mat.
fn card_text(index: &CardIndex, card_id: &str) -> String {
    let Some(card) = CardId::parse(card_id)
        .ok()
        .and_then(|id| index.kayou_card(&id))
    else {
        return card_id.to_string();
    };
    let mut text = format!("{} ({}, {})", card.name, card.id, card.card_type);
    if let Some(cost) = card.cost {
        text.push_str(&format!(" · cost {cost}"));
    }
    if let Some(inspiration) = card.kayou().and_then(|k| k.inspiration) {
        text.push_str(&format!(" · Inspiration {inspiration}"));
    }
    if let Some(ability) = &card.text {
        text.push('\n');
        text.push_str(ability);
    }
    text
}

/// A Story Area in one line: where the Main Character stands (hover: the stage's text), the
/// next stage, which Stories hold a Plan (face down) and the Main Character.
fn story_line(ui: &mut egui::Ui, index: &CardIndex, player: &PlayerTable) {
    let stories = &player.stories;
    ui.horizontal_wrapped(|ui| {
        ui.strong("Story");
        let stage = usize::from(player.story_stage);
        let all: Vec<String> = stories
            .iter()
            .enumerate()
            .map(|(i, s)| format!("{} {}", roman(i), card_name(index, &s.card)))
            .collect();
        let here = match stage.checked_sub(1).and_then(|i| stories.get(i)) {
            Some(story) => {
                let text = format!("★ {} {}", roman(stage - 1), card_name(index, &story.card));
                ui.label(egui::RichText::new(text).strong())
                    .on_hover_text(card_text(index, &story.card))
            }
            None => ui.label("★ start"),
        };
        here.on_hover_text(all.join("\n"));
        if let Some(next) = stories.get(stage) {
            ui.label(format!(
                "· next {} {}",
                roman(stage),
                card_name(index, &next.card)
            ))
            .on_hover_text(card_text(index, &next.card));
        }
        let marks: Vec<String> = player
            .plans
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{}{}", roman(i), if *p { "▣" } else { "·" }))
            .collect();
        ui.label(format!("· Plans {}", marks.join(" ")))
            .on_hover_text("▣: a face-down Plan on that Story (304.3.0)");
        ui.small(format!(
            "· Main Character: {}{}",
            card_name(index, &player.main_character.card),
            if player.main_character_tapped {
                " (tapped)"
            } else {
                ""
            }
        ));
    });
}

fn roman(i: usize) -> &'static str {
    crate::card::Stage::roman_at(i)
}

/// On a window tall enough for them, the width of the card faces the Adventure slots show
/// under their text (yours and a playing rival's); `None` on shorter windows (1024×700 among
/// them), where the slots keep to text so the whole mat fits.
fn mat_face_width(ctx: &egui::Context) -> Option<f32> {
    let height = ctx.content_rect().height();
    (height >= 900.0).then(|| (height * 0.1).clamp(80.0, 150.0))
}

/// A Character's card face on the mat: an image named "Preview of" the card, its text on hover.
fn mat_face_ui(ui: &mut egui::Ui, index: &CardIndex, card_id: &str, width: f32) {
    let Some(card) = CardId::parse(card_id)
        .ok()
        .and_then(|id| index.printing(&id))
    else {
        return;
    };
    let sense = egui::Sense::hover();
    card_face_ui(
        ui,
        card,
        width,
        FaceDetail::Tile,
        &CardImage::NoFolder,
        sense,
    )
    .on_hover_text(card_text(index, card_id));
}

/// The width of a hand tile: smaller on short windows, so the table keeps room for the mat.
fn hand_tile_width(ctx: &egui::Context) -> f32 {
    let height = ctx.content_rect().height();
    (height * 0.12).clamp(80.0, 180.0)
}

/// A button with its tooltip that sends `command` when clicked; greyed out unless `enabled`.
fn command_button(
    ui: &mut egui::Ui,
    enabled: bool,
    text: &str,
    hover: &str,
    command: GoldfishCommand,
    out: &mut Vec<AppCommand>,
) {
    if ui
        .add_enabled(enabled, egui::Button::new(text))
        .on_hover_text(hover)
        .clicked()
    {
        out.push(AppCommand::Goldfish(command));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn legal(actions: &[Action]) -> Vec<(Action, String)> {
        actions.iter().map(|a| (*a, String::new())).collect()
    }

    #[test]
    fn a_character_dropped_on_a_slot_is_played_into_that_slot_rule_503() {
        let card = CardHandle(7);
        let legal = legal(&[
            Action::PlayCharacter { card, slot: 0 },
            Action::PlayCharacter { card, slot: 2 },
        ]);
        assert_eq!(
            drop_action(&legal, card, 2),
            Some(Action::PlayCharacter { card, slot: 2 })
        );
        assert_eq!(
            drop_action(&legal, card, 1),
            None,
            "slot 2 is not a legal target"
        );
        assert_eq!(
            drop_action(&legal, CardHandle(8), 0),
            None,
            "another card is not playable"
        );
    }

    #[test]
    fn an_item_goes_onto_the_character_of_the_slot_and_an_event_plays_from_any_slot() {
        let item = CardHandle(3);
        let event = CardHandle(4);
        let legal = legal(&[
            Action::PlayItem {
                card: item,
                slot: 1,
            },
            Action::PlayEvent { card: event },
        ]);
        assert_eq!(
            drop_action(&legal, item, 1),
            Some(Action::PlayItem {
                card: item,
                slot: 1
            })
        );
        assert_eq!(drop_action(&legal, item, 0), None);
        assert_eq!(
            drop_action(&legal, event, 2),
            Some(Action::PlayEvent { card: event })
        );
    }
}
