//! The `ponydeck simulate` contract of `shared/design/CLI.md`, run as a process on the SD01A
//! starter deck (`tests/fixtures/sim/sd01a.txt`). Never asserts time.

use crate::common;

use serde_json::Value;

use common::cli::{Run, run_on_catalog};

fn ponydeck(args: &[&str]) -> Run {
    run_on_catalog(args, None)
}

const DECK: &str = "tests/fixtures/sim/sd01a.txt";

fn simulate(extra: &[&str]) -> Value {
    let mut args = vec!["simulate", DECK, "--json"];
    args.extend_from_slice(extra);
    ponydeck(&args).ok_json()
}

#[test]
fn json_has_the_contract_fields_and_adds_up() {
    let v = simulate(&["--games", "300", "--seed", "11"]);
    assert_eq!(v["games"], 300);
    let won = v["won"].as_u64().unwrap();
    assert_eq!(won + v["not_won"].as_u64().unwrap(), 300);
    assert_eq!(v["turn_cap"], 40);
    assert_eq!(v["seed"], 11);
    assert!(v["threads"].as_u64().unwrap() >= 1);
    assert!(v["games_per_second"].is_number());
    let histogram = v["win_turn"]["histogram"].as_object().unwrap();
    let total: u64 = histogram.values().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(total, won);
    // Contact begins on turn 3 (404), so no game is won before it; turns count both players.
    for turn in histogram.keys() {
        let t: u64 = turn.parse().unwrap();
        assert!((3..=40).contains(&t), "won on turn {t}");
    }
    let mean = v["win_turn"]["mean"].as_f64().unwrap();
    let median = v["win_turn"]["median"].as_u64().unwrap();
    assert!(histogram.contains_key(&median.to_string()));
    assert!((3.0..=40.0).contains(&mean));
}

#[test]
fn the_same_seed_gives_the_same_distribution_whatever_the_thread_count() {
    let one = simulate(&["--games", "200", "--seed", "42", "--threads", "1"]);
    let two = simulate(&["--games", "200", "--seed", "42", "--threads", "2"]);
    let three = simulate(&["--games", "200", "--seed", "42", "--threads", "3"]);
    assert_eq!(one["threads"], 1);
    assert_eq!(two["threads"], 2);
    for other in [&two, &three] {
        assert_eq!(one["win_turn"], other["win_turn"]);
        assert_eq!(one["won"], other["won"]);
    }
}

#[test]
fn second_player_and_rules_1_3_0_run() {
    let v = simulate(&[
        "--games", "100", "--seed", "5", "--second", "--rules", "1.3.0",
    ]);
    assert_eq!(v["games"], 100);
    assert_eq!(v["rules"], "1.3.0");
    // The second player's turns are the even ones (103.3).
    for turn in v["win_turn"]["histogram"].as_object().unwrap().keys() {
        assert_eq!(turn.parse::<u64>().unwrap() % 2, 0, "turn {turn}");
    }
}

#[test]
fn a_tight_turn_cap_counts_games_as_not_won() {
    let v = simulate(&["--games", "50", "--seed", "3", "--turn-cap", "2"]);
    assert_eq!(v["won"], 0);
    assert_eq!(v["not_won"], 50);
    assert!(v["win_turn"]["median"].is_null());
}

#[test]
fn without_a_seed_a_random_one_is_printed_to_stderr() {
    let run = ponydeck(&["simulate", DECK, "--games", "5"]);
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    run.assert_stderr_says("--seed");
    run.assert_says("games/second");
}

#[test]
fn an_unknown_rules_version_or_missing_deck_is_exit_2() {
    // The same refusal, naming the versions to use, from every command that takes --rules.
    for args in [
        &["simulate", DECK, "--games", "5", "--rules", "9.9"][..],
        &[
            "matchup", "SD01A", "SD01B", "--games", "5", "--rules", "9.9",
        ],
        &["goldfish", DECK, "--rules", "9.9"],
    ] {
        let run = ponydeck(args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        run.assert_stderr_says("'9.9' is not a rules version; use 1.3.0 or 2.0.0");
    }
    let run = ponydeck(&["simulate", "tests/fixtures/sim/nope.txt", "--games", "5"]);
    run.assert_fails(2, &["nope.txt"]);
}

#[test]
fn the_board_by_turn_is_reported_and_differs_between_decks_whose_abilities_differ() {
    // SD01A draws with its abilities (Search the Library, Spike's Farewell, Story I) where
    // SD01E does not: the cards seen and the Inspiration on the board by turn tell them apart,
    // though both win on turn 7 against a passive rival.
    let board = |deck: &str| -> Vec<Value> {
        let run = ponydeck(&["simulate", deck, "--games", "300", "--seed", "5", "--json"]);
        let v = run.ok_json();
        v["board_by_turn"]
            .as_array()
            .expect("board_by_turn")
            .clone()
    };
    let a = board(DECK);
    let e = board("tests/fixtures/decks/sd01e_ponydeck.txt");
    let turn = |rows: &[Value], t: u64| -> Value {
        rows.iter()
            .find(|r| r["turn"] == t)
            .cloned()
            .unwrap_or_else(|| panic!("turn {t} in {rows:?}"))
    };
    for t in [1, 3, 5] {
        let (ra, re) = (turn(&a, t), turn(&e, t));
        assert_eq!(ra["games"], 300, "every game reaches the end of turn {t}");
        assert!(ra["cards_seen"].as_f64().unwrap() >= 9.0, "hand and Plans");
        assert!(ra["characters"].as_f64().unwrap() <= 3.0);
        if t >= 3 {
            assert_ne!(
                (ra["cards_seen"].clone(), ra["inspiration"].clone()),
                (re["cards_seen"].clone(), re["inspiration"].clone()),
                "turn {t}"
            );
        }
    }
}

#[test]
fn against_a_rival_deck_the_json_counts_both_sides_wins_and_the_first_player_split() {
    let v = simulate(&[
        "--rival",
        "SD01B",
        "--games",
        "200",
        "--seed",
        "5",
        "--threads",
        "2",
        "--alternate",
    ]);
    assert_eq!(v["games"], 200);
    let wins = &v["wins"];
    let (you, rival, draw) = (
        wins["you"].as_u64().unwrap(),
        wins["rival"].as_u64().unwrap(),
        wins["draw"].as_u64().unwrap(),
    );
    assert_eq!(you + rival + draw, 200);
    assert!(you > 0 && rival > 0, "{v}");
    assert_eq!(
        v["first_player"]["games"], 100,
        "--alternate: half the games first"
    );
    let lo = v["win_rate_interval"][0].as_f64().unwrap();
    let hi = v["win_rate_interval"][1].as_f64().unwrap();
    let rate = v["win_rate"].as_f64().unwrap();
    assert!(lo <= rate && rate <= hi, "{v}");
    let histogram = v["win_turn"]["histogram"].as_object().unwrap();
    let total: u64 = histogram.values().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(total, you, "win_turn counts the games you won");
    // The same seed, another thread count: the same games.
    let again = simulate(&[
        "--rival",
        "SD01B",
        "--games",
        "200",
        "--seed",
        "5",
        "--threads",
        "1",
        "--alternate",
    ]);
    assert_eq!(again["wins"], v["wins"]);
}

#[test]
fn against_a_rival_always_going_second_the_text_says_there_were_no_games_going_first() {
    let run = ponydeck(&[
        "simulate", DECK, "--rival", "SD01B", "--games", "40", "--seed", "2", "--second",
    ]);
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    assert!(
        run.stdout.contains("going first: no games; going second: "),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("/40 won ("), "{}", run.stdout);
}

#[test]
fn an_unknown_opponent_is_refused_with_the_names_to_use() {
    let run = ponydeck(&[
        "simulate",
        DECK,
        "--rival",
        "SD01B",
        "--games",
        "5",
        "--opponent",
        "genius",
    ]);
    run.assert_fails(2, &["fast, search"]);
}

#[test]
fn goldfish_with_a_rival_deck_logs_the_rivals_moves_and_shows_its_zones() {
    let run = ponydeck(&[
        "goldfish",
        DECK,
        "--rival",
        "SD01B",
        "--seed",
        "3",
        "--auto",
        "--json",
        "--script",
        "tests/fixtures/sim/two_turns.txt",
    ]);
    let v = run.ok_json();
    let log: Vec<&str> = v["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(log.iter().any(|l| l.starts_with("The rival ")), "{log:?}");
    assert!(
        log.contains(&"The rival draws a card."),
        "the rival's draws are told without naming the card (304.3.0): {log:?}"
    );
    assert!(
        !log.iter()
            .any(|l| l.starts_with("(rival)") || l.starts_with("The rival: ")),
        "the rival's moves are worded from your side: {log:?}"
    );
    assert!(
        v["rival"]["hand"].is_number(),
        "the rival's hand is a count"
    );
    assert!(v["rival"]["adventure"].is_array());
    assert_eq!(v["rival"]["plans"].as_u64().map(|p| p <= 4), Some(true));
}

#[test]
fn a_matchup_plays_each_pair_of_decks_once_and_its_two_cells_add_up_to_every_game() {
    let run = ponydeck(&[
        "matchup", "SD01A", "SD01B", "SD01C", "--games", "60", "--seed", "4", "--json",
    ]);
    let v = run.ok_json();
    let pairings = v["pairings"].as_array().expect("pairings");
    // Every ordered pair has its cell: three decks, six cells.
    assert_eq!(pairings.len(), 6, "{v}");
    let cell = |deck: &str, rival: &str| -> &Value {
        pairings
            .iter()
            .find(|p| p["deck"] == deck && p["rival"] == rival)
            .unwrap_or_else(|| panic!("no {deck} against {rival}: {v}"))
    };
    for (a, b) in [("SD01A", "SD01B"), ("SD01A", "SD01C"), ("SD01B", "SD01C")] {
        let (ab, ba) = (cell(a, b), cell(b, a));
        // The same 60 games, seen from each side.
        assert_eq!(ab["games"], 60);
        assert_eq!(ba["games"], 60);
        assert_eq!(ab["wins"], ba["losses"], "{ab} {ba}");
        assert_eq!(ab["losses"], ba["wins"], "{ab} {ba}");
        assert_eq!(ab["draws"], ba["draws"]);
        let sum = ab["wins"].as_u64().unwrap()
            + ab["losses"].as_u64().unwrap()
            + ab["draws"].as_u64().unwrap();
        assert_eq!(sum, 60);
    }
}

#[test]
fn a_starters_code_plays_the_same_games_as_its_deck_file_without_a_rival_too() {
    // `--rival SD01B` took a starter's code; the deck argument of a goldfish run did not
    // ("cannot read the deck SD01A"). The code (any case) now stands for the starter's list.
    let from_file = simulate(&["--games", "200", "--seed", "5", "--threads", "1"]);
    let run = ponydeck(&[
        "simulate",
        "sd01a",
        "--json",
        "--games",
        "200",
        "--seed",
        "5",
        "--threads",
        "1",
    ]);
    let from_code = run.ok_json();
    assert_eq!(from_code["win_turn"], from_file["win_turn"]);
    assert_eq!(from_code["won"], from_file["won"]);
    assert_eq!(from_code["board_by_turn"], from_file["board_by_turn"]);
}

// Issue 40: players by name, honest reports, the turn cap as given, illegal decks refused.

#[test]
fn players_lists_every_player_with_its_budget_and_one_default_for_tables() {
    let v = ponydeck(&["players", "--json"]).ok_json();
    let players = v.as_array().expect("a list");
    let names: Vec<&str> = players
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["fast", "search", "random"]);
    let search = &players[1];
    assert_eq!(search["budget_unit"], "playouts per decision");
    assert!(search["default_budget"].as_u64().unwrap() > 0);
    assert!(
        players
            .iter()
            .all(|p| !p["how"].as_str().unwrap().is_empty())
    );
    let defaults = players
        .iter()
        .filter(|p| p["default_for_tables"] == true)
        .count();
    assert_eq!(defaults, 1, "{v}");
    ponydeck(&["players"]).assert_says("search (NAME:N");
}

#[test]
fn a_malformed_budget_is_refused_with_the_list_of_players() {
    for bad in ["search:0", "search:lots", "fast:10"] {
        let run = ponydeck(&[
            "simulate", DECK, "--rival", "SD01B", "--games", "2", "--policy", bad,
        ]);
        run.assert_fails(2, &["fast", "search[:N]", "random"]);
    }
}

#[test]
fn a_two_player_report_names_the_players_and_tells_seats_ends_and_draws_apart() {
    let v = simulate(&[
        "--rival",
        "SD01B",
        "--games",
        "40",
        "--seed",
        "9",
        "--alternate",
        "--opponent",
        "random",
    ]);
    assert_eq!(v["players"]["you"], "fast");
    assert_eq!(v["players"]["rival"], "random");
    assert_eq!(v["win_rate_counts_draws_as"], 0.5);
    let seats = &v["seats"];
    assert_eq!(seats["first"]["games"], 20);
    assert_eq!(seats["second"]["games"], 20);
    let wins = seats["first"]["wins"].as_u64().unwrap() + seats["second"]["wins"].as_u64().unwrap();
    assert_eq!(wins, v["wins"]["you"].as_u64().unwrap());
    let ends = &v["ends"];
    let ended = ends["story"].as_u64().unwrap()
        + ends["deck_out"].as_u64().unwrap()
        + ends["turn_cap"].as_u64().unwrap()
        + ends["stopped"].as_u64().unwrap();
    assert_eq!(ended, 40, "every game ended one way: {v}");
    assert_eq!(v["draws"]["simultaneous"], 0);
    // The floor: fast beats the uniform random player.
    assert!(v["wins"]["you"].as_u64().unwrap() >= 36, "{v}");
}

#[test]
fn the_turn_cap_is_honoured_as_given_and_a_capped_game_is_a_draw_worth_half() {
    let v = simulate(&[
        "--rival",
        "SD01B",
        "--games",
        "10",
        "--seed",
        "2",
        "--turn-cap",
        "40",
    ]);
    assert_eq!(
        v["turn_cap"], 40,
        "--turn-cap 40 stays 40 (it used to become 60)"
    );
    // Turn 2 has no Contact (404.1.0): nobody can win, every game is drawn at the cap.
    let v = simulate(&[
        "--rival",
        "SD01B",
        "--games",
        "10",
        "--seed",
        "2",
        "--turn-cap",
        "2",
    ]);
    assert_eq!(v["ends"]["turn_cap"], 10, "{v}");
    assert_eq!(v["draws"]["turn_cap"], 10);
    assert_eq!(v["win_rate"], 0.5, "ten draws, each half a win");
    let v = simulate(&["--rival", "SD01B", "--games", "4", "--seed", "2"]);
    assert_eq!(v["turn_cap"], 100, "the two-player default");
}

#[test]
fn simulate_and_matchup_refuse_an_illegal_deck_unless_allowed_rule_102_1_0() {
    let illegal = "tests/fixtures/decks/illegal_copy_limit.txt";
    ponydeck(&[
        "simulate", illegal, "--rival", "SD01B", "--games", "4", "--seed", "1",
    ])
    .assert_fails(
        1,
        &[
            "illegal_copy_limit.txt is not a legal deck",
            "102.1.0",
            "--allow-illegal",
        ],
    );
    ponydeck(&["matchup", "SD01A", illegal, "--games", "4", "--seed", "1"])
        .assert_fails(1, &["illegal_copy_limit.txt is not a legal deck"]);
    ponydeck(&[
        "simulate",
        illegal,
        "--rival",
        "SD01B",
        "--games",
        "4",
        "--seed",
        "1",
        "--allow-illegal",
    ])
    .assert_ok();
}

#[test]
fn the_matchup_json_names_the_player_and_gives_cells_and_row_means() {
    let v = ponydeck(&[
        "matchup", "SD01A", "SD01B", "SD01C", "--games", "20", "--seed", "4", "--json",
    ])
    .ok_json();
    assert_eq!(v["player"], "fast", "the trusted default");
    assert_eq!(v["decks"], serde_json::json!(["SD01A", "SD01B", "SD01C"]));
    let cells = v["cells"].as_array().expect("cells");
    assert_eq!(cells.len(), 6);
    for cell in cells {
        let rate = cell["win_rate"].as_f64().unwrap();
        let (lo, hi) = (
            cell["interval"][0].as_f64().unwrap(),
            cell["interval"][1].as_f64().unwrap(),
        );
        assert!(lo <= rate && rate <= hi, "{cell}");
    }
    let rows = v["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 3);
    let mean: f64 = rows
        .iter()
        .map(|r| r["win_rate"].as_f64().unwrap())
        .sum::<f64>()
        / 3.0;
    assert!(
        (mean - 0.5).abs() < 1e-3,
        "the row means of a full table average one half: {v}"
    );
}

#[test]
fn the_strong_player_gives_the_same_matchup_on_one_thread_and_on_two() {
    let run = |threads: &str| {
        ponydeck(&[
            "matchup",
            "SD01A",
            "SD01B",
            "--games",
            "4",
            "--seed",
            "8",
            "--player",
            "search:6",
            "--threads",
            threads,
            "--json",
        ])
        .ok_json()
    };
    let (one, two) = (run("1"), run("2"));
    assert_eq!(one["player"], "search:6");
    assert_eq!(one["cells"], two["cells"]);
    let simulate_on = |threads: &str| {
        simulate(&[
            "--rival",
            "SD01C",
            "--games",
            "4",
            "--seed",
            "8",
            "--alternate",
            "--policy",
            "search:6",
            "--opponent",
            "search:6",
            "--threads",
            threads,
        ])
    };
    let (one, two) = (simulate_on("1"), simulate_on("2"));
    assert_eq!(one["wins"], two["wins"]);
    assert_eq!(one["win_turn"], two["win_turn"]);
    assert_eq!(one["seats"], two["seats"]);
}
