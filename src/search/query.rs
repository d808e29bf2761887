//! The parsed query: terms combined with AND, `or`, `-` and parentheses.

use std::fmt;
use std::ops::Range;

use crate::card::{Card, CardType, Chip, Color, Game, Rarity, SearchText, Stage, fold, fold_name};

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

/// A number of a card a term compares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberField {
    /// The cost (Force of Harmony, ink).
    Cost,
    /// Kayou Inspiration.
    Inspiration,
    /// Lorcana Strength.
    Strength,
    /// Lorcana Willpower.
    Willpower,
    /// Lorcana Lore.
    Lore,
    /// Palworld Power.
    Power,
    /// Palworld Strike.
    Strike,
}

/// One search condition. The first ones read the facts every game's cards share; the others
/// read one game's own facts and match no card of another game.
#[derive(Debug, Clone, PartialEq)]
pub enum Term {
    /// A bare word or quoted phrase in the name (Kayou aliases and Story subtitles, official
    /// Japanese names included), or the start of the printing ID.
    Name(String),
    /// `o:` a word or phrase in the rules text.
    Text(String),
    /// `t:` the card type (or Lorcana's `Song`, Palworld's Pal kind).
    Type(String),
    /// `s:` the set (or Kayou product) code.
    Set(String),
    /// `r:` the rarity.
    Rarity(String),
    /// `id:` the printing ID starts with this.
    Id(String),
    /// A number compared (`c<=2`, `i>=4`, `lore=2`, `power>3000`).
    Number(NumberField, Comparison, u32),
    /// Kayou `k:` a keyword.
    Keyword(String),
    /// Kayou `a:` an ability chip.
    Chip(Chip),
    /// Kayou `stage:` the Story stage.
    Stage(Stage),
    /// `color:` the colour: Kayou's frame colour, a Palworld colour (`colorless` for none).
    Colour(String),
    /// Kayou `is:everyday`.
    Everyday,
    /// Kayou `is:shining`.
    Shining,
    /// Kayou `is:unknown`: stats unknown.
    StatsUnknown,
    /// Lorcana `ink:` an ink type (a dual-ink card has both).
    Ink(String),
    /// Lorcana `is:inkable`.
    Inkable,
    /// Lorcana `is:dual`: a dual-ink card.
    DualInk,
    /// Lorcana `class:` a classification.
    Classification(String),
    /// Lorcana `v:` words of the version.
    Version(String),
    /// Palworld `is:lucky`.
    Lucky,
    /// Palworld `is:soul`.
    Soul,
    /// Palworld `is:parallel`.
    Parallel,
    /// Palworld `el:` an element.
    Element(String),
    /// Palworld `work:` a work suitability.
    Work(String),
}

/// A parsed query: terms combined with AND, `or`, `-` and parentheses.
#[derive(Debug, Clone, PartialEq)]
pub enum Query {
    /// Matches every card (the empty query).
    All,
    /// One condition.
    Term(Term),
    /// Not the inner query.
    Not(Box<Query>),
    /// Every part holds.
    And(Vec<Query>),
    /// Any part holds.
    Or(Vec<Query>),
}

impl Query {
    /// Parses a query over Kayou's cards ([`Query::parse_in`]).
    pub fn parse(text: &str) -> Result<Query, QueryError> {
        Query::parse_in(Game::Kayou, text)
    }

    /// Parses a query of the catalog search syntax over a game's cards; a key the game does not
    /// have is an error that says which keys it has. A query longer than
    /// [`MAX_QUERY_CHARS`](crate::limits::MAX_QUERY_CHARS) or nested deeper than
    /// [`MAX_QUERY_DEPTH`](crate::limits::MAX_QUERY_DEPTH) is refused (no stack overflow).
    pub fn parse_in(game: Game, text: &str) -> Result<Query, QueryError> {
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
        if tokens.is_empty() {
            return Ok(Query::All);
        }
        let mut parser = Parser {
            query: text,
            tokens: &tokens,
            at: 0,
            depth: 0,
            game,
        };
        let query = parser.or_expr()?;
        if let Some(extra) = parser.peek() {
            return Err(QueryError::new(
                text,
                extra.span.clone(),
                "this ')' has no matching '('; remove it or add a '(' before",
            ));
        }
        Ok(query.cheapest_first())
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
        let kayou = card.kayou();
        let lorcana = card.lorcana();
        let palworld = card.palworld();
        match self {
            Term::Name(word) => text.names.contains(word.as_str()) || id_prefix(card, word),
            Term::Text(word) => text.ability.contains(word.as_str()),
            Term::Type(t) => {
                card.card_type.eq_ignore_ascii_case(t)
                    || lorcana
                        .and_then(|d| d.subtype.as_deref())
                        .is_some_and(|s| s.eq_ignore_ascii_case(t))
                    || palworld
                        .and_then(|d| d.subtype.as_deref())
                        .is_some_and(|s| t.len() > 3 && fold(s).starts_with(&fold(t)))
            }
            Term::Set(code) => {
                card.set_code.eq_ignore_ascii_case(code)
                    || kayou.is_some_and(|k| k.product.eq_ignore_ascii_case(code))
            }
            Term::Rarity(r) => {
                card.rarity.eq_ignore_ascii_case(r)
                    || (r.len() >= 3 && fold(&card.rarity).starts_with(&fold(r)))
            }
            Term::Id(prefix) => starts_with_ignore_case(card.id.as_str(), prefix),
            Term::Number(field, cmp, wanted) => {
                let value: Option<u32> = match field {
                    NumberField::Cost => card.cost.map(u32::from),
                    NumberField::Inspiration => kayou.and_then(|k| k.inspiration).map(u32::from),
                    NumberField::Strength => lorcana.and_then(|d| d.strength).map(u32::from),
                    NumberField::Willpower => lorcana.and_then(|d| d.willpower).map(u32::from),
                    NumberField::Lore => lorcana.and_then(|d| d.lore).map(u32::from),
                    NumberField::Power => palworld.and_then(|d| d.power),
                    NumberField::Strike => palworld.and_then(|d| d.strike).map(u32::from),
                };
                value.is_some_and(|v| cmp.holds(v, *wanted))
            }
            Term::Keyword(k) => kayou.is_some_and(|c| c.has_keyword(k)),
            Term::Chip(chip) => kayou.is_some_and(|c| c.has_chip(*chip)),
            Term::Stage(stage) => kayou.is_some_and(|c| c.stage() == Some(*stage)),
            Term::Colour(colour) => match (kayou, palworld) {
                (Some(c), _) => c
                    .color
                    .is_some_and(|c| c.name().eq_ignore_ascii_case(colour)),
                (_, Some(d)) => match d.colour.as_deref() {
                    Some(c) => c.eq_ignore_ascii_case(colour),
                    None => colour == "colorless" && !d.soul,
                },
                _ => false,
            },
            Term::Everyday => kayou.is_some_and(|c| c.everyday),
            Term::Shining => kayou.is_some() && card.id.is_shining(),
            Term::StatsUnknown => kayou.is_some_and(|c| !c.stats_known),
            Term::Ink(ink) => lorcana.is_some_and(|d| has(&d.inks, ink)),
            Term::Inkable => lorcana.is_some_and(|d| d.inkable),
            Term::DualInk => lorcana.is_some_and(|d| d.inks.len() > 1),
            Term::Classification(c) => lorcana.is_some_and(|d| has(&d.classifications, c)),
            Term::Version(words) => lorcana
                .and_then(|d| d.version.as_deref())
                .is_some_and(|v| fold_name(v).contains(words.as_str())),
            Term::Lucky => palworld.is_some_and(|d| d.lucky),
            Term::Soul => palworld.is_some_and(|d| d.soul),
            Term::Parallel => palworld.is_some_and(|d| d.parallel),
            Term::Element(e) => palworld.is_some_and(|d| has(&d.elements, e)),
            Term::Work(w) => palworld.is_some_and(|d| {
                d.work_suitability
                    .iter()
                    .any(|x| fold(x).starts_with(&fold(w)))
            }),
        }
    }
}

fn has(list: &[String], wanted: &str) -> bool {
    list.iter().any(|x| x.eq_ignore_ascii_case(wanted))
}

fn starts_with_ignore_case(text: &str, prefix: &str) -> bool {
    text.get(..prefix.len())
        .is_some_and(|head| head.eq_ignore_ascii_case(prefix))
}

/// A bare word that looks like a card ID (`bp02-sr08`, `pr01`, `※bp01-cr01`, `1-042`) also
/// finds the printings whose ID starts with it, so a player can type the number printed on a
/// card.
fn id_prefix(card: &Card, word: &str) -> bool {
    word.len() >= 3
        && word.bytes().any(|b| b.is_ascii_digit())
        && starts_with_ignore_case(card.id.as_str(), word)
}

struct Parser<'a> {
    query: &'a str,
    tokens: &'a [Spanned],
    at: usize,
    /// How many `(` and `-` enclose the term being read.
    depth: usize,
    /// The game whose cards the terms read.
    game: Game,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Spanned> {
        self.tokens.get(self.at)
    }

    fn error(&self, span: Range<usize>, message: impl Into<String>) -> QueryError {
        QueryError::new(self.query, span, message)
    }

    fn or_expr(&mut self) -> Result<Query, QueryError> {
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
            Query::Or(parts)
        })
    }

    fn and_expr(&mut self) -> Result<Query, QueryError> {
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
            _ => Ok(Query::And(parts)),
        }
    }

    fn unary(&mut self) -> Result<Query, QueryError> {
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

    fn unary_after(&mut self, next: Spanned) -> Result<Query, QueryError> {
        match next.token {
            Token::Not => Ok(Query::Not(Box::new(self.unary()?))),
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
            Token::Word { text, quoted } => parse_term(self.game, &text, quoted)
                .map(Query::Term)
                .map_err(|m| self.error(next.span, m)),
            Token::Close | Token::Or => Err(self.error(next.span, "a term is missing before this")),
        }
    }
}

/// The number keys of each game's search, with the number each compares.
fn number_keys(game: Game) -> &'static [(&'static str, NumberField)] {
    match game {
        Game::Kayou => &[
            ("cost", NumberField::Cost),
            ("c", NumberField::Cost),
            ("insp", NumberField::Inspiration),
            ("i", NumberField::Inspiration),
        ],
        Game::Lorcana => &[
            ("strength", NumberField::Strength),
            ("str", NumberField::Strength),
            ("willpower", NumberField::Willpower),
            ("will", NumberField::Willpower),
            ("lore", NumberField::Lore),
            ("cost", NumberField::Cost),
            ("c", NumberField::Cost),
        ],
        Game::Palworld => &[
            ("power", NumberField::Power),
            ("pow", NumberField::Power),
            ("strike", NumberField::Strike),
            ("cost", NumberField::Cost),
            ("c", NumberField::Cost),
        ],
    }
}

/// `<=`, `>=`, `<`, `>`, `=` or `:` and the rest.
fn comparison(rest: &str) -> Option<(Comparison, &str)> {
    for (op, cmp) in [
        ("<=", Comparison::AtMost),
        (">=", Comparison::AtLeast),
        ("<", Comparison::Less),
        (">", Comparison::Greater),
        ("=", Comparison::Equal),
        (":", Comparison::Equal),
    ] {
        if let Some(n) = rest.strip_prefix(op) {
            return Some((cmp, n));
        }
    }
    None
}

/// Parses one word token into a term of `game`'s search, or says what is wrong with it.
fn parse_term(game: Game, text: &str, quoted: bool) -> Result<Term, String> {
    // Numeric comparisons: c<=2, cost>=3, i=4, insp:5, lore>=2, power>3000.
    for (key, field) in number_keys(game) {
        let Some(rest) = strip_prefix_ignore_case(text, key) else {
            continue;
        };
        let Some((cmp, number)) = comparison(rest) else {
            continue;
        };
        let value: u32 = number
            .trim()
            .parse()
            .map_err(|_| format!("'{number}' is not a whole number; write for example {key}<=2"))?;
        return Ok(Term::Number(*field, cmp, value));
    }
    let Some((key, value)) = text.split_once(':') else {
        return Ok(Term::Name(fold(text)));
    };
    if value.is_empty() && !quoted {
        return Err(format!("'{key}:' needs a value after the colon"));
    }
    let words = value.replace('_', " ");
    let key = key.to_ascii_lowercase();
    let unknown = |w: crate::card::UnknownWord| w.to_string();
    match (game, key.as_str()) {
        (_, "o" | "text") => Ok(Term::Text(fold(&words))),
        (_, "id") => Ok(Term::Id(value.replace('*', "※"))),
        (_, "s" | "set") => Ok(Term::Set(value.to_string())),
        (Game::Kayou, "t" | "type") => Ok(Term::Type(
            CardType::parse(value).map_err(unknown)?.name().to_string(),
        )),
        (_, "t" | "type") => Ok(Term::Type(words)),
        (Game::Kayou, "r" | "rarity") => Ok(Term::Rarity(
            Rarity::parse(value).map_err(unknown)?.code().to_string(),
        )),
        (_, "r" | "rarity") => Ok(Term::Rarity(words)),
        (Game::Kayou, "k" | "kw" | "keyword") => Ok(Term::Keyword(words)),
        (Game::Kayou, "a" | "chip") => Ok(Term::Chip(Chip::parse(value).map_err(unknown)?)),
        (Game::Kayou, "stage") => Ok(Term::Stage(Stage::parse(value).map_err(unknown)?)),
        (Game::Kayou, "color" | "colour" | "col") => Color::parse(value)
            .map(|c| Term::Colour(c.name().to_string()))
            .ok_or_else(|| {
                format!("'{value}' is not a card colour; expected purple, pink, yellow, orange, blue, indigo or white")
            }),
        (Game::Kayou, "is") => match value.to_ascii_lowercase().as_str() {
            "everyday" => Ok(Term::Everyday),
            "shining" | "shiny" => Ok(Term::Shining),
            "unknown" => Ok(Term::StatsUnknown),
            _ => Err(format!(
                "'is:{value}' is not known; expected is:everyday, is:shining or is:unknown"
            )),
        },
        (Game::Kayou, _) => Err(format!(
            "'{key}:' is not a search key; use t: k: s: r: a: o: stage: is: color: id: or cost/insp comparisons"
        )),
        (Game::Lorcana, "ink" | "i") => Ok(Term::Ink(words)),
        (Game::Lorcana, "class" | "cl") => Ok(Term::Classification(words)),
        (Game::Lorcana, "v" | "version") => Ok(Term::Version(fold_name(&words))),
        (Game::Lorcana, "is") => match value.to_ascii_lowercase().as_str() {
            "inkable" => Ok(Term::Inkable),
            "dual" | "dual-ink" => Ok(Term::DualInk),
            _ => Err(format!(
                "'is:{value}' is not known for Lorcana; expected is:inkable or is:dual"
            )),
        },
        (Game::Lorcana, _) => Err(format!(
            "'{key}:' is not a Lorcana search key; use t: s: r: o: id: ink: class: v: is: or cost/str/will/lore comparisons"
        )),
        (Game::Palworld, "color" | "colour" | "col") => {
            let colour = value.to_ascii_lowercase();
            match colour.as_str() {
                "red" | "blue" | "green" | "purple" | "colorless" | "colourless" => {
                    Ok(Term::Colour(colour.replace("colourless", "colorless")))
                }
                _ => Err(format!(
                    "'{value}' is not a Palworld colour; expected red, blue, green, purple or colorless"
                )),
            }
        }
        (Game::Palworld, "el" | "element") => Ok(Term::Element(words)),
        (Game::Palworld, "work") => Ok(Term::Work(words)),
        (Game::Palworld, "is") => match value.to_ascii_lowercase().as_str() {
            "lucky" => Ok(Term::Lucky),
            "soul" => Ok(Term::Soul),
            "parallel" => Ok(Term::Parallel),
            _ => Err(format!(
                "'is:{value}' is not known for Palworld; expected is:lucky, is:soul or is:parallel"
            )),
        },
        (Game::Palworld, _) => Err(format!(
            "'{key}:' is not a Palworld search key; use t: s: r: o: id: color: el: work: is: or cost/power/strike comparisons"
        )),
    }
}

fn strip_prefix_ignore_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
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
                Query::Term(Term::Type("Character".into())),
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
            (
                "c<=2",
                Term::Number(NumberField::Cost, Comparison::AtMost, 2),
            ),
            (
                "cost>=3",
                Term::Number(NumberField::Cost, Comparison::AtLeast, 3),
            ),
            ("c<1", Term::Number(NumberField::Cost, Comparison::Less, 1)),
            (
                "i>4",
                Term::Number(NumberField::Inspiration, Comparison::Greater, 4),
            ),
            (
                "insp=5",
                Term::Number(NumberField::Inspiration, Comparison::Equal, 5),
            ),
            (
                "i:6",
                Term::Number(NumberField::Inspiration, Comparison::Equal, 6),
            ),
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
