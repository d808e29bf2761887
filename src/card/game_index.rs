//! The cards of one game in catalog order, looked up by ID, by folded name and by copy key.

use std::collections::HashMap;

use super::{CardId, Game, GameCard, edit_distance, fold_name};

/// All printings of one game, in catalog order (set, then number).
#[derive(Debug, Clone, Default)]
pub struct GameIndex {
    game: Game,
    cards: Vec<GameCard>,
    by_id: HashMap<String, usize>,
    by_name: HashMap<String, Vec<usize>>,
}

/// Sort key of a set code: numbered sets by number, then the others by code.
fn set_order(code: &str) -> (u8, u32, String) {
    match code.parse::<u32>() {
        Ok(n) => (0, n, String::new()),
        Err(_) => (1, 0, code.to_string()),
    }
}

impl GameIndex {
    /// Indexes the cards of `game` (other games' cards are left out), sorting them into
    /// catalog order.
    pub fn new(game: Game, cards: Vec<GameCard>) -> GameIndex {
        let mut cards: Vec<GameCard> = cards.into_iter().filter(|c| c.game() == game).collect();
        cards.sort_by(|a, b| {
            set_order(&a.set_code)
                .cmp(&set_order(&b.set_code))
                .then_with(|| a.id.cmp(&b.id))
        });
        let mut by_id = HashMap::with_capacity(cards.len());
        let mut by_name: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, card) in cards.iter().enumerate() {
            by_id.insert(card.id.as_str().to_string(), i);
            by_name.entry(fold_name(&card.name)).or_default().push(i);
        }
        GameIndex {
            game,
            cards,
            by_id,
            by_name,
        }
    }

    /// The game indexed.
    pub fn game(&self) -> Game {
        self.game
    }

    /// Every printing in catalog order.
    pub fn cards(&self) -> &[GameCard] {
        &self.cards
    }

    /// The number of printings.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// No printings.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The printing with this ID.
    pub fn card(&self, id: &CardId) -> Option<&GameCard> {
        self.by_id.get(id.as_str()).and_then(|&i| self.cards.get(i))
    }

    /// Where a printing stands in catalog order.
    pub fn position(&self, id: &CardId) -> Option<usize> {
        self.by_id.get(id.as_str()).copied()
    }

    /// The printings with this name (curly or straight apostrophes, any dash, any case), in
    /// catalog order.
    pub fn named(&self, name: &str) -> Vec<&GameCard> {
        self.by_name
            .get(&fold_name(name))
            .map(|ix| ix.iter().filter_map(|&i| self.cards.get(i)).collect())
            .unwrap_or_default()
    }

    /// The printings sharing a copy key.
    pub fn with_copy_key(&self, key: &str) -> Vec<&GameCard> {
        self.cards.iter().filter(|c| c.copy_key == key).collect()
    }

    /// The names closest to `text`, best first, for "did you mean".
    pub fn suggestions(&self, text: &str, limit: usize) -> Vec<&GameCard> {
        if text.chars().count() > crate::limits::MAX_SUGGESTION_CHARS {
            // Nothing is within half its length of a name this long.
            return Vec::new();
        }
        let wanted = fold_name(text);
        let mut scored: Vec<(usize, &GameCard)> = self
            .by_name
            .iter()
            .filter_map(|(name, ix)| {
                let card = ix.first().and_then(|&i| self.cards.get(i))?;
                let distance = if name.contains(&wanted) && !wanted.is_empty() {
                    name.len().saturating_sub(wanted.len()).min(3)
                } else {
                    edit_distance(name, &wanted)
                };
                Some((distance, card))
            })
            .collect();
        scored.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.id.cmp(&b.1.id)));
        scored
            .into_iter()
            .take(limit)
            .filter(|(d, _)| *d <= wanted.chars().count().max(4) / 2)
            .map(|(_, c)| c)
            .collect()
    }
}
