-- inventory_bigrams (0007) in linear time, with the same results. The first version called
-- substr(value, i, 2) for every i, and substr walks a multibyte text from its start each time:
-- quadratic, about 1 s for 10,000 characters, 100 s for 100,000. Lab book contents (next
-- migration) are that long and are projected on every store. string_to_array(value, NULL) splits
-- the text into its characters once; each pair is a character and the next one.
CREATE OR REPLACE FUNCTION inventory_bigrams(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(' ' || string_agg(pair, ' ' ORDER BY i) || ' ', ' ')
  FROM (
    SELECT i, c || lead(c) OVER (ORDER BY i) AS pair
    FROM unnest(string_to_array(value, NULL)) WITH ORDINALITY AS chars(c, i)
  ) AS pairs
  WHERE pair !~ '\s'
$$;
