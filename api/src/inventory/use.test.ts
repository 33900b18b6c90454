import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InventoryHistoryEntry, InventoryItem, InventoryItemInput, InventoryUseResult } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import {
  codeOf,
  createGroup,
  createProject,
  joinGroup,
  ok,
  setLevel,
  type ErrorBody,
  type Result,
  type TestMember,
} from "../test/factories";
import { buildLab, createLabBook, type Lab } from "../test/labbooks";
import { addItem, ethanol } from "./fixtures";

let app: TestApp;
let lab: Lab;
let lbIdx: number;
let seqNo: string;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
  lbIdx = book.lbIdx;
  seqNo = book.seqNo;
});
afterAll(async () => {
  await app?.close();
});

/** A 5 g bottle of aspirin (180.16 g/mol) in the lab's group, unless told otherwise. */
const bottle = (overrides: Partial<InventoryItemInput> = {}) =>
  addItem(
    app,
    lab.writer.token,
    ethanol(lab.groupIdx, {
      name: "Aspirin",
      nameEn: "Acetylsalicylic acid",
      casNo: "50-78-2",
      smiles: "CC(=O)Oc1ccccc1C(O)=O",
      formula: "C9H8O4",
      molWeight: 180.16,
      amount: 5,
      unit: "g",
      purerate: null,
      ...overrides,
    }),
  );

const use = (rowKey: string, body: unknown, member: TestMember = lab.writer, locale = "en-US") =>
  app.call<Result<InventoryUseResult> & Partial<ErrorBody>>("POST", `/api/inventory/${rowKey}/use.do`, {
    token: member.token,
    body,
    headers: { "accept-language": locale },
  });

const itemOf = async (rowKey: string) =>
  ok(await app.call<Result<InventoryItem>>("GET", `/api/inventory/${rowKey}.do`, { token: lab.writer.token }));
const historyOf = async (rowKey: string) =>
  ok(
    await app.call<Result<{ entries: InventoryHistoryEntry[] }>>("GET", `/api/inventory/${rowKey}/history.do`, {
      token: lab.writer.token,
    }),
  ).entries;

describe("POST /api/inventory/{rowKey}/use.do", () => {
  it("deducts 250 mg from a 5 g bottle, leaving 4.75 g, and records the use with the lab book", async () => {
    const item = await bottle();
    const result = ok(await use(item.rowKey, { amount: 250, unit: "mg", lbIdx }));
    expect(result.item).toMatchObject({ rowKey: item.rowKey, amount: 4.75, unit: "g" });
    expect((await itemOf(item.rowKey)).amount).toBe(4.75);
    const [latest] = await historyOf(item.rowKey);
    expect(latest).toMatchObject({
      kind: "used",
      used: { amount: 250, unit: "mg" },
      amount: { before: { amount: 5, unit: "g" }, after: { amount: 4.75, unit: "g" } },
      labBook: { lbIdx, seqNo },
      by: { memberIdx: lab.writer.memberIdx },
    });
    expect(seqNo).toMatch(/^\d{4}-\d{4}$/);
  });

  it("converts a volume to the mass of a bottle kept in grams with its density", async () => {
    // Ethanol kept as 100 g, 0.789 g/mL: 1 mL is 0.789 g, leaving 99.211 g.
    const item = await bottle({ name: "Ethanol by mass", amount: 100, unit: "g", density: 0.789, molWeight: 46.07 });
    expect(ok(await use(item.rowKey, { amount: 1, unit: "mL", lbIdx })).item.amount).toBe(99.211);
  });

  it("converts an amount in mmol with the molecular weight and purity", async () => {
    // 10 mmol of 98 % aspirin: 10 · 180.16 / 0.98 = 1838.4 mg to take from 5 g → 3.1616 g.
    const item = await bottle({ purerate: 98 });
    const left = ok(await use(item.rowKey, { amount: 10, unit: "mmol", lbIdx })).item.amount;
    expect(left).toBeCloseTo(5 - 1.8383673, 6);
  });

  it("may use up the whole bottle, to exactly 0", async () => {
    const item = await bottle();
    expect(ok(await use(item.rowKey, { amount: 5000, unit: "mg", lbIdx })).item.amount).toBe(0);
  });

  it("refuses to take more than is left with 409, in the caller's language, and changes nothing", async () => {
    const item = await bottle();
    const english = await use(item.rowKey, { amount: 6, unit: "g", lbIdx });
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({
      code: "NOT_ENOUGH_STOCK",
      message: "Not enough left in stock: 5 g remain, 6 g was asked for. Nothing was deducted.",
    });
    const korean = await use(item.rowKey, { amount: 5001, unit: "mg", lbIdx }, lab.writer, "ko-KR");
    expect(korean.status).toBe(409);
    expect(korean.body.message).toContain("5 g");
    expect((await itemOf(item.rowKey)).amount).toBe(5);
    expect((await historyOf(item.rowKey)).map((e) => e.kind)).toEqual(["created"]);
  });

  it("asks before a reagent the lab restricts is used: 409 without the member's confirmation, deducted with it", async () => {
    const item = await bottle({ restricted: true, caution: { pictograms: ["GHS06"], hazardStatements: ["H301"] } });
    expect((await itemOf(item.rowKey)).restricted).toBe(true);
    const refused = await use(item.rowKey, { amount: 1, unit: "g", lbIdx }, lab.writer, "ko-KR");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "RESTRICTED_USE",
      message: "사용 제한 시약입니다. 사용할 수 있는지 확인해 주세요. 차감하지 않았습니다.",
    });
    expect((await use(item.rowKey, { amount: 1, unit: "g", lbIdx, confirmRestricted: false })).status).toBe(409);
    expect((await itemOf(item.rowKey)).amount).toBe(5);
    ok(await use(item.rowKey, { amount: 1, unit: "g", lbIdx, confirmRestricted: true }));
    expect((await itemOf(item.rowKey)).amount).toBe(4);
    // The labels the reaction table reads say so, with the pictograms.
    const labels = ok(
      await app.call<Result<{ labels: { restricted: boolean; pictograms: string[] }[] }>>(
        "GET",
        `/api/inventory/labels.do?rowKeys=${item.rowKey}`,
        { token: lab.writer.token },
      ),
    ).labels;
    expect(labels).toMatchObject([{ restricted: true, pictograms: ["GHS06"] }]);
  });

  it("refuses a unit that cannot convert to the item's with 400 and changes nothing", async () => {
    const item = await bottle({ density: null });
    const volume = await use(item.rowKey, { amount: 1, unit: "mL", lbIdx });
    expect(volume.status).toBe(400);
    expect(volume.body).toMatchObject({
      code: "UNIT_NOT_CONVERTIBLE",
      message: "mL cannot be converted to this item's unit (g): enter its density or molecular weight, or use g.",
    });
    expect((await use(item.rowKey, { amount: 1, unit: "ea", lbIdx })).status).toBe(400);
    const noWeight = await bottle({ molWeight: null, smiles: null, formula: null });
    expect((await use(noWeight.rowKey, { amount: 1, unit: "mmol", lbIdx })).status).toBe(400);
    expect((await itemOf(item.rowKey)).amount).toBe(5);
    expect((await historyOf(item.rowKey)).map((e) => e.kind)).toEqual(["created"]);
  });

  it("refuses a zero or negative amount, an unknown unit and a missing lab book as bad input", async () => {
    const item = await bottle();
    for (const body of [
      { amount: 0, unit: "g", lbIdx },
      { amount: -1, unit: "g", lbIdx },
      { amount: 1, unit: "gal", lbIdx },
      { amount: 1, unit: "g" },
    ]) {
      const result = await use(item.rowKey, body);
      expect(result.status).toBe(400);
      expect(result.body.code).toBe("VALIDATION_FAILED");
    }
    expect((await use(item.rowKey, { amount: 1, unit: "g", lbIdx: 999999 })).status).toBe(404);
    expect((await itemOf(item.rowKey)).amount).toBe(5);
  });

  it("lets two members use the last of a bottle at once without overdrawing it", async () => {
    const item = await bottle();
    const results = await Promise.all([
      use(item.rowKey, { amount: 3, unit: "g", lbIdx }),
      use(item.rowKey, { amount: 3000, unit: "mg", lbIdx }, lab.owner),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await itemOf(item.rowKey)).amount).toBe(2);
  });

  it("deducts a reaction row once: two members confirming the same row at once, or later again, take it once", async () => {
    const item = await bottle();
    const row = { amount: 1, unit: "g", lbIdx, reactionRowId: "row-4f2a" } as const;
    const results = await Promise.all([use(item.rowKey, row), use(item.rowKey, row, lab.owner)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const again = await use(item.rowKey, row, lab.writer, "ko-KR");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "ROW_ALREADY_USED",
      message: "반응표의 이 행은 이미 재고에서 차감되었습니다. 더 차감하지 않았습니다.",
    });
    // The same row taken from another bottle is the same row: refused too.
    const other = await bottle();
    expect((await use(other.rowKey, row)).body.code).toBe("ROW_ALREADY_USED");
    expect((await itemOf(item.rowKey)).amount).toBe(4);
    expect((await itemOf(other.rowKey)).amount).toBe(5);
    // Another row of the book, and the row in another book, are theirs to take.
    expect((await use(item.rowKey, { ...row, reactionRowId: "row-77c1" })).status).toBe(200);
    const otherBook = await createLabBook(app, lab.writer.token, lab.projectIdx);
    expect((await use(item.rowKey, { ...row, lbIdx: otherBook.lbIdx })).status).toBe(200);
    expect((await use(item.rowKey, { ...row, reactionRowId: "../x" })).body.code).toBe("VALIDATION_FAILED");
    expect((await itemOf(item.rowKey)).amount).toBe(2);
  });

  it("refuses the project's READER (403), a group member outside the project and a member of another group (404)", async () => {
    const item = await bottle();
    const reader = await use(item.rowKey, { amount: 1, unit: "g", lbIdx }, lab.reader);
    expect(reader.status).toBe(403);
    expect(reader.body.code).toBe("NO_MODIFY_AUTHORITY");
    expect((await use(item.rowKey, { amount: 1, unit: "g", lbIdx }, lab.bystander)).status).toBe(404);
    expect((await use(item.rowKey, { amount: 1, unit: "g", lbIdx }, lab.outsider)).status).toBe(404);
    expect(ok(await use(item.rowKey, { amount: 1, unit: "g", lbIdx }, lab.owner)).item.amount).toBe(4);
    expect((await itemOf(item.rowKey)).amount).toBe(4);
  });

  it("refuses stock of one group for a lab book of another group", async () => {
    const second = await createGroup(app, lab.manager.token, "Second Lab");
    await joinGroup(app, lab.writer.token, await codeOf(app, second.groupIdx));
    const project = await createProject(app, lab.manager.token, second.groupIdx, { name: "Other project" });
    await setLevel(app, lab.manager.token, project.projectIdx, lab.writer.memberIdx, "WRITER");
    const otherBook = await createLabBook(app, lab.writer.token, project.projectIdx, "Elsewhere");
    const item = await bottle();
    const result = await use(item.rowKey, { amount: 1, unit: "g", lbIdx: otherBook.lbIdx });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("LAB_BOOK_OTHER_GROUP");
    expect((await itemOf(item.rowKey)).amount).toBe(5);
  });
});
