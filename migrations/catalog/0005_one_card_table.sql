-- One card table for every game (issue 43). Kayou's printings join the other games' in one
-- `cards` table: the facts every game shares as columns, the game's own facts as JSON (the
-- serde form of `card::CardDetails`; Kayou's aliases, keywords, chips and notes are part of its
-- details). Fixes, compiled abilities, automation and both full-text indexes are keyed by game
-- and printing, and the full-text indexes hold every game's cards.
--
-- A catalog is always built whole from its sources (`ponydeck catalog build`) and an older one
-- is refused at open, never migrated in place, so the old tables are dropped, not copied.
-- Released migrations are never edited.

DROP TABLE card_text;
DROP TABLE card_text_ja;
DROP TABLE card_automation;
DROP TABLE card_abilities;
DROP TABLE card_fixes;
DROP TABLE card_notes;
DROP TABLE card_chips;
DROP TABLE card_keywords;
DROP TABLE card_aliases;
DROP TABLE cards;
DROP TABLE game_cards;

CREATE TABLE cards (
    game         TEXT NOT NULL,           -- kayou, lorcana, palworld
    printing_id  TEXT NOT NULL,           -- BP01-C01, ※BP01-CR01, 1-002, EBP01-001SSP
    copy_key     TEXT NOT NULL,           -- what the copy limit counts by: Kayou's card number
                                          -- (102.1.1), Lorcana's full name, Palworld's card name
    name         TEXT NOT NULL,           -- the full name as shown
    card_type    TEXT NOT NULL,
    cost         INTEGER,
    set_code     TEXT NOT NULL,
    rarity       TEXT NOT NULL,
    rules_text   TEXT,                    -- the English rules text
    details_json TEXT NOT NULL,           -- the game's own facts
    PRIMARY KEY (game, printing_id),
    FOREIGN KEY (game, set_code) REFERENCES sets (game, set_code)
) STRICT;

CREATE INDEX cards_by_copy_key ON cards (game, copy_key);

-- Every change the build's cleaning made to the source data, for the record.
CREATE TABLE card_fixes (
    game        TEXT NOT NULL,
    printing_id TEXT NOT NULL,
    position    INTEGER NOT NULL,
    field       TEXT NOT NULL,
    before      TEXT NOT NULL,
    after       TEXT NOT NULL,
    reason      TEXT NOT NULL,
    PRIMARY KEY (game, printing_id, position)
) STRICT;

-- One row per compiled ability, in printed order (the game's typed ability as serde JSON; for
-- Kayou `ponydeck::ability::Ability`), with what the engine will do as one English sentence.
CREATE TABLE card_abilities (
    game         TEXT NOT NULL,
    printing_id  TEXT NOT NULL,
    position     INTEGER NOT NULL,
    ability_json TEXT NOT NULL,
    rendered     TEXT NOT NULL,
    PRIMARY KEY (game, printing_id, position),
    FOREIGN KEY (game, printing_id) REFERENCES cards (game, printing_id)
) STRICT;

-- One row per printing with rules text: compiled ('automated') or left to the player
-- ('manual', with the reason), and Kayou's "Only adorn" restriction of an Item.
CREATE TABLE card_automation (
    game            TEXT NOT NULL,
    printing_id     TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('automated', 'manual')),
    reason          TEXT,           -- why manual; NULL when automated
    only_adorn_json TEXT,           -- ponydeck::ability::CardFilter, serde JSON, or NULL
    PRIMARY KEY (game, printing_id),
    FOREIGN KEY (game, printing_id) REFERENCES cards (game, printing_id)
) STRICT;

-- Full-text indexes over every game's names (with Kayou's aliases and Story subtitles) and
-- rules text: English by words, the official Japanese by trigrams (no word boundaries needed).
CREATE VIRTUAL TABLE card_text USING fts5 (
    game UNINDEXED,
    printing_id UNINDEXED,
    names,
    rules_text,
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE card_text_ja USING fts5 (
    game UNINDEXED,
    printing_id UNINDEXED,
    names,
    rules_text,
    tokenize = 'trigram'
);
