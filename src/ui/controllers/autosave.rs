//! When a screen saves edits by itself: a pause after the last edit, and after a failed save a
//! wait that doubles each time (a full or locked disk is not retried every frame, each try
//! blocking for the database's busy timeout). No egui here.

use std::time::{Duration, Instant};

/// The longest wait between two tries after failures.
pub const RETRY_AT_MOST: Duration = Duration::from_secs(300);

/// The autosave's clock for one open document: when edits began to wait, and the failures
/// since the last good save.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Autosave {
    failures: u32,
    retry_at: Option<Instant>,
}

impl Autosave {
    /// Whether edits made at `edited_at` are due for saving at `now`: a `pause` after the
    /// edit, or once the wait after the last failure is over.
    pub fn due(&self, edited_at: Instant, now: Instant, pause: Duration) -> bool {
        match self.retry_at {
            Some(at) => now >= at,
            None => now.saturating_duration_since(edited_at) >= pause,
        }
    }

    /// How long until edits made at `edited_at` are due (for waking the window up).
    pub fn wait(&self, edited_at: Instant, now: Instant, pause: Duration) -> Duration {
        let at = self.retry_at.unwrap_or(edited_at + pause);
        at.saturating_duration_since(now)
    }

    /// A save failed at `now`: the wait before the next try, `pause` doubled per failure in a
    /// row, at most [`RETRY_AT_MOST`]. Whether this is the first failure (the one to tell
    /// the user about).
    pub fn failed(&mut self, now: Instant, pause: Duration) -> (Duration, bool) {
        self.failures = self.failures.saturating_add(1);
        let doubling = 1u32 << (self.failures - 1).min(16);
        let wait = pause.saturating_mul(doubling).min(RETRY_AT_MOST);
        self.retry_at = Some(now + wait);
        (wait, self.failures == 1)
    }

    /// A save went through: the next edit waits the usual pause. Whether saves had failed
    /// before it (the user was told, so is told it is mended).
    pub fn saved(&mut self) -> bool {
        let had_failed = self.failures > 0;
        *self = Autosave::default();
        had_failed
    }

    /// Whether the last save failed.
    pub fn failing(&self) -> bool {
        self.failures > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAUSE: Duration = Duration::from_secs(8);

    #[test]
    fn edits_wait_the_pause_then_a_failing_save_waits_longer_each_time() {
        let t0 = Instant::now();
        let mut autosave = Autosave::default();
        assert!(!autosave.due(t0, t0 + Duration::from_secs(7), PAUSE));
        assert!(autosave.due(t0, t0 + PAUSE, PAUSE));
        let first = t0 + PAUSE;
        assert_eq!(autosave.failed(first, PAUSE), (PAUSE, true));
        assert!(
            !autosave.due(t0, first + Duration::from_millis(16), PAUSE),
            "not retried at the next frame"
        );
        assert!(autosave.due(t0, first + PAUSE, PAUSE));
        assert_eq!(
            autosave.failed(first + PAUSE, PAUSE),
            (PAUSE * 2, false),
            "the second failure is not told again, and waits twice as long"
        );
        for _ in 0..20 {
            autosave.failed(first, PAUSE);
        }
        assert_eq!(autosave.failed(first, PAUSE).0, RETRY_AT_MOST);
        assert!(autosave.saved(), "a save after failures says it is mended");
        assert!(!autosave.saved());
        assert!(autosave.due(t0, t0 + PAUSE, PAUSE));
    }
}
