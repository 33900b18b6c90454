import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { transitionAction, type LabBookDetail, type LabBookStatusInput } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { attachmentManifest } from "../attachments/snapshot";
import { labBookTransitions, labBooks } from "../db/schema";
import { liveDocuments, recordVersion } from "../history/versions";
import { announceBookEvent, recordBookEvent } from "../bookfeed/record";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";
import { labBookActions, readableBook } from "./access";
import { refreshLabBooks } from "./refresh";
import { appendToChain, sha256Hex } from "../signing/chain";
import { canonicalJson, contentHashOf, currentContentHash, frozenState } from "../signing/content";
import { reauthenticate, signBook, withdrawWriterSignatures } from "../signing/signatures";
import { labBookDetail } from "./service";
import { announceNotifications } from "../notifications/record";
import { notifyStatusChange } from "../notifications/status-events";

/**
 * Moves a book along its status flow (IN_PROGRESS → END → COMPLETE, or END → IN_PROGRESS), under
 * the book's row lock, and records the step. Any other step is 409 INVALID_STATUS_TRANSITION.
 * COMPLETE freezes the content as a snapshot with its SHA-256. END and COMPLETE are signatures
 * (issue 27): the caller's password again or a provider's reauthToken (401 REAUTH_FAILED, nothing changed), then the writer's
 * or checker's signature over the content hash; an end cancelled withdraws the writer's. Every
 * step is appended to the book's hash chain. Open editors are re-checked after the commit, so
 * leaving IN_PROGRESS turns them read-only at once.
 */
export async function changeStatus(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  input: Pick<LabBookStatusInput, "status" | "password" | "reauthToken"> & { meaning?: string | null },
  origin: string,
): Promise<LabBookDetail> {
  const to = input.status;
  const { groupIdx, notified } = await ctx.db.transaction(async (tx) => {
    const { book, facts } = await readableBook(tx, actor, lbIdx, true);
    const action = transitionAction(book.status, to);
    if (!action) throw new AppError("INVALID_STATUS_TRANSITION");
    if (!labBookActions(actor, book, facts)[action]) {
      // A reviewer's refusal carries decide's own code; the other steps are modifications.
      if (action === "complete") authorize(actor, "labbook.review", facts);
      throw new AppError("NO_MODIFY_AUTHORITY");
    }
    if (action === "end" || action === "complete") await reauthenticate(ctx, tx, actor, input);
    const meaning = input.meaning ?? null;
    let completion = {};
    if (action === "end") {
      const contentHash = await currentContentHash(ctx, tx, lbIdx);
      await signBook(ctx, tx, actor, { lbIdx, role: "WRITER", meaning, contentHash });
    } else if (action === "cancelEnd") {
      await withdrawWriterSignatures(tx, actor, lbIdx);
    }
    if (action === "complete") {
      const snapshot = await frozenState(ctx, tx, lbIdx);
      const manifest = await attachmentManifest(tx, lbIdx);
      await signBook(ctx, tx, actor, {
        lbIdx,
        role: "CHECKER",
        meaning,
        contentHash: contentHashOf(snapshot, manifest),
      });
      completion = {
        snapshot,
        // The content, then each attachment's hash and name (attachments/snapshot.ts).
        snapshotSha256: createHash("sha256").update(snapshot).update(manifest).digest("hex"),
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
    await appendToChain(tx, lbIdx, {
      kind: "STATUS",
      memberIdx: actor.memberIdx,
      contentHash: sha256Hex(canonicalJson({ lbIdx, from: book.status, to })),
    });
    const event = action === "end" ? "ENDED" : action === "complete" ? "COMPLETED" : null;
    if (event) await recordBookEvent(tx, { lbIdx, kind: event, actorIdx: actor.memberIdx });
    const notified = await notifyStatusChange(ctx, tx, {
      action,
      lbIdx,
      writerIdx: book.writerIdx,
      actorIdx: actor.memberIdx,
    });
    return { groupIdx: event ? book.groupIdx : null, notified };
  });
  await refreshLabBooks(ctx, [lbIdx]);
  if (groupIdx !== null) await announceBookEvent(ctx, groupIdx);
  await announceNotifications(ctx, notified);
  return labBookDetail(ctx, actor, lbIdx, origin);
}
