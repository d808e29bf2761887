//! Which card game a card, catalog or format belongs to.

use serde::{Deserialize, Serialize};

/// The card games ponydeck knows. Shared code takes the game as data instead of assuming Kayou.
/// Kayou is the default and comes first everywhere the games are listed.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
#[serde(rename_all = "lowercase")]
pub enum Game {
    /// The Kayou My Little Pony Card Game.
    #[default]
    Kayou,
    /// Disney Lorcana (Ravensburger).
    Lorcana,
    /// The Palworld Official Card Game (Bushiroad).
    Palworld,
}

impl Game {
    /// Every game, Kayou first.
    pub const ALL: [Game; 3] = [Game::Kayou, Game::Lorcana, Game::Palworld];

    /// The stable lowercase code used in databases and on the command line.
    pub fn code(self) -> &'static str {
        match self {
            Game::Kayou => "kayou",
            Game::Lorcana => "lorcana",
            Game::Palworld => "palworld",
        }
    }

    /// The name to show.
    pub fn title(self) -> &'static str {
        match self {
            Game::Kayou => "My Little Pony (Kayou)",
            Game::Lorcana => "Disney Lorcana",
            Game::Palworld => "Palworld",
        }
    }

    /// The game's name where room is short (the side bar's switcher).
    pub fn short_title(self) -> &'static str {
        match self {
            Game::Kayou => "My Little Pony",
            Game::Lorcana => "Lorcana",
            Game::Palworld => "Palworld",
        }
    }

    /// A search in the game's own keys, as the hint of a search box.
    pub fn search_example(self) -> &'static str {
        match self {
            Game::Kayou => "t:character k:unicorn c<=2",
            Game::Lorcana => "ink:amber is:inkable c<=3 class:hero",
            Game::Palworld => "color:red is:lucky power>=1000 el:fire",
        }
    }

    /// The deck list shapes a paste box reads for the game, as its hint.
    pub fn list_example(self) -> &'static str {
        match self {
            Game::Kayou => "ponydeck, DreamTCG text or JSON",
            Game::Lorcana => "4 Elsa - Snow Queen (Dreamborn, Inkdecks)",
            Game::Palworld => "4 EBP01-003 … Soul Deck: 10 ESOUL-001",
        }
    }

    /// Whether the rules engine plays this game's cards (goldfish, simulate, tune, duel and
    /// the ability coverage). Kayou's only, until Lorcana's and Palworld's tables are built.
    pub fn has_engine(self) -> bool {
        matches!(self, Game::Kayou)
    }

    /// Whether the game is played out at a goldfish table (Kayou's engine, Lorcana's table);
    /// the others practise opening hands.
    pub fn has_table(self) -> bool {
        matches!(self, Game::Kayou | Game::Lorcana)
    }

    /// Whether the game's printing IDs carry a card number every printing of the card shares
    /// (Kayou, 102.1.1: `※BP01-CR01` and `BP01-CR01` are card `BP01-CR01`). Then the card
    /// number is the copy key, an ID the catalog lacks still names its card, and completion
    /// counts card numbers; the other games count by name and complete by printing, as their
    /// collectors number them.
    pub fn has_card_numbers(self) -> bool {
        matches!(self, Game::Kayou)
    }

    /// The field a report names a card's copy key by: `number` where it is the card number,
    /// else `card` (the name the copy limit counts by).
    pub fn copy_key_field(self) -> &'static str {
        if self.has_card_numbers() {
            "number"
        } else {
            "card"
        }
    }

    /// How a report counts distinct cards: by card number, or by card.
    pub fn distinct_cards_word(self) -> &'static str {
        if self.has_card_numbers() {
            "card numbers"
        } else {
            "different"
        }
    }

    /// Reads a game code written by [`Game::code`].
    pub fn from_code(code: &str) -> Option<Game> {
        match code.trim().to_ascii_lowercase().as_str() {
            "kayou" | "mlp" => Some(Game::Kayou),
            "lorcana" => Some(Game::Lorcana),
            "palworld" | "pal" => Some(Game::Palworld),
            _ => None,
        }
    }
}

impl std::fmt::Display for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

impl std::str::FromStr for Game {
    type Err = String;
    fn from_str(s: &str) -> Result<Game, String> {
        Game::from_code(s)
            .ok_or_else(|| format!("'{s}' is not a game; expected kayou, lorcana or palworld"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_reads_back_its_own_code_and_kayou_is_the_default() {
        for game in Game::ALL {
            assert_eq!(Game::from_code(game.code()), Some(game));
        }
        assert_eq!(Game::default(), Game::Kayou);
        assert_eq!(Game::ALL[0], Game::Kayou);
    }
}
