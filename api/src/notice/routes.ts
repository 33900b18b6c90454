import { z } from "zod";
import {
  attachmentDownloadQuery,
  communityAttachment,
  notice,
  noticeAttachmentParams,
  noticeCreateInput,
  noticeList,
  noticeListQuery,
  noticeParams,
  noticeUnread,
  noticeUpdateInput,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { subjectCommentRoutes } from "../comments/subject-routes";
import { noticeCommentSubject } from "./comment-subject";
import * as service from "./service";

/** Notices (issue 24): to the installation (administrators write) or a group (its managers write). */
export function noticeRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: "/api/notice/create.do",
      summary:
        "Post a notice: without groupIdx to the whole installation (administrators), else to a group (its managers)",
      auth: "member",
      body: noticeCreateInput,
      response: notice,
      status: 201,
      handler: ({ actor, body }) => service.createNotice(ctx, actor, body),
    }),
    route({
      method: "get",
      path: "/api/notice/list.do",
      summary: "Notices the caller sees (the installation's and their groups', or one group's), pinned first",
      auth: "member",
      query: noticeListQuery,
      response: noticeList,
      handler: ({ actor, query }) => service.listNotices(ctx, actor, query),
    }),
    route({
      method: "get",
      path: "/api/notice/unread.do",
      summary: "How many notices the caller has not opened, and the latest ones",
      auth: "member",
      response: noticeUnread,
      handler: ({ actor }) => service.unreadNotices(ctx, actor),
    }),
    route({
      method: "get",
      path: "/api/notice/:noticeIdx.do",
      summary: "A notice with its text and files; marks it read",
      auth: "member",
      params: noticeParams,
      response: notice,
      handler: ({ actor, params }) => service.getNotice(ctx, actor, params.noticeIdx),
    }),
    route({
      method: "put",
      path: "/api/notice/:noticeIdx.do",
      summary: "Edit a notice (who may post it)",
      auth: "member",
      params: noticeParams,
      body: noticeUpdateInput,
      response: notice,
      handler: ({ actor, params, body }) => service.updateNotice(ctx, actor, params.noticeIdx, body),
    }),
    route({
      method: "delete",
      path: "/api/notice/:noticeIdx.do",
      summary: "Delete a notice with its comments and files (who may post it)",
      auth: "member",
      params: noticeParams,
      response: z.object({ noticeIdx: z.number().int() }),
      handler: ({ actor, params }) => service.deleteNotice(ctx, actor, params.noticeIdx),
    }),
    route({
      method: "post",
      path: "/api/notice/:noticeIdx/attachment.do",
      summary: "Attach a file to a notice: multipart/form-data, the file in the field `file` (who may edit it)",
      auth: "member",
      params: noticeParams,
      response: communityAttachment,
      status: 201,
      handler: ({ actor, params, req }) => service.uploadNoticeAttachment(ctx, actor, params.noticeIdx, req),
    }),
    route({
      method: "get",
      path: "/api/notice/:noticeIdx/attachment/:attachmentIdx.do",
      summary: "A notice's file as a download (?inline=1: shown in the page, for PNG/JPEG/GIF/WebP only)",
      auth: "member",
      params: noticeAttachmentParams,
      query: attachmentDownloadQuery,
      response: z.void(),
      produces: "application/octet-stream",
      handler: ({ actor, params, query, res }) =>
        service.sendNoticeAttachment(ctx, actor, params.noticeIdx, params.attachmentIdx, query.inline === "1", res),
    }),
    route({
      method: "delete",
      path: "/api/notice/:noticeIdx/attachment/:attachmentIdx.do",
      summary: "Remove a notice's file (who may edit it)",
      auth: "member",
      params: noticeAttachmentParams,
      response: z.object({ attachmentIdx: z.number().int() }),
      handler: ({ actor, params }) =>
        service.deleteNoticeAttachment(ctx, actor, params.noticeIdx, params.attachmentIdx),
    }),
    ...subjectCommentRoutes(ctx, "notice", "noticeIdx", "notice", (actor, idx) =>
      noticeCommentSubject(ctx, actor, idx),
    ),
  ];
}
