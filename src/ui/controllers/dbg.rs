//! The Adventures screen's state and commands, with no drawing (no egui): *My Little Pony:
//! Adventures in Equestria*, the deck-building game. The tab shown, the setup form, the
//! component library and its editor form, the tracked game with its cached [`TrackerView`], the
//! saved games.
//!
//! The rules live in `crate::dbg` (the [`Tracker`] and its `apply`); the database in
//! `crate::catalog`. [`AdventuresPanel::apply`] runs each [`AdventuresCommand`] after the frame
//! (database writes, file reads and the seeded setup happen there) and reports every outcome and
//! error to the user once, as a notice. Every step is saved at once under the game's name, so a
//! game resumes where it was; a save that fails is said once and tried again later, less and
//! less often ([`SaveBackoff`]), and deleting the saved game being played says that its steps
//! are no longer saved. `panels/dbg.rs` draws.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::catalog::{SavedDbgGame, UserDb};
use crate::dbg::{
    Action, Challenge, Component, ComponentKind, Components, CountRule, CubeColor, Location,
    PhaseView, PlayerCount, Pony, SetupOptions, Situations, Tracker, TrackerView, set_up,
};
use crate::ui::controllers::file_dialog::{FileChooser, PathRequest, PathSource};
use crate::ui::controllers::save_backoff::SaveBackoff;
// TODO(goldfish.rs belongs to the engine work now): take `fresh_seed` from the goldfish
// controller once the panel's re-export of it can go.
use crate::ui::notices::{NoticeLevel, Notices, Topic};
use crate::ui::panels::goldfish::fresh_seed;

/// The tabs of the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AdventuresTab {
    /// The tracker.
    #[default]
    Play,
    /// A new game, and saved games.
    Setup,
    /// The component library.
    Components,
}

impl AdventuresTab {
    /// Every tab, in the order shown.
    pub const ALL: [AdventuresTab; 3] = [
        AdventuresTab::Play,
        AdventuresTab::Setup,
        AdventuresTab::Components,
    ];

    /// The tab's label.
    pub fn label(self) -> &'static str {
        match self {
            AdventuresTab::Play => "Play",
            AdventuresTab::Setup => "Set up",
            AdventuresTab::Components => "Components",
        }
    }
}

/// The setup form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupForm {
    /// Players, 1 (solo) to 4.
    pub players: u8,
    /// Each player's chosen Pony (`None`: drawn at random).
    pub ponies: [Option<String>; 4],
    /// Situations: 0, 4 or 8.
    pub situations: u8,
    /// Extra Hurdles for difficulty.
    pub extra_hurdles: u8,
    /// The seed box (empty: a fresh seed).
    pub seed_text: String,
}

impl Default for SetupForm {
    fn default() -> Self {
        SetupForm {
            players: 1,
            ponies: Default::default(),
            situations: 0,
            extra_hurdles: 0,
            seed_text: String::new(),
        }
    }
}

/// The component editor's fields, as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentForm {
    /// What is edited.
    pub kind: ComponentKind,
    /// The name it had (`None` for a new one).
    pub replaces: Option<String>,
    /// Name.
    pub name: String,
    /// Level (Hurdles, Final Challenges).
    pub level: String,
    /// Cloud Limit, as printed.
    pub cloud_limit: String,
    /// Sugar Cubes required, as printed.
    pub cubes: String,
    /// Their colour.
    pub cube_color: Option<CubeColor>,
    /// Setback text.
    pub setback: String,
    /// Reward text.
    pub reward: String,
    /// Chaos text (Hurdles).
    pub chaos: String,
    /// Cloud Cover texts (Final Challenges).
    pub cloud_cover: [String; 2],
    /// Move cost (Locations).
    pub move_cost: String,
    /// The Town Square (Locations).
    pub town_square: bool,
    /// Tasks (Locations) or the Starting Side ability (Ponies).
    pub text: String,
    /// The tenth starting card (Ponies).
    pub tenth_card: String,
    /// The Flipped side ability (Ponies).
    pub flipped_ability: String,
    /// Notes.
    pub notes: String,
    /// What was wrong at the last save.
    pub problems: Vec<String>,
}

fn text_of(value: &Option<String>) -> String {
    value.clone().unwrap_or_default()
}

fn optional(text: &str) -> Option<String> {
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_string())
}

impl ComponentForm {
    /// An empty form for a new component.
    pub fn new(kind: ComponentKind) -> ComponentForm {
        ComponentForm {
            kind,
            replaces: None,
            name: String::new(),
            level: String::new(),
            cloud_limit: String::new(),
            cubes: String::new(),
            cube_color: None,
            setback: String::new(),
            reward: String::new(),
            chaos: String::new(),
            cloud_cover: Default::default(),
            move_cost: String::new(),
            town_square: false,
            text: String::new(),
            tenth_card: String::new(),
            flipped_ability: String::new(),
            notes: String::new(),
            problems: Vec::new(),
        }
    }

    /// The form of a component.
    pub fn of(component: &Component) -> ComponentForm {
        let mut form = ComponentForm::new(component.kind());
        form.replaces = Some(component.name().to_string());
        form.name = component.name().to_string();
        match component {
            Component::Hurdle(c) | Component::FinalChallenge(c) => {
                form.level = c.level.map(|l| l.to_string()).unwrap_or_default();
                form.cloud_limit = c.cloud_limit.map(|r| r.to_string()).unwrap_or_default();
                form.cubes = c.cubes.map(|r| r.to_string()).unwrap_or_default();
                form.cube_color = c.cube_color;
                form.setback = text_of(&c.setback);
                form.reward = text_of(&c.reward);
                form.chaos = text_of(&c.chaos);
                form.cloud_cover = [text_of(&c.cloud_cover[0]), text_of(&c.cloud_cover[1])];
                form.notes = text_of(&c.notes);
            }
            Component::Location(l) => {
                form.move_cost = l.move_cost.map(|c| c.to_string()).unwrap_or_default();
                form.town_square = l.town_square;
                form.text = text_of(&l.tasks);
                form.notes = text_of(&l.notes);
            }
            Component::Pony(p) => {
                form.tenth_card = p.tenth_card.clone();
                form.text = text_of(&p.ability);
                form.flipped_ability = text_of(&p.flipped_ability);
            }
        }
        form
    }

    /// The component the form describes, or every problem with it.
    pub fn component(&self) -> Result<Component, Vec<String>> {
        let mut problems = Vec::new();
        let mut rule = |text: &str, what: &str| {
            if text.trim().is_empty() {
                return None;
            }
            match CountRule::parse(text) {
                Ok(rule) => Some(rule),
                Err(e) => {
                    problems.push(format!("{what}: {e}"));
                    None
                }
            }
        };
        let component = match self.kind {
            ComponentKind::Hurdle | ComponentKind::FinalChallenge => {
                let cloud_limit = rule(&self.cloud_limit, "Cloud Limit");
                let cubes = rule(&self.cubes, "Sugar Cubes");
                let level = match self.level.trim() {
                    "" => None,
                    text => match text.parse::<u8>() {
                        Ok(level) => Some(level),
                        Err(_) => {
                            problems.push(format!("Level: '{text}' is not a number"));
                            None
                        }
                    },
                };
                let card = Challenge {
                    name: self.name.trim().to_string(),
                    level,
                    cloud_limit,
                    cubes,
                    cube_color: self.cube_color,
                    setback: optional(&self.setback),
                    reward: optional(&self.reward),
                    chaos: optional(&self.chaos),
                    cloud_cover: [
                        optional(&self.cloud_cover[0]),
                        optional(&self.cloud_cover[1]),
                    ],
                    notes: optional(&self.notes),
                };
                if self.kind == ComponentKind::Hurdle {
                    Component::Hurdle(Challenge {
                        cloud_cover: Default::default(),
                        ..card
                    })
                } else {
                    Component::FinalChallenge(Challenge {
                        chaos: None,
                        ..card
                    })
                }
            }
            ComponentKind::Location => {
                let move_cost = match self.move_cost.trim() {
                    "" => None,
                    text => match text.parse::<u32>() {
                        Ok(cost) => Some(cost),
                        Err(_) => {
                            problems.push(format!("Move cost: '{text}' is not a number"));
                            None
                        }
                    },
                };
                Component::Location(Location {
                    name: self.name.trim().to_string(),
                    move_cost,
                    town_square: self.town_square,
                    tasks: optional(&self.text),
                    notes: optional(&self.notes),
                })
            }
            ComponentKind::Pony => Component::Pony(Pony {
                name: self.name.trim().to_string(),
                tenth_card: self.tenth_card.trim().to_string(),
                ability: optional(&self.text),
                flipped_ability: optional(&self.flipped_ability),
            }),
        };
        problems.extend(component.problems());
        if problems.is_empty() {
            Ok(component)
        } else {
            Err(problems)
        }
    }
}

/// What a path from a file dialog (or the path box) is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AdventuresFile {
    /// A components file to import.
    Import,
    /// Where to export the components.
    Export,
}

impl AdventuresFile {
    /// The command that uses a path for this.
    pub fn command(self, path: PathBuf) -> AdventuresCommand {
        match self {
            AdventuresFile::Import => AdventuresCommand::ImportPath(path),
            AdventuresFile::Export => AdventuresCommand::ExportPath(path),
        }
    }
}

/// Where a game's numbers come from, for a player trying the tracker for the first time: no
/// sample set is shipped because no source gives the cards' numbers (`assets/dbg/SOURCES.md`).
pub const WHERE_NUMBERS_COME_FROM: &str = "Where the numbers come from: no public card list of \
    Adventures in Equestria exists and its rulebook prints no Cloud Limit, so ponydeck ships no \
    sample Hurdles it could vouch for. Copy the numbers from your own cards: a Hurdle's or Final \
    Challenge's Cloud Limit is in the gray Cloud at its upper left, usually with more added \
    (enter it as printed, for example \"2 per player +1\"), and its Sugar Cubes required are \
    printed on it too. Enter one Hurdle of each level and a Final Challenge on the Components \
    tab (Add a Hurdle), or import a components file (docs/dbg.md shows one).";

/// Where the path box is, for the sentence shown when no file dialog opened.
const PATH_BOX_HINT: &str =
    "type the path in the box under 'Import…' and 'Export…' and press 'Use path'";

/// What the Adventures screen asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum AdventuresCommand {
    /// Show a tab.
    ShowTab(AdventuresTab),
    /// The setup form changed.
    SetSetup(SetupForm),
    /// Draw a game from the setup form and start tracking it.
    SetUp,
    /// A bookkeeping step.
    Step(Action),
    /// Undo the last step.
    Undo,
    /// Redo the last undone step.
    Redo,
    /// Continue a saved game.
    Resume(String),
    /// Delete a saved game.
    DeleteSaved(String),
    /// List the components of a kind.
    ShowKind(ComponentKind),
    /// Open the editor on a component (`None`: a new one of the kind shown).
    Edit(Option<String>),
    /// The editor's fields changed.
    SetForm(Box<ComponentForm>),
    /// Save the editor's component.
    SaveForm,
    /// Close the editor.
    CancelForm,
    /// Remove a component.
    Remove(ComponentKind, String),
    /// Put a shipped component back as the rulebook names it.
    Reset(ComponentKind, String),
    /// Open the file dialog to import components.
    PickImport,
    /// Import components from a file.
    ImportPath(PathBuf),
    /// Open the file dialog to export the components.
    PickExport,
    /// Export the components to a file.
    ExportPath(PathBuf),
    /// Close the path box.
    ClosePathBox,
    /// Try again to save the game whose last save failed (the panel sends it when
    /// [`AdventuresPanel::save_retry_due`]).
    RetrySave,
}

/// The Adventures screen's state.
pub struct AdventuresPanel {
    pub(crate) tab: AdventuresTab,
    pub(crate) shipped: Components,
    pub(crate) components: Components,
    pub(crate) setup: SetupForm,
    pub(crate) kind: ComponentKind,
    pub(crate) form: Option<ComponentForm>,
    pub(crate) tracker: Option<Tracker>,
    pub(crate) view: Option<TrackerView>,
    pub(crate) game_name: Option<String>,
    pub(crate) saved: Vec<SavedDbgGame>,
    pub(crate) last_step: Vec<String>,
    /// The file dialogs, and the path box when one gave no path.
    pub(crate) files: FileChooser<AdventuresFile>,
    /// Steps of the game not in the database yet (its last save failed).
    pub(crate) unsaved: bool,
    /// When to try a failed save again.
    pub(crate) save_backoff: SaveBackoff,
}

impl AdventuresPanel {
    /// The screen over the user's database (components and saved games), or over the shipped
    /// components only.
    pub fn new(db: Option<&UserDb>, notices: &mut Notices) -> AdventuresPanel {
        let shipped = match Components::shipped() {
            Ok(shipped) => shipped,
            Err(e) => {
                notices.push(
                    NoticeLevel::Error,
                    format!("The Adventures components shipped with ponydeck do not read ({e}); reinstall ponydeck."),
                );
                Components::default()
            }
        };
        let mut panel = AdventuresPanel {
            tab: AdventuresTab::Play,
            components: shipped.clone(),
            shipped,
            setup: SetupForm::default(),
            kind: ComponentKind::Hurdle,
            form: None,
            tracker: None,
            view: None,
            game_name: None,
            saved: Vec::new(),
            last_step: Vec::new(),
            files: FileChooser::default(),
            unsaved: false,
            save_backoff: SaveBackoff::default(),
        };
        panel.reload(db, notices);
        panel
    }

    /// The tab shown.
    pub fn tab(&self) -> AdventuresTab {
        self.tab
    }

    /// The components games are set up from.
    pub fn components(&self) -> &Components {
        &self.components
    }

    /// The game tracked.
    pub fn tracker(&self) -> Option<&Tracker> {
        self.tracker.as_ref()
    }

    /// The cached view of the game.
    pub fn view(&self) -> Option<&TrackerView> {
        self.view.as_ref()
    }

    /// The name the game is saved under (`None` once its saved game was deleted).
    pub fn game_name(&self) -> Option<&str> {
        self.game_name.as_deref()
    }

    /// Whether the game has steps its saved game lacks (the last save failed; it is tried
    /// again).
    pub fn has_unsaved_steps(&self) -> bool {
        self.unsaved
    }

    /// Whether a failed save is to be tried again at `now`.
    pub fn save_retry_due(&self, now: Instant) -> bool {
        self.unsaved && self.game_name.is_some() && self.save_backoff.due(now)
    }

    /// How long until a failed save is tried again, while one is waiting.
    pub fn save_retry_wait(&self, now: Instant) -> Option<Duration> {
        if self.unsaved && self.game_name.is_some() {
            self.save_backoff.wait(now)
        } else {
            None
        }
    }

    /// The saved games, newest first.
    pub fn saved(&self) -> &[SavedDbgGame] {
        &self.saved
    }

    /// The setup form.
    pub fn setup_form(&self) -> &SetupForm {
        &self.setup
    }

    /// The component editor, when open.
    pub fn form(&self) -> Option<&ComponentForm> {
        self.form.as_ref()
    }

    /// Whether Enter ends the turn now: a game is shown and no attempt is open.
    pub fn ends_turn_on_enter(&self) -> bool {
        self.tab == AdventuresTab::Play
            && self
                .view
                .as_ref()
                .is_some_and(|v| matches!(v.phase, PhaseView::Main | PhaseView::End))
    }

    fn reload(&mut self, db: Option<&UserDb>, notices: &mut Notices) {
        let Some(db) = db else { return };
        match db.dbg_components() {
            Ok(components) => self.components = components,
            Err(e) => notices.push(
                NoticeLevel::Error,
                format!(
                    "Your Adventures components could not be read: {e}. The list shown may be \
                     out of date."
                ),
            ),
        }
        self.read_saved(db, notices);
    }

    /// Reads the list of saved games, or keeps the old one and says why not.
    fn read_saved(&mut self, db: &UserDb, notices: &mut Notices) {
        match db.dbg_games() {
            Ok(saved) => self.saved = saved,
            Err(e) => notices.push(
                NoticeLevel::Error,
                format!("The saved Adventures games could not be listed: {e}."),
            ),
        }
    }

    fn refresh(&mut self) {
        self.view = self.tracker.as_ref().map(Tracker::view);
    }

    /// Saves the game under its name after a step; while saves fail, the step waits for the
    /// next try ([`AdventuresCommand::RetrySave`]) instead.
    fn autosave(&mut self, db: Option<&mut UserDb>, notices: &mut Notices) {
        if self.game_name.is_none() || db.is_none() {
            return;
        }
        self.unsaved = true;
        if !self.save_backoff.is_failing() {
            self.save_now(db, notices, Instant::now());
        }
    }

    /// Saves the game now. A failure is said once per run of failures, with when it is tried
    /// again; the save that ends the run says so.
    fn save_now(&mut self, db: Option<&mut UserDb>, notices: &mut Notices, now: Instant) {
        let (Some(db), Some(tracker), Some(name)) = (db, &self.tracker, &self.game_name) else {
            return;
        };
        match db.save_dbg_game(name, tracker) {
            Ok(()) => {
                self.unsaved = false;
                if self.save_backoff.succeeded() {
                    notices.push(
                        NoticeLevel::Info,
                        format!("The game '{name}' is saved again, with every step."),
                    );
                }
                self.read_saved(db, notices);
            }
            Err(e) => {
                if self.save_backoff.failed(now) {
                    notices.push(
                        NoticeLevel::Error,
                        format!(
                            "The game '{name}' could not be saved: {e}. Its steps are kept in \
                             this window and ponydeck tries again in a moment, then less often; \
                             keep the window open until it says the game is saved again."
                        ),
                    );
                }
            }
        }
    }

    /// Saves steps not saved yet, if any (at exit): one more try, said only if it is the first
    /// failure.
    pub fn flush(&mut self, db: Option<&mut UserDb>, notices: &mut Notices) {
        if self.unsaved {
            self.save_now(db, notices, Instant::now());
        }
    }

    /// Before another game takes the Play tab: one more try for steps not saved yet (said when
    /// it fails too), then the new game starts with no failures behind it.
    fn leave_game(&mut self, db: Option<&mut UserDb>, notices: &mut Notices) {
        if self.unsaved
            && let (Some(db), Some(tracker), Some(name)) = (db, &self.tracker, &self.game_name)
            && let Err(e) = db.save_dbg_game(name, tracker)
        {
            notices.push(
                NoticeLevel::Error,
                format!(
                    "The last steps of the game '{name}' could not be saved ({e}); its saved \
                     game is as it was before them."
                ),
            );
        }
        self.unsaved = false;
        self.save_backoff = SaveBackoff::default();
    }

    /// A name no saved game has: `Solo (Rarity), seed 42`, then `… (2)`.
    fn unused_name(&self, tracker: &Tracker) -> String {
        let view = tracker.view();
        let table = if view.players == 1 {
            "Solo".to_string()
        } else {
            format!("{} players", view.players)
        };
        let ponies: Vec<&str> = view.team.iter().filter_map(|p| p.pony.as_deref()).collect();
        let seed = view.setup_seed.unwrap_or(view.seed);
        let base = if ponies.is_empty() {
            format!("{table}, seed {seed}")
        } else {
            format!("{table} ({}), seed {seed}", ponies.join(", "))
        };
        let taken = |name: &str| self.saved.iter().any(|s| s.name.eq_ignore_ascii_case(name));
        let mut name = base.clone();
        let mut n = 2;
        while taken(&name) {
            name = format!("{base} ({n})");
            n += 1;
        }
        name
    }

    /// Applies one command: setup draws, database writes and file reads happen here.
    pub fn apply(
        &mut self,
        mut db: Option<&mut UserDb>,
        notices: &mut Notices,
        command: AdventuresCommand,
    ) {
        match command {
            AdventuresCommand::ShowTab(tab) => self.tab = tab,
            AdventuresCommand::SetSetup(form) => self.setup = form,
            AdventuresCommand::SetUp => self.start_game(db, notices),
            AdventuresCommand::Step(action) => {
                let Some(tracker) = &mut self.tracker else {
                    return;
                };
                match tracker.apply(action) {
                    Ok(events) => {
                        notices.settled(Topic::AdventuresMove);
                        self.last_step = events.iter().map(ToString::to_string).collect();
                        self.autosave(db, notices);
                    }
                    Err(e) => notices.push_about(
                        Topic::AdventuresMove,
                        NoticeLevel::Warning,
                        format!("Not allowed: {e}."),
                    ),
                }
            }
            AdventuresCommand::Undo | AdventuresCommand::Redo => {
                let Some(tracker) = &mut self.tracker else {
                    return;
                };
                let result = if command == AdventuresCommand::Undo {
                    tracker.undo()
                } else {
                    tracker.redo()
                };
                match result {
                    Ok(_) => {
                        self.last_step.clear();
                        self.autosave(db, notices);
                    }
                    Err(e) => notices.push(NoticeLevel::Info, format!("{e}.")),
                }
            }
            AdventuresCommand::Resume(name) => {
                let Some(db) = db else { return };
                match db.dbg_game(&name) {
                    Ok(tracker) => {
                        self.leave_game(Some(&mut *db), notices);
                        notices.settled(Topic::AdventuresGame);
                        notices.settled(Topic::AdventuresMove);
                        self.tracker = Some(tracker);
                        self.game_name = Some(name);
                        self.last_step.clear();
                        self.tab = AdventuresTab::Play;
                    }
                    Err(e) => notices.push_about(
                        Topic::AdventuresGame,
                        NoticeLevel::Error,
                        format!("The game '{name}' could not be resumed: {e}."),
                    ),
                }
            }
            AdventuresCommand::DeleteSaved(name) => {
                let Some(db) = db else { return };
                if let Err(e) = db.delete_dbg_game(&name) {
                    notices.push(
                        NoticeLevel::Error,
                        format!("The game '{name}' was not deleted: {e}."),
                    );
                    return;
                }
                if self
                    .game_name
                    .as_deref()
                    .is_some_and(|n| n.trim().eq_ignore_ascii_case(name.trim()))
                {
                    // The game stays on the Play tab; nothing saves it any more, and the player
                    // is told once, now.
                    self.game_name = None;
                    self.unsaved = false;
                    self.save_backoff = SaveBackoff::default();
                    notices.push(
                        NoticeLevel::Warning,
                        format!(
                            "You deleted the saved game '{name}', the game on the Play tab: it \
                             stays there, but its steps are no longer saved. Set up or resume a \
                             game to play a saved one."
                        ),
                    );
                }
                self.reload(Some(db), notices);
            }
            AdventuresCommand::ShowKind(kind) => {
                self.kind = kind;
                self.form = None;
            }
            AdventuresCommand::Edit(name) => {
                self.form = match name {
                    None => Some(ComponentForm::new(self.kind)),
                    Some(name) => self
                        .components
                        .find(self.kind, &name)
                        .map(|c| ComponentForm::of(&c)),
                };
            }
            AdventuresCommand::SetForm(form) => self.form = Some(*form),
            AdventuresCommand::CancelForm => self.form = None,
            AdventuresCommand::SaveForm => {
                let Some(form) = &mut self.form else { return };
                let component = match form.component() {
                    Ok(c) => c,
                    Err(problems) => {
                        form.problems = problems;
                        return;
                    }
                };
                let taken = self
                    .components
                    .find(component.kind(), component.name())
                    .is_some();
                let renamed_or_new = form
                    .replaces
                    .as_deref()
                    .is_none_or(|old| !old.trim().eq_ignore_ascii_case(component.name()));
                if taken && renamed_or_new {
                    form.problems = vec![format!(
                        "a {} named '{}' is already entered; choose another name or edit that one",
                        component.kind().name(),
                        component.name()
                    )];
                    return;
                }
                let replaces = form.replaces.clone();
                match db.as_deref_mut() {
                    Some(db) => {
                        if let Err(e) = db.save_dbg_component(replaces.as_deref(), &component) {
                            notices.push(
                                NoticeLevel::Error,
                                format!(
                                    "The {} {} was not saved: {e}.",
                                    component.kind().name(),
                                    component.name()
                                ),
                            );
                            return;
                        }
                        self.reload(Some(db), notices);
                    }
                    None => {
                        if let Some(old) = &replaces {
                            self.components.remove(component.kind(), old);
                        }
                        self.components.put(component.clone());
                        self.components = std::mem::take(&mut self.components).normalized();
                    }
                }
                notices.push(
                    NoticeLevel::Info,
                    format!(
                        "Saved the {} {}.",
                        component.kind().name(),
                        component.name()
                    ),
                );
                self.form = None;
            }
            AdventuresCommand::Remove(kind, name) => {
                match db.as_deref_mut() {
                    Some(db) => {
                        if let Err(e) = db.remove_dbg_component(kind, &name) {
                            notices.push(
                                NoticeLevel::Error,
                                format!("The {} {name} was not removed: {e}.", kind.name()),
                            );
                            return;
                        }
                        self.reload(Some(db), notices);
                    }
                    None => self.components.remove(kind, &name),
                }
                self.form = None;
            }
            AdventuresCommand::Reset(kind, name) => {
                match db.as_deref_mut() {
                    Some(db) => {
                        if let Err(e) = db.reset_dbg_component(kind, &name) {
                            notices.push(
                                NoticeLevel::Error,
                                format!("The {} {name} was not put back: {e}.", kind.name()),
                            );
                            return;
                        }
                        self.reload(Some(db), notices);
                    }
                    None => {
                        if let Some(shipped) = self.shipped.find(kind, &name) {
                            self.components.put(shipped);
                            self.components = std::mem::take(&mut self.components).normalized();
                        }
                    }
                }
                self.form = None;
            }
            AdventuresCommand::PickImport => {
                let request = PathRequest::open_file("Import Adventures components")
                    .with_filter("JSON", &["json"]);
                let purpose = AdventuresFile::Import;
                if let Some(path) = self.files.choose(purpose, request, PATH_BOX_HINT, notices) {
                    self.import(db, &path, notices);
                }
            }
            AdventuresCommand::ImportPath(path) => {
                if self.import(db, &path, notices) {
                    self.files.close(notices);
                }
            }
            AdventuresCommand::PickExport => {
                let request = PathRequest::save_file(
                    "Export Adventures components",
                    "adventures-components.json",
                )
                .with_filter("JSON", &["json"]);
                let purpose = AdventuresFile::Export;
                if let Some(path) = self.files.choose(purpose, request, PATH_BOX_HINT, notices) {
                    self.export(&path, notices);
                }
            }
            AdventuresCommand::ExportPath(path) => {
                if self.export(&path, notices) {
                    self.files.close(notices);
                }
            }
            AdventuresCommand::ClosePathBox => self.files.close(notices),
            AdventuresCommand::RetrySave => {
                if self.unsaved {
                    self.save_now(db, notices, Instant::now());
                }
            }
        }
        self.refresh();
    }

    fn start_game(&mut self, mut db: Option<&mut UserDb>, notices: &mut Notices) {
        let players = match PlayerCount::new(self.setup.players) {
            Ok(p) => p,
            Err(e) => {
                notices.push_about(
                    Topic::AdventuresGame,
                    NoticeLevel::Error,
                    format!("No game: {e}."),
                );
                return;
            }
        };
        let situations = match Situations::try_from(self.setup.situations) {
            Ok(s) => s,
            Err(e) => {
                notices.push_about(
                    Topic::AdventuresGame,
                    NoticeLevel::Error,
                    format!("No game: {e}."),
                );
                return;
            }
        };
        let seed = match self.setup.seed_text.trim() {
            "" => fresh_seed(),
            text => match text.parse() {
                Ok(seed) => seed,
                Err(_) => {
                    let seed = fresh_seed();
                    notices.push(
                        NoticeLevel::Warning,
                        format!(
                            "The seed '{text}' is not a whole number from 0 to {}: the game is \
                             set up with the fresh seed {seed} instead.",
                            u64::MAX
                        ),
                    );
                    seed
                }
            },
        };
        let options = SetupOptions {
            players,
            ponies: self.setup.ponies[..usize::from(players.seated())].to_vec(),
            situations,
            extra_hurdles: self.setup.extra_hurdles,
            seed,
        };
        let game = match set_up(&self.components, &options) {
            Ok(game) => game,
            Err(e) => {
                notices.push_about(
                    Topic::AdventuresGame,
                    NoticeLevel::Error,
                    format!("No game: {e}."),
                );
                return;
            }
        };
        match Tracker::new(game, players, seed) {
            Ok(tracker) => {
                self.leave_game(db.as_deref_mut(), notices);
                notices.settled(Topic::AdventuresGame);
                notices.settled(Topic::AdventuresMove);
                // The seed box keeps what the player typed: empty draws afresh next time, a
                // typed seed sets the same game up again.
                self.game_name = Some(self.unused_name(&tracker));
                self.tracker = Some(tracker);
                self.last_step.clear();
                self.tab = AdventuresTab::Play;
                self.autosave(db, notices);
            }
            Err(e) => notices.push_about(
                Topic::AdventuresGame,
                NoticeLevel::Error,
                format!("No game: {}.", e.lines("the setup").join("; ")),
            ),
        }
    }

    /// Imports a components file: whether anything could be read and written (else a notice says
    /// why).
    fn import(
        &mut self,
        db: Option<&mut UserDb>,
        path: &std::path::Path,
        notices: &mut Notices,
    ) -> bool {
        let file = path.display().to_string();
        let text = match read_components_file(path, &file) {
            Ok(text) => text,
            Err(problem) => {
                notices.push_about(Topic::AdventuresImport, NoticeLevel::Error, problem);
                return false;
            }
        };
        let imported = match Components::from_json(&text) {
            Ok(imported) => imported,
            Err(e) => {
                let lines = e.lines(&file);
                let shown = lines.iter().take(3).cloned().collect::<Vec<_>>().join(" ");
                let more = lines.len().saturating_sub(3);
                let more = if more > 0 {
                    format!(" ({more} more problems)")
                } else {
                    String::new()
                };
                notices.push_about(
                    Topic::AdventuresImport,
                    NoticeLevel::Error,
                    format!("Nothing imported: {shown}{more}"),
                );
                return false;
            }
        };
        let edits = self.components.edits_to_import(&imported);
        match db {
            Some(db) => {
                if let Err(e) = db.import_dbg_components(&edits) {
                    notices.push_about(
                        Topic::AdventuresImport,
                        NoticeLevel::Error,
                        format!("Nothing imported: {e}."),
                    );
                    return false;
                }
                self.reload(Some(db), notices);
            }
            None => {
                let edited = std::mem::take(&mut self.components).with_edits(&edits);
                self.components = edited;
            }
        }
        notices.settled(Topic::AdventuresImport);
        notices.push(
            NoticeLevel::Info,
            format!(
                "Imported {file}: {} components changed; now {}.",
                edits.len(),
                self.components.summary()
            ),
        );
        true
    }

    /// Writes the components to a file: whether it was written (else a notice says why).
    fn export(&self, path: &std::path::Path, notices: &mut Notices) -> bool {
        super::write_file_told(
            path,
            self.components.to_json().as_bytes(),
            || format!("The components are written to {}.", path.display()),
            notices,
        )
    }

    /// Answers the file dialogs from `source` from now on (tests answer for the dialog).
    pub fn set_path_source(&mut self, source: Box<dyn PathSource>) {
        self.files.set_source(source);
    }

    /// What the open path box is for, when a file dialog gave no path.
    pub fn path_box(&self) -> Option<AdventuresFile> {
        self.files.waiting().map(|(purpose, _)| *purpose)
    }
}

/// A components file of at most [`MAX_DBG_FILE_BYTES`](crate::limits::MAX_DBG_FILE_BYTES), as
/// UTF-8 text; else the sentence for the notice (a bad byte is placed by line and byte).
fn read_components_file(path: &std::path::Path, file: &str) -> Result<String, String> {
    use std::io::Read as _;
    let max = crate::limits::MAX_DBG_FILE_BYTES;
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(max.saturating_add(1)).read_to_end(&mut bytes))
        .map_err(|e| format!("Could not read {file}: {e}. Check the path and try again."))?;
    if bytes.len() as u64 > max {
        return Err(format!(
            "Nothing imported: {file} is larger than {} MiB, more than ponydeck reads for \
             components. Is it the right file?",
            max / (1024 * 1024)
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let place = crate::limits::utf8_error_place(e.as_bytes(), e.utf8_error().valid_up_to());
        format!("Nothing imported: {file} is not UTF-8 text ({place} is not). Save it as UTF-8.")
    })
}

/// What setup needs, line by line: for each level, how many Hurdles can be drawn.
pub fn readiness(components: &Components) -> Vec<String> {
    let mut lines = Vec::new();
    for level in 1..=3u8 {
        let of_level: Vec<&Challenge> = components
            .hurdles
            .iter()
            .filter(|h| h.level == Some(level))
            .collect();
        let ready = of_level.iter().filter(|h| h.is_playable()).count();
        lines.push(format!(
            "Level {level} Hurdles ready to draw: {ready} of {} entered{}",
            of_level.len(),
            if ready == 0 {
                " — enter one with its Cloud Limit and Sugar Cubes (Components tab)"
            } else {
                ""
            }
        ));
    }
    let finals = components
        .final_challenges
        .iter()
        .filter(|f| f.is_playable())
        .count();
    lines.push(format!(
        "Final Challenges ready to draw: {finals} of {} entered{}",
        components.final_challenges.len(),
        if finals == 0 {
            " — enter one with its Cloud Limit and Sugar Cubes (Components tab)"
        } else {
            ""
        }
    ));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_form_reads_back_the_component_it_was_made_from() {
        let shipped = Components::shipped().unwrap();
        for kind in ComponentKind::ALL {
            for component in shipped.of_kind(kind) {
                assert_eq!(ComponentForm::of(&component).component(), Ok(component));
            }
        }
    }

    #[test]
    fn a_form_with_bad_numbers_lists_every_problem() {
        let mut form = ComponentForm::new(ComponentKind::Hurdle);
        form.name = "Test".into();
        form.level = "4".into();
        form.cloud_limit = "lots".into();
        let problems = form.component().unwrap_err();
        assert!(
            problems
                .iter()
                .any(|p| p.starts_with("Cloud Limit: 'lots'")),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p.contains("level 4")),
            "{problems:?}"
        );
    }
}
