import { z } from "zod";
import {
  attachmentBookParams,
  attachmentDownloadQuery,
  attachmentListQuery,
  attachmentParams,
  attachmentPeaksInput,
  labBookAttachment,
  labBookAttachmentList,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { deleteAttachment, listAttachments, sendAttachment, setPeaks, uploadAttachment } from "./service";

/** Lab book attachments (issue 20). */
export function attachmentRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: "/api/labbook/:lbIdx/attachment.do",
      summary:
        "Attach a file to a lab book: multipart/form-data, the file in the field `file`, at most ENOTE_MAX_UPLOAD_MB (writers, while in progress)",
      auth: "member",
      params: attachmentBookParams,
      response: labBookAttachment,
      status: 201,
      handler: ({ actor, params, req }) => uploadAttachment(ctx, actor, params.lbIdx, req),
    }),
    route({
      method: "get",
      path: "/api/labbook/:lbIdx/attachments.do",
      summary: "A lab book's attachments, oldest first (members who read it, or ?key= of its public link)",
      auth: "optional",
      params: attachmentBookParams,
      query: attachmentListQuery,
      response: labBookAttachmentList,
      handler: ({ actor, params, query }) => listAttachments(ctx, actor, params.lbIdx, query.key),
    }),
    route({
      method: "get",
      path: "/api/labbook/:lbIdx/attachment/:attachmentIdx.do",
      summary:
        "An attachment's bytes as a download (?inline=1: shown in the page, for PNG/JPEG/GIF/WebP only; ?key= of a public link)",
      auth: "optional",
      params: attachmentParams,
      query: attachmentDownloadQuery,
      response: z.void(),
      produces: "application/octet-stream",
      handler: ({ actor, params, query, res }) =>
        sendAttachment(
          ctx,
          actor,
          params.lbIdx,
          params.attachmentIdx,
          { key: query.key, inline: query.inline === "1" },
          res,
        ),
    }),
    route({
      method: "delete",
      path: "/api/labbook/:lbIdx/attachment/:attachmentIdx.do",
      summary: "Remove an attachment (writers, while the lab book is in progress)",
      auth: "member",
      params: attachmentParams,
      response: z.object({ attachmentIdx: z.number().int() }),
      handler: ({ actor, params }) => deleteAttachment(ctx, actor, params.lbIdx, params.attachmentIdx),
    }),
    route({
      method: "put",
      path: "/api/labbook/:lbIdx/attachment/:attachmentIdx/peaks.do",
      summary: "Set a spectrum's peaks (null: the automatic ones) — writers, while the lab book is in progress",
      auth: "member",
      params: attachmentParams,
      body: attachmentPeaksInput,
      response: labBookAttachment,
      handler: ({ actor, params, body }) => setPeaks(ctx, actor, params.lbIdx, params.attachmentIdx, body.peaks),
    }),
  ];
}
