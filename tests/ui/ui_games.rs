//! The other games in the window, driven through the accessibility tree (egui_kittest): the game
//! switcher, and one deck per game from a pasted list to a legal verdict, its charts and the
//! opening-hand practice table, at 1024×700 and at a large size.
#![cfg(feature = "gui")]

use crate::common;

use ponydeck::deck::Section;
use std::path::Path;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ponydeck::card::Game;
use ponydeck::catalog::UserDb;
use ponydeck::ui::PonydeckApp;
use ponydeck::ui::panels::decks::DeckCommand;

use common::ui::{app_with_games, at_both_sizes, harness_at, type_into};

const SMALL: [f32; 2] = [1024.0, 700.0];
const LARGE: [f32; 2] = [1920.0, 1080.0];

fn harness(db_path: &Path, size: [f32; 2]) -> Harness<'static, PonydeckApp> {
    harness_at(app_with_games(db_path), size)
}

fn fixture(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/games")
            .join(name),
    )
    .unwrap()
}

fn assert_on_screen(rect: egui::Rect, size: [f32; 2], what: &str) {
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
    assert!(
        screen.expand(0.5).contains_rect(rect),
        "{what} at {rect:?} is off the {size:?} window"
    );
}

#[test]
fn the_switcher_shows_each_games_catalog_and_kayou_stays_the_default() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(&dir.path().join("user.db"), SMALL);
    harness.run();
    assert_eq!(harness.state().game(), Game::Kayou);
    harness.get_by_label("Lorcana").click();
    harness.run();
    assert_eq!(harness.state().game(), Game::Lorcana);
    harness.get_by_label("Disney Lorcana catalog");
    // Lorcana has a goldfish table of its own; Palworld practises opening hands.
    harness.get_by_label("Goldfish");
    type_into(&mut harness, "Search", "ink:amber ink:steel");
    harness.get_by_label_contains("Lilo & Stitch - Fun-Loving Friends (13-031)");
    harness.get_by_label("Palworld").click();
    harness.run();
    harness.get_by_label("Palworld catalog");
    harness.get_by_label("Practice");
    type_into(&mut harness, "Search", "is:lucky color:red");
    harness.get_by_label_contains("Jormuntide Ignis – Savage Lava Dragon (EBP01-001)");
    harness.get_by_label("My Little Pony").click();
    harness.run();
    assert_eq!(harness.state().game(), Game::Kayou);
    harness.get_by_label("Goldfish");
}

/// Issue 43: a card of another game is drawn with the same face as Kayou's (its name, its
/// version under it, its cost and its lore), on screen at both sizes.
fn a_lorcana_card_shows_its_face_in_the_catalog_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(&dir.path().join("user.db"), size);
    harness.run();
    harness.get_by_label("Lorcana").click();
    harness.run();
    type_into(&mut harness, "Search", "elsa v:spirit");
    harness
        .get_by_label_contains("Elsa - Spirit of Winter (1-042)")
        .click();
    harness.run();
    let face = harness.get_by_label("Preview of Elsa - Spirit of Winter");
    assert_on_screen(face.rect(), size, "the card's face");
}

at_both_sizes!(
    a_lorcana_card_shows_its_face_in_the_catalog_at_1024_by_700,
    a_lorcana_card_shows_its_face_in_the_catalog_at_a_large_size,
    a_lorcana_card_shows_its_face_in_the_catalog_at,
    LARGE
);

/// Issue 43: the other games' catalog is Kayou's screen (one panel, the game a value): the
/// game's own filters (Lorcana's inks), the list view with its + and the sort, and owning copies
/// from the preview, which "Build from owned" then reads and the user database keeps.
fn the_lorcana_catalog_filters_by_ink_and_owns_copies_from_the_preview_at(size: [f32; 2]) {
    use ponydeck::ui::app::AppCommand;
    use ponydeck::ui::panels::catalog::{CatalogCommand, CatalogFilters, SortKey};
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(&dir.path().join("user.db"), size);
    harness.run();
    harness.get_by_label("Lorcana").click();
    harness.run();
    let all = harness.state().catalog().results().len();
    assert!(all > 2000, "every Lorcana printing is listed at start");
    harness
        .state_mut()
        .send(AppCommand::Catalog(CatalogCommand::SetFilters(
            CatalogFilters {
                card_type: Some("Character".to_string()),
                facets: [Some("Sapphire".to_string()), None],
                ..CatalogFilters::default()
            },
        )));
    harness
        .state_mut()
        .send(AppCommand::Catalog(CatalogCommand::SetSort(SortKey::Cost)));
    harness.run();
    let app = harness.state();
    let index = app.practice().state(Game::Lorcana).unwrap().cards.clone();
    let results = app.catalog().results().to_vec();
    assert!(!results.is_empty() && results.len() < all);
    let cards: Vec<_> = results.iter().map(|&p| &index.cards()[p]).collect();
    assert!(cards.iter().all(|c| {
        c.card_type == "Character"
            && c.lorcana()
                .is_some_and(|d| d.inks.iter().any(|i| i == "Sapphire"))
    }));
    assert!(
        cards.windows(2).all(|w| w[0].cost <= w[1].cost),
        "sorted by cost"
    );
    harness.get_by_label("List").click();
    harness.run();
    let first = cards[0].clone();
    harness.get_by_label(&format!("Add {} ({})", first.name, first.id));
    harness
        .state_mut()
        .send(AppCommand::Catalog(CatalogCommand::SelectStep(1)));
    harness.run();
    harness.get_by_label("Owned: 0");
    let plus_label = format!("Add one owned {}", first.id);
    let plus = harness.get_by_label(&plus_label);
    assert_on_screen(plus.rect(), size, "the preview's owned +");
    plus.click();
    harness.run();
    harness.get_by_label("Owned: 1");
    harness.get_by_label("Build from owned").click();
    harness.run();
    let app = harness.state();
    let owned: Vec<&str> = app
        .catalog()
        .results()
        .iter()
        .map(|&p| index.cards()[p].copy_key.as_str())
        .collect();
    assert!(!owned.is_empty() && owned.iter().all(|k| *k == first.copy_key));
    // The Kayou catalog keeps its own search and filters.
    harness.get_by_label("My Little Pony").click();
    harness.run();
    assert!(harness.state().catalog().results().len() > 700);
    drop(harness);
    let db = UserDb::open(&dir.path().join("user.db")).unwrap();
    assert_eq!(db.collection(Game::Lorcana).unwrap().owned(&first.id), 1);
}

at_both_sizes!(
    the_lorcana_catalog_filters_by_ink_and_owns_copies_from_the_preview_at_1024_by_700,
    the_lorcana_catalog_filters_by_ink_and_owns_copies_from_the_preview_at_a_large_size,
    the_lorcana_catalog_filters_by_ink_and_owns_copies_from_the_preview_at,
    LARGE
);

/// Issue 43: the Lorcana collection is the Kayou collection screen: a ponydeck CSV imported with
/// its preview, copies wanted and for trade, the open deck's wishlist and the export, all kept
/// in the user database under Lorcana; a pony-binder file (Kayou's) is refused with the reason.
fn the_lorcana_collection_imports_exports_and_makes_the_decks_wishlist_at(size: [f32; 2]) {
    use ponydeck::ui::app::AppCommand;
    use ponydeck::ui::panels::collection::{CollectionCommand, WishlistFormat};
    let (dir, mut harness) = amber_steel_at(size);
    harness.get_by_label("Collection").click();
    harness.run();
    let send = |h: &mut Harness<'static, PonydeckApp>, c: CollectionCommand| {
        h.state_mut().send(AppCommand::Collection(c));
        h.run();
    };
    let file = dir.path().join("lorcana.csv");
    std::fs::write(
        &file,
        "id,quantity,wishlist,trade,notes\n1-042,3,0,0,binder 2\n1-001,1,0,0,\n",
    )
    .unwrap();
    send(&mut harness, CollectionCommand::ImportPath(file));
    harness.get_by_label_contains("Import preview");
    harness.get_by_label("Apply import").click();
    harness.run();
    harness.get_by_label_contains("Imported");
    assert_eq!(harness.state().collection().collection().total_owned(), 4);
    harness.get_by_label_contains("2 of ");
    let elsa = ponydeck::card::CardId::parse_in(Game::Lorcana, "1-042").unwrap();
    send(
        &mut harness,
        CollectionCommand::SetWanted {
            card_id: elsa.clone(),
            copies: 1,
        },
    );
    type_into(&mut harness, "Find", "1-042");
    harness.get_by_label("★1");
    let wishlist = dir.path().join("wishlist.txt");
    send(
        &mut harness,
        CollectionCommand::WishlistPath(wishlist.clone(), WishlistFormat::Text),
    );
    let text = std::fs::read_to_string(&wishlist).unwrap();
    assert!(text.contains("Wishlist for 'Amber Steel'"), "{text}");
    let export = dir.path().join("export.csv");
    send(
        &mut harness,
        CollectionCommand::ExportPath(
            export.clone(),
            ponydeck::collection::ImportFormat::PonydeckCsv,
        ),
    );
    let exported = std::fs::read_to_string(&export).unwrap();
    assert!(exported.contains("1-042,3,1,0,binder 2"), "{exported}");
    let binder = dir.path().join("binder.csv");
    std::fs::write(
        &binder,
        "Set,Number,Name,Rarity,Shining,Quantity,Wishlist,Trade\n",
    )
    .unwrap();
    send(&mut harness, CollectionCommand::ImportPath(binder));
    harness.get_by_label_contains("holds My Little Pony cards");
    drop(harness);
    let db = UserDb::open(&dir.path().join("user.db")).unwrap();
    let saved = db.collection(Game::Lorcana).unwrap();
    assert_eq!(saved.owned(&elsa), 3);
    assert_eq!(saved.holding(&elsa).map(|h| h.wishlist), Some(1));
    assert!(db.collection(Game::Kayou).unwrap().is_empty());
}

at_both_sizes!(
    the_lorcana_collection_imports_exports_and_makes_the_decks_wishlist_at_1024_by_700,
    the_lorcana_collection_imports_exports_and_makes_the_decks_wishlist_at_a_large_size,
    the_lorcana_collection_imports_exports_and_makes_the_decks_wishlist_at,
    LARGE
);

fn import(harness: &mut Harness<'static, PonydeckApp>, game_button: &str, name: &str, list: &str) {
    harness.run();
    harness.get_by_label(game_button).click();
    harness.run();
    harness.get_by_label("Decks").click();
    harness.run();
    type_into(harness, "Name", name);
    harness.get_by_label("Import a deck").click();
    harness.run();
    type_into(harness, "Paste a deck list", list);
    harness.get_by_label("Import pasted list").click();
    harness.run();
    harness.run();
}

/// What the autosave does after the pause that follows a burst of edits (Kayou's editor: one
/// version per burst).
fn autosave(harness: &mut Harness<'static, PonydeckApp>) {
    harness
        .state_mut()
        .send(ponydeck::ui::AppCommand::Deck(DeckCommand::Autosave));
    harness.run();
}

/// The open deck of the game shown: its name, cards and version notes, newest first.
fn open_deck(
    harness: &Harness<'static, PonydeckApp>,
) -> (String, ponydeck::deck::Deck, Vec<String>) {
    let open = harness.state().decks().open_deck().expect("a deck is open");
    let notes = open.history.iter().map(|v| v.note.clone()).collect();
    (open.name.clone(), open.deck.clone(), notes)
}

/// The Lorcana table's game.
fn lorcana_game(harness: &Harness<'static, PonydeckApp>) -> ponydeck::lorcana::Game {
    harness
        .state()
        .practice()
        .state(Game::Lorcana)
        .unwrap()
        .lorcana
        .game()
        .cloned()
        .expect("a game is dealt")
}

/// The practice table of a game.
fn practice(harness: &Harness<'static, PonydeckApp>, game: Game) -> ponydeck::stats::PracticeTable {
    harness
        .state()
        .practice()
        .state(game)
        .unwrap()
        .practice
        .clone()
        .expect("a hand is dealt")
}

/// A fresh database with the Amber Steel Lorcana list imported and open, in a window of `size`
/// (the folder must outlive the harness).
fn amber_steel_at(size: [f32; 2]) -> (tempfile::TempDir, Harness<'static, PonydeckApp>) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(&dir.path().join("user.db"), size);
    import(
        &mut harness,
        "Lorcana",
        "Amber Steel",
        &fixture("lorcana_core_amber_steel.txt"),
    );
    (dir, harness)
}

fn a_lorcana_deck_is_legal_with_its_ink_charts_and_plays_at_its_table_at(size: [f32; 2]) {
    let (dir, mut harness) = amber_steel_at(size);
    assert_eq!(open_deck(&harness).1.count(Section::Main), 60);
    let legal = harness.get_by_label_contains("Legal deck");
    assert_on_screen(legal.rect(), size, "the verdict");
    harness.get_by_label("Ink curve");
    harness.get_by_label("Inkable share");
    // A fifth copy of a full name breaks 1.10.1.1.
    harness
        .get_by_label_contains("4× Pongo - Determined Father")
        .rect();
    let plus = harness.get_all_by_label("+").next().unwrap();
    plus.click();
    harness.run();
    harness.get_by_label_contains("1 problem(s)");
    harness.get_by_label_contains("copy-limit (rule 1.10.1.1)");
    // The table: a goldfish game of the deck (Comprehensive Rules 2.2-4).
    harness.get_by_label("Goldfish it").click();
    harness.run();
    harness.run();
    harness.get_by_label("Lorcana table");
    let game = |h: &Harness<'static, PonydeckApp>| lorcana_game(h);
    assert_eq!(game(&harness).state().hand.len(), 7, "2.2.1.4");
    // 2.2.2.1: two cards marked for the bottom, then draw back up to seven.
    for i in 0..2 {
        harness.get_all_by_label("Bottom").nth(i).unwrap().click();
        harness.run();
    }
    harness.get_by_label("Mulligan 2 marked cards").click();
    harness.run();
    assert_eq!(game(&harness).state().hand.len(), 7);
    harness.get_by_label_contains("You put 2 cards on the bottom");
    assert_on_screen(
        harness.get_by_label_contains("Lore 0 / 20").rect(),
        size,
        "the lore counter",
    );
    // 4.2: ink a card with its own button; the counter shows it ready (4.2.1.3).
    harness.get_all_by_label("Ink").next().unwrap().click();
    harness.run();
    harness.get_by_label_contains("Ink 1 ready of 1");
    harness.get_by_label("End turn").click();
    harness.run();
    assert_eq!(game(&harness).state().your_turns, 2);
    harness.get_by_label("Undo").click();
    harness.run();
    assert_eq!(
        game(&harness).state().your_turns,
        1,
        "undo takes the end of the turn back"
    );
    // The built-in player finishes turns until the game is won (1.8.1.1).
    for _ in 0..40 {
        if game(&harness).state().outcome.is_some() {
            break;
        }
        harness.get_by_label("Finish my turn").click();
        harness.run();
    }
    assert_eq!(
        game(&harness).state().outcome,
        Some(ponydeck::lorcana::Outcome::Won)
    );
    harness.get_by_label_contains("You won on your turn");
    // The deck was saved in the user database (by the autosave after the edit).
    harness.get_by_label("Decks").click();
    harness.run();
    autosave(&mut harness);
    drop(harness);
    let saved = saved_deck(&dir, Game::Lorcana, "Amber Steel");
    assert_eq!(saved.count(Section::Main), 61);
}

at_both_sizes!(
    a_lorcana_deck_is_legal_with_its_ink_charts_and_plays_at_its_table_at_1024_by_700,
    a_lorcana_deck_is_legal_with_its_ink_charts_and_plays_at_its_table_at_a_large_size,
    a_lorcana_deck_is_legal_with_its_ink_charts_and_plays_at_its_table_at,
    LARGE
);

fn a_palworld_deck_with_its_soul_deck_is_legal_and_redraws_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(&dir.path().join("user.db"), size);
    import(
        &mut harness,
        "Palworld",
        "Red",
        &fixture("palworld_red.txt"),
    );
    let legal = harness.get_by_label_contains("Legal deck");
    assert_on_screen(legal.rect(), size, "the verdict");
    harness.get_by_label_contains("Main Deck 50/50 · Soul Deck 10/10");
    harness.get_by_label("Colours");
    harness.get_by_label("Practise opening hands").click();
    harness.run();
    harness.run();
    let table = |h: &Harness<'static, PonydeckApp>| {
        let t = practice(h, Game::Palworld);
        (t.hand().len(), t.library_len(), t.can_mulligan())
    };
    assert_eq!(table(&harness), (5, 45, true));
    harness.get_by_label("Redraw the hand").click();
    harness.run();
    assert_eq!(table(&harness), (5, 45, false), "6.2.1.7.1: once");
    harness.get_by_label_contains("Redrew");
}

at_both_sizes!(
    a_palworld_deck_with_its_soul_deck_is_legal_and_redraws_at_1024_by_700,
    a_palworld_deck_with_its_soul_deck_is_legal_and_redraws_at_a_large_size,
    a_palworld_deck_with_its_soul_deck_is_legal_and_redraws_at,
    LARGE
);

fn a_lorcana_deck_is_copied_as_a_list_that_reads_back_at(size: [f32; 2]) {
    let (_dir, mut harness) = amber_steel_at(size);
    harness.get_by_label("Copy list").click();
    // One frame: the click is handled and the list put on the clipboard in it.
    harness.step();
    let copied: Vec<String> = harness
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(copied.len(), 1, "one list on the clipboard");
    let cards = harness
        .state()
        .practice()
        .state(Game::Lorcana)
        .unwrap()
        .cards
        .clone();
    let format = harness.state().decks().format().clone();
    let (_, deck, _) = open_deck(&harness);
    // Card lines only, as a site's importer reads them (`COUNT Name - Version`).
    assert!(
        copied[0].lines().all(|line| line
            .split_once(' ')
            .is_some_and(|(n, _)| n.parse::<u32>().is_ok())),
        "{}",
        copied[0]
    );
    let read = ponydeck::deck::parse_game_list(&copied[0], &cards, &format)
        .expect("the copied list reads back");
    assert_eq!(read.deck.count(Section::Main), 60);
    assert_eq!(
        read.deck.played_entries().collect::<Vec<_>>(),
        deck.played_entries().collect::<Vec<_>>(),
        "the same deck, card for card"
    );
    harness.run();
    harness.get_by_label_contains("The deck list is on the clipboard.");
}

#[test]
fn a_lorcana_deck_is_copied_as_a_list_that_reads_back() {
    a_lorcana_deck_is_copied_as_a_list_that_reads_back_at(SMALL);
    a_lorcana_deck_is_copied_as_a_list_that_reads_back_at(LARGE);
}

/// The "+" of the water Pal the Palworld tests add from the deck editor's finder.
const ADD_RELAXAURUS: &str = "Add Relaxaurus – Hungry Gunner (EBP01-026)";

/// A fresh database with a new, open Palworld deck "Water" whose finder has searched
/// `el:water cost:7`, in a window of `size` (the folder must outlive the harness).
fn water_deck_finding_relaxaurus_at(
    size: [f32; 2],
) -> (tempfile::TempDir, Harness<'static, PonydeckApp>) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(&dir.path().join("user.db"), size);
    harness.run();
    harness.get_by_label("Palworld").click();
    harness.run();
    harness.get_by_label("Decks").click();
    harness.run();
    type_into(&mut harness, "Name", "Water");
    harness.get_by_label("New deck").click();
    harness.run();
    // The editor's own finder: the game's query language, without leaving the deck.
    type_into(&mut harness, "Find card", "el:water cost:7");
    (dir, harness)
}

/// Presses the found Relaxaurus's "+" twice.
fn add_relaxaurus_twice(harness: &mut Harness<'static, PonydeckApp>) {
    for _ in 0..2 {
        harness.get_by_label(ADD_RELAXAURUS).click();
        harness.run();
    }
}

fn a_palworld_card_found_in_the_deck_editor_is_added_and_its_copies_shown_at(size: [f32; 2]) {
    let (dir, mut harness) = water_deck_finding_relaxaurus_at(size);
    harness.get_by_label_contains("cards · click + to add");
    assert_on_screen(
        harness.get_by_label(ADD_RELAXAURUS).rect(),
        size,
        "the + of the found card",
    );
    add_relaxaurus_twice(&mut harness);
    assert_eq!(relaxaurus_copies(&harness), 2);
    harness.get_by_label_contains("2× Relaxaurus – Hungry Gunner");
    // The finder and the catalog both say how many the open deck holds.
    assert_eq!(harness.query_all_by_label("×2").count(), 1);
    harness.get_by_label("Catalog").click();
    harness.run();
    // Each screen keeps its own search (issue 41): the catalog is searched there.
    type_into(&mut harness, "Search", "el:water cost:7");
    harness.get_by_label("×2");
    // Saved by the autosave: the database has both copies.
    harness.get_by_label("Decks").click();
    harness.run();
    autosave(&mut harness);
    drop(harness);
    let db = UserDb::open(&dir.path().join("user.db")).unwrap();
    let saved = db.load_deck(Game::Palworld, "Water", None).unwrap().deck;
    assert_eq!(
        saved.copies(&ponydeck::card::CardId::parse_in(Game::Palworld, "EBP01-026").unwrap()),
        2
    );
}

at_both_sizes!(
    a_palworld_card_found_in_the_deck_editor_is_added_and_its_copies_shown_at_1024_by_700,
    a_palworld_card_found_in_the_deck_editor_is_added_and_its_copies_shown_at_a_large_size,
    a_palworld_card_found_in_the_deck_editor_is_added_and_its_copies_shown_at,
    LARGE
);

fn the_palworld_collection_shows_completion_and_what_the_open_deck_still_needs_at(size: [f32; 2]) {
    let (dir, mut harness) = water_deck_finding_relaxaurus_at(size);
    add_relaxaurus_twice(&mut harness);
    harness.get_by_label("Collection").click();
    harness.run();
    // Issue 43: the Kayou collection screen, with the Palworld collection in it.
    harness.get_by_label("My collection");
    // The side bar's game button, and the game named beside the heading.
    assert_eq!(harness.query_all_by_label("Palworld").count(), 2);
    harness.get_by_label("'Water' is missing 2 copies of 1 cards.");
    harness.get_by_label("2× Relaxaurus – Hungry Gunner: 0 owned — missing 2");
    harness.get_by_label("0 of 301 printings · 0 copies");
    // The collection's own search box (issue 41: each screen keeps its own), in the game's
    // query language too.
    type_into(&mut harness, "Find", "el:water cost:7");
    let more = "Add one owned EBP01-026";
    assert_on_screen(harness.get_by_label(more).rect(), size, "the + of the row");
    harness.get_by_label(more).click();
    harness.run();
    harness.get_by_label("2× Relaxaurus – Hungry Gunner: 1 owned — missing 1");
    harness.get_by_label(more).click();
    harness.run();
    harness.get_by_label("You can build 'Water' from your free copies: nothing is missing.");
    harness.get_by_label("1 of 301 printings · 2 copies");
    drop(harness);
    let db = UserDb::open(&dir.path().join("user.db")).unwrap();
    let owned = db.collection(Game::Palworld).unwrap();
    let entries = owned.entries();
    assert_eq!(entries.len(), 1);
    assert_eq!(
        (entries[0].0.as_str(), entries[0].1.owned),
        ("EBP01-026", 2)
    );
}

at_both_sizes!(
    the_palworld_collection_shows_completion_and_what_the_open_deck_still_needs_at_1024_by_700,
    the_palworld_collection_shows_completion_and_what_the_open_deck_still_needs_at_a_large_size,
    the_palworld_collection_shows_completion_and_what_the_open_deck_still_needs_at,
    LARGE
);

fn a_new_deck_named_as_a_saved_one_leaves_the_saved_one_whole_at(size: [f32; 2]) {
    let (dir, mut harness) = amber_steel_at(size);
    type_into(&mut harness, "Name", "amber steel");
    harness.get_by_label("New deck").click();
    harness.run();
    harness.get_by_label_contains("Deck 'amber steel (2)' created.");
    drop(harness);
    let saved = saved_deck(&dir, Game::Lorcana, "Amber Steel");
    assert_eq!(
        saved.count(Section::Main),
        60,
        "the saved deck keeps its cards: no empty version over it"
    );
    assert_eq!(lorcana_library(&dir), ["Amber Steel", "amber steel (2)"]);
}

#[test]
fn a_new_deck_named_as_a_saved_one_leaves_the_saved_one_whole() {
    for size in [SMALL, LARGE] {
        a_new_deck_named_as_a_saved_one_leaves_the_saved_one_whole_at(size);
    }
}

/// The other window size the newer tests of this file check besides 1024×700.
const HUGE: [f32; 2] = [2560.0, 1440.0];

/// Whether the button labelled `label` is greyed out.
fn disabled(harness: &Harness<'static, PonydeckApp>, label: &str) -> bool {
    use egui_kittest::kittest::NodeT;
    harness.get_by_label(label).accesskit_node().is_disabled()
}

fn relaxaurus_copies(harness: &Harness<'static, PonydeckApp>) -> u32 {
    let id = ponydeck::card::CardId::parse_in(Game::Palworld, "EBP01-026").unwrap();
    open_deck(harness).1.copies(&id)
}

fn saved_relaxaurus_copies(db_path: &Path) -> u32 {
    let id = ponydeck::card::CardId::parse_in(Game::Palworld, "EBP01-026").unwrap();
    let db = UserDb::open(db_path).unwrap();
    db.load_deck(Game::Palworld, "Water", None)
        .unwrap()
        .deck
        .copies(&id)
}

fn a_palworld_edit_is_undone_and_redone_by_keys_and_buttons_and_each_step_is_saved_at(
    size: [f32; 2],
) {
    let (dir, mut harness) = water_deck_finding_relaxaurus_at(size);
    let db_path = dir.path().join("user.db");
    assert!(disabled(&harness, "Undo"), "nothing to undo yet");
    add_relaxaurus_twice(&mut harness);
    assert_on_screen(harness.get_by_label("Undo").rect(), size, "Undo");
    assert_on_screen(harness.get_by_label("Redo").rect(), size, "Redo");
    // Ctrl+Z takes back the second copy, and the autosave saves the deck as it now is.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert_eq!(relaxaurus_copies(&harness), 1);
    autosave(&mut harness);
    assert_eq!(saved_relaxaurus_copies(&db_path), 1, "the undo is saved");
    // Ctrl+Y and Ctrl+Shift+Z put it back.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    harness.run();
    assert_eq!(relaxaurus_copies(&harness), 2);
    autosave(&mut harness);
    assert_eq!(saved_relaxaurus_copies(&db_path), 2, "the redo is saved");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    harness.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    harness.run();
    assert_eq!(relaxaurus_copies(&harness), 2);
    assert!(disabled(&harness, "Redo"), "nothing to redo");
    // The buttons do the same, down to the empty deck.
    harness.get_by_label("Undo").click();
    harness.run();
    harness.get_by_label("Undo").click();
    harness.run();
    assert_eq!(relaxaurus_copies(&harness), 0);
    assert!(disabled(&harness, "Undo"), "back to the start");
    harness.get_by_label("Redo").click();
    harness.run();
    assert_eq!(relaxaurus_copies(&harness), 1);
    autosave(&mut harness);
    drop(harness);
    assert_eq!(saved_relaxaurus_copies(&db_path), 1);
}

at_both_sizes!(
    a_palworld_edit_is_undone_and_redone_by_keys_and_buttons_and_each_step_is_saved_at_1024_by_700,
    a_palworld_edit_is_undone_and_redone_by_keys_and_buttons_and_each_step_is_saved_at_a_large_size,
    a_palworld_edit_is_undone_and_redone_by_keys_and_buttons_and_each_step_is_saved_at,
    HUGE
);

fn a_lorcana_card_removed_comes_back_with_ctrl_z_and_the_deck_is_saved_whole_at(size: [f32; 2]) {
    let (dir, mut harness) = amber_steel_at(size);
    harness.get_all_by_label("-").next().unwrap().click();
    harness.run();
    harness.get_by_label_contains("1 problem(s)");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    let legal = harness.get_by_label_contains("Legal deck");
    assert_on_screen(legal.rect(), size, "the verdict");
    autosave(&mut harness);
    drop(harness);
    let saved = saved_deck(&dir, Game::Lorcana, "Amber Steel");
    assert_eq!(
        saved.count(Section::Main),
        60,
        "the undone removal is saved"
    );
}

at_both_sizes!(
    a_lorcana_card_removed_comes_back_with_ctrl_z_and_the_deck_is_saved_whole_at_1024_by_700,
    a_lorcana_card_removed_comes_back_with_ctrl_z_and_the_deck_is_saved_whole_at_a_large_size,
    a_lorcana_card_removed_comes_back_with_ctrl_z_and_the_deck_is_saved_whole_at,
    HUGE
);

fn the_lorcana_collection_shows_what_the_open_deck_needs_without_scrolling_at(size: [f32; 2]) {
    let (_dir, mut harness) = amber_steel_at(size);
    harness.get_by_label("Collection").click();
    harness.run();
    let first_need = {
        let needs = harness
            .state()
            .collection()
            .deck_needs()
            .expect("the open deck's");
        assert_eq!(needs.name, "Amber Steel");
        let need = needs
            .missing()
            .first()
            .cloned()
            .expect("an empty collection needs cards");
        format!("{}× {}: 0 owned", need.need, need.card)
    };
    // Beside the forty-odd set rows of completion, not under them.
    let sentence = "'Amber Steel' is missing 60 copies of";
    assert_on_screen(
        harness.get_by_label_contains(sentence).rect(),
        size,
        "the deck's needs",
    );
    assert_on_screen(
        harness.get_by_label_contains(&first_need).rect(),
        size,
        "the first card the deck needs",
    );
    assert_on_screen(
        harness.get_by_label("Completion").rect(),
        size,
        "the completion per set",
    );
}

at_both_sizes!(
    the_lorcana_collection_shows_what_the_open_deck_needs_without_scrolling_at_1024_by_700,
    the_lorcana_collection_shows_what_the_open_deck_needs_without_scrolling_at_a_large_size,
    the_lorcana_collection_shows_what_the_open_deck_needs_without_scrolling_at,
    HUGE
);

fn a_palworld_deck_with_nine_lucky_cards_says_its_lucky_bar_is_one_over_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(&dir.path().join("user.db"), size);
    // The red list's 6 Lucky Pals and 3 Bushi, Lucky too: 9, where 6.1.1.3 allows 8.
    let list = fixture("palworld_red.txt").replace(
        "Soul Deck:",
        "3 EBP01-004 Bushi – Ephemeral Blade\nSoul Deck:",
    );
    import(&mut harness, "Palworld", "Lucky Red", &list);
    harness.get_by_label_contains("lucky-limit");
    let bar = harness.get_by_label("9 of 8 — 1 over");
    bar.scroll_to_me();
    harness.run();
    assert_on_screen(
        harness.get_by_label("9 of 8 — 1 over").rect(),
        size,
        "the Lucky bar",
    );
}

at_both_sizes!(
    a_palworld_deck_with_nine_lucky_cards_says_its_lucky_bar_is_one_over_at_1024_by_700,
    a_palworld_deck_with_nine_lucky_cards_says_its_lucky_bar_is_one_over_at_a_large_size,
    a_palworld_deck_with_nine_lucky_cards_says_its_lucky_bar_is_one_over_at,
    HUGE
);

fn each_screens_search_box_keeps_its_own_text_at(size: [f32; 2]) {
    let (_dir, mut harness) = amber_steel_at(size);
    harness.get_by_label("Catalog").click();
    harness.run();
    type_into(&mut harness, "Search", "ink:amber");
    let catalog_results = harness.state().catalog().results().len();
    harness.get_by_label("Decks").click();
    harness.run();
    assert_eq!(
        harness
            .get_by_label("Find card")
            .value()
            .unwrap_or_default(),
        "",
        "the deck editor's finder is its own box"
    );
    harness.get_by_label("Collection").click();
    harness.run();
    assert_eq!(
        harness.get_by_label("Find").value().unwrap_or_default(),
        "",
        "the collection's search is its own box"
    );
    harness.get_by_label("Catalog").click();
    harness.run();
    assert_eq!(
        harness.get_by_label("Search").value().unwrap_or_default(),
        "ink:amber",
        "the catalog keeps what was typed in it"
    );
    assert_eq!(harness.state().catalog().results().len(), catalog_results);
    let cards = harness
        .state()
        .practice()
        .state(Game::Lorcana)
        .unwrap()
        .cards
        .len();
    assert_eq!(harness.state().collection().rows().len(), cards);
}

#[test]
fn each_screens_search_box_keeps_its_own_text() {
    for size in [SMALL, LARGE] {
        each_screens_search_box_keeps_its_own_text_at(size);
    }
}

fn open_lorcana_deck(harness: &Harness<'static, PonydeckApp>) -> ponydeck::deck::Deck {
    open_deck(harness).1
}

fn lorcana_history_notes(harness: &Harness<'static, PonydeckApp>) -> Vec<String> {
    open_deck(harness).2
}

/// Issue 43: a Lorcana deck has what a Kayou deck has: a burst of edits is one saved version,
/// a version is compared with the deck now and restored, and Ctrl+Z takes the restore back.
fn a_lorcana_deck_keeps_versions_with_a_diff_and_a_restore_at(size: [f32; 2]) {
    let (dir, mut harness) = amber_steel_at(size);
    assert_eq!(
        lorcana_history_notes(&harness),
        ["imported from pasted list"]
    );
    let first = open_lorcana_deck(&harness);
    for _ in 0..2 {
        harness.get_all_by_label("-").next().unwrap().click();
        harness.run();
    }
    assert_eq!(open_lorcana_deck(&harness).count(Section::Main), 58);
    autosave(&mut harness);
    assert_eq!(
        lorcana_history_notes(&harness),
        ["autosave", "imported from pasted list"],
        "two removals, one version"
    );
    let db = UserDb::open(&dir.path().join("user.db")).unwrap();
    let saved = db.load_deck(Game::Lorcana, "Amber Steel", None).unwrap();
    assert_eq!((saved.version, saved.deck.count(Section::Main)), (2, 58));
    // The history sits low in the side panel: scroll to it, as a user would.
    harness.get_by_label("Version history").scroll_to_me();
    harness.run();
    harness.get_by_label("Version history").click();
    harness.run();
    harness.get_by_label("Diff v1").scroll_to_me();
    harness.run();
    harness.get_by_label("Diff v1").click();
    harness.run();
    harness.get_by_label("Changes since v1").scroll_to_me();
    harness.run();
    let change = harness.get_by_label_contains("The Queen - Conceited Ruler (Deck: 4 → 2)");
    assert_on_screen(change.rect(), size, "the diff line");
    harness.get_by_label("Restore v1").scroll_to_me();
    harness.run();
    harness.get_by_label("Restore v1").click();
    harness.run();
    assert_eq!(open_lorcana_deck(&harness).main, first.main);
    assert_eq!(
        lorcana_history_notes(&harness),
        ["restored v1", "autosave", "imported from pasted list"]
    );
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert_eq!(open_lorcana_deck(&harness).count(Section::Main), 58);
}

at_both_sizes!(
    a_lorcana_deck_keeps_versions_with_a_diff_and_a_restore_at_1024_by_700,
    a_lorcana_deck_keeps_versions_with_a_diff_and_a_restore_at_a_large_size,
    a_lorcana_deck_keeps_versions_with_a_diff_and_a_restore_at,
    LARGE
);

fn lorcana_library(dir: &tempfile::TempDir) -> Vec<String> {
    let db = UserDb::open(&dir.path().join("user.db")).unwrap();
    db.decks(Game::Lorcana)
        .unwrap()
        .into_iter()
        .map(|d| d.name)
        .collect()
}

/// Issue 43: a Lorcana deck is renamed, deleted and brought back whole from the Decks screen,
/// as a Kayou deck is.
fn a_lorcana_deck_is_renamed_deleted_and_brought_back_at(size: [f32; 2]) {
    let (dir, mut harness) = amber_steel_at(size);
    harness.get_all_by_label("-").next().unwrap().click();
    harness.run();
    autosave(&mut harness);
    harness.get_by_label("Name, notes and tags").scroll_to_me();
    harness.run();
    harness.get_by_label("Name, notes and tags").click();
    harness.run();
    harness.get_by_label("Rename to").scroll_to_me();
    harness.run();
    harness.get_by_label("Rename to").focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label("Rename to").type_text("Steel Queen");
    harness.run();
    let rename = harness.get_by_label("Rename");
    assert_on_screen(rename.rect(), size, "Rename deck");
    rename.click();
    harness.run();
    assert_eq!(lorcana_library(&dir), ["Steel Queen"]);
    assert_eq!(open_deck(&harness).0, "Steel Queen");
    type_into(&mut harness, "Tags", "ramp, steel");
    harness.get_by_label("Save tags").click();
    harness.run();
    {
        let db = UserDb::open(&dir.path().join("user.db")).unwrap();
        let summary = db.deck_summary(Game::Lorcana, "Steel Queen").unwrap();
        assert_eq!(summary.tags, ["ramp", "steel"]);
    }
    harness.get_by_label("Delete deck").scroll_to_me();
    harness.run();
    let delete = harness.get_by_label("Delete deck");
    assert_on_screen(delete.rect(), size, "Delete deck");
    delete.click();
    harness.run();
    assert!(lorcana_library(&dir).is_empty());
    harness.get_by_label_contains("Deleted deck 'Steel Queen' and its 2 versions");
    harness.get_by_label("Undo delete").click();
    harness.run();
    harness.run();
    assert_eq!(lorcana_library(&dir), ["Steel Queen"]);
    let (_, deck, history) = open_deck(&harness);
    assert_eq!(deck.count(Section::Main), 59, "the newest version");
    assert_eq!(history.len(), 2, "every version is back");
}

at_both_sizes!(
    a_lorcana_deck_is_renamed_deleted_and_brought_back_at_1024_by_700,
    a_lorcana_deck_is_renamed_deleted_and_brought_back_at_a_large_size,
    a_lorcana_deck_is_renamed_deleted_and_brought_back_at,
    LARGE
);

/// The newest saved version of a deck in the test's database.
fn saved_deck(dir: &tempfile::TempDir, game: Game, name: &str) -> ponydeck::deck::Deck {
    UserDb::open(&dir.path().join("user.db"))
        .unwrap()
        .load_deck(game, name, None)
        .unwrap()
        .deck
}

/// Issue 43: what was the Kayou editor's alone serves a Lorcana deck: the game's preset odds
/// (its 7-card hand, 2.2.1), Duplicate, and the deck saved as a PNG of card faces.
fn a_lorcana_deck_has_its_odds_a_duplicate_and_a_png_at(size: [f32; 2]) {
    let (dir, mut harness) = amber_steel_at(size);
    let odds = harness.state().decks().open_deck().unwrap().odds.clone();
    assert!(odds.iter().all(|(_, p)| p.is_ok()), "{odds:?}");
    harness.get_by_label("Three inkable cards in the opening hand");
    harness
        .state_mut()
        .send(ponydeck::ui::AppCommand::Deck(DeckCommand::Duplicate(
            "Amber Steel copy".into(),
        )));
    harness.run();
    assert_eq!(open_deck(&harness).0, "Amber Steel copy");
    assert_eq!(open_deck(&harness).1.count(Section::Main), 60);
    let png = dir.path().join("deck.png");
    harness.state_mut().send(ponydeck::ui::AppCommand::Deck(
        DeckCommand::ExportImagePath(png.clone()),
    ));
    harness.run();
    let bytes = std::fs::read(&png).unwrap();
    assert!(bytes.starts_with(b"\x89PNG"), "a PNG file");
    assert_eq!(lorcana_library(&dir), ["Amber Steel", "Amber Steel copy"]);
}

#[test]
fn a_lorcana_deck_has_its_odds_a_duplicate_and_a_png() {
    for size in [SMALL, LARGE] {
        a_lorcana_deck_has_its_odds_a_duplicate_and_a_png_at(size);
    }
}

/// Issue 43: the catalog's keys serve every game: the arrows select a Lorcana card and `+` adds
/// it to the open Lorcana deck (not to a Kayou deck), saying so.
fn the_lorcana_catalog_keys_select_a_card_and_add_it_to_the_open_lorcana_deck_at(size: [f32; 2]) {
    let (_dir, mut harness) = amber_steel_at(size);
    harness.get_by_label("Catalog").click();
    harness.run();
    type_into(&mut harness, "Search", "elsa v:spirit");
    // Out of the search box, as a user would click on the grid's background.
    harness.key_press(egui::Key::Escape);
    harness.run();
    harness.key_press(egui::Key::ArrowDown);
    harness.run();
    let selected = harness
        .state()
        .catalog()
        .selected()
        .expect("the first result");
    assert_eq!(harness.state().catalog().results().first(), Some(&selected));
    harness.key_press(egui::Key::Plus);
    harness.run();
    let elsa = ponydeck::card::CardId::parse_in(Game::Lorcana, "1-042").unwrap();
    assert_eq!(open_deck(&harness).1.copies(&elsa), 1);
    harness.get_by_label_contains("Added Elsa - Spirit of Winter (1-042) to 'Amber Steel'");
    harness.get_by_label("My Little Pony").click();
    harness.run();
    assert!(
        harness.state().decks().open_deck().is_none(),
        "no Kayou deck was made or opened"
    );
}

at_both_sizes!(
    the_lorcana_catalog_keys_select_a_card_and_add_it_to_the_open_lorcana_deck_at_1024_by_700,
    the_lorcana_catalog_keys_select_a_card_and_add_it_to_the_open_lorcana_deck_at_a_large_size,
    the_lorcana_catalog_keys_select_a_card_and_add_it_to_the_open_lorcana_deck_at,
    LARGE
);

/// Issue 43: a Lorcana deck in the one editor keeps the layout a Kayou deck has: its controls
/// whole and left of the side panel (Goldfish it, which opens Lorcana's own table), the deck
/// column with priority, and the verdict and format in view.
fn a_lorcana_deck_column_keeps_priority_at(size: [f32; 2]) {
    let (_dir, harness) = amber_steel_at(size);
    let side = harness.get_by_label("Validation").rect().min.x;
    for control in ["Copy list", "Save version", "Export…", "Goldfish it"] {
        let rect = harness.get_by_label(control).rect();
        assert_on_screen(rect, size, control);
        assert!(rect.max.x <= side, "{control} ends under the side panel");
    }
    assert!(harness.query_by_label("Practise opening hands").is_none());
    let column = harness.get_by_label_contains("Main Deck — ").rect();
    assert!(
        side - column.min.x >= 0.36 * size[0],
        "the deck column keeps priority: {:.0} px of {} at {size:?}",
        side - column.min.x,
        size[0]
    );
    assert_on_screen(
        harness.get_by_label_contains("Legal deck").rect(),
        size,
        "the verdict",
    );
    assert_on_screen(harness.get_by_label("Format").rect(), size, "the format");
}

at_both_sizes!(
    a_lorcana_deck_column_keeps_priority_at_1024_by_700,
    a_lorcana_deck_column_keeps_priority_at_a_large_size,
    a_lorcana_deck_column_keeps_priority_at,
    LARGE
);

/// Edits of a Lorcana deck waiting for the autosave are saved when the player switches to
/// another game (that game's editor draws nothing, so it would save nothing until shown again).
#[test]
fn switching_game_saves_the_edits_waiting_for_the_autosave() {
    let (dir, mut harness) = amber_steel_at(SMALL);
    harness.get_all_by_label("-").next().unwrap().click();
    harness.run();
    assert!(harness.state().decks().open_deck().unwrap().unsaved());
    harness.get_by_label("My Little Pony").click();
    harness.run();
    drop(harness);
    assert_eq!(
        saved_deck(&dir, Game::Lorcana, "Amber Steel").count(Section::Main),
        59
    );
}

/// Issue 45: a pasted Lorcana list with one bad line shows that line with its "did you mean";
/// the player imports the rest, which becomes the deck (or drops it, and nothing is saved).
fn a_lorcana_list_with_a_bad_line_shows_it_and_imports_the_rest_when_confirmed_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(&dir.path().join("user.db"), size);
    let text = fixture("lorcana_core_amber_steel.txt")
        .replace("4 Stitch - Rock Star", "4 Stich - Rock Star");
    import(&mut harness, "Lorcana", "Amber Steel", &text);
    assert!(
        harness.state().decks().open_deck().is_none(),
        "nothing is saved yet"
    );
    // The box of bad lines (and the notice) name the line and its suggestion.
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into()).expand(0.5);
    let shown: Vec<egui::Rect> = harness
        .get_all_by_label_contains("line 5: no card Stich - Rock Star")
        .map(|n| n.rect())
        .collect();
    assert!(shown.iter().any(|r| screen.contains_rect(*r)), "{shown:?}");
    assert!(
        harness
            .get_all_by_label_contains("did you mean Stitch - Rock Star")
            .count()
            >= 1
    );
    // Dropped: nothing is saved and the box goes away.
    let drop = harness.get_by_label("Don't import");
    assert_on_screen(drop.rect(), size, "the drop button");
    drop.click();
    harness.run();
    harness.run();
    assert!(harness.state().decks().open_deck().is_none());
    assert!(
        harness.state().decks().pending_import.is_none(),
        "{:?}",
        common::ui::notice_texts(&harness)
    );
    assert!(harness.query_by_label("Don't import").is_none());
    // Imported again (the list is still in the box), then the rest confirmed: 56 cards, the
    // bad line left out.
    harness.get_by_label("Import pasted list").click();
    harness.run();
    let confirm = harness.get_by_label("Import the rest (56 cards)");
    assert_on_screen(confirm.rect(), size, "the confirm button");
    confirm.click();
    harness.run();
    harness.run();
    assert_eq!(open_deck(&harness).1.count(Section::Main), 56);
    assert!(harness.query_by_label("Don't import").is_none());
}

at_both_sizes!(
    a_lorcana_list_with_a_bad_line_shows_it_and_imports_the_rest_at_1024_by_700,
    a_lorcana_list_with_a_bad_line_shows_it_and_imports_the_rest_at_a_large_size,
    a_lorcana_list_with_a_bad_line_shows_it_and_imports_the_rest_when_confirmed_at,
    LARGE
);
