//! Odds questions about a deck, as the statistics panel and `ponydeck odds` ask them: conditions
//! written `K:QUERY` in the catalog search syntax, the Main Deck split into classes by which
//! conditions each card matches, then [`multi_odds`].

use super::opening::OpeningRules;
use crate::card::{CardId, CardIndex, Game};
use crate::deck::{Deck, Section};
use crate::search::Query;

use super::multi_odds::{Look, MultiQuestion, multi_odds};
use super::odds::OddsError;

/// One condition: at least `at_least` cards matching `query`.
#[derive(Debug, Clone)]
pub struct OddsNeed {
    /// K.
    pub at_least: u32,
    /// The query as written.
    pub text: String,
    /// The parsed query.
    pub query: Query,
}

impl OddsNeed {
    /// Reads `K:QUERY` in a game's search keys (`1:t:character c<=2`, `3:is:inkable`).
    pub fn parse(game: Game, text: &str) -> Result<OddsNeed, String> {
        let example = odds_example(game).split(';').next().unwrap_or_default();
        let (at_least, query_text) = split_need(text, example)?;
        let query = Query::parse_in(game, query_text)
            .map_err(|e| format!("'{}': {e}", crate::limits::short(text.trim())))?;
        Ok(OddsNeed {
            at_least,
            text: query_text.trim().to_string(),
            query,
        })
    }

    /// Reads conditions separated by `;` or new lines.
    pub fn parse_all(game: Game, text: &str) -> Result<Vec<OddsNeed>, String> {
        let needs: Vec<OddsNeed> = text
            .split([';', '\n'])
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(|need| OddsNeed::parse(game, need))
            .collect::<Result<_, _>>()?;
        if needs.is_empty() {
            return Err("write at least one condition K:QUERY, e.g. 1:t:character c<=2".into());
        }
        Ok(needs)
    }
}

/// Splits a condition `K:QUERY` of any game into K and the query's text; the message of a
/// malformed one shows `example`.
pub fn split_need<'a>(text: &'a str, example: &str) -> Result<(u32, &'a str), String> {
    let Some((count, query_text)) = text.split_once(':') else {
        return Err(format!(
            "'{}': write K:QUERY, e.g. {example}",
            crate::limits::short(text.trim())
        ));
    };
    let Ok(at_least) = count.trim().parse::<u32>() else {
        return Err(format!(
            "'{}': '{}' is not a number of cards; write K:QUERY, e.g. {example}",
            crate::limits::short(text.trim()),
            crate::limits::short(count.trim())
        ));
    };
    Ok((at_least, query_text))
}

/// The answer, with how many cards of the section asked about match each condition.
#[derive(Debug, Clone, PartialEq)]
pub struct DeckOdds {
    /// The exact probability.
    pub probability: f64,
    /// Cards matching each condition, in order.
    pub matching: Vec<u32>,
    /// Cards in the section.
    pub deck: u32,
}

/// The exact odds that the cards `look` sees in the shuffled Main Deck of a `deck` of any game
/// meet every condition at once.
pub fn deck_odds(
    deck: &Deck,
    index: &CardIndex,
    needs: &[OddsNeed],
    look: Look,
) -> Result<DeckOdds, OddsError> {
    let at_least: Vec<u32> = needs.iter().map(|n| n.at_least).collect();
    section_odds(deck, Section::Main, &at_least, look, |i, card_id| {
        let entry = index.position(card_id).and_then(|p| index.entry(p));
        needs
            .get(i)
            .is_some_and(|need| entry.is_some_and(|(card, text)| need.query.matches(card, text)))
    })
}

/// The exact odds, for a deck of any game, that the cards `look` sees in its shuffled
/// `section` meet every condition at once: at least `at_least[i]` cards for which
/// `matches(i, card)` holds, a card counting for one condition only. The game's opening hand
/// and mulligan are its [`OpeningRules`].
pub fn section_odds(
    deck: &Deck,
    section: Section,
    at_least: &[u32],
    look: Look,
    matches: impl Fn(usize, &CardId) -> bool,
) -> Result<DeckOdds, OddsError> {
    let mut classes: Vec<(u32, u32)> = Vec::new();
    let mut matching = vec![0u32; at_least.len()];
    let mut size = 0u32;
    for entry in deck.section(section) {
        let mut mask = 0u32;
        for i in 0..at_least.len() {
            if matches(i, &entry.card_id) {
                mask |= 1 << i;
                if let Some(m) = matching.get_mut(i) {
                    *m = m.saturating_add(entry.count);
                }
            }
        }
        size = size.saturating_add(entry.count);
        match classes.iter_mut().find(|(m, _)| *m == mask) {
            Some((_, n)) => *n = n.saturating_add(entry.count),
            None => classes.push((mask, entry.count)),
        }
    }
    let probability = multi_odds(&MultiQuestion {
        classes,
        at_least: at_least.to_vec(),
        look,
        opening: OpeningRules::of(deck.game),
    })?;
    Ok(DeckOdds {
        probability,
        matching,
        deck: size,
    })
}

/// The custom odds box's first question for a game (`K:QUERY; K:QUERY`); its first condition
/// is the example the odds errors give.
pub fn odds_example(game: Game) -> &'static str {
    match game {
        Game::Kayou => "1:t:character c<=2; 1:t:event",
        Game::Lorcana => "3:is:inkable; 1:c<=2",
        Game::Palworld => "1:is:lucky; 1:c<=2",
    }
}

/// The statistics panel's preset questions of a game: a label, the conditions (in the game's
/// search keys), what is looked at (its opening hand, 103.2 / Lorcana 2.2.1 / Palworld 6.2.1.6).
pub fn odds_presets(game: Game) -> Vec<(&'static str, &'static str, Look)> {
    let cards = OpeningRules::of(game).hand;
    let opening = Look::FirstCards {
        cards,
        mulligan: false,
    };
    let mulligan = Look::FirstCards {
        cards,
        mulligan: true,
    };
    let by_turn = |turn| Look::ByTurn {
        turn,
        first_player: true,
        mulligan: false,
    };
    match game {
        Game::Lorcana => {
            return vec![
                ("A card of cost ≤ 2 in the opening hand", "1:c<=2", opening),
                ("… the same, with the mulligan", "1:c<=2", mulligan),
                (
                    "Three inkable cards in the opening hand",
                    "3:is:inkable",
                    opening,
                ),
                (
                    "On curve by turn 3: costs ≤ 1, ≤ 2 and ≤ 3",
                    "1:c<=1; 1:c<=2; 1:c<=3",
                    by_turn(3),
                ),
            ];
        }
        Game::Palworld => {
            return vec![
                ("A card of cost ≤ 2 in the opening hand", "1:c<=2", opening),
                ("… the same, with the redraw", "1:c<=2", mulligan),
                ("A Lucky card in the opening hand", "1:is:lucky", opening),
            ];
        }
        Game::Kayou => {}
    }
    vec![
        (
            "A Character of cost ≤ 2 in the opening hand",
            "1:t:character c<=2",
            opening,
        ),
        (
            "… the same, with one mulligan",
            "1:t:character c<=2",
            mulligan,
        ),
        (
            "Story-ready by turn 3: Characters of cost ≤ 2 and ≤ 3",
            "1:t:character c<=2; 1:t:character c<=3",
            by_turn(3),
        ),
        (
            "Story-ready by turn 5: Characters of cost ≤ 2, ≤ 3 and ≤ 4",
            "1:t:character c<=2; 1:t:character c<=3; 1:t:character c<=4",
            by_turn(5),
        ),
    ]
}
