import { sql } from "drizzle-orm";
import type { AppContext } from "../context";

/** The parts a ready process needs: each answers, or is named in the 503. */
export type ReadinessPart = "database" | "redis" | "files";

/** A key no upload ever gets (the store's shape, all zeros): asking for it touches the store and finds nothing. */
const probeKey = `attachments/${"0".repeat(32)}`;

/** Longest a part may take to answer before it counts as down. */
const checkTimeoutMs = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Asks every part at once and answers the ones that failed (empty: ready). Redis counts only when
 * REDIS_URL is set; the file store is asked for a key that cannot exist, which reaches the folder
 * or the bucket either way.
 */
export async function failingParts(ctx: AppContext): Promise<ReadinessPart[]> {
  const checks: Array<[ReadinessPart, () => Promise<unknown>]> = [
    ["database", () => ctx.db.execute(sql`select 1`)],
    ["files", () => ctx.files.exists(probeKey)],
  ];
  if (ctx.env.REDIS_URL) {
    checks.push([
      "redis",
      async () => {
        if (!(await ctx.collab?.redisReady())) throw new Error("redis not connected");
      },
    ]);
  }
  const results = await Promise.allSettled(checks.map(([, check]) => within(check(), checkTimeoutMs)));
  const failed = checks.filter((_, i) => results[i]?.status === "rejected").map(([part]) => part);
  for (const [i, result] of results.entries()) {
    if (result.status === "rejected") ctx.log.warn({ err: result.reason, part: checks[i]?.[0] }, "not ready");
  }
  return failed;
}
