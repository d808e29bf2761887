//! Everything the Lorcana table says: what happened (events in plain words), what an action is
//! called, and the open decision's question.

use super::ability::Kind;
use super::action::{Action, Adjust, Handle};
use super::rules::Game;
use super::state::DecisionKind;

/// What happened, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// 2.2.2: the opening hand was kept.
    Kept,
    /// 2.2.2.1: cards went to the bottom and as many were drawn.
    Mulliganed {
        /// How many.
        count: u8,
    },
    /// Your turn began (3.2).
    TurnBegins {
        /// Both players' turns counted.
        turn: u32,
    },
    /// The dummy's turn passed.
    OpponentPassed {
        /// Both players' turns counted.
        turn: u32,
    },
    /// Your turn ended (3.4).
    TurnEnds {
        /// The turn.
        turn: u32,
    },
    /// A card was drawn.
    Drew {
        /// The card.
        card: Handle,
    },
    /// A draw found the deck empty.
    DrewNothing,
    /// A card went into the inkwell (4.2).
    Inked {
        /// The card.
        card: Handle,
    },
    /// The top card of the deck went into the inkwell, exerted.
    InkedFromDeck {
        /// The card.
        card: Handle,
    },
    /// A card went into the inkwell, exerted, by an effect (from the hand, the discard, play or
    /// the cards looked at).
    IntoInkwell {
        /// The card.
        card: Handle,
    },
    /// A card was played for ink.
    Played {
        /// The card.
        card: Handle,
        /// The ink paid.
        cost: u8,
    },
    /// A character was Shifted (8.10).
    Shifted {
        /// The card.
        card: Handle,
        /// The character under it.
        onto: Handle,
        /// The ink paid.
        cost: u8,
    },
    /// A song was sung (5.4.4.2).
    Sang {
        /// The song.
        song: Handle,
        /// Who sang.
        singers: Vec<Handle>,
    },
    /// A character quested (4.5).
    Quested {
        /// The character.
        card: Handle,
        /// Its {L}, gained.
        lore: u8,
        /// Your lore after.
        total: u32,
    },
    /// Lore was gained.
    GainedLore {
        /// Whose ability (or the quester).
        source: Handle,
        /// How much.
        lore: u32,
        /// The total after.
        total: u32,
    },
    /// 3.2.2.2: a location's lore at Set.
    LocationLore {
        /// The location.
        card: Handle,
        /// Its {L}.
        lore: u8,
    },
    /// A character moved to a location (4.7).
    MovedTo {
        /// The character.
        card: Handle,
        /// The location.
        location: Handle,
        /// The ink paid.
        cost: u8,
    },
    /// An activated ability was used (4.4).
    Activated {
        /// The card.
        card: Handle,
        /// Which ability.
        ability: u8,
    },
    /// Boost (8.4).
    Boosted {
        /// The card.
        card: Handle,
    },
    /// An ability went into the bag.
    Triggered {
        /// The card.
        source: Handle,
        /// Which ability.
        ability: u8,
    },
    /// An ability finished resolving.
    Resolved {
        /// The card.
        source: Handle,
    },
    /// "You may": declined.
    Declined {
        /// The card.
        source: Handle,
    },
    /// 6.2.4: the condition was not met on resolution.
    ConditionNotMet {
        /// The card.
        source: Handle,
    },
    /// The effect does nothing against a dummy opponent.
    NoEffect {
        /// The card.
        source: Handle,
    },
    /// Cards were looked at from the top of the deck.
    Looked {
        /// How many.
        count: u8,
    },
    /// A card went into the hand (looked at, or from the discard).
    TookIntoHand {
        /// The card.
        card: Handle,
    },
    /// Cards went to the bottom of the deck.
    ToBottom {
        /// How many.
        count: u8,
    },
    /// The top card stayed on top.
    KeptOnTop,
    /// The top card of the deck went to the discard.
    Milled {
        /// The card.
        card: Handle,
    },
    /// Damage was put on a card.
    Damaged {
        /// The card.
        card: Handle,
        /// How much.
        by: u8,
    },
    /// The top card of the deck was revealed.
    Revealed {
        /// The card.
        card: Handle,
    },
    /// Ink drops were gotten.
    InkDrops {
        /// How many.
        got: u8,
        /// How many you have.
        total: u32,
    },
    /// A card was discarded.
    Discarded {
        /// The card.
        card: Handle,
    },
    /// A character got +{L} this turn.
    LoreBoost {
        /// The character.
        card: Handle,
        /// How much.
        by: u8,
    },
    /// The next card of a kind costs less this turn.
    NextCostsLess {
        /// The kind.
        kind: Kind,
        /// How much.
        by: u8,
    },
    /// A card was readied.
    Readied {
        /// The card.
        card: Handle,
    },
    /// The inkwell was readied.
    InkwellReadied,
    /// A card was banished.
    Banished {
        /// The card.
        card: Handle,
    },
    /// An ability is left to you.
    ManualLeft {
        /// The card.
        source: Handle,
        /// Which ability.
        ability: u8,
    },
    /// You said it was carried out.
    ManualDone {
        /// The card.
        source: Handle,
    },
    /// A change by hand.
    Adjusted(Adjust),
    /// 1.8.1.1.
    Won {
        /// The lore reached.
        lore: u32,
    },
    /// 1.8.1.2.
    Lost,
}

/// A card as the log names it: `Name (ID)`.
pub fn card_name(game: &Game, card: Handle) -> String {
    let c = game.card(card);
    format!("{} ({})", c.name, c.id)
}

/// One event in plain words.
pub fn describe(game: &Game, event: &Event) -> String {
    let name = |c: Handle| card_name(game, c);
    match event {
        Event::Kept => "You keep your opening hand.".into(),
        Event::Mulliganed { count } => format!(
            "You put {count} card{} on the bottom and draw as many (2.2.2).",
            plural(u32::from(*count))
        ),
        Event::TurnBegins { turn } => format!("Turn {turn}: your turn begins."),
        Event::OpponentPassed { turn } => format!("Turn {turn}: the opponent passes."),
        Event::TurnEnds { turn } => format!("You end turn {turn}."),
        Event::Drew { card } => format!("You draw {}.", name(*card)),
        Event::DrewNothing => "Your deck is empty: nothing is drawn (1.8.1.2: ending your turn with no cards in your deck loses).".into(),
        Event::Inked { card } => format!("You ink {}.", name(*card)),
        Event::InkedFromDeck { card } => {
            format!("{} goes from the top of your deck into your inkwell, exerted.", name(*card))
        }
        Event::IntoInkwell { card } => {
            format!("{} goes into your inkwell, exerted.", name(*card))
        }
        Event::Played { card, cost } => format!("You play {} for {cost} ink.", name(*card)),
        Event::Shifted { card, onto, cost } => format!(
            "You Shift {} onto {} for {cost} ink.",
            name(*card),
            name(*onto)
        ),
        Event::Sang { song, singers } => format!(
            "{} sing{} {}.",
            singers.iter().map(|s| name(*s)).collect::<Vec<_>>().join(" and "),
            if singers.len() == 1 { "s" } else { "" },
            name(*song)
        ),
        Event::Quested { card, lore, total } => {
            format!("{} quests for {lore} lore ({total} in all).", name(*card))
        }
        Event::GainedLore { lore, total, .. } => format!("You gain {lore} lore ({total} in all)."),
        Event::LocationLore { card, lore } => {
            format!("{} gives you {lore} lore (3.2.2.2).", name(*card))
        }
        Event::MovedTo {
            card,
            location,
            cost,
        } => format!("{} moves to {} for {cost} ink.", name(*card), name(*location)),
        Event::Activated { card, ability } => format!(
            "You use {}: {}",
            name(*card),
            ability_text(game, *card, *ability)
        ),
        Event::Boosted { card } => {
            format!("{} Boosts: the top card of your deck goes under it.", name(*card))
        }
        Event::Triggered { source, ability } => format!(
            "{} triggers: {}",
            name(*source),
            ability_text(game, *source, *ability)
        ),
        Event::Resolved { source } => format!("{} has resolved.", name(*source)),
        Event::Declined { source } => format!("You decline {}'s ability.", name(*source)),
        Event::ConditionNotMet { source } => format!(
            "{}'s ability does nothing: its condition is not met (6.2.4).",
            name(*source)
        ),
        Event::NoEffect { source } => format!(
            "{}'s effect does nothing here (the opponent has no cards; or it changes only challenges).",
            name(*source)
        ),
        Event::Discarded { card } => format!("You discard {}.", name(*card)),
        Event::InkDrops { got, total } => format!(
            "You get {got} ink drop{} ({total} in all; each pays 1 ink).",
            plural(u32::from(*got))
        ),
        Event::Looked { count } => format!(
            "You look at the top {count} card{} of your deck.",
            plural(u32::from(*count))
        ),
        Event::TookIntoHand { card } => format!("{} goes into your hand.", name(*card)),
        Event::ToBottom { count } => format!(
            "{count} card{} go{} to the bottom of your deck.",
            plural(u32::from(*count)),
            if *count == 1 { "es" } else { "" }
        ),
        Event::KeptOnTop => "The top card of your deck stays on top.".into(),
        Event::Milled { card } => {
            format!("{} goes from the top of your deck to your discard.", name(*card))
        }
        Event::Damaged { card, by } => format!("{} takes {by} damage.", name(*card)),
        Event::Revealed { card } => format!("You reveal {} from the top of your deck.", name(*card)),
        Event::LoreBoost { card, by } => format!("{} gets +{by} lore this turn.", name(*card)),
        Event::NextCostsLess { kind, by } => {
            format!("The next {kind} you play this turn costs {by} less.")
        }
        Event::Readied { card } => format!("{} is readied.", name(*card)),
        Event::InkwellReadied => "Every card in your inkwell is readied.".into(),
        Event::Banished { card } => format!("{} is banished.", name(*card)),
        Event::ManualLeft { source, ability } => format!(
            "Left to you: {}: {}",
            name(*source),
            ability_text(game, *source, *ability)
        ),
        Event::ManualDone { source } => format!("You are done with {}'s ability.", name(*source)),
        Event::Adjusted(adjust) => format!("By hand: {}.", adjust_words(game, adjust)),
        Event::Won { lore } => format!("You have {lore} lore: you win (1.8.1.1)."),
        Event::Lost => {
            "Your turn ends with no cards in your deck: you lose (1.8.1.2).".into()
        }
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// An ability's printed line.
pub fn ability_text(game: &Game, card: Handle, ability: u8) -> String {
    game.card(card)
        .abilities
        .get(usize::from(ability))
        .map_or_else(String::new, |a| a.text.clone())
}

fn adjust_words(game: &Game, adjust: &Adjust) -> String {
    let name = |c: Handle| card_name(game, c);
    match adjust {
        Adjust::Draw => "draw a card".into(),
        Adjust::GainLore => "gain 1 lore".into(),
        Adjust::LoseLore => "lose 1 lore".into(),
        Adjust::InkTop => "the top card of the deck into the inkwell".into(),
        Adjust::Ready(c) => format!("ready {}", name(*c)),
        Adjust::Exert(c) => format!("exert {}", name(*c)),
        Adjust::Damage(c) => format!("1 damage on {}", name(*c)),
        Adjust::Heal(c) => format!("remove 1 damage from {}", name(*c)),
        Adjust::Banish(c) => format!("banish {}", name(*c)),
        Adjust::ToHand(c) => format!("{} to your hand", name(*c)),
        Adjust::Discard(c) => format!("discard {}", name(*c)),
    }
}

/// The label of an action (a button, a line of the offered actions).
pub fn action_label(game: &Game, action: &Action) -> String {
    let name = |c: &u16| game.card(*c).name.clone();
    match action {
        Action::Keep => "Keep".into(),
        Action::Mulligan(cards) if cards.is_empty() => "Keep (mulligan nothing)".into(),
        Action::Mulligan(cards) => format!(
            "Mulligan {}",
            cards.iter().map(name).collect::<Vec<_>>().join(", ")
        ),
        Action::Ink(c) => format!("Ink {}", name(c)),
        Action::Play(c) => format!("Play {} ({} ink)", name(c), game.cost_to_play(*c)),
        Action::Shift { card, onto } => format!(
            "Shift {} onto {} ({} ink)",
            name(card),
            name(onto),
            game.shift_cost(*card).unwrap_or(0)
        ),
        Action::Sing { song, singers } => format!(
            "Sing {} with {}",
            name(song),
            singers.iter().map(name).collect::<Vec<_>>().join(" and ")
        ),
        Action::Quest(c) => format!("Quest with {} ({} lore)", name(c), game.lore_of(*c)),
        Action::Move { card, location } => format!("Move {} to {}", name(card), name(location)),
        Action::Activate { card, ability } => {
            format!(
                "Use {}: {}",
                name(card),
                ability_text(game, *card, *ability)
            )
        }
        Action::Boost(c) => format!("Boost {}", name(c)),
        Action::EndTurn => "End turn".into(),
        Action::Choose(i) => option_label(game, *i),
        Action::Done => "Done".into(),
        Action::Adjust(a) => adjust_words(game, a),
    }
}

/// The label of an action on its own card's face: the card is not named again ("Play (3
/// ink)", "Quest (2 lore)", "Shift onto Li Shang - General's Son (4 ink)").
pub fn card_action_label(game: &Game, action: &Action) -> String {
    let name = |c: &u16| game.card(*c).name.clone();
    match action {
        Action::Ink(_) => "Ink".into(),
        Action::Play(c) => format!("Play ({} ink)", game.cost_to_play(*c)),
        Action::Shift { card, onto } => format!(
            "Shift onto {} ({} ink)",
            name(onto),
            game.shift_cost(*card).unwrap_or(0)
        ),
        Action::Sing { singers, .. } => format!(
            "Sing with {}",
            singers.iter().map(name).collect::<Vec<_>>().join(" and ")
        ),
        Action::Quest(c) => format!("Quest ({} lore)", game.lore_of(*c)),
        Action::Move { location, .. } => format!("Move to {}", name(location)),
        Action::Activate { card, ability } => {
            let text = ability_text(game, *card, *ability);
            let short: String = text.chars().take(40).collect();
            format!(
                "Use: {short}{}",
                if text.chars().count() > 40 { "…" } else { "" }
            )
        }
        Action::Boost(c) => format!("Boost ({} ink)", game.card(*c).boost().unwrap_or(0)),
        other => action_label(game, other),
    }
}

/// The label of an option of the open decision.
pub fn option_label(game: &Game, option: u8) -> String {
    let Some(d) = &game.state().decision else {
        return format!("Option {option}");
    };
    if d.none_allowed && usize::from(option) == d.options.len() {
        return match d.kind {
            DecisionKind::LookTake => "None (all to the bottom)".into(),
            _ => "None".into(),
        };
    }
    let picked = d.options.get(usize::from(option)).copied().unwrap_or(0);
    match d.kind {
        DecisionKind::May if picked == 0 => "Yes".into(),
        DecisionKind::May => "No".into(),
        DecisionKind::Discard => format!("Discard {}", card_name(game, picked)),
        DecisionKind::Order => {
            let p = &game.state().bag[usize::from(picked)];
            format!(
                "First: {}: {}",
                card_name(game, p.source),
                ability_text(game, p.source, p.ability)
            )
        }
        DecisionKind::Manual => "Done".into(),
        DecisionKind::Target => format!("{} gets +{} lore", card_name(game, picked), d.left),
        DecisionKind::TopOrBottom if option == 0 => {
            format!("Keep {} on top", card_name(game, picked))
        }
        DecisionKind::TopOrBottom => format!("{} to the bottom", card_name(game, picked)),
        DecisionKind::LookTake | DecisionKind::Recur => {
            format!("Take {}", card_name(game, picked))
        }
        DecisionKind::PlayFree => format!("Play {} for free", card_name(game, picked)),
        DecisionKind::Ready => format!("Ready {}", card_name(game, picked)),
        DecisionKind::KeepOnTop => format!("Keep {} on top", card_name(game, picked)),
        DecisionKind::InkFromHand | DecisionKind::InkCharacter => {
            format!("Ink {}", card_name(game, picked))
        }
        DecisionKind::HandAndInk => format!("{} into your hand", card_name(game, picked)),
        DecisionKind::PutUnder => format!("Under {}", card_name(game, picked)),
        DecisionKind::ReturnToHand => format!("Return {} to your hand", card_name(game, picked)),
    }
}

/// The open decision's question.
pub fn decision_prompt(game: &Game) -> String {
    let Some(d) = &game.state().decision else {
        return String::new();
    };
    let source = card_name(game, d.source);
    match d.kind {
        DecisionKind::May => format!("{source}: its ability says \"you may\": use it? (6.1.4)"),
        DecisionKind::Discard => format!(
            "{source}: choose a card to discard ({} left)",
            d.left
        ),
        DecisionKind::Order => {
            "Several of your abilities wait in the bag: choose the one that resolves first (7.7.4.2)"
                .into()
        }
        DecisionKind::Target => format!(
            "{source}: choose one of your characters to get +{} lore this turn",
            d.left
        ),
        DecisionKind::TopOrBottom => format!(
            "{source}: the top card of your deck is {}; keep it on top or put it on the bottom?",
            d.options.first().map_or_else(String::new, |c| card_name(game, *c))
        ),
        DecisionKind::LookTake => format!(
            "{source}: take one of the cards looked at into your hand, or none; the rest go to the bottom"
        ),
        DecisionKind::Recur => format!("{source}: choose a card of your discard to return to your hand"),
        DecisionKind::PlayFree => format!("{source}: you may play one of these for free (6.1.7), or none"),
        DecisionKind::Ready => format!("{source}: choose one of your characters to ready"),
        DecisionKind::InkFromHand => {
            format!("{source}: choose a card of your hand to put into your inkwell, exerted")
        }
        DecisionKind::HandAndInk => format!(
            "{source}: choose the card that goes into your hand; the other goes into your inkwell"
        ),
        DecisionKind::PutUnder => format!(
            "{source}: choose one of your cards with Boost to put the top card of your deck under"
        ),
        DecisionKind::ReturnToHand => {
            format!("{source}: choose one of your characters to return to your hand")
        }
        DecisionKind::InkCharacter => format!(
            "{source}: choose one of your characters to put into your inkwell, exerted"
        ),
        DecisionKind::KeepOnTop => format!(
            "{source}: choose the card that stays on top of your deck; the rest go to the bottom"
        ),
        DecisionKind::Manual => format!(
            "{source}: the table does not carry this out; do it by hand, then say done: {}",
            ability_text(game, d.source, d.options.first().map_or(0, |a| *a as u8))
        ),
    }
}
