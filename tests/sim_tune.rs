//! Deck tuning (issue 42, its core in `ponydeck::sim::tune`): the swaps considered keep the
//! deck legal and leave kept cards in (102.1.0 copy limits), a deck and its swapped version are
//! measured on the same games, and a swap is proposed only when its gain is clearly above zero.

mod common;

use ponydeck::card::CardId;
use ponydeck::deck::{Deck, Section, starter};
use ponydeck::engine::GameDeck;
use ponydeck::format::{RulesVersion, validate};
use ponydeck::sim::{PairedDiff, PlayerKind, PoolCard, TuneSettings, legal_swaps, scores, tune};

fn deck(code: &str) -> Deck {
    starter(code).expect("a shipped starter").deck
}

fn id(text: &str) -> CardId {
    CardId::parse(text).expect("an ID")
}

fn settings(threads: usize) -> TuneSettings {
    TuneSettings {
        seed: 42,
        player: PlayerKind::Fast,
        rules: RulesVersion::NEWEST,
        turn_cap: 100,
        threads,
        max_swaps: 2,
        first_round: 2,
        confirm: 20,
        deadline: None,
    }
}

#[test]
fn every_swap_considered_keeps_the_deck_legal_and_leaves_kept_cards_in_rule_102_1_0() {
    let index = common::index();
    let sd01a = deck("SD01A");
    let pool = [
        // Already four in the deck: a fifth would break the copy limit (102.1.0).
        PoolCard {
            card_id: id("SD01A-C01"),
            copies: 4,
        },
        PoolCard {
            card_id: id("BP01-C19"),
            copies: 1,
        },
        // A Scene is no Main Deck card: never swapped into it.
        PoolCard {
            card_id: id("SD01-ER01"),
            copies: 4,
        },
    ];
    let keep = [id("SD01A-C04")];
    let swaps = legal_swaps(&sd01a, &pool, &keep, &index, RulesVersion::NEWEST);
    assert!(!swaps.is_empty());
    for swap in &swaps {
        assert_ne!(swap.out, keep[0], "a kept card never goes out");
        assert_eq!(swap.into, id("BP01-C19"), "{swap:?}");
        let mut swapped = sd01a.clone();
        swapped.remove_from(Section::Main, &swap.out, 1);
        swapped.add_to(Section::Main, &swap.into, 1);
        assert!(validate(&swapped, &index, RulesVersion::NEWEST).legal);
    }
}

#[test]
fn the_same_deck_scores_the_same_games_whatever_the_threads_and_differs_by_nothing() {
    let index = common::index();
    let me = GameDeck::from_deck(&deck("SD01A"), &index).expect("dealt");
    let field = [GameDeck::from_deck(&deck("SD01D"), &index).expect("dealt")];
    let one = scores(&me, &field, &index, &settings(1), 7, 12).expect("played");
    let two = scores(&me, &field, &index, &settings(2), 7, 12).expect("played");
    assert_eq!(one.len(), 12);
    assert_eq!(one, two, "results do not depend on the number of threads");
    let diff = PairedDiff::of(&one, &two);
    assert_eq!((diff.mean, diff.low, diff.high), (0.0, 0.0, 0.0));
    assert!(!diff.clearly_better(), "no difference is no gain");
}

#[test]
fn a_tuning_run_proposes_only_clear_gains_keeps_the_deck_legal_and_replays_from_its_seed() {
    let index = common::index();
    let sd01a = deck("SD01A");
    let field = vec![("SD01D".to_string(), deck("SD01D"))];
    let pool = [
        PoolCard {
            card_id: id("BP01-C19"),
            copies: 2,
        },
        PoolCard {
            card_id: id("BP01-C12"),
            copies: 1,
        },
    ];
    let keep = [id("SD01A-SR01")];
    let answer = tune(&sd01a, &field, &pool, &keep, &index, &settings(2)).expect("tuned");
    for taken in &answer.swaps {
        assert!(
            taken.gain.low > 0.0,
            "a swap is proposed only with its interval above zero: {taken:?}"
        );
    }
    assert!(validate(&answer.deck, &index, RulesVersion::NEWEST).legal);
    assert_eq!(
        answer.deck.copies_in(Section::Main, &keep[0]),
        sd01a.copies_in(Section::Main, &keep[0])
    );
    if answer.swaps.is_empty() {
        assert_eq!(answer.deck, sd01a, "no swap: the deck as it was");
        assert_eq!(answer.tuned, answer.base);
    }
    assert!(answer.candidates > 0);
    let again = tune(&sd01a, &field, &pool, &keep, &index, &settings(1)).expect("tuned");
    assert_eq!(
        again, answer,
        "the seed decides the answer, not the threads"
    );
}
