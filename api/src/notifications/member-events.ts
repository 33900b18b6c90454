import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { labBookVersionAuthors, labBookVersions, labBooks, projectMembers } from "../db/schema";
import { notify } from "./record";
import { activeOnly } from "./watch";

/**
 * Who writes a book: its writer and everyone whose typing is in one of its versions. Only active
 * members.
 */
export async function writersOf(db: Db, lbIdx: number): Promise<number[]> {
  const [book] = await db.select({ writerIdx: labBooks.writerIdx }).from(labBooks).where(eq(labBooks.lbIdx, lbIdx));
  if (!book) return [];
  const authors = await db
    .selectDistinct({ memberIdx: labBookVersionAuthors.memberIdx })
    .from(labBookVersionAuthors)
    .innerJoin(labBookVersions, eq(labBookVersions.versionIdx, labBookVersionAuthors.versionIdx))
    .where(eq(labBookVersions.lbIdx, lbIdx));
  return activeOnly(db, [...new Set([book.writerIdx, ...authors.map((a) => a.memberIdx)])]);
}

/** A restore of a book, in its transaction: every writer of the book but the one who restored it. */
export async function notifyBookRestored(ctx: AppContext, db: Db, lbIdx: number, actorIdx: number): Promise<number[]> {
  return notify(ctx, db, {
    kind: "bookRestored",
    actorIdx,
    recipients: await writersOf(db, lbIdx),
    subjectType: "labbook",
    subjectIdx: lbIdx,
    link: `/labBook/experiment/${lbIdx}`,
  });
}

/** A partner joined a MoA project by its invitation, in that transaction: the project's OWNERs. */
export async function notifyPartnerJoined(
  ctx: AppContext,
  db: Db,
  projectIdx: number,
  actorIdx: number,
): Promise<number[]> {
  const owners = await db
    .select({ memberIdx: projectMembers.memberIdx })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectIdx, projectIdx), eq(projectMembers.level, "OWNER")));
  return notify(ctx, db, {
    kind: "partnerJoined",
    actorIdx,
    recipients: await activeOnly(
      db,
      owners.map((o) => o.memberIdx),
    ),
    subjectType: "project",
    subjectIdx: projectIdx,
    link: `/myLab/projects?projectIdx=${projectIdx}`,
  });
}

/** A member appointed or removed as a group's manager, in that transaction: that member. */
export async function notifyGroupLevelChanged(
  ctx: AppContext,
  db: Db,
  groupIdx: number,
  memberIdx: number,
  actorIdx: number,
): Promise<number[]> {
  return notify(ctx, db, {
    kind: "groupLevelChanged",
    actorIdx,
    recipients: [memberIdx],
    subjectType: "group",
    subjectIdx: groupIdx,
    link: `/myLab/groups?groupIdx=${groupIdx}`,
  });
}
