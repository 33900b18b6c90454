import { describe, expect, it } from "vitest";
import { readableReactionTables, readableRowLine } from "./reaction-text";

const noStructure = () => null;

describe("reaction tables in words", () => {
  it("writes a supplies row under the four headings, in the reader's language", () => {
    const tables = {
      reactants: [],
      supplies: [{ rowId: "s1", name: "Silica gel", amount: "20", unit: "g", note: "" }],
      products: [],
    };
    const [, supplies] = readableReactionTables("ko-KR", tables, noStructure);
    expect(supplies?.rows).toEqual([["Silica gel", "20", "g", ""]]);
    expect(supplies?.columns).toHaveLength(4);
    expect(supplies?.columns.join("")).not.toMatch(/name|amount|unit|note/);
  });

  it("computes a reactant from its typed basis and the structure's weight, and names the limiting reactant", () => {
    const tables = {
      reactants: [{ rowId: "r1", name: "Benzene", smiles: "c1ccccc1", mass: "78.11", basis: "mass", limiting: true }],
      supplies: [],
      products: [],
    };
    const [reactants] = readableReactionTables("en-US", tables, (smiles) => (smiles === "c1ccccc1" ? 78.11 : null));
    const line = readableRowLine(reactants?.columns ?? [], reactants?.rows[0] ?? []);
    expect(line).toBe("Name: Benzene (Limiting) · MW (g/mol): 78.11 · Equiv: 1 · Amount: 1.000 mmol · Mass: 78.11 mg");
  });

  it("leaves empty cells out of a row's line", () => {
    expect(readableRowLine(["Name", "Mass", "Note"], ["Water", "", "dry"])).toBe("Name: Water · Note: dry");
  });
});
