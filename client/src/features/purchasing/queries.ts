import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  supplierPaths,
  type Supplier,
  type SupplierCreateInput,
  type SupplierList,
  type SupplierUpdateInput,
} from "@enote/shared";
import { api } from "../../lib/api";

/** Query keys of purchasing (issue 23). */
export const purchasingKeys = {
  all: ["purchasing"] as const,
  suppliers: (groupIdx: number) => [...purchasingKeys.all, "suppliers", groupIdx] as const,
};

export function useSuppliers(groupIdx: number | null) {
  return useQuery({
    queryKey: purchasingKeys.suppliers(groupIdx ?? 0),
    queryFn: ({ signal }) => api.get<SupplierList>(supplierPaths.list(groupIdx ?? 0), { signal }),
    enabled: groupIdx !== null,
  });
}

function useSupplierMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: [...purchasingKeys.all, "suppliers"] }),
  });
}

export const useCreateSupplier = () =>
  useSupplierMutation((input: SupplierCreateInput) => api.post<Supplier>(supplierPaths.create, input));

export const useUpdateSupplier = () =>
  useSupplierMutation(({ supplierIdx, input }: { supplierIdx: number; input: SupplierUpdateInput }) =>
    api.put<Supplier>(supplierPaths.one(supplierIdx), input),
  );

export const useDeleteSupplier = () =>
  useSupplierMutation((supplierIdx: number) => api.delete<unknown>(supplierPaths.one(supplierIdx)));
