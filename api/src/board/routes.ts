import { z } from "zod";
import {
  attachmentDownloadQuery,
  boardAttachmentParams,
  boardCreateInput,
  boardList,
  boardListQuery,
  boardParams,
  boardPost,
  boardUpdateInput,
  communityAttachment,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { subjectCommentRoutes } from "../comments/subject-routes";
import { boardCommentSubject } from "./comment-subject";
import * as service from "./service";

/** Each group's board (issue 24): members post, authors edit and delete, managers delete any. */
export function boardRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: "/api/board/create.do",
      summary: "Post on a group's board, optionally with lab books the writer reads (the group's members)",
      auth: "member",
      body: boardCreateInput,
      response: boardPost,
      status: 201,
      handler: ({ actor, body }) => service.createPost(ctx, actor, body),
    }),
    route({
      method: "get",
      path: "/api/board/list.do",
      summary: "Posts of one group's board, or of every group of the caller, newest first",
      auth: "member",
      query: boardListQuery,
      response: boardList,
      handler: ({ actor, query }) => service.listPosts(ctx, actor, query),
    }),
    route({
      method: "get",
      path: "/api/board/:boardIdx.do",
      summary: "A post with its text, lab book cards and files",
      auth: "member",
      params: boardParams,
      response: boardPost,
      handler: ({ actor, params }) => service.getPost(ctx, actor, params.boardIdx),
    }),
    route({
      method: "put",
      path: "/api/board/:boardIdx.do",
      summary: "Edit my post",
      auth: "member",
      params: boardParams,
      body: boardUpdateInput,
      response: boardPost,
      handler: ({ actor, params, body }) => service.updatePost(ctx, actor, params.boardIdx, body),
    }),
    route({
      method: "delete",
      path: "/api/board/:boardIdx.do",
      summary: "Delete my post, or any post of a group I manage, with its comments and files",
      auth: "member",
      params: boardParams,
      response: z.object({ boardIdx: z.number().int() }),
      handler: ({ actor, params }) => service.deletePost(ctx, actor, params.boardIdx),
    }),
    route({
      method: "post",
      path: "/api/board/:boardIdx/attachment.do",
      summary: "Attach a file to my post: multipart/form-data, the file in the field `file`",
      auth: "member",
      params: boardParams,
      response: communityAttachment,
      status: 201,
      handler: ({ actor, params, req }) => service.uploadPostAttachment(ctx, actor, params.boardIdx, req),
    }),
    route({
      method: "get",
      path: "/api/board/:boardIdx/attachment/:attachmentIdx.do",
      summary: "A post's file as a download (?inline=1: shown in the page, for PNG/JPEG/GIF/WebP only)",
      auth: "member",
      params: boardAttachmentParams,
      query: attachmentDownloadQuery,
      response: z.void(),
      produces: "application/octet-stream",
      handler: ({ actor, params, query, res }) =>
        service.sendPostAttachment(ctx, actor, params.boardIdx, params.attachmentIdx, query.inline === "1", res),
    }),
    route({
      method: "delete",
      path: "/api/board/:boardIdx/attachment/:attachmentIdx.do",
      summary: "Remove a file of my post",
      auth: "member",
      params: boardAttachmentParams,
      response: z.object({ attachmentIdx: z.number().int() }),
      handler: ({ actor, params }) => service.deletePostAttachment(ctx, actor, params.boardIdx, params.attachmentIdx),
    }),
    ...subjectCommentRoutes(ctx, "board", "boardIdx", "board post", (actor, idx) =>
      boardCommentSubject(ctx, actor, idx),
    ),
  ];
}
