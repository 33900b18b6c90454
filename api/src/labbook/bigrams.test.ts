import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startTestApp, type TestApp } from "../test/harness";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** What inventory_bigrams must give: every pair of adjacent characters without whitespace, as words. */
function expected(value: string): string {
  const chars = Array.from(value);
  const pairs = chars.slice(0, -1).map((char, i) => char + (chars[i + 1] ?? ""));
  const words = pairs.filter((pair) => !/\s/.test(pair));
  return words.length === 0 ? " " : ` ${words.join(" ")} `;
}

async function bigrams(value: string): Promise<string> {
  const result = (await app.database.db.execute(sql`SELECT inventory_bigrams(${value}) AS b`)) as unknown as {
    rows: Array<{ b: string }>;
  };
  return result.rows[0]?.b ?? "";
}

describe("inventory_bigrams (lab book and inventory search)", () => {
  it("gives every two-character pair without whitespace, in order, for Korean, English and symbols", async () => {
    for (const value of [
      "",
      "a",
      "ab",
      "수율",
      " 톨루엔 HCl\tx y ",
      "반응 수율은 92%였다.\n다음 줄",
      "H₂SO₄ 🧪ok",
      "  a  b  ",
    ]) {
      expect(await bigrams(value), JSON.stringify(value)).toBe(expected(value));
    }
  });

  it("handles a lab book's worth of text (100,000 characters) in one call", async () => {
    const text = "반응 수율 yield crude ethanol ".repeat(4_000).slice(0, 100_000);
    expect(await bigrams(text)).toBe(expected(text));
  });
});
