//! Why an Adventures in Equestria storage operation failed, as a sentence that says what to do.

use super::CatalogError;

/// What went wrong with the stored Adventures components or saved games.
#[derive(Debug, thiserror::Error)]
pub enum DbgStoreError {
    /// No saved game has that name.
    #[error(
        "no saved Adventures game is named '{name}'; `ponydeck dbg games` lists the saved games"
    )]
    NotFound {
        /// The name asked for.
        name: String,
    },
    /// Another saved game has the name (in any case), and it is not to be replaced.
    #[error(
        "a saved Adventures game is already named '{}' ({}); save under another name, or add \
         --replace to replace it",
        crate::limits::short(name),
        crate::limits::short(summary)
    )]
    NameTaken {
        /// The saved game's name, as stored.
        name: String,
        /// Its summary line.
        summary: String,
    },
    /// A saved game needs a name.
    #[error("a saved Adventures game needs a name")]
    EmptyName,
    /// A saved game cannot be read back.
    #[error(
        "the saved Adventures game '{name}' cannot be read back: {detail}; delete it and set up a new game"
    )]
    DamagedGame {
        /// The game.
        name: String,
        /// What was wrong.
        detail: String,
    },
    /// A stored component cannot be read back.
    #[error(
        "the {kind} '{name}' kept in the user database cannot be read ({detail}); remove it on the Adventures Components screen, or import it again"
    )]
    DamagedComponent {
        /// Its kind, in words.
        kind: &'static str,
        /// Its name.
        name: String,
        /// What was wrong.
        detail: String,
    },
    /// The shipped components do not read (a build of ponydeck with a broken asset).
    #[error("the components shipped with ponydeck do not read ({0}); reinstall ponydeck")]
    Shipped(String),
    /// The database itself failed.
    #[error(transparent)]
    Storage(#[from] CatalogError),
}
