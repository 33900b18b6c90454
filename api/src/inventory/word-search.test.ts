import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryCountLimit, inventoryListQuery, type InventoryItem, type InventoryPage } from "@enote/shared";
import { eq, inArray, like, sql } from "drizzle-orm";
import pg from "pg";
import { inventoryHistory, inventoryItems } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import { addItem, buildLab, ethanol, listPage, rawItem as labRawItem, type Lab } from "./fixtures";
import { listParams, searchTerm } from "./list-query";
import { newRowKey } from "./service";
import { searchByWords, searchesByWords, wordSearchMax } from "./word-search";

let app: TestApp;
let lab: Lab;

beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

const list = (query: string, token?: string) => listPage(app, lab, query, token);
const names = (page: InventoryPage) => page.items.map((i) => i.name);
const q = (term: string) => `q=${encodeURIComponent(term)}`;
const rawItem = (name: string, extra?: Parameters<typeof labRawItem>[2]) => labRawItem(lab, name, extra);

async function removeRows(rows: { rowKey: string }[]): Promise<void> {
  const keys = rows.map((row) => row.rowKey);
  await app.database.db.delete(inventoryItems).where(inArray(inventoryItems.rowKey, keys));
}

async function removeNamed(prefix: string): Promise<void> {
  await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, `${prefix}%`));
}

/** The word entries an item has, as the words themselves. */
async function wordsOf(rowKey: string): Promise<string[]> {
  const { rows } = (await app.database.db.execute(sql`
    SELECT w.word FROM inventory_word_items AS e JOIN inventory_words AS w ON w.word_idx = e.word_idx
    WHERE e.row_key = ${rowKey} ORDER BY w.word`)) as unknown as { rows: { word: string }[] };
  return rows.map((row) => row.word);
}

const filtersOf = (query: string) => ({ ...inventoryListQuery.parse(Object.fromEntries(new URLSearchParams(query))) });

describe("which searches go by words", () => {
  it.each([
    ["a fragment of one word", "q=chlor", true],
    ["two Korean characters", "q=톨루", true],
    ["punctuation inside a word", "q=n%2Cn-di", true],
    ["oldest first, or the disused list", "q=chlor&order=asc&state=disused", true],
    ["one character", "q=c", false],
    ["a digit", "q=64-17", false],
    ["a space", "q=acetic%20ac", false],
    ["both states", "q=chlor&state=all", false],
    ["another sort", "q=chlor&sort=name", false],
    ["a filter", "q=chlor&location=Shelf", false],
    ["bookmarks", "q=chlor&bookmarked=true", false],
  ])("%s", (_what, query, expected) => {
    const filters = filtersOf(`groupIdx=1&${query}`);
    expect(searchesByWords({ ...filters, q: filters.q ?? "" })).toBe(expected);
  });
});

describe("a search by words", () => {
  it("finds exactly the items whose search text contains the term, for terms of every kind", async () => {
    const rows = [
      rawItem("Sodium chloride 99%", { nameEn: "염화나트륨", supplier: "Sigma-Aldrich", location: "Cabinet A-1" }),
      rawItem("Hydrochloric acid 37%", { casNo: "7647-01-0", location: "Acid cabinet" }),
      rawItem("탄산나트륨 무수", { nameEn: "Sodium carbonate anhydrous", catalogNo: "S2127" }),
      rawItem("Chloro-benzene", { customPin: "CB-7", barcode: "8801037000123" }),
      rawItem("2-Chloroethanol", { supplier: "TCI" }),
      rawItem("N,N-Dimethylformamide", { location: "Shelf 3" }),
      rawItem("Pd/C 10%", { manufacturer: "Not searched" }),
      rawItem(`Long ${"polyethylene glycol ".repeat(20)}end`, { location: "Cold room" }),
    ];
    await app.database.db.insert(inventoryItems).values(rows);
    try {
      const { rows: texts } = (await app.database.db.execute(sql`
        SELECT row_key, search_text FROM inventory_items WHERE group_idx = ${lab.groupIdx} AND NOT disused
        ORDER BY added_at DESC, row_key DESC`)) as unknown as { rows: { row_key: string; search_text: string }[] };
      const terms = [
        ["chlor", "CHLORIDE", "ride", "산나트", "나트", "염화", "-benz", "o-b", "/c", "n,n", "ab", "dim", "glycol"],
        ["cabinet", "aldrich", "cb-", "s", "tci", "end", "zqx", "d a", "99", "10%", "p0", "acid cab", "7647"],
      ].flat();
      for (const term of terms) {
        const expected = texts.filter((row) => row.search_text.includes(searchTerm(term))).map((row) => row.row_key);
        const page = await list(`${q(term)}&size=100`);
        expect({ term, keys: page.items.map((item) => item.rowKey) }).toEqual({ term, keys: expected });
        expect({ term, total: page.total, exact: page.totalExact }).toEqual({
          term,
          total: expected.length,
          exact: true,
        });
      }
    } finally {
      await removeRows(rows);
    }
  });

  it("pages and counts many matches newest and oldest first, in use and disused, as the list orders them", async () => {
    const at = (minute: number) => new Date(Date.UTC(2021, 3, 1, 0, minute));
    // 130 bottles, added in another order than named, every fifth one disused.
    const rows = Array.from({ length: 130 }, (_, i) =>
      rawItem(`Gallium nitrate ${String(i).padStart(3, "0")}`, {
        addedAt: at((i * 37) % 130),
        disusedAt: i % 5 === 0 ? new Date() : null,
        disuseReason: i % 5 === 0 ? "Empty" : null,
      }),
    );
    await app.database.db.insert(inventoryItems).values(rows);
    try {
      const newest = (disused: boolean) =>
        rows
          .filter((row) => (row.disusedAt !== null) === disused)
          .sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime())
          .map((row) => row.name);
      const inUse = newest(false);
      const pages = await Promise.all([1, 2, 5, 22].map((n) => list(`q=gallium&size=5&page=${n}`)));
      expect(pages.map(names)).toEqual([inUse.slice(0, 5), inUse.slice(5, 10), inUse.slice(20, 25), []]);
      expect(pages.map((page) => [page.total, page.totalExact])).toEqual([
        [inventoryCountLimit(1, 5), false],
        [inventoryCountLimit(2, 5), false],
        [inventoryCountLimit(5, 5), false],
        [104, true],
      ]);
      expect(names(await list("q=gallium&size=5&page=3&order=asc"))).toEqual([...inUse].reverse().slice(10, 15));
      expect(await list("q=gallium&size=50&page=3")).toMatchObject({ total: 104, totalExact: true });
      const disused = await list("q=nitrat&size=10&page=2&state=disused");
      expect(names(disused)).toEqual(newest(true).slice(10, 20));
      expect(disused).toMatchObject({ total: 26, totalExact: true });
    } finally {
      await removeNamed("Gallium nitrate ");
    }
  });

  it("counts an item once when the term is in several of its words, and merges the words' items in list order", async () => {
    const at = (day: number) => new Date(Date.UTC(2020, 0, day));
    const rows = [
      rawItem("Chlorine chloride mix", { addedAt: at(5), location: "Chlorine shelf" }),
      rawItem("Sodium chlorite", { addedAt: at(4) }),
      rawItem("Chloroform stabilised", { addedAt: at(3) }),
      rawItem("Chlorite again", { addedAt: at(2) }),
      rawItem("Hydrochloric acid", { addedAt: at(1) }),
    ];
    await app.database.db.insert(inventoryItems).values(rows);
    try {
      const ours = (page: InventoryPage) => names(page).filter((name) => rows.some((row) => row.name === name));
      const all = await list(`${q("hlor")}&size=100`);
      expect(ours(all)).toEqual(rows.map((row) => row.name));
      expect(all.items.filter((item) => item.name === "Chlorine chloride mix")).toHaveLength(1);
      // Page by page across words: each page continues where the last one ended.
      const paged: string[] = [];
      for (let page = 1; page <= 20 && paged.length < all.total; page++) {
        paged.push(...names(await list(`${q("hlor")}&size=2&page=${page}`)));
      }
      expect(paged).toEqual(names(all));
    } finally {
      await removeRows(rows);
    }
  });

  it("keeps private items out of another member's search by words, and shows them to their creator and the managers", async () => {
    const rows = Array.from({ length: 12 }, (_, i) =>
      rawItem(`Cerium sulfate ${String(i).padStart(2, "0")}`, {
        addedAt: new Date(Date.UTC(2021, 0, 1 + i)),
        ...(i % 2 === 1 ? { isPrivate: true, creatorIdx: lab.colleague.memberIdx } : {}),
      }),
    );
    await app.database.db.insert(inventoryItems).values(rows);
    try {
      const member = await list("q=cerium&size=2&page=2");
      expect(names(member)).toEqual(["Cerium sulfate 06", "Cerium sulfate 04"]);
      expect(await list("q=cerium")).toMatchObject({ total: 6, totalExact: true });
      expect(names(await list("q=cerium&size=1", lab.colleague.token))).toEqual(["Cerium sulfate 11"]);
      expect(await list("q=cerium", lab.colleague.token)).toMatchObject({ total: 12, totalExact: true });
      expect(await list("q=cerium", lab.manager.token)).toMatchObject({ total: 12, totalExact: true });
      const outside = await app.call("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}&q=cerium`, {
        token: lab.outsider.token,
      });
      expect(outside.status).toBe(404);
    } finally {
      await removeNamed("Cerium sulfate ");
    }
  });

  it("follows every edit: a renamed, disused, restored, hidden or removed item is found where it now is", async () => {
    const put = async (path: string, body: unknown, token = lab.member.token) =>
      ok(await app.call<Result<InventoryItem>>("PUT", `/api/inventory/${path}.do`, { token, body }));
    const found = async (term: string, query = "", token = lab.member.token) =>
      names(await list(`${q(term)}&${query}`, token));
    const item = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { name: "Vanadyl sulfate" }));
    try {
      expect(await found("vanadyl")).toEqual(["Vanadyl sulfate"]);
      await put(item.rowKey, ethanol(lab.groupIdx, { name: "Vanadium pentoxide", location: "Kiln room" }));
      expect(await found("vanadyl")).toEqual([]);
      expect(await found("pentox")).toEqual(["Vanadium pentoxide"]);
      expect(await found("kiln")).toEqual(["Vanadium pentoxide"]);
      // An amount changed writes no entries: the item is still found, once.
      await put(item.rowKey, ethanol(lab.groupIdx, { name: "Vanadium pentoxide", location: "Kiln room", amount: 3 }));
      expect(await found("pentox")).toEqual(["Vanadium pentoxide"]);
      await put(`${item.rowKey}/disuse`, { reason: "Caked" });
      expect(await found("pentox")).toEqual([]);
      expect(await found("pentox", "state=disused")).toEqual(["Vanadium pentoxide"]);
      await put(`${item.rowKey}/restore`, {});
      expect(await found("pentox", "state=disused")).toEqual([]);
      expect(await found("pentox")).toEqual(["Vanadium pentoxide"]);
      await put(item.rowKey, ethanol(lab.groupIdx, { name: "Vanadium pentoxide", isPrivate: true }));
      expect(await found("pentox", "", lab.colleague.token)).toEqual([]);
      expect(await found("pentox")).toEqual(["Vanadium pentoxide"]);
      expect(await wordsOf(item.rowKey)).toEqual(
        expect.arrayContaining(["cabinet", "daejung", "ethanol", "pentoxide", "vanadium"]),
      );
    } finally {
      await app.database.db.delete(inventoryHistory).where(eq(inventoryHistory.rowKey, item.rowKey));
      await app.database.db.delete(inventoryItems).where(eq(inventoryItems.rowKey, item.rowKey));
    }
    expect(await wordsOf(item.rowKey)).toEqual([]);
    expect(await found("pentox")).toEqual([]);
  });

  it("goes the other ways, with the same answer, when the term is in more of the group's words than it reads", async () => {
    const words = Array.from({ length: wordSearchMax + 4 }, (_, i) => `Osmium${String.fromCharCode(97 + i)}ate`);
    const byWords = () => {
      const filters = filtersOf(`groupIdx=${lab.groupIdx}&q=osmium`);
      const params = listParams(filters, lab.member.memberIdx, inventoryCountLimit(1, 50) + 1, "2026-01-01");
      return searchByWords(app.database.db, { ...filters, q: "osmium" }, params, false);
    };
    // Another lab's words are not this group's: three of ours still go by words.
    const theirs = words.map((word) =>
      rawItem(word, { groupIdx: lab.otherGroupIdx, creatorIdx: lab.outsider.memberIdx }),
    );
    const ours = words.map((word, i) => rawItem(word, { addedAt: new Date(Date.UTC(2019, 5, 1 + i)) }));
    await app.database.db.insert(inventoryItems).values([...theirs, ...ours.slice(0, 3)]);
    try {
      expect((await byWords())?.n).toBe(3);
      await app.database.db.insert(inventoryItems).values(ours.slice(3));
      expect(await byWords()).toBeNull();
      const page = await list("q=osmium&size=5&page=2");
      expect(names(page)).toEqual([...words].reverse().slice(5, 10));
      expect(page).toMatchObject({ total: words.length, totalExact: true });
      expect(await list("q=osmium&size=1")).toMatchObject({ total: inventoryCountLimit(1, 1), totalExact: false });
    } finally {
      await removeNamed("Osmium");
    }
  });

  it("keeps every item's words when two transactions add the same new word at once", async () => {
    const url = (app.database.db as unknown as { $client: { options: pg.PoolConfig } }).$client.options
      .connectionString;
    const first = new pg.Client({ connectionString: url });
    const second = new pg.Client({ connectionString: url });
    await Promise.all([first.connect(), second.connect()]);
    const insert = (client: pg.Client, name: string) =>
      client.query(
        `INSERT INTO inventory_items (row_key, group_idx, name, amount, unit, creator_idx) VALUES ($1, $2, $3, 1, 'g', $4)`,
        [newRowKey(), lab.groupIdx, name, lab.member.memberIdx],
      );
    try {
      await first.query("BEGIN");
      await second.query("BEGIN");
      await insert(first, "Quenched zirconyl one");
      // The second waits on the first's new words, then finds them.
      const waiting = insert(second, "Quenched zirconyl two");
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query("COMMIT");
      await waiting;
      await second.query("COMMIT");
      expect(names(await list("q=zirconyl"))).toEqual(["Quenched zirconyl two", "Quenched zirconyl one"]);
    } finally {
      await Promise.all([first.end(), second.end()]);
      await removeNamed("Quenched zirconyl ");
    }
  });
});

describe("a search by words, on one database session", () => {
  // pg_prepared_statements shows one session's statements: with a pool of one, every statement of
  // the app (requests and background work) and the check below share the session read.
  let pinned: TestApp;
  let pinnedLab: Lab;
  beforeAll(async () => {
    pinned = await startTestApp({}, { poolMax: 1 });
    pinnedLab = await buildLab(pinned);
  });
  afterAll(async () => {
    await pinned?.close();
  });

  it("plans its statements once, not on every call", async () => {
    const rows = Array.from({ length: 300 }, (_, i) => labRawItem(pinnedLab, `Indium chloride ${i}`));
    await pinned.database.db.insert(inventoryItems).values(rows);
    // Past PostgreSQL's five custom plans: a statement planned once uses its generic plan from then on.
    for (let i = 0; i < 8; i++) {
      await listPage(pinned, pinnedLab, `q=indium&order=asc&size=5&page=${1 + (i % 3)}`);
      await listPage(pinned, pinnedLab, `q=${encodeURIComponent("없는말")}&order=asc`); // no match: the count statement
    }
    const { rows: plans } = (await pinned.database.db.execute(sql`
      SELECT name, generic_plans::int AS generic FROM pg_prepared_statements
      WHERE name LIKE 'inv_w_%asc%' ORDER BY name`)) as unknown as { rows: { name: string; generic: number }[] };
    expect(plans.map((plan) => plan.name)).toEqual([
      expect.stringMatching(/_t_.*_count$/),
      expect.stringMatching(/_t_.*_page$/),
    ]);
    expect(plans.filter((plan) => plan.generic === 0)).toEqual([]);
  });
});
