//! The ability compiler (issue 10 part A) over the shipped catalog: one real card per template,
//! the typed form of a few, the coverage figure, and no panic on any text.

use crate::common;

use std::sync::OnceLock;

use ponydeck::ability::{
    Ability, Amount, Automation, CardFilter, Cmp, CompiledCard, Condition, Cost, Dest, Duration,
    Op, Pick, Replaced, Scope, Side, Target, Trigger, Zone, compile, compile_text, render,
    render_card,
};
use ponydeck::card::{Card, CardIndex, CardType};
use ponydeck::sim::AbilityCoverage;
use proptest::prelude::*;

fn index() -> &'static CardIndex {
    static INDEX: OnceLock<CardIndex> = OnceLock::new();
    INDEX.get_or_init(common::index)
}

fn card(id: &str) -> &'static Card {
    index()
        .kayou_card(&common::id(id))
        .unwrap_or_else(|| panic!("{id}"))
}

fn compiled(id: &str) -> CompiledCard {
    let compiled = compile(card(id));
    assert!(compiled.is_automated(), "{id}: {:?}", compiled.automation);
    compiled
}

/// One real card per template: the card's text compiles, and the engine's reading of it is the
/// sentence on the right (rendered from the typed form, never copied from the text).
const TEMPLATES: &[(&str, &[&str])] = &[
    (
        "BP01-C01",
        &["When this Character leaves for the Retirement Area: draw 1 card."],
    ),
    (
        "BP01-C02",
        &[
            "When this Character enters the Adventure Area: if there is any Event in your Retirement Area, draw 1 card.",
        ],
    ),
    (
        "BP01-C04",
        &[
            "While this Character is in the Adventure Area and there are 5 or more Scenes in your Scene Area and it is your turn, this card gets +2 Inspiration.",
        ],
    ),
    (
        "BP01-C09",
        &["In your Main Phase, tap this Character to: discard 1 card, then draw 1 card."],
    ),
    (
        "BP01-C12",
        &[
            "When this Character enters the Adventure Area: choose 1 Item in your Retirement Area, then move it to your hand.",
        ],
    ),
    (
        "BP01-C23",
        &[
            "While this card is in your hand and there is any 「Earth Pony」 in your Adventure Area, this card costs 1 less Force of Harmony to play.",
        ],
    ),
    (
        "BP01-C27",
        &[
            "When promoted to this stage: put the top card of your Scene Deck into your Scene Area face up.",
        ],
    ),
    (
        "BP01-C28",
        &["When promoted to this stage: you win the game."],
    ),
    (
        "BP01-C31",
        &[
            "When promoted to this stage: if there is any 「Pet」 in your Adventure Area, reveal the top 3 cards of your Deck, then choose 2 Characters in the revealed cards, then move them to your hand, then put the rest into the Retirement Area.",
        ],
    ),
    (
        "BP01-C38",
        &[
            "When promoted to this stage: every Character in Rival's Adventure Area gets -1 Inspiration until the end of turn.",
        ],
    ),
    (
        "BP01-C47",
        &[
            "When promoted to this stage: choose 1 Character with Inspiration 4 or less in Rival's Adventure Area, then Retire it.",
        ],
    ),
    (
        "BP01-SPR01",
        &[
            "When played: draw 2 cards. Usable only when there is any 「Rainbow Dash」 with Cost of Force of Harmony 3 or less in your Adventure Area.",
        ],
    ),
    (
        "BP01-SPR13",
        &[
            "When played: choose 1 「Fluttershy」 in your Adventure Area, then it gets +1 Inspiration for each Character in your Adventure Area until the end of turn.",
        ],
    ),
    (
        "BP01-SPR23",
        &[
            "May only adorn 「Applejack」.",
            "If the adorned Character would Retire in Contact, instead move this card into the Retirement Area.",
        ],
    ),
    (
        "BP01-SPR28",
        &[
            "May only adorn 「Pinkie Pie」.",
            "The adorned Character has: when this Character leaves for the Retirement Area: choose 1 「Pinkie Pie」 with Cost of Force of Harmony 4 or less in your Retirement Area, then move it to your hand.",
        ],
    ),
    (
        "BP01-SPR24",
        &[
            "May only adorn 「Rainbow Dash」.",
            "While this Item adorns a Character, the adorned Character if it is Character with Cost of Force of Harmony 2 or less gets +2 Inspiration.",
        ],
    ),
    (
        "BP02-C01",
        &[
            "When this Plan is removed (Pre-plan): if there are 2 or more Events in your Retirement Area, move this card to your Adventure Area.",
        ],
    ),
    (
        "BP02-C13",
        &[
            "When this Character leaves for the Retirement Area: if there is any 「Spike」 in your Retirement Area, move the top card of your Deck into your Story Area as a Plan.",
        ],
    ),
    (
        "BP02-C30",
        &[
            "When promoted to this stage: choose 1 「Pegasus」 in your Adventure Area, then move it to an empty slot of its Adventure Area, keeping its state.",
        ],
    ),
    (
        "BP02-C46",
        &["When promoted to this stage: look at all your Plans and put them back in any order."],
    ),
    (
        "BP02-CR05",
        &[
            "When this Character Intervenes a Plan: choose 1 Character in your Adventure Area, then it gets +2 Inspiration until the end of turn.",
        ],
    ),
    (
        "BP02-CR11",
        &[
            "When this Character moves or switches in the Adventure Area for the first time this turn: this card gets +2 Inspiration until the end of turn.",
            "In your Main Phase, tap this Character to: move this card to an empty slot of its Adventure Area, keeping its state.",
        ],
    ),
    (
        "BP02-ER01",
        &[
            "Inspo Boost, in your Inspiration Step: your 「Twilight Sparkle」 in this Contact gets +1 Inspiration until the end of this Contact.",
        ],
    ),
    (
        "BP02-GR03",
        &[
            "When this Character enters the Adventure Area: the next Item you play from your hand this turn costs 2 less Force of Harmony.",
        ],
    ),
    (
        "BP02-GR08",
        &[
            "Whenever your 「Pet」 Character Retires in Contact: this card gets +1 Inspiration until the end of turn.",
        ],
    ),
    (
        "BP02-GR10",
        &[
            "When this Character enters the Adventure Area: choose 1 face-down tapped Scene in your Scene Area, then flip it face up, then untap it.",
        ],
    ),
    (
        "BP02-SPR03",
        &[
            "When played: Rival's Pre-plans are not used and their Plans go to Rival's hand until the end of turn.",
        ],
    ),
    (
        "BP02-SPR15",
        &[
            "When played: if there is any untapped Scene in your Scene Area, draw 2 cards; otherwise draw 1 card.",
        ],
    ),
    (
        "BP02-SPR20",
        &["When played: draw 1, plus 1 for each 「Picnic Day」 in your Retirement Area."],
    ),
    (
        "BP02-SPR22",
        &[
            "While this Item adorns a Character, the adorned Character gets -1 Inspiration.",
            "The adorned Character has: while this Character is in the Adventure Area, every other Character in your Adventure Area gets +1 Inspiration.",
        ],
    ),
    (
        "BP02-SPR24",
        &[
            "May only adorn 「Pinkie Pie」.",
            "While this Item adorns a Character, the adorned Character gets +1 Inspiration for each Character in both Adventure Areas.",
        ],
    ),
    (
        "BP02-SPR27",
        &[
            "While this Item adorns a Character, the adorned Character gets +1 Inspiration.",
            "When this Plan is removed (Pre-plan): move this card onto a Character in your Adventure Area, adorning it.",
        ],
    ),
    (
        "BP02-SR08",
        &[
            "When this Character leaves for the Retirement Area: remove 1 of Rival's Plans (a Pre-plan on it is used).",
        ],
    ),
    (
        "BP02-SR12",
        &[
            "When this Character leaves for the Retirement Area: reveal the top 3 cards of your Scene Deck, then choose 1 Scene in the revealed cards, then move it into your Scene Area face up and tapped, then put the rest to the bottom of its owner's Scene Deck.",
        ],
    ),
    (
        "BP02-U01",
        &[
            "While this card is in your hand, this card costs 1 less Force of Harmony for each Plan in your Story Area to play.",
        ],
    ),
    (
        "BP02-U11",
        &["When your Plan is removed: this card gets +1 Inspiration until the end of turn."],
    ),
    (
        "BP02-U17",
        &[
            "When this Character leaves for the Retirement Area: choose 1 card in Rival's hand at random, then move it into the Retirement Area.",
        ],
    ),
    (
        "BP02-U18",
        &[
            "When this Character enters the Adventure Area: choose 1 Scene in Rival's Scene Area, then move it to the bottom of its owner's Scene Deck, then Rival puts the top card of Rival's Scene Deck into Rival's Scene Area face up.",
        ],
    ),
    (
        "BP03-C16",
        &[
            "In your Main Phase, tap this Character to: choose up to 2 「Nightmare Night」 in your Adventure Area, then place a Treat on them.",
        ],
    ),
    (
        "BP03-C46",
        &[
            "When promoted to this stage: if there is any Character with a Treat in your Adventure Area, look at 2 of Rival's Plans.",
        ],
    ),
    (
        "BP03-CR01",
        &[
            "When a Treat is placed on this Character: this card gets +1 Inspiration until the end of turn.",
            "In your Main Phase, remove a Treat from this Character to: choose 1 Event in your Retirement Area, then move it to your hand.",
        ],
    ),
    (
        "BP03-CR05",
        &[
            "When a Treat is removed from this Character: this card gets +1 Inspiration until the end of turn.",
            "In your Main Phase, tap this Character and remove a Treat from it to: the next 「Nightmare Night」 you play from your hand this turn costs 2 less Force of Harmony.",
        ],
    ),
    (
        "BP03-CR07",
        &["Whenever you discard a card: this card gets +1 Inspiration until the end of turn."],
    ),
    (
        "BP03-CR09",
        &[
            "When this Character enters the Adventure Area: if there are 5 or more face-down Scenes in your Scene Area, choose 2 face-up Scenes in Rival's Scene Area, then flip them face down; otherwise choose 1 face-up Scene in Rival's Scene Area, then flip it face down.",
        ],
    ),
    (
        "BP03-ER02-A",
        &[
            "Inspo Boost, in your Inspiration Step: place a Treat on your 「Nightmare Night」 in this Contact.",
        ],
    ),
    (
        "BP03-GR07",
        &[
            "When this Plan is removed (Pre-plan): draw 1 card.",
            "In your Main Phase, tap this Character to: move this card into your Story Area as a Plan. Usable only when there are 4 or more Events in your Retirement Area.",
        ],
    ),
    (
        "BP03-GR08",
        &[
            "When your Pre-plan is used: this card gets +3 Inspiration until the end of turn, then if that ability's card is 「Star Swirl the Bearded」, draw 1 card.",
        ],
    ),
    (
        "BP03-GR09",
        &[
            "While this Character is in the Adventure Area, every tapped Character in your Adventure Area gets +1 Inspiration.",
            "In your Main Phase, tap this Character to: choose 1 Character in your Adventure Area, then tap it.",
        ],
    ),
    (
        "BP03-GR11",
        &[
            "When this Character leaves for the Retirement Area: draw 1 card.",
            "While this Character is in the Adventure Area and there is any 「Princess Cadance」 in your Adventure Area, this card cannot Retire in Contact.",
        ],
    ),
    (
        "BP03-SPR05",
        &[
            "When played: choose 1 Character with a Treat in your Adventure Area, then it gets +3 Inspiration until the end of turn, then remove a Treat from it. Usable only when there is any Character with a Treat in your Adventure Area.",
        ],
    ),
    (
        "BP03-SPR12",
        &[
            "When played: choose 1 face-up Scene with an Inspo Boost in Rival's Scene Area, then Rival cannot use that Scene's Inspo Boost until the end of turn.",
        ],
    ),
    (
        "BP03-SPR13",
        &[
            "When played: move the top 2 cards of your Deck into the Retirement Area, then choose 1 Character in your Retirement Area, then move it to your hand.",
        ],
    ),
    (
        "BP03-SPR16",
        &[
            "When played: until the end of turn, each time your Character Retires in Contact, draw 1 card.",
        ],
    ),
    (
        "BP03-SPR20",
        &[
            "When played: reveal the top 5 cards of your Deck, then choose 1 Item in the revealed cards and 1 Character in the revealed cards, then move them to your hand, then put the rest on top of your Deck in any order.",
        ],
    ),
    (
        "BP03-SR01",
        &["When you play an Event: this card gets +1 Inspiration until the end of turn."],
    ),
    (
        "BP03-SR03",
        &[
            "When this Character enters the Adventure Area: look at the top card of your Deck, then put the rest on top of or to the bottom of your Deck, then draw 1 card.",
        ],
    ),
    (
        "BP03-SR04",
        &[
            "While this Character is in the Adventure Area and the count of face-up Scene in your Scene Area is at least as many as the count of face-down Scene in your Scene Area, this card gets +2 Inspiration.",
        ],
    ),
    (
        "BP03-SR05",
        &[
            "When your Character moves or switches in the Adventure Area: this card gets +1 Inspiration until the end of turn.",
        ],
    ),
    (
        "BP03-SR12",
        &[
            "When this Character enters the Adventure Area: choose 2 cards in Rival's hand at random, then move them into the Retirement Area.",
        ],
    ),
    (
        "BP03-U05",
        &[
            "When this Character enters the Adventure Area: choose 2 face-up Scenes in your Scene Area and 2 face-up Scenes in Rival's Scene Area, then flip them face down.",
        ],
    ),
    (
        "BP03-U16",
        &[
            "When you move an adorned Item to the Retirement Area: this card gets +2 Inspiration until the end of turn.",
        ],
    ),
    (
        "SD01-CR05",
        &[
            "When this Character enters the Adventure Area: Retire every Character with Cost of Force of Harmony 1 or less in Rival's Adventure Area.",
        ],
    ),
    (
        "SD01-SPR10",
        &[
            "When the adorned Character Retires in Contact: choose 1 Character in your Adventure Area, then it gets +3 Inspiration until the end of turn.",
        ],
    ),
    (
        "SD01A-SPR04",
        &[
            "May only adorn 「Twilight Sparkle」.",
            "While this Item adorns a Character, the Characters next to the adorned Character get +1 Inspiration.",
        ],
    ),
    (
        "SD01C-C01",
        &["When your turn ends: if there is any 「Gummy」 in your Adventure Area, draw 1 card."],
    ),
    (
        "SD01-GR05",
        &[
            "When this Character leaves for the Retirement Area: reveal the top 2 cards of your Deck, then choose 1 「Rainbow Dash」 or 「Scootaloo」 in the revealed cards, then move it to your hand.",
        ],
    ),
    (
        "TK-01-A",
        &["As a rule, each Character can hold at most 1 Treat."],
    ),
    (
        "BP03-SPR18",
        &[
            "When played: choose 1 Character in your Adventure Area, then it gets +1 Inspiration until the end of turn, then it gets +2 Inspiration until the end of turn while it has moved or switched in the Adventure Area this turn.",
        ],
    ),
];

#[test]
fn every_template_compiles_a_real_card_into_the_sentence_it_renders() {
    for (id, sentences) in TEMPLATES {
        let rendered = render_card(&compiled(id));
        let expected: Vec<String> = sentences.iter().map(|s| s.to_string()).collect();
        assert_eq!(rendered, expected, "{id}: {:?}", card(id).text);
    }
}

fn named(name: &str) -> CardFilter {
    CardFilter {
        names: vec![name.to_string()],
        ..CardFilter::default()
    }
}

#[test]
fn a_farewell_draw_is_one_draw_op_triggered_by_leaving_for_the_retirement_area() {
    // BP01-C01 "[Farewell] Draw 1 card." (201.6.2, 601).
    let c = compiled("BP01-C01");
    assert_eq!(
        c.abilities,
        vec![Ability::new(
            Trigger::Farewell,
            vec![Op::Draw(Amount::Fixed(1))]
        )]
    );
}

#[test]
fn choose_to_retire_is_a_choice_among_rival_characters_by_inspiration_then_a_retire() {
    // BP01-C47 "When promoted to this stage, choose 1 Character with Inspiration 4 or less in
    // Rival's Adventure Area to Retire." (614: through the Settlement Area).
    let c = compiled("BP01-C47");
    let filter = CardFilter {
        types: vec![CardType::Character],
        inspiration: Some((Cmp::AtMost, 4)),
        ..CardFilter::default()
    };
    assert_eq!(
        c.abilities[0].steps,
        vec![
            Op::Choose {
                picks: vec![Pick {
                    n: 1,
                    side: Side::Rival,
                    zone: Zone::Adventure,
                    filter
                }],
                up_to: false,
                random: false
            },
            Op::Retire(Target::Chosen)
        ]
    );
    assert_eq!(c.abilities[0].trigger, Trigger::Promoted);
}

#[test]
fn an_inspo_boost_scene_buffs_your_named_character_in_this_contact_until_its_end() {
    // BP02-ER01: the [Inspo Boost] chip restored from the official text (501.3.1, 404.3).
    let c = compiled("BP02-ER01");
    assert_eq!(
        c.abilities,
        vec![Ability::new(
            Trigger::InspoBoost,
            vec![Op::Inspiration {
                target: Target::InContact(named("Twilight Sparkle")),
                amount: Amount::Fixed(1),
                duration: Duration::EndOfContact,
            }]
        )]
    );
}

#[test]
fn an_items_retire_replacement_moves_the_item_instead_and_only_adorns_its_character() {
    // BP01-SPR23 "Only adorn 「Applejack」. When adorned Character would Retire in Contact, move
    // this Item to your Retirement Area instead." (503.1.8; a replacement).
    let c = compiled("BP01-SPR23");
    assert_eq!(c.only_adorn, Some(named("Applejack")));
    assert_eq!(
        c.abilities,
        vec![Ability::new(
            Trigger::Instead(Replaced::AdornedWouldRetire { in_contact: true }),
            vec![Op::Move {
                target: Target::This,
                to: Dest::Retirement
            }]
        )]
    );
}

#[test]
fn draw_instead_becomes_an_if_whose_otherwise_branch_is_the_first_draw() {
    // BP02-SPR15 "Draw 1 card. If you have an untapped Scene card, draw 2 cards instead."
    let c = compiled("BP02-SPR15");
    let untapped_scene = CardFilter {
        types: vec![CardType::Scene],
        tapped: Some(false),
        ..CardFilter::default()
    };
    assert_eq!(
        c.abilities[0].steps,
        vec![Op::If {
            condition: Condition::Count {
                side: Side::You,
                zone: Zone::SceneArea,
                filter: untapped_scene,
                cmp: Cmp::AtLeast,
                n: 1
            },
            then: vec![Op::Draw(Amount::Fixed(2))],
            otherwise: vec![Op::Draw(Amount::Fixed(1))],
        }]
    );
    assert_eq!(c.abilities[0].trigger, Trigger::OnPlay);
}

#[test]
fn only_use_when_is_a_play_restriction_not_a_resolution_condition() {
    // BP01-SPR06 "Only use when there is any 「Pet」 in your Adventure Area. Draw 2 cards" (501.4).
    let a = &compiled("BP01-SPR06").abilities[0];
    assert!(a.condition.is_none());
    assert_eq!(
        a.restriction,
        Some(Condition::Count {
            side: Side::You,
            zone: Zone::Adventure,
            filter: named("Pet"),
            cmp: Cmp::AtLeast,
            n: 1
        })
    );
}

#[test]
fn an_eat_treat_cost_and_a_tap_make_an_activated_ability_with_both_costs() {
    // BP03-CR05 "[Eat Treat] [Adventure] [Tap] Remove a Treat from this Character: ..." (503.1.5).
    let c = compiled("BP03-CR05");
    let activated = &c.abilities[1];
    assert_eq!(activated.trigger, Trigger::Activated);
    assert_eq!(
        activated.cost,
        Cost {
            tap_self: true,
            remove_treat: true
        }
    );
    assert!(matches!(
        activated.steps[0],
        Op::CostChange {
            duration: Duration::NextPlay,
            ..
        }
    ));
}

#[test]
fn an_items_granted_ability_is_marked_granted_and_keeps_its_own_trigger() {
    // SD01-SPR09 "Adorned Character gains "[Farewell] Draw 2 cards."" (today an adorned
    // Character's Item Farewell never triggers; the flag tells the engine to look there).
    let c = compiled("SD01-SPR09");
    assert_eq!(c.abilities.len(), 1);
    assert!(c.abilities[0].granted);
    assert_eq!(c.abilities[0].trigger, Trigger::Farewell);
}

#[test]
fn a_hand_cost_reduction_is_continuous_from_the_hand() {
    // BP01-C23: "-1 Cost ... when played from Hand" is recomputed from the hand (503.1.4, 607).
    let a = &compiled("BP01-C23").abilities[0];
    assert_eq!(a.trigger, Trigger::Static(Scope::InHand));
}

#[test]
fn at_least_95_percent_of_printings_with_ability_text_compile_bp03_included() {
    let coverage = AbilityCoverage::of(index());
    assert!(coverage.with_text >= 600, "{}", coverage.with_text);
    assert!(
        coverage.compiled_percent() >= 95.0,
        "{:.1}%",
        coverage.compiled_percent()
    );
    let bp03 = coverage.by_set["BP03"];
    assert!(bp03.with_text > 150);
    assert!(bp03.compiled * 100 >= bp03.with_text * 95, "{bp03:?}");
}

#[test]
fn every_manual_printing_has_a_reason_naming_what_was_not_understood() {
    let coverage = AbilityCoverage::of(index());
    for id in &coverage.manual {
        let reason = &coverage.reasons[id];
        assert!(!reason.is_empty() && reason != "automated", "{id}");
    }
    assert_eq!(coverage.reasons.len(), coverage.manual.len());
}

#[test]
fn the_catalog_stores_exactly_what_a_fresh_compile_gives() {
    for card in index().cards() {
        let has_text = card.text.as_deref().is_some_and(|t| !t.trim().is_empty());
        match &card.kayou().unwrap().abilities {
            Some(stored) => assert_eq!(stored, &compile(card), "{}", card.id),
            None => assert!(!has_text, "{} has text but no compiled form", card.id),
        }
    }
}

#[test]
fn every_compiled_ability_renders_and_round_trips_through_json() {
    for card in index().cards() {
        let Some(compiled) = &card.kayou().unwrap().abilities else {
            continue;
        };
        let json = serde_json::to_string(compiled).unwrap();
        let back: CompiledCard = serde_json::from_str(&json).unwrap();
        assert_eq!(&back, compiled, "{}", card.id);
        for ability in &compiled.abilities {
            let sentence = render(ability);
            assert!(sentence.ends_with('.') && sentence.len() > 10, "{sentence}");
        }
    }
}

#[test]
fn a_text_without_a_template_is_manual_and_the_reason_quotes_the_sentence() {
    let c = compile_text(
        "[Appear] Juggle three apples while singing.",
        CardType::Character,
    );
    let Automation::Manual { reason } = &c.automation else {
        panic!("{c:?}");
    };
    assert!(reason.contains("Juggle three apples"), "{reason}");
    assert!(c.abilities.is_empty());
}

#[test]
fn an_only_use_when_with_no_effect_after_it_is_manual() {
    let c = compile_text(
        "Only use when there is any 「Pet」 in your Adventure Area.",
        CardType::Event,
    );
    assert!(!c.is_automated());
}

#[test]
fn a_card_without_text_compiles_to_no_abilities() {
    let c = compile_text("", CardType::Character);
    assert!(c.is_automated() && c.abilities.is_empty());
}

fn corpus() -> Vec<String> {
    let mut texts: Vec<String> = index()
        .cards()
        .iter()
        .filter_map(|c| c.text.clone())
        .collect();
    texts.sort();
    texts.dedup();
    texts
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn compiling_any_string_never_panics(text in ".{0,200}") {
        let _ = compile_text(&text, CardType::Character);
        let _ = compile_text(&text, CardType::Item);
    }

    #[test]
    fn compiling_a_cut_or_spliced_real_text_never_panics(
        a in 0usize..400, b in 0usize..400, cut in 0usize..300, keep in 0usize..300
    ) {
        let texts = corpus();
        let first = &texts[a % texts.len()];
        let second = &texts[b % texts.len()];
        let head: String = first.chars().take(cut).collect();
        let tail: String = second.chars().skip(keep).collect();
        for card_type in [CardType::Event, CardType::Story, CardType::Scene, CardType::Token] {
            let compiled = compile_text(&format!("{head}{tail}"), card_type);
            for ability in &compiled.abilities {
                let _ = render(ability);
            }
        }
    }
}

#[test]
fn an_ability_lists_the_areas_it_reads_and_whether_it_asks_a_decision() {
    // BP01-C47 chooses among the Rival's Characters: a decision on the Rival's side.
    let retire = &compiled("BP01-C47").abilities[0];
    assert_eq!(retire.places(), vec![(Side::Rival, Zone::Adventure)]);
    assert!(retire.touches_rival() && retire.needs_decision());
    // BP01-C01 only draws: your Deck, no decision.
    let draw = &compiled("BP01-C01").abilities[0];
    assert_eq!(draw.places(), vec![(Side::You, Zone::Deck)]);
    assert!(!draw.touches_rival() && !draw.needs_decision());
}

#[test]
fn about_a_third_of_the_printings_ask_the_player_a_decision() {
    // ABILITIES.md §0 counts 190 of 413 texts with a choice; the BP03 texts add more.
    let deciding = index()
        .cards()
        .iter()
        .filter_map(Card::kayou)
        .filter(|c| {
            c.abilities
                .as_ref()
                .is_some_and(|a| a.abilities.iter().any(|a| a.needs_decision()))
        })
        .count();
    assert!((200..500).contains(&deciding), "{deciding}");
}

#[test]
fn disputed_translations_compile_to_the_reading_their_note_records() {
    // SD01-GR05: the rest's destination is not stated, so no op moves it (609.2: it stays).
    let gr05 = &compiled("SD01-GR05").abilities[0];
    assert!(!gr05.steps.iter().any(|op| matches!(op, Op::Rest { .. })));
    // SD01-SPR07 / BP01-SPR23: a replacement, the Item goes instead of the Character.
    for id in ["SD01-SPR07", "BP01-SPR23"] {
        let a = &compiled(id).abilities[0];
        assert_eq!(
            a.trigger,
            Trigger::Instead(Replaced::AdornedWouldRetire { in_contact: true }),
            "{id}"
        );
    }
    // BP02-SR08: you remove one of Rival's Plans (605: its Pre-plan is the rules' business).
    assert_eq!(
        compiled("BP02-SR08").abilities[0].steps,
        vec![Op::RemovePlan {
            side: Side::Rival,
            n: 1
        }]
    );
}

#[test]
fn a_very_long_text_full_of_quotes_and_brackets_compiles_to_manual() {
    // Bad input never hangs: the sentence splitter looks ahead without copying the rest.
    let text = "\" [Appear] \"「a」. ".repeat(20_000);
    assert!(!compile_text(&text, CardType::Character).is_automated());
}
