import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { CommunityKind } from "@enote/shared";
import type { Db } from "../db/client";
import { comments } from "../db/schema";

/** How many live comments each notice or post has. */
export async function commentCounts(db: Db, kind: CommunityKind, idxs: number[]): Promise<Map<number, number>> {
  if (idxs.length === 0) return new Map();
  const rows = await db
    .select({ idx: comments.subjectIdx, n: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.subjectKind, kind), inArray(comments.subjectIdx, idxs), isNull(comments.deletedAt)))
    .groupBy(comments.subjectIdx);
  return new Map(rows.map((row) => [row.idx, row.n]));
}

/** Removes a deleted notice's or post's comments (replies first: they name their thread). */
export async function dropSubjectComments(db: Db, kind: CommunityKind, idx: number): Promise<void> {
  const own = and(eq(comments.subjectKind, kind), eq(comments.subjectIdx, idx));
  await db.delete(comments).where(and(own, sql`${comments.parentIdx} is not null`));
  await db.delete(comments).where(own);
}
