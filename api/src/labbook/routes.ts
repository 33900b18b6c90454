import { z } from "zod";
import {
  apiPaths,
  bookImportInput,
  bookImportResult,
  idxParam,
  labBookBookmarkInput,
  labBookBookmarkResult,
  labBookCreateInput,
  labBookDetail,
  labBookListQuery,
  labBookPage,
  labBookPublic,
  labBookShareInput,
  labBookShareQuery,
  labBookShareResult,
  labBookStatusInput,
} from "@enote/shared";
import type { AppContext } from "../context";
import { publicOrigin } from "../lib/origin";
import { route, type RouteDef } from "../lib/route";
import { importBook } from "./import";
import { listLabBooks } from "./list";
import * as labBooks from "./service";
import { publicLabBook, setSharing } from "./share";
import { changeStatus } from "./status";

const bookParams = z.object({ lbIdx: idxParam });

/** Lab books (issue 4). Fixed paths come before `:lbIdx.do`, which would otherwise capture them. */
export function labBookRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: apiPaths.labbook.create,
      summary: "Start a lab book in a project (its Y.Doc is seeded with the title)",
      auth: "member",
      body: labBookCreateInput,
      response: labBookDetail,
      status: 201,
      handler: ({ actor, body, req }) => labBooks.createLabBook(ctx, actor, body, publicOrigin(ctx.env, req)),
    }),
    route({
      method: "get",
      path: apiPaths.labbook.list,
      summary:
        "A page of the lab books I may see, most recently modified first: ?groupIdx&projectIdx&status&writer&bookmarked&q&page&size",
      auth: "member",
      query: labBookListQuery,
      response: labBookPage,
      handler: ({ actor, query }) => listLabBooks(ctx, actor, query),
    }),
    route({
      method: "get",
      path: "/api/labbook/share/:lbIdx.do",
      summary: "A public lab book's header for anyone holding its link (?key=); 404 otherwise",
      auth: "public",
      params: bookParams,
      query: labBookShareQuery,
      response: labBookPublic,
      handler: ({ params, query }) => publicLabBook(ctx, params.lbIdx, query.key),
    }),
    route({
      method: "get",
      path: "/api/labbook/:lbIdx.do",
      summary: "One lab book: metadata, my access, the actions I may take, its transitions",
      auth: "member",
      params: bookParams,
      response: labBookDetail,
      handler: ({ actor, params, req }) => labBooks.labBookDetail(ctx, actor, params.lbIdx, publicOrigin(ctx.env, req)),
    }),
    route({
      method: "put",
      path: "/api/labbook/:lbIdx/status.do",
      summary: "End (writer), complete (reviewer: freezes a snapshot) or cancel the end of a lab book",
      auth: "member",
      params: bookParams,
      body: labBookStatusInput,
      response: labBookDetail,
      handler: ({ actor, params, body, req }) =>
        changeStatus(ctx, actor, params.lbIdx, body, publicOrigin(ctx.env, req)),
    }),
    route({
      method: "put",
      path: "/api/labbook/:lbIdx/share.do",
      summary: "Make a lab book private or public; `regenerate` replaces (revokes) the public link",
      auth: "member",
      params: bookParams,
      body: labBookShareInput,
      response: labBookShareResult,
      handler: ({ actor, params, body, req }) => setSharing(ctx, actor, params.lbIdx, body, publicOrigin(ctx.env, req)),
    }),
    route({
      method: "put",
      path: "/api/labbook/:lbIdx/bookmark.do",
      summary: "Set my bookmark on a lab book (toggles when `bookmarked` is absent)",
      auth: "member",
      params: bookParams,
      body: labBookBookmarkInput,
      response: labBookBookmarkResult,
      handler: ({ actor, params, body }) => labBooks.setBookmark(ctx, actor, params.lbIdx, body.bookmarked),
    }),
    route({
      method: "post",
      path: "/api/labbook/:lbIdx/import.do",
      summary:
        "Replace an IN_PROGRESS book's sections and/or reaction tables with another readable book's (and add its drawing memos)",
      auth: "member",
      params: bookParams,
      body: bookImportInput,
      response: bookImportResult,
      handler: ({ actor, params, body }) => importBook(ctx, actor, params.lbIdx, body),
    }),
  ];
}
