import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  apiPaths,
  type InventoryFacets,
  type InventoryHistoryEntry,
  type InventoryItem,
  type InventoryItemValues,
  type InventoryLabel,
  type InventoryPage,
  type InventoryUseInput,
  type InventoryUseResult,
  type PubchemCompound,
} from "@enote/shared";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import type { ListParams } from "./listParams";

export type ItemInput = InventoryItemValues;

/** A query string of the given values; empty and undefined ones are left out. */
export function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  return query.toString();
}

export function useInventoryList(params: ListParams | null) {
  return useQuery({
    queryKey: queryKeys.inventory.list({ ...params }),
    queryFn: ({ signal }) =>
      api.get<InventoryPage>(`${apiPaths.inventory.list}?${queryString({ ...(params as ListParams) })}`, { signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/** The locations and inventory groups in use, for the list's filters. */
export function useInventoryFacets(groupIdx: number) {
  return useQuery({
    queryKey: queryKeys.inventory.facets(groupIdx),
    queryFn: () => api.get<InventoryFacets>(`${apiPaths.inventory.facets}?${queryString({ groupIdx })}`),
  });
}

export function useInventoryItem(rowKey: string) {
  return useQuery({
    queryKey: queryKeys.inventory.detail(rowKey),
    queryFn: () => api.get<InventoryItem>(apiPaths.inventory.item(rowKey)),
  });
}

export function useInventoryHistory(rowKey: string) {
  return useQuery({
    queryKey: queryKeys.inventory.history(rowKey),
    queryFn: async () =>
      (await api.get<{ entries: InventoryHistoryEntry[] }>(apiPaths.inventory.history(rowKey))).entries,
  });
}

/** What the print pages show, by rowKey (or, when no rowKey is given, by pin number). */
export function useLabels(rowKeys: readonly string[], pinNos: readonly string[]) {
  const by = rowKeys.length ? { rowKeys: rowKeys.join(",") } : { pinNos: pinNos.join(",") };
  return useQuery({
    queryKey: queryKeys.inventory.labels([...rowKeys, ...pinNos]),
    queryFn: async () =>
      (await api.get<{ labels: InventoryLabel[] }>(`${apiPaths.inventory.labels}?${queryString(by)}`)).labels,
    enabled: rowKeys.length + pinNos.length > 0,
  });
}

/** Items whose barcode, pin or custom pin is exactly `code` (a maker's barcode may match several). */
export async function findByCode(code: string, groupIdx: number): Promise<InventoryItem[]> {
  const query = queryString({ code, groupIdx });
  return (await api.get<{ items: InventoryItem[] }>(`${apiPaths.inventory.byCode}?${query}`)).items;
}

export function lookupPubchem(by: { cas: string } | { name: string }): Promise<PubchemCompound> {
  return api.get<PubchemCompound>(`${apiPaths.inventory.pubchem}?${queryString(by)}`);
}

/** Something about an item changed: every list, label and history that may show it. */
function itemsChanged(client: QueryClient, rowKey: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.inventory.lists() }),
    client.invalidateQueries({ queryKey: queryKeys.inventory.history(rowKey) }),
    client.invalidateQueries({ queryKey: queryKeys.inventory.allLabels() }),
    client.invalidateQueries({ queryKey: queryKeys.inventory.allFacets() }),
  ]);
}

function itemChanged(client: QueryClient, item: InventoryItem): Promise<unknown> {
  client.setQueryData(queryKeys.inventory.detail(item.rowKey), item);
  return itemsChanged(client, item.rowKey);
}

export function useCreateItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ItemInput) => api.post<InventoryItem>(apiPaths.inventory.create, input),
    onSuccess: (item) => itemChanged(client, item),
  });
}

export function useUpdateItem(rowKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ItemInput) => api.put<InventoryItem>(apiPaths.inventory.item(rowKey), input),
    onSuccess: (item) => itemChanged(client, item),
  });
}

export function useDisuseItem(rowKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api.put<InventoryItem>(apiPaths.inventory.disuse(rowKey), { reason }),
    onSuccess: (item) => itemChanged(client, item),
  });
}

export function useRestoreItem(rowKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<InventoryItem>(apiPaths.inventory.restore(rowKey)),
    onSuccess: (item) => itemChanged(client, item),
  });
}

/**
 * Takes an amount out of a bottle for a lab book (POST use.do): any item, so a lab book can
 * deduct several linked rows in turn. The server converts the unit and refuses over-use (409)
 * or an unconvertible unit (400) with a message to show as it is.
 */
export function useStockUse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rowKey, ...body }: InventoryUseInput & { rowKey: string }) =>
      api.post<InventoryUseResult>(apiPaths.inventory.use(rowKey), body),
    onSuccess: (result) => itemChanged(client, result.item),
  });
}

/** Sets the member's own bookmark to the opposite of what the item shows. */
export function useToggleBookmark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<InventoryItem, "rowKey" | "bookmark">) =>
      api.put<{ rowKey: string; bookmark: boolean }>(apiPaths.inventory.bookmark(item.rowKey), {
        bookmark: !item.bookmark,
      }),
    onSuccess: (result) => {
      client.setQueryData<InventoryItem>(queryKeys.inventory.detail(result.rowKey), (item) =>
        item ? { ...item, bookmark: result.bookmark } : item,
      );
      return client.invalidateQueries({ queryKey: queryKeys.inventory.lists() });
    },
  });
}

export function useUploadMsds(rowKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => api.upload<InventoryItem>(apiPaths.inventory.msds(rowKey), file),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.inventory.detail(rowKey) }),
        itemsChanged(client, rowKey),
      ]),
  });
}

export function useDeleteMsds(rowKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(apiPaths.inventory.msds(rowKey)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.inventory.detail(rowKey) }),
        itemsChanged(client, rowKey),
      ]),
  });
}

/**
 * The bytes of an item's uploaded structural formula image (it needs the access token, so an
 * <img> cannot fetch it itself). Keyed outside the inventory tree on purpose: live updates
 * invalidate that tree, and the unchanged image must not be fetched again; a new upload has a
 * new `uploadedAt` and so a new key.
 */
export function useStructureImage(rowKey: string, uploadedAt: string | null) {
  return useQuery({
    queryKey: ["inventory-structure-image", rowKey, uploadedAt] as const,
    queryFn: async () => (await api.download(apiPaths.inventory.structure(rowKey), "structure")).blob,
    enabled: uploadedAt !== null,
    staleTime: Infinity,
  });
}

export function useUploadStructure(rowKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => api.upload<InventoryItem>(apiPaths.inventory.structure(rowKey), file),
    onSuccess: (item) => itemChanged(client, item),
  });
}

export function useDeleteStructure(rowKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<InventoryItem>(apiPaths.inventory.structure(rowKey)),
    onSuccess: (item) => itemChanged(client, item),
  });
}
