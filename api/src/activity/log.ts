import type { ActivityKind } from "@enote/shared";
import type { Db } from "../db/client";
import { activityLog } from "../db/schema";

export interface ActivityEntry {
  actorIdx: number;
  groupIdx: number;
  projectIdx?: number | null;
  kind: ActivityKind;
  /** A group or project name as it read then, or a project level; never a member's name. */
  subject?: string | null;
  /** The member the activity was about: named when the log is read, so a member who left is not. */
  subjectMemberIdx?: number | null;
}

/** Appends to the activity log; pass the transaction that makes the change so both land or neither. */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    actorIdx: entry.actorIdx,
    groupIdx: entry.groupIdx,
    projectIdx: entry.projectIdx ?? null,
    kind: entry.kind,
    subject: entry.subject ?? null,
    subjectMemberIdx: entry.subjectMemberIdx ?? null,
  });
}
