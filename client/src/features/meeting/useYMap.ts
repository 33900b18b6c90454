import { useEffect, useState } from "react";
import type * as Y from "yjs";

/** A root Y.Map's entries as a plain object, re-read on every change to it. */
export function useYMap(doc: Y.Doc, name: string): Record<string, unknown> {
  const [entries, setEntries] = useState<Record<string, unknown>>(() => doc.getMap(name).toJSON());
  useEffect(() => {
    const map = doc.getMap(name);
    const read = () => setEntries(map.toJSON());
    read();
    map.observe(read);
    return () => map.unobserve(read);
  }, [doc, name]);
  return entries;
}
