import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  noticePaths,
  type Notice,
  type NoticeCreateInput,
  type NoticeList,
  type NoticeUnread,
  type NoticeUpdateInput,
} from "@enote/shared";
import { api } from "../../lib/api";

/** Under "community": the community topic of the group feeds refetches every one of them. */
export const noticeKeys = {
  all: ["community", "notice"] as const,
  list: (filters: NoticeFilters) => [...noticeKeys.all, "list", filters] as const,
  unread: () => [...noticeKeys.all, "unread"] as const,
  one: (noticeIdx: number) => [...noticeKeys.all, "one", noticeIdx] as const,
};

export interface NoticeFilters {
  groupIdx: number | null;
  q: string;
  page: number;
}

function listPath({ groupIdx, q, page }: NoticeFilters): string {
  const query = new URLSearchParams();
  if (groupIdx !== null) query.set("groupIdx", String(groupIdx));
  if (q.trim()) query.set("q", q.trim());
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${noticePaths.list}?${text}` : noticePaths.list;
}

export function useNotices(filters: NoticeFilters) {
  return useQuery({
    queryKey: noticeKeys.list(filters),
    queryFn: ({ signal }) => api.get<NoticeList>(listPath(filters), { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useNoticeUnread() {
  return useQuery({
    queryKey: noticeKeys.unread(),
    queryFn: ({ signal }) => api.get<NoticeUnread>(noticePaths.unread, { signal }),
  });
}

/** Opening a notice marks it read: the unread count and the lists follow. */
export function useNotice(noticeIdx: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: noticeKeys.one(noticeIdx),
    queryFn: async ({ signal }) => {
      const notice = await api.get<Notice>(noticePaths.one(noticeIdx), { signal });
      void client.invalidateQueries({ queryKey: noticeKeys.unread() });
      void client.invalidateQueries({ queryKey: [...noticeKeys.all, "list"] });
      return notice;
    },
  });
}

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ noticeIdx, input }: { noticeIdx: number | null; input: NoticeCreateInput | NoticeUpdateInput }) =>
      noticeIdx === null
        ? api.post<Notice>(noticePaths.create, input)
        : api.put<Notice>(noticePaths.one(noticeIdx), input),
    onSettled: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function useDeleteNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noticeIdx: number) => api.delete<unknown>(noticePaths.one(noticeIdx)),
    onSettled: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
