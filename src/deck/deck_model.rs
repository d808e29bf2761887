//! The deck: Main Deck, Scene Deck, Story, Main Character and a Maybe list, in list order.

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardId, CardNumber, CardType};

/// Where a card sits in a deck. A card's type decides its section (Character/Event/Item: Main
/// Deck, Scene: Scene Deck, Story: Story, Main Character: Main Character); `Maybe` holds cards
/// under consideration, never validated or played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Section {
    /// The Main Character (1).
    MainCharacter,
    /// The Story Deck (4 stages).
    Story,
    /// The Main Deck (50).
    Main,
    /// The Scene Deck (15).
    Scene,
    /// Cards under consideration.
    Maybe,
}

impl Section {
    /// Sections in the order lists print them.
    pub const ALL: [Section; 5] = [
        Section::MainCharacter,
        Section::Story,
        Section::Main,
        Section::Scene,
        Section::Maybe,
    ];

    /// The section a card of this type belongs in. Tokens land in the Main Deck, where
    /// validation flags them (`main-deck-type`).
    pub fn for_type(card_type: CardType) -> Section {
        match card_type {
            CardType::Character | CardType::Event | CardType::Item | CardType::Token => {
                Section::Main
            }
            CardType::Scene => Section::Scene,
            CardType::Story => Section::Story,
            CardType::MainCharacter => Section::MainCharacter,
        }
    }

    /// The key of the section in a [`crate::format::Format`] (`main`, `scene`, `story`,
    /// `main_character`, `maybe`).
    pub fn key(self) -> &'static str {
        match self {
            Section::MainCharacter => "main_character",
            Section::Story => "story",
            Section::Main => "main",
            Section::Scene => "scene",
            Section::Maybe => crate::format::MAYBE,
        }
    }

    /// The header printed before the section.
    pub fn header(self) -> &'static str {
        match self {
            Section::MainCharacter => "Main Character",
            Section::Story => "Story",
            Section::Main => "Main Deck",
            Section::Scene => "Scene Deck",
            Section::Maybe => "Maybe",
        }
    }
}

/// One line of a deck: a count of one printing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckEntry {
    /// The printing.
    pub card_id: CardId,
    /// How many copies (at least 1).
    pub count: u32,
}

/// A deck list. Entries keep their list order: for `--no-shuffle` the Main Deck and the Scene
/// Deck are these entries expanded line by line, top of the deck first.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Deck {
    /// The deck's name, if the list gives one.
    pub name: Option<String>,
    /// The Main Character.
    pub main_character: Vec<DeckEntry>,
    /// The Stories.
    pub story: Vec<DeckEntry>,
    /// The Main Deck.
    pub main: Vec<DeckEntry>,
    /// The Scene Deck.
    pub scene: Vec<DeckEntry>,
    /// Cards under consideration.
    pub maybe: Vec<DeckEntry>,
}

impl Deck {
    /// The entries of a section.
    pub fn section(&self, section: Section) -> &[DeckEntry] {
        match section {
            Section::MainCharacter => &self.main_character,
            Section::Story => &self.story,
            Section::Main => &self.main,
            Section::Scene => &self.scene,
            Section::Maybe => &self.maybe,
        }
    }

    /// The entries of a section, to change.
    pub fn section_mut(&mut self, section: Section) -> &mut Vec<DeckEntry> {
        match section {
            Section::MainCharacter => &mut self.main_character,
            Section::Story => &mut self.story,
            Section::Main => &mut self.main,
            Section::Scene => &mut self.scene,
            Section::Maybe => &mut self.maybe,
        }
    }

    /// Adds copies of a card to the section its type decides (or to Maybe), merging with an
    /// entry of the same printing if there is one.
    pub fn add(&mut self, card: &Card, count: u32, maybe: bool) {
        self.add_to(Self::section_of(card, maybe), &card.card_id, count);
    }

    /// Adds a line of a deck file: a new entry in the section the card's type decides (or in
    /// Maybe), not merged with an earlier line of the same printing, so the list keeps the
    /// file's lines in their order.
    pub fn push_line(&mut self, card: &Card, count: u32, maybe: bool) {
        self.section_mut(Self::section_of(card, maybe))
            .push(DeckEntry {
                card_id: card.card_id.clone(),
                count,
            });
    }

    fn section_of(card: &Card, maybe: bool) -> Section {
        if maybe {
            Section::Maybe
        } else {
            Section::for_type(card.card_type)
        }
    }

    /// Adds copies of a printing to a section, merging with an existing entry.
    pub fn add_to(&mut self, section: Section, card_id: &CardId, count: u32) {
        if count == 0 {
            return;
        }
        let entries = self.section_mut(section);
        match entries.iter_mut().find(|e| &e.card_id == card_id) {
            Some(entry) => entry.count = entry.count.saturating_add(count),
            None => entries.push(DeckEntry {
                card_id: card_id.clone(),
                count,
            }),
        }
    }

    /// Removes up to `count` copies of a printing from a section (from its last entries first);
    /// returns how many were removed.
    pub fn remove_from(&mut self, section: Section, card_id: &CardId, count: u32) -> u32 {
        let entries = self.section_mut(section);
        let mut left = count;
        for entry in entries.iter_mut().rev().filter(|e| &e.card_id == card_id) {
            let taken = entry.count.min(left);
            entry.count -= taken;
            left -= taken;
        }
        entries.retain(|e| e.count > 0);
        count - left
    }

    /// The number of cards in a section.
    pub fn count(&self, section: Section) -> u32 {
        self.section(section).iter().map(|e| e.count).sum()
    }

    /// Copies of one printing in a section.
    pub fn copies_in(&self, section: Section, card_id: &CardId) -> u32 {
        self.section(section)
            .iter()
            .filter(|e| &e.card_id == card_id)
            .map(|e| e.count)
            .sum()
    }

    /// Copies of a card number across the playable sections (not Maybe), ※ printings counted
    /// with their base (102.1.1).
    pub fn copies_of_number(&self, number: &CardNumber) -> u32 {
        Section::ALL
            .into_iter()
            .filter(|&s| s != Section::Maybe)
            .flat_map(|s| self.section(s))
            .filter(|e| &e.card_id.number() == number)
            .map(|e| e.count)
            .sum()
    }

    /// A section expanded card by card in list order (`4 X` = four X in a row).
    pub fn expanded(&self, section: Section) -> Vec<CardId> {
        self.section(section)
            .iter()
            .flat_map(|e| std::iter::repeat_n(e.card_id.clone(), e.count as usize))
            .collect()
    }

    /// Whether the deck has no cards at all.
    pub fn is_empty(&self) -> bool {
        Section::ALL.into_iter().all(|s| self.section(s).is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(text: &str) -> CardId {
        CardId::parse(text).unwrap()
    }

    #[test]
    fn shining_printings_count_with_their_base_number_rule_102_1_1() {
        let mut deck = Deck::default();
        deck.add_to(Section::Main, &id("BP01-CR01"), 3);
        deck.add_to(Section::Main, &id("※BP01-CR01"), 2);
        deck.add_to(Section::Maybe, &id("BP01-CR01"), 4);
        assert_eq!(deck.copies_of_number(&id("BP01-CR01").number()), 5);
    }

    #[test]
    fn expanding_keeps_list_order() {
        let mut deck = Deck::default();
        deck.add_to(Section::Main, &id("BP01-C01"), 2);
        deck.add_to(Section::Main, &id("BP01-C02"), 1);
        let ids: Vec<String> = deck
            .expanded(Section::Main)
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(ids, ["BP01-C01", "BP01-C01", "BP01-C02"]);
    }

    #[test]
    fn removing_more_than_there_is_removes_what_there_is() {
        let mut deck = Deck::default();
        deck.add_to(Section::Main, &id("BP01-C01"), 2);
        assert_eq!(deck.remove_from(Section::Main, &id("BP01-C01"), 5), 2);
        assert!(deck.main.is_empty());
    }
}
