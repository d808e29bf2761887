//! The actions open to you now: a decision narrows them to its options; otherwise the turn
//! actions of CR 4 that the rules allow. Two copies of a card in the same place are offered
//! once (the first copy), as the contract's verbs read them.

use super::ability::Ability;
use super::action::{Action, Handle};
use super::card::CardKind;
use super::rules::Game;
use super::state::{DecisionKind, Phase};

impl Game {
    /// Every action the rules allow now (a decision's options while one is open).
    pub fn legal_actions(&self) -> Vec<Action> {
        let s = self.state();
        if s.outcome.is_some() {
            return Vec::new();
        }
        if s.phase == Phase::Setup {
            let mut out = vec![Action::Keep];
            out.extend(self.distinct(&s.hand).map(|c| Action::Mulligan(vec![c])));
            return out;
        }
        if let Some(d) = &s.decision {
            return match d.kind {
                DecisionKind::Manual => vec![Action::Done],
                _ => (0..d.options.len() + usize::from(d.none_allowed))
                    .filter_map(|i| u8::try_from(i).ok())
                    .map(Action::Choose)
                    .collect(),
            };
        }
        let mut out = Vec::new();
        let ready_ink = s.ink_to_pay();
        let hand: Vec<Handle> = self.distinct(&s.hand).collect();
        if s.inked_this_turn == 0 {
            out.extend(
                hand.iter()
                    .filter(|c| self.card(**c).inkable)
                    .map(|c| Action::Ink(*c)),
            );
        }
        for &card in &hand {
            if self.cost_to_play(card) <= ready_ink {
                out.push(Action::Play(card));
            }
            if let Some(cost) = self.shift_cost(card)
                && cost <= ready_ink
            {
                for onto in self.characters() {
                    let action = Action::Shift { card, onto };
                    if self.allows(&action) {
                        out.push(action);
                    }
                }
            }
            if self.card(card).song {
                out.extend(self.sing_options(card));
            }
        }
        for p in &s.play {
            let c = self.card(p.card);
            if c.kind == CardKind::Character && !p.exerted && !p.drying && self.can_quest(p.card) {
                out.push(Action::Quest(p.card));
            }
            for (i, a) in c.abilities.iter().enumerate() {
                if let Ability::Activated { exert, ink, .. } = &a.ability
                    && *ink <= ready_ink
                    && (!exert || !(p.exerted || (p.drying && c.kind == CardKind::Character)))
                    && let Ok(ability) = u8::try_from(i)
                {
                    out.push(Action::Activate {
                        card: p.card,
                        ability,
                    });
                }
            }
            if let Some(n) = c.boost()
                && !p.boosted
                && n <= ready_ink
                && !s.deck.is_empty()
            {
                out.push(Action::Boost(p.card));
            }
            if c.kind == CardKind::Location && c.move_cost <= ready_ink {
                for character in self.characters() {
                    if s.in_play(character).is_some_and(|q| q.at != Some(p.card)) {
                        out.push(Action::Move {
                            card: character,
                            location: p.card,
                        });
                    }
                }
            }
        }
        out.push(Action::EndTurn);
        out
    }

    /// Whether the rules allow an action now (it is tried on a copy).
    pub fn allows(&self, action: &Action) -> bool {
        self.clone().apply(action.clone()).is_ok()
    }

    /// Your characters in play.
    pub fn characters(&self) -> Vec<Handle> {
        self.state()
            .play
            .iter()
            .filter(|p| self.card(p.card).kind == CardKind::Character)
            .map(|p| p.card)
            .collect()
    }

    /// The first copy of each printing among these cards.
    fn distinct<'a>(&'a self, cards: &'a [Handle]) -> impl Iterator<Item = Handle> + 'a {
        cards.iter().enumerate().filter_map(move |(i, c)| {
            let id = &self.card(*c).id;
            (!cards[..i].iter().any(|d| self.card(*d).id == *id)).then_some(*c)
        })
    }

    /// The ways to sing this song now: each character that can alone, and (Sing Together) the
    /// fewest ready, dry characters whose total reaches its number, highest first.
    pub fn sing_options(&self, song: Handle) -> Vec<Action> {
        let s = self.state();
        let cost = self.card(song).cost;
        let singers: Vec<Handle> = s
            .play
            .iter()
            .filter(|p| self.card(p.card).kind == CardKind::Character && !p.exerted && !p.drying)
            .map(|p| p.card)
            .collect();
        let mut out: Vec<Action> = singers
            .iter()
            .filter(|c| self.card(**c).sing_value() >= cost)
            .map(|c| Action::Sing {
                song,
                singers: vec![*c],
            })
            .filter(|a| self.allows(a))
            .collect();
        if let Some(n) = self.card(song).sing_together() {
            let mut by_value = singers.clone();
            by_value.sort_by_key(|c| std::cmp::Reverse(self.card(*c).sing_value()));
            let mut chosen = Vec::new();
            let mut total = 0u8;
            for c in by_value {
                if total >= n {
                    break;
                }
                total = total.saturating_add(self.card(c).sing_value());
                chosen.push(c);
            }
            let action = Action::Sing {
                song,
                singers: chosen,
            };
            if total >= n && !out.contains(&action) && self.allows(&action) {
                out.push(action);
            }
        }
        out
    }
}
