import type { NotificationKind, NotificationSubjectType } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { notifications } from "../db/schema";
import { enqueue } from "../outbox";
import { nextDigestAt } from "./digest-time";
import { deliveriesOf } from "./settings";

export const mailJobKind = "notification.mail";
export const digestJobKind = "notification.digest";

export interface NotificationEvent {
  kind: NotificationKind;
  /** Who caused it: never notified of their own act. */
  actorIdx: number | null;
  recipients: Iterable<number>;
  subjectType: NotificationSubjectType;
  subjectIdx: number;
  link: string;
}

/**
 * Writes the event's notifications in `db` (the transaction of the event itself), one per
 * recipient whose setting for the kind is not "off", and the mail jobs of those who want mail
 * (at once, or a digest job at the next 08:00) when this installation can send mail. Answers who
 * was notified; after the commit, `announceNotifications` tells their open screens.
 */
export async function notify(
  ctx: Pick<AppContext, "mail" | "env">,
  db: Db,
  event: NotificationEvent,
): Promise<number[]> {
  const recipients = [...new Set(event.recipients)].filter((idx) => idx !== event.actorIdx);
  if (recipients.length === 0) return [];
  const deliveries = await deliveriesOf(db, recipients, event.kind);
  const notified = recipients.filter((idx) => deliveries.get(idx)?.delivery !== "off");
  if (notified.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      notified.map((recipientIdx) => ({
        recipientIdx,
        kind: event.kind,
        actorIdx: event.actorIdx,
        subjectType: event.subjectType,
        subjectIdx: event.subjectIdx,
        link: event.link,
      })),
    )
    .returning({ notificationIdx: notifications.notificationIdx, recipientIdx: notifications.recipientIdx });
  if (ctx.mail.configured) {
    for (const row of rows) {
      const delivery = deliveries.get(row.recipientIdx)?.delivery;
      if (delivery === "mail") await enqueue(db, mailJobKind, { notificationIdx: row.notificationIdx });
      if (delivery === "digest") {
        await enqueue(
          db,
          digestJobKind,
          { memberIdx: row.recipientIdx },
          { dedupeKey: String(row.recipientIdx), runAt: nextDigestAt(new Date(), ctx.env.ENOTE_TIME_ZONE) },
        );
      }
    }
  }
  return notified;
}

/** After the commit: wakes the mail worker and tells each notified member's open screens. Never throws. */
export async function announceNotifications(ctx: AppContext, memberIdxs: number[]): Promise<void> {
  if (memberIdxs.length === 0) return;
  ctx.outbox.wake();
  await Promise.all(memberIdxs.map((idx) => ctx.live.publishToMember?.(idx, "notifications")));
}
