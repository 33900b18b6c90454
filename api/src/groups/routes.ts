import { z } from "zod";
import {
  apiPaths,
  group,
  groupCreateInput,
  groupJoinInput,
  groupManagerInput,
  groupMember,
  groupMembershipRemoved,
  groupRenameInput,
  idxParam,
} from "@enote/shared";
import type { AppContext } from "../context";
import { withFailuresCounted } from "../throttle/throttle";
import { route, type RouteDef } from "../lib/route";
import * as groups from "./service";
import * as membership from "./membership";

const groupParams = z.object({ groupIdx: idxParam });
const memberParams = z.object({ groupIdx: idxParam, memberIdx: idxParam });
/** Express path of an id route: `/api/group/:groupIdx.do` for `/api/group/{groupIdx}.do`. */
const byGroup = (suffix = "") => `/api/group/:groupIdx${suffix}.do`;

/** Groups (/myLab/groups). Fixed paths come before `:groupIdx.do`, which would otherwise capture them. */
export function groupRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: apiPaths.group.create,
      summary: "Create a group; the creator becomes its manager",
      auth: "member",
      body: groupCreateInput,
      response: group,
      status: 201,
      handler: ({ actor, body }) => groups.createGroup(ctx, actor, body),
    }),
    route({
      method: "get",
      path: apiPaths.group.list,
      summary: "My groups (administrators: every group)",
      auth: "member",
      response: z.array(group),
      handler: ({ actor }) => groups.listGroups(ctx, actor),
    }),
    route({
      method: "post",
      path: apiPaths.group.join,
      summary: "Join a group with its sign-up code",
      auth: "member",
      body: groupJoinInput,
      response: group,
      handler: ({ actor, body }) =>
        withFailuresCounted(ctx, "groupCode", `member:${actor.memberIdx}`, ["INVALID_GROUP_CODE"], () =>
          membership.joinGroup(ctx, actor, body.signUpCode),
        ),
    }),
    route({
      method: "get",
      path: byGroup(),
      summary: "One group",
      auth: "member",
      params: groupParams,
      response: group,
      handler: ({ actor, params }) => groups.getGroup(ctx, actor, params.groupIdx),
    }),
    route({
      method: "put",
      path: byGroup(),
      summary: "Rename a group",
      auth: "member",
      params: groupParams,
      body: groupRenameInput,
      response: group,
      handler: ({ actor, params, body }) => groups.renameGroup(ctx, actor, params.groupIdx, body),
    }),
    route({
      method: "put",
      path: byGroup("/code"),
      summary: "Regenerate the sign-up code; the old one stops working",
      auth: "member",
      params: groupParams,
      response: group,
      handler: ({ actor, params }) => groups.regenerateCode(ctx, actor, params.groupIdx),
    }),
    route({
      method: "get",
      path: byGroup("/members"),
      summary: "The group's members",
      auth: "member",
      params: groupParams,
      response: z.array(groupMember),
      handler: ({ actor, params }) => membership.listGroupMembers(ctx, actor, params.groupIdx),
    }),
    route({
      method: "put",
      path: byGroup("/member"),
      summary: "Appoint or remove a group manager",
      auth: "member",
      params: groupParams,
      body: groupManagerInput,
      response: groupMember,
      handler: ({ actor, params, body }) => membership.setManager(ctx, actor, params.groupIdx, body),
    }),
    route({
      method: "delete",
      path: "/api/group/:groupIdx/member/:memberIdx.do",
      summary: "Remove a member from the group and its projects",
      auth: "member",
      params: memberParams,
      response: groupMembershipRemoved,
      handler: ({ actor, params }) => membership.removeGroupMember(ctx, actor, params.groupIdx, params.memberIdx),
    }),
    route({
      method: "post",
      path: byGroup("/leave"),
      summary: "Leave a group",
      auth: "member",
      params: groupParams,
      response: groupMembershipRemoved,
      handler: ({ actor, params }) => membership.leaveGroup(ctx, actor, params.groupIdx),
    }),
  ];
}
