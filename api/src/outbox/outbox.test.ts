import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { outboxJobs } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { enqueue, registerOutboxHandler, startOutboxWorker } from ".";

let app: TestApp;
const ran: number[] = [];
let failuresLeft = 0;

registerOutboxHandler({
  kind: "test.record",
  run: async (_ctx, payload) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error("the service is down");
    }
    ran.push(Number(payload.n));
  },
  retryDelayMs: () => 0,
});

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function jobsOf(n: number) {
  const ctx = app.server.ctx;
  return ctx.db
    .select()
    .from(outboxJobs)
    .where(sql`${outboxJobs.payload}->>'n' = ${String(n)}`);
}

describe("outbox", () => {
  it("runs a job written in a committed transaction, and none of a rolled-back one", async () => {
    const ctx = app.server.ctx;
    await ctx.db.transaction(async (tx) => enqueue(tx, "test.record", { n: 1 }));
    await ctx.db
      .transaction(async (tx) => {
        await enqueue(tx, "test.record", { n: 2 });
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    await ctx.outbox.drain();
    expect(ran).toContain(1);
    expect(ran).not.toContain(2);
    const [job] = await jobsOf(1);
    expect(job?.doneAt).not.toBeNull();
    expect(job?.attempts).toBe(1);
  });

  it("keeps a failed job with its error and runs it again until it succeeds", async () => {
    const ctx = app.server.ctx;
    failuresLeft = 2;
    await enqueue(ctx.db, "test.record", { n: 3 });
    await ctx.outbox.drain();
    // retryDelayMs 0: each failure makes the job due again at once, so drain runs it to the end.
    expect(ran.filter((n) => n === 3)).toHaveLength(1);
    const [job] = await jobsOf(3);
    expect(job?.attempts).toBe(3);
    expect(job?.doneAt).not.toBeNull();
  });

  it("records the error of a failure and waits before the next attempt", async () => {
    const ctx = app.server.ctx;
    registerOutboxHandler({
      kind: "test.down",
      run: async () => {
        throw new Error("TSA unreachable");
      },
      retryDelayMs: () => 60_000,
    });
    await enqueue(ctx.db, "test.down", { n: 4 });
    await ctx.outbox.drain();
    const [job] = await jobsOf(4);
    expect(job?.doneAt).toBeNull();
    expect(job?.lastError).toBe("TSA unreachable");
    expect(job?.attempts).toBe(1);
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await ctx.db
      .update(outboxJobs)
      .set({ doneAt: sql`now()` })
      .where(eq(outboxJobs.kind, "test.down"));
  });

  it("adds one job for a burst with the same key while it waits", async () => {
    const ctx = app.server.ctx;
    for (let i = 0; i < 5; i++) await enqueue(ctx.db, "test.record", { n: 5 }, { dedupeKey: "book-5" });
    expect(await jobsOf(5)).toHaveLength(1);
    await ctx.outbox.drain();
    // Once started, the key is free again: a change during the run gets a job of its own.
    await enqueue(ctx.db, "test.record", { n: 5 }, { dedupeKey: "book-5" });
    expect(await jobsOf(5)).toHaveLength(2);
    await ctx.outbox.drain();
    expect(ran.filter((n) => n === 5)).toHaveLength(2);
  });

  it("never runs a job twice when several processes' workers look at once", async () => {
    const ctx = app.server.ctx;
    const workers = [startOutboxWorker(ctx, { pollMs: 5 }), startOutboxWorker(ctx, { pollMs: 5 })];
    const numbers = Array.from({ length: 60 }, (_, i) => 100 + i);
    await ctx.db.transaction(async (tx) => {
      for (const n of numbers) await enqueue(tx, "test.record", { n });
    });
    workers.forEach((worker) => worker.wake());
    await Promise.all([...workers.map((worker) => worker.drain()), ctx.outbox.drain()]);
    await Promise.all(workers.map((worker) => worker.stop()));
    for (const n of numbers) expect(ran.filter((m) => m === n)).toHaveLength(1);
  });

  it("takes over a job whose process died while running it, once the claim has lapsed", async () => {
    const ctx = app.server.ctx;
    await enqueue(ctx.db, "test.record", { n: 6 });
    // What a process that claimed it and died leaves behind: a claim, one attempt, no outcome.
    await ctx.db
      .update(outboxJobs)
      .set({ claimedUntil: sql`now() + interval '1 hour'`, attempts: 1 })
      .where(sql`${outboxJobs.payload}->>'n' = '6'`);
    await ctx.outbox.drain();
    expect(ran).not.toContain(6);
    await ctx.db
      .update(outboxJobs)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(sql`${outboxJobs.payload}->>'n' = '6'`);
    await ctx.outbox.drain();
    expect(ran.filter((n) => n === 6)).toHaveLength(1);
    const [job] = await jobsOf(6);
    expect(job?.attempts).toBe(2);
  });
});
