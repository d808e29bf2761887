//! [`Game`]: the engine's front door. It owns the card table, the state, and the history
//! (action log and redo list) that undo, redo, save and replay work from.

use crate::card::CardIndex;

use super::{
    AbilitySource, Action, ActionError, CardTable, Event, GameConfig, GameDeck, GameError,
    GameState,
};

/// One goldfish game.
#[derive(Debug, Clone)]
pub struct Game {
    pub(crate) deck: GameDeck,
    /// The rival's deck in a two-player game.
    pub(crate) rival_deck: Option<GameDeck>,
    pub(crate) table: CardTable,
    pub(crate) seed: u64,
    /// The state right after setup, before any action: undo replays from here.
    pub(crate) initial: GameState,
    pub(crate) state: GameState,
    pub(crate) log: Vec<Action>,
    pub(crate) redo: Vec<Action>,
    pub(crate) recording: bool,
    scratch: Vec<Event>,
}

impl Game {
    /// Sets a game up (103) from a deck, looking its cards up once.
    pub fn new(
        deck: &GameDeck,
        lookup: &CardIndex,
        config: GameConfig,
        seed: u64,
    ) -> Result<Game, GameError> {
        let table = CardTable::build(deck, lookup)?;
        Ok(Game::from_table(deck, None, table, config, seed))
    }

    /// Sets a two-player game up (103 for both): the rival plays `rival_deck` under the same
    /// rules as you (its own Plans, Scenes, Characters, Contact and Intervene). Each player's
    /// decisions are asked when that player is the one to act ([`GameState::to_act`]): the legal actions are
    /// always those of the player to act.
    pub fn new_two_player(
        deck: &GameDeck,
        rival_deck: &GameDeck,
        lookup: &CardIndex,
        config: GameConfig,
        seed: u64,
    ) -> Result<Game, GameError> {
        let table = CardTable::build_two(deck, rival_deck, lookup)?;
        Ok(Game::from_table(
            deck,
            Some(rival_deck.clone()),
            table,
            config,
            seed,
        ))
    }

    fn from_table(
        deck: &GameDeck,
        rival_deck: Option<GameDeck>,
        table: CardTable,
        config: GameConfig,
        seed: u64,
    ) -> Game {
        let state = GameState::new(&table, config, seed);
        Game {
            rival_deck,
            deck: deck.clone(),
            table,
            seed,
            initial: state.clone(),
            state,
            log: Vec::new(),
            redo: Vec::new(),
            recording: true,
            scratch: Vec::with_capacity(64),
        }
    }

    /// Changes the configuration (who goes first, the rules, ...) and starts over with the
    /// same seed.
    pub fn set_config(&mut self, config: GameConfig) {
        self.state.config = config;
        self.restart(self.seed);
    }

    /// What the player to act may see (hidden information: for the built-in opponents).
    pub fn side_view(&self) -> super::SideView<'_> {
        super::SideView::new(&self.state, &self.table)
    }

    /// The rival's deck, in a two-player game.
    pub fn rival_deck(&self) -> Option<&GameDeck> {
        self.rival_deck.as_ref()
    }

    /// The player who acts now (the legal actions are theirs): you, or in a two-player game
    /// possibly the rival: the turn player, the controller of the top pending ability, or in
    /// a contested lane the non-turn player during its Inspiration step (404.3.2).
    pub fn to_act(&self) -> super::Side {
        self.state.to_act
    }

    /// The state.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The card table (card IDs, names, costs by handle).
    pub fn table(&self) -> &CardTable {
        &self.table
    }

    /// The deck the game was set up from.
    pub fn deck(&self) -> &GameDeck {
        &self.deck
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The configuration.
    pub fn config(&self) -> GameConfig {
        self.state.config
    }

    /// The actions applied so far, in order.
    pub fn log(&self) -> &[Action] {
        &self.log
    }

    /// The legal rules actions now (sandbox actions are always available and not listed).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.state.legal_actions_into(&self.table, &mut out);
        out
    }

    /// The legal rules actions into a reused buffer (no allocation once it has capacity).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        self.state.legal_actions_into(&self.table, out);
    }

    /// Applies an action; on refusal nothing changes. Clears the redo list.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// Applies an action, appending its events to `events` (the allocation-free hot path).
    pub fn apply_into(
        &mut self,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        self.state.apply_action(&self.table, action, events)?;
        if self.recording {
            self.log.push(action);
            self.redo.clear();
        }
        Ok(())
    }

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

    /// Turns history recording off (for simulation: no log, no undo) or on again. Turning it
    /// off forgets the history.
    pub fn set_recording(&mut self, on: bool) {
        self.recording = on;
        if !on {
            self.log.clear();
            self.redo.clear();
        }
    }

    /// Starts over with a new seed, reusing all buffers (the simulator's next game).
    pub fn restart(&mut self, seed: u64) {
        self.seed = seed;
        self.state.reset(&self.table, seed);
        self.log.clear();
        self.redo.clear();
        if self.recording {
            self.initial.clone_from(&self.state);
        }
    }

    /// Replays `actions` from the initial state (used by undo, redo and load).
    pub(crate) fn rebuild(&mut self, actions_kept: usize) -> Result<(), ActionError> {
        self.state.clone_from(&self.initial);
        let mut events = std::mem::take(&mut self.scratch);
        for action in self.log.iter().take(actions_kept) {
            events.clear();
            self.state.apply_action(&self.table, *action, &mut events)?;
        }
        self.scratch = events;
        Ok(())
    }
}

/// The line of an ability that stopped for a decision: what it did before (nothing to say when
/// it did nothing yet: the decision asks).
fn begun(name: &str, did: &[String]) -> Option<String> {
    (!did.is_empty()).then(|| format!("{name} begins to resolve: {}.", did.join("; ")))
}

/// A Story stage index (0 = I) as the cards print it.
fn roman(stage: u8) -> &'static str {
    crate::card::Stage::roman_at(usize::from(stage))
}
