//! The built-in goldfish policy of `ponydeck simulate` (`ponydeck::sim`) over the engine.

mod game;

use game::{catalog, starter_deck};
use ponydeck::engine::{Game, GameConfig};
use ponydeck::format::RulesVersion;
use ponydeck::sim::{GameOutcome, GoldfishPolicy, SimSettings, game_seed, simulate};

fn sd01a(config: GameConfig) -> Game {
    let mut game = Game::new(&starter_deck("SD01A"), catalog(), config, 0).expect("game");
    game.set_recording(false);
    game
}

#[test]
fn the_policy_wins_a_goldfish_game_after_contact_begins_on_turn_3_rule_404() {
    let mut game = sd01a(GameConfig::default());
    let mut policy = GoldfishPolicy::new();
    let outcome = policy.play(&mut game, 1, 40);
    match outcome {
        GameOutcome::Won { turn } => assert!(turn >= 3 && turn % 2 == 1, "won on {turn}"),
        GameOutcome::NotWon => panic!("a passive rival should lose to SD01A by turn 40"),
    }
}

#[test]
fn the_same_seed_replays_the_same_game() {
    let mut policy = GoldfishPolicy::new();
    let mut a = sd01a(GameConfig::default());
    let mut b = sd01a(GameConfig::default());
    for seed in 0..20 {
        assert_eq!(policy.play(&mut a, seed, 40), policy.play(&mut b, seed, 40));
    }
}

#[test]
fn the_policy_keeps_a_hand_with_a_character_of_cost_2_or_less_rule_103_4_1() {
    // Play one game and check the decision the policy took: with recording on, the log shows
    // whether the first action was Keep or Mulligan.
    for seed in 0..30 {
        let mut game =
            Game::new(&starter_deck("SD01A"), catalog(), GameConfig::default(), 0).expect("game");
        game.restart(seed);
        let hand = game.state().you.hand.clone();
        let cheap = hand.iter().any(|c| {
            game.table().card_type(*c) == ponydeck::card::CardType::Character
                && game.table().cost(*c) <= 2
        });
        let mut policy = GoldfishPolicy::new();
        // `play` restarts with the same seed, so the opening hand is the same one.
        let _ = policy.play(&mut game, seed, 40);
        let first = game.log().first().copied();
        let expected = if cheap {
            ponydeck::engine::Action::Keep
        } else {
            ponydeck::engine::Action::Mulligan
        };
        assert_eq!(first, Some(expected), "seed {seed}");
    }
}

#[test]
fn a_turn_cap_below_the_first_contact_means_no_game_is_won() {
    let mut game = sd01a(GameConfig::default());
    let mut policy = GoldfishPolicy::new();
    for seed in 0..10 {
        assert_eq!(policy.play(&mut game, seed, 2), GameOutcome::NotWon);
    }
}

#[test]
fn reports_do_not_depend_on_the_thread_count() {
    let template = sd01a(GameConfig {
        rules: RulesVersion::V1_3_0,
        ..GameConfig::default()
    });
    let run = |threads| {
        simulate(
            &template,
            SimSettings {
                games: 101,
                seed: 9,
                turn_cap: 40,
                threads,
            },
        )
    };
    let one = run(1);
    assert_eq!(one.games, 101);
    assert_eq!(one, run(2));
    assert_eq!(one, run(4));
}

#[test]
fn game_seeds_differ_between_games_and_base_seeds() {
    assert_ne!(game_seed(1, 0), game_seed(1, 1));
    assert_ne!(game_seed(1, 0), game_seed(2, 0));
    assert_eq!(game_seed(7, 3), game_seed(7, 3));
}
