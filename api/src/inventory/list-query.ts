// The inventory list's SQL: its conditions, order, page and count. The values it compares with
// are either the request's own or placeholders, so that each shape of list is built once
// (preparedList) instead of on every request, and a page without a search is also planned once.
import { and, asc, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { expiringWithinDays, type InventoryListFilters, type InventorySortKey } from "@enote/shared";
import type { Db } from "../db/client";
import { preparedPerKey, unseenPlaceholder } from "../db/prepared";
import { preparedRows } from "../db/rows";
import { groups, inventoryAlerts, inventoryBookmarks, inventoryCounts, inventoryItems } from "../db/schema";
import { containsPattern, escapeLike } from "../lib/like";
import { callersBookmark, selectListItems, visibleTo } from "./items";

/** The list's filters, without paging (export takes the same). */
export type ListFilters = Omit<InventoryListFilters, "page" | "size">;

type Value<T> = T | Placeholder;

/**
 * What the list's SQL compares with. `filters` decides the query's shape (which conditions, which
 * order); these are the values in it: the request's own, or a prepared statement's placeholders.
 */
export interface ListValues {
  groupIdx: Value<number>;
  memberIdx: Value<number>;
  inventoryGroup?: Value<string>;
  location?: Value<string>;
  /** The search's LIKE pattern on its indexed column (searchOf). */
  pattern?: Value<string>;
  /** The search as the text spells it (searchTerm), for matching row by row: "contains" is strpos > 0. */
  term?: Value<string>;
  /** The lab's day (YYYY-MM-DD in ENOTE_TIME_ZONE), for the expiry filters. */
  today?: Value<string>;
}

/** The request's own values; `today` is the lab's day (labToday). */
export function valuesOf(filters: ListFilters, memberIdx: number, today: string): ListValues {
  return {
    groupIdx: filters.groupIdx,
    memberIdx,
    today,
    inventoryGroup: filters.inventoryGroup,
    location: filters.location,
    pattern: hasSearch(filters) ? searchOf(filters.q).pattern : undefined,
    term: hasSearch(filters) ? searchTerm(filters.q) : undefined,
  };
}

/** The search as the indexed text spells it: lower-cased, control characters blanked, trimmed. */
export function searchTerm(q: string): string {
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
 * What a search matches, and how. Three or more characters: a fragment of search_text, which
 * its trigram index finds. Exactly two (without a space): the pair as a whole word of
 * search_bigrams, which the trigram index there finds; the text contains the pair exactly when
 * that word is there. One character, or no letter or digit at all ("---"): a fragment of
 * search_text that no index finds (`indexed` false: the trigram index keeps letters and digits).
 */
export function searchOf(q: string): { column: "searchBigrams" | "searchText"; pattern: string; indexed: boolean } {
  const term = searchTerm(q);
  const indexed = [...term].length > 1 && /[\p{L}\p{N}]/u.test(term);
  if ([...term].length === 2 && !/\s/.test(term))
    return { column: "searchBigrams", pattern: `% ${escapeLike(term)} %`, indexed };
  return { column: "searchText", pattern: containsPattern(term), indexed };
}

const sortColumns = {
  name: inventoryItems.name,
  casNo: inventoryItems.casNo,
  pinNo: inventoryItems.pinSeq,
  location: inventoryItems.location,
  addedDate: inventoryItems.addedAt,
  amount: inventoryItems.amount,
} satisfies Record<InventorySortKey, unknown>;

/** The column the list is sorted by. */
function sortColumn(filters: Pick<ListFilters, "sort">) {
  return sortColumns[filters.sort];
}

/** The list's direction, for ORDER BY of the sort key and then row_key. */
export function listDirection(filters: Pick<ListFilters, "order">): typeof asc {
  return filters.order === "asc" ? asc : desc;
}

/** ORDER BY the sort key, then row_key in the same direction, so one index serves both orders. */
export function listOrder(filters: Pick<ListFilters, "sort" | "order">): SQL[] {
  const direction = listDirection(filters);
  return [direction(sortColumns[filters.sort]), direction(inventoryItems.rowKey)];
}

/**
 * The state as a constant of the statement, not a parameter: each state has statements of its own
 * (shapeOf), and a parameter let the planner see `true` (the few disused items) in a plan made for
 * a call and `either` in one made for any call, so it priced the latter dearer and planned the
 * disused list on every call (pg_prepared_statements: custom plans only, 2.7 instead of 2.0 ms).
 */
function stateCondition(column: AnyPgColumn, state: ListFilters["state"]): SQL | undefined {
  if (state === "active") return eq(column, sql`false`);
  if (state === "disused") return eq(column, sql`true`);
  return undefined;
}

export function hasSearch(filters: ListFilters): filters is ListFilters & { q: string } {
  return filters.q !== undefined && filters.q.trim() !== "";
}

/** WHERE of the list: group, state, visibility, the search, then each filter given. */
export function listConditions(filters: ListFilters, values: ListValues, seesAll: boolean): SQL | undefined {
  const search =
    hasSearch(filters) && values.pattern !== undefined
      ? sql`${inventoryItems[searchOf(filters.q).column]} LIKE ${values.pattern}`
      : undefined;
  return and(filterConditions(filters, values, seesAll), search);
}

/**
 * WHERE of the list without its search: group, state, visibility and each filter given (the
 * bookmark filter reads the caller's bookmark, left-joined).
 */
export function filterConditions(filters: ListFilters, values: ListValues, seesAll: boolean): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(inventoryItems.groupIdx, values.groupIdx),
    stateCondition(inventoryItems.disused, filters.state),
    visibleTo(values.memberIdx, seesAll),
  ];
  if (filters.inventoryGroup && values.inventoryGroup !== undefined) {
    conditions.push(eq(inventoryItems.inventoryGroup, values.inventoryGroup));
  }
  if (filters.location && values.location !== undefined) {
    conditions.push(eq(inventoryItems.location, values.location));
  }
  if (filters.bookmarked === true) conditions.push(sql`${inventoryBookmarks.memberIdx} IS NOT NULL`);
  if (filters.bookmarked === false) conditions.push(sql`${inventoryBookmarks.memberIdx} IS NULL`);
  if (filters.alert) conditions.push(alertCondition(filters.alert, values));
  return and(...conditions);
}

/**
 * The alert filters. Expiry reads the due day (its partial index on group, state and due day):
 * expired the day after it is due, expiring from 30 days before through the due day
 * (expiryState). Below the level is the state the last change or check recorded (inventory_alerts),
 * as the level may count other bottles; the partial index on levelled items finds the candidates.
 */
function alertCondition(alert: NonNullable<ListFilters["alert"]>, values: ListValues): SQL {
  const due = inventoryItems.expiresDue;
  if (alert === "expired") return sql`${due} < ${values.today}::date`;
  if (alert === "expiring") {
    return sql`${due} >= ${values.today}::date AND ${due} <= ${values.today}::date + ${sql.raw(String(expiringWithinDays))}`;
  }
  return sql`${inventoryItems.lowStockAmount} IS NOT NULL AND EXISTS (SELECT 1 FROM ${inventoryAlerts} WHERE ${inventoryAlerts.rowKey} = ${inventoryItems.rowKey} AND ${inventoryAlerts.kind} = 'lowStock')`;
}

export function isUnfiltered(filters: ListFilters): boolean {
  return (
    !hasSearch(filters) &&
    filters.bookmarked === undefined &&
    !filters.inventoryGroup &&
    !filters.location &&
    !filters.alert
  );
}

/**
 * The listed items' key, sort value and search text (search_head), the caller's bookmark
 * left-joined only when filtered by it. Add WHERE. (A subquery's unused columns are not read.)
 */
export function listed(db: Db, filters: ListFilters, values: ListValues) {
  let rows = db
    .select({
      rowKey: inventoryItems.rowKey,
      sortValue: sql`${sortColumn(filters)}`.as("sort_value"),
      searchHead: inventoryItems.searchHead,
    })
    .from(inventoryItems)
    .$dynamic();
  if (filters.bookmarked !== undefined) rows = rows.leftJoin(inventoryBookmarks, callersBookmark(values.memberIdx));
  return rows;
}

/**
 * The first `n` entries of the list in its order (listed's columns), as a subquery. A list of both
 * states merges the first `n` in use and the first `n` disused, each read in order from its list
 * index: one index gives the order of one state only (its key begins with the state), and without
 * the merge both lists were read whole and sorted for every page of 100,000 items.
 */
export function firstEntries(db: Db, filters: ListFilters, values: ListValues, seesAll: boolean, n: Value<number>) {
  const ofState = (state: ListFilters["state"]) =>
    listed(db, { ...filters, state }, values)
      .where(filterConditions({ ...filters, state }, values, seesAll))
      .orderBy(...listOrder(filters))
      .limit(n);
  if (filters.state !== "all") return ofState(filters.state).as("entries");
  const both = ofState("active").unionAll(ofState("disused")).as("both_states");
  const direction = listDirection(filters);
  return db
    .select({ rowKey: both.rowKey, sortValue: both.sortValue, searchHead: both.searchHead })
    .from(both)
    .orderBy(direction(both.sortValue), direction(both.rowKey))
    .limit(n)
    .as("entries");
}

interface Window {
  limit: Value<number>;
  offset: Value<number>;
  /** The count to select beside every row (countOfItems), if any. */
  count?: SQL<number>;
}

function withCount(window: Window) {
  return { matchCount: (window.count ?? sql<number | null>`null`).as("match_count") };
}

/**
 * A page of the list's rows without a search, in list order. Of both states, the page is among
 * the first entries up to its end (firstEntries).
 */
function plainPage(db: Db, filters: ListFilters, values: ListValues, seesAll: boolean, window: Window) {
  const rows = selectListItems(db, values.memberIdx, withCount(window)).$dynamic();
  const paged = (query: typeof rows) =>
    query
      .orderBy(...listOrder(filters))
      .limit(window.limit)
      .offset(window.offset);
  if (filters.state !== "all") return paged(rows.where(listConditions(filters, values, seesAll)));
  const entries = firstEntries(db, filters, values, seesAll, pageEnd(window));
  return paged(rows.innerJoin(entries, eq(entries.rowKey, inventoryItems.rowKey)));
}

/**
 * Where the page ends, as a LIMIT: drizzle types a limit as a number or a placeholder, and renders
 * any SQL given (as unseenPlaceholder does).
 */
function pageEnd(window: Window): Placeholder {
  return sql`(${window.limit} + ${window.offset})` as unknown as Placeholder;
}

/**
 * How many items match, as a scalar subquery (a query that selects it computes it once).
 * Unfiltered lists read the trigger-kept counts (exact); a filtered one counts matching rows
 * up to `countLimit` (the cap + 1, so the caller can say whether it stopped at the cap).
 */
function countOfItems(
  db: Db,
  filters: ListFilters,
  values: ListValues,
  seesAll: boolean,
  countLimit: Value<number>,
): SQL<number> {
  if (isUnfiltered(filters)) {
    const counted = db
      .select({ n: sql<number>`coalesce(sum(${inventoryCounts.n}), 0)::int` })
      .from(inventoryCounts)
      .where(
        and(
          eq(inventoryCounts.groupIdx, values.groupIdx),
          stateCondition(inventoryCounts.disused, filters.state),
          seesAll
            ? undefined
            : sql`(NOT ${inventoryCounts.isPrivate} OR ${inventoryCounts.creatorIdx} = ${values.memberIdx})`,
        ),
      );
    return sql<number>`(${counted})`;
  }
  const matches = listed(db, filters, values)
    .where(listConditions(filters, values, seesAll))
    .limit(countLimit)
    .as("matches");
  return sql<number>`(${db.select({ n: sql<number>`count(*)::int` }).from(matches)})`;
}

/** The count alone: the group's own row (requireGroup found it) carries it. */
function countQuery(db: Db, groupIdx: Value<number>, count: SQL<number>) {
  return db.select({ n: count }).from(groups).where(eq(groups.groupIdx, groupIdx));
}

/**
 * The page and count statements of one shape of list without a search, built once per database
 * and named, so each connection parses them once. The page's LIMIT and OFFSET are hidden from the
 * planner (unseenPlaceholder): seeing them, it found a plan for unknown values dearer and planned
 * each call anew (pg_prepared_statements: custom plans only), although the plan is the same either
 * way (an index in list order, or the one on inventory group and location). (A search has
 * statements of its own: search-query.ts.)
 */
const listStatements = preparedPerKey((db, { filters, seesAll }: { filters: ListFilters; seesAll: boolean }) =>
  prepareList(db, filters, seesAll, `inventory_list_${shapeOf(filters, seesAll)}`),
);

const placeholders: ListValues = {
  groupIdx: sql.placeholder("groupIdx"),
  memberIdx: sql.placeholder("memberIdx"),
  inventoryGroup: sql.placeholder("inventoryGroup"),
  location: sql.placeholder("location"),
  pattern: sql.placeholder("pattern"),
  term: sql.placeholder("term"),
  today: sql.placeholder("today"),
};

/** The placeholders of a prepared list statement, named as `listParams` names their values. */
export function listPlaceholders(): ListValues {
  return placeholders;
}

function prepareList(db: Db, filters: ListFilters, seesAll: boolean, name: string) {
  // The count's limit is hidden too: seeing it, the planner priced a count of an inventory group
  // below the plan for any limit and planned it on every call (0.53 instead of 0.29 ms).
  const count = countOfItems(db, filters, placeholders, seesAll, unseenPlaceholder("countLimit"));
  const window = { limit: unseenPlaceholder("limit"), offset: unseenPlaceholder("offset") };
  const page = plainPage(db, filters, placeholders, seesAll, {
    ...window,
    count: isUnfiltered(filters) ? count : undefined,
  });
  return {
    page: preparedRows(db, page, `${name}_page`),
    count: countQuery(db, placeholders.groupIdx, count).prepare(`${name}_count`),
  };
}

/**
 * A short name of a list's shape: visibility, state, the searched column, filters, sort and
 * order (the values are the statements' parameters). Statement names built from it stay within
 * PostgreSQL's 63 bytes.
 */
export function shapeOf(filters: ListFilters, seesAll: boolean): string {
  const bookmarked = filters.bookmarked === undefined ? "a" : filters.bookmarked ? "b" : "n";
  const search = hasSearch(filters) ? (searchOf(filters.q).column === "searchBigrams" ? "b" : "t") : "";
  return [
    seesAll ? "all" : "own",
    filters.state,
    search,
    filters.inventoryGroup ? "g" : "",
    filters.location ? "l" : "",
    filters.alert ? { expired: "x", expiring: "s", lowStock: "w" }[filters.alert] : "",
    bookmarked,
    filters.sort,
    filters.order,
  ].join("_");
}

/** The prepared page and count of this shape of list without a search; run them with `listParams`. */
export function preparedList(db: Db, filters: ListFilters, seesAll: boolean) {
  return listStatements(db, shapeOf(filters, seesAll), { filters, seesAll });
}

/** The values of a prepared list's placeholders for this request. */
export function listParams(filters: InventoryListFilters, memberIdx: number, countLimit: number, today: string) {
  return {
    ...valuesOf(filters, memberIdx, today),
    limit: filters.size,
    offset: (filters.page - 1) * filters.size,
    countLimit,
  };
}
