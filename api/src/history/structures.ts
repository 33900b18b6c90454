import { openchemlib, type OclMolecule, type OpenChemLib } from "../lib/openchemlib";

/** A structure drawn on the server, as the book's screen draws it with openchemlib. */
export interface DrawnStructure {
  svg: string;
  /** g/mol to 0.01, as the screen rounds it. */
  molWeight: number;
}

/** g/mol to 0.01, as the screen rounds it. */
const weightOf = (molecule: OclMolecule) => Math.round(molecule.getMolecularFormula().relativeWeight * 100) / 100;

/** The molecule a SMILES describes, or null when openchemlib cannot read it or it has no atom. */
function moleculeOf(Molecule: OpenChemLib["Molecule"], smiles: string): OclMolecule | null {
  try {
    const molecule = Molecule.fromSmiles(smiles);
    return molecule.getAllAtoms() > 0 ? molecule : null;
  } catch {
    return null;
  }
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
    const molecule = moleculeOf(Molecule, text);
    if (!molecule) continue;
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
      const molecule = moleculeOf(Molecule, text);
      known.set(text, molecule ? weightOf(molecule) : null);
    }
    return known.get(text) ?? null;
  };
}
