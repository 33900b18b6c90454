import { describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../test/migrations";

/*
 * Migration 0018 adds the CAS number without dashes and the formula to every item's search text
 * (dropping and adding the generated search columns) and rebuilds the words of the texts. This
 * migrates a database to 0017, writes items as the old code did, migrates on, and reads back.
 */

const target = databaseBeforeMigration(18);

describe("migration 0018 (CAS without dashes and formula in the search text)", () => {
  it("lets the items already in a cabinet be found by CAS digits and formula, with their indexes and words", async () => {
    await target.query(`INSERT INTO inventory_items
      (row_key, group_idx, name, cas_no, formula, amount, unit, creator_idx, is_private, added_at) VALUES
      ('aaaaaaaaaaaa', 7, '에탄올', '64-17-5', 'C2H6O', 1, 'L', 3, false, '2024-05-01T09:00:00Z'),
      ('bbbbbbbbbbbb', 7, '4-Bromoanisole', '104-92-7', 'C7H7BrO', 100, 'g', 3, false, '2024-05-02T09:00:00Z')`);
    await target.migrateOn();

    const found = async (term: string) =>
      (await target.query(`SELECT row_key FROM inventory_items WHERE search_text LIKE '%${term}%' ORDER BY 1`)).map(
        (row) => row.row_key,
      );
    expect(await found("64175")).toEqual(["aaaaaaaaaaaa"]);
    expect(await found("c2h6o")).toEqual(["aaaaaaaaaaaa"]);
    expect(await found("c7h7bro")).toEqual(["bbbbbbbbbbbb"]);

    const indexes = (await target.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'inventory_items'`)).map(
      (row) => row.indexname,
    );
    expect(indexes).toEqual(
      expect.arrayContaining([
        "inventory_items_search_text_trgm",
        "inventory_items_search_bigrams_trgm",
        "inventory_items_list_added_idx",
      ]),
    );
    // The words follow the new text: the formula's letters between digits ("bro") are a word now.
    const words = await target.query(
      `SELECT w.word FROM inventory_word_items e JOIN inventory_words w USING (word_idx) WHERE e.row_key = 'bbbbbbbbbbbb' ORDER BY 1`,
    );
    expect(words.map((row) => row.word)).toContain("bro");
  });
});
