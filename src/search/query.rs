//! The parsed query: terms combined with AND, `or`, `-` and parentheses.

use std::fmt;
use std::ops::Range;

use crate::card::{Card, CardType, Chip, Color, KayouCard, Rarity, SearchText, Stage, fold};

use super::lexer::{Spanned, Token, tokenize};

/// A malformed query, pointing at the term that is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueryError {
    /// The whole query.
    pub query: String,
    /// Byte range of the faulty term.
    pub span: Range<usize>,
    /// What is wrong and what to write instead.
    pub message: String,
}

impl QueryError {
    pub(super) fn new(query: &str, span: Range<usize>, message: impl Into<String>) -> QueryError {
        QueryError {
            query: query.to_string(),
            span,
            message: message.into(),
        }
    }

    /// The faulty part of the query.
    pub fn term(&self) -> &str {
        self.query.get(self.span.clone()).unwrap_or("")
    }

    /// The character column (from 1) where the faulty term starts.
    pub fn column(&self) -> usize {
        self.query
            .get(..self.span.start)
            .map_or(0, |s| s.chars().count())
            + 1
    }

    /// Two lines: the query, and a caret line under the faulty term. A long query is shown
    /// as a window of about 80 characters around the term.
    pub fn pointer(&self) -> String {
        let width = self.term().chars().count().clamp(1, 40);
        let column = self.column() - 1;
        let chars: Vec<char> = self.query.chars().collect();
        if chars.len() <= 80 {
            return format!(
                "{}\n{}{}",
                self.query,
                " ".repeat(column),
                "^".repeat(width)
            );
        }
        let start = column.saturating_sub(20);
        let end = (start + 80).min(chars.len());
        let window: String = chars.get(start..end).unwrap_or_default().iter().collect();
        let lead = if start > 0 { "…" } else { "" };
        let tail = if end < chars.len() { "…" } else { "" };
        format!(
            "{lead}{window}{tail}\n{}{}",
            " ".repeat(column - start + lead.chars().count()),
            "^".repeat(width)
        )
    }
}

impl fmt::Display for QueryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.term().is_empty() {
            write!(
                f,
                "query error at column {}: {}",
                self.column(),
                self.message
            )
        } else {
            write!(
                f,
                "query error in '{}' (column {}): {}",
                crate::limits::short(self.term()),
                self.column(),
                self.message
            )
        }
    }
}

impl std::error::Error for QueryError {}

/// How a number is compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Comparison {
    /// `=` or `:`
    Equal,
    /// `<`
    Less,
    /// `<=`
    AtMost,
    /// `>`
    Greater,
    /// `>=`
    AtLeast,
}

impl Comparison {
    /// Whether `value` compares so with `wanted`.
    pub fn holds<N: PartialOrd>(self, value: N, wanted: N) -> bool {
        match self {
            Comparison::Equal => value == wanted,
            Comparison::Less => value < wanted,
            Comparison::AtMost => value <= wanted,
            Comparison::Greater => value > wanted,
            Comparison::AtLeast => value >= wanted,
        }
    }
}

/// One search condition.
#[derive(Debug, Clone, PartialEq)]
pub enum Term {
    /// A bare word or quoted phrase in the name (aliases and Story subtitles included).
    Name(String),
    /// `o:` a word or phrase in the ability text.
    Text(String),
    /// `t:` the card type.
    Type(CardType),
    /// `k:` a keyword.
    Keyword(String),
    /// `s:` the set or product code.
    Set(String),
    /// `r:` the rarity.
    Rarity(Rarity),
    /// `a:` an ability chip.
    Chip(Chip),
    /// `stage:` the Story stage.
    Stage(Stage),
    /// `color:` the frame colour.
    Color(Color),
    /// `id:` the printing ID starts with this.
    Id(String),
    /// `is:everyday`.
    Everyday,
    /// `is:shining`.
    Shining,
    /// `is:unknown`: stats unknown.
    StatsUnknown,
    /// `cost`/`c` compared with a number.
    Cost(Comparison, u8),
    /// `insp`/`i` compared with a number.
    Inspiration(Comparison, u8),
}

/// A parsed query over terms of type `T`: every game's search shares this shape and parser.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr<T> {
    /// Matches every card (the empty query).
    All,
    /// One condition.
    Term(T),
    /// Not the inner query.
    Not(Box<Expr<T>>),
    /// Every part holds.
    And(Vec<Expr<T>>),
    /// Any part holds.
    Or(Vec<Expr<T>>),
}

/// A parsed Kayou query.
pub type Query = Expr<Term>;

/// Parses a query of the catalog search syntax whose words become terms by `term`. A query
/// longer than [`MAX_QUERY_CHARS`](crate::limits::MAX_QUERY_CHARS) or nested deeper than
/// [`MAX_QUERY_DEPTH`](crate::limits::MAX_QUERY_DEPTH) is refused (no stack overflow).
pub fn parse_with<T>(
    text: &str,
    term: &dyn Fn(&str, bool) -> Result<T, String>,
) -> Result<Expr<T>, QueryError> {
    let length = text.chars().count();
    if length > crate::limits::MAX_QUERY_CHARS {
        return Err(QueryError::new(
            text,
            0..0,
            format!(
                "the query is {length} characters long; ponydeck reads at most {}",
                crate::limits::MAX_QUERY_CHARS
            ),
        ));
    }
    let tokens = tokenize(text)?;
    let mut parser = Parser {
        query: text,
        tokens: &tokens,
        at: 0,
        depth: 0,
        term,
    };
    if tokens.is_empty() {
        return Ok(Expr::All);
    }
    let query = parser.or_expr()?;
    if let Some(extra) = parser.peek() {
        return Err(QueryError::new(
            text,
            extra.span.clone(),
            "this ')' has no matching '('; remove it or add a '(' before",
        ));
    }
    Ok(query)
}

impl Query {
    /// Parses a query of the catalog search syntax. A query longer than
    /// [`MAX_QUERY_CHARS`](crate::limits::MAX_QUERY_CHARS) or nested deeper than
    /// [`MAX_QUERY_DEPTH`](crate::limits::MAX_QUERY_DEPTH) is refused (no stack overflow).
    pub fn parse(text: &str) -> Result<Query, QueryError> {
        Ok(parse_with(text, &parse_term)?.cheapest_first())
    }

    /// Reorders AND parts so cheap checks (type, numbers, flags) run before string matching.
    /// AND has no side effects, so the order does not change the result.
    fn cheapest_first(self) -> Query {
        match self {
            Query::And(parts) => {
                let mut parts: Vec<Query> = parts.into_iter().map(Query::cheapest_first).collect();
                parts.sort_by_key(Query::cost_rank);
                Query::And(parts)
            }
            Query::Or(parts) => Query::Or(parts.into_iter().map(Query::cheapest_first).collect()),
            Query::Not(inner) => Query::Not(Box::new(inner.cheapest_first())),
            other => other,
        }
    }

    fn cost_rank(&self) -> u8 {
        match self {
            Query::All => 0,
            Query::Term(Term::Name(_) | Term::Text(_)) => 3,
            Query::Term(Term::Keyword(_) | Term::Set(_) | Term::Id(_)) => 2,
            Query::Term(_) => 1,
            Query::Not(inner) => inner.cost_rank(),
            Query::And(_) | Query::Or(_) => 4,
        }
    }

    /// Whether the card matches. `text` is the card's prepared search text.
    pub fn matches(&self, card: &Card, text: &SearchText) -> bool {
        match self {
            Query::All => true,
            Query::Term(term) => term.matches(card, text),
            Query::Not(inner) => !inner.matches(card, text),
            Query::And(parts) => parts.iter().all(|q| q.matches(card, text)),
            Query::Or(parts) => parts.iter().any(|q| q.matches(card, text)),
        }
    }
}

impl Term {
    fn matches(&self, card: &Card, text: &SearchText) -> bool {
        let Some(card) = card.kayou() else {
            return false;
        };
        match self {
            Term::Name(word) => text.names.contains(word.as_str()) || id_prefix(card, word),
            Term::Text(word) => text.ability.contains(word.as_str()),
            Term::Type(t) => card.card_type == *t,
            Term::Keyword(k) => card.has_keyword(k),
            Term::Set(code) => {
                card.set_code.eq_ignore_ascii_case(code) || card.product.eq_ignore_ascii_case(code)
            }
            Term::Rarity(r) => card.rarity == *r,
            Term::Chip(chip) => card.has_chip(*chip),
            Term::Stage(stage) => card.stage() == Some(*stage),
            Term::Color(color) => card.color == Some(*color),
            Term::Id(prefix) => card.card_id.as_str().starts_with(prefix.as_str()),
            Term::Everyday => card.everyday,
            Term::Shining => card.shining,
            Term::StatsUnknown => !card.stats_known,
            Term::Cost(cmp, n) => card.cost.is_some_and(|c| cmp.holds(c, *n)),
            Term::Inspiration(cmp, n) => card.inspiration.is_some_and(|i| cmp.holds(i, *n)),
        }
    }
}

/// A bare word that looks like a card ID (`bp02-sr08`, `pr01`, `※bp01-cr01`) also finds the
/// printings whose ID starts with it, so a player can type the number printed on a card.
fn id_prefix(card: &KayouCard, word: &str) -> bool {
    word.len() >= 4
        && word.bytes().any(|b| b.is_ascii_digit())
        && card
            .card_id
            .as_str()
            .get(..word.len())
            .is_some_and(|prefix| prefix.eq_ignore_ascii_case(word))
}

struct Parser<'a, T> {
    query: &'a str,
    tokens: &'a [Spanned],
    at: usize,
    /// How many `(` and `-` enclose the term being read.
    depth: usize,
    /// Reads one word into a term.
    term: &'a dyn Fn(&str, bool) -> Result<T, String>,
}

impl<T> Parser<'_, T> {
    fn peek(&self) -> Option<&Spanned> {
        self.tokens.get(self.at)
    }

    fn error(&self, span: Range<usize>, message: impl Into<String>) -> QueryError {
        QueryError::new(self.query, span, message)
    }

    fn or_expr(&mut self) -> Result<Expr<T>, QueryError> {
        let mut parts = vec![self.and_expr()?];
        while let Some(Spanned {
            token: Token::Or,
            span,
        }) = self.peek()
        {
            let span = span.clone();
            self.at += 1;
            match self.peek() {
                None
                | Some(Spanned {
                    token: Token::Close | Token::Or,
                    ..
                }) => {
                    return Err(self.error(span, "'or' needs a term after it"));
                }
                _ => parts.push(self.and_expr()?),
            }
        }
        Ok(if parts.len() == 1 {
            parts.remove(0)
        } else {
            Expr::Or(parts)
        })
    }

    fn and_expr(&mut self) -> Result<Expr<T>, QueryError> {
        let mut parts = Vec::new();
        while let Some(next) = self.peek() {
            match next.token {
                Token::Or | Token::Close => break,
                _ => parts.push(self.unary()?),
            }
        }
        match parts.len() {
            0 => {
                let span = self
                    .peek()
                    .map_or(self.query.len()..self.query.len(), |s| s.span.clone());
                Err(self.error(span, "a term is missing here"))
            }
            1 => Ok(parts.remove(0)),
            _ => Ok(Expr::And(parts)),
        }
    }

    fn unary(&mut self) -> Result<Expr<T>, QueryError> {
        let Some(next) = self.peek().cloned() else {
            let end = self.query.len();
            return Err(self.error(end..end, "a term is missing at the end"));
        };
        self.at += 1;
        if matches!(next.token, Token::Not | Token::Open) {
            self.depth += 1;
            if self.depth > crate::limits::MAX_QUERY_DEPTH {
                return Err(self.error(
                    next.span,
                    format!(
                        "the query nests more than {} parentheses or '-' deep; simplify it",
                        crate::limits::MAX_QUERY_DEPTH
                    ),
                ));
            }
        }
        let result = self.unary_after(next);
        self.depth = self.depth.saturating_sub(1);
        result
    }

    fn unary_after(&mut self, next: Spanned) -> Result<Expr<T>, QueryError> {
        match next.token {
            Token::Not => Ok(Expr::Not(Box::new(self.unary()?))),
            Token::Open => {
                let inner = self.or_expr()?;
                match self.peek() {
                    Some(Spanned {
                        token: Token::Close,
                        ..
                    }) => {
                        self.at += 1;
                        Ok(inner)
                    }
                    _ => Err(self.error(next.span, "this '(' is never closed; add a ')'")),
                }
            }
            Token::Word { text, quoted } => (self.term)(&text, quoted)
                .map(Expr::Term)
                .map_err(|m| self.error(next.span, m)),
            Token::Close | Token::Or => Err(self.error(next.span, "a term is missing before this")),
        }
    }
}

const NUMBER_KEYS: [&str; 4] = ["cost", "c", "insp", "i"];

/// Parses one word token into a term, or says what is wrong with it.
pub(super) fn parse_term(text: &str, quoted: bool) -> Result<Term, String> {
    // Numeric comparisons: c<=2, cost>=3, i=4, insp:5.
    for key in NUMBER_KEYS {
        let Some(rest) = strip_prefix_ignore_case(text, key) else {
            continue;
        };
        let (cmp, number) = if let Some(n) = rest.strip_prefix("<=") {
            (Comparison::AtMost, n)
        } else if let Some(n) = rest.strip_prefix(">=") {
            (Comparison::AtLeast, n)
        } else if let Some(n) = rest.strip_prefix('<') {
            (Comparison::Less, n)
        } else if let Some(n) = rest.strip_prefix('>') {
            (Comparison::Greater, n)
        } else if let Some(n) = rest.strip_prefix('=').or_else(|| rest.strip_prefix(':')) {
            (Comparison::Equal, n)
        } else {
            continue;
        };
        let value: u8 = number
            .trim()
            .parse()
            .map_err(|_| format!("'{number}' is not a whole number; write for example {key}<=2"))?;
        let is_cost = key.starts_with('c');
        return Ok(if is_cost {
            Term::Cost(cmp, value)
        } else {
            Term::Inspiration(cmp, value)
        });
    }
    let Some((key, value)) = text.split_once(':') else {
        return Ok(Term::Name(fold(text)));
    };
    if value.is_empty() && !quoted {
        return Err(format!("'{key}:' needs a value after the colon"));
    }
    let value_words = value.replace(['_'], " ");
    let unknown = |w: crate::card::UnknownWord| w.to_string();
    Ok(match key.to_ascii_lowercase().as_str() {
        "o" | "text" => Term::Text(fold(value)),
        "t" | "type" => Term::Type(CardType::parse(value).map_err(unknown)?),
        "k" | "kw" | "keyword" => Term::Keyword(value_words),
        "s" | "set" => Term::Set(value.to_ascii_uppercase()),
        "r" | "rarity" => Term::Rarity(Rarity::parse(value).map_err(unknown)?),
        "a" | "chip" => Term::Chip(Chip::parse(value).map_err(unknown)?),
        "stage" => Term::Stage(Stage::parse(value).map_err(unknown)?),
        "color" | "colour" | "col" => Term::Color(Color::parse(value).ok_or_else(|| {
            format!("'{value}' is not a card colour; expected purple, pink, yellow, orange, blue, indigo or white")
        })?),
        "id" => Term::Id(value.to_ascii_uppercase().replace('*', "※")),
        "is" => match value.to_ascii_lowercase().as_str() {
            "everyday" => Term::Everyday,
            "shining" | "shiny" => Term::Shining,
            "unknown" => Term::StatsUnknown,
            _ => {
                return Err(format!(
                    "'is:{value}' is not known; expected is:everyday, is:shining or is:unknown"
                ));
            }
        },
        _ => {
            return Err(format!(
                "'{key}:' is not a search key; use t: k: s: r: a: o: stage: is: color: id: or cost/insp comparisons"
            ));
        }
    })
}

pub(super) fn strip_prefix_ignore_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cheap_terms_are_checked_first_without_changing_the_meaning() {
        assert_eq!(
            Query::parse("twilight k:unicorn t:character").unwrap(),
            Query::And(vec![
                Query::Term(Term::Type(CardType::Character)),
                Query::Term(Term::Keyword("unicorn".into())),
                Query::Term(Term::Name("twilight".into())),
            ])
        );
    }

    #[test]
    fn bare_words_are_anded_name_terms() {
        assert_eq!(
            Query::parse("Twilight sparkle").unwrap(),
            Query::And(vec![
                Query::Term(Term::Name("twilight".into())),
                Query::Term(Term::Name("sparkle".into())),
            ])
        );
    }

    #[test]
    fn or_binds_looser_than_and() {
        let q = Query::parse("a b or c").unwrap();
        assert!(matches!(q, Query::Or(ref parts) if parts.len() == 2));
    }

    #[test]
    fn comparisons_read_every_operator() {
        for (text, term) in [
            ("c<=2", Term::Cost(Comparison::AtMost, 2)),
            ("cost>=3", Term::Cost(Comparison::AtLeast, 3)),
            ("c<1", Term::Cost(Comparison::Less, 1)),
            ("i>4", Term::Inspiration(Comparison::Greater, 4)),
            ("insp=5", Term::Inspiration(Comparison::Equal, 5)),
            ("i:6", Term::Inspiration(Comparison::Equal, 6)),
        ] {
            assert_eq!(Query::parse(text).unwrap(), Query::Term(term), "{text}");
        }
    }

    #[test]
    fn errors_point_at_the_faulty_term() {
        let err = Query::parse("twilight t:creature c<=2").unwrap_err();
        assert_eq!(err.term(), "t:creature");
        assert_eq!(err.column(), 10);
        assert!(err.to_string().contains("card type"), "{err}");
        assert_eq!(
            err.pointer(),
            "twilight t:creature c<=2\n         ^^^^^^^^^^"
        );
    }

    #[test]
    fn unbalanced_parentheses_are_errors() {
        assert_eq!(Query::parse("(a b").unwrap_err().term(), "(");
        assert_eq!(Query::parse("a b)").unwrap_err().term(), ")");
        assert!(Query::parse("a or").is_err());
        assert!(Query::parse("c<=x").is_err());
        assert!(Query::parse("zz:1").is_err());
    }

    #[test]
    fn the_empty_query_matches_everything() {
        assert_eq!(Query::parse("   ").unwrap(), Query::All);
    }
}
