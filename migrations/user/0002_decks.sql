-- Saved decks and their version history. Released migrations are never edited.
-- Every save adds a row to deck_versions; the deck itself is stored as ponydeck's deck JSON
-- (the serde form of `deck::Deck`), so a version is read back exactly as it was saved.

CREATE TABLE decks (
    deck_id    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    notes      TEXT    NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,  -- unix seconds
    updated_at INTEGER NOT NULL   -- unix seconds
) STRICT;

CREATE TABLE deck_tags (
    deck_id INTEGER NOT NULL REFERENCES decks (deck_id) ON DELETE CASCADE,
    tag     TEXT    NOT NULL,
    PRIMARY KEY (deck_id, tag)
) STRICT;

CREATE TABLE deck_versions (
    deck_id   INTEGER NOT NULL REFERENCES decks (deck_id) ON DELETE CASCADE,
    version   INTEGER NOT NULL,   -- 1, 2, 3 ... per deck
    saved_at  INTEGER NOT NULL,   -- unix seconds
    note      TEXT    NOT NULL DEFAULT '',
    deck_json TEXT    NOT NULL,
    PRIMARY KEY (deck_id, version)
) STRICT;
