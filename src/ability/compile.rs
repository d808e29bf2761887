//! The compiler: a card's text becomes typed [`Ability`]s once, at catalog build, or is
//! recorded as manual with the reason. Nothing here runs in the engine.
//!
//! The grammar works on normalized sentences (see [`normalize`]):
//! - a text splits into sentences at ". " outside quotes and after a closing quote;
//! - a sentence opening with chips (`[Appear]`, `[Adventure] [Tap]`) starts a new ability;
//!   `[Give Treat]`/`[Eat Treat]` are labels (501.6), not triggers;
//! - card-level sentences: "Only adorn 「X」." (503.1.8);
//! - an ability's sentences: "Only use when C." (501.4), a cost "Remove a Treat from this
//!   Character:", a trigger phrase ("When promoted to this stage,", "When this Character
//!   Intervenes ...,", "Whenever ...,", "At the end of your turn,"), a condition ("If C," /
//!   "While C,"), then clauses ([`clause`](super::clause)); a later "If C, ... instead"
//!   sentence turns the steps before it into the `otherwise` branch of an `Op::If`;
//! - "Adorned Character gains "..."" compiles the quoted text as granted abilities.

use super::clause::{Ctx, Last, steps};
use super::cursor::Cursor;
use super::phrase::{condition, selection};
use super::{
    Ability, Amount, Automation, CardFilter, CompiledCard, Condition, Cost, Duration, GameEvent,
    Op, Replaced, Scope, Side, Trigger,
};
use crate::card::{Card, CardType, Chip};

/// Compiles a card's authoritative English text (the corrected fan text, or ponydeck's
/// rendering of the official text for BP03). Never panics; any sentence without a template
/// makes the card manual, with that sentence in the reason.
/// Another game's card is not compiled (manual).
pub fn compile(card: &Card) -> CompiledCard {
    let Some(kayou) = card.kayou() else {
        return CompiledCard::manual("only Kayou card texts are compiled");
    };
    match card.text.as_deref().map(str::trim) {
        None | Some("") => CompiledCard::vanilla(),
        Some(text) => compile_text(text, kayou.card_type),
    }
}

/// Compiles one text as if printed on a card of `card_type`.
pub fn compile_text(text: &str, card_type: CardType) -> CompiledCard {
    let text = normalize(text);
    if text.is_empty() {
        return CompiledCard::vanilla();
    }
    let mut out = Assembly {
        card_type,
        abilities: Vec::new(),
        only_adorn: None,
        restriction: None,
        last: Last::Nothing,
    };
    match out.text(&text, false) {
        Ok(()) if out.abilities.is_empty() && out.only_adorn.is_none() => {
            CompiledCard::manual("the text has no effect the compiler recognises")
        }
        Ok(()) => {
            if let Some(reason) = out.abilities.iter().find_map(check) {
                return CompiledCard::manual(reason);
            }
            if out.restriction.is_some() {
                return CompiledCard::manual(
                    "an \"Only use when\" sentence is followed by no effect",
                );
            }
            CompiledCard {
                abilities: out.abilities,
                only_adorn: out.only_adorn,
                automation: Automation::Automated,
            }
        }
        Err(reason) => CompiledCard::manual(reason),
    }
}

/// Normalizes a text: 「」 brackets, ASCII minus, collapsed spaces, one final period.
pub fn normalize(text: &str) -> String {
    let mapped: String = text
        .chars()
        .map(|c| match c {
            '｢' => '「',
            '｣' => '」',
            '−' | '–' | '－' => '-',
            '“' | '”' => '"',
            '’' => '\'',
            c if c.is_whitespace() => ' ',
            c => c,
        })
        .collect();
    let mut out = mapped.split_whitespace().collect::<Vec<_>>().join(" ");
    while out.contains("..") {
        out = out.replace("..", ".");
    }
    out = out.replace(" ,", ",").replace(" .", ".");
    out = out.replace("Adventrue", "Adventure");
    if !out.is_empty() && !out.ends_with('.') && !out.ends_with('"') {
        out.push('.');
    }
    out
}

/// Splits at ". " outside quotes, and after a closing quote followed by a chip. The sentences
/// keep no final period.
fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut in_quote = false;
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let ch = chars[i];
        let next = chars.get(i + 1).copied();
        current.push(ch);
        if ch == '"' {
            in_quote = !in_quote;
            if !in_quote {
                // The first character after the quote and its spaces: a chip or a period ends
                // the sentence (looked up without copying, so a long text stays linear).
                let next_visible = chars[i + 1..].iter().find(|c| !c.is_whitespace());
                if next_visible == Some(&'[') {
                    out.push(std::mem::take(&mut current));
                } else if next == Some('.') {
                    out.push(std::mem::take(&mut current));
                    i += 1;
                }
            }
        } else if ch == '.' && !in_quote && next.is_none_or(|n| n == ' ') {
            current.pop();
            out.push(std::mem::take(&mut current));
        }
        i += 1;
    }
    out.push(current);
    out.into_iter()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// Reads the chips opening a sentence: `[Adventure] [Tap] Draw 1 card` gives
/// `[Adventure, Tap]` and `Draw 1 card`.
fn leading_chips(sentence: &str) -> Result<(Vec<Chip>, &str), String> {
    let mut chips = Vec::new();
    let mut rest = sentence.trim_start();
    while let Some(inner) = rest.strip_prefix('[') {
        let Some(end) = inner.find(']') else {
            return Err(format!("an unclosed chip in \"{sentence}\""));
        };
        let chip = Chip::parse(&inner[..end])
            .map_err(|_| format!("an unknown chip [{}] in \"{sentence}\"", &inner[..end]))?;
        chips.push(chip);
        rest = inner[end + 1..].trim_start();
        rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
    }
    Ok((chips, rest))
}

struct Assembly {
    card_type: CardType,
    abilities: Vec<Ability>,
    only_adorn: Option<CardFilter>,
    /// An "Only use when" waiting for the ability it restricts.
    restriction: Option<Condition>,
    /// What "it" means at the end of the last sentence, for a sentence that continues it.
    last: Last,
}

/// The trigger a chip list gives, with the cost it states.
fn chip_trigger(chips: &[Chip]) -> Option<(Trigger, Cost)> {
    let has = |c| chips.contains(&c);
    let cost = Cost {
        tap_self: has(Chip::Tap),
        remove_treat: false,
    };
    let trigger = if has(Chip::Appear) {
        Trigger::Appear
    } else if has(Chip::Farewell) {
        Trigger::Farewell
    } else if has(Chip::PrePlan) {
        Trigger::PrePlan
    } else if has(Chip::InspoBoost) {
        Trigger::InspoBoost
    } else if has(Chip::Explore) {
        Trigger::Explore
    } else if has(Chip::Triumph) {
        Trigger::Triumph
    } else if has(Chip::Leap) {
        Trigger::Leap
    } else if has(Chip::Replace) {
        Trigger::Replace
    } else if has(Chip::Enlightenment) {
        Trigger::Enlightenment
    } else if has(Chip::Adventure) && has(Chip::Tap) {
        Trigger::Activated
    } else if has(Chip::Adventure) {
        Trigger::Static(Scope::InAdventure)
    } else {
        return None;
    };
    Some((trigger, cost))
}

fn type_trigger(card_type: CardType) -> Trigger {
    match card_type {
        CardType::Event => Trigger::OnPlay,
        CardType::Item => Trigger::Static(Scope::AdornedItem),
        CardType::Scene => Trigger::InspoBoost,
        CardType::Story => Trigger::Promoted,
        CardType::Token => Trigger::Static(Scope::Always),
        CardType::Character | CardType::MainCharacter => Trigger::Static(Scope::InAdventure),
    }
}

/// The fixed trigger phrases that open a sentence, with the trigger each one means.
fn trigger_phrases() -> Vec<(&'static str, Trigger)> {
    let on = |event| Trigger::On { event, each: false };
    let moves = |first_each_turn| on(GameEvent::SelfMoves { first_each_turn });
    vec![
        ("when promoted to this stage,", Trigger::Promoted),
        ("when promoted to the stage,", Trigger::Promoted),
        (
            "when this character intervenes rival's plan,",
            on(GameEvent::SelfIntervenes),
        ),
        (
            "when this character intervenes the plan,",
            on(GameEvent::SelfIntervenes),
        ),
        (
            "when this character interrupts your rival's plan,",
            on(GameEvent::SelfIntervenes),
        ),
        (
            "when this character moves or switches within your adventure area for the first time each turn,",
            moves(true),
        ),
        (
            "when this character moves or switches in the adventure area,",
            moves(false),
        ),
        ("when this character moves,", moves(false)),
        (
            "when your character moves or switches in the adventure area,",
            on(GameEvent::CharacterMoves(Side::You)),
        ),
        (
            "when adorned character retires in contact,",
            on(GameEvent::AdornedRetiresInContact),
        ),
        (
            "when adorned character would retire in contact,",
            Trigger::Instead(Replaced::AdornedWouldRetire { in_contact: true }),
        ),
        (
            "if adorned character would retire,",
            Trigger::Instead(Replaced::AdornedWouldRetire { in_contact: false }),
        ),
        (
            "when a pre-plan ability of yours is activated,",
            on(GameEvent::PrePlanUsed(Side::You)),
        ),
        (
            "when a treat is placed on this character,",
            on(GameEvent::TreatPlaced),
        ),
        (
            "when a treat is removed from this character,",
            on(GameEvent::TreatRemoved),
        ),
        (
            "when you move an adorned item in your adventure area to retirement area,",
            on(GameEvent::ItemRetired(Side::You)),
        ),
        (
            "when you play an event,",
            on(GameEvent::EventPlayed(Side::You)),
        ),
        (
            "when your plan is removed,",
            on(GameEvent::PlanRemoved(Side::You)),
        ),
        (
            "whenever you discard a card from your hand,",
            Trigger::On {
                event: GameEvent::Discarded(Side::You),
                each: true,
            },
        ),
        (
            "at the end of your turn,",
            on(GameEvent::TurnEnds(Side::You)),
        ),
    ]
}

/// A trigger phrase opening a sentence.
fn trigger_phrase(c: &mut Cursor<'_>) -> Option<Trigger> {
    for (phrase, trigger) in trigger_phrases() {
        if c.eat(phrase) {
            return Some(trigger);
        }
    }
    let mut p = *c;
    if p.eat("whenever a")
        && let Some(sel) = selection(&mut p, false)
        && p.eat("retires in contact,")
    {
        let (side, _) = sel.place_or_default();
        let mut filter = sel.filter;
        if filter.types.is_empty() {
            filter.types.push(CardType::Character);
        }
        *c = p;
        return Some(Trigger::On {
            event: GameEvent::Retires {
                side,
                filter,
                in_contact: true,
            },
            each: true,
        });
    }
    None
}

fn and(a: Option<Condition>, b: Option<Condition>) -> Option<Condition> {
    match (a, b) {
        (None, b) => b,
        (a, None) => a,
        (Some(a), Some(b)) => Some(Condition::All(vec![a, b])),
    }
}

impl Assembly {
    fn text(&mut self, text: &str, granted: bool) -> Result<(), String> {
        let mut base: Option<(Trigger, Cost)> = None;
        for sentence in sentences(text) {
            let (chips, body) = leading_chips(&sentence)?;
            if !chips.is_empty() {
                base = chip_trigger(&chips);
            }
            self.sentence(body, base.clone(), granted, !chips.is_empty())?;
        }
        Ok(())
    }

    /// "it gets +N Inspiration instead" while the Character has moved this turn, after "it gets
    /// +K Inspiration until the end of turn" in the same ability: the K stays, and N - K more
    /// count while it has moved ([`Duration::EndOfTurnIfMoved`]). Anything else is not read.
    fn instead_if_moved(&mut self, ops: Vec<Op>, instead: bool) -> Option<()> {
        let [
            Op::Inspiration {
                target,
                amount: Amount::Fixed(n),
                ..
            },
        ] = ops.as_slice()
        else {
            return None;
        };
        let last = self.abilities.last_mut().filter(|_| instead)?;
        let before = last.steps.iter().rev().find_map(|op| match op {
            Op::Inspiration {
                target: t,
                amount: Amount::Fixed(k),
                duration: Duration::EndOfTurn,
            } if t == target => Some(*k),
            _ => None,
        })?;
        last.steps.push(Op::Inspiration {
            target: target.clone(),
            amount: Amount::Fixed(n.checked_sub(before)?),
            duration: Duration::EndOfTurnIfMoved,
        });
        Some(())
    }

    fn sentence(
        &mut self,
        body: &str,
        base: Option<(Trigger, Cost)>,
        granted: bool,
        opens: bool,
    ) -> Result<(), String> {
        let unread = || format!("no template for \"{body}\"");
        let mut c = Cursor::new(body);
        // Card-level: "Only adorn 「X」 [or 「Y」]."
        if c.eat("only adorn") {
            let names = c.names().ok_or_else(unread)?;
            if !c.at_end() {
                return Err(unread());
            }
            self.only_adorn = Some(CardFilter {
                names,
                ..CardFilter::default()
            });
            return Ok(());
        }
        if c.eat("only use when") {
            let cond = condition(&mut c).ok_or_else(unread)?;
            if !c.at_end() {
                return Err(unread());
            }
            self.restriction = Some(cond);
            return Ok(());
        }
        // "Adorned Character gains "..."" / "gains: ..." / "gets -1 Inspiration and gains "..."".
        if let Some((before, inner)) = split_granted(body) {
            if let Some(before) = before {
                self.sentence(&before, base.clone(), granted, opens)?;
            }
            return self.text(&inner, true);
        }
        let (mut trigger, mut cost) = base.unwrap_or((type_trigger(self.card_type), Cost::NONE));
        if c.eat("remove a treat from this character:") {
            cost.remove_treat = true;
            if trigger == Trigger::Static(Scope::InAdventure) {
                trigger = Trigger::Activated;
            }
        }
        let mut explicit = false;
        if let Some(t) = trigger_phrase(&mut c) {
            trigger = t;
            explicit = true;
        }
        // BP03-SPR18: "Until the end of turn, if that Character has moved or switched in the
        // Adventure Area, it gets +3 Inspiration instead" (of the +1 the sentence before gave).
        let mut p = c;
        let if_moved = p.eat("until the end of turn")
            && p.eat(",")
            && p.eat("if that character has moved or switched in the adventure area")
            && p.eat(",");
        if if_moved {
            c = p;
        }
        let mut cond = None;
        let mut p = c;
        if (p.eat("if") || p.eat("while"))
            && let Some(found) = condition(&mut p)
            && p.eat(",")
        {
            cond = Some(found);
            c = p;
        }
        let mut ctx = Ctx::new();
        if !opens && !explicit && cond.is_none() {
            ctx.last = self.last;
        }
        c.eat("also");
        let instead_lead = c.eat("instead");
        let ops = steps(&mut c, &mut ctx).ok_or_else(unread)?;
        let instead = instead_lead || body.trim_end_matches('.').ends_with("instead");
        self.last = ctx.last;
        if if_moved {
            return self.instead_if_moved(ops, instead).ok_or_else(unread);
        }

        // A later sentence of the same ability: "If C, ... instead" / "If C, also ...".
        let continues =
            !opens && !explicit && !self.abilities.is_empty() && self.restriction.is_none();
        if continues
            && let Some(last) = self.abilities.last_mut()
            && !last.trigger.is_static()
            && !matches!(last.trigger, Trigger::Instead(_))
            && cond.is_some()
        {
            let condition = cond.take().ok_or_else(unread)?;
            let otherwise = if instead {
                std::mem::take(&mut last.steps)
            } else {
                Vec::new()
            };
            last.steps.push(Op::If {
                condition,
                then: ops,
                otherwise,
            });
            return Ok(());
        }
        if continues
            && cond.is_none()
            && let Some(last) = self.abilities.last_mut()
            && !last.trigger.is_static()
            && !ctx.from_hand
        {
            last.steps.extend(ops);
            return Ok(());
        }
        if ctx.from_hand {
            trigger = Trigger::Static(Scope::InHand);
        }
        let condition = and(cond, ctx.turn.take());
        self.abilities.push(Ability {
            trigger,
            cost,
            restriction: self.restriction.take(),
            condition,
            steps: ops,
            optional: false,
            granted,
        });
        Ok(())
    }
}

/// A compiled ability that reads "it" before anything was chosen, or "the rest" before
/// anything was revealed, or chooses inside a continuous ability, is a misreading: the card
/// is left manual rather than executed wrongly.
fn check(ability: &Ability) -> Option<String> {
    fn walk(ops: &[Op], chosen: &mut bool, revealed: &mut bool) -> Option<&'static str> {
        for op in ops {
            let targets: Vec<&super::Target> = match op {
                Op::Choose { .. } => {
                    *chosen = true;
                    Vec::new()
                }
                Op::Reveal { .. } => {
                    *revealed = true;
                    Vec::new()
                }
                Op::Rest { .. } if !*revealed => {
                    return Some("puts back \"the rest\" of nothing revealed");
                }
                Op::Inspiration { target, .. }
                | Op::CostChange { target, .. }
                | Op::Move { target, .. }
                | Op::Flip { target, .. }
                | Op::SetTapped { target, .. }
                | Op::Protect { target, .. }
                | Op::Treat { target, .. } => vec![target],
                Op::Retire(target) | Op::MoveInAdventure(target) | Op::Switch(target) => {
                    vec![target]
                }
                Op::If {
                    then, otherwise, ..
                } => {
                    let (mut c2, mut r2) = (*chosen, *revealed);
                    if let Some(e) = walk(then, &mut c2, &mut r2) {
                        return Some(e);
                    }
                    let (mut c3, mut r3) = (*chosen, *revealed);
                    if let Some(e) = walk(otherwise, &mut c3, &mut r3) {
                        return Some(e);
                    }
                    Vec::new()
                }
                Op::Delayed { steps, .. } => {
                    let (mut c2, mut r2) = (false, false);
                    if let Some(e) = walk(steps, &mut c2, &mut r2) {
                        return Some(e);
                    }
                    Vec::new()
                }
                _ => Vec::new(),
            };
            for t in targets {
                match t {
                    super::Target::Chosen if !*chosen => {
                        return Some("acts on a chosen card before any choice");
                    }
                    super::Target::Rest if !*revealed => {
                        return Some("acts on revealed cards before any reveal");
                    }
                    _ => {}
                }
            }
        }
        None
    }
    let (mut chosen, mut revealed) = (false, false);
    if let Some(e) = walk(&ability.steps, &mut chosen, &mut revealed) {
        return Some(format!("the compiled ability {e}"));
    }
    if ability.trigger.is_static() && chosen {
        return Some("a continuous ability that asks for a choice".to_string());
    }
    None
}

/// Splits "X gains "Y"" / "X gains: Y" into the part before (when it is more than "Adorned
/// Character") and the granted text.
fn split_granted(body: &str) -> Option<(Option<String>, String)> {
    let lower = body.to_ascii_lowercase();
    if !lower.starts_with("adorned character") {
        return None;
    }
    let at = lower.find("gains")?;
    let before = body[..at].trim().trim_end_matches("and").trim();
    let mut inner = body[at + "gains".len()..].trim();
    inner = inner.strip_prefix(':').unwrap_or(inner).trim();
    let inner = inner.trim_matches('"').trim().to_string();
    let before = (before.len() > "adorned character".len()).then(|| before.to_string());
    Some((before, inner))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_split_outside_quotes_and_after_a_closing_quote() {
        let s = sentences(
            "Only adorn 「A」. Adorned Character gains \"[Adventure] [Tap] Draw 1 card.\" [Give Treat] Draw 2 cards.",
        );
        assert_eq!(
            s,
            vec![
                "Only adorn 「A」",
                "Adorned Character gains \"[Adventure] [Tap] Draw 1 card.\"",
                "[Give Treat] Draw 2 cards"
            ]
        );
    }

    #[test]
    fn normalize_fixes_brackets_minus_spaces_and_the_final_period() {
        assert_eq!(normalize("Draw  1 ｢Pet｣ −1.."), "Draw 1 「Pet」 -1.");
        assert_eq!(normalize("Draw 2 cards"), "Draw 2 cards.");
    }
}
