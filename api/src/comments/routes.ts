import { z } from "zod";
import {
  comment,
  commentCreateInput,
  commentList,
  commentResolveInput,
  commentUpdateInput,
  idxParam,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { labBookCommentSubject } from "./labbook-subject";
import * as service from "./service";

const bookParams = z.object({ lbIdx: idxParam });
const commentParams = z.object({ lbIdx: idxParam, lcmIdx: idxParam });
const deleted = z.object({ lcmIdx: z.number().int(), deleted: z.literal(true) });

/** Comments on lab books (issue 20): anyone who reads the book comments, also after COMPLETE. */
export function commentRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    route({
      method: "post",
      path: "/api/labbook/:lbIdx/comment.do",
      summary: "Comment on a lab book, optionally on a text range of a section, or reply to a thread (parentIdx)",
      auth: "member",
      params: bookParams,
      body: commentCreateInput,
      response: comment,
      status: 201,
      handler: async ({ actor, params, body }) =>
        service.createComment(db, actor, await labBookCommentSubject(ctx, actor, params.lbIdx), body),
    }),
    route({
      method: "get",
      path: "/api/labbook/:lbIdx/comments.do",
      summary: "Every comment of a lab book, oldest first, and the members a comment may mention",
      auth: "member",
      params: bookParams,
      response: commentList,
      handler: async ({ actor, params }) =>
        service.listComments(db, actor, await labBookCommentSubject(ctx, actor, params.lbIdx)),
    }),
    route({
      method: "put",
      path: "/api/labbook/:lbIdx/comment/:lcmIdx.do",
      summary: "Edit my comment",
      auth: "member",
      params: commentParams,
      body: commentUpdateInput,
      response: comment,
      handler: async ({ actor, params, body }) =>
        service.updateComment(
          db,
          actor,
          await labBookCommentSubject(ctx, actor, params.lbIdx),
          params.lcmIdx,
          body.content,
        ),
    }),
    route({
      method: "delete",
      path: "/api/labbook/:lbIdx/comment/:lcmIdx.do",
      summary: "Delete my comment, or any comment of a book I manage",
      auth: "member",
      params: commentParams,
      response: deleted,
      handler: async ({ actor, params }) =>
        service.deleteComment(db, actor, await labBookCommentSubject(ctx, actor, params.lbIdx), params.lcmIdx),
    }),
    route({
      method: "put",
      path: "/api/labbook/:lbIdx/comment/:lcmIdx/resolve.do",
      summary: "Resolve or reopen the comment's thread (its author, the book's writer, its managers)",
      auth: "member",
      params: commentParams,
      body: commentResolveInput,
      response: comment,
      handler: async ({ actor, params, body }) =>
        service.resolveThread(
          db,
          actor,
          await labBookCommentSubject(ctx, actor, params.lbIdx),
          params.lcmIdx,
          body.resolved,
        ),
    }),
  ];
}
