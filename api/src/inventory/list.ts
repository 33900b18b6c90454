import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  formatAmount,
  inventoryCountLimit,
  type InventoryFacets,
  type InventoryItem,
  type InventoryLabel,
  type InventoryListFilters,
  type InventoryPage,
  type InventorySortKey,
} from "@enote/shared";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { groupMembers, groups, inventoryBookmarks, inventoryCounts, inventoryItems, members } from "../db/schema";
import { standingOf } from "../groups/queries";
import { containsPattern, escapeLike } from "../lib/like";
import { itemDecision, requireGroup, seesAllPrivate } from "./access";
import {
  callersBookmark,
  itemSelection,
  selectItems,
  selectListItems,
  toItem,
  toListItem,
  visibleTo,
  type ItemRecord,
} from "./items";

/** The list's filters, without paging (export takes the same). */
export type ListFilters = Omit<InventoryListFilters, "page" | "size">;

/** The search as the indexed text spells it: lower-cased, control characters blanked, trimmed. */
function searchTerm(q: string): string {
  return q
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .toLowerCase();
}

/** `LIKE` pattern for "contains q", lower-cased like the indexed text. */
export function searchPattern(q: string): string {
  return containsPattern(searchTerm(q));
}

/**
 * The search condition. Three or more characters: the trigram index on search_text. Exactly two
 * (without a space): the pair is a whole word of search_bigrams, which the trigram index there
 * finds; the text contains the pair exactly when that word is there. One character: a scan.
 */
function searchCondition(q: string): SQL {
  const term = searchTerm(q);
  if ([...term].length === 2 && !/\s/.test(term)) {
    return sql`${inventoryItems.searchBigrams} LIKE ${`% ${escapeLike(term)} %`}`;
  }
  return sql`${inventoryItems.searchText} LIKE ${containsPattern(term)}`;
}

const sortColumns = {
  name: inventoryItems.name,
  casNo: inventoryItems.casNo,
  pinNo: inventoryItems.pinSeq,
  location: inventoryItems.location,
  addedDate: inventoryItems.addedAt,
  amount: inventoryItems.amount,
} satisfies Record<InventorySortKey, unknown>;

/** ORDER BY the sort key, then row_key in the same direction, so one index serves both orders. */
export function listOrder(filters: Pick<ListFilters, "sort" | "order">): SQL[] {
  const direction = filters.order === "asc" ? asc : desc;
  return [direction(sortColumns[filters.sort]), direction(inventoryItems.rowKey)];
}

function stateCondition(state: ListFilters["state"]): SQL | undefined {
  if (state === "active") return eq(inventoryItems.disused, false);
  if (state === "disused") return eq(inventoryItems.disused, true);
  return undefined;
}

function hasSearch(filters: ListFilters): filters is ListFilters & { q: string } {
  return filters.q !== undefined && filters.q.trim() !== "";
}

/** WHERE of the list: group, state, visibility, then each filter given. */
export function listConditions(filters: ListFilters, memberIdx: number, seesAll: boolean): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(inventoryItems.groupIdx, filters.groupIdx),
    stateCondition(filters.state),
    visibleTo(memberIdx, seesAll),
  ];
  if (hasSearch(filters)) {
    conditions.push(searchCondition(filters.q));
  }
  if (filters.inventoryGroup) conditions.push(eq(inventoryItems.inventoryGroup, filters.inventoryGroup));
  if (filters.location) conditions.push(eq(inventoryItems.location, filters.location));
  if (filters.bookmarked === true) conditions.push(sql`${inventoryBookmarks.memberIdx} IS NOT NULL`);
  if (filters.bookmarked === false) conditions.push(sql`${inventoryBookmarks.memberIdx} IS NULL`);
  return and(...conditions);
}

function isUnfiltered(filters: ListFilters): boolean {
  return !hasSearch(filters) && filters.bookmarked === undefined && !filters.inventoryGroup && !filters.location;
}

/** The row keys of the matching items (the caller's bookmarks joined only when filtered by them). */
function matchingKeys(db: Db, filters: ListFilters, memberIdx: number, seesAll: boolean) {
  let matching = db.select({ rowKey: inventoryItems.rowKey }).from(inventoryItems).$dynamic();
  if (filters.bookmarked !== undefined) {
    matching = matching.leftJoin(inventoryBookmarks, callersBookmark(memberIdx));
  }
  return matching.where(listConditions(filters, memberIdx, seesAll));
}

/**
 * A page of the list's rows, with `count` as a column of every row when given. A search first
 * picks the page's row keys, then reads their rows: when the search index finds the matches (a
 * two-letter Korean word: thousands of them), only the keys are sorted, not thousands of joined
 * rows (PostgreSQL at 100,000 items, "톨루": 2.6 ms; walking the list's order instead tested the
 * long bigram column of ~1,700 rows at ~9 µs each).
 */
function pageOfItems(
  db: Db,
  filters: ListFilters,
  memberIdx: number,
  seesAll: boolean,
  window: { limit: number; offset: number; count?: SQL<number> },
) {
  const extra = { matchCount: (window.count ?? sql<number | null>`null`).as("match_count") };
  if (!hasSearch(filters)) {
    return selectListItems(db, memberIdx, extra)
      .where(listConditions(filters, memberIdx, seesAll))
      .orderBy(...listOrder(filters))
      .limit(window.limit)
      .offset(window.offset);
  }
  const keys = matchingKeys(db, filters, memberIdx, seesAll)
    .orderBy(...listOrder(filters))
    .limit(window.limit)
    .offset(window.offset)
    .as("page_keys");
  return selectListItems(db, memberIdx, extra)
    .innerJoin(keys, eq(keys.rowKey, inventoryItems.rowKey))
    .orderBy(...listOrder(filters));
}

/**
 * How many items match, as a scalar subquery (a query that selects it computes it once).
 * Unfiltered lists read the trigger-kept counts (exact); a search or filter counts matching rows
 * up to `cap` + 1, so the caller can say whether it stopped at the cap.
 */
function countOfItems(db: Db, filters: ListFilters, memberIdx: number, seesAll: boolean, cap: number): SQL<number> {
  if (isUnfiltered(filters)) {
    const states = filters.state === "active" ? [false] : filters.state === "disused" ? [true] : [false, true];
    const counted = db
      .select({ n: sql<number>`coalesce(sum(${inventoryCounts.n}), 0)::int` })
      .from(inventoryCounts)
      .where(
        and(
          eq(inventoryCounts.groupIdx, filters.groupIdx),
          inArray(inventoryCounts.disused, states),
          seesAll ? undefined : sql`(NOT ${inventoryCounts.isPrivate} OR ${inventoryCounts.creatorIdx} = ${memberIdx})`,
        ),
      );
    return sql<number>`(${counted})`;
  }
  const matches = matchingKeys(db, filters, memberIdx, seesAll)
    .limit(cap + 1)
    .as("matches");
  return sql<number>`(${db.select({ n: sql<number>`count(*)::int` }).from(matches)})`;
}

/**
 * One page of a group's items as the actor may see them. An unfiltered list's count (the
 * trigger-kept one) comes with the page in one query. A search's or filter's capped count is a
 * query of its own: inside the page's query it changed the page's plan (a two-letter Korean
 * search took 38 ms instead of 10 + 3 on PGlite at 100,000 items).
 */
export async function listItems(ctx: AppContext, actor: Actor, filters: InventoryListFilters): Promise<InventoryPage> {
  const standing = await requireGroup(ctx.db, actor, filters.groupIdx, "inventory.read");
  const seesAll = seesAllPrivate(actor, standing);
  const cap = inventoryCountLimit(filters.page, filters.size);
  const count = countOfItems(ctx.db, filters, actor.memberIdx, seesAll, cap);
  const unfiltered = isUnfiltered(filters);
  const rows = await pageOfItems(ctx.db, filters, actor.memberIdx, seesAll, {
    limit: filters.size,
    offset: (filters.page - 1) * filters.size,
    count: unfiltered ? count : undefined,
  });
  let n = rows[0]?.matchCount ?? null;
  // A first page that is not full already holds every match: no need to count them.
  if (n === null && filters.page === 1 && rows.length < filters.size) n = rows.length;
  if (n === null) {
    // The group's own row (it exists: requireGroup found it) carries the count alone.
    const [row] = await ctx.db.select({ n: count }).from(groups).where(eq(groups.groupIdx, filters.groupIdx));
    n = row?.n ?? 0;
  }
  const exact = unfiltered || n <= cap;
  return {
    items: rows.map(toListItem),
    total: exact ? n : cap,
    totalExact: exact,
    page: filters.page,
    size: filters.size,
  };
}

/** Pages through every matching item in list order, whole, for export; never holds more than one batch. */
export async function* eachItem(ctx: AppContext, actor: Actor, filters: ListFilters, batch = 1000) {
  const standing = await requireGroup(ctx.db, actor, filters.groupIdx, "inventory.read");
  const seesAll = seesAllPrivate(actor, standing);
  for (let offset = 0; ; offset += batch) {
    const rows: ItemRecord[] = await selectItems(ctx.db, actor.memberIdx)
      .where(listConditions(filters, actor.memberIdx, seesAll))
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
  const rows = await ctx.db
    .select({ ...itemSelection, isManager: groupMembers.isManager })
    .from(inventoryItems)
    .innerJoin(members, eq(members.memberIdx, inventoryItems.creatorIdx))
    .leftJoin(inventoryBookmarks, callersBookmark(actor.memberIdx))
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupIdx, inventoryItems.groupIdx), eq(groupMembers.memberIdx, actor.memberIdx)),
    )
    .where(or(...wanted));
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
        pinNo: row.pinNo,
        customPin: row.customPin,
        location: row.location,
        path,
        url: `${origin.replace(/\/+$/, "")}${path}`,
      };
    }),
  };
}
