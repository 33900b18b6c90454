-- Every pair of adjacent characters of a text as a space-separated word (" 톨루 루엔 "), pairs
-- with whitespace left out. pg_trgm needs three characters, so a two-character search ("염산",
-- "HC") cannot use the trigram index on search_text; as a whole word of this text it can.
-- Used by the generated column inventory_items.search_bigrams (next migration).
CREATE FUNCTION inventory_bigrams(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(' ' || string_agg(substr(value, i, 2), ' ' ORDER BY i) || ' ', ' ')
  FROM generate_series(1, length(value) - 1) AS i
  WHERE substr(value, i, 2) !~ '\s'
$$;
