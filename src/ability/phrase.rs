//! Noun phrases of the grammar: card selections with their filter and zone, counts, and
//! conditions. Each reader takes a cursor, returns `Some` and advances it when the phrase is
//! there, and leaves it untouched otherwise.

use super::cursor::Cursor;
use super::{CardFilter, Cmp, Condition, Side, Zone};
use crate::card::CardType;

/// A card phrase: "up to 2 other face-up 「Pegasus」 Characters with a Treat in your Adventure
/// Area".
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Selection {
    pub n: Option<u8>,
    pub up_to: bool,
    pub filter: CardFilter,
    pub place: Option<(Side, Zone)>,
}

impl Selection {
    /// The zone, or the usual one for the card type when the text leaves it out (BP02's "choose
    /// 1 「Pegasus」" means your Adventure Area, per the official text).
    pub fn place_or_default(&self) -> (Side, Zone) {
        self.place.unwrap_or_else(|| {
            if self.filter.types == [CardType::Scene] {
                (Side::You, Zone::SceneArea)
            } else {
                (Side::You, Zone::Adventure)
            }
        })
    }
}

fn type_word(c: &mut Cursor<'_>) -> Option<CardType> {
    const WORDS: &[(&str, CardType)] = &[
        ("characters", CardType::Character),
        ("character", CardType::Character),
        ("event cards", CardType::Event),
        ("event card", CardType::Event),
        ("events", CardType::Event),
        ("event", CardType::Event),
        ("item cards", CardType::Item),
        ("item card", CardType::Item),
        ("items", CardType::Item),
        ("item", CardType::Item),
        ("scene cards", CardType::Scene),
        ("scene card", CardType::Scene),
        ("scenes", CardType::Scene),
        ("scene", CardType::Scene),
    ];
    WORDS.iter().find(|(w, _)| c.eat(w)).map(|(_, t)| *t)
}

/// A zone name after an owner.
pub(crate) fn zone_word(c: &mut Cursor<'_>) -> Option<Zone> {
    const WORDS: &[(&str, Zone)] = &[
        ("adventure areas", Zone::Adventure),
        ("adventure area", Zone::Adventure),
        ("retirement area", Zone::Retirement),
        ("hand", Zone::Hand),
        ("scene area", Zone::SceneArea),
        ("scene deck", Zone::SceneDeck),
        ("deck", Zone::Deck),
        ("story area", Zone::Plans),
    ];
    WORDS.iter().find(|(w, _)| c.eat(w)).map(|(_, z)| *z)
}

/// "in your Adventure Area", "from Rival's Retirement Area", "in each player's Scene Area",
/// "in your Adventure Area and Rival's Adventure Area" (both).
pub(crate) fn location(c: &mut Cursor<'_>) -> Option<(Side, Zone)> {
    let mut p = *c;
    if !(p.eat("in") || p.eat("from")) {
        return None;
    }
    let side = owner_side(&mut p)?;
    let zone = zone_word(&mut p)?;
    let mut q = p;
    if q.eat("and")
        && let Some(other) = owner_side(&mut q)
        && other != side
        && zone_word(&mut q) == Some(zone)
    {
        *c = q;
        return Some((Side::Both, zone));
    }
    *c = p;
    Some((side, zone))
}

/// The owner words, resolved to a side.
pub(crate) fn owner_side(c: &mut Cursor<'_>) -> Option<Side> {
    let i = c.eat_any(&[
        "your rival's",
        "your",
        "rival's",
        "their",
        "the",
        "each player's",
        "both players'",
    ])?;
    Some(match i {
        1 | 4 => Side::You,
        0 | 2 | 3 => Side::Rival,
        _ => Side::Both,
    })
}

fn comparison(c: &mut Cursor<'_>) -> Option<(Cmp, u8)> {
    let mut p = *c;
    let n = p.number()?;
    let cmp = if p.eat("or less") {
        Cmp::AtMost
    } else if p.eat("or more") {
        Cmp::AtLeast
    } else {
        return None;
    };
    *c = p;
    Some((cmp, n))
}

/// The qualifiers after a noun, in any order.
fn qualifiers(c: &mut Cursor<'_>, sel: &mut Selection) {
    while qualifier(c, sel) {}
}

/// Reads one qualifier ("with Inspiration 4 or less", "in your Adventure Area", ...).
fn qualifier(c: &mut Cursor<'_>, sel: &mut Selection) -> bool {
    let mut p = *c;
    if p.eat("with cost of force of harmony")
        && let Some(cmp) = comparison(&mut p)
    {
        sel.filter.cost = Some(cmp);
        *c = p;
        return true;
    }
    let mut p = *c;
    if p.eat("with inspiration")
        && let Some(cmp) = comparison(&mut p)
    {
        sel.filter.inspiration = Some(cmp);
        *c = p;
        return true;
    }
    let mut p = *c;
    if let Some(i) = p.eat_any(&[
        "with a treat",
        "without a treat",
        "adorned with an item card",
        "adorned with an item",
        "adorned with item",
        "with an [inspo boost] ability",
    ]) {
        match i {
            0 => sel.filter.treat = Some(true),
            1 => sel.filter.treat = Some(false),
            2..=4 => sel.filter.adorned = Some(true),
            _ => sel.filter.inspo_boost = true,
        }
        *c = p;
        return true;
    }
    let mut p = *c;
    if p.eat("without the keyword")
        && let Some(names) = p.names()
    {
        sel.filter.names_none.extend(names);
        *c = p;
        return true;
    }
    let mut p = *c;
    if sel.place.is_none()
        && let Some(place) = location(&mut p)
    {
        sel.place = Some(place);
        *c = p;
        return true;
    }
    false
}

/// A card phrase with its count: "1 「Pet」 with Cost of Force of Harmony 2 or less in your
/// Retirement Area". `counted`: a number is required.
pub(crate) fn selection(c: &mut Cursor<'_>, counted: bool) -> Option<Selection> {
    let mut p = *c;
    let mut sel = Selection {
        n: None,
        up_to: false,
        filter: CardFilter::default(),
        place: None,
    };
    if p.eat("up to") {
        sel.up_to = true;
    }
    let mut q = p;
    if let Some(n) = q.number() {
        // "a Treat" is not a count of cards; only take the number when a card phrase follows.
        sel.n = Some(n);
        p = q;
    } else if counted {
        return None;
    }
    if p.eat("other") {
        sel.filter.other = true;
    }
    loop {
        match p.eat_any(&[
            "face-up",
            "face-down",
            "tapped",
            "untapped",
            "adorned",
            "random",
        ]) {
            Some(0) => sel.filter.face_up = Some(true),
            Some(1) => sel.filter.face_up = Some(false),
            Some(2) => sel.filter.tapped = Some(true),
            Some(3) => sel.filter.tapped = Some(false),
            Some(4) => sel.filter.adorned = Some(true),
            Some(_) => {}
            None => break,
        }
    }
    let mut named = false;
    if let Some(names) = p.names() {
        sel.filter.names = names;
        named = true;
    }
    let mut typed = false;
    if let Some(t) = type_word(&mut p) {
        sel.filter.types.push(t);
        typed = true;
        // "Event or Item", "1 Item and 1 Event" are handled by the caller; "Event or Item"
        // is an any-of type list.
        let mut q = p;
        if q.eat("or")
            && let Some(t2) = type_word(&mut q)
        {
            sel.filter.types.push(t2);
            p = q;
        }
    } else if p.eat("cards") || p.eat("card") {
        typed = true;
    }
    if !named && !typed {
        return None;
    }
    // "adorned Item" is an Item on a Character; the flag means "adorned with" for Characters.
    if sel.filter.types == [CardType::Item] && sel.filter.adorned == Some(true) {
        sel.filter.adorned = None;
    }
    qualifiers(&mut p, &mut sel);
    *c = p;
    Some(sel)
}

/// What a count counts: a selection with a zone, or "empty Adventure Area(s) you have".
pub(crate) fn counted(c: &mut Cursor<'_>) -> Option<(Side, Zone, CardFilter)> {
    let mut p = *c;
    if p.eat("empty adventure area you have")
        || p.eat("empty adventure areas you have")
        || p.eat("of your empty adventure areas")
    {
        *c = p;
        return Some((Side::You, Zone::EmptySlots, CardFilter::any()));
    }
    let mut p = *c;
    if p.eat("plan") || p.eat("plans") || p.eat("plan cards") || p.eat("plan card") {
        let place = location(&mut p).unwrap_or((Side::You, Zone::Plans));
        *c = p;
        return Some((place.0, Zone::Plans, CardFilter::any()));
    }
    let mut p = *c;
    let sel = selection(&mut p, false)?;
    let (side, zone) = sel.place?;
    *c = p;
    Some((side, zone, sel.filter))
}

/// A condition after "If", "While" or "Only use when".
pub(crate) fn condition(c: &mut Cursor<'_>) -> Option<Condition> {
    let first = condition_one(c)?;
    let mut p = *c;
    if p.eat("and")
        && let Some(second) = condition_one(&mut p)
    {
        *c = p;
        return Some(Condition::All(vec![first, second]));
    }
    Some(first)
}

fn count_cond(side: Side, zone: Zone, filter: CardFilter, cmp: Cmp, n: u8) -> Condition {
    Condition::Count {
        side,
        zone,
        filter,
        cmp,
        n,
    }
}

fn condition_one(c: &mut Cursor<'_>) -> Option<Condition> {
    // The fixed phrases first: "a face-down Scene ... has been flipped" must not read as a count.
    let mut p = *c;
    if p.eat("this character has a treat") {
        *c = p;
        return Some(Condition::SelfHasTreat);
    }
    p = *c;
    if p.eat("this character is adorned with item")
        || p.eat("this character is adorned with an item")
    {
        *c = p;
        return Some(Condition::SelfAdorned);
    }
    p = *c;
    if p.eat("a face-down scene in your scene area has been flipped face up this turn") {
        *c = p;
        return Some(Condition::SceneFlippedUpThisTurn);
    }
    p = *c;
    if p.eat("any of your scenes are face up") {
        *c = p;
        let filter = CardFilter {
            face_up: Some(true),
            ..CardFilter::of(CardType::Scene)
        };
        return Some(count_cond(
            Side::You,
            Zone::SceneArea,
            filter,
            Cmp::AtLeast,
            1,
        ));
    }
    p = *c;
    if p.eat("it is") {
        let sel = selection(&mut p, false)?;
        *c = p;
        return Some(Condition::RevealedIs(sel.filter));
    }
    p = *c;
    if p.eat("that character has moved or switched in the adventure area") {
        *c = p;
        return Some(Condition::ChosenMovedThisTurn);
    }
    p = *c;
    if p.eat("that pre-plan belongs to") {
        let sel = selection(&mut p, false)?;
        *c = p;
        return Some(Condition::TriggerSourceIs(sel.filter));
    }
    let mut p = *c;
    // "there is any X", "there is no X", "there are N or more X", "there are 3 X", "any X" (the
    // second half of "... and no Character in your Adventure Area").
    p.eat("there is");
    p.eat("there are");
    let start = p;
    if p.eat("in your turn") {
        *c = p;
        return Some(Condition::Turn(Side::You));
    }
    p = start;
    if p.eat("in rival's turn") || p.eat("in your rival's turn") {
        *c = p;
        return Some(Condition::Turn(Side::Rival));
    }
    p = start;
    if p.eat("at least as many")
        && let Some(a) = selection(&mut p, false)
        && p.eat("as")
        && let Some(b) = selection(&mut p, false)
    {
        let place = b.place.or(a.place)?;
        *c = p;
        return Some(Condition::Compare {
            a: (place.0, place.1, a.filter),
            cmp: Cmp::AtLeast,
            b: (place.0, place.1, b.filter),
            margin: 0,
        });
    }
    p = start;
    let quantity = if p.eat("any") || p.eat("an") || p.eat("a") {
        Some((Cmp::AtLeast, 1))
    } else if p.eat("no") {
        Some((Cmp::AtMost, 0))
    } else {
        let mut q = p;
        if let Some(n) = q.number() {
            let cmp = if q.eat("or more") {
                Cmp::AtLeast
            } else if q.eat("or less") {
                Cmp::AtMost
            } else {
                Cmp::Exactly
            };
            p = q;
            Some((cmp, n))
        } else {
            None
        }
    };
    if let Some((cmp, n)) = quantity {
        let mut q = p;
        if let Some(sel) = selection(&mut q, false) {
            let (side, zone) = match sel.place {
                Some(place) => place,
                // "an Item in your Adventure Area" is caught by the location; a bare "any
                // untapped Scene card" is in your Scene Area.
                None if sel.filter.types == [CardType::Scene] => (Side::You, Zone::SceneArea),
                None => return None,
            };
            *c = q;
            return Some(count_cond(side, zone, sel.filter, cmp, n));
        }
    }
    // "you have N or more X [in Z]", "you have any empty Adventure Area", "you have an
    // untapped Scene card", "you have 3 or more Plan cards", "you have any Plan card".
    p = *c;
    if p.eat("you have") {
        let (cmp, n) = if p.eat("any") || p.eat("an") || p.eat("a") {
            (Cmp::AtLeast, 1)
        } else {
            let n = p.number()?;
            if p.eat("or more") {
                (Cmp::AtLeast, n)
            } else if p.eat("or less") {
                (Cmp::AtMost, n)
            } else {
                (Cmp::Exactly, n)
            }
        };
        if p.eat("empty adventure area") || p.eat("empty adventure areas") {
            *c = p;
            return Some(count_cond(
                Side::You,
                Zone::EmptySlots,
                CardFilter::any(),
                cmp,
                n,
            ));
        }
        if p.eat("plan cards") || p.eat("plan card") || p.eat("plans") || p.eat("plan") {
            *c = p;
            return Some(count_cond(
                Side::You,
                Zone::Plans,
                CardFilter::any(),
                cmp,
                n,
            ));
        }
        let sel = selection(&mut p, false)?;
        let (side, zone) = match sel.place {
            Some(place) => place,
            None if sel.filter.types == [CardType::Scene] => (Side::You, Zone::SceneArea),
            None => return None,
        };
        // "(including this card)" is how the hand count reads; the count includes it anyway.
        p.eat("(including this card)");
        *c = p;
        return Some(count_cond(side, zone, sel.filter, cmp, n));
    }
    // "Rival has more Plans than you [in Story Area]", "Rival has as many Plans as you or more".
    p = *c;
    if p.eat("rival has") {
        let plans = |side| (side, Zone::Plans, CardFilter::any());
        let (cmp, margin) = if p.eat("more plans than you") {
            (Cmp::AtLeast, 1)
        } else if p.eat("as many plans as you or more") {
            (Cmp::AtLeast, 0)
        } else {
            return None;
        };
        p.eat("in story area");
        p.eat("in their story area");
        *c = p;
        return Some(Condition::Compare {
            a: plans(Side::Rival),
            cmp,
            b: plans(Side::You),
            margin,
        });
    }
    None
}
