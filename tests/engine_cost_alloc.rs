//! Costs and Treat abilities on the hot path: random legal playouts of a deck full of cost
//! changes (503.1.4) and `[Eat Treat]` abilities (207.2.1) apply every listed action and make
//! no heap allocation once the buffers are warm. Its own test binary: the allocation counter
//! is process-wide.

#[path = "../benches/support/counting_alloc.rs"]
mod counting_alloc;

mod game;

use game::{RandomPlay, TestGame, catalog};
use ponydeck::engine::{Action, Event, Game};

#[test]
fn playouts_with_cost_changes_and_treat_costs_apply_every_legal_action_without_allocating() {
    let mut ids = Vec::new();
    for (id, n) in [
        ("BP02-U14", 4),
        ("BP02-GR03", 4),
        ("SD01C-SPR02", 4),
        ("SD01-SPR09", 2),
        ("BP03-CR03", 4),
        ("BP03-C16", 4),
        ("BP03-CR02", 4),
        ("BP03-CR05", 4),
        ("BP01-C16", 3),
        ("BP01-C17", 3),
        ("BP01-GR05", 4),
    ] {
        ids.extend(std::iter::repeat_n(id, n));
    }
    let built = TestGame::sd01a().top(&ids).shuffled(1);
    let mut game = Game::new(&built.deck, catalog(), built.config, 1).expect("game");
    game.set_recording(false);
    let mut player = RandomPlay::new(99);
    let mut events = Vec::with_capacity(256);
    let (mut treats, mut used) = (0u32, 0u32);
    let mut run = |game: &mut Game, games: u64, treats: &mut u32, used: &mut u32| {
        let mut actions = 0u64;
        for g in 0..games {
            game.restart(g);
            while game.state().turn() < 30 {
                let Some(action) = player.step(game, &mut events) else {
                    break;
                };
                if matches!(action, Action::ActivateTreat { .. }) {
                    *treats += 1;
                }
                *used += events
                    .iter()
                    .filter(|e| matches!(e, Event::CostChanged { used: true, .. }))
                    .count() as u32;
                actions += 1;
            }
        }
        actions
    };
    run(&mut game, 50, &mut treats, &mut used);
    let before = counting_alloc::allocations();
    let actions = run(&mut game, 200, &mut treats, &mut used);
    let allocations = counting_alloc::allocations() - before;
    assert!(actions > 1000);
    assert!(
        treats > 0 && used > 0,
        "exercised: {treats} Treat abilities, {used} cost changes used"
    );
    assert_eq!(
        allocations, 0,
        "{allocations} allocations in {actions} actions"
    );
}
