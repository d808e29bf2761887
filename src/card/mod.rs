//! L0 domain: what a card is, in every game. Identifiers, types, rarities, stages, keywords,
//! ability chips, the one `Card` record (shared facts plus each game's own: `KayouCard`,
//! `LorcanaDetails`, `PalworldDetails`), and the in-memory `CardIndex` of one game every other
//! layer looks cards up in.
//!
//! Nothing here knows of SQLite, files or egui.

mod card_id;
mod card_type;
mod chip;
mod color;
mod game;
mod index;
mod kayou;
mod keyword;
mod rarity;
mod record;
mod stage;
mod text_origin;

pub use card_id::{CardId, CardIdError, CardNumber};
pub use card_type::CardType;
pub use chip::Chip;
pub use color::Color;
pub use game::Game;
pub use index::{CardIndex, SearchText, edit_distance, fold, letters_of, stood_in_sentence};
pub use kayou::{KayouCard, StoryInfo};
pub use keyword::Keyword;
pub use rarity::Rarity;
pub use record::{
    Card, CardDetails, CardWords, CopyException, LorcanaDetails, PalworldDetails, fold_name,
};
pub use stage::Stage;
pub use text_origin::TextOrigin;

/// Why a piece of card vocabulary could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not a known {what}; expected one of: {expected}")]
pub struct UnknownWord {
    /// What kind of word was expected ("card type", "rarity", ...).
    pub what: &'static str,
    /// The text that was read.
    pub text: String,
    /// The accepted spellings, for the message.
    pub expected: &'static str,
}
