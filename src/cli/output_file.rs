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
    let fail = |e: std::io::Error| {
        CliError::Input(format!(
            "could not write {}: {e}; nothing was changed there (check the folder exists, is writable and has room)",
            path.display()
        ))
    };
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
    if let Err(e) = written {
        // The temporary file is ours; the error already tells what failed.
        let _ = std::fs::remove_file(&tmp);
        return Err(fail(e));
    }
    Ok(())
}

/// Writes `text` to stdout and flushes it, failing on any error (a full disk behind a
/// redirection, a closed pipe) so that the exit code tells the output is incomplete.
pub fn write_stdout_checked(text: &[u8]) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    out.write_all(text).and_then(|()| out.flush()).map_err(|e| {
        CliError::Input(format!(
            "could not write the output: {e}; it is incomplete (is the disk full?)"
        ))
    })
}

/// Writes to `out` when given (atomically), else to stdout (checked).
pub fn write_output(text: &str, out: Option<&Path>) -> Result<(), CliError> {
    match out {
        Some(path) => write_file_atomically(path, text.as_bytes()),
        None => write_stdout_checked(text.as_bytes()),
    }
}
