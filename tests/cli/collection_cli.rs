//! The collection command line as a new user meets it (CLI.md, "Collection"): the binary run
//! with `--data` in a temporary folder and `--catalog` the shipped `cards.db`.

use crate::common;

use std::path::{Path, PathBuf};

use common::cli::{Run, run_with_data};
use serde_json::Value;

struct User {
    _dir: tempfile::TempDir,
    data: PathBuf,
}

impl User {
    fn new() -> User {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("user.db");
        User { _dir: dir, data }
    }

    fn run(&self, args: &[&str]) -> Run {
        run_with_data(&self.data, args, None)
    }

    /// The standard output of a run that must succeed.
    fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        out.assert_ok();
        out.stdout
    }

    fn json(&self, args: &[&str]) -> Value {
        self.run(args).ok_json()
    }

    fn dir(&self) -> &Path {
        self.data.parent().unwrap()
    }
}

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/collection")
        .join(name)
        .display()
        .to_string()
}

fn owned(show: &Value, card: &str) -> u64 {
    show.as_array()
        .unwrap()
        .iter()
        .find(|row| row["id"] == card)
        .map_or(0, |row| row["owned"].as_u64().unwrap())
}

#[test]
fn new_user_imports_pony_binder_sees_completion_and_what_a_deck_misses_rule_102_1_1() {
    let user = User::new();
    let out = user.run(&["collection", "import", &fixture("pony_binder.csv")]);
    out.assert_ok();
    out.assert_says("7 change");

    let completion = user.json(&["collection", "completion", "--json"]);
    let bp01_cr = completion
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["set"] == "BP01" && r["rarity"] == "CR")
        .unwrap();
    assert_eq!(
        (bp01_cr["owned"].as_u64(), bp01_cr["total"].as_u64()),
        (Some(1), Some(12))
    );
    assert_eq!(bp01_cr["with_shining"]["owned"], 2);

    let missing = user.json(&[
        "collection",
        "missing",
        &fixture("party_rush.txt"),
        "--json",
    ]);
    let cr01 = missing
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["number"] == "BP01-CR01")
        .unwrap();
    // One base and one ※ copy owned: both count toward BP01-CR01.
    assert_eq!(cr01["need"], 4);
    assert_eq!(cr01["owned"], 2);
    assert_eq!(cr01["missing"], 2);

    let list = user.dir().join("shopping.csv");
    let out = user.run(&[
        "collection",
        "wishlist",
        &fixture("party_rush.txt"),
        "--csv",
        "--out",
        list.to_str().unwrap(),
    ]);
    out.assert_ok();
    let csv = std::fs::read_to_string(&list).unwrap();
    assert!(csv.starts_with("number,name,need,owned,missing\r\n"));
    assert!(
        csv.contains("BP01-CR01,Twilight Sparkle,4,2,2\r\n"),
        "{csv}"
    );

    let text = user.run(&["collection", "wishlist", &fixture("party_rush.txt")]);
    text.assert_says("\n2 BP01-CR01 Twilight Sparkle\n");
}

#[test]
fn a_file_with_one_bad_row_changes_nothing_and_exits_2() {
    let user = User::new();
    user.ok(&["collection", "set", "BP01-C01", "1"]);
    let out = user.run(&["collection", "import", &fixture("bad_row.csv")]);
    out.assert_fails(2, &["line 3", "BP01-C99"]);
    let show = user.json(&["collection", "show", "--json"]);
    assert_eq!(owned(&show, "BP01-C01"), 1);
    assert_eq!(owned(&show, "BP01-CR01"), 0);
}

#[test]
fn every_bad_row_is_listed_with_its_line() {
    let user = User::new();
    let out = user.run(&["collection", "import", &fixture("many_bad_rows.csv")]);
    out.assert_fails(2, &["line 3:", "line 4:", "line 5:", "line 6:", "line 7:"]);
}

#[test]
fn dry_run_prints_the_changes_and_writes_nothing() {
    let user = User::new();
    let out = user.run(&[
        "collection",
        "import",
        &fixture("pony_binder_backup.json"),
        "--dry-run",
    ]);
    out.assert_ok();
    out.assert_says("※BP03-RR01");
    out.assert_says("Dry run");
    assert_eq!(
        user.json(&["collection", "show", "--json"]),
        Value::Array(vec![])
    );
}

#[test]
fn set_counts_printings_apart_and_show_lists_owned_ones_only() {
    let user = User::new();
    user.ok(&["collection", "set", "*bp01-cr01", "2"]);
    user.ok(&["collection", "set", "BP01-CR01", "1"]);
    user.ok(&["collection", "set", "BP01-C01", "0"]);
    let show = user.json(&["collection", "show", "--json"]);
    assert_eq!(
        show,
        serde_json::json!([{"id": "BP01-CR01", "owned": 1}, {"id": "※BP01-CR01", "owned": 2}])
    );
    user.run(&["collection", "set", "BP01-C99", "1"])
        .assert_fails(2, &["no card BP01-C99 in the catalog"]);
}

#[test]
fn export_then_import_gives_back_the_same_collection() {
    let user = User::new();
    user.ok(&["collection", "import", &fixture("ponydeck.csv")]);
    let file = user.dir().join("export.csv");
    let out = user.run(&["collection", "export", "--out", file.to_str().unwrap()]);
    out.assert_ok();
    let before = user.json(&["collection", "show", "--json"]);
    let other = User::new();
    other.ok(&[
        "collection",
        "import",
        file.to_str().unwrap(),
        "--keep-unknown",
    ]);
    assert_eq!(other.json(&["collection", "show", "--json"]), before);

    let binder = user.run(&["collection", "export", "--format", "pony-binder-csv"]);
    assert!(binder.stdout.starts_with(
        "\"Set\",\"Number\",\"Name\",\"Rarity\",\"Shining\",\"Quantity\",\"Wishlist\",\"Trade\""
    ));
}

#[test]
fn copies_used_by_other_decks_are_not_free_for_this_one() {
    let user = User::new();
    user.ok(&["collection", "import", &fixture("pony_binder.csv")]);
    user.ok(&["collection", "add", "BP01-C01", "2"]);
    user.ok(&["collection", "add", "BP01-C01", "-1"]);
    let missing = user.json(&[
        "collection",
        "missing",
        &fixture("party_rush.txt"),
        "--committed",
        &fixture("friendship_rush.txt"),
        "--json",
    ]);
    let row = |number: &str| {
        missing
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["number"] == number)
            .unwrap()
            .clone()
    };
    // 4 BP01-C01 owned, 3 in 'Friendship Rush': 1 free of the 4 needed.
    let c01 = row("BP01-C01");
    assert_eq!(
        (c01["owned"].as_u64(), c01["committed"].as_u64()),
        (Some(4), Some(3))
    );
    assert_eq!(c01["missing"], 3);
    // Its ※ copy counts toward BP01-CR01 there too (102.1.1).
    assert_eq!(row("BP01-CR01")["committed"], 1);
}

#[test]
fn deck_missing_names_a_saved_deck_and_free_counts_other_saved_decks() {
    let user = User::new();
    user.ok(&["collection", "import", &fixture("pony_binder.csv")]);
    for deck in ["party_rush.txt", "friendship_rush.txt"] {
        user.ok(&["deck", "import", &fixture(deck)]);
    }
    let plain = user.json(&["deck", "missing", "Party Rush", "--json"]);
    let free = user.json(&["deck", "missing", "Party Rush", "--free", "--json"]);
    let c01 = |rows: &Value| {
        rows.as_array()
            .unwrap()
            .iter()
            .find(|r| r["number"] == "BP01-C01")
            .unwrap()
            .clone()
    };
    assert_eq!(c01(&plain)["missing"], 1);
    assert!(c01(&plain).get("committed").is_none());
    // 'Friendship Rush' uses all 3 owned copies.
    assert_eq!(c01(&free)["committed"], 3);
    assert_eq!(c01(&free)["missing"], 4);
    user.run(&["deck", "missing", "No Such Deck"]).assert_fails(
        2,
        &["'No Such Deck' is neither a deck file nor a saved deck"],
    );
}

#[test]
fn want_and_trade_set_their_counts_keep_the_owned_copies_and_reach_show_and_export() {
    let user = User::new();
    user.ok(&["collection", "set", "BP01-C03", "3"]);
    assert_eq!(
        user.ok(&["collection", "want", "BP01-C03", "2"]).trim(),
        "BP01-C03 Twilight Sparkle: 3 owned, 2 wanted, 0 for trade."
    );
    user.ok(&["collection", "trade", "BP01-C03", "1"]);
    assert!(
        user.ok(&["collection", "show"])
            .contains("3 BP01-C03 Twilight Sparkle (want 2) (trade 1)"),
    );
    assert!(
        user.ok(&["collection", "export"])
            .contains("BP01-C03,3,2,1,")
    );
    // The JSON keeps the contract's shape.
    assert_eq!(
        user.json(&["collection", "show", "--json"]),
        serde_json::json!([{"id": "BP01-C03", "owned": 3}])
    );
    // 0 takes the wish back; an unknown card or a count past the limit is refused (exit 2).
    user.ok(&["collection", "want", "BP01-C03", "0"]);
    assert!(
        user.ok(&["collection", "export"])
            .contains("BP01-C03,3,0,1,")
    );
    user.run(&["collection", "want", "BP01-C99", "1"])
        .assert_fails(2, &["no card BP01-C99"]);
    let out = user.run(&["collection", "trade", "BP01-C03", "99999999"]);
    out.assert_fails(2, &["nothing was changed"]);
}

/// A list of another game, written beside the user's database.
fn game_list(user: &User, name: &str, text: &str) -> String {
    let path = user.dir().join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn a_lorcana_deck_is_missing_what_no_printing_of_its_full_name_covers() {
    let user = User::new();
    // 1.10.1.1: copies count by full name, so the set 9 reprint owned covers the set 4 card.
    user.ok(&["collection", "set", "9-132", "3", "--game", "lorcana"]);
    let deck = game_list(&user, "pirates.txt", "4 4-128\n2 1-195\n");
    let needs = user.json(&["deck", "missing", &deck, "--game", "lorcana", "--json"]);
    assert_eq!(
        needs,
        serde_json::json!([
            {"card": "A Pirate’s Life", "ids": ["4-128"], "need": 4, "owned": 3, "missing": 1},
            {"card": "A Whole New World", "ids": ["1-195"], "need": 2, "owned": 0, "missing": 2}
        ])
    );
    user.ok(&["collection", "set", "C1-010", "2", "--game", "lorcana"]);
    user.ok(&["collection", "set", "4-128", "1", "--game", "lorcana"]);
    let text = user.ok(&["collection", "missing", &deck, "--game", "lorcana"]);
    assert_eq!(text, "You own every card of 'pirates'.\n");
}

#[test]
fn a_saved_palworld_deck_is_checked_against_the_collection_by_card_name() {
    let user = User::new();
    let list = game_list(&user, "red.txt", "Deck: Sprouts\n4 EBP01-039\n");
    user.ok(&["deck", "import", &list, "--game", "palworld"]);
    // 6.1.1.2: the SR parallel of the same card name counts.
    user.ok(&[
        "collection",
        "set",
        "EBP01-039SR",
        "1",
        "--game",
        "palworld",
    ]);
    let text = user.ok(&["deck", "missing", "Sprouts", "--game", "palworld"]);
    assert_eq!(
        text,
        "'Sprouts' is missing 3 cards (1 different):\n  Antique Curtain (EBP01-039): need 4, own 1, missing 3\n"
    );
    let refused = user.run(&["deck", "missing", "Nope", "--game", "palworld"]);
    refused.assert_fails(2, &["deck list --game palworld"]);
}

#[test]
fn a_lorcana_deck_counts_copies_its_other_saved_decks_use_and_lists_what_to_buy() {
    // One model (issue 43): --free, --committed and the shopping list serve every game, by
    // the copy limit's key (1.10.1.1: the full name, so the name list's newest printing 9-132
    // and the 4-128 owned and played by 'Songs' are one card).
    let user = User::new();
    let pirates = game_list(&user, "pirates.txt", "Deck: Pirates\n4 A Pirate's Life\n");
    let songs = game_list(&user, "songs.txt", "Deck: Songs\n3 4-128\n");
    user.ok(&["deck", "import", &pirates, "--game", "lorcana"]);
    user.ok(&["deck", "import", &songs, "--game", "lorcana"]);
    user.ok(&["collection", "set", "4-128", "5", "--game", "lorcana"]);
    assert_eq!(
        user.json(&["deck", "missing", "Pirates", "--game", "lorcana", "--json"]),
        serde_json::json!([]),
        "five copies cover four"
    );
    let free = user.json(&[
        "deck", "missing", "Pirates", "--game", "lorcana", "--free", "--json",
    ]);
    assert_eq!(
        free,
        serde_json::json!([
            {"card": "A Pirate’s Life", "ids": ["9-132"], "need": 4, "owned": 5, "missing": 2,
             "committed": 3}
        ]),
        "the three copies 'Songs' plays are taken"
    );
    let committed = user.json(&[
        "deck",
        "missing",
        &pirates,
        "--game",
        "lorcana",
        "--committed",
        &songs,
        "--json",
    ]);
    assert_eq!(
        committed, free,
        "a list file commits its copies as a saved deck does"
    );
    let list = user.ok(&[
        "collection",
        "wishlist",
        "Pirates",
        "--game",
        "lorcana",
        "--free",
    ]);
    assert_eq!(
        list, "# Shopping list for 'Pirates': 2 cards to get\n2 A Pirate’s Life\n",
        "the list reads back as a Lorcana deck list"
    );
}

#[test]
fn lorcana_completion_counts_owned_printings_per_set() {
    let user = User::new();
    user.ok(&["collection", "set", "1-042", "2", "--game", "lorcana"]);
    user.ok(&["collection", "set", "1-195", "1", "--game", "lorcana"]);
    let rows = user.json(&["collection", "completion", "--game", "lorcana", "--json"]);
    let first = &rows[0];
    assert_eq!(first["set"], "1");
    assert_eq!(first["name"], "The First Chapter");
    assert_eq!(
        (first["owned"].as_u64(), first["copies"].as_u64()),
        (Some(2), Some(3))
    );
    assert_eq!(first["total"].as_u64(), Some(216));
    assert!(
        rows.as_array().unwrap()[1..]
            .iter()
            .all(|r| r["owned"] == 0)
    );
    let text = user.ok(&["collection", "completion", "--game", "lorcana"]);
    assert!(
        text.lines()
            .nth(1)
            .unwrap()
            .starts_with("1            2/216    0.9%       3  The First Chapter"),
        "{text}"
    );
}

#[test]
fn an_export_holding_a_card_the_catalog_lacks_and_typed_notes_reads_back_whole() {
    let user = User::new();
    // The collection holds a printing of a newer catalog (BP99-C01) and notes that start with
    // spaces, a quote and a formula sign.
    let held = user.dir().join("held.csv");
    std::fs::write(
        &held,
        "id,quantity,wishlist,trade,notes\n\
         BP01-C01,2,0,0,\"  two in sleeves\"\n\
         BP01-C02,1,0,0,'quoted\n\
         BP01-C03,1,0,0,'=1+1\n\
         BP99-C01,3,1,0,from a newer set\n",
    )
    .unwrap();
    let refused = user.run(&["collection", "import", held.to_str().unwrap()]);
    refused.assert_fails(2, &["no card BP99-C01", "pass --keep-unknown"]);
    let imported = user.ok(&[
        "collection",
        "import",
        held.to_str().unwrap(),
        "--keep-unknown",
    ]);
    assert!(
        imported.contains("1 printing not in this catalog was kept as it is (BP99-C01)"),
        "{imported}"
    );
    let before = user.json(&["collection", "show", "--json"]);
    let exported = user.ok(&["collection", "export"]);
    assert!(
        exported.contains("BP01-C01,2,0,0,  two in sleeves\r\n"),
        "{exported}"
    );
    let file = user.dir().join("export.csv");
    std::fs::write(&file, &exported).unwrap();
    let other = User::new();
    other.ok(&[
        "collection",
        "import",
        file.to_str().unwrap(),
        "--keep-unknown",
    ]);
    assert_eq!(other.json(&["collection", "show", "--json"]), before);
    assert_eq!(
        other.ok(&["collection", "export"]),
        exported,
        "the export reads back as the same collection, notes as typed"
    );
    assert_eq!(owned(&before, "BP99-C01"), 3);
}
