//! Why a saved-deck operation failed, as a sentence that says what to do.

use super::CatalogError;

/// What went wrong with the user's saved decks.
#[derive(Debug, thiserror::Error)]
pub enum DeckStoreError {
    /// No deck has that name.
    #[error(
        "no saved deck is named '{}'; `ponydeck deck list` shows the saved decks",
        crate::limits::short(name)
    )]
    NotFound {
        /// The name asked for.
        name: String,
    },
    /// Another deck already has the name.
    #[error(
        "a saved deck is already named '{}'; choose another name",
        crate::limits::short(name)
    )]
    NameTaken {
        /// The name.
        name: String,
    },
    /// The name is empty.
    #[error("a deck name cannot be empty; give the deck a name with --name")]
    EmptyName,
    /// The deck has no such version.
    #[error("deck '{name}' has no version {version}; its versions are 1 to {latest}")]
    NoSuchVersion {
        /// The deck.
        name: String,
        /// The version asked for.
        version: i64,
        /// The newest version.
        latest: i64,
    },
    /// A stored version could not be read back.
    #[error(
        "version {version} of deck '{name}' in the user database is damaged ({detail}); export another version or delete the deck"
    )]
    Damaged {
        /// The deck.
        name: String,
        /// The version.
        version: i64,
        /// What was wrong.
        detail: String,
    },
    /// The database itself failed.
    #[error(transparent)]
    Storage(#[from] CatalogError),
}
