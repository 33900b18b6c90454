import { formatDate, formatAmount, type InventoryListItem, type InventorySortKey } from "@enote/shared";
import { useCallback, useState } from "react";
import { namedMember } from "../../../lib/memberName";

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

/** Columns whose values break badly (a CAS number at its hyphen, "12.5 / g"): kept on one line. */
const oneLineColumns: ReadonlySet<ColumnKey> = new Set([
  "casNo",
  "amount",
  "purerate",
  "pinNo",
  "customPin",
  "barcode",
  "catalogNo",
  "addedDate",
]);

export function keepsOnOneLine(key: ColumnKey): boolean {
  return oneLineColumns.has(key);
}

/** The columns the api can sort by (inventorySortKeys). */
export const sortableColumns: Partial<Record<ColumnKey | "name", InventorySortKey>> = {
  name: "name",
  casNo: "casNo",
  pinNo: "pinNo",
  location: "location",
  addedDate: "addedDate",
  amount: "amount",
};

export function cellText(item: InventoryListItem, key: ColumnKey): string {
  switch (key) {
    case "amount":
      return formatAmount(item.amount, item.unit);
    case "purerate":
      return item.purerate === null ? "" : `${item.purerate}%`;
    case "creator":
      return namedMember(item.creator);
    case "addedDate":
      return formatDate(item.addedDate);
    default:
      return item[key] ?? "";
  }
}

export const columnsStorageKey = "enote.inventory.columns";

/** Where the choice is kept: localStorage in the browser; any Storage-like object in tests. */
export type ColumnStorage = Pick<Storage, "getItem" | "setItem">;

/** The stored choice, in column order; unknown keys are dropped, and nothing stored is the defaults. */
export function readColumns(storage: ColumnStorage): ColumnKey[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(columnsStorageKey) ?? "null");
    if (!Array.isArray(parsed)) return [...defaultColumns];
    return columnKeys.filter((key) => parsed.includes(key));
  } catch {
    return [...defaultColumns];
  }
}

/** Keeps the choice (in column order) and returns it; a storage that refuses (private mode) keeps nothing. */
export function saveColumns(storage: ColumnStorage, next: readonly ColumnKey[]): ColumnKey[] {
  const ordered = columnKeys.filter((key) => next.includes(key));
  try {
    storage.setItem(columnsStorageKey, JSON.stringify(ordered));
  } catch {
    // private mode: the choice lasts for this visit only
  }
  return ordered;
}

/** The member's column choice, remembered in this browser. */
export function useColumns() {
  const [columns, setColumns] = useState<ColumnKey[]>(() => readColumns(localStorage));
  const choose = useCallback((next: readonly ColumnKey[]) => setColumns(saveColumns(localStorage, next)), []);
  return { columns, choose, reset: () => choose(defaultColumns) };
}
