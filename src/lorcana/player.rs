//! The built-in Lorcana player: plays a lore race as a careful player would (`docs/lorcana.md`,
//! "The built-in player"). It only ever picks among the legal actions, and it has no randomness
//! of its own, so a game's seed decides everything.
//!
//! Its plan, each turn: ink once (the card it will miss least), play the most valuable card it
//! can afford (a Shift onto a dry character first: that character quests at once), sing songs
//! worth more than a quest with characters that would bring less, use activated abilities that
//! draw or gain lore, quest with everyone who can, and end the turn.

use super::ability::{Ability, Effect, Static};
use super::action::{Action, Handle};
use super::card::{CardKind, TableCard};
use super::rules::Game;
use super::state::{DecisionKind, Phase};

/// Cards costing this much or more go back in a mulligan (2.2.2).
const MULLIGAN_FROM_COST: u8 = 5;
/// Ink until the inkwell holds this many, and after that while the hand is long.
const INK_TARGET: usize = 7;

/// The built-in player's next action, or `None` when the game is over.
pub fn next_action(game: &Game) -> Option<Action> {
    let legal = game.legal_actions();
    if legal.is_empty() {
        return None;
    }
    let s = game.state();
    if s.phase == Phase::Setup {
        return Some(mulligan(game));
    }
    if let Some(d) = &s.decision {
        return Some(match d.kind {
            DecisionKind::Manual => Action::Done,
            // "You may": yes, unless what follows costs more than it brings (a discard, a
            // banish of its own).
            DecisionKind::May => {
                let worth: i32 = s
                    .resolving
                    .as_ref()
                    .map_or(0, |r| r.effects.iter().map(effect_value).sum());
                Action::Choose(if worth >= 0 { 0 } else { 1 })
            }
            DecisionKind::Order => Action::Choose(0),
            // Ready the exerted character worth the most (a quest again, or a singer).
            DecisionKind::Ready => choose_max(&d.options, |c| {
                let exerted = s.in_play(c).is_some_and(|p| p.exerted);
                (exerted, game.lore_of(c))
            })
            .unwrap_or(Action::Choose(0)),
            // +{L} on the character that will quest for the most (ready and dry first).
            DecisionKind::Target => choose_max(&d.options, |c| {
                let ready = s
                    .in_play(c)
                    .is_some_and(|p| !p.exerted && !p.drying && game.can_quest(c));
                (ready, game.lore_of(c))
            })
            .unwrap_or(Action::Choose(0)),
            // Keep a card it can play soon on top; send the rest down.
            DecisionKind::TopOrBottom => {
                let top = d.options.first().copied().unwrap_or(0);
                let soon = usize::from(game.card(top).cost) <= s.inkwell.len() + 2;
                Action::Choose(if soon { 0 } else { 1 })
            }
            // The card it would rather draw next stays on top; the best card to the hand.
            DecisionKind::KeepOnTop | DecisionKind::HandAndInk => {
                choose_max(&d.options, |c| keep_value(game, c)).unwrap_or(Action::Choose(0))
            }
            // Anything to the Boost card.
            DecisionKind::PutUnder => Action::Choose(0),
            // The character worth least goes back to the hand or into the inkwell.
            DecisionKind::ReturnToHand | DecisionKind::InkCharacter => {
                choose_max(&d.options, |c| std::cmp::Reverse(game.lore_of(c)))
                    .unwrap_or(Action::Choose(0))
            }
            // The card it will miss least goes to the inkwell or the discard.
            DecisionKind::InkFromHand | DecisionKind::Discard => {
                choose_max(&d.options, |c| std::cmp::Reverse(keep_value(game, c)))
                    .unwrap_or(Action::Choose(0))
            }
            // The best card, or "none" (the option after the last) when there is none.
            DecisionKind::LookTake | DecisionKind::Recur | DecisionKind::PlayFree => {
                choose_max(&d.options, |c| keep_value(game, c))
                    .unwrap_or(Action::Choose(u8::try_from(d.options.len()).unwrap_or(0)))
            }
        });
    }
    // 1. Ink once, first, so the new ink can pay this turn (4.2.1.3).
    if let Some(card) = ink_choice(game, &legal) {
        return Some(Action::Ink(card));
    }
    // 2. The most valuable card it can afford.
    let best_play = legal
        .iter()
        .filter_map(|a| play_value(game, a).map(|v| (v, a)))
        .filter(|(v, _)| *v > 0)
        .max_by_key(|(v, _)| *v)
        .map(|(_, a)| a.clone());
    if let Some(play) = best_play {
        return Some(play);
    }
    // 3. Songs sung by a character that brings less by questing than the song brings.
    if let Some(sing) = legal.iter().find(|a| worth_singing(game, a)) {
        return Some(sing.clone());
    }
    // 4. Activated abilities that draw or gain lore, when they cost no quest.
    if let Some(activate) = legal.iter().find(|a| worth_activating(game, a)) {
        return Some(activate.clone());
    }
    // 5. Quest with everyone who can (the highest lore first).
    if let Some(quest) = legal
        .iter()
        .filter(|a| matches!(a, Action::Quest(_)))
        .max_by_key(|a| match a {
            Action::Quest(c) => game.lore_of(*c),
            _ => 0,
        })
    {
        return Some(quest.clone());
    }
    Some(Action::EndTurn)
}

/// The option whose key is highest (the first of equals), as the choice of it.
fn choose_max<K: Ord>(options: &[Handle], key: impl Fn(Handle) -> K) -> Option<Action> {
    options
        .iter()
        .enumerate()
        .max_by_key(|(i, c)| (key(**c), std::cmp::Reverse(*i)))
        .and_then(|(i, _)| u8::try_from(i).ok())
        .map(Action::Choose)
}

/// 2.2.2: bottom the expensive cards, and uninkable ones beyond two, unless the hand is
/// already good.
fn mulligan(game: &Game) -> Action {
    let s = game.state();
    let mut back: Vec<Handle> = s
        .hand
        .iter()
        .copied()
        .filter(|c| game.card(*c).cost >= MULLIGAN_FROM_COST)
        .collect();
    let uninkable: Vec<Handle> = s
        .hand
        .iter()
        .copied()
        .filter(|c| !game.card(*c).inkable && !back.contains(c))
        .collect();
    back.extend(uninkable.iter().skip(2));
    if back.is_empty() {
        Action::Keep
    } else {
        Action::Mulligan(back)
    }
}

/// What a card in hand is worth keeping (higher: keep).
fn keep_value(game: &Game, card: Handle) -> i32 {
    let c = game.card(card);
    let s = game.state();
    let ink = i32::try_from(s.inkwell.len()).unwrap_or(i32::MAX);
    let copies = s.hand.iter().filter(|h| game.card(**h).id == c.id).count();
    let mut value = race_value(c);
    // A card it can play soon is worth more than one far up the curve.
    let cost = i32::from(c.cost);
    if cost <= ink + 2 {
        value += 20;
    }
    if copies > 1 {
        value -= 15;
    }
    value
}

/// What a card brings to a lore race: lore per turn for characters and locations, and what its
/// compiled abilities add; nothing for cards whose text only touches an opponent.
fn race_value(card: &TableCard) -> i32 {
    let mut value = match card.kind {
        CardKind::Character => 10 + 12 * i32::from(card.lore),
        CardKind::Location => 8 + 12 * i32::from(card.lore),
        CardKind::Item | CardKind::Action => 0,
    };
    for a in &card.abilities {
        value += match &a.ability {
            Ability::Triggered { effects, .. }
            | Ability::Activated { effects, .. }
            | Ability::Resolve { effects } => effects.iter().map(effect_value).sum(),
            Ability::Static {
                change: Static::LoreSelf(n),
                ..
            } => 6 * i32::from(*n),
            Ability::Static { .. } | Ability::Keyword(_) | Ability::Dead | Ability::Inert => 0,
            // Unknown text may be worth something: a little, so it is played after sure value.
            Ability::Manual => 4,
        };
    }
    value
}

fn effect_value(effect: &Effect) -> i32 {
    match effect {
        Effect::Draw(n) => 10 * i32::from(*n),
        Effect::Loot { draw, discard } => 4 * (i32::from(*draw) - i32::from(*discard)) + 6,
        Effect::GainLore(n) => 12 * i32::from(*n),
        Effect::InkTopOfDeck => 9,
        Effect::InkThisCard => 5,
        Effect::LoreThisTurn(n) => 8 * i32::from(*n),
        Effect::OthersLoreThisTurn { by, .. } => 10 * i32::from(*by),
        Effect::NextCostsLess { by, .. } => 3 * i32::from(*by),
        Effect::ChosenLoreThisTurn { by, .. } => 8 * i32::from(*by),
        Effect::TopOrBottom => 3,
        Effect::LookTake { .. } => 8,
        Effect::Recur(_) => 8,
        Effect::InkDrops(n) => 5 * i32::from(*n),
        Effect::PlayFree { max_cost, .. } => 4 * i32::from(*max_cost),
        Effect::ReadySelf => 6,
        Effect::Mill(n) => -i32::from(*n),
        Effect::DiscardChosen(n) => -6 * i32::from(*n),
        Effect::DiscardHand => -20,
        Effect::BanishYourCharacters => -40,
        Effect::InkTopCards(n) => 9 * i32::from(*n),
        Effect::ExertInkwell => -10,
        Effect::InkFromHand => 6,
        Effect::HandAndInk(_) => 14,
        Effect::BoostFree => 3,
        Effect::ReturnChosen => -4,
        Effect::InkChosenCharacter => -2,
        Effect::ReturnSelf => -4,
        Effect::BanishSelf => -10,
        Effect::DamageSelf(n) => -2 * i32::from(*n),
        Effect::KeepOneOnTop(_) => 3,
        Effect::RevealTake { .. } => 5,
        Effect::ReadyYours { .. } => 10,
        Effect::ReadyChosen { .. } => 6,
        Effect::NoQuestThisTurn => -4,
        Effect::ReadyInkwell => 8,
        Effect::OpponentOnly | Effect::BoardOnly => 0,
    }
}

/// The card to ink this turn, if it should ink.
fn ink_choice(game: &Game, legal: &[Action]) -> Option<Handle> {
    let s = game.state();
    if s.inkwell.len() >= INK_TARGET && s.hand.len() <= 3 {
        return None;
    }
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Ink(c) => Some(*c),
            _ => None,
        })
        .min_by_key(|c| (keep_value(game, *c), std::cmp::Reverse(game.card(*c).cost)))
}

/// What playing (or Shifting) now is worth; `None` for other actions.
fn play_value(game: &Game, action: &Action) -> Option<i32> {
    match action {
        Action::Play(card) => {
            let c = game.card(*card);
            let value = race_value(c);
            // Spending ink is the point of a turn: the costlier of two good plays first.
            Some(if value > 0 {
                value + 3 * i32::from(game.cost_to_play(*card))
            } else {
                0
            })
        }
        Action::Shift { card, onto } => {
            let c = game.card(*card);
            let base = game.state().in_play(*onto)?;
            // On a dry, ready base the new character quests this turn (8.10.4).
            let quests_now = !base.drying && !base.exerted;
            let gained = race_value(c) - race_value(game.card(*onto)) / 2;
            Some(
                gained
                    + 3 * i32::from(game.shift_cost(*card).unwrap_or(0))
                    + if quests_now { 25 } else { 0 },
            )
        }
        _ => None,
    }
}

/// A song is worth its singers when what it brings beats their quests.
fn worth_singing(game: &Game, action: &Action) -> bool {
    let Action::Sing { song, singers } = action else {
        return false;
    };
    let song_value = race_value(game.card(*song));
    let lost: i32 = singers
        .iter()
        .map(|c| {
            if game.can_quest(*c) {
                12 * i32::from(game.lore_of(*c))
            } else {
                0
            }
        })
        .sum();
    song_value > 0 && song_value >= lost
}

/// An activated ability worth using now: one that draws, gains lore or ramps, without exerting
/// a character that would rather quest.
fn worth_activating(game: &Game, action: &Action) -> bool {
    let Action::Activate { card, ability } = action else {
        return false;
    };
    let c = game.card(*card);
    let Some(Ability::Activated {
        exert,
        banish_self,
        effects,
        ..
    }) = c.abilities.get(usize::from(*ability)).map(|a| &a.ability)
    else {
        return false;
    };
    let value: i32 = effects.iter().map(effect_value).sum();
    let lost = if *exert && c.kind == CardKind::Character && game.can_quest(*card) {
        12 * i32::from(game.lore_of(*card))
    } else {
        0
    };
    let sacrifice = if *banish_self { race_value(c) } else { 0 };
    value > 0 && value > lost + sacrifice
}
