import { timingSafeEqual } from "node:crypto";
import { and, eq, getTableColumns } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { can, type Facts, type LabBookStatus, type LabBookTransitionAction, type Subject } from "@enote/shared";
import type { Db } from "../db/client";
import { groupMembers, labBooks, projectMembers, projects } from "../db/schema";
import { standingOf } from "../groups/queries";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";

const {
  snapshot: _snapshot,
  plainText: _plainText,
  searchBigrams: _searchBigrams,
  ...bookColumns
} = getTableColumns(labBooks);
/** A lab book row without its large columns (the frozen snapshot and the search texts). */
export type LabBookRow = Omit<typeof labBooks.$inferSelect, "snapshot" | "plainText" | "searchBigrams">;

export interface LabBookFacts {
  book: LabBookRow;
  /** What decide needs about the book for the subject. */
  facts: Facts;
}

/**
 * A lab book and the subject's standing towards it (group, project level, archived, writer), or
 * null when there is no such book. `lock` takes the book's row lock for the rest of the transaction.
 */
export async function findLabBook(
  db: Db,
  lbIdx: number,
  subject: Subject,
  options: { lock?: boolean } = {},
): Promise<LabBookFacts | null> {
  const myGroup = alias(groupMembers, "my_group");
  const myProject = alias(projectMembers, "my_project");
  const query = db
    .select({
      book: bookColumns,
      archivedAt: projects.archivedAt,
      moa: projects.moa,
      isManager: myGroup.isManager,
      level: myProject.level,
    })
    .from(labBooks)
    .innerJoin(projects, eq(projects.projectIdx, labBooks.projectIdx))
    .leftJoin(myGroup, and(eq(myGroup.groupIdx, labBooks.groupIdx), eq(myGroup.memberIdx, subject.memberIdx)))
    .leftJoin(myProject, and(eq(myProject.projectIdx, labBooks.projectIdx), eq(myProject.memberIdx, subject.memberIdx)))
    .where(eq(labBooks.lbIdx, lbIdx));
  const [row] = options.lock ? await query.for("update", { of: labBooks }) : await query;
  if (!row) return null;
  return {
    book: row.book,
    facts: {
      group: standingOf(row.isManager),
      project: row.level,
      projectIdx: row.book.projectIdx,
      projectArchived: row.archivedAt !== null,
      projectMoa: row.moa,
      bookKind: row.book.kind,
      isWriter: row.book.writerIdx === subject.memberIdx,
    },
  };
}

/** A book the subject may read, with their standing; 404 when it does not exist or is not visible. */
export async function readableBook(db: Db, subject: Subject, lbIdx: number, lock = false): Promise<LabBookFacts> {
  const found = await findLabBook(db, lbIdx, subject, { lock });
  if (!found) throw new AppError("NOT_FOUND");
  authorize(subject, "labbook.read", found.facts);
  return found;
}

/**
 * What the subject may do with the book's content now: write while the book is IN_PROGRESS and
 * decide allows labbook.write; read when it allows labbook.read; nothing otherwise.
 */
export function contentAccess(subject: Subject, status: LabBookStatus, facts: Facts): "write" | "read" | "none" {
  if (status === "IN_PROGRESS" && can(subject, "labbook.write", facts)) return "write";
  return can(subject, "labbook.read", facts) ? "read" : "none";
}

export type LabBookAction = LabBookTransitionAction | "share";

/**
 * The actions of the status flow and sharing, for menus and for the checks:
 * - end (IN_PROGRESS → END): the writer, or a project OWNER, who may still write in it;
 * - complete (END → COMPLETE): a reviewer other than the writer (decide's labbook.review);
 * - cancelEnd (END → IN_PROGRESS): the writer who may still write, or a reviewer;
 * - share: whoever reads it and is its writer or manages its project (OWNERs, group managers).
 */
export function labBookActions(subject: Subject, book: Pick<LabBookRow, "status">, facts: Facts) {
  const writes = can(subject, "labbook.write", facts);
  const reviews = can(subject, "labbook.review", facts);
  const isWriter = facts.isWriter === true;
  return {
    end: book.status === "IN_PROGRESS" && writes && (isWriter || facts.project === "OWNER"),
    complete: book.status === "END" && reviews,
    cancelEnd: book.status === "END" && ((isWriter && writes) || reviews),
    share: can(subject, "labbook.read", facts) && (isWriter || can(subject, "project.manage", facts)),
  } satisfies Record<LabBookAction, boolean>;
}

/** Whether `key` opens the book's public link now: the book is PUBLIC and the key is its current one. */
export function shareKeyOpens(book: Pick<LabBookRow, "sharePermission" | "shareKey">, key: string): boolean {
  if (book.sharePermission !== "PUBLIC" || book.shareKey === null) return false;
  const expected = Buffer.from(book.shareKey);
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
