//! The `ponydeck deck` command line as a process, per `shared/design/CLI.md`: exit codes, the
//! `--json` fields, the violation codes, and saved decks surviving a killed process.

use crate::common;

use ponydeck::card::Game;
use std::path::{Path, PathBuf};
use std::process::Stdio;

use common::cli::{Run, run_with_data, with_data};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/decks")
        .join(name)
}

fn run(data: &Path, args: &[&str]) -> Run {
    run_with_data(data, args, None)
}

#[test]
fn validate_exits_0_for_a_legal_deck_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    for file in [
        "sd01e_ponydeck.txt",
        "sd01b_dreamtcg.txt",
        "sd01c_dreamtcg.json",
        "sd01d_ponydeck.json",
    ] {
        let path = fixture(file);
        let out = run(
            &data,
            &["deck", "validate", path.to_str().unwrap(), "--json"],
        );
        assert_eq!(out.code, 0, "{file}: {}", out.stderr);
        let value = out.json();
        assert_eq!(value["legal"], true);
        assert_eq!(value["rules"], "2.0.0");
        assert_eq!(
            value["counts"],
            serde_json::json!({"main": 50, "scene": 15, "story": 4, "main_character": 1})
        );
    }
}

#[test]
fn validate_exits_1_with_the_contract_json_for_an_illegal_deck_rule_102_1_0() {
    let dir = tempfile::tempdir().unwrap();
    let path = fixture("illegal_copy_limit.txt");
    let out = run(
        &dir.path().join("user.db"),
        &[
            "deck",
            "validate",
            path.to_str().unwrap(),
            "--rules",
            "1.3.0",
            "--json",
        ],
    );
    assert_eq!(out.code, 1, "{}", out.stderr);
    let value = out.json();
    assert_eq!(value["legal"], false);
    assert_eq!(value["rules"], "1.3.0");
    assert_eq!(
        value["violations"],
        serde_json::json!([{
            "code": "copy-limit",
            "rule": "102.1.0",
            "message": "5 copies of BP01-CR01 Twilight Sparkle (including ※BP01-CR01); at most 4.",
            "cards": ["BP01-CR01"]
        }])
    );
}

#[test]
fn validate_prints_a_readable_verdict_without_json() {
    let dir = tempfile::tempdir().unwrap();
    let path = fixture("illegal_copy_limit.txt");
    let out = run(
        &dir.path().join("user.db"),
        &["deck", "validate", path.to_str().unwrap()],
    );
    assert_eq!(out.code, 1, "{}", out.stderr);
    out.assert_says("not legal under rules 2.0.0");
    out.assert_says("copy-limit (rule 102.1.0): 5 copies of BP01-CR01");
}

#[test]
fn validate_exits_2_naming_the_file_and_lines_when_the_list_cannot_be_read() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    let bad = fixture("bad_lines.txt");
    let out = run(&data, &["deck", "validate", bad.to_str().unwrap()]);
    out.assert_fails(
        2,
        &[
            "bad_lines.txt: line 3:",
            "bad_lines.txt: line 4:",
            "bad_lines.txt: line 5: no card BP01-C999",
        ],
    );
    let missing = dir.path().join("nope.txt");
    let out = run(&data, &["deck", "validate", missing.to_str().unwrap()]);
    out.assert_fails(2, &["nope.txt"]);
    let out = run(
        &data,
        &["deck", "validate", bad.to_str().unwrap(), "--rules", "3.0"],
    );
    out.assert_fails(2, &["'3.0'"]);
}

#[test]
fn a_bad_import_saves_nothing_and_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    let bad = fixture("bad_lines.txt");
    let out = run(&data, &["deck", "import", bad.to_str().unwrap()]);
    out.assert_fails(2, &["Nothing was saved"]);
    let list = run(&data, &["deck", "list", "--json"]);
    assert_eq!(list.json(), serde_json::json!([]));
}

#[test]
fn a_deck_is_imported_shown_exported_diffed_renamed_and_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    let file = fixture("sd01e_ponydeck.txt");
    let out = run(
        &data,
        &[
            "deck",
            "import",
            file.to_str().unwrap(),
            "--tags",
            "aggro,pegasus",
        ],
    );
    out.assert_ok();
    out.assert_says("Saved 'Rainbow Dash Rush' as version 1");

    // A second save of an edited list is version 2.
    let edited = dir.path().join("edited.txt");
    let text = std::fs::read_to_string(&file)
        .unwrap()
        .replace("4 SD01E-C02", "3 SD01E-C02\n1 BP01-C05");
    std::fs::write(&edited, text).unwrap();
    let out = run(&data, &["deck", "import", edited.to_str().unwrap()]);
    out.assert_says("as version 2");

    let list = run(&data, &["deck", "list", "--json"]).ok_json();
    assert_eq!(list[0]["name"], "Rainbow Dash Rush");
    assert_eq!(list[0]["versions"], 2);
    assert_eq!(list[0]["tags"], serde_json::json!(["aggro", "pegasus"]));

    let diff = run(&data, &["deck", "diff", "Rainbow Dash Rush", "--json"]).ok_json();
    let changes: Vec<(String, i64)> = diff["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["id"].as_str().unwrap().to_string(),
                c["delta"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        changes,
        [("SD01E-C02".to_string(), -1), ("BP01-C05".to_string(), 1)]
    );
    let same = run(
        &data,
        &[
            "deck",
            "diff",
            "Rainbow Dash Rush@1",
            file.to_str().unwrap(),
        ],
    );
    same.assert_says("no differences");

    for format in ["ponydeck", "dreamtcg", "dreamtcg-json", "json"] {
        let out_file = dir.path().join(format!("out-{format}"));
        let out = run(
            &data,
            &[
                "deck",
                "export",
                "Rainbow Dash Rush@1",
                "--format",
                format,
                "--out",
                out_file.to_str().unwrap(),
            ],
        );
        out.assert_ok();
        let back = run(
            &data,
            &[
                "deck",
                "diff",
                out_file.to_str().unwrap(),
                file.to_str().unwrap(),
                "--json",
            ],
        );
        assert_eq!(back.json()["changes"], serde_json::json!([]), "{format}");
    }

    let show = run(&data, &["deck", "show", "rainbow dash rush"]);
    show.assert_says("version 2 of 2");
    let stats = run(&data, &["deck", "stats", "Rainbow Dash Rush", "--json"]).ok_json();
    assert_eq!(stats["main_cards"], 50);

    let out = run(
        &data,
        &["deck", "rename", "Rainbow Dash Rush", "Sonic Rainboom"],
    );
    out.assert_ok();
    let out = run(&data, &["deck", "delete", "Sonic Rainboom"]);
    assert_eq!(out.code, 1, "no answer on stdin: not deleted");
    assert_eq!(
        run(&data, &["deck", "list", "--json"]).ok_json()[0]["name"],
        "Sonic Rainboom"
    );
    let out = run(&data, &["deck", "delete", "Sonic Rainboom", "--yes"]);
    out.assert_ok();
    assert_eq!(
        run(&data, &["deck", "list", "--json"]).ok_json(),
        serde_json::json!([])
    );
}

#[test]
fn a_starter_is_copied_into_the_library() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    let starters = run(&data, &["deck", "starters", "--json"]).ok_json();
    assert_eq!(starters.as_array().unwrap().len(), 6);
    let out = run(
        &data,
        &[
            "deck",
            "import",
            "--starter",
            "sd01f",
            "--name",
            "My Rarity",
        ],
    );
    out.assert_ok();
    out.assert_says("legal under rules 2.0.0");
    let show = run(&data, &["deck", "show", "My Rarity", "--json"]).ok_json();
    assert_eq!(show["validation"]["legal"], true);
    assert_eq!(show["history"][0]["note"], "starter SD01F");
}

#[test]
fn a_saved_deck_and_its_history_survive_a_killed_process() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    for _ in 0..2 {
        let out = run(
            &data,
            &["deck", "import", "--starter", "SD01A", "--name", "Kept"],
        );
        out.assert_ok();
    }
    // `deck delete` without --yes opens the database and waits for an answer: kill it there.
    let mut child = with_data(&data)
        .args(["deck", "delete", "Kept"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut prompt = [0u8; 6];
    std::io::Read::read_exact(child.stderr.as_mut().unwrap(), &mut prompt).unwrap();
    assert_eq!(&prompt, b"Delete");
    child.kill().unwrap();
    child.wait().unwrap();

    let show = run(&data, &["deck", "show", "Kept", "--json"]).ok_json();
    assert_eq!(show["deck"]["versions"], 2);
    assert_eq!(show["history"].as_array().unwrap().len(), 2);
    assert_eq!(show["validation"]["legal"], true);
}

#[test]
fn a_deck_saved_by_a_handle_that_is_never_closed_is_there_on_reopening() {
    use ponydeck::catalog::UserDb;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("user.db");
    let deck = common::starter_deck("SD01B");
    let mut db = UserDb::open(&path).unwrap();
    db.save_deck("Forgotten", &deck, "v1").unwrap();
    db.save_deck("Forgotten", &deck, "v2").unwrap();
    // No close, no checkpoint: as if the process died with the WAL still holding the writes.
    std::mem::forget(db);
    let reopened = UserDb::open(&path).unwrap();
    let saved = reopened.load_deck(Game::Kayou, "Forgotten", None).unwrap();
    assert_eq!(saved.version, 2);
    assert_eq!(saved.deck.main, deck.main);
    assert_eq!(
        reopened
            .deck_history(Game::Kayou, "Forgotten")
            .unwrap()
            .len(),
        2
    );
}
