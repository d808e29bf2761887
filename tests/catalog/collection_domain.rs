//! Decks meet the collection: missing cards with ※ equivalence (102.1.1), copies committed to
//! other decks, and completion with and without shining printings.

use std::path::Path;

use ponydeck::card::{CardId, CardIndex, Game};
use ponydeck::catalog::Catalog;
use ponydeck::collection::{
    Collection, Commitments, Holding, availability, completion, deck_needs, missing_for_deck,
    set_totals,
};
use ponydeck::deck::{Deck, Section};

fn index() -> CardIndex {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("cards.db");
    Catalog::open(&path).unwrap().into_index()
}

fn id(text: &str) -> CardId {
    CardId::parse(text).unwrap()
}

fn deck(entries: &[(&str, u32)]) -> Deck {
    let mut deck = Deck::new(Game::Kayou);
    for (card, count) in entries {
        deck.add_to(Section::Main, &id(card), *count);
    }
    deck
}

#[test]
fn shining_copies_count_toward_a_base_card_in_missing_rule_102_1_1() {
    let index = index();
    let collection = Collection::from_holdings([
        (id("※BP01-CR01"), Holding::owned(3)),
        (id("BP01-CR01"), Holding::owned(1)),
    ]);
    let needs_base = deck(&[("BP01-CR01", 4)]);
    assert!(missing_for_deck(&needs_base, &collection, &index).is_empty());
    let needs_shining = deck(&[("※BP01-CR01", 2), ("BP01-CR01", 3)]);
    let missing = missing_for_deck(&needs_shining, &collection, &index);
    assert_eq!(missing.len(), 1);
    let need = &missing[0];
    assert_eq!(need.card, "BP01-CR01");
    assert_eq!((need.need, need.owned, need.missing), (5, 4, 1));
}

#[test]
fn day_and_night_printings_count_toward_their_scene_number_rule_102_1_1() {
    let index = index();
    let collection = Collection::from_holdings([
        (id("※SD01-ER01D"), Holding::owned(1)),
        (id("※SD01-ER01N"), Holding::owned(1)),
    ]);
    let mut scenes = Deck::new(Game::Kayou);
    scenes.add_to(Section::Scene, &id("SD01-ER01"), 3);
    let missing = missing_for_deck(&scenes, &collection, &index);
    assert_eq!((missing[0].owned, missing[0].missing), (2, 1));
}

#[test]
fn maybe_cards_are_not_needed_and_needs_keep_deck_order() {
    let index = index();
    let mut d = deck(&[("BP01-C02", 1), ("BP01-C01", 2)]);
    d.add_to(Section::Maybe, &id("BP01-C03"), 4);
    let numbers: Vec<String> = deck_needs(&d, &Collection::new(), &index)
        .iter()
        .map(|n| n.card.clone())
        .collect();
    assert_eq!(numbers, ["BP01-C02", "BP01-C01"]);
}

#[test]
fn copies_committed_to_other_decks_show_what_is_free() {
    let party = deck(&[("BP01-C01", 2), ("BP01-CR01", 1), ("※BP01-CR01", 2)]);
    let mut friendship = deck(&[("BP01-C01", 2)]);
    friendship.add_to(Section::Maybe, &id("BP01-CR01"), 4);
    let commitments = Commitments::new(
        [("Party Rush", &party), ("Friendship", &friendship)],
        &index(),
    );
    let cr01 = "BP01-CR01";
    assert_eq!(commitments.committed(cr01), 3);
    assert_eq!(commitments.free(cr01, 4), 1);
    assert_eq!(
        availability(4, commitments.uses(cr01)),
        "4 owned, 3 in 'Party Rush' (1 free)"
    );
    let c01 = "BP01-C01";
    assert_eq!(
        availability(3, commitments.uses(c01)),
        "3 owned, 2 in 'Friendship', 2 in 'Party Rush' (none free)"
    );
    assert_eq!(availability(2, commitments.uses("BP01-C05")), "2 owned");
}

#[test]
fn completion_counts_numbers_and_printings_with_and_without_shining() {
    let index = index();
    let collection = Collection::from_holdings([
        (id("※BP01-CR01"), Holding::owned(1)),
        (id("BP01-CR02"), Holding::owned(1)),
        (id("BP01-C01"), Holding::owned(4)),
        (
            id("BP01-C02"),
            Holding {
                wishlist: 1,
                ..Holding::default()
            },
        ),
    ]);
    let rows = completion(&collection, &index);
    let cr = rows
        .iter()
        .find(|r| r.set_code == "BP01" && r.rarity.map(|r| r.code()) == Some("CR"))
        .unwrap();
    assert_eq!((cr.numbers.owned, cr.numbers.total), (2, 12));
    assert_eq!(
        (cr.without_shining.owned, cr.without_shining.total),
        (1, 12)
    );
    assert_eq!((cr.with_shining.owned, cr.with_shining.total), (2, 24));
    let bp01 = set_totals(&rows)
        .into_iter()
        .find(|t| t.set_code == "BP01")
        .unwrap();
    assert_eq!(bp01.numbers.owned, 3);
    assert_eq!(bp01.with_shining.total, 173);
    assert_eq!(cr.numbers.bar(12), "[##..........]");
}
