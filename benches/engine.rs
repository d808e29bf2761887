//! Throughput of random legal goldfish playouts on the SD01A starter deck: actions per second
//! and games per second on one core, and allocations per action once the buffers are warm
//! (counted by a wrapping global allocator).
//!
//! Run: `cargo bench --no-default-features --bench engine`.

// A counting global allocator needs `unsafe impl GlobalAlloc`; it only forwards to `System`.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use ponydeck::card::CardId;
use ponydeck::catalog::Catalog;
use ponydeck::engine::{Action, Event, Game, GameConfig, GameDeck};

struct Counting;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

// SAFETY: every call is forwarded unchanged to the system allocator.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: same contract as the caller's.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: same contract as the caller's.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn starter_deck(root: &Path) -> GameDeck {
    let text = std::fs::read_to_string(root.join("assets/catalog/kayou_starter_decks_raw.json"))
        .expect("starter decks");
    let decks: serde_json::Value = serde_json::from_str(&text).expect("json");
    let deck = &decks[0];
    let id = |v: &serde_json::Value| CardId::parse(v.as_str().unwrap_or("")).expect("id");
    let expand = |list: &serde_json::Value| -> Vec<CardId> {
        list.as_array()
            .into_iter()
            .flatten()
            .flat_map(|e| {
                std::iter::repeat_n(id(&e["id"]), e["qty"].as_u64().unwrap_or(0) as usize)
            })
            .collect()
    };
    GameDeck {
        main: expand(&deck["main_deck"]),
        scene: expand(&deck["scene_deck"]),
        stories: deck["story_deck"]
            .as_array()
            .into_iter()
            .flatten()
            .map(id)
            .collect(),
        main_character: id(&deck["main_character"]),
    }
}

/// A tiny xorshift for picking actions (the engine's own RNG stays untouched).
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Plays `games` random legal games; returns the number of actions.
fn playouts(
    game: &mut Game,
    games: u64,
    pick: &mut u64,
    legal: &mut Vec<Action>,
    events: &mut Vec<Event>,
) -> u64 {
    let mut actions = 0u64;
    for g in 0..games {
        game.restart(g);
        loop {
            game.legal_actions_into(legal);
            if legal.is_empty() {
                break;
            }
            let action = legal[(next(pick) % legal.len() as u64) as usize];
            events.clear();
            if game.apply_into(action, events).is_err() {
                break;
            }
            actions += 1;
        }
    }
    actions
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let catalog = Catalog::open(&root.join("cards.db")).expect("cards.db");
    let deck = starter_deck(root);
    let mut game = Game::new(&deck, catalog.index(), GameConfig::default(), 0).expect("game");
    game.set_recording(false);
    let mut legal = Vec::with_capacity(256);
    let mut events = Vec::with_capacity(256);
    let mut pick = 0x9E37_79B9_7F4A_7C15u64;

    // Warm-up: buffers reach their capacity.
    playouts(&mut game, 200, &mut pick, &mut legal, &mut events);

    let games = 20_000u64;
    let allocations_before = ALLOCATIONS.load(Ordering::Relaxed);
    let start = Instant::now();
    let actions = playouts(&mut game, games, &mut pick, &mut legal, &mut events);
    let seconds = start.elapsed().as_secs_f64();
    let allocations = ALLOCATIONS.load(Ordering::Relaxed) - allocations_before;

    println!("engine: {games} random legal playouts (SD01A, rules 2.0.0, one core)");
    println!("  {actions} actions in {seconds:.3} s");
    println!("  {:.0} actions/second", actions as f64 / seconds);
    println!("  {:.0} games/second", games as f64 / seconds);
    println!("  {:.1} actions/game", actions as f64 / games as f64);
    println!(
        "  {allocations} allocations ({:.4} per action)",
        allocations as f64 / actions.max(1) as f64
    );
}
