-- Other games beside Kayou (Disney Lorcana, the Palworld card game): one row per printing, keyed
-- by game and printing ID, with the fields every game shares as columns and the game's own facts
-- as JSON (the serde form of `card::GameDetails`). Kayou printings stay in `cards`; `sets`
-- already has the game in its key. Released migrations are never edited.

CREATE TABLE game_cards (
    game         TEXT NOT NULL,           -- lorcana, palworld
    printing_id  TEXT NOT NULL,           -- 1-002, 3-004a, EBP01-001, EBP01-001SSP
    copy_key     TEXT NOT NULL,           -- what the copy limit counts by (full name, card name)
    name         TEXT NOT NULL,
    card_type    TEXT NOT NULL,
    cost         INTEGER,
    set_code     TEXT NOT NULL,
    rarity       TEXT NOT NULL,
    rules_text   TEXT,
    details_json TEXT NOT NULL,
    PRIMARY KEY (game, printing_id),
    FOREIGN KEY (game, set_code) REFERENCES sets (game, set_code)
) STRICT;

CREATE INDEX game_cards_by_copy_key ON game_cards (game, copy_key);
