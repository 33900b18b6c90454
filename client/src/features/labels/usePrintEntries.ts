import type { InventoryLabel } from "@enote/shared";
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { useLabels } from "../inventory/queries";
import { decodeList } from "./codes";

/** One label to print: what the URL says, and the item's label data when the api found it. */
export interface PrintEntry {
  /** Empty when the page was asked for by pin numbers only. */
  rowKey: string;
  pin: string;
  /** From locationCodes (labbelm), else the item's own. */
  location: string;
  label: InventoryLabel | null;
}

/**
 * The print page's entries in URL order. qrCodes (rowKeys) decide which items print; when it
 * is "-" the pin numbers do. Labels come from labels.do.
 */
export function usePrintEntries() {
  const params = useParams();
  const rowKeys = useMemo(() => decodeList(params.qrCodes).filter(Boolean), [params.qrCodes]);
  const pins = useMemo(() => decodeList(params.pinCodes), [params.pinCodes]);
  const locations = useMemo(() => decodeList(params.locationCodes), [params.locationCodes]);
  const byPin = rowKeys.length === 0;
  const query = useLabels(rowKeys, byPin ? pins.filter(Boolean) : []);

  const entries = useMemo<PrintEntry[]>(() => {
    const labels = query.data ?? [];
    const keys = byPin ? pins.filter(Boolean) : rowKeys;
    return keys.map((key, index) => {
      const label = labels.find((entry) => (byPin ? entry.pinNo === key : entry.rowKey === key)) ?? null;
      return {
        rowKey: label?.rowKey ?? (byPin ? "" : key),
        label,
        pin: label?.pinNo ?? (byPin ? key : (pins[index] ?? "")),
        location: locations[index] || label?.location || "",
      };
    });
  }, [query.data, byPin, rowKeys, pins, locations]);

  return { entries, query };
}
