import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { meetings } from "../db/schema";
import { enqueue, registerOutboxHandler } from "../outbox";
import { attendeesOf, meetingLink } from "./meeting-events";
import { announceNotifications, notify } from "./record";

const REMINDER_JOB = "notification.meetingSoon";

/** How long before its start a meeting's attendees are told it is about to begin. */
export const meetingReminderLeadMs = 10 * 60_000;

/**
 * In the transaction that schedules a meeting or moves its start: a job at start − 10 min that
 * tells its attendees (started late when less is left; none once it has begun). The job carries
 * the start it was made for, so a job of an earlier time, or of a cancelled meeting, does nothing.
 */
export async function scheduleMeetingReminder(
  db: Db,
  meeting: { meetingIdx: number; startsAt: Date },
  now: Date = new Date(),
): Promise<void> {
  if (meeting.startsAt.getTime() <= now.getTime()) return;
  const startsAt = meeting.startsAt.toISOString();
  await enqueue(
    db,
    REMINDER_JOB,
    { meetingIdx: meeting.meetingIdx, startsAt },
    {
      dedupeKey: `${meeting.meetingIdx}@${startsAt}`,
      runAt: new Date(Math.max(now.getTime(), meeting.startsAt.getTime() - meetingReminderLeadMs)),
    },
  );
}

registerOutboxHandler({
  kind: REMINDER_JOB,
  async run(ctx, payload) {
    const { meetingIdx, startsAt } = payload;
    if (typeof meetingIdx !== "number" || typeof startsAt !== "string") {
      throw new Error("notification.meetingSoon: bad payload");
    }
    const notified = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(meetings).where(eq(meetings.meetingIdx, meetingIdx)).for("update");
      // Cancelled, moved to another time, or already under way or ended: this reminder is stale.
      if (!row || row.deletedAt !== null || row.status !== "SCHEDULED") return [];
      if (row.startsAt.toISOString() !== startsAt) return [];
      return notify(ctx, tx, {
        kind: "meetingStartingSoon",
        actorIdx: null,
        recipients: await attendeesOf(tx, row),
        subjectType: "meeting",
        subjectIdx: meetingIdx,
        link: meetingLink(meetingIdx),
      });
    });
    await announceNotifications(ctx, notified);
  },
});
