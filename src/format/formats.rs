//! Formats as data: a [`Format`] names its game and code ([`FormatId`]), the deck sections it
//! has with their sizes ([`SectionSpec`], a minimum and an optional maximum), what the copy limit
//! counts by ([`CopyRule`]) and the rules only some games have ([`ExtraRule`]). One validator,
//! [`super::validate_game`], reads every format; adding a format is adding a value here.

use serde::Serialize;

use crate::card::Game;
use crate::deck::Section;

use super::{RulesVersion, ViolationCode};

/// Which format of which game: `kayou/2.0.0`, `lorcana/core`, `palworld/standard`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct FormatId {
    /// The game.
    pub game: Game,
    /// The format's code within the game (`core`, `infinity`, `draft`, `sealed`, `standard`,
    /// or the Kayou rules version).
    pub code: &'static str,
}

impl std::fmt::Display for FormatId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.game.code(), self.code)
    }
}

/// One deck section: its key, how many cards it holds, and which card types go there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SectionSpec {
    /// The deck's section these rules are for.
    pub section: Section,
    /// The section's name in reports' JSON (`main`, `soul`, `scene`; Lorcana's `deck`).
    pub key: &'static str,
    /// The header a list prints (`Main Deck`).
    pub label: &'static str,
    /// At least this many cards.
    pub min: u32,
    /// At most this many (`None`: no upper limit, Lorcana's "no maximum deck size").
    pub max: Option<u32>,
    /// The rule to cite.
    pub rule: &'static str,
    /// The violation code of a wrong size.
    pub code: ViolationCode,
    /// The card types placed here; empty: every type no other section takes.
    pub types: &'static [&'static str],
    /// The violation code of a card of another type here.
    pub type_code: ViolationCode,
    /// A card the catalog lacks breaks this section (its type is unknown); elsewhere it is a
    /// warning.
    pub unknown_breaks: bool,
}

impl SectionSpec {
    /// Whether `count` cards fit the section.
    pub fn holds(&self, count: u32) -> bool {
        count >= self.min && self.max.is_none_or(|max| count <= max)
    }

    /// The size as a player reads it: `50`, `at least 60`, `35 to 40`.
    pub fn size_text(&self) -> String {
        match self.max {
            Some(max) if max == self.min => max.to_string(),
            Some(max) => format!("{} to {max}", self.min),
            None => format!("at least {}", self.min),
        }
    }

    /// The target to show beside a count (`/50`, `/60+`).
    pub fn target_text(&self) -> String {
        match self.max {
            Some(max) if max == self.min => format!("/{max}"),
            _ => format!("/{}+", self.min),
        }
    }
}

/// What the copy limit counts cards by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CopyKeyKind {
    /// The card number, ※ and variants counted with the base (Kayou 102.1.1).
    CardNumber,
    /// The full name, `Name - Version` (Lorcana 1.10.1.1, 5.3.6.1).
    FullName,
    /// The card name (Palworld 2.1.2, 6.1.1.2).
    CardName,
}

/// At most `limit` copies of one copy key, in the listed sections.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CopyRule {
    /// The limit (4).
    pub limit: u32,
    /// What a copy is counted by.
    pub by: CopyKeyKind,
    /// The sections counted (Palworld's Soul cards are not counted).
    pub sections: &'static [Section],
    /// A card's printed exception ("up to 99 copies") replaces the limit for it.
    pub printed_exceptions: bool,
    /// The rule to cite.
    pub rule: &'static str,
}

/// Which list of a game's legality a rule reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Legality {
    /// Lorcana Core Constructed (the sets in rotation).
    LorcanaCore,
    /// Lorcana Infinity Constructed (every set).
    LorcanaInfinity,
}

/// A rule only some formats have, as data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ExtraRule {
    /// At most `max` ink types; a dual-ink card counts as each of its inks.
    MaxInks {
        /// The limit (2).
        max: u32,
        /// The rule to cite.
        rule: &'static str,
    },
    /// No card banned in the list.
    NoBanned {
        /// Whose ban list.
        list: Legality,
        /// The rule to cite.
        rule: &'static str,
    },
    /// Only cards legal in the list.
    OnlyLegal {
        /// Whose legality.
        list: Legality,
        /// The rule to cite.
        rule: &'static str,
    },
    /// At most `max` Lucky-icon cards in a section.
    MaxLucky {
        /// The limit (8).
        max: u32,
        /// The section counted.
        section: Section,
        /// The rule to cite.
        rule: &'static str,
    },
    /// At most `max` colours among a section's cards (colourless cards count for none).
    MaxColours {
        /// The limit.
        max: u32,
        /// The section counted.
        section: Section,
        /// The rule to cite.
        rule: &'static str,
    },
    /// Kayou: Everyday cards are exempt from the copy limit.
    EverydayExempt {
        /// The rule to cite (102.1.2).
        rule: &'static str,
    },
    /// Kayou: four Stories of one title, stages I-IV, different subtitles.
    StoryStructure {
        /// The section of the Stories.
        section: Section,
        /// The rule to cite (102.1.3).
        rule: &'static str,
    },
}

/// A format: everything deck construction asks, as data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Format {
    /// Which format this is.
    pub id: FormatId,
    /// Its name for players (`Core Constructed`).
    pub name: &'static str,
    /// Where its rules come from (document and version).
    pub source: &'static str,
    /// The deck sections, in the order verdicts count them. A Maybe list is always allowed
    /// besides and never validated.
    pub sections: &'static [SectionSpec],
    /// The copy limit, if the format has one.
    pub copy: Option<CopyRule>,
    /// Further rules.
    pub extra: &'static [ExtraRule],
}

const KAYOU_SECTIONS: &[SectionSpec] = &[
    SectionSpec {
        section: Section::Main,
        key: "main",
        label: "Main Deck",
        min: 50,
        max: Some(50),
        rule: "102",
        code: ViolationCode::MainDeckSize,
        // 102: tokens (207) and cards of unknown type are flagged.
        types: &["Character", "Event", "Item"],
        type_code: ViolationCode::MainDeckType,
        unknown_breaks: true,
    },
    SectionSpec {
        section: Section::Scene,
        key: "scene",
        label: "Scene Deck",
        min: 15,
        max: Some(15),
        rule: "102",
        code: ViolationCode::SceneDeckSize,
        types: &["Scene"],
        type_code: ViolationCode::SceneDeckSize,
        unknown_breaks: false,
    },
    SectionSpec {
        section: Section::Story,
        key: "story",
        label: "Story",
        min: 4,
        max: Some(4),
        rule: "102.1.3",
        code: ViolationCode::StoryDeckSize,
        types: &["Story"],
        type_code: ViolationCode::StoryDeckSize,
        unknown_breaks: false,
    },
    SectionSpec {
        section: Section::MainCharacter,
        key: "main_character",
        label: "Main Character",
        min: 1,
        max: Some(1),
        rule: "102",
        code: ViolationCode::MainCharacterCount,
        types: &["Main Character"],
        type_code: ViolationCode::MainCharacterCount,
        unknown_breaks: false,
    },
];

const KAYOU_EXTRA: &[ExtraRule] = &[
    ExtraRule::EverydayExempt { rule: "102.1.2" },
    ExtraRule::StoryStructure {
        section: Section::Story,
        rule: "102.1.3",
    },
];

const KAYOU_COPY: CopyRule = CopyRule {
    limit: 4,
    by: CopyKeyKind::CardNumber,
    sections: &[
        Section::MainCharacter,
        Section::Story,
        Section::Main,
        Section::Scene,
    ],
    printed_exceptions: false,
    rule: "102.1.0",
};

const LORCANA_CONSTRUCTED: &[SectionSpec] = &[SectionSpec {
    section: Section::Main,
    key: "deck",
    label: "Deck",
    min: 60,
    max: None,
    rule: "1.10.1.1",
    code: ViolationCode::DeckSize,
    types: &[],
    type_code: ViolationCode::DeckSize,
    unknown_breaks: false,
}];

const LORCANA_DRAFT: &[SectionSpec] = &[SectionSpec {
    section: Section::Main,
    key: "deck",
    label: "Deck",
    min: 35,
    max: None,
    rule: "1.10.1.2",
    code: ViolationCode::DeckSize,
    types: &[],
    type_code: ViolationCode::DeckSize,
    unknown_breaks: false,
}];

const LORCANA_SEALED: &[SectionSpec] = &[SectionSpec {
    section: Section::Main,
    key: "deck",
    label: "Deck",
    min: 40,
    max: None,
    rule: "1.10.1.2",
    code: ViolationCode::DeckSize,
    types: &[],
    type_code: ViolationCode::DeckSize,
    unknown_breaks: false,
}];

const LORCANA_COPY: CopyRule = CopyRule {
    limit: 4,
    by: CopyKeyKind::FullName,
    sections: &[Section::Main],
    printed_exceptions: true,
    rule: "1.10.1.1",
};

const LORCANA_CORE_EXTRA: &[ExtraRule] = &[
    ExtraRule::MaxInks {
        max: 2,
        rule: "1.10.1.1, 5.2.5.1",
    },
    ExtraRule::OnlyLegal {
        list: Legality::LorcanaCore,
        rule: "Tournament Rules 1.3.1.1",
    },
    ExtraRule::NoBanned {
        list: Legality::LorcanaCore,
        rule: "1.10.1.1",
    },
];

const LORCANA_INFINITY_EXTRA: &[ExtraRule] = &[
    ExtraRule::MaxInks {
        max: 2,
        rule: "1.10.1.1, 5.2.5.1",
    },
    ExtraRule::OnlyLegal {
        list: Legality::LorcanaInfinity,
        rule: "Tournament Rules 1.3.1.2",
    },
    ExtraRule::NoBanned {
        list: Legality::LorcanaInfinity,
        rule: "1.10.1.1",
    },
];

const PALWORLD_SECTIONS: &[SectionSpec] = &[
    SectionSpec {
        section: Section::Main,
        key: "main",
        label: "Main Deck",
        min: 50,
        max: Some(50),
        rule: "6.1.1.1",
        code: ViolationCode::DeckSize,
        types: &[],
        type_code: ViolationCode::DeckSize,
        unknown_breaks: false,
    },
    SectionSpec {
        section: Section::Soul,
        key: "soul",
        label: "Soul Deck",
        min: 10,
        max: Some(10),
        rule: "6.1.2, 6.1.2.1",
        code: ViolationCode::SoulDeckSize,
        types: &["Soul"],
        type_code: ViolationCode::SoulDeckSize,
        unknown_breaks: false,
    },
];

const PALWORLD_COPY: CopyRule = CopyRule {
    limit: 4,
    by: CopyKeyKind::CardName,
    sections: &[Section::Main],
    // 6.1.3: a card's own text may allow any number of copies (EBP01-061 Beegarde).
    printed_exceptions: true,
    rule: "6.1.1.2",
};

/// Palworld's comprehensive rules (6.1.1) limit the Main Deck's size, copies and Lucky cards;
/// the colour limit is the official Q&A's (#17, beside 6.1: "up to any two chosen colors plus
/// colorless cards"), which the comprehensive rules do not state.
const PALWORLD_EXTRA: &[ExtraRule] = &[
    ExtraRule::MaxLucky {
        max: 8,
        section: Section::Main,
        rule: "6.1.1.3",
    },
    ExtraRule::MaxColours {
        max: 2,
        section: Section::Main,
        rule: "6.1, official Q&A #17",
    },
];

const KAYOU_SOURCE: &str = "MLP Card Game rules 1.3.0 and 2.0.0, section 102";

impl Format {
    /// Kayou deck construction under a rules version (1.3.0 and 2.0.0 agree: 102, 102.1.0 to
    /// 102.1.3).
    pub fn kayou(version: RulesVersion) -> Format {
        Format {
            id: FormatId {
                game: Game::Kayou,
                code: version.as_str(),
            },
            name: "Constructed",
            source: KAYOU_SOURCE,
            sections: KAYOU_SECTIONS,
            copy: Some(KAYOU_COPY),
            extra: KAYOU_EXTRA,
        }
    }

    /// Lorcana Core Constructed: at least 60 cards, at most two inks, at most 4 of a full name
    /// (printed exceptions aside), no banned card, only the sets in rotation (1.10.1.1;
    /// Tournament Rules 1.3.1.1).
    pub fn lorcana_core() -> Format {
        Format {
            id: FormatId {
                game: Game::Lorcana,
                code: "core",
            },
            name: "Core Constructed",
            source: "Disney Lorcana Comprehensive Rules 2.0.1 (1.10.1.1) and Tournament Rules",
            sections: LORCANA_CONSTRUCTED,
            copy: Some(LORCANA_COPY),
            extra: LORCANA_CORE_EXTRA,
        }
    }

    /// Lorcana Infinity Constructed: as Core, every set, Infinity's ban list.
    pub fn lorcana_infinity() -> Format {
        Format {
            id: FormatId {
                game: Game::Lorcana,
                code: "infinity",
            },
            name: "Infinity Constructed",
            source: "Disney Lorcana Comprehensive Rules 2.0.1 (1.10.1.1) and Tournament Rules",
            sections: LORCANA_CONSTRUCTED,
            copy: Some(LORCANA_COPY),
            extra: LORCANA_INFINITY_EXTRA,
        }
    }

    /// Lorcana Limited, Draft: at least 35 cards, any inks, any copies (1.10.1.2).
    pub fn lorcana_draft() -> Format {
        Format {
            id: FormatId {
                game: Game::Lorcana,
                code: "draft",
            },
            name: "Limited (Draft)",
            source: "Disney Lorcana Comprehensive Rules 2.0.1 (1.10.1.2)",
            sections: LORCANA_DRAFT,
            copy: None,
            extra: &[],
        }
    }

    /// Lorcana Limited, Sealed: at least 40 cards, any inks, any copies (1.10.1.2).
    pub fn lorcana_sealed() -> Format {
        Format {
            id: FormatId {
                game: Game::Lorcana,
                code: "sealed",
            },
            name: "Limited (Sealed)",
            source: "Disney Lorcana Comprehensive Rules 2.0.1 (1.10.1.2)",
            sections: LORCANA_SEALED,
            copy: None,
            extra: &[],
        }
    }

    /// The Palworld card game: a Main Deck of exactly 50, at most 4 of a card name, at most 8
    /// Lucky-icon cards, and 10 Soul cards beside it (総合ルール 6.1.1.1-6.1.1.3, 6.1.2).
    pub fn palworld() -> Format {
        Format {
            id: FormatId {
                game: Game::Palworld,
                code: "standard",
            },
            name: "Standard",
            source: "Palworld Official Card Game 総合ルール (section 6.1)",
            sections: PALWORLD_SECTIONS,
            copy: Some(PALWORLD_COPY),
            extra: PALWORLD_EXTRA,
        }
    }

    /// The default format of a game: Kayou's newest rules, Lorcana Core, Palworld's standard.
    pub fn default_for(game: Game) -> Format {
        match game {
            Game::Kayou => Format::kayou(RulesVersion::NEWEST),
            Game::Lorcana => Format::lorcana_core(),
            Game::Palworld => Format::palworld(),
        }
    }

    /// The formats of a game, the default first.
    pub fn all(game: Game) -> Vec<Format> {
        match game {
            Game::Kayou => vec![Format::kayou(RulesVersion::NEWEST)],
            Game::Lorcana => vec![
                Format::lorcana_core(),
                Format::lorcana_infinity(),
                Format::lorcana_draft(),
                Format::lorcana_sealed(),
            ],
            Game::Palworld => vec![Format::palworld()],
        }
    }

    /// The format of a game named by its code (`core`; `limited` reads as `draft`), or the
    /// game's default format for `None`.
    pub fn find(game: Game, code: Option<&str>) -> Result<Format, String> {
        let formats = Format::all(game);
        let Some(code) = code else {
            return formats
                .into_iter()
                .next()
                .ok_or_else(|| format!("{game} has no format"));
        };
        let wanted = match code.trim().to_ascii_lowercase().as_str() {
            "limited" => "draft".to_string(),
            other => other.to_string(),
        };
        if game == Game::Kayou {
            return RulesVersion::parse(&wanted)
                .map(Format::kayou)
                .ok_or_else(|| {
                    format!("'{code}' is not a Kayou rules version; expected 1.3.0 or 2.0.0")
                });
        }
        let names: Vec<&str> = formats.iter().map(|f| f.id.code).collect();
        let known = names.join(", ");
        formats
            .into_iter()
            .find(|f| f.id.code == wanted)
            .ok_or_else(|| format!("'{code}' is not a {game} format; expected one of: {known}"))
    }

    /// The sections a deck list of this format shows, in list order (Kayou: Main Character,
    /// Story, Main Deck, Scene Deck), then Maybe.
    pub fn listed_sections(&self) -> impl Iterator<Item = Section> + '_ {
        Section::ALL
            .into_iter()
            .filter(|&s| s == Section::Maybe || self.section(s).is_some())
    }

    /// The name a list gives a section: the format's label (`Deck`, `Soul Deck`), `Maybe`, or
    /// the section's own header for one the format does not use.
    pub fn label_of(&self, section: Section) -> &'static str {
        self.section(section).map_or(section.header(), |s| s.label)
    }

    /// What a verdict says the deck was checked against: `under rules 2.0.0` (Kayou's formats
    /// are its rules versions), `in Core Constructed, Disney Lorcana`.
    pub fn checked_against(&self) -> String {
        match self.id.game {
            Game::Kayou => format!("under rules {}", self.id.code),
            game => format!("in {}, {}", self.name, game.title()),
        }
    }

    /// The rules of a section, if the game uses it.
    pub fn section(&self, section: Section) -> Option<&SectionSpec> {
        self.sections.iter().find(|s| s.section == section)
    }

    /// The section a card of this type is placed in: the first naming its type, else the first
    /// that takes every other type (Maybe when none does).
    pub fn section_for(&self, card_type: &str) -> Section {
        self.sections
            .iter()
            .find(|s| s.types.iter().any(|t| t.eq_ignore_ascii_case(card_type)))
            .or_else(|| self.sections.iter().find(|s| s.types.is_empty()))
            .map_or(Section::Maybe, |s| s.section)
    }

    /// The section the deck editor adds a card of this type to: its type's, else the format's
    /// first section, where validation names what is wrong (a Kayou Token in the Main Deck:
    /// `main-deck-type`, 207) rather than the card going unseen to Maybe.
    pub fn section_to_add(&self, card_type: &str) -> Section {
        match self.section_for(card_type) {
            Section::Maybe => self.sections.first().map_or(Section::Maybe, |s| s.section),
            section => section,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_default_format_and_formats_are_found_by_code() {
        for game in Game::ALL {
            assert_eq!(Format::find(game, None).unwrap().id.game, game);
        }
        assert_eq!(
            Format::find(Game::Lorcana, Some("limited"))
                .unwrap()
                .id
                .code,
            "draft"
        );
        let err = Format::find(Game::Lorcana, Some("vintage")).unwrap_err();
        assert!(err.contains("core, infinity, draft, sealed"), "{err}");
    }

    #[test]
    fn cards_are_placed_by_the_section_that_names_their_type() {
        let palworld = Format::palworld();
        assert_eq!(palworld.section_for("Soul"), Section::Soul);
        assert_eq!(palworld.section_for("Pal"), Section::Main);
        let kayou = Format::kayou(RulesVersion::NEWEST);
        assert_eq!(kayou.section_for("Scene"), Section::Scene);
        assert_eq!(kayou.section_for("Character"), Section::Main);
    }

    #[test]
    fn kayou_decks_are_50_15_4_1_with_4_copies_under_both_rules_versions_rule_102() {
        for version in RulesVersion::ALL {
            let kayou = Format::kayou(version);
            let sizes: Vec<(u32, Option<u32>)> = [
                Section::Main,
                Section::Scene,
                Section::Story,
                Section::MainCharacter,
            ]
            .iter()
            .map(|&k| kayou.section(k).map(|s| (s.min, s.max)).unwrap())
            .collect();
            assert_eq!(
                sizes,
                [(50, Some(50)), (15, Some(15)), (4, Some(4)), (1, Some(1))]
            );
            assert_eq!(kayou.copy.map(|c| c.limit), Some(4));
        }
    }

    #[test]
    fn sizes_read_as_exact_or_open_ended() {
        let core = Format::lorcana_core();
        let deck = core.section(Section::Main).unwrap();
        assert!(deck.holds(60) && deck.holds(200) && !deck.holds(59));
        assert_eq!(deck.size_text(), "at least 60");
        assert_eq!(deck.target_text(), "/60+");
        assert_eq!(
            Format::palworld()
                .section(Section::Main)
                .unwrap()
                .size_text(),
            "50"
        );
    }
}
