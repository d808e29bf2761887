//! Odds questions about a deck, as the statistics panel and `ponydeck odds` ask them: conditions
//! written `K:QUERY` in the catalog search syntax, the Main Deck split into classes by which
//! conditions each card matches, then [`multi_odds`].

use super::opening::OpeningRules;
use crate::card::CardIndex;
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
    /// Reads `K:QUERY` (`1:t:character c<=2`).
    pub fn parse(text: &str) -> Result<OddsNeed, String> {
        let Some((count, query_text)) = text.split_once(':') else {
            return Err(format!(
                "'{}': write K:QUERY, e.g. 1:t:character c<=2",
                crate::limits::short(text.trim())
            ));
        };
        let Ok(at_least) = count.trim().parse::<u32>() else {
            return Err(format!(
                "'{}': '{}' is not a number of cards; write K:QUERY, e.g. 2:t:event",
                crate::limits::short(text.trim()),
                crate::limits::short(count.trim())
            ));
        };
        let query = Query::parse(query_text)
            .map_err(|e| format!("'{}': {e}", crate::limits::short(text.trim())))?;
        Ok(OddsNeed {
            at_least,
            text: query_text.trim().to_string(),
            query,
        })
    }

    /// Reads conditions separated by `;` or new lines.
    pub fn parse_all(text: &str) -> Result<Vec<OddsNeed>, String> {
        let needs: Vec<OddsNeed> = text
            .split([';', '\n'])
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(OddsNeed::parse)
            .collect::<Result<_, _>>()?;
        if needs.is_empty() {
            return Err("write at least one condition K:QUERY, e.g. 1:t:character c<=2".into());
        }
        Ok(needs)
    }
}

/// The answer, with how many Main Deck cards match each condition.
#[derive(Debug, Clone, PartialEq)]
pub struct DeckOdds {
    /// The exact probability.
    pub probability: f64,
    /// Main Deck cards matching each condition, in order.
    pub matching: Vec<u32>,
    /// Cards in the Main Deck.
    pub deck: u32,
}

/// The exact odds that the cards `look` sees in the shuffled Main Deck of `deck` meet every
/// condition at once.
pub fn deck_odds(
    deck: &Deck,
    index: &CardIndex,
    needs: &[OddsNeed],
    look: Look,
) -> Result<DeckOdds, OddsError> {
    let main = deck.expanded(Section::Main);
    let mut classes: Vec<(u32, u32)> = Vec::new();
    let mut matching = vec![0u32; needs.len()];
    for card_id in &main {
        let entry = index.position(card_id).and_then(|p| index.entry(p));
        let mut mask = 0u32;
        for (i, need) in needs.iter().enumerate() {
            if entry.is_some_and(|(card, text)| need.query.matches(card, text)) {
                mask |= 1 << i;
                if let Some(m) = matching.get_mut(i) {
                    *m += 1;
                }
            }
        }
        match classes.iter_mut().find(|(m, _)| *m == mask) {
            Some((_, n)) => *n += 1,
            None => classes.push((mask, 1)),
        }
    }
    let odds = multi_odds(&MultiQuestion {
        classes,
        at_least: needs.iter().map(|n| n.at_least).collect(),
        look,
        opening: OpeningRules::of(deck.game),
    })?;
    Ok(DeckOdds {
        probability: odds,
        matching,
        deck: u32::try_from(main.len()).unwrap_or(u32::MAX),
    })
}

/// The statistics panel's preset questions: a label, the conditions, what is looked at.
pub fn odds_presets() -> Vec<(&'static str, &'static str, Look)> {
    let opening = Look::FirstCards {
        cards: 5,
        mulligan: false,
    };
    let by_turn = |turn| Look::ByTurn {
        turn,
        first_player: true,
        mulligan: false,
    };
    vec![
        (
            "A Character of cost ≤ 2 in the opening hand",
            "1:t:character c<=2",
            opening,
        ),
        (
            "… the same, with one mulligan",
            "1:t:character c<=2",
            Look::FirstCards {
                cards: 5,
                mulligan: true,
            },
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
