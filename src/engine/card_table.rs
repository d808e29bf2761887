//! The per-game card table: every physical card of the deck gets a small copyable
//! [`CardHandle`] (its position in the deck as given), and the table keeps what the rules need
//! of it (type, cost, Inspiration, chips, keyword masks for "Only adorn") so the hot path never
//! touches strings.

use serde::{Deserialize, Serialize};

use crate::ability::{Ability, CardFilter, PrintedSet};
use crate::card::{Card, CardId, CardIndex, CardType, Chip, KayouCard, Stage};

use super::{GameDeck, GameError};

/// Every handle, highest first: `DESCENDING[i]` is `255 - i`.
const DESCENDING: [CardHandle; 256] = {
    let mut handles = [CardHandle(0); 256];
    let mut i = 0;
    while i < 256 {
        handles[i] = CardHandle((255 - i) as u8);
        i += 1;
    }
    handles
};

/// The `len` handles from `first` on, highest first (empty past the last handle).
fn bottom_first(first: u8, len: u8) -> &'static [CardHandle] {
    let end = 256 - usize::from(first);
    DESCENDING
        .get(end.saturating_sub(usize::from(len))..end)
        .unwrap_or(&[])
}

/// One physical card in a game: its index in the game's [`CardTable`]. Main Deck cards come
/// first (in the deck's order), then the Scene Deck, the four Stories and the Main Character.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct CardHandle(pub u8);

impl CardHandle {
    /// The index into the table.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// The static facts of one card in a game.
#[derive(Debug, Clone, PartialEq)]
pub struct CardInfo {
    /// The printing.
    pub card_id: CardId,
    /// The name to show.
    pub name: String,
    /// The type.
    pub card_type: CardType,
    /// Cost of Force of Harmony; an unknown cost (cards listed by name only) counts as 0.
    pub cost: u8,
    /// Printed Inspiration; unknown counts as 0.
    pub inspiration: u8,
    /// The ability chips as a bit set (bit = position in [`Chip::ALL`]).
    pub chips: u16,
    /// The keywords as a bit set over the game's keyword list.
    pub keyword_mask: u64,
    /// Items: the keywords of "Only adorn ｢X｣ (or ｢Y｣)" as a bit set; 0 = any Character (203).
    pub only_adorn_mask: u64,
    /// Items: the "Only adorn" names as written, for messages.
    pub only_adorn: Vec<String>,
    /// The ability text ("" when none).
    pub ability: String,
    /// The Story stage, for Stories.
    pub stage: Option<Stage>,
    /// The card's name and keywords, lower-cased, for the 「X」 of ability filters (102.1).
    pub names: Vec<String>,
    /// The abilities the engine carries out by itself; empty when the card has none or when
    /// some part of its text is left to the player ([`CardInfo::manual`]).
    pub abilities: Vec<Ability>,
    /// Why the player resolves this card's abilities by hand, if they do.
    pub manual: Option<String>,
    /// The cost of its `[Eat Treat]` activated ability (207.2.1), if it has one (also when the
    /// player resolves the ability by hand).
    pub treat_cost: Option<crate::ability::Cost>,
    /// Which kinds of ability the engine carries out for it ([`AbilityKinds`]), so the hot
    /// queries skip the cards that have none.
    pub kinds: AbilityKinds,
    /// A stand-in of the passive rival (`PASSIVE_RIVAL`): nothing of it is printed but its
    /// type, so a filter asking its cost or a name never matches it.
    pub stand_in: bool,
}

/// Which kinds of ability a card has that the engine looks at often.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct AbilityKinds {
    /// A continuous cost change from the hand (503.1.4).
    pub in_hand_cost: bool,
    /// Whose Characters its continuous Inspiration changes (501.2, 607) reach:
    /// [`AbilityKinds::INSPIRES_OWN`] (its own or the adorned Character only),
    /// [`AbilityKinds::INSPIRES_OTHERS`] (other Characters of its side too),
    /// [`AbilityKinds::INSPIRES_RIVAL`] (the walker of continuous Inspiration skips every
    /// other card).
    pub inspires: u8,
    /// The kinds of event its "When ..." abilities wait for, one bit each
    /// (`triggers::event_bit`): the trigger pass skips an event none of a side's cards hears.
    pub hears: u16,
    /// A continuous ability that keeps the card itself in the Adventure Area ("this
    /// Character won't Retire in Contact", 501.2): the only kind `is_protected` walks for.
    pub protects: bool,
}

impl AbilityKinds {
    /// In [`AbilityKinds::inspires`]: a continuous change to the card itself ("this
    /// Character") or, for an Item, to the Character it adorns.
    pub const INSPIRES_OWN: u8 = 1;
    /// In [`AbilityKinds::inspires`]: a continuous change to the other player's Characters.
    pub const INSPIRES_RIVAL: u8 = 2;
    /// In [`AbilityKinds::inspires`]: a continuous change that can reach other Characters of
    /// its side ("your 「Earth Pony」 Characters", the Characters next to the adorned one).
    pub const INSPIRES_OTHERS: u8 = 4;

    /// The kinds among `abilities`.
    pub fn of(abilities: &[Ability]) -> AbilityKinds {
        use crate::ability::{Op, Scope, Side, Target, Trigger};
        let mut kinds = AbilityKinds::default();
        for ability in abilities {
            match ability.trigger {
                Trigger::Static(scope @ (Scope::InAdventure | Scope::AdornedItem)) => {
                    kinds.protects |= scope == Scope::InAdventure
                        && ability.steps.iter().any(|op| {
                            matches!(
                                op,
                                Op::Protect {
                                    target: Target::This,
                                    ..
                                }
                            )
                        });
                    for op in &ability.steps {
                        if let Op::Inspiration { target, .. } = op {
                            kinds.inspires |= match target {
                                Target::All {
                                    side: Side::Rival, ..
                                } => AbilityKinds::INSPIRES_RIVAL,
                                Target::This | Target::Adorned(_) => AbilityKinds::INSPIRES_OWN,
                                _ => AbilityKinds::INSPIRES_OTHERS,
                            };
                        }
                    }
                }
                Trigger::Static(Scope::InHand) => kinds.in_hand_cost = true,
                Trigger::On { ref event, .. } => {
                    kinds.hears |= super::triggers::wanted_bits(event);
                }
                _ => {}
            }
        }
        kinds
    }
}

impl CardInfo {
    /// The printed cost, as a filter reads it: none for a stand-in of the passive rival.
    pub fn printed_cost(&self) -> Option<u8> {
        (!self.stand_in).then_some(self.cost)
    }

    /// Whether the card has the name or keyword `name`, for 「X」 filters (102.1).
    pub fn has_name(&self, name: &str) -> bool {
        // The card's names are lower-cased already: only `name` needs it.
        self.names.iter().any(|n| {
            n.len() == name.len()
                && n.bytes()
                    .zip(name.bytes())
                    .all(|(a, b)| a == b.to_ascii_lowercase())
        })
    }

    /// Whether the card carries the chip.
    pub fn has_chip(&self, chip: Chip) -> bool {
        self.chips & chip_bit(chip) != 0
    }
}

/// The bit of a chip in [`CardInfo::chips`].
pub fn chip_bit(chip: Chip) -> u16 {
    // The position in `Chip::ALL`, written out so the hot paths do not search (a test checks
    // that the two agree).
    let position = match chip {
        Chip::Appear => 0,
        Chip::Farewell => 1,
        Chip::Adventure => 2,
        Chip::PrePlan => 3,
        Chip::InspoBoost => 4,
        Chip::Explore => 5,
        Chip::Triumph => 6,
        Chip::Leap => 7,
        Chip::Replace => 8,
        Chip::Enlightenment => 9,
        Chip::Tap => 10,
        Chip::GiveTreat => 11,
        Chip::EatTreat => 12,
    };
    1u16 << position
}

/// The facts of a card the hot paths read on every action, packed: one entry per possible
/// handle (a handle is a `u8`), so a lookup needs no bounds check and the whole game's cards
/// sit in a few cache lines. A handle not in the table reads as an unknown card (a Token,
/// cost 0, no chips, no abilities), as [`CardTable::info`] would answer.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Hot {
    card_type: CardType,
    cost: u8,
    inspiration: u8,
    canonical: u8,
    chips: u16,
    kinds: AbilityKinds,
    /// The [`name_bit`]s of the card's names and keywords: a name whose bit is not here is
    /// not one of them, decided without comparing strings.
    names: u64,
}

/// A one-bit summary of a name for the quick test of [`CardTable::has_name`]: from its length
/// and its first byte lower-cased, so two names equal but for ASCII case share the bit.
fn name_bit(name: &str) -> u64 {
    let first = name.as_bytes().first().map_or(0, u8::to_ascii_lowercase);
    let mixed = name.len().wrapping_mul(31).wrapping_add(usize::from(first));
    1u64 << (mixed % 64)
}

impl Hot {
    const UNKNOWN: Hot = Hot {
        card_type: CardType::Token,
        cost: 0,
        inspiration: 0,
        canonical: 0,
        chips: 0,
        kinds: AbilityKinds {
            in_hand_cost: false,
            inspires: 0,
            hears: 0,
            protects: false,
        },
        names: 0,
    };
}

/// The cards of one game, by handle.
#[derive(Debug, Clone, PartialEq)]
pub struct CardTable {
    cards: Vec<CardInfo>,
    /// [`Hot`] by handle (all 256).
    hot: Box<[Hot; 256]>,
    main: u8,
    scene: u8,
    /// The rival's first handle and its Main and Scene Deck sizes (its handles follow yours:
    /// Main Deck, Scene Deck, Stories, Main Character): its own deck's in a two-player game,
    /// else the passive rival's stand-ins ([`PASSIVE_RIVAL`]).
    rival: Option<(u8, u8, u8)>,
    /// The rival is the passive one: its cards are stand-ins, not a deck.
    passive: bool,
    /// The union of every card's [`AbilityKinds::inspires`] and [`AbilityKinds::hears`]: a
    /// kind no card of the game has is never looked for.
    inspires_any: u8,
    hears_any: u16,
    /// Whether any card of the game looks back ("When adorned Character Retires in
    /// Contact": an Item heard from the Retirement Area once it has left with its
    /// Character, so no `hears` of a side says so). Without one, a Retire that no card
    /// hears sets nothing off and the trigger pass need not look.
    looks_back: bool,
    /// Per handle, for a Scene whose [Inspo Boost] only applies to Characters its printed
    /// filter names (404.3.1a): the Characters (one bit per handle) it may be used for.
    /// `None`: not such a Scene (the engine asks the full question).
    boost_fits: Vec<Option<[u64; 4]>>,
}

/// The passive rival's cards, which stand for what a rival that does not play has on the
/// table: four face-down cards (its Plans at the start, 103.2, and its hand once Intervened,
/// 605.1), three sparring Characters (one per lane, placed with the Inspiration the player
/// gives them), its four Stories and its Main Character. Nothing of them is known but the
/// type of a sparring Character (a Character of Inspiration 0 whose placed Inspiration is a
/// lasting change, [`super::Slot::inspiration_permanent`]). Laid out as a deck: "Main Deck"
/// (the face-down cards, then the sparring Characters), no Scene Deck, Stories, Main
/// Character.
pub const PASSIVE_RIVAL: [(&str, &str, CardType); 12] = [
    ("RIVAL-H1", "a face-down card of the rival", CardType::Token),
    ("RIVAL-H2", "a face-down card of the rival", CardType::Token),
    ("RIVAL-H3", "a face-down card of the rival", CardType::Token),
    ("RIVAL-H4", "a face-down card of the rival", CardType::Token),
    ("RIVAL-C1", "sparring Character", CardType::Character),
    ("RIVAL-C2", "sparring Character", CardType::Character),
    ("RIVAL-C3", "sparring Character", CardType::Character),
    ("RIVAL-S1", "the rival's Story I", CardType::Story),
    ("RIVAL-S2", "the rival's Story II", CardType::Story),
    ("RIVAL-S3", "the rival's Story III", CardType::Story),
    ("RIVAL-S4", "the rival's Story IV", CardType::Story),
    (
        "RIVAL-M1",
        "the rival's Main Character",
        CardType::MainCharacter,
    ),
];

/// How many of [`PASSIVE_RIVAL`] are face-down cards; the sparring Characters follow them.
pub const PASSIVE_HIDDEN: u8 = 4;

/// The passive rival's stand-ins as table entries.
fn passive_rival_cards() -> Result<Vec<CardInfo>, GameError> {
    PASSIVE_RIVAL
        .iter()
        .map(|&(id, name, card_type)| {
            let card_id = CardId::parse(id).map_err(|_| GameError::UnknownCard {
                card_id: id.to_string(),
            })?;
            Ok(CardInfo {
                card_id,
                name: name.to_string(),
                card_type,
                cost: 0,
                inspiration: 0,
                chips: 0,
                keyword_mask: 0,
                only_adorn_mask: 0,
                only_adorn: Vec::new(),
                ability: String::new(),
                stage: None,
                names: Vec::new(),
                abilities: Vec::new(),
                manual: None,
                treat_cost: None,
                kinds: AbilityKinds::default(),
                stand_in: true,
            })
        })
        .collect()
}

/// Fills in the [`PrintedSet`] of every filter of the cards' abilities: which cards of this
/// game pass its printed part (a filter repeated across copies and cards is decided once).
fn compile_filters(cards: &mut [CardInfo]) {
    let mut decided: rustc_hash::FxHashMap<CardFilter, PrintedSet> = Default::default();
    for i in 0..cards.len() {
        let Some(card) = cards.get_mut(i) else {
            continue;
        };
        let mut abilities = std::mem::take(&mut card.abilities);
        for ability in &mut abilities {
            ability.filters_mut(&mut |filter| {
                filter.printed = *decided
                    .entry(filter.clone())
                    .or_insert_with(|| printed_set(filter, cards));
            });
        }
        if let Some(card) = cards.get_mut(i) {
            card.abilities = abilities;
        }
    }
}

/// The cards of `cards` (by handle) that pass the printed part of `filter`: its types, names
/// and keywords, cost and [Inspo Boost]; its Inspiration is the current one (607), so it is
/// left to the check in place.
fn printed_set(filter: &CardFilter, cards: &[CardInfo]) -> PrintedSet {
    let printed = CardFilter {
        inspiration: None,
        ..filter.clone()
    };
    let complete = filter.inspiration.is_none() && !filter.is_stateful();
    PrintedSet::new(cards.len(), complete, |handle| {
        cards.get(handle).is_some_and(|c| {
            (!filter.inspo_boost || c.has_chip(Chip::InspoBoost))
                && printed.matches_printed(c.card_type, c.printed_cost(), None, |n| c.has_name(n))
        })
    })
}

/// Reads the names inside "Only adorn ｢X｣ or ｢Y｣." (both bracket styles, 「」 and ｢｣).
pub fn only_adorn_names(ability: &str) -> Vec<String> {
    let Some(start) = ability.find("Only adorn") else {
        return Vec::new();
    };
    let rest = &ability[start + "Only adorn".len()..];
    let sentence = rest.split('.').next().unwrap_or("");
    let mut names = Vec::new();
    let mut current: Option<String> = None;
    for c in sentence.chars() {
        match c {
            '「' | '｢' => current = Some(String::new()),
            '」' | '｣' => {
                if let Some(name) = current.take() {
                    names.push(name.trim().to_string());
                }
            }
            other => {
                if let Some(name) = current.as_mut() {
                    name.push(other);
                }
            }
        }
    }
    names
}

impl CardTable {
    /// Builds the table from a deck, looking every card up. Fails on an unknown card, a
    /// card of the wrong type for its section, or more than 255 cards.
    pub fn build(deck: &GameDeck, lookup: &CardIndex) -> Result<CardTable, GameError> {
        CardTable::build_sides(deck, None, lookup)
    }

    /// Builds the table of a two-player game: your deck's cards first, then the rival's, so
    /// that every handle is unique across both sides ([`CardTable::owner`] tells whose).
    pub fn build_two(
        deck: &GameDeck,
        rival: &GameDeck,
        lookup: &CardIndex,
    ) -> Result<CardTable, GameError> {
        CardTable::build_sides(deck, Some(rival), lookup)
    }

    fn build_sides(
        deck: &GameDeck,
        rival: Option<&GameDeck>,
        lookup: &CardIndex,
    ) -> Result<CardTable, GameError> {
        let size = |d: &GameDeck| d.main.len() + d.scene.len() + d.stories.len() + 1;
        let own = size(deck);
        let total = own + rival.map_or(PASSIVE_RIVAL.len(), size);
        if total > 255 {
            return Err(GameError::TooManyCards { count: total });
        }
        for d in std::iter::once(deck).chain(rival) {
            if d.stories.len() != 4 {
                return Err(GameError::StoryCount {
                    count: d.stories.len(),
                });
            }
        }
        // Each card's record (ID, name, cost, text) with Kayou's own facts.
        let mut found: Vec<(&Card, &KayouCard)> = Vec::with_capacity(total);
        let mut expected_of: Vec<&'static str> = Vec::with_capacity(total);
        for d in std::iter::once(deck).chain(rival) {
            let sections = [
                (&d.main[..], "main"),
                (&d.scene[..], "scene"),
                (&d.stories[..], "story"),
                (std::slice::from_ref(&d.main_character), "main character"),
            ];
            for (ids, section) in sections {
                for card_id in ids {
                    let card = lookup
                        .printing(card_id)
                        .and_then(|card| Some((card, card.kayou()?)))
                        .ok_or_else(|| GameError::UnknownCard {
                            card_id: card_id.to_string(),
                        })?;
                    found.push(card);
                    expected_of.push(section);
                }
            }
        }
        // Keywords interned in order of first appearance: a defined order.
        let mut keywords: Vec<String> = Vec::new();
        for (_, card) in &found {
            for k in &card.keywords {
                let lower = k.as_str().to_lowercase();
                if !keywords.contains(&lower) && keywords.len() < 64 {
                    keywords.push(lower);
                }
            }
        }
        let mask_of = |names: &mut dyn Iterator<Item = String>| -> u64 {
            let mut mask = 0u64;
            for name in names {
                if let Some(i) = keywords.iter().position(|k| *k == name) {
                    mask |= 1u64 << i;
                }
            }
            mask
        };
        let mut cards = Vec::with_capacity(total);
        for (&(record, card), expected) in found.iter().zip(expected_of.iter().copied()) {
            let fits = match expected {
                "main" => matches!(
                    card.card_type,
                    CardType::Character | CardType::Event | CardType::Item
                ),
                "scene" => card.card_type == CardType::Scene,
                "story" => card.card_type == CardType::Story,
                _ => card.card_type == CardType::MainCharacter,
            };
            if !fits {
                return Err(GameError::WrongSection {
                    card_id: record.id.to_string(),
                    card_type: card.card_type.name(),
                    section: expected,
                });
            }
            let ability = record.text.clone().unwrap_or_default();
            let only_adorn = if card.card_type == CardType::Item {
                only_adorn_names(&ability)
            } else {
                Vec::new()
            };
            let mut adorn_names = only_adorn.iter().map(|n| n.to_lowercase());
            let only_adorn_mask = if only_adorn.is_empty() {
                0
            } else {
                // A name no Character of this deck carries still restricts: use a bit that
                // no Character has.
                mask_of(&mut adorn_names) | (1u64 << 63)
            };
            let mut own = card.keywords.iter().map(|k| k.as_str().to_lowercase());
            let chips = card.chips.iter().fold(0u16, |m, c| m | chip_bit(*c));
            let mut names: Vec<String> = card
                .keywords
                .iter()
                .map(|k| k.as_str().to_lowercase())
                .collect();
            if let Some(name) = &card.name {
                names.push(name.to_lowercase());
            }
            let (abilities, manual) = super::abilities::engine_abilities(record);
            let kinds = AbilityKinds::of(&abilities);
            cards.push(CardInfo {
                kinds,
                card_id: record.id.clone(),
                name: record.name.clone(),
                card_type: card.card_type,
                cost: record.cost.unwrap_or(0),
                inspiration: card.inspiration.unwrap_or(0),
                chips,
                keyword_mask: mask_of(&mut own) & !(1u64 << 63),
                only_adorn_mask,
                only_adorn,
                ability,
                stage: card.stage(),
                names,
                abilities,
                manual,
                treat_cost: super::cost::treat_cost_of(card),
                stand_in: false,
            });
        }
        if rival.is_none() {
            cards.extend(passive_rival_cards()?);
        }
        compile_filters(&mut cards);
        let canonical: Vec<u8> = (0..cards.len())
            .map(|i| {
                let first = cards
                    .iter()
                    .position(|c: &CardInfo| Some(&c.card_id) == cards.get(i).map(|x| &x.card_id))
                    .unwrap_or(i);
                u8::try_from(first).unwrap_or(u8::MAX)
            })
            .collect();
        let mut hot = Box::new([Hot::UNKNOWN; 256]);
        for (handle, entry) in hot.iter_mut().enumerate() {
            entry.canonical = u8::try_from(handle).unwrap_or(u8::MAX);
            if let Some(c) = cards.get(handle) {
                *entry = Hot {
                    card_type: c.card_type,
                    cost: c.cost,
                    inspiration: c.inspiration,
                    canonical: canonical.get(handle).copied().unwrap_or(entry.canonical),
                    chips: c.chips,
                    kinds: c.kinds,
                    names: c.names.iter().fold(0, |m, n| m | name_bit(n)),
                };
            }
        }
        let boost_fits = (0..cards.len())
            .map(|scene| super::abilities::boost_fits(&cards, scene))
            .collect();
        let inspires_any = cards.iter().fold(0, |m, c| m | c.kinds.inspires);
        let hears_any = cards.iter().fold(0, |m, c| m | c.kinds.hears);
        let looks_back = cards.iter().any(|c| {
            c.abilities.iter().any(|a| {
                matches!(
                    a.trigger,
                    crate::ability::Trigger::On {
                        event: crate::ability::GameEvent::AdornedRetiresInContact,
                        ..
                    }
                )
            })
        });
        Ok(CardTable {
            cards,
            hot,
            inspires_any,
            hears_any,
            looks_back,
            boost_fits,
            main: u8::try_from(deck.main.len()).unwrap_or(u8::MAX),
            scene: u8::try_from(deck.scene.len()).unwrap_or(u8::MAX),
            rival: Some(match rival {
                Some(r) => (
                    u8::try_from(own).unwrap_or(u8::MAX),
                    u8::try_from(r.main.len()).unwrap_or(u8::MAX),
                    u8::try_from(r.scene.len()).unwrap_or(u8::MAX),
                ),
                None => (u8::try_from(own).unwrap_or(u8::MAX), PASSIVE_HIDDEN + 3, 0),
            }),
            passive: rival.is_none(),
        })
    }

    /// Whether the table holds a rival deck too (a two-player game).
    pub fn two_player(&self) -> bool {
        !self.passive
    }

    /// The passive rival's sparring Character for `lane` (0-based), when the rival is passive.
    pub fn sparring_card(&self, lane: usize) -> Option<CardHandle> {
        let (first, _, _) = self.rival.filter(|_| self.passive)?;
        let lane = u8::try_from(lane).ok().filter(|l| *l < 3)?;
        Some(CardHandle(
            first.saturating_add(PASSIVE_HIDDEN).saturating_add(lane),
        ))
    }

    /// Whose card a handle is: yours, or the rival's (its deck's, or the passive rival's
    /// stand-ins).
    pub fn owner(&self, card: CardHandle) -> super::Side {
        match self.rival {
            Some((first, _, _)) if card.0 >= first => super::Side::Rival,
            _ => super::Side::You,
        }
    }

    /// The first handle, Main Deck and Scene Deck sizes of a side's cards.
    fn layout(&self, side: super::Side) -> (u8, u8, u8) {
        match (side, self.rival) {
            (super::Side::Rival, Some(r)) => r,
            _ => (0, self.main, self.scene),
        }
    }

    /// Handles of a side's Main Deck, bottom first (the order a deck is stored in: its list's
    /// top card last). A slice of a constant table, so dealing copies it in one go rather than
    /// writing the handles one by one.
    pub fn main_handles_of(&self, side: super::Side) -> &'static [CardHandle] {
        let (first, main, _) = self.layout(side);
        bottom_first(first, main)
    }

    /// Handles of a side's Scene Deck, bottom first (see [`CardTable::main_handles_of`]).
    pub fn scene_handles_of(&self, side: super::Side) -> &'static [CardHandle] {
        let (first, main, scene) = self.layout(side);
        bottom_first(first.saturating_add(main), scene)
    }

    /// Handles of a side's Stories I..IV.
    pub fn story_handles_of(&self, side: super::Side) -> [CardHandle; 4] {
        let (first, main, scene) = self.layout(side);
        let start = first.saturating_add(main).saturating_add(scene);
        [0u8, 1, 2, 3].map(|i| CardHandle(start.saturating_add(i)))
    }

    /// A side's Main Character.
    pub fn main_character_of(&self, side: super::Side) -> CardHandle {
        let (first, main, scene) = self.layout(side);
        CardHandle(
            first
                .saturating_add(main)
                .saturating_add(scene)
                .saturating_add(4),
        )
    }

    /// A card's printed cost as a filter reads it ([`CardInfo::printed_cost`]).
    pub fn printed_cost(&self, card: CardHandle) -> Option<u8> {
        self.info(card).and_then(CardInfo::printed_cost)
    }

    /// The facts of a card.
    pub fn info(&self, card: CardHandle) -> Option<&CardInfo> {
        self.cards.get(card.index())
    }

    /// The printing ID of a card (`?` for a handle not in the table).
    pub fn card_id(&self, card: CardHandle) -> &str {
        self.info(card).map_or("?", |c| c.card_id.as_str())
    }

    /// "BP01-C01 Twilight Sparkle": a card's printing ID and name, as messages and logs name it.
    pub fn label(&self, card: CardHandle) -> String {
        format!("{} {}", self.card_id(card), self.name(card))
    }

    /// The first handle of the same printing (copies share it).
    pub fn canonical(&self, card: CardHandle) -> u8 {
        self.hot[card.index()].canonical
    }

    /// The display name of a card.
    pub fn name(&self, card: CardHandle) -> &str {
        self.info(card).map_or("?", |c| c.name.as_str())
    }

    /// The type of a card (Token for an unknown handle).
    pub fn card_type(&self, card: CardHandle) -> CardType {
        self.hot[card.index()].card_type
    }

    /// The Cost of Force of Harmony.
    pub fn cost(&self, card: CardHandle) -> u8 {
        self.hot[card.index()].cost
    }

    /// The printed Inspiration.
    pub fn inspiration(&self, card: CardHandle) -> u8 {
        self.hot[card.index()].inspiration
    }

    /// Whether the card carries the chip.
    pub fn has_chip(&self, card: CardHandle, chip: Chip) -> bool {
        self.hot[card.index()].chips & chip_bit(chip) != 0
    }

    /// The abilities the engine carries out for this card (empty: none, or left to the player).
    pub fn abilities(&self, card: CardHandle) -> &[Ability] {
        self.info(card).map_or(&[], |c| c.abilities.as_slice())
    }

    /// Whether any card of the game has a continuous Inspiration change of one of the
    /// `inspires` kinds ([`AbilityKinds::inspires`]).
    pub fn any_inspires(&self, inspires: u8) -> bool {
        self.inspires_any & inspires != 0
    }

    /// Whether any card of the game has a "When ..." ability waiting for one of the `hears`
    /// kinds of event ([`AbilityKinds::hears`]).
    pub fn any_hears(&self, hears: u16) -> bool {
        self.hears_any & hears != 0
    }

    /// Whether any card of the game has an Item's look back ("When adorned Character Retires
    /// in Contact"), which the trigger pass looks for at every Retire.
    pub fn any_looks_back(&self) -> bool {
        self.looks_back
    }

    /// 404.3.1a, for a Scene whose [Inspo Boost] applies only to Characters its printed
    /// filter names: whether it may be used for `character` (`None`: ask the full question).
    pub fn boost_fits(&self, scene: CardHandle, character: CardHandle) -> Option<bool> {
        let fits = self.boost_fits.get(scene.index())?.as_ref()?;
        let (word, bit) = (character.index() / 64, character.index() % 64);
        Some(fits.get(word).is_some_and(|w| w & (1 << bit) != 0))
    }

    /// Which kinds of ability the engine carries out for `card`.
    pub fn kinds(&self, card: CardHandle) -> AbilityKinds {
        self.hot[card.index()].kinds
    }

    /// The cost of the card's `[Eat Treat]` activated ability, if it has one (207.2.1).
    pub fn treat_cost(&self, card: CardHandle) -> Option<crate::ability::Cost> {
        self.info(card).and_then(|c| c.treat_cost)
    }

    /// Whether the card's `[Tap]` chip belongs to an `[Eat Treat]` ability that also taps
    /// (BP03-CR05): that ability is used as `ActivateTreat`, not `ActivateTap`.
    pub fn tap_needs_treat(&self, card: CardHandle) -> bool {
        self.treat_cost(card).is_some_and(|c| c.tap_self)
    }

    /// Whether the card has the name or keyword `name` (lower-case), for 「X」 filters (102.1).
    pub fn has_name(&self, card: CardHandle, name: &str) -> bool {
        // Most cards do not have the name: most of those fail the one-bit test.
        self.hot[card.index()].names & name_bit(name) != 0
            && self.info(card).is_some_and(|c| c.has_name(name))
    }

    /// 203, 503.2.2: whether `item` may be adorned to `character` ("Only adorn ｢X｣").
    pub fn may_adorn(&self, item: CardHandle, character: CardHandle) -> bool {
        let (Some(i), Some(c)) = (self.info(item), self.info(character)) else {
            return false;
        };
        i.only_adorn_mask == 0 || i.only_adorn_mask & c.keyword_mask != 0
    }

    /// The number of cards (all handles are `0..len`).
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Handles of the Main Deck in the deck's order (top first).
    pub fn main_handles(&self) -> impl Iterator<Item = CardHandle> {
        (0..self.main).map(CardHandle)
    }

    /// Handles of the Scene Deck in the deck's order (top first).
    pub fn scene_handles(&self) -> impl Iterator<Item = CardHandle> {
        (self.main..self.main.saturating_add(self.scene)).map(CardHandle)
    }

    /// Handles of the Stories I..IV.
    pub fn story_handles(&self) -> [CardHandle; 4] {
        let first = self.main.saturating_add(self.scene);
        [0u8, 1, 2, 3].map(|i| CardHandle(first.saturating_add(i)))
    }

    /// The Main Character's handle.
    pub fn main_character(&self) -> CardHandle {
        CardHandle(self.main.saturating_add(self.scene).saturating_add(4))
    }

    /// Finds a card by printing ID among `candidates`, else by card number (102.1.1).
    pub fn find_in(&self, card_id: &CardId, candidates: &[CardHandle]) -> Option<CardHandle> {
        candidates
            .iter()
            .copied()
            .find(|h| self.info(*h).is_some_and(|c| c.card_id == *card_id))
            .or_else(|| {
                let number = card_id.number();
                candidates
                    .iter()
                    .copied()
                    .find(|h| self.info(*h).is_some_and(|c| c.card_id.number() == number))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deck_is_dealt_from_its_handles_bottom_first() {
        let handles = |first: u8, len: u8| -> Vec<u8> { (first..first + len).rev().collect() };
        for (first, len) in [(0, 50), (3, 4), (60, 10), (0, 0), (200, 55)] {
            let dealt: Vec<u8> = bottom_first(first, len).iter().map(|c| c.0).collect();
            assert_eq!(dealt, handles(first, len), "{first} {len}");
        }
    }

    #[test]
    fn a_name_differing_only_in_ascii_case_has_the_same_quick_test_bit_rule_102_1() {
        for (a, b) in [
            ("Fluttershy", "fluttershy"),
            ("EARTH PONY", "earth pony"),
            ("Ｘ", "Ｘ"),
            ("", ""),
        ] {
            assert_eq!(name_bit(a), name_bit(b), "{a} {b}");
        }
    }

    #[test]
    fn every_name_and_keyword_of_every_starter_card_passes_the_quick_test_rule_102_1() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let catalog = crate::catalog::Catalog::open(&root.join("cards.db")).expect("cards.db");
        for starter in crate::deck::starters() {
            let deck = super::super::GameDeck::from_deck(&starter.deck, catalog.index())
                .expect("a starter plays");
            let table = CardTable::build(&deck, catalog.index()).expect("table");
            for handle in 0..table.len() {
                let card = CardHandle(u8::try_from(handle).expect("handle"));
                let info = table.info(card).expect("card");
                for name in &info.names {
                    assert!(table.has_name(card, name), "{} {name}", info.card_id);
                    assert!(
                        table.has_name(card, &name.to_ascii_uppercase()),
                        "{} {name}",
                        info.card_id
                    );
                }
                assert!(!table.has_name(card, "no such name"));
            }
        }
    }

    #[test]
    fn each_chip_has_the_bit_of_its_position_in_the_chip_list() {
        for (position, chip) in Chip::ALL.iter().enumerate() {
            assert_eq!(chip_bit(*chip), 1 << position, "{chip:?}");
        }
    }

    #[test]
    fn only_adorn_reads_one_or_two_names_in_either_bracket_style_rule_203() {
        assert_eq!(
            only_adorn_names("Only adorn 「Twilight Sparkle」 or 「Spike」. Adorned gains"),
            vec!["Twilight Sparkle", "Spike"]
        );
        assert_eq!(
            only_adorn_names("Only adorn ｢Pinkie Pie｣. All"),
            vec!["Pinkie Pie"]
        );
        assert!(only_adorn_names("Adorned Character gets +1").is_empty());
    }

    /// The catalog's cards cut into decks a table can hold (at most 256 handles each).
    fn catalog_tables(catalog: &crate::catalog::Catalog) -> Vec<CardTable> {
        let cards = catalog.index();
        let of = |types: &[CardType]| -> Vec<CardId> {
            cards
                .cards()
                .iter()
                .filter(|c| c.kayou().is_some_and(|k| types.contains(&k.card_type)))
                .map(|c| c.id.clone())
                .collect()
        };
        let main = of(&[CardType::Character, CardType::Event, CardType::Item]);
        let scenes = of(&[CardType::Scene]);
        let stories = of(&[CardType::Story]);
        let main_character = of(&[CardType::MainCharacter])[0].clone();
        let mut tables = Vec::new();
        for (i, chunk) in main.chunks(150).enumerate() {
            let scene: Vec<CardId> = scenes.iter().skip(i * 80).take(80).cloned().collect();
            let deck = super::super::GameDeck {
                main: chunk.to_vec(),
                scene,
                stories: stories.iter().take(4).cloned().collect(),
                main_character: main_character.clone(),
            };
            tables.push(CardTable::build(&deck, cards).expect("a table of catalog cards"));
        }
        tables
    }

    #[test]
    fn a_compiled_filter_answers_as_the_same_filter_uncompiled_for_every_catalog_card() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let catalog = crate::catalog::Catalog::open(&root.join("cards.db")).expect("cards.db");
        let (mut filters, mut answers, mut passed) = (0u32, 0u32, 0u32);
        for table in catalog_tables(&catalog) {
            let state =
                super::super::GameState::new(&table, super::super::GameConfig::default(), 7);
            let handles = || (0..table.len()).map(|h| CardHandle(u8::try_from(h).expect("handle")));
            for source in handles() {
                for ability in table.abilities(source) {
                    let mut ability = ability.clone();
                    ability.filters_mut(&mut |filter| {
                        assert!(
                            filter.printed.passes(0).is_some(),
                            "{filter:?} not compiled"
                        );
                        let plain = CardFilter {
                            printed: PrintedSet::default(),
                            ..filter.clone()
                        };
                        assert_eq!(*filter, plain, "the compiled set is not part of equality");
                        filters += 1;
                        for card in handles() {
                            let compiled = state.card_matches(&table, source, card, filter);
                            assert_eq!(
                                compiled,
                                state.card_matches(&table, source, card, &plain),
                                "{} for {} {filter:?}",
                                table.card_id(card),
                                table.card_id(source)
                            );
                            answers += 1;
                            passed += u32::from(compiled);
                        }
                    });
                }
            }
        }
        // Every kind of answer was compared, over many filters.
        assert!(filters > 500, "{filters}");
        assert!(
            passed > 1_000 && passed < answers / 2,
            "{passed} of {answers}"
        );
    }

    #[test]
    fn the_filter_walk_reaches_every_filter_of_every_catalog_ability() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let catalog = crate::catalog::Catalog::open(&root.join("cards.db")).expect("cards.db");
        let mut total = 0usize;
        for card in catalog.index().cards() {
            let (abilities, _) = super::super::abilities::engine_abilities(card);
            for mut ability in abilities {
                // Every filter prints as one `CardFilter {` in the ability's debug form.
                let written = format!("{ability:?}").matches("CardFilter {").count();
                let mut visited = 0;
                ability.filters_mut(&mut |_| visited += 1);
                assert_eq!(visited, written, "{}: {ability:?}", card.id);
                total += visited;
            }
        }
        assert!(total > 500, "{total}");
    }
}
