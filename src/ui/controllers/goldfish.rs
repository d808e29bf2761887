//! The goldfish table's state and commands, with no drawing (no egui): the deck for the next
//! game, the game itself with its cached view and legal actions (each with its button label),
//! the plain-word log, the question before a Character is replaced. The engine runs only in
//! [`GoldfishPanel::apply`]; `panels/goldfish.rs` draws.

use crate::card::{CardIndex, CardLookup};
use crate::deck::Deck;
use crate::engine::{Action, CardHandle, Game, GameConfig, GameDeck, GameView};
use crate::format::RulesVersion;
use crate::ui::notices::{NoticeLevel, Notices};

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
}

/// The goldfish screen's state.
pub struct GoldfishPanel {
    pub(crate) deck_name: Option<String>,
    pub(crate) deck: Option<Deck>,
    pub(crate) config: GameConfig,
    pub(crate) game: Option<Game>,
    pub(crate) view: Option<GameView>,
    pub(crate) legal: Vec<(Action, String)>,
    pub(crate) log: Vec<String>,
    pub(crate) confirm: Option<(Action, String)>,
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
            confirm: None,
            seed_text: String::new(),
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

    pub(crate) fn refresh(&mut self) {
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
                // `None` is a new shuffle every time; "Replay seed" passes the seed it wants.
                let seed = seed.unwrap_or_else(fresh_seed);
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
                        self.confirm = None;
                    }
                    Err(e) => notices.push(NoticeLevel::Error, format!("No game: {e}.")),
                }
            }
            GoldfishCommand::Apply(action) => {
                let Some(game) = &self.game else {
                    return;
                };
                if let Some(question) = replace_question(game, action) {
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

    pub(crate) fn play(&mut self, notices: &mut Notices, action: Action) {
        let Some(game) = &mut self.game else {
            return;
        };
        let line = game.describe(&action);
        let turn = game.state().turn;
        match game.apply(action) {
            Ok(events) => {
                self.log.push(line);
                // What the action and the abilities it set off did, one sentence each.
                for event in &events {
                    if let Some(text) = game.describe_event(event) {
                        self.log.push(format!("  {text}"));
                    }
                }
                let state = game.state();
                if action == Action::BeginContact && turn <= 2 {
                    self.log.push(
                        "No Contact Phase on turns 1 and 2 (404.1.0): on to the End Phase.".into(),
                    );
                }
                if let Some(winner) = state.winner {
                    self.log.push(format!(
                        "Game over on turn {}: {} won.",
                        state.turn,
                        if winner == crate::engine::Side::You {
                            "you"
                        } else {
                            "the rival"
                        }
                    ));
                } else if state.turn != turn {
                    self.log
                        .push(format!("Turn {} · your Main Phase.", state.turn));
                }
            }
            Err(e) => notices.push(NoticeLevel::Warning, format!("Not allowed: {e}.")),
        }
    }
}

/// The question to ask before an action that retires a Character to make room (a Character
/// played onto an occupied slot), or `None` when the action needs no confirmation.
pub fn replace_question(game: &Game, action: Action) -> Option<String> {
    let Action::PlayCharacter { card, slot } = action else {
        return None;
    };
    let old = game
        .state()
        .you
        .adventure
        .get(usize::from(slot))
        .copied()
        .flatten()?;
    Some(format!(
        "Play {} into slot {}? {} is there now and goes to the Retirement Area.",
        game.table().name(card),
        slot + 1,
        game.table().name(old.character)
    ))
}

/// The button label of an action, unique enough to find it by name.
pub fn action_label(game: &Game, action: Action) -> String {
    let name = |card: CardHandle| game.table().name(card).to_string();
    match action {
        Action::Keep => "Keep hand".to_string(),
        Action::Mulligan => "Mulligan".to_string(),
        Action::PlayCharacter { card, slot } => {
            let occupant = game
                .state()
                .you
                .adventure
                .get(usize::from(slot))
                .copied()
                .flatten();
            match occupant {
                Some(old) => format!(
                    "Play {} ({}) to slot {}, replacing {}",
                    name(card),
                    cost_words(game, card),
                    slot + 1,
                    name(old.character)
                ),
                None => format!(
                    "Play {} ({}) to slot {}",
                    name(card),
                    cost_words(game, card),
                    slot + 1
                ),
            }
        }
        Action::PlayEvent { card } => {
            format!("Play {} ({})", name(card), cost_words(game, card))
        }
        Action::PlayItem { card, slot } => format!(
            "Adorn {} ({}) to slot {}",
            name(card),
            cost_words(game, card),
            slot + 1
        ),
        Action::ActivateTap { slot, .. } => format!("Use the [Tap] ability in slot {}", slot + 1),
        Action::ActivateTreat { slot, .. } => {
            format!("Use the [Eat Treat] ability in slot {}", slot + 1)
        }
        Action::Explore { scene } => format!("Explore with Scene {}", scene + 1),
        Action::ResolvePending => "Done".to_string(),
        Action::BeginContact => "Begin Contact".to_string(),
        Action::InspoBoost { scene } => format!("Inspo Boost with Scene {}", scene + 1),
        Action::ResolveLane { .. } => game.describe(&action),
        Action::PassContact => "Skip Contact".to_string(),
        Action::Discard { card } => format!("Discard {}", name(card)),
        Action::EndTurn => "End turn".to_string(),
        Action::Sandbox(_) => game.describe(&action),
        Action::Choose { pick } => format!("Choose {}", game.describe_pick(pick)),
        Action::ChooseDone => "Choose no more".to_string(),
    }
}

/// "cost 3", or "cost 3 → 2" when an ability changes what it costs now (503.1.4).
fn cost_words(game: &Game, card: CardHandle) -> String {
    let printed = game.table().cost(card);
    let now = game.state().effective_cost(game.table(), card);
    if printed == now {
        format!("cost {printed}")
    } else {
        format!("cost {printed} → {now}")
    }
}

/// A new seed from the clock (the game itself is seeded and replayable).
pub(crate) fn fresh_seed() -> u64 {
    // The clock only picks a new seed; the game itself is seeded and replayable.
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}
