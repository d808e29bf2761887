//! Verb phrases of the grammar: one clause ("draw 2 cards", "choose 1 「Pet」 in your
//! Adventure Area", "it gets +2 Inspiration until the end of turn") becomes one or a few
//! [`Op`]s. Clauses are joined by ",", ", then" and "and" (502.1.1: in the order written).

use super::cursor::Cursor;
use super::phrase::{Selection, counted, location, owner_side, selection, zone_word};
use super::{
    Amount, CardFilter, Condition, Dest, Duration, GameEvent, Op, Pick, Protection, RuleFlag, Side,
    Target, Zone,
};
use crate::card::CardType;

/// What "it"/"them" refers to at this point of the ability.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Last {
    Nothing,
    Chosen,
    Revealed,
}

/// The state of reading one ability.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Ctx {
    pub last: Last,
    /// A turn condition found inside a clause ("gets +2 Inspiration in your turn").
    pub turn: Option<Condition>,
    /// "when played from Hand": a continuous ability working from the hand.
    pub from_hand: bool,
}

impl Ctx {
    pub fn new() -> Ctx {
        Ctx {
            last: Last::Nothing,
            turn: None,
            from_hand: false,
        }
    }

    fn pronoun(&self) -> Target {
        match self.last {
            // "put it at the top or the bottom" after a reveal with no choice: the revealed card.
            Last::Revealed => Target::Rest,
            Last::Chosen => Target::Chosen,
            // "When this Character moves ..., it gets +2": no choice yet, so "it" is the source.
            Last::Nothing => Target::This,
        }
    }
}

/// Reads clauses up to the end of the sentence.
pub(crate) fn steps(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut ops = clause(c, ctx)?;
    loop {
        if c.at_end() {
            return Some(ops);
        }
        // Clauses are joined by ",", ", then", ", and" or "and"; anything else is not read.
        let mut p = *c;
        let comma = p.eat(",");
        p.eat("then");
        let and = p.eat("and");
        if !comma && !and {
            return None;
        }
        let before = p;
        match clause(&mut p, ctx) {
            Some(more) if p != before => {
                ops.extend(more);
                *c = p;
            }
            _ => return None,
        }
    }
}

fn pronoun(c: &mut Cursor<'_>) -> bool {
    c.eat_any(&["that character", "them", "they", "it"])
        .is_some()
}

fn pick(sel: &Selection) -> Pick {
    let (side, zone) = sel.place_or_default();
    Pick {
        n: sel.n.unwrap_or(1),
        side,
        zone,
        filter: sel.filter.clone(),
    }
}

fn choose(picks: Vec<Pick>, up_to: bool) -> Op {
    Op::Choose {
        picks,
        up_to,
        random: false,
    }
}

/// "1 Item and 1 Event in your Retirement Area": parts sharing the last part's zone unless
/// each names its own.
fn picks(c: &mut Cursor<'_>) -> Option<(Vec<Pick>, bool)> {
    let first = selection(c, true)?;
    let up_to = first.up_to;
    let mut sels = vec![first];
    loop {
        let mut p = *c;
        if p.eat("and")
            && let Some(next) = selection(&mut p, true)
        {
            sels.push(next);
            *c = p;
            continue;
        }
        break;
    }
    let shared = sels.iter().rev().find_map(|s| s.place);
    let mut picks = Vec::new();
    for s in &sels {
        let mut s = s.clone();
        if s.place.is_none() {
            s.place = shared;
        }
        let p = pick(&s);
        // "Choose 2 face-up Scenes in each player's Scene Area" is 2 of each player's (BP03-U05,
        // official text 各2枚): one part per side, so no part is ambiguous.
        if p.side == Side::Both {
            picks.push(Pick {
                side: Side::You,
                ..p.clone()
            });
            picks.push(Pick {
                side: Side::Rival,
                ..p
            });
        } else {
            picks.push(p);
        }
    }
    Some((picks, up_to))
}

fn duration(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Duration {
    if c.eat("until the end of turn") || c.eat("until end of turn") {
        return Duration::EndOfTurn;
    }
    if c.eat("until the end of this contact") || c.eat("in this contact") {
        return Duration::EndOfContact;
    }
    if c.eat("in your turn") {
        ctx.turn = Some(Condition::Turn(Side::You));
    } else if c.eat("in your rival's turn") || c.eat("in rival's turn") {
        ctx.turn = Some(Condition::Turn(Side::Rival));
    }
    Duration::WhileSource
}

fn per_count(c: &mut Cursor<'_>, base: i8, each: i8) -> Option<Amount> {
    let mut p = *c;
    if !p.eat("for each") {
        return None;
    }
    let (side, zone, filter) = counted(&mut p)?;
    *c = p;
    Some(Amount::PerCount {
        base,
        each,
        side,
        zone,
        filter,
    })
}

/// "gets +2 Inspiration [for each X] [until the end of turn]", "gets -1 Cost of Force of
/// Harmony ... when played from Hand", "won't Retire in Contact ...".
fn gets(c: &mut Cursor<'_>, ctx: &mut Ctx, target: Target) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("won't retire in contact") || p.eat("cannot leave the adventure area due to contact") {
        let dur = duration(&mut p, ctx);
        *c = p;
        return Some(vec![Op::Protect {
            target,
            from: Protection::RetireInContact,
            duration: dur,
        }]);
    }
    if p.eat("won't retire by event effects") {
        let dur = duration(&mut p, ctx);
        *c = p;
        return Some(vec![Op::Protect {
            target,
            from: Protection::RetireByEvents,
            duration: dur,
        }]);
    }
    if !(p.eat("gets") || p.eat("get")) {
        return None;
    }
    let n = p.signed()?;
    if p.eat("cost of force of harmony") {
        let mut amount = per_count(&mut p, 0, n).unwrap_or(Amount::Fixed(n));
        if !p.eat("when played from hand") {
            return None;
        }
        if let Some(a) = per_count(&mut p, 0, n) {
            amount = a;
        }
        ctx.from_hand = true;
        *c = p;
        return Some(vec![Op::CostChange {
            target,
            amount,
            duration: Duration::WhileSource,
        }]);
    }
    if !p.eat("inspiration") {
        return None;
    }
    let mut amount = per_count(&mut p, 0, n).unwrap_or(Amount::Fixed(n));
    let mut q = p;
    if q.eat(", and an additional") || q.eat(", then an additional") || q.eat("and an additional") {
        let each = q.signed()?;
        q.eat("inspiration");
        amount = per_count(&mut q, n, each)?;
        p = q;
    }
    let dur = duration(&mut p, ctx);
    if let Some(a) = per_count(&mut p, 0, n) {
        amount = a;
    }
    // "... gets +3 Inspiration instead": the sentence says what it replaces.
    p.eat("instead");
    *c = p;
    Some(vec![Op::Inspiration {
        target,
        amount,
        duration: dur,
    }])
}

/// Who a "gets" clause is about.
fn subject(c: &mut Cursor<'_>, ctx: &Ctx) -> Option<Target> {
    let mut p = *c;
    if p.eat_any(&["this character", "this card", "this item"])
        .is_some()
    {
        *c = p;
        return Some(Target::This);
    }
    if pronoun(&mut p) {
        *c = p;
        return Some(ctx.pronoun());
    }
    if p.eat("characters next to adorned character") {
        *c = p;
        return Some(Target::NextToAdorned);
    }
    if p.eat("adorned character") {
        let mut sel = Selection {
            n: None,
            up_to: false,
            filter: CardFilter::default(),
            place: None,
        };
        let mut q = p;
        if q.eat("with cost of force of harmony")
            && let Some(n) = q.number()
        {
            let cmp = if q.eat("or less") {
                super::Cmp::AtMost
            } else if q.eat("or more") {
                super::Cmp::AtLeast
            } else {
                return None;
            };
            sel.filter.cost = Some((cmp, n));
            p = q;
        }
        *c = p;
        return Some(Target::Adorned(sel.filter));
    }
    if p.eat("your")
        && let Some(names) = p.names()
    {
        let mut q = p;
        if q.eat("characters") || q.eat("character") {
            p = q;
        }
        *c = p;
        return Some(Target::InContact(CardFilter {
            names,
            ..CardFilter::default()
        }));
    }
    p = *c;
    if p.eat("all of your") || p.eat("all your") {
        let sel = selection(&mut p, false)?;
        *c = p;
        return Some(Target::All {
            side: Side::You,
            zone: Zone::Adventure,
            filter: sel.filter,
        });
    }
    p = *c;
    if p.eat("all of rival's") || p.eat("all of your rival's") {
        let sel = selection(&mut p, false)?;
        *c = p;
        return Some(Target::All {
            side: Side::Rival,
            zone: Zone::Adventure,
            filter: sel.filter,
        });
    }
    p = *c;
    p.eat("all");
    let sel = selection(&mut p, false)?;
    if sel.n.is_some() {
        return None;
    }
    let (side, zone) = sel.place_or_default();
    *c = p;
    Some(Target::All {
        side,
        zone,
        filter: sel.filter,
    })
}

/// "to your Hand", "to Adventure Area", "to 1 of your empty Adventure Areas", "to the bottom
/// of your Deck", "to your Story Area as a Plan", ... Returns the destination, or `None` for
/// a move within the Adventure Area.
fn destination(c: &mut Cursor<'_>) -> Option<Option<Dest>> {
    let mut p = *c;
    if p.eat("an open adventure area")
        || p.eat("an empty adventure area")
        || p.eat("1 of your empty adventure areas")
        || p.eat("one of your empty adventure areas")
    {
        *c = p;
        return Some(None);
    }
    p = *c;
    if p.eat("the bottom of") {
        owner_side(&mut p);
        let zone = zone_word(&mut p)?;
        let dest = match zone {
            Zone::Deck => Dest::DeckBottom,
            Zone::SceneDeck => Dest::SceneDeckBottom,
            _ => return None,
        };
        *c = p;
        return Some(Some(dest));
    }
    p = *c;
    if p.eat("the top or the bottom of") || p.eat("the top or bottom of") {
        owner_side(&mut p);
        let dest = match zone_word(&mut p)? {
            Zone::Deck => Dest::DeckTopOrBottom,
            Zone::SceneDeck => Dest::SceneDeckTopOrBottom,
            _ => return None,
        };
        *c = p;
        return Some(Some(dest));
    }
    p = *c;
    owner_side(&mut p);
    let zone = zone_word(&mut p)?;
    let dest = match zone {
        Zone::Hand => Dest::Hand,
        Zone::Adventure => Dest::Adventure,
        Zone::Retirement => Dest::Retirement,
        Zone::Plans => {
            if !p.eat("as a plan") {
                return None;
            }
            Dest::Plan
        }
        _ => return None,
    };
    *c = p;
    Some(Some(dest))
}

fn move_op(target: Target, dest: Option<Dest>) -> Op {
    match dest {
        None => Op::MoveInAdventure(target),
        Some(to) => Op::Move { target, to },
    }
}

/// "flip it face up", "flip them face down".
fn face(c: &mut Cursor<'_>) -> Option<bool> {
    if c.eat("face up") || c.eat("upside up") {
        Some(true)
    } else if c.eat("face down") || c.eat("upside down") {
        Some(false)
    } else {
        None
    }
}

fn scene_filter(face_up: Option<bool>) -> CardFilter {
    CardFilter {
        face_up,
        ..CardFilter::of(CardType::Scene)
    }
}

/// The clause readers, tried in order; the first that reads the clause wins. A reader leaves
/// the cursor untouched when the clause is not its own. To add a template, add a reader here.
type Reader = fn(&mut Cursor<'_>, &mut Ctx) -> Option<Vec<Op>>;

const READERS: &[Reader] = &[
    read_draw,
    read_discard,
    read_win,
    read_choose_plans,
    read_choose_at_random,
    read_choose,
    read_reveal,
    read_look_at_plans,
    read_if_revealed,
    read_add,
    read_rival_adds_scene,
    read_put,
    read_move,
    read_top_card_to_plan,
    read_turn_into_plan,
    read_place,
    read_remove_treat,
    read_remove_it,
    read_remove_rival_plan,
    read_flip,
    read_tap,
    read_retire_all,
    read_adorn,
    read_rule_phrase,
    read_next_play_cost,
    read_delayed,
    read_for_each,
    read_subject_gets,
];

/// One clause.
pub(crate) fn clause(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    for read in READERS {
        // A reader that fails half-way may have noted a choice; the next one starts clean.
        let saved = ctx.clone();
        let start = *c;
        if let Some(ops) = read(c, ctx) {
            return Some(ops);
        }
        *ctx = saved;
        *c = start;
    }
    None
}

/// Draw.
fn read_draw(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;

    // Draw N card(s) [for each X] [, then draw 1 additional card for each X].
    if p.eat("draw") {
        let n = p.number()?;
        if !(p.eat("cards") || p.eat("card")) {
            return None;
        }
        let n = i8::try_from(n).ok()?;
        let mut amount = per_count(&mut p, 0, n).unwrap_or(Amount::Fixed(n));
        let mut q = p;
        if q.eat(", then draw")
            && let Some(m) = q.number()
            && q.eat("additional card")
            && let Some(a) = per_count(&mut q, n, i8::try_from(m).ok()?)
        {
            amount = a;
            p = q;
        }
        let mut q = p;
        if q.eat("instead") {
            p = q;
        }
        *c = p;
        return Some(vec![Op::Draw(amount)]);
    }
    None
}

/// Discard.
fn read_discard(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("discard") {
        let n = p.number()?;
        if !(p.eat("cards") || p.eat("card")) {
            return None;
        }
        p.eat("from your hand");
        *c = p;
        return Some(vec![Op::Discard(n)]);
    }
    None
}

/// Win.
fn read_win(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("you win the game") {
        *c = p;
        return Some(vec![Op::WinGame]);
    }
    None
}

/// Choose N of Rival's / your Plans, look at it / remove it.
fn read_choose_plans(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("choose")
        && let Some(n) = p.number()
        && p.eat("of")
        && let Some(side) = owner_side(&mut p)
        && (p.eat("plans") || p.eat("plan"))
    {
        p.eat(",");
        if p.eat("look at it") || p.eat("look at them") {
            *c = p;
            return Some(vec![Op::LookPlans {
                side,
                n,
                reorder: false,
            }]);
        }
        if p.eat("remove it") || p.eat("remove them") {
            *c = p;
            return Some(vec![Op::RemovePlan { side, n }]);
        }
        return None;
    }
    None
}

/// Choose N cards at random from Rival's Hand.
fn read_choose_at_random(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("choose")
        && let Some(n) = p.number()
        && p.eat("cards at random")
        && let Some((side, zone)) = location(&mut p)
    {
        ctx.last = Last::Chosen;
        *c = p;
        return Some(vec![Op::Choose {
            picks: vec![Pick {
                n,
                side,
                zone,
                filter: CardFilter::any(),
            }],
            up_to: false,
            random: true,
        }]);
    }
    None
}

/// Choose <picks> [from them] [to Retire | to get ... | to move ... and to get ...].
fn read_choose(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("choose") {
        let from_revealed = ctx.last == Last::Revealed;
        let (mut picks, up_to) = picks(&mut p)?;
        if p.eat("from them") || from_revealed {
            for pick in &mut picks {
                pick.side = Side::You;
                pick.zone = Zone::Revealed;
            }
        }
        ctx.last = Last::Chosen;
        let mut ops = vec![choose(picks, up_to)];
        let mut q = p;
        if q.eat("to retire") {
            ops.push(Op::Retire(Target::Chosen));
            *c = q;
            return Some(ops);
        }
        let mut q = p;
        if q.eat("to move to") {
            let dest = destination(&mut q)?;
            ops.push(move_op(Target::Chosen, dest));
            if q.eat("and to") {
                let more = gets_to(&mut q, ctx)?;
                ops.extend(more);
            }
            *c = q;
            return Some(ops);
        }
        let mut q = p;
        if q.eat("to") {
            let more = gets_to(&mut q, ctx)?;
            ops.extend(more);
            *c = q;
            return Some(ops);
        }
        *c = p;
        return Some(ops);
    }
    None
}

/// Reveal / look at the top N cards of (your|the) (Scene) Deck.
fn read_reveal(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    let reveal = if p.eat("reveal") || p.eat("eveal") {
        Some(false)
    } else if p.eat("look at") {
        Some(true)
    } else {
        None
    };
    if let Some(look) = reveal {
        let mut q = p;
        if q.eat("the top") {
            let n = if q.eat("card") {
                1
            } else {
                let n = q.number()?;
                if !q.eat("cards") {
                    return None;
                }
                n
            };
            if !q.eat("of") {
                return None;
            }
            owner_side(&mut q);
            let zone = zone_word(&mut q)?;
            if !matches!(zone, Zone::Deck | Zone::SceneDeck) {
                return None;
            }
            ctx.last = Last::Revealed;
            *c = q;
            return Some(vec![Op::Reveal { zone, n, look }]);
        }
    }
    None
}

/// Look at your Plans.
fn read_look_at_plans(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("look at") {
        let n = if p.eat("all of your plans") || p.eat("your plans") {
            0
        } else {
            let n = p.number()?;
            if !p.eat("of your plans") {
                return None;
            }
            n
        };
        let mut reorder = false;
        let mut q = p;
        q.eat(",");
        q.eat("then");
        if q.eat("put them back in any order you want") || q.eat("put them back in any order") {
            reorder = true;
            p = q;
        } else if q.eat("put them back in their original order") {
            p = q;
        }
        *c = p;
        return Some(vec![Op::LookPlans {
            side: Side::You,
            n,
            reorder,
        }]);
    }
    None
}

/// If it is X, ... (after a reveal).
fn read_if_revealed(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("if")
        && let Some(cond) = super::phrase::condition(&mut p)
        && p.eat(",")
    {
        let then = clause(&mut p, ctx)?;
        *c = p;
        return Some(vec![Op::If {
            condition: cond,
            then,
            otherwise: Vec::new(),
        }]);
    }
    None
}

/// add it/them to (your) Hand; add 1 to your Hand; add 1 Scene ...
fn read_add(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let start = *c;
    let mut p = start;
    if p.eat("add") {
        if pronoun(&mut p) && p.eat("to") {
            let dest = destination(&mut p)??;
            *c = p;
            return Some(vec![Op::Move {
                target: ctx.pronoun(),
                to: dest,
            }]);
        }
        p = start;
        p.eat("add");
        if let Some(n) = p.number()
            && p.eat("to your hand")
        {
            ctx.last = Last::Chosen;
            *c = p;
            return Some(vec![
                choose(
                    vec![Pick {
                        n,
                        side: Side::You,
                        zone: Zone::Revealed,
                        filter: CardFilter::any(),
                    }],
                    false,
                ),
                Op::Move {
                    target: Target::Chosen,
                    to: Dest::Hand,
                },
            ]);
        }
        p = start;
        p.eat("add");
        if p.number() == Some(1) && p.eat("scene") {
            let mut side = Side::You;
            if p.eat("to") {
                side = owner_side(&mut p)?;
                if zone_word(&mut p)? != Zone::SceneArea {
                    return None;
                }
            }
            let (mut face_up, mut tapped) = (true, false);
            if p.eat("tapped and face down") {
                (face_up, tapped) = (false, true);
            } else if p.eat("tapped and face up") {
                tapped = true;
            }
            *c = p;
            return Some(vec![Op::AddScene {
                side,
                face_up,
                tapped,
            }]);
        }
        return None;
    }
    None
}

/// Rival adds scene.
fn read_rival_adds_scene(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("rival adds 1 scene to their scene area") {
        *c = p;
        return Some(vec![Op::AddScene {
            side: Side::Rival,
            face_up: true,
            tapped: false,
        }]);
    }
    None
}

/// put it at the top or the bottom of X; put the rest on top of your Deck in any order.
fn read_put(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("put") {
        if p.eat("the rest on top of your deck") {
            let any_order = p.eat("in any order");
            *c = p;
            return Some(vec![Op::Rest {
                to: Dest::DeckTop,
                any_order,
            }]);
        }
        if pronoun(&mut p) && p.eat("at") {
            let dest = destination(&mut p)??;
            *c = p;
            return Some(vec![rest_or_move(ctx, dest)]);
        }
        return None;
    }
    None
}

/// move / send / return X to Y.
fn read_move(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("move") || p.eat("send") || p.eat("return") {
        let target = move_target(&mut p, ctx)?;
        let (mut ops, target) = target;
        if !p.eat("to") {
            return None;
        }
        let dest = destination(&mut p)?;
        let any_order = p.eat("in any order");
        p.eat("instead");
        let op = match (&target, dest) {
            (Target::Rest, Some(to)) => Op::Rest { to, any_order },
            (_, dest) => move_op(target, dest),
        };
        ops.push(op);
        *c = p;
        return Some(ops);
    }
    None
}

/// take the top card of your Deck, place it in your Story Area as a Plan.
fn read_top_card_to_plan(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("take the top card of your deck, place it in your story area as a plan")
        || p.eat("turn the top card of your deck into a plan")
    {
        *c = p;
        return Some(vec![Op::Move {
            target: Target::DeckTop(1),
            to: Dest::Plan,
        }]);
    }
    None
}

/// turn 1 card from your Hand into a Plan; turn 1 Item card in your Retirement Area into a Plan.
fn read_turn_into_plan(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("turn")
        && let Some(sel) = selection(&mut p, true)
        && p.eat("into a plan")
    {
        ctx.last = Last::Chosen;
        *c = p;
        return Some(vec![
            choose(vec![pick(&sel)], sel.up_to),
            Op::Move {
                target: Target::Chosen,
                to: Dest::Plan,
            },
        ]);
    }
    None
}

/// place ...
fn read_place(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("place") {
        if pronoun(&mut p) {
            if p.eat("in your story area as a plan") {
                *c = p;
                return Some(vec![Op::Move {
                    target: ctx.pronoun(),
                    to: Dest::Plan,
                }]);
            }
            let (face_up, tapped) = if p.eat("face up and tapped") {
                (true, true)
            } else if p.eat("face down and tapped") || p.eat("tapped and face down") {
                (false, true)
            } else if p.eat("face up") {
                (true, false)
            } else {
                return None;
            };
            if !p.eat("in your scene area") {
                return None;
            }
            *c = p;
            return Some(vec![Op::Move {
                target: ctx.pronoun(),
                to: Dest::SceneArea { face_up, tapped },
            }]);
        }
        if p.eat("1 treat on") {
            let target = if p.eat("each of them") || pronoun(&mut p) {
                Target::Chosen
            } else if p.eat("each") {
                let sel = selection(&mut p, false)?;
                let (side, zone) = sel.place_or_default();
                Target::All {
                    side,
                    zone,
                    filter: sel.filter,
                }
            } else if p.eat("your") {
                let names = p.names()?;
                p.eat("in this contact");
                Target::InContact(CardFilter {
                    names,
                    ..CardFilter::default()
                })
            } else {
                return None;
            };
            *c = p;
            return Some(vec![Op::Treat { target, add: true }]);
        }
        return None;
    }
    None
}

/// Remove treat.
fn read_remove_treat(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("remove the treat from it") || p.eat("remove a treat from it") {
        *c = p;
        return Some(vec![Op::Treat {
            target: Target::Chosen,
            add: false,
        }]);
    }
    None
}

/// Remove it.
fn read_remove_it(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("remove it") {
        *c = p;
        return Some(vec![Op::RemovePlan {
            side: Side::Rival,
            n: 1,
        }]);
    }
    None
}

/// Remove rival plan.
fn read_remove_rival_plan(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("remove one of rival's plan cards") || p.eat("remove 1 of rival's plans") {
        *c = p;
        return Some(vec![Op::RemovePlan {
            side: Side::Rival,
            n: 1,
        }]);
    }
    None
}

/// flip ...
fn read_flip(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("flip") {
        if pronoun(&mut p) {
            let up = face(&mut p)?;
            *c = p;
            return Some(vec![Op::Flip {
                target: ctx.pronoun(),
                face_up: up,
            }]);
        }
        // flip N of your Scenes face up; flip 1 of Rival's Scenes face down.
        let mut q = p;
        if let Some(n) = q.number()
            && q.eat("of")
            && let Some(side) = owner_side(&mut q)
            && (q.eat("scenes") || q.eat("scene cards") || q.eat("scene"))
            && let Some(up) = face(&mut q)
        {
            ctx.last = Last::Chosen;
            *c = q;
            return Some(flip_chosen(n, side, up));
        }
        // flip exactly 2 of your Scenes face up (BP02-SPR08 English).
        let mut q = p;
        if q.eat("exactly") {
            p = q;
        }
        // flip 1 face-up Scene in your Scene Area face down.
        let sel = selection(&mut p, true)?;
        let up = face(&mut p)?;
        let (side, _) = sel.place_or_default();
        ctx.last = Last::Chosen;
        *c = p;
        return Some(flip_chosen(sel.n.unwrap_or(1), side, up));
    }
    None
}

/// tap / untap it.
fn read_tap(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if let Some(i) = p.eat_any(&["untap", "tap"])
        && pronoun(&mut p)
    {
        *c = p;
        return Some(vec![Op::SetTapped {
            target: ctx.pronoun(),
            tapped: i == 1,
        }]);
    }
    None
}

/// retire all X.
fn read_retire_all(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("retire all") {
        let sel = selection(&mut p, false)?;
        let (side, zone) = sel.place_or_default();
        *c = p;
        return Some(vec![Op::Retire(Target::All {
            side,
            zone,
            filter: sel.filter,
        })]);
    }
    None
}

/// adorn this Item to 1 Character in your Adventure Area.
fn read_adorn(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("adorn this item to") && selection(&mut p, true).is_some() {
        *c = p;
        return Some(vec![Op::Move {
            target: Target::This,
            to: Dest::AdornTo,
        }]);
    }
    None
}

/// The clauses that are a rule of play, each always worded the same: the phrase, its flag and
/// how long it lasts.
const RULE_PHRASES: &[(&str, RuleFlag, Duration)] = &[
    (
        "rival can't use that [inspo boost] ability until the end of turn",
        RuleFlag::ChosenInspoBoostBlocked,
        Duration::EndOfTurn,
    ),
    (
        "on this turn, your rival's pre-plan effects will not be activated, instead the plans will be added to rival's hand",
        RuleFlag::RivalPrePlansToHand,
        Duration::EndOfTurn,
    ),
    (
        "at most 1 treat can be placed on each character",
        RuleFlag::OneTreatPerCharacter,
        Duration::WhileSource,
    ),
];

/// A rule of play ([`RULE_PHRASES`]): "Rival can't use that [Inspo Boost] ability until the end
/// of turn", "On this turn, your Rival's Pre-plan effects will not be activated, instead ...",
/// "At most 1 Treat can be placed on each Character".
fn read_rule_phrase(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    RULE_PHRASES.iter().find_map(|&(phrase, flag, duration)| {
        let mut p = *c;
        p.eat(phrase).then(|| {
            *c = p;
            vec![Op::Rule { flag, duration }]
        })
    })
}

/// Until the end of turn, the next X you play from your Hand gets -2 Cost of Force of Harmony.
fn read_next_play_cost(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("until the end of turn,")
        && p.eat("the next")
        && let Some(sel) = selection(&mut p, false)
        && p.eat("you play from hand") | p.eat("you play from your hand") | p.eat("you play")
        && (p.eat("gets") || p.eat("get"))
        && let Some(n) = p.signed()
        && p.eat("cost of force of harmony")
    {
        *c = p;
        return Some(vec![Op::CostChange {
            target: Target::All {
                side: Side::You,
                zone: Zone::Hand,
                filter: sel.filter,
            },
            amount: Amount::Fixed(n),
            duration: Duration::NextPlay,
        }]);
    }
    None
}

/// Until the end of turn, each time (Rival's|your) Character Retires in Contact, ...
fn read_delayed(c: &mut Cursor<'_>, _ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("until the end of turn, each time")
        && let Some(side) = owner_side(&mut p)
        && p.eat("character retires in contact,")
    {
        let mut inner = Ctx::new();
        let body = steps(&mut p, &mut inner)?;
        *c = p;
        return Some(vec![Op::Delayed {
            event: GameEvent::Retires {
                side,
                filter: CardFilter::of(CardType::Character),
                in_contact: true,
            },
            duration: Duration::EndOfTurn,
            steps: body,
        }]);
    }
    None
}

/// For each X, this Character gets -1 Cost of Force of Harmony when played from Hand.
fn read_for_each(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("for each")
        && let Some((side, zone, filter)) = counted(&mut p)
        && p.eat(",")
    {
        let target = subject(&mut p, ctx)?;
        let mut ops = gets(&mut p, ctx, target)?;
        for op in &mut ops {
            match op {
                Op::CostChange { amount, .. } | Op::Inspiration { amount, .. } => {
                    if let Amount::Fixed(each) = *amount {
                        *amount = Amount::PerCount {
                            base: 0,
                            each,
                            side,
                            zone,
                            filter: filter.clone(),
                        };
                    }
                }
                _ => return None,
            }
        }
        *c = p;
        return Some(ops);
    }
    None
}

/// <subject> gets ...
fn read_subject_gets(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if let Some(target) = subject(&mut p, ctx)
        && let Some(ops) = gets(&mut p, ctx, target)
    {
        *c = p;
        return Some(ops);
    }
    None
}

/// After "choose X to": "get +N Inspiration until the end of turn", "Retire".
fn gets_to(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<Vec<Op>> {
    let mut p = *c;
    if p.eat("retire") {
        *c = p;
        return Some(vec![Op::Retire(Target::Chosen)]);
    }
    let ops = gets(&mut p, ctx, Target::Chosen)?;
    *c = p;
    Some(ops)
}

fn flip_chosen(n: u8, side: Side, up: bool) -> Vec<Op> {
    vec![
        choose(
            vec![Pick {
                n,
                side,
                zone: Zone::SceneArea,
                filter: scene_filter(Some(!up)),
            }],
            false,
        ),
        Op::Flip {
            target: Target::Chosen,
            face_up: up,
        },
    ]
}

fn rest_or_move(ctx: &Ctx, dest: Dest) -> Op {
    match ctx.last {
        Last::Revealed => Op::Rest {
            to: dest,
            any_order: false,
        },
        _ => Op::Move {
            target: Target::Chosen,
            to: dest,
        },
    }
}

/// What a move moves: a pronoun, this card, the rest, the top N cards of the Deck, the Item
/// this Character is adorned with, or a fresh selection ("1 「Phoenix」 ... from your
/// Retirement Area", which becomes a choice).
fn move_target(c: &mut Cursor<'_>, ctx: &mut Ctx) -> Option<(Vec<Op>, Target)> {
    let mut p = *c;
    if p.eat("the rest") {
        *c = p;
        return Some((Vec::new(), Target::Rest));
    }
    if p.eat_any(&["this character", "this card", "this item"])
        .is_some()
    {
        *c = p;
        return Some((Vec::new(), Target::This));
    }
    if pronoun(&mut p) {
        *c = p;
        return Some((Vec::new(), ctx.pronoun()));
    }
    if p.eat("the top")
        && let Some(n) = p.number()
        && p.eat("cards of your deck")
    {
        *c = p;
        return Some((Vec::new(), Target::DeckTop(n)));
    }
    p = *c;
    if p.eat("the")
        && let Some(names) = p.names()
        && p.eat("this character is adorned with")
    {
        *c = p;
        return Some((
            Vec::new(),
            Target::OwnItem(CardFilter {
                types: vec![CardType::Item],
                names,
                ..CardFilter::default()
            }),
        ));
    }
    // "1 random card from Rival's Hand" is at random, not a decision.
    p = *c;
    if let Some(n) = p.number()
        && p.eat("random card")
        && let Some((side, zone)) = location(&mut p)
    {
        ctx.last = Last::Chosen;
        *c = p;
        return Some((
            vec![Op::Choose {
                picks: vec![Pick {
                    n,
                    side,
                    zone,
                    filter: CardFilter::any(),
                }],
                up_to: false,
                random: true,
            }],
            Target::Chosen,
        ));
    }
    p = *c;
    if let Some(n) = p.number()
        && p.eat("of")
        && let Some(side) = owner_side(&mut p)
        && (p.eat("scenes") || p.eat("scene"))
    {
        ctx.last = Last::Chosen;
        *c = p;
        return Some((
            vec![choose(
                vec![Pick {
                    n,
                    side,
                    zone: Zone::SceneArea,
                    filter: CardFilter::of(CardType::Scene),
                }],
                false,
            )],
            Target::Chosen,
        ));
    }
    p = *c;
    let sel = selection(&mut p, true)?;
    ctx.last = Last::Chosen;
    *c = p;
    Some((vec![choose(vec![pick(&sel)], sel.up_to)], Target::Chosen))
}
