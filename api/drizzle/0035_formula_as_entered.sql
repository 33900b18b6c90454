-- Formulas are kept as the member entered them ("K2CO3"), no longer rewritten in Hill order;
-- the Hill order is kept beside them in formula_hill, written by the api, only as an extra search
-- key. Rows stored until now hold their formula in Hill order already (what was entered before
-- is not recorded anywhere), so their key is that same text. The search text takes the key in:
-- as in migration 0018, the three generated search columns are dropped and added again (hand
-- edit: the new column first, the dropped indexes and statistics made again, the words rebuilt).
ALTER TABLE "inventory_items" ADD COLUMN "formula_hill" text;--> statement-breakpoint
UPDATE "inventory_items" SET "formula_hill" = "formula" WHERE "formula" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" drop column "search_text";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(name_en, '') || ' ' || coalesce(cas_no, '') || ' ' || coalesce(catalog_no, '') || ' ' || (CASE WHEN pin_seq < 1000000 THEN 'P' || lpad(pin_seq::text, 6, '0') ELSE 'P' || pin_seq::text END) || ' ' || coalesce(custom_pin, '') || ' ' || coalesce(barcode, '') || ' ' || coalesce(supplier, '') || ' ' || coalesce(location, '') || ' ' || replace(coalesce(cas_no, ''), '-', '') || ' ' || coalesce(formula, '') || ' ' || coalesce(formula_hill, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" drop column "search_bigrams";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "search_bigrams" text GENERATED ALWAYS AS (inventory_bigrams(lower(name || ' ' || coalesce(name_en, '') || ' ' || coalesce(cas_no, '') || ' ' || coalesce(catalog_no, '') || ' ' || (CASE WHEN pin_seq < 1000000 THEN 'P' || lpad(pin_seq::text, 6, '0') ELSE 'P' || pin_seq::text END) || ' ' || coalesce(custom_pin, '') || ' ' || coalesce(barcode, '') || ' ' || coalesce(supplier, '') || ' ' || coalesce(location, '') || ' ' || replace(coalesce(cas_no, ''), '-', '') || ' ' || coalesce(formula, '') || ' ' || coalesce(formula_hill, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" drop column "search_head";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "search_head" text GENERATED ALWAYS AS (CASE WHEN char_length(lower(name || ' ' || coalesce(name_en, '') || ' ' || coalesce(cas_no, '') || ' ' || coalesce(catalog_no, '') || ' ' || (CASE WHEN pin_seq < 1000000 THEN 'P' || lpad(pin_seq::text, 6, '0') ELSE 'P' || pin_seq::text END) || ' ' || coalesce(custom_pin, '') || ' ' || coalesce(barcode, '') || ' ' || coalesce(supplier, '') || ' ' || coalesce(location, '') || ' ' || replace(coalesce(cas_no, ''), '-', '') || ' ' || coalesce(formula, '') || ' ' || coalesce(formula_hill, ''))) <= 256 THEN lower(name || ' ' || coalesce(name_en, '') || ' ' || coalesce(cas_no, '') || ' ' || coalesce(catalog_no, '') || ' ' || (CASE WHEN pin_seq < 1000000 THEN 'P' || lpad(pin_seq::text, 6, '0') ELSE 'P' || pin_seq::text END) || ' ' || coalesce(custom_pin, '') || ' ' || coalesce(barcode, '') || ' ' || coalesce(supplier, '') || ' ' || coalesce(location, '') || ' ' || replace(coalesce(cas_no, ''), '-', '') || ' ' || coalesce(formula, '') || ' ' || coalesce(formula_hill, '')) END) STORED;--> statement-breakpoint
CREATE INDEX "inventory_items_search_text_trgm" ON "inventory_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_items_search_bigrams_trgm" ON "inventory_items" USING gin ("search_bigrams" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_items_list_added_idx" ON "inventory_items" USING btree ("group_idx","disused","added_at","row_key","search_head","is_private","creator_idx");--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "search_bigrams" SET STATISTICS 1000;--> statement-breakpoint
TRUNCATE "inventory_word_items", "inventory_words";--> statement-breakpoint
INSERT INTO inventory_words (group_idx, word)
SELECT DISTINCT i.group_idx, t.word
FROM inventory_items AS i CROSS JOIN LATERAL unnest(inventory_words_of(i.search_text)) AS t(word)
ORDER BY 1, 2;--> statement-breakpoint
INSERT INTO inventory_word_items (word_idx, group_idx, disused, added_at, row_key, is_private, creator_idx)
SELECT w.word_idx, i.group_idx, i.disused, i.added_at, i.row_key, i.is_private, i.creator_idx
FROM inventory_items AS i
  CROSS JOIN LATERAL unnest(inventory_words_of(i.search_text)) AS t(word)
  JOIN inventory_words AS w ON w.group_idx = i.group_idx AND w.word = t.word;--> statement-breakpoint
ANALYZE "inventory_items";--> statement-breakpoint
ANALYZE "inventory_words";--> statement-breakpoint
ANALYZE "inventory_word_items";
