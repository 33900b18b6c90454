import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  apiPaths,
  boardPaths,
  type BoardCategory,
  type BoardCreateInput,
  type BoardList,
  type BoardPost,
  type BoardUpdateInput,
  type LabBookPage,
} from "@enote/shared";
import { api } from "../../lib/api";

/** Under "community": the community topic of the group feeds refetches every one of them. */
export const boardKeys = {
  all: ["community", "board"] as const,
  list: (filters: BoardFilters) => [...boardKeys.all, "list", filters] as const,
  one: (boardIdx: number) => [...boardKeys.all, "one", boardIdx] as const,
};

export interface BoardFilters {
  groupIdx: number | null;
  category: BoardCategory | null;
  q: string;
  page: number;
}

function listPath({ groupIdx, category, q, page }: BoardFilters): string {
  const query = new URLSearchParams();
  if (groupIdx !== null) query.set("groupIdx", String(groupIdx));
  if (category !== null) query.set("category", category);
  if (q.trim()) query.set("q", q.trim());
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${boardPaths.list}?${text}` : boardPaths.list;
}

export function useBoard(filters: BoardFilters) {
  return useQuery({
    queryKey: boardKeys.list(filters),
    queryFn: ({ signal }) => api.get<BoardList>(listPath(filters), { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useBoardPost(boardIdx: number) {
  return useQuery({
    queryKey: boardKeys.one(boardIdx),
    queryFn: ({ signal }) => api.get<BoardPost>(boardPaths.one(boardIdx), { signal }),
  });
}

export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ boardIdx, input }: { boardIdx: number | null; input: BoardCreateInput | BoardUpdateInput }) =>
      boardIdx === null
        ? api.post<BoardPost>(boardPaths.create, input)
        : api.put<BoardPost>(boardPaths.one(boardIdx), input),
    onSettled: () => client.invalidateQueries({ queryKey: boardKeys.all }),
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (boardIdx: number) => api.delete<unknown>(boardPaths.one(boardIdx)),
    onSettled: () => client.invalidateQueries({ queryKey: boardKeys.all }),
  });
}

/** Lab books the member reads whose title or text holds `q` (the picker's choices). */
export function useBookSearch(q: string) {
  return useQuery({
    queryKey: ["community", "bookSearch", q],
    queryFn: ({ signal }) =>
      api.get<LabBookPage>(`${apiPaths.labbook.list}?size=10${q.trim() ? `&q=${encodeURIComponent(q.trim())}` : ""}`, {
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}
