//! The ponydeck binary run as a process, for the CLI contract tests: exit code, stdout and
//! stderr, with an optional script on stdin.

use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

/// What one run of ponydeck gave.
pub struct Run {
    /// The exit code (-1 when ended by a signal).
    pub code: i32,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

impl Run {
    /// Fails the test with the whole of standard output unless it contains `text`.
    pub fn assert_says(&self, text: &str) {
        assert!(self.stdout.contains(text), "{}", self.stdout);
    }

    /// Fails the test with standard error unless the run succeeded (exit code 0).
    pub fn assert_ok(&self) {
        assert_eq!(self.code, 0, "exit code; stderr:\n{}", self.stderr);
    }

    /// Fails the test with the whole of standard error unless it contains `text`.
    pub fn assert_stderr_says(&self, text: &str) {
        assert!(
            self.stderr.contains(text),
            "stderr lacks {text:?}:\n{}",
            self.stderr
        );
    }

    /// Fails the test unless the run ended with exit code `code` and standard error contains
    /// every one of `texts` (a refusal names what, where and what to do: STYLE.md); the message
    /// carries the whole of standard error.
    pub fn assert_fails(&self, code: i32, texts: &[&str]) {
        assert_eq!(self.code, code, "exit code; stderr:\n{}", self.stderr);
        for text in texts {
            self.assert_stderr_says(text);
        }
    }

    /// Standard output read as JSON after a successful run (exit code 0); the test fails with
    /// stderr when the run failed, with stdout and stderr when the output is not JSON.
    pub fn ok_json(&self) -> Value {
        self.assert_ok();
        self.json()
    }

    /// Standard output read as JSON; the test fails with stdout and stderr when it is not.
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("stdout is JSON ({e}): {}\n{}", self.stdout, self.stderr))
    }
}

/// Runs ponydeck with `args`, writing `stdin` to it (`None`: nothing to read).
pub fn run(args: &[&str], stdin: Option<&str>) -> Run {
    run_command(Command::new(env!("CARGO_BIN_EXE_ponydeck")), args, stdin)
}

/// Runs ponydeck from the repository root with `args` alone, so it finds the shipped catalog the
/// way a user's run from a checkout does.
pub fn run_in_repo(args: &[&str], stdin: Option<&str>) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ponydeck"));
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    run_command(command, args, stdin)
}

/// Runs ponydeck from the repository root on the shipped catalog (`--catalog cards.db`, then
/// `args`), so fixture paths are relative to the repository.
pub fn run_on_catalog(args: &[&str], stdin: Option<&str>) -> Run {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut command = Command::new(env!("CARGO_BIN_EXE_ponydeck"));
    command
        .current_dir(root)
        .arg("--catalog")
        .arg(root.join("cards.db"));
    run_command(command, args, stdin)
}

/// The binary on the shipped catalog with the user's data in `data` (a database in a test's
/// temporary folder), for a test that spawns it itself.
pub fn with_data(data: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ponydeck"));
    command
        .arg("--catalog")
        .arg(super::catalog_path())
        .arg("--data")
        .arg(data);
    command
}

/// Runs ponydeck on the shipped catalog with the user's data in `data`.
pub fn run_with_data(data: &Path, args: &[&str], stdin: Option<&str>) -> Run {
    run_command(with_data(data), args, stdin)
}

/// Runs `command` (the binary with whatever folder or environment a test sets) with `args`.
pub fn run_command(mut command: Command, args: &[&str], stdin: Option<&str>) -> Run {
    let mut child = command
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ponydeck runs");
    if let (Some(text), Some(mut pipe)) = (stdin, child.stdin.take()) {
        // The program may refuse before reading its script: a closed pipe is fine.
        pipe.write_all(text.as_bytes()).ok();
    }
    let out = child.wait_with_output().expect("ponydeck ends");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Runs `program` with `args` in a folder of its own file system (a tmpfs in a private mount
/// namespace, `options` its mount options), with `files` copied in first and then `prepare` run
/// there (a shell command: fill the disk, make it read-only). `None`, said on stderr, where this
/// machine cannot mount one (no `unshare`, not allowed to mount), so the caller can skip.
pub fn in_own_file_system(
    options: &str,
    prepare: &str,
    files: &[(&str, &Path)],
    program: &Path,
    args: &[std::ffi::OsString],
) -> Option<std::process::Output> {
    let dir = tempfile::tempdir().unwrap();
    let (stage, place) = (dir.path().join("stage"), dir.path().join("place"));
    std::fs::create_dir(&stage).unwrap();
    std::fs::create_dir(&place).unwrap();
    for (name, source) in files {
        std::fs::copy(source, stage.join(name)).unwrap();
    }
    let script = format!(
        "mount -t tmpfs {options} tmpfs \"$PLACE\" && cp -a \"$STAGE\"/. \"$PLACE\"/ && cd \"$PLACE\" && {prepare} && exec \"$@\""
    );
    let out = Command::new("unshare")
        .args(["-m", "--propagation", "private", "sh", "-c", &script, "sh"])
        .arg(program)
        .args(args)
        .env("PLACE", &place)
        .env("STAGE", &stage)
        .output()
        .ok()?;
    let message = String::from_utf8_lossy(&out.stderr);
    if message.contains("mount:") || message.contains("unshare:") {
        eprintln!("skipped: this machine cannot mount a file system of its own ({message})");
        return None;
    }
    Some(out)
}
