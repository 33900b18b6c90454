import { inArray, lt, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { throttleCounters } from "../db/schema";

export type ThrottleContext = Pick<AppContext, "db" | "env">;

/** A key's count in its current window. */
export interface Counter {
  hits: number;
  windowStart: Date;
  lastAt: Date;
}

/** Counters older than this are deleted now and then: no window is longer. */
const forgetAfterSeconds = 24 * 60 * 60;

/**
 * Counts one hit of `key` in a fixed window of `windowSeconds`: a window that has passed starts
 * again at one. One statement, so hits from several processes at once are all counted.
 */
export async function countHit(ctx: ThrottleContext, key: string, windowSeconds: number): Promise<Counter> {
  const expired = sql`${throttleCounters.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await ctx.db
    .insert(throttleCounters)
    .values({ key, hits: 1, windowStart: sql`now()`, lastAt: sql`now()` })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${throttleCounters.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${throttleCounters.windowStart} END`,
        lastAt: sql`now()`,
      },
    })
    .returning();
  if (Math.random() < 0.01) await forgetOld(ctx);
  if (!row) throw new Error(`throttle counter ${key} not written`);
  return row;
}

/** The counters of `keys` whose window (of `windowSeconds`) is still running. */
export async function readCounters(
  ctx: ThrottleContext,
  keys: string[],
  windowSeconds: number,
): Promise<Map<string, Counter>> {
  const rows = await ctx.db.select().from(throttleCounters).where(inArray(throttleCounters.key, keys));
  const since = Date.now() - windowSeconds * 1000;
  return new Map(rows.filter((row) => row.windowStart.getTime() >= since).map((row) => [row.key, row]));
}

export async function forget(ctx: ThrottleContext, keys: string[]): Promise<void> {
  await ctx.db.delete(throttleCounters).where(inArray(throttleCounters.key, keys));
}

async function forgetOld(ctx: ThrottleContext): Promise<void> {
  await ctx.db
    .delete(throttleCounters)
    .where(lt(throttleCounters.windowStart, sql`now() - make_interval(secs => ${forgetAfterSeconds})`));
}
