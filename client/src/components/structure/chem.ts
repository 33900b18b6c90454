import { hillFormula } from "@enote/shared";

/** What openchemlib makes of a SMILES string. */
export type Structure =
  | { ok: true; svg: string; width: number; height: number; formula: string; molWeight: number }
  | { ok: false; reason: "empty" | "invalid" };

let ids = 0;

/**
 * Parses SMILES and draws it. openchemlib (~1 MB) is imported here only, so it lands in its own
 * chunk that loads the first time a structure is shown.
 */
export async function describeSmiles(smiles: string): Promise<Structure> {
  const text = smiles.trim();
  if (!text) return { ok: false, reason: "empty" };
  const { Molecule } = await import("openchemlib");
  let molecule;
  try {
    molecule = Molecule.fromSmiles(text);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (molecule.getAllAtoms() === 0) return { ok: false, reason: "invalid" };
  const formula = molecule.getMolecularFormula();
  // openchemlib's formula is in its own order and drops charges: Hill order, net charge added.
  let charge = 0;
  for (let atom = 0; atom < molecule.getAllAtoms(); atom++) charge += molecule.getAtomCharge(atom);
  const svg = molecule.toSVG(320, 220, `structure-${++ids}`, { autoCrop: true, autoCropMargin: 12 });
  // The cropped drawing's own size: small molecules are drawn small, and shown enlarged.
  const size = (name: string) => Number(new RegExp(`${name}="([\\d.]+)px"`).exec(svg)?.[1] ?? 0);
  return {
    ok: true,
    svg,
    width: size("width"),
    height: size("height"),
    formula: hillFormula(formula.formula, charge) ?? formula.formula,
    molWeight: Math.round(formula.relativeWeight * 100) / 100,
  };
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
