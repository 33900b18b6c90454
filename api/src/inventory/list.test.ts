import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  inventoryCountLimit,
  inventoryLimits,
  inventoryListItem,
  type InventoryFacets,
  type InventoryItem,
  type InventoryLabel,
  type InventoryPage,
} from "@enote/shared";
import { and, count, eq, like, lt, sql } from "drizzle-orm";
import { inventoryItems, inventorySearchHeadLength } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import { addItem, buildLab, ethanol, listPage, rawItem as labRawItem, type Lab } from "./fixtures";
import { searchShare, takeSearchSample } from "./search-sample";

let app: TestApp;
let lab: Lab;
let acetone: InventoryItem;
let benzene: InventoryItem;
let water: InventoryItem;
let hidden: InventoryItem;

beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  const add = (overrides: Parameters<typeof ethanol>[1]) =>
    addItem(app, lab.member.token, ethanol(lab.groupIdx, overrides));
  acetone = await add({
    name: "아세톤",
    nameEn: "Acetone",
    casNo: "67-64-1",
    formula: "C3H6O",
    amount: 1,
    unit: "L",
    location: "Cabinet B",
    supplier: "Sigma-Aldrich",
    catalogNo: "179124",
    inventoryGroup: "solvents",
    barcode: "8801234567890",
    customPin: "ACE-01",
  });
  benzene = await add({
    name: "벤젠",
    nameEn: "Benzene",
    casNo: "71-43-2",
    formula: "C6H6",
    amount: 100,
    unit: "mL",
    location: "Cabinet A-1",
    supplier: "Daejung",
    catalogNo: "50_100%",
    inventoryGroup: "solvents",
    barcode: "8801234567890",
  });
  water = await add({
    name: "증류수",
    nameEn: "Water",
    casNo: "7732-18-5",
    formula: "H2O",
    amount: 20,
    unit: "L",
    location: "Sink",
    supplier: "In-house",
    inventoryGroup: "general",
    addedDate: "2020-01-15",
  });
  hidden = await addItem(
    app,
    lab.colleague.token,
    ethanol(lab.groupIdx, { name: "Private toluene", isPrivate: true, location: "Secret shelf" }),
  );
  // Another lab's bottle never appears in this lab's lists.
  await addItem(app, lab.outsider.token, ethanol(lab.otherGroupIdx, { name: "아세톤 (other lab)" }));
});
afterAll(async () => {
  await app?.close();
});

const list = (query: string, token?: string) => listPage(app, lab, query, token);
const names = (page: InventoryPage) => page.items.map((i) => i.name);
const rawItem = (name: string, extra?: Parameters<typeof labRawItem>[2]) => labRawItem(lab, name, extra);

/**
 * The prepared statements named like `pattern` on every connection of the app's pool, their plans
 * summed by name, those used more than five times. The queries overlap (each holds its connection a
 * moment), so the pool gives each its own connection; a connection read twice counts once.
 */
async function preparedOnEveryConnection(pattern: string) {
  const seen = new Set<number>();
  const plans = new Map<string, { generic: number; custom: number }>();
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      app.database.db.execute(sql`
        SELECT pg_backend_pid() AS pid, name, generic_plans::int AS generic, custom_plans::int AS custom
        FROM pg_prepared_statements, pg_sleep(0.1) WHERE name LIKE ${pattern}`),
    ),
  );
  for (const answer of answers) {
    const found = (answer as unknown as { rows: { pid: number; name: string; generic: number; custom: number }[] })
      .rows;
    const pid = found[0]?.pid;
    if (pid === undefined || seen.has(pid)) continue;
    seen.add(pid);
    for (const row of found) {
      const sum = plans.get(row.name) ?? { generic: 0, custom: 0 };
      plans.set(row.name, { generic: sum.generic + row.generic, custom: sum.custom + row.custom });
    }
  }
  return [...plans]
    .map(([name, { generic, custom }]) => ({ name, generic, custom }))
    .filter((row) => row.generic + row.custom > 5)
    .sort((a, b) => a.name.localeCompare(b.name));
}

describe("GET /api/inventory/list.do", () => {
  it("lists a group's items in use, newest first, with an exact total", async () => {
    const page = await list("");
    expect(names(page)).toEqual(["벤젠", "아세톤", "증류수"]);
    expect(page).toMatchObject({ total: 3, totalExact: true, page: 1, size: 50 });
  });

  it("reads every field of a listed row as the item itself reads it (dates, numbers, creator), and no detail field", async () => {
    const page = await list("");
    const listed = (item: InventoryItem) => inventoryListItem.parse(item);
    expect(page.items.find((item) => item.rowKey === acetone.rowKey)).toStrictEqual(listed(acetone));
    expect(page.items.find((item) => item.rowKey === benzene.rowKey)).toStrictEqual(listed(benzene));
    expect(Object.keys(page.items[0] ?? {}).sort()).toEqual(Object.keys(inventoryListItem.shape).sort());
  });

  it("counts the private items their creator and the managers see, and no one else", async () => {
    expect((await list("", lab.colleague.token)).total).toBe(4);
    expect((await list("", lab.manager.token)).total).toBe(4);
    expect((await list("", lab.admin.token)).total).toBe(3);
    expect(names(await list("sort=name&order=asc", lab.admin.token))).not.toContain("Private toluene");
    expect(names(await list("sort=name&order=asc", lab.manager.token))).toContain("Private toluene");
  });

  it.each([
    ["a fragment of a Korean name", "q=아세", ["아세톤"]],
    ["a fragment of an English name, in any case", "q=ENZ", ["벤젠"]],
    ["a fragment of a CAS number", "q=64-1", ["아세톤"]],
    ["a CAS number typed without its dashes", "q=67641", ["아세톤"]],
    ["a fragment of a CAS number typed without its dashes", "q=77321", ["증류수"]],
    ["a formula, in any case", "q=C6H6", ["벤젠"]],
    ["a formula written in Hill order", "q=c3h6o", ["아세톤"]],
    ["a catalog number", "q=179124", ["아세톤"]],
    ["a location", "q=cabinet", ["벤젠", "아세톤"]],
    ["a supplier", "q=aldrich", ["아세톤"]],
    ["a barcode", "q=880123", ["벤젠", "아세톤"]],
    ["a custom pin", "q=ace-0", ["아세톤"]],
    ["a literal % and _ (not wildcards)", "q=0_100%25", ["벤젠"]],
    ["two characters (the pair index)", "q=증류", ["증류수"]],
    ["two characters with a literal _", "q=0_", ["벤젠"]],
    ["characters around a space, matched as typed", "q=n%20w", []],
    ["one character", "q=벤", ["벤젠"]],
    ["nothing that matches", "q=xylene", []],
  ])("finds items by %s", async (_what, query, expected) => {
    const page = await list(query);
    expect(names(page)).toEqual(expected);
    expect(page).toMatchObject({ total: expected.length, totalExact: true });
  });

  it("finds Korean names by a three-character fragment from anywhere in the name (the trigram index)", async () => {
    // Another lab's cabinet, so the totals of this lab's list stay as the other tests expect.
    const other = (name: string) => addItem(app, lab.outsider.token, ethanol(lab.otherGroupIdx, { name }));
    await other("디클로로메탄");
    await other("클로로포름");
    await other("메탄올 (무수)");
    const search = async (q: string) =>
      ok(
        await app.call<Result<InventoryPage>>(
          "GET",
          `/api/inventory/list.do?groupIdx=${lab.otherGroupIdx}&q=${encodeURIComponent(q)}&sort=name&order=asc`,
          { token: lab.outsider.token },
        ),
      ).items.map((i) => i.name);
    expect(await search("클로로")).toEqual(["디클로로메탄", "클로로포름"]);
    expect(await search("로메탄")).toEqual(["디클로로메탄"]);
    expect(await search("메탄올")).toEqual(["메탄올 (무수)"]);
    expect(await search("로포름")).toEqual(["클로로포름"]);
    // The same characters in another order are not a match.
    expect(await search("메탄로")).toEqual([]);
  });

  it("finds an item by its pin number", async () => {
    expect(names(await list(`q=${water.pinNo.toLowerCase()}`))).toEqual(["증류수"]);
  });

  it("does not treat _ and % in a search as wildcards", async () => {
    expect(names(await list("q=%25"))).toEqual(["벤젠"]);
    expect(names(await list("q=_"))).toEqual(["벤젠"]);
    // Punctuation alone, which the trigram index does not keep.
    expect(names(await list("q=_100%25"))).toEqual(["벤젠"]);
    expect(await list("q=-%25-")).toMatchObject({ items: [], total: 0, totalExact: true });
  });

  it("filters by location and inventory group, sorted as asked", async () => {
    expect(names(await list("location=Cabinet%20B"))).toEqual(["아세톤"]);
    expect(names(await list("inventoryGroup=solvents&sort=name&order=asc"))).toEqual(["벤젠", "아세톤"]);
    expect(names(await list("inventoryGroup=solvents&sort=amount&order=desc"))).toEqual(["벤젠", "아세톤"]);
  });

  it.each([
    ["name", "asc", ["벤젠", "아세톤", "증류수"]],
    ["name", "desc", ["증류수", "아세톤", "벤젠"]],
    ["casNo", "asc", ["아세톤", "벤젠", "증류수"]],
    ["pinNo", "asc", ["아세톤", "벤젠", "증류수"]],
    ["location", "asc", ["벤젠", "아세톤", "증류수"]],
    ["addedDate", "asc", ["증류수", "아세톤", "벤젠"]],
    ["amount", "asc", ["아세톤", "증류수", "벤젠"]],
  ])("sorts by %s %s", async (sort, order, expected) => {
    expect(names(await list(`sort=${sort}&order=${order}`))).toEqual(expected);
  });

  it("pages", async () => {
    const first = await list("sort=name&order=asc&size=2&page=1");
    const second = await list("sort=name&order=asc&size=2&page=2");
    expect([names(first), names(second)]).toEqual([["벤젠", "아세톤"], ["증류수"]]);
    expect(second.total).toBe(3);
    // A page past the last match is empty and still says how many there are.
    expect(await list("size=2&page=9")).toMatchObject({ items: [], total: 3, totalExact: true });
    expect(await list("q=cabinet&size=1&page=9")).toMatchObject({ items: [], total: 2, totalExact: true });
  });

  it("refuses bad queries and members of other groups", async () => {
    for (const query of [
      "sort=memo",
      "state=gone",
      "size=0",
      `size=${inventoryLimits.pageSizeMax + 1}`,
      "page=0",
      "bookmarked=maybe",
    ]) {
      const result = await app.call("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}&${query}`, {
        token: lab.member.token,
      });
      expect(result.status, query).toBe(400);
    }
    expect((await app.call("GET", "/api/inventory/list.do", { token: lab.member.token })).status).toBe(400);
    const outside = await app.call("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}`, {
      token: lab.outsider.token,
    });
    expect(outside.status).toBe(404);
  });

  it("counts a search only a few pages ahead, and further as the member pages on", async () => {
    const firstLimit = inventoryCountLimit(1, 5);
    const rows = Array.from({ length: firstLimit + 5 }, (_, i) => rawItem(`Bulk salt ${i}`));
    await app.database.db.insert(inventoryItems).values(rows);
    const searched = await list("q=bulk%20salt&size=5");
    expect(searched).toMatchObject({ total: firstLimit, totalExact: false });
    expect(searched.items).toHaveLength(5);
    // Further on, the count reaches every match: none is out of the pager's reach.
    const later = await list("q=bulk%20salt&size=5&page=3");
    expect(later).toMatchObject({ total: firstLimit + 5, totalExact: true });
    const last = await list("q=bulk%20salt&size=5&page=6");
    expect(last.items).toHaveLength(5);
    const all = await list("size=1");
    expect(all).toMatchObject({ total: firstLimit + 5 + 3, totalExact: true });
    await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, "Bulk salt %"));
    expect((await list("size=1")).total).toBe(3);
  });

  it("pages a search with many matches in list order, the newest first, beyond a few pages", async () => {
    const at = (day: number) => new Date(Date.UTC(2024, 0, day));
    const rows = Array.from({ length: 12 }, (_, i) =>
      rawItem(`Ordered reagent ${String(i).padStart(2, "0")}`, { addedAt: at(1 + ((i * 5) % 12)) }),
    );
    await app.database.db.insert(inventoryItems).values(rows);
    try {
      const newestFirst = [...rows].sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime()).map((r) => r.name);
      // size 2: the count stops at 10, so the pages come from walking the list in order.
      const pages = await Promise.all([1, 2, 3, 7].map((n) => list(`q=ordered%20reagent&size=2&page=${n}`)));
      expect(pages.map(names)).toEqual([newestFirst.slice(0, 2), newestFirst.slice(2, 4), newestFirst.slice(4, 6), []]);
      expect(pages[0]).toMatchObject({ total: inventoryCountLimit(1, 2), totalExact: false });
      expect(pages[2]).toMatchObject({ total: 12, totalExact: true });
      const byName = await list("q=ordered%20reagent&size=2&sort=name&order=desc");
      expect(names(byName)).toEqual(["Ordered reagent 11", "Ordered reagent 10"]);
    } finally {
      await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, "Ordered reagent %"));
    }
  });

  it("finds a search among many matches that lie far from the start of the list", async () => {
    // 150 newer items that do not match, then 8 that do: walking the list's first entries meets
    // none of them, so the page comes from all the matches, sorted.
    const at = (minute: number) => new Date(Date.UTC(2023, 5, 1, 0, minute));
    const filler = Array.from({ length: 150 }, (_, i) => rawItem(`Filler bottle ${i}`, { addedAt: at(100 + i) }));
    const far = Array.from({ length: 8 }, (_, i) => rawItem(`Faraway salt ${i}`, { addedAt: at(i) }));
    await app.database.db.insert(inventoryItems).values([...filler, ...far]);
    try {
      const first = await list("q=faraway%20salt&size=1");
      expect(names(first)).toEqual(["Faraway salt 7"]);
      expect(first).toMatchObject({ total: inventoryCountLimit(1, 1), totalExact: false });
      expect(names(await list("q=faraway%20salt&size=1&page=2"))).toEqual(["Faraway salt 6"]);
    } finally {
      await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, "Filler bottle %"));
      await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, "Faraway salt %"));
    }
  });

  it("matches the whole search text of an item whose text is longer than the list index carries", async () => {
    // Every other item's search text is longer than inventorySearchHeadLength characters, which
    // the list index does not carry: a walk of the list reads those from their rows.
    const name = (i: number) => (i % 2 === 0 ? `Long ${i} ${"x".repeat(inventorySearchHeadLength)}` : `Long ${i}`);
    const rows = Array.from({ length: 7 }, (_, i) =>
      rawItem(name(i), { location: `Shelf qzv ${i}`, addedAt: new Date(Date.UTC(2022, 0, 1 + i)) }),
    );
    // Newer, long, and matching neither search: the walk meets it first.
    const unmatched = rawItem(`Long other ${"y".repeat(inventorySearchHeadLength)}`, {
      location: "Shelf elsewhere",
      addedAt: new Date(Date.UTC(2022, 1, 1)),
    });
    await app.database.db.insert(inventoryItems).values([...rows, unmatched]);
    try {
      // size 1: seven matches are more than the count's cap, so the list is walked.
      const pages = await Promise.all([1, 2, 3].map((n) => list(`q=shelf%20qzv&size=1&page=${n}`)));
      expect(pages.map((p) => p.items.map((i) => i.location))).toEqual([
        ["Shelf qzv 6"],
        ["Shelf qzv 5"],
        ["Shelf qzv 4"],
      ]);
      expect(pages.map((p) => p.totalExact)).toEqual([false, false, true]);
      expect(await list("q=shelf%20qzv")).toMatchObject({ total: 7, totalExact: true });
      // One character: no index finds it, and the whole list is walked.
      expect(await list(`q=${encodeURIComponent("ж")}`)).toMatchObject({ items: [], total: 0 });
    } finally {
      await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, "Long %"));
    }
  });

  it("keeps private items out of another member's search, whether it counts the matches or walks the list", async () => {
    // Twelve matches, every other one private to the colleague, the newest private.
    const rows = Array.from({ length: 12 }, (_, i) =>
      rawItem(`Secret solvent ${String(i).padStart(2, "0")}`, {
        addedAt: new Date(Date.UTC(2021, 0, 1 + i)),
        ...(i % 2 === 1 ? { isPrivate: true, creatorIdx: lab.colleague.memberIdx } : {}),
      }),
    );
    await app.database.db.insert(inventoryItems).values(rows);
    try {
      // size 1: six visible matches are more than the count's cap (5): the list is walked.
      const admin = await list("q=secret%20solvent&size=1", lab.admin.token);
      expect(names(admin)).toEqual(["Secret solvent 10"]);
      expect(names(await list("q=secret%20solvent&size=1&page=2", lab.admin.token))).toEqual(["Secret solvent 08"]);
      expect(await list("q=secret%20solvent", lab.admin.token)).toMatchObject({ total: 6, totalExact: true });
      expect(names(await list("q=secret%20solvent&size=1", lab.colleague.token))).toEqual(["Secret solvent 11"]);
      expect(await list("q=secret%20solvent", lab.colleague.token)).toMatchObject({ total: 12, totalExact: true });
    } finally {
      await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, "Secret solvent %"));
    }
  });

  it("counts a search its sample calls common by walking the list, with the same pages and totals", async () => {
    const at = (minute: number) => new Date(Date.UTC(2020, 2, 1, 0, minute));
    const rows = Array.from({ length: 130 }, (_, i) =>
      rawItem(`Common reagent ${String(i).padStart(3, "0")}`, { addedAt: at((i * 37) % 130) }),
    );
    await app.database.db.insert(inventoryItems).values(rows);
    await takeSearchSample(app.database.db, lab.groupIdx);
    try {
      const byAdded = [...rows].sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime()).map((r) => r.name);
      const pages = await Promise.all([1, 2, 5].map((n) => list(`q=common%20reagent&size=5&page=${n}`)));
      expect(pages.map(names)).toEqual([byAdded.slice(0, 5), byAdded.slice(5, 10), byAdded.slice(20, 25)]);
      expect(pages.map((p) => [p.total, p.totalExact])).toEqual([
        [inventoryCountLimit(1, 5), false],
        [inventoryCountLimit(2, 5), false],
        [inventoryCountLimit(5, 5), false],
      ]);
      const oldest = await list("q=common%20reagent&size=5&sort=addedDate&order=asc&page=3");
      expect(names(oldest)).toEqual([...byAdded].reverse().slice(10, 15));
      expect(await list("q=common%20reagent&size=50&page=3")).toMatchObject({ total: 130, totalExact: true });
    } finally {
      await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, "Common reagent %"));
      await takeSearchSample(app.database.db, lab.groupIdx);
    }
  });

  it("still finds and counts a search exactly when its sample called it common and most matches have gone since", async () => {
    const rows = Array.from({ length: 130 }, (_, i) =>
      rawItem(`Fleeting salt ${String(i).padStart(3, "0")}`, { addedAt: new Date(Date.UTC(2019, 0, 1, 0, i)) }),
    );
    await app.database.db.insert(inventoryItems).values(rows);
    await takeSearchSample(app.database.db, lab.groupIdx);
    // Ten are left, behind 80 newer bottles: walking as far as the guess asks meets none of them.
    await app.database.db
      .delete(inventoryItems)
      .where(and(like(inventoryItems.name, "Fleeting salt %"), lt(inventoryItems.name, "Fleeting salt 120")));
    const newer = Array.from({ length: 80 }, (_, i) => rawItem(`Newer flask ${i}`));
    await app.database.db.insert(inventoryItems).values(newer);
    try {
      const left = await list("q=fleeting%20salt&size=5");
      expect(left).toMatchObject({ total: 10, totalExact: true });
      expect(names(left)).toEqual([129, 128, 127, 126, 125].map((i) => `Fleeting salt ${i}`));
    } finally {
      await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, "Fleeting salt %"));
      await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, "Newer flask %"));
      await takeSearchSample(app.database.db, lab.groupIdx);
    }
  });

  it("keeps private items out of another member's search counted by walking the list", async () => {
    const rows = Array.from({ length: 130 }, (_, i) =>
      rawItem(`Hushed solvent ${String(i).padStart(3, "0")}`, {
        addedAt: new Date(Date.UTC(2018, 0, 1, 0, i)),
        ...(i % 2 === 1 ? { isPrivate: true, creatorIdx: lab.colleague.memberIdx } : {}),
      }),
    );
    await app.database.db.insert(inventoryItems).values(rows);
    await takeSearchSample(app.database.db, lab.groupIdx);
    try {
      const member = await list("q=hushed%20solvent&size=5&page=2");
      expect(names(member)).toEqual([118, 116, 114, 112, 110].map((i) => `Hushed solvent ${i}`));
      expect(await list("q=hushed%20solvent&size=50&page=2")).toMatchObject({ total: 65, totalExact: true });
      const owner = await list("q=hushed%20solvent&size=5", lab.colleague.token);
      expect(names(owner)).toEqual([129, 128, 127, 126, 125].map((i) => `Hushed solvent ${i}`));
    } finally {
      await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, "Hushed solvent %"));
      await takeSearchSample(app.database.db, lab.groupIdx);
    }
  });

  it("estimates a search from a histogram of 1,000 sampled texts, so one chance hit no longer makes a rare fragment look common", async () => {
    const { rows } = (await app.database.db.execute(sql`
      SELECT attname, attstattarget FROM pg_attribute
      WHERE attrelid = 'inventory_items'::regclass AND attname IN ('search_text', 'search_bigrams')
      ORDER BY attname`)) as unknown as { rows: { attname: string; attstattarget: number }[] };
    expect(rows).toEqual([
      { attname: "search_bigrams", attstattarget: 1000 },
      { attname: "search_text", attstattarget: 1000 },
    ]);
  });

  it("lists items in use and disused together in one order, page after page, and searches them so", async () => {
    // 60 bottles, every third one disused, added a day apart and named in another order.
    const day = 86_400_000;
    const rows = Array.from({ length: 60 }, (_, i) => ({
      ...rawItem(`Shelved mix ${String((i * 37) % 60).padStart(2, "0")}`, {
        addedAt: new Date(Date.UTC(2019, 0, 1) + i * day),
      }),
      disusedAt: i % 3 === 0 ? new Date() : null,
      disuseReason: i % 3 === 0 ? "Expired" : null,
    }));
    await app.database.db.insert(inventoryItems).values(rows);
    try {
      const newest = [...rows].reverse().map((row) => row.name);
      const byName = rows.map((row) => row.name).sort();
      const pages = async (query: string) => {
        const all: string[] = [];
        for (let page = 1; page <= 9; page++) all.push(...names(await list(`${query}&size=7&page=${page}`)));
        return all;
      };
      // The group's other items sort before 2019 or after "S", so these 60 come as one run.
      const run = (list: string[]) => list.filter((name) => name.startsWith("Shelved mix"));
      expect(run(await pages("state=all&q=shelved"))).toEqual(newest);
      expect(run(await pages("state=all&sort=name&order=asc&q=shelved%20mix"))).toEqual(byName);
      expect(run(await pages("state=all&sort=addedDate&order=asc"))).toEqual([...newest].reverse());
      const disused = rows.filter((row) => row.disusedAt).map((row) => row.name);
      expect(run(await pages("state=disused&sort=name&order=desc"))).toEqual([...disused].sort().reverse());
      // Counted a few pages ahead (the cap), then further as the member pages on.
      expect(await list("state=all&q=shelved&size=7&page=2")).toMatchObject({ total: 42, totalExact: false });
      expect(await list("state=all&q=shelved&size=7&page=6")).toMatchObject({ total: 60, totalExact: true });
    } finally {
      await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, "Shelved mix %"));
    }
  });

  it("plans each list and search statement once, not on every call, in a cabinet of thousands", async () => {
    // Thousands of rows, so that the planner reads rows by their keys rather than the whole table.
    for (let batch = 0; batch < 5; batch++) {
      const rows = Array.from({ length: 2000 }, (_, i) => ({
        ...rawItem(`Stocked salt ${batch}-${i}`),
        inventoryGroup: "stock",
      }));
      await app.database.db.insert(inventoryItems).values(rows);
    }
    await app.database.db.execute(sql`ANALYZE inventory_items`);
    try {
      // Called one after another, the calls mostly share one connection (the pool hands back the one
      // just released), but a job of the app's own may take it for a moment: every connection of
      // the pool is read (pg_prepared_statements shows a connection's own statements), each once.
      // Sorted by CAS number, as no other test sorts: statements of their own, with no earlier plans.
      // A call's count and page may take two connections, so a statement's calls can be split
      // between them: 16 calls give one connection more than the five custom plans PostgreSQL makes
      // before it weighs a generic one, however they are split between two or three.
      for (let i = 0; i < 16; i++) {
        await list("sort=casNo&order=desc");
        await list(`q=${encodeURIComponent("벤젠")}&sort=casNo&order=desc`); // one match, read by its key
        await list("location=Cabinet%20B&sort=casNo&order=desc");
        await list("state=disused&sort=casNo&order=desc"); // the disused list, with its kept count
        await list("inventoryGroup=stock&sort=casNo&order=desc"); // a full page: counted up to the cap
        await list("state=all&sort=casNo&order=desc"); // both states, merged
      }
      const rows = await preparedOnEveryConnection("inv%casNo_desc%");
      expect(rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^inv_rows_/),
          expect.stringMatching(/_cand$/),
          expect.stringMatching(/_disused_.*_page$/),
          expect.stringMatching(/_g_.*_count$/),
          expect.stringMatching(/_all_.*_page$/),
        ]),
      );
      // Five custom plans, then one plan for every call.
      expect(rows.filter((row) => row.generic === 0)).toEqual([]);
    } finally {
      await app.database.db.delete(inventoryItems).where(like(inventoryItems.name, "Stocked salt %"));
      await app.database.db.execute(sql`ANALYZE inventory_items`);
    }
  });
});

describe("a group's search sample", () => {
  it("guesses how common a search is from the group's own sampled texts, and nothing without a sample", async () => {
    const db = app.database.db;
    const group = lab.otherGroupIdx;
    const rows = Array.from({ length: 120 }, (_, i) => ({
      ...rawItem(i % 4 === 0 ? `Zebrafish buffer ${i}` : `Plain buffer ${i}`),
      groupIdx: group,
    }));
    await db.insert(inventoryItems).values(rows);
    try {
      expect(searchShare(db, group, "zebrafish")).toBeUndefined();
      await takeSearchSample(db, group);
      // The whole of a small table is the sample: 30 of the group's items.
      const [all] = await db.select({ n: count() }).from(inventoryItems).where(eq(inventoryItems.groupIdx, group));
      expect(searchShare(db, group, "zebrafish")).toBe(30 / (all?.n ?? 0));
      expect(searchShare(db, group, "no such thing")).toBe(0);
    } finally {
      await db.delete(inventoryItems).where(like(inventoryItems.name, "Zebrafish buffer %"));
      await db.delete(inventoryItems).where(like(inventoryItems.name, "Plain buffer %"));
      await takeSearchSample(db, group);
    }
  });
});

describe("GET /api/inventory/facets.do", () => {
  it("offers the locations and inventory groups of the items the caller sees", async () => {
    const facets = ok(
      await app.call<Result<InventoryFacets>>("GET", `/api/inventory/facets.do?groupIdx=${lab.groupIdx}`, {
        token: lab.member.token,
      }),
    );
    expect(facets).toEqual({
      locations: ["Cabinet A-1", "Cabinet B", "Sink"],
      inventoryGroups: ["general", "solvents"],
    });
    const creators = ok(
      await app.call<Result<InventoryFacets>>("GET", `/api/inventory/facets.do?groupIdx=${lab.groupIdx}`, {
        token: lab.colleague.token,
      }),
    );
    expect(creators.locations).toContain("Secret shelf");
    expect(
      (await app.call("GET", `/api/inventory/facets.do?groupIdx=${lab.groupIdx}`, { token: lab.outsider.token }))
        .status,
    ).toBe(404);
  });
});

describe("GET /api/inventory/byCode.do", () => {
  const byCode = async (code: string, token = lab.member.token) =>
    ok(
      await app.call<Result<{ items: InventoryItem[] }>>(
        "GET",
        `/api/inventory/byCode.do?groupIdx=${lab.groupIdx}&code=${encodeURIComponent(code)}`,
        { token },
      ),
    ).items.map((i) => i.name);

  it("finds the item a scanner typed: pin, custom pin, barcode or a label's URL", async () => {
    expect(await byCode(water.pinNo)).toEqual(["증류수"]);
    expect(await byCode(water.pinNo.toLowerCase())).toEqual(["증류수"]);
    expect(await byCode("ACE-01")).toEqual(["아세톤"]);
    expect(await byCode(`https://enote.example/inventory/experiment/${benzene.rowKey}`)).toEqual(["벤젠"]);
  });

  it("answers every bottle that shares a maker's barcode, and nothing for partial codes", async () => {
    expect((await byCode("8801234567890")).sort()).toEqual(["벤젠", "아세톤"]);
    expect(await byCode("880123")).toEqual([]);
  });

  it("needs a code and the group", async () => {
    expect(
      (await app.call("GET", `/api/inventory/byCode.do?groupIdx=${lab.groupIdx}`, { token: lab.member.token })).status,
    ).toBe(400);
    expect(
      (await app.call("GET", `/api/inventory/byCode.do?groupIdx=${lab.groupIdx}&code=x`, { token: lab.outsider.token }))
        .status,
    ).toBe(404);
  });
});

describe("GET /api/inventory/labels.do", () => {
  it("gives the print pages what they show, in the order asked", async () => {
    const result = ok(
      await app.call<Result<{ labels: InventoryLabel[] }>>(
        "GET",
        `/api/inventory/labels.do?rowKeys=${benzene.rowKey},${acetone.rowKey}&pinNos=${water.pinNo}`,
        { token: lab.member.token },
      ),
    );
    expect(result.labels.map((l) => l.name)).toEqual(["벤젠", "아세톤", "증류수"]);
    expect(result.labels[0]).toMatchObject({
      rowKey: benzene.rowKey,
      casNo: "71-43-2",
      amountText: "100 mL",
      pictograms: ["GHS02", "GHS07"],
      hazardStatements: ["H225", "H319"],
      pinNo: benzene.pinNo,
      location: "Cabinet A-1",
      path: `/inventory/experiment/${benzene.rowKey}`,
    });
    expect(result.labels[0]?.url).toMatch(new RegExp(`^http://[^/]+/inventory/experiment/${benzene.rowKey}$`));
  });

  it("leaves out what the caller may not see, and asks for a selection when there is none", async () => {
    const result = ok(
      await app.call<Result<{ labels: InventoryLabel[] }>>(
        "GET",
        `/api/inventory/labels.do?rowKeys=${hidden.rowKey},${acetone.rowKey}`,
        { token: lab.outsider.token },
      ),
    );
    expect(result.labels).toEqual([]);
    const mine = ok(
      await app.call<Result<{ labels: InventoryLabel[] }>>("GET", `/api/inventory/labels.do?rowKeys=${hidden.rowKey}`, {
        token: lab.colleague.token,
      }),
    );
    expect(mine.labels.map((l) => l.name)).toEqual(["Private toluene"]);
    const none = await app.call<{ message: string }>("GET", "/api/inventory/labels.do", { token: lab.member.token });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please select the data to print");
  });
});
