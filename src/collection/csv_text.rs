//! A small CSV reader and writer (RFC 4180): quoted fields, doubled quotes, quoted line
//! breaks, CRLF or LF, an optional UTF-8 byte-order mark.

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

/// Reads every record of a CSV text. Blank lines are skipped. A malformed record (text after
/// a closing quote, a quote that never closes) is returned as an error and reading goes on
/// with the next line, so that every bad line can be reported.
pub fn read_csv(text: &str) -> Vec<Result<CsvRecord, CsvLineError>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut records = Vec::new();
    let mut chars = text.chars().peekable();
    let mut line = 1;
    while chars.peek().is_some() {
        let start_line = line;
        let mut fields = Vec::new();
        let mut field = String::new();
        let mut error: Option<String> = None;
        let mut quoted_field = false;
        loop {
            let Some(c) = chars.next() else {
                fields.push(std::mem::take(&mut field));
                break;
            };
            match c {
                '"' if field.is_empty() && !quoted_field => {
                    quoted_field = true;
                    let mut closed = false;
                    while let Some(q) = chars.next() {
                        match q {
                            '"' if chars.peek() == Some(&'"') => {
                                chars.next();
                                field.push('"');
                            }
                            '"' => {
                                closed = true;
                                break;
                            }
                            '\n' => {
                                line += 1;
                                field.push('\n');
                            }
                            other => field.push(other),
                        }
                    }
                    if !closed {
                        error = Some("a quoted field is never closed; add the missing '\"'".into());
                    }
                }
                ',' => {
                    fields.push(std::mem::take(&mut field));
                    quoted_field = false;
                }
                '\r' if chars.peek() == Some(&'\n') => {}
                '\n' => {
                    line += 1;
                    fields.push(std::mem::take(&mut field));
                    break;
                }
                other => {
                    if quoted_field && error.is_none() {
                        error = Some(format!(
                            "text '{other}' after a closing quote; a quote inside a quoted field is written twice (\"\")"
                        ));
                    }
                    field.push(other);
                }
            }
        }
        let blank = fields.len() == 1 && fields.first().is_some_and(|f| f.trim().is_empty());
        match error {
            Some(message) => records.push(Err(CsvLineError {
                line: start_line,
                message,
            })),
            None if blank && !quoted_field => {}
            None => records.push(Ok(CsvRecord {
                line: start_line,
                fields,
            })),
        }
    }
    records
}

/// Appends one CSV row and a line break (`\r\n`, as RFC 4180 asks). With `quote_all` every
/// field is quoted; otherwise only fields holding a comma, quote or line break.
pub fn write_csv_row<S: AsRef<str>>(out: &mut String, fields: &[S], quote_all: bool) {
    for (i, field) in fields.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let field = field.as_ref();
        if quote_all || field.contains([',', '"', '\n', '\r']) {
            out.push('"');
            out.push_str(&field.replace('"', "\"\""));
            out.push('"');
        } else {
            out.push_str(field);
        }
    }
    out.push_str("\r\n");
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
    fn text_after_a_closing_quote_is_an_error_and_reading_goes_on() {
        let records = read_csv("\"a\"b,c\nd,e\n");
        assert_eq!(records[0].as_ref().unwrap_err().line, 1);
        assert_eq!(records[1].as_ref().unwrap().fields, ["d", "e"]);
    }

    #[test]
    fn written_rows_read_back_the_same() {
        let mut out = String::new();
        write_csv_row(&mut out, &["a,b", "q\"q", "plain", ""], false);
        write_csv_row(&mut out, &["x"], true);
        assert_eq!(out, "\"a,b\",\"q\"\"q\",plain,\r\n\"x\"\r\n");
        assert_eq!(fields(&out), [vec!["a,b", "q\"q", "plain", ""], vec!["x"]]);
    }
}
