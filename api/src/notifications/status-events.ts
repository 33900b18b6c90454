import type { LabBookTransitionAction } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { notify } from "./record";
import { reviewersOf } from "./watch";

/**
 * The notifications of a step of a book's status flow, in its transaction: an end tells everyone
 * who may check it (it waits for their COMPLETE); a completion or a cancelled end tells the writer.
 */
export async function notifyStatusChange(
  ctx: AppContext,
  db: Db,
  step: { action: LabBookTransitionAction; lbIdx: number; writerIdx: number; actorIdx: number },
): Promise<number[]> {
  const base = {
    actorIdx: step.actorIdx,
    subjectType: "labbook" as const,
    subjectIdx: step.lbIdx,
    link: `/labBook/experiment/${step.lbIdx}`,
  };
  if (step.action === "end") {
    return notify(ctx, db, { ...base, kind: "bookEnded", recipients: await reviewersOf(db, step.lbIdx) });
  }
  const kind = step.action === "complete" ? "bookCompleted" : "bookEndCancelled";
  return notify(ctx, db, { ...base, kind, recipients: [step.writerIdx] });
}
