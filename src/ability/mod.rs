//! L0: card abilities as typed data, compiled once from the card texts at catalog build.
//!
//! The model follows the 1.3.0 rules' ability chapter (501-504) and the actions of 601-617:
//! an [`Ability`] has a [`Trigger`] (triggered, continuous, activated, rule-based, 501), a
//! [`Cost`], a play restriction and a condition ([`Condition`]), and steps ([`Op`]) carried out
//! in order (502.1.1). Cards are picked by one [`CardFilter`], counted by [`Amount`], acted on
//! through a [`Target`], for a [`Duration`], moved to a [`Dest`].
//!
//! [`compile`] turns a card's English text into a [`CompiledCard`] (or records it as manual,
//! with the reason); [`render`] says in short plain English what the compiled form does. The
//! engine never reads English: it executes the compiled form. Nothing here knows of SQLite,
//! egui or the engine.

// One main type per file, named after it (STYLE.md), so `ability::Ability` lives in ability.rs.
#[allow(clippy::module_inception)]
mod ability;
mod amount;
mod card_filter;
mod clause;
mod cmp;
mod compile;
mod compiled_card;
mod condition;
mod cost;
mod cursor;
mod dest;
mod duration;
mod game_event;
mod op;
mod phrase;
mod places;
mod render;
mod side;
mod target;
mod trigger;
mod zone;

pub use ability::Ability;
pub use amount::Amount;
pub use card_filter::{CardFilter, PrintedSet};
pub use cmp::Cmp;
pub use compile::{compile, compile_text, normalize};
pub use compiled_card::{Automation, CompiledCard};
pub use condition::Condition;
pub use cost::Cost;
pub use dest::Dest;
pub use duration::Duration;
pub use game_event::GameEvent;
pub use op::{Op, Pick, Protection, RuleFlag};
pub(crate) use render::noun;
pub use render::{render, render_card};
pub use side::Side;
pub use target::Target;
pub use trigger::{Replaced, Scope, Trigger};
pub use zone::Zone;
