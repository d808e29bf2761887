-- The collection: what the player holds of each printing. Released migrations are never edited.
-- One row per printing with something to remember; an empty holding is deleted, not kept.

CREATE TABLE collection (
    game        TEXT NOT NULL DEFAULT 'kayou',
    printing_id TEXT NOT NULL,
    owned       INTEGER NOT NULL DEFAULT 0 CHECK (owned >= 0),
    wishlist    INTEGER NOT NULL DEFAULT 0 CHECK (wishlist >= 0),
    trade       INTEGER NOT NULL DEFAULT 0 CHECK (trade >= 0),
    notes       TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (game, printing_id)
) STRICT, WITHOUT ROWID;
