import { eq } from "drizzle-orm";
import { decideNotice, type CommunityAction, type GroupStanding } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { notices } from "../db/schema";
import { loadGroup, standingIn } from "../groups/queries";
import { AppError } from "../lib/errors";

export type NoticeRow = typeof notices.$inferSelect;

/** Throws decideNotice's refusal. */
export function authorizeNotice(actor: Actor, action: CommunityAction, group: GroupStanding | null): void {
  const decision = decideNotice(actor, action, group);
  if (!decision.allowed) throw new AppError(decision.code);
}

/** Where a new notice goes: the whole installation (administrators) or a group (its managers). */
export async function checkNoticeAudience(db: Db, actor: Actor, groupIdx: number | null): Promise<void> {
  if (groupIdx === null) return authorizeNotice(actor, "write", null);
  const { standing } = await loadGroup(db, groupIdx, actor.memberIdx);
  authorizeNotice(actor, "write", standing);
}

/**
 * A notice and the caller's standing in its group (null: an installation notice) when `action`
 * is allowed: 404 for a notice that does not exist or is not seen, 403 for one seen but not changed.
 */
export async function noticeFor(
  db: Db,
  actor: Actor,
  noticeIdx: number,
  action: CommunityAction,
  lock = false,
): Promise<{ row: NoticeRow; group: GroupStanding | null }> {
  const query = db.select().from(notices).where(eq(notices.noticeIdx, noticeIdx));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND");
  const group = row.groupIdx === null ? null : await standingIn(db, row.groupIdx, actor.memberIdx);
  // Someone who may not read it never learns it exists, whatever they asked.
  authorizeNotice(actor, "read", group);
  authorizeNotice(actor, action, group);
  return { row, group };
}
