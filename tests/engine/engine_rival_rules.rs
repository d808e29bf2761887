//! Abilities work for both sides (issue 11): in a two-player game each player's "When ..." /
//! "Whenever ..." abilities hear the events of both sides (501.1), both players' abilities set
//! off together resolve the non-turn player's first (504.6, 501.1.1b), the playing rival's
//! continuous Inspiration counts everywhere (607), and the texts that act on the rival's Scene
//! Area and hand carry out against a rival that has them. Scenarios on real cards.

use crate::game;

use game::{catalog, starter_deck};
use ponydeck::card::CardId;
use ponydeck::engine::{
    Action, CardHandle, Event, Game, GameConfig, InspirationStep, LaneChoice, PendingKind,
    SandboxAction, Side, Zone,
};
use ponydeck::format::RulesVersion;

/// An unshuffled two-player game of two starters with these printings on top of each Main
/// Deck (the first five are the opening hand), both hands kept: turn 1 is yours.
fn duel(you: (&str, &[&str]), rival: (&str, &[&str])) -> Game {
    let deck = |(name, top): (&str, &[&str])| {
        let mut deck = starter_deck(name);
        for (i, id) in top.iter().enumerate() {
            deck.main[i] = CardId::parse(id).expect("id");
        }
        deck
    };
    let config = GameConfig {
        rules: RulesVersion::V1_3_0,
        first_player: true,
        rival_plans: 4,
        shuffle: false,
    };
    let mut game = Game::new_two_player(&deck(you), &deck(rival), catalog(), config, 1)
        .expect("a two-player game");
    game.apply(Action::Keep).expect("keep");
    game.apply(Action::Keep).expect("keep");
    game
}

/// The handle of the player to act's first card with this ID in its hand or Main Deck.
fn card(game: &Game, id: &str) -> CardHandle {
    let id = CardId::parse(id).expect("id");
    let you = &game.state().acting();
    game.table()
        .find_in(&id, &you.hand)
        .or_else(|| game.table().find_in(&id, &you.main_deck))
        .unwrap_or_else(|| panic!("{id} in hand or deck"))
}

/// The player to act puts its card `id` into its Adventure Area slot `slot` (a sandbox move:
/// no cost, no [Appear]).
fn put(game: &mut Game, id: &str, slot: u8) -> CardHandle {
    let card = card(game, id);
    game.apply(Action::Sandbox(SandboxAction::Move {
        card,
        to: Zone::Character(slot),
    }))
    .expect("placed");
    card
}

/// Turn 1 places your Characters, turn 2 the rival's; returns at your turn 3's Main Phase.
fn board(game: &mut Game, yours: &[(&str, u8)], theirs: &[(&str, u8)]) {
    for (id, slot) in yours {
        put(game, id, *slot);
    }
    game.apply(Action::EndTurn).expect("turn 1 ends");
    assert_eq!(game.to_act(), Side::Rival);
    for (id, slot) in theirs {
        put(game, id, *slot);
    }
    game.apply(Action::EndTurn).expect("turn 2 ends");
    assert_eq!(game.to_act(), Side::You);
    assert_eq!(game.state().turn(), 3);
}

fn hand_len(game: &Game, side: Side) -> usize {
    game.state().zones(side).expect("zones").hand.len()
}

/// Plays the Event `id` from the hand of the player to act.
fn play_event(game: &mut Game, id: &str) {
    let card = card(game, id);
    game.apply(Action::PlayEvent { card })
        .unwrap_or_else(|e| panic!("play {id}: {e}"));
}

/// Begins Contact and resolves the first lane. A rival with a Scene whose [Inspo Boost] it
/// may use gets its Inspiration step (404.3.2): it ends it without boosting.
fn contact_first_lane(game: &mut Game) -> Vec<Event> {
    game.apply(Action::BeginContact).expect("contact");
    let auto = Action::ResolveLane {
        choice: LaneChoice::Auto,
    };
    let mut events = game.apply(auto).expect("the lane resolves");
    if game.state().inspiration_step() == InspirationStep::NonTurnPlayer {
        events.extend(game.apply(auto).expect("the rival ends its step"));
    }
    events
}

#[test]
fn friendly_rabbits_draws_when_the_playing_rivals_character_retires_in_contact_rule_501_1() {
    // SD01-SPR02 Friendly Rabbits: "Until the end of turn, each time Rival's Character Retires
    // in Contact, draw 1 card." Your SD01A-U02 Twilight Sparkle (8) beats the rival's
    // SD01F-C03 Rarity (2), which Retires on the rival's side: your delayed ability hears it.
    let mut game = duel(
        ("SD01A", &["SD01A-U02", "SD01-SPR02"]),
        ("SD01F", &["SD01F-C03"]),
    );
    board(&mut game, &[("SD01A-U02", 0)], &[("SD01F-C03", 2)]);
    play_event(&mut game, "SD01-SPR02");
    let before = hand_len(&game, Side::You);
    let rival_before = hand_len(&game, Side::Rival);
    contact_first_lane(&mut game);
    let rival = game.state().zones(Side::Rival).expect("rival");
    assert!(rival.adventure[2].is_none(), "404.3.4b: the loser Retires");
    assert_eq!(hand_len(&game, Side::You), before + 1, "you drew 1");
    assert_eq!(hand_len(&game, Side::Rival), rival_before);
    assert_eq!(game.to_act(), Side::You);
}

#[test]
fn rafting_does_not_draw_when_only_the_rivals_character_retires_rule_501_1() {
    // BP03-SPR16 Rafting: "each time *your* Character Retires in Contact, draw 1 card": the
    // rival's Character Retiring is not yours.
    let mut game = duel(
        ("SD01A", &["SD01A-U02", "BP03-SPR16"]),
        ("SD01F", &["SD01F-C03"]),
    );
    board(&mut game, &[("SD01A-U02", 0)], &[("SD01F-C03", 2)]);
    play_event(&mut game, "BP03-SPR16");
    let before = hand_len(&game, Side::You);
    let rival_before = hand_len(&game, Side::Rival);
    contact_first_lane(&mut game);
    assert!(game.state().zones(Side::Rival).expect("rival").adventure[2].is_none());
    assert_eq!(hand_len(&game, Side::You), before, "no draw for you");
    assert_eq!(hand_len(&game, Side::Rival), rival_before, "nor the rival");
}

#[test]
fn a_tie_retires_both_and_both_farewells_resolve_the_non_turn_players_first_rule_504_6() {
    // SD01F-U01 Rarity (3) "[Farewell] Draw 1 card." on both sides: a tie Retires both
    // (404.3.4b); each player's Farewell draws for its owner (614.1.2), and abilities of both
    // players set off together resolve the non-turn player's first (501.1.1b, 504.6, 614.2.1).
    let mut game = duel(("SD01F", &["SD01F-U01"]), ("SD01F", &["SD01F-U01"]));
    board(&mut game, &[("SD01F-U01", 0)], &[("SD01F-U01", 2)]);
    let (mine, theirs) = (
        game.state().acting().adventure[0].expect("yours").character,
        game.state().zones(Side::Rival).expect("rival").adventure[2]
            .expect("theirs")
            .character,
    );
    let (you, rival) = (hand_len(&game, Side::You), hand_len(&game, Side::Rival));
    let events = contact_first_lane(&mut game);
    let resolved: Vec<CardHandle> = events
        .iter()
        .filter_map(|e| match e {
            Event::PendingResolved {
                source,
                kind: PendingKind::Farewell,
            } => Some(*source),
            _ => None,
        })
        .collect();
    assert_eq!(resolved, vec![theirs, mine], "{events:?}");
    assert_eq!(hand_len(&game, Side::You), you + 1);
    assert_eq!(hand_len(&game, Side::Rival), rival + 1);
    let state = game.state();
    assert!(
        state
            .zones(Side::You)
            .expect("you")
            .retirement
            .contains(&mine)
    );
    assert!(
        state
            .zones(Side::Rival)
            .expect("rival")
            .retirement
            .contains(&theirs)
    );
    assert!(state.pending().is_empty());
    assert_eq!(game.to_act(), Side::You, "back to the turn player");
}

#[test]
fn the_non_turn_players_pet_retiring_in_contact_powers_its_fluttershy_rule_501_1() {
    // BP02-GR08 Fluttershy: "Whenever a 「Pet」 in your Adventure Area Retires in Contact, this
    // Character gets +1 Inspiration until the end of turn", on the rival's side during your
    // Contact: its SD01B-C05 Angel (Pet, 2) loses to your Twilight Sparkle (8).
    let mut game = duel(
        ("SD01A", &["SD01A-U02"]),
        ("SD01B", &["BP02-GR08", "SD01B-C05"]),
    );
    board(
        &mut game,
        &[("SD01A-U02", 0)],
        &[("BP02-GR08", 0), ("SD01B-C05", 2)],
    );
    contact_first_lane(&mut game);
    let rival = game.state().zones(Side::Rival).expect("rival");
    assert!(rival.adventure[2].is_none(), "the Angel Retired");
    let fluttershy = rival.adventure[0].expect("Fluttershy stays");
    assert_eq!(fluttershy.inspiration_turn, 1, "+1 until the end of turn");
    assert_eq!(game.to_act(), Side::You);
}

#[test]
fn at_the_end_of_your_turn_is_heard_only_on_your_own_turn_rule_405() {
    // SD01C-C01 Pinkie Pie: "At the end of your turn, if there is any 「Gummy」 in your
    // Adventure Area, draw 1 card", on the rival's side: its own turn's end draws, yours not.
    let mut game = duel(("SD01A", &[]), ("SD01C", &["SD01C-C01", "SD01C-C05"]));
    game.apply(Action::EndTurn).expect("turn 1 ends");
    put(&mut game, "SD01C-C01", 0);
    put(&mut game, "SD01C-C05", 1);
    let before = hand_len(&game, Side::Rival);
    game.apply(Action::EndTurn).expect("turn 2 ends");
    assert_eq!(
        hand_len(&game, Side::Rival),
        before + 1,
        "its turn: it drew"
    );
    assert_eq!(game.to_act(), Side::You);
    game.apply(Action::EndTurn).expect("turn 3 ends");
    // Turn 4 is the rival's: it drew for its Start Phase (402.2) only.
    assert_eq!(
        hand_len(&game, Side::Rival),
        before + 2,
        "your turn: no draw"
    );
}

#[test]
fn both_players_when_abilities_from_one_contact_resolve_the_non_turn_players_first_rule_501_1_1b() {
    // A tie of your SD01A-C04 Spike (2) and the rival's SD01B-C05 Angel (Pet, 2): your
    // BP03-SPR16 Rafting hears your Character Retire, the rival's BP02-GR08 Fluttershy its Pet.
    let mut game = duel(
        ("SD01A", &["SD01A-C04", "BP03-SPR16"]),
        ("SD01B", &["BP02-GR08", "SD01B-C05"]),
    );
    board(
        &mut game,
        &[("SD01A-C04", 0)],
        &[("BP02-GR08", 0), ("SD01B-C05", 2)],
    );
    let rafting = card(&game, "BP03-SPR16");
    play_event(&mut game, "BP03-SPR16");
    let fluttershy = game.state().zones(Side::Rival).expect("rival").adventure[0]
        .expect("Fluttershy")
        .character;
    let before = hand_len(&game, Side::You);
    let events = contact_first_lane(&mut game);
    let resolved: Vec<CardHandle> = events
        .iter()
        .filter_map(|e| match e {
            Event::PendingResolved {
                source,
                kind: PendingKind::When,
            } => Some(*source),
            _ => None,
        })
        .collect();
    assert_eq!(resolved, vec![fluttershy, rafting], "{events:?}");
    assert_eq!(hand_len(&game, Side::You), before + 1, "Rafting drew 1");
    let rival = game.state().zones(Side::Rival).expect("rival");
    assert_eq!(rival.adventure[0].expect("Fluttershy").inspiration_turn, 1);
}

#[test]
fn the_playing_rivals_continuous_inspiration_shows_in_every_view_outside_contact_rule_607() {
    // SD01B-U04 Angel (3): "While there is any 「Fluttershy」 in your Adventure Area, this
    // Character gets +2 Inspiration in Rival's turn": on your turn, on the rival's side, it
    // has 5; the rival's own view, your view of it and a policy's view all say so.
    let mut game = duel(("SD01A", &[]), ("SD01B", &["SD01B-U04", "SD01B-C03"]));
    board(&mut game, &[], &[("SD01B-U04", 2), ("SD01B-C03", 1)]);
    // The rival's slot 3 faces your slot 1 (lane 1).
    assert_eq!(game.state().rival_inspiration_of(game.table(), 0), 5);
    assert_eq!(game.view().rival.adventure[0], Some(5));
    assert_eq!(game.side_view().rival_inspiration_of(0), 5);
    let rival = game.rival_view().expect("two-player");
    let angel = rival.adventure[2].as_ref().expect("Angel");
    assert_eq!((angel.base_inspiration, angel.inspiration), (3, 5));
    // On the rival's own turn the +2 is gone (it is "in Rival's turn" for the rival).
    game.apply(Action::EndTurn).expect("turn 3 ends");
    assert_eq!(game.to_act(), Side::Rival);
    assert_eq!(game.view().rival.adventure[0], Some(3));
    assert_eq!(game.state().inspiration_of(game.table(), 2), 3);
}

#[test]
fn choosing_a_rivals_character_by_inspiration_counts_its_continuous_abilities_rule_607_3() {
    // SD01E-SPR03 Training Accident: "Choose 1 Character with Inspiration 3 or less in Rival's
    // Adventure Area to Retire." The rival's SD01B-U04 Angel (printed 3) has 5 on your turn
    // beside its Fluttershy; only its SD01B-C05 Angel (2) can be chosen, so it is.
    let mut game = duel(
        ("SD01A", &["SD01E-SPR03"]),
        ("SD01B", &["SD01B-U04", "SD01B-C03", "SD01B-C05"]),
    );
    board(
        &mut game,
        &[],
        &[("SD01B-U04", 0), ("SD01B-C03", 1), ("SD01B-C05", 2)],
    );
    let (u04, c05) = {
        let rival = game.state().zones(Side::Rival).expect("rival");
        (
            rival.adventure[0].expect("U04").character,
            rival.adventure[2].expect("C05").character,
        )
    };
    play_event(&mut game, "SD01E-SPR03");
    assert!(game.state().decision().is_none(), "one Character to choose");
    let rival = game.state().zones(Side::Rival).expect("rival");
    assert!(
        rival.retirement.contains(&c05),
        "the 2-Inspiration Angel Retired"
    );
    assert_eq!(rival.adventure[0].map(|s| s.character), Some(u04));
}

#[test]
fn your_view_counts_the_playing_rivals_continuous_changes_to_your_characters_rule_607_1() {
    // BP03-GR10 Nightmare Moon on the rival's side: "every tapped Character in Rival's
    // Adventure Area gets -1 Inspiration": your tapped SD01A-U02 Twilight Sparkle (8) has 7.
    let mut game = duel(("SD01A", &["SD01A-U02"]), ("SD01B", &["BP03-GR10"]));
    board(&mut game, &[("SD01A-U02", 0)], &[("BP03-GR10", 0)]);
    assert_eq!(
        game.view().you.adventure[0].as_ref().map(|a| a.inspiration),
        Some(8)
    );
    game.apply(Action::Sandbox(SandboxAction::SetTapped {
        target: ponydeck::engine::TapTarget::Character(0),
        tapped: true,
    }))
    .expect("tapped");
    let twilight = game.view().you.adventure[0].clone().expect("Twilight");
    assert_eq!((twilight.base_inspiration, twilight.inspiration), (8, 7));
    assert_eq!(game.side_view().inspiration_of(0), 7);
}

/// The player to act plays the Character `id` from its hand into `slot`.
fn play(game: &mut Game, id: &str, slot: u8) -> Vec<Event> {
    let card = card(game, id);
    game.apply(Action::PlayCharacter { card, slot })
        .unwrap_or_else(|e| panic!("play {id}: {e}"))
}

/// The rival's Scene Area: (card, face-up) in order.
fn rival_scenes(game: &Game) -> Vec<(CardHandle, bool)> {
    game.state()
        .zones(Side::Rival)
        .expect("rival")
        .scene_area
        .iter()
        .map(|s| (s.card, s.face_up))
        .collect()
}

#[test]
fn pinkie_pie_flips_a_face_up_scene_of_the_playing_rival_face_down_rule_204_5_2() {
    // BP02-U05 Pinkie Pie: "[Appear] Flip 1 of Rival's Scenes face down." The second player's
    // two Scenes are face up (103.4.3, 402.3); you choose which (615).
    let mut game = duel(("SD01A", &["BP02-U05"]), ("SD01B", &[]));
    board(&mut game, &[], &[]);
    let before = rival_scenes(&game);
    assert!(before.iter().all(|(_, up)| *up) && before.len() == 2);
    let mine: Vec<bool> = game
        .state()
        .acting()
        .scene_area
        .iter()
        .map(|s| s.face_up)
        .collect();
    play(&mut game, "BP02-U05", 0);
    let options = game.state().options().to_vec();
    assert_eq!(options.len(), 2, "the rival's two face-up Scenes");
    assert_eq!(game.to_act(), Side::You, "the ability's controller chooses");
    game.apply(Action::Choose { pick: options[1] })
        .expect("choose");
    let after = rival_scenes(&game);
    assert_eq!(after, vec![(before[0].0, true), (before[1].0, false)]);
    let mine_after: Vec<bool> = game
        .state()
        .acting()
        .scene_area
        .iter()
        .map(|s| s.face_up)
        .collect();
    assert_eq!(mine_after, mine, "your Scenes are untouched");
    assert!(game.state().pending().is_empty());
}

#[test]
fn discord_sends_a_rival_scene_to_the_bottom_and_the_rival_adds_its_top_scene_rule_617() {
    // BP02-U18 Discord: "[Appear] Choose 1 Scene in Rival's Scene Area, move it to the bottom
    // of Rival's Scene Deck, then Rival adds 1 Scene to their Scene Area."
    let mut game = duel(("SD01A", &["BP02-U18"]), ("SD01B", &[]));
    board(&mut game, &[], &[]);
    game::scenes(&mut game, 5);
    let before = rival_scenes(&game);
    let top = *game
        .state()
        .zones(Side::Rival)
        .expect("rival")
        .scene_deck
        .last()
        .expect("top");
    let deck_len = game
        .state()
        .zones(Side::Rival)
        .expect("rival")
        .scene_deck
        .len();
    play(&mut game, "BP02-U18", 0);
    let pick = game.state().options()[0];
    game.apply(Action::Choose { pick }).expect("choose");
    let rival = game.state().zones(Side::Rival).expect("rival");
    assert_eq!(
        rival.scene_deck.first(),
        Some(&before[0].0),
        "at the bottom"
    );
    assert_eq!(rival.scene_deck.len(), deck_len);
    let after: Vec<CardHandle> = rival.scene_area.iter().map(|s| s.card).collect();
    assert_eq!(after, vec![before[1].0, top], "its top Scene came in");
    assert!(rival.scene_area.last().expect("new").face_up);
    assert_eq!(game.to_act(), Side::You);
    assert!(game.state().pending().is_empty());
}

#[test]
fn discord_sends_two_random_cards_of_the_rivals_hand_to_its_retirement_area_rule_615() {
    // BP03-SR12 Discord: "[Appear] Choose 2 cards at random from Rival's Hand, move them to
    // Rival's Retirement Area." No decision: the game's RNG picks, the same in a replay.
    let run = || {
        let mut game = duel(("SD01A", &["BP03-SR12"]), ("SD01B", &[]));
        board(&mut game, &[], &[]);
        game::scenes(&mut game, 5);
        let hand = game.state().zones(Side::Rival).expect("rival").hand.clone();
        let events = play(&mut game, "BP03-SR12", 0);
        assert!(game.state().decision().is_none(), "{events:?}");
        let rival = game.state().zones(Side::Rival).expect("rival");
        assert_eq!(rival.hand.len(), hand.len() - 2);
        assert_eq!(rival.retirement.len(), 2);
        assert!(rival.retirement.iter().all(|c| hand.contains(c)));
        assert_eq!(game.to_act(), Side::You);
        rival.retirement.clone()
    };
    assert_eq!(run(), run(), "deterministic from the seed");
}

#[test]
fn set_obstacle_blocks_the_chosen_rival_scenes_inspo_boost_until_the_end_of_turn_rule_501_3_1() {
    // BP03-SPR12 Set Obstacle: "Choose 1 face-up Scene with an [Inspo Boost] ability in
    // Rival's Scene Area, Rival can't use that [Inspo Boost] ability until the end of turn."
    let mut game = duel(("SD01A", &["BP03-SPR12"]), ("SD01B", &[]));
    board(&mut game, &[], &[]);
    let scenes = rival_scenes(&game);
    play_event(&mut game, "BP03-SPR12");
    let options = game.state().options().to_vec();
    assert_eq!(options.len(), 2, "both carry [Inspo Boost] (SD01-ER02)");
    game.apply(Action::Choose { pick: options[0] })
        .expect("choose");
    let rules = game.state().turn_rules();
    assert!(rules.inspo_blocked(scenes[0].0));
    assert!(!rules.inspo_blocked(scenes[1].0));
    // 405.1: it ends with the turn.
    game.apply(Action::EndTurn).expect("turn 3 ends");
    assert!(!game.state().turn_rules().inspo_blocked(scenes[0].0));
}

#[test]
fn arrange_the_bookshelf_sends_the_rivals_intervened_pre_plan_to_its_hand_unused_rule_605_1() {
    // BP02-SPR03 Arrange the Bookshelf: "On this turn, your Rival's Pre-plan effects will not
    // be activated, instead the Plans will be added to Rival's Hand." The rival's Plan I is
    // BP01-GR04 Applejack ("[Pre-plan] Draw 1 card."): Intervened, it goes to its hand and
    // the rival draws nothing.
    let mut rival_top = vec!["SD01B-C01"; 5];
    rival_top.push("BP01-GR04");
    let mut game = duel(
        ("SD01A", &["SD01A-U02", "BP02-SPR03"]),
        ("SD01B", &rival_top),
    );
    board(&mut game, &[("SD01A-U02", 0)], &[]);
    play_event(&mut game, "BP02-SPR03");
    let zones = game.state().zones(Side::Rival).expect("rival");
    let plan = zones.plans[0].expect("Plan I").card;
    assert_eq!(game.table().card_id(plan), "BP01-GR04");
    let (hand, deck) = (zones.hand.len(), zones.main_deck.len());
    game.apply(Action::BeginContact).expect("contact");
    let events = game
        .apply(Action::ResolveLane {
            choice: LaneChoice::Intervene,
        })
        .expect("Intervene");
    assert!(
        !events.iter().any(|e| matches!(
            e,
            Event::PendingAdded {
                kind: PendingKind::PrePlan,
                ..
            }
        )),
        "{events:?}"
    );
    let zones = game.state().zones(Side::Rival).expect("rival");
    assert!(
        zones.hand.contains(&plan),
        "the Plan is in the rival's hand"
    );
    assert_eq!(zones.hand.len(), hand + 1);
    assert_eq!(zones.main_deck.len(), deck, "it drew nothing");
}

#[test]
fn against_the_goldfish_rival_a_scene_text_finds_nothing_and_a_hand_text_lowers_its_count() {
    // The goldfish rival has no Scene Area (BP02-U05 flips nothing, asks nothing) and a hand
    // count only: BP03-SR12's two random cards leave it (one card there: one goes).
    let mut game = game::TestGame::sd01a()
        .top(&["SD01A-U02", "BP02-U05", "BP03-SR12"])
        .kept();
    game::place(&mut game, "SD01A-U02", 0);
    game::advance_to_turn(&mut game, 3);
    game::contact(&mut game, LaneChoice::Intervene);
    assert_eq!(
        game.state().player(Side::Rival).hand.len(),
        1,
        "605.1: the Intervened Plan"
    );
    game::advance_to_turn(&mut game, 5);
    game::scenes(&mut game, 8);
    let events = game::play_character(&mut game, "BP02-U05", 1);
    assert!(game.state().decision().is_none() && game.state().pending().is_empty());
    assert!(!events.iter().any(|e| matches!(e, Event::Flipped { .. })));
    let events = game::play_character(&mut game, "BP03-SR12", 2);
    assert!(
        events.contains(&Event::RivalHandRetired { count: 1 }),
        "{events:?}"
    );
    assert_eq!(game.state().player(Side::Rival).hand.len(), 0);
    assert!(
        game.describe_event(&Event::RivalHandRetired { count: 1 })
            .is_some_and(|s| s.contains("rival's hand"))
    );
}

#[test]
fn pinkie_pie_flips_one_rival_scene_or_two_with_five_face_down_scenes_of_yours_rule_502_1() {
    // BP03-CR09 Pinkie Pie: "[Appear] Choose 1 face-up Scene in Rival's Scene Area, flip it
    // face down. If there are 5 or more face-down Scenes in your Scene Area, instead choose 2
    // ...": the condition decides how many, then you choose among the rival's three.
    for face_down in [1usize, 5] {
        let mut game = duel(("SD01A", &["BP03-CR09"]), ("SD01B", &[]));
        game.apply(Action::EndTurn).expect("turn 1 ends");
        game::scenes(&mut game, 3);
        game.apply(Action::EndTurn).expect("turn 2 ends");
        game::scenes(&mut game, 6);
        // Your first Scene is face down (103.4.3); flip more (sandbox) to reach `face_down`.
        for i in 1..face_down {
            game.apply(Action::Sandbox(SandboxAction::FlipScene { scene: i as u8 }))
                .expect("flip");
        }
        let down = game
            .state()
            .acting()
            .scene_area
            .iter()
            .filter(|s| !s.face_up)
            .count();
        assert_eq!(down, face_down);
        play(&mut game, "BP03-CR09", 0);
        let decision = game.state().decision().expect("a choice");
        let n = if face_down >= 5 { 2 } else { 1 };
        assert_eq!(
            (decision.min, decision.max),
            (n, n),
            "{face_down} face down"
        );
        assert_eq!(game.state().options().len(), 3);
        for _ in 0..n {
            let pick = *game
                .state()
                .options()
                .iter()
                .find(|o| !game.state().pending()[0].frame.picks().contains(o))
                .expect("an option");
            game.apply(Action::Choose { pick }).expect("choose");
        }
        let flipped = rival_scenes(&game).iter().filter(|(_, up)| !up).count();
        assert_eq!(flipped, usize::from(n));
        assert!(game.state().pending().is_empty());
    }
}

#[test]
fn sweet_and_elite_puts_your_plans_back_in_the_order_you_choose_rule_613() {
    // BP02-C46 Sweet and Elite (Story II): "When promoted to this stage, look at your Plans,
    // put them back in any order you want." The first chosen goes on the lowest Story.
    let mut test = game::TestGame::sd01a().rival_plans(0);
    test.deck.stories[1] = CardId::parse("BP02-C46").expect("id");
    let mut game = test.kept();
    game::place(&mut game, "SD01A-C04", 0);
    game::place(&mut game, "SD01A-C04", 1);
    game::advance_to_turn(&mut game, 3);
    let before: Vec<CardHandle> = game
        .state()
        .acting()
        .plans
        .iter()
        .flatten()
        .map(|p| p.card)
        .collect();
    assert_eq!(before.len(), 4);
    game.apply(Action::BeginContact).expect("contact");
    for _ in 0..2 {
        game.apply(Action::ResolveLane {
            choice: LaneChoice::Promote,
        })
        .expect("promote");
    }
    assert_eq!(game.state().acting().story_position, 2);
    let decision = game.state().decision().expect("the order to choose");
    assert_eq!((decision.min, decision.max), (4, 4));
    assert!(
        game.state()
            .decision_prompt(game.table())
            .contains("Plans back")
    );
    for card in before.iter().rev() {
        game.apply(Action::Choose {
            pick: ponydeck::engine::ChosenRef::Card(*card),
        })
        .expect("choose");
    }
    let after: Vec<CardHandle> = game
        .state()
        .acting()
        .plans
        .iter()
        .flatten()
        .map(|p| p.card)
        .collect();
    let reversed: Vec<CardHandle> = before.iter().rev().copied().collect();
    assert_eq!(after, reversed);
    assert!(game.state().pending().is_empty());
}

#[test]
fn nightmare_moon_taps_two_of_the_playing_rivals_characters_which_then_get_minus_one_rule_610() {
    // BP03-GR10 Nightmare Moon: "[Adventure] [Tap] Choose 2 Characters in Rival's Adventure
    // Area, tap them." and "All tapped Characters in Rival's Adventure Area get -1".
    let mut game = duel(
        ("SD01A", &["BP03-GR10"]),
        ("SD01B", &["SD01B-C05", "SD01B-C03"]),
    );
    board(
        &mut game,
        &[("BP03-GR10", 1)],
        &[("SD01B-C05", 0), ("SD01B-C03", 2)],
    );
    assert_eq!(game.state().rival_inspiration_of(game.table(), 0), 4);
    game.apply(Action::ActivateTap {
        slot: 1,
        source: ponydeck::engine::AbilitySource::Character,
    })
    .expect("activate");
    assert!(
        game.state().pending().is_empty(),
        "two to choose, two there"
    );
    let rival = game.state().zones(Side::Rival).expect("rival");
    assert!(rival.adventure.iter().flatten().all(|s| s.tapped));
    // SD01B-C03 (4), in the rival's slot 3 facing your slot 1, is tapped: 3 (607).
    assert_eq!(game.state().rival_inspiration_of(game.table(), 0), 3);
    assert_eq!(game.view().rival.adventure[0], Some(3));
}

#[test]
fn a_treat_goes_on_each_nightmare_night_in_both_players_adventure_areas_rule_207_2_1() {
    // BP03-GR03 Pinkie Pie: "[Appear] Place 1 Treat on each 「Nightmare Night」 in both players'
    // Adventure Areas": your BP03-C14 Spike and the rival's BP03-C08 Applejack get one.
    let mut game = duel(
        ("SD01A", &["BP03-GR03", "BP03-C14"]),
        ("SD01B", &["BP03-C08"]),
    );
    board(&mut game, &[("BP03-C14", 1)], &[("BP03-C08", 0)]);
    play(&mut game, "BP03-GR03", 0);
    assert!(game.state().pending().is_empty());
    let you = &game.state().acting();
    assert!(
        you.adventure[0].expect("Pinkie").treat,
        "it is a Nightmare Night too"
    );
    assert!(you.adventure[1].expect("Spike").treat);
    let rival = game.state().zones(Side::Rival).expect("rival");
    assert!(
        rival.adventure[0].expect("Applejack").treat,
        "the rival's too"
    );
}

#[test]
fn discord_sends_the_playing_rivals_adorned_item_to_its_retirement_area_rule_203() {
    // BP03-SR14 Discord: "[Appear] Choose 1 adorned Item in Rival's Adventure Area, move it to
    // Rival's Retirement Area." The rival's SD01B-C03 Fluttershy wears SD01B-SPR04.
    let mut game = duel(
        ("SD01A", &["BP03-SR14"]),
        ("SD01B", &["SD01B-C03", "SD01B-SPR04"]),
    );
    game.apply(Action::EndTurn).expect("turn 1 ends");
    put(&mut game, "SD01B-C03", 1);
    let item = card(&game, "SD01B-SPR04");
    game.apply(Action::Sandbox(SandboxAction::Move {
        card: item,
        to: Zone::Item(1),
    }))
    .expect("adorned");
    game.apply(Action::EndTurn).expect("turn 2 ends");
    game::scenes(&mut game, 4);
    play(&mut game, "BP03-SR14", 0);
    assert!(game.state().pending().is_empty());
    let rival = game.state().zones(Side::Rival).expect("rival");
    let fluttershy = rival.adventure[1].expect("the Character stays");
    assert_eq!(fluttershy.item, None);
    assert!(rival.retirement.contains(&item));
    assert_eq!(game.to_act(), Side::You);
}

#[test]
fn a_card_of_the_rivals_hidden_hand_is_only_ever_picked_at_random_rule_615() {
    use ponydeck::ability::{
        Ability, CardFilter, Op, Pick, Side as AbilitySide, Trigger, Zone as AbilityZone,
    };
    let choose = |random: bool| {
        Ability::new(
            Trigger::Appear,
            vec![Op::Choose {
                picks: vec![Pick {
                    n: 1,
                    side: AbilitySide::Rival,
                    zone: AbilityZone::Hand,
                    filter: CardFilter::any(),
                }],
                up_to: false,
                random,
            }],
        )
    };
    assert!(ponydeck::engine::supports(&choose(true)).is_ok());
    let refused = ponydeck::engine::supports(&choose(false)).unwrap_err();
    assert!(refused.contains("hidden hand"), "{refused}");
}

#[test]
fn rarity_looks_at_the_playing_rivals_lowest_plan_and_only_the_looker_learns_which_card_rule_613() {
    // BP03-GR06 Rarity: "[Appear] If there is any Character with a Treat in your Adventure
    // Area, look at 1 of Rival's Plans." BP03-GR03 Pinkie Pie first puts a Treat on each
    // 「Nightmare Night」: your BP03-C14 Spike gets one.
    let mut game = duel(
        ("SD01A", &["BP03-GR03", "BP03-C14", "BP03-GR06"]),
        ("SD01B", &[]),
    );
    board(&mut game, &[("BP03-C14", 1)], &[]);
    game::scenes(&mut game, 7);
    play(&mut game, "BP03-GR03", 0);
    assert!(game.state().acting().adventure[1].expect("Spike").treat);
    game::untap_scenes(&mut game);
    let events = play(&mut game, "BP03-GR06", 2);
    let rival_plans = game.state().zones(Side::Rival).expect("rival").plans;
    let lowest = rival_plans[0].expect("the rival's Plan on Story I").card;
    let looked: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, Event::LookedAtRivalPlan { .. }))
        .collect();
    assert_eq!(
        looked,
        [&Event::LookedAtRivalPlan {
            card: lowest,
            stage: 0
        }],
        "one Plan, the lowest, stays where it is (613.2.0)"
    );
    assert_eq!(
        game.state().zones(Side::Rival).expect("rival").plans,
        rival_plans
    );
    let event = looked[0];
    let name = format!(
        "{} {}",
        game.table().card_id(lowest),
        game.table().name(lowest)
    );
    let yours = game
        .describe_event_for(event, Side::You, Side::You)
        .expect("words for the looker");
    assert_eq!(
        yours,
        format!("You look at the rival's Plan on Story I: {name}.")
    );
    let theirs = game
        .describe_event_for(event, Side::You, Side::Rival)
        .expect("words for the rival");
    assert!(
        theirs.contains("looks at your Plan on Story I") && !theirs.contains(&name),
        "the rival does not learn its own face-down Plan: {theirs}"
    );
}

#[test]
fn rarity_looks_at_no_plan_without_a_treat_in_your_adventure_area_rule_613() {
    let mut game = duel(("SD01A", &["BP03-C14", "BP03-GR06"]), ("SD01B", &[]));
    board(&mut game, &[("BP03-C14", 1)], &[]);
    game::scenes(&mut game, 7);
    let events = play(&mut game, "BP03-GR06", 2);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::LookedAtRivalPlan { .. })),
        "the If does not hold: {events:?}"
    );
}

/// A two-player game where the rival's SD01B-C03 Fluttershy carries a
/// `[Triumph] Draw 1 card.` (no printed card has [Triumph] yet; the rule is new in 2.0.0):
/// your SD01A-C04 Spike (2) in your slot 1 faces it (4) in the rival's slot 3 on turn 3.
fn triumph_duel(rules: RulesVersion) -> Game {
    let cards: Vec<_> = catalog()
        .cards()
        .iter()
        .cloned()
        .map(|mut card| {
            if card.id.as_str() == "SD01B-C03" {
                if let ponydeck::card::CardDetails::Kayou(kayou) = &mut card.details {
                    kayou.chips = vec![ponydeck::card::Chip::Triumph];
                }
                card.text = Some("[Triumph] Draw 1 card.".into());
                let compiled = ponydeck::ability::compile(&card);
                if let ponydeck::card::CardDetails::Kayou(kayou) = &mut card.details {
                    kayou.abilities = Some(compiled);
                }
            }
            card
        })
        .collect();
    let cards = ponydeck::card::CardIndex::new(ponydeck::card::Game::Kayou, cards);
    let mut you = starter_deck("SD01A");
    you.main[0] = CardId::parse("SD01A-C04").expect("id");
    let mut rival = starter_deck("SD01B");
    rival.main[0] = CardId::parse("SD01B-C03").expect("id");
    let config = GameConfig {
        rules,
        first_player: true,
        rival_plans: 4,
        shuffle: false,
    };
    let mut game = Game::new_two_player(&you, &rival, &cards, config, 1).expect("a game");
    game.apply(Action::Keep).expect("keep");
    game.apply(Action::Keep).expect("keep");
    board(&mut game, &[("SD01A-C04", 0)], &[("SD01B-C03", 2)]);
    game
}

#[test]
fn the_non_turn_players_winning_character_triggers_its_triumph_under_2_0_0() {
    // 2.0.0, Contact step 3: "If the Character with the higher total has a Triumph Ability, it
    // is triggered now": the winner may be the non-turn player's.
    let mut game = triumph_duel(RulesVersion::V2_0_0);
    let before = hand_len(&game, Side::Rival);
    let events = game::contact(&mut game, LaneChoice::Auto);
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::PendingAdded {
                kind: PendingKind::Triumph,
                ..
            }
        )),
        "{events:?}"
    );
    assert_eq!(hand_len(&game, Side::Rival), before + 1, "the rival drew 1");
    let you = &game.state().zones(Side::You).expect("you").adventure;
    assert!(you[0].is_none(), "your Spike lost and retired (404.3.4b)");
}

#[test]
fn no_triumph_triggers_under_1_3_0() {
    let mut game = triumph_duel(RulesVersion::V1_3_0);
    let before = hand_len(&game, Side::Rival);
    let events = game::contact(&mut game, LaneChoice::Auto);
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::PendingAdded {
            kind: PendingKind::Triumph,
            ..
        }
    )));
    assert_eq!(hand_len(&game, Side::Rival), before);
}
