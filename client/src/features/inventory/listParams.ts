import { inventorySortKeys, type InventorySortKey } from "@enote/shared";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

export type InventoryState = "active" | "disused" | "all";
/** The alert filters (issue 40); empty: none. */
export const inventoryAlertFilters = ["expired", "expiring", "lowStock"] as const;
export type InventoryAlertFilter = (typeof inventoryAlertFilters)[number];
export const pageSizes = [50, 100, 200] as const;
export type PageSize = (typeof pageSizes)[number];

/** The list call's query, kept in the page's URL so back, reload and links keep the view. */
export interface ListFilters {
  q: string;
  state: InventoryState;
  bookmarked: boolean;
  inventoryGroup: string;
  location: string;
  alert: InventoryAlertFilter | "";
  sort: InventorySortKey;
  order: "asc" | "desc";
  page: number;
  size: PageSize;
}

export type ListParams = Omit<ListFilters, "bookmarked" | "alert"> & {
  groupIdx: number;
  bookmarked?: "true";
  alert?: InventoryAlertFilter;
};

export const defaultFilters: ListFilters = {
  q: "",
  state: "active",
  bookmarked: false,
  inventoryGroup: "",
  location: "",
  alert: "",
  sort: "addedDate",
  order: "desc",
  page: 1,
  size: 50,
};

function oneOf<T extends string | number>(values: readonly T[], raw: string | null, fallback: T): T {
  return values.find((value) => String(value) === raw) ?? fallback;
}

export function filtersFrom(search: URLSearchParams): ListFilters {
  const page = Number(search.get("page"));
  return {
    q: search.get("q") ?? "",
    state: oneOf(["active", "disused", "all"] as const, search.get("state"), defaultFilters.state),
    bookmarked: search.get("bookmarked") === "true",
    inventoryGroup: search.get("inventoryGroup") ?? "",
    location: search.get("location") ?? "",
    alert: oneOf(["", ...inventoryAlertFilters] as const, search.get("alert"), defaultFilters.alert),
    sort: oneOf(inventorySortKeys, search.get("sort"), defaultFilters.sort),
    order: oneOf(["asc", "desc"] as const, search.get("order"), defaultFilters.order),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: oneOf(pageSizes, search.get("size"), defaultFilters.size),
  };
}

export function toListParams(groupIdx: number, filters: ListFilters): ListParams {
  const { bookmarked, alert, ...rest } = filters;
  return {
    ...rest,
    groupIdx,
    ...(bookmarked ? { bookmarked: "true" as const } : {}),
    ...(alert ? { alert } : {}),
  };
}

/** Filters in the URL; any change but paging itself goes back to page 1. */
export function useListFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFrom(search), [search]);

  const update = useCallback(
    (patch: Partial<ListFilters>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...filtersFrom(current), ...("page" in patch ? {} : { page: 1 }), ...patch };
          for (const [key, value] of Object.entries(merged)) {
            const fallback = defaultFilters[key as keyof ListFilters];
            if (value === fallback || value === "" || value === false) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  return { filters, update };
}
