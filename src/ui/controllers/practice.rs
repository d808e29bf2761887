//! The Practice screen of the other games, apart from drawing. Disney Lorcana plays a goldfish
//! game at its table (`controllers/lorcana_table.rs`). The Palworld card game, which has no table
//! yet, keeps the opening-hand practice: a shuffled hand of the open deck by the game's opening
//! rules (`stats::OpeningRules`: its hand size and mulligan as data), the mulligan, keep and draw
//! steps. The deck comes from the game's deck editor. [`PracticePanel::apply`] runs each
//! [`PracticeCommand`] after the frame; `panels/practice.rs` draws. No egui here.

use std::sync::Arc;

use crate::card::{CardIndex, Game};
use crate::deck::Deck;
use crate::format::Format;
use crate::stats::PracticeTable;
use crate::ui::controllers::lorcana_table::{LorcanaCommand, LorcanaTable};
use crate::ui::notices::{NoticeLevel, Notices, Topic};

/// What the practice table asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PracticeCommand {
    /// A command of the Lorcana table.
    Lorcana(LorcanaCommand),
    /// Shuffle the open deck and draw an opening hand.
    NewHand,
    /// Mark or unmark a hand card to go to the bottom (Lorcana's mulligan, 2.2.2.1).
    ToggleBottom(usize),
    /// Take the mulligan (Lorcana: the marked cards; Palworld: the whole hand).
    Mulligan,
    /// Keep the hand.
    Keep,
    /// Draw one card.
    Draw,
}

/// One game's practice table.
#[derive(Debug)]
pub struct PracticeState {
    /// The game's cards.
    pub cards: Arc<CardIndex>,
    /// The table, once a hand is drawn.
    pub practice: Option<PracticeTable>,
    /// Hand positions marked for the bottom.
    pub bottom: Vec<usize>,
    /// Lorcana's table.
    pub lorcana: LorcanaTable,
    seed: u64,
}

/// The practice tables of the games the engine does not play yet.
#[derive(Debug)]
pub struct PracticePanel {
    games: Vec<(Game, PracticeState)>,
}

impl PracticePanel {
    /// The tables over the games' cards.
    pub fn new(games: &[Arc<CardIndex>]) -> PracticePanel {
        PracticePanel {
            games: games
                .iter()
                .map(|cards| {
                    let state = PracticeState {
                        cards: Arc::clone(cards),
                        practice: None,
                        bottom: Vec::new(),
                        lorcana: LorcanaTable::default(),
                        seed: 1,
                    };
                    (cards.game(), state)
                })
                .collect(),
        }
    }

    /// A game's table.
    pub fn state(&self, game: Game) -> Option<&PracticeState> {
        self.games.iter().find(|(g, _)| *g == game).map(|(_, s)| s)
    }

    /// Applies one command to a game's table; `open` is the game's open deck and its format.
    pub fn apply(
        &mut self,
        game: Game,
        open: Option<(&Deck, &Format)>,
        notices: &mut Notices,
        command: PracticeCommand,
    ) {
        let Some(state) = self
            .games
            .iter_mut()
            .find(|(g, _)| *g == game)
            .map(|(_, s)| s)
        else {
            return;
        };
        if game == Game::Lorcana {
            let open = open.map(|(deck, _)| (deck, state.cards.as_ref()));
            let command = match command {
                PracticeCommand::Lorcana(c) => c,
                PracticeCommand::NewHand => LorcanaCommand::NewGame { on_the_play: true },
                _ => return,
            };
            state.lorcana.apply(open, notices, command);
            return;
        }
        match command {
            PracticeCommand::Lorcana(_) => {}
            PracticeCommand::NewHand => {
                let Some((deck, format)) = open else {
                    notices.push_about(
                        Topic::NoDeckOpen(game),
                        NoticeLevel::Info,
                        "Open a deck to practise its opening hands.",
                    );
                    return;
                };
                state.seed = state
                    .seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                match PracticeTable::new(deck, format, state.seed) {
                    Ok(table) => {
                        state.practice = Some(table);
                        state.bottom.clear();
                    }
                    Err(e) => notices.push(NoticeLevel::Error, format!("No hand was drawn: {e}.")),
                }
            }
            PracticeCommand::ToggleBottom(i) => {
                if let Some(at) = state.bottom.iter().position(|&b| b == i) {
                    state.bottom.remove(at);
                } else {
                    state.bottom.push(i);
                }
            }
            PracticeCommand::Mulligan => {
                let Some(table) = state.practice.as_mut() else {
                    return;
                };
                if let Err(e) = table.mulligan(&state.bottom) {
                    notices.push(NoticeLevel::Error, format!("No mulligan: {e}."));
                }
                state.bottom.clear();
            }
            PracticeCommand::Keep => {
                if let Some(table) = state.practice.as_mut() {
                    table.keep();
                }
                state.bottom.clear();
            }
            PracticeCommand::Draw => {
                let Some(table) = state.practice.as_mut() else {
                    return;
                };
                if let Err(e) = table.draw() {
                    notices.push(NoticeLevel::Error, format!("No card drawn: {e}."));
                }
                state.bottom.clear();
            }
        }
    }
}
