//! The goldfish table explains itself, at the smallest window (1024×700) and at 2560×1440: Force of Harmony on
//! screen, fresh seeds for new games, lane actions named with what they do, plain-word log
//! lines, a question before a Character is replaced, an end-of-game banner with "Play again",
//! and actions for the Retirement Area.
#![cfg(feature = "gui")]

use crate::common;

use std::path::Path;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use ponydeck::engine::{Action, SandboxAction, Zone};
use ponydeck::format::RulesVersion;
use ponydeck::ui::panels::goldfish::GoldfishCommand;
use ponydeck::ui::{AppCommand, PonydeckApp};

use common::ui::{app_with_db, at_both_sizes, copy_starter, harness_at};

fn table_at(db_path: &Path, size: [f32; 2]) -> Harness<'static, PonydeckApp> {
    let mut harness = harness_at(app_with_db(db_path), size);
    copy_starter(&mut harness);
    harness.get_by_label("Goldfish it").click();
    harness.run();
    harness
}

/// A known shuffle, so the flows below do not depend on the clock's seed.
fn seeded(harness: &mut Harness<'static, PonydeckApp>, seed: u64) {
    harness
        .state_mut()
        .apply(AppCommand::Goldfish(GoldfishCommand::NewGame(Some(seed))));
    harness.run();
}

/// The table at `size` on a fresh database (kept in the returned folder), dealt with `seed` and
/// the opening hand kept (103.4.1): where most flows below start.
fn kept_table_at(size: [f32; 2], seed: u64) -> (tempfile::TempDir, Harness<'static, PonydeckApp>) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = table_at(&dir.path().join("user.db"), size);
    seeded(&mut harness, seed);
    apply(&mut harness, Action::Keep);
    (dir, harness)
}

fn apply(harness: &mut Harness<'static, PonydeckApp>, action: Action) {
    harness
        .state_mut()
        .apply(AppCommand::Goldfish(GoldfishCommand::Apply(action)));
    harness.run();
}

fn legal(harness: &Harness<'static, PonydeckApp>) -> Vec<(Action, String)> {
    harness.state().goldfish().legal().to_vec()
}

at_both_sizes!(
    new_game_deals_a_fresh_seed_each_time_and_replay_keeps_it,
    new_game_deals_a_fresh_seed_each_time_and_replay_keeps_it_at_a_large_size,
    new_game_deals_a_fresh_seed_each_time_and_replay_keeps_it_at
);

fn new_game_deals_a_fresh_seed_each_time_and_replay_keeps_it_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = table_at(&dir.path().join("user.db"), size);
    let first = harness.state().goldfish().view().unwrap().seed;
    harness.get_by_label("New game").click();
    harness.run();
    let second = harness.state().goldfish().view().unwrap().seed;
    assert_ne!(first, second, "New game shuffles anew");
    harness.get_by_label("Replay seed").click();
    harness.run();
    assert_eq!(harness.state().goldfish().view().unwrap().seed, second);
}

at_both_sizes!(
    force_of_harmony_is_shown_as_available_of_total_rule_608,
    force_of_harmony_is_shown_as_available_of_total_rule_608_at_a_large_size,
    force_of_harmony_is_shown_as_available_of_total_rule_608_at
);

fn force_of_harmony_is_shown_as_available_of_total_rule_608_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = table_at(&dir.path().join("user.db"), size);
    harness.get_by_label_contains("Force of Harmony 0/0");
    harness.get_by_label("Keep hand").click();
    harness.run();
    // Turn 1's Start Phase put a Scene into the Scene Area (or none going first; then end a turn).
    for _ in 0..2 {
        let view = harness.state().goldfish().view().unwrap().clone();
        if !view.you.scene_area.is_empty() {
            let n = view.you.scene_area.len();
            harness.get_by_label_contains(&format!("Force of Harmony {n}/{n}"));
            return;
        }
        harness.get_by_label("End turn").click();
        harness.run();
    }
    panic!("no Scene after two turns");
}

at_both_sizes!(
    contact_on_turn_one_says_there_is_none_rule_404_1_0,
    contact_on_turn_one_says_there_is_none_rule_404_1_0_at_a_large_size,
    contact_on_turn_one_says_there_is_none_rule_404_1_0_at
);

fn contact_on_turn_one_says_there_is_none_rule_404_1_0_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = table_at(&dir.path().join("user.db"), size);
    harness.get_by_label("Keep hand").click();
    harness.run();
    harness.get_by_label_contains("No Contact Phase on turns 1 and 2");
    harness.get_by_label("End Main Phase").click();
    harness.run();
    let log = harness.state().goldfish().log().join("\n");
    assert!(log.contains("no Contact on turns 1 and 2"), "{log}");
}

at_both_sizes!(
    a_whole_game_shows_named_lane_actions_plain_log_lines_and_a_banner_with_play_again,
    a_whole_game_plays_the_same_at_a_large_size,
    a_whole_game_at
);

fn a_whole_game_at(size: [f32; 2]) {
    let (_dir, mut harness) = kept_table_at(size, 11);
    let mut lane_labels = Vec::new();
    for _ in 0..400 {
        if harness.state().goldfish().view().unwrap().winner.is_some() {
            break;
        }
        let legal = legal(&harness);
        let pick = common::sensible_action(&legal, true).expect("some action is legal");
        if let Action::ResolveLane { .. } = pick.0 {
            lane_labels.push(pick.1.clone());
        }
        apply(&mut harness, pick.0);
    }
    let view = harness.state().goldfish().view().unwrap().clone();
    assert_eq!(view.winner, Some("you"), "the starter wins a goldfish game");
    // 404.4: each lane action names its lane and what it does.
    assert!(
        lane_labels
            .iter()
            .any(|l| l.starts_with("Lane ") && l.contains("Promote to Stage")),
        "{lane_labels:?}"
    );
    let log = harness.state().goldfish().log().join("\n");
    assert!(!log.contains("CardHandle"), "{log}");
    assert!(!log.contains('{'), "{log}");
    assert!(log.contains("Game over on turn"), "{log}");
    harness.get_by_label(&format!("You won on turn {}!", view.turn));
    harness.get_by_label("Play again").click();
    harness.run();
    let again = harness.state().goldfish().view().unwrap().clone();
    assert_eq!(again.winner, None);
    assert_ne!(again.seed, view.seed);
}

at_both_sizes!(
    playing_onto_an_occupied_slot_asks_first_and_cancel_changes_nothing,
    replacing_asks_first_at_a_large_size,
    replacing_asks_first_at
);

fn replacing_asks_first_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = table_at(&dir.path().join("user.db"), size);
    harness
        .state_mut()
        .apply(AppCommand::Goldfish(GoldfishCommand::SetRules(
            RulesVersion::NEWEST,
        )));
    seeded(&mut harness, 7);
    apply(&mut harness, Action::Keep);
    let mut replace = None;
    for _ in 0..60 {
        let legal = legal(&harness);
        if let Some((action, _)) = legal.iter().find(|(_, l)| l.contains("replacing")) {
            replace = Some(*action);
            break;
        }
        let next = legal
            .iter()
            .find(|(a, _)| matches!(a, Action::PlayCharacter { .. }))
            .or_else(|| legal.iter().find(|(a, _)| *a == Action::ResolvePending))
            .or_else(|| {
                legal
                    .iter()
                    .find(|(a, _)| matches!(a, Action::Choose { .. }))
            })
            .or_else(|| legal.iter().find(|(a, _)| *a == Action::ChooseDone))
            .or_else(|| {
                legal
                    .iter()
                    .find(|(a, _)| matches!(a, Action::Discard { .. }))
            })
            .or_else(|| legal.iter().find(|(a, _)| *a == Action::EndTurn))
            .map(|(a, _)| *a)
            .expect("a play or the end of the turn");
        apply(&mut harness, next);
    }
    let action = replace.expect("a Character can be played onto an occupied slot");
    let before = harness.state().goldfish().view().unwrap().clone();
    apply(&mut harness, action);
    let question = harness
        .state()
        .goldfish()
        .confirmation()
        .map(|(_, q)| q.clone())
        .expect("a question first");
    assert!(
        question.contains("goes to the Retirement Area"),
        "{question}"
    );
    harness.get_by_label("Cancel").click();
    harness.run();
    assert!(harness.state().goldfish().confirmation().is_none());
    assert_eq!(harness.state().goldfish().view().unwrap(), &before);
    apply(&mut harness, action);
    harness.get_by_label("Replace").click();
    harness.run();
    let after = harness.state().goldfish().view().unwrap().clone();
    assert_eq!(after.you.hand.len() + 1, before.you.hand.len());
    assert!(after.you.retirement.len() > before.you.retirement.len());
}

at_both_sizes!(
    a_card_in_the_retirement_area_can_go_back_to_the_hand,
    a_card_in_the_retirement_area_can_go_back_to_the_hand_at_a_large_size,
    a_card_in_the_retirement_area_can_go_back_to_the_hand_at
);

fn a_card_in_the_retirement_area_can_go_back_to_the_hand_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = table_at(&dir.path().join("user.db"), size);
    apply(&mut harness, Action::Keep);
    let card = harness
        .state()
        .goldfish()
        .game()
        .unwrap()
        .state()
        .acting()
        .hand[0];
    apply(
        &mut harness,
        Action::Sandbox(SandboxAction::Move {
            card,
            to: Zone::Retirement,
        }),
    );
    let log = harness.state().goldfish().log().join("\n");
    assert!(log.contains("to the Retirement Area"), "{log}");
    assert_eq!(harness.state().goldfish().view().unwrap().you.hand.len(), 4);
    harness.get_by_label("Retirement Area (1)").click();
    harness.run();
    let name = harness
        .state()
        .goldfish()
        .game()
        .unwrap()
        .table()
        .name(card)
        .to_string();
    harness
        .get_all_by_label(&name)
        // The topmost: the Retirement Area's entry, above the hand along the bottom.
        .min_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .expect("the retired card is listed")
        .click_secondary();
    harness.run();
    harness.get_by_label("Return to the hand").click();
    harness.run();
    assert_eq!(harness.state().goldfish().view().unwrap().you.hand.len(), 5);
}

/// The handle of the first card with this ID in the Main Deck or the hand.
fn card_in_deck_or_hand(
    harness: &Harness<'static, PonydeckApp>,
    id: &str,
) -> ponydeck::engine::CardHandle {
    let game = harness.state().goldfish().game().expect("a game");
    let card_id = ponydeck::card::CardId::parse(id).expect("id");
    let state = game.state();
    game.table()
        .find_in(&card_id, &state.acting().main_deck)
        .or_else(|| game.table().find_in(&card_id, &state.acting().hand))
        .expect("in the deck or the hand")
}

at_both_sizes!(
    a_choice_is_asked_on_the_mat_and_answered_by_clicking_the_candidate_rule_615,
    a_choice_is_asked_on_the_mat_and_answered_by_clicking_the_candidate_at_a_large_size,
    a_choice_is_asked_on_the_mat_at
);

fn a_choice_is_asked_on_the_mat_at(size: [f32; 2]) {
    // SD01A-SR02 Owlowiscious: "[Appear] Choose 1 「Twilight Sparkle」 in your Adventure Area,
    // it gets +2 Inspiration until the end of turn." Two Twilights: the engine asks which.
    let (_dir, mut harness) = kept_table_at(size, 7);
    for (id, to) in [
        ("SD01A-C02", Zone::Character(0)),
        ("SD01A-C02", Zone::Character(2)),
        ("SD01A-SR02", Zone::Hand),
    ] {
        let card = card_in_deck_or_hand(&harness, id);
        apply(
            &mut harness,
            Action::Sandbox(SandboxAction::Move { card, to }),
        );
    }
    while harness
        .state()
        .goldfish()
        .game()
        .unwrap()
        .state()
        .acting()
        .scene_area
        .len()
        < 3
    {
        let card = *harness
            .state()
            .goldfish()
            .game()
            .unwrap()
            .state()
            .acting()
            .scene_deck
            .last()
            .unwrap();
        apply(
            &mut harness,
            Action::Sandbox(SandboxAction::Move {
                card,
                to: Zone::SceneArea,
            }),
        );
    }
    let owl = card_in_deck_or_hand(&harness, "SD01A-SR02");
    apply(&mut harness, Action::PlayCharacter { card: owl, slot: 1 });
    assert!(
        harness
            .state()
            .goldfish()
            .view()
            .unwrap()
            .decision
            .is_some()
    );
    harness.get_by_label("Your choice");
    // Each candidate Character has its own button on the mat; the one in slot 3 is the last.
    let buttons = harness.get_all_by_label("Choose").count();
    assert_eq!(buttons, 2, "two candidates on the mat");
    harness.get_all_by_label("Choose").last().unwrap().click();
    harness.run();
    let view = harness.state().goldfish().view().unwrap().clone();
    assert!(view.decision.is_none(), "answered");
    let third = view.you.adventure[2].as_ref().unwrap();
    assert_eq!((third.base_inspiration, third.inspiration), (4, 6));
    // The effective Inspiration beside the printed one.
    harness.get_by_label_contains("Inspiration 6 (printed 4)");
    let log = harness.state().goldfish().log().join("\n");
    assert!(log.contains("gets +2 Inspiration"), "{log}");
}

at_both_sizes!(
    the_main_deck_can_be_searched_by_printing_without_showing_its_order,
    the_main_deck_can_be_searched_at_a_large_size,
    the_main_deck_can_be_searched_at
);

fn the_main_deck_can_be_searched_at(size: [f32; 2]) {
    let (_dir, mut harness) = kept_table_at(size, 11);
    let deck = harness
        .state()
        .goldfish()
        .game()
        .unwrap()
        .state()
        .acting()
        .main_deck
        .len();
    harness
        .get_by_label(&format!("Search the Main Deck ({deck})"))
        .click();
    harness.run();
    // Grouped by printing with a count: the SD01A starter holds 3 Search the Library in all.
    let entries: Vec<String> = harness
        .query_all_by_label_contains("× ")
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert!(!entries.is_empty());
    let total: usize = entries
        .iter()
        .filter_map(|e| e.split('×').next()?.trim().parse::<usize>().ok())
        .sum();
    assert_eq!(total, deck, "{entries:?}");
}

/// The first Character card of yours in the hand or the Main Deck.
fn a_character(harness: &Harness<'static, PonydeckApp>) -> ponydeck::engine::CardHandle {
    let game = harness.state().goldfish().game().unwrap();
    let you = &game.state().acting();
    you.hand
        .iter()
        .chain(&you.main_deck)
        .copied()
        .find(|c| game.table().card_type(*c) == ponydeck::card::CardType::Character)
        .expect("a Character in the starter")
}

at_both_sizes!(
    a_lane_that_offers_no_promote_says_the_rivals_plan_blocks_it_rule_404_4,
    a_lane_that_offers_no_promote_says_why_at_a_large_size,
    a_lane_that_offers_no_promote_says_why_at
);

fn a_lane_that_offers_no_promote_says_why_at(size: [f32; 2]) {
    let (_dir, mut harness) = kept_table_at(size, 11);
    let card = a_character(&harness);
    apply(
        &mut harness,
        Action::Sandbox(SandboxAction::Move {
            card,
            to: Zone::Character(0),
        }),
    );
    // Past turns 1 and 2 (no Contact, 404.1.0) to your next Main Phase.
    while !legal(&harness)
        .iter()
        .any(|(a, _)| *a == Action::BeginContact)
        || harness.state().goldfish().view().unwrap().turn <= 2
    {
        apply(&mut harness, Action::EndTurn);
    }
    assert!(
        harness.query_by_label_contains("No Promote").is_none(),
        "no note before the Contact"
    );
    apply(&mut harness, Action::BeginContact);
    let labels: Vec<String> = legal(&harness).into_iter().map(|(_, l)| l).collect();
    assert!(
        labels.iter().any(|l| l.contains("Intervene"))
            && !labels.iter().any(|l| l.contains("Promote")),
        "the passive rival's Plan on Stage I blocks a Promote: {labels:?}"
    );
    harness.get_by_label_contains("No Promote: the rival has a Plan on Stage I (304.4.0, 404.4)");
    // Once the Plan is gone the lane would Promote: the note goes with the Intervene.
    let intervene = legal(&harness)
        .into_iter()
        .find(|(_, l)| l.contains("Intervene"))
        .map(|(a, _)| a)
        .expect("Intervene");
    apply(&mut harness, intervene);
    assert!(harness.query_by_label_contains("No Promote").is_none());
}

at_both_sizes!(
    over_the_hand_limit_the_end_phase_says_what_end_turn_discards_rule_405_2,
    over_the_hand_limit_the_end_phase_says_what_end_turn_discards_at_a_large_size,
    over_the_hand_limit_the_end_phase_says_what_end_turn_discards_at
);

fn over_the_hand_limit_the_end_phase_says_what_end_turn_discards_at(size: [f32; 2]) {
    let (_dir, mut harness) = kept_table_at(size, 11);
    // Six more cards into the hand (sandbox): eleven, one over the limit of ten.
    for _ in 0..6 {
        let card = harness
            .state()
            .goldfish()
            .game()
            .unwrap()
            .state()
            .acting()
            .main_deck[0];
        apply(
            &mut harness,
            Action::Sandbox(SandboxAction::Move {
                card,
                to: Zone::Hand,
            }),
        );
    }
    assert!(
        harness
            .query_by_label_contains("cards in hand, 10 kept")
            .is_none()
    );
    harness.get_by_label("End Main Phase").click();
    harness.run();
    let hand = harness
        .state()
        .goldfish()
        .game()
        .unwrap()
        .state()
        .acting()
        .hand
        .len();
    assert_eq!(hand, 11);
    harness.get_by_label_contains("11 cards in hand, 10 kept (405.2)");
    harness.get_by_label("End turn").click();
    harness.run();
    let log = harness.state().goldfish().log().join("\n");
    assert!(log.contains("to your Retirement Area"), "{log}");
    assert!(
        harness
            .query_by_label_contains("cards in hand, 10 kept")
            .is_none()
    );
}

#[test]
fn on_a_tall_window_the_adventure_slots_show_their_characters_card_faces() {
    for (size, faces) in [([1024.0, 700.0], false), ([2560.0, 1440.0], true)] {
        let (_dir, mut harness) = kept_table_at(size, 11);
        let preview = |harness: &Harness<'static, PonydeckApp>| {
            harness.query_by_label_contains("Preview of").is_some()
        };
        assert!(!preview(&harness), "no Character on the mat yet ({size:?})");
        let card = a_character(&harness);
        let name = harness
            .state()
            .goldfish()
            .game()
            .unwrap()
            .table()
            .name(card)
            .to_string();
        apply(
            &mut harness,
            Action::Sandbox(SandboxAction::Move {
                card,
                to: Zone::Character(0),
            }),
        );
        let face = harness
            .query_by_label(&format!("Preview of {name}"))
            .is_some();
        assert_eq!(face, faces, "{name}'s face in slot 1 at {size:?}");
        // The slot's text stays either way: its name and Inspiration.
        harness.get_by_label_contains(&format!("{name}\nInspiration"));
    }
}

at_both_sizes!(
    a_click_on_a_hand_character_plays_it_into_an_empty_slot_not_over_slot_1,
    a_click_on_a_hand_character_plays_it_into_an_empty_slot_at_a_large_size,
    a_click_on_a_hand_character_plays_it_into_an_empty_slot_at
);

/// Seed 3 deals SD01A Owlowiscious and three Twilight Sparkles. Owlowiscious goes to slot 1 on
/// turn 1; on turn 3 a click on a Twilight Sparkle puts it in slot 2, the first empty one, with
/// no question: replacing Owlowiscious (2.0.0 Replace) stays in the card's menu and a drag.
fn a_click_on_a_hand_character_plays_it_into_an_empty_slot_at(size: [f32; 2]) {
    let (_dir, mut harness) = kept_table_at(size, 3);
    let owlowiscious = legal(&harness)
        .into_iter()
        .find(|(_, l)| l == "Play Owlowiscious (cost 2) to slot 1")
        .map(|(a, _)| a)
        .expect("Owlowiscious can be played on turn 1");
    apply(&mut harness, owlowiscious);
    let top = legal(&harness)
        .into_iter()
        .find(|(a, _)| matches!(a, Action::Choose { .. }))
        .map(|(a, _)| a)
        .expect("its [Appear] asks top or bottom");
    apply(&mut harness, top);
    apply(&mut harness, Action::EndTurn);
    assert_eq!(harness.state().goldfish().view().unwrap().turn, 3);

    // SD01A-C01 costs 3: the three Scenes pay for it.
    harness
        .get_by_role_and_label(egui::Role::Button, "Twilight Sparkle (SD01A-C01)")
        .click();
    harness.run();

    assert!(
        harness.state().goldfish().confirmation().is_none(),
        "no question: nothing is replaced"
    );
    let view = harness.state().goldfish().view().unwrap();
    let slot = |i: usize| view.you.adventure[i].as_ref().map(|s| s.card.as_str());
    assert_eq!(slot(0), Some("SD01A-C05"), "Owlowiscious stays in slot 1");
    assert_eq!(
        slot(1),
        Some("SD01A-C01"),
        "Twilight Sparkle goes to slot 2"
    );
    assert_eq!(slot(2), None);
}

/// The greyed Skip Contact says when it is offered (405.2: over the hand limit, to choose the
/// discards) and that End turn also ends the turn without a Contact.
#[test]
fn a_greyed_skip_contact_says_when_it_is_offered_rule_405_2() {
    let (_dir, mut harness) = kept_table_at([1024.0, 700.0], 7);
    assert!(
        !legal(&harness)
            .iter()
            .any(|(a, _)| *a == Action::PassContact),
        "five cards in hand: no Skip Contact"
    );
    harness.get_by_label("Skip Contact").hover();
    harness.run();
    harness.get_by_label_contains("Skip Contact is for a hand over 10 cards");
}

at_both_sizes!(
    every_option_of_a_decision_is_its_own_button_even_for_two_copies_of_a_card_rule_615,
    every_option_of_a_decision_is_its_own_button_at_a_large_size,
    every_option_of_a_decision_is_its_own_button_at
);

/// Plays seeded games of the starter taking the first option of every decision, and checks at
/// each decision that every option has a button with a label of its own, copies of one card
/// included (they were merged into one button).
fn every_option_of_a_decision_is_its_own_button_at(size: [f32; 2]) {
    let mut copies_offered = 0;
    for seed in 1..=12 {
        let (_dir, mut harness) = kept_table_at(size, seed);
        for _ in 0..300 {
            let Some(game) = harness.state().goldfish().game() else {
                break;
            };
            if game.view().winner.is_some() {
                break;
            }
            let state = game.state();
            let legal = legal(&harness);
            if state.decision().is_some() {
                let buttons: Vec<&String> = legal
                    .iter()
                    .filter(|(a, _)| matches!(a, Action::Choose { .. }))
                    .map(|(_, l)| l)
                    .collect();
                assert_eq!(buttons.len(), state.options().len(), "{buttons:?}");
                let mut unique = buttons.clone();
                unique.sort();
                unique.dedup();
                assert_eq!(
                    unique.len(),
                    buttons.len(),
                    "labels of their own: {buttons:?}"
                );
                let picks: Vec<String> = state
                    .options()
                    .iter()
                    .map(|&p| game.describe_pick(p))
                    .collect();
                if picks
                    .iter()
                    .any(|p| picks.iter().filter(|q| *q == p).count() > 1)
                {
                    copies_offered += 1;
                }
            }
            let pick = legal
                .iter()
                .find(|(a, l)| {
                    matches!(a, Action::PlayCharacter { .. }) && !l.contains("replacing")
                })
                .or_else(|| {
                    legal
                        .iter()
                        .find(|(a, _)| matches!(a, Action::ResolveLane { .. }))
                })
                .or_else(|| legal.iter().find(|(a, _)| *a == Action::ResolvePending))
                .or_else(|| {
                    legal
                        .iter()
                        .find(|(a, _)| matches!(a, Action::Choose { .. }))
                })
                .or_else(|| legal.iter().find(|(a, _)| *a == Action::ChooseDone))
                .or_else(|| {
                    legal
                        .iter()
                        .find(|(a, _)| matches!(a, Action::Discard { .. }))
                })
                .or_else(|| legal.iter().find(|(a, _)| *a == Action::BeginContact))
                .or_else(|| legal.iter().find(|(a, _)| *a == Action::EndTurn))
                .map(|(a, _)| *a);
            let Some(pick) = pick else {
                break;
            };
            apply(&mut harness, pick);
        }
    }
    assert!(
        copies_offered > 0,
        "some decision of these games offers two copies of one card"
    );
}
