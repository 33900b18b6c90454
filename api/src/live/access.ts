import { and, eq } from "drizzle-orm";
import { can, parseDocumentName } from "@enote/shared";
import type { CollabActor, DocumentAccess } from "@enote/collab-server";
import type { Db } from "../db/client";
import { groupMembers, groups, members } from "../db/schema";
import { standingOf } from "../groups/queries";

/**
 * Access to a group's change feed (`group.<idx>`) and a member's own (`member.<idx>`): read-only for active members who may read the
 * group's inventory (its members and administrators), none for everyone else. Null when the document is
 * not a change feed, so the caller asks its other rules.
 */
export async function groupFeedAccess(
  db: Db,
  actor: CollabActor,
  documentName: string,
): Promise<DocumentAccess | null> {
  const parsed = parseDocumentName(documentName);
  // A member's own feed (their notifications): theirs alone, read-only.
  if (parsed?.kind === "member") return actor.memberIdx === parsed.id ? "read" : "none";
  if (parsed?.kind !== "group") return null;
  if (actor.memberIdx === null) return "none";
  const [row] = await db
    .select({ role: members.role, status: members.status, isManager: groupMembers.isManager })
    .from(groups)
    .innerJoin(members, eq(members.memberIdx, actor.memberIdx))
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupIdx, groups.groupIdx), eq(groupMembers.memberIdx, actor.memberIdx)),
    )
    .where(eq(groups.groupIdx, parsed.id));
  if (!row || row.status !== "ACTIVE") return "none";
  const subject = { memberIdx: actor.memberIdx, role: row.role };
  return can(subject, "inventory.read", { group: standingOf(row.isManager) }) ? "read" : "none";
}
