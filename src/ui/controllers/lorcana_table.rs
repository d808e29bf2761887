//! The Lorcana table's state and commands: a goldfish game of the open deck (`lorcana::Game`),
//! the cards marked for the mulligan's bottom, undo, and the built-in player's moves on request.
//! `panels/lorcana_table.rs` draws `lorcana::view::TableView`; no egui here.

use std::sync::Arc;

use crate::card::CardIndex;
use crate::deck::Deck;
use crate::lorcana::player::next_action;
use crate::lorcana::view::TableView;
use crate::lorcana::{Action, Config, Game, Handle, TableCard, table_cards};
use crate::ui::notices::{NoticeLevel, Notices};

/// What the table asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LorcanaCommand {
    /// A new game of the open deck, on the play or on the draw (3.2.3.1).
    NewGame {
        /// You take the first turn.
        on_the_play: bool,
    },
    /// Take an action.
    Act(Action),
    /// Mark or unmark a hand card for the bottom (2.2.2.1).
    ToggleBottom(Handle),
    /// Mulligan the marked cards (none marked: keep).
    Mulligan,
    /// Take back the last action.
    Undo,
    /// Let the built-in player take the next action.
    Suggest,
    /// Let the built-in player play the rest of this turn.
    FinishTurn,
}

/// The table.
#[derive(Debug, Default)]
pub struct LorcanaTable {
    game: Option<Game>,
    cards: Option<Arc<Vec<TableCard>>>,
    /// Hand cards marked for the bottom.
    pub bottom: Vec<Handle>,
    seed: u64,
    on_the_play: bool,
}

impl LorcanaTable {
    /// The game, once one is dealt.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The table's view.
    pub fn view(&self) -> Option<TableView> {
        self.game.as_ref().map(TableView::of)
    }

    /// Applies one command; `open` is the open deck and the game's cards.
    pub fn apply(
        &mut self,
        open: Option<(&Deck, &CardIndex)>,
        notices: &mut Notices,
        command: LorcanaCommand,
    ) {
        match command {
            LorcanaCommand::NewGame { on_the_play } => {
                let Some((deck, cards)) = open else {
                    notices.push(
                        NoticeLevel::Info,
                        "Open a deck on the Decks screen to play it at the table.",
                    );
                    return;
                };
                match table_cards(deck, cards) {
                    Ok(table) => {
                        self.seed = self
                            .seed
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        self.on_the_play = on_the_play;
                        let table = Arc::new(table);
                        self.game = Some(Game::with_cards(
                            Arc::clone(&table),
                            Config {
                                seed: self.seed,
                                on_the_play,
                                shuffle: true,
                            },
                        ));
                        self.cards = Some(table);
                        self.bottom.clear();
                    }
                    Err(e) => notices.push(NoticeLevel::Error, format!("No game was dealt: {e}.")),
                }
            }
            LorcanaCommand::ToggleBottom(card) => {
                if let Some(at) = self.bottom.iter().position(|c| *c == card) {
                    self.bottom.remove(at);
                } else {
                    self.bottom.push(card);
                }
            }
            LorcanaCommand::Mulligan => {
                let action = if self.bottom.is_empty() {
                    Action::Keep
                } else {
                    Action::Mulligan(std::mem::take(&mut self.bottom))
                };
                self.act(action, notices);
            }
            LorcanaCommand::Act(action) => self.act(action, notices),
            LorcanaCommand::Undo => {
                if let Some(game) = self.game.as_mut()
                    && !game.undo()
                {
                    notices.push(NoticeLevel::Info, "Nothing to undo.");
                }
                self.bottom.clear();
            }
            LorcanaCommand::Suggest => {
                if let Some(action) = self.game.as_ref().and_then(next_action) {
                    self.act(action, notices);
                }
            }
            LorcanaCommand::FinishTurn => {
                let Some(turn) = self.game.as_ref().map(|g| g.state().your_turns) else {
                    return;
                };
                for _ in 0..500 {
                    let Some(game) = self.game.as_ref() else {
                        return;
                    };
                    if game.state().your_turns != turn || game.state().outcome.is_some() {
                        return;
                    }
                    let Some(action) = next_action(game) else {
                        return;
                    };
                    self.act(action, notices);
                }
            }
        }
    }

    fn act(&mut self, action: Action, notices: &mut Notices) {
        let Some(game) = self.game.as_mut() else {
            notices.push(NoticeLevel::Info, "Deal a game first (New game).");
            return;
        };
        if let Err(e) = game.apply(action) {
            notices.push(NoticeLevel::Warning, format!("Not allowed: {e}."));
        }
    }
}
