import { z } from "zod";
import {
  comment,
  commentCreateInput,
  commentList,
  commentResolveInput,
  commentUpdateInput,
  idxParam,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import * as service from "./service";
import type { CommentSubject } from "./subject";

const deleted = z.object({ lcmIdx: z.number().int(), deleted: z.literal(true) });

/**
 * The comment calls of a subject other than a lab book, at the lab book comments' paths and
 * with their rules: `/api/<area>/{<idxName>}/comment.do`, `…/comments.do`, `…/comment/{lcmIdx}.do`
 * and `…/comment/{lcmIdx}/resolve.do`. `subjectOf` builds the subject (404 when not readable).
 */
export function subjectCommentRoutes(
  ctx: AppContext,
  area: string,
  idxName: string,
  noun: string,
  subjectOf: (actor: Actor, idx: number) => Promise<CommentSubject>,
): RouteDef[] {
  const { db } = ctx;
  const subjectParams = z.object({ [idxName]: idxParam });
  const commentParams = z.object({ [idxName]: idxParam, lcmIdx: idxParam });
  const idxOf = (params: Record<string, number>): number => params[idxName] ?? 0;
  const base = `/api/${area}/:${idxName}`;
  return [
    route({
      method: "post",
      path: `${base}/comment.do`,
      summary: `Comment on a ${noun}, or reply to a thread (parentIdx)`,
      auth: "member",
      params: subjectParams,
      body: commentCreateInput,
      response: comment,
      status: 201,
      handler: async ({ actor, params, body }) =>
        service.createComment(db, actor, await subjectOf(actor, idxOf(params)), { ...body, anchor: undefined }),
    }),
    route({
      method: "get",
      path: `${base}/comments.do`,
      summary: `Every comment of a ${noun}, oldest first, and the members a comment may mention`,
      auth: "member",
      params: subjectParams,
      response: commentList,
      handler: async ({ actor, params }) => service.listComments(db, actor, await subjectOf(actor, idxOf(params))),
    }),
    route({
      method: "put",
      path: `${base}/comment/:lcmIdx.do`,
      summary: "Edit my comment",
      auth: "member",
      params: commentParams,
      body: commentUpdateInput,
      response: comment,
      handler: async ({ actor, params, body }) =>
        service.updateComment(db, actor, await subjectOf(actor, idxOf(params)), params.lcmIdx ?? 0, body.content),
    }),
    route({
      method: "delete",
      path: `${base}/comment/:lcmIdx.do`,
      summary: `Delete my comment, or any comment of a ${noun} I manage`,
      auth: "member",
      params: commentParams,
      response: deleted,
      handler: async ({ actor, params }) =>
        service.deleteComment(db, actor, await subjectOf(actor, idxOf(params)), params.lcmIdx ?? 0),
    }),
    route({
      method: "put",
      path: `${base}/comment/:lcmIdx/resolve.do`,
      summary: `Resolve or reopen the comment's thread (its author, the ${noun}'s writer, its managers)`,
      auth: "member",
      params: commentParams,
      body: commentResolveInput,
      response: comment,
      handler: async ({ actor, params, body }) =>
        service.resolveThread(db, actor, await subjectOf(actor, idxOf(params)), params.lcmIdx ?? 0, body.resolved),
    }),
  ];
}
