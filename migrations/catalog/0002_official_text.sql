-- The official Japanese card list beside the English: each printing's Japanese name and text,
-- where its English text comes from, and whether that English is disputed. Search over the
-- Japanese text uses the trigram tokenizer, which needs no word boundaries.

ALTER TABLE cards ADD COLUMN name_ja TEXT;
ALTER TABLE cards ADD COLUMN ability_ja TEXT;
ALTER TABLE cards ADD COLUMN text_origin TEXT NOT NULL DEFAULT 'none'
    CHECK (text_origin IN ('none', 'fan', 'corrected', 'ponydeck'));
ALTER TABLE cards ADD COLUMN text_disputed INTEGER NOT NULL DEFAULT 0
    CHECK (text_disputed IN (0, 1));

CREATE VIRTUAL TABLE card_text_ja USING fts5 (
    printing_id UNINDEXED,
    names,
    ability_text,
    tokenize = 'trigram'
);
