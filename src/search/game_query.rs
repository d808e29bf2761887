//! Search over another game's cards, in the same syntax (`shared/design/CLI.md`): bare words in
//! the name, `o:` in the text, `t:` type, `s:` set, `r:` rarity, `id:`, and each game's fields:
//!
//! - Lorcana: `ink:amber` (a dual-ink card has both), `is:inkable`, `is:dual`, `cost`/`c`,
//!   `str`/`strength`, `will`/`willpower`, `lore` with `= : < <= > >=`, `class:hero`
//!   (classification), `v:` / `version:` (words of the version).
//! - Palworld: `color:`/`colour:` (`red`, `blue`, `green`, `purple`, `colorless`), `is:lucky`,
//!   `is:soul`, `is:parallel`, `cost`/`c`, `power`/`pow`, `strike`, `el:`/`element:`,
//!   `work:` (work suitability).

use crate::card::{Card, CardIndex, Game, fold, fold_name};

use super::query::{Comparison, Expr, QueryError, parse_with, strip_prefix_ignore_case};

/// A number field a term compares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberField {
    /// The cost (ink for Lorcana).
    Cost,
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

/// One condition on another game's card.
#[derive(Debug, Clone, PartialEq)]
pub enum GameTerm {
    /// Words in the name (folded).
    Name(String),
    /// `o:` words in the rules text.
    Text(String),
    /// `t:` the card type (or Lorcana's `Song` subtype).
    Type(String),
    /// `s:` the set code.
    Set(String),
    /// `r:` the rarity.
    Rarity(String),
    /// `id:` the ID starts with this.
    Id(String),
    /// A number compared.
    Number(NumberField, Comparison, u32),
    /// `ink:` Lorcana ink type.
    Ink(String),
    /// `is:inkable`.
    Inkable,
    /// `is:dual`: a dual-ink card.
    DualInk,
    /// `class:` a Lorcana classification.
    Classification(String),
    /// `v:` words of the Lorcana version.
    Version(String),
    /// `color:` a Palworld colour (`colorless` for none).
    Colour(String),
    /// `is:lucky`.
    Lucky,
    /// `is:soul`.
    Soul,
    /// `is:parallel`.
    Parallel,
    /// `el:` a Palworld element.
    Element(String),
    /// `work:` a Palworld work suitability.
    Work(String),
}

/// A parsed query over another game's cards.
pub type GameQuery = Expr<GameTerm>;

/// Parses a query for a game's cards; a key the game does not have is an error that says which
/// keys it has.
pub fn parse_game_query(game: Game, text: &str) -> Result<GameQuery, QueryError> {
    parse_with(text, &|word, quoted| parse_game_term(game, word, quoted))
}

/// The cards of `index` matching `query`, in catalog order.
pub fn search_game<'a>(index: &'a CardIndex, query: &GameQuery) -> Vec<&'a Card> {
    index
        .cards()
        .iter()
        .filter(|c| game_matches(query, c))
        .collect()
}

/// Whether a card matches.
pub fn game_matches(query: &GameQuery, card: &Card) -> bool {
    match query {
        Expr::All => true,
        Expr::Term(term) => term_matches(term, card),
        Expr::Not(inner) => !game_matches(inner, card),
        Expr::And(parts) => parts.iter().all(|q| game_matches(q, card)),
        Expr::Or(parts) => parts.iter().any(|q| game_matches(q, card)),
    }
}

fn has(list: &[String], wanted: &str) -> bool {
    list.iter().any(|x| x.eq_ignore_ascii_case(wanted))
}

fn term_matches(term: &GameTerm, card: &Card) -> bool {
    let lorcana = card.lorcana();
    let palworld = card.palworld();
    match term {
        GameTerm::Name(words) => {
            fold_name(&card.name).contains(words.as_str())
                || palworld
                    .and_then(|d| d.name_ja.as_deref())
                    .is_some_and(|n| n.contains(words.as_str()))
                || card
                    .id
                    .as_str()
                    .get(..words.len())
                    .is_some_and(|p| words.len() >= 3 && p.eq_ignore_ascii_case(words))
        }
        GameTerm::Text(words) => card
            .text
            .as_deref()
            .is_some_and(|t| fold(t).contains(words.as_str())),
        GameTerm::Type(t) => {
            card.card_type.eq_ignore_ascii_case(t)
                || lorcana
                    .and_then(|d| d.subtype.as_deref())
                    .is_some_and(|s| s.eq_ignore_ascii_case(t))
                || palworld
                    .and_then(|d| d.subtype.as_deref())
                    .is_some_and(|s| fold(s).starts_with(&fold(t)) && t.len() > 3)
        }
        GameTerm::Set(code) => card.set_code.eq_ignore_ascii_case(code),
        GameTerm::Rarity(r) => {
            card.rarity.eq_ignore_ascii_case(r)
                || (r.len() >= 3 && fold(&card.rarity).starts_with(&fold(r)))
        }
        GameTerm::Id(prefix) => card
            .id
            .as_str()
            .get(..prefix.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(prefix)),
        GameTerm::Number(field, cmp, wanted) => {
            let value: Option<u32> = match field {
                NumberField::Cost => card.cost.map(u32::from),
                NumberField::Strength => lorcana.and_then(|d| d.strength).map(u32::from),
                NumberField::Willpower => lorcana.and_then(|d| d.willpower).map(u32::from),
                NumberField::Lore => lorcana.and_then(|d| d.lore).map(u32::from),
                NumberField::Power => palworld.and_then(|d| d.power),
                NumberField::Strike => palworld.and_then(|d| d.strike).map(u32::from),
            };
            value.is_some_and(|v| cmp.holds(v, *wanted))
        }
        GameTerm::Ink(ink) => lorcana.is_some_and(|d| has(&d.inks, ink)),
        GameTerm::Inkable => lorcana.is_some_and(|d| d.inkable),
        GameTerm::DualInk => lorcana.is_some_and(|d| d.inks.len() > 1),
        GameTerm::Classification(c) => lorcana.is_some_and(|d| has(&d.classifications, c)),
        GameTerm::Version(words) => lorcana
            .and_then(|d| d.version.as_deref())
            .is_some_and(|v| fold_name(v).contains(words.as_str())),
        GameTerm::Colour(colour) => palworld.is_some_and(|d| match d.colour.as_deref() {
            Some(c) => c.eq_ignore_ascii_case(colour),
            None => colour == "colorless" && !d.soul,
        }),
        GameTerm::Lucky => palworld.is_some_and(|d| d.lucky),
        GameTerm::Soul => palworld.is_some_and(|d| d.soul),
        GameTerm::Parallel => palworld.is_some_and(|d| d.parallel),
        GameTerm::Element(e) => palworld.is_some_and(|d| has(&d.elements, e)),
        GameTerm::Work(w) => palworld.is_some_and(|d| {
            d.work_suitability
                .iter()
                .any(|x| fold(x).starts_with(&fold(w)))
        }),
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

const LORCANA_NUMBERS: &[(&str, NumberField)] = &[
    ("strength", NumberField::Strength),
    ("str", NumberField::Strength),
    ("willpower", NumberField::Willpower),
    ("will", NumberField::Willpower),
    ("lore", NumberField::Lore),
    ("cost", NumberField::Cost),
    ("c", NumberField::Cost),
];

const PALWORLD_NUMBERS: &[(&str, NumberField)] = &[
    ("power", NumberField::Power),
    ("pow", NumberField::Power),
    ("strike", NumberField::Strike),
    ("cost", NumberField::Cost),
    ("c", NumberField::Cost),
];

fn parse_game_term(game: Game, text: &str, quoted: bool) -> Result<GameTerm, String> {
    let numbers = match game {
        Game::Lorcana => LORCANA_NUMBERS,
        _ => PALWORLD_NUMBERS,
    };
    for (key, field) in numbers {
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
        return Ok(GameTerm::Number(*field, cmp, value));
    }
    let Some((key, value)) = text.split_once(':') else {
        return Ok(GameTerm::Name(fold_name(text)));
    };
    if value.is_empty() && !quoted {
        return Err(format!("'{key}:' needs a value after the colon"));
    }
    let words = value.replace('_', " ");
    let key = key.to_ascii_lowercase();
    let common = match key.as_str() {
        "o" | "text" => Some(GameTerm::Text(fold(&words))),
        "t" | "type" => Some(GameTerm::Type(words.clone())),
        "s" | "set" => Some(GameTerm::Set(value.to_string())),
        "r" | "rarity" => Some(GameTerm::Rarity(words.clone())),
        "id" => Some(GameTerm::Id(value.to_string())),
        _ => None,
    };
    if let Some(term) = common {
        return Ok(term);
    }
    match (game, key.as_str()) {
        (Game::Lorcana, "ink" | "i") => Ok(GameTerm::Ink(words)),
        (Game::Lorcana, "class" | "cl") => Ok(GameTerm::Classification(words)),
        (Game::Lorcana, "v" | "version") => Ok(GameTerm::Version(fold_name(&words))),
        (Game::Lorcana, "is") => match value.to_ascii_lowercase().as_str() {
            "inkable" => Ok(GameTerm::Inkable),
            "dual" | "dual-ink" => Ok(GameTerm::DualInk),
            _ => Err(format!(
                "'is:{value}' is not known for Lorcana; expected is:inkable or is:dual"
            )),
        },
        (Game::Palworld, "color" | "colour" | "col") => {
            let colour = value.to_ascii_lowercase();
            match colour.as_str() {
                "red" | "blue" | "green" | "purple" | "colorless" | "colourless" => {
                    Ok(GameTerm::Colour(colour.replace("colourless", "colorless")))
                }
                _ => Err(format!(
                    "'{value}' is not a Palworld colour; expected red, blue, green, purple or colorless"
                )),
            }
        }
        (Game::Palworld, "el" | "element") => Ok(GameTerm::Element(words)),
        (Game::Palworld, "work") => Ok(GameTerm::Work(words)),
        (Game::Palworld, "is") => match value.to_ascii_lowercase().as_str() {
            "lucky" => Ok(GameTerm::Lucky),
            "soul" => Ok(GameTerm::Soul),
            "parallel" => Ok(GameTerm::Parallel),
            _ => Err(format!(
                "'is:{value}' is not known for Palworld; expected is:lucky, is:soul or is:parallel"
            )),
        },
        (Game::Lorcana, _) => Err(format!(
            "'{key}:' is not a Lorcana search key; use t: s: r: o: id: ink: class: v: is: or cost/str/will/lore comparisons"
        )),
        _ => Err(format!(
            "'{key}:' is not a Palworld search key; use t: s: r: o: id: color: el: work: is: or cost/power/strike comparisons"
        )),
    }
}
