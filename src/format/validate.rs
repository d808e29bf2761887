//! The validator of every game (issue 43: one validator): reads a [`Format`] (its sections,
//! copy rule and extra rules, all data) and checks a [`Deck`] against it. Every violation is
//! reported at once, each with its stable code, the rule to cite, the cards and a sentence for
//! the player; warnings (unknown cards and stats) leave the deck legal. Pure and
//! allocation-light: the deck screens call it on every edit.
//!
//! A Kayou deck is checked by the same code ([`validate`] names Kayou's format at a rules
//! version): Kayou's Everyday exemption (102.1.2) and Story structure (102.1.3) are
//! rules of its format like Lorcana's inks or Palworld's Lucky cards.

use crate::card::{Card, CardId, CardIndex, CopyException, Game, Stage};
use crate::deck::{Deck, Section};

use super::{
    CopyKeyKind, CopyRule, ExtraRule, Format, Legality, RulesVersion, SectionCount, SectionSpec,
    Validation, ValidationWarning, Violation, ViolationCode, WarningCode,
};

/// Validates a Kayou deck under a rules version (102): the one validator, [`validate_game`],
/// under [`Format::kayou`].
pub fn validate(deck: &Deck, cards: &CardIndex, version: RulesVersion) -> Validation {
    validate_game(deck, cards, &Format::kayou(version))
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// Validates a deck under a format. A card the catalog lacks breaks a section that names its
/// types (its type is unknown) and is a warning elsewhere; it counts for the copy limit when its
/// ID gives its copy key (Kayou's card number).
pub fn validate_game(deck: &Deck, cards: &CardIndex, format: &Format) -> Validation {
    let mut violations = Vec::new();
    let mut warnings = Vec::new();
    let mut counts = Vec::with_capacity(format.sections.len());
    for spec in format.sections {
        let found = deck.count(spec.section);
        counts.push(SectionCount {
            section: spec.section,
            key: spec.key,
            count: found,
        });
        if !spec.holds(found) {
            violations.push(size_violation(spec, found, deck));
        }
        type_violations(&mut violations, deck, cards, format, spec);
    }
    if let Some(copy) = &format.copy {
        let everyday_exempt = format
            .extra
            .iter()
            .any(|r| matches!(r, ExtraRule::EverydayExempt { .. }));
        copy_violations(&mut violations, deck, cards, copy, everyday_exempt);
    }
    for rule in format.extra {
        extra_violations(&mut violations, deck, cards, rule);
    }
    unknown_warnings(&mut warnings, deck, cards, format);
    violations.sort_by_key(|v| ViolationCode::ALL.iter().position(|c| *c == v.code));
    Validation {
        legal: violations.is_empty(),
        format: format.id,
        counts,
        violations,
        warnings,
    }
}

/// A section of the wrong size; a one-card section (Kayou's Main Character) is counted in
/// cards of its kind.
fn size_violation(spec: &SectionSpec, found: u32, deck: &Deck) -> Violation {
    let wanted = match spec.max {
        Some(max) if max == spec.min => format!("exactly {max}"),
        _ => spec.size_text(),
    };
    let (message, cards) = if spec.max == Some(1) {
        let ids = deck
            .section(spec.section)
            .iter()
            .map(|e| e.card_id.to_string())
            .collect();
        (
            format!(
                "The deck has {found} {}{}; it must have {wanted}.",
                spec.label,
                plural(found)
            ),
            ids,
        )
    } else {
        (
            format!(
                "The {} has {found} card{}; it must have {wanted}.",
                spec.label,
                plural(found)
            ),
            Vec::new(),
        )
    };
    Violation {
        code: spec.code,
        rule: spec.rule,
        message,
        cards,
    }
}

/// The types a section holds, as a sentence's list (`Character, Event and Item`).
fn types_text(spec: &SectionSpec) -> String {
    join_words(spec.types, "and")
}

/// A card of a type the section does not take (only decks put together by hand, or tokens),
/// and, in a section that names its types, a card the catalog lacks.
fn type_violations(
    out: &mut Vec<Violation>,
    deck: &Deck,
    cards: &CardIndex,
    format: &Format,
    spec: &SectionSpec,
) {
    for entry in deck.section(spec.section) {
        match cards.printing(&entry.card_id) {
            Some(card) if format.section_for(&card.card_type) == spec.section => {}
            Some(card) => {
                let message = if spec.types.is_empty() {
                    format!(
                        "{} {} is a {} card; it does not belong in the {}.",
                        card.id, card.name, card.card_type, spec.label
                    )
                } else {
                    format!(
                        "{} {} is a {}; the {} holds only {} cards.",
                        card.id,
                        card.name,
                        card.card_type,
                        spec.label,
                        types_text(spec)
                    )
                };
                out.push(Violation {
                    code: spec.type_code,
                    rule: spec.rule,
                    message,
                    cards: vec![card.id.to_string()],
                });
            }
            None if spec.unknown_breaks => out.push(Violation {
                code: spec.type_code,
                rule: spec.rule,
                message: format!(
                    "{} is not in the card catalog, so its type is unknown; the {} holds only {} cards.",
                    entry.card_id,
                    spec.label,
                    types_text(spec)
                ),
                cards: vec![entry.card_id.to_string()],
            }),
            None => {}
        }
    }
}

/// The cards of the counted sections, each with its copies, in deck order.
fn counted<'a>(deck: &'a Deck, cards: &'a CardIndex, sections: &[Section]) -> Vec<(&'a Card, u32)> {
    deck.played_entries()
        .filter(|(key, _)| sections.is_empty() || sections.contains(key))
        .filter_map(|(_, e)| Some((cards.printing(&e.card_id)?, e.count)))
        .collect()
}

/// One copy key's copies across the counted sections.
struct KeyCount<'a> {
    key: String,
    copies: u32,
    printings: Vec<String>,
    /// The name of the first printing the catalog knows.
    name: Option<&'a str>,
    exception: Option<CopyException>,
    everyday: bool,
}

/// The copy key of a printing: the card's own, or for a Kayou card the catalog lacks, what its
/// ID gives (its card number, 102.1.1).
fn copy_key(game: Game, id: &CardId, card: Option<&Card>) -> Option<String> {
    match card {
        Some(card) => Some(card.copy_key.clone()),
        None => game
            .has_card_numbers()
            .then(|| id.number().as_str().to_string()),
    }
}

fn copy_violations(
    out: &mut Vec<Violation>,
    deck: &Deck,
    cards: &CardIndex,
    copy: &CopyRule,
    everyday_exempt: bool,
) {
    let mut keys: Vec<KeyCount<'_>> = Vec::new();
    for (section, entry) in deck.played_entries() {
        if !copy.sections.contains(&section) {
            continue;
        }
        let card = cards.printing(&entry.card_id);
        let Some(key) = copy_key(deck.game, &entry.card_id, card) else {
            continue;
        };
        let exception = copy
            .printed_exceptions
            .then(|| {
                card.and_then(|c| {
                    c.lorcana()
                        .and_then(|d| d.copy_exception)
                        .or_else(|| c.palworld().and_then(|d| d.copy_exception))
                })
            })
            .flatten();
        let everyday = card.and_then(Card::kayou).is_some_and(|c| c.everyday);
        let id = entry.card_id.to_string();
        match keys.iter_mut().find(|k| k.key == key) {
            Some(found) => {
                found.copies = found.copies.saturating_add(entry.count);
                found.everyday |= everyday;
                found.name = found.name.or(card.map(|c| c.name.as_str()));
                if !found.printings.contains(&id) {
                    found.printings.push(id);
                }
            }
            None => keys.push(KeyCount {
                key,
                copies: entry.count,
                printings: vec![id],
                name: card.map(|c| c.name.as_str()),
                exception,
                everyday,
            }),
        }
    }
    for k in keys {
        if everyday_exempt && k.everyday {
            continue;
        }
        let (limit, why) = match k.exception {
            Some(CopyException::NoLimit) => continue,
            Some(CopyException::UpTo(n)) => (n, " (its own text allows that many)".to_string()),
            None => (copy.limit, String::new()),
        };
        if k.copies <= limit {
            continue;
        }
        let (message, cards) = match copy.by {
            // 102.1.1: one number, ※ and day/night printings counted with their base.
            CopyKeyKind::CardNumber => {
                let others: Vec<&str> = k
                    .printings
                    .iter()
                    .map(String::as_str)
                    .filter(|id| *id != k.key)
                    .collect();
                let including = if others.is_empty() {
                    String::new()
                } else {
                    format!(" (including {})", others.join(", "))
                };
                let label = match k.name {
                    Some(name) => format!("{} {name}", k.key),
                    None => k.key.clone(),
                };
                (
                    format!(
                        "{} copies of {label}{including}; at most {limit}{why}.",
                        k.copies
                    ),
                    vec![k.key],
                )
            }
            CopyKeyKind::FullName | CopyKeyKind::CardName => (
                format!(
                    "{} copies of {} ({}); at most {limit}{why}.",
                    k.copies,
                    k.key,
                    k.printings.join(", ")
                ),
                k.printings,
            ),
        };
        out.push(Violation {
            code: ViolationCode::CopyLimit,
            rule: copy.rule,
            message,
            cards,
        });
    }
}

fn legal_in(card: &Card, list: Legality) -> bool {
    card.lorcana().is_none_or(|d| match list {
        Legality::LorcanaCore => d.legal_core,
        Legality::LorcanaInfinity => d.legal_infinity,
    })
}

fn banned_in(card: &Card, list: Legality) -> Option<&str> {
    let d = card.lorcana()?;
    match list {
        Legality::LorcanaCore => d.banned_core.as_deref(),
        Legality::LorcanaInfinity => d.banned_infinity.as_deref(),
    }
}

fn extra_violations(out: &mut Vec<Violation>, deck: &Deck, cards: &CardIndex, rule: &ExtraRule) {
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
            let lucky: Vec<(&Card, u32)> = counted(deck, cards, &[section])
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
        // Read by the copy limit.
        ExtraRule::EverydayExempt { .. } => {}
        ExtraRule::StoryStructure { section, rule } => {
            story_violations(out, deck, cards, section, rule);
        }
    }
}

/// 102.1.3: four Stories with one primary title, different subtitles, one each of stages I-IV.
fn story_violations(
    out: &mut Vec<Violation>,
    deck: &Deck,
    cards: &CardIndex,
    section: Section,
    rule: &'static str,
) {
    let stories: Vec<(CardId, &crate::card::KayouCard)> = deck
        .section(section)
        .iter()
        .filter_map(|e| {
            let card = cards.printing(&e.card_id)?;
            Some((card, card.kayou()?, e.count))
        })
        .filter(|(_, c, _)| c.card_type == crate::card::CardType::Story)
        .flat_map(|(card, c, n)| std::iter::repeat_n((card.id.clone(), c), n as usize))
        .collect();
    if stories.is_empty() {
        return;
    }

    // Titles, in first-appearance order, with their cards.
    let mut titles: Vec<(&str, Vec<String>)> = Vec::new();
    for (id, card) in &stories {
        let title = card.story.as_ref().map_or("", |s| s.title.as_str());
        match titles.iter_mut().find(|(t, _)| *t == title) {
            Some((_, ids)) => {
                if !ids.iter().any(|i| i == id.as_str()) {
                    ids.push(id.to_string());
                }
            }
            None => titles.push((title, vec![id.to_string()])),
        }
    }
    if titles.len() > 1 {
        let parts: Vec<String> = titles
            .iter()
            .map(|(title, ids)| {
                let title = if title.is_empty() {
                    "unknown title"
                } else {
                    title
                };
                format!("{title}: {}", ids.join(", "))
            })
            .collect();
        out.push(Violation {
            code: ViolationCode::StoryTitle,
            rule,
            message: format!(
                "The Stories have {} different titles ({}); all of them must share one title.",
                titles.len(),
                parts.join("; ")
            ),
            cards: titles.into_iter().flat_map(|(_, ids)| ids).collect(),
        });
    }

    // Stages: exactly one each of I-IV.
    let mut per_stage = [0u32; 4];
    let mut stage_cards: [Vec<String>; 4] = Default::default();
    let mut unknown_stage: Vec<String> = Vec::new();
    for (id, card) in &stories {
        match card.stage() {
            Some(stage) => {
                let i = usize::from(stage.number() - 1);
                if let (Some(n), Some(ids)) = (per_stage.get_mut(i), stage_cards.get_mut(i)) {
                    *n += 1;
                    if !ids.iter().any(|x| x == id.as_str()) {
                        ids.push(id.to_string());
                    }
                }
            }
            None => {
                if !unknown_stage.iter().any(|x| x == id.as_str()) {
                    unknown_stage.push(id.to_string());
                }
            }
        }
    }
    let mut problems: Vec<String> = Vec::new();
    let mut involved: Vec<String> = Vec::new();
    for (stage, (n, ids)) in Stage::ALL.iter().zip(per_stage.iter().zip(&stage_cards)) {
        match n {
            0 => problems.push(format!("stage {stage} is missing")),
            1 => {}
            n => {
                problems.push(format!(
                    "stage {stage} appears {} ({})",
                    times(*n),
                    ids.join(", ")
                ));
                involved.extend(ids.iter().cloned());
            }
        }
    }
    if !unknown_stage.is_empty() {
        problems.push(format!(
            "no source gives the stage of {}",
            unknown_stage.join(", ")
        ));
        involved.extend(unknown_stage);
    }
    if !problems.is_empty() {
        out.push(Violation {
            code: ViolationCode::StoryStages,
            rule,
            message: format!(
                "The Stories must be one each of stages I, II, III and IV: {}.",
                join_words(&problems, "and")
            ),
            cards: involved,
        });
    }

    // Subtitles: different card numbers may not share a subtitle (the same card twice is
    // already a repeated stage).
    let mut subtitles: Vec<(&str, Vec<&CardId>)> = Vec::new();
    for (id, card) in &stories {
        let Some(story) = &card.story else { continue };
        match subtitles.iter_mut().find(|(s, _)| *s == story.subtitle) {
            Some((_, ids)) => {
                if !ids.iter().any(|x| x.number() == id.number()) {
                    ids.push(id);
                }
            }
            None => subtitles.push((story.subtitle.as_str(), vec![id])),
        }
    }
    for (subtitle, ids) in subtitles.into_iter().filter(|(_, ids)| ids.len() > 1) {
        let list: Vec<String> = ids.iter().map(|id| id.to_string()).collect();
        out.push(Violation {
            code: ViolationCode::StoryStages,
            rule,
            message: format!(
                "The subtitle '{subtitle}' is on {} Stories ({}); every Story needs a different subtitle.",
                list.len(),
                list.join(", ")
            ),
            cards: list,
        });
    }
}

fn times(n: u32) -> String {
    match n {
        2 => "twice".to_string(),
        n => format!("{n} times"),
    }
}

fn join_words<S: AsRef<str>>(items: &[S], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [init @ .., tail] => {
            let head: Vec<&str> = init.iter().map(AsRef::as_ref).collect();
            format!("{} {last} {}", head.join(", "), tail.as_ref())
        }
    }
}

/// Warnings for cards whose stats no source gives, and cards missing from the catalog in a
/// section where that breaks no rule (where it does, it is a violation).
fn unknown_warnings(
    out: &mut Vec<ValidationWarning>,
    deck: &Deck,
    cards: &CardIndex,
    format: &Format,
) {
    let mut seen: Vec<&CardId> = Vec::new();
    for spec in format.sections {
        for entry in deck.section(spec.section) {
            if seen.contains(&&entry.card_id) {
                continue;
            }
            seen.push(&entry.card_id);
            match cards.printing(&entry.card_id) {
                Some(card) if card.kayou().is_some_and(|c| !c.stats_known) => {
                    out.push(ValidationWarning {
                        code: WarningCode::UnknownStats,
                        message: format!(
                            "{} {} has unknown stats (no source gives its cost, Inspiration or text); it counts for legality, but curves and odds leave it out.",
                            card.id, card.name
                        ),
                        cards: vec![entry.card_id.to_string()],
                    });
                }
                Some(_) => {}
                None if !spec.unknown_breaks => out.push(ValidationWarning {
                    code: WarningCode::UnknownCard,
                    message: format!(
                        "{} is not in the card catalog; update the catalog or remove the card.",
                        entry.card_id
                    ),
                    cards: vec![entry.card_id.to_string()],
                }),
                None => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{Card, CardIndex, CardType, KayouCard, Rarity, StoryInfo};

    fn card(id: &str, card_type: CardType, story: Option<(&str, &str, Stage)>) -> Card {
        let card_id = CardId::parse(id).unwrap();
        let details = KayouCard {
            product: "T1".into(),
            rarity: Rarity::parse("C").unwrap(),
            variant: None,
            card_type,
            type_inferred: false,
            name: Some(format!("Card {id}")),
            aliases: Vec::new(),
            keywords: Vec::new(),
            color: None,
            inspiration: Some(1),
            everyday: false,
            story: story.map(|(title, subtitle, stage)| StoryInfo {
                title: title.into(),
                subtitle: subtitle.into(),
                stage: Some(stage),
            }),
            chips: Vec::new(),
            text_origin: Default::default(),
            text_disputed: false,
            abilities: None,
            name_ja: None,
            ability_ja: None,
            stats_known: true,
            source: "test".into(),
            notes: Vec::new(),
        };
        Card::kayou_card(card_id, "T1".into(), Some(1), None, details)
    }

    fn stories(subtitles: [&str; 4]) -> (CardIndex, Deck) {
        let mut cards = Vec::new();
        let mut deck = Deck::new(Game::Kayou);
        for (i, (subtitle, stage)) in subtitles.iter().zip(Stage::ALL).enumerate() {
            let id = format!("T1-C{:02}", i + 1);
            cards.push(card(&id, CardType::Story, Some(("Tale", subtitle, stage))));
            deck.add_to(Section::Story, &CardId::parse(&id).unwrap(), 1);
        }
        cards.push(card("T1-TK01", CardType::Token, None));
        (CardIndex::new(Game::Kayou, cards), deck)
    }

    #[test]
    fn two_stories_with_one_subtitle_break_rule_102_1_3() {
        let (cards, deck) = stories(["Start", "Middle", "Middle", "End"]);
        let result = validate(&deck, &cards, RulesVersion::default());
        let stage_violations: Vec<&Violation> = result
            .violations
            .iter()
            .filter(|v| v.code == ViolationCode::StoryStages)
            .collect();
        assert_eq!(stage_violations.len(), 1);
        assert_eq!(stage_violations[0].cards, ["T1-C02", "T1-C03"]);
        assert!(stage_violations[0].message.contains("'Middle'"));
        let (cards, deck) = stories(["Start", "Middle", "Climax", "End"]);
        assert!(!validate(&deck, &cards, RulesVersion::default()).has(ViolationCode::StoryStages));
    }

    #[test]
    fn a_token_in_the_main_deck_is_the_wrong_type_rule_207() {
        let (cards, mut deck) = stories(["A", "B", "C", "D"]);
        deck.add_to(Section::Main, &CardId::parse("T1-TK01").unwrap(), 1);
        let result = validate(&deck, &cards, RulesVersion::default());
        let wrong: Vec<&Violation> = result
            .violations
            .iter()
            .filter(|v| v.code == ViolationCode::MainDeckType)
            .collect();
        assert_eq!(wrong.len(), 1);
        assert_eq!(
            wrong[0].message,
            "T1-TK01 Card T1-TK01 is a Token; the Main Deck holds only Character, Event and Item cards."
        );
    }

    #[test]
    fn lists_are_joined_as_sentences() {
        assert_eq!(join_words(&["a"], "and"), "a");
        assert_eq!(join_words(&["a", "b"], "and"), "a and b");
        assert_eq!(join_words(&["a", "b", "c"], "and"), "a, b and c");
    }
}
