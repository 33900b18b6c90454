import { z } from "zod";
import {
  apiPaths,
  idxParam,
  memberActiveInput,
  memberListQuery,
  memberPage,
  memberRoleInput,
  memberSummary,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import * as membersService from "./service";

const memberParams = z.object({ memberIdx: idxParam });

/** Users (/myLab/users): the member list and an administrator's role and activation changes. */
export function memberRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "get",
      path: apiPaths.member.list,
      summary: "Members, searched and paged (administrators; group managers with groupIdx)",
      auth: "member",
      query: memberListQuery,
      response: memberPage,
      handler: ({ actor, query }) => membersService.listMembers(ctx, actor, query),
    }),
    route({
      method: "put",
      path: "/api/member/:memberIdx/role.do",
      summary: "Change a member's installation role",
      auth: "member",
      params: memberParams,
      body: memberRoleInput,
      response: memberSummary,
      handler: ({ actor, params, body }) => membersService.changeRole(ctx, actor, params.memberIdx, body.role),
    }),
    route({
      method: "put",
      path: "/api/member/:memberIdx/active.do",
      summary: "Deactivate (ends every sign-in) or reactivate a member",
      auth: "member",
      params: memberParams,
      body: memberActiveInput,
      response: memberSummary,
      handler: ({ actor, params, body }) => membersService.setActive(ctx, actor, params.memberIdx, body.active),
    }),
  ];
}
