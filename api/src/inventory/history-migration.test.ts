import { describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../test/migrations";

/*
 * Migration 0009 maps the English texts earlier history entries kept ("name, location",
 * "500 mL → 250 mL", "import") onto structured columns. This migrates a database to 0008, writes
 * entries as the old code did, migrates on, and reads them back.
 */

const structuredMigration = 9;

const target = databaseBeforeMigration(structuredMigration);

describe("migration 0009 (structured inventory history)", () => {
  it("maps the old English history texts onto fields, amounts and sources, and keeps what it cannot read", async () => {
    await target.query(`INSERT INTO inventory_history (row_key, kind, detail, member_idx) VALUES
      ('aaaaaaaaaaaa', 'created', NULL, 1),
      ('aaaaaaaaaaaa', 'created', 'import', 1),
      ('aaaaaaaaaaaa', 'updated', 'name, location', 1),
      ('aaaaaaaaaaaa', 'updated', 'msdsFile', 1),
      ('aaaaaaaaaaaa', 'amount', '500 mL → 250 mL', 1),
      ('aaaaaaaaaaaa', 'amount', '1e-7 g → 2.5 µL', 1),
      ('aaaaaaaaaaaa', 'amount', 'about half', 1),
      ('aaaaaaaaaaaa', 'disused', 'Bottle empty, 3 → 0', 1)`);
    await target.migrateOn();

    const rows = await target.query(
      `SELECT kind, detail, fields, amount_before, unit_before, amount_after, unit_after, source
       FROM inventory_history ORDER BY history_idx`,
    );
    const none = { fields: null, amount_before: null, unit_before: null, amount_after: null, unit_after: null };
    expect(rows).toEqual([
      { kind: "created", detail: null, ...none, source: "form" },
      { kind: "created", detail: null, ...none, source: "import" },
      { kind: "updated", detail: null, ...none, fields: ["name", "location"], source: null },
      { kind: "updated", detail: null, ...none, fields: ["msdsFile"], source: null },
      {
        kind: "amount",
        detail: null,
        ...none,
        amount_before: 500,
        unit_before: "mL",
        amount_after: 250,
        unit_after: "mL",
        source: null,
      },
      {
        kind: "amount",
        detail: null,
        ...none,
        amount_before: 1e-7,
        unit_before: "g",
        amount_after: 2.5,
        unit_after: "µL",
        source: null,
      },
      { kind: "amount", detail: "about half", ...none, source: null },
      { kind: "disused", detail: "Bottle empty, 3 → 0", ...none, source: null },
    ]);
  });
});
