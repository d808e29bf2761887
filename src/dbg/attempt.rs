//! "Attempt to Overcome a Hurdle or Final Challenge", "Sugar Cubes Required to Overcome" and
//! "Chaos": one attempt per turn; the Final Challenge only once no Hurdle is left; 1 Chaos
//! Hurdle flipped for a Hurdle, 2 for the Final Challenge, reshuffled from the flipped ones when
//! the unused Hurdle deck runs out; success discards the Hurdle and returns its Clouds to the
//! supply; failure keeps everything.
//!
//! Step 1: an attempt (and so an overcome) is refused while the team does not hold the Sugar
//! Cubes the card requires (each player their share for a Final Challenge), as
//! `shared/design/CLI.md` (Additions 1.2) asks; the refusal says how many are missing. The cubes
//! are spent on request, or by hand (the players' cube counts). Games saved under version 1 of
//! the saved-game format replay without the check ([`StepRules::SavedVersion1`]). See
//! `docs/dbg.md`.

use rand::seq::SliceRandom as _;

use super::action::ChallengeChoice;
use super::challenge::{Challenge, ChallengeKind};
use super::count_rule::{CountRule, with_table_numbers};
use super::cube::CubeColor;
use super::event::Event;
use super::refusal::Refusal;
use super::state::{Attempt, GameResult, TrackerState};
use super::tracker::StepRules;

/// The Sugar Cubes an attempt needs and whether the team holds them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Requirement {
    /// The card.
    pub name: String,
    /// Hurdle or Final Challenge.
    pub kind: ChallengeKind,
    /// As printed; `None` when not entered.
    pub rule: Option<CountRule>,
    /// The colour; `None` when any colour will do or it is not entered.
    pub color: Option<CubeColor>,
    /// How many in all at this table.
    pub total: Option<u32>,
    /// For a Final Challenge: what each player must bring ("each player must have their
    /// share"; a solo player brings two players' worth).
    pub share: Option<u32>,
    /// The team's cubes of that colour (all colours for `None`).
    pub held: u32,
    /// A solo table (its one player brings two players' worth).
    pub solo: bool,
    /// Whether the team holds them; `None` when the requirement is not entered.
    pub met: Option<bool>,
}

impl Requirement {
    /// One sentence for the screen and the CLI.
    pub fn text(&self) -> String {
        let Some(total) = self.total else {
            return format!(
                "The Sugar Cubes {} requires are not entered: check the card.",
                self.name
            );
        };
        let cubes = match self.color {
            Some(color) => format!("{color} cubes"),
            None => "cubes (colour not entered)".to_string(),
        };
        let rule = self.rule.map(|r| r.to_string()).unwrap_or_default();
        let whose = match (self.share, self.solo) {
            (Some(share), true) => format!(", the solo player holding {share}: 2 players' worth"),
            (Some(share), false) => format!(", each player holding {share}"),
            (None, _) => String::new(),
        };
        let state = match self.met {
            Some(true) => "the team has them",
            _ => "the team does not have them yet",
        };
        format!(
            "{} needs {total} {cubes} ({rule}{whose}); the team holds {}: {state}.",
            self.name, self.held
        )
    }
}

impl TrackerState {
    /// The Sugar Cubes the current target (the Active Hurdle, else the Final Challenge) needs.
    pub fn requirement(&self) -> Requirement {
        let (card, kind) = match self.hurdles.first() {
            Some(h) => (&h.card, ChallengeKind::Hurdle),
            None => (&self.final_challenge.card, ChallengeKind::FinalChallenge),
        };
        let color = card.cube_color;
        let held = self.ledgers.iter().map(|l| l.cubes_matching(color)).sum();
        let total = card.cubes.map(|rule| rule.value(self.players));
        let share = match kind {
            ChallengeKind::FinalChallenge => card.cubes.map(|rule| self.final_share(rule)),
            ChallengeKind::Hurdle => None,
        };
        let met = total.map(|total| {
            held >= total
                && share.is_none_or(|share| {
                    self.ledgers
                        .iter()
                        .all(|l| l.cubes_matching(color) >= share)
                })
        });
        Requirement {
            name: card.name.clone(),
            kind,
            rule: card.cubes,
            color,
            total,
            share,
            held,
            solo: self.players.is_solo(),
            met,
        }
    }

    /// Each player's share of a Final Challenge: the per-player part, twice over for a solo
    /// player ("Solo Rules": "you must provide 2 player's worth of Sugar Cubes").
    fn final_share(&self, rule: CountRule) -> u32 {
        let worth = if self.players.is_solo() { 2 } else { 1 };
        rule.per_player.saturating_mul(worth)
    }

    /// Step 1: why the team may not attempt the current target for want of Sugar Cubes (what is
    /// required, held and missing), or `None` when it holds them or the requirement is not
    /// entered (the tracker cannot tell; the screen says to check the card).
    pub fn missing_cubes(&self) -> Option<String> {
        let need = self.requirement();
        if need.met != Some(false) {
            return None;
        }
        let total = need.total?;
        let of = |n: u32| match need.color {
            Some(color) => format!("{n} {color}"),
            None => n.to_string(),
        };
        let cubes = match need.color {
            Some(color) => format!("{total} {color} cubes"),
            None => format!("{total} cubes of any colour (its colour is not entered)"),
        };
        let rule = need.rule.map(|r| r.to_string()).unwrap_or_default();
        let mut missing = Vec::new();
        if let Some(share) = need.share {
            for (i, ledger) in self.ledgers.iter().enumerate() {
                let held = ledger.cubes_matching(need.color);
                if held < share {
                    missing.push(format!(
                        "player {} holds {held} of their {share}, {} missing",
                        i + 1,
                        of(share - held)
                    ));
                }
            }
        }
        if need.held < total {
            missing.push(format!(
                "the team holds {} of {total}, {} missing",
                need.held,
                of(total - need.held)
            ));
        }
        let whose = match (need.share, need.solo) {
            (Some(share), true) => format!("; the solo player brings {share}: 2 players' worth"),
            (Some(share), false) => format!("; each player must have their share, {share}"),
            (None, _) => String::new(),
        };
        Some(format!(
            "it requires {cubes} ({rule}{whose}); {}",
            missing.join("; ")
        ))
    }

    /// The target's name for sentences.
    fn target_name(&self, on_final: bool) -> String {
        match (on_final, self.hurdles.first()) {
            (false, Some(h)) => h.card.name.clone(),
            _ => self.final_challenge.card.name.clone(),
        }
    }

    /// Step 1b and "one attempt per turn", then steps 2-3: flips the Chaos Hurdles.
    pub(super) fn begin_attempt(
        &mut self,
        on: ChallengeChoice,
        rules: StepRules,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if let Some(attempt) = &self.attempt {
            return Err(Refusal::AttemptOpen {
                target: self.target_name(attempt.on_final),
            });
        }
        if self.attempted {
            return Err(Refusal::AlreadyAttempted);
        }
        let on_final = match (on, self.hurdles.first()) {
            (ChallengeChoice::FinalChallenge, Some(hurdle)) => {
                return Err(Refusal::HurdleStillActive {
                    hurdle: hurdle.card.name.clone(),
                });
            }
            (_, None) => true,
            (ChallengeChoice::Active, Some(_)) => false,
        };
        self.check_cubes(rules)?;
        let kind = if on_final {
            ChallengeKind::FinalChallenge
        } else {
            ChallengeKind::Hurdle
        };
        events.push(Event::AttemptBegun {
            name: self.target_name(on_final),
            kind,
        });
        let flips = if on_final { 2 } else { 1 };
        let mut chaos = Vec::with_capacity(flips);
        for _ in 0..flips {
            if let Some(card) = self.flip_chaos(events) {
                chaos.push(card);
            }
        }
        self.attempt = Some(Attempt { on_final, chaos });
        self.attempted = true;
        Ok(())
    }

    /// Step 1: refuses while the team does not hold the required Sugar Cubes (not under the
    /// rules of saved-game version 1).
    fn check_cubes(&self, rules: StepRules) -> Result<(), Refusal> {
        if rules == StepRules::SavedVersion1 {
            return Ok(());
        }
        match self.missing_cubes() {
            Some(missing) => Err(Refusal::CubesMissing {
                name: self.requirement().name,
                missing,
            }),
            None => Ok(()),
        }
    }

    /// Flips the top of the unused Hurdle deck; "If the unused Hurdle stack runs out due to
    /// multiple failed attempts, reshuffle those cards to create a new unused Hurdle deck."
    fn flip_chaos(&mut self, events: &mut Vec<Event>) -> Option<Challenge> {
        if self.chaos_deck.is_empty() && !self.chaos_discard.is_empty() {
            let mut cards = std::mem::take(&mut self.chaos_discard);
            cards.shuffle(self.rng.rng());
            events.push(Event::ChaosReshuffled { cards: cards.len() });
            self.chaos_deck = cards;
        }
        if self.chaos_deck.is_empty() {
            events.push(Event::ChaosFromTheBox);
            return None;
        }
        let card = self.chaos_deck.remove(0);
        events.push(Event::ChaosFlipped {
            name: card.name.clone(),
            text: card
                .chaos
                .as_deref()
                .map(|t| with_table_numbers(t, self.players)),
        });
        Some(card)
    }

    /// Step 5: the attempt succeeds (begun first when none is open). The team must still hold
    /// the required Sugar Cubes (step 5a discards them).
    pub(super) fn succeed_attempt(
        &mut self,
        on: ChallengeChoice,
        spend: bool,
        rules: StepRules,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        match &self.attempt {
            Some(attempt) if on == ChallengeChoice::FinalChallenge && !attempt.on_final => {
                return Err(Refusal::HurdleStillActive {
                    hurdle: self.target_name(false),
                });
            }
            Some(_) => self.check_cubes(rules)?,
            None => self.begin_attempt(on, rules, events)?,
        }
        if spend {
            self.spend_required(events)?;
        }
        let Some(attempt) = self.attempt.take() else {
            return Err(Refusal::NoAttempt);
        };
        // "Then discard the Active Hurdle and the Chaos Hurdle."
        self.chaos_discard.extend(attempt.chaos);
        if attempt.on_final {
            let card = &self.final_challenge.card;
            events.push(Event::Overcome {
                name: card.name.clone(),
                kind: ChallengeKind::FinalChallenge,
                reward: card.reward.clone(),
                clouds_returned: 0,
            });
            self.result = Some(GameResult::Won);
            events.push(Event::Won {
                hurdles: self.overcome.len(),
            });
        } else if !self.hurdles.is_empty() {
            let hurdle = self.hurdles.remove(0);
            events.push(Event::Overcome {
                name: hurdle.card.name.clone(),
                kind: ChallengeKind::Hurdle,
                reward: hurdle
                    .card
                    .reward
                    .as_deref()
                    .map(|t| with_table_numbers(t, self.players)),
                clouds_returned: hurdle.clouds,
            });
            self.overcome.push(hurdle.card);
            self.overcame_hurdle = true;
        }
        Ok(())
    }

    /// Step 6: the open attempt fails.
    pub(super) fn fail_attempt(&mut self, events: &mut Vec<Event>) -> Result<(), Refusal> {
        let Some(attempt) = self.attempt.take() else {
            return Err(Refusal::NoAttempt);
        };
        events.push(Event::AttemptFailed {
            name: self.target_name(attempt.on_final),
        });
        // "The Hurdle flipped for the Chaos cost is discarded."
        self.chaos_discard.extend(attempt.chaos);
        Ok(())
    }

    /// Spends the target's Sugar Cubes: a Hurdle's from any players, the active player's first
    /// and then in turn order; a Final Challenge's share from each player, and any fixed part
    /// the same way.
    fn spend_required(&mut self, events: &mut Vec<Event>) -> Result<(), Refusal> {
        let need = self.requirement();
        let (Some(total), Some(rule)) = (need.total, need.rule) else {
            return Err(Refusal::CubesNotEntered { name: need.name });
        };
        let Some(color) = need.color else {
            return Err(Refusal::CubeColorNotEntered { name: need.name });
        };
        if need.met != Some(true) {
            let detail = match need.share {
                Some(share) => format!(
                    "each player must hold {share} {color} and the team {total}; {}",
                    self.holdings(color)
                ),
                None => format!("it needs {total} {color} and the team holds {}", need.held),
            };
            return Err(Refusal::NotEnoughCubes {
                name: need.name,
                detail,
            });
        }
        let seated = usize::from(self.players.seated());
        let mut spent = vec![0u32; seated];
        if let Some(share) = need.share {
            for (ledger, paid) in self.ledgers.iter_mut().zip(spent.iter_mut()) {
                ledger.cubes[color.index()] -= share;
                *paid += share;
            }
        }
        let mut left = match need.share {
            Some(_) => rule.flat,
            None => total,
        };
        for step in 0..seated {
            let player = (usize::from(self.active) + step) % seated;
            let Some(ledger) = self.ledgers.get_mut(player) else {
                continue;
            };
            let take = left.min(ledger.cubes[color.index()]);
            ledger.cubes[color.index()] -= take;
            spent[player] += take;
            left -= take;
        }
        for (player, count) in spent.into_iter().enumerate() {
            if count > 0 {
                events.push(Event::CubesSpent {
                    player: u8::try_from(player + 1).unwrap_or(u8::MAX),
                    color,
                    count,
                });
            }
        }
        Ok(())
    }

    /// `player 1 holds 2, player 2 holds 0`.
    fn holdings(&self, color: CubeColor) -> String {
        self.ledgers
            .iter()
            .enumerate()
            .map(|(i, l)| format!("player {} holds {}", i + 1, l.cubes_of(color)))
            .collect::<Vec<_>>()
            .join(", ")
    }
}
