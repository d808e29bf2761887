//! Two-player games (issue 11): the rival plays its own deck under the same rules. Scenarios on
//! the SD01 starters, citing 1.3.0 and 2.0.0, and a property test of random legal play.

use crate::game;

use game::{catalog, hand_character, in_hand, resolve_contact, starter_deck, unshuffled_duel};
use ponydeck::card::{CardId, CardType};
use ponydeck::engine::{
    Action, CardHandle, Duration, Event, Game, GameConfig, GameDeck, InspirationStep, LaneChoice,
    PendingKind, Phase, SandboxAction, Side, Zone,
};
use ponydeck::format::RulesVersion;
use ponydeck::sim::{GoldfishPolicy, SearchPolicy, play_duel};

fn duel(you: &str, rival: &str, rules: RulesVersion, first: bool, seed: u64) -> Game {
    let config = GameConfig {
        rules,
        first_player: first,
        rival_plans: 4,
        shuffle: true,
    };
    Game::new_two_player(&deck(you), &deck(rival), catalog(), config, seed)
        .expect("two starters make a game")
}

/// The texts that reach across sides (the rival's Scene Area and hand, both sides' triggers,
/// turn-long rule changes), for random play to meet them.
const ACROSS: [&str; 15] = [
    "BP02-U05",
    "BP02-U18",
    "BP03-SR12",
    "BP02-U17",
    "BP03-SPR12",
    "BP02-SPR03",
    "SD01-SPR02",
    "BP03-SPR16",
    "BP02-GR08",
    "BP03-U05",
    "BP02-SPR06",
    "BP03-GR10",
    "BP03-GR03",
    "BP03-SR14",
    "BP03-C06",
];

/// A starter deck by name; `SD01C+across` is SD01C with cards traded for [`ACROSS`] and the
/// Story BP02-C33 Baby Cakes (it flips a Scene on each side).
fn deck(name: &str) -> GameDeck {
    match name.strip_suffix("+across") {
        Some(base) => {
            let mut deck = starter_deck(base);
            for (i, id) in ACROSS.iter().enumerate() {
                if let Ok(id) = CardId::parse(id)
                    && let Some(card) = deck.main.get_mut(i * 3)
                {
                    *card = id;
                }
            }
            if let (Ok(story), Some(slot)) = (CardId::parse("BP02-C33"), deck.stories.get_mut(0)) {
                *slot = story;
            }
            deck
        }
        None => starter_deck(name),
    }
}

/// Every card of both decks is somewhere, exactly once.
fn assert_all_cards(game: &Game) {
    let all = game.state().all_cards_both_sorted();
    let n = game.table().len();
    assert_eq!(all.len(), n, "cards accounted for");
    for (i, h) in all.iter().enumerate() {
        assert_eq!(usize::from(h.0), i, "card {i} once");
    }
}

#[test]
fn both_players_are_dealt_five_cards_and_each_decides_its_hand_rule_103() {
    let mut game = duel("SD01A", "SD01B", RulesVersion::V1_3_0, true, 7);
    assert_all_cards(&game);
    assert_eq!(game.state().acting().hand.len(), 5);
    assert_eq!(
        game.state().zones(Side::Rival).map(|z| z.hand.len()),
        Some(5)
    );
    assert_eq!(game.to_act(), Side::You);
    game.apply(Action::Keep).expect("you keep");
    // 103.4.1: the rival decides its own hand next.
    assert_eq!(game.to_act(), Side::Rival);
    assert_eq!(game.state().phase(), Phase::Setup);
    game.apply(Action::Keep).expect("the rival keeps");
    // 103.4.2: four Plans each from their own decks; turn 1 is the first player's.
    let state = game.state();
    assert_eq!(state.turn(), 1);
    assert_eq!(game.to_act(), Side::You);
    assert_eq!(state.active(), Side::You);
    for side in [Side::You, Side::Rival] {
        let zones = state.zones(side).expect("zones");
        assert_eq!(
            zones.plans.iter().flatten().count(),
            4,
            "{side:?} has 4 Plans"
        );
    }
    // 103.4.3 gave each its first Scene; 402.3 adds one on the first player's turn 1.
    assert_eq!(state.zones(Side::You).expect("you").scene_area.len(), 2);
    assert_eq!(state.zones(Side::Rival).expect("rival").scene_area.len(), 1);
    // 103.4.3: the first player's first Scene is face-down, the second player's face-up.
    assert!(!state.zones(Side::You).expect("you").scene_area[0].face_up);
    assert!(state.zones(Side::Rival).expect("rival").scene_area[0].face_up);
    assert_all_cards(&game);
}

#[test]
fn going_second_you_decide_on_your_mulligan_after_the_first_player_rule_103_4_1b() {
    let mut game = duel("SD01A", "SD01B", RulesVersion::V1_3_0, false, 7);
    let yours = game.state().zones(Side::You).expect("you").hand.clone();
    let theirs = game.state().zones(Side::Rival).expect("rival").hand.clone();
    // 103.4.1b: "The first player decides first whether to mulligan, followed by the second
    // player's decision." The rival goes first.
    assert_eq!(game.to_act(), Side::Rival);
    game.apply(Action::Mulligan)
        .expect("the first player mulligans");
    let rival = game.state().zones(Side::Rival).expect("rival");
    assert_eq!(rival.hand.len(), 5);
    assert!(
        rival.hand.iter().all(|c| !theirs.contains(c)),
        "its new hand"
    );
    assert_eq!(game.state().zones(Side::You).expect("you").hand, yours);
    assert_eq!(game.to_act(), Side::You, "then the second player decides");
    assert_eq!(game.state().phase(), Phase::Setup);
    game.apply(Action::Keep).expect("you keep");
    assert_eq!(game.state().zones(Side::You).expect("you").hand, yours);
    // Turn 1 is the first player's.
    assert_eq!(game.state().turn(), 1);
    assert_eq!(game.state().active(), Side::Rival);
    assert_eq!(game.to_act(), Side::Rival);
    assert_all_cards(&game);
}

#[test]
fn the_turn_passes_to_the_rival_who_draws_and_adds_a_scene_rule_402() {
    let mut game = duel("SD01A", "SD01B", RulesVersion::V1_3_0, true, 3);
    game.apply(Action::Keep).expect("keep");
    game.apply(Action::Keep).expect("keep");
    game.apply(Action::EndTurn).expect("end turn 1");
    let state = game.state();
    assert_eq!(state.turn(), 2);
    assert_eq!(state.active(), Side::Rival);
    assert_eq!(game.to_act(), Side::Rival);
    // 402.2: the second player draws on its first turn; 402.3 a Scene face-up.
    let rival = state.zones(Side::Rival).expect("rival");
    assert_eq!(rival.hand.len(), 6);
    assert_eq!(rival.scene_area.len(), 2);
    game.apply(Action::EndTurn).expect("end turn 2");
    assert_eq!(game.state().turn(), 3);
    assert_eq!(game.to_act(), Side::You);
    assert_all_cards(&game);
}

#[test]
fn fast_policies_on_both_sides_finish_games_that_either_side_wins() {
    let mut game = duel("SD01A", "SD01C", RulesVersion::V1_3_0, true, 1);
    game.set_recording(false);
    let (mut a, mut b) = (GoldfishPolicy::new(), GoldfishPolicy::new());
    let mut events = Vec::new();
    let mut wins = [0u32; 3];
    for seed in 0..60 {
        let outcome = play_duel(&mut game, seed, 60, &mut a, &mut b, &mut events);
        assert_all_cards(&game);
        match outcome.winner {
            Some(Side::You) => wins[0] += 1,
            Some(Side::Rival) => wins[1] += 1,
            None => wins[2] += 1,
        }
    }
    assert!(
        wins[0] > 0 && wins[1] > 0,
        "both sides win some games: {wins:?}"
    );
}

/// The player to act puts a Character from hand into `slot` (a sandbox move: no cost).
fn place(game: &mut Game, card: CardHandle, slot: u8) {
    game.apply(Action::Sandbox(SandboxAction::Move {
        card,
        to: Zone::Character(slot),
    }))
    .expect("placed");
}

#[test]
fn a_tie_in_a_contested_lane_retires_both_characters_rule_404_3_4() {
    let mut game = unshuffled_duel(
        starter_deck("SD01A"),
        starter_deck("SD01A"),
        RulesVersion::V1_3_0,
        true,
    );
    let mine = hand_character(&game);
    place(&mut game, mine, 0);
    game.apply(Action::EndTurn).expect("turn 1 ends");
    // The rival's copy of the same Character, in its slot 3: across from your slot 1.
    let theirs = hand_character(&game);
    assert_eq!(game.table().card_id(mine), game.table().card_id(theirs));
    assert_ne!(mine, theirs, "handles are unique across the two decks");
    place(&mut game, theirs, 2);
    game.apply(Action::EndTurn).expect("turn 2 ends");
    game.apply(Action::BeginContact).expect("contact on turn 3");
    assert!(
        game.state().lane_contested(),
        "404.3: both sides have a Character"
    );
    assert!(!game.legal_actions().contains(&Action::ResolveLane {
        choice: LaneChoice::Promote
    }));
    // The rival's Twilight Sparkle may be boosted: it ends its step without (404.3.2).
    resolve_contact(&mut game);
    let state = game.state();
    let you = state.zones(Side::You).expect("you");
    let rival = state.zones(Side::Rival).expect("rival");
    assert!(you.adventure[0].is_none() && you.retirement.contains(&mine));
    assert!(rival.adventure[2].is_none() && rival.retirement.contains(&theirs));
    assert_eq!(game.to_act(), Side::You);
    assert_all_cards(&game);
}

#[test]
fn in_a_tie_the_turn_players_farewell_resolves_first_under_2_0_0_and_the_rivals_under_1_3_0() {
    // BP01-U01 Twilight Sparkle (Inspiration 1): "[Farewell] Draw 1 card.", on both sides of
    // lane 1 on your turn 3: a tie retires both (404.3.3). 1.3.0 501.1.1b: "the Rival
    // resolves their abilities first"; 2.0.0 Contact, step 3: "If both Active Player and
    // Rival have Effects which would trigger at the same time, the Active Player's Effects
    // resolve first."
    for (rules, first) in [
        (RulesVersion::V2_0_0, Side::You),
        (RulesVersion::V1_3_0, Side::Rival),
    ] {
        let twilight = CardId::parse("BP01-U01").expect("id");
        let (mut you, mut rival) = (starter_deck("SD01A"), starter_deck("SD01B"));
        you.main[0] = twilight.clone();
        rival.main[0] = twilight;
        let mut game = unshuffled_duel(you, rival, rules, true);
        let mine = in_hand(&game, "BP01-U01");
        place(&mut game, mine, 0);
        game.apply(Action::EndTurn).expect("turn 1 ends");
        let theirs = in_hand(&game, "BP01-U01");
        place(&mut game, theirs, 2);
        game.apply(Action::EndTurn).expect("turn 2 ends");
        game.apply(Action::BeginContact).expect("contact on turn 3");
        let events = resolve_contact(&mut game);
        let order: Vec<Side> = events
            .iter()
            .filter_map(|e| match e {
                Event::PendingResolved {
                    source,
                    kind: PendingKind::Farewell,
                } => Some(game.table().owner(*source)),
                _ => None,
            })
            .collect();
        assert_eq!(order, [first, first.other()], "{rules}: {events:?}");
        assert_all_cards(&game);
    }
}

#[test]
fn the_higher_inspiration_wins_the_contact_and_only_the_loser_retires_rule_404_3_3() {
    let mut game = unshuffled_duel(
        starter_deck("SD01A"),
        starter_deck("SD01A"),
        RulesVersion::V1_3_0,
        true,
    );
    let mine = hand_character(&game);
    place(&mut game, mine, 0);
    game.apply(Action::EndTurn).expect("turn 1 ends");
    let theirs = hand_character(&game);
    place(&mut game, theirs, 2);
    game.apply(Action::EndTurn).expect("turn 2 ends");
    game.apply(Action::Sandbox(SandboxAction::ChangeInspiration {
        slot: 0,
        delta: 1,
        duration: Duration::Turn,
    }))
    .expect("+1");
    game.apply(Action::BeginContact).expect("contact");
    resolve_contact(&mut game);
    let state = game.state();
    assert_eq!(
        state.zones(Side::You).expect("you").adventure[0].map(|s| s.character),
        Some(mine)
    );
    let rival = state.zones(Side::Rival).expect("rival");
    assert!(rival.adventure[2].is_none() && rival.retirement.contains(&theirs));
}

#[test]
fn the_rivals_plan_blocks_promotion_and_intervene_removes_its_lowest_plan_rule_404_4() {
    let mut game = unshuffled_duel(
        starter_deck("SD01A"),
        starter_deck("SD01B"),
        RulesVersion::V1_3_0,
        true,
    );
    let mine = hand_character(&game);
    place(&mut game, mine, 0);
    game.apply(Action::EndTurn).expect("turn 1 ends");
    game.apply(Action::EndTurn).expect("turn 2 ends");
    game.apply(Action::BeginContact).expect("contact");
    // 404.4: the rival has a Plan on Story I, the stage you would reach.
    assert!(!game.state().can_promote());
    let legal = game.legal_actions();
    assert!(!legal.contains(&Action::ResolveLane {
        choice: LaneChoice::Promote
    }));
    assert!(legal.contains(&Action::ResolveLane {
        choice: LaneChoice::Intervene
    }));
    let plan = game.state().zones(Side::Rival).expect("rival").plans[0]
        .expect("a Plan on Story I")
        .card;
    let hand_before = game.state().zones(Side::Rival).expect("rival").hand.len();
    game.apply(Action::ResolveLane {
        choice: LaneChoice::Intervene,
    })
    .expect("Intervene");
    let rival = game.state().zones(Side::Rival).expect("rival");
    assert!(
        rival.plans[0].is_none(),
        "605.1: the lowest Plan is removed"
    );
    // 605.1.0: a Plan without a Pre-plan goes to its owner's hand.
    assert!(rival.hand.contains(&plan));
    assert_eq!(rival.hand.len(), hand_before + 1);
    assert_eq!(game.to_act(), Side::You);
    assert_all_cards(&game);
}

#[test]
fn intervening_a_pre_plan_fires_it_for_the_rival_rule_605() {
    // BP01-GR04 Applejack: "[Pre-plan] Draw 1 card." as the rival's Plan on Story I (its
    // sixth card: five go to the hand, the next four become Plans I..IV).
    let mut rival = starter_deck("SD01B");
    rival.main[5] = CardId::parse("BP01-GR04").expect("id");
    let mut game = unshuffled_duel(starter_deck("SD01A"), rival, RulesVersion::V1_3_0, true);
    let mine = hand_character(&game);
    place(&mut game, mine, 0);
    game.apply(Action::EndTurn).expect("turn 1 ends");
    game.apply(Action::EndTurn).expect("turn 2 ends");
    game.apply(Action::BeginContact).expect("contact");
    let zones = game.state().zones(Side::Rival).expect("rival");
    let plan = zones.plans[0].expect("Plan I").card;
    assert_eq!(game.table().card_id(plan), "BP01-GR04");
    let (hand, deck) = (zones.hand.len(), zones.main_deck.len());
    let my_hand = game.state().acting().hand.len();
    let events = game
        .apply(Action::ResolveLane {
            choice: LaneChoice::Intervene,
        })
        .expect("Intervene");
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::PendingResolved {
                kind: PendingKind::PrePlan,
                ..
            }
        )),
        "{events:?}"
    );
    let zones = game.state().zones(Side::Rival).expect("rival");
    // The rival drew one card; the Plan went through the Settlement Area to its Retirement
    // Area (308.1.2, 306.2.4).
    assert_eq!(zones.hand.len(), hand + 1);
    assert_eq!(zones.main_deck.len(), deck - 1);
    assert!(zones.retirement.contains(&plan));
    assert_eq!(
        game.state().acting().hand.len(),
        my_hand,
        "your hand is untouched"
    );
    assert_eq!(game.to_act(), Side::You, "back to the turn player");
    assert_all_cards(&game);
}

#[test]
fn the_second_player_may_pay_with_its_main_character_under_2_0_0_only() {
    for (rules, extra) in [(RulesVersion::V2_0_0, 1), (RulesVersion::V1_3_0, 0)] {
        let mut game = unshuffled_duel(starter_deck("SD01A"), starter_deck("SD01B"), rules, true);
        assert_eq!(
            game.state().payable().total(),
            2,
            "first player: two Scenes"
        );
        game.apply(Action::EndTurn).expect("turn 1 ends");
        // The rival is second: its Main Character pays 1 under 2.0.0.
        let state = game.state();
        assert_eq!(state.active(), Side::Rival);
        assert_eq!(state.payable().total(), 2 + extra, "{rules:?}");
    }
}

#[test]
fn a_player_who_cannot_draw_loses_whichever_side_it_is_rule_104_2() {
    // The rival's Main Deck holds only its hand and its Plans: it cannot draw on turn 2.
    let mut rival = starter_deck("SD01B");
    rival.main.truncate(9);
    let mut game = unshuffled_duel(starter_deck("SD01A"), rival, RulesVersion::V1_3_0, true);
    game.apply(Action::EndTurn).expect("turn 1 ends");
    assert_eq!(game.state().winner(), Some(Side::You));
    // And you, second this time, lose the same way on your first turn.
    let mut you = starter_deck("SD01A");
    you.main.truncate(9);
    let mut game = unshuffled_duel(you, starter_deck("SD01B"), RulesVersion::V1_3_0, false);
    assert_eq!(game.to_act(), Side::Rival);
    game.apply(Action::EndTurn).expect("turn 1 ends");
    assert_eq!(game.state().winner(), Some(Side::Rival));
}

#[test]
fn sparring_is_refused_when_the_rival_plays_its_own_deck() {
    let mut game = unshuffled_duel(
        starter_deck("SD01A"),
        starter_deck("SD01B"),
        RulesVersion::V1_3_0,
        true,
    );
    let refused = game.apply(Action::Sandbox(SandboxAction::PlaceSparring {
        lane: 0,
        inspiration: 3,
    }));
    assert!(refused.is_err());
}

/// A two-player game played by the fast policy on both sides until your Main Phase of turn 5.
fn midgame() -> Game {
    let mut game = duel("SD01A", "SD01B", RulesVersion::V2_0_0, true, 11);
    let mut policy = GoldfishPolicy::new();
    while !(game.state().turn() >= 5
        && game.state().phase() == Phase::Main
        && game.to_act() == Side::You
        && game.state().pending().is_empty())
    {
        assert!(game.state().winner().is_none() && game.state().turn() < 30);
        let action = policy.next_action(&game);
        game.apply(action).expect("legal");
    }
    game
}

const STARTERS: [&str; 8] = [
    "SD01A",
    "SD01B",
    "SD01C",
    "SD01D",
    "SD01E",
    "SD01F",
    "SD01C+across",
    "SD01B+across",
];

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 32, ..Default::default() })]

    /// Random legal play of both sides: every listed action is accepted, every card of both
    /// decks stays exactly once, the turn player or an ability's owner is always the one to
    /// act, and seed + actions replay to the identical state.
    #[test]
    fn random_legal_play_of_both_sides_keeps_every_card_and_replays_exactly(
        seed in proptest::prelude::any::<u64>(),
        a in 0usize..8,
        b in 0usize..8,
        first in proptest::prelude::any::<bool>(),
        newest in proptest::prelude::any::<bool>(),
        picks in proptest::collection::vec(proptest::prelude::any::<u32>(), 50..400),
    ) {
        let rules = if newest { RulesVersion::V2_0_0 } else { RulesVersion::V1_3_0 };
        let mut game = duel(STARTERS[a], STARTERS[b], rules, first, seed);
        let mut legal = Vec::new();
        for pick in picks {
            if game.state().winner().is_some() {
                break;
            }
            game.legal_actions_into(&mut legal);
            proptest::prop_assert!(!legal.is_empty(), "a game not over has a legal action");
            // Mostly what the game is about; EndTurn less often so that games go on.
            let action = legal[pick as usize % legal.len()];
            let action = if action == Action::EndTurn && pick % 3 != 0 && legal.len() > 1 {
                legal[(pick as usize / 7) % legal.len()]
            } else {
                action
            };
            let before = game.state().clone();
            let applied = game.apply(action);
            proptest::prop_assert!(applied.is_ok(), "{action:?} was listed but refused: {applied:?} in {before:?}");
            assert_all_cards(&game);
            let state = game.state();
            // 405.1: what an effect changed for the turn ends with it.
            if state.turn() != before.turn() {
                proptest::prop_assert!(state.turn_rules().is_default(), "{:?}", state.turn_rules());
            }
            // A blocked [Inspo Boost] is a Scene's.
            for card in state.turn_rules().inspo_blocked.iter().flatten() {
                proptest::prop_assert_eq!(game.table().card_type(*card), CardType::Scene);
            }
            if state.winner().is_none() && state.turn() > 0 {
                match state.pending().last() {
                    Some(top) => proptest::prop_assert_eq!(game.table().owner(top.source), state.to_act()),
                    // 404.3.2: or the non-turn player, in its Inspiration step.
                    None => proptest::prop_assert_eq!(state.acting_side(), state.to_act()),
                }
                if state.inspiration_step() == InspirationStep::NonTurnPlayer {
                    proptest::prop_assert_eq!(state.phase(), Phase::Contact);
                    proptest::prop_assert_ne!(state.active(), state.to_act());
                }
            }
        }
        let mut replay = duel(STARTERS[a], STARTERS[b], rules, first, seed);
        for action in game.log().to_vec() {
            replay.apply(action).expect("replays");
        }
        proptest::prop_assert_eq!(replay.state(), game.state());
    }
}

#[test]
fn a_new_game_after_one_the_rival_won_starts_clean() {
    let mut game = duel("SD01A", "SD01B", RulesVersion::V2_0_0, true, 1);
    let (mut a, mut b) = (GoldfishPolicy::new(), GoldfishPolicy::new());
    let mut events = Vec::new();
    let mut rival_won = false;
    for seed in 0..200 {
        let outcome = play_duel(&mut game, seed, 60, &mut a, &mut b, &mut events);
        if rival_won {
            assert!(
                outcome.winner.is_some(),
                "seed {seed}: the game after a rival win ends"
            );
        }
        rival_won = outcome.winner == Some(Side::Rival);
        let fresh = duel("SD01A", "SD01B", RulesVersion::V2_0_0, true, seed + 1);
        game.restart(seed + 1);
        assert_eq!(game.state(), fresh.state(), "restart equals a new game");
    }
}

#[test]
fn the_search_opponent_beats_the_fast_one_in_most_mirror_games() {
    // docs/players.md has the figures over many games (`cargo bench --bench players`); a few
    // seeded games at a small budget here keep it from regressing.
    let mut game = duel("SD01A", "SD01A", RulesVersion::V2_0_0, true, 0);
    game.set_recording(false);
    let mut events = Vec::new();
    let mut search_wins = 0;
    for seed in 0..6u64 {
        let mut config = game.config();
        config.first_player = seed % 2 == 0;
        game.set_config(config);
        let mut search = SearchPolicy::with_budget(40);
        let mut fast = GoldfishPolicy::new();
        let outcome = play_duel(&mut game, seed, 60, &mut search, &mut fast, &mut events);
        search_wins += u32::from(outcome.winner == Some(Side::You));
    }
    assert!(search_wins >= 4, "search won {search_wins} of 6");
}

#[test]
fn a_two_player_game_saves_and_loads_with_the_rivals_deck() {
    let mut game = midgame();
    game.apply(Action::EndTurn).expect("end");
    let text = game.to_json().expect("saved");
    let loaded = Game::from_json(&text, catalog()).expect("loads");
    assert_eq!(loaded.state(), game.state());
    assert!(loaded.rival_deck().is_some());
}

/// Every card of the player to act in its hand and Main Deck.
fn own_cards(game: &Game) -> Vec<CardHandle> {
    let you = &game.state().acting();
    you.hand.iter().chain(&you.main_deck).copied().collect()
}

#[test]
fn an_inspo_boost_for_a_specific_character_is_used_only_for_that_character_and_the_fast_opponent_uses_it_there_rule_404_3_1a()
 {
    // SD01-ER03 Sugarcube Corner: "[Inspo Boost] Your 「Pinkie Pie」 gets +1 Inspiration until
    // the end of this Contact." Lane 1 holds a Character who is not Pinkie Pie, lane 2 a Pinkie
    // Pie; both face a stronger rival Character.
    let mut game = unshuffled_duel(
        starter_deck("SD01C"),
        starter_deck("SD01A"),
        RulesVersion::V1_3_0,
        true,
    );
    let table = game.table().clone();
    let character = |c: &CardHandle| table.card_type(*c) == CardType::Character;
    let not_pinkie = own_cards(&game)
        .into_iter()
        .find(|c| character(c) && !table.has_name(*c, "Pinkie Pie"))
        .expect("a Character who is not Pinkie Pie");
    let pinkie = own_cards(&game)
        .into_iter()
        .find(|c| character(c) && table.has_name(*c, "Pinkie Pie"))
        .expect("a Pinkie Pie");
    place(&mut game, not_pinkie, 0);
    place(&mut game, pinkie, 1);
    game.apply(Action::EndTurn).expect("end turn 1");
    // The rival's strongest Characters face your slots 1 and 2 (its slots 3 and 2).
    let mut strong: Vec<CardHandle> = own_cards(&game).into_iter().filter(character).collect();
    strong.sort_by_key(|c| std::cmp::Reverse(table.inspiration(*c)));
    place(&mut game, strong[0], 2);
    place(&mut game, strong[1], 1);
    game.apply(Action::EndTurn).expect("end turn 2");
    let corner = game
        .state()
        .acting()
        .scene_deck
        .iter()
        .copied()
        .find(|c| table.card_id(*c) == "SD01-ER03")
        .expect("Sugarcube Corner in the Scene Deck");
    game.apply(Action::Sandbox(SandboxAction::Move {
        card: corner,
        to: Zone::SceneArea,
    }))
    .expect("Sugarcube Corner into the Scene Area");
    game.apply(Action::BeginContact).expect("contact");
    let view = game.side_view();
    let lane = view.current_lane().expect("lane 1");
    assert!(view.lane_contested());
    assert!(view.inspiration_of(lane) <= view.rival_inspiration_of(lane));
    let mut legal = Vec::new();
    view.legal_actions_into(&mut legal);
    assert!(
        !legal.iter().any(|a| matches!(a, Action::InspoBoost { .. })),
        "404.3.1a: no boost for lane 1's Character: {legal:?}"
    );
    let scene = u8::try_from(game.state().acting().scene_area.len() - 1).expect("a Scene index");
    let refused = game
        .clone()
        .apply(Action::InspoBoost { scene })
        .expect_err("Sugarcube Corner is refused for a Character who is not Pinkie Pie");
    assert!(refused.to_string().contains("404.3.1a"), "{refused}");
    let mut fast = GoldfishPolicy::new();
    let first = fast.choose_seen(&view);
    assert!(
        matches!(first, Action::ResolveLane { .. }),
        "the fast opponent keeps Sugarcube Corner for lane 2 ({first:?})"
    );
    game.apply(first).expect("lane 1");
    // What lane 1 set off (a Farewell, a choice) resolves first, by each side's fast policy.
    let mut other = GoldfishPolicy::new();
    for _ in 0..20 {
        let view = game.side_view();
        if view.decision().is_none() && !view.has_pending() && game.to_act() == Side::You {
            break;
        }
        let action = match game.to_act() {
            Side::You => fast.choose_seen(&view),
            Side::Rival => other.choose_seen(&view),
        };
        game.apply(action).expect("the abilities of lane 1 resolve");
    }
    let view = game.side_view();
    let lane = view.current_lane().expect("lane 2");
    assert!(view.lane_contested());
    assert!(
        view.inspiration_of(lane) <= view.rival_inspiration_of(lane),
        "Pinkie Pie is behind in lane 2"
    );
    let second = fast.choose_seen(&view);
    assert!(
        matches!(second, Action::InspoBoost { .. }),
        "behind with Pinkie Pie in lane 2, it boosts: {second:?}"
    );
}

#[test]
fn the_rivals_top_or_bottom_question_names_its_card_to_it_but_not_in_your_view_rule_609_3() {
    // SD01A-C05 Owlowiscious: "[Appear] Reveal the top card of the Deck, put it at the top
    // or the bottom of the Deck." Played by the rival, the question is the rival's: your view
    // of the table asks nothing of you and names no card of its deck, as the log does not.
    let (mut you, mut rival) = (GoldfishPolicy::new(), GoldfishPolicy::new());
    let mut seen = 0;
    for seed in 0..40 {
        let mut game = duel("SD01B", "SD01A", RulesVersion::V2_0_0, seed % 2 == 0, seed);
        for _ in 0..2_000 {
            let state = game.state();
            if state.winner().is_some() || state.turn() > 30 {
                break;
            }
            if let Some(decision) = state.decision()
                && decision.kind == ponydeck::engine::DecisionKind::TopBottom
                && game.to_act() == Side::Rival
            {
                let frame_card = state
                    .pending()
                    .last()
                    .and_then(|p| p.frame.subject.or(p.frame.revealed().first().copied()))
                    .expect("the card looked at");
                let id = game.table().card_id(frame_card).to_string();
                let theirs = state.decision_prompt(game.table());
                assert!(theirs.starts_with(&id), "the rival is told: {theirs}");
                let yours = game.view().decision.expect("the open decision").prompt;
                assert!(!yours.contains(&id), "you are not told: {yours}");
                seen += 1;
            }
            let view = game.side_view();
            let action = match game.to_act() {
                Side::You => you.choose_seen(&view),
                Side::Rival => rival.choose_seen(&view),
            };
            game.apply(action).expect("the policy plays legal actions");
        }
    }
    assert!(seen > 0, "the rival's Owlowiscious asked in these games");
}
