//! Every sentence the engine says, in one place: an action's noun for errors
//! ([`Action::name`]), its button label ([`Game::action_label`], [`Game::offered_actions`]),
//! the log line of what it did, yours ([`Game::describe`]) or the other player's
//! ([`Game::describe_for`], never naming its hidden cards, 304.3.0), the events of an action in
//! plain words ([`Game::describe_events`]), the open decision's question
//! ([`GameState::decision_prompt`]), lane and sandbox actions ("Lane 2: Promote to Stage II").
//! A new action or event is worded here and nowhere else; the CLI's verbs parse what these
//! say (`cli::goldfish_cmd`).

use super::{
    AbilitySource, Action, CardHandle, CardTable, DeckKind, Duration, Event, Game, GameState,
    LaneChoice, SandboxAction, Side, TapTarget, Token, Zone,
};

/// The roman numeral of a 0-based stage position, as the cards print it.
fn roman(stage_index: impl Into<usize>) -> &'static str {
    crate::card::Stage::roman_at(stage_index.into())
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

impl Action {
    /// A short name for messages.
    pub fn name(&self) -> &'static str {
        match self {
            Action::Keep => "keep",
            Action::Mulligan => "mulligan",
            Action::PlayCharacter { .. } => "playing a Character",
            Action::PlayEvent { .. } => "playing an Event",
            Action::PlayItem { .. } => "playing an Item",
            Action::ActivateTap { .. } => "an activated ability",
            Action::ActivateTreat { .. } => "an [Eat Treat] ability",
            Action::Explore { .. } => "Explore",
            Action::ResolvePending => "resolving an ability",
            Action::BeginContact => "contact",
            Action::PassContact => "passing the Contact Phase",
            Action::InspoBoost { .. } => "Inspo Boost",
            Action::ResolveLane { .. } => "a lane action",
            Action::Discard { .. } => "discarding",
            Action::EndTurn => "ending the turn",
            Action::Sandbox(_) => "a sandbox action",
            Action::Choose { .. } => "a choice",
            Action::ChooseDone => "ending a choice",
        }
    }
}

impl GameState {
    /// The open decision in words: "Choose 1 card for BP01-C31 (Story): 3 options".
    pub fn decision_prompt(&self, table: &CardTable) -> String {
        let Some(decision) = self.decision else {
            return String::new();
        };
        let what = match decision.kind {
            super::DecisionKind::Discard => "to discard",
            super::DecisionKind::ChooseCards if self.orders_plans(table) => {
                return format!(
                    "put your Plans back in the order you want for {} {}: choose them from the lowest Story up ({} Plans)",
                    table.card_id(decision.source),
                    table.name(decision.source),
                    self.options.len()
                );
            }
            super::DecisionKind::ChooseCards => "",
            super::DecisionKind::ChooseSlot => {
                return format!(
                    "choose an empty slot of your Adventure Area for {} {} (612)",
                    table.card_id(decision.source),
                    table.name(decision.source)
                );
            }
            super::DecisionKind::Order => {
                return format!(
                    "choose which ability resolves first: {} were set off at the same time (504.6)",
                    self.options.len()
                );
            }
            super::DecisionKind::TopBottom => {
                // The card (or cards) looked at: what the choice is about; named only to the
                // player who looked (the other player's view of a rival's choice keeps it
                // hidden, as its log line does).
                let own = table.owner(decision.source) == self.to_act;
                let looked = self.pending.last().filter(|_| own).map_or(&[][..], |p| {
                    p.frame
                        .subject
                        .as_ref()
                        .map_or(p.frame.revealed(), std::slice::from_ref)
                });
                let cards = looked
                    .iter()
                    .map(|c| table.label(*c))
                    .collect::<Vec<_>>()
                    .join(" and ");
                let what = if cards.is_empty() {
                    "the card".to_string()
                } else {
                    cards
                };
                let them = if looked.len() > 1 { "them" } else { "it" };
                return format!(
                    "{what}: put {them} at the top or the bottom of the deck (for {} {})",
                    table.card_id(decision.source),
                    table.name(decision.source)
                );
            }
        };
        let count = if decision.min == decision.max {
            format!("{}", decision.max)
        } else {
            format!("{} to {}", decision.min, decision.max)
        };
        let plural = if decision.max == 1 { "" } else { "s" };
        format!(
            "choose {count} card{plural}{} for {} {} ({} option{})",
            if what.is_empty() {
                String::new()
            } else {
                format!(" {what}")
            },
            table.card_id(decision.source),
            table.name(decision.source),
            self.options.len(),
            if self.options.len() == 1 { "" } else { "s" }
        )
    }
}

impl Game {
    /// One line saying what an action does, with card IDs and names and 1-based slots, for
    /// logs, buttons and tooltips ("Play SD01A-C04 Spike into slot 1").
    pub fn describe(&self, action: &Action) -> String {
        let card = |h: super::CardHandle| self.table.label(h);
        match *action {
            Action::Keep => "Keep the opening hand".into(),
            Action::Mulligan => "Mulligan: the hand to the bottom, draw 5".into(),
            Action::PlayCharacter { card: c, slot } => {
                let verb = match self.state.acting().adventure.get(usize::from(slot)) {
                    Some(Some(_)) => "Replace with",
                    _ => "Play",
                };
                format!("{verb} {} into slot {}", card(c), slot + 1)
            }
            Action::PlayEvent { card: c } => format!("Play {}", card(c)),
            Action::PlayItem { card: c, slot } => {
                format!("Adorn {} to the Character in slot {}", card(c), slot + 1)
            }
            Action::ActivateTap { slot, source } => format!(
                "Tap the Character in slot {} for its {} ability",
                slot + 1,
                match source {
                    AbilitySource::Character => "[Adventure] [Tap]",
                    AbilitySource::Item => "Item's [Tap]",
                }
            ),
            Action::ActivateTreat { slot, source } => format!(
                "Remove the Treat from the Character in slot {} for its {} ability",
                slot + 1,
                match source {
                    AbilitySource::Character => "[Eat Treat]",
                    AbilitySource::Item => "Item's [Eat Treat]",
                }
            ),
            Action::Explore { scene } => format!("Explore with Scene {}", scene + 1),
            Action::ResolvePending => "Mark the top pending ability done".into(),
            // 404.1.0: no Contact Phase on turns 1 and 2.
            Action::BeginContact if self.state.turn <= 2 => {
                "End the Main Phase (no Contact on turns 1 and 2)".into()
            }
            Action::BeginContact => "Go to the Contact Phase".into(),
            Action::PassContact => "Pass the Contact Phase and go to the End Phase".into(),
            Action::InspoBoost { scene } => {
                match self.state.acting().scene_area.get(usize::from(scene)) {
                    Some(s) => format!("Inspo Boost: flip Scene {} {}", scene + 1, card(s.card)),
                    None => format!("Inspo Boost with Scene {}", scene + 1),
                }
            }
            Action::ResolveLane { choice } => {
                super::describe::describe_lane(&self.state, &self.table, choice)
            }
            Action::Discard { card: c } => format!("Discard {}", card(c)),
            Action::EndTurn => "End the turn".into(),
            Action::Sandbox(sandbox) => super::describe::describe_sandbox(&self.table, sandbox),
            Action::Choose { pick } => format!("Choose {}", self.describe_pick(pick)),
            Action::ChooseDone => "Choose no more".into(),
        }
    }

    /// The button label of an action of the player to act, unique enough to find it by name
    /// (the table's buttons and tests click by it): shorter than [`Game::describe`], with the
    /// cost of a play ("Play Spike (cost 3 → 2) to slot 1").
    pub fn action_label(&self, action: Action) -> String {
        let name = |card: super::CardHandle| self.table.name(card).to_string();
        let hand_card = |card: super::CardHandle| self.hand_card_words(card);
        let cost = |card: super::CardHandle| self.cost_words(card);
        match action {
            Action::Keep => "Keep hand".to_string(),
            Action::Mulligan => "Mulligan".to_string(),
            Action::PlayCharacter { card, slot } => {
                match self
                    .state
                    .acting()
                    .adventure
                    .get(usize::from(slot))
                    .copied()
                    .flatten()
                {
                    Some(old) => format!(
                        "Play {} ({}) to slot {}, replacing {}",
                        hand_card(card),
                        cost(card),
                        slot + 1,
                        name(old.character)
                    ),
                    None => format!(
                        "Play {} ({}) to slot {}",
                        hand_card(card),
                        cost(card),
                        slot + 1
                    ),
                }
            }
            Action::PlayEvent { card } => format!("Play {} ({})", hand_card(card), cost(card)),
            Action::PlayItem { card, slot } => format!(
                "Adorn {} ({}) to slot {}",
                hand_card(card),
                cost(card),
                slot + 1
            ),
            Action::ActivateTap { slot, .. } => {
                format!("Use the [Tap] ability in slot {}", slot + 1)
            }
            Action::ActivateTreat { slot, .. } => {
                format!("Use the [Eat Treat] ability in slot {}", slot + 1)
            }
            Action::Explore { scene } => format!("Explore with Scene {}", scene + 1),
            Action::ResolvePending => "Done".to_string(),
            Action::BeginContact => "Begin Contact".to_string(),
            Action::InspoBoost { scene } => {
                match self.state.acting().scene_area.get(usize::from(scene)) {
                    Some(s) => format!("Inspo Boost: flip {} (Scene {})", name(s.card), scene + 1),
                    None => format!("Inspo Boost with Scene {}", scene + 1),
                }
            }
            Action::ResolveLane { .. } | Action::Sandbox(_) => self.describe(&action),
            Action::PassContact => "Skip Contact".to_string(),
            Action::Discard { card } => format!("Discard {}", hand_card(card)),
            Action::EndTurn => "End turn".to_string(),
            Action::Choose { pick } => format!("Choose {}", self.describe_pick(pick)),
            Action::ChooseDone => "Choose no more".to_string(),
        }
    }

    /// The legal actions of the player to act, each with its [`Game::action_label`], one per
    /// label: each option of a decision is its own (615), two copies of one card told apart by
    /// where they are, then by number; other actions that read the same (two copies of a card
    /// played to one slot) do the same thing and are offered once. In the engine's order.
    pub fn offered_actions(&self) -> Vec<(Action, String)> {
        let mut labelled: Vec<(Action, String)> = self
            .legal_actions()
            .into_iter()
            .map(|a| (a, self.action_label(a)))
            .collect();
        let count = |labels: &[(Action, String)], label: &str| {
            labels.iter().filter(|(_, l)| l == label).count()
        };
        let snapshot = labelled.clone();
        for (action, label) in &mut labelled {
            if let Action::Choose {
                pick: super::ChosenRef::Card(card),
            } = action
                && count(&snapshot, label) > 1
                && let Some(place) = self.state.place_of(*card)
            {
                label.push_str(&format!(" {place}"));
            }
        }
        let snapshot = labelled.clone();
        let mut nth: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
        for (action, label) in &mut labelled {
            let copies = count(&snapshot, label);
            if matches!(action, Action::Choose { .. }) && copies > 1 {
                let k = nth.entry(label.clone()).or_insert(0);
                *k += 1;
                label.push_str(&format!(" (copy {} of {copies})", *k));
            }
        }
        let mut seen = std::collections::BTreeSet::new();
        labelled
            .into_iter()
            .filter(|(_, label)| seen.insert(label.clone()))
            .collect()
    }

    /// A hand card's name, followed by its printing's ID when the hand also holds another
    /// printing of that name ("Twilight Sparkle SD01A-U01"): two printings are two different
    /// plays (403.1), and the table lists each label once, so the label must say which one it
    /// plays.
    fn hand_card_words(&self, card: super::CardHandle) -> String {
        let table = &self.table;
        let (name, id) = (table.name(card), table.card_id(card));
        let another_printing = self
            .state
            .acting()
            .hand
            .iter()
            .any(|&other| table.name(other) == name && table.card_id(other) != id);
        if another_printing {
            format!("{name} {id}")
        } else {
            name.to_string()
        }
    }

    /// "cost 3", or "cost 3 → 2" when an ability changes what it costs now (503.1.4).
    fn cost_words(&self, card: super::CardHandle) -> String {
        super::table_view::cost_words(
            self.table.cost(card),
            self.state.effective_cost(&self.table, card),
        )
    }

    /// What an event means, in plain words, for the game log, told to the player to act (the
    /// player to act); `None` for events that say nothing a player needs (a phase change inside a turn
    /// is shown by the board). [`Game::describe_events`] tells an ability's doings beside it.
    pub fn describe_event(&self, event: &Event) -> Option<String> {
        self.describe_own_event(event, self.state.to_act)
    }

    /// [`Game::describe_event`] for an event of `viewer`'s own side.
    fn describe_own_event(&self, event: &Event, viewer: super::Side) -> Option<String> {
        use super::{ContactOutcome, Zone};
        let card = |h: super::CardHandle| self.table.label(h);
        // A card by its owner ("Your ...", "The rival's ..."): an ability may act on the
        // other player's card.
        let owned = |h: super::CardHandle| {
            super::describe::capital(&super::describe::owned_label(&self.table, h, viewer))
        };
        let zone = |z: Zone| -> String {
            match z {
                Zone::MainDeckTop => "the top of your Main Deck".into(),
                Zone::MainDeckBottom => "the bottom of your Main Deck".into(),
                Zone::SceneDeckTop => "the top of your Scene Deck".into(),
                Zone::SceneDeckBottom => "the bottom of your Scene Deck".into(),
                Zone::Hand => "your hand".into(),
                Zone::SceneArea => "your Scene Area".into(),
                Zone::Character(slot) => format!("slot {} of your Adventure Area", slot + 1),
                Zone::Item(slot) => format!("the Character in slot {}", slot + 1),
                Zone::Plan(stage) => format!(
                    "a Plan on your Story {}",
                    crate::card::Stage::roman_at(usize::from(stage))
                ),
                Zone::Retirement => "your Retirement Area".into(),
                Zone::Settlement => "the Settlement Area".into(),
                Zone::StoryArea => "the Story Area".into(),
            }
        };
        Some(match *event {
            Event::TurnBegan { turn, active } => format!(
                "Turn {turn} begins ({}).",
                if active == super::Side::You {
                    "your turn"
                } else {
                    "the rival's turn"
                }
            ),
            Event::PhaseBegan { .. } | Event::Changed | Event::Shuffled { .. } => return None,
            Event::Seat { side } => match side {
                super::Side::You => "You act.".into(),
                super::Side::Rival => "The rival acts.".into(),
            },
            Event::InspirationStep { slot } => format!(
                "Lane {}: your Inspiration step in the rival's Contact: you may Inspo Boost, then end the step (404.3.2).",
                slot + 1
            ),
            Event::Drew { card: c } => format!("You draw {}.", card(c)),
            // 304.3.0: a Plan is face down; nobody, its owner included, sees which card of
            // the deck it is.
            Event::Moved {
                from: from @ (super::Zone::MainDeckTop | super::Zone::MainDeckBottom),
                to: to @ super::Zone::Plan(_),
                ..
            } => format!(
                "A card moves from {} to {}, face down.",
                zone(from),
                zone(to)
            ),
            Event::Moved { card: c, from, to } => {
                format!("{} moves from {} to {}.", card(c), zone(from), zone(to))
            }
            Event::Mulliganed => "You mulligan: the hand goes to the bottom and you draw 5.".into(),
            Event::Paid {
                cost,
                scenes,
                main_character,
            } => format!(
                "You pay {cost} Force of Harmony: {scenes} Scene{} tapped{}.",
                if scenes == 1 { "" } else { "s" },
                if main_character {
                    " and the Main Character"
                } else {
                    ""
                }
            ),
            Event::Replaced { old, slot } => {
                format!("{} in slot {} is Replaced.", card(old), slot + 1)
            }
            Event::PendingAdded { source, kind } => {
                format!(
                    "{} of {} is pending.",
                    super::describe::pending_word(kind),
                    card(source)
                )
            }
            Event::Resolving { .. } => return None,
            Event::PendingResolved { source, kind } => {
                format!(
                    "{} of {} resolves.",
                    super::describe::pending_word(kind),
                    card(source)
                )
            }
            Event::TappedChanged { card: c, tapped } => {
                format!(
                    "{} is {}.",
                    owned(c),
                    if tapped { "tapped" } else { "untapped" }
                )
            }
            Event::Flipped { card: c, face_up } => format!(
                "{} is flipped face {}.",
                owned(c),
                if face_up { "up" } else { "down" }
            ),
            Event::Lane { slot, outcome } => match outcome {
                ContactOutcome::YouWon => {
                    format!("Lane {}: your Character wins the Contact.", slot + 1)
                }
                ContactOutcome::RivalWon => {
                    format!("Lane {}: the rival's Character wins the Contact.", slot + 1)
                }
                ContactOutcome::Tie => format!("Lane {}: a tie; both Characters Retire.", slot + 1),
                ContactOutcome::Promoted(stage) => {
                    format!("Lane {}: you Promote to Story stage {stage}.", slot + 1)
                }
                ContactOutcome::Intervened(stage) => format!(
                    "Lane {}: you Intervene the rival's Plan on Story {}.",
                    slot + 1,
                    crate::card::Stage::roman_at(usize::from(stage.saturating_sub(1)))
                ),
                ContactOutcome::Passed => format!("Lane {}: no action.", slot + 1),
            },
            Event::Looked { card: c, position } => {
                format!(
                    "{} is revealed (card {} from the top).",
                    card(c),
                    position + 1
                )
            }
            Event::Won { winner } => match winner {
                super::Side::You => "You win the game.".into(),
                super::Side::Rival => "The rival wins the game.".into(),
            },
            Event::Chose { pick } => format!("You choose {}.", self.describe_pick(pick)),
            Event::InspirationChanged { target, delta } => {
                format!(
                    "{} gets {delta:+} Inspiration.",
                    super::describe::capital(&self.describe_pick(target))
                )
            }
            Event::RivalRetired { lane, .. } => {
                format!("The rival's Character in slot {} Retires.", lane + 1)
            }
            Event::RivalHandRetired { count } => format!(
                "{count} card{} at random from the rival's hand go{} to its Retirement Area.",
                if count == 1 { "" } else { "s" },
                if count == 1 { "es" } else { "" }
            ),
            Event::TreatChanged { card: c, placed } => {
                let on = super::describe::owned_label(&self.table, c, viewer);
                if placed {
                    format!("A Treat is placed on {on}.")
                } else {
                    format!("The Treat is removed from {on}.")
                }
            }
            Event::Protected { card: c } => {
                format!("{} won't Retire in Contact this turn.", card(c))
            }
            Event::Retired {
                card: c,
                in_contact,
                ..
            } => {
                if in_contact {
                    format!("{} Retires in Contact.", card(c))
                } else {
                    format!("{} Retires.", card(c))
                }
            }
            Event::PlanRemoved {
                side,
                stage,
                card: c,
            } => match (side, c) {
                (super::Side::You, Some(c)) => format!(
                    "Your Plan on Story {} is removed: it is {}.",
                    roman(stage),
                    card(c)
                ),
                (super::Side::You, None) => {
                    format!("Your Plan on Story {} is removed.", roman(stage))
                }
                (super::Side::Rival, _) => {
                    format!("The rival's Plan on Story {} is removed.", roman(stage))
                }
            },
            Event::MovedInAdventure { card: c, from, to } => format!(
                "{} moves from slot {} to slot {} (612).",
                card(c),
                from + 1,
                to + 1
            ),
            Event::Discarded { card: c } => format!("You discard {}.", card(c)),
            Event::ItemRetired { card: c } => {
                format!("{} goes to the Retirement Area.", card(c))
            }
            Event::TurnEnds { side } => match side {
                super::Side::You => "Your turn ends.".into(),
                super::Side::Rival => "The rival's turn ends.".into(),
            },
            Event::LookedAtPlan { card: c, stage } => format!(
                "You look at your Plan on Story {}: {}.",
                roman(stage),
                card(c)
            ),
            Event::LookedAtRivalPlan { card: c, stage } => format!(
                "You look at the rival's Plan on Story {}: {}.",
                roman(stage),
                card(c)
            ),
            Event::CostChanged {
                source,
                delta,
                used,
            } => {
                let what = super::cost::next_play_words(&self.table, source);
                if used {
                    format!("The cost change of {} is used up.", card(source))
                } else {
                    format!(
                        "{}: {what} you play this turn costs {} {} Force of Harmony.",
                        card(source),
                        delta.unsigned_abs(),
                        if delta <= 0 { "less" } else { "more" }
                    )
                }
            }
        })
    }

    /// One line saying what an action of the player to act ([`Game::to_act`]) does, told to
    /// `viewer`: the viewer's own actions as [`Game::describe`] words them, the other
    /// player's in the third person ("The rival plays BP01-C04 Spike into its slot 1"), never
    /// naming its hidden cards (304.3.0).
    pub fn describe_for(&self, action: &Action, viewer: super::Side) -> String {
        if self.state.to_act == viewer {
            self.describe(action)
        } else {
            super::describe::describe_their_action(&self.state, &self.table, *action)
        }
    }

    /// What an event means, told to `viewer`, for an event produced on `actor`'s side (the
    /// seat when the engine produced it: see [`Event::Seat`]). The viewer's own events read as
    /// [`Game::describe_event`] words them; the other player's in the third person, its hidden
    /// cards unnamed (a draw is "The rival draws a card.", 304.3.0). Call it on the game after
    /// the action that produced the event.
    pub fn describe_event_for(
        &self,
        event: &Event,
        actor: super::Side,
        viewer: super::Side,
    ) -> Option<String> {
        self.describe_event_seen(event, actor, viewer, None)
    }

    /// [`Game::describe_event_for`], `revealed` being a card of the actor's hidden zones that
    /// was just shown to both players (a removed Plan, turned over: 605.1.0), so that its
    /// move is told with its name.
    fn describe_event_seen(
        &self,
        event: &Event,
        actor: super::Side,
        viewer: super::Side,
        revealed: Option<super::CardHandle>,
    ) -> Option<String> {
        if !self.state.two_player() || actor == viewer {
            return match event {
                // Who acts shows in the sentences themselves.
                Event::Seat { .. } if self.state.two_player() => None,
                _ => self.describe_own_event(event, viewer),
            };
        }
        match event {
            // Whole-game events read the same from either side.
            Event::TurnBegan { .. } | Event::Won { .. } => self.describe_own_event(event, viewer),
            _ => super::describe::describe_their_event(
                &self.state,
                &self.table,
                actor,
                *event,
                revealed,
            ),
        }
    }

    /// The events of one action in plain words, told to `viewer`: `seat_before` is the player
    /// who acted (the seat before the action); each [`Event::Seat`] in `events` changes whose
    /// side the events that follow are from. What a resolving ability does is told in its own
    /// line, beside its card ("[Farewell] of BP01-U01 Twilight Sparkle resolves: you draw
    /// BP01-C17 Scootaloo."), from its [`Event::Resolving`] to its `PendingResolved`; an
    /// ability that stops for a decision "begins to resolve" with what it did so far. A Plan
    /// removed is named in the move that follows, for it was turned over (605.1.0).
    pub fn describe_events(
        &self,
        events: &[Event],
        seat_before: super::Side,
        viewer: super::Side,
    ) -> Vec<String> {
        let mut actor = seat_before;
        let mut lines = Vec::new();
        let mut revealed = None;
        // The ability resolving: its words ("[Farewell] of X") and what it did so far.
        let mut resolving: Option<(super::CardHandle, String, Vec<String>)> = None;
        for event in events {
            match *event {
                Event::Seat { side } => actor = side,
                Event::PlanRemoved {
                    card: Some(card), ..
                } => revealed = Some(card),
                Event::Resolving { source, kind } => {
                    if let Some((_, name, did)) = resolving.take() {
                        lines.extend(begun(&name, &did));
                    }
                    let name =
                        super::describe::ability_name(&self.table, (actor, viewer), source, kind);
                    resolving = Some((source, name, Vec::new()));
                    continue;
                }
                Event::PendingResolved { source, .. } => {
                    if let Some((_, name, did)) =
                        resolving.take_if(|(resolving, _, _)| *resolving == source)
                    {
                        lines.push(if did.is_empty() {
                            format!("{name} resolves.")
                        } else {
                            format!("{name} resolves: {}.", did.join("; "))
                        });
                        continue;
                    }
                }
                _ => {}
            }
            let Some(text) = self.describe_event_seen(event, actor, viewer, revealed) else {
                continue;
            };
            match resolving.as_mut() {
                Some((_, _, did)) => did.push(super::describe::clause(&text)),
                None => lines.push(text),
            }
        }
        if let Some((_, name, did)) = resolving {
            lines.extend(begun(&name, &did));
        }
        lines
    }

    /// A chosen card in words: "BP01-C01 Twilight Sparkle" or "the rival's Character in slot 2".
    pub fn describe_pick(&self, pick: super::ChosenRef) -> String {
        match pick {
            super::ChosenRef::Card(h) => self.table.label(h),
            // Two-player: the rival's slots face yours (its slot 3 faces your slot 1); they go
            // by its own numbers, as in the state and `choose rival slot N`.
            super::ChosenRef::RivalSlot(lane) if self.state.two_player() => format!(
                "the rival's Character in its slot {} (facing your slot {})",
                GameState::rival_slot_of_lane(true, usize::from(lane)) + 1,
                lane + 1
            ),
            super::ChosenRef::RivalSlot(lane) => {
                format!("the rival's Character in slot {}", lane + 1)
            }
            super::ChosenRef::Slot(slot) => format!("slot {}", slot + 1),
            super::ChosenRef::Top => "the top of the deck".into(),
            super::ChosenRef::Bottom => "the bottom of the deck".into(),
        }
    }
}

/// The line of an ability that stopped for a decision: what it did before (nothing to say when
/// it did nothing yet: the decision asks).
fn begun(name: &str, did: &[String]) -> Option<String> {
    (!did.is_empty()).then(|| format!("{name} begins to resolve: {}.", did.join("; ")))
}
