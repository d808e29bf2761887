//! The catalog browser's state and commands, with no drawing (no egui): the search (catalog
//! query syntax; a query that does not parse keeps the last results and its sentence is shown),
//! the quick filters, the sort, the results in display order and the selection.
//! [`CatalogPanel::apply`] runs each [`CatalogCommand`] after the frame; `panels/catalog.rs`
//! draws.

use serde::{Deserialize, Serialize};

use crate::card::{CardIndex, CardType, Chip, KayouCard, Rarity};
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

/// The quick filters beside the search box; all must hold.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CatalogFilters {
    /// Only this card type.
    pub card_type: Option<CardType>,
    /// Only this set code.
    pub set_code: Option<String>,
    /// Only this rarity.
    pub rarity: Option<Rarity>,
    /// Only this cost.
    pub cost: Option<u8>,
    /// Only cards with this keyword.
    pub keyword: Option<String>,
    /// Only cards whose text has this chip.
    pub chip: Option<Chip>,
    /// Only printings the collection holds at least one copy of.
    pub owned_only: bool,
    /// "Build from owned": only card numbers of which some printing is owned (102.1.1).
    pub owned: Option<crate::collection::OwnedByNumber>,
}

impl CatalogFilters {
    /// Whether a card passes every filter; `collection` answers the "owned" filter.
    pub fn matches(&self, card: &KayouCard, collection: &Collection) -> bool {
        (!self.owned_only || collection.owned(&card.card_id) > 0)
            && self.card_type.is_none_or(|t| card.card_type == t)
            && self.set_code.as_ref().is_none_or(|s| &card.set_code == s)
            && self.rarity.is_none_or(|r| card.rarity == r)
            && self.cost.is_none_or(|c| card.cost == Some(c))
            && self.keyword.as_ref().is_none_or(|k| card.has_keyword(k))
            && self.chip.is_none_or(|c| card.has_chip(c))
            && self.owned.as_ref().is_none_or(|o| o.has(&card.number, 1))
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

/// The values offered by the quick filters, gathered once from the catalog.
#[derive(Debug, Clone, Default)]
pub(crate) struct FilterChoices {
    pub(crate) sets: Vec<String>,
    pub(crate) costs: Vec<u8>,
    pub(crate) keywords: Vec<String>,
}

impl FilterChoices {
    fn from_index(index: &CardIndex) -> FilterChoices {
        let mut sets: Vec<String> = index.cards().iter().map(|c| c.set_code.clone()).collect();
        sets.sort();
        sets.dedup();
        let mut costs: Vec<u8> = index.kayou_cards().filter_map(|c| c.cost).collect();
        costs.sort_unstable();
        costs.dedup();
        let mut keywords: Vec<String> = index
            .kayou_cards()
            .flat_map(|c| c.keywords.iter().map(|k| k.as_str().to_string()))
            .collect();
        keywords.sort_by_key(|k| k.to_lowercase());
        keywords.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
        FilterChoices {
            sets,
            costs,
            keywords,
        }
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
}

impl CatalogPanel {
    /// The panel over a catalog, showing every card.
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
            CatalogCommand::SetQuery(text) => match Query::parse(&text) {
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

    fn refresh(&mut self, index: &CardIndex) {
        let mut results: Vec<usize> = search_positions(index, &self.query)
            .into_iter()
            .filter(|&p| {
                index
                    .kayou_at(p)
                    .is_some_and(|c| self.filters.matches(c, &self.collection))
            })
            .collect();
        let card = |p: usize| index.kayou_at(p);
        match self.sort {
            SortKey::Catalog => {}
            SortKey::Name => results
                .sort_by_cached_key(|&p| (card(p).map(|c| c.display_name().to_lowercase()), p)),
            SortKey::Cost => {
                results.sort_by_key(|&p| (card(p).map(|c| c.cost.unwrap_or(u8::MAX)), p))
            }
            SortKey::Type => results.sort_by_key(|&p| (card(p).map(|c| c.card_type), p)),
            SortKey::Rarity => results.sort_by_key(|&p| (card(p).map(|c| c.rarity), p)),
        }
        self.results = results;
    }

    /// The card the preview shows: the hovered one, else the selected one.
    pub(crate) fn previewed(&self) -> Option<usize> {
        self.hovered.or(self.selected)
    }
}
