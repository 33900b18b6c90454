import { useEffect, useState } from "react";
import type * as Y from "yjs";

/** The items of a Y.Array, re-read when items are added or removed (not when they change inside). */
export function useYArray<T>(array: Y.Array<T>): T[] {
  const [items, setItems] = useState<T[]>(() => array.toArray());
  useEffect(() => {
    setItems(array.toArray());
    const observer = () => setItems(array.toArray());
    array.observe(observer);
    return () => array.unobserve(observer);
  }, [array]);
  return items;
}
