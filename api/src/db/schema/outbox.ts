import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The outbox (DESIGN.md "Events leave through an outbox"): work that must happen after a change,
 * written in the change's own transaction, and done by whichever api process claims it first
 * (api/src/outbox). A crash loses nothing: an unfinished claim expires and the job runs again.
 */
export const outboxJobs = pgTable(
  "outbox_jobs",
  {
    jobIdx: bigserial("job_idx", { mode: "number" }).primaryKey(),
    /** Which handler does it (a feature's registered kind, e.g. "signing.timestamp"). */
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** While waiting, at most one job per kind and key; cleared when a process starts the job. */
    dedupeKey: text("dedupe_key"),
    /** Not before this time (the first attempt, or the next after a failure). */
    runAt: timestamp("run_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Attempts started. */
    attempts: integer("attempts").notNull().default(0),
    /** A process is running it until then; past it, the claim has lapsed (the process died). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true, precision: 3 }),
    /** The last failed attempt's error, for operators. */
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_jobs_due_idx")
      .on(t.runAt)
      .where(sql`done_at IS NULL`),
    uniqueIndex("outbox_jobs_waiting_key_idx")
      .on(t.kind, t.dedupeKey)
      .where(sql`done_at IS NULL AND dedupe_key IS NOT NULL`),
  ],
);
