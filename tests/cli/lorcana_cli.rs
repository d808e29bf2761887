//! `goldfish --game lorcana` and `simulate --game lorcana` as a process (`shared/design/CLI.md`,
//! Additions 1.2, "The other games at the table"): the binding verbs, the state JSON, exit
//! codes, `--auto`, and the many-games report on the play and on the draw.

use crate::common;

use common::cli::{Run, run_on_catalog};
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/games")
        .join(name)
}

fn goldfish(extra: &[&str], script: &str) -> Run {
    let deck = fixture("lorcana_core_amber_steel.txt");
    let mut args = vec![
        "--game",
        "lorcana",
        "goldfish",
        deck.to_str().unwrap(),
        "--seed",
        "3",
        "--no-shuffle",
    ];
    args.extend_from_slice(extra);
    run_on_catalog(&args, Some(script))
}

#[test]
fn a_script_inks_plays_and_quests_and_the_json_has_the_contracts_keys() {
    // Dealt as listed: four The Queen - Conceited Ruler (9-001) and three Pongo (9-002) in
    // hand. 4.2: ink; 4.3: play Pongo for its cost, 3 (its Twilight Bark is left to the
    // player: `done`); 3.2.2.1: dry next turn; 4.5: quest.
    let out = goldfish(
        &["--json"],
        "keep\nink 9-001\nend\nink 9-001\nend\nink 9-001\nplay 9-002\ndone\nend\nquest 9-002\n",
    );
    let state = out.ok_json();
    assert_eq!(state["phase"], "main");
    assert_eq!(state["result"], serde_json::Value::Null);
    assert_eq!(
        state["turn"], 7,
        "turns count both players': yours are 1, 3, 5, 7"
    );
    let you = &state["you"];
    assert_eq!(you["inkwell"].as_array().unwrap().len(), 3);
    assert_eq!(you["inkwell"][0]["card"], "9-001");
    assert_eq!(you["play"][0]["card"], "9-002");
    assert_eq!(you["play"][0]["exerted"], true);
    assert_eq!(you["play"][0]["drying"], false);
    assert_eq!(you["play"][0]["at"], serde_json::Value::Null);
    assert!(you["lore"].as_u64().unwrap() >= 1);
    assert_eq!(you["ink_played_this_turn"], false);
    assert!(you["deck"].as_u64().is_some());
    assert!(
        state["log"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| l.as_str().unwrap().contains("quests for"))
    );
}

#[test]
fn a_refused_line_exits_1_naming_the_line_and_the_rule_and_prints_the_state_before() {
    // 4.2.3: one ink per turn.
    let out = goldfish(&["--json"], "keep\nink 9-001\nink 9-001\n");
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(out.stderr.contains("line 3"), "{}", out.stderr);
    assert!(out.stderr.contains("4.2.3"), "{}", out.stderr);
    let state = out.json();
    assert_eq!(state["you"]["inkwell"].as_array().unwrap().len(), 1);
}

#[test]
fn a_challenge_is_refused_because_the_opponent_has_nothing_to_challenge() {
    let out = goldfish(&[], "keep\nchallenge 9-001 9-002\n");
    out.assert_fails(1, &["4.6.4.2"]);
}

#[test]
fn an_unknown_verb_or_card_is_an_input_error() {
    goldfish(&[], "keep\nfly 9-001\n").assert_fails(2, &["line 2", "not a verb"]);
    goldfish(&[], "keep\nink 99-999\n").assert_fails(2, &["line 2", "99-999"]);
}

#[test]
fn auto_plays_the_game_to_twenty_lore() {
    let out = goldfish(&["--auto", "--json"], "");
    let state = out.ok_json();
    assert_eq!(state["result"], "won", "{}", out.stderr);
    assert!(state["you"]["lore"].as_u64().unwrap() >= 20);
}

#[test]
fn simulate_reports_the_winning_turn_on_the_play_and_on_the_draw() {
    let deck = fixture("lorcana_core_amber_steel.txt");
    let out = run_on_catalog(
        &[
            "--game",
            "lorcana",
            "simulate",
            deck.to_str().unwrap(),
            "--games",
            "40",
            "--seed",
            "7",
            "--json",
        ],
        None,
    );
    let report = out.ok_json();
    for seat in ["on_the_play", "on_the_draw"] {
        let r = &report[seat];
        assert_eq!(r["games"], 40);
        assert!(r["won"].as_u64().unwrap() > 30, "{seat}: {r}");
        let low = r["won_interval"][0].as_f64().unwrap();
        let high = r["won_interval"][1].as_f64().unwrap();
        assert!(low <= r["won_share"].as_f64().unwrap() && high >= low);
        assert!(r["win_turn"]["median"].as_u64().unwrap() >= 4);
    }
    // The same seed gives the same report (a game's seed decides everything).
    let again = run_on_catalog(
        &[
            "--game",
            "lorcana",
            "simulate",
            deck.to_str().unwrap(),
            "--games",
            "40",
            "--seed",
            "7",
            "--json",
        ],
        None,
    )
    .ok_json();
    assert_eq!(report["on_the_play"], again["on_the_play"]);
}

#[test]
fn simulate_refuses_a_deck_that_is_not_legal_in_the_format() {
    let dir = tempfile::tempdir().unwrap();
    let small = dir.path().join("small.txt");
    std::fs::write(&small, "4 The Queen - Conceited Ruler\n").unwrap();
    let out = run_on_catalog(
        &[
            "--game",
            "lorcana",
            "simulate",
            small.to_str().unwrap(),
            "--games",
            "1",
        ],
        None,
    );
    out.assert_fails(1, &["not legal", "--allow-illegal"]);
}

#[test]
fn each_real_list_imports_as_published_and_plays_to_twenty_lore_with_auto() {
    // The measurement: 8 tournament lists of 2026 (inkdecks, Infinity today) and the 6
    // starter decks of sets 9, 10 and 12 (Core), each in the shape it was published in
    // (tests/fixtures/games/lorcana/README.md gives the sources).
    let dir = fixture("lorcana");
    let mut lists: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with("inkdecks_2026_") || name.starts_with("starter_s")
        })
        .collect();
    lists.sort();
    assert_eq!(lists.len(), 14);
    for list in &lists {
        let out = run_on_catalog(
            &[
                "--game",
                "lorcana",
                "goldfish",
                list.to_str().unwrap(),
                "--seed",
                "1",
                "--auto",
                "--json",
            ],
            Some(""),
        );
        let state = out.ok_json();
        assert_eq!(
            state["result"],
            "won",
            "{}: lore {} on turn {}",
            list.display(),
            state["you"]["lore"],
            state["your_turn"]
        );
    }
}
