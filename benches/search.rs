//! Search latency over the whole shipped catalog and over a synthetic 100,000-card catalog.
//! Prints mean time per query; asserts nothing. Run with `cargo bench --bench search`.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use ponydeck::card::{Card, CardId, CardIndex, Game};
use ponydeck::catalog::Catalog;
use ponydeck::search::{Query, search};

const QUERIES: [&str; 8] = [
    "twilight",
    "t:character k:unicorn c<=2",
    "o:\"draw 1 card\"",
    "(k:gummy or k:tank) t:character i>=5",
    "a:appear -s:sd01",
    "\"sick day\"",
    "is:everyday",
    "r:cr is:shining c>=4",
];

fn time_per_query(index: &CardIndex, query: &Query, budget: Duration) -> (Duration, usize) {
    let mut runs = 0u32;
    let mut found = 0;
    let start = Instant::now();
    while start.elapsed() < budget || runs < 3 {
        found = black_box(search(index, query)).len();
        runs += 1;
    }
    (start.elapsed() / runs, found)
}

fn synthetic(base: &[Card], size: usize) -> CardIndex {
    let cards: Vec<Card> = (0..size)
        .filter_map(|i| {
            let template = base.get(i % base.len())?;
            let id = format!("SYN{:02}-C{:05}", i / 10_000, i % 10_000 + 1);
            Some(Card::kayou_card(
                CardId::parse(&id).ok()?,
                format!("SYN{:02}", i / 10_000),
                template.cost,
                template.text.clone(),
                template.kayou()?.clone(),
            ))
        })
        .collect();
    CardIndex::new(Game::Kayou, cards)
}

fn main() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cards.db");
    let Ok(catalog) = Catalog::open(&path) else {
        eprintln!(
            "no cards.db at {}; run `ponydeck catalog build`",
            path.display()
        );
        return;
    };
    let index = catalog.into_index();
    let big = synthetic(index.cards(), 100_000);
    println!("search latency (mean per query)");
    println!(
        "{:<40} {:>12} {:>8} {:>14} {:>8}",
        "query", "713 cards", "found", "100,000 cards", "found"
    );
    for text in QUERIES {
        let Ok(query) = Query::parse(text) else {
            continue;
        };
        let (small_time, small_found) = time_per_query(&index, &query, Duration::from_millis(300));
        let (big_time, big_found) = time_per_query(&big, &query, Duration::from_millis(600));
        println!(
            "{:<40} {:>9.1} µs {:>8} {:>11.2} ms {:>8}",
            text,
            small_time.as_secs_f64() * 1e6,
            small_found,
            big_time.as_secs_f64() * 1e3,
            big_found
        );
    }
    let parse_start = Instant::now();
    let mut parsed = 0;
    for _ in 0..10_000 {
        for text in QUERIES {
            parsed += usize::from(black_box(Query::parse(text)).is_ok());
        }
    }
    println!(
        "parsing: {:.2} µs per query ({parsed} parsed)",
        parse_start.elapsed().as_secs_f64() * 1e6 / parsed.max(1) as f64
    );
}
