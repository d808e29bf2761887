//! Why the tracker refused a step: one sentence naming the rule (by its rulebook section) and
//! what to do instead. A refused step changes nothing.

/// A refused step.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The game has ended.
    #[error("the game is over ({0}); start a new game")]
    GameOver(String),
    /// A second attempt in one turn.
    #[error(
        "this turn already had its attempt: after an attempt the active player enters their End Phase \
         (\"Attempt to Overcome a Hurdle or Final Challenge\", step 7); end the turn first"
    )]
    AlreadyAttempted,
    /// The Final Challenge while a Hurdle is left.
    #[error(
        "while there is an active Hurdle, you may not attempt to overcome the Final Challenge \
         (\"Attempt to Overcome\", step 1b); {hurdle} is the Active Hurdle"
    )]
    HurdleStillActive {
        /// The Active Hurdle.
        hurdle: String,
    },
    /// An attempt is open and must end first.
    #[error("the attempt on {target} is still open; overcome it or let it fail first")]
    AttemptOpen {
        /// What it is on.
        target: String,
    },
    /// A failure with no attempt open.
    #[error("no attempt is open; begin one with an attempt first")]
    NoAttempt,
    /// A player who is not at the table.
    #[error("there is no player {player}; the players are 1 to {players}")]
    NoSuchPlayer {
        /// The number given.
        player: u8,
        /// How many play.
        players: u8,
    },
    /// A removal of more Sugar Cubes or Resource Tokens than the player holds.
    #[error(
        "player {player} holds {holds} {what}, so {taken} cannot be taken (\"Sugar Cubes and \
         Resource Tokens you gain are never lost until you spend them\"); check the player and \
         the count"
    )]
    BelowZero {
        /// The player, from 1.
        player: u8,
        /// The count, in words (`pink cubes`, `move tokens`).
        what: String,
        /// What the player holds.
        holds: u32,
        /// How many were to be taken.
        taken: u32,
    },
    /// An attempt (or an overcome) while the team does not hold the required Sugar Cubes.
    #[error(
        "{name} cannot be attempted: {missing} (\"Attempt to Overcome\", step 1: determine if \
         your team has the required Sugar Cubes; if you do, you may attempt); gain them first \
         (`cubes P COLOUR +N`, or the + buttons)"
    )]
    CubesMissing {
        /// The card.
        name: String,
        /// What is required, held and missing, in words.
        missing: String,
    },
    /// Spending cubes the card's entry does not give.
    #[error(
        "the Sugar Cubes {name} requires are not entered, so they cannot be spent for you; \
         spend them by hand (the cube counts) or enter them on the Components screen"
    )]
    CubesNotEntered {
        /// The card.
        name: String,
    },
    /// Spending cubes of a colour the entry does not give.
    #[error(
        "the colour of the Sugar Cubes {name} requires is not entered, so they cannot be spent for you; \
         spend them by hand (the cube counts) or enter the colour on the Components screen"
    )]
    CubeColorNotEntered {
        /// The card.
        name: String,
    },
    /// The team does not hold the cubes.
    #[error(
        "the team cannot pay {name}: {detail} (\"Sugar Cubes Required to Overcome\"); \
         gain the cubes first, or overcome it without spending and spend them by hand"
    )]
    NotEnoughCubes {
        /// The card.
        name: String,
        /// What is missing.
        detail: String,
    },
    /// Situations in a game without them.
    #[error(
        "this game was set up without Situations (\"Continuing Adventures\": 0), so none can be in the Adventure Row"
    )]
    NoSituations,
    /// More Situations in the row than can be.
    #[error(
        "at most {most} Situations can be in the Adventure Row in this game ({in_deck} in the Adventure Deck, 6 slots)"
    )]
    TooManySituations {
        /// The limit.
        most: u8,
        /// Situations in the deck.
        in_deck: u8,
    },
    /// A Location that is not in play.
    #[error("there is no Location {slot} in play; the Locations in play are 1 to {count}")]
    NoSuchLocation {
        /// The number given.
        slot: u8,
        /// How many are in play.
        count: usize,
    },
    /// The Town Square never leaves.
    #[error(
        "the Ponyville: Town Square stays: its Tasks are Repeatable and never take Task Tokens (\"Perform Tasks\")"
    )]
    TownSquareStays,
    /// Nothing to undo or redo.
    #[error("there is nothing to {0}")]
    NoHistory(&'static str),
}
