//! The Matchups view's state and commands, with no drawing (no egui): which decks play (the
//! six starters by default, any saved deck too), how many games a pairing, who plays each
//! side, the run in the background with its progress and a cancel flag, and the table it gave.
//! The games are [`crate::sim::MatchupPlan`]'s, the same as `ponydeck matchup`'s.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use crate::card::CardIndex;
use crate::deck::Deck;
use crate::engine::GameDeck;
use crate::format::RulesVersion;
use crate::sim::{MatchupPlan, MatchupSettings, MatchupTable, PlayerKind, STARTER_CODES};
use crate::ui::controllers::goldfish::{RivalSource, fresh_seed};
use crate::ui::notices::{NoticeLevel, Notices, Topic};

/// The most games a pairing plays from the app (a matchup of many decks stays minutes long).
pub const MAX_GAMES_PER_PAIRING: u64 = 10_000;

/// How often the view looks at a running matchup.
pub const POLL: Duration = Duration::from_millis(100);

/// What the Matchups view asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum MatchupCommand {
    /// Show the view (instead of the goldfish table) or go back to the table.
    Open(bool),
    /// Take a deck into the matchup or leave it out.
    Select(RivalSource, bool),
    /// Games per pairing.
    SetGames(u64),
    /// Who plays the row decks and who the column decks.
    SetOpponents(PlayerKind, PlayerKind),
    /// Run with these decks (name and cards; the app reads the selected ones).
    Run(Vec<(String, Deck)>),
    /// Stop the running matchup (its games so far are thrown away).
    Cancel,
    /// Play under this rules version (the app's one choice).
    SetRules(RulesVersion),
}

/// The turn cap of the app's matchups: the CLI's default for two-player games.
pub const MATCHUP_TURN_CAP: u16 = 100;

/// A matchup playing on its own thread.
struct Running {
    played: Arc<AtomicU64>,
    cancel: Arc<AtomicBool>,
    total: u64,
    result: mpsc::Receiver<Option<MatchupTable>>,
}

/// The Matchups view's state.
pub struct MatchupPanel {
    pub(crate) open: bool,
    pub(crate) selected: Vec<RivalSource>,
    pub(crate) games: u64,
    pub(crate) you: PlayerKind,
    pub(crate) rival: PlayerKind,
    pub(crate) rules: RulesVersion,
    running: Option<Running>,
    pub(crate) table: Option<MatchupTable>,
    /// The table before it, when another player played it (to read the two side by side).
    pub(crate) earlier: Option<MatchupTable>,
    /// The decks left out of the last run as not legal, each with what is wrong.
    pub(crate) left_out: Vec<(String, String)>,
}

impl Default for MatchupPanel {
    fn default() -> Self {
        MatchupPanel::new()
    }
}

impl MatchupPanel {
    /// The six starters selected, 20 games a pairing, the trusted player on both sides.
    pub fn new() -> MatchupPanel {
        MatchupPanel {
            open: false,
            selected: STARTER_CODES
                .iter()
                .map(|c| RivalSource::Starter((*c).to_string()))
                .collect(),
            games: 20,
            you: PlayerKind::TRUSTED_DEFAULT,
            rival: PlayerKind::TRUSTED_DEFAULT,
            rules: RulesVersion::NEWEST,
            running: None,
            table: None,
            earlier: None,
            left_out: Vec::new(),
        }
    }

    /// Whether the view is shown instead of the goldfish table.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// The decks selected, in the order they were taken.
    pub fn selected(&self) -> &[RivalSource] {
        &self.selected
    }

    /// Games per pairing.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// Who plays the row decks and the column decks.
    pub fn opponents(&self) -> (PlayerKind, PlayerKind) {
        (self.you, self.rival)
    }

    /// The last finished matchup's table.
    pub fn table(&self) -> Option<&MatchupTable> {
        self.table.as_ref()
    }

    /// The table before the last one, kept when other players played it.
    pub fn earlier_table(&self) -> Option<&MatchupTable> {
        self.earlier.as_ref()
    }

    /// The decks the last run left out as not legal, with their violations.
    pub fn left_out(&self) -> &[(String, String)] {
        &self.left_out
    }

    /// While a matchup runs: games played and games in all.
    pub fn progress(&self) -> Option<(u64, u64)> {
        self.running
            .as_ref()
            .map(|r| (r.played.load(Ordering::Relaxed).min(r.total), r.total))
    }

    /// Looks at the running matchup: its table when it is done. Returns whether it still runs.
    pub fn poll(&mut self, notices: &mut Notices) -> bool {
        let Some(running) = &self.running else {
            return false;
        };
        match running.result.try_recv() {
            Ok(Some(table)) => {
                let players = |t: &MatchupTable| (t.settings.you, t.settings.rival);
                if let Some(old) = self.table.take()
                    && players(&old) != players(&table)
                {
                    self.earlier = Some(old);
                }
                self.table = Some(table);
                self.running = None;
                notices.settled(Topic::Matchup);
                self.warn_left_out(notices);
                false
            }
            Ok(None) => {
                self.running = None;
                notices.push(NoticeLevel::Info, "Matchup cancelled.");
                false
            }
            Err(mpsc::TryRecvError::Empty) => true,
            Err(mpsc::TryRecvError::Disconnected) => {
                self.running = None;
                notices.push_about(
                    Topic::Matchup,
                    NoticeLevel::Error,
                    "The matchup stopped without a result (an engine bug); run it again with fewer games or other decks.",
                );
                false
            }
        }
    }

    /// Applies one command.
    pub fn apply(&mut self, index: &CardIndex, notices: &mut Notices, command: MatchupCommand) {
        match command {
            MatchupCommand::Open(open) => self.open = open,
            MatchupCommand::Select(source, on) => {
                self.selected.retain(|s| *s != source);
                if on {
                    self.selected.push(source);
                }
            }
            MatchupCommand::SetGames(games) => self.games = games.clamp(1, MAX_GAMES_PER_PAIRING),
            MatchupCommand::SetOpponents(you, rival) => {
                self.you = you;
                self.rival = rival;
            }
            MatchupCommand::Cancel => {
                if let Some(running) = &self.running {
                    running.cancel.store(true, Ordering::Relaxed);
                }
            }
            MatchupCommand::Run(decks) => self.run(index, notices, decks),
            MatchupCommand::SetRules(rules) => self.rules = rules,
        }
    }

    /// Names the decks the run left out as not legal (once more when its table comes: the
    /// matchup's notices are settled then).
    fn warn_left_out(&self, notices: &mut Notices) {
        if self.left_out.is_empty() {
            return;
        }
        let names: Vec<&str> = self.left_out.iter().map(|(n, _)| n.as_str()).collect();
        notices.push_about(
            Topic::Matchup,
            NoticeLevel::Warning,
            format!(
                "Left out of the matchup as not legal under rules {}: {}. The Matchups view says what is wrong; fix them on the Decks screen.",
                self.rules.as_str(),
                names.join(", ")
            ),
        );
    }

    fn run(&mut self, index: &CardIndex, notices: &mut Notices, decks: Vec<(String, Deck)>) {
        if self.running.is_some() {
            notices.push_about(
                Topic::Matchup,
                NoticeLevel::Info,
                "A matchup is running: wait for it or cancel it first.",
            );
            return;
        }
        let mut dealt = Vec::with_capacity(decks.len());
        self.left_out.clear();
        for (name, deck) in decks {
            // A deck that breaks the deck rules is left out, named with what is wrong: its
            // games would describe no deck a player may bring (a 10-card deck "wins" 0%).
            let verdict = crate::format::validate(&deck, index, self.rules);
            if !verdict.legal {
                self.left_out.push((name, verdict.reasons(3)));
                continue;
            }
            match GameDeck::from_deck(&deck, index) {
                Ok(d) => dealt.push((name, d)),
                Err(e) => {
                    notices.push_about(
                        Topic::Matchup,
                        NoticeLevel::Error,
                        format!(
                            "No matchup: '{name}' cannot be played: {e}. Leave it out, or fix it on the Decks screen."
                        ),
                    );
                    return;
                }
            }
        }
        let threads = std::thread::available_parallelism()
            .map_or(1, std::num::NonZeroUsize::get)
            .saturating_sub(1)
            .max(1);
        let settings = MatchupSettings {
            games: self.games,
            seed: fresh_seed(),
            rules: self.rules,
            turn_cap: MATCHUP_TURN_CAP,
            threads,
            you: self.you,
            rival: self.rival,
        };
        let plan = match MatchupPlan::new(&dealt, index, settings) {
            Ok(plan) => plan,
            Err(e) => {
                notices.push_about(
                    Topic::Matchup,
                    NoticeLevel::Error,
                    format!("No matchup: {e}; tick at least two legal decks."),
                );
                return;
            }
        };
        let played = Arc::new(AtomicU64::new(0));
        let cancel = Arc::new(AtomicBool::new(false));
        let (send, result) = mpsc::channel();
        let total = plan.total_games();
        let (p, c) = (Arc::clone(&played), Arc::clone(&cancel));
        let spawned = std::thread::Builder::new()
            .name("matchup".into())
            .spawn(move || {
                // A closed channel: the app is closing; nothing to report.
                send.send(plan.run(&p, &c)).ok();
            });
        match spawned {
            Ok(_) => {
                notices.settled(Topic::Matchup);
                self.warn_left_out(notices);
                self.running = Some(Running {
                    played,
                    cancel,
                    total,
                    result,
                });
            }
            Err(e) => notices.push_about(
                Topic::Matchup,
                NoticeLevel::Error,
                format!("The matchup could not start ({e}); try again."),
            ),
        }
    }
}
