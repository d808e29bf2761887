-- The compiled abilities of each printing with ability text. `ponydeck catalog build` parses the
-- (corrected) English text once into typed effects (src/ability); the engine executes this form
-- and never matches English at run time. Released migrations are never edited.

-- One row per compiled ability, in printed order.
CREATE TABLE card_abilities (
    printing_id  TEXT NOT NULL REFERENCES cards (printing_id),
    position     INTEGER NOT NULL,
    ability_json TEXT NOT NULL,     -- ponydeck::ability::Ability, serde JSON
    rendered     TEXT NOT NULL,     -- what the engine will do, as one plain English sentence
    PRIMARY KEY (printing_id, position)
) STRICT;

-- One row per printing with ability text: compiled ('automated') or left to the player
-- ('manual', with the reason), and the "Only adorn" restriction of an Item.
CREATE TABLE card_automation (
    printing_id     TEXT PRIMARY KEY NOT NULL REFERENCES cards (printing_id),
    status          TEXT NOT NULL CHECK (status IN ('automated', 'manual')),
    reason          TEXT,           -- why manual; NULL when automated
    only_adorn_json TEXT            -- ponydeck::ability::CardFilter, serde JSON, or NULL
) STRICT;
