import type { Material } from "@enote/shared";
import { useCallback, useMemo, useState } from "react";

/** Supplies picked for labels; kept across pages and searches until cleared or the group changes. */
export function useSupplySelection() {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const select = useCallback((supplies: Material[], on: boolean) => {
    setPicked((current) => {
      const next = new Set(current);
      for (const supply of supplies) {
        if (on) next.add(supply.materialIdx);
        else next.delete(supply.materialIdx);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setPicked(new Set()), []);
  const materialIdxs = useMemo(() => [...picked], [picked]);
  return { keys: picked, materialIdxs, select, clear };
}
