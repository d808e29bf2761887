//! The goldfish table: the play mat (Story Area with stages, Plans and the Main Character
//! marker, the rival's Plans and Sparring Characters, three Adventure slots, the Scene Area,
//! hand, deck counts, Retirement), the phase bar, the legal actions as buttons (with the Force
//! of Harmony payment shown before a play), pending abilities with a Done button, sandbox
//! actions from context menus, the game log, undo/redo, and new game / mulligan / first or
//! second / rules version / seed.
//!
//! The engine runs only in [`GoldfishPanel::apply`]; the frame draws the cached [`GameView`]
//! and the cached legal actions.

use crate::card::{CardId, CardIndex, CardLookup};
use crate::deck::Deck;
use crate::engine::{
    Action, CardHandle, DeckKind, Duration, Game, GameConfig, GameDeck, GameView, LaneChoice,
    SandboxAction, TapTarget, Zone,
};
use crate::format::RulesVersion;
use crate::ui::app::AppCommand;
use crate::ui::card_images::CardImage;
use crate::ui::notices::{NoticeLevel, Notices};
use crate::ui::widgets::card_face::{FaceDetail, card_face_ui};

/// What the goldfish screen asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum GoldfishCommand {
    /// Use this deck (name and cards) for the next game.
    SetDeck(String, Deck),
    /// Start a new game with a seed (`None`: a fresh one).
    NewGame(Option<u64>),
    /// Play first or second in the next game (103.3).
    SetFirstPlayer(bool),
    /// The rules version of the next game.
    SetRules(RulesVersion),
    /// Apply an engine action.
    Apply(Action),
    /// Undo the last action.
    Undo,
    /// Redo the last undone action.
    Redo,
}

/// The goldfish screen's state.
pub struct GoldfishPanel {
    deck_name: Option<String>,
    deck: Option<Deck>,
    config: GameConfig,
    game: Option<Game>,
    view: Option<GameView>,
    legal: Vec<(Action, String)>,
    log: Vec<String>,
    /// The seed box.
    pub seed_text: String,
}

impl Default for GoldfishPanel {
    fn default() -> Self {
        GoldfishPanel::new()
    }
}

/// The deck as the engine plays it, or a sentence for the player.
pub fn game_deck(deck: &Deck, cards: &impl CardLookup) -> Result<GameDeck, String> {
    GameDeck::from_deck(deck, cards).map_err(|e| format!("{e} on the Decks screen"))
}

impl GoldfishPanel {
    /// An empty table.
    pub fn new() -> GoldfishPanel {
        GoldfishPanel {
            deck_name: None,
            deck: None,
            config: GameConfig::default(),
            game: None,
            view: None,
            legal: Vec::new(),
            log: Vec::new(),
            seed_text: String::new(),
        }
    }

    /// The game in play.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The cached view of the game.
    pub fn view(&self) -> Option<&GameView> {
        self.view.as_ref()
    }

    /// The legal actions now with their button labels.
    pub fn legal(&self) -> &[(Action, String)] {
        &self.legal
    }

    /// The name of the deck the next game uses.
    pub fn deck_name(&self) -> Option<&str> {
        self.deck_name.as_deref()
    }

    fn refresh(&mut self) {
        let Some(game) = &self.game else {
            self.view = None;
            self.legal.clear();
            return;
        };
        self.view = Some(game.view());
        let mut seen = std::collections::BTreeSet::new();
        self.legal = game
            .legal_actions()
            .into_iter()
            .map(|a| (a, action_label(game, a)))
            .filter(|(_, label)| seen.insert(label.clone()))
            .collect();
    }

    /// Applies one command.
    pub fn apply(&mut self, index: &CardIndex, notices: &mut Notices, command: GoldfishCommand) {
        match command {
            GoldfishCommand::SetDeck(name, deck) => {
                self.deck_name = Some(name);
                self.deck = Some(deck);
            }
            GoldfishCommand::SetFirstPlayer(first) => self.config.first_player = first,
            GoldfishCommand::SetRules(rules) => self.config.rules = rules,
            GoldfishCommand::NewGame(seed) => {
                let Some(deck) = &self.deck else {
                    notices.push(
                        NoticeLevel::Info,
                        "Choose a deck first: open one on the Decks screen and press 'Goldfish it'.",
                    );
                    return;
                };
                let game_deck = match game_deck(deck, index) {
                    Ok(d) => d,
                    Err(e) => {
                        notices.push(NoticeLevel::Error, format!("No game: {e}."));
                        return;
                    }
                };
                let seed = seed
                    .or_else(|| self.seed_text.trim().parse().ok())
                    .unwrap_or_else(fresh_seed);
                match Game::new(&game_deck, index, self.config, seed) {
                    Ok(game) => {
                        self.seed_text = seed.to_string();
                        self.log = vec![format!(
                            "New game · seed {seed} · rules {} · {}",
                            self.config.rules.as_str(),
                            if self.config.first_player {
                                "first"
                            } else {
                                "second"
                            }
                        )];
                        self.game = Some(game);
                    }
                    Err(e) => notices.push(NoticeLevel::Error, format!("No game: {e}.")),
                }
            }
            GoldfishCommand::Apply(action) => {
                let Some(game) = &mut self.game else {
                    return;
                };
                let label = action_label(game, action);
                match game.apply(action) {
                    Ok(_) => self.log.push(label),
                    Err(e) => notices.push(NoticeLevel::Warning, format!("Not allowed: {e}.")),
                }
            }
            GoldfishCommand::Undo => {
                if let Some(game) = &mut self.game
                    && game.undo().is_ok()
                {
                    self.log.push("↶ undo".to_string());
                }
            }
            GoldfishCommand::Redo => {
                if let Some(game) = &mut self.game
                    && game.redo().is_ok()
                {
                    self.log.push("↷ redo".to_string());
                }
            }
        }
        self.refresh();
    }

    /// Draws the goldfish screen.
    pub fn ui(&self, ui: &mut egui::Ui, index: &CardIndex, out: &mut Vec<AppCommand>) {
        egui::Panel::top("goldfish-controls").show(ui, |ui| self.controls_ui(ui, out));
        let (Some(game), Some(view)) = (&self.game, &self.view) else {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.add_space(24.0);
                ui.heading("Goldfish");
                ui.label(match &self.deck_name {
                    Some(name) => format!("Deck: {name}. Press 'New game' to deal."),
                    None => {
                        "Open a deck on the Decks screen and press 'Goldfish it', then 'New game'."
                            .to_string()
                    }
                });
            });
            return;
        };
        egui::Panel::right("goldfish-actions")
            .resizable(true)
            .default_size(320.0)
            .show(ui, |ui| self.actions_ui(ui, index, game, view, out));
        egui::Panel::left("goldfish-log")
            .resizable(true)
            .default_size(220.0)
            .show(ui, |ui| {
                ui.heading("Log");
                egui::ScrollArea::vertical()
                    .id_salt("goldfish-log-scroll")
                    .stick_to_bottom(true)
                    .show(ui, |ui| {
                        for line in &self.log {
                            ui.small(line);
                        }
                    });
            });
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("goldfish-mat")
                .show(ui, |ui| self.mat_ui(ui, index, game, view, out));
        });
    }

    fn controls_ui(&self, ui: &mut egui::Ui, out: &mut Vec<AppCommand>) {
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
                out.push(AppCommand::Goldfish(GoldfishCommand::SetRules(rules)));
            }
            for (first, name) in [(true, "Go first"), (false, "Go second")] {
                if ui
                    .selectable_label(self.config.first_player == first, name)
                    .clicked()
                {
                    out.push(AppCommand::Goldfish(GoldfishCommand::SetFirstPlayer(first)));
                }
            }
            let id = egui::Id::unique("goldfish-seed-box");
            let mut seed: String = ui
                .data_mut(|d| d.get_temp::<String>(id))
                .unwrap_or_else(|| self.seed_text.clone());
            let label = ui.label("Seed");
            ui.add(egui::TextEdit::singleline(&mut seed).desired_width(170.0))
                .labelled_by(label.id);
            if ui
                .button("New game")
                .on_hover_text("Ctrl+N: a new shuffle")
                .clicked()
            {
                out.push(AppCommand::Goldfish(GoldfishCommand::NewGame(None)));
                seed.clear();
            }
            if ui
                .button("Replay seed")
                .on_hover_text("Deal the same game again from the seed in the box")
                .clicked()
            {
                out.push(AppCommand::Goldfish(GoldfishCommand::NewGame(
                    seed.trim().parse().ok(),
                )));
            }
            let can_undo = self.game.as_ref().is_some_and(Game::can_undo);
            let can_redo = self.game.as_ref().is_some_and(Game::can_redo);
            if ui
                .add_enabled(can_undo, egui::Button::new("Undo"))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                out.push(AppCommand::Goldfish(GoldfishCommand::Undo));
            }
            if ui
                .add_enabled(can_redo, egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Y")
                .clicked()
            {
                out.push(AppCommand::Goldfish(GoldfishCommand::Redo));
            }
            ui.data_mut(|d| d.insert_temp(id, seed));
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
                ui.label(format!("{} to act", view.active));
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
        view: &GameView,
        out: &mut Vec<AppCommand>,
    ) {
        ui.add_space(4.0);
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
                    if i == 0 && !pending.automated {
                        ui.small("Carry it out with the sandbox actions, then press Done.");
                    } else if i == 0 && view.decision.is_none() {
                        ui.small("The engine carries it out.");
                    }
                });
            }
        }
        if let Some(decision) = &view.decision {
            ui.heading("Your choice");
            ui.label(&decision.prompt);
            if !decision.chosen.is_empty() {
                ui.small(format!("Chosen: {}", decision.chosen.join(", ")));
            }
        }
        ui.heading("Actions");
        let payable = game.state().payable();
        for (action, label) in &self.legal {
            let mut response = ui.button(label);
            if let Some(cost) = play_cost(game, *action) {
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

    fn mat_ui(
        &self,
        ui: &mut egui::Ui,
        index: &CardIndex,
        game: &Game,
        view: &GameView,
        out: &mut Vec<AppCommand>,
    ) {
        let sandbox =
            |a: SandboxAction| AppCommand::Goldfish(GoldfishCommand::Apply(Action::Sandbox(a)));
        // The rival.
        ui.group(|ui| {
            ui.horizontal(|ui| {
                ui.strong("Rival");
                ui.label(format!("hand {}", view.rival.hand));
                let plans: Vec<String> = view
                    .rival
                    .plans
                    .iter()
                    .enumerate()
                    .map(|(i, p)| format!("{}{}", roman(i), if *p { " ▣" } else { " ·" }))
                    .collect();
                ui.label(format!("Plans: {}", plans.join("  ")));
                for (lane, sparring) in view.rival.adventure.iter().enumerate() {
                    match sparring {
                        Some(insp) => ui.label(format!("Lane {}: Sparring {insp}", lane + 1)),
                        None => ui.weak(format!("Lane {}: —", lane + 1)),
                    };
                }
            });
        });
        // Your Story Area.
        ui.group(|ui| {
            ui.horizontal_wrapped(|ui| {
                ui.strong("Story");
                let start = if view.you.story_stage == 0 {
                    "★ Main Character"
                } else {
                    "start"
                };
                ui.label(start);
                for (i, story) in game.deck().stories.iter().enumerate() {
                    let here = usize::from(view.you.story_stage) == i + 1;
                    let has_plan = i < game.state().you.plans.len()
                        && game.state().you.plans.get(i).is_some_and(Option::is_some);
                    let name = index
                        .card(story)
                        .map_or_else(|| story.to_string(), |c| c.display_name());
                    let text = format!(
                        "{} {}{}{}",
                        roman(i),
                        name,
                        if has_plan { " · Plan" } else { "" },
                        if here { " ★" } else { "" }
                    );
                    if here {
                        ui.label(egui::RichText::new(text).strong());
                    } else {
                        ui.label(text);
                    }
                }
            });
            ui.small(format!(
                "Main Character: {}{}",
                card_name(index, game.deck().main_character.as_str()),
                if view.you.main_character_tapped {
                    " (tapped)"
                } else {
                    ""
                }
            ));
        });
        // Adventure slots.
        ui.horizontal(|ui| {
            for (slot, occupant) in view.you.adventure.iter().enumerate() {
                let slot_u8 = u8::try_from(slot).unwrap_or(0);
                let frame = egui::Frame::group(ui.style()).inner_margin(6.0);
                let shown = frame.show(ui, |ui| {
                    ui.vertical(|ui| {
                        ui.set_width(200.0);
                        ui.set_min_height(120.0);
                        ui.strong(format!("Adventure slot {}", slot + 1));
                        let Some(character) = occupant else {
                            ui.weak("empty");
                            return;
                        };
                        let response = ui.add(
                            egui::Label::new(format!(
                                "{}{}\nInspiration {}",
                                card_name(index, &character.card),
                                if character.tapped { " (tapped)" } else { "" },
                                character.inspiration
                            ))
                            .sense(egui::Sense::click()),
                        );
                        if let Some(item) = &character.item {
                            ui.small(format!("Item: {}", card_name(index, item)));
                        }
                        if character.treat {
                            ui.small("Treat");
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
                            if let Some(handle) = game
                                .state()
                                .you
                                .adventure
                                .get(slot)
                                .and_then(|s| s.as_ref())
                                .map(|s| s.character)
                                && ui.button("Retire").clicked()
                            {
                                out.push(sandbox(SandboxAction::Move {
                                    card: handle,
                                    to: Zone::Retirement,
                                }));
                            }
                        });
                    })
                });
                // A hand card dragged onto the slot plays it there: a Character into (or, under
                // 2.0.0, onto) the slot, an Item onto its Character, an Event anywhere (503).
                let drop = ui.interact(
                    shown.response.rect,
                    egui::Id::unique(("goldfish-slot-drop", slot)),
                    egui::Sense::hover(),
                );
                if let Some(card) = drop.dnd_hover_payload::<CardHandle>() {
                    let playable = drop_action(&self.legal, *card, slot_u8).is_some();
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
                    && let Some(action) = drop_action(&self.legal, *card, slot_u8)
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
                    let name = if scene.face_up {
                        card_name(index, &scene.card)
                    } else {
                        "face-down Scene".to_string()
                    };
                    let text = format!("{}{}", name, if scene.tapped { " (tapped)" } else { "" });
                    let response = ui.add(egui::Button::new(text).selected(!scene.tapped));
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
                view.you.plans
            ));
            if !view.you.retirement.is_empty() {
                ui.collapsing("Retirement Area", |ui| {
                    for card in &view.you.retirement {
                        ui.small(card_name(index, card));
                    }
                });
            }
        });
        // Hand.
        ui.strong(format!("Hand ({})", view.you.hand.len()));
        ui.horizontal_wrapped(|ui| {
            for (position, card_id) in view.you.hand.iter().enumerate() {
                let handle = game.state().you.hand.get(position).copied();
                let Some(card) = CardId::parse(card_id).ok().and_then(|id| index.card(&id)) else {
                    ui.label(card_id);
                    continue;
                };
                let response = card_face_ui(
                    ui,
                    card,
                    120.0,
                    FaceDetail::Tile,
                    &CardImage::NoFolder,
                    egui::Sense::click_and_drag(),
                );
                if let Some(handle) = handle {
                    response.dnd_set_drag_payload(handle);
                }
                let plays: Vec<&(Action, String)> = self
                    .legal
                    .iter()
                    .filter(|(a, _)| handle.is_some_and(|h| action_card(*a) == Some(h)))
                    .collect();
                let payable = game.state().payable();
                let response = match plays.first() {
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
                    && let Some((action, _)) = plays.first()
                {
                    out.push(AppCommand::Goldfish(GoldfishCommand::Apply(*action)));
                }
                response.context_menu(|ui| {
                    for (action, label) in &plays {
                        if ui.button(label).clicked() {
                            out.push(AppCommand::Goldfish(GoldfishCommand::Apply(*action)));
                        }
                    }
                    if let Some(handle) = handle {
                        if ui.button("Discard (sandbox)").clicked() {
                            out.push(sandbox(SandboxAction::Discard { card: handle }));
                        }
                        if ui.button("To the bottom of the Main Deck").clicked() {
                            out.push(sandbox(SandboxAction::Move {
                                card: handle,
                                to: Zone::MainDeckBottom,
                            }));
                        }
                    }
                });
            }
        });
    }
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

/// The hand card an action plays, if any.
fn action_card(action: Action) -> Option<CardHandle> {
    match action {
        Action::PlayCharacter { card, .. }
        | Action::PlayEvent { card }
        | Action::PlayItem { card, .. }
        | Action::Discard { card } => Some(card),
        _ => None,
    }
}

/// The Force of Harmony a play costs (608).
fn play_cost(game: &Game, action: Action) -> Option<u8> {
    match action {
        Action::PlayCharacter { card, .. }
        | Action::PlayEvent { card }
        | Action::PlayItem { card, .. } => Some(game.table().cost(card)),
        _ => None,
    }
}

fn card_name(index: &CardIndex, card_id: &str) -> String {
    CardId::parse(card_id)
        .ok()
        .and_then(|id| index.card(&id).map(|c| c.display_name()))
        .unwrap_or_else(|| card_id.to_string())
}

fn roman(i: usize) -> &'static str {
    ["I", "II", "III", "IV"].get(i).copied().unwrap_or("?")
}

/// The button label of an action, unique enough to find it by name.
pub fn action_label(game: &Game, action: Action) -> String {
    let name = |card: CardHandle| game.table().name(card).to_string();
    match action {
        Action::Keep => "Keep hand".to_string(),
        Action::Mulligan => "Mulligan".to_string(),
        Action::PlayCharacter { card, slot } => format!(
            "Play {} (cost {}) to slot {}",
            name(card),
            game.table().cost(card),
            slot + 1
        ),
        Action::PlayEvent { card } => {
            format!("Play {} (cost {})", name(card), game.table().cost(card))
        }
        Action::PlayItem { card, slot } => format!(
            "Adorn {} (cost {}) to slot {}",
            name(card),
            game.table().cost(card),
            slot + 1
        ),
        Action::ActivateTap { slot, .. } => format!("Use the [Tap] ability in slot {}", slot + 1),
        Action::Explore { scene } => format!("Explore with Scene {}", scene + 1),
        Action::ResolvePending => "Done".to_string(),
        Action::BeginContact => "Begin Contact".to_string(),
        Action::InspoBoost { scene } => format!("Inspo Boost with Scene {}", scene + 1),
        Action::ResolveLane { choice } => match choice {
            LaneChoice::Auto => "Resolve the lane".to_string(),
            LaneChoice::Promote => "Lane: Promote".to_string(),
            LaneChoice::Intervene => "Lane: Intervene".to_string(),
            LaneChoice::Pass => "Lane: Pass".to_string(),
        },
        Action::PassContact => "Skip Contact".to_string(),
        Action::Discard { card } => format!("Discard {}", name(card)),
        Action::EndTurn => "End turn".to_string(),
        Action::Sandbox(sandbox) => format!("Sandbox: {sandbox:?}"),
        Action::Choose { pick } => format!("Choose {}", game.describe_pick(pick)),
        Action::ChooseDone => "Choose no more".to_string(),
    }
}

/// A new seed from the clock (the game itself is seeded and replayable).
pub(crate) fn fresh_seed() -> u64 {
    // The clock only picks a new seed; the game itself is seeded and replayable.
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
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
