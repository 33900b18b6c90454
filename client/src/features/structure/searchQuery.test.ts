import { describe, expect, it } from "vitest";
import { defaultDraft, draftParams, queryOf, readDraft } from "./searchQuery";

describe("a structure search's address", () => {
  it("round-trips the draft with its group", () => {
    const draft = { smiles: "OB(O)c1ccccc1", mode: "similarity" as const, threshold: 0.65, scope: ["books" as const] };
    const params = draftParams(draft, 7);
    expect(readDraft(params)).toEqual(draft);
    expect(params.get("groupIdx")).toBe("7");
  });

  it("falls back to the defaults for what it does not know, and searches nothing without a structure or group", () => {
    const read = readDraft(new URLSearchParams("mode=fancy&threshold=7&scope=nowhere,books,books"));
    expect(read).toEqual({ ...defaultDraft, scope: ["books"] });
    expect(queryOf(read, 3)).toBeNull();
    expect(queryOf({ ...read, smiles: "CCO" }, null)).toBeNull();
    expect(queryOf({ ...read, smiles: "CCO" }, 3)).toMatchObject({ smiles: "CCO", groupIdx: 3 });
  });
});
