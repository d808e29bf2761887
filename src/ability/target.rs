//! [`Target`]: which cards an operation acts on.

use serde::{Deserialize, Serialize};

use super::{CardFilter, Side, Zone};

/// The cards an operation acts on.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    /// The card with the ability ("this Character", "this card", "this Item"). In a granted
    /// ability (`Ability::granted`) that is the adorned Character, which has the ability (203).
    This,
    /// The Character this Item is adorned to ("adorned Character"), optionally narrowed
    /// ("Adorned Character with Cost of Force of Harmony 4 or more").
    Adorned(CardFilter),
    /// The cards chosen by the last `Op::Choose` of this ability ("it", "them", "that Character").
    Chosen,
    /// Every card in a zone matching the filter ("All 「Pet」 in your Adventure Area"), counted
    /// when the operation happens.
    All {
        /// Whose zone.
        side: Side,
        /// Which zone.
        zone: Zone,
        /// Which cards.
        filter: CardFilter,
    },
    /// The Item adorning this Character, if it matches ("Move the 「Fire Ruby」 this Character is
    /// adorned with to your Retirement Area", a granted ability, 306.2.3).
    OwnItem(CardFilter),
    /// The Characters next to the adorned Character (303.1 slot order).
    NextToAdorned,
    /// The controller's Character in the current Contact matching the filter ("Your 「Rarity」"
    /// of an Inspo Boost, 404.3).
    InContact(CardFilter),
    /// The top N cards of the controller's Deck.
    DeckTop(u8),
    /// The cards revealed by this ability and not picked ("the rest", 609.3).
    Rest,
}
