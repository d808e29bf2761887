//! Issue 41 ("Nothing lost, nothing misleading"): what a fault probe found in the command line,
//! each run against the binary as a user would run it. A run that could hang is given ten
//! seconds and killed past them, so a regression fails instead of stalling the suite.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

mod common;

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
        let mut command = Command::new(env!("CARGO_BIN_EXE_ponydeck"));
        command
            .arg("--catalog")
            .arg(common::catalog_path())
            .arg("--data")
            .arg(data)
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
