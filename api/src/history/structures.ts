import { openchemlib, type OclMolecule } from "../lib/openchemlib";

/** A structure drawn on the server, as the book's screen draws it with openchemlib. */
export interface DrawnStructure {
  svg: string;
  /** g/mol to 0.01, as the screen rounds it. */
  molWeight: number;
}

/**
 * Draws each distinct SMILES once (SVG, cropped to the molecule) and reads its molecular weight;
 * SMILES openchemlib cannot read are left out, as the screen shows no structure for them.
 */
export async function drawStructures(smiles: readonly string[]): Promise<Map<string, DrawnStructure>> {
  const wanted = [...new Set(smiles.map((s) => s.trim()).filter(Boolean))];
  const drawn = new Map<string, DrawnStructure>();
  if (wanted.length === 0) return drawn;
  const { Molecule } = await openchemlib();
  for (const [index, text] of wanted.entries()) {
    let molecule: OclMolecule;
    try {
      molecule = Molecule.fromSmiles(text);
    } catch {
      continue;
    }
    if (molecule.getAllAtoms() === 0) continue;
    const svg = molecule.toSVG(320, 220, `structure-${index + 1}`, { autoCrop: true, autoCropMargin: 12 });
    const molWeight = Math.round(molecule.getMolecularFormula().relativeWeight * 100) / 100;
    drawn.set(text, { svg, molWeight });
  }
  return drawn;
}
