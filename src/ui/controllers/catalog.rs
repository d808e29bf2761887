//! The catalog browser's state and commands, with no drawing (no egui): the search (catalog
//! query syntax; a query that does not parse keeps the last results and its sentence is shown),
//! the quick filters, the sort, the results in display order and the selection.
//! [`CatalogPanel::apply`] runs each [`CatalogCommand`] after the frame; `panels/catalog.rs`
//! draws.

use serde::{Deserialize, Serialize};

use std::collections::HashSet;

use crate::card::{Card, CardIndex, Game};
use crate::collection::Collection;
use crate::search::{Query, search_positions};

/// Grid of faces or a dense list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ViewMode {
    /// Card faces in rows.
    #[default]
    Grid,
    /// One line per printing.
    List,
}

/// The order of the results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum SortKey {
    /// Set, then number (catalog order).
    #[default]
    Catalog,
    /// Name, A to Z.
    Name,
    /// Cost, low to high, then catalog order.
    Cost,
    /// Card type, then catalog order.
    Type,
    /// Rarity, then catalog order.
    Rarity,
}

impl SortKey {
    /// Every sort, in menu order.
    pub const ALL: [SortKey; 5] = [
        SortKey::Catalog,
        SortKey::Name,
        SortKey::Cost,
        SortKey::Type,
        SortKey::Rarity,
    ];

    /// The menu label.
    pub fn label(self) -> &'static str {
        match self {
            SortKey::Catalog => "Set and number",
            SortKey::Name => "Name",
            SortKey::Cost => "Cost",
            SortKey::Type => "Type",
            SortKey::Rarity => "Rarity",
        }
    }
}

/// The quick filters beside the search box; all must hold. Values are as the cards print them,
/// so one set of filters serves every game.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CatalogFilters {
    /// Only this card type (`Character`, `Action`, `Pal`).
    pub card_type: Option<String>,
    /// Only this set code.
    pub set_code: Option<String>,
    /// Only this rarity.
    pub rarity: Option<String>,
    /// Only this cost.
    pub cost: Option<u8>,
    /// The game's own two filters ([`Card::facets`]): Kayou's keyword and chip, Lorcana's ink
    /// and classification, Palworld's colour and element.
    pub facets: [Option<String>; 2],
    /// Only printings the collection holds at least one copy of.
    pub owned_only: bool,
    /// "Build from owned": only cards of which some printing is owned (the copy key: Kayou's
    /// card number, 102.1.1; Lorcana's full name; Palworld's card name).
    pub build_from_owned: bool,
}

impl CatalogFilters {
    /// Whether a card passes every filter; `collection` answers "Owned" and `owned_keys` (the
    /// copy keys of every owned printing) "Build from owned".
    pub fn matches(
        &self,
        card: &Card,
        collection: &Collection,
        owned_keys: &HashSet<String>,
    ) -> bool {
        // The card's own facets are read only when a filter asks for one, and once.
        let facets_hold = || {
            self.facets.iter().all(Option::is_none)
                || self
                    .facets
                    .iter()
                    .zip(card.facets())
                    .all(|(wanted, (_, values))| {
                        wanted
                            .as_ref()
                            .is_none_or(|w| values.iter().any(|v| v.eq_ignore_ascii_case(w)))
                    })
        };
        (!self.owned_only || collection.owned(&card.id) > 0)
            && self.card_type.as_ref().is_none_or(|t| &card.card_type == t)
            && self.set_code.as_ref().is_none_or(|s| &card.set_code == s)
            && self.rarity.as_ref().is_none_or(|r| &card.rarity == r)
            && self.cost.is_none_or(|c| card.cost == Some(c))
            && facets_hold()
            && (!self.build_from_owned || owned_keys.contains(&card.copy_key))
    }
}

/// What the catalog screen asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum CatalogCommand {
    /// Run a new search.
    SetQuery(String),
    /// Change the quick filters.
    SetFilters(CatalogFilters),
    /// Change the sort.
    SetSort(SortKey),
    /// Grid or list.
    SetView(ViewMode),
    /// Select the card at a catalog position.
    Select(usize),
    /// Move the selection up or down the results.
    SelectStep(i32),
}

/// The values offered by the quick filters, gathered once from the game's cards, each in the
/// order the sort uses.
#[derive(Debug, Clone, Default)]
pub(crate) struct FilterChoices {
    pub(crate) types: Vec<String>,
    pub(crate) sets: Vec<String>,
    pub(crate) rarities: Vec<String>,
    pub(crate) costs: Vec<u8>,
    /// The game's own filters: each one's name and values.
    pub(crate) facets: Vec<(&'static str, Vec<String>)>,
}

impl FilterChoices {
    fn from_index(index: &CardIndex) -> FilterChoices {
        let cards = index.cards();
        let mut facets: Vec<(&'static str, Vec<String>)> = Vec::new();
        for card in cards {
            for (i, (name, values)) in card.facets().into_iter().enumerate() {
                if facets.len() <= i {
                    facets.push((name, Vec::new()));
                }
                if let Some((_, known)) = facets.get_mut(i) {
                    for value in values {
                        if !known.iter().any(|k| k.eq_ignore_ascii_case(&value)) {
                            known.push(value);
                        }
                    }
                }
            }
        }
        for (_, values) in &mut facets {
            values.sort_by_key(|v| v.to_lowercase());
        }
        let mut sets: Vec<String> = cards.iter().map(|c| c.set_code.clone()).collect();
        sets.sort();
        sets.dedup();
        let mut costs: Vec<u8> = cards.iter().filter_map(|c| c.cost).collect();
        costs.sort_unstable();
        costs.dedup();
        FilterChoices {
            types: index.type_order(),
            sets,
            rarities: index.rarity_order(),
            costs,
            facets,
        }
    }

    /// Where a value stands in a list of choices (unknown values last).
    fn rank(choices: &[String], value: &str) -> usize {
        choices
            .iter()
            .position(|c| c == value)
            .unwrap_or(usize::MAX)
    }
}

/// The catalog screen's state and view data.
pub struct CatalogPanel {
    /// The text in the search box (edited in place while typing).
    pub query_text: String,
    pub(crate) query: Query,
    pub(crate) query_error: Option<String>,
    pub(crate) filters: CatalogFilters,
    pub(crate) sort: SortKey,
    pub(crate) view: ViewMode,
    pub(crate) results: Vec<usize>,
    pub(crate) selected: Option<usize>,
    /// The card under the pointer in the last frame (the preview shows it).
    pub(crate) hovered: Option<usize>,
    pub(crate) choices: FilterChoices,
    pub(crate) focus_search: bool,
    pub(crate) collection: Collection,
    /// The copy keys of every owned printing ("Build from owned").
    owned_keys: HashSet<String>,
    game: Game,
}

impl CatalogPanel {
    /// The panel over a game's cards, showing every card.
    pub fn new(index: &CardIndex, sort: SortKey, view: ViewMode) -> CatalogPanel {
        let mut panel = CatalogPanel {
            query_text: String::new(),
            query: Query::All,
            query_error: None,
            filters: CatalogFilters::default(),
            sort,
            view,
            results: Vec::new(),
            selected: None,
            hovered: None,
            choices: FilterChoices::from_index(index),
            focus_search: false,
            collection: Collection::new(),
            owned_keys: HashSet::new(),
            game: index.game(),
        };
        panel.refresh(index);
        panel
    }

    /// Catalog positions of the results, in display order.
    pub fn results(&self) -> &[usize] {
        &self.results
    }

    /// The error of the last search text, if it did not parse.
    pub fn query_error(&self) -> Option<&str> {
        self.query_error.as_deref()
    }

    /// The selected card's catalog position.
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    /// The current sort.
    pub fn sort(&self) -> SortKey {
        self.sort
    }

    /// Grid or list.
    pub fn view(&self) -> ViewMode {
        self.view
    }

    /// The quick filters in force.
    pub fn filters(&self) -> &CatalogFilters {
        &self.filters
    }

    /// Replaces the collection the "Owned" filter reads (after it changes) and refreshes.
    pub fn set_collection(&mut self, index: &CardIndex, collection: Collection) {
        self.owned_keys = collection
            .entries()
            .into_iter()
            .filter(|(_, holding)| holding.owned > 0)
            .map(|(id, _)| index.copy_key_of(id))
            .collect();
        self.collection = collection;
        self.refresh(index);
    }

    /// Puts the keyboard focus in the search box on the next frame.
    pub fn focus_search(&mut self) {
        self.focus_search = true;
    }

    /// Applies one command: searching, filtering and sorting happen here, never in a frame.
    pub fn apply(&mut self, index: &CardIndex, command: CatalogCommand) {
        match command {
            CatalogCommand::SetQuery(text) => match Query::parse_in(self.game, &text) {
                Ok(query) => {
                    self.query = query;
                    self.query_error = None;
                    self.refresh(index);
                }
                Err(e) => self.query_error = Some(e.to_string()),
            },
            CatalogCommand::SetFilters(filters) => {
                self.filters = filters;
                self.refresh(index);
            }
            CatalogCommand::SetSort(sort) => {
                self.sort = sort;
                self.refresh(index);
            }
            CatalogCommand::SetView(view) => self.view = view,
            CatalogCommand::Select(position) => self.selected = Some(position),
            CatalogCommand::SelectStep(step) => {
                let at = self
                    .selected
                    .and_then(|s| self.results.iter().position(|&p| p == s));
                let next = match at {
                    Some(i) => i
                        .saturating_add_signed(step as isize)
                        .min(self.results.len().saturating_sub(1)),
                    None => 0,
                };
                if let Some(&position) = self.results.get(next) {
                    self.selected = Some(position);
                }
            }
        }
    }

    /// The game the panel shows.
    pub fn game(&self) -> Game {
        self.game
    }

    fn refresh(&mut self, index: &CardIndex) {
        let card = |p: usize| index.cards().get(p);
        let mut results: Vec<usize> = search_positions(index, &self.query)
            .into_iter()
            .filter(|&p| {
                card(p).is_some_and(|c| self.filters.matches(c, &self.collection, &self.owned_keys))
            })
            .collect();
        let choices = &self.choices;
        match self.sort {
            SortKey::Catalog => {}
            SortKey::Name => {
                results.sort_by_cached_key(|&p| (card(p).map(|c| c.name.to_lowercase()), p))
            }
            SortKey::Cost => {
                results.sort_by_key(|&p| (card(p).map(|c| c.cost.unwrap_or(u8::MAX)), p))
            }
            SortKey::Type => results.sort_by_cached_key(|&p| {
                let rank = card(p).map(|c| FilterChoices::rank(&choices.types, &c.card_type));
                (rank, p)
            }),
            SortKey::Rarity => results.sort_by_cached_key(|&p| {
                let rank = card(p).map(|c| FilterChoices::rank(&choices.rarities, &c.rarity));
                (rank, p)
            }),
        }
        self.results = results;
    }

    /// The card the preview shows: the hovered one, else the selected one.
    pub(crate) fn previewed(&self) -> Option<usize> {
        self.hovered.or(self.selected)
    }
}
