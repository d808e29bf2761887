//! The `ponydeck catalog` commands as a script sees them: output, JSON fields and exit codes of
//! `shared/design/CLI.md`.

use std::path::PathBuf;
use std::process::{Command, Output};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn ponydeck(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ponydeck"))
        .current_dir(repo())
        .args(args)
        .output()
        .expect("ponydeck runs")
}

fn json(output: &Output) -> serde_json::Value {
    serde_json::from_slice(&output.stdout).expect("stdout is JSON")
}

#[test]
fn stats_json_counts_every_printing_and_those_with_stats() {
    let out = ponydeck(&["catalog", "stats", "--json"]);
    assert!(out.status.success());
    let value = json(&out);
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
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("top 3 cards"), "{text}");
    assert!(
        text.contains("corrected from the official Japanese text"),
        "{text}"
    );
    assert!(text.contains("Official Japanese text:"), "{text}");
    let out = ponydeck(&["catalog", "show", "BP02-C27", "--json"]);
    let value = json(&out);
    assert_eq!(value["text_origin"], "corrected");
    assert!(value["text_ja"].as_str().unwrap().contains("3枚"));
}

#[test]
fn search_json_lists_cards_with_the_contract_fields_in_catalog_order() {
    let out = ponydeck(&["catalog", "search", "k:crocodile", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let value = json(&out);
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
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("BP01-C01"), "{text}");
}

#[test]
fn a_malformed_query_exits_2_and_points_at_the_term() {
    let out = ponydeck(&["catalog", "search", "twilight t:creature"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("'t:creature'"), "{err}");
    assert!(err.contains("^^^^^^^^^^"), "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn show_prints_a_card_with_its_data_notes_and_mendings() {
    let out = ponydeck(&["catalog", "show", "bp02-spr08"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Harvest Corn"), "{text}");
    assert!(text.contains("Also known as: Corn Harvest"), "{text}");
    assert!(text.contains("Data note:"), "{text}");
    let out = ponydeck(&["catalog", "show", "*bp01-cr01", "--json"]);
    let value = json(&out);
    assert_eq!(value["id"], "※BP01-CR01");
    assert_eq!(value["number"], "BP01-CR01");
    assert_eq!(
        value["printings"],
        serde_json::json!(["BP01-CR01", "※BP01-CR01"])
    );
}

#[test]
fn show_of_an_unknown_card_exits_2_and_suggests_close_ids() {
    let out = ponydeck(&["catalog", "show", "BP01-C99"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("no card BP01-C99"), "{err}");
    assert!(err.contains("did you mean"), "{err}");
}

#[test]
fn a_missing_catalog_exits_2_with_what_to_do() {
    let out = ponydeck(&["--catalog", "/nonexistent/cards.db", "catalog", "stats"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("ponydeck catalog build"), "{err}");
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
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("damaged"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn build_writes_a_catalog_that_the_other_commands_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fresh.db");
    let out = ponydeck(&["--catalog", path.to_str().unwrap(), "catalog", "build"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        String::from_utf8(out.stdout)
            .unwrap()
            .contains("781 printings")
    );
    let out = ponydeck(&[
        "--catalog",
        path.to_str().unwrap(),
        "catalog",
        "stats",
        "--json",
    ]);
    assert_eq!(json(&out)["cards"], 781);
}

#[test]
fn no_arguments_without_a_display_says_so_instead_of_crashing() {
    let out = Command::new(env!("CARGO_BIN_EXE_ponydeck"))
        .current_dir(repo())
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("display") || err.contains("window"), "{err}");
}

#[test]
fn show_prints_what_the_engine_does_under_the_text() {
    // Issue 10: each compiled ability, rendered back as a plain sentence.
    let out = ponydeck(&["catalog", "show", "BP01-C01"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("What the engine does:"), "{text}");
    assert!(
        text.contains("When this Character leaves for the Retirement Area: draw 1 card."),
        "{text}"
    );
}

#[test]
fn show_json_carries_the_automation_and_the_rendered_effects() {
    let value = json(&ponydeck(&["catalog", "show", "BP01-C01", "--json"]));
    assert_eq!(value["automation"], "automated");
    assert_eq!(
        value["effects"][0],
        "When this Character leaves for the Retirement Area: draw 1 card."
    );
    // The last text to get a template (BP03-SPR18 Stunt Show): automated, no reason left.
    let stunt = json(&ponydeck(&["catalog", "show", "BP03-SPR18", "--json"]));
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
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("compile into typed effects"), "{text}");
    assert!(text.contains("the engine carries out"), "{text}");
    assert!(text.contains("BP03: "), "{text}");
}
