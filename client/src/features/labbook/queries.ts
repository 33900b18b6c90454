import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  apiPaths,
  type LabBookCreateInput,
  type LabBookDetail,
  type LabBookListQuery,
  type LabBookPage,
  type LabBookPublic,
  type LabBookShareResult,
  type LabBookStatusInput,
  type SharePermission,
} from "@enote/shared";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import { labBookKeys } from "./queryKeys";

function listUrl(query: LabBookListQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${apiPaths.labbook.list}?${text}` : apiPaths.labbook.list;
}

export function useLabBookList(query: LabBookListQuery) {
  return useQuery({
    queryKey: labBookKeys.list(query),
    queryFn: ({ signal }) => api.get<LabBookPage>(listUrl(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLabBook(lbIdx: number) {
  return useQuery({
    queryKey: labBookKeys.detail(lbIdx),
    queryFn: () => api.get<LabBookDetail>(apiPaths.labbook.detail(lbIdx)),
  });
}

/** The public view of a shared book: no token, so it works signed out. */
export function usePublicLabBook(lbIdx: number, key: string) {
  return useQuery({
    queryKey: labBookKeys.publicView(lbIdx, key),
    queryFn: () =>
      api.get<LabBookPublic>(`${apiPaths.labbook.publicView(lbIdx)}?key=${encodeURIComponent(key)}`, { auth: false }),
    enabled: key.length > 0,
  });
}

/** Counts of lab books show on projects, groups, the tree and the dashboard. */
function labBooksChanged(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: labBookKeys.all }),
    client.invalidateQueries({ queryKey: queryKeys.projects.all }),
    client.invalidateQueries({ queryKey: queryKeys.groups.all }),
    client.invalidateQueries({ queryKey: queryKeys.tree.all }),
    client.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
  ]);
}

export function useCreateLabBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LabBookCreateInput) => api.post<LabBookDetail>(apiPaths.labbook.create, input),
    onSuccess: (detail) => {
      client.setQueryData(labBookKeys.detail(detail.lbIdx), detail);
      return labBooksChanged(client);
    },
  });
}

export function useSetLabBookStatus(lbIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LabBookStatusInput) => api.put<unknown>(apiPaths.labbook.status(lbIdx), input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: labBookKeys.detail(lbIdx) }),
        client.invalidateQueries({ queryKey: labBookKeys.lists() }),
        // The dashboard lists the ended books waiting for a check.
        client.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
}

export function useShareLabBook(lbIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { sharePermission: SharePermission; regenerate?: boolean }) =>
      api.put<LabBookShareResult>(apiPaths.labbook.share(lbIdx), input),
    onSuccess: (result) => {
      client.setQueryData<LabBookDetail>(labBookKeys.detail(lbIdx), (detail) =>
        detail ? { ...detail, sharePermission: result.sharePermission, shareUrl: result.shareUrl } : detail,
      );
      return client.invalidateQueries({ queryKey: labBookKeys.lists() });
    },
  });
}

/** Sets my bookmark; the detail and every cached list page show it at once. */
export function useBookmarkLabBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lbIdx, bookmarked }: { lbIdx: number; bookmarked: boolean }) =>
      api.put<{ bookmarked: boolean }>(apiPaths.labbook.bookmark(lbIdx), { bookmarked }),
    onSuccess: ({ bookmarked }, { lbIdx }) => {
      client.setQueryData<LabBookDetail>(labBookKeys.detail(lbIdx), (detail) =>
        detail ? { ...detail, bookmarked } : detail,
      );
      client.setQueriesData<LabBookPage>({ queryKey: labBookKeys.lists() }, (page) =>
        page
          ? { ...page, items: page.items.map((item) => (item.lbIdx === lbIdx ? { ...item, bookmarked } : item)) }
          : page,
      );
      return client.invalidateQueries({
        queryKey: labBookKeys.lists(),
        predicate: (q) => isBookmarkFiltered(q.queryKey),
      });
    },
  });
}

/** A list filtered by bookmark changes its rows when a bookmark changes. */
function isBookmarkFiltered(key: readonly unknown[]): boolean {
  const query = key[2] as LabBookListQuery | undefined;
  return query?.bookmarked !== undefined;
}
