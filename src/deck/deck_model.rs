//! The deck of every game: its game, its name, and its cards by section (Kayou: Main Character,
//! Story, Main Deck, Scene Deck; Lorcana: one deck, kept as Main; Palworld: Main Deck and Soul
//! Deck), plus a Maybe list, in list order. The format says which sections a game uses and what
//! they hold (`format::Format::sections`); the deck only keeps the cards.

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardId, CardNumber, Game};
use crate::format::Format;

/// Where a card sits in a deck. Every game's sections are one of these; the game's format names
/// the ones it uses. `Maybe` holds cards under consideration, never validated or played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Section {
    /// Kayou's Main Character (1).
    MainCharacter,
    /// Kayou's Story Deck (4 stages).
    Story,
    /// The Main Deck: Kayou's 50, Lorcana's whole deck, Palworld's 50.
    Main,
    /// Kayou's Scene Deck (15).
    Scene,
    /// Palworld's Soul Deck (10).
    Soul,
    /// Cards under consideration.
    Maybe,
}

impl Section {
    /// Sections in the order lists print them.
    pub const ALL: [Section; 6] = [
        Section::MainCharacter,
        Section::Story,
        Section::Main,
        Section::Scene,
        Section::Soul,
        Section::Maybe,
    ];

    /// The section's key in stored decks (`main`, `scene`, `story`, `main_character`, `soul`,
    /// `maybe`).
    pub fn key(self) -> &'static str {
        match self {
            Section::MainCharacter => "main_character",
            Section::Story => "story",
            Section::Main => "main",
            Section::Scene => "scene",
            Section::Soul => "soul",
            Section::Maybe => "maybe",
        }
    }

    /// The header printed before the section.
    pub fn header(self) -> &'static str {
        match self {
            Section::MainCharacter => "Main Character",
            Section::Story => "Story",
            Section::Main => "Main Deck",
            Section::Scene => "Scene Deck",
            Section::Soul => "Soul Deck",
            Section::Maybe => "Maybe",
        }
    }
}

/// One line of a deck: a count of one printing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeckEntry {
    /// The printing, read by the deck's game.
    pub card_id: CardId,
    /// How many copies (at least 1).
    pub count: u32,
}

/// A deck list of any game. Entries keep their list order: for `--no-shuffle` the Main Deck and
/// the Scene Deck are these entries expanded line by line, top of the deck first.
///
/// Stored (the user database's `deck_versions.deck_json`) as its serde form: the game, the
/// name, then one list of `{card_id, count}` per section; a list that is empty may be left out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StoredDeck")]
pub struct Deck {
    /// The game the deck is for; its entries are read by this game's rules.
    pub game: Game,
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
    /// The Soul Deck.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub soul: Vec<DeckEntry>,
    /// Cards under consideration.
    pub maybe: Vec<DeckEntry>,
}

/// A stored deck as read: the IDs are text until the game is known.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredDeck {
    game: Game,
    name: Option<String>,
    #[serde(default)]
    main_character: Vec<StoredEntry>,
    #[serde(default)]
    story: Vec<StoredEntry>,
    #[serde(default)]
    main: Vec<StoredEntry>,
    #[serde(default)]
    scene: Vec<StoredEntry>,
    #[serde(default)]
    soul: Vec<StoredEntry>,
    #[serde(default)]
    maybe: Vec<StoredEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredEntry {
    card_id: String,
    count: u32,
}

impl TryFrom<StoredDeck> for Deck {
    type Error = crate::card::CardIdError;

    fn try_from(stored: StoredDeck) -> Result<Deck, Self::Error> {
        let game = stored.game;
        let read = |entries: Vec<StoredEntry>| {
            entries
                .into_iter()
                .map(|e| {
                    Ok(DeckEntry {
                        card_id: CardId::parse_in(game, &e.card_id)?,
                        count: e.count,
                    })
                })
                .collect::<Result<Vec<_>, Self::Error>>()
        };
        Ok(Deck {
            game,
            name: stored.name,
            main_character: read(stored.main_character)?,
            story: read(stored.story)?,
            main: read(stored.main)?,
            scene: read(stored.scene)?,
            soul: read(stored.soul)?,
            maybe: read(stored.maybe)?,
        })
    }
}

impl Deck {
    /// An empty deck of a game.
    pub fn new(game: Game) -> Deck {
        Deck {
            game,
            name: None,
            main_character: Vec::new(),
            story: Vec::new(),
            main: Vec::new(),
            scene: Vec::new(),
            soul: Vec::new(),
            maybe: Vec::new(),
        }
    }

    /// The entries of a section.
    pub fn section(&self, section: Section) -> &[DeckEntry] {
        match section {
            Section::MainCharacter => &self.main_character,
            Section::Story => &self.story,
            Section::Main => &self.main,
            Section::Scene => &self.scene,
            Section::Soul => &self.soul,
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
            Section::Soul => &mut self.soul,
            Section::Maybe => &mut self.maybe,
        }
    }

    /// Adds copies of a card to the section its type decides (or to Maybe), merging with an
    /// entry of the same printing if there is one.
    pub fn add(&mut self, card: &Card, count: u32, maybe: bool) {
        self.add_to(Self::section_of(card, maybe), &card.id, count);
    }

    /// Adds a line of a deck file: a new entry in the section the card's type decides (or in
    /// Maybe), not merged with an earlier line of the same printing, so the list keeps the
    /// file's lines in their order.
    pub fn push_line(&mut self, card: &Card, count: u32, maybe: bool) {
        self.section_mut(Self::section_of(card, maybe))
            .push(DeckEntry {
                card_id: card.id.clone(),
                count,
            });
    }

    /// The section a Kayou card is added to: Maybe, else its format's section for its type
    /// (a Token in the Main Deck, where validation flags it: `main-deck-type`, 207).
    fn section_of(card: &Card, maybe: bool) -> Section {
        if maybe {
            Section::Maybe
        } else {
            crate::format::Format::kayou(crate::format::RulesVersion::NEWEST)
                .section_to_add(&card.card_type)
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

    /// Adds copies of a card of the deck's game to the section its format places it in (or to
    /// Maybe), merging with an entry of the same printing.
    pub fn place(&mut self, format: &Format, card: &Card, count: u32, maybe: bool) {
        let section = if maybe {
            Section::Maybe
        } else {
            format.section_for(&card.card_type)
        };
        self.add_to(section, &card.id, count);
    }

    /// Every entry outside Maybe, section by section.
    pub fn played_entries(&self) -> impl Iterator<Item = (Section, &DeckEntry)> {
        Section::ALL
            .into_iter()
            .filter(|&s| s != Section::Maybe)
            .flat_map(move |s| self.section(s).iter().map(move |e| (s, e)))
    }

    /// Copies of a printing in the played sections (Maybe not counted).
    pub fn copies(&self, card_id: &CardId) -> u32 {
        self.played_entries()
            .filter(|(_, e)| &e.card_id == card_id)
            .fold(0u32, |n, (_, e)| n.saturating_add(e.count))
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
        let mut deck = Deck::new(Game::Kayou);
        deck.add_to(Section::Main, &id("BP01-CR01"), 3);
        deck.add_to(Section::Main, &id("※BP01-CR01"), 2);
        deck.add_to(Section::Maybe, &id("BP01-CR01"), 4);
        assert_eq!(deck.copies_of_number(&id("BP01-CR01").number()), 5);
    }

    #[test]
    fn expanding_keeps_list_order() {
        let mut deck = Deck::new(Game::Kayou);
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
        let mut deck = Deck::new(Game::Kayou);
        deck.add_to(Section::Main, &id("BP01-C01"), 2);
        assert_eq!(deck.remove_from(Section::Main, &id("BP01-C01"), 5), 2);
        assert!(deck.main.is_empty());
    }
}
