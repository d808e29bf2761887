//! Every screen fits from 1024×700 (the smallest window we support) to a large one: the deck
//! list, the validation panel, the catalog grid, the collection list, all three Adventure slots
//! and the hand stay on screen with room to read, driven through the accessibility tree.
#![cfg(feature = "gui")]

use crate::common;

use std::path::Path;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use ponydeck::card::CardId;
use ponydeck::ui::panels::collection::CollectionCommand;
use ponydeck::ui::{AppCommand, PonydeckApp};

use common::ui::{app_with_db, copy_starter, harness_at};

const SMALL: [f32; 2] = [1024.0, 700.0];
const LARGE: [f32; 2] = [2560.0, 1440.0];

fn harness(db_path: &Path, size: [f32; 2]) -> Harness<'static, PonydeckApp> {
    harness_at(app_with_db(db_path), size)
}

/// The widget is wholly inside the window and at least `min_width` wide.
fn assert_on_screen(rect: egui::Rect, size: [f32; 2], min_width: f32, what: &str) {
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
    assert!(
        screen.expand(0.5).contains_rect(rect),
        "{what} at {rect:?} is off the {size:?} window"
    );
    assert!(
        rect.width() >= min_width,
        "{what} is squeezed to {:.0} px (at least {min_width} wanted) at {size:?}",
        rect.width()
    );
}

fn open_starter(harness: &mut Harness<'static, PonydeckApp>) {
    copy_starter(harness);
    harness.run();
}

fn the_deck_list_and_the_validation_panel_are_visible_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(&dir.path().join("user.db"), size);
    open_starter(&mut harness);
    let row = harness.get_by_label_contains("Spike  (SD01A-C04");
    assert_on_screen(row.rect(), size, 150.0, "a deck row");
    let validation = harness.get_by_label("Validation");
    assert_on_screen(validation.rect(), size, 40.0, "the validation heading");
    let legal = harness.get_by_label_contains("Legal deck");
    assert_on_screen(legal.rect(), size, 40.0, "the verdict");
    let pasted = harness.get_by_label("Import a deck");
    assert_on_screen(pasted.rect(), size, 40.0, "the import section");
}

#[test]
fn the_deck_list_and_the_validation_panel_are_visible_at_1024_by_700() {
    the_deck_list_and_the_validation_panel_are_visible_at(SMALL);
}

#[test]
fn the_deck_list_and_the_validation_panel_are_visible_at_a_large_size() {
    the_deck_list_and_the_validation_panel_are_visible_at(LARGE);
}

fn the_table_shows_three_slots_and_the_hand_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(&dir.path().join("user.db"), size);
    open_starter(&mut harness);
    harness.get_by_label("Goldfish it").click();
    harness.run();
    for slot in 1..=3 {
        let name = format!("Adventure slot {slot}");
        let label = harness.get_by_label(&name);
        assert_on_screen(label.rect(), size, 40.0, &name);
    }
    assert_on_screen(
        harness.get_by_label("Hand (5)").rect(),
        size,
        40.0,
        "the hand heading",
    );
    let view = harness.state().goldfish().view().cloned().expect("a game");
    for card_id in view.you.hand.iter().map(|c| &c.card) {
        let card = CardId::parse(card_id).unwrap();
        let name = format!(
            "{} ({card_id})",
            harness
                .state()
                .index()
                .kayou_card(&card)
                .unwrap()
                .name
                .clone()
        );
        let shown = harness.get_all_by_label(&name).any(|node| {
            let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
            screen.expand(0.5).contains_rect(node.rect()) && node.rect().width() >= 80.0
        });
        let rects: Vec<egui::Rect> = harness.get_all_by_label(&name).map(|n| n.rect()).collect();
        assert!(
            shown,
            "the hand card {name} is off screen at {size:?}: {rects:?}, hand heading at {:?}",
            harness.get_by_label("Hand (5)").rect()
        );
    }
    for fixed in ["Keep hand", "Mulligan", "End turn", "Done"] {
        assert_on_screen(harness.get_by_label(fixed).rect(), size, 60.0, fixed);
    }
}

#[test]
fn the_table_shows_three_slots_and_the_hand_at_1024_by_700() {
    the_table_shows_three_slots_and_the_hand_at(SMALL);
}

#[test]
fn the_table_shows_three_slots_and_the_hand_at_a_large_size() {
    the_table_shows_three_slots_and_the_hand_at(LARGE);
}

fn the_catalog_grid_fills_the_width_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(&dir.path().join("user.db"), size);
    harness.run();
    harness.run();
    // The first row of tiles: BP01-C01.. in set order; the gap right of the last tile is less
    // than one tile wide.
    let tiles: Vec<egui::Rect> = harness
        .get_all_by_role(egui::accesskit::Role::Button)
        .map(|n| n.rect())
        .filter(|r| r.width() >= 140.0 && r.height() > r.width())
        .collect();
    assert!(!tiles.is_empty(), "no card tiles at {size:?}");
    let top = tiles.iter().map(|r| r.top()).fold(f32::INFINITY, f32::min);
    let row: Vec<&egui::Rect> = tiles
        .iter()
        .filter(|r| (r.top() - top).abs() < 1.0)
        .collect();
    let left = row.iter().map(|r| r.left()).fold(f32::INFINITY, f32::min);
    let right = row.iter().map(|r| r.right()).fold(0.0, f32::max);
    let preview = harness
        .get_by_label_contains("Hover or select a card")
        .rect();
    let gap = preview.left() - right;
    assert!(
        gap < row[0].width() * 0.5,
        "{} tiles from {left:.0} to {right:.0}, then {gap:.0} px empty before the preview at {size:?}",
        row.len()
    );
}

#[test]
fn the_catalog_grid_fills_the_width_at_1024_by_700() {
    the_catalog_grid_fills_the_width_at(SMALL);
}

#[test]
fn the_catalog_grid_fills_the_width_at_a_large_size() {
    the_catalog_grid_fills_the_width_at(LARGE);
}

fn the_collection_list_keeps_room_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(&dir.path().join("user.db"), size);
    harness.run();
    harness.get_by_label("Collection").click();
    harness.run();
    harness.run();
    let heading = harness.get_by_label("My collection");
    assert_on_screen(heading.rect(), size, 40.0, "the collection heading");
    let plus = harness.get_by_label("Add one owned BP01-C01");
    assert_on_screen(plus.rect(), size, 5.0, "the first row's + button");
    let by_set = harness.get_by_label("By set").rect();
    let deck_side = harness.get_by_label("By rarity").rect();
    assert!(
        deck_side.right() - by_set.left() > 60.0,
        "the list's controls are squeezed at {size:?}"
    );
    // A row names its card in full before the deck column starts, with a copy wanted and one
    // for trade in their columns: the printing ID already carries the rarity (BP01-SR03, PR01,
    // TK-01-A), so no rarity column takes the room.
    let card_id = CardId::parse("BP01-C01").expect("a valid card ID");
    harness
        .state_mut()
        .send(AppCommand::Collection(CollectionCommand::SetWanted {
            card_id: card_id.clone(),
            copies: 2,
        }));
    harness
        .state_mut()
        .send(AppCommand::Collection(CollectionCommand::SetForTrade {
            card_id,
            copies: 1,
        }));
    harness.run();
    harness.get_by_label("★2");
    harness.get_by_label("↔1");
    let row = harness.get_by_label_contains("BP01-C01 ");
    assert!(
        row.accesskit_node()
            .value()
            .is_some_and(|l| l.ends_with("Twilight Sparkle")),
        "the first row reads {:?}",
        row.accesskit_node().value()
    );
    // All three completion columns show beside the list, the shining one too (102.1.1).
    let list_left = harness.get_by_label("Find").rect().left();
    for column in ["Numbers", "No ※", "With ※"] {
        let header = harness.get_by_label(column).rect();
        assert!(
            header.right() <= list_left,
            "the completion column '{column}' ends at x = {:.0}, past the list at x = {list_left:.0} ({size:?})",
            header.right()
        );
    }
    // BP01's "With ※" bar, the widest column's cell, ends before the list too.
    let shining_bar = harness.get_by_label("0/173").rect();
    assert!(
        shining_bar.right() <= list_left,
        "BP01's shining bar ends at x = {:.0}, past the list at x = {list_left:.0} ({size:?})",
        shining_bar.right()
    );
    // The list is cut off where the deck panel's margin and the list's scroll bar begin.
    let deck_column = harness.get_by_label("What a deck needs").rect();
    assert!(
        row.rect().right() <= deck_column.left() - 20.0,
        "the first row ends at x = {:.0}, under the deck column at x = {:.0} ({size:?}): its name is cut off",
        row.rect().right(),
        deck_column.left()
    );
}

#[test]
fn the_collection_list_keeps_room_at_1024_by_700() {
    the_collection_list_keeps_room_at(SMALL);
}

#[test]
fn the_collection_list_keeps_room_at_a_large_size() {
    the_collection_list_keeps_room_at(LARGE);
}

#[test]
fn panels_sized_in_a_large_window_leave_the_deck_list_room_when_it_shrinks() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(&dir.path().join("user.db"), LARGE);
    open_starter(&mut harness);
    harness.set_size(SMALL.into());
    harness.run();
    harness.run();
    let row = harness.get_by_label_contains("Spike  (SD01A-C04");
    assert_on_screen(
        row.rect(),
        SMALL,
        100.0,
        "a deck row after shrinking the window",
    );
    assert_on_screen(
        harness.get_by_label_contains("Legal deck").rect(),
        SMALL,
        40.0,
        "the verdict after shrinking the window",
    );
}

/// A window opened at 1024×700 and then enlarged: the side panels keep their share of the
/// window rather than the narrow widths they opened with, so the deck list starts where it
/// starts in a window opened large (the library and the card picker before it take the same
/// part of the width).
#[test]
fn panels_sized_in_a_small_window_grow_with_it_when_it_is_enlarged() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Where a row of the open starter's deck list begins in a window opened at `size`.
    let opened_at = |size: [f32; 2], db: &str| {
        let mut harness = harness(&dir.path().join(db), size);
        open_starter(&mut harness);
        let start = harness
            .get_by_label_contains("Spike  (SD01A-C04")
            .rect()
            .min
            .x;
        (harness, start)
    };
    let (_, large_start) = opened_at(LARGE, "large.db");
    let (mut harness, small_start) = opened_at(SMALL, "small.db");
    harness.set_size(LARGE.into());
    harness.run();
    harness.run();
    let row = harness.get_by_label_contains("Spike  (SD01A-C04");
    assert_on_screen(
        row.rect(),
        LARGE,
        100.0,
        "a deck row after enlarging the window",
    );
    let enlarged_start = row.rect().min.x;
    assert!(
        enlarged_start > 1.5 * small_start,
        "the panels before the deck list grew: it starts at {enlarged_start:.0} px, at {small_start:.0} px in the small window"
    );
    assert!(
        (enlarged_start - large_start).abs() < 0.05 * large_start,
        "the deck list starts at {enlarged_start:.0} px, at {large_start:.0} px in a window opened large"
    );
}

/// The left edge of the deck screen's side panel (its "Validation" heading).
fn side_panel_left(harness: &Harness<'static, PonydeckApp>) -> f32 {
    harness.get_by_label("Validation").rect().min.x
}

fn the_deck_column_keeps_priority_and_story_stages_read_apart_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(&dir.path().join("user.db"), size);
    open_starter(&mut harness);
    let side = side_panel_left(&harness);
    // The deck column's own controls are whole and left of the side panel.
    for control in ["Copy list", "Save version", "Export…", "Goldfish it"] {
        let rect = harness.get_by_label(control).rect();
        assert_on_screen(rect, size, 30.0, control);
        assert!(
            rect.max.x <= side,
            "{control} ends at {} under the side panel at {side}",
            rect.max.x
        );
    }
    let column = harness.get_by_label_contains("Main Deck — ").rect();
    assert!(
        side - column.min.x >= 0.36 * size[0],
        "the deck column keeps priority: {:.0} px of {} at {size:?}",
        side - column.min.x,
        size[0]
    );
    // 102.1.3: four stages of one title; each row names its stage first.
    for stage in ["I", "II", "III", "IV"] {
        let label = format!("1× Stage {stage}: ");
        let rect = harness.get_by_label_contains(&label).rect();
        assert!(
            rect.max.x <= side + 0.5,
            "the row of stage {stage} ends under the side panel"
        );
    }
}

#[test]
fn the_deck_column_keeps_priority_and_story_stages_read_apart_at_1024_by_700() {
    the_deck_column_keeps_priority_and_story_stages_read_apart_at(SMALL);
}

#[test]
fn the_deck_column_keeps_priority_and_story_stages_read_apart_at_a_large_size() {
    the_deck_column_keeps_priority_and_story_stages_read_apart_at(LARGE);
}

fn nothing_moves_under_the_pointer_as_you_click_at(size: [f32; 2]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(&dir.path().join("user.db"), size);
    open_starter(&mut harness);
    // Once the first frames have laid the screen out.
    harness.run();
    harness.run();
    let before = harness.get_by_label("Copy list").rect();
    // Click and hover where a player would: the picker's cards, then the deck rows.
    for label in [
        "Fluttershy · cost",
        "Pinkie Pie · cost",
        "Spike  (SD01A-C04",
        "Twilight Sparkle  (SD01A-C02",
    ] {
        let first = |h: &Harness<'static, PonydeckApp>| {
            h.get_all_by_label_contains(label)
                .next()
                .expect("a deck row")
                .rect()
        };
        harness.hover_at(first(&harness).center());
        harness.run();
        let at = first(&harness).center();
        harness.drag_at(at);
        harness.drop_at(at);
        harness.run();
    }
    let after = harness.get_by_label("Copy list").rect();
    assert!(
        (after.min.x - before.min.x).abs() < 0.5,
        "'Copy list' moved from x = {} to {} at {size:?}",
        before.min.x,
        after.min.x
    );
}

#[test]
fn nothing_moves_under_the_pointer_as_you_click_at_1024_by_700() {
    nothing_moves_under_the_pointer_as_you_click_at(SMALL);
}

#[test]
fn nothing_moves_under_the_pointer_as_you_click_at_a_large_size() {
    nothing_moves_under_the_pointer_as_you_click_at(LARGE);
}

fn with_a_rival_seated_your_characters_and_scene_area_are_on_screen_at(size: [f32; 2]) {
    use ponydeck::engine::Action;
    use ponydeck::ui::controllers::goldfish::{Pace, RivalSource};
    use ponydeck::ui::panels::goldfish::GoldfishCommand;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut harness = harness(&dir.path().join("user.db"), size);
    open_starter(&mut harness);
    harness.get_by_label("Goldfish it").click();
    harness.run();
    let app = |c| AppCommand::Goldfish(c);
    harness
        .state_mut()
        .apply(app(GoldfishCommand::SetPace(Pace::Instant)));
    harness.state_mut().apply(AppCommand::SeatRival(
        RivalSource::Starter("SD01D".into()),
        ponydeck::sim::PlayerKind::Fast,
    ));
    harness.run();
    // A known shuffle: the clock's seed would make the hand vary.
    harness
        .state_mut()
        .apply(app(GoldfishCommand::NewGame(Some(11))));
    harness.run();
    harness
        .state_mut()
        .apply(app(GoldfishCommand::Apply(Action::Keep)));
    harness.run();
    harness.run();
    let play = harness
        .state()
        .goldfish()
        .legal()
        .iter()
        .find(|(a, l)| matches!(a, Action::PlayCharacter { .. }) && !l.contains("replacing"))
        .map(|(a, _)| *a)
        .expect("a Character to play");
    harness.state_mut().apply(app(GoldfishCommand::Apply(play)));
    harness.run();
    harness.run();
    let hand_top = harness.get_by_label_contains("Hand (").rect().min.y;
    let inspiration = harness
        .get_all_by_label_contains("Inspiration")
        .map(|n| n.rect())
        .filter(|r| r.min.y > harness.get_by_label("Adventure slot 1").rect().min.y)
        .min_by(|a, b| a.min.y.total_cmp(&b.min.y))
        .expect("your Character's Inspiration");
    assert!(
        inspiration.max.y <= hand_top,
        "your Character's Inspiration is at y = {} below the fold (the hand starts at {hand_top}) at {size:?}",
        inspiration.max.y
    );
    let scenes = harness.get_by_label("Scene Area").rect();
    assert!(
        scenes.max.y <= hand_top,
        "the Scene Area is at y = {} below the fold (the hand starts at {hand_top}) at {size:?}",
        scenes.max.y
    );
}

#[test]
fn with_a_rival_seated_your_characters_and_scene_area_are_on_screen_at_1024_by_700() {
    with_a_rival_seated_your_characters_and_scene_area_are_on_screen_at(SMALL);
}

#[test]
fn with_a_rival_seated_your_characters_and_scene_area_are_on_screen_at_a_large_size() {
    with_a_rival_seated_your_characters_and_scene_area_are_on_screen_at(LARGE);
}
