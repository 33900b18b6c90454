import { useEffect, useState } from "react";
import { describeSmiles, type Structure } from "./chem";

/** Structures already drawn, by SMILES: a table re-renders on every keystroke, openchemlib should not. */
const cache = new Map<string, Promise<Structure>>();
const maxEntries = 500;

export function cachedStructure(smiles: string): Promise<Structure> {
  const key = smiles.trim();
  let entry = cache.get(key);
  if (!entry) {
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value ?? "");
    entry = describeSmiles(key);
    cache.set(key, entry);
  }
  return entry;
}

/** The structures of several SMILES, filled in as openchemlib draws them (absent while working). */
export function useStructures(smiles: readonly string[]): ReadonlyMap<string, Structure> {
  const [found, setFound] = useState<ReadonlyMap<string, Structure>>(new Map());
  const key = [...new Set(smiles.map((s) => s.trim()).filter(Boolean))].sort().join("\n");
  useEffect(() => {
    let current = true;
    const wanted = key ? key.split("\n") : [];
    void Promise.all(wanted.map(async (s) => [s, await cachedStructure(s)] as const)).then((pairs) => {
      if (current) setFound(new Map(pairs));
    });
    return () => {
      current = false;
    };
  }, [key]);
  return found;
}
