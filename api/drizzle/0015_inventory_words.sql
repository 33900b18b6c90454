-- The words of each group's search texts, and which items each word is in, in list order (see
-- inventory_words and inventory_word_items in api/src/db/schema/inventory.ts). A search of one
-- word fragment without digits — the common search — then reads about as many entries as it
-- counts and shows, instead of counting its matches in the trigram index (a bitmap of every
-- match, each rechecked in its row) and walking the list for its page.
--
-- A word is a run of the search text between spaces and ASCII digits, two characters or
-- longer. A search term without spaces and digits lies within one such run wherever it occurs,
-- so the items whose words contain the term are exactly the items whose text contains it.
-- Splitting at digits keeps identifiers out: CAS, catalog, pin and barcode numbers leave at most
-- their letters ("a-", "p"), so the words are few and shared by many items.
CREATE FUNCTION inventory_words_of(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}')
  FROM regexp_split_to_table(value, '[ 0-9]+') AS word
  WHERE char_length(word) >= 2
$$;
--> statement-breakpoint
CREATE TABLE "inventory_word_items" (
	"word_idx" integer NOT NULL,
	"group_idx" integer NOT NULL,
	"disused" boolean NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"row_key" text NOT NULL,
	"is_private" boolean NOT NULL,
	"creator_idx" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_words" (
	"word_idx" serial PRIMARY KEY NOT NULL,
	"group_idx" integer NOT NULL,
	"word" text NOT NULL,
	"bigrams" text GENERATED ALWAYS AS (inventory_bigrams(word)) STORED NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_words_group_word_key" ON "inventory_words" USING btree ("group_idx","word");
--> statement-breakpoint
-- Keeps inventory_word_items equal to the words of inventory_items, one statement at a time (an
-- import of thousands of rows is two statements). New words are added in order, so two imports
-- adding the same words wait for each other instead of deadlocking. An update rewrites the
-- entries of the rows whose text, group, state, date or visibility changed; any other update (an
-- amount) costs a comparison per row.
CREATE FUNCTION inventory_words_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inventory_words (group_idx, word)
    SELECT DISTINCT n.group_idx, t.word
    FROM new_rows AS n CROSS JOIN LATERAL unnest(inventory_words_of(n.search_text)) AS t(word)
    ORDER BY 1, 2
    ON CONFLICT (group_idx, word) DO NOTHING;
    INSERT INTO inventory_word_items (word_idx, group_idx, disused, added_at, row_key, is_private, creator_idx)
    SELECT w.word_idx, n.group_idx, n.disused, n.added_at, n.row_key, n.is_private, n.creator_idx
    FROM new_rows AS n
      CROSS JOIN LATERAL unnest(inventory_words_of(n.search_text)) AS t(word)
      JOIN inventory_words AS w ON w.group_idx = n.group_idx AND w.word = t.word;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM inventory_word_items AS e
    USING old_rows AS o
      CROSS JOIN LATERAL unnest(inventory_words_of(o.search_text)) AS t(word)
      JOIN inventory_words AS w ON w.group_idx = o.group_idx AND w.word = t.word
    WHERE e.word_idx = w.word_idx AND e.group_idx = o.group_idx AND e.disused = o.disused
      AND e.added_at = o.added_at AND e.row_key = o.row_key;
  ELSE
    DELETE FROM inventory_word_items AS e
    USING old_rows AS o
      JOIN new_rows AS n ON n.row_key = o.row_key
      CROSS JOIN LATERAL unnest(inventory_words_of(o.search_text)) AS t(word)
      JOIN inventory_words AS w ON w.group_idx = o.group_idx AND w.word = t.word
    WHERE (n.search_text, n.group_idx, n.disused, n.added_at, n.is_private, n.creator_idx)
        IS DISTINCT FROM (o.search_text, o.group_idx, o.disused, o.added_at, o.is_private, o.creator_idx)
      AND e.word_idx = w.word_idx AND e.group_idx = o.group_idx AND e.disused = o.disused
      AND e.added_at = o.added_at AND e.row_key = o.row_key;
    -- Two statements, as for an insert: the second one's snapshot sees a word that another
    -- transaction added after the first began (ON CONFLICT DO NOTHING leaves it unseen there).
    WITH changed AS (
      SELECT n.* FROM new_rows AS n JOIN old_rows AS o ON o.row_key = n.row_key
      WHERE (n.search_text, n.group_idx, n.disused, n.added_at, n.is_private, n.creator_idx)
        IS DISTINCT FROM (o.search_text, o.group_idx, o.disused, o.added_at, o.is_private, o.creator_idx)
    )
    INSERT INTO inventory_words (group_idx, word)
    SELECT DISTINCT n.group_idx, t.word
    FROM changed AS n CROSS JOIN LATERAL unnest(inventory_words_of(n.search_text)) AS t(word)
    ORDER BY 1, 2
    ON CONFLICT (group_idx, word) DO NOTHING;
    WITH changed AS (
      SELECT n.* FROM new_rows AS n JOIN old_rows AS o ON o.row_key = n.row_key
      WHERE (n.search_text, n.group_idx, n.disused, n.added_at, n.is_private, n.creator_idx)
        IS DISTINCT FROM (o.search_text, o.group_idx, o.disused, o.added_at, o.is_private, o.creator_idx)
    )
    INSERT INTO inventory_word_items (word_idx, group_idx, disused, added_at, row_key, is_private, creator_idx)
    SELECT w.word_idx, n.group_idx, n.disused, n.added_at, n.row_key, n.is_private, n.creator_idx
    FROM changed AS n
      CROSS JOIN LATERAL unnest(inventory_words_of(n.search_text)) AS t(word)
      JOIN inventory_words AS w ON w.group_idx = n.group_idx AND w.word = t.word;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Created before the entries are filled in: a trigger takes a lock that holds other writers of
-- inventory_items off until this migration commits, so no item falls between fill and trigger.
CREATE TRIGGER inventory_words_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_words_apply();
--> statement-breakpoint
CREATE TRIGGER inventory_words_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_words_apply();
--> statement-breakpoint
CREATE TRIGGER inventory_words_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_words_apply();
--> statement-breakpoint
INSERT INTO inventory_words (group_idx, word)
SELECT DISTINCT i.group_idx, t.word
FROM inventory_items AS i CROSS JOIN LATERAL unnest(inventory_words_of(i.search_text)) AS t(word)
ORDER BY 1, 2;
--> statement-breakpoint
INSERT INTO inventory_word_items (word_idx, group_idx, disused, added_at, row_key, is_private, creator_idx)
SELECT w.word_idx, i.group_idx, i.disused, i.added_at, i.row_key, i.is_private, i.creator_idx
FROM inventory_items AS i
  CROSS JOIN LATERAL unnest(inventory_words_of(i.search_text)) AS t(word)
  JOIN inventory_words AS w ON w.group_idx = i.group_idx AND w.word = t.word;
--> statement-breakpoint
CREATE INDEX "inventory_word_items_list_idx" ON "inventory_word_items" USING btree ("word_idx","group_idx","disused","added_at","row_key","is_private","creator_idx");
--> statement-breakpoint
CREATE INDEX "inventory_words_word_trgm" ON "inventory_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "inventory_words_bigrams_trgm" ON "inventory_words" USING gin ("bigrams" gin_trgm_ops);
--> statement-breakpoint
ANALYZE "inventory_words";
--> statement-breakpoint
ANALYZE "inventory_word_items";
