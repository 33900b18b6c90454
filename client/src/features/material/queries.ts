import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  apiPaths,
  type Material,
  type MaterialHistory,
  type materialInput,
  type MaterialLabel,
  type MaterialPage,
  type MaterialUseInput,
  type MaterialUseResult,
} from "@enote/shared";
import type { z } from "zod";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import { queryString } from "../inventory/queries";

export type MaterialInput = z.output<typeof materialInput>;

export interface MaterialListParams {
  groupIdx: number;
  q: string;
  page: number;
  size: number;
}

export function useMaterialList(params: MaterialListParams | null) {
  return useQuery({
    queryKey: queryKeys.material.list({ ...params }),
    queryFn: ({ signal }) =>
      api.get<MaterialPage>(`${apiPaths.material.list}?${queryString({ ...(params as MaterialListParams) })}`, {
        signal,
      }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

function useMaterialMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.material.all }),
  });
}

export const useCreateMaterial = () =>
  useMaterialMutation((input: MaterialInput) => api.post<Material>(apiPaths.material.create, input));

export const useUpdateMaterial = () =>
  useMaterialMutation(({ materialIdx, input }: { materialIdx: number; input: MaterialInput }) =>
    api.put<Material>(apiPaths.material.item(materialIdx), input),
  );

export const useDeleteMaterial = () =>
  useMaterialMutation((materialIdx: number) => api.delete<unknown>(apiPaths.material.item(materialIdx)));

/** One supply, for its page. */
export function useMaterial(materialIdx: number) {
  return useQuery({
    queryKey: queryKeys.material.detail(materialIdx),
    queryFn: () => api.get<Material>(apiPaths.material.item(materialIdx)),
  });
}

/** The supply's history, newest first. */
export function useMaterialHistory(materialIdx: number) {
  return useQuery({
    queryKey: queryKeys.material.history(materialIdx),
    queryFn: async () => (await api.get<MaterialHistory>(apiPaths.material.history(materialIdx))).entries,
  });
}

/** What the supply label pages print, in the order asked. */
export function useMaterialLabels(materialIdxs: readonly number[]) {
  return useQuery({
    queryKey: queryKeys.material.labels(materialIdxs),
    queryFn: async () =>
      (
        await api.get<{ labels: MaterialLabel[] }>(
          `${apiPaths.material.labels}?${queryString({ materialIdxs: materialIdxs.join(",") })}`,
        )
      ).labels,
    enabled: materialIdxs.length > 0,
  });
}

/** Takes a number of a supply for a lab book's supplies row ("use from stock"). */
export const useMaterialUse = () =>
  useMaterialMutation(({ materialIdx, ...body }: MaterialUseInput & { materialIdx: number }) =>
    api.post<MaterialUseResult>(apiPaths.material.use(materialIdx), body),
  );
