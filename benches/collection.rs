//! Collection throughput on a synthetic catalog of 100,000 printings: importing 100,000
//! collection rows (parse, preview, one SQLite transaction; aim: under a second) and, for a
//! collection of that size, completion and a deck's missing list (aim: under 10 ms each).
//!
//! Run with `cargo bench --no-default-features --bench collection`. Prints timings; asserts
//! only the results' sizes, never times.

use std::time::Instant;

use ponydeck::card::{Card, CardId, CardIndex, CardType, Game, KayouCard, Rarity};
use ponydeck::catalog::UserDb;
use ponydeck::collection::{
    Collection, ImportFormat, ImportPlan, completion, missing_for_deck, parse_import,
};
use ponydeck::deck::{Deck, Section};

const SETS: usize = 100;

/// Nanoseconds this thread has run on a CPU (Linux `/proc/thread-self/schedstat`), so that
/// timings on a busy machine can be told from time spent waiting for a core.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// Runs `f` `times` times; returns the best wall time and the best on-CPU time, in ms.
fn best_of<T>(times: usize, mut f: impl FnMut() -> T) -> (f64, Option<f64>, T) {
    let mut wall = f64::MAX;
    let mut cpu: Option<f64> = None;
    let mut last = None;
    for _ in 0..times {
        let c0 = cpu_ns();
        let t = Instant::now();
        last = Some(f());
        wall = wall.min(t.elapsed().as_secs_f64() * 1e3);
        if let (Some(a), Some(b)) = (c0, cpu_ns()) {
            let ms = (b.saturating_sub(a)) as f64 / 1e6;
            cpu = Some(cpu.map_or(ms, |c: f64| c.min(ms)));
        }
    }
    match last {
        Some(value) => (wall, cpu, value),
        None => panic!("best_of needs at least one run"),
    }
}

fn cpu_text(cpu: Option<f64>) -> String {
    cpu.map_or_else(String::new, |ms| format!(", {ms:.2} ms on CPU"))
}
const PER_SET: usize = 1000;

fn card(set: usize, n: usize) -> Card {
    let rarity = Rarity::ALL[n % 8];
    let shining = n % 10 == 9;
    let mark = if shining { "※" } else { "" };
    // Shining printings share the number of the base printing before them (102.1.1).
    let number_digits = if shining { n - 1 } else { n };
    let set_code = format!("S{set:03}");
    let text = format!("{mark}{set_code}-{}{number_digits:04}", rarity.code());
    let card_id = CardId::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    let details = KayouCard {
        product: set_code.clone(),
        rarity,
        variant: None,
        card_type: CardType::Character,
        type_inferred: false,
        name: Some(format!("Pony {n}")),
        aliases: Vec::new(),
        keywords: Vec::new(),
        color: None,
        inspiration: Some(3),
        everyday: false,
        story: None,
        chips: Vec::new(),
        text_origin: Default::default(),
        text_disputed: false,
        abilities: None,
        name_ja: None,
        ability_ja: None,
        stats_known: true,
        source: "bench".into(),
        notes: Vec::new(),
    };
    Card::kayou_card(card_id, set_code, Some(2), None, details)
}

fn main() {
    let started = Instant::now();
    let cards: Vec<Card> = (0..SETS)
        .flat_map(|s| (0..PER_SET).map(move |n| card(s, n)))
        .collect();
    let index = CardIndex::new(Game::Kayou, cards);
    println!(
        "synthetic catalog: {} printings in {:.0} ms",
        index.len(),
        started.elapsed().as_secs_f64() * 1e3
    );

    let mut csv = String::from("id,quantity,wishlist,trade,notes\n");
    for (i, card) in index.cards().iter().enumerate() {
        csv.push_str(&format!("{},{},0,{},\n", card.id, 1 + i % 4, i % 3));
    }

    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut db = UserDb::open(&dir.path().join("bench.db")).unwrap_or_else(|e| panic!("{e}"));

    let t = Instant::now();
    let batch = parse_import(ImportFormat::PonydeckCsv, &csv, &index, &mut |_, _| {})
        .unwrap_or_else(|bad| panic!("{} bad rows", bad.len()));
    let parse_ms = t.elapsed().as_secs_f64() * 1e3;
    let t = Instant::now();
    let current = db.collection(Game::Kayou).unwrap_or_else(|e| panic!("{e}"));
    let plan = ImportPlan::new(&current, &batch, false);
    let plan_ms = t.elapsed().as_secs_f64() * 1e3;
    let t = Instant::now();
    db.apply_import(Game::Kayou, &batch, false, &mut |_, _| {})
        .unwrap_or_else(|e| panic!("{e}"));
    let write_ms = t.elapsed().as_secs_f64() * 1e3;
    assert_eq!(plan.changes.len(), 100_000);
    println!(
        "import 100,000 rows: {:.0} ms total (parse+check {parse_ms:.0} ms, preview {plan_ms:.0} ms, one transaction that plans again and writes {write_ms:.0} ms)",
        parse_ms + plan_ms + write_ms
    );

    let t = Instant::now();
    let collection: Collection = db.collection(Game::Kayou).unwrap_or_else(|e| panic!("{e}"));
    println!(
        "load the collection back: {} printings in {:.0} ms",
        collection.len(),
        t.elapsed().as_secs_f64() * 1e3
    );

    let (wall, cpu, rows) = best_of(10, || completion(&collection, &index));
    assert_eq!(rows.len(), SETS * 8);
    println!(
        "completion of 100,000 held printings: {wall:.2} ms{} (best of 10)",
        cpu_text(cpu)
    );

    let mut deck = Deck::new(Game::Kayou);
    for card in index.cards().iter().step_by(4001).take(20) {
        deck.add_to(Section::Main, &card.id, 4);
    }
    let (wall, cpu, missing) = best_of(10, || missing_for_deck(&deck, &collection, &index));
    println!(
        "a 20-number deck's missing list against 100,000 printings: {wall:.3} ms{} (best of 10; {} numbers missing)",
        cpu_text(cpu),
        missing.len()
    );

    let (wall, cpu, by_key) = best_of(3, || collection.owned_by_key(&index));
    let first = &index.cards()[0].copy_key;
    println!(
        "owned copies per card (copy key, for the collection's views): {wall:.1} ms{} ({} owned of {first})",
        cpu_text(cpu),
        by_key.get(first).copied().unwrap_or(0),
    );
}
