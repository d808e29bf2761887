//! Renders compiled abilities back as short plain English, so a player (and a test) can see
//! exactly what the engine will do with a card. The sentence is made from the typed form only,
//! never copied from the card text.

use super::{
    Ability, Amount, CardFilter, Cmp, CompiledCard, Condition, Dest, Duration, GameEvent, Op, Pick,
    Protection, Replaced, RuleFlag, Scope, Side, Target, Trigger, Zone,
};

/// One sentence for an ability: "When this Character enters the Adventure Area: draw 1 card."
pub fn render(ability: &Ability) -> String {
    let mut out = String::new();
    if ability.granted {
        out.push_str("The adorned Character has: ");
    }
    let head = trigger(ability);
    match (&ability.condition, ability.trigger.is_static()) {
        (Some(c), true) => {
            let head = head.trim_end_matches(", ").trim_end_matches(": ");
            out.push_str(&format!("{head} and {}, ", condition(c)));
        }
        (Some(c), false) => out.push_str(&format!("{head}if {}, ", condition(c))),
        (None, _) => out.push_str(&head),
    }
    if ability.optional {
        out.push_str("you may ");
    }
    let body = steps(&ability.steps);
    if ability.granted {
        out.push_str(&body.replace("this card", "this Character"));
    } else {
        out.push_str(&body);
    }
    out.push('.');
    if let Some(r) = &ability.restriction {
        out.push_str(&format!(" Usable only when {}.", condition(r)));
    }
    capitalize(&out)
}

/// One sentence per ability of a compiled card, with "Only adorn" first.
pub fn render_card(card: &CompiledCard) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(f) = &card.only_adorn {
        out.push(format!("May only adorn {}.", names_or(f, "a Character")));
    }
    out.extend(card.abilities.iter().map(render));
    out
}

fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn trigger(ability: &Ability) -> String {
    let cost = ability.cost;
    match &ability.trigger {
        Trigger::Appear => "when this Character enters the Adventure Area: ".into(),
        Trigger::Farewell => "when this Character leaves for the Retirement Area: ".into(),
        Trigger::PrePlan => "when this Plan is removed (Pre-plan): ".into(),
        Trigger::Promoted => "when promoted to this stage: ".into(),
        Trigger::OnPlay => "when played: ".into(),
        Trigger::Activated => match (cost.tap_self, cost.remove_treat) {
            (true, true) => {
                "in your Main Phase, tap this Character and remove a Treat from it to: ".into()
            }
            (true, false) => "in your Main Phase, tap this Character to: ".into(),
            (false, true) => "in your Main Phase, remove a Treat from this Character to: ".into(),
            (false, false) => "in your Main Phase: ".into(),
        },
        Trigger::InspoBoost => "Inspo Boost, in your Inspiration Step: ".into(),
        Trigger::Explore => "Explore, flipping this Scene: ".into(),
        Trigger::Triumph => "Triumph: ".into(),
        Trigger::Leap => "Leap: ".into(),
        Trigger::Replace => "Replace: ".into(),
        Trigger::Enlightenment => "Enlightenment: ".into(),
        Trigger::Static(Scope::InAdventure) => {
            "while this Character is in the Adventure Area, ".into()
        }
        Trigger::Static(Scope::AdornedItem) => "while this Item adorns a Character, ".into(),
        Trigger::Static(Scope::InHand) => "while this card is in your hand, ".into(),
        Trigger::Static(Scope::Always) => "as a rule, ".into(),
        Trigger::On { event, each } => {
            format!(
                "{} {}: ",
                if *each { "whenever" } else { "when" },
                game_event(event)
            )
        }
        Trigger::Instead(Replaced::AdornedWouldRetire { in_contact }) => format!(
            "if the adorned Character would Retire{}, instead ",
            if *in_contact { " in Contact" } else { "" }
        ),
        Trigger::Instead(Replaced::RivalPrePlan) => {
            "if a Rival's Pre-plan would be used, instead ".into()
        }
    }
}

fn game_event(e: &GameEvent) -> String {
    match e {
        GameEvent::SelfIntervenes => "this Character Intervenes a Plan".into(),
        GameEvent::SelfMoves { first_each_turn } => format!(
            "this Character moves or switches in the Adventure Area{}",
            if *first_each_turn {
                " for the first time this turn"
            } else {
                ""
            }
        ),
        GameEvent::CharacterMoves(side) => format!(
            "{} Character moves or switches in the Adventure Area",
            possessive(*side)
        ),
        GameEvent::Retires {
            side,
            filter,
            in_contact,
        } => format!(
            "{} {} Retires{}",
            possessive(*side),
            noun(filter, "Character"),
            if *in_contact { " in Contact" } else { "" }
        ),
        GameEvent::AdornedRetiresInContact => "the adorned Character Retires in Contact".into(),
        GameEvent::PlanRemoved(side) => format!("{} Plan is removed", possessive(*side)),
        GameEvent::PrePlanUsed(side) => format!("{} Pre-plan is used", possessive(*side)),
        GameEvent::TurnEnds(side) => format!("{} turn ends", possessive(*side)),
        GameEvent::Discarded(side) => format!("{} discard a card", subject_side(*side)),
        GameEvent::EventPlayed(side) => format!("{} play an Event", subject_side(*side)),
        GameEvent::ItemRetired(side) => format!(
            "{} move an adorned Item to the Retirement Area",
            subject_side(*side)
        ),
        GameEvent::TreatPlaced => "a Treat is placed on this Character".into(),
        GameEvent::TreatRemoved => "a Treat is removed from this Character".into(),
    }
}

fn possessive(side: Side) -> &'static str {
    match side {
        Side::You => "your",
        Side::Rival => "Rival's",
        Side::Both => "each player's",
    }
}

fn subject_side(side: Side) -> &'static str {
    match side {
        Side::You => "you",
        Side::Rival => "Rival",
        Side::Both => "a player",
    }
}

fn zone(side: Side, zone: Zone) -> String {
    let owner = match (side, zone) {
        (Side::Both, Zone::Adventure) => return "both Adventure Areas".into(),
        (Side::Both, Zone::SceneArea) => return "both Scene Areas".into(),
        (Side::Both, Zone::Retirement) => return "both Retirement Areas".into(),
        (_, Zone::Revealed) => return "the revealed cards".into(),
        (s, _) => possessive(s),
    };
    let name = match zone {
        Zone::Adventure => "Adventure Area",
        Zone::EmptySlots => "empty Adventure Area slots",
        Zone::Retirement => "Retirement Area",
        Zone::Hand => "hand",
        Zone::Deck => "Deck",
        Zone::SceneArea => "Scene Area",
        Zone::SceneDeck => "Scene Deck",
        Zone::Plans => "Plans",
        Zone::Revealed => "revealed cards",
    };
    format!("{owner} {name}")
}

fn names_or(f: &CardFilter, fallback: &str) -> String {
    if f.names.is_empty() {
        fallback.to_string()
    } else {
        f.names
            .iter()
            .map(|n| format!("「{n}」"))
            .collect::<Vec<_>>()
            .join(" or ")
    }
}

fn cmp_words(cmp: Cmp, n: u8) -> String {
    match cmp {
        Cmp::AtLeast => format!("{n} or more"),
        Cmp::AtMost => format!("{n} or less"),
        Cmp::Exactly => format!("exactly {n}"),
    }
}

/// "other face-up 「Pegasus」 Character with Cost of Force of Harmony 3 or less".
pub(crate) fn noun(f: &CardFilter, fallback: &str) -> String {
    noun_n(f, fallback, false)
}

fn plural(word: &str) -> String {
    if word.ends_with('s') {
        word.to_string()
    } else {
        format!("{word}s")
    }
}

/// [`noun`], in the plural when `many`.
fn noun_n(f: &CardFilter, fallback: &str, many: bool) -> String {
    let type_word = |w: &str| if many { plural(w) } else { w.to_string() };
    let mut words = Vec::new();
    if f.other {
        words.push("other".to_string());
    }
    match f.face_up {
        Some(true) => words.push("face-up".into()),
        Some(false) => words.push("face-down".into()),
        None => {}
    }
    match f.tapped {
        Some(true) => words.push("tapped".into()),
        Some(false) => words.push("untapped".into()),
        None => {}
    }
    if !f.names.is_empty() {
        words.push(names_or(f, ""));
    }
    if !f.types.is_empty() {
        words.push(
            f.types
                .iter()
                .map(|t| type_word(t.name()))
                .collect::<Vec<_>>()
                .join(" or "),
        );
    } else if f.names.is_empty() {
        words.push(type_word(fallback));
    }
    if let Some((cmp, n)) = f.cost {
        words.push(format!(
            "with Cost of Force of Harmony {}",
            cmp_words(cmp, n)
        ));
    }
    if let Some((cmp, n)) = f.inspiration {
        words.push(format!("with Inspiration {}", cmp_words(cmp, n)));
    }
    match f.treat {
        Some(true) => words.push("with a Treat".into()),
        Some(false) => words.push("without a Treat".into()),
        None => {}
    }
    match f.adorned {
        Some(true) => words.push("adorned with an Item".into()),
        Some(false) => words.push("not adorned".into()),
        None => {}
    }
    if !f.names_none.is_empty() {
        words.push(format!(
            "without {}",
            names_or(
                &CardFilter {
                    names: f.names_none.clone(),
                    ..CardFilter::default()
                },
                ""
            )
        ));
    }
    if f.inspo_boost {
        words.push("with an Inspo Boost".into());
    }
    words.join(" ")
}

fn counted(side: Side, z: Zone, f: &CardFilter) -> String {
    counted_n(side, z, f, false)
}

fn counted_n(side: Side, z: Zone, f: &CardFilter, many: bool) -> String {
    let s = if many { "s" } else { "" };
    match z {
        Zone::EmptySlots => format!("empty slot{s} of {}", zone(side, Zone::Adventure)),
        Zone::Plans => format!("Plan{s} in {} Story Area", possessive(side)),
        _ => format!("{} in {}", noun_n(f, "card", many), zone(side, z)),
    }
}

fn condition(c: &Condition) -> String {
    match c {
        Condition::Count {
            side,
            zone: z,
            filter,
            cmp,
            n,
        } => match (cmp, n) {
            (Cmp::AtLeast, 1) => format!("there is any {}", counted(*side, *z, filter)),
            (Cmp::AtMost, 0) => format!("there is no {}", counted(*side, *z, filter)),
            (cmp, n) => format!(
                "there are {} {}",
                cmp_words(*cmp, *n),
                counted_n(*side, *z, filter, true)
            ),
        },
        Condition::Compare { a, cmp, b, margin }
            if a.1 == Zone::Plans
                && b.1 == Zone::Plans
                && a.0 == Side::Rival
                && b.0 == Side::You =>
        {
            match (cmp, margin) {
                (Cmp::AtLeast, 0) => "Rival has at least as many Plans as you".into(),
                (Cmp::AtLeast, 1) => "Rival has more Plans than you".into(),
                _ => format!("Rival's Plans compare {cmp:?} with yours plus {margin}"),
            }
        }
        Condition::Compare { a, cmp, b, margin } => {
            let left = counted(a.0, a.1, &a.2);
            let right = counted(b.0, b.1, &b.2);
            let rel = match (cmp, margin) {
                (Cmp::AtLeast, 0) => "at least as many as".to_string(),
                (Cmp::AtLeast, m) => format!("at least {m} more than"),
                (Cmp::AtMost, 0) => "at most as many as".to_string(),
                (Cmp::AtMost, m) => format!("at least {m} fewer than"),
                (Cmp::Exactly, _) => "as many as".to_string(),
            };
            format!("the count of {left} is {rel} the count of {right}")
        }
        Condition::Turn(side) => format!("it is {} turn", possessive(*side)),
        Condition::SelfAdorned => "this Character is adorned with an Item".into(),
        Condition::SelfHasTreat => "this Character has a Treat".into(),
        Condition::RevealedIs(f) => format!("the revealed card is {}", noun(f, "card")),
        Condition::SceneFlippedUpThisTurn => {
            "one of your Scenes was flipped face up this turn".into()
        }
        Condition::ChosenMovedThisTurn => "the chosen Character moved or switched this turn".into(),
        Condition::TriggerSourceIs(f) => format!("that ability's card is {}", noun(f, "card")),
        Condition::All(list) => list.iter().map(condition).collect::<Vec<_>>().join(" and "),
    }
}

fn target(t: &Target) -> String {
    match t {
        Target::This => "this card".into(),
        Target::Adorned(f) if f.is_any() => "the adorned Character".into(),
        Target::Adorned(f) => format!("the adorned Character if it is {}", noun(f, "Character")),
        Target::OwnItem(f) => format!("the {} this Character is adorned with", names_or(f, "Item")),
        Target::Chosen => "the chosen".into(),
        Target::All {
            side,
            zone: Zone::Adventure,
            filter,
        } if filter.types == [crate::card::CardType::Character]
            && !filter.other
            && filter.names.is_empty()
            && filter.is_any_but_types() =>
        {
            format!("every Character in {}", zone(*side, Zone::Adventure))
        }
        Target::All {
            side,
            zone: z,
            filter,
        } => {
            format!("every {} in {}", noun(filter, "card"), zone(*side, *z))
        }
        Target::NextToAdorned => "the Characters next to the adorned Character".into(),
        Target::InContact(f) => format!("your {} in this Contact", noun(f, "Character")),
        Target::DeckTop(1) => "the top card of your Deck".into(),
        Target::DeckTop(n) => format!("the top {n} cards of your Deck"),
        Target::Rest => "the rest".into(),
    }
}

fn amount(a: &Amount, unit: &str) -> String {
    match a {
        Amount::Fixed(n) => format!("{n:+} {unit}"),
        Amount::PerCount {
            base,
            each,
            side,
            zone: z,
            filter,
        } => {
            let per = format!("{each:+} {unit} for each {}", counted(*side, *z, filter));
            if *base == 0 {
                per
            } else {
                format!("{base:+} {unit} and {per}")
            }
        }
    }
}

/// "2 less Force of Harmony", "1 less Force of Harmony for each 「Pet」 in your Adventure Area".
fn cost_amount(a: &Amount) -> String {
    let words = |n: i8| {
        if n < 0 {
            format!("{} less Force of Harmony", -i16::from(n))
        } else {
            format!("{n} more Force of Harmony")
        }
    };
    match a {
        Amount::Fixed(n) => words(*n),
        Amount::PerCount {
            base: 0,
            each,
            side,
            zone: z,
            filter,
        } => format!("{} for each {}", words(*each), counted(*side, *z, filter)),
        Amount::PerCount { .. } => amount(a, "Force of Harmony"),
    }
}

fn duration(d: Duration) -> &'static str {
    match d {
        Duration::Instant | Duration::WhileSource => "",
        Duration::EndOfContact => " until the end of this Contact",
        Duration::EndOfTurn => " until the end of turn",
        Duration::NextPlay => " on its next play this turn",
        Duration::EndOfTurnIfMoved => {
            " until the end of turn while it has moved or switched in the Adventure Area this turn"
        }
    }
}

fn dest(d: Dest) -> String {
    match d {
        Dest::Hand => "to your hand".into(),
        Dest::Adventure => "to your Adventure Area".into(),
        Dest::Retirement => "into the Retirement Area".into(),
        Dest::DeckTop => "on top of your Deck".into(),
        Dest::DeckBottom => "to the bottom of your Deck".into(),
        Dest::DeckTopOrBottom => "on top of or to the bottom of your Deck".into(),
        Dest::SceneDeckBottom => "to the bottom of its owner's Scene Deck".into(),
        Dest::SceneDeckTopOrBottom => "on top of or to the bottom of your Scene Deck".into(),
        Dest::Plan => "into your Story Area as a Plan".into(),
        Dest::AdornTo => "onto a Character in your Adventure Area, adorning it".into(),
        Dest::SceneArea { face_up, tapped } => format!(
            "into your Scene Area {}{}",
            if face_up { "face up" } else { "face down" },
            if tapped { " and tapped" } else { "" }
        ),
    }
}

fn pick(p: &Pick) -> String {
    let noun = noun_n(&p.filter, "card", p.n > 1);
    format!("{} {} in {}", p.n, noun, zone(p.side, p.zone))
}

fn steps(ops: &[Op]) -> String {
    let mut many = false;
    ops.iter()
        .map(|o| {
            if let Op::Choose { picks, .. } = o {
                many = picks.iter().map(|p| u32::from(p.n)).sum::<u32>() > 1;
            }
            let text = op(o);
            let chosen = if many { "them" } else { "it" };
            text.replace("the chosen gets", if many { "they get" } else { "it gets" })
                .replace("the chosen", chosen)
        })
        .collect::<Vec<_>>()
        .join(", then ")
}

fn op(o: &Op) -> String {
    match o {
        Op::Choose {
            picks,
            up_to,
            random,
        } => {
            let list = picks.iter().map(pick).collect::<Vec<_>>().join(" and ");
            format!(
                "choose {}{}{}",
                if *up_to { "up to " } else { "" },
                list,
                if *random { " at random" } else { "" }
            )
        }
        Op::Draw(Amount::Fixed(1)) => "draw 1 card".into(),
        Op::Draw(Amount::Fixed(n)) => format!("draw {n} cards"),
        Op::Draw(Amount::PerCount {
            base,
            each,
            side,
            zone: z,
            filter,
        }) => {
            let per = format!("{each} for each {}", counted(*side, *z, filter));
            if *base == 0 {
                format!(
                    "draw {each} card{} for each {}",
                    if *each == 1 { "" } else { "s" },
                    counted(*side, *z, filter)
                )
            } else {
                format!("draw {base}, plus {per}")
            }
        }
        Op::Discard(1) => "discard 1 card".into(),
        Op::Discard(n) => format!("discard {n} cards"),
        Op::Inspiration {
            target: t,
            amount: a,
            duration: d,
        } => format!(
            "{} {} {}{}",
            target(t),
            if matches!(t, Target::NextToAdorned) {
                "get"
            } else {
                "gets"
            },
            amount(a, "Inspiration"),
            duration(*d)
        ),
        Op::CostChange {
            target: t,
            amount: a,
            duration: d,
        } => match (t, d) {
            (Target::All { filter, .. }, Duration::NextPlay) => format!(
                "the next {} you play from your hand this turn costs {}",
                noun(filter, "card"),
                cost_amount(a)
            ),
            _ => format!("{} costs {} to play", target(t), cost_amount(a)),
        },
        Op::Retire(t) => format!("Retire {}", target(t)),
        Op::Move { target: t, to } => format!("move {} {}", target(t), dest(*to)),
        Op::MoveInAdventure(t) => format!(
            "move {} to an empty slot of its Adventure Area, keeping its state",
            target(t)
        ),
        Op::Switch(t) => format!(
            "switch the slots of {} in the Adventure Area, keeping their state",
            target(t)
        ),
        Op::Reveal { zone: z, n, look } => format!(
            "{} the top {} of {}",
            if *look { "look at" } else { "reveal" },
            if *n == 1 {
                "card".to_string()
            } else {
                format!("{n} cards")
            },
            zone(Side::You, *z)
        ),
        Op::Rest { to, any_order } => format!(
            "put the rest {}{}",
            dest(*to),
            if *any_order { " in any order" } else { "" }
        ),
        Op::Flip { target: t, face_up } => format!(
            "flip {} face {}",
            target(t),
            if *face_up { "up" } else { "down" }
        ),
        Op::SetTapped { target: t, tapped } => {
            format!("{} {}", if *tapped { "tap" } else { "untap" }, target(t))
        }
        Op::AddScene {
            side,
            face_up,
            tapped,
        } => format!(
            "{} the top card of {} Scene Deck into {} Scene Area {}{}",
            if *side == Side::Rival {
                "Rival puts"
            } else {
                "put"
            },
            possessive(*side),
            possessive(*side),
            if *face_up { "face up" } else { "face down" },
            if *tapped { " and tapped" } else { "" }
        ),
        Op::LookPlans { side, n, reorder } => format!(
            "look at {} {} Plans{}",
            if *n == 0 {
                "all".to_string()
            } else {
                format!("{n} of")
            },
            possessive(*side),
            if *reorder {
                " and put them back in any order"
            } else {
                ""
            }
        ),
        Op::RemovePlan { side, n } => format!(
            "remove {n} of {} Plans (a Pre-plan on it is used)",
            possessive(*side)
        ),
        Op::Protect {
            target: t,
            from,
            duration: d,
        } => format!(
            "{} cannot Retire {}{}",
            target(t),
            match from {
                Protection::RetireInContact => "in Contact",
                Protection::RetireByEvents => "by Event effects",
            },
            duration(*d)
        ),
        Op::Treat { target: t, add } => {
            if *add {
                format!("place a Treat on {}", target(t))
            } else {
                format!("remove a Treat from {}", target(t))
            }
        }
        Op::Delayed {
            event,
            duration: d,
            steps: body,
        } => format!(
            "{}, each time {}, {}",
            duration(*d).trim_start(),
            game_event(event),
            steps(body)
        ),
        Op::Rule { flag, duration: d } => format!(
            "{}{}",
            match flag {
                RuleFlag::RivalPrePlansToHand =>
                    "Rival's Pre-plans are not used and their Plans go to Rival's hand",
                RuleFlag::ChosenInspoBoostBlocked => "Rival cannot use that Scene's Inspo Boost",
                RuleFlag::OneTreatPerCharacter => "each Character can hold at most 1 Treat",
            },
            duration(*d)
        ),
        Op::If {
            condition: c,
            then,
            otherwise,
        } => {
            if otherwise.is_empty() {
                format!("if {}, {}", condition(c), steps(then))
            } else {
                format!(
                    "if {}, {}; otherwise {}",
                    condition(c),
                    steps(then),
                    steps(otherwise)
                )
            }
        }
        Op::WinGame => "you win the game".into(),
    }
}
