// How common a search is in a group, guessed before the search runs, from a sample of the
// group's search texts kept in memory: the planner's statistics, for a pattern the search's
// statements never show it (search-query.ts). A guess only chooses the way to search; every way
// gives the same answer, and a wrong guess costs time, never a wrong page.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";

/** Texts a sample aims at: a share of 4% is then ~80 of them, give or take ~9. */
const sampleTarget = 2000;
/** Fewer sampled texts than this guess nothing (a group with a few rows in a large table). */
const sampleMinimum = 100;
/** A sample older than this is taken again (in the background; the old one serves meanwhile). */
const sampleLifetimeMs = 10 * 60_000;
/** Groups whose samples are kept, per database. */
const groupsKept = 200;

type Rows<R> = { rows: R[] };

interface Sample {
  texts: string[];
  takenAt: number;
  /**
   * Shares already guessed from these texts, by term (~0.1 ms each): a member paging on, or a
   * list refreshed live, asks again.
   */
  shares: Map<string, number>;
}

/** Terms whose shares a sample remembers. */
const sharesKept = 500;

const samples = preparedPerDb(() => new Map<number, Sample>());
const taking = preparedPerDb(() => new Map<number, Promise<void>>());

/**
 * Takes a group's sample now: about sampleTarget search texts from whole pages of the table
 * drawn at random (TABLESAMPLE SYSTEM reads only those pages), all of them when the table is small.
 */
export async function takeSearchSample(db: Db, groupIdx: number): Promise<void> {
  const { rows: sized } = (await db.execute(
    sql`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'inventory_items'::regclass`,
  )) as unknown as Rows<{ n: number }>;
  const tableRows = Math.max(sized[0]?.n ?? 0, 1);
  const percent = Math.min(100, Math.max(0.01, (100 * sampleTarget) / tableRows));
  const { rows } = (await db.execute(sql`
    SELECT search_text AS text FROM inventory_items TABLESAMPLE SYSTEM (${percent})
    WHERE group_idx = ${groupIdx} LIMIT ${2 * sampleTarget}`)) as unknown as Rows<{ text: string }>;
  const kept = samples(db);
  kept.delete(groupIdx);
  if (kept.size >= groupsKept) kept.delete(kept.keys().next().value ?? groupIdx);
  kept.set(groupIdx, { texts: rows.map((row) => row.text), takenAt: Date.now(), shares: new Map() });
}

/** Starts taking a group's sample unless it is being taken; a failure leaves the old one. */
function retake(db: Db, groupIdx: number): void {
  const pending = taking(db);
  if (pending.has(groupIdx)) return;
  const done = takeSearchSample(db, groupIdx)
    .catch(() => undefined)
    .finally(() => pending.delete(groupIdx));
  pending.set(groupIdx, done);
}

/**
 * The guessed share of a group's items whose search text contains `term` (as the indexed text
 * spells it), or undefined when there is no sample yet (one is then taken for the next search).
 */
export function searchShare(db: Db, groupIdx: number, term: string): number | undefined {
  const sample = samples(db).get(groupIdx);
  if (!sample || Date.now() - sample.takenAt > sampleLifetimeMs) retake(db, groupIdx);
  if (!sample || sample.texts.length < sampleMinimum) return undefined;
  let share = sample.shares.get(term);
  if (share === undefined) {
    let hits = 0;
    for (const text of sample.texts) if (text.includes(term)) hits++;
    share = hits / sample.texts.length;
    if (sample.shares.size >= sharesKept) sample.shares.clear();
    sample.shares.set(term, share);
  }
  return share;
}
