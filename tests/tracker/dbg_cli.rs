//! The `ponydeck dbg` contract of `shared/design/CLI.md` run as a process: the components file,
//! the verbs, the JSON keys, exit codes 0 / 1 (a refused line stops the script, stderr names
//! it, the state before it is printed) / 2 (malformed input); and the additions `dbg setup`,
//! `dbg components export|import` and saved games.

use crate::common;

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use common::cli::{Run, run, run_with_data};

fn ponydeck(args: &[&str], stdin: &str) -> Run {
    run(args, Some(stdin))
}

/// A components file exactly as the contract writes one: three Hurdles in stack order (the
/// first on top) and a Final Challenge; the numbers are test numbers.
const CONTRACT_FILE: &str = r#"{"hurdles": [
  {"name": "Test Hurdle One", "level": 1, "cloud_limit": "1 per player +1", "cubes": "2 per player"},
  {"name": "Evil Enchantress", "level": 2, "cloud_limit": "2 per player", "cubes": "2 per player"},
  {"name": "Test Hurdle Three", "level": 3, "cloud_limit": "3", "cubes": "1 per player"}],
 "final_challenge": {"name": "Best Night Ever?", "level": 3, "cloud_limit": "2 per player +1", "cubes": "2 per player"}}"#;

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn play(players: &str, script: &str) -> Run {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "game.json", CONTRACT_FILE);
    ponydeck(
        &[
            "dbg",
            "play",
            "--players",
            players,
            "--components",
            file.to_str().unwrap(),
            "--seed",
            "1",
            "--json",
        ],
        script,
    )
}

#[test]
fn the_json_state_has_the_keys_of_the_contract() {
    let run = play("2", "cloud 1\nend\nend\n");
    let state = run.ok_json();
    assert_eq!(state["turn"], 3);
    assert_eq!(state["active_player"], 1);
    assert_eq!(state["players"], 2);
    for (key, want) in [
        ("name", json!("Test Hurdle One")),
        ("level", json!(1)),
        ("clouds", json!(3)),
        ("cloud_limit", json!(3)),
        ("setback", json!(true)),
    ] {
        assert_eq!(state["hurdles"][0][key], want, "hurdles[0].{key}");
    }
    assert_eq!(state["hurdles"].as_array().map(Vec::len), Some(3));
    let fc = &state["final_challenge"];
    assert_eq!(fc["name"], "Best Night Ever?");
    assert_eq!(fc["clouds"], 0);
    assert_eq!(fc["cloud_limit"], 5);
    assert_eq!(fc["cloud_cover"], json!([false, false]));
    assert_eq!(state["result"], Value::Null);
}

#[test]
fn clouds_overflow_to_the_final_challenge_and_turn_on_cloud_cover() {
    let run = play("3", "cloud 4\ncloud 3\n");
    let state = run.ok_json();
    assert_eq!(
        state["hurdles"][0]["clouds"], 4,
        "Cloud Limit 1 per player +1 at 3 players"
    );
    assert_eq!(state["hurdles"][0]["setback"], true);
    assert_eq!(state["final_challenge"]["clouds"], 3);
    assert_eq!(
        state["final_challenge"]["cloud_cover"],
        json!([true, false])
    );
}

#[test]
fn an_overcome_hurdle_leaves_the_list_and_its_turn_adds_no_cloud() {
    // Test Hurdle One requires 2 per player: 4 cubes (of any colour: the contract file has none).
    let run = play("2", "cubes 1 pink +4\ncloud 2\novercome\nend\n");
    let state = run.ok_json();
    let names: Vec<&str> = state["hurdles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Evil Enchantress", "Test Hurdle Three"]);
    assert_eq!(state["hurdles"][0]["clouds"], 0);
    assert_eq!(state["final_challenge"]["clouds"], 0);
    assert_eq!(state["active_player"], 2);
}

#[test]
fn a_second_overcome_in_a_turn_exits_1_names_the_line_and_prints_the_state_before_it() {
    let run = play("2", "cubes 1 pink +8\novercome\ncloud 1\novercome\nend\n");
    run.assert_fails(
        1,
        &["line 4", "`overcome` is refused", "already had its attempt"],
    );
    let state = run.json();
    assert_eq!(state["hurdles"].as_array().map(Vec::len), Some(2));
    assert_eq!(
        state["hurdles"][0]["clouds"], 1,
        "the line before the refused one counts"
    );
    assert_eq!(state["turn"], 1, "the `end` after it never ran");
}

#[test]
fn overcome_final_is_refused_while_a_hurdle_is_active() {
    let run = play("2", "overcome final\n");
    run.assert_fails(1, &["line 1", "Test Hurdle One is the Active Hurdle"]);
    assert_eq!(run.json()["hurdles"].as_array().map(Vec::len), Some(3));
}

#[test]
fn a_solo_game_counts_as_two_players_in_every_number() {
    let run = play("1", "end\n");
    let state = run.ok_json();
    assert_eq!(state["players"], 1);
    assert_eq!(state["active_player"], 1);
    assert_eq!(state["turn"], 2);
    assert_eq!(state["hurdles"][0]["cloud_limit"], 3);
    assert_eq!(state["hurdles"][1]["cloud_limit"], 4);
    assert_eq!(state["final_challenge"]["cloud_limit"], 5);
}

#[test]
fn overcoming_three_hurdles_and_the_final_challenge_wins() {
    // The team holds what every card requires (8 at most at four players), each player the
    // Final Challenge's share of 2 ("Sugar Cubes Required to Overcome"); overcoming spends
    // nothing in the contract's verbs.
    let cubes = "cubes 1 pink +8\ncubes 2 pink +2\ncubes 3 pink +2\ncubes 4 pink +2\n";
    let run = play(
        "4",
        &format!("{cubes}overcome\nend\novercome\nend\novercome\nend\novercome final\n"),
    );
    let state = run.ok_json();
    assert_eq!(state["result"], "won");
    assert_eq!(state["hurdles"], json!([]));
    // After the game is over, further lines are refused.
    let run = play(
        "4",
        &format!("{cubes}overcome\nend\novercome\nend\novercome\nend\novercome\nend\n"),
    );
    run.assert_fails(1, &["line 12", "the game is over"]);
}

#[test]
fn the_final_challenge_at_its_cloud_limit_loses() {
    let run = play("2", "cloud final 4\nend\ncloud 3\n");
    let state = run.ok_json();
    // 4 on the Final Challenge, the End Phase Cloud on the Hurdle, then 2 fill the Hurdle
    // and the third overflows: 5/5.
    assert_eq!(state["final_challenge"]["clouds"], 5);
    assert_eq!(state["result"], "lost");
}

#[test]
fn cubes_and_tokens_are_per_player() {
    let run = play(
        "2",
        "cubes 1 pink +3\ncubes 1 pink -3\ncubes 2 green 2\ntoken 2 move +2\ntoken 2 move -1\n",
    );
    let team = &run.ok_json()["team"];
    assert_eq!(team[0]["cubes"], json!({"pink": 0, "blue": 0, "green": 0}));
    assert_eq!(team[1]["cubes"]["green"], 2);
    assert_eq!(team[1]["tokens"]["move"], 1);
    let run = play("2", "cubes 3 pink 1\n");
    run.assert_fails(1, &["there is no player 3"]);
}

// CLI.md, Additions 1.2, "`ponydeck dbg`: counts and attempts": a removal below 0 is refused,
// naming the player, the count and what it holds.
#[test]
fn taking_more_cubes_or_tokens_than_a_player_holds_is_refused_naming_player_count_and_holding() {
    let run = play("2", "cubes 1 pink +3\ncubes 1 pink -5\nend\n");
    run.assert_fails(
        1,
        &[
            "stdin line 2",
            "`cubes 1 pink -5` is refused",
            "player 1 holds 3 pink cubes, so 5 cannot be taken",
        ],
    );
    let state = run.json();
    assert_eq!(state["team"][0]["cubes"]["pink"], 3, "the state before it");
    assert_eq!(state["turn"], 1, "the script stopped there");
    let run = play("2", "token 1 move +2\ntoken 2 move -1\n");
    run.assert_fails(
        1,
        &[
            "stdin line 2",
            "player 2 holds 0 move tokens, so 1 cannot be taken",
        ],
    );
    assert_eq!(run.json()["team"][0]["tokens"]["move"], 2);
}

// CLI.md, Additions 1.2; the rulebook's "Attempt to Overcome", step 1: "Determine if your team
// has the required Sugar Cubes. If you do, you may attempt".
#[test]
fn an_overcome_without_the_required_cubes_is_refused_saying_how_many_are_missing() {
    // Test Hurdle One at 2 players requires 2 per player: 4.
    let run = play("2", "cubes 2 blue +3\novercome\n");
    run.assert_fails(
        1,
        &[
            "stdin line 2",
            "Test Hurdle One cannot be attempted",
            "it requires 4 cubes of any colour",
            "the team holds 3 of 4, 1 missing",
            "step 1",
        ],
    );
    assert_eq!(run.json()["hurdles"].as_array().map(Vec::len), Some(3));
    // `attempt` is refused the same way, and one more cube allows both.
    play("2", "attempt\n").assert_fails(1, &["the team holds 0 of 4, 4 missing"]);
    let state = play("2", "cubes 2 blue +4\nattempt\novercome\n").ok_json();
    assert_eq!(state["hurdles"].as_array().map(Vec::len), Some(2));
    // The Final Challenge: each player must have their share (2 each at two players).
    let run = play(
        "2",
        "cubes 1 green +8\novercome\nend\novercome\nend\novercome\nend\novercome final\n",
    );
    run.assert_fails(
        1,
        &[
            "stdin line 8",
            "Best Night Ever? cannot be attempted",
            "each player must have their share, 2",
            "player 2 holds 0 of their 2, 2 missing",
        ],
    );
}

#[test]
fn malformed_input_exits_2_naming_the_line_or_the_file() {
    let run = play("2", "cloud 1\ndance\n");
    run.assert_fails(2, &["stdin line 2", "not a verb"]);
    assert!(
        run.stdout.is_empty(),
        "nothing runs before a malformed script is read"
    );
    let run = play("2", "cubes 1 purple 2\n");
    run.assert_fails(2, &["pink, blue or green"]);
    let run = play("5", "");
    run.assert_fails(2, &["1 (solo) to 4"]);

    let dir = tempfile::tempdir().unwrap();
    let bad = write(
        dir.path(),
        "bad.json",
        &CONTRACT_FILE.replace(
            "\"3\", \"cubes\": \"1 per player\"",
            "\"three\", \"cubes\": \"1 per player\"",
        ),
    );
    let run = ponydeck(
        &[
            "dbg",
            "play",
            "--players",
            "2",
            "--components",
            bad.to_str().unwrap(),
        ],
        "",
    );
    run.assert_fails(2, &["bad.json", "'three' is not a printed number"]);
    let run = ponydeck(
        &[
            "dbg",
            "play",
            "--players",
            "2",
            "--components",
            "/no/such/file.json",
        ],
        "",
    );
    run.assert_fails(2, &["cannot read the components file"]);
}

#[test]
fn the_readable_board_names_the_active_hurdle_and_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "game.json", CONTRACT_FILE);
    let script = write(dir.path(), "turns.txt", "# a turn\ncloud 3 # a card\nend\n");
    let run = ponydeck(
        &[
            "dbg",
            "play",
            "--players",
            "1",
            "--components",
            file.to_str().unwrap(),
            "--script",
            script.to_str().unwrap(),
            "--seed",
            "2",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.assert_says("1. Test Hurdle One (Level 1): 3/3 Clouds, Setback resolved");
    run.assert_says("Best Night Ever?: 1/5 Clouds");
    run.assert_says("reached its Cloud Limit");
}

/// A components library with a whole set-up's worth of test cards.
const LIBRARY: &str = r#"{"format": "ponydeck-dbg-components", "version": 1,
 "hurdles": [
  {"name": "Test Hurdle One", "level": 1, "cloud_limit": "1 per player +1", "cubes": "2 per player", "cube_color": "blue"},
  {"name": "Evil Enchantress", "level": 2, "cloud_limit": "2 per player", "cubes": "2 per player", "cube_color": "pink",
   "reward": "The active player gains 1 Pink and 1 Blue Cube."},
  {"name": "Test Hurdle Three", "level": 3, "cloud_limit": "3", "cubes": "1 per player", "cube_color": "green",
   "chaos": "+1 Move per player"}],
 "final_challenges": [
  {"name": "Best Night Ever?", "level": 3, "cloud_limit": "2 per player +1", "cubes": "2 per player", "cube_color": "pink"}],
 "locations": [{"name": "Test Location", "move_cost": 2}]}"#;

/// A run with the user's database `user.db` in `dir`, where saved games and components live.
fn with_db(dir: &Path, args: &[&str], stdin: &str) -> Run {
    run_with_data(&dir.join("user.db"), args, Some(stdin))
}

#[test]
fn setup_draws_a_repeatable_game_file_that_play_reads() {
    let dir = tempfile::tempdir().unwrap();
    let library = write(dir.path(), "library.json", LIBRARY);
    let run = with_db(
        dir.path(),
        &["dbg", "components", "import", library.to_str().unwrap()],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.assert_says("5 components changed");

    let out = dir.path().join("game.json");
    let args = [
        "dbg",
        "setup",
        "--players",
        "1",
        "--pony",
        "Rarity",
        "--seed",
        "9",
        "--out",
        out.to_str().unwrap(),
    ];
    let run = with_db(dir.path(), &args, "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.assert_says("Player 1: Rarity (starting deck: 5 Helpful Townpony");
    run.assert_says("Test Hurdle One, Level 1, face up");
    run.assert_says("a Level 2 Hurdle, face down");
    assert!(
        !run.stdout.contains("Evil Enchantress"),
        "a face-down Hurdle is not looked at"
    );
    let first = std::fs::read_to_string(&out).unwrap();
    assert_eq!(with_db(dir.path(), &args, "").code, 0);
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        first,
        "same seed, same setup"
    );

    let run = ponydeck(
        &[
            "dbg",
            "play",
            "--players",
            "1",
            "--components",
            out.to_str().unwrap(),
            "--seed",
            "1",
            "--json",
        ],
        "overcome spend\n",
    );
    assert_eq!(run.code, 1, "the solo player holds no blue cubes yet");
    run.assert_stderr_says("the team holds 0 of 4, 4 blue missing");
    let run = ponydeck(
        &[
            "dbg",
            "play",
            "--players",
            "1",
            "--components",
            out.to_str().unwrap(),
            "--seed",
            "1",
            "--json",
        ],
        "cubes 1 blue 4\novercome spend\nend\n",
    );
    let state = run.ok_json();
    assert_eq!(state["team"][0]["pony"], "Rarity");
    assert_eq!(state["team"][0]["cubes"]["blue"], 0);
    assert_eq!(state["hurdles"][0]["name"], "Evil Enchantress");
    let run = ponydeck(
        &[
            "dbg",
            "play",
            "--players",
            "2",
            "--components",
            out.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(run.code, 2, "one Pony is listed for a solo game");
}

#[test]
fn setup_without_complete_hurdles_says_what_to_enter() {
    let dir = tempfile::tempdir().unwrap();
    let run = with_db(
        dir.path(),
        &["dbg", "setup", "--players", "2", "--seed", "1"],
        "",
    );
    run.assert_fails(2, &["no Level 1 Hurdle"]);
}

#[test]
fn components_export_then_import_changes_nothing_and_a_bad_file_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let exported = dir.path().join("export.json");
    let run = with_db(
        dir.path(),
        &[
            "dbg",
            "components",
            "export",
            "--out",
            exported.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let run = with_db(
        dir.path(),
        &["dbg", "components", "import", exported.to_str().unwrap()],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.assert_says("0 components changed");

    let bad = write(
        dir.path(),
        "bad.json",
        r#"{"hurdles": [{"name": "Fine", "level": 1}, {"name": "Too hard", "level": 7}, {"name": "Typo", "level": 2, "cloud_limt": "3"}]}"#,
    );
    let run = with_db(
        dir.path(),
        &["dbg", "components", "import", bad.to_str().unwrap()],
        "",
    );
    run.assert_fails(
        2,
        &[
            "bad.json: hurdles[2] \"Too hard\": level 7",
            "bad.json: hurdles[3] \"Typo\": unknown field \"cloud_limt\"",
        ],
    );
    let list = with_db(dir.path(), &["dbg", "components", "list"], "");
    assert!(
        !list.stdout.contains("Fine"),
        "all or nothing: {}",
        list.stdout
    );
    assert!(
        list.stdout
            .contains("Evil Enchantress (Level 2): Cloud Limit ?"),
        "{}",
        list.stdout
    );
    assert!(
        list.stdout.contains("not entered: Cloud Limit"),
        "{}",
        list.stdout
    );
}

#[test]
fn a_game_saved_from_a_script_resumes_with_another_script() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "game.json", CONTRACT_FILE);
    let run = with_db(
        dir.path(),
        &[
            "dbg",
            "play",
            "--players",
            "2",
            "--components",
            file.to_str().unwrap(),
            "--seed",
            "4",
            "--save",
            "Friday",
        ],
        "cloud 2\nend\n",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let list = with_db(dir.path(), &["dbg", "games"], "");
    assert!(
        list.stdout
            .contains("Friday: 2 players, turn 2: Hurdle 1 of 3"),
        "{}",
        list.stdout
    );
    let run = with_db(
        dir.path(),
        &["dbg", "play", "--resume", "Friday", "--json"],
        "cloud 1\nundo\nundo\n",
    );
    let state = run.ok_json();
    assert_eq!(state["turn"], 1, "undo goes back across the saved steps");
    assert_eq!(state["hurdles"][0]["clouds"], 2);
    let run = with_db(dir.path(), &["dbg", "play", "--resume", "Nope"], "");
    run.assert_fails(2, &["no saved Adventures game is named 'Nope'"]);
}

// Issue 41, item 2: a saved game is never replaced by accident.
#[test]
fn saving_under_the_name_of_another_saved_game_in_any_case_is_refused_unless_replace() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "game.json", CONTRACT_FILE);
    let save = |name: &str, extra: &[&str], script: &str| {
        let mut args = vec![
            "dbg",
            "play",
            "--players",
            "2",
            "--components",
            file.to_str().unwrap(),
            "--seed",
            "4",
            "--save",
            name,
        ];
        args.extend_from_slice(extra);
        with_db(dir.path(), &args, script)
    };
    save("Family night", &[], "end\nend\nend\n").assert_ok();
    let run = save("family night", &[], "cloud 1\n");
    run.assert_fails(
        1,
        &[
            "a saved Adventures game is already named 'Family night'",
            "turn 4",
            "--replace",
        ],
    );
    assert!(run.stdout.is_empty(), "nothing ran: {}", run.stdout);
    let games = with_db(dir.path(), &["dbg", "games", "--json"], "").ok_json();
    assert_eq!(games.as_array().map(Vec::len), Some(1));
    assert_eq!(games[0]["name"], "Family night");
    assert!(
        games[0]["summary"].as_str().unwrap().contains("turn 4"),
        "the saved game is as it was: {games}"
    );
    // With --replace the new game takes its place; a resumed game saves under its own name.
    save("family night", &["--replace"], "cloud 1\n").assert_ok();
    let games = with_db(dir.path(), &["dbg", "games", "--json"], "").ok_json();
    assert_eq!(games.as_array().map(Vec::len), Some(1));
    assert!(games[0]["summary"].as_str().unwrap().contains("turn 1"));
    with_db(
        dir.path(),
        &[
            "dbg",
            "play",
            "--resume",
            "Family Night",
            "--save",
            "FAMILY NIGHT",
        ],
        "end\n",
    )
    .assert_ok();
    let games = with_db(dir.path(), &["dbg", "games", "--json"], "").ok_json();
    assert_eq!(games.as_array().map(Vec::len), Some(1));
    assert!(games[0]["summary"].as_str().unwrap().contains("turn 2"));
}

/// Runs ponydeck on `dir`'s user database with writes limited to 50 KB (RLIMIT_FSIZE, SIGXFSZ
/// ignored so a write past it fails with EFBIG, as on a full disk).
fn on_a_nearly_full_disk(dir: &Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new("sh")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 100; exec \"$@\"")
        .arg("sh")
        .arg(env!("CARGO_BIN_EXE_ponydeck"))
        .arg("--data")
        .arg(dir.join("user.db"))
        .args(args)
        .output()
        .unwrap()
}

// Issue 41, item 5; docs/cli.md: "every `--out` file is written whole or not at all".
#[test]
fn a_full_disk_never_turns_a_previous_setup_or_components_file_into_a_fragment() {
    let dir = tempfile::tempdir().unwrap();
    // A box with long texts, so both files are larger than the disk's room (test cards).
    let long = "Test text. ".repeat(40);
    let hurdles: Vec<String> = (0..150)
        .map(|i| {
            format!(
                r#"{{"name": "Test Hurdle {i}", "level": {}, "cloud_limit": "3", "cubes": "2", "cube_color": "pink", "setback": "{long}", "chaos": "{long}"}}"#,
                i % 3 + 1
            )
        })
        .collect();
    let library = format!(
        r#"{{"hurdles": [{}], "final_challenges": [{{"name": "Test Final", "level": 3, "cloud_limit": "9", "cubes": "2 per player"}}]}}"#,
        hurdles.join(",")
    );
    let library = write(dir.path(), "library.json", &library);
    with_db(
        dir.path(),
        &["dbg", "components", "import", library.to_str().unwrap()],
        "",
    )
    .assert_ok();
    let previous = "the previous file, kept whole\n";
    for (name, args) in [
        (
            "components.json",
            &["dbg", "components", "export", "--out"][..],
        ),
        (
            "game.json",
            &["dbg", "setup", "--players", "2", "--seed", "3", "--out"][..],
        ),
    ] {
        let out = write(dir.path(), name, previous);
        let mut args = args.to_vec();
        args.push(out.to_str().unwrap());
        let run = on_a_nearly_full_disk(dir.path(), &args);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{name}: {stderr}");
        let now = std::fs::read_to_string(&out).unwrap();
        assert!(
            now == previous,
            "{name}: the previous file must stay whole, not become {} bytes of the new one",
            now.len()
        );
        assert!(
            stderr.contains("nothing was changed there"),
            "{name}: {stderr}"
        );
        // With room, the same command writes the whole file.
        with_db(dir.path(), &args, "").assert_ok();
        assert!(std::fs::metadata(&out).unwrap().len() > 50 * 1024, "{name}");
    }
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert_eq!(
        left,
        Vec::<String>::new(),
        "no temporary file is left behind"
    );
}

/// Runs ponydeck with at most 1 GiB of memory and waits at most a minute: a run that would
/// read without end fails (out of memory, or killed) instead of taking the machine's memory.
fn run_bounded(args: &[&str]) -> Run {
    let mut child = std::process::Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 1048576; exec \"$@\"")
        .arg("sh")
        .arg(env!("CARGO_BIN_EXE_ponydeck"))
        .args(args)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > std::time::Duration::from_secs(60) {
            child.kill().unwrap();
            let _ = child.wait();
            panic!("ponydeck {args:?} still ran after a minute: it reads without end");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

// Issue 41, item 9; docs/reliability.md, "Limits".
#[test]
fn an_endless_script_and_a_huge_components_file_are_refused_at_once_in_a_few_lines() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "game.json", CONTRACT_FILE);
    let components = file.to_str().unwrap();
    let run = run_bounded(&[
        "dbg",
        "play",
        "--players",
        "2",
        "--components",
        components,
        "--seed",
        "1",
        "--script",
        "/dev/zero",
    ]);
    run.assert_fails(2, &["the script /dev/zero is larger than 4 MiB"]);
    // The same from stdin.
    let big = "end\n".repeat(1_200_000);
    let run = ponydeck(
        &["dbg", "play", "--players", "2", "--components", components],
        &big,
    );
    run.assert_fails(2, &["the script on stdin is larger than 4 MiB"]);

    // 20,000 bad Hurdles: the first 10 problems, then how many more.
    let bad: Vec<String> = (0..20_000)
        .map(|i| format!(r#"{{"name": "Test Hurdle {i}", "level": 7}}"#))
        .collect();
    let bad = write(
        dir.path(),
        "bad.json",
        &format!(r#"{{"hurdles": [{}]}}"#, bad.join(",")),
    );
    let run = with_db(
        dir.path(),
        &["dbg", "components", "import", bad.to_str().unwrap()],
        "",
    );
    run.assert_fails(
        2,
        &[
            "hurdles[1] \"Test Hurdle 0\": level 7",
            "... and 19990 more problems (20000 in all)",
        ],
    );
    assert!(run.stderr.lines().count() <= 12, "{}", run.stderr);
    let huge = write(
        dir.path(),
        "huge.json",
        &format!(r#"{{"hurdles": [], "notes": "{}"}}"#, "x".repeat(5 << 20)),
    );
    let run = ponydeck(
        &[
            "dbg",
            "play",
            "--players",
            "2",
            "--components",
            huge.to_str().unwrap(),
        ],
        "",
    );
    run.assert_fails(2, &["huge.json is larger than 4 MiB"]);
}

// Issue 41, item 10; docs/cli.md: "a message quotes at most 60 characters of the input".
#[test]
fn a_long_script_line_is_quoted_in_at_most_sixty_characters() {
    let megabyte = format!("dance{}\n", "x".repeat(1 << 20));
    let run = play("2", &megabyte);
    run.assert_fails(2, &["stdin line 1", "more than the 4096 ponydeck reads"]);
    assert!(run.stderr.len() < 400, "{} bytes", run.stderr.len());
    // Lines within the limit are quoted short too: a malformed one (exit 2)...
    let run = play("2", &format!("dance{}\n", "x".repeat(4000)));
    run.assert_fails(2, &["stdin line 1", "… (4005 characters)", "not a verb"]);
    assert!(run.stderr.len() < 400, "{}", run.stderr);
    // ...and a refused one (exit 1).
    let run = play("2", &format!("overcome{}final\n", " ".repeat(4000)));
    run.assert_fails(1, &["stdin line 1", "… (4013 characters)", "step 1b"]);
    assert!(run.stderr.len() < 600, "{}", run.stderr);
}

// Issue 41, item 12: bad UTF-8 is placed by line and byte.
#[test]
fn bytes_that_are_not_utf8_are_placed_by_line_and_byte() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "game.json", CONTRACT_FILE);
    let script = dir.path().join("turns.txt");
    std::fs::write(&script, b"cloud 1\nend\ncubes 1 pink \xff2\n").unwrap();
    let run = ponydeck(
        &[
            "dbg",
            "play",
            "--players",
            "2",
            "--components",
            file.to_str().unwrap(),
            "--script",
            script.to_str().unwrap(),
        ],
        "",
    );
    run.assert_fails(
        2,
        &[
            "turns.txt is not UTF-8 text: line 3, byte 14",
            "save it as UTF-8",
        ],
    );
    let mut bad = CONTRACT_FILE.as_bytes().to_vec();
    let at = CONTRACT_FILE.find("Evil").unwrap();
    bad[at] = 0xe9; // "Évil" saved as Latin-1
    let bad_file = dir.path().join("latin1.json");
    std::fs::write(&bad_file, &bad).unwrap();
    let run = with_db(
        dir.path(),
        &["dbg", "components", "import", bad_file.to_str().unwrap()],
        "",
    );
    run.assert_fails(2, &["latin1.json is not UTF-8 text: line 3, byte 13"]);
}
