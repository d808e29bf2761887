//! The tracker's bookkeeping, one scenario per rule of the Adventures in Equestria rulebook
//! (cited by section), at solo (counted as two players) and at 2-4 players.

use crate::dbg_common;

use dbg_common::*;
use ponydeck::dbg::{
    Action, ChallengeChoice, CloudCause, CloudTarget, CubeColor, Event, GameComponents, Location,
    LossReason, PhaseView, Refusal, Situations, TokenKind, Tracker,
};

fn setbacks(events: &[Event]) -> usize {
    count(events, |e| matches!(e, Event::SetbackResolved { .. }))
}

#[test]
fn every_number_reads_a_solo_table_as_two_players_solo_rules() {
    // "Play as if there are 2 players in every aspect of the game: Sugar Cubes needed to
    // Overcome, Cloud Limits... everything!"
    for (players, hurdle_limit, final_limit, cubes) in
        [(1, 3, 9, 4), (2, 3, 9, 4), (3, 4, 12, 6), (4, 5, 15, 8)]
    {
        let t = tracker(players, standard());
        let v = view(&t);
        assert_eq!(v.players, players);
        assert_eq!(v.counted_players, players.max(2));
        assert_eq!(v.hurdles[0].cloud_limit, hurdle_limit, "{players} players");
        assert_eq!(
            v.final_challenge.cloud_limit, final_limit,
            "{players} players"
        );
        assert_eq!(v.hurdles[0].cubes, Some(cubes), "{players} players");
        assert_eq!(v.requirement.total, Some(cubes), "{players} players");
    }
}

#[test]
fn a_hurdle_reaching_its_cloud_limit_resolves_its_setback_once_per_game_cloud_limit() {
    for players in 1..=4u8 {
        let mut t = tracker(players, standard());
        let limit = view(&t).hurdles[0].cloud_limit;
        let mut events = clouds(&mut t, i32::try_from(limit).unwrap() - 1);
        assert_eq!(setbacks(&events), 0, "{players} players: below the limit");
        events = clouds(&mut t, 1);
        assert_eq!(setbacks(&events), 1, "{players} players: at the limit");
        assert!(view(&t).hurdles[0].setback);
        // "the Setback on each Hurdle only resolves once per game, if at all!"
        clouds(&mut t, -1);
        events = clouds(&mut t, 1);
        assert_eq!(setbacks(&events), 0, "{players} players: not twice");
        assert!(
            view(&t).hurdles[0].setback,
            "a Setback that resolved stays resolved"
        );
    }
}

#[test]
fn clouds_for_a_hurdle_at_its_cloud_limit_go_on_the_final_challenge_cloud_limit() {
    // 2 players: Test Hurdle One holds 3 Clouds; the other 2 go on Best Night Ever?.
    let mut t = tracker(2, standard());
    let events = clouds(&mut t, 5);
    let v = view(&t);
    assert_eq!(v.hurdles[0].clouds, 3);
    assert_eq!(v.final_challenge.clouds, 2);
    assert!(
        matches!(
            events.as_slice(),
            [
                Event::CloudsAdded {
                    count: 3,
                    overflow: false,
                    ..
                },
                Event::SetbackResolved { .. },
                Event::CloudsAdded {
                    count: 2,
                    overflow: true,
                    ..
                },
            ]
        ),
        "{events:?}"
    );
}

#[test]
fn the_end_phase_adds_one_cloud_to_the_active_hurdle_end_phase_step_1() {
    let mut t = tracker(3, standard());
    let events = end(&mut t);
    assert_eq!(view(&t).hurdles[0].clouds, 1);
    assert_eq!(view(&t).final_challenge.clouds, 0);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CloudsAdded {
            cause: CloudCause::EndPhase,
            overflow: false,
            count: 1,
            ..
        }
    )));
}

#[test]
fn the_end_phase_cloud_goes_on_the_final_challenge_when_the_hurdle_is_full_step_1b() {
    let mut t = tracker(4, standard());
    clouds(&mut t, 5); // Test Hurdle One at 4 players: Cloud Limit 5.
    let events = end(&mut t);
    assert_eq!(view(&t).hurdles[0].clouds, 5);
    assert_eq!(view(&t).final_challenge.clouds, 1);
    assert_eq!(
        setbacks(&events),
        0,
        "the Setback resolved with the fifth Cloud already"
    );
}

#[test]
fn no_end_phase_cloud_in_a_turn_that_overcame_a_hurdle_step_1c() {
    for players in 1..=4u8 {
        let mut t = tracker(players, standard());
        overcome(&mut t);
        let events = end(&mut t);
        assert!(
            events.contains(&Event::NoCloudAfterOvercome),
            "{players} players"
        );
        let v = view(&t);
        assert_eq!(v.hurdles[0].clouds, 0, "{players} players");
        assert_eq!(v.final_challenge.clouds, 0, "{players} players");
        // The next turn adds its Cloud again.
        end(&mut t);
        assert_eq!(view(&t).hurdles[0].clouds, 1, "{players} players");
    }
}

#[test]
fn clouds_played_after_an_overcome_still_land_on_the_next_hurdle_play_cards() {
    // Step 1c stops only the End Phase Cloud; a card's Cloud still goes on the Active Hurdle.
    let mut t = tracker(2, standard());
    overcome(&mut t);
    clouds(&mut t, 1);
    assert_eq!(view(&t).hurdles[0].name, "Evil Enchantress");
    assert_eq!(view(&t).hurdles[0].clouds, 1);
}

#[test]
fn with_no_hurdle_left_every_cloud_goes_on_the_final_challenge() {
    let mut t = tracker(2, standard());
    for _ in 0..3 {
        overcome(&mut t);
        end(&mut t);
    }
    assert!(view(&t).hurdles.is_empty());
    let events = end(&mut t);
    assert_eq!(view(&t).final_challenge.clouds, 1);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CloudsAdded { overflow: true, .. }))
    );
    clouds(&mut t, 2);
    assert_eq!(view(&t).final_challenge.clouds, 3);
}

#[test]
fn the_final_challenge_reaching_its_cloud_limit_loses_the_game_how_to_win_or_lose() {
    for (players, limit) in [(1u8, 9u32), (2, 9), (3, 12), (4, 15)] {
        let mut t = tracker(players, standard());
        final_clouds(&mut t, i32::try_from(limit).unwrap() - 1);
        assert_eq!(view(&t).result, None, "{players} players");
        let events = final_clouds(&mut t, 5);
        let v = view(&t);
        assert_eq!(v.result, Some("lost"), "{players} players");
        assert_eq!(v.final_challenge.clouds, limit, "Clouds stop at the loss");
        assert!(events.contains(&Event::Lost {
            reason: LossReason::FinalChallengeCloudLimit
        }));
        assert!(matches!(
            t.apply(Action::EndTurn),
            Err(Refusal::GameOver(_))
        ));
    }
}

#[test]
fn overflowing_clouds_can_lose_the_game_before_the_hurdles_are_overcome() {
    let mut t = tracker(1, standard());
    // Solo: Test Hurdle One holds 3, then 9 more fill Best Night Ever?.
    clouds(&mut t, 12);
    assert_eq!(view(&t).result, Some("lost"));
    assert_eq!(view(&t).hurdles.len(), 3);
}

#[test]
fn cloud_cover_is_active_at_3_and_at_8_clouds_even_with_hurdles_left_cloud_cover() {
    let mut t = tracker(3, standard());
    final_clouds(&mut t, 2);
    assert_eq!(view(&t).final_challenge.cloud_cover, [false, false]);
    let events = final_clouds(&mut t, 1);
    assert_eq!(view(&t).final_challenge.cloud_cover, [true, false]);
    assert!(events.contains(&Event::CloudCover {
        effect: 1,
        active: true,
        text: Some("First Cloud Cover.".into())
    }));
    final_clouds(&mut t, 5);
    assert_eq!(view(&t).final_challenge.cloud_cover, [true, true]);
    assert_eq!(view(&t).hurdles.len(), 3, "Hurdles are still to overcome");
    let events = final_clouds(&mut t, -6);
    assert_eq!(view(&t).final_challenge.cloud_cover, [false, false]);
    assert_eq!(
        count(&events, |e| matches!(
            e,
            Event::CloudCover { active: false, .. }
        )),
        2
    );
}

#[test]
fn each_situation_in_the_adventure_row_adds_a_cloud_to_the_final_challenge_at_the_end_of_the_turn()
{
    // "Resolve a Situation": "At the end of your turn, each Situation in the Adventure Row adds 1
    // Cloud to the Final Challenge."
    let mut game = standard();
    game.situations = Situations::try_from(4).unwrap();
    let mut t = tracker(2, game);
    apply(&mut t, Action::SituationsInRow { count: 2 });
    end(&mut t);
    let v = view(&t);
    assert_eq!(v.hurdles[0].clouds, 1, "the End Phase Cloud");
    assert_eq!(v.final_challenge.clouds, 2, "one per Situation");
    assert!(matches!(
        t.apply(Action::SituationsInRow { count: 5 }),
        Err(Refusal::TooManySituations { most: 4, .. })
    ));
    // "If you have played this game fewer than three times, put the Situation cards back".
    let mut t = tracker(2, standard());
    assert_eq!(
        t.apply(Action::SituationsInRow { count: 1 }),
        Err(Refusal::NoSituations)
    );
}

#[test]
fn only_one_attempt_per_turn_attempt_to_overcome_step_7() {
    for players in 1..=4u8 {
        let mut t = tracker(players, standard());
        overcome(&mut t);
        assert_eq!(view(&t).phase, PhaseView::End);
        let again = Action::Overcome {
            on: ChallengeChoice::Active,
            spend: false,
        };
        assert_eq!(
            t.apply(again),
            Err(Refusal::AlreadyAttempted),
            "{players} players"
        );
        end(&mut t);
        overcome(&mut t);
        assert_eq!(view(&t).overcome.len(), 2, "{players} players");
    }
    // A failed attempt also uses up the turn's attempt.
    let mut t = tracker(2, standard());
    gain_required(&mut t);
    apply(
        &mut t,
        Action::Attempt {
            on: ChallengeChoice::Active,
        },
    );
    apply(&mut t, Action::FailAttempt);
    assert_eq!(
        t.apply(Action::Attempt {
            on: ChallengeChoice::Active
        }),
        Err(Refusal::AlreadyAttempted)
    );
}

#[test]
fn the_final_challenge_cannot_be_attempted_while_a_hurdle_is_active_step_1b() {
    let mut t = tracker(2, standard());
    let refused = t.apply(Action::Overcome {
        on: ChallengeChoice::FinalChallenge,
        spend: false,
    });
    assert_eq!(
        refused,
        Err(Refusal::HurdleStillActive {
            hurdle: "Test Hurdle One".into()
        })
    );
    assert!(
        !view(&t).attempted_this_turn,
        "a refused step changes nothing"
    );
    // Once no Hurdle is left, `overcome` is the Final Challenge and wins.
    for _ in 0..3 {
        overcome(&mut t);
        end(&mut t);
    }
    gain_required(&mut t);
    let events = apply(
        &mut t,
        Action::Overcome {
            on: ChallengeChoice::FinalChallenge,
            spend: false,
        },
    );
    assert!(events.contains(&Event::Won { hurdles: 3 }));
    assert_eq!(view(&t).result, Some("won"));
}

#[test]
fn the_team_wins_by_overcoming_every_hurdle_then_the_final_challenge_how_to_win_or_lose() {
    for players in 1..=4u8 {
        let mut t = tracker(players, standard());
        for turn in 0..3 {
            assert_eq!(view(&t).result, None);
            assert_eq!(view(&t).overcome.len(), turn);
            overcome(&mut t);
            end(&mut t);
        }
        overcome(&mut t);
        let v = view(&t);
        assert_eq!(v.result, Some("won"), "{players} players");
        assert_eq!(v.phase, PhaseView::Over);
        assert_eq!(
            v.overcome,
            ["Test Hurdle One", "Evil Enchantress", "Test Hurdle Three"]
        );
    }
}

#[test]
fn an_extra_hurdle_must_be_overcome_too_continuing_adventures() {
    let mut game = standard();
    game.hurdles.insert(
        2,
        hurdle("Test Extra Hurdle", 2, "4", "2", CubeColor::Green),
    );
    let mut t = tracker(2, game);
    for _ in 0..4 {
        overcome(&mut t);
        end(&mut t);
    }
    let events = overcome(&mut t);
    assert!(events.contains(&Event::Won { hurdles: 4 }));
}

fn with_chaos(names: &[&str]) -> GameComponents {
    let mut game = standard();
    game.chaos = names
        .iter()
        .map(|n| hurdle(n, 1, "3", "2", CubeColor::Pink))
        .collect();
    game
}

fn chaos_flipped(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::ChaosFlipped { name, .. } => Some(name.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn an_attempt_flips_one_chaos_hurdle_and_a_final_challenge_attempt_two_chaos() {
    let mut t = tracker(
        2,
        with_chaos(&["Chaos A", "Chaos B", "Chaos C", "Chaos D", "Chaos E"]),
    );
    gain_required(&mut t);
    let events = apply(
        &mut t,
        Action::Attempt {
            on: ChallengeChoice::Active,
        },
    );
    assert_eq!(chaos_flipped(&events), ["Chaos A"]);
    assert_eq!(view(&t).phase, PhaseView::Attempt);
    assert_eq!(view(&t).attempt.as_ref().map(|a| a.chaos.len()), Some(1));
    overcome(&mut t);
    for _ in 0..2 {
        end(&mut t);
        overcome(&mut t);
    }
    end(&mut t);
    gain_required(&mut t);
    let events = apply(
        &mut t,
        Action::Attempt {
            on: ChallengeChoice::Active,
        },
    );
    // Chaos A, B and C went to the three Hurdles; the Final Challenge flips the next two.
    assert_eq!(chaos_flipped(&events), ["Chaos D", "Chaos E"]);
    assert_eq!(
        view(&t).attempt.as_ref().map(|a| a.chaos.len()),
        Some(2),
        "two for the Final Challenge"
    );
}

#[test]
fn chaos_texts_read_with_the_number_at_the_table_solo_rules() {
    let mut t = tracker(1, with_chaos(&["Chaos A"]));
    gain_required(&mut t);
    let events = apply(
        &mut t,
        Action::Attempt {
            on: ChallengeChoice::Active,
        },
    );
    assert!(events.contains(&Event::ChaosFlipped {
        name: "Chaos A".into(),
        text: Some("+1 Help per player (2 at this table) (Chaos of Chaos A)".into()),
    }));
}

#[test]
fn flipped_chaos_hurdles_are_reshuffled_when_the_unused_deck_runs_out_chaos() {
    let mut t = tracker(2, with_chaos(&["Chaos A", "Chaos B"]));
    for _ in 0..2 {
        gain_required(&mut t);
        apply(
            &mut t,
            Action::Attempt {
                on: ChallengeChoice::Active,
            },
        );
        apply(&mut t, Action::FailAttempt);
        end(&mut t);
    }
    assert_eq!((view(&t).chaos_deck, view(&t).chaos_discard), (0, 2));
    gain_required(&mut t);
    let events = apply(
        &mut t,
        Action::Attempt {
            on: ChallengeChoice::Active,
        },
    );
    assert!(events.contains(&Event::ChaosReshuffled { cards: 2 }));
    assert_eq!((view(&t).chaos_deck, view(&t).chaos_discard), (1, 0));
}

#[test]
fn with_no_unused_hurdle_entered_the_chaos_comes_from_the_box() {
    let mut t = tracker(2, standard());
    gain_required(&mut t);
    let events = apply(
        &mut t,
        Action::Attempt {
            on: ChallengeChoice::Active,
        },
    );
    assert!(events.contains(&Event::ChaosFromTheBox));
}

#[test]
fn a_failed_attempt_keeps_cubes_and_hurdle_and_the_end_phase_adds_a_cloud_step_6() {
    let mut t = tracker(2, with_chaos(&["Chaos A"]));
    apply(
        &mut t,
        Action::Cubes {
            player: 1,
            color: CubeColor::Pink,
            delta: 4, // Test Hurdle One at 2 players: 2 per player, the attempt's requirement.
        },
    );
    apply(
        &mut t,
        Action::Attempt {
            on: ChallengeChoice::Active,
        },
    );
    assert!(matches!(
        t.apply(Action::EndTurn),
        Err(Refusal::AttemptOpen { .. })
    ));
    apply(&mut t, Action::FailAttempt);
    let v = view(&t);
    assert_eq!(v.team[0].cubes.pink, 4, "every cube kept (step 6a)");
    assert_eq!(v.hurdles[0].name, "Test Hurdle One");
    assert_eq!(v.chaos_discard, 1, "the Chaos Hurdle is discarded");
    end(&mut t);
    assert_eq!(
        view(&t).hurdles[0].clouds,
        1,
        "no Hurdle was overcome: the Cloud is added"
    );
}

#[test]
fn an_overcome_hurdle_returns_its_clouds_to_the_supply_step_5c() {
    let mut t = tracker(3, standard());
    clouds(&mut t, 6); // 4 on Test Hurdle One (3 players), 2 overflow.
    let events = overcome(&mut t);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Overcome {
            clouds_returned: 4,
            ..
        }
    )));
    let v = view(&t);
    assert_eq!(v.hurdles.len(), 2, "an overcome Hurdle leaves the stack");
    assert_eq!(v.hurdles[0].clouds, 0);
    assert_eq!(
        v.final_challenge.clouds, 2,
        "the Final Challenge keeps its Clouds"
    );
}

#[test]
fn the_next_hurdle_is_flipped_face_up_at_the_start_of_the_next_turn_start_of_turn_step_3() {
    let mut t = tracker(2, standard());
    assert!(view(&t).hurdles[0].face_up);
    assert!(!view(&t).hurdles[1].face_up);
    overcome(&mut t);
    assert!(
        !view(&t).hurdles[0].face_up,
        "face down until the next Start of Turn"
    );
    let events = end(&mut t);
    assert!(view(&t).hurdles[0].face_up);
    assert!(events.contains(&Event::HurdleFlipped {
        name: "Evil Enchantress".into(),
        level: Some(2)
    }));
}

#[test]
fn spending_takes_a_hurdles_cubes_from_any_players_the_active_one_first() {
    // "Example of Overcoming a Hurdle": 3 players, Evil Enchantress needs 6 Pink Cubes; Rarity
    // holds 5 and Applejack gains the sixth.
    let mut t = tracker(3, standard());
    overcome(&mut t); // Test Hurdle One, on player 1's turn.
    end(&mut t); // Player 2 (Applejack in the example) is active; Evil Enchantress face up.
    apply(
        &mut t,
        Action::Cubes {
            player: 3,
            color: CubeColor::Pink,
            delta: 5,
        },
    );
    assert_eq!(view(&t).requirement.met, Some(false));
    apply(
        &mut t,
        Action::Cubes {
            player: 2,
            color: CubeColor::Pink,
            delta: 1,
        },
    );
    assert_eq!(view(&t).requirement.total, Some(6));
    assert_eq!(view(&t).requirement.met, Some(true));
    let events = apply(
        &mut t,
        Action::Overcome {
            on: ChallengeChoice::Active,
            spend: true,
        },
    );
    assert!(events.contains(&Event::CubesSpent {
        player: 2,
        color: CubeColor::Pink,
        count: 1
    }));
    assert!(events.contains(&Event::CubesSpent {
        player: 3,
        color: CubeColor::Pink,
        count: 5
    }));
    let pinks: Vec<u32> = view(&t).team.iter().map(|p| p.cubes.pink).collect();
    assert_eq!(pinks, [0, 0, 0]);
}

#[test]
fn spending_more_than_the_team_holds_is_refused_and_changes_nothing() {
    let mut t = tracker(2, standard());
    apply(
        &mut t,
        Action::Cubes {
            player: 1,
            color: CubeColor::Pink,
            delta: 3,
        },
    );
    let before = t.clone();
    let refused = t.apply(Action::Overcome {
        on: ChallengeChoice::Active,
        spend: true,
    });
    // "Attempt to Overcome", step 1: no attempt without the cubes.
    let Err(Refusal::CubesMissing { missing, .. }) = refused else {
        panic!("refused for want of cubes: {refused:?}");
    };
    assert!(
        missing.contains("the team holds 3 of 4, 1 pink missing"),
        "{missing}"
    );
    assert_eq!(
        t, before,
        "a refused step changes nothing, not even the attempt"
    );
}

#[test]
fn the_final_challenge_needs_each_players_share_and_a_solo_player_brings_two_shares() {
    // "For the Final Challenge, each player must have collected the required number of Sugar
    // Cubes"; "Solo Rules": "you must provide 2 player's worth of Sugar Cubes".
    let mut solo = tracker(1, standard());
    let mut duo = tracker(2, standard());
    for t in [&mut solo, &mut duo] {
        for _ in 0..3 {
            overcome(t);
            end(t);
        }
    }
    apply(
        &mut solo,
        Action::Cubes {
            player: 1,
            color: CubeColor::Green,
            delta: 3,
        },
    );
    assert_eq!(view(&solo).requirement.share, Some(4));
    assert_eq!(view(&solo).requirement.met, Some(false));
    apply(
        &mut solo,
        Action::Cubes {
            player: 1,
            color: CubeColor::Green,
            delta: 1,
        },
    );
    assert_eq!(view(&solo).requirement.met, Some(true));
    apply(
        &mut solo,
        Action::Overcome {
            on: ChallengeChoice::Active,
            spend: true,
        },
    );
    assert_eq!(view(&solo).result, Some("won"));
    assert_eq!(view(&solo).team[0].cubes.green, 0);

    // Two players: 4 green in all is not enough when one player holds them all.
    apply(
        &mut duo,
        Action::Cubes {
            player: 1,
            color: CubeColor::Green,
            delta: 4,
        },
    );
    assert_eq!(view(&duo).requirement.share, Some(2));
    assert_eq!(view(&duo).requirement.met, Some(false));
    let refused = duo.apply(Action::Overcome {
        on: ChallengeChoice::FinalChallenge,
        spend: true,
    });
    let Err(Refusal::CubesMissing { missing, .. }) = refused else {
        panic!("refused for want of each player's share: {refused:?}");
    };
    assert!(
        missing.contains("player 2 holds 0 of their 2, 2 green missing"),
        "{missing}"
    );
    apply(
        &mut duo,
        Action::Cubes {
            player: 1,
            color: CubeColor::Green,
            delta: -2,
        },
    );
    apply(
        &mut duo,
        Action::Cubes {
            player: 2,
            color: CubeColor::Green,
            delta: 2,
        },
    );
    assert_eq!(view(&duo).requirement.met, Some(true));
}

#[test]
fn spending_needs_the_cards_cube_colour_entered() {
    let mut game = standard();
    game.hurdles[0].cube_color = None;
    let mut t = tracker(2, game);
    apply(
        &mut t,
        Action::Cubes {
            player: 1,
            color: CubeColor::Blue,
            delta: 4,
        },
    );
    assert_eq!(view(&t).requirement.met, Some(true), "any colour counts");
    assert!(matches!(
        t.apply(Action::Overcome {
            on: ChallengeChoice::Active,
            spend: true
        }),
        Err(Refusal::CubeColorNotEntered { .. })
    ));
}

#[test]
fn turns_pass_clockwise_and_every_players_turn_counts() {
    for players in 1..=4u8 {
        let mut t = tracker(players, standard());
        let mut seen = Vec::new();
        for _ in 0..(2 * players) {
            seen.push(view(&t).active_player);
            end(&mut t);
        }
        let want: Vec<u8> = (1..=players).chain(1..=players).collect();
        assert_eq!(seen, want, "{players} players");
        assert_eq!(view(&t).turn, u32::from(2 * players) + 1);
    }
}

#[test]
fn cubes_and_tokens_are_kept_per_player_and_never_go_below_zero() {
    // "Sugar Cubes and Resource Tokens you gain are never lost until you spend them"; contract
    // 1.2: taking more than a player holds is refused, naming the player, the count and what
    // they hold, and changes nothing.
    let mut t = tracker(3, standard());
    apply(
        &mut t,
        Action::Cubes {
            player: 2,
            color: CubeColor::Blue,
            delta: 2,
        },
    );
    let before = t.clone();
    let refused = t.apply(Action::Cubes {
        player: 2,
        color: CubeColor::Blue,
        delta: -5,
    });
    assert_eq!(
        refused,
        Err(Refusal::BelowZero {
            player: 2,
            what: "blue cubes".into(),
            holds: 2,
            taken: 5,
        })
    );
    assert_eq!(t, before, "a refused step changes nothing");
    apply(
        &mut t,
        Action::Tokens {
            player: 3,
            kind: TokenKind::Move,
            delta: 2,
        },
    );
    let refused = t.apply(Action::Tokens {
        player: 3,
        kind: TokenKind::Help,
        delta: -1,
    });
    let message = refused.map(|_| ()).unwrap_err().to_string();
    assert!(
        message.starts_with("player 3 holds 0 help tokens, so 1 cannot be taken"),
        "{message}"
    );
    end(&mut t);
    end(&mut t);
    let v = view(&t);
    assert_eq!(v.team[1].cubes.blue, 2);
    assert_eq!(
        (v.team[2].tokens.r#move, v.team[2].tokens.help),
        (2, 0),
        "kept across turns"
    );
    assert_eq!(
        t.apply(Action::Cubes {
            player: 4,
            color: CubeColor::Pink,
            delta: 1
        }),
        Err(Refusal::NoSuchPlayer {
            player: 4,
            players: 3
        })
    );
}

#[test]
fn an_adventure_row_that_cannot_be_refilled_loses_the_game() {
    let mut t = tracker(2, standard());
    let events = apply(&mut t, Action::AdventureRowUnfilled);
    assert!(events.contains(&Event::Lost {
        reason: LossReason::AdventureRowUnfilled
    }));
    assert_eq!(view(&t).result, Some("lost"));
}

fn location(name: &str) -> Location {
    Location {
        name: name.into(),
        move_cost: Some(2),
        ..Location::default()
    }
}

#[test]
fn a_location_whose_tasks_are_done_is_replaced_from_the_location_deck_start_of_turn_step_2() {
    let mut game = standard();
    game.locations = vec![
        Location {
            name: "Ponyville: Town Square".into(),
            town_square: true,
            ..Location::default()
        },
        location("Test Place A"),
        location("Test Place B"),
    ];
    game.location_deck = vec![location("Test Place C")];
    let mut t = tracker(2, game);
    assert_eq!(
        t.apply(Action::ReplaceLocation { slot: 1 }),
        Err(Refusal::TownSquareStays)
    );
    apply(&mut t, Action::ReplaceLocation { slot: 2 });
    let names: Vec<String> = view(&t).locations.iter().map(|l| l.name.clone()).collect();
    assert_eq!(
        names,
        ["Ponyville: Town Square", "Test Place C", "Test Place B"]
    );
    // "If the Location stack is empty, a new Location doesn't replace one that leaves play."
    let events = apply(&mut t, Action::ReplaceLocation { slot: 3 });
    assert!(events.contains(&Event::LocationReplaced {
        left: "Test Place B".into(),
        came: None
    }));
    assert_eq!(view(&t).locations.len(), 2);
}

#[test]
fn undo_restores_the_step_before_and_redo_replays_it_exactly() {
    let mut t = tracker(2, with_chaos(&["Chaos A", "Chaos B", "Chaos C"]));
    let mut states = vec![t.to_json()];
    let steps = [
        Action::Clouds {
            on: CloudTarget::ActiveHurdle,
            count: 4,
        },
        Action::Cubes {
            player: 2,
            color: CubeColor::Pink,
            delta: 4,
        },
        Action::Attempt {
            on: ChallengeChoice::Active,
        },
        Action::FailAttempt,
        Action::EndTurn,
        Action::Overcome {
            on: ChallengeChoice::Active,
            spend: true,
        },
        Action::EndTurn,
    ];
    let mut views = vec![view(&t)];
    for step in steps {
        apply(&mut t, step);
        states.push(t.to_json());
        views.push(view(&t));
    }
    for i in (0..steps.len()).rev() {
        assert_eq!(t.undo(), Ok(steps[i]));
        let mut v = view(&t);
        let mut want = views[i].clone();
        (v.can_redo, want.can_redo) = (true, true);
        assert_eq!(v, want, "after undoing step {}", i + 1);
    }
    assert_eq!(t.undo(), Err(Refusal::NoHistory("undo")));
    for step in steps {
        assert_eq!(t.redo(), Ok(step));
    }
    assert_eq!(view(&t), *views.last().unwrap());
    // A new step after an undo forgets the redo.
    t.undo().unwrap();
    end(&mut t);
    assert!(!t.can_redo());
}

#[test]
fn a_saved_game_resumes_where_it_was_with_the_same_draws_to_come() {
    let mut t = tracker(3, with_chaos(&["Chaos A", "Chaos B"]));
    for step in [
        Action::Clouds {
            on: CloudTarget::ActiveHurdle,
            count: 2,
        },
        Action::Cubes {
            player: 1,
            color: CubeColor::Pink,
            delta: 6, // Test Hurdle One at 3 players: 2 per player.
        },
        Action::Attempt {
            on: ChallengeChoice::Active,
        },
        Action::FailAttempt,
        Action::EndTurn,
        Action::Tokens {
            player: 2,
            kind: TokenKind::Info,
            delta: 1,
        },
    ] {
        apply(&mut t, step);
    }
    let saved = t.to_json();
    let mut resumed = Tracker::from_json(&saved).unwrap();
    assert_eq!(resumed, t);
    assert_eq!(resumed.to_json(), saved, "byte-identical");
    // Both go on drawing the same Chaos, reshuffles included.
    for tracker in [&mut t, &mut resumed] {
        for _ in 0..3 {
            gain_required(tracker);
            apply(
                tracker,
                Action::Attempt {
                    on: ChallengeChoice::Active,
                },
            );
            apply(tracker, Action::FailAttempt);
            end(tracker);
        }
    }
    assert_eq!(view(&resumed), view(&t));
}

#[test]
fn a_saved_game_that_does_not_replay_is_refused_with_a_sentence() {
    let t = tracker(2, standard());
    let broken = t.to_json().replace(
        "\"actions\":[]",
        "\"actions\":[{\"action\":\"fail_attempt\"}]",
    );
    let err = Tracker::from_json(&broken).unwrap_err().to_string();
    assert!(
        err.contains("step 1") && err.contains("no attempt is open"),
        "{err}"
    );
    assert!(Tracker::from_json("{}").is_err());
}

#[test]
fn a_game_saved_before_the_refusals_of_contract_1_2_still_replays_as_it_was_played() {
    // Version 1 let a removal stop at 0 and an overcome go without cubes; such a saved game
    // must not become unreadable (nothing lost).
    let t = tracker(2, standard());
    let mut old: serde_json::Value = serde_json::from_str(&t.to_json()).unwrap();
    old["version"] = 1.into();
    old["actions"] = serde_json::json!([
        {"action": "cubes", "player": 1, "color": "pink", "delta": 2},
        {"action": "cubes", "player": 1, "color": "pink", "delta": -5},
        {"action": "overcome", "on": "active", "spend": false},
        {"action": "end_turn"}
    ]);
    let mut resumed = Tracker::from_json(&old.to_string()).expect("a version 1 game replays");
    let v = view(&resumed);
    assert_eq!(v.overcome, ["Test Hurdle One"]);
    assert_eq!(
        v.team[0].cubes.pink, 0,
        "the removal stopped at 0, as it did then"
    );
    // Undo and redo replay the old steps under their rules too.
    resumed.undo().unwrap();
    resumed.undo().unwrap();
    assert_eq!(view(&resumed).overcome, Vec::<String>::new());
    resumed.redo().unwrap();
    resumed.redo().unwrap();
    assert_eq!(view(&resumed).turn, 2);
    // A step added now follows the rules now, and the game saves and reads back.
    assert!(matches!(
        resumed.apply(Action::Cubes {
            player: 1,
            color: CubeColor::Pink,
            delta: -1,
        }),
        Err(Refusal::BelowZero { holds: 0, .. })
    ));
    apply(&mut resumed, Action::EndTurn);
    let again = Tracker::from_json(&resumed.to_json()).expect("saved again, read back");
    assert_eq!(again, resumed);
}
