//! The hot path does not allocate: once the buffers are warm, random legal playouts (legal
//! actions, apply, restart) make no heap allocation at all. Counted by a wrapping allocator.
//! Its own test binary (not a module of `tests/engine/`): the counting allocator is the
//! process's `#[global_allocator]`, so any other test running beside it would count too.

#[path = "../benches/support/counting_alloc.rs"]
mod counting_alloc;

mod game;

use game::{RandomPlay, catalog, starter_deck};
use ponydeck::engine::{Game, GameConfig};

#[test]
fn random_legal_playouts_do_not_allocate_once_warm() {
    let mut game =
        Game::new(&starter_deck("SD01B"), catalog(), GameConfig::default(), 0).expect("game");
    game.set_recording(false);
    let mut player = RandomPlay::new(12345);
    let mut events = Vec::with_capacity(256);
    let mut run = |game: &mut Game, games: u64| {
        let mut actions = 0u64;
        for g in 0..games {
            game.restart(g);
            while player.step(game, &mut events).is_some() {
                actions += 1;
            }
        }
        actions
    };
    run(&mut game, 50);
    let before = counting_alloc::allocations();
    let actions = run(&mut game, 200);
    let allocations = counting_alloc::allocations() - before;
    assert!(actions > 1000);
    assert_eq!(
        allocations, 0,
        "{allocations} allocations in {actions} actions"
    );
    two_player_games_of_the_fast_policy_do_not_allocate_once_warm();
}

/// Two-player games of the fast policy on both sides, once warm. The engine's actions do not
/// allocate (the test above); the fast player does, but only for the copies of the world it
/// tries Items, Events and abilities in (issue 40), a few hundred a game: never one per action
/// of the game itself. (Called from the test above: the allocation counter is global, so the
/// two must not run at the same time.)
fn two_player_games_of_the_fast_policy_do_not_allocate_once_warm() {
    use ponydeck::sim::{GoldfishPolicy, play_duel};
    let mut game = Game::new_two_player(
        &starter_deck("SD01A"),
        &starter_deck("SD01C"),
        catalog(),
        GameConfig::default(),
        0,
    )
    .expect("game");
    game.set_recording(false);
    let (mut a, mut b) = (GoldfishPolicy::new(), GoldfishPolicy::new());
    let mut events = Vec::with_capacity(256);
    for g in 0..100 {
        play_duel(&mut game, g, 60, &mut a, &mut b, &mut events);
    }
    let before = counting_alloc::allocations();
    let mut won = 0;
    for g in 100..300 {
        won += u32::from(
            play_duel(&mut game, g, 60, &mut a, &mut b, &mut events)
                .winner
                .is_some(),
        );
    }
    let allocations = counting_alloc::allocations() - before;
    assert_eq!(won, 200, "every game ends");
    let per_game = allocations / 200;
    assert!(
        per_game <= 1_500,
        "{allocations} allocations in 200 games ({per_game} a game): more than the trials need"
    );
}
