//! Throughput of `ponydeck simulate`'s built-in goldfish policy on the SD01A starter deck, on
//! one thread: games per second and actions' allocations once the buffers are warm (counted by
//! a wrapping global allocator).
//!
//! Run: `cargo bench --no-default-features --bench simulate`.

#[path = "support/counting_alloc.rs"]
mod counting_alloc;

use std::path::Path;
use std::time::Instant;

use ponydeck::catalog::Catalog;
use ponydeck::deck::{Section, import};
use ponydeck::engine::{Game, GameConfig, GameDeck};
use ponydeck::sim::{GameOutcome, GoldfishPolicy, SimReport, game_seed};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let catalog = Catalog::open(&root.join("cards.db")).expect("cards.db");
    let text = std::fs::read_to_string(root.join("tests/fixtures/sim/sd01a.txt")).expect("deck");
    let deck = import(&text, catalog.index()).expect("SD01A").deck;
    let deck = GameDeck {
        main: deck.expanded(Section::Main),
        scene: deck.expanded(Section::Scene),
        stories: deck.expanded(Section::Story),
        main_character: deck.expanded(Section::MainCharacter)[0].clone(),
    };
    let mut game = Game::new(&deck, catalog.index(), GameConfig::default(), 0).expect("game");
    game.set_recording(false);
    let mut policy = GoldfishPolicy::new();
    let mut run = |games: u64, report: &mut SimReport| {
        for g in 0..games {
            let outcome: GameOutcome = policy.play(&mut game, game_seed(1, g), 40);
            report.record(outcome);
        }
    };

    // Warm-up: buffers reach their capacity.
    run(500, &mut SimReport::default());

    let games = 50_000u64;
    let mut report = SimReport::default();
    // Room for every turn up to the cap, so recording does not allocate either.
    report.wins_by_turn.reserve(64);
    let allocations_before = counting_alloc::allocations();
    let start = Instant::now();
    run(games, &mut report);
    let seconds = start.elapsed().as_secs_f64();
    let allocations = counting_alloc::allocations() - allocations_before;

    println!("simulate: {games} goldfish games (SD01A, rules 2.0.0, built-in policy, one thread)");
    println!(
        "  {seconds:.3} s, {:.0} games/second",
        games as f64 / seconds
    );
    println!(
        "  won {} ({:.1}%), mean winning turn {:.2}, median {:?}",
        report.won,
        100.0 * report.won as f64 / games as f64,
        report.mean_turn().unwrap_or(0.0),
        report.median_turn()
    );
    println!(
        "  {allocations} allocations ({:.4} per game)",
        allocations as f64 / games as f64
    );
}
