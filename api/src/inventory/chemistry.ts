import { hillFormula, type InventoryItemValues } from "@enote/shared";
import { AppError } from "../lib/errors";
import { openchemlib, type OclMolecule } from "../lib/openchemlib";

/** What a SMILES string says of its compound: the Hill formula (with net charge) and g/mol to 0.01. */
export interface SmilesFacts {
  formula: string;
  molWeight: number;
}

/**
 * Reads a SMILES string with openchemlib, the library the client draws structures with, so the
 * api and the item page agree; null when it cannot be parsed or names no atom.
 */
export async function readSmiles(smiles: string): Promise<SmilesFacts | null> {
  const { Molecule } = await openchemlib();
  let molecule: OclMolecule;
  try {
    molecule = Molecule.fromSmiles(smiles.trim());
  } catch {
    return null;
  }
  if (molecule.getAllAtoms() === 0) return null;
  const { formula, relativeWeight } = molecule.getMolecularFormula();
  // openchemlib writes its own element order and no charge: Hill order, the net charge added.
  let charge = 0;
  for (let atom = 0; atom < molecule.getAllAtoms(); atom++) charge += molecule.getAtomCharge(atom);
  return { formula: hillFormula(formula, charge) ?? formula, molWeight: Math.round(relativeWeight * 100) / 100 };
}

/** Whether the item has SMILES but lacks the molecular weight or formula that follow from it. */
export const needsChemistry = (values: Pick<InventoryItemValues, "smiles" | "formula" | "molWeight">) =>
  values.smiles !== null && (values.formula === null || values.molWeight === null);

/**
 * The item with the molecular weight and formula its SMILES gives, where the member left them
 * empty (what they typed is kept). A SMILES openchemlib cannot read is refused (400, the spec's
 * "cannot find matching SMILES number") rather than stored with nothing computed.
 */
export async function withChemistry<T extends InventoryItemValues>(values: T): Promise<T> {
  if (!needsChemistry(values) || values.smiles === null) return values;
  const facts = await readSmiles(values.smiles);
  if (!facts) {
    throw new AppError("SMILES_INVALID", undefined, {
      issues: [{ path: ["smiles"], message: "errors.SMILES_INVALID" }],
    });
  }
  return { ...values, formula: values.formula ?? facts.formula, molWeight: values.molWeight ?? facts.molWeight };
}
