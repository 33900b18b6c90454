import { beforeAll, describe, expect, it } from "vitest";
import { describeSmiles } from "./chem";

async function formulaOf(smiles: string): Promise<string | null> {
  const structure = await describeSmiles(smiles);
  return structure.ok ? structure.formula : null;
}

describe("describeSmiles", () => {
  // openchemlib (~1 MB) loads on first use, which takes seconds on a busy machine.
  beforeAll(() => describeSmiles("C"), 60_000);

  it("gives the formula in Hill order", async () => {
    expect(await formulaOf("[K+].[K+].[O-]C([O-])=O")).toBe("CK2O3"); // openchemlib: CO3K2
    expect(await formulaOf("COc1ccc(Br)cc1")).toBe("C7H7BrO"); // 4-bromoanisole, openchemlib: C7H7OBr
    expect(await formulaOf("OB(O)c1ccccc1")).toBe("C6H7BO2"); // phenylboronic acid, openchemlib: C6H7O2B
    expect(await formulaOf("O")).toBe("H2O");
  });

  it("keeps the net charge openchemlib's formula drops", async () => {
    expect(await formulaOf("[NH4+]")).toBe("H4N⁺");
    expect(await formulaOf("CC(=O)[O-]")).toBe("C2H3O2⁻");
    expect(await formulaOf("[O-]S(=O)(=O)[O-]")).toBe("O4S²⁻");
  });
});
