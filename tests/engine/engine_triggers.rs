//! Abilities set off by what happens (501.1), Pre-plans (605), and the choices of where a card
//! goes (612 moves in the Adventure Area, the top or the bottom of the Deck, several kinds of
//! card at once, becoming a Plan, 604), on real cards. One scenario per trigger and operation.

use crate::game;

use game::{
    TestGame, adorn_from_hand, advance_to_turn, contact, in_hand, place, play_character,
    retire_from_hand, scenes, spar,
};
use ponydeck::engine::{
    Action, CardHandle, ChosenRef, DecisionKind, Event, Game, LaneChoice, PendingKind,
    SandboxAction, Token, Zone,
};
use ponydeck::format::RulesVersion;

/// Five filler cards for the opening hand, so that the next card is the Plan on Story I
/// (103.4.2: the four cards after the hand become Plans on Stories I..IV).
const HAND: [&str; 5] = [
    "SD01A-C02",
    "SD01A-C02",
    "SD01A-C04",
    "SD01A-C04",
    "SD01A-C03",
];

/// A game whose Plans on Stories I.. are `plans`, and whose next cards are `then`.
fn with_plans(plans: &[&str], then: &[&str]) -> TestGame {
    let mut top: Vec<&str> = HAND.to_vec();
    top.extend(plans);
    top.extend(std::iter::repeat_n("SD01A-C04", 4 - plans.len()));
    top.extend(then);
    TestGame::sd01a().top(&top)
}

fn id_of(game: &Game, card: ponydeck::engine::CardHandle) -> String {
    game.table().card_id(card).to_string()
}

fn ids(game: &Game, cards: &[ponydeck::engine::CardHandle]) -> Vec<String> {
    cards.iter().map(|c| id_of(game, *c)).collect()
}

fn inspiration(game: &Game, slot: usize) -> u8 {
    game.view().you.adventure[slot]
        .as_ref()
        .expect("a Character")
        .inspiration
}

fn intervene(game: &mut Game) -> Vec<Event> {
    game.apply(Action::Sandbox(SandboxAction::RivalIntervenes))
        .expect("the rival Intervenes")
}

fn resolved(events: &[Event], kind: PendingKind) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::PendingResolved { kind: k, .. } if *k == kind))
}

#[test]
fn a_removed_plan_with_a_pre_plan_draws_and_then_goes_to_the_retirement_area_rule_605_1_0() {
    // BP01-GR04 Applejack: "[Pre-plan] Draw 1 card."
    let mut game = with_plans(&["BP01-GR04"], &[]).kept();
    let hand = game.state().acting().hand.len();
    let events = intervene(&mut game);
    assert!(resolved(&events, PendingKind::PrePlan), "{events:?}");
    assert_eq!(game.state().acting().hand.len(), hand + 1, "it drew 1 card");
    assert!(game.state().acting().plans[0].is_none());
    // 306.2.4, 308.1.2: through the Settlement Area to the Retirement Area.
    assert_eq!(ids(&game, &game.state().acting().retirement), ["BP01-GR04"]);
    assert!(game.state().acting().settlement.is_empty());
    assert!(game.state().pending().is_empty());
}

#[test]
fn a_removed_plan_without_a_pre_plan_goes_to_its_owners_hand_rule_605_1_0() {
    let mut game = with_plans(&["SD01A-U02"], &[]).kept();
    intervene(&mut game);
    assert!(
        game.view().you.hand.contains(&"SD01A-U02".to_string()),
        "{:?}",
        game.view().you.hand
    );
    assert!(game.state().acting().retirement.is_empty());
}

#[test]
fn a_pre_plan_with_nothing_to_act_on_goes_to_the_retirement_area_in_1_3_0_and_the_hand_in_2_0_0() {
    // BP01-GR12 Rarity: "[Pre-plan] Choose 1 Character in your Adventure Area, it gets +2
    // Inspiration until the end of turn." With no Character there, it cannot be carried out.
    let mut old = with_plans(&["BP01-GR12"], &[]).kept();
    intervene(&mut old);
    assert_eq!(
        ids(&old, &old.state().acting().retirement),
        ["BP01-GR12"],
        "605.2.0"
    );
    let mut new = with_plans(&["BP01-GR12"], &[])
        .rules(RulesVersion::V2_0_0)
        .kept();
    intervene(&mut new);
    assert!(new.state().acting().retirement.is_empty());
    assert!(new.view().you.hand.contains(&"BP01-GR12".to_string()));
}

#[test]
fn a_pre_plan_that_chooses_gives_the_chosen_character_inspiration_rule_605_1_0() {
    let mut game = with_plans(&["BP01-GR12"], &[]).kept();
    place(&mut game, "SD01A-C02", 1);
    intervene(&mut game);
    assert_eq!(inspiration(&game, 1), 6, "4 + 2 until the end of turn");
}

#[test]
fn a_pre_plan_can_put_its_own_card_into_the_adventure_area_where_it_appears_rule_201_6_3() {
    // BP02-C01 Twilight Sparkle: "[Pre-plan] If there are 2 or more Events in your Retirement
    // Area, move this Character to your Adventure Area."
    let mut game = with_plans(&["BP02-C01"], &["SD01A-SPR02", "SD01A-SPR02"]).kept();
    for _ in 0..2 {
        let card = *game
            .state()
            .acting()
            .main_deck
            .last()
            .expect("an Event on top");
        game.apply(Action::Sandbox(SandboxAction::Move {
            card,
            to: Zone::Retirement,
        }))
        .expect("to the Retirement Area");
    }
    intervene(&mut game);
    let slot = game.state().acting().adventure[0].expect("it entered the Adventure Area");
    assert_eq!(id_of(&game, slot.character), "BP02-C01");
    assert!(game.state().acting().settlement.is_empty());
}

#[test]
fn when_your_plan_is_removed_a_listening_character_gets_inspiration_rule_501_1() {
    // BP02-U11 Rarity: "[Adventure] When your Plan is removed, this Character gets +1
    // Inspiration until the end of turn."
    let mut game = with_plans(&[], &["BP02-U11"]).kept();
    place(&mut game, "BP02-U11", 0);
    assert_eq!(inspiration(&game, 0), 4);
    let events = intervene(&mut game);
    assert!(resolved(&events, PendingKind::When), "{events:?}");
    assert_eq!(inspiration(&game, 0), 5);
}

#[test]
fn a_character_that_intervenes_a_plan_draws_a_card_rule_404_4() {
    // SD01E-U01 Rainbow Dash: "[Adventure] When this Character Intervenes the Plan, draw 1
    // card."
    let mut game = TestGame::sd01a().top(&["SD01E-U01"]).kept();
    place(&mut game, "SD01E-U01", 0);
    advance_to_turn(&mut game, 3);
    let hand = game.state().acting().hand.len();
    let events = contact(&mut game, LaneChoice::Intervene);
    assert!(resolved(&events, PendingKind::When), "{events:?}");
    assert_eq!(game.state().acting().hand.len(), hand + 1);
}

#[test]
fn whenever_two_pets_retire_in_the_same_contact_phase_the_listener_gets_two_boosts_rule_501_1_3() {
    // BP02-GR08 Fluttershy: "[Adventure] Whenever a 「Pet」 in your Adventure Area Retires in
    // Contact, this Character gets +1 Inspiration until the end of turn."
    let mut game = TestGame::sd01a()
        .top(&["BP02-GR08", "SD01A-C05", "SD01A-C05"])
        .kept();
    place(&mut game, "BP02-GR08", 1);
    place(&mut game, "SD01A-C05", 0);
    place(&mut game, "SD01A-C05", 2);
    advance_to_turn(&mut game, 3);
    for lane in [0, 2] {
        spar(&mut game, lane, 9);
    }
    let before = inspiration(&game, 1);
    contact(&mut game, LaneChoice::Auto);
    assert!(
        game.state().acting().adventure[0].is_none()
            && game.state().acting().adventure[2].is_none()
    );
    assert_eq!(inspiration(&game, 1), before + 2);
}

#[test]
fn an_item_sees_its_character_retire_in_contact_and_boosts_another_rule_614() {
    // SD01-SPR10 Cure for Poison Joke: "When adorned Character Retires in Contact, choose 1
    // Character in your Adventure Area, it gets +3 Inspiration until the end of turn."
    let mut game = TestGame::sd01a()
        .top(&["SD01-SPR10", "SD01A-C02", "SD01A-C04"])
        .kept();
    place(&mut game, "SD01A-C04", 0);
    place(&mut game, "SD01A-C02", 1);
    adorn_from_hand(&mut game, "SD01-SPR10", 0);
    advance_to_turn(&mut game, 3);
    spar(&mut game, 0, 9);
    contact(&mut game, LaneChoice::Pass);
    assert!(game.state().acting().adventure[0].is_none(), "it Retired");
    assert_eq!(inspiration(&game, 1), 7, "4 + 3");
}

#[test]
fn when_a_treat_is_placed_the_character_gets_two_and_while_it_has_one_one_more_rule_207_2_1() {
    // BP03-GR04 Applejack: "[Adventure] While this Character has a Treat, this Character gets +1
    // Inspiration. [Adventure] When a Treat is placed on this Character, this Character gets +2
    // Inspiration until the end of turn."
    let mut game = TestGame::sd01a().top(&["BP03-GR04"]).kept();
    place(&mut game, "BP03-GR04", 0);
    assert_eq!(inspiration(&game, 0), 3);
    game.apply(Action::Sandbox(SandboxAction::GiveToken {
        slot: 0,
        token: Token::Treat,
    }))
    .expect("treat");
    assert_eq!(
        inspiration(&game, 0),
        6,
        "3 + 1 (continuous) + 2 (this turn)"
    );
    game.apply(Action::EndTurn).expect("end");
    assert_eq!(
        inspiration(&game, 0),
        4,
        "405.1: the +2 ended, the +1 stays"
    );
}

#[test]
fn a_move_within_the_adventure_area_asks_for_the_slot_and_keeps_the_characters_state_rule_612() {
    // BP02-SPR05 Physical Training: "Choose 1 「Pegasus」 in your Adventure Area, it gets +1
    // Inspiration until the end of turn, move it to 1 of your empty Adventure Areas."
    // BP03-SR05 Rainbow Dash: "[Adventure] When your Character moves or switches in the
    // Adventure Area, this Character gets +1 Inspiration until the end of turn."
    let mut game = TestGame::sd01a().top(&["BP02-SPR05", "BP03-SR05"]).kept();
    place(&mut game, "BP03-SR05", 0);
    scenes(&mut game, 2);
    let event = in_hand(&game, "BP02-SPR05");
    game.apply(Action::PlayEvent { card: event }).expect("play");
    let decision = game.state().decision().expect("where to");
    assert_eq!(decision.kind, DecisionKind::ChooseSlot);
    assert_eq!(
        game.state().options(),
        [ChosenRef::Slot(1), ChosenRef::Slot(2)]
    );
    let events = game
        .apply(Action::Choose {
            pick: ChosenRef::Slot(2),
        })
        .expect("slot 3");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::MovedInAdventure { from: 0, to: 2, .. }))
    );
    assert!(game.state().acting().adventure[0].is_none());
    // 6 printed, +1 from the Event (kept through the move), +1 from its own trigger.
    assert_eq!(inspiration(&game, 2), 8);
}

#[test]
fn a_looked_at_card_goes_to_the_top_or_the_bottom_as_the_player_decides_rule_609_3() {
    // SD01A-C05 Owlowiscious: "[Appear] Reveal the top card of the Deck, put it at the top or
    // the bottom of the Deck."
    let mut game = TestGame::sd01a()
        .top(&[
            "SD01A-C05",
            "SD01A-C02",
            "SD01A-C02",
            "SD01A-C02",
            "SD01A-C02",
        ])
        .kept();
    scenes(&mut game, 2);
    let top = *game.state().acting().main_deck.last().expect("a deck");
    play_character(&mut game, "SD01A-C05", 0);
    let decision = game.state().decision().expect("top or bottom");
    assert_eq!(decision.kind, DecisionKind::TopBottom);
    // The question names the card it is about, which is not on the mat.
    let prompt = game.state().decision_prompt(game.table());
    assert!(
        prompt.starts_with(&format!("{} ", game.table().card_id(top)))
            && prompt.contains("put it at the top or the bottom of the deck"),
        "{prompt}"
    );
    game.apply(Action::Choose {
        pick: ChosenRef::Bottom,
    })
    .expect("bottom");
    assert_eq!(game.state().acting().main_deck.first(), Some(&top));
    assert_ne!(game.state().acting().main_deck.last(), Some(&top));
}

#[test]
fn a_choice_of_two_kinds_asks_each_part_and_moves_both_rule_615() {
    // BP03-CR12 Rarity: "[Farewell] Choose 1 Item and 1 Event in your Retirement Area, add
    // them to Hand."
    let mut game = TestGame::sd01a()
        .top(&[
            "BP03-CR12",
            "SD01A-SPR04",
            "SD01A-SPR04",
            "SD01A-SPR02",
            "SD01A-SPR01",
        ])
        .kept();
    place(&mut game, "BP03-CR12", 0);
    for id in ["SD01A-SPR04", "SD01A-SPR04", "SD01A-SPR02", "SD01A-SPR01"] {
        retire_from_hand(&mut game, id);
    }
    advance_to_turn(&mut game, 3);
    spar(&mut game, 0, 9);
    game.apply(Action::BeginContact).expect("contact");
    game.apply(Action::ResolveLane {
        choice: LaneChoice::Auto,
    })
    .expect("lane 1");
    // First part: 1 Item of the two Guiding Tomes.
    let first = game.state().decision().expect("the Item");
    assert_eq!((first.min, first.max), (1, 1));
    assert_eq!(game.state().options().len(), 2, "two Items");
    let item = game.state().options()[1];
    game.apply(Action::Choose { pick: item }).expect("item");
    // Second part: 1 Event of the two.
    assert!(game.state().decision().is_some(), "the Event");
    assert_eq!(game.state().options().len(), 2, "two Events");
    let event = game.state().options()[0];
    game.apply(Action::Choose { pick: event }).expect("event");
    let hand = game.view().you.hand;
    assert!(hand.contains(&"SD01A-SPR04".to_string()), "{hand:?}");
    assert!(
        hand.contains(&"SD01A-SPR02".to_string()) || hand.contains(&"SD01A-SPR01".to_string()),
        "{hand:?}"
    );
}

#[test]
fn a_card_becoming_a_plan_goes_on_the_highest_story_without_one_rule_604_1_0() {
    // BP02-SPR02 Friendship Letter: "Only use when there is any 「Unicorn」 in your Adventure
    // Area. Choose 1 card in your Hand, place it in your Story Area as a Plan."
    let mut game = with_plans(&[], &["BP02-SPR02"]).kept();
    intervene(&mut game); // Story I is now free.
    place(&mut game, "SD01A-C02", 0); // Twilight Sparkle is a Unicorn.
    let letter = *game.state().acting().main_deck.last().expect("the Letter");
    game.apply(Action::Sandbox(SandboxAction::Move {
        card: letter,
        to: Zone::Hand,
    }))
    .expect("draw it");
    scenes(&mut game, 5);
    game.apply(Action::PlayEvent { card: letter })
        .expect("play the Letter");
    if game.state().decision().is_some() {
        let pick = game.state().options()[0];
        game.apply(Action::Choose { pick }).expect("a card");
    }
    assert!(
        game.state().acting().plans[0].is_some(),
        "Story I has a Plan again"
    );
}

#[test]
fn your_continuous_ability_lowers_the_rivals_characters_inspiration_rule_607() {
    // SD01-CR03 Pinkie Pie: "[Adventure] While there are 2 or more Items in your Retirement
    // Area, all Characters in Rival's Adventure Area get -1 Inspiration."
    let mut game = TestGame::sd01a()
        .top(&["SD01-CR03", "SD01A-SPR04", "SD01A-SPR04"])
        .kept();
    place(&mut game, "SD01-CR03", 0);
    spar(&mut game, 1, 5);
    assert_eq!(game.state().rival_inspiration_of(game.table(), 1), 5);
    for _ in 0..2 {
        retire_from_hand(&mut game, "SD01A-SPR04");
    }
    assert_eq!(game.state().rival_inspiration_of(game.table(), 1), 4);
}

#[test]
fn an_item_gives_the_characters_next_to_its_character_inspiration_rule_303_1() {
    // SD01A-SPR04 Guiding Tome: "Only adorn 「Twilight Sparkle」. Characters next to adorned
    // Character get +1 Inspiration."
    let mut game = TestGame::sd01a()
        .top(&["SD01A-SPR04", "SD01A-C02", "SD01A-C04", "SD01A-C04"])
        .kept();
    place(&mut game, "SD01A-C04", 0);
    place(&mut game, "SD01A-C02", 1);
    place(&mut game, "SD01A-C04", 2);
    adorn_from_hand(&mut game, "SD01A-SPR04", 1);
    assert_eq!(
        (
            inspiration(&game, 0),
            inspiration(&game, 1),
            inspiration(&game, 2)
        ),
        (3, 4, 3)
    );
}

#[test]
fn a_continuous_protection_keeps_the_character_in_the_adventure_area_after_a_lost_contact_rule_404_3_4()
 {
    // BP03-GR11 Shining Armor: "[Adventure] While there is any 「Princess Cadance」 in your
    // Adventure Area, this Character won't Retire in Contact."
    let mut game = TestGame::sd01a().top(&["BP03-GR11", "BP03-GR12"]).kept();
    place(&mut game, "BP03-GR11", 0);
    place(&mut game, "BP03-GR12", 1);
    advance_to_turn(&mut game, 3);
    spar(&mut game, 0, 9);
    contact(&mut game, LaneChoice::Pass);
    assert!(game.state().acting().adventure[0].is_some(), "it stays");
}

#[test]
fn playing_an_event_and_discarding_set_off_their_listeners_rule_501_1() {
    // BP03-SR01 Twilight Sparkle: "When you play an Event, +1 ..."; BP03-CR07 Twilight
    // Sparkle: "Whenever you discard a card from your Hand, +1 ..."; SD01A-U04 Spike:
    // "[Appear] Discard 1 card, draw 1 card."
    let mut game = TestGame::sd01a()
        .top(&[
            "BP03-SR01",
            "BP03-CR07",
            "SD01A-SPR02",
            "SD01A-U04",
            "SD01A-C02",
        ])
        .kept();
    place(&mut game, "BP03-SR01", 0);
    place(&mut game, "BP03-CR07", 1);
    scenes(&mut game, 6);
    let draw2 = in_hand(&game, "SD01A-SPR02");
    game.apply(Action::PlayEvent { card: draw2 }).expect("play");
    assert_eq!(inspiration(&game, 0), 4, "3 + 1 for the Event");
    play_character(&mut game, "SD01A-U04", 2);
    if game.state().decision().is_some() {
        let pick = game.state().options()[0];
        game.apply(Action::Choose { pick }).expect("discard");
    }
    assert_eq!(inspiration(&game, 1), 5, "4 + 1 for the discard");
}

#[test]
fn at_the_end_of_your_turn_the_ability_draws_before_the_turn_passes_rule_405() {
    // SD01C-C01 Pinkie Pie: "[Adventure] At the end of your turn, if there is any 「Gummy」 in
    // your Adventure Area, draw 1 card."
    let mut game = TestGame::starter("SD01C")
        .top(&["SD01C-C01", "SD01C-C05"])
        .kept();
    place(&mut game, "SD01C-C01", 0);
    place(&mut game, "SD01C-C05", 1);
    let hand = game.state().acting().hand.len();
    let events = game.apply(Action::EndTurn).expect("end");
    let drew: Vec<usize> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::Drew { .. }))
        .map(|(i, _)| i)
        .collect();
    let turn_began = events
        .iter()
        .position(|e| matches!(e, Event::TurnBegan { .. }))
        .expect("the next turn");
    assert!(drew.first().is_some_and(|i| *i < turn_began), "{events:?}");
    // One card at the end of turn 1, one in the Start Phase of turn 3.
    assert_eq!(game.state().acting().hand.len(), hand + 2);
}

/// The position of the first `Moved` of `card` from `from` to `to` among `events`.
fn moved_at(events: &[Event], card: CardHandle, from: Zone, to: Zone) -> usize {
    events
        .iter()
        .position(|e| *e == Event::Moved { card, from, to })
        .unwrap_or_else(|| panic!("{card:?} moves from {from:?} to {to:?}: {events:?}"))
}

#[test]
fn a_character_with_an_items_farewell_waits_in_the_settlement_area_while_it_resolves_rule_614_1_2()
{
    // BP01-SPR28 Recorder: "Only adorn 「Pinkie Pie」. Adorned Character gains: [Farewell]
    // Choose 1 「Pinkie Pie」 with Cost of Force of Harmony 4 or less in your Retirement Area,
    // add it to Hand." 614.1.2: the retiring Pinkie Pie is in the Settlement Area while its
    // [Farewell] resolves, so the one that comes back is the copy already retired.
    let mut game = TestGame::starter("SD01C")
        .top(&["BP01-SPR28", "SD01C-C01", "SD01C-C01"])
        .kept();
    let retiring = in_hand(&game, "SD01C-C01");
    game.apply(Action::Sandbox(SandboxAction::Move {
        card: retiring,
        to: Zone::Character(0),
    }))
    .expect("placed");
    let retired = in_hand(&game, "SD01C-C01");
    retire_from_hand(&mut game, "SD01C-C01");
    let recorder = in_hand(&game, "BP01-SPR28");
    adorn_from_hand(&mut game, "BP01-SPR28", 0);
    advance_to_turn(&mut game, 3);
    spar(&mut game, 0, 9);
    let events = contact(&mut game, LaneChoice::Pass);
    assert!(resolved(&events, PendingKind::Farewell), "{events:?}");
    let hand = &game.state().acting().hand;
    assert!(hand.contains(&retired), "the retired copy comes back");
    assert!(!hand.contains(&retiring), "not the one saying Farewell");
    // 614.1.3, 306.2.3: once the [Farewell] is done, the Character and its Item go on.
    let came_back = moved_at(&events, retired, Zone::Retirement, Zone::Hand);
    let waited = moved_at(&events, retiring, Zone::Character(0), Zone::Settlement);
    let went_on = moved_at(&events, retiring, Zone::Settlement, Zone::Retirement);
    assert!(waited < came_back && came_back < went_on, "{events:?}");
    moved_at(&events, recorder, Zone::Item(0), Zone::Settlement);
    moved_at(&events, recorder, Zone::Settlement, Zone::Retirement);
    let retirement = &game.state().acting().retirement;
    assert!(retirement.contains(&retiring) && retirement.contains(&recorder));
    assert!(game.state().acting().settlement.is_empty());
}

#[test]
fn an_item_waits_with_its_character_so_neither_farewell_returns_the_pair_rule_306_2_3() {
    // SD01-U03 Pinkie Pie: "[Farewell] Choose 1 Item with Cost of Force of Harmony 2 or less
    // in your Retirement Area, add it to Hand." adorned with BP01-SPR28 Recorder (cost 2),
    // whose given [Farewell] returns a 「Pinkie Pie」 of cost 4 or less. 306.2.3: the Item goes
    // to the Retirement Area when the Character does, after both [Farewell]s (614.1.3): each
    // finds nothing there.
    let mut game = TestGame::starter("SD01C")
        .top(&["BP01-SPR28", "SD01-U03"])
        .kept();
    let pinkie = in_hand(&game, "SD01-U03");
    let recorder = in_hand(&game, "BP01-SPR28");
    place(&mut game, "SD01-U03", 0);
    adorn_from_hand(&mut game, "BP01-SPR28", 0);
    advance_to_turn(&mut game, 3);
    spar(&mut game, 0, 9);
    let events = contact(&mut game, LaneChoice::Pass);
    let farewells = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::PendingResolved {
                    kind: PendingKind::Farewell,
                    ..
                }
            )
        })
        .count();
    assert_eq!(farewells, 2, "{events:?}");
    let hand = &game.state().acting().hand;
    assert!(
        !hand.contains(&recorder) && !hand.contains(&pinkie),
        "{events:?}"
    );
    let retirement = &game.state().acting().retirement;
    assert!(retirement.contains(&pinkie) && retirement.contains(&recorder));
    assert!(game.state().acting().settlement.is_empty());
    assert!(game.state().acting().settlement_items.is_empty());
}

#[test]
fn an_activated_ability_with_only_use_when_is_offered_only_while_its_condition_holds_rule_501_4() {
    // BP03-SR13: "[Adventure] [Tap] Only use when there is any Character with Inspiration 5 or
    // more in Rival's Adventure Area. This Character gets +3 Inspiration until the end of turn."
    let mut game = TestGame::sd01a().top(&["BP03-SR13"]).kept();
    place(&mut game, "BP03-SR13", 0);
    let tap = Action::ActivateTap {
        slot: 0,
        source: ponydeck::engine::AbilitySource::Character,
    };
    assert!(!game.legal_actions().contains(&tap));
    assert!(game.apply(tap).is_err(), "refused while it does not hold");
    spar(&mut game, 2, 5);
    assert!(game.legal_actions().contains(&tap));
    let before = inspiration(&game, 0);
    game.apply(tap).expect("use it");
    assert_eq!(inspiration(&game, 0), before + 3);
}

#[test]
fn abilities_set_off_at_the_same_time_wait_for_the_player_to_order_them_rule_504_6() {
    // BP02-U11 Rarity: "When your Plan is removed, this Character gets +1 Inspiration ...";
    // BP03-GR08: "When a Pre-plan ability of yours is activated, this Character gets +3 ...".
    // The rival Intervenes a Plan with a Pre-plan (BP01-GR04): both trigger at once.
    let mut game = with_plans(&["BP01-GR04"], &["BP02-U11", "BP03-GR08"]).kept();
    place(&mut game, "BP02-U11", 0);
    place(&mut game, "BP03-GR08", 1);
    intervene(&mut game);
    let decision = game.state().decision().expect("which first");
    assert_eq!(decision.kind, DecisionKind::Order);
    assert_eq!(game.state().options().len(), 2);
    let gr08 = game.state().acting().adventure[1].unwrap().character;
    let legal = game.legal_actions();
    assert!(legal.contains(&Action::Choose {
        pick: ChosenRef::Card(gr08)
    }));
    let events = game
        .apply(Action::Choose {
            pick: ChosenRef::Card(gr08),
        })
        .expect("GR08 first");
    let boosts: Vec<i8> = events
        .iter()
        .filter_map(|e| match e {
            Event::InspirationChanged { delta, .. } => Some(*delta),
            _ => None,
        })
        .collect();
    assert_eq!(boosts, [3, 1], "the chosen one resolved first");
    assert!(game.state().decision().is_none());
    assert!(game.state().pending().is_empty());
}

#[test]
fn an_item_goes_to_the_retirement_area_instead_of_its_character_retiring_in_contact_rule_614() {
    // SD01-SPR07: "Only adorn 「Pinkie Pie」. When adorned Character would Retire in Contact,
    // move this Item to your Retirement Area instead."
    let mut game = TestGame::starter("SD01C")
        .top(&["SD01-SPR07", "SD01C-C01"])
        .kept();
    place(&mut game, "SD01C-C01", 0);
    adorn_from_hand(&mut game, "SD01-SPR07", 0);
    advance_to_turn(&mut game, 3);
    spar(&mut game, 0, 9);
    let events = contact(&mut game, LaneChoice::Pass);
    assert!(resolved(&events, PendingKind::Instead), "{events:?}");
    let slot = game.state().acting().adventure[0].expect("Pinkie Pie stays");
    assert_eq!(id_of(&game, slot.character), "SD01C-C01");
    assert!(slot.item.is_none());
    assert_eq!(
        ids(&game, &game.state().acting().retirement),
        ["SD01-SPR07"]
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ItemRetired { .. }))
    );
}

#[test]
fn a_delayed_ability_draws_each_time_until_the_end_of_turn_rule_501_1() {
    // BP03-SPR16: "Until the end of turn, each time your Character Retires in Contact, draw 1
    // card."
    let mut game = TestGame::sd01a()
        .top(&["BP03-SPR16", "SD01A-C04", "SD01A-C04"])
        .kept();
    place(&mut game, "SD01A-C04", 0);
    place(&mut game, "SD01A-C04", 2);
    advance_to_turn(&mut game, 3);
    spar(&mut game, 0, 9);
    spar(&mut game, 2, 9);
    scenes(&mut game, 5);
    let event = in_hand(&game, "BP03-SPR16");
    game.apply(Action::PlayEvent { card: event }).expect("play");
    assert!(game.state().delayed().iter().any(Option::is_some));
    let hand = game.state().acting().hand.len();
    contact(&mut game, LaneChoice::Pass);
    assert!(
        game.state().acting().adventure[0].is_none()
            && game.state().acting().adventure[2].is_none()
    );
    assert_eq!(
        game.state().acting().hand.len(),
        hand + 2,
        "one card each time"
    );
    // 405.1: it ends with the turn.
    game.apply(Action::EndTurn).expect("end");
    assert!(game.state().delayed().iter().all(Option::is_none));
}
