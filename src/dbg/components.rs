//! The component library: the Hurdles, Final Challenges, Locations and Pony Characters a player
//! has. The rulebook names only some of them (`assets/dbg/components.json`, see
//! `assets/dbg/SOURCES.md`); the player adds and edits the rest, which the user database keeps
//! as [`ComponentEdit`]s over the shipped list. Import and export use one JSON format.

use serde::{Deserialize, Serialize};

use super::challenge::{Challenge, ChallengeKind};
use super::error::{ComponentProblem, ComponentsError};
use super::location::Location;
use super::pony::Pony;

/// The components the rulebook names, as shipped.
pub const SHIPPED_COMPONENTS: &str = include_str!("../../assets/dbg/components.json");

/// The `format` of a components file.
pub const COMPONENTS_FORMAT: &str = "ponydeck-dbg-components";

/// The kinds of component the player can add, edit and remove.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ComponentKind {
    /// Hurdles (Level 1-3).
    Hurdle,
    /// Final Challenges (Level 2-3).
    FinalChallenge,
    /// Locations.
    Location,
    /// Pony Characters.
    Pony,
}

impl ComponentKind {
    /// Every kind, in the order lists show them.
    pub const ALL: [ComponentKind; 4] = [
        ComponentKind::Hurdle,
        ComponentKind::FinalChallenge,
        ComponentKind::Location,
        ComponentKind::Pony,
    ];

    /// The code stored in the database.
    pub fn code(self) -> &'static str {
        match self {
            ComponentKind::Hurdle => "hurdle",
            ComponentKind::FinalChallenge => "final_challenge",
            ComponentKind::Location => "location",
            ComponentKind::Pony => "pony",
        }
    }

    /// Reads a stored code.
    pub fn from_code(code: &str) -> Option<ComponentKind> {
        ComponentKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The name in sentences.
    pub fn name(self) -> &'static str {
        match self {
            ComponentKind::Hurdle => "Hurdle",
            ComponentKind::FinalChallenge => "Final Challenge",
            ComponentKind::Location => "Location",
            ComponentKind::Pony => "Pony Character",
        }
    }

    /// The list's key in a components file.
    fn list_key(self) -> &'static str {
        match self {
            ComponentKind::Hurdle => "hurdles",
            ComponentKind::FinalChallenge => "final_challenges",
            ComponentKind::Location => "locations",
            ComponentKind::Pony => "ponies",
        }
    }
}

/// One component of any kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Component {
    /// A Hurdle.
    Hurdle(Challenge),
    /// A Final Challenge.
    FinalChallenge(Challenge),
    /// A Location.
    Location(Location),
    /// A Pony Character.
    Pony(Pony),
}

impl Component {
    /// Its kind.
    pub fn kind(&self) -> ComponentKind {
        match self {
            Component::Hurdle(_) => ComponentKind::Hurdle,
            Component::FinalChallenge(_) => ComponentKind::FinalChallenge,
            Component::Location(_) => ComponentKind::Location,
            Component::Pony(_) => ComponentKind::Pony,
        }
    }

    /// Its name (the key within its kind, compared without case).
    pub fn name(&self) -> &str {
        match self {
            Component::Hurdle(c) | Component::FinalChallenge(c) => &c.name,
            Component::Location(l) => &l.name,
            Component::Pony(p) => &p.name,
        }
    }

    /// One line for lists, marking what is not entered yet:
    /// `Evil Enchantress (Level 2): Cloud Limit ?, cubes 2 per player pink (not entered: Cloud Limit)`.
    pub fn summary(&self) -> String {
        let number =
            |rule: Option<super::CountRule>| rule.map_or("?".to_string(), |r| r.to_string());
        match self {
            Component::Hurdle(c) | Component::FinalChallenge(c) => {
                let missing = c.missing_for_play();
                let missing = if missing.is_empty() {
                    String::new()
                } else {
                    format!(" (not entered: {})", missing.join(", "))
                };
                format!(
                    "{} ({}): Cloud Limit {}, cubes {}{}{missing}",
                    c.name,
                    c.level_text(),
                    number(c.cloud_limit),
                    number(c.cubes),
                    c.cube_color.map_or(String::new(), |col| format!(" {col}"))
                )
            }
            Component::Location(l) => format!(
                "{}{}: Move cost {}",
                l.name,
                if l.town_square { " (Town Square)" } else { "" },
                l.move_cost.map_or("?".to_string(), |c| c.to_string())
            ),
            Component::Pony(p) => format!("{} (tenth card: {})", p.name, p.tenth_card),
        }
    }

    /// What is wrong with it, one sentence each.
    pub fn problems(&self) -> Vec<String> {
        match self {
            Component::Hurdle(c) => c.problems(ChallengeKind::Hurdle),
            Component::FinalChallenge(c) => c.problems(ChallengeKind::FinalChallenge),
            Component::Location(l) => l.problems(),
            Component::Pony(p) => p.problems(),
        }
    }
}

/// A change the player made to the shipped list: a component added or edited (`Some`), or one
/// removed (`None`). Stored one per row in the user database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentEdit {
    /// The kind.
    pub kind: ComponentKind,
    /// The name it replaces or removes.
    pub name: String,
    /// The component now, or `None` when removed.
    pub component: Option<Component>,
}

/// The components a game is set up from.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Components {
    /// Hurdles, by level, then name.
    #[serde(default)]
    pub hurdles: Vec<Challenge>,
    /// Final Challenges, by level, then name.
    #[serde(default)]
    pub final_challenges: Vec<Challenge>,
    /// Locations, the Town Square first, then by name.
    #[serde(default)]
    pub locations: Vec<Location>,
    /// Pony Characters, in the order the rulebook lists them, then the player's.
    #[serde(default)]
    pub ponies: Vec<Pony>,
}

/// A components file on disk.
#[derive(Serialize, Deserialize)]
struct ComponentsFile {
    #[serde(default)]
    format: Option<String>,
    #[serde(default)]
    version: Option<u32>,
    #[serde(flatten)]
    components: Components,
}

const CHALLENGE_KEYS: &[&str] = &[
    "name",
    "level",
    "cloud_limit",
    "cubes",
    "cube_color",
    "setback",
    "reward",
    "chaos",
    "cloud_cover",
    "notes",
];
const LOCATION_KEYS: &[&str] = &["name", "move_cost", "town_square", "tasks", "notes"];
const PONY_KEYS: &[&str] = &["name", "tenth_card", "ability", "flipped_ability"];

fn same_name(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}

impl Components {
    /// The components the rulebook names.
    pub fn shipped() -> Result<Components, ComponentsError> {
        Components::from_json(SHIPPED_COMPONENTS)
    }

    /// Reads a components file, checking every entry: unknown fields (a typo would otherwise
    /// lose what was typed), impossible levels, missing names, names used twice. All or
    /// nothing: every problem is listed.
    pub fn from_json(text: &str) -> Result<Components, ComponentsError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| ComponentsError::json(&e))?;
        let mut problems = Vec::new();
        if let Some(object) = value.as_object() {
            for key in object.keys() {
                let known = ["format", "version"].contains(&key.as_str())
                    || ComponentKind::ALL.iter().any(|k| k.list_key() == key);
                if !known {
                    problems.push(ComponentProblem {
                        place: format!("\"{}\"", crate::limits::short(key)),
                        message: "is not a list of a components file; the lists are hurdles, \
                                  final_challenges, locations and ponies"
                            .into(),
                    });
                }
            }
            if let Some(format) = object.get("format").and_then(|f| f.as_str())
                && format != COMPONENTS_FORMAT
            {
                problems.push(ComponentProblem {
                    place: "format".into(),
                    message: format!(
                        "'{}' is not a ponydeck components file (its format is \
                         '{COMPONENTS_FORMAT}'); a game file goes to `ponydeck dbg play --components`",
                        crate::limits::short(format)
                    ),
                });
            }
            for kind in ComponentKind::ALL {
                let keys = match kind {
                    ComponentKind::Hurdle | ComponentKind::FinalChallenge => CHALLENGE_KEYS,
                    ComponentKind::Location => LOCATION_KEYS,
                    ComponentKind::Pony => PONY_KEYS,
                };
                let entries = object
                    .get(kind.list_key())
                    .and_then(|l| l.as_array())
                    .map_or(&[][..], Vec::as_slice);
                for (i, entry) in entries.iter().enumerate() {
                    for key in entry.as_object().into_iter().flat_map(|o| o.keys()) {
                        if !keys.contains(&key.as_str()) {
                            problems.push(ComponentProblem {
                                place: entry_place(kind, i, entry_name(entry)),
                                message: format!(
                                    "unknown field \"{}\"; the fields are {}",
                                    crate::limits::short(key),
                                    keys.join(", ")
                                ),
                            });
                        }
                    }
                }
            }
        }
        // Read again as the typed file, so a wrong value is reported at its line and column.
        let file: ComponentsFile =
            serde_json::from_str(text).map_err(|e| ComponentsError::json(&e))?;
        let components = file.components;
        problems.extend(components.problems());
        if problems.is_empty() {
            Ok(components.normalized())
        } else {
            Err(ComponentsError::Invalid { problems })
        }
    }

    /// The file `ponydeck dbg components export` writes (pretty JSON, ends with a newline).
    pub fn to_json(&self) -> String {
        let file = ComponentsFile {
            format: Some(COMPONENTS_FORMAT.to_string()),
            version: Some(1),
            components: self.clone(),
        };
        // Plain structs with string keys: serialising cannot fail.
        let mut text = serde_json::to_string_pretty(&file).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Every problem of every entry, with its place.
    fn problems(&self) -> Vec<ComponentProblem> {
        let mut problems = Vec::new();
        for kind in ComponentKind::ALL {
            let entries = self.of_kind(kind);
            for (i, component) in entries.iter().enumerate() {
                let place = entry_place(kind, i, Some(component.name()));
                for message in component.problems() {
                    problems.push(ComponentProblem {
                        place: place.clone(),
                        message,
                    });
                }
                if entries[..i]
                    .iter()
                    .any(|other| same_name(other.name(), component.name()))
                {
                    problems.push(ComponentProblem {
                        place,
                        message: format!(
                            "a {} of this name is listed twice; keep one",
                            kind.name()
                        ),
                    });
                }
            }
        }
        problems
    }

    /// The entries of one kind, in list order.
    pub fn of_kind(&self, kind: ComponentKind) -> Vec<Component> {
        match kind {
            ComponentKind::Hurdle => self
                .hurdles
                .iter()
                .cloned()
                .map(Component::Hurdle)
                .collect(),
            ComponentKind::FinalChallenge => self
                .final_challenges
                .iter()
                .cloned()
                .map(Component::FinalChallenge)
                .collect(),
            ComponentKind::Location => self
                .locations
                .iter()
                .cloned()
                .map(Component::Location)
                .collect(),
            ComponentKind::Pony => self.ponies.iter().cloned().map(Component::Pony).collect(),
        }
    }

    /// The component of a kind with this name (any case).
    pub fn find(&self, kind: ComponentKind, name: &str) -> Option<Component> {
        self.of_kind(kind)
            .into_iter()
            .find(|c| same_name(c.name(), name))
    }

    /// Puts a component in, replacing the one of that kind and name.
    pub fn put(&mut self, component: Component) {
        self.remove(component.kind(), component.name().to_string().as_str());
        match component {
            Component::Hurdle(c) => self.hurdles.push(c),
            Component::FinalChallenge(c) => self.final_challenges.push(c),
            Component::Location(l) => self.locations.push(l),
            Component::Pony(p) => self.ponies.push(p),
        }
    }

    /// Removes the component of a kind with this name, if any.
    pub fn remove(&mut self, kind: ComponentKind, name: &str) {
        match kind {
            ComponentKind::Hurdle => self.hurdles.retain(|c| !same_name(&c.name, name)),
            ComponentKind::FinalChallenge => {
                self.final_challenges.retain(|c| !same_name(&c.name, name));
            }
            ComponentKind::Location => self.locations.retain(|l| !same_name(&l.name, name)),
            ComponentKind::Pony => self.ponies.retain(|p| !same_name(&p.name, name)),
        }
    }

    /// The shipped components with the player's edits applied, in the defined order.
    pub fn with_edits(mut self, edits: &[ComponentEdit]) -> Components {
        for edit in edits {
            self.remove(edit.kind, &edit.name);
            if let Some(component) = &edit.component {
                self.put(component.clone());
            }
        }
        self.normalized()
    }

    /// The edits that turn `self` into `other` for the components `other` lists (an import
    /// adds and replaces, it never removes): one per component that is new or different.
    pub fn edits_to_import(&self, other: &Components) -> Vec<ComponentEdit> {
        let mut edits = Vec::new();
        for kind in ComponentKind::ALL {
            for component in other.of_kind(kind) {
                if self.find(kind, component.name()).as_ref() != Some(&component) {
                    edits.push(ComponentEdit {
                        kind,
                        name: component.name().to_string(),
                        component: Some(component),
                    });
                }
            }
        }
        edits
    }

    /// Sorts the lists into their defined order: Hurdles and Final Challenges by level, then
    /// name; Locations with the Town Square first, then by name; Ponies as listed.
    pub fn normalized(mut self) -> Components {
        let by_level = |a: &Challenge, b: &Challenge| {
            (a.level.unwrap_or(u8::MAX), a.name.to_lowercase())
                .cmp(&(b.level.unwrap_or(u8::MAX), b.name.to_lowercase()))
        };
        self.hurdles.sort_by(by_level);
        self.final_challenges.sort_by(by_level);
        self.locations.sort_by(|a, b| {
            (!a.town_square, a.name.to_lowercase()).cmp(&(!b.town_square, b.name.to_lowercase()))
        });
        self
    }

    /// The Ponyville: Town Square, if entered.
    pub fn town_square(&self) -> Option<&Location> {
        self.locations.iter().find(|l| l.town_square)
    }

    /// A count for the Components screen: `1 Hurdle, 1 Final Challenge, 1 Location, 6 Ponies`.
    pub fn summary(&self) -> String {
        format!(
            "{} of 12 Hurdles, {} of 4 Final Challenges, {} of 8 Locations, {} of 6 Pony Characters",
            self.hurdles.len(),
            self.final_challenges.len(),
            self.locations.len(),
            self.ponies.len()
        )
    }
}

fn entry_name(entry: &serde_json::Value) -> Option<&str> {
    entry.get("name").and_then(|n| n.as_str())
}

fn entry_place(kind: ComponentKind, i: usize, name: Option<&str>) -> String {
    match name {
        Some(name) if !name.trim().is_empty() => {
            format!(
                "{}[{}] \"{}\"",
                kind.list_key(),
                i + 1,
                crate::limits::short(name)
            )
        }
        _ => format!("{}[{}]", kind.list_key(), i + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_components_read_and_name_the_six_ponies() {
        let shipped = Components::shipped().unwrap();
        assert_eq!(shipped.ponies.len(), 6);
        assert!(shipped.town_square().is_some());
        assert_eq!(Components::from_json(&shipped.to_json()).unwrap(), shipped);
    }

    #[test]
    fn every_problem_of_a_file_is_listed_with_its_place() {
        let text = r#"{"hurdles": [{"name": "A", "level": 4}, {"name": "", "level": 1, "cloud_limt": "3"}],
                      "final_challenges": [{"name": "F", "level": 1}, {"name": "f", "level": 2}]}"#;
        let Err(ComponentsError::Invalid { problems }) = Components::from_json(text) else {
            panic!("the file is refused");
        };
        let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert!(
            text.iter()
                .any(|p| p.starts_with("hurdles[1] \"A\": level 4")),
            "{text:?}"
        );
        assert!(
            text.iter()
                .any(|p| p.contains("unknown field \"cloud_limt\"")),
            "{text:?}"
        );
        assert!(text.iter().any(|p| p.contains("needs a name")), "{text:?}");
        assert!(
            text.iter()
                .any(|p| p.contains("final_challenges[1] \"F\": level 1")),
            "{text:?}"
        );
        assert!(text.iter().any(|p| p.contains("listed twice")), "{text:?}");
    }

    #[test]
    fn edits_replace_remove_and_add_by_name_in_any_case() {
        let shipped = Components::shipped().unwrap();
        let mut edited = Challenge::named("evil enchantress", 2);
        edited.cloud_limit = Some(crate::dbg::CountRule::per_player(2, 1));
        let edits = vec![
            ComponentEdit {
                kind: ComponentKind::Hurdle,
                name: "Evil Enchantress".into(),
                component: Some(Component::Hurdle(edited.clone())),
            },
            ComponentEdit {
                kind: ComponentKind::Pony,
                name: "RARITY".into(),
                component: None,
            },
            ComponentEdit {
                kind: ComponentKind::Hurdle,
                name: "A New One".into(),
                component: Some(Component::Hurdle(Challenge::named("A New One", 1))),
            },
        ];
        let merged = shipped.clone().with_edits(&edits);
        assert_eq!(merged.hurdles[0].name, "A New One", "level 1 sorts first");
        assert_eq!(merged.hurdles[1], edited);
        assert_eq!(merged.ponies.len(), 5);
        assert_eq!(shipped.edits_to_import(&merged).len(), 2, "the two Hurdles");
    }
}
