import { and, eq, isNull, sql } from "drizzle-orm";
import { documentName } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { groupMembers, meetingActions, meetingAttendance, meetings, outboxJobs } from "../db/schema";
import { currentDocument, liveDocuments, settledStore } from "../documents";
import { notifyActionsAssigned, notifyMinutesMentions } from "../notifications/meeting-events";
import { announceNotifications } from "../notifications/record";
import { enqueue, registerOutboxHandler } from "../outbox";
import type { MeetingRow } from "./access";
import { roomContent } from "./record";

/**
 * The outbox job that writes an ended meeting's record. `end.do` enqueues it in the transaction
 * that ends the meeting and then writes the record itself; the job finds it written and does
 * nothing. When that write fails (the database, the process), the job writes it: a meeting is
 * never left ended without its record while its room's document holds the minutes.
 */
export const meetingRecordJob = "meeting.record";

/**
 * When the job is due after the end: well after `end.do` has turned the room read-only on every
 * connection and written the record itself (so the job never reads the room before that), soon
 * enough that a record whose write failed appears while its page still waits for it.
 */
const recordJobDelayMs = 30_000;

/** Enqueues the record job in the transaction that ends the meeting. */
export async function enqueueMeetingRecord(db: Db, meetingIdx: number, endedBy: number): Promise<void> {
  await enqueue(
    db,
    meetingRecordJob,
    { meetingIdx, endedBy },
    { dedupeKey: String(meetingIdx), runAt: new Date(Date.now() + recordJobDelayMs) },
  );
}

/**
 * The record's write failed after the room turned read-only: its job may run at once (and again
 * later, as the outbox retries) rather than when it was due.
 */
export async function writeMeetingRecordSoon(ctx: AppContext, meetingIdx: number): Promise<void> {
  await ctx.db
    .update(outboxJobs)
    .set({ runAt: sql`now()` })
    .where(
      and(
        eq(outboxJobs.kind, meetingRecordJob),
        // Its dedupe key is cleared once a process claims it: the payload names the meeting.
        sql`${outboxJobs.payload} ->> 'meetingIdx' = ${String(meetingIdx)}`,
        isNull(outboxJobs.doneAt),
      ),
    );
  ctx.outbox.wake();
}

/**
 * How long the room's stored state must stay unchanged before an ending meeting reads it, when
 * another process may hold the room: longer than a collab process's group commit of updates (200 ms).
 */
const settleQuietMs = 500;
const settleMaxMs = 3_000;

/**
 * The room's content now: stored state and log, plus the live document when this process holds
 * it. When it does not and other processes may (Redis set), the room has just turned read-only
 * everywhere: what those processes received last is still on its way to the log, so the read waits
 * until the stored state stops changing.
 */
async function currentContent(ctx: AppContext, meetingIdx: number) {
  const name = documentName.meeting(meetingIdx);
  const live = liveDocuments(ctx);
  if (!live.get(name) && ctx.env.REDIS_URL !== undefined) await settledStore(ctx.db, name, settleQuietMs, settleMaxMs);
  const doc = await currentDocument(ctx.db, name, live);
  const content = roomContent(doc);
  doc.destroy();
  return content;
}

/**
 * Freezes what an ended meeting's room holds into its record (minutes, whiteboard), and its action
 * items into rows on their assignees' dashboards, once: answers the meeting as written, or null when
 * there was nothing to write (not ended, gone, or written already).
 */
export async function writeMeetingRecord(
  ctx: AppContext,
  meetingIdx: number,
  endedBy: number,
): Promise<MeetingRow | null> {
  // The job of a meeting whose end wrote its record (as a rule) stops here, without reading the room.
  const [state] = await ctx.db
    .select({ status: meetings.status, written: sql<boolean>`${meetings.record} is not null` })
    .from(meetings)
    .where(eq(meetings.meetingIdx, meetingIdx));
  if (!state || state.status !== "ENDED" || state.written) return null;
  const content = await currentContent(ctx, meetingIdx);
  let notified: number[] = [];
  const written = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(meetings).where(eq(meetings.meetingIdx, meetingIdx)).for("update");
    if (!row || row.status !== "ENDED" || row.record !== null) return null;
    const assignable = new Set(
      (
        await tx
          .select({ memberIdx: groupMembers.memberIdx })
          .from(groupMembers)
          .where(eq(groupMembers.groupIdx, row.groupIdx))
      ).map((member) => member.memberIdx),
    );
    const [updated] = await tx
      .update(meetings)
      .set({
        record: {
          startedAt: row.startedAt?.toISOString() ?? null,
          endedAt: (row.endedAt ?? new Date()).toISOString(),
          minutes: content.minutes,
          minutesText: content.minutesText,
          whiteboard: content.whiteboard,
        },
      })
      .where(eq(meetings.meetingIdx, meetingIdx))
      .returning();
    await tx
      .update(meetingAttendance)
      .set({ leftAt: sql`now()` })
      .where(and(eq(meetingAttendance.meetingIdx, meetingIdx), isNull(meetingAttendance.leftAt)));
    if (content.actions.length > 0) {
      const actions = await tx
        .insert(meetingActions)
        .values(
          content.actions.map((action) => ({
            meetingIdx,
            text: action.text,
            assigneeIdx: action.assigneeIdx !== null && assignable.has(action.assigneeIdx) ? action.assigneeIdx : null,
            dueDate: action.dueDate !== null && /^\d{4}-\d{2}-\d{2}$/.test(action.dueDate) ? action.dueDate : null,
          })),
        )
        .returning({ assigneeIdx: meetingActions.assigneeIdx });
      const assignees = actions.flatMap((action) => (action.assigneeIdx === null ? [] : [action.assigneeIdx]));
      notified = await notifyActionsAssigned(ctx, tx, meetingIdx, assignees, endedBy);
    }
    notified = [...notified, ...(await notifyMinutesMentions(ctx, tx, row, content.mentioned))];
    return updated ?? null;
  });
  if (!written) return null;
  await announceNotifications(ctx, notified);
  // The record appears in the group's book feed: open feeds read it again.
  await ctx.live.publish(written.groupIdx, "bookfeed", null).catch((error: unknown) => {
    ctx.log.warn({ err: error, meetingIdx }, "book feed not told of the meeting's record");
  });
  return written;
}

registerOutboxHandler({
  kind: meetingRecordJob,
  async run(ctx, payload) {
    await writeMeetingRecord(ctx, Number(payload.meetingIdx), Number(payload.endedBy));
  },
});
