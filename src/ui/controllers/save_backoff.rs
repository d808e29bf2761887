//! When to try a failed save again: soon after the first failure, then less and less often (2 s,
//! 4 s, ... up to a minute), never every frame; and whether a failure or a recovery is news
//! for the user (said once per run of failures). No egui, no database: the controller saves,
//! this only keeps the times.

use std::time::{Duration, Instant};

/// The wait after the first failure.
pub const FIRST_RETRY: Duration = Duration::from_secs(2);

/// The longest wait between two tries.
pub const LONGEST_RETRY: Duration = Duration::from_secs(60);

/// A run of failed saves, if one is going on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SaveBackoff {
    failing: Option<Failing>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Failing {
    next_try: Instant,
    delay: Duration,
}

impl SaveBackoff {
    /// Whether the last save failed.
    pub fn is_failing(&self) -> bool {
        self.failing.is_some()
    }

    /// A save failed at `now`: the next try waits twice as long as the last (from
    /// [`FIRST_RETRY`] up to [`LONGEST_RETRY`]). Returns whether this failure begins a run, the
    /// one the user is told about.
    pub fn failed(&mut self, now: Instant) -> bool {
        let (first, delay) = match self.failing {
            None => (true, FIRST_RETRY),
            Some(f) => (false, (f.delay * 2).min(LONGEST_RETRY)),
        };
        self.failing = Some(Failing {
            next_try: now + delay,
            delay,
        });
        first
    }

    /// A save succeeded. Returns whether a run of failures ended, which the user is told.
    pub fn succeeded(&mut self) -> bool {
        self.failing.take().is_some()
    }

    /// Whether a failed save should be tried again at `now`.
    pub fn due(&self, now: Instant) -> bool {
        self.failing.is_some_and(|f| now >= f.next_try)
    }

    /// How long until the next try, while failing.
    pub fn wait(&self, now: Instant) -> Option<Duration> {
        self.failing
            .map(|f| f.next_try.saturating_duration_since(now))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_are_retried_less_and_less_often_and_told_once() {
        let start = Instant::now();
        let mut backoff = SaveBackoff::default();
        assert!(!backoff.due(start), "nothing to retry");
        assert!(backoff.failed(start), "the first failure is news");
        assert!(!backoff.due(start + Duration::from_secs(1)));
        assert!(backoff.due(start + FIRST_RETRY));
        let mut now = start + FIRST_RETRY;
        let mut waits = Vec::new();
        for _ in 0..7 {
            assert!(!backoff.failed(now), "later failures are not news");
            let wait = backoff.wait(now).unwrap_or_default();
            waits.push(wait.as_secs());
            now += wait;
        }
        assert_eq!(waits, [4, 8, 16, 32, 60, 60, 60]);
        assert!(backoff.succeeded(), "the recovery is news");
        assert!(!backoff.succeeded());
        assert!(!backoff.is_failing());
    }
}
