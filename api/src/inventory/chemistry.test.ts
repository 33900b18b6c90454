import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InventoryImportResult, InventoryItem, InventoryPage } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type ErrorBody, type Result } from "../test/factories";
import { addItem, buildLab, ethanol, type Lab } from "./fixtures";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

/** How many items of the lab's list a search finds. */
async function found(q: string): Promise<number> {
  const page = ok(
    await app.call<Result<InventoryPage>>("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}&q=${q}`, {
      token: lab.member.token,
    }),
  );
  return page.total;
}

describe("molecular weight and formula from SMILES", () => {
  it("computes MW 46.07 and formula C2H6O for SMILES CCO sent without them", async () => {
    const item = await addItem(
      app,
      lab.member.token,
      ethanol(lab.groupIdx, { name: "Computed ethanol", molWeight: null, formula: null }),
    );
    expect(item).toMatchObject({ smiles: "CCO", molWeight: 46.07, formula: "C2H6O" });
  });

  it("keeps what the member typed and fills only what is missing", async () => {
    const item = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { formula: "C2H5OH", molWeight: null }));
    expect(item).toMatchObject({ formula: "C2H5OH", molWeight: 46.07 });
    const salt = await addItem(
      app,
      lab.member.token,
      ethanol(lab.groupIdx, {
        name: "Sodium sulfate",
        smiles: "[O-]S(=O)(=O)[O-].[Na+].[Na+]",
        formula: null,
        molWeight: null,
      }),
    );
    expect(salt).toMatchObject({ formula: "Na2O4S", molWeight: 142.04 });
  });

  it("computes them on an edit too", async () => {
    const item = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { name: "Edited bottle" }));
    const edited = ok(
      await app.call<Result<InventoryItem>>("PUT", `/api/inventory/${item.rowKey}.do`, {
        token: lab.member.token,
        body: ethanol(lab.groupIdx, { name: "Edited bottle", smiles: "CC(C)=O", formula: null, molWeight: null }),
      }),
    );
    expect(edited).toMatchObject({ formula: "C3H6O", molWeight: 58.08 });
  });

  it("refuses an unparsable SMILES with 400 and the spec's message in both languages, storing nothing", async () => {
    for (const [locale, message] of [
      ["en-US", "Cannot find matching SMILES number"],
      ["ko-KR", "일치하는 SMILES 번호를 찾을 수 없습니다"],
    ] as const) {
      const result = await app.call<ErrorBody>("POST", "/api/inventory/item.do", {
        token: lab.member.token,
        body: ethanol(lab.groupIdx, { name: "Unreadable", smiles: "C1CC(", formula: null, molWeight: null }),
        headers: { "accept-language": locale },
      });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ code: "SMILES_INVALID", message });
      expect(result.body.issues).toEqual([{ path: ["smiles"], message }]);
    }
    expect(await found("unreadable")).toBe(0);
  });

  it("refuses an unparsable SMILES on an edit and leaves the item as it was", async () => {
    const item = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { name: "Untouched bottle" }));
    const result = await app.call<ErrorBody>("PUT", `/api/inventory/${item.rowKey}.do`, {
      token: lab.member.token,
      body: ethanol(lab.groupIdx, { name: "Untouched bottle", smiles: "xyz", molWeight: null }),
    });
    expect(result.status).toBe(400);
    const after = ok(
      await app.call<Result<InventoryItem>>("GET", `/api/inventory/${item.rowKey}.do`, { token: lab.member.token }),
    );
    expect(after).toMatchObject({ smiles: "CCO", molWeight: 46.07 });
  });

  it("computes them on an import, and reports a row whose SMILES cannot be read", async () => {
    const csv = ["name,SMILES,amount,unit", "Imported acetone,CC(C)=O,1,L", "Imported nonsense,C1CC(,1,g"].join("\r\n");
    const response = await fetch(`${app.url}/api/inventory/import.do?groupIdx=${lab.groupIdx}&mode=valid`, {
      method: "POST",
      headers: { authorization: `Bearer ${lab.member.token}`, "content-type": "text/csv", "accept-language": "en-US" },
      body: csv,
    });
    const result = ((await response.json()) as Result<InventoryImportResult>).data;
    expect(result).toMatchObject({ total: 2, valid: 1, invalid: 1, imported: 1 });
    expect(result.rows).toEqual([
      {
        line: 3,
        values: { name: "Imported nonsense", smiles: "C1CC(", amount: "1", unit: "g" },
        errors: [{ field: "smiles", message: "Cannot find matching SMILES number" }],
        duplicateOf: null,
      },
    ]);
    const page = ok(
      await app.call<Result<InventoryPage>>("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}&q=imported`, {
        token: lab.member.token,
      }),
    );
    expect(page.items.map((i) => i.name)).toEqual(["Imported acetone"]);
    const acetone = ok(
      await app.call<Result<InventoryItem>>("GET", `/api/inventory/${page.items[0]?.rowKey}.do`, {
        token: lab.member.token,
      }),
    );
    expect(acetone).toMatchObject({ formula: "C3H6O", molWeight: 58.08 });
  });

  it("stores and answers an item's density, and refuses a density of 0", async () => {
    const item = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { name: "Dense bottle", density: 0.789 }));
    expect(item.density).toBe(0.789);
    const zero = await app.call<ErrorBody>("POST", "/api/inventory/item.do", {
      token: lab.member.token,
      body: ethanol(lab.groupIdx, { density: 0 }),
    });
    expect(zero.status).toBe(400);
    expect(zero.body.issues?.[0]?.path).toEqual(["density"]);
  });
});
