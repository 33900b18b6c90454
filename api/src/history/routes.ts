import { z } from "zod";
import { exportQuery, idxParam, versionDetail, versionDiff, versionList, versionSummary } from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { exportBook, exportProject } from "./export";
import * as history from "./service";

const bookParams = z.object({ lbIdx: idxParam });
const versionParams = z.object({ lbIdx: idxParam, versionIdx: idxParam });
const projectParams = z.object({ projectIdx: idxParam });

/** A lab book's history (versions with their authors, diff, restore) and its export (issue 27). */
export function historyRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "get",
      path: "/api/labbook/:lbIdx/versions.do",
      summary: "The versions of a lab book I may read, newest first, each with the members who changed it",
      auth: "member",
      params: bookParams,
      response: versionList,
      handler: ({ actor, params }) => history.listVersions(ctx, actor, params.lbIdx),
    }),
    route({
      method: "get",
      path: "/api/labbook/:lbIdx/version/:versionIdx.do",
      summary: "One version's content, read-only",
      auth: "member",
      params: versionParams,
      response: versionDetail,
      handler: ({ actor, params, locale }) => history.getVersion(ctx, actor, params.lbIdx, params.versionIdx, locale),
    }),
    route({
      method: "get",
      path: "/api/labbook/:lbIdx/version/:versionIdx/diff.do",
      summary: "The changes from a version to the current text, each credited to the members who made it",
      auth: "member",
      params: versionParams,
      response: versionDiff,
      handler: ({ actor, params, locale }) => history.diffVersion(ctx, actor, params.lbIdx, params.versionIdx, locale),
    }),
    route({
      method: "post",
      path: "/api/labbook/:lbIdx/version/:versionIdx/restore.do",
      summary: "Restore a version as a new change (WRITER/OWNER, while IN_PROGRESS)",
      auth: "member",
      params: versionParams,
      response: versionSummary,
      status: 201,
      handler: ({ actor, params }) => history.restoreVersion(ctx, actor, params.lbIdx, params.versionIdx),
    }),
    route({
      method: "get",
      path: "/api/labbook/:lbIdx/export.do",
      summary: "A lab book as an .eln file (RO-Crate 1.1: metadata, HTML, JSON, attachments, memos as SVG)",
      auth: "member",
      params: bookParams,
      query: exportQuery,
      response: z.void(),
      produces: "application/vnd.eln+zip",
      handler: ({ actor, params, res, locale }) => exportBook(ctx, actor, params.lbIdx, res, locale),
    }),
    route({
      method: "get",
      path: "/api/project/:projectIdx/export.do",
      summary: "Every lab book of a project I may read, as one .eln file",
      auth: "member",
      params: projectParams,
      query: exportQuery,
      response: z.void(),
      produces: "application/vnd.eln+zip",
      handler: ({ actor, params, res, locale }) => exportProject(ctx, actor, params.projectIdx, res, locale),
    }),
  ];
}
