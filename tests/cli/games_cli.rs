//! The other games on the command line (`shared/design/CLI.md`, "Other games"): `--game` on
//! `deck validate`, `deck convert`, `catalog search`, `catalog stats` and `odds`, with the
//! contract's exit codes and violation codes. Odds are checked against closed forms.

use crate::common;

use common::cli::{Run, run_on_catalog, run_with_data};
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/games")
        .join(name)
}

fn run(args: &[&str]) -> Run {
    run_on_catalog(args, None)
}

fn choose(n: u64, k: u64) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_legal_lorcana_deck_exits_0_and_says_so_in_json() {
    let deck = fixture("lorcana_core_amber_steel.txt");
    let out = run(&[
        "deck",
        "validate",
        deck.to_str().unwrap(),
        "--game",
        "lorcana",
        "--json",
    ]);
    let v = out.ok_json();
    assert_eq!(v["legal"], true);
    assert_eq!(v["game"], "lorcana");
    assert_eq!(v["format"], "core");
    assert_eq!(v["counts"]["deck"], 60);
}

#[test]
fn an_illegal_deck_exits_1_with_the_codes_and_rule_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(fixture("lorcana_core_amber_steel.txt")).unwrap();
    let deck = write(
        dir.path(),
        "three_inks.txt",
        &format!("{text}1 Pocahontas & Meeko - Adventurous Friends\n1 Fortisphere\n"),
    );
    let out = run(&[
        "--game",
        "lorcana",
        "deck",
        "validate",
        deck.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(out.code, 1);
    let v = out.json();
    let codes: Vec<&str> = v["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes, ["ink-count", "banned"]);
    assert!(
        v["violations"][0]["rule"]
            .as_str()
            .unwrap()
            .contains("1.10.1.1")
    );
    // The same list is fine in Limited (1.10.1.2: any inks); Fortisphere is not banned there.
    let out = run(&[
        "--game",
        "lorcana",
        "deck",
        "validate",
        deck.to_str().unwrap(),
        "--format",
        "limited",
    ]);
    out.assert_ok();
}

#[test]
fn an_unknown_card_is_an_input_error_naming_the_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let deck = write(
        dir.path(),
        "typo.txt",
        "4 Elsa - Snow Queen\n4 Elsa - Snow Quean\n",
    );
    let out = run(&[
        "deck",
        "validate",
        deck.to_str().unwrap(),
        "--game",
        "lorcana",
    ]);
    out.assert_fails(2, &["typo.txt: line 2", "did you mean"]);
}

#[test]
fn a_palworld_deck_is_validated_with_its_soul_deck() {
    let deck = fixture("palworld_red.txt");
    let out = run(&[
        "deck",
        "validate",
        deck.to_str().unwrap(),
        "--game",
        "palworld",
        "--json",
    ]);
    let v = out.ok_json();
    assert_eq!(v["counts"]["main"], 50);
    assert_eq!(v["counts"]["soul"], 10);
}

#[test]
fn deck_convert_prints_the_list_deck_sites_read() {
    let dir = tempfile::tempdir().unwrap();
    let deck = write(dir.path(), "d.txt", "2 Flotsam, Ursula's Spy\n2x 4-039\n");
    let out = run(&[
        "deck",
        "convert",
        deck.to_str().unwrap(),
        "--game",
        "lorcana",
    ]);
    out.assert_ok();
    out.assert_says(" Flotsam - Ursula’s Spy\n");
}

#[test]
fn lorcana_odds_with_the_mulligan_match_the_closed_form_2_2_2() {
    // 4 Pongo - Determined Father in 60: the first 7 miss with C(56,7)/C(60,7); a hand without
    // Pongo goes to the bottom whole and 7 of the other 53 are drawn (which still hold all 4).
    let deck = fixture("lorcana_core_amber_steel.txt");
    let d = deck.to_str().unwrap();
    let miss1 = choose(56, 7) / choose(60, 7);
    let miss2 = choose(49, 7) / choose(53, 7);
    let out = run(&[
        "odds", d, "--game", "lorcana", "--need", "1:pongo", "--json",
    ]);
    let p = out.ok_json()["probability"].as_f64().unwrap();
    assert!((p - (1.0 - miss1)).abs() < 1e-6, "{p}");
    let out = run(&[
        "odds",
        d,
        "--game",
        "lorcana",
        "--need",
        "1:pongo",
        "--mulligan",
        "--json",
    ]);
    let p = out.ok_json()["probability"].as_f64().unwrap();
    assert!((p - (1.0 - miss1 * miss2)).abs() < 1e-6, "{p}");
    // Issue 43: one odds command; by turn the answer says what it looked at, as for Kayou.
    // Going first, turn 3: the 7 of the opening hand and one draw (3.2.3.1).
    let out = run(&[
        "odds",
        d,
        "--game",
        "lorcana",
        "--need",
        "1:pongo",
        "--by-turn",
        "3",
        "--json",
    ]);
    let v = out.ok_json();
    assert_eq!(
        (v["hand"].as_u64(), v["deck"].as_u64()),
        (Some(8), Some(60))
    );
    assert_eq!(v["needs"][0]["matching"], 4);
    let p = v["probability"].as_f64().unwrap();
    let miss = choose(56, 8) / choose(60, 8);
    assert!((p - (1.0 - miss)).abs() < 1e-6, "{p}");
}

#[test]
fn palworld_odds_with_the_redraw_are_two_independent_hands_6_2_1_7() {
    // 6 Lucky cards in 50, at least one in the opening 5.
    let deck = fixture("palworld_red.txt");
    let p1 = 1.0 - choose(44, 5) / choose(50, 5);
    let out = run(&[
        "odds",
        deck.to_str().unwrap(),
        "--game",
        "palworld",
        "--filter",
        "is:lucky",
        "--mulligan",
        "--json",
    ]);
    let p = out.ok_json()["probability"].as_f64().unwrap();
    assert!((p - (p1 + (1.0 - p1) * p1)).abs() < 1e-6, "{p}");
}

#[test]
fn catalog_search_reads_each_games_fields() {
    let out = run(&[
        "catalog",
        "search",
        "--game",
        "lorcana",
        "ink:amber",
        "ink:steel",
        "--json",
    ]);
    let v = out.ok_json();
    let cards = v.as_array().unwrap();
    assert!(!cards.is_empty());
    assert!(
        cards
            .iter()
            .all(|c| c["inks"].as_array().unwrap().len() == 2)
    );
    let out = run(&[
        "catalog",
        "search",
        "color:red",
        "is:lucky",
        "--game",
        "palworld",
        "--json",
    ]);
    let v = out.ok_json();
    assert!(
        v.as_array()
            .unwrap()
            .iter()
            .all(|c| c["lucky"] == true && c["colour"] == "red")
    );
    // Kayou stays the default.
    let out = run(&["catalog", "search", "twilight", "--json"]);
    let v = out.ok_json();
    assert_eq!(v[0]["id"], "BP01-C01", "Twilight Sparkle, a Kayou card");
}

#[test]
fn a_kayou_only_command_with_another_game_is_refused() {
    let deck = fixture("palworld_red.txt");
    let out = run(&[
        "--game",
        "palworld",
        "simulate",
        deck.to_str().unwrap(),
        "--games",
        "1",
    ]);
    out.assert_fails(2, &["simulate is for the Kayou game only"]);
}

#[test]
fn a_lorcana_deck_imports_into_the_library_lists_and_exports_in_the_site_form() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("user.db");
    let deck = fixture("lorcana_core_amber_steel.txt");
    let out = run_with_data(
        &db,
        &[
            "--game",
            "lorcana",
            "deck",
            "import",
            deck.to_str().unwrap(),
        ],
        None,
    );
    out.assert_ok();
    out.assert_says("legal in Core Constructed");
    // One library for every game: the Kayou list's record, under its game.
    let out = run_with_data(&db, &["--game", "lorcana", "deck", "list", "--json"], None);
    let list = out.ok_json();
    assert_eq!(list.as_array().map(Vec::len), Some(1));
    assert_eq!(list[0]["name"], "Amber Steel");
    assert_eq!(list[0]["game"], "lorcana");
    assert_eq!(list[0]["versions"], 1);
    // Not in the Kayou library.
    let out = run_with_data(&db, &["deck", "list", "--json"], None);
    assert_eq!(out.ok_json(), serde_json::json!([]));
    let out = run_with_data(
        &db,
        &["--game", "lorcana", "deck", "export", "Amber Steel"],
        None,
    );
    assert!(
        out.stdout
            .starts_with("Deck: Amber Steel\n4 The Queen - Conceited Ruler\n"),
        "{}",
        out.stdout
    );
}

#[test]
fn a_lorcana_deck_has_versions_a_diff_notes_and_a_show_like_a_kayou_deck() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("user.db");
    let lorcana = |args: &[&str]| {
        let mut all = vec!["--game", "lorcana"];
        all.extend_from_slice(args);
        run_with_data(&db, &all, None)
    };
    let first = fixture("lorcana_core_amber_steel.txt");
    lorcana(&["deck", "import", first.to_str().unwrap()]).assert_ok();
    // The same list with one card fewer, saved as version 2 of the deck.
    let text = std::fs::read_to_string(&first).unwrap();
    let edited = dir.path().join("edited.txt");
    std::fs::write(
        &edited,
        text.replacen(
            "4 The Queen - Conceited Ruler",
            "3 The Queen - Conceited Ruler",
            1,
        ),
    )
    .unwrap();
    let out = lorcana(&[
        "deck",
        "import",
        edited.to_str().unwrap(),
        "--name",
        "Amber Steel",
    ]);
    out.assert_ok();
    out.assert_says("as version 2");
    out.assert_says("not legal in Core Constructed, Disney Lorcana");

    let diff = lorcana(&["deck", "diff", "Amber Steel", "--json"]).ok_json();
    assert_eq!(diff["from"], "Amber Steel v1");
    assert_eq!(diff["to"], "Amber Steel v2");
    assert_eq!(diff["changes"][0]["section"], "main");
    assert_eq!(diff["changes"][0]["delta"], -1);
    let words = lorcana(&["deck", "diff", "Amber Steel@1", "Amber Steel@2"]);
    words.assert_says("Deck:");
    words.assert_says("-1");
    words.assert_says("The Queen - Conceited Ruler (4 -> 3)");

    lorcana(&["deck", "notes", "Amber Steel", "steel ramp"]).assert_ok();
    let show = lorcana(&["deck", "show", "Amber Steel", "--json"]).ok_json();
    assert_eq!(show["version"], 2);
    assert_eq!(show["deck"]["notes"], "steel ramp");
    assert_eq!(show["history"].as_array().map(Vec::len), Some(2));
    assert_eq!(show["validation"]["game"], "lorcana");
    assert_eq!(show["validation"]["counts"]["deck"], 59);
    assert_eq!(show["validation"]["legal"], false);
    let older = lorcana(&["deck", "export", "Amber Steel@1"]);
    assert!(
        older.stdout.contains("4 The Queen - Conceited Ruler"),
        "{}",
        older.stdout
    );
    lorcana(&["deck", "rename", "Amber Steel", "Steel"]).assert_ok();
    // The Kayou library does not find it, and the Lorcana one does under its new name.
    run_with_data(&db, &["deck", "show", "Steel"], None).assert_fails(2, &["Steel"]);
    let stats = lorcana(&["deck", "stats", "Steel", "--json"]).ok_json();
    assert_eq!(stats["main_cards"], 59);
    assert!(
        stats["inkable"].as_u64().is_some_and(|n| n <= 59),
        "Lorcana's spread: {stats}"
    );
    assert!(stats["ink_curves"].is_array());
    lorcana(&["deck", "delete", "Steel", "--yes"]).assert_ok();
    assert_eq!(
        lorcana(&["deck", "list", "--json"]).ok_json(),
        serde_json::json!([])
    );
}

#[test]
fn the_collection_of_another_game_is_kept_apart_and_shown_by_id() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("user.db");
    let out = run_with_data(
        &db,
        &[
            "--game",
            "palworld",
            "collection",
            "set",
            "ebp01-001ssp",
            "2",
        ],
        None,
    );
    out.assert_ok();
    let out = run_with_data(
        &db,
        &["--game", "palworld", "collection", "show", "--json"],
        None,
    );
    assert_eq!(
        out.ok_json(),
        serde_json::json!([{"id": "EBP01-001SSP", "owned": 2}])
    );
    let out = run_with_data(&db, &["collection", "show", "--json"], None);
    assert_eq!(out.ok_json(), serde_json::json!([]));
    let out = run_with_data(
        &db,
        &["--game", "palworld", "collection", "set", "EBP99-001", "1"],
        None,
    );
    out.assert_fails(2, &["no Palworld card EBP99-001"]);
}

#[test]
fn a_lorcana_collection_has_the_kayou_commands_want_trade_add_and_show() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("user.db");
    let lorcana = |args: &[&str]| {
        let mut all = vec!["--game", "lorcana", "collection"];
        all.extend_from_slice(args);
        run_with_data(&db, &all, None)
    };
    lorcana(&["set", "3-4a", "2"]).assert_says("3-004a Dalmatian Puppy - Tail Wagger: 2 owned.");
    lorcana(&["add", "3-004a", "1"]).assert_says(": 3 owned.");
    lorcana(&["want", "3-004a", "1"]).assert_says("3 owned, 1 wanted, 0 for trade");
    lorcana(&["trade", "3-004a", "2"]).assert_says("3 owned, 1 wanted, 2 for trade");
    lorcana(&["show"]).assert_says("3 3-004a Dalmatian Puppy - Tail Wagger (want 1) (trade 2)");
    assert_eq!(
        lorcana(&["show", "--json"]).ok_json(),
        serde_json::json!([{"id": "3-004a", "owned": 3}])
    );
    // The Kayou collection is apart.
    assert_eq!(
        run_with_data(&db, &["collection", "show", "--json"], None).ok_json(),
        serde_json::json!([])
    );
}

#[test]
fn a_lorcana_collection_exports_and_imports_as_a_ponydeck_csv() {
    let dir = tempfile::tempdir().unwrap();
    let first = dir.path().join("first.db");
    let lorcana = |db: &std::path::Path, args: &[&str]| {
        let mut all = vec!["--game", "lorcana", "collection"];
        all.extend_from_slice(args);
        run_with_data(db, &all, None)
    };
    lorcana(&first, &["set", "3-004a", "3"]).assert_ok();
    lorcana(&first, &["want", "1-041", "2"]).assert_ok();
    let csv = dir.path().join("lorcana.csv");
    lorcana(&first, &["export", "--out", csv.to_str().unwrap()]).assert_ok();
    let text = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(
        text.lines().next(),
        Some("id,quantity,wishlist,trade,notes"),
        "{text}"
    );
    assert!(text.contains("1-041,0,2,0,"), "{text}");
    // Into another library: the same holdings, under Lorcana.
    let second = dir.path().join("second.db");
    let out = lorcana(&second, &["import", csv.to_str().unwrap()]);
    out.assert_ok();
    out.assert_says("2 printings read");
    assert_eq!(
        lorcana(&second, &["show", "--json"]).ok_json(),
        serde_json::json!([{"id": "3-004a", "owned": 3}])
    );
    // The wishlist came along too: wanting the same 2 again changes nothing.
    lorcana(&second, &["want", "1-041", "2"]).assert_says("0 owned, 2 wanted, 0 for trade");
    // A Lorcana ID the catalog lacks is refused with the row, and nothing changes.
    std::fs::write(&csv, "id,quantity\n99-999,1\n").unwrap();
    lorcana(&second, &["import", csv.to_str().unwrap()])
        .assert_fails(2, &["line 2: no card 99-999 in the catalog"]);
    // The pony-binder files are Kayou's.
    lorcana(&second, &["export", "--format", "pony-binder-csv"])
        .assert_fails(2, &["a Kayou collection format"]);
}

#[test]
fn catalog_show_prints_one_card_of_another_game() {
    let out = run(&["catalog", "show", "--game", "lorcana", "3-4a", "--json"]);
    let v = out.ok_json();
    assert_eq!(v["name"], "Dalmatian Puppy - Tail Wagger");
    assert_eq!(v["id"], "3-004a");
}

/// Issue 43: `catalog show` is one command; every game's card names the printings under its
/// copy key (Palworld's card name, 6.1.1.2: the parallel printings are the same card).
#[test]
fn catalog_show_lists_every_printing_of_the_card_in_any_game() {
    let out = run(&[
        "catalog",
        "show",
        "--game",
        "palworld",
        "EBP01-001",
        "--json",
    ]);
    let v = out.ok_json();
    assert_eq!(v["printings"][0], "EBP01-001");
    assert!(v["printings"].as_array().unwrap().len() > 1, "{v}");
    assert_eq!(v["copy_key"], v["name"]);
    let kayou = run(&["catalog", "show", "BP01-CR01"]);
    kayou.assert_ok();
    kayou.assert_says("Printings of BP01-CR01: BP01-CR01, ※BP01-CR01");
}

/// Issue 43: `deck convert` serves Kayou lists too, in DreamTCG's text (the deck site's).
#[test]
fn deck_convert_prints_a_kayou_list_as_dreamtcg_reads_it() {
    let deck = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/sd01a.txt");
    let out = run(&["deck", "convert", deck.to_str().unwrap()]);
    out.assert_ok();
    out.assert_says("[Main Deck");
}

/// Issue 43: `deck validate --json` has one shape for every game: the contract's Kayou keys in
/// their order (`legal`, `rules`, `counts`, `violations`, `warnings`), then `game` and
/// `format`.
#[test]
fn deck_validate_json_has_one_shape_for_every_game() {
    let kayou = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/sd01a.txt");
    let runs = [
        (
            run(&["deck", "validate", kayou.to_str().unwrap(), "--json"]),
            "kayou",
        ),
        (
            run(&[
                "deck",
                "validate",
                fixture("lorcana_core_amber_steel.txt").to_str().unwrap(),
                "--game",
                "lorcana",
                "--json",
            ]),
            "lorcana",
        ),
        (
            run(&[
                "deck",
                "validate",
                fixture("palworld_red.txt").to_str().unwrap(),
                "--game",
                "palworld",
                "--json",
            ]),
            "palworld",
        ),
    ];
    for (run, game) in runs {
        let value = run.ok_json();
        let keys: Vec<&str> = value
            .as_object()
            .expect("an object")
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            keys,
            [
                "legal",
                "rules",
                "counts",
                "violations",
                "warnings",
                "game",
                "format"
            ],
            "{game}"
        );
        assert_eq!(value["game"], game);
        assert_eq!(value["legal"], true, "{game}: {value}");
        assert!(value["warnings"].as_array().is_some());
    }
}

/// Runs a command with a user database in `data`.
fn run_data(dir: &Path, args: &[&str]) -> Run {
    run_with_data(&dir.join("user.db"), args, None)
}

#[test]
fn a_lorcana_list_with_one_bad_line_exits_2_naming_the_line_and_its_did_you_mean() {
    let dir = tempfile::tempdir().unwrap();
    let deck = write(
        dir.path(),
        "one_typo.txt",
        "4 Elsa - Spirit of Winter\n4 Elsa - Sprit of Winter\n4 Be Prepared\n",
    );
    for command in [&["deck", "validate"][..], &["deck", "import"][..]] {
        let mut args = command.to_vec();
        args.extend([deck.to_str().unwrap(), "--game", "lorcana"]);
        let out = run_data(dir.path(), &args);
        out.assert_fails(2, &["line 2", "did you mean Elsa - Spirit of Winter"]);
    }
    // Nothing was saved by the refused import.
    run_data(dir.path(), &["deck", "list", "--game", "lorcana"]).assert_ok();
}

#[test]
fn deck_import_skip_bad_lines_saves_the_rest_and_still_names_the_bad_line() {
    let dir = tempfile::tempdir().unwrap();
    let deck = write(
        dir.path(),
        "one_typo.txt",
        "4 Elsa - Spirit of Winter\n4 Elsa - Sprit of Winter\n4 Be Prepared\n",
    );
    let out = run_data(
        dir.path(),
        &[
            "deck",
            "import",
            deck.to_str().unwrap(),
            "--game",
            "lorcana",
            "--skip-bad-lines",
            "--name",
            "Typo",
        ],
    );
    out.assert_ok();
    out.assert_stderr_says("line 2");
    out.assert_stderr_says("did you mean Elsa - Spirit of Winter");
    let shown = run_data(
        dir.path(),
        &[
            "deck",
            "export",
            "Typo",
            "--game",
            "lorcana",
            "--format",
            "dreamborn",
        ],
    );
    shown.assert_ok();
    shown.assert_says("4 Elsa - Spirit of Winter");
    shown.assert_says("4 Be Prepared");
}

#[test]
fn a_saved_lorcana_deck_exports_as_dreamborn_text_and_as_a_deck_code_that_import_back() {
    let dir = tempfile::tempdir().unwrap();
    let list = fixture("lorcana/starter_s9_princess_power.json");
    run_data(
        dir.path(),
        &[
            "deck",
            "import",
            list.to_str().unwrap(),
            "--game",
            "lorcana",
            "--name",
            "PP",
        ],
    )
    .assert_ok();
    for format in ["dreamborn", "deck-code"] {
        let file = dir.path().join(format!("pp.{format}.txt"));
        run_data(
            dir.path(),
            &[
                "deck",
                "export",
                "PP",
                "--game",
                "lorcana",
                "--format",
                format,
                "--out",
                file.to_str().unwrap(),
            ],
        )
        .assert_ok();
        let out = run_data(
            dir.path(),
            &[
                "deck",
                "validate",
                file.to_str().unwrap(),
                "--game",
                "lorcana",
                "--json",
            ],
        );
        let v = out.ok_json();
        assert_eq!(v["legal"], true, "{format}: {v}");
        assert_eq!(v["counts"]["deck"], 60, "{format}");
    }
}

#[test]
fn the_dreamborn_collection_csv_imports_and_exports_for_lorcana_only() {
    let dir = tempfile::tempdir().unwrap();
    let export = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/collection/dreamborn_collection_export.csv");
    let out = run_data(
        dir.path(),
        &[
            "collection",
            "import",
            export.to_str().unwrap(),
            "--game",
            "lorcana",
        ],
    );
    out.assert_ok();
    let written = dir.path().join("back.csv");
    run_data(
        dir.path(),
        &[
            "collection",
            "export",
            "--game",
            "lorcana",
            "--format",
            "dreamborn-csv",
            "--out",
            written.to_str().unwrap(),
        ],
    )
    .assert_ok();
    let text = std::fs::read_to_string(&written).unwrap();
    assert!(text.starts_with("Set Number,Card Number,Variant,Count,Name,Color,Rarity"));
    assert!(
        text.contains("005,135,normal,2,Sugar Rush Speedway - Starting Line"),
        "{}",
        &text[..400]
    );
    run_data(
        dir.path(),
        &[
            "collection",
            "import",
            written.to_str().unwrap(),
            "--game",
            "lorcana",
            "--dry-run",
        ],
    )
    .assert_says("0 change");
    run_data(
        dir.path(),
        &["collection", "export", "--format", "dreamborn-csv"],
    )
    .assert_fails(2, &["dreamborn-csv is a Lorcana collection format"]);
}
