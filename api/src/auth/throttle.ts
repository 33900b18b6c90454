import { inArray, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { signInFailures } from "../db/schema";
import { AppError } from "../lib/errors";

type ThrottleContext = Pick<AppContext, "db" | "env">;

export interface ThrottleKeys {
  id: string;
  address: string;
}

export function throttleKeys(memberId: string, address: string | undefined): ThrottleKeys {
  return { id: `id:${memberId.trim().toLowerCase()}`, address: `ip:${address ?? "unknown"}` };
}

/** 429 while the id or the client address has used up its failed attempts in the current window. */
export async function assertNotThrottled(ctx: ThrottleContext, keys: ThrottleKeys): Promise<void> {
  const windowStart = new Date(Date.now() - ctx.env.ENOTE_LOGIN_WINDOW_SECONDS * 1000);
  const rows = await ctx.db
    .select()
    .from(signInFailures)
    .where(inArray(signInFailures.key, [keys.id, keys.address]));
  for (const row of rows) {
    if (row.windowStart < windowStart) continue;
    const max = row.key === keys.id ? ctx.env.ENOTE_LOGIN_MAX_FAILURES_PER_ID : ctx.env.ENOTE_LOGIN_MAX_FAILURES_PER_IP;
    if (row.failures >= max) throw new AppError("TOO_MANY_ATTEMPTS");
  }
}

/** Counts a failed attempt against both keys; a window that has passed starts again at one. */
export async function recordFailure(ctx: ThrottleContext, keys: ThrottleKeys): Promise<void> {
  const windowSeconds = ctx.env.ENOTE_LOGIN_WINDOW_SECONDS;
  for (const key of [keys.id, keys.address]) {
    await ctx.db
      .insert(signInFailures)
      .values({ key, failures: 1, windowStart: new Date() })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`CASE WHEN ${signInFailures.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE ${signInFailures.failures} + 1 END`,
          windowStart: sql`CASE WHEN ${signInFailures.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE ${signInFailures.windowStart} END`,
        },
      });
  }
}

/** A successful sign-in forgives the id's earlier failures (not the address's). */
export async function clearFailures(ctx: ThrottleContext, keys: ThrottleKeys): Promise<void> {
  await ctx.db.delete(signInFailures).where(inArray(signInFailures.key, [keys.id]));
}
