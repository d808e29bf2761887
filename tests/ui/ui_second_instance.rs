//! Two windows of the app on one user database (a second instance started by mistake, or on
//! purpose): each saves its own decks and collection changes without an error notice, and
//! neither undoes the other's writes.
#![cfg(feature = "gui")]

use crate::common;

use ponydeck::card::{CardId, Game};
use ponydeck::catalog::UserDb;
use ponydeck::ui::PonydeckApp;
use ponydeck::ui::app::AppCommand;
use ponydeck::ui::notices::NoticeLevel;
use ponydeck::ui::panels::decks::DeckCommand;

use common::ui::app_with_db;

fn errors(app: &PonydeckApp) -> Vec<String> {
    app.notices()
        .shown()
        .iter()
        .filter(|n| n.level == NoticeLevel::Error)
        .map(|n| n.text.clone())
        .collect()
}

#[test]
fn a_second_window_on_the_same_database_saves_beside_the_first_without_errors() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("user.db");
    let mut first = app_with_db(&path);
    let mut second = app_with_db(&path);
    first.apply(AppCommand::Deck(DeckCommand::CopyStarter("SD01A".into())));
    second.apply(AppCommand::Deck(DeckCommand::CopyStarter("SD01B".into())));
    first.apply(AppCommand::Deck(DeckCommand::Add {
        card_id: CardId::parse("SD01A-C01").unwrap(),
        section: None,
    }));
    first.apply(AppCommand::Deck(DeckCommand::SaveVersion(
        "first window".into(),
    )));
    second.apply(AppCommand::Deck(DeckCommand::SaveVersion(
        "second window".into(),
    )));
    assert!(errors(&first).is_empty(), "{:?}", errors(&first));
    assert!(errors(&second).is_empty(), "{:?}", errors(&second));
    let db = UserDb::open(&path).unwrap();
    let names: Vec<String> = db
        .decks(Game::Kayou)
        .unwrap()
        .into_iter()
        .map(|d| d.name)
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
    for summary in db.decks(Game::Kayou).unwrap() {
        assert!(summary.versions >= 2, "{summary:?}");
    }
}
