//! The phases of a turn (401.2), one file each: [`start`] (402), [`main_phase`] (403),
//! [`contact`] (404) and [`end`] (405), plus the dispatcher that routes an action to its phase.

mod contact;
mod dispatch;
mod end;
mod main_phase;
mod start;
