//! Reusable widgets: the drawn card face and its pieces.

pub mod card_face;
pub mod deck_charts;
pub mod deck_ticks;
pub mod owned_badge;
pub mod panel_size;
pub mod path_field;
pub mod version_history;
