//! What the Adventures screen draws and `ponydeck dbg play --json` prints: the contract's keys
//! (`turn`, `active_player`, `players`, `hurdles`, `final_challenge`, `result`, see
//! `shared/design/CLI.md`) and the rest of the table. Card texts carry the number at this table
//! after every "per player".

use serde::Serialize;

use super::count_rule::{PlayerCount, with_table_numbers};
use super::cube::CubeColor;
use super::state::{GameResult, LogLine, TrackerState};

/// Where the active player's turn is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseView {
    /// The Main Phase: anything in any order, one attempt.
    Main,
    /// An attempt is open: overcome it or let it fail.
    Attempt,
    /// The attempt is over: the active player enters their End Phase.
    End,
    /// The game is over.
    Over,
}

/// A Hurdle on the stack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HurdleView {
    /// The name.
    pub name: String,
    /// The level.
    pub level: Option<u8>,
    /// Clouds on it.
    pub clouds: u32,
    /// Its Cloud Limit at this table.
    pub cloud_limit: u32,
    /// The Cloud Limit as printed.
    pub cloud_limit_printed: String,
    /// Whether its Setback has resolved.
    pub setback: bool,
    /// Face up (the Active Hurdle after its Start of Turn) or face down.
    pub face_up: bool,
    /// The Sugar Cubes it needs at this table, if entered.
    pub cubes: Option<u32>,
    /// As printed.
    pub cubes_printed: Option<String>,
    /// Their colour, if entered.
    pub cube_color: Option<CubeColor>,
    /// Setback text.
    pub setback_text: Option<String>,
    /// Reward text.
    pub reward_text: Option<String>,
}

/// The Final Challenge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FinalView {
    /// The name.
    pub name: String,
    /// The level.
    pub level: Option<u8>,
    /// Clouds on it.
    pub clouds: u32,
    /// Its Cloud Limit at this table.
    pub cloud_limit: u32,
    /// The Cloud Limit as printed.
    pub cloud_limit_printed: String,
    /// The two Cloud Cover effects: active at 3 and at 8 Clouds.
    pub cloud_cover: [bool; 2],
    /// Their texts, if entered.
    pub cloud_cover_text: [Option<String>; 2],
    /// The Sugar Cubes it needs at this table, if entered.
    pub cubes: Option<u32>,
    /// As printed.
    pub cubes_printed: Option<String>,
    /// Their colour, if entered.
    pub cube_color: Option<CubeColor>,
    /// Reward text.
    pub reward_text: Option<String>,
}

/// The Sugar Cubes the current target needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RequirementView {
    /// The card.
    pub name: String,
    /// How many at this table, if entered.
    pub total: Option<u32>,
    /// The colour, if entered.
    pub color: Option<CubeColor>,
    /// For a Final Challenge: each player's share.
    pub share: Option<u32>,
    /// What the team holds of them.
    pub held: u32,
    /// Whether the team holds them (`None`: not entered).
    pub met: Option<bool>,
    /// One sentence.
    pub text: String,
}

/// A Hurdle flipped for Chaos.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChaosView {
    /// The Hurdle flipped.
    pub name: String,
    /// Its Chaos text, if entered.
    pub text: Option<String>,
}

/// The open attempt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AttemptView {
    /// Its target.
    pub target: String,
    /// On the Final Challenge.
    pub final_challenge: bool,
    /// The Chaos Hurdles flipped (fewer than due when the players flip from the box).
    pub chaos: Vec<ChaosView>,
}

/// Sugar Cubes by colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CubesView {
    /// Work.
    pub pink: u32,
    /// Knowledge.
    pub blue: u32,
    /// Friendship.
    pub green: u32,
}

/// Resource Tokens by kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TokensView {
    /// +2 Help.
    pub help: u32,
    /// +2 Info.
    pub info: u32,
    /// +2 Move.
    pub r#move: u32,
}

/// One player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// From 1.
    pub player: u8,
    /// Their Pony, if known.
    pub pony: Option<String>,
    /// Sugar Cubes.
    pub cubes: CubesView,
    /// Resource Tokens.
    pub tokens: TokensView,
}

/// A Location in play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LocationView {
    /// The name.
    pub name: String,
    /// Its Move cost, if entered.
    pub move_cost: Option<u32>,
    /// Whether it is the Town Square.
    pub town_square: bool,
    /// Tasks or notes, if entered.
    pub text: Option<String>,
}

/// The whole table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TrackerView {
    /// The turn, from 1; every player's turn counts.
    pub turn: u32,
    /// The active player, from 1.
    pub active_player: u8,
    /// The players at the table (1 is solo).
    pub players: u8,
    /// The count every number is read with (2 for solo).
    pub counted_players: u8,
    /// Where the turn is.
    pub phase: PhaseView,
    /// The Active Hurdle stack, top (the Active Hurdle) first; overcome Hurdles leave it.
    pub hurdles: Vec<HurdleView>,
    /// The Hurdles overcome, in order.
    pub overcome: Vec<String>,
    /// The Final Challenge.
    pub final_challenge: FinalView,
    /// The Sugar Cubes the current target needs.
    pub requirement: RequirementView,
    /// The open attempt.
    pub attempt: Option<AttemptView>,
    /// Whether this turn has had its attempt.
    pub attempted_this_turn: bool,
    /// Whether a Hurdle was overcome this turn (no End Phase Cloud).
    pub hurdle_overcome_this_turn: bool,
    /// Each player's cubes and tokens, in turn order.
    pub team: Vec<PlayerView>,
    /// Situations in the Adventure Deck (0, 4 or 8).
    pub situations: u8,
    /// Situations in the Adventure Row now.
    pub situations_in_row: u8,
    /// The Locations in play.
    pub locations: Vec<LocationView>,
    /// Cards left in the Location deck.
    pub location_deck: usize,
    /// Cards left in the unused Hurdle deck.
    pub chaos_deck: usize,
    /// Chaos Hurdles flipped and discarded.
    pub chaos_discard: usize,
    /// `won`, `lost` or null.
    pub result: Option<&'static str>,
    /// How the game was lost.
    pub loss_reason: Option<&'static str>,
    /// The seed of the tracker's own draws.
    pub seed: u64,
    /// The seed the setup was drawn with, if ponydeck drew it.
    pub setup_seed: Option<u64>,
    /// What the setup left to do by hand.
    pub notes: Vec<String>,
    /// Whether a step can be undone.
    pub can_undo: bool,
    /// Whether a step can be redone.
    pub can_redo: bool,
    /// The whole game, one sentence per event.
    pub log: Vec<LogLine>,
}

fn texts(text: &Option<String>, players: PlayerCount) -> Option<String> {
    text.as_deref().map(|t| with_table_numbers(t, players))
}

impl TrackerView {
    /// The view of a state.
    pub fn new(state: &TrackerState, can_undo: bool, can_redo: bool) -> TrackerView {
        let players = state.players();
        let fc = state.final_challenge();
        let need = state.requirement();
        let phase = match (state.result(), state.attempt(), state.attempted()) {
            (Some(_), _, _) => PhaseView::Over,
            (None, Some(_), _) => PhaseView::Attempt,
            (None, None, true) => PhaseView::End,
            (None, None, false) => PhaseView::Main,
        };
        TrackerView {
            turn: state.turn(),
            active_player: state.active_player(),
            players: players.seated(),
            counted_players: players.counted(),
            phase,
            hurdles: state
                .hurdles()
                .iter()
                .map(|h| HurdleView {
                    name: h.card.name.clone(),
                    level: h.card.level,
                    clouds: h.clouds,
                    cloud_limit: h.cloud_limit,
                    cloud_limit_printed: h
                        .card
                        .cloud_limit
                        .map(|r| r.to_string())
                        .unwrap_or_default(),
                    setback: h.setback,
                    face_up: h.face_up,
                    cubes: h.card.cubes.map(|r| r.value(players)),
                    cubes_printed: h.card.cubes.map(|r| r.to_string()),
                    cube_color: h.card.cube_color,
                    setback_text: texts(&h.card.setback, players),
                    reward_text: texts(&h.card.reward, players),
                })
                .collect(),
            overcome: state.overcome().iter().map(|c| c.name.clone()).collect(),
            final_challenge: FinalView {
                name: fc.card.name.clone(),
                level: fc.card.level,
                clouds: fc.clouds,
                cloud_limit: fc.cloud_limit,
                cloud_limit_printed: fc
                    .card
                    .cloud_limit
                    .map(|r| r.to_string())
                    .unwrap_or_default(),
                cloud_cover: fc.cloud_cover(),
                cloud_cover_text: [
                    texts(&fc.card.cloud_cover[0], players),
                    texts(&fc.card.cloud_cover[1], players),
                ],
                cubes: fc.card.cubes.map(|r| r.value(players)),
                cubes_printed: fc.card.cubes.map(|r| r.to_string()),
                cube_color: fc.card.cube_color,
                reward_text: texts(&fc.card.reward, players),
            },
            requirement: RequirementView {
                text: need.text(),
                name: need.name,
                total: need.total,
                color: need.color,
                share: need.share,
                held: need.held,
                met: need.met,
            },
            attempt: state.attempt().map(|a| AttemptView {
                target: match (a.on_final, state.active_hurdle()) {
                    (false, Some(h)) => h.card.name.clone(),
                    _ => fc.card.name.clone(),
                },
                final_challenge: a.on_final,
                chaos: a
                    .chaos
                    .iter()
                    .map(|c| ChaosView {
                        name: c.name.clone(),
                        text: texts(&c.chaos, players),
                    })
                    .collect(),
            }),
            attempted_this_turn: state.attempted(),
            hurdle_overcome_this_turn: state.overcame_hurdle(),
            team: state
                .ledgers()
                .iter()
                .enumerate()
                .map(|(i, l)| PlayerView {
                    player: u8::try_from(i + 1).unwrap_or(u8::MAX),
                    pony: l.pony.as_ref().map(|p| p.name.clone()),
                    cubes: CubesView {
                        pink: l.cubes[0],
                        blue: l.cubes[1],
                        green: l.cubes[2],
                    },
                    tokens: TokensView {
                        help: l.tokens[0],
                        info: l.tokens[1],
                        r#move: l.tokens[2],
                    },
                })
                .collect(),
            situations: state.situations().count(),
            situations_in_row: state.situations_in_row(),
            locations: state
                .locations()
                .iter()
                .map(|l| LocationView {
                    name: l.name.clone(),
                    move_cost: l.move_cost,
                    town_square: l.town_square,
                    text: l.tasks.clone().or_else(|| l.notes.clone()),
                })
                .collect(),
            location_deck: state.location_deck().len(),
            chaos_deck: state.chaos_deck().len(),
            chaos_discard: state.chaos_discard().len(),
            result: state.result().map(GameResult::word),
            loss_reason: match state.result() {
                Some(GameResult::Lost(reason)) => Some(reason.text()),
                _ => None,
            },
            seed: state.seed(),
            setup_seed: state.setup_seed(),
            notes: state.notes().to_vec(),
            can_undo,
            can_redo,
            log: state.log().to_vec(),
        }
    }
}
