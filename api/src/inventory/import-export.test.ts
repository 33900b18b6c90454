import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import {
  inventoryFileColumns,
  inventoryLimits,
  type InventoryImportResult,
  type InventoryItem,
  type InventoryPage,
} from "@enote/shared";
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

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Sends a file as the raw request body. */
async function upload<T>(path: string, token: string, body: Buffer | string, contentType: string, locale = "en-US") {
  const response = await fetch(app.url + path, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": contentType, "accept-language": locale },
    body,
  });
  return { status: response.status, body: (await response.json()) as T };
}

const importPath = (mode: string, groupIdx = lab.groupIdx) =>
  `/api/inventory/import.do?groupIdx=${groupIdx}&mode=${mode}`;

async function activeCount(): Promise<number> {
  const page = ok(
    await app.call<Result<InventoryPage>>("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}&size=1`, {
      token: lab.member.token,
    }),
  );
  return page.total;
}

/** The first item a search finds, whole (the list's rows leave out detail fields). */
async function firstFound(q: string): Promise<InventoryItem | undefined> {
  const token = lab.member.token;
  const page = ok(
    await app.call<Result<InventoryPage>>("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}&q=${q}`, { token }),
  );
  const rowKey = page.items[0]?.rowKey;
  return rowKey
    ? ok(await app.call<Result<InventoryItem>>("GET", `/api/inventory/${rowKey}.do`, { token }))
    : undefined;
}

const mixedCsv = [
  "name,CAS No.,amount,unit,location,GHS pictograms,Hazard statements,Private",
  '에탄올,64-17-5,500,mL,A-1,"GHS02, GHS07","H225, H319",N',
  "Bad CAS,64-17-4,1,g,,,,",
  ",7732-18-5,1,L,,,,",
  "Unknown unit,,1,gallon,,,,",
  "Benzene,71-43-2,1000.0,ml,B-2,ghs2,,Y",
].join("\r\n");

describe("POST /api/inventory/import.do", () => {
  it("previews every row with its errors, translated, and writes nothing", async () => {
    const before = await activeCount();
    const result = await upload<Result<InventoryImportResult>>(
      importPath("preview"),
      lab.member.token,
      mixedCsv,
      "text/csv",
      "ko-KR",
    );
    expect(result.status).toBe(200);
    const report = ok(result);
    expect(report).toMatchObject({ mode: "preview", total: 5, valid: 2, invalid: 3, imported: 0 });
    expect(report.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, [{ field: "casNo", message: "CAS 번호의 검증 숫자가 맞지 않습니다" }]],
      [4, [{ field: "name", message: "이름을 입력해 주세요" }]],
      [
        5,
        [
          {
            field: "unit",
            message: "알 수 없는 단위입니다. 다음 중 하나를 쓰세요: mg, g, kg, µL, mL, L, mmol, mol, ea",
          },
        ],
      ],
      [6, []],
    ]);
    expect(report.rows[0]?.values).toMatchObject({ name: "에탄올", casNo: "64-17-5", pictograms: "GHS02, GHS07" });
    expect(await activeCount()).toBe(before);
  });

  it("writes nothing and answers 400 with the row errors when asked for every row of a file with bad rows", async () => {
    const before = await activeCount();
    const result = await upload<ErrorBody>(importPath("all"), lab.member.token, mixedCsv, "text/csv");
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("IMPORT_HAS_ERRORS");
    expect(result.body.issues).toEqual([
      { path: ["rows", 3, "casNo"], message: "The CAS number's check digit does not match" },
      { path: ["rows", 4, "name"], message: "The name must be entered" },
      { path: ["rows", 5, "unit"], message: "Unknown unit. Use one of: mg, g, kg, µL, mL, L, mmol, mol, ea" },
    ]);
    expect(await activeCount()).toBe(before);
  });

  it("imports the valid rows in one go when asked, and reports the skipped ones", async () => {
    const before = await activeCount();
    const report = ok(
      await upload<Result<InventoryImportResult>>(importPath("valid"), lab.member.token, mixedCsv, "text/csv"),
    );
    expect(report).toMatchObject({ mode: "valid", total: 5, valid: 2, invalid: 3, imported: 2 });
    expect(report.rows.map((r) => r.line)).toEqual([3, 4, 5]);
    expect(await activeCount()).toBe(before + 2);
    const benzene = await firstFound("71-43-2");
    expect(benzene).toMatchObject({
      name: "Benzene",
      amount: 1000,
      unit: "mL",
      isPrivate: true,
      location: "B-2",
      caution: { pictograms: ["GHS02"], hazardStatements: [] },
      creator: { memberIdx: lab.member.memberIdx },
    });
    expect(benzene?.pinNo).toMatch(/^P\d{6}$/);
  });

  it("imports a clean file whole with mode=all, reading Korean headers", async () => {
    const before = await activeCount();
    const csv = [
      "이름,CAS 번호,수량,단위,위치,등록일",
      "아세톤,67-64-1,2.5,L,시약장 3,2021-05-04",
      "증류수,,10,l,,",
    ].join("\n");
    const report = ok(
      await upload<Result<InventoryImportResult>>(importPath("all"), lab.member.token, csv, "text/csv"),
    );
    expect(report).toMatchObject({ total: 2, valid: 2, invalid: 0, imported: 2, rows: [] });
    expect(await activeCount()).toBe(before + 2);
    const page = ok(
      await app.call<Result<InventoryPage>>("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}&q=시약장`, {
        token: lab.member.token,
      }),
    );
    expect(page.items[0]?.addedDate.slice(0, 10)).toBe("2021-05-04");
  });

  it("refuses numbers with a comma (no thousands separator guessed) and says how to write them; refuses unlisted hazard statements", async () => {
    const csv = [
      "name,amount,unit,molWeight,purerate,Hazard statements",
      'Thousand?,"1,000",g,,,',
      'Decimal comma,1.5,g,"46,07",,h300 + h310',
      "Grouped,1000000,mg,,99.5,H350I; H225",
      "Unlisted,1,g,,,H299",
    ].join("\n");
    const report = ok(
      await upload<Result<InventoryImportResult>>(importPath("preview"), lab.member.token, csv, "text/csv"),
    );
    const separator = "Write decimals with a point (1.5) and no thousands separator (1000): a comma is not read";
    expect(report.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, [{ field: "amount", message: separator }]],
      [3, [{ field: "molWeight", message: separator }]],
      [4, []],
      [5, [{ field: "caution", message: "Not a hazard statement of the GHS list (such as H225)" }]],
    ]);
    const before = await activeCount();
    ok(await upload<Result<InventoryImportResult>>(importPath("valid"), lab.member.token, csv, "text/csv"));
    expect(await activeCount()).toBe(before + 1);
    expect(await firstFound("Thousand")).toBeUndefined();
    expect(await firstFound("Grouped")).toMatchObject({
      amount: 1_000_000,
      purerate: 99.5,
      caution: { hazardStatements: ["H350i", "H225"] },
    });
  });

  it("reads a semicolon-separated CSV saved in EUC-KR (Korean Excel's default)", async () => {
    const header = "name;amount;unit";
    const bytes = Buffer.concat([
      Buffer.from(`${header}\r\n`),
      Buffer.from([0xbf, 0xa1, 0xc5, 0xba, 0xbf, 0xc3]),
      Buffer.from(";5;g\r\n"),
    ]);
    const report = ok(
      await upload<Result<InventoryImportResult>>(importPath("preview"), lab.member.token, bytes, "text/csv"),
    );
    expect(report.rows[0]?.values).toEqual({ name: "에탄올", amount: "5", unit: "g" });
    expect(report.valid).toBe(1);
  });

  it("imports an XLSX workbook", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Reagents");
    sheet.addRow(["Name", "English name", "CAS No.", "Amount", "Unit", "Added date"]);
    sheet.addRow(["톨루엔", "Toluene", "108-88-3", 4, "L", new Date("2022-02-02T00:00:00Z")]);
    sheet.addRow(["Broken", null, "108-88-4", 1, "L", null]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const report = ok(
      await upload<Result<InventoryImportResult>>(importPath("valid"), lab.member.token, bytes, xlsxType),
    );
    expect(report).toMatchObject({ total: 2, valid: 1, invalid: 1, imported: 1 });
    expect(report.rows[0]).toMatchObject({ line: 3, errors: [{ field: "casNo" }] });
  });

  it("refuses files that are not CSV or XLSX, and broken XLSX", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    const textAsXlsx = Buffer.from("name,amount,unit\nA,1,g\n");
    const unclosedQuote = 'name,amount,unit\n"A,1,g\n';
    for (const [body, type] of [
      [png, "image/png"],
      [brokenZip, xlsxType],
      [textAsXlsx, xlsxType],
      [unclosedQuote, "text/csv"],
      [Buffer.alloc(0), "text/csv"],
    ] as const) {
      const result = await upload<ErrorBody>(importPath("preview"), lab.member.token, body, type);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        code: "INVALID_IMPORT_FILE",
        message: "The file could not be read. Upload a CSV or Excel (.xlsx) file.",
      });
    }
  });

  it("refuses an oversized upload with 413 and a file with too many rows with 400", async () => {
    const big = Buffer.alloc(inventoryLimits.importBytesMax + 1, "a");
    const tooBig = await upload<ErrorBody>(importPath("preview"), lab.member.token, big, "text/csv");
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: "FILE_TOO_LARGE", message: "The file is too large (at most 5 MB)" });
    const rows = [
      "name,amount,unit",
      ...Array.from({ length: inventoryLimits.importRowsMax + 1 }, (_, i) => `Salt ${i},1,g`),
    ];
    const many = await upload<ErrorBody>(importPath("all"), lab.member.token, rows.join("\n"), "text/csv");
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({
      code: "IMPORT_TOO_MANY_ROWS",
      message: "The file has too many rows (at most 5000)",
    });
  });

  it("previews the app's own XLSX export as bottles already in the inventory (by PIN) and never adds them again", async () => {
    const shelf = "Reimport shelf";
    const first = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { name: "Reimport A", location: shelf }));
    const second = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { name: "Reimport B", location: shelf }));
    const exported = await fetch(
      `${app.url}/api/inventory/export.do?groupIdx=${lab.groupIdx}&location=Reimport%20shelf&sort=name&order=asc&format=xlsx`,
      { headers: { authorization: `Bearer ${lab.member.token}` } },
    );
    const file = Buffer.from(await exported.arrayBuffer());
    const before = await activeCount();

    const preview = ok(
      await upload<Result<InventoryImportResult>>(importPath("preview"), lab.member.token, file, xlsxType),
    );
    expect(preview).toMatchObject({ total: 2, valid: 0, invalid: 0, duplicates: 2, imported: 0 });
    expect(preview.rows.map((row) => [row.line, row.errors, row.duplicateOf])).toEqual([
      [2, [], { rowKey: first.rowKey, pinNo: first.pinNo, name: "Reimport A", disused: false }],
      [3, [], { rowKey: second.rowKey, pinNo: second.pinNo, name: "Reimport B", disused: false }],
    ]);

    for (const mode of ["valid", "all"]) {
      const done = ok(await upload<Result<InventoryImportResult>>(importPath(mode), lab.member.token, file, xlsxType));
      expect(done).toMatchObject({ imported: 0, valid: 0, duplicates: 2 });
      expect(done.rows.map((row) => row.duplicateOf?.pinNo)).toEqual([first.pinNo, second.pinNo]);
    }
    expect(await activeCount()).toBe(before);
  });

  it("counts a PIN as a duplicate only for a bottle of this inventory that the importer sees", async () => {
    const elsewhere = await addItem(app, lab.outsider.token, ethanol(lab.otherGroupIdx, { name: "Other lab bottle" }));
    const hidden = await addItem(
      app,
      lab.colleague.token,
      ethanol(lab.groupIdx, { name: "Colleague's private bottle", isPrivate: true }),
    );
    const csv = [
      "name,amount,unit,pinNo",
      `Other lab copy,1,g,${elsewhere.pinNo}`,
      `Private copy,1,g,${hidden.pinNo.toLowerCase()}`,
      "Hand-typed PIN,1,g,P9",
    ].join("\n");
    const preview = ok(
      await upload<Result<InventoryImportResult>>(importPath("preview"), lab.member.token, csv, "text/csv"),
    );
    expect(preview).toMatchObject({ total: 3, valid: 3, invalid: 0, duplicates: 0 });
    expect(preview.rows.map((row) => row.duplicateOf)).toEqual([null, null, null]);
    // The private bottle's manager sees it: for them the row is that bottle again.
    const managed = ok(
      await upload<Result<InventoryImportResult>>(importPath("preview"), lab.manager.token, csv, "text/csv"),
    );
    expect(managed.rows.map((row) => row.duplicateOf?.pinNo ?? null)).toEqual([null, hidden.pinNo, null]);
  });

  it("refuses members of other groups and bad modes", async () => {
    expect((await upload(importPath("valid"), lab.outsider.token, mixedCsv, "text/csv")).status).toBe(404);
    expect((await upload(importPath("some"), lab.member.token, mixedCsv, "text/csv")).status).toBe(400);
  });
});

describe("GET /api/inventory/export.do", () => {
  async function download(query: string, token = lab.member.token, locale = "en-US") {
    const response = await fetch(`${app.url}/api/inventory/export.do?groupIdx=${lab.groupIdx}&${query}`, {
      headers: { authorization: `Bearer ${token}`, "accept-language": locale },
    });
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      bytes: Buffer.from(await response.arrayBuffer()),
      disposition: response.headers.get("content-disposition"),
    };
  }

  it("writes the filtered list as CSV with a BOM and headers in the caller's language, and reads back", async () => {
    await addItem(app, lab.member.token, ethanol(lab.groupIdx, { name: '=HYPERLINK("x")', location: "Export shelf" }));
    await addItem(
      app,
      lab.member.token,
      ethanol(lab.groupIdx, { name: "Export acid", location: "Export shelf", memo: "line 1\nline 2", density: 1.049 }),
    );
    const file = await download("location=Export%20shelf&sort=name&order=asc&format=csv", lab.member.token, "ko-KR");
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^text\/csv/);
    expect(file.disposition).toMatch(/attachment; filename="inventory-\d+-\d{8}\.csv"/);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(file.bytes, { bom: true }) as string[][];
    expect(records[0]?.slice(0, 4)).toEqual(["이름", "영문명", "화합물", "CAS 번호"]);
    expect(records.slice(1).map((r) => r[0])).toEqual(['\'=HYPERLINK("x")', "Export acid"]);
    expect(records[2]?.[inventoryFileColumns.indexOf("memo")]).toBe("line 1\nline 2");
    expect(records[0]?.[inventoryFileColumns.indexOf("density")]).toBe("밀도 (g/mL)");
    expect(records[2]?.[inventoryFileColumns.indexOf("density")]).toBe("1.049");

    const before = await activeCount();
    // Read back as it is, the export is the same two bottles: their PINs exist, nothing is added.
    const same = ok(
      await upload<Result<InventoryImportResult>>(importPath("all"), lab.member.token, file.bytes, "text/csv"),
    );
    expect(same).toMatchObject({ imported: 0, valid: 0, invalid: 0, duplicates: 2 });
    expect(await activeCount()).toBe(before);
    // Without their PINs the rows are new bottles, with every value as exported.
    const pinColumn = inventoryFileColumns.indexOf("pinNo");
    const withoutPins = records
      .map((record, line) => record.map((cell, column) => (line > 0 && column === pinColumn ? "" : cell)))
      .map((record) => record.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(","))
      .join("\r\n");
    const again = ok(
      await upload<Result<InventoryImportResult>>(importPath("all"), lab.member.token, withoutPins, "text/csv"),
    );
    expect(again).toMatchObject({ imported: 2, invalid: 0, duplicates: 0 });
    const reimported = ok(
      await app.call<Result<InventoryPage>>("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}&q=export%20acid`, {
        token: lab.member.token,
      }),
    ).items.map((i) => i.rowKey);
    const densities = await Promise.all(
      reimported.map(
        async (rowKey) =>
          ok(await app.call<Result<InventoryItem>>("GET", `/api/inventory/${rowKey}.do`, { token: lab.member.token }))
            .density,
      ),
    );
    expect(densities).toEqual([1.049, 1.049]);
    expect(await activeCount()).toBe(before + 2);
    const names = ok(
      await app.call<Result<InventoryPage>>(
        "GET",
        `/api/inventory/list.do?groupIdx=${lab.groupIdx}&location=Export%20shelf`,
        {
          token: lab.member.token,
        },
      ),
    ).items.map((i) => i.name);
    expect(names.filter((n) => n.startsWith("="))).toHaveLength(2);
  });

  it("keeps formulas as entered for display and export, and finds them as entered or in Hill order", async () => {
    const carbonate = await addItem(
      app,
      lab.member.token,
      ethanol(lab.groupIdx, { name: "Potassium carbonate", formula: "K2CO3", location: "Hill shelf" }),
    );
    expect(carbonate.formula).toBe("K2CO3");
    await addItem(
      app,
      lab.member.token,
      ethanol(lab.groupIdx, { name: "Sodium sulfate", formula: "Na2SO4", location: "Hill shelf" }),
    );
    await addItem(
      app,
      lab.member.token,
      ethanol(lab.groupIdx, { name: "Tosylate", formula: "O3SC6H4CH3-", location: "Hill shelf" }),
    );
    const file = await download("location=Hill%20shelf&sort=name&order=asc&format=csv");
    const records = parseCsv(file.bytes, { bom: true }) as string[][];
    const column = inventoryFileColumns.indexOf("formula");
    expect(records.slice(1).map((r) => [r[0], r[column]])).toEqual([
      ["Potassium carbonate", "K2CO3"],
      ["Sodium sulfate", "Na2SO4"],
      ["Tosylate", "O3SC6H4CH3-"],
    ]);
    const found = async (q: string) =>
      ok(
        await app.call<Result<InventoryPage>>(
          "GET",
          `/api/inventory/list.do?groupIdx=${lab.groupIdx}&location=Hill%20shelf&q=${encodeURIComponent(q)}`,
          { token: lab.member.token },
        ),
      ).items.map((item) => item.name);
    expect(await found("K2CO3")).toEqual(["Potassium carbonate"]);
    expect(await found("CK2O3")).toEqual(["Potassium carbonate"]);
    expect(await found("Na2O4S")).toEqual(["Sodium sulfate"]);
  });

  it("writes dates as YYYY-MM-DD on the lab's day (Asia/Seoul by default), not as UTC timestamps", async () => {
    await addItem(
      app,
      lab.member.token,
      ethanol(lab.groupIdx, { name: "Dated A", addedDate: "2024-03-05", location: "Dated" }),
    );
    // 20:00 UTC on the 4th is 05:00 on the 5th in Seoul: the lab received it on the 5th.
    await addItem(
      app,
      lab.member.token,
      ethanol(lab.groupIdx, { name: "Dated B", addedDate: "2024-03-04T20:00:00Z", location: "Dated" }),
    );
    const file = await download("location=Dated&sort=name&order=asc&format=csv");
    const records = parseCsv(file.bytes, { bom: true }) as string[][];
    const column = inventoryFileColumns.indexOf("addedDate");
    expect(records.slice(1).map((r) => [r[0], r[column]])).toEqual([
      ["Dated A", "2024-03-05"],
      ["Dated B", "2024-03-05"],
    ]);
    expect(file.disposition).toMatch(/inventory-\d+-\d{8}\.csv/);
  });

  it("writes XLSX", async () => {
    const file = await download("location=Export%20shelf&sort=name&order=asc&format=xlsx");
    expect(file.status).toBe(200);
    expect(file.type).toBe(xlsxType);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Name");
    expect(sheet?.actualRowCount).toBe(5);
    expect(sheet?.getRow(2).getCell(4).value).toBe("64-17-5");
  });

  it("round-trips the life cycle, the low-stock level and the restricted flag through CSV and XLSX", async () => {
    const shelf = "Lifecycle shelf";
    const lifecycle = {
      restricted: true,
      openedOn: "2026-02-03",
      expiresOn: "2027-02-28",
      useWithinMonths: 6,
      lowStockAmount: 0.25,
      lowStockUnit: "L" as const,
      lowStockAcross: true,
    };
    await addItem(
      app,
      lab.member.token,
      ethanol(lab.groupIdx, { name: "Lifecycle ethanol", location: shelf, ...lifecycle }),
    );
    const fields = (item: InventoryItem) => ({
      restricted: item.restricted,
      openedOn: item.openedOn,
      expiresOn: item.expiresOn,
      useWithinMonths: item.useWithinMonths,
      lowStockAmount: item.lowStockAmount,
      lowStockUnit: item.lowStockUnit,
      lowStockAcross: item.lowStockAcross,
    });
    const pinColumn = inventoryFileColumns.indexOf("pinNo");
    const shelved = async () =>
      ok(
        await app.call<Result<InventoryPage>>(
          "GET",
          `/api/inventory/list.do?groupIdx=${lab.groupIdx}&location=${shelf}`,
          {
            token: lab.member.token,
          },
        ),
      ).items.map((i) => i.rowKey);
    const whole = (rowKey: string) =>
      app.call<Result<InventoryItem>>("GET", `/api/inventory/${rowKey}.do`, { token: lab.member.token }).then(ok);

    const csv = await download(`location=${shelf}&format=csv`, lab.member.token, "ko-KR");
    const records = parseCsv(csv.bytes, { bom: true }) as string[][];
    expect(records[1]?.[inventoryFileColumns.indexOf("expiresOn")]).toBe("2027-02-28");
    expect(records[1]?.[inventoryFileColumns.indexOf("restricted")]).toBe("Y");
    const csvWithoutPins = records
      .map((record, line) => record.map((cell, column) => (line > 0 && column === pinColumn ? "" : cell)))
      .map((record) => record.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(","))
      .join("\r\n");
    expect(
      ok(await upload<Result<InventoryImportResult>>(importPath("all"), lab.member.token, csvWithoutPins, "text/csv")),
    ).toMatchObject({ imported: 1, invalid: 0 });

    const xlsx = await download(`location=${shelf}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    for (let row = 2; row <= sheet.actualRowCount; row++) sheet.getRow(row).getCell(pinColumn + 1).value = null;
    const xlsxWithoutPins = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(
      ok(await upload<Result<InventoryImportResult>>(importPath("all"), lab.member.token, xlsxWithoutPins, xlsxType)),
    ).toMatchObject({ imported: 2, invalid: 0 });

    const items = await Promise.all((await shelved()).map(whole));
    expect(items).toHaveLength(4);
    for (const item of items) expect(fields(item)).toEqual(lifecycle);
  });

  it("refuses an imported level whose unit cannot be compared with the bottle's", async () => {
    const csv = ["name,amount,unit,Low-stock level,Low-stock level unit", "Table salt,500,g,1,L"].join("\r\n");
    const result = ok(
      await upload<Result<InventoryImportResult>>(importPath("preview"), lab.member.token, csv, "text/csv"),
    );
    expect(result.rows[0]?.errors).toEqual([
      {
        field: "lowStockUnit",
        message:
          "A level in L cannot be compared with this bottle's g: enter its density or molecular weight, or give the level in g",
      },
    ]);
  });

  it("refuses members of other groups before sending anything", async () => {
    const file = await download("format=csv", lab.outsider.token);
    expect(file.status).toBe(404);
    expect(JSON.parse(file.bytes.toString())).toMatchObject({ code: "NOT_FOUND" });
    expect((await download("format=pdf")).status).toBe(400);
  });
});

describe("GET /api/inventory/template.do", () => {
  async function template(query: string, locale: string) {
    const response = await fetch(`${app.url}/api/inventory/template.do?${query}`, {
      headers: { authorization: `Bearer ${lab.member.token}`, "accept-language": locale },
    });
    return {
      status: response.status,
      disposition: response.headers.get("content-disposition"),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  it("gives the header row in the caller's language, which the import reads once a row is filled in", async () => {
    const file = await template("format=csv", "ko-KR");
    expect(file.status).toBe(200);
    expect(file.disposition).toBe('attachment; filename="inventory-template.csv"');
    const [header, ...rest] = parseCsv(file.bytes, { bom: true }) as string[][];
    expect(rest).toEqual([]);
    expect(header).toHaveLength(inventoryFileColumns.length);
    expect(header?.slice(0, 4)).toEqual(["이름", "영문명", "화합물", "CAS 번호"]);

    const filledIn: Partial<Record<(typeof inventoryFileColumns)[number], string>> = {
      name: "양식 에탄올",
      casNo: "64-17-5",
      amount: "500",
      unit: "mL",
    };
    const row = inventoryFileColumns.map((column) => filledIn[column] ?? "");
    const filled = Buffer.concat([file.bytes, Buffer.from(`${row.join(",")}\n`)]);
    const preview = ok(
      await upload<Result<InventoryImportResult>>(importPath("preview"), lab.member.token, filled, "text/csv"),
    );
    expect(preview).toMatchObject({ total: 1, valid: 1, invalid: 0 });
  });

  it("gives an XLSX template with the header alone, and refuses other formats", async () => {
    const file = await template("format=xlsx", "en-US");
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Name");
    expect(sheet?.actualRowCount).toBe(1);
    expect((await template("format=pdf", "en-US")).status).toBe(400);
  });
});
