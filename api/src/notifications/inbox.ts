import { and, desc, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import {
  mentionKinds,
  notificationLimits,
  type NotificationItem,
  type NotificationKind,
  type NotificationList,
  type NotificationReadInput,
  type Subject,
} from "@enote/shared";
import type { Db } from "../db/client";
import { members, notifications } from "../db/schema";
import { memberLeft, memberName } from "../members/name";
import { readableTitles, subjectKey } from "./access";

export interface ListFilter {
  cursor?: number;
  unread: boolean;
  kind?: NotificationKind | "mentions";
}

/**
 * The member's notifications, newest first, a page at a time. What the member can no longer read
 * comes without title and link ("no longer available"): access is asked now, not when written.
 */
export async function listNotifications(db: Db, subject: Subject, filter: ListFilter): Promise<NotificationList> {
  const conditions: SQL[] = [eq(notifications.recipientIdx, subject.memberIdx)];
  if (filter.cursor !== undefined) conditions.push(lt(notifications.notificationIdx, filter.cursor));
  if (filter.unread) conditions.push(isNull(notifications.readAt));
  if (filter.kind === "mentions") conditions.push(inArray(notifications.kind, [...mentionKinds]));
  else if (filter.kind) conditions.push(eq(notifications.kind, filter.kind));
  const rows = await db
    .select({
      notificationIdx: notifications.notificationIdx,
      kind: notifications.kind,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      actorIdx: notifications.actorIdx,
      actorName: memberName(),
      actorLeft: memberLeft(),
      subjectType: notifications.subjectType,
      subjectIdx: notifications.subjectIdx,
      link: notifications.link,
    })
    .from(notifications)
    .leftJoin(members, eq(members.memberIdx, notifications.actorIdx))
    .where(and(...conditions))
    .orderBy(desc(notifications.notificationIdx))
    .limit(notificationLimits.pageSize + 1);
  const page = rows.slice(0, notificationLimits.pageSize);
  const titles = await readableTitles(db, subject, page);
  const items: NotificationItem[] = page.map((row) => {
    const title = titles.get(subjectKey(row)) ?? null;
    return {
      notificationIdx: row.notificationIdx,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
      actor:
        row.actorIdx === null ? null : { memberIdx: row.actorIdx, name: row.actorName, left: row.actorLeft === true },
      subject: { type: row.subjectType, idx: row.subjectIdx, title },
      link: title === null ? null : row.link,
    };
  });
  const last = page.at(-1);
  return { items, nextCursor: rows.length > notificationLimits.pageSize && last ? last.notificationIdx : null };
}

/**
 * Unread notifications of the member that they may still read, so the bell agrees with the list:
 * one index scan (notifications_unread_idx) grouped by subject, then access to those few subjects
 * asked as the list asks it.
 */
export async function unreadCount(db: Db, subject: Subject): Promise<number> {
  const groups = await db
    .select({
      subjectType: notifications.subjectType,
      subjectIdx: notifications.subjectIdx,
      unread: sql<number>`count(*)::int`,
    })
    .from(notifications)
    .where(and(eq(notifications.recipientIdx, subject.memberIdx), isNull(notifications.readAt)))
    .groupBy(notifications.subjectType, notifications.subjectIdx);
  if (groups.length === 0) return 0;
  const titles = await readableTitles(db, subject, groups);
  return groups.reduce((sum, group) => (titles.has(subjectKey(group)) ? sum + group.unread : sum), 0);
}

/** Marks some of the member's notifications read (others' are left alone), or all of them. */
export async function markRead(db: Db, memberIdx: number, input: NotificationReadInput): Promise<number> {
  const mine = and(eq(notifications.recipientIdx, memberIdx), isNull(notifications.readAt));
  const which = "all" in input ? mine : and(mine, inArray(notifications.notificationIdx, input.notificationIdxs));
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(which)
    .returning({ notificationIdx: notifications.notificationIdx });
  return updated.length;
}
