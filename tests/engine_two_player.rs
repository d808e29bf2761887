//! Two-player games (issue 11): the rival plays its own deck under the same rules. Scenarios on
//! the SD01 starters, citing 1.3.0 and 2.0.0, and a property test of random legal play.

mod game;

use game::{catalog, starter_deck};
use ponydeck::engine::{Action, Game, GameConfig, Phase, Side};
use ponydeck::format::RulesVersion;
use ponydeck::sim::{GoldfishPolicy, play_duel};

fn duel(you: &str, rival: &str, rules: RulesVersion, first: bool, seed: u64) -> Game {
    let config = GameConfig {
        rules,
        first_player: first,
        rival_plans: 4,
        shuffle: true,
    };
    Game::new_two_player(
        &starter_deck(you),
        &starter_deck(rival),
        catalog(),
        config,
        seed,
    )
    .expect("two starters make a game")
}

/// Every card of both decks is somewhere, exactly once.
fn assert_all_cards(game: &Game) {
    let all = game.state().all_cards_both_sorted();
    let n = game.table().len();
    assert_eq!(all.len(), n, "cards accounted for");
    for (i, h) in all.iter().enumerate() {
        assert_eq!(usize::from(h.0), i, "card {i} once");
    }
}

#[test]
fn both_players_are_dealt_five_cards_and_each_decides_its_hand_rule_103() {
    let mut game = duel("SD01A", "SD01B", RulesVersion::V1_3_0, true, 7);
    assert_all_cards(&game);
    assert_eq!(game.state().you.hand.len(), 5);
    assert_eq!(game.state().zones(Side::Rival).map(|z| z.hand.len()), Some(5));
    assert_eq!(game.to_act(), Side::You);
    game.apply(Action::Keep).expect("you keep");
    // 103.4.1: the rival decides its own hand next.
    assert_eq!(game.to_act(), Side::Rival);
    assert_eq!(game.state().phase, Phase::Setup);
    game.apply(Action::Keep).expect("the rival keeps");
    // 103.4.2: four Plans each from their own decks; turn 1 is the first player's.
    let state = game.state();
    assert_eq!(state.turn, 1);
    assert_eq!(game.to_act(), Side::You);
    assert_eq!(state.active, Side::You);
    for side in [Side::You, Side::Rival] {
        let zones = state.zones(side).expect("zones");
        assert_eq!(zones.plans.iter().flatten().count(), 4, "{side:?} has 4 Plans");
    }
    // 103.4.3 gave each its first Scene; 402.3 adds one on the first player's turn 1.
    assert_eq!(state.zones(Side::You).expect("you").scene_area.len(), 2);
    assert_eq!(state.zones(Side::Rival).expect("rival").scene_area.len(), 1);
    // 103.4.3: the first player's first Scene is face-down, the second player's face-up.
    assert!(!state.zones(Side::You).expect("you").scene_area[0].face_up);
    assert!(state.zones(Side::Rival).expect("rival").scene_area[0].face_up);
    assert_all_cards(&game);
}

#[test]
fn the_turn_passes_to_the_rival_who_draws_and_adds_a_scene_rule_402() {
    let mut game = duel("SD01A", "SD01B", RulesVersion::V1_3_0, true, 3);
    game.apply(Action::Keep).expect("keep");
    game.apply(Action::Keep).expect("keep");
    game.apply(Action::EndTurn).expect("end turn 1");
    let state = game.state();
    assert_eq!(state.turn, 2);
    assert_eq!(state.active, Side::Rival);
    assert_eq!(game.to_act(), Side::Rival);
    // 402.2: the second player draws on its first turn; 402.3 a Scene face-up.
    let rival = state.zones(Side::Rival).expect("rival");
    assert_eq!(rival.hand.len(), 6);
    assert_eq!(rival.scene_area.len(), 2);
    game.apply(Action::EndTurn).expect("end turn 2");
    assert_eq!(game.state().turn, 3);
    assert_eq!(game.to_act(), Side::You);
    assert_all_cards(&game);
}

#[test]
fn fast_policies_on_both_sides_finish_games_that_either_side_wins() {
    let mut game = duel("SD01A", "SD01C", RulesVersion::V1_3_0, true, 1);
    game.set_recording(false);
    let (mut a, mut b) = (GoldfishPolicy::new(), GoldfishPolicy::new());
    let mut events = Vec::new();
    let mut wins = [0u32; 3];
    for seed in 0..60 {
        let outcome = play_duel(&mut game, seed, 60, &mut a, &mut b, &mut events);
        assert_all_cards(&game);
        match outcome.winner {
            Some(Side::You) => wins[0] += 1,
            Some(Side::Rival) => wins[1] += 1,
            None => wins[2] += 1,
        }
    }
    assert!(wins[0] > 0 && wins[1] > 0, "both sides win some games: {wins:?}");
}
