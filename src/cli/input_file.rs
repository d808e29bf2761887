//! Reading the user's files with limits (`crate::limits`): a file larger than the limit, or
//! with a line longer than the limit, is refused with a sentence before it is parsed, so
//! `deck validate /dev/zero` ends at once instead of filling the memory.

use std::io::Read as _;
use std::path::Path;

use crate::limits::{MAX_LINE_CHARS, excerpt, utf8_error_place};

use super::CliError;

/// Reads a text file of at most `max_bytes`; with `check_lines`, no line may be longer than
/// [`MAX_LINE_CHARS`]. `what` names the file in messages ("the deck", "the script").
pub fn read_text_file(
    path: &Path,
    max_bytes: u64,
    check_lines: bool,
    what: &str,
) -> Result<String, CliError> {
    let file = crate::limits::open_input(path).map_err(|e| {
        CliError::Input(format!(
            "cannot read {what} {}: {e}; check the path",
            path.display()
        ))
    })?;
    read_text(
        file,
        max_bytes,
        check_lines,
        &format!("{what} {}", path.display()),
    )
}

/// Reads text from any reader with the same limits; `label` names it in messages.
pub fn read_text(
    reader: impl std::io::Read,
    max_bytes: u64,
    check_lines: bool,
    label: &str,
) -> Result<String, CliError> {
    let mut bytes = Vec::new();
    reader
        .take(max_bytes.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| CliError::Input(format!("cannot read {label}: {e}")))?;
    if bytes.len() as u64 > max_bytes {
        return Err(CliError::Input(format!(
            "{label} is larger than {} MiB, more than ponydeck reads; is it the right file?",
            max_bytes / (1024 * 1024)
        )));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let place = utf8_error_place(e.as_bytes(), at);
        CliError::Input(format!(
            "{label} is not UTF-8 text: {place} (offset {at} of the file) is not; save it as UTF-8"
        ))
    })?;
    if check_lines
        && let Some((i, line)) = text
            .lines()
            .enumerate()
            .find(|(_, line)| line.len() > MAX_LINE_CHARS && line.chars().count() > MAX_LINE_CHARS)
    {
        return Err(CliError::Input(format!(
            "{label} line {}: the line is {} characters long, more than the {MAX_LINE_CHARS} ponydeck reads ('{}'); split or shorten it",
            i + 1,
            line.chars().count(),
            excerpt(line, 40)
        )));
    }
    Ok(text)
}
