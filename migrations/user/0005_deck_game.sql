-- Decks of other games (Disney Lorcana, the Palworld card game) beside Kayou's. Every deck saved
-- before this migration is a Kayou deck. Released migrations are never edited.
-- A deck of another game is stored as the serde form of `deck::GameDeck` in deck_json.

ALTER TABLE decks ADD COLUMN game TEXT NOT NULL DEFAULT 'kayou';
CREATE INDEX decks_by_game ON decks (game, name);
