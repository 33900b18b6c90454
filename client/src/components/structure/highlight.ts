import type { StructureSearchMode } from "@enote/shared";

let ids = 0;

/**
 * Draws a found compound (openchemlib's ID code) with the part that matched the query marked:
 * the fragment's atoms and bonds for a substructure search; the whole for the same compound; no
 * mark for a similar one (similarity has no part that matches). null when it cannot be drawn.
 */
export async function drawHit(idcode: string, query: string, mode: StructureSearchMode): Promise<string | null> {
  const { Molecule, SSSearcher } = await import("openchemlib");
  try {
    const molecule = Molecule.fromIDCode(idcode, true);
    const marked: number[] = [];
    if (mode === "exact") for (let atom = 0; atom < molecule.getAllAtoms(); atom++) marked.push(atom);
    if (mode === "substructure") {
      const fragment = Molecule.fromSmiles(query);
      fragment.setFragment(true);
      const searcher = new SSSearcher();
      searcher.setMol(fragment, molecule);
      if (searcher.findFragmentInMolecule({ countMode: "firstMatch" }) > 0) {
        marked.push(...(searcher.getMatchList()[0] ?? []).filter((atom) => atom >= 0));
      }
    }
    const inMatch = new Set(marked);
    for (const atom of inMatch) molecule.setAtomSelection(atom, true);
    for (let bond = 0; bond < molecule.getAllBonds(); bond++) {
      if (inMatch.has(molecule.getBondAtom(0, bond)) && inMatch.has(molecule.getBondAtom(1, bond))) {
        molecule.setBondBackgroundHiliting(bond, true);
      }
    }
    return molecule.toSVG(240, 160, `hit-${++ids}`, { autoCrop: true, autoCropMargin: 10 });
  } catch {
    return null;
  }
}
