//! The `ponydeck goldfish` contract of `shared/design/CLI.md`, run as a process on the SD01A
//! starter deck (`tests/fixtures/sd01a.txt`).

use crate::common;

use serde_json::Value;

use common::cli::{Run, run_on_catalog};

fn goldfish(args: &[&str], script: &str) -> Run {
    let mut all = vec!["goldfish"];
    all.extend_from_slice(args);
    run_on_catalog(&all, Some(script))
}

const DECK: &str = "tests/fixtures/sd01a.txt";
const FIXED: [&str; 6] = [DECK, "--seed", "7", "--no-shuffle", "--rules", "1.3.0"];

fn fixed<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut args: Vec<&'a str> = FIXED.to_vec();
    args.extend_from_slice(extra);
    args
}

#[test]
fn the_json_state_has_the_fields_of_the_contract() {
    let run = goldfish(&fixed(&["--json"]), "keep\nend\n");
    let state = run.ok_json();
    assert_eq!(state["turn"], 3);
    assert_eq!(state["phase"], "main");
    assert_eq!(state["active"], "you");
    assert_eq!(state["winner"], Value::Null);
    assert_eq!(state["rules"], "1.3.0");
    let you = &state["you"];
    assert_eq!(you["hand"].as_array().map(Vec::len), Some(6));
    assert_eq!(you["hand"][5], "SD01A-U02");
    assert_eq!(you["main_deck"], 40);
    assert_eq!(you["scene_deck"], 12);
    assert_eq!(
        you["scene_area"][0],
        serde_json::json!({"card": "SD01-ER01", "face_up": false, "tapped": false})
    );
    assert_eq!(you["adventure"], serde_json::json!([null, null, null]));
    assert_eq!(you["story_stage"], 0);
    assert_eq!(you["plans"], 4);
    assert_eq!(you["retirement"], serde_json::json!([]));
    assert_eq!(
        state["rival"]["plans"],
        serde_json::json!([true, true, true, true])
    );
}

#[test]
fn the_phase_is_setup_before_the_opening_hand_decision() {
    let run = goldfish(&fixed(&["--json"]), "# nothing yet\n");
    assert_eq!(run.ok_json()["phase"], "setup");
    assert_eq!(run.json()["turn"], 0);
}

#[test]
fn a_refused_line_exits_1_prints_the_state_before_it_and_names_the_line() {
    let run = goldfish(&fixed(&["--json"]), "keep\nplay SD01A-SR01\nend\n");
    assert_eq!(run.code, 1);
    let state = run.json();
    assert_eq!(state["turn"], 1);
    assert_eq!(state["you"]["hand"].as_array().map(Vec::len), Some(5));
    run.assert_stderr_says("line 2");
    run.assert_stderr_says("costs 5, 2 untapped Scenes");
}

#[test]
fn a_refused_contact_line_leaves_no_lane_resolved() {
    // Turn 3: Owlowiscious in slot 1; the rival's Plan on stage I blocks a promotion (304.4).
    let run = goldfish(
        &fixed(&["--json"]),
        "keep\nend\nplay SD01A-SR02 slot 1\ncontact promote\n",
    );
    run.assert_fails(1, &["line 4", "Plan on stage 1"]);
    let state = run.json();
    assert_eq!(state["phase"], "main");
    assert_eq!(
        state["rival"]["plans"],
        serde_json::json!([true, true, true, true])
    );
    assert_eq!(state["you"]["adventure"][0]["card"], "SD01A-SR02");
}

#[test]
fn contact_intervenes_by_default_when_promotion_is_blocked_and_abilities_are_logged() {
    let run = goldfish(&fixed(&["--json"]), "keep\nend\nplay SD01A-SR02\ncontact\n");
    let state = run.ok_json();
    // 504: the engine carries the [Appear] out; the log says so in plain words.
    let log: Vec<&str> = state["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(
        log.contains(&"[Appear] of SD01A-SR02 Owlowiscious resolves."),
        "{log:?}"
    );
    // One numbering of the Stories everywhere: roman, as on the cards (102.1.3).
    assert!(log.contains(&"Lane 1: you Intervene the rival's Plan on Story I."));
    assert_eq!(state["phase"], "end");
    assert_eq!(
        state["rival"]["plans"],
        serde_json::json!([false, true, true, true])
    );
}

#[test]
fn promoting_to_stage_four_wins_and_further_lines_are_refused() {
    let script = "keep\nend\nplay SD01A-SR02\ncontact\nend\nplay SD01A-U01\ncontact\nend\nplay SD01A-SR01\ncontact\nend\n";
    // --auto answers the Stories' choices (a discard on stage II) with the built-in policy.
    let run = goldfish(&fixed(&["--json", "--rival-plans", "0", "--auto"]), script);
    assert_eq!(run.code, 1, "{}", run.stderr);
    let state = run.json();
    assert_eq!(state["winner"], "you");
    assert_eq!(state["you"]["story_stage"], 4);
    run.assert_stderr_says("line 11");
    run.assert_stderr_says("game is over");
}

#[test]
fn under_2_0_0_the_second_player_pays_with_the_main_character() {
    let run = goldfish(
        &[DECK, "--seed", "7", "--no-shuffle", "--second", "--json"],
        "keep\nplay SD01A-SR02 slot 2\n",
    );
    let state = run.ok_json();
    assert_eq!(state["rules"], "2.0.0");
    assert_eq!(state["turn"], 2);
    assert_eq!(state["you"]["adventure"][1]["card"], "SD01A-SR02");
    assert_eq!(state["you"]["adventure"][1]["inspiration"], 4);
}

#[test]
fn a_mulligan_after_the_hand_is_kept_is_refused() {
    let run = goldfish(&fixed(&[]), "keep\nmulligan\n");
    run.assert_fails(1, &["103.4.1c"]);
    run.assert_says("Turn 1");
}

#[test]
fn an_unknown_verb_or_a_malformed_line_is_an_input_error() {
    for script in [
        "keep\ndance\n",
        "keep\nplay\n",
        "keep\nplay SD01A-C04 slot 9\n",
        "keep\ncontact maybe\n",
        "play NOPE-X99\n",
    ] {
        let run = goldfish(&fixed(&[]), script);
        assert_eq!(run.code, 2, "{script}: {}", run.stderr);
        run.assert_stderr_says("line");
    }
}

#[test]
fn a_card_id_that_names_no_card_is_an_input_error_in_every_verb_and_one_not_there_is_refused() {
    // CLI.md, exit codes: an unknown card is input that could not be read (exit 2), whichever
    // verb names it, as for `play`; a card of the catalog that is not where the verb looks is
    // a refusal (exit 1).
    for line in [
        "end NOPE-X99",
        "choose NOPE-X99",
        "order NOPE-X99",
        "activate NOPE-X99",
        "boost NOPE-X99",
        "explore NOPE-X99",
    ] {
        let run = goldfish(&fixed(&[]), &format!("keep\n{line}\n"));
        assert_eq!(run.code, 2, "{line}: {}", run.stderr);
        run.assert_stderr_says("line 2");
        run.assert_stderr_says("no card NOPE-X99 in the catalog");
    }
    let run = goldfish(&fixed(&[]), "keep\nend BP01-C06\n");
    run.assert_fails(1, &["line 2", "BP01-C06 is not in your hand"]);
}

#[test]
fn a_missing_deck_file_is_an_input_error() {
    let run = goldfish(
        &["tests/fixtures/no-such-deck.txt", "--seed", "1"],
        "keep\n",
    );
    run.assert_fails(2, &["no-such-deck.txt"]);
}

#[test]
fn a_random_seed_is_printed_to_stderr_and_replays_the_game() {
    let run = goldfish(&[DECK, "--json"], "keep\n");
    assert_eq!(run.code, 0);
    let seed = run
        .stderr
        .split("--seed ")
        .nth(1)
        .and_then(|s| s.split(')').next())
        .expect("seed printed");
    let again = goldfish(&[DECK, "--json", "--seed", seed], "keep\n");
    assert_eq!(again.json()["you"], run.json()["you"]);
}

#[test]
fn the_readable_board_shows_the_hand_and_the_areas() {
    let run = goldfish(&fixed(&["--script", "tests/fixtures/sd01a_script.txt"]), "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.assert_says("Turn 3 (you), main phase, rules 1.3.0");
    assert!(run.stdout.contains("Hand (6)"));
    assert!(run.stdout.contains("Adventure Area:"));
}

#[test]
fn a_sparring_rival_contacts_and_a_tie_retires_both_rule_404_3_3() {
    // Turn 3: Twilight Sparkle SD01A-U01 (Inspiration 4, +2 on [Appear]: 6) in slot 1 against
    // a sparring rival of 6. The first `contact` stops where Golden Oak Library could boost her
    // (404.3.1); the second resolves the lane without it.
    let run = goldfish(
        &fixed(&["--json"]),
        "keep\nend\nplay SD01A-U01 slot 1\nspar 1 6\ncontact\ncontact\n",
    );
    let state = run.ok_json();
    assert_eq!(state["you"]["adventure"][0], Value::Null);
    assert_eq!(state["you"]["retirement"], serde_json::json!(["SD01A-U01"]));
    assert_eq!(
        state["rival"]["plans"],
        serde_json::json!([true, true, true, true])
    );
}

/// Turn 3 of SD01A with no rival Plans: Twilight Sparkle promotes to Story I (draw 1), the turn
/// ends, and on turn 5 Story II asks to draw 2 and discard 1.
const TO_STORY_II: &str = "keep\nend\nplay SD01A-SR02\ncontact\nend\nplay SD01A-U01\ncontact\n";

#[test]
fn a_choice_waits_as_a_decision_in_the_state_and_choose_answers_it_rule_615() {
    let run = goldfish(&fixed(&["--json", "--rival-plans", "0"]), TO_STORY_II);
    let state = run.ok_json();
    let decision = &state["decision"];
    assert_eq!(decision["kind"], "choose-cards");
    assert_eq!(decision["source"], "SD01A-C07");
    assert_eq!(
        (decision["min"].clone(), decision["max"].clone()),
        (1.into(), 1.into())
    );
    assert!(decision["prompt"].as_str().unwrap().contains("discard"));
    assert_eq!(state["pending"][0]["ability"], "story");
    assert_eq!(state["pending"][0]["automated"], true);
    let hand = state["you"]["hand"].as_array().unwrap().len();
    let first = decision["options"][0].as_str().unwrap().to_string();

    let answered = goldfish(
        &fixed(&["--json", "--rival-plans", "0"]),
        &format!("{TO_STORY_II}choose {first}\ncontact\nend\n"),
    );
    let after = answered.ok_json();
    assert!(after["decision"].is_null());
    assert!(
        after["you"]["retirement"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c == first.as_str())
    );
    assert_eq!(after["turn"], 7);
    assert!(after["you"]["hand"].as_array().unwrap().len() >= hand - 1);
}

#[test]
fn while_a_decision_is_open_another_line_or_a_wrong_answer_is_refused_with_exit_1() {
    let other = goldfish(
        &fixed(&["--json", "--rival-plans", "0"]),
        &format!("{TO_STORY_II}end\n"),
    );
    other.assert_fails(1, &["line 8", "waits for a decision"]);
    assert!(!other.json()["decision"].is_null());

    let wrong = goldfish(
        &fixed(&["--json", "--rival-plans", "0"]),
        &format!("{TO_STORY_II}choose BP01-C01\n"),
    );
    wrong.assert_fails(1, &["not among the options"]);

    let none = goldfish(&fixed(&["--json"]), "keep\nchoose none\n");
    none.assert_fails(1, &["no decision is open"]);
}

#[test]
fn contact_stops_where_a_scene_could_inspo_boost_and_boost_then_contact_resume_rule_404_3_1() {
    // Turn 3: Twilight Sparkle SD01A-U01 (6 this turn) against a sparring 7; a face-up Golden
    // Oak Library ("[Inspo Boost] Your 「Twilight Sparkle」 gets +1") could turn the lane, so
    // `contact` stops there and waits for `boost` lines.
    let stopped = goldfish(
        &fixed(&["--json"]),
        "keep\nend\nplay SD01A-U01 slot 1\nspar 1 7\ncontact\n",
    );
    let state = stopped.ok_json();
    assert_eq!(state["phase"], "contact", "{state}");
    assert!(state["you"]["adventure"][0].is_object());
    let scene = state["you"]["scene_area"]
        .as_array()
        .expect("scenes")
        .iter()
        .find(|s| s["face_up"] == true)
        .and_then(|s| s["card"].as_str().map(str::to_string))
        .expect("a face-up Scene");
    let script =
        format!("keep\nend\nplay SD01A-U01 slot 1\nspar 1 7\ncontact\nboost {scene}\ncontact\n");
    let boosted = goldfish(&fixed(&["--json"]), &script);
    let after = boosted.ok_json();
    assert_ne!(after["phase"], "contact", "the Contact Phase went on");
    assert!(
        after["log"]
            .as_array()
            .expect("log")
            .iter()
            .any(|l| l.as_str().is_some_and(|l| l.contains("flipped face down"))),
        "{after}"
    );
}

const TREATS: [&str; 6] = [
    "tests/fixtures/costs_treats.txt",
    "--seed",
    "7",
    "--no-shuffle",
    "--rules",
    "1.3.0",
];

#[test]
fn activate_uses_a_tap_ability_then_an_eat_treat_ability_paid_with_the_treat_rule_207_2_1() {
    // BP03-C16 Mayor Mare: "[Tap] choose up to 2 「Nightmare Night」 ..., place a Treat on
    // them"; BP03-CR03 Pinkie Pie: "[Eat Treat] Remove a Treat from this Character: all
    // 「Nightmare Night」 in your Adventure Area get +2 Inspiration until the end of turn."
    let script = "keep\nend\nend\nend\nend\nplay BP03-CR03\nend\nplay BP03-C16\n\
                  activate BP03-C16\nchoose BP03-CR03 BP03-C16\nactivate BP03-CR03\n";
    let mut args = TREATS.to_vec();
    args.push("--json");
    let run = goldfish(&args, script);
    let state = run.ok_json();
    let slots = &state["you"]["adventure"];
    assert_eq!(slots[0]["card"], "BP03-CR03");
    assert_eq!(slots[0]["treat"], false, "the Treat paid the cost");
    assert_eq!(slots[0]["tapped"], false);
    assert_eq!(slots[0]["inspiration"], 8);
    assert_eq!(slots[1]["treat"], true);
    assert_eq!(slots[1]["inspiration"], 6);
    let log = state["log"].as_array().expect("log");
    assert!(
        log.iter()
            .any(|l| l == "The Treat is removed from your BP03-CR03 Pinkie Pie."),
        "{log:?}"
    );
    // No Treat left: the same line again is refused (exit 1) with the reason.
    let again = goldfish(&args, &format!("{script}activate BP03-CR03\n"));
    again.assert_fails(1, &["no Treat"]);
}

#[test]
fn the_state_shows_each_hand_cards_cost_now_and_the_next_item_costs_two_less_rule_503_1_4() {
    // BP02-GR03 Pinkie Pie: "[Appear] The next Item you play from your Hand this turn gets -2
    // Cost of Force of Harmony"; SD01C-SPR02 Instrument Set costs 1: now 0 (607.1).
    let script = "keep\nend\nend\nend\nend\nplay BP02-GR03\n";
    let mut args = TREATS.to_vec();
    args.push("--json");
    let state = goldfish(&args, script).json();
    let costs = state["you"]["hand_costs"].as_array().expect("hand_costs");
    let item = costs
        .iter()
        .find(|c| c["card"] == "SD01C-SPR02")
        .expect("the Item in hand");
    assert_eq!(
        (item["cost"].as_u64(), item["effective_cost"].as_u64()),
        (Some(1), Some(0))
    );
    assert_eq!(
        state["you"]["hand"].as_array().map(Vec::len),
        Some(costs.len())
    );
    assert_eq!(
        state["you"]["next_play_costs"][0]["applies_to"],
        "the next Item"
    );
    let board = goldfish(&TREATS, script);
    assert!(board.stdout.contains("(cost 1 → 0)"), "{}", board.stdout);
    let played = goldfish(&args, &format!("{script}play SD01C-SPR02 on 1\n")).json();
    let log = played["log"].as_array().expect("log");
    assert!(
        log.iter()
            .any(|l| l == "You pay 0 Force of Harmony: 0 Scenes tapped."),
        "{log:?}"
    );
    assert!(
        played["you"]["next_play_costs"]
            .as_array()
            .is_some_and(Vec::is_empty)
    );
}

#[test]
fn the_log_never_names_the_cards_that_become_plans_rule_304_3_0() {
    // 304.3.0: Plans are face down; nobody, their owner included, knows which cards they are.
    let state = goldfish(&fixed(&["--json"]), "keep\n").json();
    let log: Vec<&str> = state["log"]
        .as_array()
        .expect("log")
        .iter()
        .filter_map(|l| l.as_str())
        .collect();
    let plans: Vec<&&str> = log
        .iter()
        .filter(|l| l.contains("Plan on your Story"))
        .collect();
    assert_eq!(plans.len(), 4, "{log:?}");
    assert!(
        plans.iter().all(|l| l.starts_with("A card moves")),
        "{plans:?}"
    );
}

#[test]
fn abilities_set_off_together_wait_for_order_and_resolve_in_that_order_rule_504_6() {
    // The rival Intervenes the Plan BP01-GR04 (a Pre-plan): BP02-U11 ("When your Plan is
    // removed, +1") and BP03-GR08 ("When a Pre-plan of yours is activated, +3") trigger at once.
    let args = [
        "tests/fixtures/simultaneous_triggers.txt",
        "--seed",
        "1",
        "--no-shuffle",
        "--rules",
        "1.3.0",
        "--json",
    ];
    let setup = "keep\nend\nend\nplay BP02-U11\nend\nend\nplay BP03-GR08\nrival intervene\n";
    let waiting = goldfish(&args, setup);
    assert_eq!(waiting.code, 0, "{}", waiting.stderr);
    assert_eq!(
        waiting.json()["decision"]["kind"],
        "order",
        "{}",
        waiting.stdout
    );
    let run = goldfish(&args, &format!("{setup}order BP03-GR08 BP02-U11\n"));
    let state = run.ok_json();
    assert!(state["decision"].is_null());
    let log: Vec<String> = state["log"]
        .as_array()
        .expect("log")
        .iter()
        .filter_map(|l| l.as_str().map(str::to_string))
        .collect();
    let first = log.iter().position(|l| l.contains("gets +3 Inspiration"));
    let second = log.iter().position(|l| l.contains("gets +1 Inspiration"));
    assert!(
        matches!((first, second), (Some(a), Some(b)) if a < b),
        "{log:#?}"
    );
}

/// You play SD01A with its 2-cost Twilight Sparkles on top, unshuffled, against the fast
/// rival playing SD01C: its Pinkie Pie, played on turn 2 into its slot 1 (facing your slot 3),
/// finds your Twilight Sparkle there on turn 4 (played on turn 3, the turn ended without a
/// Contact) and Contacts it, after boosting itself twice with Sugarcube Corner.
const RIVAL_CONTACT: &str = "keep\nend\nplay SD01A-C02 slot 3\nend\n";

fn log_of(run: &Run) -> Vec<String> {
    run.json()["log"]
        .as_array()
        .map(|lines| {
            lines
                .iter()
                .filter_map(|l| l.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

fn against_sd01c(extra: &[&str], script: &str) -> Run {
    let mut args = vec![
        "tests/fixtures/sd01a_twilight_first.txt",
        "--rival",
        "SD01C",
        "--seed",
        "7",
        "--no-shuffle",
        "--rules",
        "1.3.0",
        "--json",
    ];
    args.extend_from_slice(extra);
    goldfish(&args, script)
}

#[test]
fn in_the_rivals_contact_the_script_stops_for_your_inspiration_step_and_boost_wins_it_rule_404_3_2()
{
    let run = against_sd01c(&[], RIVAL_CONTACT);
    let state = run.ok_json();
    assert_eq!(state["turn"], 4);
    assert_eq!(state["active"], "rival");
    assert_eq!(state["phase"], "contact");
    assert_eq!(state["inspiration_step"], "you");
    let log = log_of(&run);
    assert!(
        log.contains(&"The rival flips SD01-ER03 Sugarcube Corner (Inspo Boost).".to_string()),
        "the rival's own boosts are logged: {log:?}"
    );
    assert!(
        log.iter().any(|l| l.contains("your Inspiration step")),
        "{log:?}"
    );
    // 5 against your 4: two Golden Oak Libraries make it 6, and your Twilight Sparkle wins.
    let script = format!("{RIVAL_CONTACT}boost SD01-ER01\nboost SD01-ER01\ncontact\n");
    let run = against_sd01c(&[], &script);
    let state = run.ok_json();
    assert_eq!(state["turn"], 5, "the rival's turn went on and ended");
    assert_eq!(state["inspiration_step"], Value::Null);
    assert_eq!(state["you"]["adventure"][2]["card"], "SD01A-C02");
    assert_eq!(state["rival"]["adventure"][0], Value::Null);
    assert!(
        log_of(&run).contains(
            &"Lane of the rival's slot 1 (facing your slot 3): your Character wins the Contact."
                .to_string()
        ),
        "{:?}",
        log_of(&run)
    );
}

#[test]
fn a_line_other_than_boost_ends_your_inspiration_step_without_a_boost_and_auto_never_stops_rule_404_3_2()
 {
    // `end` first ends your step (its Pinkie Pie, 5, beats your Twilight Sparkle, 4), then
    // your turn 5; the rival's turn 6 passes and your turn 7 waits.
    let script = format!("{RIVAL_CONTACT}end\n");
    let run = against_sd01c(&[], &script);
    let state = run.ok_json();
    assert_eq!(state["turn"], 7);
    assert_eq!(state["you"]["adventure"][2], Value::Null, "it Retired");
    let auto = against_sd01c(&["--auto"], RIVAL_CONTACT);
    assert_eq!(auto.ok_json()["turn"], 5, "--auto ends the step by itself");
    // A boost outside any Contact is refused.
    let refused = against_sd01c(&[], "keep\nboost SD01-ER01\n");
    assert_eq!(refused.code, 1);
}

#[test]
fn going_second_the_rival_decides_on_its_opening_hand_before_your_keep_rule_103_4_1b() {
    let run = against_sd01c(&["--second"], "keep\n");
    let state = run.ok_json();
    assert_eq!(state["turn"], 2, "the rival's turn 1 passed; yours waits");
    let log = log_of(&run);
    let rivals = log
        .iter()
        .position(|l| l.starts_with("The rival keeps") || l.starts_with("The rival mulligans"))
        .unwrap_or_else(|| panic!("the rival's decision is logged: {log:?}"));
    // Your keep deals your Plans (103.4.2), face down.
    let yours = log
        .iter()
        .position(|l| l.contains("to a Plan on your Story"))
        .unwrap_or_else(|| panic!("your Plans are logged: {log:?}"));
    assert!(
        rivals < yours,
        "103.4.1b: the first player decides first: {log:?}"
    );
}

#[test]
fn choose_rival_slot_n_names_the_rivals_slot_as_the_state_and_the_log_number_it() {
    // On turn 5 the rival (SD01C) has SD01C-SR01 in its slot 1 and SD01C-U02 in its slot 2
    // (facing your slots 3 and 2: your slot i faces its slot 4-i, 404.2.0). BP01-SPR08
    // Pillow Fight: "Choose 1 Character in Rival's Adventure Area, it gets -1 Inspiration
    // until the end of turn."
    let script = "keep\nend\nend\nplay BP01-SPR08\n";
    let args = [
        "tests/fixtures/sd01a_pillow_fight_first.txt",
        "--rival",
        "SD01C",
        "--seed",
        "7",
        "--no-shuffle",
        "--rules",
        "1.3.0",
        "--json",
    ];
    let asked = goldfish(&args, script).ok_json();
    assert_eq!(asked["rival"]["adventure"][0]["card"], "SD01C-SR01");
    assert_eq!(asked["rival"]["adventure"][1]["card"], "SD01C-U02");
    let mut options: Vec<&str> = asked["decision"]["options"]
        .as_array()
        .expect("options")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    options.sort_unstable();
    assert_eq!(options, ["rival slot 1", "rival slot 2"]);
    let inspiration = asked["rival"]["adventure"][0]["inspiration"]
        .as_i64()
        .expect("SD01C-SR01's Inspiration");
    let run = goldfish(&args, &format!("{script}choose rival slot 1\n"));
    let state = run.ok_json();
    assert_eq!(
        state["rival"]["adventure"][0]["inspiration"].as_i64(),
        Some(inspiration - 1),
        "the Character in the rival's slot 1 got -1"
    );
    assert!(
        log_of(&run).iter().any(|l| l
            .contains("rival's Character in its slot 1 (facing your slot 3) gets -1 Inspiration")),
        "{:?}",
        log_of(&run)
    );
    // The rival's slot 3 faces your slot 1 and is empty: not among the options.
    let refused = goldfish(&args, &format!("{script}choose rival slot 3\n"));
    refused.assert_fails(
        1,
        &[
            "the rival's slot 3 is not among the options",
            "rival slot 1",
        ],
    );
}

#[test]
fn a_starters_code_deals_the_same_game_as_its_deck_file() {
    let by_code = goldfish(
        &[
            "SD01A",
            "--seed",
            "7",
            "--no-shuffle",
            "--rules",
            "1.3.0",
            "--json",
        ],
        "keep\nend\n",
    );
    assert_eq!(by_code.code, 0, "{}", by_code.stderr);
    let by_file = goldfish(&fixed(&["--json"]), "keep\nend\n");
    assert_eq!(by_code.json(), by_file.json());
}
