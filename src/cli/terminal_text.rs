//! Text from the user's files and database shown on a terminal: control characters (escape
//! sequences that could move the cursor, retitle the window or hide text) are shown as
//! `\u{1b}` instead of being sent raw.

use std::borrow::Cow;

/// `text` with every control character except tab and line break written as `\u{..}`.
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_unsafe) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if is_unsafe(c) {
            out.push_str(&c.escape_unicode().to_string());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// `text` on one line: also line breaks and tabs escaped.
pub fn printable_line(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c.is_control() || is_unsafe(c)) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| {
                if c.is_control() || is_unsafe(c) {
                    c.escape_unicode().to_string()
                } else {
                    c.to_string()
                }
            })
            .collect(),
    )
}

fn is_unsafe(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        // Bidirectional overrides reorder what the terminal shows.
        || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_sequences_are_shown_not_sent() {
        assert_eq!(printable("Rush\u{1b}[2J"), "Rush\\u{1b}[2J");
        assert_eq!(printable("two\nlines"), "two\nlines");
        assert_eq!(printable_line("two\nlines"), "two\\u{a}lines");
        assert!(matches!(printable("plain ※"), Cow::Borrowed(_)));
    }
}
