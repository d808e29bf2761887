//! Plain-word descriptions of lane actions and sandbox actions, for logs, buttons and tooltips:
//! which lane, what will happen ("Lane 2: Promote to Stage II"), which card goes where. Used by
//! [`Game::describe`](super::Game::describe).

use super::{
    CardHandle, CardTable, DeckKind, Duration, GameState, LaneChoice, SandboxAction, Side,
    TapTarget, Token, Zone,
};

/// The roman numeral of a 0-based stage position.
fn roman(stage_index: usize) -> &'static str {
    crate::card::Stage::roman_at(stage_index)
}

/// 404.3-404.4: the lane being resolved and what the choice will do there.
pub(crate) fn describe_lane(state: &GameState, table: &CardTable, choice: LaneChoice) -> String {
    let Some(slot) = state.current_lane() else {
        return "No lane left to resolve".into();
    };
    let lane = slot + 1;
    let next = usize::from(state.acting().story_position);
    let promote = if next + 1 >= 4 {
        format!("Lane {lane}: Promote to Stage {} and win", roman(next))
    } else {
        format!("Lane {lane}: Promote to Stage {}", roman(next))
    };
    let intervene = match state.lowest_rival_plan() {
        Some(i) => format!(
            "Lane {lane}: Intervene: remove the rival's Plan on Stage {}",
            roman(i)
        ),
        None => format!("Lane {lane}: Intervene (the rival has no Plan left)"),
    };
    match choice {
        LaneChoice::Auto | LaneChoice::Pass
            if state.inspiration_step == super::InspirationStep::NonTurnPlayer =>
        {
            // The last boosts of this Contact (404.3.2): the outcome is known.
            let mine = state.inspiration_of(table, slot);
            let rival = state.rival_inspiration_of(table, slot);
            let outcome = match mine.cmp(&rival) {
                std::cmp::Ordering::Greater => "yours wins",
                std::cmp::Ordering::Less => "yours retires",
                std::cmp::Ordering::Equal => "a tie, both retire",
            };
            format!(
                "Lane {lane}: end your Inspiration step: your Inspiration {mine} against the rival's {rival}: {outcome} (404.3.3)"
            )
        }
        LaneChoice::Auto if state.lane_contested() && state.two_player() => {
            // 404.3.2: a playing rival has its own Inspiration step after yours, so nothing is
            // decided yet.
            let mine = state.inspiration_of(table, slot);
            let rival = state.rival_inspiration_of(table, slot);
            format!(
                "Lane {lane}: Contact: end your Inspiration step, your {mine} against the rival's {rival} so far; the rival may still Inspo Boost (404.3.2)"
            )
        }
        LaneChoice::Auto if state.lane_contested() => {
            // 607: the sparring Character facing yours, which never boosts.
            let rival = state.rival_inspiration_of(table, slot);
            format!(
                "Lane {lane}: Contact against the rival's Inspiration {rival} (the lower retires)"
            )
        }
        LaneChoice::Auto if state.can_promote() => promote,
        LaneChoice::Auto if state.lowest_rival_plan().is_some() => intervene,
        LaneChoice::Auto => format!("Lane {lane}: nothing to do, pass"),
        LaneChoice::Promote => promote,
        LaneChoice::Intervene => intervene,
        LaneChoice::Pass => format!("Lane {lane}: Pass (take no action)"),
    }
}

fn zone(to: Zone) -> String {
    match to {
        Zone::MainDeckTop => "the top of the Main Deck".into(),
        Zone::MainDeckBottom => "the bottom of the Main Deck".into(),
        Zone::SceneDeckTop => "the top of the Scene Deck".into(),
        Zone::SceneDeckBottom => "the bottom of the Scene Deck".into(),
        Zone::Hand => "the hand".into(),
        Zone::SceneArea => "the Scene Area".into(),
        Zone::Character(slot) => format!("Adventure slot {}", slot + 1),
        Zone::Item(slot) => format!("the Character in slot {} (as an Item)", slot + 1),
        Zone::Plan(stage) => format!("a Plan on Story {}", roman(usize::from(stage))),
        Zone::Retirement => "the Retirement Area".into(),
        Zone::Settlement => "the Settlement Area".into(),
        Zone::StoryArea => "the Story Area".into(),
    }
}

fn token(token: Token) -> String {
    match token {
        Token::Treat => "a Treat".into(),
        Token::Present(present) => format!("the {present:?} Present"),
    }
}

/// A sandbox action in plain words ("Sandbox: move BP01-C04 Fluttershy to the Retirement Area").
pub(crate) fn describe_sandbox(table: &CardTable, action: SandboxAction) -> String {
    let text = match action {
        SandboxAction::Draw { count } => format!("draw {count}"),
        SandboxAction::Discard { card: c } => format!("discard {}", table.label(c)),
        SandboxAction::Move { card: c, to } => format!("move {} to {}", table.label(c), zone(to)),
        SandboxAction::LookAtTop { deck, count } => {
            format!("look at the top {count} of the {}", deck_name(deck))
        }
        SandboxAction::Shuffle { deck } => format!("shuffle the {}", deck_name(deck)),
        SandboxAction::SetTapped { target, tapped } => {
            let what = match target {
                TapTarget::Scene(i) => format!("Scene {}", i + 1),
                TapTarget::Character(slot) => format!("the Character in slot {}", slot + 1),
                TapTarget::MainCharacter => "the Main Character".into(),
            };
            format!("{} {what}", if tapped { "tap" } else { "untap" })
        }
        SandboxAction::FlipScene { scene } => format!("flip Scene {}", scene + 1),
        SandboxAction::ChangeInspiration {
            slot,
            delta,
            duration,
        } => format!(
            "{delta:+} Inspiration to the Character in slot {} {}",
            slot + 1,
            match duration {
                Duration::Contact => "for this Contact",
                Duration::Turn => "this turn",
                Duration::Permanent => "while it stays",
            }
        ),
        SandboxAction::GiveToken { slot, token: t } => {
            format!("give {} to the Character in slot {}", token(t), slot + 1)
        }
        SandboxAction::RemoveToken { slot, token: t } => {
            format!(
                "remove {} from the Character in slot {}",
                token(t),
                slot + 1
            )
        }
        SandboxAction::UnwrapPresent { slot, present } => format!(
            "unwrap the {present:?} Present on the Character in slot {}",
            slot + 1
        ),
        SandboxAction::RevealPlan { stage } => {
            format!("reveal the Plan on Story {}", roman(usize::from(stage)))
        }
        SandboxAction::PlaceSparring { lane, inspiration } => format!(
            "place a rival Sparring Character with Inspiration {inspiration} in lane {}",
            lane + 1
        ),
        SandboxAction::RemoveSparring { lane } => {
            format!("remove the rival's Sparring Character in lane {}", lane + 1)
        }
        SandboxAction::RivalIntervenes => "the rival Intervenes your lowest Plan".to_string(),
    };
    format!("Sandbox: {text}")
}

fn deck_name(deck: DeckKind) -> &'static str {
    match deck {
        DeckKind::Main => "Main Deck",
        DeckKind::Scene => "Scene Deck",
    }
}

/// Whether a zone is hidden from the other player (304.3.0: hands, decks and face-down Plans).
fn hidden_zone(zone: Zone) -> bool {
    matches!(
        zone,
        Zone::MainDeckTop
            | Zone::MainDeckBottom
            | Zone::SceneDeckTop
            | Zone::SceneDeckBottom
            | Zone::Hand
            | Zone::Plan(_)
    )
}

/// A zone of the other player, in the viewer's words ("the rival's hand").
fn their_zone(zone: Zone, who: &str) -> String {
    match zone {
        Zone::MainDeckTop => format!("the top of {who} Main Deck"),
        Zone::MainDeckBottom => format!("the bottom of {who} Main Deck"),
        Zone::SceneDeckTop => format!("the top of {who} Scene Deck"),
        Zone::SceneDeckBottom => format!("the bottom of {who} Scene Deck"),
        Zone::Hand => format!("{who} hand"),
        Zone::SceneArea => format!("{who} Scene Area"),
        Zone::Character(slot) => format!("{who} slot {}", slot + 1),
        Zone::Item(slot) => format!("{who} Character in slot {}", slot + 1),
        Zone::Plan(stage) => format!("a Plan on {who} Story {}", roman(usize::from(stage))),
        Zone::Retirement => format!("{who} Retirement Area"),
        Zone::Settlement => "the Settlement Area".into(),
        Zone::StoryArea => "the Story Area".into(),
    }
}

/// The other player as the viewer calls them: "the rival", or "your rival" for a viewer who
/// is the rival (a spectator's log of your moves).
fn other_name(actor: Side) -> (&'static str, &'static str) {
    match actor {
        Side::Rival => ("the rival", "the rival's"),
        Side::You => ("the other player", "the other player's"),
    }
}

/// A card with its owner, in the words of `viewer` ("your SD01-ER06 Carousel Boutique", "the
/// rival's ..."): by whose card it is ([`CardTable::owner`]), not by whose ability acted on
/// it.
pub(crate) fn owned_label(table: &CardTable, card: CardHandle, viewer: Side) -> String {
    let owner = table.owner(card);
    let whose = if owner == viewer {
        "your"
    } else {
        other_name(owner).1
    };
    format!("{whose} {}", table.label(card))
}

/// A pending ability by its kind and card, in the words of `viewer` for an ability of `actor`
/// ("[Farewell] of BP01-U01 Twilight Sparkle", "... (the rival's)").
pub(crate) fn ability_name(
    table: &CardTable,
    (actor, viewer): (Side, Side),
    source: CardHandle,
    kind: super::PendingKind,
) -> String {
    let name = format!("{} of {}", pending_word(kind), table.label(source));
    if actor == viewer || !table.two_player() {
        name
    } else {
        format!("{name} ({})", other_name(actor).1)
    }
}

/// A log sentence as a clause of a longer one: without its full stop, its first word in
/// lower case unless it is a name or a card ID ("You draw X." -> "you draw X").
pub(crate) fn clause(sentence: &str) -> String {
    let text = sentence.strip_suffix('.').unwrap_or(sentence);
    let first = text.split(' ').next().unwrap_or("");
    let mut chars = first.chars();
    let lower_word = chars.next().is_some_and(char::is_uppercase)
        && chars.all(|c| c.is_ascii_lowercase() || c == '\'');
    if lower_word {
        let mut chars = text.chars();
        chars
            .next()
            .map(|c| c.to_lowercase().chain(chars).collect())
            .unwrap_or_default()
    } else {
        text.to_string()
    }
}

pub(crate) fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Whether `card` lies in a zone of `side` that the other player cannot see (hand, decks,
/// face-down Plans), as the state is now.
fn in_hidden_zone(state: &GameState, side: Side, card: CardHandle) -> bool {
    let Some(zones) = state.zones(side) else {
        return false;
    };
    zones.hand.contains(&card)
        || zones.main_deck.contains(&card)
        || zones.scene_deck.contains(&card)
        || zones
            .plans
            .iter()
            .flatten()
            .any(|p| p.card == card && !p.revealed)
}

/// A pick of the other player's decision or ability, in the viewer's words: the viewer's own
/// Characters are "your", the other player's "its"; a card the viewer may not see is "a card".
pub(crate) fn their_pick(
    state: &GameState,
    table: &CardTable,
    actor: Side,
    pick: super::ChosenRef,
) -> String {
    use super::ChosenRef;
    match pick {
        ChosenRef::Card(h) if in_hidden_zone(state, actor, h) => {
            "a card the rival keeps hidden".into()
        }
        ChosenRef::Card(h) => table.label(h),
        // The actor's rival is the viewer: its slot facing the actor's slot `lane`.
        ChosenRef::RivalSlot(lane) => format!(
            "your Character in slot {}",
            GameState::facing_slot(usize::from(lane)) + 1
        ),
        ChosenRef::Slot(slot) => format!("its slot {}", slot + 1),
        ChosenRef::Top => "the top of its deck".into(),
        ChosenRef::Bottom => "the bottom of its deck".into(),
    }
}

/// What the other player's action does, told to the viewer ("The rival plays BP01-C04 Spike
/// into its slot 1"): its hidden cards are never named (304.3.0). `state` is the game before
/// the action, with the actor as the player to act.
pub(crate) fn describe_their_action(
    state: &GameState,
    table: &CardTable,
    action: super::Action,
) -> String {
    use super::{AbilitySource, Action};
    let actor = state.to_act;
    let (name, _) = other_name(actor);
    let who = capital(name);
    let c = |h: CardHandle| table.label(h);
    match action {
        Action::Keep => format!("{who} keeps its opening hand"),
        Action::Mulligan => format!("{who} mulligans: its hand to the bottom, it draws 5"),
        Action::PlayCharacter { card: h, slot } => {
            match state.acting().adventure.get(usize::from(slot)) {
                Some(Some(old)) => format!(
                    "{who} plays {} into its slot {}, replacing {}",
                    c(h),
                    slot + 1,
                    c(old.character)
                ),
                _ => format!("{who} plays {} into its slot {}", c(h), slot + 1),
            }
        }
        Action::PlayEvent { card: h } => format!("{who} plays {}", c(h)),
        Action::PlayItem { card: h, slot } => format!(
            "{who} adorns {} to its Character in slot {}",
            c(h),
            slot + 1
        ),
        Action::ActivateTap { slot, source } => format!(
            "{who} taps its Character in slot {} for its {} ability",
            slot + 1,
            match source {
                AbilitySource::Character => "[Adventure] [Tap]",
                AbilitySource::Item => "Item's [Tap]",
            }
        ),
        Action::ActivateTreat { slot, .. } => format!(
            "{who} removes the Treat from its Character in slot {} for its [Eat Treat] ability",
            slot + 1
        ),
        Action::Explore { scene } => format!("{who} Explores with its Scene {}", scene + 1),
        Action::ResolvePending => format!("{who} marks its top pending ability done"),
        Action::BeginContact if state.turn <= 2 => {
            format!("{who} ends its Main Phase (no Contact on turns 1 and 2)")
        }
        Action::BeginContact => format!("{who} goes to the Contact Phase"),
        Action::PassContact => format!("{who} passes its Contact Phase"),
        Action::InspoBoost { scene } => match state.acting().scene_area.get(usize::from(scene)) {
            Some(s) => format!("{who} flips {} (Inspo Boost)", c(s.card)),
            None => format!("{who} Inspo Boosts with its Scene {}", scene + 1),
        },
        Action::ResolveLane { choice } => format!("{who} {}", their_lane(state, choice)),
        Action::Discard { card: h } => format!("{who} discards {}", c(h)),
        Action::EndTurn => format!("{who} ends its turn"),
        Action::Sandbox(sandbox) => format!("{who}: {}", describe_sandbox(table, sandbox)),
        Action::Choose { pick } => {
            format!("{who} chooses {}", their_pick(state, table, actor, pick))
        }
        Action::ChooseDone => format!("{who} chooses no more"),
    }
}

/// 404.3-404.4 from the other player's side: its lane and what its choice does to the viewer.
fn their_lane(state: &GameState, choice: LaneChoice) -> String {
    let Some(slot) = state.current_lane() else {
        return "has no lane left to resolve".into();
    };
    let lane = format!(
        "in its slot {} (facing your slot {})",
        slot + 1,
        GameState::facing_slot(slot) + 1
    );
    let next = usize::from(state.acting().story_position);
    let promote = format!("Promotes to Stage {} {lane}", roman(next));
    let intervene = match state.lowest_rival_plan() {
        Some(i) => format!("Intervenes your Plan on Stage {} {lane}", roman(i)),
        None => format!("Intervenes {lane} (you have no Plan left)"),
    };
    match choice {
        LaneChoice::Auto | LaneChoice::Pass
            if state.inspiration_step == super::InspirationStep::NonTurnPlayer =>
        {
            format!("ends its Inspiration step {lane} (404.3.2)")
        }
        LaneChoice::Auto if state.lane_contested() => format!("Contacts your Character {lane}"),
        LaneChoice::Auto if state.can_promote() => promote,
        LaneChoice::Auto if state.lowest_rival_plan().is_some() => intervene,
        LaneChoice::Auto | LaneChoice::Pass => format!("passes {lane}"),
        LaneChoice::Promote => promote,
        LaneChoice::Intervene => intervene,
    }
}

/// What an event of the other player's side means, told to the viewer: `state` is the game
/// after the action, `actor` the player whose side the event is from (the player acting when it was
/// produced, see [`super::Event::Seat`]). The other player's hidden cards are never named: a
/// draw is "a card", a card moving between its hand, decks and Plans is "a card" (304.3.0).
pub(crate) fn describe_their_event(
    state: &GameState,
    table: &CardTable,
    actor: Side,
    event: super::Event,
    revealed: Option<CardHandle>,
) -> Option<String> {
    use super::{ContactOutcome, Event};
    let (name, whose) = other_name(actor);
    let who = capital(name);
    let c = |h: CardHandle| table.label(h);
    // A card by its owner, told to the viewer (the actor's rival).
    let owned = |h: CardHandle| capital(&owned_label(table, h, actor.other()));
    let stage_word = |stage: u8| roman(usize::from(stage));
    Some(match event {
        Event::TurnBegan { .. } | Event::Won { .. } => return None,
        Event::PhaseBegan { .. } | Event::Changed | Event::Shuffled { .. } | Event::Seat { .. } => {
            return None;
        }
        Event::InspirationStep { slot } => format!(
            "Lane of {whose} slot {} (facing your slot {}): {whose} Inspiration step (404.3.2).",
            slot + 1,
            GameState::facing_slot(usize::from(slot)) + 1
        ),
        Event::Drew { .. } => format!("{who} draws a card."),
        // 605.1.0: a removed Plan is turned over: both players see which card moves on.
        Event::Moved { card: h, from, to } if revealed == Some(h) => format!(
            "{} moves from {} to {}.",
            c(h),
            their_zone(from, whose),
            their_zone(to, whose)
        ),
        Event::Moved { from, to, .. } if hidden_zone(from) && hidden_zone(to) => {
            let face_down = if matches!(to, Zone::Plan(_)) {
                ", face down"
            } else {
                ""
            };
            format!(
                "A card moves from {} to {}{face_down}.",
                their_zone(from, whose),
                their_zone(to, whose)
            )
        }
        Event::Moved { card: h, from, to } => format!(
            "{} moves from {} to {}.",
            c(h),
            their_zone(from, whose),
            their_zone(to, whose)
        ),
        Event::Mulliganed => {
            format!("{who} mulligans: its hand goes to the bottom and it draws 5.")
        }
        Event::Paid {
            cost,
            scenes,
            main_character,
        } => format!(
            "{who} pays {cost} Force of Harmony: {scenes} Scene{} tapped{}.",
            if scenes == 1 { "" } else { "s" },
            if main_character {
                " and its Main Character"
            } else {
                ""
            }
        ),
        Event::Replaced { old, slot } => {
            format!("{} in {whose} slot {} is Replaced.", c(old), slot + 1)
        }
        Event::PendingAdded { source, kind } => format!(
            "{} of {} ({whose}) is pending.",
            pending_word(kind),
            c(source)
        ),
        Event::Resolving { .. } => return None,
        Event::PendingResolved { source, kind } => format!(
            "{} of {} ({whose}) resolves.",
            pending_word(kind),
            c(source)
        ),
        Event::TappedChanged { card: h, tapped } => format!(
            "{} is {}.",
            owned(h),
            if tapped { "tapped" } else { "untapped" }
        ),
        Event::Flipped { card: h, face_up } => format!(
            "{} is flipped face {}.",
            owned(h),
            if face_up { "up" } else { "down" }
        ),
        Event::Lane { slot, outcome } => {
            let lane = format!(
                "Lane of {whose} slot {} (facing your slot {})",
                slot + 1,
                GameState::facing_slot(usize::from(slot)) + 1
            );
            match outcome {
                ContactOutcome::YouWon => format!("{lane}: {whose} Character wins the Contact."),
                ContactOutcome::RivalWon => format!("{lane}: your Character wins the Contact."),
                ContactOutcome::Tie => format!("{lane}: a tie; both Characters Retire."),
                ContactOutcome::Promoted(stage) => {
                    format!("{lane}: {name} Promotes to Story stage {stage}.")
                }
                ContactOutcome::Intervened(stage) => format!(
                    "{lane}: {name} Intervenes your Plan on Story {}.",
                    roman(usize::from(stage.saturating_sub(1)))
                ),
                ContactOutcome::Passed => format!("{lane}: no action."),
            }
        }
        Event::Looked { position, .. } => format!(
            "{who} looks at the card {} from the top of its Main Deck.",
            position + 1
        ),
        Event::Chose { pick } => {
            format!("{who} chooses {}.", their_pick(state, table, actor, pick))
        }
        Event::InspirationChanged { target, delta } => format!(
            "{} gets {delta:+} Inspiration.",
            capital(&their_pick(state, table, actor, target))
        ),
        Event::RivalRetired { lane, .. } => format!(
            "Your Character in slot {} Retires.",
            GameState::facing_slot(usize::from(lane)) + 1
        ),
        // The other player's rival is the viewer: its hand loses the cards.
        Event::RivalHandRetired { count } => format!(
            "{count} card{} at random from your hand go{} to your Retirement Area.",
            if count == 1 { "" } else { "s" },
            if count == 1 { "es" } else { "" }
        ),
        Event::TreatChanged { card: h, placed } => {
            let on = owned_label(table, h, actor.other());
            if placed {
                format!("A Treat is placed on {on}.")
            } else {
                format!("The Treat is removed from {on}.")
            }
        }
        Event::Protected { card: h } => {
            format!(
                "{} {} won't Retire in Contact this turn.",
                capital(whose),
                c(h)
            )
        }
        Event::Retired {
            card: h,
            in_contact,
            ..
        } => format!(
            "{} {} Retires{}.",
            capital(whose),
            c(h),
            if in_contact { " in Contact" } else { "" }
        ),
        Event::PlanRemoved { side, stage, card } => match (side, card) {
            // The actor's own Plan: a removed Plan is turned over (605.1.0; 2.0.0 Intervene:
            // "Rival must reveal the Plan"), so both players see which card it is.
            (Side::You, Some(h)) => format!(
                "{} Plan on Story {} is removed and revealed: it is {}.",
                capital(whose),
                stage_word(stage),
                c(h)
            ),
            (Side::You, None) => format!(
                "{} Plan on Story {} is removed.",
                capital(whose),
                stage_word(stage)
            ),
            (Side::Rival, Some(h)) => format!(
                "Your Plan on Story {} is removed: it is {}.",
                stage_word(stage),
                c(h)
            ),
            (Side::Rival, None) => {
                format!("Your Plan on Story {} is removed.", stage_word(stage))
            }
        },
        Event::MovedInAdventure { card: h, from, to } => format!(
            "{} {} moves from its slot {} to its slot {} (612).",
            capital(whose),
            c(h),
            from + 1,
            to + 1
        ),
        Event::Discarded { card: h } => format!("{who} discards {}.", c(h)),
        Event::ItemRetired { card: h } => {
            format!("{} {} goes to its Retirement Area.", capital(whose), c(h))
        }
        Event::TurnEnds { side } => match side {
            Side::You => format!("{} turn ends.", capital(whose)),
            Side::Rival => "Your turn ends.".into(),
        },
        Event::LookedAtPlan { stage, .. } => {
            format!("{who} looks at its Plan on Story {}.", stage_word(stage))
        }
        // Your own Plans are face down to you too (103.4.2): which card it is stays unsaid.
        Event::LookedAtRivalPlan { stage, .. } => {
            format!("{who} looks at your Plan on Story {}.", stage_word(stage))
        }
        Event::CostChanged {
            source,
            delta,
            used,
        } => {
            if used {
                format!("The cost change of {} ({whose}) is used up.", c(source))
            } else {
                format!(
                    "{}: {} {name} plays this turn costs {} {} Force of Harmony.",
                    c(source),
                    super::cost::next_play_words(table, source),
                    delta.unsigned_abs(),
                    if delta <= 0 { "less" } else { "more" }
                )
            }
        }
    })
}

/// The name of a pending ability's kind in a sentence.
pub(crate) fn pending_word(kind: super::PendingKind) -> &'static str {
    use super::PendingKind;
    match kind {
        PendingKind::Appear => "[Appear]",
        PendingKind::Replace => "[Replace]",
        PendingKind::Farewell => "[Farewell]",
        PendingKind::Triumph => "[Triumph]",
        PendingKind::Event => "The Event's ability",
        PendingKind::Activated => "The [Tap] ability",
        PendingKind::Explore => "[Explore]",
        PendingKind::InspoBoost => "[Inspo Boost]",
        PendingKind::Story => "The Story's ability",
        PendingKind::PrePlan => "[Pre-plan]",
        PendingKind::When => "The triggered ability",
        PendingKind::Instead => "The replacement effect",
        PendingKind::Present(_) => "The Present",
    }
}
