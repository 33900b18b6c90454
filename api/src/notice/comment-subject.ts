import { decideNotice } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { CommentSubject } from "../comments/subject";
import { announceCommunity } from "../community/live";
import { communityMentionable } from "../community/mentionable";
import { notifyCommunityComment } from "../notifications/comment-events";
import { noticeFor } from "./access";

/**
 * A notice as a comment subject, with the lab book comments' rules: whoever reads the notice
 * comments; whoever may delete the notice (administrators, the group's managers) moderates; its
 * writer resolves any thread. 404 for those who may not read it.
 */
export async function noticeCommentSubject(ctx: AppContext, actor: Actor, noticeIdx: number): Promise<CommentSubject> {
  const { row, group } = await noticeFor(ctx.db, actor, noticeIdx, "read");
  return {
    kind: "notice",
    idx: noticeIdx,
    standing: {
      reads: true,
      moderates: decideNotice(actor, "delete", group).allowed,
      wroteSubject: row.writerIdx === actor.memberIdx,
    },
    mentionable: () => communityMentionable(ctx.db, row.groupIdx),
    changed: () => announceCommunity(ctx, row.groupIdx, `notice.${noticeIdx}`),
    notify: (db, created) =>
      notifyCommunityComment(
        ctx,
        db,
        actor,
        {
          subjectType: "notice",
          subjectIdx: noticeIdx,
          link: `/notice/experimentComment/${noticeIdx}/${created.commentIdx}`,
        },
        created,
      ),
  };
}
