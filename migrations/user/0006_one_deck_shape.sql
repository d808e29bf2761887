-- One stored deck for every game (issue 43: one deck model). Released migrations are never
-- edited. Every version in deck_versions becomes the serde form of `deck::Deck`:
--   {"game": "...", "name": ..., "<section>": [{"card_id": "ID", "count": N}, ...], ...}
-- with sections main_character, story, main, scene, soul and maybe (an empty one may be absent).
--
-- A Kayou version already has that shape without its game, which it gains. A Lorcana or
-- Palworld version was stored in the shape of the former `GameDeck`:
--   {"game": "...", "name": ..., "sections": [{"key": "...", "entries":
--       [{"card_id": {"game": "...", "id": "ID"}, "count": N}]}]}
-- and is rewritten entry for entry, in order; Lorcana's one section, "deck", is its Main Deck.
-- A version whose JSON is damaged is left as it is (loading it still says so).

UPDATE deck_versions
SET deck_json = json_set(deck_json, '$.game', 'kayou')
WHERE json_valid(deck_json)
  AND deck_id IN (SELECT deck_id FROM decks WHERE game = 'kayou');

UPDATE deck_versions
SET deck_json = json_patch(
    json_object(
        'game', (SELECT d.game FROM decks d WHERE d.deck_id = deck_versions.deck_id),
        'name', json_extract(deck_json, '$.name')
    ),
    (SELECT json_group_object(
                CASE json_extract(s.value, '$.key')
                    WHEN 'deck' THEN 'main'
                    ELSE json_extract(s.value, '$.key')
                END,
                json((SELECT json_group_array(
                                 json_object(
                                     'card_id', json_extract(e.value, '$.card_id.id'),
                                     'count', json_extract(e.value, '$.count')
                                 ) ORDER BY e.key)
                      FROM json_each(s.value, '$.entries') AS e)))
     FROM json_each(deck_json, '$.sections') AS s)
)
WHERE json_valid(deck_json)
  AND json_type(deck_json, '$.sections') = 'array'
  AND deck_id IN (SELECT deck_id FROM decks WHERE game <> 'kayou');
