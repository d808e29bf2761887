//! The goldfish table's state and commands, with no drawing (no egui): the deck for the next
//! game, the rival (passive, or a deck played by a built-in opponent), the game itself with the
//! engine's cached [`TableView`] of it (the offered actions with their labels included), the
//! plain-word log, the question
//! before a Character is replaced. The engine runs only in [`GoldfishPanel::apply`] and
//! [`GoldfishPanel::tick`] (the rival's moves, one per tick at the chosen [`Pace`]; the search
//! opponent thinks on its own thread); `panels/goldfish.rs` draws.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::card::CardIndex;
use crate::deck::Deck;
use crate::engine::{Action, Game, GameConfig, GameDeck, Side, SideView, TableView};
use crate::format::RulesVersion;
use crate::sim::{Opponent, PlayerKind};
use crate::ui::notices::{NoticeLevel, Notices, Topic};

/// How fast the rival's moves follow each other on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Pace {
    /// One move every 1.5 s.
    Slow,
    /// One move every 0.7 s.
    #[default]
    Normal,
    /// One move every 0.25 s.
    Fast,
    /// Every move at once, up to your next decision.
    Instant,
}

impl Pace {
    /// All paces, slowest first.
    pub const ALL: [Pace; 4] = [Pace::Slow, Pace::Normal, Pace::Fast, Pace::Instant];

    /// Its name on the pace control.
    pub fn name(self) -> &'static str {
        match self {
            Pace::Slow => "Slow",
            Pace::Normal => "Normal",
            Pace::Fast => "Fast",
            Pace::Instant => "Instant",
        }
    }

    /// The time between two of the rival's moves.
    pub fn delay(self) -> Duration {
        match self {
            Pace::Slow => Duration::from_millis(1500),
            Pace::Normal => Duration::from_millis(700),
            Pace::Fast => Duration::from_millis(250),
            Pace::Instant => Duration::ZERO,
        }
    }
}

/// How often the table looks for the search opponent's answer while it thinks.
const THINKING_POLL: Duration = Duration::from_millis(50);

/// The rival seated at the table: a deck played by a built-in opponent.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatedRival {
    /// The deck's name (a saved deck's, or a starter's).
    pub name: String,
    /// The deck as the engine plays it.
    pub deck: GameDeck,
    /// Who plays it.
    pub kind: PlayerKind,
}

/// The search opponent's answer on its way back from its thread, with the opponent itself.
type Answer = (Box<dyn Opponent + Send>, Action);

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
    /// Apply an engine action. Playing a Character onto an occupied slot (which retires the
    /// Character there) first asks for confirmation.
    Apply(Action),
    /// Apply the action waiting for confirmation.
    Confirm,
    /// Drop the action waiting for confirmation.
    CancelConfirm,
    /// Undo the last action.
    Undo,
    /// Redo the last undone action.
    Redo,
    /// Seat a rival playing this deck (name and cards) by this opponent: a new two-player game
    /// from the current seed, rules and first player.
    SeatRival {
        /// The deck's name.
        name: String,
        /// Its cards.
        deck: Deck,
        /// Who plays it.
        opponent: PlayerKind,
    },
    /// Back to the passive rival (goldfish): a new game from the current seed.
    PassiveRival,
    /// Who plays the seated rival from its next move on.
    SetOpponent(PlayerKind),
    /// How fast the rival's moves follow each other.
    SetPace(Pace),
    /// Pause the rival (it moves only on `StepRival`) or let it play on.
    SetPaused(bool),
    /// The rival's next move now, whatever the pace.
    StepRival,
}

/// The goldfish screen's state.
pub struct GoldfishPanel {
    pub(crate) deck_name: Option<String>,
    pub(crate) deck: Option<Deck>,
    pub(crate) config: GameConfig,
    pub(crate) game: Option<Game>,
    /// The table as you see it, whoever is to act (built by the engine after every change).
    pub(crate) view: Option<TableView>,
    pub(crate) log: Vec<String>,
    pub(crate) confirm: Option<(Action, String)>,
    /// The seed box.
    pub seed_text: String,
    /// The rival playing its own deck (`None`: the passive goldfish rival).
    pub(crate) rival: Option<SeatedRival>,
    /// The rival's opponent, between moves (away on its thread while the search thinks).
    opponent: Option<Box<dyn Opponent + Send>>,
    /// The search opponent's answer, while it thinks.
    thinking: Option<mpsc::Receiver<Answer>>,
    /// The rival's next move, decided and waiting for its turn at the pace.
    ready: Option<Action>,
    pub(crate) pace: Pace,
    pub(crate) paused: bool,
    /// `StepRival` asked for one move now.
    step: bool,
    last_move: Option<Instant>,
    /// When the table wants its next tick while the rival acts.
    pub(crate) wake: Option<Duration>,
    /// Who made each action of the game's log, in order (two-player undo goes back to yours).
    actors: Vec<Side>,
    /// Who made each undone action, the next redo last.
    redo_actors: Vec<Side>,
    /// The opponent the rival picker has chosen (for the next rival seated, and the seated one).
    pub(crate) opponent_kind: PlayerKind,
}

/// Where the rival's deck comes from, as the rival picker names it (the app reads it).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RivalSource {
    /// A starter deck shipped in the catalog, by product code (`SD01B`).
    Starter(String),
    /// A deck saved in the library, by name.
    Saved(String),
}

/// How a saved deck is listed and named beside the starters (the rival picker, the Matchups
/// view and its table): its own name, marked "(saved)" when a starter has that name or code
/// (a copied starter keeps the starter's name), so the two entries never read alike.
pub fn saved_deck_label(name: &str, starters: &[crate::deck::StarterDeck]) -> String {
    let trimmed = name.trim();
    let clash = starters.iter().any(|s| {
        s.code.eq_ignore_ascii_case(trimmed)
            || s.deck
                .name
                .as_deref()
                .is_some_and(|n| n.trim().eq_ignore_ascii_case(trimmed))
    });
    if clash {
        format!("{name} (saved)")
    } else {
        name.to_string()
    }
}

impl Default for GoldfishPanel {
    fn default() -> Self {
        GoldfishPanel::new()
    }
}

/// The deck as the engine plays it, or a sentence for the player.
pub fn game_deck(deck: &Deck, cards: &CardIndex) -> Result<GameDeck, String> {
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
            log: Vec::new(),
            confirm: None,
            seed_text: String::new(),
            rival: None,
            opponent: None,
            thinking: None,
            ready: None,
            pace: Pace::Normal,
            paused: false,
            step: false,
            last_move: None,
            wake: None,
            actors: Vec::new(),
            redo_actors: Vec::new(),
            opponent_kind: PlayerKind::Fast,
        }
    }

    /// The rules version the table plays under.
    pub fn rules(&self) -> RulesVersion {
        self.config.rules
    }

    /// The opponent the rival picker has chosen.
    pub fn opponent_kind(&self) -> PlayerKind {
        self.opponent_kind
    }

    /// The rival playing its own deck, if one is seated (else the passive goldfish rival).
    pub fn rival(&self) -> Option<&SeatedRival> {
        self.rival.as_ref()
    }

    /// The pace of the rival's moves.
    pub fn pace(&self) -> Pace {
        self.pace
    }

    /// Whether the rival is paused (it moves only when stepped).
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Whether the search opponent is thinking about the rival's next move.
    pub fn thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Whether the seated rival is to act now (its moves come from [`GoldfishPanel::tick`]).
    pub fn rival_to_act(&self) -> bool {
        self.rival.is_some()
            && self
                .game
                .as_ref()
                .is_some_and(|g| g.state().winner.is_none() && g.to_act() == Side::Rival)
    }

    /// 404.3.2: whether it is your Inspiration step in the seated rival's Contact: you may
    /// Inspo Boost your Character in the lane before the Contact resolves.
    pub fn your_inspiration_step(&self) -> bool {
        self.rival.is_some() && self.view.as_ref().is_some_and(|v| v.your_inspiration_step)
    }

    /// When the table wants its next tick (while the rival acts), if it does.
    pub fn wake(&self) -> Option<Duration> {
        self.wake
    }

    /// Whether Undo has something to take back: in a two-player game, one of your own moves
    /// (with the rival's moves after it).
    pub fn can_undo(&self) -> bool {
        match (&self.game, &self.rival) {
            (Some(_), Some(_)) => self.actors.contains(&Side::You),
            (Some(game), None) => game.can_undo(),
            (None, _) => false,
        }
    }

    /// Whether Redo has something to play again.
    pub fn can_redo(&self) -> bool {
        match (&self.game, &self.rival) {
            (Some(_), Some(_)) => self.redo_actors.last() == Some(&Side::You),
            (Some(game), None) => game.can_redo(),
            (None, _) => false,
        }
    }

    /// The action waiting for confirmation and the question to ask.
    pub fn confirmation(&self) -> Option<&(Action, String)> {
        self.confirm.as_ref()
    }

    /// The game log, one plain sentence per line.
    pub fn log(&self) -> &[String] {
        &self.log
    }

    /// The game in play.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The table as you see it (the engine's view, built after every change).
    pub fn view(&self) -> Option<&TableView> {
        self.view.as_ref()
    }

    /// The actions offered to you now with their button labels (none while the rival acts).
    pub fn legal(&self) -> &[(Action, String)] {
        self.view.as_ref().map_or(&[], |v| &v.actions)
    }

    /// The name of the deck the next game uses.
    pub fn deck_name(&self) -> Option<&str> {
        self.deck_name.as_deref()
    }

    pub(crate) fn refresh(&mut self) {
        self.view = self.game.as_ref().map(TableView::of);
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
                if self.deck.is_none() {
                    notices.push_about(
                        Topic::GoldfishGame,
                        NoticeLevel::Info,
                        "Choose a deck first: open one on the Decks screen and press 'Goldfish it'.",
                    );
                    return;
                }
                // `None` is a new shuffle every time; "Replay seed" passes the seed it wants.
                let seed = seed.unwrap_or_else(fresh_seed);
                let dealt = self.deal(index, seed);
                let ok = dealt.is_ok();
                told_of_deal(notices, dealt);
                if ok && let (Some(name), Some(deck)) = (&self.deck_name, &self.deck) {
                    let subject = format!("'{name}'");
                    warn_if_not_legal(
                        notices,
                        Topic::IllegalDeck,
                        &subject,
                        deck,
                        index,
                        self.config.rules,
                    );
                }
            }
            GoldfishCommand::SeatRival {
                name,
                deck,
                opponent,
            } => {
                self.opponent_kind = opponent;
                self.seat_rival(index, notices, name, &deck, opponent);
            }
            GoldfishCommand::PassiveRival => {
                if self.rival.is_none() {
                    return;
                }
                let before = self.rival.take();
                if self.deck.is_some() {
                    let seed = self.current_seed();
                    let dealt = self.deal(index, seed);
                    if dealt.is_err() {
                        self.rival = before;
                    }
                    told_of_deal(notices, dealt);
                } else {
                    // "'…' is seated; choose your deck": no longer so.
                    notices.settled(Topic::GoldfishGame);
                }
            }
            GoldfishCommand::SetOpponent(kind) => {
                self.opponent_kind = kind;
                if let Some(rival) = &mut self.rival
                    && rival.kind != kind
                {
                    rival.kind = kind;
                    let seed = self.game.as_ref().map_or(0, Game::seed);
                    self.opponent = Some(kind.build(seed));
                    self.reset_rival_move();
                    self.log
                        .push(format!("The rival is played by {} now.", kind.label()));
                }
            }
            GoldfishCommand::SetPace(pace) => self.pace = pace,
            GoldfishCommand::SetPaused(paused) => self.paused = paused,
            GoldfishCommand::StepRival => {
                if self.rival_to_act() {
                    self.step = true;
                    self.tick(notices, Instant::now());
                }
            }
            GoldfishCommand::Apply(action) => {
                if self.game.is_none() {
                    return;
                }
                if self.rival_to_act() {
                    notices.push_about(
                        Topic::GoldfishMove,
                        NoticeLevel::Info,
                        "The rival is acting: wait for its move (or press Step), then it is yours.",
                    );
                    return;
                }
                if let Some(question) = self.view.as_ref().and_then(|v| replace_question(v, action))
                {
                    self.confirm = Some((action, question));
                } else {
                    self.play(notices, action);
                }
            }
            GoldfishCommand::Confirm => {
                if let Some((action, _)) = self.confirm.take() {
                    self.play(notices, action);
                }
            }
            GoldfishCommand::CancelConfirm => self.confirm = None,
            GoldfishCommand::Undo => self.undo(),
            GoldfishCommand::Redo => self.redo(),
        }
        self.refresh();
    }

    /// The seed of the game on the table, else the one in the seed box, else a fresh one.
    fn current_seed(&self) -> u64 {
        self.game
            .as_ref()
            .map(Game::seed)
            .or_else(|| self.seed_text.trim().parse().ok())
            .unwrap_or_else(fresh_seed)
    }

    /// Deals a new game of the deck (against the seated rival, if any) with `seed`; on an
    /// error nothing changes.
    fn deal(&mut self, index: &CardIndex, seed: u64) -> Result<(), String> {
        let Some(deck) = &self.deck else {
            return Err("choose a deck first".into());
        };
        let game_deck = game_deck(deck, index)?;
        let game = match &self.rival {
            None => Game::new(&game_deck, index, self.config, seed),
            Some(rival) => Game::new_two_player(&game_deck, &rival.deck, index, self.config, seed),
        }
        .map_err(|e| e.to_string())?;
        self.seed_text = seed.to_string();
        let against = match &self.rival {
            None => String::new(),
            Some(rival) => format!(" · against {} played by {}", rival.name, rival.kind.label()),
        };
        self.log = vec![format!(
            "New game · seed {seed} · rules {} · {}{against}",
            self.config.rules.as_str(),
            if self.config.first_player {
                "first"
            } else {
                "second"
            }
        )];
        self.opponent = self.rival.as_ref().map(|r| r.kind.build(seed));
        self.game = Some(game);
        self.confirm = None;
        self.actors.clear();
        self.redo_actors.clear();
        self.reset_rival_move();
        Ok(())
    }

    /// Seats a rival deck: a new two-player game from the current seed; a deck that cannot be
    /// dealt is one message and nothing changes.
    fn seat_rival(
        &mut self,
        index: &CardIndex,
        notices: &mut Notices,
        name: String,
        deck: &Deck,
        kind: PlayerKind,
    ) {
        let rival_deck = match GameDeck::from_deck(deck, index) {
            Ok(d) => d,
            Err(e) => {
                notices.push_about(
                    Topic::RivalDeck,
                    NoticeLevel::Error,
                    format!(
                        "The rival cannot play '{name}': {e}. Choose another deck, or fix this one on the Decks screen."
                    ),
                );
                return;
            }
        };
        let before = self.rival.replace(SeatedRival {
            name: name.clone(),
            deck: rival_deck,
            kind,
        });
        if self.deck.is_none() {
            notices.settled(Topic::RivalDeck);
            // About dealing a game: it goes once one is dealt.
            notices.push_about(
                Topic::GoldfishGame,
                NoticeLevel::Info,
                format!("'{name}' is seated; choose your deck on the Decks screen to play it."),
            );
            return;
        }
        let seed = self.current_seed();
        match self.deal(index, seed) {
            Ok(()) => {
                notices.settled(Topic::RivalDeck);
                told_of_deal(notices, Ok(()));
                let subject = format!("The rival's deck '{name}'");
                warn_if_not_legal(
                    notices,
                    Topic::RivalDeck,
                    &subject,
                    deck,
                    index,
                    self.config.rules,
                );
            }
            Err(e) => {
                self.rival = before;
                notices.push_about(
                    Topic::RivalDeck,
                    NoticeLevel::Error,
                    format!("The rival cannot play '{name}': {e}."),
                );
            }
        }
    }

    /// Forgets the rival's move in the making (a new game, undo, redo, another opponent).
    fn reset_rival_move(&mut self) {
        if self.thinking.take().is_some() {
            // Its answer is for a table that is gone; a fresh opponent plays on.
            let seed = self.game.as_ref().map_or(0, Game::seed);
            self.opponent = self.rival.as_ref().map(|r| r.kind.build(seed));
        }
        self.ready = None;
        self.step = false;
        self.last_move = None;
        self.wake = None;
    }

    /// Undo: your last action; in a two-player game with every rival move after it, so it is
    /// your decision again (never the middle of the rival's turn).
    fn undo(&mut self) {
        let Some(game) = &mut self.game else {
            return;
        };
        if self.rival.is_none() {
            if game.undo().is_ok() {
                self.log.push("↶ undo".to_string());
            }
            return;
        }
        let Some(mine) = self.actors.iter().rposition(|s| *s == Side::You) else {
            return;
        };
        let count = self.actors.len() - mine;
        if game.undo_many(count).is_err() {
            return;
        }
        // The game's redo list now holds the undone actions latest first (the next redo is
        // your action): keep the actors in the same order.
        let undone: Vec<Side> = self.actors.drain(mine..).collect();
        self.redo_actors.extend(undone.iter().rev());
        let rivals = count - 1;
        self.log.push(if rivals == 0 {
            "↶ undo: your last move".to_string()
        } else {
            format!(
                "↶ undo: your last move and the rival's {rivals} move{} after it",
                if rivals == 1 { "" } else { "s" }
            )
        });
        self.reset_rival_move();
    }

    /// Redo: the last undone action; in a two-player game your move and the rival's moves
    /// that followed it, as they were.
    fn redo(&mut self) {
        let Some(game) = &mut self.game else {
            return;
        };
        if self.rival.is_none() {
            if game.redo().is_ok() {
                self.log.push("↷ redo".to_string());
            }
            return;
        }
        if self.redo_actors.last() != Some(&Side::You) {
            return;
        }
        let rivals = self
            .redo_actors
            .iter()
            .rev()
            .skip(1)
            .take_while(|s| **s == Side::Rival)
            .count();
        let Ok(done) = game.redo_many(rivals + 1) else {
            return;
        };
        for _ in 0..done {
            if let Some(side) = self.redo_actors.pop() {
                self.actors.push(side);
            }
        }
        self.log.push(if rivals == 0 {
            "↷ redo: your move".to_string()
        } else {
            format!("↷ redo: your move and the rival's {rivals} after it")
        });
        self.reset_rival_move();
    }

    /// The rival's moves while it is to act: one per call at the pace (every move up to your
    /// next decision at [`Pace::Instant`]); the search opponent thinks on its own thread, so
    /// this never waits for it. Sets [`GoldfishPanel::wake`] to when it wants the next call.
    pub fn tick(&mut self, notices: &mut Notices, now: Instant) {
        self.wake = self.rival_moves(notices, now);
    }

    fn rival_moves(&mut self, notices: &mut Notices, now: Instant) -> Option<Duration> {
        for _ in 0..crate::sim::MAX_ACTIONS_PER_GAME {
            if !self.rival_to_act() {
                self.step = false;
                return None;
            }
            if self.ready.is_none() && !self.decide(notices) {
                return self.thinking.is_some().then_some(THINKING_POLL);
            }
            if self.paused && !self.step {
                return None;
            }
            let delay = self.pace.delay();
            if !self.step
                && let Some(last) = self.last_move
            {
                let waited = now.saturating_duration_since(last);
                if waited < delay {
                    return Some(delay - waited);
                }
            }
            let action = self.ready.take()?;
            let stepped = std::mem::take(&mut self.step);
            self.play_rival(notices, action);
            self.last_move = Some(now);
            self.refresh();
            if self.pace != Pace::Instant || stepped {
                return self.rival_to_act().then_some(delay.max(THINKING_POLL));
            }
        }
        None
    }

    /// Gets the rival's next move into `ready`: at once from the fast opponent, from its
    /// thread for the search one (`false` while it thinks, or when it failed: said once).
    fn decide(&mut self, notices: &mut Notices) -> bool {
        if let Some(answer) = &self.thinking {
            return match answer.try_recv() {
                Ok((opponent, action)) => {
                    self.opponent = Some(opponent);
                    self.thinking = None;
                    self.ready = Some(action);
                    true
                }
                Err(mpsc::TryRecvError::Empty) => false,
                Err(mpsc::TryRecvError::Disconnected) => {
                    self.thinking = None;
                    self.paused = true;
                    notices.push(
                        NoticeLevel::Error,
                        "The rival's search stopped without a move (an engine bug); the rival is paused: press Step to try again.",
                    );
                    false
                }
            };
        }
        let (Some(game), Some(rival)) = (&self.game, &self.rival) else {
            return false;
        };
        let mut opponent = self
            .opponent
            .take()
            .unwrap_or_else(|| rival.kind.build(game.seed()));
        if rival.kind == PlayerKind::Fast {
            self.ready = Some(opponent.next_action(&game.side_view()));
            self.opponent = Some(opponent);
            return true;
        }
        // The search plays rollouts: it thinks on its own thread, from its own view only.
        let (state, table) = (game.state().clone(), game.table().clone());
        let (send, receive) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("rival-search".into())
            .spawn(move || {
                let action = opponent.next_action(&SideView::new(&state, &table));
                // A closed channel: the table moved on (undo, new game); nothing to do.
                send.send((opponent, action)).ok();
            });
        match spawned {
            Ok(_) => self.thinking = Some(receive),
            Err(e) => {
                self.paused = true;
                notices.push(
                    NoticeLevel::Error,
                    format!("The rival could not start thinking ({e}); the rival is paused."),
                );
            }
        }
        false
    }

    /// Applies the rival's move and logs it from your side.
    fn play_rival(&mut self, notices: &mut Notices, action: Action) {
        let Some(game) = &mut self.game else {
            return;
        };
        let line = game.describe_for(&action, Side::You);
        match game.apply(action) {
            Ok(events) => {
                self.actors.push(Side::Rival);
                self.redo_actors.clear();
                self.log.push(format!("{line}."));
                for text in game.describe_events(&events, Side::Rival, Side::You) {
                    self.log.push(format!("  {text}"));
                }
                self.log_game_over();
            }
            Err(e) => {
                self.paused = true;
                notices.push(
                    NoticeLevel::Error,
                    format!(
                        "The rival's move was refused ({e}): an engine bug; the rival is paused."
                    ),
                );
            }
        }
    }

    fn log_game_over(&mut self) {
        let Some(game) = &self.game else {
            return;
        };
        let state = game.state();
        if let Some(winner) = state.winner {
            self.log.push(format!(
                "Game over on turn {}: {} won.",
                state.turn,
                if winner == Side::You {
                    "you"
                } else {
                    "the rival"
                }
            ));
        }
    }

    pub(crate) fn play(&mut self, notices: &mut Notices, action: Action) {
        let Some(game) = &mut self.game else {
            return;
        };
        let line = game.describe(&action);
        let turn = game.state().turn;
        match game.apply(action) {
            Ok(events) => {
                self.actors.push(Side::You);
                self.redo_actors.clear();
                self.log.push(line);
                // What the action and the abilities it set off did, one sentence each (the
                // rival's side in its own words).
                for text in game.describe_events(&events, Side::You, Side::You) {
                    self.log.push(format!("  {text}"));
                }
                let state = game.state();
                let two_player = state.two_player();
                let turn_now = state.turn;
                if action == Action::BeginContact && turn <= 2 {
                    self.log.push(
                        "No Contact Phase on turns 1 and 2 (404.1.0): on to the End Phase.".into(),
                    );
                }
                if state.winner.is_some() {
                    self.log_game_over();
                } else if turn_now != turn && !two_player {
                    self.log.push(format!("Turn {turn_now} · your Main Phase."));
                }
                self.last_move = None;
                notices.settled(Topic::GoldfishMove);
            }
            Err(e) => notices.push_about(
                Topic::GoldfishMove,
                NoticeLevel::Warning,
                format!("Not allowed: {e}."),
            ),
        }
    }
}

/// Says why a game could not be dealt, or takes back what stood against the last one (and a
/// refused move of the game before).
/// Says what is wrong with a deck dealt at the table that breaks the deck rules (a 10-card deck
/// with no Scene has Force of Harmony 0 every turn), under `topic`; a legal deck settles it.
fn warn_if_not_legal(
    notices: &mut Notices,
    topic: Topic,
    subject: &str,
    deck: &Deck,
    index: &CardIndex,
    rules: RulesVersion,
) {
    let verdict = crate::format::validate(deck, index, rules);
    if verdict.legal {
        if topic == Topic::IllegalDeck {
            notices.settled(topic);
        }
        return;
    }
    notices.push_about(
        topic,
        NoticeLevel::Warning,
        format!(
            "{subject} is not legal under rules {}: {}. It is dealt for practice; fix it on the Decks screen for a real game or a matchup.",
            rules.as_str(),
            verdict.reasons(3)
        ),
    );
}

fn told_of_deal(notices: &mut Notices, dealt: Result<(), String>) {
    match dealt {
        Ok(()) => {
            notices.settled(Topic::GoldfishGame);
            notices.settled(Topic::GoldfishMove);
        }
        Err(e) => notices.push_about(
            Topic::GoldfishGame,
            NoticeLevel::Error,
            format!("No game: {e}."),
        ),
    }
}

/// The question to ask before an action that retires a Character to make room (a Character
/// played onto an occupied slot), or `None` when the action needs no confirmation.
pub fn replace_question(view: &TableView, action: Action) -> Option<String> {
    let Action::PlayCharacter { card, slot } = action else {
        return None;
    };
    let old = view.you.adventure.get(usize::from(slot))?.as_ref()?;
    let new = view.hand_card(card)?;
    Some(format!(
        "Play {} into slot {}? {} is there now and goes to the Retirement Area.",
        new.name,
        slot + 1,
        old.name
    ))
}

/// What a click on a hand card does, among `plays` (its legal plays, in the engine's order):
/// the first that puts it on the table without retiring anything, else the first. A
/// Character goes to the first empty slot of the Adventure Area rather than replacing the
/// one in slot 1 (2.0.0 Replace is offered in the card's menu and by dragging it onto the slot).
pub fn click_play<'a>(
    view: &TableView,
    plays: &[&'a (Action, String)],
) -> Option<&'a (Action, String)> {
    plays
        .iter()
        .copied()
        .find(|(action, _)| replace_question(view, *action).is_none())
        .or_else(|| plays.first().copied())
}

/// A new seed from the clock (the game itself is seeded and replayable).
pub(crate) fn fresh_seed() -> u64 {
    // The clock only picks a new seed; the game itself is seeded and replayable.
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}
