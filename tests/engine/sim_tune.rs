//! Deck tuning (issue 42, its core in `ponydeck::sim::tune`): the swaps considered keep the
//! deck legal and leave kept cards in (102.1.0 copy limits), a deck and its swapped version are
//! measured on the same games, and a swap is proposed only when its gain is clearly above zero.

use crate::common;

use ponydeck::card::CardId;
use ponydeck::deck::{Deck, Section, starter};
use ponydeck::engine::GameDeck;
use ponydeck::format::{RulesVersion, validate};
use ponydeck::sim::{
    PairedDiff, PlayerKind, PoolCard, Stopped, TuneControl, TuneError, TuneProgress, TuneSettings,
    TuneStage, TuneWatch, legal_swaps, scores, tune, tune_watched,
};

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

#[test]
fn two_printings_of_one_card_are_one_candidate_and_never_swap_for_each_other_rule_102_1_1() {
    let index = common::index();
    let sd01a = deck("SD01A");
    let pool = [
        PoolCard {
            card_id: id("BP01-CR01"),
            copies: 1,
        },
        PoolCard {
            card_id: id("※BP01-CR01"),
            copies: 1,
        },
    ];
    let swaps = legal_swaps(&sd01a, &pool, &[], &index, RulesVersion::NEWEST);
    let outs: std::collections::BTreeSet<_> = swaps.iter().map(|s| s.out.clone()).collect();
    assert!(!outs.is_empty());
    assert_eq!(
        swaps.len(),
        outs.len(),
        "one swap per out card: the shining printing plays as the plain one"
    );

    // A deck holding the plain printing is never offered its shining twin.
    let mut with = sd01a.clone();
    let out = swaps[0].out.clone();
    with.remove_from(Section::Main, &out, 1);
    with.add_to(Section::Main, &id("BP01-CR01"), 1);
    let twin = [PoolCard {
        card_id: id("※BP01-CR01"),
        copies: 1,
    }];
    let swaps = legal_swaps(&with, &twin, &[], &index, RulesVersion::NEWEST);
    assert!(swaps.iter().all(|s| s.out != id("BP01-CR01")), "{swaps:?}");
}

/// SD01A with its four SD01A-C02 Twilight Sparkle (cost 2) swapped for four BP03-U14
/// Philomena (cost 5), and a pool holding the Twilights among other cards.
fn weakened() -> (Deck, Vec<PoolCard>) {
    let mut weak = deck("SD01A");
    weak.remove_from(Section::Main, &id("SD01A-C02"), 4);
    weak.add_to(Section::Main, &id("BP03-U14"), 4);
    let mut pool = vec![PoolCard {
        card_id: id("SD01A-C02"),
        copies: 4,
    }];
    for n in [3, 7, 12, 19] {
        pool.push(PoolCard {
            card_id: id(&format!("BP01-C{n:02}")),
            copies: 1,
        });
    }
    (weak, pool)
}

fn small(threads: usize) -> TuneSettings {
    TuneSettings {
        max_swaps: 1,
        first_round: 8,
        confirm: 600,
        ..settings(threads)
    }
}

#[test]
fn a_weakened_starter_gets_its_removed_card_back_with_a_clear_gain_on_fresh_games() {
    let index = common::index();
    let (weak, pool) = weakened();
    let field = vec![("SD01B".to_string(), deck("SD01B"))];
    let keep = [id("BP03-U14")];
    let answer = tune(&weak, &field, &pool, &keep, &index, &small(2)).expect("tuned");
    let taken = answer
        .swaps
        .first()
        .unwrap_or_else(|| panic!("a swap is clearly better: {answer:?}"));
    assert_eq!(taken.swap.into, id("SD01A-C02"), "{answer:?}");
    assert!(taken.gain.low > 0.0);
    assert_eq!(taken.by_rival.len(), 1);
    assert_eq!(
        taken.by_rival[0], taken.gain,
        "one field deck: its gain is the whole gain"
    );
    assert!(taken.changed > 0 && taken.changed <= taken.gain.games);
    assert!(answer.tuned.win_rate > answer.base.win_rate);
    assert_eq!(answer.deck.copies_in(Section::Main, &id("SD01A-C02")), 1);
    assert!(answer.games_per_candidate > 0.0);
    assert_eq!(answer.stopped, None);
}

#[test]
fn a_pool_of_worse_cards_gets_the_answer_that_no_swap_is_clearly_better() {
    let index = common::index();
    let sd01a = deck("SD01A");
    let field = vec![("SD01B".to_string(), deck("SD01B"))];
    // Philomena costs 5 for the Inspiration a 2-cost Twilight Sparkle gives: never better
    // in this deck; kept everything but the Twilights, the only swap is the bad one.
    let keep: Vec<CardId> = sd01a
        .section(Section::Main)
        .iter()
        .map(|e| e.card_id.clone())
        .filter(|c| *c != id("SD01A-C02"))
        .collect();
    let pool = [PoolCard {
        card_id: id("BP03-U14"),
        copies: 4,
    }];
    let answer = tune(&sd01a, &field, &pool, &keep, &index, &small(2)).expect("tuned");
    assert_eq!(answer.candidates, 1);
    assert!(answer.swaps.is_empty(), "{:?}", answer.swaps);
    assert_eq!(answer.deck, sd01a);
    assert_eq!(answer.tuned, answer.base);
}

#[test]
fn stopping_keeps_the_best_so_far_measured_and_quitting_abandons_the_run() {
    let index = common::index();
    let (weak, pool) = weakened();
    let field = vec![("SD01B".to_string(), deck("SD01B"))];
    let control = TuneControl::default();
    control.stop();
    let mut stages: Vec<TuneStage> = Vec::new();
    let mut progress = |p: &TuneProgress| stages.push(p.stage);
    let mut watch = TuneWatch {
        control: &control,
        progress: &mut progress,
    };
    let answer =
        tune_watched(&weak, &field, &pool, &[], &index, &small(1), &mut watch).expect("tuned");
    assert_eq!(answer.stopped, Some(Stopped::Asked));
    assert!(
        answer.swaps.is_empty(),
        "stopped before any swap was measured"
    );
    assert_eq!(
        answer.base.games, 600,
        "the deck is still measured on fresh games"
    );
    assert_eq!(stages.first(), Some(&TuneStage::Screening));
    assert_eq!(stages.last(), Some(&TuneStage::Measuring));

    let control = TuneControl::default();
    control.quit();
    let mut quiet = |_: &TuneProgress| {};
    let mut watch = TuneWatch {
        control: &control,
        progress: &mut quiet,
    };
    let quit = tune_watched(&weak, &field, &pool, &[], &index, &small(1), &mut watch);
    assert_eq!(quit, Err(TuneError::Quit));
}

#[test]
fn progress_is_told_after_every_candidate_of_the_screen() {
    let index = common::index();
    let (weak, pool) = weakened();
    let field = vec![("SD01B".to_string(), deck("SD01B"))];
    let control = TuneControl::default();
    let mut screened = Vec::new();
    let mut progress = |p: &TuneProgress| {
        if p.stage == TuneStage::Screening && p.done > 0 {
            screened.push((p.done, p.of));
        }
    };
    let mut watch = TuneWatch {
        control: &control,
        progress: &mut progress,
    };
    let settings = TuneSettings {
        confirm: 10,
        ..small(1)
    };
    let answer =
        tune_watched(&weak, &field, &pool, &[], &index, &settings, &mut watch).expect("tuned");
    assert_eq!(screened.len(), answer.candidates);
    assert!(
        screened
            .iter()
            .enumerate()
            .all(|(k, (done, of))| *done == k + 1 && *of == answer.candidates)
    );
}
