import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  apiPaths,
  type Group,
  type groupCreateInput,
  type groupJoinInput,
  type GroupManagerInput,
  type GroupMember,
  type groupRenameInput,
} from "@enote/shared";
import type { z } from "zod";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";

export function useGroups() {
  return useQuery({ queryKey: queryKeys.groups.list(), queryFn: () => api.get<Group[]>(apiPaths.group.list) });
}

export function useGroup(groupIdx: number | null) {
  return useQuery({
    queryKey: queryKeys.groups.detail(groupIdx ?? 0),
    queryFn: () => api.get<Group>(apiPaths.group.detail(groupIdx ?? 0)),
    enabled: groupIdx !== null,
  });
}

export function useGroupMembers(groupIdx: number | null) {
  return useQuery({
    queryKey: queryKeys.groups.members(groupIdx ?? 0),
    queryFn: () => api.get<GroupMember[]>(apiPaths.group.members(groupIdx ?? 0)),
    enabled: groupIdx !== null,
  });
}

/** Membership changes reach every screen that counts or lists groups. */
function membershipChanged(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.groups.all }),
    client.invalidateQueries({ queryKey: queryKeys.projects.all }),
    client.invalidateQueries({ queryKey: queryKeys.tree.all }),
    client.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
    client.invalidateQueries({ queryKey: queryKeys.members.all }),
  ]);
}

/** The api answered one group: keep both the detail and its row in the list. */
function storeGroup(client: QueryClient, group: Group): void {
  client.setQueryData(queryKeys.groups.detail(group.groupIdx), group);
  client.setQueryData<Group[]>(queryKeys.groups.list(), (list) =>
    list?.map((entry) => (entry.groupIdx === group.groupIdx ? group : entry)),
  );
}

export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof groupCreateInput>) => api.post<Group>(apiPaths.group.create, input),
    onSuccess: () => membershipChanged(client),
  });
}

export function useJoinGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof groupJoinInput>) => api.post<Group>(apiPaths.group.join, input),
    onSuccess: () => membershipChanged(client),
  });
}

export function useRenameGroup(groupIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof groupRenameInput>) => api.put<Group>(apiPaths.group.detail(groupIdx), input),
    onSuccess: (group) => {
      storeGroup(client, group);
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.groups.all }),
        client.invalidateQueries({ queryKey: queryKeys.projects.all }),
        client.invalidateQueries({ queryKey: queryKeys.tree.all }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}

export function useRegenerateCode(groupIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<Group>(apiPaths.group.code(groupIdx)),
    onSuccess: (group) => storeGroup(client, group),
  });
}

export function useSetManager(groupIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupManagerInput) => api.put<unknown>(apiPaths.group.member(groupIdx), input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.groups.members(groupIdx) }),
        client.invalidateQueries({ queryKey: queryKeys.groups.list() }),
        client.invalidateQueries({ queryKey: queryKeys.groups.detail(groupIdx) }),
        client.invalidateQueries({ queryKey: queryKeys.projects.all }),
      ]),
  });
}

export function useRemoveGroupMember(groupIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberIdx: number) => api.delete<unknown>(apiPaths.group.removeMember(groupIdx, memberIdx)),
    onSuccess: () => membershipChanged(client),
  });
}

export function useLeaveGroup(groupIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>(apiPaths.group.leave(groupIdx)),
    onSuccess: () => {
      // The group is no longer visible: drop it rather than refetch it into a 404.
      client.removeQueries({ queryKey: queryKeys.groups.detail(groupIdx) });
      client.removeQueries({ queryKey: queryKeys.groups.members(groupIdx) });
      void Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.groups.list() }),
        client.invalidateQueries({ queryKey: queryKeys.projects.all }),
        client.invalidateQueries({ queryKey: queryKeys.tree.all }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}

/** What the permission rule needs to know about the subject's standing in a group. */
export function standingIn(group: Pick<Group, "myRole"> | undefined): "none" | "member" | "manager" {
  return group?.myRole ?? "none";
}
