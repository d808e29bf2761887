//! The Pony Characters and their starting decks ("Build Your Starting Deck").

use serde::{Deserialize, Serialize};

/// The nine starting cards every Pony shares: "5x Helpful Townpony 2x A Good, Clean Race 1x
/// What You Need is Organization 1x Working Together" ("Build Your Starting Deck").
pub const SHARED_STARTING_CARDS: [(u8, &str); 4] = [
    (5, "Helpful Townpony"),
    (2, "A Good, Clean Race"),
    (1, "What You Need is Organization"),
    (1, "Working Together"),
];

/// A Pony Character: the oversized Character card with its standee.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Pony {
    /// The Pony's name.
    pub name: String,
    /// "Your 10th card is unique to your chosen Pony Character."
    pub tenth_card: String,
    /// The Starting Side ability, as printed (entered by the player).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ability: Option<String>,
    /// The Flipped side ability, as printed (entered by the player).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flipped_ability: Option<String>,
}

/// One line of a deck list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckEntry {
    /// Copies.
    pub count: u8,
    /// The card's name.
    pub card: String,
}

impl Pony {
    /// The ten-card starting deck: the shared nine, then the Pony's own tenth card.
    pub fn starting_deck(&self) -> Vec<DeckEntry> {
        SHARED_STARTING_CARDS
            .iter()
            .map(|(count, card)| DeckEntry {
                count: *count,
                card: (*card).to_string(),
            })
            .chain(std::iter::once(DeckEntry {
                count: 1,
                card: self.tenth_card.clone(),
            }))
            .collect()
    }

    /// What is wrong with this Pony, one sentence each.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        if self.name.trim().is_empty() {
            problems.push("a Pony Character needs a name".to_string());
        }
        if self.tenth_card.trim().is_empty() {
            problems.push("a Pony Character needs its tenth starting card".to_string());
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_starting_deck_has_ten_cards_the_last_the_ponys_own() {
        let pony = Pony {
            name: "Rarity".into(),
            tenth_card: "A Beautiful Heart".into(),
            ..Pony::default()
        };
        let deck = pony.starting_deck();
        assert_eq!(deck.iter().map(|e| u32::from(e.count)).sum::<u32>(), 10);
        assert_eq!(
            deck.last().map(|e| e.card.as_str()),
            Some("A Beautiful Heart")
        );
    }
}
