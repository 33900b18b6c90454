import { calculateReactionTables, labBookDoc, type ReactionRowCalc } from "@enote/shared";
import { useEffect, useMemo, useReducer } from "react";
import * as Y from "yjs";
import type { Structure } from "../../../components/structure/chem";
import { useStructures } from "../../../components/structure/structureCache";
import type { ReactionRow } from "../content/reactionRows";

/** One reactant or product row as every screen computes it (shared/src/labbook/reaction-view.ts). */
export interface RowCalc extends ReactionRowCalc {
  row: ReactionRow;
  /** The row's structure, drawn from its SMILES (absent while drawing or without SMILES). */
  structure: Structure | undefined;
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
    const json = (row: ReactionRow) => row.toJSON() as Record<string, unknown>;
    return { reactantRows, productRows, reactants: reactantRows.map(json), products: productRows.map(json) };
  }, [version, reactantArray, productArray]);

  const structures = useStructures(
    [...read.reactants, ...read.products].map((row) => (typeof row.smiles === "string" ? row.smiles : "")),
  );

  return useMemo(() => {
    const mwOfSmiles = (smiles: string) => {
      const structure = structures.get(smiles);
      return structure?.ok ? structure.molWeight : null;
    };
    const tables = calculateReactionTables(read.reactants, read.products, mwOfSmiles);
    const withRows = (calcs: ReactionRowCalc[], rows: ReactionRow[]): RowCalc[] =>
      calcs.map((calc, index) => ({
        ...calc,
        row: rows[index] as ReactionRow,
        structure: structures.get(calc.reading.smiles),
      }));
    return {
      reactants: withRows(tables.reactants, read.reactantRows),
      products: withRows(tables.products, read.productRows),
      reactantArray,
      productArray,
    };
  }, [read, structures, reactantArray, productArray]);
}
