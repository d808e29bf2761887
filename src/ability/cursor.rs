//! [`Cursor`]: the reading position in a normalized sentence, for the compiler's grammar.
//!
//! Words are matched case-insensitively, whole words only, with the spaces between them
//! skipped; 「」 names keep their spelling. A cursor is `Copy`, so a grammar rule tries a
//! reading on a copy and keeps it only if the rule matched (backtracking is a copy).

/// A position in a sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Cursor<'a> {
    rest: &'a str,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `text`.
    pub(crate) fn new(text: &'a str) -> Cursor<'a> {
        Cursor { rest: text }
    }

    /// What is left to read, without leading spaces.
    pub(crate) fn rest(&self) -> &'a str {
        self.rest.trim_start()
    }

    /// Whether nothing but spaces and a final period is left.
    pub(crate) fn at_end(&self) -> bool {
        let r = self.rest().trim_end();
        r.is_empty() || r == "."
    }

    /// Reads `words` (a phrase, spaces collapsed) if it comes next, whole words only.
    pub(crate) fn eat(&mut self, words: &str) -> bool {
        let mut probe = *self;
        for word in words.split(' ').filter(|w| !w.is_empty()) {
            if !probe.eat_word(word) {
                return false;
            }
        }
        *self = probe;
        true
    }

    /// Reads the first of `phrases` that comes next, returning its index.
    pub(crate) fn eat_any(&mut self, phrases: &[&str]) -> Option<usize> {
        phrases.iter().position(|p| self.eat(p))
    }

    fn eat_word(&mut self, word: &str) -> bool {
        let rest = self.rest();
        let Some(head) = rest.get(..word.len()) else {
            return false;
        };
        if !head.eq_ignore_ascii_case(word) {
            return false;
        }
        let after = &rest[word.len()..];
        let word_ends_alnum = word
            .chars()
            .last()
            .is_some_and(|c| c.is_alphanumeric() || c == '\'');
        let next_alnum = after
            .chars()
            .next()
            .is_some_and(|c| c.is_alphanumeric() || c == '-');
        if word_ends_alnum && next_alnum {
            return false;
        }
        self.rest = after;
        true
    }

    /// Reads a small number: digits, or "a"/"an"/"one"/"two"/"three".
    pub(crate) fn number(&mut self) -> Option<u8> {
        let rest = self.rest();
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        if !digits.is_empty() {
            let after = &rest[digits.len()..];
            if after.chars().next().is_some_and(|c| c.is_alphanumeric()) {
                return None;
            }
            let n = digits.parse::<u8>().ok()?;
            self.rest = after;
            return Some(n);
        }
        let words = [("one", 1), ("two", 2), ("three", 3), ("an", 1), ("a", 1)];
        for (word, n) in words {
            if self.eat(word) {
                return Some(n);
            }
        }
        None
    }

    /// Reads a signed number: `+2`, `-1`.
    pub(crate) fn signed(&mut self) -> Option<i8> {
        let mut probe = *self;
        let rest = probe.rest();
        let sign = match rest.chars().next() {
            Some('+') => 1,
            Some('-') => -1,
            _ => return None,
        };
        probe.rest = &rest[1..];
        let n = probe.number()?;
        *self = probe;
        i8::try_from(n).ok().map(|n| n * sign)
    }

    /// Reads one 「name」.
    pub(crate) fn name(&mut self) -> Option<String> {
        let rest = self.rest();
        let inner = rest.strip_prefix('「')?;
        let end = inner.find('」')?;
        let name = inner[..end].trim().to_string();
        self.rest = &inner[end + '」'.len_utf8()..];
        (!name.is_empty()).then_some(name)
    }

    /// Reads 「A」, 「A」 or 「B」, 「A」 and 「B」 (any of, 501.5).
    pub(crate) fn names(&mut self) -> Option<Vec<String>> {
        let mut names = vec![self.name()?];
        loop {
            let mut probe = *self;
            if (probe.eat("or") || probe.eat("and"))
                && let Some(next) = probe.name()
            {
                names.push(next);
                *self = probe;
                continue;
            }
            return Some(names);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_match_whole_and_case_insensitively() {
        let mut c = Cursor::new("Draw 2 cards.");
        assert!(!c.eat("drawn"));
        assert!(c.eat("draw"));
        assert_eq!(c.number(), Some(2));
        assert!(!c.eat("card"));
        assert!(c.eat("cards"));
        assert!(c.at_end());
    }

    #[test]
    fn names_read_any_of_lists() {
        let mut c = Cursor::new("「Apple Bloom」 or 「Scootaloo」 in");
        assert_eq!(
            c.names(),
            Some(vec!["Apple Bloom".to_string(), "Scootaloo".to_string()])
        );
        assert!(c.eat("in"));
    }
}
