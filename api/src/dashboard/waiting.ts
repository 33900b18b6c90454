import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { can, dashboardLimits, formatSeqNo, type Subject, type WaitingBooks } from "@enote/shared";
import type { Db } from "../db/client";
import { groupMembers, groups, labBookTransitions, labBooks, members, projectMembers, projects } from "../db/schema";
import { standingOf } from "../groups/queries";
import { readableBooks } from "../labbook/list";
import { memberRefColumns } from "../members/name";

/**
 * The projects whose ended books the subject may complete: decide's labbook.review asked for each
 * project of their groups and each project they are a member of (a reviewer is a project OWNER or,
 * outside MoA projects, a manager of its group; never in an archived project).
 */
async function reviewedProjects(db: Db, subject: Subject): Promise<number[]> {
  const myGroup = alias(groupMembers, "my_group");
  const myProject = alias(projectMembers, "my_project");
  const rows = await db
    .select({
      projectIdx: projects.projectIdx,
      isManager: myGroup.isManager,
      level: myProject.level,
      archivedAt: projects.archivedAt,
      moa: projects.moa,
    })
    .from(projects)
    .leftJoin(myGroup, and(eq(myGroup.groupIdx, projects.groupIdx), eq(myGroup.memberIdx, subject.memberIdx)))
    .leftJoin(myProject, and(eq(myProject.projectIdx, projects.projectIdx), eq(myProject.memberIdx, subject.memberIdx)))
    .where(or(sql`${myGroup.memberIdx} is not null`, sql`${myProject.memberIdx} is not null`));
  const facts = (row: (typeof rows)[number]) => ({
    group: standingOf(row.isManager),
    project: row.level,
    projectIdx: row.projectIdx,
    projectArchived: row.archivedAt !== null,
    projectMoa: row.moa,
    // Books of others: the writer never checks their own (the query leaves those out).
    isWriter: false,
  });
  return rows.filter((row) => can(subject, "labbook.review", facts(row))).map((row) => row.projectIdx);
}

/**
 * When the book last went to END, by its recorded steps (lab_book_transitions_lb_idx); a book
 * ended before steps were recorded, by its last change.
 */
const endedAt = sql<Date>`coalesce((select max(t.at) from ${labBookTransitions} t
  where t.lb_idx = ${labBooks.lbIdx} and t.to_status = 'END'), ${labBooks.modifiedAt})`.mapWith(labBooks.modifiedAt);

const writer = alias(members, "writer");

/**
 * The ended books matching `where`, the most recently ended first, up to the dashboard's limit,
 * and how many there are. Both queries start from the book's project (lab_books_project_modified_idx)
 * or writer (lab_books_writer_idx), and keep the END ones.
 */
async function endedBooks(db: Db, where: SQL): Promise<WaitingBooks> {
  const condition = and(eq(labBooks.status, "END"), where);
  const [rows, counted] = await Promise.all([
    db
      .select({
        lbIdx: labBooks.lbIdx,
        projectIdx: labBooks.projectIdx,
        projectName: projects.name,
        groupName: groups.groupName,
        title: labBooks.title,
        kind: labBooks.kind,
        seqYear: labBooks.seqYear,
        seqNumber: labBooks.seqNumber,
        writer: memberRefColumns(writer),
        endedAt,
      })
      .from(labBooks)
      .innerJoin(projects, eq(projects.projectIdx, labBooks.projectIdx))
      .innerJoin(groups, eq(groups.groupIdx, labBooks.groupIdx))
      .innerJoin(writer, eq(writer.memberIdx, labBooks.writerIdx))
      .where(condition)
      .orderBy(desc(endedAt), desc(labBooks.lbIdx))
      .limit(dashboardLimits.books),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(labBooks)
      .innerJoin(projects, eq(projects.projectIdx, labBooks.projectIdx))
      .where(condition),
  ]);
  return {
    items: rows.map(({ seqYear, seqNumber, endedAt: at, ...row }) => ({
      ...row,
      seqNo: formatSeqNo(row.kind, seqYear, seqNumber),
      endedAt: at.toISOString(),
    })),
    total: counted[0]?.n ?? 0,
  };
}

const none: WaitingBooks = { items: [], total: 0 };

/** Books ended by others that the subject may complete: what waits for their check. */
export async function booksToCheck(db: Db, subject: Subject): Promise<WaitingBooks> {
  const projectIdxs = await reviewedProjects(db, subject);
  if (projectIdxs.length === 0) return none;
  return endedBooks(
    db,
    and(inArray(labBooks.projectIdx, projectIdxs), ne(labBooks.writerIdx, subject.memberIdx)) as SQL,
  );
}

/**
 * The subject's own books ended and not yet checked, among those they may still read; not those
 * of an archived project, which nobody may check any more.
 */
export async function myEndedBooks(db: Db, subject: Subject): Promise<WaitingBooks> {
  const readable = await readableBooks(db, subject);
  if (readable === null) return none;
  return endedBooks(db, and(eq(labBooks.writerIdx, subject.memberIdx), isNull(projects.archivedAt), readable) as SQL);
}
