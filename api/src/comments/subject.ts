import type { Db } from "../db/client";
import type { CommentStanding, CommentSubjectKind } from "@enote/shared";

export interface MemberRef {
  memberIdx: number;
  name: string;
}

/**
 * What the comment service needs from the thing comments belong to, as that thing's own access
 * rules answer it: the caller may read it (otherwise building the subject threw 404), what else
 * the caller is to it, who may be mentioned, and how open screens learn of a change.
 */
export interface CommentSubject {
  kind: CommentSubjectKind;
  idx: number;
  standing: CommentStanding;
  /** Members who may read the subject: the ones a mention may name. */
  mentionable(): Promise<MemberRef[]>;
  /** Tells every screen showing the subject that its comments changed. Never throws. */
  changed(): Promise<void>;
  /** Records a new comment where the subject keeps news of itself (a lab book's feed), when it does. */
  commented?(db: Db, commentIdx: number): Promise<void>;
  /**
   * Writes the notifications of a new comment in its transaction (issue 35), when the subject
   * notifies; answers what to do once committed (tell the notified members' screens).
   */
  notify?(db: Db, created: CreatedComment): Promise<() => Promise<void>>;
}

/** What the notifications of a new comment are made from. */
export interface CreatedComment {
  commentIdx: number;
  content: string;
  /** The author of the thread's first comment, for a reply; null for a new thread. */
  threadAuthorIdx: number | null;
}
