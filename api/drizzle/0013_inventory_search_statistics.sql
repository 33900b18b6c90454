-- The search columns keep a histogram of 1,000 values instead of 100. The planner estimates how
-- many items a search matches by trying its pattern on that histogram. With 100 values, a rare
-- CAS fragment (~10 matches in 100,000 items) that happened to be in one of them was estimated
-- at ~1,000 matches, and the plan walked the whole list in order looking for 50 of its ~10
-- matches (PGlite: 40 ms instead of 1; in one bench:inventory run a CAS search's p95 went from
-- 34 to 777 ms). With 1,000 values one chance hit is 0.1%, which still picks the trigram index.
-- (Keeping no statistics at all leaves only the pattern's length to go by: then common words
-- were estimated rare and read all of their thousands of matches, 4× slower.)
ALTER TABLE "inventory_items" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "search_bigrams" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "inventory_items";
