//! One description of the Lorcana table, built from the game: every zone with its cards, what
//! each card can do now (the legal actions, labelled), the open decision with its options, and
//! the log in plain words. The app's table draws it; nothing here knows egui.

use super::action::{Action, Handle};
use super::card::CardKind;
use super::rules::Game;
use super::state::{Outcome, Phase};
use super::words::{action_label, card_action_label, decision_prompt, describe};

/// A card in a zone, with what it can do now.
#[derive(Debug, Clone, PartialEq)]
pub struct CardView {
    /// The card.
    pub card: Handle,
    /// Its printing's ID.
    pub id: String,
    /// Its full name.
    pub name: String,
    /// Cost · type · lore, for the face.
    pub facts: String,
    /// Its rules text.
    pub text: String,
    /// Exerted, drying, damage, at a location, cards under it.
    pub marks: Vec<String>,
    /// Exerted (drawn turned).
    pub exerted: bool,
    /// The actions it takes now, labelled.
    pub actions: Vec<(Action, String)>,
}

/// The whole table.
#[derive(Debug, Clone, PartialEq)]
pub struct TableView {
    /// "Turn 5 · your turn 3 · Main phase", or the result.
    pub status: String,
    /// Lore.
    pub lore: u32,
    /// Ready ink / ink.
    pub ink: (u8, usize),
    /// Ink drops (set 14).
    pub ink_drops: u32,
    /// Whether a card was inked this turn.
    pub inked: bool,
    /// Cards left in the deck.
    pub deck: usize,
    /// The opening hand is still to be decided.
    pub setup: bool,
    /// The game is over.
    pub over: bool,
    /// The hand.
    pub hand: Vec<CardView>,
    /// Characters, items and locations in play.
    pub play: Vec<CardView>,
    /// The inkwell (facedown: names shown to you, 7.5).
    pub inkwell: Vec<CardView>,
    /// The discard, newest last.
    pub discard: Vec<String>,
    /// The open decision's question and its options.
    pub decision: Option<(String, Vec<(Action, String)>)>,
    /// Actions of no card: end the turn, keep.
    pub general: Vec<(Action, String)>,
    /// The log.
    pub log: Vec<String>,
}

impl TableView {
    /// The view of a game.
    pub fn of(game: &Game) -> TableView {
        let s = game.state();
        let legal = game.legal_actions();
        let labelled: Vec<(Action, String)> = legal
            .iter()
            .map(|a| (a.clone(), action_label(game, a)))
            .collect();
        let of_card = |card: Handle| -> Vec<(Action, String)> {
            legal
                .iter()
                .filter(|a| acts_on(a) == Some(card))
                .map(|a| (a.clone(), card_action_label(game, a)))
                .collect()
        };
        let view = |card: Handle, marks: Vec<String>, exerted: bool| {
            let c = game.card(card);
            let kind = match c.kind {
                CardKind::Character => "Character",
                CardKind::Action if c.song => "Song",
                CardKind::Action => "Action",
                CardKind::Item => "Item",
                CardKind::Location => "Location",
            };
            let mut facts = format!("{} ink · {kind}", c.cost);
            if c.kind == CardKind::Character {
                facts.push_str(&format!(
                    " · {}/{} · {} lore",
                    c.strength, c.willpower, c.lore
                ));
            }
            if c.kind == CardKind::Location {
                facts.push_str(&format!(" · move {} · {} lore", c.move_cost, c.lore));
            }
            if !c.inkable {
                facts.push_str(" · not inkable");
            }
            CardView {
                card,
                id: c.id.to_string(),
                name: c.name.clone(),
                facts,
                text: c
                    .abilities
                    .iter()
                    .map(|a| a.text.as_str())
                    .collect::<Vec<_>>()
                    .join("\n"),
                marks,
                exerted,
                actions: of_card(card),
            }
        };
        // The legal actions name the first copy of a card in hand; each copy takes them.
        let hand = s
            .hand
            .iter()
            .map(|c| {
                let mut v = view(*c, Vec::new(), false);
                let first = s
                    .hand
                    .iter()
                    .find(|h| game.card(**h).id == game.card(*c).id)
                    .copied()
                    .unwrap_or(*c);
                if first != *c {
                    v.actions = of_card(first)
                        .into_iter()
                        .map(|(a, label)| (with_card(a, *c), label))
                        .collect();
                }
                v
            })
            .collect();
        let play = s
            .play
            .iter()
            .map(|p| {
                let mut marks = Vec::new();
                if p.exerted {
                    marks.push("exerted".to_string());
                }
                if p.drying {
                    marks.push("drying".to_string());
                }
                if p.damage > 0 {
                    marks.push(format!("{} damage", p.damage));
                }
                if let Some(at) = p.at {
                    marks.push(format!("at {}", game.card(at).name));
                }
                if !p.under.is_empty() {
                    marks.push(format!("{} under", p.under.len()));
                }
                if game.card(p.card).kind == CardKind::Character {
                    marks.push(format!("{} lore", game.lore_of(p.card)));
                }
                view(p.card, marks, p.exerted)
            })
            .collect();
        let inkwell = s
            .inkwell
            .iter()
            .map(|i| {
                let marks = if i.exerted {
                    vec!["exerted".to_string()]
                } else {
                    Vec::new()
                };
                view(i.card, marks, i.exerted)
            })
            .collect();
        let decision = s.decision.as_ref().map(|_| {
            (
                decision_prompt(game),
                labelled
                    .iter()
                    .filter(|(a, _)| matches!(a, Action::Choose(_) | Action::Done))
                    .cloned()
                    .collect(),
            )
        });
        let general = labelled
            .iter()
            .filter(|(a, _)| matches!(a, Action::EndTurn | Action::Keep))
            .cloned()
            .collect();
        let phase = match s.phase {
            Phase::Setup => "opening hand: keep, or mark cards for the bottom and mulligan (2.2.2)",
            Phase::Start => "Start-of-Turn phase",
            Phase::Main => "Main phase",
            Phase::End => "End-of-Turn phase",
            Phase::Over => "game over",
        };
        let status = match s.outcome {
            Some(Outcome::Won) => format!(
                "You won on your turn {} (turn {}) with {} lore.",
                s.your_turns, s.turn, s.lore
            ),
            Some(Outcome::Lost) => format!(
                "You lost on your turn {}: your deck ran out (1.8.1.2).",
                s.your_turns
            ),
            None if s.phase == Phase::Setup => format!(
                "You are {}; {phase}.",
                if s.on_the_play {
                    "on the play"
                } else {
                    "on the draw"
                }
            ),
            None => format!("Turn {} · your turn {} · {phase}", s.turn, s.your_turns),
        };
        TableView {
            status,
            lore: s.lore,
            ink: (s.ready_ink(), s.inkwell.len()),
            ink_drops: s.ink_drops,
            inked: s.inked_this_turn > 0,
            deck: s.deck.len(),
            setup: s.phase == Phase::Setup,
            over: s.outcome.is_some(),
            hand,
            play,
            inkwell,
            discard: s
                .discard
                .iter()
                .map(|c| game.card(*c).name.clone())
                .collect(),
            decision,
            general,
            log: game.log().iter().map(|e| describe(game, e)).collect(),
        }
    }
}

/// The same action done with another copy of its hand card.
fn with_card(action: Action, card: Handle) -> Action {
    match action {
        Action::Ink(_) => Action::Ink(card),
        Action::Play(_) => Action::Play(card),
        Action::Shift { onto, .. } => Action::Shift { card, onto },
        Action::Sing { singers, .. } => Action::Sing {
            song: card,
            singers,
        },
        other => other,
    }
}

/// The card an action is done with (the hand card, the character, the song), if any.
pub fn acts_on(action: &Action) -> Option<Handle> {
    match action {
        Action::Ink(c)
        | Action::Play(c)
        | Action::Quest(c)
        | Action::Boost(c)
        | Action::Shift { card: c, .. }
        | Action::Move { card: c, .. }
        | Action::Activate { card: c, .. }
        | Action::Sing { song: c, .. } => Some(*c),
        _ => None,
    }
}
