//! The goldfish table with a rival that plays back, driven through its controller alone (no
//! window): seating a starter rival, its moves one per tick at the pace, undo of your own
//! moves with the rival's after them, the rival never named by its hidden cards (304.3.0), a
//! rival deck that cannot be dealt, and the passive rival one command away.
#![cfg(feature = "gui")]

use crate::common;

use std::time::{Duration, Instant};

use ponydeck::card::{CardIndex, Game};
use ponydeck::deck::{Deck, starter};
use ponydeck::engine::{Action, Side};
use ponydeck::sim::PlayerKind;
use ponydeck::ui::controllers::goldfish::{GoldfishCommand, GoldfishPanel, Pace};
use ponydeck::ui::notices::{NoticeLevel, Notices};

fn deck(code: &str) -> Deck {
    starter(code).expect("a shipped starter").deck
}

/// The goldfish table's controller, the catalog it plays from and the notices it reports to.
struct Table {
    index: CardIndex,
    notices: Notices,
    panel: GoldfishPanel,
}

impl Table {
    /// SD01A on the table with seed 11, the passive rival.
    fn new() -> Table {
        let mut table = Table {
            index: common::index(),
            notices: Notices::default(),
            panel: GoldfishPanel::new(),
        };
        table.apply(GoldfishCommand::SetDeck("SD01A".into(), deck("SD01A")));
        table.apply(GoldfishCommand::NewGame(Some(11)));
        table
    }

    /// Applies a command as the app does after a frame.
    fn apply(&mut self, command: GoldfishCommand) {
        self.panel.apply(&self.index, &mut self.notices, command);
    }

    /// One tick of the rival's clock at `now`.
    fn tick(&mut self, now: Instant) {
        self.panel.tick(&mut self.notices, now);
    }

    /// Seats the starter `code` as the rival, played by the fast player.
    fn seat(&mut self, code: &str) {
        self.apply(GoldfishCommand::SeatRival {
            name: code.into(),
            deck: deck(code),
            opponent: PlayerKind::Fast,
        });
    }

    /// Seats the starter `code` as the rival at Instant pace and keeps your opening hand: the
    /// rival keeps its own at once.
    fn seated_and_kept(&mut self, code: &str) {
        self.seat(code);
        self.apply(GoldfishCommand::SetPace(Pace::Instant));
        self.apply(GoldfishCommand::Apply(Action::Keep));
        self.tick(Instant::now());
    }

    /// Plays your side with simple moves (keep, then end the turn or answer a question) until
    /// the rival is to act.
    fn until_the_rival_acts(&mut self) {
        for _ in 0..40 {
            if self.panel.rival_to_act()
                || self
                    .panel
                    .game()
                    .is_some_and(|g| g.state().winner().is_some())
            {
                return;
            }
            let legal: Vec<Action> = self.panel.legal().iter().map(|(a, _)| *a).collect();
            let action = [
                Action::Keep,
                Action::EndTurn,
                Action::ChooseDone,
                Action::ResolvePending,
            ]
            .into_iter()
            .find(|a| legal.contains(a))
            .or_else(|| legal.first().copied())
            .expect("you have a legal action");
            self.apply(GoldfishCommand::Apply(action));
        }
        panic!("the rival never came to act");
    }
}

#[test]
fn seating_a_starter_rival_deals_a_two_player_game_from_the_current_seed_and_rules() {
    let mut table = Table::new();
    table.apply(GoldfishCommand::SetFirstPlayer(false));
    table.seat("SD01B");
    assert!(
        table.notices.shown().is_empty(),
        "{:?}",
        table.notices.shown()
    );
    let game = table.panel.game().expect("a game");
    assert!(game.state().two_player(), "the rival plays its own deck");
    assert_eq!(game.seed(), 11, "seated from the current seed");
    assert!(
        !game.config().first_player,
        "the first-player setting holds"
    );
    assert_eq!(table.panel.rival().map(|r| r.name.as_str()), Some("SD01B"));
    assert!(table.panel.log()[0].contains("against SD01B played by fast"));
}

#[test]
fn back_to_the_passive_rival_the_table_is_todays_exactly() {
    let mut table = Table::new();
    let before = table.panel.view().cloned();
    table.seat("SD01C");
    table.apply(GoldfishCommand::PassiveRival);
    assert!(table.panel.rival().is_none());
    assert!(!table.panel.game().expect("a game").state().two_player());
    assert_eq!(
        table.panel.view().cloned(),
        before,
        "the same seed, the same goldfish deal"
    );
}

#[test]
fn a_rival_deck_that_cannot_be_dealt_is_one_clear_message_and_nothing_else_changes() {
    let mut table = Table::new();
    let before = table.panel.view().cloned();
    let log = table.panel.log().to_vec();
    table.apply(GoldfishCommand::SeatRival {
        name: "Empty".into(),
        deck: Deck::new(Game::Kayou),
        opponent: PlayerKind::Fast,
    });
    assert_eq!(
        table.notices.shown().len(),
        1,
        "{:?}",
        table.notices.shown()
    );
    let notice = &table.notices.shown()[0];
    assert_eq!(notice.level, NoticeLevel::Error);
    assert!(
        notice.text.starts_with("The rival cannot play 'Empty': "),
        "{}",
        notice.text
    );
    assert!(table.panel.rival().is_none());
    assert_eq!(table.panel.view().cloned(), before);
    assert_eq!(table.panel.log(), log.as_slice());
}

#[test]
fn a_rival_deck_without_its_stories_is_refused_with_one_message_naming_it() {
    let mut table = Table::new();
    let before = table.panel.view().cloned();
    let mut broken = deck("SD01B");
    broken.story.clear();
    table.apply(GoldfishCommand::SeatRival {
        name: "No Stories".into(),
        deck: broken,
        opponent: PlayerKind::SEARCH,
    });
    assert_eq!(
        table.notices.shown().len(),
        1,
        "{:?}",
        table.notices.shown()
    );
    assert!(
        table.notices.shown()[0]
            .text
            .starts_with("The rival cannot play 'No Stories': "),
        "{}",
        table.notices.shown()[0].text
    );
    assert!(table.panel.rival().is_none());
    assert_eq!(table.panel.view().cloned(), before);
}

#[test]
fn the_rival_moves_one_action_per_tick_at_its_pace_and_all_at_once_at_instant() {
    let mut table = Table::new();
    table.seat("SD01B");
    // Past the rival's opening hand and its first turn, at once; then its turn 4 at the pace.
    table.apply(GoldfishCommand::SetPace(Pace::Instant));
    for _ in 0..2 {
        table.until_the_rival_acts();
        table.tick(Instant::now());
    }
    table.apply(GoldfishCommand::SetPace(Pace::Normal));
    table.until_the_rival_acts();
    assert_eq!(table.panel.game().map(|g| g.state().turn()), Some(4));
    let actions = |p: &GoldfishPanel| p.game().map_or(0, |g| g.log().len());
    let start = actions(&table.panel);
    let t0 = Instant::now();
    table.tick(t0);
    assert_eq!(
        actions(&table.panel),
        start + 1,
        "one move on the first tick"
    );
    assert!(
        table.panel.wake().is_some(),
        "the panel is asked to come back"
    );
    table.tick(t0 + Duration::from_millis(100));
    assert_eq!(
        actions(&table.panel),
        start + 1,
        "not before the pace's delay"
    );
    table.tick(t0 + Pace::Normal.delay());
    assert_eq!(
        actions(&table.panel),
        start + 2,
        "the next move after the delay"
    );

    table.apply(GoldfishCommand::SetPaused(true));
    table.tick(t0 + Duration::from_secs(60));
    assert_eq!(actions(&table.panel), start + 2, "paused: no move");
    table.apply(GoldfishCommand::StepRival);
    assert_eq!(actions(&table.panel), start + 3, "Step: one move");

    table.apply(GoldfishCommand::SetPaused(false));
    table.apply(GoldfishCommand::SetPace(Pace::Instant));
    table.tick(t0 + Duration::from_secs(61));
    let game = table.panel.game().expect("a game");
    assert!(
        game.state().winner().is_some() || game.to_act() == Side::You,
        "at Instant the rival plays up to your next decision"
    );
    assert!(!table.panel.legal().is_empty() || game.state().winner().is_some());
    assert!(
        table.notices.shown().is_empty(),
        "{:?}",
        table.notices.shown()
    );
}

#[test]
fn the_rivals_moves_are_logged_from_your_side_never_naming_its_hidden_draws_rule_304_3_0() {
    let mut table = Table::new();
    table.seat("SD01B");
    table.apply(GoldfishCommand::SetPace(Pace::Instant));
    for _ in 0..3 {
        table.until_the_rival_acts();
        table.tick(Instant::now());
    }
    let log = table.panel.log();
    assert!(
        log.iter().any(|l| l.trim() == "The rival draws a card."),
        "{log:?}"
    );
    assert!(log.iter().any(|l| l.starts_with("The rival ")), "{log:?}");
    assert!(
        !log.iter()
            .any(|l| l.contains("The rival draws SD") || l.contains("(rival)")),
        "{log:?}"
    );
    // Its hand is never shown: the view of your side has your hand only.
    let game = table.panel.game().expect("a game");
    let shown = game.state().seen_from(Side::You);
    assert_eq!(shown.to_act(), Side::You);
    assert_eq!(
        table.panel.view().map(|v| v.you.hand.len()),
        Some(shown.player(Side::You).hand.len())
    );
    assert!(game.state().two_player());
}

#[test]
fn undo_takes_back_your_last_move_and_every_rival_move_after_it_and_redo_plays_them_again() {
    let mut table = Table::new();
    table.seated_and_kept("SD01B");
    // Your turn-ending move, then the rival's whole turn.
    table.until_the_rival_acts();
    let before_rival = table.panel.game().expect("a game").log().len();
    table.tick(Instant::now());
    let after = table.panel.game().expect("a game").state().clone();
    let played = table.panel.game().expect("a game").log().len();
    assert!(played > before_rival + 1, "the rival played its turn");

    table.apply(GoldfishCommand::Undo);
    let game = table.panel.game().expect("a game");
    assert_eq!(game.to_act(), Side::You, "back to your decision");
    assert_eq!(
        game.log().len(),
        before_rival - 1,
        "your move and every rival move after it are undone"
    );
    assert!(!table.panel.rival_to_act());
    assert!(
        table
            .panel
            .log()
            .last()
            .is_some_and(|l| l.starts_with("↶ undo: your last move and the rival's"))
    );

    table.apply(GoldfishCommand::Redo);
    let game = table.panel.game().expect("a game");
    assert_eq!(game.log().len(), played, "redo plays them again");
    assert_eq!(
        game.state(),
        &after,
        "exactly as they were (the log replays deterministically)"
    );
    assert!(
        table.notices.shown().is_empty(),
        "{:?}",
        table.notices.shown()
    );
}

#[test]
fn your_moves_are_refused_while_the_rival_is_to_act() {
    let mut table = Table::new();
    table.seat("SD01B");
    table.until_the_rival_acts();
    assert!(
        table.panel.legal().is_empty(),
        "you are only asked your own decisions"
    );
    let actions = table.panel.game().expect("a game").log().len();
    table.apply(GoldfishCommand::Apply(Action::EndTurn));
    assert_eq!(table.panel.game().expect("a game").log().len(), actions);
    assert_eq!(table.notices.shown().len(), 1);
    assert_eq!(table.notices.shown()[0].level, NoticeLevel::Info);
}

#[test]
fn a_game_against_the_fast_rival_is_played_to_the_end_with_a_winner() {
    let mut table = Table::new();
    table.seat("SD01D");
    table.apply(GoldfishCommand::SetPace(Pace::Instant));
    for _ in 0..200 {
        if table
            .panel
            .game()
            .is_some_and(|g| g.state().winner().is_some())
        {
            break;
        }
        if table.panel.rival_to_act() {
            table.tick(Instant::now());
            continue;
        }
        // Your side by the simplest plays: the first legal action that is not a sandbox.
        let action = table
            .panel
            .legal()
            .iter()
            .map(|(a, _)| *a)
            .find(|a| !matches!(a, Action::Sandbox(_)))
            .expect("a legal action");
        table.apply(GoldfishCommand::Apply(action));
        if table.panel.confirmation().is_some() {
            table.apply(GoldfishCommand::Confirm);
        }
    }
    let state = table.panel.game().expect("a game").state();
    assert!(
        state.winner().is_some(),
        "the game ends (turn {})",
        state.turn()
    );
    assert!(
        table
            .panel
            .log()
            .iter()
            .any(|l| l.starts_with("Game over on turn "))
    );
}

#[test]
fn the_search_rival_thinks_on_its_own_thread_and_its_move_arrives_on_a_later_tick() {
    let mut table = Table::new();
    table.apply(GoldfishCommand::SeatRival {
        name: "SD01B".into(),
        deck: deck("SD01B"),
        opponent: PlayerKind::SEARCH,
    });
    table.apply(GoldfishCommand::SetPace(Pace::Instant));
    table.apply(GoldfishCommand::Apply(Action::Keep));
    assert!(
        table.panel.rival_to_act(),
        "the rival decides its opening hand"
    );
    let actions = table.panel.game().map_or(0, |g| g.log().len());
    table.tick(Instant::now());
    assert!(
        table.panel.thinking(),
        "the search thinks off the table's thread"
    );
    assert!(
        table.panel.wake().is_some(),
        "the panel comes back for its answer"
    );
    assert!(
        table.panel.legal().is_empty(),
        "nothing of yours to do meanwhile"
    );
    let start = Instant::now();
    while table.panel.rival_to_act() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "its answer arrives"
        );
        std::thread::sleep(Duration::from_millis(5));
        table.tick(Instant::now());
    }
    assert!(!table.panel.thinking());
    assert!(
        table.panel.game().map_or(0, |g| g.log().len()) > actions,
        "its move is applied"
    );
    assert!(
        table
            .panel
            .log()
            .iter()
            .any(|l| l == "The rival keeps its opening hand."
                || l.starts_with("The rival mulligans"))
    );
    assert!(
        table.notices.shown().is_empty(),
        "{:?}",
        table.notices.shown()
    );
}

#[test]
fn in_the_rivals_contact_you_get_your_inspiration_step_with_boost_buttons_rule_404_3_2() {
    use ponydeck::engine::{InspirationStep, SandboxAction, Zone};
    let mut table = Table::new();
    table.seated_and_kept("SD01C");
    // Turn 1: three Twilight Sparkles in your slots (sandbox), so the rival's Characters
    // Contact them on its turn 4; Golden Oak Library boosts any of them.
    let game = table.panel.game().expect("a game");
    assert_eq!(game.to_act(), Side::You);
    let you = &game.state().acting();
    let twilights: Vec<_> = you
        .hand
        .iter()
        .chain(&you.main_deck)
        .copied()
        .filter(|c| {
            game.table().name(*c) == "Twilight Sparkle"
                && game.table().card_type(*c) == ponydeck::card::CardType::Character
        })
        .take(3)
        .collect();
    for (slot, card) in twilights.into_iter().enumerate() {
        table.apply(GoldfishCommand::Apply(Action::Sandbox(
            SandboxAction::Move {
                card,
                to: Zone::Character(slot as u8),
            },
        )));
    }
    for _ in 0..2 {
        table.apply(GoldfishCommand::Apply(Action::EndTurn));
        table.tick(Instant::now());
    }
    let game = table.panel.game().expect("a game");
    assert_eq!(game.state().turn(), 4, "the rival's turn");
    assert!(
        table.panel.your_inspiration_step(),
        "its Contact waits for your step: {:?}",
        &table.panel.log()[table.panel.log().len().saturating_sub(12)..]
    );
    assert_eq!(
        game.state().inspiration_step(),
        InspirationStep::NonTurnPlayer
    );
    assert!(!table.panel.rival_to_act());
    let labels: Vec<&str> = table
        .panel
        .legal()
        .iter()
        .map(|(_, l)| l.as_str())
        .collect();
    assert!(
        labels
            .iter()
            .any(|l| l.starts_with("Inspo Boost: flip Golden Oak Library")),
        "your boost buttons: {labels:?}"
    );
    assert!(
        labels
            .iter()
            .any(|l| l.contains("end your Inspiration step")),
        "{labels:?}"
    );
    assert!(
        table
            .panel
            .log()
            .iter()
            .any(|l| l.contains("your Inspiration step in the rival's Contact")),
        "{:?}",
        table.panel.log()
    );
    let boost = table
        .panel
        .legal()
        .iter()
        .find(|(a, _)| matches!(a, Action::InspoBoost { .. }))
        .map(|(a, _)| *a)
        .expect("a boost");
    let logged = table.panel.log().len();
    table.apply(GoldfishCommand::Apply(boost));
    assert!(
        table.notices.shown().is_empty(),
        "{:?}",
        table.notices.shown()
    );
    assert!(
        table.panel.log()[logged..]
            .iter()
            .any(|l| l.contains("Golden Oak Library gets") || l.contains("gets +1")),
        "{:?}",
        &table.panel.log()[logged..]
    );
    assert!(
        table.panel.your_inspiration_step(),
        "your step goes on after a boost"
    );
    let end = table
        .panel
        .legal()
        .iter()
        .find(|(a, _)| matches!(a, Action::ResolveLane { .. }))
        .map(|(a, _)| *a)
        .expect("the end of your step");
    let logged = table.panel.log().len();
    table.apply(GoldfishCommand::Apply(end));
    assert!(
        table.panel.log()[logged..]
            .iter()
            .any(|l| l.contains("wins the Contact") || l.contains("a tie")),
        "the Contact resolves: {:?}",
        &table.panel.log()[logged..]
    );
    // Undo takes back your step's end (and the rival's moves after it): your step again.
    table.tick(Instant::now());
    table.apply(GoldfishCommand::Undo);
    assert!(
        table.panel.your_inspiration_step(),
        "undo: back in your step"
    );
    assert!(
        table.notices.shown().is_empty(),
        "{:?}",
        table.notices.shown()
    );
}

#[test]
fn your_contact_button_says_the_rival_may_still_boost_rule_404_3_2() {
    let mut table = Table::new();
    table.seated_and_kept("SD01D");
    let mut contact_label = None;
    for _ in 0..400 {
        if table
            .panel
            .game()
            .is_none_or(|g| g.state().winner().is_some())
        {
            break;
        }
        if table.panel.rival_to_act() {
            table.tick(Instant::now());
            continue;
        }
        let legal: Vec<(Action, String)> = table.panel.legal().to_vec();
        if let Some((_, label)) = legal
            .iter()
            .find(|(a, l)| matches!(a, Action::ResolveLane { .. }) && l.contains("Contact"))
        {
            contact_label = Some(label.clone());
            break;
        }
        let action = common::sensible_action(&legal, false)
            .map(|(a, _)| a)
            .expect("a legal action");
        table.apply(GoldfishCommand::Apply(action));
    }
    let label = contact_label.expect("a Contact of yours against the rival's Character");
    assert!(
        label.contains("so far; the rival may still Inspo Boost (404.3.2)"),
        "{label}"
    );
    assert!(!label.contains("the lower retires"), "{label}");
}
