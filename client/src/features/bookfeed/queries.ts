import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  bookFeedPaths,
  type BookFeedPage,
  type BookImportInput,
  type BookImportResult,
  type BookKind,
} from "@enote/shared";
import { api } from "../../lib/api";
import { labBookKeys } from "../labbook/queryKeys";
import { bookFeedKeys } from "./queryKeys";

export interface FeedFilters {
  groupIdx: number | null;
  kind: BookKind | null;
}

function feedUrl(filters: FeedFilters, cursor: string | null): string {
  const search = new URLSearchParams();
  if (filters.groupIdx !== null) search.set("groupIdx", String(filters.groupIdx));
  if (filters.kind !== null) search.set("kind", filters.kind);
  if (cursor !== null) search.set("cursor", cursor);
  const text = search.toString();
  return text ? `${bookFeedPaths.list}?${text}` : bookFeedPaths.list;
}

/** The feed, newest first, one page per "show older". */
export function useBookFeed(filters: FeedFilters) {
  return useInfiniteQuery({
    queryKey: bookFeedKeys.list(filters),
    queryFn: ({ pageParam, signal }) => api.get<BookFeedPage>(feedUrl(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Imports another book into `lbIdx`; the content arrives through the live document, the history by refetch. */
export function useImportBook(lbIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BookImportInput) => api.post<BookImportResult>(bookFeedPaths.import(lbIdx), input),
    onSuccess: () => client.invalidateQueries({ queryKey: labBookKeys.all }),
  });
}
