import type { InventoryListItem } from "@enote/shared";
import { useCallback, useMemo, useState } from "react";
import type { Printable } from "../../labels/codes";

/** Items picked for printing; kept across pages and filters until cleared or the group changes. */
export function useSelection() {
  const [picked, setPicked] = useState<ReadonlyMap<string, Printable>>(new Map());
  const select = useCallback((items: InventoryListItem[], on: boolean) => {
    setPicked((current) => {
      const next = new Map(current);
      for (const item of items) {
        if (on) next.set(item.rowKey, { rowKey: item.rowKey, pinNo: item.pinNo, location: item.location });
        else next.delete(item.rowKey);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setPicked(new Map()), []);
  const keys = useMemo(() => new Set(picked.keys()), [picked]);
  const items = useMemo(() => [...picked.values()], [picked]);
  return { keys, items, select, clear };
}
