import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiPaths, type Material, type materialInput, type MaterialPage } from "@enote/shared";
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
