//! "Setting Up the Game", drawn with a seed: the same components, options and seed give the
//! same game. The draw: Ponies for the players who did not choose one; one Hurdle of each level
//! (Level 3 at the bottom, Level 1 on top) and any extra Hurdles ("Continuing Adventures"), the
//! stack ordered by level; one Final Challenge; the unused Hurdles shuffled for Chaos; the
//! Ponyville: Town Square and three Locations from the shuffled rest.

use rand::seq::{IndexedRandom as _, SliceRandom as _};

use crate::engine::EngineRng;

use super::challenge::Challenge;
use super::components::Components;
use super::count_rule::PlayerCount;
use super::error::SetupError;
use super::game_components::{GameComponents, Situations};
use super::pony::Pony;

/// What the players choose before the draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupOptions {
    /// The players (solo counts as two in every number).
    pub players: PlayerCount,
    /// Each player's chosen Pony by name, in turn order; `None` (or a missing entry) draws one.
    pub ponies: Vec<Option<String>>,
    /// Situations in the Adventure Deck ("Continuing Adventures").
    pub situations: Situations,
    /// Hurdles added to the Active Hurdle stack beyond one of each level.
    pub extra_hurdles: u8,
    /// The seed of the draw.
    pub seed: u64,
}

impl SetupOptions {
    /// A solo game with a random Pony, no Situations and no extra Hurdles.
    pub fn new(players: PlayerCount, seed: u64) -> SetupOptions {
        SetupOptions {
            players,
            ponies: Vec::new(),
            situations: Situations::NONE,
            extra_hurdles: 0,
            seed,
        }
    }
}

/// Draws a game from the components. Fails, naming what to enter, when a Hurdle of some level
/// or a Final Challenge cannot be drawn; what only the box can supply (Locations, unused
/// Hurdles) becomes a note instead.
pub fn set_up(
    components: &Components,
    options: &SetupOptions,
) -> Result<GameComponents, SetupError> {
    let mut rng = EngineRng::new(options.seed);
    let mut notes = Vec::new();
    let ponies = draw_ponies(components, options, &mut rng)?;

    // "Hurdles and the Final Challenge": one of each level, chosen at random.
    let mut left: Vec<&Challenge> = components.hurdles.iter().collect();
    let mut stack: Vec<Challenge> = Vec::new();
    for level in 1..=3u8 {
        let candidates: Vec<&Challenge> = left
            .iter()
            .copied()
            .filter(|h| h.level == Some(level) && h.is_playable())
            .collect();
        let Some(chosen) = candidates.choose(rng.rng()).copied() else {
            return Err(SetupError::NoHurdle {
                level,
                incomplete: left.iter().filter(|h| h.level == Some(level)).count(),
            });
        };
        left.retain(|h| !std::ptr::eq(*h, chosen));
        stack.push(chosen.clone());
    }
    // "Continuing Adventures": "adding an additional Hurdle or two to the Active Hurdle stack".
    let mut playable: Vec<&Challenge> = left.iter().copied().filter(|h| h.is_playable()).collect();
    if usize::from(options.extra_hurdles) > playable.len() {
        return Err(SetupError::NotEnoughExtraHurdles {
            wanted: options.extra_hurdles,
            available: playable.len(),
        });
    }
    playable.shuffle(rng.rng());
    for extra in playable
        .into_iter()
        .take(usize::from(options.extra_hurdles))
    {
        left.retain(|h| !std::ptr::eq(*h, extra));
        stack.push(extra.clone());
    }
    // Level 1 on top, Level 3 at the bottom; extra Hurdles join their level (a stable sort).
    stack.sort_by_key(|h| h.level);

    let finals: Vec<&Challenge> = components
        .final_challenges
        .iter()
        .filter(|f| f.is_playable())
        .collect();
    let Some(final_challenge) = finals.choose(rng.rng()).map(|f| (*f).clone()) else {
        return Err(SetupError::NoFinalChallenge {
            incomplete: components.final_challenges.len(),
        });
    };

    // "Shuffle the remaining Hurdle cards and place them face down near the Active Hurdle stack."
    let mut chaos: Vec<Challenge> = left.into_iter().cloned().collect();
    chaos.shuffle(rng.rng());
    let box_unused = 12usize.saturating_sub(stack.len());
    if chaos.len() < box_unused {
        notes.push(format!(
            "The unused Hurdle deck for Chaos holds the {} other Hurdles entered (the box has {box_unused}); \
             enter the rest on the Components screen to draw Chaos from all of them.",
            chaos.len()
        ));
    }

    // "Locations": the Town Square, then the top 3 of the shuffled rest.
    let mut locations = Vec::new();
    match components.town_square() {
        Some(town) => locations.push(town.clone()),
        None => notes.push(
            "No Ponyville: Town Square is entered; place it from the box: every Pony starts there."
                .into(),
        ),
    }
    let mut location_deck: Vec<_> = components
        .locations
        .iter()
        .filter(|l| !l.town_square)
        .cloned()
        .collect();
    location_deck.shuffle(rng.rng());
    let drawn = location_deck.len().min(3);
    locations.extend(location_deck.drain(..drawn));
    if drawn < 3 {
        notes.push(format!(
            "Only {drawn} Locations besides the Town Square are entered; draw {} more from the box's Location deck.",
            3 - drawn
        ));
    }

    Ok(GameComponents {
        hurdles: stack,
        final_challenge,
        chaos,
        locations,
        location_deck,
        ponies,
        situations: options.situations,
        setup_seed: Some(options.seed),
        notes,
    })
}

/// "Each player picks a Starting Pony Character": the chosen ones, the rest drawn.
fn draw_ponies(
    components: &Components,
    options: &SetupOptions,
    rng: &mut EngineRng,
) -> Result<Vec<Pony>, SetupError> {
    let seated = usize::from(options.players.seated());
    if options.ponies.len() > seated {
        return Err(SetupError::Ponies(format!(
            "{} Ponies are chosen for {seated} players; choose one per player at most",
            options.ponies.len()
        )));
    }
    let mut chosen: Vec<Option<Pony>> = vec![None; seated];
    for (slot, name) in chosen.iter_mut().zip(&options.ponies) {
        let Some(name) = name else { continue };
        let Some(pony) = components
            .ponies
            .iter()
            .find(|p| p.name.trim().eq_ignore_ascii_case(name.trim()))
        else {
            return Err(SetupError::UnknownPony {
                name: name.clone(),
                known: components
                    .ponies
                    .iter()
                    .map(|p| p.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        };
        *slot = Some(pony.clone());
    }
    for (i, pony) in chosen
        .iter()
        .enumerate()
        .filter_map(|(i, p)| p.as_ref().map(|p| (i, p)))
    {
        if chosen[..i]
            .iter()
            .flatten()
            .any(|other| other.name == pony.name)
        {
            return Err(SetupError::PonyTwice {
                name: pony.name.clone(),
            });
        }
    }
    let mut free: Vec<&Pony> = components
        .ponies
        .iter()
        .filter(|p| !chosen.iter().flatten().any(|c| c.name == p.name))
        .collect();
    let mut ponies = Vec::with_capacity(seated);
    for slot in chosen {
        match slot {
            Some(pony) => ponies.push(pony),
            None => {
                let Some(pick) = free.choose(rng.rng()).copied() else {
                    return Err(SetupError::Ponies(format!(
                        "only {} Pony Characters are entered for {seated} players; enter more Ponies",
                        components.ponies.len()
                    )));
                };
                free.retain(|p| !std::ptr::eq(*p, pick));
                ponies.push(pick.clone());
            }
        }
    }
    Ok(ponies)
}
