import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { tokenPaths, type TokenCreated, type TokenCreateInput, type TokenSummary } from "@enote/shared";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";

/** Personal API tokens: the signed-in member's own, or (an administrator) a member's. */
export function useTokens(memberIdx: number | null = null) {
  return useQuery({
    queryKey: queryKeys.tokens.list(memberIdx),
    queryFn: () =>
      api.get<TokenSummary[]>(memberIdx === null ? tokenPaths.list : `${tokenPaths.list}?memberIdx=${memberIdx}`),
  });
}

export function useCreateToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TokenCreateInput) => api.post<TokenCreated>(tokenPaths.create, input),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.tokens.all }),
  });
}

export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tokenIdx: number) => api.delete<TokenSummary>(tokenPaths.item(tokenIdx)),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.tokens.all }),
  });
}
