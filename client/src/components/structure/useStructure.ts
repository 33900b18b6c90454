import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { describeSmiles, type Structure } from "./chem";

/** The structure of `smiles`, recomputed a moment after typing stops; null while working. */
export function useStructure(smiles: string, delayMs = 300): Structure | null {
  const [settled] = useDebouncedValue(smiles, delayMs);
  const [result, setResult] = useState<{ smiles: string; structure: Structure } | null>(null);
  useEffect(() => {
    let current = true;
    void describeSmiles(settled).then((structure) => {
      if (current) setResult({ smiles: settled, structure });
    });
    return () => {
      current = false;
    };
  }, [settled]);
  return result && result.smiles === smiles ? result.structure : null;
}
