//! The deck editor as a player's daily tool, at 1024×700 and at 2560×1440: adding one Story fills its four
//! stages (102.1.3), a Maybe list, the card detail with copy-count buttons, versions with a
//! time, a diff and a restore, the last open deck reopened, and a typed path where no file
//! dialog opens.
#![cfg(feature = "gui")]

use crate::common;

use std::path::Path;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ponydeck::card::{CardId, Game};
use ponydeck::deck::Section;
use ponydeck::ui::panels::decks::DeckCommand;
use ponydeck::ui::{AppCommand, PonydeckApp};

use common::ui::{app_with_db, at_both_sizes, copy_starter, harness_at, type_into};

/// The Decks screen in a window of `size`.
fn decks_at(app: PonydeckApp, size: [f32; 2]) -> Harness<'static, PonydeckApp> {
    let mut harness = harness_at(app, size);
    harness.run();
    harness.get_by_label("Decks").click();
    harness.run();
    harness
}

/// The Decks screen in a window of `size` over a fresh user database in `dir`, with the SD01A
/// starter copied into the library and open.
fn with_sd01a_open(dir: &tempfile::TempDir, size: [f32; 2]) -> Harness<'static, PonydeckApp> {
    let mut harness = harness_at(app_with_db(&dir.path().join("user.db")), size);
    copy_starter(&mut harness);
    harness
}

fn id(text: &str) -> CardId {
    CardId::parse(text).unwrap()
}

fn deck(harness: &Harness<'static, PonydeckApp>) -> ponydeck::deck::Deck {
    harness.state().decks().open_deck().unwrap().deck.clone()
}

fn new_deck(harness: &mut Harness<'static, PonydeckApp>, name: &str) {
    type_into(harness, "Name", name);
    harness.get_by_label("New deck").click();
    harness.run();
}

at_both_sizes!(
    adding_one_story_adds_its_four_stages_rule_102_1_3,
    adding_one_story_adds_its_four_stages_rule_102_1_3_at_a_large_size,
    adding_one_story_adds_its_four_stages_rule_102_1_3_at
);

fn adding_one_story_adds_its_four_stages_rule_102_1_3_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = decks_at(app_with_db(&dir.path().join("user.db")), size);
    new_deck(&mut harness, "Library Run");
    type_into(&mut harness, "Find card", "id:SD01A-C07");
    harness
        .get_by_label_contains("Add Searching for Elements")
        .click();
    harness.run();
    let story: Vec<String> = deck(&harness)
        .story
        .iter()
        .map(|e| e.card_id.to_string())
        .collect();
    assert_eq!(story, ["SD01A-C06", "SD01A-C07", "SD01A-C08", "SD01A-C09"]);
    harness.get_by_label_contains("added 4 stage(s)");

    // A Story of another title: the deck takes that title's four stages instead (one title,
    // 102.1.3), and Undo takes the change back in one step.
    harness.get_by_label("Find card").focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.key_press(egui::Key::Backspace);
    harness.run();
    type_into(&mut harness, "Find card", "id:BP01-C26");
    harness
        .get_by_label_contains("Add The Ticket Master")
        .click();
    harness.run();
    let story = |harness: &Harness<'static, PonydeckApp>| -> Vec<String> {
        deck(harness)
            .story
            .iter()
            .map(|e| e.card_id.to_string())
            .collect()
    };
    assert_eq!(
        story(&harness),
        ["BP01-C25", "BP01-C26", "BP01-C27", "BP01-C28"]
    );
    harness.get_by_label_contains("became 'The Ticket Master'");
    harness.get_by_label("Undo").click();
    harness.run();
    assert_eq!(
        story(&harness),
        ["SD01A-C06", "SD01A-C07", "SD01A-C08", "SD01A-C09"]
    );
}

at_both_sizes!(
    a_maybe_card_moves_into_the_deck_and_the_detail_pane_counts_copies,
    the_maybe_list_and_the_detail_pane_work_at_a_large_size,
    maybe_and_detail_at
);

fn maybe_and_detail_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = decks_at(app_with_db(&dir.path().join("user.db")), size);
    new_deck(&mut harness, "Maybe Pile");
    type_into(&mut harness, "Find card", "id:BP01-C04");
    harness.get_by_label("Maybe Fluttershy").click();
    harness.run();
    assert_eq!(deck(&harness).copies_in(Section::Maybe, &id("BP01-C04")), 1);
    harness
        .get_by_label("Move one Fluttershy from Maybe into the deck")
        .click();
    harness.run();
    let now = deck(&harness);
    assert_eq!(now.copies_in(Section::Maybe, &id("BP01-C04")), 0);
    assert_eq!(now.copies_in(Section::Main, &id("BP01-C04")), 1);
    // Click the row: the detail pane shows the card with its counts and buttons.
    harness
        .get_by_label_contains("Fluttershy  (BP01-C04")
        .click();
    harness.run();
    harness.get_by_label("1 in Main Deck");
    harness.get_by_label("One more in Main Deck").click();
    harness.run();
    assert_eq!(deck(&harness).copies_in(Section::Main, &id("BP01-C04")), 2);
    harness.get_by_label("One more in Maybe").click();
    harness.run();
    assert_eq!(deck(&harness).copies_in(Section::Maybe, &id("BP01-C04")), 1);
}

at_both_sizes!(
    versions_show_their_time_and_one_can_be_restored_and_diffed,
    versions_restore_and_diff_at_a_large_size,
    versions_at
);

fn versions_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = decks_at(app_with_db(&dir.path().join("user.db")), size);
    new_deck(&mut harness, "Versioned");
    type_into(&mut harness, "Find card", "id:BP01-C04");
    harness.get_by_label("Add Fluttershy").click();
    harness.run();
    harness.get_by_label("Save version").click();
    harness.run();
    let v_one = deck(&harness);
    harness.get_by_label("Add Fluttershy").click();
    harness.run();
    harness.get_by_label("Add Fluttershy").click();
    harness.run();
    harness.get_by_label("Save version").click();
    harness.run();
    let history = harness.state().decks().open_deck().unwrap().history.clone();
    let first_edit = history
        .iter()
        .rev()
        .find(|v| v.note == "saved")
        .expect("the first saved version")
        .version;
    // The history sits low in the side panel: scroll to it, as a user would.
    harness.get_by_label("Version history").scroll_to_me();
    harness.run();
    harness.get_by_label("Version history").click();
    harness.run();
    let diffs = harness.get_all_by_label_contains("Diff v").count();
    let times = harness.get_all_by_label_contains("UTC").count();
    assert!(times >= 2, "{times} times for {diffs} Diff buttons");
    harness
        .get_by_label(&format!("Diff v{first_edit}"))
        .scroll_to_me();
    harness.run();
    harness.get_by_label(&format!("Diff v{first_edit}")).click();
    harness.run();
    harness.get_by_label(&format!("Changes since v{first_edit}"));
    harness
        .get_by_label(&format!("Restore v{first_edit}"))
        .scroll_to_me();
    harness.run();
    harness
        .get_by_label(&format!("Restore v{first_edit}"))
        .click();
    harness.run();
    assert_eq!(deck(&harness).main, v_one.main);
    let history = &harness.state().decks().open_deck().unwrap().history;
    assert_eq!(history[0].note, format!("restored v{first_edit}"));
}

at_both_sizes!(
    the_last_open_deck_is_open_again_in_a_new_window,
    the_last_open_deck_is_open_again_in_a_new_window_at_a_large_size,
    the_last_open_deck_is_open_again_in_a_new_window_at
);

fn the_last_open_deck_is_open_again_in_a_new_window_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("user.db");
    {
        let mut harness = decks_at(app_with_db(&db), size);
        harness.get_by_label("Copy a starter deck").click();
        harness.run();
        harness.get_by_label("SD01B Fluttershy Starter").click();
        harness.run();
    }
    let again = app_with_db(&db);
    assert_eq!(
        again.decks().open_deck().map(|o| o.name.as_str()),
        Some("SD01B Fluttershy Starter")
    );
}

at_both_sizes!(
    a_typed_path_imports_and_exports_where_no_file_dialog_opens,
    a_typed_path_imports_and_exports_where_no_file_dialog_opens_at_a_large_size,
    a_typed_path_imports_and_exports_where_no_file_dialog_opens_at
);

fn a_typed_path_imports_and_exports_where_no_file_dialog_opens_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = decks_at(app_with_db(&dir.path().join("user.db")), size);
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/decks/dreamtcg_site/sd01c.txt");
    harness.get_by_label("Import a deck").click();
    harness.run();
    type_into(&mut harness, "File path", file.to_str().unwrap());
    harness.get_by_label("Import path").click();
    harness.run();
    assert_eq!(
        harness.state().decks().open_deck().map(|o| o.name.as_str()),
        Some("SD01C Pinkie Pie Starter")
    );
    let out = dir.path().join("out.txt");
    harness
        .state_mut()
        .apply(AppCommand::Deck(DeckCommand::ExportPath(
            out.clone(),
            ponydeck::deck::DeckFormat::DreamTcgText,
        )));
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        text.starts_with("=== SD01C Pinkie Pie Starter ==="),
        "{text}"
    );
    // A path that cannot be written says so once, with what to do, and writes nothing.
    let bad = dir.path().join("no such folder").join("out.txt");
    harness
        .state_mut()
        .apply(AppCommand::Deck(DeckCommand::ExportPath(
            bad.clone(),
            ponydeck::deck::DeckFormat::DreamTcgText,
        )));
    let said: Vec<String> = harness
        .state()
        .notices()
        .shown()
        .iter()
        .map(|n| n.text.clone())
        .collect();
    let failed: Vec<&String> = said
        .iter()
        .filter(|t| t.starts_with("Could not write"))
        .collect();
    assert_eq!(failed.len(), 1, "{said:?}");
    assert!(
        failed[0].ends_with("Choose another place."),
        "{}",
        failed[0]
    );
    // The latest word about a file written replaces the one before (issue 41 item 28).
    assert!(
        !said
            .iter()
            .any(|t| t.starts_with("Exported 'SD01C Pinkie Pie Starter' to")),
        "{said:?}"
    );
    assert!(!bad.exists());
}

at_both_sizes!(
    a_deck_saves_as_a_png_of_its_drawn_faces_and_counts,
    a_deck_saves_as_a_png_of_its_drawn_faces_and_counts_at_a_large_size,
    a_deck_saves_as_a_png_of_its_drawn_faces_and_counts_at
);

fn a_deck_saves_as_a_png_of_its_drawn_faces_and_counts_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = with_sd01a_open(&dir, size);
    let out = dir.path().join("deck.png");
    harness
        .state_mut()
        .apply(AppCommand::Deck(DeckCommand::ExportImagePath(out.clone())));
    harness.run();
    std::fs::copy(
        &out,
        std::env::temp_dir().join("ponydeck-deck-image-test.png"),
    )
    .ok();
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let image = image::load_from_memory(&bytes).unwrap().to_rgba8();
    // 8 columns of tiles; MC, Story (4), Main (15 lines: 2 rows), Scene: 5 rows of tiles.
    assert_eq!(image.width(), 24 * 2 + 8 * 150 + 7 * 10);
    assert!(image.height() > 5 * 210);
    // Not blank: the Twilight Sparkle purple of the Main Character frame is there.
    assert!(image.pixels().any(|p| p.0 == [128, 84, 168, 255]));
    harness.get_by_label_contains("Saved 'SD01A Twilight Sparkle Starter' as an image");
}

at_both_sizes!(
    the_export_menus_path_box_takes_a_click_and_typing_and_saves_there,
    the_export_menus_path_box_takes_a_click_and_typing_and_saves_there_at_a_large_size,
    the_export_menus_path_box_takes_a_click_and_typing_and_saves_there_at
);

/// Where no file dialog opens, the notice sends the player to the path box of the Export…
/// menu: clicking into it must not close the menu, and its Save button writes the file and
/// closes it.
fn the_export_menus_path_box_takes_a_click_and_typing_and_saves_there_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = with_sd01a_open(&dir, size);
    harness.get_by_label("Export…").click();
    harness.run();
    harness.get_by_label("Or save to path").click();
    harness.run();
    let out = dir.path().join("sd01a.txt");
    harness
        .get_by_label("Or save to path")
        .type_text(out.to_str().unwrap());
    harness.run();
    harness.get_by_label("Save dreamtcg").click();
    harness.run();
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        text.starts_with("=== SD01A Twilight Sparkle Starter ==="),
        "{text}"
    );
    assert!(
        harness.query_by_label("Save dreamtcg").is_none(),
        "the menu closes once the deck is saved"
    );
}

/// Checks one text's lines on a tile: each fits its box and is whole words of the text in
/// order, and a line that leaves words out (or cuts one too long for any line) ends with "…".
fn assert_lines_fit_and_end_at_words(
    what: &str,
    text: &str,
    lines: &[ponydeck::ui::deck_image::TextLine],
) {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut next = 0;
    for (n, line) in lines.iter().enumerate() {
        assert!(
            line.width <= line.bounds.w + 0.01,
            "{what}: line {n} {:?} is {} px wide, its box {} px (clipped mid-word)",
            line.text,
            line.width,
            line.bounds.w
        );
        let shortened = line.text.strip_suffix('…');
        let body = shortened.unwrap_or(&line.text).trim_end();
        let line_words: Vec<&str> = body.split_whitespace().collect();
        for (i, word) in line_words.iter().enumerate() {
            let Some(&expected) = words.get(next) else {
                panic!(
                    "{what}: line {n} {:?} has more words than the text",
                    line.text
                );
            };
            let last_cut = shortened.is_some() && i + 1 == line_words.len();
            assert!(
                *word == expected || (last_cut && expected.starts_with(word)),
                "{what}: line {n} {:?} does not end at a word of {text:?}",
                line.text
            );
            next += 1;
        }
        if shortened.is_some() {
            return;
        }
    }
    assert_eq!(
        next,
        words.len(),
        "{what}: {:?} loses words of {text:?} with no \"…\"",
        lines.iter().map(|l| &l.text).collect::<Vec<_>>()
    );
}

/// Checks every tile of a deck's image layout (see the two tests below); returns how many.
fn assert_tiles_readable(
    code: &str,
    deck: &ponydeck::deck::Deck,
    index: &ponydeck::card::CardIndex,
) -> usize {
    let layout = ponydeck::ui::deck_image::deck_layout(deck, index).unwrap();
    let mut tiles = 0;
    for tile in layout.sections.iter().flat_map(|(_, _, tiles)| tiles) {
        tiles += 1;
        let id = &tile.card_id;
        let what = format!("{code} {}", id.text);
        assert_lines_fit_and_end_at_words(&format!("{what} name"), &tile.name_text, &tile.name);
        if let Some(stage) = &tile.subtitle_text {
            assert_lines_fit_and_end_at_words(&format!("{what} stage"), stage, &tile.subtitle);
            assert!(
                tile.subtitle.iter().all(|l| !l.text.ends_with('…')),
                "{what}: the stage name {stage:?} is shown whole: {:?}",
                tile.subtitle
            );
        }
        if let Some(ability) = &tile.ability_text {
            assert_lines_fit_and_end_at_words(&format!("{what} ability"), ability, &tile.ability);
        }
        assert!(id.width <= id.bounds.w, "{what}: the ID is clipped");
        let drawn_id = ponydeck::ui::deck_image::PixelRect {
            w: id.width,
            ..id.bounds
        };
        assert!(
            !tile.badge.intersects(&drawn_id),
            "{what}: the ×N badge {:?} covers the ID at {drawn_id:?}",
            tile.badge
        );
        assert!(
            tile.count.width <= tile.badge.w,
            "{what}: the count overflows its badge"
        );
        for rect in [drawn_id, tile.badge] {
            assert!(
                tile.tile.x <= rect.x
                    && rect.x + rect.w <= tile.tile.x + tile.tile.w
                    && tile.tile.y <= rect.y
                    && rect.y + rect.h <= tile.tile.y + tile.tile.h,
                "{what}: {rect:?} leaves the tile {:?}",
                tile.tile
            );
        }
    }
    tiles
}

#[test]
fn every_starter_exported_as_a_png_keeps_its_texts_to_whole_words_and_its_ids_clear_of_the_badge() {
    let index = common::index();
    let mut tiles = 0;
    for starter in ponydeck::deck::starters() {
        tiles += assert_tiles_readable(&starter.code, &starter.deck, &index);
    }
    assert!(tiles > 6 * 10, "every starter was laid out ({tiles} tiles)");
}

#[test]
fn every_printing_on_a_png_tile_keeps_its_texts_to_whole_words_and_its_id_clear_of_a_x12_badge() {
    let index = common::index();
    let mut deck = ponydeck::deck::Deck::new(Game::Kayou);
    for card in index.cards() {
        deck.add_to(Section::Main, &card.id, 12);
    }
    let tiles = assert_tiles_readable("catalog", &deck, &index);
    assert_eq!(tiles, index.len());
}

/// Issue 43: the PNG export draws any game's deck with the one card face: every Lorcana and
/// Palworld printing on a tile keeps its name, version and text to whole words, its ID clear of
/// the badge, and a Palworld deck's Soul deck is a section of the image.
#[test]
fn every_lorcana_and_palworld_printing_on_a_png_tile_keeps_its_texts_whole_and_its_id_clear() {
    let catalog = ponydeck::catalog::Catalog::open(&common::catalog_path()).unwrap();
    for game in [Game::Lorcana, Game::Palworld] {
        let index = catalog.game_index(game).unwrap();
        let mut deck = ponydeck::deck::Deck::new(game);
        for card in index.cards() {
            let section = ponydeck::format::Format::default_for(game).section_for(&card.card_type);
            deck.add_to(section, &card.id, 4);
        }
        let tiles = assert_tiles_readable(game.code(), &deck, index);
        assert_eq!(tiles, index.len());
        let layout = ponydeck::ui::deck_image::deck_layout(&deck, index).unwrap();
        let named = layout
            .sections
            .iter()
            .flat_map(|(_, _, tiles)| tiles)
            .filter(|t| t.name_text == "Elsa" || t.name_text == "Jormuntide Ignis")
            .count();
        assert!(named > 0, "{game}: tiles carry the face's name");
        if game == Game::Palworld {
            assert!(layout.sections.iter().any(|(s, _, _)| *s == Section::Soul));
        }
        assert!(
            !ponydeck::ui::deck_image::deck_png(&deck, index)
                .unwrap()
                .is_empty()
        );
    }
}
