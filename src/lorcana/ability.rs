//! Lorcana abilities as typed effects (the model of `docs/lorcana.md`, after the brief's §5), and
//! the compiler that reads them once from a card's rules text.
//!
//! Each line of a card's text is one ability (bullet lines join the one above, CR 6.1.2 reads
//! each sentence as its own effect). A line is a keyword (CR 8), or it is matched against the
//! templates below after its UPPER-CASE name and its reminder text (CR 1.1.7: not rules text)
//! are dropped. What no template reads stays [`Ability::Manual`] with its text: the table lists
//! it for the player, who carries it out by hand and says `done`.

use std::fmt;

/// A keyword (CR 8) with its number where it has one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Keyword {
    /// 8.2: can challenge as if it had Evasive (nothing in a goldfish).
    Alert,
    /// 8.3: may enter play exerted; a challenge restriction.
    Bodyguard,
    /// 8.4: once during your turn, pay N {I} to put the top card of your deck under it.
    Boost(u8),
    /// 8.5: +N {S} while challenging (nothing in a goldfish).
    Challenger(u8),
    /// 8.6: only Evasive characters challenge it (nothing in a goldfish).
    Evasive,
    /// 8.7: can't quest (8.7.2); can still sing and use {E} abilities (8.7.4).
    Reckless,
    /// 8.8: damage dealt to it is reduced by N.
    Resist(u8),
    /// 8.9: can challenge the turn it is played (nothing in a goldfish).
    Rush,
    /// 8.10: an alternate cost: pay N {I} to play it on top of one of your characters.
    Shift(Shift),
    /// 8.11: counts as cost N to sing songs.
    Singer(u8),
    /// 8.12: characters with total cost N or more may exert to sing this song.
    SingTogether(u8),
    /// 8.13: when it quests, it may add its {S} to another chosen character's this turn.
    Support,
    /// 8.14: banished when an opponent chooses it for an action (nothing in a goldfish).
    Vanish,
    /// 8.15: opponents can't choose it (nothing in a goldfish).
    Ward,
    /// Set 14 (reminder text): can't challenge and must quest each turn if able.
    Adventurous,
}

/// What a Shift can go on top of (8.10.1, 8.10.8).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shift {
    /// The ink it costs.
    pub cost: u8,
    /// On which of your characters.
    pub onto: ShiftOnto,
}

/// The base a Shift accepts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShiftOnto {
    /// 8.10.1: a character with the same name (the part before the dash).
    SameName,
    /// 8.10.8.1: `[Classification] Shift`: any of your characters with that classification.
    Classification(String),
    /// 8.10.8.2: `Universal Shift`: any of your characters.
    Any,
}

/// When a triggered ability triggers (CR 6.2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trigger {
    /// 4.3.4.1: "When you play this character/item/location".
    Played,
    /// 4.5.2: "Whenever this character quests".
    Quests,
    /// "When you play this character and whenever he quests" (6.2.6: two triggers).
    PlayedOrQuests,
    /// 3.2.1.4: "At the start of your turn".
    StartOfTurn,
    /// 3.4.1.1: "At the end of your turn".
    EndOfTurn,
    /// "Whenever you play a song / an action / a character / an item" (of a kind).
    YouPlay(Kind),
    /// "When this character is banished" (not only in a challenge).
    Banished,
    /// "Whenever one of your characters quests".
    AnyQuests,
    /// "Whenever a character quests while here" (a location).
    QuestsHere,
    /// "Whenever you play a Floodborn character".
    YouPlayClass(String),
    /// "Whenever this character sings a song".
    Sings,
    /// "Whenever a card is put into your inkwell".
    Inked,
    /// "When this character moves to a location".
    Moves,
    /// "Whenever a character moves here" (a location).
    MovesHere,
    /// "Whenever this character exerts" (quest, sing, an {E} cost).
    Exerts,
    /// "Whenever you put a card under this character" (Boost, 8.4).
    PutUnder,
    /// "Whenever one of your other characters is banished".
    OtherBanished,
    /// "Whenever one of your characters sings a song" (once for a song, however many sing).
    AnySings,
    /// "Whenever one of your items is banished".
    ItemBanished,
    /// "Whenever one of your Floodborn characters quests".
    AnyQuestsClass(String),
    /// "Whenever you ready this character" (by an effect).
    Readied,
    /// "When you play this character and when he leaves play" (6.2.6: two triggers).
    PlayedOrLeaves,
}

/// A kind of card a trigger or a cost change names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A character.
    Character,
    /// An action (songs included).
    Action,
    /// A song.
    Song,
    /// An item.
    Item,
    /// A location.
    Location,
    /// Any card.
    Any,
}

/// A condition checked when a static applies or a triggered ability resolves (6.2.4, 6.4.3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Condition {
    /// "While/If you have a character named X in play".
    HaveNamed(String),
    /// "While/If you have a X character in play" (a classification).
    HaveClass(String),
    /// "While you have N or more cards in your inkwell".
    InkwellAtLeast(u8),
    /// "If you have N or more other characters in play".
    OtherCharactersAtLeast(u8),
    /// "During your turn".
    YourTurn,
    /// "If you played a song this turn".
    PlayedSongThisTurn,
    /// "If this is your first turn and you're not the first player".
    FirstTurnOnTheDraw,
    /// "If you have N or more cards in your hand".
    HandAtLeast(u8),
    /// "If this character is exerted".
    SelfExerted,
    /// "If this character is at a location".
    SelfAtLocation,
    /// "If you have a character here" (at this location).
    CharacterHere,
    /// "If you have an item/location in play".
    HaveKind(Kind),
    /// "If you have a X or Y character in play".
    HaveEitherClass(String, String),
    /// "If you have no cards in your hand".
    EmptyHand,
    /// "If there's a song card in your discard".
    DiscardHas(Kind),
    /// "If N or more cards were put into your discard this turn" (counted as the discard's
    /// growth since the turn began).
    DiscardedThisTurn(u8),
    /// "If you used Shift to play him" (8.10).
    UsedShift,
    /// "While there's a card under this character" (8.4, 8.10.4).
    HasCardUnder,
    /// "While this character has no damage".
    NoDamage,
    /// "If all cards in your inkwell are exerted".
    InkwellAllExerted,
    /// "While you have a character or location in play with a card under them".
    AnyCardUnder,
    /// "While you have N or more cards in your discard".
    DiscardAtLeast(u8),
    /// "If you have N or more items in play".
    ItemsAtLeast(u8),
    /// "If a character of yours quested this turn".
    QuestedThisTurn,
    /// "If you played another character this turn".
    PlayedCharacterThisTurn,
    /// What only the opponent could make true ("if an opponent has more cards in their hand
    /// than you"): the dummy has nothing, so it never holds.
    Never,
    /// "While this character has N {S} or more" (its printed strength: changes to {S} are the
    /// board's and are not kept).
    SelfStrengthAtLeast(u8),
}

/// One effect (6.1.2: each sentence is its own effect).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Draw N cards.
    Draw(u8),
    /// Draw N, then choose and discard M (a loot).
    Loot {
        /// Cards drawn.
        draw: u8,
        /// Cards then discarded, chosen.
        discard: u8,
    },
    /// Gain N lore (1.11).
    GainLore(u8),
    /// Put the top card of your deck into your inkwell facedown and exerted (4.2.3.2, 7.5.6).
    InkTopOfDeck,
    /// Put this card (banished, from the discard) into your inkwell facedown and exerted.
    InkThisCard,
    /// This character gets +N {L} this turn.
    LoreThisTurn(u8),
    /// Your other characters (of a classification, if named) get +N {L} this turn.
    OthersLoreThisTurn {
        /// The classification, if the text names one.
        class: Option<String>,
        /// How much.
        by: u8,
    },
    /// You pay N {I} less for the next card of this kind you play this turn (4.3.6).
    NextCostsLess {
        /// The kind of card.
        kind: Kind,
        /// How much less.
        by: u8,
    },
    /// Chosen character of yours (of a classification, if named) gets +N {L} this turn.
    ChosenLoreThisTurn {
        /// How much.
        by: u8,
        /// The classification, if the text names one.
        class: Option<String>,
    },
    /// Look at the top card of your deck; put it on the top or the bottom.
    TopOrBottom,
    /// Look at the top N cards; you may take one of this kind into your hand; the rest go on
    /// the bottom.
    LookTake {
        /// How many are looked at.
        n: u8,
        /// What may be taken.
        take: Kind,
        /// Of this classification, if the text names one.
        class: Option<String>,
    },
    /// Return a card of this kind from your discard to your hand.
    Recur(Kind),
    /// Put the top N cards of your deck into your discard.
    Mill(u8),
    /// Choose and discard N cards.
    DiscardChosen(u8),
    /// Discard your hand.
    DiscardHand,
    /// "Banish all characters": yours (the opponent has none).
    BanishYourCharacters,
    /// The top N cards of your deck into your inkwell, exerted.
    InkTopCards(u8),
    /// Exert all cards in your inkwell.
    ExertInkwell,
    /// Banish this card.
    BanishSelf,
    /// Deal N damage to this character (1.9; 1.8.1.4 banishes it at its willpower).
    DamageSelf(u8),
    /// Look at the top N cards; one stays on top, the rest go to the bottom.
    KeepOneOnTop(u8),
    /// Reveal the top card; if it is of this kind (and one of these classifications, if
    /// named), it goes into your hand, else on the top or the bottom of the deck.
    RevealTake {
        /// The kind.
        kind: Kind,
        /// Any of these classifications (none: any).
        classes: Vec<String>,
        /// Otherwise to the bottom (else it stays on top).
        else_bottom: bool,
    },
    /// Get N ink drops (set 14: each may be removed to pay 1 {I}).
    InkDrops(u8),
    /// Play a card of this kind with cost N or less from your hand for free (6.1.7).
    PlayFree {
        /// The kind.
        kind: Kind,
        /// The highest cost.
        max_cost: u8,
        /// From your discard instead of your hand.
        from_discard: bool,
    },
    /// Put a card from your hand into your inkwell (4.2.3.2: not the turn's ink).
    InkFromHand,
    /// Look at the top N: one into your hand, the other into your inkwell, exerted.
    HandAndInk(u8),
    /// Put the top card of your deck under one of your cards with Boost (8.4).
    BoostFree,
    /// Return a chosen character of yours to your hand.
    ReturnChosen,
    /// Put a chosen character of yours into your inkwell, exerted.
    InkChosenCharacter,
    /// Return this card to your hand.
    ReturnSelf,
    /// Ready your characters (the others, if it says so).
    ReadyYours {
        /// "Your other characters".
        others: bool,
    },
    /// Ready a chosen character of yours (another one, if it says so).
    ReadyChosen {
        /// "Another chosen character".
        another: bool,
        /// Which of your characters may be chosen.
        only: ReadyOnly,
    },
    /// The characters just readied (or this one) can't quest for the rest of this turn.
    NoQuestThisTurn,
    /// Ready this character.
    ReadySelf,
    /// Ready all cards in your inkwell.
    ReadyInkwell,
    /// Something that touches only the opponent, who has nothing (1.2.3: do as much as you
    /// can; in a goldfish that is nothing).
    OpponentOnly,
    /// Something that matters only on a board an opponent plays against (strength, willpower,
    /// keywords that only change challenges); nothing in a goldfish's lore race.
    BoardOnly,
}

/// Which characters a "ready chosen character" may choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadyOnly {
    /// Any of yours.
    Any,
    /// One at a location.
    AtLocation,
    /// A damaged one.
    Damaged,
}

/// A continuous change (6.4).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Static {
    /// This character gets +N {L}.
    LoreSelf(u8),
    /// This character gets +N {L} for each card under it.
    LorePerUnder(u8),
    /// You pay N {I} less to play this card (it works in hand, 6.1.12).
    CostLessSelf(u8),
    /// You can play this card for free.
    FreeSelf,
    /// This character can't quest.
    CantQuest,
    /// This character can't {E} to sing songs.
    CantSing,
    /// This character enters play exerted / this item enters play exerted.
    EntersExerted,
    /// This character enters play with N damage (1.9).
    EntersWithDamage(u8),
    /// This character can't ready (at the Ready step, 3.2.1.1).
    CantReady,
    /// Nothing in a goldfish (strength, willpower or challenge keywords; the opponent's side).
    NoEffect,
}

/// One ability of a card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ability {
    /// A keyword (CR 8).
    Keyword(Keyword),
    /// A triggered ability (6.2): goes into the bag when it triggers.
    Triggered {
        /// When.
        on: Trigger,
        /// Checked on resolution (6.2.4).
        condition: Option<Condition>,
        /// "you may" (6.1.4).
        optional: bool,
        /// "Once during your turn": at most once in each of your turns.
        once: bool,
        /// In order.
        effects: Vec<Effect>,
    },
    /// An activated ability (6.3): `[Cost] — [Effect]`.
    Activated {
        /// Exert the card ({E}).
        exert: bool,
        /// Ink to pay.
        ink: u8,
        /// Banish this card as part of the cost.
        banish_self: bool,
        /// In order.
        effects: Vec<Effect>,
    },
    /// A static ability (6.4), applying while its condition holds.
    Static {
        /// Re-evaluated continuously (6.4.3).
        condition: Option<Condition>,
        /// The change.
        change: Static,
    },
    /// What an action or a song does when it resolves (5.4.1.2).
    Resolve {
        /// In order.
        effects: Vec<Effect>,
    },
    /// A trigger that never fires in a goldfish: challenges, the opponent's turn or actions
    /// (LORCANA.md §6 "dead").
    Dead,
    /// An ability whose every effect touches only the opponent's side or what matters only
    /// against an opponent's board (strength, willpower, damage, challenge keywords): nothing
    /// in a lore race, whatever its trigger or condition (LORCANA.md §6 "opp" and "board").
    Inert,
    /// Not compiled: the player reads it and carries it out.
    Manual,
}

/// An ability with the text it was read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadAbility {
    /// The typed form.
    pub ability: Ability,
    /// The line of the card's text (its name included).
    pub text: String,
}

impl ReadAbility {
    /// Whether the engine carries it out (or it rightly does nothing in a goldfish).
    pub fn automated(&self) -> bool {
        !matches!(self.ability, Ability::Manual)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Character => "character",
            Kind::Action => "action",
            Kind::Song => "song",
            Kind::Item => "item",
            Kind::Location => "location",
            Kind::Any => "card",
        })
    }
}

/// Reads every ability of a card's text, in order. `is_action` says the card is an action or a
/// song, whose sentences without a trigger are what it does when it resolves.
pub fn compile(text: &str, is_action: bool) -> Vec<ReadAbility> {
    let mut lines: Vec<String> = Vec::new();
    for raw in text.lines() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        let bullet = line.starts_with('•') || line.starts_with("* ") || line.starts_with("- ");
        match lines.last_mut() {
            Some(last) if bullet => {
                last.push(' ');
                last.push_str(line);
            }
            _ => lines.push(line.to_string()),
        }
    }
    let mut out = Vec::new();
    for line in lines {
        // "Bodyguard, Support" (4-016): several keywords on one line.
        let parts: Vec<&str> = line.split(", ").collect();
        let keywords: Vec<Keyword> = parts.iter().filter_map(|p| keyword(p)).collect();
        if !keywords.is_empty() && keywords.len() == parts.len() {
            out.extend(keywords.into_iter().map(|k| ReadAbility {
                ability: Ability::Keyword(k),
                text: line.clone(),
            }));
            continue;
        }
        if let Some(k) = keyword(&line) {
            out.push(ReadAbility {
                ability: Ability::Keyword(k),
                text: line.clone(),
            });
            continue;
        }
        // 9-026: "Sing Together 8 (reminder) Play a character ..." on one line.
        let normal = normalise(&line);
        if let Some(rest) = normal.strip_prefix("sing together ")
            && let Some((n, effect)) = rest.split_once(' ')
            && let Ok(n) = n.parse::<u8>()
        {
            out.push(ReadAbility {
                ability: Ability::Keyword(Keyword::SingTogether(n)),
                text: line.clone(),
            });
            out.push(ReadAbility {
                ability: read_ability(effect.trim(), is_action),
                text: line.clone(),
            });
            continue;
        }
        if normal.trim().is_empty() {
            // Only a name or reminder text: nothing to do.
            continue;
        }
        out.push(ReadAbility {
            ability: read_ability(&normal, is_action),
            text: line,
        });
    }
    out
}

/// A keyword line (reminder text allowed), or `None`.
fn keyword(line: &str) -> Option<Keyword> {
    // A few lines keep the gallery's markup: "<Shift> 4 {I}", "<Rush>".
    let text = strip_reminders(&line.replace(['<', '>'], ""));
    let text = text.trim().trim_end_matches('.');
    let lower = text.to_lowercase();
    let number = |rest: &str| -> Option<u8> {
        let rest = rest.trim().trim_start_matches('+');
        let digits = rest.split_whitespace().next()?;
        digits.parse().ok()
    };
    let only = |word: &str| (lower == word).then_some(());
    if only("alert").is_some() {
        return Some(Keyword::Alert);
    }
    if only("bodyguard").is_some() {
        return Some(Keyword::Bodyguard);
    }
    if only("evasive").is_some() {
        return Some(Keyword::Evasive);
    }
    if only("reckless").is_some() {
        return Some(Keyword::Reckless);
    }
    if only("rush").is_some() {
        return Some(Keyword::Rush);
    }
    if only("support").is_some() {
        return Some(Keyword::Support);
    }
    if only("vanish").is_some() {
        return Some(Keyword::Vanish);
    }
    if only("ward").is_some() {
        return Some(Keyword::Ward);
    }
    if only("adventurous").is_some() {
        return Some(Keyword::Adventurous);
    }
    let with_number = |prefix: &str| -> Option<u8> {
        let rest = lower.strip_prefix(prefix)?;
        let n = number(rest)?;
        // Nothing but the number (and `{i}`) may follow: "Boost 2 {I}", "Singer 5".
        let tail: String = rest
            .trim()
            .trim_start_matches('+')
            .split_whitespace()
            .skip(1)
            .collect::<Vec<_>>()
            .join(" ");
        (tail.is_empty() || tail == "{i}").then_some(n)
    };
    if let Some(n) = with_number("boost ") {
        return Some(Keyword::Boost(n));
    }
    if let Some(n) = with_number("challenger ") {
        return Some(Keyword::Challenger(n));
    }
    if let Some(n) = with_number("resist ") {
        return Some(Keyword::Resist(n));
    }
    if let Some(n) = with_number("singer ") {
        return Some(Keyword::Singer(n));
    }
    if let Some(n) = with_number("sing together ") {
        return Some(Keyword::SingTogether(n));
    }
    // Shift: "Shift 4 {I}", "Universal Shift 4 {I}", "Puppy Shift 3 {I}". Combo, Duo,
    // Temporary, item and non-ink Shifts are not read (they stay manual).
    let words: Vec<&str> = lower.split_whitespace().collect();
    let shift_at = words.iter().position(|w| *w == "shift")?;
    let n: u8 = words.get(shift_at + 1)?.parse().ok()?;
    // "Shift 4 {I}" or, as most lines are printed in the data, "Shift 4".
    let tail = &words[shift_at + 2..];
    if !(tail.is_empty() || tail == ["{i}"]) {
        return None;
    }
    let onto = match &words[..shift_at] {
        [] => ShiftOnto::SameName,
        ["universal"] => ShiftOnto::Any,
        [class] if !matches!(*class, "combo" | "duo" | "temporary" | "potato") => {
            // The classification as printed ("Puppy", "Floodborn").
            let printed = text.split_whitespace().next().unwrap_or(class);
            ShiftOnto::Classification(printed.to_string())
        }
        _ => return None,
    };
    Some(Keyword::Shift(Shift { cost: n, onto }))
}

/// Drops text in parentheses (reminder text, 1.1.7).
fn strip_reminders(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut depth = 0usize;
    for c in line.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// The text of an ability as the templates read it: reminder text and the UPPER-CASE name
/// dropped, lower case, straight apostrophes, `-` for every dash, one space between words.
pub fn normalise(line: &str) -> String {
    let text = strip_reminders(line);
    let words: Vec<&str> = text.split_whitespace().collect();
    // The ability's name: leading words with capitals and no lower-case letter ("HOT DOG!",
    // "LET'S DO THIS!"), not a symbol or a number ("{E},", "2").
    let is_name_word = |w: &str| {
        !w.starts_with('{')
            && w.chars().any(|c| c.is_uppercase())
            && !w.chars().any(|c| c.is_lowercase())
    };
    let name_len = words.iter().take_while(|w| is_name_word(w)).count();
    // A lone capital "A" or "I" begins a sentence, not a name.
    let name_len = if name_len == 1 && words.first().is_some_and(|w| w.len() == 1) {
        0
    } else {
        name_len
    };
    words[name_len..]
        .join(" ")
        .to_lowercase()
        .replace(['’', '‘'], "'")
        .replace(['“', '”'], "\"")
        .replace(['—', '–'], "-")
}

/// An ability's text as the templates see it, numbers as `n` (for coverage reports).
pub fn normalise_for_report(line: &str) -> String {
    effect_part(&normalise(line))
        .split(' ')
        .map(|w| {
            if w.chars().all(|c| c.is_ascii_digit()) && !w.is_empty() {
                "n"
            } else {
                w
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// One ability's normalised text, read.
fn read_ability(text: &str, is_action: bool) -> Ability {
    let text = text.trim();
    if text.is_empty() {
        return Ability::Manual;
    }
    if let Some(ability) = triggered(text) {
        return ability;
    }
    if let Some(ability) = activated(text) {
        return ability;
    }
    if let Some(ability) = static_ability(text) {
        return ability;
    }
    if is_action && let Some(effects) = effects(text) {
        return Ability::Resolve { effects };
    }
    if dead(text) {
        return Ability::Dead;
    }
    if inert(text) {
        return Ability::Inert;
    }
    Ability::Manual
}

/// Words of what changes a lore race: lore, cards, ink, costs, questing, readying, singing,
/// playing, moving; an ability with none of them changes only what an opponent would meet.
const RACE_WORDS: &[&str] = &[
    "{l}",
    "{i}",
    "{e}",
    "lore",
    "draw",
    "draws",
    "drawn",
    "hand",
    "hands",
    "deck",
    "decks",
    "discard",
    "discards",
    "discarded",
    "inkwell",
    "inkwells",
    "ink",
    "costs",
    "quest",
    "quests",
    "questing",
    "quested",
    "ready",
    "readies",
    "readied",
    "sing",
    "sings",
    "sang",
    "sung",
    "song",
    "songs",
    "play",
    "plays",
    "played",
    "shift",
    "shifted",
    "move",
    "moves",
    "moved",
    "under",
    "look",
    "looks",
    "reveal",
    "reveals",
    "revealed",
    "search",
    "named",
    "instead",
    "turn to",
    "banish this",
    "exert this",
    "return this",
    "to this character",
    "from this character",
];

/// Words of what only matters against an opponent's board.
const BOARD_WORDS: &[&str] = &[
    "{s}",
    "{w}",
    "resist",
    "evasive",
    "ward",
    "challenger",
    "challenge",
    "challenges",
    "challenged",
    "challenging",
    "bodyguard",
    "rush",
    "alert",
    "support",
    "vanish",
    "damage",
    "damaged",
    "opposing",
    "opponent",
    "opponents",
    "banish chosen",
    "exert chosen",
    "chosen character",
    "chosen characters",
    "chosen exerted character",
    "chosen damaged character",
    "chosen item",
    "chosen location",
    "chosen player",
    "each player",
    "their zone",
];

/// Text with "this character" inside quotes read as "it".
fn requote(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, part) in text.split('"').enumerate() {
        if i > 0 {
            out.push('"');
        }
        if i % 2 == 1 {
            out.push_str(&part.replace("this character", "it"));
        } else {
            out.push_str(part);
        }
    }
    out
}

/// The effect of an ability's text: what follows its trigger or condition ("when ..., ",
/// "while ..., ", "during your turn, ") and "you may", or its activated cost ("{e} - ").
fn effect_part(text: &str) -> &str {
    let mut rest = text;
    for _ in 0..3 {
        let heads = [
            "when ",
            "whenever ",
            "at the ",
            "during ",
            "while ",
            "if ",
            "once ",
            "as long as ",
        ];
        if heads.iter().any(|h| rest.starts_with(h))
            && let Some((_, after)) = rest.split_once(", ")
        {
            rest = after;
        }
        if let Some(after) = rest.strip_prefix("you may ") {
            rest = after;
        }
    }
    rest
}

/// Whether an ability changes nothing in a lore race (see [`Ability::Inert`]). What a card does
/// to itself by banishing, exerting or damaging it, and {E}, count as race words (it can cost a
/// quest or the card); so do words of the hand and deck.
fn inert(text: &str) -> bool {
    // Only the effect counts: a trigger or condition ("when you play this character, ...")
    // does not make a board-only effect matter.
    let text = effect_part(text);
    // What goes back to the opponent's hand or deck is theirs.
    let text = text
        .replace("their player's hand", "their player's zone")
        .replace("their player's deck", "their player's zone")
        .replace("their player's inkwell", "their player's zone")
        .replace("their players' inkwells", "their player's zone")
        .replace("their hand", "their zone")
        .replace("their deck", "their zone")
        .replace("its player's inkwell", "their zone")
        .replace("its player's hand", "their zone")
        // "Can challenge ready characters" and "can't ready at the start of their next turn"
        // speak of challenges and the opponent's characters, not of readying yours.
        .replace(
            "challenge ready characters",
            "challenge standing characters",
        )
        .replace(
            "ready at the start of their next turn",
            "stand at their next turn",
        );
    // A granted ability in quotes speaks of the character it is granted to: "this character"
    // there is the chosen one ("gains \"This character can challenge ready characters\"").
    let text = requote(&text);
    // Damage moved between characters is the board's ("move 2 damage counters from ...").
    let text = if text.starts_with("move ") && text.contains(" damage") {
        text.replacen("move ", "", 1)
    } else {
        text
    };
    let spaced: String = format!(
        " {} ",
        text.chars()
            .map(|c| if ".,;:!?\"()".contains(c) { ' ' } else { c })
            .collect::<String>()
    );
    // Whole words and phrases ("move" is not in "remove", "play" not in "player's").
    let has = |w: &&str| {
        if w.starts_with('{') {
            spaced.contains(*w)
        } else {
            spaced.contains(&format!(" {w} "))
        }
    };
    BOARD_WORDS.iter().any(has) && !RACE_WORDS.iter().any(has)
}

/// Triggers that never fire in a goldfish (challenges, the opponent's turn and actions).
fn dead(text: &str) -> bool {
    const DEAD: &[&str] = &[
        "whenever this character challenges",
        "whenever this character is challenged",
        "when this character is challenged",
        "during an opponent's turn, whenever",
        "during an opponent's turn, when",
        "is banished in a challenge",
        "banishes another character in a challenge",
        "whenever one of your characters challenges",
        "whenever an opponent",
        "whenever an opposing character",
        "when an opponent",
        "at the end of each opponent's turn",
        "at the start of each opponent's turn",
        "whenever one of your characters is challenged",
        "while challenging",
        "while being challenged",
    ];
    DEAD.iter().any(|d| text.starts_with(d) || text.contains(d))
}

/// The triggers the table reads, by the words that begin the ability.
const TRIGGERS: &[(&str, Trigger)] = &[
    (
        "when you play this character and whenever he quests, ",
        Trigger::PlayedOrQuests,
    ),
    (
        "when you play this character and whenever she quests, ",
        Trigger::PlayedOrQuests,
    ),
    (
        "when you play this character and whenever they quest, ",
        Trigger::PlayedOrQuests,
    ),
    (
        "when you play this character and whenever it quests, ",
        Trigger::PlayedOrQuests,
    ),
    ("when you play this character, ", Trigger::Played),
    ("when you play this item, ", Trigger::Played),
    ("when you play this location, ", Trigger::Played),
    ("whenever this character quests, ", Trigger::Quests),
    (
        "whenever one of your characters quests, ",
        Trigger::AnyQuests,
    ),
    ("whenever this character sings a song, ", Trigger::Sings),
    ("whenever a card is put into your inkwell, ", Trigger::Inked),
    ("when this character moves to a location, ", Trigger::Moves),
    (
        "whenever this character moves to a location, ",
        Trigger::Moves,
    ),
    ("whenever a character moves here, ", Trigger::MovesHere),
    ("whenever this character exerts, ", Trigger::Exerts),
    (
        "whenever you put a card under this character, ",
        Trigger::PutUnder,
    ),
    (
        "whenever one of your other characters is banished, ",
        Trigger::OtherBanished,
    ),
    (
        "whenever one of your characters is banished, ",
        Trigger::OtherBanished,
    ),
    ("when this character leaves play, ", Trigger::Banished),
    (
        "when you play this character and when he leaves play, ",
        Trigger::PlayedOrLeaves,
    ),
    (
        "when you play this character and when she leaves play, ",
        Trigger::PlayedOrLeaves,
    ),
    (
        "when you play this character and when they leave play, ",
        Trigger::PlayedOrLeaves,
    ),
    (
        "when you play this character and when it leaves play, ",
        Trigger::PlayedOrLeaves,
    ),
    ("whenever you ready this character, ", Trigger::Readied),
    (
        "whenever one of your characters sings a song, ",
        Trigger::AnySings,
    ),
    (
        "whenever one or more of your characters sings a song, ",
        Trigger::AnySings,
    ),
    ("whenever you move a character here, ", Trigger::MovesHere),
    (
        "whenever one of your items is banished, ",
        Trigger::ItemBanished,
    ),
    ("whenever an item is banished, ", Trigger::ItemBanished),
    (
        "whenever a character quests while here, ",
        Trigger::QuestsHere,
    ),
    ("at the start of your turn, ", Trigger::StartOfTurn),
    ("at the end of your turn, ", Trigger::EndOfTurn),
    ("whenever you play a song, ", Trigger::YouPlay(Kind::Song)),
    (
        "whenever you play an action, ",
        Trigger::YouPlay(Kind::Action),
    ),
    (
        "whenever you play a character, ",
        Trigger::YouPlay(Kind::Character),
    ),
    (
        "whenever you play another character, ",
        Trigger::YouPlay(Kind::Character),
    ),
    ("whenever you play an item, ", Trigger::YouPlay(Kind::Item)),
    (
        "whenever you play a location, ",
        Trigger::YouPlay(Kind::Location),
    ),
    ("when this character is banished, ", Trigger::Banished),
    ("when this item is banished, ", Trigger::Banished),
];

/// The trigger a (manual) ability's line begins with, if the table reads one.
pub fn trigger_of(line: &str) -> Option<Trigger> {
    let text = normalise(line);
    TRIGGERS
        .iter()
        .find_map(|(head, on)| text.starts_with(head).then(|| on.clone()))
}

/// "TRIGGER, [if CONDITION,] [you may] EFFECTS".
fn triggered(text: &str) -> Option<Ability> {
    // "Once during your turn, whenever ...": at most once in each of your turns.
    let (once, text) = match text
        .strip_prefix("once during your turn, ")
        .or_else(|| text.strip_prefix("once per turn, "))
    {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    // "During your turn, whenever ...": kept as a condition (6.2.4).
    let (your_turn, text) = match text.strip_prefix("during your turn, ") {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    // "Whenever this character quests while at a location": a quest, and a condition.
    if let Some(rest) = text.strip_prefix("whenever this character quests while at a location, ") {
        let (optional, rest) = match rest.strip_prefix("you may ") {
            Some(r) => (true, r),
            None => (false, rest),
        };
        return Some(Ability::Triggered {
            on: Trigger::Quests,
            condition: Some(Condition::SelfAtLocation),
            optional,
            once,
            effects: effects(rest)?,
        });
    }
    let (rest, on) = TRIGGERS
        .iter()
        .find_map(|(head, on)| text.strip_prefix(head).map(|r| (r, on.clone())))
        .or_else(|| you_play_class(text))?;
    let (condition, rest) = match rest.strip_prefix("if ") {
        Some(cond_text) => {
            let (cond_text, after) = cond_text.split_once(", ")?;
            (Some(condition(cond_text)?), after)
        }
        None => (None, rest),
    };
    let condition = match condition {
        None if your_turn => Some(Condition::YourTurn),
        other => other,
    };
    let (optional, rest) = match rest.strip_prefix("you may ") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let effects = effects(rest)?;
    Some(Ability::Triggered {
        on,
        condition,
        optional,
        once,
        effects,
    })
}

/// "whenever you play a Floodborn character, ": a trigger on playing a character of a
/// classification; "whenever one of your Pirate characters quests, ": on its quest.
fn you_play_class(text: &str) -> Option<(&str, Trigger)> {
    if let Some(rest) = text.strip_prefix("whenever one of your ")
        && let Some((class, rest)) = rest.split_once(" characters quests, ")
        && !class.contains(' ')
    {
        return Some((rest, Trigger::AnyQuestsClass(title_case(class))));
    }
    let rest = text
        .strip_prefix("whenever you play a ")
        .or_else(|| text.strip_prefix("whenever you play an "))?;
    let (class, rest) = rest.split_once(" character, ")?;
    if class.contains(' ') {
        return None;
    }
    Some((rest, Trigger::YouPlayClass(title_case(class))))
}

/// "COST - EFFECTS": `{e}`, `N {i}`, `banish this item`, joined by commas.
fn activated(text: &str) -> Option<Ability> {
    let (cost, effect) = text.split_once(" - ")?;
    let mut exert = false;
    let mut ink = 0u8;
    let mut banish_self = false;
    for part in cost.split(", ") {
        let part = part.trim();
        if part == "{e}" {
            exert = true;
        } else if let Some(n) = part.strip_suffix(" {i}") {
            ink = n.trim().parse().ok()?;
        } else if part == "banish this item" || part == "banish this character" {
            banish_self = true;
        } else {
            return None;
        }
    }
    let effects = match effects(effect) {
        Some(e) => e,
        // An ability that only changes the board is still used by hand at the table, and is
        // worth nothing to the built-in player.
        None if inert(effect) => vec![Effect::BoardOnly],
        None => return None,
    };
    Some(Ability::Activated {
        exert,
        ink,
        banish_self,
        effects,
    })
}

/// A condition's text, after "if"/"while".
fn condition(text: &str) -> Option<Condition> {
    let text = text.trim().trim_end_matches(',');
    if let Some(rest) = text.strip_prefix("you have a character named ") {
        let name = rest.strip_suffix(" in play")?;
        return Some(Condition::HaveNamed(title_case(name)));
    }
    if let Some(class) = text
        .strip_prefix("you have a ")
        .or_else(|| text.strip_prefix("you have an "))
        .and_then(|r| r.strip_suffix(" character in play"))
        && !class.contains(' ')
    {
        return Some(Condition::HaveClass(title_case(class)));
    }
    if text.starts_with("you used shift to play ") {
        return Some(Condition::UsedShift);
    }
    if matches!(
        text,
        "there's a card under this character"
            | "there's a card under him"
            | "there's a card under her"
            | "there's a card under them"
            | "this character has a card under him"
            | "this character has a card under her"
            | "this character has a card under it"
    ) {
        return Some(Condition::HasCardUnder);
    }
    if text == "all cards in your inkwell are exerted" {
        return Some(Condition::InkwellAllExerted);
    }
    if text == "you have a character or location in play with a card under them" {
        return Some(Condition::AnyCardUnder);
    }
    if text == "this character has no damage" {
        return Some(Condition::NoDamage);
    }
    if let Some(n) = text
        .strip_prefix("you have ")
        .and_then(|r| r.strip_suffix(" or more cards in your discard"))
    {
        return Some(Condition::DiscardAtLeast(n.parse().ok()?));
    }
    if let Some(n) = text
        .strip_prefix("you have ")
        .and_then(|r| r.strip_suffix(" or more items in play"))
    {
        return Some(Condition::ItemsAtLeast(n.parse().ok()?));
    }
    if let Some(rest) = text.strip_prefix("you have ")
        && let Some(n) = rest.strip_suffix(" or more cards in your inkwell")
    {
        return Some(Condition::InkwellAtLeast(n.parse().ok()?));
    }
    if let Some(rest) = text.strip_prefix("you have ")
        && let Some(n) = rest.strip_suffix(" or more other characters in play")
    {
        return Some(Condition::OtherCharactersAtLeast(n.parse().ok()?));
    }
    if text == "this is your first turn and you're not the first player" {
        return Some(Condition::FirstTurnOnTheDraw);
    }
    if let Some(rest) = text.strip_prefix("you have ")
        && let Some(n) = rest.strip_suffix(" or more cards in your hand")
    {
        return Some(Condition::HandAtLeast(n.parse().ok()?));
    }
    if let Some(n) = text
        .strip_prefix("this character has ")
        .and_then(|r| r.strip_suffix(" {s} or more"))
    {
        return Some(Condition::SelfStrengthAtLeast(n.parse().ok()?));
    }
    for (head, kind) in [
        ("there's a song card in your discard", Kind::Song),
        ("there's a character card in your discard", Kind::Character),
        ("there's an item card in your discard", Kind::Item),
        ("there's an action card in your discard", Kind::Action),
    ] {
        if text == head {
            return Some(Condition::DiscardHas(kind));
        }
    }
    if text == "a character of yours quested this turn"
        || text == "one of your characters quested this turn"
    {
        return Some(Condition::QuestedThisTurn);
    }
    if text == "you played another character this turn" {
        return Some(Condition::PlayedCharacterThisTurn);
    }
    if text == "this character is exerted" {
        return Some(Condition::SelfExerted);
    }
    if text == "this character is at a location" {
        return Some(Condition::SelfAtLocation);
    }
    if text == "you have a character here" {
        return Some(Condition::CharacterHere);
    }
    if text == "you have an item in play" {
        return Some(Condition::HaveKind(Kind::Item));
    }
    if text == "you have a location in play" {
        return Some(Condition::HaveKind(Kind::Location));
    }
    if text == "you have another character in play" {
        return Some(Condition::OtherCharactersAtLeast(1));
    }
    if text == "you have no cards in your hand" {
        return Some(Condition::EmptyHand);
    }
    if let Some(rest) = text
        .strip_prefix("you have a ")
        .and_then(|r| r.strip_suffix(" character in play"))
        && let Some((a, b)) = rest.split_once(" or ")
        && !a.contains(' ')
        && !b.contains(' ')
    {
        return Some(Condition::HaveEitherClass(title_case(a), title_case(b)));
    }
    // What the dummy opponent has: nothing (LORCANA.md §1), so these never hold.
    if [
        "an opponent has ",
        "an opposing character ",
        "chosen opponent has ",
        "each opponent has ",
        "an opponent's ",
    ]
    .iter()
    .any(|h| text.starts_with(h))
    {
        return Some(Condition::Never);
    }
    // "A Princess or Queen character is in play": the dummy opponent has none, so yours.
    if let Some(rest) = text
        .strip_prefix("a ")
        .or_else(|| text.strip_prefix("an "))
        .or_else(|| text.strip_prefix("you have another "))
        .and_then(|r| {
            r.strip_suffix(" character is in play")
                .or_else(|| r.strip_suffix(" character in play"))
        })
    {
        return match rest.split_once(" or ") {
            Some((a, b)) if !a.contains(' ') && !b.contains(' ') => {
                Some(Condition::HaveEitherClass(title_case(a), title_case(b)))
            }
            None if !rest.contains(' ') => Some(Condition::HaveClass(title_case(rest))),
            _ => None,
        };
    }
    if let Some(what) = text
        .strip_prefix("you have a ")
        .or_else(|| text.strip_prefix("you have an "))
        .and_then(|r| r.strip_suffix(" in your discard"))
        && let Some(kind) = kind_card(what)
    {
        return Some(Condition::DiscardHas(kind));
    }
    if let Some(n) = text.strip_suffix(" or more cards were put into your discard this turn") {
        return Some(Condition::DiscardedThisTurn(n.parse().ok()?));
    }
    if text == "you played a song this turn" {
        return Some(Condition::PlayedSongThisTurn);
    }
    if text == "during your turn" {
        return Some(Condition::YourTurn);
    }
    None
}

/// A name as printed from its lower-cased text: each word's first letter upper case (names are
/// compared without case, so this is only for showing).
fn title_case(text: &str) -> String {
    text.split(' ')
        .map(|w| {
            let mut c = w.chars();
            match c.next() {
                Some(first) => first.to_uppercase().chain(c).collect(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A static ability's text.
fn static_ability(text: &str) -> Option<Ability> {
    let text = text.trim_end_matches('.');
    // "while CONDITION, CHANGE" / "if CONDITION, CHANGE" / "during your turn, CHANGE".
    let (condition, change) = if let Some(rest) = text
        .strip_prefix("while ")
        .or_else(|| text.strip_prefix("if "))
    {
        let (c, change) = rest.split_once(", ")?;
        match condition(c) {
            Some(c) => (Some(c), change),
            // A change that matters only against an opponent's board matters under no
            // condition.
            None => {
                return (static_change(change)? == Static::NoEffect).then_some(Ability::Static {
                    condition: None,
                    change: Static::NoEffect,
                });
            }
        }
    } else if let Some(change) = text.strip_prefix("during your turn, ") {
        (Some(Condition::YourTurn), change)
    } else {
        (None, text)
    };
    let change = static_change(change)?;
    Some(Ability::Static { condition, change })
}

/// The change a static ability makes.
fn static_change(text: &str) -> Option<Static> {
    let text = text.trim_end_matches('.');
    for who in ["this character", "he", "she", "it"] {
        if let Some(n) = text
            .strip_prefix(&format!("{who} gets +"))
            .and_then(|r| r.split_once(" {l} for each card under "))
            .map(|(n, _)| n)
        {
            return Some(Static::LorePerUnder(n.parse().ok()?));
        }
    }
    for who in ["this character", "this location", "he", "she", "they", "it"] {
        if let Some(rest) = text.strip_prefix(&format!("{who} gets +")) {
            // "+2 {S} and +1 {L}": the lore is what counts here.
            if let Some((_, lore)) = rest.split_once(" {s} and +")
                && let Some(n) = lore.strip_suffix(" {l}")
            {
                return Some(Static::LoreSelf(n.parse().ok()?));
            }
            if let Some(n) = rest.strip_suffix(" {l}") {
                return Some(Static::LoreSelf(n.parse().ok()?));
            }
            if rest.ends_with(" {s}") || rest.ends_with(" {w}") {
                return Some(Static::NoEffect);
            }
        }
    }
    for kind in ["character", "item", "location", "action", "song"] {
        if let Some(rest) = text.strip_prefix("you pay ")
            && let Some(n) = rest.strip_suffix(&format!(" {{i}} less to play this {kind}"))
        {
            return Some(Static::CostLessSelf(n.parse().ok()?));
        }
        if text == format!("you can play this {kind} for free") {
            return Some(Static::FreeSelf);
        }
        if text == format!("this {kind} enters play exerted") {
            return Some(Static::EntersExerted);
        }
    }
    if let Some(n) = text
        .strip_prefix("this character enters play with ")
        .and_then(|r| r.strip_suffix(" damage"))
    {
        return Some(Static::EntersWithDamage(n.parse().ok()?));
    }
    match text {
        "this character can't ready" => return Some(Static::CantReady),
        "this character can't quest" => return Some(Static::CantQuest),
        // Bodyguard's like: the table lets it enter ready (nothing is lost in a goldfish).
        "this character may enter play exerted" => return Some(Static::NoEffect),
        "this character can't {e} to sing songs" | "this character can't sing songs" => {
            return Some(Static::CantSing);
        }
        _ => {}
    }
    // Strength, willpower and challenge keywords on your side, or changes to the opponent's.
    let board = [
        "this character gains ",
        "this character gets +",
        "this character gets -",
        "your characters gain ",
        "your characters get +",
        "your other characters gain ",
        "your other characters get +",
        "opposing characters get -",
        "opposing characters gain ",
        "this character can't be challenged",
        "this character can't challenge",
        "your characters named ",
    ];
    if board.iter().any(|b| text.starts_with(b))
        && !text.contains("{l}")
        && !text.contains("quest")
        && !text.contains("sing")
    {
        return Some(Static::NoEffect);
    }
    None
}

/// A sequence of effects ("A. B.", "A, then B", "A and B" where each part is read).
pub(crate) fn effects(text: &str) -> Option<Vec<Effect>> {
    let text = text.trim().trim_end_matches('.');
    if let Some(e) = loot(text) {
        return Some(vec![e]);
    }
    if let Some(e) = effect(text) {
        return Some(vec![e]);
    }
    for sep in [". ", " and "] {
        if let Some((a, b)) = text.split_once(sep) {
            let mut first = effects(a)?;
            first.extend(effects(b)?);
            return Some(first);
        }
    }
    None
}

/// "draw N card(s), then choose and discard N card(s)".
fn loot(text: &str) -> Option<Effect> {
    let (a, b) = text.split_once(", then ")?;
    let Effect::Draw(draw) = effect(a)? else {
        return None;
    };
    let discard = match b {
        "choose and discard a card" => 1,
        _ => b
            .strip_prefix("choose and discard ")?
            .strip_suffix(" cards")?
            .parse()
            .ok()?,
    };
    Some(Effect::Loot { draw, discard })
}

/// A number word or digits.
fn count(word: &str) -> Option<u8> {
    match word {
        "a" | "an" | "one" => Some(1),
        "two" => Some(2),
        "three" => Some(3),
        _ => word.parse().ok(),
    }
}

/// "character card", "item card", "song card", "card": the kind named.
fn kind_card(text: &str) -> Option<Kind> {
    Some(match text {
        "card" => Kind::Any,
        "character card" => Kind::Character,
        "action card" => Kind::Action,
        "song card" => Kind::Song,
        "item card" => Kind::Item,
        "location card" => Kind::Location,
        _ => return None,
    })
}

/// One effect.
fn effect(text: &str) -> Option<Effect> {
    let text = text.trim().trim_end_matches(['.', '"']);
    // "[A]. If you do, [B]" (6.1.5): the ability's "you may" already asked about A.
    let text = text.strip_prefix("if you do, ").unwrap_or(text);
    // What each opponent or a chosen opponent does is theirs (the dummy has nothing).
    if (text.starts_with("each opponent ")
        || text.starts_with("chosen opponent ")
        || text.starts_with("opponents ")
        || text.starts_with("its player ")
        || text.starts_with("look at chosen opponent's hand"))
        && !text.contains("you gain")
        && !text.contains("you draw")
        && !text.contains(" your ")
    {
        return Some(Effect::OpponentOnly);
    }
    if let Some(n) = text.strip_prefix("put the top ").and_then(|r| {
        r.strip_suffix(" cards of your deck into your discard")
            .or_else(|| r.strip_suffix(" card of your deck into your discard"))
    }) {
        return Some(Effect::Mill(count(n)?));
    }
    // "Pay 2 {I} to banish chosen item": paying for what only the board feels is nothing here.
    if let Some(rest) = text.strip_prefix("pay ")
        && let Some((_, what)) = rest.split_once(" {i} to ")
        && inert(what)
    {
        return Some(Effect::BoardOnly);
    }
    if text.starts_with("opponents can't ") {
        return Some(Effect::OpponentOnly);
    }
    if let Some(n) = text
        .strip_prefix("each player puts the top ")
        .and_then(|r| {
            r.strip_suffix(" cards of their deck into their inkwell facedown and exerted")
        })
    {
        return Some(Effect::InkTopCards(count(n)?));
    }
    if let Some(rest) = text.strip_prefix("chosen character gets +")
        && let Some((n, rest)) = rest.split_once(" {l} and gains ")
        && rest.ends_with(" this turn")
    {
        return Some(Effect::ChosenLoreThisTurn {
            by: n.parse().ok()?,
            class: None,
        });
    }
    match text {
        "banish all characters" => return Some(Effect::BanishYourCharacters),
        "remove up to 1 damage from this character"
        | "remove up to 2 damage from this character"
        | "remove up to 3 damage from this character"
        | "remove all damage from this character" => return Some(Effect::BoardOnly),
        "put the top card of your deck into your discard" => return Some(Effect::Mill(1)),
        "exert all cards in your inkwell" => return Some(Effect::ExertInkwell),
        "choose and discard a card" => return Some(Effect::DiscardChosen(1)),
        "discard your hand" => return Some(Effect::DiscardHand),
        "banish this item" | "banish this character" | "banish him" | "banish her" => {
            return Some(Effect::BanishSelf);
        }
        "each player may draw a card" | "you may draw a card" => return Some(Effect::Draw(1)),
        _ => {}
    }
    if let Some(n) = text
        .strip_prefix("deal ")
        .and_then(|r| r.strip_suffix(" damage to this character"))
    {
        return Some(Effect::DamageSelf(count(n)?));
    }
    // "Each player draws": the dummy has no deck; you draw (1.2.3).
    let text = text
        .strip_prefix("each player ")
        .map_or(text.to_string(), |r| r.replacen("draws ", "draw ", 1));
    let text = text.as_str();
    if let Some(rest) = text
        .strip_prefix("play a ")
        .or_else(|| text.strip_prefix("play an "))
        .and_then(|r| r.strip_suffix(" for free"))
        && let Some((kind, cost)) = rest.split_once(" with cost ")
    {
        let (cost, from_discard) = match cost.strip_suffix(" from your discard") {
            Some(c) => (c, true),
            None => (cost, false),
        };
        let max = cost.strip_suffix(" or less").unwrap_or(cost);
        let kind = kind_card(&format!("{kind} card"))?;
        return Some(Effect::PlayFree {
            kind,
            max_cost: max.parse().ok()?,
            from_discard,
        });
    }
    match text {
        "put a card from your hand into your inkwell facedown and exerted"
        | "put a card from your hand into your inkwell facedown" => {
            return Some(Effect::InkFromHand);
        }
        "return this item to your hand" | "return this character to your hand" => {
            return Some(Effect::ReturnSelf);
        }
        _ => {}
    }
    // Ink drops (set 14): "get 1 ink drop", "each player gets 1 ink drop", "you and another
    // chosen player each get 1 ink drop": you get them.
    if let Some(n) = text
        .strip_prefix("get ")
        .or_else(|| text.strip_prefix("gets "))
        .or_else(|| text.strip_prefix("you and another chosen player each get "))
        .and_then(|r| {
            r.strip_suffix(" ink drop")
                .or_else(|| r.strip_suffix(" ink drops"))
        })
    {
        return Some(Effect::InkDrops(count(n)?));
    }
    if let Some(rest) = text.strip_prefix("draw ") {
        let (n, noun) = rest.split_once(' ')?;
        if noun == "card" || noun == "cards" {
            return Some(Effect::Draw(count(n)?));
        }
        return None;
    }
    if let Some(rest) = text.strip_prefix("gain ") {
        let n = rest.strip_suffix(" lore")?;
        return Some(Effect::GainLore(count(n)?));
    }
    if text == "put the top card of your deck into your inkwell facedown and exerted" {
        return Some(Effect::InkTopOfDeck);
    }
    if text == "put this card into your inkwell facedown and exerted" {
        return Some(Effect::InkThisCard);
    }
    for who in ["this character", "he", "she", "they", "it"] {
        if let Some(rest) = text.strip_prefix(&format!("{who} gets +"))
            && let Some(n) = rest.strip_suffix(" {l} this turn")
        {
            return Some(Effect::LoreThisTurn(n.parse().ok()?));
        }
    }
    if let Some(rest) = text.strip_prefix("your other ")
        && let Some((who, n)) = rest.split_once(" get +")
        && let Some(n) = n.strip_suffix(" {l} this turn")
    {
        let class = match who {
            "characters" => None,
            _ => Some(title_case(who.strip_suffix(" characters")?)),
        };
        return Some(Effect::OthersLoreThisTurn {
            class,
            by: n.parse().ok()?,
        });
    }
    if let Some(rest) = text.strip_prefix("you pay ")
        && let Some((n, rest)) = rest.split_once(" {i} less for the next ")
    {
        let kind = match rest.strip_suffix(" you play this turn")? {
            "character" => Kind::Character,
            "action" => Kind::Action,
            "song" => Kind::Song,
            "item" => Kind::Item,
            "location" => Kind::Location,
            _ => return None,
        };
        return Some(Effect::NextCostsLess {
            kind,
            by: n.parse().ok()?,
        });
    }
    if let Some(rest) = text.strip_prefix("chosen ")
        && let Some((who, n)) = rest.split_once(" gets +")
        && let Some(n) = n.strip_suffix(" {l} this turn")
    {
        let class = match who {
            "character" | "character of yours" => None,
            _ => {
                let class = who
                    .strip_suffix(" character of yours")
                    .or_else(|| who.strip_suffix(" character"))?;
                if class.contains(' ') {
                    return None;
                }
                Some(title_case(class))
            }
        };
        return Some(Effect::ChosenLoreThisTurn {
            by: n.parse().ok()?,
            class,
        });
    }
    if matches!(
        text,
        "look at the top card of your deck. put it on either the top or the bottom of your deck"
            | "look at the top card of your deck. you may put it on either the top or the bottom of your deck"
            | "look at the top card of your deck and put it on either the top or the bottom of your deck"
    ) {
        return Some(Effect::TopOrBottom);
    }
    if let Some(n) = text.strip_prefix("look at the top ").and_then(|r| {
        r.strip_suffix(
            " cards of your deck. put one on the top of your deck and the other on the bottom",
        )
    }) {
        return Some(Effect::KeepOneOnTop(count(n)?));
    }
    // "Reveal the top card of your deck. If it's a Princess or Queen character card, you may
    // put it into your hand. Otherwise, put it on the top of your deck."
    if let Some(rest) = text.strip_prefix("reveal the top card of your deck. if it's ")
        && let Some((what, rest)) = rest.split_once(" card, ")
        && let Some(otherwise) = rest
            .strip_prefix("you may ")
            .unwrap_or(rest)
            .strip_prefix("put it into your hand. otherwise, put it on the ")
            .or_else(|| {
                rest.strip_prefix("you may ")
                    .unwrap_or(rest)
                    .strip_prefix("put that card into your hand. otherwise, put it on the ")
            })
    {
        let else_bottom = match otherwise {
            "top of your deck" => false,
            "bottom of your deck" => true,
            _ => return None,
        };
        let what = what
            .strip_prefix("a ")
            .or_else(|| what.strip_prefix("an "))?;
        let (kind, classes) = match kind_card(&format!("{what} card")) {
            Some(kind) => (kind, Vec::new()),
            None => {
                let classes = what.strip_suffix(" character")?;
                let classes: Vec<String> = classes.split(" or ").map(title_case).collect();
                if classes.iter().any(|c| c.contains(' ')) {
                    return None;
                }
                (Kind::Character, classes)
            }
        };
        return Some(Effect::RevealTake {
            kind,
            classes,
            else_bottom,
        });
    }
    if let Some(rest) = text.strip_prefix("look at the top ")
        && let Some((n, rest)) = rest.split_once(" cards of your deck. you may ")
        && let Some(pick) = rest
            .strip_suffix(
                " and put it into your hand. put the rest on the bottom of your deck in any order",
            )
            .or_else(|| {
                rest.strip_suffix(
                    " into your hand. put the rest on the bottom of your deck in any order",
                )
            })
    {
        let n = count(n)?;
        let (take, class) = match pick {
            "put one" => (Kind::Any, None),
            _ => {
                let card = pick
                    .strip_prefix("reveal a ")
                    .or_else(|| pick.strip_prefix("reveal an "))?;
                match kind_card(card) {
                    Some(kind) => (kind, None),
                    // "a Floodborn character card": a character of a classification.
                    None => {
                        let class = card.strip_suffix(" character card")?;
                        if class.contains(' ') {
                            return None;
                        }
                        (Kind::Character, Some(title_case(class)))
                    }
                }
            }
        };
        return Some(Effect::LookTake { n, take, class });
    }
    // "Look at the top 2 cards of your deck. Put one into your hand and the other on the bottom
    // of your deck": take one of any kind.
    if let Some(rest) = text.strip_prefix("look at the top ")
        && let Some((n, rest)) = rest.split_once(" cards of your deck. put one into your hand and ")
        && matches!(
            rest,
            "the other on the bottom of your deck"
                | "the other on the bottom of the deck"
                | "the rest on the bottom of your deck in any order"
        )
    {
        return Some(Effect::LookTake {
            n: count(n)?,
            take: Kind::Any,
            class: None,
        });
    }
    // "Look at the top 2 cards of your deck. Put one into your hand and the other into your
    // inkwell facedown and exerted."
    if let Some(n) = text.strip_prefix("look at the top ").and_then(|r| {
        r.strip_suffix(
            " cards of your deck. put one into your hand and the other into your inkwell facedown and exerted",
        )
    }) {
        return Some(Effect::HandAndInk(count(n)?));
    }
    match text {
        "put the top card of your deck facedown under one of your characters or locations with boost" =>
        {
            return Some(Effect::BoostFree);
        }
        "return chosen character of yours to your hand" => {
            return Some(Effect::ReturnChosen);
        }
        "put chosen character of yours into your inkwell facedown and exerted" => {
            return Some(Effect::InkChosenCharacter);
        }
        _ => {}
    }
    if let Some(kind) = text
        .strip_prefix("return a ")
        .or_else(|| text.strip_prefix("return an "))
        .and_then(|r| r.strip_suffix(" from your discard to your hand"))
        .and_then(kind_card)
    {
        return Some(Effect::Recur(kind));
    }
    match text {
        "ready all your characters" | "ready your characters" => {
            return Some(Effect::ReadyYours { others: false });
        }
        "ready your other characters" => return Some(Effect::ReadyYours { others: true }),
        "ready chosen character" | "ready chosen character of yours" => {
            return Some(Effect::ReadyChosen {
                another: false,
                only: ReadyOnly::Any,
            });
        }
        "ready another chosen character of yours" => {
            return Some(Effect::ReadyChosen {
                another: true,
                only: ReadyOnly::Any,
            });
        }
        "ready chosen character of yours at a location" => {
            return Some(Effect::ReadyChosen {
                another: false,
                only: ReadyOnly::AtLocation,
            });
        }
        "ready chosen damaged character of yours" => {
            return Some(Effect::ReadyChosen {
                another: false,
                only: ReadyOnly::Damaged,
            });
        }
        "they can't quest for the rest of this turn"
        | "he can't quest for the rest of this turn"
        | "she can't quest for the rest of this turn"
        | "they can't quest or challenge for the rest of this turn"
        | "he can't quest or challenge for the rest of this turn"
        | "she can't quest or challenge for the rest of this turn"
        | "this character can't quest for the rest of this turn" => {
            return Some(Effect::NoQuestThisTurn);
        }
        "ready this character" => return Some(Effect::ReadySelf),
        "ready all cards in your inkwell" => return Some(Effect::ReadyInkwell),
        _ => {}
    }
    // Effects on the opponent only (1.2.3: as much as can be done, nothing here).
    let opponent = [
        "each opponent loses ",
        "each opponent chooses and discards",
        "chosen opponent reveals their hand",
        "chosen opposing character gets -",
        "chosen opposing character can't",
        "deal ",
        "banish chosen opposing",
        "exert chosen opposing",
        "return chosen opposing",
        "each opposing character gets -",
    ];
    if opponent.iter().any(|o| text.starts_with(o))
        && (!text.starts_with("deal ") || text.contains("opposing"))
    {
        return Some(Effect::OpponentOnly);
    }
    // Strength, willpower and challenge keywords (nothing in the lore race).
    let board = [
        "chosen character gains ",
        "chosen character of yours gains ",
        "chosen character gets +",
        "chosen character of yours gets +",
        "your characters gain ",
        "your characters get +",
        "this character gains ",
        "this character gets +",
    ];
    if board.iter().any(|b| text.starts_with(b))
        && !text.contains("{l}")
        && !text.contains("quest")
        && !text.contains("draw")
    {
        return Some(Effect::BoardOnly);
    }
    if inert(text) {
        return Some(Effect::BoardOnly);
    }
    None
}

/// Why a line stays manual, for coverage work: the parts no template reads ("trigger: ...",
/// "condition: ...", "effect: ...").
pub fn unread_parts(line: &str) -> Vec<String> {
    let text = normalise(line);
    let mut out = Vec::new();
    let mut rest = text.as_str();
    for head in [
        "once during your turn, ",
        "once per turn, ",
        "during your turn, ",
    ] {
        if let Some(r) = rest.strip_prefix(head) {
            rest = r;
        }
    }
    let starts_trigger = ["when ", "whenever ", "at the "]
        .iter()
        .any(|h| rest.starts_with(h));
    if starts_trigger {
        match TRIGGERS
            .iter()
            .find_map(|(head, _)| rest.strip_prefix(head))
            .or_else(|| you_play_class(rest).map(|(r, _)| r))
        {
            Some(r) => rest = r,
            None => {
                out.push(format!(
                    "trigger: {}",
                    rest.split_once(", ").map_or(rest, |(h, _)| h)
                ));
                return out;
            }
        }
    }
    for head in ["if ", "while "] {
        if let Some(r) = rest.strip_prefix(head)
            && let Some((c, after)) = r.split_once(", ")
        {
            if condition(c).is_none() {
                out.push(format!("condition: {c}"));
            }
            rest = after;
        }
    }
    let rest = rest.strip_prefix("you may ").unwrap_or(rest);
    let rest = rest.split_once(" - ").map_or(rest, |(_, e)| e);
    for clause in rest.trim_end_matches('.').split(". ") {
        if effects(clause).is_none() && static_change(clause).is_none() {
            out.push(format!("effect: {clause}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyword_lines_are_read_with_or_without_reminder_text() {
        assert_eq!(keyword("Singer 5"), Some(Keyword::Singer(5)));
        assert_eq!(
            keyword(
                "Shift 4 {I} (You may pay 4 {I} to play this on top of one of your characters named Belle.)"
            ),
            Some(Keyword::Shift(Shift {
                cost: 4,
                onto: ShiftOnto::SameName
            }))
        );
        assert_eq!(
            keyword("Universal Shift 4 {I}"),
            Some(Keyword::Shift(Shift {
                cost: 4,
                onto: ShiftOnto::Any
            }))
        );
        assert_eq!(
            keyword("Puppy Shift 3 {I}"),
            Some(Keyword::Shift(Shift {
                cost: 3,
                onto: ShiftOnto::Classification("Puppy".into())
            }))
        );
        assert_eq!(keyword("Challenger +2"), Some(Keyword::Challenger(2)));
        assert_eq!(keyword("Boost 2 {I}"), Some(Keyword::Boost(2)));
        assert_eq!(keyword("Duo Shift 5 {I}"), None);
        assert_eq!(keyword("Evasive"), Some(Keyword::Evasive));
    }

    #[test]
    fn the_ability_name_and_reminder_text_are_not_read_as_rules_text() {
        assert_eq!(
            normalise("HOT DOG! At the end of your turn, gain 1 lore. (Reminder.)"),
            "at the end of your turn, gain 1 lore."
        );
        assert_eq!(
            normalise("{E}, 2 {I} — Draw a card."),
            "{e}, 2 {i} - draw a card."
        );
    }

    #[test]
    fn several_keywords_on_one_line_are_each_read() {
        let read = compile("Bodyguard, Support", false);
        assert_eq!(read.len(), 2);
        assert_eq!(read[1].ability, Ability::Keyword(Keyword::Support));
    }

    #[test]
    fn the_race_templates_are_compiled() {
        let one = |text: &str| compile(text, false).remove(0).ability;
        assert_eq!(
            one(
                "EYE FOR VALUE When you play this character, you may draw a card, then choose and discard a card."
            ),
            Ability::Triggered {
                on: Trigger::Played,
                condition: None,
                optional: true,
                once: false,
                effects: vec![Effect::Loot {
                    draw: 1,
                    discard: 1
                }],
            }
        );
        assert_eq!(
            one(
                "MAKING MEMORIES While you have 5 or more cards in your inkwell, this character gets +2 {L}."
            ),
            Ability::Static {
                condition: Some(Condition::InkwellAtLeast(5)),
                change: Static::LoreSelf(2),
            }
        );
        assert_eq!(
            one(
                "BIGGEST FAN If you have a character named Meilin Lee in play, you pay 1 {I} less to play this character."
            ),
            Ability::Static {
                condition: Some(Condition::HaveNamed("Meilin Lee".into())),
                change: Static::CostLessSelf(1),
            }
        );
        assert_eq!(
            one("THE BOOK KNOWS EVERYTHING {E}, 1 {I}, Banish this item — Draw 2 cards."),
            Ability::Activated {
                exert: true,
                ink: 1,
                banish_self: true,
                effects: vec![Effect::Draw(2)],
            }
        );
        assert_eq!(
            one("INSPIRING DANCE Whenever this character quests, ready all cards in your inkwell."),
            Ability::Triggered {
                on: Trigger::Quests,
                condition: None,
                optional: false,
                once: false,
                effects: vec![Effect::ReadyInkwell],
            }
        );
        assert_eq!(
            compile("Draw 2 cards.", true).remove(0).ability,
            Ability::Resolve {
                effects: vec![Effect::Draw(2)]
            }
        );
    }

    #[test]
    fn triggers_that_need_an_opponent_are_dead_in_a_goldfish() {
        assert_eq!(
            compile(
                "BRAVE Whenever this character challenges another character, gain 1 lore.",
                false
            )
            .remove(0)
            .ability,
            Ability::Dead
        );
    }
}
