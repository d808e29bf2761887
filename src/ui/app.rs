//! The application: its state, the commands the UI sends, and the frame. Input becomes
//! [`AppCommand`]s during a frame; [`PonydeckApp::apply`] runs them once after it, so searching,
//! validation, file I/O and game actions never run while widgets are being laid out.

use std::path::PathBuf;
use std::sync::Arc;

use crate::card::{CardId, CardIndex, Game};
use crate::catalog::UserDb;
use crate::sim::PlayerKind;
use crate::ui::card_images::CardImages;
use crate::ui::controllers::file_dialog::{FileChooser, PathRequest, PathSource};
use crate::ui::controllers::goldfish::RivalSource;
use crate::ui::notices::{NoticeLevel, Notices, Topic};
use crate::ui::panels::catalog::{CatalogCommand, CatalogPanel};
use crate::ui::panels::collection::{CollectionCommand, CollectionPanel};
use crate::ui::panels::dbg::{AdventuresCommand, AdventuresPanel};
use crate::ui::panels::decks::{DeckCommand, DecksPanel};
use crate::ui::panels::goldfish::{GoldfishCommand, GoldfishPanel};
use crate::ui::panels::matchup::{MatchupCommand, MatchupPanel};
use crate::ui::panels::practice::{PracticeCommand, PracticePanel};
use crate::ui::panels::tune::{PoolChoice, TuneCommand, TunePanel};
use crate::ui::settings::{RememberedRival, Screen, Settings, ThemeChoice};
use crate::ui::widgets::path_field::{PathFieldAction, path_field_ui};

/// What the user asked for during a frame; applied once after it.
#[derive(Debug, Clone, PartialEq)]
pub enum AppCommand {
    /// Show a screen.
    Show(Screen),
    /// Switch the colour theme.
    SetTheme(ThemeChoice),
    /// Show or hide the keyboard-shortcut overlay.
    ToggleHelp,
    /// Choose the rules version, for the whole app (validation and the goldfish table).
    SetRules(crate::format::RulesVersion),
    /// A catalog-screen command.
    Catalog(CatalogCommand),
    /// Add one copy of a card to the game's open deck.
    AddToDeck(Game, CardId),
    /// Own one copy more (or fewer, with a negative step) of a printing of a game.
    AdjustOwned(Game, CardId, i64),
    /// A deck-screen command.
    Deck(DeckCommand),
    /// Open the goldfish table with a saved deck.
    GoldfishDeck(String),
    /// A goldfish-screen command.
    Goldfish(GoldfishCommand),
    /// Seat a rival on the goldfish table: a starter or a saved deck (read here), played by
    /// this opponent.
    SeatRival(RivalSource, PlayerKind),
    /// A Matchups-view command.
    Matchup(MatchupCommand),
    /// Run a matchup of the decks ticked in the Matchups view (read here).
    RunMatchup,
    /// An "Improve this deck" command.
    Tune(TuneCommand),
    /// Search for better swaps for the open deck, against the field ticked, from the pool
    /// chosen (read here).
    RunTune,
    /// Apply the first N swaps of the answer to the open deck as a new version.
    ApplyTune(usize),
    /// Open the folder picker for card images.
    PickImageFolder,
    /// Read card images from this folder (or stop using one).
    SetImageFolder(Option<PathBuf>),
    /// Close the box for typing the image folder's path.
    CloseImagePath,
    /// Remove a notice.
    DismissNotice(u64),
    /// A collection-screen command.
    Collection(CollectionCommand),
    /// An Adventures-screen command (the deck-building game's tracker).
    Adventures(AdventuresCommand),
    /// Switch the game the card screens show.
    SetGame(Game),
    /// A command of a game's opening-hand practice table (the games the engine does not play).
    Practice(Game, PracticeCommand),
}

/// One game's catalog, deck and collection screens, over its cards.
struct GameScreens {
    cards: Arc<CardIndex>,
    catalog: CatalogPanel,
    decks: DecksPanel,
    collection: CollectionPanel,
}

impl GameScreens {
    /// The screens of a game, its collection read from the user database when there is one
    /// (a read error is shown once, by the collection panel).
    fn new(
        cards: Arc<CardIndex>,
        settings: &Settings,
        mut db: Option<&mut UserDb>,
        notices: &mut Notices,
    ) -> GameScreens {
        let mut catalog = CatalogPanel::new(&cards, settings.catalog_sort, settings.catalog_view);
        let mut decks = DecksPanel::new(&cards, db.as_deref());
        decks.reopen_last(&cards, db.as_deref_mut(), notices);
        let collection = CollectionPanel::new(&cards, db.as_deref(), notices);
        catalog.set_collection(&cards, collection.collection().clone());
        GameScreens {
            cards,
            catalog,
            decks,
            collection,
        }
    }

    /// Applies a deck command; when the open deck's cards changed, every "N in 'deck'" of the
    /// collection counts it as it is now (not as last saved).
    fn apply_deck(&mut self, db: Option<&mut UserDb>, notices: &mut Notices, command: DeckCommand) {
        let mut db = db;
        let before = self.decks.open_deck().map(|o| o.deck.clone());
        self.decks
            .apply(&self.cards, db.as_deref_mut(), notices, command);
        if self.decks.open_deck().map(|o| &o.deck) != before.as_ref() {
            self.apply_collection(db, notices, CollectionCommand::DeckEdited);
        }
    }

    /// Applies a collection command and keeps the catalog's "Owned" filter and counts in step.
    fn apply_collection(
        &mut self,
        db: Option<&mut UserDb>,
        notices: &mut Notices,
        command: CollectionCommand,
    ) {
        let before = Arc::clone(self.collection.owned_view());
        let open = self.decks.open_deck().map(|o| (o.name.as_str(), &o.deck));
        self.collection
            .apply(&self.cards, db, open, notices, command);
        if !Arc::ptr_eq(&before, self.collection.owned_view()) {
            self.catalog
                .set_collection(&self.cards, self.collection.collection().clone());
        }
    }
}

/// A game's screens among the app's (the catalog's own game's for a game it lacks), borrowed
/// apart from the app's other fields.
fn screens_in<'a>(
    home: &'a mut GameScreens,
    others: &'a mut [GameScreens],
    game: Game,
) -> &'a mut GameScreens {
    match others.iter_mut().find(|s| s.cards.game() == game) {
        Some(screens) => screens,
        None => home,
    }
}

/// The ponydeck window.
pub struct PonydeckApp {
    index: Arc<CardIndex>,
    settings: Settings,
    /// The catalog's own game's catalog, deck and collection screens (Kayou's: the goldfish
    /// table, matchups and tuning read its decks).
    home: GameScreens,
    /// The other games' catalog, deck and collection screens.
    others: Vec<GameScreens>,
    goldfish: GoldfishPanel,
    matchup: MatchupPanel,
    tune: TunePanel,
    adventures: AdventuresPanel,
    practice: PracticePanel,
    db: Option<UserDb>,
    images: CardImages,
    notices: Notices,
    show_help: bool,
    /// The card-image folder's dialog, and its path box when the dialog gave no folder.
    image_folder: FileChooser<()>,
    commands: Vec<AppCommand>,
    applied_theme: Option<ThemeChoice>,
}

impl PonydeckApp {
    /// The app over a loaded catalog with default settings.
    pub fn new(index: CardIndex) -> PonydeckApp {
        PonydeckApp::with_settings(index, Settings::default())
    }

    /// The app over a loaded catalog with remembered settings and no user database (decks
    /// live in memory only).
    pub fn with_settings(index: CardIndex, settings: Settings) -> PonydeckApp {
        PonydeckApp::with_user_db(index, settings, None)
    }

    /// The app over a loaded catalog, remembered settings and the user's database (Kayou only).
    pub fn with_user_db(index: CardIndex, settings: Settings, db: Option<UserDb>) -> PonydeckApp {
        PonydeckApp::with_games(index, Vec::new(), settings, db)
    }

    /// The app over a loaded catalog with the other games' cards (Lorcana, Palworld), remembered
    /// settings and the user's database.
    pub fn with_games(
        index: CardIndex,
        games: Vec<CardIndex>,
        settings: Settings,
        db: Option<UserDb>,
    ) -> PonydeckApp {
        let index = Arc::new(index);
        let mut db = db;
        let mut notices = Notices::default();
        let mut images = CardImages::new();
        images.set_folder(settings.image_folder.clone());
        // The collections are read once, here; a read error is shown once, by its panel.
        let home = GameScreens::new(Arc::clone(&index), &settings, db.as_mut(), &mut notices);
        let adventures = AdventuresPanel::new(db.as_ref(), &mut notices);
        let games: Vec<Arc<CardIndex>> = games.into_iter().map(Arc::new).collect();
        let practice = PracticePanel::new(&games);
        let others = games
            .into_iter()
            .map(|cards| GameScreens::new(cards, &settings, db.as_mut(), &mut notices))
            .collect();
        let mut app = PonydeckApp {
            index,
            settings,
            home,
            others,
            goldfish: GoldfishPanel::new(),
            matchup: MatchupPanel::new(),
            tune: TunePanel::new(),
            adventures,
            practice,
            db,
            images,
            notices,
            show_help: false,
            image_folder: FileChooser::default(),
            commands: Vec::new(),
            applied_theme: None,
        };
        let rules = app.settings.rules;
        app.apply(AppCommand::SetRules(rules));
        let remembered = TuneCommand::Remembered {
            field: app.settings.tune_field.clone(),
            lists: app.settings.tune_fields.clone(),
        };
        app.tune.apply(&app.index, &mut app.notices, remembered);
        let pace = app.settings.goldfish_pace;
        app.goldfish
            .apply(&app.index, &mut app.notices, GoldfishCommand::SetPace(pace));
        app.reseat_remembered_rival();
        app
    }

    /// The catalog the app shows.
    pub fn index(&self) -> &CardIndex {
        &self.index
    }

    /// A game's catalog and collection screens (the catalog's own game's for a game it lacks).
    fn screens(&self, game: Game) -> &GameScreens {
        self.others
            .iter()
            .find(|s| s.cards.game() == game)
            .unwrap_or(&self.home)
    }

    /// A game's screens, to change.
    fn screens_mut(&mut self, game: Game) -> &mut GameScreens {
        screens_in(&mut self.home, &mut self.others, game)
    }

    /// Every game's screens.
    fn all_screens_mut(&mut self) -> impl Iterator<Item = &mut GameScreens> {
        std::iter::once(&mut self.home).chain(self.others.iter_mut())
    }

    /// Applies a collection command to a game's collection screen.
    fn apply_collection(&mut self, game: Game, command: CollectionCommand) {
        let screens = screens_in(&mut self.home, &mut self.others, game);
        screens.apply_collection(self.db.as_mut(), &mut self.notices, command);
    }

    /// Applies a deck command to a game's deck screen.
    fn apply_deck(&mut self, game: Game, command: DeckCommand) {
        let screens = screens_in(&mut self.home, &mut self.others, game);
        screens.apply_deck(self.db.as_mut(), &mut self.notices, command);
    }

    /// The catalog screen's state, of the game shown.
    pub fn catalog(&self) -> &CatalogPanel {
        &self.screens(self.settings.game).catalog
    }

    /// The deck screen's state, of the game shown.
    pub fn decks(&self) -> &DecksPanel {
        &self.screens(self.settings.game).decks
    }

    /// The goldfish screen's state.
    pub fn goldfish(&self) -> &GoldfishPanel {
        &self.goldfish
    }

    /// The Matchups view's state.
    pub fn matchup(&self) -> &MatchupPanel {
        &self.matchup
    }

    /// The "Improve this deck" view's state.
    pub fn tune(&self) -> &TunePanel {
        &self.tune
    }

    /// A rival or matchup deck by where it comes from: a starter, or a saved deck read from the
    /// library (a sentence for the user when it cannot be read).
    fn read_deck(&self, source: &RivalSource) -> Result<(String, crate::deck::Deck), String> {
        match source {
            RivalSource::Starter(code) => crate::deck::starter(code)
                .map(|s| (s.deck.name.clone().unwrap_or(s.code), s.deck))
                .ok_or_else(|| format!("There is no starter deck '{code}'.")),
            RivalSource::Saved(name) => match self.db.as_ref() {
                None => Err(format!(
                    "The deck '{name}' cannot be read: this session has no deck library."
                )),
                Some(db) => db
                    .load_deck(self.index.game(), name, None)
                    // Named apart from a starter of the same name (the table's rows).
                    .map(|saved| {
                        let label = crate::ui::controllers::goldfish::saved_deck_label(
                            name,
                            &crate::deck::starters(),
                        );
                        (label, saved.deck)
                    })
                    .map_err(|e| format!("The deck '{name}' could not be read: {e}.")),
            },
        }
    }

    /// Keeps the remembered rival and its pace in step with the table: `seated` is where the
    /// rival just seated comes from; otherwise the one remembered stays while a rival sits (with the
    /// opponent now playing it) and is forgotten once the passive goldfish is back.
    fn remember_rival(&mut self, seated: Option<RivalSource>) {
        self.settings.goldfish_pace = self.goldfish.pace();
        let Some(rival) = self.goldfish.rival() else {
            self.settings.goldfish_rival = None;
            return;
        };
        let opponent = rival.kind.name().to_string();
        match (seated, &mut self.settings.goldfish_rival) {
            (Some(deck), remembered) => *remembered = Some(RememberedRival { deck, opponent }),
            (None, Some(remembered)) => remembered.opponent = opponent,
            (None, None) => {}
        }
    }

    /// Seats a rival from `source` (read here) played by `opponent` and remembers it when it
    /// sits; a deck that cannot be read is the sentence returned (a deck that cannot play says
    /// so itself, the table's own message).
    fn seat_rival(&mut self, source: RivalSource, opponent: PlayerKind) -> Result<(), String> {
        let (name, deck) = self.read_deck(&source)?;
        self.goldfish.apply(
            &self.index,
            &mut self.notices,
            GoldfishCommand::SeatRival {
                name: name.clone(),
                deck,
                opponent,
            },
        );
        let seated = self
            .goldfish
            .rival()
            .is_some_and(|r| r.name == name && r.kind == opponent);
        self.remember_rival(seated.then_some(source));
        Ok(())
    }

    /// Seats the rival remembered from the last run, as the picker would; when its deck is gone
    /// or cannot play, says so once and forgets it. No "choose your deck" note: the window has
    /// only just opened.
    fn reseat_remembered_rival(&mut self) {
        let Some(remembered) = self.settings.goldfish_rival.clone() else {
            return;
        };
        let Some(opponent) = PlayerKind::from_name(&remembered.opponent) else {
            self.settings.goldfish_rival = None;
            return;
        };
        match self.seat_rival(remembered.deck, opponent) {
            Ok(()) => self.notices.settled(Topic::GoldfishGame),
            Err(e) => self.notices.push_about(
                Topic::RivalDeck,
                NoticeLevel::Info,
                format!(
                    "The rival seated last time is not seated again: {e} The goldfish table has the passive rival; seat another with 'Rival deck'."
                ),
            ),
        }
        // Forgotten unless it sits.
        self.remember_rival(None);
    }

    /// The collection screen's state, of the game shown.
    pub fn collection(&self) -> &CollectionPanel {
        &self.screens(self.settings.game).collection
    }

    /// The Adventures screen's state.
    pub fn adventures(&self) -> &AdventuresPanel {
        &self.adventures
    }

    /// The opening-hand practice tables of the games the engine does not play yet.
    pub fn practice(&self) -> &PracticePanel {
        &self.practice
    }

    /// The game the card screens show.
    pub fn game(&self) -> Game {
        self.settings.game
    }

    /// The settings as they would be saved now.
    pub fn settings(&self) -> Settings {
        let mut settings = self.settings.clone();
        settings.catalog_sort = self.catalog().sort();
        settings.catalog_view = self.catalog().view();
        settings.image_folder = self.images.folder().map(PathBuf::from);
        settings.tune_field = Some(self.tune.field().to_vec());
        settings.tune_fields = self.tune.field_lists().to_vec();
        settings
    }

    /// The notices on screen.
    pub fn notices(&self) -> &Notices {
        &self.notices
    }

    /// Whether the keyboard-shortcut overlay is open.
    pub fn help_open(&self) -> bool {
        self.show_help
    }

    /// Shows an error notice.
    pub fn notify_error(&mut self, text: String) {
        self.notices.push(NoticeLevel::Error, text);
    }

    /// Answers every file and folder dialog from sources `make` gives, from now on (tests answer
    /// for the dialogs this way; `ScriptedDialog::no_dialog` is a desktop where none opens).
    pub fn set_path_source(&mut self, make: impl Fn() -> Box<dyn PathSource>) {
        for screens in self.all_screens_mut() {
            screens.decks.set_path_source(make());
            screens.collection.set_path_source(make());
        }
        self.adventures.set_path_source(make());
        self.image_folder.set_source(make());
    }

    /// Queues a command, as a widget would.
    pub fn send(&mut self, command: AppCommand) {
        self.commands.push(command);
    }

    /// Applies one command.
    pub fn apply(&mut self, command: AppCommand) {
        match command {
            AppCommand::Show(screen) => {
                self.settings.screen = screen;
                // The practice table of another game opens with a hand to look at.
                let game = self.settings.game;
                if screen == Screen::Goldfish
                    && self
                        .practice
                        .state(game)
                        .is_some_and(|s| s.practice.is_none() && s.lorcana.game().is_none())
                    && self.screens(game).decks.open_deck().is_some()
                {
                    self.apply(AppCommand::Practice(game, PracticeCommand::NewHand));
                }
                // Decks may have been saved or edited since: refresh what they need and use.
                self.apply(AppCommand::Collection(CollectionCommand::Reload));
            }
            AppCommand::SetTheme(theme) => self.settings.theme = theme,
            AppCommand::ToggleHelp => self.show_help = !self.show_help,
            AppCommand::SetRules(rules) => {
                self.settings.rules = rules;
                for screens in std::iter::once(&mut self.home).chain(self.others.iter_mut()) {
                    screens.decks.apply(
                        &screens.cards,
                        self.db.as_mut(),
                        &mut self.notices,
                        DeckCommand::SetRules(rules),
                    );
                }
                self.goldfish.apply(
                    &self.index,
                    &mut self.notices,
                    GoldfishCommand::SetRules(rules),
                );
                self.matchup.apply(
                    &self.index,
                    &mut self.notices,
                    MatchupCommand::SetRules(rules),
                );
                self.tune
                    .apply(&self.index, &mut self.notices, TuneCommand::SetRules(rules));
            }
            // Sort and view are one preference for every game's catalog.
            AppCommand::Catalog(
                command @ (CatalogCommand::SetSort(_) | CatalogCommand::SetView(_)),
            ) => {
                for screens in self.all_screens_mut() {
                    screens.catalog.apply(&screens.cards, command.clone());
                }
            }
            AppCommand::Catalog(command) => {
                let screens = self.screens_mut(self.settings.game);
                screens.catalog.apply(&screens.cards, command);
            }
            AppCommand::AdjustOwned(game, card_id, delta) => {
                self.apply_collection(game, CollectionCommand::Adjust { card_id, delta });
            }
            AppCommand::AddToDeck(game, card_id) => {
                if self.screens(game).decks.open_deck().is_none() {
                    self.notices.push_about(
                        Topic::NoDeckOpen(game),
                        NoticeLevel::Info,
                        format!(
                            "Open or create a deck on the Decks screen to add {card_id} to it."
                        ),
                    );
                    return;
                }
                let name = self.screens(game).cards.printing(&card_id).map_or_else(
                    || card_id.to_string(),
                    |c| format!("{} ({card_id})", c.name),
                );
                self.apply_deck(
                    game,
                    DeckCommand::Add {
                        card_id: card_id.clone(),
                        section: None,
                    },
                );
                if let Some(open) = self.screens(game).decks.open_deck() {
                    let copies: u32 = crate::deck::Section::ALL
                        .iter()
                        .map(|&s| open.deck.copies_in(s, &card_id))
                        .sum();
                    self.notices.push_about(
                        Topic::AddedToDeck,
                        NoticeLevel::Info,
                        format!("Added {name} to '{}': {copies} in the deck now.", open.name),
                    );
                }
            }
            AppCommand::Deck(command) => {
                let game = self.settings.game;
                let renaming = matches!(command, DeckCommand::Rename(_));
                let before = self.screens(game).decks.open_deck().map(|o| o.name.clone());
                self.apply_deck(game, command);
                // A saved deck seated as the rival keeps its place at the next start under
                // its new name.
                if renaming
                    && game == self.index.game()
                    && let (Some(old), Some(new)) =
                        (before, self.home.decks.open_deck().map(|o| o.name.clone()))
                    && let Some(remembered) = &mut self.settings.goldfish_rival
                    && remembered.deck == RivalSource::Saved(old)
                {
                    remembered.deck = RivalSource::Saved(new);
                }
            }
            AppCommand::GoldfishDeck(name) => {
                if let Some(open) = self.home.decks.open_deck() {
                    let deck = open.deck.clone();
                    self.goldfish.apply(
                        &self.index,
                        &mut self.notices,
                        GoldfishCommand::SetDeck(name, deck),
                    );
                    // Deal at once: the table opens with a game to play.
                    self.goldfish.apply(
                        &self.index,
                        &mut self.notices,
                        GoldfishCommand::NewGame(None),
                    );
                }
                // The table, not a Matchups view left open (a matchup running goes on).
                self.matchup
                    .apply(&self.index, &mut self.notices, MatchupCommand::Open(false));
                self.settings.screen = Screen::Goldfish;
            }
            AppCommand::Goldfish(command) => {
                self.goldfish.apply(&self.index, &mut self.notices, command);
                self.remember_rival(None);
            }
            AppCommand::SeatRival(source, opponent) => {
                if let Err(e) = self.seat_rival(source, opponent) {
                    self.notices
                        .push_about(Topic::RivalDeck, NoticeLevel::Error, e);
                }
            }
            AppCommand::Matchup(MatchupCommand::Select(source, true)) => {
                // A deck that breaks the deck rules is kept out of the table at once, with
                // what is wrong (its games would describe no deck a player may bring).
                if let Ok((name, deck)) = self.read_deck(&source) {
                    let verdict =
                        crate::format::validate(&deck, self.index.as_ref(), self.settings.rules);
                    if !verdict.legal {
                        self.notices.push_about(
                            Topic::Matchup,
                            NoticeLevel::Warning,
                            format!(
                                "'{name}' stays out of the matchup: it is not legal under rules {}: {}. Fix it on the Decks screen.",
                                self.settings.rules.as_str(),
                                verdict.reasons(3)
                            ),
                        );
                        return;
                    }
                }
                self.matchup.apply(
                    &self.index,
                    &mut self.notices,
                    MatchupCommand::Select(source, true),
                );
            }
            AppCommand::Matchup(command) => {
                self.matchup.apply(&self.index, &mut self.notices, command);
            }
            AppCommand::RunMatchup => {
                let decks: Result<Vec<_>, String> = self
                    .matchup
                    .selected()
                    .iter()
                    .map(|source| self.read_deck(source))
                    .collect();
                match decks {
                    Ok(decks) => self.matchup.apply(
                        &self.index,
                        &mut self.notices,
                        MatchupCommand::Run(decks),
                    ),
                    Err(e) => self.notices.push_about(
                        Topic::Matchup,
                        NoticeLevel::Error,
                        format!("No matchup: {e}"),
                    ),
                }
            }
            AppCommand::Tune(command) => {
                self.tune.apply(&self.index, &mut self.notices, command);
            }
            AppCommand::RunTune => {
                let Some(open) = self.home.decks.open_deck() else {
                    self.notices.push_about(
                        Topic::Tune,
                        NoticeLevel::Info,
                        "Open a deck on the Decks screen to improve it.",
                    );
                    return;
                };
                let (name, deck) = (open.name.clone(), open.deck.clone());
                let field: Result<Vec<_>, String> = self
                    .tune
                    .field()
                    .iter()
                    .map(|source| self.read_deck(source))
                    .collect();
                let field = match field {
                    Ok(field) => field,
                    Err(e) => {
                        self.notices.push_about(
                            Topic::Tune,
                            NoticeLevel::Error,
                            format!("No search: {e}"),
                        );
                        return;
                    }
                };
                let pool = match self.tune.pool() {
                    PoolChoice::Owned => crate::sim::owned_pool(
                        self.home.collection.collection(),
                        &deck,
                        self.index.as_ref(),
                    ),
                    PoolChoice::Catalog => crate::sim::catalog_pool(&self.index),
                };
                self.tune.apply(
                    &self.index,
                    &mut self.notices,
                    TuneCommand::Run {
                        name,
                        deck,
                        field,
                        pool,
                    },
                );
            }
            AppCommand::ApplyTune(count) => {
                let Some(result) = self.tune.result().cloned() else {
                    return;
                };
                if self.home.decks.open_deck().map(|o| o.name.as_str()) != Some(&result.deck_name) {
                    self.notices.push_about(
                        Topic::Tune,
                        NoticeLevel::Info,
                        format!("Open '{}' to apply these swaps.", result.deck_name),
                    );
                    return;
                }
                let swaps = result
                    .answer
                    .swaps
                    .iter()
                    .take(count)
                    .map(|t| (t.swap.out.clone(), t.swap.into.clone()))
                    .collect();
                let note = result.note(count, &self.index);
                self.apply(AppCommand::Deck(DeckCommand::ApplySwaps { swaps, note }));
                self.notices.push_about(
                    Topic::Tune,
                    NoticeLevel::Info,
                    format!(
                        "Applied {count} swap{} to '{}' as a new version; the editor shows what changed (Undo takes it back).",
                        if count == 1 { "" } else { "s" },
                        result.deck_name
                    ),
                );
                self.tune
                    .apply(&self.index, &mut self.notices, TuneCommand::Clear);
                self.tune
                    .apply(&self.index, &mut self.notices, TuneCommand::Open(false));
            }
            AppCommand::PickImageFolder => {
                let request = PathRequest::folder("Folder of card images named by card ID");
                let fallback = "type the folder's path in the box that opened and press 'Use path'";
                if let Some(folder) =
                    self.image_folder
                        .choose((), request, fallback, &mut self.notices)
                {
                    self.apply(AppCommand::SetImageFolder(Some(folder)));
                }
            }
            AppCommand::CloseImagePath => self.image_folder.close(&mut self.notices),
            AppCommand::SetImageFolder(folder) => {
                match &folder {
                    Some(path) if !path.is_dir() => {
                        self.notices.push_about(
                            Topic::ImageFolder,
                            NoticeLevel::Error,
                            format!(
                                "{} is not a folder; choose the folder that holds your card images.",
                                path.display()
                            ),
                        );
                        return;
                    }
                    Some(path) => self.notices.push(
                        NoticeLevel::Info,
                        format!(
                            "Card images are read from {} (files named like BP01-C01.png).",
                            path.display()
                        ),
                    ),
                    None => self.notices.push(
                        NoticeLevel::Info,
                        "Card images turned off; drawn faces shown.",
                    ),
                }
                self.notices.settled(Topic::ImageFolder);
                self.images.set_folder(folder);
                self.image_folder.close(&mut self.notices);
            }
            AppCommand::DismissNotice(notice_id) => self.notices.dismiss(notice_id),
            AppCommand::Collection(command) => self.apply_collection(self.settings.game, command),
            AppCommand::Adventures(command) => {
                self.adventures
                    .apply(self.db.as_mut(), &mut self.notices, command);
            }
            AppCommand::SetGame(game) => {
                if self.screens(game).cards.game() != game {
                    self.notices.push(
                        NoticeLevel::Error,
                        format!(
                            "This catalog has no {} cards; rebuild it with `ponydeck catalog build`.",
                            game.title()
                        ),
                    );
                    return;
                }
                // Edits waiting for the autosave are saved before their editor leaves the
                // screen: the panel of a game not shown draws nothing, so it saves nothing.
                let left = self.settings.game;
                if left != game {
                    let screens = screens_in(&mut self.home, &mut self.others, left);
                    screens.decks.flush(self.db.as_mut(), &mut self.notices);
                }
                self.settings.game = game;
            }
            AppCommand::Practice(game, command) => {
                let screens = screens_in(&mut self.home, &mut self.others, game);
                let open = screens
                    .decks
                    .open_deck()
                    .map(|o| (&o.deck, screens.decks.format()));
                self.practice.apply(game, open, &mut self.notices, command);
            }
        }
    }

    /// Draws the whole window into `ui`, then applies the commands the frame produced.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if self.applied_theme != Some(self.settings.theme) {
            // egui's light theme draws text boxes white on near-white with no outline: give them
            // a frame so the name and search boxes can be found.
            ctx.style_mut_of(egui::Theme::Light, |style| {
                style.visuals.extreme_bg_color = egui::Color32::from_gray(252);
                style.visuals.widgets.inactive.bg_stroke =
                    egui::Stroke::new(1.0, egui::Color32::from_gray(150));
            });
            ctx.set_theme(match self.settings.theme {
                ThemeChoice::Dark => egui::Theme::Dark,
                ThemeChoice::Light => egui::Theme::Light,
            });
            self.applied_theme = Some(self.settings.theme);
        }
        self.images.poll(&ctx);
        self.screens(self.settings.game).collection.publish(&ctx);
        // The seated rival's moves, one per tick at its pace (the panel asks for the next).
        self.goldfish
            .tick(&mut self.notices, std::time::Instant::now());
        self.matchup.poll(&mut self.notices);
        self.tune.poll(&mut self.notices);
        let now = std::time::Instant::now();
        self.notices.expire(now);
        if let Some(at) = self.notices.next_expiry() {
            ctx.request_repaint_after(at.saturating_duration_since(now));
        }
        let mut out = std::mem::take(&mut self.commands);
        // A failed save of the Adventures game is tried again when its wait is over (not every
        // frame), whichever screen is shown.
        let now = std::time::Instant::now();
        if self.adventures.save_retry_due(now) {
            out.push(AppCommand::Adventures(AdventuresCommand::RetrySave));
        } else if let Some(wait) = self.adventures.save_retry_wait(now) {
            ctx.request_repaint_after(wait);
        }
        self.shortcuts(&ctx, &mut out);

        egui::Panel::left("side-bar")
            .resizable(false)
            .exact_size(132.0)
            .show(ui, |ui| self.side_bar_ui(ui, &mut out));
        egui::Panel::bottom("notices")
            .show_separator_line(!self.notices.shown().is_empty())
            .show(ui, |ui| self.notices_ui(ui, &mut out));
        let game = self.settings.game;
        egui::CentralPanel::default().show(ui, |ui| match self.settings.screen {
            Screen::Adventures => self.adventures.ui(ui, &mut out),
            Screen::Catalog => {
                let screens = screens_in(&mut self.home, &mut self.others, game);
                let open = screens
                    .decks
                    .open_deck()
                    .map(|o| (o.name.as_str(), &o.deck));
                screens
                    .catalog
                    .ui(ui, &screens.cards, open, &mut self.images, &mut out);
            }
            Screen::Collection => {
                let screens = self.screens_mut(game);
                screens.collection.ui(ui, &screens.cards, &mut out);
            }
            Screen::Decks if self.tune.is_open() && game.has_engine() => self.tune.ui(
                ui,
                &self.index,
                self.home.decks.library(),
                self.home.decks.open_deck().map(|d| d.name.as_str()),
                &mut out,
            ),
            Screen::Decks => {
                let screens = self.screens_mut(game);
                screens.decks.ui(ui, &screens.cards, &mut out);
            }
            Screen::Goldfish if !game.has_engine() => {
                let open = self
                    .screens(game)
                    .decks
                    .open_deck()
                    .map(|o| o.name.as_str());
                self.practice.ui(ui, game, open, &mut out);
            }
            Screen::Goldfish if self.matchup.is_open() => {
                self.matchup.ui(ui, self.home.decks.library(), &mut out);
            }
            Screen::Goldfish => self.goldfish.ui(
                ui,
                &self.index,
                self.home.decks.library(),
                self.home.decks.open_deck().map(|d| d.name.as_str()),
                &mut out,
            ),
        });
        if self.show_help {
            self.help_ui(&ctx, &mut out);
        }
        if self.image_folder.is_open() {
            image_path_ui(&ctx, &mut self.image_folder, &mut out);
        }
        let screens = self.screens(self.settings.game);
        if out.contains(&AppCommand::Deck(DeckCommand::CopyList))
            && let Some(text) = screens.decks.list_text(&screens.cards)
        {
            ctx.copy_text(text);
            self.notices
                .push(NoticeLevel::Info, "The deck list is on the clipboard.");
        }
        if !out.is_empty() {
            // The frame drew the state before these commands; draw their result too.
            ctx.request_repaint();
        }
        for command in out {
            self.apply(command);
        }
    }

    /// Keyboard shortcuts that work on every screen (listed in the help overlay).
    fn shortcuts(&mut self, ctx: &egui::Context, out: &mut Vec<AppCommand>) {
        let typing = ctx.egui_wants_keyboard_input();
        ctx.input_mut(|input| {
            use egui::{Key, KeyboardShortcut, Modifiers};
            let screens = [
                (Key::Num1, Screen::Catalog),
                (Key::Num2, Screen::Decks),
                (Key::Num3, Screen::Goldfish),
                (Key::Num4, Screen::Collection),
                (Key::Num5, Screen::Adventures),
            ];
            for (key, screen) in screens {
                if input.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, key)) {
                    out.push(AppCommand::Show(screen));
                }
            }
            if input.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::F)) {
                out.push(AppCommand::Show(Screen::Catalog));
                self.screens_mut(self.settings.game).catalog.focus_search();
            }
            if input.consume_key(Modifiers::NONE, Key::F1) {
                out.push(AppCommand::ToggleHelp);
            }
            if typing {
                return;
            }
            if input.consume_key(Modifiers::SHIFT, Key::Questionmark)
                || input.consume_key(Modifiers::NONE, Key::Questionmark)
            {
                out.push(AppCommand::ToggleHelp);
            }
            if self.show_help && input.consume_key(Modifiers::NONE, Key::Escape) {
                out.push(AppCommand::ToggleHelp);
            }
            // The table's keys are the engine's; every game's deck editor has the same keys.
            let engine = self.settings.game.has_engine();
            if self.settings.screen == Screen::Decks {
                if input.consume_shortcut(&KeyboardShortcut::new(
                    Modifiers::COMMAND | Modifiers::SHIFT,
                    Key::Z,
                )) || input.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::Y))
                {
                    out.push(AppCommand::Deck(DeckCommand::Redo));
                }
                if input.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::Z)) {
                    out.push(AppCommand::Deck(DeckCommand::Undo));
                }
                if input.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::S)) {
                    out.push(AppCommand::Deck(DeckCommand::SaveVersion(String::new())));
                }
            }
            // The table's keys, not while the Matchups view covers it.
            if engine && self.settings.screen == Screen::Goldfish && !self.matchup.is_open() {
                if input.consume_shortcut(&KeyboardShortcut::new(
                    Modifiers::COMMAND | Modifiers::SHIFT,
                    Key::Z,
                )) || input.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::Y))
                {
                    out.push(AppCommand::Goldfish(GoldfishCommand::Redo));
                }
                if input.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::Z)) {
                    out.push(AppCommand::Goldfish(GoldfishCommand::Undo));
                }
                if input.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::N)) {
                    out.push(AppCommand::Goldfish(GoldfishCommand::NewGame(None)));
                }
                if input.consume_key(Modifiers::NONE, Key::Enter) {
                    out.push(AppCommand::Goldfish(GoldfishCommand::Apply(
                        crate::engine::Action::EndTurn,
                    )));
                }
                if input.consume_key(Modifiers::NONE, Key::D) {
                    out.push(AppCommand::Goldfish(GoldfishCommand::Apply(
                        crate::engine::Action::ResolvePending,
                    )));
                }
            }
            if self.settings.screen == Screen::Adventures {
                let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
                let redo = [
                    KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z),
                    KeyboardShortcut::new(Modifiers::COMMAND, Key::Y),
                ];
                if redo.iter().any(|k| input.consume_shortcut(k)) {
                    out.push(AppCommand::Adventures(AdventuresCommand::Redo));
                }
                if input.consume_shortcut(&undo) {
                    out.push(AppCommand::Adventures(AdventuresCommand::Undo));
                }
                if input.consume_key(Modifiers::NONE, Key::Enter)
                    && self.adventures.ends_turn_on_enter()
                {
                    out.push(AppCommand::Adventures(AdventuresCommand::Step(
                        crate::dbg::Action::EndTurn,
                    )));
                }
            }
            if self.settings.screen == Screen::Catalog {
                if input.consume_key(Modifiers::NONE, Key::ArrowDown) {
                    out.push(AppCommand::Catalog(CatalogCommand::SelectStep(1)));
                }
                if input.consume_key(Modifiers::NONE, Key::ArrowUp) {
                    out.push(AppCommand::Catalog(CatalogCommand::SelectStep(-1)));
                }
                let plus = input.consume_key(Modifiers::NONE, Key::Plus)
                    || input.consume_key(Modifiers::SHIFT, Key::Equals)
                    || input.consume_key(Modifiers::NONE, Key::Equals);
                let screens = self.screens(self.settings.game);
                if plus
                    && let Some(card) = screens
                        .catalog
                        .selected()
                        .and_then(|p| screens.cards.cards().get(p))
                {
                    out.push(AppCommand::AddToDeck(card.game, card.id.clone()));
                }
            }
        });
    }

    fn side_bar_ui(&self, ui: &mut egui::Ui, out: &mut Vec<AppCommand>) {
        ui.add_space(8.0);
        ui.heading("ponydeck");
        ui.add_space(4.0);
        let game = self.settings.game;
        ui.small("Game");
        for choice in Game::ALL {
            let label = choice.short_title();
            if ui
                .add_sized(
                    [ui.available_width(), 20.0],
                    egui::Button::selectable(choice == game, label),
                )
                .on_hover_text(format!(
                    "{}: the Catalog, Decks, Practice and Collection screens show this game",
                    choice.title()
                ))
                .clicked()
            {
                out.push(AppCommand::SetGame(choice));
            }
        }
        ui.separator();
        ui.add_space(4.0);
        for (i, screen) in Screen::ALL.into_iter().enumerate() {
            let response = ui
                .add_sized(
                    [ui.available_width(), 28.0],
                    egui::Button::selectable(
                        self.settings.screen == screen,
                        screen.label_for(game),
                    ),
                )
                .on_hover_text(format!("Ctrl+{}", i + 1));
            if response.clicked() {
                out.push(AppCommand::Show(screen));
            }
        }
        ui.add_space(16.0);
        ui.separator();
        let other = self.settings.theme.toggled();
        if ui
            .button(format!("{} theme", other.label()))
            .on_hover_text("Switch between dark and light")
            .clicked()
        {
            out.push(AppCommand::SetTheme(other));
        }
        if ui
            .button("Card images…")
            .on_hover_text("Choose a folder of your own card images, named by card ID")
            .clicked()
        {
            out.push(AppCommand::PickImageFolder);
        }
        if let Some(folder) = self.images.folder() {
            ui.small(folder.display().to_string());
            if ui
                .button("Drawn faces")
                .on_hover_text("Stop using the image folder")
                .clicked()
            {
                out.push(AppCommand::SetImageFolder(None));
            }
        }
        if self.images.pending() > 0 {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.small(format!("{} images", self.images.pending()));
            });
        }
        if ui.button("Shortcuts").on_hover_text("F1 or ?").clicked() {
            out.push(AppCommand::ToggleHelp);
        }
        let printings = self.screens(game).cards.len();
        ui.with_layout(egui::Layout::bottom_up(egui::Align::Min), |ui| {
            ui.small(format!("{printings} printings"));
        });
    }

    fn notices_ui(&self, ui: &mut egui::Ui, out: &mut Vec<AppCommand>) {
        for notice in self.notices.shown() {
            ui.horizontal(|ui| {
                let color = match notice.level {
                    NoticeLevel::Info => ui.visuals().text_color(),
                    NoticeLevel::Warning => ui.visuals().warn_fg_color,
                    NoticeLevel::Error => ui.visuals().error_fg_color,
                };
                if ui.small_button("✖").on_hover_text("Dismiss").clicked() {
                    out.push(AppCommand::DismissNotice(notice.notice_id));
                }
                // A long message wraps inside the window instead of running off its edge.
                ui.add(egui::Label::new(egui::RichText::new(&notice.text).color(color)).wrap());
            });
        }
    }

    fn help_ui(&self, ctx: &egui::Context, out: &mut Vec<AppCommand>) {
        let mut open = true;
        egui::Window::new("Keyboard shortcuts")
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                egui::Grid::new("shortcut-grid")
                    .striped(true)
                    .show(ui, |ui| {
                        for (keys, what) in SHORTCUTS {
                            ui.monospace(*keys);
                            ui.label(*what);
                            ui.end_row();
                        }
                    });
            });
        if !open {
            out.push(AppCommand::ToggleHelp);
        }
    }
}

/// The box for the card-image folder's path, where no folder dialog opens.
fn image_path_ui(ctx: &egui::Context, chooser: &mut FileChooser<()>, out: &mut Vec<AppCommand>) {
    egui::Window::new("Card image folder")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| match path_field_ui(ui, chooser) {
            Some(PathFieldAction::Use((), folder)) => {
                out.push(AppCommand::SetImageFolder(Some(folder)));
            }
            Some(PathFieldAction::Close) => out.push(AppCommand::CloseImagePath),
            None => {}
        });
}

/// Every keyboard shortcut, as listed in the help overlay and the README.
pub const SHORTCUTS: &[(&str, &str)] = &[
    (
        "Ctrl+1 … Ctrl+5",
        "Catalog, Decks, Goldfish, Collection, Adventures",
    ),
    ("Ctrl+F", "Search the catalog"),
    ("F1 or ?", "Show or hide this list"),
    ("↑ / ↓", "Catalog: select the previous or next card"),
    ("+", "Catalog: add the selected card to the open deck"),
    (
        "Double-click",
        "Catalog, deck picker: add the card to the open deck",
    ),
    (
        "Drag and drop",
        "Catalog or picker card onto the deck: add it",
    ),
    (
        "Ctrl+Z / Ctrl+Y",
        "Decks, Goldfish, Adventures: undo / redo",
    ),
    ("Ctrl+S", "Decks: save a version now (edits also autosave)"),
    ("Ctrl+N", "Goldfish: new game with a fresh seed"),
    ("Enter", "Goldfish, Adventures: end the turn"),
    ("D", "Goldfish: Done with the top pending ability"),
    (
        "Click a hand card",
        "Goldfish: play it (a Character to the first empty slot; right-click for every option)",
    ),
    (
        "Right-click",
        "Goldfish: sandbox actions on cards, slots and Scenes",
    ),
    ("Esc", "Close this list"),
];

impl eframe::App for PonydeckApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        PonydeckApp::ui(self, ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.settings());
        for screens in std::iter::once(&mut self.home).chain(self.others.iter_mut()) {
            screens.decks.flush(self.db.as_mut(), &mut self.notices);
        }
        self.adventures.flush(self.db.as_mut(), &mut self.notices);
    }
}
