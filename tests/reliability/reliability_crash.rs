//! Crashes and concurrency against the real binary (`docs/reliability.md`):
//!
//! - SIGKILL at random moments of `collection import` and `deck import`, and at the chosen
//!   step just before the commit: the database always opens, passes its integrity check and
//!   holds the state before or the state after, never a mix.
//! - Two processes writing one database: no lost update, no raw SQLite error.
//!
//! `cargo test` kills `PONYDECK_KILLS` processes per kind (default 25, a few seconds on 2
//! cores); the long run of `docs/reliability.md` sets it to 1000:
//! `PONYDECK_KILLS=1000 cargo test --test reliability reliability_crash -- --nocapture`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ponydeck::card::{CardId, CardIndex, Game};
use ponydeck::catalog::UserDb;
use rand::{RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;

use crate::common;

fn kills() -> usize {
    std::env::var("PONYDECK_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(25)
}

fn command(data: &Path, args: &[&str]) -> Command {
    // `PONYDECK_TEST_BIN` runs these against another build (to see them fail on an old one).
    let binary = std::env::var_os("PONYDECK_TEST_BIN").map_or_else(
        || PathBuf::from(env!("CARGO_BIN_EXE_ponydeck")),
        PathBuf::from,
    );
    let mut command = Command::new(binary);
    command
        .arg("--catalog")
        .arg(common::catalog_path())
        .arg("--data")
        .arg(data)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    command
}

fn run_ok(data: &Path, args: &[&str]) {
    let out = command(data, args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A collection file setting every printing of the catalog to `copies`.
fn whole_collection(index: &CardIndex, copies: u32) -> String {
    let mut csv = String::from("id,quantity,notes\n");
    for card in index.cards() {
        csv.push_str(&format!("{},{copies},set {copies}\n", card.id));
    }
    csv
}

/// Runs the command, kills it (SIGKILL) after a random delay within about its usual run
/// time, and returns whether it was killed before it finished.
fn run_and_kill(mut command: Command, usual: Duration, rng: &mut ChaCha8Rng) -> bool {
    let mut child = command.spawn().unwrap();
    let delay = usual.mul_f64(rng.random_range(0.0..1.2));
    std::thread::sleep(delay);
    let finished = child.try_wait().unwrap().is_some();
    // `kill` is SIGKILL on Unix.
    let _ = child.kill();
    let _ = child.wait();
    !finished
}

fn time_of(mut command: Command) -> Duration {
    let start = Instant::now();
    let status = command.status().unwrap();
    assert!(status.success());
    start.elapsed()
}

/// The copies owned of every printing, as one set of distinct values (one value: uniform).
fn owned_values(data: &Path, index: &CardIndex) -> std::collections::BTreeSet<u32> {
    let db = UserDb::open(data).expect("the database opens and passes its integrity check");
    let collection = db.collection(Game::Kayou).unwrap();
    index
        .cards()
        .iter()
        .map(|c| collection.owned(&c.id))
        .collect()
}

#[test]
fn a_killed_collection_import_leaves_the_collection_before_or_after_never_between() {
    let index = common::index();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    let files: Vec<PathBuf> = (1..=2)
        .map(|n| {
            let path = dir.path().join(format!("set{n}.csv"));
            std::fs::write(&path, whole_collection(&index, n)).unwrap();
            path
        })
        .collect();
    let import = |n: usize| {
        let file = files[n % 2].display().to_string();
        command(&data, &["collection", "import", &file])
    };
    let usual = time_of(import(0));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let (mut killed, mut state) = (0, 1u32);
    for run in 1..=kills() {
        let was_killed = run_and_kill(import(run), usual, &mut rng);
        killed += usize::from(was_killed);
        let values = owned_values(&data, &index);
        let expected_after = u32::try_from(run % 2 + 1).unwrap();
        assert!(
            values == [state].into() || values == [expected_after].into(),
            "run {run}: a mix of {values:?}"
        );
        state = *values.iter().next().unwrap();
    }
    // At the chosen step just before the commit, the import is never there.
    let out = import(7)
        .env("PONYDECK_CRASH_AT", "import-before-commit")
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert_eq!(owned_values(&data, &index), [state].into());
    eprintln!(
        "{killed} of {} imports killed before they finished",
        kills()
    );
    assert!(
        killed > 0,
        "no run was killed in time; the test proved nothing"
    );
}

#[test]
fn a_killed_deck_save_leaves_every_saved_version_readable() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    let deck = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/sd01a.txt");
    let deck = deck.display().to_string();
    let save = || {
        command(
            &data,
            &[
                "deck", "import", &deck, "--name", "Rush", "--notes", "plan", "--tags", "aggro",
            ],
        )
    };
    let usual = time_of(save());
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut versions = 1;
    for run in 1..=kills() {
        run_and_kill(save(), usual, &mut rng);
        let db = UserDb::open(&data).expect("opens and passes its integrity check");
        let summary = db.deck_summary(Game::Kayou, "Rush").unwrap();
        assert!(
            summary.versions == versions || summary.versions == versions + 1,
            "run {run}: {} versions after {versions}",
            summary.versions
        );
        versions = summary.versions;
        assert_eq!((summary.notes.as_str(), summary.tags.len()), ("plan", 1));
        for v in 1..=versions {
            db.load_deck(Game::Kayou, "Rush", Some(v))
                .expect("every version reads back");
        }
    }
}

#[test]
fn two_processes_adding_copies_at_once_lose_none() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    run_ok(&data, &["deck", "list"]);
    let per_process = 8;
    let workers: Vec<_> = (0..2)
        .map(|_| {
            let data = data.clone();
            std::thread::spawn(move || {
                let mut errors = Vec::new();
                for _ in 0..per_process {
                    let out = command(&data, &["collection", "add", "BP01-C01", "1"])
                        .output()
                        .unwrap();
                    if !out.status.success() {
                        errors.push(String::from_utf8_lossy(&out.stderr).into_owned());
                    }
                }
                errors
            })
        })
        .collect();
    let errors: Vec<String> = workers
        .into_iter()
        .flat_map(|w| w.join().unwrap())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    let db = UserDb::open(&data).unwrap();
    let owned = db
        .collection(Game::Kayou)
        .unwrap()
        .owned(&CardId::parse("BP01-C01").unwrap());
    assert_eq!(owned, 2 * per_process);
}

#[test]
fn an_import_racing_another_import_never_writes_back_stale_notes() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("user.db");
    let owned_only = dir.path().join("owned.csv");
    std::fs::write(&owned_only, "id,quantity\nBP01-C01,3\n").unwrap();
    run_ok(
        &data,
        &["collection", "import", owned_only.to_str().unwrap()],
    );
    let rounds = 8;
    let data_a = data.clone();
    let plain = std::thread::spawn(move || {
        for _ in 0..rounds {
            run_ok(
                &data_a,
                &["collection", "import", owned_only.to_str().unwrap()],
            );
        }
    });
    for round in 1..=rounds {
        let file = dir.path().join(format!("notes{round}.csv"));
        std::fs::write(
            &file,
            format!("id,quantity,notes\nBP01-C01,3,mint {round}\n"),
        )
        .unwrap();
        run_ok(&data, &["collection", "import", file.to_str().unwrap()]);
    }
    plain.join().unwrap();
    let db = UserDb::open(&data).unwrap();
    let holding = db
        .collection_holding(Game::Kayou, &CardId::parse("BP01-C01").unwrap())
        .unwrap();
    assert_eq!(holding.notes, format!("mint {rounds}"), "{holding:?}");
}
