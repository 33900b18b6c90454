import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryCountLimit, type InventoryPage } from "@enote/shared";
import { sql } from "drizzle-orm";
import { inventoryItems, inventorySearchHeadLength } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { buildLab, listPage, rawItem, type Lab } from "./fixtures";
import { searchTerm } from "./list-query";
import { takeSearchSample } from "./search-sample";

/*
 * Every way the list searches (search by words, the trigram and pair indexes, walks of the list
 * counted or not, every match sorted, the whole list walked) must find exactly the items whose
 * search text contains the term: a cabinet of varied bottles, searched with terms of every kind in
 * every shape of list, page by page, against the texts themselves.
 */

let app: TestApp;
let lab: Lab;

interface Row {
  row_key: string;
  search_text: string;
  disused: boolean;
  location: string | null;
  visible: boolean;
}
let rows: Row[];

const names = [
  "Sodium chloride",
  "Hydrochloric acid",
  "Acetone",
  "아세톤",
  "톨루엔",
  "Toluene",
  "Ethanol abs.",
  "에탄올 99.5%",
  "Chloroform",
  "Dichloromethane",
  "Sulfuric acid 98%",
  "탄산나트륨",
  "N,N-Dimethylformamide",
  "Pd/C 10%",
];
const suffixes = ["", " HPLC", " ACS reagent", " #12", " (2)"];
const locations = ["Cabinet A-1", "Cabinet B-2", "Fridge 3", null];
const suppliers = ["Sigma-Aldrich", "Daejung", "TCI", null];

beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  // 140 bottles: every fifth one's text longer than the list index carries, every seventh
  // private to the colleague, every ninth disused, added in another order than listed here.
  const bottles = Array.from({ length: 140 }, (_, i) => {
    const long = i % 5 === 4 ? ` ${"lot ".repeat(inventorySearchHeadLength / 4)}` : "";
    return rawItem(lab, `${names[i % names.length]}${suffixes[i % suffixes.length]}${long}`, {
      location: locations[i % locations.length],
      supplier: suppliers[(i >> 1) % suppliers.length],
      addedAt: new Date(Date.UTC(2024, 0, 1, 0, (i * 53) % 140)),
      ...(i % 7 === 3 ? { isPrivate: true, creatorIdx: lab.colleague.memberIdx } : {}),
      ...(i % 9 === 2 ? { disusedAt: new Date(), disuseReason: "Empty" } : {}),
    });
  });
  await app.database.db.insert(inventoryItems).values(bottles);
  // A sample, so that the searches it calls common count by walking the list.
  await takeSearchSample(app.database.db, lab.groupIdx);
  const { rows: found } = (await app.database.db.execute(sql`
    SELECT row_key, search_text, disused, location,
      (NOT is_private OR creator_idx = ${lab.member.memberIdx}) AS visible
    FROM inventory_items WHERE group_idx = ${lab.groupIdx}`)) as unknown as { rows: Row[] };
  rows = found;
});
afterAll(async () => {
  await app?.close();
});

const terms = [
  ["chlor", "acid", "ACETONE", "아세", "톨루", "에탄올", "sigma", "hplc", "ium", "pd/", "n,n", "lot", "zzz"],
  ["99", "a-1", "#1", "(2)", "cabinet b", "ne hp", "c", "산", "e", "d/c 1"],
].flat();

const shapes: [string, (row: Row) => boolean][] = [
  ["", (row) => !row.disused],
  ["order=asc", (row) => !row.disused],
  ["state=disused", (row) => row.disused],
  ["state=all", () => true],
  ["sort=name&order=asc", (row) => !row.disused],
  ["location=Cabinet%20A-1", (row) => !row.disused && row.location === "Cabinet A-1"],
];

/** Every page of a search, five at a time: the keys found, and each page's total. */
async function allPages(query: string): Promise<{ keys: string[]; pages: InventoryPage[] }> {
  const pages: InventoryPage[] = [];
  for (let page = 1; page <= 40; page++) {
    const found = await listPage(app, lab, `${query}&size=5&page=${page}`);
    pages.push(found);
    if (found.items.length < 5) break;
  }
  return { keys: pages.flatMap((page) => page.items.map((item) => item.rowKey)), pages };
}

describe("every way of searching the list", () => {
  it.each(shapes)(
    "finds exactly the items whose text contains the term, page by page, in the list '%s'",
    async (query, listed) => {
      for (const term of terms) {
        const expected = rows
          .filter((row) => row.visible && listed(row) && row.search_text.includes(searchTerm(term)))
          .map((row) => row.row_key);
        const { keys, pages } = await allPages(`${query}&q=${encodeURIComponent(term)}`);
        expect({ term, keys: [...keys].sort() }).toEqual({ term, keys: [...expected].sort() });
        expect({ term, once: new Set(keys).size }).toEqual({ term, once: keys.length });
        const cap = inventoryCountLimit(1, 5);
        const first = expected.length > cap ? { total: cap, totalExact: false } : { total: expected.length };
        expect({ term, ...pages[0] }).toMatchObject({ term, ...first });
      }
    },
  );
});
