//! Undo and redo for a document edited in the window (a deck of any game): the versions before
//! each edit and the ones undone. No egui here.

/// The edits of one open document that can be undone and redone.
#[derive(Debug, Clone)]
pub struct EditHistory<T> {
    undo: Vec<T>,
    redo: Vec<T>,
}

impl<T> Default for EditHistory<T> {
    fn default() -> Self {
        EditHistory {
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }
}

impl<T> EditHistory<T> {
    /// An edit was made to what was `before`: it can be undone, and what was undone can no
    /// longer be redone.
    pub fn record(&mut self, before: T) {
        self.undo.push(before);
        self.redo.clear();
    }

    /// Steps `current` back (`undo`) or forward one edit; whether there was one to step over.
    pub fn step(&mut self, current: &mut T, undo: bool) -> bool {
        let (from, to) = if undo {
            (&mut self.undo, &mut self.redo)
        } else {
            (&mut self.redo, &mut self.undo)
        };
        let Some(other) = from.pop() else {
            return false;
        };
        to.push(std::mem::replace(current, other));
        true
    }

    /// Whether an edit can be undone.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether an undone edit can be redone.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edit_undone_is_redone_and_a_new_edit_forgets_the_redo() {
        let mut history = EditHistory::default();
        let mut doc = 2;
        history.record(1);
        assert!(history.step(&mut doc, true));
        assert_eq!(doc, 1);
        assert!(history.step(&mut doc, false));
        assert_eq!(doc, 2);
        assert!(history.step(&mut doc, true));
        history.record(doc);
        doc = 3;
        assert!(!history.can_redo(), "a new edit forgets what was undone");
        assert!(!history.step(&mut doc, false));
    }
}
