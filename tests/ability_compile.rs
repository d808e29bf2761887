//! The ability compiler over the shipped catalog.

use std::path::Path;

use ponydeck::ability::{compile, render_card};
use ponydeck::catalog::Catalog;

#[test]
fn dump_manual() {
    let catalog = Catalog::open(Path::new("cards.db")).unwrap();
    let mut manual = 0;
    let mut total = 0;
    for card in catalog.index().cards() {
        if card.ability.as_deref().is_none_or(|t| t.trim().is_empty()) || !card.stats_known {
            continue;
        }
        total += 1;
        let compiled = compile(card);
        if let Some(reason) = compiled.manual_reason() {
            manual += 1;
            println!(
                "MANUAL {} | {} | {}",
                card.card_id,
                reason,
                card.ability.as_deref().unwrap()
            );
        } else {
            println!(
                "TEXT {} [{:?}] {}",
                card.card_id,
                card.card_type,
                card.ability.as_deref().unwrap()
            );
            for r in render_card(&compiled) {
                println!("   -> {}", r);
            }
        }
    }
    println!("TOTAL {total} MANUAL {manual}");
}
