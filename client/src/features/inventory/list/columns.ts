import { formatDate, formatNumber, type InventoryItem } from "@enote/shared";
import { useCallback, useState } from "react";
import type { InventorySortKey } from "../listParams";

/** Columns a member may show besides the name (always shown). */
export const columnKeys = [
  "nameEn",
  "casNo",
  "amount",
  "purerate",
  "location",
  "inventoryGroup",
  "pinNo",
  "customPin",
  "barcode",
  "supplier",
  "manufacturer",
  "catalogNo",
  "creator",
  "addedDate",
] as const;
export type ColumnKey = (typeof columnKeys)[number];

export const defaultColumns: readonly ColumnKey[] = ["casNo", "amount", "location", "pinNo", "addedDate"];

/** The columns the api can sort by (inventorySortKeys). */
export const sortableColumns: Partial<Record<ColumnKey | "name", InventorySortKey>> = {
  name: "name",
  casNo: "casNo",
  pinNo: "pinNo",
  location: "location",
  addedDate: "addedDate",
  amount: "amount",
};

export function cellText(item: InventoryItem, key: ColumnKey): string {
  switch (key) {
    case "amount":
      return `${formatNumber(item.amount)} ${item.unit}`;
    case "purerate":
      return item.purerate === null ? "" : `${item.purerate}%`;
    case "creator":
      return item.creator.name;
    case "addedDate":
      return formatDate(item.addedDate);
    default:
      return item[key] ?? "";
  }
}

const storageKey = "enote.inventory.columns";

function storedColumns(): ColumnKey[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "null");
    if (!Array.isArray(parsed)) return [...defaultColumns];
    return columnKeys.filter((key) => parsed.includes(key));
  } catch {
    return [...defaultColumns];
  }
}

/** The member's column choice, remembered in this browser. */
export function useColumns() {
  const [columns, setColumns] = useState<ColumnKey[]>(storedColumns);
  const choose = useCallback((next: readonly ColumnKey[]) => {
    const ordered = columnKeys.filter((key) => next.includes(key));
    setColumns(ordered);
    try {
      localStorage.setItem(storageKey, JSON.stringify(ordered));
    } catch {
      // private mode: the choice lasts for this visit only
    }
  }, []);
  return { columns, choose, reset: () => choose(defaultColumns) };
}
