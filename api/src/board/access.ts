import { eq } from "drizzle-orm";
import { decideBoard, type CommunityAction, type GroupStanding } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { boardPosts } from "../db/schema";
import { standingIn } from "../groups/queries";
import { AppError } from "../lib/errors";

export type BoardRow = typeof boardPosts.$inferSelect;

export function authorizeBoard(
  actor: Actor,
  action: CommunityAction | "post",
  facts: { group: GroupStanding; isWriter?: boolean },
): void {
  const decision = decideBoard(actor, action, facts);
  if (!decision.allowed) throw new AppError(decision.code);
}

/** A post and the caller's standing in its group when `action` is allowed (404 when not seen, 403 when not allowed). */
export async function postFor(
  db: Db,
  actor: Actor,
  boardIdx: number,
  action: CommunityAction,
  lock = false,
): Promise<{ row: BoardRow; group: GroupStanding }> {
  const query = db.select().from(boardPosts).where(eq(boardPosts.boardIdx, boardIdx));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND");
  const group = await standingIn(db, row.groupIdx, actor.memberIdx);
  authorizeBoard(actor, action, { group, isWriter: row.writerIdx === actor.memberIdx });
  return { row, group };
}
