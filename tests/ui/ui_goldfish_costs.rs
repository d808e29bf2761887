//! The goldfish table shows what a card costs now and offers `[Eat Treat]` abilities: a hand
//! card whose cost an ability changed says "Cost 1 → 0" (503.1.4) and its play button names
//! the cost now; a Character with a Treat and an `[Eat Treat]` ability has a button that
//! removes the Treat and carries the ability out (207.2.1). At 1024×700 and 1920×1080.
#![cfg(feature = "gui")]

use std::path::Path;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ponydeck::card::CardId;
use ponydeck::catalog::{Catalog, UserDb};
use ponydeck::engine::{Action, CardHandle, SandboxAction, Token, Zone};
use ponydeck::ui::panels::goldfish::GoldfishCommand;
use ponydeck::ui::{AppCommand, PonydeckApp, Settings, fonts};

fn app_with_deck(db_path: &Path, size: [f32; 2]) -> Harness<'static, PonydeckApp> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let catalog = Catalog::open(&root.join("cards.db")).expect("the shipped catalog opens");
    let index = catalog.into_index();
    let text = std::fs::read_to_string(root.join("tests/fixtures/costs_treats.txt")).expect("deck");
    let deck = ponydeck::deck::import(&text, &index)
        .expect("the deck reads")
        .deck;
    let db = UserDb::open(db_path).expect("the user database opens");
    let app = PonydeckApp::with_user_db(index, Settings::default(), Some(db));
    let mut harness = Harness::builder()
        .with_size(size)
        .with_max_steps(50)
        .with_context_setup(fonts::install_fonts)
        .build_ui_state(|ui, app: &mut PonydeckApp| app.ui(ui), app);
    harness.run();
    harness.get_by_label("Goldfish").click();
    harness.run();
    for command in [
        GoldfishCommand::SetDeck("Treats".into(), deck),
        GoldfishCommand::NewGame(Some(3)),
        GoldfishCommand::Apply(Action::Keep),
    ] {
        harness.state_mut().apply(AppCommand::Goldfish(command));
    }
    harness.run();
    harness
}

fn apply(harness: &mut Harness<'static, PonydeckApp>, action: Action) {
    harness
        .state_mut()
        .apply(AppCommand::Goldfish(GoldfishCommand::Apply(action)));
    harness.run();
}

/// The first card of yours with this ID still in the Main Deck or the hand.
fn card(harness: &Harness<'static, PonydeckApp>, id: &str) -> CardHandle {
    let game = harness.state().goldfish().game().expect("a game");
    let mut places = game.state().acting().main_deck.clone();
    places.extend(&game.state().acting().hand);
    game.table()
        .find_in(&CardId::parse(id).unwrap(), &places)
        .expect("in the deck or the hand")
}

fn to(harness: &mut Harness<'static, PonydeckApp>, id: &str, zone: Zone) {
    let card = card(harness, id);
    apply(
        harness,
        Action::Sandbox(SandboxAction::Move { card, to: zone }),
    );
}

#[test]
fn a_changed_cost_and_an_eat_treat_button_show_on_the_table() {
    shows_at([1024.0, 700.0]);
}

#[test]
fn a_changed_cost_and_an_eat_treat_button_show_at_a_large_size() {
    shows_at([1920.0, 1080.0]);
}

fn shows_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_with_deck(&dir.path().join("user.db"), size);
    let scenes = harness
        .state()
        .goldfish()
        .game()
        .unwrap()
        .state()
        .acting()
        .scene_deck
        .clone();
    for scene in scenes.iter().rev().take(5) {
        apply(
            &mut harness,
            Action::Sandbox(SandboxAction::Move {
                card: *scene,
                to: Zone::SceneArea,
            }),
        );
    }
    to(&mut harness, "BP03-CR03", Zone::Character(1));
    apply(
        &mut harness,
        Action::Sandbox(SandboxAction::GiveToken {
            slot: 1,
            token: Token::Treat,
        }),
    );
    to(&mut harness, "BP02-GR03", Zone::Hand);
    to(&mut harness, "SD01C-SPR02", Zone::Hand);
    let pinkie = {
        let game = harness.state().goldfish().game().unwrap();
        let hand = &game.state().acting().hand;
        game.table()
            .find_in(&CardId::parse("BP02-GR03").unwrap(), hand)
            .expect("in hand")
    };
    apply(
        &mut harness,
        Action::PlayCharacter {
            card: pinkie,
            slot: 0,
        },
    );
    // BP02-GR03's Appear: the next Item costs 2 less; Instrument Set's 1 becomes 0.
    harness.get_by_label("Cost 1 → 0");
    harness.get_by_label("Adorn Instrument Set (cost 1 → 0) to slot 1");
    // BP03-CR03 holds a Treat: its [Eat Treat] ability is a button (in the scrolling list of
    // plays: scrolled to first).
    harness
        .get_by_label("Use the [Eat Treat] ability in slot 2")
        .scroll_to_me();
    harness.run();
    harness
        .get_by_label("Use the [Eat Treat] ability in slot 2")
        .click();
    harness.run();
    let game = harness.state().goldfish().game().unwrap();
    let slot = game.state().acting().adventure[1].unwrap();
    assert!(!slot.treat, "the Treat paid for it");
    assert_eq!(game.state().inspiration_of(game.table(), 1), 6 + 2);
    assert!(
        harness
            .state()
            .goldfish()
            .log()
            .iter()
            .any(|l| l.contains("Remove the Treat from the Character in slot 2")),
        "{:?}",
        harness.state().goldfish().log()
    );
}
