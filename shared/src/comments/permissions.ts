import type { ForbiddenCode } from "../permissions";

/**
 * What a member is to the subject comments belong to, as that subject's own rules say (for a lab
 * book: decide's labbook.read and project.manage). The comment rules below build on it only.
 */
export interface CommentStanding {
  /** May read the subject, so read its comments, start threads and reply. */
  reads: boolean;
  /** Manages the subject (a lab book's project OWNER, its group's managers): deletes any comment. */
  moderates: boolean;
  /** Wrote the subject (a lab book's writer): resolves any thread on it. */
  wroteSubject: boolean;
}

export type CommentAction = "edit" | "delete" | "resolve";

/** The refusal of each action for a member who may read the subject but not do it. */
export const commentRefusal: Record<CommentAction, ForbiddenCode> = {
  edit: "NO_MODIFY_AUTHORITY",
  delete: "NO_DELETE_AUTHORITY",
  resolve: "NO_MODIFY_AUTHORITY",
};

/**
 * The comment rules, for the api's checks and the client's menus alike: authors edit and delete
 * their own; moderators delete any; a thread is resolved or reopened by its author, the
 * subject's writer or a moderator. Reading is the subject's rule (`standing.reads`).
 */
export function commentRights(
  standing: CommentStanding,
  comment: { authorIdx: number; threadAuthorIdx: number },
  memberIdx: number,
): Record<CommentAction, boolean> {
  const own = comment.authorIdx === memberIdx;
  return {
    edit: standing.reads && own,
    delete: standing.reads && (own || standing.moderates),
    resolve: standing.reads && (comment.threadAuthorIdx === memberIdx || standing.wroteSubject || standing.moderates),
  };
}
