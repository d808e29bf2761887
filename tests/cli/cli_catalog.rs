//! The `ponydeck catalog` commands as a script sees them: output, JSON fields and exit codes of
//! `shared/design/CLI.md`.

use crate::common;

use std::process::Command;

use common::cli::{Run, run_command, run_in_repo};

fn ponydeck(args: &[&str]) -> Run {
    run_in_repo(args, None)
}

#[test]
fn stats_json_counts_every_printing_and_those_with_stats() {
    let value = ponydeck(&["catalog", "stats", "--json"]).ok_json();
    assert_eq!(value["cards"], 781);
    assert_eq!(value["with_stats"], 781);
    assert_eq!(value["by_type"]["Character"], 411);
    assert_eq!(value["by_set"]["BP01"], 173);
    // Issue 9: the data quality per set.
    for set in ["SD01", "BP01", "BP02", "BP03", "PR"] {
        let q = &value["sets"][set];
        assert_eq!(q["printings"], q["with_stats"], "{set}");
        assert_eq!(q["with_english_text"], q["with_official_text"], "{set}");
    }
    assert_eq!(value["sets"]["BP03"]["english_ponydeck"], 161);
    assert_eq!(value["sets"]["BP02"]["disputed"], 3);
}

#[test]
fn show_prints_the_official_japanese_text_beside_the_english() {
    let out = ponydeck(&["catalog", "show", "BP02-C27"]);
    out.assert_ok();
    out.assert_says("top 3 cards");
    out.assert_says("corrected from the official Japanese text");
    out.assert_says("Official Japanese text:");
    let value = ponydeck(&["catalog", "show", "BP02-C27", "--json"]).ok_json();
    assert_eq!(value["text_origin"], "corrected");
    assert!(value["text_ja"].as_str().unwrap().contains("3枚"));
}

#[test]
fn search_json_lists_cards_with_the_contract_fields_in_catalog_order() {
    let value = ponydeck(&["catalog", "search", "k:crocodile", "--json"]).ok_json();
    let cards = value.as_array().unwrap();
    assert_eq!(cards.len(), 5);
    for field in ["id", "name", "type", "cost", "inspiration"] {
        assert!(cards[0].get(field).is_some(), "missing {field}");
    }
    assert_eq!(cards[0]["id"], "BP01-SR09");
    assert_eq!(cards[0]["type"], "Character");
    assert_eq!(cards[0]["cost"], 4);
    assert_eq!(cards[0]["inspiration"], 5);
}

#[test]
fn search_takes_the_query_as_several_arguments() {
    let out = ponydeck(&["catalog", "search", "t:character", "k:unicorn", "c<=2"]);
    out.assert_ok();
    out.assert_says("BP01-C01");
}

#[test]
fn a_malformed_query_exits_2_and_points_at_the_term() {
    let out = ponydeck(&["catalog", "search", "twilight t:creature"]);
    out.assert_fails(2, &["'t:creature'", "^^^^^^^^^^"]);
    assert!(out.stdout.is_empty());
}

#[test]
fn show_prints_a_card_with_its_data_notes_and_mendings() {
    let out = ponydeck(&["catalog", "show", "bp02-spr08"]);
    out.assert_ok();
    out.assert_says("Harvest Corn");
    out.assert_says("Also known as: Corn Harvest");
    out.assert_says("Data note:");
    let value = ponydeck(&["catalog", "show", "*bp01-cr01", "--json"]).ok_json();
    assert_eq!(value["id"], "※BP01-CR01");
    assert_eq!(value["number"], "BP01-CR01");
    assert_eq!(
        value["printings"],
        serde_json::json!(["BP01-CR01", "※BP01-CR01"])
    );
}

#[test]
fn show_of_an_unknown_card_exits_2_and_suggests_close_ids() {
    ponydeck(&["catalog", "show", "BP01-C99"])
        .assert_fails(2, &["no card BP01-C99", "did you mean"]);
}

#[test]
fn a_missing_catalog_exits_2_with_what_to_do() {
    ponydeck(&["--catalog", "/nonexistent/cards.db", "catalog", "stats"])
        .assert_fails(2, &["ponydeck catalog build"]);
}

#[test]
fn a_corrupt_catalog_exits_2_and_never_panics() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cards.db");
    std::fs::write(&path, vec![0xAB; 8192]).unwrap();
    let out = ponydeck(&[
        "--catalog",
        path.to_str().unwrap(),
        "catalog",
        "search",
        "twilight",
    ]);
    out.assert_fails(2, &["damaged"]);
    assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
}

#[test]
fn build_writes_a_catalog_that_the_other_commands_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fresh.db");
    let out = ponydeck(&["--catalog", path.to_str().unwrap(), "catalog", "build"]);
    out.assert_ok();
    out.assert_says("781 printings");
    let stats = ponydeck(&[
        "--catalog",
        path.to_str().unwrap(),
        "catalog",
        "stats",
        "--json",
    ]);
    assert_eq!(stats.ok_json()["cards"], 781);
}

#[test]
fn no_arguments_without_a_display_says_so_instead_of_crashing() {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ponydeck"));
    command
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY");
    let out = run_command(command, &[], None);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(
        out.stderr.contains("display") || out.stderr.contains("window"),
        "{}",
        out.stderr
    );
}

#[test]
fn show_prints_what_the_engine_does_under_the_text() {
    // Issue 10: each compiled ability, rendered back as a plain sentence.
    let out = ponydeck(&["catalog", "show", "BP01-C01"]);
    out.assert_ok();
    out.assert_says("What the engine does:");
    out.assert_says("When this Character leaves for the Retirement Area: draw 1 card.");
}

#[test]
fn show_json_carries_the_automation_and_the_rendered_effects() {
    let value = ponydeck(&["catalog", "show", "BP01-C01", "--json"]).ok_json();
    assert_eq!(value["automation"], "automated");
    assert_eq!(
        value["effects"][0],
        "When this Character leaves for the Retirement Area: draw 1 card."
    );
    // The last text to get a template (BP03-SPR18 Stunt Show): automated, no reason left.
    let stunt = ponydeck(&["catalog", "show", "BP03-SPR18", "--json"]).ok_json();
    assert_eq!(stunt["automation"], "automated");
    assert!(stunt["manual_reason"].is_null(), "{stunt}");
    assert!(
        stunt["effects"][0]
            .as_str()
            .is_some_and(|e| e.contains("while it has moved or switched")),
        "{stunt}"
    );
}

#[test]
fn coverage_names_each_manual_printing_with_its_reason() {
    let out = ponydeck(&["catalog", "coverage"]);
    out.assert_ok();
    out.assert_says("compile into typed effects");
    out.assert_says("the engine carries out");
    out.assert_says("BP03: ");
}
