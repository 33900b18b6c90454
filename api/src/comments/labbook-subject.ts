import { and, asc, eq, isNotNull, or } from "drizzle-orm";
import { can, documentName, encodeCollabMessage } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { groupMembers, members, projectMembers } from "../db/schema";
import { readableBook } from "../labbook/access";
import { memberName } from "../members/name";
import { broadcastToDocument } from "../collab/broadcast";
import { announceBookEvent, recordBookEvent } from "../bookfeed/record";
import { notifyLabBookComment } from "../notifications/comment-events";
import type { CommentSubject } from "./subject";

/**
 * A lab book as a comment subject: whoever may read the book (READER too) comments, also after
 * COMPLETE (comments are not part of the frozen record); its project OWNERs, the group's managers
 * and administrators moderate; its writer resolves any thread. Outsiders get 404 as for the book.
 */
export async function labBookCommentSubject(ctx: AppContext, actor: Actor, lbIdx: number): Promise<CommentSubject> {
  const { book, facts } = await readableBook(ctx.db, actor, lbIdx);
  // Moderation is not writing: an archived project's managers still remove a comment.
  const moderates = can(actor, "project.manage", { ...facts, projectArchived: false });
  return {
    kind: "labbook",
    idx: lbIdx,
    standing: { reads: true, moderates, wroteSubject: facts.isWriter === true },
    mentionable: () =>
      ctx.db
        .selectDistinct({ memberIdx: members.memberIdx, name: memberName() })
        .from(members)
        .leftJoin(
          projectMembers,
          and(eq(projectMembers.memberIdx, members.memberIdx), eq(projectMembers.projectIdx, book.projectIdx)),
        )
        .leftJoin(
          groupMembers,
          and(
            eq(groupMembers.memberIdx, members.memberIdx),
            eq(groupMembers.groupIdx, book.groupIdx),
            eq(groupMembers.isManager, true),
          ),
        )
        .where(and(eq(members.status, "ACTIVE"), or(isNotNull(projectMembers.level), isNotNull(groupMembers.groupIdx))))
        .orderBy(asc(memberName())),
    changed: () => broadcastToDocument(ctx, documentName.labbook(lbIdx), encodeCollabMessage({ type: "comments" })),
    commented: async (db, commentIdx) => {
      await recordBookEvent(db, { lbIdx, kind: "COMMENTED", actorIdx: actor.memberIdx, commentIdx });
      await announceBookEvent(ctx, book.groupIdx);
    },
    notify: (db, created) => notifyLabBookComment(ctx, db, actor, lbIdx, created),
  };
}
