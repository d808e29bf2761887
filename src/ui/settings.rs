//! What the window remembers between runs (through eframe persistence): the screen, the theme,
//! the catalog view, the user's card-image folder, and the rival seated at the goldfish table with
//! the pace of its moves.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::panels::catalog::{SortKey, ViewMode};

/// The screens of the side bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Screen {
    /// Browse and search every printing.
    #[default]
    Catalog,
    /// The deck library and editor.
    Decks,
    /// The goldfish table.
    Goldfish,
    /// The collection (owned copies).
    Collection,
    /// The Adventures in Equestria tracker (the deck-building game).
    Adventures,
}

impl Screen {
    /// Every screen, in side-bar order.
    pub const ALL: [Screen; 5] = [
        Screen::Catalog,
        Screen::Decks,
        Screen::Goldfish,
        Screen::Collection,
        Screen::Adventures,
    ];

    /// The name on the side bar for a game: a game the engine does not play yet has a practice
    /// table (the opening hand) where Kayou has its goldfish table.
    pub fn label_for(self, game: crate::card::Game) -> &'static str {
        match (self, game) {
            (Screen::Goldfish, g) if !g.has_table() => "Practice",
            _ => self.label(),
        }
    }

    /// The name on the side bar.
    pub fn label(self) -> &'static str {
        match self {
            Screen::Catalog => "Catalog",
            Screen::Decks => "Decks",
            Screen::Goldfish => "Goldfish",
            Screen::Collection => "Collection",
            Screen::Adventures => "Adventures",
        }
    }
}

/// The colour theme.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ThemeChoice {
    /// Dark background.
    #[default]
    Dark,
    /// Light background.
    Light,
}

impl ThemeChoice {
    /// The name on the toggle.
    pub fn label(self) -> &'static str {
        match self {
            ThemeChoice::Dark => "Dark",
            ThemeChoice::Light => "Light",
        }
    }

    /// The other theme.
    pub fn toggled(self) -> ThemeChoice {
        match self {
            ThemeChoice::Dark => ThemeChoice::Light,
            ThemeChoice::Light => ThemeChoice::Dark,
        }
    }
}

/// Settings kept between runs.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The screen shown.
    pub screen: Screen,
    /// The colour theme.
    pub theme: ThemeChoice,
    /// Grid or list in the catalog.
    pub catalog_view: ViewMode,
    /// The catalog sort.
    pub catalog_sort: SortKey,
    /// The folder of the user's card images, named by card ID.
    pub image_folder: Option<PathBuf>,
    /// The game the Catalog, Decks, Goldfish (Practice) and Collection screens show.
    pub game: crate::card::Game,
    /// The rival seated at the goldfish table when the window closed (seated again when it
    /// opens); `None` for the passive goldfish.
    pub goldfish_rival: Option<RememberedRival>,
    /// How fast the seated rival's moves follow each other.
    pub goldfish_pace: super::controllers::goldfish::Pace,
    /// The rules version, one for the whole app: the deck screen validates under it and the
    /// goldfish table plays under it.
    pub rules: crate::format::RulesVersion,
    /// The decks ticked as the field of "Improve this deck" (`None`: the six starters).
    pub tune_field: Option<Vec<super::controllers::goldfish::RivalSource>>,
    /// The field lists saved in "Improve this deck".
    pub tune_fields: Vec<super::controllers::tune::SavedField>,
}

/// A rival seated at the goldfish table, as remembered between runs: where its deck comes from
/// (read again when the window opens, so a saved deck plays as it is saved then) and the
/// opponent playing it, by its CLI name (`fast`, `search`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RememberedRival {
    /// A starter's code or a saved deck's name.
    pub deck: super::controllers::goldfish::RivalSource,
    /// The opponent's name.
    pub opponent: String,
}
