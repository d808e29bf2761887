//! "Setting Up the Game", drawn with a seed: the Active Hurdle stack, the Final Challenge, the
//! unused Hurdles for Chaos, the Locations, the Ponies and their starting decks, and the
//! "Continuing Adventures" options. The library here is made of test cards (the rulebook names
//! too few to set up a game), with the shipped Ponies and Town Square.

use crate::dbg_common;

use dbg_common::{final_challenge, hurdle};
use ponydeck::dbg::{
    Challenge, Components, CubeColor, GameComponents, Location, PlayerCount, SetupError,
    SetupOptions, Situations, Tracker, set_up,
};

/// The shipped components plus a whole box of test cards: 4 Hurdles per level, 4 Final
/// Challenges, 7 Locations besides the Town Square.
fn full_box() -> Components {
    let mut components = Components::shipped().unwrap();
    components.hurdles.clear();
    components.final_challenges.clear();
    for level in 1..=3u8 {
        for letter in ["a", "b", "c", "d"] {
            components.hurdles.push(hurdle(
                &format!("Test Hurdle {level}{letter}"),
                level,
                "2 per player",
                "1 per player",
                CubeColor::Pink,
            ));
        }
    }
    for n in 1..=4 {
        components.final_challenges.push(final_challenge(
            &format!("Test Final {n}"),
            "3 per player +2",
            "2 per player",
            CubeColor::Green,
        ));
    }
    for n in 1..=7 {
        components.locations.push(Location {
            name: format!("Test Location {n}"),
            move_cost: Some(n),
            ..Location::default()
        });
    }
    components.normalized()
}

fn options(players: u8, seed: u64) -> SetupOptions {
    SetupOptions::new(PlayerCount::new(players).unwrap(), seed)
}

fn levels(game: &GameComponents) -> Vec<Option<u8>> {
    game.hurdles.iter().map(|h| h.level).collect()
}

#[test]
fn the_same_components_options_and_seed_give_the_same_setup() {
    let components = full_box();
    for seed in [0, 7, u64::MAX] {
        let a = set_up(&components, &options(3, seed)).unwrap();
        let b = set_up(&components, &options(3, seed)).unwrap();
        assert_eq!(a.to_json(), b.to_json(), "seed {seed}");
    }
}

#[test]
fn different_seeds_draw_different_setups() {
    let components = full_box();
    let setups: std::collections::BTreeSet<String> = (0..20)
        .map(|seed| set_up(&components, &options(2, seed)).unwrap().to_json())
        .collect();
    assert!(setups.len() > 10, "{} distinct setups of 20", setups.len());
}

#[test]
fn one_hurdle_of_each_level_level_1_on_top_and_level_3_at_the_bottom() {
    // "Place the Level 3 Hurdle face down, then place the Level 2 Hurdle face down on top of
    // that. Place the Level 1 Hurdle face up on the stack."
    let components = full_box();
    for seed in 0..10 {
        let game = set_up(&components, &options(1, seed)).unwrap();
        assert_eq!(levels(&game), [Some(1), Some(2), Some(3)], "seed {seed}");
        let tracker = Tracker::new(game, PlayerCount::new(1).unwrap(), seed).unwrap();
        let faces: Vec<bool> = tracker.view().hurdles.iter().map(|h| h.face_up).collect();
        assert_eq!(faces, [true, false, false]);
    }
}

#[test]
fn the_unused_hurdles_are_shuffled_into_the_deck_for_chaos() {
    let components = full_box();
    let game = set_up(&components, &options(2, 3)).unwrap();
    assert_eq!(game.chaos.len(), 9);
    let mut all: Vec<&str> = game
        .hurdles
        .iter()
        .chain(&game.chaos)
        .map(|h| h.name.as_str())
        .collect();
    all.sort_unstable();
    all.dedup();
    assert_eq!(
        all.len(),
        12,
        "every Hurdle is in the stack or the unused deck, once"
    );
    assert!(game.notes.is_empty(), "{:?}", game.notes);
}

#[test]
fn extra_hurdles_join_the_stack_by_level_continuing_adventures() {
    let components = full_box();
    for seed in 0..10 {
        let mut opts = options(4, seed);
        opts.extra_hurdles = 2;
        let game = set_up(&components, &opts).unwrap();
        let levels = levels(&game);
        assert_eq!(levels.len(), 5);
        assert!(
            levels.windows(2).all(|w| w[0] <= w[1]),
            "seed {seed}: {levels:?}"
        );
        assert_eq!(game.chaos.len(), 7);
    }
    let mut opts = options(2, 1);
    opts.extra_hurdles = 10;
    assert_eq!(
        set_up(&components, &opts),
        Err(SetupError::NotEnoughExtraHurdles {
            wanted: 10,
            available: 9
        })
    );
}

#[test]
fn the_final_challenge_is_one_of_those_entered_with_their_numbers() {
    let mut components = full_box();
    for f in components.final_challenges.iter_mut().skip(1) {
        f.cloud_limit = None;
    }
    for seed in 0..10 {
        let game = set_up(&components, &options(2, seed)).unwrap();
        assert_eq!(
            game.final_challenge.name, "Test Final 1",
            "the only complete one"
        );
    }
    components.final_challenges[0].cubes = None;
    assert_eq!(
        set_up(&components, &options(2, 0)),
        Err(SetupError::NoFinalChallenge { incomplete: 4 })
    );
}

#[test]
fn a_level_with_no_complete_hurdle_is_refused_naming_what_to_enter() {
    let mut components = full_box();
    components
        .hurdles
        .retain(|h| h.level != Some(2) || h.name.ends_with('a'));
    components.hurdles.iter_mut().for_each(|h| {
        if h.level == Some(2) {
            h.cloud_limit = None;
        }
    });
    let err = set_up(&components, &options(2, 0)).unwrap_err();
    assert_eq!(
        err,
        SetupError::NoHurdle {
            level: 2,
            incomplete: 1
        }
    );
    assert!(err.to_string().contains("no Level 2 Hurdle"), "{err}");
    assert!(
        err.to_string().contains("1 is entered without them"),
        "{err}"
    );
}

#[test]
fn the_shipped_components_alone_ask_for_the_players_hurdles() {
    // The rulebook prints no Cloud Limit, so nothing can be drawn until the player enters them.
    let shipped = Components::shipped().unwrap();
    let err = set_up(&shipped, &options(1, 0)).unwrap_err();
    assert!(
        matches!(err, SetupError::NoHurdle { level: 1, .. }),
        "{err}"
    );
    assert!(
        err.to_string().contains("enter the Hurdles of your box"),
        "{err}"
    );
}

#[test]
fn the_town_square_and_three_locations_are_laid_out_locations() {
    let components = full_box();
    let game = set_up(&components, &options(2, 5)).unwrap();
    assert_eq!(game.locations.len(), 4);
    assert!(game.locations[0].town_square);
    assert_eq!(game.location_deck.len(), 4);
    // With too few Locations entered, the setup says what to draw from the box.
    let mut few = full_box();
    few.locations.truncate(2);
    let game = set_up(&few, &options(2, 5)).unwrap();
    assert_eq!(game.locations.len(), 2);
    assert!(
        game.notes.iter().any(|n| n.contains("draw 2 more")),
        "{:?}",
        game.notes
    );
}

#[test]
fn chosen_ponies_are_kept_and_the_others_drawn_without_repeats() {
    let components = full_box();
    for seed in 0..10 {
        let mut opts = options(4, seed);
        opts.ponies = vec![None, Some("rarity".into())];
        let game = set_up(&components, &opts).unwrap();
        let names: Vec<&str> = game.ponies.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names.len(), 4);
        assert_eq!(names[1], "Rarity");
        let mut unique = names.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), 4, "seed {seed}: {names:?}");
    }
}

#[test]
fn a_pony_that_is_not_entered_or_chosen_twice_is_refused() {
    let components = full_box();
    let mut opts = options(2, 0);
    opts.ponies = vec![Some("Spike".into())];
    let err = set_up(&components, &opts).unwrap_err();
    assert!(
        err.to_string().contains("no Pony Character named 'Spike'"),
        "{err}"
    );
    assert!(err.to_string().contains("Twilight Sparkle"), "{err}");
    opts.ponies = vec![Some("Applejack".into()), Some("applejack".into())];
    assert_eq!(
        set_up(&components, &opts),
        Err(SetupError::PonyTwice {
            name: "Applejack".into()
        })
    );
    opts.ponies = vec![None, None, None];
    assert!(matches!(
        set_up(&components, &opts),
        Err(SetupError::Ponies(_))
    ));
}

#[test]
fn each_player_gets_the_ten_card_starting_deck_of_their_pony_build_your_starting_deck() {
    let components = full_box();
    let mut opts = options(1, 0);
    opts.ponies = vec![Some("Fluttershy".into())];
    let game = set_up(&components, &opts).unwrap();
    let deck = game.ponies[0].starting_deck();
    let cards: Vec<(u8, &str)> = deck.iter().map(|e| (e.count, e.card.as_str())).collect();
    assert_eq!(
        cards,
        [
            (5, "Helpful Townpony"),
            (2, "A Good, Clean Race"),
            (1, "What You Need is Organization"),
            (1, "Working Together"),
            (1, "Sharing Kindness (it's an easy feat)"),
        ]
    );
}

#[test]
fn the_situations_option_is_0_4_or_8_and_the_game_keeps_it() {
    assert!(Situations::try_from(3).is_err());
    let components = full_box();
    let mut opts = options(2, 0);
    opts.situations = Situations::try_from(8).unwrap();
    let game = set_up(&components, &opts).unwrap();
    assert_eq!(game.situations.count(), 8);
    let tracker = Tracker::new(game, PlayerCount::new(2).unwrap(), 0).unwrap();
    assert_eq!(tracker.view().situations, 8);
}

#[test]
fn a_setup_is_a_game_file_that_reads_back_for_dbg_play() {
    let components = full_box();
    let game = set_up(&components, &options(3, 11)).unwrap();
    let players = PlayerCount::new(3).unwrap();
    let read = GameComponents::from_json(&game.to_json(), players).unwrap();
    assert_eq!(read, game);
    // The Ponies listed must match the players.
    let err = GameComponents::from_json(&game.to_json(), PlayerCount::new(2).unwrap()).unwrap_err();
    assert!(
        err.to_string()
            .contains("3 Ponies are listed for 2 players"),
        "{err}"
    );
}

#[test]
fn a_game_file_without_a_cloud_limit_is_refused_naming_the_card() {
    let mut game = set_up(&full_box(), &options(2, 0)).unwrap();
    game.hurdles[1] = Challenge::named("Unfinished", 2);
    let err = Tracker::new(game, PlayerCount::new(2).unwrap(), 0).unwrap_err();
    assert!(
        err.to_string()
            .contains("hurdles[2] \"Unfinished\": a Hurdle in play needs its \"cloud_limit\""),
        "{err}"
    );
}
