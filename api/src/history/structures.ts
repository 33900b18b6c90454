import { openchemlib, type OclMolecule } from "../lib/openchemlib";

/** A structure drawn on the server, as the book's screen draws it with openchemlib. */
export interface DrawnStructure {
  svg: string;
  /** g/mol to 0.01, as the screen rounds it. */
  molWeight: number;
}

/** g/mol to 0.01, as the screen rounds it. */
const weightOf = (molecule: OclMolecule) => Math.round(molecule.getMolecularFormula().relativeWeight * 100) / 100;

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
    drawn.set(text, { svg, molWeight: weightOf(molecule) });
  }
  return drawn;
}

/**
 * A structure's molecular weight by its SMILES (g/mol to 0.01, as the screen rounds it), null for
 * SMILES openchemlib cannot read; each SMILES is read once per weigher.
 */
export async function molWeigher(): Promise<(smiles: string) => number | null> {
  const { Molecule } = await openchemlib();
  const known = new Map<string, number | null>();
  return (smiles) => {
    const text = smiles.trim();
    if (!text) return null;
    if (!known.has(text)) {
      let weight: number | null = null;
      try {
        const molecule = Molecule.fromSmiles(text);
        if (molecule.getAllAtoms() > 0) weight = weightOf(molecule);
      } catch {
        weight = null;
      }
      known.set(text, weight);
    }
    return known.get(text) ?? null;
  };
}
