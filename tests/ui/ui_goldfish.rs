//! The goldfish table driven through the accessibility tree (egui_kittest): copy a starter,
//! goldfish it, replay the seed, keep (103.4.1), play a card, undo it.
#![cfg(feature = "gui")]

use crate::common;

use std::path::Path;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ponydeck::engine::Action;
use ponydeck::ui::PonydeckApp;

use common::ui::{app_with_db, copy_starter, harness_at};

fn harness(db_path: &Path) -> Harness<'static, PonydeckApp> {
    harness_at(app_with_db(db_path), [1500.0, 950.0])
}

fn is_play(action: &Action) -> bool {
    matches!(
        action,
        Action::PlayCharacter { .. } | Action::PlayEvent { .. } | Action::PlayItem { .. }
    )
}

#[test]
fn a_starter_deck_is_goldfished_a_card_is_played_and_undone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(&dir.path().join("user.db"));
    copy_starter(&mut harness);
    harness.get_by_label("Goldfish it").click();
    harness.run();
    assert_eq!(
        harness.state().goldfish().deck_name(),
        Some("SD01A Twilight Sparkle Starter")
    );

    // "Goldfish it" deals at once; "Replay seed" deals the same game again from the shown seed.
    let first = harness
        .state()
        .goldfish()
        .view()
        .cloned()
        .expect("a game is dealt");
    harness.get_by_label("Replay seed").click();
    harness.run();
    let replayed = harness
        .state()
        .goldfish()
        .view()
        .cloned()
        .expect("a game is dealt");
    assert_eq!(replayed.seed, first.seed);
    assert_eq!(
        replayed.you.hand, first.you.hand,
        "same seed, same opening hand"
    );
    let seed_text = format!("seed {}", first.seed);
    assert!(harness.get_all_by_label_contains(&seed_text).count() >= 1);

    // 103.4.1: keep the opening hand, then end turns until a card can be played.
    harness.get_by_label("Keep hand").click();
    harness.run();
    for _ in 0..6 {
        if harness
            .state()
            .goldfish()
            .legal()
            .iter()
            .any(|(a, _)| is_play(a))
        {
            break;
        }
        harness.get_by_label("End turn").click();
        harness.run();
    }
    let (action, label) = harness
        .state()
        .goldfish()
        .legal()
        .iter()
        .find(|(a, _)| is_play(a))
        .cloned()
        .expect("a card can be played within a few turns");
    let played = match action {
        Action::PlayCharacter { card, .. }
        | Action::PlayEvent { card }
        | Action::PlayItem { card, .. } => card,
        _ => unreachable!("is_play"),
    };
    let hand = |harness: &Harness<'_, PonydeckApp>| {
        harness
            .state()
            .goldfish()
            .game()
            .map(|g| g.state().acting().hand.clone())
            .expect("a game is dealt")
    };
    let hand_before = hand(&harness);
    assert!(hand_before.contains(&played));
    harness.get_by_label(&label).click();
    harness.run();
    // The played card left the hand (its own copy: a card that draws as it comes in, 42 seeds
    // in 3,000, refills the hand, so its size alone says nothing).
    assert!(!hand(&harness).contains(&played), "{label} left the hand");

    harness.get_by_label("Undo").click();
    harness.run();
    assert_eq!(
        hand(&harness),
        hand_before,
        "undo puts the card back, and takes back what its play drew"
    );
}

/// The table lists each label once, so a label must say which printing it plays: two printings
/// of one name in hand (SD01E-SR01 Rainbow Dash, Inspiration 5 with an [Appear], and SD01E-C02,
/// Inspiration 6) are two plays (403.1), and each needs a button of its own. Played over whole
/// goldfish games of every starter, at every decision of yours.
#[test]
fn plays_and_discards_of_different_printings_never_share_a_button_label() {
    use ponydeck::deck::{Section, starters};
    use ponydeck::engine::{Game, GameConfig, GameDeck};
    use ponydeck::sim::{GoldfishPolicy, game_seed};

    let cards = common::index();
    let mut policy = GoldfishPolicy::new();
    let mut told_apart = 0;
    for starter in starters() {
        let deck = GameDeck {
            main: starter.deck.expanded(Section::Main),
            scene: starter.deck.expanded(Section::Scene),
            stories: starter.deck.expanded(Section::Story),
            main_character: starter.deck.expanded(Section::MainCharacter)[0].clone(),
        };
        for g in 0..40 {
            let mut game =
                Game::new(&deck, &cards, GameConfig::default(), game_seed(7, g)).expect("game");
            for _ in 0..400 {
                if game.state().winner().is_some() || game.state().turn() > 30 {
                    break;
                }
                let mut labelled: Vec<(String, String)> = Vec::new();
                for action in game.legal_actions() {
                    let card = match action {
                        Action::PlayCharacter { card, .. }
                        | Action::PlayEvent { card }
                        | Action::PlayItem { card, .. }
                        | Action::Discard { card } => card,
                        _ => continue,
                    };
                    let label = game.action_label(action);
                    let id = game.table().card_id(card).to_string();
                    if label.contains(&id) {
                        told_apart += 1;
                    }
                    if let Some((_, other)) = labelled.iter().find(|(l, _)| *l == label) {
                        assert_eq!(
                            *other, id,
                            "{}: '{label}' is the label of two printings",
                            starter.code
                        );
                    }
                    labelled.push((label, id));
                }
                let action = policy.next_action(&game);
                game.apply(action).expect("the policy plays legally");
            }
        }
    }
    assert!(
        told_apart > 0,
        "some hand held two printings of one name, told apart by their IDs"
    );
}
