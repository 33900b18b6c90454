import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  apiPaths,
  type Project,
  type projectCreateInput,
  type ProjectDetail,
  type ProjectInviteResult,
  type ProjectJoinInput,
  type ProjectMemberInput,
  type ProjectUpdateInput,
} from "@enote/shared";
import type { z } from "zod";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import { labBookKeys } from "../labbook/queryKeys";

export function useProjects(groupIdx: number | null) {
  return useQuery({
    queryKey: queryKeys.projects.list(groupIdx),
    queryFn: () =>
      api.get<Project[]>(groupIdx === null ? apiPaths.project.list : `${apiPaths.project.list}?groupIdx=${groupIdx}`),
  });
}

export function useProject(projectIdx: number) {
  return useQuery({
    queryKey: queryKeys.projects.detail(projectIdx),
    queryFn: () => api.get<ProjectDetail>(apiPaths.project.detail(projectIdx)),
  });
}

/** Projects are counted on group cards, listed in the tree and on the dashboard. */
function projectsChanged(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.projects.all }),
    client.invalidateQueries({ queryKey: queryKeys.groups.all }),
    client.invalidateQueries({ queryKey: queryKeys.tree.all }),
    client.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
  ]);
}

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof projectCreateInput>) => api.post<Project>(apiPaths.project.create, input),
    onSuccess: () => projectsChanged(client),
  });
}

/** Rename or archive/restore. */
export function useUpdateProject(projectIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectUpdateInput) => api.put<unknown>(apiPaths.project.detail(projectIdx), input),
    onSuccess: () => projectsChanged(client),
  });
}

/** Adds a group member to the project, or changes a member's level. */
export function useSetProjectMember(projectIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectMemberInput) => api.put<unknown>(apiPaths.project.member(projectIdx), input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.projects.all }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
}

export function useRemoveProjectMember(projectIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberIdx: number) => api.delete<unknown>(apiPaths.project.removeMember(projectIdx, memberIdx)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.projects.all }),
        client.invalidateQueries({ queryKey: queryKeys.tree.all }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
}

/** Creates or renews a MoA project's invitation code; the answer holds the code, shown once. */
export function useRenewInvite(projectIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ProjectInviteResult>(apiPaths.project.invite(projectIdx)),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.projects.detail(projectIdx) }),
  });
}

/** Joins a MoA project by its invitation code (as READER). */
export function useJoinProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectJoinInput) => api.post<ProjectDetail>(apiPaths.project.join, input),
    onSuccess: () => Promise.all([projectsChanged(client), client.invalidateQueries({ queryKey: labBookKeys.all })]),
  });
}
