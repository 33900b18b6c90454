import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  formatAmount,
  inventoryCountLimit,
  type InventoryFacets,
  type InventoryItem,
  type InventoryLabel,
  type InventoryListItem,
  type InventoryListFilters,
  type InventoryPage,
} from "@enote/shared";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { inventoryItems } from "../db/schema";
import { standingOf } from "../groups/queries";
import { itemDecision, requireGroup, seesAllPrivate } from "./access";
import { selectItems, selectItemsWithStanding, toItem, toListItem, visibleTo, type ItemRecord } from "./items";
import {
  hasSearch,
  isUnfiltered,
  listConditions,
  listOrder,
  listParams,
  preparedList,
  searchOf,
  searchTerm,
  valuesOf,
  type ListFilters,
} from "./list-query";
import { labToday } from "./alerts";
import { preparedSearch } from "./search-query";
import { searchShare } from "./search-sample";
import { searchByWords, searchesByWords } from "./word-search";

export { searchPattern, type ListFilters } from "./list-query";

/**
 * One page of a group's items as the actor may see them. An unfiltered list's count (the
 * trigger-kept one) comes with the page in one query; a filter's capped count is a query of its
 * own (inside the page's query it changed the page's plan). A search goes its own way (searchItems).
 */
export async function listItems(ctx: AppContext, actor: Actor, filters: InventoryListFilters): Promise<InventoryPage> {
  const standing = await requireGroup(ctx.db, actor, filters.groupIdx, "inventory.read");
  const seesAll = seesAllPrivate(actor, standing);
  const cap = inventoryCountLimit(filters.page, filters.size);
  if (hasSearch(filters)) return searchItems(ctx, actor, filters, seesAll, cap);
  const statements = preparedList(ctx.db, filters, seesAll);
  const params = listParams(filters, actor.memberIdx, cap + 1, labToday(ctx));
  const rows = await statements.page.execute(params);
  let n = rows[0]?.matchCount ?? null;
  // A first page that is not full already holds every match: no need to count them.
  if (n === null && filters.page === 1 && rows.length < filters.size) n = rows.length;
  if (n === null) n = (await statements.count.execute(params))[0]?.n ?? 0;
  return pageOf(filters, rows.map(toListItem), n, cap, isUnfiltered(filters));
}

/** The answer: the total is exact unless more than the cap matched. */
function pageOf(filters: InventoryListFilters, items: InventoryListItem[], n: number, cap: number, exact: boolean) {
  const totalExact = exact || n <= cap;
  return { items, total: totalExact ? n : cap, totalExact, page: filters.page, size: filters.size };
}

/** Entries of the list a search walks per match it needs (at least 1% of the entries must match). */
const walkedPerMatch = 100;

/**
 * The guessed share of matching items (search-sample.ts) from which a search counts its matches
 * by walking the list instead of through the trigram index: about where the index's bitmap of
 * every match starts to cost more than walking to the cap (docs/inventory-search.md; a 12%
 * two-word search of bench:inventory's 100,000 items: 10 instead of 21 ms).
 */
const walkCountedShare = 0.04;

/** Whether the search's walk reads the list index alone (newest or oldest first, in use or disused, no filter). */
function walksIndexAlone(filters: InventoryListFilters): boolean {
  return (
    filters.sort === "addedDate" &&
    filters.state !== "all" &&
    !filters.inventoryGroup &&
    !filters.location &&
    !filters.alert &&
    filters.bookmarked === undefined
  );
}

/**
 * A page of a search. One word fragment in the default list goes by words (word-search.ts);
 * otherwise (search-query.ts) matches are counted up to the cap: when there are no more, their
 * page comes with the count. Otherwise they are many: the page is found by walking the list in
 * order, or, when too few lie near its start, among all of them.
 */
async function searchItems(
  ctx: AppContext,
  actor: Actor,
  filters: InventoryListFilters & { q: string },
  seesAll: boolean,
  cap: number,
): Promise<InventoryPage> {
  const counted = listParams(filters, actor.memberIdx, cap + 1, labToday(ctx));
  if (searchesByWords(filters)) {
    const byWords = await searchByWords(ctx.db, filters, counted, seesAll);
    if (byWords) return pageOf(filters, byWords.items, byWords.n, cap, false);
  }
  const statements = preparedSearch(ctx.db, filters, seesAll);
  const offset = (filters.page - 1) * filters.size;
  const params = { ...counted, maxRows: walkedPerMatch * (offset + filters.size) };
  const rowsOf = async (keys: string[]) => (keys.length > 0 ? statements.rows.execute({ ...params, keys }) : []);
  const share = walksIndexAlone(filters) ? searchShare(ctx.db, filters.groupIdx, searchTerm(filters.q)) : undefined;
  if (share !== undefined && share >= walkCountedShare) {
    // Common: walk about twice the entries the guess needs for the cap. Meeting it, the page is
    // among the matches walked; otherwise the guess was wrong, and the search goes the usual way.
    const counted = await statements.walk.execute({ ...params, maxRows: Math.ceil((2 * (cap + 1)) / share) });
    const n = counted[0]?.matchCount ?? 0;
    if (n > cap) return pageOf(filters, counted.map(toListItem), n, cap, false);
  }
  if (!searchOf(filters.q).indexed) {
    // One character, or punctuation alone: no index finds it. Walk the whole list, counting.
    const whole = { ...params, maxRows: Number.MAX_SAFE_INTEGER };
    const rows = await statements.walk.execute(whole);
    const n = rows[0]?.matchCount ?? (await statements.walkCount.execute(whole))[0]?.n ?? 0;
    return pageOf(filters, rows.map(toListItem), n, cap, false);
  }
  const found = await statements.candidates.execute(params);
  const n =
    found[0]?.n ??
    (offset > 0 ? ((await statements.candidates.execute({ ...params, offset: 0, limit: 1 }))[0]?.n ?? 0) : 0);
  // Walking stops at the page's last match.
  const pageEnd = { ...params, countLimit: offset + filters.size };
  let rows = n <= cap ? await rowsOf(found.map((row) => row.rowKey)) : await statements.walk.execute(pageEnd);
  // More than the cap match, so the page is full: fewer means the walk stopped at maxRows.
  if (n > cap && rows.length < filters.size) {
    rows = await rowsOf((await statements.everyMatch.execute(params)).map((row) => row.rowKey));
  }
  return pageOf(filters, rows.map(toListItem), n, cap, false);
}

/**
 * Pages through every matching item in list order, whole, for export; never holds more than one
 * batch (5,000 items, a few MB). Each batch walks the list from its start to its offset, so fewer,
 * larger batches walk less: 95,000 items exported in 20 instead of 36 s with batches of 1,000.
 */
export async function* eachItem(ctx: AppContext, actor: Actor, filters: ListFilters, batch = 5000) {
  const standing = await requireGroup(ctx.db, actor, filters.groupIdx, "inventory.read");
  const seesAll = seesAllPrivate(actor, standing);
  const values = valuesOf(filters, actor.memberIdx, labToday(ctx));
  for (let offset = 0; ; offset += batch) {
    const rows: ItemRecord[] = await selectItems(ctx.db, actor.memberIdx)
      .where(listConditions(filters, values, seesAll))
      .orderBy(...listOrder(filters))
      .limit(batch)
      .offset(offset);
    for (const row of rows) yield toItem(row);
    if (rows.length < batch) return;
  }
}

const facetMax = 500;

/** Distinct values of an indexed column, one index probe per value (a loose index scan). */
async function distinctValues(
  db: Db,
  column: AnyPgColumn,
  groupIdx: number,
  disused: boolean,
  visible: SQL | undefined,
): Promise<string[]> {
  const extra = visible ? sql` AND ${visible}` : sql``;
  // Both drivers answer execute() with `{ rows }`.
  const result = (await db.execute(sql`
    WITH RECURSIVE found AS (
      (SELECT ${column} AS value FROM ${inventoryItems}
        WHERE ${inventoryItems.groupIdx} = ${groupIdx} AND ${inventoryItems.disused} = ${disused}
          AND ${column} IS NOT NULL${extra}
        ORDER BY ${column} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${column} FROM ${inventoryItems}
        WHERE ${inventoryItems.groupIdx} = ${groupIdx} AND ${inventoryItems.disused} = ${disused}
          AND ${column} > found.value${extra}
        ORDER BY ${column} LIMIT 1)
      FROM found WHERE found.value IS NOT NULL
    )
    SELECT value FROM found WHERE value IS NOT NULL LIMIT ${facetMax}`)) as unknown as { rows: { value: string }[] };
  return result.rows.map((row) => row.value);
}

/** The locations and inventory groups the list's filters offer (in use and disused items). */
export async function listFacets(ctx: AppContext, actor: Actor, groupIdx: number): Promise<InventoryFacets> {
  const standing = await requireGroup(ctx.db, actor, groupIdx, "inventory.read");
  const visible = visibleTo(actor.memberIdx, seesAllPrivate(actor, standing));
  const values = async (column: AnyPgColumn) => {
    const [active, disused] = await Promise.all([
      distinctValues(ctx.db, column, groupIdx, false, visible),
      distinctValues(ctx.db, column, groupIdx, true, visible),
    ]);
    return [...new Set([...active, ...disused])].sort().slice(0, facetMax);
  };
  const [locations, inventoryGroups] = await Promise.all([
    values(inventoryItems.location),
    values(inventoryItems.inventoryGroup),
  ]);
  return { locations, inventoryGroups };
}

const itemUrlPattern = /\/inventory\/experiment\/([a-z2-7]{12})(?:[/?#]|$)/;

/**
 * Items a scanned code names: the item URL of a label's QR code, or an exact pin number,
 * custom pin or barcode (disused items too: a scanned bottle should always be found).
 */
export async function findByCode(
  ctx: AppContext,
  actor: Actor,
  query: { groupIdx: number; code: string },
): Promise<{ items: InventoryItem[] }> {
  const standing = await requireGroup(ctx.db, actor, query.groupIdx, "inventory.read");
  const code = query.code.trim();
  const fromUrl = itemUrlPattern.exec(code)?.[1];
  const matches = fromUrl
    ? eq(inventoryItems.rowKey, fromUrl)
    : or(
        eq(inventoryItems.pinNo, code.toUpperCase()),
        eq(inventoryItems.customPin, code),
        eq(inventoryItems.barcode, code),
      );
  const rows = await selectItems(ctx.db, actor.memberIdx)
    .where(
      and(
        eq(inventoryItems.groupIdx, query.groupIdx),
        visibleTo(actor.memberIdx, seesAllPrivate(actor, standing)),
        matches,
      ),
    )
    .orderBy(
      sql`(${inventoryItems.pinNo} = ${code.toUpperCase()}) DESC`,
      sql`(${inventoryItems.customPin} = ${code}) DESC`,
      asc(inventoryItems.disused),
      desc(inventoryItems.addedAt),
    )
    .limit(20);
  return { items: rows.map(toItem) };
}

/** What the print pages need for the asked items, in the order asked; items the actor may not see are left out. */
export async function labelsFor(
  ctx: AppContext,
  actor: Actor,
  query: { rowKeys: string[]; pinNos: string[] },
  origin: string,
): Promise<{ labels: InventoryLabel[] }> {
  const wanted: SQL[] = [];
  if (query.rowKeys.length > 0) wanted.push(inArray(inventoryItems.rowKey, query.rowKeys));
  if (query.pinNos.length > 0) wanted.push(inArray(inventoryItems.pinNo, query.pinNos));
  const rows = await selectItemsWithStanding(ctx.db, actor.memberIdx).where(or(...wanted));
  const visible = rows.filter((row) => itemDecision(actor, standingOf(row.isManager), row, "inventory.read").allowed);
  const order = [...query.rowKeys, ...query.pinNos];
  const rank = (row: ItemRecord) => {
    const byKey = order.indexOf(row.rowKey);
    return byKey >= 0 ? byKey : order.indexOf(row.pinNo);
  };
  visible.sort((a, b) => rank(a) - rank(b));
  return {
    labels: visible.map((row) => {
      const path = `/inventory/experiment/${row.rowKey}`;
      return {
        rowKey: row.rowKey,
        name: row.name,
        nameEn: row.nameEn,
        casNo: row.casNo,
        amount: row.amount,
        unit: row.unit,
        amountText: formatAmount(row.amount, row.unit),
        pictograms: row.caution.pictograms,
        hazardStatements: row.caution.hazardStatements,
        restricted: row.restricted,
        openedOn: row.openedOn,
        expiresDue: row.expiresDue,
        pinNo: row.pinNo,
        customPin: row.customPin,
        location: row.location,
        path,
        url: `${origin.replace(/\/+$/, "")}${path}`,
      };
    }),
  };
}
