/** A structure drawn on the server, as the book's screen draws it with openchemlib. */
export interface DrawnStructure {
  svg: string;
  /** g/mol to 0.01, as the screen rounds it. */
  molWeight: number;
}

type OpenChemLib = typeof import("openchemlib");
let library: Promise<OpenChemLib> | null = null;
/** openchemlib is loaded the first time a structure is drawn, not with every api process. */
const openchemlib = () => (library ??= import("openchemlib"));

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
    let molecule: InstanceType<OpenChemLib["Molecule"]>;
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
