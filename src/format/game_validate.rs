//! The validator of every game's formats: reads a [`Format`] and checks a [`GameDeck`] against
//! its sections, copy rule and extra rules. All violations are reported, each with its stable
//! code, the rule to cite and a sentence for the player.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::card::{CopyException, GameCard, GameIndex};
use crate::deck::GameDeck;

use super::{CopyRule, ExtraRule, Format, FormatId, Legality, Violation, ViolationCode};

/// The verdict on a deck of any game under one format.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameValidation {
    /// No violations.
    pub legal: bool,
    /// The format applied.
    pub format: FormatId,
    /// Cards per section (by the format's keys; Maybe excluded).
    pub counts: BTreeMap<&'static str, u32>,
    /// Every violation, in the order of [`ViolationCode::ALL`], then deck order.
    pub violations: Vec<Violation>,
}

impl GameValidation {
    /// Whether a violation with this code was found.
    pub fn has(&self, code: ViolationCode) -> bool {
        self.violations.iter().any(|v| v.code == code)
    }

    /// The codes found, in order.
    pub fn codes(&self) -> Vec<&'static str> {
        self.violations.iter().map(|v| v.code.as_str()).collect()
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// Validates a deck under a format. Cards not in `cards` are skipped here: the list readers
/// refuse them before a deck exists.
pub fn validate_game(deck: &GameDeck, cards: &GameIndex, format: &Format) -> GameValidation {
    let mut violations = Vec::new();
    let mut counts = BTreeMap::new();
    for spec in format.sections {
        let found = deck.count(spec.key);
        counts.insert(spec.key, found);
        if !spec.holds(found) {
            let wanted = match spec.max {
                Some(max) if max == spec.min => format!("exactly {max}"),
                _ => spec.size_text(),
            };
            violations.push(Violation {
                code: spec.code,
                rule: spec.rule,
                message: format!(
                    "The {} has {found} card{}; it must have {wanted} ({} {}).",
                    spec.label,
                    plural(found),
                    format.name,
                    spec.rule
                ),
                cards: Vec::new(),
            });
        }
        // A card of a type another section takes (only decks put together by hand).
        for entry in deck.section(spec.key) {
            if let Some(card) = cards.card(&entry.card_id)
                && format.section_for(&card.card_type) != spec.key
            {
                violations.push(Violation {
                    code: spec.code,
                    rule: spec.rule,
                    message: format!(
                        "{} {} is a {} card; it does not belong in the {}.",
                        card.id, card.name, card.card_type, spec.label
                    ),
                    cards: vec![card.id.to_string()],
                });
            }
        }
    }
    if let Some(copy) = &format.copy {
        copy_violations(&mut violations, deck, cards, copy);
    }
    for rule in format.extra {
        extra_violations(&mut violations, deck, cards, rule);
    }
    violations.sort_by_key(|v| ViolationCode::ALL.iter().position(|c| *c == v.code));
    GameValidation {
        legal: violations.is_empty(),
        format: format.id,
        counts,
        violations,
    }
}

/// The cards of the counted sections, each with its copies, in deck order.
fn counted<'a>(
    deck: &'a GameDeck,
    cards: &'a GameIndex,
    sections: &[&str],
) -> Vec<(&'a GameCard, u32)> {
    deck.played_entries()
        .filter(|(key, _)| sections.is_empty() || sections.contains(key))
        .filter_map(|(_, e)| Some((cards.card(&e.card_id)?, e.count)))
        .collect()
}

fn copy_violations(out: &mut Vec<Violation>, deck: &GameDeck, cards: &GameIndex, copy: &CopyRule) {
    // Copy key -> (copies, printings, the card's own limit).
    let mut keys: Vec<(&str, u32, Vec<String>, Option<CopyException>)> = Vec::new();
    for (card, n) in counted(deck, cards, copy.sections) {
        let exception = copy
            .printed_exceptions
            .then(|| card.lorcana().and_then(|d| d.copy_exception))
            .flatten();
        match keys.iter_mut().find(|k| k.0 == card.copy_key) {
            Some(found) => {
                found.1 = found.1.saturating_add(n);
                if !found.2.contains(&card.id.to_string()) {
                    found.2.push(card.id.to_string());
                }
            }
            None => keys.push((&card.copy_key, n, vec![card.id.to_string()], exception)),
        }
    }
    for (key, copies, ids, exception) in keys {
        let (limit, why) = match exception {
            Some(CopyException::NoLimit) => continue,
            Some(CopyException::UpTo(n)) => (n, " (its own text allows that many)".to_string()),
            None => (copy.limit, String::new()),
        };
        if copies > limit {
            out.push(Violation {
                code: ViolationCode::CopyLimit,
                rule: copy.rule,
                message: format!(
                    "{copies} copies of {key} ({}); at most {limit}{why}.",
                    ids.join(", ")
                ),
                cards: ids,
            });
        }
    }
}

fn legal_in(card: &GameCard, list: Legality) -> bool {
    card.lorcana().is_none_or(|d| match list {
        Legality::LorcanaCore => d.legal_core,
        Legality::LorcanaInfinity => d.legal_infinity,
    })
}

fn banned_in(card: &GameCard, list: Legality) -> Option<&str> {
    let d = card.lorcana()?;
    match list {
        Legality::LorcanaCore => d.banned_core.as_deref(),
        Legality::LorcanaInfinity => d.banned_infinity.as_deref(),
    }
}

fn extra_violations(
    out: &mut Vec<Violation>,
    deck: &GameDeck,
    cards: &GameIndex,
    rule: &ExtraRule,
) {
    match *rule {
        ExtraRule::MaxInks { max, rule } => {
            // 5.2.5.1: a dual-ink card counts as each of its inks.
            let mut inks: Vec<(String, u32, Vec<String>)> = Vec::new();
            for (card, n) in counted(deck, cards, &[]) {
                for ink in card.lorcana().map_or(&[][..], |d| d.inks.as_slice()) {
                    match inks.iter_mut().find(|i| &i.0 == ink) {
                        Some(found) => {
                            found.1 += n;
                            if !found.2.contains(&card.id.to_string()) {
                                found.2.push(card.id.to_string());
                            }
                        }
                        None => inks.push((ink.clone(), n, vec![card.id.to_string()])),
                    }
                }
            }
            if inks.len() as u32 > max {
                let parts: Vec<String> = inks
                    .iter()
                    .map(|(ink, n, _)| format!("{ink} {n}"))
                    .collect();
                out.push(Violation {
                    code: ViolationCode::InkCount,
                    rule,
                    message: format!(
                        "The deck has {} ink types ({}); at most {max}, and a dual-ink card counts as both of its inks.",
                        inks.len(),
                        parts.join(", ")
                    ),
                    cards: inks.into_iter().flat_map(|i| i.2).collect(),
                });
            }
        }
        ExtraRule::NoBanned { list, rule } => {
            for (card, _) in counted(deck, cards, &[]) {
                if let Some(since) = banned_in(card, list) {
                    out.push(Violation {
                        code: ViolationCode::Banned,
                        rule,
                        message: format!(
                            "{} {} is banned (since {since}); take it out.",
                            card.id, card.name
                        ),
                        cards: vec![card.id.to_string()],
                    });
                }
            }
        }
        ExtraRule::OnlyLegal { list, rule } => {
            // A banned card is reported as banned (the source marks it not legal as well).
            for (card, _) in counted(deck, cards, &[]) {
                if !legal_in(card, list) && banned_in(card, list).is_none() {
                    out.push(Violation {
                        code: ViolationCode::NotInFormat,
                        rule,
                        message: format!(
                            "{} {} is not legal in this format: no printing of it is in a set the format allows.",
                            card.id, card.name
                        ),
                        cards: vec![card.id.to_string()],
                    });
                }
            }
        }
        ExtraRule::MaxLucky { max, section, rule } => {
            let lucky: Vec<(&GameCard, u32)> = counted(deck, cards, &[section])
                .into_iter()
                .filter(|(c, _)| c.palworld().is_some_and(|d| d.lucky))
                .collect();
            let total: u32 = lucky.iter().map(|(_, n)| n).sum();
            if total > max {
                out.push(Violation {
                    code: ViolationCode::LuckyLimit,
                    rule,
                    message: format!(
                        "The Main Deck has {total} cards with the Lucky icon; at most {max} in all."
                    ),
                    cards: lucky.iter().map(|(c, _)| c.id.to_string()).collect(),
                });
            }
        }
        ExtraRule::MaxColours { max, section, rule } => {
            let mut colours: Vec<&str> = Vec::new();
            for (card, _) in counted(deck, cards, &[section]) {
                if let Some(colour) = card.palworld().and_then(|d| d.colour.as_deref())
                    && !colours.contains(&colour)
                {
                    colours.push(colour);
                }
            }
            if colours.len() as u32 > max {
                out.push(Violation {
                    code: ViolationCode::ColourCount,
                    rule,
                    message: format!(
                        "The deck has {} colours ({}); at most {max}, colourless cards aside.",
                        colours.len(),
                        colours.join(", ")
                    ),
                    cards: Vec::new(),
                });
            }
        }
        // Kayou's own rules are checked by `validate_with` on the Kayou deck model.
        ExtraRule::EverydayExempt { .. } | ExtraRule::StoryStructure { .. } => {}
    }
}
