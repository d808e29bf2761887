//! Issue 41 ("Nothing lost, nothing misleading"): what a fault probe found in the command line,
//! each run against the binary as a user would run it. A run that could hang is given ten
//! seconds and killed past them, so a regression fails instead of stalling the suite.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::common;

struct User {
    dir: tempfile::TempDir,
    data: PathBuf,
}

impl User {
    fn new() -> User {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("user.db");
        User { dir, data }
    }

    fn command_with_data(&self, data: &Path, args: &[&str]) -> Command {
        let mut command = common::cli::with_data(data);
        command
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }

    fn command(&self, args: &[&str]) -> Command {
        self.command_with_data(&self.data, args)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }
}

/// Runs `command` for at most ten seconds; a run still going then is killed and fails the
/// test as a hang.
fn bounded(mut command: Command) -> Output {
    let mut child = command.spawn().expect("the binary starts");
    let start = Instant::now();
    while child
        .try_wait()
        .expect("the child can be waited on")
        .is_none()
    {
        if start.elapsed() > Duration::from_secs(10) {
            child.kill().ok();
            panic!("{command:?} still ran after 10 s: it hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("the output is read")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    let status = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success());
}

// Item 11: a named pipe with no writer is refused at once, as a deck list and as --data.
#[cfg(unix)]
#[test]
fn a_named_pipe_given_as_a_deck_or_as_the_database_is_refused_not_waited_on() {
    let user = User::new();
    let fifo = user.path("f");
    mkfifo(&fifo);
    let out = bounded(user.command(&["deck", "validate", fifo.to_str().unwrap()]));
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("named pipe"), "{}", stderr(&out));

    let out = bounded(user.command_with_data(&fifo, &["collection", "show"]));
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("named pipe"), "{}", stderr(&out));
}

// Item 12: output that cannot be written is an error, and an unwritable stderr no panic.
#[test]
fn printing_to_a_full_disk_is_an_error_and_an_unwritable_stderr_is_no_panic() {
    let user = User::new();
    let deck = user.path("deck.txt");
    std::fs::write(&deck, "4 BP01-C01\n").unwrap();
    for args in [
        vec!["collection", "show"],
        vec!["catalog", "stats"],
        vec!["players"],
        vec!["deck", "validate", deck.to_str().unwrap()],
    ] {
        let mut command = user.command(&args);
        command.stdout(std::fs::File::create("/dev/full").unwrap());
        let out = bounded(command);
        assert_eq!(out.status.code(), Some(2), "{args:?} > /dev/full");
        assert!(
            stderr(&out).contains("could not write the output"),
            "{args:?}: {}",
            stderr(&out)
        );
    }
    let mut command = user.command(&["deck", "validate", "no-such-deck.txt"]);
    command.stderr(std::fs::File::create("/dev/full").unwrap());
    let out = bounded(command);
    assert_eq!(
        out.status.code(),
        Some(2),
        "the error's exit code, not a panic's 101"
    );
}

/// Runs ponydeck in a folder on a 400 KB file system filled to the last byte (a tmpfs in a
/// private mount namespace), with `files` copied in first. `None` where this machine cannot
/// mount one, so the caller can skip.
fn on_a_full_disk(files: &[(&str, &Path)], args: &[&str]) -> Option<Output> {
    let mut all: Vec<std::ffi::OsString> = vec!["--catalog".into(), common::catalog_path().into()];
    all.extend(args.iter().map(Into::into));
    common::cli::in_own_file_system(
        "-o size=400k",
        "{ dd if=/dev/zero of=fill bs=4k 2>/dev/null; true; }",
        files,
        Path::new(env!("CARGO_BIN_EXE_ponydeck")),
        &all,
    )
}

// Item 12: a full disk is named as such, not as a read-only file to make writable.
#[test]
fn a_full_disk_is_reported_as_full_not_as_read_only() {
    let user = User::new();
    let out = bounded(user.command(&["collection", "set", "BP01-C01", "1"]));
    assert!(out.status.success(), "{}", stderr(&out));
    let Some(out) = on_a_full_disk(
        &[("user.db", &user.data)],
        &["--data", "user.db", "collection", "set", "BP01-C02", "3"],
    ) else {
        return;
    };
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("Is the disk full?"),
        "{}",
        stderr(&out)
    );
    assert!(!stderr(&out).contains("read-only"), "{}", stderr(&out));
}

// Item 12: ten unknown Lorcana names of 4,000 characters each are refused at once (each
// was compared with every card name for "did you mean": 0.7 s apiece in a release build).
#[test]
fn ten_unknown_names_of_four_thousand_characters_are_refused_at_once() {
    let user = User::new();
    let list = user.path("long.txt");
    let line = format!("4 {}\n", "Z".repeat(4000));
    std::fs::write(&list, line.repeat(10)).unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_ponydeck"));
    command
        .arg("--catalog")
        .arg(common::catalog_path())
        .args(["--game", "lorcana", "deck", "validate"])
        .arg(&list)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let out = bounded(command);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("line 10"), "{}", stderr(&out));
    assert!(
        stderr(&out).len() < 4000,
        "each name is quoted short: {} bytes",
        stderr(&out).len()
    );
}

// Item 10: a message quotes at most 60 characters of what the user typed or a file held.
#[test]
fn messages_quote_at_most_sixty_characters_of_the_input() {
    let user = User::new();
    let long = "ǫ".repeat(5000);
    let need = format!("1:{long}");
    let json = user.path("binder.json");
    std::fs::write(
        &json,
        format!(
            "{{\"app\":\"pony-binder\",\"version\":1,\"profile\":{{\"cards\":{{\"{long}\":{{\"q\":1}}}}}}}}"
        ),
    )
    .unwrap();
    for args in [
        vec!["odds", "SD01A", "--need", need.as_str()],
        vec!["odds", "SD01A", "--need", long.as_str()],
        vec!["deck", "show", long.as_str()],
        vec!["deck", "import", "--starter", long.as_str()],
        vec!["collection", "import", json.to_str().unwrap()],
    ] {
        let out = bounded(user.command(&args));
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        let message = stderr(&out);
        let quoted = message.matches('ǫ').count();
        assert!(
            (1..=60).contains(&quoted),
            "{:?} quotes {quoted} characters of the input: {}",
            &args[..2],
            message.chars().take(300).collect::<String>()
        );
    }
}

// Item 15: an official card number printed only in art variants reads as its first printing,
// said once (102.1.1: the variants are one card).
#[test]
fn a_card_number_printed_only_in_art_variants_reads_as_its_first_printing() {
    let user = User::new();
    let deck = user.path("deck.txt");
    std::fs::write(&deck, "4 BP03-ER01\n3 bp03-er01\n").unwrap();
    let out = bounded(user.command(&["deck", "validate", deck.to_str().unwrap()]));
    let said = stderr(&out);
    assert_ne!(out.status.code(), Some(2), "the list reads: {said}");
    assert_eq!(
        said.matches("BP03-ER01 is printed only as BP03-ER01-A, BP03-ER01-B, BP03-ER01-C; read as BP03-ER01-A")
            .count(),
        1,
        "said once: {said}"
    );
    let out = bounded(user.command(&["catalog", "show", "BP03-ER01"]));
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("BP03-ER01-A"));
    let out = bounded(user.command(&["collection", "set", "BP03-ER01", "2"]));
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("BP03-ER01-A"));
    // A ※ number whose printings differ offers them.
    let out = bounded(user.command(&["catalog", "show", "※BP03-ER01-D"]));
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("※BP03-ER01-A"), "{}", stderr(&out));
}
