import { mentionedMemberIdxs } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { CreatedComment } from "../comments/subject";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { announceNotifications, notify } from "./record";
import { watchersOf } from "./watch";

/**
 * The notifications of a new comment on a notice or a board post: the members it mentions (the
 * mention was checked to name readers), and the thread's author for a reply. Never the author.
 */
export async function notifyCommunityComment(
  ctx: AppContext,
  db: Db,
  actor: Actor,
  subject: { subjectType: "notice" | "board"; subjectIdx: number; link: string },
  created: CreatedComment,
): Promise<() => Promise<void>> {
  const base = { actorIdx: actor.memberIdx, ...subject };
  const mentioned = mentionedMemberIdxs(created.content);
  const replied = created.threadAuthorIdx !== null && !mentioned.includes(created.threadAuthorIdx);
  const notified = [
    ...(await notify(ctx, db, { ...base, kind: "commentMention", recipients: mentioned })),
    ...(replied && created.threadAuthorIdx !== null
      ? await notify(ctx, db, { ...base, kind: "commentReply", recipients: [created.threadAuthorIdx] })
      : []),
  ];
  return () => announceNotifications(ctx, notified);
}

/**
 * The notifications of a new comment on a lab book, each member getting the most specific one:
 * mentioned (the mention was checked to name readers), else the thread's author for a reply,
 * else every watcher (writer, project OWNERs, commenters, chosen watchers). Never the author.
 */
export async function notifyLabBookComment(
  ctx: AppContext,
  db: Db,
  actor: Actor,
  lbIdx: number,
  created: CreatedComment,
): Promise<() => Promise<void>> {
  const base = {
    actorIdx: actor.memberIdx,
    subjectType: "labbook" as const,
    subjectIdx: lbIdx,
    link: `/labBook/experimentComment/${lbIdx}/${created.commentIdx}`,
  };
  const mentioned = mentionedMemberIdxs(created.content);
  const replied = created.threadAuthorIdx !== null && !mentioned.includes(created.threadAuthorIdx);
  const reached = new Set([
    ...mentioned,
    ...(replied && created.threadAuthorIdx !== null ? [created.threadAuthorIdx] : []),
  ]);
  const watchers = (await watchersOf(db, lbIdx)).filter((idx) => !reached.has(idx));
  const notified = [
    ...(await notify(ctx, db, { ...base, kind: "commentMention", recipients: mentioned })),
    ...(replied && created.threadAuthorIdx !== null
      ? await notify(ctx, db, { ...base, kind: "commentReply", recipients: [created.threadAuthorIdx] })
      : []),
    ...(await notify(ctx, db, { ...base, kind: "commentOnBook", recipients: watchers })),
  ];
  return () => announceNotifications(ctx, notified);
}
