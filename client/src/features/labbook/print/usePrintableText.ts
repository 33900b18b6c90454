import { useEffect, useReducer } from "react";
import type * as Y from "yjs";

type Deep = Pick<Y.AbstractType<unknown>, "observeDeep" | "unobserveDeep">;

/** Re-renders when anything inside `type` changes (print views show plain values, live). */
export function useYDeep(type: Deep): void {
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    type.observeDeep(refresh);
    return () => type.unobserveDeep(refresh);
  }, [type]);
}
