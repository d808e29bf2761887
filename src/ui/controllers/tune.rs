//! "Improve this deck" (issue 42), with no drawing (no egui): the field of rival decks (the
//! starters and saved decks, ticked), the pool (the collection or the catalog), the player and
//! the time budget; the run on its own thread with its progress, Stop (the best so far is
//! still confirmed and measured) and Abandon; and the answer, whose swaps the app applies to
//! the deck as a new version. The method is [`crate::sim::tune`]'s, the same as
//! `ponydeck tune`'s.

use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use crate::card::{CardId, CardIndex};
use crate::deck::Deck;
use crate::format::RulesVersion;
use crate::sim::{
    PlayerKind, PoolCard, STARTER_CODES, TuneAnswer, TuneControl, TuneError, TuneProgress,
    TuneSettings, TuneWatch, tune_watched,
};
use crate::ui::controllers::goldfish::{RivalSource, fresh_seed};
use crate::ui::controllers::matchup::MATCHUP_TURN_CAP;
use crate::ui::notices::{NoticeLevel, Notices, Topic};

/// How often the view looks at a running search.
pub const POLL: Duration = Duration::from_millis(200);

/// The time budgets offered, in seconds.
pub const BUDGETS: [u64; 5] = [30, 60, 120, 300, 600];

/// A field of rival decks saved under a name (kept in the app's settings).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SavedField {
    /// Its name.
    pub name: String,
    /// Its decks.
    pub decks: Vec<RivalSource>,
}

/// Where the cards that may come in come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PoolChoice {
    /// The collection, beyond the deck's own copies (at most the copies owned).
    Owned,
    /// Any card of the catalog.
    Catalog,
}

impl PoolChoice {
    /// Its name in the view and in a version's note.
    pub fn label(self) -> &'static str {
        match self {
            PoolChoice::Owned => "cards you own",
            PoolChoice::Catalog => "the whole catalog",
        }
    }
}

/// What the view asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum TuneCommand {
    /// Show the view (instead of the deck editor) or go back to the deck.
    Open(bool),
    /// Take a deck into the field or leave it out.
    Select(RivalSource, bool),
    /// The pool.
    SetPool(PoolChoice),
    /// Who plays both sides.
    SetPlayer(PlayerKind),
    /// The time budget, in seconds.
    SetSeconds(u64),
    /// At most this many swaps.
    SetSwaps(usize),
    /// Run on this deck (its name and cards), against this field, with this pool (the app
    /// reads them).
    Run {
        /// The deck's name.
        name: String,
        /// Its cards.
        deck: Deck,
        /// The field's decks, named.
        field: Vec<(String, Deck)>,
        /// The cards that may come in.
        pool: Vec<PoolCard>,
    },
    /// End the search; the best so far is confirmed and measured.
    Stop,
    /// Abandon the run at once.
    Abandon,
    /// Forget the answer (after it was applied, or to start again).
    Clear,
    /// Play under this rules version (the app's one choice).
    SetRules(RulesVersion),
    /// Search with this seed (`None`: a fresh one each run); a fixed seed replays a search.
    SetSeed(Option<u64>),
    /// Save the decks ticked as a field list under this name (replacing one of that name).
    SaveField(String),
    /// Tick exactly the decks of this saved field list.
    UseField(String),
    /// Forget this saved field list.
    DeleteField(String),
    /// The field and the saved field lists remembered from the last run.
    Remembered {
        /// The decks ticked when the window closed (`None`: the six starters).
        field: Option<Vec<RivalSource>>,
        /// The saved field lists.
        lists: Vec<SavedField>,
    },
}

/// A search running on its own thread.
struct Running {
    control: Arc<TuneControl>,
    progress: Arc<Mutex<Option<TuneProgress>>>,
    result: mpsc::Receiver<Result<TuneAnswer, TuneError>>,
    started: Instant,
    seconds: u64,
    /// What the answer will be of.
    asked: Asked,
}

/// What a run was asked: the deck, the field, the pool and the player.
struct Asked {
    deck_name: String,
    before: Deck,
    field: Vec<String>,
    pool: PoolChoice,
    player: PlayerKind,
}

/// A finished run: the answer and what it was asked.
#[derive(Debug, Clone, PartialEq)]
pub struct TuneResult {
    /// The deck's name.
    pub deck_name: String,
    /// The deck as it was given.
    pub before: Deck,
    /// The field's names.
    pub field: Vec<String>,
    /// The pool.
    pub pool: PoolChoice,
    /// The player.
    pub player: PlayerKind,
    /// The answer.
    pub answer: TuneAnswer,
    /// Seconds it took.
    pub seconds: f64,
}

impl TuneResult {
    /// The deck with the first `count` swaps made (swaps are measured in order, each on the
    /// deck the ones before it changed).
    pub fn deck_with(&self, count: usize) -> Deck {
        let mut deck = self.before.clone();
        for taken in self.answer.swaps.iter().take(count) {
            deck.remove_from(crate::deck::Section::Main, &taken.swap.out, 1);
            deck.add_to(crate::deck::Section::Main, &taken.swap.into, 1);
        }
        deck
    }

    /// The note of the version that applies the first `count` swaps.
    pub fn note(&self, count: usize, index: &CardIndex) -> String {
        let name = |id: &CardId| {
            index
                .kayou_card(id)
                .map_or_else(|| id.to_string(), |c| c.name.clone())
        };
        let swaps: Vec<String> = self
            .answer
            .swaps
            .iter()
            .take(count)
            .map(|t| {
                format!(
                    "{} out, {} in ({:+.1})",
                    name(&t.swap.out),
                    name(&t.swap.into),
                    t.gain.mean * 100.0
                )
            })
            .collect();
        let mut note = format!(
            "tuned against {} by {}: {}",
            self.field.join(", "),
            self.player.label(),
            swaps.join("; ")
        );
        if count == self.answer.swaps.len() {
            note.push_str(&format!(
                "; {:.1}% -> {:.1}% on fresh games",
                self.answer.base.win_rate * 100.0,
                self.answer.tuned.win_rate * 100.0
            ));
        }
        note
    }
}

/// The view's state.
pub struct TunePanel {
    pub(crate) open: bool,
    pub(crate) field: Vec<RivalSource>,
    pub(crate) pool: PoolChoice,
    pub(crate) player: PlayerKind,
    pub(crate) seconds: u64,
    pub(crate) swaps: usize,
    pub(crate) rules: RulesVersion,
    seed: Option<u64>,
    pub(crate) lists: Vec<SavedField>,
    running: Option<Running>,
    pub(crate) result: Option<TuneResult>,
}

impl Default for TunePanel {
    fn default() -> Self {
        TunePanel::new()
    }
}

/// The race's first round and each confirmation, in games per field deck, for a player: the
/// CLI's defaults for the fast player (`--games 400`), far fewer for the slow strong ones
/// (whose confirmations would otherwise take hours; their intervals are wider).
pub fn games_for(player: PlayerKind) -> (u64, u64) {
    match player {
        PlayerKind::Search { budget } if budget > 50 => (1, 16),
        PlayerKind::Search { .. } => (2, 40),
        PlayerKind::Fast | PlayerKind::Random => (50, 400),
    }
}

impl TunePanel {
    /// The six starters in the field, the collection as the pool, the trusted player, one
    /// minute, four swaps.
    pub fn new() -> TunePanel {
        TunePanel {
            open: false,
            field: STARTER_CODES
                .iter()
                .map(|c| RivalSource::Starter((*c).to_string()))
                .collect(),
            pool: PoolChoice::Owned,
            player: PlayerKind::TRUSTED_DEFAULT,
            seconds: 60,
            swaps: 4,
            rules: RulesVersion::NEWEST,
            seed: None,
            lists: Vec::new(),
            running: None,
            result: None,
        }
    }

    /// Whether the view is shown instead of the deck editor.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// The field's decks, in the order they were ticked.
    pub fn field(&self) -> &[RivalSource] {
        &self.field
    }

    /// The pool.
    pub fn pool(&self) -> PoolChoice {
        self.pool
    }

    /// Who plays.
    pub fn player(&self) -> PlayerKind {
        self.player
    }

    /// The time budget in seconds.
    pub fn seconds(&self) -> u64 {
        self.seconds
    }

    /// At most this many swaps.
    pub fn max_swaps(&self) -> usize {
        self.swaps
    }

    /// The saved field lists.
    pub fn field_lists(&self) -> &[SavedField] {
        &self.lists
    }

    /// The last finished run.
    pub fn result(&self) -> Option<&TuneResult> {
        self.result.as_ref()
    }

    /// Whether a search runs.
    pub fn running(&self) -> bool {
        self.running.is_some()
    }

    /// While a search runs: the deck's name, its latest progress, the seconds gone and the
    /// budget, and whether Stop was asked.
    pub fn progress(&self) -> Option<(String, Option<TuneProgress>, f64, u64, bool)> {
        self.running.as_ref().map(|r| {
            let progress = r.progress.lock().map(|p| p.clone()).unwrap_or(None);
            (
                r.asked.deck_name.clone(),
                progress,
                r.started.elapsed().as_secs_f64(),
                r.seconds,
                r.control.stopping(),
            )
        })
    }

    /// Looks at the running search: its answer when it is done. Returns whether it still runs.
    pub fn poll(&mut self, notices: &mut Notices) -> bool {
        let Some(running) = &self.running else {
            return false;
        };
        match running.result.try_recv() {
            Ok(Ok(answer)) => {
                let Some(Running { started, asked, .. }) = self.running.take() else {
                    return false;
                };
                self.result = Some(TuneResult {
                    deck_name: asked.deck_name,
                    before: asked.before,
                    field: asked.field,
                    pool: asked.pool,
                    player: asked.player,
                    answer,
                    seconds: started.elapsed().as_secs_f64(),
                });
                notices.settled(Topic::Tune);
                false
            }
            Ok(Err(TuneError::Quit)) => {
                self.running = None;
                self.result = None;
                notices.push_about(Topic::Tune, NoticeLevel::Info, "Search abandoned.");
                false
            }
            Ok(Err(e)) => {
                self.running = None;
                self.result = None;
                notices.push_about(Topic::Tune, NoticeLevel::Error, format!("No answer: {e}."));
                false
            }
            Err(mpsc::TryRecvError::Empty) => true,
            Err(mpsc::TryRecvError::Disconnected) => {
                self.running = None;
                self.result = None;
                notices.push_about(
                    Topic::Tune,
                    NoticeLevel::Error,
                    "The search stopped without an answer (an engine bug); run it again with another field or pool.",
                );
                false
            }
        }
    }

    /// Waits for the running search to end (tests; the window polls instead).
    pub fn wait(&mut self, notices: &mut Notices) {
        while self.poll(notices) {
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Applies one command.
    pub fn apply(&mut self, index: &Arc<CardIndex>, notices: &mut Notices, command: TuneCommand) {
        match command {
            TuneCommand::Open(open) => self.open = open,
            TuneCommand::Select(source, on) => {
                self.field.retain(|s| *s != source);
                if on {
                    self.field.push(source);
                }
            }
            TuneCommand::SetPool(pool) => self.pool = pool,
            TuneCommand::SetPlayer(player) => self.player = player,
            TuneCommand::SetSeconds(seconds) => self.seconds = seconds.clamp(5, 3_600),
            TuneCommand::SetSwaps(swaps) => self.swaps = swaps.clamp(1, 8),
            TuneCommand::Run {
                name,
                deck,
                field,
                pool,
            } => self.run(index, notices, name, deck, field, pool),
            TuneCommand::Stop => {
                if let Some(running) = &self.running {
                    running.control.stop();
                }
            }
            TuneCommand::Abandon => {
                if let Some(running) = &self.running {
                    running.control.quit();
                }
            }
            TuneCommand::Clear => {
                if self.running.is_none() {
                    self.result = None;
                }
            }
            TuneCommand::SetRules(rules) => self.rules = rules,
            TuneCommand::SetSeed(seed) => self.seed = seed,
            TuneCommand::SaveField(name) => {
                let name = name.trim().to_string();
                if name.is_empty() {
                    notices.push_about(
                        Topic::Tune,
                        NoticeLevel::Info,
                        "Type a name for the field list first.",
                    );
                    return;
                }
                if self.field.is_empty() {
                    notices.push_about(
                        Topic::Tune,
                        NoticeLevel::Info,
                        "Tick the decks of the field first.",
                    );
                    return;
                }
                let saved = SavedField {
                    name: name.clone(),
                    decks: self.field.clone(),
                };
                match self.lists.iter_mut().find(|l| l.name == name) {
                    Some(list) => *list = saved,
                    None => self.lists.push(saved),
                }
                notices.push_about(
                    Topic::Tune,
                    NoticeLevel::Info,
                    format!("Field list '{name}' saved ({} decks).", self.field.len()),
                );
            }
            TuneCommand::UseField(name) => {
                if let Some(list) = self.lists.iter().find(|l| l.name == name) {
                    self.field = list.decks.clone();
                }
            }
            TuneCommand::DeleteField(name) => self.lists.retain(|l| l.name != name),
            TuneCommand::Remembered { field, lists } => {
                if let Some(field) = field {
                    self.field = field;
                }
                self.lists = lists;
            }
        }
    }

    fn run(
        &mut self,
        index: &Arc<CardIndex>,
        notices: &mut Notices,
        name: String,
        deck: Deck,
        field: Vec<(String, Deck)>,
        pool: Vec<PoolCard>,
    ) {
        if self.running.is_some() {
            notices.push_about(
                Topic::Tune,
                NoticeLevel::Info,
                "A search is running: wait for it or stop it first.",
            );
            return;
        }
        let verdict = crate::format::validate(&deck, index.as_ref(), self.rules);
        if !verdict.legal {
            notices.push_about(
                Topic::Tune,
                NoticeLevel::Error,
                format!(
                    "'{name}' is not legal under rules {}: {}. Fix it first: a tuned deck must stay legal.",
                    self.rules.as_str(),
                    verdict.reasons(3)
                ),
            );
            return;
        }
        if field.is_empty() {
            notices.push_about(
                Topic::Tune,
                NoticeLevel::Error,
                "Tick at least one deck you expect to meet.",
            );
            return;
        }
        if pool.is_empty() {
            notices.push_about(
                Topic::Tune,
                NoticeLevel::Error,
                match self.pool {
                    PoolChoice::Owned => {
                        "Your collection holds no card beyond this deck's own copies: add cards on the Collection screen, or choose the whole catalog."
                    }
                    PoolChoice::Catalog => "The catalog holds no card to bring in.",
                },
            );
            return;
        }
        // Left out: a field deck that is not legal (its games describe no deck you will meet).
        let mut left_out = Vec::new();
        let field: Vec<(String, Deck)> = field
            .into_iter()
            .filter(|(n, d)| {
                let legal = crate::format::validate(d, index.as_ref(), self.rules).legal;
                if !legal {
                    left_out.push(n.clone());
                }
                legal
            })
            .collect();
        if !left_out.is_empty() {
            notices.push_about(
                Topic::Tune,
                NoticeLevel::Warning,
                format!(
                    "Left out of the field as not legal under rules {}: {}.",
                    self.rules.as_str(),
                    left_out.join(", ")
                ),
            );
        }
        if field.is_empty() {
            return;
        }
        // Every core: the window only draws the progress a few times a second.
        let threads = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
        let (first_round, confirm) = games_for(self.player);
        let started = Instant::now();
        let settings = TuneSettings {
            seed: self.seed.unwrap_or_else(fresh_seed),
            player: self.player,
            rules: self.rules,
            turn_cap: MATCHUP_TURN_CAP,
            threads,
            max_swaps: self.swaps,
            first_round,
            confirm,
            deadline: Some(started + Duration::from_secs(self.seconds)),
        };
        let control = Arc::new(TuneControl::default());
        let progress: Arc<Mutex<Option<TuneProgress>>> = Arc::new(Mutex::new(None));
        let (send, result) = mpsc::channel();
        let (c, p, cards) = (
            Arc::clone(&control),
            Arc::clone(&progress),
            Arc::clone(index),
        );
        let (d, f) = (deck.clone(), field.clone());
        let spawned = std::thread::Builder::new()
            .name("tune".into())
            .spawn(move || {
                let mut tell = |now: &TuneProgress| {
                    if let Ok(mut slot) = p.lock() {
                        *slot = Some(now.clone());
                    }
                };
                let mut watch = TuneWatch {
                    control: &c,
                    progress: &mut tell,
                };
                let answer =
                    tune_watched(&d, &f, &pool, &[], cards.as_ref(), &settings, &mut watch);
                // A closed channel: the app is closing; nothing to report.
                send.send(answer).ok();
            });
        match spawned {
            Ok(_) => {
                notices.settled(Topic::Tune);
                self.result = None;
                self.running = Some(Running {
                    control,
                    progress,
                    result,
                    started,
                    seconds: self.seconds,
                    asked: Asked {
                        deck_name: name,
                        before: deck,
                        field: field.iter().map(|(n, _)| n.clone()).collect(),
                        pool: self.pool,
                        player: self.player,
                    },
                });
            }
            Err(e) => notices.push_about(
                Topic::Tune,
                NoticeLevel::Error,
                format!("The search could not start ({e}); try again."),
            ),
        }
    }
}
