//! The hot path does not allocate: once the buffers are warm, random legal playouts (legal
//! actions, apply, restart) make no heap allocation at all. Counted by a wrapping allocator.

// A counting global allocator needs `unsafe impl GlobalAlloc`; it only forwards to `System`.
#![allow(unsafe_code)]

mod game;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering};

use game::{catalog, starter_deck};
use ponydeck::engine::{Game, GameConfig};

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

#[test]
fn random_legal_playouts_do_not_allocate_once_warm() {
    let mut game =
        Game::new(&starter_deck("SD01B"), catalog(), GameConfig::default(), 0).expect("game");
    game.set_recording(false);
    let mut legal = Vec::with_capacity(256);
    let mut events = Vec::with_capacity(256);
    let mut pick = 12345u64;
    let mut run = |game: &mut Game, games: u64| {
        let mut actions = 0u64;
        for g in 0..games {
            game.restart(g);
            loop {
                game.legal_actions_into(&mut legal);
                if legal.is_empty() {
                    break;
                }
                pick = pick
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let action = legal[((pick >> 33) % legal.len() as u64) as usize];
                events.clear();
                game.apply_into(action, &mut events)
                    .expect("a legal action applies");
                actions += 1;
            }
        }
        actions
    };
    run(&mut game, 50);
    let before = ALLOCATIONS.load(Ordering::SeqCst);
    let actions = run(&mut game, 200);
    let allocations = ALLOCATIONS.load(Ordering::SeqCst) - before;
    assert!(actions > 1000);
    assert_eq!(
        allocations, 0,
        "{allocations} allocations in {actions} actions"
    );
}
