//! CSV (RFC 4180) through the `csv` crate: quoted fields, doubled quotes, quoted line breaks,
//! CRLF or LF, an optional UTF-8 byte-order mark; and the guard against spreadsheet formula
//! injection for free text ponydeck writes.

use std::fmt;

/// One record of a CSV text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CsvRecord {
    /// The line the record starts on, from 1.
    pub line: usize,
    /// The fields, unquoted.
    pub fields: Vec<String>,
}

/// A record that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CsvLineError {
    /// The line the record starts on, from 1.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for CsvLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// Reads every record of a CSV text. Blank lines are skipped. Rows may have any number of
/// fields (the readers check the columns they need). A record the reader cannot take is
/// returned as an error and reading goes on, so that every bad line can be reported.
pub fn read_csv(text: &str) -> Vec<Result<CsvRecord, CsvLineError>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut records = Vec::new();
    let mut record = csv::StringRecord::new();
    // The csv crate counts bytes exactly but skips blank lines when it counts lines, so lines
    // are counted here from the byte offsets, in one pass.
    let bytes = text.as_bytes();
    let (mut counted_to, mut line) = (0usize, 1usize);
    let mut line_at = |byte: u64| {
        let mut byte = usize::try_from(byte).unwrap_or(usize::MAX).min(bytes.len());
        // A record's position is where the reader stood, before the blank lines it skipped.
        while bytes.get(byte).is_some_and(|&b| b == b'\n' || b == b'\r') {
            byte += 1;
        }
        if byte > counted_to {
            line += bytes
                .get(counted_to..byte)
                .map_or(0, |b| b.iter().filter(|&&c| c == b'\n').count());
            counted_to = byte;
        }
        line
    };
    loop {
        let start = reader.position().byte();
        match reader.read_record(&mut record) {
            Ok(false) => break,
            Ok(true) => {
                let at = record.position().map_or(start, csv::Position::byte);
                let line = line_at(at);
                // A blank line, skipped; a field holding a line break was quoted, so is data.
                let blank = record.len() == 1
                    && record
                        .get(0)
                        .is_some_and(|f| f.trim().is_empty() && !f.contains(['\n', '\r']));
                if !blank {
                    records.push(Ok(CsvRecord {
                        line,
                        fields: record.iter().map(str::to_string).collect(),
                    }));
                }
            }
            Err(e) => {
                let at = e.position().map_or(start, csv::Position::byte);
                records.push(Err(CsvLineError {
                    line: line_at(at),
                    message: format!("the row cannot be read as CSV ({e})"),
                }));
                // A UTF-8 error is the only kind on text, and it cannot happen on a &str.
                break;
            }
        }
    }
    records
}

/// Appends one CSV row and a line break (`\r\n`, as RFC 4180 asks). With `quote_all` every
/// field is quoted; otherwise only fields that need it. Fields are written as given: pass free
/// text through [`formula_safe`] first.
pub fn write_csv_row<S: AsRef<str>>(out: &mut String, fields: &[S], quote_all: bool) {
    let mut writer = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .quote_style(if quote_all {
            csv::QuoteStyle::Always
        } else {
            csv::QuoteStyle::Necessary
        })
        .from_writer(Vec::new());
    let fields: Vec<&str> = fields.iter().map(AsRef::as_ref).collect();
    // A single empty field would be an empty line, which readers skip; that is how a row of
    // one empty field reads back anyway.
    let written = writer
        .write_record(&fields)
        .and_then(|()| writer.flush().map_err(csv::Error::from));
    if written.is_ok()
        && let Ok(bytes) = writer.into_inner()
    {
        out.push_str(&String::from_utf8_lossy(&bytes));
    }
}

/// The characters a spreadsheet reads as the start of a formula (OWASP "CSV injection").
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// Free text made safe for a spreadsheet: a field starting with `= + - @` (or a tab or
/// carriage return) gets a leading `'`, which spreadsheets show as text and
/// [`formula_unescaped`] removes when ponydeck reads the file back. Text that itself starts
/// with `'` gets one more, so that reading it back never takes off a `'` that was typed.
pub fn formula_safe(text: &str) -> std::borrow::Cow<'_, str> {
    if text.starts_with(FORMULA_STARTS) || text.starts_with('\'') {
        std::borrow::Cow::Owned(format!("'{text}"))
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

/// Undoes [`formula_safe`]: `'=SUM(A1)` reads as `=SUM(A1)` and `''quoted` as `'quoted`.
pub fn formula_unescaped(text: &str) -> &str {
    match text.strip_prefix('\'') {
        Some(rest) if rest.starts_with(FORMULA_STARTS) || rest.starts_with('\'') => rest,
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(text: &str) -> Vec<Vec<String>> {
        read_csv(text)
            .into_iter()
            .map(|r| r.unwrap().fields)
            .collect()
    }

    #[test]
    fn quoted_fields_keep_commas_doubled_quotes_and_line_breaks() {
        let rows = fields("a,\"b,c\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",x\r\n");
        assert_eq!(rows[0], ["a", "b,c", "say \"hi\""]);
        assert_eq!(rows[1], ["two\nlines", "x"]);
    }

    #[test]
    fn records_know_their_starting_line_across_quoted_breaks() {
        let records: Vec<_> = read_csv("h\n\"x\ny\"\n\nz\n")
            .into_iter()
            .map(|r| r.unwrap().line)
            .collect();
        assert_eq!(records, [1, 2, 5]);
    }

    #[test]
    fn empty_fields_and_bom_are_read() {
        assert_eq!(fields("\u{feff}a,,\n"), [vec!["a", "", ""]]);
    }

    #[test]
    fn written_rows_read_back_the_same() {
        let mut out = String::new();
        write_csv_row(&mut out, &["a,b", "q\"q", "plain", ""], false);
        write_csv_row(&mut out, &["x"], true);
        assert_eq!(out, "\"a,b\",\"q\"\"q\",plain,\r\n\"x\"\r\n");
        assert_eq!(fields(&out), [vec!["a,b", "q\"q", "plain", ""], vec!["x"]]);
    }

    #[test]
    fn free_text_that_a_spreadsheet_would_run_is_written_as_text_and_read_back() {
        for text in ["=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)"] {
            let safe = formula_safe(text);
            assert!(safe.starts_with('\''), "{safe}");
            assert_eq!(formula_unescaped(&safe), text);
        }
        assert_eq!(formula_safe("mint, sleeved"), "mint, sleeved");
        assert_eq!(formula_unescaped("'quoted"), "'quoted");
        for typed in ["'quoted", "'=not a formula", "''two", "\tindented"] {
            assert_eq!(
                formula_unescaped(&formula_safe(typed)),
                typed,
                "a typed leading quote or tab survives the round trip"
            );
        }
    }
}
