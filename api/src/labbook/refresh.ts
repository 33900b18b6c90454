import { eq } from "drizzle-orm";
import { documentName } from "@enote/shared";
import type { AppContext } from "../context";
import { labBooks } from "../db/schema";
import { memoDocumentNames } from "../memos/access";

/** Above this many books, one refresh of every open document is cheaper than one message per book. */
const PER_BOOK_LIMIT = 50;

/**
 * Re-asks the access of every open connection to these lab books (on every collab process when
 * Redis is configured), so a status, share or permission change reaches open editors at once.
 * Call it after the change committed. Never throws: the change stands; a failed refresh is logged
 * (the collab server has made the connections it could not re-check read-only).
 */
export async function refreshLabBooks(ctx: AppContext, lbIdxs: number[]): Promise<void> {
  const collab = ctx.collab;
  if (!collab || lbIdxs.length === 0) return;
  // A book's drawing memos follow its access; when they cannot be listed, every document is re-checked.
  const memoNames = lbIdxs.length > PER_BOOK_LIMIT ? [] : await memoDocumentNames(ctx.db, lbIdxs).catch(() => null);
  const names = memoNames ? [...lbIdxs.map(documentName.labbook), ...memoNames] : [];
  const refreshes =
    names.length === 0 || names.length > PER_BOOK_LIMIT
      ? [collab.refreshAccess()]
      : names.map((name) => collab.refreshAccess(name));
  const failed = (await Promise.allSettled(refreshes)).filter((result) => result.status === "rejected");
  if (failed.length > 0) {
    ctx.log.warn({ err: failed[0]?.reason, lbIdxs: lbIdxs.slice(0, PER_BOOK_LIMIT) }, "lab book access not refreshed");
  }
}

/** The same for every lab book of a project (a member's level changed, they left, it was archived). */
export async function refreshProjectLabBooks(ctx: AppContext, projectIdx: number): Promise<void> {
  if (!ctx.collab) return;
  let rows: Array<{ lbIdx: number }>;
  try {
    rows = await ctx.db.select({ lbIdx: labBooks.lbIdx }).from(labBooks).where(eq(labBooks.projectIdx, projectIdx));
  } catch (error) {
    ctx.log.warn({ err: error, projectIdx }, "lab book access not refreshed");
    return;
  }
  await refreshLabBooks(
    ctx,
    rows.map((row) => row.lbIdx),
  );
}

/**
 * Re-asks the access of one member's open connections, on every document (on every collab
 * process when Redis is configured): after a change to the member rather than to a book —
 * removed from or leaving a group, appointed or removed as a group manager, deactivated, given
 * another installation role. Never throws, as above.
 */
export async function refreshMemberAccess(ctx: AppContext, memberIdx: number): Promise<void> {
  try {
    await ctx.collab?.refreshMemberAccess(memberIdx);
  } catch (error) {
    ctx.log.warn({ err: error, memberIdx }, "member's document access not refreshed");
  }
}
