-- Adventures in Equestria (the cooperative deck-building game). Released migrations are never
-- edited. The components the player added, edited or removed over the list ponydeck ships
-- (assets/dbg/components.json): one row per kind and name, the component as ponydeck's JSON, or
-- NULL when the player removed it. And saved games: a tracked game as `Tracker::to_json`.

CREATE TABLE dbg_components (
    kind           TEXT    NOT NULL CHECK (kind IN ('hurdle', 'final_challenge', 'location', 'pony')),
    name           TEXT    NOT NULL COLLATE NOCASE,
    component_json TEXT,              -- NULL: removed by the player
    updated_at     INTEGER NOT NULL,  -- unix seconds
    PRIMARY KEY (kind, name)
) STRICT;

CREATE TABLE dbg_games (
    game_id   INTEGER PRIMARY KEY,
    name      TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    summary   TEXT    NOT NULL DEFAULT '',
    saved_at  INTEGER NOT NULL,       -- unix seconds
    game_json TEXT    NOT NULL
) STRICT;
