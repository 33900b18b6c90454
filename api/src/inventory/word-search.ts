// The inventory search by words (inventory_words, inventory_word_items: migration 0015), for the
// common search: one fragment of a word, without digits, in the default list (in use or disused,
// newest or oldest first, no filter). Its matching words are found among the group's words,
// and the items of each word are read newest (or oldest) first from the word's entries, as many
// as the count's cap asks: a search reads about as many entries as it counts and shows, where
// the other ways (search-query.ts) build a bitmap of every match or walk the list past the items
// that do not match.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { InventoryListFilters, InventoryListItem } from "@enote/shared";
import type { Db } from "../db/client";
import { preparedPerKey, unseenPlaceholder } from "../db/prepared";
import { preparedRows } from "../db/rows";
import { inventoryItems, inventoryWordItems, inventoryWords } from "../db/schema";
import { selectListItems, toListItem } from "./items";
import {
  listDirection,
  listOrder,
  listPlaceholders,
  searchOf,
  searchTerm,
  shapeOf,
  type ListFilters,
} from "./list-query";

/** A search matching more words than this goes the other ways: each word is a walk of its own. */
export const wordSearchMax = 16;

/**
 * Whether a search goes by words: the default list, and a term of two or more characters that are
 * neither spaces nor ASCII digits (a word, as inventory_words_of splits the text, holds all of
 * such a term wherever it occurs) nor any other space or control character.
 */
export function searchesByWords(filters: InventoryListFilters & { q: string }): boolean {
  const term = searchTerm(filters.q);
  return (
    filters.sort === "addedDate" &&
    filters.state !== "all" &&
    !filters.inventoryGroup &&
    !filters.location &&
    !filters.alert &&
    filters.bookmarked === undefined &&
    [...term].length >= 2 &&
    /^[\p{L}\p{M}\p{N}\p{P}\p{S}]+$/u.test(term) &&
    !/[0-9]/.test(term)
  );
}

/** Hidden from the planner (unseenPlaceholder): one plan serves every page and cap. */
const window = {
  limit: unseenPlaceholder("limit"),
  offset: unseenPlaceholder("offset"),
  countLimit: unseenPlaceholder("countLimit"),
};

/** The group's words containing the term (at most one more than wordSearchMax), as a WITH query. */
function matchingWords(db: Db, filters: ListFilters & { q: string }) {
  const values = listPlaceholders();
  const { column } = searchOf(filters.q);
  const searched = column === "searchBigrams" ? inventoryWords.bigrams : inventoryWords.word;
  return db.$with("words").as(
    db
      .select({ wordIdx: inventoryWords.wordIdx })
      .from(inventoryWords)
      .where(and(eq(inventoryWords.groupIdx, values.groupIdx), sql`${searched} LIKE (SELECT ${values.pattern}::text)`))
      .limit(wordSearchMax + 1),
  );
}

/**
 * The first `countLimit` entries of each matching word in list order, as one item each: every
 * match up to the cap is among them, and so is every item of the asked page (the page ends
 * before the cap). None when the term has more words than wordSearchMax.
 */
function matchedItems(db: Db, filters: ListFilters & { q: string }, seesAll: boolean) {
  const values = listPlaceholders();
  const words = matchingWords(db, filters);
  const entry = inventoryWordItems;
  const direction = listDirection(filters);
  const visible: SQL | undefined = seesAll
    ? undefined
    : sql`(NOT ${entry.isPrivate} OR ${entry.creatorIdx} = ${values.memberIdx})`;
  const entries = db
    .select({ rowKey: entry.rowKey, addedAt: entry.addedAt })
    .from(entry)
    .where(
      and(
        sql`${entry.wordIdx} = ${words.wordIdx}`,
        eq(entry.groupIdx, values.groupIdx),
        eq(entry.disused, sql.raw(filters.state === "disused" ? "true" : "false")),
        visible,
      ),
    )
    .orderBy(direction(entry.addedAt), direction(entry.rowKey))
    .limit(window.countLimit)
    .as("entries");
  const wordCount = sql<number>`(SELECT count(*) FROM ${words})::int`;
  const matched = db
    .selectDistinct({ rowKey: entries.rowKey, addedAt: entries.addedAt })
    .from(words)
    .crossJoinLateral(entries)
    .where(sql`${wordCount} <= ${wordSearchMax}`)
    .as("matched");
  return { words, wordCount, matched };
}

/**
 * The asked page of the matches with their rows, in list order; on every row the matches counted
 * (up to the cap for each word: more than the cap when the cap is passed) and the words matched.
 */
function wordPage(db: Db, filters: ListFilters & { q: string }, seesAll: boolean) {
  const values = listPlaceholders();
  const { words, wordCount, matched } = matchedItems(db, filters, seesAll);
  const direction = listDirection(filters);
  const keys = db
    .select({ rowKey: matched.rowKey, n: sql<number>`(count(*) OVER ())::int`.as("n") })
    .from(matched)
    .orderBy(direction(matched.addedAt), direction(matched.rowKey))
    .limit(window.limit)
    .offset(window.offset)
    .as("page_keys");
  return selectListItems(db.with(words), values.memberIdx, {
    matchCount: sql<number>`${keys.n}`.as("match_count"),
    wordCount: wordCount.as("word_count"),
  })
    .innerJoin(keys, eq(keys.rowKey, inventoryItems.rowKey))
    .orderBy(...listOrder(filters));
}

/** The count and the words alone, for a page with no row to carry them (past the last match, or none). */
function wordTotals(db: Db, filters: ListFilters & { q: string }, seesAll: boolean) {
  const { words, wordCount, matched } = matchedItems(db, filters, seesAll);
  return db
    .with(words)
    .select({ n: sql<number>`count(*)::int`.as("n"), words: wordCount.as("words") })
    .from(matched);
}

const wordStatements = preparedPerKey(
  (db, { filters, seesAll }: { filters: ListFilters & { q: string }; seesAll: boolean }) => {
    const name = (kind: string) => `inv_w_${shapeOf(filters, seesAll)}_${kind}`;
    return {
      page: preparedRows(db, wordPage(db, filters, seesAll), name("page")),
      count: wordTotals(db, filters, seesAll).prepare(name("count")),
    };
  },
);

/**
 * A page of a search by words and its matches counted (more than the cap when more match), or
 * null when the term is in more words than wordSearchMax: the caller searches the other ways.
 * `params` are the list's (listParams), counted to the cap + 1.
 */
export async function searchByWords(
  db: Db,
  filters: ListFilters & { q: string },
  params: Record<string, unknown>,
  seesAll: boolean,
): Promise<{ items: InventoryListItem[]; n: number } | null> {
  const statements = wordStatements(db, shapeOf(filters, seesAll), { filters, seesAll });
  const rows = await statements.page.execute(params);
  const first = rows[0];
  // A page with no row (past the last match, or none) carries neither number.
  const { n, words } = first
    ? { n: first.matchCount, words: first.wordCount }
    : ((await statements.count.execute(params))[0] ?? { n: 0, words: 0 });
  return words > wordSearchMax ? null : { items: rows.map(toListItem), n };
}
