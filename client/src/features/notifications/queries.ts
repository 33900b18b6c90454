import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  notificationPaths,
  type LabBookWatch,
  type NotificationCount,
  type NotificationListQuery,
  type NotificationList,
  type NotificationReadInput,
  type NotificationSettings,
} from "@enote/shared";
import { api } from "../../lib/api";

/** Which notifications a list shows: all, the unread ones, or mentions. */
export type NotificationFilter = "all" | "unread" | "mentions";

export const notificationKeys = {
  all: ["notifications"] as const,
  count: () => [...notificationKeys.all, "count"] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.all, "list", filter] as const,
  settings: () => ["notificationSettings"] as const,
  watch: (lbIdx: number) => ["labBookWatch", lbIdx] as const,
};

function listUrl(filter: NotificationFilter, cursor: number | null): string {
  const search = new URLSearchParams();
  if (filter === "unread") search.set("unread", "true");
  if (filter === "mentions") search.set("kind", "mentions" satisfies NotificationListQuery["kind"]);
  if (cursor !== null) search.set("cursor", String(cursor));
  const text = search.toString();
  return text ? `${notificationPaths.list}?${text}` : notificationPaths.list;
}

/** The unread count of the bell; kept fresh by the member's live feed (useNotificationFeed). */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.count(),
    queryFn: ({ signal }) => api.get<NotificationCount>(notificationPaths.count, { signal }),
  });
}

/** My notifications, newest first, one page per "show older". */
export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam, signal }) => api.get<NotificationList>(listUrl(filter, pageParam), { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationReadInput) => api.put<{ read: number }>(notificationPaths.read, input),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => api.get<NotificationSettings>(notificationPaths.settings, { signal }),
  });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<NotificationSettings, "mailAvailable">) =>
      api.put<NotificationSettings>(notificationPaths.settings, input),
    onSuccess: (saved) => client.setQueryData(notificationKeys.settings(), saved),
  });
}

/** Signed-out: the token in the mail's link is the only credential. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api.post<unknown>(notificationPaths.unsubscribe(token), undefined, { auth: false }),
  });
}

export function useWatch(lbIdx: number) {
  return useQuery({
    queryKey: notificationKeys.watch(lbIdx),
    queryFn: ({ signal }) => api.get<LabBookWatch>(notificationPaths.watch(lbIdx), { signal }),
  });
}

export function useSetWatch(lbIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (watching: boolean) =>
      watching
        ? api.post<LabBookWatch>(notificationPaths.watch(lbIdx))
        : api.delete<LabBookWatch>(notificationPaths.watch(lbIdx)),
    onSuccess: (answer) => client.setQueryData(notificationKeys.watch(lbIdx), answer),
  });
}
