//! [`CompiledCard`]: what the compiler made of one card's text.

use serde::{Deserialize, Serialize};

use super::{Ability, CardFilter};

/// Whether the engine can carry a card's text out from its compiled form.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Automation {
    /// Every sentence of the text became typed effects.
    Automated,
    /// Some sentence has no template: the player resolves the text by hand.
    Manual {
        /// Why, as a short sentence naming the part not understood.
        reason: String,
    },
}

/// A card's compiled text: its abilities, its play restrictions, and whether all of it was
/// understood.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CompiledCard {
    /// The abilities, in printed order (empty when manual).
    pub abilities: Vec<Ability>,
    /// "Only adorn 「X」.": the Characters this Item may adorn (503.1.8, 501.4).
    pub only_adorn: Option<CardFilter>,
    /// Automated or manual with the reason.
    pub automation: Automation,
}

impl CompiledCard {
    /// A card with no ability text.
    pub fn vanilla() -> CompiledCard {
        CompiledCard {
            abilities: Vec::new(),
            only_adorn: None,
            automation: Automation::Automated,
        }
    }

    /// A text left to the player.
    pub fn manual(reason: impl Into<String>) -> CompiledCard {
        CompiledCard {
            abilities: Vec::new(),
            only_adorn: None,
            automation: Automation::Manual {
                reason: reason.into(),
            },
        }
    }

    /// Whether every sentence became typed effects.
    pub fn is_automated(&self) -> bool {
        self.automation == Automation::Automated
    }

    /// Why the text is manual, if it is.
    pub fn manual_reason(&self) -> Option<&str> {
        match &self.automation {
            Automation::Automated => None,
            Automation::Manual { reason } => Some(reason),
        }
    }
}
