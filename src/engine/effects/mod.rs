//! The effects of abilities (`Op`), one file per family: each holds the check that the engine
//! carries an effect out and its resolution; [`family`] sorts the variants one line each, and
//! `run_op` and [`supports`] dispatch by family. What an effect did is worded in `describe.rs`
//! (the events it records); what an effect will do, in `ability/render.rs`, where a whole
//! ability's sentence is built (docs/architecture.md says why neither is here).

pub(super) mod board;
pub(super) mod cards;
pub(super) mod choose;
pub(super) mod inspiration;
pub(super) mod plans;
pub(super) mod retire;
pub(super) mod rules;

use crate::ability::Op;

/// The family an effect belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Family {
    /// `cards.rs`.
    Cards,
    /// `choose.rs`.
    Choose,
    /// `inspiration.rs`.
    Inspiration,
    /// `retire.rs`.
    Retire,
    /// `plans.rs`.
    Plans,
    /// `board.rs`.
    Board,
    /// `rules.rs`.
    Rules,
}

/// The family of `op`.
pub(super) fn family(op: &Op) -> Family {
    match op {
        Op::Draw { .. } => Family::Cards,
        Op::Discard { .. } => Family::Cards,
        Op::Move { .. } => Family::Cards,
        Op::MoveInAdventure { .. } => Family::Cards,
        Op::Switch { .. } => Family::Cards,
        Op::Reveal { .. } => Family::Cards,
        Op::Rest { .. } => Family::Cards,
        Op::Choose { .. } => Family::Choose,
        Op::Inspiration { .. } => Family::Inspiration,
        Op::Retire { .. } => Family::Retire,
        Op::LookPlans { .. } => Family::Plans,
        Op::RemovePlan { .. } => Family::Plans,
        Op::Flip { .. } => Family::Board,
        Op::SetTapped { .. } => Family::Board,
        Op::Treat { .. } => Family::Board,
        Op::Protect { .. } => Family::Board,
        Op::AddScene { .. } => Family::Board,
        Op::Rule { .. } => Family::Rules,
        Op::CostChange { .. } => Family::Rules,
        Op::Delayed { .. } => Family::Rules,
        Op::If { .. } => Family::Rules,
        Op::WinGame => Family::Rules,
    }
}

/// Whether the engine carries out `op`, or what it lacks for it.
pub(super) fn supports(op: &Op) -> Result<(), &'static str> {
    match family(op) {
        Family::Cards => cards::supports(op),
        Family::Choose => choose::supports(op),
        Family::Inspiration => inspiration::supports(op),
        Family::Retire => retire::supports(op),
        Family::Plans => plans::supports(op),
        Family::Board => board::supports(op),
        Family::Rules => rules::supports(op),
    }
}
