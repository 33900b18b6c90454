import type { ActivityKind } from "@enote/shared";
import type { Db } from "../db/client";
import { activityLog } from "../db/schema";

export interface ActivityEntry {
  actorIdx: number;
  groupIdx: number;
  projectIdx?: number | null;
  kind: ActivityKind;
  subject?: string | null;
}

/** Appends to the activity log; pass the transaction that makes the change so both land or neither. */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    actorIdx: entry.actorIdx,
    groupIdx: entry.groupIdx,
    projectIdx: entry.projectIdx ?? null,
    kind: entry.kind,
    subject: entry.subject ?? null,
  });
}
