import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../test/migrations";

/*
 * Migration 0035 keeps formulas as entered and adds their Hill order as a search key
 * (formula_hill). Items stored before it hold their formula in Hill order already: the migration
 * must keep that text and make it their key, and leave them findable with their indexes and words.
 */

const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../../drizzle/meta/_journal.json"), "utf8"),
) as { entries: { idx: number; tag: string }[] };
const migration = journal.entries.find((entry) => entry.tag.endsWith("_formula_as_entered"));
const target = databaseBeforeMigration(migration?.idx ?? -1);

describe("migration formula_as_entered (formula kept, Hill order as a search key)", () => {
  it("keeps every stored formula, makes it the item's key, and keeps the items findable", async () => {
    await target.query(`INSERT INTO inventory_items
      (row_key, group_idx, name, cas_no, formula, amount, unit, creator_idx, is_private, added_at) VALUES
      ('cccccccccccc', 7, 'Potassium carbonate', '584-08-7', 'CK2O3', 1, 'kg', 3, false, '2024-05-01T09:00:00Z'),
      ('dddddddddddd', 7, 'No formula', null, null, 1, 'g', 3, false, '2024-05-02T09:00:00Z')`);
    await target.migrateOn();

    const rows = await target.query(`SELECT row_key, formula, formula_hill FROM inventory_items ORDER BY 1`);
    expect(rows).toEqual([
      { row_key: "cccccccccccc", formula: "CK2O3", formula_hill: "CK2O3" },
      { row_key: "dddddddddddd", formula: null, formula_hill: null },
    ]);
    const found = await target.query(`SELECT row_key FROM inventory_items WHERE search_text LIKE '%ck2o3%'`);
    expect(found.map((row) => row.row_key)).toEqual(["cccccccccccc"]);
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
    const words = await target.query(
      `SELECT count(*)::int AS n FROM inventory_word_items WHERE row_key = 'cccccccccccc'`,
    );
    expect(words[0]?.n).toBeGreaterThan(0);
  });
});
