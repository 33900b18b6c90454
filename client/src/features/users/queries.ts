import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiPaths, type MemberPage, type ResetPasswordResult, type Role } from "@enote/shared";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";

export const pageSize = 20;

export interface MemberListParams {
  q: string;
  groupIdx: number | null;
  page: number;
}

export function useMemberList(params: MemberListParams, enabled: boolean) {
  const key = { ...params, size: pageSize };
  return useQuery({
    queryKey: queryKeys.members.list(key),
    queryFn: () => {
      const search = new URLSearchParams({ page: String(params.page), size: String(pageSize) });
      if (params.q) search.set("q", params.q);
      if (params.groupIdx !== null) search.set("groupIdx", String(params.groupIdx));
      return api.get<MemberPage>(`${apiPaths.member.list}?${search.toString()}`);
    },
    enabled,
    // Paging and typing keep the table in place instead of flashing a loader.
    placeholderData: keepPreviousData,
  });
}

function useInvalidateMembers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.members.all });
}

export function useChangeRole() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ memberIdx, role }: { memberIdx: number; role: Role }) =>
      api.put<unknown>(apiPaths.member.role(memberIdx), { role }),
    onSuccess: invalidate,
  });
}

export function useSetActive() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ memberIdx, active }: { memberIdx: number; active: boolean }) =>
      api.put<unknown>(apiPaths.member.active(memberIdx), { active }),
    onSuccess: invalidate,
  });
}

/** Spec §7 reset/pw.do: answers the temporary password once (null when a default is configured). */
export function useResetPassword() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (memberIdx: number) => api.put<ResetPasswordResult>(apiPaths.oauth.resetPassword, { memberIdx }),
    onSuccess: invalidate,
  });
}
