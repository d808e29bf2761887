//! "Improve this deck" (issue 42) driven through the accessibility tree (egui_kittest) at
//! 1024x700 and at a large size: a starter weakened by hand (its four cheap Twilight Sparkles
//! swapped for four costly Philomenas) is improved from the cards the user owns against a
//! starter, the answer's swaps are applied as a new version whose diff the editor shows, and
//! the tuned deck is dealt at the goldfish table.
#![cfg(feature = "gui")]

use crate::common;

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ponydeck::card::{CardId, Game};
use ponydeck::catalog::UserDb;
use ponydeck::deck::Section;
use ponydeck::ui::PonydeckApp;
use ponydeck::ui::app::AppCommand;
use ponydeck::ui::panels::decks::DeckCommand;
use ponydeck::ui::panels::tune::TuneCommand;
use ponydeck::ui::settings::Screen;

use common::ui::{app_with_db, copy_starter, harness_at, notice_texts};

fn id(text: &str) -> CardId {
    CardId::parse(text).expect("an ID")
}

/// Runs frames until the search has an answer (or a minute has gone).
fn wait_for_the_answer(harness: &mut Harness<'static, PonydeckApp>) {
    let start = Instant::now();
    while harness.state().tune().running() {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the search ends"
        );
        std::thread::sleep(Duration::from_millis(20));
        harness.step();
    }
    harness.run();
}

fn a_weakened_starter_is_improved_applied_and_dealt_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    {
        // The collection: the four Twilight Sparkles and a few commons.
        let mut db = UserDb::open(&db_path).expect("the user database opens");
        db.set_owned(Game::Kayou, &id("SD01A-C02"), 4)
            .expect("owned");
        for n in [3, 7, 12] {
            db.set_owned(Game::Kayou, &id(&format!("BP01-C{n:02}")), 1)
                .expect("owned");
        }
    }
    let mut harness = harness_at(app_with_db(&db_path), size);
    copy_starter(&mut harness);
    for _ in 0..4 {
        harness
            .state_mut()
            .apply(AppCommand::Deck(DeckCommand::Remove {
                card_id: id("SD01A-C02"),
                section: Section::Main,
            }));
        harness
            .state_mut()
            .apply(AppCommand::Deck(DeckCommand::Add {
                card_id: id("BP03-U14"),
                section: Some(Section::Main),
            }));
    }
    harness
        .state_mut()
        .apply(AppCommand::Deck(DeckCommand::SaveVersion(
            "weakened".into(),
        )));
    harness.run();
    let versions_before = harness
        .state()
        .decks()
        .open_deck()
        .map_or(0, |o| o.history.len());

    harness.get_by_label("Improve this deck…").click();
    harness.run();
    assert!(harness.state().tune().is_open());
    harness.get_by_label("Decks you expect to meet");
    // The field: SD01B alone (untick the other five starters), a short budget.
    for code in ["SD01A", "SD01C", "SD01D", "SD01E", "SD01F"] {
        let name = ponydeck::deck::starter(code)
            .and_then(|s| s.deck.name)
            .expect("a starter");
        harness.get_by_label(&name).click();
        harness.run();
    }
    // One swap, a fixed seed and time enough to finish: the answer is the seed's alone.
    for command in [
        TuneCommand::SetSeconds(600),
        TuneCommand::SetSwaps(1),
        TuneCommand::SetSeed(Some(42)),
    ] {
        harness.state_mut().apply(AppCommand::Tune(command));
    }
    harness.get_by_label("cards you own").click();
    harness.run();
    harness.get_by_label("Find better swaps").click();
    // A running search keeps repainting (its spinner): step frames, never settle.
    harness.step();
    harness.step();
    assert!(
        harness.state().tune().running(),
        "{:?}",
        notice_texts(&harness)
    );
    harness.get_by_label("Stop");
    wait_for_the_answer(&mut harness);

    let result = harness.state().tune().result().cloned().unwrap_or_else(|| {
        panic!("an answer: {:?}", notice_texts(&harness));
    });
    assert_eq!(result.field.len(), 1);
    let first = result
        .answer
        .swaps
        .first()
        .unwrap_or_else(|| panic!("a swap is clearly better: {:?}", result.answer));
    assert_eq!(
        first.swap.into,
        id("SD01A-C02"),
        "the removed card comes back"
    );
    assert!(first.gain.low > 0.0);
    harness.get_by_label("Answer");
    let count = result.answer.swaps.len();
    let apply = if count == 1 {
        "Apply 1".to_string()
    } else {
        "Apply all".to_string()
    };
    harness.get_by_label(&apply).click();
    harness.run();

    // A new version with the note, the diff shown against the version before, the view closed.
    let open = harness
        .state()
        .decks()
        .open_deck()
        .expect("the deck is open");
    assert_eq!(open.history.len(), versions_before + 1);
    assert!(
        open.history[0].note.starts_with("tuned against SD01B"),
        "{}",
        open.history[0].note
    );
    assert_eq!(
        open.deck.copies_in(Section::Main, &id("SD01A-C02")) as usize,
        result
            .answer
            .swaps
            .iter()
            .filter(|t| t.swap.into == id("SD01A-C02"))
            .count()
    );
    assert!(open.diff.is_some(), "the editor shows what changed");
    harness.get_by_label_contains("Changes since v");
    assert_eq!(open.deck, result.deck_with(count));
    assert!(!harness.state().tune().is_open());
    assert!(
        notice_texts(&harness)
            .iter()
            .any(|t| t.starts_with("Applied")),
        "{:?}",
        notice_texts(&harness)
    );

    // The new version plays at the goldfish table.
    harness.get_by_label("Goldfish it").click();
    harness.run();
    assert_eq!(harness.state().settings().screen, Screen::Goldfish);
    let dealt = harness.state().goldfish().game().expect("a game is dealt");
    assert!(
        dealt.deck().main.iter().any(|c| *c == id("SD01A-C02")),
        "the tuned deck is the one dealt"
    );
}

#[test]
fn a_weakened_starter_is_improved_applied_and_dealt_at_1024x700() {
    a_weakened_starter_is_improved_applied_and_dealt_at([1024.0, 700.0]);
}

#[test]
fn a_weakened_starter_is_improved_applied_and_dealt_at_a_large_size() {
    a_weakened_starter_is_improved_applied_and_dealt_at([1920.0, 1080.0]);
}

#[test]
fn an_empty_collection_says_what_to_do_and_starts_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness_at(app_with_db(&dir.path().join("user.db")), [1024.0, 700.0]);
    copy_starter(&mut harness);
    harness.get_by_label("Improve this deck…").click();
    harness.run();
    harness.get_by_label("Find better swaps").click();
    harness.run();
    assert!(!harness.state().tune().running());
    assert!(
        notice_texts(&harness)
            .iter()
            .any(|t| t.contains("choose the whole catalog")),
        "{:?}",
        notice_texts(&harness)
    );
}

#[test]
fn stop_keeps_the_best_so_far_and_says_the_search_was_stopped() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness_at(app_with_db(&dir.path().join("user.db")), [1024.0, 700.0]);
    copy_starter(&mut harness);
    harness.get_by_label("Improve this deck…").click();
    harness.run();
    harness.get_by_label("the whole catalog").click();
    harness.run();
    harness.get_by_label("Find better swaps").click();
    harness.step();
    harness.step();
    harness.get_by_label("Stop").click();
    harness.step();
    wait_for_the_answer(&mut harness);
    let result = harness.state().tune().result().expect("an answer");
    assert_eq!(result.answer.stopped, Some(ponydeck::sim::Stopped::Asked));
    assert!(
        result.answer.base.games > 0,
        "still measured on fresh games"
    );
    harness.get_by_label_contains("Stopped when asked");
}

#[test]
fn a_field_list_is_saved_ticked_again_in_one_click_and_remembered_at_the_next_start() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("user.db");
    let mut harness = harness_at(app_with_db(&db_path), [1024.0, 700.0]);
    copy_starter(&mut harness);
    harness.get_by_label("Improve this deck…").click();
    harness.run();
    let starter_name = |code: &str| {
        ponydeck::deck::starter(code)
            .and_then(|s| s.deck.name)
            .expect("a starter")
    };
    harness.get_by_label(&starter_name("SD01A")).click();
    harness.run();
    common::ui::type_into(&mut harness, "Save as", "Five starters");
    harness.get_by_label("Save field").click();
    harness.run();
    harness.get_by_label(&starter_name("SD01B")).click();
    harness.run();
    assert_eq!(harness.state().tune().field().len(), 4);
    harness.get_by_label("Five starters").click();
    harness.run();
    assert_eq!(
        harness.state().tune().field().len(),
        5,
        "the list ticks its decks again"
    );

    let settings = harness.state().settings();
    drop(harness);
    let db = UserDb::open(&db_path).expect("the user database opens");
    let again = PonydeckApp::with_user_db(common::index(), settings, Some(db));
    let lists = again.tune().field_lists();
    assert_eq!(lists.len(), 1);
    assert_eq!(lists[0].name, "Five starters");
    assert_eq!(again.tune().field().len(), 5, "the field ticked last");
}
