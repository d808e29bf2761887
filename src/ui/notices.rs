//! Readable notices: errors and confirmations shown at the bottom of the window until dismissed.

/// How a notice reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoticeLevel {
    /// Something done (saved, imported).
    Info,
    /// Something the user should know (a file was skipped).
    Warning,
    /// Something failed; the sentence says what to do.
    Error,
}

/// One message for the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// A number unique in this run, for dismissing.
    pub notice_id: u64,
    /// How it reads.
    pub level: NoticeLevel,
    /// One clear sentence.
    pub text: String,
}

/// The notices shown, oldest first; at most [`Notices::LIMIT`].
#[derive(Debug, Clone, Default)]
pub struct Notices {
    next_id: u64,
    shown: Vec<Notice>,
}

impl Notices {
    /// How many notices stay on screen; older ones give way.
    pub const LIMIT: usize = 4;

    /// Adds a notice. The same sentence already on screen is not shown twice: it moves to the
    /// end as the newest (a failing database repeats its error at every command).
    pub fn push(&mut self, level: NoticeLevel, text: impl Into<String>) {
        self.push_with_id(level, text);
    }

    /// Adds a notice as [`Notices::push`] does, and returns its id, for dismissing it when it no
    /// longer holds.
    pub fn push_with_id(&mut self, level: NoticeLevel, text: impl Into<String>) -> u64 {
        let text = text.into();
        if let Some(at) = self
            .shown
            .iter()
            .position(|n| n.level == level && n.text == text)
        {
            let again = self.shown.remove(at);
            let notice_id = again.notice_id;
            self.shown.push(again);
            return notice_id;
        }
        self.next_id += 1;
        self.shown.push(Notice {
            notice_id: self.next_id,
            level,
            text,
        });
        if self.shown.len() > Self::LIMIT {
            self.shown.remove(0);
        }
        self.next_id
    }

    /// Removes a notice.
    pub fn dismiss(&mut self, notice_id: u64) {
        self.shown.retain(|n| n.notice_id != notice_id);
    }

    /// The notices, oldest first.
    pub fn shown(&self) -> &[Notice] {
        &self.shown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_sentence_is_shown_once_and_moves_to_the_end() {
        let mut notices = Notices::default();
        notices.push(NoticeLevel::Error, "The game could not be saved.");
        notices.push(NoticeLevel::Info, "Saved.");
        notices.push(NoticeLevel::Error, "The game could not be saved.");
        let texts: Vec<&str> = notices.shown().iter().map(|n| n.text.as_str()).collect();
        assert_eq!(texts, ["Saved.", "The game could not be saved."]);
    }
}
