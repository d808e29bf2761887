//! Which version of the Kayou rules applies. The versions differ in a few switches (Replace,
//! the second player's extra Force of Harmony, ...); the engine and validator read the switches
//! from here instead of keeping a copy of themselves per version.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A version of the My Little Pony Card Game rules.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
pub enum RulesVersion {
    /// Core rules 1.3.0 (complete text in `shared/rules`).
    #[serde(rename = "1.3.0")]
    V1_3_0,
    /// Rules 2.0.0 (abridged), the newest; the default.
    #[default]
    #[serde(rename = "2.0.0")]
    V2_0_0,
}

impl RulesVersion {
    /// Every version, oldest first.
    pub const ALL: [RulesVersion; 2] = [RulesVersion::V1_3_0, RulesVersion::V2_0_0];

    /// The newest version this program knows.
    pub const NEWEST: RulesVersion = RulesVersion::V2_0_0;

    /// The version as written on the command line and in JSON (`1.3.0`).
    pub fn as_str(self) -> &'static str {
        match self {
            RulesVersion::V1_3_0 => "1.3.0",
            RulesVersion::V2_0_0 => "2.0.0",
        }
    }

    /// Reads `1.3.0`, `2.0.0` (also `1.3`, `2`, `2.0`).
    pub fn parse(text: &str) -> Option<RulesVersion> {
        match text.trim().trim_start_matches('v') {
            "1.3.0" | "1.3" => Some(RulesVersion::V1_3_0),
            "2.0.0" | "2.0" | "2" => Some(RulesVersion::V2_0_0),
            _ => None,
        }
    }

    /// 2.0.0: a Character may be played onto an occupied slot, Replacing the Character there.
    pub fn allows_replace(self) -> bool {
        self >= RulesVersion::V2_0_0
    }

    /// 2.0.0: in the first two rounds the second player may tap the Main Character for one more
    /// Force of Harmony.
    pub fn second_player_main_character_pays(self) -> bool {
        self >= RulesVersion::V2_0_0
    }

    /// 2.0.0: a Character that wins a Contact triggers its [Triumph] ability (new in 2.0.0).
    pub fn triumph_triggers(self) -> bool {
        self >= RulesVersion::V2_0_0
    }

    /// Whose abilities resolve first when a Contact sets off both players' at the same time
    /// (their [Farewell]s in a tie, a [Triumph] beside a [Farewell]): 1.3.0 the non-turn
    /// player's (501.1.1b, 504.6, 614.2.1), 2.0.0 the turn player's (Contact, step 3: "If both
    /// Active Player and Rival have Effects which would trigger at the same time, the Active
    /// Player's Effects resolve first").
    pub fn turn_player_resolves_first_in_contact(self) -> bool {
        self >= RulesVersion::V2_0_0
    }

    /// What becomes of a removed Plan whose Pre-plan ability cannot be carried out at all:
    /// 1.3.0 (605.2.0) skips the ability and the Plan goes to the Retirement Area; 2.0.0
    /// ("Intervene the Plan") gives the card to its owner's hand.
    pub fn unperformable_pre_plan_to_hand(self) -> bool {
        self >= RulesVersion::V2_0_0
    }
}

impl fmt::Display for RulesVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for RulesVersion {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        RulesVersion::parse(s)
            .ok_or_else(|| format!("'{s}' is not a rules version; use 1.3.0 or 2.0.0"))
    }
}
