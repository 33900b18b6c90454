import { decideBoard } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { CommentSubject } from "../comments/subject";
import { announceCommunity } from "../community/live";
import { communityMentionable } from "../community/mentionable";
import { notifyCommunityComment } from "../notifications/comment-events";
import { postFor } from "./access";

/**
 * A board post as a comment subject, with the lab book comments' rules: the group's members (who
 * read the post) comment; its managers moderate; the post's writer resolves any thread.
 */
export async function boardCommentSubject(ctx: AppContext, actor: Actor, boardIdx: number): Promise<CommentSubject> {
  const { row, group } = await postFor(ctx.db, actor, boardIdx, "read");
  return {
    kind: "board",
    idx: boardIdx,
    standing: {
      reads: true,
      // Moderating is deleting another member's comment: the group's managers (not the post's writer).
      moderates: decideBoard(actor, "delete", { group, isWriter: false }).allowed,
      wroteSubject: row.writerIdx === actor.memberIdx,
    },
    mentionable: () => communityMentionable(ctx.db, row.groupIdx),
    changed: () => announceCommunity(ctx, row.groupIdx, `board.${boardIdx}`),
    notify: (db, created) =>
      notifyCommunityComment(
        ctx,
        db,
        actor,
        {
          subjectType: "board",
          subjectIdx: boardIdx,
          link: `/board/experimentComment/${boardIdx}/${created.commentIdx}`,
        },
        created,
      ),
  };
}
