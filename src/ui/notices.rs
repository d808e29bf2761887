//! Readable notices: errors and confirmations shown at the bottom of the window until dismissed.

use crate::card::Game;

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

/// What a notice asks the user to put right, so that the notice goes once it is: a failure
/// that no longer holds must not stay on screen beside the success that followed it ("Give the
/// new deck a name first." under the deck just created).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Topic {
    /// Making or deleting a deck: a name is missing, the new deck could not be saved, or the
    /// deck just made, copied, imported, restored or deleted (the latest replaces the one
    /// before, whichever game's library it was in).
    NewDeck,
    /// A pasted or chosen deck list that could not be read.
    DeckList,
    /// Something that needs an open deck of this game (adding a card, practising hands, a
    /// wishlist).
    NoDeckOpen(Game),
    /// Dealing a goldfish game (no deck chosen, a deck that cannot be played).
    GoldfishGame,
    /// The deck dealt at the goldfish table breaks the deck rules (said with what is wrong).
    IllegalDeck,
    /// Seating a rival deck at the goldfish table.
    RivalDeck,
    /// A move at the goldfish table that was refused.
    GoldfishMove,
    /// Running a matchup table.
    Matchup,
    /// Importing a collection file.
    CollectionImport,
    /// Setting up an Adventures in Equestria game.
    AdventuresGame,
    /// Importing Adventures components.
    AdventuresImport,
    /// A step of an Adventures game that was refused.
    AdventuresMove,
    /// Choosing the folder of card images.
    ImageFolder,
    /// Writing a file the user chose (an export): the latest outcome replaces the one before.
    FileWrite,
    /// A card added to the open deck from the catalog: the latest replaces the one before.
    AddedToDeck,
    /// Saving the open deck's edits by itself (a failing disk, and then that it works again).
    DeckSave,
    /// "Improve this deck": a search that cannot start, stopped or ended without an answer.
    Tune,
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
    /// What it asks to put right, if it goes once that is done ([`Notices::settled`]).
    pub topic: Option<Topic>,
    /// When it goes by itself: an information that nothing holds, [`Notices::INFO_LIFETIME`]
    /// after it was last said. Warnings and errors stay until dismissed or settled.
    pub expires_at: Option<std::time::Instant>,
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

    /// How long an information stays on screen by itself.
    pub const INFO_LIFETIME: std::time::Duration = std::time::Duration::from_secs(10);

    /// What a deck editor says after deleting a deck with its versions: the same words in every
    /// game's editor.
    pub fn deck_deleted(&mut self, name: &str, versions: i64) {
        self.push_about(
            Topic::NewDeck,
            NoticeLevel::Info,
            format!(
                "Deleted deck '{name}' and its {versions} version{}. Use 'Undo delete' to bring it \
                 back whole.",
                if versions == 1 { "" } else { "s" }
            ),
        );
    }

    /// What a deck editor says after 'Undo delete': the deck is back, or why not.
    pub fn deck_back(&mut self, name: &str, outcome: Result<i64, &dyn std::fmt::Display>) {
        match outcome {
            Ok(versions) => self.push_about(
                Topic::NewDeck,
                NoticeLevel::Info,
                format!(
                    "'{name}' is back with its {versions} version{}.",
                    if versions == 1 { "" } else { "s" }
                ),
            ),
            Err(e) => self.push(
                NoticeLevel::Error,
                format!(
                    "'{name}' could not come back: {e}. Rename the deck that has its name, then \
                     use 'Undo delete' again."
                ),
            ),
        }
    }

    /// What a deck editor says after bringing back a saved version, or failing to read it:
    /// the same words in every game's editor.
    pub fn version_restored(
        &mut self,
        name: &str,
        version: i64,
        outcome: Result<(), &dyn std::fmt::Display>,
    ) {
        match outcome {
            Ok(()) => self.push(
                NoticeLevel::Info,
                format!("'{name}' is back to version {version} (Ctrl+Z undoes it)."),
            ),
            Err(e) => self.push(
                NoticeLevel::Error,
                format!("Version {version} of '{name}' could not be read: {e}."),
            ),
        }
    }

    /// Adds a notice. The same sentence already on screen is not shown twice: it moves to the
    /// end as the newest (a failing database repeats its error at every command).
    pub fn push(&mut self, level: NoticeLevel, text: impl Into<String>) {
        let notice_id = self.push_with_id(level, text);
        if level == NoticeLevel::Info
            && let Some(notice) = self.shown.iter_mut().find(|n| n.notice_id == notice_id)
        {
            notice.expires_at = Some(std::time::Instant::now() + Self::INFO_LIFETIME);
        }
    }

    /// Takes away the informations whose time is over at `now`. The window calls it every
    /// frame and wakes up for [`Notices::next_expiry`].
    pub fn expire(&mut self, now: std::time::Instant) {
        self.shown
            .retain(|n| n.expires_at.is_none_or(|at| at > now));
    }

    /// When the next information goes by itself, if one will.
    pub fn next_expiry(&self) -> Option<std::time::Instant> {
        self.shown.iter().filter_map(|n| n.expires_at).min()
    }

    /// Adds a notice about `topic`, in place of any earlier one about it; it goes when the
    /// topic is [`Notices::settled`].
    pub fn push_about(&mut self, topic: Topic, level: NoticeLevel, text: impl Into<String>) {
        self.settled(topic);
        let notice_id = self.push_with_id(level, text);
        if let Some(notice) = self.shown.iter_mut().find(|n| n.notice_id == notice_id) {
            notice.topic = Some(topic);
            // An information about a topic (a deck made, a file written) goes by itself too;
            // what asks the user to act stays until it is done.
            if level == NoticeLevel::Info {
                notice.expires_at = Some(std::time::Instant::now() + Self::INFO_LIFETIME);
            }
        }
    }

    /// The user did what the notices about `topic` asked (the deck was made, a deck is open):
    /// they go.
    pub fn settled(&mut self, topic: Topic) {
        self.shown.retain(|n| n.topic != Some(topic));
    }

    /// Adds a notice as [`Notices::push`] does, and returns its id, for dismissing it when it no
    /// longer holds: the caller holds it, so it never goes by itself.
    pub fn push_with_id(&mut self, level: NoticeLevel, text: impl Into<String>) -> u64 {
        // A sentence starts with a capital, also when it is a message written for the command
        // line ("cannot read the deck list ...").
        let mut text = text.into();
        if let Some(first) = text.chars().next()
            && first.is_lowercase()
        {
            text = first.to_uppercase().chain(text.chars().skip(1)).collect();
        }
        if let Some(at) = self
            .shown
            .iter()
            .position(|n| n.level == level && n.text == text)
        {
            let mut again = self.shown.remove(at);
            again.expires_at = None;
            let notice_id = again.notice_id;
            self.shown.push(again);
            return notice_id;
        }
        self.next_id += 1;
        self.shown.push(Notice {
            notice_id: self.next_id,
            level,
            text,
            topic: None,
            expires_at: None,
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
    fn an_information_goes_by_itself_and_what_asks_for_action_stays() {
        let mut notices = Notices::default();
        notices.push(NoticeLevel::Info, "Exported 'Rush'.");
        notices.push_about(Topic::NewDeck, NoticeLevel::Info, "Deck 'Rush' created.");
        notices.push(NoticeLevel::Error, "Could not write /x.");
        let held = notices.push_with_id(NoticeLevel::Info, "No file chosen.");
        let later = std::time::Instant::now() + Notices::INFO_LIFETIME;
        assert!(notices.next_expiry().is_some_and(|at| at <= later));
        notices.expire(later + std::time::Duration::from_millis(1));
        let texts: Vec<&str> = notices.shown().iter().map(|n| n.text.as_str()).collect();
        assert_eq!(texts, ["Could not write /x.", "No file chosen."]);
        notices.dismiss(held);
        assert_eq!(notices.next_expiry(), None);
    }

    #[test]
    fn the_same_sentence_is_shown_once_and_moves_to_the_end() {
        let mut notices = Notices::default();
        notices.push(NoticeLevel::Error, "The game could not be saved.");
        notices.push(NoticeLevel::Info, "Saved.");
        notices.push(NoticeLevel::Error, "The game could not be saved.");
        let texts: Vec<&str> = notices.shown().iter().map(|n| n.text.as_str()).collect();
        assert_eq!(texts, ["Saved.", "The game could not be saved."]);
    }

    #[test]
    fn a_notice_about_a_topic_goes_when_the_topic_is_settled_and_others_stay() {
        let mut notices = Notices::default();
        notices.push(NoticeLevel::Error, "The game could not be saved.");
        notices.push_about(
            Topic::NewDeck,
            NoticeLevel::Error,
            "Give the new deck a name first.",
        );
        notices.push_about(
            Topic::NoDeckOpen(Game::Kayou),
            NoticeLevel::Info,
            "Open a deck first.",
        );
        notices.settled(Topic::NewDeck);
        let texts: Vec<&str> = notices.shown().iter().map(|n| n.text.as_str()).collect();
        assert_eq!(
            texts,
            ["The game could not be saved.", "Open a deck first."]
        );
    }

    #[test]
    fn a_second_notice_about_a_topic_takes_the_place_of_the_first() {
        let mut notices = Notices::default();
        notices.push_about(Topic::DeckList, NoticeLevel::Error, "Line 2 is bad.");
        notices.push_about(Topic::DeckList, NoticeLevel::Error, "Line 7 is bad.");
        let texts: Vec<&str> = notices.shown().iter().map(|n| n.text.as_str()).collect();
        assert_eq!(texts, ["Line 7 is bad."]);
    }
}
