import {
  computeStoichiometry,
  labBookDoc,
  limitingIndex,
  molecularWeightOfFormula,
  readReactionRow,
  stoichiometryRows,
  type ReactionRowReading,
  type StoichiometryResult,
} from "@enote/shared";
import { useEffect, useMemo, useReducer } from "react";
import * as Y from "yjs";
import type { Structure } from "../../../components/structure/chem";
import { useStructures } from "../../../components/structure/structureCache";
import type { ReactionRow } from "../content/reactionRows";

/** One reactant or product row as every screen computes it. */
export interface RowCalc {
  row: ReactionRow;
  reading: ReactionRowReading;
  result: StoichiometryResult;
  /** The one limiting reactant. */
  limiting: boolean;
  /** The row's structure, drawn from its SMILES (absent while drawing or without SMILES). */
  structure: Structure | undefined;
  /** The weight from the structure (or the typed formula), used while the MW cell is empty. */
  mwFromStructure: number | null;
}

export interface StoichiometryTables {
  reactants: RowCalc[];
  products: RowCalc[];
  reactantArray: Y.Array<ReactionRow>;
  productArray: Y.Array<ReactionRow>;
}

const asRows = (array: Y.Array<ReactionRow>) => array.toArray().filter((row) => row instanceof Y.Map);

/**
 * The reactants and products tables computed together (products follow the limiting reactant),
 * recomputed on this screen at every change anyone makes. Nothing computed is written back: all
 * editors compute the same numbers from the same typed ones.
 */
export function useStoichiometry(doc: Y.Doc): StoichiometryTables {
  const reactantArray = doc.getArray<ReactionRow>(labBookDoc.table("reactants"));
  const productArray = doc.getArray<ReactionRow>(labBookDoc.table("products"));
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    reactantArray.observeDeep(bump);
    productArray.observeDeep(bump);
    return () => {
      reactantArray.unobserveDeep(bump);
      productArray.unobserveDeep(bump);
    };
  }, [reactantArray, productArray]);

  const read = useMemo(() => {
    void version;
    const reactantRows = asRows(reactantArray);
    const productRows = asRows(productArray);
    return {
      reactantRows,
      productRows,
      reactants: reactantRows.map((row) => readReactionRow(row.toJSON() as Record<string, unknown>, "reactant")),
      products: productRows.map((row) => readReactionRow(row.toJSON() as Record<string, unknown>, "product")),
    };
  }, [version, reactantArray, productArray]);

  const structures = useStructures([...read.reactants, ...read.products].map((r) => r.smiles));

  return useMemo(() => {
    const mwOf = (reading: ReactionRowReading) => {
      const structure = structures.get(reading.smiles);
      if (structure?.ok) return structure.molWeight;
      return reading.formula ? molecularWeightOfFormula(reading.formula) : null;
    };
    const results = computeStoichiometry(stoichiometryRows(read.reactants, read.products, mwOf));
    const limiting = limitingIndex(read.reactants);
    const calc = (rows: ReactionRow[], readings: ReactionRowReading[], offset: number): RowCalc[] =>
      readings.map((reading, index) => ({
        row: rows[index] as ReactionRow,
        reading,
        result: results[offset + index] as StoichiometryResult,
        limiting: offset === 0 && index === limiting,
        structure: structures.get(reading.smiles),
        mwFromStructure: reading.mw === null ? mwOf(reading) : null,
      }));
    return {
      reactants: calc(read.reactantRows, read.reactants, 0),
      products: calc(read.productRows, read.products, read.reactants.length),
      reactantArray,
      productArray,
    };
  }, [read, structures, reactantArray, productArray]);
}
