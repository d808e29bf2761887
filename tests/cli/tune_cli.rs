//! `ponydeck tune` as a user runs it (CLI.md, Additions 1.2, "tune"): the JSON it promises,
//! the tuned deck written whole and legal with the kept cards in, and the exit codes.

use crate::common;

use common::cli::run_with_data;

#[test]
fn tune_answers_in_the_promised_json_and_writes_a_legal_tuned_deck_keeping_kept_cards() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    let pool = dir.path().join("pool.txt");
    std::fs::write(&pool, "4 BP01-C19\n2 BP01-C12\n").unwrap();
    let out = dir.path().join("tuned.txt");
    let run = run_with_data(
        &data,
        &[
            "tune",
            "SD01A",
            "--field",
            "SD01D,SD01B",
            "--pool",
            pool.to_str().unwrap(),
            "--player",
            "fast",
            "--games",
            "16",
            "--swaps",
            "2",
            "--seed",
            "5",
            "--keep",
            "SD01A-SR01",
            "--out",
            out.to_str().unwrap(),
            "--json",
        ],
        None,
    );
    let answer = run.ok_json();
    assert_eq!(answer["player"], "fast");
    assert_eq!(answer["field"], serde_json::json!(["SD01D", "SD01B"]));
    assert!(
        answer["base"]["interval"]
            .as_array()
            .is_some_and(|i| i.len() == 2)
    );
    assert_eq!(answer["tuned"]["fresh_seeds"], true);
    assert!(answer["games"].as_u64().is_some_and(|g| g > 0));
    assert!(answer["stopped"].is_null(), "the search ran to its end");
    assert!(
        answer["games_per_candidate"]
            .as_f64()
            .is_some_and(|g| g > 0.0)
    );
    for swap in answer["swaps"].as_array().expect("a list, maybe empty") {
        assert_ne!(swap["out"], "SD01A-SR01", "a kept card never goes out");
        let low = swap["interval"][0].as_f64().expect("an interval");
        assert!(low > 0.0, "only clear gains are proposed: {swap}");
    }
    let validated = run_with_data(
        &data,
        &["deck", "validate", out.to_str().unwrap(), "--json"],
        None,
    )
    .ok_json();
    assert_eq!(validated["legal"], true, "the tuned deck is legal");
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("SD01A-SR01"), "the kept card is still in");
}

#[test]
fn tune_refuses_an_illegal_deck_with_1_and_an_unreadable_field_with_2() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    let short = dir.path().join("short.txt");
    std::fs::write(&short, "Deck: Short\n4 BP01-C19\n").unwrap();
    run_with_data(
        &data,
        &["tune", short.to_str().unwrap(), "--field", "SD01D"],
        None,
    )
    .assert_fails(1, &["not a legal deck"]);
    run_with_data(
        &data,
        &["tune", "SD01A", "--field", "no-such-deck.txt"],
        None,
    )
    .assert_fails(2, &["neither a deck file nor a saved deck"]);
}

#[test]
fn with_an_empty_pool_there_is_no_swap_and_the_answer_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    // A fresh collection owns nothing: the owned pool is empty.
    let run = run_with_data(
        &data,
        &[
            "tune", "SD01A", "--field", "SD01D", "--player", "fast", "--games", "8", "--seed", "1",
        ],
        None,
    );
    run.assert_ok();
    run.assert_says("No swap is clearly better: of 0 legal swaps from the owned pool");
}

#[test]
fn ctrl_c_ends_the_search_and_the_answer_so_far_is_still_confirmed_and_printed() {
    use std::io::Read as _;
    let dir = tempfile::tempdir().unwrap();
    // The whole catalog as the pool: thousands of swaps, far more than a second's search.
    let mut child = common::cli::with_data(&dir.path().join("user.db"))
        .args([
            "tune",
            "SD01A",
            "--field",
            "SD01B",
            "--pool",
            "catalog",
            "--player",
            "fast",
            "--games",
            "20",
            "--seed",
            "3",
            "--threads",
            "1",
        ])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("ponydeck runs");
    // Once the search has begun (its seed is printed first, then the games), Ctrl+C.
    std::thread::sleep(std::time::Duration::from_secs(3));
    let interrupted = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(interrupted.success());
    let status = child.wait().expect("it ends");
    let mut stdout = String::new();
    let mut stderr = String::new();
    child
        .stdout
        .take()
        .expect("stdout")
        .read_to_string(&mut stdout)
        .unwrap();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(status.code(), Some(0), "{stdout}\n{stderr}");
    assert!(
        stderr.contains("stopping the search"),
        "the first Ctrl+C is acknowledged: {stderr}"
    );
    assert!(stdout.contains("Stopped when asked"), "{stdout}");
    assert!(
        stdout.contains("against the field (SD01B)"),
        "the deck is still measured: {stdout}"
    );
}
