//! Splits a query into tokens, remembering where each came from for error messages.

use std::ops::Range;

use super::QueryError;

/// One token of a query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    /// `(`
    Open,
    /// `)`
    Close,
    /// `-` directly before a term or `(`.
    Not,
    /// The word `or`.
    Or,
    /// A bare word or a `key:value` / `key<=n` term, with quotes already removed from the value.
    Word {
        /// The text, quotes removed.
        text: String,
        /// Whether any part was quoted (a phrase).
        quoted: bool,
    },
}

/// A token with its byte range in the query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spanned {
    /// The token.
    pub token: Token,
    /// Where it is in the query.
    pub span: Range<usize>,
}

/// Splits `query` into tokens.
pub fn tokenize(query: &str) -> Result<Vec<Spanned>, QueryError> {
    let mut tokens = Vec::new();
    let mut chars = query.char_indices().peekable();
    while let Some(&(start, c)) = chars.peek() {
        match c {
            c if c.is_whitespace() => {
                chars.next();
            }
            '(' => {
                chars.next();
                tokens.push(Spanned {
                    token: Token::Open,
                    span: start..start + 1,
                });
            }
            ')' => {
                chars.next();
                tokens.push(Spanned {
                    token: Token::Close,
                    span: start..start + 1,
                });
            }
            '-' if tokens_follow(query, start + 1) => {
                chars.next();
                tokens.push(Spanned {
                    token: Token::Not,
                    span: start..start + 1,
                });
            }
            _ => {
                let mut text = String::new();
                let mut quoted = false;
                let mut end = start;
                while let Some(&(i, c)) = chars.peek() {
                    if c.is_whitespace() || c == '(' || c == ')' {
                        break;
                    }
                    chars.next();
                    end = i + c.len_utf8();
                    if c == '"' {
                        quoted = true;
                        let mut closed = false;
                        for (j, q) in chars.by_ref() {
                            end = j + q.len_utf8();
                            if q == '"' {
                                closed = true;
                                break;
                            }
                            text.push(q);
                        }
                        if !closed {
                            return Err(QueryError::new(
                                query,
                                start..query.len(),
                                "this quote is never closed; add a closing \"",
                            ));
                        }
                    } else {
                        text.push(c);
                    }
                }
                let token = if !quoted && text.eq_ignore_ascii_case("or") {
                    Token::Or
                } else {
                    Token::Word { text, quoted }
                };
                tokens.push(Spanned {
                    token,
                    span: start..end,
                });
            }
        }
    }
    Ok(tokens)
}

/// A `-` negates when a term or `(` follows it directly.
fn tokens_follow(query: &str, at: usize) -> bool {
    query[at..]
        .chars()
        .next()
        .is_some_and(|c| !c.is_whitespace() && c != ')')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(query: &str) -> Vec<Token> {
        tokenize(query)
            .unwrap()
            .into_iter()
            .map(|s| s.token)
            .collect()
    }

    #[test]
    fn quotes_make_one_phrase_token_even_after_a_key() {
        assert_eq!(
            words(r#"o:"draw 1 card" -t:event"#),
            vec![
                Token::Word {
                    text: "o:draw 1 card".into(),
                    quoted: true
                },
                Token::Not,
                Token::Word {
                    text: "t:event".into(),
                    quoted: false
                },
            ]
        );
    }

    #[test]
    fn or_and_parentheses_are_their_own_tokens() {
        assert_eq!(
            words("(a OR b)"),
            vec![
                Token::Open,
                Token::Word {
                    text: "a".into(),
                    quoted: false
                },
                Token::Or,
                Token::Word {
                    text: "b".into(),
                    quoted: false
                },
                Token::Close,
            ]
        );
    }

    #[test]
    fn an_unclosed_quote_is_an_error_at_the_quote() {
        let err = tokenize(r#"twilight "sparkle"#).unwrap_err();
        assert_eq!(err.span, 9..17);
    }
}
