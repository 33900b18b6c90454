import { z } from "zod";
import { idxParam, labBookShareQuery, memoDeleted, memoList, memoSummary, memoTitleInput } from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import * as memos from "./service";

const bookParams = z.object({ lbIdx: idxParam });
const memoParams = z.object({ lbIdx: idxParam, memoIdx: idxParam });

/** Drawing memos of a lab book (issue 20): the rows; each drawing is the Y.Doc `memo.<memoIdx>`. */
export function memoRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "get",
      path: "/api/labbook/share/:lbIdx/memos.do",
      summary: "A public lab book's drawing memos for anyone holding its link (?key=); 404 otherwise",
      auth: "public",
      params: bookParams,
      query: labBookShareQuery,
      response: memoList,
      handler: ({ params, query }) => memos.sharedMemos(ctx, params.lbIdx, query.key),
    }),
    route({
      method: "post",
      path: "/api/labbook/:lbIdx/memo.do",
      summary: "Add a drawing memo to a lab book (WRITER/OWNER, while IN_PROGRESS)",
      auth: "member",
      params: bookParams,
      body: memoTitleInput,
      response: memoSummary,
      status: 201,
      handler: ({ actor, params, body }) => memos.createMemo(ctx, actor, params.lbIdx, body.title),
    }),
    route({
      method: "get",
      path: "/api/labbook/:lbIdx/memos.do",
      summary: "The drawing memos of a lab book I may read, oldest first",
      auth: "member",
      params: bookParams,
      response: memoList,
      handler: ({ actor, params }) => memos.listMemos(ctx, actor, params.lbIdx),
    }),
    route({
      method: "put",
      path: "/api/labbook/:lbIdx/memo/:memoIdx.do",
      summary: "Rename a drawing memo (WRITER/OWNER, while IN_PROGRESS)",
      auth: "member",
      params: memoParams,
      body: memoTitleInput,
      response: memoSummary,
      handler: ({ actor, params, body }) => memos.renameMemo(ctx, actor, params.lbIdx, params.memoIdx, body.title),
    }),
    route({
      method: "delete",
      path: "/api/labbook/:lbIdx/memo/:memoIdx.do",
      summary: "Delete a drawing memo for everyone (WRITER/OWNER, while IN_PROGRESS)",
      auth: "member",
      params: memoParams,
      response: memoDeleted,
      handler: ({ actor, params }) => memos.deleteMemo(ctx, actor, params.lbIdx, params.memoIdx),
    }),
  ];
}
