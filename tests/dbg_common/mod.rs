//! Shared builders of the Adventures in Equestria tests: hand-made Hurdles and Final Challenges
//! (the rulebook prints few numbers, so these are test cards, named as such, except Evil
//! Enchantress and Best Night Ever?, whose printed facts the rulebook gives) and a tracker.

use ponydeck::dbg::{
    Action, Challenge, ChallengeChoice, CloudTarget, CountRule, CubeColor, Event, GameComponents,
    PlayerCount, Situations, Tracker, TrackerView,
};

/// Gives the team the Sugar Cubes the current target requires and it lacks, in its colour (pink
/// when none is entered), so that an attempt is allowed ("Attempt to Overcome", step 1: only a
/// team holding them may attempt): each player's missing share of a Final Challenge, then what
/// the team still lacks to the active player.
pub fn gain_required(t: &mut Tracker) {
    let need = t.state().requirement();
    let Some(total) = need.total else { return };
    let color = need.color.unwrap_or(CubeColor::Pink);
    let mut gains = Vec::new();
    if let Some(share) = need.share {
        for (i, ledger) in t.state().ledgers().iter().enumerate() {
            let held = ledger.cubes_matching(need.color);
            if held < share {
                gains.push((u8::try_from(i + 1).unwrap(), share - held));
            }
        }
    }
    let after: u32 = need.held + gains.iter().map(|(_, n)| n).sum::<u32>();
    if after < total {
        gains.push((t.state().active_player(), total - after));
    }
    for (player, n) in gains {
        apply(
            t,
            Action::Cubes {
                player,
                color,
                delta: i32::try_from(n).unwrap(),
            },
        );
    }
}

/// A Hurdle with its numbers.
pub fn hurdle(
    name: &str,
    level: u8,
    cloud_limit: &str,
    cubes: &str,
    color: CubeColor,
) -> Challenge {
    Challenge {
        cloud_limit: Some(CountRule::parse(cloud_limit).unwrap()),
        cubes: Some(CountRule::parse(cubes).unwrap()),
        cube_color: Some(color),
        setback: Some(format!("Setback of {name}.")),
        reward: Some(format!("Reward of {name}.")),
        chaos: Some(format!("+1 Help per player (Chaos of {name})")),
        ..Challenge::named(name, level)
    }
}

/// A Final Challenge with its numbers and Cloud Cover texts.
pub fn final_challenge(name: &str, cloud_limit: &str, cubes: &str, color: CubeColor) -> Challenge {
    Challenge {
        cloud_limit: Some(CountRule::parse(cloud_limit).unwrap()),
        cubes: Some(CountRule::parse(cubes).unwrap()),
        cube_color: Some(color),
        cloud_cover: [
            Some("First Cloud Cover.".into()),
            Some("Second Cloud Cover.".into()),
        ],
        ..Challenge::named(name, 3)
    }
}

/// Three test Hurdles, one per level, and a Final Challenge:
/// - Test Hurdle One (Level 1): Cloud Limit `1 per player +1`, `2 per player` pink;
/// - Evil Enchantress (Level 2): Cloud Limit `2 per player` (test number), `2 per player`
///   pink (as the rulebook's example prints);
/// - Test Hurdle Three (Level 3): Cloud Limit `3`, `3` blue;
/// - Best Night Ever? (Final): Cloud Limit `3 per player +3` (test number), `2 per player`
///   green ("each player must have 2 Sugar Cubes"; the colour is a test choice).
pub fn standard() -> GameComponents {
    game(
        vec![
            hurdle(
                "Test Hurdle One",
                1,
                "1 per player +1",
                "2 per player",
                CubeColor::Pink,
            ),
            hurdle(
                "Evil Enchantress",
                2,
                "2 per player",
                "2 per player",
                CubeColor::Pink,
            ),
            hurdle("Test Hurdle Three", 3, "3", "3", CubeColor::Blue),
        ],
        final_challenge(
            "Best Night Ever?",
            "3 per player +3",
            "2 per player",
            CubeColor::Green,
        ),
    )
}

/// A game of these cards with nothing else.
pub fn game(hurdles: Vec<Challenge>, final_challenge: Challenge) -> GameComponents {
    GameComponents {
        hurdles,
        final_challenge,
        chaos: Vec::new(),
        locations: Vec::new(),
        location_deck: Vec::new(),
        ponies: Vec::new(),
        situations: Situations::NONE,
        setup_seed: None,
        notes: Vec::new(),
    }
}

/// A tracker at the start of turn 1.
pub fn tracker(players: u8, game: GameComponents) -> Tracker {
    Tracker::new(game, PlayerCount::new(players).unwrap(), 1).unwrap()
}

/// Applies a step that must be allowed.
pub fn apply(t: &mut Tracker, action: Action) -> Vec<Event> {
    t.apply(action)
        .unwrap_or_else(|e| panic!("{action:?} is allowed: {e}"))
}

/// `cloud N`.
pub fn clouds(t: &mut Tracker, count: i32) -> Vec<Event> {
    apply(
        t,
        Action::Clouds {
            on: CloudTarget::ActiveHurdle,
            count,
        },
    )
}

/// `cloud final N`.
pub fn final_clouds(t: &mut Tracker, count: i32) -> Vec<Event> {
    apply(
        t,
        Action::Clouds {
            on: CloudTarget::FinalChallenge,
            count,
        },
    )
}

/// `overcome`, the team first gaining the cubes it lacks ([`gain_required`]) and spending them
/// (`overcome spend`) when the card's colour is entered, so the counts are back at 0.
pub fn overcome(t: &mut Tracker) -> Vec<Event> {
    gain_required(t);
    let spend = t.state().requirement().color.is_some();
    apply(
        t,
        Action::Overcome {
            on: ChallengeChoice::Active,
            spend,
        },
    )
}

/// `end`.
pub fn end(t: &mut Tracker) -> Vec<Event> {
    apply(t, Action::EndTurn)
}

/// The view now.
pub fn view(t: &Tracker) -> TrackerView {
    t.view()
}

/// How many events of a kind.
pub fn count(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events.iter().filter(|e| pred(e)).count()
}
