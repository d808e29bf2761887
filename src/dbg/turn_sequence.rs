//! The turn as the rulebook's "Turn Sequence" lists it, for the Adventures screen. The steps the
//! tracker carries out itself are marked.

/// The three parts of a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnPart {
    /// Start of Turn.
    Start,
    /// Main Phase (any of these in any order).
    Main,
    /// End Phase.
    End,
}

impl TurnPart {
    /// The heading.
    pub fn name(self) -> &'static str {
        match self {
            TurnPart::Start => "Start of Turn",
            TurnPart::Main => "Main Phase (any of these, in any order)",
            TurnPart::End => "End Phase",
        }
    }
}

/// One step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnStep {
    /// Its part.
    pub part: TurnPart,
    /// What to do.
    pub text: &'static str,
    /// Whether the tracker does it (the players only look).
    pub tracked: bool,
}

/// "Turn Sequence", in order.
pub const TURN_SEQUENCE: [TurnStep; 14] = [
    TurnStep {
        part: TurnPart::Start,
        text: "1. Slide the Adventure Row to the right and refill it to 6 cards; if no card left it last turn, discard the rightmost and add 1.",
        tracked: false,
    },
    TurnStep {
        part: TurnPart::Start,
        text: "2. Replace Locations with Task Tokens on all non-repeatable Tasks; their Ponies return to the Town Square.",
        tracked: false,
    },
    TurnStep {
        part: TurnPart::Start,
        text: "3. Flip a face-down Active Hurdle face up.",
        tracked: true,
    },
    TurnStep {
        part: TurnPart::Main,
        text: "Play Cards (Sugar Cube and Cloud icons at once)",
        tracked: false,
    },
    TurnStep {
        part: TurnPart::Main,
        text: "Buy Cards from the Adventure Row",
        tracked: false,
    },
    TurnStep {
        part: TurnPart::Main,
        text: "Move to a Location",
        tracked: false,
    },
    TurnStep {
        part: TurnPart::Main,
        text: "Perform Tasks",
        tracked: false,
    },
    TurnStep {
        part: TurnPart::Main,
        text: "Use your Character Card Ability",
        tracked: false,
    },
    TurnStep {
        part: TurnPart::Main,
        text: "Resolve a Situation",
        tracked: false,
    },
    TurnStep {
        part: TurnPart::Main,
        text: "Attempt to Overcome a Hurdle or Final Challenge (once; then the End Phase)",
        tracked: true,
    },
    TurnStep {
        part: TurnPart::End,
        text: "1. Add 1 Cloud to the Active Hurdle (the Final Challenge at its Cloud Limit or with no Hurdle left; none if a Hurdle was overcome this turn).",
        tracked: true,
    },
    TurnStep {
        part: TurnPart::End,
        text: "Each Situation in the Adventure Row adds 1 Cloud to the Final Challenge.",
        tracked: true,
    },
    TurnStep {
        part: TurnPart::End,
        text: "2. Discard all cards you played (except Ongoing ones) and your hand.",
        tracked: false,
    },
    TurnStep {
        part: TurnPart::End,
        text: "3. Draw a new hand of 5 cards.",
        tracked: false,
    },
];
