import type { Comment } from "@enote/shared";

export interface CommentThread {
  root: Comment;
  replies: Comment[];
}

/** Threads in the order they were started, each with its replies in order. */
export function toThreads(comments: readonly Comment[]): CommentThread[] {
  const threads = new Map<number, CommentThread>();
  for (const comment of comments) {
    if (comment.parentIdx === null) threads.set(comment.lcmIdx, { root: comment, replies: [] });
  }
  for (const comment of comments) {
    if (comment.parentIdx !== null) threads.get(comment.parentIdx)?.replies.push(comment);
  }
  return [...threads.values()];
}

/** The thread a comment (a thread's first comment or a reply) belongs to. */
export function threadOf(threads: readonly CommentThread[], lcmIdx: number): CommentThread | undefined {
  return threads.find((thread) => thread.root.lcmIdx === lcmIdx || thread.replies.some((r) => r.lcmIdx === lcmIdx));
}
