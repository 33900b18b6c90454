import { and, desc, eq, isNull, lt, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { formatSeqNo, idxMax, type bookFeedQuery, type BookFeedPage } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { bookEvents, comments, groups, labBooks, members, projects } from "../db/schema";
import { loadGroup } from "../groups/queries";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";
import { readableBooks } from "../labbook/list";
import { memberLeft, memberName } from "../members/name";

type FeedQuery = z.output<typeof bookFeedQuery>;

const writer = alias(members, "writer");
const actorMember = alias(members, "actor");

/** The cursor is the last entry's event id, base64url: opaque to clients, checked on the way back. */
function encodeCursor(eventIdx: number): string {
  return Buffer.from(String(eventIdx)).toString("base64url");
}

function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const eventIdx = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : NaN;
  if (!(eventIdx <= idxMax)) {
    throw new AppError("VALIDATION_FAILED", "bad cursor", {
      issues: [{ path: ["cursor"], message: "validation.invalid" }],
    });
  }
  return eventIdx;
}

/**
 * A page of the book feed: what happened to the books the member may read now (the book list's
 * own condition, asked at every read, so a member who left a project stops seeing its books'
 * entries at once), newest first, after `cursor`. Entries of deleted comments are left out. A
 * group filter the member may not see answers 404, as the book list does.
 */
export async function listBookFeed(ctx: AppContext, actor: Actor, query: FeedQuery): Promise<BookFeedPage> {
  const { db } = ctx;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.groupIdx !== undefined) {
    const { standing } = await loadGroup(db, query.groupIdx, actor.memberIdx);
    authorize(actor, "group.view", { group: standing });
  }
  const readable = await readableBooks(db, actor);
  if (!readable) return { items: [], nextCursor: null };
  const conditions: (SQL | undefined)[] = [
    readable,
    query.groupIdx === undefined ? undefined : eq(labBooks.groupIdx, query.groupIdx),
    query.kind === undefined ? undefined : eq(labBooks.kind, query.kind),
    after === undefined ? undefined : lt(bookEvents.eventIdx, after),
    or(isNull(bookEvents.commentIdx), isNull(comments.deletedAt)),
  ];
  const rows = await db
    .select({
      eventIdx: bookEvents.eventIdx,
      event: bookEvents.kind,
      at: bookEvents.at,
      actorIdx: bookEvents.actorIdx,
      actorName: memberName(actorMember),
      actorLeft: memberLeft(actorMember),
      lbIdx: labBooks.lbIdx,
      title: labBooks.title,
      kind: labBooks.kind,
      seqYear: labBooks.seqYear,
      seqNumber: labBooks.seqNumber,
      status: labBooks.status,
      goal: labBooks.goalText,
      writerIdx: labBooks.writerIdx,
      writerName: memberName(writer),
      writerLeft: memberLeft(writer),
      projectIdx: labBooks.projectIdx,
      projectName: projects.name,
      groupIdx: labBooks.groupIdx,
      groupName: groups.groupName,
    })
    .from(bookEvents)
    .innerJoin(labBooks, eq(labBooks.lbIdx, bookEvents.lbIdx))
    .innerJoin(projects, eq(projects.projectIdx, labBooks.projectIdx))
    .innerJoin(groups, eq(groups.groupIdx, labBooks.groupIdx))
    .innerJoin(writer, eq(writer.memberIdx, labBooks.writerIdx))
    .innerJoin(actorMember, eq(actorMember.memberIdx, bookEvents.actorIdx))
    .leftJoin(comments, eq(comments.commentIdx, bookEvents.commentIdx))
    .where(and(...conditions))
    .orderBy(desc(bookEvents.eventIdx))
    .limit(query.size + 1);
  const page = rows.slice(0, query.size);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      eventIdx: row.eventIdx,
      event: row.event,
      at: row.at.toISOString(),
      actor: { memberIdx: row.actorIdx, name: row.actorName, left: row.actorLeft },
      book: {
        lbIdx: row.lbIdx,
        title: row.title,
        kind: row.kind,
        seqNo: formatSeqNo(row.kind, row.seqYear, row.seqNumber),
        status: row.status,
        writer: { memberIdx: row.writerIdx, name: row.writerName, left: row.writerLeft },
        projectIdx: row.projectIdx,
        projectName: row.projectName,
        groupIdx: row.groupIdx,
        groupName: row.groupName,
        goal: row.goal,
      },
    })),
    nextCursor: rows.length > query.size && last ? encodeCursor(last.eventIdx) : null,
  };
}
