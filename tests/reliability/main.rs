//! Reliability against the real binary (`docs/reliability.md`): the findings of the fault probes,
//! issue 41's, and SIGKILLs and concurrent writers (`reliability_crash`, sized by
//! `PONYDECK_KILLS`).
//!
//! One test binary for the area (issue 44): each file here is a module, its tests named
//! `module::test` (`cargo test --test reliability MODULE` runs one file's).

#[path = "../common/mod.rs"]
mod common;

mod reliability_crash;
mod reliability_findings;
mod reliability_issue41;
