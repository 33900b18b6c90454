import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { formatSeqNo, type LabBookSummary } from "@enote/shared";
import type { Db } from "../db/client";
import { groups, labBookBookmarks, labBooks, members, projects } from "../db/schema";
import { memberLeft, memberName } from "../members/name";

const writer = alias(members, "writer");

/**
 * Lab book rows as lists show them, with the member's bookmark; `snippet` is the search's
 * excerpt column (null when not searching). The caller adds WHERE, ORDER BY and paging.
 */
export function selectSummaries(db: Db, memberIdx: number, snippet: SQL<string | null> = sql`null`) {
  return db
    .select({
      lbIdx: labBooks.lbIdx,
      projectIdx: labBooks.projectIdx,
      projectName: projects.name,
      groupIdx: labBooks.groupIdx,
      groupName: groups.groupName,
      title: labBooks.title,
      kind: labBooks.kind,
      seqYear: labBooks.seqYear,
      seqNumber: labBooks.seqNumber,
      status: labBooks.status,
      sharePermission: labBooks.sharePermission,
      writerIdx: labBooks.writerIdx,
      writerName: memberName(writer),
      writerLeft: memberLeft(writer),
      createdAt: labBooks.createdAt,
      modifiedAt: labBooks.modifiedAt,
      completedAt: labBooks.completedAt,
      bookmarked: sql<boolean>`${labBookBookmarks.memberIdx} is not null`,
      snippet,
    })
    .from(labBooks)
    .innerJoin(projects, eq(projects.projectIdx, labBooks.projectIdx))
    .innerJoin(groups, eq(groups.groupIdx, labBooks.groupIdx))
    .innerJoin(writer, eq(writer.memberIdx, labBooks.writerIdx))
    .leftJoin(
      labBookBookmarks,
      and(eq(labBookBookmarks.lbIdx, labBooks.lbIdx), eq(labBookBookmarks.memberIdx, memberIdx)),
    )
    .$dynamic();
}

export type SummaryRecord = Awaited<ReturnType<ReturnType<typeof selectSummaries>["execute"]>>[number];

export function toSummary(row: SummaryRecord): LabBookSummary {
  return {
    lbIdx: row.lbIdx,
    projectIdx: row.projectIdx,
    projectName: row.projectName,
    groupIdx: row.groupIdx,
    groupName: row.groupName,
    title: row.title,
    kind: row.kind,
    seqNo: formatSeqNo(row.kind, row.seqYear, row.seqNumber),
    status: row.status,
    sharePermission: row.sharePermission,
    writer: { memberIdx: row.writerIdx, name: row.writerName, left: row.writerLeft },
    writeDate: row.createdAt.toISOString(),
    modifiedDate: row.modifiedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    bookmarked: row.bookmarked,
    snippet: row.snippet,
  };
}
