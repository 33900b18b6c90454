import { describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../test/migrations";

/*
 * Migration 0015 lists the words of the items already in a cabinet (inventory_words) and which
 * items each word is in (inventory_word_items). This migrates a database to 0014, writes items as
 * the old code did, migrates on, and reads the entries back.
 */

const wordsMigration = 15;

const target = databaseBeforeMigration(wordsMigration);

describe("migration 0015 (the words of the items' search texts)", () => {
  it("gives every item already in a cabinet its words, split at spaces and digits, with its place in the list", async () => {
    await target.query(`INSERT INTO inventory_items
      (row_key, group_idx, name, name_en, cas_no, location, amount, unit, creator_idx, is_private, added_at, disused_at) VALUES
      ('aaaaaaaaaaaa', 7, 'Sodium chloride 99%', '염화나트륨', '7647-14-5', 'Cabinet A-1', 1, 'kg', 3, false, '2024-05-01T09:00:00Z', NULL),
      ('bbbbbbbbbbbb', 7, '탄산나트륨 무수', NULL, NULL, NULL, 500, 'g', 4, true, '2024-05-02T09:00:00Z', '2024-06-01T00:00:00Z'),
      ('cccccccccccc', 8, 'Sodium carbonate', NULL, NULL, NULL, 1, 'kg', 5, false, '2024-05-03T09:00:00Z', NULL)`);
    await target.migrateOn();

    const entries = await target.query(`
      SELECT e.row_key, w.word, e.group_idx, e.disused, e.added_at, e.is_private, e.creator_idx
      FROM inventory_word_items e JOIN inventory_words w USING (word_idx) ORDER BY e.row_key, w.word`);
    const of = (rowKey: string) => entries.filter((entry) => entry.row_key === rowKey);
    // pin P000001: "p"; "99%", "7647-14-5", "a-1": "%", "-", "a-" — one character is no word.
    expect(of("aaaaaaaaaaaa").map((entry) => entry.word)).toEqual([
      "a-",
      "cabinet",
      "chloride",
      "sodium",
      "염화나트륨",
    ]);
    expect(of("bbbbbbbbbbbb").map((entry) => entry.word)).toEqual(["무수", "탄산나트륨"]);
    expect(of("aaaaaaaaaaaa")[0]).toMatchObject({ group_idx: 7, disused: false, is_private: false, creator_idx: 3 });
    expect(of("bbbbbbbbbbbb")[0]).toMatchObject({ group_idx: 7, disused: true, is_private: true, creator_idx: 4 });
    expect(new Date(String(of("bbbbbbbbbbbb")[0]?.added_at)).toISOString()).toBe("2024-05-02T09:00:00.000Z");
    expect(await target.query(`SELECT bigrams FROM inventory_words WHERE word = '탄산나트륨'`)).toEqual([
      { bigrams: " 탄산 산나 나트 트륨 " },
    ]);
    // Each group has words of its own: "sodium" twice, once in each group.
    expect(await target.query(`SELECT group_idx, word FROM inventory_words WHERE word = 'sodium' ORDER BY 1`)).toEqual([
      { group_idx: 7, word: "sodium" },
      { group_idx: 8, word: "sodium" },
    ]);
  });
});
