-- The user's database: decks, collection and settings. Released migrations are never edited.

CREATE TABLE settings (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) STRICT;
