import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiPaths, type MemoList, type MemoSummary } from "@enote/shared";
import { api } from "../../lib/api";
import { labBookKeys } from "../labbook/queryKeys";

/**
 * Query keys of drawing memos, per book (and per link for the public view). Under the lab books'
 * keys: when the server says a book's record changed, the open page reads its memos again too.
 */
export const memoKeys = {
  all: [...labBookKeys.all, "memos"] as const,
  book: (lbIdx: number) => [...memoKeys.all, lbIdx] as const,
  shared: (lbIdx: number, key: string) => [...memoKeys.all, "shared", lbIdx, key] as const,
};

export function useMemos(lbIdx: number) {
  return useQuery({
    queryKey: memoKeys.book(lbIdx),
    queryFn: ({ signal }) => api.get<MemoList>(apiPaths.memo.list(lbIdx), { signal }),
  });
}

/** A public book's memos: no token, so it works signed out. */
export function useSharedMemos(lbIdx: number, key: string) {
  return useQuery({
    queryKey: memoKeys.shared(lbIdx, key),
    queryFn: ({ signal }) =>
      api.get<MemoList>(`${apiPaths.memo.shared(lbIdx)}?key=${encodeURIComponent(key)}`, { signal, auth: false }),
    enabled: key.length > 0,
  });
}

function useMemoMutation<I, R>(lbIdx: number, call: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: memoKeys.book(lbIdx) }),
  });
}

export function useCreateMemo(lbIdx: number) {
  return useMemoMutation(lbIdx, (input: { title: string }) =>
    api.post<MemoSummary>(apiPaths.memo.create(lbIdx), input),
  );
}

export function useRenameMemo(lbIdx: number, memoIdx: number) {
  return useMemoMutation(lbIdx, (input: { title: string }) =>
    api.put<MemoSummary>(apiPaths.memo.item(lbIdx, memoIdx), input),
  );
}

export function useDeleteMemo(lbIdx: number) {
  return useMemoMutation(lbIdx, (memoIdx: number) => api.delete<unknown>(apiPaths.memo.item(lbIdx, memoIdx)));
}
