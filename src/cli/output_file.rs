//! Writing results: a file is written to a temporary file beside it, synced and renamed over
//! the old one, so a full disk or a killed process leaves the previous file whole; stdout is
//! written and flushed with every error checked, so a truncated export never exits 0.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use super::CliError;

/// The temporary file a write goes to before it is renamed into place.
fn temp_path(path: &Path) -> PathBuf {
    let mut name = path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(format!(".ponydeck-{}.tmp", std::process::id()));
    path.with_file_name(name)
}

/// Writes `text` to `path` atomically: all of it, or the old file stays as it was.
pub fn write_file_atomically(path: &Path, text: &[u8]) -> Result<(), CliError> {
    write_file_whole(path, text).map_err(|e| {
        CliError::Input(format!(
            "could not write {}: {e}; nothing was changed there (check the folder exists, is writable and has room)",
            path.display()
        ))
    })
}

/// Writes `text` to a temporary file beside `path`, syncs it and renames it over `path`: a
/// full disk or a crash leaves the old file whole. The window's exports use it too.
pub fn write_file_whole(path: &Path, text: &[u8]) -> std::io::Result<()> {
    let tmp = temp_path(path);
    let written = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(text)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&tmp, path)?;
        // The rename itself is only durable once the folder is synced.
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
            && let Ok(dir) = std::fs::File::open(dir)
        {
            let _ = dir.sync_all();
        }
        Ok(())
    })();
    if written.is_err() {
        // The temporary file is ours; the error already tells what failed.
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// The first failure to write stdout met by [`outln!`](crate::outln): a full disk behind a
/// redirection must not end in exit 0 with the output cut short.
static STDOUT_FAILED: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// Notes how a line written to stdout went; a reader that stopped reading (`| head`) is not a
/// failure. Used by [`outln!`](crate::outln).
pub fn note_stdout(written: std::io::Result<()>) {
    if let Err(e) = written
        && e.kind() != std::io::ErrorKind::BrokenPipe
    {
        let _ = STDOUT_FAILED.set(e.to_string());
    }
}

/// After a command: stdout flushed, and the first failure to write it, if any.
pub fn stdout_result() -> Result<(), CliError> {
    note_stdout(std::io::stdout().lock().flush());
    match STDOUT_FAILED.get() {
        Some(e) => Err(CliError::Input(format!(
            "could not write the output: {e}; it is incomplete (is the disk full?)"
        ))),
        None => Ok(()),
    }
}

/// Writes `text` to stdout and flushes it, failing on any error (a full disk behind a
/// redirection, a closed pipe) so that the exit code tells the output is incomplete.
pub fn write_stdout_checked(text: &[u8]) -> Result<(), CliError> {
    write_stdout(text).map_err(stdout_error)
}

/// Writes `text` to stdout and flushes it.
pub fn write_stdout(text: &[u8]) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_all(text).and_then(|()| out.flush())
}

/// The sentence for a failed write to stdout.
pub fn stdout_error(e: std::io::Error) -> CliError {
    CliError::Input(format!(
        "could not write the output: {e}; it is incomplete (is the disk full?)"
    ))
}

/// Writes to `out` when given (atomically), else to stdout (checked).
pub fn write_output(text: &str, out: Option<&Path>) -> Result<(), CliError> {
    match out {
        Some(path) => write_file_atomically(path, text.as_bytes()),
        None => write_stdout_checked(text.as_bytes()),
    }
}
