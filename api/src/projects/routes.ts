import { z } from "zod";
import {
  apiPaths,
  idxParam,
  project,
  projectCreateInput,
  projectDetail,
  projectInviteResult,
  projectJoinInput,
  projectListQuery,
  projectMemberInput,
  projectMembershipRemoved,
  projectUpdateInput,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import * as projects from "./service";
import * as projectMembers from "./members";
import * as invites from "./invite";
import { withFailuresCounted } from "../throttle/throttle";

const projectParams = z.object({ projectIdx: idxParam });

/** Projects (/myLab/projects). Fixed paths come before `:projectIdx.do`, which would otherwise capture them. */
export function projectRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: apiPaths.project.create,
      summary: "Create a project in a group",
      auth: "member",
      body: projectCreateInput,
      response: projectDetail,
      status: 201,
      handler: ({ actor, body }) => projects.createProject(ctx, actor, body),
    }),
    route({
      method: "get",
      path: apiPaths.project.list,
      summary: "The projects I may see, optionally of one group",
      auth: "member",
      query: projectListQuery,
      response: z.array(project),
      handler: ({ actor, query }) => projects.listProjects(ctx, actor, query.groupIdx),
    }),
    route({
      method: "post",
      path: apiPaths.project.join,
      summary: "Join a MoA project with its invitation code (as READER)",
      auth: "member",
      body: projectJoinInput,
      response: projectDetail,
      handler: ({ actor, body }) =>
        withFailuresCounted(ctx, "inviteCode", `member:${actor.memberIdx}`, ["INVALID_INVITE_CODE"], () =>
          invites.joinByInvite(ctx, actor, body.inviteCode),
        ),
    }),
    route({
      method: "post",
      path: "/api/project/:projectIdx/invite.do",
      summary: "Create or renew a MoA project's invitation code (the old code stops working)",
      auth: "member",
      params: projectParams,
      response: projectInviteResult,
      handler: ({ actor, params }) => invites.renewInvite(ctx, actor, params.projectIdx),
    }),
    route({
      method: "get",
      path: "/api/project/:projectIdx.do",
      summary: "One project with its members",
      auth: "member",
      params: projectParams,
      response: projectDetail,
      handler: ({ actor, params }) => projects.getProject(ctx, actor, params.projectIdx),
    }),
    route({
      method: "put",
      path: "/api/project/:projectIdx.do",
      summary: "Rename, archive or unarchive a project",
      auth: "member",
      params: projectParams,
      body: projectUpdateInput,
      response: projectDetail,
      handler: ({ actor, params, body }) => projects.updateProject(ctx, actor, params.projectIdx, body),
    }),
    route({
      method: "put",
      path: "/api/project/:projectIdx/member.do",
      summary: "Add a group member to the project or change their level",
      auth: "member",
      params: projectParams,
      body: projectMemberInput,
      response: projectDetail,
      handler: ({ actor, params, body }) => projectMembers.setProjectMember(ctx, actor, params.projectIdx, body),
    }),
    route({
      method: "delete",
      path: "/api/project/:projectIdx/member/:memberIdx.do",
      summary: "Remove a member from the project",
      auth: "member",
      params: z.object({ projectIdx: idxParam, memberIdx: idxParam }),
      response: projectMembershipRemoved,
      handler: ({ actor, params }) =>
        projectMembers.removeProjectMember(ctx, actor, params.projectIdx, params.memberIdx),
    }),
  ];
}
