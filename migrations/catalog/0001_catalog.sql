-- The card catalog (cards.db). Built by `ponydeck catalog build` from assets/catalog/.
-- Released migrations are never edited; add a new numbered file instead.

CREATE TABLE catalog_meta (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) STRICT;

CREATE TABLE sets (
    game     TEXT NOT NULL,
    set_code TEXT NOT NULL,
    name     TEXT NOT NULL,
    PRIMARY KEY (game, set_code)
) STRICT;

CREATE TABLE cards (
    printing_id    TEXT PRIMARY KEY NOT NULL,   -- BP01-C01, ※BP01-CR01, ※SD01-ER01D
    game           TEXT NOT NULL,               -- kayou
    card_number    TEXT NOT NULL,               -- shared by all printings (rule 102.1.1)
    set_code       TEXT NOT NULL,
    product        TEXT NOT NULL,
    rarity         TEXT NOT NULL,               -- C U SR SPR GR CR ER RR TK
    shining        INTEGER NOT NULL CHECK (shining IN (0, 1)),
    variant        TEXT,                        -- D / N / A .. C2
    card_type      TEXT NOT NULL,               -- Character Event Item Scene Story Main Character Token
    type_inferred  INTEGER NOT NULL CHECK (type_inferred IN (0, 1)),
    name           TEXT,                        -- NULL when no source names the card
    color          TEXT,
    cost           INTEGER,
    inspiration    INTEGER,
    everyday       INTEGER NOT NULL CHECK (everyday IN (0, 1)),
    story_title    TEXT,
    story_subtitle TEXT,
    story_stage    INTEGER CHECK (story_stage BETWEEN 1 AND 4),
    ability_text   TEXT,
    stats_known    INTEGER NOT NULL CHECK (stats_known IN (0, 1)),
    source         TEXT NOT NULL,
    FOREIGN KEY (game, set_code) REFERENCES sets (game, set_code)
) STRICT;

CREATE INDEX cards_by_number ON cards (card_number);

CREATE TABLE card_aliases (
    printing_id TEXT NOT NULL REFERENCES cards (printing_id),
    position    INTEGER NOT NULL,
    alias       TEXT NOT NULL,
    PRIMARY KEY (printing_id, position)
) STRICT;

CREATE TABLE card_keywords (
    printing_id TEXT NOT NULL REFERENCES cards (printing_id),
    position    INTEGER NOT NULL,
    keyword     TEXT NOT NULL,
    PRIMARY KEY (printing_id, position)
) STRICT;

CREATE TABLE card_chips (
    printing_id TEXT NOT NULL REFERENCES cards (printing_id),
    position    INTEGER NOT NULL,
    chip        TEXT NOT NULL,
    PRIMARY KEY (printing_id, position)
) STRICT;

-- Data-quality notes the app shows on the card.
CREATE TABLE card_notes (
    printing_id TEXT NOT NULL REFERENCES cards (printing_id),
    position    INTEGER NOT NULL,
    note        TEXT NOT NULL,
    PRIMARY KEY (printing_id, position)
) STRICT;

-- Every change the build's cleaning made to the source data, for the record.
CREATE TABLE card_fixes (
    printing_id TEXT NOT NULL REFERENCES cards (printing_id),
    position    INTEGER NOT NULL,
    field       TEXT NOT NULL,
    before      TEXT NOT NULL,
    after       TEXT NOT NULL,
    reason      TEXT NOT NULL,
    PRIMARY KEY (printing_id, position)
) STRICT;

-- Full-text index over names (with aliases and Story subtitles) and ability text.
CREATE VIRTUAL TABLE card_text USING fts5 (
    printing_id UNINDEXED,
    names,
    ability_text,
    tokenize = 'unicode61 remove_diacritics 2'
);
