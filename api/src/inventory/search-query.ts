// The inventory list's search, in statements whose plans never depend on the pattern, so each is
// built and planned once per connection (named) instead of on every search:
//
// - candidates: up to `countLimit` matches through the search's trigram index, counted, and the
//   page of them in list order. When there are no more than the count's cap, that page is the
//   answer (a rare CAS fragment: ~10 matches).
// - walk: otherwise the matches are many, and the newest (or first, in the list's order) lie
//   near the start of the list: it walks the list in order, `maxRows` entries at most, matching
//   each one (in newest-first order from the index alone: search_head, migration 0014), and
//   reads the page's rows. A search guessed common (search-sample.ts) walks first, counting its
//   matches up to the cap as it goes: the cap is met after a few thousand entries, cheaper than
//   building the index's bitmap of thousands of matches.
// - every match: when the walk met too few matches in `maxRows` entries (hundreds of matches
//   scattered through a large list), all of them through the index, sorted.
// - rows: the rows of a page found by the candidates or every match.
//
// The pattern reaches the index as `(SELECT $n)`, a value the planner cannot see: the plan is the
// same for every pattern, and the candidates' count tells which way to go. (When the planner did
// see the pattern, it chose between these ways from sampled statistics, planning every search,
// and a chance misestimate walked a whole list for a rare fragment.) docs/inventory-search.md
// gives each way's figures.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { preparedPerKey, unseenTextArray } from "../db/prepared";
import { preparedRows } from "../db/rows";
import { inventoryItems } from "../db/schema";
import { selectListItems, visibleTo } from "./items";
import {
  filterConditions,
  firstEntries,
  listDirection,
  listed,
  listOrder,
  listPlaceholders,
  searchOf,
  shapeOf,
  type ListFilters,
  type ListValues,
} from "./list-query";

/** The search statements' own values, beside the list's (ListValues). */
const window = {
  limit: sql.placeholder("limit"),
  offset: sql.placeholder("offset"),
  countLimit: sql.placeholder("countLimit"),
  maxRows: sql.placeholder("maxRows"),
};

/** The search on its trigram index, with the pattern as a value the plan does not depend on. */
function indexedSearch(filters: ListFilters & { q: string }, values: ListValues): SQL {
  return sql`${inventoryItems[searchOf(filters.q).column]} LIKE (SELECT ${values.pattern}::text)`;
}

/** Up to countLimit matches, counted (`n` on every row), and the asked page of them in list order. */
function candidates(db: Db, filters: ListFilters & { q: string }, values: ListValues, seesAll: boolean) {
  const found = listed(db, filters, values)
    .where(and(filterConditions(filters, values, seesAll), indexedSearch(filters, values)))
    .limit(window.countLimit)
    .as("found");
  const direction = listDirection(filters);
  return db
    .select({ rowKey: found.rowKey, n: sql<number>`(count(*) OVER ())::int`.as("n") })
    .from(found)
    .orderBy(direction(found.sortValue), direction(found.rowKey))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The list in order, `maxRows` entries at most (firstEntries). In newest-first order with no
 * filter but the visibility, the list index carries all the walk reads: it reads no row.
 */
function walked(db: Db, filters: ListFilters, values: ListValues, seesAll: boolean) {
  return firstEntries(db, filters, values, seesAll, window.maxRows);
}

/**
 * Whether a walked entry matches: its search text in the index does, or, for the rare text too
 * long for the index (search_head null), the text read from its row does. strpos, not LIKE: the
 * same "contains", found faster (an entry: 0.13 instead of 0.18 µs on PostgreSQL). Written as an equality, which the planner guesses rare (0.5%, as it guesses
 * an unknown LIKE): `strpos(…) > 0`, guessed at 33%, made a plan for unknown values look dear,
 * and the walk was planned anew on every call.
 */
function walkedMatch(db: Db, entry: ReturnType<typeof walked>, values: ListValues): SQL {
  const whole = alias(inventoryItems, "whole_item");
  const wholeText = db.select({ text: whole.searchText }).from(whole).where(eq(whole.rowKey, entry.rowKey));
  const contains = (text: SQL) => sql`least(strpos(${text}, ${values.term}), 1) = 1`;
  // coalesce: least() skips a null, so a head too long for the index (null) matched every term.
  return sql`(${contains(sql`coalesce(${entry.searchHead}, '')`)} OR (${entry.searchHead} IS NULL AND ${contains(sql`(${wholeText})`)}))`;
}

/**
 * The first countLimit matches among the first maxRows entries of the list, counted (`matchCount`
 * on every row), with the rows of the asked page of them, in list order. It counts the matches of
 * a search so common that walking is cheaper than the index (search-sample.ts) and of one no index
 * serves; given a countLimit that ends at the page, it finds the page of a search with many matches.
 */
function walk(db: Db, filters: ListFilters, values: ListValues, seesAll: boolean) {
  const entry = walked(db, filters, values, seesAll);
  const direction = listDirection(filters);
  const matches = db
    .select({ rowKey: entry.rowKey, sortValue: entry.sortValue })
    .from(entry)
    .where(walkedMatch(db, entry, values))
    .orderBy(direction(entry.sortValue), direction(entry.rowKey))
    .limit(window.countLimit)
    .as("matches");
  const keys = db
    .select({ rowKey: matches.rowKey, n: sql<number>`(count(*) OVER ())::int`.as("n") })
    .from(matches)
    .orderBy(direction(matches.sortValue), direction(matches.rowKey))
    .limit(window.limit)
    .offset(window.offset)
    .as("page_keys");
  return selectListItems(db, values.memberIdx, { matchCount: sql<number>`${keys.n}`.as("match_count") })
    .innerJoin(keys, eq(keys.rowKey, inventoryItems.rowKey))
    .orderBy(...listOrder(filters));
}

/** Matches among the first maxRows entries, counted up to countLimit (a page past the last match has no row to carry it). */
function walkCount(db: Db, filters: ListFilters, values: ListValues, seesAll: boolean) {
  const entry = walked(db, filters, values, seesAll);
  const matches = db
    .select({ one: sql`1` })
    .from(entry)
    .where(walkedMatch(db, entry, values))
    .limit(window.countLimit)
    .as("matches");
  return db.select({ n: sql<number>`count(*)::int`.as("n") }).from(matches);
}

/** The asked page of every match, found through the index and sorted. */
function everyMatch(db: Db, filters: ListFilters & { q: string }, values: ListValues, seesAll: boolean) {
  // OFFSET 0 keeps the planner from walking the list's order instead: this runs when that failed.
  const found = listed(db, filters, values)
    .where(and(filterConditions(filters, values, seesAll), indexedSearch(filters, values)))
    .offset(0)
    .as("found");
  const direction = listDirection(filters);
  return db
    .select({ rowKey: found.rowKey })
    .from(found)
    .orderBy(direction(found.sortValue), direction(found.rowKey))
    .limit(window.limit)
    .offset(window.offset);
}

/** The rows of a page's keys (still in the group and visible to the caller), in list order. */
function rowsOfKeys(db: Db, filters: ListFilters, values: ListValues, seesAll: boolean) {
  return selectListItems(db, values.memberIdx, {})
    .where(
      and(
        eq(inventoryItems.groupIdx, values.groupIdx),
        visibleTo(values.memberIdx, seesAll),
        sql`${inventoryItems.rowKey} = ANY(${unseenTextArray("keys")})`,
      ),
    )
    .orderBy(...listOrder(filters));
}

function prepareSearch(db: Db, filters: ListFilters & { q: string }, seesAll: boolean) {
  const values = listPlaceholders();
  const name = (kind: string) => `inv_s_${shapeOf(filters, seesAll)}_${kind}`;
  return {
    candidates: candidates(db, filters, values, seesAll).prepare(name("cand")),
    walkCount: walkCount(db, filters, values, seesAll).prepare(name("wcount")),
    walk: preparedRows(db, walk(db, filters, values, seesAll), name("walk")),
    everyMatch: everyMatch(db, filters, values, seesAll).prepare(name("all")),
  };
}

type Shape = { filters: ListFilters & { q: string }; seesAll: boolean };
const searchStatements = preparedPerKey((db, { filters, seesAll }: Shape) => prepareSearch(db, filters, seesAll));
// The rows of given keys depend only on the visibility and the order.
const rowStatements = preparedPerKey((db, { filters, seesAll }: Shape) =>
  preparedRows(db, rowsOfKeys(db, filters, listPlaceholders(), seesAll), rowsName(filters, seesAll)),
);

function rowsName(filters: ListFilters, seesAll: boolean): string {
  return `inv_rows_${seesAll ? "all" : "own"}_${filters.sort}_${filters.order}`;
}

/** The prepared statements of this shape of search (see the top of this file). */
export function preparedSearch(db: Db, filters: ListFilters & { q: string }, seesAll: boolean) {
  const shape = { filters, seesAll };
  return {
    ...searchStatements(db, shapeOf(filters, seesAll), shape),
    rows: rowStatements(db, rowsName(filters, seesAll), shape),
  };
}
