import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { Meeting } from "@enote/shared";
import { notifications, outboxJobs } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import { buildLab, type Lab } from "../test/labbooks";

/*
 * Issue 35, "the meeting starts in 10 minutes": the job is written with the schedule, due ten
 * minutes before the start; moving or cancelling the meeting leaves the old job doing nothing.
 * Time is moved by making the jobs due, never waited for.
 */

let app: TestApp;
let lab: Lab;

beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});

afterAll(async () => {
  await app?.close();
});

const start = "2030-03-04T09:00:00.000Z";
const moved = "2030-03-05T09:00:00.000Z";

function body(startsAt: string) {
  return { groupIdx: lab.groupIdx, projectIdx: null, title: "Weekly group meeting", startsAt, agenda: [] };
}

async function schedule(): Promise<Meeting> {
  return ok(
    await app.call<Result<Meeting>>("POST", "/api/meeting/create.do", { token: lab.manager.token, body: body(start) }),
  );
}

const ofMeeting = (meetingIdx: number) =>
  and(
    eq(outboxJobs.kind, "notification.meetingSoon"),
    sql`${outboxJobs.payload}->>'meetingIdx' = ${String(meetingIdx)}`,
  );

async function reminderJobs(meetingIdx: number) {
  return app.database.db.select().from(outboxJobs).where(ofMeeting(meetingIdx));
}

/** The time of the jobs' run_at comes: every reminder job of the meeting is due now. */
async function timeComes(meetingIdx: number): Promise<void> {
  await app.database.db
    .update(outboxJobs)
    .set({ runAt: sql`now()` })
    .where(and(ofMeeting(meetingIdx), sql`${outboxJobs.doneAt} IS NULL`));
  await app.server.ctx.outbox.drain();
}

async function reminded(meetingIdx: number) {
  return app.database.db
    .select({ recipientIdx: notifications.recipientIdx, actorIdx: notifications.actorIdx, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.kind, "meetingStartingSoon"), eq(notifications.subjectIdx, meetingIdx)));
}

describe("meeting starts in 10 minutes", () => {
  it("is due ten minutes before the start and tells everyone who joins, the host too, once", async () => {
    const { meetingIdx } = await schedule();
    const [job] = await reminderJobs(meetingIdx);
    expect(job?.runAt.toISOString()).toBe("2030-03-04T08:50:00.000Z");
    await app.server.ctx.outbox.drain();
    expect(await reminded(meetingIdx)).toEqual([]);

    await timeComes(meetingIdx);
    const told = await reminded(meetingIdx);
    const everyone = [lab.manager, lab.owner, lab.writer, lab.reader, lab.bystander].map((m) => m.memberIdx).sort();
    expect(told.map((row) => row.recipientIdx).sort()).toEqual(everyone);
    expect(told.every((row) => row.actorIdx === null && row.link === `/meeting?meetingIdx=${meetingIdx}`)).toBe(true);
    await timeComes(meetingIdx);
    expect(await reminded(meetingIdx)).toHaveLength(everyone.length);
  });

  it("reminds of a rescheduled meeting once, at its new time; the old job does nothing", async () => {
    const { meetingIdx } = await schedule();
    ok(
      await app.call<Result<Meeting>>("PUT", `/api/meeting/${meetingIdx}.do`, {
        token: lab.manager.token,
        body: body(moved),
      }),
    );
    const runAts = (await reminderJobs(meetingIdx)).map((job) => job.runAt.toISOString()).sort();
    expect(runAts).toEqual(["2030-03-04T08:50:00.000Z", "2030-03-05T08:50:00.000Z"]);
    await timeComes(meetingIdx);
    expect(await reminded(meetingIdx)).toHaveLength(5);
    expect((await reminderJobs(meetingIdx)).every((job) => job.doneAt !== null)).toBe(true);
  });

  it("keeps the job of a meeting whose title alone changed, and adds none", async () => {
    const { meetingIdx } = await schedule();
    ok(
      await app.call<Result<Meeting>>("PUT", `/api/meeting/${meetingIdx}.do`, {
        token: lab.manager.token,
        body: { ...body(start), title: "Weekly group meeting (room 301)" },
      }),
    );
    expect(await reminderJobs(meetingIdx)).toHaveLength(1);
  });

  it("tells nobody of a cancelled meeting", async () => {
    const { meetingIdx } = await schedule();
    ok(await app.call<Result<unknown>>("DELETE", `/api/meeting/${meetingIdx}.do`, { token: lab.manager.token }));
    await timeComes(meetingIdx);
    expect(await reminded(meetingIdx)).toEqual([]);
    expect((await reminderJobs(meetingIdx)).every((job) => job.doneAt !== null)).toBe(true);
  });
});
