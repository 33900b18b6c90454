import { eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { outboxJobs } from "../db/schema";
import type { OutboxPayload } from "./enqueue";
import { defaultRetryDelayMs, outboxHandler, outboxKinds } from "./handlers";

export interface OutboxWorker {
  /** Looks for due jobs now (after a commit that enqueued one, to skip the poll wait). */
  wake(): void;
  /** Tests: runs every due job (and those they enqueue) until none is due; resolves when idle. */
  drain(): Promise<void>;
  /** Stops polling and waits for the jobs running here. */
  stop(): Promise<void>;
}

export interface OutboxTiming {
  /** How often a process looks for due jobs. */
  pollMs: number;
  /** How long a claim holds: a job still unfinished then is taken again by any process. */
  claimMs: number;
  /** Jobs claimed in one look. */
  batch: number;
}

const defaultTiming: OutboxTiming = { pollMs: 1000, claimMs: 5 * 60_000, batch: 10 };

interface ClaimedJob {
  job_idx: string | number;
  kind: string;
  payload: OutboxPayload;
  attempts: number;
}

/**
 * Runs the outbox's jobs in this process, beside any other process that does: each claims due jobs
 * with FOR UPDATE SKIP LOCKED (so two never take one) and a time-limited claim (so a process that
 * dies mid-job leaves it to the others), then records done, or the error and the next attempt.
 */
export function startOutboxWorker(ctx: AppContext, timing: Partial<OutboxTiming> = {}): OutboxWorker {
  const { pollMs, claimMs, batch } = { ...defaultTiming, ...timing };
  const running = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let looking: Promise<number> | null = null;

  /**
   * Due jobs, compared at the columns' millisecond precision: a time stored there is rounded, so a
   * job made due at now() can be stored up to half a millisecond ahead, and a look within that half
   * millisecond compared with the exact now() would pass it by (drain() then returned with the job
   * due: 2 of 12 runs of outbox.test.ts here). Rounded alike, a later now() is never earlier.
   */
  async function claim(): Promise<ClaimedJob[]> {
    const kinds = outboxKinds();
    if (kinds.length === 0) return [];
    const result = (await ctx.db.execute(sql`
      UPDATE ${outboxJobs}
         SET claimed_until = now() + make_interval(secs => ${claimMs / 1000}),
             attempts = attempts + 1,
             dedupe_key = NULL
       WHERE job_idx IN (
         SELECT job_idx FROM ${outboxJobs}
          WHERE done_at IS NULL AND run_at <= now()::timestamptz(3)
            AND (claimed_until IS NULL OR claimed_until < now()::timestamptz(3))
            AND kind IN (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})
          ORDER BY run_at, job_idx
          LIMIT ${batch}
          FOR UPDATE SKIP LOCKED)
      RETURNING job_idx, kind, payload, attempts`)) as unknown as { rows: ClaimedJob[] };
    return result.rows;
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const jobIdx = Number(job.job_idx);
    const handler = outboxHandler(job.kind);
    try {
      if (!handler) throw new Error(`no outbox handler for ${job.kind}`);
      await handler.run(ctx, job.payload);
    } catch (error) {
      const delayMs = (handler?.retryDelayMs ?? defaultRetryDelayMs)(job.attempts);
      const message = error instanceof Error ? error.message : String(error);
      ctx.log.warn(
        { err: error, jobIdx, kind: job.kind, attempt: job.attempts, retryInMs: delayMs },
        "outbox job failed",
      );
      await ctx.db
        .update(outboxJobs)
        .set({
          claimedUntil: null,
          lastError: message.slice(0, 2000),
          runAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        })
        .where(eq(outboxJobs.jobIdx, jobIdx))
        .catch((err: unknown) => ctx.log.error({ err, jobIdx }, "outbox job outcome not recorded"));
      return;
    }
    await markDone(jobIdx);
  }

  /**
   * Jobs that end together are recorded done in one statement (a burst of stores ends its jobs
   * within milliseconds). Not recorded (the database failed), a job's claim lapses and it runs
   * again: handlers are idempotent, as a process dying mid-job already requires.
   */
  let doneBatch: number[] = [];
  let doneWrite: Promise<void> | null = null;
  function markDone(jobIdx: number): Promise<void> {
    doneBatch.push(jobIdx);
    doneWrite ??= (async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const jobIdxs = doneBatch;
      doneBatch = [];
      doneWrite = null;
      await ctx.db
        .update(outboxJobs)
        .set({ doneAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(inArray(outboxJobs.jobIdx, jobIdxs))
        .catch((err: unknown) => ctx.log.error({ err, jobIdxs }, "outbox jobs' completion not recorded"));
    })();
    return doneWrite;
  }

  /** One look: claims a batch and starts it; answers how many jobs it started. */
  function look(): Promise<number> {
    looking ??= (async () => {
      try {
        const jobs = await claim();
        for (const job of jobs) {
          const run = runJob(job).finally(() => running.delete(run));
          running.add(run);
        }
        return jobs.length;
      } catch (error) {
        ctx.log.warn({ err: error }, "outbox look failed");
        return 0;
      } finally {
        looking = null;
      }
    })();
    return looking;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void look().then((started) => schedule(started === batch ? 0 : pollMs));
    }, delayMs);
    timer.unref();
  }

  schedule(pollMs);

  return {
    wake: () => schedule(0),
    async drain() {
      for (;;) {
        // A look already under way may have read the jobs before the caller's last change: let it
        // end, then look again, so a job made due just before drain() is not missed.
        if (looking) await looking;
        const started = await look();
        if (started === 0 && running.size === 0) return;
        await Promise.all([...running]);
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (looking) await looking;
      await Promise.all([...running]);
    },
  };
}

/** A worker that runs nothing (a process without the api service): jobs wait for one that does. */
export const idleOutbox: OutboxWorker = {
  wake: () => undefined,
  drain: async () => undefined,
  stop: async () => undefined,
};
