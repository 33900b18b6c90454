import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { can, type Subject } from "@enote/shared";
import type { Db } from "../db/client";
import { groupMembers, labBooks, projects, projectMembers } from "../db/schema";
import { standingOf } from "../groups/queries";

/**
 * Of the given lab books, those `subject` may read now (decide's labbook.read, as opening the
 * book asks it), with their titles. One query for a page of notifications.
 */
export async function readableBooks(db: Db, subject: Subject, lbIdxs: number[]): Promise<Map<number, string>> {
  const readable = new Map<number, string>();
  if (lbIdxs.length === 0) return readable;
  const myGroup = alias(groupMembers, "my_group");
  const myProject = alias(projectMembers, "my_project");
  const rows = await db
    .select({
      lbIdx: labBooks.lbIdx,
      title: labBooks.title,
      kind: labBooks.kind,
      writerIdx: labBooks.writerIdx,
      archivedAt: projects.archivedAt,
      moa: projects.moa,
      isManager: myGroup.isManager,
      level: myProject.level,
    })
    .from(labBooks)
    .innerJoin(projects, eq(projects.projectIdx, labBooks.projectIdx))
    .leftJoin(myGroup, and(eq(myGroup.groupIdx, labBooks.groupIdx), eq(myGroup.memberIdx, subject.memberIdx)))
    .leftJoin(myProject, and(eq(myProject.projectIdx, labBooks.projectIdx), eq(myProject.memberIdx, subject.memberIdx)))
    .where(inArray(labBooks.lbIdx, [...new Set(lbIdxs)]));
  for (const row of rows) {
    const facts = {
      group: standingOf(row.isManager),
      project: row.level,
      projectArchived: row.archivedAt !== null,
      projectMoa: row.moa,
      bookKind: row.kind,
      isWriter: row.writerIdx === subject.memberIdx,
    };
    if (can(subject, "labbook.read", facts)) readable.set(row.lbIdx, row.title);
  }
  return readable;
}
