//! The built-in goldfish policy of `ponydeck simulate` (`ponydeck::sim`) over the engine.

use crate::game;

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
        let hand = game.state().acting().hand.clone();
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

// The bulk player's faults of issue 40, each in the position where the old player erred (it
// took the leftmost empty slot, the first Character an Item may adorn, and any Event it could
// pay for): the new one's choice. Real cards, a passive rival with sparring Characters.

mod faults {
    use super::game::{TestGame, adorn_from_hand, advance_to_turn, place, scenes, spar};
    use ponydeck::card::CardId;
    use ponydeck::engine::{Action, Game, SandboxAction, Zone};
    use ponydeck::sim::GoldfishPolicy;

    /// Turn 3 of a starter (Contact this turn, 404.1.0), five untapped Scenes, the hand holding
    /// exactly `hand`.
    fn turn_3(starter: &str, hand: &[&str]) -> Game {
        let mut game = TestGame::starter(starter)
            .rules(ponydeck::format::RulesVersion::V2_0_0)
            .kept();
        advance_to_turn(&mut game, 3);
        scenes(&mut game, 5);
        for card in game.state().acting().hand.clone() {
            game.apply(Action::Sandbox(SandboxAction::Move {
                card,
                to: Zone::MainDeckBottom,
            }))
            .expect("to the deck");
        }
        for id in hand {
            to_hand(&mut game, id);
        }
        game
    }

    /// Sandbox: the first card of the Main Deck with this ID into the hand.
    fn to_hand(game: &mut Game, id: &str) {
        let card_id = CardId::parse(id).expect("id");
        let deck = game.state().acting().main_deck.clone();
        let card = game.table().find_in(&card_id, &deck).expect("in the deck");
        game.apply(Action::Sandbox(SandboxAction::Move {
            card,
            to: Zone::Hand,
        }))
        .expect("to the hand");
    }

    fn fast(game: &Game) -> Action {
        GoldfishPolicy::new().next_action(game)
    }

    #[test]
    fn fast_plays_a_character_into_the_lane_it_holds_not_one_where_it_retires_rule_404_3_3() {
        // Applejack SD01D-C01 (2 Inspiration) against rival Characters of 9 in lanes 1 and 2:
        // in either it retires in this turn's Contact; lane 3 is open.
        let mut game = turn_3("SD01D", &["SD01D-C01"]);
        spar(&mut game, 0, 9);
        spar(&mut game, 1, 9);
        match fast(&game) {
            Action::PlayCharacter { slot, .. } => assert_eq!(slot, 2, "the open lane"),
            other => panic!("expected Applejack played, got {other:?}"),
        }
    }

    #[test]
    fn fast_holds_a_character_back_when_every_lane_would_retire_it_rule_404_3_3() {
        let mut game = turn_3("SD01D", &["SD01D-C01"]);
        for lane in 0..3 {
            spar(&mut game, lane, 9);
        }
        assert_eq!(fast(&game), Action::BeginContact);
    }

    #[test]
    fn fast_puts_an_item_on_the_character_without_one_never_over_an_as_good_item_rule_203() {
        // Two Applejacks, the first already adorned with an Apple Bucket (+3 in your turn); a
        // second Apple Bucket in hand goes to the second Applejack.
        let mut game = turn_3("SD01D", &["SD01D-SPR04", "SD01D-SPR04"]);
        place(&mut game, "SD01D-C01", 0);
        place(&mut game, "SD01D-C01", 1);
        adorn_from_hand(&mut game, "SD01D-SPR04", 0);
        match fast(&game) {
            Action::PlayItem { slot, .. } => assert_eq!(slot, 1, "the Applejack without one"),
            other => panic!("expected the Apple Bucket played, got {other:?}"),
        }
    }

    #[test]
    fn fast_does_not_retire_an_item_with_an_item_no_better() {
        let mut game = turn_3("SD01D", &["SD01D-SPR04", "SD01D-SPR04"]);
        place(&mut game, "SD01D-C01", 0);
        adorn_from_hand(&mut game, "SD01D-SPR04", 0);
        assert_eq!(fast(&game), Action::BeginContact);
    }

    #[test]
    fn fast_plays_flower_picking_day_only_when_a_rival_character_has_2_inspiration_or_less() {
        // SD01B-SPR02: "Choose 1 Character with Inspiration 2 or less in Rival's Adventure
        // Area to Retire." Against a 5 it would do nothing.
        let mut game = turn_3("SD01B", &["SD01B-SPR02"]);
        spar(&mut game, 0, 5);
        assert_eq!(fast(&game), Action::BeginContact, "no target: not played");
        spar(&mut game, 1, 2);
        assert!(
            matches!(fast(&game), Action::PlayEvent { .. }),
            "a target of 2: played"
        );
    }

    #[test]
    fn fast_plays_steam_therapy_only_with_an_event_to_fetch_from_the_retirement_area() {
        // SD01F-SPR03: "Choose 1 Event with Cost ... 3 or less in your Retirement Area, add it
        // to Hand."
        let mut game = turn_3("SD01F", &["SD01F-SPR03", "SD01F-SPR02"]);
        // Dress for Competition stays in hand only as the Event to fetch later: first, an
        // empty Retirement Area.
        let dress = super::game::in_hand(&game, "SD01F-SPR02");
        game.apply(Action::Sandbox(SandboxAction::Move {
            card: dress,
            to: Zone::MainDeckBottom,
        }))
        .expect("away");
        assert_eq!(
            fast(&game),
            Action::BeginContact,
            "nothing to fetch: not played"
        );
        to_hand(&mut game, "SD01F-SPR02");
        super::game::retire_from_hand(&mut game, "SD01F-SPR02");
        assert!(
            matches!(fast(&game), Action::PlayEvent { .. }),
            "an Event to fetch: played"
        );
    }

    /// SD01C on turn 3 with Pinkie Pie SD01C-C01 (3 Inspiration, printed) in slot 1, facing a
    /// rival Character of `rival` Inspiration, five face-up Sugarcube Corners ("[Inspo Boost]
    /// Your 「Pinkie Pie」 gets +1 Inspiration until the end of this Contact."), in the Contact.
    fn pinkie_in_contact(rival: u8) -> Game {
        let mut game = turn_3("SD01C", &[]);
        place(&mut game, "SD01C-C01", 0);
        spar(&mut game, 0, rival);
        game.apply(Action::BeginContact).expect("contact");
        assert!(game.side_view().lane_contested());
        game
    }

    #[test]
    fn fast_spends_an_inspo_boost_where_its_boosts_can_turn_the_lane_rule_404_3_1() {
        let game = pinkie_in_contact(4);
        let inspiration = game.side_view().inspiration_of(0);
        assert!(inspiration < 4, "behind before the boost ({inspiration})");
        assert!(matches!(fast(&game), Action::InspoBoost { .. }));
    }

    #[test]
    fn fast_keeps_its_scenes_and_its_character_when_no_boost_can_save_the_lane_rule_204_5_2a() {
        // 20 against 3 plus five boosts of +1: the lane is lost whatever it flips. It flips
        // nothing (a face-down Scene cannot boost again, 204.5.2a) and ends the turn rather than
        // Contact: Pinkie Pie stays to block the rival's Contact (no later lane pays).
        let game = pinkie_in_contact(20);
        assert_eq!(fast(&game), Action::EndTurn);
    }
}
