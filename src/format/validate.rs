//! The validator: every deck-construction violation at once, each with its code, rule, cards and
//! a sentence for the player. Pure and allocation-light: the UI calls it on every edit.

use crate::card::{Card, CardId, CardLookup, CardNumber, CardType, Stage};
use crate::deck::{Deck, DeckEntry, Section};

use super::{
    DeckCounts, DeckRules, RulesVersion, SectionSize, Validation, ValidationWarning, Violation,
    ViolationCode, WarningCode,
};

/// Validates a Kayou deck under a rules version (102). See [`DeckRules::kayou`].
pub fn validate(deck: &Deck, cards: &impl CardLookup, version: RulesVersion) -> Validation {
    validate_with(deck, cards, &DeckRules::kayou(version))
}

/// Validates a deck under any format's rules. Maybe cards are never validated.
pub fn validate_with(deck: &Deck, cards: &impl CardLookup, rules: &DeckRules) -> Validation {
    let counts = DeckCounts {
        main: deck.count(Section::Main),
        scene: deck.count(Section::Scene),
        story: deck.count(Section::Story),
        main_character: deck.count(Section::MainCharacter),
    };
    let mut violations = Vec::new();
    let mut warnings = Vec::new();

    size_violation(
        &mut violations,
        ViolationCode::MainDeckSize,
        rules.main,
        counts.main,
        "The Main Deck",
    );
    main_type_violations(&mut violations, deck, cards, rules);
    size_violation(
        &mut violations,
        ViolationCode::SceneDeckSize,
        rules.scene,
        counts.scene,
        "The Scene Deck",
    );
    section_type_violations(
        &mut violations,
        deck,
        cards,
        Section::Scene,
        CardType::Scene,
        ViolationCode::SceneDeckSize,
        rules.scene.rule,
    );
    size_violation(
        &mut violations,
        ViolationCode::StoryDeckSize,
        rules.story,
        counts.story,
        "The Story Deck",
    );
    section_type_violations(
        &mut violations,
        deck,
        cards,
        Section::Story,
        CardType::Story,
        ViolationCode::StoryDeckSize,
        rules.story.rule,
    );
    if counts.main_character != rules.main_character.cards {
        violations.push(Violation {
            code: ViolationCode::MainCharacterCount,
            rule: rules.main_character.rule,
            message: format!(
                "The deck has {} Main Character{}; it must have exactly {}.",
                counts.main_character,
                plural(counts.main_character),
                rules.main_character.cards
            ),
            cards: ids(deck.section(Section::MainCharacter)),
        });
    }
    section_type_violations(
        &mut violations,
        deck,
        cards,
        Section::MainCharacter,
        CardType::MainCharacter,
        ViolationCode::MainCharacterCount,
        rules.main_character.rule,
    );
    copy_limit_violations(&mut violations, deck, cards, rules);
    if rules.story_structure {
        story_violations(&mut violations, deck, cards, rules.story_rule);
    }
    unknown_warnings(&mut warnings, deck, cards);

    Validation {
        legal: violations.is_empty(),
        rules: rules.label,
        counts,
        violations,
        warnings,
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn ids(entries: &[DeckEntry]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(entries.len());
    for entry in entries {
        if !out.iter().any(|id| id == entry.card_id.as_str()) {
            out.push(entry.card_id.to_string());
        }
    }
    out
}

fn size_violation(
    out: &mut Vec<Violation>,
    code: ViolationCode,
    size: SectionSize,
    found: u32,
    what: &str,
) {
    if found != size.cards {
        out.push(Violation {
            code,
            rule: size.rule,
            message: format!(
                "{what} has {found} card{}; it must have exactly {}.",
                plural(found),
                size.cards
            ),
            cards: Vec::new(),
        });
    }
}

fn name_of(card: &Card) -> String {
    card.display_name()
}

/// 102: the Main Deck holds only the listed types; tokens (207) and unknown cards are flagged.
fn main_type_violations(
    out: &mut Vec<Violation>,
    deck: &Deck,
    cards: &impl CardLookup,
    rules: &DeckRules,
) {
    let allowed: Vec<&str> = rules.main_types.iter().map(|t| t.name()).collect();
    let allowed = join_words(&allowed, "and");
    for entry in &deck.main {
        match cards.card(&entry.card_id) {
            Some(card) if rules.main_types.contains(&card.card_type) => {}
            Some(card) => out.push(Violation {
                code: ViolationCode::MainDeckType,
                rule: rules.main_types_rule,
                message: format!(
                    "{} {} is a {}; the Main Deck holds only {allowed} cards.",
                    card.card_id,
                    name_of(card),
                    card.card_type
                ),
                cards: vec![entry.card_id.to_string()],
            }),
            None => {
                out.push(Violation {
                    code: ViolationCode::MainDeckType,
                    rule: rules.main_types_rule,
                    message: format!(
                        "{} is not in the card catalog, so its type is unknown; the Main Deck holds only {allowed} cards.",
                        entry.card_id
                    ),
                    cards: vec![entry.card_id.to_string()],
                });
            }
        }
    }
}

/// A card of the wrong type in the Scene Deck, Story Deck or Main Character slot. Lists read by
/// ponydeck place cards by type, so this only happens to decks put together by hand in JSON.
fn section_type_violations(
    out: &mut Vec<Violation>,
    deck: &Deck,
    cards: &impl CardLookup,
    section: Section,
    wanted: CardType,
    code: ViolationCode,
    rule: &'static str,
) {
    for entry in deck.section(section) {
        if let Some(card) = cards.card(&entry.card_id)
            && card.card_type != wanted
        {
            out.push(Violation {
                code,
                rule,
                message: format!(
                    "{} {} is a {}, not a {wanted}; the {} holds only {wanted} cards.",
                    card.card_id,
                    name_of(card),
                    card.card_type,
                    section.header()
                ),
                cards: vec![entry.card_id.to_string()],
            });
        }
    }
}

/// One card number's copies across the deck.
struct NumberCount<'a> {
    number: CardNumber,
    copies: u32,
    printings: Vec<&'a CardId>,
    everyday: bool,
}

/// 102.1.0-102.1.2: at most `copy_limit` cards of one number across the whole deck, ※ and
/// day/night printings counted with their base, Everyday cards exempt.
fn copy_limit_violations(
    out: &mut Vec<Violation>,
    deck: &Deck,
    cards: &impl CardLookup,
    rules: &DeckRules,
) {
    let mut numbers: Vec<NumberCount<'_>> = Vec::new();
    for section in Section::ALL {
        if section == Section::Maybe {
            continue;
        }
        for entry in deck.section(section) {
            let number = entry.card_id.number();
            let card = cards.card(&entry.card_id);
            let everyday = card.is_some_and(|c| c.everyday);
            match numbers.iter_mut().find(|n| n.number == number) {
                Some(found) => {
                    found.copies = found.copies.saturating_add(entry.count);
                    found.everyday |= everyday;
                    if !found.printings.contains(&&entry.card_id) {
                        found.printings.push(&entry.card_id);
                    }
                }
                None => numbers.push(NumberCount {
                    number,
                    copies: entry.count,
                    printings: vec![&entry.card_id],
                    everyday,
                }),
            }
        }
    }
    for n in numbers {
        if n.copies <= rules.copy_limit || (rules.everyday_exempt && n.everyday) {
            continue;
        }
        let name = cards
            .printings(&n.number)
            .first()
            .map(|c| name_of(c))
            .or_else(|| {
                n.printings
                    .first()
                    .and_then(|id| cards.card(id))
                    .map(name_of)
            });
        let others: Vec<&str> = n
            .printings
            .iter()
            .map(|id| id.as_str())
            .filter(|id| *id != n.number.as_str())
            .collect();
        let including = if others.is_empty() {
            String::new()
        } else {
            format!(" (including {})", others.join(", "))
        };
        let label = match name {
            Some(name) => format!("{} {name}", n.number),
            None => n.number.to_string(),
        };
        out.push(Violation {
            code: ViolationCode::CopyLimit,
            rule: rules.copy_limit_rule,
            message: format!(
                "{} copies of {label}{including}; at most {}.",
                n.copies, rules.copy_limit
            ),
            cards: vec![n.number.to_string()],
        });
    }
}

/// 102.1.3: four Stories with one primary title, different subtitles, one each of stages I-IV.
fn story_violations(
    out: &mut Vec<Violation>,
    deck: &Deck,
    cards: &impl CardLookup,
    rule: &'static str,
) {
    let stories: Vec<(&CardId, &Card)> = deck
        .story
        .iter()
        .filter_map(|e| Some((e, cards.card(&e.card_id)?)))
        .filter(|(_, c)| c.card_type == CardType::Story)
        .flat_map(|(e, c)| std::iter::repeat_n((&e.card_id, c), e.count as usize))
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

/// Warnings for cards whose stats no source gives, and cards missing from the catalog outside
/// the Main Deck (inside it they are a `main-deck-type` violation).
fn unknown_warnings(out: &mut Vec<ValidationWarning>, deck: &Deck, cards: &impl CardLookup) {
    let mut seen: Vec<&CardId> = Vec::new();
    for section in Section::ALL {
        if section == Section::Maybe {
            continue;
        }
        for entry in deck.section(section) {
            if seen.contains(&&entry.card_id) {
                continue;
            }
            seen.push(&entry.card_id);
            match cards.card(&entry.card_id) {
                Some(card) if !card.stats_known => out.push(ValidationWarning {
                    code: WarningCode::UnknownStats,
                    message: format!(
                        "{} {} has unknown stats (no source gives its cost, Inspiration or text); it counts for legality, but curves and odds leave it out.",
                        card.card_id,
                        name_of(card)
                    ),
                    cards: vec![entry.card_id.to_string()],
                }),
                Some(_) => {}
                None if section != Section::Main => out.push(ValidationWarning {
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
    use crate::card::{CardIndex, Game, Rarity, StoryInfo};

    fn card(id: &str, card_type: CardType, story: Option<(&str, &str, Stage)>) -> Card {
        let card_id = CardId::parse(id).unwrap();
        Card {
            game: Game::Kayou,
            number: card_id.number(),
            set_code: "T1".into(),
            product: "T1".into(),
            rarity: Rarity::parse("C").unwrap(),
            shining: card_id.is_shining(),
            variant: None,
            card_type,
            type_inferred: false,
            name: Some(format!("Card {id}")),
            aliases: Vec::new(),
            keywords: Vec::new(),
            color: None,
            cost: Some(1),
            inspiration: Some(1),
            everyday: false,
            story: story.map(|(title, subtitle, stage)| StoryInfo {
                title: title.into(),
                subtitle: subtitle.into(),
                stage: Some(stage),
            }),
            ability: None,
            chips: Vec::new(),
            text_origin: Default::default(),
            text_disputed: false,
            abilities: None,
            name_ja: None,
            ability_ja: None,
            stats_known: true,
            source: "test".into(),
            notes: Vec::new(),
            card_id,
        }
    }

    fn stories(subtitles: [&str; 4]) -> (CardIndex, Deck) {
        let mut cards = Vec::new();
        let mut deck = Deck::default();
        for (i, (subtitle, stage)) in subtitles.iter().zip(Stage::ALL).enumerate() {
            let id = format!("T1-C{:02}", i + 1);
            cards.push(card(&id, CardType::Story, Some(("Tale", subtitle, stage))));
            deck.add_to(Section::Story, &CardId::parse(&id).unwrap(), 1);
        }
        cards.push(card("T1-TK01", CardType::Token, None));
        (CardIndex::new(cards), deck)
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
