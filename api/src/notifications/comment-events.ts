import { mentionedMemberIdxs } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { CreatedComment } from "../comments/subject";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { announceNotifications, notify, type NotificationEvent } from "./record";
import { watchersOf } from "./watch";

type CommentBase = Pick<NotificationEvent, "actorIdx" | "subjectType" | "subjectIdx" | "link">;

/**
 * What every new comment tells: the members it mentions (the mention was checked to name readers),
 * and the thread's author for a reply unless mentioned. Answers those notified and those reached.
 */
async function mentionsAndReply(
  ctx: AppContext,
  db: Db,
  base: CommentBase,
  created: CreatedComment,
): Promise<{ notified: number[]; reached: Set<number> }> {
  const mentioned = mentionedMemberIdxs(created.content);
  const author = created.threadAuthorIdx;
  const replyTo = author !== null && !mentioned.includes(author) ? author : null;
  const notified = [
    ...(await notify(ctx, db, { ...base, kind: "commentMention", recipients: mentioned })),
    ...(replyTo !== null ? await notify(ctx, db, { ...base, kind: "commentReply", recipients: [replyTo] }) : []),
  ];
  return { notified, reached: new Set(replyTo !== null ? [...mentioned, replyTo] : mentioned) };
}

/** The notifications of a new comment on a notice or a board post: its mentions and the reply. Never the author. */
export async function notifyCommunityComment(
  ctx: AppContext,
  db: Db,
  actor: Actor,
  subject: { subjectType: "notice" | "board"; subjectIdx: number; link: string },
  created: CreatedComment,
): Promise<() => Promise<void>> {
  const { notified } = await mentionsAndReply(ctx, db, { actorIdx: actor.memberIdx, ...subject }, created);
  return () => announceNotifications(ctx, notified);
}

/**
 * The notifications of a new comment on a lab book, each member getting the most specific one:
 * mentioned, else the thread's author for a reply, else every watcher (writer, project OWNERs,
 * commenters, chosen watchers). Never the author.
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
  const { notified, reached } = await mentionsAndReply(ctx, db, base, created);
  const watchers = (await watchersOf(db, lbIdx)).filter((idx) => !reached.has(idx));
  notified.push(...(await notify(ctx, db, { ...base, kind: "commentOnBook", recipients: watchers })));
  return () => announceNotifications(ctx, notified);
}
