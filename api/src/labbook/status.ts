import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import * as Y from "yjs";
import { documentName, frozenMemosRoot, transitionAction, type LabBookDetail, type LabBookStatus } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { attachmentManifest } from "../attachments/snapshot";
import type { Db } from "../db/client";
import { labBookTransitions, labBooks } from "../db/schema";
import { storedUpdates } from "../collab/capabilities";
import { frozenMemos } from "../memos/snapshot";
import { liveDocuments, recordVersion } from "../history/versions";
import { announceBookEvent, recordBookEvent } from "../bookfeed/record";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";
import { labBookActions, readableBook } from "./access";
import { refreshLabBooks } from "./refresh";
import { labBookDetail } from "./service";

/**
 * The content as it stands now, for the frozen snapshot: the stored state and update log, plus the
 * live document when this process holds it open (updates not yet in the log are in it).
 */
async function currentContent(ctx: AppContext, db: Db, lbIdx: number): Promise<Uint8Array> {
  const name = documentName.labbook(lbIdx);
  const updates = await storedUpdates(db, name);
  const live = ctx.collab?.hocuspocus.documents.get(name);
  if (live) updates.push(Y.encodeStateAsUpdate(live));
  const doc = new Y.Doc();
  doc.transact(() => updates.forEach((update) => Y.applyUpdate(doc, update)));
  doc.getArray(frozenMemosRoot).push(await frozenMemos(ctx, db, lbIdx));
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

/**
 * Moves a book along its status flow (IN_PROGRESS → END → COMPLETE, or END → IN_PROGRESS), under
 * the book's row lock, and records the step. Any other step is 409 INVALID_STATUS_TRANSITION.
 * COMPLETE freezes the content as a snapshot with its SHA-256. Open editors are re-checked after
 * the commit, so leaving IN_PROGRESS turns them read-only at once.
 */
export async function changeStatus(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  to: LabBookStatus,
  origin: string,
): Promise<LabBookDetail> {
  const groupIdx = await ctx.db.transaction(async (tx) => {
    const { book, facts } = await readableBook(tx, actor, lbIdx, true);
    const action = transitionAction(book.status, to);
    if (!action) throw new AppError("INVALID_STATUS_TRANSITION");
    if (!labBookActions(actor, book, facts)[action]) {
      // A reviewer's refusal carries decide's own code; the other steps are modifications.
      if (action === "complete") authorize(actor, "labbook.review", facts);
      throw new AppError("NO_MODIFY_AUTHORITY");
    }
    let completion = {};
    if (action === "complete") {
      const snapshot = await currentContent(ctx, tx, lbIdx);
      completion = {
        snapshot,
        // The content, then each attachment's hash and name (attachments/snapshot.ts).
        snapshotSha256: createHash("sha256")
          .update(snapshot)
          .update(await attachmentManifest(tx, lbIdx))
          .digest("hex"),
        completedBy: actor.memberIdx,
        completedAt: sql`now()`,
      };
    }
    await tx
      .update(labBooks)
      .set({ status: to, ...completion })
      .where(eq(labBooks.lbIdx, lbIdx));
    await tx
      .insert(labBookTransitions)
      .values({ lbIdx, fromStatus: book.status, toStatus: to, byIdx: actor.memberIdx });
    await recordVersion(tx, lbIdx, "STATUS", actor.memberIdx, { live: liveDocuments(ctx) });
    const event = action === "end" ? "ENDED" : action === "complete" ? "COMPLETED" : null;
    if (event) await recordBookEvent(tx, { lbIdx, kind: event, actorIdx: actor.memberIdx });
    return event ? book.groupIdx : null;
  });
  await refreshLabBooks(ctx, [lbIdx]);
  if (groupIdx !== null) await announceBookEvent(ctx, groupIdx);
  return labBookDetail(ctx, actor, lbIdx, origin);
}
