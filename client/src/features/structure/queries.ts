import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import {
  apiPaths,
  type StructureSearchMode,
  type StructureSearchResult,
  type StructureSearchScope,
  type StructureUsesResult,
} from "@enote/shared";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";

/** A search as the member asked for it (the page's address holds it). */
export interface StructureQuery {
  smiles: string;
  mode: StructureSearchMode;
  threshold: number;
  groupIdx: number;
  scope: StructureSearchScope[];
}

/** The search's pages, each after the last one's cursor ("Show more"). */
export function useStructureSearch(query: StructureQuery | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.structure.search({ ...query }),
    queryFn: ({ pageParam, signal }) =>
      api.post<StructureSearchResult>(apiPaths.structure.search, { ...query, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useStructureUses(rowKey: string) {
  return useQuery({
    queryKey: queryKeys.structure.uses(rowKey),
    queryFn: () => api.get<StructureUsesResult>(apiPaths.structure.uses(rowKey)),
  });
}
