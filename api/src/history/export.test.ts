import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import {
  documentName,
  labBookDoc,
  type StoichiometryTable,
  type VersionDetail,
  type VersionDiff,
  type VersionList,
} from "@enote/shared";
import { download, openCrate } from "../test/crate";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import { buildLab, connectPeer, createLabBook, durableDocument, putStatus, waitFor, type Lab } from "../test/labbooks";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp({}, { collab: { debounceMs: 50, maxDebounceMs: 200 } });
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

/** A row as the editor writes it: typed cells as Y.Text, choices as plain values. */
function addRow(doc: Y.Doc, table: StoichiometryTable, id: string, cells: Record<string, string | boolean>): void {
  const row = new Y.Map<unknown>();
  row.set(labBookDoc.rowId, id);
  for (const [key, value] of Object.entries(cells)) {
    row.set(
      key,
      typeof value === "string" && !["basis", "massUnit", "volumeUnit"].includes(key) ? new Y.Text(value) : value,
    );
  }
  doc.getArray(labBookDoc.table(table)).push([row]);
}

/** A Suzuki coupling: 4 reactants (the limiting bromide by mass, two by equivalents, toluene by volume), 1 product. */
async function suzukiBook(title = "Suzuki coupling"): Promise<number> {
  const book = await createLabBook(app, lab.writer.token, lab.projectIdx, title);
  const peer = connectPeer(app, book.lbIdx, lab.writer.token);
  try {
    await peer.synced();
    peer.doc.transact(() => {
      addRow(peer.doc, "reactants", "r1", {
        name: "4-Bromoanisole",
        mw: "200",
        mass: "500",
        basis: "mass",
        limiting: true,
      });
      addRow(peer.doc, "reactants", "r2", { name: "Phenylboronic acid", mw: "121.93", equiv: "1.5", basis: "equiv" });
      addRow(peer.doc, "reactants", "r3", {
        name: "Potassium carbonate",
        formula: "K2CO3",
        mw: "138.2",
        equiv: "2",
        basis: "equiv",
      });
      addRow(peer.doc, "reactants", "r4", {
        name: "Toluene",
        smiles: "Cc1ccccc1",
        mw: "92.14",
        density: "0.867",
        volume: "5",
        volumeUnit: "mL",
        basis: "volume",
      });
      addRow(peer.doc, "products", "p1", { name: "4-Methoxybiphenyl", mw: "184.24", actualMass: "368" });
    });
    await waitFor(
      async () =>
        (await durableDocument(app, documentName.labbook(book.lbIdx))).getArray(labBookDoc.table("products")).length ===
        1,
      "the rows to be stored",
    );
  } finally {
    peer.destroy();
  }
  return book.lbIdx;
}

async function exportedHtml(lbIdx: number, locale: string): Promise<string> {
  const eln = await download(app, `/api/labbook/${lbIdx}/export.do?format=eln`, lab.reader.token, {
    cookie: `locale=${locale}`,
  });
  expect(eln.status).toBe(200);
  const { zip, root } = await openCrate(eln.bytes);
  return (await zip.file(`${root}/book-${lbIdx}/book.html`)?.async("string")) ?? "";
}

/** The cells of the row whose name cell starts with `name`, by data-column. */
function rowCells(html: string, name: string): Record<string, string> {
  const row = html.split("<tr>").find((tr) => tr.includes(`<td data-column="name">${name}`)) ?? "";
  const cells: Record<string, string> = {};
  for (const match of row.matchAll(/<td data-column="(\w+)">(.*?)<\/td>/g)) {
    cells[match[1] ?? ""] = (match[2] ?? "").replace(/<[^>]+>/g, "");
  }
  return cells;
}

describe("book.html of an exported book", () => {
  it("shows the stoichiometry table's column titles, units and computed values as the screen does", async () => {
    const lbIdx = await suzukiBook();
    const html = await exportedHtml(lbIdx, "en-US");

    for (const title of ["MW (g/mol)", "Equiv", "Amount", "Mass", "Volume", "Purity (%)", "Density (g/mL)"])
      expect(html).toContain(`<th>${title}</th>`);
    for (const title of ["Theoretical yield", "Actual mass", "Yield (%)"]) expect(html).toContain(`<th>${title}</th>`);
    // No internal key is a heading any more.
    for (const key of ["moles", "basis", "rowKey", "usedAt", "mw", "limiting"])
      expect(html).not.toContain(`<th>${key}</th>`);

    // The limiting bromide: 500 mg of MW 200 is 2.5 mmol, 1 equiv.
    expect(rowCells(html, "4-Bromoanisole")).toMatchObject({ equiv: "1", moles: "2.500 mmol", mass: "500.0 mg" });
    // 1.5 equiv of the boronic acid: 3.75 mmol, 3.75 × 121.93 = 457.2 mg.
    expect(rowCells(html, "Phenylboronic acid")).toMatchObject({
      equiv: "1.5",
      moles: "3.750 mmol",
      mass: "457.2 mg",
    });
    // 2 equiv of K2CO3 (MW 138.2): 5 mmol, 691.0 mg; the formula as typed and in Hill order.
    expect(rowCells(html, "Potassium carbonate")).toMatchObject({ moles: "5.000 mmol", mass: "691.0 mg" });
    expect(html).toContain("K2CO3 (Hill order: CK2O3)");
    // 5 mL of toluene (0.867 g/mL): 4335 mg, 47.05 mmol, 18.82 equiv; its structure drawn as a picture.
    expect(rowCells(html, "Toluene")).toMatchObject({
      volume: "5.000 mL",
      mass: "4335 mg",
      moles: "47.05 mmol",
      equiv: "18.82",
      density: "0.867",
    });
    expect(html).toMatch(
      /<img class="structure" src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="Structure of Toluene">/,
    );
    // The product: 2.5 mmol, theoretical 460.6 mg, 368 mg isolated is a 79.90 % yield.
    expect(rowCells(html, "4-Methoxybiphenyl")).toMatchObject({
      moles: "2.500 mmol",
      theoretical: "460.6 mg",
      actualMass: "368 mg",
      yield: "79.90",
    });
  });

  it("titles the columns in Korean for a Korean reader", async () => {
    const lbIdx = await suzukiBook();
    const html = await exportedHtml(lbIdx, "ko-KR");
    for (const title of ["분자량 (g/mol)", "당량", "몰수", "질량", "부피", "이론 수득량", "수득률 (%)"])
      expect(html).toContain(`<th>${title}</th>`);
    expect(html).toContain('<html lang="ko">');
    expect(rowCells(html, "Toluene")).toMatchObject({ mass: "4335 mg", moles: "47.05 mmol" });
  });
});

describe("a version of a book with reaction tables, in the history", () => {
  /** Ends the book (a version is kept) and reads that version, as a reader in `locale`. */
  async function endedVersion(locale: string): Promise<{ lbIdx: number; detail: VersionDetail }> {
    const lbIdx = await suzukiBook(`Suzuki coupling (${locale})`);
    ok(await putStatus(app, lab.writer.token, lbIdx, "END"));
    const [version] = ok(
      await app.call<Result<VersionList>>("GET", `/api/labbook/${lbIdx}/versions.do`, { token: lab.reader.token }),
    ).versions;
    const detail = ok(
      await app.call<Result<VersionDetail>>("GET", `/api/labbook/${lbIdx}/version/${version?.versionIdx ?? 0}.do`, {
        token: lab.reader.token,
        headers: { cookie: `locale=${locale}` },
      }),
    );
    return { lbIdx, detail };
  }

  const rowOf = (detail: VersionDetail, table: string, name: string) => {
    const found = detail.content.tables.find((t) => t.table === table);
    const row = found?.rows.find((cells) => cells[0]?.startsWith(name)) ?? [];
    return Object.fromEntries((found?.columns ?? []).map((column, i) => [column, row[i] ?? ""]));
  };

  it("shows the rows with the table's column titles, units and computed values, no internal key or value", async () => {
    const { detail } = await endedVersion("en-US");
    const reactants = detail.content.tables.find((t) => t.table === "reactants");
    expect(reactants?.columns).toEqual([
      "Name",
      "MW (g/mol)",
      "Equiv",
      "Amount",
      "Mass",
      "Volume",
      "Conc.",
      "Purity (%)",
      "Density (g/mL)",
      "Note",
    ]);
    expect(rowOf(detail, "reactants", "4-Bromoanisole")).toMatchObject({
      Name: "4-Bromoanisole (Limiting)",
      Equiv: "1",
      Amount: "2.500 mmol",
      Mass: "500.0 mg",
    });
    expect(rowOf(detail, "reactants", "Potassium carbonate")).toMatchObject({
      Name: "Potassium carbonate · K2CO3 (Hill order: CK2O3)",
      Amount: "5.000 mmol",
      Mass: "691.0 mg",
    });
    expect(rowOf(detail, "reactants", "Toluene")).toMatchObject({
      Volume: "5.000 mL",
      Mass: "4335 mg",
      Equiv: "18.82",
    });
    expect(rowOf(detail, "products", "4-Methoxybiphenyl")).toMatchObject({
      "Theoretical yield": "460.6 mg",
      "Actual mass": "368 mg",
      "Yield (%)": "79.90",
    });
    const everything = JSON.stringify(detail.content.tables);
    for (const internal of ["basis", "volumeUnit", "rowKey", "usedAt", "true", '"mass"', '"volume"'])
      expect(everything).not.toContain(internal);
  });

  it("gives the headings in Korean to a Korean reader, and the diff names each changed value by its heading", async () => {
    const { lbIdx, detail } = await endedVersion("ko-KR");
    expect(detail.content.tables.find((t) => t.table === "reactants")?.columns.slice(0, 5)).toEqual([
      "이름",
      "분자량 (g/mol)",
      "당량",
      "몰수",
      "질량",
    ]);
    expect(rowOf(detail, "reactants", "Toluene")).toMatchObject({ 질량: "4335 mg", 몰수: "47.05 mmol" });

    // The bromide's mass doubles after the version: every computed amount follows, by its heading.
    ok(await putStatus(app, lab.writer.token, lbIdx, "IN_PROGRESS"));
    const peer = connectPeer(app, lbIdx, lab.writer.token);
    try {
      await peer.synced();
      const bromide = peer.doc.getArray<Y.Map<unknown>>(labBookDoc.table("reactants")).get(0);
      const mass = bromide.get("mass") as Y.Text;
      peer.doc.transact(() => {
        mass.delete(0, mass.length);
        mass.insert(0, "1000");
      });
      await waitFor(
        async () =>
          (
            (await durableDocument(app, documentName.labbook(lbIdx)))
              .getArray<Y.Map<unknown>>(labBookDoc.table("reactants"))
              .get(0)
              .get("mass") as Y.Text
          ).toString() === "1000",
        "the new mass to be stored",
      );
    } finally {
      peer.destroy();
    }
    const versionIdx = ok(
      await app.call<Result<VersionList>>("GET", `/api/labbook/${lbIdx}/versions.do`, { token: lab.reader.token }),
    ).versions.at(-1)?.versionIdx;
    for (const [locale, amount, mass] of [
      ["en-US", "Amount", "Mass"],
      ["ko-KR", "몰수", "질량"],
    ] as const) {
      const diff = ok(
        await app.call<Result<VersionDiff>>("GET", `/api/labbook/${lbIdx}/version/${versionIdx ?? 0}/diff.do`, {
          token: lab.reader.token,
          headers: { cookie: `locale=${locale}` },
        }),
      );
      const pieces = diff.parts.find((part) => part.part === "table.reactants")?.pieces ?? [];
      const deleted = pieces
        .filter((piece) => piece.kind === "delete")
        .map((piece) => piece.text)
        .join("");
      const inserted = pieces
        .filter((piece) => piece.kind === "insert")
        .map((piece) => piece.text)
        .join("");
      const before = pieces
        .filter((piece) => piece.kind !== "insert")
        .map((piece) => piece.text)
        .join("");
      const after = pieces
        .filter((piece) => piece.kind !== "delete")
        .map((piece) => piece.text)
        .join("");
      expect(before).toContain(`${amount}: 2.500 mmol · ${mass}: 500.0 mg`);
      expect(after).toContain(`${amount}: 5.000 mmol · ${mass}: 1000 mg`);
      expect(deleted.length).toBeGreaterThan(0);
      expect(inserted.length).toBeGreaterThan(0);
      expect(before + after).not.toMatch(/\b(basis|volumeUnit|limiting|mass|moles): /);
    }
  });
});
