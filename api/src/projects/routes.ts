import { z } from "zod";
import {
  apiPaths,
  idxParam,
  project,
  projectCreateInput,
  projectDetail,
  projectListQuery,
  projectMemberInput,
  projectMembershipRemoved,
  projectUpdateInput,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import * as projects from "./service";
import * as projectMembers from "./members";

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
